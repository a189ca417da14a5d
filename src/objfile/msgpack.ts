// A MessagePack decoder, enough for AMDGPU metadata notes (code object v3+)
// and safe on any input: every length is checked against the bytes left
// before anything is allocated, nesting is bounded, and errors come back as
// a message rather than an exception.
//
// Values: nil -> null, booleans, integers -> number (bigint beyond 2^53),
// floats -> number, str -> string, bin -> Uint8Array, array -> array,
// map -> a plain object when every key is a string, else a Map;
// ext -> { ext: type, data }.

export type MsgValue =
  | null | boolean | number | bigint | string | Uint8Array
  | MsgValue[] | MsgMap | Map<MsgValue, MsgValue> | MsgExt;

export interface MsgMap { [key: string]: MsgValue }
export interface MsgExt { ext: number; data: Uint8Array }

export interface MsgDecodeResult {
  readonly value: MsgValue;
  /** Bytes consumed by the first value. */
  readonly length: number;
  readonly error?: string;
}

const MAX_DEPTH = 64;

class Reader {
  pos = 0;
  private readonly view: DataView;
  private readonly text = new TextDecoder('utf-8');
  constructor(readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }
  need(n: number): void {
    if (n > this.data.length - this.pos) throw new MsgError(`truncated: ${n} bytes needed at offset ${this.pos}, ${this.data.length - this.pos} left`);
  }
  u8(): number { this.need(1); return this.data[this.pos++]!; }
  u16(): number { this.need(2); const v = this.view.getUint16(this.pos); this.pos += 2; return v; }
  u32(): number { this.need(4); const v = this.view.getUint32(this.pos); this.pos += 4; return v; }
  u64(): number | bigint {
    this.need(8); const v = this.view.getBigUint64(this.pos); this.pos += 8;
    return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
  }
  i64(): number | bigint {
    this.need(8); const v = this.view.getBigInt64(this.pos); this.pos += 8;
    return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v;
  }
  bytes(n: number): Uint8Array { this.need(n); const s = this.data.subarray(this.pos, this.pos + n); this.pos += n; return s; }
  str(n: number): string { return this.text.decode(this.bytes(n)); }
}

/** Internal: unwinds the recursion on a decoding error; never escapes `decodeMsgPack`. */
class MsgError extends Error {}

function value(r: Reader, depth: number): MsgValue {
  if (depth > MAX_DEPTH) throw new MsgError(`nesting deeper than ${MAX_DEPTH}`);
  const t = r.u8();
  if (t <= 0x7f) return t;
  if (t >= 0xe0) return t - 0x100;
  if ((t & 0xf0) === 0x80) return map(r, t & 0x0f, depth);
  if ((t & 0xf0) === 0x90) return array(r, t & 0x0f, depth);
  if ((t & 0xe0) === 0xa0) return r.str(t & 0x1f);
  switch (t) {
    case 0xc0: return null;
    case 0xc2: return false;
    case 0xc3: return true;
    case 0xc4: return r.bytes(r.u8()).slice();
    case 0xc5: return r.bytes(r.u16()).slice();
    case 0xc6: return r.bytes(r.u32()).slice();
    case 0xc7: return ext(r, r.u8());
    case 0xc8: return ext(r, r.u16());
    case 0xc9: return ext(r, r.u32());
    case 0xca: { r.need(4); const v = new DataView(r.data.buffer, r.data.byteOffset + r.pos, 4).getFloat32(0); r.pos += 4; return v; }
    case 0xcb: { r.need(8); const v = new DataView(r.data.buffer, r.data.byteOffset + r.pos, 8).getFloat64(0); r.pos += 8; return v; }
    case 0xcc: return r.u8();
    case 0xcd: return r.u16();
    case 0xce: return r.u32();
    case 0xcf: return r.u64();
    case 0xd0: return (r.u8() << 24) >> 24;
    case 0xd1: return (r.u16() << 16) >> 16;
    case 0xd2: return r.u32() | 0;
    case 0xd3: return r.i64();
    case 0xd4: return ext(r, 1);
    case 0xd5: return ext(r, 2);
    case 0xd6: return ext(r, 4);
    case 0xd7: return ext(r, 8);
    case 0xd8: return ext(r, 16);
    case 0xd9: return r.str(r.u8());
    case 0xda: return r.str(r.u16());
    case 0xdb: return r.str(r.u32());
    case 0xdc: return array(r, r.u16(), depth);
    case 0xdd: return array(r, r.u32(), depth);
    case 0xde: return map(r, r.u16(), depth);
    case 0xdf: return map(r, r.u32(), depth);
    default: throw new MsgError(`invalid type byte 0x${t.toString(16)} at offset ${r.pos - 1}`);
  }
}

function ext(r: Reader, n: number): MsgExt {
  const type = (r.u8() << 24) >> 24;
  return { ext: type, data: r.bytes(n).slice() };
}

function array(r: Reader, n: number, depth: number): MsgValue[] {
  // Every element takes at least one byte: a count beyond the bytes left is a lie.
  r.need(n);
  const out: MsgValue[] = [];
  for (let i = 0; i < n; i++) out.push(value(r, depth + 1));
  return out;
}

function map(r: Reader, n: number, depth: number): MsgMap | Map<MsgValue, MsgValue> {
  r.need(2 * n);
  const keys: MsgValue[] = [];
  const vals: MsgValue[] = [];
  let allStrings = true;
  for (let i = 0; i < n; i++) {
    const k = value(r, depth + 1);
    if (typeof k !== 'string') allStrings = false;
    keys.push(k);
    vals.push(value(r, depth + 1));
  }
  if (!allStrings) return new Map(keys.map((k, i) => [k, vals[i]!]));
  const obj: MsgMap = {};
  for (let i = 0; i < n; i++) {
    // defineProperty: a key named __proto__ must stay a plain key.
    Object.defineProperty(obj, keys[i] as string, { value: vals[i]!, enumerable: true, writable: true, configurable: true });
  }
  return obj;
}

/** Decodes the first MessagePack value in `data`. Never throws. */
export function decodeMsgPack(data: Uint8Array): MsgDecodeResult {
  const r = new Reader(data);
  try {
    const v = value(r, 0);
    return { value: v, length: r.pos };
  } catch (e) {
    if (e instanceof MsgError) return { value: null, length: r.pos, error: e.message };
    // RangeError from a runaway recursion or similar: still a message, not a crash.
    return { value: null, length: r.pos, error: `undecodable: ${(e as Error).message}` };
  }
}
