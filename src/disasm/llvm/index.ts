// The LLVM-dialect printer: the text llvm-mc 14 prints for each instruction
// it accepts; null where it rejects the encoding (the disassembler then
// writes `.long` for the first dword and goes on with the next, as llvm-mc
// resynchronises 4 bytes later). GCN 1.0/1.1, which llvm-mc cannot
// disassemble, follow the same rules with those generations' names.

import type { Decoded } from '../decode.js';
import { llvmBuf, llvmDs, llvmExp, llvmFlat, llvmMimg } from './memory.js';
import { llvmSmem, llvmSmrd, llvmSop1, llvmSop2, llvmSopc, llvmSopk, llvmSopp } from './scalar.js';
import { llvmVintrp } from './interp.js';
import { llvmVop3, llvmVopWord } from './vector.js';
import { LOSSY, markLossy, type LossyWhy } from './lossy.js';
import { LITERAL_EXPR } from './operands.js';
import { hasReservedBits } from './reserved.js';

/** Whether the last llvmText result loses bits (see lossy.ts), and the first reason. */
export let llvmLossy = false;
export let llvmLossyWhy: LossyWhy | null = null;

/**
 * The LLVM text of a decoded instruction (no newline), or null when llvm-mc rejects its first dword.
 * `literalExpr`: the expression to print for its literal dword (a relocation of an unlinked object).
 */
export function llvmText(r: Decoded, pc: number, literalExpr: string | null = null): string | null {
  LOSSY.on = false;
  LOSSY.why = null;
  LITERAL_EXPR.text = r.hasLiteral ? literalExpr : null;
  const t = print(r, pc);
  LITERAL_EXPR.text = null;
  if (t !== null && hasReservedBits(r)) markLossy('ignored-bits');
  // A decode-only row (GCN 1.0's buffer_wbinvl1 opcode on GCN 1.2): the assembler emits the other opcode.
  if (t !== null && r.row?.opts.decodeOnly === true) markLossy('other-encoding');
  llvmLossy = t !== null && LOSSY.on;
  llvmLossyWhy = llvmLossy ? LOSSY.why : null;
  return t;
}

function print(r: Decoded, pc: number): string | null {
  void pc;
  if (r.enc === null || r.truncated) return null;
  switch (r.enc) {
    case 'SOP2': return llvmSop2(r);
    case 'SOP1': return llvmSop1(r);
    case 'SOPC': return llvmSopc(r);
    case 'SOPK': return llvmSopk(r);
    case 'SOPP': return llvmSopp(r);
    case 'SMRD': return llvmSmrd(r);
    case 'SMEM': return llvmSmem(r);
    case 'VOP1': case 'VOP2': case 'VOPC': return llvmVopWord(r);
    case 'VOP3': return llvmVop3(r);
    case 'VINTRP': return llvmVintrp(r);
    case 'DS': return llvmDs(r);
    case 'MUBUF': return llvmBuf(r, false);
    case 'MTBUF': return llvmBuf(r, true);
    case 'MIMG': return llvmMimg(r);
    case 'EXP': return llvmExp(r);
    case 'FLAT': return llvmFlat(r);
    default: return null;
  }
}
