// A program of any GCN instructions run on one wave from a state (`gcnkit
// run PROGRAM` once a program holds more than VOP1 instructions): scalar ops
// and branches, every VALU encoding, LDS. The code is loaded whole (a branch
// may go anywhere in it) and mapped at a fixed address with an s_endpgm after
// it, so that running off the end ends the program as it ends a VOP1 one. No
// other memory is mapped: scalar, buffer and flat accesses outside the LDS
// are run-time errors naming the instruction.
//
// The registers come from a WaveState and go back to it. The output lists
// the registers the state set, the destinations of every instruction that
// ran (destinations.ts), any other register whose value changed, SCC, and
// the LDS when it changed.

import { decodeAt, emptyDecoded } from '../disasm/decode.js';
import { clrxText } from '../disasm/clrx/index.js';
import { llvmText } from '../disasm/llvm/index.js';
import { markDestinations } from './destinations.js';
import type { Machine } from './machine.js';
import { Memory } from './memory.js';
import { KernelError, Program } from './program.js';
import { CODE_EXEC, LANES, VGPRS, type WaveState } from './state.js';
import { newTraceBefore, snapshotBefore, traceChanges, type TraceEntry } from './trace.js';
import { AT_BARRIER, ENDED, RUNNING, Wave } from './wave.js';
import { WAVE_CODE_BASE } from './wave-run.js';

/** s_endpgm (the same word on GCN 1.0-1.2), placed after the program. */
const S_ENDPGM = 0xbf810000;

export interface WaveProgramOptions {
  /** Stop with an error once more than this many instructions have run (0: no limit; default 1e8). */
  readonly maxSteps?: number;
  /** Called after each instruction with the registers it changed; `index` counts executed instructions. */
  readonly trace?: (e: TraceEntry) => void;
  /** Dialect of instruction texts in traces and errors. */
  readonly syntax?: 'clrx' | 'llvm';
}

/** A run-time error: `index` is the instruction's place in the program, `offset` its byte offset. */
export class WaveProgramError extends Error {
  constructor(message: string, readonly index: number, readonly offset: number, readonly text: string,
    /** True when the step limit stopped the program. */
    readonly limit: boolean) {
    super(message);
  }
}

/**
 * Runs `code` (little-endian words) on a wave holding `st`'s registers until s_endpgm or
 * the end of the code; writes the registers back into `st`. Returns the instructions executed.
 * Throws WaveProgramError on a run-time error (st is then left as it was).
 */
export function runWaveProgram(code: Uint8Array, st: WaveState, opts: WaveProgramOptions = {}): number {
  const len = code.length & ~3;
  const bytes = new Uint8Array(len + 4);
  bytes.set(code.subarray(0, len));
  new DataView(bytes.buffer).setUint32(len, S_ENDPGM, true);
  const mem = new Memory();
  mem.mapAt('code', WAVE_CODE_BASE, bytes);
  const gi = st.gen.index as 0 | 1 | 2;
  const m: Machine = { mem, gi, codeBase: WAVE_CODE_BASE, privateAperture: 0x2000000000000, sharedAperture: 0x1000000000000 };
  const p = new Program(m, bytes);
  const w = new Wave(st.gen);
  w.vgpr.set(st.vgpr);
  w.sreg.set(st.sreg);
  w.vgprUsed.set(st.vgprUsed);
  w.sregUsed.set(st.sregUsed);
  w.scc = st.scc;
  w.mode = st.mode;
  w.trapsts = st.trapsts;
  // The wave works on a copy of the LDS, so that a failed run leaves the state alone.
  w.lds = st.lds.slice();
  w.ldsView = new DataView(w.lds.buffer);
  w.pc = WAVE_CODE_BASE;
  const words = new Uint32Array(bytes.buffer, 0, bytes.length >>> 2);
  const syntax = opts.syntax ?? 'clrx';
  const text = (offset: number): string => describe(words, offset, gi, syntax);
  const max = opts.maxSteps ?? 1e8;
  const budget = max > 0 ? max : Infinity;
  const trace = opts.trace;
  const before = trace !== undefined ? newTraceBefore() : null;
  // Instructions reached (by word), whose destinations the output lists.
  const reached = new Uint8Array(words.length);
  if (trace === undefined) w.trace = (off) => { reached[off >>> 2] = 1; };
  let steps = 0;
  try {
    while (w.status !== ENDED) {
      if (steps >= budget) {
        const off = w.pc - WAVE_CODE_BASE;
        throw new WaveProgramError(`the program ran more than ${max} instructions (the limit set by --max-instructions)`,
          indexOf(words, off, gi), off, text(off), true);
      }
      if (before === null) {
        steps += p.run(w, Math.min(budget - steps, 1 << 20));
      } else {
        const off = w.pc - WAVE_CODE_BASE;
        if (off >= 0 && off < len) reached[off >>> 2] = 1;
        snapshotBefore(w, before);
        const scc = w.scc;
        p.run(w, 1);
        steps++;
        if (off !== len) {
          const changes = traceChanges(w, before);
          if (w.scc !== scc) changes.push({ reg: 'scc', lanes: [], before: [scc], after: [w.scc] });
          trace!({ index: steps - 1, offset: off, text: text(off), changes });
        }
      }
      if (w.status === AT_BARRIER) w.status = RUNNING; // a lone wave passes its barriers
    }
  } catch (e) {
    if (!(e instanceof KernelError)) throw e;
    throw new WaveProgramError(e.message, indexOf(words, e.offset, gi), e.offset, e.text !== '' ? text(e.offset) : '', false);
  }
  // The s_endpgm after the program is not one of its instructions.
  if (w.pc === WAVE_CODE_BASE + len + 4) steps--;
  const d = emptyDecoded(gi);
  for (let i = 0; i < words.length - 1; i++) {
    if (reached[i] === 0) continue;
    decodeAt(d, words, i, words.length - 1, gi);
    markDestinations(d, w.sregUsed, w.vgprUsed);
  }
  writeBack(w, st);
  return steps;
}

/** Copies the wave's registers into the state and marks what the output lists. */
function writeBack(w: Wave, st: WaveState): void {
  for (let n = 0; n < VGPRS; n++) {
    const b = n * LANES;
    let changed = w.vgprUsed[n] === 1;
    for (let l = 0; l < LANES && !changed; l++) changed = w.vgpr[b + l] !== st.vgpr[b + l];
    if (changed) st.vgprUsed[n] = 1;
  }
  for (let c = 0; c < 128; c++) {
    if (w.sregUsed[c] === 1 || w.sreg[c] !== st.sreg[c]) st.sregUsed[c] = 1;
  }
  // EXEC is always listed; a changed half marks both.
  if (st.sregUsed[CODE_EXEC] === 1 || st.sregUsed[CODE_EXEC + 1] === 1) st.sregUsed[CODE_EXEC] = st.sregUsed[CODE_EXEC + 1] = 1;
  st.vgpr.set(w.vgpr);
  st.sreg.set(w.sreg);
  st.mode = w.mode;
  st.trapsts = w.trapsts;
  st.scc = w.scc;
  st.sccUsed = true;
  for (let i = 0; i < st.lds.length; i++) {
    if (st.lds[i] !== w.lds[i]) { st.ldsUsed = true; break; }
  }
  st.lds.set(w.lds.subarray(0, st.lds.length));
}

/** The instruction's text at a byte offset, in the chosen dialect. */
function describe(words: Uint32Array, offset: number, gi: 0 | 1 | 2, syntax: 'clrx' | 'llvm'): string {
  const i = offset >>> 2;
  if (offset < 0 || i >= words.length - 1) return '(outside the program)';
  const d = emptyDecoded(gi);
  decodeAt(d, words, i, words.length - 1, gi);
  const t = syntax === 'llvm' ? llvmText(d, offset) : null;
  return (t ?? clrxText(d, offset)).trim().split('\n').join('; ');
}

/** The place in the program of the instruction at a byte offset (instructions counted from 0). */
function indexOf(words: Uint32Array, offset: number, gi: 0 | 1 | 2): number {
  const d = emptyDecoded(gi);
  const end = Math.min(offset >>> 2, words.length - 1);
  let n = 0;
  for (let i = 0; i < end; n++) {
    decodeAt(d, words, i, words.length - 1, gi);
    i += Math.max(1, d.size);
  }
  return n;
}
