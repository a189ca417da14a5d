// Whole-ISA disassembly speed (issue 9): real-kernel code (the .text of the
// llc 14 corpus in test/vectors/kernels, every encoding it uses) repeated to
// BENCH_ISA_COUNT instructions, disassembled whole-process by gcnkit (both
// dialects) and by clrxdisasm when it is installed (CLRXDISASM=path, or on
// PATH), with peak memory. BENCH_RUNS rounds (default 7), each running every
// command once, one after the other: a shared machine's speed drifts by a
// third within minutes, and only runs taken side by side compare. Least and
// median wall time, and the ratios by both; CPU time (user + system) too.
// Where NODE_EXTRA_CA_CERTS is set, gcnkit and `node -e 0` are also timed without it.
// On tonga the LLVM dialect is also timed against llvm-objdump -d (the code
// as the .text of an llc object, via llvm-objcopy) and llvm-mc --disassemble
// (on a 200,000-instruction prefix as byte-list text: llvm-mc is slow), when
// they are installed; BENCH_LLVM_RUNS runs each (default 1).

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeInstructions } from '../src/disasm/typed.js';
import { kernelCode } from './kernel-code.js';
import { median } from './stats.js';

interface Run { seconds: number; cpu: number; maxRssKiB: number }

function timeProcess(cmd: string, args: string[], env?: NodeJS.ProcessEnv): Run {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '@@maxrss %M %U %S', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: env ?? process.env });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const err = r.stderr.toString();
  if (r.status !== 0 && r.status !== null) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${err.slice(0, 300)}`);
  const m = /@@maxrss (\d+) ([\d.]+) ([\d.]+)/.exec(err);
  return { seconds, cpu: m ? Number(m[2]) + Number(m[3]) : NaN, maxRssKiB: m ? Number(m[1]) : NaN };
}

function best(label: string, count: number, cmd: string, args: string[], runs: number): number {
  const all: Run[] = [];
  for (let i = 0; i < runs; i++) all.push(timeProcess(cmd, args));
  const b = all.reduce((x, y) => (x.seconds <= y.seconds ? x : y));
  const cpu = Math.min(...all.map((r) => r.cpu));
  console.log(`${label}: ${(count / b.seconds / 1e6).toFixed(2)} M instructions/s (best of ${runs}: ${b.seconds.toFixed(3)} s; `
    + `runs ${all.map((r) => r.seconds.toFixed(3)).join(' ')} s; least CPU ${cpu.toFixed(2)} s), peak RSS ${(b.maxRssKiB / 1024).toFixed(1)} MiB`);
  return count / b.seconds;
}

function installed(cmd: string): boolean {
  return spawnSync(cmd, ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** llvm-objdump -d and llvm-mc --disassemble on the same code (tonga), against gcnkit's LLVM dialect. */
function llvmTools(objDir: string, object: string, big: Uint8Array, n: number, work: string, gcnkitRate: number): void {
  const runs = Number(process.env['BENCH_LLVM_RUNS'] ?? 1);
  if (installed('llvm-objcopy') && installed('llvm-objdump')) {
    const elf = join(work, 'kernels-tonga.o');
    const r = spawnSync('llvm-objcopy', ['--update-section', `.text=${join(work, 'kernels-tonga.bin')}`, join(objDir, object), elf]);
    if (r.status === 0) {
      const rate = best('llvm-objdump -d (same code as an object\'s .text)', n, 'llvm-objdump', ['-d', elf], runs);
      console.log(`  gcnkit -s llvm: ${(gcnkitRate / rate).toFixed(1)}x llvm-objdump's speed`);
    }
  }
  if (installed('llvm-mc')) {
    // A prefix of whole copies of the code, as llvm-mc's byte-list text.
    const m = Math.min(n, 200_000);
    const bytes = big.subarray(0, Math.min(big.length, Math.ceil((big.length * m) / n / 4) * 4));
    const lines: string[] = [];
    for (let i = 0; i < bytes.length; i += 16) lines.push(Array.from(bytes.subarray(i, i + 16), (b) => `0x${b.toString(16).padStart(2, '0')}`).join(' '));
    const txt = join(work, 'kernels-tonga.mc.txt');
    writeFileSync(txt, lines.join('\n') + '\n');
    const count = decodeInstructions(bytes, { arch: 'gcn1.2' }).length;
    const rate = best(`llvm-mc --disassemble (${count} instructions)`, count, 'llvm-mc', ['--disassemble', '-arch=amdgcn', '-mcpu=tonga', txt], runs);
    console.log(`  gcnkit -s llvm: ${(gcnkitRate / rate).toFixed(1)}x llvm-mc's speed`);
  }
}

function findClrx(): string | null {
  const c = process.env['CLRXDISASM'] ?? 'clrxdisasm';
  const r = spawnSync(c, ['--version'], { stdio: 'ignore' });
  return r.error === undefined ? c : null;
}

/** A command timed; `plain`: not a disassembler (no instructions/s). */
interface Command { label: string; cmd: string; args: string[]; env?: NodeJS.ProcessEnv; plain?: boolean }

/** Each command once per round, `runs` rounds; prints least and median per command, returns them. */
function interleaved(n: number, cmds: Command[], runs: number): { least: number; median: number }[] {
  const all: Run[][] = cmds.map(() => []);
  for (let r = 0; r < runs; r++) cmds.forEach((c, k) => all[k]!.push(timeProcess(c.cmd, c.args, c.env)));
  return cmds.map((c, k) => {
    const rs = all[k]!;
    const least = Math.min(...rs.map((x) => x.seconds));
    const med = median(rs.map((x) => x.seconds));
    console.log(`${c.label}: ${c.plain === true ? '' : `${(n / med / 1e6).toFixed(2)} M instructions/s by the median `}(${med.toFixed(3)} s; least ${least.toFixed(3)} s; `
      + `runs ${rs.map((x) => x.seconds.toFixed(3)).join(' ')} s; least CPU ${Math.min(...rs.map((x) => x.cpu)).toFixed(2)} s), `
      + `peak RSS ${(Math.max(...rs.map((x) => x.maxRssKiB)) / 1024).toFixed(1)} MiB`);
    return { least, median: med };
  });
}

/** The environment without NODE_EXTRA_CA_CERTS, when it is set (else null). */
function caCertsEnv(): NodeJS.ProcessEnv | null {
  if (process.env['NODE_EXTRA_CA_CERTS'] === undefined) return null;
  const env = { ...process.env };
  delete env['NODE_EXTRA_CA_CERTS'];
  return env;
}

export function isaBench(root: string, work: string): void {
  const count = Number(process.env['BENCH_ISA_COUNT'] ?? 2_000_000);
  const runs = Number(process.env['BENCH_RUNS'] ?? 7);
  const bin = join(root, 'dist', 'cli', 'gcnkit.cjs');
  const clrx = findClrx();
  for (const [cpu, arch] of [['tonga', 'gcn1.2'], ['tahiti', 'gcn1.0']] as const) {
    const { bytes: big, count: n, objects, objDir } = kernelCode(root, cpu, arch, count);
    const file = join(work, `kernels-${cpu}.bin`);
    writeFileSync(file, big);
    console.log(`real-kernel code for ${cpu}: ${n} instructions (${(big.length / 1e6).toFixed(1)} MB)`);
    const gcnkit = (env?: NodeJS.ProcessEnv, how = ''): Command[] => (['clrx', 'llvm'] as const).map((syntax) => ({
      label: `gcnkit disasm -a ${arch} -s ${syntax}${how}`, cmd: process.execPath, args: [bin, 'disasm', '-a', arch, '-s', syntax, file], env,
    }));
    const cmds: Command[] = gcnkit();
    if (clrx !== null) cmds.unshift({ label: `clrxdisasm -r -A ${arch}`, cmd: clrx, args: ['-r', '-A', arch, file] });
    // NODE_EXTRA_CA_CERTS makes Node 20 load and parse those certificates before running any
    // JavaScript (nodejs/node#40524: ~75 ms here for the system bundle, in every Node process).
    // Set where a proxy needs it (as on this machine), not by default: both are timed.
    const plain = caCertsEnv();
    if (plain !== null) {
      cmds.push(...gcnkit(plain, ' (without NODE_EXTRA_CA_CERTS)'));
      cmds.push({ label: 'node -e 0', cmd: process.execPath, args: ['-e', '0'], plain: true },
        { label: 'node -e 0 (without NODE_EXTRA_CA_CERTS)', cmd: process.execPath, args: ['-e', '0'], env: plain, plain: true });
    }
    const t = interleaved(n, cmds, runs);
    const gk = clrx !== null ? t.slice(1) : t;
    if (clrx !== null) {
      const ratios = (g: { least: number; median: number }): string => `${(t[0]!.median / g.median).toFixed(2)}x clrxdisasm's speed by the medians, `
        + `${(t[0]!.least / g.least).toFixed(2)}x by the least times`;
      gk.slice(0, 2).forEach((g, k) => console.log(`  -s ${k === 0 ? 'clrx' : 'llvm'}: ${ratios(g)}`));
      if (plain !== null) {
        gk.slice(2, 4).forEach((g, k) => console.log(`  -s ${k === 0 ? 'clrx' : 'llvm'} without NODE_EXTRA_CA_CERTS: ${ratios(g)}`));
        console.log(`  Node's start-up: ${t[t.length - 2]!.median.toFixed(3)} s with NODE_EXTRA_CA_CERTS, ${t[t.length - 1]!.median.toFixed(3)} s without (medians)`);
      }
    }
    if (cpu === 'tonga') llvmTools(objDir, objects[0]!, big, n, work, n / gk[1]!.median);
  }
}
