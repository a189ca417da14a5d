// The assembler's entry point: source text in either dialect -> machine
// code, records and diagnostics. It never throws on user input.

import { resolveGeneration, type Syntax } from '../disasm/disassembler.js';
import type { GenId, GenIndex } from '../isa/generations.js';
import type { AsmResult } from './assembly.js';
import { assembleClrx } from './clrx.js';
import { assembleLlvm } from './llvm.js';

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
  return syntax === 'llvm' ? assembleLlvm(source, gen, opts.maxDiagnostics) : assembleClrx(source, gen, opts.maxDiagnostics);
}
