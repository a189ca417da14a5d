// Integer constant expressions: a precedence-climbing parser driven by a
// per-dialect operator table, and an evaluator on 64-bit integers
// (BigInt, wrapped to 64 bits). Unknown symbols do not fail the parse: the
// value is then unresolved and the caller records a fixup.

import { Ch, Cursor, isDigit, isIdentChar, isIdentStart } from './cursor.js';

export type BinaryOp =
  | 'mul' | 'div' | 'udiv' | 'mod' | 'umod' | 'shl' | 'shr' | 'sar'
  | 'and' | 'or' | 'xor' | 'ornot' | 'add' | 'sub'
  | 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'ult' | 'ule' | 'ugt' | 'uge'
  | 'land' | 'lor';

export type Expr =
  | { readonly k: 'num'; readonly v: bigint }
  | { readonly k: 'sym'; readonly name: string; readonly col: number }
  | { readonly k: 'dot' }
  | { readonly k: 'neg' | 'not' | 'lnot' | 'plus'; readonly a: Expr }
  | { readonly k: 'bin'; readonly op: BinaryOp; readonly a: Expr; readonly b: Expr; readonly col?: number }
  | { readonly k: 'cond'; readonly c: Expr; readonly a: Expr; readonly b: Expr };

/** A binary operator spelling, its precedence (higher binds tighter) and meaning. */
export interface OperatorDef {
  readonly text: string;
  readonly prec: number;
  readonly op: BinaryOp;
}

export interface Dialect {
  /** Binary operators, longest spellings first. */
  readonly binary: readonly OperatorDef[];
  /** Whether `a ? b : c` exists, and its precedence. */
  readonly conditional: number | null;
  /** `!` and `&&` / `||` give 1 for true; comparisons give this for true. */
  readonly compareTrue: bigint;
  /** A leading 0 makes an octal number. */
  readonly octal: boolean;
  /**
   * Shift counts are taken modulo 64 (the host's shift instruction, as in
   * llvm-mc) instead of shifting everything out when the count is >= 64.
   */
  readonly shiftCountModulo64?: boolean;
  /** `sym@variant` (LLVM: `gcd@rel32@lo`): '@' continues a symbol name; the variant stays in the name. */
  readonly symbolVariants?: boolean;
}

function ops(list: [string, number, BinaryOp][]): OperatorDef[] {
  return list.map(([text, prec, op]) => ({ text, prec, op })).sort((a, b) => b.text.length - a.text.length);
}

/** CLRX / GNU as precedence (syntax.md A.4). */
export const CLRX_EXPR: Dialect = {
  binary: ops([
    ['*', 6, 'mul'], ['/', 6, 'div'], ['//', 6, 'udiv'], ['%', 6, 'mod'], ['%%', 6, 'umod'],
    ['<<', 6, 'shl'], ['>>', 6, 'shr'], ['>>>', 6, 'sar'],
    ['&', 5, 'and'], ['|', 5, 'or'], ['^', 5, 'xor'], ['!', 5, 'ornot'], ['+', 5, 'add'], ['-', 5, 'sub'],
    ['==', 4, 'eq'], ['!=', 4, 'ne'], ['<>', 4, 'ne'], ['<', 4, 'lt'], ['<=', 4, 'le'], ['>', 4, 'gt'], ['>=', 4, 'ge'],
    ['<@', 4, 'ult'], ['<=@', 4, 'ule'], ['>@', 4, 'ugt'], ['>=@', 4, 'uge'],
    ['&&', 3, 'land'], ['||', 3, 'lor'],
  ]),
  conditional: 2,
  compareTrue: -1n,
  octal: true,
};

/**
 * llvm-mc 14 (LLVM's GNU-flavour AsmParser, amdgcn): `||` lowest, then `&&`,
 * then the comparisons, then `+ -`, then `| ^ & !` (binary `!` is OR NOT),
 * then `* / % << >>` highest. `>>` is a logical shift on this target,
 * comparisons give -1 for true, and there is no `?:`.
 */
export const LLVM_EXPR: Dialect = {
  binary: ops([
    ['*', 6, 'mul'], ['/', 6, 'div'], ['%', 6, 'mod'], ['<<', 6, 'shl'], ['>>', 6, 'shr'],
    ['|', 5, 'or'], ['^', 5, 'xor'], ['&', 5, 'and'], ['!', 5, 'ornot'],
    ['+', 4, 'add'], ['-', 4, 'sub'],
    ['==', 3, 'eq'], ['!=', 3, 'ne'], ['<>', 3, 'ne'], ['<', 3, 'lt'], ['<=', 3, 'le'], ['>', 3, 'gt'], ['>=', 3, 'ge'],
    ['&&', 2, 'land'], ['||', 1, 'lor'],
  ]),
  conditional: null,
  compareTrue: -1n,
  octal: true,
  shiftCountModulo64: true,
  symbolVariants: true,
};

const MASK64 = (1n << 64n) - 1n;
const wrap = (v: bigint): bigint => BigInt.asIntN(64, v);
const u64 = (v: bigint): bigint => v & MASK64;

export interface ParseError {
  readonly col: number;
  readonly message: string;
}

/** Parses an expression at the cursor. Returns null and sets `err.e` on a syntax error. */
export function parseExpr(c: Cursor, d: Dialect, err: { e: ParseError | null }): Expr | null {
  depth = 0;
  nodes = 0;
  try {
    return parseBinary(c, d, 0, err);
  } catch (e) {
    // The stack ran out before MAX_DEPTH (deep unary/parenthesis mixes): the same error.
    if (!(e instanceof RangeError)) throw e;
    return tooComplex(c, err, 'Expression is nested too deeply');
  }
}

/** Limits that keep pathological input from exhausting the stack or the heap. */
const MAX_DEPTH = 5000;
const MAX_NODES = 1 << 16;
let depth = 0;
let nodes = 0;

function tooComplex(c: Cursor, err: { e: ParseError | null }, what: string): null {
  err.e = { col: c.col(), message: what };
  return null;
}

function parseBinary(c: Cursor, d: Dialect, minPrec: number, err: { e: ParseError | null }): Expr | null {
  if (++depth > MAX_DEPTH) return tooComplex(c, err, 'Expression is nested too deeply');
  const r = parseBinaryAt(c, d, minPrec, err);
  depth--;
  return r;
}

function parseBinaryAt(c: Cursor, d: Dialect, minPrec: number, err: { e: ParseError | null }): Expr | null {
  let left = parseUnary(c, d, err);
  if (left === null) return null;
  for (;;) {
    c.skipSpace();
    if (d.conditional !== null && d.conditional >= minPrec && c.peek() === Ch.QUESTION) {
      c.pos++;
      const a = parseBinary(c, d, d.conditional, err);
      if (a === null) return null;
      c.skipSpace();
      if (c.peek() !== Ch.COLON) { err.e = { col: c.col(), message: "Expected ':'" }; return null; }
      c.pos++;
      // Right-associative: the else branch may itself be a conditional.
      const b = parseBinary(c, d, d.conditional, err);
      if (b === null) return null;
      left = { k: 'cond', c: left, a, b };
      continue;
    }
    const def = matchOperator(c, d);
    if (def === null || def.prec < minPrec) return left;
    if (++nodes > MAX_NODES) return tooComplex(c, err, 'Expression is too long');
    const col = c.col();
    c.pos += def.text.length;
    // clrxasm's words for a missing right operand.
    c.skipSpace();
    const n = c.peek();
    if (n >= 0 && n < 128 && OPERATOR_START[n] === 1 && n !== Ch.MINUS && n !== Ch.PLUS && n !== Ch.BANG) {
      err.e = { col: c.col(), message: 'Expected primary expression before operator' };
      return null;
    }
    if (!(n === Ch.MINUS || n === Ch.PLUS || n === Ch.BANG || n === Ch.TILDE || n === Ch.LPAREN || n === Ch.QUOTE
      || n === Ch.AT || isDigit(n) || isIdentStart(n))) {
      err.e = { col: c.col(), message: n === Ch.RPAREN ? 'Expected operator or value or symbol' : 'Unterminated expression' };
      return null;
    }
    const right = parseBinary(c, d, def.prec + 1, err);
    if (right === null) return null;
    left = { k: 'bin', op: def.op, a: left, b: right, col };
  }
}

/** Characters that can start a binary operator. */
const OPERATOR_START = new Uint8Array(128);
for (const ch of '*/%<>&|^!+-=?') OPERATOR_START[ch.charCodeAt(0)] = 1;

function matchOperator(c: Cursor, d: Dialect): OperatorDef | null {
  const t = c.text;
  const p = c.pos;
  if (p >= c.end) return null;
  const first = t.charCodeAt(p);
  if (first >= 128 || OPERATOR_START[first] === 0) return null;
  for (const def of d.binary) {
    const s = def.text;
    if (p + s.length > c.end) continue;
    let ok = true;
    for (let i = 0; i < s.length; i++) if (t.charCodeAt(p + i) !== s.charCodeAt(i)) { ok = false; break; }
    if (ok) return def;
  }
  return null;
}

function parseUnary(c: Cursor, d: Dialect, err: { e: ParseError | null }): Expr | null {
  c.skipSpace();
  const ch = c.peek();
  if (ch === Ch.MINUS || ch === Ch.TILDE || ch === Ch.BANG || ch === Ch.PLUS) {
    c.pos++;
    if (++depth > MAX_DEPTH) return tooComplex(c, err, 'Expression is nested too deeply');
    c.skipSpace();
    if (c.peek() < 0) { depth--; err.e = { col: c.col(), message: 'Unterminated expression' }; return null; }
    const a = parseUnary(c, d, err);
    depth--;
    if (a === null) return null;
    return { k: ch === Ch.MINUS ? 'neg' : ch === Ch.TILDE ? 'not' : ch === Ch.BANG ? 'lnot' : 'plus', a };
  }
  if (ch === Ch.LPAREN) {
    c.pos++;
    c.skipSpace();
    if (c.peek() < 0) { err.e = { col: c.col(), message: "Missing ')'" }; return null; }
    const e = parseBinary(c, d, 0, err);
    if (e === null) return null;
    c.skipSpace();
    if (c.peek() !== Ch.RPAREN) {
      // `(1.0)`, `(1e5)`: clrxasm complains one character into what follows the number.
      const n = c.peek();
      if (n === Ch.DOT || isIdentChar(n)) { err.e = { col: c.col() + 1, message: 'Garbages at end of expression' }; return null; }
      err.e = { col: c.col(), message: "Missing ')'" };
      return null;
    }
    c.pos++;
    return e;
  }
  if (isDigit(ch)) return parseNumber(c, d, err);
  if (ch === Ch.QUOTE) return parseChar(c, err);
  if (ch === Ch.DOT && !isIdentChar(c.peek(1))) { c.pos++; return { k: 'dot' }; }
  if (ch === Ch.AT) c.pos++; // `@name`: a symbol even if it spells a register
  if (isIdentStart(c.peek())) {
    const col = c.col();
    let name = c.ident();
    if (d.symbolVariants === true) {
      while (c.peek() === Ch.AT && isIdentStart(c.peek(1))) { c.pos++; name += '@' + c.ident().toLowerCase(); }
    }
    return { k: 'sym', name, col };
  }
  // clrxasm's words for what cannot start an operand.
  const bad = c.peek();
  err.e = {
    col: c.col(),
    message: bad === Ch.RPAREN ? 'Expected operator or value or symbol'
      : bad >= 0 && bad < 128 && OPERATOR_START[bad] === 1 ? 'Expected primary expression before operator' : 'Expected expression',
  };
  return null;
}

/**
 * An integer literal: decimal, 0x hex, 0b binary, leading-0 octal, as
 * clrxasm reads them: the number ends at the first character that is not a
 * digit of its base (what follows is the caller's business), and a value
 * that does not fit 64 bits is an error ("Number out of range").
 */
export function parseNumber(c: Cursor, d: Dialect, err: { e: ParseError | null }): Expr | null {
  const start = c.pos;
  const t = c.text;
  let base = 10;
  let i = start;
  if (t.charCodeAt(i) === Ch.D0 && i + 1 < c.end) {
    const n = t.charCodeAt(i + 1) | 32;
    if (n === 120) { base = 16; i += 2; } else if (n === 98 && isBinDigit(t.charCodeAt(i + 2))) { base = 2; i += 2; } else if (d.octal && isDigit(t.charCodeAt(i + 1))) { base = 8; }
  }
  const digitsStart = i;
  for (; i < c.end; i++) {
    const ch = t.charCodeAt(i);
    let dv: number;
    if (ch >= Ch.D0 && ch <= Ch.D9) dv = ch - Ch.D0;
    else if (base === 16 && ((ch | 32) >= 97 && (ch | 32) <= 102)) dv = (ch | 32) - 87;
    else break;
    if (dv >= base) break;
  }
  if (i === digitsStart) {
    if (base === 16) { err.e = { col: c.col(start), message: i >= c.end ? 'Number is too short' : 'Missing number' }; return null; }
    err.e = { col: c.col(start), message: 'Expected number' };
    return null;
  }
  const v = digitsValue(t, digitsStart, i, base);
  if (v === null) { err.e = { col: c.col(start), message: 'Number out of range' }; return null; }
  c.pos = i;
  return { k: 'num', v };
}

/** The value of a digit string as a signed 64-bit integer, or null if it does not fit 64 bits. */
function digitsValue(t: string, from: number, to: number, base: number): bigint | null {
  const n = to - from;
  if (n <= 13 || (base === 16 && n <= 10)) return wrap(BigInt(parseInt(t.slice(from, to), base)));
  let s = from;
  while (s < to - 1 && t.charCodeAt(s) === Ch.D0) s++;
  const prefix = base === 16 ? '0x' : base === 8 ? '0o' : base === 2 ? '0b' : '';
  // Only numbers of a bounded length can fit: longer ones are out of range without parsing them.
  const max = base === 16 ? 16 : base === 8 ? 22 : base === 2 ? 64 : 20;
  if (to - s > max) return null;
  const v = BigInt(prefix + t.slice(s, to));
  if (v > MASK64) return null;
  return wrap(v);
}

function isBinDigit(c: number): boolean {
  return c === Ch.D0 || c === Ch.D0 + 1;
}

const ESCAPES: Record<string, number> = { n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11 };
const MISSING_QUOTE = "Missing ''' at end of literal";

/** A character constant, with clrxasm's escapes (`\n`, `\101` octal, `\x41` hex; others stand for themselves). */
function parseChar(c: Cursor, err: { e: ParseError | null }): Expr | null {
  const start = c.pos;
  const fail = (message: string): null => { err.e = { col: c.col(start), message }; return null; };
  c.pos++;
  let v: number;
  const ch = c.peek();
  if (ch === -1) return fail('Unterminated character literal');
  if (ch === Ch.QUOTE) return fail('Empty character literal');
  if (ch === Ch.BACKSLASH) {
    const e = c.peek(1);
    if (e === 120) {
      let i = c.pos + 2;
      let n = 0;
      while (i < c.end && /[0-9a-fA-F]/.test(c.text[i]!)) { n = (n * 16 + parseInt(c.text[i]!, 16)) & 0xff; i++; }
      if (i === c.pos + 2) return fail('Expected hexadecimal character code');
      v = n;
      c.pos = i;
    } else if (isDigit(e)) {
      let i = c.pos + 1;
      let n = 0;
      for (let k = 0; k < 3 && i < c.end && isDigit(c.text.charCodeAt(i)); k++, i++) {
        const d = c.text.charCodeAt(i) - Ch.D0;
        if (d > 7) return fail('Expected octal character code');
        n = n * 8 + d;
      }
      if (n > 255) return fail('Octal code out of range');
      v = n;
      c.pos = i;
    } else if (e === -1) {
      return fail(MISSING_QUOTE);
    } else {
      v = ESCAPES[String.fromCharCode(e)] ?? e;
      c.pos += 2;
    }
  } else {
    // clrxasm reads bytes: a character outside ASCII is more than one.
    if (ch >= 0x80) return fail(MISSING_QUOTE);
    v = ch;
    c.pos++;
  }
  if (c.peek() !== Ch.QUOTE) return fail(MISSING_QUOTE);
  c.pos++;
  return { k: 'num', v: BigInt(v) };
}

/** What a symbol lookup gives the evaluator. */
export interface SymbolValue {
  readonly value: bigint;
  /** A label: an address, not an absolute value. */
  readonly relative: boolean;
}

export interface EvalResult {
  /** The value, when every symbol was known. */
  readonly value: bigint | null;
  /** The first symbol that is not (yet) defined. */
  readonly unresolved: { name: string; col: number } | null;
  /** The expression uses a label (not absolute in raw code). */
  readonly relative: boolean;
  readonly error: string | null;
}

/** A comparison operator's value: `t` when it holds (-1 or 1 by dialect), else 0; the u-forms compare as unsigned 64-bit. */
export function compareValues(op: BinaryOp, a: bigint, b: bigint, t: bigint): bigint {
  switch (op) {
    case 'eq': return a === b ? t : 0n;
    case 'ne': return a !== b ? t : 0n;
    case 'lt': return a < b ? t : 0n;
    case 'le': return a <= b ? t : 0n;
    case 'gt': return a > b ? t : 0n;
    case 'ge': return a >= b ? t : 0n;
    case 'ult': return u64(a) < u64(b) ? t : 0n;
    case 'ule': return u64(a) <= u64(b) ? t : 0n;
    case 'ugt': return u64(a) > u64(b) ? t : 0n;
    default: return u64(a) >= u64(b) ? t : 0n;
  }
}

/** Evaluates with `lookup` for symbols and `dot` for the output counter. */
export function evaluate(e: Expr, lookup: (name: string) => SymbolValue | undefined, dot: bigint,
  d: Dialect): EvalResult {
  let unresolved: { name: string; col: number } | null = null;
  let relative = false;
  let error: string | null = null;
  const T = d.compareTrue;
  const mod64 = d.shiftCountModulo64 === true;
  const go = (x: Expr): bigint => {
    switch (x.k) {
      case 'num': return x.v;
      case 'dot': relative = true; return dot;
      case 'sym': {
        const s = lookup(x.name);
        if (s === undefined) { if (unresolved === null) unresolved = { name: x.name, col: x.col }; return 0n; }
        if (s.relative) relative = true;
        return s.value;
      }
      case 'neg': return wrap(-go(x.a));
      case 'plus': return go(x.a);
      case 'not': return wrap(~go(x.a));
      case 'lnot': return go(x.a) === 0n ? 1n : 0n;
      case 'cond': return go(x.c) !== 0n ? go(x.a) : go(x.b);
      case 'bin': {
        // Long chains (a+b+c+...) nest on the left: walk that spine with a loop.
        if (x.a.k === 'bin') {
          const spine: Extract<Expr, { k: 'bin' }>[] = [];
          let n: Expr = x;
          while (n.k === 'bin') { spine.push(n); n = n.a; }
          let acc = go(n);
          for (let i = spine.length - 1; i >= 0; i--) acc = binary(spine[i]!.op, acc, go(spine[i]!.b));
          return acc;
        }
        return binary(x.op, go(x.a), go(x.b));
      }
    }
  };
  const binary = (op: BinaryOp, a: bigint, b: bigint): bigint => {
        switch (op) {
          case 'add': return wrap(a + b);
          case 'sub': return wrap(a - b);
          case 'mul': return wrap(a * b);
          case 'div': if (b === 0n) { error ??= 'Division by zero'; return 0n; } return wrap(a / b);
          case 'udiv': if (b === 0n) { error ??= 'Division by zero'; return 0n; } return wrap(u64(a) / u64(b));
          case 'mod': if (b === 0n) { error ??= 'Division by zero'; return 0n; } return wrap(a % b);
          case 'umod': if (b === 0n) { error ??= 'Division by zero'; return 0n; } return wrap(u64(a) % u64(b));
          case 'shl': if (mod64) return wrap(a << (b & 63n)); return b >= 64n || b < 0n ? 0n : wrap(a << b);
          case 'shr': if (mod64) return wrap(u64(a) >> (b & 63n)); return b >= 64n || b < 0n ? 0n : wrap(u64(a) >> b);
          case 'sar': if (mod64) return a >> (b & 63n); return b >= 64n || b < 0n ? (a < 0n ? -1n : 0n) : a >> b;
          case 'and': return a & b;
          case 'or': return a | b;
          case 'xor': return a ^ b;
          case 'ornot': return wrap(a | ~b);
          case 'eq': case 'ne': case 'lt': case 'le': case 'gt': case 'ge':
          case 'ult': case 'ule': case 'ugt': case 'uge':
            return compareValues(op, a, b, T);
          case 'land': return a !== 0n && b !== 0n ? 1n : 0n;
          case 'lor': return a !== 0n || b !== 0n ? 1n : 0n;
        }
  };
  let v: bigint;
  try {
    v = go(e);
  } catch (x) {
    if (!(x instanceof RangeError)) throw x;
    return { value: null, unresolved: null, relative, error: 'Expression is nested too deeply' };
  }
  return { value: unresolved === null ? v : null, unresolved, relative, error };
}
