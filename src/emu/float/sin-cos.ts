// sin(2 pi x) and cos(2 pi x) (v_sin_f32/f16, v_cos_f32/f16, semantics.md
// §5.4, §7): the input is in revolutions. |x| > 256 gives sin +0 and cos 1.0
// (§10 #1: AMD's ±256 domain, inclusive, for every size); ±inf -> dNaN;
// NaN -> qNaN; sin(±0) = ±0, cos(±0) = 1. Multiples of 1/4 are exact: ±1 and
// zeros, the zeros of sin at multiples of 1/2 are +0 for x > 0 and -0 for
// x < 0, those of cos are +0. Everything else is the correctly rounded
// (nearest even) value. Denormal inputs are used as they are and results are
// not flushed unless flushOut (both follow MODE for these ops, §4): flush
// inputs first with flush32/flush16 when MODE says so.
//
// Reduction, all exact in double: r = x - round(x) in [-1/2, 1/2], then
// |r| = q/4 + u with q in {0, 1, 2} and |u| <= 1/8; the quadrant gives
// ±sin(2 pi |u|) or ±cos(2 pi |u|). Then u = k/256 + w, 0 <= k <= 32,
// |w| <= 1/512, and with theta = 2 pi w (|theta| <= 0.01228) and the table
// S_k = sin(2 pi k/256), C_k = cos(2 pi k/256):
//   sin(2 pi u) = S_k + (S_k (cos theta - 1) + C_k sin theta),
//   cos(2 pi u) = C_k + (C_k (cos theta - 1) - S_k sin theta).
// For k >= 1 the result is at least half of S_k (sin) or 0.7 (cos); for
// k = 0 it is sin theta itself, so small results keep their relative accuracy.
//   Stage 1 (double): sin theta to theta^7, cos theta - 1 to theta^6
//   (truncations < 2^-66 relative); the rounding errors are 2^-53 of |y| and
//   of the table term A (S_k or C_k, hi part only), and below 2^-50.3 of the
//   other product term B; the bound used is 2^-49 (|y| + |A| + |B|).
//   Stage 2 (double-double): theta^11 and theta^12 (truncations below
//   2^-105), 2 pi and the table as double-doubles, about 16 operations: below
//   2^-98 relative; the bound used is 2^-90 (|h| + |A| + |B|).

import { DNAN16, DNAN32, f16Value, f32Bits, f32Value, flush16, flush32, quiet16, quiet32, rn16 } from './bits.js';
import { CHOICES } from '../choices.js';
import { ddAdd, ddLo, ddMul, fastTwoSum, twoProd } from './dd.js';
import { RNE, roundF16, roundF32 } from './round.js';
import { INV_FACT, SINCOS_TAB, TWO_PI_H, TWO_PI_L } from './tables.js';
import { floatTestHooks, ziv1F16, ziv1F32, ziv2F16, ziv2F32, zivStats } from './ziv.js';

const ERR1 = 1.7763568394002505e-15; // 2^-49
const ERR2 = 8.077935669463161e-28; // 2^-90
const F3 = INV_FACT[6]!;
const F4 = INV_FACT[8]!;
const F5 = INV_FACT[10]!;
const F6 = INV_FACT[12]!;
const F7 = INV_FACT[14]!;

let kh = 0;
let kl = 0;
let kd = 0; // error bound of the last stage run

/** Stage 1: sin (kind 0) or cos (kind 1) of 2 pi u, 0 <= u <= 1/8; sets the bound kd. */
function sincosFast(u: number, kind: number): number {
  const k = Math.round(u * 256);
  const w = u - k * 0.00390625;
  const t = w * TWO_PI_H;
  const t2 = t * t;
  const st = t + t * t2 * (-F3 + t2 * (F5 - t2 * F7));
  const cm1 = t2 * (-0.5 + t2 * (F4 - t2 * F6));
  const S = SINCOS_TAB[4 * k]!;
  const C = SINCOS_TAB[4 * k + 2]!;
  if (kind === 0) {
    const b = C * st;
    const y = S + (S * cm1 + b);
    kd = ERR1 * (y + S + Math.abs(b));
    return y;
  }
  const b = S * st;
  const y = C + (C * cm1 - b);
  kd = ERR1 * (y + C + Math.abs(b));
  return y;
}

/** Stage 2: as sincosFast, into kh + kl. */
function sincosDD(u: number, kind: number): void {
  const k = Math.round(u * 256);
  const w = u - k * 0.00390625;
  let th = twoProd(w, TWO_PI_H);
  let tl = ddLo + w * TWO_PI_L;
  th = fastTwoSum(th, tl);
  tl = ddLo;
  const t2h = ddMul(th, tl, th, tl);
  const t2l = ddLo;
  // sin theta = theta + theta t2 (-1/3! + t2 (1/5! - t2 (1/7! - t2 (1/9! - t2/11!))))
  let qh = -INV_FACT[22]!;
  let ql = -INV_FACT[23]!;
  for (let n = 4; n >= 1; n--) {
    qh = ddMul(qh, ql, t2h, t2l);
    ql = ddLo;
    const sg = (n & 1) === 0 ? 1 : -1;
    qh = ddAdd(qh, ql, sg * INV_FACT[4 * n + 2]!, sg * INV_FACT[4 * n + 3]!);
    ql = ddLo;
  }
  let sh = ddMul(th, tl, t2h, t2l);
  let sl = ddLo;
  sh = ddMul(sh, sl, qh, ql);
  sl = ddLo;
  sh = ddAdd(th, tl, sh, sl);
  sl = ddLo;
  // cos theta - 1 = t2 (-1/2! + t2 (1/4! - t2 (1/6! - t2 (1/8! - t2 (1/10! - t2/12!)))))
  qh = INV_FACT[24]!;
  ql = INV_FACT[25]!;
  for (let n = 5; n >= 1; n--) {
    qh = ddMul(qh, ql, t2h, t2l);
    ql = ddLo;
    const sg = (n & 1) === 0 ? 1 : -1;
    qh = ddAdd(qh, ql, sg * INV_FACT[4 * n]!, sg * INV_FACT[4 * n + 1]!);
    ql = ddLo;
  }
  const ch = ddMul(qh, ql, t2h, t2l);
  const cl = ddLo;
  const Sh = SINCOS_TAB[4 * k]!;
  const Sl = SINCOS_TAB[4 * k + 1]!;
  const Ch = SINCOS_TAB[4 * k + 2]!;
  const Cl = SINCOS_TAB[4 * k + 3]!;
  let ah: number, al: number, bh: number, bl: number;
  if (kind === 0) {
    ah = ddMul(Sh, Sl, ch, cl); al = ddLo;
    bh = ddMul(Ch, Cl, sh, sl); bl = ddLo;
  } else {
    ah = ddMul(Ch, Cl, ch, cl); al = ddLo;
    bh = -ddMul(Sh, Sl, sh, sl); bl = -ddLo;
  }
  ah = ddAdd(ah, al, bh, bl);
  al = ddLo;
  const A = kind === 0 ? Sh : Ch;
  kh = ddAdd(A, kind === 0 ? Sl : Cl, ah, al);
  kl = ddLo;
  kd = ERR2 * (kh + A + Math.abs(bh));
}

function sincosRound32(u: number, kind: number): number {
  if (!floatTestHooks.skipFast) {
    const r = ziv1F32(sincosFast(u, kind), kd);
    if (r >= 0) return r;
  }
  zivStats.stage2++;
  sincosDD(u, kind);
  const r2 = ziv2F32(kh, kl, kd);
  if (r2 >= 0) return r2;
  zivStats.unresolved++;
  return roundF32(kh, kl, RNE);
}

function sincosRound16(u: number, kind: number): number {
  if (!floatTestHooks.skipFast) {
    const r = ziv1F16(sincosFast(u, kind), kd);
    if (r >= 0) return r;
  }
  zivStats.stage2++;
  sincosDD(u, kind);
  const r2 = ziv2F16(kh, kl, kd);
  if (r2 >= 0) return r2;
  zivStats.unresolved++;
  return roundF16(kh, kl, RNE);
}

// Quadrant logic shared by both sizes. For sin: returns the magnitude bits with
// SIGN set in `neg`; the exact cases are returned as codes.
let resNeg = false;
const EXACT_ZERO = -1;
const EXACT_ONE = -2;

/** Reduces x (|x| <= 256, x != 0) for sin; sets resNeg; returns |u| * 8 + kind code, or an exact code. */
function reduceSin(x: number): number {
  const r = x - Math.round(x);
  const ar = Math.abs(r);
  const q = Math.round(ar * 4);
  const u = ar - q * 0.25;
  let neg = r < 0;
  if (u === 0) {
    if (q === 1) { resNeg = neg; return EXACT_ONE; }
    resNeg = x < 0;
    return EXACT_ZERO;
  }
  if (q === 1) { resNeg = neg; redU = u < 0 ? -u : u; return 1; }
  if ((u < 0) !== (q === 2)) neg = !neg;
  resNeg = neg;
  redU = u < 0 ? -u : u;
  return 0;
}

/** Reduces x for cos (|x| <= 256, x != 0). */
function reduceCos(x: number): number {
  const r = x - Math.round(x);
  const ar = Math.abs(r);
  const q = Math.round(ar * 4);
  const u = ar - q * 0.25;
  if (u === 0) {
    if (q === 1) { resNeg = false; return EXACT_ZERO; }
    resNeg = q === 2;
    return EXACT_ONE;
  }
  redU = u < 0 ? -u : u;
  if (q === 0) { resNeg = false; return 1; }
  if (q === 2) { resNeg = true; return 1; }
  resNeg = u > 0; // cos(2 pi (1/4 + u)) = -sin(2 pi u)
  return 0;
}

let redU = 0;

function finish32(kind: number, flushOut: boolean): number {
  let r: number;
  if (kind === EXACT_ZERO) r = 0;
  else if (kind === EXACT_ONE) r = 0x3f800000;
  else r = sincosRound32(redU, kind);
  if (resNeg) r = (r | 0x80000000) >>> 0;
  return flushOut ? flush32(r) : r;
}

function finish16(kind: number, flushOut: boolean): number {
  let r: number;
  if (kind === EXACT_ZERO) r = 0;
  else if (kind === EXACT_ONE) r = 0x3c00;
  else r = sincosRound16(redU, kind);
  if (resNeg) r |= 0x8000;
  return flushOut ? flush16(r) : r;
}

// The domain bound (choices #1) as f32 and f16 bit patterns.
const DOMAIN32 = f32Bits(CHOICES.sinCosDomain);
const DOMAIN16 = rn16(CHOICES.sinCosDomain);

/** v_sin_f32: sin(2 pi S0). */
export function sinF32(b: number, flushOut = false): number {
  const a = b & 0x7fffffff;
  if (a >= 0x7f800000) return a > 0x7f800000 ? quiet32(b) : DNAN32;
  if (a === 0) return b >>> 0;
  if (a > DOMAIN32) return 0; // |S0| > 256
  return finish32(reduceSin(f32Value(b)), flushOut);
}

/** v_cos_f32: cos(2 pi S0). */
export function cosF32(b: number, flushOut = false): number {
  const a = b & 0x7fffffff;
  if (a >= 0x7f800000) return a > 0x7f800000 ? quiet32(b) : DNAN32;
  // |x| < 2^-15 (zero included): 1 - cos(2 pi x) < 2 pi^2 x^2 < 2^-25.7, so the result rounds to 1.0
  if (a < 0x38000000 || a > DOMAIN32) return 0x3f800000;
  return finish32(reduceCos(f32Value(b)), flushOut);
}

/** v_sin_f16 (GCN 1.2). */
export function sinF16(h: number, flushOut = false): number {
  const a = h & 0x7fff;
  if (a >= 0x7c00) return a > 0x7c00 ? quiet16(h) : DNAN16;
  if (a === 0) return h;
  if (a > DOMAIN16) return 0;
  return finish16(reduceSin(f16Value(h)), flushOut);
}

/** v_cos_f16 (GCN 1.2). */
export function cosF16(h: number, flushOut = false): number {
  const a = h & 0x7fff;
  if (a >= 0x7c00) return a > 0x7c00 ? quiet16(h) : DNAN16;
  if (a === 0 || a > DOMAIN16) return 0x3c00;
  return finish16(reduceCos(f16Value(h)), flushOut);
}

/** Kernel access for tests and the sweep (u in [0, 1/8]): approximations and error bounds. */
export const sinCosKernels = {
  sincosFast(u: number, kind: number): [y: number, d: number] { const y = sincosFast(u, kind); return [y, kd]; },
  sincosDD(u: number, kind: number): [h: number, l: number, d: number] { sincosDD(u, kind); return [kh, kl, kd]; },
};
