// The source modifiers, clamp and omod LLVM gives each encoded form of a
// vector op (RowOptions.llvmMods; VOP1 rows derive theirs from src/isa/vop1.ts).
// The LLVM-dialect disassembler decides what it can print from them, and the
// assembler what it can read.

import type { GenIndex } from './generations.js';
import { findOp } from './instructions.js';
import type { Instr, LlvmMods } from './table/index.js';

export type LlvmForm = 'e64' | 'sdwa' | 'dpp';

/**
 * The modifiers string of a row for a form on a generation: one letter per
 * source ('F' neg/abs, 'I' sext, 'i' sext bits not printed, '-' none, '~'
 * none and bits ignored, '_'/'?' no such source), then 'c' clamp, 'o' omod;
 * null when LLVM has no such form.
 */
export function llvmModsOf(row: Instr, gi: GenIndex, form: LlvmForm): string | null {
  const m: LlvmMods | undefined = row.opts.llvmMods?.[form];
  if (m !== undefined) return typeof m === 'string' ? m : m[gi] ?? null;
  if (row.vop1 === undefined) return null;
  const o = findOp(row.name);
  if (o === undefined || (form !== 'e64' && !o.llvm[form])) return null;
  const src = o.src === null ? '_' : o.llvm.negAbs ? 'F' : form === 'sdwa' ? 'I' : '-';
  if (form === 'dpp') return src + '__';
  const c = form === 'e64' ? (o.llvm.clampOperand ? 'c' : '') : o.llvm.clampOperand || form === 'sdwa' ? 'c' : '';
  const om = o.llvm.omod ? 'o' : '';
  return src + '__' + c + om;
}
