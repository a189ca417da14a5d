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
  /** A `\` at the end of a line joins the next line (default true; llvm-mc has no continuation). */
  readonly continuation?: boolean;
}

export const CLRX_SPLIT: SplitOptions = { lineComment: 'hash', semicolon: 'separator' };

/**
 * llvm-mc: `;` and `//` start a comment, `/* *\/` is a comment, `#` is a
 * comment only at the start of a line (after blanks), one statement per line.
 */
export const LLVM_SPLIT: SplitOptions = { lineComment: 'llvm', semicolon: 'comment', continuation: false };

/** Calls `sink` for every statement of `lines`, in order. */
export function splitStatements(lines: readonly string[], opts: SplitOptions, sink: StatementSink): void {
  let inBlock = false;
  const continuation = opts.continuation !== false;
  for (let li = 0; li < lines.length; li++) {
    let text = lines[li]!;
    const lineNo = li + 1;
    // A backslash at the end joins the next line (the columns of the joined part are approximate).
    while (continuation && text.length > 0 && endsWithBackslash(text) && li + 1 < lines.length) {
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

/** Receives statements of a whole source text: text[start, end), on `line`, whose line starts at `lineStart`. */
export interface SourceStatementSink {
  (text: string, start: number, end: number, line: number, lineStart: number): void;
}

/**
 * Calls `sink` for every statement of `source`, scanning the text once
 * without splitting it into line strings. Block comments are blanked first
 * (columns stay exact). Sources with backslash line continuations take the
 * line-based path.
 */
export function splitSource(source: string, opts: SplitOptions, sink: SourceStatementSink): void {
  if (source.indexOf('\\') >= 0 && /\\[ \t\r]*\n|\\[ \t\r]*$/.test(source)) {
    // Rare: joined lines. Offsets are then relative to each physical line.
    const lines = source.split('\n');
    splitStatements(lines, opts, (text, start, end, line) => sink(text, start, end, line, 0));
    return;
  }
  const joins: number[] = [];
  const text = source.indexOf('/*') >= 0 ? blankAllBlockComments(source, joins) : source;
  const n = text.length;
  // Newlines inside block comments do not end a statement (CLRX reads the comment as a space).
  let nextJoin = 0;
  // The next position of each special character, found with indexOf and
  // reused until passed: most lines have none, and are one statement.
  let nextSemi = -2;
  let nextHash = -2;
  let nextQ1 = -2;
  let nextQ2 = -2;
  let nextSlash = -2;
  const hashComment = opts.lineComment === 'hash';
  let line = 1;
  let ls = 0;
  while (ls <= n) {
    let le = text.indexOf('\n', ls);
    if (le < 0) le = n;
    let extra = 0;
    if (joins.length > 0) {
      while (nextJoin < joins.length && joins[nextJoin]! < ls) nextJoin++;
      while (nextJoin < joins.length && joins[nextJoin] === le) {
        nextJoin++;
        extra++;
        le = text.indexOf('\n', le + 1);
        if (le < 0) le = n;
      }
    }
    if (nextSemi !== -1 && nextSemi < ls) nextSemi = text.indexOf(';', ls);
    if (nextHash !== -1 && nextHash < ls) nextHash = text.indexOf('#', ls);
    if (nextQ1 !== -1 && nextQ1 < ls) nextQ1 = text.indexOf("'", ls);
    if (nextQ2 !== -1 && nextQ2 < ls) nextQ2 = text.indexOf('"', ls);
    if (!hashComment && nextSlash !== -1 && nextSlash < ls) nextSlash = text.indexOf('//', ls);
    const special = (nextSemi >= 0 && nextSemi < le) || (nextHash >= 0 && nextHash < le)
      || (nextQ1 >= 0 && nextQ1 < le) || (nextQ2 >= 0 && nextQ2 < le) || (!hashComment && nextSlash >= 0 && nextSlash < le);
    if (!special) sink(text, ls, le, line, ls);
    else splitLine(text, ls, le, line, opts, sink);
    line += 1 + extra;
    ls = le + 1;
  }
}

/** The statements of one line that holds separators, comments or quotes. */
function splitLine(text: string, ls: number, le: number, line: number, opts: SplitOptions, sink: SourceStatementSink): void {
  const hashComment = opts.lineComment === 'hash';
  const semiSeparates = opts.semicolon === 'separator';
  let start = ls;
  for (let i = ls; i < le; i++) {
    const c = text.charCodeAt(i);
    if (c === Ch.QUOTE || c === Ch.DQUOTE) {
      // A quoted character or string: separators inside it do not count.
      let j = i + 1;
      while (j < le) {
        const d = text.charCodeAt(j);
        if (d === Ch.BACKSLASH) { j += 2; continue; }
        j++;
        if (d === c) break;
      }
      i = j - 1;
      continue;
    }
    if (c === Ch.SEMI) {
      if (!semiSeparates) { sink(text, start, i, line, ls); return; }
      sink(text, start, i, line, ls);
      start = i + 1;
      continue;
    }
    if (hashComment ? c === Ch.HASH
      : (c === Ch.SLASH && i + 1 < le && text.charCodeAt(i + 1) === Ch.SLASH)
        || (c === Ch.HASH && text.slice(ls, i).trim() === '')) {
      sink(text, start, i, line, ls);
      return;
    }
  }
  sink(text, start, le, line, ls);
}

function skipToEol(text: string, i: number): number {
  const e = text.indexOf('\n', i);
  return e < 0 ? text.length : e;
}

/** Replaces the characters of every block comment by spaces, keeping newlines (listed in `joins`). */
function blankAllBlockComments(source: string, joins: number[]): string {
  const parts: string[] = [];
  let from = 0;
  let i = source.indexOf('/*');
  while (i >= 0) {
    const e = source.indexOf('*/', i + 2);
    const stop = e < 0 ? source.length : e + 2;
    for (let k = source.indexOf('\n', i); k >= 0 && k < stop; k = source.indexOf('\n', k + 1)) joins.push(k);
    parts.push(source.slice(from, i), source.slice(i, stop).replace(/[^\n]/g, ' '));
    from = stop;
    if (e < 0) break;
    i = source.indexOf('/*', from);
  }
  parts.push(source.slice(from));
  return parts.join('');
}
