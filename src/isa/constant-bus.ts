// The constant-bus rule of GCN 1.0-1.2 as llvm-mc 14 checks it: a vector ALU
// instruction reads at most one scalar value - an SGPR or special register,
// src_vccz/src_execz/src_scc, or a literal - counting implicit reads (VCC of
// v_cndmask/v_addc/v_subb/v_div_fmas, M0 of the interpolation ops). A value
// read twice counts once; registers are told apart by their whole name (s0
// and s[0:1], vcc and vcc_lo are two values); lds_direct and inline
// constants are not on the bus. The assembler refuses what breaks the rule;
// the disassembler marks such words' text lossy.

/** A literal dword (one value, however many operands use it; madmk/madak's K is one). */
export const BUS_LITERAL = 255 * 8;
/** Implicit reads. */
export const BUS_VCC = 106 * 8 + 2;
export const BUS_M0 = 124 * 8 + 1;

/** What an operand code read as `regs` registers puts on the bus, or -1 for nothing (VGPRs, inline constants, lds_direct). */
export function busKey(code: number, regs: number): number {
  if (code < 128 || (code >= 251 && code <= 253)) return code * 8 + regs;
  return code === 255 ? BUS_LITERAL : -1;
}

/** How many distinct values the reads (busKey values, -1 for none) put on the bus, counted up to 2. */
export function busValues(keys: readonly number[]): number {
  let first = -1;
  for (const k of keys) {
    if (k < 0 || k === first) continue;
    if (first >= 0) return 2;
    first = k;
  }
  return first >= 0 ? 1 : 0;
}
