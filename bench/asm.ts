// The assembler against its oracles, whole process, on the same 2,000,000
// lines of mixed VOP1 / VOP3 / SDWA / DPP (GCN 1.2): gcnkit's CLRX dialect
// against clrxasm (CLRX 0.1.9; CLRXASM names the binary) and the LLVM
// dialect against `llvm-mc -arch=amdgcn -mcpu=tonga -filetype=obj` (LLVM_MC).
// Each figure is the best of several runs; an oracle's row is skipped when
// the tool is absent. Targets (issue 8): CLRX dialect at least 1.5 times
// clrxasm's speed, LLVM dialect at least 4.5 times llvm-mc's.
//
// Run alone: `node dist/bench/asm.js` (after tsc); BENCH_ASM_LINES, BENCH_RUNS.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeMix } from './mix.js';
import { disassemble } from '../src/disasm/disassembler.js';
import { assemble } from '../src/asm/assembler.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
// The installed bin (one bundled file, V8's code cache): what users run.
const cli = join(root, 'dist', 'cli', 'gcnkit.cjs');
const rss = join(root, 'dist', 'bench', 'rss-report.js');
const work = join(root, '.bench');

const CLRXASM = process.env['CLRXASM'] ?? '/tmp/clrx/build/programs/clrxasm';
const LLVM_MC = process.env['LLVM_MC'] ?? 'llvm-mc';
const TIME = '/usr/bin/time';

interface Run { seconds: number; maxRssKiB: number; }

/** One whole-process run: wall time and peak RSS (gcnkit reports its own; oracles through /usr/bin/time). */
function timeRun(cmd: string, args: string[], gcnkit: boolean): Run {
  const useTime = !gcnkit && existsSync(TIME);
  const argv = gcnkit ? [process.execPath, '--import', rss, cli, ...args] : useTime ? [TIME, '-f', '@@maxrss %M', cmd, ...args] : [cmd, ...args];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const err = r.stderr?.toString() ?? '';
  if (r.error !== undefined || r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${err.slice(0, 500)}`);
  const m = /@@maxrss (\d+)/.exec(err);
  return { seconds, maxRssKiB: m ? Number(m[1]) : NaN };
}

interface Tool { label: string; cmd: string; args: string[]; gcnkit: boolean; }

function show(t: Tool, lines: number, all: Run[]): Run {
  const b = all.reduce((x, y) => (x.seconds <= y.seconds ? x : y));
  const mib = Number.isNaN(b.maxRssKiB) ? '?' : (b.maxRssKiB / 1024).toFixed(1);
  console.log(`${t.label}: ${(lines / b.seconds / 1e6).toFixed(2)} M lines/s (best of ${all.length}: ${b.seconds.toFixed(3)} s for ${lines} lines; `
    + `runs ${all.map((r) => r.seconds.toFixed(3)).join(' ')} s), peak RSS ${mib} MiB`);
  return b;
}

/** Runs gcnkit and the oracle alternately (a busy machine then slows both alike) and returns their best runs. */
function duel(ours: Tool, theirs: Tool | null, lines: number, runs: number): [Run, Run | null] {
  const a: Run[] = [];
  const b: Run[] = [];
  for (let i = 0; i < runs; i++) {
    a.push(timeRun(ours.cmd, ours.args, true));
    if (theirs !== null) b.push(timeRun(theirs.cmd, theirs.args, false));
  }
  return [show(ours, lines, a), theirs === null ? null : show(theirs, lines, b)];
}

function have(cmd: string, args: string[], want: RegExp): boolean {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return r.error === undefined && want.test(`${r.stdout}${r.stderr}`);
}

/**
 * Lines gcnkit's printer writes that the oracles do not read (syntax.md: raw words, field spellings,
 * a v_readfirstlane_b32 destination code that is no scalar register, printed as a number).
 */
const PRINTER_ONLY = /raw:\[|\b(?:vdst|dst|src0|vsrc1|vsrc2)=|\bill_\d|_ill_|dppctrl:|:\s*invalid\b|\b(?:abs|neg|sext)[012]\b|^v_readfirstlane_b32\s+-?\d/i;

/**
 * `count` lines of the mix as CLRX (printer) syntax, without the printer-only
 * spellings and without lines that do not assemble back (the whole-ISA
 * printer writes some destinations, such as `execz` for v_readfirstlane_b32,
 * that no assembler reads).
 */
function clrxLines(count: number): string[] {
  const out: string[] = [];
  for (let seed = 12345; out.length < count; seed++) {
    const lines = disassemble(makeMix(2, Math.ceil((count - out.length) * 1.05) + 16, seed), { arch: 2, header: false }).text
      .split('\n').filter((l) => l.trim() !== '' && !l.startsWith('.') && !PRINTER_ONLY.test(l));
    const STEP = 100_000;
    for (let i = 0; i < lines.length && out.length < count; i += STEP) {
      const part = lines.slice(i, i + STEP);
      const check = assemble(part.join('\n'), { arch: 2, maxDiagnostics: part.length });
      const bad = new Set(check.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line));
      for (let k = 0; k < part.length && out.length < count; k++) if (!bad.has(k + 1)) out.push(part[k]!);
    }
  }
  return out;
}

/** `count` lines of the mix in LLVM syntax that llvm-mc reads back (syntax.md C.2: checked with gcnkit's LLVM dialect). */
function llvmLines(count: number): string[] {
  const out: string[] = [];
  for (let seed = 12345; out.length < count; seed++) {
    const lines = disassemble(makeMix(2, Math.ceil((count - out.length) * 1.12) + 16, seed), { arch: 2, header: false, syntax: 'llvm' })
      .text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('.'));
    const STEP = 100_000;
    for (let i = 0; i < lines.length && out.length < count; i += STEP) {
      const part = lines.slice(i, i + STEP);
      const check = assemble(part.join('\n'), { arch: 2, syntax: 'llvm', maxDiagnostics: part.length });
      const bad = new Set(check.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line));
      for (let k = 0; k < part.length && out.length < count; k++) if (!bad.has(k + 1)) out.push(part[k]!);
    }
  }
  return out;
}

export function asmBench(runs = Number(process.env['BENCH_RUNS'] ?? 5)): void {
  const count = Number(process.env['BENCH_ASM_LINES'] ?? 2_000_000);
  mkdirSync(work, { recursive: true });
  console.log(`assembler vs oracles: ${count} lines of mixed VOP1/VOP3/SDWA/DPP, gcn1.2`);

  const clrxSrc = join(work, 'asm-mix.clrx.s');
  writeFileSync(clrxSrc, clrxLines(count).join('\n') + '\n');
  const ours = join(work, 'asm-out.bin');
  const theirs = join(work, 'asm-out.clrxasm.bin');
  const clrxasm = have(CLRXASM, ['--version'], /0\.1\.9/);
  const [g, c] = duel(
    { label: 'asm clrx (gcnkit)', cmd: cli, args: ['asm', '-a', 'gcn1.2', '-o', ours, clrxSrc], gcnkit: true },
    clrxasm ? { label: 'asm clrx (clrxasm 0.1.9)', cmd: CLRXASM, args: ['-b', 'rawcode', '-A', 'gcn1.2', '-o', theirs, clrxSrc], gcnkit: false } : null,
    count, runs);
  if (c !== null) {
    const same = Buffer.compare(readFileSync(ours), readFileSync(theirs)) === 0;
    console.log(`  gcnkit / clrxasm speed: ${(c.seconds / g.seconds).toFixed(2)}x (target >= 1.5x); output ${same ? 'identical' : 'DIFFERS'}`);
  } else {
    console.log(`  clrxasm row skipped: ${CLRXASM} (CLRX 0.1.9) not found`);
  }

  const llvmSrc = join(work, 'asm-mix.llvm.s');
  writeFileSync(llvmSrc, llvmLines(count).join('\n') + '\n');
  const obj = join(work, 'asm-out.llvm-mc.o');
  const llvmMc = have(LLVM_MC, ['--version'], /amdgcn/);
  const [gl, l] = duel(
    { label: 'asm llvm (gcnkit)', cmd: cli, args: ['asm', '-a', 'gcn1.2', '-s', 'llvm', '-o', ours, llvmSrc], gcnkit: true },
    llvmMc ? { label: 'asm llvm (llvm-mc)', cmd: LLVM_MC, args: ['-arch=amdgcn', '-mcpu=tonga', '-filetype=obj', '-o', obj, llvmSrc], gcnkit: false } : null,
    count, runs);
  if (l !== null) console.log(`  gcnkit / llvm-mc speed: ${(l.seconds / gl.seconds).toFixed(2)}x (target >= 4.5x)`);
  else console.log(`  llvm-mc row skipped: ${LLVM_MC} with the AMDGPU target not found`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) asmBench();
