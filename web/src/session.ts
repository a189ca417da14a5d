// A run of the program on a wave, one step at a time, that can go back: the
// Session the emulator panel drives, and its VOP1 form (RunSession; a program
// with other instructions runs on the whole-ISA runner, session-wave.ts). Each
// VOP1 step saves what it may overwrite (the VGPR rows its table entry says it
// writes, the scalar file, TRAPSTS and MODE), so a step costs O(registers
// written), not a copy or a comparison of all 256 x 64 VGPRs; the same record
// gives the trace line and undoes the step.

import { RunError, type Program, type WaveState } from '../../src/index.js';
import type { TraceSource } from './trace-view.js';
import { hex32 } from './values.js';

const LANES = 64;
const VGPRS = 256;

/**
 * The undo log: one growing Uint32Array, a record per step (no allocation per
 * step): pc, trapsts, mode, row count (or FULL), the saved rows (register
 * number + 64 lanes, or the whole VGPR file), the 128 scalars, then the
 * used-register flags packed as bits (256 + 128).
 */
const FULL = 0xffffffff;
const HEAD = 4;
const USED_WORDS = (256 + 128) / 32;

export interface TraceLine {
  readonly pc: number;
  readonly text: string;
  /** What changed, as text: `v1: 64 lanes, s0: 0x0 → 0x5`. */
  readonly changes: string;
}

/** The instruction that runs next: its place in the program, byte offset and text. */
export interface NextInstruction {
  readonly index: number;
  readonly offset: number;
  readonly text: string;
}

/** A run the emulator panel shows and drives. */
export interface Session {
  /** The registers now. */
  readonly state: WaveState;
  /** The run-time error that stopped the run (`[index] text: message`), or null. */
  readonly error: string | null;
  readonly done: boolean;
  readonly canBack: boolean;
  /** Instructions executed. */
  readonly executed: number;
  /** Null once done or stopped by an error. */
  readonly next: NextInstruction | null;
  /** The last run stopped on its instruction budget (an endless loop?), not at its end or a breakpoint. */
  readonly limited: boolean;
  readonly trace: TraceSource;
  /** Executes the next instruction; false when it stopped with an error (or there was none). */
  step(): boolean;
  /** Undoes the last step. */
  back(): boolean;
  /** Steps until the end, an error, or (after at least one step) an instruction at a byte offset in `stops`. */
  run(stops?: ReadonlySet<number>): number;
  /** True when the instruction at `offset` can be reached only by starting again. */
  behind(offset: number): boolean;
}

export class RunSession implements Session {
  pc = 0;
  error: string | null = null;
  readonly limited = false;
  private readonly lines: TraceLine[] = [];
  readonly trace: TraceSource;
  private log = new Uint32Array(1 << 16);
  private top = 0;
  /** Start of each record in the log. */
  private readonly records: number[] = [];

  constructor(readonly program: Program, readonly state: WaveState) {
    const lines = this.lines;
    this.trace = { get length() { return lines.length; }, line: (i) => lines[i]! };
  }

  get done(): boolean { return this.pc >= this.program.steps.length; }
  get canBack(): boolean { return this.records.length > 0; }
  get executed(): number { return this.pc; }
  get next(): NextInstruction | null {
    if (this.done || this.error !== null) return null;
    return { index: this.pc, offset: this.program.offsets[this.pc]!, text: this.program.texts[this.pc]! };
  }

  behind(offset: number): boolean {
    const i = this.program.offsets.indexOf(offset);
    return i >= 0 && i < this.pc;
  }

  private reserve(n: number): void {
    if (this.top + n <= this.log.length) return;
    const bigger = new Uint32Array(Math.max(this.log.length * 2, this.top + n));
    bigger.set(this.log.subarray(0, this.top));
    this.log = bigger;
  }

  /** Saves what the step at pc may overwrite; returns the record's start. */
  private save(): number {
    const st = this.state;
    const step = this.program.steps[this.pc]!;
    const w = step.writes;
    const full = w.vgpr.length === 0 && w.sreg.length === 0 && step.op?.dst != null; // an M0-relative destination
    const rows = full ? 0 : w.vgpr.filter((r) => r < VGPRS).length;
    this.reserve(HEAD + (full ? VGPRS * LANES : rows * (LANES + 1)) + 128 + USED_WORDS);
    const L = this.log;
    const at = this.top;
    let k = at;
    L[k++] = this.pc;
    L[k++] = st.trapsts >>> 0;
    L[k++] = st.mode >>> 0;
    L[k++] = full ? FULL : rows;
    if (full) { L.set(st.vgpr, k); k += VGPRS * LANES; } else {
      for (const r of w.vgpr) {
        if (r >= VGPRS) continue;
        L[k++] = r;
        L.set(st.vgpr.subarray(r * LANES, (r + 1) * LANES), k);
        k += LANES;
      }
    }
    L.set(st.sreg, k);
    k += 128;
    for (let i = 0; i < USED_WORDS; i++) L[k + i] = 0;
    for (let r = 0; r < 256; r++) if (st.vgprUsed[r]) L[k + (r >> 5)]! |= 1 << (r & 31);
    for (let c = 0; c < 128; c++) if (st.sregUsed[c]) L[k + 8 + (c >> 5)]! |= 1 << (c & 31);
    k += USED_WORDS;
    this.top = k;
    return at;
  }

  /** Puts the state back as the record at `at` saved it. */
  private restore(at: number): void {
    const st = this.state;
    const L = this.log;
    let k = at + HEAD;
    if (L[at + 3] === FULL) { st.vgpr.set(L.subarray(k, k + VGPRS * LANES)); k += VGPRS * LANES; } else {
      for (let i = 0; i < L[at + 3]!; i++) {
        const r = L[k++]!;
        st.vgpr.set(L.subarray(k, k + LANES), r * LANES);
        k += LANES;
      }
    }
    st.sreg.set(L.subarray(k, k + 128));
    k += 128;
    for (let r = 0; r < 256; r++) st.vgprUsed[r] = (L[k + (r >> 5)]! >>> (r & 31)) & 1;
    for (let c = 0; c < 128; c++) st.sregUsed[c] = (L[k + 8 + (c >> 5)]! >>> (c & 31)) & 1;
    st.trapsts = L[at + 1]!;
    st.mode = L[at + 2]!;
  }

  /** Executes the instruction at pc; false when it stopped with an error. */
  step(): boolean {
    if (this.done || this.error !== null) return false;
    const i = this.pc;
    const at = this.save();
    try {
      this.program.steps[i]!.run(this.state);
    } catch (e) {
      if (!(e instanceof RunError)) throw e;
      this.restore(at);
      this.top = at;
      this.error = `[${i}] ${this.program.texts[i]}: ${e.message}`;
      return false;
    }
    this.records.push(at);
    this.lines.push({ pc: i, text: this.program.texts[i]!, changes: this.describe(at) });
    this.pc = i + 1;
    return true;
  }

  /** Undoes the last step. */
  back(): boolean {
    const at = this.records.pop();
    if (at === undefined) return false;
    this.restore(at);
    this.top = at;
    this.lines.pop();
    this.pc = this.log[at]!;
    this.error = null;
    return true;
  }

  /** Steps until the end, an error, or (after at least one step) an instruction at a byte offset in `stops`. */
  run(offsets: ReadonlySet<number> = new Set(), limit = Infinity): number {
    const stops = new Set<number>();
    if (offsets.size > 0) this.program.offsets.forEach((o, i) => { if (offsets.has(o)) stops.add(i); });
    let n = 0;
    while (!this.done && this.error === null && n < limit) {
      if (n > 0 && stops.has(this.pc)) break;
      if (!this.step()) break;
      n++;
    }
    return n;
  }

  private describe(at: number): string {
    const st = this.state;
    const L = this.log;
    const out: string[] = [];
    let k = at + HEAD;
    const row = (r: number, base: number) => {
      let n = 0;
      for (let l = 0; l < LANES; l++) if (L[base + l] !== st.vgpr[r * LANES + l]) n++;
      if (n > 0) out.push(`v${r}: ${n} lane${n === 1 ? '' : 's'}`);
    };
    if (L[at + 3] === FULL) { for (let r = 0; r < VGPRS; r++) row(r, k + r * LANES); k += VGPRS * LANES; } else {
      for (let i = 0; i < L[at + 3]!; i++) { row(L[k]!, k + 1); k += LANES + 1; }
    }
    for (let c = 0; c < 128; c++) {
      if (L[k + c] !== st.sreg[c]) out.push(`${scalarName(st, c)}: ${hex32(L[k + c]!)} → ${hex32(st.sreg[c]!)}`);
    }
    if (L[at + 1] !== st.trapsts >>> 0) out.push(`trapsts: ${hex32(L[at + 1]!)} → ${hex32(st.trapsts)}`);
    if (L[at + 2] !== st.mode >>> 0) out.push(`mode: ${hex32(L[at + 2]!)} → ${hex32(st.mode)}`);
    return out.length > 0 ? out.join(', ') : 'no change';
  }
}

/** A scalar register's name by operand code, as the emulator's state JSON spells it. */
export function scalarName(st: WaveState, code: number): string {
  if (code < st.gen.sgprCount) return `s${code}`;
  if (code >= 112 && code < 124) return `ttmp${code - 112}`;
  const names: Record<number, string> = {
    106: 'vcc_lo', 107: 'vcc_hi', 108: 'tba_lo', 109: 'tba_hi', 110: 'tma_lo', 111: 'tma_hi', 124: 'm0', 126: 'exec_lo', 127: 'exec_hi',
  };
  return names[code] ?? `code${code}`;
}
