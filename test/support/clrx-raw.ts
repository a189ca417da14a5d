// When must gcnkit's CLRX printer append ` raw:[...]`? syntax.md B.8: exactly
// when the CLRX text (clrxdisasm's, with gcnkit's ` sdwa` and `abs:1`/`neg:1`
// changes) would not reassemble to the same words with gcnkit's CLRX-dialect
// assembler, which reads what clrxasm reads plus the disassembler-only
// spellings (`vdst=`, `src0=`, `vsrc1=`, `abs1`, `VOP1_ill_N`, `VOP3A_ill_N`,
// `ill_N`, `dppctrl:`, `invalid`). Derived here from the words and the
// reference tables alone (isa-vop1.md 3, 4.3, 4.4, 5; syntax.md A.3, A.7, B.3-B.8).

import { fieldsOf, SGPR_LIMIT, TTMP_COUNT, TTMP_FIRST, type GenIdx } from './isa-facts.js';

/** Why a 64-bit source at `code` has no CLRX text that reassembles (null: it has one). */
export function bad64Source(g: GenIdx, code: number): string | null {
  const sgprs = SGPR_LIMIT[g]!;
  if (code < sgprs) {
    if (code + 1 >= sgprs) return `s[${code}:${code + 1}] runs past the SGPRs`;
    if ((code & 3) === 3) return `s[${code}:${code + 1}] crosses a 4-register boundary`;
    return null;
  }
  if (code >= TTMP_FIRST && code < TTMP_FIRST + TTMP_COUNT) {
    return code - TTMP_FIRST + 1 >= TTMP_COUNT ? 'ttmp[11:12]' : null;
  }
  // Named registers: a 64-bit source at a high half (or m0) has no spelling
  // (CLRX prints `vcc_u!`, `m0&ill!`, ...). 102/103 are flat_scratch on 1.2 only.
  const hiHalves = [107, 109, 111, 127];
  if (g === 2) hiHalves.push(103, 105);
  if (g === 1) hiHalves.push(105);
  if (hiHalves.includes(code)) return `code ${code} is the high half of a 64-bit register`;
  if (code === 124) return 'm0 has no 64-bit form';
  if (code === 511) return 'v[255:0]';
  // 104/105 on 1.0 and 125 print as ill_N, which gcnkit's assembler reads back.
  return null;
}

/** Readfirstlane SDST codes that are no destination (isa-vop1.md 4.3). */
export function badSdst(g: GenIdx, code: number): boolean {
  return code === 125 || code >= 128 || (g === 0 && (code === 104 || code === 105));
}

/**
 * The reason the CLRX line for these words needs `raw:` (null: it does not).
 * `w1` is the second dword (0 for a one-dword instruction).
 */
export function rawReason(g: GenIdx, w0: number, w1: number): string | null {
  w0 >>>= 0; w1 >>>= 0;
  const f = fieldsOf(g, w0, w1);
  const o = f.op;
  if (f.enc === 'other') return null;
  if (f.enc === 'vop3' && !f.inImage) return null;
  if (f.enc === 'vop1') {
    if (o !== null && o.src === null) {
      return f.ext === 'none' ? null : `the ${f.ext} dword of ${o.name} is not shown`;
    }
    if (f.ext === 'literal' || f.ext === 'none') {
      if (o === null) return null; // VOP1_ill_N VDST, SRC0: 32-bit operands
      if (o.dst === 'sgpr' && badSdst(g, f.vdst)) return `SDST code ${f.vdst}`;
      if (o.dst === 64 && f.vdst === 255) return 'VDST v[255:0]';
      if (o.src === 64 && f.ext === 'none') return bad64Source(g, f.src0);
      return null;
    }
    // SDWA / DPP (gcn1.2)
    const vsrc = 256 + (w1 & 0xff);
    if (f.ext === 'sdwa') {
      if ((w1 & 0xc7c0c000) !== 0) return 'reserved or SRC1_SEL bits of the SDWA dword';
    } else {
      if ((w1 & 0x00060000) !== 0) return 'reserved bits of the DPP dword';
      if (((w1 >>> 8) & 0x1ff) === 0x100) return 'DPP_CTRL 0x100';
    }
    if (o === null) return null;
    if (o.dst === 'sgpr') return `${f.ext} dword on v_readfirstlane_b32`;
    if (f.ext === 'dpp' && (o.dst === 64 || o.src === 64)) return 'DPP on an op with a 64-bit operand (clrxasm: illegal)';
    if (o.dst === 64 && f.vdst === 255) return 'VDST v[255:0]';
    if (o.src === 64) return bad64Source(g, vsrc);
    return null;
  }
  // VOP3A in the VOP1 image
  const reservedMask = g === 2 ? 0x7800 : 0x1f000;
  if ((w0 & reservedMask) !== 0) return 'reserved bits of the VOP3 word';
  const src0 = w1 & 0x1ff;
  const src1 = (w1 >>> 9) & 0x1ff;
  const src2 = (w1 >>> 18) & 0x1ff;
  if (o === null) {
    // VOP3A_ill_N: three generic sources; a 255 prints as 0x0.
    return src0 === 255 || src1 === 255 || src2 === 255 ? 'a VOP3 source of 255 prints as 0x0' : null;
  }
  if (o.src === null) return null; // v_nop / v_clrexcp show every field as dst=, src0=, ...
  if (src0 === 255) return 'VOP3 SRC0 255 prints as 0x0';
  if (o.dst === 'sgpr' && badSdst(g, f.vdst)) return `SDST code ${f.vdst}`;
  if (o.dst === 64 && f.vdst === 255) return 'VDST v[255:0]';
  if (o.src === 64) return bad64Source(g, src0);
  return null;
}
