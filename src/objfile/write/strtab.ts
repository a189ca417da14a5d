// The ELF string table as LLVM's StringTableBuilder lays it out: a leading
// NUL, then the strings sorted by their reversed text in descending order,
// each string that ends another one (its suffix) sharing that one's bytes.

function reversedGreater(a: Uint8Array, b: Uint8Array): number {
  // Compare character by character from the end; a string that runs out first is the smaller.
  for (let i = 1; ; i++) {
    const ca = i <= a.length ? a[a.length - i]! : -1;
    const cb = i <= b.length ? b[b.length - i]! : -1;
    if (ca !== cb) return cb - ca;
    if (ca === -1) return 0;
  }
}

function endsWith(s: Uint8Array, tail: Uint8Array): boolean {
  if (tail.length > s.length) return false;
  for (let i = 1; i <= tail.length; i++) if (s[s.length - i] !== tail[tail.length - i]) return false;
  return true;
}

export class StringTable {
  private readonly strings = new Map<string, number>();
  private data: Uint8Array | null = null;

  add(s: string): void {
    if (s !== '' && !this.strings.has(s)) this.strings.set(s, -1);
  }

  /** Lays the table out; offsets are valid afterwards. */
  finalize(): Uint8Array {
    const enc = new TextEncoder();
    const items = [...this.strings.keys()].map((s) => ({ s, b: enc.encode(s) }));
    items.sort((x, y) => reversedGreater(x.b, y.b));
    const parts: Uint8Array[] = [new Uint8Array(1)];
    let size = 1;
    let previous: Uint8Array | null = null;
    for (const it of items) {
      if (previous !== null && endsWith(previous, it.b)) {
        this.strings.set(it.s, size - it.b.length - 1);
        continue;
      }
      this.strings.set(it.s, size);
      parts.push(it.b, new Uint8Array(1));
      size += it.b.length + 1;
      previous = it.b;
    }
    const out = new Uint8Array(size);
    let o = 0;
    for (const p of parts) { out.set(p, o); o += p.length; }
    this.data = out;
    return out;
  }

  offset(s: string): number {
    if (s === '') return 0;
    const o = this.strings.get(s);
    if (o === undefined || o < 0 || this.data === null) throw new Error(`string table: '${s}' not laid out`);
    return o;
  }
}
