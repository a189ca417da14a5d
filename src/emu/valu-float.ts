// IEEE arithmetic on bit patterns for the VALU ops beyond VOP1: add, mul,
// fma, min/max, compares and classes in f16/f32/f64, correctly rounded in
// the four MODE rounding modes (through the h + t rounders of float/round.ts).
// NaN rules (semantics.md 6.2): a NaN operand gives that NaN quieted (the
// first NaN in operand order); an invalid operation on non-NaN operands gives
// the default NaN.

import {
  DNAN16, DNAN32, DNAN64_HI, f16Value, f32Bits, f32Value, f64Value, isNaN16, isNaN32, isNaN64, quiet16, quiet32,
  res64, roundF16, roundF32, roundF64, setRes64, setRes64Bits, RDN, RTZ, RUP, type RoundMode,
} from './float/index.js';
import { ddLo, twoProd, twoSum } from './float/dd.js';

// --- f32 ------------------------------------------------------------------------

/** The sign of an exact zero sum x + y in mode rm (IEEE 754 6.3). */
function zeroSum(negX: boolean, negY: boolean, bothZero: boolean, rm: RoundMode): boolean {
  if (bothZero) return rm === RDN ? negX || negY : negX && negY;
  return rm === RDN;
}

function overflow32(pos: boolean, rm: RoundMode): number {
  const inf = rm === 0 || (rm === RUP && pos) || (rm === RDN && !pos);
  return ((pos ? 0 : 0x80000000) | (inf ? 0x7f800000 : 0x7f7fffff)) >>> 0;
}

/** x + y (f32 bits). */
export function addF32(x: number, y: number, rm: RoundMode): number {
  if (isNaN32(x)) return quiet32(x);
  if (isNaN32(y)) return quiet32(y);
  const a = f32Value(x);
  const b = f32Value(y);
  const s = a + b;
  if (s !== s) return DNAN32;
  // Round to nearest: the double sum rounded to f32 is the correctly rounded f32 sum (53 >= 2 * 24 + 2).
  if (rm === 0) return f32Bits(s);
  if (s === Infinity || s === -Infinity) return f32Bits(s);
  const e = twoSumErr(a, b, s);
  if (s === 0 && e === 0) return zeroSum(x >>> 31 === 1, y >>> 31 === 1, a === 0 && b === 0, rm) ? 0x80000000 : 0;
  return roundF32(s, e, rm);
}

function twoSumErr(a: number, b: number, s: number): number {
  const bb = s - a;
  return (a - (s - bb)) + (b - bb);
}

/** x * y (f32 bits). The product of two f32 values is exact in a double. */
export function mulF32(x: number, y: number, rm: RoundMode): number {
  if (isNaN32(x)) return quiet32(x);
  if (isNaN32(y)) return quiet32(y);
  const p = f32Value(x) * f32Value(y);
  if (p !== p) return DNAN32;
  if (p === Infinity || p === -Infinity) return f32Bits(p);
  if (p === 0) return ((x ^ y) & 0x80000000) >>> 0;
  if (rm === 0) return f32Bits(p);
  return roundF32(p, 0, rm);
}

/** fma(x, y, z) (f32 bits), one rounding. */
export function fmaF32(x: number, y: number, z: number, rm: RoundMode): number {
  if (isNaN32(x)) return quiet32(x);
  if (isNaN32(y)) return quiet32(y);
  if (isNaN32(z)) return quiet32(z);
  const a = f32Value(x);
  const b = f32Value(y);
  const c = f32Value(z);
  const p = a * b; // exact
  if (p !== p) return DNAN32;
  const s = p + c;
  if (s !== s) return DNAN32;
  if (!Number.isFinite(p) || !Number.isFinite(c)) return f32Bits(s);
  const e = twoSumErr(p, c, s);
  if (s === 0 && e === 0) {
    const negP = ((x ^ y) >>> 31) === 1;
    return zeroSum(negP, z >>> 31 === 1, p === 0 && c === 0, rm) ? 0x80000000 : 0;
  }
  return roundF32(s, e, rm);
}

// --- f64 ------------------------------------------------------------------------

function overflow64(pos: boolean, rm: RoundMode): number {
  const inf = rm === 0 || (rm === RUP && pos) || (rm === RDN && !pos);
  return setRes64Bits((pos ? 0 : 0x80000000) | (inf ? 0x7ff00000 : 0x7fefffff), inf ? 0 : 0xffffffff);
}

function quiet64(hi: number, lo: number): number { return setRes64Bits(hi | 0x00080000, lo); }
function dnan64(): number { return setRes64Bits(DNAN64_HI, 0); }
function zero64(neg: boolean): number { return setRes64Bits(neg ? 0x80000000 : 0, 0); }

/** x + y (f64: hi returned, both dwords in res64). */
export function addF64(xh: number, xl: number, yh: number, yl: number, rm: RoundMode): number {
  if (isNaN64(xh, xl)) return quiet64(xh, xl);
  if (isNaN64(yh, yl)) return quiet64(yh, yl);
  const a = f64Value(xh, xl);
  const b = f64Value(yh, yl);
  const s = a + b;
  if (s !== s) return dnan64();
  if (!Number.isFinite(s)) {
    if (Number.isFinite(a) && Number.isFinite(b)) return overflow64(s > 0, rm);
    return setRes64(s);
  }
  const e = twoSumErr(a, b, s);
  if (s === 0 && e === 0) return zero64(zeroSum(xh >>> 31 === 1, yh >>> 31 === 1, a === 0 && b === 0, rm));
  return setRes64(roundF64(s, e, rm));
}

export function mulF64(xh: number, xl: number, yh: number, yl: number, rm: RoundMode): number {
  if (isNaN64(xh, xl)) return quiet64(xh, xl);
  if (isNaN64(yh, yl)) return quiet64(yh, yl);
  const a = f64Value(xh, xl);
  const b = f64Value(yh, yl);
  const p = a * b;
  if (p !== p) return dnan64();
  if (p === 0) return zero64(((xh ^ yh) >>> 31) === 1);
  if (!Number.isFinite(p)) {
    if (Number.isFinite(a) && Number.isFinite(b)) return overflow64(p > 0, rm);
    return setRes64(p);
  }
  const h = twoProd(a, b);
  return setRes64(roundF64(h, ddLo, rm));
}

export function fmaF64(xh: number, xl: number, yh: number, yl: number, zh: number, zl: number, rm: RoundMode): number {
  if (isNaN64(xh, xl)) return quiet64(xh, xl);
  if (isNaN64(yh, yl)) return quiet64(yh, yl);
  if (isNaN64(zh, zl)) return quiet64(zh, zl);
  const a = f64Value(xh, xl);
  const b = f64Value(yh, yl);
  const c = f64Value(zh, zl);
  const p = a * b;
  if (p !== p) return dnan64();
  if (!Number.isFinite(p) || !Number.isFinite(c)) {
    const s = p + c;
    if (s !== s) return dnan64();
    if (Number.isFinite(c) && Number.isFinite(a) && Number.isFinite(b)) return overflow64(s > 0, rm);
    return setRes64(s);
  }
  const ph = twoProd(a, b);
  const pl = ddLo;
  const s = twoSum(ph, c);
  const e = ddLo + pl;
  if (s === 0 && e === 0) return zero64(zeroSum(((xh ^ yh) >>> 31) === 1, zh >>> 31 === 1, p === 0 && c === 0, rm));
  if (!Number.isFinite(s)) return overflow64(s > 0, rm);
  return setRes64(roundF64(s, e, rm));
}

// --- f16 (GCN 1.2) --------------------------------------------------------------

export function addF16(x: number, y: number, rm: RoundMode): number {
  if (isNaN16(x)) return quiet16(x);
  if (isNaN16(y)) return quiet16(y);
  const a = f16Value(x);
  const b = f16Value(y);
  const s = a + b; // exact: both are multiples of 2^-24 below 2^16
  if (s !== s) return DNAN16;
  if (s === 0) return zeroSum(x >>> 15 === 1, y >>> 15 === 1, a === 0 && b === 0, rm) ? 0x8000 : 0;
  return roundF16(s, 0, rm);
}

export function mulF16(x: number, y: number, rm: RoundMode): number {
  if (isNaN16(x)) return quiet16(x);
  if (isNaN16(y)) return quiet16(y);
  const p = f16Value(x) * f16Value(y);
  if (p !== p) return DNAN16;
  if (p === 0) return (x ^ y) & 0x8000;
  return roundF16(p, 0, rm);
}

export function fmaF16(x: number, y: number, z: number, rm: RoundMode): number {
  if (isNaN16(x)) return quiet16(x);
  if (isNaN16(y)) return quiet16(y);
  if (isNaN16(z)) return quiet16(z);
  const p = f16Value(x) * f16Value(y);
  const c = f16Value(z);
  const s = p + c; // exact: p has 22 significant bits within 2^-48 .. 2^32
  if (s !== s) return DNAN16;
  if (s === 0) return zeroSum(((x ^ y) >>> 15) === 1, z >>> 15 === 1, p === 0 && c === 0, rm) ? 0x8000 : 0;
  return roundF16(s, 0, rm);
}

// --- comparisons, min/max, classes ---------------------------------------------

/** Compare results: bit 0 less, 1 equal, 2 greater, 3 unordered. */
export function cmpBits(a: number, b: number): number {
  if (a !== a || b !== b) return 8;
  return a < b ? 1 : a === b ? 2 : 4;
}

/**
 * The VOPC float relations by their 4-bit truth table over
 * (less, equal, greater, unordered): f, lt, eq, le, gt, lg, ge, o, u, nge,
 * nlg, ngt, nle, neq, nlt, tru (opcode order).
 */
export const FCMP_TABLE: Readonly<Record<string, number>> = {
  f: 0, lt: 1, eq: 2, le: 3, gt: 4, lg: 5, ge: 6, o: 7, u: 8, nge: 9, nlg: 10, ngt: 11, nle: 12, neq: 13, nlt: 14, tru: 15,
};

/** v_cmp_class mask bit for a value: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf. */
export function classBit32(x: number): number {
  const neg = x >>> 31 === 1;
  const e = (x >>> 23) & 0xff;
  const m = x & 0x7fffff;
  if (e === 0xff) return m === 0 ? (neg ? 2 : 9) : (m & 0x400000) !== 0 ? 1 : 0;
  if (e === 0) return m === 0 ? (neg ? 5 : 6) : (neg ? 4 : 7);
  return neg ? 3 : 8;
}

export function classBit64(hi: number, lo: number): number {
  const neg = hi >>> 31 === 1;
  const e = (hi >>> 20) & 0x7ff;
  const mz = (hi & 0xfffff) === 0 && lo === 0;
  if (e === 0x7ff) return mz ? (neg ? 2 : 9) : (hi & 0x80000) !== 0 ? 1 : 0;
  if (e === 0) return mz ? (neg ? 5 : 6) : (neg ? 4 : 7);
  return neg ? 3 : 8;
}

export function classBit16(h: number): number {
  const neg = (h & 0x8000) !== 0;
  const e = (h >>> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 0x1f) return m === 0 ? (neg ? 2 : 9) : (m & 0x200) !== 0 ? 1 : 0;
  if (e === 0) return m === 0 ? (neg ? 5 : 6) : (neg ? 4 : 7);
  return neg ? 3 : 8;
}

/**
 * min/max on f32 bits (semantics choice, see choices.ts): with MODE.IEEE a
 * signalling NaN operand gives it quieted and a quiet NaN loses to a number;
 * without IEEE any NaN loses to a number. Two NaNs give the first quieted.
 * -0 is less than +0.
 */
export function minMaxF32(x: number, y: number, max: boolean, ieee: boolean): number {
  const nx = isNaN32(x);
  const ny = isNaN32(y);
  if (nx || ny) {
    if (ieee) {
      if (nx && (x & 0x400000) === 0) return quiet32(x);
      if (ny && (y & 0x400000) === 0) return quiet32(y);
    }
    if (nx && ny) return quiet32(x);
    return nx ? y : x;
  }
  const a = f32Value(x);
  const b = f32Value(y);
  let xFirst: boolean;
  if (a === b) xFirst = max ? (x >>> 31) <= (y >>> 31) : (x >>> 31) >= (y >>> 31);
  else xFirst = max ? a > b : a < b;
  return xFirst ? x : y;
}

export function minMaxF64(xh: number, xl: number, yh: number, yl: number, max: boolean, ieee: boolean): number {
  const nx = isNaN64(xh, xl);
  const ny = isNaN64(yh, yl);
  if (nx || ny) {
    if (ieee) {
      if (nx && (xh & 0x80000) === 0) return quiet64(xh, xl);
      if (ny && (yh & 0x80000) === 0) return quiet64(yh, yl);
    }
    if (nx && ny) return quiet64(xh, xl);
    return nx ? setRes64Bits(yh, yl) : setRes64Bits(xh, xl);
  }
  const a = f64Value(xh, xl);
  const b = f64Value(yh, yl);
  let xFirst: boolean;
  if (a === b) xFirst = max ? (xh >>> 31) <= (yh >>> 31) : (xh >>> 31) >= (yh >>> 31);
  else xFirst = max ? a > b : a < b;
  return xFirst ? setRes64Bits(xh, xl) : setRes64Bits(yh, yl);
}

export function minMaxF16(x: number, y: number, max: boolean, ieee: boolean): number {
  const nx = isNaN16(x);
  const ny = isNaN16(y);
  if (nx || ny) {
    if (ieee) {
      if (nx && (x & 0x200) === 0) return quiet16(x);
      if (ny && (y & 0x200) === 0) return quiet16(y);
    }
    if (nx && ny) return quiet16(x);
    return nx ? y : x;
  }
  const a = f16Value(x);
  const b = f16Value(y);
  let xFirst: boolean;
  if (a === b) xFirst = max ? (x >>> 15) <= (y >>> 15) : (x >>> 15) >= (y >>> 15);
  else xFirst = max ? a > b : a < b;
  return xFirst ? x : y;
}

/** x * 2^n for f32 bits, correctly rounded. */
export function ldexpF32(x: number, n: number, rm: RoundMode): number {
  if (isNaN32(x)) return quiet32(x);
  const a = f32Value(x);
  if (a === 0 || !Number.isFinite(a)) return x >>> 0;
  const k = Math.max(-400, Math.min(400, n | 0));
  const v = a * Math.pow(2, k); // exact: f32 values scaled within the double range
  if (!Number.isFinite(v)) return overflow32(v > 0, rm);
  if (v === 0) return (x & 0x80000000) >>> 0;
  return roundF32(v, 0, rm);
}

/** x * 2^n for f64, correctly rounded in round-to-nearest (directed modes round the last step the same way). */
export function ldexpF64(xh: number, xl: number, n: number, rm: RoundMode): number {
  if (isNaN64(xh, xl)) return quiet64(xh, xl);
  const a = f64Value(xh, xl);
  if (a === 0 || !Number.isFinite(a)) return setRes64Bits(xh, xl);
  let k = Math.max(-2200, Math.min(2200, n | 0));
  let v = a;
  // Scale up first in exact steps, then one final (rounding) step.
  while (k > 1000) { v *= Math.pow(2, 1000); k -= 1000; if (!Number.isFinite(v)) return overflow64(a > 0, rm); }
  while (k < -1000) {
    const next = v * Math.pow(2, -1000);
    if (Math.abs(next) < 2.2250738585072014e-308) break;
    v = next; k += 1000;
  }
  if (k < -1000) {
    // Final scale into the subnormal range: round once.
    const r = v * Math.pow(2, Math.max(k, -2200) < -1074 - 60 ? -1074 - 60 : k);
    return setRes64(r);
  }
  const r = v * Math.pow(2, k);
  if (!Number.isFinite(r)) return overflow64(a > 0, rm);
  if (rm === RTZ && r !== 0) return setRes64(roundF64(r, 0, rm));
  return setRes64(r);
}

export { res64 };
