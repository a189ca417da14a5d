// A direct-mapped cache of printed lines by instruction words: real code
// repeats its instructions (s_waitcnt, v_mov_b32, address arithmetic), and a
// hit skips the decoder, the printer and the text encoding. The lines live in
// one byte arena (no object per line), copied out four bytes at a time. Lines
// that depend on where the instruction is (branch targets) are not cached.

const BITS = 15;
/** Longest cached line (longer lines are printed each time). */
const MAX_LINE = 252;

export class TextCache {
  private readonly w0 = new Uint32Array(1 << BITS);
  private readonly w1 = new Uint32Array(1 << BITS);
  private readonly size = new Int8Array(1 << BITS);
  /** Arena offset of each slot's line (each slot owns MAX_LINE + 4 bytes) and its length. */
  private readonly len = new Uint16Array(1 << BITS);
  readonly arena = new Uint8Array((1 << BITS) * (MAX_LINE + 4));
  readonly view = new DataView(this.arena.buffer);

  private slot(w0: number, w1: number): number {
    return (Math.imul(w0, 0x9e3779b1) ^ Math.imul(w1 + 0x7f4a7c15, 0x85ebca77)) >>> (32 - BITS);
  }

  /** The slot holding the line (with its newline) of an instruction of `size` words, or -1. */
  find(w0: number, w1: number, size: number): number {
    const i = this.slot(w0, w1);
    return this.size[i] === size && this.w0[i] === w0 && this.w1[i] === w1 ? i : -1;
  }

  /** Arena offset and length of a slot's line. */
  offset(slot: number): number {
    return slot * (MAX_LINE + 4);
  }

  length(slot: number): number {
    return this.len[slot]!;
  }

  /** Stores a line (without its newline); returns its slot, or -1 when it is too long to cache. */
  set(w0: number, w1: number, size: number, text: string): number {
    if (text.length >= MAX_LINE) return -1;
    const i = this.slot(w0, w1);
    const a = this.arena;
    let o = i * (MAX_LINE + 4);
    for (let k = 0; k < text.length; k++) a[o++] = text.charCodeAt(k) & 0x7f;
    a[o] = 10;
    this.w0[i] = w0;
    this.w1[i] = w1;
    this.size[i] = size;
    this.len[i] = text.length + 1;
    return i;
  }
}

/**
 * Instruction sizes by first word, for words whose line can come from the
 * TextCache (0: not cacheable or not known). The size depends on the first
 * word alone, so a hit lets the disassembler skip decoding.
 */
export class SizeCache {
  private readonly w0 = new Uint32Array(1 << BITS);
  private readonly size = new Int8Array(1 << BITS);

  get(w0: number): number {
    const i = Math.imul(w0, 0x9e3779b1) >>> (32 - BITS);
    return this.w0[i] === w0 ? this.size[i]! : 0;
  }

  set(w0: number, size: number): void {
    const i = Math.imul(w0, 0x9e3779b1) >>> (32 - BITS);
    this.w0[i] = w0;
    this.size[i] = size;
  }
}
