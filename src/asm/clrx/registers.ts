// CLRX registers: v5, v[4:5], s[0:1], ttmp3, named registers (vcc, exec_lo,
// m0, vccz, lds, ...), ill_N codes and register symbols with subranges, with
// clrxasm's range checks and messages.

import type { GenIndex } from '../../isa/generations.js';
import { CODE_LDS_DIRECT, CONDITION_CODES, LDS_DIRECT_NAMES, namedScalar, TTMP_COUNT } from '../../isa/operands.js';
import { Ch, type Cursor, identEnd, isDigit, isIdentChar } from '../cursor.js';
import { CLRX_EXPR, parseExpr, type ParseError } from '../expr.js';
import type { ClrxAssembler } from './assembler.js';
import { badRegister, registerRef, type RegRef } from './operands.js';

/** Named registers of generation `gi`, lower case, into `names`: vcc, exec_lo, m0, vccz, lds, ... */
export function fillNamedRegisters(names: Map<string, RegRef>, gi: GenIndex): void {
  names.clear();
  for (const base of ['flat_scratch', 'xnack_mask', 'vcc', 'tba', 'tma', 'exec']) {
    for (const name of [base, `${base}_lo`, `${base}_hi`]) {
      const k = namedScalar(gi, name);
      if (k !== undefined) names.set(name, { file: 's', code: k.code, regs: k.regs });
    }
  }
  const m0 = namedScalar(gi, 'm0');
  if (m0 !== undefined) names.set('m0', { file: 's', code: m0.code, regs: 1 });
  // Conditions and LDS_DIRECT fit any operand width (regs 0, like constants).
  for (const k of CONDITION_CODES) {
    names.set(k.clrx, { file: 'x', code: k.code, regs: 0 });
    names.set(k.llvm, { file: 'x', code: k.code, regs: 0 });
  }
  for (const n of LDS_DIRECT_NAMES.clrx) names.set(n, { file: 'x', code: CODE_LDS_DIRECT, regs: 0 });
}

/**
 * Parses a register at the cursor: v5, v[4:5], s[0:1], ttmp3, vcc, exec_lo,
 * vccz, lds, ... or a register symbol. Returns null (cursor unchanged) if
 * the text is not a register; reports range errors.
 */
export function parseRegister(a: ClrxAssembler, c: Cursor, allowSymbols: boolean): RegRef | null {
  const r = parseRegisterAt(a, c, allowSymbols);
  if (r !== null) { a.regEndCol = c.col(); }
  return r;
}

function parseRegisterAt(a: ClrxAssembler, c: Cursor, allowSymbols: boolean): RegRef | null {
  const start = c.pos;
  const col = c.col();
  a.regCol = col;
  const t = c.text;
  const end = c.end;
  if (start >= end) return null;
  // Fast path: v12, s7, ttmp3 (any case) without building strings.
  const c0 = t.charCodeAt(start) | 32;
  let file: 'v' | 's' | 't' | null = null;
  let prefix = 0;
  if (c0 === 118) { file = 'v'; prefix = 1; } else if (c0 === 115) { file = 's'; prefix = 1; } else if (c0 === 116
    && (t.charCodeAt(start + 1) | 32) === 116 && (t.charCodeAt(start + 2) | 32) === 109 && (t.charCodeAt(start + 3) | 32) === 112) {
    file = 't'; prefix = 4;
  }
  if (file !== null && (a.regSymbols.size === 0 || !allowSymbols)) {
    let i = start + prefix;
    let v = 0;
    const d0 = i;
    while (i < end) {
      const ch = t.charCodeAt(i);
      if (ch < Ch.D0 || ch > Ch.D9) break;
      v = v * 10 + (ch - Ch.D0);
      // clrxasm reads a register number up to 255, and stops at the digit that makes it larger.
      if (v > 255) { c.pos = i; a.error(c.col(i), 'Number is too big'); return badRegister(file); }
      i++;
    }
    const next = i < end ? t.charCodeAt(i) : -1;
    if (i > d0 && !isIdentChar(next)) {
      c.pos = i;
      return checkRange(a, file, v, v, col, true);
    }
    if (i === d0 && !isIdentChar(next)) {
      // v[a], v[a:b]
      c.pos = i;
      c.skipSpace();
      if (c.peek() === Ch.LBRACKET) {
        c.pos++;
        const r = parseRangeBounds(a, c, col, file);
        if (r === null) return badRegister(file);
        return checkRange(a, file, r[0], r[1], col, false);
      }
      c.pos = start;
    }
  }
  const id = c.ident();
  if (id === '') return null;
  // Register symbols, with an optional [n] or [a:b] subrange.
  if (allowSymbols && a.regSymbols.size > 0) {
    const sym = a.regSymbols.get(id);
    if (sym !== undefined) return subRange(a, c, sym, col);
  }
  const lower = id.toLowerCase();
  const named = a.names.get(lower);
  if (named !== undefined) return named;
  // ill_N: a raw operand code, as the disassembler prints reserved codes.
  if (lower.startsWith('ill_') && /^ill_[0-9]{1,3}$/.test(lower) && Number(lower.slice(4)) < 512) {
    return { file: 'x', code: Number(lower.slice(4)), regs: 0 };
  }
  if (file !== null) {
    // v / s / ttmp followed by a number or a bracket (register symbols shadow the fast path).
    let i = prefix;
    let v = 0;
    while (i < lower.length && isDigit(lower.charCodeAt(i))) {
      v = v * 10 + (lower.charCodeAt(i) - Ch.D0);
      if (v > 255) { c.pos = start + i; a.error(c.col(), 'Number is too big'); return badRegister(file); }
      i++;
    }
    if (i === lower.length && i > prefix) return checkRange(a, file, v, v, col, true);
    if (lower.length === prefix) {
      c.skipSpace();
      if (c.peek() === Ch.LBRACKET) {
        c.pos++;
        const r = parseRangeBounds(a, c, col, file);
        if (r === null) return badRegister(file);
        return checkRange(a, file, r[0], r[1], col, false);
      }
    }
  }
  c.pos = start;
  return null;
}

/** Whether a vector register (vN, v[...], or a register symbol of VGPRs) starts at the cursor. */
export function looksVector(a: ClrxAssembler, c: Cursor): boolean {
  const t = c.text;
  const p = c.pos;
  if ((t.charCodeAt(p) | 32) === 118) {
    let i = p + 1;
    while (i < c.end && (t.charCodeAt(i) === Ch.SPACE || t.charCodeAt(i) === Ch.TAB)) i++;
    const n = i < c.end ? t.charCodeAt(i) : -1;
    if (isDigit(t.charCodeAt(p + 1)) || n === Ch.LBRACKET) return true;
  }
  if (a.regSymbols.size > 0) {
    const e = identEnd(t, p, c.end);
    const sym = a.regSymbols.get(t.slice(p, e));
    if (sym !== undefined) return sym.file === 'v';
  }
  return false;
}

/** `a]` or `a:b]` after `[`: returns the bounds or null after an error. */
function parseRangeBounds(a: ClrxAssembler, c: Cursor, col: number, file: 'v' | 's' | 't'): [number, number] | null {
  const what = file === 'v' ? 'vector' : 'scalar';
  const first = smallExpr(a, c);
  if (first === null) return null;
  c.skipSpace();
  let last = first;
  if (c.peek() === Ch.COLON) {
    c.pos++;
    const x = smallExpr(a, c);
    if (x === null) return null;
    last = x;
    c.skipSpace();
  }
  if (c.peek() !== Ch.RBRACKET) {
    a.error(col, `Unterminated ${what} register range`);
    return null;
  }
  c.pos++;
  return [first, last];
}

/** A constant expression whose value is wanted as a JS number (clamped to 53 bits). */
export function smallExpr(a: ClrxAssembler, c: Cursor): number | null {
  c.skipSpace();
  const v = c.plainInt();
  if (v >= 0) return v;
  const b = constExpr(a, c);
  return b === null ? null : Number(BigInt.asIntN(53, b));
}

/** A constant expression in a register range. */
function constExpr(a: ClrxAssembler, c: Cursor): bigint | null {
  c.skipSpace();
  const v = c.plainInt();
  if (v >= 0) return BigInt(v);
  const err: { e: ParseError | null } = { e: null };
  const e = parseExpr(c, CLRX_EXPR, err);
  if (e === null) { a.exprError(c, err.e!); return null; }
  const r = a.eval(e);
  if (r === undefined) return null;
  if (r.value === null) { a.error(r.unresolved!.col, `Unresolved symbol '${r.unresolved!.name}'`); return null; }
  return r.value;
}

function checkRange(a: ClrxAssembler, file: 'v' | 's' | 't', first: number, last: number, col: number, single: boolean): RegRef {
  if (last < first) {
    a.error(col, 'Illegal register range');
    return badRegister(file);
  }
  // clrxasm says "Some ..." for the bracket forms (s[102] too).
  const some = !single;
  if (file === 'v') {
    if (last > 255) {
      a.error(col, some ? 'Some vector register number out of range' : 'Vector register number out of range');
      return badRegister(file);
    }
    return registerRef('v', 256 + first, last - first + 1);
  }
  if (file === 't') {
    if (last >= TTMP_COUNT) {
      a.error(col, `${some ? 'Some ' : ''}TTMPRegister number out of range (0-${TTMP_COUNT - 1})`);
      return badRegister(file);
    }
    return registerRef('s', 112 + first, last - first + 1);
  }
  if (last >= a.gen.sgprCount) {
    a.error(col, some ? 'Some scalar register number out of range' : 'Scalar register number out of range');
    return badRegister(file);
  }
  const regs = last - first + 1;
  if (regs === 2 && (first & 3) === 3) {
    a.error(col, 'Scalar register range cross two register lines');
    return badRegister(file);
  }
  return registerRef('s', first, regs);
}

/** `sym[n]` / `sym[a:b]` on a register symbol. */
function subRange(a: ClrxAssembler, c: Cursor, sym: RegRef, col: number): RegRef {
  c.skipSpace();
  if (c.peek() !== Ch.LBRACKET) return sym;
  c.pos++;
  const r = parseRangeBounds(a, c, col, sym.file === 'v' ? 'v' : 's');
  if (r === null) return { ...sym, code: -1 };
  const [first, last] = r;
  if (last < first || last >= sym.regs) { a.error(col, 'Register range is outside the symbol'); return { ...sym, code: -1 }; }
  return { file: sym.file, code: sym.code + first, regs: last - first + 1 };
}

