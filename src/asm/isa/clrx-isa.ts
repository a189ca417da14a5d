// CLRX dialect, every encoding but the VOP1 family (clrx.ts keeps that, with
// its byte fast path): operands are read in the order the row's profile
// gives them, then the modifiers; the words are built through the layout
// tables. Registers, sources (constants, literals, -/abs/sext) and the VOP
// modifiers are the VOP1 parsers' own (ClrxHost), so both read alike.

import { INLINE_FLOATS, intInlineCode } from '../../isa/operands.js';
import type { Generation, GenIndex } from '../../isa/generations.js';
import type {
  BufProfile, DsProfile, FlatProfile, Instr, MimgProfile, SmemProfile, SopkProfile, SopProfile, SoppProfile,
  VopProfile,
} from '../../isa/table/index.js';
import { Ch, type Cursor } from '../cursor.js';
import type { Expr } from '../expr.js';
import { buildWords, layoutOf, vop3Layout, type Fields } from './fields.js';
import type { Layout } from '../../isa/encodings.js';
import type { NameHit, Suffix } from './names.js';
import {
  DFMT_NAMES, EXP_TARGETS, HWREG_NAMES, NFMT_NAMES, SENDMSG_GS_OPS, SENDMSG_NAMES, waitcntMax,
} from './syntax.js';
import type { Mods as ClrxMods } from '../clrx.js';

/** A register or range as the CLRX parser reads it. */
export interface ClrxReg {
  file: 'v' | 's' | 'x';
  code: number;
  regs: number;
}

/** A source as the CLRX parser reads it. */
export interface ClrxSrc {
  col: number;
  code: number;
  regs: number;
  literal: number;
  litExpr: Expr | null;
  isReg: boolean;
  neg: boolean;
  abs: boolean;
  sext: boolean;
}

/** The VOP modifiers after the operands: the CLRX assembler's own record. */
export type { Mods as ClrxMods } from '../clrx.js';

/** A value that may wait for a symbol (a branch target). */
export type Pending = { readonly expr: Expr; readonly wait: string; readonly col: number };

/** What the whole-ISA code needs from ClrxAssembler. */
export interface ClrxHost {
  readonly gi: GenIndex;
  readonly gen: Generation;
  error(col: number, message: string): void;
  warning(col: number, message: string): void;
  failed(): boolean;
  parseRegister(c: Cursor, allowSymbols: boolean): ClrxReg | null;
  parseSource(c: Cursor, width: 32 | 64, fl: 'f16' | 'f32' | 'f64'): ClrxSrc | null;
  parseModifiers(c: Cursor, known: boolean, ops?: boolean, twoSources?: boolean): ClrxMods;
  modValue(c: Cursor): { v: bigint; col: number } | null;
  fieldValue(x: { v: bigint; col: number }, bits: number): number;
  /** A branch target: the SIMM16 value, a pending target, or null after an error. */
  branchTarget(c: Cursor): number | Pending | null;
  /** Appends the words; a literal source waits at word `litAt`; a pending branch fills SIMM16 of word 0. */
  emitWords(words: readonly number[], lit: ClrxSrc | null, litAt: number, branch: Pending | null): void;
}

const VCC = 106;

function regsOf(t: string | null | undefined): number {
  if (t === undefined || t === null) return 1;
  return t === 'b128' ? 4 : t.endsWith('64') ? 2 : 1;
}

function plural(n: number): string {
  return n > 1 ? 's' : '';
}

/** Reads the operands and modifiers of `hit` and emits it. */
export function clrxIsaInstruction(h: ClrxHost, hit: NameHit, col: number, c: Cursor): void {
  const row = hit.row;
  const p = row.p;
  const a = new Asm(h, row, col, c);
  switch (p.kind) {
    case 'sop': a.sop(p); return;
    case 'sopk': a.sopk(p); return;
    case 'sopp': a.sopp(p); return;
    case 'smem': a.smem(p); return;
    case 'vop': a.vop(p, hit.suffix); return;
    case 'vintrp': a.vintrp(p.form); return;
    case 'vop3interp': a.vop3interp(p.form); return;
    case 'ds': a.ds(p); return;
    case 'buf': a.buf(p); return;
    case 'mimg': a.mimg(p); return;
    case 'exp': a.exp(); return;
    case 'flat': a.flat(p); return;
  }
}

class Asm {
  private bad = false;
  private readonly words: number[] = [];
  constructor(private readonly h: ClrxHost, private readonly row: Instr, private readonly col: number,
    private readonly c: Cursor) {}

  private get gi(): GenIndex { return this.h.gi; }

  /** `name=value` fields the printer writes for bits no operand shows (layout field names, any case). */
  /** (Made on first use: most lines have none.) */
  private extraFields: Fields | null = null;
  private get extra(): Fields { return this.extraFields ??= {}; }

  /** buildWords with the `name=value` fields on top. */
  private bw(lay: Layout, opcode: number, f: Fields, out: number[]): void {
    const extra = this.extraFields;
    if (extra !== null) {
      for (const k in extra) {
        const name = lay.fields[k] !== undefined ? k : FIELD_ALIASES[k];
        if (name === undefined || lay.fields[name] === undefined) { this.err(this.col, `Unknown field '${k.toLowerCase()}'`); return; }
        f[name] = extra[k]!;
      }
    }
    buildWords(lay, opcode, f, out);
  }

  private err(col: number, m: string): void {
    this.h.error(col, m);
    this.bad = true;
  }

  private comma(): boolean {
    if (this.c.eat(Ch.COMMA)) { this.c.skipSpace(); return true; }
    this.err(this.c.col(), "Expected ',' before argument");
    return false;
  }

  /** A scalar register of `regs` registers (SGPR, TTMP or a named one): its code, or -1. */
  private sreg(regs: number): number {
    const c = this.c;
    c.skipSpace();
    const col = c.col();
    const r = this.h.parseRegister(c, true);
    // (ill_N: a code the printer has no name for.)
    const ill = r !== null && r.file === 'x' && r.code < 128;
    if (r === null || (r.file !== 's' && !ill)) { this.err(col, `Expected ${regs} scalar register${plural(regs)}`); return -1; }
    if (r.code < 0) { this.bad = true; return -1; }
    if (ill) return r.code;
    if (r.regs !== regs) { this.err(col, `Required ${regs} scalar register${plural(regs)}`); return -1; }
    return r.code;
  }

  /** A VGPR range of `regs` registers: its number, or -1. */
  private vreg(regs: number): number {
    const c = this.c;
    c.skipSpace();
    const col = c.col();
    const r = this.h.parseRegister(c, true);
    if (r === null || r.file !== 'v') { this.err(col, `Expected ${regs} vector register${plural(regs)}`); return -1; }
    if (r.code < 0) { this.bad = true; return -1; }
    if (r.regs !== regs) { this.err(col, `Required ${regs} vector register${plural(regs)}`); return -1; }
    return r.code - 256;
  }

  /** A scalar source (SOP): register, constant or literal. */
  private ssrc(regs: number, fl: 'f16' | 'f32' | 'f64' = regs === 2 ? 'f64' : 'f32'): ClrxSrc | null {
    const c = this.c;
    c.skipSpace();
    const s = this.h.parseSource(c, regs === 2 ? 64 : 32, fl);
    if (s === null) { this.bad = true; return null; }
    if (s.code < 0) { this.bad = true; return null; }
    if (s.code >= 256) { this.err(s.col, `Expected ${regs} scalar register${plural(regs)}`); return null; }
    if (s.neg || s.abs || s.sext) { this.err(s.col, 'Scalar source with modifiers is illegal'); return null; }
    if (s.regs !== 0 && s.regs !== regs && !(s.code === 124)) {
      this.err(s.col, `Required ${regs} scalar register${plural(regs)}`);
      return null;
    }
    return s;
  }

  private value(): { v: bigint; col: number } | null {
    this.c.skipSpace();
    const x = this.h.modValue(this.c);
    if (x === null) this.bad = true;
    return x;
  }

  private end(): boolean {
    const c = this.c;
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return true;
      const at = c.pos;
      const id = c.ident();
      c.skipSpace();
      if (id === '' || c.peek() !== Ch.EQ) { c.pos = at; break; }
      c.pos++;
      const x = this.value();
      if (x === null) return false;
      this.extra[id.toUpperCase()] = this.h.fieldValue(x, 32);
    }
    this.err(c.col(), 'Garbages at end of line');
    return false;
  }

  private emit(lit: ClrxSrc | null = null, litAt = 1, branch: Pending | null = null): void {
    if (this.bad || this.h.failed()) return;
    this.h.emitWords(this.words, lit, litAt, branch);
  }

  private opcode(): number {
    return this.row.op[this.gi]!;
  }

  // --- scalar ALU -------------------------------------------------------------

  sop(p: SopProfile): void {
    const enc = this.row.enc as 'SOP1' | 'SOP2' | 'SOPC';
    const f: Fields = {};
    const srcs: ClrxSrc[] = [];
    let first = true;
    if (p.dst !== 0) { f.SDST = this.sreg(p.dst); first = false; if (this.bad) return; }
    const fl = (n: number) => (this.row.opts.lit === 'f16' ? 'f16' as const : n === 2 ? 'f64' as const : 'f32' as const);
    if (p.src0 !== 0) {
      if (!first && !this.comma()) return;
      const s = this.ssrc(p.src0, fl(p.src0));
      if (s === null) return;
      srcs.push(s);
      f.SSRC0 = s.code;
      first = false;
    }
    if (p.src1 === 'gpridx') {
      if (!this.comma()) return;
      const x = this.value();
      if (x === null) return;
      f.SSRC1 = this.h.fieldValue(x, 8);
    } else if (p.src1 !== 0) {
      if (!this.comma()) return;
      const s = this.ssrc(p.src1, fl(p.src1));
      if (s === null) return;
      srcs.push(s);
      f.SSRC1 = s.code;
    }
    if (!this.end()) return;
    const lits = srcs.filter((s) => s.code === 255);
    // (clrxasm refuses two literals even when they are equal.)
    if (lits.length > 1) {
      this.err(lits[1]!.col, 'Only one literal can be used in instruction');
      return;
    }
    this.bw(layoutOf(this.gi, enc), this.opcode(), f, this.words);
    if (lits.length > 0) this.words.push(lits[0]!.literal >>> 0);
    this.emit(lits[0] ?? null);
  }

  /** hwreg(name, offset, size): the SIMM16 value, or -1. */
  private hwreg(): number {
    const c = this.c;
    c.skipSpace();
    const col = c.col();
    if (!(c.startsWithWord('hwreg'))) { this.err(col, 'Expected hwreg function'); return -1; }
    c.pos += 5;
    if (!c.eat(Ch.LPAREN)) { this.err(c.col(), "Expected '(' before hwreg"); return -1; }
    c.skipSpace();
    const ncol = c.col();
    let id: number;
    if (c.peek() === Ch.AT) {
      c.pos++;
      const x = this.value();
      if (x === null) return -1;
      id = this.h.fieldValue(x, 6);
    } else {
      const name = c.ident().toLowerCase();
      const n = name.startsWith('hwreg_') ? name.slice(6) : name;
      const k = HWREG_NAMES.indexOf(n);
      if (k <= 0 || k >= (this.gi === 2 ? 14 : 13)) { this.err(ncol, 'Unknown HWRegister'); return -1; }
      id = k;
    }
    if (!c.eat(Ch.COMMA)) { this.err(c.col(), "Expected ',' before argument"); return -1; }
    const off = this.value();
    if (off === null) return -1;
    if (!c.eat(Ch.COMMA)) { this.err(c.col(), "Expected ',' before argument"); return -1; }
    const size = this.value();
    if (size === null) return -1;
    if (!c.eat(Ch.RPAREN)) { this.err(c.col(), 'Unterminated hwreg function'); return -1; }
    const o = this.h.fieldValue(off, 5);
    const s = Number(size.v);
    if (s < 1 || s > 32) { this.err(size.col, 'Size of bitfield out of range (1-32)'); return -1; }
    return id | (o << 6) | ((s - 1) << 11);
  }

  sopk(p: SopkProfile): void {
    const f: Fields = {};
    const lay = layoutOf(this.gi, 'SOPK');
    let branch: Pending | null = null;
    let imm32: number | null = null;
    switch (p.form) {
      case 'fork': {
        f.SDST = this.sreg(2);
        if (this.bad || !this.comma()) return;
        const t = this.h.branchTarget(this.c);
        if (t === null) { this.bad = true; return; }
        if (typeof t === 'number') f.SIMM16 = t; else branch = t;
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
        const x = this.value();
        if (x === null) return;
        imm32 = this.h.fieldValue(x, 32);
        break;
      }
      default: {
        f.SDST = this.sreg(1);
        if (this.bad || !this.comma()) return;
        const x = this.value();
        if (x === null) return;
        f.SIMM16 = this.h.fieldValue(x, 16);
      }
    }
    if (!this.end()) return;
    this.bw(lay, this.opcode(), f, this.words);
    if (imm32 !== null) this.words.push(imm32 >>> 0);
    this.emit(null, 1, branch);
  }

  sopp(p: SoppProfile): void {
    const c = this.c;
    c.skipSpace();
    let imm = 0;
    let branch: Pending | null = null;
    switch (p.imm) {
      case 'label': {
        const t = this.h.branchTarget(c);
        if (t === null) { this.bad = true; return; }
        if (typeof t === 'number') imm = t; else branch = t;
        break;
      }
      case 'waitcnt': imm = this.waitcnt(); break;
      case 'sendmsg': imm = this.sendmsg(); break;
      case 'none': case 'opt':
        if (!c.atEnd()) { const x = this.value(); if (x === null) return; imm = this.h.fieldValue(x, 16); }
        break;
      default: {
        const x = this.value();
        if (x === null) return;
        imm = this.h.fieldValue(x, 16);
      }
    }
    if (this.bad || imm < 0 || !this.end()) return;
    this.bw(layoutOf(this.gi, 'SOPP'), this.opcode(), { SIMM16: imm }, this.words);
    this.emit(null, 1, branch);
  }

  /** vmcnt(n) & expcnt(n) & lgkmcnt(n), or an expression. */
  private waitcnt(): number {
    const c = this.c;
    const max = waitcntMax(this.gi);
    let v = 0xf7f & 0xffff;
    v = max.all;
    let any = false;
    for (;;) {
      c.skipSpace();
      const col = c.col();
      const which = c.startsWithWord('vmcnt') ? 0 : c.startsWithWord('expcnt') ? 1 : c.startsWithWord('lgkmcnt') ? 2 : -1;
      if (which < 0) {
        if (any) { this.err(col, 'Expected vmcnt, lgkmcnt or expcnt'); return -1; }
        const x = this.value();
        if (x === null) return -1;
        return this.h.fieldValue(x, 16);
      }
      any = true;
      c.pos += which === 0 ? 5 : which === 1 ? 6 : 7;
      if (!c.eat(Ch.LPAREN)) { this.err(c.col(), "Expected '(' before argument"); return -1; }
      const x = this.value();
      if (x === null) return -1;
      if (!c.eat(Ch.RPAREN)) { this.err(c.col(), "Expected ')' after argument"); return -1; }
      const n = Number(BigInt.asUintN(32, x.v));
      if (which === 0) v = (v & ~0xf) | (n & 0xf);
      else if (which === 1) v = (v & ~0x70) | ((n & 7) << 4);
      else v = (v & ~0xf00) | ((n & 0xf) << 8);
      c.skipSpace();
      if (c.peek() === Ch.AMP) { c.pos++; continue; }
      if (c.peek() === Ch.COMMA) { c.pos++; continue; }
      if (c.atEnd()) return v;
      if (c.startsWithWord('vmcnt') || c.startsWithWord('expcnt') || c.startsWithWord('lgkmcnt')) continue;
      return v;
    }
  }

  /** sendmsg(msg[, op[, stream]]). */
  private sendmsg(): number {
    const c = this.c;
    c.skipSpace();
    const col = c.col();
    if (!c.startsWithWord('sendmsg')) {
      const x = this.value();
      return x === null ? -1 : this.h.fieldValue(x, 16);
    }
    c.pos += 7;
    if (!c.eat(Ch.LPAREN)) { this.err(c.col(), "Expected '(' before argument"); return -1; }
    c.skipSpace();
    const ncol = c.col();
    let msg: number;
    if (c.peek() === Ch.AT) {
      c.pos++;
      const x = this.value();
      if (x === null) return -1;
      msg = this.h.fieldValue(x, 4);
    } else {
      const name = c.ident().toLowerCase();
      msg = SENDMSG_NAMES.indexOf(name);
      if (name === 'savewave' && this.gi === 2) msg = 4;
      if (msg < 0 || name.startsWith('@')) { this.err(ncol, 'Unknown message'); return -1; }
    }
    let v = msg;
    // clrxasm: an operation (and stream) for gs/gs_done only, and there it is required.
    c.skipSpace();
    const gs = msg === 2 || msg === 3;
    if (gs && c.peek() !== Ch.COMMA) { this.err(c.col(), "Expected ',' before argument"); return -1; }
    if (!gs && c.peek() === Ch.COMMA) { this.err(c.col(), 'Unterminated sendmsg function'); return -1; }
    if (c.eat(Ch.COMMA)) {
      c.skipSpace();
      const ocol = c.col();
      const name = c.ident().toLowerCase();
      let opv = SENDMSG_GS_OPS.indexOf(name);
      // emit-cut reads as `emit` `-` `cut`
      if (name === 'emit' && c.peek() === Ch.MINUS) {
        c.pos++;
        opv = c.ident().toLowerCase() === 'cut' ? 3 : -1;
      }
      const op = opv;
      if (op < 0) { this.err(ocol, 'Unknown GSOP'); return -1; }
      v |= opv << 4;
      if (c.eat(Ch.COMMA)) {
        const x = this.value();
        if (x === null) return -1;
        v |= this.h.fieldValue(x, 2) << 8;
      }
    }
    if (!c.eat(Ch.RPAREN)) { this.err(c.col(), 'Unterminated sendmsg function'); return -1; }
    void col;
    return v;
  }

  // --- scalar memory ----------------------------------------------------------

  smem(p: SmemProfile): void {
    const vi = this.gi === 2;
    const f: Fields = {};
    let lit: number | null = null;
    if (p.form === 'dst') {
      const d = this.sreg(2);
      if (this.bad) return;
      if (vi) f.SDATA = d; else f.SDST = d;
    } else if (p.form !== 'none') {
      if (p.form === 'probe') {
        const x = this.value();
        if (x === null) return;
        f.SDATA = this.h.fieldValue(x, 7);
      } else {
        const d = this.sreg(p.data);
        if (this.bad) return;
        if (vi) f.SDATA = d; else f.SDST = d;
      }
      if (!this.comma()) return;
      const b = this.sreg(p.base);
      if (this.bad || !this.comma()) return;
      f.SBASE = b >> 1;
      const c = this.c;
      c.skipSpace();
      const ocol = c.col();
      const r = this.h.parseRegister(c, true);
      if (r !== null) {
        if (r.file === 'v' || r.regs > 1) { this.err(ocol, 'Expected 1 scalar register'); return; }
        if (r.code < 0) { this.bad = true; return; }
        if (vi && (p.form === 'store' || p.form === 'atomic' || p.form === 'probe') && r.code !== 124) {
          this.err(ocol, 'Store/Atomic SMEM instructions accepts only M0 register');
          return;
        }
        f.OFFSET = r.code;
      } else {
        const x = this.value();
        if (x === null) return;
        if (vi) f.OFFSET = this.h.fieldValue(x, 20);
        else {
          const v = BigInt.asUintN(32, x.v);
          if (v < 256n) f.OFFSET = Number(v);
          else if (this.gi === 1) { f.OFFSET = 255; lit = Number(v); f.IMM = 0; }
          else f.OFFSET = this.h.fieldValue(x, 8);
        }
        if (lit === null) f.IMM = 1;
      }
    }
    if (!this.memMods(f, vi ? { glc: 'GLC' } : {})) return;
    this.bw(layoutOf(this.gi, vi ? 'SMEM' : 'SMRD'), this.opcode(), f, this.words);
    if (lit !== null) this.words.push(lit >>> 0);
    this.emit();
  }

  /**
   * Memory modifiers: flags (name → field set to 1) and valued ones
   * (`offset:N`, ...); `fieldsEq` names the `name=value` fields the printer
   * writes for unused fields.
   */
  private memMods(f: Fields, flags: Record<string, string>, valued: Record<string, [string, number]> = {},
    special?: (name: string, col: number) => boolean): boolean {
    const c = this.c;
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return !this.bad;
      const col = c.col();
      const id = c.ident().toLowerCase();
      if (id === '') { this.err(col, 'Garbages at end of line'); return false; }
      c.skipSpace();
      if (c.peek() === Ch.EQ) {
        c.pos++;
        const x = this.value();
        if (x === null) return false;
        this.extra[id.toUpperCase()] = this.h.fieldValue(x, 32);
        continue;
      }
      const fl = flags[id];
      if (fl !== undefined) {
        if (c.peek() === Ch.COLON) {
          c.pos++;
          const x = this.value();
          if (x === null) return false;
          f[fl] = x.v !== 0n ? 1 : 0;
        } else f[fl] = 1;
        continue;
      }
      const vd = valued[id];
      if (vd !== undefined) {
        if (c.peek() !== Ch.COLON) { this.err(c.col(), `Expected ':' before ${id}`); return false; }
        c.pos++;
        const x = this.value();
        if (x === null) return false;
        const v = Number(BigInt.asUintN(32, x.v));
        if (v >= 2 ** vd[1]) { this.h.warning(x.col, `Value 0x${v.toString(16)} truncated to 0x${(v & (2 ** vd[1] - 1)).toString(16)}`); }
        f[vd[0]] = v & (2 ** vd[1] - 1);
        continue;
      }
      if (special !== undefined && special(id, col)) { if (this.bad) return false; continue; }
      this.err(col, 'Unknown modifier');
      return false;
    }
  }

  // --- vector ALU -------------------------------------------------------------

  /** A VOP source; `fl` the format a float literal takes. */
  private vsrc(regs: number, fl: 'f16' | 'f32' | 'f64'): ClrxSrc | null {
    const c = this.c;
    c.skipSpace();
    if (c.atEnd()) { this.err(c.col(), 'Expected instruction operand'); return null; }
    const s = this.h.parseSource(c, regs === 2 ? 64 : 32, fl);
    if (s === null || s.code < 0) { this.bad = true; return null; }
    if (s.regs !== 0 && s.regs !== regs && !(s.code === 124 && regs === 2) && !(regs === 4 && s.regs === 4)) {
      const kind = s.code >= 256 ? 'vector' : 'scalar';
      this.err(s.col, `Required ${regs} ${kind} register${plural(regs)}`);
      return null;
    }
    return s;
  }

  private fl(t: string | undefined): 'f16' | 'f32' | 'f64' {
    if (t !== undefined && t.endsWith('64')) return 'f64';
    const lit = this.row.opts.lit;
    if (lit === 'f16' || t === 'f16') return 'f16';
    return 'f32';
  }

  vop(p: VopProfile, suffix: Suffix): void {
    const row = this.row;
    const gi = this.gi;
    const c = this.c;
    const enc = row.enc;
    const vopc = enc === 'VOPC';
    let vdst = 0;
    let sdstCode = -1; //  VOPC destination / VOP3B carry-out as written
    let first = true;
    const srcRegs = [regsOf(p.src[0]), row.opts.clrxSrc1Pair ? 2 : regsOf(p.src[1]), regsOf(p.src[2])];
    // destination
    if (vopc) {
      sdstCode = this.sreg(2);
      if (this.bad) return;
      first = false;
    } else if (p.lane === 'read' || p.sdst === 'b32') {
      vdst = this.sreg(1);
      if (this.bad) return;
      first = false;
    } else if (p.dst !== null) {
      vdst = this.vreg(p.sdst === 'b64' ? 2 : regsOf(p.dst));
      if (this.bad) return;
      first = false;
    } else if (p.sdst === 'b64') {
      sdstCode = this.sreg(2);
      if (this.bad) return;
      first = false;
    }
    if (p.src.length === 0 && p.dst === null && p.sdst === undefined) {
      // No operands (v_nop-like VOP3 ops): modifiers only.
      const mods = this.h.parseModifiers(c, true, false);
      if (this.h.failed()) return;
      const lay = vop3Layout(gi, row);
      this.bw(lay, row.vop3[gi]!, { CLAMP: mods.clamp ? 1 : 0, OMOD: mods.omod }, this.words);
      this.emit();
      return;
    }
    const hasSdst = (enc === 'VOP2' && p.co === true) || (enc === 'VOP3' && row.vop3b);
    if (hasSdst) {
      if (!this.comma()) return;
      sdstCode = this.sreg(2);
      if (this.bad) return;
    }
    // sources
    const srcs: (ClrxSrc | null)[] = [];
    let kVal: ClrxSrc | null = null;
    let nsrc = p.src.length;
    if (p.mac) nsrc = 2;
    if (p.ci && enc === 'VOP2') nsrc = 2;
    for (let i = 0; i < nsrc; i++) {
      if (!first || i > 0) { if (!this.comma()) return; }
      const s = this.vsrc(srcRegs[i]!, this.fl(p.src[i]));
      if (s === null) return;
      srcs.push(s);
      if (p.k === 'mk' && i === 0) {
        if (!this.comma()) return;
        kVal = this.vsrc(1, 'f32');
        if (kVal === null) return;
      }
    }
    if (p.k === 'ak') {
      if (!this.comma()) return;
      kVal = this.vsrc(1, 'f32');
      if (kVal === null) return;
    }
    let mask: number = -1; // v_cndmask / v_addc lane mask (SRC2)
    if (p.ci && enc === 'VOP2') {
      if (!this.comma()) return;
      mask = this.sreg(2);
      if (this.bad) return;
    }
    const mods = this.h.parseModifiers(c, false, true, nsrc >= 2);
    if (this.h.failed()) { this.bad = true; return; }
    // v_div_fmas reads VCC: clrxasm allows no SGPR source (its message).
    if (row.opts.llvmReadsVcc && srcs.some((x) => x !== null && x.code < 128)) { this.err(this.col, 'No SGPR can be readed in vccImplRead'); return; }
    this.encodeVop(p, suffix, vdst, sdstCode, srcs as ClrxSrc[], kVal, mask, mods);
  }

  private encodeVop(p: VopProfile, suffix: Suffix, vdst: number, sdst: number, s: ClrxSrc[], k: ClrxSrc | null,
    mask: number, m: ClrxMods): void {
    const row = this.row;
    const gi = this.gi;
    const enc = row.enc;
    const g = this.h.gen;
    const vopc = enc === 'VOPC';
    const has32 = enc === 'VOP2' || vopc;
    const srcMods = s.some((x) => x.neg || x.abs);
    const sext = s.some((x) => x.sext) || m.sextBits !== 0;
    const sdwa = g.sdwa && (suffix === 'sdwa' || m.wantSdwa || m.sdwa || sext);
    const dpp = g.dpp && (suffix === 'dpp' || m.wantDpp || m.dpp);
    const vop3Mods = m.clamp || m.omod !== 0 || m.negBits !== 0 || m.absBits !== 0 || srcMods;
    const lit = s.find((x) => x.code === 255) ?? null;
    if (sdwa && dpp) { this.err(m.firstCol || this.col, 'Mixing modifiers from different encodings is illegal'); return; }
    if ((sdwa || dpp) && (m.vop3 || m.omod !== 0)) { this.err(m.firstCol || this.col, 'Mixing modifiers from different encodings is illegal'); return; }
    if (has32 && (sdwa || dpp)) {
      if (s[0] === undefined || s[0].code < 256 || s[0].regs === 0) {
        this.err(this.col, lit !== null ? 'Literal with SDWA or DPP word is illegal' : 'SRC0 must be a vector register with SDWA or DPP word');
        return;
      }
      if (s[1] !== undefined && (s[1].code < 256 || s[1].regs === 0)) { this.err(this.col, 'VSRC1 must be a vector register'); return; }
      if (k !== null) { this.err(this.col, 'DPP/SDWA encoding is illegal for this instruction'); return; }
      if ((sdstCode(sdst) && sdst !== VCC) || (mask >= 0 && mask !== VCC)) { this.err(this.col, 'SDWA/DPP encoding needs VCC'); return; }
      if (dpp && sext) { this.err(this.col, 'SEXT modifiers is unavailable for DPP word'); return; }
      if (dpp && m.clamp) { this.err(m.firstCol || this.col, 'Mixing modifiers from different encodings is illegal'); return; }
      const f: Fields = { SRC0: sdwa ? 249 : 250, VSRC1: s[1] !== undefined ? s[1].code - 256 : 0, VDST: vdst };
      this.bw(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, this.words);
      const neg = (s[0].neg ? 1 : 0) | (s[1]?.neg ? 2 : 0) | m.negBits;
      const abs = (s[0].abs ? 1 : 0) | (s[1]?.abs ? 2 : 0) | m.absBits;
      let w1: number;
      if (sdwa) {
        const sx = (s[0].sext ? 1 : 0) | (s[1]?.sext ? 2 : 0) | m.sextBits;
        w1 = (s[0].code - 256) | (m.dstSel << 8) | (m.dstUnused << 11) | ((m.clamp ? 1 : 0) << 13) | (m.src0Sel << 16)
          | ((sx & 1) << 19) | ((neg & 1) << 20) | ((abs & 1) << 21) | (m.src1Sel << 24) | (((sx >> 1) & 1) << 27)
          | (((neg >> 1) & 1) << 28) | (((abs >> 1) & 1) << 29);
      } else {
        w1 = (s[0].code - 256) | (m.dppCtrl << 8) | (m.boundCtrl << 19) | ((neg & 1) << 20) | ((abs & 1) << 21)
          | (((neg >> 1) & 1) << 22) | (((abs >> 1) & 1) << 23) | (m.bankMask << 24) | (m.rowMask << 28);
      }
      this.words.push(w1 >>> 0);
      this.emit();
      return;
    }
    if (suffix === 'sdwa' || suffix === 'dpp') { this.err(this.col, `${suffix === 'sdwa' ? 'SDWA' : 'DPP'} encoding specified when ${suffix === 'sdwa' ? 'SDWA' : 'DPP'} not present`); return; }
    // The 32-bit form when every operand fits it.
    const fits32 = has32 && suffix !== 'e64' && !m.vop3 && !vop3Mods
      && (s[1] === undefined || (s[1].code >= 256 && s[1].regs !== 0) || (p.lane !== undefined && s[1].code < 256))
      && (!sdstCode(sdst) || sdst === VCC) && (mask < 0 || mask === VCC);
    if (fits32) {
      const f: Fields = { SRC0: s[0]!.code, VDST: vdst };
      if (s[1] !== undefined) f.VSRC1 = p.lane !== undefined ? s[1].code : s[1].code - 256;
      if (p.lane !== undefined && s[1] !== undefined && s[1].code === 255) { this.err(this.col, 'Literal in lane select is illegal'); return; }
      this.bw(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, this.words);
      if (k !== null) {
        // A literal source shares the K dword when it has K's value (clrxasm).
        if (lit !== null && (lit.litExpr !== null || lit.literal >>> 0 !== kValue(k, gi))) {
          this.err(lit.col, 'Only one literal can be used in instruction');
          return;
        }
        this.words.push(kValue(k, gi) >>> 0);
        this.emit(k.code === 255 ? k : null);
        return;
      }
      if (lit !== null) {
        const l2 = s.filter((x) => x.code === 255);
        if (l2.length > 1) { this.err(l2[1]!.col, 'Only one literal can be used in instruction'); return; }
        this.words.push(lit.literal >>> 0);
      }
      this.emit(lit);
      return;
    }
    if (suffix === 'e32') { this.err(this.col, '32-bit encoding specified when 64-bit encoding'); return; }
    if (k !== null || row.vop3[gi] === null) { this.err(this.col, 'VOP3 encoding is illegal for this instruction'); return; }
    if (lit !== null) { this.err(this.col, 'Literal in VOP3 encoding is illegal'); return; }
    const lay = vop3Layout(gi, row);
    if (m.vsrc1 !== 0) this.extra.SRC1 = m.vsrc1;
    if (m.vsrc2 !== 0) this.extra.SRC2 = m.vsrc2;
    if (m.vdstField !== null) this.extra.VDST = m.vdstField;
    if (m.src0Field !== null) this.extra.SRC0 = m.src0Field;
    const f: Fields = {
      VDST: vopc || (p.dst === null && p.sdst === 'b64' && !row.vop3b) ? sdst : vdst,
      SRC0: s[0]?.code ?? 0, SRC1: s[1]?.code ?? 0, SRC2: s[2]?.code ?? 0,
      CLAMP: m.clamp ? 1 : 0, OMOD: m.omod,
      NEG: ((s[0]?.neg ? 1 : 0) | (s[1]?.neg ? 2 : 0) | (s[2]?.neg ? 4 : 0) | m.negBits) & 7,
    };
    const abs = ((s[0]?.abs ? 1 : 0) | (s[1]?.abs ? 2 : 0) | (s[2]?.abs ? 4 : 0) | m.absBits) & 7;
    if (row.vop3b) { f.SDST = sdst >= 0 ? sdst : 0; } else f.ABS = abs;
    if (mask >= 0) f.SRC2 = mask;
    if (row.vop3b && abs !== 0) { this.err(this.col, 'ABS modifier is illegal for VOP3B'); return; }
    this.bw(lay, row.vop3[gi]!, f, this.words);
    this.emit();
  }

  vintrp(form: 'p1' | 'p2' | 'mov'): void {
    const vdst = this.vreg(1);
    if (this.bad || !this.comma()) return;
    const c = this.c;
    let vsrc: ClrxSrc | null = null;
    let param = 0;
    if (form === 'mov') {
      c.skipSpace();
      const col = c.col();
      const id = c.ident().toLowerCase();
      param = ['p10', 'p20', 'p0'].indexOf(id);
      if (param < 0) { this.err(col, 'Unknown VINTRP parameter'); return; }
    } else {
      c.skipSpace();
      const col = c.col();
      vsrc = this.vsrc(1, 'f32');
      if (vsrc === null) return;
      if (vsrc.code < 256) { this.err(col, 'Expected 1 vector register'); return; }
    }
    if (!this.comma()) return;
    const at = this.attr();
    if (at === null) return;
    const m = this.h.parseModifiers(c, true, true);
    if (this.h.failed()) return;
    const row = this.row;
    if (m.vop3 || m.clamp || m.omod !== 0 || m.negBits !== 0 || m.absBits !== 0 || (vsrc !== null && (vsrc.neg || vsrc.abs))) {
      // The VOP3 image (GCN 1.2): SRC0 holds the attribute and channel, SRC1 the source.
      if (row.vop3[this.gi] === null) { this.err(this.col, 'VOP3 encoding is illegal for this instruction'); return; }
      const f: Fields = {
        VDST: vdst, SRC0: at[0] | (at[1] << 6), SRC1: vsrc !== null ? vsrc.code : param,
        CLAMP: m.clamp ? 1 : 0, OMOD: m.omod,
        NEG: ((vsrc?.neg ? 2 : 0) | m.negBits) & 7, ABS: ((vsrc?.abs ? 2 : 0) | m.absBits) & 7,
      };
      this.bw(vop3Layout(this.gi, row), row.vop3[this.gi]!, f, this.words);
      this.emit();
      return;
    }
    const f = { VDST: vdst, VSRC: vsrc !== null ? vsrc.code - 256 : param, ATTR: at[0], ATTRCHAN: at[1] };
    this.bw(layoutOf(this.gi, 'VINTRP'), this.opcode(), f, this.words);
    this.emit();
  }

  /** attrN.c: [attr, chan], or null. */
  private attr(): [number, number] | null {
    const c = this.c;
    c.skipSpace();
    const col = c.col();
    const id = c.ident().toLowerCase();
    const m = /^attr([0-9]+)\.([xyzw])$/.exec(id);
    if (m === null) { this.err(col, 'Expected attr name'); return null; }
    const n = Number(m[1]);
    if (n > 63) { this.err(col, 'Attribute number out of range (0-63)'); return null; }
    return [n, 'xyzw'.indexOf(m[2]!)];
  }

  vop3interp(form: 'p1ll' | 'p1lv' | 'p2'): void {
    const row = this.row;
    const vdst = this.vreg(1);
    if (this.bad || !this.comma()) return;
    const s0 = this.vsrc(1, 'f32');
    if (s0 === null || !this.comma()) return;
    const at = this.attr();
    if (at === null) return;
    let s2: ClrxSrc | null = null;
    if (form !== 'p1ll') {
      if (!this.comma()) return;
      s2 = this.vsrc(1, 'f16');
      if (s2 === null) return;
    }
    const c = this.c;
    // high: the attribute's high half
    let high = 0;
    c.skipSpace();
    if (c.startsWithWord('high')) { c.pos += 4; high = 1; }
    const m = this.h.parseModifiers(c, true, true);
    if (this.h.failed()) return;
    const f: Fields = {
      VDST: vdst, SRC0: at[0] | (at[1] << 6) | (high << 8), SRC1: s0.code, SRC2: s2?.code ?? 0,
      CLAMP: m.clamp ? 1 : 0, OMOD: m.omod,
      NEG: ((s0.neg ? 2 : 0) | (s2?.neg ? 4 : 0) | m.negBits) & 7,
      ABS: ((s0.abs ? 2 : 0) | (s2?.abs ? 4 : 0) | m.absBits) & 7,
    };
    this.bw(vop3Layout(this.gi, row), row.vop3[this.gi]!, f, this.words);
    this.emit();
  }

  // --- memory -------------------------------------------------------------------

  ds(p: DsProfile): void {
    const f: Fields = {};
    let any = false;
    const next = (): boolean => { if (any) return this.comma(); any = true; return true; };
    if (p.vdst > 0) { if (!next()) return; f.VDST = this.vreg(p.vdst); if (this.bad) return; }
    if (p.addr) { if (!next()) return; f.ADDR = this.vreg(1); if (this.bad) return; }
    if (p.data0 > 0) { if (!next()) return; f.DATA0 = this.vreg(p.data0); if (this.bad) return; }
    if (p.data1 > 0) { if (!next()) return; f.DATA1 = this.vreg(p.data1); if (this.bad) return; }
    const valued: Record<string, [string, number]> = p.two
      ? { offset0: ['OFFSET0', 8], offset1: ['OFFSET1', 8] }
      : { offset: ['OFFSET', 16] };
    if (!this.memMods(f, { gds: 'GDS' }, valued)) return;
    if (f.OFFSET !== undefined) { f.OFFSET0 = f.OFFSET & 0xff; f.OFFSET1 = f.OFFSET >>> 8; delete f.OFFSET; }
    this.bw(layoutOf(this.gi, 'DS'), this.opcode(), f, this.words);
    this.emit();
  }

  buf(p: BufProfile): void {
    const mtbuf = this.row.enc === 'MTBUF';
    const vi = this.gi === 2;
    const f: Fields = {};
    const c = this.c;
    let vdataCol = 0;
    let vaddrCol = 0;
    let vdataR: ClrxReg | null = null;
    let vaddrR: ClrxReg | null = null;
    if (p.dir !== 'none') {
      if (!p.lds) {
        c.skipSpace();
        vdataCol = c.col();
        vdataR = this.h.parseRegister(c, true);
        if (vdataR === null || vdataR.file !== 'v') { this.err(vdataCol, 'Expected vector register range'); return; }
        if (!this.comma()) return;
        c.skipSpace();
        vaddrCol = c.col();
        vaddrR = this.h.parseRegister(c, true);
        if (vaddrR === null || vaddrR.file !== 'v') { this.err(vaddrCol, 'Expected vector register range'); return; }
        if (!this.comma()) return;
      }
      const rs = this.sreg(4);
      if (this.bad || !this.comma()) return;
      f.SRSRC = rs >> 2;
      const so = this.ssrc(1, 'f32');
      if (so === null) return;
      if (so.code === 255) { this.err(so.col, 'Literal in SOFFSET is illegal'); return; }
      f.SOFFSET = so.code;
    }
    const flags: Record<string, string> = { offen: 'OFFEN', idxen: 'IDXEN', glc: 'GLC', slc: 'SLC', tfe: 'TFE' };
    if (!vi) flags.addr64 = 'ADDR64';
    if (!mtbuf) flags.lds = 'LDS';
    const special = (name: string): boolean => {
      if (!mtbuf || name !== 'format') return false;
      const fm = this.format();
      if (fm === null) { this.bad = true; return true; }
      f.DFMT = fm[0];
      f.NFMT = fm[1];
      return true;
    };
    if (mtbuf) f.DFMT = 1;
    if (!this.memMods(f, flags, { offset: ['OFFSET', 12] }, special)) return;
    if (vdataR !== null && vaddrR !== null) {
      const tfe = f.TFE ?? 0;
      const dregs = (p.data === 0 ? 1 : p.data) + tfe;
      if (vdataR.regs !== dregs && !(p.d16 && vdataR.regs === 1 + tfe)) {
        this.err(vdataCol, `Required ${dregs} vector register${plural(dregs)}`);
        return;
      }
      const aregs = (f.OFFEN && f.IDXEN) || f.ADDR64 ? 2 : 1;
      if (vaddrR.regs !== aregs) { this.err(vaddrCol, `Required ${aregs} vector register${plural(aregs)}`); return; }
      f.VDATA = vdataR.code - 256;
      f.VADDR = vaddrR.code - 256;
    }
    this.bw(layoutOf(this.gi, mtbuf ? 'MTBUF' : 'MUBUF'), this.opcode(), f, this.words);
    this.emit();
  }

  /** format:[dfmt, nfmt] (either may be left out). */
  private format(): [number, number] | null {
    const c = this.c;
    if (!c.eat(Ch.COLON)) { this.err(c.col(), "Expected ':' before format"); return null; }
    if (!c.eat(Ch.LBRACKET)) { this.err(c.col(), "Expected '[' before format"); return null; }
    let dfmt = 1;
    let nfmt = 0;
    for (;;) {
      c.skipSpace();
      const col = c.col();
      let id = '';
      while (!c.atEnd()) {
        const ch = c.peek();
        if (ch === Ch.COMMA || ch === Ch.RBRACKET || ch === Ch.SPACE || ch === Ch.TAB) break;
        id += String.fromCharCode(ch);
        c.pos++;
      }
      id = id.toLowerCase();
      const d = DFMT_NAMES.indexOf(id.startsWith('buf_data_format_') ? id.slice(16) : id);
      const n = NFMT_NAMES.indexOf(id.startsWith('buf_num_format_') ? id.slice(15) : id);
      if (d > 0 && d < 15) dfmt = d;
      else if (n >= 0) nfmt = n;
      else { this.err(col, 'Unknown data/number format'); return null; }
      c.skipSpace();
      if (c.peek() === Ch.COMMA) { c.pos++; continue; }
      if (c.peek() === Ch.RBRACKET) { c.pos++; return [dfmt, nfmt]; }
      this.err(c.col(), 'Unterminated format');
      return null;
    }
  }

  mimg(p: MimgProfile): void {
    const c = this.c;
    const f: Fields = { DMASK: 1 };
    c.skipSpace();
    const dcol = c.col();
    const vdata = this.h.parseRegister(c, true);
    if (vdata === null || vdata.file !== 'v') { this.err(dcol, 'Expected vector register range'); return; }
    if (!this.comma()) return;
    c.skipSpace();
    const acol = c.col();
    const vaddr = this.h.parseRegister(c, true);
    if (vaddr === null || vaddr.file !== 'v') { this.err(acol, 'Expected vector register range'); return; }
    if (!this.comma()) return;
    c.skipSpace();
    const rcol = c.col();
    const rs0 = this.h.parseRegister(c, true);
    // (ill_N: a register group the printer has no name for; its size follows r128.)
    const rs = rs0 !== null && rs0.file === 'x' && rs0.code < 128 ? { ...rs0, file: 's' as const, regs: c.text.slice(c.pos, c.end).includes('r128') ? 4 : 8 } : rs0;
    if (rs === null || rs.file !== 's' || (rs.regs !== 4 && rs.regs !== 8)) { this.err(rcol, 'Expected 4 or 8 scalar registers'); return; }
    f.SRSRC = rs.code >> 2;
    if (p.dir === 'sample' || p.dir === 'gather') {
      if (!this.comma()) return;
      const ss = this.sreg(4);
      if (this.bad) return;
      f.SSAMP = ss >> 2;
    }
    const flags: Record<string, string> = {
      unorm: 'UNORM', glc: 'GLC', slc: 'SLC', r128: 'R128', tfe: 'TFE', lwe: 'LWE', da: 'DA',
    };
    if (this.gi === 2) flags.d16 = 'D16';
    if (!this.memMods(f, flags, { dmask: ['DMASK', 4] })) return;
    if ((rs.regs === 4) !== (f.R128 === 1)) { this.err(rcol, `Required ${f.R128 ? 4 : 8} scalar registers`); return; }
    const dm = f.DMASK ?? 0;
    let dregs = p.dir === 'gather' ? 4 : popcount4(dm);
    if (dregs === 0) dregs = 1;
    if (f.D16 && this.gi === 2 && p.dir !== 'gather') dregs = (dregs + 1) >> 1;
    dregs += f.TFE ?? 0;
    if (vdata.regs !== dregs && !(f.D16 && vdata.regs === (p.dir === 'gather' ? 4 : popcount4(dm) || 1) + (f.TFE ?? 0))) {
      this.err(dcol, `Required ${dregs} vector register${plural(dregs)}`);
      return;
    }
    if (vaddr.regs < p.vaddr) { this.err(acol, `Required (at least) ${p.vaddr} vector registers`); return; }
    f.VDATA = vdata.code - 256;
    f.VADDR = vaddr.code - 256;
    this.bw(layoutOf(this.gi, 'MIMG'), this.opcode(), f, this.words);
    this.emit();
  }

  exp(): void {
    const c = this.c;
    c.skipSpace();
    const tcol = c.col();
    const t = c.ident().toLowerCase();
    const tgt = expTarget(t);
    if (tgt < 0) { this.err(tcol, 'Unknown EXP target'); return; }
    const f: Fields = { TGT: tgt };
    const regs: number[] = [];
    let en = 0;
    for (let i = 0; i < 4; i++) {
      if (!this.comma()) return;
      if (c.startsWithWord('off')) { c.pos += 3; regs.push(0); continue; }
      const v = this.vreg(1);
      if (this.bad) return;
      regs.push(v);
      en |= 1 << i;
    }
    if (!this.memMods(f, { done: 'DONE', compr: 'COMPR', vm: 'VM' })) return;
    if (f.COMPR) {
      // Compressed: VSRC0 holds sources 0/1, VSRC1 sources 2/3.
      let e = 0;
      if (en & 1) e |= 1;
      if (en & 2) e |= 2;
      if (en & 4) e |= 4;
      if (en & 8) e |= 8;
      f.EN = e;
      f.VSRC0 ??= regs[0] || regs[1]!;
      f.VSRC1 ??= regs[2] || regs[3]!;
    } else {
      f.EN = en;
      f.VSRC0 ??= regs[0]!;
      f.VSRC1 ??= regs[1]!;
      f.VSRC2 ??= regs[2]!;
      f.VSRC3 ??= regs[3]!;
    }
    this.bw(layoutOf(this.gi, 'EXP'), 0, f, this.words);
    this.emit();
  }

  flat(p: FlatProfile): void {
    const f: Fields = {};
    const c = this.c;
    let vdstR: ClrxReg | null = null;
    let dcol = 0;
    if (p.dir !== 'store') {
      c.skipSpace();
      dcol = c.col();
      vdstR = this.h.parseRegister(c, true);
      if (vdstR === null || vdstR.file !== 'v') { this.err(dcol, 'Expected vector register range'); return; }
      if (!this.comma()) return;
    }
    f.ADDR = this.vreg(2);
    if (this.bad) return;
    if (p.dir !== 'load') {
      if (!this.comma()) return;
      f.DATA = this.vreg(p.data);
      if (this.bad) return;
    }
    if (!this.memMods(f, { glc: 'GLC', slc: 'SLC', tfe: 'TFE' })) return;
    if (vdstR !== null) {
      const want = (p.cmpswap ? p.data >> 1 : p.data) + (f.TFE ?? 0);
      if (vdstR.regs !== want) { this.err(dcol, `Required ${want} vector register${plural(want)}`); return; }
      f.VDST = vdstR.code - 256;
    }
    this.bw(layoutOf(this.gi, 'FLAT'), this.opcode(), f, this.words);
    this.emit();
  }
}

/** Printer field names (name=value) that differ from the layout's. */
const FIELD_ALIASES: Record<string, string> = { VDATA0: 'DATA0', VDATA1: 'DATA1', VADDR: 'ADDR', VDATA: 'DATA', SSRC: 'SSRC0' };

function sdstCode(c: number): boolean {
  return c >= 0;
}

function popcount4(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

function expTarget(t: string): number {
  const i = EXP_TARGETS.indexOf(t);
  if (i >= 0) return i === 0 ? 8 : 9;
  let m = /^mrt([0-7])$/.exec(t);
  if (m) return Number(m[1]);
  m = /^pos([0-3])$/.exec(t);
  if (m) return 12 + Number(m[1]);
  m = /^param([0-9]+)$/.exec(t);
  if (m && Number(m[1]) < 32) return 32 + Number(m[1]);
  return -1;
}

/** The 32-bit value of a K operand (an inline code stands for its value). */
function kValue(k: ClrxSrc, gi: GenIndex): number {
  if (k.code === 255) return k.literal >>> 0;
  if (k.code >= 128 && k.code <= 208) return (k.code <= 192 ? k.code - 128 : 192 - k.code) >>> 0;
  const f = INLINE_FLOATS.find((x) => x.code === k.code);
  void gi;
  void intInlineCode;
  return f !== undefined ? f.f32 >>> 0 : 0;
}

