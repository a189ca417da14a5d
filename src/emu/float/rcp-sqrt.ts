// rcp, rsq, sqrt in f16, f32 and f64 (semantics.md §5.4, §7): the exact
// special cases, and round to nearest even of the exact 1/x, 1/sqrt(x),
// sqrt(x) otherwise (these ops ignore the MODE rounding mode).
//
// Why the results are correctly rounded:
// - sqrt(x) and 1/x are IEEE operations in double, correctly rounded to 53
//   bits; rounding that again to f32 (24 bits) or f16 (11 bits) gives the
//   correctly rounded result because 53 >= 2p + 2 (innocuous double rounding
//   of division and square root: Figueroa, "When is double rounding
//   innocuous?", 1995). In f64 the IEEE result is the answer.
// - 1/sqrt(x) is two roundings in double (error below 2 ulps of double), so
//   it is only a candidate r. The exact value v = x^(-1/2) is compared with
//   the midpoint m between r and its neighbour on the side of the candidate:
//   v > m  <=>  x * m^2 < 1. That product is evaluated exactly (f16: m has
//   12 bits, x m^2 fits a double; f32: m^2 fits a double and TwoProduct gives
//   x m^2 exactly; f64: m = r + d with d a power of two, and the expansion
//   x r^2 + 2 x r d + x d^2 - 1 is summed exactly, see sign64 below). x m^2 = 1
//   is impossible (m would be a power of two), so the comparison always
//   decides. For f16 and f32 the candidate is within 2^-51 of v, so only the
//   nearest midpoint can lie between them; for f64 the check is repeated
//   until both neighbouring midpoints enclose v.
//
// Denormals: the f32 forms are always-flush ops: denormal inputs count as
// zeros, and results are flushed unless flushOut is false (an emulator that
// applies OMOD/CLAMP first flushes afterwards, semantics.md §2). The f16 and
// f64 forms take denormal inputs as they are (flush them first when MODE
// says so) and flush results only when flushOut is true.

import {
  DNAN16, DNAN32, DNAN64_HI, f16Value, f32Bits, f32Value, f64Value, flush16, flush32, flush64, nextDown16,
  nextDown32, nextDownD, nextUp16, nextUp32, nextUpD, pow2, quiet16, quiet32, quiet64, exponentOf, res64, rn16,
  setRes64, setRes64Bits,
} from './bits.js';
import { ddLo, twoProd, twoSum } from './dd.js';
import { CHOICES } from '../choices.js';
import { floatTestHooks } from './ziv.js';

// --- f32 -------------------------------------------------------------------------

/** v_rcp_f32 (and v_rcp_iflag_f32: same value). */
export function rcpF32(b: number, flushOut = true): number {
  b = flush32(b);
  const a = b & 0x7fffffff;
  if (a >= 0x7f800000) return a > 0x7f800000 ? quiet32(b) : (b & 0x80000000) >>> 0;
  if (a === 0) return (b | 0x7f800000) >>> 0;
  const r = f32Bits(Math.fround(1 / f32Value(b)));
  return flushOut ? flush32(r) : r;
}

/** v_rcp_iflag_f32: the value of v_rcp_f32 (it differs only in the exception it signals). */
export const rcpIflagF32 = rcpF32;

/** v_rcp_clamp_f32 (GCN 1.0/1.1): an infinite result becomes ±MAX_FLOAT. */
export function rcpClampF32(b: number, flushOut = true): number {
  const r = rcpF32(b, flushOut);
  return (r & 0x7fffffff) === 0x7f800000 ? (r & 0x80000000 | 0x7f7fffff) >>> 0 : r;
}

/** v_rcp_legacy_f32 (GCN 1.0/1.1): an infinite result (from ±0) becomes ±0, sign of S0. */
export function rcpLegacyF32(b: number, flushOut = true): number {
  const r = rcpF32(b, flushOut);
  return (r & 0x7fffffff) === 0x7f800000 ? (r & 0x80000000) >>> 0 : r;
}

/** v_rsq_f32. */
export function rsqF32(b: number, flushOut = true): number {
  b = flush32(b);
  if ((b & 0x7fffffff) > 0x7f800000) return quiet32(b);
  if (b === 0) return 0x7f800000;
  if (b === 0x80000000) return 0xff800000;
  if ((b & 0x80000000) !== 0) return DNAN32;
  if (b === 0x7f800000) return 0;
  const r = rsqRound32(f32Value(b));
  return flushOut ? flush32(r) : r;
}

function rsqRound32(x: number): number {
  const y = 1 / Math.sqrt(x);
  const r = Math.fround(y);
  const rb = f32Bits(r);
  const nb = y > r ? nextUp32(rb) : nextDown32(rb);
  const n = f32Value(nb);
  const m = (r + n) * 0.5; // exact: 25 bits
  const p = twoProd(x, m * m); // m*m exact (50 bits); x m^2 = p + ddLo exactly
  const below = p < 1 || (p === 1 && ddLo < 0); // x m^2 < 1  <=>  v > m
  if (m > r) return below ? nb : rb;
  return below ? rb : nb;
}

/** v_rsq_clamp_f32 (GCN 1.0/1.1): a +inf result becomes +MAX_FLOAT (rsq(-0) stays -inf, §10 #4). */
export function rsqClampF32(b: number, flushOut = true): number {
  const r = rsqF32(b, flushOut);
  if (r === 0x7f800000) return 0x7f7fffff;
  return CHOICES.rsqClampNegativeInfinity && r === 0xff800000 ? 0xff7fffff : r;
}

/** v_rsq_legacy_f32 (GCN 1.0/1.1): a +inf result becomes +0 (CLRX's pseudo-code). */
export function rsqLegacyF32(b: number, flushOut = true): number {
  const r = rsqF32(b, flushOut);
  return r === 0x7f800000 ? 0 : r;
}

/** v_sqrt_f32. */
export function sqrtF32(b: number, flushOut = true): number {
  b = flush32(b);
  const a = b & 0x7fffffff;
  if (a > 0x7f800000) return quiet32(b);
  if (a === 0) return b >>> 0;
  if ((b & 0x80000000) !== 0) return DNAN32;
  if (a === 0x7f800000) return b;
  const r = f32Bits(Math.fround(Math.sqrt(f32Value(b))));
  return flushOut ? flush32(r) : r;
}

// --- f16 -------------------------------------------------------------------------

/** v_rcp_f16 (GCN 1.2). */
export function rcpF16(h: number, flushOut = false): number {
  const a = h & 0x7fff;
  if (a >= 0x7c00) return a > 0x7c00 ? quiet16(h) : h & 0x8000;
  if (a === 0) return h | 0x7c00;
  const r = rn16(1 / f16Value(h));
  return flushOut ? flush16(r) : r;
}

/** v_rsq_f16 (GCN 1.2). Results are never denormal. */
export function rsqF16(h: number): number {
  if ((h & 0x7fff) > 0x7c00) return quiet16(h);
  if (h === 0) return 0x7c00;
  if (h === 0x8000) return 0xfc00;
  if ((h & 0x8000) !== 0) return DNAN16;
  if (h === 0x7c00) return 0;
  const x = f16Value(h);
  const y = 1 / Math.sqrt(x);
  const rb = rn16(y);
  const r = f16Value(rb);
  const nb = y > r ? nextUp16(rb) : nextDown16(rb);
  const m = (r + f16Value(nb)) * 0.5; // 12 bits
  const below = x * (m * m) < 1; // exact: 11 + 24 bits
  if (m > r) return below ? nb : rb;
  return below ? rb : nb;
}

/** v_sqrt_f16 (GCN 1.2). Results are never denormal. */
export function sqrtF16(h: number): number {
  const a = h & 0x7fff;
  if (a > 0x7c00) return quiet16(h);
  if (a === 0) return h;
  if ((h & 0x8000) !== 0) return DNAN16;
  if (a === 0x7c00) return h;
  return rn16(Math.sqrt(f16Value(h)));
}

// --- f64 (results in res64, hi word returned) ------------------------------------------

/** v_rcp_f64. */
export function rcpF64(hi: number, lo: number, flushOut = false): number {
  const a = hi & 0x7fffffff;
  if (a >= 0x7ff00000) {
    if (a > 0x7ff00000 || lo !== 0) return quiet64(hi, lo);
    return setRes64Bits(hi & 0x80000000, 0);
  }
  if (a === 0 && lo === 0) return setRes64Bits(hi | 0x7ff00000, 0);
  const rh = setRes64(1 / f64Value(hi, lo));
  return flushOut ? flush64(rh, res64.lo) : rh;
}

/** v_rcp_clamp_f64 (GCN 1.0/1.1): an infinite result becomes ±MAX_DOUBLE. */
export function rcpClampF64(hi: number, lo: number, flushOut = false): number {
  const rh = rcpF64(hi, lo, flushOut);
  if ((rh & 0x7fffffff) === 0x7ff00000 && res64.lo === 0) return setRes64Bits((rh & 0x80000000) | 0x7fefffff, 0xffffffff);
  return rh;
}

/** v_sqrt_f64. */
export function sqrtF64(hi: number, lo: number): number {
  const a = hi & 0x7fffffff;
  if (a >= 0x7ff00000 && (a > 0x7ff00000 || lo !== 0)) return quiet64(hi, lo);
  if (a === 0 && lo === 0) return setRes64Bits(hi, 0);
  if ((hi & 0x80000000) !== 0) return setRes64Bits(DNAN64_HI, 0);
  return setRes64(Math.sqrt(f64Value(hi, lo)));
}

/** v_rsq_f64. Results are never denormal. */
export function rsqF64(hi: number, lo: number): number {
  const a = hi & 0x7fffffff;
  if (a >= 0x7ff00000) {
    if (a > 0x7ff00000 || lo !== 0) return quiet64(hi, lo);
    return (hi & 0x80000000) !== 0 ? setRes64Bits(DNAN64_HI, 0) : setRes64Bits(0, 0);
  }
  if (a === 0 && lo === 0) return setRes64Bits(hi | 0x7ff00000, 0);
  if ((hi & 0x80000000) !== 0) return setRes64Bits(DNAN64_HI, 0);
  return setRes64(rsqRound64(f64Value(hi, lo)));
}

/** v_rsq_clamp_f64 (GCN 1.0/1.1): a +inf result becomes +MAX_DOUBLE. */
export function rsqClampF64(hi: number, lo: number): number {
  const rh = rsqF64(hi, lo);
  if (rh === 0x7ff00000 && res64.lo === 0) return setRes64Bits(0x7fefffff, 0xffffffff);
  if (CHOICES.rsqClampNegativeInfinity && rh === 0xfff00000 && res64.lo === 0) return setRes64Bits(0xffefffff, 0xffffffff);
  return rh;
}

/** Correctly rounded 1/sqrt(x), x > 0 finite double. */
function rsqRound64(x: number): number {
  // x = xs * 4^h with xs in [1, 4): rsq(x) = rsq(xs) * 2^-h, exact scalings
  let pre = 0;
  if (x < 2.2250738585072014e-308) { x *= 3.402823669209385e38; pre = 64; } // * 2^128 = 4^64
  const h = exponentOf(x) >> 1;
  const xs = x * pow2(-2 * h);
  const y = 1 / Math.sqrt(xs); // in [0.5, 1], within 2 ulps of v
  // Fast path: one Newton-Raphson correction in double-double arithmetic.
  // e = 1 - xs y^2, with xs y^2 = q + ddLo + xs*pl split by TwoProduct and
  // 1 - q exact (Sterbenz): |e| < 2^-49, and its three roundings give an
  // absolute error below 2^-100.9. v = y (1 - e)^(-1/2) = y + y (e/2 + 3e^2/8)
  // + O(e^3): with the roundings of dl (2^-101.4) the dd value y + dl is
  // within 2^-100.5 of v, and rem = (y - r) + dl (y - r exact) is within
  // 2^-100.4 of v - r. If |rem| stays 2^-98 away from half an ulp of r, r is
  // the correctly rounded result.
  const p = twoProd(y, y);
  const pl = ddLo;
  const q = twoProd(xs, p);
  const e = ((1 - q) - ddLo) - xs * pl;
  const dl = y * e * (0.5 + 0.375 * e);
  let r = y + dl;
  const rem = (y - r) + dl;
  // half an ulp of r (in [0.5, 1]) on the side of rem
  const half = rem > 0 ? (r >= 1 ? 1.1102230246251565e-16 : 5.551115123125783e-17)
    : (r > 0.5 ? 5.551115123125783e-17 : 2.7755575615628914e-17);
  if (floatTestHooks.skipFast) r = y; // tests: let the slow path start from the raw candidate
  else if (Math.abs(rem) < half - 3.1554436208840472e-30) return r * pow2(pre - h); // 2^-98
  // Slow path (about 2^-44 of the inputs): exact midpoint comparisons.
  for (let i = 0; i < 4; i++) {
    const up = nextUpD(r);
    if (sign64(xs, r, (up - r) * 0.5) < 0) { r = up; continue; } // x m^2 < 1: v above the upper midpoint
    const dn = nextDownD(r);
    if (sign64(xs, r, (dn - r) * 0.5) > 0) { r = dn; continue; } // v below the lower midpoint
    break;
  }
  return r * pow2(pre - h);
}

const EXP = new Float64Array(8); // scratch expansion for sign64

/**
 * The exact sign of x (r + d)^2 - 1 for doubles x in [1, 4), r near 1/sqrt(x)
 * and d = ± half an ulp of r (a power of two). The terms
 *   x r^2 = x (a1 + a2) = b1 + b2 + b3 + b4,  2 d x r = 2d (c1 + c2),  x d^2
 * are exact (TwoProduct; the scalings by powers of two are exact), and b1 - 1
 * is exact (Sterbenz). Their sum is accumulated exactly into a non-overlapping
 * expansion (Shewchuk's grow-expansion with zero elimination), whose largest
 * component has the sign of the sum.
 */
function sign64(x: number, r: number, d: number): number {
  const a1 = twoProd(r, r);
  const a2 = ddLo;
  const b1 = twoProd(x, a1);
  const b2 = ddLo;
  const b3 = twoProd(x, a2);
  const b4 = ddLo;
  const c1 = twoProd(x, r);
  const c2 = ddLo;
  let n = 0;
  n = grow(n, b1 - 1);
  n = grow(n, b2);
  n = grow(n, b3);
  n = grow(n, b4);
  n = grow(n, 2 * d * c1);
  n = grow(n, 2 * d * c2);
  n = grow(n, x * d * d);
  for (let i = n - 1; i >= 0; i--) { const v = EXP[i]!; if (v !== 0) return v > 0 ? 1 : -1; }
  return 0;
}

/** Adds b to the expansion EXP[0..n) (increasing magnitude), exactly; returns the new length. */
function grow(n: number, b: number): number {
  let q = b;
  let k = 0;
  for (let i = 0; i < n; i++) {
    q = twoSum(q, EXP[i]!);
    const e = ddLo;
    if (e !== 0) EXP[k++] = e;
  }
  if (q !== 0) EXP[k++] = q;
  return k;
}
