// What the CLRX parsers read an operand into: a source operand (register,
// constant or literal, with its inline modifiers) and a register reference.

import type { Expr } from '../expr.js';

/** A parsed source operand. */
export interface Src {
  col: number;
  /** 9-bit operand code; 255 = literal. */
  code: number;
  /** Registers named (1 or 2); 0 for constants. */
  regs: number;
  /** The literal dword, when code is 255. */
  literal: number;
  /** An unresolved literal value: patched when its symbols are defined (forward reference). */
  litExpr: Expr | null;
  /** The symbol it waits for, and the column of the expression. */
  litWait: string;
  litCol: number;
  /** A register (of any kind, vccz and lds included), and where it starts and ends (columns). */
  isReg: boolean;
  regCol: number;
  regEnd: number;
  neg: boolean;
  abs: boolean;
  sext: boolean;
}

export function newSrc(col: number): Src {
  return { col, code: -1, regs: 0, literal: 0, litExpr: null, litWait: '', litCol: 0, isReg: false, regCol: col, regEnd: col, neg: false, abs: false, sext: false };
}

/** A register or register range as written: the register file and the first code. */
export interface RegRef {
  /** 'v' (VGPR), 's' (SGPR, TTMP or a named scalar register), 'x' (a source-only code: vccz, lds, ...). */
  file: 'v' | 's' | 'x';
  code: number;
  regs: number;
}

/** Register references of one or two registers are shared (they are never modified): no allocation per operand. */
const SHARED_REFS: RegRef[] = [];
for (let regs = 1; regs <= 2; regs++) {
  for (let code = 0; code < 512; code++) SHARED_REFS.push({ file: code >= 256 ? 'v' : 's', code, regs });
}

export function registerRef(file: 'v' | 's', code: number, regs: number): RegRef {
  return regs <= 2 ? SHARED_REFS[(regs - 1) * 512 + code]! : { file, code, regs };
}

/** The result for a register that was reported as wrong. */
export function badRegister(file: 'v' | 's' | 't'): RegRef {
  return { file: file === 'v' ? 'v' : 's', code: -1, regs: 0 };
}
