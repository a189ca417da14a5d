// Bit layouts of the encodings gcnkit handles, as data. The decoder, the
// encoder and the playground's bit-field diagram all read these; no other
// module writes a shift or a mask for an instruction field.

export interface BitField {
  /** Field name as the ISA reference spells it. */
  readonly name: string;
  /** Which dword of the encoding holds the field (0 = first). */
  readonly word: number;
  /** Lowest bit within that dword. */
  readonly lo: number;
  readonly width: number;
  /** `(w >>> lo) & mask` extracts the field. */
  readonly mask: number;
  /** Fixed value (the encoding tag), when the field is constant. */
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

/** A layout: its fields, in ascending bit order per dword. */
export interface Layout {
  readonly name: string;
  readonly words: number;
  readonly fields: readonly BitField[];
}

// --- VOP1: one dword -------------------------------------------------------
export const VOP1 = {
  SRC0: f('SRC0', 0, 0, 9, 'source operand code'),
  OPCODE: f('OPCODE', 0, 9, 8, 'VOP1 opcode'),
  VDST: f('VDST', 0, 17, 8, 'destination VGPR (SGPR code for v_readfirstlane_b32)'),
  ENCODING: f('ENCODING', 0, 25, 7, 'VOP1 tag 0111111', { fixed: 0x3f }),
} as const;

// --- VOP3A: two dwords; the first differs between GCN 1.0/1.1 and GCN 1.2 ---
const VOP3_WORD1 = {
  SRC0: f('SRC0', 1, 0, 9, 'source 0 operand code'),
  SRC1: f('SRC1', 1, 9, 9, 'source 1 operand code (unused by VOP1 ops)'),
  SRC2: f('SRC2', 1, 18, 9, 'source 2 operand code (unused by VOP1 ops)'),
  OMOD: f('OMOD', 1, 27, 2, 'output modifier: 0 none, 1 *2, 2 *4, 3 /2'),
  NEG: f('NEG', 1, 29, 3, 'negate source 0..2'),
} as const;

export const VOP3A_SI = {
  VDST: f('VDST', 0, 0, 8, 'destination VGPR (SGPR code for v_readfirstlane_b32)'),
  ABS: f('ABS', 0, 8, 3, 'absolute value of source 0..2'),
  CLAMP: f('CLAMP', 0, 11, 1, 'clamp the result'),
  RESERVED: f('RESERVED', 0, 12, 5, 'reserved', { reserved: true }),
  OPCODE: f('OPCODE', 0, 17, 9, 'VOP3 opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'VOP3 tag 110100', { fixed: 0x34 }),
  ...VOP3_WORD1,
} as const;

export const VOP3A_VI = {
  VDST: f('VDST', 0, 0, 8, 'destination VGPR (SGPR code for v_readfirstlane_b32)'),
  ABS: f('ABS', 0, 8, 3, 'absolute value of source 0..2'),
  RESERVED: f('RESERVED', 0, 11, 4, 'reserved (OP_SEL on GCN 1.4)', { reserved: true }),
  CLAMP: f('CLAMP', 0, 15, 1, 'clamp the result'),
  OPCODE: f('OPCODE', 0, 16, 10, 'VOP3 opcode'),
  ENCODING: f('ENCODING', 0, 26, 6, 'VOP3 tag 110100', { fixed: 0x34 }),
  ...VOP3_WORD1,
} as const;

export type Vop3Fields = typeof VOP3A_SI | typeof VOP3A_VI;

// --- SDWA and DPP: the dword after a VOP1 word with SRC0 = 249 / 250 (GCN 1.2)
export const SDWA = {
  SRC0: f('SRC0', 1, 0, 8, 'source VGPR'),
  DST_SEL: f('DST_SEL', 1, 8, 3, 'destination select: byte 0-3, word 0-1, dword'),
  DST_UNUSED: f('DST_UNUSED', 1, 11, 2, 'unused destination bits: pad, sext, preserve'),
  CLAMP: f('CLAMP', 1, 13, 1, 'clamp the result'),
  RESERVED0: f('RESERVED0', 1, 14, 2, 'reserved (OMOD on GCN 1.4)', { reserved: true }),
  SRC0_SEL: f('SRC0_SEL', 1, 16, 3, 'source 0 select'),
  SRC0_SEXT: f('SRC0_SEXT', 1, 19, 1, 'sign-extend source 0'),
  SRC0_NEG: f('SRC0_NEG', 1, 20, 1, 'negate source 0'),
  SRC0_ABS: f('SRC0_ABS', 1, 21, 1, 'absolute value of source 0'),
  RESERVED1: f('RESERVED1', 1, 22, 2, 'reserved', { reserved: true }),
  SRC1_SEL: f('SRC1_SEL', 1, 24, 3, 'source 1 select (unused by VOP1)'),
  SRC1_SEXT: f('SRC1_SEXT', 1, 27, 1, 'sign-extend source 1 (unused by VOP1)'),
  SRC1_NEG: f('SRC1_NEG', 1, 28, 1, 'negate source 1 (unused by VOP1)'),
  SRC1_ABS: f('SRC1_ABS', 1, 29, 1, 'absolute value of source 1 (unused by VOP1)'),
  RESERVED2: f('RESERVED2', 1, 30, 2, 'reserved', { reserved: true }),
} as const;

export const DPP = {
  SRC0: f('SRC0', 1, 0, 8, 'source VGPR'),
  DPP_CTRL: f('DPP_CTRL', 1, 8, 9, 'lane permutation'),
  RESERVED: f('RESERVED', 1, 17, 2, 'reserved', { reserved: true }),
  BOUND_CTRL: f('BOUND_CTRL', 1, 19, 1, 'invalid source lanes read 0'),
  SRC0_NEG: f('SRC0_NEG', 1, 20, 1, 'negate source 0'),
  SRC0_ABS: f('SRC0_ABS', 1, 21, 1, 'absolute value of source 0'),
  SRC1_NEG: f('SRC1_NEG', 1, 22, 1, 'negate source 1 (unused by VOP1)'),
  SRC1_ABS: f('SRC1_ABS', 1, 23, 1, 'absolute value of source 1 (unused by VOP1)'),
  BANK_MASK: f('BANK_MASK', 1, 24, 4, 'banks (lane groups of 4 in a row) written'),
  ROW_MASK: f('ROW_MASK', 1, 28, 4, 'rows (lane groups of 16) written'),
} as const;

/** Source codes that announce a second dword on a VOP1 word. */
export const SRC_LITERAL = 255;
export const SRC_SDWA = 249;
export const SRC_DPP = 250;

/** Extracts a field from the dword that holds it. */
export function getField(word: number, fld: BitField): number {
  return (word >>> fld.lo) & fld.mask;
}

/** Returns `word` with `fld` set to `value` (truncated to the field's width). */
export function setField(word: number, fld: BitField, value: number): number {
  const m = fld.mask << fld.lo;
  return ((word & ~m) | ((value << fld.lo) & m)) >>> 0;
}

/** Named layouts for diagrams and table validation. */
export const LAYOUTS: readonly Layout[] = [
  { name: 'VOP1', words: 1, fields: Object.values(VOP1) },
  { name: 'VOP3A (GCN 1.0/1.1)', words: 2, fields: Object.values(VOP3A_SI) },
  { name: 'VOP3A (GCN 1.2)', words: 2, fields: Object.values(VOP3A_VI) },
  { name: 'SDWA', words: 2, fields: [...Object.values(VOP1), ...Object.values(SDWA)] },
  { name: 'DPP', words: 2, fields: [...Object.values(VOP1), ...Object.values(DPP)] },
];

/** True when the first dword is a VOP1 word. */
export function isVop1Word(w: number): boolean {
  return (w >>> VOP1.ENCODING.lo) === VOP1.ENCODING.fixed;
}

/** True when the first dword is a VOP3 word (either layout: the tag is the same). */
export function isVop3Word(w: number): boolean {
  return (w >>> VOP3A_SI.ENCODING.lo) === VOP3A_SI.ENCODING.fixed;
}
