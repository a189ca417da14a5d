// A set-associative cache of printed lines by instruction words: real code
// repeats its instructions (s_waitcnt, v_mov_b32, address arithmetic), and a
// hit skips the decoder, the printer and the text encoding. The lines live in
// one byte arena (no object per line), copied out four bytes at a time.
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

const BITS = 15;
const WAYS = 4;
/** Longest cached line (longer lines are printed each time). */
const MAX_LINE = 252;
/**
 * The arena seldom grows (that throws away optimized code that uses it), and is emptied
 * rather than grown past this size (memory stays bounded).
 */
const ARENA_MAX = 16 << 20;

function bucket(w0: number, w1: number): number {
  return ((Math.imul(w0, 0x9e3779b1) ^ Math.imul(w1 + 0x7f4a7c15, 0x85ebca77)) >>> (32 - BITS)) & ~(WAYS - 1);
}

export class TextCache {
  private readonly w0 = new Int32Array(1 << BITS);
  private readonly w1 = new Int32Array(1 << BITS);
  private readonly size = new Int8Array(1 << BITS);
  /** Each slot's line: arena offset and length (with the newline). */
  private readonly off = new Int32Array(1 << BITS);
  private readonly len = new Uint16Array(1 << BITS);
  /** Branch lines: bytes before the label number (0: the line is whole). */
  readonly split = new Uint8Array(1 << BITS);
  arena = new Uint8Array(1 << 20);
  /** A view of the arena; lines have at least 3 readable bytes after them. */
  view = new DataView(this.arena.buffer);
  private used = 0;
  /** The way a full bucket gives up next. */
  private victim = 0;

  /** The slot holding the line of an instruction of `size` words (w0, w1 as int32), or -1. */
  find(w0: number, w1: number, size: number): number {
    const b = bucket(w0, w1);
    for (let i = b; i < b + WAYS; i++) {
      if (this.w0[i] === w0 && this.w1[i] === w1 && this.size[i] === size) return i;
    }
    return -1;
  }

  /** Whether `slot` holds the line of (w0, w1, size). */
  holds(slot: number, w0: number, w1: number, size: number): boolean {
    return this.w0[slot] === w0 && this.w1[slot] === w1 && this.size[slot] === size;
  }

  /** Arena offset and length of a slot's line. */
  offset(slot: number): number {
    return this.off[slot]!;
  }

  length(slot: number): number {
    return this.len[slot]!;
  }

  /**
   * Stores a line (without its newline; for a branch, without its label number, which goes
   * after byte `split`); returns its slot, or -1 when it is too long to cache.
   */
  set(w0: number, w1: number, size: number, text: string, split = 0): number {
    if (text.length >= MAX_LINE) return -1;
    w0 |= 0;
    w1 |= 0;
    const need = text.length + 1 + 4;
    if (this.used + need > this.arena.length) this.room(need);
    const b = bucket(w0, w1);
    let i = b;
    while (i < b + WAYS && this.size[i] !== 0 && !(this.w0[i] === w0 && this.w1[i] === w1 && this.size[i] === size)) i++;
    if (i === b + WAYS) i = b + (this.victim++ & (WAYS - 1));
    const a = this.arena;
    let o = this.used;
    this.off[i] = o;
    // (A loop: TextEncoder.encodeInto costs more per call, and input that is all new lines calls this for each.)
    for (let k = 0; k < text.length; k++) a[o++] = text.charCodeAt(k) & 0x7f;
    a[o++] = 10;
    this.used = o;
    this.w0[i] = w0;
    this.w1[i] = w1;
    this.size[i] = size;
    this.len[i] = text.length + 1;
    this.split[i] = split;
    return i;
  }

  /** Room for `need` more bytes: the arena doubles, or at its cap starts over empty. */
  private room(need: number): void {
    if (this.arena.length * 2 > ARENA_MAX) {
      this.size.fill(0);
      this.used = 0;
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
  private readonly w0 = new Int32Array(1 << BITS);
  readonly size = new Int8Array(1 << BITS);
  /** TextCache slot of the last line of this first word (checked before use). */
  readonly slot = new Int32Array(1 << BITS);
  private victim = 0;

  /** The entry of a first word (int32), or -1. */
  index(w0: number): number {
    const b = (Math.imul(w0, 0x9e3779b1) >>> (32 - BITS)) & ~(WAYS - 1);
    for (let i = b; i < b + WAYS; i++) if (this.w0[i] === w0 && this.size[i] !== 0) return i;
    return -1;
  }

  set(w0: number, size: number, slot: number): void {
    w0 |= 0;
    const b = (Math.imul(w0, 0x9e3779b1) >>> (32 - BITS)) & ~(WAYS - 1);
    let i = b;
    while (i < b + WAYS && this.size[i] !== 0 && this.w0[i] !== w0) i++;
    if (i === b + WAYS) i = b + (this.victim++ & (WAYS - 1));
    this.w0[i] = w0;
    this.size[i] = size;
    this.slot[i] = slot;
  }
}
