// The generated matcher (MatchInstructionImpl): operand classes, forms per
// encoding variant, the error it reports, unsupported mnemonics.

import { isInlinableLiteral16, isInlinableLiteral32, isInlinableLiteral64, isSafeTruncation } from './constants.js';
import { LlvmEncoder } from './encoder.js';
import { ALL_VARIANTS, DPP_VARIANTS, E32_VARIANTS, E64_VARIANTS, F, OT, SDWA_VARIANTS, V, isOptional, type Form } from './forms.js';
import { M_INVALID_OPERAND, M_NOT_SUPPORTED, M_TOO_FEW } from './messages.js';
import { GenTables, editDistance, tablesFor } from './mnemonics.js';
import { IT, OK, Opnd, convertOperand, inSReg32, inVS32, inVS64 } from './operand.js';
import { RF, SP, isInlineValueSpecial } from './register-names.js';

/** Matching (the seventh layer of LlvmAssembler). */
export abstract class LlvmMatcher extends LlvmEncoder {
  protected readonly tables: GenTables = tablesFor(this.gen);
  protected forced: 0 | 32 | 64 = 0;
  protected forcedSdwa = false;
  protected forcedDpp = false;
  protected mnName = '';

  protected variants(): readonly V[] {
    if (this.forced === 32) return E32_VARIANTS;
    if (this.forced === 64) return E64_VARIANTS;
    if (this.forcedSdwa) return SDWA_VARIANTS;
    if (this.forcedDpp) return DPP_VARIANTS;
    return ALL_VARIANTS;
  }

  protected variantName(): string {
    if (this.forced === 32) return 'e32';
    if (this.forced === 64) return 'e64';
    if (this.forcedSdwa) return 'sdwa';
    if (this.forcedDpp) return 'dpp';
    return '';
  }

  /** isSupportedMnemo for the mnemonic in the given variants. */
  protected supported(vs: readonly V[]): boolean {
    const mn = this.mn;
    if (mn === null) return false;
    if (mn.forms === null) {
      if (mn.status === 0) return false;
      // Another family's instruction on this generation: the default table when e32 is forced.
      return vs === E32_VARIANTS ? mn.status === 2 : true;
    }
    for (const v of vs) if (mn.forms.availVariant[v]) return true;
    return false;
  }

  /** checkUnsupportedInstruction: reports and returns true when the mnemonic or encoding does not exist here. */
  protected checkUnsupported(): boolean {
    const mn = this.mn;
    if (mn !== null && mn.forms === null && mn.status !== 0) {
      // A real instruction on this GPU, but not a VOP1 one: outside gcnkit.
      this.clearPending();
      // An encoding suffix on an instruction that has no such encoding (the whole-ISA path took no suffix).
      // (A suffix on a name that has one already names nothing.)
      const vn = this.variantName();
      const twice = /_(e32|e64|sdwa|dpp)$/.test(this.mnName);
      this.error(this.idLoc, twice ? 'invalid instruction' : vn !== '' ? `${vn} variant of this instruction is not supported`
        : `'${this.mnName}' is not a VOP1 instruction (gcnkit assembles VOP1 only)`);
      return true;
    }
    if (this.supported(this.variants())) return false;
    this.clearPending();
    const vn = this.variantName();
    if (vn !== '' && this.supported(ALL_VARIANTS)) {
      this.error(this.idLoc, `${vn} variant of this instruction is not supported`);
      return true;
    }
    if (mn !== null) {
      this.error(this.idLoc, M_NOT_SUPPORTED);
      return true;
    }
    this.error(this.idLoc, 'invalid instruction' + this.suggestion());
    return true;
  }

  protected suggestion(): string {
    const found: string[] = [];
    for (const n of this.tables.suggest) if (editDistance(this.mnName, n, 2) <= 2) found.push(n);
    if (found.length === 0) return '';
    return `, did you mean: ${found.join(', ')}?`;
  }

  // --- matching (the generated MatchInstructionImpl) ----------------------------------

  /** validateOperandClass: does operand `o` match formal class `f`? */
  protected matches(o: Opnd, f: F): boolean {
    switch (f) {
      case F.END: return false;
      case F.VDST32: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 1;
      case F.VDST64: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 2;
      case F.SDST32: return o.kind === OK.REG && !o.hasMods && inSReg32(o);
      case F.SRC_VGPR: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 1;
      case F.SRC_VGPR_LDS: return o.kind === OK.REG && !o.hasMods
        && ((o.file === RF.V && o.width === 1) || (o.file === RF.SPECIAL && o.num === SP.LDS_DIRECT));
      case F.SRC_B32: case F.SRC_F32:
        // isVCSrcF32() || isLiteralImm(i32 / f32) || isExpr()
        return ((inVS32(o) || this.isInlinableImm(o, OT.FP32)) && !o.hasMods)
          || this.isLiteralImm(o, f === F.SRC_F32 ? OT.FP32 : OT.INT32) || o.kind === OK.EXPR;
      case F.SRC_F64:
        return ((inVS64(o) || this.isInlinableImm(o, OT.FP64)) && !o.hasMods) || this.isLiteralImm(o, OT.FP64);
      case F.SRC_B16:
        return ((inVS32(o) || this.isInlinableImm(o, OT.INT16)) && !o.hasMods) || this.isLiteralImm(o, OT.INT16);
      case F.SRC_F16:
        return ((inVS32(o) || this.isInlinableImm(o, OT.FP16)) && !o.hasMods) || this.isLiteralImm(o, OT.FP16);
      case F.MODS_F32: return inVS32(o) || this.isInlinableImm(o, OT.FP32) || this.isLiteralImm(o, OT.FP32);
      case F.MODS_F16: return inVS32(o) || this.isInlinableImm(o, OT.FP16) || this.isLiteralImm(o, OT.FP16);
      case F.MODS_F64: return inVS64(o) || this.isInlinableImm(o, OT.FP64) || this.isLiteralImm(o, OT.FP64);
      case F.SDWA_SRC: return this.gen.sdwa && o.kind === OK.REG && o.file === RF.V && o.width === 1;
      case F.DPP_SRC_FP: return o.kind === OK.REG && o.file === RF.V && o.width === 1;
      case F.DPP_SRC_INT: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 1;
      // A VGPR with modifiers, or a plain VGPR pair.
      case F.DPP_SRC_64: return o.kind === OK.REG && o.file === RF.V && (o.width === 1 || (o.width === 2 && !o.hasMods));
      case F.CLAMP: return o.kind === OK.IMM && o.ity === IT.CLAMP;
      case F.OMOD: return o.kind === OK.IMM && o.ity === IT.OMOD;
      case F.DST_SEL: return o.kind === OK.IMM && o.ity === IT.DST_SEL;
      case F.DST_UNUSED: return o.kind === OK.IMM && o.ity === IT.DST_UNUSED;
      case F.SRC0_SEL: return o.kind === OK.IMM && o.ity === IT.SRC0_SEL;
      case F.DPP_CTRL: return o.kind === OK.IMM && o.ity === IT.DPP_CTRL;
      case F.ROW_MASK: return o.kind === OK.IMM && o.ity === IT.ROW_MASK;
      case F.BANK_MASK: return o.kind === OK.IMM && o.ity === IT.BANK_MASK;
      case F.BOUND_CTRL: return o.kind === OK.IMM && o.ity === IT.BOUND_CTRL;
      case F.FI: return o.kind === OK.IMM && o.ity === IT.FI;
    }
  }

  protected isInlinableImm(o: Opnd, t: OT): boolean {
    if (o.kind === OK.REG) return o.file === RF.SPECIAL && isInlineValueSpecial(o.num);
    if (o.kind !== OK.IMM || o.ity !== IT.NONE) return false;
    const v = o.val;
    if (o.fp) {
      if (t === OT.FP64 || t === OT.INT64) return isInlinableLiteral64(v, this.inv2pi);
      const half = t === OT.FP16 || t === OT.INT16;
      if (!convertOperand(o, half)) return false;
      if (half) return isInlinableLiteral16((o.c16 << 16) >> 16, this.inv2pi);
      return isInlinableLiteral32(o.c32 | 0, this.inv2pi);
    }
    if (v >= -0x10000000000000n && v <= 0x10000000000000n) {
      // A small integer (no 64-bit float pattern is this small).
      const n = Number(v);
      if (t === OT.FP64 || t === OT.INT64) return n >= -16 && n <= 64;
      if (t === OT.FP16 || t === OT.INT16) {
        if (n < -32768 || n > 65535) return false;
        return isInlinableLiteral16((n << 16) >> 16, this.inv2pi);
      }
      if (n < -2147483648 || n > 4294967295) return false;
      return isInlinableLiteral32(n | 0, this.inv2pi);
    }
    if (t === OT.FP64 || t === OT.INT64) return isInlinableLiteral64(v, this.inv2pi);
    const bits = t === OT.FP16 || t === OT.INT16 ? 16 : 32;
    if (!isSafeTruncation(v, bits)) return false;
    if (bits === 16) return isInlinableLiteral16((Number(v & 0xffffn) << 16) >> 16, this.inv2pi);
    return isInlinableLiteral32(Number(BigInt.asIntN(32, v)), this.inv2pi);
  }

  protected isLiteralImm(o: Opnd, t: OT): boolean {
    if (o.kind !== OK.IMM || o.ity !== IT.NONE) return false;
    if (!o.fp) {
      if (t === OT.FP64 && o.hasFPMods) return false;
      const size = t === OT.FP16 || t === OT.INT16 ? 16 : 32;
      return isSafeTruncation(o.val, size);
    }
    if (t === OT.FP64) return true;
    if (t === OT.INT64) return false;
    return convertOperand(o, t === OT.FP16 || t === OT.INT16);
  }


  protected matchAndEmit(): void {
    const mn = this.mn;
    const forms = mn !== null ? mn.forms : null;
    // The match result over the encoding tables: -1 none yet, 0 mnemonic
    // fail, 1 invalid operand, 2 missing feature (most specific wins; the
    // last table with an invalid operand gives the error position).
    let result = -1;
    let errorInfo = -1;
    let matched: Form | null = null;
    if (forms !== null) {
      this.curForms = forms;
      for (const v of this.variants()) {
        let any = false;
        let featOnly = false;
        let ei = -1;
        let found: Form | null = null;
        for (const form of forms.byVariant[v]!) {
          any = true;
          const fail = this.matchForm(form);
          if (fail >= 0) { if (fail > ei) ei = fail; continue; }
          if (!form.available) { featOnly = true; continue; }
          found = form;
          break;
        }
        if (found !== null) { matched = found; break; }
        const r = !any ? 0 : featOnly ? 2 : 1;
        if (featOnly) ei = 0;
        if (r === 2 || (r === 1 && result !== 2) || (r === 0 && result !== 1 && result !== 2)) {
          result = r;
          errorInfo = ei;
        }
      }
    }
    if (matched !== null) {
      this.emit(matched);
      return;
    }
    if (this.checkUnsupported()) return;
    if (result === 2) { this.error(this.idLoc, 'operands are not valid for this GPU or mode'); return; }
    if (errorInfo >= 0) {
      if (errorInfo >= this.nops + 1) { this.error(this.idLoc, M_TOO_FEW); return; }
      this.error(this.pool[errorInfo - 1]!.loc, M_INVALID_OPERAND);
      return;
    }
    this.error(this.idLoc, M_INVALID_OPERAND);
  }

  /**
   * Matches the operands against a form. Returns -1 on a match, or the
   * index (1-based, Operands[0] being the mnemonic) of the operand that
   * failed; a missing required operand gives nops + 1.
   */
  protected matchForm(form: Form): number {
    const formals = form.formals;
    let actual = 1;
    for (let fi = 0; ; fi++) {
      const f = fi < formals.length ? formals[fi]! : F.END;
      if (actual > this.nops) {
        if (f === F.END || isOptional(f)) return -1;
        return actual;
      }
      if (f !== F.END && this.matches(this.pool[actual - 1]!, f)) { actual++; continue; }
      if (f !== F.END && isOptional(f)) continue;
      return actual;
    }
  }
}
