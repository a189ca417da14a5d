// Statement splitting for the general (string) path, one physical line at a
// time, keeping the state that crosses lines: an open block comment and a
// pending `\` continuation. CLRX: a `\` as the very last character of a line
// joins the next line to it (before comments are looked at, and with nothing
// in between); `;` separates statements; `#` starts a comment; `/* */` is
// blanked (its newlines still end statements). llvm-mc: `;` and `//` start
// comments, `#` only at the start of a line, no continuations.

import { Ch } from '../cursor.js';

export interface SplitOptions {
  /** Characters that start a comment running to the end of the line. */
  readonly lineComment: 'hash' | 'llvm';
  /** `;` separates statements (CLRX) or starts a comment (LLVM). */
  readonly semicolon: 'separator' | 'comment';
  /** A `\` at the end of a line joins the next line. */
  readonly continuation: boolean;
}

export const CLRX_SPLIT: SplitOptions = { lineComment: 'hash', semicolon: 'separator', continuation: true };
export const LLVM_SPLIT: SplitOptions = { lineComment: 'llvm', semicolon: 'comment', continuation: false };

/** Receives a statement: text[start, end) of the logical line starting on physical line `line`. */
export type StatementFn = (text: string, start: number, end: number, line: number) => void;

export class StatementSplitter {
  /** A block comment is open at the end of the last line. */
  private inBlock = false;
  /** Parts of a line being continued with `\`. */
  private parts: string[] = [];
  private partsLen = 0;
  private firstLine = 0;
  /** Offsets in the joined text where each further physical line starts. */
  joins: number[] = [];
  /** Source offsets where each physical line of the joined text starts. */
  physStarts: number[] = [];

  constructor(private readonly opts: SplitOptions, private readonly onStatement: StatementFn,
    /** Called with each logical line before its statements (for diagnostics). */
    private readonly onLine: (text: string, line: number, joins: number[]) => void) {}

  /** True when the next line starts fresh (no open comment or continuation): the fast paths may take it. */
  get clean(): boolean {
    return !this.inBlock && this.parts.length === 0;
  }

  /** One physical line (without its newline) starting at source offset `at`. */
  line(text: string, line: number, at: number): void {
    if (this.opts.continuation && text.charCodeAt(text.length - 1) === Ch.BACKSLASH) {
      if (this.parts.length === 0) { this.firstLine = line; this.joins = []; this.physStarts = [at]; } else {
        this.joins.push(this.partsLen);
        this.physStarts.push(at);
      }
      this.parts.push(text.slice(0, -1));
      this.partsLen += text.length - 1;
      return;
    }
    if (this.parts.length > 0) {
      this.joins.push(this.partsLen);
      this.physStarts.push(at);
      this.parts.push(text);
      const joined = this.parts.join('');
      const first = this.firstLine;
      this.parts = [];
      this.partsLen = 0;
      this.logical(joined, first, this.joins);
      return;
    }
    this.logical(text, line, NO_JOINS);
  }

  /** The end of the input: a line still being continued is complete. */
  end(): void {
    if (this.parts.length === 0) return;
    const joined = this.parts.join('');
    this.parts = [];
    this.partsLen = 0;
    this.logical(joined, this.firstLine, this.joins);
  }

  /**
   * While the last statement of a line ending in a `#` comment is handled:
   * where the comment starts (the statement itself runs to the end of the
   * line, the comment blanked); -1 otherwise. Records' text stops there.
   */
  commentAt = -1;

  private logical(text: string, line: number, joins: number[]): void {
    this.onLine(text, line, joins);
    if (this.inBlock || text.indexOf('/*') >= 0) text = this.blankBlockComments(text);
    const o = this.opts;
    const n = text.length;
    let start = 0;
    let i = 0;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === Ch.QUOTE || c === Ch.DQUOTE) {
        // A quoted character or string: separators inside it do not count.
        let j = i + 1;
        while (j < n) {
          const d = text.charCodeAt(j);
          if (d === Ch.BACKSLASH) { j += 2; continue; }
          j++;
          if (d === c) break;
        }
        i = j - 1;
        continue;
      }
      if (c === Ch.SEMI) {
        if (o.semicolon === 'comment') break;
        this.onStatement(text, start, i, line);
        start = i + 1;
        continue;
      }
      if (o.lineComment === 'hash') {
        if (c === Ch.HASH) {
          // clrxasm reads the comment as blanks: the statement runs to the end of the line
          // (an error at its end is reported there).
          text = text.slice(0, i) + ' '.repeat(n - i);
          this.commentAt = i;
          i = n;
          break;
        }
      } else if (c === Ch.SLASH && text.charCodeAt(i + 1) === Ch.SLASH) {
        break;
      } else if (c === Ch.HASH && text.slice(0, i).trim() === '') {
        break; // llvm-mc: `#` is a comment only at the start of a line
      }
    }
    this.onStatement(text, start, Math.min(i, n), line);
    this.commentAt = -1;
  }

  /** Replaces the characters of block comments by spaces (the state carries over lines). */
  private blankBlockComments(text: string): string {
    let out = '';
    let i = 0;
    let from = 0;
    const n = text.length;
    if (this.inBlock) {
      const e = text.indexOf('*/');
      if (e < 0) return ' '.repeat(n);
      this.inBlock = false;
      out = ' '.repeat(e + 2);
      i = from = e + 2;
    }
    let quote = 0;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (quote !== 0) {
        if (c === Ch.BACKSLASH) i++;
        else if (c === quote) quote = 0;
        continue;
      }
      if (c === Ch.QUOTE || c === Ch.DQUOTE) { quote = c; continue; }
      // A line comment hides what follows it, `/*` included.
      if (this.opts.lineComment === 'hash' ? c === Ch.HASH
        : c === Ch.SEMI || (c === Ch.SLASH && text.charCodeAt(i + 1) === Ch.SLASH)) break;
      if (c === Ch.SLASH && text.charCodeAt(i + 1) === Ch.STAR) {
        const e = text.indexOf('*/', i + 2);
        out += text.slice(from, i);
        if (e < 0) { this.inBlock = true; return out + ' '.repeat(n - i); }
        out += ' '.repeat(e + 2 - i);
        i = e + 1;
        from = e + 2;
      }
    }
    return out + text.slice(from);
  }
}

const NO_JOINS: number[] = [];
