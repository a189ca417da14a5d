// What the CLRX whole-ISA reader needs from the CLRX assembler (ClrxHost):
// its register, source and VOP-modifier parsers, diagnostics, branch
// targets and the output, so that registers, constants, literals and
// `-`/`abs`/`sext` read exactly as on VOP1 lines.

import type { Generation, GenIndex } from '../../../isa/generations.js';
import type { Cursor } from '../../cursor.js';
import type { Expr } from '../../expr.js';
import type { Mods as ClrxMods } from '../../clrx/mods.js';

/** A register or range as the CLRX parser reads it. */
export interface ClrxReg {
  file: 'v' | 's' | 'x';
  code: number;
  regs: number;
}

/** A source as the CLRX parser reads it. */
export interface ClrxSrc {
  col: number;
  code: number;
  regs: number;
  literal: number;
  litExpr: Expr | null;
  isReg: boolean;
  neg: boolean;
  abs: boolean;
  sext: boolean;
}

/** The VOP modifiers after the operands: the CLRX assembler's own record. */
export type { Mods as ClrxMods } from '../../clrx/mods.js';

/** A value that may wait for a symbol (a branch target). */
export type Pending = { readonly expr: Expr; readonly wait: string; readonly col: number };

/** What the whole-ISA code needs from ClrxAssembler. */
export interface ClrxHost {
  readonly gi: GenIndex;
  readonly gen: Generation;
  error(col: number, message: string): void;
  warning(col: number, message: string): void;
  failed(): boolean;
  parseRegister(c: Cursor, allowSymbols: boolean): ClrxReg | null;
  parseSource(c: Cursor, width: 32 | 64, fl: 'f16' | 'f32' | 'f64'): ClrxSrc | null;
  parseModifiers(c: Cursor, known: boolean, ops?: boolean, twoSources?: boolean): ClrxMods;
  modValue(c: Cursor): { v: bigint; col: number } | null;
  fieldValue(x: { v: bigint; col: number }, bits: number): number;
  /** A branch target: the SIMM16 value, a pending target, or null after an error. */
  branchTarget(c: Cursor): number | Pending | null;
  /** Appends the words; a literal source waits at word `litAt`; a pending branch fills SIMM16 of word 0. */
  emitWords(words: readonly number[], lit: ClrxSrc | null, litAt: number, branch: Pending | null): void;
}
