// The CLRX dialect printer: the text clrxdisasm 0.1.9 prints (syntax.md
// part B), with gcnkit's three changes (B.8) so that every line reassembles
// to the same words: a trailing ` sdwa` where nothing else marks an SDWA
// word, `abs:1`/`neg:1` for modifiers on constants, and ` raw:[...]` where
// CLRX's text loses bits.
//
// Every fixed piece of text lives in one arena; per generation, tables map
// opcodes and operand codes to pieces, and `MNEMONIC VDST, ` heads are built
// on first use. A line is a few piece copies.

import { GENERATIONS, type GenIndex } from '../isa/generations.js';
import { OPS, type OpInfo } from '../isa/instructions.js';
import { sourceCodes, TTMP_COUNT } from '../isa/operands.js';
import type { RawInstruction } from './decoder.js';
import { PieceArena, type Piece, type TextSink } from './sink.js';

const A = new PieceArena(1 << 18);
const p = (s: string): Piece => A.add(s);

/** Width of the mnemonic column, the separating space included. */
const MNEMONIC_COLUMNS = 16;
const SEL_DWORD = 6;
const UNUSED_PAD = 0;
const NL = 10;

const COMMA = p(', ');
const OMOD = [p(''), p(' mul:2'), p(' mul:4'), p(' div:2')];
const CLAMP = p(' clamp');
const VOP3 = p(' vop3');
const SDWA_TAIL = p(' sdwa');
const BOUND_CTRL = p(' bound_ctrl');
const LITERAL_ZERO = p('0x0');
const DST_SEL = ['byte0', 'byte1', 'byte2', 'byte3', 'word0', 'word1', 'dword', 'invalid'].map((s) => p(' dst_sel:' + s));
const SRC0_SEL = ['byte0', 'byte1', 'byte2', 'byte3', 'word0', 'word1', 'dword', 'invalid'].map((s) => p(' src0_sel:' + s));
const DST_UNUSED = ['pad', 'sext', 'preserve', 'invalid'].map((s) => p(' dst_unused:' + s));
// The DPP tables are built on first use: most runs print no DPP word, and 768
// pieces built at load were the largest start-up cost of `gcnkit disasm`.
/** DPP_CTRL as CLRX spells it; 0x100 prints nothing (clrxdisasm's behaviour, lossy). */
let DPP_CTRL: readonly Piece[] | null = null;
/** ` bank_mask:B row_mask:R`, by (bank << 4) | row. */
let DPP_MASKS: readonly Piece[] | null = null;

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

function padName(name: string): string {
  return name.length >= MNEMONIC_COLUMNS ? name + ' ' : name.padEnd(MNEMONIC_COLUMNS, ' ');
}

/** Per-generation tables of pieces. `*Lossy` flags mark text that clrxasm cannot read back. */
interface Tables {
  readonly gi: GenIndex;
  /** `MNEMONIC VDST, ` by op id * 256 + VDST; -1 until first used. */
  readonly heads: Int32Array;
  readonly headLossy: Uint8Array;
  /** `VOP1_ill_N VDST, ` and `VOP3A_ill_N VDST` heads by opcode * 256 + VDST. */
  readonly illHeads: Int32Array;
  /** The name of an op without operands, padded as if fields follow (see trimBare). */
  readonly padded: Int32Array;
  /** Mnemonics padded to the operand column, by op id. */
  readonly mnem: Int32Array;
  /** VGPR destinations: `vN` and `v[N:N+1]` (`v[255:0]` for 255, as clrxdisasm prints it). */
  readonly vdst32: Int32Array;
  readonly vdst64: Int32Array;
  readonly src32: Int32Array;
  readonly src64: Int32Array;
  readonly src64Lossy: Uint8Array;
  /** Inline integer and float constants: modifiers on them print as abs:1 / neg:1. */
  readonly numeric: Uint8Array;
}

/** How CLRX prints a 64-bit source at `code`, and whether clrxasm accepts it back. */
function pair64(gi: GenIndex, code: number): [string, boolean] {
  const g = GENERATIONS[gi]!;
  const s = sourceCodes(gi)[code]!;
  switch (s.kind) {
    case 'sgpr': {
      const n = s.index;
      // clrxasm refuses a pair that crosses a group of four, or runs past the SGPRs.
      return [`s[${n}:${n + 1}]`, (n & 3) === 3 || n + 1 >= g.sgprCount];
    }
    case 'ttmp':
      return [`ttmp[${s.index}:${s.index + 1}]`, s.index + 1 >= TTMP_COUNT];
    case 'vgpr':
      return s.index === 255 ? ['v[255:0]', true] : [`v[${s.index}:${s.index + 1}]`, false];
    case 'special': {
      const sp = s.special!;
      if (sp.half === 'lo') return [sp.base, false];
      if (sp.half === 'hi') return [`${sp.base}_u!`, true];
      return ['m0&ill!', true]; // m0 has no 64-bit form
    }
    default:
      return [s.clrx, false];
  }
}

function buildTables(gi: GenIndex): Tables {
  const codes = sourceCodes(gi);
  const src32 = new Int32Array(512);
  const src64 = new Int32Array(512);
  const src64Lossy = new Uint8Array(512);
  const numeric = new Uint8Array(512);
  for (let c = 0; c < 512; c++) {
    const s = codes[c]!;
    src32[c] = p(s.clrx);
    const [t, lossy] = pair64(gi, c);
    src64[c] = p(t);
    src64Lossy[c] = lossy ? 1 : 0;
    if (s.kind === 'int' || s.kind === 'float') numeric[c] = 1;
  }
  return {
    gi,
    heads: new Int32Array(OPS.length * 256).fill(-1),
    headLossy: new Uint8Array(OPS.length * 256),
    illHeads: new Int32Array(1024 * 256).fill(-1),
    padded: Int32Array.from(OPS, (o) => p(o.name.padEnd(MNEMONIC_COLUMNS - 1, ' '))),
    mnem: Int32Array.from(OPS, (o) => p(padName(o.name))),
    vdst32: Int32Array.from({ length: 256 }, (_, n) => p(`v${n}`)),
    vdst64: Int32Array.from({ length: 256 }, (_, n) => p(n === 255 ? 'v[255:0]' : `v[${n}:${n + 1}]`)),
    src32, src64, src64Lossy, numeric,
  };
}

// Built on first use, so a run for one generation pays only for that one.
const TABLES: (Tables | undefined)[] = [];

function tables(gi: GenIndex): Tables {
  return TABLES[gi] ??= buildTables(gi);
}

/** The `MNEMONIC VDST, ` head of a known op with operands (built on first use). */
function head(T: Tables, o: OpInfo, vdst: number): number {
  const k = o.id * 256 + vdst;
  if (T.heads[k]! >= 0) return k;
  const d = o.dst!;
  let dst: Piece;
  let lossy = false;
  if (d.kind === 'sgpr') {
    // Codes that are no destination print as CLRX prints sources; clrxasm cannot read them back.
    const s = sourceCodes(T.gi)[vdst]!;
    dst = s.kind === 'literal' ? LITERAL_ZERO : T.src32[vdst]!;
    lossy = !s.sdst;
  } else if (d.info.regs === 2) {
    dst = T.vdst64[vdst]!;
    lossy = vdst === 255;
  } else {
    dst = T.vdst32[vdst]!;
  }
  T.heads[k] = A.concat(T.mnem[o.id]!, dst, COMMA);
  T.headLossy[k] = lossy ? 1 : 0;
  return k;
}

/** The head of an undefined opcode: VOP1_ill_N / VOP3A_ill_N with a 32-bit VDST. */
function illHead(T: Tables, vop3: boolean, opcode: number, vdst: number): Piece {
  const k = opcode * 256 + vdst;
  let h = T.illHeads[k]!;
  if (h < 0) {
    h = A.addUnique(padName(`${vop3 ? 'VOP3A' : 'VOP1'}_ill_${opcode}`) + `v${vdst}` + (vop3 ? '' : ', '));
    T.illHeads[k] = h;
  }
  return h;
}

/** Options of the CLRX printer. */
export interface ClrxPrintOptions {
  /** Never append `raw:[...]` (print clrxdisasm's text alone, even where it loses bits). */
  readonly noRaw?: boolean;
}

/**
 * Prints one instruction in the CLRX dialect followed by a newline. Never
 * fails: every word has a CLRX spelling. Returns true if clrxdisasm's text
 * alone would not reassemble to the same words (the line then ends in
 * `raw:[...]` unless `noRaw` is set).
 */
export function printClrx(r: RawInstruction, out: TextSink, opts?: ClrxPrintOptions): boolean {
  out.reserve(400);
  const T = tables(r.gen);
  let lossy: boolean;
  if (r.truncated) {
    printData(r, out);
    out.byte(NL);
    return false;
  }
  switch (r.encoding) {
    case 'vop1': lossy = printVop1(r, T, out); break;
    case 'vop3a': lossy = printVop3(r, T, out); break;
    case 'sdwa': lossy = printSdwa(r, T, out); break;
    case 'dpp': lossy = printDpp(r, T, out); break;
    default: printData(r, out); out.byte(NL); return false;
  }
  if (lossy && (opts === undefined || opts.noRaw !== true)) putRaw(r, out);
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
function printData(r: RawInstruction, out: TextSink): void {
  out.text('.int ');
  out.hex(r.w0, 8);
  if (r.size > 1 && !r.truncated) {
    out.text(', ');
    out.hex(r.w1, 8);
  }
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
function putSource(r: RawInstruction, code: number, wide: boolean, literalOk: boolean, T: Tables, out: TextSink): boolean {
  if (code === 255) {
    if (literalOk && r.hasLiteral) { putLiteral(r.literal, out); return false; }
    out.put(A, LITERAL_ZERO); // VOP3 has no literal: clrxdisasm prints 0x0
    return true;
  }
  if (wide) {
    out.put(A, T.src64[code]!);
    return T.src64Lossy[code] === 1;
  }
  out.put(A, T.src32[code]!);
  return false;
}

function printVop1(r: RawInstruction, T: Tables, out: TextSink): boolean {
  const o = r.op;
  if (o === null) {
    out.put(A, illHead(T, false, r.opcode, r.vdst));
    putSource(r, r.src0, false, true, T, out);
    return false;
  }
  if (o.src === null) {
    const at = out.pos;
    out.put(A, T.padded[o.id]!);
    if (r.vdst !== 0) { out.text(' vdst='); out.hex(r.vdst); }
    if (r.src0 !== 0) { out.text(' src0='); out.hex(r.src0); }
    trimBare(at, o, out);
    return r.size > 1; // the literal dword CLRX reads is not shown
  }
  const k = head(T, o, r.vdst);
  out.put(A, T.heads[k]!);
  return putSource(r, r.src0, o.src.info.regs === 2, true, T, out) || T.headLossy[k] === 1;
}

/** Drops the padding again when nothing followed the name. */
function trimBare(at: number, o: OpInfo, out: TextSink): void {
  if (out.pos === at + MNEMONIC_COLUMNS - 1) out.pos = at + o.name.length;
}

/** SRC0 with inline modifiers (registers) or bare (constants, see putConstMods). */
function putModSource(r: RawInstruction, code: number, wide: boolean, abs: number, neg: number, T: Tables,
  out: TextSink): boolean {
  if (T.numeric[code] === 1 || code === 255) return putSource(r, code, wide, false, T, out);
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.text('abs(');
  const lossy = putSource(r, code, wide, false, T, out);
  if (abs !== 0) out.byte(41);
  return lossy;
}

/** ABS/NEG bits that sit on constant sources, as parametrised modifiers. */
function putConstMods(absBits: number, negBits: number, out: TextSink): void {
  if (absBits !== 0) { out.text(' abs:'); out.dec(absBits); }
  if (negBits !== 0) { out.text(' neg:'); out.dec(negBits); }
}

function printVop3(r: RawInstruction, T: Tables, out: TextSink): boolean {
  const o = r.op;
  let lossy = r.reserved !== 0;
  if (o === null) return printVop3Ill(r, T, out) || lossy;
  const modsSet = (r.abs | r.neg | r.clamp | r.omod | r.src1 | r.src2) !== 0;
  if (o.src === null) {
    out.put(A, T.padded[o.id]!);
    out.put(A, OMOD[r.omod]!);
    if (r.clamp !== 0) out.put(A, CLAMP);
    if (r.vdst !== 0) { out.text(' dst='); out.hex(r.vdst); }
    if (r.src0 !== 0) { out.text(' src0='); out.hex(r.src0); }
    if ((r.abs & 1) !== 0) out.text(' abs0');
    if ((r.neg & 1) !== 0) out.text(' neg0');
    putExtraSources(r, out);
    if (!modsSet) out.put(A, VOP3);
    return lossy;
  }
  const k = head(T, o, r.vdst);
  out.put(A, T.heads[k]!);
  if (T.headLossy[k] === 1) lossy = true;
  const a = r.abs & 1;
  const n = r.neg & 1;
  if ((a | n) === 0) lossy = putSource(r, r.src0, o.src.info.regs === 2, false, T, out) || lossy;
  else {
    lossy = putModSource(r, r.src0, o.src.info.regs === 2, a, n, T, out) || lossy;
    if (T.numeric[r.src0] === 1) putConstMods(a, n, out);
  }
  out.put(A, OMOD[r.omod]!);
  if (r.clamp !== 0) out.put(A, CLAMP);
  if ((r.src1 | r.src2 | (r.abs & 6) | (r.neg & 6)) !== 0) putExtraSources(r, out);
  if (!modsSet) out.put(A, VOP3);
  return lossy;
}

/** Undefined VOP3 opcode: three generic 32-bit sources with their modifiers inline. */
function printVop3Ill(r: RawInstruction, T: Tables, out: TextSink): boolean {
  out.put(A, illHead(T, true, r.opcode, r.vdst));
  let lossy = false;
  let cAbs = 0;
  let cNeg = 0;
  for (let i = 0; i < 3; i++) {
    const c = i === 0 ? r.src0 : i === 1 ? r.src1 : r.src2;
    const a = (r.abs >> i) & 1;
    const n = (r.neg >> i) & 1;
    out.put(A, COMMA);
    if (T.numeric[c] === 1 || c === 255) { cAbs |= a << i; cNeg |= n << i; }
    lossy = putModSource(r, c, false, a, n, T, out) || lossy;
  }
  putConstMods(cAbs, cNeg, out);
  out.put(A, OMOD[r.omod]!);
  if (r.clamp !== 0) out.put(A, CLAMP);
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

/** `MNEMONIC VDST, ` for an SDWA/DPP word; returns true if lossy. */
function putExtHead(r: RawInstruction, o: OpInfo | null, T: Tables, out: TextSink): boolean {
  if (o === null) {
    out.put(A, illHead(T, false, r.opcode, r.vdst));
    return false;
  }
  const k = head(T, o, r.vdst);
  out.put(A, T.heads[k]!);
  // clrxdisasm drops the extension dword of readfirstlane altogether.
  return T.headLossy[k] === 1 || o.dst!.kind === 'sgpr';
}

function printSdwa(r: RawInstruction, T: Tables, out: TextSink): boolean {
  const o = r.op;
  // The SDWA dword's src1_sel and reserved bits have no CLRX spelling.
  let lossy = r.reserved !== 0 || r.src1Sel !== 0;
  if (o !== null && o.src === null) {
    out.put(A, T.padded[o.id]!);
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
  lossy = putExtHead(r, o, T, out) || lossy;
  const sext = r.sext & 1;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if (sext !== 0) out.text('sext(');
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.text('abs(');
  const wide = o !== null && o.src!.info.regs === 2;
  lossy = putSource(r, r.src0, wide, false, T, out) || lossy;
  if (abs !== 0) out.byte(41);
  if (sext !== 0) out.byte(41);
  const marked = putSdwaOptions(r, out, true) || sext !== 0;
  if ((r.sext | r.neg | r.abs) & 2) putSdwaSrc1(r, out);
  if (!marked) out.put(A, SDWA_TAIL);
  return lossy;
}

/** clamp and the non-default selects; returns true if a select was printed. */
function putSdwaOptions(r: RawInstruction, out: TextSink, withSrc: boolean): boolean {
  if (r.clamp !== 0) out.put(A, CLAMP);
  let any = false;
  if (r.dstSel !== SEL_DWORD) { out.put(A, DST_SEL[r.dstSel]!); any = true; }
  if (r.dstUnused !== UNUSED_PAD) { out.put(A, DST_UNUSED[r.dstUnused]!); any = true; }
  if (withSrc && r.src0Sel !== SEL_DWORD) { out.put(A, SRC0_SEL[r.src0Sel]!); any = true; }
  return any;
}

function putSdwaSrc1(r: RawInstruction, out: TextSink): void {
  if ((r.sext & 2) !== 0) out.text(' sext1');
  if ((r.neg & 2) !== 0) out.text(' neg1');
  if ((r.abs & 2) !== 0) out.text(' abs1');
}

function printDpp(r: RawInstruction, T: Tables, out: TextSink): boolean {
  const o = r.op;
  let lossy = r.reserved !== 0 || r.dppCtrl === 0x100;
  if (o !== null && o.src === null) {
    out.put(A, T.padded[o.id]!);
    if (r.vdst !== 0) { out.text(' vdst='); out.hex(r.vdst); }
    out.text(' src0=');
    out.hex(r.src0Field);
    putDppOptions(r, out);
    if ((r.neg & 1) !== 0) out.text(' neg0');
    if ((r.abs & 1) !== 0) out.text(' abs0');
    putDppSrc1(r, out);
    return true;
  }
  lossy = putExtHead(r, o, T, out) || lossy;
  // clrxasm refuses DPP on ops with 64-bit operands.
  if (o !== null && o.has64) lossy = true;
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  if (neg !== 0) out.byte(45);
  if (abs !== 0) out.text('abs(');
  const wide = o !== null && o.src!.info.regs === 2;
  lossy = putSource(r, r.src0, wide, false, T, out) || lossy;
  if (abs !== 0) out.byte(41);
  putDppOptions(r, out);
  if (((r.neg | r.abs) & 2) !== 0) putDppSrc1(r, out);
  return lossy;
}

function putDppOptions(r: RawInstruction, out: TextSink): void {
  DPP_CTRL ??= Array.from({ length: 512 }, (_, c) => p(dppCtrlText(c)));
  out.put(A, DPP_CTRL[r.dppCtrl]!);
  if (r.boundCtrl !== 0) out.put(A, BOUND_CTRL);
  DPP_MASKS ??= Array.from({ length: 256 }, (_, m) => p(` bank_mask:${m >> 4} row_mask:${m & 15}`));
  out.put(A, DPP_MASKS[(r.bankMask << 4) | r.rowMask]!);
}

function putDppSrc1(r: RawInstruction, out: TextSink): void {
  if ((r.neg & 2) !== 0) out.text(' neg1');
  if ((r.abs & 2) !== 0) out.text(' abs1');
}
