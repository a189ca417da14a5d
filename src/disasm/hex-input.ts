// Reads machine code written as text (`gcnkit disasm --hex`): 32-bit words
// of 8 hex digits (`0x` optional) and llvm-mc byte lists (`[0x02,0x03,...]`
// or `0x02,0x03,...`), separated by spaces, commas or newlines; `#` and `//`
// start comments. Incremental: text arrives in chunks of any size, and a
// token may be split between chunks.

export interface HexDiagnostic {
  readonly line: number;
  readonly col: number;
  readonly message: string;
  /** The text of the line (up to MAX_LINE_TEXT characters), when it is known. */
  source?: string;
  /** The caret's column in `source` when `source` is an excerpt (an error past MAX_LINE_TEXT). */
  caret?: number;
  /** The offending token, shown when the error lies past the kept text of its line. */
  excerpt?: string;
}

const MAX_LINE_TEXT = 400;

export const MAX_HEX_DIAGNOSTICS = 1000;

const enum C {
  NL = 10, CR = 13, SP = 32, TAB = 9, COMMA = 44, HASH = 35, SLASH = 47, LBR = 91, RBR = 93,
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** Incremental parser. `push` text bytes (UTF-8/ASCII), `end` at the end; words go to `onWords`. */
export class HexReader {
  readonly diagnostics: HexDiagnostic[] = [];
  diagnosticCount = 0;

  private line = 1;
  private col = 0;
  // The token being read.
  private tok = new Uint8Array(64);
  private tokLen = 0;
  private tokLine = 0;
  private tokCol = 0;
  private tokTooLong = false;
  private inComment = false;
  private slashPending = false;
  private inBrackets = false;
  // Bytes of an llvm-mc byte list waiting to form a word.
  private bytes = 0;
  private byteCount = 0;
  private byteLine = 0;
  private byteCol = 0;
  private out: Uint32Array;
  private outLen = 0;
  // The current line's text, to show under its diagnostics.
  private lineBuf = new Uint8Array(MAX_LINE_TEXT);
  private lineLen = 0;
  private lineDiagStart = -1;

  constructor(private readonly onWords: (words: Uint32Array) => void, batch = 1 << 14) {
    this.out = new Uint32Array(batch);
  }

  push(text: Uint8Array): void {
    for (let i = 0; i < text.length; i++) this.char(text[i]!);
    this.flushWords();
  }

  end(): HexDiagnostic[] {
    if (this.slashPending) { this.slashPending = false; this.error(this.line, this.col, "stray '/'"); }
    this.endToken();
    this.endLine();
    if (this.byteCount !== 0) {
      this.error(this.byteLine, this.byteCol,
        `${this.byteCount} byte${this.byteCount > 1 ? 's' : ''} left over: byte lists must add up to whole 32-bit words`);
      this.byteCount = 0;
    }
    this.flushWords();
    return this.diagnostics;
  }

  private char(c: number): void {
    if (c === C.NL) {
      if (this.slashPending) { this.slashPending = false; this.error(this.line, this.col, "stray '/'"); }
      this.endToken();
      this.endLine();
      this.inComment = false;
      this.line++;
      this.col = 0;
      return;
    }
    if (this.lineLen < MAX_LINE_TEXT) this.lineBuf[this.lineLen++] = c;
    this.col++;
    if (this.inComment) return;
    if (this.slashPending) {
      this.slashPending = false;
      if (c === C.SLASH) { this.endToken(); this.inComment = true; return; }
      this.error(this.line, this.col - 1, "stray '/'");
    }
    if (c === C.SLASH) { this.slashPending = true; return; }
    if (c === C.HASH) { this.endToken(); this.inComment = true; return; }
    if (c === C.SP || c === C.TAB || c === C.CR || c === C.COMMA) { this.endToken(); return; }
    if (c === C.LBR) { this.endToken(); this.inBrackets = true; return; }
    if (c === C.RBR) { this.endToken(); this.inBrackets = false; return; }
    if (this.tokLen === 0) { this.tokLine = this.line; this.tokCol = this.col; this.tokTooLong = false; }
    if (this.tokLen < this.tok.length) this.tok[this.tokLen++] = c;
    else this.tokTooLong = true;
  }

  private endToken(): void {
    const n = this.tokLen;
    if (n === 0) return;
    this.tokLen = 0;
    const t = this.tok;
    let p = 0;
    const prefixed = n >= 2 && t[0] === 48 && (t[1] === 120 || t[1] === 88);
    if (prefixed) p = 2;
    const digits = n - p;
    let v = 0;
    let ok = digits > 0 && digits <= 8 && !this.tokTooLong;
    for (let i = p; ok && i < n; i++) {
      const h = hexValue(t[i]!);
      if (h < 0) ok = false;
      else v = v * 16 + h;
    }
    if (!ok) {
      const shown = String.fromCharCode(...t.subarray(0, Math.min(n, 24))) + (n > 24 || this.tokTooLong ? '...' : '');
      this.error(this.tokLine, this.tokCol, `expected a 32-bit hex word or a 0x.. byte, found '${shown}'`, shown);
      return;
    }
    const isByte = prefixed ? digits <= 2 : this.inBrackets && digits <= 2;
    if (isByte) {
      if (this.byteCount === 0) { this.byteLine = this.tokLine; this.byteCol = this.tokCol; }
      this.bytes = (this.bytes | (v << (8 * this.byteCount))) >>> 0;
      if (++this.byteCount === 4) {
        this.word(this.bytes);
        this.bytes = 0;
        this.byteCount = 0;
      }
      return;
    }
    if (!prefixed && digits !== 8) {
      this.error(this.tokLine, this.tokCol, `a word needs 8 hex digits (or a 0x prefix), found ${digits}`);
      return;
    }
    if (this.byteCount !== 0) {
      this.error(this.byteLine, this.byteCol, 'a byte list must add up to whole 32-bit words before the next word');
      this.bytes = 0;
      this.byteCount = 0;
    }
    this.word(v);
  }

  private word(v: number): void {
    this.out[this.outLen++] = v;
    if (this.outLen === this.out.length) this.flushWords();
  }

  private flushWords(): void {
    if (this.outLen === 0) return;
    const chunk = this.out.slice(0, this.outLen);
    this.outLen = 0;
    this.onWords(chunk);
  }

  /** Gives the diagnostics of the line just finished its text. */
  private endLine(): void {
    if (this.lineDiagStart >= 0) {
      const text = new TextDecoder().decode(this.lineBuf.subarray(0, this.lineLen)).replace(/\r$/, '');
      for (let i = this.lineDiagStart; i < this.diagnostics.length; i++) {
        const d = this.diagnostics[i]!;
        if (d.line !== this.line) continue;
        if (d.col > this.lineLen && this.lineLen >= MAX_LINE_TEXT) {
          // Past the kept text of a long line: show the token alone.
          d.source = `... ${d.excerpt ?? ''}`;
          d.caret = 5;
        } else d.source = text;
        delete d.excerpt;
      }
      this.lineDiagStart = -1;
    }
    this.lineLen = 0;
  }

  private error(line: number, col: number, message: string, excerpt?: string): void {
    this.diagnosticCount++;
    if (this.diagnostics.length >= MAX_HEX_DIAGNOSTICS) return;
    if (line === this.line && this.lineDiagStart < 0) this.lineDiagStart = this.diagnostics.length;
    this.diagnostics.push(excerpt !== undefined ? { line, col, message, excerpt } : { line, col, message });
  }
}

/** Parses a whole hex text to words. */
export function parseHexWords(text: string | Uint8Array): { words: Uint32Array; diagnostics: HexDiagnostic[] } {
  const chunks: Uint32Array[] = [];
  const rd = new HexReader((w) => chunks.push(w));
  rd.push(typeof text === 'string' ? new TextEncoder().encode(text) : text);
  const diagnostics = rd.end();
  let n = 0;
  for (const c of chunks) n += c.length;
  const words = new Uint32Array(n);
  let o = 0;
  for (const c of chunks) { words.set(c, o); o += c.length; }
  return { words, diagnostics };
}
