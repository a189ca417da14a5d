// The statement's tokens (LLVM's AsmLexer rules), token access, and the
// statement's pending diagnostic (llvm-mc reports the first error).

import type { GenIndex, Generation } from '../../isa/generations.js';
import { Assembly } from '../assembly.js';
import { CC, K, MAX_TOKENS, isDig, isHexDig, isIdChar } from './tokens.js';

/** Pending error or warning of the current statement (llvm-mc prints the first). */
interface Pending { col: number; message: string }

/** Lexer and token state of the LLVM-dialect assembler (the first layer of LlvmAssembler). */
export abstract class LlvmLexer {
  readonly asm: Assembly;
  readonly gi: GenIndex;
  readonly inv2pi: boolean;

  // Tokens of the current statement
  protected tk = new Uint8Array(64);
  protected ts = new Int32Array(64);
  protected te = new Int32Array(64);
  /** Integer token values: small ones as numbers (tsmall[i] = 1), the others as bigints. */
  protected tnum = new Float64Array(64);
  protected tsmall = new Uint8Array(64);
  protected tbig: bigint[] = [];
  protected terr: string[] = [];
  protected nt = 0;
  /** Index of the current token. */
  protected p = 0;

  protected text = '';
  protected lineStart = 0;
  protected line = 0;
  protected stmtStart = 0;
  protected stmtEnd = 0;
  protected pending: Pending | null = null;
  protected hasPending = false;

  constructor(readonly gen: Generation, maxDiagnostics: number | undefined) {
    this.asm = new Assembly(gen, maxDiagnostics);
    this.gi = gen.index;
    this.inv2pi = gen.inlineInv2Pi;
  }

  // --- diagnostics ------------------------------------------------------------

  protected col(at: number): number {
    return at - this.lineStart + 1;
  }

  /** MCAsmParser::Error: a pending error of the statement (the first is reported). */
  error(at: number, message: string): void {
    if (!this.hasPending) {
      this.pending = { col: this.col(at), message };
      this.hasPending = true;
    }
  }

  protected clearPending(): void {
    this.pending = null;
    this.hasPending = false;
  }

  protected warning(at: number, message: string): void {
    this.asm.diag.warning(this.line, this.col(at), message);
  }

  // --- lexer ------------------------------------------------------------------

  protected push(kind: K, s: number, e: number): number {
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

  protected setSmall(i: number, v: number): void {
    if (i >= this.tnum.length) {
      const a = new Float64Array(this.tk.length); a.set(this.tnum); this.tnum = a;
      const b = new Uint8Array(this.tk.length); b.set(this.tsmall); this.tsmall = b;
    }
    this.tnum[i] = v;
    this.tsmall[i] = 1;
  }

  protected setBig(i: number, v: bigint): void {
    if (i >= this.tsmall.length) this.setSmall(i, 0);
    this.tsmall[i] = 0;
    this.tbig[i] = v;
  }

  /** The value of the integer token at index i. */
  protected intAt(i: number): bigint {
    return this.tsmall[i] === 1 ? BigInt(this.tnum[i]!) : this.tbig[i]!;
  }

  protected errTok(s: number, e: number, msg: string): void {
    const i = this.push(K.Err, s, e);
    this.terr[i] = msg;
  }

  /**
   * A statement of more tokens than MAX_TOKENS: an error (gcnkit's limit, so
   * that memory stays bounded; llvm-mc lexes as it parses) and the rest of
   * the statement is skipped.
   */
  protected tooManyTokens(i: number, end: number): number {
    this.errTok(i, i + 1, `statement too long (more than ${MAX_TOKENS} tokens)`);
    this.overflowTok = this.nt - 1;
    const t = this.text;
    let j = i;
    while (j < end) { const x = t.charCodeAt(j); if (x === 13 || x === 10) break; j++; }
    this.push(K.EOS, j, j);
    return j < end ? j + 1 : end;
  }

  /** The error token of a statement cut at MAX_TOKENS (-1: none): its error is the statement's. */
  protected overflowTok = -1;

  /** After a long statement: token arrays back to their first size. */
  protected shrinkTokens(): void {
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
  protected lex(start: number, end: number): number {
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
  protected lexFloat(s: number, from: number, end: number): number {
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

  protected intToken(s: number, e: number, v: bigint): void {
    const i = this.push(v < (1n << 64n) ? K.Int : K.BigNum, s, e);
    this.setBig(i, BigInt.asIntN(64, v));
  }

  /** Skips LLVM's ignored integer suffixes (U, L, LL: upper case only). */
  protected intSuffix(i: number, end: number): number {
    const t = this.text;
    if (i < end && t.charCodeAt(i) === 85) i++;
    if (i < end && t.charCodeAt(i) === 76) i++;
    if (i < end && t.charCodeAt(i) === 76) i++;
    return i;
  }

  protected lexDigit(s: number, end: number): number {
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

  protected lexHexFloat(s: number, at: number, noIntDigits: boolean, end: number): number {
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

  protected lexChar(s: number, end: number): number {
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

  protected lexString(s: number, end: number): number {
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

  protected kind(off = 0): K {
    const i = this.p + off;
    return i < this.nt ? (this.tk[i] as K) : K.EOS;
  }

  protected loc(off = 0): number {
    const i = Math.min(this.p + off, this.nt - 1);
    return this.ts[i]!;
  }

  protected tokText(i = this.p): string {
    return this.text.slice(this.ts[i]!, this.te[i]!);
  }

  /** The identifier at offset `off` equals `s` (case-sensitive). */
  protected isId(s: string, off = 0): boolean {
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
  protected next(): void {
    if (this.tk[this.p] === K.Err) this.error(this.ts[this.p]!, this.terr[this.p]!);
    if (this.p < this.nt - 1) this.p++;
  }

  protected trySkip(k: K): boolean {
    if (this.kind() === k) { this.next(); return true; }
    return false;
  }

  protected skipToken(k: K, msg: string): boolean {
    if (this.trySkip(k)) return true;
    this.error(this.loc(), msg);
    return false;
  }

  protected trySkipId(s: string): boolean {
    if (this.isId(s)) { this.next(); return true; }
    return false;
  }

  /** trySkipId(Id, Kind): the identifier followed by a token of kind k. */
  protected trySkipIdThen(s: string, k: K): boolean {
    if (this.isId(s) && this.kind(1) === k) { this.next(); this.next(); return true; }
    return false;
  }
}
