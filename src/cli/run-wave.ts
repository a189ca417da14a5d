// `gcnkit run PROGRAM` for programs with instructions outside the VOP1
// family (scalar ops, branches, VOP2/VOPC/VOP3, LDS): the streaming VOP1
// runner stops at the first such instruction, and the whole program runs
// again from the start on the whole-ISA runner (src/emu/wave-program.ts),
// from the initial state. Loaded only then.

import type { WaveState } from '../emu/state.js';
import type { TraceEntry } from '../emu/trace.js';
import { runWaveProgram, WaveProgramError } from '../emu/wave-program.js';
import { clip } from './common.js';

export { CodeCollector, MAX_WHOLE_PROGRAM_BYTES, tooLarge } from './code-collector.js';

/** Runs the program on `st` (changed in place); the error message for stderr, or null. */
export function runWhole(code: Uint8Array, st: WaveState, name: string, syntax: 'clrx' | 'llvm', maxInstructions: number,
  trace: ((e: TraceEntry) => void) | null): string | null {
  try {
    runWaveProgram(code, st, { maxSteps: maxInstructions, syntax, ...(trace !== null ? { trace } : {}) });
    return null;
  } catch (e) {
    if (!(e instanceof WaveProgramError)) throw e;
    return e.limit
      ? `${clip(name)}: error: ${e.message}; stopped at instruction ${e.index} (offset 0x${e.offset.toString(16)})\n`
      : `${clip(name)}: error: instruction ${e.index} at offset 0x${e.offset.toString(16)}${e.text !== '' ? ` (${clip(e.text, 200)})` : ''}: ${e.message}\n`;
  }
}
