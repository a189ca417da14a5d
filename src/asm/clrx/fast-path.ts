// The CLRX dialect's byte fast path.
//
// A line `MNEMONIC VDST, SRC [modifiers]` whose registers are plain is read
// from the bytes: the mnemonic and registers through byte tables, a
// constant source and the modifiers by the general parsers on a string of
// the rest of the line, then the shared encodeOp(). It runs speculatively:
// any diagnostic (or anything unusual) abandons it with nothing emitted,
// and the general path reads the line again, reporting what it finds.

import { OPS, type OpInfo } from '../../isa/instructions.js';
import { intInlineCode, TTMP_COUNT } from '../../isa/operands.js';
import { Ch, Cursor, isDigit, isIdentChar } from '../cursor.js';
import { ByteTable, foldHash } from '../pipeline/byte-table.js';
import type { BufferText } from '../pipeline/driver.js';
import type { ClrxAssembler } from './assembler.js';
import { constantOperand } from './constants.js';
import { encodeOp } from './encode.js';
import { MNEMONIC_TABLE, SUFFIX_TABLE, SUFFIXES, type Suffix } from './mnemonics.js';
import { newMods, NO_MODS, resetMods, SEL_NAMES, UNUSED_NAMES, type Mods } from './mods.js';
import { parseModifiers } from './modifiers.js';
import { newSrc, type RegRef, type Src } from './operands.js';
import { parseSource } from './sources.js';

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
/** The SDWA selector and dst_unused names (mods.ts's maps) as byte tables. */
const FAST_SEL = new ByteTable(32);
for (const [k, v] of SEL_NAMES) FAST_SEL.set(k, v);
const FAST_UNUSED = new ByteTable(8);
for (const [k, v] of UNUSED_NAMES) FAST_UNUSED.set(k, v);

/** The float spellings of inline constants (the printers' forms), for the fast path. */
const FLOAT_TEXTS = ['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0', '0.15915494'];
const FLOAT_SPELLINGS = new ByteTable(16);
FLOAT_TEXTS.forEach((t, i) => FLOAT_SPELLINGS.set(t, i));

function isLetter(c: number): boolean {
  return (c | 32) >= 97 && (c | 32) <= 122;
}

/** The fast path of one ClrxAssembler: its byte tables per generation and the state of one attempt. */
export class FastPath {
  /** Byte-table lookups: mnemonic spellings -> (op id << 3) | suffix; register names -> index in namedRefs. */
  private readonly mnTable = MNEMONIC_TABLE;
  private nameTable = new ByteTable(64);
  private namedRefs: RegRef[] = [];
  /** The code (VGPRs from 256) and count of registers (0: vccz, lds and the like) fastReg() read, and where it ended. */
  private fCode = 0;
  private fRegs = 0;
  private fEnd = 0;
  private readonly fastSrc = newSrc(0);
  private bufText: BufferText | null = null;
  /** Inline codes of the float spellings the printers write, per float-literal type (see fastConstant). */
  private floatCodes: (readonly [number, number, number])[] = [];
  private readonly fastModsRec = newMods();

  constructor(private readonly a: ClrxAssembler) {}

  /** The generation's named registers (vcc, m0, vccz, ...) and inline float codes; the assembler's generation is set. */
  setGeneration(names: ReadonlyMap<string, RegRef>): void {
    // The inline codes of the float spellings the printers write, computed by the general path.
    const codes: [number, number, number][] = [];
    for (const t of FLOAT_TEXTS) {
      const per: [number, number, number] = [-1, -1, -1];
      (['f16', 'f32', 'f64'] as const).forEach((fl, k) => {
        const c = new Cursor(t, 0, t.length);
        const src = constantOperand(this.a, c, newSrc(1), fl === 'f64' ? 64 : 32, fl, false);
        if (src !== null && src.code !== 255 && c.atEnd()) per[k] = src.code;
      });
      codes.push(per);
    }
    this.floatCodes = codes;
    this.nameTable = new ByteTable(names.size);
    this.namedRefs = [];
    for (const [name, ref] of names) {
      this.nameTable.set(name, this.namedRefs.length);
      this.namedRefs.push(ref);
    }
  }

  /** Dialect.fastLine: the line assembled and true, or false having changed nothing. */
  fastLine(b: Uint8Array, s: number, e: number, line: number, text: BufferText): boolean {
    const a = this.a;
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
    if (op.vop1[a.gi] === null) return false;
    const suffix = SUFFIXES[m & 7]!;
    a.line = line;
    a.spec = true;
    a.specFailed = false;
    a.specDone = false;
    this.bufText = text;
    try {
      this.fastOperands(op, suffix, b, i, end);
    } catch {
      // (A stack overflow in a pathological operand: the general path reports it.)
      a.specDone = false;
    } finally {
      a.spec = false;
      a.specFailed = false;
    }
    if (!a.specDone) return false;
    a.started = true;
    return true;
  }

  private fastOperands(op: OpInfo, suffix: Suffix, b: Uint8Array, i: number, end: number): void {
    const a = this.a;
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
        src = parseSource(a, c, want === 2 ? 64 : 32, op.clrx.floatLiteral);
        if (src === null || a.specFailed || src.sext) return;
        if (src.code >= 0 && src.regs !== 0 && src.regs !== want) return;
        const mods = parseModifiers(a, c, true, op.dst !== null);
        if (a.specFailed) return;
        encodeOp(a, op, suffix, 1, vdst, src, mods);
        return;
      }
    }
    while (i < end && (b[i] === 32 || b[i] === 9)) i++;
    let mods = NO_MODS;
    if (i < end) {
      const m = this.fastMods(b, i, end);
      if (m !== null) {
        if (src !== null && suffix === '' && this.fastEncode(op, vdst, src, m)) { a.specDone = true; return; }
        mods = m;
      } else {
        if (a.specFailed) return;
        const c = this.fastTail(b, i, end);
        if (c === null) return;
        const g = parseModifiers(a, c, true, op.dst !== null);
        if (a.specFailed) return;
        mods = g;
      }
    } else if (src !== null && !src.neg && !src.abs && suffix === '') {
      // Plain VOP1: the word directly.
      const w0 = (0x7e000000 | (vdst << 17) | (op.vop1[a.gi]! << 9) | src.code) >>> 0;
      if (src.code === 255) a.asm.record2(a.line, w0, src.literal);
      else a.asm.record1(a.line, w0);
      a.specDone = true;
      return;
    }
    encodeOp(a, op, suffix, 1, vdst, src, mods);
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

  /**
   * The common modifiers, read from the bytes into a Mods record (the same
   * fields modifier() sets). Null when anything else comes (the general
   * parser then reads them all).
   */
  private fastMods(b: Uint8Array, i: number, end: number): Mods | null {
    const a = this.a;
    const m = resetMods(this.fastModsRec);
    const ext = a.gen.sdwa;
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
    const a = this.a;
    const wantDpp = m.wantDpp || m.dpp;
    const wantSdwa = m.wantSdwa || m.sdwa;
    const opcode = op.vop1[a.gi]!;
    if (wantSdwa || wantDpp) {
      if ((wantSdwa && wantDpp) || m.vop3 || m.omod !== 0 || (wantDpp && (m.clamp || !op.clrx.dpp))) return false;
      if (op.dst!.kind === 'sgpr' || s.code < 256 || s.regs === 0) return false;
      const neg = s.neg ? 1 : 0;
      const abs = s.abs ? 1 : 0;
      if (wantSdwa) {
        const w1 = (s.code - 256) | (m.dstSel << 8) | (m.dstUnused << 11) | ((m.clamp ? 1 : 0) << 13) | (m.src0Sel << 16)
          | (neg << 20) | (abs << 21);
        a.asm.record2(a.line, (0x7e000000 | (vdst << 17) | (opcode << 9) | 249) >>> 0, w1 >>> 0);
      } else {
        const w1 = (s.code - 256) | (m.dppCtrl << 8) | (m.boundCtrl << 19) | (neg << 20) | (abs << 21)
          | (m.bankMask << 24) | (m.rowMask << 28);
        a.asm.record2(a.line, (0x7e000000 | (vdst << 17) | (opcode << 9) | 250) >>> 0, w1 >>> 0);
      }
      return true;
    }
    if (!(m.vop3 || m.clamp || m.omod !== 0 || s.neg || s.abs)) return false;
    if (s.code === 255) return false;
    const vop3 = op.vop3[a.gi]!;
    const clamp = m.clamp ? 1 : 0;
    const w0 = a.gen.vop3Layout === 'si'
      ? (0x34 << 26) | (vop3 << 17) | (clamp << 11) | ((s.abs ? 1 : 0) << 8) | vdst
      : (0x34 << 26) | (vop3 << 16) | (clamp << 15) | ((s.abs ? 1 : 0) << 8) | vdst;
    const w1 = s.code | (m.omod << 27) | ((s.neg ? 1 : 0) << 29);
    a.asm.record2(a.line, w0 >>> 0, w1 >>> 0);
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
    const a = this.a;
    for (let i = s; i < e; i++) {
      const c = b[i]!;
      if (c >= 0x7f || (c < 32 && c !== 9) || c === Ch.SEMI || c === Ch.HASH || c === Ch.SLASH || c === Ch.QUOTE
        || c === Ch.DQUOTE || c === Ch.BACKSLASH) return null;
    }
    const c = a.cursor;
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
        if (last >= this.a.gen.sgprCount || (last > first && (first & 3) === 3)) return false;
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
}
