// A parsed operand (AMDGPUOperand), parse results, and the register-class
// tests the matcher applies to operands.

import type { Expr } from '../expr.js';
import { F16, F32 } from '../float.js';
import { MASK64 } from './constants.js';
import { convertDouble } from './float-convert.js';
import { RF, SP } from './register-names.js';

export const enum OK { REG, IMM, EXPR }

/** Immediate types (AMDGPUOperand::ImmTy) that VOP1 forms can take or that optional-operand parsing produces. */
export const enum IT {
  NONE, CLAMP, OMOD, DST_SEL, SRC0_SEL, SRC1_SEL, DST_UNUSED, DPP_CTRL, ROW_MASK, BANK_MASK, BOUND_CTRL, FI,
  OTHER, CPOL,
}

export const enum IK { NONE, LITERAL, CONST }

export class Opnd {
  kind = OK.REG;
  /** Source index of the operand's first character. */
  loc = 0;
  // Register
  file = RF.V;
  num = 0;
  width = 1;
  // Immediate: a 64-bit two's-complement value
  val = 0n;
  fp = false;
  ity = IT.NONE;
  /** Literal/constant kind, set when the value is converted (getLitLoc looks for literals). */
  ikind = IK.NONE;
  expr: Expr | null = null;
  abs = false;
  neg = false;
  sext = false;
  /** Conversions of an FP immediate to f32 and f16 (computed on first use; -1 = not yet). */
  c32 = -1;
  c32ok = false;
  c16 = -1;
  c16ok = false;

  get hasMods(): boolean { return this.abs || this.neg || this.sext; }
  get hasFPMods(): boolean { return this.abs || this.neg; }
}

/** Parse results (OperandMatchResultTy). */
export const enum PR { SUCCESS, NOMATCH, FAIL }

/** Converts an FP immediate operand to f16 or f32 once; returns whether that is lossless. */
export function convertOperand(o: Opnd, half: boolean): boolean {
  if (half) {
    if (o.c16 < 0) { const c = convertDouble(o.val & MASK64, F16); o.c16 = c.bits; o.c16ok = c.lossless; }
    return o.c16ok;
  }
  if (o.c32 < 0) { const c = convertDouble(o.val & MASK64, F32); o.c32 = c.bits; o.c32ok = c.lossless; }
  return o.c32ok;
}

/** In SReg_32: SGPRs, TTMPs and the 32-bit special registers (not LDS_DIRECT or PC). */
export function inSReg32(o: Opnd): boolean {
  if (o.kind !== OK.REG || o.width !== 1) return false;
  if (o.file === RF.S || o.file === RF.TTMP) return true;
  return o.file === RF.SPECIAL && o.num !== SP.LDS_DIRECT && o.num !== SP.PC;
}

/** In SReg_64: SGPR and TTMP pairs, vcc, exec, flat_scratch, xnack_mask, tba, tma. */
function inSReg64(o: Opnd): boolean {
  if (o.kind !== OK.REG || o.width !== 2) return false;
  if (o.file === RF.S || o.file === RF.TTMP) return true;
  return o.file === RF.SPECIAL && o.num !== SP.PC;
}

export function inVS32(o: Opnd): boolean {
  if (o.kind !== OK.REG) return false;
  if (o.file === RF.V) return o.width === 1;
  if (o.file === RF.SPECIAL && o.num === SP.LDS_DIRECT) return true;
  return inSReg32(o);
}

export function inVS64(o: Opnd): boolean {
  if (o.kind !== OK.REG) return false;
  if (o.file === RF.V) return o.width === 2;
  return inSReg64(o);
}

/** isSGPR: a scalar register (SReg_32 holds its first half); src_vccz etc. count, LDS_DIRECT does not. */
export function isSgprReg(o: Opnd): boolean {
  if (o.file === RF.S || o.file === RF.TTMP) return true;
  return o.file === RF.SPECIAL && o.num !== SP.LDS_DIRECT && o.num !== SP.PC;
}
