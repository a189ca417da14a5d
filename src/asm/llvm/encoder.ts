// Conversion, validation and encoding of a matched VOP1 form
// (addLiteralImmOperand, validateInstruction, the code emitter).

import { emptyRaw, type RawInstruction } from '../../disasm/decoder.js';
import { encodeInto } from '../../encoding/encoder.js';
import type { Expr } from '../expr.js';
import { F16, F32 } from '../float.js';
import { MASK64, isInlinableLiteral16, isInlinableLiteral32, isInlinableLiteral64, isIntInline, isSafeTruncation, litEncoding } from './constants.js';
import { convertDouble } from './float-convert.js';
import { ENC, OT, type Form, type OpForms } from './forms.js';
import { IK, IT, OK, Opnd, isSgprReg } from './operand.js';
import { LlvmOperands } from './operands.js';
import { RF, SP, specialCodes } from './register-names.js';

/** Conversion, validation and encoding (the sixth layer of LlvmAssembler). */
export abstract class LlvmEncoder extends LlvmOperands {
  protected readonly raw: RawInstruction = emptyRaw(this.gi);
  protected readonly words = new Uint32Array(2);
  /** The 9-bit code of each special register on this generation (0 where it has none). */
  protected readonly specialCode: readonly number[] = specialCodes(this.gi);
  /** The forms of the instruction being matched. */
  protected curForms: OpForms | null = null;
  /** Where the mnemonic is. */
  protected idLoc = 0;

  protected findImm(ity: IT): Opnd | null {
    for (let i = 0; i < this.nops; i++) {
      const o = this.pool[i]!;
      if (o.kind === OK.IMM && o.ity === ity) return o;
    }
    return null;
  }

  /** The 9-bit source code of a register operand. */
  protected regCode(o: Opnd): number {
    switch (o.file) {
      case RF.V: return 256 + o.num;
      case RF.S: return o.num;
      case RF.TTMP: return 112 + o.num;
      case RF.SPECIAL: return this.specialCode[o.num]!;
      default: return 0;
    }
  }

  /**
   * addLiteralImmOperand: the MCInst immediate of an immediate source, and
   * the operand's literal/constant kind.
   */
  protected convertImm(o: Opnd, ot: OT, applyMods: boolean): bigint {
    let val = o.val;
    if (applyMods && o.ity === IT.NONE && o.hasFPMods) {
      const size = o.fp ? 64 : ot === OT.FP16 || ot === OT.INT16 ? 16 : ot === OT.FP64 || ot === OT.INT64 ? 64 : 32;
      const sign = 1n << BigInt(size - 1);
      let u = val & MASK64;
      if (o.abs) u &= ~sign & MASK64;
      if (o.neg) u ^= sign;
      val = BigInt.asIntN(64, u);
    }
    if (o.fp) {
      if (ot === OT.FP64 || ot === OT.INT64) {
        if (isInlinableLiteral64(val, this.inv2pi)) { o.ikind = IK.CONST; return val; }
        if ((val & 0xffffffffn) !== 0n) {
          this.warning(o.loc, "Can't encode literal as exact 64-bit floating-point operand. Low 32-bits will be set to zero");
        }
        o.ikind = IK.LITERAL;
        return (val & MASK64) >> 32n;
      }
      const c = convertDouble(val & MASK64, ot === OT.FP16 || ot === OT.INT16 ? F16 : F32);
      o.ikind = IK.LITERAL;
      return BigInt(c.bits);
    }
    switch (ot) {
      case OT.INT32: case OT.FP32:
        if (isSafeTruncation(val, 32) && isInlinableLiteral32(Number(BigInt.asIntN(32, val)), this.inv2pi)) {
          o.ikind = IK.CONST;
          return val;
        }
        o.ikind = IK.LITERAL;
        return val & 0xffffffffn;
      case OT.INT64: case OT.FP64:
        if (isInlinableLiteral64(val, this.inv2pi)) { o.ikind = IK.CONST; return val; }
        o.ikind = IK.LITERAL;
        return val & 0xffffffffn;
      case OT.INT16: case OT.FP16:
        if (isSafeTruncation(val, 16) && isInlinableLiteral16((Number(val & 0xffffn) << 16) >> 16, this.inv2pi)) {
          o.ikind = IK.CONST;
          return val;
        }
        o.ikind = IK.LITERAL;
        return val & 0xffffn;
    }
  }

  /** isInlineConstant(Inst, OpIdx) on a converted immediate. */
  protected isInlineConstant(imm: bigint, ot: OT): boolean {
    switch (ot) {
      case OT.INT64: case OT.FP64: return isInlinableLiteral64(imm, this.inv2pi);
      case OT.INT32: case OT.FP32: return isInlinableLiteral32(Number(BigInt.asIntN(32, imm)), this.inv2pi);
      case OT.INT16: return isIntInline(imm);
      case OT.FP16: return isInlinableLiteral16((Number(imm & 0xffffn) << 16) >> 16, this.inv2pi);
    }
  }

  /** getLitLoc: the first literal or expression operand, else the mnemonic. */
  protected litLoc(): number {
    for (let i = 0; i < this.nops; i++) {
      const o = this.pool[i]!;
      if ((o.kind === OK.IMM && o.ikind === IK.LITERAL) || o.kind === OK.EXPR) return o.loc;
    }
    return this.idLoc;
  }

  protected emit(form: Form): void {
    const forms = this.curForms!;
    const o = forms.op;
    const gi = this.gi;
    const r = this.raw;
    const hasSrc = o.src !== null;
    const dst = hasSrc ? this.pool[0]! : null;
    const src = hasSrc ? this.pool[1]! : null;
    const ot = forms.opType;
    r.gen = gi;
    r.op = o;
    r.vdst = 0;
    r.src0 = 0;
    r.src0Field = 0;
    r.hasLiteral = false;
    r.literal = 0;
    r.size = 1;
    if (form.enc !== ENC.E32) {
      // The modifier fields (the e32 encoding has none).
      r.src1 = 0;
      r.src2 = 0;
      r.abs = 0;
      r.neg = 0;
      r.clamp = 0;
      r.omod = 0;
      r.reserved = 0;
      r.sext = 0;
      r.src1Sel = 0;
    }

    // The source: register code, inline constant or literal.
    let code = 0;
    let literal: bigint | null = null;
    let expr: Expr | null = null;
    let srcImm: bigint | null = null;
    if (src !== null) {
      if (src.kind === OK.REG) code = this.regCode(src);
      else if (src.kind === OK.EXPR) { code = 255; expr = src.expr; }
      else {
        srcImm = this.convertImm(src, ot, form.enc === ENC.E32);
        code = litEncoding(srcImm, ot, this.inv2pi);
        if (code === 255) literal = srcImm & 0xffffffffn;
      }
    }
    if (dst !== null) r.vdst = dst.kind === OK.REG ? (o.dst!.kind === 'sgpr' ? this.regCode(dst) : dst.num) : 0;

    // validateInstruction
    if (form.enc === ENC.E64 && src !== null && (expr !== null || (srcImm !== null && !this.isInlineConstant(srcImm, ot)))) {
      this.error(this.litLoc(), 'literal operands are not supported');
      return;
    }
    if (src !== null && forms.implicitM0 && !this.constantBusOk(src, srcImm, ot)) return;
    const clampOp = form.enc === ENC.E64 || form.enc === ENC.SDWA ? this.findImm(IT.CLAMP) : null;
    if (form.enc === ENC.E64 && o.llvm.intClamp && !this.gen.llvmIntClamp && clampOp !== null && clampOp.val !== 0n) {
      this.error(clampOp.loc, 'integer clamping is not supported on this GPU');
      return;
    }

    switch (form.enc) {
      case ENC.E32:
        r.encoding = 'vop1';
        r.opcode = o.vop1[gi]!;
        r.src0Field = code;
        r.src0 = code;
        if (code === 255) { r.size = 2; r.hasLiteral = true; r.literal = literal === null ? 0 : Number(literal); }
        break;
      case ENC.E64: {
        r.encoding = 'vop3a';
        r.opcode = o.vop3[gi]!;
        r.size = 2;
        r.src0 = code;
        r.src0Field = code;
        if (src !== null) { r.abs = src.abs ? 1 : 0; r.neg = src.neg ? 1 : 0; }
        r.clamp = clampOp !== null && clampOp.val !== 0n ? 1 : 0;
        const om = this.findImm(IT.OMOD);
        r.omod = om !== null ? Number(om.val & 3n) : 0;
        break;
      }
      case ENC.SDWA:
        r.encoding = 'sdwa';
        r.opcode = o.vop1[gi]!;
        r.size = 2;
        r.src0Field = 249;
        if (src === null) {
          r.src0 = 256;
          r.dstSel = 0; r.dstUnused = 0; r.src0Sel = 0;
        } else {
          r.src0 = 256 + src.num;
          r.abs = src.abs ? 1 : 0;
          r.neg = src.neg ? 1 : 0;
          r.sext = src.sext ? 1 : 0;
          r.clamp = clampOp !== null && clampOp.val !== 0n ? 1 : 0;
          r.dstSel = this.immOr(IT.DST_SEL, 6);
          r.dstUnused = this.immOr(IT.DST_UNUSED, 2);
          r.src0Sel = this.immOr(IT.SRC0_SEL, 6);
        }
        break;
      case ENC.DPP:
        r.encoding = 'dpp';
        r.opcode = o.vop1[gi]!;
        r.size = 2;
        r.src0Field = 250;
        r.src0 = src === null ? 256 : 256 + src.num;
        if (src !== null) { r.abs = src.abs ? 1 : 0; r.neg = src.neg ? 1 : 0; }
        r.dppCtrl = this.immOr(IT.DPP_CTRL, 0);
        r.rowMask = this.immOr(IT.ROW_MASK, 15) & 15;
        r.bankMask = this.immOr(IT.BANK_MASK, 15) & 15;
        r.boundCtrl = this.immOr(IT.BOUND_CTRL, 0) & 1;
        break;
    }
    const n = encodeInto(r, this.words, 0);
    const offset = this.asm.size;
    this.asm.word(this.words[0]!);
    if (n > 1) this.asm.word(this.words[1]!);
    if (expr !== null) this.addFixup(offset + 4, offset, expr, src!.loc, 4, true);
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, true);
  }

  protected immOr(ity: IT, dflt: number): number {
    const o = this.findImm(ity);
    return o === null ? dflt : Number(BigInt.asUintN(32, o.val));
  }

  /** validateConstantBusLimitations (one scalar value per VOP instruction on GCN 1.0-1.2). */
  protected constantBusOk(src: Opnd, imm: bigint | null, ot: OT): boolean {
    const implicitM0 = this.curForms!.implicitM0;
    let count = implicitM0 ? 1 : 0;
    let lastSgpr: Opnd | null = null;
    let literals = 0;
    if (src.kind === OK.REG) {
      if (isSgprReg(src)) {
        const isM0 = src.file === RF.SPECIAL && src.num === SP.M0;
        lastSgpr = src;
        if (!(implicitM0 && isM0)) count++;
      }
    } else if (src.kind === OK.EXPR) {
      literals = 1;
    } else if (imm !== null && !this.isInlineConstant(imm, ot)) {
      literals = 1;
    }
    count += literals;
    if (count <= 1) return true;
    const litLoc = this.litLoc();
    const regLoc = lastSgpr !== null ? lastSgpr.loc : this.idLoc;
    this.error(litLoc < regLoc ? regLoc : litLoc, 'invalid operand (violates constant bus restrictions)');
    return false;
  }
}
