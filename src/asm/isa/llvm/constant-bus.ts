// The constant-bus rule (src/isa/constant-bus.ts) in the LLVM-dialect
// assembler: the count, and where llvm-mc 14 points when it is broken - the
// later of the last literal source and the last SGPR source, each defaulting
// to the mnemonic (so an implicit read or K alone points there).

import { BUS_LITERAL, busKey, busValues } from '../../../isa/constant-bus.js';
import type { Op } from './operands.js';

/** How the rule counts a source's constants. */
export const enum BusImm {
  /** Literals (code 255) and expressions count, at their position; inline constants do not. */
  LITERALS,
  /** Every constant counts, at no position (llvm-mc's interpolation sources are not constant operands). */
  ALL,
}

const keys: number[] = [-1, -1, -1, -1, -1];

/**
 * Where llvm-mc reports a constant-bus violation, or -1 when the sources keep
 * the rule. `codes[i]` is the 9-bit code `srcs[i]` encodes to; `implicitKey`
 * is BUS_VCC, BUS_M0 or -1; `k` says madmk/madak's K literal is present.
 */
export function constantBusViolation(idAt: number, srcs: readonly Op[], codes: readonly number[], implicitKey: number,
  k: boolean, imm: BusImm = BusImm.LITERALS): number {
  keys[0] = implicitKey;
  keys[1] = k ? BUS_LITERAL : -1;
  let litAt = -1;
  let regAt = -1;
  for (let i = 0; i < 3; i++) {
    const o = srcs[i];
    let key = -1;
    if (o !== undefined) {
      if (o.k === 'r') {
        key = busKey(codes[i]!, o.regs);
        if (key >= 0) regAt = o.vat;
      } else if (imm === BusImm.ALL) {
        key = BUS_LITERAL;
      } else if (codes[i] === 255 || o.expr !== null) {
        key = BUS_LITERAL;
        litAt = o.vat;
      }
    }
    keys[i + 2] = key;
  }
  if (busValues(keys) <= 1) return -1;
  return Math.max(litAt < 0 ? idAt : litAt, regAt < 0 ? idAt : regAt);
}
