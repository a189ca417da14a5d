// How many dwords llvm-mc 14 takes for an instruction it accepts, where that
// differs from the CLRX-style length `decodeAt` gives (isa-gcn.md 1.1):
//  - v_nop / v_clrexcp have no source, so SRC0 = 0xf9/0xfa/0xff does not make
//    llvm-mc read a second dword, except that v_nop's SDWA form decodes when
//    that dword is zero and its DPP form when the DPP dword has no source or
//    modifier bits;
//  - v_readfirstlane_b32 with SDST 255 reads a literal after the word;
//  - s_set_gpr_idx_on's SSRC1 is a mode immediate: 255 there is no literal.

import { findOp } from '../../isa/instructions.js';
import type { GenIndex } from '../../isa/generations.js';
import { SRC_LITERAL } from '../../isa/encodings.js';
import { EXT_DPP, EXT_NONE, EXT_SDWA, decodeAt, type Decoded } from '../decode.js';

/** The DPP dword bits a v_nop_dpp must leave zero: SRC0 and the NEG/ABS bits. */
const NOP_DPP_FIXED = 0x00f000ff;

function oneDword(r: Decoded): void {
  r.size = 1;
  r.ext = EXT_NONE;
  r.truncated = false;
  r.hasLiteral = false;
  r.w1 = 0;
}

/** decodeAt with llvm-mc's instruction lengths; returns the size in dwords. */
export function decodeLlvmAt(r: Decoded, words: ArrayLike<number>, at: number, end: number, gi: GenIndex): number {
  decodeAt(r, words, at, end, gi);
  const row = r.row;
  if (row === null) return r.size;
  const p = row.p;
  if (r.enc === 'VOP1' && p.kind === 'vop') {
    if (p.src.length === 0) {
      if (r.size === 1) return 1;
      const ext = findOp(row.name)?.llvm;
      const keep = !r.truncated && ext !== undefined && (
        (r.ext === EXT_SDWA && ext.sdwa && r.w1 === 0) || (r.ext === EXT_DPP && ext.dpp && (r.w1 & NOP_DPP_FIXED) === 0));
      if (!keep) oneDword(r);
      return r.size;
    }
    if (p.sdst === 'b32' && r.size === 1 && ((r.w0 >>> 17) & 0xff) === SRC_LITERAL) {
      r.size = 2;
      r.hasLiteral = true;
      if (at + 1 >= end) r.truncated = true;
      else r.w1 = words[at + 1]! >>> 0;
    }
    return r.size;
  }
  if (r.enc === 'SOPC' && p.kind === 'sop' && p.src1 === 'gpridx' && (r.w0 & 0xff) !== SRC_LITERAL) oneDword(r);
  return r.size;
}
