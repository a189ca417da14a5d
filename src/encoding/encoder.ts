// Instruction fields -> words: the inverse of src/disasm/decoder.ts. Both
// assembler dialects build a RawInstruction and hand it here, so there is
// one place that places bits, and decode(encode(r)) = r can be tested.

import { GENERATIONS } from '../isa/generations.js';
import type { RawInstruction } from '../disasm/decoder.js';
import { DPP, SDWA, SRC_DPP, SRC_SDWA, VOP1, VOP3A_SI, VOP3A_VI, setField, type BitField } from './fields.js';

function put(w: number, f: BitField, v: number): number {
  return setField(w, f, v);
}

/** Encodes `r` into out[at..]; returns the number of words written (1 or 2). */
export function encodeInto(r: RawInstruction, out: Uint32Array | number[], at = 0): number {
  const g = GENERATIONS[r.gen]!;
  switch (r.encoding) {
    case 'vop1': {
      let w = put(0, VOP1.ENCODING, VOP1.ENCODING.fixed!);
      w = put(w, VOP1.OPCODE, r.opcode);
      w = put(w, VOP1.VDST, r.vdst);
      w = put(w, VOP1.SRC0, r.src0Field);
      out[at] = w;
      if (r.size > 1) { out[at + 1] = r.literal >>> 0; return 2; }
      return 1;
    }
    case 'sdwa':
    case 'dpp': {
      let w = put(0, VOP1.ENCODING, VOP1.ENCODING.fixed!);
      w = put(w, VOP1.OPCODE, r.opcode);
      w = put(w, VOP1.VDST, r.vdst);
      const sdwa = r.encoding === 'sdwa';
      w = put(w, VOP1.SRC0, sdwa ? SRC_SDWA : SRC_DPP);
      out[at] = w;
      out[at + 1] = sdwa ? sdwaWord(r) : dppWord(r);
      return 2;
    }
    case 'vop3a': {
      const F = g.vop3Layout === 'si' ? VOP3A_SI : VOP3A_VI;
      let w0 = put(0, F.ENCODING, F.ENCODING.fixed!);
      w0 = put(w0, F.OPCODE, r.opcode);
      w0 = put(w0, F.VDST, r.vdst);
      w0 = put(w0, F.ABS, r.abs);
      w0 = put(w0, F.CLAMP, r.clamp);
      w0 = (w0 | (r.reserved & (F.RESERVED.mask << F.RESERVED.lo))) >>> 0;
      let w1 = put(0, F.SRC0, r.src0);
      w1 = put(w1, F.SRC1, r.src1);
      w1 = put(w1, F.SRC2, r.src2);
      w1 = put(w1, F.OMOD, r.omod);
      w1 = put(w1, F.NEG, r.neg);
      out[at] = w0;
      out[at + 1] = w1;
      return 2;
    }
    default:
      out[at] = r.w0 >>> 0;
      if (r.size > 1) { out[at + 1] = r.w1 >>> 0; return 2; }
      return 1;
  }
}

function sdwaWord(r: RawInstruction): number {
  let w = put(0, SDWA.SRC0, r.src0 - 256);
  w = put(w, SDWA.DST_SEL, r.dstSel);
  w = put(w, SDWA.DST_UNUSED, r.dstUnused);
  w = put(w, SDWA.CLAMP, r.clamp);
  w = put(w, SDWA.SRC0_SEL, r.src0Sel);
  w = put(w, SDWA.SRC0_SEXT, r.sext & 1);
  w = put(w, SDWA.SRC0_NEG, r.neg & 1);
  w = put(w, SDWA.SRC0_ABS, r.abs & 1);
  w = put(w, SDWA.SRC1_SEL, r.src1Sel);
  w = put(w, SDWA.SRC1_SEXT, (r.sext >> 1) & 1);
  w = put(w, SDWA.SRC1_NEG, (r.neg >> 1) & 1);
  w = put(w, SDWA.SRC1_ABS, (r.abs >> 1) & 1);
  return (w | r.reserved) >>> 0;
}

function dppWord(r: RawInstruction): number {
  let w = put(0, DPP.SRC0, r.src0 - 256);
  w = put(w, DPP.DPP_CTRL, r.dppCtrl);
  w = put(w, DPP.BOUND_CTRL, r.boundCtrl);
  w = put(w, DPP.SRC0_NEG, r.neg & 1);
  w = put(w, DPP.SRC0_ABS, r.abs & 1);
  w = put(w, DPP.SRC1_NEG, (r.neg >> 1) & 1);
  w = put(w, DPP.SRC1_ABS, (r.abs >> 1) & 1);
  w = put(w, DPP.BANK_MASK, r.bankMask);
  w = put(w, DPP.ROW_MASK, r.rowMask);
  return (w | r.reserved) >>> 0;
}
