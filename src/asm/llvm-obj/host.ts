// What the object directives of the LLVM dialect need from its parser
// (llvm.ts implements it over its tokens): the statement's tokens, its
// expressions, its errors, and the labels it defined.

import type { Assembly } from '../assembly.js';
import type { EvalResult, Expr } from '../expr.js';

export type TokKind = 'eos' | 'ident' | 'str' | 'comma' | 'int' | 'eq' | 'other';

export interface DirectiveHost {
  readonly asm: Assembly;
  /** 1-based line of the statement. */
  readonly line: number;
  /** The current token. */
  kind(): TokKind;
  loc(): number;
  /** Column (1-based) of a source position of the statement. */
  col(at: number): number;
  tokText(): string;
  next(): void;
  /** A quoted string's contents (the current token must be a string). */
  strValue(): string;
  /** An expression; null after an error (already pending). */
  expression(): Expr | null;
  /** An absolute expression (llvm-mc's "expected absolute expression" otherwise). */
  absExpr(): bigint | null;
  /** Evaluates with the symbols as they are now (`.` = dot). */
  evaluate(e: Expr, dot: number): EvalResult;
  /** The statement's text from its start to its end (comments removed, leading blanks kept). */
  statementText(): string;
  error(at: number, message: string): void;
  hasError(): boolean;
  /** A label's section and offset (null: not a label). */
  label(name: string): { section: number; offset: number } | null;
}
