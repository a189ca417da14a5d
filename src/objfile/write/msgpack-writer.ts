// A MessagePack encoder that picks the encodings llvm-mc 14's msgpack::Writer
// picks: the shortest integer form (non-negative integers as unsigned), the
// shortest string, array and map headers (str8 included), maps written in
// the order given.

export type MsgOut =
  | { readonly kind: 'nil' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'int'; readonly value: bigint }
  | { readonly kind: 'str'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly MsgOut[] }
  | { readonly kind: 'map'; readonly entries: readonly (readonly [MsgOut, MsgOut])[] };

class Out {
  private buf = new Uint8Array(256);
  length = 0;
  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const b = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    b.set(this.buf.subarray(0, this.length));
    this.buf = b;
  }
  byte(b: number): void { this.room(1); this.buf[this.length++] = b & 0xff; }
  /** Big-endian unsigned of `n` bytes. */
  be(v: bigint, n: number): void {
    this.room(n);
    for (let i = n - 1; i >= 0; i--) this.buf[this.length++] = Number((v >> BigInt(8 * i)) & 0xffn);
  }
  bytes(b: Uint8Array): void { this.room(b.length); this.buf.set(b, this.length); this.length += b.length; }
  result(): Uint8Array { return this.buf.slice(0, this.length); }
}

const utf8 = new TextEncoder();

function header(o: Out, n: number, fix: number, fixMax: number, t8: number | null, t16: number, t32: number): void {
  if (n <= fixMax) o.byte(fix | n);
  else if (t8 !== null && n <= 0xff) { o.byte(t8); o.be(BigInt(n), 1); }
  else if (n <= 0xffff) { o.byte(t16); o.be(BigInt(n), 2); }
  else { o.byte(t32); o.be(BigInt(n), 4); }
}

function write(o: Out, v: MsgOut): void {
  switch (v.kind) {
    case 'nil': o.byte(0xc0); return;
    case 'bool': o.byte(v.value ? 0xc3 : 0xc2); return;
    case 'int': {
      const x = v.value;
      if (x >= 0n) {
        if (x <= 0x7fn) o.byte(Number(x));
        else if (x <= 0xffn) { o.byte(0xcc); o.be(x, 1); }
        else if (x <= 0xffffn) { o.byte(0xcd); o.be(x, 2); }
        else if (x <= 0xffffffffn) { o.byte(0xce); o.be(x, 4); }
        else { o.byte(0xcf); o.be(BigInt.asUintN(64, x), 8); }
      } else if (x >= -32n) o.byte(Number(x) & 0xff);
      else if (x >= -0x80n) { o.byte(0xd0); o.be(BigInt.asUintN(8, x), 1); }
      else if (x >= -0x8000n) { o.byte(0xd1); o.be(BigInt.asUintN(16, x), 2); }
      else if (x >= -0x80000000n) { o.byte(0xd2); o.be(BigInt.asUintN(32, x), 4); }
      else { o.byte(0xd3); o.be(BigInt.asUintN(64, x), 8); }
      return;
    }
    case 'str': {
      const b = utf8.encode(v.value);
      header(o, b.length, 0xa0, 31, 0xd9, 0xda, 0xdb);
      o.bytes(b);
      return;
    }
    case 'array':
      header(o, v.items.length, 0x90, 15, null, 0xdc, 0xdd);
      for (const i of v.items) write(o, i);
      return;
    case 'map':
      header(o, v.entries.length, 0x80, 15, null, 0xde, 0xdf);
      for (const [k, x] of v.entries) { write(o, k); write(o, x); }
      return;
  }
}

export function encodeMsgPack(v: MsgOut): Uint8Array {
  const o = new Out();
  write(o, v);
  return o.result();
}
