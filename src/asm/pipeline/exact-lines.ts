// Exact lines: a line met before byte for byte assembles to the words it
// gave then. Real sources repeat whole lines (waits, moves of constants,
// unrolled loops, code pasted or generated again), and checking a line
// against one met before costs a hash and a compare, less than the shape
// cache's scan (shapes.ts) or the byte fast path.
//
// A line is kept only when the shape cache would have taken it (its scan
// accepted the line: no comment, no location counter, plain characters) and
// it assembled cleanly to one instruction of one or two words with no symbol
// read or defined; the same epoch (generation, register symbols) as the
// shape cache's decides when kept lines stop being valid. So an exact hit
// gives what the general parser would have given, as a shape hit does.
//
// Memory is bounded (MAX_ENTRIES lines, MAX_TEXT words: then the table
// starts again), and a source that does not repeat its lines stops paying for
// the hash: after a window of lookups with few hits only a sample of the
// lines is looked up, until the sample shows repeats again.

const MAX_ENTRIES = 1 << 16;
/** Open addressing at most half full. */
const SLOTS = MAX_ENTRIES * 2;
/** Words of kept text (4 MiB). */
const MAX_TEXT = 1 << 20;
/** Lines longer than the shape cache's limit are never kept. */
const MAX_LINE = 160;
/** Per entry: the hash, the line's length, where its bytes are, its word count and words, when it was kept (in lines). */
const E_HASH = 0, E_LEN = 1, E_TEXT = 2, E_SIZE = 3, E_W0 = 4, E_W1 = 5, E_LINE = 6, E_N = 7;
/**
 * Adaptivity: a window of WINDOW lookups with fewer hits than MIN_HITS puts
 * the table to sampling: then only the lines of one content class in 128 (a
 * hash of the line the caller has anyway) are looked up and kept, so a source
 * without repeats pays little, while one that repeats with any period is
 * still seen to: a window of sampled lookups with a quarter of them hits
 * wakes the table up again, for at least the period the sample's hits showed
 * (the lines of one period are kept before the next one can hit). A sampled
 * line's hits count once (a few lines met all the time do not make a source
 * repetitive), and each wake that ends in a failed window doubles the sample
 * window, so that a source whose sample keeps waking the table wakes it rarely.
 */
const WINDOW = 1 << 12;
const MIN_HITS = WINDOW >> 4;
const SAMPLE_WINDOW = 256;
const MAX_SAMPLE_WINDOW = 1 << 16;

export class ExactLines {
  /** Entry index + 1 per slot (0: empty). */
  private readonly slots = new Int32Array(SLOTS);
  private meta = new Int32Array(1 << 12);
  /** The kept lines' bytes, four to a word. */
  private text = new Int32Array(1 << 13);
  private entries = 0;
  private textUsed = 0;
  private epoch = -1;
  /** The slot and hash of the last lookup that missed (-1: nothing to keep). */
  private pendingSlot = -1;
  private pendingHash = 0;
  /** Lookups and hits in the current window; whether only a sample of the lines is looked up. */
  private looked = 0;
  private hit = 0;
  /**
   * Whether only a sample of the lines is to be looked up: the lines of
   * content class 0 of 128 (the caller's class: the same line, the same
   * class, wherever it comes back). Read-only outside.
   */
  sampling = false;
  private sampleWindow = SAMPLE_WINDOW;
  /** Whether the table woke up for the current window (a failed window then doubles the sample window). */
  private woken = false;
  /** The line last offered; the longest distance of a sampled hit from its line's keeping; no judging before line `judgeAfter`. */
  private lines = 0;
  private period = 0;
  private judgeAfter = 0;
  /** A view of the buffer lines are read from (made again when the buffer changes). */
  private view: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  private viewOf: Uint8Array | null = null;
  /** The entry after the last hit's (the guess for the next line). */
  private next = 0;
  /** The words of the last hit. */
  readonly out = new Uint32Array(2);
  /** Counters (for measurements). */
  readonly stats = { lookups: 0, hits: 0, kept: 0, rests: 0, wakes: 0 };

  /** A new line (number `line`) to look up. */
  begin(line: number): void {
    this.lines = line;
    this.pendingSlot = -1;
  }

  /** The hash of buf[s, e): of its whole four-byte groups and of the bytes after them as one more. */
  private hashLine(b: Uint8Array, s: number, e: number): number {
    const dv = this.viewOf === b ? this.view : this.viewFor(b);
    const len = e - s;
    const whole = len >> 2;
    let h = len;
    for (let k = 0; k < whole; k++) {
      h = Math.imul(h ^ dv.getInt32(s + (k << 2), true), 0x01000193);
      h ^= h >>> 15;
    }
    let tail = 0;
    for (let i = e - 1; i >= s + (whole << 2); i--) tail = (tail << 8) | b[i]!;
    h = Math.imul(h ^ tail, 0x01000193);
    h = Math.imul(h ^ (h >>> 13), 0x9e3779b1);
    return h ^ (h >>> 16);
  }

  private viewFor(b: Uint8Array): DataView<ArrayBufferLike> {
    this.view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    this.viewOf = b;
    return this.view;
  }

  /** Whether the last lookup missed and its line may be kept. */
  get pending(): boolean { return this.pendingSlot >= 0; }

  /** The word count of buf[s, e) when it was met before under this epoch (words in `out`); 0 otherwise. */
  lookup(b: Uint8Array, s: number, e: number, epoch: number): number {
    this.pendingSlot = -1;
    if (epoch !== this.epoch) { this.clear(); this.epoch = epoch; }
    const len = e - s;
    if (len > MAX_LINE || len === 0) return 0;
    if (++this.looked === (this.sampling ? this.sampleWindow : WINDOW)) this.endWindow();
    this.stats.lookups++;
    // The line is read four bytes at a time (unaligned loads through a view);
    // the bytes after the last whole group form a last group of their own.
    const dv = this.viewOf === b ? this.view : this.viewFor(b);
    const whole = len >> 2;
    const end4 = s + (whole << 2);
    let tail = 0;
    for (let i = e - 1; i >= end4; i--) tail = (tail << 8) | b[i]!;
    const meta = this.meta;
    // Repeated code comes back in the order it was kept: first the entry after
    // the last hit (its bytes follow the last hit's), without a hash.
    const p = this.next;
    if (p < this.entries * E_N && meta[p + E_LEN] === len && this.same(meta[p + E_TEXT]!, dv, s, whole, tail)) return this.found(p);
    const h = this.hashLine(b, s, e);
    const slots = this.slots;
    let slot = h & (SLOTS - 1);
    for (;;) {
      const at = slots[slot]! - 1;
      if (at < 0) break;
      if (meta[at + E_HASH] === h && meta[at + E_LEN] === len && this.same(meta[at + E_TEXT]!, dv, s, whole, tail)) return this.found(at);
      slot = (slot + 1) & (SLOTS - 1);
    }
    this.pendingSlot = slot;
    this.pendingHash = h;
    return 0;
  }

  /** Whether the kept text at word `at` is the line at s (its whole groups, then the tail group). */
  private same(at: number, dv: DataView<ArrayBufferLike>, s: number, whole: number, tail: number): boolean {
    const t = this.text;
    let k = 0;
    while (k < whole && t[at + k] === dv.getInt32(s + (k << 2), true)) k++;
    return k === whole && t[at + k] === tail;
  }

  private found(at: number): number {
    const meta = this.meta;
    this.stats.hits++;
    this.next = at + E_N;
    if (!this.sampling) this.hit++;
    else if (meta[at + E_LINE]! >= 0) {
      // A sampled line counts once (a few lines met all the time must not wake the table).
      this.hit++;
      this.period = Math.max(this.period, this.lines - meta[at + E_LINE]!);
      meta[at + E_LINE] = -1;
    }
    this.out[0] = meta[at + E_W0]!;
    this.out[1] = meta[at + E_W1]!;
    return meta[at + E_SIZE]!;
  }

  /** Keeps the line of the last lookup (which missed), which assembled to `size` words. */
  keep(b: Uint8Array, s: number, e: number, size: number, w0: number, w1: number): void {
    let slot = this.pendingSlot;
    if (slot < 0 || (size !== 1 && size !== 2)) return;
    this.pendingSlot = -1;
    const len = e - s;
    if (this.entries === MAX_ENTRIES || this.textUsed + (len >> 2) + 1 > MAX_TEXT) {
      // Full: start again with this line.
      this.clear();
      slot = this.pendingHash & (SLOTS - 1);
    }
    const at = this.entries * E_N;
    if (at + E_N > this.meta.length) {
      const m = new Int32Array(this.meta.length * 2);
      m.set(this.meta);
      this.meta = m;
    }
    const n = (len >> 2) + 1;
    if (this.textUsed + n > this.text.length) {
      const t = new Int32Array(Math.min(MAX_TEXT, Math.max(this.text.length * 2, this.textUsed + n)));
      t.set(this.text.subarray(0, this.textUsed));
      this.text = t;
    }
    const meta = this.meta;
    meta[at + E_HASH] = this.pendingHash;
    meta[at + E_LEN] = len;
    meta[at + E_TEXT] = this.textUsed;
    meta[at + E_SIZE] = size;
    meta[at + E_W0] = w0;
    meta[at + E_W1] = size === 2 ? w1 : 0;
    meta[at + E_LINE] = this.lines;
    // The bytes as little-endian words, the last one zero-padded (as lookup() reads a line).
    const t = this.text;
    const o = this.textUsed;
    for (let k = 0; k < n; k++) {
      let w = 0;
      for (let q = 3; q >= 0; q--) {
        const j = s + (k << 2) + q;
        w = (w << 8) | (j < e ? b[j]! : 0);
      }
      t[o + k] = w;
    }
    this.textUsed += n;
    this.entries++;
    this.slots[slot] = at + 1;
    this.stats.kept++;
  }

  /** Forgets the last lookup's miss (its line is not to be kept). */
  drop(): void { this.pendingSlot = -1; }

  private endWindow(): void {
    if (this.sampling) {
      if (this.hit >= this.sampleWindow >> 2) {
        this.sampling = false;
        this.woken = true;
        this.judgeAfter = this.lines + Math.min(this.period, MAX_ENTRIES);
        this.stats.wakes++;
      }
    } else if (this.lines < this.judgeAfter) {
      // Woken up: the lines of one period are being kept.
    } else if (this.hit < MIN_HITS) {
      this.sampling = true;
      this.stats.rests++;
      if (this.woken) this.sampleWindow = Math.min(MAX_SAMPLE_WINDOW, this.sampleWindow * 2);
      this.woken = false;
    } else {
      this.sampleWindow = SAMPLE_WINDOW;
      this.woken = false;
    }
    this.period = 0;
    this.looked = 0;
    this.hit = 0;
  }

  private clear(): void {
    this.slots.fill(0);
    this.entries = 0;
    this.textUsed = 0;
    this.next = 0;
  }
}
