// The whole-ISA LLVM reader's core: registers, sources and immediates,
// optional operands, swizzle macros and the words it emits.

import type { GenIndex } from '../../../isa/generations.js';
import { namedScalar } from '../../../isa/operands.js';
import { M_NOT_VALID, M_TOO_FEW, M_UNKNOWN_TOKEN } from '../../llvm/messages.js';
import { RF, regularRegError, scalarRegAvailability } from '../../llvm/register-names.js';
import { SDWA_SEL_VALUES, SDWA_UNUSED_VALUES } from '../../../isa/sdwa.js';
import type { Instr, ValueType } from '../../../isa/table/index.js';
import { Ch, Cursor, isIdentChar } from '../../cursor.js';
import type { Expr } from '../../expr.js';
import { F16, F32 } from '../../float.js';
import type { LlvmHost } from '../llvm-isa.js';
import { F16_INLINE, F32_INLINE, F64_INLINE, M_INVALID, OT, SOURCE_CODES, fmtIndex, intCode, otOf, type Op, type Opt } from './operands.js';

const SEL = SDWA_SEL_VALUES;
const UNUSED = SDWA_UNUSED_VALUES;

/** Profile kinds whose optional operands llvm-mc reads with its whole option table. */
const MEMORY_KINDS: ReadonlySet<string> = new Set(['ds', 'buf', 'mimg', 'flat', 'exp']);
/** llvm-mc 14's optional-operand names (AMDGPUAsmParser's table; mul/div are omod). */
const LLVM_OPTION_NAMES: ReadonlySet<string> = new Set(['offen', 'idxen', 'addr64', 'offset', 'inst_offset', 'offset0', 'offset1',
  'gds', 'lds', 'dlc', 'scc', 'glc', 'slc', 'swz', 'tfe', 'd16', 'high', 'clamp', 'omod', 'mul', 'div', 'unorm', 'da', 'r128', 'a16',
  'lwe', 'dmask', 'dim', 'row_mask', 'bank_mask', 'bound_ctrl', 'fi', 'dst_sel', 'src0_sel', 'src1_sel', 'dst_unused', 'compr', 'vm',
  'op_sel', 'op_sel_hi', 'neg_lo', 'neg_hi', 'blgp', 'cbsz', 'abid', 'format']);

/** Source-modifier syntax at an operand's start: abs(, neg(, sext(, or a minus before a register or bar. */
const MODIFIER_SYNTAX = /^(abs|neg|sext)\s*\(|^-\s*[|a-z]/i;
const NEG_REGISTER = /^-\s*[|a-z]/i;

/** Options llvm-mc reads as a bare name (a set bit). */
const BIT_OPTIONS: ReadonlySet<string> = new Set(['offen', 'idxen', 'addr64', 'glc', 'slc', 'tfe', 'lds', 'gds', 'unorm', 'da', 'r128',
  'lwe', 'd16', 'compr', 'vm', 'clamp', 'high', 'row_mirror', 'row_half_mirror']);

/** One instruction being read: the cursor, its words, the first error (shared by the profile kinds' readers). */
export class LlvmIsaReader {
  bad = false;
  readonly words: number[] = [];
  litExpr: { e: Expr; at: number } | null = null;
  /** What the mnemonic adds (see NameHit): word-0 bits, a word after the instruction (-1: none). */
  setBits = 0;
  append = -1;
  constructor(readonly h: LlvmHost, readonly row: Instr, readonly idAt: number,
    readonly c: Cursor) {}

  get gi(): GenIndex { return this.h.gi; }

  err(at: number, m: string): void {
    const f = m === M_INVALID ? this.parseFailure(at) : null;
    if (f !== null) this.h.error(f.at, f.m); else this.h.error(at, m);
    this.bad = true;
  }

  /**
   * llvm-mc reads every operand before it matches any: an operand the reader
   * refuses may instead fail that generic read ('not a valid operand.' for
   * modifiers where the instruction takes none, 'unknown token in
   * expression' for an empty operand), or all may read well and be too few
   * (reported at the mnemonic).
   */
  private parseFailure(at: number): { at: number; m: string } | null {
    const t = this.c.text;
    let i = at;
    while (i < this.c.end && (t.charCodeAt(i) === 32 || t.charCodeAt(i) === 9)) i++;
    if (i >= this.c.end) return { at: this.idAt, m: M_TOO_FEW };
    const ch = t.charCodeAt(i);
    if (ch === Ch.COMMA) return { at: i, m: M_UNKNOWN_TOKEN };
    if (ch === Ch.PIPE || MODIFIER_SYNTAX.test(t.slice(i, i + 6))) return { at: i, m: M_NOT_VALID };
    return null;
  }

  /**
   * An operand written with source modifiers (|x|, -reg, abs(), neg(), sext()) where the
   * instruction reads an immediate, a name or a target: llvm-mc's generic read takes the
   * modifiers, then fails ('not a valid operand.'), before any other check of the operand.
   * Reports it and returns true.
   */
  modifierOperand(names = false): boolean {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    // (Where the operand's own parser reads a name, abs/neg/sext are names to it.)
    const re = names ? NEG_REGISTER : MODIFIER_SYNTAX;
    if (c.peek() !== Ch.PIPE && !re.test(c.text.slice(at, Math.min(c.end, at + 6)))) return false;
    this.err(at, M_NOT_VALID);
    return true;
  }

  /** A real number (not an integer expression) starts at the cursor. */
  realAt(): boolean {
    const c = this.c;
    return /^-?[0-9]*\.[0-9]/.test(c.text.slice(c.pos, Math.min(c.end, c.pos + 24)));
  }

  /** A register where an immediate is read: llvm-mc reads it as an operand that fits no slot. Reports it and returns true. */
  registerOperand(): boolean {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    if (!this.looksReg()) return false;
    this.err(at, M_INVALID);
    return true;
  }

  /** The separator before an operand: a comma, or (as llvm-mc reads operands) white space alone. */
  comma(): boolean {
    const c = this.c;
    if (c.eat(Ch.COMMA)) { c.skipSpace(); return true; }
    c.skipSpace();
    const prev = c.text.charCodeAt(c.pos - 1);
    if (!c.atEnd() && (prev === Ch.SPACE || prev === Ch.TAB) && c.peek() !== Ch.COMMA) return true;
    this.err(c.pos, M_INVALID);
    return false;
  }

  // --- registers ----------------------------------------------------------------

  /** A register at the cursor, or null (cursor unchanged). */
  reg(): { file: 'v' | 's' | 'x'; code: number; regs: number } | null {
    const c = this.c;
    c.skipSpace();
    const start = c.pos;
    const t = c.text;
    let i = start;
    while (i < c.end && isIdentChar(t.charCodeAt(i))) i++;
    if (i === start) {
      if (c.peek() === Ch.LBRACKET) return this.regList();
      return null;
    }
    // v, s or ttmp, then digits or nothing (read from the characters: no strings per operand).
    const c0 = t.charCodeAt(start) | 32;
    let pre = c0 === 118 || c0 === 115 ? 1 : 0;
    if (pre === 0 && i - start >= 4 && c0 === 116 && t.slice(start, start + 4).toLowerCase() === 'ttmp') pre = 4;
    let num = 0;
    for (let k = start + pre; pre > 0 && k < i; k++) {
      const d = t.charCodeAt(k) - 48;
      if (d < 0 || d > 9) pre = 0; else num = num * 10 + d;
    }
    if (pre > 0) {
      const file = pre === 4 ? 'ttmp' : c0 === 118 ? 'v' : 's';
      let first: number;
      let last: number;
      let firstAt = start;
      if (i > start + pre) {
        first = last = num;
        c.pos = i;
      } else {
        c.pos = i;
        c.skipSpace();
        if (c.peek() !== Ch.LBRACKET) { c.pos = start; return null; }
        c.pos++;
        c.skipSpace();
        firstAt = c.pos;
        const a = this.absInt();
        if (a === null) return null;
        let b = a;
        c.skipSpace();
        if (c.peek() === Ch.COLON) { c.pos++; const x = this.absInt(); if (x === null) return null; b = x; c.skipSpace(); }
        if (c.peek() !== Ch.RBRACKET) { this.err(c.pos, 'expected a closing square bracket'); return null; }
        c.pos++;
        first = a;
        last = b;
      }
      const regs = last - first + 1;
      if (regs < 1) { this.err(firstAt, 'first register index should not exceed second index'); return null; }
      // llvm-mc's order: alignment, class size and range, then the generation's registers.
      const rf = file === 'v' ? RF.V : file === 'ttmp' ? RF.TTMP : RF.S;
      const why = regularRegError(rf, first, regs);
      if (why !== '') { this.err(start, why); return null; }
      if (file === 'v') return { file: 'v', code: 256 + first, regs };
      const na = scalarRegAvailability(this.gi, rf, first, regs);
      if (na !== '') { this.err(start, na); return null; }
      if (file === 'ttmp') return { file: 's', code: 112 + first, regs };
      return { file: 's', code: first, regs };
    }
    const id = t.slice(start, i).toLowerCase();
    const n = namedScalar(this.gi, id);
    if (n !== undefined) { c.pos = i; return { file: 's', code: n.code, regs: n.regs }; }
    // A register of another generation (flat_scratch on GCN 1.0, xnack_mask before GCN 1.2).
    if (namedScalar(0, id) !== undefined || namedScalar(1, id) !== undefined || namedScalar(2, id) !== undefined) {
      this.err(start, 'register not available on this GPU');
      return null;
    }
    const x = SOURCE_CODES.get(id);
    if (x !== undefined) { c.pos = i; return { file: 'x', code: x, regs: 0 }; }
    return null;
  }

  /** [v1, v2, ...]: consecutive registers of one file. */
  regList(): { file: 'v' | 's' | 'x'; code: number; regs: number } | null {
    const c = this.c;
    const start = c.pos;
    c.pos++;
    let r0: { file: 'v' | 's' | 'x'; code: number; regs: number } | null = null;
    let n = 0;
    for (;;) {
      const r = this.reg();
      if (r === null) { c.pos = start; return null; }
      if (r0 === null) r0 = r;
      else if (r.file !== r0.file || r.code !== r0.code + n || r.regs !== 1) { this.err(start, 'registers in a list must have consecutive indices'); return null; }
      n += r.regs;
      c.skipSpace();
      if (c.peek() === Ch.COMMA) { c.pos++; continue; }
      if (c.peek() === Ch.RBRACKET) { c.pos++; break; }
      this.err(c.pos, 'expected a comma or a closing square bracket');
      return null;
    }
    return { file: r0!.file, code: r0!.code, regs: n };
  }

  absInt(): number | null {
    const v = this.abs();
    return v === null ? null : Number(BigInt.asIntN(53, v));
  }

  /**
   * An absolute expression. Where llvm-mc takes `what` (a macro or a name)
   * or an absolute expression, a register, a symbol or a modified operand
   * there gets "expected WHAT or an absolute expression".
   */
  abs(what = ''): bigint | null {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    if (what !== '') {
      const notExpr = /^([a-z_]\w*\s*\(|-\s*[a-z_|])/i.test(c.text.slice(at, Math.min(c.end, at + 40)))
        || this.reg() !== null;
      c.pos = at;
      if (notExpr) { this.err(at, `expected ${what} or an absolute expression`); return null; }
      if (this.bad) return null;
    }
    const r = this.h.value(c);
    if (r === null) { this.bad = true; return null; }
    if ('e' in r) { this.err(at, what === '' ? 'expected absolute expression' : `expected ${what} or an absolute expression`); return null; }
    return r.v;
  }

  sreg(regs: number): number {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    const r = this.reg();
    if (r === null) { if (!this.bad) this.err(at, M_INVALID); return -1; }
    if (r.file !== 's' || r.regs !== regs) { this.err(at, M_INVALID); return -1; }
    return r.code;
  }

  vreg(regs: number): number {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    const r = this.reg();
    if (r === null) { if (!this.bad) this.err(at, M_INVALID); return -1; }
    if (r.file !== 'v' || r.regs !== regs) { this.err(at, M_INVALID); return -1; }
    return r.code - 256;
  }

  // --- sources ------------------------------------------------------------------

  /** A source: register or immediate with -, |x|, abs(), neg(), sext(). */
  src(): Op | null {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    // Nothing left: llvm-mc reads all operands, then finds too few.
    if (c.atEnd()) { this.err(this.idAt, M_TOO_FEW); return null; }
    const o: Op = { at, vat: at, k: 'i', file: 'x', code: 0, regs: 0, val: 0n, fp: false, expr: null, neg: false, abs: false, sext: false };
    let close = 0;
    if (c.startsWithWord('sext') && this.after(4) === Ch.LPAREN) { this.skipTo(Ch.LPAREN); o.sext = true; close++; }
    let minus = false;
    if (c.peek() === Ch.MINUS) {
      const save = c.pos;
      c.pos++;
      c.skipSpace();
      const n = c.peek();
      if (n === Ch.PIPE || (c.startsWithWord('abs') && this.after(3) === Ch.LPAREN) || this.looksReg()) minus = true;
      else c.pos = save;
    }
    if (c.startsWithWord('neg') && this.after(3) === Ch.LPAREN) { this.skipTo(Ch.LPAREN); o.neg = true; close++; }
    let pipe = false;
    let endSave = -1;
    if (c.peek() === Ch.PIPE) {
      c.pos++;
      pipe = true;
      o.abs = true;
      const close = c.text.indexOf('|', c.pos);
      if (close >= 0 && close < c.end) { endSave = c.end; c.end = close; }
    } else if (c.startsWithWord('abs') && this.after(3) === Ch.LPAREN) { this.skipTo(Ch.LPAREN); o.abs = true; close++; }
    if (minus) o.neg = true;
    c.skipSpace();
    o.vat = c.pos;
    const r = this.reg();
    if (r !== null) {
      o.k = 'r';
      o.file = r.file;
      o.code = r.code;
      o.regs = r.regs;
    } else {
      if (this.bad) return null;
      if (!this.imm(o)) return null;
    }
    if (endSave >= 0) { c.skipSpace(); if (!c.atEnd()) { this.err(c.pos, M_INVALID); return null; } c.end = endSave; }
    if (pipe) { if (!c.eat(Ch.PIPE)) { this.err(c.pos, 'expected vertical bar'); return null; } }
    for (let i = 0; i < close; i++) if (!c.eat(Ch.RPAREN)) { this.err(c.pos, 'expected closing parentheses'); return null; }
    return o;
  }

  after(n: number): number {
    const c = this.c;
    let i = c.pos + n;
    while (i < c.end && (c.text.charCodeAt(i) === Ch.SPACE || c.text.charCodeAt(i) === Ch.TAB)) i++;
    return i < c.end ? c.text.charCodeAt(i) : -1;
  }

  skipTo(ch: number): void {
    const c = this.c;
    while (c.pos < c.end && c.text.charCodeAt(c.pos) !== ch) c.pos++;
    c.pos++;
    c.skipSpace();
  }

  looksReg(): boolean {
    const save = this.c.pos;
    const r = this.reg();
    this.c.pos = save;
    return r !== null;
  }

  /** An integer expression or a real number. */
  imm(o: Op): boolean {
    const c = this.c;
    c.skipSpace();
    const m = /^-?(?:[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]*)?|[0-9]+[eE][+-]?[0-9]+|\.[0-9]+(?:[eE][+-]?[0-9]*)?)/.exec(c.text.slice(c.pos, c.end));
    if (m !== null && !isIdentChar(c.text.charCodeAt(c.pos + m[0].length))) {
      const neg = m[0].startsWith('-');
      const bits = this.h.parseReal(neg ? m[0].slice(1) : m[0]);
      if (bits === null) { this.err(c.pos, 'invalid floating-point number'); return false; }
      c.pos += m[0].length;
      o.val = neg ? bits ^ (1n << 63n) : bits;
      o.fp = true;
      return true;
    }
    const at = c.pos;
    const r = this.h.value(c);
    if (r === null) { this.bad = true; return false; }
    if ('e' in r) { o.expr = r.e; o.val = 0n; this.litExpr ??= { e: r.e, at }; return true; }
    o.val = r.v;
    return true;
  }

  /** The 9-bit code and literal of an immediate for an operand type; null when it cannot be encoded. */
  immCode(o: Op, ot: OT): { code: number; lit: number } | null {
    const inv2pi = this.h.gen.inlineInv2Pi;
    if (o.expr !== null) return { code: 255, lit: 0 };
    let v = o.val;
    if (o.fp) {
      if (ot === OT.FP64 || ot === OT.INT64) {
        const u = BigInt.asUintN(64, v);
        const k = F64_INLINE.findIndex((x) => x === u);
        if (k >= 0) return { code: 240 + k, lit: 0 };
        if (u === 0x3fc45f306dc9c882n && inv2pi) return { code: 248, lit: 0 };
        if (u === 0n) return { code: 128, lit: 0 };
        if (ot === OT.INT64) return null;
        return { code: 255, lit: Number(u >> 32n) };
      }
      const half = ot === OT.FP16 || ot === OT.INT16;
      const cv = this.h.convertDouble(BigInt.asUintN(64, v), half ? F16 : F32);
      if (!cv.lossless) return null;
      v = BigInt(cv.bits);
      if (half) {
        const u = cv.bits & 0xffff;
        const k = F16_INLINE.indexOf(u);
        if (k >= 0 && inv2pi) return { code: 240 + k, lit: 0 };
        if (u === 0x3118 && inv2pi) return { code: 248, lit: 0 };
        if (u === 0 && inv2pi) return { code: 128, lit: 0 };
        return { code: 255, lit: u };
      }
    }
    switch (ot) {
      case OT.INT64: case OT.FP64: {
        const sv = BigInt.asIntN(64, v);
        if (sv >= -16n && sv <= 64n) return { code: intCode(Number(sv)), lit: 0 };
        const u = BigInt.asUintN(64, v);
        const k = F64_INLINE.findIndex((x) => x === u);
        if (k >= 0) return { code: 240 + k, lit: 0 };
        if (u === 0x3fc45f306dc9c882n && inv2pi) return { code: 248, lit: 0 };
        if (sv < -0x80000000n || sv > 0xffffffffn) return null;
        return { code: 255, lit: Number(BigInt.asUintN(32, v)) };
      }
      case OT.INT16: case OT.FP16: {
        // A 16-bit operand takes -32768..65535 and reads the low 16 bits.
        const sv = BigInt.asIntN(64, v);
        if (sv < -0x8000n || sv > 0xffffn) return null;
        const s16 = (Number(BigInt.asUintN(16, v)) << 16) >> 16;
        if (s16 >= -16 && s16 <= 64) return { code: intCode(s16), lit: 0 };
        const u = s16 & 0xffff;
        const k = F16_INLINE.indexOf(u);
        if (ot === OT.FP16) {
          if (k >= 0) return { code: 240 + k, lit: 0 };
          if (u === 0x3118 && inv2pi) return { code: 248, lit: 0 };
          return { code: 255, lit: u };
        }
        // (An integer whose low half is a half-float inline pattern keeps its 32-bit value as the literal, as llvm-mc 14 writes it.)
        return { code: 255, lit: k >= 0 ? Number(BigInt.asUintN(32, v)) : u };
      }
      default: {
        const sv = BigInt.asIntN(64, v);
        if (!o.fp && (sv < -0x80000000n || sv > 0xffffffffn)) return null;
        const u = Number(BigInt.asUintN(32, v));
        const ci = intCode(u | 0);
        if (ci !== 0 || u === 0) return { code: u === 0 ? 128 : ci, lit: 0 };
        const k = F32_INLINE.indexOf(u);
        if (k >= 0) return { code: 240 + k, lit: 0 };
        if (u === 0x3e22f983 && inv2pi) return { code: 248, lit: 0 };
        return { code: 255, lit: u };
      }
    }
  }

  /** The code of a source for a type: register code or constant (literal kept in lits). */
  code(o: Op, t: ValueType | undefined, lits: number[]): number {
    if (o.k === 'r') return o.code;
    const r = this.immCode(o, otOf(t));
    if (r === null) { this.err(o.at, M_INVALID); return -1; }
    if (r.code === 255) lits.push(r.lit);
    return r.code;
  }

  end(): boolean {
    const c = this.c;
    c.skipSpace();
    if (c.atEnd()) return true;
    // An extra operand after a comma is read, then matches no slot: the error is at it.
    if (c.peek() === Ch.COMMA) {
      c.pos++;
      c.skipSpace();
      if (!c.atEnd()) { this.err(c.pos, M_INVALID); return false; }
      c.pos--;
    }
    // An extra name:value fails llvm-mc's generic operand read.
    const at = c.pos;
    const named = c.ident() !== '' && (c.skipSpace(), c.peek() === Ch.COLON);
    c.pos = at;
    this.err(at, named ? M_NOT_VALID : M_INVALID);
    return false;
  }

  /** A required operand is missing: llvm-mc reads the rest and reports too few at the mnemonic. */
  missing(): boolean {
    this.c.skipSpace();
    if (!this.c.atEnd()) return false;
    this.err(this.idAt, M_TOO_FEW);
    return true;
  }

  /** Optional operands: `name`, `name:value`, `name:[a,b,...]`, separated by spaces or commas. */
  opts(names: ReadonlySet<string>, sels = false, swizzle = false, table = MEMORY_KINDS.has(this.row.p.kind)): Map<string, Opt> | null {
    const c = this.c;
    const m = new Map<string, Opt>();
    for (;;) {
      c.skipSpace();
      if (c.peek() === Ch.COMMA) {
        c.pos++;
        c.skipSpace();
        // llvm-mc reads an operand after every comma.
        if (c.atEnd()) { this.err(c.pos, M_NOT_VALID); return null; }
      }
      if (c.atEnd()) return m;
      const at = c.pos;
      const id = c.ident();
      const lid = id.toLowerCase();
      if (id === '' || !names.has(lid)) {
        // name:value that no operand of the instruction takes fails llvm-mc's generic read (a bare name is a symbol).
        // An instruction with optional operands (memory ones, VALU forms with clamp, omod, SDWA or DPP) reads
        // any of llvm-mc's option names with its optional-operand parser (then no slot matches).
        c.skipSpace();
        const named = id !== '' && c.peek() === Ch.COLON;
        this.err(at, named && !(table && LLVM_OPTION_NAMES.has(lid)) ? M_NOT_VALID : M_INVALID);
        return null;
      }
      // llvm-mc matches a repeated optional operand against the next operand slot, which is none.
      if (m.has(lid)) { this.err(at, lid === 'glc' || lid === 'slc' ? 'duplicate cache policy modifier' : M_INVALID); return null; }
      c.skipSpace();
      if (c.peek() !== Ch.COLON) { m.set(lid, { v: 1, at, bare: true }); continue; }
      // A bit option is read as its name alone; the colon then starts an operand of its own.
      if (BIT_OPTIONS.has(lid)) { this.err(c.pos, M_UNKNOWN_TOKEN); return null; }
      c.pos++;
      c.skipSpace();
      if (c.peek() === Ch.LBRACKET) {
        c.pos++;
        const list: number[] = [];
        for (;;) {
          c.skipSpace();
          const s = c.pos;
          const wid = c.ident();
          if (wid !== '' && /^[A-Z_]/.test(wid) && !/^[0-9]/.test(wid)) {
            list.push(-1 - fmtIndex(wid));
          } else {
            c.pos = s;
            const v = this.abs();
            if (v === null) return null;
            list.push(Number(v));
          }
          c.skipSpace();
          if (c.peek() === Ch.COMMA) { c.pos++; continue; }
          if (c.peek() === Ch.RBRACKET) { c.pos++; break; }
          this.err(c.pos, 'expected a closing square bracket');
          return null;
        }
        m.set(lid, { v: 0, at, list });
        continue;
      }
      if (swizzle && lid === 'offset' && c.startsWithWord('swizzle')) {
        const v = this.swizzle();
        if (v < 0) return null;
        m.set(lid, { v, at });
        continue;
      }
      if (sels) {
        const s = c.pos;
        const w = c.ident();
        const sv = SEL.get(w) ?? UNUSED.get(w);
        if (sv !== undefined) { m.set(lid, { v: sv, at }); continue; }
        c.pos = s;
      }
      c.skipSpace();
      const vat = c.pos;
      const swz = swizzle && lid === 'offset';
      const v = swz ? this.abs('a swizzle macro') : this.abs();
      if (v === null) return null;
      if (swz && (v < 0n || v > 0xffffn)) { this.err(vat, 'expected a 16-bit offset'); return null; }
      // Output modifiers: mul:1/2/4, div:1/2 only.
      if ((lid === 'mul' && v !== 1n && v !== 2n && v !== 4n) || (lid === 'div' && v !== 1n && v !== 2n)) { this.err(at, `invalid ${lid} value.`); return null; }
      m.set(lid, { v: Number(BigInt.asIntN(53, v)), at });
    }
  }

  /** swizzle(QUAD_PERM,a,b,c,d) / (BITMASK_PERM,"mask") / (BROADCAST,g,l) / (SWAP,n) / (REVERSE,n). */
  swizzle(): number {
    const c = this.c;
    c.pos += 7;
    if (!c.eat(Ch.LPAREN)) { this.err(c.pos, 'expected a left parenthesis'); return -1; }
    c.skipSpace();
    const at = c.pos;
    const mode = c.ident();
    const args: number[] = [];
    let mask = '';
    while (c.eat(Ch.COMMA)) {
      c.skipSpace();
      if (c.peek() === Ch.DQUOTE) {
        const e = c.text.indexOf('"', c.pos + 1);
        if (e < 0 || e >= c.end) { this.err(c.pos, 'expected a closing quote'); return -1; }
        mask = c.text.slice(c.pos + 1, e);
        c.pos = e + 1;
        continue;
      }
      // (BITMASK_PERM's argument is a string.)
      if (mode === 'BITMASK_PERM') { this.err(c.pos, 'expected a string'); return -1; }
      const x = this.abs();
      if (x === null) return -1;
      args.push(Number(x));
    }
    if (!c.eat(Ch.RPAREN)) { this.err(c.pos, 'expected a closing parenthesis'); return -1; }
    switch (mode) {
      case 'QUAD_PERM':
        if (args.length !== 4 || args.some((a) => a < 0 || a > 3)) break;
        return 0x8000 | args[0]! | (args[1]! << 2) | (args[2]! << 4) | (args[3]! << 6);
      case 'BITMASK_PERM': {
        if (mask.length !== 5) break;
        let and = 0;
        let or = 0;
        let xor = 0;
        for (let i = 0; i < 5; i++) {
          const m = 16 >> i;
          const ch = mask[i]!;
          if (ch === 'p') and |= m; else if (ch === '1') or |= m; else if (ch === 'i') { and |= m; xor |= m; } else if (ch !== '0') return this.bitmaskErr(at);
        }
        return and | (or << 5) | (xor << 10);
      }
      case 'BROADCAST': {
        const [g, l] = args;
        if (g === undefined || l === undefined || g < 2 || g > 32 || (g & (g - 1)) !== 0 || l < 0 || l >= g) break;
        return ((32 - g) & 31) | (l << 5);
      }
      case 'SWAP': {
        const n = args[0];
        if (n === undefined || n < 1 || n > 16 || (n & (n - 1)) !== 0) break;
        return 31 | (n << 10);
      }
      case 'REVERSE': {
        const n = args[0];
        if (n === undefined || n < 2 || n > 32 || (n & (n - 1)) !== 0) break;
        return 31 | ((n - 1) << 10);
      }
      default: break;
    }
    this.err(at, 'invalid swizzle macro');
    return -1;
  }

  bitmaskErr(at: number): number {
    this.err(at, 'invalid mask');
    return -1;
  }

  emit(branch: { e: Expr; at: number } | null = null, litWord = -1): void {
    if (this.bad || this.h.hasError()) return;
    if (this.setBits !== 0) this.words[0] = (this.words[0]! | this.setBits) >>> 0;
    if (this.append >= 0) this.words.push(this.append);
    this.h.emitWords(this.words, branch, litWord >= 0 && this.litExpr !== null ? { ...this.litExpr, word: litWord } : null);
  }

  opcode(): number {
    return this.row.op[this.gi]!;
  }
}
