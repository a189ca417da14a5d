// A program run as it arrives: words are pushed in chunks of any size, and
// each instruction is decoded, compiled and executed in turn. Nothing per
// instruction is kept, so memory does not grow with the program (issue 13
// §2: the whole-program form kept a step object, an offset and a printed
// text per instruction, 1.4 KB each). Compiled steps are cached by their
// words, in a cache of bounded size, so a loop body or a repeated
// instruction compiles once.
//
// VOP1 programs have no branches: execution is one pass in program order.

import { decodeInto, emptyRaw, type RawInstruction } from '../disasm/decoder.js';
import type { Generation } from '../isa/generations.js';
import { compileStep, RunError, type Step } from './exec.js';
import type { WaveState } from './state.js';
import { newTraceBefore, snapshotBefore, traceChanges, type TraceBefore, type TraceEntry } from './trace.js';

export interface StreamRunOptions {
  /** Called after each instruction with the registers it changed. */
  readonly trace?: (e: TraceEntry) => void;
  /**
   * The text of an instruction, for traces (called only when tracing). Without it
   * traces show the instruction's words in hex.
   */
  readonly describe?: (r: RawInstruction) => string;
  /** Instructions the program may have (0: no limit). A longer program stops with an error. */
  readonly maxInstructions?: number;
  /**
   * Stop (without an error) at the first instruction outside the VOP1 family, setting
   * `other`: the caller then runs the whole program with the whole-ISA runner.
   */
  readonly stopAtOther?: boolean;
}

export interface StreamRunError {
  readonly index: number;
  /** Byte offset of the instruction. */
  readonly offset: number;
  /** The decoded instruction (a private copy), for its text. */
  readonly raw: RawInstruction;
  readonly message: string;
  /** True when the program was stopped by `maxInstructions`, not by an instruction. */
  readonly limit: boolean;
}

/** Compiled steps kept at most (a cache: evicted wholesale when full). */
const STEP_CACHE_LIMIT = 4096;

export class ProgramStream {
  /** Instructions executed. */
  executed = 0;
  /** The error that stopped the program; further words are ignored. */
  error: StreamRunError | null = null;
  /** True when `stopAtOther` stopped the program at an instruction outside the VOP1 family. */
  other = false;

  private readonly raw: RawInstruction;
  private readonly maxInstructions: number;
  /** Words of an instruction that continues in the next chunk (at most one: instructions have two words). */
  private pending: number[] = [];
  private wordsSeen = 0;
  private index = 0;
  private readonly one = new Map<number, Step>();
  private readonly two = new Map<number, Map<number, Step>>();
  private cached = 0;
  private readonly before: TraceBefore | null;
  private readonly hexWords = new Uint32Array(2);

  constructor(readonly state: WaveState, readonly gen: Generation, private readonly opts: StreamRunOptions = {}) {
    this.raw = emptyRaw(gen.index);
    this.maxInstructions = opts.maxInstructions ?? 0;
    this.before = opts.trace !== undefined ? newTraceBefore() : null;
  }

  /** True once the program has stopped (an error, or the instruction limit). */
  get stopped(): boolean {
    return this.error !== null || this.other;
  }

  /** Executes the complete instructions of `words` (after any pending word). */
  push(words: ArrayLike<number>): void {
    if (this.stopped || words.length === 0) return;
    let w: ArrayLike<number> = words;
    let base = this.wordsSeen;
    if (this.pending.length > 0) {
      // Rare (an instruction split across chunks): join the pending word with the chunk.
      const j = new Uint32Array(this.pending.length + words.length);
      j.set(this.pending);
      for (let i = 0; i < words.length; i++) j[this.pending.length + i] = words[i]!;
      base -= this.pending.length;
      this.pending = [];
      w = j;
    }
    this.wordsSeen = base + w.length;
    this.run(w, base, false);
  }

  /** Runs what is left: a pending word is a truncated instruction (a run-time error). */
  end(): void {
    if (this.stopped || this.pending.length === 0) return;
    const w = Uint32Array.from(this.pending);
    const base = this.wordsSeen - w.length;
    this.pending = [];
    this.run(w, base, true);
  }

  private run(w: ArrayLike<number>, base: number, final: boolean): void {
    const r = this.raw;
    const gi = this.gen.index;
    const st = this.state;
    const n = w.length;
    for (let at = 0; at < n;) {
      const size = decodeInto(r, w, at, n, gi, 'clrx');
      if (r.truncated && !final) {
        for (let i = at; i < n; i++) this.pending.push(w[i]!);
        return;
      }
      if (r.encoding === 'unknown' && this.opts.stopAtOther === true) {
        this.other = true;
        this.pending = [];
        return;
      }
      const index = this.index;
      const offset = (base + at) * 4;
      if (this.maxInstructions > 0 && index >= this.maxInstructions) {
        this.stop(index, offset, `the program has more than ${this.maxInstructions} instructions (the limit set by --max-instructions)`, true);
        return;
      }
      try {
        const step = this.step(r, size, index);
        if (this.before !== null) snapshotBefore(st, this.before);
        step.run(st);
      } catch (e) {
        if (!(e instanceof RunError)) throw e;
        this.stop(index, offset, e.message, false);
        return;
      }
      this.executed++;
      this.index++;
      if (this.before !== null) {
        this.opts.trace!({ index, offset, text: this.text(r), changes: traceChanges(st, this.before) });
      }
      at += Math.min(size, n - at);
    }
  }

  /** The compiled step of the instruction in `r`, from the cache when it was seen before. */
  private step(r: RawInstruction, size: number, index: number): Step {
    const w0 = r.w0;
    if (size === 1) {
      let s = this.one.get(w0);
      if (s === undefined) { s = compileStep(r, index); this.remember(); this.one.set(w0, s); }
      return s;
    }
    let m = this.two.get(w0);
    let s = m?.get(r.w1);
    if (s === undefined) {
      s = compileStep(r, index);
      this.remember();
      if (m === undefined || this.cached === 1) { m = new Map(); this.two.set(w0, m); }
      m.set(r.w1, s);
    }
    return s;
  }

  private remember(): void {
    if (++this.cached <= STEP_CACHE_LIMIT) return;
    this.one.clear();
    this.two.clear();
    this.cached = 1;
  }

  private stop(index: number, offset: number, message: string, limit: boolean): void {
    this.error = { index, offset, raw: { ...this.raw }, message, limit };
    this.pending = [];
  }

  private text(r: RawInstruction): string {
    if (this.opts.describe !== undefined) return this.opts.describe(r);
    this.hexWords[0] = r.w0;
    this.hexWords[1] = r.w1;
    const n = r.size > 1 && !r.truncated ? 2 : 1;
    return Array.from(this.hexWords.subarray(0, n), (x) => x.toString(16).padStart(8, '0')).join(' ');
  }
}
