// One wavefront of a kernel run: registers in typed arrays (VGPR n of lane l
// at vgpr[n * 64 + l], scalar registers by operand code as in WaveState),
// SCC, the program counter and the wave's place in its work-group. The field
// names match WaveState so that the VOP1 steps of exec.ts run on it as they are.

import type { Generation } from '../isa/generations.js';
import { CODE_EXEC, CODE_M0, CODE_VCC, LANES, VGPRS } from './state.js';

export { CODE_EXEC, CODE_M0, CODE_VCC, LANES };
export const CODE_SCC = 253;
export const CODE_VCCZ = 251;
export const CODE_EXECZ = 252;

/** What a wave is doing between steps. */
export const RUNNING = 0;
export const AT_BARRIER = 1;
export const ENDED = 2;

export class Wave {
  readonly vgpr = new Uint32Array(VGPRS * LANES);
  /** The same registers as f32 values (the inline float forms of valu-fast.ts read and write them). */
  readonly vgprF = new Float32Array(this.vgpr.buffer);
  readonly sreg = new Uint32Array(128);
  scc = 0;
  mode = 0;
  trapsts = 0;
  /** STATUS.VSKIP (s_setvskip): vector instructions are skipped while 1. */
  vskip = 0;
  /** Byte address of the next instruction (the code object's addresses). */
  pc = 0;
  status = RUNNING;
  /** The group's LDS (shared by the waves of a group). */
  lds: Uint8Array = new Uint8Array(0);
  /** A view of `lds` (set with it). */
  ldsView: DataView = new DataView(new ArrayBuffer(0));
  /** Unused by kernel runs; the VOP1 steps mark registers here for `gcnkit run` output. */
  readonly vgprUsed = new Uint8Array(VGPRS);
  readonly sregUsed = new Uint8Array(128);
  /** Index of the wave in its group, and the group's id (for messages). */
  waveInGroup = 0;
  group: readonly number[] = [0, 0, 0];
  /** Base address of this wave's scratch (private segment) area. */
  scratchBase = 0;
  /** Wave-instructions executed and lane-operations (active lanes summed over VALU/VMEM/DS ops). */
  instructions = 0;
  laneOps = 0;
  /** Called with the code offset of each instruction before it runs (--trace), or null. */
  trace: ((offset: number) => void) | null = null;

  constructor(readonly gen: Generation) {}

  /** Clears the state a new wave starts from: the first `vgprs` VGPRs (those the kernel allocates), SGPRs, flags. */
  reset(vgprs = 256): void {
    this.vgpr.fill(0, 0, Math.min(vgprs, 256) * 64);
    this.sreg.fill(0);
    this.scc = 0;
    this.trapsts = 0;
    this.vskip = 0;
    this.status = RUNNING;
  }
}

/** Number of set bits of a 32-bit value. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}
