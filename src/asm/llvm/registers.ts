// Registers (ParseAMDGPURegister): names, ranges, lists and availability on
// the generation; operands are taken from a pool reused per instruction.

import { LlvmExpressions } from './expressions.js';
import { MAX_EXPR_DEPTH } from './messages.js';
import { IK, IT, OK, Opnd } from './operand.js';
import { RF, SP, SPECIAL_WIDTH, regNumber, regularRegError, scalarRegAvailability, specialAt, specialPair } from './register-names.js';
import { K, isDig } from './tokens.js';

/** Register operands and the operand pool (the third layer of LlvmAssembler). */
export abstract class LlvmRegisters extends LlvmExpressions {
  // Operands of the current instruction (Operands[1..]: Operands[0] is the mnemonic)
  protected pool: Opnd[] = Array.from({ length: 16 }, () => new Opnd());
  protected nops = 0;

  protected newOperand(kind: OK, loc: number): Opnd {
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

  /** isRegister(Token, NextToken) at token offset `off`. */
  protected isRegister(off = 0): boolean {
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
  protected spTok = -1;
  protected spId = 0;


  // --- registers (ParseAMDGPURegister) -------------------------------------------

  // The register of parseRegisterInner / regularReg / parseRegList.
  protected rFile = RF.V;
  protected rNum = 0;
  protected rWidth = 1;

  /** Parses a register at the current token (isRegister() holds). Reports errors. */
  protected parseRegister(): boolean {
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
  protected hasRegister(file: RF, num: number, width: number): string {
    const NA = 'register not available on this GPU';
    if (file === RF.TTMP || file === RF.S) return scalarRegAvailability(this.gi, file, num, width);
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
  protected parseRegisterInner(): boolean {
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
  protected regularReg(file: RF, num: number, width: number, at: number): boolean {
    const why = regularRegError(file, num, width);
    if (why !== '') { this.error(at, why); return false; }
    this.rFile = file;
    this.rNum = num;
    this.rWidth = width;
    return true;
  }

  /** A register index in a range: an absolute expression (plain integers take a fast path). */
  protected rangeIndex(): bigint | null {
    return this.parseAbsExpr();
  }

  /** ParseRegRange: [lo] or [lo:hi]; sets rNum (first) and rWidth. */
  protected parseRegRange(): boolean {
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
  protected parseRegisterElement(): boolean {
    const at = this.loc();
    const ok = this.kind() === K.Ident ? this.parseRegisterInner() : this.parseRegList();
    if (!ok) return false;
    const avail = this.hasRegister(this.rFile, this.rNum, this.rWidth);
    if (avail !== '') { this.error(at, avail); return false; }
    return true;
  }

  /** ParseRegList: [s0,s1,...]. */
  protected parseRegList(): boolean {
    if (this.depth >= MAX_EXPR_DEPTH) { this.error(this.loc(), 'register list is nested too deeply'); return false; }
    this.depth++;
    const ok = this.parseRegListInner();
    this.depth--;
    return ok;
  }

  protected parseRegListInner(): boolean {
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
}
