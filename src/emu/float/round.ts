// Rounding of an exact real h + t (two doubles) to f16, f32 or f64 in the
// four MODE rounding modes, with gradual underflow and IEEE overflow.
//
// Why h + t: every result of the float core is either a double that is
// exactly the real result (conversions from a wider or integer format), or an
// unevaluated sum of two doubles (a subtraction with its exact error term, a
// double-double approximation with a margin). The rounders below give the
// correctly rounded value of the real number h + t itself, not of the double
// nearest to it.
//
// Method (f32; f16 is the same on its grid): s = RN53(h + t) and the exact
// error e = (h + t) - s (TwoSum). Let r = RN32(s) (Math.fround). No f32 number
// lies strictly between s and h + t (it would be nearer to h + t than s is),
// so when r != s the exact value is on the side of r where s is; when r == s
// it is on the side given by the sign of e. Round to nearest can differ from
// r only when s is exactly halfway between two f32 numbers and e != 0: then
// e picks the side. Directed modes step from r by one f32 neighbour, which
// also gives the IEEE overflow rules (RN32 of a value past the largest finite
// one is ±inf; stepping down from +inf gives MAX).

import { f16Value, f32Bits, f32Value, nextDown16, nextDown32, nextDownD, nextUp16, nextUp32, nextUpD, rn16 } from './bits.js';

/** MODE FP_ROUND codes. */
export const RNE = 0;
export const RUP = 1;
export const RDN = 2;
export const RTZ = 3;
export type RoundMode = 0 | 1 | 2 | 3;

/** The FP_ROUND field for F32 ops (MODE bits 1-0). */
export function roundModeF32(mode: number): RoundMode { return (mode & 3) as RoundMode; }
/** The FP_ROUND field for F64 and F16 ops (MODE bits 3-2). */
export function roundModeF64F16(mode: number): RoundMode { return ((mode >>> 2) & 3) as RoundMode; }

const TWO128 = 3.402823669209385e38; // 2^128: the place of +inf on the f32 grid
const TWO16 = 65536;

/**
 * The f32 bits of h + t rounded in `mode`. h, t finite doubles (t may be 0;
 * a zero result takes the sign of h when t is 0, else IEEE's sign of an
 * exact zero sum in round to nearest: +0).
 */
export function roundF32(h: number, t: number, mode: RoundMode): number {
  let s = h;
  let e = 0;
  if (t !== 0) {
    s = h + t;
    const bb = s - h;
    e = (h - (s - bb)) + (t - bb);
    if (s === Infinity || s === -Infinity) return overflow32(s > 0, mode);
  }
  const r = Math.fround(s);
  let dir: number; // sign of (h + t) - r
  if (r === s) {
    if (e === 0 || mode === RNE) return f32Bits(r);
    dir = e > 0 ? 1 : -1;
  } else {
    dir = s > r ? 1 : -1;
    if (mode === RNE) {
      if (e === 0) return f32Bits(r);
      const other = f32Value(dir > 0 ? nextUp32(f32Bits(r)) : nextDown32(f32Bits(r)));
      const rr = r === Infinity ? TWO128 : r === -Infinity ? -TWO128 : r;
      const oo = other === Infinity ? TWO128 : other === -Infinity ? -TWO128 : other;
      if (s - rr === oo - s) return (e > 0) === (dir > 0) ? f32Bits(other) : f32Bits(r);
      return f32Bits(r);
    }
  }
  const rb = f32Bits(r);
  if (mode === RUP) return dir > 0 ? nextUp32(rb) : rb;
  if (mode === RDN) return dir < 0 ? nextDown32(rb) : rb;
  if (s > 0) return dir < 0 ? nextDown32(rb) : rb;
  return dir > 0 ? nextUp32(rb) : rb;
}

function overflow32(pos: boolean, mode: RoundMode): number {
  if (pos) return mode === RNE || mode === RUP ? 0x7f800000 : 0x7f7fffff;
  return mode === RNE || mode === RDN ? 0xff800000 : 0xff7fffff;
}

/** The f16 bits of h + t rounded in `mode` (as roundF32, on the f16 grid). */
export function roundF16(h: number, t: number, mode: RoundMode): number {
  let s = h;
  let e = 0;
  if (t !== 0) {
    s = h + t;
    const bb = s - h;
    e = (h - (s - bb)) + (t - bb);
    if (s === Infinity || s === -Infinity) return overflow16(s > 0, mode);
  }
  const rb = rn16(s);
  const r = f16Value(rb);
  let dir: number;
  if (r === s) {
    if (e === 0 || mode === RNE) return rb;
    dir = e > 0 ? 1 : -1;
  } else {
    dir = s > r ? 1 : -1;
    if (mode === RNE) {
      if (e === 0) return rb;
      const ob = dir > 0 ? nextUp16(rb) : nextDown16(rb);
      const other = f16Value(ob);
      const rr = r === Infinity ? TWO16 : r === -Infinity ? -TWO16 : r;
      const oo = other === Infinity ? TWO16 : other === -Infinity ? -TWO16 : other;
      if (s - rr === oo - s) return (e > 0) === (dir > 0) ? ob : rb;
      return rb;
    }
  }
  if (mode === RUP) return dir > 0 ? nextUp16(rb) : rb;
  if (mode === RDN) return dir < 0 ? nextDown16(rb) : rb;
  if (s > 0) return dir < 0 ? nextDown16(rb) : rb;
  return dir > 0 ? nextUp16(rb) : rb;
}

function overflow16(pos: boolean, mode: RoundMode): number {
  if (pos) return mode === RNE || mode === RUP ? 0x7c00 : 0x7bff;
  return mode === RNE || mode === RDN ? 0xfc00 : 0xfbff;
}

/** h + t rounded to a double in `mode` (h, t finite). */
export function roundF64(h: number, t: number, mode: RoundMode): number {
  if (t === 0) return h;
  const s = h + t;
  if (s === Infinity || s === -Infinity) {
    if (s > 0) return mode === RNE || mode === RUP ? s : 1.7976931348623157e308;
    return mode === RNE || mode === RDN ? s : -1.7976931348623157e308;
  }
  if (mode === RNE) return s;
  const bb = s - h;
  const e = (h - (s - bb)) + (t - bb);
  if (e === 0) return s;
  if (mode === RUP) return e > 0 ? nextUpD(s) : s;
  if (mode === RDN) return e < 0 ? nextDownD(s) : s;
  if (s > 0) return e < 0 ? nextDownD(s) : s;
  return e > 0 ? nextUpD(s) : s;
}
