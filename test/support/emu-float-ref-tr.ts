// Reference values of 2^x, log2 x, sin(2 pi x) and cos(2 pi x) for dyadic x,
// as BigInt fixed-point intervals with proven error bounds, and the exact
// references of 1/x, sqrt x and 1/sqrt x.
//
// Each transcendental function returns an interval [lo, hi] * 2^e that
// contains the true value; `roundTr` rounds both ends and returns the result
// only if they agree (so the result is provably the correctly rounded value),
// otherwise it retries with more working bits. The error bounds below are
// deliberately loose (each truncation counted as a full ulp, every propagated
// error bounded by a factor of the largest magnitude involved).

import {
  bitlen, decode, dnanBits, infBits, roundExact, roundInterval, roundRatio, roundRsqrt, roundSqrt, zeroBits,
  type Fmt, type Mode,
} from './emu-float-ref.js';

/** Bits of the constants. */
const G = 640;

/** atanh(p/q) * 2^bits, truncated terms; error <= number of terms + 1 ulp. */
function atanhFrac(p: bigint, q: bigint, bits: number): bigint {
  const one = 1n << BigInt(bits);
  let term = (one * p) / q; // (p/q)^(2k+1) * 2^bits
  let sum = term;
  const p2 = p * p;
  const q2 = q * q;
  for (let k = 1n; term !== 0n; k++) {
    term = (term * p2) / q2;
    sum += term / (2n * k + 1n);
  }
  return sum;
}

/** atan(1/k) * 2^bits. */
function atanInv(k: bigint, bits: number): bigint {
  const one = 1n << BigInt(bits);
  let term = one / k;
  let sum = term;
  const k2 = k * k;
  for (let j = 1n; term !== 0n; j++) {
    term /= k2;
    sum += (j & 1n) === 1n ? -(term / (2n * j + 1n)) : term / (2n * j + 1n);
  }
  return sum;
}

const GUARD = 32;
/** ln 2 * 2^G, error < 1 ulp (computed with 32 guard bits). */
export const LN2_G = (2n * atanhFrac(1n, 3n, G + GUARD)) >> BigInt(GUARD);
/** pi * 2^G, error < 1 ulp. */
export const PI_G = (16n * atanInv(5n, G + GUARD) - 4n * atanInv(239n, G + GUARD)) >> BigInt(GUARD);
/** ln(1 + j/64) * 2^G for j = 0..64, error < 1 ulp. */
const LNC_G: bigint[] = [];
for (let j = 0n; j <= 64n; j++) LNC_G.push(j === 0n ? 0n : (2n * atanhFrac(j, 128n + j, G + GUARD)) >> BigInt(GUARD));

/** A constant truncated to W bits (error < 2 ulp at W). */
const at = (c: bigint, W: number): bigint => c >> BigInt(G - W);

export interface Interval {
  /** Sign of the value. */
  readonly neg: boolean;
  /** |value| is in [lo, hi] * 2^e. */
  readonly lo: bigint;
  readonly hi: bigint;
  readonly e: number;
}

/** An exact value: (-1)^neg * m * 2^e. */
export interface Dy { readonly neg: boolean; readonly m: bigint; readonly e: number }

/** 2^x for a dyadic x with |x| < 2^20. */
export function exp2Interval(x: Dy, W: number): Interval {
  if (x.m === 0n) return { neg: false, lo: 1n, hi: 1n, e: 0 };
  if (x.e >= 0) { // integer
    const n = Number(x.m << BigInt(x.e)) * (x.neg ? -1 : 1);
    return { neg: false, lo: 1n, hi: 1n, e: n };
  }
  const sh = BigInt(-x.e);
  const X = x.neg ? -x.m : x.m;
  const n = X >> sh; // floor
  const fracM = X - (n << sh); // in [0, 2^sh)
  if (fracM === 0n) return { neg: false, lo: 1n, hi: 1n, e: Number(n) }; // integer: exact
  // F = f * 2^W (truncated if sh > W; then error < 1 ulp)
  const F = -x.e <= W ? fracM << BigInt(W + x.e) : fracM >> BigInt(-x.e - W);
  const one = 1n << BigInt(W);
  const Y = (F * at(LN2_G, W)) >> BigInt(W); // f ln2, error <= 1 + 2 + 1
  const S = 8;
  const Y8 = Y >> BigInt(S); // error <= 5/256 + 1 < 2
  let sum = one;
  let term = one;
  let nt = 0n;
  for (let k = 1n; term !== 0n; k++) {
    term = ((term * Y8) >> BigInt(W)) / k;
    sum += term;
    nt = k;
  }
  // error of sum: <= 2.01 per term (two truncations, tiny propagation) + propagated Y8 error (< 2.01) + tail < 1
  let err = 3n * nt + 4n;
  let R = sum;
  for (let i = 0; i < S; i++) {
    R = (R * R) >> BigInt(W);
    err = 4n * err + 2n; // (R + d)^2 = R^2 + 2Rd + d^2, R < 2: |2Rd + d^2| < 4d for d << R; + truncation
  }
  return { neg: false, lo: R - err, hi: R + err, e: Number(n) - W };
}

/** log2 x for a dyadic x > 0, x != 1. */
export function log2Interval(x: Dy, W: number): Interval {
  const L = bitlen(x.m);
  const E = L - 1 + x.e; // x = 2^E * M, M in [1, 2)
  const one = 1n << BigInt(W);
  const Mf = L - 1 <= W ? x.m << BigInt(W - (L - 1)) : x.m >> BigInt(L - 1 - W); // error < 1 if truncated
  const j = (Mf - one) >> BigInt(W - 6);
  const Cf = one + (j << BigInt(W - 6));
  const Z = ((Mf - Cf) << BigInt(W)) / (Mf + Cf); // z = (M - c)/(M + c) in [0, 1/129), error < 2
  const Z2 = (Z * Z) >> BigInt(W);
  let term = Z;
  let sum = Z;
  let k = 1n;
  for (; term !== 0n; k++) {
    term = (term * Z2) >> BigInt(W);
    sum += term / (2n * k + 1n);
  }
  // ln M = ln c + 2 atanh z; errors: Z 2, terms <= 2 each (+ propagated, tiny), ln c < 2
  const lnM = at(LNC_G[Number(j)]!, W) + 2n * sum;
  const lnErr = 8n * k + 16n;
  const Q = (lnM << BigInt(W)) / at(LN2_G, W); // ln M / ln 2 < 1.5
  const qErr = (lnErr * 3n) / 2n + 8n; // / ln2 (< 1.45) + ln2's relative error * 1.5 + truncation
  const T = (BigInt(E) << BigInt(W)) + Q;
  if (T >= 0n) return { neg: false, lo: T - qErr, hi: T + qErr, e: -W };
  return { neg: true, lo: -T - qErr, hi: -T + qErr, e: -W };
}

/** sin(2 pi u) (kind 0) or cos(2 pi u) (kind 1) for dyadic u = U * 2^ue in (0, 1/8]. */
function sinCos2piOctant(U: bigint, ue: number, kind: 0 | 1, W: number): Interval {
  // theta = 2 pi u = PI * U * 2^(ue + 1) ; Theta = PI_W * U, theta = Theta * 2^(ue + 1 - W)
  const PI = at(PI_G, W);
  const Th = PI * U;
  const thErr = 2n * U; // PI_W error < 2
  // theta^2 * 2^W = Theta^2 * 2^(2(ue + 1 - W) + W)
  const sh = -(2 * (ue + 1 - W) + W);
  const T2 = sh >= 0 ? (Th * Th) >> BigInt(sh) : (Th * Th) << BigInt(-sh);
  const one = 1n << BigInt(W);
  let term = one;
  let sum = one;
  let n = 0n;
  for (let k = 1n; term !== 0n; k++) {
    const d = kind === 0 ? (2n * k) * (2n * k + 1n) : (2n * k - 1n) * (2n * k);
    term = ((term * T2) >> BigInt(W)) / d;
    sum += (k & 1n) === 1n ? -term : term;
    n = k;
  }
  // error: 2 per term, T2 error (< 16 ulp relative-induced + 1) times d sum/d theta^2 (< 1/2), tail < 1
  const sErr = 4n * n + 16n;
  if (kind === 1) return { neg: false, lo: sum - sErr, hi: sum + sErr, e: -W };
  // sin = theta * S
  return { neg: false, lo: (Th - thErr) * (sum - sErr), hi: (Th + thErr) * (sum + sErr), e: ue + 1 - W - W };
}

export type TrExact = { exact: 'zero'; neg: boolean } | { exact: 'one'; neg: boolean } | Interval;

/** sin(2 pi x) (kind 0) or cos(2 pi x) (kind 1) for any dyadic x: exact cases or an interval. */
export function sinCos2piInterval(x: Dy, kind: 0 | 1, W: number): TrExact {
  // a = x mod 1 in [0, 1) as A / 2^s
  let A: bigint;
  let s: number;
  if (x.e >= 0 || x.m === 0n) { A = 0n; s = 0; } else {
    s = -x.e;
    const D = 1n << BigInt(s);
    A = (x.neg ? -x.m : x.m) % D;
    if (A < 0n) A += D;
  }
  // a = q/4 + u, u in [0, 1/4): 4a = q + 4u
  const A4 = A << 2n;
  const q = s === 0 ? 0 : Number(A4 >> BigInt(s));
  let Uu = A4 - (BigInt(q) << BigInt(s)); // 4u * 2^s, u = Uu / 2^(s+2)
  const se = -(s + 2);
  // sin(2pi(q/4 + u)): q0 sin u, q1 cos u, q2 -sin u, q3 -cos u
  // cos(2pi(q/4 + u)): q0 cos u, q1 -sin u, q2 -cos u, q3 sin u
  let fn: 0 | 1; // 0 sin, 1 cos of 2 pi u
  let neg: boolean;
  if (kind === 0) { fn = (q & 1) === 0 ? 0 : 1; neg = q >= 2; } else { fn = (q & 1) === 0 ? 1 : 0; neg = q === 1 || q === 2; }
  if (Uu === 0n) return fn === 0 ? { exact: 'zero', neg } : { exact: 'one', neg };
  // u > 1/8 -> use 1/4 - u and swap sin/cos
  const eighth = 1n << BigInt(s + 2 - 3);
  if (s + 2 >= 3 && Uu > eighth) { Uu = (1n << BigInt(s)) - Uu; fn = fn === 0 ? 1 : 0; }
  const iv = sinCos2piOctant(Uu, se, fn, W);
  return { neg, lo: iv.lo, hi: iv.hi, e: iv.e };
}

// --- correctly rounded results for the emulator's approximate ops --------------------

export type TrOp = 'rcp' | 'rsq' | 'sqrt' | 'exp' | 'log' | 'sin' | 'cos';

/**
 * The correctly rounded (round to nearest even unless `mode`) result of `op`
 * on the finite or special input `bits` of format f, with the special values
 * of semantics.md §5.4 and gradual underflow (no flushing: the caller
 * flushes inputs and outputs for the always-flush ops). Throws if no working
 * precision up to 4096 bits settles the rounding.
 */
export function refTr(f: Fmt, op: TrOp, bits: bigint, mode: Mode = 0): bigint {
  const v = decode(f, bits);
  const one = roundExact(f, false, 1n, 0, 0);
  if (v.k === 'nan') return bits | (1n << BigInt(f.p - 2));
  const dn = dnanBits(f);
  if (v.k === 'inf') {
    switch (op) {
      case 'rcp': return zeroBits(f, v.neg);
      case 'rsq': return v.neg ? dn : zeroBits(f, false);
      case 'sqrt': case 'log': return v.neg ? dn : bits;
      case 'exp': return v.neg ? zeroBits(f, false) : bits;
      default: return dn;
    }
  }
  const { neg, m, e } = v;
  if (m === 0n) {
    switch (op) {
      case 'rcp': return infBits(f, neg);
      case 'rsq': return infBits(f, neg);
      case 'sqrt': return bits;
      case 'exp': return one;
      case 'log': return infBits(f, true);
      case 'sin': return bits;
      default: return one;
    }
  }
  switch (op) {
    case 'rcp': return rcpRound(f, neg, m, e, mode);
    case 'rsq': return neg ? dn : roundRsqrt(f, m, e, mode);
    case 'sqrt': return neg ? dn : roundSqrt(f, m, e, mode);
    case 'log': if (neg) return dn; break;
    default: break;
  }
  if (op === 'exp' && bitlen(m) + e > 16) return neg ? zeroBits(f, false) : infBits(f, false); // |x| >= 2^16
  if (op === 'log' && m === 1n << BigInt(bitlen(m) - 1)) { // power of two: exact integer
    const n = bitlen(m) - 1 + e;
    return n === 0 ? zeroBits(f, false) : roundExact(f, n < 0, BigInt(Math.abs(n)), 0, 0);
  }
  if (op === 'sin' || op === 'cos') {
    const lim = 256n; // |x| > 256 -> sin +0, cos 1.0
    const abs = e >= 0 ? m << BigInt(e) : 0n;
    const big = e >= 0 ? abs > lim : (m >> BigInt(-e)) > lim || ((m >> BigInt(-e)) === lim && (m & ((1n << BigInt(-e)) - 1n)) !== 0n);
    if (big) return op === 'sin' ? zeroBits(f, false) : one;
  }
  for (let W = 192; W <= 4096; W *= 2) {
    let r: bigint | null;
    if (op === 'exp') {
      const iv = exp2Interval({ neg, m, e }, W);
      r = roundInterval(f, false, iv.lo, iv.hi, iv.e, mode);
    } else if (op === 'log') {
      const iv = log2Interval({ neg, m, e }, W);
      r = roundInterval(f, iv.neg, iv.lo, iv.hi, iv.e, mode);
    } else {
      const t = sinCos2piInterval({ neg, m, e }, op === 'sin' ? 0 : 1, W);
      if ('exact' in t) {
        if (t.exact === 'one') return t.neg ? one | (1n << BigInt(f.p - 1 + f.ebits)) : one;
        // zeros: sin keeps the sign of x at 0 (x = +-0 handled above), +0 for x > 0, -0 for x < 0; cos zeros +0
        return op === 'sin' ? zeroBits(f, neg) : zeroBits(f, false);
      }
      r = roundInterval(f, t.neg, t.lo, t.hi, t.e, mode);
    }
    if (r !== null) return r;
  }
  throw new Error(`reference: ${op} of ${bits.toString(16)} not settled`);
}

function rcpRound(f: Fmt, neg: boolean, m: bigint, e: number, mode: Mode): bigint {
  // 1 / (m 2^e) = 2^-e / m
  return e <= 0 ? roundRatio(f, neg, 1n << BigInt(-e), m, mode) : roundRatio(f, neg, 1n, m << BigInt(e), mode);
}

/** Rounds an interval to a double-double (hi, lo) in round to nearest, or null if unsettled. */
export function intervalToDD(iv: Interval, D: Fmt): [bigint, bigint] | null {
  const h = roundInterval(D, iv.neg, iv.lo, iv.hi, iv.e, 0);
  if (h === null) return null;
  const hv = decode(D, h);
  if (hv.k !== 'fin') return null;
  // v - h on the grid 2^iv.e (h's quantum must not be finer)
  if (hv.e < iv.e) return null;
  const H = hv.m << BigInt(hv.e - iv.e);
  const loD = iv.lo - H;
  const hiD = iv.hi - H;
  // sign of the value is iv.neg for both; the difference may have either sign
  let l: bigint | null;
  if (loD >= 0n) l = roundInterval(D, iv.neg, loD, hiD, iv.e, 0);
  else if (hiD <= 0n) l = roundInterval(D, !iv.neg, -hiD, -loD, iv.e, 0);
  else l = null;
  if (l === null) return null;
  return [h, l];
}

export { bitlen };
