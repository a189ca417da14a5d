// Bit views of f16, f32 and f64 values, classification, NaN quieting,
// denormal flushing and neighbour steps.
//
// Conventions of the whole float core (src/emu/float):
// - Every value goes in and out as a register bit pattern, an unsigned
//   integer held in a JS number: f16 and 16-bit integers in 0..0xffff, f32
//   and 32-bit integers in 0..0xffffffff (an i32 result -1 is 0xffffffff).
// - An f64 value is a pair of uint32 words, always passed as (hi, lo): hi is
//   the sign, exponent and top 20 fraction bits, lo the low 32 fraction bits
//   (the low dword lives in register n, hi in n + 1). A function with an f64
//   result writes both words to `res64` and also returns the hi word.
// - Internally, finite non-NaN values are handled as JS doubles, which hold
//   every f16, f32 and f64 value exactly. NaNs never pass through a double
//   (their payload could be lost): they are handled on the bits.
// - No call on a hot path allocates: the scratch buffers below are shared.

const F32_BUF = new ArrayBuffer(4);
const F32V = new Float32Array(F32_BUF);
const U32V = new Uint32Array(F32_BUF);
const F64_BUF = new ArrayBuffer(8);
const F64V = new Float64Array(F64_BUF);
const W64V = new Uint32Array(F64_BUF);
const LITTLE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Index of the low / high word of an f64 in a Uint32Array view. */
const LO = LITTLE ? 0 : 1;
const HI = LITTLE ? 1 : 0;

/** The result of every function that produces an f64: both words, unsigned. */
export const res64 = { hi: 0, lo: 0 };

// --- f32 -------------------------------------------------------------------

/** The value of f32 bits (NaN payloads are not kept: test NaNs on the bits). */
export function f32Value(bits: number): number {
  U32V[0] = bits;
  return F32V[0]!;
}

/** The bits of a double that is exactly an f32 value (not NaN). */
export function f32Bits(x: number): number {
  F32V[0] = x;
  return U32V[0]!;
}

// --- f64 -------------------------------------------------------------------

/** The value of f64 bits (hi, lo). */
export function f64Value(hi: number, lo: number): number {
  W64V[HI] = hi;
  W64V[LO] = lo;
  return F64V[0]!;
}

/** Writes the bits of a non-NaN double to res64 and returns the hi word. */
export function setRes64(x: number): number {
  F64V[0] = x;
  res64.lo = W64V[LO]!;
  return (res64.hi = W64V[HI]!);
}

/** Writes raw words to res64 and returns the hi word. */
export function setRes64Bits(hi: number, lo: number): number {
  res64.lo = lo >>> 0;
  return (res64.hi = hi >>> 0);
}

/** The hi word of a double's bits. */
export function f64Hi(x: number): number {
  F64V[0] = x;
  return W64V[HI]!;
}

/** The lo word of a double's bits. */
export function f64Lo(x: number): number {
  F64V[0] = x;
  return W64V[LO]!;
}

/** 2^k as a double, for integer k in [-1074, 1023] (built from bits, exact). */
export function pow2(k: number): number {
  if (k >= -1022) {
    W64V[HI] = (k + 1023) << 20;
    W64V[LO] = 0;
  } else if (k >= -1042) {
    W64V[HI] = 1 << (k + 1042);
    W64V[LO] = 0;
  } else {
    W64V[HI] = 0;
    W64V[LO] = (1 << (k + 1074)) >>> 0;
  }
  return F64V[0]!;
}

/** floor(log2 |x|) of a finite non-zero double that is normal. */
export function exponentOf(x: number): number {
  F64V[0] = x;
  return ((W64V[HI]! >>> 20) & 0x7ff) - 1023;
}

// --- f16 -------------------------------------------------------------------

const POW2_F16 = new Float64Array(32); // 2^(e - 25): value of a normal f16 = (1024 + m) * this
for (let e = 0; e < 32; e++) POW2_F16[e] = pow2(e - 25);
const RN16_SCALE = new Float64Array(30); // [e + 14] = 2^(10 - e), e = -14..15
for (let e = -14; e <= 15; e++) RN16_SCALE[e + 14] = pow2(10 - e);

/** The value of f16 bits (NaN payloads are not kept). */
export function f16Value(h: number): number {
  const e = (h >>> 10) & 31;
  const m = h & 1023;
  let v: number;
  if (e === 0) v = m * 5.9604644775390625e-8; // m * 2^-24
  else if (e === 31) v = m === 0 ? Infinity : NaN;
  else v = (m + 1024) * POW2_F16[e]!;
  return (h & 0x8000) !== 0 ? -v : v;
}

/**
 * The f16 bits of the double x rounded to nearest-even: overflow gives ±inf
 * (|x| >= 65520), tiny values round on the denormal grid (2^-24), the sign
 * of zero is kept. x must not be NaN.
 */
export function rn16(x: number): number {
  let s = 0;
  let a = x;
  if (x < 0 || (x === 0 && 1 / x < 0)) { s = 0x8000; a = -x; }
  if (a >= 65520) return s | 0x7c00;
  if (a < 6.103515625e-5) { // below 2^-14: denormal grid 2^-24
    const q = a * 16777216;
    return s | ((q + 4503599627370496) - 4503599627370496);
  }
  F64V[0] = a;
  const e = ((W64V[HI]! >>> 20) & 0x7ff) - 1023; // -14..15
  const q = a * RN16_SCALE[e + 14]!; // a * 2^(10 - e), in [1024, 2048)
  const n = (q + 4503599627370496) - 4503599627370496; // ties to even
  return s | (((e + 15) << 10) + n - 1024); // n = 2048 carries into the exponent
}

// --- Constants ---------------------------------------------------------------

/** Default NaNs (semantics.md §6.2). */
export const DNAN16 = 0xfe00;
export const DNAN32 = 0xffc00000;
export const DNAN64_HI = 0xfff80000;
/** Largest finite magnitudes. */
export const MAX16 = 0x7bff;
export const MAX32 = 0x7f7fffff;
export const MAX64_HI = 0x7fefffff;
export const MAX64_LO = 0xffffffff;
export const INF16 = 0x7c00;
export const INF32 = 0x7f800000;
export const INF64_HI = 0x7ff00000;

// --- Classification ----------------------------------------------------------

export function isNaN16(h: number): boolean { return (h & 0x7fff) > 0x7c00; }
export function isNaN32(b: number): boolean { return (b & 0x7fffffff) > 0x7f800000; }
export function isNaN64(hi: number, lo: number): boolean {
  const a = hi & 0x7fffffff;
  return a > 0x7ff00000 || (a === 0x7ff00000 && lo !== 0);
}
export function isInf16(h: number): boolean { return (h & 0x7fff) === 0x7c00; }
export function isInf32(b: number): boolean { return (b & 0x7fffffff) === 0x7f800000; }
export function isInf64(hi: number, lo: number): boolean { return (hi & 0x7fffffff) === 0x7ff00000 && lo === 0; }
/** Denormal: exponent field 0 and a non-zero fraction. */
export function isDenorm16(h: number): boolean { return (h & 0x7c00) === 0 && (h & 0x3ff) !== 0; }
export function isDenorm32(b: number): boolean { return (b & 0x7f800000) === 0 && (b & 0x7fffff) !== 0; }
export function isDenorm64(hi: number, lo: number): boolean {
  return (hi & 0x7ff00000) === 0 && ((hi & 0xfffff) !== 0 || lo !== 0);
}

// --- NaN quieting (semantics.md §6.2: set the quiet bit, keep sign and payload) ---

export function quiet16(h: number): number { return h | 0x0200; }
export function quiet32(b: number): number { return (b | 0x00400000) >>> 0; }
/** Quiets an f64 NaN into res64 and returns the hi word. */
export function quiet64(hi: number, lo: number): number { return setRes64Bits(hi | 0x00080000, lo); }

// --- Denormal flushing: a denormal becomes the zero of its sign ----------------
// The same helpers serve for inputs (MODE FP_DENORM input bits) and for
// results (output bits, applied after OMOD and CLAMP, semantics.md §2).

export function flush16(h: number): number { return (h & 0x7c00) === 0 ? h & 0x8000 : h; }
export function flush32(b: number): number { return (b & 0x7f800000) === 0 ? (b & 0x80000000) >>> 0 : b; }
/** Flushes an f64 into res64 and returns the hi word. */
export function flush64(hi: number, lo: number): number {
  return (hi & 0x7ff00000) === 0 ? setRes64Bits(hi & 0x80000000, 0) : setRes64Bits(hi, lo);
}

// --- Neighbour steps on the bits (for the directed rounding) -----------------
// nextUp goes to the next value toward +inf, nextDown toward -inf; both keep
// infinities in place on their own side, step from a zero to the smallest
// denormal, and from the smallest denormal toward zero give a zero of that
// sign (as IEEE nextUp(-min) = -0).

export function nextUp16(h: number): number {
  if (h === 0x7c00) return h;
  if ((h & 0x7fff) === 0) return 1;
  return (h & 0x8000) === 0 ? h + 1 : h - 1;
}
export function nextDown16(h: number): number {
  if (h === 0xfc00) return h;
  if ((h & 0x7fff) === 0) return 0x8001;
  return (h & 0x8000) === 0 ? h - 1 : h + 1;
}
export function nextUp32(b: number): number {
  if (b === 0x7f800000) return b;
  if ((b & 0x7fffffff) === 0) return 1;
  return (b & 0x80000000) === 0 ? b + 1 : (b - 1) >>> 0;
}
export function nextDown32(b: number): number {
  if (b === 0xff800000) return b;
  if ((b & 0x7fffffff) === 0) return 0x80000001;
  return (b & 0x80000000) === 0 ? b - 1 : (b + 1) >>> 0;
}

/** The next double toward +inf (x not NaN). */
export function nextUpD(x: number): number {
  if (x === Infinity) return x;
  if (x === 0) return 5e-324;
  F64V[0] = x;
  let lo = W64V[LO]!;
  let hi = W64V[HI]!;
  if (x > 0) { lo = (lo + 1) >>> 0; if (lo === 0) hi++; } else { if (lo === 0) hi--; lo = (lo - 1) >>> 0; }
  W64V[LO] = lo;
  W64V[HI] = hi;
  return F64V[0]!;
}

/** The next double toward -inf (x not NaN). */
export function nextDownD(x: number): number { return -nextUpD(-x); }
