// The CLRX-dialect assembler (syntax.md part A): statements, directives,
// symbols, and VOP1-family instructions in the VOP1, VOP3A, SDWA and DPP
// encodings, with clrxasm's encoding choices and messages. It also reads
// back everything gcnkit's CLRX printer writes (B.8): vdst=/src0=/vsrc1=
// fields, abs1/neg1/sext1 bits, ill_N codes, VOP1_ill_N / VOP3A_ill_N,
// dppctrl:N, `invalid` selectors and a trailing raw:[...].

import { decodeInto, emptyRaw, type RawInstruction } from '../disasm/decoder.js';
import { decodeAt, emptyDecoded } from '../disasm/decode.js';
import { encodeInto } from '../encoding/encoder.js';
import { findGeneration, GENERATIONS, type GenIndex, type Generation } from '../isa/generations.js';
import { generationsOf, isVop1ImageOpcode, OPS, type OpInfo } from '../isa/instructions.js';
import {
  CONDITION_CODES, CODE_LDS_DIRECT, INLINE_FLOATS, LDS_DIRECT_NAMES, intInlineCode, namedScalar, TTMP_COUNT,
} from '../isa/operands.js';
import { Assembly, type AsmResult } from './assembly.js';
import { evaluateClrx, relativeMessage, type ClrxEval } from './clrx/eval.js';
import { clrxArchitecture, clrxDevice } from './clrx/gpus.js';
import { Ch, Cursor, identEnd, isDigit, isIdentChar, isIdentStart } from './cursor.js';
import type { SourcePos } from './diagnostics.js';
import { CLRX_EXPR, parseExpr, type Expr, type ParseError } from './expr.js';
import { F16, F32, F64_HIGH, fastDecimalBits, parseFloatText, roundToFormat, type FloatFormat } from './float.js';
import { assembleText } from './pipeline/collect.js';
import type { Dialect } from './pipeline/driver.js';
import { CLRX_SPLIT } from './pipeline/splitter.js';
import { ByteTable, foldHash } from './pipeline/byte-table.js';
import type { BufferText } from './pipeline/driver.js';
import { clrxIsaInstruction, type ClrxHost, type Pending } from './isa/clrx-isa.js';
import { illRow, namesOf, whereKnown } from './isa/names.js';

// ---------------------------------------------------------------------------
// Operands

/** A parsed source operand. */
interface Src {
  col: number;
  /** 9-bit operand code; 255 = literal. */
  code: number;
  /** Registers named (1 or 2); 0 for constants. */
  regs: number;
  /** The literal dword, when code is 255. */
  literal: number;
  /** An unresolved literal value: patched when its symbols are defined (forward reference). */
  litExpr: Expr | null;
  /** The symbol it waits for, and the column of the expression. */
  litWait: string;
  litCol: number;
  /** A register (of any kind, vccz and lds included), and where it starts and ends (columns). */
  isReg: boolean;
  regCol: number;
  regEnd: number;
  neg: boolean;
  abs: boolean;
  sext: boolean;
}

function newSrc(col: number): Src {
  return { col, code: -1, regs: 0, literal: 0, litExpr: null, litWait: '', litCol: 0, isReg: false, regCol: col, regEnd: col, neg: false, abs: false, sext: false };
}

/** A register or register range as written: the register file and the first code. */
interface RegRef {
  /** 'v' (VGPR), 's' (SGPR, TTMP or a named scalar register), 'x' (a source-only code: vccz, lds, ...). */
  file: 'v' | 's' | 'x';
  code: number;
  regs: number;
}

/** Register references of one or two registers are shared (they are never modified): no allocation per operand. */
const SHARED_REFS: RegRef[] = [];
/** Whether the shape cache (pipeline/shapes.ts) serves this dialect: off, see shapeEpoch. */
const SHAPES = true as boolean;
for (let regs = 1; regs <= 2; regs++) {
  for (let code = 0; code < 512; code++) SHARED_REFS.push({ file: code >= 256 ? 'v' : 's', code, regs });
}

function registerRef(file: 'v' | 's', code: number, regs: number): RegRef {
  return regs <= 2 ? SHARED_REFS[(regs - 1) * 512 + code]! : { file, code, regs };
}

/** The result for a register that was reported as wrong. */
function badRegister(file: 'v' | 's' | 't'): RegRef {
  return { file: file === 'v' ? 'v' : 's', code: -1, regs: 0 };
}

type OmodName = 'mul' | 'div';


/** The modifiers after the operands. */
export interface Mods {
  /** Column of the first modifier (for "Mixing ..." errors). */
  firstCol: number;
  clamp: boolean;
  omod: number;
  negBits: number;
  absBits: number;
  sextBits: number;
  vop3: boolean;
  sdwa: boolean;
  dpp: boolean;
  // Which encoding the modifiers ask for (SDWA/DPP controls, VOP3-only modifiers).
  wantVop3: boolean;
  wantSdwa: boolean;
  wantDpp: boolean;
  dstSel: number;
  dstUnused: number;
  src0Sel: number;
  src1Sel: number;
  src1SelSet: boolean;
  dppCtrl: number;
  /** A DPP control was given (a second one warns). */
  dppCtrlSet: boolean;
  /** SDWA options given (a second one warns). */
  dstSelSet: boolean;
  src0SelSet: boolean;
  dstUnusedSet: boolean;
  boundCtrl: number;
  bankMask: number;
  rowMask: number;
  /** Settings given (a second one warns). */
  omodSet: boolean;
  negSet: boolean;
  absSet: boolean;
  sextSet: boolean;
  boundCtrlSet: boolean;
  bankMaskSet: boolean;
  rowMaskSet: boolean;
  // Disassembler-only fields (gcnkit's CLRX printer), null when absent.
  vdstField: number | null;
  src0Field: number | null;
  vsrc1: number;
  vsrc2: number;
  raw: number[] | null;
}

function newMods(): Mods {
  return {
    firstCol: 0, clamp: false, omod: 0, negBits: 0, absBits: 0, sextBits: 0,
    vop3: false, sdwa: false, dpp: false, wantVop3: false, wantSdwa: false, wantDpp: false,
    dstSel: 6, dstUnused: 0, src0Sel: 6, src1Sel: 6, src1SelSet: false, dppCtrl: 0xe4, dppCtrlSet: false, dstSelSet: false, src0SelSet: false, dstUnusedSet: false, boundCtrl: 0, bankMask: 15, rowMask: 15,
    omodSet: false, negSet: false, absSet: false, sextSet: false, boundCtrlSet: false, bankMaskSet: false, rowMaskSet: false,
    vdstField: null, src0Field: null, vsrc1: 0, vsrc2: 0, raw: null,
  };
}

/** The modifiers of an instruction that has none (shared, read-only). */
const NO_MODS: Mods = Object.freeze(newMods()) as Mods;

// ('invalid' is gcnkit's spelling of the reserved values, for its printer's output.)
const SEL_NAMES: ReadonlyMap<string, number> = new Map([
  ['byte0', 0], ['byte_0', 0], ['b0', 0], ['byte1', 1], ['byte_1', 1], ['b1', 1],
  ['byte2', 2], ['byte_2', 2], ['b2', 2], ['byte3', 3], ['byte_3', 3], ['b3', 3],
  ['word0', 4], ['word_0', 4], ['w0', 4], ['word1', 5], ['word_1', 5], ['w1', 5],
  ['dword', 6], ['invalid', 7],
]);
const UNUSED_NAMES: ReadonlyMap<string, number> = new Map([
  ['pad', 0], ['sext', 1], ['preserve', 2], ['unused_pad', 0], ['unused_sext', 1], ['unused_preserve', 2], ['invalid', 3],
]);
function resetMods(m: Mods): Mods {
  m.firstCol = 0; m.clamp = false; m.omod = 0; m.negBits = 0; m.absBits = 0; m.sextBits = 0;
  m.vop3 = false; m.sdwa = false; m.dpp = false; m.wantVop3 = false; m.wantSdwa = false; m.wantDpp = false;
  m.dstSel = 6; m.dstUnused = 0; m.src0Sel = 6; m.src1Sel = 6; m.src1SelSet = false; m.dppCtrl = 0xe4; m.dppCtrlSet = false; m.dstSelSet = false;
  m.src0SelSet = false; m.dstUnusedSet = false; m.boundCtrl = 0; m.bankMask = 15; m.rowMask = 15;
  m.omodSet = false; m.negSet = false; m.absSet = false; m.sextSet = false; m.boundCtrlSet = false; m.bankMaskSet = false;
  m.rowMaskSet = false;
  m.vdstField = null; m.src0Field = null; m.vsrc1 = 0; m.vsrc2 = 0; m.raw = null;
  return m;
}

/** The float format CLRX converts a float literal to, by the op's operand type or a suffix. */
const FORMAT_OF = { f16: F16, f32: F32, f64: F64_HIGH } as const;

/** Mnemonic spellings: the name and its encoding suffixes, as (op id << 3) | suffix index. */
const SUFFIXES = ['', 'e32', 'e64', 'sdwa', 'dpp'] as const;
/** The names alone (no VOP1 name ends in a suffix): a suffix is split off when a name is not found. */
const MNEMONICS = new Map<string, number>(OPS.map((o) => [o.name, o.id << 3]));

/** A mnemonic as (op id << 3) | suffix index, or undefined. */
function mnemonicOf(word: string): number | undefined {
  const m = MNEMONICS.get(word);
  if (m !== undefined) return m;
  const cut = word.lastIndexOf('_');
  const sfx = cut > 0 ? (SUFFIXES as readonly string[]).indexOf(word.slice(cut + 1)) : -1;
  const base = sfx > 0 ? MNEMONICS.get(word.slice(0, cut)) : undefined;
  return base === undefined ? undefined : base | sfx;
}
/** Modifiers the fast path reads from bytes (others go to the general parser). */
const enum FM {
  CLAMP, MUL, DIV, VOP3, SDWA, DPP, DST_SEL, SRC0_SEL, DST_UNUSED, QUAD_PERM, ROW_SHL, ROW_SHR, ROW_ROR,
  WAVE_SHL, WAVE_ROL, WAVE_SHR, WAVE_ROR, ROW_MIRROR, ROW_HALF_MIRROR, ROW_BCAST15, ROW_BCAST31, ROW_BCAST,
  BOUND_CTRL, BANK_MASK, ROW_MASK,
}
const FAST_MODS = new ByteTable(32);
([['clamp', FM.CLAMP], ['mul', FM.MUL], ['div', FM.DIV], ['vop3', FM.VOP3], ['sdwa', FM.SDWA], ['dpp', FM.DPP],
  ['dst_sel', FM.DST_SEL], ['src0_sel', FM.SRC0_SEL], ['dst_unused', FM.DST_UNUSED], ['dst_un', FM.DST_UNUSED],
  ['quad_perm', FM.QUAD_PERM], ['row_shl', FM.ROW_SHL], ['row_shr', FM.ROW_SHR], ['row_ror', FM.ROW_ROR],
  ['wave_shl', FM.WAVE_SHL], ['wave_rol', FM.WAVE_ROL], ['wave_shr', FM.WAVE_SHR], ['wave_ror', FM.WAVE_ROR],
  ['row_mirror', FM.ROW_MIRROR], ['row_half_mirror', FM.ROW_HALF_MIRROR], ['row_bcast15', FM.ROW_BCAST15],
  ['row_bcast31', FM.ROW_BCAST31], ['row_bcast', FM.ROW_BCAST], ['bound_ctrl', FM.BOUND_CTRL],
  ['bank_mask', FM.BANK_MASK], ['row_mask', FM.ROW_MASK]] as const).forEach(([k, v]) => FAST_MODS.set(k, v));
const FAST_SEL = new ByteTable(32);
const FAST_UNUSED = new ByteTable(8);

/** The float spellings of inline constants (the printers' forms), for the fast path. */
const FLOAT_TEXTS = ['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0', '0.15915494'];
const FLOAT_SPELLINGS = new ByteTable(16);
FLOAT_TEXTS.forEach((t, i) => FLOAT_SPELLINGS.set(t, i));

// Few keys: every one is hashed and copied in the interpreter at start-up (issue 8 §4).
const MNEMONIC_TABLE = new ByteTable(MNEMONICS.size);
for (const [k, v] of MNEMONICS) MNEMONIC_TABLE.set(k, v);
const SUFFIX_TABLE = new ByteTable(8);
SUFFIXES.forEach((sfx, i) => { if (i > 0) SUFFIX_TABLE.set(sfx, i); });
for (const [k, v] of SEL_NAMES) FAST_SEL.set(k, v);
for (const [k, v] of UNUSED_NAMES) FAST_UNUSED.set(k, v);

function isLetter(c: number): boolean {
  return (c | 32) >= 97 && (c | 32) <= 122;
}

// ---------------------------------------------------------------------------

/** Assembles CLRX-dialect source (the whole text at once; see pipeline/ for streaming). */
export function assembleClrx(source: string, defaultGen: Generation, maxDiagnostics?: number): AsmResult {
  return assembleText(source, new ClrxAssembler(defaultGen, maxDiagnostics));
}

/** Something waiting for a symbol: a hole in the output, or an assignment. */
interface Waiter {
  readonly expr: Expr;
  readonly dot: bigint;
  /** Where the statement is, for diagnostics (line, column of the expression, excerpt). */
  readonly pos: SourcePos;
  /** The statement's line text and joins, to place the unresolved symbol's column. */
  readonly line: number;
  readonly text: string;
  readonly joins: readonly number[];
  /** A fixup: its id, size and kind; an assignment: the symbol and its assignment number. */
  readonly fixup: number;
  readonly size: 1 | 2 | 4 | 8;
  readonly literal: boolean;
  readonly name: string;
  readonly seq: number;
  /** A branch target: SIMM16 = (target - (. + 4)) / 4. */
  readonly branch?: boolean;
}

export class ClrxAssembler implements Dialect {
  readonly asm: Assembly;
  readonly split = CLRX_SPLIT;
  gen: Generation;
  gi: GenIndex;
  private raw: RawInstruction;
  private readonly tmpWords = new Uint32Array(2);
  /** Register symbols: `name = %v[4:7]`. */
  private readonly regSymbols = new Map<string, RegRef>();
  /** Constant symregs: `name = %1`, `name = %0.5` (the text they stand for). */
  private readonly constSymbols = new Map<string, string>();
  /** Fixups and assignments waiting for a symbol, by the symbol's name. */
  private readonly waiters = new Map<string, Waiter[]>();
  /** The number of the latest assignment of each symbol with a pending value. */
  private readonly assignSeq = new Map<string, number>();
  private seq = 0;
  private readonly lookupFn = (n: string) => { this.symbolTouches++; return this.asm.symbols.get(n); };
  /** ShapeDialect: symbol reads and definitions, and the epoch of learned shapes. */
  symbolTouches = 0;
  private epoch = 0;
  readonly upperCaseRegisters = true;
  get sgprCount(): number { return this.gen.sgprCount; }
  get shapeEpoch(): number {
    // The byte fast path takes nearly every line and is faster than the shape
    // cache (measured), so the cache is off; were it on: register symbols and
    // constant symregs can stand where registers and constants are.
    if (!SHAPES) return -1;
    return this.regSymbols.size > 0 || this.constSymbols.size > 0 || !this.fast ? -1 : this.epoch;
  }
  cachedInstruction(): void {
    this.started = true;
  }
  probe(text: string, line: number): Uint32Array | null {
    return this.asm.probe(() => this.statement(text, 0, text.length, line, 0));
  }
  /** Named registers of the generation, lower case: vcc, exec_lo, m0, vccz, lds, ... */
  private readonly names = new Map<string, RegRef>();
  private readonly cursor = new Cursor('', 0, 0);
  /** Position of the next `:[` in the source (found once, reused until passed; -1: none). */
  private nextRaw = -2;
  private rawText = '';
  private line = 0;
  private lineStart = 0;
  private stmtStart = 0;
  private stmtEnd = 0;
  /** Errors reported for the current statement. */
  private errorsBefore = 0;
  /**
   * Code, data or a label has been placed: from then on `.gpu` / `.arch` no
   * longer change the generation (clrxasm fixes its device when the first
   * section starts).
   */
  private started = false;

  constructor(gen: Generation, maxDiagnostics?: number) {
    this.asm = new Assembly(gen, maxDiagnostics);
    this.gen = gen;
    this.gi = gen.index;
    this.raw = emptyRaw(gen.index);
    this.setGeneration(gen);
  }

  private setGeneration(gen: Generation): void {
    this.epoch++;
    this.gen = gen;
    this.gi = gen.index;
    this.asm.gen = gen;
    this.raw = emptyRaw(gen.index);
    this.names.clear();
    for (const base of ['flat_scratch', 'xnack_mask', 'vcc', 'tba', 'tma', 'exec']) {
      for (const name of [base, `${base}_lo`, `${base}_hi`]) {
        const k = namedScalar(this.gi, name);
        if (k !== undefined) this.names.set(name, { file: 's', code: k.code, regs: k.regs });
      }
    }
    const m0 = namedScalar(this.gi, 'm0');
    if (m0 !== undefined) this.names.set('m0', { file: 's', code: m0.code, regs: 1 });
    // Conditions and LDS_DIRECT fit any operand width (regs 0, like constants).
    for (const k of CONDITION_CODES) {
      this.names.set(k.clrx, { file: 'x', code: k.code, regs: 0 });
      this.names.set(k.llvm, { file: 'x', code: k.code, regs: 0 });
    }
    for (const n of LDS_DIRECT_NAMES.clrx) this.names.set(n, { file: 'x', code: CODE_LDS_DIRECT, regs: 0 });
    // The inline codes of the float spellings the printers write, computed by the general path.
    const codes: [number, number, number][] = [];
    for (const t of FLOAT_TEXTS) {
      const per: [number, number, number] = [-1, -1, -1];
      (['f16', 'f32', 'f64'] as const).forEach((fl, k) => {
        const c = new Cursor(t, 0, t.length);
        const src = this.constantOperand(c, newSrc(1), fl === 'f64' ? 64 : 32, fl, false);
        if (src !== null && src.code !== 255 && c.atEnd()) per[k] = src.code;
      });
      codes.push(per);
    }
    this.floatCodes = codes;
    this.nameTable = new ByteTable(this.names.size);
    this.namedRefs = [];
    for (const [name, ref] of this.names) {
      this.nameTable.set(name, this.namedRefs.length);
      this.namedRefs.push(ref);
    }
  }

  /**
   * An expression's syntax error. clrxasm places "Unterminated expression"
   * at the end of the line when a `#` comment ends the statement.
   */
  private exprError(c: Cursor, e: ParseError): void {
    let col = e.col;
    if (e.message === 'Unterminated expression' && col === c.col(c.end) && c.text.charCodeAt(c.end) === Ch.HASH) {
      let end = c.text.length;
      while (end > c.end && (c.text.charCodeAt(end - 1) === 13 || c.text.charCodeAt(end - 1) === 10)) end--;
      col = c.col(end);
    }
    this.error(col, e.message);
  }

  /** Whether the statement (or the fast path's attempt) has had an error. */
  failed(): boolean {
    return this.spec ? this.specFailed : this.asm.diag.errors > this.errorsBefore;
  }

  error(col: number, message: string): void {
    if (this.spec) { this.specFailed = true; return; }
    this.asm.diag.error(this.line, col, message);
  }

  warning(col: number, message: string): void {
    if (this.spec) { this.specFailed = true; return; }
    this.asm.diag.warning(this.line, col, message);
  }

  // --- the fast path ------------------------------------------------------
  //
  // A line `MNEMONIC VDST, SRC [modifiers]` whose registers are plain is read
  // from the bytes: the mnemonic and registers through byte tables, a
  // constant source and the modifiers by the general parsers on a string of
  // the rest of the line, then the shared encodeOp(). It runs speculatively:
  // any diagnostic (or anything unusual) abandons it with nothing emitted,
  // and the general path reads the line again, reporting what it finds.

  /** Speculative mode: diagnostics are not reported but mark the attempt as failed. */
  private spec = false;
  private specFailed = false;
  private specDone = false;
  /** Byte-table lookups: mnemonic spellings -> (op id << 3) | suffix; register names -> index in namedRefs. */
  private readonly mnTable = MNEMONIC_TABLE;
  private nameTable = new ByteTable(64);
  private namedRefs: RegRef[] = [];
  /** The register the last fastReg() read, and where it ended. */
  /** The code (VGPRs from 256) and count of registers (0: vccz, lds and the like) fastReg() read. */
  private fCode = 0;
  private fRegs = 0;
  private fEnd = 0;
  private readonly fastSrc = newSrc(0);
  private bufText: BufferText | null = null;
  /** Inline codes of the float spellings the printers write, per float-literal type (see fastConstant). */
  private floatCodes: (readonly [number, number, number])[] = [];

  /** Whether fastLine() may take lines (tests compare both paths). */
  fast = true;

  fastLine(b: Uint8Array, s: number, e: number, line: number, text: BufferText): boolean {
    if (!this.fast || this.regSymbols.size > 0) return false;
    let end = e;
    if (end > s && b[end - 1] === 13) end--;
    let i = s;
    while (i < end && (b[i] === 32 || b[i] === 9)) i++;
    // Every VOP1-family name starts with v_ (a quick no for the other encodings' lines).
    if ((b[i]! | 32) !== 118 || b[i + 1] !== 95) return false;
    const ms = i;
    let h = 0;
    // The hash of the name before its last '_' and where that is (an encoding suffix may follow).
    let hBase = 0;
    let cut = -1;
    for (; i < end; i++) {
      let c = b[i]!;
      if (c >= 97 && c <= 122) { /* a-z */ } else if ((c >= 48 && c <= 57)) { /* 0-9 */ } else if (c === 95) { hBase = h; cut = i; } else if (c >= 65 && c <= 90) c |= 32;
      else break;
      h = (Math.imul(h, 31) + c) | 0;
    }
    if (i === ms || (i < end && b[i] !== 32 && b[i] !== 9)) return false;
    let m = this.mnTable.get(b, ms, i, h);
    if (m < 0) {
      if (cut <= ms) return false;
      const sfx = SUFFIX_TABLE.get(b, cut + 1, i, foldHash(b, cut + 1, i));
      const base = sfx < 0 ? -1 : this.mnTable.get(b, ms, cut, hBase);
      if (base < 0) return false;
      m = base | sfx;
    }
    const op = OPS[m >> 3]!;
    if (op.vop1[this.gi] === null) return false;
    const suffix = SUFFIXES[m & 7]!;
    this.line = line;
    this.spec = true;
    this.specFailed = false;
    this.specDone = false;
    this.bufText = text;
    try {
      this.fastOperands(op, suffix, b, i, end);
    } catch {
      // (A stack overflow in a pathological operand: the general path reports it.)
      this.specDone = false;
    } finally {
      this.spec = false;
      this.specFailed = false;
    }
    if (!this.specDone) return false;
    this.started = true;
    return true;
  }

  private fastOperands(op: OpInfo, suffix: '' | 'e32' | 'e64' | 'sdwa' | 'dpp', b: Uint8Array, i: number, end: number): void {
    let vdst = 0;
    let src: Src | null = null;
    if (op.dst !== null) {
      while (i < end && (b[i] === 32 || b[i] === 9)) i++;
      if (!this.fastReg(b, i, end)) return;
      if (op.dst.kind === 'sgpr') {
        if (this.fCode >= 256 || this.fRegs !== 1) return;
        vdst = this.fCode;
      } else {
        if (this.fCode < 256 || this.fRegs !== op.dst.info.regs) return;
        vdst = this.fCode - 256;
      }
      i = this.fEnd;
      while (i < end && (b[i] === 32 || b[i] === 9)) i++;
      if (b[i] !== Ch.COMMA) return;
      i++;
      while (i < end && (b[i] === 32 || b[i] === 9)) i++;
      // SRC: [-][abs(]register[)], else the general parser reads the rest of the line.
      const srcAt = i;
      let neg = false;
      let abs = false;
      if (b[i] === Ch.MINUS && isLetter(b[i + 1]!)) { neg = true; i++; }
      if ((b[i]! | 32) === 97 && (b[i + 1]! | 32) === 98 && (b[i + 2]! | 32) === 115 && b[i + 3] === Ch.LPAREN) { abs = true; i += 4; }
      const want = op.src!.info.regs;
      if (this.fastReg(b, i, end) && ((this.fRegs as number) === 0 || this.fRegs === want)) {
        i = this.fEnd;
        if (abs) { if (b[i] !== Ch.RPAREN) return; i++; }
        if (i < end && b[i] !== 32 && b[i] !== 9) return;
        const sr = this.fastSrc;
        sr.code = this.fCode;
        sr.regs = this.fRegs;
        sr.neg = neg;
        sr.abs = abs;
        sr.literal = 0;
        sr.litExpr = null;
        sr.isReg = true;
        src = sr;
      } else if (!neg && !abs && this.fastConstant(b, srcAt, end, op.clrx.floatLiteral)) {
        i = this.fEnd;
        src = this.fastSrc;
      } else {
        if (neg || abs) return;
        const c = this.fastTail(b, srcAt, end);
        if (c === null) return;
        src = this.parseSource(c, want === 2 ? 64 : 32, op.clrx.floatLiteral);
        if (src === null || this.specFailed || src.sext) return;
        if (src.code >= 0 && src.regs !== 0 && src.regs !== want) return;
        const mods = this.parseModifiers(c, true, op.dst !== null);
        if (this.specFailed) return;
        this.encodeOp(op, suffix, 1, vdst, src, mods);
        return;
      }
    }
    while (i < end && (b[i] === 32 || b[i] === 9)) i++;
    let mods = NO_MODS;
    if (i < end) {
      const m = this.fastMods(b, i, end);
      if (m !== null) {
        if (src !== null && suffix === '' && this.fastEncode(op, vdst, src, m)) { this.specDone = true; return; }
        mods = m;
      } else {
        if (this.specFailed) return;
        const c = this.fastTail(b, i, end);
        if (c === null) return;
        const g = this.parseModifiers(c, true, op.dst !== null);
        if (this.specFailed) return;
        mods = g;
      }
    } else if (src !== null && !src.neg && !src.abs && suffix === '') {
      // Plain VOP1: the word directly.
      const w0 = (0x7e000000 | (vdst << 17) | (op.vop1[this.gi]! << 9) | src.code) >>> 0;
      if (src.code === 255) this.asm.record2(this.line, w0, src.literal);
      else this.asm.record1(this.line, w0);
      this.specDone = true;
      return;
    }
    this.encodeOp(op, suffix, 1, vdst, src, mods);
  }

  /**
   * A plain constant at b[i]: a decimal (no leading zero) or 0x integer of
   * up to 32 bits with an optional minus, or one of the float spellings the
   * printers write for inline constants; it must end the operand (a space
   * or the end, and no operator after spaces). Fills fastSrc, sets fEnd.
   */
  private fastConstant(b: Uint8Array, i: number, end: number, fl: 'f16' | 'f32' | 'f64'): boolean {
    const start = i;
    const minus = b[i] === Ch.MINUS;
    if (minus) i++;
    let v = 0;
    const ds = i;
    let float = false;
    if (b[i] === 48 && (b[i + 1]! | 32) === 120) {
      i += 2;
      const hs = i;
      for (; i < end; i++) {
        const c = b[i]!;
        const d = c >= 48 && c <= 57 ? c - 48 : (c | 32) >= 97 && (c | 32) <= 102 ? (c | 32) - 87 : -1;
        if (d < 0) break;
        v = v * 16 + d;
      }
      if (i === hs || i - hs > 8) return false;
    } else {
      for (; i < end && b[i]! >= 48 && b[i]! <= 57; i++) v = v * 10 + b[i]! - 48;
      if (i === ds || i - ds > 10 || (b[ds] === 48 && i - ds > 1)) return false;
      if (b[i] === Ch.DOT) {
        // Only the exact spellings of inline constants.
        i++;
        while (i < end && b[i]! >= 48 && b[i]! <= 57) i++;
        float = true;
      }
    }
    if (i < end && b[i] !== 32 && b[i] !== 9) return false;
    let j = i;
    while (j < end && (b[j] === 32 || b[j] === 9)) j++;
    if (j < end && !isLetter(b[j]!)) return false;
    const sr = this.fastSrc;
    sr.neg = false;
    sr.abs = false;
    sr.regs = 0;
    sr.literal = 0;
    sr.litExpr = null;
    sr.isReg = false;
    if (float) {
      const k = FLOAT_SPELLINGS.get(b, start, i, foldHash(b, start, i));
      if (k < 0) return false;
      const codes = this.floatCodes[k]!;
      sr.code = codes[fl === 'f16' ? 0 : fl === 'f32' ? 1 : 2];
      if (sr.code < 0) return false;
      this.fEnd = i;
      return true;
    }
    if (minus) v = -v;
    if (v >= -16 && v <= 64) sr.code = intInlineCode(v);
    else {
      if (v < -0x80000000 || v > 0xffffffff) return false;
      sr.code = 255;
      sr.literal = v >>> 0;
    }
    this.fEnd = i;
    return true;
  }

  private readonly fastModsRec = newMods();

  /**
   * The common modifiers, read from the bytes into a Mods record (the same
   * fields modifier() sets). Null when anything else comes (the general
   * parser then reads them all).
   */
  private fastMods(b: Uint8Array, i: number, end: number): Mods | null {
    const m = resetMods(this.fastModsRec);
    const ext = this.gen.sdwa;
    while (i < end) {
      const ws = i;
      let h = 0;
      for (; i < end; i++) {
        let c = b[i]!;
        if (!isIdentChar(c)) break;
        if (c >= 65 && c <= 90) c |= 32;
        h = (Math.imul(h, 31) + c) | 0;
      }
      if (i === ws) return null;
      const k = FAST_MODS.get(b, ws, i, h);
      if (k < 0) return null;
      let v = -1;
      if (b[i] === Ch.COLON) {
        i++;
        if (k === FM.DST_SEL || k === FM.SRC0_SEL || k === FM.DST_UNUSED) {
          const ns = i;
          let hh = 0;
          for (; i < end; i++) {
            let c = b[i]!;
            if (!isIdentChar(c)) break;
            if (c >= 65 && c <= 90) c |= 32;
            hh = (Math.imul(hh, 31) + c) | 0;
          }
          v = (k === FM.DST_UNUSED ? FAST_UNUSED : FAST_SEL).get(b, ns, i, hh);
          if (v < 0) return null;
        } else if (k === FM.QUAD_PERM) {
          if (b[i] !== Ch.LBRACKET) return null;
          let ctrl = 0;
          for (let q = 0; q < 4; q++) {
            const d = b[i + 1 + 2 * q]! - 48;
            if (d < 0 || d > 3 || b[i + 2 + 2 * q] !== (q === 3 ? Ch.RBRACKET : Ch.COMMA)) return null;
            ctrl |= d << (2 * q);
          }
          i += 9;
          v = ctrl;
        } else {
          const ds = i;
          v = 0;
          for (; i < end && b[i]! >= 48 && b[i]! <= 57; i++) v = v * 10 + b[i]! - 48;
          if (i === ds || i - ds > 3 || (b[ds] === 48 && i - ds > 1)) return null;
        }
      }
      if (i < end && b[i] !== 32 && b[i] !== 9) return null;
      while (i < end && (b[i] === 32 || b[i] === 9)) i++;
      const hasArg = v >= 0;
      if (k >= FM.SDWA && k !== FM.VOP3 && !ext) return null;
      switch (k) {
        case FM.CLAMP: if (hasArg) return null; m.clamp = true; break;
        case FM.MUL: if (m.omodSet) return null; if (v === 2) m.omod = 1; else if (v === 4) m.omod = 2; else return null; m.omodSet = true; break;
        case FM.DIV: if (m.omodSet || v !== 2) return null; m.omod = 3; m.omodSet = true; break;
        case FM.VOP3: if (hasArg) return null; m.vop3 = true; break;
        case FM.SDWA: if (hasArg) return null; m.sdwa = true; break;
        case FM.DPP: if (hasArg) return null; m.dpp = true; break;
        case FM.DST_SEL: if (!hasArg || m.dstSelSet) return null; m.dstSel = v; m.dstSelSet = true; m.wantSdwa = true; break;
        case FM.SRC0_SEL: if (!hasArg || m.src0SelSet) return null; m.src0Sel = v; m.src0SelSet = true; m.wantSdwa = true; break;
        case FM.DST_UNUSED: if (!hasArg || m.dstUnusedSet) return null; m.dstUnused = v; m.dstUnusedSet = true; m.wantSdwa = true; break;
        case FM.ROW_SHL: case FM.ROW_SHR: case FM.ROW_ROR:
          if (v < 1 || v > 15) return null;
          if (!this.fastDpp(m, (k === FM.ROW_SHL ? 0x100 : k === FM.ROW_SHR ? 0x110 : 0x120) + v)) return null;
          break;
        case FM.WAVE_SHL: case FM.WAVE_ROL: case FM.WAVE_SHR: case FM.WAVE_ROR:
          if (hasArg && v !== 1) return null;
          if (!this.fastDpp(m, k === FM.WAVE_SHL ? 0x130 : k === FM.WAVE_ROL ? 0x134 : k === FM.WAVE_SHR ? 0x138 : 0x13c)) return null;
          break;
        case FM.QUAD_PERM: if (!hasArg || !this.fastDpp(m, v)) return null; break;
        case FM.ROW_MIRROR: if (hasArg || !this.fastDpp(m, 0x140)) return null; break;
        case FM.ROW_HALF_MIRROR: if (hasArg || !this.fastDpp(m, 0x141)) return null; break;
        case FM.ROW_BCAST15: if (hasArg || !this.fastDpp(m, 0x142)) return null; break;
        case FM.ROW_BCAST31: if (hasArg || !this.fastDpp(m, 0x143)) return null; break;
        case FM.ROW_BCAST: if ((v !== 15 && v !== 31) || !this.fastDpp(m, v === 15 ? 0x142 : 0x143)) return null; break;
        case FM.BOUND_CTRL: if (hasArg || m.boundCtrlSet) return null; m.boundCtrl = 1; m.boundCtrlSet = true; m.wantDpp = true; break;
        case FM.BANK_MASK: if (v < 0 || v > 15 || m.bankMaskSet) return null; m.bankMask = v; m.bankMaskSet = true; m.wantDpp = true; break;
        case FM.ROW_MASK: if (v < 0 || v > 15 || m.rowMaskSet) return null; m.rowMask = v; m.rowMaskSet = true; m.wantDpp = true; break;
        default: return null;
      }
    }
    return m;
  }

  /**
   * The words of a VOP3, SDWA or DPP instruction with modifiers from
   * fastMods() and no suffix, where encodeOp() would give them without a
   * diagnostic; false leaves the case to encodeOp().
   */
  private fastEncode(op: OpInfo, vdst: number, s: Src, m: Mods): boolean {
    const wantDpp = m.wantDpp || m.dpp;
    const wantSdwa = m.wantSdwa || m.sdwa;
    const opcode = op.vop1[this.gi]!;
    if (wantSdwa || wantDpp) {
      if ((wantSdwa && wantDpp) || m.vop3 || m.omod !== 0 || (wantDpp && (m.clamp || !op.clrx.dpp))) return false;
      if (op.dst!.kind === 'sgpr' || s.code < 256 || s.regs === 0) return false;
      const neg = s.neg ? 1 : 0;
      const abs = s.abs ? 1 : 0;
      if (wantSdwa) {
        const w1 = (s.code - 256) | (m.dstSel << 8) | (m.dstUnused << 11) | ((m.clamp ? 1 : 0) << 13) | (m.src0Sel << 16)
          | (neg << 20) | (abs << 21);
        this.asm.record2(this.line, (0x7e000000 | (vdst << 17) | (opcode << 9) | 249) >>> 0, w1 >>> 0);
      } else {
        const w1 = (s.code - 256) | (m.dppCtrl << 8) | (m.boundCtrl << 19) | (neg << 20) | (abs << 21)
          | (m.bankMask << 24) | (m.rowMask << 28);
        this.asm.record2(this.line, (0x7e000000 | (vdst << 17) | (opcode << 9) | 250) >>> 0, w1 >>> 0);
      }
      return true;
    }
    if (!(m.vop3 || m.clamp || m.omod !== 0 || s.neg || s.abs)) return false;
    if (s.code === 255) return false;
    const vop3 = op.vop3[this.gi]!;
    const clamp = m.clamp ? 1 : 0;
    const w0 = this.gen.vop3Layout === 'si'
      ? (0x34 << 26) | (vop3 << 17) | (clamp << 11) | ((s.abs ? 1 : 0) << 8) | vdst
      : (0x34 << 26) | (vop3 << 16) | (clamp << 15) | ((s.abs ? 1 : 0) << 8) | vdst;
    const w1 = s.code | (m.omod << 27) | ((s.neg ? 1 : 0) << 29);
    this.asm.record2(this.line, w0 >>> 0, w1 >>> 0);
    return true;
  }

  private fastDpp(m: Mods, ctrl: number): boolean {
    if (m.dppCtrlSet) return false;
    m.dppCtrl = ctrl;
    m.dppCtrlSet = true;
    m.wantDpp = true;
    return true;
  }

  /** A cursor over b[s, e) as a string, unless it holds what the statement splitter would act on. */
  private fastTail(b: Uint8Array, s: number, e: number): Cursor | null {
    for (let i = s; i < e; i++) {
      const c = b[i]!;
      if (c >= 0x7f || (c < 32 && c !== 9) || c === Ch.SEMI || c === Ch.HASH || c === Ch.SLASH || c === Ch.QUOTE
        || c === Ch.DQUOTE || c === Ch.BACKSLASH) return null;
    }
    const c = this.cursor;
    const bt = this.bufText!;
    const t = bt.of(b, s, e);
    c.reset(t, bt.base, bt.base + e - s, bt.base - s);
    return c;
  }

  /**
   * A plain register at b[i]: v5, s[4:5], ttmp3, vcc_lo, m0, vccz ... (no
   * spaces, no leading zeros, in range). Sets fCode/fRegs/fEnd.
   */
  private fastReg(b: Uint8Array, i: number, end: number): boolean {
    const c0 = b[i]! | 32;
    let file: 'v' | 's' | 't' | null = null;
    let j = i;
    if (c0 === 118) { file = 'v'; j++; } else if (c0 === 115) { file = 's'; j++; } else if (c0 === 116 && (b[i + 1]! | 32) === 116
      && (b[i + 2]! | 32) === 109 && (b[i + 3]! | 32) === 112) { file = 't'; j += 4; }
    if (file !== null) {
      let first: number;
      let last: number;
      const d = b[j]!;
      if (d >= 48 && d <= 57) {
        if (d === 48 && isDigit(b[j + 1]!)) return false;
        let v = 0;
        while (j < end && b[j]! >= 48 && b[j]! <= 57) { v = v * 10 + b[j]! - 48; j++; }
        if (j < end && isIdentChar(b[j]!)) return this.fastNamed(b, i, end);
        first = last = v;
      } else if (d === Ch.LBRACKET) {
        j++;
        let a = 0;
        const as = j;
        while (j < end && b[j]! >= 48 && b[j]! <= 57) { a = a * 10 + b[j]! - 48; j++; }
        if (j === as || b[j] !== Ch.COLON || (b[as] === 48 && j - as > 1)) return false;
        j++;
        let z = 0;
        const zs = j;
        while (j < end && b[j]! >= 48 && b[j]! <= 57) { z = z * 10 + b[j]! - 48; j++; }
        if (j === zs || b[j] !== Ch.RBRACKET || (b[zs] === 48 && j - zs > 1)) return false;
        j++;
        first = a;
        last = z;
      } else {
        return this.fastNamed(b, i, end);
      }
      if (last < first || last - first > 1) return false;
      if (file === 'v') {
        if (last > 255) return false;
        this.fCode = 256 + first;
      } else if (file === 't') {
        if (last >= TTMP_COUNT) return false;
        this.fCode = 112 + first;
      } else {
        if (last >= this.gen.sgprCount || (last > first && (first & 3) === 3)) return false;
        this.fCode = first;
      }
      this.fRegs = last - first + 1;
      this.fEnd = j;
      return true;
    }
    return this.fastNamed(b, i, end);
  }

  private fastNamed(b: Uint8Array, i: number, end: number): boolean {
    let j = i;
    let h = 0;
    for (; j < end; j++) {
      let c = b[j]!;
      if (!isIdentChar(c)) break;
      if (c >= 65 && c <= 90) c |= 32;
      h = (Math.imul(h, 31) + c) | 0;
    }
    if (j === i) return false;
    const k = this.nameTable.get(b, i, j, h);
    if (k < 0) return false;
    const r = this.namedRefs[k]!;
    this.fCode = r.code;
    this.fRegs = r.regs;
    this.fEnd = j;
    return true;
  }

  statement(text: string, start: number, end: number, line: number, lineStart: number): void {
    this.line = line;
    this.stmtStart = start;
    this.stmtEnd = end;
    this.lineStart = lineStart;
    this.errorsBefore = this.asm.diag.errors;
    const c = this.cursor;
    c.reset(text, start, end, lineStart);
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return;
      const col = c.col();
      const at = c.pos;
      if (c.peek() === Ch.DOT) {
        const name = c.ident();
        if (name === '.') { this.error(col, 'Garbages at statement place'); return; }
        // `.name = expr` and `.name:` are a symbol (names may start with a dot).
        const save = c.pos;
        c.skipSpace();
        const n = c.peek();
        if (!((n === Ch.COLON && c.peek(1) !== Ch.COLON) || (n === Ch.EQ && c.peek(1) !== Ch.EQ))) {
          c.pos = save;
          this.directive(name.toLowerCase(), col, c);
          return;
        }
        c.pos = at;
      }
      const idEnd = identEnd(text, at, end);
      if (idEnd === at) { this.error(col, 'Garbages at statement place'); return; }
      c.pos = idEnd;
      c.skipSpace();
      const next = c.peek();
      if (next === Ch.COLON && c.peek(1) !== Ch.COLON) {
        c.pos++;
        this.defineLabel(text.slice(at, idEnd), col);
        continue;
      }
      if (next === Ch.EQ && c.peek(1) !== Ch.EQ) {
        c.pos++;
        this.assignment(text.slice(at, idEnd), col, c);
        return;
      }
      c.pos = idEnd;
      this.started = true;
      this.instruction(at, idEnd, col, c);
      return;
    }
  }

  private defineLabel(name: string, col: number): void {
    this.started = true;
    const prev = this.asm.symbols.get(name);
    if (prev !== undefined && prev.label === true) {
      this.error(col, `Symbol '${name}' is already defined`);
      return;
    }
    this.define(name, BigInt(this.asm.size), 1, true);
  }

  /** Gives a symbol its value and resolves what waited for it. */
  private define(name: string, value: bigint, rel: number, label = false): void {
    this.symbolTouches++;
    this.assignSeq.delete(name);
    this.asm.symbols.set(name, { value, relative: rel !== 0, rel, line: this.line, label });
    if (this.waiters.size > 0) this.wake(name);
  }

  private assignment(name: string, col: number, c: Cursor): void {
    this.symbolTouches++;
    const prev = this.asm.symbols.get(name);
    if (prev !== undefined && prev.label === true) {
      this.error(col, `Symbol '${name}' is already defined`);
      return;
    }
    c.skipSpace();
    if (c.peek() === Ch.PERCENT) {
      c.pos++;
      c.skipSpace();
      const at = c.pos;
      this.started = true;
      const r = this.parseRegister(c, true);
      if (r !== null) {
        // A register symbol: name = %v[16:31], %s[0:1], %vcc ...
        this.regSymbols.set(name, r);
        this.constSymbols.delete(name);
        this.expectEnd(c);
        return;
      }
      // A constant symreg: name = %1, %0.5 — stands for its text in source operands.
      const text = c.text.slice(at, c.end).trim();
      if (text === '') { this.error(c.col(), 'Expected register or constant after %'); return; }
      this.constSymbols.set(name, text);
      this.regSymbols.delete(name);
      return;
    }
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, CLRX_EXPR, err);
    if (e === null) { this.exprError(c, err.e!); return; }
    this.regSymbols.delete(name);
    this.constSymbols.delete(name);
    const r = this.eval(e);
    if (r === undefined) return;
    if (r.value === null) {
      // Forward reference: the symbol takes its value when the expression can be evaluated.
      this.asm.symbols.delete(name);
      const seq = ++this.seq;
      this.assignSeq.set(name, seq);
      this.wait(r.unresolved!.name, this.waiter(e, BigInt(this.asm.size), c.col(), -1, 4, false, name, seq));
    } else {
      this.define(name, r.value, r.rel);
    }
    this.expectEnd(c);
  }

  private waiter(expr: Expr, dot: bigint, col: number, fixup: number, size: 1 | 2 | 4 | 8, literal: boolean,
    name: string, seq: number): Waiter {
    const ctx = this.asm.diag.context;
    return {
      expr, dot, pos: this.asm.diag.pos(this.line, col), line: this.line, text: ctx.text, joins: ctx.joins,
      fixup, size, literal, name, seq,
    };
  }

  private wait(name: string, w: Waiter): void {
    const list = this.waiters.get(name);
    if (list === undefined) this.waiters.set(name, [w]); else list.push(w);
  }

  /** Re-evaluates what waited for `first` (and, in turn, for the symbols that defines). */
  private wake(first: string): void {
    const work = [first];
    while (work.length > 0) {
      const name = work.pop()!;
      const list = this.waiters.get(name);
      if (list === undefined) continue;
      this.waiters.delete(name);
      for (const w of list) {
        const r = evaluateClrx(w.expr, this.lookupFn, w.dot);
        if (r.value === null && r.error === null) { this.wait(r.unresolved!.name, w); continue; }
        if (w.fixup < 0) {
          // An assignment: defines its symbol unless a later assignment replaced it.
          if (this.assignSeq.get(w.name) !== w.seq) continue;
          this.assignSeq.delete(w.name);
          if (r.error !== null) { this.asm.diag.errorAt(w.pos, r.error); continue; }
          this.asm.symbols.set(w.name, { value: r.value!, relative: r.rel !== 0, rel: r.rel, line: w.line, label: false });
          work.push(w.name);
          continue;
        }
        this.fill(w, r);
      }
    }
  }

  /** Fills a fixup with its value. */
  private fill(w: Waiter, r: ClrxEval): void {
    const d = this.asm.diag;
    if (r.error !== null) { d.errorAt(w.pos, r.error); return; }
    if (w.branch === true) {
      const v = branchOffset(r.value!, r.rel, w.dot, true);
      if (typeof v === 'string') d.errorAt(w.pos, v); else this.asm.resolve(w.fixup, BigInt(v));
      return;
    }
    if (r.rel !== 0) { d.errorAt(w.pos, relativeMessage(r.rel)); return; }
    let v = r.value!;
    if (w.literal) v = BigInt(this.truncate32At(v, w.pos));
    else this.checkDataRangeAt(v, w.size, w.pos);
    this.asm.resolve(w.fixup, v);
  }

  private expectEnd(c: Cursor): void {
    c.skipSpace();
    if (!c.atEnd()) this.error(c.col(), 'Garbages at end of line');
  }

  /** Evaluates now; errors without an operator's column are reported at `col` (default: the statement). */
  private eval(e: Expr, col = this.stmtStart - this.lineStart + 1): ClrxEval | undefined {
    const r = evaluateClrx(e, this.lookupFn, BigInt(this.asm.size));
    if (r.warnings !== null) for (const w of r.warnings) this.warning(w.col >= 0 ? w.col : col, w.message);
    if (r.error !== null) { this.error(r.errorCol >= 0 ? r.errorCol : col, r.error); return undefined; }
    return r;
  }

  // --- directives ----------------------------------------------------------

  private directive(name: string, col: number, c: Cursor): void {
    switch (name) {
      case '.rawcode':
        this.expectEnd(c);
        return;
      case '.text':
        this.started = true;
        this.expectEnd(c);
        return;
      case '.gpu': case '.arch': {
        c.skipSpace();
        const ncol = c.col();
        const arch = c.ident();
        const isGpu = name === '.gpu';
        if (arch === '') { this.error(ncol, isGpu ? 'Expected GPU device name' : 'Expected GPU architecture name'); return; }
        const g = isGpu ? clrxDevice(arch) : clrxArchitecture(arch);
        if (g === undefined) { this.error(ncol, isGpu ? 'Unknown GPU device type' : 'Unknown GPU architecture'); return; }
        c.skipSpace();
        if (!c.atEnd()) { this.error(c.col(), 'Garbages at end of line'); return; }
        if (g === null) {
          this.error(ncol, `${isGpu ? 'GPU device' : 'Architecture'} '${arch}' is not GCN 1.0, 1.1 or 1.2 (not supported by gcnkit)`);
          return;
        }
        // Once the first section has started, clrxasm keeps its device (silently).
        if (!this.started) this.setGeneration(g);
        return;
      }
      case '.byte': this.data(c, 1); return;
      case '.short': case '.hword': this.data(c, 2); return;
      case '.int': case '.long': case '.word': this.data(c, 4); return;
      case '.quad': this.data(c, 8); return;
      case '.set': case '.equ': case '.equiv': case '.eqv': {
        c.skipSpace();
        const ncol = c.col();
        const sym = c.ident();
        if (sym === '') { this.error(ncol, 'Expected symbol'); return; }
        if (!c.eat(Ch.COMMA)) { this.error(c.col(), "Expected ',' before argument"); return; }
        if (name === '.equiv' && (this.asm.symbols.has(sym) || this.assignSeq.has(sym))) {
          this.error(ncol, `Symbol '${sym}' is already defined`);
          return;
        }
        this.assignment(sym, ncol, c);
        return;
      }
      default:
        this.error(col, `Unknown directive '${name}'`);
    }
  }

  private data(c: Cursor, size: 1 | 2 | 4 | 8): void {
    this.started = true;
    const offset = this.asm.size;
    c.skipSpace();
    if (c.atEnd()) { this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, false); return; }
    for (;;) {
      c.skipSpace();
      const col = c.col();
      const err: { e: ParseError | null } = { e: null };
      const e = parseExpr(c, CLRX_EXPR, err);
      if (e === null) { this.exprError(c, err.e!); return; }
      const r = this.eval(e);
      if (r === undefined) return;
      const at = this.asm.size;
      if (r.value === null) {
        const id = this.asm.addFixup(at, size);
        if (id >= 0) this.wait(r.unresolved!.name, this.waiter(e, BigInt(at), col, id, size, false, '', 0));
        this.asm.data(0n, size);
      } else if (r.rel !== 0) {
        this.error(col, relativeMessage(r.rel));
        return;
      } else {
        this.checkDataRange(r.value, size, col);
        this.asm.data(r.value, size);
      }
      c.skipSpace();
      if (c.atEnd()) break;
      if (!c.eat(Ch.COMMA)) { this.error(c.col(), "Expected ',' before next value"); return; }
    }
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, false);
  }

  private checkDataRange(v: bigint, size: number, col: number): void {
    if (this.spec) { this.specFailed = true; return; }
    this.checkDataRangeAt(v, size, this.asm.diag.pos(this.line, col));
  }

  private checkDataRangeAt(v: bigint, size: number, pos: SourcePos): void {
    if (size === 8) return;
    const bits = BigInt(size * 8);
    const min = -(1n << (bits - 1n));
    const max = (1n << bits) - 1n;
    if (v < min || v > max) {
      const t = BigInt.asUintN(size * 8, v);
      this.asm.diag.warningAt(pos, `Value 0x${BigInt.asUintN(64, v).toString(16)} truncated to 0x${t.toString(16)}`);
    }
  }

  // --- registers -----------------------------------------------------------

  /**
   * Parses a register at the cursor: v5, v[4:5], s[0:1], ttmp3, vcc, exec_lo,
   * vccz, lds, ... or a register symbol. Returns null (cursor unchanged) if
   * the text is not a register; reports range errors.
   */
  /** A bare `neg` / `abs` / `sext` modifier of the current statement. */
  private bareMod: { col: number; name: string } | null = null;

  /** Column where the last register parseRegister() read starts and ends (for clrxasm's error columns). */
  private regCol = 0;
  private regEndCol = 0;

  parseRegister(c: Cursor, allowSymbols: boolean): RegRef | null {
    const r = this.parseRegisterAt(c, allowSymbols);
    if (r !== null) { this.regEndCol = c.col(); }
    return r;
  }

  private parseRegisterAt(c: Cursor, allowSymbols: boolean): RegRef | null {
    const start = c.pos;
    const col = c.col();
    this.regCol = col;
    const t = c.text;
    const end = c.end;
    if (start >= end) return null;
    // Fast path: v12, s7, ttmp3 (any case) without building strings.
    const c0 = t.charCodeAt(start) | 32;
    let file: 'v' | 's' | 't' | null = null;
    let prefix = 0;
    if (c0 === 118) { file = 'v'; prefix = 1; } else if (c0 === 115) { file = 's'; prefix = 1; } else if (c0 === 116
      && (t.charCodeAt(start + 1) | 32) === 116 && (t.charCodeAt(start + 2) | 32) === 109 && (t.charCodeAt(start + 3) | 32) === 112) {
      file = 't'; prefix = 4;
    }
    if (file !== null && (this.regSymbols.size === 0 || !allowSymbols)) {
      let i = start + prefix;
      let v = 0;
      const d0 = i;
      while (i < end) {
        const ch = t.charCodeAt(i);
        if (ch < Ch.D0 || ch > Ch.D9) break;
        v = v * 10 + (ch - Ch.D0);
        // clrxasm reads a register number up to 255, and stops at the digit that makes it larger.
        if (v > 255) { c.pos = i; this.error(c.col(i), 'Number is too big'); return badRegister(file); }
        i++;
      }
      const next = i < end ? t.charCodeAt(i) : -1;
      if (i > d0 && !isIdentChar(next)) {
        c.pos = i;
        return this.checkRange(file, v, v, col, true);
      }
      if (i === d0 && !isIdentChar(next)) {
        // v[a], v[a:b]
        c.pos = i;
        c.skipSpace();
        if (c.peek() === Ch.LBRACKET) {
          c.pos++;
          const r = this.parseRangeBounds(c, col, file);
          if (r === null) return badRegister(file);
          return this.checkRange(file, r[0], r[1], col, false);
        }
        c.pos = start;
      }
    }
    const id = c.ident();
    if (id === '') return null;
    // Register symbols, with an optional [n] or [a:b] subrange.
    if (allowSymbols && this.regSymbols.size > 0) {
      const sym = this.regSymbols.get(id);
      if (sym !== undefined) return this.subRange(c, sym, col);
    }
    const lower = id.toLowerCase();
    const named = this.names.get(lower);
    if (named !== undefined) return named;
    // ill_N: a raw operand code, as the disassembler prints reserved codes.
    if (lower.startsWith('ill_') && /^ill_[0-9]{1,3}$/.test(lower) && Number(lower.slice(4)) < 512) {
      return { file: 'x', code: Number(lower.slice(4)), regs: 0 };
    }
    if (file !== null) {
      // v / s / ttmp followed by a number or a bracket (register symbols shadow the fast path).
      let i = prefix;
      let v = 0;
      while (i < lower.length && isDigit(lower.charCodeAt(i))) {
        v = v * 10 + (lower.charCodeAt(i) - Ch.D0);
        if (v > 255) { c.pos = start + i; this.error(c.col(), 'Number is too big'); return badRegister(file); }
        i++;
      }
      if (i === lower.length && i > prefix) return this.checkRange(file, v, v, col, true);
      if (lower.length === prefix) {
        c.skipSpace();
        if (c.peek() === Ch.LBRACKET) {
          c.pos++;
          const r = this.parseRangeBounds(c, col, file);
          if (r === null) return badRegister(file);
          return this.checkRange(file, r[0], r[1], col, false);
        }
      }
    }
    c.pos = start;
    return null;
  }

  /** Whether a vector register (vN, v[...], or a register symbol of VGPRs) starts at the cursor. */
  private looksVector(c: Cursor): boolean {
    const t = c.text;
    const p = c.pos;
    if ((t.charCodeAt(p) | 32) === 118) {
      let i = p + 1;
      while (i < c.end && (t.charCodeAt(i) === Ch.SPACE || t.charCodeAt(i) === Ch.TAB)) i++;
      const n = i < c.end ? t.charCodeAt(i) : -1;
      if (isDigit(t.charCodeAt(p + 1)) || n === Ch.LBRACKET) return true;
    }
    if (this.regSymbols.size > 0) {
      const e = identEnd(t, p, c.end);
      const sym = this.regSymbols.get(t.slice(p, e));
      if (sym !== undefined) return sym.file === 'v';
    }
    return false;
  }

  /** `a]` or `a:b]` after `[`: returns the bounds or null after an error. */
  private parseRangeBounds(c: Cursor, col: number, file: 'v' | 's' | 't'): [number, number] | null {
    const what = file === 'v' ? 'vector' : 'scalar';
    const a = this.smallExpr(c);
    if (a === null) return null;
    c.skipSpace();
    let b = a;
    if (c.peek() === Ch.COLON) {
      c.pos++;
      const x = this.smallExpr(c);
      if (x === null) return null;
      b = x;
      c.skipSpace();
    }
    if (c.peek() !== Ch.RBRACKET) {
      this.error(col, `Unterminated ${what} register range`);
      return null;
    }
    c.pos++;
    return [a, b];
  }

  /** A constant expression whose value is wanted as a JS number (clamped to 53 bits). */
  private smallExpr(c: Cursor): number | null {
    c.skipSpace();
    const v = c.plainInt();
    if (v >= 0) return v;
    const b = this.constExpr(c);
    return b === null ? null : Number(BigInt.asIntN(53, b));
  }

  /** A constant expression in a register range. */
  private constExpr(c: Cursor): bigint | null {
    c.skipSpace();
    const v = c.plainInt();
    if (v >= 0) return BigInt(v);
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, CLRX_EXPR, err);
    if (e === null) { this.exprError(c, err.e!); return null; }
    const r = this.eval(e);
    if (r === undefined) return null;
    if (r.value === null) { this.error(r.unresolved!.col, `Unresolved symbol '${r.unresolved!.name}'`); return null; }
    return r.value;
  }

  private checkRange(file: 'v' | 's' | 't', first: number, last: number, col: number, single: boolean): RegRef {
    if (last < first) {
      this.error(col, 'Illegal register range');
      return badRegister(file);
    }
    // clrxasm says "Some ..." for the bracket forms (s[102] too).
    const some = !single;
    if (file === 'v') {
      if (last > 255) {
        this.error(col, some ? 'Some vector register number out of range' : 'Vector register number out of range');
        return badRegister(file);
      }
      return registerRef('v', 256 + first, last - first + 1);
    }
    if (file === 't') {
      if (last >= TTMP_COUNT) {
        this.error(col, `${some ? 'Some ' : ''}TTMPRegister number out of range (0-${TTMP_COUNT - 1})`);
        return badRegister(file);
      }
      return registerRef('s', 112 + first, last - first + 1);
    }
    if (last >= this.gen.sgprCount) {
      this.error(col, some ? 'Some scalar register number out of range' : 'Scalar register number out of range');
      return badRegister(file);
    }
    const regs = last - first + 1;
    if (regs === 2 && (first & 3) === 3) {
      this.error(col, 'Scalar register range cross two register lines');
      return badRegister(file);
    }
    return registerRef('s', first, regs);
  }

  /** `sym[n]` / `sym[a:b]` on a register symbol. */
  private subRange(c: Cursor, sym: RegRef, col: number): RegRef {
    c.skipSpace();
    if (c.peek() !== Ch.LBRACKET) return sym;
    c.pos++;
    const r = this.parseRangeBounds(c, col, sym.file === 'v' ? 'v' : 's');
    if (r === null) return { ...sym, code: -1 };
    const [a, b] = r;
    if (b < a || b >= sym.regs) { this.error(col, 'Register range is outside the symbol'); return { ...sym, code: -1 }; }
    return { file: sym.file, code: sym.code + a, regs: b - a + 1 };
  }

  // --- instructions --------------------------------------------------------

  private instruction(at: number, idEnd: number, col: number, c: Cursor): void {
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
        if (illVop3 && !isVop1ImageOpcode(this.gi, illOpcode)) illOpcode = -1;
      }
    }
    if (op !== null && op.vop1[this.gi] === null) {
      // CLRX's message, and which generations have the mnemonic.
      const where = generationsOf(op).map((g) => GENERATIONS[g]!.names[0]).join(' and ');
      this.error(col, `Unknown instruction (${op.name} exists on ${where} only)`);
      return;
    }
    if (op === null && illOpcode < 0) {
      const hit = namesOf('clrx', this.gi).get(lower) ?? illRow(lower, this.gi);
      if (hit !== undefined) {
        if (hit.refused === true) {
          // isa-gcn.md 2.3: clrxasm's table gives these RDNA names GCN 1.0/1.1 opcodes of other ops.
          this.error(col, `${lower} is not a GCN 1.0/1.1 instruction (clrxasm's table maps it to ${hit.row.name}'s opcode; gcnkit refuses it)`);
          return;
        }
        if (hit.row.opts.notHw) {
          this.error(col, `${lower} does not exist on ${this.gen.names[0]} hardware (clrxasm's table has it; gcnkit refuses it)`);
          return;
        }
        if (this.rawText !== c.text) { this.rawText = c.text; this.nextRaw = -2; }
        if (this.nextRaw !== -1 && this.nextRaw < c.pos) this.nextRaw = c.text.indexOf(':[', c.pos);
        const rawAt = this.nextRaw >= 0 && this.nextRaw < c.end ? findRaw(c.text, c.pos, c.end) : -1;
        if (rawAt >= 0) { this.isaRaw(c, rawAt, col, hit.row.clrx[this.gi]!, lower); return; }
        clrxIsaInstruction(this as unknown as ClrxHost, hit, col, c);
        return;
      }
      const where = whereKnown('clrx', lower);
      this.error(col, where === '' ? 'Unknown instruction' : `Unknown instruction (${lower} exists on ${where} only)`);
      return;
    }
    // A trailing raw:[...] gives the words; the rest of the line is not interpreted.
    if (this.rawText !== c.text) { this.rawText = c.text; this.nextRaw = -2; }
    if (this.nextRaw !== -1 && this.nextRaw < c.pos) this.nextRaw = c.text.indexOf(':[', c.pos);
    const rawAt = this.nextRaw >= 0 && this.nextRaw < c.end ? findRaw(c.text, c.pos, c.end) : -1;
    if (rawAt >= 0) {
      this.rawInstruction(c, rawAt, col);
      return;
    }
    if (op === null) {
      this.illInstruction(illVop3, illOpcode, col, c);
      return;
    }
    this.opInstruction(op, suffix, col, c);
  }

  /**
   * `raw:[...]` after an instruction of another family than VOP1: the words
   * must decode to the instruction the text names (the printer writes raw
   * for words no text gives back).
   */
  private isaRaw(c: Cursor, rawAt: number, col: number, name: string, written: string): void {
    const inner = c.text.slice(rawAt + 5, c.end);
    const close = inner.indexOf(']');
    const words: number[] = [];
    for (const it of close < 0 ? [] : inner.slice(0, close).split(',')) {
      const t = it.trim();
      if (!/^(0x[0-9a-fA-F]{1,8}|[0-9]+)$/.test(t)) { this.error(c.col(rawAt), 'Expected words in raw:[...]'); return; }
      words.push(Number(t) >>> 0);
    }
    if (close < 0 || words.length === 0 || inner.slice(close + 1).trim() !== '') {
      this.error(c.col(rawAt), 'Expected raw:[word, ...] at the end of the line');
      return;
    }
    const d = emptyDecoded(this.gi);
    decodeAt(d, words, 0, words.length, this.gi);
    if (d.truncated || d.size !== words.length) {
      this.error(c.col(rawAt), `raw:[...] holds ${words.length} word${words.length > 1 ? 's' : ''}, the instruction is ${d.size}`);
      return;
    }
    const held = d.row === null ? null : d.row.clrx[this.gi];
    const ill = /_ill_([0-9]+)$/.exec(name);
    if (ill !== null && (d.row === null || d.row.clrx[this.gi] === null || d.row.opts.notHw === true) && d.opcode === Number(ill[1])) {
      // an undefined opcode, as the printer names it
    } else if (held !== name) { this.error(col, `raw:[...] holds ${held ?? 'an undefined opcode'}, not ${written}`); return; }
    const off = this.asm.size;
    for (const w of words) this.asm.word(w);
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, off, true);
  }

  private rawInstruction(c: Cursor, rawAt: number, col: number): void {
    const inner = c.text.slice(rawAt + 5, c.end);
    const close = inner.indexOf(']');
    const words: number[] = [];
    const items = close < 0 ? [] : inner.slice(0, close).split(',');
    for (const it of items) {
      const t = it.trim();
      if (!/^(0x[0-9a-fA-F]{1,8}|[0-9]+)$/.test(t)) { this.error(c.col(rawAt), 'Expected words in raw:[...]'); return; }
      words.push(Number(t) >>> 0);
    }
    if (close < 0 || words.length === 0 || inner.slice(close + 1).trim() !== '') {
      this.error(c.col(rawAt), 'Expected raw:[word, ...] at the end of the line');
      return;
    }
    const r = this.raw;
    decodeInto(r, words, 0, words.length, this.gi, 'clrx');
    if (r.size !== words.length) {
      this.error(c.col(rawAt), `raw:[...] holds ${words.length} word${words.length > 1 ? 's' : ''}, the instruction is ${r.size}`);
      return;
    }
    if (r.encoding === 'unknown') { this.error(col, 'raw:[...] words are not a VOP1-family instruction'); return; }
    if (!this.rawTextMatches(c, rawAt, col, r)) return;
    const off = this.asm.size;
    for (const w of words) this.asm.word(w);
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, off, true);
  }

  /**
   * The text before `raw:[...]` must be an instruction in the printer's
   * syntax (operands and modifier names as gcnkit prints them, values not
   * checked: the text of a word no other spelling gives back), naming the
   * same instruction in the same encoding as the words.
   */
  private rawTextMatches(c: Cursor, rawAt: number, col: number, r: RawInstruction): boolean {
    const t = c.text.slice(this.stmtStart, rawAt).trim();
    const m = /^([A-Za-z][\w]*)(?:\s+(.*))?$/s.exec(t);
    if (m === null) { this.error(col, 'Expected an instruction before raw:[...]'); return false; }
    const mn = m[1]!.toLowerCase().replace(/_(e32|e64|sdwa|dpp)$/, '');
    const suffix = /_(e32|e64|sdwa|dpp)$/i.exec(m[1]!)?.[1]?.toLowerCase() ?? '';
    const want = r.op !== null ? r.op.name : `${r.encoding === 'vop3a' ? 'vop3a' : 'vop1'}_ill_${r.opcode}`;
    if (mn !== want) { this.error(col, `raw:[...] holds ${want}, not ${m[1]}`); return false; }
    // Operands, then modifiers, as the printer writes them.
    const rest = m[2] ?? '';
    // Operands: up to the first blank after the last comma (commas inside brackets do not count);
    // v_nop and v_clrexcp have none: all that follows is modifiers.
    const operands: string[] = [];
    let modsAt = 0;
    if (!(r.op !== null && r.op.dst === null) && rest !== '') {
      let from = 0;
      let depth = 0;
      let i = 0;
      for (; i <= rest.length; i++) {
        const ch = i < rest.length ? rest[i]! : ' ';
        if (ch === '[' || ch === '(') depth++;
        else if (ch === ']' || ch === ')') depth--;
        else if (depth === 0 && ch === ',') { operands.push(rest.slice(from, i).trim()); from = i + 1; }
        else if (depth === 0 && /\s/.test(ch) && rest.slice(from, i).trim() !== '' && !/^\s*[-|]?\s*$/.test(rest.slice(from, i))
          && !/,\s*$/.test(rest.slice(0, i)) && rest.slice(i).trimStart()[0] !== ',') break;
      }
      operands.push(rest.slice(from, Math.min(i, rest.length)).trim());
      modsAt = Math.min(i, rest.length);
    }
    const mods = rest.slice(modsAt).trim();
    // An operand: a register, number or name (clrxdisasm's `vcc_u!` and `m0&ill!` for codes
    // without a 64-bit spelling included), with -, abs(), |x|, sext(), lit().
    const ATOM = '(?:\\w+_u!|m0&ill!|[\\w.+\\-]+(?:\\[\\d+(?::\\d+)?\\])?)';
    const OPERAND = new RegExp(`^-?(?:(?:abs|sext|lit)\\(\\s*-?(?:abs\\(\\s*)?${ATOM}\\s*\\)?\\s*\\)|\\|?${ATOM}\\|?)$`, 'i');
    for (const o of operands) {
      if (o === '' || !OPERAND.test(o)) { this.error(col, `Unexpected operand '${o}' before raw:[...]`); return false; }
    }
    const MOD = /^(?:[a-z_][\w]*(?::(?:\[[\d, ]*\]|[\w.]+))?|(?:vdst|dst|src0|vsrc1|vsrc2)=0x[0-9a-f]+)$/i;
    const words = mods === '' ? [] : mods.split(/\s+/);
    for (const w of words) {
      if (!MOD.test(w)) { this.error(col, `Unexpected modifier '${w}' before raw:[...]`); return false; }
    }
    // The encoding the text shows.
    const names = words.map((w) => w.toLowerCase().split(/[:=]/)[0]!);
    const has = (...n: string[]) => names.some((x) => n.includes(x));
    let enc: string;
    if (suffix === 'e64' || mn.startsWith('vop3a_ill') || has('vop3', 'dst', 'vsrc1', 'vsrc2', 'mul', 'div', 'omod', 'abs2', 'neg2')) enc = 'vop3a';
    else if (suffix === 'sdwa' || has('sdwa', 'dst_sel', 'src0_sel', 'dst_unused', 'dst_un', 'sext0', 'sext1') || /sext\(/i.test(rest)) enc = 'sdwa';
    else if (suffix === 'dpp' || has('dpp', 'quad_perm', 'row_shl', 'row_shr', 'row_ror', 'wave_shl', 'wave_rol', 'wave_shr', 'wave_ror',
      'row_mirror', 'row_half_mirror', 'row_bcast15', 'row_bcast31', 'row_bcast', 'bound_ctrl', 'bank_mask', 'row_mask', 'dppctrl')) enc = 'dpp';
    else if (has('clamp', 'abs', 'neg', 'abs1', 'neg1') || /(?:^|,\s*)-\s*[A-Za-z|(]|abs\(|\|/.test(rest)) enc = r.encoding === 'vop1' ? 'vop3a' : r.encoding;
    else if (has('abs0', 'neg0', 'sext0')) enc = r.encoding;
    // v_nop / v_clrexcp show their extension word by the SRC0 field.
    else if (/\bsrc0=0xf9\b/i.test(rest)) enc = 'sdwa';
    else if (/\bsrc0=0xfa\b/i.test(rest)) enc = 'dpp';
    // clrxdisasm prints a VOP3 literal code as `0x0`, losing the rest: nothing to compare.
    else enc = r.encoding === 'vop3a' && r.src0 === 255 ? 'vop3a' : 'vop1';
    if (enc !== r.encoding) {
      const name = (e: string) => ({ vop1: 'VOP1', vop3a: 'VOP3', sdwa: 'SDWA', dpp: 'DPP' } as Record<string, string>)[e] ?? e;
      this.error(col, `raw:[...] holds a ${name(r.encoding)} word, the text is ${name(enc)}`);
      return false;
    }
    return true;
  }

  /** VOP1_ill_N VDST, SRC0 / VOP3A_ill_N VDST, SRC0, SRC1, SRC2 (the disassembler's names). */
  private illInstruction(vop3: boolean, opcode: number, col: number, c: Cursor): void {
    const gi = this.gi;
    if (vop3 ? !isVop1ImageOpcode(gi, opcode) : opcode > 255) { this.error(col, 'Unknown instruction'); return; }
    c.skipSpace();
    const dcol = c.col();
    const d = this.parseRegister(c, true);
    if (d === null || d.file !== 'v') { this.error(dcol, 'Expected 1 vector register'); return; }
    const srcs: Src[] = [];
    for (let i = 0; i < (vop3 ? 3 : 1); i++) {
      if (!c.eat(Ch.COMMA)) { this.error(c.col(), "Expected ',' before argument"); return; }
      const s = this.parseSource(c, 32, 'f32');
      if (s === null) return;
      srcs.push(s);
    }
    const mods = this.parseModifiers(c, false);
    if (this.failed()) return;
    const r = this.raw;
    const s0 = srcs[0]!;
    if (!vop3) {
      const sdwa = mods.wantSdwa || mods.sdwa || s0.sext || mods.sextBits !== 0;
      const dpp = mods.wantDpp || mods.dpp;
      if (sdwa || dpp) {
        if (sdwa && dpp) { this.error(mods.firstCol, 'Mixing modifiers from different encodings is illegal'); return; }
        if (s0.code < 256 || s0.code > 511) { this.error(col, 'SRC0 must be a vector register with SDWA or DPP word'); return; }
        this.extFields(r, opcode, null, d.code - 256, s0, mods, sdwa);
        this.emit(r, null);
        return;
      }
      if (mods.vop3 || mods.clamp || mods.omod !== 0 || mods.negBits !== 0 || mods.absBits !== 0 || s0.neg || s0.abs) {
        this.error(mods.firstCol || col, 'Modifiers need VOP3A_ill_N');
        return;
      }
      this.emit(this.vop1Fields(r, opcode, d.code - 256, s0), s0);
      return;
    }
    for (const s of srcs) if (s.code === 255) { this.error(col, 'Literal in VOP3 encoding is illegal'); return; }
    this.vop3Fields(r, opcode, d.code - 256, s0, mods);
    r.src1 = srcs[1]!.code;
    r.src2 = srcs[2]!.code;
    r.abs = (s0.abs ? 1 : 0) | (srcs[1]!.abs ? 2 : 0) | (srcs[2]!.abs ? 4 : 0) | mods.absBits;
    r.neg = (s0.neg ? 1 : 0) | (srcs[1]!.neg ? 2 : 0) | (srcs[2]!.neg ? 4 : 0) | mods.negBits;
    this.emit(r, null);
  }

  private opInstruction(op: OpInfo, suffix: '' | 'e32' | 'e64' | 'sdwa' | 'dpp', col: number, c: Cursor): void {
    let vdst = 0;
    let src: Src | null = null;
    let bad = false;
    if (op.dst !== null) {
      c.skipSpace();
      const dcol = c.col();
      // A VGPR destination: clrxasm reads only a vector register there (no other register errors).
      const vOnly = op.dst.kind === 'sgpr' ? this.looksVector(c) : !this.looksVector(c);
      // clrxasm: a scalar destination that cannot start a name (a number, an operator, a quote) is garbage.
      const first = c.peek();
      const named = first < 0 || (first !== Ch.DOLLAR && isIdentStart(first)) || first === Ch.AT;
      const d = vOnly ? null : this.parseRegister(c, true);
      const want = op.dst.info.regs;
      if (op.dst.kind === 'sgpr') {
        // A name cannot start there: clrxasm reports only that (no missing-comma error after it).
        if (d === null && !named) { this.error(dcol, 'Some garbages at register name place'); return; }
        if (d === null || d.file !== 's') { this.error(dcol, 'Expected 1 scalar register'); bad = true; } else if (d.code >= 0 && d.regs !== 1) { this.error(dcol, 'Required 1 scalar register'); bad = true; } else vdst = d.code;
      } else if (d === null || d.file !== 'v') {
        this.error(dcol, `Expected ${want} vector register${want > 1 ? 's' : ''}`);
        bad = true;
      } else if (d.code >= 0 && d.regs !== want) {
        this.error(dcol, `Required ${want} vector register${want > 1 ? 's' : ''}`);
        bad = true;
      } else vdst = d.code - 256;
      if (d !== null && d.code < 0) bad = true;
      if (!c.eat(Ch.COMMA)) { this.error(c.col(), "Expected ',' before argument"); return; }
      c.skipSpace();
      if (c.atEnd()) { this.error(c.col(), 'Expected instruction operand'); return; }
      src = this.parseSource(c, op.src!.info.regs === 2 ? 64 : 32, op.clrx.floatLiteral);
      if (src === null) return;
      // (m0 passes as a 64-bit source, as in clrxasm.)
      if (src.code >= 0 && src.regs !== 0 && src.regs !== op.src!.info.regs && !(src.code === 124 && op.src!.info.regs === 2)) {
        const n = op.src!.info.regs;
        const kind = src.code >= 256 ? 'vector' : 'scalar';
        // clrxasm points after a single sN / ttmpN, at the start of any other register.
        const t = c.text.slice(src.regCol - 1 + c.base, src.regEnd - 1 + c.base);
        this.error(/^(?:s|ttmp)[0-9]+$/i.test(t) ? src.regEnd : src.regCol, `Required ${n} ${kind} register${n > 1 ? 's' : ''}`);
        bad = true;
      }
      if (src.code < 0) bad = true;
    }
    const mods = this.parseModifiers(c, true, op.dst !== null);
    this.encodeOp(op, suffix, col, vdst, src, mods, bad || this.failed());
  }

  /**
   * Chooses the encoding, checks it and emits the instruction, in the order
   * clrxasm 0.1.9 checks (observed on generated lines): modifiers of
   * different encodings mixed (at the first modifier; reported even after
   * other errors, which then stop here), the operands of the encoding asked
   * for, then the suffix, then what the instruction allows.
   */
  private encodeOp(op: OpInfo, suffix: '' | 'e32' | 'e64' | 'sdwa' | 'dpp', col: number, vdst: number, s: Src | null,
    mods: Mods, failed = false): void {
    // What the modifiers ask for.
    const sdwaMods = mods.wantSdwa || mods.sdwa || mods.sextBits !== 0;
    const dppMods = mods.wantDpp || mods.dpp;
    const vop3Only = mods.vop3 || mods.omod !== 0 || mods.vsrc1 !== 0 || mods.vsrc2 !== 0;
    if ((sdwaMods && dppMods) || ((sdwaMods || dppMods) && vop3Only) || (dppMods && mods.clamp)) {
      this.error(mods.firstCol || col, 'Mixing modifiers from different encodings is illegal');
      return;
    }
    if (failed) return;
    if (this.bareMod !== null) {
      const b = this.bareMod;
      this.bareMod = null;
      this.error(b.col, `'${b.name}' without a value (${b.name}:1); clrxasm 0.1.9 drops such an instruction without a message`);
      return;
    }
    const gi = this.gi;
    const g = this.gen;
    const srcMods = s !== null && (s.neg || s.abs);
    const sextOperand = s !== null && s.sext;
    const vop3Mods = mods.clamp || vop3Only || mods.negBits !== 0 || mods.absBits !== 0 || srcMods;
    const literal = s !== null && s.code === 255;
    // (Without SDWA on the generation a _sdwa / _dpp suffix is only checked below.)
    const ext = g.sdwa && (suffix === 'sdwa' || suffix === 'dpp' || sdwaMods || dppMods || sextOperand);
    if (ext) {
      if (s === null || s.code < 256 || s.code > 511 || s.regs === 0) {
        this.error(col, literal ? 'Literal with SDWA or DPP word is illegal' : 'SRC0 must be a vector register with SDWA or DPP word');
        return;
      }
    } else if ((suffix === 'e64' || vop3Mods) && literal) {
      this.error(col, 'Literal in VOP3 encoding is illegal');
      return;
    }
    // The suffixes, in clrxasm's order of checks.
    if (suffix === 'e64' && ext) { this.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
    if (suffix === 'dpp') {
      if (!g.dpp) { this.error(col, 'DPP encoding specified when DPP not present'); return; }
      if (vop3Only) { this.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
      if (dppMods && sextOperand && !sdwaMods) { this.error(col, 'SEXT modifiers is unavailable for DPP word'); return; }
      if (sdwaMods || sextOperand) { this.error(col, 'DPP encoding specified when DPP not present'); return; }
      if (mods.clamp) { this.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
    }
    if (dppMods && sextOperand && g.sdwa) { this.error(col, 'SEXT modifiers is unavailable for DPP word'); return; }
    if (suffix === 'sdwa') {
      if (!g.sdwa || dppMods) { this.error(col, 'SDWA encoding specified when SDWA not present'); return; }
      // clamp goes into the SDWA word once an SDWA modifier is there; alone, it asks for VOP3.
      if (vop3Only || (mods.clamp && !sdwaMods)) { this.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
    }
    if (dppMods && sextOperand) { this.error(col, 'SEXT modifiers is unavailable for DPP word'); return; }
    const dppAsked = suffix === 'dpp' || (dppMods && suffix !== 'sdwa');
    if (ext && dppAsked && !op.clrx.dpp) { this.error(col, 'DPP encoding is illegal for this instruction'); return; }
    if (ext && op.dst?.kind === 'sgpr') { this.error(col, `${dppAsked ? 'DPP' : 'SDWA'} encoding is illegal for this instruction`); return; }
    if (suffix === 'e32' && sextOperand && vop3Only) { this.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
    if (suffix === 'e32' && (vop3Mods || ext || literal)) { this.error(col, '32-bit encoding specified when 64-bit encoding'); return; }
    if (sextOperand && vop3Only) { this.error(col, 'Mixing VOP3 with SDWA or WORD is illegal'); return; }
    const wantSdwa = suffix === 'sdwa' || sdwaMods || (sextOperand && !dppMods);
    const wantDpp = suffix === 'dpp' || dppMods;
    const r = this.raw;
    const opcode = op.vop1[gi]!;
    if (wantSdwa || wantDpp) {
      if (s === null) return;
      this.extFields(r, opcode, op, mods.vdstField ?? vdst, s, mods, !wantDpp);
      this.emit(r, null);
      return;
    }
    const vop3 = suffix === 'e64' || vop3Mods;
    if (vop3) {
      if (literal) { this.error(col, 'Literal in VOP3 encoding is illegal'); return; }
      this.vop3Fields(r, op.vop3[gi]!, mods.vdstField ?? vdst, s, mods);
      r.op = op;
      if (op.src === null) r.src0 = mods.src0Field ?? 0;
      this.emit(r, null);
      return;
    }
    const fields = this.vop1Fields(r, opcode, mods.vdstField ?? vdst, s);
    fields.op = op;
    if (op.src === null) fields.src0 = fields.src0Field = mods.src0Field ?? 0;
    this.emit(fields, s);
  }

  /** Fields of an SDWA or DPP word. */
  private extFields(r: RawInstruction, opcode: number, op: OpInfo | null, vdst: number, s: Src, mods: Mods,
    sdwa: boolean): void {
    r.gen = this.gi;
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

  private vop1Fields(r: RawInstruction, opcode: number, vdst: number, s: Src | null): RawInstruction {
    r.gen = this.gi;
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

  private vop3Fields(r: RawInstruction, opcode: number, vdst: number, s: Src | null, mods: Mods): void {
    r.gen = this.gi;
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

  /** A branch target (SOPP, s_cbranch_i_fork): SIMM16, a pending target, or null after an error. */
  branchTarget(c: Cursor): number | Pending | null {
    c.skipSpace();
    const col = c.col();
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, CLRX_EXPR, err);
    if (e === null) { this.exprError(c, err.e!); return null; }
    const r = this.eval(e, col);
    if (r === undefined) return null;
    if (r.value === null) return { expr: e, wait: r.unresolved!.name, col };
    const v = branchOffset(r.value, r.rel, BigInt(this.asm.size), false);
    if (typeof v === 'string') { this.error(col, v); return null; }
    return v;
  }

  /** Appends whole-ISA words; a forward literal and a pending branch target wait for their symbols. */
  emitWords(words: readonly number[], lit: Src | null, litAt: number, branch: Pending | null): void {
    if (this.asm.diag.errors > this.errorsBefore) return;
    const off = this.asm.size;
    for (const w of words) this.asm.word(w);
    if (lit !== null && lit.litExpr !== null) {
      const id = this.asm.addFixup(off + 4 * litAt, 4);
      if (id >= 0) this.wait(lit.litWait, this.waiter(lit.litExpr, BigInt(off), lit.litCol, id, 4, true, '', 0));
    }
    if (branch !== null) {
      const id = this.asm.addFixup(off, 2);
      if (id >= 0) this.wait(branch.wait, { ...this.waiter(branch.expr, BigInt(off), branch.col, id, 2, false, '', 0), branch: true });
    }
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, off, true);
  }

  /** Encodes and appends; a forward-referenced literal gets a fixup. */
  private emit(r: RawInstruction, s: Src | null): void {
    if (this.spec) {
      // The fast path: a whole line, no forward reference.
      if (this.specFailed || (s !== null && s.litExpr !== null)) { this.specFailed = true; return; }
      const n = encodeInto(r, this.tmpWords, 0);
      if (n > 1) this.asm.record2(this.line, this.tmpWords[0]!, this.tmpWords[1]!);
      else this.asm.record1(this.line, this.tmpWords[0]!);
      this.specDone = true;
      return;
    }
    if (this.asm.diag.errors > this.errorsBefore) return;
    const n = encodeInto(r, this.tmpWords, 0);
    const off = this.asm.size;
    this.asm.word(this.tmpWords[0]!);
    if (n > 1) this.asm.word(this.tmpWords[1]!);
    if (s !== null && s.litExpr !== null) {
      const id = this.asm.addFixup(off + 4, 4);
      if (id >= 0) this.wait(s.litWait, this.waiter(s.litExpr, BigInt(off), s.litCol, id, 4, true, '', 0));
    }
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, off, true);
  }

  // --- source operands -----------------------------------------------------

  /**
   * Parses a source operand with its inline modifiers: -x, abs(x), |x|,
   * -abs(x), sext(x), lit(x); registers, constants, float literals and
   * integer expressions. `width` is the operand's width in bits (32 or 64),
   * `fl` the format CLRX gives float literals for this op.
   */
  parseSource(c: Cursor, width: 32 | 64, fl: 'f16' | 'f32' | 'f64', inSext = false): Src | null {
    c.skipSpace();
    const s = newSrc(c.col());
    // (Without SDWA, `sext` is only a symbol name.)
    if (!inSext && this.gen.sdwa && c.startsWithWord('sext') && this.peekAfterWord(c, 4) === Ch.LPAREN) {
      c.pos += 4;
      c.skipSpace();
      c.pos++;
      const inner = this.parseSource(c, width, fl, true);
      if (inner === null) return null;
      c.skipSpace();
      // sext() takes a register (with -/abs): anything else stops at the `)` (clrxasm's column).
      if (!inner.isReg) {
        this.error(c.col(), 'Some garbages at VOP modifier place');
        return null;
      }
      if (!c.eat(Ch.RPAREN)) { this.error(c.col(), 'Unterminated sext() modifier'); return null; }
      return { ...inner, sext: true, col: s.col };
    }
    if (c.peek() === Ch.MINUS) {
      // `-` and a register (spaces allowed) is NEG; otherwise the minus starts a number or an expression.
      let j = c.pos + 1;
      while (j < c.end && (c.text.charCodeAt(j) === Ch.SPACE || c.text.charCodeAt(j) === Ch.TAB)) j++;
      const save = c.pos;
      c.pos = j;
      let reg = c.startsWithWord('abs') && this.peekAfterWord(c, 3) === Ch.LPAREN || c.peek() === Ch.PIPE;
      if (!reg) {
        const errs = this.asm.diag.errors;
        const r = this.parseRegister(c, true);
        reg = r !== null;
        if (this.spec ? this.specFailed : this.asm.diag.errors > errs) return null;
      }
      c.pos = save;
      if (reg) {
        c.pos = j;
        s.neg = true;
      } else if (j === c.pos + 1 && this.scanFloat(c) !== null) {
        return this.constantOperand(c, s, width, fl, false);
      } else {
        return this.integerOperand(c, s, false, false, c.col(j));
      }
    }
    let absClose = 0;
    if (c.startsWithWord('abs') && this.peekAfterWord(c, 3) === Ch.LPAREN) {
      c.pos += 3;
      c.skipSpace();
      c.pos++;
      absClose = Ch.RPAREN;
    } else if (c.peek() === Ch.PIPE) {
      c.pos++;
      absClose = Ch.PIPE;
    }
    if (absClose !== 0) {
      s.abs = true;
      c.skipSpace();
      const reg = this.parseRegister(c, true);
      if (reg === null && absClose === Ch.PIPE) {
        // `|x|` around no register: clrxasm reads an expression from there (the second `|` is an OR).
        s.abs = false;
        s.col = c.col();
        return this.integerOperand(c, s);
      }
      if (reg === null) {
        // clrxasm reads an expression there (a label is "not absolute") and complains at the `)`.
        const at = c.pos;
        const err: { e: ParseError | null } = { e: null };
        const e = parseExpr(c, CLRX_EXPR, err);
        if (e !== null) {
          const r = evaluateClrx(e, this.lookupFn, BigInt(this.asm.size));
          if (r.value !== null && r.rel !== 0) this.error(c.col(at), relativeMessage(r.rel));
        }
        c.pos = at;
        let depth = 0;
        let i = c.pos;
        for (; i < c.end; i++) {
          const ch = c.text.charCodeAt(i);
          if (ch === Ch.LPAREN) depth++;
          else if (ch === absClose && depth === 0) break;
          else if (ch === Ch.RPAREN) depth--;
        }
        this.error(c.col(i), 'Some garbages at VOP modifier place');
        return null;
      }
      this.setRegister(s, reg);
      if (!c.eat(absClose)) { this.error(c.col(), absClose === Ch.PIPE ? "Expected '|'" : 'Unterminated abs() modifier'); return null; }
      return s;
    }
    if (c.startsWithWord('lit') && this.peekAfterWord(c, 3) === Ch.LPAREN) {
      const lcol = c.col();
      c.pos += 3;
      c.skipSpace();
      c.pos++;
      c.skipSpace();
      const save = c.pos;
      const reg = this.parseRegister(c, true);
      if (reg !== null || c.startsWithWord('lit')) { this.error(c.col(save), 'Expected expression'); return null; }
      const v = this.constantOperand(c, s, width, fl, true);
      if (v === null) return null;
      // An unresolved symbol inside lit() is reported where the expression starts (clrxasm).
      if (v.litExpr !== null) v.litCol = c.col(save);
      if (!c.eat(Ch.RPAREN)) { this.error(lcol, 'Unterminated lit() function'); return null; }
      return v;
    }
    const save = c.pos;
    const reg = this.parseRegister(c, true);
    if (reg !== null) {
      this.setRegister(s, reg);
      return s;
    }
    c.pos = save;
    if (s.neg) {
      // `- name` where the name was a register symbol's text: not reached (parseRegister took it).
      return this.integerOperand(c, s, true);
    }
    if (this.constSymbols.size > 0) {
      // A constant symreg stands for its text.
      const idEnd = identEnd(c.text, c.pos, c.end);
      const text = idEnd > c.pos ? this.constSymbols.get(c.text.slice(c.pos, idEnd)) : undefined;
      if (text !== undefined) {
        const sub = new Cursor(text, 0, text.length);
        const v = this.constantOperand(sub, s, width, fl, false);
        c.pos = idEnd;
        return v;
      }
    }
    return this.constantOperand(c, s, width, fl, false);
  }

  private peekAfterWord(c: Cursor, n: number): number {
    let i = c.pos + n;
    while (i < c.end && (c.text.charCodeAt(i) === Ch.SPACE || c.text.charCodeAt(i) === Ch.TAB)) i++;
    return i < c.end ? c.text.charCodeAt(i) : -1;
  }

  /** True if a number (digit or `.digit`) starts `off` characters ahead. */
  private numberFollows(c: Cursor, off: number): boolean {
    const a = c.peek(off);
    return isDigit(a) || (a === Ch.DOT && isDigit(c.peek(off + 1)));
  }

  private setRegister(s: Src, reg: RegRef): void {
    s.code = reg.code;
    s.regs = reg.regs;
    s.regCol = this.regCol;
    s.regEnd = this.regEndCol;
    s.isReg = true;
  }

  /** A float literal (with optional h/s/l suffix) or an integer expression. */
  private constantOperand(c: Cursor, s: Src, width: 32 | 64, fl: 'f16' | 'f32' | 'f64', forced: boolean): Src | null {
    const f = this.scanFloat(c);
    if (f !== null) {
      const { text, suffix, end } = f;
      const fmt: FloatFormat = suffix === 'h' ? F16 : suffix === 's' ? F32 : suffix === 'l' ? F64_HIGH : FORMAT_OF[fl];
      c.pos = end;
      let bits = fastDecimalBits(text, fmt);
      if (bits < 0) {
        const rd = roundToFormat(parseFloatText(text)!, fmt);
        if (rd.overflow) {
          // clrxasm points after the digits (a suffix is left unread).
          if (suffix !== '') c.pos--;
          this.error(c.col(), 'Absolute value of number is too big');
          return null;
        }
        bits = Number(rd.bits) >>> 0;
      }
      s.regs = 0;
      // The bits are compared with the inline constants of the format they were converted to;
      // a suffix naming another format than the operand's makes a literal of that format (clrxasm).
      const inline = forced || (suffix !== '' && fmt !== FORMAT_OF[fl]) ? -1 : this.floatInline(bits, fmt);
      if (inline >= 0) { s.code = inline; return s; }
      s.code = 255;
      s.literal = bits;
      return s;
    }
    return this.integerOperand(c, s, false, forced);
  }

  /** An integer expression: inline constant -16..64, else a 32-bit literal. */
  private integerOperand(c: Cursor, s: Src, negate = false, forced = false, exprCol = -1): Src | null {
    const ecol = exprCol >= 0 ? exprCol : c.col();
    if (!negate) {
      // Fast path: a plain number (with an optional minus sign).
      const save = c.pos;
      const minus = c.peek() === Ch.MINUS;
      if (minus) c.pos++;
      const p = c.plainInt();
      if (p >= 0) {
        const v = minus ? -p : p;
        s.neg = false;
        s.regs = 0;
        if (!forced && v >= -16 && v <= 64) { s.code = intInlineCode(v); return s; }
        s.code = 255;
        s.literal = this.truncate32(BigInt(v), ecol);
        return s;
      }
      c.pos = save;
    }
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, CLRX_EXPR, err);
    if (e === null) { this.exprError(c, err.e!); return null; }
    c.skipSpace();
    if (c.peek() === Ch.LPAREN) { this.error(c.col(), 'Expected operator'); return null; }
    const expr: Expr = negate ? { k: 'neg', a: e } : e;
    s.neg = false;
    s.regs = 0;
    const r = this.eval(expr, s.col);
    if (r === undefined) return null;
    if (r.value === null) {
      // A forward reference: always a literal, patched when the symbol is known.
      s.code = 255;
      s.literal = 0;
      s.litExpr = expr;
      s.litWait = r.unresolved!.name;
      // clrxasm reports an unresolved symbol at the operand (a leading `@` skipped).
      s.litCol = c.text.charCodeAt(s.col - 1 + c.base) === Ch.AT ? s.col + 1 : s.col;
      return s;
    }
    if (r.rel !== 0) { this.error(s.col, relativeMessage(r.rel)); return null; }
    const v = r.value;
    if (!forced && v >= -16n && v <= 64n) {
      s.code = intInlineCode(Number(v));
      return s;
    }
    s.code = 255;
    s.literal = this.truncate32(v, ecol);
    return s;
  }

  private truncate32(v: bigint, col: number): number {
    const t = BigInt.asUintN(32, v);
    if (v < -(1n << 31n) || v > 0xffffffffn) {
      this.warning(col, `Value 0x${BigInt.asUintN(64, v).toString(16)} truncated to 0x${t.toString(16)}`);
    }
    return Number(t);
  }

  private truncate32At(v: bigint, pos: SourcePos): number {
    const t = BigInt.asUintN(32, v);
    if (v < -(1n << 31n) || v > 0xffffffffn) {
      this.asm.diag.warningAt(pos, `Value 0x${BigInt.asUintN(64, v).toString(16)} truncated to 0x${t.toString(16)}`);
    }
    return Number(t);
  }

  /** The inline code a float's bits match for the operand's float type, or -1. */
  private floatInline(bits: number, fmt: FloatFormat): number {
    if (bits === 0) return 128;
    for (const f of INLINE_FLOATS) {
      if (f.code === 248 && !this.gen.inlineInv2Pi) continue;
      const pattern = fmt === F16 ? f.f16 : fmt === F32 ? f.f32 : f.f64hi;
      if (bits === pattern >>> 0) return f.code;
    }
    return -1;
  }

  /** Recognises a float literal at the cursor (not an integer), with its suffix. */
  private scanFloat(c: Cursor): { text: string; suffix: string; end: number } | null {
    const t = c.text;
    let i = c.pos;
    let sign = '';
    if (t[i] === '-' || t[i] === '+') { sign = t[i]!; i++; }
    const start = i;
    if (t[i] === '0' && (t[i + 1] === 'x' || t[i + 1] === 'X')) {
      // Hex float: needs a 'p' exponent.
      let j = i + 2;
      while (j < c.end) {
        const ch = t.charCodeAt(j) | 32;
        if (!((ch >= 48 && ch <= 57) || (ch >= 97 && ch <= 102) || ch === (Ch.DOT | 32))) break;
        j++;
      }
      if (t[j] !== 'p' && t[j] !== 'P') return null;
      j++;
      if (t[j] === '+' || t[j] === '-') j++;
      while (j < c.end && isDigit(t.charCodeAt(j))) j++;
      return this.floatEnd(c, sign + t.slice(start, j), j, true);
    }
    let j = i;
    let digits = 0;
    while (j < c.end && isDigit(t.charCodeAt(j))) { j++; digits++; }
    let isFloat = false;
    if (t[j] === '.') {
      j++;
      isFloat = true;
      while (j < c.end && isDigit(t.charCodeAt(j))) { j++; digits++; }
    }
    if (digits === 0) return null;
    if ((t[j] === 'e' || t[j] === 'E') && (isDigit(t.charCodeAt(j + 1)) || ((t[j + 1] === '+' || t[j + 1] === '-') && isDigit(t.charCodeAt(j + 2))))) {
      j += 2;
      isFloat = true;
      while (j < c.end && isDigit(t.charCodeAt(j))) j++;
    }
    if (!isFloat) return null;
    // A leading-zero octal such as 017 is an integer; 017.5 is a float.
    return this.floatEnd(c, sign + t.slice(start, j), j, false);
  }

  private floatEnd(c: Cursor, text: string, j: number, hex: boolean): { text: string; suffix: string; end: number } | null {
    let suffix = '';
    const ch = c.text[j];
    if (ch !== undefined && 'hHsSlL'.includes(ch) && !isIdentChar(c.text.charCodeAt(j + 1))) {
      suffix = ch.toLowerCase();
      j++;
    }
    // The decimal scan above accepts only what parseFloatText accepts; a hex float may still be malformed.
    if (hex && parseFloatText(text) === null) return null;
    return { text, suffix, end: j };
  }

  // --- modifiers -----------------------------------------------------------

  /**
   * The modifiers after the operands, as clrxasm 0.1.9 reads them (observed):
   * names are case-insensitive; a modifier that takes a value needs `:`
   * ("Expected ':' before X" where the colon should be); values are
   * expressions, except mul/div/row_bcast (decimal digits); values wider
   * than their field are truncated with a warning at the value; a repeated
   * setting warns ("OMOD is already defined"). After an error the parse goes
   * on with the rest of the line, as clrxasm's does, so later errors are
   * reported too. `ops`: the instruction has a destination and a source
   * (v_nop and v_clrexcp have neither, so neg/abs/sext and the SDWA
   * selectors are unknown to them).
   */
  parseModifiers(c: Cursor, known: boolean, ops = true, twoSources = false): Mods {
    this.bareMod = null;
    c.skipSpace();
    // Most instructions have no modifiers: share one (never modified) default record.
    if (c.atEnd()) return NO_MODS;
    const m = newMods();
    let first = true;
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return m;
      const col = c.col();
      if (first) { m.firstCol = col; first = false; }
      const id = c.ident();
      if (id === '') { this.error(col, 'Some garbages at VOP modifier place'); return m; }
      this.modifier(id.toLowerCase(), col, c, m, known, ops, twoSources);
    }
  }

  /** `:` after a modifier name (spaces allowed); reports it missing. */
  private colon(c: Cursor, what: string): boolean {
    c.skipSpace();
    if (c.peek() === Ch.COLON) { c.pos++; return true; }
    this.error(c.col(), `Expected ':' before ${what}`);
    return false;
  }

  /** A modifier value: an expression that must be resolved now; null after an error. */
  modValue(c: Cursor): { v: bigint; col: number } | null {
    c.skipSpace();
    const col = c.col();
    const p = c.plainInt();
    if (p >= 0) return { v: BigInt(p), col };
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, CLRX_EXPR, err);
    if (e === null) { this.exprError(c, err.e!); return null; }
    const r = this.eval(e);
    if (r === undefined) return null;
    if (r.value === null) { this.error(col, 'Unresolved expression is illegal in this place'); return null; }
    if (r.rel !== 0) { this.error(col, relativeMessage(r.rel)); return null; }
    return { v: r.value, col };
  }

  /** A value truncated to `bits` bits, with clrxasm's warning. */
  fieldValue(x: { v: bigint; col: number }, bits: number): number {
    const t = BigInt.asUintN(bits, x.v);
    if (t !== x.v) this.warning(x.col, `Value 0x${BigInt.asUintN(64, x.v).toString(16)} truncated to 0x${t.toString(16)}`);
    return Number(t);
  }

  /** Decimal digits only (mul, div, row_bcast); -1 after reporting "Missing number". */
  private decimalValue(c: Cursor): number {
    c.skipSpace();
    const s = c.pos;
    let v = 0;
    while (c.pos < c.end && isDigit(c.text.charCodeAt(c.pos))) {
      v = Math.min(v * 10 + c.text.charCodeAt(c.pos) - Ch.D0, 2 ** 40);
      c.pos++;
    }
    if (c.pos === s) { this.error(c.col(), 'Missing number'); return -1; }
    return v;
  }

  /** Parses one modifier (its name read); errors are reported and the parse goes on. */
  private modifier(name: string, col: number, c: Cursor, m: Mods, known: boolean, ops: boolean, twoSources = false): void {
    const ext = this.gen.sdwa;
    // Fields the CLRX disassembler prints for non-canonical words (gcnkit's additions).
    c.skipSpace();
    if (c.peek() === Ch.EQ && (name === 'vdst' || name === 'dst' || name === 'src0' || name === 'vsrc1' || name === 'vsrc2')) {
      c.pos++;
      const v = this.smallExpr(c);
      if (v === null) return;
      if (name === 'src0') m.src0Field = v & 0x1ff;
      else if (name === 'vsrc1') m.vsrc1 = v & 0x1ff;
      else if (name === 'vsrc2') m.vsrc2 = v & 0x1ff;
      else m.vdstField = v & 0xff;
      return;
    }
    const optional = (): { v: bigint; col: number } | null | undefined => {
      c.skipSpace();
      if (c.peek() !== Ch.COLON) return undefined;
      c.pos++;
      return this.modValue(c);
    };
    switch (name) {
      case 'clamp': {
        const x = optional();
        if (x === null) return;
        m.clamp = x === undefined || x.v !== 0n;
        return;
      }
      case 'vop3': {
        const x = optional();
        if (x === null) return;
        m.vop3 = x === undefined || x.v !== 0n;
        return;
      }
      case 'mul': case 'div': {
        if (!this.colon(c, name === 'mul' ? 'multiplier number' : 'divider number')) return;
        const v = this.decimalValue(c);
        if (v < 0) return;
        const o = name === 'mul' ? (v === 2 ? 1 : v === 4 ? 2 : -1) : v === 2 ? 3 : -1;
        if (o < 0) { this.error(col, `Unknown VOP3 ${name}:X modifier`); return; }
        if (m.omodSet) this.warning(col, 'OMOD is already defined');
        m.omod = o;
        m.omodSet = true;
        return;
      }
      case 'omod': {
        if (!this.colon(c, 'omod')) return;
        const x = this.modValue(c);
        if (x === null) return;
        // (clrxasm warns about a second OMOD only at mul/div.)
        m.omod = this.fieldValue(x, 2);
        m.omodSet = true;
        return;
      }
      case 'neg': case 'abs': case 'sext': {
        if (!ops || (name === 'sext' && !ext)) break;
        c.skipSpace();
        if (c.peek() !== Ch.COLON) {
          // clrxasm takes a bare neg/abs/sext without a word and then drops the whole
          // instruction silently; gcnkit reports it (see emit()).
          if (this.bareMod === null) this.bareMod = { col, name };
          return;
        }
        c.pos++;
        const bits = this.bitsArg(c, known ? 1 : 3);
        if (bits === null) return;
        const setName = `${name[0]!.toUpperCase()}${name.slice(1)} is already defined`;
        if (name === 'neg') { if (m.negSet) this.warning(col, setName); m.negBits = bits; m.negSet = true; } else if (name === 'abs') { if (m.absSet) this.warning(col, setName); m.absBits = bits; m.absSet = true; } else {
          if (m.sextSet) this.warning(col, setName);
          m.sextBits = bits & 3;
          m.sextSet = true;
        }
        return;
      }
      case 'abs0': case 'abs1': case 'abs2': m.absBits |= 1 << Number(name[3]); return;
      case 'neg0': case 'neg1': case 'neg2': m.negBits |= 1 << Number(name[3]); return;
      default: break;
    }
    if (!ext) { this.error(col, 'Unknown VOP modifier'); return; }
    switch (name) {
      case 'sdwa': case 'dpp': {
        const x = optional();
        if (x === null) return;
        const on = x === undefined || x.v !== 0n;
        if (name === 'sdwa') m.sdwa = on; else m.dpp = on;
        return;
      }
      case 'sext0': case 'sext1': m.sextBits |= 1 << Number(name[4]); m.wantSdwa = true; return;
      case 'dst_sel': case 'src0_sel': case 'src1_sel': case 'dst_unused': case 'dst_un': {
        if (!ops || (name === 'src1_sel' && !twoSources)) { this.error(col, 'Unknown VOP modifier'); return; }
        const what = name === 'dst_un' ? 'dst_unused' : name;
        if (!this.colon(c, what)) return;
        c.skipSpace();
        const vcol = c.col();
        if (c.atEnd()) { this.error(vcol, `Expected ${what}`); return; }
        const id = c.ident();
        if (id === '') { this.error(vcol, `Some garbages at ${what} place`); return; }
        const v = (what === 'dst_unused' ? UNUSED_NAMES : SEL_NAMES).get(id.toLowerCase()) ?? -1;
        if (v < 0) { this.error(vcol, `Unknown ${what}`); return; }
        if (what === 'dst_sel') {
          if (m.dstSelSet) this.warning(col, 'Dst_sel is already defined');
          m.dstSel = v;
          m.dstSelSet = true;
        } else if (what === 'src0_sel') {
          if (m.src0SelSet) this.warning(col, 'Src0_sel is already defined');
          m.src0Sel = v;
          m.src0SelSet = true;
        } else if (what === 'src1_sel') {
          if (m.src1SelSet) this.warning(col, 'Src1_sel is already defined');
          m.src1Sel = v;
          m.src1SelSet = true;
        } else {
          if (m.dstUnusedSet) this.warning(col, 'Dst_unused is already defined');
          m.dstUnused = v;
          m.dstUnusedSet = true;
        }
        m.wantSdwa = true;
        return;
      }
      case 'quad_perm': {
        if (!this.colon(c, 'quad_perm')) return;
        c.skipSpace();
        if (c.peek() !== Ch.LBRACKET) { this.error(c.col(), "Expected '[' before quad_perm list"); return; }
        c.pos++;
        let ctrl = 0;
        for (let i = 0; i < 4; i++) {
          if (i > 0) {
            c.skipSpace();
            if (c.peek() !== Ch.COMMA) { this.error(c.col(), "Expected ',' before quad_perm component"); return; }
            c.pos++;
          }
          const x = this.modValue(c);
          if (x === null) return;
          ctrl |= this.fieldValue(x, 2) << (2 * i);
        }
        c.skipSpace();
        if (c.peek() !== Ch.RBRACKET) { this.error(c.col(), 'Unterminated quad_perm'); return; }
        c.pos++;
        this.setDppCtrl(m, ctrl, col);
        return;
      }
      case 'row_shl': case 'row_shr': case 'row_ror': {
        if (!this.colon(c, name)) return;
        const x = this.modValue(c);
        if (x === null) return;
        const v = this.fieldValue(x, 4);
        if (v === 0) { this.error(x.col, 'Illegal zero shift for row_XXX shift'); return; }
        this.setDppCtrl(m, (name === 'row_shl' ? 0x100 : name === 'row_shr' ? 0x110 : 0x120) + v, col);
        return;
      }
      case 'wave_shl': case 'wave_rol': case 'wave_shr': case 'wave_ror': {
        c.skipSpace();
        if (c.peek() === Ch.COLON) {
          c.pos++;
          c.skipSpace();
          const vcol = c.col();
          const v = this.decimalValue(c);
          if (v < 0) return;
          if (v !== 1) { this.error(vcol, "Value must be '1'"); return; }
        }
        this.setDppCtrl(m, { wave_shl: 0x130, wave_rol: 0x134, wave_shr: 0x138, wave_ror: 0x13c }[name], col);
        return;
      }
      case 'row_mirror': this.setDppCtrl(m, 0x140, col); return;
      case 'row_half_mirror': this.setDppCtrl(m, 0x141, col); return;
      case 'row_bcast15': this.setDppCtrl(m, 0x142, col); return;
      case 'row_bcast31': this.setDppCtrl(m, 0x143, col); return;
      case 'row_bcast': {
        if (!this.colon(c, 'row_bcast')) return;
        c.skipSpace();
        const vcol = c.col();
        const v = this.decimalValue(c);
        if (v < 0) return;
        if (v !== 15 && v !== 31) { this.error(vcol, 'Thread to broadcast must be 15 or 31'); return; }
        this.setDppCtrl(m, v === 15 ? 0x142 : 0x143, col);
        return;
      }
      case 'dppctrl': {
        if (!this.colon(c, 'dppctrl')) return;
        const v = this.smallExpr(c);
        if (v === null) return;
        this.setDppCtrl(m, v & 0x1ff, col);
        return;
      }
      case 'bound_ctrl': {
        let on = 1;
        c.skipSpace();
        if (c.peek() === Ch.COLON) {
          c.pos++;
          c.skipSpace();
          const vcol = c.col();
          const v = this.decimalValue(c);
          if (v < 0) return;
          if (v !== 0 && v !== 1) { this.error(vcol, "Value must be '0' or '1'"); return; }
          // bound_ctrl:0:e / bound_ctrl:1:e set the bit to e != 0.
          c.skipSpace();
          if (c.peek() === Ch.COLON) {
            c.pos++;
            const e = this.modValue(c);
            if (e === null) return;
            on = e.v !== 0n ? 1 : 0;
          }
        }
        if (m.boundCtrlSet) this.warning(col, 'BoundCtrl is already defined');
        m.boundCtrl = on;
        m.boundCtrlSet = true;
        m.wantDpp = true;
        return;
      }
      case 'bank_mask': case 'row_mask': {
        if (!this.colon(c, name)) return;
        const x = this.modValue(c);
        if (x === null) return;
        const v = this.fieldValue(x, 4);
        if (name === 'bank_mask') {
          if (m.bankMaskSet) this.warning(col, 'Bank_mask is already defined');
          m.bankMask = v;
          m.bankMaskSet = true;
        } else {
          if (m.rowMaskSet) this.warning(col, 'Row_mask is already defined');
          m.rowMask = v;
          m.rowMaskSet = true;
        }
        m.wantDpp = true;
        return;
      }
      default: break;
    }
    this.error(col, 'Unknown VOP modifier');
  }

  private setDppCtrl(m: Mods, ctrl: number, col: number): void {
    if (m.dppCtrlSet) this.warning(col, 'DppCtrl is already defined');
    m.dppCtrl = ctrl;
    m.dppCtrlSet = true;
    m.wantDpp = true;
  }

  /** `neg:e` or `neg:[e]`: one bit per source (`n` sources), wider values truncated with a warning. */
  private bitsArg(c: Cursor, n: number): number | null {
    c.skipSpace();
    if (c.peek() === Ch.LBRACKET) {
      c.pos++;
      let bits = 0;
      for (let i = 0; ; i++) {
        const x = this.modValue(c);
        if (x === null) return null;
        bits |= this.fieldValue(x, 1) << i;
        c.skipSpace();
        if (c.peek() === Ch.RBRACKET) { c.pos++; return bits; }
        if (i + 1 >= n || c.peek() !== Ch.COMMA) { this.error(c.col(), 'Unterminated bit array'); return null; }
        c.pos++;
      }
    }
    const x = this.modValue(c);
    if (x === null) return null;
    return this.fieldValue(x, n);
  }

  /** The end: whatever still waits names a symbol that was never defined. */
  finish(): void {
    const left: Waiter[] = [];
    for (const list of this.waiters.values()) for (const w of list) left.push(w);
    this.waiters.clear();
    left.sort((a, b) => a.pos.line - b.pos.line || a.pos.col - b.pos.col);
    const ctx = this.asm.diag.context;
    for (const w of left) {
      if (w.fixup < 0 && this.assignSeq.get(w.name) !== w.seq) continue;
      const r = evaluateClrx(w.expr, this.lookupFn, w.dot);
      if (r.unresolved === null) { if (w.fixup >= 0) this.fill(w, r); continue; }
      // clrxasm reports it at the start of the expression.
      // clrxasm names every symbol of the expression that is still undefined.
      for (const name of undefinedSymbols(w.expr, this.lookupFn)) this.asm.diag.errorAt(w.pos, `Unresolved symbol '${name}'`);
    }
    ctx.line = 0;
  }

}

/**
 * SIMM16 of a branch at `pc` to `target` (a label: rel 1), or clrxasm's
 * message; a forward target's range message ends with `!` as clrxasm's does.
 */
function branchOffset(target: bigint, rel: number, pc: bigint, forward: boolean): number | string {
  if (rel !== 1) return 'Jump over current section!';
  const d = target - (pc + 4n);
  if ((d & 3n) !== 0n) return 'Jump is not aligned to word!';
  const k = d / 4n;
  if (k < -32768n || k > 32767n) return forward ? 'Jump out of range!' : 'Jump out of range';
  return Number(k) & 0xffff;
}

/** The symbols of `e` that have no value, in order, each once. */
function undefinedSymbols(e: Expr, lookup: (n: string) => unknown): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  // Iterative (long chains nest deeply), left operands first.
  const stack: Expr[] = [e];
  while (stack.length > 0) {
    const x = stack.pop()!;
    switch (x.k) {
      case 'sym': if (!seen.has(x.name) && lookup(x.name) === undefined) { seen.add(x.name); out.push(x.name); } break;
      case 'neg': case 'not': case 'lnot': case 'plus': stack.push(x.a); break;
      case 'bin': stack.push(x.b, x.a); break;
      case 'cond': stack.push(x.b, x.a, x.c); break;
      default: break;
    }
  }
  return out;
}

/** Index of a trailing `raw:[` in the statement, or -1 (case-insensitive, within [from, end)). */
function findRaw(text: string, from: number, end: number): number {
  for (let j = from + 3; j + 1 < end; j++) {
    if (text.charCodeAt(j) !== Ch.COLON || text.charCodeAt(j + 1) !== Ch.LBRACKET) continue;
    const r = text.charCodeAt(j - 3) | 32, a = text.charCodeAt(j - 2) | 32, w = text.charCodeAt(j - 1) | 32;
    const before = j - 4 >= 0 ? text.charCodeAt(j - 4) : Ch.SPACE;
    if (r === 114 && a === 97 && w === 119 && (before === Ch.SPACE || before === Ch.TAB || before === Ch.COMMA)) return j - 3;
  }
  return -1;
}
