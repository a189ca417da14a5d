// Kernel emulation speed (issue 11): saxpy over 2^20 elements and a 256x256
// matrix multiply through LDS, run by the library (dispatch only) and by the
// command line (whole process, saxpy). Reports wave-instructions and
// lane-operations (active lanes summed over vector instructions) per second.
// The matmul result is checked against a JS reference (same summation order).

import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runKernel } from '../src/emu/dispatch.js';

const f32 = (a: Float32Array): Uint8Array => new Uint8Array(a.buffer.slice(0));
const u32 = (v: number): Uint8Array => new Uint8Array(new Uint32Array([v]).buffer);

/** Wall-clock and CPU-time rates (the machine may be shared: CPU time shows the emulator's own cost). */
function line(label: string, instr: number, laneOps: number, s: number, cpu?: number): void {
  console.log(`${label}: ${(laneOps / s / 1e6).toFixed(1)} M lane-ops/s, ${(instr / s / 1e6).toFixed(2)} M wave-instructions/s `
    + `(${s.toFixed(3)} s wall${cpu !== undefined ? `; per CPU second: ${(laneOps / cpu / 1e6).toFixed(1)} M lane-ops, ${cpu.toFixed(3)} s CPU` : ''}; `
    + `${instr} wave-instructions, ${laneOps} lane-ops)`);
}

function cpuSeconds(c: NodeJS.CpuUsage): number { return (c.user + c.system) / 1e6; }

export function kernelBench(root: string, work: string, runs = 3): void {
  const n = 1 << 20;
  for (const cpu of ['tonga', 'tahiti']) {
    const co = new Uint8Array(readFileSync(join(root, 'test', 'vectors', 'kernels', 'obj', `elementwise.${cpu}.v4.o`)));
    // Inputs made once, with plain loops (a .map callback's double results are garbage that
    // would be collected inside the timed runs); runKernel copies them, so every run starts alike.
    const x = new Float32Array(n); const y = new Float32Array(n);
    for (let i = 0; i < n; i++) { x[i] = (i % 1000) * 0.25; y[i] = (i % 777) * 0.5; }
    const yb = f32(y); const xb = f32(x);
    let best = Infinity; let st = { instructions: 0, laneOps: 0 }; let bestCpu = Infinity;
    for (let r = 0; r < runs; r++) {
      const t0 = process.hrtime.bigint();
      const c0 = process.cpuUsage();
      const res = runKernel(co, 'saxpy', { grid: [n], group: [256], args: [{ kind: 'buffer', data: yb }, { kind: 'buffer', data: xb }, { kind: 'value', data: new Uint8Array(new Float32Array([2]).buffer) }, { kind: 'value', data: u32(n) }] });
      const s = Number(process.hrtime.bigint() - t0) / 1e9;
      bestCpu = Math.min(bestCpu, cpuSeconds(process.cpuUsage(c0)));
      if (s < best) { best = s; st = res.stats; }
    }
    line(`saxpy 2^20 (${cpu}, library)`, st.instructions, st.laneOps, best, bestCpu);
  }
  // Whole process: gcnkit run over zero-filled buffers (the output JSON has 2 x 2^20 elements).
  const args = join(work, 'saxpy-args.json');
  writeFileSync(args, JSON.stringify({ args: [{ type: 'f32*', size: n }, { type: 'f32*', size: n }, { type: 'f32', value: 2 }, { type: 'u32', value: n }] }));
  const cli = join(root, 'dist', 'cli', 'gcnkit.cjs');
  let best = Infinity;
  let stats = { instructions: 0, laneOps: 0 };
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    const p = spawnSync(process.execPath, [cli, 'run', join(root, 'test', 'vectors', 'kernels', 'obj', 'elementwise.tonga.v4.o'), '--kernel', 'saxpy', '--grid', String(n), '--block', '256', '--args', args, '-o', join(work, 'saxpy-out.json')]);
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    if (p.status !== 0) throw new Error(p.stderr.toString());
    if (s < best) { best = s; stats = JSON.parse(readFileSync(join(work, 'saxpy-out.json'), 'utf8')).stats; }
  }
  line('saxpy 2^20 (tonga, whole process: gcnkit run, JSON in and out)', stats.instructions, stats.laneOps, best);
  // Matrix multiply through LDS.
  const m = 256;
  const A = new Float32Array(m * m); const B = new Float32Array(m * m);
  for (let i = 0; i < m * m; i++) { A[i] = ((i * 7) % 13) - 6; B[i] = ((i * 5) % 11) * 0.5 - 2; }
  const ref = new Float32Array(m * m);
  for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) {
    let acc = 0;
    for (let k = 0; k < m; k++) acc = Math.fround(acc + Math.fround(A[i * m + k]! * B[k * m + j]!));
    ref[i * m + j] = acc;
  }
  for (const cpu of ['tonga', 'tahiti']) {
    const co = new Uint8Array(readFileSync(join(root, 'bench', 'kernels', `matmul.${cpu}.o`)));
    let best2 = Infinity; let st = { instructions: 0, laneOps: 0 }; let ok = true; let bestCpu = Infinity;
    for (let r = 0; r < runs; r++) {
      const t0 = process.hrtime.bigint();
      const c0 = process.cpuUsage();
      const res = runKernel(co, 'matmul', { grid: [m, m], group: [16, 16], args: [{ kind: 'buffer', data: new Uint8Array(m * m * 4) }, { kind: 'buffer', data: f32(A) }, { kind: 'buffer', data: f32(B) }, { kind: 'value', data: u32(m) }] });
      const s = Number(process.hrtime.bigint() - t0) / 1e9;
      bestCpu = Math.min(bestCpu, cpuSeconds(process.cpuUsage(c0)));
      const C = new Float32Array(res.buffers[0]!.buffer.slice(0));
      ok = C.every((v, i) => Object.is(v, ref[i]));
      if (s < best2) { best2 = s; st = res.stats; }
    }
    line(`matmul 256x256 through LDS (${cpu}, library; result ${ok ? 'matches' : 'DIFFERS FROM'} the JS reference)`, st.instructions, st.laneOps, best2, bestCpu);
  }
}
