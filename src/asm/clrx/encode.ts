// Encoding a VOP1-family instruction: the choice between VOP1, VOP3, SDWA and
// DPP with clrxasm's checks and messages in clrxasm's order, the fields of
// each form, and emitting the words (a forward-referenced literal gets a
// fixup; in the fast path's speculative mode the words go out as a record).

import { type RawInstruction } from '../../disasm/decoder.js';
import { encodeInto } from '../../encoding/encoder.js';
import type { OpInfo } from '../../isa/instructions.js';
import type { Pending } from '../isa/clrx/index.js';
import type { ClrxAssembler } from './assembler.js';
import type { Suffix } from './mnemonics.js';
import type { Mods } from './mods.js';
import type { Src } from './operands.js';

/**
 * Chooses the encoding, checks it and emits the instruction, in the order
 * clrxasm 0.1.9 checks (observed on generated lines): modifiers of
 * different encodings mixed (at the first modifier; reported even after
 * other errors, which then stop here), the operands of the encoding asked
 * for, then the suffix, then what the instruction allows.
 */
export function encodeOp(a: ClrxAssembler, op: OpInfo, suffix: Suffix, col: number, vdst: number, s: Src | null,
  mods: Mods, failed = false): void {
  // What the modifiers ask for.
  const sdwaMods = mods.wantSdwa || mods.sdwa || mods.sextBits !== 0;
  const dppMods = mods.wantDpp || mods.dpp;
  const vop3Only = mods.vop3 || mods.omod !== 0 || mods.vsrc1 !== 0 || mods.vsrc2 !== 0;
  if ((sdwaMods && dppMods) || ((sdwaMods || dppMods) && vop3Only) || (dppMods && mods.clamp)) {
    a.error(mods.firstCol || col, 'Mixing modifiers from different encodings is illegal');
    return;
  }
  if (failed) return;
  if (a.bareMod !== null) {
    const b = a.bareMod;
    a.bareMod = null;
    a.error(b.col, `'${b.name}' without a value (${b.name}:1); clrxasm 0.1.9 drops such an instruction without a message`);
    return;
  }
  const gi = a.gi;
  const g = a.gen;
  const srcMods = s !== null && (s.neg || s.abs);
  const sextOperand = s !== null && s.sext;
  const vop3Mods = mods.clamp || vop3Only || mods.negBits !== 0 || mods.absBits !== 0 || srcMods;
  const literal = s !== null && s.code === 255;
  // (Without SDWA on the generation a _sdwa / _dpp suffix is only checked below.)
  const ext = g.sdwa && (suffix === 'sdwa' || suffix === 'dpp' || sdwaMods || dppMods || sextOperand);
  if (ext) {
    if (s === null || s.code < 256 || s.code > 511 || s.regs === 0) {
      a.error(col, literal ? 'Literal with SDWA or DPP word is illegal' : 'SRC0 must be a vector register with SDWA or DPP word');
      return;
    }
  } else if ((suffix === 'e64' || vop3Mods) && literal) {
    a.error(col, 'Literal in VOP3 encoding is illegal');
    return;
  }
  // The suffixes, in clrxasm's order of checks.
  if (suffix === 'e64' && ext) { a.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
  if (suffix === 'dpp') {
    if (!g.dpp) { a.error(col, 'DPP encoding specified when DPP not present'); return; }
    if (vop3Only) { a.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
    if (dppMods && sextOperand && !sdwaMods) { a.error(col, 'SEXT modifiers is unavailable for DPP word'); return; }
    if (sdwaMods || sextOperand) { a.error(col, 'DPP encoding specified when DPP not present'); return; }
    if (mods.clamp) { a.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
  }
  if (dppMods && sextOperand && g.sdwa) { a.error(col, 'SEXT modifiers is unavailable for DPP word'); return; }
  if (suffix === 'sdwa') {
    if (!g.sdwa || dppMods) { a.error(col, 'SDWA encoding specified when SDWA not present'); return; }
    // clamp goes into the SDWA word once an SDWA modifier is there; alone, it asks for VOP3.
    if (vop3Only || (mods.clamp && !sdwaMods)) { a.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
  }
  if (dppMods && sextOperand) { a.error(col, 'SEXT modifiers is unavailable for DPP word'); return; }
  const dppAsked = suffix === 'dpp' || (dppMods && suffix !== 'sdwa');
  if (ext && dppAsked && !op.clrx.dpp) { a.error(col, 'DPP encoding is illegal for this instruction'); return; }
  if (ext && op.dst?.kind === 'sgpr') { a.error(col, `${dppAsked ? 'DPP' : 'SDWA'} encoding is illegal for this instruction`); return; }
  if (suffix === 'e32' && sextOperand && vop3Only) { a.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
  if (suffix === 'e32' && (vop3Mods || ext || literal)) { a.error(col, '32-bit encoding specified when 64-bit encoding'); return; }
  if (sextOperand && vop3Only) { a.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
  const wantSdwa = suffix === 'sdwa' || sdwaMods || (sextOperand && !dppMods);
  const wantDpp = suffix === 'dpp' || dppMods;
  const r = a.raw;
  const opcode = op.vop1[gi]!;
  if (wantSdwa || wantDpp) {
    if (s === null) return;
    extFields(a, r, opcode, op, mods.vdstField ?? vdst, s, mods, !wantDpp);
    emit(a, r, null);
    return;
  }
  const vop3 = suffix === 'e64' || vop3Mods;
  if (vop3) {
    if (literal) { a.error(col, 'Literal in VOP3 encoding is illegal'); return; }
    vop3Fields(a, r, op.vop3[gi]!, mods.vdstField ?? vdst, s, mods);
    r.op = op;
    if (op.src === null) r.src0 = mods.src0Field ?? 0;
    emit(a, r, null);
    return;
  }
  const fields = vop1Fields(a, r, opcode, mods.vdstField ?? vdst, s);
  fields.op = op;
  if (op.src === null) fields.src0 = fields.src0Field = mods.src0Field ?? 0;
  emit(a, fields, s);
}

/** Fields of an SDWA or DPP word. */
export function extFields(a: ClrxAssembler, r: RawInstruction, opcode: number, op: OpInfo | null, vdst: number, s: Src, mods: Mods,
  sdwa: boolean): void {
  r.gen = a.gi;
  r.encoding = sdwa ? 'sdwa' : 'dpp';
  r.size = 2;
  r.opcode = opcode;
  r.op = op;
  r.vdst = vdst;
  r.src0 = s.code;
  r.src0Field = sdwa ? 249 : 250;
  r.neg = (s.neg ? 1 : 0) | mods.negBits;
  r.abs = (s.abs ? 1 : 0) | mods.absBits;
  r.reserved = 0;
  r.hasLiteral = false;
  if (sdwa) {
    r.clamp = mods.clamp ? 1 : 0;
    r.dstSel = mods.dstSel;
    r.dstUnused = mods.dstUnused;
    r.src0Sel = mods.src0Sel;
    r.sext = (s.sext ? 1 : 0) | mods.sextBits;
    r.src1Sel = 0;
  } else {
    r.dppCtrl = mods.dppCtrl;
    r.boundCtrl = mods.boundCtrl;
    r.bankMask = mods.bankMask;
    r.rowMask = mods.rowMask;
    r.clamp = 0;
  }
}

export function vop1Fields(a: ClrxAssembler, r: RawInstruction, opcode: number, vdst: number, s: Src | null): RawInstruction {
  r.gen = a.gi;
  r.encoding = 'vop1';
  r.opcode = opcode;
  r.op = null;
  r.vdst = vdst;
  r.src0 = r.src0Field = s === null ? 0 : s.code;
  r.size = s !== null && s.code === 255 ? 2 : 1;
  r.literal = s !== null ? s.literal : 0;
  r.hasLiteral = r.size === 2;
  return r;
}

export function vop3Fields(a: ClrxAssembler, r: RawInstruction, opcode: number, vdst: number, s: Src | null, mods: Mods): void {
  r.gen = a.gi;
  r.encoding = 'vop3a';
  r.size = 2;
  r.opcode = opcode;
  r.op = null;
  r.vdst = vdst;
  r.src0 = r.src0Field = s === null ? 0 : s.code;
  r.src1 = mods.vsrc1;
  r.src2 = mods.vsrc2;
  r.abs = (s !== null && s.abs ? 1 : 0) | mods.absBits;
  r.neg = (s !== null && s.neg ? 1 : 0) | mods.negBits;
  r.clamp = mods.clamp ? 1 : 0;
  r.omod = mods.omod;
  r.reserved = 0;
  r.hasLiteral = false;
}

/** Appends whole-ISA words; a forward literal and a pending branch target wait for their symbols. */
export function emitWords(a: ClrxAssembler, words: readonly number[], lit: Src | null, litAt: number, branch: Pending | null): void {
  if (a.asm.diag.errors > a.errorsBefore) return;
  const off = a.asm.size;
  for (const w of words) a.asm.word(w);
  if (lit !== null && lit.litExpr !== null) {
    const id = a.asm.addFixup(off + 4 * litAt, 4);
    if (id >= 0) a.forward.fixup(lit.litWait, lit.litExpr, BigInt(off), lit.litCol, id, 4, true);
  }
  if (branch !== null) {
    const id = a.asm.addFixup(off, 2);
    if (id >= 0) a.forward.fixup(branch.wait, branch.expr, BigInt(off), branch.col, id, 2, false, true);
  }
  a.asm.record(a.line, a.stmtStart, a.stmtEnd, off, true);
}

/** Encodes and appends; a forward-referenced literal gets a fixup. */
export function emit(a: ClrxAssembler, r: RawInstruction, s: Src | null): void {
  if (a.spec) {
    // The fast path: a whole line, no forward reference.
    if (a.specFailed || (s !== null && s.litExpr !== null)) { a.specFailed = true; return; }
    const n = encodeInto(r, a.tmpWords, 0);
    if (n > 1) a.asm.record2(a.line, a.tmpWords[0]!, a.tmpWords[1]!);
    else a.asm.record1(a.line, a.tmpWords[0]!);
    a.specDone = true;
    return;
  }
  if (a.asm.diag.errors > a.errorsBefore) return;
  const n = encodeInto(r, a.tmpWords, 0);
  const off = a.asm.size;
  a.asm.word(a.tmpWords[0]!);
  if (n > 1) a.asm.word(a.tmpWords[1]!);
  if (s !== null && s.litExpr !== null) {
    const id = a.asm.addFixup(off + 4, 4);
    if (id >= 0) a.forward.fixup(s.litWait, s.litExpr, BigInt(off), s.litCol, id, 4, true);
  }
  a.asm.record(a.line, a.stmtStart, a.stmtEnd, off, true);
}
