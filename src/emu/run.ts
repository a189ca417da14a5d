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
import { WaveState } from './state.js';
import { newTraceBefore, snapshotBefore, traceChanges, type RunOptions } from './trace.js';

export type { RunOptions, TraceChange, TraceEntry } from './trace.js';

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

export interface RunResult {
  readonly state: WaveState;
  /** The error that stopped the program, if any (the state is as it was then). */
  readonly error: { readonly index: number; readonly offset: number; readonly text: string; readonly message: string } | null;
  readonly executed: number;
}

/** Runs a program on `state` (modified in place). */
export function runProgram(p: Program, state: WaveState, opts: RunOptions = {}): RunResult {
  const trace = opts.trace;
  const before = trace ? newTraceBefore() : null;
  let executed = 0;
  for (let i = 0; i < p.steps.length; i++) {
    const step = p.steps[i]!;
    if (before !== null) snapshotBefore(state, before);
    try {
      step.run(state);
    } catch (e) {
      if (!(e instanceof RunError)) throw e;
      return { state, executed, error: { index: i, offset: p.offsets[i]!, text: p.texts[i]!, message: e.message } };
    }
    executed++;
    if (trace) trace({ index: i, offset: p.offsets[i]!, text: p.texts[i]!, changes: traceChanges(state, before!) });
  }
  return { state, executed, error: null };
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
