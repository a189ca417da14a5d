// Whether the text being printed loses bits: llvm-mc 14's assembler would
// read it back as other words, or not at all. The printers mark it, with the
// first reason; the disassembler then prints the words as `.long` with the
// text in a comment, so the output still reassembles to the same bytes
// (docs/llvm-dialect.md lists the classes).

export type LossyWhy =
  /** A literal printed as the inline constant it equals (or only its low 16 bits). */
  | 'folded-literal'
  /** Bits the text does not show: fields of absent operands, reserved bits, unprinted modifiers. */
  | 'ignored-bits'
  /** A register the assembler refuses there: decoder-only names, misaligned or out-of-file ranges, class limits. */
  | 'refused-register'
  /** `/*invalid immediate*\/`: a constant or literal in a register-only operand. */
  | 'invalid-immediate'
  /** More than one scalar value read by a vector ALU op. */
  | 'constant-bus'
  /** A value or combination the assembler's checks refuse (4-bit modes, image dmasks, integer clamp...). */
  | 'refused-value'
  /** Text that assembles to another encoding of the same op (v_nop's e64 form, a short SMRD offset...). */
  | 'other-encoding'
  /** A field printed as a comment (reserved DPP controls). */
  | 'comment';

export const LOSSY: { on: boolean; why: LossyWhy | null } = { on: false, why: null };

export function markLossy(why: LossyWhy): void {
  if (LOSSY.on) return;
  LOSSY.on = true;
  LOSSY.why = why;
}
