// Constants of the CLRX dialect: float literals (with an h/s/l suffix, or in
// the op's float format) and integer expressions, as inline constants where
// they match one, else literal dwords; a forward reference is a literal
// filled later.

import { INLINE_FLOATS, intInlineCode } from '../../isa/operands.js';
import { Ch, type Cursor, isDigit, isIdentChar } from '../cursor.js';
import { CLRX_EXPR, parseExpr, type Expr, type ParseError } from '../expr.js';
import { F16, F32, F64_HIGH, fastDecimalBits, parseFloatText, roundToFormat, type FloatFormat } from '../float.js';
import type { ClrxAssembler } from './assembler.js';
import { relativeMessage } from './eval.js';
import type { Src } from './operands.js';
import { truncate32 } from './values.js';

/** The float format CLRX converts a float literal to, by the op's operand type or a suffix. */
const FORMAT_OF = { f16: F16, f32: F32, f64: F64_HIGH } as const;

/** A float literal (with optional h/s/l suffix) or an integer expression. */
export function constantOperand(a: ClrxAssembler, c: Cursor, s: Src, width: 32 | 64, fl: 'f16' | 'f32' | 'f64', forced: boolean): Src | null {
  const f = scanFloat(c);
  if (f !== null) {
    const { text, suffix, end } = f;
    const fmt: FloatFormat = suffix === 'h' ? F16 : suffix === 's' ? F32 : suffix === 'l' ? F64_HIGH : FORMAT_OF[fl];
    c.pos = end;
    let bits = fastDecimalBits(text, fmt);
    if (bits < 0) {
      const rd = roundToFormat(parseFloatText(text)!, fmt);
      if (rd.overflow) {
        // clrxasm points after the digits (a suffix is left unread).
        if (suffix !== '') c.pos--;
        a.error(c.col(), 'Absolute value of number is too big');
        return null;
      }
      bits = Number(rd.bits) >>> 0;
    }
    s.regs = 0;
    // The bits are compared with the inline constants of the format they were converted to;
    // a suffix naming another format than the operand's makes a literal of that format (clrxasm).
    const inline = forced || (suffix !== '' && fmt !== FORMAT_OF[fl]) ? -1 : floatInline(a, bits, fmt);
    if (inline >= 0) { s.code = inline; return s; }
    s.code = 255;
    s.literal = bits;
    return s;
  }
  return integerOperand(a, c, s, false, forced);
}

/** An integer expression: inline constant -16..64, else a 32-bit literal. */
export function integerOperand(a: ClrxAssembler, c: Cursor, s: Src, negate = false, forced = false, exprCol = -1): Src | null {
  const ecol = exprCol >= 0 ? exprCol : c.col();
  if (!negate) {
    // Fast path: a plain number (with an optional minus sign).
    const save = c.pos;
    const minus = c.peek() === Ch.MINUS;
    if (minus) c.pos++;
    const p = c.plainInt();
    if (p >= 0) {
      const v = minus ? -p : p;
      s.neg = false;
      s.regs = 0;
      if (!forced && v >= -16 && v <= 64) { s.code = intInlineCode(v); return s; }
      s.code = 255;
      s.literal = truncate32(a, BigInt(v), ecol);
      return s;
    }
    c.pos = save;
  }
  const err: { e: ParseError | null } = { e: null };
  const e = parseExpr(c, CLRX_EXPR, err);
  if (e === null) { a.exprError(c, err.e!); return null; }
  c.skipSpace();
  if (c.peek() === Ch.LPAREN) { a.error(c.col(), 'Expected operator'); return null; }
  const expr: Expr = negate ? { k: 'neg', a: e } : e;
  s.neg = false;
  s.regs = 0;
  const r = a.eval(expr, s.col);
  if (r === undefined) return null;
  if (r.value === null) {
    // A forward reference: always a literal, patched when the symbol is known.
    s.code = 255;
    s.literal = 0;
    s.litExpr = expr;
    s.litWait = r.unresolved!.name;
    // clrxasm reports an unresolved symbol at the operand (a leading `@` skipped).
    s.litCol = c.text.charCodeAt(s.col - 1 + c.base) === Ch.AT ? s.col + 1 : s.col;
    return s;
  }
  if (r.rel !== 0) { a.error(s.col, relativeMessage(r.rel)); return null; }
  const v = r.value;
  if (!forced && v >= -16n && v <= 64n) {
    s.code = intInlineCode(Number(v));
    return s;
  }
  s.code = 255;
  s.literal = truncate32(a, v, ecol);
  return s;
}

/** The inline code a float's bits match for the operand's float type, or -1. */
function floatInline(a: ClrxAssembler, bits: number, fmt: FloatFormat): number {
  if (bits === 0) return 128;
  for (const f of INLINE_FLOATS) {
    if (f.code === 248 && !a.gen.inlineInv2Pi) continue;
    const pattern = fmt === F16 ? f.f16 : fmt === F32 ? f.f32 : f.f64hi;
    if (bits === pattern >>> 0) return f.code;
  }
  return -1;
}

/** Recognises a float literal at the cursor (not an integer), with its suffix. */
export function scanFloat(c: Cursor): { text: string; suffix: string; end: number } | null {
  const t = c.text;
  let i = c.pos;
  let sign = '';
  if (t[i] === '-' || t[i] === '+') { sign = t[i]!; i++; }
  const start = i;
  if (t[i] === '0' && (t[i + 1] === 'x' || t[i + 1] === 'X')) {
    // Hex float: needs a 'p' exponent.
    let j = i + 2;
    while (j < c.end) {
      const ch = t.charCodeAt(j) | 32;
      if (!((ch >= 48 && ch <= 57) || (ch >= 97 && ch <= 102) || ch === (Ch.DOT | 32))) break;
      j++;
    }
    if (t[j] !== 'p' && t[j] !== 'P') return null;
    j++;
    if (t[j] === '+' || t[j] === '-') j++;
    while (j < c.end && isDigit(t.charCodeAt(j))) j++;
    return floatEnd(c, sign + t.slice(start, j), j, true);
  }
  let j = i;
  let digits = 0;
  while (j < c.end && isDigit(t.charCodeAt(j))) { j++; digits++; }
  let isFloat = false;
  if (t[j] === '.') {
    j++;
    isFloat = true;
    while (j < c.end && isDigit(t.charCodeAt(j))) { j++; digits++; }
  }
  if (digits === 0) return null;
  if ((t[j] === 'e' || t[j] === 'E') && (isDigit(t.charCodeAt(j + 1)) || ((t[j + 1] === '+' || t[j + 1] === '-') && isDigit(t.charCodeAt(j + 2))))) {
    j += 2;
    isFloat = true;
    while (j < c.end && isDigit(t.charCodeAt(j))) j++;
  }
  if (!isFloat) return null;
  // A leading-zero octal such as 017 is an integer; 017.5 is a float.
  return floatEnd(c, sign + t.slice(start, j), j, false);
}

function floatEnd(c: Cursor, text: string, j: number, hex: boolean): { text: string; suffix: string; end: number } | null {
  let suffix = '';
  const ch = c.text[j];
  if (ch !== undefined && 'hHsSlL'.includes(ch) && !isIdentChar(c.text.charCodeAt(j + 1))) {
    suffix = ch.toLowerCase();
    j++;
  }
  // The decimal scan above accepts only what parseFloatText accepts; a hex float may still be malformed.
  if (hex && parseFloatText(text) === null) return null;
  return { text, suffix, end: j };
}
