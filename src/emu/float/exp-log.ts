// 2^x and log2 x (v_exp_f32/f16, v_log_f32/f16 and the legacy/clamp forms,
// semantics.md §5.4, §7): exact special cases, otherwise the correctly
// rounded (nearest even) value, by a fast double evaluation, a double-double
// one when the fast one cannot decide the rounding, and the rounding tests of
// ziv.ts. The kernels take any f32 or f16 value as a double.
//
// exp2: x = n + j/64 + g with n, j integers, 0 <= j < 64, |g| <= 1/128 (all
// exact), 2^x = 2^n * T_j * e^t with T_j = 2^(j/64) from the table and
// t = g ln 2, |t| <= 0.005416.
//   Stage 1 (double): e^t - 1 by its Taylor polynomial of degree 5
//   (truncation <= |t|^6/720 * 1.01 < 2^-54.7); the rounding errors of t, of
//   the Horner steps and of T_j (hi part) add up to below 1.7 * 2^-53
//   relative, so the bound used, 2^-50 |y|, has a margin of 4.9.
//   Stage 2 (double-double): degree 9 (truncation |t|^10/10! * 1.01 < 2^-97),
//   with T_j and ln 2 as double-doubles and 21 double-double operations of
//   relative error <= 2^-102 each on values of magnitude <= 2: total below
//   2^-96 relative; the bound used is 2^-90 |h|.
//
// log2: x = 2^E * m, m in [1, 2), i = the top 7 fraction bits of m, r_i about
// 1/(1 + (i + 1/2)/128) with 10 bits (r_0 = 1, r_127 = 1/2), z = m r_i - 1
// exact (|z| < 1/128), log2 x = E - log2(r_i) + log2(1 + z) with
// log(1 + z) = 2 atanh(s), s = z/(2 + z), |s| < 2^-8. For i = 0 and i = 127,
// E - log2(r_i) is an exact integer, so results near x = 1 keep their
// relative accuracy; elsewhere |log2 x| > 0.0029.
//   Stage 1: atanh to s^7 (truncation < 2^-64 |s|); errors: |y| and |E + L|
//   get 2^-53 each from their roundings, the log2(1 + z) term 2^-51 of itself;
//   the bound used is 2^-49 (|y| + |E + L| + |log2(1 + z)|).
//   Stage 2: s = z/(2 + z) as a double-double, atanh to s^13 (truncation
//   < 2^-112 |s|), 2/ln 2 as a double-double, about 12 operations: relative
//   error of the log2(1 + z) term below 2^-98, of E - log2(r_i) below 2^-105;
//   the bound used is 2^-90 (|h| + |E + L| + |log2(1 + z)|).

import {
  DNAN16, DNAN32, f16Value, f32Value, f64Hi, flush16, flush32, pow2, quiet16, quiet32,
} from './bits.js';
import { ddAdd, ddDivD, ddLo, ddMul, fastTwoSum, twoProd, twoSum } from './dd.js';
import { RNE, roundF16, roundF32 } from './round.js';
import {
  EXP2_TAB, INV_FACT, INV_ODD, LN2_H, LN2_L, LOG2_R, LOG2_TAB, TWO_OVER_LN2_H, TWO_OVER_LN2_L,
} from './tables.js';
import { floatTestHooks, ziv1F16, ziv1F32, ziv2F16, ziv2F32, zivStats } from './ziv.js';

const ERR1_EXP = 8.881784197001252e-16; // 2^-50
const ERR1_LOG = 1.7763568394002505e-15; // 2^-49
const ERR2 = 8.077935669463161e-28; // 2^-90

const C2 = 0.5;
const C3 = INV_FACT[6]!;
const C4 = INV_FACT[8]!;
const C5 = INV_FACT[10]!;

// Results of the stage-2 kernels, and the error bound of the last stage run.
let kh = 0;
let kl = 0;
let kd = 0;

/** Stage 1: 2^x as a double (x finite, -152 < x < 128). */
function exp2Fast(x: number): number {
  const k = Math.round(x * 64);
  const g = x - k * 0.015625;
  const j = (k & 63) << 1;
  const t = g * LN2_H;
  const p = t * (1 + t * (C2 + t * (C3 + t * (C4 + t * C5))));
  const th = EXP2_TAB[j]!;
  const y = (th + (EXP2_TAB[j + 1]! + th * p)) * pow2(k >> 6);
  kd = y * ERR1_EXP;
  return y;
}

/** Stage 2: 2^x as kh + kl. */
function exp2DD(x: number): void {
  const k = Math.round(x * 64);
  const g = x - k * 0.015625;
  const j = (k & 63) << 1;
  let th = twoProd(g, LN2_H);
  let tl = ddLo + g * LN2_L;
  th = fastTwoSum(th, tl);
  tl = ddLo;
  let qh = INV_FACT[18]!;
  let ql = INV_FACT[19]!;
  for (let m = 8; m >= 1; m--) {
    qh = ddMul(qh, ql, th, tl);
    ql = ddLo;
    qh = ddAdd(qh, ql, INV_FACT[2 * m]!, INV_FACT[2 * m + 1]!);
    ql = ddLo;
  }
  const ph = ddMul(qh, ql, th, tl); // e^t - 1
  const pl = ddLo;
  const Th = EXP2_TAB[j]!;
  const Tl = EXP2_TAB[j + 1]!;
  let uh = ddMul(Th, Tl, ph, pl);
  let ul = ddLo;
  uh = ddAdd(Th, Tl, uh, ul);
  ul = ddLo;
  const s = pow2(k >> 6);
  kh = uh * s;
  kl = ul * s;
  kd = kh * ERR2;
}

/** Stage 1: log2 x (x > 0 finite, at most 29 significant bits). */
function log2Fast(x: number): number {
  const hi = f64Hi(x);
  const E = (hi >>> 20) - 1023;
  const i = (hi >>> 13) & 127;
  const z = x * pow2(-E) * LOG2_R[i]! - 1;
  const s = z / (2 + z);
  const s2 = s * s;
  const lg = (s + s * s2 * (INV_ODD[2]! + s2 * (INV_ODD[4]! + s2 * INV_ODD[6]!))) * TWO_OVER_LN2_H;
  const eh = E + LOG2_TAB[2 * i]!;
  const y = eh + (LOG2_TAB[2 * i + 1]! + lg);
  kd = ERR1_LOG * (Math.abs(y) + Math.abs(eh) + Math.abs(lg));
  return y;
}

/** Stage 2: log2 x as kh + kl. */
function log2DD(x: number): void {
  const hi = f64Hi(x);
  const E = (hi >>> 20) - 1023;
  const i = (hi >>> 13) & 127;
  const z = x * pow2(-E) * LOG2_R[i]! - 1;
  const sh = ddDivD(z, 2 + z);
  const sl = ddLo;
  const s2h = ddMul(sh, sl, sh, sl);
  const s2l = ddLo;
  let qh = INV_ODD[12]!; // 1/13
  let ql = INV_ODD[13]!;
  for (let n = 5; n >= 1; n--) {
    qh = ddMul(qh, ql, s2h, s2l);
    ql = ddLo;
    qh = ddAdd(qh, ql, INV_ODD[2 * n]!, INV_ODD[2 * n + 1]!);
    ql = ddLo;
  }
  // atanh s = s + s * s2 * q
  let ah = ddMul(sh, sl, s2h, s2l);
  let al = ddLo;
  ah = ddMul(ah, al, qh, ql);
  al = ddLo;
  ah = ddAdd(sh, sl, ah, al);
  al = ddLo;
  const lgh = ddMul(ah, al, TWO_OVER_LN2_H, TWO_OVER_LN2_L);
  const lgl = ddLo;
  const eh = twoSum(E, LOG2_TAB[2 * i]!);
  const el = ddLo + LOG2_TAB[2 * i + 1]!;
  kh = ddAdd(eh, el, lgh, lgl);
  kl = ddLo;
  kd = ERR2 * (Math.abs(kh) + Math.abs(eh) + Math.abs(lgh));
}

/** Correctly rounded f32 bits of 2^x (stage 1, stage 2, then the count of undecided cases). */
function exp2Round32(x: number): number {
  if (!floatTestHooks.skipFast) {
    const r = ziv1F32(exp2Fast(x), kd);
    if (r >= 0) return r;
  }
  zivStats.stage2++;
  exp2DD(x);
  const r2 = ziv2F32(kh, kl, kd);
  if (r2 >= 0) return r2;
  zivStats.unresolved++;
  return roundF32(kh, kl, RNE);
}

function exp2Round16(x: number): number {
  if (!floatTestHooks.skipFast) {
    const r = ziv1F16(exp2Fast(x), kd);
    if (r >= 0) return r;
  }
  zivStats.stage2++;
  exp2DD(x);
  const r2 = ziv2F16(kh, kl, kd);
  if (r2 >= 0) return r2;
  zivStats.unresolved++;
  return roundF16(kh, kl, RNE);
}

function log2Round32(x: number): number {
  if (!floatTestHooks.skipFast) {
    const r = ziv1F32(log2Fast(x), kd);
    if (r >= 0) return r;
  }
  zivStats.stage2++;
  log2DD(x);
  const r2 = ziv2F32(kh, kl, kd);
  if (r2 >= 0) return r2;
  zivStats.unresolved++;
  return roundF32(kh, kl, RNE);
}

function log2Round16(x: number): number {
  if (!floatTestHooks.skipFast) {
    const r = ziv1F16(log2Fast(x), kd);
    if (r >= 0) return r;
  }
  zivStats.stage2++;
  log2DD(x);
  const r2 = ziv2F16(kh, kl, kd);
  if (r2 >= 0) return r2;
  zivStats.unresolved++;
  return roundF16(kh, kl, RNE);
}

// --- the ops ---------------------------------------------------------------------

/**
 * v_exp_f32 (and v_exp_legacy_f32): 2^S0, an always-flush op. -inf -> +0,
 * ±0 and denormals -> 1.0, +inf -> +inf, S0 >= 128 -> +inf, S0 < -126 -> +0
 * (the result would be denormal) when flushOut, NaN -> qNaN. With flushOut
 * false the correctly rounded denormal is returned instead.
 */
export function exp2F32(b: number, flushOut = true): number {
  b = flush32(b);
  const a = b & 0x7fffffff;
  if (a >= 0x7f800000) return a > 0x7f800000 ? quiet32(b) : (b & 0x80000000) !== 0 ? 0 : 0x7f800000;
  // |x| < 2^-25 (zeros and flushed denormals included): |2^x - 1| < 2^-25 ln2 (1 + 2^-25) < 2^-25.5,
  // closer to 1.0 than the midpoints 1 - 2^-25 and 1 + 2^-24
  if (a < 0x33000000) return 0x3f800000;
  const x = f32Value(b);
  if (x >= 128) return 0x7f800000;
  if (x <= -150 || (flushOut && x < -126)) return 0; // 2^-150 is a tie that rounds to +0
  const r = exp2Round32(x);
  return flushOut ? flush32(r) : r;
}

export const expLegacyF32 = exp2F32;

/**
 * v_log_f32 (and v_log_legacy_f32): log2 S0, an always-flush op. ±0 and
 * denormals -> -inf, S0 < 0 and -inf -> dNaN, +inf -> +inf, 1.0 -> +0,
 * powers of two exact, NaN -> qNaN. Results are never denormal.
 */
export function log2F32(b: number): number {
  b = flush32(b);
  const a = b & 0x7fffffff;
  if (a > 0x7f800000) return quiet32(b);
  if (a === 0) return 0xff800000;
  if ((b & 0x80000000) !== 0) return DNAN32;
  if (a === 0x7f800000) return b;
  return log2Round32(f32Value(b));
}

export const logLegacyF32 = log2F32;

/** v_log_clamp_f32 (GCN 1.0/1.1): a -inf result becomes -MAX_FLOAT. */
export function logClampF32(b: number): number {
  const r = log2F32(b);
  return r === 0xff800000 ? 0xff7fffff : r;
}

/** v_exp_f16 (GCN 1.2): 2^S0 with f16 denormal results (flushOut to flush them). */
export function exp2F16(h: number, flushOut = false): number {
  const a = h & 0x7fff;
  if (a >= 0x7c00) return a > 0x7c00 ? quiet16(h) : (h & 0x8000) !== 0 ? 0 : 0x7c00;
  if (a === 0) return 0x3c00;
  const x = f16Value(h);
  if (x >= 16) return 0x7c00;
  if (x <= -25) return 0; // 2^-25 is a tie that rounds to +0
  const r = exp2Round16(x);
  return flushOut ? flush16(r) : r;
}

/** v_log_f16 (GCN 1.2): log2 S0; denormal inputs are used as they are. */
export function log2F16(h: number): number {
  const a = h & 0x7fff;
  if (a > 0x7c00) return quiet16(h);
  if (a === 0) return 0xfc00;
  if ((h & 0x8000) !== 0) return DNAN16;
  if (a === 0x7c00) return h;
  return log2Round16(f16Value(h));
}

/**
 * Kernel access for tests and the sweep: each stage's approximation and its
 * error bound d (the exact value lies within d of it).
 */
export const expLogKernels = {
  exp2Fast(x: number): [y: number, d: number] { const y = exp2Fast(x); return [y, kd]; },
  exp2DD(x: number): [h: number, l: number, d: number] { exp2DD(x); return [kh, kl, kd]; },
  log2Fast(x: number): [y: number, d: number] { const y = log2Fast(x); return [y, kd]; },
  log2DD(x: number): [h: number, l: number, d: number] { log2DD(x); return [kh, kl, kd]; },
};
