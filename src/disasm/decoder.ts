// Words -> instruction fields. `decodeInto` fills a reusable record without
// allocating (the streaming disassembler calls it once per instruction);
// `decode` returns a fresh typed Instruction for library users.
//
// No input makes the decoder throw: undefined opcodes, reserved codes and
// stray bits decode to a record that the printers can show.

import {
  DPP, SDWA, SRC_DPP, SRC_LITERAL, SRC_SDWA, VOP1, VOP3A_SI, VOP3A_VI, type Vop3Fields,
} from '../encoding/fields.js';
import { GENERATIONS, type GenIndex } from '../isa/generations.js';
import { VOP1_BY_OPCODE, VOP3_IMAGE_SIZE, type OpInfo } from '../isa/instructions.js';

export type Encoding = 'vop1' | 'vop3a' | 'sdwa' | 'dpp' | 'unknown';

/** Which tool's view of instruction length to use where the two differ (isa-vop1.md section 2). */
export type LengthRule = 'clrx' | 'llvm';

/**
 * The decoded fields of one instruction. Field values are raw; nothing is
 * interpreted. Only the fields of the record's encoding are valid: the
 * common ones (gen .. src0Field, hasLiteral, literal, w0, w1) always; the
 * modifier fields (src1 .. reserved) for vop3a, sdwa and dpp (sdwa/dpp have
 * no src1/src2/omod); the SDWA or DPP fields for those encodings.
 */
export interface RawInstruction {
  gen: GenIndex;
  encoding: Encoding;
  /** Words the instruction occupies (including literal / SDWA / DPP dword). */
  size: number;
  /** Fewer words were available than the instruction needs. */
  truncated: boolean;
  /** The VOP1 OPCODE field, or the VOP3 opcode (9 or 10 bits). */
  opcode: number;
  op: OpInfo | null;
  vdst: number;
  /** 9-bit source code; for SDWA/DPP the VGPR as code 256 + n. */
  src0: number;
  /** The VOP1 word's SRC0 field (249/250 for SDWA/DPP, 255 with a literal). */
  src0Field: number;
  src1: number;
  src2: number;
  /** ABS / NEG bits: bit i = source i (VOP3A; SDWA/DPP use bits 0 and 1). */
  abs: number;
  neg: number;
  clamp: number;
  omod: number;
  /** Reserved bits of the VOP3A first dword, SDWA dword or DPP dword, in place. */
  reserved: number;
  hasLiteral: boolean;
  literal: number;
  // SDWA
  dstSel: number;
  dstUnused: number;
  src0Sel: number;
  /** SEXT bits: bit 0 = SRC0_SEXT, bit 1 = SRC1_SEXT. */
  sext: number;
  src1Sel: number;
  // DPP
  dppCtrl: number;
  boundCtrl: number;
  bankMask: number;
  rowMask: number;
  /** The instruction words (w1 is 0 for a one-dword instruction). */
  w0: number;
  w1: number;
}

export function emptyRaw(gen: GenIndex = 0): RawInstruction {
  return {
    gen, encoding: 'unknown', size: 1, truncated: false, opcode: 0, op: null,
    vdst: 0, src0: 0, src0Field: 0, src1: 0, src2: 0, abs: 0, neg: 0, clamp: 0, omod: 0, reserved: 0,
    hasLiteral: false, literal: 0,
    dstSel: 0, dstUnused: 0, src0Sel: 0, sext: 0, src1Sel: 0,
    dppCtrl: 0, boundCtrl: 0, bankMask: 0, rowMask: 0,
    w0: 0, w1: 0,
  };
}

// Field positions, read once from the layout tables.
const V1_SRC0_LO = VOP1.SRC0.lo, V1_SRC0_M = VOP1.SRC0.mask;
const V1_OP_LO = VOP1.OPCODE.lo, V1_OP_M = VOP1.OPCODE.mask;
const V1_VDST_LO = VOP1.VDST.lo, V1_VDST_M = VOP1.VDST.mask;
const V1_TAG_LO = VOP1.ENCODING.lo, V1_TAG = VOP1.ENCODING.fixed!;
const V3_TAG_LO = VOP3A_SI.ENCODING.lo, V3_TAG = VOP3A_SI.ENCODING.fixed!;

/** Per-generation decoding context, so the hot path indexes one object. */
interface GenContext {
  readonly byOpcode: readonly (OpInfo | null)[];
  readonly vop3: Vop3Fields;
  readonly vop3Base: number;
  readonly sdwa: boolean;
  readonly dpp: boolean;
}

const CONTEXTS: readonly GenContext[] = GENERATIONS.map((g) => ({
  byOpcode: VOP1_BY_OPCODE[g.index]!,
  vop3: g.vop3Layout === 'si' ? VOP3A_SI : VOP3A_VI,
  vop3Base: g.vop3Vop1Base,
  sdwa: g.sdwa,
  dpp: g.dpp,
}));

const READFIRSTLANE_VOP1 = 2; // same opcode on every generation; only the llvm length rule needs it

/**
 * Decodes the instruction at words[at] into `r` and returns its size in
 * words. Reads at most words[at .. end-1]; if the instruction needs more,
 * `r.truncated` is set and the size is what it would need.
 *
 * Each encoding sets the fields its printers read; fields of other
 * encodings keep stale values (RawInstruction documents which are valid).
 */
export function decodeInto(r: RawInstruction, words: ArrayLike<number>, at: number, end: number,
  gen: GenIndex, rule: LengthRule = 'clrx'): number {
  const w0 = words[at]! >>> 0;
  const C = CONTEXTS[gen]!;
  r.gen = gen;
  r.w0 = w0;
  r.w1 = 0;
  r.truncated = false;
  r.hasLiteral = false;
  if (w0 >>> V1_TAG_LO === V1_TAG) {
    const opcode = (w0 >>> V1_OP_LO) & V1_OP_M;
    const src0 = (w0 >>> V1_SRC0_LO) & V1_SRC0_M;
    const vdst = (w0 >>> V1_VDST_LO) & V1_VDST_M;
    const op = C.byOpcode[opcode]!;
    r.encoding = 'vop1';
    r.opcode = opcode;
    r.op = op;
    r.vdst = vdst;
    r.src0 = src0;
    r.src0Field = src0;
    let extra = src0 === SRC_LITERAL || (src0 === SRC_SDWA && C.sdwa) || (src0 === SRC_DPP && C.dpp);
    if (rule === 'llvm' && op !== null) {
      // llvm-mc's decoder treats v_nop / v_clrexcp as one dword whatever SRC0 is,
      // and reads a literal after readfirstlane when its SDST field is 255.
      if (op.src === null) extra = false;
      else if (opcode === READFIRSTLANE_VOP1 && vdst === SRC_LITERAL) extra = true;
    }
    if (!extra) { r.size = 1; return 1; }
    r.size = 2;
    if (at + 1 >= end) { r.truncated = true; return 2; }
    const w1 = words[at + 1]! >>> 0;
    r.w1 = w1;
    if (src0 === SRC_SDWA && C.sdwa) decodeSdwa(r, w1);
    else if (src0 === SRC_DPP && C.dpp) decodeDpp(r, w1);
    else { r.hasLiteral = true; r.literal = w1; }
    return 2;
  }
  r.size = 2;
  if (w0 >>> V3_TAG_LO === V3_TAG) {
    const F = C.vop3;
    const opcode = (w0 >>> F.OPCODE.lo) & F.OPCODE.mask;
    const rel = opcode - C.vop3Base;
    r.opcode = opcode;
    r.vdst = (w0 >>> F.VDST.lo) & F.VDST.mask;
    r.src0 = 0;
    r.src0Field = 0;
    if (rel >= 0 && rel < VOP3_IMAGE_SIZE) {
      r.encoding = 'vop3a';
      r.op = C.byOpcode[rel] ?? null;
      r.abs = (w0 >>> F.ABS.lo) & F.ABS.mask;
      r.clamp = (w0 >>> F.CLAMP.lo) & F.CLAMP.mask;
      r.reserved = w0 & (F.RESERVED.mask << F.RESERVED.lo);
      if (at + 1 >= end) { r.truncated = true; return 2; }
      const w1 = words[at + 1]! >>> 0;
      r.w1 = w1;
      r.src0 = (w1 >>> F.SRC0.lo) & F.SRC0.mask;
      r.src0Field = r.src0;
      r.src1 = (w1 >>> F.SRC1.lo) & F.SRC1.mask;
      r.src2 = (w1 >>> F.SRC2.lo) & F.SRC2.mask;
      r.omod = (w1 >>> F.OMOD.lo) & F.OMOD.mask;
      r.neg = (w1 >>> F.NEG.lo) & F.NEG.mask;
      return 2;
    }
    // A VOP3 word of another family (VOP2, VOPC, VOP3-only): still two dwords.
    r.encoding = 'unknown';
    r.op = null;
    if (at + 1 >= end) { r.truncated = true; return 2; }
    r.w1 = words[at + 1]! >>> 0;
    return 2;
  }
  r.encoding = 'unknown';
  r.op = null;
  r.opcode = 0;
  r.vdst = 0;
  r.src0 = 0;
  r.src0Field = 0;
  r.size = 1;
  return 1;
}

function decodeSdwa(r: RawInstruction, w: number): void {
  r.encoding = 'sdwa';
  r.omod = 0;
  r.src1 = 0;
  r.src2 = 0;
  r.src0 = 256 + ((w >>> SDWA.SRC0.lo) & SDWA.SRC0.mask);
  r.dstSel = (w >>> SDWA.DST_SEL.lo) & SDWA.DST_SEL.mask;
  r.dstUnused = (w >>> SDWA.DST_UNUSED.lo) & SDWA.DST_UNUSED.mask;
  r.clamp = (w >>> SDWA.CLAMP.lo) & 1;
  r.src0Sel = (w >>> SDWA.SRC0_SEL.lo) & SDWA.SRC0_SEL.mask;
  r.sext = ((w >>> SDWA.SRC0_SEXT.lo) & 1) | (((w >>> SDWA.SRC1_SEXT.lo) & 1) << 1);
  r.neg = ((w >>> SDWA.SRC0_NEG.lo) & 1) | (((w >>> SDWA.SRC1_NEG.lo) & 1) << 1);
  r.abs = ((w >>> SDWA.SRC0_ABS.lo) & 1) | (((w >>> SDWA.SRC1_ABS.lo) & 1) << 1);
  r.src1Sel = (w >>> SDWA.SRC1_SEL.lo) & SDWA.SRC1_SEL.mask;
  r.reserved = (w & (SDWA.RESERVED0.mask << SDWA.RESERVED0.lo))
    | (w & (SDWA.RESERVED1.mask << SDWA.RESERVED1.lo))
    | (w & (SDWA.RESERVED2.mask << SDWA.RESERVED2.lo));
}

function decodeDpp(r: RawInstruction, w: number): void {
  r.encoding = 'dpp';
  r.clamp = 0;
  r.omod = 0;
  r.src1 = 0;
  r.src2 = 0;
  r.src0 = 256 + ((w >>> DPP.SRC0.lo) & DPP.SRC0.mask);
  r.dppCtrl = (w >>> DPP.DPP_CTRL.lo) & DPP.DPP_CTRL.mask;
  r.boundCtrl = (w >>> DPP.BOUND_CTRL.lo) & 1;
  r.neg = ((w >>> DPP.SRC0_NEG.lo) & 1) | (((w >>> DPP.SRC1_NEG.lo) & 1) << 1);
  r.abs = ((w >>> DPP.SRC0_ABS.lo) & 1) | (((w >>> DPP.SRC1_ABS.lo) & 1) << 1);
  r.bankMask = (w >>> DPP.BANK_MASK.lo) & DPP.BANK_MASK.mask;
  r.rowMask = (w >>> DPP.ROW_MASK.lo) & DPP.ROW_MASK.mask;
  r.reserved = w & (DPP.RESERVED.mask << DPP.RESERVED.lo);
}
