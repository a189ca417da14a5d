// Rounding to integral values and fract (semantics.md §5.3): IEEE results,
// the sign of zero kept, ±inf passed through, NaN quieted.
//
// trunc, floor, ceil and rndne results are integers of the input's format, so
// they never round; JS's Math.trunc/floor/ceil are exact on doubles (and keep
// -0), and rndne uses the 2^52 trick, exact for |x| < 2^52.
//
// fract(x) = min(x - floor(x), largest value below 1.0), ±inf -> dNaN. The
// subtraction is exact unless -1 < x < 0, where it is 1 + x: that one sum is
// rounded in the MODE rounding mode. An integral input (±0 included) gives +0
// in every mode (semantics.md §6.3).

import {
  DNAN16, DNAN32, DNAN64_HI, f16Value, f32Bits, f32Value, f64Value, flush16, flush32, flush64,
  quiet16, quiet32, quiet64, res64, rn16, setRes64, setRes64Bits,
} from './bits.js';
import { roundF16, roundF32, roundF64, type RoundMode } from './round.js';

const TWO52 = 4503599627370496;

/** Round half to even of a finite double, sign of zero kept. */
function rintD(x: number): number {
  const a = Math.abs(x);
  if (a >= TWO52) return x;
  const r = (a + TWO52) - TWO52;
  return x < 0 || (x === 0 && 1 / x < 0) ? -r : r;
}

// --- f32 -----------------------------------------------------------------------

export function truncF32(b: number): number { return int32Op(b, 0); }
export function floorF32(b: number): number { return int32Op(b, 1); }
/** ceil: trunc, then + 1 for a positive non-integer (ceil(-0.5) = -0). */
export function ceilF32(b: number): number { return int32Op(b, 2); }
/** Round half to even (rndne(2.5) = 2, rndne(-0.4) = -0). */
export function rndneF32(b: number): number { return int32Op(b, 3); }

function int32Op(b: number, op: number): number {
  if ((b & 0x7f800000) === 0x7f800000) return (b & 0x7fffff) !== 0 ? quiet32(b) : b;
  const x = f32Value(b);
  return f32Bits(op === 0 ? Math.trunc(x) : op === 1 ? Math.floor(x) : op === 2 ? Math.ceil(x) : rintD(x));
}

/** fract (v_fract_f32), capped at 0x3f7fffff; the sum 1 + x rounds in `mode`. */
export function fractF32(b: number, mode: RoundMode, flushOut = false): number {
  if ((b & 0x7f800000) === 0x7f800000) return (b & 0x7fffff) !== 0 ? quiet32(b) : DNAN32;
  const x = f32Value(b);
  const f = Math.floor(x);
  if (x === f) return 0;
  let r = x > -1 && x < 0 ? roundF32(1, x, mode) : f32Bits(x - f);
  if (r >= 0x3f800000) r = 0x3f7fffff;
  return flushOut ? flush32(r) : r;
}

// --- f16 -----------------------------------------------------------------------

export function truncF16(h: number): number { return int16Op(h, 0); }
export function floorF16(h: number): number { return int16Op(h, 1); }
export function ceilF16(h: number): number { return int16Op(h, 2); }
export function rndneF16(h: number): number { return int16Op(h, 3); }

function int16Op(h: number, op: number): number {
  if ((h & 0x7c00) === 0x7c00) return (h & 0x3ff) !== 0 ? quiet16(h) : h;
  const x = f16Value(h);
  return rn16(op === 0 ? Math.trunc(x) : op === 1 ? Math.floor(x) : op === 2 ? Math.ceil(x) : rintD(x));
}

/** fract (v_fract_f16), capped at 0x3bff. */
export function fractF16(h: number, mode: RoundMode, flushOut = false): number {
  if ((h & 0x7c00) === 0x7c00) return (h & 0x3ff) !== 0 ? quiet16(h) : DNAN16;
  const x = f16Value(h);
  const f = Math.floor(x);
  if (x === f) return 0;
  let r = x > -1 && x < 0 ? roundF16(1, x, mode) : rn16(x - f);
  if (r >= 0x3c00) r = 0x3bff;
  return flushOut ? flush16(r) : r;
}

// --- f64 (results in res64, the hi word returned) --------------------------------------

export function truncF64(hi: number, lo: number): number { return int64Op(hi, lo, 0); }
export function floorF64(hi: number, lo: number): number { return int64Op(hi, lo, 1); }
export function ceilF64(hi: number, lo: number): number { return int64Op(hi, lo, 2); }
export function rndneF64(hi: number, lo: number): number { return int64Op(hi, lo, 3); }

function int64Op(hi: number, lo: number, op: number): number {
  if ((hi & 0x7ff00000) === 0x7ff00000) {
    return (hi & 0xfffff) !== 0 || lo !== 0 ? quiet64(hi, lo) : setRes64Bits(hi, lo);
  }
  const x = f64Value(hi, lo);
  return setRes64(op === 0 ? Math.trunc(x) : op === 1 ? Math.floor(x) : op === 2 ? Math.ceil(x) : rintD(x));
}

/** fract (v_fract_f64), capped at 0x3fefffffffffffff. */
export function fractF64(hi: number, lo: number, mode: RoundMode, flushOut = false): number {
  if ((hi & 0x7ff00000) === 0x7ff00000) {
    return (hi & 0xfffff) !== 0 || lo !== 0 ? quiet64(hi, lo) : setRes64Bits(DNAN64_HI, 0);
  }
  const x = f64Value(hi, lo);
  const f = Math.floor(x);
  if (x === f) return setRes64Bits(0, 0);
  let r = x > -1 && x < 0 ? roundF64(1, x, mode) : x - f;
  if (r >= 1) r = 0.9999999999999999;
  const rh = setRes64(r);
  return flushOut ? flush64(rh, res64.lo) : rh;
}
