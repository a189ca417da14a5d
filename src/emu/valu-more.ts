// Lane functions of the rarer VOP3 ops (issue 11, docs/emulator.md §20-22):
// v_trig_preop_f64 (a 53-bit segment of 2/π), v_mullit_f32 (the lighting
// multiply) and the quad-byte SADs v_qsad/v_mqsad. The 128-bit
// v_mqsad_u32_u8 has a lane function over dword arrays (WIDE_LANE_OPS), run by
// valu.ts's wide path.

import type { IO, LaneOp } from './valu-ops.js';
import { f32Value, isNaN32 } from './float/index.js';
import { mulF32 } from './valu-float.js';
import { roundModeF32 } from './float/index.js';

// --- v_trig_preop_f64 -----------------------------------------------------------------

/** Bits of 2/π after the binary point that the hardware table holds (b1200 … b0). */
export const TRIG_PREOP_BITS = 1201;

/** arctan(1/x) · 2^prec as a BigInt (Taylor series; x ≥ 2). */
function atanInv(x: bigint, prec: bigint): bigint {
  const one = 1n << prec;
  let term = one / x;
  let sum = term;
  const x2 = x * x;
  for (let k = 1n; term !== 0n; k++) {
    term /= x2;
    sum += (k & 1n) === 1n ? -term / (2n * k + 1n) : term / (2n * k + 1n);
  }
  return sum;
}

let table: bigint | null = null;

/** floor(2/π · 2^1201): the table, from π by Machin's formula with 64 guard bits. */
export function twoOverPiTable(): bigint {
  if (table !== null) return table;
  const g = BigInt(TRIG_PREOP_BITS + 64);
  const pi = 16n * atanInv(5n, g) - 4n * atanInv(239n, g); // π · 2^g (error a few units in the last place)
  table = (2n << (BigInt(TRIG_PREOP_BITS) + g)) / pi;
  return table;
}

const MASK53 = (1n << 53n) - 1n;

/** m · 2^e as f64 bits (m < 2^53), rounded toward zero when subnormal; hi returned, lo in trigLo. */
let trigLo = 0;
function scaleRtz(m: bigint, e: number): number {
  if (m === 0n) { trigLo = 0; return 0; }
  const len = m.toString(2).length;
  const E = len - 1 + e; // unbiased exponent of the result
  let bits: bigint;
  if (E > 1023) bits = 0x7fefffffffffffffn; // cannot happen for the table's range; largest finite toward zero
  else if (E >= -1022) bits = (BigInt(E + 1023) << 52n) | (((m << BigInt(53 - len)) & ((1n << 52n) - 1n)));
  else {
    const sh = e + 1074; // subnormal: units of 2^-1074, truncated
    bits = sh >= 0 ? m << BigInt(sh) : m >> BigInt(-sh);
  }
  trigLo = Number(bits & 0xffffffffn);
  return Number(bits >> 32n);
}

/**
 * v_trig_preop_f64 (AMD's pseudo-code, Vega/RDNA ISA): shift = 53·S1[4:0], plus
 * exponent(S0) − 1077 when S0's biased exponent exceeds 1077; the result is the 53 bits of
 * 2/π that follow the first `shift` bits, scaled by 2^(−53−shift) (2^128 more when
 * exponent(S0) ≥ 1968), rounded toward zero.
 */
export function trigPreop(ah: number, b: number): number {
  const exp = (ah >>> 20) & 0x7ff;
  let shift = (b & 31) * 53;
  if (exp > 1077) shift += exp - 1077;
  const seg = ((twoOverPiTable() << BigInt(shift + 53)) >> BigInt(TRIG_PREOP_BITS)) & MASK53;
  let scale = -53 - shift;
  if (exp >= 1968) scale += 128;
  return scaleRtz(seg, scale);
}

// --- v_mullit_f32 ---------------------------------------------------------------------

const NEG_MAX = 0xff7fffff;

/**
 * v_mullit_f32 (GCN 1.0/1.1): −MAX_FLOAT when S1 is −MAX_FLOAT, −∞ or NaN, or S2 ≤ 0 or NaN
 * (AMD's pseudo-code, RDNA ISA); otherwise S0·S1 with the SI rule 0·x = 0 (as v_mul_legacy_f32).
 */
function mullit(io: IO): void {
  const b = io.b >>> 0;
  const c = io.c >>> 0;
  if (b === NEG_MAX || b === 0xff800000 || isNaN32(b) || isNaN32(c) || f32Value(c) <= 0) { io.lo = NEG_MAX; return; }
  io.lo = (io.a & 0x7fffffff) === 0 || (b & 0x7fffffff) === 0 ? 0 : mulF32(io.a, b, roundModeF32(io.mode));
}

// --- quad-byte SADs -------------------------------------------------------------------

/** Sum of |a_i − r_i| over the four bytes; masked: bytes whose reference r_i is 0 are skipped. */
function sad4(a: number, r: number, masked: boolean): number {
  let s = 0;
  for (let i = 0; i < 32; i += 8) {
    const y = (r >>> i) & 0xff;
    if (masked && y === 0) continue;
    s += Math.abs(((a >>> i) & 0xff) - y);
  }
  return s;
}

/** The dword of S0 (64 bits: lo, hi) starting at byte k (0..3). */
const window = (lo: number, hi: number, k: number): number => (k === 0 ? lo : ((lo >>> (8 * k)) | (hi << (32 - 8 * k))) >>> 0);

/** D[16k+15:16k] = 16 bits of (m)sad(S0 bytes k..k+3, S1, S2[16k+15:16k]) for k = 0..3 (AMD's pseudo-code). */
function qsadPk(masked: boolean): LaneOp {
  return (io) => {
    let lo = 0; let hi = 0;
    for (let k = 0; k < 4; k++) {
      const acc = k < 2 ? (io.c >>> (16 * k)) & 0xffff : (io.ch >>> (16 * (k - 2))) & 0xffff;
      const r = (sad4(window(io.a, io.ah, k), io.b, masked) + acc) & 0xffff;
      if (k < 2) lo |= r << (16 * k); else hi |= r << (16 * (k - 2));
    }
    io.lo = lo >>> 0; io.hi = hi >>> 0;
  };
}

export const MORE_LANE_OPS: Record<string, LaneOp> = {
  v_trig_preop_f64: (io) => { io.hi = trigPreop(io.ah, io.b); io.lo = trigLo; },
  v_mullit_f32: mullit,
  v_qsad_pk_u16_u8: qsadPk(false),
  v_qsad_u8: qsadPk(false), // GCN 1.0's name of the same op (CLRX; LLVM has no 1.0 op 370)
  v_mqsad_pk_u16_u8: qsadPk(true),
  v_mqsad_u8: qsadPk(true), // GCN 1.0's name of op 371
};

/** A lane function over whole operands: src[i] holds operand i's dwords, out the result's. */
export type WideLaneOp = (src: readonly Uint32Array[], out: Uint32Array) => void;

export const WIDE_LANE_OPS: Record<string, WideLaneOp> = {
  // D[32k+31:32k] = msad(S0 bytes k..k+3, S1, S2[32k+31:32k]) for k = 0..3.
  v_mqsad_u32_u8: (s, out) => {
    const a = s[0]!; const b = s[1]![0]!; const c = s[2]!;
    for (let k = 0; k < 4; k++) out[k] = (sad4(window(a[0]!, a[1]!, k), b, true) + c[k]!) >>> 0;
  },
};
