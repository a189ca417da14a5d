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
 * A program on one wave, run to the end or one instruction at a time (the playground steps
 * it). The wave starts from a copy of the state; `result()` gives the final state.
 */
export class WaveProgramRun {
  /** Instructions executed (the s_endpgm placed after the program not counted). */
  executed = 0;
  private readonly w: Wave;
  private readonly p: Program;
  private readonly words: Uint32Array;
  private readonly len: number;
  private readonly gi: 0 | 1 | 2;
  private readonly syntax: 'clrx' | 'llvm';
  /** Instructions reached (by word): their destinations are listed in the result. */
  private readonly reached: Uint8Array;
  private before = newTraceBefore();

  constructor(code: Uint8Array, private readonly initial: WaveState, opts: { readonly syntax?: 'clrx' | 'llvm' } = {}) {
    const len = code.length & ~3;
    this.len = len;
    const bytes = new Uint8Array(len + 4);
    bytes.set(code.subarray(0, len));
    new DataView(bytes.buffer).setUint32(len, S_ENDPGM, true);
    const mem = new Memory();
    mem.mapAt('code', WAVE_CODE_BASE, bytes);
    const gi = initial.gen.index as 0 | 1 | 2;
    this.gi = gi;
    const m: Machine = { mem, gi, codeBase: WAVE_CODE_BASE, privateAperture: 0x2000000000000, sharedAperture: 0x1000000000000 };
    this.p = new Program(m, bytes);
    const w = new Wave(initial.gen);
    w.vgpr.set(initial.vgpr);
    w.sreg.set(initial.sreg);
    w.vgprUsed.set(initial.vgprUsed);
    w.sregUsed.set(initial.sregUsed);
    w.scc = initial.scc;
    w.mode = initial.mode;
    w.trapsts = initial.trapsts;
    w.lds = initial.lds.slice();
    w.ldsView = new DataView(w.lds.buffer);
    w.pc = WAVE_CODE_BASE;
    this.w = w;
    this.words = new Uint32Array(bytes.buffer, 0, bytes.length >>> 2);
    this.reached = new Uint8Array(this.words.length);
    this.syntax = opts.syntax ?? 'clrx';
  }

  /** True once s_endpgm (or the end of the program) ran. */
  get ended(): boolean {
    return this.w.status === ENDED;
  }

  /** Byte offset of the next instruction. */
  get offset(): number {
    return this.w.pc - WAVE_CODE_BASE;
  }

  /** The place in the program (counted from 0) of the instruction at a byte offset. */
  indexAt(offset: number): number {
    return indexOf(this.words, offset, this.gi);
  }

  /** The text of the instruction at a byte offset, in the run's dialect. */
  text(offset: number): string {
    return describe(this.words, offset, this.gi, this.syntax);
  }

  /**
   * Runs one instruction; returns it with the registers it changed (null when the program had
   * ended, or for the s_endpgm after it). Throws WaveProgramError on a run-time error.
   */
  step(): TraceEntry | null {
    const w = this.w;
    if (w.status === ENDED) return null;
    const off = this.offset;
    if (off >= 0 && off < this.len) this.reached[off >>> 2] = 1;
    snapshotBefore(w, this.before);
    const scc = w.scc;
    this.guard(() => this.p.run(w, 1));
    if (w.status === AT_BARRIER) w.status = RUNNING; // a lone wave passes its barriers
    if (off === this.len) return null;
    const changes = traceChanges(w, this.before);
    if (w.scc !== scc) changes.push({ reg: 'scc', lanes: [], before: [scc], after: [w.scc] });
    return { index: this.executed++, offset: off, text: this.text(off), changes };
  }

  /**
   * Runs without a trace until the end, `max` more instructions (0: no limit), or (after the
   * first) an instruction at a byte offset in `stops` is next; returns the instructions run.
   * Throws WaveProgramError (what ran before the error is counted). The playground's Run,
   * breakpoints and step back (a re-run to a count).
   */
  advance(max: number, stops?: ReadonlySet<number>): number {
    const w = this.w;
    const budget = max > 0 ? max : Infinity;
    const stopAt = stops !== undefined && stops.size > 0 ? stops : null;
    let n = 0;
    while (w.status !== ENDED && n < budget) {
      const off = this.offset;
      if (stopAt !== null && n > 0 && stopAt.has(off)) break;
      if (off >= 0 && off < this.len) this.reached[off >>> 2] = 1;
      this.guard(() => this.p.run(w, 1));
      if (w.status === AT_BARRIER) w.status = RUNNING;
      if (off !== this.len) { this.executed++; n++; }
    }
    return n;
  }

  /** Runs to the end, at most `max` instructions in all (0: no limit); throws WaveProgramError. */
  run(max = 1e8): void {
    const w = this.w;
    const budget = max > 0 ? max : Infinity;
    const reached = this.reached;
    w.trace = (off) => { reached[off >>> 2] = 1; };
    while (w.status !== ENDED) {
      if (this.executed >= budget) {
        const off = this.offset;
        throw new WaveProgramError(`the program ran more than ${max} instructions (the limit set by --max-instructions)`,
          indexOf(this.words, off, this.gi), off, this.text(off), true);
      }
      this.executed += this.guard(() => this.p.run(w, Math.min(budget - this.executed, 1 << 20)));
      if (w.status === AT_BARRIER) w.status = RUNNING;
    }
    w.trace = null;
    if (w.pc === WAVE_CODE_BASE + this.len + 4) this.executed--;
  }

  /** The state now: the initial state's registers updated, and what the output lists marked. */
  result(): WaveState {
    const w = this.w;
    const d = emptyDecoded(this.gi);
    const words = this.words;
    for (let i = 0; i < words.length - 1; i++) {
      if (this.reached[i] === 0) continue;
      decodeAt(d, words, i, words.length - 1, this.gi);
      markDestinations(d, w.sregUsed, w.vgprUsed);
    }
    const st = this.initial.clone();
    writeBack(w, st);
    return st;
  }

  private guard(f: () => number): number {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof KernelError)) throw e;
      throw new WaveProgramError(e.message, indexOf(this.words, e.offset, this.gi), e.offset, e.text !== '' ? this.text(e.offset) : '', false);
    }
  }
}

/**
 * Runs `code` (little-endian words) on a wave holding `st`'s registers until s_endpgm or
 * the end of the code; writes the registers back into `st`. Returns the instructions executed.
 * Throws WaveProgramError on a run-time error (st is then left as it was).
 */
export function runWaveProgram(code: Uint8Array, st: WaveState, opts: WaveProgramOptions = {}): number {
  const r = new WaveProgramRun(code, st, opts.syntax !== undefined ? { syntax: opts.syntax } : {});
  const max = opts.maxSteps ?? 1e8;
  if (opts.trace === undefined) {
    r.run(max);
  } else {
    while (!r.ended) {
      if (max > 0 && r.executed >= max) {
        const off = r.offset;
        throw new WaveProgramError(`the program ran more than ${max} instructions (the limit set by --max-instructions)`,
          r.indexAt(off), off, r.text(off), true);
      }
      const e = r.step();
      if (e !== null) opts.trace(e);
    }
  }
  const out = r.result();
  copyInto(out, st);
  return r.executed;
}

/** Copies a state's registers and marks into another of the same generation. */
function copyInto(from: WaveState, to: WaveState): void {
  to.vgpr.set(from.vgpr);
  to.sreg.set(from.sreg);
  to.vgprUsed.set(from.vgprUsed);
  to.sregUsed.set(from.sregUsed);
  to.mode = from.mode;
  to.trapsts = from.trapsts;
  to.scc = from.scc;
  to.sccUsed = from.sccUsed;
  to.ldsUsed = from.ldsUsed;
  to.lds.set(from.lds);
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
