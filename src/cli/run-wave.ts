// `gcnkit run PROGRAM` for programs with instructions outside the VOP1
// family (scalar ops, branches, VOP2/VOPC/VOP3, LDS): the streaming VOP1
// runner stops at the first such instruction, and the whole program runs
// again from the start on the whole-ISA runner (src/emu/wave-program.ts),
// from the initial state. Loaded only then.

import type { WaveState } from '../emu/state.js';
import type { TraceEntry } from '../emu/trace.js';
import { runWaveProgram, WaveProgramError } from '../emu/wave-program.js';
import { clip } from './common.js';

/**
 * Machine code a whole-ISA program may have: it is held in memory with a compiled step per
 * instruction reached (about 1 KB each: 262,144 straight-line instructions take ~300 MB).
 */
export const MAX_WHOLE_PROGRAM_BYTES = 1 << 20;

/** Little-endian chunks collected into one array, up to the limit (null past it). */
export class CodeCollector {
  private chunks: Uint8Array[] = [];
  length = 0;
  over = false;

  add(c: Uint8Array): void {
    if (this.over) return;
    if (this.length + c.length > MAX_WHOLE_PROGRAM_BYTES) { this.over = true; this.chunks = []; return; }
    this.chunks.push(c.slice());
    this.length += c.length;
  }

  bytes(): Uint8Array | null {
    if (this.over) return null;
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const c of this.chunks) { out.set(c, at); at += c.length; }
    return out;
  }
}

export function tooLarge(name: string): string {
  return `${clip(name)}: error: a program with instructions outside the VOP1 family is run whole: `
    + `at most ${MAX_WHOLE_PROGRAM_BYTES >> 20} MiB of machine code (${MAX_WHOLE_PROGRAM_BYTES >> 2} words)\n`;
}

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
