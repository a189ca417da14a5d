// The LLVM dialect printer: the text llvm-mc 14 prints for each word it
// accepts (syntax.md part C), and `.long` lines for each dword of a word it
// rejects. GCN 1.0/1.1, which llvm-mc cannot disassemble, follow the same
// rules with the spellings llvm-mc's assembler uses on those generations.
//
// Deliberate differences from llvm-mc 14 (syntax.md C.4): odd SGPR/TTMP
// pairs print as the pair actually read; SDWA selector 7 is an invalid
// encoding (llvm-mc crashes); GCN 1.0/1.1 are supported at all.

import { GENERATIONS, type GenIndex } from '../isa/generations.js';
import { OPS, type OpInfo } from '../isa/instructions.js';
import { INLINE_FLOATS, SOURCE_CODES, specialPairAt } from '../isa/operands.js';
import type { RawInstruction } from './decoder.js';
import { ascii, type TextSink } from './sink.js';

const SEL = ['BYTE_0', 'BYTE_1', 'BYTE_2', 'BYTE_3', 'WORD_0', 'WORD_1', 'DWORD'];
// dst_unused 3 is printed as UNUSED_PAD by llvm-mc 14 (lossy).
const UNUSED = ['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE', 'UNUSED_PAD'];

type Piece = Uint8Array;
type MaybePiece = Piece | null;

interface Pieces {
  e32: MaybePiece[];
  e64: MaybePiece[];
  sdwa: MaybePiece[];
  dpp: MaybePiece[];
  vdst32: Piece[];
  vdst64: MaybePiece[];
  /** Sources by code, for 32-bit and f16 operands (literal and invalid codes: null). */
  src32: MaybePiece[];
  /** Sources of u16/i16 operands: float constants print as their f16 bit patterns. */
  src16i: MaybePiece[];
  src64: MaybePiece[];
  /** Codes whose value is a number (a leading '-' would read as part of it). */
  numeric: Uint8Array;
  /** Inline constants and the literal. */
  constant: Uint8Array;
  /** Inline constants' 32-bit and 16-bit values, for literal folding. */
  fold32: Map<number, Piece>;
  fold16: Map<number, Piece>;
}

function hex(v: number): string {
  return '0x' + (v >>> 0).toString(16);
}

function buildPieces(gi: GenIndex): Pieces {
  const codes = SOURCE_CODES[gi]!;
  const g = GENERATIONS[gi]!;
  const mn = (o: OpInfo, suffix: string): MaybePiece => {
    if (o.vop1[gi] === null || !o.llvm.known) return null;
    // v_nop, v_clrexcp and v_readfirstlane_b32 never carry a suffix.
    const bare = o.src === null || o.dst?.kind === 'sgpr';
    const name = bare ? o.name : o.name + suffix;
    return ascii(o.src === null ? name : name + ' ');
  };
  const src32: MaybePiece[] = [];
  const src16i: MaybePiece[] = [];
  const src64: MaybePiece[] = [];
  const numeric = new Uint8Array(512);
  const constant = new Uint8Array(512);
  for (let c = 0; c < 512; c++) {
    const s = codes[c]!;
    const t = s.llvm;
    src32.push(t === null ? null : ascii(t));
    if (s.kind === 'float') {
      const fl = INLINE_FLOATS[s.index]!;
      src16i.push(ascii(hex(fl.f16)));
      src64.push(ascii(fl.textF64));
    } else {
      src16i.push(t === null ? null : ascii(t));
      src64.push(null);
    }
    if (s.kind === 'int' || s.kind === 'float') numeric[c] = 1;
    if (s.kind === 'int' || s.kind === 'float' || s.kind === 'literal') constant[c] = 1;
    // 64-bit sources
    let p: string | null = null;
    switch (s.kind) {
      // An odd pair prints as the registers actually read (llvm-mc 14 rounds
      // down); one whose second register does not exist has no spelling.
      case 'sgpr': if (c + 1 < g.sgprCount) p = `s[${c}:${c + 1}]`; break;
      case 'ttmp': if (s.index + 1 < 12) p = `ttmp[${s.index}:${s.index + 1}]`; break;
      case 'vgpr': if (s.index < 255) p = `v[${s.index}:${s.index + 1}]`; break;
      case 'special': p = specialPairAt(gi, c); break;
      case 'int': case 'cond': p = t; break;
      case 'float': p = INLINE_FLOATS[s.index]!.textF64; break;
      case 'reserved': p = t; break;
      default: p = null;
    }
    src64[c] = p === null ? null : ascii(p);
  }
  const fold32 = new Map<number, Piece>();
  const fold16 = new Map<number, Piece>();
  for (let v = -16; v <= 64; v++) {
    fold32.set(v >>> 0, ascii(String(v)));
    fold16.set(v & 0xffff, ascii(String(v)));
  }
  for (const fl of INLINE_FLOATS) {
    if (fl.code === 248 && !g.inlineInv2Pi) continue;
    fold32.set(fl.f32 >>> 0, ascii(fl.text));
    fold16.set(fl.f16, ascii(fl.text));
  }
  return {
    e32: OPS.map((o) => mn(o, '_e32')),
    e64: OPS.map((o) => (o.llvm.e64 ? mn(o, '_e64') : null)),
    sdwa: OPS.map((o) => (o.llvm.sdwa && g.sdwa ? mn(o, '_sdwa') : null)),
    dpp: OPS.map((o) => (o.llvm.dpp && g.dpp ? mn(o, '_dpp') : null)),
    vdst32: Array.from({ length: 256 }, (_, n) => ascii(`v${n}`)),
    vdst64: Array.from({ length: 256 }, (_, n) => (n < 255 ? ascii(`v[${n}:${n + 1}]`) : null)),
    src32, src16i, src64, numeric, constant, fold32, fold16,
  };
}

const PIECES: readonly Pieces[] = GENERATIONS.map((g) => buildPieces(g.index));

const COMMA = ascii(', ');
const INVALID_IMM = ascii('/*invalid immediate*/');
const CLAMP = ascii(' clamp');
const OMOD = [ascii(''), ascii(' mul:2'), ascii(' mul:4'), ascii(' div:2')];
const SEL_P = SEL.map((s) => s);
const DST_SEL = SEL_P.map((s) => ascii(' dst_sel:' + s));
const DST_UNUSED = UNUSED.map((s) => ascii(' dst_unused:' + s));
const SRC0_SEL = SEL_P.map((s) => ascii(' src0_sel:' + s));
const LONG = ascii('.long ');
const NL = 10;

/** Text of each DPP_CTRL value, as llvm-mc 14 prints it. */
const DPP_CTRL: readonly Piece[] = Array.from({ length: 512 }, (_, c) => ascii(dppCtrlText(c)));

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
  // GFX10 / GFX90A controls that llvm-mc names while refusing them on GCN 1.2.
  if (c >= 0x150 && c <= 0x15f) return ' /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */';
  if (c >= 0x160 && c <= 0x16f) return '/* row_xmask is not supported on ASICs earlier than GFX10 */';
  return '/* Invalid dpp_ctrl value */';
}

/**
 * Prints one instruction in the LLVM dialect, followed by a newline.
 * Returns false, printing nothing, when llvm-mc would reject the encoding
 * (see printLongs for what to print instead).
 */
export function printLlvm(r: RawInstruction, out: TextSink): boolean {
  out.reserve(256);
  const start = out.pos;
  if (!printBody(r, out)) {
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
  out.put(LONG);
  out.hex(w, 8);
  out.byte(NL);
}

function printBody(r: RawInstruction, out: TextSink): boolean {
  const o = r.op;
  if (o === null || r.truncated) return false;
  const P = PIECES[r.gen]!;
  switch (r.encoding) {
    case 'vop1': return printE32(r, o, P, out);
    case 'vop3a': return printE64(r, o, P, out);
    case 'sdwa': return printSdwa(r, o, P, out);
    case 'dpp': return printDpp(r, o, P, out);
    default: return false;
  }
}

/** Destination operand; false if it has no valid spelling. */
function putDst(r: RawInstruction, o: OpInfo, P: Pieces, out: TextSink): boolean {
  const d = o.dst!;
  if (d.kind === 'sgpr') {
    // llvm-mc prints the SDST field with its source-operand decoder.
    const c = r.vdst;
    if (P.constant[c] === 1) out.put(INVALID_IMM);
    else {
      const p = P.src32[c];
      if (p === null || p === undefined) return false;
      out.put(p);
    }
  } else if (d.info.regs === 2) {
    const p = P.vdst64[r.vdst];
    if (p === null || p === undefined) return false;
    out.put(p);
  } else {
    out.put(P.vdst32[r.vdst]!);
  }
  out.put(COMMA);
  return true;
}

/** Source operand without modifiers; false if the encoding is invalid. */
function putSrc(r: RawInstruction, o: OpInfo, P: Pieces, out: TextSink): boolean {
  const s = o.src!;
  const code = r.src0;
  if (P.constant[code] === 1 && (o.llvm.src === 'vgpr' || o.llvm.src === 'vgpr-or-lds')) {
    // Constants are not operands of these ops: llvm-mc's decoder marks them.
    out.put(INVALID_IMM);
    return true;
  }
  if (code === 255) {
    if (!r.hasLiteral) return false;
    putLiteral(r.literal, s.info.width, s.info.float, P, out);
    return true;
  }
  let p: MaybePiece;
  if (s.info.regs === 2) p = P.src64[code]!;
  else if (s.info.width === 16 && !s.info.float) p = P.src16i[code]!;
  else p = P.src32[code]!;
  if (p === null) return false;
  out.put(p);
  return true;
}

function putLiteral(v: number, width: number, float: boolean, P: Pieces, out: TextSink): void {
  if (width === 64) {
    if (v >= 0 && v <= 64) out.dec(v);
    else out.hex(v);
    return;
  }
  if (width === 16) {
    // Only the low half is the operand. Integers fold whatever the high
    // half holds; float patterns only on f16 operands with a zero high half.
    const lo = v & 0xffff;
    if (isIntPiece(lo)) { out.dec((lo << 16) >> 16); return; }
    const f = float && v >>> 16 === 0 ? P.fold16.get(lo) : undefined;
    if (f !== undefined) { out.put(f); return; }
    out.hex(lo);
    return;
  }
  const f = P.fold32.get(v >>> 0);
  if (f !== undefined) { out.put(f); return; }
  out.hex(v);
}

function isIntPiece(lo16: number): boolean {
  const s = (lo16 << 16) >> 16;
  return s >= -16 && s <= 64;
}

function printE32(r: RawInstruction, o: OpInfo, P: Pieces, out: TextSink): boolean {
  const m = P.e32[o.id];
  if (m === null || m === undefined) return false;
  if (o.src === null) {
    if (r.vdst !== 0) return false;
    out.put(m);
    return true;
  }
  out.put(m);
  if (!putDst(r, o, P, out)) return false;
  return putSrc(r, o, P, out);
}

function printE64(r: RawInstruction, o: OpInfo, P: Pieces, out: TextSink): boolean {
  const m = P.e64[o.id];
  if (m === null || m === undefined) return false;
  if (r.src1 !== 0 || r.src2 !== 0 || (r.abs & 6) !== 0 || (r.neg & 6) !== 0) return false;
  if (r.src0 === 255) return false;
  const L = o.llvm;
  if (!L.negAbs && ((r.abs | r.neg) & 1) !== 0) return false;
  if (!L.clamp[r.gen] && r.clamp !== 0) return false;
  if (!L.omod && r.omod !== 0) return false;
  if (o.src === null) {
    if (r.vdst !== 0 || r.src0 !== 0) return false;
    out.put(m);
    return true;
  }
  out.put(m);
  if (!putDst(r, o, P, out)) return false;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if (neg !== 0) {
    if (abs === 0 && P.numeric[r.src0] === 1) {
      out.text('neg(');
      if (!putSrc(r, o, P, out)) return false;
      out.byte(41);
    } else {
      out.byte(45);
      if (abs !== 0) out.byte(124);
      if (!putSrc(r, o, P, out)) return false;
      if (abs !== 0) out.byte(124);
    }
  } else if (abs !== 0) {
    out.byte(124);
    if (!putSrc(r, o, P, out)) return false;
    out.byte(124);
  } else if (!putSrc(r, o, P, out)) {
    return false;
  }
  if (r.clamp !== 0) out.put(CLAMP);
  out.put(OMOD[r.omod]!);
  return true;
}

function printSdwa(r: RawInstruction, o: OpInfo, P: Pieces, out: TextSink): boolean {
  const m = P.sdwa[o.id];
  if (m === null || m === undefined) return false;
  if (r.dstSel === 7 || r.src0Sel === 7) return false;
  // llvm-mc requires the source-1 fields of a VOP1 SDWA dword to be zero.
  if (r.src1Sel !== 0 || (r.sext & 2) !== 0 || ((r.neg | r.abs) & 2) !== 0) return false;
  // sext is for integer sources, neg/abs for float sources.
  if ((r.sext & 1) !== 0 && o.src !== null && o.src.info.float) return false;
  if (((r.neg | r.abs) & 1) !== 0 && !o.llvm.negAbs) return false;
  if (o.src === null) {
    out.put(m);
    return true;
  }
  out.put(m);
  if (!putDst(r, o, P, out)) return false;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  const sext = r.sext & 1;
  if (sext !== 0) out.text('sext(');
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.byte(124);
  out.put(P.src32[r.src0]!);
  if (abs !== 0) out.byte(124);
  if (sext !== 0) out.byte(41);
  if (r.clamp !== 0) out.put(CLAMP);
  out.put(DST_SEL[r.dstSel]!);
  out.put(DST_UNUSED[r.dstUnused]!);
  out.put(SRC0_SEL[r.src0Sel]!);
  return true;
}

function printDpp(r: RawInstruction, o: OpInfo, P: Pieces, out: TextSink): boolean {
  const m = P.dpp[o.id];
  if (m === null || m === undefined) return false;
  if (((r.neg | r.abs) & 2) !== 0) return false;
  if (((r.neg | r.abs) & 1) !== 0 && !o.llvm.negAbs) return false;
  if (o.src === null) {
    out.put(m);
    return true;
  }
  out.put(m);
  if (!putDst(r, o, P, out)) return false;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.byte(124);
  out.put(P.src32[r.src0]!);
  if (abs !== 0) out.byte(124);
  out.byte(32);
  out.put(DPP_CTRL[r.dppCtrl]!);
  out.text(' row_mask:');
  out.hex(r.rowMask);
  out.text(' bank_mask:');
  out.hex(r.bankMask);
  if (r.boundCtrl !== 0) out.text(' bound_ctrl:1');
  return true;
}
