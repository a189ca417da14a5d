// A set-associative cache of printed lines by instruction words: real code
// repeats its instructions (s_waitcnt, v_mov_b32, address arithmetic), and a
// hit skips the decoder, the printer and the text encoding. The lines live in
// one byte arena (no object per line), copied out eight bytes at a time.
// Buckets of WAYS slots: a direct-mapped table lets two hot instructions that
// hash alike evict each other on every use (a kernel's few thousand distinct
// words hit that a few dozen times).
//
// Words are keys as signed 32-bit values (`w | 0`): V8 keeps those as small
// integers, where a word with its top bit set would be a heap number.
//
// A CLRX branch line depends on where the instruction is only through its
// target's label number: such a slot keeps the line without the number and
// where it goes (`split`), and the disassembler writes the number between.
//
// Layout: each slot's fields sit side by side in one Int32Array (a bucket of
// WAYS slots is one 64-byte cache line), not in an array per field: a hit then
// touches three cache lines (size entry, slot, text) instead of nine, which
// is most of a hit's cost once the tables outgrow the first-level cache.

const BITS = 15;
/** Slots per bucket (TextCache) and entries per bucket (SizeCache). */
export const WAYS = 4;
/** A first word's SizeCache bucket is `(Math.imul(w0, SIZE_HASH) >>> SIZE_SHIFT) & ~(WAYS - 1)`. */
export const SIZE_HASH = 0x9e3779b1;
export const SIZE_SHIFT = 32 - BITS;
/** Longest cached line (longer lines are printed each time). */
const MAX_LINE = 252;
/**
 * The arena seldom grows (that throws away optimized code that uses it), and is emptied
 * rather than grown past this size (memory stays bounded).
 */
export const ARENA_MAX = 16 << 20;

/** A TextCache bucket mixes in the second word as `Math.imul(w1 + LINE_W1_ADD, LINE_W1_HASH)`. */
export const LINE_W1_ADD = 0x7f4a7c15;
export const LINE_W1_HASH = 0x85ebca77;

function bucket(w0: number, w1: number): number {
  return ((Math.imul(w0, SIZE_HASH) ^ Math.imul(w1 + LINE_W1_ADD, LINE_W1_HASH)) >>> (32 - BITS)) & ~(WAYS - 1);
}

export class TextCache {
  /**
   * Per slot, 4 int32s: w0, w1, meta (size | split << 8 | length << 16; 0: empty), arena offset.
   * The disassembler's hot loops read it directly (see there).
   */
  e: Int32Array = new Int32Array(4 << BITS);
  arena: Uint8Array = new Uint8Array(1 << 20);
  /** A view of the arena; lines have at least 7 readable bytes after them (copyText). */
  view: DataView = new DataView(this.arena.buffer);
  private used = 0;
  /** Times the arena was emptied (its offsets, kept elsewhere, are void after each). */
  resets = 0;
  /** The way a full bucket gives up next. */
  private victim = 0;

  /**
   * Moves the table and the arena to the given storage (WebAssembly memory, where the hot loops
   * read them): `e` as long as the table, `arena` ARENA_MAX bytes, so that it never grows.
   */
  adopt(e: Int32Array, arena: Uint8Array): void {
    e.set(this.e);
    arena.set(this.arena.subarray(0, this.used));
    this.e = e;
    this.arena = arena;
    this.view = new DataView(arena.buffer, arena.byteOffset, arena.length);
  }

  /** The slot holding the line of an instruction of `size` words (w0, w1 as int32), or -1. */
  find(w0: number, w1: number, size: number): number {
    const b = bucket(w0, w1);
    const e = this.e;
    for (let i = b; i < b + WAYS; i++) {
      const j = i << 2;
      if (e[j] === w0 && e[j + 1] === w1 && (e[j + 2]! & 0xff) === size) return i;
    }
    return -1;
  }

  /** Whether `slot` holds the line of (w0, w1, size). */
  holds(slot: number, w0: number, w1: number, size: number): boolean {
    const j = slot << 2;
    const e = this.e;
    return e[j] === w0 && e[j + 1] === w1 && (e[j + 2]! & 0xff) === size;
  }

  /** Arena offset and length (with the newline) of a slot's line. */
  offset(slot: number): number {
    return this.e[(slot << 2) + 3]!;
  }

  length(slot: number): number {
    return this.e[(slot << 2) + 2]! >>> 16;
  }

  /** Branch lines: bytes before the label number (0: the line is whole). */
  split(slot: number): number {
    return (this.e[(slot << 2) + 2]! >>> 8) & 0xff;
  }

  /**
   * Stores a line (without its newline; for a branch, without its label number, which goes
   * after byte `split`); returns its slot, or -1 when it is too long to cache.
   */
  set(w0: number, w1: number, size: number, text: string, split = 0): number {
    if (text.length >= MAX_LINE) return -1;
    w0 |= 0;
    w1 |= 0;
    const need = text.length + 1 + 8;
    if (this.used + need > this.arena.length) this.room(need);
    const b = bucket(w0, w1);
    const e = this.e;
    let i = b;
    while (i < b + WAYS && e[(i << 2) + 2] !== 0 && !this.holds(i, w0, w1, size)) i++;
    if (i === b + WAYS) i = b + (this.victim++ & (WAYS - 1));
    const a = this.arena;
    let o = this.used;
    const j = i << 2;
    e[j + 3] = o;
    // (A loop: TextEncoder.encodeInto costs more per call, and input that is all new lines calls this for each.)
    for (let k = 0; k < text.length; k++) a[o++] = text.charCodeAt(k) & 0x7f;
    a[o++] = 10;
    this.used = o;
    e[j] = w0;
    e[j + 1] = w1;
    e[j + 2] = size | (split << 8) | ((text.length + 1) << 16);
    return i;
  }

  /** Room for `need` more bytes: the arena doubles, or at its cap starts over empty. */
  private room(need: number): void {
    if (this.arena.length * 2 > ARENA_MAX) {
      this.e.fill(0);
      this.used = 0;
      this.resets++;
      return;
    }
    let cap = this.arena.length * 2;
    while (cap < this.used + need) cap *= 2;
    const a = new Uint8Array(cap);
    a.set(this.arena.subarray(0, this.used));
    this.arena = a;
    this.view = new DataView(a.buffer);
  }
}

/**
 * Instruction sizes by first word (as int32), for words whose line can come
 * from the TextCache (0: not cacheable or not known). The size depends on the
 * first word alone, so a hit lets the disassembler skip decoding. Each entry
 * also remembers the TextCache slot its word was last found in: mostly right,
 * it saves the second lookup.
 */
export class SizeCache {
  /**
   * Per entry, 2 int32s: w0, and slot << 3 | branch << 2 | size (0: empty). The disassembler's
   * hot loops read it directly (see there).
   */
  e: Int32Array = new Int32Array(2 << BITS);
  private victim = 0;

  /** Moves the table to the given storage (as long as it; see TextCache.adopt). */
  adopt(e: Int32Array): void {
    e.set(this.e);
    this.e = e;
  }

  /** The entry of a first word (int32), or -1. */
  index(w0: number): number {
    const b = (Math.imul(w0, SIZE_HASH) >>> SIZE_SHIFT) & ~(WAYS - 1);
    const e = this.e;
    for (let i = b << 1; i < (b + WAYS) << 1; i += 2) if (e[i] === w0 && e[i + 1] !== 0) return i;
    return -1;
  }

  /** An entry's instruction size in words. */
  size(entry: number): number {
    return this.e[entry + 1]! & 3;
  }

  /** Whether an entry's instruction is a branch whose target the CLRX dialect labels. */
  branch(entry: number): boolean {
    return (this.e[entry + 1]! & 4) !== 0;
  }

  /** The TextCache slot an entry last found its line in (to be checked). */
  slot(entry: number): number {
    return this.e[entry + 1]! >> 3;
  }

  setSlot(entry: number, slot: number): void {
    this.e[entry + 1] = (slot << 3) | (this.e[entry + 1]! & 7);
  }

  set(w0: number, size: number, slot: number, branch: boolean): void {
    w0 |= 0;
    const b = (Math.imul(w0, SIZE_HASH) >>> SIZE_SHIFT) & ~(WAYS - 1);
    const e = this.e;
    let i = b;
    while (i < b + WAYS && e[(i << 1) + 1] !== 0 && e[i << 1] !== w0) i++;
    if (i === b + WAYS) i = b + (this.victim++ & (WAYS - 1));
    e[i << 1] = w0;
    e[(i << 1) + 1] = (slot << 3) | (branch ? 4 : 0) | size;
  }
}
