// Runs one kernel dispatch off the page's thread (the library's loadKernel
// and dispatch), so that a long run leaves the page responsive and Stop can
// end it (the page terminates the worker). It collects the instruction trace
// of one work-group and the final registers of that group's waves.

import { dispatch, DispatchError, KernelError, loadKernel, type KernelArg } from '../../src/emu/dispatch.js';
import type { Wave } from '../../src/emu/wave.js';

export interface KernelJob {
  readonly bytes: Uint8Array;
  readonly kernel: string;
  readonly grid: readonly number[];
  readonly group: readonly number[];
  readonly args: readonly KernelArg[];
  /** The work-group whose waves are traced. */
  readonly traceGroup: readonly number[];
  readonly maxSteps: number;
  /** Trace lines kept per wave (the rest are counted). */
  readonly traceMax: number;
  /** VGPRs reported per wave (those the kernel allocates). */
  readonly vgprs: number;
}

/** One wave of the traced group: its trace and final registers. */
export interface WaveReport {
  readonly wave: number;
  readonly offsets: number[];
  readonly texts: string[];
  /** Instructions executed (the trace may keep fewer). */
  readonly steps: number;
  readonly sreg: Uint32Array;
  /** `vgprs` registers, 64 lanes each. */
  readonly vgpr: Uint32Array;
  readonly scc: number;
  readonly mode: number;
  readonly trapsts: number;
}

export type KernelReply =
  | { readonly ok: true; readonly buffers: (Uint8Array | null)[]; readonly stats: { groups: number; waves: number; instructions: number; laneOps: number; seconds: number }; readonly waves: WaveReport[] }
  | { readonly ok: false; readonly message: string; readonly waves: WaveReport[] };

export function runJob(job: KernelJob): KernelReply {
  const traces = new Map<number, { offsets: number[]; texts: string[]; steps: number }>();
  const finals: WaveReport[] = [];
  const traceOf = (w: number) => {
    let t = traces.get(w);
    if (t === undefined) { t = { offsets: [], texts: [], steps: 0 }; traces.set(w, t); }
    return t;
  };
  const report = (): WaveReport[] => {
    if (finals.length > 0) return finals;
    // The run stopped inside the traced group: its traces, without final registers.
    return [...traces.entries()].map(([wave, t]) => ({ wave, ...t, sreg: new Uint32Array(0), vgpr: new Uint32Array(0), scc: 0, mode: 0, trapsts: 0 }));
  };
  try {
    const lk = loadKernel(job.bytes, job.kernel);
    const r = dispatch(lk, {
      grid: job.grid, group: job.group, args: job.args, maxSteps: job.maxSteps,
      trace: {
        group: job.traceGroup,
        emit: (wave, offset, text) => {
          const t = traceOf(wave);
          if (t.steps++ < job.traceMax) { t.offsets.push(offset); t.texts.push(text); }
        },
        done: (wave: number, w: Wave) => {
          const t = traceOf(wave);
          finals.push({
            wave, ...t, sreg: w.sreg.slice(), vgpr: w.vgpr.slice(0, job.vgprs * 64), scc: w.scc, mode: w.mode, trapsts: w.trapsts,
          });
        },
      },
    });
    const s = r.stats;
    return { ok: true, buffers: [...r.buffers], stats: { groups: s.groups, waves: s.waves, instructions: s.instructions, laneOps: s.laneOps, seconds: s.seconds }, waves: finals };
  } catch (e) {
    let message: string;
    if (e instanceof KernelError) message = `instruction at offset 0x${e.offset.toString(16)} (${e.text}): ${e.message}`;
    else if (e instanceof DispatchError) message = e.message;
    else message = `internal error: ${e instanceof Error ? e.message : String(e)}`;
    return { ok: false, message, waves: report() };
  }
}

interface Scope {
  onmessage: ((e: MessageEvent<KernelJob>) => void) | null;
  postMessage(m: KernelReply): void;
}

// Only when loaded as a worker (the tests import runJob directly).
if (typeof document === 'undefined' && typeof self !== 'undefined') {
  const scope = self as unknown as Scope;
  scope.onmessage = (e) => scope.postMessage(runJob(e.data));
}
