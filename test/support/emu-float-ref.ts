// Exact reference arithmetic for the float-core tests, written independently
// of src/emu/float: values are (-1)^neg * m * 2^e with BigInt m, rounding to a
// format is done here on the integers (guard/sticky), rationals are rounded
// through an exact quotient with a sticky bit, square roots through an
// integer square root. Nothing here uses doubles for values.

export interface Fmt {
  readonly name: string;
  /** Precision with the implicit bit. */
  readonly p: number;
  readonly ebits: number;
  readonly bias: number;
  readonly emin: number;
  readonly emax: number;
}

export const H: Fmt = { name: 'f16', p: 11, ebits: 5, bias: 15, emin: -14, emax: 15 };
export const S: Fmt = { name: 'f32', p: 24, ebits: 8, bias: 127, emin: -126, emax: 127 };
export const D: Fmt = { name: 'f64', p: 53, ebits: 11, bias: 1023, emin: -1022, emax: 1023 };

export type Val =
  | { readonly k: 'nan'; readonly neg: boolean; readonly payload: bigint }
  | { readonly k: 'inf'; readonly neg: boolean }
  | { readonly k: 'fin'; readonly neg: boolean; readonly m: bigint; readonly e: number };

export const RNE = 0;
export const RUP = 1;
export const RDN = 2;
export const RTZ = 3;
export const MODES = [0, 1, 2, 3] as const;
export type Mode = 0 | 1 | 2 | 3;

export function bitlen(x: bigint): number {
  if (x < 0n) x = -x;
  if (x === 0n) return 0;
  const h = x.toString(16);
  return (h.length - 1) * 4 + (32 - Math.clz32(parseInt(h[0]!, 16)));
}

const fracBits = (f: Fmt): bigint => BigInt(f.p - 1);
const signBit = (f: Fmt): bigint => 1n << BigInt(f.p - 1 + f.ebits);
const expMask = (f: Fmt): bigint => (1n << BigInt(f.ebits)) - 1n;

export function decode(f: Fmt, bits: bigint): Val {
  const neg = (bits & signBit(f)) !== 0n;
  const ef = Number((bits >> fracBits(f)) & expMask(f));
  const frac = bits & ((1n << fracBits(f)) - 1n);
  if (ef === Number(expMask(f))) return frac === 0n ? { k: 'inf', neg } : { k: 'nan', neg, payload: frac };
  if (ef === 0) return { k: 'fin', neg, m: frac, e: f.emin - (f.p - 1) };
  return { k: 'fin', neg, m: frac | (1n << fracBits(f)), e: ef - f.bias - (f.p - 1) };
}

export function infBits(f: Fmt, neg: boolean): bigint {
  return (neg ? signBit(f) : 0n) | (expMask(f) << fracBits(f));
}
export function maxBits(f: Fmt, neg: boolean): bigint { return infBits(f, neg) - 1n; }
export function zeroBits(f: Fmt, neg: boolean): bigint { return neg ? signBit(f) : 0n; }
export function dnanBits(f: Fmt): bigint { return infBits(f, true) | (1n << (fracBits(f) - 1n)); }
/** A NaN with the quiet bit set, sign kept, payload given (in this format's fraction). */
export function qnanBits(f: Fmt, neg: boolean, payload: bigint): bigint {
  return infBits(f, neg) | (1n << (fracBits(f) - 1n)) | (payload & ((1n << fracBits(f)) - 1n));
}

/** (-1)^neg * m * 2^e rounded to f in `mode`, with denormals and IEEE overflow. */
export function roundExact(f: Fmt, neg: boolean, m: bigint, e: number, mode: Mode): bigint {
  if (m < 0n) throw new Error('negative mantissa');
  if (m === 0n) return zeroBits(f, neg);
  const topExp = bitlen(m) - 1 + e;
  let q = Math.max(topExp, f.emin) - (f.p - 1);
  let M: bigint;
  if (e >= q) {
    M = m << BigInt(e - q);
  } else {
    const sh = BigInt(q - e);
    M = m >> sh;
    const rem = m - (M << sh);
    const half = 1n << (sh - 1n);
    let up = false;
    if (mode === RNE) up = rem > half || (rem === half && (M & 1n) === 1n);
    else if (mode === RUP) up = rem !== 0n && !neg;
    else if (mode === RDN) up = rem !== 0n && neg;
    if (up) M += 1n;
    if (M === 1n << BigInt(f.p)) { M >>= 1n; q += 1; }
  }
  const sign = neg ? signBit(f) : 0n;
  if (M < 1n << fracBits(f)) return sign | M; // denormal (or zero after rounding)
  const E = q + f.p - 1;
  if (E > f.emax) {
    if (mode === RNE) return infBits(f, neg);
    if (mode === RTZ) return maxBits(f, neg);
    if (mode === RUP) return neg ? maxBits(f, true) : infBits(f, false);
    return neg ? infBits(f, true) : maxBits(f, false);
  }
  return sign | (BigInt(E + f.bias) << fracBits(f)) | (M - (1n << fracBits(f)));
}

/** num/den (both > 0) rounded exactly to f. */
export function roundRatio(f: Fmt, neg: boolean, num: bigint, den: bigint, mode: Mode): bigint {
  const k = f.p + 3 + bitlen(den) - bitlen(num);
  const n = k >= 0 ? num << BigInt(k) : num;
  const d = k >= 0 ? den : den << BigInt(-k);
  const Q = n / d;
  const sticky = n - Q * d !== 0n ? 1n : 0n;
  return roundExact(f, neg, 2n * Q + sticky, -k - 1, mode);
}

/** floor(sqrt(n)) for n >= 0. */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt((bitlen(n) + 1) >> 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** sqrt(m * 2^e) rounded to f (m > 0). */
export function roundSqrt(f: Fmt, m: bigint, e: number, mode: Mode): bigint {
  // make the exponent even and give the radicand plenty of bits
  let sh = 2 * (f.p + 4) - bitlen(m);
  if (sh < 0) sh = 0;
  if (((e - sh) & 1) !== 0) sh++;
  const n = m << BigInt(sh);
  const r = isqrt(n);
  const sticky = r * r !== n ? 1n : 0n;
  return roundExact(f, false, 2n * r + sticky, (e - sh) / 2 - 1, mode);
}

/** 1/sqrt(m * 2^e) rounded to f (m > 0). */
export function roundRsqrt(f: Fmt, m: bigint, e: number, mode: Mode): bigint {
  // 1/sqrt(m 2^e) = sqrt(2^(2K - e) / m) * 2^-K; take floor of the integer sqrt of the floor
  // (floor(sqrt(floor(y))) = floor(sqrt(y))) and a sticky bit if anything was cut.
  const K = f.p + 8 + Math.ceil(bitlen(m) / 2) + Math.max(0, Math.ceil(e / 2)) + 2;
  let ex = 2 * K - e;
  let num: bigint;
  let den: bigint;
  if (ex >= 0) { num = 1n << BigInt(ex); den = m; } else { num = 1n; den = m << BigInt(-ex); ex = 0; }
  const y = num / den;
  const exactDiv = y * den === num;
  const r = isqrt(y);
  const sticky = r * r !== y || !exactDiv ? 1n : 0n;
  return roundExact(f, false, 2n * r + sticky, -K - 1, mode);
}

/** Rounds an interval [lo, hi] * 2^e (lo <= hi, both >= 0) and returns the bits, or null if its ends differ. */
export function roundInterval(f: Fmt, neg: boolean, lo: bigint, hi: bigint, e: number, mode: Mode): bigint | null {
  if (lo < 0n) lo = 0n;
  // widen outward to p + 40 bits first, or to 8 bits past the interval's width (still an
  // enclosure, widened by at most 1/256 of its width; makes the rounding cheap)
  const drop = bitlen(hi) - Math.max(f.p + 40, bitlen(hi) - bitlen(hi - lo) + 8);
  if (drop > 0) { lo >>= BigInt(drop); hi = ((hi - 1n) >> BigInt(drop)) + 1n; e += drop; }
  const a = roundExact(f, neg, lo, e, mode);
  const b = roundExact(f, neg, hi, e, mode);
  return a === b ? a : null;
}

/** An exact value of a finite Val as (signed numerator) * 2^e. */
export function finOf(v: Val): { neg: boolean; m: bigint; e: number } {
  if (v.k !== 'fin') throw new Error('not finite');
  return v;
}

// --- deterministic PRNG for the tests ------------------------------------------

export class Rng {
  private s: number;
  constructor(seed: number) { this.s = seed >>> 0; }
  /** 32 random bits (splitmix32). */
  u32(): number {
    this.s = (this.s + 0x9e3779b9) >>> 0;
    let z = this.s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  }
  below(n: number): number { return Math.floor((this.u32() / 4294967296) * n); }
}

export function seedFrom(name: string, dflt: number): number {
  const s = process.env['GCNKIT_SEED'];
  const base = s !== undefined && s !== '' && Number.isFinite(Number(s)) ? Number(s) >>> 0 : dflt >>> 0;
  let h = base;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export const hex = (x: number | bigint, w = 8): string => '0x' + x.toString(16).padStart(w, '0');
