// LLVM dialect (llvm-mc 14), every encoding but the VOP1 family (llvm.ts
// keeps that with its matcher model): operands are read in the order the
// row's profile gives them, optional operands (modifiers) after them; the
// encoding follows llvm-mc's choice (the 32-bit form when the operands fit
// it, VOP3 otherwise; SDWA/DPP when asked for) and the words are built
// through the layout tables.
//
// The readers live in llvm/: the core (registers, sources, optional
// operands) and one module per group of profile kinds (scalar, vector ALU,
// memory).

import type { Generation, GenIndex } from '../../isa/generations.js';
import { Cursor } from '../cursor.js';
import type { Expr, ParseError } from '../expr.js';
import type { FloatFormat } from '../float.js';
import { buf, ds, exp, flat, mimg } from './llvm/memory.js';
import { LlvmIsaReader } from './llvm/reader.js';
import { smem, sop, sopk, sopp } from './llvm/scalar.js';
import { vintrp, vop, vop3interp } from './llvm/vector.js';
import type { NameHit } from './names.js';

/** What the whole-ISA code needs from LlvmAssembler. */
export interface LlvmHost {
  readonly gi: GenIndex;
  readonly gen: Generation;
  /** An error at text index `at` (the statement's first error wins). */
  error(at: number, message: string): void;
  hasError(): boolean;
  /** An expression's value now, or its expression when a symbol is not known yet; null after an error. */
  value(c: Cursor): { v: bigint } | { e: Expr; at: number } | null;
  /** Appends the words; a pending branch target (SIMM16 of word 0) or literal (word `litAt`) is resolved later. */
  emitWords(words: readonly number[], branch: { e: Expr; at: number } | null, lit: { e: Expr; at: number; word: number } | null): void;
  /** Conversions and inline-constant rules shared with the VOP1 path. */
  convertDouble(bits: bigint, fmt: FloatFormat): { bits: number; lossless: boolean };
  parseReal(text: string): bigint | null;
  /**
   * The statement's outcome depends on relations between its operands' values (two SGPRs on the
   * constant bus, an early-clobber destination): the line caches may not stand for it.
   */
  dependsOnValues(): void;
}

/** Reads the operands of `hit` at the cursor and emits it. */
export function llvmIsaInstruction(h: LlvmHost, hit: NameHit, idAt: number, c: Cursor): void {
  const a = new LlvmIsaReader(h, hit.row, idAt, c);
  a.setBits = hit.setBits ?? 0;
  a.append = hit.append ?? -1;
  const p = hit.row.p;
  switch (p.kind) {
    case 'sop': sop(a, p); return;
    case 'sopk': sopk(a, p); return;
    case 'sopp': sopp(a, p); return;
    case 'smem': smem(a, p); return;
    case 'vop': vop(a, p, hit.suffix); return;
    case 'vintrp': vintrp(a, p.form, hit.suffix); return;
    case 'vop3interp': vop3interp(a, p.form, hit.suffix); return;
    case 'ds': ds(a, p); return;
    case 'buf': buf(a, p); return;
    case 'mimg': mimg(a, p); return;
    case 'exp': exp(a); return;
    case 'flat': flat(a, p); return;
  }
}

export { Cursor, type ParseError };
