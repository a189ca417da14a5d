// A flat 64-bit address space made of regions (kernarg segment, dispatch
// packet, queue, code, each buffer, scratch), each a byte array at a base
// address. Regions are separated by unmapped gaps, so that running off the
// end of a buffer is a fault (reported with the instruction, lane and
// address by the caller), never a silent read of a neighbour.

export class MemFault extends Error {
  constructor(readonly address: number, readonly size: number, readonly write: boolean) {
    super(`${write ? 'write to' : 'read from'} unmapped address 0x${address.toString(16)} (${size} bytes)`);
  }
}

export interface Region {
  readonly name: string;
  readonly base: number;
  readonly size: number;
  readonly bytes: Uint8Array;
  readonly dv: DataView;
  /** The region as dwords (null when its bytes do not start 4-aligned): the fast paths of aligned dword accesses. */
  readonly u32: Uint32Array | null;
}

/** Whether typed arrays are little-endian here, as GCN memory is (else only the DataViews are used). */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function dwordsOf(b: Uint8Array): Uint32Array | null {
  return LITTLE_ENDIAN && b.byteOffset % 4 === 0 ? new Uint32Array(b.buffer, b.byteOffset, b.byteLength >>> 2) : null;
}

/** Gap left unmapped after each region. */
const GUARD = 0x10000;

export class Memory {
  readonly regions: Region[] = [];
  private next: number;
  private last: Region | null = null;

  constructor(start = 0x100000000) {
    this.next = start;
  }

  /** Maps `size` bytes (zero-filled, or `data`) at the next free address aligned to `align`. */
  map(name: string, size: number, data?: Uint8Array, align = 256): Region {
    const base = Math.ceil(this.next / align) * align;
    const bytes = new Uint8Array(Math.max(size, data?.length ?? 0));
    if (data !== undefined) bytes.set(data);
    const r: Region = { name, base, size: bytes.length, bytes, dv: new DataView(bytes.buffer), u32: dwordsOf(bytes) };
    this.regions.push(r);
    this.next = base + bytes.length + GUARD;
    return r;
  }

  /** Maps a region at a fixed address (code at its link address). */
  mapAt(name: string, base: number, data: Uint8Array): Region {
    const r: Region = { name, base, size: data.length, bytes: data, dv: new DataView(data.buffer, data.byteOffset, data.byteLength), u32: dwordsOf(data) };
    this.regions.push(r);
    if (base + data.length + GUARD > this.next) this.next = base + data.length + GUARD;
    return r;
  }

  /** The region holding [addr, addr + n), or null. */
  lookup(addr: number, n: number): Region | null {
    const l = this.last;
    if (l !== null && addr >= l.base && addr + n <= l.base + l.size) return l;
    for (const r of this.regions) {
      if (addr >= r.base && addr + n <= r.base + r.size) { this.last = r; return r; }
    }
    return null;
  }

  /** The region holding [addr, addr + n), or throws MemFault. */
  find(addr: number, n: number, write: boolean): Region {
    const l = this.last;
    if (l !== null && addr >= l.base && addr + n <= l.base + l.size) return l;
    for (const r of this.regions) {
      if (addr >= r.base && addr + n <= r.base + r.size) { this.last = r; return r; }
    }
    throw new MemFault(addr, n, write);
  }

  read32(addr: number): number { const r = this.find(addr, 4, false); return r.dv.getUint32(addr - r.base, true); }
  read16(addr: number): number { const r = this.find(addr, 2, false); return r.dv.getUint16(addr - r.base, true); }
  read8(addr: number): number { const r = this.find(addr, 1, false); return r.bytes[addr - r.base]!; }
  write32(addr: number, v: number): void { const r = this.find(addr, 4, true); r.dv.setUint32(addr - r.base, v >>> 0, true); }
  write16(addr: number, v: number): void { const r = this.find(addr, 2, true); r.dv.setUint16(addr - r.base, v & 0xffff, true); }
  write8(addr: number, v: number): void { const r = this.find(addr, 1, true); r.bytes[addr - r.base] = v & 0xff; }
}

/** A 64-bit address from two dwords (addresses stay below 2^53). */
export function addr64(lo: number, hi: number): number {
  return (hi >>> 0) * 0x100000000 + (lo >>> 0);
}
