// Expressions (AsmParser::parseExpression), symbols, labels, assignments
// and the forward references resolved at the end.

import type { SourcePos } from '../diagnostics.js';
import { LLVM_EXPR, evaluate, type Expr, type SymbolValue } from '../expr.js';
import type { ObjectDirectives } from '../llvm-obj/directives.js';
import { parseReal } from './float-convert.js';
import { LlvmLexer } from './lexer.js';
import { MAX_EXPR_DEPTH, MAX_EXPR_NODES, M_UNKNOWN_TOKEN } from './messages.js';
import { BIN_OP, BIN_PREC, K } from './tokens.js';

/** A forward reference: filled at the end, with the symbols' final values (as llvm-mc's object output). */
interface LlvmFixup {
  readonly id: number;
  /** Output position of the hole and of the statement (`.`). */
  readonly at: number;
  readonly dot: number;
  readonly expr: Expr;
  readonly pos: SourcePos;
  /** Where each symbol of the expression is (its column on the statement's line). */
  readonly line: number;
  readonly text: string;
  readonly size: 1 | 2 | 4 | 8;
  readonly literal: boolean;
  /** The section of the hole (0: .text). */
  readonly sec: number;
}

interface SymDef {
  /** Absolute value, when known at definition. */
  value: bigint | null;
  /** The defining expression, when it was not absolute then. */
  expr: Expr | null;
  /** A label (an address in the section). */
  label: boolean;
  /** Offset of the definition (`.` for the expression). */
  dot: number;
  /** A non-constant variable whose value an evaluation has read (llvm-mc then refuses to reassign it). */
  used: boolean;
  /** A label's section (index in the section table; 0: .text). */
  sec?: number;
}

/** Symbol variants MCSymbolRefExpr::getVariantKindForName knows (lower case). */
const SYMBOL_VARIANTS: ReadonlySet<string> = new Set([
  'got', 'gotoff', 'gotrel', 'gotpcrel', 'gotpcrel_norelax', 'gottpoff', 'indntpoff', 'ntpoff', 'gotntpoff',
  'plt', 'tlscall', 'tlsdesc', 'tlsgd', 'tlsld', 'tlsldm', 'tpoff', 'dtpoff', 'tlvp', 'tlvppage', 'tlvppageoff',
  'page', 'pageoff', 'gotpage', 'gotpageoff', 'imgrel', 'secrel32', 'size', 'abs8', 'pcrel',
  'target1', 'target2', 'prel31', 'sbrel', 'tlsldo', 'tlsdescseq',
  'l', 'h', 'ha', 'high', 'higha', 'higher', 'highera', 'highest', 'highesta', 'got@l', 'got@h', 'got@ha',
  'got@high', 'got@higha', 'tocbase', 'toc', 'toc@l', 'toc@h', 'toc@ha', 'u', 'dtpmod', 'tprel@l', 'tprel@h',
  'tprel@ha', 'tprel@high', 'tprel@higha', 'tprel@higher', 'tprel@highera', 'tprel@highest', 'tprel@highesta',
  'dtprel@l', 'dtprel@h', 'dtprel@ha', 'dtprel@high', 'dtprel@higha', 'dtprel@higher', 'dtprel@highera',
  'dtprel@highest', 'dtprel@highesta', 'got@tprel', 'got@tprel@l', 'got@tprel@h', 'got@tprel@ha',
  'got@dtprel', 'got@dtprel@l', 'got@dtprel@h', 'got@dtprel@ha', 'tls', 'got@tlsgd', 'got@tlsgd@l',
  'got@tlsgd@h', 'got@tlsgd@ha', 'got@tlsld', 'got@tlsld@l', 'got@tlsld@h', 'got@tlsld@ha', 'got@pcrel',
  'got@tls@pcrel', 'notoc', 'gdgot', 'gdplt', 'iegot', 'ie', 'ldgot', 'ldplt', 'pcrel_got', 'lo8', 'hi8',
  'hlo8', 'typeindex', 'tbrel', 'mbrel', 'tlsrel', 'got@tls',
  'gotpcrel32@lo', 'gotpcrel32@hi', 'rel32@lo', 'rel32@hi', 'rel64', 'abs32@lo', 'abs32@hi',
  'hi', 'lo', 'pc_hi', 'pc_lo', 'got_hi', 'got_lo', 'gotoff_hi', 'gotoff_lo', 'plt_hi', 'plt_lo',
  'tls_gd_hi', 'tls_gd_lo', 'tpoff_hi', 'tpoff_lo',
]);

function hasSymbols(e: Expr): boolean {
  switch (e.k) {
    case 'num': return false;
    case 'sym': case 'dot': return true;
    case 'neg': case 'not': case 'lnot': case 'plus': return hasSymbols(e.a);
    case 'bin': return hasSymbols(e.a) || hasSymbols(e.b);
    case 'cond': return hasSymbols(e.c) || hasSymbols(e.a) || hasSymbols(e.b);
  }
}

/** Expressions and symbols (the second layer of LlvmAssembler). */
export abstract class LlvmExpressions extends LlvmLexer {
  /** Sections, symbol attributes and kernel-header blocks (llvm-obj/). */
  abstract readonly obj: ObjectDirectives;
  protected readonly fixups: LlvmFixup[] = [];
  protected readonly syms = new Map<string, SymDef>();
  /** Local numeric labels `N:`: how many times each N has been defined. */
  protected readonly localLabels = new Map<bigint, number>();
  /** ShapeDialect: symbol reads and definitions. */
  symbolTouches = 0;

  // --- expressions (AsmParser) -----------------------------------------------

  /** parseExpression: null after an error (reported). */
  protected parseExpression(): Expr | null {
    const e = this.parsePrimary();
    if (e === null) return null;
    const r = this.parseBinRHS(1, e);
    if (r === null) return null;
    if (this.kind() === K.At) {
      this.next();
      if (this.kind() !== K.Ident) { this.error(this.loc(), "unexpected symbol modifier following '@'"); return null; }
      const name = this.tokText().toLowerCase();
      if (!SYMBOL_VARIANTS.has(name)) { this.error(this.loc(), `invalid variant '${this.tokText()}'`); return null; }
      if (!hasSymbols(r)) { this.error(this.loc(), `invalid modifier '${this.tokText()}' (no symbols present)`); return null; }
      this.next();
      return { k: 'plus', a: r }; // a relocation variant: still a relocatable expression
    }
    return r;
  }

  protected parseBinRHS(prec: number, lhs: Expr): Expr | null {
    let res = lhs;
    for (;;) {
      const k = this.kind();
      const tp = BIN_PREC[k]!;
      if (tp === 0 || tp < prec) return res;
      const op = BIN_OP[k]!;
      if (++this.nodes > MAX_EXPR_NODES) { this.error(this.loc(), 'expression is too large'); return null; }
      this.next();
      let rhs = this.parsePrimary();
      if (rhs === null) return null;
      const np = BIN_PREC[this.kind()]!;
      if (np !== 0 && tp < np) {
        rhs = this.parseBinRHS(tp + 1, rhs);
        if (rhs === null) return null;
      }
      res = { k: 'bin', op, a: res, b: rhs };
    }
  }

  /** Nesting of parentheses, unary operators and register lists (gcnkit's limit, against stack exhaustion). */
  protected depth = 0;
  /** Binary operators parsed in the statement (gcnkit's limit: evaluation recurses over them). */
  protected nodes = 0;

  protected parsePrimary(): Expr | null {
    if (this.depth >= MAX_EXPR_DEPTH) { this.error(this.loc(), 'expression is nested too deeply'); return null; }
    this.depth++;
    const e = this.parsePrimaryInner();
    this.depth--;
    return e;
  }

  protected parsePrimaryInner(): Expr | null {
    const k = this.kind();
    const at = this.loc();
    switch (k) {
      case K.Err:
        return null;
      case K.Exclaim: case K.Minus: case K.Plus: case K.Tilde: {
        this.next();
        const a = this.parsePrimary();
        if (a === null) return null;
        return { k: k === K.Exclaim ? 'lnot' : k === K.Minus ? 'neg' : k === K.Plus ? 'plus' : 'not', a };
      }
      case K.Int: {
        const v = this.intAt(this.p);
        this.next();
        if (this.kind() === K.Ident && (this.isId('b') || this.isId('f'))) {
          // A directional local label reference: 1b (the last `1:`) or 1f (the next one).
          const n = this.localLabels.get(v) ?? 0;
          const col = this.col(at);
          if (this.isId('b')) {
            if (n === 0) { this.error(at, 'directional label undefined'); return null; }
            this.next();
            return { k: 'sym', name: `\u0000${v}#${n}`, col };
          }
          this.next();
          return { k: 'sym', name: `\u0000${v}#${n + 1}`, col };
        }
        return { k: 'num', v };
      }
      case K.BigNum:
        this.error(at, 'literal value out of range for directive');
        return null;
      case K.Real: {
        const bits = parseReal(this.tokText());
        this.next();
        return { k: 'num', v: BigInt.asIntN(64, bits ?? 0n) };
      }
      case K.Dot:
        this.next();
        return { k: 'dot' };
      case K.LParen: {
        this.next();
        const e = this.parseExpression();
        if (e === null) return null;
        if (this.kind() !== K.RParen) { this.error(this.loc(), "expected ')'"); return null; }
        this.next();
        return e;
      }
      case K.LBrac: {
        // [expr] groups like (expr) (parseBracketExpr).
        this.next();
        const e = this.parseExpression();
        if (e === null) return null;
        if (this.kind() !== K.RBrac) { this.error(this.loc(), "expected ']' in brackets expression"); return null; }
        this.next();
        return e;
      }
      case K.Star:
        this.error(at, 'invalid token in expression');
        return null;
      case K.Ident: case K.Str: case K.At: case K.Dollar: {
        let name: string;
        let nameStart = at;
        if (k === K.At || k === K.Dollar) {
          // '@' or '$' directly followed by an identifier or integer joins it.
          const nk = this.kind(1);
          if ((nk !== K.Ident && nk !== K.Int) || this.loc(1) !== at + 1) {
            this.error(at, k === K.Dollar ? 'invalid token in expression' : 'expected a symbol reference');
            return null;
          }
          this.next();
          name = this.text.slice(at, this.te[this.p]!);
          this.next();
        } else if (k === K.Str) {
          name = this.text.slice(at + 1, this.te[this.p]! - 1);
          nameStart = at + 1;
          this.next();
        } else {
          name = this.tokText();
          this.next();
        }
        const atPos = k === K.Str ? -1 : name.indexOf('@');
        if (atPos >= 0) {
          // name@variant: a relocation variant of a symbol.
          const variant = name.slice(atPos + 1);
          if (!SYMBOL_VARIANTS.has(variant.toLowerCase())) {
            this.error(nameStart + atPos + 1, `invalid variant '${variant}'`);
            return null;
          }
          if (atPos === 0) { this.error(this.loc(), 'expected a symbol reference'); return null; }
          // The variant stays in the name: a reference that becomes a relocation (llvm-obj/relocate.ts).
          return { k: 'plus', a: { k: 'sym', name: `${name.slice(0, atPos)}@${variant.toLowerCase()}`, col: this.col(at) } };
        }
        if (k === K.Str && this.kind() === K.At) {
          // "name"@variant
          this.next();
          if (this.kind() !== K.Ident) { this.error(this.loc(), "expected symbol variant after '@'"); return null; }
          const variant = this.tokText();
          if (!SYMBOL_VARIANTS.has(variant.toLowerCase())) { this.error(this.loc(), `invalid variant '${variant}'`); return null; }
          this.next();
          return { k: 'plus', a: { k: 'sym', name: `${name}@${variant.toLowerCase()}`, col: this.col(at) } };
        }
        // An absolute variable is substituted now (later redefinitions do not change this use).
        // (A read all the same: the line caches must not stand for this line.)
        this.symbolTouches++;
        const d = this.syms.get(name);
        if (d !== undefined && !d.label && d.value !== null) return { k: 'num', v: d.value };
        return { k: 'sym', name, col: this.col(at) };
      }
      default:
        this.error(at, M_UNKNOWN_TOKEN);
        return null;
    }
  }

  /** Symbol lookup for the evaluator: variables evaluate recursively; labels are relocatable. */
  protected readonly lookup = (name: string): SymbolValue | undefined => {
    this.symbolTouches++;
    const d = this.syms.get(name);
    if (d === undefined) return undefined;
    if (d.label) return { value: BigInt(d.dot), relative: true };
    if (d.value !== null) return { value: d.value, relative: false };
    if (d.expr === null || this.evalDepth > 64) return undefined;
    d.used = true;
    this.evalDepth++;
    const r = evaluate(d.expr, this.lookup, BigInt(d.dot), LLVM_EXPR);
    this.evalDepth--;
    if (r.value === null || r.error !== null) return undefined;
    return { value: r.value, relative: r.relative };
  };

  protected evalDepth = 0;

  /** evaluateAsAbsolute: the value, or null when the expression is relocatable (symbols, labels, `.`, x/0). */
  protected absolute(e: Expr): bigint | null {
    if (e.k === 'num') return e.v;
    const r = evaluate(e, this.lookup, BigInt(this.asm.size), LLVM_EXPR);
    if (r.value === null || r.error !== null || r.relative) return null;
    return r.value;
  }

  /** parseExpr(int64_t&): an absolute expression, else "expected absolute expression". */
  protected parseAbsExpr(): bigint | null {
    const at = this.loc();
    const e = this.parseExpression();
    if (e === null) return null;
    const v = this.absolute(e);
    if (v === null) { this.error(at, 'expected absolute expression'); return null; }
    return v;
  }

  protected defineLabel(name: string, at: number): boolean {
    this.symbolTouches++;
    const prev = this.syms.get(name);
    // A variable (= or .set) may become a label; a label is defined once.
    if (prev !== undefined && prev.label) {
      this.error(at, `symbol '${name}' is already defined`);
      return false;
    }
    this.syms.set(name, { value: null, expr: null, label: true, dot: this.asm.size, used: false, sec: this.obj.sections.current });
    this.obj.mention(name);
    return true;
  }

  /** `N:` defines the next instance of local label N (1b / 1f refer to it). */
  protected defineLocalLabel(v: bigint): void {
    this.symbolTouches++;
    const n = (this.localLabels.get(v) ?? 0) + 1;
    this.localLabels.set(v, n);
    this.syms.set(`\u0000${v}#${n}`, { value: null, expr: null, label: true, dot: this.asm.size, used: false, sec: this.obj.sections.current });
  }

  /** Does `e` refer to `name`, directly or through the variables it names? */
  protected refersTo(e: Expr, name: string, depth = 0): boolean {
    if (depth > 64) return false;
    switch (e.k) {
      case 'num': case 'dot': return false;
      case 'sym': {
        // isSymbolUsedInExpression: a variable stands for its value.
        const d = this.syms.get(e.name);
        if (d !== undefined && !d.label && d.expr !== null) return this.refersTo(d.expr, name, depth + 1);
        return e.name === name;
      }
      case 'neg': case 'not': case 'lnot': case 'plus': return this.refersTo(e.a, name, depth);
      case 'bin': return this.refersTo(e.a, name, depth) || this.refersTo(e.b, name, depth);
      case 'cond': return this.refersTo(e.c, name, depth) || this.refersTo(e.a, name, depth) || this.refersTo(e.b, name, depth);
    }
  }

  /** parseAssignmentExpression: `name = expr` / `.set name, expr`. */
  protected assignment(name: string): void {
    this.symbolTouches++;
    const eat = this.loc();
    const e = this.parseExpression();
    if (e === null) return;
    if (this.kind() !== K.EOS) { this.error(this.loc(), 'expected newline'); return; }
    // The value is folded now when absolute (which may read, and so "use", variables).
    const v = this.absolute(e);
    const prev = this.syms.get(name);
    if (prev !== undefined || this.refersTo(e, name)) {
      if (this.refersTo(e, name)) { this.error(eat, `Recursive use of '${name}'`); return; }
      if (prev!.label) { this.error(eat, `redefinition of '${name}'`); return; }
      if (prev!.used && prev!.value === null) {
        this.error(eat, `invalid reassignment of non-absolute variable '${name}'`);
        return;
      }
    }
    this.syms.set(name, { value: v, expr: v === null ? e : null, label: false, dot: this.asm.size, used: false });
  }

  /**
   * Resolves the forward references. As in llvm-mc's object output, a value
   * is truncated to its field; a literal that refers to a label is
   * PC-relative (the label's offset minus the literal's); data that refers
   * to a label holds its offset. A symbol that stays undefined (llvm-mc emits
   * a relocation) leaves 0, with a warning.
   */
  protected addFixup(at: number, dot: number, expr: Expr, loc: number, size: 1 | 2 | 4 | 8, literal: boolean): void {
    const id = this.asm.addFixup(at, size);
    if (id < 0) return; // a probe: nothing to remember
    const col = this.col(loc);
    this.fixups.push({ id, at, dot, expr, pos: this.asm.diag.pos(this.line, col), line: this.line, text: this.text, size, literal,
      sec: this.obj.sections.current });
  }
}
