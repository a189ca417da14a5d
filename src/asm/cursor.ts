// A character cursor over one statement, for the hand-written parsers:
// positions are kept as indexes into the line, so every diagnostic has an
// exact column. Nothing here allocates except the identifiers it returns.

export const enum Ch {
  TAB = 9, SPACE = 32, BANG = 33, DQUOTE = 34, HASH = 35, DOLLAR = 36, PERCENT = 37, AMP = 38, QUOTE = 39,
  LPAREN = 40, RPAREN = 41, STAR = 42, PLUS = 43, COMMA = 44, MINUS = 45, DOT = 46, SLASH = 47,
  D0 = 48, D9 = 57, COLON = 58, SEMI = 59, LT = 60, EQ = 61, GT = 62, QUESTION = 63, AT = 64,
  UA = 65, UZ = 90, LBRACKET = 91, BACKSLASH = 92, RBRACKET = 93, CARET = 94, UNDERSCORE = 95,
  LA = 97, LZ = 122, LBRACE = 123, PIPE = 124, RBRACE = 125, TILDE = 126,
}

export function isIdentStart(c: number): boolean {
  return (c >= Ch.LA && c <= Ch.LZ) || (c >= Ch.UA && c <= Ch.UZ) || c === Ch.UNDERSCORE || c === Ch.DOT
    || c === Ch.DOLLAR;
}

export function isIdentChar(c: number): boolean {
  return isIdentStart(c) || (c >= Ch.D0 && c <= Ch.D9);
}

export function isDigit(c: number): boolean {
  return c >= Ch.D0 && c <= Ch.D9;
}

export class Cursor {
  /** Index of the next character. */
  pos: number;

  /** `text` is the whole source line; the statement spans [start, end). */
  constructor(readonly text: string, start: number, public end: number) {
    this.pos = start;
  }

  /** 1-based column of an index. */
  col(at = this.pos): number {
    return at + 1;
  }

  atEnd(): boolean {
    return this.pos >= this.end;
  }

  peek(off = 0): number {
    const i = this.pos + off;
    return i < this.end ? this.text.charCodeAt(i) : -1;
  }

  skipSpace(): void {
    while (this.pos < this.end) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== Ch.SPACE && c !== Ch.TAB && c !== 13 && c !== 12 && c !== 11) break;
      this.pos++;
    }
  }

  /** Consumes `c` (after spaces) if it is next. */
  eat(c: number): boolean {
    this.skipSpace();
    if (this.peek() === c) { this.pos++; return true; }
    return false;
  }

  /** Reads an identifier (letters, digits, `_`, `.`, `$`), or '' if none starts here. */
  ident(): string {
    const s = this.pos;
    if (s >= this.end || !isIdentStart(this.text.charCodeAt(s))) return '';
    let i = s + 1;
    while (i < this.end && isIdentChar(this.text.charCodeAt(i))) i++;
    this.pos = i;
    return this.text.slice(s, i);
  }

  /** True if the text at the cursor starts with `word` (case-insensitive) and a non-identifier follows. */
  startsWithWord(word: string): boolean {
    const n = word.length;
    if (this.pos + n > this.end) return false;
    for (let i = 0; i < n; i++) {
      let c = this.text.charCodeAt(this.pos + i);
      if (c >= Ch.UA && c <= Ch.UZ) c += 32;
      if (c !== word.charCodeAt(i)) return false;
    }
    const after = this.pos + n < this.end ? this.text.charCodeAt(this.pos + n) : -1;
    return !isIdentChar(after);
  }

  /** The rest of the statement, trimmed (for messages). */
  rest(): string {
    return this.text.slice(this.pos, this.end).trim();
  }
}
