// Exact conversion of float literals (decimal or hexadecimal text) to the
// bit patterns of f16, f32, f64 and "the high dword of an f64" with
// round-to-nearest-even, computed with BigInt rationals so that no double
// rounding can occur (decimal -> f64 -> f32 is not the same as decimal -> f32).

export interface FloatFormat {
  readonly name: string;
  /** Precision in bits, the implicit leading bit included. */
  readonly precision: number;
  readonly expBits: number;
}

export const F16: FloatFormat = { name: 'f16', precision: 11, expBits: 5 };
export const F32: FloatFormat = { name: 'f32', precision: 24, expBits: 8 };
export const F64: FloatFormat = { name: 'f64', precision: 53, expBits: 11 };
/** The upper dword of an f64: its sign, exponent and top 20 fraction bits. */
export const F64_HIGH: FloatFormat = { name: 'f64 high dword', precision: 21, expBits: 11 };

/** A float literal's exact value: (-1)^neg * mant * base^exp, base 10 or 2. */
export interface ExactFloat {
  readonly negative: boolean;
  readonly mant: bigint;
  readonly exp: number;
  readonly base: 2 | 10;
}

export interface Rounded {
  /** The bit pattern (as a bigint, since f64 needs 64 bits). */
  readonly bits: bigint;
  /** The value was too large for the format (the bits are then infinity). */
  readonly overflow: boolean;
  /** A non-zero value became zero or a denormal. */
  readonly underflow: boolean;
  readonly inexact: boolean;
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/**
 * Parses the text of a float literal (no suffix): `1.5`, `.5`, `1.`, `1e-3`,
 * `+2.5E+3`, `0x1.8p1`, `-0x.8p-2`. Returns null if it is not one.
 */
export function parseFloatText(text: string): ExactFloat | null {
  let i = 0;
  let negative = false;
  if (text[i] === '+' || text[i] === '-') { negative = text[i] === '-'; i++; }
  if (text[i] === '0' && (text[i + 1] === 'x' || text[i + 1] === 'X')) {
    i += 2;
    let hex = '';
    let digits = 0;
    let exp = 0;
    let seenDot = false;
    let sticky = false;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i) | 32;
      if (c === 46) { if (seenDot) return null; seenDot = true; continue; }
      if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) break;
      digits++;
      if (hex.length < MAX_HEX_DIGITS) {
        if (hex.length > 0 || c !== 48) hex += text[i];
        if (seenDot) exp -= 4;
      } else {
        if (c !== 48) sticky = true;
        if (!seenDot) exp += 4;
      }
    }
    if (digits === 0) return null;
    if (text[i] !== 'p' && text[i] !== 'P') return null;
    i++;
    const e = parseExponent(text, i);
    if (e === null) return null;
    if (sticky) { hex += '1'; exp -= 4; }
    return { negative, mant: hex === '' ? 0n : BigInt('0x' + hex), exp: exp + e, base: 2 };
  }
  // Decimal: collect the significant digits; past MAX_DIGITS only a sticky
  // digit is kept (enough to round correctly to any of the formats here).
  let digitStr = '';
  let digits = 0;
  let exp = 0;
  let seenDot = false;
  let sticky = false;
  let firstNonZero = -1;
  const start = i;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) { if (seenDot) return null; seenDot = true; continue; }
    if (c < 48 || c > 57) break;
    digits++;
    if (firstNonZero < 0 && c !== 48) firstNonZero = i;
    if (firstNonZero >= 0 && digitStr.length < MAX_DIGITS) {
      digitStr += text[i];
      if (seenDot) exp--;
    } else if (firstNonZero >= 0) {
      if (c !== 48) sticky = true;
      if (!seenDot) exp++;
    } else if (seenDot) {
      exp--;
    }
  }
  void start;
  if (digits === 0) return null;
  if (i < text.length) {
    if (text[i] !== 'e' && text[i] !== 'E') return null;
    const e = parseExponent(text, i + 1);
    if (e === null) return null;
    exp += e;
  } else if (!seenDot) {
    return null; // an integer, not a float
  }
  if (sticky) { digitStr += '1'; exp--; }
  const mant = digitStr === '' ? 0n : BigInt(digitStr);
  return { negative, mant, exp, base: 10 };
}

/** Significant decimal digits kept exactly (f64 needs at most 767 plus a sticky one). */
const MAX_DIGITS = 800;
/** Hex digits kept exactly (4 bits each; far beyond any format's precision plus its exponent range). */
const MAX_HEX_DIGITS = 300;

function parseExponent(text: string, i: number): number | null {
  let neg = false;
  if (text[i] === '+' || text[i] === '-') { neg = text[i] === '-'; i++; }
  if (i >= text.length) return null;
  let e = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return null;
    // Clamp: anything this large is an overflow or underflow either way.
    e = Math.min(e * 10 + (c - 48), 100000);
  }
  return neg ? -e : e;
}

/** Rounds an exact value to a binary format with round-to-nearest-even. */
export function roundToFormat(v: ExactFloat, f: FloatFormat, mode: 'nearest' | 'truncate' = 'nearest'): Rounded {
  const p = f.precision;
  const bias = (1 << (f.expBits - 1)) - 1;
  const emin = 1 - bias; // exponent of the smallest normal
  const emax = bias;
  const signBit = BigInt(1) << BigInt(f.expBits + p - 1);
  const sign = v.negative ? signBit : 0n;
  const fracBits = BigInt(p - 1);
  const infBits = sign | (BigInt((1 << f.expBits) - 1) << fracBits);
  if (v.mant === 0n) return { bits: sign, overflow: false, underflow: false, inexact: false };
  // Magnitudes far outside every format: decide without building huge powers.
  const mag = v.base === 10 ? v.mant.toString().length + v.exp : (bitLength(v.mant) + v.exp) * 0.30103;
  if (mag > 400) return { bits: infBits, overflow: true, underflow: false, inexact: true };
  if (mag < -400) return { bits: sign, overflow: false, underflow: true, inexact: true };
  // value = num / den exactly.
  let num = v.mant;
  let den = 1n;
  if (v.base === 10) {
    if (v.exp >= 0) num *= 10n ** BigInt(v.exp);
    else den = 10n ** BigInt(-v.exp);
  } else if (v.exp >= 0) {
    num <<= BigInt(v.exp);
  } else {
    den <<= BigInt(-v.exp);
  }
  // e: the binary exponent with 2^e <= value < 2^(e+1).
  let e = bitLength(num) - bitLength(den);
  if (e >= 0 ? num < den << BigInt(e) : num << BigInt(-e) < den) e--;
  if (e > emax) return { bits: infBits, overflow: true, underflow: false, inexact: true };
  // The quantum: 2^(e - p + 1) for normals, fixed below the normal range.
  const q = Math.max(e, emin) - (p - 1);
  // m = value / 2^q, as an integer part and a remainder.
  let n = num;
  let d = den;
  if (q >= 0) d <<= BigInt(q);
  else n <<= BigInt(-q);
  let m = n / d;
  const rem = n - m * d;
  const inexact = rem !== 0n;
  if (mode === 'nearest' && inexact) {
    const twice = rem * 2n;
    if (twice > d || (twice === d && (m & 1n) === 1n)) m++;
  }
  // Rounding up may carry into the next binade (or past the largest finite).
  let exp = Math.max(e, emin);
  if (m >= BigInt(1) << BigInt(p)) { m >>= 1n; exp++; }
  if (exp > emax) return { bits: infBits, overflow: true, underflow: false, inexact: true };
  const normal = m >= BigInt(1) << fracBits;
  const biased = normal ? BigInt(exp + bias) : 0n;
  const frac = m & ((BigInt(1) << fracBits) - 1n);
  const bits = sign | (biased << fracBits) | frac;
  return { bits, overflow: false, underflow: !normal, inexact };
}

/** The f64 bit pattern of a finite JavaScript number. */
export function f64Bits(x: number): bigint {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, x);
  return dv.getBigUint64(0);
}

const F64_VIEW = new Float64Array(1);
const F64_WORDS = new Uint32Array(F64_VIEW.buffer);
const F32_VIEW = new Float32Array(1);
const F32_WORD = new Uint32Array(F32_VIEW.buffer);
/** Index of the high dword of an f64 in F64_WORDS (the platform's byte order). */
const HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const TWO_M126 = 2 ** -126;
const TWO_M1022 = 2 ** -1022;

/**
 * The f32 or f64-high-dword bits of a short decimal literal, through the
 * platform's f64 parse, or -1 when that shortcut might differ from
 * roundToFormat: hex text, more than 17 digits, zero, results outside the
 * normal range, and values the f64 parse put exactly halfway between two
 * results (only there can decimal -> f64 -> format round twice wrongly:
 * each such midpoint is itself an f64, so the f64 parse never crosses one).
 */
export function fastDecimalBits(text: string, f: FloatFormat): number {
  if (f !== F32 && f !== F64_HIGH) return -1;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 101 || c === 69) break; // the exponent
    else if (c !== 46 && c !== 43 && c !== 45) return -1; // x, p, anything else: the exact path
  }
  if (digits > 17) return -1;
  const x = Number(text);
  if (!Number.isFinite(x) || x === 0) return -1;
  const ax = Math.abs(x);
  if (f === F32) {
    const r = Math.fround(x);
    if (!Number.isFinite(r) || ax < TWO_M126) return -1;
    if (r !== x) {
      const other = 2 * x - r;
      if (Math.fround(other) === other) return -1; // x is halfway between r and other
    }
    F32_VIEW[0] = r;
    return F32_WORD[0]!;
  }
  if (ax < TWO_M1022) return -1;
  F64_VIEW[0] = x;
  const lo = F64_WORDS[HI ^ 1]!;
  let hi = F64_WORDS[HI]!;
  if (lo === 0x80000000) return -1; // halfway
  if (lo > 0x80000000) hi = (hi + 1) >>> 0; // a carry into the exponent is the right result
  if ((hi & 0x7ff00000) === 0x7ff00000) return -1; // overflow: the exact path reports it
  return hi;
}
