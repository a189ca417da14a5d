// Operand parsing (AMDGPUAsmParser::parseOperand): the custom parsers the
// matcher offers per operand index, source modifiers, immediates.

import type { Expr } from '../expr.js';
import { parseReal } from './float-convert.js';
import { CP } from './forms.js';
import type { Mnemonic } from './mnemonics.js';
import { OK, PR } from './operand.js';
import { LlvmOptionalOperands } from './optional.js';
import { K } from './tokens.js';

/** Operand parsing (the fifth layer of LlvmAssembler). */
export abstract class LlvmOperands extends LlvmOptionalOperands {
  /** What the current mnemonic names. */
  protected mn: Mnemonic | null = null;

  protected parseOperand(): PR {
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


  /** isModifier(): operand syntax that only custom parsers read. */
  protected isModifier(): boolean {
    const k0 = this.kind();
    if (this.isOperandModifier(0)) return true;
    if (k0 === K.Minus && (this.isRegister(1) || this.isOperandModifier(1))) return true;
    return k0 === K.Ident && this.kind(1) === K.Colon;
  }

  protected isOperandModifier(off: number): boolean {
    const k = this.kind(off);
    if (k === K.Pipe) return true;
    if (k === K.Ident && this.kind(off + 1) === K.LParen) {
      return this.isId('abs', off) || this.isId('neg', off) || this.isId('sext', off);
    }
    return false;
  }

  protected parseRegOrImm(sp3Abs: boolean): PR {
    if (this.isRegister()) return this.parseRegister() ? PR.SUCCESS : PR.FAIL;
    if (this.isModifier()) return PR.NOMATCH;
    return this.parseImm(sp3Abs);
  }

  protected parseReg(): PR {
    if (!this.isRegister()) return PR.NOMATCH;
    return this.parseRegister() ? PR.SUCCESS : PR.FAIL;
  }

  protected parseImm(sp3Abs: boolean): PR {
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
  protected parseRegOrImmWithFPInputMods(allowImm: boolean): PR {
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

  protected parseRegOrImmWithIntInputMods(allowImm: boolean): PR {
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
}
