// The encodings of GCN 1.0-1.2 as data: how the first dword identifies an
// encoding on each generation, how many dwords it takes, and where each field
// sits (docs: isa-gcn.md sections 1.1 and 1.2). Decoder, encoder, printers
// and the playground's bit diagrams read these tables; no other module
// writes a shift or a mask for an instruction field.

import type { GenIndex } from './generations.js';

/** Encoding names, as the ISA documents and CLRX spell them. */
export type Enc =
  | 'SOP2' | 'SOPK' | 'SOP1' | 'SOPC' | 'SOPP' | 'SMRD' | 'SMEM'
  | 'VOP2' | 'VOP1' | 'VOPC' | 'VOP3' | 'VINTRP'
  | 'DS' | 'MUBUF' | 'MTBUF' | 'MIMG' | 'EXP' | 'FLAT';

export const ENCODINGS: readonly Enc[] = [
  'SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP', 'SMRD', 'SMEM',
  'VOP2', 'VOP1', 'VOPC', 'VOP3', 'VINTRP',
  'DS', 'MUBUF', 'MTBUF', 'MIMG', 'EXP', 'FLAT',
];

export interface BitField {
  /** Field name as the ISA reference spells it. */
  readonly name: string;
  /** Which dword holds the field (0 = first). */
  readonly word: number;
  /** Lowest bit within that dword. */
  readonly lo: number;
  readonly width: number;
  /** `(w >>> lo) & mask` extracts the field. */
  readonly mask: number;
  /** Fixed value (the encoding tag). */
  readonly fixed?: number;
  /** No meaning on this layout: must be 0 in canonical code. */
  readonly reserved?: true;
  readonly desc: string;
}

function f(name: string, word: number, lo: number, width: number, desc: string,
  extra: { fixed?: number; reserved?: true } = {}): BitField {
  const mask = width >= 32 ? 0xffffffff : (1 << width) - 1;
  return { name, word, lo, width, mask, desc, ...extra };
}

/** A field over the 64-bit value w0 | w1 << 32, given by its absolute bit range. */
function f64(name: string, lo: number, width: number, desc: string, extra: { fixed?: number; reserved?: true } = {}): BitField {
  return f(name, lo >= 32 ? 1 : 0, lo & 31, width, desc, extra);
}

/** A layout: its fields in ascending bit order, and its size without a literal. */
export interface Layout {
  readonly name: string;
  readonly enc: Enc;
  readonly words: number;
  readonly fields: Readonly<Record<string, BitField>>;
}

function layout<F extends Record<string, BitField>>(name: string, enc: Enc, words: number, fields: F): Layout & { fields: F } {
  return { name, enc, words, fields };
}

const R = { reserved: true } as const;

// --- scalar encodings: the same on every generation -------------------------
export const SOP2 = layout('SOP2', 'SOP2', 1, {
  SSRC0: f('SSRC0', 0, 0, 8, 'source 0 (scalar operand code)'),
  SSRC1: f('SSRC1', 0, 8, 8, 'source 1 (scalar operand code)'),
  SDST: f('SDST', 0, 16, 7, 'scalar destination'),
  OP: f('OP', 0, 23, 7, 'opcode'),
  ENCODING: f('ENCODING', 0, 30, 2, 'SOP2 tag 10', { fixed: 2 }),
});
export const SOPK = layout('SOPK', 'SOPK', 1, {
  SIMM16: f('SIMM16', 0, 0, 16, '16-bit immediate'),
  SDST: f('SDST', 0, 16, 7, 'scalar destination (a source for compares and s_setreg)'),
  OP: f('OP', 0, 23, 5, 'opcode'),
  ENCODING: f('ENCODING', 0, 28, 4, 'SOPK tag 1011', { fixed: 0xb }),
});
export const SOP1 = layout('SOP1', 'SOP1', 1, {
  SSRC0: f('SSRC0', 0, 0, 8, 'source (scalar operand code)'),
  OP: f('OP', 0, 8, 8, 'opcode'),
  SDST: f('SDST', 0, 16, 7, 'scalar destination'),
  ENCODING: f('ENCODING', 0, 23, 9, 'SOP1 tag 101111101', { fixed: 0x17d }),
});
export const SOPC = layout('SOPC', 'SOPC', 1, {
  SSRC0: f('SSRC0', 0, 0, 8, 'source 0 (scalar operand code)'),
  SSRC1: f('SSRC1', 0, 8, 8, 'source 1 (scalar operand code)'),
  OP: f('OP', 0, 16, 7, 'opcode'),
  ENCODING: f('ENCODING', 0, 23, 9, 'SOPC tag 101111110', { fixed: 0x17e }),
});
export const SOPP = layout('SOPP', 'SOPP', 1, {
  SIMM16: f('SIMM16', 0, 0, 16, '16-bit immediate'),
  OP: f('OP', 0, 16, 7, 'opcode'),
  ENCODING: f('ENCODING', 0, 23, 9, 'SOPP tag 101111111', { fixed: 0x17f }),
});
export const SMRD = layout('SMRD', 'SMRD', 1, {
  OFFSET: f('OFFSET', 0, 0, 8, 'offset in dwords (IMM=1), else an SGPR; 255 = 32-bit literal on GCN 1.1'),
  IMM: f('IMM', 0, 8, 1, 'OFFSET is an immediate'),
  SBASE: f('SBASE', 0, 9, 6, 'SGPR pair / quad of the base address, divided by 2'),
  SDST: f('SDST', 0, 15, 7, 'scalar destination'),
  OP: f('OP', 0, 22, 5, 'opcode'),
  ENCODING: f('ENCODING', 0, 27, 5, 'SMRD tag 11000', { fixed: 0x18 }),
});
export const SMEM = layout('SMEM', 'SMEM', 2, {
  SBASE: f('SBASE', 0, 0, 6, 'SGPR pair / quad of the base address, divided by 2'),
  SDATA: f('SDATA', 0, 6, 7, 'scalar data (destination of loads, source of stores)'),
  RESERVED0: f('RESERVED0', 0, 13, 3, 'reserved', R),
  GLC: f('GLC', 0, 16, 1, 'globally coherent'),
  IMM: f('IMM', 0, 17, 1, 'OFFSET is an immediate'),
  OP: f('OP', 0, 18, 8, 'opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'SMEM tag 110000', { fixed: 0x30 }),
  OFFSET: f('OFFSET', 1, 0, 20, 'offset in bytes (IMM=1), else an SGPR in bits 0-7'),
  RESERVED1: f('RESERVED1', 1, 20, 12, 'reserved', R),
});

// --- vector ALU ---------------------------------------------------------------
export const VOP2 = layout('VOP2', 'VOP2', 1, {
  SRC0: f('SRC0', 0, 0, 9, 'source 0 (operand code)'),
  VSRC1: f('VSRC1', 0, 9, 8, 'source 1 (VGPR)'),
  VDST: f('VDST', 0, 17, 8, 'destination VGPR'),
  OP: f('OP', 0, 25, 6, 'opcode'),
  ENCODING: f('ENCODING', 0, 31, 1, 'VOP2 tag 0', { fixed: 0 }),
});
export const VOP1 = layout('VOP1', 'VOP1', 1, {
  SRC0: f('SRC0', 0, 0, 9, 'source (operand code)'),
  OP: f('OP', 0, 9, 8, 'opcode'),
  VDST: f('VDST', 0, 17, 8, 'destination VGPR (SGPR code for v_readfirstlane_b32)'),
  ENCODING: f('ENCODING', 0, 25, 7, 'VOP1 tag 0111111', { fixed: 0x3f }),
});
export const VOPC = layout('VOPC', 'VOPC', 1, {
  SRC0: f('SRC0', 0, 0, 9, 'source 0 (operand code)'),
  VSRC1: f('VSRC1', 0, 9, 8, 'source 1 (VGPR)'),
  OP: f('OP', 0, 17, 8, 'opcode'),
  ENCODING: f('ENCODING', 0, 25, 7, 'VOPC tag 0111110', { fixed: 0x3e }),
});
const VOP3_SOURCES = {
  SRC0: f64('SRC0', 32, 9, 'source 0 (operand code)'),
  SRC1: f64('SRC1', 41, 9, 'source 1 (operand code)'),
  SRC2: f64('SRC2', 50, 9, 'source 2 (operand code)'),
  OMOD: f64('OMOD', 59, 2, 'output modifier: 0 none, 1 *2, 2 *4, 3 /2'),
  NEG: f64('NEG', 61, 3, 'negate source 0..2'),
};
export const VOP3A_SI = layout('VOP3A (GCN 1.0/1.1)', 'VOP3', 2, {
  VDST: f('VDST', 0, 0, 8, 'destination VGPR (SGPR pair for compares)'),
  ABS: f('ABS', 0, 8, 3, 'absolute value of source 0..2'),
  CLAMP: f('CLAMP', 0, 11, 1, 'clamp the result'),
  RESERVED: f('RESERVED', 0, 12, 5, 'reserved', R),
  OP: f('OP', 0, 17, 9, 'opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'VOP3 tag 110100', { fixed: 0x34 }),
  ...VOP3_SOURCES,
});
export const VOP3A_VI = layout('VOP3A (GCN 1.2)', 'VOP3', 2, {
  VDST: f('VDST', 0, 0, 8, 'destination VGPR (SGPR pair for compares)'),
  ABS: f('ABS', 0, 8, 3, 'absolute value of source 0..2'),
  RESERVED: f('RESERVED', 0, 11, 4, 'reserved (OP_SEL on GCN 1.4)', R),
  CLAMP: f('CLAMP', 0, 15, 1, 'clamp the result'),
  OP: f('OP', 0, 16, 10, 'opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'VOP3 tag 110100', { fixed: 0x34 }),
  ...VOP3_SOURCES,
});
export const VOP3B_SI = layout('VOP3B (GCN 1.0/1.1)', 'VOP3', 2, {
  VDST: f('VDST', 0, 0, 8, 'destination VGPR'),
  SDST: f('SDST', 0, 8, 7, 'scalar destination (carry out / flags)'),
  RESERVED: f('RESERVED', 0, 15, 2, 'reserved', R),
  OP: f('OP', 0, 17, 9, 'opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'VOP3 tag 110100', { fixed: 0x34 }),
  ...VOP3_SOURCES,
});
export const VOP3B_VI = layout('VOP3B (GCN 1.2)', 'VOP3', 2, {
  VDST: f('VDST', 0, 0, 8, 'destination VGPR'),
  SDST: f('SDST', 0, 8, 7, 'scalar destination (carry out / flags)'),
  CLAMP: f('CLAMP', 0, 15, 1, 'clamp the result'),
  OP: f('OP', 0, 16, 10, 'opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'VOP3 tag 110100', { fixed: 0x34 }),
  ...VOP3_SOURCES,
});
const VINTRP_FIELDS = {
  VSRC: f('VSRC', 0, 0, 8, 'source VGPR (P10=0, P20=1, P0=2 for v_interp_mov_f32)'),
  ATTRCHAN: f('ATTRCHAN', 0, 8, 2, 'attribute channel x, y, z, w'),
  ATTR: f('ATTR', 0, 10, 6, 'attribute number'),
  OP: f('OP', 0, 16, 2, 'opcode'),
  VDST: f('VDST', 0, 18, 8, 'destination VGPR'),
};
export const VINTRP_SI = layout('VINTRP (GCN 1.0/1.1)', 'VINTRP', 1, {
  ...VINTRP_FIELDS,
  ENCODING: f('ENCODING', 0, 26, 6, 'VINTRP tag 110010', { fixed: 0x32 }),
});
export const VINTRP_VI = layout('VINTRP (GCN 1.2)', 'VINTRP', 1, {
  ...VINTRP_FIELDS,
  ENCODING: f('ENCODING', 0, 26, 6, 'VINTRP tag 110101', { fixed: 0x35 }),
});

/** The dword after a VOP1/VOP2/VOPC word whose SRC0 is 249 (GCN 1.2). */
export const SDWA = layout('SDWA', 'VOP1', 2, {
  SRC0: f('SRC0', 1, 0, 8, 'source 0 (VGPR)'),
  DST_SEL: f('DST_SEL', 1, 8, 3, 'destination select: byte 0-3, word 0-1, dword'),
  DST_UNUSED: f('DST_UNUSED', 1, 11, 2, 'unused destination bits: pad, sext, preserve'),
  CLAMP: f('CLAMP', 1, 13, 1, 'clamp the result'),
  RESERVED0: f('RESERVED0', 1, 14, 2, 'reserved (OMOD on GCN 1.4)', R),
  SRC0_SEL: f('SRC0_SEL', 1, 16, 3, 'source 0 select'),
  SRC0_SEXT: f('SRC0_SEXT', 1, 19, 1, 'sign-extend source 0'),
  SRC0_NEG: f('SRC0_NEG', 1, 20, 1, 'negate source 0'),
  SRC0_ABS: f('SRC0_ABS', 1, 21, 1, 'absolute value of source 0'),
  RESERVED1: f('RESERVED1', 1, 22, 2, 'reserved', R),
  SRC1_SEL: f('SRC1_SEL', 1, 24, 3, 'source 1 select'),
  SRC1_SEXT: f('SRC1_SEXT', 1, 27, 1, 'sign-extend source 1'),
  SRC1_NEG: f('SRC1_NEG', 1, 28, 1, 'negate source 1'),
  SRC1_ABS: f('SRC1_ABS', 1, 29, 1, 'absolute value of source 1'),
  RESERVED2: f('RESERVED2', 1, 30, 2, 'reserved', R),
});
/** The dword after a VOP1/VOP2/VOPC word whose SRC0 is 250 (GCN 1.2). */
export const DPP = layout('DPP', 'VOP1', 2, {
  SRC0: f('SRC0', 1, 0, 8, 'source 0 (VGPR)'),
  DPP_CTRL: f('DPP_CTRL', 1, 8, 9, 'lane permutation'),
  RESERVED: f('RESERVED', 1, 17, 2, 'reserved', R),
  BOUND_CTRL: f('BOUND_CTRL', 1, 19, 1, 'invalid source lanes read 0'),
  SRC0_NEG: f('SRC0_NEG', 1, 20, 1, 'negate source 0'),
  SRC0_ABS: f('SRC0_ABS', 1, 21, 1, 'absolute value of source 0'),
  SRC1_NEG: f('SRC1_NEG', 1, 22, 1, 'negate source 1'),
  SRC1_ABS: f('SRC1_ABS', 1, 23, 1, 'absolute value of source 1'),
  BANK_MASK: f('BANK_MASK', 1, 24, 4, 'banks (lane groups of 4 in a row) written'),
  ROW_MASK: f('ROW_MASK', 1, 28, 4, 'rows (lane groups of 16) written'),
});

// --- memory -------------------------------------------------------------------
const DS_WORD1 = {
  ADDR: f64('ADDR', 32, 8, 'address VGPR'),
  DATA0: f64('DATA0', 40, 8, 'data VGPR 0'),
  DATA1: f64('DATA1', 48, 8, 'data VGPR 1'),
  VDST: f64('VDST', 56, 8, 'destination VGPR'),
};
export const DS_SI = layout('DS (GCN 1.0/1.1)', 'DS', 2, {
  OFFSET0: f('OFFSET0', 0, 0, 8, 'offset 0 (low byte of the 16-bit offset)'),
  OFFSET1: f('OFFSET1', 0, 8, 8, 'offset 1 (high byte of the 16-bit offset)'),
  RESERVED: f('RESERVED', 0, 16, 1, 'reserved', R),
  GDS: f('GDS', 0, 17, 1, 'global data share instead of LDS'),
  OP: f('OP', 0, 18, 8, 'opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'DS tag 110110', { fixed: 0x36 }),
  ...DS_WORD1,
});
export const DS_VI = layout('DS (GCN 1.2)', 'DS', 2, {
  OFFSET0: f('OFFSET0', 0, 0, 8, 'offset 0 (low byte of the 16-bit offset)'),
  OFFSET1: f('OFFSET1', 0, 8, 8, 'offset 1 (high byte of the 16-bit offset)'),
  GDS: f('GDS', 0, 16, 1, 'global data share instead of LDS'),
  OP: f('OP', 0, 17, 8, 'opcode'),
  RESERVED: f('RESERVED', 0, 25, 1, 'reserved', R),
  ENCODING: f('ENCODING', 0, 26, 6, 'DS tag 110110', { fixed: 0x36 }),
  ...DS_WORD1,
});
const BUF_WORD1 = {
  VADDR: f64('VADDR', 32, 8, 'address VGPR(s)'),
  VDATA: f64('VDATA', 40, 8, 'data VGPR(s)'),
  SRSRC: f64('SRSRC', 48, 5, 'buffer resource SGPR quad, divided by 4'),
};
export const MUBUF_SI = layout('MUBUF (GCN 1.0/1.1)', 'MUBUF', 2, {
  OFFSET: f('OFFSET', 0, 0, 12, 'unsigned byte offset'),
  OFFEN: f('OFFEN', 0, 12, 1, 'VADDR supplies an offset'),
  IDXEN: f('IDXEN', 0, 13, 1, 'VADDR supplies an index'),
  GLC: f('GLC', 0, 14, 1, 'globally coherent (atomics: return the old value)'),
  ADDR64: f('ADDR64', 0, 15, 1, 'VADDR is a 64-bit address'),
  LDS: f('LDS', 0, 16, 1, 'return the data to LDS'),
  RESERVED0: f('RESERVED0', 0, 17, 1, 'reserved', R),
  OP: f('OP', 0, 18, 7, 'opcode'),
  RESERVED1: f('RESERVED1', 0, 25, 1, 'reserved', R),
  ENCODING: f('ENCODING', 0, 26, 6, 'MUBUF tag 111000', { fixed: 0x38 }),
  ...BUF_WORD1,
  RESERVED2: f64('RESERVED2', 53, 1, 'reserved', R),
  SLC: f64('SLC', 54, 1, 'system level coherent'),
  TFE: f64('TFE', 55, 1, 'texture fail enable'),
  SOFFSET: f64('SOFFSET', 56, 8, 'scalar offset (operand code)'),
});
export const MUBUF_VI = layout('MUBUF (GCN 1.2)', 'MUBUF', 2, {
  OFFSET: f('OFFSET', 0, 0, 12, 'unsigned byte offset'),
  OFFEN: f('OFFEN', 0, 12, 1, 'VADDR supplies an offset'),
  IDXEN: f('IDXEN', 0, 13, 1, 'VADDR supplies an index'),
  GLC: f('GLC', 0, 14, 1, 'globally coherent (atomics: return the old value)'),
  RESERVED0: f('RESERVED0', 0, 15, 1, 'reserved', R),
  LDS: f('LDS', 0, 16, 1, 'return the data to LDS'),
  SLC: f('SLC', 0, 17, 1, 'system level coherent'),
  OP: f('OP', 0, 18, 7, 'opcode'),
  RESERVED1: f('RESERVED1', 0, 25, 1, 'reserved', R),
  ENCODING: f('ENCODING', 0, 26, 6, 'MUBUF tag 111000', { fixed: 0x38 }),
  ...BUF_WORD1,
  RESERVED2: f64('RESERVED2', 53, 2, 'reserved', R),
  TFE: f64('TFE', 55, 1, 'texture fail enable'),
  SOFFSET: f64('SOFFSET', 56, 8, 'scalar offset (operand code)'),
});
export const MTBUF_SI = layout('MTBUF (GCN 1.0/1.1)', 'MTBUF', 2, {
  OFFSET: f('OFFSET', 0, 0, 12, 'unsigned byte offset'),
  OFFEN: f('OFFEN', 0, 12, 1, 'VADDR supplies an offset'),
  IDXEN: f('IDXEN', 0, 13, 1, 'VADDR supplies an index'),
  GLC: f('GLC', 0, 14, 1, 'globally coherent'),
  ADDR64: f('ADDR64', 0, 15, 1, 'VADDR is a 64-bit address'),
  OP: f('OP', 0, 16, 3, 'opcode'),
  DFMT: f('DFMT', 0, 19, 4, 'data format'),
  NFMT: f('NFMT', 0, 23, 3, 'number format'),
  ENCODING: f('ENCODING', 0, 26, 6, 'MTBUF tag 111010', { fixed: 0x3a }),
  ...BUF_WORD1,
  RESERVED: f64('RESERVED', 53, 1, 'reserved', R),
  SLC: f64('SLC', 54, 1, 'system level coherent'),
  TFE: f64('TFE', 55, 1, 'texture fail enable'),
  SOFFSET: f64('SOFFSET', 56, 8, 'scalar offset (operand code)'),
});
export const MTBUF_VI = layout('MTBUF (GCN 1.2)', 'MTBUF', 2, {
  OFFSET: f('OFFSET', 0, 0, 12, 'unsigned byte offset'),
  OFFEN: f('OFFEN', 0, 12, 1, 'VADDR supplies an offset'),
  IDXEN: f('IDXEN', 0, 13, 1, 'VADDR supplies an index'),
  GLC: f('GLC', 0, 14, 1, 'globally coherent'),
  OP: f('OP', 0, 15, 4, 'opcode'),
  DFMT: f('DFMT', 0, 19, 4, 'data format'),
  NFMT: f('NFMT', 0, 23, 3, 'number format'),
  ENCODING: f('ENCODING', 0, 26, 6, 'MTBUF tag 111010', { fixed: 0x3a }),
  ...BUF_WORD1,
  RESERVED: f64('RESERVED', 53, 1, 'reserved', R),
  SLC: f64('SLC', 54, 1, 'system level coherent'),
  TFE: f64('TFE', 55, 1, 'texture fail enable'),
  SOFFSET: f64('SOFFSET', 56, 8, 'scalar offset (operand code)'),
});
const MIMG_FIELDS = {
  RESERVED0: f('RESERVED0', 0, 0, 8, 'reserved', R),
  DMASK: f('DMASK', 0, 8, 4, 'data components enabled'),
  UNORM: f('UNORM', 0, 12, 1, 'unnormalised coordinates'),
  GLC: f('GLC', 0, 13, 1, 'globally coherent'),
  DA: f('DA', 0, 14, 1, 'declare an array'),
  R128: f('R128', 0, 15, 1, '128-bit resource'),
  TFE: f('TFE', 0, 16, 1, 'texture fail enable'),
  LWE: f('LWE', 0, 17, 1, 'LOD warning enable'),
  OP: f('OP', 0, 18, 7, 'opcode'),
  SLC: f('SLC', 0, 25, 1, 'system level coherent'),
  ENCODING: f('ENCODING', 0, 26, 6, 'MIMG tag 111100', { fixed: 0x3c }),
  VADDR: f64('VADDR', 32, 8, 'address VGPRs'),
  VDATA: f64('VDATA', 40, 8, 'data VGPRs'),
  SRSRC: f64('SRSRC', 48, 5, 'image resource SGPRs, divided by 4'),
  SSAMP: f64('SSAMP', 53, 5, 'sampler SGPRs, divided by 4'),
};
export const MIMG_SI = layout('MIMG (GCN 1.0/1.1)', 'MIMG', 2, {
  ...MIMG_FIELDS,
  RESERVED1: f64('RESERVED1', 58, 6, 'reserved', R),
});
export const MIMG_VI = layout('MIMG (GCN 1.2)', 'MIMG', 2, {
  ...MIMG_FIELDS,
  RESERVED1: f64('RESERVED1', 58, 5, 'reserved', R),
  D16: f64('D16', 63, 1, '16-bit data'),
});
const EXP_FIELDS = {
  EN: f('EN', 0, 0, 4, 'components enabled'),
  TGT: f('TGT', 0, 4, 6, 'export target'),
  COMPR: f('COMPR', 0, 10, 1, 'compressed (16-bit) data'),
  DONE: f('DONE', 0, 11, 1, 'last export'),
  VM: f('VM', 0, 12, 1, 'valid mask'),
  RESERVED: f('RESERVED', 0, 13, 13, 'reserved', R),
  VSRC0: f64('VSRC0', 32, 8, 'data VGPR 0'),
  VSRC1: f64('VSRC1', 40, 8, 'data VGPR 1'),
  VSRC2: f64('VSRC2', 48, 8, 'data VGPR 2'),
  VSRC3: f64('VSRC3', 56, 8, 'data VGPR 3'),
};
export const EXP_SI = layout('EXP (GCN 1.0/1.1)', 'EXP', 2, {
  ...EXP_FIELDS,
  ENCODING: f('ENCODING', 0, 26, 6, 'EXP tag 111110', { fixed: 0x3e }),
});
export const EXP_VI = layout('EXP (GCN 1.2)', 'EXP', 2, {
  ...EXP_FIELDS,
  ENCODING: f('ENCODING', 0, 26, 6, 'EXP tag 110001', { fixed: 0x31 }),
});
export const FLAT = layout('FLAT', 'FLAT', 2, {
  RESERVED0: f('RESERVED0', 0, 0, 16, 'reserved (OFFSET on GCN 1.4)', R),
  GLC: f('GLC', 0, 16, 1, 'globally coherent (atomics: return the old value)'),
  SLC: f('SLC', 0, 17, 1, 'system level coherent'),
  OP: f('OP', 0, 18, 7, 'opcode'),
  RESERVED1: f('RESERVED1', 0, 25, 1, 'reserved', R),
  ENCODING: f('ENCODING', 0, 26, 6, 'FLAT tag 110111', { fixed: 0x37 }),
  ADDR: f64('ADDR', 32, 8, 'address VGPR pair'),
  DATA: f64('DATA', 40, 8, 'data VGPR(s)'),
  RESERVED2: f64('RESERVED2', 48, 7, 'reserved (SADDR on GCN 1.4)', R),
  TFE: f64('TFE', 55, 1, 'texture fail enable'),
  VDST: f64('VDST', 56, 8, 'destination VGPR(s)'),
});

/** The layout each encoding uses on a generation (null: the encoding does not exist there). */
export interface GenLayouts {
  readonly SOP2: typeof SOP2;
  readonly SOPK: typeof SOPK;
  readonly SOP1: typeof SOP1;
  readonly SOPC: typeof SOPC;
  readonly SOPP: typeof SOPP;
  readonly SMRD: typeof SMRD | null;
  readonly SMEM: typeof SMEM | null;
  readonly VOP2: typeof VOP2;
  readonly VOP1: typeof VOP1;
  readonly VOPC: typeof VOPC;
  readonly VOP3A: typeof VOP3A_SI | typeof VOP3A_VI;
  readonly VOP3B: typeof VOP3B_SI | typeof VOP3B_VI;
  readonly VINTRP: typeof VINTRP_SI | typeof VINTRP_VI;
  readonly DS: typeof DS_SI | typeof DS_VI;
  readonly MUBUF: typeof MUBUF_SI | typeof MUBUF_VI;
  readonly MTBUF: typeof MTBUF_SI | typeof MTBUF_VI;
  readonly MIMG: typeof MIMG_SI | typeof MIMG_VI;
  readonly EXP: typeof EXP_SI | typeof EXP_VI;
  readonly FLAT: typeof FLAT | null;
}

const SI_LAYOUTS: GenLayouts = {
  SOP2, SOPK, SOP1, SOPC, SOPP, SMRD, SMEM: null, VOP2, VOP1, VOPC,
  VOP3A: VOP3A_SI, VOP3B: VOP3B_SI, VINTRP: VINTRP_SI, DS: DS_SI, MUBUF: MUBUF_SI,
  MTBUF: MTBUF_SI, MIMG: MIMG_SI, EXP: EXP_SI, FLAT: null,
};

export const LAYOUTS_BY_GEN: readonly GenLayouts[] = [
  SI_LAYOUTS,
  { ...SI_LAYOUTS, FLAT },
  {
    SOP2, SOPK, SOP1, SOPC, SOPP, SMRD: null, SMEM, VOP2, VOP1, VOPC,
    VOP3A: VOP3A_VI, VOP3B: VOP3B_VI, VINTRP: VINTRP_VI, DS: DS_VI, MUBUF: MUBUF_VI,
    MTBUF: MTBUF_VI, MIMG: MIMG_VI, EXP: EXP_VI, FLAT,
  },
];

/** Every layout, for diagrams and validation. */
export const ALL_LAYOUTS: readonly Layout[] = [
  SOP2, SOPK, SOP1, SOPC, SOPP, SMRD, SMEM, VOP2, VOP1, VOPC, VOP3A_SI, VOP3A_VI, VOP3B_SI, VOP3B_VI,
  VINTRP_SI, VINTRP_VI, SDWA, DPP, DS_SI, DS_VI, MUBUF_SI, MUBUF_VI, MTBUF_SI, MTBUF_VI, MIMG_SI, MIMG_VI,
  EXP_SI, EXP_VI, FLAT,
];

/** Extracts a field from the words of an instruction (w0, w1). */
export function field(w0: number, w1: number, fld: BitField): number {
  return ((fld.word === 0 ? w0 : w1) >>> fld.lo) & fld.mask;
}

/** Returns `word` with `fld` set to `value` (truncated to the field's width). */
export function setField(word: number, fld: BitField, value: number): number {
  const m = fld.mask << fld.lo;
  return ((word & ~m) | ((value << fld.lo) & m)) >>> 0;
}

/** Source codes that announce a second dword on a VOP1/VOP2/VOPC word. */
export const SRC_LITERAL = 255;
export const SRC_SDWA = 249;
export const SRC_DPP = 250;

/**
 * Identifies the encoding of a first dword on a generation, or null when no
 * encoding matches (the word is data). VOP3A and VOP3B share one tag: the
 * instruction decides which layout applies.
 */
export function identify(w: number, gi: GenIndex): Enc | null {
  w >>>= 0;
  if (w < 0x80000000) {
    const t = w >>> 25;
    if (t === 0x3e) return 'VOPC';
    if (t === 0x3f) return 'VOP1';
    return 'VOP2';
  }
  if (w < 0xc0000000) {
    const t9 = w >>> 23;
    if (t9 === 0x17d) return 'SOP1';
    if (t9 === 0x17e) return 'SOPC';
    if (t9 === 0x17f) return 'SOPP';
    if (w >>> 28 === 0xb) return 'SOPK';
    return 'SOP2';
  }
  const t6 = w >>> 26;
  const vi = gi === 2;
  switch (t6) {
    case 0x30: return vi ? 'SMEM' : 'SMRD';
    case 0x31: return vi ? 'EXP' : 'SMRD';
    case 0x32: return vi ? null : 'VINTRP';
    case 0x34: return 'VOP3';
    case 0x35: return vi ? 'VINTRP' : null;
    case 0x36: return 'DS';
    case 0x37: return gi === 0 ? null : 'FLAT';
    case 0x38: return 'MUBUF';
    case 0x3a: return 'MTBUF';
    case 0x3c: return 'MIMG';
    case 0x3e: return vi ? null : 'EXP';
    default: return null;
  }
}
