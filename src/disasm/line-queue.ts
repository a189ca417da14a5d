// Lines waiting for their labels (CLRX dialect): each line's text is kept as
// bytes in one growing buffer, with the word where it starts, until the
// disassembler knows no later branch can put a label before it. A run of zero
// words is one entry whose text (`.fill N, 4, 0`) is written when it leaves.
//
// Per line this is a copy and two stores, and the lines that leave together
// (all those before the next label) are found by binary search, not one by
// one.

/** Bytes kept free after the text: copies eight bytes at a time may write up to 7 too far. */
import { copyText } from './copy-text.js';

const SLACK = 8;

export class LineQueue {
  /** Pending text bytes (sized so that it seldom grows: growing throws away optimized code that uses it). */
  private text = new Uint8Array(1 << 22);
  private view = new DataView(this.text.buffer);
  /**
   * Text positions are absolute (compaction leaves the entries alone), text[0] being
   * position `base`; rebased (once per GB) so that they stay small integers.
   */
  private base = 0;
  /** End of the text (where the next line goes). */
  private textEnd = 0;
  /** Where the head entry's text starts. */
  private textHead = 0;
  /** Word where each entry starts. */
  private start = new Float64Array(1 << 17);
  /** End of each entry's text; a zero run stores -1 - its length instead. */
  private end = new Int32Array(1 << 17);
  private head = 0;
  private count = 0;
  /** Zero runs among the entries (while there are none, runs of lines need no check for them). */
  private zeroRuns = 0;
  /** Local byte range of the last shiftText result. */
  from = 0;
  to = 0;

  constructor() {
    // These first change at the first flush; V8 would compile the hot loops with them as
    // constants and throw that code away then. A change now makes them variables.
    this.head = this.textHead = this.from = this.to = this.base = 1;
    this.head = this.textHead = this.from = this.to = this.base = 0;
  }

  get length(): number {
    return this.count - this.head;
  }

  /** Word index of the oldest entry. */
  firstStart(): number {
    return this.start[this.head]!;
  }

  /** Whether the oldest entry is a zero run that could still grow (the only entry). */
  firstIsOpenZeroRun(): boolean {
    return this.count - this.head === 1 && this.end[this.head]! < 0;
  }

  /** Whether the oldest entry is a zero run. */
  firstIsZeroRun(): boolean {
    return this.end[this.head]! < 0;
  }

  /** Appends a line (without its newline). */
  pushText(word: number, s: string): void {
    this.room(s.length + 1);
    const b = this.text;
    let o = this.textEnd - this.base;
    for (let i = 0; i < s.length; i++) b[o++] = s.charCodeAt(i) & 0x7f;
    b[o++] = 10;
    this.entry(word, this.base + o);
  }

  /**
   * Makes room for up to `lines` more lines of at most `bytes` bytes each; returns how many
   * it made room for (at least 1).
   */
  reserve(lines: number, bytes: number): number {
    if (this.count + lines > this.start.length) this.grow();
    const fit = Math.min(lines, this.start.length - this.count);
    const free = this.text.length - (this.textEnd - this.base) - SLACK;
    if (free < fit * bytes) this.room(fit * bytes);
    return Math.max(fit, 1);
  }

  /** Appends a line held at `from` (with its newline, `n` bytes) in a buffer readable for 7 bytes after it. */
  pushFrom(word: number, src: DataView, from: number, n: number): void {
    this.reserve(1, n);
    this.put(word, src, from, n);
  }

  /** pushFrom without the room check (reserve made it). */
  put(word: number, src: DataView, from: number, n: number): void {
    const o = this.textEnd - this.base;
    copyText(this.view, o, src, from, n);
    const i = this.count++;
    this.start[i] = word;
    this.textEnd = this.end[i] = this.textEnd + n;
  }

  /**
   * Appends a branch line held like pushFrom's without its label number: the first `split`
   * bytes, the decimal digits of `num` (a non-negative integer), then the rest.
   */
  pushBranch(word: number, src: DataView, from: number, n: number, split: number, num: number): void {
    this.reserve(1, n + 20);
    this.putBranch(word, src, from, n, split, num);
  }

  /** pushBranch without the room check (reserve made it, for n + 20 bytes). */
  putBranch(word: number, src: DataView, from: number, n: number, split: number, num: number): void {
    const d = this.view;
    let o = this.textEnd - this.base;
    copyText(d, o, src, from, split);
    o += split;
    let digits = 1;
    for (let p = 10; p <= num; p *= 10) digits++;
    const t = this.text;
    for (let k = o + digits - 1; k >= o; k--) { t[k] = 48 + (num % 10); num = Math.floor(num / 10); }
    o += digits;
    copyText(d, o, src, from + split, n - split);
    const i = this.count++;
    this.start[i] = word;
    this.textEnd = this.end[i] = this.base + o + n - split;
  }

  /** Appends n zero words at `word`, extending a run that ends there; true when it is a new entry. */
  pushZeros(word: number, n: number): boolean {
    const last = this.count - 1;
    if (last >= this.head && this.end[last]! < 0 && this.start[last]! + (-1 - this.end[last]!) === word) {
      this.end[last]! -= n;
      return false;
    }
    if (this.count === this.start.length) this.grow();
    this.start[this.count] = word;
    this.end[this.count++] = -1 - n;
    this.zeroRuns++;
    return true;
  }

  /**
   * Removes the oldest entry: calls `line` with its byte range in `bytes()`
   * (or `zeros` with the run length), then advances.
   */
  shift(line: (from: number, to: number) => void, zeros: (n: number) => void): void {
    const h = this.head;
    const e = this.end[h]!;
    if (e < 0) { zeros(-1 - e); this.zeroRuns--; } else { line(this.textHead - this.base, e - this.base); this.textHead = e; }
    this.advance(h + 1);
  }

  /**
   * Removes the longest run of text lines at the front that start before
   * word `limit` and before byte offset `before` (as `offsetOf` maps words):
   * true, with their text's byte range [from, to) in `bytes()`; false when
   * the oldest entry does not qualify (a zero run, or past a bound).
   */
  shiftText(limit: number, before: number, start0: number): boolean {
    const st = this.start;
    // Entries start in order: the first one at or past either bound, by binary search.
    let lo = this.head;
    let hi = this.count;
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      const s = st[m]!;
      if (s < limit && start0 + s * 4 < before) lo = m + 1;
      else hi = m;
    }
    if (this.zeroRuns > 0) {
      for (let h = this.head; h < lo; h++) if (this.end[h]! < 0) { lo = h; break; }
    }
    if (lo === this.head) return false;
    const to = this.end[lo - 1]!;
    this.from = this.textHead - this.base;
    this.to = to - this.base;
    this.textHead = to;
    this.advance(lo);
    return true;
  }

  bytes(): Uint8Array {
    return this.text;
  }

  dataView(): DataView {
    return this.view;
  }

  private advance(h: number): void {
    this.head = h;
    if (h === this.count) {
      // Empty: start over at the front of both buffers.
      this.head = this.count = 0;
      this.textEnd = this.textHead = this.base = 0;
    }
  }

  private entry(word: number, end: number): void {
    if (this.count === this.start.length) this.grow();
    const i = this.count++;
    this.start[i] = word;
    this.textEnd = this.end[i] = end;
  }

  /** Compacts (drops what was shifted out) or doubles the entry arrays. */
  private grow(): void {
    const h = this.head;
    if (h * 2 >= this.count) {
      this.start.copyWithin(0, h, this.count);
      this.end.copyWithin(0, h, this.count);
      this.count -= h;
      this.head = 0;
      return;
    }
    const n = this.start.length * 2;
    const s = new Float64Array(n); s.set(this.start); this.start = s;
    const e = new Int32Array(n); e.set(this.end); this.end = e;
  }

  /** Room for n more text bytes (and the slack): drops shifted-out text first, then grows. */
  private room(n: number): void {
    let len = this.textEnd - this.base;
    if (len + n + SLACK <= this.text.length) return;
    const drop = this.textHead - this.base;
    if (drop > 0) {
      this.text.copyWithin(0, drop, len);
      this.base = this.textHead;
      len -= drop;
      if (this.base >= 1 << 30) this.rebase();
    }
    if (len + n + SLACK <= this.text.length) return;
    let cap = this.text.length * 2;
    while (cap < len + n + SLACK) cap *= 2;
    const t = new Uint8Array(cap);
    t.set(this.text.subarray(0, len));
    this.text = t;
    this.view = new DataView(t.buffer);
  }

  /** Makes `base` 0. */
  private rebase(): void {
    const b = this.base;
    for (let i = this.head; i < this.count; i++) if (this.end[i]! >= 0) this.end[i]! -= b;
    this.textEnd -= b;
    this.textHead -= b;
    this.base = 0;
  }
}
