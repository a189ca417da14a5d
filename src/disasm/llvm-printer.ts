// The LLVM dialect printer: the text llvm-mc 14 prints for each word it
// accepts (syntax.md part C), and `.long` lines for each dword of a word it
// rejects. GCN 1.0/1.1, which llvm-mc cannot disassemble, follow the same
// rules with the spellings llvm-mc's assembler uses on those generations.
//
// Deliberate differences from llvm-mc 14 (syntax.md C.4; README): odd
// SGPR/TTMP pairs print as the pair actually read, and pairs whose second
// register does not exist (s101 on GCN 1.2, ttmp11) are rejected; an SDWA
// selector of 7 is an invalid encoding (llvm-mc crashes); GCN 1.0/1.1 are
// supported at all.

import { GENERATIONS, type GenIndex } from '../isa/generations.js';
import { OPS, type OpInfo } from '../isa/instructions.js';
import { INLINE_FLOATS, sourceCodes, specialPairAt } from '../isa/operands.js';
import type { RawInstruction } from './decoder.js';
import { PieceArena, type Piece, type TextSink } from './sink.js';
import { SDWA_SEL_NAMES, SDWA_UNUSED_NAMES } from '../isa/sdwa.js';

const A = new PieceArena(1 << 18);
const p = (s: string): Piece => A.add(s);
/** Marks a table entry with no spelling: llvm-mc rejects the encoding. */
const NONE = -1;
/** Not built yet (heads are built on first use). */
const UNBUILT = -2;

const NL = 10;
const SEL = SDWA_SEL_NAMES;
const DST_SEL = SEL.map((s) => p(' dst_sel:' + s));
const SRC0_SEL = SEL.map((s) => p(' src0_sel:' + s));
// dst_unused 3 is printed as UNUSED_PAD by llvm-mc 14 (lossy).
const DST_UNUSED = [...SDWA_UNUSED_NAMES, SDWA_UNUSED_NAMES[0]].map((s) => p(' dst_unused:' + s));
const INVALID_IMM = p('/*invalid immediate*/');
const EMPTY = p('');
const SPACE = p(' ');
const COMMA = p(', ');
const CLAMP = p(' clamp');
const OMOD = [p(''), p(' mul:2'), p(' mul:4'), p(' div:2')];
const NEG_OPEN = p('neg(');
const SEXT_OPEN = p('sext(');
const LONG = p('.long ');
const BOUND_CTRL = p(' bound_ctrl:1');
// The DPP tables are built on first use: most runs print no DPP word, and 768
// pieces built at load were the largest start-up cost of `gcnkit disasm`.
/** ` CONTROL`, by DPP_CTRL value, as llvm-mc 14 prints it. */
let DPP_CTRL: readonly Piece[] | null = null;
/** ` row_mask:0xR bank_mask:0xB`, by (row << 4) | bank. */
let DPP_MASKS: readonly Piece[] | null = null;

function dppCtrlText(c: number): string {
  if (c <= 0xff) return `quad_perm:[${c & 3},${(c >> 2) & 3},${(c >> 4) & 3},${(c >> 6) & 3}]`;
  if (c >= 0x101 && c <= 0x10f) return `row_shl:${c & 15}`;
  if (c >= 0x111 && c <= 0x11f) return `row_shr:${c & 15}`;
  if (c >= 0x121 && c <= 0x12f) return `row_ror:${c & 15}`;
  switch (c) {
    case 0x130: return 'wave_shl:1';
    case 0x134: return 'wave_rol:1';
    case 0x138: return 'wave_shr:1';
    case 0x13c: return 'wave_ror:1';
    case 0x140: return 'row_mirror';
    case 0x141: return 'row_half_mirror';
    case 0x142: return 'row_bcast:15';
    case 0x143: return 'row_bcast:31';
    default: break;
  }
  // GFX10 / GFX90A controls that llvm-mc names while refusing them on GCN 1.2
  // (llvm-mc prints an empty control before the first comment).
  if (c >= 0x150 && c <= 0x15f) return ' /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */';
  if (c >= 0x160 && c <= 0x16f) return '/* row_xmask is not supported on ASICs earlier than GFX10 */';
  return '/* Invalid dpp_ctrl value */';
}

const FORM_E32 = 0;
const FORM_E64 = 1;
const FORM_SDWA = 2;
const FORM_DPP = 3;
const SUFFIX = ['_e32', '_e64', '_sdwa', '_dpp'];

interface Tables {
  readonly gi: GenIndex;
  /** `MNEMONIC VDST, ` by (form * OPS + op id) * 256 + VDST: UNBUILT, NONE or a piece. */
  readonly heads: Int32Array;
  /** Sources by code for 32-bit and f16 operands (literal and invalid codes: NONE). */
  readonly src32: Int32Array;
  /** Sources of u16/i16 operands: float constants print as their f16 bit patterns. */
  readonly src16i: Int32Array;
  readonly src64: Int32Array;
  /** Codes whose value is a number (a leading '-' would read as part of it). */
  readonly numeric: Uint8Array;
  /** Inline constants and the literal. */
  readonly constant: Uint8Array;
  /** Inline constants' 32-bit and 16-bit values, for literal folding. */
  readonly fold32: Map<number, Piece>;
  readonly fold16: Map<number, Piece>;
}

function buildTables(gi: GenIndex): Tables {
  const codes = sourceCodes(gi);
  const g = GENERATIONS[gi]!;
  const src32 = new Int32Array(512);
  const src16i = new Int32Array(512);
  const src64 = new Int32Array(512);
  const numeric = new Uint8Array(512);
  const constant = new Uint8Array(512);
  for (let c = 0; c < 512; c++) {
    const s = codes[c]!;
    const t = s.llvm;
    src32[c] = t === null ? NONE : p(t);
    src16i[c] = s.kind === 'float' ? p('0x' + INLINE_FLOATS[s.index]!.f16.toString(16)) : src32[c]!;
    if (s.kind === 'int' || s.kind === 'float') numeric[c] = 1;
    if (s.kind === 'int' || s.kind === 'float' || s.kind === 'literal') constant[c] = 1;
    let pair: string | null = null;
    switch (s.kind) {
      // An odd pair prints as the registers actually read (llvm-mc 14 rounds
      // down); one whose second register does not exist has no spelling.
      case 'sgpr': if (c + 1 < g.sgprCount) pair = `s[${c}:${c + 1}]`; break;
      case 'ttmp': if (s.index + 1 < 12) pair = `ttmp[${s.index}:${s.index + 1}]`; break;
      case 'vgpr': if (s.index < 255) pair = `v[${s.index}:${s.index + 1}]`; break;
      case 'special': pair = specialPairAt(gi, c); break;
      case 'int': case 'cond': case 'reserved': pair = t; break;
      case 'float': pair = INLINE_FLOATS[s.index]!.textF64; break;
      default: pair = null;
    }
    src64[c] = pair === null ? NONE : p(pair);
  }
  const fold32 = new Map<number, Piece>();
  const fold16 = new Map<number, Piece>();
  for (let v = -16; v <= 64; v++) fold32.set(v >>> 0, p(String(v)));
  for (const fl of INLINE_FLOATS) {
    if (fl.code === 248 && !g.inlineInv2Pi) continue;
    fold32.set(fl.f32 >>> 0, p(fl.text));
    fold16.set(fl.f16, p(fl.text));
  }
  return {
    gi,
    heads: new Int32Array(4 * OPS.length * 256).fill(UNBUILT),
    src32, src16i, src64, numeric, constant, fold32, fold16,
  };
}

// Built on first use, so a run for one generation pays only for that one.
const TABLES: (Tables | undefined)[] = [];

function tables(gi: GenIndex): Tables {
  return TABLES[gi] ??= buildTables(gi);
}

/** Whether the op has this form on the generation, in llvm-mc. */
function hasForm(o: OpInfo, gi: GenIndex, form: number): boolean {
  if (o.vop1[gi] === null || !o.llvm.known) return false;
  const g = GENERATIONS[gi]!;
  switch (form) {
    case FORM_E64: return o.llvm.e64;
    case FORM_SDWA: return o.llvm.sdwa && g.sdwa;
    case FORM_DPP: return o.llvm.dpp && g.dpp;
    default: return true;
  }
}

/** The head `MNEMONIC VDST, ` (or the bare mnemonic of an op without operands); NONE if invalid. */
function head(T: Tables, o: OpInfo, form: number, vdst: number): Piece {
  const k = (form * OPS.length + o.id) * 256 + vdst;
  const h = T.heads[k]!;
  if (h !== UNBUILT) return h;
  let piece: Piece = NONE;
  if (hasForm(o, T.gi, form)) {
    // v_nop, v_clrexcp and v_readfirstlane_b32 never carry a suffix.
    const bare = o.src === null || o.dst?.kind === 'sgpr';
    const name = p(bare ? o.name : o.name + SUFFIX[form]);
    const d = o.dst;
    let dst: Piece = NONE;
    if (d === null) dst = EMPTY;
    // llvm-mc prints the SDST field with its source-operand decoder.
    else if (d.kind === 'sgpr') dst = T.constant[vdst] === 1 ? INVALID_IMM : T.src32[vdst]!;
    else if (d.info.regs === 2) dst = vdst < 255 ? T.src64[256 + vdst]! : NONE;
    else dst = T.src32[256 + vdst]!;
    if (dst === EMPTY) piece = name;
    else if (dst !== NONE) piece = A.concat(name, SPACE, A.concat(dst, COMMA, EMPTY));
  }
  T.heads[k] = piece;
  return piece;
}

/**
 * Prints one instruction in the LLVM dialect, followed by a newline.
 * Returns false, printing nothing, when llvm-mc would reject the encoding
 * (see printLongs for what to print instead).
 */
export function printLlvm(r: RawInstruction, out: TextSink): boolean {
  out.reserve(400);
  const o = r.op;
  if (o === null || r.truncated) return false;
  const start = out.pos;
  const T = tables(r.gen);
  let ok: boolean;
  switch (r.encoding) {
    case 'vop1': ok = printE32(r, o, T, out); break;
    case 'vop3a': ok = printE64(r, o, T, out); break;
    case 'sdwa': ok = printSdwa(r, o, T, out); break;
    case 'dpp': ok = printDpp(r, o, T, out); break;
    default: ok = false;
  }
  if (!ok) {
    out.pos = start;
    return false;
  }
  out.byte(NL);
  return true;
}

/** printLlvm, falling back to `.long` lines for a rejected encoding. */
export function printLlvmLine(r: RawInstruction, out: TextSink): boolean {
  if (printLlvm(r, out)) return true;
  printLongs(r, out);
  return false;
}

/** One `.long 0x...` line per dword of the instruction. */
export function printLongs(r: RawInstruction, out: TextSink): void {
  const n = r.truncated ? 1 : r.size;
  for (let i = 0; i < n; i++) printLong(i === 0 ? r.w0 : r.w1, out);
}

/** A `.long 0x...` line for one dword. */
export function printLong(w: number, out: TextSink): void {
  out.reserve(24);
  out.put(A, LONG);
  out.hex(w, 8);
  out.byte(NL);
}

/** Source operand without modifiers; false if the encoding is invalid. */
function putSrc(r: RawInstruction, o: OpInfo, T: Tables, out: TextSink): boolean {
  const s = o.src!;
  const code = r.src0;
  if (T.constant[code] === 1 && (o.llvm.src === 'vgpr' || o.llvm.src === 'vgpr-or-lds')) {
    // Constants are not operands of these ops: llvm-mc's decoder marks them.
    out.put(A, INVALID_IMM);
    return true;
  }
  if (code === 255) {
    if (!r.hasLiteral) return false;
    putLiteral(r.literal, s.info.width, s.info.float, T, out);
    return true;
  }
  const info = s.info;
  const h = info.regs === 2 ? T.src64[code]! : info.width === 16 && !info.float ? T.src16i[code]! : T.src32[code]!;
  if (h === NONE) return false;
  out.put(A, h);
  return true;
}

function putLiteral(v: number, width: number, float: boolean, T: Tables, out: TextSink): void {
  if (width === 64) {
    if (v >= 0 && v <= 64) out.dec(v);
    else out.hex(v);
    return;
  }
  if (width === 16) {
    // Only the low half is the operand. Integers fold whatever the high
    // half holds; float patterns only on f16 operands with a zero high half.
    const lo = v & 0xffff;
    const sv = (lo << 16) >> 16;
    if (sv >= -16 && sv <= 64) { out.dec(sv); return; }
    const f = float && v >>> 16 === 0 ? T.fold16.get(lo) : undefined;
    if (f !== undefined) { out.put(A, f); return; }
    out.hex(lo);
    return;
  }
  const f = T.fold32.get(v >>> 0);
  if (f !== undefined) { out.put(A, f); return; }
  out.hex(v);
}

function printE32(r: RawInstruction, o: OpInfo, T: Tables, out: TextSink): boolean {
  if (o.src === null && r.vdst !== 0) return false;
  const h = head(T, o, FORM_E32, r.vdst);
  if (h === NONE) return false;
  out.put(A, h);
  return o.src === null || putSrc(r, o, T, out);
}

function printE64(r: RawInstruction, o: OpInfo, T: Tables, out: TextSink): boolean {
  if ((r.src1 | r.src2 | (r.abs & 6) | (r.neg & 6)) !== 0 || r.src0 === 255) return false;
  const L = o.llvm;
  if (!L.negAbs && ((r.abs | r.neg) & 1) !== 0) return false;
  if (r.clamp !== 0 && !L.clamp[r.gen]) return false;
  if (r.omod !== 0 && !L.omod) return false;
  if (o.src === null && (r.vdst | r.src0) !== 0) return false;
  const h = head(T, o, FORM_E64, r.vdst);
  if (h === NONE) return false;
  out.put(A, h);
  if (o.src === null) return true;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if ((neg | abs) === 0) {
    if (!putSrc(r, o, T, out)) return false;
  } else if (neg !== 0 && abs === 0 && T.numeric[r.src0] === 1) {
    // `-c` would read as another constant.
    out.put(A, NEG_OPEN);
    if (!putSrc(r, o, T, out)) return false;
    out.byte(41);
  } else {
    if (neg !== 0) out.byte(45);
    if (abs !== 0) out.byte(124);
    if (!putSrc(r, o, T, out)) return false;
    if (abs !== 0) out.byte(124);
  }
  if (r.clamp !== 0) out.put(A, CLAMP);
  out.put(A, OMOD[r.omod]!);
  return true;
}

function printSdwa(r: RawInstruction, o: OpInfo, T: Tables, out: TextSink): boolean {
  if (r.dstSel === 7 || r.src0Sel === 7) return false;
  // llvm-mc requires the source-1 fields of a VOP1 SDWA dword to be zero.
  if (r.src1Sel !== 0 || ((r.sext | r.neg | r.abs) & 2) !== 0) return false;
  // sext is for integer sources, neg/abs for float sources.
  if ((r.sext & 1) !== 0 && o.src !== null && o.src.info.float) return false;
  if (((r.neg | r.abs) & 1) !== 0 && !o.llvm.negAbs) return false;
  const h = head(T, o, FORM_SDWA, r.vdst);
  if (h === NONE) return false;
  out.put(A, h);
  if (o.src === null) return true;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  const sext = r.sext & 1;
  if (sext !== 0) out.put(A, SEXT_OPEN);
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.byte(124);
  out.put(A, T.src32[r.src0]!);
  if (abs !== 0) out.byte(124);
  if (sext !== 0) out.byte(41);
  if (r.clamp !== 0) out.put(A, CLAMP);
  out.put(A, DST_SEL[r.dstSel]!);
  out.put(A, DST_UNUSED[r.dstUnused]!);
  out.put(A, SRC0_SEL[r.src0Sel]!);
  return true;
}

function printDpp(r: RawInstruction, o: OpInfo, T: Tables, out: TextSink): boolean {
  if (((r.neg | r.abs) & 2) !== 0) return false;
  if (((r.neg | r.abs) & 1) !== 0 && !o.llvm.negAbs) return false;
  const h = head(T, o, FORM_DPP, r.vdst);
  if (h === NONE) return false;
  out.put(A, h);
  if (o.src === null) return true;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.byte(124);
  out.put(A, T.src32[r.src0]!);
  if (abs !== 0) out.byte(124);
  DPP_CTRL ??= Array.from({ length: 512 }, (_, c) => p(' ' + dppCtrlText(c)));
  DPP_MASKS ??= Array.from({ length: 256 }, (_, m) =>
    p(` row_mask:0x${(m >> 4).toString(16)} bank_mask:0x${(m & 15).toString(16)}`));
  out.put(A, DPP_CTRL[r.dppCtrl]!);
  out.put(A, DPP_MASKS[(r.rowMask << 4) | r.bankMask]!);
  if (r.boundCtrl !== 0) out.put(A, BOUND_CTRL);
  return true;
}
