// Start-up (issue 8 §4): each subcommand of the installed bin on a one-line
// input, against `node -e 0` on the same machine; the target is within
// 1.25x. Runs are interleaved (node -e 0, then each command, repeated), so
// a burst of load elsewhere hits all of them alike, and the median of each
// is compared. Also measured in CPU time (this process's child's own user +
// system time, via a preload), which other processes on the machine
// disturb less than wall time.

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './stats.js';

export interface StartupRow {
  readonly label: string;
  readonly wallMedian: number;
  readonly wallMin: number;
  readonly cpuMedian: number;
  /** Median wall time over node -e 0's. */
  readonly ratio: number;
}

const TARGET = 1.25;

export function startupBench(root: string, work: string, runs = Number(process.env['BENCH_STARTUP_RUNS'] ?? 21)): StartupRow[] {
  const bin = join(root, 'dist', 'cli', 'gcnkit.cjs');
  mkdirSync(work, { recursive: true });
  const cpu = join(work, 'cpu.cjs');
  writeFileSync(cpu, "process.on('exit', () => { const u = process.cpuUsage(); require('fs').writeSync(2, `@@cpu ${(u.user + u.system) / 1000}\\n`); });\n");
  const code = join(work, 'one.bin');
  writeFileSync(code, new Uint8Array([0x02, 0x03, 0x02, 0x7e])); // v_mov_b32 v1, v2
  const hex = join(work, 'one.hex');
  writeFileSync(hex, '7e020302\n');
  const src = join(work, 'one.s');
  writeFileSync(src, 'v_mov_b32 v1, v2\n');
  const cases: [string, string[]][] = [
    ['node -e 0', ['-e', '0']],
    ['gcnkit disasm (4-byte file)', [bin, 'disasm', code]],
    ['gcnkit disasm -s llvm', [bin, 'disasm', '-s', 'llvm', code]],
    ['gcnkit disasm --hex', [bin, 'disasm', '--hex', hex]],
    ['gcnkit asm (one line)', [bin, 'asm', src]],
    ['gcnkit asm -s llvm', [bin, 'asm', '-s', 'llvm', src]],
    ['gcnkit run (one line of source)', [bin, 'run', src]],
    ['gcnkit run --hex (one word)', [bin, 'run', '--hex', hex]],
    ['gcnkit --version', [bin, '--version']],
  ];
  const wall = cases.map(() => [] as number[]);
  const cpuMs = cases.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, [label, args]] of cases.entries()) {
      const t0 = process.hrtime.bigint();
      const r = spawnSync(process.execPath, ['-r', cpu, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
      wall[k]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (r.status !== 0) throw new Error(`${label} failed: ${r.stderr.toString().slice(0, 300)}`);
      const m = /@@cpu ([\d.]+)/.exec(r.stderr.toString());
      cpuMs[k]!.push(m ? Number(m[1]) : NaN);
    }
  }
  const base = median(wall[0]!);
  return cases.map(([label], k) => ({
    label, wallMedian: median(wall[k]!), wallMin: Math.min(...wall[k]!), cpuMedian: median(cpuMs[k]!),
    ratio: median(wall[k]!) / base,
  }));
}

export function reportStartup(rows: readonly StartupRow[]): void {
  console.log(`start-up, one-line inputs (median of interleaved runs; target: within ${TARGET}x of node -e 0):`);
  for (const r of rows) {
    const verdict = r.label === 'node -e 0' ? '' : r.ratio <= TARGET ? '  ok' : '  OVER TARGET';
    console.log(`  ${r.label.padEnd(34)} ${r.wallMedian.toFixed(0).padStart(4)} ms wall (min ${r.wallMin.toFixed(0)}), `
      + `${r.cpuMedian.toFixed(0).padStart(4)} ms CPU, x${r.ratio.toFixed(2)}${verdict}`);
  }
}
