// Bounds-checked little-endian reads over a Uint8Array. Nothing here throws:
// a read outside the buffer returns 0, so callers check `inside` first when
// they need to tell "zero" from "missing" (and report a diagnostic).

export class Bytes {
  readonly length: number;
  private readonly view: DataView;

  constructor(readonly data: Uint8Array) {
    this.length = data.length;
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  /** True when [offset, offset + size) lies inside the buffer (all numbers finite, non-negative). */
  inside(offset: number, size: number): boolean {
    return Number.isSafeInteger(offset) && Number.isSafeInteger(size) && offset >= 0 && size >= 0
      && offset <= this.length && size <= this.length - offset;
  }

  u8(offset: number): number {
    return this.inside(offset, 1) ? this.data[offset]! : 0;
  }

  u16(offset: number): number {
    return this.inside(offset, 2) ? this.view.getUint16(offset, true) : 0;
  }

  u32(offset: number): number {
    return this.inside(offset, 4) ? this.view.getUint32(offset, true) : 0;
  }

  i32(offset: number): number {
    return this.inside(offset, 4) ? this.view.getInt32(offset, true) : 0;
  }

  /** An unsigned 64-bit value as a number; values above 2^53 come back as Infinity (never a valid offset). */
  u64(offset: number): number {
    if (!this.inside(offset, 8)) return 0;
    const lo = this.view.getUint32(offset, true);
    const hi = this.view.getUint32(offset + 4, true);
    return hi >= 0x200000 ? Infinity : hi * 0x100000000 + lo;
  }

  /** A signed 64-bit value as a number; magnitudes above 2^53 become +-Infinity. */
  i64(offset: number): number {
    if (!this.inside(offset, 8)) return 0;
    const lo = this.view.getUint32(offset, true);
    const hi = this.view.getInt32(offset + 4, true);
    if (hi >= 0x200000) return Infinity;
    if (hi < -0x200000) return -Infinity;
    return hi * 0x100000000 + lo;
  }

  /** An unsigned 64-bit value, exactly. */
  u64big(offset: number): bigint {
    if (!this.inside(offset, 8)) return 0n;
    return this.view.getBigUint64(offset, true);
  }

  /** A view (no copy) of [offset, offset + size), clipped to the buffer. */
  slice(offset: number, size: number): Uint8Array {
    if (!Number.isFinite(offset) || offset < 0 || offset >= this.length || !(size > 0)) return new Uint8Array(0);
    const end = Math.min(this.length, offset + size);
    return this.data.subarray(offset, end);
  }

  /** A NUL-terminated string starting at `offset`, at most `max` bytes; `null` if it runs off the buffer. */
  cstring(offset: number, limit = this.length, max = 4096): string | null {
    if (!this.inside(offset, 1) || offset >= limit) return null;
    const end = Math.min(limit, this.length, offset + max);
    let i = offset;
    while (i < end && this.data[i] !== 0) i++;
    if (i >= end) return null;
    return decodeText(this.data.subarray(offset, i));
  }
}

const utf8 = new TextDecoder('utf-8');

/** Bytes to text: UTF-8, with invalid sequences replaced rather than rejected. */
export function decodeText(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

export function hex(v: number | bigint, digits = 0): string {
  if (typeof v === 'bigint') return '0x' + v.toString(16).padStart(digits, '0');
  if (!Number.isFinite(v)) return String(v);
  return (v < 0 ? '-0x' : '0x') + Math.abs(v).toString(16).padStart(digits, '0');
}
