// A case-insensitive table of ASCII names looked up straight from the
// source text: no substring, no lower-casing, no allocation per lookup.
// The assemblers' hot paths (mnemonics, modifiers) use it instead of a Map
// keyed by sliced strings.

export class NameTable {
  private readonly names: string[] = [];
  private readonly values: number[] = [];
  /** Open addressing: slot -> entry index + 1 (0 = empty). */
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** `entries`: lower-case names and their (non-negative) values; a name listed twice keeps its first value. */
  constructor(entries: Iterable<readonly [string, number]>) {
    const list = [...entries];
    let size = 16;
    while (size < list.length * 4) size <<= 1;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    for (const [name, value] of list) {
      if (name !== name.toLowerCase()) throw new Error(`NameTable: '${name}' is not lower case`);
      if (this.get(name, 0, name.length) >= 0) continue;
      let h = hashOf(name, 0, name.length) & this.mask;
      while (this.slots[h] !== 0) h = (h + 1) & this.mask;
      this.names.push(name);
      this.values.push(value);
      this.slots[h] = this.names.length;
    }
  }

  /** The value of text[start, end) compared case-insensitively, or -1. */
  get(text: string, start: number, end: number): number {
    const n = end - start;
    let h = hashOf(text, start, end) & this.mask;
    for (;;) {
      const e = this.slots[h]!;
      if (e === 0) return -1;
      const name = this.names[e - 1]!;
      if (name.length === n && sameLower(name, text, start)) return this.values[e - 1]!;
      h = (h + 1) & this.mask;
    }
  }
}

/** FNV-1a over the lower-cased characters. */
function hashOf(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    h = Math.imul(h ^ c, 0x01000193);
  }
  return (h ^ (h >>> 15)) >>> 0;
}

function sameLower(name: string, text: string, start: number): boolean {
  for (let i = 0; i < name.length; i++) {
    let c = text.charCodeAt(start + i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== name.charCodeAt(i)) return false;
  }
  return true;
}
