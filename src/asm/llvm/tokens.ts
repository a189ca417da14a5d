// Tokens of LLVM's AsmLexer: kinds, binary-operator precedence, character classes.

import { LLVM_EXPR, type BinaryOp } from '../expr.js';

export const enum K {
  EOS, Ident, Int, BigNum, Real, Str, Err,
  LParen, RParen, LBrac, RBrac, LCurly, RCurly, Comma, Colon,
  Plus, Minus, Tilde, Star, Slash, Percent, Pipe, PipePipe, Amp, AmpAmp, Caret,
  Exclaim, ExclaimEq, Eq, EqEq, Less, LessEq, LessLess, LessGreater, Greater, GreaterEq, GreaterGreater,
  Hash, At, Dollar, BackSlash, Dot, MinusGreater,
}

/** Binary operator of a token, with LLVM's GNU precedence (0: not a binary operator). */
export const BIN_PREC = new Uint8Array(64);
export const BIN_OP: (BinaryOp | null)[] = new Array(64).fill(null);
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
export const CC = new Uint8Array(65536);
for (let c = 0; c < 128; c++) {
  const alpha = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  const digit = c >= 48 && c <= 57;
  const hex = digit || ((c | 32) >= 97 && (c | 32) <= 102);
  // AsmLexer::isIdentifierChar: '@' continues an identifier (the comment string is ';'), '#' does not.
  const id = alpha || digit || c === 95 || c === 36 || c === 46 || c === 63 || c === 64;
  CC[c] = (alpha ? 1 : 0) | (digit ? 2 : 0) | (id ? 4 : 0) | (hex ? 8 : 0);
}
export function isDig(c: number): boolean {
  return c >= 48 && c <= 57;
}
export function isHexDig(c: number): boolean {
  return (CC[c]! & 8) !== 0;
}
export function isIdChar(c: number): boolean {
  return (CC[c]! & 4) !== 0;
}

/** Tokens per statement at most (memory: about 18 bytes a token). */
export const MAX_TOKENS = 1 << 21;
