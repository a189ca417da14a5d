// The typed view of a decoded instruction, for library users: operands with
// their kind and value, modifiers, SDWA/DPP fields and non-canonical bits.
// Built from a RawInstruction and the ISA tables; the printers do not need it.

import { GENERATIONS, type GenId, type GenIndex } from '../isa/generations.js';
import type { OpInfo } from '../isa/instructions.js';
import { INLINE_FLOATS, sourceCodes, type SourceKind } from '../isa/operands.js';
import { decodeInto, emptyRaw, type Encoding, type LengthRule, type RawInstruction } from './decoder.js';

export interface Operand {
  readonly role: 'vdst' | 'sdst' | 'src0' | 'src1' | 'src2';
  /** The operand code class; a VGPR destination is 'vgpr'. */
  readonly kind: SourceKind;
  /** The raw code (9-bit source code, or the VDST field). */
  readonly code: number;
  /** Bits read or written: 16, 32 or 64. */
  readonly width: number;
  /** First register number (sgpr, ttmp, vgpr), integer value (int), or the constant's bits (float, literal). */
  readonly value: number;
  /** Register name of a special register (vcc_lo, m0, ...). */
  readonly name?: string;
}

export interface Modifiers {
  /** ABS / NEG bits; bit i is source i. */
  readonly abs: number;
  readonly neg: number;
  readonly clamp: boolean;
  /** 0 none, 1 *2, 2 *4, 3 /2. */
  readonly omod: number;
}

export interface SdwaFields {
  readonly dstSel: number;
  readonly dstUnused: number;
  readonly src0Sel: number;
  readonly src0Sext: boolean;
  readonly src1Sel: number;
  readonly src1Sext: boolean;
}

export interface DppFields {
  readonly dppCtrl: number;
  readonly boundCtrl: boolean;
  readonly bankMask: number;
  readonly rowMask: number;
}

export interface Instruction {
  readonly gen: GenId;
  readonly encoding: Encoding;
  /** Size in 32-bit words. */
  readonly size: number;
  readonly words: readonly number[];
  /** The instruction needs more words than were given. */
  readonly truncated: boolean;
  /** VOP1 opcode (VOP1/SDWA/DPP) or VOP3 opcode. */
  readonly opcode: number;
  /** Mnemonic, or null for an undefined opcode or a word outside gcnkit's encodings. */
  readonly mnemonic: string | null;
  readonly op: OpInfo | null;
  readonly operands: readonly Operand[];
  readonly modifiers: Modifiers;
  readonly sdwa: SdwaFields | null;
  readonly dpp: DppFields | null;
  readonly literal: number | null;
  /** Fields that hold values the canonical encoding would not (names as in the ISA tables). */
  readonly nonCanonical: readonly string[];
}

function sourceOperand(gi: GenIndex, role: Operand['role'], code: number, width: number, r: RawInstruction): Operand {
  const s = sourceCodes(gi)[code]!;
  let value = s.index;
  if (s.kind === 'float') {
    const f = INLINE_FLOATS[s.index]!;
    value = width === 16 ? f.f16 : width === 64 ? f.f64hi : f.f32;
  } else if (s.kind === 'literal') {
    value = r.hasLiteral ? r.literal : 0;
  }
  const base = { role, kind: s.kind, code, width, value };
  return s.special ? { ...base, name: s.clrx } : base;
}

function nonCanonical(r: RawInstruction, o: OpInfo | null): string[] {
  const out: string[] = [];
  const noOperands = o !== null && o.src === null;
  if (noOperands && r.vdst !== 0) out.push('VDST');
  if (noOperands && r.src0Field !== 0 && r.encoding !== 'sdwa' && r.encoding !== 'dpp') out.push('SRC0');
  if (r.encoding === 'vop3a') {
    if (r.src1 !== 0) out.push('SRC1');
    if (r.src2 !== 0) out.push('SRC2');
    if ((r.abs & 6) !== 0) out.push('ABS');
    if ((r.neg & 6) !== 0) out.push('NEG');
    if (r.reserved !== 0) out.push('RESERVED');
    if (r.src0 === 255) out.push('SRC0');
  } else if (r.encoding === 'sdwa') {
    if (r.src1Sel !== 0) out.push('SRC1_SEL');
    if ((r.sext & 2) !== 0) out.push('SRC1_SEXT');
    if ((r.neg & 2) !== 0) out.push('SRC1_NEG');
    if ((r.abs & 2) !== 0) out.push('SRC1_ABS');
    if (r.reserved !== 0) out.push('RESERVED');
    if (r.dstSel === 7) out.push('DST_SEL');
    if (r.src0Sel === 7) out.push('SRC0_SEL');
    if (r.dstUnused === 3) out.push('DST_UNUSED');
  } else if (r.encoding === 'dpp') {
    if ((r.neg & 2) !== 0) out.push('SRC1_NEG');
    if ((r.abs & 2) !== 0) out.push('SRC1_ABS');
    if (r.reserved !== 0) out.push('RESERVED');
  }
  return out;
}

/** Builds the typed view of a decoded record. */
export function toInstruction(r: RawInstruction): Instruction {
  const gi = r.gen;
  const o = r.op;
  const operands: Operand[] = [];
  if (o !== null && !r.truncated) {
    if (o.dst !== null) {
      if (o.dst.kind === 'sgpr') {
        operands.push({ ...sourceOperand(gi, 'sdst', r.vdst, 32, r), role: 'sdst' });
      } else {
        operands.push({ role: 'vdst', kind: 'vgpr', code: r.vdst, width: o.dst.info.width, value: r.vdst });
      }
    }
    if (o.src !== null) operands.push(sourceOperand(gi, 'src0', r.src0, o.src.info.width, r));
  } else if (r.encoding === 'vop1' || r.encoding === 'vop3a' || r.encoding === 'sdwa' || r.encoding === 'dpp') {
    // Undefined opcode: CLRX shows VDST and the sources as 32-bit operands.
    operands.push({ role: 'vdst', kind: 'vgpr', code: r.vdst, width: 32, value: r.vdst });
    operands.push(sourceOperand(gi, 'src0', r.src0, 32, r));
    if (r.encoding === 'vop3a') {
      operands.push(sourceOperand(gi, 'src1', r.src1, 32, r));
      operands.push(sourceOperand(gi, 'src2', r.src2, 32, r));
    }
  }
  const words = r.truncated ? [r.w0] : r.size > 1 ? [r.w0, r.w1] : [r.w0];
  return {
    gen: GENERATIONS[gi]!.id,
    encoding: r.encoding,
    size: r.size,
    words,
    truncated: r.truncated,
    opcode: r.opcode,
    mnemonic: o?.name ?? null,
    op: o,
    operands,
    modifiers: r.encoding === 'vop3a' || r.encoding === 'sdwa' || r.encoding === 'dpp'
      ? { abs: r.abs, neg: r.neg, clamp: r.clamp !== 0, omod: r.omod }
      : { abs: 0, neg: 0, clamp: false, omod: 0 },
    sdwa: r.encoding === 'sdwa' ? {
      dstSel: r.dstSel, dstUnused: r.dstUnused, src0Sel: r.src0Sel,
      src0Sext: (r.sext & 1) !== 0, src1Sel: r.src1Sel, src1Sext: (r.sext & 2) !== 0,
    } : null,
    dpp: r.encoding === 'dpp' ? {
      dppCtrl: r.dppCtrl, boundCtrl: r.boundCtrl !== 0, bankMask: r.bankMask, rowMask: r.rowMask,
    } : null,
    literal: r.hasLiteral ? r.literal : null,
    nonCanonical: nonCanonical(r, o),
  };
}

/** Decodes the instruction at words[at] (default 0). Never throws on any word values. */
export function decode(words: ArrayLike<number>, gen: GenId | GenIndex, at = 0,
  rule: LengthRule = 'clrx'): Instruction {
  const gi = typeof gen === 'number' ? gen : GENERATIONS.find((g) => g.id === gen)!.index;
  const r = emptyRaw(gi);
  decodeInto(r, words, at, words.length, gi, rule);
  return toInstruction(r);
}
