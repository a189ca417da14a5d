// Emulator throughput: a 1,000-instruction VOP1 program run repeatedly over
// a full wave (EXEC all ones), in lane-operations per second.

import { assemble } from '../src/asm/assembler.js';
import { compileProgram, runProgram } from '../src/emu/run.js';
import { WaveState } from '../src/emu/state.js';
import { rng } from './mix.js';

function words(bytes: Uint8Array): Uint32Array {
  const w = new Uint32Array(bytes.length >>> 2);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < w.length; i++) w[i] = dv.getUint32(i * 4, true);
  return w;
}

export function programOf(ops: readonly string[], count: number, seed: number): string {
  const next = rng(seed);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const op = ops[next() % ops.length]!;
    lines.push(`${op} v${next() % 64}, v${next() % 64}`);
  }
  return lines.join('\n');
}

export function laneOpsPerSecond(source: string, arch: string, minMs = 400): { rate: number; runs: number } {
  const a = assemble(source, { arch });
  if (a.errorCount > 0) throw new Error(a.diagnostics[0]!.message);
  const p = compileProgram(words(a.bytes), arch);
  const st = new WaveState(a.gen);
  for (let i = 0; i < 64 * 64; i++) st.vgpr[i] = (i * 2654435761) >>> 0;
  // Warm up, then time whole runs until minMs has passed.
  for (let i = 0; i < 20; i++) runProgram(p, st);
  let runs = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < minMs) {
    for (let i = 0; i < 10; i++) runProgram(p, st);
    runs += 10;
    t = performance.now();
  }
  return { rate: (p.steps.length * 64 * runs) / ((t - t0) / 1000), runs };
}

const SIMPLE = ['v_mov_b32', 'v_not_b32', 'v_cvt_f32_i32', 'v_cvt_i32_f32', 'v_floor_f32'];
const MIXED = ['v_mov_b32', 'v_not_b32', 'v_bfrev_b32', 'v_cvt_f32_i32', 'v_cvt_i32_f32', 'v_floor_f32', 'v_fract_f32',
  'v_rcp_f32', 'v_sqrt_f32', 'v_exp_f32', 'v_log_f32', 'v_sin_f32', 'v_cvt_f16_f32', 'v_cvt_f32_f16', 'v_rndne_f32'];

export function emuBench(): void {
  for (const [label, ops] of [['simple ops (mov, not, cvt i32<->f32, floor)', SIMPLE], ['mixed ops incl. transcendentals', MIXED]] as const) {
    const { rate, runs } = laneOpsPerSecond(programOf(ops, 1000, 99), 'gcn1.2');
    console.log(`emu gcn1.2 ${label}: ${(rate / 1e6).toFixed(0)} M lane-ops/s (1000 instructions x 64 lanes, ${runs} runs)`);
  }
}
