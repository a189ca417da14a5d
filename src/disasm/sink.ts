// Text output for the printers, built for speed: every fixed piece of text
// (mnemonics, register names, modifiers) is stored once in a PieceArena, and
// printing copies pieces into a TextSink four bytes at a time. Nothing is
// allocated per instruction and no strings are built.

import { copyText } from './copy-text.js';

export type FlushFn = (chunk: Uint8Array) => void;

const DECODER = new TextDecoder();
const HEX = new Uint8Array([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]);

/** A piece handle: (start << LEN_BITS) | length. */
export type Piece = number;
const LEN_BITS = 7;
const LEN_MASK = (1 << LEN_BITS) - 1;
/** Longest piece an arena holds. */
export const MAX_PIECE = LEN_MASK;
/** Bytes a sink keeps free beyond what a line needs: copies may write up to 7 bytes too far. */
const SLACK = 8;

/** Encodes an ASCII string as bytes. */
export function ascii(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0x7f;
  return b;
}

/** Append-only storage of text pieces, addressed by handles. */
export class PieceArena {
  bytes: Uint8Array;
  dv: DataView;
  len = 0;
  private readonly interned = new Map<string, Piece>();

  constructor(capacity = 1 << 16) {
    this.bytes = new Uint8Array(capacity);
    this.dv = new DataView(this.bytes.buffer);
  }

  /** Stores a piece (or finds the same text stored before) and returns its handle. */
  add(s: string): Piece {
    const known = this.interned.get(s);
    if (known !== undefined) return known;
    const h = this.addUnique(s);
    this.interned.set(s, h);
    return h;
  }

  /** Stores a piece without looking for an earlier copy (for text known to be new). */
  addUnique(s: string): Piece {
    if (s.length > MAX_PIECE) throw new RangeError(`piece too long: ${s.length}`);
    if (this.len + s.length + SLACK > this.bytes.length) {
      const nb = new Uint8Array(Math.max(this.bytes.length * 2, this.len + s.length + SLACK));
      nb.set(this.bytes.subarray(0, this.len));
      this.bytes = nb;
      this.dv = new DataView(nb.buffer);
    }
    const start = this.len;
    for (let i = 0; i < s.length; i++) this.bytes[start + i] = s.charCodeAt(i) & 0x7f;
    this.len += s.length;
    return (start << LEN_BITS) | s.length;
  }

  /** Stores the concatenation of pieces (copying bytes, no strings built). */
  concat(a: Piece, b: Piece, c: Piece): Piece {
    const la = a & LEN_MASK, lb = b & LEN_MASK, lc = c & LEN_MASK;
    const n = la + lb + lc;
    if (n > MAX_PIECE) throw new RangeError(`piece too long: ${n}`);
    if (this.len + n + SLACK > this.bytes.length) {
      const nb = new Uint8Array(this.bytes.length * 2 + n);
      nb.set(this.bytes.subarray(0, this.len));
      this.bytes = nb;
      this.dv = new DataView(nb.buffer);
    }
    const B = this.bytes;
    const start = this.len;
    B.copyWithin(start, a >>> LEN_BITS, (a >>> LEN_BITS) + la);
    B.copyWithin(start + la, b >>> LEN_BITS, (b >>> LEN_BITS) + lb);
    B.copyWithin(start + la + lb, c >>> LEN_BITS, (c >>> LEN_BITS) + lc);
    this.len += n;
    return (start << LEN_BITS) | n;
  }

  /** The text of a piece (for tests and slow paths). */
  text(h: Piece): string {
    const s = h >>> LEN_BITS;
    return DECODER.decode(this.bytes.subarray(s, s + (h & LEN_MASK)));
  }
}

export function pieceLength(h: Piece): number {
  return h & LEN_MASK;
}

export class TextSink {
  buf: Uint8Array;
  dv: DataView;
  pos = 0;
  private readonly flushFn: FlushFn | null;

  /**
   * With `flush`, a full buffer is handed to it and then reused: the chunk is
   * valid only during the call (copy it to keep it). Without, the buffer grows.
   */
  constructor(capacity = 1 << 16, flush: FlushFn | null = null) {
    this.buf = new Uint8Array(capacity);
    this.dv = new DataView(this.buf.buffer);
    this.flushFn = flush;
  }

  /**
   * Moves the pending text to `buf` (of this buffer's length: WebAssembly memory, where the
   * hot loops write) and uses it from now on.
   */
  adopt(buf: Uint8Array): void {
    buf.set(this.buf.subarray(0, this.pos));
    this.buf = buf;
    this.dv = new DataView(buf.buffer, buf.byteOffset, buf.length);
  }

  /** Makes room for at least n more bytes (plus the copy slack). Printers call it once per line. */
  reserve(n: number): void {
    if (this.pos + n + SLACK <= this.buf.length) return;
    if (this.flushFn !== null && this.pos > 0) {
      this.flushFn(this.buf.subarray(0, this.pos));
      this.pos = 0;
      if (n + SLACK <= this.buf.length) return;
      this.buf = new Uint8Array(n + SLACK);
      this.dv = new DataView(this.buf.buffer);
      return;
    }
    let cap = this.buf.length * 2;
    while (cap < this.pos + n + SLACK) cap *= 2;
    const nb = new Uint8Array(cap);
    nb.set(this.buf.subarray(0, this.pos));
    this.buf = nb;
    this.dv = new DataView(nb.buffer);
  }

  /** Copies a piece. The caller has reserved room for the line. */
  put(a: PieceArena, h: Piece): void {
    const s = h >>> LEN_BITS;
    const n = h & LEN_MASK;
    const src = a.dv;
    const dst = this.dv;
    const o = this.pos;
    for (let j = 0; j < n; j += 4) dst.setInt32(o + j, src.getInt32(s + j, true), true);
    this.pos = o + n;
  }

  /** Copies n bytes at `from` of a buffer that has 3 bytes of slack after them, four at a time. */
  copyFrom(src: DataView, from: number, n: number): void {
    if (this.pos + n + SLACK > this.buf.length) this.reserve(n);
    const d = this.dv;
    const o = this.pos;
    for (let k = 0; k < n; k += 4) d.setInt32(o + k, src.getInt32(from + k, true), true);
    this.pos = o + n;
  }

  /**
   * Copies bytes [from, to) of `src` (`sv` a view of it, readable for 7 bytes past `to`). A large range goes to
   * the flush function as it is, after the pending bytes; a short one is copied eight bytes at a time.
   */
  range(src: Uint8Array, sv: DataView, from: number, to: number): void {
    const n = to - from;
    // Copying is cheaper than a write(2) of its own up to a good part of the buffer.
    if (n >= this.buf.length >> 2 && this.flushFn !== null) {
      this.flush();
      this.flushFn(src.subarray(from, to));
      return;
    }
    if (this.pos + n + SLACK > this.buf.length) this.reserve(n);
    const o = this.pos;
    if (n >= 512) this.buf.set(src.subarray(from, to), o);
    else copyText(this.dv, o, sv, from, n);
    this.pos = o + n;
  }

  /** Copies n bytes of text readable for 7 bytes past them (copyText), without the room check (the caller reserved it). */
  put4(src: DataView, from: number, n: number): void {
    const o = this.pos;
    copyText(this.dv, o, src, from, n);
    this.pos = o + n;
  }

  /**
   * Copies bytes [from, to) of an arena (`src`, `sv` a view of it, readable for 7 bytes past
   * `to`) without the room check: a run of cached lines that lie next to each other there
   * (lines cached in the order they were first met, met again in that order) is one copy.
   */
  putRun(src: Uint8Array, sv: DataView, from: number, to: number): void {
    const n = to - from;
    const o = this.pos;
    if (n >= 128) this.buf.set(src.subarray(from, to), o);
    else copyText(this.dv, o, sv, from, n);
    this.pos = o + n;
  }

  /**
   * A branch line held without its label number (`n` bytes, readable for 7 more): the first
   * `split` bytes, the decimal digits of `num` (a non-negative integer), then the rest.
   * Without the room check (n + 20 bytes).
   */
  putBranch(src: DataView, from: number, n: number, split: number, num: number): void {
    const d = this.dv;
    let o = this.pos;
    copyText(d, o, src, from, split);
    o += split;
    let digits = 1;
    for (let p = 10; p <= num; p *= 10) digits++;
    const b = this.buf;
    for (let k = o + digits - 1; k >= o; k--) { b[k] = 48 + (num % 10); num = Math.floor(num / 10); }
    o += digits;
    copyText(d, o, src, from + split, n - split);
    this.pos = o + n - split;
  }

  /** Copies bytes (slow path; for text that is not in an arena). */
  bytes(b: Uint8Array): void {
    this.reserve(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  byte(c: number): void {
    if (this.pos + SLACK >= this.buf.length) this.reserve(1);
    this.buf[this.pos++] = c;
  }

  /** Writes an ASCII string (for rare, dynamic text). */
  text(s: string): void {
    this.reserve(s.length);
    const b = this.buf;
    let o = this.pos;
    for (let i = 0; i < s.length; i++) b[o++] = s.charCodeAt(i) & 0x7f;
    this.pos = o;
  }

  /** `0x` and the lower-case hex digits of v (unsigned 32-bit), at least `digits` of them. */
  hex(v: number, digits = 1): void {
    this.reserve(10);
    const b = this.buf;
    b[this.pos++] = 48; // '0'
    b[this.pos++] = 120; // 'x'
    this.hexDigits(v, digits);
  }

  /** The lower-case hex digits of v (unsigned 32-bit), at least `digits` of them, no prefix. */
  hexDigits(v: number, digits = 1): void {
    this.reserve(8);
    v >>>= 0;
    let n = 1;
    while (n < 8 && v >>> (n * 4) !== 0) n++;
    if (n < digits) n = digits;
    const b = this.buf;
    let o = this.pos;
    for (let s = (n - 1) * 4; s >= 0; s -= 4) b[o++] = HEX[(v >>> s) & 15]!;
    this.pos = o;
  }

  /** A signed decimal integer. */
  dec(v: number): void {
    this.reserve(12);
    const b = this.buf;
    if (v < 0) { b[this.pos++] = 45; v = -v; }
    if (v < 10) { b[this.pos++] = 48 + v; return; }
    let start = this.pos;
    while (v > 0) { b[this.pos++] = 48 + (v % 10); v = Math.floor(v / 10); }
    let end = this.pos - 1;
    while (start < end) { const t = b[start]!; b[start++] = b[end]!; b[end--] = t; }
  }

  /**
   * Writes a large block: with a flush function, the pending bytes and then
   * the block itself are handed over without copying the block.
   */
  block(b: Uint8Array): void {
    if (this.flushFn === null || b.length < 4096) { this.bytes(b); return; }
    this.flush();
    this.flushFn(b);
  }

  /** Hands the remaining bytes to the flush function. */
  flush(): void {
    if (this.flushFn !== null && this.pos > 0) {
      this.flushFn(this.buf.subarray(0, this.pos));
      this.pos = 0;
    }
  }

  /** The collected text (for sinks without a flush function). */
  toString(): string {
    return DECODER.decode(this.buf.subarray(0, this.pos));
  }

  clear(): void {
    this.pos = 0;
  }
}
