// Splitting source text into statements, for the CLRX dialect: `;`
// separates statements, `#` starts a comment, `/* */` comments may span
// lines (they are blanked, so columns stay exact), and a `\` at the end of
// a line continues the statement on the next one.

import { Ch } from './cursor.js';

export interface StatementSink {
  /** A statement: text[start, end) of source line `line` (1-based). */
  (text: string, start: number, end: number, line: number): void;
}

export interface SplitOptions {
  /** Characters that start a comment running to the end of the line. */
  readonly lineComment: 'hash' | 'llvm';
  /** `;` separates statements (CLRX) or starts a comment (LLVM). */
  readonly semicolon: 'separator' | 'comment';
}

export const CLRX_SPLIT: SplitOptions = { lineComment: 'hash', semicolon: 'separator' };

/** Calls `sink` for every statement of `lines`, in order. */
export function splitStatements(lines: readonly string[], opts: SplitOptions, sink: StatementSink): void {
  let inBlock = false;
  for (let li = 0; li < lines.length; li++) {
    let text = lines[li]!;
    const lineNo = li + 1;
    // A backslash at the end joins the next line (the columns of the joined part are approximate).
    while (text.length > 0 && endsWithBackslash(text) && li + 1 < lines.length) {
      text = text.slice(0, text.lastIndexOf('\\')) + ' ' + lines[++li]!;
    }
    if (inBlock || text.indexOf('/*') >= 0) {
      const r = blankBlockComments(text, inBlock);
      text = r.text;
      inBlock = r.open;
    }
    let start = 0;
    let quote = 0;
    const n = text.length;
    let i = 0;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (quote !== 0) {
        if (c === Ch.BACKSLASH) i++;
        else if (c === quote) quote = 0;
        continue;
      }
      if (c === Ch.QUOTE || c === Ch.DQUOTE) { quote = c; continue; }
      if (c === Ch.SEMI) {
        if (opts.semicolon === 'comment') break;
        sink(text, start, i, lineNo);
        start = i + 1;
        continue;
      }
      if (opts.lineComment === 'hash') {
        if (c === Ch.HASH) break;
      } else if (c === Ch.SLASH && i + 1 < n && text.charCodeAt(i + 1) === Ch.SLASH) {
        break;
      } else if (c === Ch.HASH && text.slice(0, i).trim() === '') {
        break; // LLVM: `#` is a comment only at the start of a line
      }
    }
    sink(text, start, i, lineNo);
  }
}

function endsWithBackslash(s: string): boolean {
  let i = s.length - 1;
  while (i >= 0 && (s.charCodeAt(i) === 13 || s.charCodeAt(i) === Ch.SPACE || s.charCodeAt(i) === Ch.TAB)) i--;
  return i >= 0 && s.charCodeAt(i) === Ch.BACKSLASH;
}

/** Replaces the characters of block comments by spaces. */
function blankBlockComments(text: string, open: boolean): { text: string; open: boolean } {
  let out = '';
  let i = 0;
  let from = 0;
  const n = text.length;
  if (open) {
    const e = text.indexOf('*/');
    if (e < 0) return { text: ' '.repeat(n), open: true };
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
    if (c === Ch.SLASH && text.charCodeAt(i + 1) === Ch.STAR) {
      const e = text.indexOf('*/', i + 2);
      out += text.slice(from, i);
      if (e < 0) return { text: out + ' '.repeat(n - i), open: true };
      out += ' '.repeat(e + 2 - i);
      i = e + 1;
      from = e + 2;
    }
  }
  return { text: out + text.slice(from), open: false };
}
