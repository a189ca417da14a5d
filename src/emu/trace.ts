// Traces: which registers an instruction changed, found by comparing the
// wave state with a copy taken before it ran. Shared by the whole-program
// runner (run.ts) and the streaming one (stream.ts).

import { LANES, VGPRS, type WaveState } from './state.js';

/** One changed register in a trace: its name and the lanes (or the scalar value) before and after. */
export interface TraceChange {
  readonly reg: string;
  /** For VGPRs: lane numbers that changed. */
  readonly lanes: readonly number[];
  readonly before: readonly number[];
  readonly after: readonly number[];
}

export interface TraceEntry {
  readonly index: number;
  readonly offset: number;
  readonly text: string;
  readonly changes: readonly TraceChange[];
}

export interface RunOptions {
  /** Called after each instruction with the registers it changed. */
  readonly trace?: (e: TraceEntry) => void;
}

/** What a trace compares: a WaveState, or a kernel wave (the same fields). */
export type TraceRegs = Pick<WaveState, 'vgpr' | 'sreg' | 'trapsts' | 'gen'>;

/** The registers as they were before an instruction. */
export interface TraceBefore {
  readonly vgpr: Uint32Array;
  readonly sreg: Uint32Array;
  trapsts: number;
}

export function newTraceBefore(): TraceBefore {
  return { vgpr: new Uint32Array(VGPRS * LANES), sreg: new Uint32Array(128), trapsts: 0 };
}

export function snapshotBefore(st: TraceRegs, b: TraceBefore): void {
  b.vgpr.set(st.vgpr);
  b.sreg.set(st.sreg);
  b.trapsts = st.trapsts;
}

/** The registers that differ between `st` and the snapshot `b`. */
export function traceChanges(st: TraceRegs, b: TraceBefore): TraceChange[] {
  const out: TraceChange[] = [];
  const v = b.vgpr;
  for (let n = 0; n < VGPRS; n++) {
    const base = n * LANES;
    let lanes: number[] | null = null;
    for (let l = 0; l < LANES; l++) {
      if (st.vgpr[base + l] !== v[base + l]) (lanes ??= []).push(l);
    }
    if (lanes !== null) {
      out.push({ reg: `v${n}`, lanes, before: lanes.map((l) => v[base + l]!), after: lanes.map((l) => st.vgpr[base + l]!) });
    }
  }
  for (let c = 0; c < 128; c++) {
    if (st.sreg[c] !== b.sreg[c]) out.push({ reg: scalarName(st, c), lanes: [], before: [b.sreg[c]!], after: [st.sreg[c]!] });
  }
  if (st.trapsts !== b.trapsts) out.push({ reg: 'trapsts', lanes: [], before: [b.trapsts], after: [st.trapsts] });
  return out;
}

function scalarName(st: TraceRegs, code: number): string {
  if (code < st.gen.sgprCount) return `s${code}`;
  if (code >= 112 && code < 124) return `ttmp${code - 112}`;
  const names: Record<number, string> = { 106: 'vcc_lo', 107: 'vcc_hi', 108: 'tba_lo', 109: 'tba_hi', 110: 'tma_lo',
    111: 'tma_hi', 124: 'm0', 126: 'exec_lo', 127: 'exec_hi' };
  return names[code] ?? `code${code}`;
}
