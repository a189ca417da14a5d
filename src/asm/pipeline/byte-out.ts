// A byte buffer for output text and machine code that hands full chunks to a
// flush function and reuses itself, so output of any size costs one buffer.

export type FlushFn = (chunk: Uint8Array) => void;

const HEX = new Uint8Array([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]);

export class ByteOut {
  buf: Uint8Array;
  pos = 0;

  /** With `flush`, a full buffer is handed over (valid only during the call); without, it grows. */
  constructor(capacity = 1 << 16, private readonly flushFn: FlushFn | null = null) {
    this.buf = new Uint8Array(capacity);
  }

  /** Makes room for n more bytes. */
  reserve(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    if (this.flushFn !== null) {
      this.flush();
      if (n <= this.buf.length) return;
      this.buf = new Uint8Array(n);
      return;
    }
    let cap = this.buf.length * 2;
    while (cap < this.pos + n) cap *= 2;
    const nb = new Uint8Array(cap);
    nb.set(this.buf.subarray(0, this.pos));
    this.buf = nb;
  }

  bytes(b: Uint8Array, from = 0, to = b.length): void {
    const n = to - from;
    if (this.pos + n > this.buf.length) this.reserve(n);
    if (n <= 16) {
      const d = this.buf;
      let o = this.pos;
      for (let i = from; i < to; i++) d[o++] = b[i]!;
      this.pos = o;
      return;
    }
    this.buf.set(b.subarray(from, to), this.pos);
    this.pos += n;
  }

  byte(c: number): void {
    if (this.pos >= this.buf.length) this.reserve(1);
    this.buf[this.pos++] = c;
  }

  /** An ASCII string (other characters are written as their low 7 bits). */
  text(s: string): void {
    this.reserve(s.length);
    const b = this.buf;
    let o = this.pos;
    for (let i = 0; i < s.length; i++) b[o++] = s.charCodeAt(i) & 0x7f;
    this.pos = o;
  }

  /** Exactly `digits` lower-case hex digits of the unsigned 32-bit v. */
  hex(v: number, digits: number): void {
    if (this.pos + digits > this.buf.length) this.reserve(digits);
    const b = this.buf;
    let o = this.pos;
    for (let s = (digits - 1) * 4; s >= 0; s -= 4) b[o++] = HEX[(v >>> s) & 15]!;
    this.pos = o;
  }

  /** A non-negative integer (up to 2^53) in decimal. */
  dec(v: number): void {
    this.text(String(v));
  }

  /** Hands the buffered bytes to the flush function. */
  flush(): void {
    if (this.flushFn !== null && this.pos > 0) {
      this.flushFn(this.buf.subarray(0, this.pos));
      this.pos = 0;
    }
  }

  /** The bytes written so far (without a flush function). */
  view(): Uint8Array {
    return this.buf.subarray(0, this.pos);
  }
}
