// The CLRX dialect printer: the text clrxdisasm 0.1.9 prints (syntax.md
// part B), with gcnkit's three changes (B.8) so that every line reassembles
// to the same words: a trailing ` sdwa` where nothing else marks an SDWA
// word, `abs:1`/`neg:1` for modifiers on constants, and ` raw:[...]` where
// CLRX's text loses bits.

import { GENERATIONS, type GenIndex } from '../isa/generations.js';
import { OPS, VOP1_BY_OPCODE, type OpInfo } from '../isa/instructions.js';
import { SOURCE_CODES, TTMP_COUNT } from '../isa/operands.js';
import type { RawInstruction } from './decoder.js';
import { ascii, type TextSink } from './sink.js';

type Piece = Uint8Array;

/** A printed operand and whether CLRX's assembler could read it back. */
interface Operand {
  readonly text: Piece;
  /** The text does not reassemble to this code: the line needs `raw:`. */
  readonly lossy: boolean;
}

interface Pieces {
  /** Mnemonic padded to 16 columns plus a space, by op id. */
  mnem: (Piece | null)[];
  /** The same mnemonic padded, without the trailing space (fields follow with a leading space). */
  padded: (Piece | null)[];
  vop1Ill: Piece[];
  vop3Ill: Piece[];
  vdst32: Operand[];
  vdst64: Operand[];
  /** Scalar destination of v_readfirstlane_b32, by code 0..255. */
  sdst: Operand[];
  src32: Operand[];
  src64: Operand[];
  /** Inline integer and float constants: modifiers on them print as abs:1 / neg:1. */
  numeric: Uint8Array;
}

const SEL = ['byte0', 'byte1', 'byte2', 'byte3', 'word0', 'word1', 'dword', 'invalid'];
const UNUSED = ['pad', 'sext', 'preserve', 'invalid'];
/** Width of the mnemonic column minus the separating space. */
const P_PAD_LEN = 15;
const SEL_DWORD = 6;
const UNUSED_PAD = 0;

function pad16(name: string): string {
  return name.length >= 16 ? name + ' ' : name.padEnd(16, ' ');
}

function op(text: string, lossy = false): Operand {
  return { text: ascii(text), lossy };
}

/** How CLRX prints a 64-bit source at `code`, and whether clrxasm accepts it back. */
function pair64(gi: GenIndex, code: number): Operand {
  const g = GENERATIONS[gi]!;
  const s = SOURCE_CODES[gi]![code]!;
  switch (s.kind) {
    case 'sgpr': {
      const n = s.index;
      // clrxasm refuses a pair that crosses a group of four, or runs past the SGPRs.
      const lossy = (n & 3) === 3 || n + 1 >= g.sgprCount;
      return op(`s[${n}:${n + 1}]`, lossy);
    }
    case 'ttmp':
      return op(`ttmp[${s.index}:${s.index + 1}]`, s.index + 1 >= TTMP_COUNT);
    case 'vgpr':
      return s.index === 255 ? op('v[255:0]', true) : op(`v[${s.index}:${s.index + 1}]`);
    case 'special': {
      const sp = s.special!;
      if (sp.half === 'lo') return op(sp.base);
      if (sp.half === 'hi') return op(`${sp.base}_u!`, true);
      return op('m0&ill!', true); // m0 has no 64-bit form
    }
    default:
      return op(s.clrx);
  }
}

function buildPieces(gi: GenIndex): Pieces {
  const codes = SOURCE_CODES[gi]!;
  const g = GENERATIONS[gi]!;
  const known = (o: OpInfo) => o.vop1[gi] !== null;
  const numeric = new Uint8Array(512);
  for (let c = 0; c < 512; c++) {
    const k = codes[c]!.kind;
    if (k === 'int' || k === 'float') numeric[c] = 1;
  }
  return {
    mnem: OPS.map((o) => (known(o) ? ascii(pad16(o.name)) : null)),
    padded: OPS.map((o) => (known(o) ? ascii(o.name.padEnd(P_PAD_LEN, ' ')) : null)),
    vop1Ill: Array.from({ length: 256 }, (_, n) => ascii(pad16(`VOP1_ill_${n}`))),
    vop3Ill: Array.from({ length: 1024 }, (_, n) => ascii(pad16(`VOP3A_ill_${n}`))),
    vdst32: Array.from({ length: 256 }, (_, n) => op(`v${n}`)),
    vdst64: Array.from({ length: 256 }, (_, n) => (n === 255 ? op('v[255:0]', true) : op(`v[${n}:${n + 1}]`))),
    sdst: Array.from({ length: 256 }, (_, c) => {
      const s = codes[c]!;
      // Codes that are no destination print as CLRX prints sources; clrxasm cannot read them back.
      if (s.sdst) return op(s.clrx);
      return op(s.kind === 'literal' ? '0x0' : s.clrx, true);
    }),
    src32: Array.from({ length: 512 }, (_, c) => op(codes[c]!.clrx)),
    src64: Array.from({ length: 512 }, (_, c) => pair64(g.index, c)),
    numeric,
  };
}

const PIECES: readonly Pieces[] = GENERATIONS.map((g) => buildPieces(g.index));

const COMMA = ascii(', ');
const NL = 10;
const OMOD = [ascii(''), ascii(' mul:2'), ascii(' mul:4'), ascii(' div:2')];
const DST_SEL = SEL.map((s) => ascii(' dst_sel:' + s));
const DST_UNUSED = UNUSED.map((s) => ascii(' dst_unused:' + s));
const SRC0_SEL = SEL.map((s) => ascii(' src0_sel:' + s));
const LITERAL_ZERO = ascii('0x0');

/** DPP_CTRL as CLRX spells it; 0x100 prints nothing (clrxdisasm's behaviour, lossy). */
const DPP_CTRL: readonly Piece[] = Array.from({ length: 512 }, (_, c) => ascii(dppCtrlText(c)));

function dppCtrlText(c: number): string {
  if (c <= 0xff) return ` quad_perm:[${c & 3},${(c >> 2) & 3},${(c >> 4) & 3},${(c >> 6) & 3}]`;
  if (c === 0x100) return '';
  if (c > 0x100 && c <= 0x10f) return ` row_shl:${c & 15}`;
  if (c >= 0x111 && c <= 0x11f) return ` row_shr:${c & 15}`;
  if (c >= 0x121 && c <= 0x12f) return ` row_ror:${c & 15}`;
  switch (c) {
    case 0x130: return ' wave_shl';
    case 0x134: return ' wave_rol';
    case 0x138: return ' wave_shr';
    case 0x13c: return ' wave_ror';
    case 0x140: return ' row_mirror';
    case 0x141: return ' row_half_mirror';
    case 0x142: return ' row_bcast15';
    case 0x143: return ' row_bcast31';
    default: return ` dppctrl:0x${c.toString(16)}`;
  }
}

/** Options of the CLRX printer. */
export interface ClrxPrintOptions {
  /** Never append `raw:[...]` (print clrxdisasm's text alone, even where it loses bits). */
  readonly noRaw?: boolean;
}

/**
 * Prints one instruction in the CLRX dialect followed by a newline. Never
 * fails: every word has a CLRX spelling. Returns true if the line carries
 * `raw:` (the plain CLRX text would not reassemble to the same words).
 */
export function printClrx(r: RawInstruction, out: TextSink, opts?: ClrxPrintOptions): boolean {
  out.reserve(320);
  const P = PIECES[r.gen]!;
  let lossy: boolean;
  if (r.truncated) {
    printData(r, out);
    out.byte(NL);
    return false;
  }
  switch (r.encoding) {
    case 'vop1': lossy = printVop1(r, P, out); break;
    case 'vop3a': lossy = printVop3(r, P, out); break;
    case 'sdwa': lossy = printSdwa(r, P, out); break;
    case 'dpp': lossy = printDpp(r, P, out); break;
    default: lossy = printData(r, out); break;
  }
  if (lossy && opts?.noRaw !== true && r.encoding !== 'unknown') putRaw(r, out);
  out.byte(NL);
  return lossy;
}

function putRaw(r: RawInstruction, out: TextSink): void {
  out.text(' raw:[');
  out.hex(r.w0, 8);
  if (r.size > 1) {
    out.byte(44);
    out.hex(r.w1, 8);
  }
  out.byte(93);
}

/** A word outside gcnkit's encodings (or a truncated instruction): a data directive. */
function printData(r: RawInstruction, out: TextSink): boolean {
  out.text('.int ');
  out.hex(r.w0, 8);
  if (r.size > 1 && !r.truncated) {
    out.put(COMMA);
    out.hex(r.w1, 8);
  }
  return false;
}

function putLiteral(v: number, out: TextSink): void {
  const s = v | 0;
  if (s >= -16 && s <= 64) {
    out.text('lit(');
    out.dec(s);
    out.byte(41);
  } else {
    out.hex(v);
  }
}

/** A 32- or 64-bit source by code. Returns true if the text is lossy. */
function putSource(r: RawInstruction, code: number, wide: boolean, literalOk: boolean, P: Pieces, out: TextSink): boolean {
  if (code === 255) {
    if (literalOk && r.hasLiteral) { putLiteral(r.literal, out); return false; }
    out.put(LITERAL_ZERO); // VOP3 has no literal: clrxdisasm prints 0x0
    return true;
  }
  const o = wide ? P.src64[code]! : P.src32[code]!;
  out.put(o.text);
  return o.lossy;
}

function printVop1(r: RawInstruction, P: Pieces, out: TextSink): boolean {
  const o = r.op;
  if (o === null) {
    out.put(P.vop1Ill[r.opcode]!);
    out.put(P.vdst32[r.vdst]!.text);
    out.put(COMMA);
    putSource(r, r.src0, false, true, P, out);
    return false;
  }
  if (o.src === null) {
    const head = putPaddedName(o, P, out);
    if (r.vdst !== 0) { out.text(' vdst='); out.hex(r.vdst); }
    if (r.src0 !== 0) { out.text(' src0='); out.hex(r.src0); }
    trimBare(head, o, out);
    return r.size > 1; // the literal dword CLRX reads is not shown
  }
  out.put(P.mnem[o.id]!);
  let lossy = putDst(r, o, P, out);
  out.put(COMMA);
  lossy = putSource(r, r.src0, o.src.info.regs === 2, true, P, out) || lossy;
  return lossy;
}

function putDst(r: RawInstruction, o: OpInfo, P: Pieces, out: TextSink): boolean {
  const d = o.dst!;
  const x = d.kind === 'sgpr' ? P.sdst[r.vdst]! : d.info.regs === 2 ? P.vdst64[r.vdst]! : P.vdst32[r.vdst]!;
  out.put(x.text);
  return x.lossy;
}

/** SRC0 with inline modifiers (registers) or bare (constants, see putConstMods). */
function putModSource(r: RawInstruction, code: number, wide: boolean, abs: number, neg: number, P: Pieces,
  out: TextSink): boolean {
  if (P.numeric[code] === 1 || code === 255) return putSource(r, code, wide, false, P, out);
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.text('abs(');
  const lossy = putSource(r, code, wide, false, P, out);
  if (abs !== 0) out.byte(41);
  return lossy;
}

/** ABS/NEG bits that sit on constant sources, as parametrised modifiers. */
function putConstMods(absBits: number, negBits: number, out: TextSink): void {
  if (absBits !== 0) { out.text(' abs:'); out.dec(absBits); }
  if (negBits !== 0) { out.text(' neg:'); out.dec(negBits); }
}

function printVop3(r: RawInstruction, P: Pieces, out: TextSink): boolean {
  const o = r.op;
  let lossy = r.reserved !== 0;
  if (o === null) {
    // Undefined opcode: three generic 32-bit sources with their modifiers inline.
    out.put(P.vop3Ill[r.opcode]!);
    out.put(P.vdst32[r.vdst]!.text);
    let cAbs = 0;
    let cNeg = 0;
    const srcs = [r.src0, r.src1, r.src2];
    for (let i = 0; i < 3; i++) {
      const c = srcs[i]!;
      const a = (r.abs >> i) & 1;
      const n = (r.neg >> i) & 1;
      out.put(COMMA);
      if (P.numeric[c] === 1 || c === 255) { cAbs |= a << i; cNeg |= n << i; }
      lossy = putModSource(r, c, false, a, n, P, out) || lossy;
    }
    putConstMods(cAbs, cNeg, out);
    out.put(OMOD[r.omod]!);
    if (r.clamp !== 0) out.text(' clamp');
    return lossy;
  }
  const modsSet = r.abs !== 0 || r.neg !== 0 || r.clamp !== 0 || r.omod !== 0 || r.src1 !== 0 || r.src2 !== 0;
  if (o.src === null) {
    const head = putPaddedName(o, P, out);
    out.put(OMOD[r.omod]!);
    if (r.clamp !== 0) out.text(' clamp');
    if (r.vdst !== 0) { out.text(' dst='); out.hex(r.vdst); }
    if (r.src0 !== 0) { out.text(' src0='); out.hex(r.src0); }
    if ((r.abs & 1) !== 0) out.text(' abs0');
    if ((r.neg & 1) !== 0) out.text(' neg0');
    putExtraSources(r, out);
    if (!modsSet) out.text(' vop3');
    return lossy;
  }
  out.put(P.mnem[o.id]!);
  lossy = putDst(r, o, P, out) || lossy;
  out.put(COMMA);
  const a = r.abs & 1;
  const n = r.neg & 1;
  lossy = putModSource(r, r.src0, o.src.info.regs === 2, a, n, P, out) || lossy;
  if (P.numeric[r.src0] === 1) putConstMods(a, n, out);
  out.put(OMOD[r.omod]!);
  if (r.clamp !== 0) out.text(' clamp');
  putExtraSources(r, out);
  if (!modsSet) out.text(' vop3');
  return lossy;
}

/** Non-canonical SRC1/SRC2 fields and their modifier bits. */
function putExtraSources(r: RawInstruction, out: TextSink): void {
  if (r.src1 !== 0) { out.text(' vsrc1='); out.hex(r.src1); }
  if ((r.abs & 2) !== 0) out.text(' abs1');
  if ((r.neg & 2) !== 0) out.text(' neg1');
  if (r.src2 !== 0) { out.text(' vsrc2='); out.hex(r.src2); }
  if ((r.abs & 4) !== 0) out.text(' abs2');
  if ((r.neg & 4) !== 0) out.text(' neg2');
}

/** The name of an op without operands, padded as if fields follow; see trimBare. */
function putPaddedName(o: OpInfo, P: Pieces, out: TextSink): number {
  const at = out.pos;
  out.put(P.padded[o.id]!);
  return at;
}

/** Drops the padding again when nothing followed the name. */
function trimBare(at: number, o: OpInfo, out: TextSink): void {
  if (out.pos === at + P_PAD_LEN) out.pos = at + o.name.length;
}


function putExtHead(r: RawInstruction, o: OpInfo | null, P: Pieces, out: TextSink): boolean {
  if (o === null) {
    out.put(P.vop1Ill[r.opcode]!);
    out.put(P.vdst32[r.vdst]!.text);
    return false;
  }
  out.put(P.mnem[o.id]!);
  return putDst(r, o, P, out);
}

function printSdwa(r: RawInstruction, P: Pieces, out: TextSink): boolean {
  const o = r.op;
  // The SDWA dword's src1_sel and reserved bits have no CLRX spelling.
  let lossy = r.reserved !== 0 || r.src1Sel !== 0;
  if (o !== null && o.src === null) {
    const head = putPaddedName(o, P, out);
    if (r.vdst !== 0) { out.text(' vdst='); out.hex(r.vdst); }
    out.text(' src0=');
    out.hex(r.src0Field);
    putSdwaOptions(r, out, false); // no source: CLRX shows no src0_sel
    if ((r.sext & 1) !== 0) out.text(' sext0');
    if ((r.neg & 1) !== 0) out.text(' neg0');
    if ((r.abs & 1) !== 0) out.text(' abs0');
    putSdwaSrc1(r, out);
    return true; // the dword's SRC0 byte is not shown
  }
  lossy = putExtHead(r, o, P, out) || lossy;
  if (o !== null && o.dst?.kind === 'sgpr') lossy = true; // clrxdisasm drops the SDWA dword here
  out.put(COMMA);
  const sext = r.sext & 1;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if (sext !== 0) out.text('sext(');
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.text('abs(');
  const wide = o !== null && o.src!.info.regs === 2;
  lossy = putSource(r, r.src0, wide, false, P, out) || lossy;
  if (abs !== 0) out.byte(41);
  if (sext !== 0) out.byte(41);
  const marked = putSdwaOptions(r, out, true) || sext !== 0;
  putSdwaSrc1(r, out);
  if (!marked) out.text(' sdwa');
  return lossy;
}

/** clamp and the non-default selects; returns true if a select was printed. */
function putSdwaOptions(r: RawInstruction, out: TextSink, withSrc: boolean): boolean {
  if (r.clamp !== 0) out.text(' clamp');
  let any = false;
  if (r.dstSel !== SEL_DWORD) { out.put(DST_SEL[r.dstSel]!); any = true; }
  if (r.dstUnused !== UNUSED_PAD) { out.put(DST_UNUSED[r.dstUnused]!); any = true; }
  if (withSrc && r.src0Sel !== SEL_DWORD) { out.put(SRC0_SEL[r.src0Sel]!); any = true; }
  return any;
}

function putSdwaSrc1(r: RawInstruction, out: TextSink): void {
  if ((r.sext & 2) !== 0) out.text(' sext1');
  if ((r.neg & 2) !== 0) out.text(' neg1');
  if ((r.abs & 2) !== 0) out.text(' abs1');
}

function printDpp(r: RawInstruction, P: Pieces, out: TextSink): boolean {
  const o = r.op;
  let lossy = r.reserved !== 0 || r.dppCtrl === 0x100;
  if (o !== null && o.src === null) {
    const head = putPaddedName(o, P, out);
    if (r.vdst !== 0) { out.text(' vdst='); out.hex(r.vdst); }
    out.text(' src0=');
    out.hex(r.src0Field);
    putDppOptions(r, out);
    if ((r.neg & 1) !== 0) out.text(' neg0');
    if ((r.abs & 1) !== 0) out.text(' abs0');
    putDppSrc1(r, out);
    return true;
  }
  lossy = putExtHead(r, o, P, out) || lossy;
  if (o !== null && o.dst?.kind === 'sgpr') lossy = true;
  out.put(COMMA);
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.text('abs(');
  const wide = o !== null && o.src!.info.regs === 2;
  lossy = putSource(r, r.src0, wide, false, P, out) || lossy;
  if (abs !== 0) out.byte(41);
  putDppOptions(r, out);
  putDppSrc1(r, out);
  return lossy;
}

function putDppOptions(r: RawInstruction, out: TextSink): void {
  out.put(DPP_CTRL[r.dppCtrl]!);
  if (r.boundCtrl !== 0) out.text(' bound_ctrl');
  out.text(' bank_mask:');
  out.dec(r.bankMask);
  out.text(' row_mask:');
  out.dec(r.rowMask);
}

function putDppSrc1(r: RawInstruction, out: TextSink): void {
  if ((r.neg & 2) !== 0) out.text(' neg1');
  if ((r.abs & 2) !== 0) out.text(' abs1');
}

/** The op (or null) that a VOP1 opcode names, for callers that print headers or docs. */
export function clrxOpAt(gen: GenIndex, opcode: number): OpInfo | null {
  return VOP1_BY_OPCODE[gen]![opcode] ?? null;
}
