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

  /**
   * `text` holds the statement at [start, end); `base` is the index where its
   * line starts (columns count from there).
   */
  constructor(public text: string, start: number, public end: number, public base = 0) {
    this.pos = start;
  }

  /** Points the cursor at another statement (cursors are reused per statement). */
  reset(text: string, start: number, end: number, base: number): void {
    this.text = text;
    this.pos = start;
    this.end = end;
    this.base = base;
  }

  /** 1-based column of an index. */
  col(at = this.pos): number {
    return at - this.base + 1;
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
      // A newline only appears inside a statement when a block comment spanned lines.
      if (c !== Ch.SPACE && c !== Ch.TAB && c !== 13 && c !== 12 && c !== 11 && c !== 10) break;
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

  /**
   * Reads a plain unsigned integer (decimal, or 0x hex) if one is next and is
   * not followed by more of an expression; returns -1 (cursor unchanged)
   * otherwise. The fast path for register numbers and small constants.
   */
  plainInt(): number {
    const t = this.text;
    let i = this.pos;
    const end = this.end;
    let v = 0;
    let c = i < end ? t.charCodeAt(i) : -1;
    if (c < Ch.D0 || c > Ch.D9) return -1;
    if (c === Ch.D0 && i + 1 < end) {
      const n = t.charCodeAt(i + 1);
      if ((n | 32) === 120) {
        i += 2;
        const s = i;
        for (; i < end; i++) {
          c = t.charCodeAt(i);
          const d = c >= Ch.D0 && c <= Ch.D9 ? c - Ch.D0 : (c | 32) >= 97 && (c | 32) <= 102 ? (c | 32) - 87 : -1;
          if (d < 0) break;
          v = v * 16 + d;
        }
        if (i === s || i - s > 8) return -1;
      } else if (n >= Ch.D0 && n <= Ch.D9) {
        return -1; // octal or more: the general parser decides
      } else {
        i++;
      }
    } else {
      for (; i < end; i++) {
        c = t.charCodeAt(i);
        if (c < Ch.D0 || c > Ch.D9) break;
        v = v * 10 + (c - Ch.D0);
      }
      if (v > 0xffffffff) return -1;
    }
    // Accept only if the number ends the operand.
    let j = i;
    while (j < end && (t.charCodeAt(j) === Ch.SPACE || t.charCodeAt(j) === Ch.TAB)) j++;
    if (j < end) {
      const n = t.charCodeAt(j);
      if (j === i && (isIdentChar(n) || n === Ch.DOT)) return -1;
      if (n !== Ch.COMMA && n !== Ch.RBRACKET && n !== Ch.COLON && n !== Ch.RPAREN && !(j > i && isIdentStart(n))) return -1;
    }
    this.pos = i;
    return v;
  }

  /** The rest of the statement, trimmed (for messages). */
  rest(): string {
    return this.text.slice(this.pos, this.end).trim();
  }
}

/** The end of the identifier starting at `at` (or `at` if none starts there). */
export function identEnd(text: string, at: number, end: number): number {
  if (at >= end || !isIdentStart(text.charCodeAt(at))) return at;
  let i = at + 1;
  while (i < end && isIdentChar(text.charCodeAt(i))) i++;
  return i;
}
