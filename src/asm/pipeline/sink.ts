// The assembler's output sink: records (the bytes of one statement, with its
// line and text) go to a format writer as soon as they are final. A forward
// reference leaves a hole (a fixup) in its record; from the earliest
// unresolved fixup on, records are held back in a log, which spills to a
// ByteStore (a temporary file in the CLI) past a memory limit. A resolved
// fixup is patched in the log, and every record before the next unresolved
// fixup is handed on. Memory does not grow with the input, whatever the
// distance between a use and its definition.

/** Receives final records in output order. */
export interface RecordWriter {
  /** Whether record() needs the statement text (listing, c, json). */
  readonly needsText: boolean;
  /**
   * One statement's bytes b[at, at + size), at `offset` in the output; `text`
   * is the statement's source text ('' unless needsText). The bytes are valid
   * only during the call.
   */
  record(line: number, offset: number, b: Uint8Array, at: number, size: number, instruction: boolean, text: string): void;
  /**
   * Optional, for writers that need neither text nor offsets (bin, hex): a
   * whole-line instruction of n (1 or 2) words, the same as record() of its bytes.
   */
  words?(w0: number, w1: number, n: number): void;
  /** The end of a successful assembly of `total` bytes. */
  end(total: number): void;
}

/** A growing byte store with random-access reads and patches: where held-back output waits. */
export interface ByteStore {
  /** Appends b[from, to) at the end. */
  append(b: Uint8Array, from: number, to: number): void;
  /** Overwrites the bytes at `pos` with b[from, to). */
  write(pos: number, b: Uint8Array, from: number, to: number): void;
  /** Reads n bytes at `pos` into `into` from index `at`. */
  read(pos: number, into: Uint8Array, at: number, n: number): void;
  /** Drops everything; the next append is at position 0 again. */
  clear(): void;
}

/** Log record header: line, size, text length with the instruction flag in bit 31 (u32 each). */
const HEADER = 12;
const ENCODER = new TextEncoder();
const DECODER = new TextDecoder();
const READ_AHEAD = 1 << 20;

export class OutputSink {
  // The hold-back log. Logical positions below `spilled` are in the store,
  // those from `memStart` on in `mem`; [head, memStart + memLen) is unwritten.
  // Between `spilled` and `memStart` there is only written (dropped) data.
  private mem = new Uint8Array(1 << 12);
  private memStart = 0;
  private memLen = 0;
  private spilled = 0;
  private head = 0;
  /** Output offset of the record at `head`. */
  private headOffset = 0;
  // Read-ahead window over the store: logical [rbPos, rbPos + rbLen).
  private rb = new Uint8Array(0);
  private rbPos = 0;
  private rbLen = 0;

  // Fixups by id (id - fxBase indexes the arrays); all ids below fxFirst are resolved.
  private fxAt = new Float64Array(64);
  private fxLog = new Float64Array(64);
  private fxSize = new Uint8Array(64);
  private fxDone = new Uint8Array(64);
  private fxBase = 0;
  private fxFirst = 0;
  private fxNext = 0;
  /** The first fixup of the record being built (not in the log yet). */
  private fxRecord = 0;

  private failed = false;
  private readonly scratch = new Uint8Array(8);

  constructor(readonly writer: RecordWriter, private readonly store: ByteStore | null = null,
    private readonly memLimit = 1 << 20) {
    this.direct = typeof writer.words === 'function';
  }

  /** Whether the writer takes whole-line instructions as words. */
  private readonly direct: boolean;

  /**
   * A whole-line instruction of n words (no fixups): straight to the writer
   * when nothing is held back; false when it must go through record().
   */
  words(w0: number, w1: number, n: number): boolean {
    if (!this.direct || this.failed || this.fxFirst !== this.fxNext || this.head !== this.memStart + this.memLen) return false;
    this.writer.words!(w0, w1, n);
    return true;
  }

  /** Once an error is known nothing will be written: stop keeping output. */
  fail(): void {
    if (this.failed) return;
    this.failed = true;
    this.mem = new Uint8Array(16);
    this.memLen = 0;
    this.rb = new Uint8Array(0);
    this.rbLen = 0;
    if (this.spilled > 0) this.store!.clear();
  }

  get hasFailed(): boolean {
    return this.failed;
  }

  /** Registers a hole of `size` bytes at output position `at`, inside the next record. */
  addFixup(at: number, size: number): number {
    const id = this.fxNext++;
    if (id - this.fxBase >= this.fxAt.length) this.roomForFixup();
    const i = id - this.fxBase;
    this.fxAt[i] = at;
    this.fxLog[i] = -1;
    this.fxSize[i] = size;
    this.fxDone[i] = 0;
    return id;
  }

  private roomForFixup(): void {
    const drop = this.fxFirst - this.fxBase;
    if (drop >= this.fxAt.length / 2) {
      this.fxAt.copyWithin(0, drop);
      this.fxLog.copyWithin(0, drop);
      this.fxSize.copyWithin(0, drop);
      this.fxDone.copyWithin(0, drop);
      this.fxBase = this.fxFirst;
      return;
    }
    const n = this.fxAt.length * 2;
    const a = new Float64Array(n); a.set(this.fxAt); this.fxAt = a;
    const l = new Float64Array(n); l.set(this.fxLog); this.fxLog = l;
    const s = new Uint8Array(n); s.set(this.fxSize); this.fxSize = s;
    const d = new Uint8Array(n); d.set(this.fxDone); this.fxDone = d;
  }

  /** Fills the hole of fixup `id` with the low bytes of v (little-endian). */
  resolve(id: number, v: bigint): void {
    if (this.failed || id < this.fxFirst) return;
    const i = id - this.fxBase;
    if (this.fxDone[i] === 1) return;
    this.fxDone[i] = 1;
    const n = this.fxSize[i]!;
    const s = this.scratch;
    if (n <= 4) {
      const x = Number(BigInt.asUintN(32, v));
      for (let k = 0; k < n; k++) s[k] = (x >>> (8 * k)) & 0xff;
    } else {
      for (let k = 0; k < n; k++) s[k] = Number((v >> BigInt(8 * k)) & 0xffn);
    }
    const pos = this.fxLog[i]!;
    if (pos >= 0) this.patch(pos, s, n);
    if (id === this.fxFirst) {
      this.skipResolved();
      this.drain();
    }
  }

  private skipResolved(): void {
    while (this.fxFirst < this.fxRecord && this.fxDone[this.fxFirst - this.fxBase] === 1) this.fxFirst++;
  }

  private patch(pos: number, b: Uint8Array, n: number): void {
    if (pos >= this.memStart) { this.mem.set(b.subarray(0, n), pos - this.memStart); return; }
    this.store!.write(pos, b, 0, n);
    if (pos >= this.rbPos && pos + n <= this.rbPos + this.rbLen) this.rb.set(b.subarray(0, n), pos - this.rbPos);
  }

  /** A statement's bytes b[at, at + size) at output `offset`; text only when the writer needs it. */
  record(line: number, offset: number, b: Uint8Array, at: number, size: number, instruction: boolean, text: string): void {
    if (this.failed) { this.fxRecord = this.fxNext; this.fxFirst = this.fxNext; return; }
    if (this.fxFirst === this.fxNext && this.head === this.memStart + this.memLen) {
      this.writer.record(line, offset, b, at, size, instruction, text);
      this.fxRecord = this.fxNext;
      return;
    }
    if (this.head === this.memStart + this.memLen) this.headOffset = offset;
    const tb = text === '' ? null : ENCODER.encode(text);
    const tl = tb === null ? 0 : tb.length;
    const need = HEADER + size + tl;
    if (this.memLen + need > this.mem.length) this.growMem(need);
    const pos = this.memStart + this.memLen;
    const m = this.mem;
    const o = this.memLen;
    put32(m, o, line);
    put32(m, o + 4, size);
    put32(m, o + 8, (tl | (instruction ? 0x80000000 : 0)) >>> 0);
    m.set(b.subarray(at, at + size), o + HEADER);
    if (tb !== null) m.set(tb, o + HEADER + size);
    this.memLen += need;
    for (let id = this.fxRecord; id < this.fxNext; id++) {
      const i = id - this.fxBase;
      this.fxLog[i] = pos + HEADER + (this.fxAt[i]! - offset);
    }
    this.fxRecord = this.fxNext;
    if (this.memLen > this.memLimit && this.store !== null) this.spill();
    this.skipResolved();
    this.drain();
  }

  private growMem(need: number): void {
    // Drop what was written already, then grow if that was not enough.
    const gone = this.head - this.memStart;
    if (gone > 0) {
      this.mem.copyWithin(0, gone, this.memLen);
      this.memLen -= gone;
      this.memStart = this.head;
      if (this.memLen + need <= this.mem.length) return;
    }
    let cap = this.mem.length * 2;
    while (cap < this.memLen + need) cap *= 2;
    const m = new Uint8Array(cap);
    m.set(this.mem.subarray(0, this.memLen));
    this.mem = m;
  }

  /** Moves the unwritten part of the in-memory log to the store. */
  private spill(): void {
    const store = this.store!;
    let from = 0;
    if (this.head >= this.spilled) {
      // The store holds nothing unwritten: start it again with `head` at position 0.
      const shift = this.head;
      if (this.spilled > 0) store.clear();
      for (let id = this.fxFirst; id < this.fxNext; id++) {
        const i = id - this.fxBase;
        if (this.fxLog[i]! >= 0) this.fxLog[i] = this.fxLog[i]! - shift;
      }
      from = this.head - this.memStart;
      this.head = 0;
      this.memStart = -from;
      this.spilled = 0;
      this.rbLen = 0;
    }
    store.append(this.mem, from, this.memLen);
    this.spilled += this.memLen - from;
    this.memStart = this.spilled;
    this.memLen = 0;
  }

  /** The log bytes [pos, pos + n) as (buffer, index): from memory, or read ahead from the store. */
  private at(pos: number, n: number): number {
    if (pos >= this.memStart) { this.cur = this.mem; return pos - this.memStart; }
    if (pos < this.rbPos || pos + n > this.rbPos + this.rbLen) {
      const len = Math.max(n, Math.min(READ_AHEAD, this.spilled - pos));
      if (this.rb.length < len) this.rb = new Uint8Array(Math.max(len, READ_AHEAD));
      this.store!.read(pos, this.rb, 0, len);
      this.rbPos = pos;
      this.rbLen = len;
    }
    this.cur = this.rb;
    return pos - this.rbPos;
  }

  private cur: Uint8Array = this.mem;

  /** Writes held records up to the first record that still has a hole. */
  private drain(): void {
    const stop = this.fxFirst < this.fxRecord ? this.fxLog[this.fxFirst - this.fxBase]! : Infinity;
    const end = this.memStart + this.memLen;
    while (this.head < end) {
      const pos = this.head;
      let o = this.at(pos, HEADER);
      let b = this.cur;
      const size = get32(b, o + 4);
      const tw = get32(b, o + 8);
      const tl = tw & 0x7fffffff;
      const next = pos + HEADER + size + tl;
      if (stop < next) break;
      const line = get32(b, o);
      o = this.at(pos, HEADER + size + tl);
      b = this.cur;
      const text = tl === 0 ? '' : DECODER.decode(b.subarray(o + HEADER + size, o + HEADER + size + tl));
      this.writer.record(line, this.headOffset, b, o + HEADER, size, tw >>> 31 === 1, text);
      this.headOffset += size;
      this.head = next;
    }
    if (this.head === end && end > 0) {
      // Everything written: the log starts again.
      if (this.spilled > 0) this.store!.clear();
      this.spilled = 0;
      this.memStart = 0;
      this.memLen = 0;
      this.head = 0;
      this.rbLen = 0;
      this.rbPos = 0;
    }
  }

  /** The end of the input: unresolved holes stay as they are (the dialect has reported them). */
  end(total: number): void {
    if (this.failed) return;
    this.fxFirst = this.fxRecord = this.fxNext;
    this.drain();
    this.writer.end(total);
  }
}

function put32(b: Uint8Array, o: number, v: number): void {
  b[o] = v & 0xff;
  b[o + 1] = (v >>> 8) & 0xff;
  b[o + 2] = (v >>> 16) & 0xff;
  b[o + 3] = v >>> 24;
}

function get32(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}
