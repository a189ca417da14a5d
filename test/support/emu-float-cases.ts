// Input sets for the float-core tests: edge values and seeded random bit
// patterns for f16, f32 and f64, and reference helpers for the exact
// (non-transcendental) ops, all on BigInt values from emu-float-ref.ts.

import {
  bitlen, D, decode, dnanBits, H, qnanBits, roundExact, S, zeroBits, type Fmt, type Mode, Rng,
} from './emu-float-ref.js';

export const b64 = (hi: number, lo: number): bigint => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
export const hiOf = (b: bigint): number => Number(b >> 32n);
export const loOf = (b: bigint): number => Number(b & 0xffffffffn);

/** Interesting f32 bit patterns: both signs of zeros, denormals, normals, powers of two and neighbours, NaNs. */
export function edges32(): number[] {
  const out = new Set<number>();
  const add = (b: number): void => { out.add(b >>> 0); out.add((b ^ 0x80000000) >>> 0); };
  for (const b of [0, 1, 2, 3, 0x7fffff, 0x7ffffe, 0x400000, 0x800000, 0x800001, 0x3f800000, 0x3f7fffff, 0x3f800001,
    0x3f000000, 0x3effffff, 0x3fc00000, 0x3f400000, 0x7f7fffff, 0x7f7ffffe, 0x7f800000, 0x7f800001, 0x7fbfffff,
    0x7fc00000, 0x7fc00001, 0x7fffffff, 0x7fa5a5a5, 0x7fd00000, 0x7f802000, 0x7f801fff, 0x7fe01234]) add(b);
  for (let e = 1; e < 255; e++) {
    const p = e << 23;
    add(p); add(p + 1); add(p - 1); add(p + 0x400000); add(p + 0x3fffff); add(p + 0x400001); add(p | 0x7fffff);
  }
  for (let k = 0; k < 23; k++) { add(1 << k); add((1 << k) + 1); add((1 << (k + 1)) - 1); }
  // integers and half-integers around the int conversion limits
  for (const v of [0.5, 1.5, 2.5, 0.49999997, 2147483520, 2147483648, 2147483904, 4294967040, 4294967296, 4294967808,
    32767, 32768, 32767.5, 65535, 65536, 16777216, 16777218, 8388608.5]) {
    const f = new Float32Array([v]);
    add(new Uint32Array(f.buffer)[0]!);
  }
  return [...out];
}

/** Interesting f64 bit patterns as bigints. */
export function edges64(): bigint[] {
  const out = new Set<bigint>();
  const add = (b: bigint): void => { out.add(b & 0xffffffffffffffffn); out.add((b ^ (1n << 63n)) & 0xffffffffffffffffn); };
  const EXP = (e: number): bigint => BigInt(e) << 52n;
  for (const b of [0n, 1n, 2n, 0xfffffffffffffn, 0x8000000000000n, EXP(1), EXP(1) + 1n, EXP(1023), EXP(1023) - 1n,
    EXP(1023) + 1n, EXP(2047) - 1n, EXP(2047), EXP(2047) + 1n, EXP(2047) + 0x8000000000000n, EXP(2047) + 0xfffffffffffffn,
    EXP(2047) + 0x123456789abcdn, EXP(2047) + 0x7ffffffffffffn, EXP(2047) + 0x20000000n, EXP(2047) + 0x1fffffffn]) add(b);
  for (let e = 1; e < 2047; e += (e < 60 || e > 1980 || (e > 850 && e < 1200)) ? 1 : 17) {
    const p = EXP(e);
    add(p); add(p + 1n); add(p - 1n); add(p + 0x8000000000000n); add(p + 0x8000000000001n); add(p + 0x7ffffffffffffn);
    add(p + 0x10000000n); add(p + 0x0fffffffn); add(p + 0x30000000n); // f32 rounding points: bit 28 is the half-ulp of f32
  }
  for (let k = 0n; k < 52n; k++) add(1n << k);
  return [...out];
}

export function random32(rng: Rng, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rng.u32());
  return out;
}

export function random64(rng: Rng, n: number): bigint[] {
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) out.push(b64(rng.u32(), rng.u32()));
  return out;
}

// --- reference helpers on exact values ---------------------------------------------

export type Exact = { neg: boolean; m: bigint; e: number };

/** The exact value of a finite float, or null. */
export function exactOf(f: Fmt, bits: bigint): Exact | null {
  const v = decode(f, bits);
  return v.k === 'fin' ? { neg: v.neg, m: v.m, e: v.e } : null;
}

/** Integer part toward zero of |x| (as bigint magnitude) and whether there is a fraction. */
export function truncMag(x: Exact): { n: bigint; frac: boolean; half: number } {
  if (x.e >= 0) return { n: x.m << BigInt(x.e), frac: false, half: 0 };
  const sh = BigInt(-x.e);
  const n = x.m >> sh;
  const rem = x.m - (n << sh);
  const halfV = 1n << (sh - 1n);
  return { n, frac: rem !== 0n, half: rem === 0n ? 0 : rem < halfV ? -1 : rem === halfV ? 0.5 : 1 };
}

/** An exact integer (signed) encoded in f (it must be representable). */
export function encodeInt(f: Fmt, neg: boolean, n: bigint): bigint {
  return roundExact(f, neg, n, 0, 0);
}

/** The reference quieting of a NaN moved between formats. */
export function refNaN(from: Fmt, to: Fmt, bits: bigint): bigint {
  const v = decode(from, bits);
  if (v.k !== 'nan') throw new Error('not NaN');
  const sh = (to.p - 1) - (from.p - 1);
  const pay = sh >= 0 ? v.payload << BigInt(sh) : v.payload >> BigInt(-sh);
  return qnanBits(to, v.neg, pay);
}

export type IntOp = 'trunc' | 'floor' | 'ceil' | 'rndne';

/** trunc/floor/ceil/rndne of a float (IEEE; NaN quieted; inf passed). */
export function refIntegral(f: Fmt, bits: bigint, op: IntOp): bigint {
  const v = decode(f, bits);
  if (v.k === 'nan') return refNaN(f, f, bits);
  if (v.k === 'inf') return bits;
  const t = truncMag(v);
  let n = t.n;
  if (t.frac) {
    if (op === 'floor' && v.neg) n += 1n;
    else if (op === 'ceil' && !v.neg) n += 1n;
    else if (op === 'rndne' && (t.half === 1 || (t.half === 0.5 && (n & 1n) === 1n))) n += 1n;
  }
  return encodeInt(f, v.neg, n); // zero keeps the sign of the input
}

/** fract with the cap and the 1 + x rounding in `mode`. */
export function refFract(f: Fmt, bits: bigint, mode: Mode): bigint {
  const v = decode(f, bits);
  if (v.k === 'nan') return refNaN(f, f, bits);
  if (v.k === 'inf') return dnanBits(f);
  const t = truncMag(v);
  if (!t.frac) return zeroBits(f, false);
  // x - floor(x): for x >= 0 the fraction bits, for x < 0 one minus them
  const sh = BigInt(-v.e);
  const fracM = v.m - (t.n << sh); // |x| - trunc|x| = fracM * 2^e
  const m = v.neg ? (1n << sh) - fracM : fracM;
  let r = roundExact(f, false, m, v.e, mode);
  const one = roundExact(f, false, 1n, 0, 0);
  if (r >= one) r = one - 1n;
  return r;
}

/** Saturating float -> int: the integer result. */
export function refToInt(f: Fmt, bits: bigint, min: bigint, max: bigint): bigint {
  const v = decode(f, bits);
  if (v.k === 'nan') return 0n;
  if (v.k === 'inf') return v.neg ? min : max;
  const n = v.neg ? -truncMag(v).n : truncMag(v).n;
  return n < min ? min : n > max ? max : n;
}

/** frexp: [mant bits, exp] for a finite non-zero value; specials are handled by the caller. */
export function refFrexp(f: Fmt, bits: bigint): [bigint, number] {
  const v = decode(f, bits);
  if (v.k !== 'fin' || v.m === 0n) throw new Error('frexp ref needs a finite non-zero value');
  const E = bitlen(v.m) + v.e; // |x| = (m 2^-bitlen) * 2^E, mant in [0.5, 1)
  return [roundExact(f, v.neg, v.m, -bitlen(v.m), 0), E];
}

/** The exact value of a finite double. */
export function dyOf(x: number): Exact {
  const f = new Float64Array([x]);
  const u = new Uint32Array(f.buffer);
  const v = decode(D, b64(u[1]!, u[0]!));
  if (v.k !== 'fin') throw new Error('not finite');
  return { neg: v.neg, m: v.m, e: v.e };
}

/** The exact sum of two doubles as sign, magnitude and exponent. */
export function exactSum(h: number, t: number): Exact {
  const a = dyOf(h);
  const b = dyOf(t);
  const e = Math.min(a.e, b.e);
  const A = (a.neg ? -a.m : a.m) << BigInt(a.e - e);
  const B = (b.neg ? -b.m : b.m) << BigInt(b.e - e);
  const S = A + B;
  return { neg: S < 0n, m: S < 0n ? -S : S, e };
}

export { D, decode, H, S };
