// The streaming assembler: source bytes in chunks of any size -> lines ->
// statements -> the dialect's per-statement assembly -> the output sink ->
// a format writer. Memory is bounded by the longest line (and the chunk
// size), not by the input.
//
// Each physical line is first offered to the dialect's fast path, which
// works on the bytes and takes only plain instruction lines (and does
// nothing else when it declines); every other line is decoded and goes
// through the statement splitter to the dialect's general parser.

import type { Assembly, StatementInfo } from '../assembly.js';
import { StatementSplitter, type SplitOptions } from './splitter.js';
import { OutputSink, type ByteStore, type RecordWriter } from './sink.js';
import { ShapeCache, type ShapeDialect } from './shapes.js';
import { ExactLines } from './exact-lines.js';

/** A dialect's assembler, as the driver drives it. */
export interface Dialect extends ShapeDialect {
  readonly asm: Assembly;
  readonly split: SplitOptions;
  /**
   * A physical line buf[s, e) (no newline; ASCII not guaranteed). Assembles
   * it and returns true if it is a plain instruction the fast path knows;
   * otherwise returns false having changed nothing. `text.of(buf, s, e)`
   * decodes buf[s, e) one character per byte (for the general parsers on
   * parts of the line): the string holds it from index `text.base`.
   */
  fastLine(buf: Uint8Array, s: number, e: number, line: number, text: BufferText): boolean;
  /** A statement: text[start, end) of a logical line starting on `line`. */
  statement(text: string, start: number, end: number, line: number, lineStart: number): void;
  /** The end of the input: forward references, unresolved symbols. */
  finish(): void;
  /** Inside a directive block (LLVM's `.amdhsa_kernel`, metadata): every line goes to statement(). */
  readonly inBlock?: boolean;
}

/** The text of the buffer the driver is reading lines from, decoded a window at a time. */
export interface BufferText {
  /** A string holding buf[s, e) (buf as passed to fastLine), one character per byte, from index `base`. */
  of(buf: Uint8Array, s: number, e: number): string;
  /** Where buf[s] is in the string the last of() returned. */
  readonly base: number;
}

/** Decoded windows are this long: short-lived strings that stay out of the large-object space. */
const WINDOW = 1 << 13;

/** Decodes bytes one character per byte (Latin-1); the CLI passes a faster one than the default. */
export type Latin1Decoder = (b: Uint8Array, s: number, e: number) => string;

const LATIN1 = new TextDecoder('latin1');
const defaultLatin1: Latin1Decoder = (b, s, e) => LATIN1.decode(b.subarray(s, e));

/** Lines longer than this are reported and skipped (memory stays bounded). */
export const MAX_LINE = 32 << 20;
const INITIAL = 1 << 12;
const UTF8 = new TextDecoder();

/** Decodes bytes that are all ASCII. */
export function asciiString(b: Uint8Array, s: number, e: number): string {
  if (e - s < 4096) return String.fromCharCode.apply(null, b.subarray(s, e) as unknown as number[]);
  let out = '';
  for (let i = s; i < e; i += 4096) out += String.fromCharCode.apply(null, b.subarray(i, Math.min(e, i + 4096)) as unknown as number[]);
  return out;
}

function isAscii(b: Uint8Array, s: number, e: number): boolean {
  for (let i = s; i < e; i++) if (b[i]! >= 0x80) return false;
  return true;
}

export class AsmDriver implements StatementInfo, BufferText {
  readonly sink: OutputSink;
  private readonly splitter: StatementSplitter;
  /** The line carried over from one chunk to the next. */
  private buf = new Uint8Array(INITIAL);
  private len = 0;
  private lineNo = 0;
  private started = false;
  /** Skipping the rest of a line that was too long. */
  private skipping = false;
  /** Source offset (in characters) of the current physical line. */
  private charPos = 0;
  private lineChars = 0;
  /** The current physical line's bytes (for the fast path's record text). */
  private lineBuf: Uint8Array = this.buf;
  private lineS = 0;
  private lineE = 0;
  /** The current logical line (general path). */
  private logical = '';
  private joins: number[] = [];
  private physStarts: number[] = [];
  /** Told about every record, with its span in the source (for the library's result). */
  spans: ((start: number, end: number, line: number, offset: number, size: number, instruction: boolean) => void) | null = null;

  /** The buffer a window of which was decoded last: buf[winStart, winEnd) is `decoded`. */
  private textOf: Uint8Array | null = null;
  private winStart = 0;
  private winEnd = 0;
  private decoded = '';
  /** BufferText: where buf[s] of the last of(buf, s, e) is in its string. */
  base = 0;

  /** Learned line shapes (see shapes.ts); null: every line is parsed. */
  readonly shapes: ShapeCache | null;
  /** Lines met before, byte for byte (see exact-lines.ts); null with the shape cache off. */
  readonly exact: ExactLines | null;

  constructor(readonly dialect: Dialect, writer: RecordWriter, store: ByteStore | null = null,
    private readonly latin1: Latin1Decoder = defaultLatin1, holdMemory?: number, shapes = true) {
    this.sink = new OutputSink(writer, store, holdMemory);
    this.shapes = shapes ? new ShapeCache(dialect) : null;
    this.exact = shapes ? new ExactLines() : null;
    const asm = dialect.asm;
    asm.sink = this.sink;
    asm.info = this;
    asm.needsText = writer.needsText;
    asm.diag.onFirstError = () => this.sink.fail();
    this.splitter = new StatementSplitter(dialect.split,
      (text, start, end, line) => this.statement(text, start, end, line),
      (text, line, joins) => {
        this.logical = text;
        this.joins = joins;
        this.physStarts = joins.length > 0 ? this.splitter.physStarts : [];
        const ctx = asm.diag.context;
        ctx.text = text;
        ctx.line = line;
        ctx.joins = joins;
      });
  }

  private statement(text: string, start: number, end: number, line: number): void {
    try {
      this.dialect.statement(text, start, end, line, 0);
    } catch (e) {
      // A safety net: no input may crash the assembler.
      const msg = e instanceof RangeError ? 'statement too complex' : `internal error: ${(e as Error).message}`;
      this.dialect.asm.diag.error(line, start + 1, msg);
    }
  }

  /** Feeds source bytes (any chunking); the chunk is not kept. */
  push(chunk: Uint8Array): void {
    let off = 0;
    // A new chunk (possibly the same buffer refilled): forget the decoded text.
    this.textOf = null;
    if (!this.started) {
      // A UTF-8 byte-order mark is dropped (its 3 bytes may come in separate chunks).
      if (this.len + chunk.length < 3) { this.append(chunk, 0, chunk.length); return; }
      this.started = true;
      if (this.len > 0) {
        off = 3 - this.len;
        this.append(chunk, 0, off);
        const b = this.buf;
        if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) { this.len = 0; this.charPos = 1; }
      } else if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
        off = 3;
        this.charPos = 1;
      }
    }
    if (this.len > 0) {
      // Complete the line carried over from the last chunk.
      const nl = chunk.indexOf(10, off);
      if (nl < 0) { this.append(chunk, off, chunk.length); return; }
      this.append(chunk, off, nl);
      if (!this.skipping) this.line(this.buf, 0, this.len);
      this.skipping = false;
      this.len = 0;
      off = nl + 1;
    }
    // Whole lines straight from the chunk; the last partial line is kept.
    // (The built-in search beats a loop over the bytes.)
    let s = off;
    const n = chunk.length;
    for (let i = chunk.indexOf(10, off); i >= 0; i = chunk.indexOf(10, s)) {
      if (this.skipping) this.skipping = false;
      else this.line(chunk, s, i);
      s = i + 1;
    }
    if (s < n) this.append(chunk, s, n);
  }

  /** Appends to the carried-over line, which may grow up to MAX_LINE (then it is reported and skipped). */
  private append(b: Uint8Array, from: number, to: number): void {
    if (this.skipping) return;
    const n = to - from;
    if (this.len + n > this.buf.length) {
      if (this.len + n > MAX_LINE) { this.tooLong(); return; }
      let cap = this.buf.length * 2;
      while (cap < this.len + n) cap *= 2;
      const nb = new Uint8Array(Math.min(cap, MAX_LINE));
      nb.set(this.buf.subarray(0, this.len));
      this.buf = nb;
    }
    this.buf.set(b.subarray(from, to), this.len);
    this.len += n;
  }

  private tooLong(): void {
    this.lineNo++;
    this.charPos += this.lineChars;
    this.lineChars = 0;
    this.dialect.asm.diag.context.line = 0;
    this.dialect.asm.diag.error(this.lineNo, 1, `line too long (more than ${MAX_LINE} bytes); skipped`);
    this.skipping = true;
    this.len = 0;
    this.buf = new Uint8Array(INITIAL);
  }

  private line(b: Uint8Array, s: number, e: number): void {
    const lineNo = ++this.lineNo;
    this.charPos += this.lineChars;
    this.lineBuf = b;
    this.lineS = s;
    this.lineE = e;
    const shapes = this.shapes;
    const exact = this.exact;
    /** Whether the line may be kept as an exact line (it was looked up and missed). */
    let keep = false;
    let epoch = -1;
    if (this.splitter.clean && this.dialect.inBlock !== true) {
      // An awake exact-line table first (a hit needs no parse at all), then
      // the byte fast path (it changes nothing when it declines), then the
      // shape cache (where a sleeping table looks up its sample).
      if (exact !== null && !exact.sampling && (epoch = this.dialect.shapeEpoch) >= 0) {
        exact.begin(lineNo);
        const n = exact.lookup(b, s, e, epoch);
        if (n !== 0) {
          this.cached(lineNo, n, exact.out);
          this.lineChars = e - s + 1;
          return;
        }
        keep = exact.pending;
      }
      if (keep) {
        if (this.fastKept(b, s, e, lineNo)) return;
      } else if (this.dialect.fastLine(b, s, e, lineNo, this)) {
        this.lineChars = e - s + 1;
        return;
      }
      if (shapes !== null) {
        let n = shapes.lookup(b, s, e, lineNo);
        let w = shapes.out;
        // A sleeping table looks up a sample of the lines (to see when a source starts repeating them).
        if (exact !== null && exact.sampling && shapes.scanned && shapes.sampleClass === 0 && (epoch = this.dialect.shapeEpoch) >= 0) {
          exact.begin(lineNo);
          const m = exact.lookup(b, s, e, epoch);
          if (m !== 0 && n === 0) { n = m; w = exact.out; }
          keep = exact.pending;
        }
        if (n !== 0) {
          this.cached(lineNo, n, w);
          if (keep) exact!.keep(b, s, e, n, w[0]!, w[1]!);
          this.lineChars = e - s + 1;
          return;
        }
      }
    }
    let text: string;
    if (!isAscii(b, s, e)) text = UTF8.decode(b.subarray(s, e));
    else {
      const t = this.of(b, s, e);
      text = t.slice(this.base, this.base + e - s);
    }
    this.lineChars = text.length + 1;
    if (shapes === null) { this.splitter.line(text, lineNo, this.charPos); return; }
    // What the general parser does with the line decides whether its shape can be learned.
    const asm = this.dialect.asm;
    const records = asm.records;
    const diags = asm.diag.errors + asm.diag.warnings;
    const touches = this.dialect.symbolTouches;
    const clean = this.splitter.clean;
    this.splitter.line(text, lineNo, this.charPos);
    const ok = clean && this.splitter.clean && asm.records === records + 1 && asm.lastWasInstruction
      && asm.diag.errors + asm.diag.warnings === diags && this.dialect.symbolTouches === touches;
    if (keep && ok && shapes.scanned && asm.lastSize !== 0 && this.dialect.shapeEpoch === epoch) {
      exact!.keep(b, s, e, asm.lastSize >> 2, asm.lastWords[0]!, asm.lastWords[1]!);
    }
    shapes.learn(text, lineNo, ok, asm.lastWords, asm.lastSize);
  }

  /** The byte fast path on a line the exact table wants to keep; whether it took the line. */
  private fastKept(b: Uint8Array, s: number, e: number, lineNo: number): boolean {
    const asm = this.dialect.asm;
    const touches = this.dialect.symbolTouches;
    asm.fastLast = true;
    asm.lastSize = 0;
    const took = this.dialect.fastLine(b, s, e, lineNo, this);
    asm.fastLast = false;
    if (!took) return false;
    // (A line the shape cache could not stand for, such as one using `.`, is not kept.)
    if (asm.lastSize !== 0 && this.dialect.symbolTouches === touches && this.shapes!.accepts(b, s, e)) {
      this.exact!.keep(b, s, e, asm.lastSize >> 2, asm.lastWords[0]!, asm.lastWords[1]!);
    }
    this.lineChars = e - s + 1;
    return true;
  }

  /** A line a cache assembled: n words (1 or 2) in w. */
  private cached(lineNo: number, n: number, w: Uint32Array): void {
    const asm = this.dialect.asm;
    if (n > 1) asm.record2(lineNo, w[0]!, w[1]!); else asm.record1(lineNo, w[0]!);
    this.dialect.cachedInstruction();
  }

  /** The end of the input. */
  end(): void {
    if (!this.started) {
      // Fewer than 3 bytes in all: no byte-order mark; read them as lines.
      this.started = true;
      const rest = this.buf.slice(0, this.len);
      this.len = 0;
      this.push(rest);
    }
    this.textOf = null;
    if (this.len > 0 && !this.skipping) this.line(this.buf, 0, this.len);
    this.len = 0;
    this.splitter.end();
    const asm = this.dialect.asm;
    asm.diag.context.line = 0;
    try {
      this.dialect.finish();
    } catch (e) {
      asm.diag.error(this.lineNo || 1, 1, `internal error: ${(e as Error).message}`);
    }
    this.sink.end(asm.size);
  }

  of(b: Uint8Array, s: number, e: number): string {
    if (this.textOf !== b || s < this.winStart || e > this.winEnd) {
      // Windows pay when consecutive lines need text; lines in between that the
      // fast paths took make them waste: then just the line is decoded, until
      // two neighbouring lines need text again.
      if (this.winLines < 4) this.wide = this.textOf === b && s === this.winEnd + 1;
      const n = b === this.buf ? this.len : b.length;
      const to = this.wide ? Math.min(n, Math.max(e, s + WINDOW)) : e;
      this.decoded = this.latin1(b, s, to);
      this.textOf = b;
      this.winStart = s;
      this.winEnd = to;
      this.winLines = 0;
    }
    this.winLines++;
    this.base = s - this.winStart;
    return this.decoded;
  }
  private wide = true;
  private winLines = 4;

  // StatementInfo: what records need to know about the current statement.

  text(start: number, end: number): string {
    if (start < 0) {
      const b = this.lineBuf;
      return asciiString(b, this.lineS, this.lineE).trim();
    }
    return this.logical.slice(start, this.textEnd(end)).trim();
  }

  /** A statement's text ends where a `#` comment starts (the statement runs on, blanked). */
  private textEnd(end: number): number {
    const at = this.splitter.commentAt;
    return at >= 0 && at < end ? at : end;
  }

  span(start: number, end: number, line: number, offset: number, size: number, instruction: boolean): void {
    if (this.spans === null) return;
    if (start < 0) this.spans(this.charPos, this.charPos + this.lineE - this.lineS, line, offset, size, instruction);
    else this.spans(this.sourceOffset(start), this.sourceOffset(this.textEnd(end)), line, offset, size, instruction);
  }

  /** The source offset of an offset in the current logical line. */
  private sourceOffset(at: number): number {
    const joins = this.joins;
    if (joins.length === 0) return this.charPos + at;
    let k = joins.length - 1;
    while (k >= 0 && at < joins[k]!) k--;
    return k < 0 ? this.physStarts[0]! + at : this.physStarts[k + 1]! + (at - joins[k]!);
  }
}
