// Rounding tests of the transcendental kernels (Ziv's strategy).
//
// A kernel stage gives an approximation together with a bound: the exact
// value v lies in [y - d, y + d] (stage 1, a double y) or in
// [h + l - d, h + l + d] (stage 2, a double-double h + l). Rounding is
// monotone, so if both ends of that interval round to the same value, that
// is the correctly rounded v. Stage 1 ends are doubles: d is at least four
// ulps of y, so the double nearest to y - d is still below v - (the true
// error), and the test stays valid. Stage 2 ends are rounded exactly as the
// real numbers h + (l ± d) (roundF32/roundF16 take an exact two-double sum).
//
// If stage 2 cannot decide either, the kernel returns stage 2's rounding
// and counts the case in zivStats.unresolved. For f16 inputs the exhaustive
// tests show it never happens; for f32 inputs the sweep in
// test/support/emu-float-sweep.ts checks every input of every kernel.

import { f32Bits, rn16 } from './bits.js';
import { RNE, roundF16, roundF32 } from './round.js';

/** Counters: inputs that needed stage 2, and inputs that stage 2 left undecided. */
export const zivStats = { stage2: 0, unresolved: 0 };

/**
 * Test hook: skipFast = true makes every kernel skip its fast path (stage 1
 * of the transcendentals, the Newton fast path of rsqF64), so that tests can
 * check the slow paths on the same inputs. Leave it false otherwise.
 */
export const floatTestHooks = { skipFast: false };

/** RN32 of v in [y - d, y + d] (as bits), or -1 if the interval holds an f32 midpoint. */
export function ziv1F32(y: number, d: number): number {
  const a = Math.fround(y - d);
  return a === Math.fround(y + d) ? f32Bits(a) : -1;
}

/** RN16 of v in [y - d, y + d], or -1. */
export function ziv1F16(y: number, d: number): number {
  const a = rn16(y - d);
  return a === rn16(y + d) ? a : -1;
}

/** RN32 of v in [h + l - d, h + l + d], or -1. */
export function ziv2F32(h: number, l: number, d: number): number {
  const a = roundF32(h, l - d, RNE);
  return a === roundF32(h, l + d, RNE) ? a : -1;
}

/** RN16 of v in [h + l - d, h + l + d], or -1. */
export function ziv2F16(h: number, l: number, d: number): number {
  const a = roundF16(h, l - d, RNE);
  return a === roundF16(h, l + d, RNE) ? a : -1;
}
