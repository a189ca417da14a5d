// CLRX instructions: the mnemonic decides between the VOP1 family (read
// here: VDST, SRC0, modifiers, then encodeOp), gcnkit's VOP1_ill_N /
// VOP3A_ill_N names, a trailing raw:[...] and every other encoding (the
// whole-ISA reader, isa/clrx/).

import { GENERATIONS } from '../../isa/generations.js';
import { generationsOf, isVop1ImageOpcode, OPS, type OpInfo } from '../../isa/instructions.js';
import { Ch, type Cursor, isIdentStart } from '../cursor.js';
import { clrxIsaInstruction } from '../isa/clrx/index.js';
import { illRow, namesOf, whereKnown } from '../isa/names.js';
import type { ClrxAssembler } from './assembler.js';
import { emit, encodeOp, extFields, vop1Fields, vop3Fields } from './encode.js';
import { mnemonicOf, SUFFIXES, type Suffix } from './mnemonics.js';
import { parseModifiers } from './modifiers.js';
import type { Src } from './operands.js';
import { isaRaw, rawInstruction, trailingRaw } from './raw.js';
import { looksVector, parseRegister } from './registers.js';
import { parseSource } from './sources.js';

/** An instruction: text[at, idEnd) is its name, the cursor after it. */
export function instruction(a: ClrxAssembler, at: number, idEnd: number, col: number, c: Cursor): void {
  // Slicing and a Map beat a hand-written hash over the text here (measured).
  const word = c.text.slice(at, idEnd);
  const lower = word.toLowerCase();
  const m = mnemonicOf(word) ?? (lower !== word ? mnemonicOf(lower) : undefined);
  let op: OpInfo | null = m === undefined ? null : OPS[m >> 3]!;
  const suffix = m === undefined ? '' : SUFFIXES[m & 7]!;
  let illOpcode = -1;
  let illVop3 = false;
  // (The regular expression only for names that can be one: most lines are other encodings.)
  if (op === null && word.length > 9 && (word.charCodeAt(0) | 32) === 118 && lower.includes('_ill_')) {
    const m = /^(vop1|vop3a)_ill_([0-9]+)$/.exec(lower);
    if (m !== null) {
      illVop3 = m[1] === 'vop3a';
      illOpcode = Number(m[2]);
      // Undefined VOP3 opcodes outside the VOP1 image take the whole-ISA path.
      if (illVop3 && !isVop1ImageOpcode(a.gi, illOpcode)) illOpcode = -1;
    }
  }
  if (op !== null && op.vop1[a.gi] === null) {
    // CLRX's message, and which generations have the mnemonic.
    const where = generationsOf(op).map((g) => GENERATIONS[g]!.names[0]).join(' and ');
    a.error(col, `Unknown instruction (${op.name} exists on ${where} only)`);
    return;
  }
  if (op === null && illOpcode < 0) {
    const hit = namesOf('clrx', a.gi).get(lower) ?? illRow(lower, a.gi);
    if (hit !== undefined) {
      if (hit.refused === true) {
        // isa-gcn.md 2.3: clrxasm's table gives these RDNA names GCN 1.0/1.1 opcodes of other ops.
        a.error(col, `${lower} is not a GCN 1.0/1.1 instruction (clrxasm's table maps it to ${hit.row.name}'s opcode; gcnkit refuses it)`);
        return;
      }
      if (hit.row.opts.notHw) {
        a.error(col, `${lower} does not exist on ${a.gen.names[0]} hardware (clrxasm's table has it; gcnkit refuses it)`);
        return;
      }
      const rawAt = trailingRaw(a, c);
      if (rawAt >= 0) { isaRaw(a, c, rawAt, col, hit.row.clrx[a.gi]!, lower); return; }
      clrxIsaInstruction(a, hit, col, c);
      return;
    }
    const where = whereKnown('clrx', lower);
    a.error(col, where === '' ? 'Unknown instruction' : `Unknown instruction (${lower} exists on ${where} only)`);
    return;
  }
  // A trailing raw:[...] gives the words; the rest of the line is not interpreted.
  const rawAt = trailingRaw(a, c);
  if (rawAt >= 0) {
    rawInstruction(a, c, rawAt, col);
    return;
  }
  if (op === null) {
    illInstruction(a, illVop3, illOpcode, col, c);
    return;
  }
  opInstruction(a, op, suffix, col, c);
}

/** VOP1_ill_N VDST, SRC0 / VOP3A_ill_N VDST, SRC0, SRC1, SRC2 (the disassembler's names). */
function illInstruction(a: ClrxAssembler, vop3: boolean, opcode: number, col: number, c: Cursor): void {
  const gi = a.gi;
  if (vop3 ? !isVop1ImageOpcode(gi, opcode) : opcode > 255) { a.error(col, 'Unknown instruction'); return; }
  c.skipSpace();
  const dcol = c.col();
  const d = parseRegister(a, c, true);
  if (d === null || d.file !== 'v') { a.error(dcol, 'Expected 1 vector register'); return; }
  const srcs: Src[] = [];
  for (let i = 0; i < (vop3 ? 3 : 1); i++) {
    if (!c.eat(Ch.COMMA)) { a.error(c.col(), "Expected ',' before argument"); return; }
    const s = parseSource(a, c, 32, 'f32');
    if (s === null) return;
    srcs.push(s);
  }
  const mods = parseModifiers(a, c, false);
  if (a.failed()) return;
  const r = a.raw;
  const s0 = srcs[0]!;
  if (!vop3) {
    const sdwa = mods.wantSdwa || mods.sdwa || s0.sext || mods.sextBits !== 0;
    const dpp = mods.wantDpp || mods.dpp;
    if (sdwa || dpp) {
      if (sdwa && dpp) { a.error(mods.firstCol, 'Mixing modifiers from different encodings is illegal'); return; }
      if (s0.code < 256 || s0.code > 511) { a.error(col, 'SRC0 must be a vector register with SDWA or DPP word'); return; }
      extFields(a, r, opcode, null, d.code - 256, s0, mods, sdwa);
      emit(a, r, null);
      return;
    }
    if (mods.vop3 || mods.clamp || mods.omod !== 0 || mods.negBits !== 0 || mods.absBits !== 0 || s0.neg || s0.abs) {
      a.error(mods.firstCol || col, 'Modifiers need VOP3A_ill_N');
      return;
    }
    emit(a, vop1Fields(a, r, opcode, d.code - 256, s0), s0);
    return;
  }
  for (const s of srcs) if (s.code === 255) { a.error(col, 'Literal in VOP3 encoding is illegal'); return; }
  vop3Fields(a, r, opcode, d.code - 256, s0, mods);
  r.src1 = srcs[1]!.code;
  r.src2 = srcs[2]!.code;
  r.abs = (s0.abs ? 1 : 0) | (srcs[1]!.abs ? 2 : 0) | (srcs[2]!.abs ? 4 : 0) | mods.absBits;
  r.neg = (s0.neg ? 1 : 0) | (srcs[1]!.neg ? 2 : 0) | (srcs[2]!.neg ? 4 : 0) | mods.negBits;
  emit(a, r, null);
}

function opInstruction(a: ClrxAssembler, op: OpInfo, suffix: Suffix, col: number, c: Cursor): void {
  let vdst = 0;
  let src: Src | null = null;
  let bad = false;
  if (op.dst !== null) {
    c.skipSpace();
    const dcol = c.col();
    // A VGPR destination: clrxasm reads only a vector register there (no other register errors).
    const vOnly = op.dst.kind === 'sgpr' ? looksVector(a, c) : !looksVector(a, c);
    // clrxasm: a scalar destination that cannot start a name (a number, an operator, a quote) is garbage.
    const first = c.peek();
    const named = first < 0 || (first !== Ch.DOLLAR && isIdentStart(first)) || first === Ch.AT;
    const d = vOnly ? null : parseRegister(a, c, true);
    const want = op.dst.info.regs;
    if (op.dst.kind === 'sgpr') {
      // A name cannot start there: clrxasm reports only that (no missing-comma error after it).
      if (d === null && !named) { a.error(dcol, 'Some garbages at register name place'); return; }
      if (d === null || d.file !== 's') { a.error(dcol, 'Expected 1 scalar register'); bad = true; } else if (d.code >= 0 && d.regs !== 1) { a.error(dcol, 'Required 1 scalar register'); bad = true; } else vdst = d.code;
    } else if (d === null || d.file !== 'v') {
      a.error(dcol, `Expected ${want} vector register${want > 1 ? 's' : ''}`);
      bad = true;
    } else if (d.code >= 0 && d.regs !== want) {
      a.error(dcol, `Required ${want} vector register${want > 1 ? 's' : ''}`);
      bad = true;
    } else vdst = d.code - 256;
    if (d !== null && d.code < 0) bad = true;
    if (!c.eat(Ch.COMMA)) { a.error(c.col(), "Expected ',' before argument"); return; }
    c.skipSpace();
    if (c.atEnd()) { a.error(c.col(), 'Expected instruction operand'); return; }
    src = parseSource(a, c, op.src!.info.regs === 2 ? 64 : 32, op.clrx.floatLiteral);
    if (src === null) return;
    // (m0 passes as a 64-bit source, as in clrxasm.)
    if (src.code >= 0 && src.regs !== 0 && src.regs !== op.src!.info.regs && !(src.code === 124 && op.src!.info.regs === 2)) {
      const n = op.src!.info.regs;
      const kind = src.code >= 256 ? 'vector' : 'scalar';
      // clrxasm points after a single sN / ttmpN, at the start of any other register.
      const t = c.text.slice(src.regCol - 1 + c.base, src.regEnd - 1 + c.base);
      a.error(/^(?:s|ttmp)[0-9]+$/i.test(t) ? src.regEnd : src.regCol, `Required ${n} ${kind} register${n > 1 ? 's' : ''}`);
      bad = true;
    }
    if (src.code < 0) bad = true;
  }
  const mods = parseModifiers(a, c, true, op.dst !== null);
  encodeOp(a, op, suffix, col, vdst, src, mods, bad || a.failed());
}
