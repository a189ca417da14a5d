// Instruction forms: the generated matcher's candidates for each VOP1 op
// (encoding variants, formal operand classes, custom operand parsers).

import type { Generation } from '../../isa/generations.js';
import type { OpInfo } from '../../isa/instructions.js';

export const enum V { DEFAULT, VOP3, SDWA, SDWA9, DPP }

/** Formal operand classes. */
export const enum F {
  END,
  VDST32, VDST64, SDST32,
  SRC_B32, SRC_F32, SRC_F64, SRC_B16, SRC_F16, SRC_VGPR, SRC_VGPR_LDS,
  MODS_F16, MODS_F32, MODS_F64,
  SDWA_SRC, DPP_SRC_FP, DPP_SRC_INT, DPP_SRC_64,
  // optional operands
  CLAMP, OMOD, DST_SEL, DST_UNUSED, SRC0_SEL, ROW_MASK, BANK_MASK, BOUND_CTRL, FI,
  // required
  DPP_CTRL,
}

export function isOptional(f: F): boolean {
  return f >= F.CLAMP && f <= F.FI;
}

/** Custom operand parsers (the classes' ParserMethod), in the order the matcher tries them. */
export const enum CP { NONE = 0, FPMODS = 1, INTMODS = 2, OPTIONAL = 4, FPREGMODS = 8, DPPCTRL = 16 }

function parserOf(f: F, negAbs: boolean): CP {
  switch (f) {
    case F.MODS_F16: case F.MODS_F32: case F.MODS_F64: return CP.FPMODS;
    case F.SDWA_SRC: return negAbs ? CP.FPMODS : CP.INTMODS;
    case F.DPP_SRC_FP: return CP.FPREGMODS;
    case F.DPP_CTRL: return CP.DPPCTRL;
    default: return isOptional(f) ? CP.OPTIONAL : CP.NONE;
  }
}

export const enum ENC { E32, E64, SDWA, DPP }

export interface Form {
  readonly variant: V;
  readonly enc: ENC;
  /** The generation has this form (LLVM: the instruction's features are available). */
  readonly available: boolean;
  readonly formals: readonly F[];
}

/** Literal operand types (MCOI operand types of the source). */
export const enum OT { INT32, FP32, INT64, FP64, INT16, FP16 }

function opTypeOf(o: OpInfo): OT {
  const t = o.src?.type ?? 'b32';
  switch (t) {
    case 'f32': return OT.FP32;
    case 'f64': return OT.FP64;
    case 'f16': return OT.FP16;
    case 'u16': case 'i16': return OT.INT16;
    default: return OT.INT32;
  }
}

export interface OpForms {
  readonly op: OpInfo;
  readonly forms: readonly Form[];
  /**
   * Custom parsers per operand index, in the order llvm-mc's operand-parser
   * table tries them: the e64 form's, then the DPP control, then the SDWA
   * and DPP forms' (their operand classes sort in that order).
   */
  readonly parsers: readonly (readonly CP[])[];
  readonly opType: OT;
  /** The op exists on the generation in some encoding. */
  readonly onGen: boolean;
  /** Available forms per variant (isSupportedMnemo). */
  readonly availVariant: readonly boolean[];
  /** The forms of each variant (matcher table), in order. */
  readonly byVariant: readonly (readonly Form[])[];
  /** The op reads M0 implicitly (the movrel ops): it counts on the constant bus. */
  readonly implicitM0: boolean;
  /** The available e32 form of an op with two operands (the register shortcut), or null. */
  readonly fastE32: Form | null;
}

export function buildForms(o: OpInfo, gen: Generation): OpForms {
  const gi = gen.index;
  const onGen = o.vop1[gi] !== null && o.llvm.known;
  const L = o.llvm;
  const forms: Form[] = [];
  const negAbs = L.negAbs;
  const opType = opTypeOf(o);
  if (o.src === null) {
    forms.push({ variant: V.DEFAULT, enc: ENC.E32, available: onGen, formals: [] });
    if (L.e64) forms.push({ variant: V.VOP3, enc: ENC.E64, available: onGen, formals: [] });
    if (L.sdwa) forms.push({ variant: V.SDWA, enc: ENC.SDWA, available: onGen && gen.sdwa, formals: [] });
    if (L.dpp) {
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: onGen && gen.dpp, formals: [F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL] });
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: false, formals: [F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL, F.FI] });
    }
  } else {
    const dst = o.dst!.kind === 'sgpr' ? F.SDST32 : o.dst!.info.width === 64 ? F.VDST64 : F.VDST32;
    const w = o.src.info.width;
    const float = o.src.info.float;
    let e32src: F;
    if (L.src === 'vgpr') e32src = F.SRC_VGPR;
    else if (L.src === 'vgpr-or-lds') e32src = F.SRC_VGPR_LDS;
    else if (w === 64) e32src = F.SRC_F64;
    else if (w === 16) e32src = float ? F.SRC_F16 : F.SRC_B16;
    else e32src = opType === OT.FP32 ? F.SRC_F32 : F.SRC_B32;
    forms.push({ variant: V.DEFAULT, enc: ENC.E32, available: onGen, formals: [dst, e32src] });
    if (L.e64) {
      const src = negAbs ? (w === 64 ? F.MODS_F64 : w === 16 ? F.MODS_F16 : F.MODS_F32) : e32src;
      const f: F[] = [dst, src];
      if (L.clampOperand) f.push(F.CLAMP);
      if (L.omod) f.push(F.OMOD);
      forms.push({ variant: V.VOP3, enc: ENC.E64, available: onGen, formals: f });
    }
    // SDWA and DPP forms exist only for the ops GCN 1.2 kept (LLVM has no
    // SDWA/DPP instructions for the GCN 1.0/1.1-only ops).
    const onVI = o.vop1[2] !== null;
    if (onVI && !o.has64 && o.dst!.kind === 'vgpr') {
      if (L.sdwa) {
        forms.push({ variant: V.SDWA, enc: ENC.SDWA, available: onGen && gen.sdwa,
          formals: [F.VDST32, F.SDWA_SRC, F.CLAMP, F.DST_SEL, F.DST_UNUSED, F.SRC0_SEL] });
      }
      // GFX9/GFX10 SDWA (never available here; the movrel ops have it too):
      // omod for float results (HasSDWAOMod).
      forms.push({ variant: V.SDWA9, enc: ENC.SDWA, available: false,
        formals: o.dst!.info.float ? [F.VDST32, F.SDWA_SRC, F.CLAMP, F.OMOD, F.DST_SEL, F.DST_UNUSED, F.SRC0_SEL]
          : [F.VDST32, F.SDWA_SRC, F.CLAMP, F.DST_SEL, F.DST_UNUSED, F.SRC0_SEL] });
      const src = negAbs ? F.DPP_SRC_FP : F.DPP_SRC_INT;
      if (L.dpp) {
        forms.push({ variant: V.DPP, enc: ENC.DPP, available: onGen && gen.dpp,
          formals: [F.VDST32, src, F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL] });
      }
      // GFX10 DPP (never available here) takes fi:.
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: false,
        formals: [F.VDST32, src, F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL, F.FI] });
    }
    if (onVI && o.has64 && o.dst!.kind === 'vgpr') {
      // GFX90A's DPP for 64-bit operands (never available here).
      const src = w === 64 ? F.DPP_SRC_64 : negAbs ? F.DPP_SRC_FP : F.DPP_SRC_INT;
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: false,
        formals: [dst, src, F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL] });
    }
  }
  const availVariant = [false, false, false, false, false];
  for (const f of forms) if (f.available) availVariant[f.variant] = true;
  let maxLen = 0;
  for (const f of forms) if (f.available && f.formals.length > maxLen) maxLen = f.formals.length;
  const parsers: CP[][] = [];
  for (let i = 0; i < maxLen; i++) {
    const list: CP[] = [];
    const add = (cp: CP) => { if (cp !== CP.NONE && list[list.length - 1] !== cp) list.push(cp); };
    for (const f of forms) if (f.available && f.variant === V.VOP3 && i < f.formals.length) add(parserOf(f.formals[i]!, negAbs));
    for (const f of forms) if (f.available && f.variant === V.DPP && f.formals[i] === F.DPP_CTRL) add(CP.DPPCTRL);
    for (const f of forms) {
      if (!f.available || (f.variant !== V.SDWA && f.variant !== V.DPP) || i >= f.formals.length) continue;
      if (f.formals[i] !== F.DPP_CTRL) add(parserOf(f.formals[i]!, negAbs));
    }
    parsers.push(list);
  }
  const byVariant: Form[][] = [[], [], [], [], []];
  for (const f of forms) byVariant[f.variant]!.push(f);
  const implicitM0 = L.src === 'no-sgpr-or-literal' || L.src === 'vgpr';
  const e32 = byVariant[V.DEFAULT]![0];
  const fastE32 = e32 !== undefined && e32.available && e32.formals.length === 2 ? e32 : null;
  return { op: o, forms, parsers, opType, onGen, availVariant, byVariant, implicitM0, fastE32 };
}

/** Variants tried for each forced encoding (getMatchedVariants). */
export const ALL_VARIANTS: readonly V[] = [V.DEFAULT, V.VOP3, V.SDWA, V.SDWA9, V.DPP];
export const E32_VARIANTS: readonly V[] = [V.DEFAULT];
export const E64_VARIANTS: readonly V[] = [V.VOP3];
export const SDWA_VARIANTS: readonly V[] = [V.SDWA, V.SDWA9];
export const DPP_VARIANTS: readonly V[] = [V.DPP];
