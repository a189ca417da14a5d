// A hash table from short ASCII names to numbers, looked up straight from
// source bytes (case-insensitively: keys are stored lower case and A-Z is
// folded while hashing), so the fast paths build no strings.

export class ByteTable {
  private readonly slots: Int32Array;
  private readonly mask: number;
  private keys = new Uint8Array(1024);
  private keyStart: number[] = [];
  private keyLen: number[] = [];
  private values: number[] = [];
  private used = 0;

  constructor(capacity: number) {
    let n = 16;
    while (n < capacity * 2) n *= 2;
    this.slots = new Int32Array(n).fill(-1);
    this.mask = n - 1;
  }

  /** Adds a lower-case ASCII key (a later value for the same key wins). */
  set(key: string, value: number): void {
    let h = 0;
    for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) | 0;
    let slot = hashSlot(h, this.mask);
    for (;;) {
      const k = this.slots[slot]!;
      if (k < 0) break;
      if (this.keyLen[k] === key.length && this.keyEquals(k, key)) { this.values[k] = value; return; }
      slot = (slot + 1) & this.mask;
    }
    const k = this.keyLen.length;
    if (this.used + key.length > this.keys.length) {
      const nk = new Uint8Array(this.keys.length * 2 + key.length);
      nk.set(this.keys);
      this.keys = nk;
    }
    for (let i = 0; i < key.length; i++) this.keys[this.used + i] = key.charCodeAt(i);
    this.keyStart.push(this.used);
    this.keyLen.push(key.length);
    this.values.push(value);
    this.used += key.length;
    this.slots[slot] = k;
  }

  private keyEquals(k: number, key: string): boolean {
    const s = this.keyStart[k]!;
    for (let i = 0; i < key.length; i++) if (this.keys[s + i] !== key.charCodeAt(i)) return false;
    return true;
  }

  /** The value of b[s, e) (A-Z folded to a-z), or -1. */
  get(b: Uint8Array, s: number, e: number, h: number): number {
    let slot = hashSlot(h, this.mask);
    const n = e - s;
    for (;;) {
      const k = this.slots[slot]!;
      if (k < 0) return -1;
      if (this.keyLen[k] === n) {
        const ks = this.keyStart[k]!;
        let i = 0;
        for (; i < n; i++) {
          let c = b[s + i]!;
          if (c >= 65 && c <= 90) c |= 32;
          if (this.keys[ks + i] !== c) break;
        }
        if (i === n) return this.values[k]!;
      }
      slot = (slot + 1) & this.mask;
    }
  }
}

function hashSlot(h: number, mask: number): number {
  return (Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 12) & mask;
}

/** The hash ByteTable.get expects: h = h * 31 + c over the folded bytes. */
export function foldHash(b: Uint8Array, s: number, e: number): number {
  let h = 0;
  for (let i = s; i < e; i++) {
    let c = b[i]!;
    if (c >= 65 && c <= 90) c |= 32;
    h = (Math.imul(h, 31) + c) | 0;
  }
  return h;
}
