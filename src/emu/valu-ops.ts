// What each VOP2, VOPC and VOP3 instruction computes on one lane, by
// mnemonic (VOP1 ops live in semantics.ts). Operand types, widths and
// encodings come from the ISA table rows; valu.ts reads the operands, applies
// the modifiers and MODE's denormal rules, and calls these functions.
//
// A lane function reads io.a/b/c (low dwords; io.ah/bh/ch the high dwords
// of 64-bit operands), io.cin (the lane's VCC / carry-in bit) and io.lane,
// and writes io.lo (io.hi for a 64-bit result) and io.cout (carry-out or
// compare bit).

import {
  DNAN32, DNAN64_HI, f16ToF32, f32ToF16, f32Value, f64Value, isNaN32, isNaN64, quiet32, res64, roundF32,
  roundModeF32, roundModeF64F16, setRes64, setRes64Bits, RTZ, type RoundMode,
} from './float/index.js';
import { CHOICES } from './choices.js';
import {
  addF16, addF32, addF64, classBit16, classBit32, classBit64, cmpBits, FCMP_TABLE, fmaF16, fmaF32, fmaF64, ldexpF32,
  ldexpF64, minMaxF16, minMaxF32, minMaxF64, mulF16, mulF32, mulF64,
} from './valu-float.js';
import { hi64, shl64, shr64 } from './scalar.js';
import { popcount } from './wave.js';
import { f16Value } from './float/bits.js';
import { roundF16 } from './float/round.js';
import { MODE_IEEE } from './mode-bits.js';
import { MORE_LANE_OPS } from './valu-more.js';

export interface IO {
  a: number; ah: number; b: number; bh: number; c: number; ch: number;
  lane: number; cin: number; mode: number; gen: number;
  lo: number; hi: number; cout: number;
}

export type LaneOp = (io: IO) => void;

const rm32 = (io: IO): RoundMode => roundModeF32(io.mode);
const rm64 = (io: IO): RoundMode => roundModeF64F16(io.mode);
const ieee = (io: IO): boolean => (io.mode & MODE_IEEE) !== 0;

export function mulHiU32(a: number, b: number): number {
  const al = a & 0xffff; const ah = a >>> 16; const bl = b & 0xffff; const bh = b >>> 16;
  const ll = al * bl; const lh = al * bh; const hl = ah * bl; const hh = ah * bh;
  const mid = (ll >>> 16) + (lh & 0xffff) + (hl & 0xffff);
  return (hh + (lh >>> 16) + (hl >>> 16) + Math.floor(mid / 65536)) >>> 0;
}

export function mulHiI32(a: number, b: number): number {
  let h = mulHiU32(a >>> 0, b >>> 0);
  if ((a | 0) < 0) h -= b >>> 0;
  if ((b | 0) < 0) h -= a >>> 0;
  return h >>> 0;
}

const sext24 = (x: number): number => (x << 8) >> 8;

function bfe(x: number, off: number, len: number, signed: boolean): number {
  off &= 31; len &= 31;
  if (len === 0) return 0;
  if (off + len < 32) return (signed ? (x << (32 - off - len)) >> (32 - len) : (x << (32 - off - len)) >>> (32 - len)) >>> 0;
  return (signed ? x >> off : x >>> off) >>> 0;
}

function sad8(a: number, b: number): number {
  let s = 0;
  for (let i = 0; i < 32; i += 8) s += Math.abs(((a >>> i) & 0xff) - ((b >>> i) & 0xff));
  return s;
}

/** min3/max3/med3 on numbers with a comparison. */
function med3<T>(x: T, y: T, z: T, lt: (p: T, q: T) => boolean): T {
  const maxxy = lt(x, y) ? y : x;
  const minxy = lt(x, y) ? x : y;
  if (lt(z, minxy)) return minxy;
  if (lt(maxxy, z)) return maxxy;
  return z;
}

// --- the division helpers (semantics.md: AMD's pseudo-code; see choices.ts) ----------

/** Unbiased exponent field of an f32 (biased, 0..255). */
const exp32 = (x: number): number => (x >>> 23) & 0xff;
const exp64 = (hi: number): number => (hi >>> 20) & 0x7ff;

function divScaleF32(io: IO): void {
  const s0 = io.a; const s1 = io.b; const s2 = io.c;
  io.lo = s0; io.cout = 0;
  const d = f32Value(s1); const n = f32Value(s2);
  if (isNaN32(s0) || isNaN32(s1) || isNaN32(s2)) { io.lo = isNaN32(s0) ? quiet32(s0) : isNaN32(s1) ? quiet32(s1) : quiet32(s2); return; }
  if (d === 0 || n === 0) { io.lo = DNAN32; return; }
  const scaleUp = (): number => roundF32(f32Value(s0) * 18446744073709551616, 0, 0);
  const scaleDn = (): number => roundF32(f32Value(s0) / 18446744073709551616, 0, 0);
  const ed = exp32(s1); const en = exp32(s2);
  const denorm = (v: number): boolean => v !== 0 && Math.abs(v) < 1.1754943508222875e-38;
  if (en - ed >= 96) { io.cout = 1; if (s0 === s1) io.lo = scaleUp(); }
  else if (ed === 0) io.lo = scaleUp();
  else if (denorm(1 / d) && denorm(n / d)) { io.cout = 1; if (s0 === s1) io.lo = scaleUp(); }
  else if (denorm(1 / d)) io.lo = scaleDn();
  else if (denorm(n / d)) { io.cout = 1; if (s0 === s2) io.lo = scaleUp(); }
  else if (en <= 23) io.lo = scaleUp();
}

function divScaleF64(io: IO): void {
  io.lo = io.a; io.hi = io.ah; io.cout = 0;
  const s0 = f64Value(io.ah, io.a); const d = f64Value(io.bh, io.b); const n = f64Value(io.ch, io.c);
  if (s0 !== s0 || d !== d || n !== n) {
    const [h, l] = s0 !== s0 ? [io.ah, io.a] : d !== d ? [io.bh, io.b] : [io.ch, io.c];
    io.hi = (h | 0x80000) >>> 0; io.lo = l; return;
  }
  if (d === 0 || n === 0) { io.hi = DNAN64_HI; io.lo = 0; return; }
  const two128 = 3.402823669209385e38;
  const up = (): void => { io.hi = setRes64(s0 * two128); io.lo = res64.lo; };
  const dn = (): void => { io.hi = setRes64(s0 / two128); io.lo = res64.lo; };
  const ed = exp64(io.bh); const en = exp64(io.ch);
  const denorm = (v: number): boolean => v !== 0 && Math.abs(v) < 2.2250738585072014e-308;
  const same = (h: number, l: number): boolean => io.ah === h && io.a === l;
  if (en - ed >= 768) { io.cout = 1; if (same(io.bh, io.b)) up(); }
  else if (ed === 0) up();
  else if (denorm(1 / d) && denorm(n / d)) { io.cout = 1; if (same(io.bh, io.b)) up(); }
  else if (denorm(1 / d)) dn();
  else if (denorm(n / d) || (n / d === 0 && Number.isFinite(n) && Number.isFinite(d))) { io.cout = 1; if (same(io.ch, io.c)) up(); }
  else if (en <= 53) up();
}

function divFixupF32(io: IO): void {
  const q = io.a; const d = io.b; const n = io.c;
  const sign = ((d ^ n) & 0x80000000) >>> 0;
  const dv = f32Value(d); const nv = f32Value(n);
  if (isNaN32(n)) io.lo = quiet32(n);
  else if (isNaN32(d)) io.lo = quiet32(d);
  else if (dv === 0 && nv === 0) io.lo = DNAN32;
  else if (Math.abs(dv) === Infinity && Math.abs(nv) === Infinity) io.lo = DNAN32;
  else if (dv === 0 || Math.abs(nv) === Infinity) io.lo = (sign | 0x7f800000) >>> 0;
  else if (Math.abs(dv) === Infinity || nv === 0) io.lo = sign;
  else if (isNaN32(q)) io.lo = (sign | 0x7f800000) >>> 0; // the quotient overflowed in the scaled computation
  else io.lo = ((q & 0x7fffffff) | sign) >>> 0;
}

function divFixupF64(io: IO): void {
  const sign = ((io.bh ^ io.ch) & 0x80000000) >>> 0;
  const dv = f64Value(io.bh, io.b); const nv = f64Value(io.ch, io.c);
  io.lo = 0;
  if (nv !== nv) { io.hi = (io.ch | 0x80000) >>> 0; io.lo = io.c; }
  else if (dv !== dv) { io.hi = (io.bh | 0x80000) >>> 0; io.lo = io.b; }
  else if ((dv === 0 && nv === 0) || (Math.abs(dv) === Infinity && Math.abs(nv) === Infinity)) io.hi = DNAN64_HI;
  else if (dv === 0 || Math.abs(nv) === Infinity) io.hi = (sign | 0x7ff00000) >>> 0;
  else if (Math.abs(dv) === Infinity || nv === 0) io.hi = sign;
  else if (isNaN64(io.ah, io.a)) io.hi = (sign | 0x7ff00000) >>> 0;
  else { io.hi = ((io.ah & 0x7fffffff) | sign) >>> 0; io.lo = io.a; }
}

function divFmasF32(io: IO): void {
  const r = fmaF32(io.a, io.b, io.c, rm32(io));
  if (io.cin === 0 || isNaN32(r)) { io.lo = r; return; }
  // VCC set by div_scale: undo the 2^64 scaling of the numerator or denominator.
  const up = exp32(io.c) > 127;
  io.lo = roundF32(f32Value(r) * (up ? 18446744073709551616 : 1 / 18446744073709551616), 0, rm32(io));
}

function divFmasF64(io: IO): void {
  let h = fmaF64(io.ah, io.a, io.bh, io.b, io.ch, io.c, rm64(io));
  let l = res64.lo;
  if (io.cin !== 0 && !isNaN64(h, l)) {
    const up = exp64(io.ch) > 1023;
    h = setRes64(f64Value(h, l) * (up ? 3.402823669209385e38 : 1 / 3.402823669209385e38));
    l = res64.lo;
  }
  io.hi = h; io.lo = l;
}

/** Round half to even (CLRX: RNDNEINT). */
function rne(x: number): number {
  const f = Math.floor(x);
  const d = x - f;
  return d > 0.5 || (d === 0.5 && (f & 1) === 1) ? f + 1 : f;
}

function add64(al: number, ah: number, bl: number, bh: number, cin: number): number {
  const lo = al + bl + cin;
  const carry = lo > 0xffffffff ? 1 : 0;
  const hi = ah + bh + carry;
  res64.hi = hi >>> 0;
  res64.lo = lo >>> 0;
  return hi > 0xffffffff ? 1 : 0;
}

function cvtPkRtz(x: number): number {
  // f32 -> f16 rounding toward zero (v_cvt_pkrtz_f16_f32 ignores MODE).
  return f32ToF16(x, RTZ as RoundMode);
}

const L: Record<string, LaneOp> = {
  // --- VOP2 integer ---
  v_cndmask_b32: (io) => { io.lo = io.cin ? io.b : io.a; },
  v_add_i32: (io) => { const r = io.a + io.b; io.lo = r >>> 0; io.cout = r > 0xffffffff ? 1 : 0; },
  v_add_u32: (io) => { const r = io.a + io.b; io.lo = r >>> 0; io.cout = r > 0xffffffff ? 1 : 0; },
  v_sub_i32: (io) => { io.lo = (io.a - io.b) >>> 0; io.cout = io.b > io.a ? 1 : 0; },
  v_sub_u32: (io) => { io.lo = (io.a - io.b) >>> 0; io.cout = io.b > io.a ? 1 : 0; },
  v_subrev_i32: (io) => { io.lo = (io.b - io.a) >>> 0; io.cout = io.a > io.b ? 1 : 0; },
  v_subrev_u32: (io) => { io.lo = (io.b - io.a) >>> 0; io.cout = io.a > io.b ? 1 : 0; },
  v_addc_u32: (io) => { const r = io.a + io.b + io.cin; io.lo = r >>> 0; io.cout = r > 0xffffffff ? 1 : 0; },
  v_subb_u32: (io) => { const s = io.b + io.cin; io.lo = (io.a - s) >>> 0; io.cout = s > io.a ? 1 : 0; },
  v_subbrev_u32: (io) => { const s = io.a + io.cin; io.lo = (io.b - s) >>> 0; io.cout = s > io.b ? 1 : 0; },
  v_mul_i32_i24: (io) => { io.lo = Math.imul(sext24(io.a), sext24(io.b)) >>> 0; },
  v_mul_hi_i32_i24: (io) => { io.lo = Math.floor(sext24(io.a) * sext24(io.b) / 4294967296) >>> 0; },
  v_mul_u32_u24: (io) => { io.lo = Math.imul(io.a & 0xffffff, io.b & 0xffffff) >>> 0; },
  v_mul_hi_u32_u24: (io) => { io.lo = Math.floor((io.a & 0xffffff) * (io.b & 0xffffff) / 4294967296) >>> 0; },
  v_min_i32: (io) => { io.lo = ((io.a | 0) < (io.b | 0) ? io.a : io.b) >>> 0; },
  v_max_i32: (io) => { io.lo = ((io.a | 0) > (io.b | 0) ? io.a : io.b) >>> 0; },
  v_min_u32: (io) => { io.lo = (io.a < io.b ? io.a : io.b) >>> 0; },
  v_max_u32: (io) => { io.lo = (io.a > io.b ? io.a : io.b) >>> 0; },
  v_lshr_b32: (io) => { io.lo = io.a >>> (io.b & 31); },
  v_lshrrev_b32: (io) => { io.lo = io.b >>> (io.a & 31); },
  v_ashr_i32: (io) => { io.lo = (io.a >> (io.b & 31)) >>> 0; },
  v_ashrrev_i32: (io) => { io.lo = (io.b >> (io.a & 31)) >>> 0; },
  v_lshl_b32: (io) => { io.lo = (io.a << (io.b & 31)) >>> 0; },
  v_lshlrev_b32: (io) => { io.lo = (io.b << (io.a & 31)) >>> 0; },
  v_and_b32: (io) => { io.lo = (io.a & io.b) >>> 0; },
  v_or_b32: (io) => { io.lo = (io.a | io.b) >>> 0; },
  v_xor_b32: (io) => { io.lo = (io.a ^ io.b) >>> 0; },
  v_bfm_b32: (io) => { io.lo = (((1 << (io.a & 31)) - 1) << (io.b & 31)) >>> 0; },
  v_bcnt_u32_b32: (io) => { io.lo = (popcount(io.a) + io.b) >>> 0; },
  v_mbcnt_lo_u32_b32: (io) => {
    const m = io.lane >= 32 ? io.a : io.a & ((1 << io.lane) - 1);
    io.lo = (popcount(m) + io.b) >>> 0;
  },
  v_mbcnt_hi_u32_b32: (io) => {
    const m = io.lane < 32 ? 0 : io.a & ((1 << (io.lane - 32)) - 1);
    io.lo = (popcount(m) + io.b) >>> 0;
  },
  v_cvt_pk_u16_u32: (io) => { io.lo = ((Math.min(io.a, 0xffff)) | (Math.min(io.b, 0xffff) << 16)) >>> 0; },
  v_cvt_pk_i16_i32: (io) => {
    const c = (v: number): number => Math.max(-0x8000, Math.min(0x7fff, v | 0)) & 0xffff;
    io.lo = (c(io.a) | (c(io.b) << 16)) >>> 0;
  },
  v_cvt_pkrtz_f16_f32: (io) => { io.lo = (cvtPkRtz(io.a) | (cvtPkRtz(io.b) << 16)) >>> 0; },
  v_cvt_pknorm_i16_f32: (io) => {
    const c = (x: number): number => { if (isNaN32(x)) return 0; const v = rne(Math.max(-1, Math.min(1, f32Value(x))) * 32767); return v & 0xffff; };
    io.lo = (c(io.a) | (c(io.b) << 16)) >>> 0;
  },
  v_cvt_pknorm_u16_f32: (io) => {
    const c = (x: number): number => { if (isNaN32(x)) return 0; return rne(Math.max(0, Math.min(1, f32Value(x))) * 65535) & 0xffff; };
    io.lo = (c(io.a) | (c(io.b) << 16)) >>> 0;
  },
  // --- VOP2/VOP3 f32 ---
  v_add_f32: (io) => { io.lo = addF32(io.a, io.b, rm32(io)); },
  v_sub_f32: (io) => { io.lo = addF32(io.a, (io.b ^ 0x80000000) >>> 0, rm32(io)); },
  v_subrev_f32: (io) => { io.lo = addF32(io.b, (io.a ^ 0x80000000) >>> 0, rm32(io)); },
  v_mul_f32: (io) => { io.lo = mulF32(io.a, io.b, rm32(io)); },
  v_mul_legacy_f32: (io) => {
    // 0 * anything (NaN and infinity included) is +0 (DX9 rules).
    io.lo = (io.a & 0x7fffffff) === 0 || (io.b & 0x7fffffff) === 0 ? 0 : mulF32(io.a, io.b, rm32(io));
  },
  v_min_f32: (io) => { io.lo = minMaxF32(io.a, io.b, false, ieee(io)); },
  v_max_f32: (io) => { io.lo = minMaxF32(io.a, io.b, true, ieee(io)); },
  v_min_legacy_f32: (io) => { io.lo = f32Value(io.a) < f32Value(io.b) ? io.a : io.b; },
  v_max_legacy_f32: (io) => { io.lo = f32Value(io.a) >= f32Value(io.b) ? io.a : io.b; },
  v_mac_f32: (io) => { io.lo = addF32(mulF32(io.a, io.b, rm32(io)), io.c, rm32(io)); },
  v_mac_legacy_f32: (io) => {
    const p = (io.a & 0x7fffffff) === 0 || (io.b & 0x7fffffff) === 0 ? 0 : mulF32(io.a, io.b, rm32(io));
    io.lo = addF32(p, io.c, rm32(io));
  },
  v_mad_f32: (io) => { io.lo = addF32(mulF32(io.a, io.b, rm32(io)), io.c, rm32(io)); },
  v_mad_legacy_f32: (io) => {
    const p = (io.a & 0x7fffffff) === 0 || (io.b & 0x7fffffff) === 0 ? 0 : mulF32(io.a, io.b, rm32(io));
    io.lo = addF32(p, io.c, rm32(io));
  },
  v_madmk_f32: (io) => { io.lo = addF32(mulF32(io.a, io.c, rm32(io)), io.b, rm32(io)); },
  v_madak_f32: (io) => { io.lo = addF32(mulF32(io.a, io.b, rm32(io)), io.c, rm32(io)); },
  v_fma_f32: (io) => { io.lo = fmaF32(io.a, io.b, io.c, rm32(io)); },
  v_ldexp_f32: (io) => { io.lo = ldexpF32(io.a, io.b | 0, rm32(io)); },
  v_min3_f32: (io) => { const ie = ieee(io); io.lo = minMaxF32(minMaxF32(io.a, io.b, false, ie), io.c, false, ie); },
  v_max3_f32: (io) => { const ie = ieee(io); io.lo = minMaxF32(minMaxF32(io.a, io.b, true, ie), io.c, true, ie); },
  v_med3_f32: (io) => {
    if (isNaN32(io.a) || isNaN32(io.b) || isNaN32(io.c)) {
      const ie = ieee(io); io.lo = minMaxF32(minMaxF32(io.a, io.b, false, ie), io.c, false, ie); return;
    }
    io.lo = med3(io.a, io.b, io.c, (p, q) => f32Value(p) < f32Value(q));
  },
  v_div_scale_f32: divScaleF32,
  v_div_fmas_f32: divFmasF32,
  v_div_fixup_f32: divFixupF32,
  v_cvt_pk_u8_f32: (io) => {
    // S0 rounded to an integer in MODE's f32 rounding mode, clamped to [0, 255], into byte S1[1:0] of S2.
    const sh = (io.b & 3) * 8;
    let v = 0;
    if (!isNaN32(io.a)) {
      const x = f32Value(io.a);
      const m = roundModeF32(io.mode);
      const r = m === 0 ? rne(x) : m === 1 ? Math.ceil(x) : m === 2 ? Math.floor(x) : Math.trunc(x);
      v = Math.max(0, Math.min(255, r)) | 0;
    }
    io.lo = ((io.c & ~(0xff << sh)) | (v << sh)) >>> 0;
  },
  v_cvt_pkaccum_u8_f32: (io) => {
    // As v_cvt_pk_u8_f32, into the destination's own old value (valu.ts passes it as S2).
    const sh = (io.b & 3) * 8;
    let v = 0;
    if (!isNaN32(io.a)) {
      const x = f32Value(io.a);
      const m = roundModeF32(io.mode);
      v = Math.max(0, Math.min(255, m === 0 ? rne(x) : m === 1 ? Math.ceil(x) : m === 2 ? Math.floor(x) : Math.trunc(x))) | 0;
    }
    io.lo = ((io.c & ~(0xff << sh)) | (v << sh)) >>> 0;
  },
  v_div_fixup_f16: (io) => {
    const q = io.a & 0xffff; const d = io.b & 0xffff; const n = io.c & 0xffff;
    const sign = (d ^ n) & 0x8000;
    const dv = f16Value(d); const nv = f16Value(n);
    if (nv !== nv) io.lo = n | 0x200;
    else if (dv !== dv) io.lo = d | 0x200;
    else if ((dv === 0 && nv === 0) || (Math.abs(dv) === Infinity && Math.abs(nv) === Infinity)) io.lo = 0xfe00;
    else if (dv === 0 || Math.abs(nv) === Infinity) io.lo = sign | 0x7c00;
    else if (Math.abs(dv) === Infinity || nv === 0) io.lo = sign;
    else if ((q & 0x7fff) > 0x7c00) io.lo = sign | 0x7c00;
    else io.lo = (q & 0x7fff) | sign;
  },
  v_cubeid_f32: (io) => {
    const x = f32Value(io.a); const y = f32Value(io.b); const z = f32Value(io.c);
    const r = Math.abs(z) >= Math.abs(x) && Math.abs(z) >= Math.abs(y) ? (z < 0 ? 5 : 4)
      : Math.abs(y) >= Math.abs(x) ? (y < 0 ? 3 : 2) : (x < 0 ? 1 : 0);
    io.lo = roundF32(r, 0, 0);
  },
  // Cube-map helpers (CLRX's formulas): the major axis is z, else y, else x (ties to the later axis).
  v_cubesc_f32: (io) => {
    const x = f32Value(io.a); const y = f32Value(io.b); const z = f32Value(io.c);
    const r = Math.abs(z) >= Math.abs(x) && Math.abs(z) >= Math.abs(y) ? (z < 0 ? (io.a ^ 0x80000000) : io.a)
      : Math.abs(y) >= Math.abs(x) ? io.a : (x < 0 ? io.c : (io.c ^ 0x80000000));
    io.lo = r >>> 0;
  },
  v_cubetc_f32: (io) => {
    const x = f32Value(io.a); const y = f32Value(io.b); const z = f32Value(io.c);
    const r = Math.abs(z) >= Math.abs(x) && Math.abs(z) >= Math.abs(y) ? (io.b ^ 0x80000000)
      : Math.abs(y) >= Math.abs(x) ? (y < 0 ? (io.c ^ 0x80000000) : io.c) : (io.b ^ 0x80000000);
    io.lo = r >>> 0;
  },
  v_cubema_f32: (io) => {
    const x = f32Value(io.a); const y = f32Value(io.b); const z = f32Value(io.c);
    const m = Math.abs(z) >= Math.abs(x) && Math.abs(z) >= Math.abs(y) ? io.c : Math.abs(y) >= Math.abs(x) ? io.b : io.a;
    io.lo = mulF32(m, 0x40000000, rm32(io));
  },
  // --- VOP3 integer ---
  v_mad_i32_i24: (io) => { io.lo = (Math.imul(sext24(io.a), sext24(io.b)) + io.c) >>> 0; },
  v_mad_u32_u24: (io) => { io.lo = (Math.imul(io.a & 0xffffff, io.b & 0xffffff) + io.c) >>> 0; },
  v_bfe_u32: (io) => { io.lo = bfe(io.a, io.b, io.c, false); },
  v_bfe_i32: (io) => { io.lo = bfe(io.a, io.b, io.c, true); },
  v_bfi_b32: (io) => { io.lo = ((io.a & io.b) | (~io.a & io.c)) >>> 0; },
  v_alignbit_b32: (io) => { const s = io.c & 31; io.lo = s === 0 ? io.b : ((io.b >>> s) | (io.a << (32 - s))) >>> 0; },
  v_alignbyte_b32: (io) => { const s = (io.c & 3) * 8; io.lo = s === 0 ? io.b : ((io.b >>> s) | (io.a << (32 - s))) >>> 0; },
  v_lerp_u8: (io) => {
    let r = 0;
    for (let i = 0; i < 32; i += 8) r |= ((((io.a >>> i) & 0xff) + ((io.b >>> i) & 0xff) + ((io.c >>> i) & 1)) >>> 1) << i;
    io.lo = r >>> 0;
  },
  v_min3_i32: (io) => { io.lo = Math.min(io.a | 0, io.b | 0, io.c | 0) >>> 0; },
  v_max3_i32: (io) => { io.lo = Math.max(io.a | 0, io.b | 0, io.c | 0) >>> 0; },
  v_min3_u32: (io) => { io.lo = Math.min(io.a, io.b, io.c) >>> 0; },
  v_max3_u32: (io) => { io.lo = Math.max(io.a, io.b, io.c) >>> 0; },
  v_med3_i32: (io) => { io.lo = med3(io.a | 0, io.b | 0, io.c | 0, (p, q) => p < q) >>> 0; },
  v_med3_u32: (io) => { io.lo = med3(io.a, io.b, io.c, (p, q) => p < q) >>> 0; },
  v_sad_u8: (io) => { io.lo = (sad8(io.a, io.b) + io.c) >>> 0; },
  v_sad_hi_u8: (io) => { io.lo = ((sad8(io.a, io.b) << 16) + io.c) >>> 0; },
  v_sad_u16: (io) => { io.lo = (Math.abs((io.a & 0xffff) - (io.b & 0xffff)) + Math.abs((io.a >>> 16) - (io.b >>> 16)) + io.c) >>> 0; },
  v_sad_u32: (io) => { io.lo = (Math.abs(io.a - io.b) + io.c) >>> 0; },
  v_msad_u8: (io) => {
    let s = 0;
    for (let i = 0; i < 32; i += 8) { const r = (io.b >>> i) & 0xff; if (r !== 0) s += Math.abs(((io.a >>> i) & 0xff) - r); }
    io.lo = (s + io.c) >>> 0;
  },
  v_mul_lo_u32: (io) => { io.lo = Math.imul(io.a, io.b) >>> 0; },
  v_mul_lo_i32: (io) => { io.lo = Math.imul(io.a, io.b) >>> 0; },
  v_mul_hi_u32: (io) => { io.lo = mulHiU32(io.a, io.b); },
  v_mul_hi_i32: (io) => { io.lo = mulHiI32(io.a, io.b); },
  v_mad_u64_u32: (io) => {
    const pl = Math.imul(io.a, io.b) >>> 0; const ph = mulHiU32(io.a, io.b);
    io.cout = add64(pl, ph, io.c, io.ch, 0); io.lo = res64.lo; io.hi = res64.hi;
  },
  v_mad_i64_i32: (io) => {
    const pl = Math.imul(io.a, io.b) >>> 0; const ph = mulHiI32(io.a, io.b);
    add64(pl, ph, io.c, io.ch, 0); io.lo = res64.lo; io.hi = res64.hi;
    // Carry-out: signed overflow of the 64-bit sum (choices.ts).
    const sp = ph >>> 31; const sc = io.ch >>> 31; const sr = res64.hi >>> 31;
    io.cout = sp === sc && sr !== sp ? 1 : 0;
  },
  v_perm_b32: (io) => {
    let r = 0;
    for (let i = 0; i < 4; i++) {
      const sel = (io.c >>> (8 * i)) & 0xff;
      let byte: number;
      if (sel < 8) byte = sel < 4 ? (io.b >>> (8 * sel)) & 0xff : (io.a >>> (8 * (sel - 4))) & 0xff;
      else if (sel < 12) {
        const k = sel - 8; // sign of words: bytes 1, 3 of S1, then of S0
        const src = k < 2 ? io.b : io.a;
        byte = ((src >>> (16 * (k & 1) + 15)) & 1) * 0xff;
      } else if (sel === 12) byte = 0;
      else byte = 0xff;
      r |= byte << (8 * i);
    }
    io.lo = r >>> 0;
  },
  // --- 64-bit shifts ---
  v_lshl_b64: (io) => { io.lo = shl64(io.a, io.ah, io.b); io.hi = hi64(); },
  v_lshr_b64: (io) => { io.lo = shr64(io.a, io.ah, io.b, false); io.hi = hi64(); },
  v_ashr_i64: (io) => { io.lo = shr64(io.a, io.ah, io.b, true); io.hi = hi64(); },
  v_lshlrev_b64: (io) => { io.lo = shl64(io.b, io.bh, io.a); io.hi = hi64(); },
  v_lshrrev_b64: (io) => { io.lo = shr64(io.b, io.bh, io.a, false); io.hi = hi64(); },
  v_ashrrev_i64: (io) => { io.lo = shr64(io.b, io.bh, io.a, true); io.hi = hi64(); },
  // --- f64 ---
  v_add_f64: (io) => { io.hi = addF64(io.ah, io.a, io.bh, io.b, rm64(io)); io.lo = res64.lo; },
  v_mul_f64: (io) => { io.hi = mulF64(io.ah, io.a, io.bh, io.b, rm64(io)); io.lo = res64.lo; },
  v_fma_f64: (io) => { io.hi = fmaF64(io.ah, io.a, io.bh, io.b, io.ch, io.c, rm64(io)); io.lo = res64.lo; },
  v_min_f64: (io) => { io.hi = minMaxF64(io.ah, io.a, io.bh, io.b, false, ieee(io)); io.lo = res64.lo; },
  v_max_f64: (io) => { io.hi = minMaxF64(io.ah, io.a, io.bh, io.b, true, ieee(io)); io.lo = res64.lo; },
  v_ldexp_f64: (io) => { io.hi = ldexpF64(io.ah, io.a, io.b | 0, rm64(io)); io.lo = res64.lo; },
  v_div_scale_f64: divScaleF64,
  v_div_fmas_f64: divFmasF64,
  v_div_fixup_f64: divFixupF64,
  // --- f16 and 16-bit integers (GCN 1.2): results in bits 15-0, the upper half zeroed ---
  v_add_f16: (io) => { io.lo = addF16(io.a & 0xffff, io.b & 0xffff, rm64(io)); },
  v_sub_f16: (io) => { io.lo = addF16(io.a & 0xffff, (io.b ^ 0x8000) & 0xffff, rm64(io)); },
  v_subrev_f16: (io) => { io.lo = addF16(io.b & 0xffff, (io.a ^ 0x8000) & 0xffff, rm64(io)); },
  v_mul_f16: (io) => { io.lo = mulF16(io.a & 0xffff, io.b & 0xffff, rm64(io)); },
  v_mac_f16: (io) => { io.lo = addF16(mulF16(io.a & 0xffff, io.b & 0xffff, rm64(io)), io.c & 0xffff, rm64(io)); },
  v_mad_f16: (io) => { io.lo = addF16(mulF16(io.a & 0xffff, io.b & 0xffff, rm64(io)), io.c & 0xffff, rm64(io)); },
  v_madmk_f16: (io) => { io.lo = addF16(mulF16(io.a & 0xffff, io.c & 0xffff, rm64(io)), io.b & 0xffff, rm64(io)); },
  v_madak_f16: (io) => { io.lo = addF16(mulF16(io.a & 0xffff, io.b & 0xffff, rm64(io)), io.c & 0xffff, rm64(io)); },
  v_fma_f16: (io) => { io.lo = fmaF16(io.a & 0xffff, io.b & 0xffff, io.c & 0xffff, rm64(io)); },
  v_max_f16: (io) => { io.lo = minMaxF16(io.a & 0xffff, io.b & 0xffff, true, ieee(io)); },
  v_min_f16: (io) => { io.lo = minMaxF16(io.a & 0xffff, io.b & 0xffff, false, ieee(io)); },
  v_ldexp_f16: (io) => {
    const x = io.a & 0xffff;
    if ((x & 0x7fff) > 0x7c00) { io.lo = x | 0x200; return; }
    const v = f16Value(x);
    if (v === 0 || !Number.isFinite(v)) { io.lo = x; return; }
    const k = Math.max(-100, Math.min(100, (io.b << 16) >> 16));
    io.lo = roundF16(v * Math.pow(2, k), 0, rm64(io));
  },
  v_add_u16: (io) => { io.lo = (io.a + io.b) & 0xffff; },
  v_sub_u16: (io) => { io.lo = (io.a - io.b) & 0xffff; },
  v_subrev_u16: (io) => { io.lo = (io.b - io.a) & 0xffff; },
  v_mul_lo_u16: (io) => { io.lo = Math.imul(io.a & 0xffff, io.b & 0xffff) & 0xffff; },
  v_lshlrev_b16: (io) => { io.lo = (io.b << (io.a & 15)) & 0xffff; },
  v_lshrrev_b16: (io) => { io.lo = (io.b & 0xffff) >>> (io.a & 15); },
  v_ashrrev_i16: (io) => { io.lo = (((io.b << 16) >> 16) >> (io.a & 15)) & 0xffff; },
  v_max_u16: (io) => { io.lo = Math.max(io.a & 0xffff, io.b & 0xffff); },
  v_min_u16: (io) => { io.lo = Math.min(io.a & 0xffff, io.b & 0xffff); },
  v_max_i16: (io) => { io.lo = Math.max((io.a << 16) >> 16, (io.b << 16) >> 16) & 0xffff; },
  v_min_i16: (io) => { io.lo = Math.min((io.a << 16) >> 16, (io.b << 16) >> 16) & 0xffff; },
  v_mad_u16: (io) => { io.lo = (Math.imul(io.a & 0xffff, io.b & 0xffff) + io.c) & 0xffff; },
  v_mad_i16: (io) => { io.lo = (Math.imul((io.a << 16) >> 16, (io.b << 16) >> 16) + io.c) & 0xffff; },
  ...MORE_LANE_OPS,
};

/** Integer compares: name suffix -> relation on (signed or unsigned) numbers. */
const ICMP: Record<string, (x: number, y: number) => boolean> = {
  f: () => false, lt: (x, y) => x < y, eq: (x, y) => x === y, le: (x, y) => x <= y, gt: (x, y) => x > y,
  lg: (x, y) => x !== y, ne: (x, y) => x !== y, ge: (x, y) => x >= y, tru: () => true, t: () => true,
};

/** The lane function of a compare row (VOPC), derived from its mnemonic. */
function compareOp(name: string): LaneOp | undefined {
  const m = /^v_cmps?x?_(\w+?)_([fiu])(16|32|64)$/.exec(name);
  if (m === null) return undefined;
  const [, rel, t, w] = m as unknown as [string, string, string, string];
  if (rel === 'class') {
    if (w === '32') return (io) => { io.cout = (io.b >>> classBit32(io.a)) & 1; };
    if (w === '64') return (io) => { io.cout = (io.b >>> classBit64(io.ah, io.a)) & 1; };
    return (io) => { io.cout = (io.b >>> classBit16(io.a & 0xffff)) & 1; };
  }
  if (t === 'f') {
    const table = FCMP_TABLE[rel];
    if (table === undefined) return undefined;
    // bits: 1 less, 2 equal, 4 greater, 8 unordered.
    if (w === '32') return (io) => { io.cout = (table & cmpBits(f32Value(io.a), f32Value(io.b))) !== 0 ? 1 : 0; };
    if (w === '64') return (io) => { io.cout = (table & cmpBits(f64Value(io.ah, io.a), f64Value(io.bh, io.b))) !== 0 ? 1 : 0; };
    return (io) => { io.cout = (table & cmpBits(f16Value(io.a & 0xffff), f16Value(io.b & 0xffff))) !== 0 ? 1 : 0; };
  }
  const r = ICMP[rel];
  if (r === undefined) return undefined;
  const signed = t === 'i';
  if (w === '32') return signed ? (io) => { io.cout = r(io.a | 0, io.b | 0) ? 1 : 0; } : (io) => { io.cout = r(io.a >>> 0, io.b >>> 0) ? 1 : 0; };
  if (w === '16') {
    return signed ? (io) => { io.cout = r((io.a << 16) >> 16, (io.b << 16) >> 16) ? 1 : 0; }
      : (io) => { io.cout = r(io.a & 0xffff, io.b & 0xffff) ? 1 : 0; };
  }
  // 64-bit: compare high dwords (signed or not), then low dwords unsigned.
  return (io) => {
    const ha = signed ? io.ah | 0 : io.ah >>> 0;
    const hb = signed ? io.bh | 0 : io.bh >>> 0;
    const x = ha !== hb ? ha : io.a >>> 0;
    const y = ha !== hb ? hb : io.b >>> 0;
    io.cout = r(x, y) ? 1 : 0;
  };
}

/** The lane function of a VOP2/VOPC/VOP3 row, or undefined when the compute model lacks it. */
export function laneOp(name: string): LaneOp | undefined {
  const f = L[name];
  if (f !== undefined) return f;
  const c = compareOp(name);
  if (c !== undefined) L[name] = c; // one function per op, so that call sites stay monomorphic
  return c;
}

const sext16 = (x: number): number => (x << 16) >> 16;
const sat = (x: number, lo: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);

/**
 * GCN 1.2's integer CLAMP (docs/emulator.md decision 9): the integer adds, subtracts and
 * multiply-adds that LLVM gives a clamp operand on GCN 1.2 saturate their exact result to
 * the destination's range (llc 14 relies on it: uadd.sat/usub.sat and the 64-bit ctlz/cttz
 * are `v_add_u32_e64 ... clamp`). Each function runs after the lane op, which left the
 * wrapped result and the carry or borrow in io, and returns the saturated result.
 */
const INT_CLAMP: Record<string, (io: IO) => number> = {
  v_add_u32: (io) => (io.cout !== 0 ? 0xffffffff : io.lo),
  v_addc_u32: (io) => (io.cout !== 0 ? 0xffffffff : io.lo),
  v_sub_u32: (io) => (io.cout !== 0 ? 0 : io.lo),
  v_subrev_u32: (io) => (io.cout !== 0 ? 0 : io.lo),
  v_subb_u32: (io) => (io.cout !== 0 ? 0 : io.lo),
  v_subbrev_u32: (io) => (io.cout !== 0 ? 0 : io.lo),
  v_add_u16: (io) => Math.min((io.a & 0xffff) + (io.b & 0xffff), 0xffff),
  v_sub_u16: (io) => Math.max((io.a & 0xffff) - (io.b & 0xffff), 0),
  v_subrev_u16: (io) => Math.max((io.b & 0xffff) - (io.a & 0xffff), 0),
  v_mad_u16: (io) => Math.min((io.a & 0xffff) * (io.b & 0xffff) + (io.c & 0xffff), 0xffff),
  v_mad_i16: (io) => sat(sext16(io.a) * sext16(io.b) + sext16(io.c), -0x8000, 0x7fff) & 0xffff,
  // Exact: |product| < 2^47, so the sum is an exact double.
  v_mad_u32_u24: (io) => Math.min((io.a & 0xffffff) * (io.b & 0xffffff) + (io.c >>> 0), 0xffffffff),
  v_mad_i32_i24: (io) => sat(sext24(io.a) * sext24(io.b) + (io.c | 0), -0x80000000, 0x7fffffff) >>> 0,
};

/** The saturating form of an integer op under CLAMP on GCN 1.2, or undefined when CLAMP does not change it. */
export function intClampOp(name: string): ((io: IO) => number) | undefined {
  return INT_CLAMP[name];
}

/** Ops whose float sources must not be flushed (they test classes or move bits). */
export const NO_INPUT_FLUSH: ReadonlySet<string> = new Set([
  'v_cmp_class_f32', 'v_cmp_class_f64', 'v_cmp_class_f16', 'v_cmpx_class_f32', 'v_cmpx_class_f64', 'v_cmpx_class_f16',
  'v_div_fixup_f32', 'v_div_fixup_f64', 'v_div_scale_f32', 'v_div_scale_f64',
]);

void f16ToF32; void f32ToF16; void DNAN32; void setRes64Bits; void CHOICES;
