// LLVM dialect (llvm-mc 14), every encoding but the VOP1 family (llvm.ts
// keeps that with its matcher model): operands are read in the order the
// row's profile gives them, optional operands (modifiers) after them; the
// encoding follows llvm-mc's choice (the 32-bit form when the operands fit
// it, VOP3 otherwise; SDWA/DPP when asked for) and the words are built
// through the layout tables.

import { F16, F32, type FloatFormat } from '../float.js';
import type { Generation, GenIndex } from '../../isa/generations.js';
import { namedScalar, TTMP_COUNT } from '../../isa/operands.js';
import type {
  BufProfile, DsProfile, FlatProfile, Instr, MimgProfile, SmemProfile, SopkProfile, SopProfile, SoppProfile,
  ValueType, VopProfile,
} from '../../isa/table/index.js';
import { Ch, Cursor, isIdentChar } from '../cursor.js';
import { LLVM_EXPR, parseExpr, type Expr, type ParseError } from '../expr.js';
import { buildWords, layoutOf, vop3Layout, type Fields } from './fields.js';
import type { NameHit, Suffix } from './names.js';
import { DFMT_NAMES, NFMT_NAMES } from './syntax.js';
import { SDWA_SEL_VALUES, SDWA_UNUSED_VALUES } from '../../isa/sdwa.js';

/** What the whole-ISA code needs from LlvmAssembler. */
export interface LlvmHost {
  readonly gi: GenIndex;
  readonly gen: Generation;
  /** An error at text index `at` (the statement's first error wins). */
  error(at: number, message: string): void;
  hasError(): boolean;
  /** An expression's value now, or its expression when a symbol is not known yet; null after an error. */
  value(c: Cursor): { v: bigint } | { e: Expr; at: number } | null;
  /** Appends the words; a pending branch target (SIMM16 of word 0) or literal (word `litAt`) is resolved later. */
  emitWords(words: readonly number[], branch: { e: Expr; at: number } | null, lit: { e: Expr; at: number; word: number } | null): void;
  /** Conversions and inline-constant rules shared with the VOP1 path. */
  convertDouble(bits: bigint, fmt: FloatFormat): { bits: number; lossless: boolean };
  parseReal(text: string): bigint | null;
}

const M_INVALID = 'invalid operand for instruction';
/** Source-only registers by name. */
const SOURCE_CODES: ReadonlyMap<string, number> = new Map(Object.entries({
  vccz: 251, execz: 252, scc: 253, lds_direct: 254, src_lds_direct: 254, src_vccz: 251, src_execz: 252, src_scc: 253,
}));

/** Literal operand types (as LLVM's operand types). */
const enum OT { INT32, FP32, INT64, FP64, INT16, FP16 }

function otOf(t: ValueType | undefined): OT {
  switch (t) {
    case 'f32': return OT.FP32;
    case 'f64': return OT.FP64;
    case 'f16': return OT.FP16;
    case 'b16': case 'i16': case 'u16': return OT.INT16;
    case 'b64': case 'i64': case 'u64': return OT.INT64;
    default: return OT.INT32;
  }
}

function regsOf(t: string | null | undefined): number {
  if (t === undefined || t === null) return 1;
  return t === 'b128' ? 4 : t.endsWith('64') ? 2 : 1;
}

/** A parsed operand. */
interface Op {
  at: number;
  /** 'r' register, 'i' immediate. */
  k: 'r' | 'i';
  file: 'v' | 's' | 'x';
  code: number;
  regs: number;
  val: bigint;
  fp: boolean;
  expr: Expr | null;
  neg: boolean;
  abs: boolean;
  sext: boolean;
}

const F32_INLINE = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000];
const F16_INLINE = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400];
const F64_INLINE = [0x3fe0000000000000n, 0xbfe0000000000000n, 0x3ff0000000000000n, 0xbff0000000000000n,
  0x4000000000000000n, 0xc000000000000000n, 0x4010000000000000n, 0xc010000000000000n];

function intCode(v: number): number {
  if (v >= 0 && v <= 64) return 128 + v;
  if (v >= -16 && v <= -1) return 192 - v;
  return 0;
}

const SEL = SDWA_SEL_VALUES;
const UNUSED = SDWA_UNUSED_VALUES;

/** hwreg names (LLVM: HW_REG_*), index = id. */
const HWREG = ['', 'HW_REG_MODE', 'HW_REG_STATUS', 'HW_REG_TRAPSTS', 'HW_REG_HW_ID', 'HW_REG_GPR_ALLOC', 'HW_REG_LDS_ALLOC',
  'HW_REG_IB_STS'];
const MSG = ['', 'MSG_INTERRUPT', 'MSG_GS', 'MSG_GS_DONE', '', '', '', '', '', '', '', '', '', '', '', 'MSG_SYSMSG'];
const MSG_VI = MSG.map((m, i) => (i === 4 ? 'MSG_SAVEWAVE' : m));
const GS_OP = ['GS_OP_NOP', 'GS_OP_CUT', 'GS_OP_EMIT', 'GS_OP_EMIT_CUT'];
const SYSMSG_OP = ['', 'SYSMSG_OP_ECC_ERR_INTERRUPT', 'SYSMSG_OP_REG_RD', 'SYSMSG_OP_HOST_TRAP_ACK', 'SYSMSG_OP_TTRACE_PC'];

/** Reads the operands of `hit` at the cursor and emits it. */
export function llvmIsaInstruction(h: LlvmHost, hit: NameHit, idAt: number, c: Cursor): void {
  const a = new LAsm(h, hit.row, idAt, c);
  const p = hit.row.p;
  switch (p.kind) {
    case 'sop': a.sop(p); return;
    case 'sopk': a.sopk(p); return;
    case 'sopp': a.sopp(p); return;
    case 'smem': a.smem(p); return;
    case 'vop': a.vop(p, hit.suffix); return;
    case 'vintrp': a.vintrp(p.form, hit.suffix); return;
    case 'vop3interp': a.vop3interp(p.form); return;
    case 'ds': a.ds(p); return;
    case 'buf': a.buf(p); return;
    case 'mimg': a.mimg(p); return;
    case 'exp': a.exp(); return;
    case 'flat': a.flat(p); return;
  }
}

/** Optional operands after the operands: name → value (1 for a bare name), with the name's position. */
interface Opt { v: number; at: number; list?: number[] }

class LAsm {
  private bad = false;
  private readonly words: number[] = [];
  private litExpr: { e: Expr; at: number } | null = null;
  constructor(private readonly h: LlvmHost, private readonly row: Instr, private readonly idAt: number,
    private readonly c: Cursor) {}

  private get gi(): GenIndex { return this.h.gi; }

  private err(at: number, m: string): void {
    this.h.error(at, m);
    this.bad = true;
  }

  private comma(): boolean {
    if (this.c.eat(Ch.COMMA)) { this.c.skipSpace(); return true; }
    this.c.skipSpace();
    this.err(this.c.pos, M_INVALID);
    return false;
  }

  // --- registers ----------------------------------------------------------------

  /** A register at the cursor, or null (cursor unchanged). */
  private reg(): { file: 'v' | 's' | 'x'; code: number; regs: number } | null {
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
      if (i > start + pre) {
        first = last = num;
        c.pos = i;
      } else {
        c.pos = i;
        c.skipSpace();
        if (c.peek() !== Ch.LBRACKET) { c.pos = start; return null; }
        c.pos++;
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
      if (regs < 1) { this.err(start, 'invalid register range'); return null; }
      if (file === 'v') {
        if (last > 255) { this.err(start, 'register index is out of range'); return null; }
        return { file: 'v', code: 256 + first, regs };
      }
      if (file === 'ttmp') {
        if (last >= TTMP_COUNT) { this.err(start, 'register index is out of range'); return null; }
        if (regs > 1 && first % Math.min(regs, 4) !== 0) { this.err(start, 'invalid register alignment'); return null; }
        return { file: 's', code: 112 + first, regs };
      }
      if (last >= this.h.gen.sgprCount) { this.err(start, 'register index is out of range'); return null; }
      if (regs > 1 && first % Math.min(regs, 4) !== 0) { this.err(start, 'invalid register alignment'); return null; }
      return { file: 's', code: first, regs };
    }
    const id = t.slice(start, i).toLowerCase();
    const n = namedScalar(this.gi, id);
    if (n !== undefined) { c.pos = i; return { file: 's', code: n.code, regs: n.regs }; }
    const x = SOURCE_CODES.get(id);
    if (x !== undefined) { c.pos = i; return { file: 'x', code: x, regs: 0 }; }
    return null;
  }

  /** [v1, v2, ...]: consecutive registers of one file. */
  private regList(): { file: 'v' | 's' | 'x'; code: number; regs: number } | null {
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

  private absInt(): number | null {
    const v = this.abs();
    return v === null ? null : Number(BigInt.asIntN(53, v));
  }

  /** An absolute expression. */
  private abs(): bigint | null {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    const r = this.h.value(c);
    if (r === null) { this.bad = true; return null; }
    if ('e' in r) { this.err(at, 'expected absolute expression'); return null; }
    return r.v;
  }

  private sreg(regs: number): number {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    const r = this.reg();
    if (r === null) { if (!this.bad) this.err(at, M_INVALID); return -1; }
    if (r.file !== 's' || r.regs !== regs) { this.err(at, M_INVALID); return -1; }
    return r.code;
  }

  private vreg(regs: number): number {
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
  private src(): Op | null {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    const o: Op = { at, k: 'i', file: 'x', code: 0, regs: 0, val: 0n, fp: false, expr: null, neg: false, abs: false, sext: false };
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

  private after(n: number): number {
    const c = this.c;
    let i = c.pos + n;
    while (i < c.end && (c.text.charCodeAt(i) === Ch.SPACE || c.text.charCodeAt(i) === Ch.TAB)) i++;
    return i < c.end ? c.text.charCodeAt(i) : -1;
  }

  private skipTo(ch: number): void {
    const c = this.c;
    while (c.pos < c.end && c.text.charCodeAt(c.pos) !== ch) c.pos++;
    c.pos++;
    c.skipSpace();
  }

  private looksReg(): boolean {
    const save = this.c.pos;
    const r = this.reg();
    this.c.pos = save;
    return r !== null;
  }

  /** An integer expression or a real number. */
  private imm(o: Op): boolean {
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
  private immCode(o: Op, ot: OT): { code: number; lit: number } | null {
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
        const sv = BigInt.asIntN(64, v);
        if (sv < -0x8000n || sv > 0xffffn) {
          // (32-bit values that are 16-bit inline float patterns do not exist; LLVM keeps a literal)
          if (sv < -0x80000000n || sv > 0xffffffffn) return null;
        }
        const s16 = (Number(BigInt.asUintN(16, v)) << 16) >> 16;
        if (sv >= -16n && sv <= 64n && inv2pi) return { code: intCode(Number(sv)), lit: 0 };
        if (!inv2pi && sv >= -16n && sv <= 64n) return { code: intCode(Number(sv)), lit: 0 };
        if (ot === OT.FP16 && inv2pi && !o.fp) {
          const u = Number(BigInt.asUintN(16, v));
          const k = F16_INLINE.indexOf(u);
          if (k >= 0 && BigInt.asUintN(32, v) === BigInt(u)) return { code: 240 + k, lit: 0 };
          if (u === 0x3118 && BigInt.asUintN(32, v) === 0x3118n) return { code: 248, lit: 0 };
        }
        void s16;
        return { code: 255, lit: Number(BigInt.asUintN(32, v)) & 0xffffffff };
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
  private code(o: Op, t: ValueType | undefined, lits: number[]): number {
    if (o.k === 'r') return o.code;
    const r = this.immCode(o, otOf(t));
    if (r === null) { this.err(o.at, M_INVALID); return -1; }
    if (r.code === 255) lits.push(r.lit);
    return r.code;
  }

  private end(): boolean {
    this.c.skipSpace();
    if (!this.c.atEnd()) { this.err(this.c.pos, M_INVALID); return false; }
    return true;
  }

  /** Optional operands: `name`, `name:value`, `name:[a,b,...]`, separated by spaces or commas. */
  private opts(names: ReadonlySet<string>, sels = false, swizzle = false): Map<string, Opt> | null {
    const c = this.c;
    const m = new Map<string, Opt>();
    for (;;) {
      c.skipSpace();
      if (c.peek() === Ch.COMMA) { c.pos++; c.skipSpace(); }
      if (c.atEnd()) return m;
      const at = c.pos;
      const id = c.ident();
      const lid = id.toLowerCase();
      if (id === '' || !names.has(lid)) { this.err(at, M_INVALID); return null; }
      c.skipSpace();
      if (c.peek() !== Ch.COLON) { m.set(lid, { v: 1, at }); continue; }
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
      const v = this.abs();
      if (v === null) return null;
      m.set(lid, { v: Number(BigInt.asIntN(53, v)), at });
    }
  }

  /** swizzle(QUAD_PERM,a,b,c,d) / (BITMASK_PERM,"mask") / (BROADCAST,g,l) / (SWAP,n) / (REVERSE,n). */
  private swizzle(): number {
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

  private bitmaskErr(at: number): number {
    this.err(at, 'invalid mask');
    return -1;
  }

  private emit(branch: { e: Expr; at: number } | null = null, litWord = -1): void {
    if (this.bad || this.h.hasError()) return;
    this.h.emitWords(this.words, branch, litWord >= 0 && this.litExpr !== null ? { ...this.litExpr, word: litWord } : null);
  }

  private opcode(): number {
    return this.row.op[this.gi]!;
  }

  // --- scalar -------------------------------------------------------------------------

  sop(p: SopProfile): void {
    const enc = this.row.enc as 'SOP1' | 'SOP2' | 'SOPC';
    const f: Fields = {};
    const lits: number[] = [];
    let first = true;
    if (p.dst !== 0) { f.SDST = this.sreg(p.dst); first = false; if (this.bad) return; }
    const ty = (n: number): ValueType => (n === 2 ? 'b64' : 'b32');
    const one = (n: number, name: string): boolean => {
      if (!first && !this.comma()) return false;
      first = false;
      const o = this.src();
      if (o === null) return false;
      if (o.k === 'r' && (o.file === 'v' || (o.regs !== 0 && o.regs !== n))) { this.err(o.at, M_INVALID); return false; }
      if (o.neg || o.abs || o.sext) { this.err(o.at, M_INVALID); return false; }
      if (o.k === 'i' && this.row.opts.llvmNoLiteral === true) {
        const r = this.immCode(o, OT.INT64);
        if (r === null || r.code === 255) { this.err(o.at, M_INVALID); return false; }
      }
      const k = this.code(o, ty(n), lits);
      if (k < 0) return false;
      f[name] = k;
      return true;
    };
    if (p.src0 !== 0 && !one(p.src0, 'SSRC0')) return;
    if (p.src1 === 'gpridx') {
      if (!this.comma()) return;
      const v = this.gprIdx();
      if (v < 0) return;
      f.SSRC1 = v;
    } else if (p.src1 !== 0 && !one(p.src1, 'SSRC1')) return;
    if (!this.end()) return;
    if (lits.length > 1 && lits[0] !== lits[1]) { this.err(this.idAt, 'only one literal operand is allowed'); return; }
    buildWords(layoutOf(this.gi, enc), this.opcode(), f, this.words);
    if (lits.length > 0) this.words.push(lits[0]! >>> 0);
    this.emit(null, 1);
  }

  /** gpr_idx(SRC0,SRC1,SRC2,DST) or an immediate. */
  private gprIdx(): number {
    const c = this.c;
    c.skipSpace();
    if (c.startsWithWord('gpr_idx')) {
      c.pos += 7;
      if (!c.eat(Ch.LPAREN)) { this.err(c.pos, 'expected a left parenthesis'); return -1; }
      let v = 0;
      c.skipSpace();
      if (c.peek() === Ch.RPAREN) { c.pos++; return 0; }
      for (;;) {
        c.skipSpace();
        const at = c.pos;
        const id = c.ident().toUpperCase();
        const k = ['SRC0', 'SRC1', 'SRC2', 'DST'].indexOf(id);
        if (k < 0) { this.err(at, 'expected a VGPR index mode'); return -1; }
        v |= 1 << k;
        if (c.eat(Ch.COMMA)) continue;
        if (c.eat(Ch.RPAREN)) return v;
        this.err(c.pos, 'expected a comma or a closing parenthesis');
        return -1;
      }
    }
    const x = this.abs();
    if (x === null) return -1;
    return Number(BigInt.asUintN(8, x));
  }

  private hwreg(): number {
    const c = this.c;
    c.skipSpace();
    if (!c.startsWithWord('hwreg')) {
      const x = this.abs();
      if (x === null) return -1;
      return Number(BigInt.asUintN(16, x));
    }
    c.pos += 5;
    if (!c.eat(Ch.LPAREN)) { this.err(c.pos, 'expected a left parenthesis'); return -1; }
    c.skipSpace();
    const at = c.pos;
    let id: number;
    const s = c.pos;
    const name = c.ident();
    if (name !== '' && HWREG.indexOf(name) > 0) id = HWREG.indexOf(name);
    else {
      c.pos = s;
      const x = this.abs();
      if (x === null) return -1;
      if (x < 0n || x > 63n) { this.err(at, 'invalid code of hardware register: only 6-bit values are legal'); return -1; }
      id = Number(x);
    }
    let off = 0;
    let size = 32;
    if (c.eat(Ch.COMMA)) {
      const o = this.abs();
      if (o === null) return -1;
      if (!c.eat(Ch.COMMA)) { this.err(c.pos, 'expected a comma'); return -1; }
      const z = this.abs();
      if (z === null) return -1;
      off = Number(o);
      size = Number(z);
      if (off < 0 || off > 31) { this.err(at, 'invalid bit offset: only 5-bit values are legal'); return -1; }
      if (size < 1 || size > 32) { this.err(at, 'invalid bitfield width: only values from 1 to 32 are legal'); return -1; }
    }
    if (!c.eat(Ch.RPAREN)) { this.err(c.pos, 'expected a closing parenthesis'); return -1; }
    return id | (off << 6) | ((size - 1) << 11);
  }

  sopk(p: SopkProfile): void {
    const f: Fields = {};
    let branch: { e: Expr; at: number } | null = null;
    let imm32: number | null = null;
    const c = this.c;
    switch (p.form) {
      case 'fork': {
        f.SDST = this.sreg(2);
        if (this.bad || !this.comma()) return;
        const t = this.target();
        if (t === null) return;
        if ('v' in t) f.SIMM16 = t.v; else branch = t;
        break;
      }
      case 'getreg': {
        f.SDST = this.sreg(1);
        if (this.bad || !this.comma()) return;
        const v = this.hwreg();
        if (v < 0) return;
        f.SIMM16 = v;
        break;
      }
      case 'setreg': {
        const v = this.hwreg();
        if (v < 0 || !this.comma()) return;
        f.SIMM16 = v;
        f.SDST = this.sreg(1);
        if (this.bad) return;
        break;
      }
      case 'setreg_imm32': {
        const v = this.hwreg();
        if (v < 0 || !this.comma()) return;
        f.SIMM16 = v;
        const x = this.abs();
        if (x === null) return;
        imm32 = Number(BigInt.asUintN(32, x));
        break;
      }
      default: {
        f.SDST = this.sreg(1);
        if (this.bad || !this.comma()) return;
        c.skipSpace();
        const at = c.pos;
        const x = this.abs();
        if (x === null) return;
        if (x < -0x8000n || x > 0xffffn) { this.err(at, M_INVALID); return; }
        f.SIMM16 = Number(BigInt.asUintN(16, x));
      }
    }
    if (!this.end()) return;
    buildWords(layoutOf(this.gi, 'SOPK'), this.opcode(), f, this.words);
    if (imm32 !== null) this.words.push(imm32 >>> 0);
    this.emit(branch);
  }

  /** A branch target: an immediate SIMM16, or a label (resolved relative to the instruction). */
  private target(): { v: number } | { e: Expr; at: number } | null {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    const r = this.h.value(c);
    if (r === null) { this.bad = true; return null; }
    // llvm-mc takes a label or an absolute expression here, not label arithmetic.
    if ('e' in r) { if (r.e.k !== 'sym') { this.err(at, 'expected an absolute expression or a label'); return null; } return r; }
    if (r.v < -0x8000n || r.v > 0xffffn) { this.err(at, M_INVALID); return null; }
    return { v: Number(BigInt.asUintN(16, r.v)) };
  }

  sopp(p: SoppProfile): void {
    const c = this.c;
    c.skipSpace();
    let imm = 0;
    let branch: { e: Expr; at: number } | null = null;
    switch (p.imm) {
      case 'label': {
        const t = this.target();
        if (t === null) return;
        if ('v' in t) imm = t.v; else branch = t;
        break;
      }
      case 'waitcnt': imm = this.waitcnt(); break;
      case 'sendmsg': imm = this.sendmsg(); break;
      case 'gpridx': imm = this.gprIdx(); break;
      case 'none':
        break;
      default: {
        if (p.imm === 'opt' && c.atEnd()) break;
        const at = c.pos;
        const x = this.abs();
        if (x === null) return;
        if (x < -0x8000n || x > 0xffffn) { this.err(at, M_INVALID); return; }
        imm = Number(BigInt.asUintN(16, x));
      }
    }
    if (this.bad || imm < 0 || !this.end()) return;
    buildWords(layoutOf(this.gi, 'SOPP'), this.opcode(), { SIMM16: imm }, this.words);
    this.emit(branch);
  }

  private waitcnt(): number {
    const c = this.c;
    let v = 0xf7f;
    let any = false;
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return any ? v : -1;
      const at = c.pos;
      const s = c.pos;
      const id = c.ident().toLowerCase();
      const which = id === 'vmcnt' || id === 'vmcnt_sat' ? 0 : id === 'expcnt' || id === 'expcnt_sat' ? 1 : id === 'lgkmcnt' || id === 'lgkmcnt_sat' ? 2 : -1;
      if (which < 0) {
        if (any) { this.err(at, 'expected a counter name'); return -1; }
        c.pos = s;
        const x = this.abs();
        if (x === null) return -1;
        return Number(BigInt.asUintN(16, x));
      }
      any = true;
      if (!c.eat(Ch.LPAREN)) { this.err(c.pos, 'expected a left parenthesis'); return -1; }
      const x = this.abs();
      if (x === null) return -1;
      if (!c.eat(Ch.RPAREN)) { this.err(c.pos, 'expected a closing parenthesis'); return -1; }
      const n = Number(x);
      const max = which === 1 ? 7 : 15;
      const sat = id.endsWith('_sat');
      if (n < 0 || n > max) {
        if (!sat) { this.err(at, `too large value for ${id}`); return -1; }
      }
      const nv = Math.min(Math.max(n, 0), max);
      if (which === 0) v = (v & ~0xf) | nv;
      else if (which === 1) v = (v & ~0x70) | (nv << 4);
      else v = (v & ~0xf00) | (nv << 8);
      c.skipSpace();
      if (c.peek() === Ch.AMP || c.peek() === Ch.COMMA) c.pos++;
    }
  }

  private sendmsg(): number {
    const c = this.c;
    c.skipSpace();
    if (!c.startsWithWord('sendmsg')) {
      const x = this.abs();
      return x === null ? -1 : Number(BigInt.asUintN(16, x));
    }
    c.pos += 7;
    if (!c.eat(Ch.LPAREN)) { this.err(c.pos, 'expected a left parenthesis'); return -1; }
    const sym = (names: readonly string[]): number => {
      c.skipSpace();
      const s = c.pos;
      const id = c.ident();
      const k = id === '' ? -1 : names.indexOf(id);
      if (k > 0 || (k === 0 && names[0] !== '')) return k;
      c.pos = s;
      const x = this.abs();
      return x === null ? -2 : Number(x);
    };
    const msg = sym(this.gi === 2 ? MSG_VI : MSG);
    if (msg < 0) { if (msg === -1) this.err(c.pos, 'invalid message id'); return -1; }
    let v = msg & 15;
    if (c.eat(Ch.COMMA)) {
      const op = sym(msg === 15 ? SYSMSG_OP : GS_OP);
      if (op < 0) { if (op === -1) this.err(c.pos, 'invalid operation id'); return -1; }
      v |= (op & 7) << 4;
      if (c.eat(Ch.COMMA)) {
        const x = this.abs();
        if (x === null) return -1;
        v |= (Number(x) & 3) << 8;
      }
    }
    if (!c.eat(Ch.RPAREN)) { this.err(c.pos, 'expected a closing parenthesis'); return -1; }
    return v;
  }

  smem(p: SmemProfile): void {
    const vi = this.gi === 2;
    const f: Fields = {};
    let lit: number | null = null;
    const c = this.c;
    if (p.form === 'dst') {
      const d = this.sreg(2);
      if (this.bad) return;
      if (vi) f.SDATA = d; else f.SDST = d;
    } else if (p.form !== 'none') {
      if (p.form === 'probe') {
        const x = this.abs();
        if (x === null) return;
        f.SDATA = Number(x) & 0x7f;
      } else {
        const d = this.sreg(p.data);
        if (this.bad) return;
        if (vi) f.SDATA = d; else f.SDST = d;
      }
      if (!this.comma()) return;
      const b = this.sreg(p.base);
      if (this.bad || !this.comma()) return;
      f.SBASE = b >> 1;
      c.skipSpace();
      const at = c.pos;
      const r = this.reg();
      if (r !== null) {
        if (r.file === 'v' || r.regs > 1) { this.err(at, M_INVALID); return; }
        f.OFFSET = r.code;
      } else {
        if (this.bad) return;
        const x = this.abs();
        if (x === null) return;
        if (vi) {
          if (x < 0n || x > 0xfffffn) { this.err(at, M_INVALID); return; }
          f.OFFSET = Number(x);
          f.IMM = 1;
        } else if (x >= 0n && x <= 0xffn) { f.OFFSET = Number(x); f.IMM = 1; } else if (this.gi === 1 && x >= 0n && x <= 0xffffffffn) {
          f.OFFSET = 255;
          lit = Number(x);
        } else { this.err(at, M_INVALID); return; }
      }
    }
    // (llvm-mc 14 accepts glc on SMRD and ignores it.)
    const o = this.opts(GLC);
    if (o === null) return;
    if (o.has('glc')) f.GLC = 1;
    buildWords(layoutOf(this.gi, vi ? 'SMEM' : 'SMRD'), this.opcode(), f, this.words);
    if (lit !== null) this.words.push(lit >>> 0);
    this.emit();
  }

  // --- vector ALU ---------------------------------------------------------------

  vop(p: VopProfile, suffix: Suffix): void {
    const row = this.row;
    const gi = this.gi;
    const enc = row.enc;
    const vopc = enc === 'VOPC';
    let vdst = 0;
    let sdst = -1;
    let first = true;
    const c = this.c;
    if (vopc) {
      // _e32 / SDWA on GCN 1.2: vcc (VOPC SDWA has no other destination here).
      sdst = this.sreg(2);
      if (this.bad) return;
      first = false;
    } else if (p.lane === 'read' || p.sdst === 'b32') {
      vdst = this.sreg(1);
      if (this.bad) return;
      first = false;
    } else if (p.dst !== null) {
      vdst = this.vreg(regsOf(p.dst));
      if (this.bad) return;
      first = false;
    } else if (p.sdst === 'b64') {
      sdst = this.sreg(2);
      if (this.bad) return;
      first = false;
    }
    const hasSdst = (enc === 'VOP2' && p.co === true) || (enc === 'VOP3' && row.vop3b);
    if (hasSdst) {
      if (!this.comma()) return;
      sdst = this.sreg(2);
      if (this.bad) return;
    }
    const srcs: Op[] = [];
    let k: Op | null = null;
    let nsrc = p.src.length;
    if (p.mac) nsrc = 2;
    if (p.ci && enc === 'VOP2') nsrc = 2;
    for (let i = 0; i < nsrc; i++) {
      if (!first || i > 0) { if (!this.comma()) return; }
      const o = this.src();
      if (o === null) return;
      srcs.push(o);
      if (p.k === 'mk' && i === 0) {
        if (!this.comma()) return;
        k = this.src();
        if (k === null) return;
      }
    }
    if (p.k === 'ak') {
      if (!this.comma()) return;
      k = this.src();
      if (k === null) return;
    }
    let mask = -1;
    if (p.ci && enc === 'VOP2') {
      if (!this.comma()) return;
      mask = this.sreg(2);
      if (this.bad) return;
    }
    const o = this.opts(VOP_OPTS, true);
    if (o === null) return;
    void c;
    this.encodeVop(p, suffix, vdst, sdst, srcs, k, mask, o);
  }

  private encodeVop(p: VopProfile, suffix: Suffix, vdst: number, sdst: number, s: Op[], k: Op | null, mask: number,
    o: Map<string, Opt>): void {
    const row = this.row;
    const gi = this.gi;
    const enc = row.enc;
    const vopc = enc === 'VOPC';
    const has32 = enc === 'VOP2' || vopc;
    const sdwaOpt = o.has('dst_sel') || o.has('dst_unused') || o.has('src0_sel') || o.has('src1_sel');
    const dppOpt = o.has('quad_perm') || o.has('row_shl') || o.has('row_shr') || o.has('row_ror') || o.has('wave_shl')
      || o.has('wave_rol') || o.has('wave_shr') || o.has('wave_ror') || o.has('row_mirror') || o.has('row_half_mirror')
      || o.has('row_bcast') || o.has('row_mask') || o.has('bank_mask') || o.has('bound_ctrl');
    const sdwa = suffix === 'sdwa' || (suffix === '' && sdwaOpt);
    const dpp = suffix === 'dpp' || (suffix === '' && dppOpt && !sdwaOpt);
    const lits: number[] = [];
    if ((sdwa || dpp) && (!has32 || !this.h.gen.sdwa || (sdwa && row.opts.noSdwa) || (dpp && row.opts.noDpp))) {
      this.err(this.idAt, sdwa ? 'sdwa variant of this instruction is not supported' : 'dpp variant of this instruction is not supported');
      return;
    }
    if (sdwa || dpp) {
      if (s[0] === undefined || s[0].k !== 'r' || s[0].file !== 'v' || (s[1] !== undefined && (s[1].k !== 'r' || s[1].file !== 'v'))) { this.err(s[0]?.at ?? this.idAt, M_INVALID); return; }
      if ((sdst >= 0 && sdst !== 106) || (mask >= 0 && mask !== 106) || k !== null) { this.err(this.idAt, M_INVALID); return; }
      const f: Fields = { SRC0: sdwa ? 249 : 250, VSRC1: s[1] !== undefined ? s[1].code - 256 : 0, VDST: vdst };
      buildWords(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, this.words);
      const neg = (s[0].neg ? 1 : 0) | (s[1]?.neg ? 2 : 0);
      const abs = (s[0].abs ? 1 : 0) | (s[1]?.abs ? 2 : 0);
      const g = (n: string, d: number): number => o.get(n)?.v ?? d;
      let w1: number;
      if (sdwa) {
        const sx = (s[0].sext ? 1 : 0) | (s[1]?.sext ? 2 : 0);
        const clamp = o.has('clamp') ? 1 : 0;
        w1 = (s[0].code - 256) | (vopc ? 0 : (g('dst_sel', 6) << 8) | (g('dst_unused', 2) << 11)) | (clamp << 13)
          | (g('src0_sel', 6) << 16) | ((sx & 1) << 19) | ((neg & 1) << 20) | ((abs & 1) << 21)
          | (g('src1_sel', 6) << 24) | (((sx >> 1) & 1) << 27) | (((neg >> 1) & 1) << 28) | (((abs >> 1) & 1) << 29);
      } else {
        const ctrl = dppCtrl(o);
        if (ctrl < 0) { this.err(this.idAt, M_INVALID); return; }
        // (sext() on a DPP source sets its NEG bit: LLVM's SEXT and NEG share the modifier bit.)
        const dn = neg | (s[0].sext ? 1 : 0) | (s[1]?.sext ? 2 : 0);
        w1 = (s[0].code - 256) | (ctrl << 8) | ((o.has('bound_ctrl') ? 1 : 0) << 19) | ((dn & 1) << 20) | ((abs & 1) << 21)
          | (((dn >> 1) & 1) << 22) | (((abs >> 1) & 1) << 23) | (g('bank_mask', 15) << 24) | (g('row_mask', 15) << 28);
      }
      this.words.push(w1 >>> 0);
      this.emit();
      return;
    }
    const mods = s.some((x) => x.neg || x.abs || x.sext) || o.has('clamp') || o.has('mul') || o.has('div');
    const src1Vgpr = s[1] === undefined || (s[1].k === 'r' && s[1].file === 'v') || p.lane !== undefined;
    const fits32 = has32 && suffix !== 'e64' && !mods && src1Vgpr && (sdst < 0 || sdst === 106) && (mask < 0 || mask === 106);
    if (fits32) {
      const c0 = s[0] !== undefined ? this.code(s[0], p.src[0], lits) : 0;
      if (this.bad) return;
      const f: Fields = { SRC0: c0, VDST: vdst };
      if (s[1] !== undefined) {
        if (p.lane !== undefined) {
          const c1 = this.code(s[1], 'b32', lits);
          if (this.bad) return;
          if (c1 === 255 || (s[1].k === 'r' && s[1].file === 'v')) { this.err(s[1].at, M_INVALID); return; }
          f.VSRC1 = c1;
        } else f.VSRC1 = s[1].code - 256;
      }
      if (k !== null) {
        const kk = this.immCode(k, otOf(p.src[0]));
        if (k.k !== 'i' || kk === null || k.expr !== null) { this.err(k.at, M_INVALID); return; }
        const kv = kLiteral(k, otOf(p.src[0]), this.h);
        if (lits.length > 0 && lits[0] !== kv) { this.err(this.idAt, 'only one literal operand is allowed'); return; }
        buildWords(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, this.words);
        this.words.push(kv >>> 0);
        this.emit(null, 1);
        return;
      }
      if (lits.length > 1 && lits[0] !== lits[1]) { this.err(this.idAt, 'only one literal operand is allowed'); return; }
      buildWords(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, this.words);
      if (lits.length > 0) this.words.push(lits[0]! >>> 0);
      this.emit(null, 1);
      return;
    }
    if (suffix === 'e32' || k !== null || row.vop3[gi] === null || row.opts.noE64) {
      this.err(this.idAt, suffix === 'e32' ? M_INVALID : 'e64 variant of this instruction is not supported');
      return;
    }
    const codes = s.map((x, i) => this.code(x, p.src[i], lits));
    if (this.bad) return;
    if (lits.length > 0) { this.err(s[codes.indexOf(255)]!.at, 'literal operands are not supported'); return; }
    const f: Fields = {
      VDST: vopc ? sdst : vdst, SRC0: codes[0] ?? 0, SRC1: codes[1] ?? 0, SRC2: codes[2] ?? 0,
      CLAMP: o.has('clamp') ? 1 : 0, OMOD: omodOf(o),
      NEG: (s[0]?.neg ? 1 : 0) | (s[1]?.neg ? 2 : 0) | (s[2]?.neg ? 4 : 0),
    };
    const abs = (s[0]?.abs ? 1 : 0) | (s[1]?.abs ? 2 : 0) | (s[2]?.abs ? 4 : 0);
    if (row.vop3b) f.SDST = sdst >= 0 ? sdst : 0; else f.ABS = abs;
    if (mask >= 0) f.SRC2 = mask;
    buildWords(vop3Layout(gi, row), row.vop3[gi]!, f, this.words);
    this.emit();
  }

  vintrp(form: 'p1' | 'p2' | 'mov', suffix: Suffix): void {
    const vdst = this.vreg(1);
    if (this.bad || !this.comma()) return;
    const c = this.c;
    let src: Op | null = null;
    let param = 0;
    if (form === 'mov') {
      c.skipSpace();
      const at = c.pos;
      param = ['p10', 'p20', 'p0'].indexOf(c.ident());
      if (param < 0) { this.err(at, 'invalid interpolation slot'); return; }
    } else {
      src = this.src();
      if (src === null) return;
      if (src.k !== 'r' || src.file !== 'v') { this.err(src.at, M_INVALID); return; }
    }
    if (!this.comma()) return;
    const at = this.attr();
    if (at === null) return;
    const o = this.opts(VOP_OPTS);
    if (o === null) return;
    const row = this.row;
    if (suffix === 'e64' || o.has('clamp') || o.has('mul') || o.has('div') || (src !== null && (src.neg || src.abs))) {
      if (row.vop3[this.gi] === null) { this.err(this.idAt, 'e64 variant of this instruction is not supported'); return; }
      const f: Fields = {
        VDST: vdst, SRC0: at[0] | (at[1] << 6), SRC1: src !== null ? src.code : param, CLAMP: o.has('clamp') ? 1 : 0,
        OMOD: omodOf(o), NEG: src?.neg ? 2 : 0, ABS: src?.abs ? 2 : 0,
      };
      buildWords(vop3Layout(this.gi, row), row.vop3[this.gi]!, f, this.words);
      this.emit();
      return;
    }
    buildWords(layoutOf(this.gi, 'VINTRP'), this.opcode(), { VDST: vdst, VSRC: src !== null ? src.code - 256 : param, ATTR: at[0], ATTRCHAN: at[1] }, this.words);
    this.emit();
  }

  private attr(): [number, number] | null {
    const c = this.c;
    c.skipSpace();
    const at = c.pos;
    const id = c.ident();
    const m = /^attr([0-9]+)\.([xyzw])$/.exec(id);
    if (m === null || Number(m[1]) > 63) { this.err(at, 'invalid attribute'); return null; }
    return [Number(m[1]), 'xyzw'.indexOf(m[2]!)];
  }

  vop3interp(form: 'p1ll' | 'p1lv' | 'p2'): void {
    const row = this.row;
    const vdst = this.vreg(1);
    if (this.bad || !this.comma()) return;
    const s0 = this.src();
    if (s0 === null || !this.comma()) return;
    const at = this.attr();
    if (at === null) return;
    let s2: Op | null = null;
    if (form !== 'p1ll') {
      if (!this.comma()) return;
      s2 = this.src();
      if (s2 === null) return;
    }
    const o = this.opts(VOP_OPTS);
    if (o === null) return;
    const lits: number[] = [];
    const c2 = s2 !== null ? this.code(s2, 'f16', lits) : 0;
    if (this.bad || lits.length > 0) { if (!this.bad) this.err(this.idAt, M_INVALID); return; }
    const f: Fields = {
      VDST: vdst, SRC0: at[0] | (at[1] << 6) | ((o.has('high') ? 1 : 0) << 8), SRC1: s0.code, SRC2: c2,
      CLAMP: o.has('clamp') ? 1 : 0, OMOD: omodOf(o),
      NEG: (s0.neg ? 2 : 0) | (s2?.neg ? 4 : 0), ABS: (s0.abs ? 2 : 0) | (s2?.abs ? 4 : 0),
    };
    buildWords(vop3Layout(this.gi, row), row.vop3[this.gi]!, f, this.words);
    this.emit();
  }

  // --- memory --------------------------------------------------------------------

  ds(p: DsProfile): void {
    const f: Fields = {};
    let any = false;
    const next = (): boolean => { if (any) return this.comma(); any = true; return true; };
    // GWS ops: llvm-mc names only the data register of init/sema_br/barrier (in ADDR).
    const gwsData = p.llvmForm === 'gwsData';
    const gws = p.llvmForm === 'gws' || gwsData;
    if (p.vdst > 0) { if (!next()) return; f.VDST = this.vreg(p.vdst); if (this.bad) return; }
    const noAddr = (gws && !gwsData) || p.llvmForm === 'nop';
    if ((p.addr && !noAddr) || gwsData) { if (!next()) return; f.ADDR = this.vreg(1); if (this.bad) return; }
    if (p.data0 > 0) { if (!next()) return; f.DATA0 = this.vreg(p.data0); if (this.bad) return; }
    if (p.data1 > 0) { if (!next()) return; f.DATA1 = this.vreg(p.data1); if (this.bad) return; }
    const o = this.opts(p.two ? DS2_OPTS : p.swizzle ? SWZ_OPTS : DS_OPTS, false, p.swizzle === true);
    if (o === null) return;
    if (p.two) {
      f.OFFSET0 = o.get('offset0')?.v ?? 0;
      f.OFFSET1 = o.get('offset1')?.v ?? 0;
      if (f.OFFSET0 > 255 || f.OFFSET0 < 0 || f.OFFSET1 > 255 || f.OFFSET1 < 0) { this.err(o.get('offset0')?.at ?? this.idAt, M_INVALID); return; }
    } else {
      const off = o.get('offset');
      const v = off?.v ?? 0;
      if (v < 0 || v > 0xffff) { this.err(off!.at, M_INVALID); return; }
      f.OFFSET0 = v & 0xff;
      f.OFFSET1 = v >>> 8;
    }
    if (o.has('gds')) f.GDS = 1;
    buildWords(layoutOf(this.gi, 'DS'), this.opcode(), f, this.words);
    this.emit();
  }

  buf(p: BufProfile): void {
    const mtbuf = this.row.enc === 'MTBUF';
    const vi = this.gi === 2;
    const f: Fields = {};
    const c = this.c;
    let vdata: { code: number; regs: number; at: number } | null = null;
    let vaddr: { code: number; regs: number; at: number } | null = null;
    if (p.dir !== 'none') {
      if (!p.lds) {
        c.skipSpace();
        const at = c.pos;
        const r = this.reg();
        if (r === null || r.file !== 'v') { this.err(at, M_INVALID); return; }
        vdata = { code: r.code - 256, regs: r.regs, at };
        if (!this.comma()) return;
        c.skipSpace();
        const at2 = c.pos;
        if (c.startsWithWord('off')) { c.pos += 3; } else {
          const a = this.reg();
          if (a === null || a.file !== 'v') { this.err(at2, M_INVALID); return; }
          vaddr = { code: a.code - 256, regs: a.regs, at: at2 };
        }
        if (!this.comma()) return;
      }
      const rs = this.sreg(4);
      if (this.bad || !this.comma()) return;
      f.SRSRC = rs >> 2;
      const so = this.src();
      if (so === null) return;
      const lits: number[] = [];
      if (so.k === 'r' && (so.file === 'v' || so.regs > 1)) { this.err(so.at, M_INVALID); return; }
      const code = this.code(so, 'b32', lits);
      if (this.bad) return;
      if (lits.length > 0) { this.err(so.at, M_INVALID); return; }
      f.SOFFSET = code;
    }
    const o = this.opts(mtbuf ? MTBUF_OPTS : vi ? MUBUF_OPTS_VI : MUBUF_OPTS);
    if (o === null) return;
    for (const [n, fld] of [['offen', 'OFFEN'], ['idxen', 'IDXEN'], ['glc', 'GLC'], ['slc', 'SLC'], ['tfe', 'TFE'], ['addr64', 'ADDR64'], ['lds', 'LDS']] as const) {
      if (o.has(n)) f[fld] = 1;
    }
    const off = o.get('offset');
    if (off !== undefined) {
      if (off.v < 0 || off.v > 4095) { this.err(off.at, M_INVALID); return; }
      f.OFFSET = off.v;
    }
    if (mtbuf) {
      let dfmt = 1;
      let nfmt = 0;
      const fm = o.get('format');
      if (fm !== undefined) {
        if (fm.list !== undefined) {
          for (const x of fm.list) {
            if (x >= 0) { this.err(fm.at, M_INVALID); return; }
            const k = -1 - x;
            if (k >= 100) nfmt = k - 100; else dfmt = k;
          }
        } else { dfmt = fm.v & 15; nfmt = (fm.v >> 4) & 7; }
      }
      if (o.has('dfmt')) dfmt = o.get('dfmt')!.v;
      if (o.has('nfmt')) nfmt = o.get('nfmt')!.v;
      f.DFMT = dfmt;
      f.NFMT = nfmt;
    }
    if (vdata !== null) {
      // (llvm-mc 14 does not count TFE's extra register here.)
      const dregs = p.data === 0 ? 1 : p.data;
      if (vdata.regs !== dregs) { this.err(vdata.at, M_INVALID); return; }
      const need = (f.OFFEN && f.IDXEN) || f.ADDR64 ? 2 : f.OFFEN || f.IDXEN ? 1 : 0;
      if ((vaddr?.regs ?? 0) !== need) { this.err(vaddr?.at ?? vdata.at, M_INVALID); return; }
      f.VDATA = vdata.code;
      f.VADDR = vaddr?.code ?? 0;
    }
    buildWords(layoutOf(this.gi, mtbuf ? 'MTBUF' : 'MUBUF'), this.opcode(), f, this.words);
    this.emit();
  }

  mimg(p: MimgProfile): void {
    const c = this.c;
    const f: Fields = {};
    c.skipSpace();
    const dat = c.pos;
    const vdata = this.reg();
    if (vdata === null || vdata.file !== 'v') { this.err(dat, M_INVALID); return; }
    if (!this.comma()) return;
    c.skipSpace();
    const aat = c.pos;
    const vaddr = this.reg();
    if (vaddr === null || vaddr.file !== 'v') { this.err(aat, M_INVALID); return; }
    if (!this.comma()) return;
    c.skipSpace();
    const rat = c.pos;
    const rs = this.reg();
    if (rs === null || rs.file !== 's' || (rs.regs !== 4 && rs.regs !== 8)) { this.err(rat, M_INVALID); return; }
    f.SRSRC = rs.code >> 2;
    if (p.dir === 'sample' || p.dir === 'gather') {
      if (!this.comma()) return;
      const ss = this.sreg(4);
      if (this.bad) return;
      f.SSAMP = ss >> 2;
    }
    const o = this.opts(this.gi === 2 ? MIMG_OPTS_VI : MIMG_OPTS);
    if (o === null) return;
    for (const [n, fld] of [['unorm', 'UNORM'], ['glc', 'GLC'], ['slc', 'SLC'], ['r128', 'R128'], ['tfe', 'TFE'], ['lwe', 'LWE'], ['da', 'DA'], ['d16', 'D16']] as const) {
      if (o.has(n)) f[fld] = 1;
    }
    const dm = o.get('dmask')?.v ?? 0;
    f.DMASK = dm & 15;
    let dregs = p.dir === 'gather' ? 4 : popcount4(dm & 15);
    if (dregs === 0) dregs = 1;
    // (GCN 1.2 as tonga has unpacked 16-bit data: one register per component.)
    dregs += f.TFE ?? 0;
    if (vdata.regs !== dregs) { this.err(dat, 'image data size does not match dmask and tfe'); return; }
    f.VDATA = vdata.code - 256;
    f.VADDR = vaddr.code - 256;
    buildWords(layoutOf(this.gi, 'MIMG'), this.opcode(), f, this.words);
    this.emit();
  }

  exp(): void {
    const c = this.c;
    c.skipSpace();
    const tat = c.pos;
    const tgt = expTarget(c.ident());
    if (tgt < 0) { this.err(tat, 'invalid exp target'); return; }
    const regs: number[] = [];
    let en = 0;
    for (let i = 0; i < 4; i++) {
      if (i > 0 && !this.comma()) return;
      c.skipSpace();
      if (c.startsWithWord('off')) { c.pos += 3; regs.push(0); continue; }
      const v = this.vreg(1);
      if (this.bad) return;
      regs.push(v);
      en |= 1 << i;
    }
    const o = this.opts(EXP_OPTS);
    if (o === null) return;
    const f: Fields = { TGT: tgt, DONE: o.has('done') ? 1 : 0, VM: o.has('vm') ? 1 : 0 };
    if (o.has('compr')) {
      // Compressed: sources 0 and 1 (each a register pair of halves) go to VSRC0/VSRC1; EN per half.
      f.COMPR = 1;
      f.EN = en;
      f.VSRC0 = regs[0] || regs[1]!;
      f.VSRC1 = regs[2] || regs[3]!;
    } else {
      f.EN = en;
      f.VSRC0 = regs[0]!;
      f.VSRC1 = regs[1]!;
      f.VSRC2 = regs[2]!;
      f.VSRC3 = regs[3]!;
    }
    buildWords(layoutOf(this.gi, 'EXP'), 0, f, this.words);
    this.emit();
  }

  flat(p: FlatProfile): void {
    const f: Fields = {};
    const c = this.c;
    // Atomics name VDST only with glc (llvm-mc's _RTN forms); look ahead for it.
    const glc = /(^|[\s,])glc(\s|,|$)/i.test(c.text.slice(c.pos, c.end));
    const ret = p.dir === 'load' || (p.dir === 'atomic' && glc);
    let vdst: { code: number; regs: number; at: number } | null = null;
    if (ret) {
      c.skipSpace();
      const at = c.pos;
      const r = this.reg();
      if (r === null || r.file !== 'v') { this.err(at, M_INVALID); return; }
      vdst = { code: r.code - 256, regs: r.regs, at };
      if (!this.comma()) return;
    }
    f.ADDR = this.vreg(2);
    if (this.bad) return;
    if (p.dir !== 'load') {
      if (!this.comma()) return;
      f.DATA = this.vreg(p.data);
      if (this.bad) return;
    }
    const o = this.opts(FLAT_OPTS);
    if (o === null) return;
    if (o.has('glc')) f.GLC = 1;
    if (o.has('slc')) f.SLC = 1;
    if (o.has('tfe')) f.TFE = 1;
    if (vdst !== null) {
      const want = (p.cmpswap ? p.data >> 1 : p.data) + (f.TFE ?? 0);
      if (vdst.regs !== want) { this.err(vdst.at, M_INVALID); return; }
      f.VDST = vdst.code;
    }
    buildWords(layoutOf(this.gi, 'FLAT'), this.opcode(), f, this.words);
    this.emit();
  }
}

const GLC: ReadonlySet<string> = new Set(['glc']);
const VOP_OPTS: ReadonlySet<string> = new Set(['clamp', 'mul', 'div', 'high', 'dst_sel', 'dst_unused', 'src0_sel', 'src1_sel',
  'quad_perm', 'row_shl', 'row_shr', 'row_ror', 'wave_shl', 'wave_rol', 'wave_shr', 'wave_ror', 'row_mirror',
  'row_half_mirror', 'row_bcast', 'row_mask', 'bank_mask', 'bound_ctrl']);
const DS_OPTS: ReadonlySet<string> = new Set(['offset', 'gds']);
const SWZ_OPTS = DS_OPTS;
const DS2_OPTS: ReadonlySet<string> = new Set(['offset0', 'offset1', 'gds']);
const MUBUF_OPTS: ReadonlySet<string> = new Set(['offen', 'idxen', 'addr64', 'offset', 'glc', 'slc', 'tfe', 'lds']);
const MUBUF_OPTS_VI: ReadonlySet<string> = new Set(['offen', 'idxen', 'offset', 'glc', 'slc', 'tfe', 'lds']);
const MTBUF_OPTS: ReadonlySet<string> = new Set(['offen', 'idxen', 'addr64', 'offset', 'glc', 'slc', 'tfe', 'format', 'dfmt', 'nfmt']);
const MIMG_OPTS: ReadonlySet<string> = new Set(['dmask', 'unorm', 'glc', 'slc', 'r128', 'tfe', 'lwe', 'da']);
const MIMG_OPTS_VI: ReadonlySet<string> = new Set([...MIMG_OPTS, 'd16']);
const EXP_OPTS: ReadonlySet<string> = new Set(['done', 'compr', 'vm']);
const FLAT_OPTS: ReadonlySet<string> = new Set(['glc', 'slc', 'tfe']);

/** BUF_DATA_FORMAT_x → its DFMT; BUF_NUM_FORMAT_x → 100 + NFMT; -1 unknown. */
function fmtIndex(id: string): number {
  const u = id.toUpperCase();
  if (u.startsWith('BUF_DATA_FORMAT_')) {
    const n = u.slice(16).toLowerCase();
    return n === 'reserved_15' ? 15 : DFMT_NAMES.indexOf(n);
  }
  if (u.startsWith('BUF_NUM_FORMAT_')) {
    const n = u.slice(15).toLowerCase();
    const k = n === 'reserved_6' ? 6 : NFMT_NAMES.indexOf(n);
    return k < 0 ? -1 : 100 + k;
  }
  return -1;
}

function omodOf(o: Map<string, Opt>): number {
  const m = o.get('mul')?.v;
  if (m === 2) return 1;
  if (m === 4) return 2;
  if (o.get('div')?.v === 2) return 3;
  return 0;
}

function dppCtrl(o: Map<string, Opt>): number {
  const q = o.get('quad_perm');
  if (q !== undefined) {
    const l = q.list ?? [];
    if (l.length !== 4 || l.some((x) => x < 0 || x > 3)) return -1;
    return l[0]! | (l[1]! << 2) | (l[2]! << 4) | (l[3]! << 6);
  }
  for (const [n, base] of [['row_shl', 0x100], ['row_shr', 0x110], ['row_ror', 0x120]] as const) {
    const x = o.get(n);
    if (x !== undefined) return x.v >= 1 && x.v <= 15 ? base + x.v : -1;
  }
  for (const [n, v] of [['wave_shl', 0x130], ['wave_rol', 0x134], ['wave_shr', 0x138], ['wave_ror', 0x13c], ['row_mirror', 0x140], ['row_half_mirror', 0x141]] as const) {
    if (o.has(n)) return v;
  }
  const b = o.get('row_bcast');
  if (b !== undefined) return b.v === 15 ? 0x142 : b.v === 31 ? 0x143 : -1;
  return 0xe4;
}

function popcount4(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

function expTarget(t: string): number {
  if (t === 'mrtz') return 8;
  if (t === 'null') return 9;
  let m = /^mrt([0-7])$/.exec(t);
  if (m) return Number(m[1]);
  m = /^pos([0-3])$/.exec(t);
  if (m) return 12 + Number(m[1]);
  m = /^param([0-9]+)$/.exec(t);
  if (m && Number(m[1]) < 32) return 32 + Number(m[1]);
  return -1;
}

/** K of v_madmk/v_madak: always a literal of the operand's format. */
function kLiteral(k: Op, ot: OT, h: LlvmHost): number {
  if (k.fp) return h.convertDouble(BigInt.asUintN(64, k.val), ot === OT.FP16 ? F16 : F32).bits >>> 0;
  return Number(BigInt.asUintN(ot === OT.FP16 || ot === OT.INT16 ? 16 : 32, k.val)) >>> 0;
}

/** K of v_madmk/v_madak given as an inline value: its 32-bit pattern. */
function kValueOf(code: number, k: Op): number {
  if (code >= 128 && code <= 208) return (code <= 192 ? code - 128 : 192 - code) >>> 0;
  const F = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983];
  void k;
  return F[code - 240]! >>> 0;
}

export { Cursor, type ParseError };
void LLVM_EXPR;
void parseExpr;
