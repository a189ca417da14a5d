// The edge-case table for every VOP1 mnemonic (shared docs: semantics.md §5,
// §6), used by test/emu-ops.test.ts (every generation, every MODE) and
// test/emu-wave.test.ts (EXEC masking).
//
// Each case is [input bits, expected result bits]. Inputs and results are
// numbers (32-bit and 16-bit operands; a 16-bit value is the low half) or
// bigints (64-bit register pairs). An expected value may be a function of the
// execution context (generation, MODE rounding and denormal fields) where
// semantics.md makes the result depend on them. Every expectation is written
// from semantics.md, or computed here independently with DataView /
// Math.fround / exact JS arithmetic; none is taken from the emulator.

import type { Mnemonic } from '../../src/isa/vop1.js';

export type Bits = number | bigint;

/** The MODE fields a result may depend on (semantics.md 1.2). */
export interface Ctx {
  readonly gen: 0 | 1 | 2;
  readonly mode: number;
  /** FP_ROUND for F32 (bits 1-0) and for F64/F16 (bits 3-2): 0 RNE, 1 +inf, 2 -inf, 3 zero. */
  readonly rm32: number;
  readonly rm64: number;
  /** FP_DENORM: keep F32 inputs (bit 4), F32 results (bit 5), F64/F16 inputs (bit 6), results (bit 7). */
  readonly in32: boolean;
  readonly out32: boolean;
  readonly in64: boolean;
  readonly out64: boolean;
}

export function ctxOf(gen: 0 | 1 | 2, mode: number): Ctx {
  return {
    gen, mode, rm32: mode & 3, rm64: (mode >>> 2) & 3,
    in32: (mode & 0x10) !== 0, out32: (mode & 0x20) !== 0, in64: (mode & 0x40) !== 0, out64: (mode & 0x80) !== 0,
  };
}

export type Want = Bits | ((c: Ctx) => Bits);
export type Case = readonly [Bits, Want];

export function want(w: Want, c: Ctx): Bits {
  return typeof w === 'function' ? w(c) : w;
}

// --- independent bit helpers ------------------------------------------------------------

const dv = new DataView(new ArrayBuffer(8));
/** f32 bits of a double that is exactly an f32 value (Math.fround for the rest). */
export function f32(x: number): number {
  dv.setFloat32(0, x);
  return dv.getUint32(0);
}
export function f64(x: number): bigint {
  dv.setFloat64(0, x);
  return dv.getBigUint64(0);
}

// Rounding modes (semantics.md 1.2 FP_ROUND codes).
export const RNE = 0, RUP = 1, RDN = 2, RTZ = 3;
const by = (pick: (c: Ctx) => number) => <T extends Bits>(rne: T, ru: T, rd: T, rz: T) =>
  (c: Ctx): T => [rne, ru, rd, rz][pick(c)]!;
/** Result by FP_ROUND[1:0] (F32 ops). */
const r32 = by((c) => c.rm32);
/** Result by FP_ROUND[3:2] (F64 and F16 ops). */
const r64 = by((c) => c.rm64);

// f32 values
const P0 = 0x00000000, N0 = 0x80000000, PINF = 0x7f800000, NINF = 0xff800000, DNAN = 0xffc00000;
const ONE = 0x3f800000, MONE = 0xbf800000, MAX = 0x7f7fffff, NMAX = 0xff7fffff;
const DEN = 0x00000001, NDEN = 0x80000001, DENMAX = 0x007fffff, NDENMAX = 0x807fffff;
const MINN = 0x00800000; // 2^-126
// f64 values
const D0 = 0n, DN0 = 0x8000000000000000n, DINF = 0x7ff0000000000000n, DNINF = 0xfff0000000000000n;
const DDNAN = 0xfff8000000000000n, DONE = 0x3ff0000000000000n, DMAX = 0x7fefffffffffffffn;
const DDEN = 0x0000000000000001n, DNDEN = 0x8000000000000001n;
// f16 values
const H0 = 0x0000, HN0 = 0x8000, HINF = 0x7c00, HNINF = 0xfc00, HDNAN = 0xfe00, HONE = 0x3c00, HMONE = 0xbc00;
const HDEN = 0x0001, HNDEN = 0x8001;

/** NaN inputs are quieted, sign and payload kept (semantics.md 6.2). */
const NAN32: Case[] = [
  [0x7f800001, 0x7fc00001], [0xff812345, 0xffc12345], [0x7fd00042, 0x7fd00042], [0xffc00000, 0xffc00000],
];
const NAN64: Case[] = [
  [0x7ff0000000000001n, 0x7ff8000000000001n], [0xfff4000000abcdefn, 0xfffc000000abcdefn],
  [0x7ff8dead00000000n, 0x7ff8dead00000000n],
];
const NAN16: Case[] = [[0x7c01, 0x7e01], [0xfd55, 0xff55], [0x7e00, 0x7e00]];
/** Float -> integer conversions: NaN -> 0 (semantics.md 5.2, 6.1). */
const NAN32_TO_INT: Case[] = [[0x7fc00000, 0], [0xffc00000, 0], [0x7f800001, 0], [0xff812345, 0]];
const NAN64_TO_INT: Case[] = [[0x7ff8000000000000n, 0], [0xfff0000000000001n, 0]];

const dk32 = (kept: Bits, flushed: Bits) => (c: Ctx) => (c.in32 ? kept : flushed);
const dk64 = (kept: Bits, flushed: Bits) => (c: Ctx) => (c.in64 ? kept : flushed);
const ok32 = (kept: Bits, flushed: Bits) => (c: Ctx) => (c.out32 ? kept : flushed);
const ok64 = (kept: Bits, flushed: Bits) => (c: Ctx) => (c.out64 ? kept : flushed);
const gen0 = (onGcn10: Bits, later: Bits) => (c: Ctx) => (c.gen === 0 ? onGcn10 : later);

// --- §5.2 conversions ---------------------------------------------------------------------

/** float -> i32 saturation (SAT): trunc, +-2^31 bounds, NaN -> 0. */
const CVT_I32_F32: Case[] = [
  [f32(1.9), 1], [f32(-1.5), 0xffffffff], [P0, 0], [N0, 0], [f32(-0.99), 0],
  [0x4e800000, 0x40000000], // 2^30 (gem5 saturates from here: a bug)
  [0x4effffff, 0x7fffff80], [0x4f000000, 0x7fffffff], [0xcf000000, 0x80000000], [0xcf000001, 0x80000000],
  [PINF, 0x7fffffff], [NINF, 0x80000000], [MAX, 0x7fffffff], [NMAX, 0x80000000],
  [DEN, 0], [NDEN, 0], [DENMAX, 0], ...NAN32_TO_INT,
];
const CVT_U32_F32: Case[] = [
  [f32(1.9), 1], [f32(-0.5), 0], [MONE, 0], [NINF, 0], [N0, 0], [P0, 0], [NMAX, 0],
  [0x4f7fffff, 0xffffff00], [0x4f800000, 0xffffffff], [PINF, 0xffffffff], [MAX, 0xffffffff],
  [0x4f000000, 0x80000000], [DEN, 0], [NDEN, 0], ...NAN32_TO_INT,
];
const CVT_I32_F64: Case[] = [
  [f64(1.9), 1], [f64(-1.5), 0xffffffff], [D0, 0], [DN0, 0],
  [f64(2 ** 30), 0x40000000], [f64(2147483647), 0x7fffffff], [f64(2147483647.9), 0x7fffffff],
  [f64(2 ** 31), 0x7fffffff], [f64(-(2 ** 31)), 0x80000000], [f64(-2147483648.5), 0x80000000],
  [f64(-2147483649), 0x80000000], [f64(-2147483647), 0x80000001], // MGPUSim clamps at -INT_MAX: a bug
  [DINF, 0x7fffffff], [DNINF, 0x80000000], [DMAX, 0x7fffffff], [DDEN, 0], [DNDEN, 0], ...NAN64_TO_INT,
];
const CVT_U32_F64: Case[] = [
  [f64(1.9), 1], [f64(0.99), 0], [f64(-1), 0], [DNINF, 0], [DN0, 0], [f64(4294967295.5), 0xffffffff],
  [f64(2 ** 32), 0xffffffff], [f64(4294967294), 0xfffffffe], [DINF, 0xffffffff], [DDEN, 0], ...NAN64_TO_INT,
];
const CVT_F64_I32: Case[] = [0, 1, -1, 0x7fffffff, -0x80000000, 123456789, -7].map((n): Case => [n >>> 0, f64(n)]);
const CVT_F64_U32: Case[] = [0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 123456789].map((n): Case => [n, f64(n)]);
/** int -> f32: exact below 2^24, FP_ROUND[1:0] above (hand-rounded). */
const CVT_F32_I32: Case[] = [
  [0, P0], [1, ONE], [0xffffffff, MONE], [16777216, 0x4b800000], [0x80000000, 0xcf000000],
  [16777217, r32(0x4b800000, 0x4b800001, 0x4b800000, 0x4b800000)],
  [(-16777217) >>> 0, r32(0xcb800000, 0xcb800000, 0xcb800001, 0xcb800000)],
  [16777219, r32(0x4b800002, 0x4b800002, 0x4b800001, 0x4b800001)],
  [0x7fffffff, r32(0x4f000000, 0x4f000000, 0x4effffff, 0x4effffff)],
  [0x80000001, r32(0xcf000000, 0xceffffff, 0xcf000000, 0xceffffff)],
];
const CVT_F32_U32: Case[] = [
  [0, P0], [1, ONE], [16777216, 0x4b800000], [0x80000000, 0x4f000000],
  [16777217, r32(0x4b800000, 0x4b800001, 0x4b800000, 0x4b800000)],
  [16777219, r32(0x4b800002, 0x4b800002, 0x4b800001, 0x4b800001)],
  [0xffffffff, r32(0x4f800000, 0x4f800000, 0x4f7fffff, 0x4f7fffff)],
];

/**
 * v_cvt_f16_f32: GCN 1.0/1.1 round with FP_ROUND[1:0] and always keep f16
 * denormal results; GCN 1.2 rounds with FP_ROUND[3:2] and flushes them per
 * MODE bit 7. F32 input per bit 4 (semantics.md 5.2, §10 #13).
 */
const rmH = (c: Ctx) => (c.gen < 2 ? c.rm32 : c.rm64);
const outH = (c: Ctx) => c.gen < 2 || c.out64;
const rH = by(rmH);
const flH = (v: number) => (c: Ctx) => (outH(c) ? v : v & 0x8000);
const CVT_F16_F32: Case[] = [
  [ONE, HONE], [P0, H0], [N0, HN0], [PINF, HINF], [NINF, HNINF], [0x477fe000, 0x7bff], // 65504
  [0x477ff000, rH(HINF, HINF, 0x7bff, 0x7bff)], // 65520: overflow by the IEEE rules per mode
  [0xc77ff000, rH(HNINF, 0xfbff, HNINF, 0xfbff)],
  [f32(1e10), rH(HINF, HINF, 0x7bff, 0x7bff)], [MAX, rH(HINF, HINF, 0x7bff, 0x7bff)],
  [NMAX, rH(HNINF, 0xfbff, HNINF, 0xfbff)],
  [0x3f801000, rH(0x3c00, 0x3c01, 0x3c00, 0x3c00)], // 1 + 2^-11: a tie
  [0x3f803000, rH(0x3c02, 0x3c02, 0x3c01, 0x3c01)], // 1 + 3 * 2^-11: a tie
  [0xbf801000, rH(0xbc00, 0xbc00, 0xbc01, 0xbc00)],
  [0x3f800001, rH(0x3c00, 0x3c01, 0x3c00, 0x3c00)],
  [0x38800000, 0x0400], // 2^-14, the smallest normal f16
  [0x33800000, flH(0x0001)], [0xb3800000, flH(0x8001)], [0x38000000, flH(0x0200)], // denormal f16 results
  [0x33000000, (c) => flH(rH(0, 1, 0, 0)(c))(c)], // 2^-25: a tie between 0 and 2^-24
  [0x33400000, (c) => flH(rH(1, 1, 0, 0)(c))(c)], // 1.5 * 2^-25
  [0xb3400000, (c) => flH(rH(0x8001, 0x8000, 0x8001, 0x8000)(c))(c)],
  // f32 denormal inputs per MODE bit 4: a kept one is tiny, not zero (visible rounding up)
  [DEN, (c) => (c.in32 ? flH(rH(0, 1, 0, 0)(c))(c) : 0)],
  [NDEN, (c) => (c.in32 ? flH(rH(0x8000, 0x8000, 0x8001, 0x8000)(c))(c) : 0x8000)],
  // NaN: quieted, payload >> 13
  [0x7fc02000, 0x7e01], [0x7f802000, 0x7e01], [0xff800001, 0xfe00], [0x7fffe000, 0x7fff], [DNAN, HDNAN],
];
const CVT_F32_F16: Case[] = [
  [HONE, ONE], [H0, P0], [HN0, N0], [HINF, PINF], [HNINF, NINF], [0x7bff, 0x477fe000], [0x0400, 0x38800000],
  [0xc200, f32(-3)], [0x3555, f32(0.25 * (1 + 0x155 / 1024))],
  // f16 denormal inputs: always kept on GCN 1.0/1.1, MODE bit 6 on GCN 1.2
  [HDEN, (c) => (c.gen < 2 || c.in64 ? 0x33800000 : P0)], [HNDEN, (c) => (c.gen < 2 || c.in64 ? 0xb3800000 : N0)],
  [0x03ff, (c) => (c.gen < 2 || c.in64 ? f32(1023 * 2 ** -24) : P0)],
  // NaN: quieted, payload << 13
  [0x7e01, 0x7fc02000], [0x7c01, 0x7fc02000], [0xfd55, 0xffeaa000], [0x7fff, 0x7fffe000], [HDNAN, DNAN],
];
const CVT_F32_F64: Case[] = [
  [DONE, ONE], [D0, P0], [DN0, N0], [DINF, PINF], [DNINF, NINF], [f64(0.5), 0x3f000000],
  [f64(1e300), r32(PINF, PINF, MAX, MAX)], [f64(-1e300), r32(NINF, NMAX, NINF, NMAX)],
  [0x47efffffe0000000n, MAX], // the largest f32, exactly
  [0x47effffff0000000n, r32(PINF, PINF, MAX, MAX)], // MAX + half an ulp: a tie, rounds to 2^128
  [0x3ff0000010000000n, r32(ONE, 0x3f800001, ONE, ONE)], // 1 + 2^-24: a tie
  [0xbff0000010000000n, r32(MONE, MONE, 0xbf800001, MONE)],
  [0x3ff0000030000000n, r32(0x3f800002, 0x3f800002, 0x3f800001, 0x3f800001)],
  [0x37d0000000000000n, ok32(0x00080000, P0)], [0xb7d0000000000000n, ok32(0x80080000, N0)], // +-2^-130
  // f64 denormal input per bit 6; the tiny result rounds per FP_ROUND[1:0], then bit 5
  [DDEN, (c) => (c.in64 && c.rm32 === RUP && c.out32 ? 1 : P0)],
  [DNDEN, (c) => (c.in64 && c.rm32 === RDN && c.out32 ? 0x80000001 : N0)],
  // NaN: quieted, payload >> 29
  [0x7ff8000020000000n, 0x7fc00001], [0x7ff0000020000000n, 0x7fc00001], [0x7ff0000000000001n, 0x7fc00000],
  [0xfff4000000000000n, 0xffe00000],
];
const CVT_F64_F32: Case[] = [
  [ONE, DONE], [P0, D0], [N0, DN0], [PINF, DINF], [NINF, DNINF], [MAX, 0x47efffffe0000000n], [f32(-0.1), f64(Math.fround(-0.1))],
  [DEN, dk32(0x36a0000000000000n, D0)], [NDEN, dk32(0xb6a0000000000000n, DN0)],
  [DENMAX, dk32(f64(0x7fffff * 2 ** -149), D0)],
  // NaN: quieted, payload << 29
  [0x7fc00001, 0x7ff8000020000000n], [0x7f800001, 0x7ff8000020000000n],
  [0xff812345, 0xfff0000000000000n | (0x412345n << 29n)], [DNAN, DDNAN],
];
/** SAT(floor(S0 + 0.5)) with an exact sum; ignores FP_ROUND (semantics.md 5.2, §10 #6, #7). */
const CVT_RPI: Case[] = [
  [f32(0.5), 1], [f32(-0.5), 0], [f32(1.5), 2], [f32(2.5), 3], [f32(-1.5), 0xffffffff], [f32(-2.5), 0xfffffffe],
  [0x3effffff, 0], [f32(-2.6), 0xfffffffd], [P0, 0], [N0, 0], [DEN, 0], [NDEN, 0],
  [0x4effffff, 0x7fffff80], [0x4f000000, 0x7fffffff], [0xcf000000, 0x80000000], [0xcf000001, 0x80000000],
  [PINF, 0x7fffffff], [NINF, 0x80000000], ...NAN32_TO_INT,
];
const CVT_FLR: Case[] = [
  [f32(-0.5), 0xffffffff], [f32(1.99), 1], [MONE, 0xffffffff], [f32(2.5), 2], [f32(-2.5), 0xfffffffd],
  [P0, 0], [N0, 0], [DEN, 0], [NDEN, dk32(0xffffffff, 0)], // floor(-tiny) = -1 when the denormal is kept
  [0x4f000000, 0x7fffffff], [0xcf000000, 0x80000000], [0xcf000001, 0x80000000],
  [PINF, 0x7fffffff], [NINF, 0x80000000], ...NAN32_TO_INT,
];
/** (S0[3:0] as a signed 4-bit value) / 16; bits 31-4 ignored (AMD CDNA4 table). */
const CVT_OFF_F32_I4: Case[] = [];
for (let n = 0; n < 16; n++) {
  const v = f32((n < 8 ? n : n - 16) / 16);
  CVT_OFF_F32_I4.push([n, v], [(0xabcdef0 | n) >>> 0, v], [(0xfffffff0 | n) >>> 0, v]);
}
const ubyte = (k: number): Case[] => [0x80ff7f01, 0, 0xffffffff, 0x01020304, 0xdeadbeef].map((x): Case =>
  [x, f32((x >>> (8 * k)) & 0xff)]);
/** u16 -> f16 with FP_ROUND[3:2]; >= 65520 overflows under round-to-nearest. */
const CVT_F16_U16: Case[] = [
  [0, H0], [1, HONE], [2048, 0x6800], [65504, 0x7bff], [0x8001, r64(0x7800, 0x7801, 0x7800, 0x7800)],
  [65519, r64(0x7bff, HINF, 0x7bff, 0x7bff)], [65520, r64(HINF, HINF, 0x7bff, 0x7bff)],
  [65535, r64(HINF, HINF, 0x7bff, 0x7bff)], [2049, r64(0x6800, 0x6801, 0x6800, 0x6800)],
  [2051, r64(0x6802, 0x6802, 0x6801, 0x6801)],
];
const CVT_F16_I16: Case[] = [
  [0, H0], [1, HONE], [0xffff, HMONE], [0x8000, 0xf800], [0x7fff, r64(0x7800, 0x7800, 0x77ff, 0x77ff)],
  [0x8001, r64(0xf800, 0xf7ff, 0xf800, 0xf7ff)], [2049, r64(0x6800, 0x6801, 0x6800, 0x6800)],
  [0xf7ff, r64(0xe800, 0xe800, 0xe801, 0xe800)], // -2049
];
/** f16 -> u16 / i16: SAT, NaN -> 0; the 16-bit result zeroes bits 31-16 (§6.7, §10 #17). */
const CVT_U16_F16: Case[] = [
  [HONE, 1], [0x7bff, 0xffe0], [HINF, 0xffff], [HNINF, 0], [HMONE, 0], [0x3f9a, 1], [0xbe00, 0], [H0, 0], [HN0, 0],
  [HDEN, 0], [0x7e00, 0], [0x7c01, 0], [0xfe00, 0],
];
const CVT_I16_F16: Case[] = [
  [HONE, 1], [HINF, 0x7fff], [HNINF, 0x8000], [0x7bff, 0x7fff], [0xfbff, 0x8000], [0xbe00, 0xffff], [0x3f9a, 1],
  [0x7800, 0x7fff], [0xf800, 0x8000], [0x77ff, 0x7ff0], [0xf7ff, 0x8010], [H0, 0], [HN0, 0], [HNDEN, 0],
  [0x7e00, 0], [0xfc01, 0],
];

// --- §5.3 rounding to integral values, fract ----------------------------------------------

type RoundKind = 'trunc' | 'ceil' | 'floor' | 'rndne';
/** The same inputs for f32, f64 and f16; results per op, written by hand from §5.3. */
function integral32(k: RoundKind): Case[] {
  const t = (tr: number, ce: number, fl: number, rn: number) => ({ trunc: tr, ceil: ce, floor: fl, rndne: rn })[k];
  return [
    [f32(1.7), t(ONE, 0x40000000, ONE, 0x40000000)],
    [f32(-1.7), t(MONE, MONE, 0xc0000000, 0xc0000000)],
    [f32(-0.5), t(N0, N0, MONE, N0)], [f32(0.5), t(P0, ONE, P0, P0)],
    [f32(-1.5), t(MONE, MONE, 0xc0000000, 0xc0000000)], [f32(1.2), t(ONE, 0x40000000, ONE, ONE)],
    [f32(2.5), t(0x40000000, 0x40400000, 0x40000000, 0x40000000)],
    [f32(-2.5), t(0xc0000000, 0xc0000000, 0xc0400000, 0xc0000000)],
    [f32(3.5), t(0x40400000, 0x40800000, 0x40400000, 0x40800000)],
    [f32(-0.4), t(N0, N0, MONE, N0)], [f32(0.6), t(P0, ONE, P0, ONE)],
    [0x4a800001, t(0x4a800000, 0x4a800002, 0x4a800000, 0x4a800000)], // 2^22 + 0.5
    [0xca800001, t(0xca800000, 0xca800000, 0xca800002, 0xca800000)],
    [0x4a800003, t(0x4a800002, 0x4a800004, 0x4a800002, 0x4a800004)], // 2^22 + 1.5
    [f32(1e30), f32(1e30)], [P0, P0], [N0, N0], [PINF, PINF], [NINF, NINF], [ONE, ONE],
    [DEN, t(P0, dk32(ONE, P0) as never, P0, P0)], [NDEN, t(N0, N0, dk32(MONE, N0) as never, N0)],
    ...NAN32,
  ];
}
function integral64(k: RoundKind): Case[] {
  const t = (tr: bigint, ce: bigint, fl: bigint, rn: bigint) => ({ trunc: tr, ceil: ce, floor: fl, rndne: rn })[k];
  const d = f64;
  return [
    [d(1.7), t(DONE, d(2), DONE, d(2))], [d(-1.7), t(d(-1), d(-1), d(-2), d(-2))],
    [d(-0.5), t(DN0, DN0, d(-1), DN0)], [d(0.5), t(D0, DONE, D0, D0)],
    [d(-1.5), t(d(-1), d(-1), d(-2), d(-2))], [d(1.2), t(DONE, d(2), DONE, DONE)],
    [d(2.5), t(d(2), d(3), d(2), d(2))], [d(-2.5), t(d(-2), d(-2), d(-3), d(-2))],
    [d(3.5), t(d(3), d(4), d(3), d(4))], [d(-0.4), t(DN0, DN0, d(-1), DN0)], [d(0.6), t(D0, DONE, D0, DONE)],
    [0x4320000000000001n, t(0x4320000000000000n, 0x4320000000000002n, 0x4320000000000000n, 0x4320000000000000n)],
    [0xc320000000000001n, t(0xc320000000000000n, 0xc320000000000000n, 0xc320000000000002n, 0xc320000000000000n)],
    [0x4320000000000003n, t(0x4320000000000002n, 0x4320000000000004n, 0x4320000000000002n, 0x4320000000000004n)],
    [d(1e300), d(1e300)], [D0, D0], [DN0, DN0], [DINF, DINF], [DNINF, DNINF], [DONE, DONE],
    [DDEN, t(D0, dk64(DONE, D0) as never, D0, D0)], [DNDEN, t(DN0, DN0, dk64(d(-1), DN0) as never, DN0)],
    ...NAN64,
  ];
}
function integral16(k: RoundKind): Case[] {
  const t = (tr: number, ce: number, fl: number, rn: number) => ({ trunc: tr, ceil: ce, floor: fl, rndne: rn })[k];
  return [
    [0x3ecd, t(HONE, 0x4000, HONE, 0x4000)], // 1.7001953
    [0xbecd, t(HMONE, HMONE, 0xc000, 0xc000)],
    [0xb800, t(HN0, HN0, HMONE, HN0)], [0x3800, t(H0, HONE, H0, H0)],
    [0xbe00, t(HMONE, HMONE, 0xc000, 0xc000)],
    [0x4100, t(0x4000, 0x4200, 0x4000, 0x4000)], // 2.5
    [0xc100, t(0xc000, 0xc000, 0xc200, 0xc000)],
    [0x4300, t(0x4200, 0x4400, 0x4200, 0x4400)], // 3.5
    [0xb666, t(HN0, HN0, HMONE, HN0)], // -0.4
    [0x6001, t(0x6000, 0x6002, 0x6000, 0x6000)], // 512.5
    [0xe001, t(0xe000, 0xe000, 0xe002, 0xe000)],
    [0x6003, t(0x6002, 0x6004, 0x6002, 0x6004)], // 513.5
    [0x7bff, 0x7bff], [H0, H0], [HN0, HN0], [HINF, HINF], [HNINF, HNINF], [HONE, HONE],
    [HDEN, t(H0, dk64(HONE, H0) as never, H0, H0)], [HNDEN, t(HN0, HN0, dk64(HMONE, HN0) as never, HN0)],
    ...NAN16,
  ];
}
/** fract: min(S0 - floor(S0), cap), the subtraction rounded per FP_ROUND; +-inf -> dNaN; integral -> +0 (§6.3). */
const FRACT32: Case[] = [
  [f32(1.25), f32(0.25)], [f32(-1.25), f32(0.75)], [f32(0.5), f32(0.5)], [f32(1.5), f32(0.5)], [f32(-0.75), f32(0.25)],
  [P0, P0], [N0, P0], [f32(2), P0], [f32(-2), P0], [f32(1e30), P0], [f32(-1e30), P0],
  [PINF, DNAN], [NINF, DNAN],
  [0xb0800000, 0x3f7fffff], // -2^-30: 1 - 2^-30 is capped below 1.0 in every mode
  [0xbe800001, r32(0x3f400000, 0x3f400000, 0x3f3fffff, 0x3f3fffff)], // 0.75 - 2^-25: a tie
  [NDEN, dk32(0x3f7fffff, P0)], [DEN, (c) => (c.in32 && c.out32 ? DEN : P0)],
  ...NAN32,
];
const FRACT64: Case[] = [
  [f64(1.25), f64(0.25)], [f64(-1.25), f64(0.75)], [f64(0.5), f64(0.5)], [f64(-0.75), f64(0.25)],
  [D0, D0], [DN0, D0], [f64(2), D0], [f64(-1e300), D0], [DINF, DDNAN], [DNINF, DDNAN],
  [f64(-(2 ** -60)), 0x3fefffffffffffffn],
  [0xbfd0000000000001n, r64(0x3fe8000000000000n, 0x3fe8000000000000n, 0x3fe7ffffffffffffn, 0x3fe7ffffffffffffn)],
  [DNDEN, dk64(0x3fefffffffffffffn, D0)], [DDEN, (c) => (c.in64 && c.out64 ? DDEN : D0)],
  ...NAN64,
];
const FRACT16: Case[] = [
  [0x3d00, 0x3400], [0xbd00, 0x3a00], [0x3800, 0x3800], [0xba00, 0x3400], [H0, H0], [HN0, H0], [0x4000, H0],
  [0x7bff, H0], [HINF, HDNAN], [HNINF, HDNAN],
  [0x8400, 0x3bff], // -2^-14: 1 - 2^-14 is capped below 1.0 (rounds to 1.0 first under nearest)
  [0xb401, r64(0x3a00, 0x3a00, 0x39ff, 0x39ff)], // 0.75 - 2^-12: a tie
  [HNDEN, dk64(0x3bff, H0)], [HDEN, (c) => (c.in64 && c.out64 ? HDEN : H0)],
  ...NAN16,
];

// --- §5.4 transcendental and reciprocal ops -------------------------------------------------

const pow2s32 = [-126, -100, -1, 0, 1, 10, 127];
const EXP32: Case[] = [
  [NINF, P0], [P0, ONE], [N0, ONE], [DEN, ONE], [NDEN, ONE], [DENMAX, ONE], [PINF, PINF],
  [f32(-126.5), P0], [f32(-127), P0], [f32(-149), P0], [f32(-200), P0], [f32(128), PINF], [f32(200), PINF], [MAX, PINF],
  ...pow2s32.map((n): Case => [f32(n), f32(2 ** n)]),
  ...NAN32,
];
const LOG32: Case[] = [
  [P0, NINF], [N0, NINF], [DEN, NINF], [NDEN, NINF], [DENMAX, NINF], [MONE, DNAN], [NINF, DNAN], [NMAX, DNAN],
  [PINF, PINF], [ONE, P0],
  ...[-126, -1, 1, 3, 127].map((n): Case => [f32(2 ** n), f32(n)]),
  ...NAN32,
];
const LOG_CLAMP32: Case[] = LOG32.map(([i, o]): Case => [i, o === NINF ? NMAX : o]);
const RCP32: Case[] = [
  [P0, PINF], [N0, NINF], [DEN, PINF], [NDEN, NINF], [DENMAX, PINF], [PINF, P0], [NINF, N0],
  [0x7f000000, P0], [0xff000000, N0], [0x7e800001, P0], [MAX, P0], [NMAX, N0], // |S0| > 2^126
  [0x7e800000, MINN], [MINN, 0x7e800000], [ONE, ONE], [MONE, MONE], [f32(2), f32(0.5)], [f32(0.5), f32(2)],
  [f32(-4), f32(-0.25)], [f32(3), f32(Math.fround(1 / 3))], // correctly rounded (§7)
  ...NAN32,
];
const RCP_CLAMP32: Case[] = RCP32.map(([i, o]): Case => [i, o === PINF ? MAX : o === NINF ? NMAX : o]);
const RCP_LEGACY32: Case[] = RCP32.map(([i, o]): Case => [i, o === PINF ? P0 : o === NINF ? N0 : o]);
const RSQ32: Case[] = [
  [P0, PINF], [N0, NINF], [DEN, PINF], [NDEN, NINF], [NDENMAX, NINF], [MONE, DNAN], [f32(-4), DNAN], [NINF, DNAN],
  [PINF, P0], [f32(4), f32(0.5)], [ONE, ONE], [f32(0.25), f32(2)], [MINN, 0x5f000000], [0x7e800000, 0x20000000],
  ...NAN32,
];
const RSQ_CLAMP32: Case[] = RSQ32.map(([i, o]): Case => [i, o === PINF ? MAX : o]); // -inf stays (§10 #4)
const RSQ_LEGACY32: Case[] = RSQ32.map(([i, o]): Case => [i, o === PINF ? P0 : o]); // §10 #16
const SQRT32: Case[] = [
  [P0, P0], [N0, N0], [DEN, P0], [NDEN, N0], [NDENMAX, N0], [MONE, DNAN], [NINF, DNAN], [PINF, PINF],
  [f32(4), f32(2)], [ONE, ONE], [MINN, 0x20000000], [f32(0.25), f32(0.5)],
  [f32(2), f32(Math.fround(Math.SQRT2))], [MAX, f32(Math.fround(Math.sqrt(3.4028234663852886e38)))],
  ...NAN32,
];
/** sin(2 pi S0), S0 in revolutions; |S0| > 256 -> +0 (semantics.md 5.4, §10 #1). */
const SIN32: Case[] = [
  [P0, P0], [N0, N0], [f32(0.25), ONE], [f32(-0.25), MONE], [f32(0.5), P0], [f32(-0.5), N0], [f32(0.75), MONE],
  [f32(-0.75), ONE], [f32(1.25), ONE], [ONE, P0], [MONE, N0], [f32(256), P0], [f32(-256), N0], [f32(255.25), ONE],
  [f32(-255.25), MONE], [f32(256.25), P0], [f32(-256.25), P0], [f32(1e10), P0], [MAX, P0], [NMAX, P0],
  [PINF, DNAN], [NINF, DNAN],
  // MODE controls sin/cos denormals (§10 #2): 2 pi 2^-149 rounds to 6 * 2^-149
  [DEN, (c) => (c.in32 && c.out32 ? 6 : P0)], [NDEN, (c) => (c.in32 && c.out32 ? 0x80000006 : N0)],
  ...NAN32,
];
const COS32: Case[] = [
  [P0, ONE], [N0, ONE], [f32(0.25), P0], [f32(-0.25), P0], [f32(0.5), MONE], [f32(0.75), P0], [f32(-0.75), P0],
  [f32(1.25), P0], [ONE, ONE], [f32(256), ONE], [f32(-256), ONE], [f32(255.5), MONE], [f32(256.5), ONE],
  [f32(-256.5), ONE], [f32(1e10), ONE], [MAX, ONE], [PINF, DNAN], [NINF, DNAN], [DEN, ONE], [NDEN, ONE],
  ...NAN32,
];
const SIN16: Case[] = [
  [H0, H0], [HN0, HN0], [0x3400, HONE], [0xb400, HMONE], [0x3800, H0], [0xb800, HN0], [0x3a00, HMONE], [HONE, H0],
  [HMONE, HN0], [0x5c00, H0], [0xdc00, HN0], [0x5bfa, HONE], [0x5c02, H0], [0xdc02, H0], [0x7bff, H0], [0xfbff, H0],
  [HINF, HDNAN], [HNINF, HDNAN], [HDEN, (c) => (c.in64 && c.out64 ? 6 : H0)],
  [HNDEN, (c) => (c.in64 && c.out64 ? 0x8006 : HN0)],
  ...NAN16,
];
const COS16: Case[] = [
  [H0, HONE], [HN0, HONE], [0x3400, H0], [0xb400, H0], [0x3800, HMONE], [0x3a00, H0], [HONE, HONE], [0x5c00, HONE],
  [0xdc00, HONE], [0x5bfc, HMONE], [0x5c02, HONE], [0xdc02, HONE], [0x7bff, HONE], [HINF, HDNAN], [HNINF, HDNAN],
  [HDEN, HONE], [HNDEN, HONE],
  ...NAN16,
];
const RCP64: Case[] = [
  [D0, DINF], [DN0, DNINF], [DINF, D0], [DNINF, DN0], [f64(2), f64(0.5)], [DONE, DONE], [f64(-4), f64(-0.25)],
  [f64(3), f64(1 / 3)], [0x0010000000000000n, 0x7fd0000000000000n],
  [0x7fe0000000000000n, ok64(0x0008000000000000n, D0)], [0xffe0000000000000n, ok64(0x8008000000000000n, DN0)],
  [DDEN, DINF], [DNDEN, DNINF], // kept: 2^1074 overflows; flushed: 1/0
  ...NAN64,
];
const DNMAX = 0xffefffffffffffffn;
const RCP_CLAMP64: Case[] = RCP64.map(([i, o]): Case => [i, o === DINF ? DMAX : o === DNINF ? DNMAX : o]);
const RSQ64: Case[] = [
  [D0, DINF], [DN0, DNINF], [f64(-1), DDNAN], [DNINF, DDNAN], [DINF, D0], [f64(4), f64(0.5)], [DONE, DONE],
  [f64(0.25), f64(2)], [DDEN, dk64(0x6180000000000000n, DINF)], [DNDEN, dk64(DDNAN, DNINF)],
  ...NAN64,
];
const RSQ_CLAMP64: Case[] = RSQ64.map(([i, o]): Case => [i, (c: Ctx) => { const v = want(o, c); return v === DINF ? DMAX : v; }]);
const SQRT64: Case[] = [
  [D0, D0], [DN0, DN0], [f64(-1), DDNAN], [DNINF, DDNAN], [DINF, DINF], [f64(4), f64(2)], [DONE, DONE],
  [f64(2), f64(Math.SQRT2)], [DDEN, dk64(0x1e60000000000000n, D0)], [DNDEN, dk64(DDNAN, DN0)],
  ...NAN64,
];
const RCP16: Case[] = [
  [HONE, HONE], [H0, HINF], [HN0, HNINF], [HINF, H0], [HNINF, HN0], [0x4000, 0x3800], [0x4400, 0x3400], [0x3800, 0x4000],
  [0x0400, 0x7400], [0x7800, ok64(0x0200, H0)], [0xf800, ok64(0x8200, HN0)], [HDEN, HINF], [HNDEN, HNINF],
  ...NAN16,
];
const SQRT16: Case[] = [
  [HONE, HONE], [H0, H0], [HN0, HN0], [HMONE, HDNAN], [HNINF, HDNAN], [HINF, HINF], [0x4400, 0x4000], [0x3400, 0x3800],
  [HDEN, dk64(0x0c00, H0)], [HNDEN, dk64(HDNAN, HN0)],
  ...NAN16,
];
const RSQ16: Case[] = [
  [HONE, HONE], [H0, HINF], [HN0, HNINF], [HMONE, HDNAN], [HNINF, HDNAN], [HINF, H0], [0x4400, 0x3800], [0x3400, 0x4000],
  [HDEN, dk64(0x6c00, HINF)], [HNDEN, dk64(HDNAN, HNINF)],
  ...NAN16,
];
const LOG16: Case[] = [
  [HONE, H0], [H0, HNINF], [HN0, HNINF], [HMONE, HDNAN], [HNINF, HDNAN], [HINF, HINF], [0x4000, HONE], [0x3800, HMONE],
  [0x7800, 0x4b80], [HDEN, dk64(0xce00, HNINF)], [HNDEN, dk64(HDNAN, HNINF)],
  ...NAN16,
];
const EXP16: Case[] = [
  [H0, HONE], [HN0, HONE], [HNINF, H0], [HINF, HINF], [HONE, 0x4000], [HMONE, 0x3800], [0x4b80, 0x7800], [0x4c00, HINF],
  [0xcb00, 0x0400], [0xcb80, ok64(0x0200, H0)], [0xce00, ok64(0x0001, H0)], [HDEN, HONE], [HNDEN, HONE],
  ...NAN16,
];

// --- §5.5 bit operations ----------------------------------------------------------------------

const INTS = [0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x12345678, 0x800000ff, 0x0000ffff, 0xff000008, 0x40000000,
  0x0fffffff, 0xfffffffe, 0x7f800001, 0x00000001, 0xdeadbeef];
function bitrev(x: number): number {
  let r = 0;
  for (let i = 0; i < 32; i++) if ((x >>> i) & 1) r |= 1 << (31 - i);
  return r >>> 0;
}
function clz(x: number): number {
  for (let i = 31; i >= 0; i--) if ((x >>> i) & 1) return 31 - i;
  return 32;
}
const FFBH_U32: Case[] = [[0, 0xffffffff], [0x800000ff, 0], [0x0000ffff, 16], [1, 31], ...INTS.filter((x) => x !== 0)
  .map((x): Case => [x, clz(x)])];
const FFBL_B32: Case[] = [[0, 0xffffffff], [0xff000008, 3], [0x80000000, 31], [1, 0], [0x00060000, 17]];
const FFBH_I32: Case[] = [
  [0, 0xffffffff], [0xffffffff, 0xffffffff], [0x40000000, 1], [0x80000000, 1], [0x0fffffff, 4], [0xfffffffe, 31],
  [1, 31], [0x7fffffff, 1], [0xbfffffff, 1], [0xc0000000, 2], [0x00000002, 30],
];

// --- §5.6 frexp --------------------------------------------------------------------------

const FREXP_EXP32: Case[] = [
  [ONE, 1], [f32(0.5), 0], [f32(3), 2], [f32(0.75), 0], [MONE, 1], [MINN, 0xffffff83], [MAX, 128], [P0, 0], [N0, 0],
  [PINF, gen0(0xffffffff, 0)], [NINF, gen0(0xffffffff, 0)], [0x7fc00000, gen0(0xffffffff, 0)],
  [0xff800001, gen0(0xffffffff, 0)],
  [DEN, dk32((-148) >>> 0, 0)], [NDEN, dk32((-148) >>> 0, 0)], [DENMAX, dk32((-126) >>> 0, 0)],
];
const FREXP_MANT32: Case[] = [
  [ONE, f32(0.5)], [f32(-3), f32(-0.75)], [f32(1e30), f32(1e30 / 2 ** 100)], [MAX, 0x3f7fffff], [P0, P0], [N0, N0],
  [PINF, gen0(DNAN, PINF)], [NINF, gen0(DNAN, NINF)],
  [DEN, dk32(f32(0.5), P0)], [NDEN, dk32(f32(-0.5), N0)], [DENMAX, dk32(0x3f7ffffe, P0)],
  ...NAN32,
];
const FREXP_EXP64: Case[] = [
  [DONE, 1], [f64(0.5), 0], [f64(3), 2], [DMAX, 1024], [0x0010000000000000n, (-1021) >>> 0], [D0, 0], [DN0, 0],
  [DINF, gen0(0xffffffff, 0)], [DNINF, gen0(0xffffffff, 0)], [0x7ff8000000000000n, gen0(0xffffffff, 0)],
  [DDEN, dk64((-1073) >>> 0, 0)], [DNDEN, dk64((-1073) >>> 0, 0)],
];
const FREXP_MANT64: Case[] = [
  [DONE, f64(0.5)], [f64(-3), f64(-0.75)], [DMAX, 0x3fefffffffffffffn], [D0, D0], [DN0, DN0],
  [DINF, gen0(DDNAN, DINF)], [DNINF, gen0(DDNAN, DNINF)], [DDEN, dk64(f64(0.5), D0)], [DNDEN, dk64(f64(-0.5), DN0)],
  ...NAN64,
];
const FREXP_EXP16: Case[] = [
  [HONE, 1], [0x7bff, 16], [0x3800, 0], [0x0400, 0xfff3], [H0, 0], [HN0, 0], [HINF, 0], [HNINF, 0], [0x7e00, 0],
  [0x7c01, 0], [HDEN, dk64(0xffe9, 0)], [0x03ff, dk64(0xfff2, 0)],
];
const FREXP_MANT16: Case[] = [
  [HONE, 0x3800], [0xc200, 0xba00], [0x7bff, 0x3bff], [H0, H0], [HN0, HN0], [HINF, HINF], [HNINF, HNINF],
  [HDEN, dk64(0x3800, H0)], [HNDEN, dk64(0xb800, HN0)],
  ...NAN16,
];

// --- moves -------------------------------------------------------------------------------

/** Raw bits: sNaN, payloads, denormals untouched in every MODE (semantics.md 5.1, 6.2). */
const RAW: Case[] = [...INTS, 0x7f800001, 0xff812345, 0x00000001, 0x80000001, 0x80000000].map((x): Case => [x, x]);

/** Lane-op and movrel cases; v_nop, v_clrexcp and v_readfirstlane_b32 are tested on their own. */
export const CASES: Record<Mnemonic, Case[] | 'special'> = {
  v_nop: 'special',
  v_clrexcp: 'special',
  v_readfirstlane_b32: 'special',
  v_mov_b32: RAW,
  v_mov_fed_b32: RAW,
  v_movreld_b32: RAW, // with M0 = 0
  v_movrels_b32: RAW,
  v_movrelsd_b32: RAW,
  v_cvt_i32_f64: CVT_I32_F64,
  v_cvt_f64_i32: CVT_F64_I32,
  v_cvt_f32_i32: CVT_F32_I32,
  v_cvt_f32_u32: CVT_F32_U32,
  v_cvt_u32_f32: CVT_U32_F32,
  v_cvt_i32_f32: CVT_I32_F32,
  v_cvt_f16_f32: CVT_F16_F32,
  v_cvt_f32_f16: CVT_F32_F16,
  v_cvt_rpi_i32_f32: CVT_RPI,
  v_cvt_flr_i32_f32: CVT_FLR,
  v_cvt_off_f32_i4: CVT_OFF_F32_I4,
  v_cvt_f32_f64: CVT_F32_F64,
  v_cvt_f64_f32: CVT_F64_F32,
  v_cvt_f32_ubyte0: ubyte(0),
  v_cvt_f32_ubyte1: ubyte(1),
  v_cvt_f32_ubyte2: ubyte(2),
  v_cvt_f32_ubyte3: ubyte(3),
  v_cvt_u32_f64: CVT_U32_F64,
  v_cvt_f64_u32: CVT_F64_U32,
  v_trunc_f64: integral64('trunc'),
  v_ceil_f64: integral64('ceil'),
  v_rndne_f64: integral64('rndne'),
  v_floor_f64: integral64('floor'),
  v_fract_f32: FRACT32,
  v_trunc_f32: integral32('trunc'),
  v_ceil_f32: integral32('ceil'),
  v_rndne_f32: integral32('rndne'),
  v_floor_f32: integral32('floor'),
  v_exp_f32: EXP32,
  v_exp_legacy_f32: EXP32, // §10 #23: as v_exp_f32
  v_log_clamp_f32: LOG_CLAMP32,
  v_log_f32: LOG32,
  v_log_legacy_f32: LOG32,
  v_rcp_clamp_f32: RCP_CLAMP32,
  v_rcp_legacy_f32: RCP_LEGACY32,
  v_rcp_f32: RCP32,
  v_rcp_iflag_f32: RCP32,
  v_rsq_clamp_f32: RSQ_CLAMP32,
  v_rsq_legacy_f32: RSQ_LEGACY32,
  v_rsq_f32: RSQ32,
  v_rcp_f64: RCP64,
  v_rcp_clamp_f64: RCP_CLAMP64,
  v_rsq_f64: RSQ64,
  v_rsq_clamp_f64: RSQ_CLAMP64,
  v_sqrt_f32: SQRT32,
  v_sqrt_f64: SQRT64,
  v_sin_f32: SIN32,
  v_cos_f32: COS32,
  v_not_b32: INTS.map((x): Case => [x, ~x >>> 0]),
  v_bfrev_b32: [[1, 0x80000000], [0x12345678, 0x1e6a2c48], ...INTS.map((x): Case => [x, bitrev(x)])],
  v_ffbh_u32: FFBH_U32,
  v_ffbl_b32: FFBL_B32,
  v_ffbh_i32: FFBH_I32,
  v_frexp_exp_i32_f64: FREXP_EXP64,
  v_frexp_mant_f64: FREXP_MANT64,
  v_fract_f64: FRACT64,
  v_frexp_exp_i32_f32: FREXP_EXP32,
  v_frexp_mant_f32: FREXP_MANT32,
  v_cvt_f16_u16: CVT_F16_U16,
  v_cvt_f16_i16: CVT_F16_I16,
  v_cvt_u16_f16: CVT_U16_F16,
  v_cvt_i16_f16: CVT_I16_F16,
  v_rcp_f16: RCP16,
  v_sqrt_f16: SQRT16,
  v_rsq_f16: RSQ16,
  v_log_f16: LOG16,
  v_exp_f16: EXP16,
  v_frexp_mant_f16: FREXP_MANT16,
  v_frexp_exp_i16_f16: FREXP_EXP16,
  v_floor_f16: integral16('floor'),
  v_ceil_f16: integral16('ceil'),
  v_trunc_f16: integral16('trunc'),
  v_rndne_f16: integral16('rndne'),
  v_fract_f16: FRACT16,
  v_sin_f16: SIN16,
  v_cos_f16: COS16,
};
