// llvm-mc 14's decoder prints words that break the constant-bus rule
// (src/isa/constant-bus.ts); its assembler refuses that text ("invalid
// operand (violates constant bus restrictions)"), so the text is lossy.

import { busValues } from '../../isa/constant-bus.js';
import { markLossy } from './lossy.js';

export { BUS_LITERAL, BUS_M0, BUS_VCC, busKey } from '../../isa/constant-bus.js';

/** Marks the text lossy when the reads (busKey values) hold more than one scalar value. */
export function constantBus(keys: readonly number[]): void {
  if (busValues(keys) > 1) markLossy('constant-bus');
}
