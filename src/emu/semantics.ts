// What each VOP1 instruction computes (shared docs: semantics.md §5), one
// entry per mnemonic. Operand widths, types and encodings come from the ISA
// tables; this table only adds the function and its floating-point class.
//
// A lane function takes the source bits (a: the 32-bit value, or the high
// dword of a 64-bit source, with b its low dword) and returns the result
// bits (for a 64-bit result: the high dword, with both dwords in res64).

import type { GenIndex } from '../isa/generations.js';
import type { Mnemonic } from '../isa/vop1.js';
import {
  ceilF16, ceilF32, ceilF64, exp2F16, exp2F32, f16ToF32, f16ToI16, f16ToU16, f32ToF16, f32ToF64, f32ToI32,
  f32ToU32, f32Value, f64ToF32, f64ToI32, f64ToU32, floorF16, floorF32, floorF64, fractF16,
  fractF32, fractF64, frexpExpF16, frexpExpF32, frexpExpF64, frexpMantF16, frexpMantF32, frexpMantF64,
  i16ToF16, i32ToF32, i32ToF64, log2F16, log2F32, logClampF32, rcpClampF32, rcpClampF64, rcpF16, rcpF32,
  rcpF64, rcpLegacyF32, rndneF16, rndneF32, rndneF64, roundModeF32, roundModeF64F16, rsqClampF32,
  rsqClampF64, rsqF16, rsqF32, rsqF64, rsqLegacyF32, sqrtF16, sqrtF32, sqrtF64, truncF16, truncF32, truncF64,
  u16ToF16, u32ToF32, u32ToF64, f32Bits, cosF16, cosF32, sinF16, sinF32,
} from './float/index.js';

/** What the lane function may need besides the source bits. */
export interface LaneContext {
  /** The MODE register. */
  mode: number;
  gen: GenIndex;
}

export type LaneFn = (a: number, b: number, c: LaneContext) => number;

/**
 * How an op treats denormals (semantics.md §4): 'mode' as MODE says for the
 * operand types, 'flush' always flushed in and out (the F32 transcendentals),
 * 'none' for integer and untyped ops. 'f16keep' (v_cvt_f16_f32,
 * v_cvt_f32_f16): on GCN 1.0/1.1 f16 denormals are always kept, on GCN 1.2
 * MODE decides, as for 'mode'.
 */
export type DenormRule = 'mode' | 'flush' | 'none' | 'f16keep';

/** Exceptions an op can signal besides invalid (semantics.md 6.4). */
export type ZeroRule = 'none' | 'div0' | 'intdiv0';

export type Semantics =
  | { readonly kind: 'lane'; readonly f: LaneFn; readonly denorm: DenormRule; readonly zero: ZeroRule }
  | { readonly kind: 'nop' }
  | { readonly kind: 'clrexcp' }
  | { readonly kind: 'readfirstlane' }
  | { readonly kind: 'movrel'; readonly dst: boolean; readonly src: boolean };

const rm32 = (c: LaneContext) => roundModeF32(c.mode);
const rm64 = (c: LaneContext) => roundModeF64F16(c.mode);

function lane(f: LaneFn, denorm: DenormRule = 'mode', zero: ZeroRule = 'none'): Semantics {
  return { kind: 'lane', f, denorm, zero };
}
const int = (f: LaneFn): Semantics => lane(f, 'none');

/** floor(x) or floor(x + 0.5) of an f32, saturated to i32, NaN -> 0 (exact: see below). */
function floorToI32(b: number, half: boolean): number {
  const a = b & 0x7fffffff;
  if (a > 0x7f800000) return 0;
  // x + 0.5 is exact in a double for every f32 x whose floor it can change.
  const v = Math.floor(f32Value(b) + (half ? 0.5 : 0));
  if (v >= 2147483647) return 0x7fffffff;
  if (v <= -2147483648) return 0x80000000;
  return v >>> 0;
}

function bitReverse(x: number): number {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  return ((x >>> 16) | (x << 16)) >>> 0;
}

function ffbl(x: number): number {
  if (x === 0) return 0xffffffff;
  return 31 - Math.clz32(x & -x);
}

/** v_ffbh_i32: the first bit (from the MSB) that differs from the sign bit. */
function ffbhI32(x: number): number {
  const y = (x >> 31) ^ x;
  return y === 0 ? 0xffffffff : Math.clz32(y);
}

export const SEMANTICS = {
  v_nop: { kind: 'nop' },
  v_mov_b32: int((a) => a),
  v_readfirstlane_b32: { kind: 'readfirstlane' },
  v_cvt_i32_f64: lane((hi, lo) => f64ToI32(hi, lo)),
  v_cvt_f64_i32: lane((a) => i32ToF64(a)),
  v_cvt_f32_i32: lane((a, _b, c) => i32ToF32(a, rm32(c))),
  v_cvt_f32_u32: lane((a, _b, c) => u32ToF32(a, rm32(c))),
  v_cvt_u32_f32: lane((a) => f32ToU32(a)),
  v_cvt_i32_f32: lane((a) => f32ToI32(a)),
  v_mov_fed_b32: int((a) => a), // the injected EDC error is not modelled
  // GCN 1.0/1.1 round with the F32 mode and keep f16 denormals; GCN 1.2 uses the F64/F16 mode.
  v_cvt_f16_f32: lane((a, _b, c) => f32ToF16(a, c.gen < 2 ? rm32(c) : rm64(c)), 'f16keep'),
  v_cvt_f32_f16: lane((a) => f16ToF32(a), 'f16keep'),
  v_cvt_rpi_i32_f32: lane((a) => floorToI32(a, true)),
  v_cvt_flr_i32_f32: lane((a) => floorToI32(a, false)),
  v_cvt_off_f32_i4: lane((a) => f32Bits((((a & 15) ^ 8) - 8) / 16)),
  v_cvt_f32_f64: lane((hi, lo, c) => f64ToF32(hi, lo, rm32(c))),
  v_cvt_f64_f32: lane((a) => f32ToF64(a)),
  v_cvt_f32_ubyte0: lane((a) => f32Bits(a & 0xff)),
  v_cvt_f32_ubyte1: lane((a) => f32Bits((a >>> 8) & 0xff)),
  v_cvt_f32_ubyte2: lane((a) => f32Bits((a >>> 16) & 0xff)),
  v_cvt_f32_ubyte3: lane((a) => f32Bits(a >>> 24)),
  v_cvt_u32_f64: lane((hi, lo) => f64ToU32(hi, lo)),
  v_cvt_f64_u32: lane((a) => u32ToF64(a)),
  v_trunc_f64: lane((hi, lo) => truncF64(hi, lo)),
  v_ceil_f64: lane((hi, lo) => ceilF64(hi, lo)),
  v_rndne_f64: lane((hi, lo) => rndneF64(hi, lo)),
  v_floor_f64: lane((hi, lo) => floorF64(hi, lo)),
  v_fract_f32: lane((a, _b, c) => fractF32(a, rm32(c))),
  v_trunc_f32: lane((a) => truncF32(a)),
  v_ceil_f32: lane((a) => ceilF32(a)),
  v_rndne_f32: lane((a) => rndneF32(a)),
  v_floor_f32: lane((a) => floorF32(a)),
  v_exp_f32: lane((a) => exp2F32(a, false), 'flush'),
  v_log_clamp_f32: lane((a) => logClampF32(a), 'flush', 'div0'),
  v_log_f32: lane((a) => log2F32(a), 'flush', 'div0'),
  v_rcp_clamp_f32: lane((a) => rcpClampF32(a, false), 'flush', 'div0'),
  v_rcp_legacy_f32: lane((a) => rcpLegacyF32(a, false), 'flush', 'div0'),
  v_rcp_f32: lane((a) => rcpF32(a, false), 'flush', 'div0'),
  v_rcp_iflag_f32: lane((a) => rcpF32(a, false), 'flush', 'intdiv0'),
  v_rsq_clamp_f32: lane((a) => rsqClampF32(a, false), 'flush', 'div0'),
  v_rsq_legacy_f32: lane((a) => rsqLegacyF32(a, false), 'flush', 'div0'),
  v_rsq_f32: lane((a) => rsqF32(a, false), 'flush', 'div0'),
  v_rcp_f64: lane((hi, lo) => rcpF64(hi, lo), 'mode', 'div0'),
  v_rcp_clamp_f64: lane((hi, lo) => rcpClampF64(hi, lo), 'mode', 'div0'),
  v_rsq_f64: lane((hi, lo) => rsqF64(hi, lo), 'mode', 'div0'),
  v_rsq_clamp_f64: lane((hi, lo) => rsqClampF64(hi, lo), 'mode', 'div0'),
  v_sqrt_f32: lane((a) => sqrtF32(a, false), 'flush'),
  v_sqrt_f64: lane((hi, lo) => sqrtF64(hi, lo)),
  v_sin_f32: lane((a) => sinF32(a)),
  v_cos_f32: lane((a) => cosF32(a)),
  v_not_b32: int((a) => ~a >>> 0),
  v_bfrev_b32: int((a) => bitReverse(a)),
  v_ffbh_u32: int((a) => (a === 0 ? 0xffffffff : Math.clz32(a))),
  v_ffbl_b32: int((a) => ffbl(a)),
  v_ffbh_i32: int((a) => ffbhI32(a)),
  v_frexp_exp_i32_f64: lane((hi, lo, c) => frexpExpF64(hi, lo, c.gen === 0)),
  v_frexp_mant_f64: lane((hi, lo, c) => frexpMantF64(hi, lo, c.gen === 0)),
  v_fract_f64: lane((hi, lo, c) => fractF64(hi, lo, rm64(c))),
  v_frexp_exp_i32_f32: lane((a, _b, c) => frexpExpF32(a, c.gen === 0)),
  v_frexp_mant_f32: lane((a, _b, c) => frexpMantF32(a, c.gen === 0)),
  v_clrexcp: { kind: 'clrexcp' },
  v_movreld_b32: { kind: 'movrel', dst: true, src: false },
  v_movrels_b32: { kind: 'movrel', dst: false, src: true },
  v_movrelsd_b32: { kind: 'movrel', dst: true, src: true },
  // "Legacy" semantics are undocumented (semantics.md §10 #23): the same functions, tagged approximate.
  v_log_legacy_f32: lane((a) => log2F32(a), 'flush', 'div0'),
  v_exp_legacy_f32: lane((a) => exp2F32(a, false), 'flush'),
  v_cvt_f16_u16: lane((a, _b, c) => u16ToF16(a, rm64(c))),
  v_cvt_f16_i16: lane((a, _b, c) => i16ToF16(a, rm64(c))),
  v_cvt_u16_f16: lane((a) => f16ToU16(a)),
  v_cvt_i16_f16: lane((a) => f16ToI16(a)),
  v_rcp_f16: lane((a) => rcpF16(a), 'mode', 'div0'),
  v_sqrt_f16: lane((a) => sqrtF16(a)),
  v_rsq_f16: lane((a) => rsqF16(a), 'mode', 'div0'),
  v_log_f16: lane((a) => log2F16(a), 'mode', 'div0'),
  v_exp_f16: lane((a) => exp2F16(a)),
  v_frexp_mant_f16: lane((a) => frexpMantF16(a)),
  v_frexp_exp_i16_f16: lane((a) => frexpExpF16(a)),
  v_floor_f16: lane((a) => floorF16(a)),
  v_ceil_f16: lane((a) => ceilF16(a)),
  v_trunc_f16: lane((a) => truncF16(a)),
  v_rndne_f16: lane((a) => rndneF16(a)),
  v_fract_f16: lane((a, _b, c) => fractF16(a, rm64(c))),
  v_sin_f16: lane((a) => sinF16(a)),
  v_cos_f16: lane((a) => cosF16(a)),
} as const satisfies Record<Mnemonic, Semantics>;

/**
 * Ops whose float results are integers (or zero), so never denormal: the
 * output flush can be skipped. Conversions from integers are recognised from
 * their operand types.
 */
export const INTEGRAL_RESULT: ReadonlySet<Mnemonic> = new Set<Mnemonic>([
  'v_trunc_f64', 'v_ceil_f64', 'v_rndne_f64', 'v_floor_f64', 'v_trunc_f32', 'v_ceil_f32', 'v_rndne_f32',
  'v_floor_f32', 'v_floor_f16', 'v_ceil_f16', 'v_trunc_f16', 'v_rndne_f16',
]);

/** Ops whose finite results are only specified within an error bound (semantics.md §7). */
export const APPROXIMATE: ReadonlySet<Mnemonic> = new Set<Mnemonic>([
  'v_exp_f32', 'v_log_clamp_f32', 'v_log_f32', 'v_rcp_clamp_f32', 'v_rcp_legacy_f32', 'v_rcp_f32',
  'v_rcp_iflag_f32', 'v_rsq_clamp_f32', 'v_rsq_legacy_f32', 'v_rsq_f32', 'v_rcp_f64', 'v_rcp_clamp_f64',
  'v_rsq_f64', 'v_rsq_clamp_f64', 'v_sqrt_f32', 'v_sqrt_f64', 'v_sin_f32', 'v_cos_f32', 'v_log_legacy_f32',
  'v_exp_legacy_f32', 'v_rcp_f16', 'v_sqrt_f16', 'v_rsq_f16', 'v_log_f16', 'v_exp_f16', 'v_sin_f16', 'v_cos_f16',
]);

