// Operand texts for the bit diagram: a register field or operand code as the
// ISA tables classify it (src/isa/operands.ts), for a width in registers, and
// the instruction's names per dialect. No spelling of a table is repeated here.

import { GENERATIONS, sourceCodes, type Syntax } from '../../src/index.js';
import type { GenIndex } from '../../src/isa/generations.js';
import type { Instr, ValueType } from '../../src/isa/table/index.js';

/** Registers an operand of this type takes. */
export function regsOf(t: ValueType | null | undefined): number {
  if (t === null || t === undefined) return 1;
  if (t === 'b128') return 4;
  return /64$/.test(t) ? 2 : 1;
}

const range = (p: string, n: number, regs: number): string => (regs === 1 ? `${p}${n}` : `${p}[${n}:${n + regs - 1}]`);

/** A VGPR range by register number (the 8-bit VGPR fields). */
export function vgprs(n: number, regs: number): string {
  return range('v', n, regs);
}

/** An operand code (8-bit scalar or 9-bit vector) for a width of `regs` registers. */
export function operandName(gi: GenIndex, code: number, regs: number, syntax: Syntax): string {
  const s = sourceCodes(gi)[code];
  if (s === undefined) return `code ${code}`;
  switch (s.kind) {
    case 'vgpr': return range('v', s.index, regs);
    case 'sgpr': return range('s', s.index, regs);
    case 'ttmp': return range('ttmp', s.index, regs);
    case 'special': return regs === 2 && s.special!.half === 'lo' ? s.special!.base : s.clrx;
    case 'int': return `inline integer ${s.index}`;
    case 'float': return `inline float ${s.clrx}`;
    case 'literal': return 'a literal dword follows';
    case 'sdwa': return 'an SDWA dword follows';
    case 'dpp': return 'a DPP dword follows';
    case 'reserved': return `reserved code on ${GENERATIONS[gi]!.names[0]}`;
    default: return (syntax === 'llvm' ? s.llvm : s.clrx) ?? s.clrx;
  }
}

/** The instruction's name in the page's dialect, and in the other one where it differs. */
export function mnemonicText(row: Instr, gi: GenIndex, syntax: Syntax): string {
  const mine = row[syntax][gi];
  const otherSyntax: Syntax = syntax === 'clrx' ? 'llvm' : 'clrx';
  const other = row[otherSyntax][gi];
  const label = (s: Syntax) => (s === 'clrx' ? 'CLRX' : 'LLVM');
  if (mine === null) return other === null ? `${row.name} (in neither dialect here)` : `${other} (${label(otherSyntax)}; no ${label(syntax)} name)`;
  if (other === null) return `${mine} (no ${label(otherSyntax)} name)`;
  return other === mine ? mine : `${mine} (${label(otherSyntax)}: ${other})`;
}
