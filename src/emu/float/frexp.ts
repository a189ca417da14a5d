// frexp (semantics.md §5.6): S0 = mant * 2^exp with 0.5 <= |mant| < 1.
//
// ±0 -> mant ±0, exp 0. A denormal input (kept by MODE) gives its true
// mantissa and exponent (the smallest f32 denormal has exp -148); flush it
// first (flush32 etc.) when MODE flushes: it then gives ±0 / 0.
// ±inf and NaN: mant ±inf / qNaN, exp 0 on GCN 1.1 and 1.2; with gcn10 = true
// (GCN 1.0, CLRX): mant(±inf) = dNaN, exp(±inf or NaN) = -1. The f16 forms
// exist on GCN 1.2 only and take no gcn10 flag.

import {
  DNAN32, DNAN64_HI, exponentOf, f64Hi, f64Lo, f64Value, quiet16, quiet32, quiet64, setRes64Bits,
} from './bits.js';

export function frexpMantF32(b: number, gcn10 = false): number {
  const a = b & 0x7fffffff;
  if (a === 0) return b >>> 0;
  if (a >= 0x7f800000) return a === 0x7f800000 ? (gcn10 ? DNAN32 : b >>> 0) : quiet32(b);
  const s = b & 0x80000000;
  if (a < 0x800000) { // denormal: move the leading bit to the implicit position
    const lz = Math.clz32(a) - 8;
    return (s | (126 << 23) | ((a << lz) & 0x7fffff)) >>> 0;
  }
  return (s | (126 << 23) | (a & 0x7fffff)) >>> 0;
}

/** The exponent as i32 bits (-1 = 0xffffffff). */
export function frexpExpF32(b: number, gcn10 = false): number {
  const a = b & 0x7fffffff;
  if (a === 0) return 0;
  if (a >= 0x7f800000) return gcn10 ? 0xffffffff : 0;
  if (a < 0x800000) return ((31 - Math.clz32(a)) - 148) >>> 0;
  return ((a >>> 23) - 126) >>> 0;
}

export function frexpMantF16(h: number): number {
  const a = h & 0x7fff;
  if (a === 0) return h;
  if (a >= 0x7c00) return a === 0x7c00 ? h : quiet16(h);
  const s = h & 0x8000;
  if (a < 0x400) {
    const lz = Math.clz32(a) - 21;
    return s | (14 << 10) | ((a << lz) & 0x3ff);
  }
  return s | (14 << 10) | (a & 0x3ff);
}

/** The exponent as i16 bits (0..0xffff). */
export function frexpExpF16(h: number): number {
  const a = h & 0x7fff;
  if (a === 0 || a >= 0x7c00) return 0;
  if (a < 0x400) return ((31 - Math.clz32(a)) - 23) & 0xffff;
  return ((a >>> 10) - 14) & 0xffff;
}

/** Mantissa of an f64, into res64 (hi returned). */
export function frexpMantF64(hi: number, lo: number, gcn10 = false): number {
  const a = hi & 0x7fffffff;
  if (a >= 0x7ff00000) {
    if (a === 0x7ff00000 && lo === 0) return gcn10 ? setRes64Bits(DNAN64_HI, 0) : setRes64Bits(hi, lo);
    return quiet64(hi, lo);
  }
  if (a === 0 && lo === 0) return setRes64Bits(hi, 0);
  const s = hi & 0x80000000;
  if (a < 0x100000) { // denormal: scale by 2^64 (exact), then take the normal's fraction
    const y = f64Value(hi, lo) * 18446744073709551616;
    const ylo = f64Lo(y);
    return setRes64Bits(s | (1022 << 20) | (f64Hi(y) & 0xfffff), ylo);
  }
  return setRes64Bits(s | (1022 << 20) | (hi & 0xfffff), lo);
}

/** Exponent of an f64 as i32 bits. */
export function frexpExpF64(hi: number, lo: number, gcn10 = false): number {
  const a = hi & 0x7fffffff;
  if (a >= 0x7ff00000) return gcn10 ? 0xffffffff : 0;
  if (a === 0 && lo === 0) return 0;
  if (a < 0x100000) return (exponentOf(f64Value(hi, lo) * 18446744073709551616) - 64 + 1) >>> 0;
  return ((a >>> 20) - 1022) >>> 0;
}
