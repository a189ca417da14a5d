// An ASCII output buffer for the printers. Printers copy precomputed byte
// pieces into it instead of concatenating strings, which keeps the hot path
// free of allocation. A full buffer is handed to `flush` (streaming output)
// or grown (when collecting a string).

export type FlushFn = (chunk: Uint8Array) => void;

const DECODER = new TextDecoder();
const HEX = new Uint8Array([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]);

/** Encodes an ASCII string as bytes (for precomputed pieces). */
export function ascii(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0x7f;
  return b;
}

export class TextSink {
  buf: Uint8Array;
  pos = 0;
  private readonly flushFn: FlushFn | null;

  /** With `flush`, a full buffer is passed on and reused; without, it grows. */
  constructor(capacity = 1 << 16, flush: FlushFn | null = null) {
    this.buf = new Uint8Array(capacity);
    this.flushFn = flush;
  }

  /** Makes room for at least n more bytes. */
  reserve(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    if (this.flushFn !== null && this.pos > 0) {
      this.flushFn(this.buf.subarray(0, this.pos));
      // The consumer may keep the chunk: start a fresh buffer.
      this.buf = new Uint8Array(Math.max(this.buf.length, n));
      this.pos = 0;
      return;
    }
    let cap = this.buf.length * 2;
    while (cap < this.pos + n) cap *= 2;
    const nb = new Uint8Array(cap);
    nb.set(this.buf.subarray(0, this.pos));
    this.buf = nb;
  }

  /** Copies a precomputed piece. Callers reserve space per line beforehand. */
  put(p: Uint8Array): void {
    const n = p.length;
    if (this.pos + n > this.buf.length) this.reserve(n);
    const b = this.buf;
    let o = this.pos;
    for (let i = 0; i < n; i++) b[o++] = p[i]!;
    this.pos = o;
  }

  byte(c: number): void {
    if (this.pos >= this.buf.length) this.reserve(1);
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

  /** `0x` followed by the lower-case hex digits of v (unsigned 32-bit), at least `digits` of them. */
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

  /** Hands the remaining bytes to the flush function. */
  flush(): void {
    if (this.flushFn !== null && this.pos > 0) {
      this.flushFn(this.buf.subarray(0, this.pos));
      this.buf = new Uint8Array(this.buf.length);
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
