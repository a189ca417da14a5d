// The assembler's entry point: source text in either dialect -> machine
// code, records and diagnostics. It never throws on user input.

import { resolveGeneration, type Syntax } from '../disasm/disassembler.js';
import type { GenId, GenIndex } from '../isa/generations.js';
import type { AsmResult } from './assembly.js';
import { assembleClrx } from './clrx.js';

export interface AsmOptions {
  /** The generation, unless the source names one with `.gpu` / `.arch` (CLRX dialect). */
  readonly arch: GenId | GenIndex | string;
  /** Input dialect; default `clrx`. */
  readonly syntax?: Syntax;
  /** Diagnostics kept (the rest are counted); default 1000. */
  readonly maxDiagnostics?: number;
}

/** Assembles source text. Errors come back as diagnostics (bytes are then empty). */
export function assemble(source: string, opts: AsmOptions): AsmResult {
  const gen = resolveGeneration(opts.arch);
  const syntax = opts.syntax ?? 'clrx';
  if (syntax === 'clrx') return assembleClrx(source, gen, opts.maxDiagnostics);
  throw new RangeError('the llvm dialect assembler is not available in this build');
}
