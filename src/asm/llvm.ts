// The LLVM-dialect assembler (syntax.md part C): llvm-mc 14's AMDGPU syntax
// for VOP1-family instructions, accepted and rejected as llvm-mc 14 does, with
// its messages and columns.
//
// It follows the structure of llvm-mc's parser so that the same input takes
// the same path:
//  - a lexer with LLVM's token rules (AsmLexer);
//  - GNU-flavour expressions (AsmParser::parseExpression);
//  - AMDGPU operand parsing: the "custom" operand parsers the generated
//    matcher offers for the mnemonic and operand index (source modifiers,
//    optional operands such as clamp, omod, SDWA selectors, DPP controls),
//    then registers or immediates;
//  - the generated instruction matcher: every encoding table (e32, e64,
//    SDWA, GFX9 SDWA, DPP), every candidate form, the operand classes and
//    the rule that picks the reported error;
//  - the post-match validation (VOP3 literals, constant bus, integer clamp);
//  - the literal conversion and the code emitter's inline-constant choice.
// The per-instruction facts come from src/isa (OpInfo.llvm); the forms and
// operand classes below are derived from them.
//
// Where gcnkit differs from llvm-mc 14 on purpose:
//  - an operand that refers to a symbol never defined (llvm-mc: a literal
//    with a relocation, listed as zero bytes) gives the literal 0 and a
//    warning; a forward-referenced absolute symbol gives its final value,
//    and a label gives the PC-relative value llvm-mc's object file holds;
//  - only VOP1-family instructions are assembled: any other instruction
//    llvm-mc knows on the GPU is an error, and only .text, .set/.equ and the
//    data directives are directives (.word and .hword, which llvm-mc does
//    not know for amdgcn, are taken as 4 and 2 bytes, as in the CLRX
//    dialect);
//  - expressions nest at most MAX_EXPR_DEPTH deep and hold at most
//    MAX_EXPR_NODES operators (llvm-mc is limited by its stack only);
//  - a block comment that spans lines does not join them into one
//    statement;
//  - a few inputs make llvm-mc 14 hang (a character literal `'ab'`, two
//    invalid characters as an operand); gcnkit reports an error.

import { emptyRaw, type RawInstruction } from '../disasm/decoder.js';
import { encodeInto } from '../encoding/encoder.js';
import type { GenIndex, Generation } from '../isa/generations.js';
import { OPS, findOp, type OpInfo } from '../isa/instructions.js';
import { LLVM_NO_SUFFIX_ALIAS, llvmMnemonics, llvmMnemonicStatus, type LlvmMnemonicStatus } from '../isa/llvm-mnemonics.js';
import { CODE_LDS_DIRECT, CONDITION_CODES, namedScalar } from '../isa/operands.js';
import { Assembly, type AsmResult } from './assembly.js';
import type { SourcePos } from './diagnostics.js';
import { evaluate, LLVM_EXPR, parseExpr, type BinaryOp, type Expr, type ParseError, type SymbolValue } from './expr.js';
import { Cursor } from './cursor.js';
import { llvmIsaInstruction, type LlvmHost } from './isa/llvm-isa.js';
import { namesOf } from './isa/names.js';
import { F16, F32, F64, parseFloatText, roundToFormat, type ExactFloat, type FloatFormat } from './float.js';
import { assembleText } from './pipeline/collect.js';
import type { Dialect } from './pipeline/driver.js';
import { LLVM_SPLIT } from './pipeline/splitter.js';
import { PROCESSORS } from '../objfile/targets.js';
import { ObjectDirectives, type ObjectTarget } from './llvm-obj/directives.js';
import type { DirectiveHost, TokKind } from './llvm-obj/host.js';
import { resolveFixup, type RelocContext, type RelocSink } from './llvm-obj/relocate.js';
import { SDWA_SEL_VALUES, SDWA_UNUSED_VALUES } from '../isa/sdwa.js';

/** A forward reference: filled at the end, with the symbols' final values (as llvm-mc's object output). */
interface LlvmFixup {
  readonly id: number;
  /** Output position of the hole and of the statement (`.`). */
  readonly at: number;
  readonly dot: number;
  readonly expr: Expr;
  readonly pos: SourcePos;
  /** Where each symbol of the expression is (its column on the statement's line). */
  readonly line: number;
  readonly text: string;
  readonly size: 1 | 2 | 4 | 8;
  readonly literal: boolean;
  /** The section of the hole (0: .text). */
  readonly sec: number;
}

// ===========================================================================
// Tokens (LLVM's AsmLexer)

const enum K {
  EOS, Ident, Int, BigNum, Real, Str, Err,
  LParen, RParen, LBrac, RBrac, LCurly, RCurly, Comma, Colon,
  Plus, Minus, Tilde, Star, Slash, Percent, Pipe, PipePipe, Amp, AmpAmp, Caret,
  Exclaim, ExclaimEq, Eq, EqEq, Less, LessEq, LessLess, LessGreater, Greater, GreaterEq, GreaterGreater,
  Hash, At, Dollar, BackSlash, Dot, MinusGreater,
}

/** Binary operator of a token, with LLVM's GNU precedence (0: not a binary operator). */
const BIN_PREC = new Uint8Array(64);
const BIN_OP: (BinaryOp | null)[] = new Array(64).fill(null);
{
  // The precedence table lives in expr.ts (LLVM_EXPR); map token kinds onto it.
  const tokOf: Record<string, K> = {
    '*': K.Star, '/': K.Slash, '%': K.Percent, '<<': K.LessLess, '>>': K.GreaterGreater,
    '|': K.Pipe, '^': K.Caret, '&': K.Amp, '!': K.Exclaim, '+': K.Plus, '-': K.Minus,
    '==': K.EqEq, '!=': K.ExclaimEq, '<>': K.LessGreater, '<': K.Less, '<=': K.LessEq, '>': K.Greater,
    '>=': K.GreaterEq, '&&': K.AmpAmp, '||': K.PipePipe,
  };
  for (const d of LLVM_EXPR.binary) {
    const k = tokOf[d.text];
    if (k !== undefined) { BIN_PREC[k] = d.prec; BIN_OP[k] = d.op; }
  }
}

/** Character classes: 1 letter, 2 digit, 4 identifier character, 8 hex digit. */
const CC = new Uint8Array(65536);
for (let c = 0; c < 128; c++) {
  const alpha = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  const digit = c >= 48 && c <= 57;
  const hex = digit || ((c | 32) >= 97 && (c | 32) <= 102);
  // AsmLexer::isIdentifierChar: '@' continues an identifier (the comment string is ';'), '#' does not.
  const id = alpha || digit || c === 95 || c === 36 || c === 46 || c === 63 || c === 64;
  CC[c] = (alpha ? 1 : 0) | (digit ? 2 : 0) | (id ? 4 : 0) | (hex ? 8 : 0);
}
function isDig(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHexDig(c: number): boolean {
  return (CC[c]! & 8) !== 0;
}
function isIdChar(c: number): boolean {
  return (CC[c]! & 4) !== 0;
}

// ===========================================================================
// Registers

const enum RF { V, S, TTMP, A, SPECIAL }

/** Special register ids (getSpecialRegForName), with their width in dwords. */
const enum SP {
  EXEC, VCC, FLAT_SCR, XNACK, SHARED_BASE, SHARED_LIMIT, PRIVATE_BASE, PRIVATE_LIMIT, POPS_EXITING_WAVE_ID,
  LDS_DIRECT, M0, VCCZ, EXECZ, SCC, TBA, TMA, FLAT_SCR_LO, FLAT_SCR_HI, XNACK_LO, XNACK_HI,
  VCC_LO, VCC_HI, EXEC_LO, EXEC_HI, TMA_LO, TMA_HI, TBA_LO, TBA_HI, PC, NULL,
}

const SPECIAL_NAMES: ReadonlyMap<string, SP> = new Map([
  ['exec', SP.EXEC], ['vcc', SP.VCC], ['flat_scratch', SP.FLAT_SCR], ['xnack_mask', SP.XNACK],
  ['shared_base', SP.SHARED_BASE], ['src_shared_base', SP.SHARED_BASE],
  ['shared_limit', SP.SHARED_LIMIT], ['src_shared_limit', SP.SHARED_LIMIT],
  ['private_base', SP.PRIVATE_BASE], ['src_private_base', SP.PRIVATE_BASE],
  ['private_limit', SP.PRIVATE_LIMIT], ['src_private_limit', SP.PRIVATE_LIMIT],
  ['pops_exiting_wave_id', SP.POPS_EXITING_WAVE_ID], ['src_pops_exiting_wave_id', SP.POPS_EXITING_WAVE_ID],
  ['lds_direct', SP.LDS_DIRECT], ['src_lds_direct', SP.LDS_DIRECT], ['m0', SP.M0],
  ['vccz', SP.VCCZ], ['src_vccz', SP.VCCZ], ['execz', SP.EXECZ], ['src_execz', SP.EXECZ],
  ['scc', SP.SCC], ['src_scc', SP.SCC], ['tba', SP.TBA], ['tma', SP.TMA],
  ['flat_scratch_lo', SP.FLAT_SCR_LO], ['flat_scratch_hi', SP.FLAT_SCR_HI],
  ['xnack_mask_lo', SP.XNACK_LO], ['xnack_mask_hi', SP.XNACK_HI],
  ['vcc_lo', SP.VCC_LO], ['vcc_hi', SP.VCC_HI], ['exec_lo', SP.EXEC_LO], ['exec_hi', SP.EXEC_HI],
  ['tma_lo', SP.TMA_LO], ['tma_hi', SP.TMA_HI], ['tba_lo', SP.TBA_LO], ['tba_hi', SP.TBA_HI],
  ['pc', SP.PC], ['null', SP.NULL],
]);

/** SPECIAL_NAMES keyed by source ranges (no substring per lookup). */
let specialByRange: NameCache<SP> | null = null;
function specialAt(t: string, s: number, e: number): SP | undefined {
  if (specialByRange === null) {
    specialByRange = new NameCache<SP>();
    for (const [k, v] of SPECIAL_NAMES) specialByRange.set(k, v);
  }
  return specialByRange.get(t, s, e);
}

/** Width in dwords of each special register. */
const SPECIAL_WIDTH: readonly number[] = [
  2, 2, 2, 2, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 2, 1,
];
/** The name operands.ts knows each special register by (for its code), or null. */
const SPECIAL_SCALAR: readonly (string | null)[] = [
  'exec', 'vcc', 'flat_scratch', 'xnack_mask', null, null, null, null, null,
  null, 'm0', null, null, null, 'tba', 'tma', 'flat_scratch_lo', 'flat_scratch_hi', 'xnack_mask_lo', 'xnack_mask_hi',
  'vcc_lo', 'vcc_hi', 'exec_lo', 'exec_hi', 'tma_lo', 'tma_hi', 'tba_lo', 'tba_hi', null, null,
];

/** Registers that count as "inline values" (they fit operands of any width). */
function isInlineValueSpecial(sp: number): boolean {
  return (sp >= SP.SHARED_BASE && sp <= SP.POPS_EXITING_WAVE_ID) || sp === SP.VCCZ || sp === SP.EXECZ
    || sp === SP.SCC || sp === SP.NULL;
}

/** Number of registers of a regular class: LLVM's register-class sizes. */
function classSize(file: RF, width: number): number {
  switch (file) {
    case RF.V: case RF.A:
      if (width > 8 && width !== 16 && width !== 32) return -1;
      return 256 - width + 1;
    case RF.S: {
      if (width > 8 && width !== 16) return -1;
      const align = Math.min(width, 4);
      return Math.floor((106 - width) / align) + 1;
    }
    case RF.TTMP: {
      if (width !== 1 && width !== 2 && width !== 4 && width !== 8 && width !== 16) return -1;
      const align = Math.min(width, 4);
      return Math.floor((16 - width) / align) + 1;
    }
    default: return -1;
  }
}

// ===========================================================================
// Operands (AMDGPUOperand)

const enum OK { REG, IMM, EXPR }

/** Immediate types (AMDGPUOperand::ImmTy) that VOP1 forms can take or that optional-operand parsing produces. */
const enum IT {
  NONE, CLAMP, OMOD, DST_SEL, SRC0_SEL, SRC1_SEL, DST_UNUSED, DPP_CTRL, ROW_MASK, BANK_MASK, BOUND_CTRL, FI,
  OTHER, CPOL,
}

const enum IK { NONE, LITERAL, CONST }

class Opnd {
  kind = OK.REG;
  /** Source index of the operand's first character. */
  loc = 0;
  // Register
  file = RF.V;
  num = 0;
  width = 1;
  // Immediate: a 64-bit two's-complement value
  val = 0n;
  fp = false;
  ity = IT.NONE;
  /** Literal/constant kind, set when the value is converted (getLitLoc looks for literals). */
  ikind = IK.NONE;
  expr: Expr | null = null;
  abs = false;
  neg = false;
  sext = false;
  /** Conversions of an FP immediate to f32 and f16 (computed on first use; -1 = not yet). */
  c32 = -1;
  c32ok = false;
  c16 = -1;
  c16ok = false;

  get hasMods(): boolean { return this.abs || this.neg || this.sext; }
  get hasFPMods(): boolean { return this.abs || this.neg; }
}

/** Parse results (OperandMatchResultTy). */
const enum PR { SUCCESS, NOMATCH, FAIL }

// ===========================================================================
// Instruction forms (the generated matcher's candidates)

const enum V { DEFAULT, VOP3, SDWA, SDWA9, DPP }

/** Formal operand classes. */
const enum F {
  END,
  VDST32, VDST64, SDST32,
  SRC_B32, SRC_F32, SRC_F64, SRC_B16, SRC_F16, SRC_VGPR, SRC_VGPR_LDS,
  MODS_F16, MODS_F32, MODS_F64,
  SDWA_SRC, DPP_SRC_FP, DPP_SRC_INT, DPP_SRC_64,
  // optional operands
  CLAMP, OMOD, DST_SEL, DST_UNUSED, SRC0_SEL, ROW_MASK, BANK_MASK, BOUND_CTRL, FI,
  // required
  DPP_CTRL,
}

function isOptional(f: F): boolean {
  return f >= F.CLAMP && f <= F.FI;
}

/** Custom operand parsers (the classes' ParserMethod), in the order the matcher tries them. */
const enum CP { NONE = 0, FPMODS = 1, INTMODS = 2, OPTIONAL = 4, FPREGMODS = 8, DPPCTRL = 16 }

function parserOf(f: F, negAbs: boolean): CP {
  switch (f) {
    case F.MODS_F16: case F.MODS_F32: case F.MODS_F64: return CP.FPMODS;
    case F.SDWA_SRC: return negAbs ? CP.FPMODS : CP.INTMODS;
    case F.DPP_SRC_FP: return CP.FPREGMODS;
    case F.DPP_CTRL: return CP.DPPCTRL;
    default: return isOptional(f) ? CP.OPTIONAL : CP.NONE;
  }
}

const enum ENC { E32, E64, SDWA, DPP }

interface Form {
  readonly variant: V;
  readonly enc: ENC;
  /** The generation has this form (LLVM: the instruction's features are available). */
  readonly available: boolean;
  readonly formals: readonly F[];
}

/** Literal operand types (MCOI operand types of the source). */
const enum OT { INT32, FP32, INT64, FP64, INT16, FP16 }

function opTypeOf(o: OpInfo): OT {
  const t = o.src?.type ?? 'b32';
  switch (t) {
    case 'f32': return OT.FP32;
    case 'f64': return OT.FP64;
    case 'f16': return OT.FP16;
    case 'u16': case 'i16': return OT.INT16;
    default: return OT.INT32;
  }
}

interface OpForms {
  readonly op: OpInfo;
  readonly forms: readonly Form[];
  /**
   * Custom parsers per operand index, in the order llvm-mc's operand-parser
   * table tries them: the e64 form's, then the DPP control, then the SDWA
   * and DPP forms' (their operand classes sort in that order).
   */
  readonly parsers: readonly (readonly CP[])[];
  readonly opType: OT;
  /** The op exists on the generation in some encoding. */
  readonly onGen: boolean;
  /** Available forms per variant (isSupportedMnemo). */
  readonly availVariant: readonly boolean[];
  /** The forms of each variant (matcher table), in order. */
  readonly byVariant: readonly (readonly Form[])[];
  /** The op reads M0 implicitly (the movrel ops): it counts on the constant bus. */
  readonly implicitM0: boolean;
  /** The available e32 form of an op with two operands (the register shortcut), or null. */
  readonly fastE32: Form | null;
}

function buildForms(o: OpInfo, gen: Generation): OpForms {
  const gi = gen.index;
  const onGen = o.vop1[gi] !== null && o.llvm.known;
  const L = o.llvm;
  const forms: Form[] = [];
  const negAbs = L.negAbs;
  const opType = opTypeOf(o);
  if (o.src === null) {
    forms.push({ variant: V.DEFAULT, enc: ENC.E32, available: onGen, formals: [] });
    if (L.e64) forms.push({ variant: V.VOP3, enc: ENC.E64, available: onGen, formals: [] });
    if (L.sdwa) forms.push({ variant: V.SDWA, enc: ENC.SDWA, available: onGen && gen.sdwa, formals: [] });
    if (L.dpp) {
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: onGen && gen.dpp, formals: [F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL] });
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: false, formals: [F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL, F.FI] });
    }
  } else {
    const dst = o.dst!.kind === 'sgpr' ? F.SDST32 : o.dst!.info.width === 64 ? F.VDST64 : F.VDST32;
    const w = o.src.info.width;
    const float = o.src.info.float;
    let e32src: F;
    if (L.src === 'vgpr') e32src = F.SRC_VGPR;
    else if (L.src === 'vgpr-or-lds') e32src = F.SRC_VGPR_LDS;
    else if (w === 64) e32src = F.SRC_F64;
    else if (w === 16) e32src = float ? F.SRC_F16 : F.SRC_B16;
    else e32src = opType === OT.FP32 ? F.SRC_F32 : F.SRC_B32;
    forms.push({ variant: V.DEFAULT, enc: ENC.E32, available: onGen, formals: [dst, e32src] });
    if (L.e64) {
      const src = negAbs ? (w === 64 ? F.MODS_F64 : w === 16 ? F.MODS_F16 : F.MODS_F32) : e32src;
      const f: F[] = [dst, src];
      if (L.clampOperand) f.push(F.CLAMP);
      if (L.omod) f.push(F.OMOD);
      forms.push({ variant: V.VOP3, enc: ENC.E64, available: onGen, formals: f });
    }
    // SDWA and DPP forms exist only for the ops GCN 1.2 kept (LLVM has no
    // SDWA/DPP instructions for the GCN 1.0/1.1-only ops).
    const onVI = o.vop1[2] !== null;
    if (onVI && !o.has64 && o.dst!.kind === 'vgpr') {
      if (L.sdwa) {
        forms.push({ variant: V.SDWA, enc: ENC.SDWA, available: onGen && gen.sdwa,
          formals: [F.VDST32, F.SDWA_SRC, F.CLAMP, F.DST_SEL, F.DST_UNUSED, F.SRC0_SEL] });
      }
      // GFX9/GFX10 SDWA (never available here; the movrel ops have it too):
      // omod for float results (HasSDWAOMod).
      forms.push({ variant: V.SDWA9, enc: ENC.SDWA, available: false,
        formals: o.dst!.info.float ? [F.VDST32, F.SDWA_SRC, F.CLAMP, F.OMOD, F.DST_SEL, F.DST_UNUSED, F.SRC0_SEL]
          : [F.VDST32, F.SDWA_SRC, F.CLAMP, F.DST_SEL, F.DST_UNUSED, F.SRC0_SEL] });
      const src = negAbs ? F.DPP_SRC_FP : F.DPP_SRC_INT;
      if (L.dpp) {
        forms.push({ variant: V.DPP, enc: ENC.DPP, available: onGen && gen.dpp,
          formals: [F.VDST32, src, F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL] });
      }
      // GFX10 DPP (never available here) takes fi:.
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: false,
        formals: [F.VDST32, src, F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL, F.FI] });
    }
    if (onVI && o.has64 && o.dst!.kind === 'vgpr') {
      // GFX90A's DPP for 64-bit operands (never available here).
      const src = w === 64 ? F.DPP_SRC_64 : negAbs ? F.DPP_SRC_FP : F.DPP_SRC_INT;
      forms.push({ variant: V.DPP, enc: ENC.DPP, available: false,
        formals: [dst, src, F.DPP_CTRL, F.ROW_MASK, F.BANK_MASK, F.BOUND_CTRL] });
    }
  }
  const availVariant = [false, false, false, false, false];
  for (const f of forms) if (f.available) availVariant[f.variant] = true;
  let maxLen = 0;
  for (const f of forms) if (f.available && f.formals.length > maxLen) maxLen = f.formals.length;
  const parsers: CP[][] = [];
  for (let i = 0; i < maxLen; i++) {
    const list: CP[] = [];
    const add = (cp: CP) => { if (cp !== CP.NONE && list[list.length - 1] !== cp) list.push(cp); };
    for (const f of forms) if (f.available && f.variant === V.VOP3 && i < f.formals.length) add(parserOf(f.formals[i]!, negAbs));
    for (const f of forms) if (f.available && f.variant === V.DPP && f.formals[i] === F.DPP_CTRL) add(CP.DPPCTRL);
    for (const f of forms) {
      if (!f.available || (f.variant !== V.SDWA && f.variant !== V.DPP) || i >= f.formals.length) continue;
      if (f.formals[i] !== F.DPP_CTRL) add(parserOf(f.formals[i]!, negAbs));
    }
    parsers.push(list);
  }
  const byVariant: Form[][] = [[], [], [], [], []];
  for (const f of forms) byVariant[f.variant]!.push(f);
  const implicitM0 = L.src === 'no-sgpr-or-literal' || L.src === 'vgpr';
  const e32 = byVariant[V.DEFAULT]![0];
  const fastE32 = e32 !== undefined && e32.available && e32.formals.length === 2 ? e32 : null;
  return { op: o, forms, parsers, opType, onGen, availVariant, byVariant, implicitM0, fastE32 };
}

/** What a mnemonic (after the encoding suffix is removed) names. */
interface Mnemonic {
  /** A VOP1-family op of gcnkit's table, or null for another LLVM name. */
  readonly forms: OpForms | null;
  /** `NAME_e32` etc. taken as NAME: no custom operand parsing. */
  readonly alias: boolean;
  /** For other names: llvm-mc's status on the generation (0 not here, 1 here, 2 here in the default table). */
  readonly status: 0 | 1 | 2;
}


/**
 * The mnemonics of a generation, looked up on demand (start-up, issue 8 §4:
 * one line must not build every op's forms and every LLVM name's entry).
 * A name resolves, in this order of precedence: a VOP1 op of gcnkit's table
 * by its name, then by `NAME_S` for a suffix S of its aliasSuffixes; for the
 * other names LLVM knows, `NAME_S` as NAME (a v_ name, LLVM_NO_SUFFIX_ALIAS
 * aside), then the name itself.
 */
class GenTables {
  private readonly known = new Map<string, Mnemonic | null>();
  private readonly formsOf: (OpForms | undefined)[] = [];
  private suggestList: string[] | null = null;

  constructor(private readonly gen: Generation) {}

  get(name: string): Mnemonic | null {
    let m = this.known.get(name);
    if (m === undefined) {
      m = this.resolve(name);
      this.known.set(name, m);
    }
    return m;
  }

  /** Mnemonics of the default table on this generation (did-you-mean candidates). */
  get suggest(): readonly string[] {
    if (this.suggestList === null) {
      this.suggestList = llvmMnemonics().filter((n) => llvmMnemonicStatus(this.gen.index, n) === 2);
    }
    return this.suggestList;
  }

  private forms(o: OpInfo): OpForms {
    return this.formsOf[o.id] ??= buildForms(o, this.gen);
  }

  private resolve(name: string): Mnemonic | null {
    const own = this.ownEntry(name);
    if (own !== null) return own;
    const alias = this.llvmAliasStatus(name);
    if (alias !== undefined) return { forms: null, alias: true, status: alias };
    const st = llvmMnemonicStatus(this.gen.index, name);
    return st === undefined ? null : { forms: null, alias: false, status: st };
  }

  /** A VOP1 op of gcnkit's table: by its name, or `NAME_S` for a suffix S of its aliasSuffixes. */
  private ownEntry(name: string): Mnemonic | null {
    const o = findOp(name);
    if (o !== undefined && o.llvm.known) return { forms: this.forms(o), alias: false, status: 0 };
    const [base, suffix] = splitSuffix(name);
    const b = base === null ? undefined : findOp(base);
    if (b !== undefined && b.llvm.known && (b.llvm.aliasSuffixes as readonly string[]).includes(suffix)) {
      return { forms: this.forms(b), alias: true, status: 0 };
    }
    return null;
  }

  /** The status of BASE when `name` is `BASE_S` taken as an LLVM name BASE (which must be an entry of its own). */
  private llvmAliasStatus(name: string): LlvmMnemonicStatus | undefined {
    const [base] = splitSuffix(name);
    if (base === null || !base.startsWith('v_') || LLVM_NO_SUFFIX_ALIAS.has(base)) return undefined;
    const st = llvmMnemonicStatus(this.gen.index, base);
    if (st === undefined || this.ownEntry(base) !== null || this.llvmAliasStatus(base) !== undefined) return undefined;
    return st;
  }
}

/** `NAME_S` for an encoding suffix S: [NAME, S]; otherwise [null, '']. */
function splitSuffix(name: string): [string | null, string] {
  const cut = name.lastIndexOf('_');
  const suffix = name.slice(cut + 1);
  return cut > 0 && (suffix === 'e32' || suffix === 'e64' || suffix === 'sdwa' || suffix === 'dpp')
    ? [name.slice(0, cut), suffix] : [null, ''];
}

const genTables: (GenTables | undefined)[] = [];

function tablesFor(gen: Generation): GenTables {
  return genTables[gen.index] ??= new GenTables(gen);
}

/** StringRef::edit_distance without replacements, capped (AMDGPUMnemonicSpellCheck). */
function editDistance(a: string, b: string, max: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > max) return max + 1;
  let prev = new Array<number>(n + 1);
  let cur = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const v = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? prev[j - 1]!
        : Math.min(prev[j]! + 1, cur[j - 1]! + 1);
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[n]!;
}

// ===========================================================================
// Constants (AMDGPUBaseInfo / AMDGPUMCCodeEmitter)

const MASK64 = (1n << 64n) - 1n;
const s64 = (v: bigint): bigint => BigInt.asIntN(64, v);

function isIntInline(v: bigint): boolean {
  return v >= -16n && v <= 64n;
}

const F32_INLINE = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000];
const F16_INLINE = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400];
const F64_INLINE = [0x3fe0000000000000n, 0xbfe0000000000000n, 0x3ff0000000000000n, 0xbff0000000000000n,
  0x4000000000000000n, 0xc000000000000000n, 0x4010000000000000n, 0xc010000000000000n];
const INV2PI_F32 = 0x3e22f983;
const INV2PI_F16 = 0x3118;
const INV2PI_F64 = 0x3fc45f306dc9c882n;

function isInlinableLiteral32(v: number, inv2pi: boolean): boolean {
  // v: a signed 32-bit integer
  if (v >= -16 && v <= 64) return true;
  const u = v >>> 0;
  for (const p of F32_INLINE) if (u === p) return true;
  return u === INV2PI_F32 && inv2pi;
}

function isInlinableLiteral64(v: bigint, inv2pi: boolean): boolean {
  const sv = s64(v);
  if (isIntInline(sv)) return true;
  const u = v & MASK64;
  for (const p of F64_INLINE) if (u === p) return true;
  return u === INV2PI_F64 && inv2pi;
}

function isInlinableLiteral16(v: number, inv2pi: boolean): boolean {
  // v: a signed 16-bit integer. LLVM 14: no 16-bit inline constants without inv2pi (GCN 1.0/1.1).
  if (!inv2pi) return false;
  if (v >= -16 && v <= 64) return true;
  const u = v & 0xffff;
  for (const p of F16_INLINE) if (u === p) return true;
  return u === INV2PI_F16;
}

const SAFE_MIN: readonly bigint[] = [0, 8, 16, 32, 64].map((b) => (b === 0 ? 0n : -(1n << BigInt(b - 1))));
const SAFE_MAX: readonly bigint[] = [0, 8, 16, 32, 64].map((b) => (b === 0 ? 0n : (1n << BigInt(b)) - 1n));

/** isUIntN(bits, v) || isIntN(bits, v), bits 8/16/32. */
function isSafeTruncation(v: bigint, bits: number): boolean {
  const i = bits === 8 ? 1 : bits === 16 ? 2 : bits === 32 ? 3 : 4;
  return v >= SAFE_MIN[i]! && v <= SAFE_MAX[i]!;
}

function intInlineCode(v: number): number {
  if (v >= 0 && v <= 64) return 128 + v;
  if (v >= -16 && v <= -1) return 192 - v;
  return 0;
}

/** getLit32Encoding / getLit64Encoding / getLit16Encoding / getLit16IntEncoding: the 9-bit code, 255 = literal. */
function litEncoding(imm: bigint, ot: OT, inv2pi: boolean): number {
  switch (ot) {
    case OT.INT32: case OT.FP32: {
      const u = Number(imm & 0xffffffffn);
      const c = intInlineCode(u | 0);
      if (c !== 0) return c;
      for (let i = 0; i < 8; i++) if (u === F32_INLINE[i]) return 240 + i;
      if (u === INV2PI_F32 && inv2pi) return 248;
      return 255;
    }
    case OT.INT64: case OT.FP64: {
      const sv = s64(imm);
      if (isIntInline(sv)) return intInlineCode(Number(sv));
      const u = imm & MASK64;
      for (let i = 0; i < 8; i++) if (u === F64_INLINE[i]) return 240 + i;
      if (u === INV2PI_F64 && inv2pi) return 248;
      return 255;
    }
    case OT.INT16: {
      const v = (Number(imm & 0xffffn) << 16) >> 16;
      const c = intInlineCode(v);
      return c !== 0 ? c : 255;
    }
    case OT.FP16: {
      const u = Number(imm & 0xffffn);
      const c = intInlineCode((u << 16) >> 16);
      if (c !== 0) return c;
      for (let i = 0; i < 8; i++) if (u === F16_INLINE[i]) return 240 + i;
      if (u === INV2PI_F16 && inv2pi) return 248;
      return 255;
    }
  }
}

// --- doubles --------------------------------------------------------------

/** The exact value of an f64 bit pattern (finite), for conversion to narrower formats. */
function exactOfDouble(bits: bigint): ExactFloat {
  const negative = ((bits >> 63n) & 1n) === 1n;
  const e = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  if (e === 0) return { negative, mant: frac, exp: -1074, base: 2 };
  return { negative, mant: frac | (1n << 52n), exp: e - 1075, base: 2 };
}

interface Converted { bits: number; lossless: boolean }

const F64_BUF = new Float64Array(1);
const F64_U64 = new BigUint64Array(F64_BUF.buffer);
const F32_BUF = new Float32Array(1);
const F32_U32 = new Uint32Array(F32_BUF.buffer);
const MIN_NORMAL_F32 = 2 ** -126;

function doubleOf(bits: bigint): number {
  F64_U64[0] = bits & MASK64;
  return F64_BUF[0]!;
}

function bitsOfDouble(x: number): bigint {
  F64_BUF[0] = x;
  return F64_U64[0]!;
}

/**
 * APFloat::convert from double to f32/f16 with round-to-nearest-even, and
 * canLosslesslyConvertToFPType (loss of precision is fine, overflow or
 * underflow with loss is not).
 */
function convertDouble(bits: bigint, fmt: FloatFormat): Converted {
  if (fmt === F32) {
    // The host's conversion is IEEE round-to-nearest-even.
    const x = doubleOf(bits);
    if (x !== x) return convertDoubleExact(bits, fmt); // NaN payloads
    const f = Math.fround(x);
    F32_BUF[0] = f;
    const inexact = f !== x;
    const lossless = !(inexact && ((isFinite(x) && !isFinite(f)) || Math.abs(f) < MIN_NORMAL_F32));
    return { bits: F32_U32[0]!, lossless };
  }
  return convertDoubleExact(bits, fmt);
}

function convertDoubleExact(bits: bigint, fmt: FloatFormat): Converted {
  const e = Number((bits >> 52n) & 0x7ffn);
  const negative = ((bits >> 63n) & 1n) === 1n;
  const signBit = fmt === F16 ? 0x8000 : 0x80000000;
  if (e === 0x7ff) {
    const nan = (bits & ((1n << 52n) - 1n)) !== 0n;
    const inf = fmt === F16 ? 0x7c00 : 0x7f800000;
    return { bits: ((negative ? signBit : 0) | inf | (nan ? (fmt === F16 ? 0x200 : 0x400000) : 0)) >>> 0, lossless: true };
  }
  const r = roundToFormat(exactOfDouble(bits), fmt);
  const lossless = !(r.inexact && (r.overflow || r.underflow));
  return { bits: Number(r.bits) >>> 0, lossless };
}

/** The f64 bit pattern of an LLVM Real token (APFloat::convertFromString), or null. */
function parseReal(text: string): bigint | null {
  // LLVM accepts an exponent without digits ("1e", "1.0e+"): it means e0.
  let t = text;
  const last = t.charCodeAt(t.length - 1);
  const isHex = t.length > 1 && t[0] === '0' && (t[1] === 'x' || t[1] === 'X');
  if (!isHex) {
    if (last === 43 || last === 45 || last === 101 || last === 69) t += '0';
    // The host's decimal conversion is correctly rounded, as APFloat's is.
    const x = Number(t);
    if (x === x) return bitsOfDouble(x);
  }
  const ex = parseFloatText(t);
  if (ex === null) return null;
  return roundToFormat(ex, F64).bits;
}

// ===========================================================================
// Messages

const M_INVALID_OPERAND = 'invalid operand for instruction';
const M_TOO_FEW = 'too few operands for instruction';
const M_NOT_SUPPORTED = 'instruction not supported on this GPU';
const M_FAILED_PARSING = 'failed parsing operand.';
const M_NOT_VALID = 'not a valid operand.';
const M_UNKNOWN_TOKEN = 'unknown token in expression';

/** Deepest expression nesting gcnkit parses (llvm-mc has no limit short of its stack). */
const MAX_EXPR_DEPTH = 1000;
/** Most binary operators in one statement's expressions (gcnkit's limit). */
const MAX_EXPR_NODES = 5000;

/** Variants tried for each forced encoding (getMatchedVariants). */
const ALL_VARIANTS: readonly V[] = [V.DEFAULT, V.VOP3, V.SDWA, V.SDWA9, V.DPP];
const E32_VARIANTS: readonly V[] = [V.DEFAULT];
const E64_VARIANTS: readonly V[] = [V.VOP3];
const SDWA_VARIANTS: readonly V[] = [V.SDWA, V.SDWA9];
const DPP_VARIANTS: readonly V[] = [V.DPP];

/** Symbol variants MCSymbolRefExpr::getVariantKindForName knows (lower case). */
const SYMBOL_VARIANTS: ReadonlySet<string> = new Set([
  'got', 'gotoff', 'gotrel', 'gotpcrel', 'gotpcrel_norelax', 'gottpoff', 'indntpoff', 'ntpoff', 'gotntpoff',
  'plt', 'tlscall', 'tlsdesc', 'tlsgd', 'tlsld', 'tlsldm', 'tpoff', 'dtpoff', 'tlvp', 'tlvppage', 'tlvppageoff',
  'page', 'pageoff', 'gotpage', 'gotpageoff', 'imgrel', 'secrel32', 'size', 'abs8', 'pcrel',
  'target1', 'target2', 'prel31', 'sbrel', 'tlsldo', 'tlsdescseq',
  'l', 'h', 'ha', 'high', 'higha', 'higher', 'highera', 'highest', 'highesta', 'got@l', 'got@h', 'got@ha',
  'got@high', 'got@higha', 'tocbase', 'toc', 'toc@l', 'toc@h', 'toc@ha', 'u', 'dtpmod', 'tprel@l', 'tprel@h',
  'tprel@ha', 'tprel@high', 'tprel@higha', 'tprel@higher', 'tprel@highera', 'tprel@highest', 'tprel@highesta',
  'dtprel@l', 'dtprel@h', 'dtprel@ha', 'dtprel@high', 'dtprel@higha', 'dtprel@higher', 'dtprel@highera',
  'dtprel@highest', 'dtprel@highesta', 'got@tprel', 'got@tprel@l', 'got@tprel@h', 'got@tprel@ha',
  'got@dtprel', 'got@dtprel@l', 'got@dtprel@h', 'got@dtprel@ha', 'tls', 'got@tlsgd', 'got@tlsgd@l',
  'got@tlsgd@h', 'got@tlsgd@ha', 'got@tlsld', 'got@tlsld@l', 'got@tlsld@h', 'got@tlsld@ha', 'got@pcrel',
  'got@tls@pcrel', 'notoc', 'gdgot', 'gdplt', 'iegot', 'ie', 'ldgot', 'ldplt', 'pcrel_got', 'lo8', 'hi8',
  'hlo8', 'typeindex', 'tbrel', 'mbrel', 'tlsrel', 'got@tls',
  'gotpcrel32@lo', 'gotpcrel32@hi', 'rel32@lo', 'rel32@hi', 'rel64', 'abs32@lo', 'abs32@hi',
  'hi', 'lo', 'pc_hi', 'pc_lo', 'got_hi', 'got_lo', 'gotoff_hi', 'gotoff_lo', 'plt_hi', 'plt_lo',
  'tls_gd_hi', 'tls_gd_lo', 'tpoff_hi', 'tpoff_lo',
]);

// ===========================================================================
// Optional operands (AMDGPUOptionalOperandTable), tried in this order

const enum OPK { BIT, INT, OMOD, SEL, UNUSED, ARRAY, CPOL, DIM }

interface OptDef { readonly name: string; readonly kind: OPK; readonly ity: IT }

const OPTIONAL_TABLE: readonly OptDef[] = [
  { name: 'offen', kind: OPK.BIT, ity: IT.OTHER }, { name: 'idxen', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'addr64', kind: OPK.BIT, ity: IT.OTHER }, { name: 'offset0', kind: OPK.INT, ity: IT.OTHER },
  { name: 'offset1', kind: OPK.INT, ity: IT.OTHER }, { name: 'gds', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'lds', kind: OPK.BIT, ity: IT.OTHER }, { name: 'offset', kind: OPK.INT, ity: IT.OTHER },
  { name: 'inst_offset', kind: OPK.INT, ity: IT.OTHER }, { name: '', kind: OPK.CPOL, ity: IT.CPOL },
  { name: 'swz', kind: OPK.BIT, ity: IT.OTHER }, { name: 'tfe', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'd16', kind: OPK.BIT, ity: IT.OTHER }, { name: 'high', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'clamp', kind: OPK.BIT, ity: IT.CLAMP }, { name: 'omod', kind: OPK.OMOD, ity: IT.OMOD },
  { name: 'unorm', kind: OPK.BIT, ity: IT.OTHER }, { name: 'da', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'r128', kind: OPK.BIT, ity: IT.OTHER }, { name: 'a16', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'lwe', kind: OPK.BIT, ity: IT.OTHER }, { name: 'd16', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'dmask', kind: OPK.INT, ity: IT.OTHER }, { name: 'dim', kind: OPK.DIM, ity: IT.OTHER },
  { name: 'row_mask', kind: OPK.INT, ity: IT.ROW_MASK }, { name: 'bank_mask', kind: OPK.INT, ity: IT.BANK_MASK },
  { name: 'bound_ctrl', kind: OPK.INT, ity: IT.BOUND_CTRL }, { name: 'fi', kind: OPK.INT, ity: IT.FI },
  { name: 'dst_sel', kind: OPK.SEL, ity: IT.DST_SEL }, { name: 'src0_sel', kind: OPK.SEL, ity: IT.SRC0_SEL },
  { name: 'src1_sel', kind: OPK.SEL, ity: IT.SRC1_SEL }, { name: 'dst_unused', kind: OPK.UNUSED, ity: IT.DST_UNUSED },
  { name: 'compr', kind: OPK.BIT, ity: IT.OTHER }, { name: 'vm', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'op_sel', kind: OPK.ARRAY, ity: IT.OTHER }, { name: 'op_sel_hi', kind: OPK.ARRAY, ity: IT.OTHER },
  { name: 'neg_lo', kind: OPK.ARRAY, ity: IT.OTHER }, { name: 'neg_hi', kind: OPK.ARRAY, ity: IT.OTHER },
  { name: 'blgp', kind: OPK.INT, ity: IT.OTHER }, { name: 'cbsz', kind: OPK.INT, ity: IT.OTHER },
  { name: 'abid', kind: OPK.INT, ity: IT.OTHER },
];

/** For each identifier that can start an optional operand, the table entries that may take it, in table order. */
const OPTIONAL_BY_ID: ReadonlyMap<string, readonly number[]> = (() => {
  const m = new Map<string, number[]>();
  const add = (id: string, i: number) => { const l = m.get(id); if (l === undefined) m.set(id, [i]); else if (!l.includes(i)) l.push(i); };
  OPTIONAL_TABLE.forEach((d, i) => {
    switch (d.kind) {
      case OPK.BIT: add(d.name, i); add('no' + d.name, i); break;
      case OPK.OMOD: add('mul', i); add('div', i); break;
      case OPK.CPOL: for (const n of ['glc', 'slc', 'dlc', 'scc']) { add(n, i); add('no' + n, i); } break;
      default: add(d.name, i);
    }
  });
  return m;
})();

/** The cache-policy bits (parseCPol) by name, with 'no' forms. */
const CPOL_BITS: ReadonlyMap<string, number> = new Map([
  ['glc', 1], ['noglc', 1], ['slc', 2], ['noslc', 2], ['dlc', 4], ['nodlc', 4], ['scc', 16], ['noscc', 16],
]);

const SDWA_SEL = SDWA_SEL_VALUES;
const SDWA_UNUSED = SDWA_UNUSED_VALUES;

// ===========================================================================
// The assembler

/** A mnemonic as written: its name without the encoding suffix, what it names, the forced encoding. */
interface MnemonicUse { raw: string; name: string; mn: Mnemonic | null; forced: 0 | 32 | 64; sdwa: boolean; dpp: boolean }

/** A small hash table keyed by source text ranges (no substring per lookup). */
class NameCache<T> {
  private keys: (string | null)[] = new Array(1024).fill(null);
  private vals: (T | undefined)[] = new Array(1024).fill(undefined);
  private n = 0;

  private static hash(t: string, s: number, e: number): number {
    let h = 0x811c9dc5;
    for (let i = s; i < e; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193);
    return h >>> 0;
  }

  get(t: string, s: number, e: number): T | undefined {
    const mask = this.keys.length - 1;
    let i = NameCache.hash(t, s, e) & mask;
    const len = e - s;
    for (;;) {
      const k = this.keys[i];
      if (k === null || k === undefined) return undefined;
      if (k.length === len) {
        let j = 0;
        while (j < len && k.charCodeAt(j) === t.charCodeAt(s + j)) j++;
        if (j === len) return this.vals[i];
      }
      i = (i + 1) & mask;
    }
  }

  set(key: string, v: T): void {
    if (this.n * 2 >= this.keys.length) {
      if (this.keys.length >= 1 << 16) { this.keys.fill(null); this.vals.fill(undefined); this.n = 0; } else this.grow();
    }
    const mask = this.keys.length - 1;
    let i = NameCache.hash(key, 0, key.length) & mask;
    while (this.keys[i] !== null && this.keys[i] !== key) i = (i + 1) & mask;
    if (this.keys[i] === null) this.n++;
    this.keys[i] = key;
    this.vals[i] = v;
  }

  private grow(): void {
    const ok = this.keys;
    const ov = this.vals;
    this.keys = new Array(ok.length * 2).fill(null);
    this.vals = new Array(ok.length * 2).fill(undefined);
    this.n = 0;
    for (let i = 0; i < ok.length; i++) if (ok[i] !== null) this.set(ok[i]!, ov[i]!);
  }
}

interface SymDef {
  /** Absolute value, when known at definition. */
  value: bigint | null;
  /** The defining expression, when it was not absolute then. */
  expr: Expr | null;
  /** A label (an address in the section). */
  label: boolean;
  /** Offset of the definition (`.` for the expression). */
  dot: number;
  /** A non-constant variable whose value an evaluation has read (llvm-mc then refuses to reassign it). */
  used: boolean;
  /** A label's section (index in the section table; 0: .text). */
  sec?: number;
}

/** Pending error or warning of the current statement (llvm-mc prints the first). */
interface Pending { col: number; message: string }

const DATA_DIRECTIVES: ReadonlyMap<string, 1 | 2 | 4 | 8> = new Map([
  // llvm-mc 14 for amdgcn: `.hword` and `.word` are unknown directives.
  ['.byte', 1], ['.short', 2], ['.value', 2], ['.2byte', 2],
  ['.int', 4], ['.long', 4], ['.4byte', 4], ['.quad', 8], ['.8byte', 8],
]);

/** Tokens per statement at most (memory: about 18 bytes a token). */
const MAX_TOKENS = 1 << 21;

export class LlvmAssembler implements Dialect {
  readonly asm: Assembly;
  readonly split = LLVM_SPLIT;
  private readonly fixups: LlvmFixup[] = [];
  readonly gi: GenIndex;
  readonly inv2pi: boolean;
  private readonly tables: GenTables;
  private readonly raw: RawInstruction;
  private readonly words = new Uint32Array(2);
  private readonly syms = new Map<string, SymDef>();

  // Tokens of the current statement
  private tk = new Uint8Array(64);
  private ts = new Int32Array(64);
  private te = new Int32Array(64);
  /** Integer token values: small ones as numbers (tsmall[i] = 1), the others as bigints. */
  private tnum = new Float64Array(64);
  private tsmall = new Uint8Array(64);
  private tbig: bigint[] = [];
  private terr: string[] = [];
  private nt = 0;
  /** Index of the current token. */
  private p = 0;

  private text = '';
  private lineStart = 0;
  private line = 0;
  private stmtStart = 0;
  private stmtEnd = 0;
  private pending: Pending | null = null;
  private hasPending = false;

  // Operands of the current instruction (Operands[1..]: Operands[0] is the mnemonic)
  private pool: Opnd[] = [];
  private nops = 0;

  /** The 9-bit code of each special register on this generation (0 where it has none). */
  private readonly specialCode: readonly number[];

  /** Sections, symbol attributes and kernel-header blocks (llvm-obj/). */
  readonly obj: ObjectDirectives;
  readonly dhost: DirectiveHost;
  /** The last statement's line (llvm-mc reports a block left open at its end). */
  private eofText = '';
  private eofEnd = 0;
  private eofLine = 1;
  /** Set when an object is built: unresolved references become relocations instead of warnings. */
  relocations: RelocSink | null = null;

  constructor(readonly gen: Generation, maxDiagnostics?: number, target?: ObjectTarget) {
    this.specialCode = SPECIAL_WIDTH.map((_, sp) => {
      if (sp === SP.VCCZ) return CONDITION_CODES[0]!.code;
      if (sp === SP.EXECZ) return CONDITION_CODES[1]!.code;
      if (sp === SP.SCC) return CONDITION_CODES[2]!.code;
      if (sp === SP.LDS_DIRECT) return CODE_LDS_DIRECT;
      const n = SPECIAL_SCALAR[sp];
      return (n ? namedScalar(gen.index, n)?.code : undefined) ?? 0;
    });
    this.asm = new Assembly(gen, maxDiagnostics);
    this.gi = gen.index;
    this.inv2pi = gen.inlineInv2Pi;
    this.tables = tablesFor(gen);
    this.raw = emptyRaw(gen.index);
    for (let i = 0; i < 16; i++) this.pool.push(new Opnd());
    this.dhost = this.directiveHost();
    this.obj = new ObjectDirectives(this.dhost, target ?? { triple: 'amdgcn-amd-amdhsa', processor: null, codeObjectVersion: 4 },
      gen.id === 'gcn1.0' ? 6 : gen.id === 'gcn1.1' ? 7 : 8, (name) => PROCESSORS.some((q) => q.name === name && q.gen === gen.id));
  }

  /** Inside a kernel-header or metadata block: the driver's shape cache stays out. */
  get inBlock(): boolean {
    return this.obj.inBlock;
  }

  /** The parser as the object directives see it (llvm-obj/host.ts). */
  private directiveHost(): DirectiveHost {
    const self = this;
    const kinds: Partial<Record<K, TokKind>> = { [K.EOS]: 'eos', [K.Ident]: 'ident', [K.Str]: 'str', [K.Comma]: 'comma', [K.Int]: 'int', [K.Eq]: 'eq' };
    return {
      get asm() { return self.asm; },
      get line() { return self.line; },
      kind: () => kinds[this.kind()] ?? 'other',
      loc: () => this.loc(),
      col: (at) => this.col(at),
      tokText: () => this.tokText(),
      next: () => this.next(),
      strValue: () => this.text.slice(this.loc() + 1, this.te[this.p]! - 1),
      expression: () => this.parseExpression(),
      absExpr: () => this.parseAbsExpr(),
      evaluate: (e, dot) => evaluate(e, this.lookup, BigInt(dot), LLVM_EXPR),
      statementText: () => this.text,
      error: (at, m) => this.error(at, m),
      hasError: () => this.hasPending,
      label: (name) => {
        const d = this.syms.get(name);
        return d !== undefined && d.label ? { section: d.sec ?? 0, offset: d.dot } : null;
      },
    };
  }

  // --- diagnostics ------------------------------------------------------------

  private col(at: number): number {
    return at - this.lineStart + 1;
  }

  /** MCAsmParser::Error: a pending error of the statement (the first is reported). */
  error(at: number, message: string): void {
    if (!this.hasPending) {
      this.pending = { col: this.col(at), message };
      this.hasPending = true;
    }
  }

  private clearPending(): void {
    this.pending = null;
    this.hasPending = false;
  }

  private warning(at: number, message: string): void {
    this.asm.diag.warning(this.line, this.col(at), message);
  }

  // --- lexer ------------------------------------------------------------------

  private push(kind: K, s: number, e: number): number {
    const i = this.nt++;
    if (i >= this.tk.length) {
      const n = this.tk.length * 2;
      const a = new Uint8Array(n); a.set(this.tk); this.tk = a;
      const b = new Int32Array(n); b.set(this.ts); this.ts = b;
      const c = new Int32Array(n); c.set(this.te); this.te = c;
    }
    this.tk[i] = kind;
    this.ts[i] = s;
    this.te[i] = e;
    return i;
  }

  private setSmall(i: number, v: number): void {
    if (i >= this.tnum.length) {
      const a = new Float64Array(this.tk.length); a.set(this.tnum); this.tnum = a;
      const b = new Uint8Array(this.tk.length); b.set(this.tsmall); this.tsmall = b;
    }
    this.tnum[i] = v;
    this.tsmall[i] = 1;
  }

  private setBig(i: number, v: bigint): void {
    if (i >= this.tsmall.length) this.setSmall(i, 0);
    this.tsmall[i] = 0;
    this.tbig[i] = v;
  }

  /** The value of the integer token at index i. */
  private intAt(i: number): bigint {
    return this.tsmall[i] === 1 ? BigInt(this.tnum[i]!) : this.tbig[i]!;
  }

  private errTok(s: number, e: number, msg: string): void {
    const i = this.push(K.Err, s, e);
    this.terr[i] = msg;
  }

  /**
   * A statement of more tokens than MAX_TOKENS: an error (gcnkit's limit, so
   * that memory stays bounded; llvm-mc lexes as it parses) and the rest of
   * the statement is skipped.
   */
  private tooManyTokens(i: number, end: number): number {
    this.errTok(i, i + 1, `statement too long (more than ${MAX_TOKENS} tokens)`);
    this.overflowTok = this.nt - 1;
    const t = this.text;
    let j = i;
    while (j < end) { const x = t.charCodeAt(j); if (x === 13 || x === 10) break; j++; }
    this.push(K.EOS, j, j);
    return j < end ? j + 1 : end;
  }

  /** The error token of a statement cut at MAX_TOKENS (-1: none): its error is the statement's. */
  private overflowTok = -1;

  /** After a long statement: token arrays back to their first size. */
  private shrinkTokens(): void {
    if (this.tk.length <= 1 << 12) return;
    this.tk = new Uint8Array(64);
    this.ts = new Int32Array(64);
    this.te = new Int32Array(64);
    this.tnum = new Float64Array(64);
    this.tsmall = new Uint8Array(64);
    this.tbig = [];
    this.terr = [];
  }

  /** Lexes text[start, end) into tokens; ends with EOS. Returns where lexing stopped (a CR ends a statement). */
  private lex(start: number, end: number): number {
    const t = this.text;
    this.nt = 0;
    let i = start;
    while (i < end) {
      const c = t.charCodeAt(i);
      if (c === 32 || c === 9) { i++; continue; }
      if (this.nt >= MAX_TOKENS) return this.tooManyTokens(i, end);
      if (c === 13 || c === 10) { this.push(K.EOS, i, i); return i + 1; }
      const s = i;
      const cc = CC[c]!;
      if ((cc & 1) !== 0 || c === 95 || c === 46) {
        i++;
        if (c === 46 && i < end && isDig(t.charCodeAt(i))) {
          // .123 is a float unless an identifier character other than e/E follows the digits.
          let j = i;
          while (j < end && isDig(t.charCodeAt(j))) j++;
          const n = j < end ? t.charCodeAt(j) : -1;
          if (n < 0 || (CC[n]! & 4) === 0 || (n | 32) === 101) { i = this.lexFloat(s, s + 1, end); continue; }
        }
        while (i < end && (CC[t.charCodeAt(i)]! & 4) !== 0) i++;
        if (i === s + 1 && c === 46) this.push(K.Dot, s, i);
        else this.push(K.Ident, s, i);
        continue;
      }
      if (c === 36) {
        if (i + 1 < end && isIdChar(t.charCodeAt(i + 1))) {
          i++;
          while (i < end && isIdChar(t.charCodeAt(i))) i++;
          this.push(K.Ident, s, i);
        } else { this.push(K.Dollar, s, i + 1); i++; }
        continue;
      }
      if ((cc & 2) !== 0) { i = this.lexDigit(s, end); continue; }
      const n = i + 1 < end ? t.charCodeAt(i + 1) : -1;
      let k: K;
      let len = 1;
      switch (c) {
        case 40: k = K.LParen; break;
        case 41: k = K.RParen; break;
        case 91: k = K.LBrac; break;
        case 93: k = K.RBrac; break;
        case 123: k = K.LCurly; break;
        case 125: k = K.RCurly; break;
        case 44: k = K.Comma; break;
        case 58: k = K.Colon; break;
        case 43: k = K.Plus; break;
        case 45: if (n === 62) { k = K.MinusGreater; len = 2; } else k = K.Minus; break;
        case 126: k = K.Tilde; break;
        case 42: k = K.Star; break;
        case 47: k = K.Slash; break;
        case 37: k = K.Percent; break;
        case 124: if (n === 124) { k = K.PipePipe; len = 2; } else k = K.Pipe; break;
        case 38: if (n === 38) { k = K.AmpAmp; len = 2; } else k = K.Amp; break;
        case 94: k = K.Caret; break;
        case 33: if (n === 61) { k = K.ExclaimEq; len = 2; } else k = K.Exclaim; break;
        case 61: if (n === 61) { k = K.EqEq; len = 2; } else k = K.Eq; break;
        case 60:
          if (n === 60) { k = K.LessLess; len = 2; } else if (n === 61) { k = K.LessEq; len = 2; }
          else if (n === 62) { k = K.LessGreater; len = 2; } else k = K.Less;
          break;
        case 62:
          if (n === 62) { k = K.GreaterGreater; len = 2; } else if (n === 61) { k = K.GreaterEq; len = 2; } else k = K.Greater;
          break;
        case 35: k = K.Hash; break;
        case 64: k = K.At; break;
        case 92: k = K.BackSlash; break;
        case 39: i = this.lexChar(s, end); continue;
        case 34: i = this.lexString(s, end); continue;
        default:
          this.errTok(s, s + 1, 'invalid character in input');
          i++;
          continue;
      }
      this.push(k, s, s + len);
      i += len;
    }
    this.push(K.EOS, end, end);
    return end;
  }

  /** [0-9]*.[0-9]*([eE][+-]?[0-9]*)? from `from` (after the optional '.'). */
  private lexFloat(s: number, from: number, end: number): number {
    const t = this.text;
    let i = from;
    while (i < end && isDig(t.charCodeAt(i))) i++;
    if (i < end && (t.charCodeAt(i) === 45 || t.charCodeAt(i) === 43)) {
      this.errTok(i, i + 1, 'invalid sign in float literal');
      return i + 1;
    }
    if (i < end && (t.charCodeAt(i) | 32) === 101) {
      i++;
      if (i < end && (t.charCodeAt(i) === 45 || t.charCodeAt(i) === 43)) i++;
      while (i < end && isDig(t.charCodeAt(i))) i++;
    }
    this.push(K.Real, s, i);
    return i;
  }

  private intToken(s: number, e: number, v: bigint): void {
    const i = this.push(v < (1n << 64n) ? K.Int : K.BigNum, s, e);
    this.setBig(i, BigInt.asIntN(64, v));
  }

  /** Skips LLVM's ignored integer suffixes (U, L, LL: upper case only). */
  private intSuffix(i: number, end: number): number {
    const t = this.text;
    if (i < end && t.charCodeAt(i) === 85) i++;
    if (i < end && t.charCodeAt(i) === 76) i++;
    if (i < end && t.charCodeAt(i) === 76) i++;
    return i;
  }

  private lexDigit(s: number, end: number): number {
    const t = this.text;
    const c0 = t.charCodeAt(s);
    let i = s + 1;
    const n = i < end ? t.charCodeAt(i) : -1;
    if (c0 !== 48 || n === 46) {
      while (i < end && isDig(t.charCodeAt(i))) i++;
      const c = i < end ? t.charCodeAt(i) : -1;
      if (c === 46 || c === 101 || c === 69) return this.lexFloat(s, c === 46 ? i + 1 : i, end);
      const e = this.intSuffix(i, end);
      if (i - s <= 15) {
        let n = 0;
        for (let j = s; j < i; j++) n = n * 10 + (t.charCodeAt(j) - 48);
        const k = this.push(K.Int, s, e);
        this.setSmall(k, n);
        return e;
      }
      const v = BigInt(t.slice(s, i));
      if (v >= (1n << 128n)) { this.errTok(s, i, 'invalid decimal number'); return i; }
      this.intToken(s, e, v);
      return e;
    }
    if (n === 98 || n === 66) {
      i++;
      if (!(i < end && isDig(t.charCodeAt(i)))) { this.setSmall(this.push(K.Int, s, s + 1), 0); return s + 1; }
      const ns = i;
      while (i < end && (t.charCodeAt(i) === 48 || t.charCodeAt(i) === 49)) i++;
      if (i === ns) { this.errTok(s, i, 'invalid binary number'); return i; }
      const v = BigInt('0b' + t.slice(ns, i));
      if (v >= (1n << 128n)) { this.errTok(s, i, 'invalid binary number'); return i; }
      const e = this.intSuffix(i, end);
      this.intToken(s, e, v);
      return e;
    }
    if (n === 120 || n === 88) {
      i++;
      const ns = i;
      while (i < end && isHexDig(t.charCodeAt(i))) i++;
      const c = i < end ? t.charCodeAt(i) : -1;
      if (c === 46 || c === 112 || c === 80) return this.lexHexFloat(s, i, ns === i, end);
      if (i === ns) { this.errTok(s, i, 'invalid hexadecimal number'); return i; }
      if (i - ns <= 13) {
        let n = 0;
        for (let j = ns; j < i; j++) { const d = t.charCodeAt(j); n = n * 16 + (d <= 57 ? d - 48 : (d | 32) - 87); }
        const e = this.intSuffix(i, end);
        this.setSmall(this.push(K.Int, s, e), n);
        return e;
      }
      const v = BigInt('0x' + t.slice(ns, i));
      if (v >= (1n << 128n)) { this.errTok(s, i, 'invalid hexadecimal number'); return i; }
      const e = this.intSuffix(i, end);
      this.intToken(s, e, v);
      return e;
    }
    // Octal: all decimal digits, then checked.
    while (i < end && isDig(t.charCodeAt(i))) i++;
    const digits = t.slice(s, i);
    if (/[89]/.test(digits)) { this.errTok(s, i, 'invalid octal number'); return i; }
    const v = digits.length > 1 ? BigInt('0o' + digits.slice(1)) : 0n;
    if (v >= (1n << 128n)) { this.errTok(s, i, 'invalid octal number'); return i; }
    const e = this.intSuffix(i, end);
    this.intToken(s, e, v);
    return e;
  }

  private lexHexFloat(s: number, at: number, noIntDigits: boolean, end: number): number {
    const t = this.text;
    let i = at;
    let noFrac = true;
    if (i < end && t.charCodeAt(i) === 46) {
      i++;
      const fs = i;
      while (i < end && isHexDig(t.charCodeAt(i))) i++;
      noFrac = i === fs;
    }
    if (noIntDigits && noFrac) {
      this.errTok(s, i, 'invalid hexadecimal floating-point constant: expected at least one significand digit');
      return i;
    }
    if (!(i < end && (t.charCodeAt(i) | 32) === 112)) {
      this.errTok(s, i, "invalid hexadecimal floating-point constant: expected exponent part 'p'");
      return i;
    }
    i++;
    if (i < end && (t.charCodeAt(i) === 43 || t.charCodeAt(i) === 45)) i++;
    const es = i;
    while (i < end && isDig(t.charCodeAt(i))) i++;
    if (i === es) {
      this.errTok(s, i, 'invalid hexadecimal floating-point constant: expected at least one exponent digit');
      return i;
    }
    this.push(K.Real, s, i);
    return i;
  }

  private lexChar(s: number, end: number): number {
    const t = this.text;
    let i = s + 1;
    if (i >= end) { this.errTok(s, end, 'unterminated single quote'); return end; }
    let c = t.charCodeAt(i);
    let escaped = false;
    if (c === 92) { escaped = true; i++; if (i >= end) { this.errTok(s, end, 'unterminated single quote'); return end; } c = t.charCodeAt(i); }
    i++;
    if (i >= end || t.charCodeAt(i) !== 39) { this.errTok(s, Math.min(i + 1, end), 'single quote way too long'); return Math.min(i + 1, end); }
    i++;
    let v = c;
    if (escaped) {
      switch (c) {
        case 116: v = 9; break;
        case 110: v = 10; break;
        case 98: v = 8; break;
        default: v = c;
      }
    }
    if (v > 127) v = (v & 0xff) << 24 >> 24; // a C char
    this.setSmall(this.push(K.Int, s, i), v);
    return i;
  }

  private lexString(s: number, end: number): number {
    const t = this.text;
    let i = s + 1;
    while (i < end) {
      const c = t.charCodeAt(i);
      if (c === 92) { i += 2; continue; }
      if (c === 34) { this.push(K.Str, s, i + 1); return i + 1; }
      i++;
    }
    this.errTok(s, end, 'unterminated string constant');
    return end;
  }

  // --- token access -----------------------------------------------------------

  private kind(off = 0): K {
    const i = this.p + off;
    return i < this.nt ? (this.tk[i] as K) : K.EOS;
  }

  private loc(off = 0): number {
    const i = Math.min(this.p + off, this.nt - 1);
    return this.ts[i]!;
  }

  private tokText(i = this.p): string {
    return this.text.slice(this.ts[i]!, this.te[i]!);
  }

  /** The identifier at offset `off` equals `s` (case-sensitive). */
  private isId(s: string, off = 0): boolean {
    const i = this.p + off;
    if (i >= this.nt || this.tk[i] !== K.Ident) return false;
    const a = this.ts[i]!;
    const n = this.te[i]! - a;
    if (n !== s.length) return false;
    const t = this.text;
    for (let j = 0; j < n; j++) if (t.charCodeAt(a + j) !== s.charCodeAt(j)) return false;
    return true;
  }

  /** Consumes a token (AsmParser::Lex reports a lexer error when it is consumed). */
  private next(): void {
    if (this.tk[this.p] === K.Err) this.error(this.ts[this.p]!, this.terr[this.p]!);
    if (this.p < this.nt - 1) this.p++;
  }

  private trySkip(k: K): boolean {
    if (this.kind() === k) { this.next(); return true; }
    return false;
  }

  private skipToken(k: K, msg: string): boolean {
    if (this.trySkip(k)) return true;
    this.error(this.loc(), msg);
    return false;
  }

  private trySkipId(s: string): boolean {
    if (this.isId(s)) { this.next(); return true; }
    return false;
  }

  /** trySkipId(Id, Kind): the identifier followed by a token of kind k. */
  private trySkipIdThen(s: string, k: K): boolean {
    if (this.isId(s) && this.kind(1) === k) { this.next(); this.next(); return true; }
    return false;
  }

  // --- expressions (AsmParser) -----------------------------------------------

  /** parseExpression: null after an error (reported). */
  private parseExpression(): Expr | null {
    const e = this.parsePrimary();
    if (e === null) return null;
    const r = this.parseBinRHS(1, e);
    if (r === null) return null;
    if (this.kind() === K.At) {
      this.next();
      if (this.kind() !== K.Ident) { this.error(this.loc(), "unexpected symbol modifier following '@'"); return null; }
      const name = this.tokText().toLowerCase();
      if (!SYMBOL_VARIANTS.has(name)) { this.error(this.loc(), `invalid variant '${this.tokText()}'`); return null; }
      if (!hasSymbols(r)) { this.error(this.loc(), `invalid modifier '${this.tokText()}' (no symbols present)`); return null; }
      this.next();
      return { k: 'plus', a: r }; // a relocation variant: still a relocatable expression
    }
    return r;
  }

  private parseBinRHS(prec: number, lhs: Expr): Expr | null {
    let res = lhs;
    for (;;) {
      const k = this.kind();
      const tp = BIN_PREC[k]!;
      if (tp === 0 || tp < prec) return res;
      const op = BIN_OP[k]!;
      if (++this.nodes > MAX_EXPR_NODES) { this.error(this.loc(), 'expression is too large'); return null; }
      this.next();
      let rhs = this.parsePrimary();
      if (rhs === null) return null;
      const np = BIN_PREC[this.kind()]!;
      if (np !== 0 && tp < np) {
        rhs = this.parseBinRHS(tp + 1, rhs);
        if (rhs === null) return null;
      }
      res = { k: 'bin', op, a: res, b: rhs };
    }
  }

  /** Nesting of parentheses, unary operators and register lists (gcnkit's limit, against stack exhaustion). */
  private depth = 0;
  /** Binary operators parsed in the statement (gcnkit's limit: evaluation recurses over them). */
  private nodes = 0;

  private parsePrimary(): Expr | null {
    if (this.depth >= MAX_EXPR_DEPTH) { this.error(this.loc(), 'expression is nested too deeply'); return null; }
    this.depth++;
    const e = this.parsePrimaryInner();
    this.depth--;
    return e;
  }

  private parsePrimaryInner(): Expr | null {
    const k = this.kind();
    const at = this.loc();
    switch (k) {
      case K.Err:
        return null;
      case K.Exclaim: case K.Minus: case K.Plus: case K.Tilde: {
        this.next();
        const a = this.parsePrimary();
        if (a === null) return null;
        return { k: k === K.Exclaim ? 'lnot' : k === K.Minus ? 'neg' : k === K.Plus ? 'plus' : 'not', a };
      }
      case K.Int: {
        const v = this.intAt(this.p);
        this.next();
        if (this.kind() === K.Ident && (this.isId('b') || this.isId('f'))) {
          // A directional local label reference: 1b (the last `1:`) or 1f (the next one).
          const n = this.localLabels.get(v) ?? 0;
          const col = this.col(at);
          if (this.isId('b')) {
            if (n === 0) { this.error(at, 'directional label undefined'); return null; }
            this.next();
            return { k: 'sym', name: `\u0000${v}#${n}`, col };
          }
          this.next();
          return { k: 'sym', name: `\u0000${v}#${n + 1}`, col };
        }
        return { k: 'num', v };
      }
      case K.BigNum:
        this.error(at, 'literal value out of range for directive');
        return null;
      case K.Real: {
        const bits = parseReal(this.tokText());
        this.next();
        return { k: 'num', v: BigInt.asIntN(64, bits ?? 0n) };
      }
      case K.Dot:
        this.next();
        return { k: 'dot' };
      case K.LParen: {
        this.next();
        const e = this.parseExpression();
        if (e === null) return null;
        if (this.kind() !== K.RParen) { this.error(this.loc(), "expected ')'"); return null; }
        this.next();
        return e;
      }
      case K.LBrac: {
        // [expr] groups like (expr) (parseBracketExpr).
        this.next();
        const e = this.parseExpression();
        if (e === null) return null;
        if (this.kind() !== K.RBrac) { this.error(this.loc(), "expected ']' in brackets expression"); return null; }
        this.next();
        return e;
      }
      case K.Star:
        this.error(at, 'invalid token in expression');
        return null;
      case K.Ident: case K.Str: case K.At: case K.Dollar: {
        let name: string;
        let nameStart = at;
        if (k === K.At || k === K.Dollar) {
          // '@' or '$' directly followed by an identifier or integer joins it.
          const nk = this.kind(1);
          if ((nk !== K.Ident && nk !== K.Int) || this.loc(1) !== at + 1) {
            this.error(at, k === K.Dollar ? 'invalid token in expression' : 'expected a symbol reference');
            return null;
          }
          this.next();
          name = this.text.slice(at, this.te[this.p]!);
          this.next();
        } else if (k === K.Str) {
          name = this.text.slice(at + 1, this.te[this.p]! - 1);
          nameStart = at + 1;
          this.next();
        } else {
          name = this.tokText();
          this.next();
        }
        const atPos = k === K.Str ? -1 : name.indexOf('@');
        if (atPos >= 0) {
          // name@variant: a relocation variant of a symbol.
          const variant = name.slice(atPos + 1);
          if (!SYMBOL_VARIANTS.has(variant.toLowerCase())) {
            this.error(nameStart + atPos + 1, `invalid variant '${variant}'`);
            return null;
          }
          if (atPos === 0) { this.error(this.loc(), 'expected a symbol reference'); return null; }
          // The variant stays in the name: a reference that becomes a relocation (llvm-obj/relocate.ts).
          return { k: 'plus', a: { k: 'sym', name: `${name.slice(0, atPos)}@${variant.toLowerCase()}`, col: this.col(at) } };
        }
        if (k === K.Str && this.kind() === K.At) {
          // "name"@variant
          this.next();
          if (this.kind() !== K.Ident) { this.error(this.loc(), "expected symbol variant after '@'"); return null; }
          const variant = this.tokText();
          if (!SYMBOL_VARIANTS.has(variant.toLowerCase())) { this.error(this.loc(), `invalid variant '${variant}'`); return null; }
          this.next();
          return { k: 'plus', a: { k: 'sym', name: `${name}@${variant.toLowerCase()}`, col: this.col(at) } };
        }
        // An absolute variable is substituted now (later redefinitions do not change this use).
        const d = this.syms.get(name);
        if (d !== undefined && !d.label && d.value !== null) return { k: 'num', v: d.value };
        return { k: 'sym', name, col: this.col(at) };
      }
      default:
        this.error(at, M_UNKNOWN_TOKEN);
        return null;
    }
  }

  /** ShapeDialect: symbol reads and definitions; llvm-mc's registers are lower case only. */
  symbolTouches = 0;
  readonly shapeEpoch = 0;
  readonly upperCaseRegisters = false;
  get sgprCount(): number { return this.gen.sgprCount; }
  cachedInstruction(): void { /* nothing to keep */ }
  probe(text: string, line: number): Uint32Array | null {
    return this.asm.probe(() => this.statement(text, 0, text.length, line, 0));
  }

  /** Symbol lookup for the evaluator: variables evaluate recursively; labels are relocatable. */
  private readonly lookup = (name: string): SymbolValue | undefined => {
    this.symbolTouches++;
    const d = this.syms.get(name);
    if (d === undefined) return undefined;
    if (d.label) return { value: BigInt(d.dot), relative: true };
    if (d.value !== null) return { value: d.value, relative: false };
    if (d.expr === null || this.evalDepth > 64) return undefined;
    d.used = true;
    this.evalDepth++;
    const r = evaluate(d.expr, this.lookup, BigInt(d.dot), LLVM_EXPR);
    this.evalDepth--;
    if (r.value === null || r.error !== null) return undefined;
    return { value: r.value, relative: r.relative };
  };

  private evalDepth = 0;

  /** evaluateAsAbsolute: the value, or null when the expression is relocatable (symbols, labels, `.`, x/0). */
  private absolute(e: Expr): bigint | null {
    if (e.k === 'num') return e.v;
    const r = evaluate(e, this.lookup, BigInt(this.asm.size), LLVM_EXPR);
    if (r.value === null || r.error !== null || r.relative) return null;
    return r.value;
  }

  /** parseExpr(int64_t&): an absolute expression, else "expected absolute expression". */
  private parseAbsExpr(): bigint | null {
    const at = this.loc();
    const e = this.parseExpression();
    if (e === null) return null;
    const v = this.absolute(e);
    if (v === null) { this.error(at, 'expected absolute expression'); return null; }
    return v;
  }

  // --- statements -------------------------------------------------------------

  statement(text: string, start: number, end: number, line: number, lineStart: number): void {
    this.text = text;
    this.line = line;
    this.lineStart = lineStart;
    let from = start;
    this.eofText = text; this.eofEnd = end; this.eofLine = line;
    if (this.obj.inRawBlock) { this.obj.rawStatement(text.slice(0, end), start, line); return; }
    while (from < end) {
      this.stmtStart = from;
      const stop = this.lex(from, end);
      this.stmtEnd = stop;
      this.p = 0;
      this.spTok = -1;
      this.clearPending();
      if (this.tk[0] === K.Err) this.error(this.ts[0]!, this.terr[0]!);
      if (this.overflowTok >= 0) { const o = this.overflowTok; this.overflowTok = -1; this.error(this.ts[o]!, this.terr[o]!); }
      this.depth = 0;
      this.nodes = 0;
      try {
        this.parseStatement();
      } catch (e) {
        // A safety net: no input may make the assembler throw.
        this.clearPending();
        this.error(this.stmtStart, `internal error: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!this.hasPending) {
        // A lexer error the parse did not reach or did not report (an unterminated string in
        // `.long`): llvm-mc reports it; nothing may vanish without a diagnostic.
        for (let i = 0; i < this.nt; i++) if (this.tk[i] === K.Err) { this.error(this.ts[i]!, this.terr[i]!); break; }
      }
      if (this.hasPending) this.asm.diag.error(this.line, this.pending!.col, this.pending!.message);
      this.shrinkTokens();
      if (stop >= end) break;
      from = stop;
    }
  }

  private parseStatement(): void {
    if (this.obj.inBlock) { this.obj.blockStatement(); return; }
    for (;;) {
      const k = this.kind();
      if (k === K.EOS) return;
      if (k === K.Err) return;
      if (k === K.Ident || k === K.Str || k === K.Dot) {
        const at = this.loc();
        const nk = this.kind(1);
        if (k === K.Ident && nk !== K.Colon && nk !== K.Eq && this.text.charCodeAt(at) !== 46) {
          this.instruction(at);
          return;
        }
        const name = k === K.Str ? this.text.slice(at + 1, this.te[this.p]! - 1) : this.tokText();
        if (nk === K.Colon && k !== K.Dot) {
          this.next(); this.next();
          if (!this.defineLabel(name, at)) return;
          continue;
        }
        if (nk === K.Eq && k !== K.Dot) {
          this.next(); this.next();
          this.assignment(name);
          return;
        }
        if (k === K.Dot || (name.charCodeAt(0) === 46 && k === K.Ident)) {
          this.next();
          this.directive(name.toLowerCase(), at);
          return;
        }
      }
      if (k === K.Int && this.kind(1) === K.Colon && this.intAt(this.p) >= 0n) {
        const v = this.intAt(this.p);
        this.next(); this.next();
        this.defineLocalLabel(v);
        continue;
      }
      this.error(this.loc(), 'unexpected token at start of statement');
      return;
    }
  }

  /** Local numeric labels `N:`: how many times each N has been defined. */
  private readonly localLabels = new Map<bigint, number>();

  private defineLabel(name: string, at: number): boolean {
    this.symbolTouches++;
    const prev = this.syms.get(name);
    // A variable (= or .set) may become a label; a label is defined once.
    if (prev !== undefined && prev.label) {
      this.error(at, `symbol '${name}' is already defined`);
      return false;
    }
    this.syms.set(name, { value: null, expr: null, label: true, dot: this.asm.size, used: false, sec: this.obj.sections.current });
    this.obj.mention(name);
    return true;
  }

  /** `N:` defines the next instance of local label N (1b / 1f refer to it). */
  private defineLocalLabel(v: bigint): void {
    this.symbolTouches++;
    const n = (this.localLabels.get(v) ?? 0) + 1;
    this.localLabels.set(v, n);
    this.syms.set(`\u0000${v}#${n}`, { value: null, expr: null, label: true, dot: this.asm.size, used: false, sec: this.obj.sections.current });
  }

  /** Does `e` refer to `name`, directly or through the variables it names? */
  private refersTo(e: Expr, name: string, depth = 0): boolean {
    if (depth > 64) return false;
    switch (e.k) {
      case 'num': case 'dot': return false;
      case 'sym': {
        // isSymbolUsedInExpression: a variable stands for its value.
        const d = this.syms.get(e.name);
        if (d !== undefined && !d.label && d.expr !== null) return this.refersTo(d.expr, name, depth + 1);
        return e.name === name;
      }
      case 'neg': case 'not': case 'lnot': case 'plus': return this.refersTo(e.a, name, depth);
      case 'bin': return this.refersTo(e.a, name, depth) || this.refersTo(e.b, name, depth);
      case 'cond': return this.refersTo(e.c, name, depth) || this.refersTo(e.a, name, depth) || this.refersTo(e.b, name, depth);
    }
  }

  /** parseAssignmentExpression: `name = expr` / `.set name, expr`. */
  private assignment(name: string): void {
    this.symbolTouches++;
    const eat = this.loc();
    const e = this.parseExpression();
    if (e === null) return;
    if (this.kind() !== K.EOS) { this.error(this.loc(), 'expected newline'); return; }
    // The value is folded now when absolute (which may read, and so "use", variables).
    const v = this.absolute(e);
    const prev = this.syms.get(name);
    if (prev !== undefined || this.refersTo(e, name)) {
      if (this.refersTo(e, name)) { this.error(eat, `Recursive use of '${name}'`); return; }
      if (prev!.label) { this.error(eat, `redefinition of '${name}'`); return; }
      if (prev!.used && prev!.value === null) {
        this.error(eat, `invalid reassignment of non-absolute variable '${name}'`);
        return;
      }
    }
    this.syms.set(name, { value: v, expr: v === null ? e : null, label: false, dot: this.asm.size, used: false });
  }

  private directive(name: string, at: number): void {
    if (name === '.set' || name === '.equ') {
      const k = this.kind();
      if (k !== K.Ident && k !== K.Str) { this.error(this.loc(), 'expected identifier'); return; }
      const sname = k === K.Str ? this.text.slice(this.loc() + 1, this.te[this.p]! - 1) : this.tokText();
      this.next();
      if (!this.skipToken(K.Comma, "expected comma")) return;
      this.assignment(sname);
      return;
    }
    const size = DATA_DIRECTIVES.get(name);
    if (size !== undefined) { this.data(size); return; }
    if (this.obj.directive(name, at)) return;
    this.error(at, 'unknown directive');
  }

  private data(size: 1 | 2 | 4 | 8): void {
    const offset = this.asm.size;
    if (this.kind() === K.EOS) { this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, false); return; }
    const start = this.asm.size;
    for (;;) {
      const at = this.loc();
      const e = this.parseExpression();
      if (e === null) { this.asm.truncate(start); return; }
      const v = this.absolute(e);
      const pos = this.asm.size;
      if (v === null) {
        this.addFixup(pos, pos, e, at, size, false);
        this.asm.data(0n, size);
      } else {
        if (size < 8 && !isSafeTruncation(v, size * 8)) { this.error(at, 'out of range literal value'); this.asm.truncate(start); return; }
        this.asm.data(v, size);
      }
      if (this.kind() === K.EOS) break;
      if (this.kind() !== K.Comma) { this.error(this.loc(), 'unexpected token'); this.asm.truncate(start); return; }
      this.next();
    }
    if (this.hasPending) { this.asm.truncate(start); return; }
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, false);
  }

  // --- instructions -------------------------------------------------------------

  /** Mnemonic spellings seen (the raw token) and what they name. */
  private readonly mnCache = new NameCache<MnemonicUse>();
  private lastMn: MnemonicUse | null = null;
  private forced: 0 | 32 | 64 = 0;
  private forcedSdwa = false;
  private forcedDpp = false;
  private mn: Mnemonic | null = null;
  private mnName = '';
  private idLoc = 0;

  private instruction(at: number): void {
    this.idLoc = at;
    const te = this.te[this.p]!;
    this.next();
    // The previous statement's mnemonic is the likeliest one.
    let c: MnemonicUse | undefined;
    const last = this.lastMn;
    if (last !== null && last.raw.length === te - at && this.text.startsWith(last.raw, at)) c = last;
    else c = this.mnCache.get(this.text, at, te);
    if (c === undefined) {
      const raw = this.text.slice(at, te);
      // parseMnemonicSuffix on the lower-case name
      let name = raw.toLowerCase();
      let forced: 0 | 32 | 64 = 0;
      let sdwa = false;
      let dpp = false;
      if (name.endsWith('_e64')) { forced = 64; name = name.slice(0, -4); }
      else if (name.endsWith('_e32')) { forced = 32; name = name.slice(0, -4); }
      else if (name.endsWith('_dpp')) { dpp = true; name = name.slice(0, -4); }
      else if (name.endsWith('_sdwa')) { sdwa = true; name = name.slice(0, -5); }
      c = { raw, name, mn: this.tables.get(name), forced, sdwa, dpp };
      this.mnCache.set(raw, c);
    }
    this.lastMn = c;
    this.forced = c.forced;
    this.forcedSdwa = c.sdwa;
    this.forcedDpp = c.dpp;
    this.mnName = c.name;
    this.mn = c.mn;
    this.nops = 0;

    // Every other encoding: the whole-ISA path (isa/llvm-isa.ts).
    if (c.mn === null || c.mn.forms === null) {
      const hit = namesOf('llvm', this.gi).get(c.raw.toLowerCase());
      if (hit !== undefined && hit.row.enc !== 'VOP1') {
        const cur = new Cursor(this.text, te, this.stmtEnd, this.lineStart);
        llvmIsaInstruction(this as unknown as LlvmHost, hit, at, cur);
        return;
      }
    }

    // The common case (two plain registers that fit the e32 form) takes a
    // shortcut; anything else, or any doubt, takes llvm-mc's full path.
    const mn = c.mn;
    if (mn !== null && mn.forms !== null && mn.forms.fastE32 !== null && c.forced !== 64 && !c.sdwa && !c.dpp
      && this.fastInstruction(mn.forms)) return;

    // ParseInstruction: the operands
    while (this.kind() !== K.EOS) {
      const r = this.parseOperand();
      if (r !== PR.SUCCESS) {
        if (this.checkUnsupported()) return;
        if (!this.hasPending) this.error(this.loc(), r === PR.FAIL ? M_FAILED_PARSING : M_NOT_VALID);
        return;
      }
      this.trySkip(K.Comma);
    }
    if (this.hasPending) return;
    this.matchAndEmit();
  }

  /**
   * `MNEMONIC REG, REG` with plain register names (vN, s[a:b], vcc_lo, ...):
   * every custom operand parser reads a plain register as the generic
   * parser does, and the e32 form is the matcher's first candidate, so when
   * it matches, llvm-mc's full path ends with that form too. Returns false
   * (nothing consumed, no error) when the shortcut does not apply.
   */
  private fastInstruction(forms: OpForms): boolean {
    const p0 = this.p;
    if (!this.fastRegister()) { this.p = p0; this.nops = 0; this.clearPending(); return false; }
    this.trySkip(K.Comma);
    if (!(this.fastRegister() || this.fastConstant()) || this.kind() !== K.EOS) {
      this.p = p0; this.nops = 0; this.clearPending(); return false;
    }
    const form = forms.fastE32!;
    this.curForms = forms;
    if (this.matchForm(form) >= 0) { this.p = p0; this.nops = 0; return false; }
    this.emit(form);
    return true;
  }

  /** An integer or float literal, optionally negated, that ends the statement (parsed as parseImm would). */
  private fastConstant(): boolean {
    const p = this.p;
    let k = this.tk[p];
    let q = p;
    if (k === K.Minus) { q++; k = this.tk[q]; }
    if ((k !== K.Int && k !== K.Real) || this.tk[q + 1] !== K.EOS) return false;
    if (k === K.Real || q !== p) return this.parseImm(false) === PR.SUCCESS && !this.hasPending;
    const o = this.newOperand(OK.IMM, this.ts[p]!);
    o.val = this.intAt(p);
    this.next();
    return true;
  }

  /** A register written as a bare name or name[n] / name[n:m] with plain integers, parsed; false otherwise. */
  private fastRegister(): boolean {
    const p = this.p;
    const k = this.tk[p];
    if (k !== K.Ident) return false;
    const k1 = this.tk[p + 1];
    if (k1 === K.LBrac) {
      if (this.tk[p + 2] !== K.Int || this.tsmall[p + 2] !== 1) return false;
      const k3 = this.tk[p + 3];
      if (!(k3 === K.RBrac || (k3 === K.Colon && this.tk[p + 4] === K.Int && this.tsmall[p + 4] === 1 && this.tk[p + 5] === K.RBrac))) return false;
    } else if (k1 !== K.Comma && k1 !== K.EOS) {
      return false;
    }
    if (!this.isRegister()) return false;
    return this.parseRegister() && !this.hasPending;
  }

  private variants(): readonly V[] {
    if (this.forced === 32) return E32_VARIANTS;
    if (this.forced === 64) return E64_VARIANTS;
    if (this.forcedSdwa) return SDWA_VARIANTS;
    if (this.forcedDpp) return DPP_VARIANTS;
    return ALL_VARIANTS;
  }

  private variantName(): string {
    if (this.forced === 32) return 'e32';
    if (this.forced === 64) return 'e64';
    if (this.forcedSdwa) return 'sdwa';
    if (this.forcedDpp) return 'dpp';
    return '';
  }

  /** isSupportedMnemo for the mnemonic in the given variants. */
  private supported(vs: readonly V[]): boolean {
    const mn = this.mn;
    if (mn === null) return false;
    if (mn.forms === null) {
      if (mn.status === 0) return false;
      // Another family's instruction on this generation: the default table when e32 is forced.
      return vs === E32_VARIANTS ? mn.status === 2 : true;
    }
    for (const v of vs) if (mn.forms.availVariant[v]) return true;
    return false;
  }

  /** checkUnsupportedInstruction: reports and returns true when the mnemonic or encoding does not exist here. */
  private checkUnsupported(): boolean {
    const mn = this.mn;
    if (mn !== null && mn.forms === null && mn.status !== 0) {
      // A real instruction on this GPU, but not a VOP1 one: outside gcnkit.
      this.clearPending();
      this.error(this.idLoc, `'${this.mnName}' is not a VOP1 instruction (gcnkit assembles VOP1 only)`);
      return true;
    }
    if (this.supported(this.variants())) return false;
    this.clearPending();
    const vn = this.variantName();
    if (vn !== '' && this.supported(ALL_VARIANTS)) {
      this.error(this.idLoc, `${vn} variant of this instruction is not supported`);
      return true;
    }
    if (mn !== null) {
      this.error(this.idLoc, M_NOT_SUPPORTED);
      return true;
    }
    this.error(this.idLoc, 'invalid instruction' + this.suggestion());
    return true;
  }

  private suggestion(): string {
    const found: string[] = [];
    for (const n of this.tables.suggest) if (editDistance(this.mnName, n, 2) <= 2) found.push(n);
    if (found.length === 0) return '';
    return `, did you mean: ${found.join(', ')}?`;
  }

  // --- operand parsing (AMDGPUAsmParser::parseOperand) -------------------------

  private newOperand(kind: OK, loc: number): Opnd {
    if (this.nops >= this.pool.length) this.pool.push(new Opnd());
    const o = this.pool[this.nops++]!;
    o.kind = kind;
    o.loc = loc;
    o.val = 0n;
    o.fp = false;
    o.ity = IT.NONE;
    o.ikind = IK.NONE;
    o.expr = null;
    o.abs = false;
    o.neg = false;
    o.sext = false;
    o.c32 = -1;
    o.c16 = -1;
    return o;
  }

  private parseOperand(): PR {
    // Custom parsers of the forms that have one at this operand index.
    const mn = this.mn;
    if (mn !== null && mn.forms !== null && !mn.alias) {
      const list = mn.forms.parsers[this.nops];
      if (list !== undefined && list.length > 0) {
        for (const cp of list) {
          let r: PR;
          switch (cp) {
            case CP.FPMODS: r = this.parseRegOrImmWithFPInputMods(true); break;
            case CP.INTMODS: r = this.parseRegOrImmWithIntInputMods(true); break;
            case CP.OPTIONAL: r = this.parseOptionalOperand(); break;
            case CP.FPREGMODS: r = this.parseRegOrImmWithFPInputMods(false); break;
            case CP.DPPCTRL: r = this.parseDppCtrl(); break;
            default: r = PR.NOMATCH;
          }
          if (r !== PR.NOMATCH) return r;
        }
        if (this.kind() === K.EOS) return PR.NOMATCH;
      }
    }
    return this.parseRegOrImm(false);
  }

  /** isRegister(Token, NextToken) at token offset `off`. */
  private isRegister(off = 0): boolean {
    const k = this.kind(off);
    if (k === K.LBrac) return true;
    if (k !== K.Ident) return false;
    const i = this.p + off;
    const s = this.ts[i]!;
    const e = this.te[i]!;
    const t = this.text;
    const c = t.charCodeAt(s);
    let plen = 0;
    if (c === 118) plen = 1; // v
    else if (c === 115) plen = 1; // s
    else if (c === 116 && e - s >= 4 && t.startsWith('ttmp', s)) plen = 4;
    else if (c === 97) plen = e - s >= 3 && t.startsWith('acc', s) ? 3 : 1; // acc / a
    if (plen > 0) {
      if (e - s > plen) {
        if (regNumber(t, s + plen, e) >= 0) return true;
      } else if (this.kind(off + 1) === K.LBrac) {
        return true;
      }
    }
    const sp = specialAt(t, s, e);
    if (sp === undefined) return false;
    this.spTok = i;
    this.spId = sp;
    return true;
  }

  /** The token whose special-register id isRegister() found last, and the id. */
  private spTok = -1;
  private spId = 0;

  /** isModifier(): operand syntax that only custom parsers read. */
  private isModifier(): boolean {
    const k0 = this.kind();
    if (this.isOperandModifier(0)) return true;
    if (k0 === K.Minus && (this.isRegister(1) || this.isOperandModifier(1))) return true;
    return k0 === K.Ident && this.kind(1) === K.Colon;
  }

  private isOperandModifier(off: number): boolean {
    const k = this.kind(off);
    if (k === K.Pipe) return true;
    if (k === K.Ident && this.kind(off + 1) === K.LParen) {
      return this.isId('abs', off) || this.isId('neg', off) || this.isId('sext', off);
    }
    return false;
  }

  private parseRegOrImm(sp3Abs: boolean): PR {
    if (this.isRegister()) return this.parseRegister() ? PR.SUCCESS : PR.FAIL;
    if (this.isModifier()) return PR.NOMATCH;
    return this.parseImm(sp3Abs);
  }

  private parseReg(): PR {
    if (!this.isRegister()) return PR.NOMATCH;
    return this.parseRegister() ? PR.SUCCESS : PR.FAIL;
  }

  private parseImm(sp3Abs: boolean): PR {
    const s = this.loc();
    if (this.kind() === K.Real || (this.kind() === K.Minus && this.kind(1) === K.Real)) {
      let negate = false;
      if (this.kind() === K.Minus) { this.next(); negate = true; }
      const bits = parseReal(this.tokText());
      this.next();
      if (bits === null) return PR.FAIL;
      const o = this.newOperand(OK.IMM, s);
      o.val = BigInt.asIntN(64, negate ? bits ^ (1n << 63n) : bits);
      o.fp = true;
      return PR.SUCCESS;
    }
    let e: Expr | null;
    if (sp3Abs) {
      e = this.parsePrimary();
    } else {
      e = this.parseExpression();
    }
    if (e === null) return PR.FAIL;
    const v = this.absolute(e);
    if (v !== null) {
      const o = this.newOperand(OK.IMM, s);
      o.val = v;
    } else {
      const o = this.newOperand(OK.EXPR, s);
      o.expr = e;
    }
    return PR.SUCCESS;
  }

  /** parseRegOrImmWithFPInputMods (allowImm false: parseRegWithFPInputMods). */
  private parseRegOrImmWithFPInputMods(allowImm: boolean): PR {
    if (this.kind() === K.Minus && this.kind(1) === K.Minus) {
      this.error(this.loc(), "invalid syntax, expected 'neg' modifier");
      return PR.FAIL;
    }
    // parseSP3NegModifier
    let sp3Neg = false;
    if (this.kind() === K.Minus && (this.isRegister(1) || this.kind(1) === K.Pipe || this.isId('abs', 1))) {
      this.next();
      sp3Neg = true;
    }
    let at = this.loc();
    const neg = this.trySkipId('neg');
    if (neg && sp3Neg) { this.error(at, 'expected register or immediate'); return PR.FAIL; }
    if (neg && !this.skipToken(K.LParen, 'expected left paren after neg')) return PR.FAIL;
    const abs = this.trySkipId('abs');
    if (abs && !this.skipToken(K.LParen, 'expected left paren after abs')) return PR.FAIL;
    at = this.loc();
    const sp3Abs = this.trySkip(K.Pipe);
    if (abs && sp3Abs) { this.error(at, 'expected register or immediate'); return PR.FAIL; }
    const before = this.nops;
    const r = allowImm ? this.parseRegOrImm(sp3Abs) : this.parseReg();
    if (r !== PR.SUCCESS) return sp3Neg || neg || sp3Abs || abs ? PR.FAIL : r;
    if (sp3Abs && !this.skipToken(K.Pipe, 'expected vertical bar')) return PR.FAIL;
    if (abs && !this.skipToken(K.RParen, 'expected closing parentheses')) return PR.FAIL;
    if (neg && !this.skipToken(K.RParen, 'expected closing parentheses')) return PR.FAIL;
    if (abs || sp3Abs || neg || sp3Neg) {
      const o = this.pool[before]!;
      if (o.kind === OK.EXPR) { this.error(o.loc, 'expected an absolute expression'); return PR.FAIL; }
      o.abs = abs || sp3Abs;
      o.neg = neg || sp3Neg;
    }
    return PR.SUCCESS;
  }

  private parseRegOrImmWithIntInputMods(allowImm: boolean): PR {
    const sext = this.trySkipId('sext');
    if (sext && !this.skipToken(K.LParen, 'expected left paren after sext')) return PR.FAIL;
    const before = this.nops;
    const r = allowImm ? this.parseRegOrImm(false) : this.parseReg();
    if (r !== PR.SUCCESS) return sext ? PR.FAIL : r;
    if (sext && !this.skipToken(K.RParen, 'expected closing parentheses')) return PR.FAIL;
    if (sext) {
      const o = this.pool[before]!;
      if (o.kind === OK.EXPR) { this.error(o.loc, 'expected an absolute expression'); return PR.FAIL; }
      o.sext = true;
    }
    return PR.SUCCESS;
  }

  // --- registers (ParseAMDGPURegister) -------------------------------------------

  // The register of parseRegisterInner / regularReg / parseRegList.
  private rFile = RF.V;
  private rNum = 0;
  private rWidth = 1;

  /** Parses a register at the current token (isRegister() holds). Reports errors. */
  private parseRegister(): boolean {
    const at = this.loc();
    if (!this.parseRegisterInner()) return false;
    const file = this.rFile;
    const num = this.rNum;
    const width = this.rWidth;
    // subtargetHasRegister
    if (file !== RF.V) {
      const avail = this.hasRegister(file, num, width);
      if (avail !== '') { this.error(at, avail); return false; }
    }
    const o = this.newOperand(OK.REG, at);
    o.file = file;
    o.num = num;
    o.width = width;
    return true;
  }

  /** '' if the generation has the register, else llvm-mc's message. */
  private hasRegister(file: RF, num: number, width: number): string {
    const NA = 'register not available on this GPU';
    const last = num + width - 1;
    if (file === RF.TTMP) return last >= 12 ? NA : '';
    if (file === RF.S) {
      if (last >= 104) return NA;
      if (this.gi === 2 && last >= 102) return NA;
      return '';
    }
    if (file === RF.SPECIAL) {
      switch (num) {
        case SP.SHARED_BASE: case SP.SHARED_LIMIT: case SP.PRIVATE_BASE: case SP.PRIVATE_LIMIT:
        case SP.POPS_EXITING_WAVE_ID: case SP.XNACK: case SP.XNACK_LO: case SP.XNACK_HI:
          return NA;
        case SP.NULL: return "'null' operand is not supported on this GPU";
        case SP.FLAT_SCR: case SP.FLAT_SCR_LO: case SP.FLAT_SCR_HI:
          return this.gi === 0 ? NA : '';
        default: return '';
      }
    }
    return '';
  }

  /** A register name at the current identifier (ParseSpecialReg / ParseRegularReg) into rFile/rNum/rWidth. */
  private parseRegisterInner(): boolean {
    if (this.kind() === K.LBrac) return this.parseRegList();
    const at = this.loc();
    const t = this.text;
    const s = this.ts[this.p]!;
    const e = this.te[this.p]!;
    const c = t.charCodeAt(s);
    // Fast path: v<N> / s<N> (never special names).
    if ((c === 118 || c === 115) && e - s >= 2 && isDig(t.charCodeAt(s + 1))) {
      const num = regNumber(t, s + 1, e);
      this.next();
      if (num < 0) { this.error(at, 'invalid register index'); return false; }
      return this.regularReg(c === 118 ? RF.V : RF.S, num, 1, at);
    }
    const sp = this.spTok === this.p ? this.spId : specialAt(t, s, e);
    if (sp !== undefined) {
      this.next();
      this.rFile = RF.SPECIAL;
      this.rNum = sp;
      this.rWidth = SPECIAL_WIDTH[sp]!;
      return true;
    }
    let file: RF;
    let plen: number;
    if (c === 118) { file = RF.V; plen = 1; } else if (c === 115) { file = RF.S; plen = 1; }
    else if (c === 116 && t.startsWith('ttmp', s)) { file = RF.TTMP; plen = 4; }
    else if (t.startsWith('acc', s)) { file = RF.A; plen = 3; } else if (c === 97) { file = RF.A; plen = 1; }
    else { this.error(at, 'invalid register name'); return false; }
    this.next();
    let num: number;
    let width: number;
    if (e - s > plen) {
      num = regNumber(t, s + plen, e);
      if (num < 0) { this.error(at, 'invalid register index'); return false; }
      width = 1;
    } else {
      if (!this.parseRegRange()) return false;
      num = this.rNum;
      width = this.rWidth;
    }
    return this.regularReg(file, num, width, at);
  }

  /** getRegularReg: alignment, size and range; sets rFile/rNum/rWidth. */
  private regularReg(file: RF, num: number, width: number, at: number): boolean {
    const align = file === RF.S || file === RF.TTMP ? Math.min(width, 4) : 1;
    if (num % align !== 0) { this.error(at, 'invalid register alignment'); return false; }
    const size = classSize(file, width);
    if (size < 0) { this.error(at, 'invalid or unsupported register size'); return false; }
    if (num / align >= size) { this.error(at, 'register index is out of range'); return false; }
    this.rFile = file;
    this.rNum = num;
    this.rWidth = width;
    return true;
  }

  /** A register index in a range: an absolute expression (plain integers take a fast path). */
  private rangeIndex(): bigint | null {
    return this.parseAbsExpr();
  }

  /** ParseRegRange: [lo] or [lo:hi]; sets rNum (first) and rWidth. */
  private parseRegRange(): boolean {
    if (!this.skipToken(K.LBrac, 'missing register index')) return false;
    // Fast path: [n] or [n:m] with plain small integers.
    const p = this.p;
    if (this.tk[p] === K.Int && this.tsmall[p] === 1) {
      const k1 = this.tk[p + 1];
      if (k1 === K.RBrac) {
        this.rNum = this.tnum[p]!;
        this.rWidth = 1;
        this.next(); this.next();
        return true;
      }
      if (k1 === K.Colon && this.tk[p + 2] === K.Int && this.tsmall[p + 2] === 1 && this.tk[p + 3] === K.RBrac) {
        const lo = this.tnum[p]!;
        const hi = this.tnum[p + 2]!;
        if (lo <= hi && hi <= 0xffffffff) {
          this.rNum = lo;
          this.rWidth = Math.min(hi - lo + 1, 1025);
          this.next(); this.next(); this.next(); this.next();
          return true;
        }
      }
    }
    const firstAt = this.loc();
    const lo = this.rangeIndex();
    if (lo === null) return false;
    let hi = lo;
    let secondAt = firstAt;
    if (this.trySkip(K.Colon)) {
      secondAt = this.loc();
      const h = this.rangeIndex();
      if (h === null) return false;
      hi = h;
    }
    if (!this.skipToken(K.RBrac, 'expected a closing square bracket')) return false;
    if (lo < 0n || lo > 0xffffffffn) { this.error(firstAt, 'invalid register index'); return false; }
    if (hi < 0n || hi > 0xffffffffn) { this.error(secondAt, 'invalid register index'); return false; }
    if (lo > hi) { this.error(firstAt, 'first register index should not exceed second index'); return false; }
    const width = hi - lo + 1n;
    this.rNum = Number(lo);
    this.rWidth = width > 1024n ? 1025 : Number(width);
    return true;
  }

  /** ParseAMDGPURegister inside a list: a named register (with availability), or a nested list. */
  private parseRegisterElement(): boolean {
    const at = this.loc();
    const ok = this.kind() === K.Ident ? this.parseRegisterInner() : this.parseRegList();
    if (!ok) return false;
    const avail = this.hasRegister(this.rFile, this.rNum, this.rWidth);
    if (avail !== '') { this.error(at, avail); return false; }
    return true;
  }

  /** ParseRegList: [s0,s1,...]. */
  private parseRegList(): boolean {
    if (this.depth >= MAX_EXPR_DEPTH) { this.error(this.loc(), 'register list is nested too deeply'); return false; }
    this.depth++;
    const ok = this.parseRegListInner();
    this.depth--;
    return ok;
  }

  private parseRegListInner(): boolean {
    const listAt = this.loc();
    if (!this.skipToken(K.LBrac, 'expected a register or a list of registers')) return false;
    let at = this.loc();
    if (!this.parseRegisterElement()) return false;
    const file = this.rFile;
    let num = this.rNum;
    let width = this.rWidth;
    if (width !== 1) { this.error(at, 'expected a single 32-bit register'); return false; }
    while (this.trySkip(K.Comma)) {
      at = this.loc();
      if (!this.parseRegisterElement()) return false;
      if (this.rWidth !== 1) { this.error(at, 'expected a single 32-bit register'); return false; }
      if (this.rFile !== file) { this.error(at, 'registers in a list must be of the same kind'); return false; }
      if (file === RF.SPECIAL) {
        const pair = specialPair(num, this.rNum);
        if (pair < 0) { this.error(at, 'register does not fit in the list'); return false; }
        num = pair;
        width = 2;
      } else {
        if (this.rNum !== num + width) { this.error(at, 'registers in a list must have consecutive indices'); return false; }
        width++;
      }
    }
    if (!this.skipToken(K.RBrac, 'expected a comma or a closing square bracket')) return false;
    if (file !== RF.SPECIAL) return this.regularReg(file, num, width, listAt);
    this.rFile = file;
    this.rNum = num;
    this.rWidth = width;
    return true;
  }

  // --- optional operands ---------------------------------------------------------

  private parseOptionalOperand(): PR {
    let r = this.parseOptionalOpr();
    for (let i = 0; i < 8; i++) {
      if (r !== PR.SUCCESS || this.kind() === K.EOS) break;
      this.trySkip(K.Comma);
      r = this.parseOptionalOpr();
    }
    return r;
  }

  private parseOptionalOpr(): PR {
    if (this.kind() !== K.Ident) return PR.NOMATCH;
    const cands = this.optCache.get(this.text, this.ts[this.p]!, this.te[this.p]!);
    if (cands === undefined) {
      const id = this.tokText();
      this.optCache.set(id, OPTIONAL_BY_ID.get(id) ?? null);
      return this.parseOptionalOpr();
    }
    if (cands === null) return PR.NOMATCH;
    for (const i of cands) {
      const d = OPTIONAL_TABLE[i]!;
      let r: PR;
      switch (d.kind) {
        case OPK.BIT: r = this.parseNamedBit(d.name, d.ity); break;
        case OPK.INT: r = this.parseIntWithPrefix(d.name, d.ity); break;
        case OPK.OMOD:
          r = this.isId('mul') ? this.parseIntWithPrefix('mul', IT.OMOD) : this.isId('div') ? this.parseIntWithPrefix('div', IT.OMOD) : PR.NOMATCH;
          break;
        case OPK.SEL: r = this.parseSdwaSel(d.name, d.ity); break;
        case OPK.UNUSED: r = this.parseSdwaUnused(); break;
        case OPK.ARRAY: r = this.parseArrayWithPrefix(d.name); break;
        case OPK.CPOL: r = this.parseCPol(this.tokText()); break;
        case OPK.DIM: r = PR.NOMATCH; break; // dim: is GFX10+
      }
      if (r !== PR.NOMATCH) return r;
    }
    return PR.NOMATCH;
  }

  /** Identifiers seen at optional-operand positions and their candidate table entries (null: none). */
  private readonly optCache = new NameCache<readonly number[] | null>();

  private parseNamedBit(name: string, ity: IT): PR {
    const at = this.loc();
    let bit: bigint;
    if (this.trySkipId(name)) bit = 1n;
    else if (this.trySkipId('no' + name)) bit = 0n;
    else return PR.NOMATCH;
    if (name === 'a16') { this.error(at, 'a16 modifier is not supported on this GPU'); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = bit;
    o.ity = ity;
    return PR.SUCCESS;
  }

  private parseIntWithPrefix(prefix: string, ity: IT): PR {
    const at = this.loc();
    if (!this.trySkipIdThen(prefix, K.Colon)) return PR.NOMATCH;
    const v = this.parseAbsExpr();
    if (v === null) return PR.FAIL;
    let val = v;
    if (ity === IT.OMOD) {
      if (prefix === 'mul') {
        if (v === 1n || v === 2n || v === 4n) val = v >> 1n;
        else this.error(at, 'invalid mul value.');
      } else if (v === 1n) val = 0n;
      else if (v === 2n) val = 3n;
      else this.error(at, 'invalid div value.');
    } else if (ity === IT.BOUND_CTRL) {
      if (v === 0n || v === 1n) val = 1n;
      else this.error(at, 'invalid bound_ctrl value.');
    }
    const o = this.newOperand(OK.IMM, at);
    o.val = val;
    o.ity = ity;
    return PR.SUCCESS;
  }

  private parseSdwaSel(prefix: string, ity: IT): PR {
    const at = this.loc();
    if (!this.trySkipIdThen(prefix, K.Colon)) return PR.NOMATCH;
    const vat = this.loc();
    if (this.kind() !== K.Ident) { this.error(vat, 'expected an identifier'); return PR.FAIL; }
    const v = SDWA_SEL.get(this.tokText());
    this.next();
    if (v === undefined) { this.error(vat, `invalid ${prefix} value`); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(v);
    o.ity = ity;
    return PR.SUCCESS;
  }

  private parseSdwaUnused(): PR {
    const at = this.loc();
    if (!this.trySkipIdThen('dst_unused', K.Colon)) return PR.NOMATCH;
    const vat = this.loc();
    if (this.kind() !== K.Ident) { this.error(vat, 'expected an identifier'); return PR.FAIL; }
    const v = SDWA_UNUSED.get(this.tokText());
    this.next();
    if (v === undefined) { this.error(vat, 'invalid dst_unused value'); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(v);
    o.ity = IT.DST_UNUSED;
    return PR.SUCCESS;
  }

  private parseArrayWithPrefix(prefix: string): PR {
    const at = this.loc();
    if (!this.trySkipIdThen(prefix, K.Colon)) return PR.NOMATCH;
    if (!this.skipToken(K.LBrac, 'expected a left square bracket')) return PR.FAIL;
    let val = 0n;
    let i = 0;
    for (; i < 8; i++) {
      const eat = this.loc();
      const v = this.parseAbsExpr();
      if (v === null) return PR.FAIL;
      if (v !== 0n && v !== 1n) { this.error(eat, `invalid ${prefix} value.`); return PR.FAIL; }
      val |= v << BigInt(i);
      if (this.trySkip(K.RBrac)) break;
      if (!this.skipToken(K.Comma, 'expected a comma or a closing square bracket')) return PR.FAIL;
    }
    if (i === 8) { this.error(this.loc(), 'expected a closing square bracket'); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = val;
    o.ity = IT.OTHER;
    return PR.SUCCESS;
  }

  private parseCPol(id: string): PR {
    const at = this.loc();
    const bit = CPOL_BITS.get(id) ?? 0;
    if (bit === 0) return PR.NOMATCH;
    this.next();
    if (bit === 4) { this.error(at, 'dlc modifier is not supported on this GPU'); return PR.FAIL; }
    if (bit === 16) { this.error(at, 'scc modifier is not supported on this GPU'); return PR.FAIL; }
    for (let i = 0; i < this.nops; i++) {
      const o = this.pool[i]!;
      if (o.kind === OK.IMM && o.ity === IT.CPOL) {
        if ((Number(o.val) & bit) !== 0 || (o.fp && false)) { this.error(at, 'duplicate cache policy modifier'); return PR.FAIL; }
        o.val |= BigInt(bit);
        return PR.SUCCESS;
      }
    }
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(bit);
    o.ity = IT.CPOL;
    return PR.SUCCESS;
  }

  // --- DPP controls ------------------------------------------------------------------

  private parseDppCtrl(): PR {
    if (this.kind() !== K.Ident) return PR.NOMATCH;
    const ctrl = this.tokText();
    const vi = this.gen.dpp;
    const supported = ctrl === 'row_mirror' || ctrl === 'row_half_mirror' || ctrl === 'quad_perm' || ctrl === 'row_shl'
      || ctrl === 'row_shr' || ctrl === 'row_ror'
      || (vi && (ctrl === 'wave_shl' || ctrl === 'wave_shr' || ctrl === 'wave_rol' || ctrl === 'wave_ror' || ctrl === 'row_bcast'));
    if (!supported) return PR.NOMATCH;
    const at = this.loc();
    this.next();
    let val = -1;
    if (ctrl === 'row_mirror') val = 0x140;
    else if (ctrl === 'row_half_mirror') val = 0x141;
    else if (this.skipToken(K.Colon, 'expected a colon')) {
      val = ctrl === 'quad_perm' ? this.parseQuadPerm() : this.parseDppSel(ctrl);
    }
    if (val < 0) return PR.FAIL;
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(val);
    o.ity = IT.DPP_CTRL;
    return PR.SUCCESS;
  }

  private parseQuadPerm(): number {
    if (!this.skipToken(K.LBrac, 'expected an opening square bracket')) return -1;
    let val = 0;
    for (let i = 0; i < 4; i++) {
      if (i > 0 && !this.skipToken(K.Comma, 'expected a comma')) return -1;
      const at = this.loc();
      const v = this.parseAbsExpr();
      if (v === null) return -1;
      if (v < 0n || v > 3n) { this.error(at, 'expected a 2-bit value'); return -1; }
      val += Number(v) << (i * 2);
    }
    if (!this.skipToken(K.RBrac, 'expected a closing square bracket')) return -1;
    return val;
  }

  private parseDppSel(ctrl: string): number {
    const at = this.loc();
    const v0 = this.parseAbsExpr();
    if (v0 === null) return -1;
    let lo = 0;
    let hi = 0;
    let base = -1;
    switch (ctrl) {
      case 'wave_shl': base = 0x130; lo = hi = 1; break;
      case 'wave_rol': base = 0x134; lo = hi = 1; break;
      case 'wave_shr': base = 0x138; lo = hi = 1; break;
      case 'wave_ror': base = 0x13c; lo = hi = 1; break;
      case 'row_shl': base = 0x100; lo = 1; hi = 15; break;
      case 'row_shr': base = 0x110; lo = 1; hi = 15; break;
      case 'row_ror': base = 0x120; lo = 1; hi = 15; break;
      default: break;
    }
    let valid: boolean;
    let val: number;
    if (base < 0) {
      valid = ctrl === 'row_bcast' && (v0 === 15n || v0 === 31n);
      val = v0 === 15n ? 0x142 : 0x143;
    } else {
      valid = v0 >= BigInt(lo) && v0 <= BigInt(hi);
      val = lo === hi ? base : base | Number(v0 & 0xfn);
    }
    if (!valid) { this.error(at, `invalid ${ctrl} value`); return -1; }
    return val;
  }

  // --- matching (the generated MatchInstructionImpl) ----------------------------------

  /** validateOperandClass: does operand `o` match formal class `f`? */
  private matches(o: Opnd, f: F): boolean {
    switch (f) {
      case F.END: return false;
      case F.VDST32: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 1;
      case F.VDST64: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 2;
      case F.SDST32: return o.kind === OK.REG && !o.hasMods && inSReg32(o);
      case F.SRC_VGPR: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 1;
      case F.SRC_VGPR_LDS: return o.kind === OK.REG && !o.hasMods
        && ((o.file === RF.V && o.width === 1) || (o.file === RF.SPECIAL && o.num === SP.LDS_DIRECT));
      case F.SRC_B32: case F.SRC_F32:
        // isVCSrcF32() || isLiteralImm(i32 / f32) || isExpr()
        return ((inVS32(o) || this.isInlinableImm(o, OT.FP32)) && !o.hasMods)
          || this.isLiteralImm(o, f === F.SRC_F32 ? OT.FP32 : OT.INT32) || o.kind === OK.EXPR;
      case F.SRC_F64:
        return ((inVS64(o) || this.isInlinableImm(o, OT.FP64)) && !o.hasMods) || this.isLiteralImm(o, OT.FP64);
      case F.SRC_B16:
        return ((inVS32(o) || this.isInlinableImm(o, OT.INT16)) && !o.hasMods) || this.isLiteralImm(o, OT.INT16);
      case F.SRC_F16:
        return ((inVS32(o) || this.isInlinableImm(o, OT.FP16)) && !o.hasMods) || this.isLiteralImm(o, OT.FP16);
      case F.MODS_F32: return inVS32(o) || this.isInlinableImm(o, OT.FP32) || this.isLiteralImm(o, OT.FP32);
      case F.MODS_F16: return inVS32(o) || this.isInlinableImm(o, OT.FP16) || this.isLiteralImm(o, OT.FP16);
      case F.MODS_F64: return inVS64(o) || this.isInlinableImm(o, OT.FP64) || this.isLiteralImm(o, OT.FP64);
      case F.SDWA_SRC: return this.gen.sdwa && o.kind === OK.REG && o.file === RF.V && o.width === 1;
      case F.DPP_SRC_FP: return o.kind === OK.REG && o.file === RF.V && o.width === 1;
      case F.DPP_SRC_INT: return o.kind === OK.REG && !o.hasMods && o.file === RF.V && o.width === 1;
      // A VGPR with modifiers, or a plain VGPR pair.
      case F.DPP_SRC_64: return o.kind === OK.REG && o.file === RF.V && (o.width === 1 || (o.width === 2 && !o.hasMods));
      case F.CLAMP: return o.kind === OK.IMM && o.ity === IT.CLAMP;
      case F.OMOD: return o.kind === OK.IMM && o.ity === IT.OMOD;
      case F.DST_SEL: return o.kind === OK.IMM && o.ity === IT.DST_SEL;
      case F.DST_UNUSED: return o.kind === OK.IMM && o.ity === IT.DST_UNUSED;
      case F.SRC0_SEL: return o.kind === OK.IMM && o.ity === IT.SRC0_SEL;
      case F.DPP_CTRL: return o.kind === OK.IMM && o.ity === IT.DPP_CTRL;
      case F.ROW_MASK: return o.kind === OK.IMM && o.ity === IT.ROW_MASK;
      case F.BANK_MASK: return o.kind === OK.IMM && o.ity === IT.BANK_MASK;
      case F.BOUND_CTRL: return o.kind === OK.IMM && o.ity === IT.BOUND_CTRL;
      case F.FI: return o.kind === OK.IMM && o.ity === IT.FI;
    }
  }

  private isInlinableImm(o: Opnd, t: OT): boolean {
    if (o.kind === OK.REG) return o.file === RF.SPECIAL && isInlineValueSpecial(o.num);
    if (o.kind !== OK.IMM || o.ity !== IT.NONE) return false;
    const v = o.val;
    if (o.fp) {
      if (t === OT.FP64 || t === OT.INT64) return isInlinableLiteral64(v, this.inv2pi);
      const half = t === OT.FP16 || t === OT.INT16;
      if (!convertOperand(o, half)) return false;
      if (half) return isInlinableLiteral16((o.c16 << 16) >> 16, this.inv2pi);
      return isInlinableLiteral32(o.c32 | 0, this.inv2pi);
    }
    if (v >= -0x10000000000000n && v <= 0x10000000000000n) {
      // A small integer (no 64-bit float pattern is this small).
      const n = Number(v);
      if (t === OT.FP64 || t === OT.INT64) return n >= -16 && n <= 64;
      if (t === OT.FP16 || t === OT.INT16) {
        if (n < -32768 || n > 65535) return false;
        return isInlinableLiteral16((n << 16) >> 16, this.inv2pi);
      }
      if (n < -2147483648 || n > 4294967295) return false;
      return isInlinableLiteral32(n | 0, this.inv2pi);
    }
    if (t === OT.FP64 || t === OT.INT64) return isInlinableLiteral64(v, this.inv2pi);
    const bits = t === OT.FP16 || t === OT.INT16 ? 16 : 32;
    if (!isSafeTruncation(v, bits)) return false;
    if (bits === 16) return isInlinableLiteral16((Number(v & 0xffffn) << 16) >> 16, this.inv2pi);
    return isInlinableLiteral32(Number(BigInt.asIntN(32, v)), this.inv2pi);
  }

  private isLiteralImm(o: Opnd, t: OT): boolean {
    if (o.kind !== OK.IMM || o.ity !== IT.NONE) return false;
    if (!o.fp) {
      if (t === OT.FP64 && o.hasFPMods) return false;
      const size = t === OT.FP16 || t === OT.INT16 ? 16 : 32;
      return isSafeTruncation(o.val, size);
    }
    if (t === OT.FP64) return true;
    if (t === OT.INT64) return false;
    return convertOperand(o, t === OT.FP16 || t === OT.INT16);
  }

  private curForms: OpForms | null = null;

  private matchAndEmit(): void {
    const mn = this.mn;
    const forms = mn !== null ? mn.forms : null;
    // The match result over the encoding tables: -1 none yet, 0 mnemonic
    // fail, 1 invalid operand, 2 missing feature (most specific wins; the
    // last table with an invalid operand gives the error position).
    let result = -1;
    let errorInfo = -1;
    let matched: Form | null = null;
    if (forms !== null) {
      this.curForms = forms;
      for (const v of this.variants()) {
        let any = false;
        let featOnly = false;
        let ei = -1;
        let found: Form | null = null;
        for (const form of forms.byVariant[v]!) {
          any = true;
          const fail = this.matchForm(form);
          if (fail >= 0) { if (fail > ei) ei = fail; continue; }
          if (!form.available) { featOnly = true; continue; }
          found = form;
          break;
        }
        if (found !== null) { matched = found; break; }
        const r = !any ? 0 : featOnly ? 2 : 1;
        if (featOnly) ei = 0;
        if (r === 2 || (r === 1 && result !== 2) || (r === 0 && result !== 1 && result !== 2)) {
          result = r;
          errorInfo = ei;
        }
      }
    }
    if (matched !== null) {
      this.emit(matched);
      return;
    }
    if (this.checkUnsupported()) return;
    if (result === 2) { this.error(this.idLoc, 'operands are not valid for this GPU or mode'); return; }
    if (errorInfo >= 0) {
      if (errorInfo >= this.nops + 1) { this.error(this.idLoc, M_TOO_FEW); return; }
      this.error(this.pool[errorInfo - 1]!.loc, M_INVALID_OPERAND);
      return;
    }
    this.error(this.idLoc, M_INVALID_OPERAND);
  }

  /**
   * Matches the operands against a form. Returns -1 on a match, or the
   * index (1-based, Operands[0] being the mnemonic) of the operand that
   * failed; a missing required operand gives nops + 1.
   */
  private matchForm(form: Form): number {
    const formals = form.formals;
    let actual = 1;
    for (let fi = 0; ; fi++) {
      const f = fi < formals.length ? formals[fi]! : F.END;
      if (actual > this.nops) {
        if (f === F.END || isOptional(f)) return -1;
        return actual;
      }
      if (f !== F.END && this.matches(this.pool[actual - 1]!, f)) { actual++; continue; }
      if (f !== F.END && isOptional(f)) continue;
      return actual;
    }
  }

  // --- conversion, validation and encoding ---------------------------------------------

  private findImm(ity: IT): Opnd | null {
    for (let i = 0; i < this.nops; i++) {
      const o = this.pool[i]!;
      if (o.kind === OK.IMM && o.ity === ity) return o;
    }
    return null;
  }

  /** The 9-bit source code of a register operand. */
  private regCode(o: Opnd): number {
    switch (o.file) {
      case RF.V: return 256 + o.num;
      case RF.S: return o.num;
      case RF.TTMP: return 112 + o.num;
      case RF.SPECIAL: return this.specialCode[o.num]!;
      default: return 0;
    }
  }

  /**
   * addLiteralImmOperand: the MCInst immediate of an immediate source, and
   * the operand's literal/constant kind.
   */
  private convertImm(o: Opnd, ot: OT, applyMods: boolean): bigint {
    let val = o.val;
    if (applyMods && o.ity === IT.NONE && o.hasFPMods) {
      const size = o.fp ? 64 : ot === OT.FP16 || ot === OT.INT16 ? 16 : ot === OT.FP64 || ot === OT.INT64 ? 64 : 32;
      const sign = 1n << BigInt(size - 1);
      let u = val & MASK64;
      if (o.abs) u &= ~sign & MASK64;
      if (o.neg) u ^= sign;
      val = BigInt.asIntN(64, u);
    }
    if (o.fp) {
      if (ot === OT.FP64 || ot === OT.INT64) {
        if (isInlinableLiteral64(val, this.inv2pi)) { o.ikind = IK.CONST; return val; }
        if ((val & 0xffffffffn) !== 0n) {
          this.warning(o.loc, "Can't encode literal as exact 64-bit floating-point operand. Low 32-bits will be set to zero");
        }
        o.ikind = IK.LITERAL;
        return (val & MASK64) >> 32n;
      }
      const c = convertDouble(val & MASK64, ot === OT.FP16 || ot === OT.INT16 ? F16 : F32);
      o.ikind = IK.LITERAL;
      return BigInt(c.bits);
    }
    switch (ot) {
      case OT.INT32: case OT.FP32:
        if (isSafeTruncation(val, 32) && isInlinableLiteral32(Number(BigInt.asIntN(32, val)), this.inv2pi)) {
          o.ikind = IK.CONST;
          return val;
        }
        o.ikind = IK.LITERAL;
        return val & 0xffffffffn;
      case OT.INT64: case OT.FP64:
        if (isInlinableLiteral64(val, this.inv2pi)) { o.ikind = IK.CONST; return val; }
        o.ikind = IK.LITERAL;
        return val & 0xffffffffn;
      case OT.INT16: case OT.FP16:
        if (isSafeTruncation(val, 16) && isInlinableLiteral16((Number(val & 0xffffn) << 16) >> 16, this.inv2pi)) {
          o.ikind = IK.CONST;
          return val;
        }
        o.ikind = IK.LITERAL;
        return val & 0xffffn;
    }
  }

  /** isInlineConstant(Inst, OpIdx) on a converted immediate. */
  private isInlineConstant(imm: bigint, ot: OT): boolean {
    switch (ot) {
      case OT.INT64: case OT.FP64: return isInlinableLiteral64(imm, this.inv2pi);
      case OT.INT32: case OT.FP32: return isInlinableLiteral32(Number(BigInt.asIntN(32, imm)), this.inv2pi);
      case OT.INT16: return isIntInline(imm);
      case OT.FP16: return isInlinableLiteral16((Number(imm & 0xffffn) << 16) >> 16, this.inv2pi);
    }
  }

  /** getLitLoc: the first literal or expression operand, else the mnemonic. */
  private litLoc(): number {
    for (let i = 0; i < this.nops; i++) {
      const o = this.pool[i]!;
      if ((o.kind === OK.IMM && o.ikind === IK.LITERAL) || o.kind === OK.EXPR) return o.loc;
    }
    return this.idLoc;
  }

  private emit(form: Form): void {
    const forms = this.curForms!;
    const o = forms.op;
    const gi = this.gi;
    const r = this.raw;
    const hasSrc = o.src !== null;
    const dst = hasSrc ? this.pool[0]! : null;
    const src = hasSrc ? this.pool[1]! : null;
    const ot = forms.opType;
    r.gen = gi;
    r.op = o;
    r.vdst = 0;
    r.src0 = 0;
    r.src0Field = 0;
    r.hasLiteral = false;
    r.literal = 0;
    r.size = 1;
    if (form.enc !== ENC.E32) {
      // The modifier fields (the e32 encoding has none).
      r.src1 = 0;
      r.src2 = 0;
      r.abs = 0;
      r.neg = 0;
      r.clamp = 0;
      r.omod = 0;
      r.reserved = 0;
      r.sext = 0;
      r.src1Sel = 0;
    }

    // The source: register code, inline constant or literal.
    let code = 0;
    let literal: bigint | null = null;
    let expr: Expr | null = null;
    let srcImm: bigint | null = null;
    if (src !== null) {
      if (src.kind === OK.REG) code = this.regCode(src);
      else if (src.kind === OK.EXPR) { code = 255; expr = src.expr; }
      else {
        srcImm = this.convertImm(src, ot, form.enc === ENC.E32);
        code = litEncoding(srcImm, ot, this.inv2pi);
        if (code === 255) literal = srcImm & 0xffffffffn;
      }
    }
    if (dst !== null) r.vdst = dst.kind === OK.REG ? (o.dst!.kind === 'sgpr' ? this.regCode(dst) : dst.num) : 0;

    // validateInstruction
    if (form.enc === ENC.E64 && src !== null && (expr !== null || (srcImm !== null && !this.isInlineConstant(srcImm, ot)))) {
      this.error(this.litLoc(), 'literal operands are not supported');
      return;
    }
    if (src !== null && forms.implicitM0 && !this.constantBusOk(src, srcImm, ot)) return;
    const clampOp = form.enc === ENC.E64 || form.enc === ENC.SDWA ? this.findImm(IT.CLAMP) : null;
    if (form.enc === ENC.E64 && o.llvm.intClamp && !this.gen.llvmIntClamp && clampOp !== null && clampOp.val !== 0n) {
      this.error(clampOp.loc, 'integer clamping is not supported on this GPU');
      return;
    }

    switch (form.enc) {
      case ENC.E32:
        r.encoding = 'vop1';
        r.opcode = o.vop1[gi]!;
        r.src0Field = code;
        r.src0 = code;
        if (code === 255) { r.size = 2; r.hasLiteral = true; r.literal = literal === null ? 0 : Number(literal); }
        break;
      case ENC.E64: {
        r.encoding = 'vop3a';
        r.opcode = o.vop3[gi]!;
        r.size = 2;
        r.src0 = code;
        r.src0Field = code;
        if (src !== null) { r.abs = src.abs ? 1 : 0; r.neg = src.neg ? 1 : 0; }
        r.clamp = clampOp !== null && clampOp.val !== 0n ? 1 : 0;
        const om = this.findImm(IT.OMOD);
        r.omod = om !== null ? Number(om.val & 3n) : 0;
        break;
      }
      case ENC.SDWA:
        r.encoding = 'sdwa';
        r.opcode = o.vop1[gi]!;
        r.size = 2;
        r.src0Field = 249;
        if (src === null) {
          r.src0 = 256;
          r.dstSel = 0; r.dstUnused = 0; r.src0Sel = 0;
        } else {
          r.src0 = 256 + src.num;
          r.abs = src.abs ? 1 : 0;
          r.neg = src.neg ? 1 : 0;
          r.sext = src.sext ? 1 : 0;
          r.clamp = clampOp !== null && clampOp.val !== 0n ? 1 : 0;
          r.dstSel = this.immOr(IT.DST_SEL, 6);
          r.dstUnused = this.immOr(IT.DST_UNUSED, 2);
          r.src0Sel = this.immOr(IT.SRC0_SEL, 6);
        }
        break;
      case ENC.DPP:
        r.encoding = 'dpp';
        r.opcode = o.vop1[gi]!;
        r.size = 2;
        r.src0Field = 250;
        r.src0 = src === null ? 256 : 256 + src.num;
        if (src !== null) { r.abs = src.abs ? 1 : 0; r.neg = src.neg ? 1 : 0; }
        r.dppCtrl = this.immOr(IT.DPP_CTRL, 0);
        r.rowMask = this.immOr(IT.ROW_MASK, 15) & 15;
        r.bankMask = this.immOr(IT.BANK_MASK, 15) & 15;
        r.boundCtrl = this.immOr(IT.BOUND_CTRL, 0) & 1;
        break;
    }
    const n = encodeInto(r, this.words, 0);
    const offset = this.asm.size;
    this.asm.word(this.words[0]!);
    if (n > 1) this.asm.word(this.words[1]!);
    if (expr !== null) this.addFixup(offset + 4, offset, expr, src!.loc, 4, true);
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, true);
  }

  private immOr(ity: IT, dflt: number): number {
    const o = this.findImm(ity);
    return o === null ? dflt : Number(BigInt.asUintN(32, o.val));
  }

  /** validateConstantBusLimitations (one scalar value per VOP instruction on GCN 1.0-1.2). */
  private constantBusOk(src: Opnd, imm: bigint | null, ot: OT): boolean {
    const implicitM0 = this.curForms!.implicitM0;
    let count = implicitM0 ? 1 : 0;
    let lastSgpr: Opnd | null = null;
    let literals = 0;
    if (src.kind === OK.REG) {
      if (isSgprReg(src)) {
        const isM0 = src.file === RF.SPECIAL && src.num === SP.M0;
        lastSgpr = src;
        if (!(implicitM0 && isM0)) count++;
      }
    } else if (src.kind === OK.EXPR) {
      literals = 1;
    } else if (imm !== null && !this.isInlineConstant(imm, ot)) {
      literals = 1;
    }
    count += literals;
    if (count <= 1) return true;
    const litLoc = this.litLoc();
    const regLoc = lastSgpr !== null ? lastSgpr.loc : this.idLoc;
    this.error(litLoc < regLoc ? regLoc : litLoc, 'invalid operand (violates constant bus restrictions)');
    return false;
  }

  // --- the end ------------------------------------------------------------------------

  /**
   * Resolves the forward references. As in llvm-mc's object output, a value
   * is truncated to its field; a literal that refers to a label is
   * PC-relative (the label's offset minus the literal's); data that refers
   * to a label holds its offset. A symbol that stays undefined (llvm-mc emits
   * a relocation) leaves 0, with a warning.
   */
  private addFixup(at: number, dot: number, expr: Expr, loc: number, size: 1 | 2 | 4 | 8, literal: boolean): void {
    const id = this.asm.addFixup(at, size);
    if (id < 0) return; // a probe: nothing to remember
    const col = this.col(loc);
    this.fixups.push({ id, at, dot, expr, pos: this.asm.diag.pos(this.line, col), line: this.line, text: this.text, size, literal,
      sec: this.obj.sections.current });
  }

  // --- the whole-ISA path's host (isa/llvm-isa.ts) --------------------------------

  hasError(): boolean {
    return this.hasPending;
  }

  /** An expression at the cursor: its value, or the expression when it needs symbols (labels, later definitions). */
  value(c: Cursor): { v: bigint } | { e: Expr; at: number } | null {
    const at = c.pos;
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, LLVM_EXPR, err);
    if (e === null) { this.error(err.e!.col - 1 + c.base, err.e!.message); return null; }
    if (e.k === 'num') return { v: e.v };
    const r = evaluate(e, this.lookup, BigInt(this.asm.size), LLVM_EXPR);
    if (r.value !== null && r.error === null && !r.relative) return { v: r.value };
    return { e, at };
  }

  emitWords(words: readonly number[], branch: { e: Expr; at: number } | null, lit: { e: Expr; at: number; word: number } | null): void {
    const off = this.asm.size;
    for (const w of words) this.asm.word(w);
    if (branch !== null) {
      // SIMM16 = (target - (. + 4)) / 4
      const rel: Expr = { k: 'bin', op: 'div', a: { k: 'bin', op: 'sub', a: { k: 'bin', op: 'sub', a: branch.e, b: { k: 'dot' } }, b: { k: 'num', v: 4n } }, b: { k: 'num', v: 4n } };
      this.addFixup(off, off, rel, branch.at, 2, false);
    }
    if (lit !== null) this.addFixup(off + 4 * lit.word, off, lit.e, lit.at, 4, true);
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, off, true);
  }

  convertDouble(bits: bigint, fmt: FloatFormat): { bits: number; lossless: boolean } {
    return convertDouble(bits, fmt);
  }

  parseReal(text: string): bigint | null {
    return parseReal(text);
  }

  /** No fast path yet: every line takes the general path. */
  fastLine(_buf: Uint8Array, _s: number, _e: number, _line: number): boolean {
    return false;
  }

  /** Labels, variables and bindings as relocations see them (llvm-obj/relocate.ts). */
  relocContext(): RelocContext {
    const sections = this.obj.sections;
    return {
      label: (name: string) => { const s = this.syms.get(name); return s !== undefined && s.label ? { section: s.sec ?? 0, offset: s.dot } : null; },
      lookup: (name: string) => { const s = this.syms.get(name); return s !== undefined && !s.label ? this.lookup(name) : undefined; },
      isExternal: (name: string) => { const b = this.obj.syms.get(name)?.binding; return b === 'global' || b === 'weak'; },
      sectionName: (i: number) => sections.list[i]!.name,
    };
  }

  finish(): void {
    const d = this.asm.diag;
    const open = this.obj.finishBlocks({ line: this.eofLine, col: this.eofText.slice(0, this.eofEnd).trimEnd().length + 1 });
    if (open !== null) d.error(open.line, open.col, open.message);
    // Every definition is final now: give variables their values, deepest first and
    // pass after pass (a chain of forward definitions is longer than lookup's depth limit).
    if (this.fixups.length > 0) {
      const vars = [...this.syms.values()].filter((s) => !s.label && s.value === null && s.expr !== null).reverse();
      for (let changed = true; changed;) {
        changed = false;
        for (const v of vars) {
          if (v.value !== null) continue;
          const r = evaluate(v.expr!, this.lookup, BigInt(v.dot), LLVM_EXPR);
          if (r.value !== null && r.error === null && !r.relative) { v.value = r.value; changed = true; }
        }
      }
    }
    const sections = this.obj.sections;
    const ctx = this.relocContext();
    for (const f of this.fixups) {
      let r: ReturnType<typeof evaluate>;
      try {
        r = evaluate(f.expr, this.lookup, BigInt(f.dot), LLVM_EXPR);
      } catch {
        d.errorAt(f.pos, 'expression is too large');
        continue;
      }
      const name = r.unresolved?.name ?? '';
      if (name.startsWith('\u0000')) {
        d.context.text = f.text;
        d.context.line = f.line;
        d.context.joins = [];
        d.error(f.line, r.unresolved!.col, 'directional label undefined');
        continue;
      }
      const o = resolveFixup(f, ctx);
      if (o.k === 'reloc') {
        if (this.relocations !== null) {
          this.relocations.add({ section: sections.list[f.sec]!.name, offset: f.at, type: o.type, symbol: o.symbol, addend: o.addend });
          if (o.undefinedSymbol !== null) this.obj.attrs(o.undefinedSymbol);
          continue;
        }
        if (o.type !== 'ABS32' && o.type !== 'ABS64' && o.type !== 'REL32') {
          // Raw code: a variant of a known symbol is left 0 too (llvm-mc never resolves it in place).
          d.warningAt(f.pos, `the ${f.literal ? 'literal' : 'value'} is a relocation (R_AMDGPU_${o.type} against ${o.symbol}): left 0 in raw output`);
          continue;
        }
      } else if (o.k === 'error' && this.relocations !== null && r.value === null) {
        d.errorAt(f.pos, o.message);
        continue;
      }
      if (r.value === null || r.error !== null) {
        const what = r.unresolved !== null ? `symbol '${name}' is undefined` : 'the expression has no value';
        d.warningAt(f.pos, `${what}: the ${f.literal ? 'literal' : 'value'} is left 0 (llvm-mc emits a relocation)`);
        continue;
      }
      let v = r.value;
      if (r.relative && f.literal) v -= BigInt(f.at);
      sections.sinkOf(f.sec).resolve(f.id, BigInt.asUintN(f.size * 8, v));
    }
    this.fixups.length = 0;
    d.context.line = 0;
    sections.finish();
  }
}

/** Converts an FP immediate operand to f16 or f32 once; returns whether that is lossless. */
function convertOperand(o: Opnd, half: boolean): boolean {
  if (half) {
    if (o.c16 < 0) { const c = convertDouble(o.val & MASK64, F16); o.c16 = c.bits; o.c16ok = c.lossless; }
    return o.c16ok;
  }
  if (o.c32 < 0) { const c = convertDouble(o.val & MASK64, F32); o.c32 = c.bits; o.c32ok = c.lossless; }
  return o.c32ok;
}

// --- register helpers -------------------------------------------------------------------

/** The decimal register number of text[s, e) (StringRef::getAsInteger(10)), or -1. */
function regNumber(t: string, s: number, e: number): number {
  if (e <= s) return -1;
  let v = 0;
  for (let i = s; i < e; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
    if (v > 0xffffffff) return -1;
  }
  return v;
}

/** A list of two special 32-bit halves forms its 64-bit register (AddNextRegisterToList), or -1. */
function specialPair(a: number, b: number): number {
  if (a === SP.EXEC_LO && b === SP.EXEC_HI) return SP.EXEC;
  if (a === SP.FLAT_SCR_LO && b === SP.FLAT_SCR_HI) return SP.FLAT_SCR;
  if (a === SP.XNACK_LO && b === SP.XNACK_HI) return SP.XNACK;
  if (a === SP.VCC_LO && b === SP.VCC_HI) return SP.VCC;
  if (a === SP.TBA_LO && b === SP.TBA_HI) return SP.TBA;
  if (a === SP.TMA_LO && b === SP.TMA_HI) return SP.TMA;
  return -1;
}

/** In SReg_32: SGPRs, TTMPs and the 32-bit special registers (not LDS_DIRECT or PC). */
function inSReg32(o: Opnd): boolean {
  if (o.kind !== OK.REG || o.width !== 1) return false;
  if (o.file === RF.S || o.file === RF.TTMP) return true;
  return o.file === RF.SPECIAL && o.num !== SP.LDS_DIRECT && o.num !== SP.PC;
}

/** In SReg_64: SGPR and TTMP pairs, vcc, exec, flat_scratch, xnack_mask, tba, tma. */
function inSReg64(o: Opnd): boolean {
  if (o.kind !== OK.REG || o.width !== 2) return false;
  if (o.file === RF.S || o.file === RF.TTMP) return true;
  return o.file === RF.SPECIAL && o.num !== SP.PC;
}

function inVS32(o: Opnd): boolean {
  if (o.kind !== OK.REG) return false;
  if (o.file === RF.V) return o.width === 1;
  if (o.file === RF.SPECIAL && o.num === SP.LDS_DIRECT) return true;
  return inSReg32(o);
}

function inVS64(o: Opnd): boolean {
  if (o.kind !== OK.REG) return false;
  if (o.file === RF.V) return o.width === 2;
  return inSReg64(o);
}

/** isSGPR: a scalar register (SReg_32 holds its first half); src_vccz etc. count, LDS_DIRECT does not. */
function isSgprReg(o: Opnd): boolean {
  if (o.file === RF.S || o.file === RF.TTMP) return true;
  return o.file === RF.SPECIAL && o.num !== SP.LDS_DIRECT && o.num !== SP.PC;
}

function hasSymbols(e: Expr): boolean {
  switch (e.k) {
    case 'num': return false;
    case 'sym': case 'dot': return true;
    case 'neg': case 'not': case 'lnot': case 'plus': return hasSymbols(e.a);
    case 'bin': return hasSymbols(e.a) || hasSymbols(e.b);
    case 'cond': return hasSymbols(e.c) || hasSymbols(e.a) || hasSymbols(e.b);
  }
}

// ===========================================================================

/** Assembles LLVM-dialect (llvm-mc 14) source. Never throws on any input. */
export function assembleLlvm(source: string, gen: Generation, maxDiagnostics?: number): AsmResult {
  return assembleText(source, new LlvmAssembler(gen, maxDiagnostics));
}

/** What a mnemonic names on a generation (for tests): gcnkit's op, or LLVM's status; null when unknown. */
export function llvmMnemonicEntry(gen: Generation, name: string): { op: string | null; alias: boolean; status: number } | null {
  const m = tablesFor(gen).get(name);
  return m === null ? null : { op: m.forms?.op.name ?? null, alias: m.alias, status: m.status };
}
