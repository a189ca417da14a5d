// Format conversions (semantics.md §5.2): float <-> float, int -> float with
// the MODE rounding, float -> int truncating and saturating.
//
// Denormal inputs are used as they are: flush them first with flush16/32/64
// when MODE says so. `flushOut` replaces a denormal result by the zero of its
// sign (semantics.md §2 step 7 puts that after OMOD and CLAMP: an emulator
// applying those passes false and calls flush16/32 itself).

import {
  f16Value, f32Bits, f32Value, f64Value, flush16, flush32, setRes64, setRes64Bits,
} from './bits.js';
import { roundF16, roundF32, type RoundMode } from './round.js';

// --- float -> float ------------------------------------------------------------

/**
 * f32 -> f16 (v_cvt_f16_f32). Rounded in `mode`, overflow per IEEE (±inf in
 * round to nearest, ±65504 toward zero and in the directed mode away from
 * the infinity). NaN -> quiet NaN, sign kept, payload >> 13.
 */
export function f32ToF16(b: number, mode: RoundMode, flushOut = false): number {
  const a = b & 0x7fffffff;
  if (a >= 0x7f800000) {
    const s = (b >>> 16) & 0x8000;
    return a === 0x7f800000 ? s | 0x7c00 : s | 0x7e00 | ((a >>> 13) & 0x3ff);
  }
  const r = roundF16(f32Value(b), 0, mode);
  return flushOut ? flush16(r) : r;
}

/** f16 -> f32 (v_cvt_f32_f16), exact. NaN -> quiet NaN, payload << 13. */
export function f16ToF32(h: number): number {
  const s = (h & 0x8000) << 16;
  const e = (h >>> 10) & 31;
  const m = h & 0x3ff;
  if (e === 31) return (s | 0x7f800000 | (m === 0 ? 0 : 0x400000 | (m << 13))) >>> 0;
  if (e !== 0) return (s | ((e + 112) << 23) | (m << 13)) >>> 0;
  if (m === 0) return s >>> 0;
  // denormal m * 2^-24: normalize
  const lz = Math.clz32(m) - 21; // leading zeros within the 11-bit field (1..10)
  return (s | ((113 - lz) << 23) | (((m << lz) & 0x3ff) << 13)) >>> 0;
}

/**
 * f64 -> f32 (v_cvt_f32_f64). Rounded in `mode` with IEEE overflow.
 * NaN -> quiet NaN, sign kept, payload >> 29.
 */
export function f64ToF32(hi: number, lo: number, mode: RoundMode, flushOut = false): number {
  const a = hi & 0x7fffffff;
  if (a >= 0x7ff00000) {
    const s = hi & 0x80000000;
    if (a === 0x7ff00000 && lo === 0) return (s | 0x7f800000) >>> 0;
    return (s | 0x7fc00000 | ((hi & 0xfffff) << 3) | (lo >>> 29)) >>> 0;
  }
  const r = roundF32(f64Value(hi, lo), 0, mode);
  return flushOut ? flush32(r) : r;
}

/** f32 -> f64 (v_cvt_f64_f32), exact, into res64. NaN -> quiet NaN, payload << 29. */
export function f32ToF64(b: number): number {
  const a = b & 0x7fffffff;
  if (a > 0x7f800000) {
    return setRes64Bits((b & 0x80000000) | 0x7ff80000 | ((a >>> 3) & 0xfffff), (a & 7) << 29);
  }
  return setRes64(f32Value(b));
}

// --- int -> float --------------------------------------------------------------

/** i32 bits -> f32 (v_cvt_f32_i32), rounded in `mode` when |x| > 2^24. */
export function i32ToF32(b: number, mode: RoundMode): number {
  const x = b | 0;
  // Math.fround rounds to nearest even; below 2^24 the conversion is exact in any mode.
  if (mode === 0 || (x <= 0x1000000 && x >= -0x1000000)) return f32Bits(Math.fround(x));
  return roundF32(x, 0, mode);
}
/** u32 -> f32 (v_cvt_f32_u32), rounded in `mode`. */
export function u32ToF32(b: number, mode: RoundMode): number {
  const x = b >>> 0;
  if (mode === 0 || x <= 0x1000000) return f32Bits(Math.fround(x));
  return roundF32(x, 0, mode);
}
/** i32 bits -> f64 (v_cvt_f64_i32), exact, into res64. */
export function i32ToF64(b: number): number { return setRes64(b | 0); }
/** u32 -> f64 (v_cvt_f64_u32), exact, into res64. */
export function u32ToF64(b: number): number { return setRes64(b >>> 0); }
/** u16 -> f16 (v_cvt_f16_u16), rounded in `mode` (65520.. -> +inf in round to nearest). */
export function u16ToF16(b: number, mode: RoundMode): number { return roundF16(b & 0xffff, 0, mode); }
/** i16 bits -> f16 (v_cvt_f16_i16), rounded in `mode`. */
export function i16ToF16(b: number, mode: RoundMode): number { return roundF16((b << 16) >> 16, 0, mode); }

// --- float -> int: truncate toward zero, saturate, NaN -> 0 -----------------------

/** f32 -> i32 bits (v_cvt_i32_f32). */
export function f32ToI32(b: number): number {
  if ((b & 0x7fffffff) > 0x7f800000) return 0;
  return satI32(f32Value(b));
}
/** f32 -> u32 (v_cvt_u32_f32): negative -> 0. */
export function f32ToU32(b: number): number {
  if ((b & 0x7fffffff) > 0x7f800000) return 0;
  return satU32(f32Value(b));
}
/** f64 -> i32 bits (v_cvt_i32_f64). */
export function f64ToI32(hi: number, lo: number): number {
  const x = f64Value(hi, lo);
  return x !== x ? 0 : satI32(x);
}
/** f64 -> u32 (v_cvt_u32_f64). */
export function f64ToU32(hi: number, lo: number): number {
  const x = f64Value(hi, lo);
  return x !== x ? 0 : satU32(x);
}
/** f16 -> i16 bits (v_cvt_i16_f16), in 0..0xffff. */
export function f16ToI16(h: number): number {
  if ((h & 0x7fff) > 0x7c00) return 0;
  const t = Math.trunc(f16Value(h));
  return (t >= 32767 ? 32767 : t <= -32768 ? -32768 : t) & 0xffff;
}
/** f16 -> u16 (v_cvt_u16_f16): negative -> 0. */
export function f16ToU16(h: number): number {
  if ((h & 0x7fff) > 0x7c00) return 0;
  const t = Math.trunc(f16Value(h));
  return t >= 65535 ? 65535 : t <= 0 ? 0 : t;
}

function satI32(x: number): number {
  const t = Math.trunc(x);
  return (t >= 2147483647 ? 2147483647 : t <= -2147483648 ? -2147483648 : t) >>> 0;
}

function satU32(x: number): number {
  const t = Math.trunc(x);
  return t >= 4294967295 ? 4294967295 : t <= 0 ? 0 : t;
}
