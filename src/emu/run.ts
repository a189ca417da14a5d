// Programs: machine code (or assembly, through the assembler) compiled to
// steps and run on a wave state, optionally with a trace of the registers
// each instruction changed.

import { assemble } from '../asm/assembler.js';
import type { AsmDiagnostic } from '../asm/diagnostics.js';
import { decodeInto, emptyRaw } from '../disasm/decoder.js';
import { resolveGeneration, type Syntax } from '../disasm/disassembler.js';
import { printClrx } from '../disasm/clrx-printer.js';
import { printLlvmLine } from '../disasm/llvm-printer.js';
import { TextSink } from '../disasm/sink.js';
import type { GenId, GenIndex, Generation } from '../isa/generations.js';
import { compileStep, RunError, type Step } from './exec.js';
import { LANES, VGPRS, WaveState } from './state.js';

export interface Program {
  readonly gen: Generation;
  readonly steps: readonly Step[];
  /** Instructions that cannot run (reported when reached). */
  readonly invalid: ReadonlyMap<number, RunError>;
  /** Byte offset of each step. */
  readonly offsets: readonly number[];
  /** Text of each step in the chosen dialect (for traces). */
  readonly texts: readonly string[];
}

/** Decodes and compiles machine code. Never throws; bad instructions fail when reached. */
export function compileProgram(words: ArrayLike<number>, arch: GenId | GenIndex | string, syntax: Syntax = 'clrx'): Program {
  const gen = resolveGeneration(arch);
  const r = emptyRaw(gen.index);
  const steps: Step[] = [];
  const offsets: number[] = [];
  const texts: string[] = [];
  const invalid = new Map<number, RunError>();
  const sink = new TextSink(256);
  for (let i = 0; i < words.length;) {
    const n = decodeInto(r, words, i, words.length, gen.index, 'clrx');
    sink.clear();
    if (syntax === 'llvm') printLlvmLine(r, sink);
    else printClrx(r, sink);
    const text = sink.toString().trim().split('\n').join('; ');
    const idx = steps.length;
    try {
      steps.push(compileStep(r, idx));
    } catch (e) {
      if (!(e instanceof RunError)) throw e;
      invalid.set(idx, e);
      steps.push({
        raw: { ...r }, op: r.op!, index: idx, writes: { vgpr: [], sreg: [] },
        run() { throw e; },
      });
    }
    offsets.push(i * 4);
    texts.push(text);
    i += Math.min(n, words.length - i);
  }
  return { gen, steps, invalid, offsets, texts };
}

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

export interface RunResult {
  readonly state: WaveState;
  /** The error that stopped the program, if any (the state is as it was then). */
  readonly error: { readonly index: number; readonly offset: number; readonly text: string; readonly message: string } | null;
  readonly executed: number;
}

/** Runs a program on `state` (modified in place). */
export function runProgram(p: Program, state: WaveState, opts: RunOptions = {}): RunResult {
  const trace = opts.trace;
  const beforeV = trace ? new Uint32Array(VGPRS * LANES) : null;
  const beforeS = trace ? new Uint32Array(128) : null;
  let executed = 0;
  for (let i = 0; i < p.steps.length; i++) {
    const step = p.steps[i]!;
    let beforeT = 0;
    if (trace) { beforeV!.set(state.vgpr); beforeS!.set(state.sreg); beforeT = state.trapsts; }
    try {
      step.run(state);
    } catch (e) {
      if (!(e instanceof RunError)) throw e;
      return { state, executed, error: { index: i, offset: p.offsets[i]!, text: p.texts[i]!, message: e.message } };
    }
    executed++;
    if (trace) trace({ index: i, offset: p.offsets[i]!, text: p.texts[i]!, changes: diff(state, beforeV!, beforeS!, beforeT) });
  }
  return { state, executed, error: null };
}

function diff(st: WaveState, v: Uint32Array, s: Uint32Array, t: number): TraceChange[] {
  const out: TraceChange[] = [];
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
    if (st.sreg[c] !== s[c]) out.push({ reg: scalarName(st, c), lanes: [], before: [s[c]!], after: [st.sreg[c]!] });
  }
  if (st.trapsts !== t) out.push({ reg: 'trapsts', lanes: [], before: [t], after: [st.trapsts] });
  return out;
}

function scalarName(st: WaveState, code: number): string {
  if (code < st.gen.sgprCount) return `s${code}`;
  if (code >= 112 && code < 124) return `ttmp${code - 112}`;
  const names: Record<number, string> = { 106: 'vcc_lo', 107: 'vcc_hi', 108: 'tba_lo', 109: 'tba_hi', 110: 'tma_lo',
    111: 'tma_hi', 124: 'm0', 126: 'exec_lo', 127: 'exec_hi' };
  return names[code] ?? `code${code}`;
}

export interface SourceRunResult extends RunResult {
  /** Assembler diagnostics (errors stop before running). */
  readonly diagnostics: readonly AsmDiagnostic[];
}

/** Assembles `source` and runs it on `state` (a fresh default state if omitted). */
export function runSource(source: string, arch: GenId | GenIndex | string, syntax: Syntax = 'clrx',
  state?: WaveState, opts: RunOptions = {}): SourceRunResult {
  const a = assemble(source, { arch, syntax });
  const st = state ?? new WaveState(a.gen);
  if (a.errorCount > 0) return { state: st, executed: 0, error: null, diagnostics: a.diagnostics };
  const words = new Uint32Array(a.bytes.length >>> 2);
  const dv = new DataView(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength);
  for (let i = 0; i < words.length; i++) words[i] = dv.getUint32(i * 4, true);
  const p = compileProgram(words, a.gen.index, syntax);
  return { ...runProgram(p, st, opts), diagnostics: a.diagnostics };
}
