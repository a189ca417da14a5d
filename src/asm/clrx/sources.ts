// Source operands of the CLRX dialect with their inline modifiers: -x,
// abs(x), |x|, -abs(x), sext(x), lit(x) around registers, constants, float
// literals, integer expressions and constant symregs.

import { Ch, Cursor, identEnd } from '../cursor.js';
import { CLRX_EXPR, parseExpr, type ParseError } from '../expr.js';
import type { ClrxAssembler } from './assembler.js';
import { constantOperand, integerOperand, scanFloat } from './constants.js';
import { evaluateClrx, relativeMessage } from './eval.js';
import { newSrc, type RegRef, type Src } from './operands.js';
import { parseRegister } from './registers.js';

/**
 * Parses a source operand with its inline modifiers: -x, abs(x), |x|,
 * -abs(x), sext(x), lit(x); registers, constants, float literals and
 * integer expressions. `width` is the operand's width in bits (32 or 64),
 * `fl` the format CLRX gives float literals for this op.
 */
export function parseSource(a: ClrxAssembler, c: Cursor, width: 32 | 64, fl: 'f16' | 'f32' | 'f64', inSext = false): Src | null {
  c.skipSpace();
  const s = newSrc(c.col());
  // (Without SDWA, `sext` is only a symbol name.)
  if (!inSext && a.gen.sdwa && c.startsWithWord('sext') && peekAfterWord(c, 4) === Ch.LPAREN) {
    c.pos += 4;
    c.skipSpace();
    c.pos++;
    const inner = parseSource(a, c, width, fl, true);
    if (inner === null) return null;
    c.skipSpace();
    // sext() takes a register (with -/abs): anything else stops at the `)` (clrxasm's column).
    if (!inner.isReg) {
      a.error(c.col(), 'Some garbages at VOP modifier place');
      return null;
    }
    if (!c.eat(Ch.RPAREN)) { a.error(c.col(), 'Unterminated sext() modifier'); return null; }
    return { ...inner, sext: true, col: s.col };
  }
  if (c.peek() === Ch.MINUS) {
    // `-` and a register (spaces allowed) is NEG; otherwise the minus starts a number or an expression.
    let j = c.pos + 1;
    while (j < c.end && (c.text.charCodeAt(j) === Ch.SPACE || c.text.charCodeAt(j) === Ch.TAB)) j++;
    const save = c.pos;
    c.pos = j;
    let reg = c.startsWithWord('abs') && peekAfterWord(c, 3) === Ch.LPAREN || c.peek() === Ch.PIPE;
    if (!reg) {
      const errs = a.asm.diag.errors;
      const r = parseRegister(a, c, true);
      reg = r !== null;
      if (a.spec ? a.specFailed : a.asm.diag.errors > errs) return null;
    }
    c.pos = save;
    if (reg) {
      c.pos = j;
      s.neg = true;
    } else if (j === c.pos + 1 && scanFloat(c) !== null) {
      return constantOperand(a, c, s, width, fl, false);
    } else {
      return integerOperand(a, c, s, false, false, c.col(j));
    }
  }
  let absClose = 0;
  if (c.startsWithWord('abs') && peekAfterWord(c, 3) === Ch.LPAREN) {
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
    const reg = parseRegister(a, c, true);
    if (reg === null && absClose === Ch.PIPE) {
      // `|x|` around no register: clrxasm reads an expression from there (the second `|` is an OR).
      s.abs = false;
      s.col = c.col();
      return integerOperand(a, c, s);
    }
    if (reg === null) {
      // clrxasm reads an expression there (a label is "not absolute") and complains at the `)`.
      const at = c.pos;
      const err: { e: ParseError | null } = { e: null };
      const e = parseExpr(c, CLRX_EXPR, err);
      if (e !== null) {
        const r = evaluateClrx(e, a.lookupFn, BigInt(a.asm.size));
        if (r.value !== null && r.rel !== 0) a.error(c.col(at), relativeMessage(r.rel));
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
      a.error(c.col(i), 'Some garbages at VOP modifier place');
      return null;
    }
    setRegister(a, s, reg);
    if (!c.eat(absClose)) { a.error(c.col(), absClose === Ch.PIPE ? "Expected '|'" : 'Unterminated abs() modifier'); return null; }
    return s;
  }
  if (c.startsWithWord('lit') && peekAfterWord(c, 3) === Ch.LPAREN) {
    const lcol = c.col();
    c.pos += 3;
    c.skipSpace();
    c.pos++;
    c.skipSpace();
    const save = c.pos;
    const reg = parseRegister(a, c, true);
    if (reg !== null || c.startsWithWord('lit')) { a.error(c.col(save), 'Expected expression'); return null; }
    const v = constantOperand(a, c, s, width, fl, true);
    if (v === null) return null;
    // An unresolved symbol inside lit() is reported where the expression starts (clrxasm).
    if (v.litExpr !== null) v.litCol = c.col(save);
    if (!c.eat(Ch.RPAREN)) { a.error(lcol, 'Unterminated lit() function'); return null; }
    return v;
  }
  const save = c.pos;
  const reg = parseRegister(a, c, true);
  if (reg !== null) {
    setRegister(a, s, reg);
    return s;
  }
  c.pos = save;
  if (s.neg) {
    // `- name` where the name was a register symbol's text: not reached (parseRegister took it).
    return integerOperand(a, c, s, true);
  }
  if (a.constSymbols.size > 0) {
    // A constant symreg stands for its text.
    const idEnd = identEnd(c.text, c.pos, c.end);
    const text = idEnd > c.pos ? a.constSymbols.get(c.text.slice(c.pos, idEnd)) : undefined;
    if (text !== undefined) {
      const sub = new Cursor(text, 0, text.length);
      const v = constantOperand(a, sub, s, width, fl, false);
      c.pos = idEnd;
      return v;
    }
  }
  return constantOperand(a, c, s, width, fl, false);
}

function peekAfterWord(c: Cursor, n: number): number {
  let i = c.pos + n;
  while (i < c.end && (c.text.charCodeAt(i) === Ch.SPACE || c.text.charCodeAt(i) === Ch.TAB)) i++;
  return i < c.end ? c.text.charCodeAt(i) : -1;
}

function setRegister(a: ClrxAssembler, s: Src, reg: RegRef): void {
  s.code = reg.code;
  s.regs = reg.regs;
  s.regCol = a.regCol;
  s.regEnd = a.regEndCol;
  s.isReg = true;
}

