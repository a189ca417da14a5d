// The constant bus rule of llvm-mc 14's assembler on GCN 1.0-1.2: a vector
// ALU instruction reads at most one scalar value (an SGPR, a special
// register, src_vccz/src_execz/src_scc, a literal), counting implicit reads
// (VCC of v_cndmask/v_addc/v_div_fmas, M0 of the interpolation ops); the
// same register read twice at the same width counts once. Its decoder
// prints words that break the rule ("invalid operand (violates constant bus
// restrictions)" when assembled): such text is lossy.

import { markLossy } from './lossy.js';

/** A literal dword (one value, however many operands use it). */
export const BUS_LITERAL = 255 * 8;
/** Implicit reads. */
export const BUS_VCC = 106 * 8 + 2;
export const BUS_M0 = 124 * 8 + 1;

/** What an operand code read as `regs` registers puts on the constant bus, or -1 for nothing (VGPRs, inline constants, lds_direct). */
export function busKey(code: number, regs: number): number {
  if (code < 128 || (code >= 251 && code <= 253)) return code * 8 + regs;
  return code === 255 ? BUS_LITERAL : -1;
}

/** Marks the text lossy when the reads (busKey values) hold more than one scalar value. */
export function constantBus(keys: readonly number[]): void {
  let first = -1;
  for (const k of keys) {
    if (k < 0 || k === first) continue;
    if (first >= 0) { markLossy('constant-bus'); return; }
    first = k;
  }
}
