// Float core, exact ops: conversions, rounding to integral, fract, frexp and
// denormal flushing, against the BigInt reference of test/support.
//
// - f16 -> f32, u16/i16 -> f16, f16 -> i16/u16 and every f16 rounding op:
//   exhaustive over all 65536 inputs (all four rounding modes where a mode
//   applies);
// - f32 -> f16: every f16 rounding boundary (each f16 value and each midpoint
//   between neighbours, ±2 f32 ulps around them, two random f32 values in
//   between, past the overflow threshold), both signs, all four modes, with
//   and without output flushing;
// - f32/f64 conversions and rounding ops: edge values and seeded random bit
//   patterns in every mode. The seed is printed; GCNKIT_SEED replays a run.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as F from '../src/emu/float/index.js';
import {
  dnanBits, maxBits, MODES, qnanBits, roundExact, Rng, seedFrom, hex, type Mode,
} from './support/emu-float-ref.js';
import {
  b64, D, decode, edges32, edges64, exactOf, exactSum, H, hiOf, loOf, random32, random64, refFract, refFrexp,
  refIntegral, refNaN, refToInt, S, type IntOp,
} from './support/emu-float-cases.js';

const SEED = seedFrom('emu-float-convert', 0x5eed0001);
console.log(`emu-float-convert seed: ${hex(SEED)} (GCNKIT_SEED to replay)`);
const N32 = 60000;
const N64 = 40000;

const bits32 = (b: number): bigint => BigInt(b >>> 0);
const flushRef = (bits: bigint, fmtBits: number): bigint => {
  // flush a denormal to the zero of its sign (exponent field zero)
  const fracBits = fmtBits === 16 ? 10n : fmtBits === 32 ? 23n : 52n;
  const expBits = fmtBits === 16 ? 5n : fmtBits === 32 ? 8n : 11n;
  const e = (bits >> fracBits) & ((1n << expBits) - 1n);
  return e === 0n ? bits & (1n << (fracBits + expBits)) : bits;
};

function check(got: number | bigint, want: bigint, what: () => string): void {
  if (BigInt(got) !== want) assert.fail(`${what()}: got ${hex(BigInt(got))}, want ${hex(want)}`);
}

// --- the rounders: h + t (two doubles) to f16/f32/f64 ---------------------------------

/** (h, t) pairs near the grid of a format: values, midpoints, tails of every size and sign. */
function roundPairs(rng: Rng, grid: (r: Rng) => [number, number], n: number): [number, number][] {
  const out: [number, number][] = [];
  const rndDouble = (): number => {
    const f = new Float64Array(1);
    const u = new Uint32Array(f.buffer);
    u[0] = rng.u32(); u[1] = (rng.u32() & 0x800fffff) | ((1023 - 60 + rng.below(120)) << 20);
    return f[0]!;
  };
  // sums past the double range (the rounders' own overflow branch)
  out.push([1.7e308, 1.7e308], [-1.7e308, -1.7e308], [1.7976931348623157e308, 1e292], [-1.7976931348623157e308, -1e292]);
  for (let i = 0; i < n; i++) {
    const [a, b] = grid(rng); // two neighbours of the target grid
    const kind = rng.below(4);
    const h = kind === 0 ? a : kind === 1 ? (a + b) / 2 : kind === 2 ? a + (b - a) * (rng.u32() / 4294967296) : (a + b) / 2 + (b - a) * 2 ** -(20 + rng.below(30));
    const k = rng.below(5);
    const mag = Math.abs(h) === 0 ? 2 ** -(140 + rng.below(40)) : Math.abs(h) * 2 ** -(25 + rng.below(100));
    let t = k === 0 ? 0 : k === 1 ? mag : k === 2 ? -mag : k === 3 ? rndDouble() * 2 ** -(rng.below(80)) * (Math.abs(h) || 1e-40) : -h;
    if (!Number.isFinite(t)) t = 0;
    if (Number.isFinite(h)) out.push([h, t]);
  }
  return out;
}

function checkRounder(name: string, pairs: [number, number][], f: typeof S, round: (h: number, t: number, m: Mode) => number,
  toBits: (r: number) => bigint): void {
  for (const [h, t] of pairs) {
    const x = exactSum(h, t);
    for (const mode of MODES) {
      // an exact zero sum: +0 unless t is 0 (then h's own zero)
      const want = x.m === 0n ? (t === 0 && Object.is(h, -0) ? roundExact(f, true, 0n, 0, 0) : roundExact(f, false, 0n, 0, 0))
        : roundExact(f, x.neg, x.m, x.e, mode);
      const got = toBits(round(h, t, mode));
      if (got !== want) assert.fail(`${name}(${h}, ${t}, mode ${mode}): got ${hex(got)}, want ${hex(want)}`);
    }
  }
}

test('roundF16/roundF32/roundF64 of h + t: grid points, midpoints, tails, overflow, denormals; 4 modes', () => {
  const rng = new Rng(SEED ^ 0x7070);
  const f32 = new Float32Array(1);
  const u32 = new Uint32Array(f32.buffer);
  const v32 = (b: number): number => { u32[0] = b; return f32[0]!; };
  const grid32 = (r: Rng): [number, number] => {
    const k = r.below(8);
    const b = k === 0 ? r.below(64) : k === 1 ? 0x7f7fffc0 + r.below(63) : k === 2 ? 0x7f7fffff : r.u32() & 0x7f7ffffe;
    const s = r.below(2) === 0 ? 1 : -1;
    return b === 0x7f7fffff ? [s * v32(b), s * 2 ** 128] : [s * v32(b), s * v32(b + 1)];
  };
  const grid16 = (r: Rng): [number, number] => {
    const k = r.below(6);
    const b = k === 0 ? r.below(64) : k === 1 ? 0x7bff : r.below(0x7bff);
    const s = r.below(2) === 0 ? 1 : -1;
    return b === 0x7bff ? [s * 65504, s * 65536] : [s * F.f16Value(b), s * F.f16Value(b + 1)];
  };
  const grid64 = (r: Rng): [number, number] => {
    const f = new Float64Array(1);
    const u = new Uint32Array(f.buffer);
    const k = r.below(6);
    u[0] = r.u32();
    u[1] = k === 0 ? r.below(4) : k === 1 ? 0x7fefffff : r.u32() & 0x7fefffff;
    const a = f[0]!;
    const s = r.below(2) === 0 ? 1 : -1;
    return [s * a, s * (a === 1.7976931348623157e308 ? a : a + (F.nextUpD(a) - a))];
  };
  checkRounder('roundF32', roundPairs(rng, grid32, 30000), S, F.roundF32, (b) => BigInt(b));
  checkRounder('roundF16', roundPairs(rng, grid16, 30000), H, F.roundF16, (b) => BigInt(b));
  checkRounder('roundF64', roundPairs(rng, grid64, 30000), D,
    F.roundF64, (x) => { F.setRes64(x); return b64(F.res64.hi, F.res64.lo); });
});

// --- f16 <-> f32 -----------------------------------------------------------------

test('f16 -> f32: exhaustive, exact, NaN payload << 13', () => {
  for (let h = 0; h < 65536; h++) {
    const v = decode(H, BigInt(h));
    const want = v.k === 'nan' ? refNaN(H, S, BigInt(h)) : v.k === 'inf' ? (v.neg ? 0xff800000n : 0x7f800000n)
      : roundExact(S, v.neg, v.m, v.e, 0);
    check(F.f16ToF32(h), want, () => `f16ToF32(${hex(h, 4)})`);
  }
});

test('f32 -> f16: dense set around every f16 rounding boundary, 4 modes, flush on/off', () => {
  const rng = new Rng(SEED ^ 0x1616);
  const inputs: number[] = [];
  const f32 = new Float32Array(1);
  const u32 = new Uint32Array(f32.buffer);
  const f32bits = (x: number): number => { f32[0] = x; return u32[0]!; };
  for (let a = 0; a < 0x7c00; a++) {
    const va = F.f16Value(a);
    const vb = a === 0x7bff ? 65536 : F.f16Value(a + 1);
    const A = f32bits(va);
    const M = f32bits((va + vb) / 2);
    const B = f32bits(vb);
    for (let d = -2; d <= 2; d++) { if (A + d >= 0) inputs.push(A + d); inputs.push(M + d); }
    for (let k = 0; k < 2; k++) inputs.push(A + 1 + rng.below(B - A - 1));
  }
  for (const b of [0x477ff000, 0x477fefff, 0x477ff001, 0x47800000, 0x4f000000, 0x7f7fffff, 0x7f800000, 0x33000000,
    0x33000001, 0x32ffffff, 0x337fffff, 0x33800000, 0x1, 0x7fffff, 0x800000, 0x7f800001, 0x7fc00000, 0x7fffffff,
    0x7f802000, 0x7f801fff, 0x7fa00000]) inputs.push(b);
  for (let i = 0; i < 4000; i++) inputs.push(rng.u32() >>> 1);
  let n = 0;
  for (const pos of inputs) {
    for (const b of [pos >>> 0, (pos | 0x80000000) >>> 0]) {
      const v = decode(S, BigInt(b));
      for (const mode of MODES) {
        const want = v.k === 'nan' ? refNaN(S, H, BigInt(b)) : v.k === 'inf' ? (v.neg ? 0xfc00n : 0x7c00n)
          : roundExact(H, v.neg, v.m, v.e, mode);
        check(F.f32ToF16(b, mode), want, () => `f32ToF16(${hex(b)}, mode ${mode})`);
        check(F.f32ToF16(b, mode, true), v.k === 'fin' ? flushRef(want, 16) : want, () => `f32ToF16(${hex(b)}, mode ${mode}, flush)`);
        n++;
      }
    }
  }
  assert.ok(n > 2_000_000, `${n} cases`);
});

// --- f64 <-> f32 ---------------------------------------------------------------------

function f64Inputs(rng: Rng): bigint[] {
  const out = [...edges64(), ...random64(rng, N64)];
  // f64 values at and around f32 midpoints (bit 28 of the fraction is the f32 half-ulp)
  for (let i = 0; i < N64 / 4; i++) {
    const hi = rng.u32() & 0x7fffffff;
    const base = (rng.u32() & ~0x1fffffff) >>> 0;
    const d = rng.below(5) - 2;
    const lo = (base | 0x10000000) + d;
    out.push(b64(hi | (rng.u32() & 0x80000000), lo >>> 0));
  }
  // exact midpoints of the f32 denormal grid ((k + 1/2) 2^-149) and their f64 neighbours
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  for (let i = 0; i < N64 / 8; i++) {
    f[0] = (rng.below(1 << 24) + 0.5) * 2 ** -149 * (rng.below(2) === 0 ? 1 : -1);
    for (const d of [-1, 0, 1]) out.push(b64(u[1]!, (u[0]! + d) >>> 0));
  }
  // around the f32 range limits, including f32-denormal results
  for (let i = 0; i < N64 / 4; i++) {
    const e = 1023 + [-150, -149, -127, -126, -125, 127, 128, -160, -140][rng.below(9)]!;
    out.push(b64(((rng.u32() & 0x80000000) | (e << 20) | (rng.u32() & 0xfffff)) >>> 0, rng.u32()));
  }
  return out;
}

test('f64 -> f32: edges, random, midpoints, range limits; 4 modes, flush on/off', () => {
  const rng = new Rng(SEED ^ 0x6432);
  for (const x of f64Inputs(rng)) {
    const hi = hiOf(x), lo = loOf(x);
    const v = decode(D, x);
    for (const mode of MODES) {
      const want = v.k === 'nan' ? refNaN(D, S, x) : v.k === 'inf' ? (v.neg ? 0xff800000n : 0x7f800000n)
        : roundExact(S, v.neg, v.m, v.e, mode);
      check(F.f64ToF32(hi, lo, mode), want, () => `f64ToF32(${hex(x, 16)}, mode ${mode})`);
      check(F.f64ToF32(hi, lo, mode, true), v.k === 'fin' ? flushRef(want, 32) : want, () => `f64ToF32 flush(${hex(x, 16)})`);
    }
  }
});

test('f32 -> f64: edges and random, exact, NaN payload << 29', () => {
  const rng = new Rng(SEED ^ 0x3264);
  for (const b of [...edges32(), ...random32(rng, N32)]) {
    const v = decode(S, bits32(b));
    const want = v.k === 'nan' ? refNaN(S, D, bits32(b)) : v.k === 'inf' ? (v.neg ? 0xfff0000000000000n : 0x7ff0000000000000n)
      : roundExact(D, v.neg, v.m, v.e, 0);
    const hi = F.f32ToF64(b);
    assert.equal(hi, F.res64.hi);
    check(b64(F.res64.hi, F.res64.lo), want, () => `f32ToF64(${hex(b)})`);
  }
});

// --- int -> float --------------------------------------------------------------------

test('i32/u32 -> f32 in 4 modes, i32/u32 -> f64 exact: edges and random', () => {
  const rng = new Rng(SEED ^ 0x1320);
  const ins = random32(rng, N32);
  for (let k = 0; k < 32; k++) for (let d = -3; d <= 3; d++) ins.push(((1 << k) + d) >>> 0, (-(1 << k) + d) >>> 0);
  for (let k = 24; k < 32; k++) {
    const step = 1 << (k - 23); // f32 spacing in [2^k, 2^(k+1))
    for (let i = 0; i < 64; i++) { const base = (1 << k) + rng.below(1 << (k - 1)) * 2; ins.push((base + step / 2) >>> 0, (base + step / 2 + 1) >>> 0, (base + step / 2 - 1) >>> 0); }
  }
  ins.push(0, 0x7fffffff, 0x80000000, 0xffffffff, 0x80000001, 0x7fffff80, 0x7fffffc0, 0xffffff80, 0xffffffc0);
  for (const b of ins) {
    const si = BigInt(b | 0);
    const ui = BigInt(b >>> 0);
    for (const mode of MODES) {
      check(F.i32ToF32(b, mode), roundExact(S, si < 0n, si < 0n ? -si : si, 0, mode), () => `i32ToF32(${b | 0}, ${mode})`);
      check(F.u32ToF32(b, mode), roundExact(S, false, ui, 0, mode), () => `u32ToF32(${b >>> 0}, ${mode})`);
    }
    F.i32ToF64(b);
    check(b64(F.res64.hi, F.res64.lo), roundExact(D, si < 0n, si < 0n ? -si : si, 0, 0), () => `i32ToF64(${b | 0})`);
    F.u32ToF64(b);
    check(b64(F.res64.hi, F.res64.lo), roundExact(D, false, ui, 0, 0), () => `u32ToF64(${b >>> 0})`);
  }
});

test('u16/i16 -> f16: exhaustive, 4 modes', () => {
  for (let b = 0; b < 65536; b++) {
    const si = BigInt((b << 16) >> 16);
    for (const mode of MODES) {
      check(F.u16ToF16(b, mode), roundExact(H, false, BigInt(b), 0, mode), () => `u16ToF16(${b}, ${mode})`);
      check(F.i16ToF16(b, mode), roundExact(H, si < 0n, si < 0n ? -si : si, 0, mode), () => `i16ToF16(${si}, ${mode})`);
    }
  }
  assert.equal(F.u16ToF16(65519, 0), 0x7bff);
  assert.equal(F.u16ToF16(65520, 0), 0x7c00);
  assert.equal(F.u16ToF16(65535, 3), 0x7bff);
  assert.equal(F.u16ToF16(65505, 1), 0x7c00);
});

// --- float -> int --------------------------------------------------------------------

const I32 = [-(1n << 31n), (1n << 31n) - 1n] as const;
const U32 = [0n, (1n << 32n) - 1n] as const;

test('f32 -> i32/u32, f64 -> i32/u32: truncate, saturate, NaN -> 0', () => {
  const rng = new Rng(SEED ^ 0x2032);
  for (const b of [...edges32(), ...random32(rng, N32)]) {
    check(F.f32ToI32(b), BigInt.asUintN(32, refToInt(S, bits32(b), ...I32)), () => `f32ToI32(${hex(b)})`);
    check(F.f32ToU32(b), refToInt(S, bits32(b), ...U32), () => `f32ToU32(${hex(b)})`);
  }
  for (const x of [...edges64(), ...random64(rng, N64), ...[2147483647.9, 2147483648, -2147483648.9, -2147483649,
    4294967295.5, 4294967296, -0.9, -1, 1e300, -1e300].map((v) => {
    const f = new Float64Array([v]); const u = new Uint32Array(f.buffer); return b64(u[1]!, u[0]!);
  })]) {
    check(F.f64ToI32(hiOf(x), loOf(x)), BigInt.asUintN(32, refToInt(D, x, ...I32)), () => `f64ToI32(${hex(x, 16)})`);
    check(F.f64ToU32(hiOf(x), loOf(x)), refToInt(D, x, ...U32), () => `f64ToU32(${hex(x, 16)})`);
  }
});

test('f16 -> i16/u16: exhaustive', () => {
  for (let h = 0; h < 65536; h++) {
    check(F.f16ToI16(h), BigInt.asUintN(16, refToInt(H, BigInt(h), -32768n, 32767n)), () => `f16ToI16(${hex(h, 4)})`);
    check(F.f16ToU16(h), refToInt(H, BigInt(h), 0n, 65535n), () => `f16ToU16(${hex(h, 4)})`);
  }
});

// --- rounding to integral, fract ---------------------------------------------------------

const INT_OPS: IntOp[] = ['trunc', 'floor', 'ceil', 'rndne'];
const OPS16 = { trunc: F.truncF16, floor: F.floorF16, ceil: F.ceilF16, rndne: F.rndneF16 };
const OPS32 = { trunc: F.truncF32, floor: F.floorF32, ceil: F.ceilF32, rndne: F.rndneF32 };
const OPS64 = { trunc: F.truncF64, floor: F.floorF64, ceil: F.ceilF64, rndne: F.rndneF64 };

test('f16 trunc/floor/ceil/rndne and fract (4 modes, flush on/off): exhaustive', () => {
  for (let h = 0; h < 65536; h++) {
    for (const op of INT_OPS) check(OPS16[op](h), refIntegral(H, BigInt(h), op), () => `${op}F16(${hex(h, 4)})`);
    for (const mode of MODES) {
      const want = refFract(H, BigInt(h), mode);
      check(F.fractF16(h, mode), want, () => `fractF16(${hex(h, 4)}, ${mode})`);
      check(F.fractF16(h, mode, true), decode(H, BigInt(h)).k === 'fin' ? flushRef(want, 16) : want, () => `fractF16 flush(${hex(h, 4)})`);
    }
  }
});

test('f32 trunc/floor/ceil/rndne and fract (4 modes): edges and random', () => {
  const rng = new Rng(SEED ^ 0x1f32);
  const ins = [...edges32(), ...random32(rng, N32)];
  // small magnitudes, where the rounding ops do work and fract of negatives rounds
  for (let i = 0; i < N32 / 2; i++) ins.push(((rng.u32() & 0x80000000) | ((100 + rng.below(60)) << 23) | (rng.u32() & 0x7fffff)) >>> 0);
  for (const b of ins) {
    for (const op of INT_OPS) check(OPS32[op](b), refIntegral(S, bits32(b), op), () => `${op}F32(${hex(b)})`);
    for (const mode of MODES) {
      const want = refFract(S, bits32(b), mode);
      check(F.fractF32(b, mode), want, () => `fractF32(${hex(b)}, ${mode})`);
      check(F.fractF32(b, mode, true), decode(S, bits32(b)).k === 'fin' ? flushRef(want, 32) : want, () => `fractF32 flush(${hex(b)})`);
    }
  }
});

test('f64 trunc/floor/ceil/rndne and fract (4 modes): edges and random', () => {
  const rng = new Rng(SEED ^ 0x1f64);
  const ins = [...edges64(), ...random64(rng, N64)];
  for (let i = 0; i < N64 / 2; i++) ins.push(b64(((rng.u32() & 0x80000000) | ((960 + rng.below(100)) << 20) | (rng.u32() & 0xfffff)) >>> 0, rng.u32()));
  for (const x of ins) {
    const hi = hiOf(x), lo = loOf(x);
    for (const op of INT_OPS) { OPS64[op](hi, lo); check(b64(F.res64.hi, F.res64.lo), refIntegral(D, x, op), () => `${op}F64(${hex(x, 16)})`); }
    for (const mode of MODES) {
      const want = refFract(D, x, mode);
      assert.equal(F.fractF64(hi, lo, mode), F.res64.hi);
      check(b64(F.res64.hi, F.res64.lo), want, () => `fractF64(${hex(x, 16)}, ${mode})`);
      F.fractF64(hi, lo, mode, true);
      check(b64(F.res64.hi, F.res64.lo), decode(D, x).k === 'fin' ? flushRef(want, 64) : want, () => `fractF64 flush(${hex(x, 16)})`);
    }
  }
});

test('fract and rounding spot values', () => {
  assert.equal(F.fractF32(0xbf000000, 0), 0x3f000000); // -0.5 -> 0.5
  assert.equal(F.fractF32(0x80000000, 2), 0); // -0 -> +0, also rounding down
  assert.equal(F.fractF32(0xb3000000, 0), 0x3f7fffff); // -2^-25 -> 1 - 2^-25 rounds to 1.0, capped
  assert.equal(F.fractF32(0xb3000000, 2), 0x3f7fffff); // 1 - 2^-25 rounded down
  assert.equal(F.fractF32(0xff800000, 0), 0xffc00000);
  assert.equal(F.fractF32(0x7f800001, 0), 0x7fc00001);
  assert.equal(F.rndneF32(0x40200000), 0x40000000); // 2.5 -> 2
  assert.equal(F.rndneF32(0xbecccccd), 0x80000000); // -0.4 -> -0
  assert.equal(F.ceilF32(0xbf000000), 0x80000000); // ceil(-0.5) = -0
  assert.equal(F.ceilF32(0xbfc00000), 0xbf800000); // ceil(-1.5) = -1
  assert.equal(F.floorF32(0x80000000), 0x80000000);
  assert.equal(F.fractF16(0xbc01, 0), 0x3bfe); // -(1 + 2^-10) -> 1 - 2^-10 ... exact
  assert.equal(F.fractF16(0x8001, 1), 0x3bff);
  F.fractF64(0xbc900000, 0, 0); // -2^-54
  assert.deepEqual([F.res64.hi, F.res64.lo], [0x3fefffff, 0xffffffff]);
});

// --- frexp -------------------------------------------------------------------------------

function refFrexpAll(f: typeof H, bits: bigint, gcn10: boolean, expWidth: 16 | 32): [bigint, bigint] {
  const v = decode(f, bits);
  const u = (n: number): bigint => BigInt.asUintN(expWidth, BigInt(n));
  if (v.k === 'nan') return [refNaN(f, f, bits), gcn10 ? u(-1) : 0n];
  if (v.k === 'inf') return [gcn10 ? dnanBits(f) : bits, gcn10 ? u(-1) : 0n];
  if (v.m === 0n) return [bits, 0n];
  const [m, e] = refFrexp(f, bits);
  return [m, u(e)];
}

test('frexp mant/exp: f16 exhaustive, f32/f64 edges and random, GCN 1.0 variants', () => {
  for (let h = 0; h < 65536; h++) {
    const [m, e] = refFrexpAll(H, BigInt(h), false, 16);
    check(F.frexpMantF16(h), m, () => `frexpMantF16(${hex(h, 4)})`);
    check(F.frexpExpF16(h), e, () => `frexpExpF16(${hex(h, 4)})`);
  }
  const rng = new Rng(SEED ^ 0xf7e9);
  for (const b of [...edges32(), ...random32(rng, N32)]) {
    for (const g of [false, true]) {
      const [m, e] = refFrexpAll(S, bits32(b), g, 32);
      check(F.frexpMantF32(b, g), m, () => `frexpMantF32(${hex(b)}, ${g})`);
      check(F.frexpExpF32(b, g), e, () => `frexpExpF32(${hex(b)}, ${g})`);
    }
  }
  for (const x of [...edges64(), ...random64(rng, N64)]) {
    for (const g of [false, true]) {
      const [m, e] = refFrexpAll(D, x, g, 32);
      F.frexpMantF64(hiOf(x), loOf(x), g);
      check(b64(F.res64.hi, F.res64.lo), m, () => `frexpMantF64(${hex(x, 16)}, ${g})`);
      check(F.frexpExpF64(hiOf(x), loOf(x), g), e, () => `frexpExpF64(${hex(x, 16)}, ${g})`);
    }
  }
  assert.equal(F.frexpExpF32(1), (-148) >>> 0);
  assert.equal(F.frexpMantF32(0xff800000, true), 0xffc00000);
  assert.equal(F.frexpExpF32(0x7fc00000, true), 0xffffffff);
});

// --- flushing, quieting, classification --------------------------------------------------

test('flush and quiet helpers, classification: f16 exhaustive, f32/f64 edges and random', () => {
  for (let h = 0; h < 65536; h++) {
    const v = decode(H, BigInt(h));
    check(F.flush16(h), v.k === 'fin' ? flushRef(BigInt(h), 16) : BigInt(h), () => `flush16(${hex(h, 4)})`);
    assert.equal(F.isNaN16(h), v.k === 'nan');
    assert.equal(F.isDenorm16(h), v.k === 'fin' && v.m !== 0n && v.m < 1024n);
    if (v.k === 'nan') check(F.quiet16(h), qnanBits(H, v.neg, v.payload), () => `quiet16(${hex(h, 4)})`);
  }
  const rng = new Rng(SEED ^ 0xf1f1);
  for (const b of [...edges32(), ...random32(rng, N32)]) {
    const v = decode(S, bits32(b));
    check(F.flush32(b), v.k === 'fin' ? flushRef(bits32(b), 32) : bits32(b), () => `flush32(${hex(b)})`);
    assert.equal(F.isNaN32(b), v.k === 'nan');
    assert.equal(F.isDenorm32(b), v.k === 'fin' && v.m !== 0n && v.m < 1n << 23n);
  }
  for (const x of [...edges64(), ...random64(rng, N64)]) {
    const v = decode(D, x);
    F.flush64(hiOf(x), loOf(x));
    check(b64(F.res64.hi, F.res64.lo), v.k === 'fin' ? flushRef(x, 64) : x, () => `flush64(${hex(x, 16)})`);
    assert.equal(F.isNaN64(hiOf(x), loOf(x)), v.k === 'nan');
    assert.equal(F.isDenorm64(hiOf(x), loOf(x)), v.k === 'fin' && v.m !== 0n && v.m < 1n << 52n);
  }
  void maxBits; void exactOf;
});
