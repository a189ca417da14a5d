// The labels of a disassembly: the CLRX dialect's numbered labels at branch
// targets (`.L<offset>_0`), and named labels (a code object's symbols) in both
// dialects, printed in clrxdisasm's order. A target in the window of words
// still to print is a bit in a ring (no allocation, no ordering work per
// branch); one before the window or the input, or far ahead, goes to a heap.

import type { TextSink } from './sink.js';

/** Words the label ring spans: more than the queue's window, the scan's lead and a branch's reach ahead. */
export const RING = 1 << 18;

/** Label order: offsets as clrxdisasm's unsigned 64-bit values (a target before 0 wraps past every other). */
function labelBefore(a: number, b: number): boolean {
  return (a < 0) === (b < 0) ? a < b : b < 0;
}

/** A label offset as unsigned 64-bit hex (for `.org`). */
function hex64(v: number): string {
  return '0x' + (v >= 0 ? v.toString(16) : (BigInt(v) + (1n << 64n)).toString(16));
}

/** A numbered label's name (a target before 0 as the unsigned 64-bit value clrxdisasm prints). */
export function numbered(t: number): string {
  return `.L${t >= 0 ? String(t) : (BigInt(t) + (1n << 64n)).toString()}_0`;
}

/** A min-heap of label offsets in clrxdisasm's order. */
class LabelHeap {
  private readonly a: number[] = [];
  get size(): number { return this.a.length; }
  peek(): number { return this.a[0]!; }
  push(v: number): void {
    const a = this.a;
    let i = a.length;
    a.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!labelBefore(v, a[p]!)) break;
      a[i] = a[p]!;
      i = p;
    }
    a[i] = v;
  }
  pop(): number {
    const a = this.a;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= a.length) break;
        const c = l + 1 < a.length && labelBefore(a[l + 1]!, a[l]!) ? l + 1 : l;
        if (!labelBefore(a[c]!, last)) break;
        a[i] = a[c]!;
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}

export class Labels {
  private readonly heap = new LabelHeap();
  /** Labels already in the heap or printed (cleared as lines leave the window). */
  private readonly far = new Set<number>();
  /** Labels by word from word `cursor` on, a bit each (word j: bit j & 31 of ring[j / 32 mod RING / 32]). */
  private ring: Int32Array = new Int32Array(RING / 32);
  private cursor = 0;
  /** The highest word a ring label was set at (scans stop there). */
  private ringLast = -1;
  /** Labels in the heap: while there are any, a ring label is checked against them first. */
  private farLabels = 0;
  /** Named label offsets in order, and the next one to print. */
  private readonly namedOrder: number[];
  private namedAt = 0;

  /** `start`: the byte offset of word 0; `named`: label names by offset. */
  constructor(private readonly start: number, private readonly named: ReadonlyMap<number, string> | null,
    private readonly sink: TextSink) {
    this.namedOrder = named !== null ? [...named.keys()].sort((a, b) => (labelBefore(a, b) ? -1 : labelBefore(b, a) ? 1 : 0)) : [];
    // The hot loops read the cursor and ringLast, which may first change late: V8 would compile
    // them with those as constants and throw that code away then. A change now makes them variables.
    this.cursor = this.ringLast = this.farLabels = 1;
    this.cursor = this.farLabels = 0;
    this.ringLast = -1;
  }

  /** Moves the ring to the given storage (RING / 32 int32s: WebAssembly memory, where the hot loops read it). */
  adopt(ring: Int32Array): void {
    ring.set(this.ring);
    this.ring = ring;
  }

  /** The first word the ring holds labels for (the WebAssembly loops print and clear them from there on). */
  get ringCursor(): number {
    return this.cursor;
  }

  /** The ring labels before word `word` have been printed (by the WebAssembly loops). */
  printedTo(word: number): void {
    if (word > this.cursor) this.cursor = word;
  }

  /** The offset of the first label not in the ring (the heap's, a name's), or Infinity. */
  farNext(): number {
    let t = Infinity;
    if (this.heap.size > 0 && this.heap.peek() >= 0) t = this.heap.peek();
    if (this.namedAt < this.namedOrder.length) {
      const n = this.namedOrder[this.namedAt]!;
      if (n >= 0 && n < t) t = n;
    }
    return t;
  }

  /**
   * CLRX dialect: a label at a branch target (a byte offset). A target in the window of words
   * still to print is a flag in the ring; others (before the window or the input, or the first
   * word of a long zero run away) go to the heap.
   */
  add(target: number): void {
    const j = (target - this.start) / 4;
    if (this.farLabels === 0 && target >= 0 && j >= this.cursor && j - this.cursor < RING) {
      this.ring[(j >>> 5) & (RING / 32 - 1)]! |= 1 << (j & 31);
      if (j > this.ringLast) this.ringLast = j;
    } else this.addFar(target, j);
  }

  /** add's rare path (out of line: the hot loop that calls addLabel compiles faster without it). */
  private addFar(target: number, j: number): void {
    if (this.far.has(target)) return;
    if (target >= 0 && j >= this.cursor && j - this.cursor < RING) {
      this.ring[(j >>> 5) & (RING / 32 - 1)]! |= 1 << (j & 31);
      if (j > this.ringLast) this.ringLast = j;
    } else {
      this.far.add(target);
      this.heap.push(target);
      this.farLabels++;
    }
  }

  /** The word of the first ring label from the cursor on and before word `end`, or -1. */
  private ringNext(end: number): number {
    const stop = Math.min(end, this.cursor + RING, this.ringLast + 1);
    if (this.cursor >= stop) return -1;
    const r = this.ring;
    // 32 words a step: the first step without the bits below the cursor.
    let j = this.cursor;
    let bits = r[(j >>> 5) & (RING / 32 - 1)]! & (-1 << (j & 31));
    j -= j & 31;
    for (;;) {
      if (bits !== 0) {
        const k = j + 31 - Math.clz32(bits & -bits);
        return k < stop ? k : -1;
      }
      j += 32;
      if (j >= stop) return -1;
      bits = r[(j >>> 5) & (RING / 32 - 1)]!;
    }
  }

  /** Clears ring label j (printed, or moved to the heap) and moves the cursor past it. */
  private ringTake(j: number): void {
    this.ring[(j >>> 5) & (RING / 32 - 1)]! &= ~(1 << (j & 31));
    this.cursor = j + 1;
  }

  /**
   * The offset of the next label to print before word `limit` (Infinity when none, or when it
   * lies past the end). No later branch can label a word before `limit` (the caller's bound).
   */
  next(limit: number): number {
    let t = Infinity;
    const j = this.ringNext(limit);
    if (j >= 0) {
      this.cursor = j;
      t = this.start + 4 * j;
    } else if (limit !== Infinity && limit > this.cursor) this.cursor = limit;
    return Math.min(t, this.farNext());
  }

  /** CLRX dialect: the numbered and named labels at or before byte offset `off`; whether there were any. */
  printTo(off: number): boolean {
    const s = this.sink;
    const heap = this.heap;
    const order = this.namedOrder;
    const w = (off - this.start) / 4;
    let any = false;
    for (;;) {
      const j = this.ringNext(w + 1);
      const inHeap = heap.size > 0 && !labelBefore(off, heap.peek());
      const fromRing = j >= 0 && (!inHeap || labelBefore(this.start + 4 * j, heap.peek()));
      const hasNum = fromRing || inHeap;
      const num = fromRing ? this.start + 4 * j : inHeap ? heap.peek() : 0;
      const hasNamed = this.namedAt < order.length && !labelBefore(off, order[this.namedAt]!);
      if (!hasNum && !hasNamed) break;
      any = true;
      // Numbered labels first where both sit at one offset, as clrxdisasm orders them.
      if (hasNum && (!hasNamed || !labelBefore(order[this.namedAt]!, num))) {
        if (fromRing) this.ringTake(j);
        else {
          heap.pop();
          this.far.delete(num);
          this.farLabels--;
        }
        this.line(num, off);
      } else {
        const t = order[this.namedAt++]!;
        s.text(`${this.named!.get(t)!}${t === off ? ':' : `=.-${off - t}`}\n`);
      }
    }
    return any;
  }

  /** `.L<t>_0:` when the label is at `off`, else `.L<t>_0=.-N` (it is N bytes back, inside an instruction). */
  private line(t: number, off: number): void {
    const s = this.sink;
    if (t < 0) { s.text(`${numbered(t)}${t === off ? ':' : `=.-${off - t}`}\n`); return; }
    s.reserve(48);
    const b = s.buf;
    b[s.pos++] = 46; // .L
    b[s.pos++] = 76;
    s.dec(t);
    b[s.pos++] = 95; // _0
    b[s.pos++] = 48;
    if (t === off) b[s.pos++] = 58; // :
    else {
      b[s.pos++] = 61; // =.-
      b[s.pos++] = 46;
      b[s.pos++] = 45;
      s.dec(off - t);
    }
    b[s.pos++] = 10;
  }

  /** LLVM dialect: named labels up to `off` (a label inside an instruction prints before the next one). */
  namedTo(off: number): void {
    const order = this.namedOrder;
    while (this.namedAt < order.length && !labelBefore(off, order[this.namedAt]!)) {
      this.sink.text(`${this.named!.get(order[this.namedAt]!)!}:\n`);
      this.namedAt++;
    }
  }

  /** CLRX dialect: the labels left at the end (at or after `endOffset`), each after `.org` unless it is where the previous one was. */
  printToEnd(endOffset: number): void {
    const s = this.sink;
    let at = endOffset;
    const heap = this.heap;
    for (let j = this.ringNext(Infinity); j >= 0; j = this.ringNext(Infinity)) {
      this.ringTake(j);
      heap.push(this.start + 4 * j);
    }
    const order = this.namedOrder;
    while (heap.size > 0 || this.namedAt < order.length) {
      const useNum = heap.size > 0 && (this.namedAt >= order.length || !labelBefore(order[this.namedAt]!, heap.peek()));
      const t = useNum ? heap.pop() : order[this.namedAt++]!;
      if (t !== at) s.text(`.org ${hex64(t)}\n`);
      s.text(`${useNum ? numbered(t) : this.named!.get(t)!}:\n`);
      at = t;
    }
  }
}
