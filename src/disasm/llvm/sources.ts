// Source restrictions of llvm-mc 14's assembler on vector ALU operands that
// its decoder does not enforce: it prints such words, but the text does not
// assemble (it is lossy, lossy.ts).

import type { GenIndex } from '../../isa/generations.js';
import { findOp } from '../../isa/instructions.js';
import type { Instr, VopProfile } from '../../isa/table/index.js';
import { busKey, constantBus } from './bus.js';
import { markLossy } from './lossy.js';

const LITERAL = 255;

/** The VOP1 facts of a row (src/isa/vop1.ts), or undefined for other families. */
export function vop1Facts(row: Instr): ReturnType<typeof findOp> {
  return row.vop1 !== undefined ? findOp(row.name) : undefined;
}

/**
 * The source restrictions of llvm-mc's assembler on a VOP1 op's SRC0
 * (isa-vop1.md; syntax.md C.1): its decoder prints any register there, so a
 * code the assembler refuses makes the text lossy.
 */
export function restrictedSrc0(row: Instr, code: number): void {
  const o = vop1Facts(row);
  if (o === undefined) return;
  const vgpr = code >= 256;
  switch (o.llvm.src) {
    case 'vgpr': if (!vgpr) markLossy('refused-register'); break;
    case 'vgpr-or-lds': if (!vgpr && code !== 254) markLossy('refused-register'); break;
    // v_movreld_b32 reads M0: another scalar register or a literal breaks the constant bus rule.
    case 'no-sgpr-or-literal':
      if ((code < 128 && code !== 124) || code === LITERAL || (code >= 251 && code <= 253)) markLossy('refused-register');
      break;
    default: break;
  }
}

/**
 * v_readlane_b32 / v_writelane_b32 (VOP2 before GCN 1.2, VOP3 there): the
 * assembler takes a VGPR or lds_direct as readlane's SRC0, no VGPR elsewhere
 * (writelane's SRC0, the lane select), no lds_direct in writelane's VOP3 form, and counts
 * both scalar sources on the constant bus. Its decoder prints them all.
 */
export function laneSources(p: VopProfile, gi: GenIndex, src0: number, lane: number): void {
  if (p.lane === 'read' ? src0 < 256 && src0 !== 254 : src0 >= 256 || (gi === 2 && src0 === 254)) markLossy('refused-register');
  if (lane >= 256) markLossy('refused-register');
  constantBus([busKey(src0, 1), busKey(lane, 1)]);
}

/**
 * llvm-mc's assembler refuses lds_direct in the operand-swapped ops (its
 * IsRevOpcode list: v_subrev, v_subbrev, v_lshlrev, v_lshrrev, v_ashrrev).
 */
const REV_OP = /^v_(sub|subb|lshl|lshr|ashr)rev_/;

export function ldsDirectRev(row: Instr, gi: GenIndex, src0: number): void {
  if (src0 === 254 && REV_OP.test(row.llvm[gi] ?? '')) markLossy('refused-register');
}
