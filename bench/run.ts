// `npm run bench`: whole-process throughput of the command-line tools on
// large generated inputs, with peak memory. Each figure is the best of
// several runs (the machine may be busy); all runs are printed.

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeMix } from './mix.js';
import { emuBench } from './emu.js';
import { reportStartup, startupBench } from './startup.js';
import { isaBench } from './disasm-isa.js';
import { disassemble } from '../src/disasm/disassembler.js';
import { assemble } from '../src/asm/assembler.js';
import { asmBench } from './asm.js';
import { kernelBench } from './kernels.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
// The installed bin (one bundled file, V8's code cache): what users run.
const cli = join(root, 'dist', 'cli', 'gcnkit.cjs');
const rss = join(root, 'dist', 'bench', 'rss-report.js');
const work = join(root, '.bench');
mkdirSync(work, { recursive: true });

const COUNT = Number(process.env['BENCH_COUNT'] ?? 1_000_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);

interface Run { seconds: number; maxRssKiB: number; }

function timeCli(args: string[]): Run {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', rss, cli, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26,
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const err = r.stderr.toString();
  const m = /@@maxrss (\d+)/.exec(err);
  if (r.status !== 0) throw new Error(`gcnkit ${args.join(' ')} failed (${r.status}): ${err.slice(0, 500)}`);
  return { seconds, maxRssKiB: m ? Number(m[1]) : NaN };
}

function report(label: string, count: number, unit: string, args: string[]): void {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(timeCli(args));
  const best = runs.reduce((a, b) => (a.seconds <= b.seconds ? a : b));
  const rate = count / best.seconds;
  console.log(`${label}: ${(rate / 1e6).toFixed(2)} M ${unit}/s (best of ${RUNS}: ${best.seconds.toFixed(3)} s for ${count} ${unit}; `
    + `runs ${runs.map((r) => r.seconds.toFixed(3)).join(' ')} s), peak RSS ${(best.maxRssKiB / 1024).toFixed(1)} MiB`);
}

// BENCH_ONLY=kernels: just the kernel emulation figures (issue 11).
if (process.env['BENCH_ONLY'] === 'kernels') { kernelBench(root, work); process.exit(0); }

// BENCH_ONLY=startup: just the start-up comparison (seconds instead of minutes).
reportStartup(startupBench(root, join(work, 'startup')));
if (process.env['BENCH_ONLY'] === 'startup') process.exit(0);

// BENCH_ONLY=isa: just the whole-ISA disassembly comparison.
isaBench(root, work);
if (process.env['BENCH_ONLY'] === 'isa') process.exit(0);

console.log(`node ${process.version}, ${COUNT} instructions per input`);
for (const [gi, arch] of [[2, 'gcn1.2'], [0, 'gcn1.0']] as const) {
  const words = makeMix(gi, COUNT);
  const file = join(work, `mix-${arch}.bin`);
  writeFileSync(file, new Uint8Array(words.buffer, words.byteOffset, words.byteLength));
  for (const syntax of ['clrx', 'llvm']) {
    report(`disasm ${arch} ${syntax}`, COUNT, 'instructions', ['disasm', '-a', arch, '-s', syntax, file]);
  }
  // The same instructions as CLRX-syntax source (one per line) for the assembler.
  const text = disassemble(words, { arch: gi, header: false }).text;
  const src = join(work, `mix-${arch}.s`);
  writeFileSync(src, text);
  report(`asm ${arch} clrx`, COUNT, 'lines', ['asm', '-a', arch, src]);
  // llvm-mc's own text is not always accepted back by llvm-mc (syntax.md C.2): keep the lines that are.
  const llvmLines = disassemble(words, { arch: gi, header: false, syntax: 'llvm' }).text.split('\n');
  const check = assemble(llvmLines.join('\n'), { arch: gi, syntax: 'llvm', maxDiagnostics: llvmLines.length });
  const bad = new Set(check.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line));
  const llvmText = llvmLines.filter((l, i) => !bad.has(i + 1) && !l.startsWith('.long')).join('\n');
  const llvmCount = llvmText.split('\n').length;
  const llvmSrc = join(work, `mix-${arch}.llvm.s`);
  writeFileSync(llvmSrc, llvmText);
  report(`asm ${arch} llvm`, llvmCount, 'lines', ['asm', '-a', arch, '-s', 'llvm', llvmSrc]);
}

asmBench(RUNS);
emuBench();
