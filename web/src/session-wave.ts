// A run of a program with instructions outside the VOP1 family (scalar ops
// and branches, VOP2/VOPC/VOP3, LDS) on the library's whole-ISA runner
// (WaveProgramRun), behind the same Session as a VOP1 run. The runner cannot
// undo a step, but it is deterministic and runs ~0.1 µs an instruction
// without a trace, so going back re-runs from the initial state to a count,
// and the trace keeps no rows: the rows in view are made by re-running to
// them (and the rows stepped through are kept). A Run pauses after RUN_MS of
// running, so that an endless loop does not freeze the tab (an instruction
// costs 0.1-2 µs: a count would be too short for scalar loops or too long
// for vector ones).

import { WaveProgramError, WaveProgramRun, type Syntax, type TraceEntry, type WaveState } from '../../src/index.js';
import type { NextInstruction, Session, TraceLine } from './session.js';
import type { TraceSource } from './trace-view.js';
import { hex32 } from './values.js';

/** Milliseconds one Run (or Continue) runs at most, in slices of RUN_SLICE instructions. */
export const RUN_MS = 500;
const RUN_SLICE = 1 << 14;
/** Instructions a paused Run steps with a trace before it pauses: the rows then in view, made without a re-run. */
const TAIL = 32;
/** Trace rows shown at most, the latest (the list's height in pixels stays within what a browser draws). */
const TRACE_ROWS = 1_000_000;
/** Trace rows kept made; beyond it the cache starts again. */
const ROW_CACHE = 20_000;

export class WaveSession implements Session {
  error: string | null = null;
  limited = false;
  readonly trace: TraceSource;
  private r: WaveProgramRun;
  private shown: WaveState | null = null;
  /** Trace rows made so far, by execution number (a re-run gives the same rows). */
  private readonly rows = new Map<number, TraceLine>();
  /** The run that makes trace rows on demand. */
  private probe: WaveProgramRun | null = null;
  /** Places in the program by byte offset. */
  private readonly places = new Map<number, number>();

  constructor(private readonly code: Uint8Array, private readonly initial: WaveState, private readonly syntax: Syntax) {
    this.r = this.fresh();
    this.settle();
    const executed = () => this.r.executed;
    this.trace = {
      get length() { return Math.min(TRACE_ROWS, executed()); },
      line: (i) => this.row(Math.max(0, executed() - TRACE_ROWS) + i),
    };
  }

  get state(): WaveState { return this.shown ??= this.r.result(); }
  get done(): boolean { return this.r.ended; }
  get canBack(): boolean { return this.r.executed > 0; }
  get executed(): number { return this.r.executed; }
  get next(): NextInstruction | null {
    if (this.done || this.error !== null) return null;
    const o = this.r.offset;
    return { index: this.place(o), offset: o, text: this.r.text(o) };
  }

  /** A branch may reach any instruction again: never known to be behind. */
  behind(): boolean { return false; }

  step(): boolean {
    if (this.done || this.error !== null) return false;
    this.limited = false;
    const k = this.r.executed;
    this.shown = null;
    try {
      const e = this.r.step();
      if (e !== null) this.keep(k, e);
    } catch (e) {
      this.fail(e, k);
      return false;
    }
    this.settle();
    return true;
  }

  back(): boolean {
    const k = this.r.executed;
    if (k === 0) return false;
    this.r = this.fresh(k - 1);
    this.error = null;
    this.limited = false;
    this.shown = null;
    return true;
  }

  run(stops?: ReadonlySet<number>): number {
    if (this.done || this.error !== null) return 0;
    const k = this.r.executed;
    this.shown = null;
    const t0 = performance.now();
    this.limited = false;
    try {
      for (;;) {
        // A slice ends early at the end or a breakpoint; one that ends on a breakpoint stops there too.
        if (this.r.advance(RUN_SLICE, stops) < RUN_SLICE || this.r.ended || (stops?.has(this.r.offset) ?? false)) break;
        if (performance.now() - t0 >= RUN_MS) { this.limited = this.tail(stops); break; }
      }
    } catch (e) {
      this.fail(e, this.r.executed);
      return this.r.executed - k;
    }
    this.settle();
    this.limited &&= !this.done;
    return this.r.executed - k;
  }

  /** A run from the initial state, `k` instructions in. */
  /** Steps TAIL instructions (to the end or a breakpoint at most), keeping their rows; true when none stopped it. */
  private tail(stops: ReadonlySet<number> | undefined): boolean {
    for (let i = 0; i < TAIL; i++) {
      if (this.r.ended || (i > 0 && (stops?.has(this.r.offset) ?? false))) return false;
      const at = this.r.executed;
      const e = this.r.step();
      if (e !== null) this.keep(at, e);
    }
    return true;
  }

  private fresh(k = 0): WaveProgramRun {
    const r = new WaveProgramRun(this.code, this.initial, { syntax: this.syntax });
    if (k > 0) r.advance(k);
    return r;
  }

  /** Past the last instruction: runs the s_endpgm placed after it, so that the run is done as a VOP1 one is. */
  private settle(): void {
    if (!this.r.ended && this.r.offset === this.code.length) this.r.step();
  }

  /** Stops on a run-time error, showing the state before the instruction (re-run to `k`: it may have written some registers). */
  private fail(e: unknown, k: number): void {
    if (!(e instanceof WaveProgramError)) throw e;
    this.error = `[${e.index}] ${e.text !== '' ? e.text : this.r.text(e.offset)}: ${e.message}`;
    this.r = this.fresh(k);
    this.shown = null;
  }

  private place(offset: number): number {
    let p = this.places.get(offset);
    if (p === undefined) this.places.set(offset, p = this.r.indexAt(offset));
    return p;
  }

  private keep(k: number, e: TraceEntry): TraceLine {
    if (this.rows.size >= ROW_CACHE) this.rows.clear();
    const line = { pc: this.place(e.offset), text: e.text, changes: describe(e) };
    this.rows.set(k, line);
    return line;
  }

  /** Trace row `k` (execution number): kept, or made by a run that goes on from the last row made. */
  private row(k: number): TraceLine {
    const kept = this.rows.get(k);
    if (kept !== undefined) return kept;
    let p = this.probe;
    if (p === null || p.executed > k) p = this.probe = this.fresh(k);
    else if (p.executed < k) p.advance(k - p.executed);
    let line: TraceLine | null = null;
    // A few rows at once (the list draws the rows after this one next), never the instruction that failed.
    const end = this.r.executed;
    for (let i = 0; i < 32 && !p.ended && p.executed < end; i++) {
      const at = p.executed;
      const e = p.step();
      if (e === null) break;
      const l = this.keep(at, e);
      if (at === k) line = l;
    }
    return line ?? { pc: 0, text: '(not reached)', changes: '' };
  }
}

/** What changed, as text: `v1: 64 lanes, s0: 0x00000000 → 0x00000037, scc: 0 → 1`. */
function describe(e: TraceEntry): string {
  const out = e.changes.map((c) => {
    if (c.lanes.length > 0) return `${c.reg}: ${c.lanes.length} lane${c.lanes.length === 1 ? '' : 's'}`;
    if (c.reg === 'scc') return `scc: ${c.before[0]} → ${c.after[0]}`;
    return `${c.reg}: ${hex32(c.before[0]!)} → ${hex32(c.after[0]!)}`;
  });
  return out.length > 0 ? out.join(', ') : 'no change';
}
