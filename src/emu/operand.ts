// Operand codes resolved once per instruction (the 9-bit code map of
// isa/operands.ts): a register, a constant (inline or literal) or a
// condition bit. Steps read them with readS32/readS64 without allocating.

import { GENERATIONS, type GenIndex } from '../isa/generations.js';
import { INLINE_FLOATS, sourceCodes } from '../isa/operands.js';
import { RunError } from './exec.js';
import { CODE_EXEC, CODE_VCC, type Wave } from './wave.js';

export const K_SREG = 0;
export const K_CONST = 1;
export const K_COND = 2;
export const K_VGPR = 3;

export interface Operand {
  readonly kind: number;
  /** Scalar code (K_SREG, K_COND) or VGPR number (K_VGPR). */
  readonly reg: number;
  /** Constant: low and high dwords (a 32-bit operand uses lo). */
  readonly lo: number;
  readonly hi: number;
}

export function fail(message: string): never {
  throw new RunError(message, -1);
}

/** How a constant fills a 64-bit operand: as an f64 (float ops) or as a 64-bit integer. */
export type Wide = 'f64' | 'int';

/**
 * Resolves operand `code` (0..511). `width` is 32 or 64 bits (16-bit operands
 * read 32 and are masked by the op). `float16` selects the f16 form of an
 * inline float for 16-bit float operands.
 */
export function operand(code: number, gi: GenIndex, width: 32 | 64, literal: number | null, what: string,
  opts: { wide?: Wide; f16?: boolean } = {}): Operand {
  const s = sourceCodes(gi)[code]!;
  const g = GENERATIONS[gi]!;
  switch (s.kind) {
    case 'vgpr':
      if (width === 64 && s.index === 255) fail(`${what}: v255 starts no 64-bit register pair`);
      return { kind: K_VGPR, reg: s.index, lo: 0, hi: 0 };
    case 'sgpr': case 'ttmp': case 'special':
      if (width === 64 && s.kind === 'sgpr' && code + 1 >= g.sgprCount) fail(`${what}: s${code} starts no 64-bit register pair on ${g.id}`);
      return { kind: K_SREG, reg: code, lo: 0, hi: 0 };
    case 'int': {
      const v = s.index;
      return { kind: K_CONST, reg: 0, lo: (opts.f16 ? v & 0xffff : v >>> 0), hi: v < 0 ? 0xffffffff : 0 };
    }
    case 'float': {
      const f = INLINE_FLOATS[s.index]!;
      if (width === 64 && opts.wide !== 'int') return { kind: K_CONST, reg: 0, lo: f.f64lo >>> 0, hi: f.f64hi >>> 0 };
      if (width === 64) return { kind: K_CONST, reg: 0, lo: f.f32 >>> 0, hi: 0 };
      return { kind: K_CONST, reg: 0, lo: opts.f16 ? f.f16 : f.f32 >>> 0, hi: 0 };
    }
    case 'literal':
      if (literal === null) fail(`${what}: a literal needs a dword after the instruction (VOP3 has none)`);
      // A literal on an f64 operand is the high dword (semantics.md 8); on an integer one it is zero-extended.
      if (width === 64 && opts.wide !== 'int') return { kind: K_CONST, reg: 0, lo: 0, hi: literal >>> 0 };
      return { kind: K_CONST, reg: 0, lo: literal >>> 0, hi: 0 };
    case 'cond':
      return { kind: K_COND, reg: code, lo: 0, hi: 0 };
    default:
      return fail(`${what}: operand code ${code} (${s.clrx}) is not supported here on ${g.id}`);
  }
}

export function condBit(w: Wave, code: number): number {
  if (code === 251) return (w.sreg[CODE_VCC]! | w.sreg[CODE_VCC + 1]!) === 0 ? 1 : 0;
  if (code === 252) return (w.sreg[CODE_EXEC]! | w.sreg[CODE_EXEC + 1]!) === 0 ? 1 : 0;
  return w.scc;
}

/** The 32-bit value of a scalar operand (not a VGPR). */
export function readS32(w: Wave, o: Operand): number {
  return o.kind === K_SREG ? w.sreg[o.reg]! : o.kind === K_CONST ? o.lo : condBit(w, o.reg);
}

/** High dword of the last readS64. */
export let s64hi = 0;

/** The 64-bit value of a scalar operand: returns the low dword, the high one in s64hi. */
export function readS64(w: Wave, o: Operand): number {
  if (o.kind === K_SREG) { s64hi = w.sreg[o.reg + 1]!; return w.sreg[o.reg]!; }
  if (o.kind === K_CONST) { s64hi = o.hi; return o.lo; }
  s64hi = 0;
  return condBit(w, o.reg);
}

/** Checks a scalar destination code: an SGPR (pair), ttmp, or a named register. */
export function sdest(code: number, gi: GenIndex, width: 1 | 2 | number, what: string): number {
  const s = sourceCodes(gi)[code]!;
  const g = GENERATIONS[gi]!;
  if (!s.sdst) fail(`${what}: destination code ${code} (${s.clrx}) is not a scalar register`);
  if (s.kind === 'sgpr' && code + width > g.sgprCount) fail(`${what}: s[${code}:${code + width - 1}] runs past the SGPRs of ${g.id}`);
  return code;
}
