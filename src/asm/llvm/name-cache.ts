/** A small hash table keyed by source text ranges (no substring per lookup). */
export class NameCache<T> {
  private keys: (string | null)[] = new Array(1024).fill(null);
  private vals: (T | undefined)[] = new Array(1024).fill(undefined);
  private n = 0;

  private static hash(t: string, s: number, e: number): number {
    let h = 0x811c9dc5;
    for (let i = s; i < e; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193);
    return h >>> 0;
  }

  get(t: string, s: number, e: number): T | undefined {
    const mask = this.keys.length - 1;
    let i = NameCache.hash(t, s, e) & mask;
    const len = e - s;
    for (;;) {
      const k = this.keys[i];
      if (k === null || k === undefined) return undefined;
      if (k.length === len) {
        let j = 0;
        while (j < len && k.charCodeAt(j) === t.charCodeAt(s + j)) j++;
        if (j === len) return this.vals[i];
      }
      i = (i + 1) & mask;
    }
  }

  set(key: string, v: T): void {
    if (this.n * 2 >= this.keys.length) {
      if (this.keys.length >= 1 << 16) { this.keys.fill(null); this.vals.fill(undefined); this.n = 0; } else this.grow();
    }
    const mask = this.keys.length - 1;
    let i = NameCache.hash(key, 0, key.length) & mask;
    while (this.keys[i] !== null && this.keys[i] !== key) i = (i + 1) & mask;
    if (this.keys[i] === null) this.n++;
    this.keys[i] = key;
    this.vals[i] = v;
  }

  private grow(): void {
    const ok = this.keys;
    const ov = this.vals;
    this.keys = new Array(ok.length * 2).fill(null);
    this.vals = new Array(ok.length * 2).fill(undefined);
    this.n = 0;
    for (let i = 0; i < ok.length; i++) if (ok[i] !== null) this.set(ok[i]!, ov[i]!);
  }
}
