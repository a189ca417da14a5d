// One wave running a piece of machine code outside a dispatch, for
// instruction-level tests and tools: the code is mapped at a fixed address,
// buffers can be mapped beside it, and the wave runs until s_endpgm.

import { resolveGeneration } from '../disasm/disassembler.js';
import type { Machine } from './machine.js';
import { Memory, type Region } from './memory.js';
import { Program } from './program.js';
import { AT_BARRIER, CODE_EXEC, ENDED, Wave } from './wave.js';

export interface WaveRunSetup {
  /** Called with the wave (registers to set) and the memory (map buffers here) before the run. */
  readonly init?: (w: Wave, mem: Memory) => void;
  /** MODE (default: 0x3f0 | DX10_CLAMP | IEEE = 0x3f0 + 0x300: what llc 14 kernels start with). */
  readonly mode?: number;
  /** LDS bytes (default 64 KiB). */
  readonly lds?: number;
  readonly maxSteps?: number;
}

export interface WaveRunResult {
  readonly wave: Wave;
  readonly mem: Memory;
  readonly code: Region;
}

export const WAVE_CODE_BASE = 0x10000000000;

/** Runs `words` on one fresh wave of generation `arch` until s_endpgm; throws KernelError on a run-time error. */
export function runWaveCode(words: ArrayLike<number>, arch: string, setup: WaveRunSetup = {}): WaveRunResult {
  const gen = resolveGeneration(arch);
  const mem = new Memory();
  const bytes = new Uint8Array(words.length * 4);
  const dv = new DataView(bytes.buffer);
  for (let i = 0; i < words.length; i++) dv.setUint32(i * 4, words[i]! >>> 0, true);
  const code = mem.mapAt('code', WAVE_CODE_BASE, bytes);
  const m: Machine = { mem, gi: gen.index as 0 | 1 | 2, codeBase: WAVE_CODE_BASE, privateAperture: 0x2000000000000, sharedAperture: 0x1000000000000 };
  const p = new Program(m, bytes);
  const w = new Wave(gen);
  w.reset();
  w.mode = setup.mode ?? 0x3f0;
  w.lds = new Uint8Array(setup.lds ?? 65536);
  w.ldsView = new DataView(w.lds.buffer);
  w.pc = WAVE_CODE_BASE;
  w.sreg[CODE_EXEC] = 0xffffffff;
  w.sreg[CODE_EXEC + 1] = 0xffffffff;
  setup.init?.(w, mem);
  const max = setup.maxSteps ?? 1e6;
  let steps = 0;
  while (w.status !== ENDED) {
    steps += p.run(w, max - steps);
    if (w.status === AT_BARRIER) w.status = 0; // a lone wave passes its barriers
    if (steps >= max) throw new Error(`the code did not end within ${max} instructions`);
  }
  return { wave: w, mem, code };
}
