// The whole-ISA assembler against its oracles, whole process, on two inputs
// of 2,000,000 lines each:
// - every encoding: the MC-test texts of test/vectors/llvm-mc for tonga,
//   repeated (clrxdisasm's texts in the CLRX dialect, llvm-mc's in the LLVM
//   dialect; lines either tool rejects and branch lines are left out): the
//   most varied text there is, most of it met 42 times;
// - real-kernel code (the "llc output repeated"): the .text of the
//   llc 14 kernel corpus for tonga, repeated, as each dialect's disassembly
//   (labels and branches included); the output must be the code's bytes.
// gcnkit's CLRX dialect against clrxasm 0.1.9 (CLRXASM), its LLVM dialect
// against `llvm-mc -arch=amdgcn -mcpu=tonga -filetype=obj` (LLVM_MC).
// Targets (issue 10): CLRX >= 1.5x clrxasm, LLVM >= 4.5x llvm-mc.
//
// Run alone: `node dist/bench/asm-isa.js`; BENCH_ASM_LINES, BENCH_RUNS.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { assemble } from '../src/asm/assembler.js';
import { disassemble } from '../src/disasm/disassembler.js';
import { kernelCode } from './kernel-code.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
// The installed bin (one bundled file, V8's code cache): what users run.
const cli = join(root, 'dist', 'cli', 'gcnkit.cjs');
const work = join(root, '.bench');
const CLRXASM = process.env['CLRXASM'] ?? '/tmp/clrx/build/programs/clrxasm';
const LLVM_MC = process.env['LLVM_MC'] ?? 'llvm-mc';

function texts(key: 'clrx' | 'asm'): string[] {
  const recs = gunzipSync(readFileSync(join(root, 'test', 'vectors', 'llvm-mc', 'tonga.jsonl.gz'))).toString('utf8').split('\n');
  const out: string[] = [];
  for (const l of recs) {
    if (l === '') continue;
    const t = (JSON.parse(l) as Record<string, string | null>)[key];
    if (typeof t === 'string' && !/\.L[0-9]+_0|s_branch|s_cbranch|s_setpc|raw:/.test(t)) out.push(t);
  }
  // Lines gcnkit rejects (clrxasm and llvm-mc reject those too: test/asm-isa-vectors).
  const r = assemble(out.join('\n'), { arch: 2, syntax: key === 'clrx' ? 'clrx' : 'llvm', maxDiagnostics: out.length });
  const bad = new Set(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line));
  let kept = out.filter((_, i) => !bad.has(i + 1));
  // And lines the oracle rejects (gcnkit reads some of its printer's spellings clrxasm does not).
  const oracle = key === 'clrx' ? (existsSync(CLRXASM) ? [CLRXASM, '-b', 'rawcode', '-A', 'gcn1.2', '-o'] : null)
    : [LLVM_MC, '-arch=amdgcn', '-mcpu=tonga', '-filetype=obj', '-o'];
  if (oracle !== null) {
    mkdirSync(work, { recursive: true });
    const f = join(work, `asm-isa-filter.${key}.s`);
    writeFileSync(f, kept.join('\n') + '\n');
    const res = spawnSync(oracle[0]!, [...oracle.slice(1), join(work, 'asm-isa-filter.out'), f], { encoding: 'latin1', maxBuffer: 1 << 28 });
    const no = new Set<number>();
    for (const m of `${res.stderr}`.matchAll(/asm-isa-filter\.[a-z]+\.s:(\d+):\d+: (?:E|e)rror/g)) no.add(Number(m[1]));
    kept = kept.filter((_, i) => !no.has(i + 1));
  }
  return kept;
}

function repeat(lines: string[], count: number): string {
  const out: string[] = [];
  while (out.length < count) for (const l of lines) { if (out.length === count) break; out.push(l); }
  return out.join('\n') + '\n';
}

function time(cmd: string, args: string[]): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr?.toString().slice(0, 400)}`);
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

function have(cmd: string, args: string[], want: RegExp): boolean {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return r.error === undefined && want.test(`${r.stdout}${r.stderr}`);
}

function duel(label: string, ours: string[], theirs: [string, string[]] | null, lines: number, runs: number): void {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    a.push(time(process.execPath, [cli, ...ours]));
    if (theirs !== null) b.push(time(theirs[0], theirs[1]));
  }
  const ba = Math.min(...a);
  console.log(`${label} gcnkit: ${(lines / ba / 1e6).toFixed(2)} M lines/s (best of ${runs}: ${ba.toFixed(2)} s)`);
  if (theirs !== null) {
    const bb = Math.min(...b);
    console.log(`${label} ${theirs[0].split('/').pop()}: ${(lines / bb / 1e6).toFixed(2)} M lines/s (best of ${runs}: ${bb.toFixed(2)} s); gcnkit ${(bb / ba).toFixed(2)}x`);
  } else console.log(`${label}: oracle not found, row skipped`);
}

export function asmIsaBench(runs = Number(process.env['BENCH_RUNS'] ?? 3)): void {
  const count = Number(process.env['BENCH_ASM_LINES'] ?? 2_000_000);
  mkdirSync(work, { recursive: true });
  console.log(`whole-ISA assembler vs oracles: ${count} lines of every encoding (MC-test texts, tonga)`);
  const clrxSrc = join(work, 'asm-isa.clrx.s');
  writeFileSync(clrxSrc, repeat(texts('clrx'), count));
  const ours = join(work, 'asm-isa-out.bin');
  const theirs = join(work, 'asm-isa-out.clrxasm.bin');
  const okClrx = existsSync(CLRXASM) && have(CLRXASM, ['--version'], /0\.1\.9/);
  duel('CLRX', ['asm', '-a', 'gcn1.2', '-o', ours, clrxSrc], okClrx ? [CLRXASM, ['-b', 'rawcode', '-A', 'gcn1.2', '-o', theirs, clrxSrc]] : null, count, runs);
  if (okClrx) console.log(`  output ${Buffer.compare(readFileSync(ours), readFileSync(theirs)) === 0 ? 'identical' : 'DIFFERS'}`);
  const llvmSrc = join(work, 'asm-isa.llvm.s');
  writeFileSync(llvmSrc, repeat(texts('asm'), count));
  const okMc = have(LLVM_MC, ['--version'], /amdgcn/);
  duel('LLVM', ['asm', '-a', 'gcn1.2', '-s', 'llvm', '-o', ours, llvmSrc],
    okMc ? [LLVM_MC, ['-arch=amdgcn', '-mcpu=tonga', '-filetype=obj', '-o', join(work, 'asm-isa.o'), llvmSrc]] : null, count, runs);

  const k = kernelCode(root, 'tonga', 'gcn1.2', count);
  console.log(`real-kernel code (llc 14 corpus, tonga, repeated): ${k.count} instructions, as each dialect's disassembly`);
  for (const syntax of ['clrx', 'llvm'] as const) {
    const src = join(work, `asm-kernels.${syntax}.s`);
    writeFileSync(src, disassemble(k.bytes, { arch: 2, header: false, syntax }).text);
    const oracle: [string, string[]] | null = syntax === 'clrx'
      ? (okClrx ? [CLRXASM, ['-b', 'rawcode', '-A', 'gcn1.2', '-o', theirs, src]] : null)
      : (okMc ? [LLVM_MC, ['-arch=amdgcn', '-mcpu=tonga', '-filetype=obj', '-o', join(work, 'asm-kernels.o'), src]] : null);
    duel(syntax === 'clrx' ? 'CLRX' : 'LLVM', ['asm', '-a', 'gcn1.2', ...(syntax === 'llvm' ? ['-s', 'llvm'] : []), '-o', ours, src], oracle, k.count, runs);
    console.log(`  output ${Buffer.compare(readFileSync(ours), k.bytes) === 0 ? 'is the code' : 'DIFFERS from the code'}`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) asmIsaBench();
