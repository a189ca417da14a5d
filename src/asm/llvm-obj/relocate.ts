// What a forward reference becomes at the end of an LLVM-dialect assembly:
// a value patched in place, or (as llvm-mc's object writer decides) an ELF
// relocation: a symbol with a variant (`gcd@rel32@lo+4`: llvm-mc never
// resolves those in place), an undefined symbol, or a label of another
// section (or, in data, any label: its address is not known before linking).
// A relocation against a local symbol is made against its section, the
// symbol's offset added to the addend (as llvm-mc writes it).

import { evaluate, LLVM_EXPR, type Expr, type SymbolValue } from '../expr.js';
import type { ObjRelocation, RelocType } from '../../objfile/write/model.js';
import { VARIANT_TYPES } from '../../objfile/reloc-types.js';

export interface ObjFixup {
  readonly expr: Expr;
  /** Offset of the hole in its section, and of its statement (`.`). */
  readonly at: number;
  readonly dot: number;
  readonly size: 1 | 2 | 4 | 8;
  /** An instruction literal (PC-relative without a variant, as llvm-mc's needsPCRel). */
  readonly literal: boolean;
  readonly sec: number;
}

/** Where relocations go when an object is built (null in raw output: a warning instead). */
export interface RelocSink {
  add(r: ObjRelocation): void;
}

export interface RelocContext {
  /** A label's section index and offset. */
  label(name: string): { section: number; offset: number } | null;
  /** Variables (`x = expr`) and labels as the evaluator sees them. */
  lookup(name: string): SymbolValue | undefined;
  /** Whether a symbol is global or weak (it then stays the relocation's symbol). */
  isExternal(name: string): boolean;
  sectionName(i: number): string;
}

export type FixupOutcome =
  | { readonly k: 'local' }
  | { readonly k: 'reloc'; readonly type: RelocType; readonly symbol: string; readonly addend: bigint; readonly undefinedSymbol: string | null }
  | { readonly k: 'error'; readonly message: string };

/** Section shifts: labels of section s move by (s + 1) << 40, undefined symbols by 1 << 60. */
const SHIFT = 40n;
const UNDEF = 1n << 60n;

/** Whether the fixup needs a relocation, and which. */
export function resolveFixup(f: ObjFixup, ctx: RelocContext): FixupOutcome {
  let variant: string | null = null;
  let variantBase: string | null = null;
  let undef: string | null = null;
  let manyVariants = false;
  const look = (shift: boolean) => (name: string): SymbolValue | undefined => {
    const at = name.indexOf('@');
    const base = at > 0 ? name.slice(0, at) : name;
    if (at > 0) {
      const v = name.slice(at + 1);
      if (variant !== null && (variant !== v || variantBase !== base)) manyVariants = true;
      variant = v;
      variantBase = base;
    }
    const lab = ctx.label(base);
    if (lab !== null) return { value: BigInt(lab.offset) + (shift ? BigInt(lab.section + 1) << SHIFT : 0n), relative: true };
    const v = ctx.lookup(base);
    if (v !== undefined) return v;
    if (undef !== null && undef !== base) manyVariants = true;
    undef = base;
    return { value: shift ? UNDEF : 0n, relative: true };
  };
  const own = BigInt(f.sec + 1) << SHIFT;
  // `.` is a position in the fixup's section: it moves with it.
  const a = evaluate(f.expr, look(false), BigInt(f.dot), LLVM_EXPR);
  const b = evaluate(f.expr, look(true), BigInt(f.dot) + own, LLVM_EXPR);
  if (a.value === null || b.value === null || a.error !== null) return { k: 'error', message: a.error ?? 'expected relocatable expression' };
  const d = BigInt.asUintN(64, b.value - a.value);
  if (variant === null && (d === 0n || (f.literal && d === own))) return { k: 'local' };
  if (manyVariants) return { k: 'error', message: 'expected relocatable expression' };
  let type: RelocType | undefined;
  if (variant !== null) type = VARIANT_TYPES.get(variant);
  else if (f.literal) type = 'REL32';
  else if (f.size === 4) type = 'ABS32';
  else if (f.size === 8) type = 'ABS64';
  if (type === undefined) return { k: 'error', message: variant !== null ? `unsupported relocation variant '${variant}'` : 'unsupported relocation size' };
  const addend = BigInt.asIntN(64, a.value);
  if (d === UNDEF && undef !== null) return { k: 'reloc', type, symbol: undef, addend, undefinedSymbol: undef };
  const base = variantBase ?? firstLabel(f.expr, ctx);
  const lab = base !== null ? ctx.label(base) : null;
  if (base === null || lab === null || d !== BigInt(lab.section + 1) << SHIFT) return { k: 'error', message: 'expected relocatable expression' };
  if (ctx.isExternal(base)) return { k: 'reloc', type, symbol: base, addend: addend - BigInt(lab.offset), undefinedSymbol: null };
  return { k: 'reloc', type, symbol: ctx.sectionName(lab.section), addend, undefinedSymbol: null };
}

function firstLabel(e: Expr, ctx: RelocContext): string | null {
  switch (e.k) {
    case 'num': case 'dot': return null;
    case 'sym': return ctx.label(e.name) !== null ? e.name : null;
    case 'neg': case 'not': case 'lnot': case 'plus': return firstLabel(e.a, ctx);
    case 'bin': return firstLabel(e.a, ctx) ?? firstLabel(e.b, ctx);
    case 'cond': return firstLabel(e.a, ctx) ?? firstLabel(e.b, ctx);
  }
}
