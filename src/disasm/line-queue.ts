// Lines waiting for their labels (CLRX dialect): each line's text is kept as
// bytes in one growing buffer, with the word range it covers, until the
// disassembler knows no later branch can put a label before it. A run of zero
// words is one entry whose text (`.fill N, 4, 0`) is written when it leaves.

const ZERO_RUN = -1;

export class LineQueue {
  /** Pending text bytes; entry i's text ends at end[i] (and starts where entry i-1's ends). */
  private text = new Uint8Array(1 << 16);
  private view = new DataView(this.text.buffer);
  private textLen = 0;
  /** Byte where the head entry's text starts. */
  private textHead = 0;
  private start = new Float64Array(1024);
  private size = new Float64Array(1024);
  private end = new Int32Array(1024);
  private head = 0;
  private count = 0;

  get length(): number {
    return this.count - this.head;
  }

  /** Word index of the oldest entry. */
  firstStart(): number {
    return this.start[this.head]!;
  }

  /** Whether the oldest entry is a zero run that could still grow (the only entry). */
  firstIsOpenZeroRun(): boolean {
    return this.count - this.head === 1 && this.end[this.head] === ZERO_RUN;
  }

  /** Appends a line (without its newline). */
  pushText(word: number, size: number, s: string): void {
    this.room(s.length + 1);
    const b = this.text;
    let o = this.textLen;
    for (let i = 0; i < s.length; i++) b[o++] = s.charCodeAt(i) & 0x7f;
    b[o++] = 10;
    this.textLen = o;
    this.entry(word, size, o);
  }

  /** Appends a line held at `from` (with its newline, `n` bytes) in a buffer with 3 bytes of slack after it. */
  pushFrom(word: number, size: number, src: DataView, from: number, n: number): void {
    if (this.textLen + n + 4 > this.text.length) this.room(n + 4);
    const d = this.view;
    const o = this.textLen;
    for (let k = 0; k < n; k += 4) d.setUint32(o + k, src.getUint32(from + k, true), true);
    this.textLen = o + n;
    this.entry(word, size, o + n);
  }

  /**
   * Appends a branch line held like pushFrom's without its label number: the first `split`
   * bytes, the decimal digits of `num` (a non-negative integer), then the rest.
   */
  pushBranch(word: number, size: number, src: DataView, from: number, n: number, split: number, num: number): void {
    if (this.textLen + n + 24 > this.text.length) this.room(n + 24);
    const d = this.view;
    let o = this.textLen;
    for (let k = 0; k < split; k += 4) d.setUint32(o + k, src.getUint32(from + k, true), true);
    o += split;
    let digits = 1;
    for (let p = 10; p <= num; p *= 10) digits++;
    const t = this.text;
    for (let k = o + digits - 1; k >= o; k--) { t[k] = 48 + (num % 10); num = Math.floor(num / 10); }
    o += digits;
    for (let k = split; k < n; k += 4) d.setUint32(o + k - split, src.getUint32(from + k, true), true);
    o += n - split;
    this.textLen = o;
    this.entry(word, size, o);
  }

  /** Appends a line given as bytes (with its newline). */
  pushBytes(word: number, size: number, bytes: Uint8Array): void {
    const n = bytes.length;
    this.room(n);
    const t = this.text;
    let o = this.textLen;
    // Lines are short: a loop beats set() and its call overhead.
    for (let i = 0; i < n; i++) t[o++] = bytes[i]!;
    this.textLen = o;
    this.entry(word, size, o);
  }

  /** Appends n zero words at `word`, extending a run that ends there. */
  pushZeros(word: number, n: number): boolean {
    const last = this.count - 1;
    if (last >= this.head && this.end[last] === ZERO_RUN && this.start[last]! + this.size[last]! === word) {
      this.size[last]! += n;
      return false;
    }
    this.entry(word, n, ZERO_RUN);
    return true;
  }

  /**
   * Removes the oldest entry: calls `line` with its byte range in `bytes()`
   * (or `zeros` with the run length), then advances.
   */
  shift(line: (from: number, to: number) => void, zeros: (n: number) => void): void {
    const h = this.head;
    const e = this.end[h]!;
    if (e === ZERO_RUN) zeros(this.size[h]!);
    else { line(this.textHead, e); this.textHead = e; }
    this.head = h + 1;
    if (this.head === this.count) {
      this.head = this.count = 0;
      this.textLen = this.textHead = 0;
    }
  }

  /**
   * Removes the longest run of text lines at the front that start before
   * word `limit` and before byte offset `before` (as `offsetOf` maps words),
   * and returns their text's byte range [from, to) in `bytes()`, or null
   * when the oldest entry does not qualify (a zero run, or past a bound).
   */
  shiftText(limit: number, before: number, start0: number): [number, number] | null {
    let h = this.head;
    const n = this.count;
    let to = -1;
    while (h < n && this.end[h] !== ZERO_RUN && this.start[h]! < limit && start0 + this.start[h]! * 4 < before) {
      to = this.end[h]!;
      h++;
    }
    if (to < 0) return null;
    const from = this.textHead;
    this.textHead = to;
    this.head = h;
    if (h === n) {
      this.head = this.count = 0;
      this.textLen = this.textHead = 0;
    }
    return [from, to];
  }

  bytes(): Uint8Array {
    return this.text;
  }

  private entry(word: number, size: number, end: number): void {
    if (this.count === this.start.length) this.grow();
    const i = this.count++;
    this.start[i] = word;
    this.size[i] = size;
    this.end[i] = end;
  }

  /** Compacts (drops what was shifted out) or doubles the entry arrays. */
  private grow(): void {
    const h = this.head;
    if (h * 2 >= this.count) {
      this.start.copyWithin(0, h, this.count);
      this.size.copyWithin(0, h, this.count);
      this.end.copyWithin(0, h, this.count);
      this.count -= h;
      this.head = 0;
      return;
    }
    const n = this.start.length * 2;
    const s = new Float64Array(n); s.set(this.start); this.start = s;
    const z = new Float64Array(n); z.set(this.size); this.size = z;
    const e = new Int32Array(n); e.set(this.end); this.end = e;
  }

  /** Room for n more text bytes: drops shifted-out text first, then grows. */
  private room(n: number): void {
    if (this.textLen + n <= this.text.length) return;
    const drop = this.textHead;
    if (drop > 0) {
      this.text.copyWithin(0, drop, this.textLen);
      this.textLen -= drop;
      this.textHead = 0;
      for (let i = this.head; i < this.count; i++) if (this.end[i] !== ZERO_RUN) this.end[i]! -= drop;
    }
    if (this.textLen + n <= this.text.length) return;
    let cap = this.text.length * 2;
    while (cap < this.textLen + n) cap *= 2;
    const t = new Uint8Array(cap);
    t.set(this.text.subarray(0, this.textLen));
    this.text = t;
    this.view = new DataView(t.buffer);
  }
}
