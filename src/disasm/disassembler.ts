// Machine code -> text, as a stream, for every encoding of GCN 1.0-1.2: bytes
// go in in chunks of any size, text comes out in chunks. No input makes it
// throw: bad lengths and words that match no encoding become diagnostics.
//
// CLRX dialect: branch targets get `.L<offset>_0` labels, as clrxdisasm
// prints them. A branch reaches at most 32768 words back, so a line is held
// until the decoder is that far past it (then no later branch can put a label
// before it): memory stays bounded whatever the input size. Runs of zero
// words print as `.fill N, 4, 0`; a label inside an instruction prints after
// it as `.L<t>_0=.-N`; labels past the end follow `.org`.
//
// LLVM dialect: the text llvm-mc 14 prints; an encoding it rejects prints as
// one `.long` per dword of the instruction, with a warning, and decoding goes
// on after the instruction (syntax.md C.2). Text llvm-mc would assemble to
// other words (lossy) prints as `.long 0xW0[, 0xW1] ; TEXT` unless `exact`.

import { findGeneration, GENERATIONS, type GenId, type GenIndex, type Generation } from '../isa/generations.js';
import { labelTarget } from '../isa/table/types.js';
import { clrxText } from './clrx/index.js';
import { decodeAt, emptyDecoded, type Decoded } from './decode.js';
import { llvmLossy, llvmText } from './llvm/index.js';
import { decodeLlvmAt } from './llvm/length.js';
import { Labels, numbered, RING } from './labels.js';
import { LineQueue } from './line-queue.js';
import { TextSink } from './sink.js';
import { ARENA_MAX, SIZE_SHIFT, SizeCache, TextCache } from './text-cache.js';
import { HotLoops, type InputWindow, MAX_TARGETS, OFFSET_LIMIT, OUT_ROOM } from './wasm/hot-loops.js';

export type Syntax = 'clrx' | 'llvm';

export interface DisasmOptions {
  /** Generation: an id, an index or any alias (`tonga`, `gfx8`, ...). */
  readonly arch: GenId | GenIndex | string;
  /** Output dialect; default `clrx`. */
  readonly syntax?: Syntax;
  /** Print the header lines (`.gpu`, `.text`, ...); default true. */
  readonly header?: boolean;
  /** Prefix each line with its byte offset and words, as a comment (like `clrxdisasm -h`). */
  readonly listing?: boolean;
  /** CLRX dialect: never append `raw:[...]`, print clrxdisasm's text alone. */
  readonly noRaw?: boolean;
  /**
   * CLRX dialect: clrxdisasm's exact text (no B.8 additions such as ` sdwa` or `abs:N`; raw:[...] still
   * follows noRaw). LLVM dialect: llvm-mc's text verbatim even where it loses bits (by default such an
   * instruction prints as `.long` words with the text as a comment, docs/llvm-dialect.md).
   */
  readonly exact?: boolean;
  /** Byte offset of the first word: labels and the listing count from it. Default 0. */
  readonly startOffset?: number;
  /** Named labels by byte offset (kernel symbols): printed as `NAME:` lines, and used for branch targets. */
  readonly labels?: ReadonlyMap<number, string>;
  /**
   * LLVM dialect: expressions for literal dwords, by byte offset (counted like startOffset): a
   * literal there prints as the expression (`gcd@rel32@lo+4`, a relocation of an unlinked object),
   * which llvm-mc assembles back to the same dword and relocation.
   */
  readonly literals?: ReadonlyMap<number, string>;
  /** LLVM dialect: indent instruction lines with a tab, as llvm-mc does. Default false. */
  readonly indent?: boolean;
  /**
   * LLVM dialect: after an encoding llvm-mc rejects, print only its first dword as `.long` and
   * decode again from the next dword, as llvm-mc and llvm-objdump do (the default prints every
   * dword of the instruction and goes on after it, syntax.md C.2).
   */
  readonly llvmResync?: boolean;
}

export interface DisasmDiagnostic {
  readonly severity: 'error' | 'warning';
  /** Byte offset of the instruction or bytes concerned. */
  readonly offset: number;
  readonly message: string;
}

/** At most this many diagnostics are kept; the rest are only counted. */
export const MAX_DIAGNOSTICS = 1000;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** A branch reaches SIMM16 words from the word after it: at most this many words back. */
const BRANCH_REACH = 32768;
/**
 * CLRX dialect: how far ahead of printing the branches are looked for (words). A line can
 * leave the queue once every branch that could label it has been seen: with the scan ahead,
 * that is soon after it is printed, so the queue stays small (a queue holding the 32,768
 * words a backward branch reaches spills the caches' other tables and costs a third of the
 * run time on repetitive code).
 */
const SCAN_AHEAD = 3 << 15;
/** Queued words that make the queue flush what it can. */
const FLUSH_BATCH = 4096;
/** Most lines one cachedRun copies (it makes room for them first). */
const MAX_RUN = 1024;
/**
 * Input at least this long (words in one push, or in all so far) moves the hot loops to
 * WebAssembly (wasm/hot-loops.ts); shorter input is done before they would pay off.
 */
const HOT_WORDS = 1 << 14;
/** CLRX dialect: words gathered from short pushes before they are disassembled (less BRANCH_REACH held back). */
const HOLD_BATCH = 3 * BRANCH_REACH;
/**
 * Output room (bytes; half a smaller buffer) a WebAssembly printing loop is called with at least
 * (it keeps OUT_ROOM free: with less, the JavaScript loops print).
 */
const HOT_ROOM = 8 * OUT_ROOM;

/**
 * Where the instructions a WebAssembly loop may start end in its input window: before the
 * window's last word unless the input ends there (a two-word instruction may start there: the
 * next call places the window from it).
 */
function windowEnd(w: InputWindow, len: number): number {
  return w.end < len ? w.end - 1 : w.end;
}

export function resolveGeneration(arch: GenId | GenIndex | string): Generation {
  if (typeof arch === 'number') {
    const g = GENERATIONS[arch];
    if (g === undefined) throw new RangeError(`unknown generation index ${arch}`);
    return g;
  }
  const g = findGeneration(arch);
  if (g === undefined) throw new RangeError(`unknown architecture '${arch}'`);
  return g;
}

function hex8(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

/**
 * Streaming disassembler. Feed bytes with `push` (or words with
 * `pushWords`), then call `end`. Text is handed to `onText` in chunks; a
 * chunk is valid only during the call (its buffer is reused).
 */
export class Disassembler {
  readonly gen: Generation;
  readonly syntax: Syntax;
  /** Diagnostics so far (at most MAX_DIAGNOSTICS warnings, and every error; see diagnosticCount). */
  readonly diagnostics: DisasmDiagnostic[] = [];
  diagnosticCount = 0;
  errorCount = 0;
  /** Instructions printed so far. */
  instructions = 0;

  private readonly sink: TextSink;
  private readonly r: Decoded;
  private readonly gi: GenIndex;
  private readonly clrx: boolean;
  private readonly listing: boolean;
  private readonly noRaw: boolean;
  private readonly exact: boolean;
  private readonly indent: string;
  private readonly resync: boolean;
  private readonly start: number;
  private readonly named: ReadonlyMap<number, string> | null;
  private readonly literals: ReadonlyMap<number, string> | null;
  /** Bytes of an incomplete word from the previous chunk. */
  private tail = new Uint8Array(4);
  private tailLen = 0;
  /** The first word of an instruction that continues in the next chunk. */
  private carry = 0; // as int32: a uint32 above 2^31 would make the field a double, and V8 then drops the optimized code that uses this object
  private hasCarry = false;
  /** CLRX dialect: words held back for the next push (heldWords[0, held)). */
  private heldWords = new Int32Array(0);
  private held = 0;
  /** Word index (from the start) of the next word to decode (of `carry`, when there is one). */
  private pos = 0;
  private ended = false;
  /** The words pushed last were the input's last (push's `last`). */
  private closed = false;
  /** The words being disassembled end the input (the scan's end is then the input's). */
  private final = false;
  private readonly pair = new Uint32Array(2);

  /** CLRX lines waiting for labels. */
  private readonly queue = new LineQueue();
  private readonly labels: Labels;
  private readonly cache = new TextCache();
  private readonly sizes = new SizeCache();
  /** Cache lookups that failed in a row (doubling back-off), and instructions before the next lookup. */
  private misses = 0;
  private skip = 0;
  /**
   * CLRX dialect, the scan for branches ahead of printing: every branch before word
   * `scanPos` has its label; the scan goes on at index `scanIdx` of the words being pushed.
   */
  private scanPos = 0;
  private scanIdx = 0;
  /** Where the printing must be before the scan tries again after giving up. */
  private scanRetry = 0;
  private readonly scanR: Decoded;
  /** The WebAssembly loops and their memory, once the input is long enough (null: not (yet) in use). */
  private hot: HotLoops | null = null;
  private hotTried = false;

  constructor(opts: DisasmOptions, onText: (chunk: Uint8Array) => void, chunkSize = 1 << 16) {
    this.gen = resolveGeneration(opts.arch);
    this.gi = this.gen.index;
    this.syntax = opts.syntax ?? 'clrx';
    this.clrx = this.syntax === 'clrx';
    this.listing = opts.listing === true;
    this.noRaw = opts.noRaw === true;
    this.exact = opts.exact === true;
    this.indent = !this.clrx && opts.indent === true ? '\t' : '';
    this.resync = !this.clrx && opts.llvmResync === true;
    this.start = opts.startOffset ?? 0;
    this.named = opts.labels !== undefined && opts.labels.size > 0 ? opts.labels : null;
    this.literals = !this.clrx && opts.literals !== undefined && opts.literals.size > 0 ? opts.literals : null;
    this.sink = new TextSink(chunkSize, onText);
    this.labels = new Labels(this.start, this.named, this.sink);
    this.r = emptyDecoded(this.gi);
    this.scanR = emptyDecoded(this.gi);
    if (opts.header !== false) {
      if (this.clrx) this.sink.text(`.rawcode\n.gpu ${this.gen.clrxGpu}\n.text\n`);
      else this.sink.text('.text\n');
    }
  }

  /**
   * Feeds raw little-endian bytes. `last`: no bytes follow (only `end`), so that the CLRX
   * dialect prints the end of these bytes without waiting for branches further on.
   */
  push(bytes: Uint8Array, last = false): void {
    let at = 0;
    if (this.tailLen > 0) {
      while (this.tailLen < 4 && at < bytes.length) this.tail[this.tailLen++] = bytes[at++]!;
      if (this.tailLen < 4) return;
      this.tailLen = 0;
      const t = this.tail;
      this.pushWords([(t[0]! | (t[1]! << 8) | (t[2]! << 16) | (t[3]! << 24)) >>> 0]);
    }
    const n = (bytes.length - at) >> 2;
    if (n > 0) {
      const start = bytes.byteOffset + at;
      let words: Int32Array;
      if (LITTLE_ENDIAN && (start & 3) === 0) {
        words = new Int32Array(bytes.buffer, start, n);
      } else {
        words = new Int32Array(n);
        const dv = new DataView(bytes.buffer, start, n * 4);
        for (let i = 0; i < n; i++) words[i] = dv.getInt32(i * 4, true);
      }
      this.pushWords(words, last);
      at += n * 4;
    }
    while (at < bytes.length) this.tail[this.tailLen++] = bytes[at++]!;
  }

  /** Feeds 32-bit words; `last` as for push. */
  pushWords(input: ArrayLike<number>, last = false): void {
    if (this.closed) throw new Error('Disassembler: words pushed after the last ones');
    this.closed = last;
    this.final = last;
    // One element type for the loops below (int32: small integers to V8, where a word with its
    // top bit set read from a Uint32Array is a heap number).
    const words = input instanceof Int32Array ? input
      : input instanceof Uint32Array ? new Int32Array(input.buffer, input.byteOffset, input.length) : Int32Array.from(input);
    if (!this.clrx) {
      this.process(words, 0, words.length);
      return;
    }
    // CLRX dialect: a branch further on may label any of the last BRANCH_REACH words, so unless
    // these are the last, those wait for the next words (printed then as one stretch with them;
    // queueing their lines instead costs more, mostly in code V8 has not warmed up). Short
    // pushes gather first; a long one is disassembled where it is, after the held words.
    let at = 0;
    if (this.held > 0 || (!last && words.length < HOLD_BATCH)) {
      const take = Math.min(words.length, HOLD_BATCH);
      const before = this.held;
      const all = this.hold(words.subarray(0, take));
      if (take === words.length && !last && all.length < HOLD_BATCH) return;
      this.held = 0;
      if (take === words.length) {
        if (last) this.process(all, 0, all.length);
        else this.keep(all, this.process(all, 0, all.length - BRANCH_REACH));
        return;
      }
      // The held words and the first of these, up to where the rest of these takes over.
      this.final = false;
      at = this.process(all, 0, all.length - BRANCH_REACH) - before;
      this.final = last;
    }
    if (last) this.process(words, at, words.length);
    else this.keep(words, this.process(words, at, words.length - BRANCH_REACH));
  }

  /** Appends words to those held back; returns all of them (a view, valid until the next hold). */
  private hold(words: Int32Array): Int32Array {
    const n = this.held + words.length;
    if (n > this.heldWords.length) {
      const grown = new Int32Array(Math.max(n, 2 * this.heldWords.length, HOLD_BATCH + BRANCH_REACH));
      grown.set(this.heldWords.subarray(0, this.held));
      this.heldWords = grown;
    }
    this.heldWords.set(words, this.held);
    this.held = n;
    return this.heldWords.subarray(0, n);
  }

  /** Holds back words[i..] for the next push (`words` may be the held words themselves). */
  private keep(words: Int32Array, i: number): void {
    const n = words.length - i;
    if (n > this.heldWords.length) this.heldWords = new Int32Array(Math.max(n, HOLD_BATCH + BRANCH_REACH));
    this.heldWords.set(words.subarray(i));
    this.held = n;
  }

  /**
   * Disassembles the instructions of words[from..] that start before words[until]; returns
   * where it stopped (at or past `until`, or the end of the words).
   */
  private process(words: Int32Array, from: number, until: number): number {
    const len = words.length;
    let i = from;
    // LLVM lines do not depend on where they are, unless named labels or relocations are in play.
    const fast = !this.listing && (this.clrx || (this.named === null && this.literals === null));
    if (fast && !this.hotTried && (len >= HOT_WORDS || this.pos >= HOT_WORDS)) this.startHot();
    this.hot?.printWindow.forget();
    this.hot?.scanWindow.forget();
    if (this.hasCarry) {
      // (Only after words that were the last of a push without a hold: the LLVM dialect's.)
      if (len === 0) return from;
      // An instruction is at most two words: finish the one split across chunks.
      this.pair[0] = this.carry;
      this.pair[1] = words[0]! >>> 0;
      this.hasCarry = false;
      this.decode(this.pair, 0, 2);
      i = this.emit() - 1;
    }
    // The scan goes on where it stopped: it saw the branches of the words held back before their
    // targets were printed (scanned again, their labels would come once more, too late).
    const scanned = this.scanPos - this.pos;
    if (scanned > 0 && i + scanned <= len) this.scanIdx = i + scanned;
    else {
      this.scanIdx = i;
      this.scanPos = this.pos;
    }
    while (i < until) {
      // (In steps of a third of SCAN_AHEAD: the printing never comes within BRANCH_REACH of the scan's end.)
      if (this.clrx && this.scanPos - this.pos < (SCAN_AHEAD / 3) * 2 && this.pos >= this.scanRetry) {
        // Behind the printing (it gave up on new code for a while): start again from here.
        if (this.scanPos < this.pos) { this.scanIdx = i; this.scanPos = this.pos; }
        if (this.scanIdx < len) this.scanBranches(words, len);
      }
      // Real code repeats itself: known instructions' lines are copied without decoding them.
      if (fast) {
        if (this.skip === 0) {
          const from = i;
          i = this.cachedRun(words, i, until, len);
          // It stops at an instruction not in the cache, or when its output needs room.
          if (i !== from) { this.misses = 0; continue; }
          // Code that is mostly new (random words, one pass over a big binary) skips the
          // lookups for a while, longer each time they fail in a row.
          this.skip = this.misses = Math.min(64, this.misses * 2 + 1);
        } else this.skip--;
      }
      const w0 = words[i]! >>> 0;
      if (this.clrx && w0 === 0) {
        // clrxdisasm prints a run of zero words as one `.fill` line.
        let j = i + 1;
        // (A run that reaches the held-back words goes on with them: the queue joins the two.)
        while (j < until && words[j] === 0) j++;
        this.zeros(j - i);
        i = j;
        continue;
      }
      this.decode(words, i, len);
      if (this.r.truncated) {
        this.carry = words[i]!;
        this.hasCarry = true;
        return len;
      }
      i += this.emit();
    }
    return i;
  }

  /** Moves the caches and the output buffer into the memory of the WebAssembly loops. */
  private startHot(): void {
    this.hotTried = true;
    const h = HotLoops.create(this.sizes.e.length, this.cache.e.length, ARENA_MAX, this.sink.buf.length, SIZE_SHIFT, RING);
    if (h === null) return;
    this.labels.adopt(h.ring);
    this.sizes.adopt(h.se);
    this.cache.adopt(h.ce, h.arena);
    this.sink.adopt(h.sink);
    this.hot = h;
  }

  /**
   * CLRX dialect: labels the targets of the branches from words[scanIdx] on, up to
   * SCAN_AHEAD words past the printing position or the end of the words. Instruction
   * lengths come from the size cache, else from the decoder. On code mostly new to the
   * caches (random words, or any code at first) the scan would double the decoding: it gives
   * up, and tries again 4,096 words further on.
   */
  private scanBranches(words: Int32Array, len: number): void {
    const sizes = this.sizes;
    const r = this.scanR;
    const stop = this.pos + SCAN_AHEAD;
    let i = this.scanIdx;
    let p = this.scanPos;
    let seen = 0;
    let misses = 0;
    const h = this.start + (stop + 2) * 4 < OFFSET_LIMIT ? this.hot : null;
    while (i < len && p < stop) {
      if (h !== null) {
        // The cached instructions in WebAssembly; what it stops at is done below.
        const sw = h.scanWindow;
        const b = sw.place(words, i, len, 1024);
        h.sync(this.cache.resets);
        const r = h.x.scan(sw.addr, i - b, sw.end - b, p, stop, this.start, h.targetsAddr, MAX_TARGETS) + b;
        const found = h.x.count();
        for (let t = 0; t < found; t++) this.labels.add(h.targets[t]!);
        seen += r - i;
        p += r - i;
        i = r;
        if (i >= len || p >= stop) break;
        if (found === MAX_TARGETS) continue;
      }
      const w0 = words[i]!;
      let k = 1;
      let branch = false;
      if (w0 !== 0) {
        const e = sizes.index(w0);
        if (e >= 0) {
          k = sizes.size(e);
          branch = sizes.branch(e);
        } else {
          if (++misses > 64 && misses * 4 > seen) {
            this.scanRetry = this.pos + 4096;
            this.scanIdx = i;
            this.scanPos = p;
            return;
          }
          decodeAt(r, words, i, len, this.gi);
          if (r.truncated) break;
          k = r.size;
          branch = clrxBranch(r.row, this.gi);
        }
        if (i + k > len) break;
        if (branch) this.labels.add(labelTarget(this.start + p * 4, w0));
      }
      seen++;
      i += k;
      p += k;
    }
    // Stopped at the end of these words: no more scanning in this push.
    this.scanIdx = p < stop ? len : i;
    // At the end of the input, every branch that could label a line before p has been seen.
    this.scanPos = p < stop && this.final ? p + BRANCH_REACH : p;
  }

  /**
   * Copies the cached lines of the instructions from words[i] on that start
   * before words[until], up to the first one not in the cache (or a zero word
   * in the CLRX dialect), or until the output needs flushing; returns where it
   * stopped. The hot loops: small,
   * and nothing in them runs for the first time late (a flush, a buffer
   * growing), which would throw their optimized code away while V8 is still
   * warming up.
   */
  private cachedRun(words: Int32Array, i: number, until: number, len: number): number {
    if (this.clrx) {
      this.maybeFlush();
      const q = this.queue;
      if (this.direct(this.pos)) {
        const s = this.sink;
        s.reserve(Math.min(MAX_RUN * 276, s.buf.length >> 1));
        // Room for this many lines (a cached line and its label number are shorter than 276 bytes).
        const end = Math.min(until, i + Math.floor((s.buf.length - s.pos - 16) / 276));
        return this.cachedRunDirect(words, i, end, len, Math.min(this.scanPos - BRANCH_REACH, this.pos + until - i));
      }
      // Room for this many lines (a cached line and its label number are shorter than 276
      // bytes), and the word where the queue next needs flushing.
      const end = Math.min(until, i + q.reserve(MAX_RUN, 276));
      return this.cachedRunClrx(words, i, end, len, (q.length > 0 ? q.firstStart() : this.pos) + FLUSH_BATCH + BRANCH_REACH);
    }
    const s = this.sink;
    s.reserve(Math.min(MAX_RUN * 256, s.buf.length >> 1));
    // Room for this many lines (cached lines are shorter than 256 bytes).
    return this.cachedRunLlvm(words, i, Math.min(until, i + Math.floor((s.buf.length - s.pos - 16) / 256)), len);
  }

  /**
   * The cached line of the instruction at words[i] (words readable up to `len`): its TextCache
   * slot's index in the table (a multiple of 4) plus its size in words, or -1. The size comes
   * from the first word (SizeCache), whose entry also remembers the slot last found.
   */
  private cachedLine(words: Int32Array, i: number, len: number): number {
    const w0 = words[i]!;
    const sizes = this.sizes;
    const e = sizes.index(w0);
    if (e < 0) return -1;
    const k = sizes.size(e);
    if (i + k > len) return -1;
    const w1 = k === 2 ? words[i + 1]! : 0;
    let slot = sizes.slot(e);
    if (!this.cache.holds(slot, w0, w1, k)) {
      slot = this.cache.find(w0, w1, k);
      if (slot < 0) return -1;
      sizes.setSlot(e, slot);
    }
    return (slot << 2) | k;
  }

  /** LLVM dialect: cached lines of instructions starting before words[end] go straight to the sink. */
  private cachedRunLlvm(words: Int32Array, i: number, end: number, len: number): number {
    const h = this.hot;
    // (To the input's end: the LLVM dialect holds no words back, and the loop stops where the room does.)
    if (h !== null && this.sink.buf === h.sink) return this.hotLlvm(h, words, i, len);
    const c = this.cache;
    const ce = c.e;
    const s = this.sink;
    const cv = c.view;
    const first = i;
    let pos = this.pos;
    let n = 0;
    // The arena bytes [from, to) still to copy: lines next to each other there go out as one.
    let from = 0;
    let to = 0;
    while (i < end) {
      const line = this.cachedLine(words, i, len);
      if (line < 0) break;
      const j = line & ~3;
      const k = line & 3;
      const at = ce[j + 3]!;
      const length = ce[j + 2]! >>> 16;
      if (at === to) to += length;
      else {
        if (to !== from) s.putRun(c.arena, cv, from, to);
        from = at;
        to = at + length;
      }
      pos += k;
      i += k;
      n++;
    }
    if (to !== from) s.putRun(c.arena, cv, from, to);
    if (i !== first) {
      this.pos = pos;
      this.instructions += n;
    }
    return i;
  }

  /**
   * CLRX dialect, nothing queued and the scan far enough ahead: cached lines of instructions
   * starting before words[end] and word `stop` go straight to the output, each after the
   * labels at or before it.
   */
  private cachedRunDirect(words: Int32Array, i: number, end: number, len: number, stop: number): number {
    const h = this.hot;
    if (h !== null && this.sink.buf === h.sink && this.start + (stop + 2) * 4 < OFFSET_LIMIT) return this.hotDirect(h, words, i, len, stop);
    const c = this.cache;
    const ce = c.e;
    const s = this.sink;
    const cv = c.view;
    const first = i;
    let pos = this.pos;
    let n = 0;
    let from = 0;
    let to = 0;
    let label = this.labels.next(stop);
    while (i < end && pos < stop) {
      const w0 = words[i]!;
      if (w0 === 0) break;
      const line = this.cachedLine(words, i, len);
      if (line < 0) break;
      const j = line & ~3;
      const k = line & 3;
      const off = this.start + pos * 4;
      if (off >= label) {
        if (to !== from) s.putRun(c.arena, cv, from, to);
        from = to = 0;
        this.labels.printTo(off);
        label = this.labels.next(stop);
      }
      const lineMeta = ce[j + 2]!;
      const split = (lineMeta >>> 8) & 0xff;
      const at = ce[j + 3]!;
      if (split === 0) {
        if (at === to) to += lineMeta >>> 16;
        else {
          if (to !== from) s.putRun(c.arena, cv, from, to);
          from = at;
          to = at + (lineMeta >>> 16);
        }
      } else {
        // A branch: its line with the target's label number (the scan labelled the target).
        const target = labelTarget(off, w0);
        if (target < 0) break;
        if (to !== from) s.putRun(c.arena, cv, from, to);
        from = to = 0;
        s.putBranch(cv, at, lineMeta >>> 16, split, target);
      }
      pos += k;
      i += k;
      n++;
    }
    if (to !== from) s.putRun(c.arena, cv, from, to);
    if (i !== first) {
      this.pos = pos;
      this.instructions += n;
    }
    return i;
  }

  /**
   * cachedRunLlvm in WebAssembly, for the instructions in the input window from words[i] on
   * while the output buffer has room (the caller made some).
   */
  private hotLlvm(h: HotLoops, words: Int32Array, i: number, len: number): number {
    const w = h.printWindow;
    const s = this.sink;
    const b = w.place(words, i, len, 2);
    h.sync(this.cache.resets);
    const r = h.x.llvm(w.addr, i - b, windowEnd(w, len) - b, w.end - b, h.sinkAddr + s.pos, h.sinkAddr + s.buf.length) + b;
    if (r !== i) this.hotDone(h, r - i);
    return r;
  }

  /** After a WebAssembly printing loop went `words` words on: the output's end, the position and the counts. */
  private hotDone(h: HotLoops, words: number): void {
    const n = h.x.count();
    this.sink.pos = h.x.out() - h.sinkAddr;
    this.pos += words;
    this.instructions += n;
    h.instructions += n;
  }

  /**
   * cachedRunDirect in WebAssembly: it prints the ring's labels itself, and stops for the others
   * (a label inside an instruction, before the input, a name), which are printed here.
   */
  private hotDirect(h: HotLoops, words: Int32Array, i: number, len: number, stop: number): number {
    const w = h.printWindow;
    const s = this.sink;
    const L = this.labels;
    for (;;) {
      // (The WebAssembly loop stops with less room than this: the caller flushes.)
      if (i >= len || this.pos >= stop || words[i] === 0 || s.buf.length - s.pos < Math.min(HOT_ROOM, s.buf.length >> 1)) return i;
      const off = this.start + this.pos * 4;
      if (L.next(stop) <= off) {
        L.printTo(off);
        if (s.buf !== h.sink) return i;
      }
      const b = w.place(words, i, len, 2);
      h.sync(this.cache.resets);
      const r = h.x.direct(w.addr, i - b, windowEnd(w, len) - b, w.end - b, h.sinkAddr + s.pos, h.sinkAddr + s.buf.length,
        this.pos, stop, Math.min(L.farNext(), OFFSET_LIMIT), this.start, L.ringCursor) + b;
      if (r === i) {
        // Stopped at once: not cached (a label there is printed above, as emit would), or out of the ring's span.
        if (this.pos - L.ringCursor < RING) return i;
        continue;
      }
      this.hotDone(h, r - i);
      i = r;
      // Its labels are printed up to the last instruction (one inside that is still to print).
      L.printedTo(this.pos - 1);
    }
  }

  /** CLRX dialect: cached lines of instructions starting before words[end] and word `stop` go to the queue. */
  private cachedRunClrx(words: Int32Array, i: number, end: number, len: number, stop: number): number {
    const c = this.cache;
    const ce = c.e;
    const q = this.queue;
    const cv = c.view;
    const first = i;
    let pos = this.pos;
    let n = 0;
    while (i < end && pos <= stop) {
      const w0 = words[i]!;
      if (w0 === 0) break;
      const line = this.cachedLine(words, i, len);
      if (line < 0) break;
      const j = line & ~3;
      const k = line & 3;
      const lineMeta = ce[j + 2]!;
      const split = (lineMeta >>> 8) & 0xff;
      if (split === 0) q.put(pos, cv, ce[j + 3]!, lineMeta >>> 16);
      else {
        // A branch: its line with the target's label number, and the label.
        const target = labelTarget(this.start + pos * 4, w0);
        if (target < 0) break;
        q.putBranch(pos, cv, ce[j + 3]!, lineMeta >>> 16, split, target);
        // (The scan labelled the branches before scanPos: a label printed already must not come back.)
        if (pos >= this.scanPos) this.labels.add(target);
      }
      pos += k;
      i += k;
      n++;
    }
    if (i !== first) {
      this.pos = pos;
      this.instructions += n;
    }
    return i;
  }

  /** Flushes the output and reports a truncated tail. Returns the diagnostics. */
  end(): DisasmDiagnostic[] {
    if (this.ended) return this.diagnostics;
    this.ended = true;
    if (this.held > 0) {
      // The last words after all.
      this.final = true;
      this.process(this.heldWords.subarray(0, this.held), 0, this.held);
      this.held = 0;
    }
    if (this.hasCarry) {
      // The first word of an instruction whose next word is missing: reported, and printed as data.
      const carry = this.carry >>> 0;
      this.decode([carry], 0, 1);
      const name = this.r.row?.name;
      this.report('error', this.offsetOf(this.pos), `truncated instruction at the end of the input: 0x${hex8(carry)}`
        + `${name !== undefined ? ` (${name})` : ''} needs ${this.r.size * 4} bytes, only 4 remain`);
      this.hasCarry = false;
      this.dataWord(carry);
    }
    if (this.tailLen > 0) {
      this.report('error', this.offsetOf(this.pos),
        `input length is not a multiple of 4 bytes: ${this.tailLen} trailing byte${this.tailLen > 1 ? 's' : ''}`);
    }
    this.flushLines(Infinity);
    if (this.clrx) this.labels.printToEnd(this.offsetOf(this.pos));
    else this.labels.namedTo(Infinity);
    this.sink.flush();
    return this.diagnostics;
  }

  private offsetOf(word: number): number {
    return this.start + word * 4;
  }

  private decode(words: ArrayLike<number>, at: number, end: number): number {
    return this.clrx ? decodeAt(this.r, words, at, end, this.gi) : decodeLlvmAt(this.r, words, at, end, this.gi);
  }

  private report(severity: 'error' | 'warning', offset: number, message: string): void {
    this.diagnosticCount++;
    if (severity === 'error') this.errorCount++;
    // Errors are always kept (there are at most two, at the end of the input): a thousand
    // warnings before them must not hide why the run failed.
    if (severity === 'error' || this.diagnostics.length < MAX_DIAGNOSTICS) this.diagnostics.push({ severity, offset, message });
  }

  private prefix(offset: number, w0: number, w1: number | null): string {
    const hi = Math.floor(offset / 0x100000000);
    return `/*${hi.toString(16).padStart(4, '0')}${(offset >>> 0).toString(16).padStart(8, '0')}: ${hex8(w0)}`
      + `${w1 !== null ? ' ' + hex8(w1) : '         '}*/ `;
  }

  /** Prints (or queues) the instruction in `this.r` at word `this.pos`, moves past it; returns the words consumed. */
  private emit(): number {
    const r = this.r;
    const word = this.pos;
    const off = this.offsetOf(word);
    this.pos += r.size;
    this.instructions++;
    if (this.clrx) {
      const row = r.row;
      const branch = clrxBranch(row, this.gi);
      if (r.enc === null) this.report('warning', off, `0x${hex8(r.w0)} matches no ${this.gen.id} encoding; printed as data`);
      const w1 = r.size > 1 ? r.w1 : 0;
      const c = this.cache;
      const target = branch ? labelTarget(off, r.w0) : 0;
      // A branch's line is cached without its label number, unless the label is a name or wraps.
      const cacheable = !this.listing && (!branch || (this.named === null && target >= 0));
      let slot = cacheable ? c.find(r.w0 | 0, w1 | 0, r.size) : -1;
      // Straight to the output (after the labels at or before it) when nothing waits in the queue.
      const direct = this.direct(word);
      if (direct && this.labels.next(word + 1) <= off) this.labels.printTo(off);
      let text: string | null = null;
      if (slot < 0) {
        const t = clrxText(r, off, { noRaw: this.noRaw, exact: this.exact, labels: this.named });
        text = t;
        if (this.listing) text = this.prefix(off, r.w0, r.size > 1 ? r.w1 : null) + t;
        else if (cacheable) {
          if (branch) {
            const label = numbered(target);
            const at = t.lastIndexOf(label) + 2;
            slot = at >= 2 ? c.set(r.w0, w1, r.size, t.slice(0, at) + t.slice(at + label.length - 4), at) : -1;
          } else slot = c.set(r.w0, w1, r.size, t);
          if (slot >= 0 && r.enc !== null) this.sizes.set(r.w0, r.size, slot, branch);
        }
      }
      if (slot < 0) {
        if (direct) {
          this.sink.text(text!);
          this.sink.byte(10);
        } else this.queue.pushText(word, text!);
      } else if (direct) {
        this.sink.reserve(c.length(slot) + 20);
        if (branch) this.sink.putBranch(c.view, c.offset(slot), c.length(slot), c.split(slot), target);
        else this.sink.put4(c.view, c.offset(slot), c.length(slot));
      } else if (branch) this.queue.pushBranch(word, c.view, c.offset(slot), c.length(slot), c.split(slot), target);
      else this.queue.pushFrom(word, c.view, c.offset(slot), c.length(slot));
      if (branch && word >= this.scanPos) this.labels.add(target);
      this.maybeFlush();
      return r.size;
    }
    this.labels.namedTo(off);
    const s = this.sink;
    const reloc = r.hasLiteral && this.literals !== null ? this.literals.get(off + 4) ?? null : null;
    const text = llvmText(r, off, reloc);
    if (text !== null) {
      if (this.listing) s.text(this.prefix(off, r.w0, r.size > 1 ? r.w1 : null));
      // Where llvm-mc would read the text back as other words: the words themselves, the text as a comment.
      const line = this.indent + (llvmLossy && !this.exact ? `.long 0x${hex8(r.w0)}${r.size > 1 ? `, 0x${hex8(r.w1)}` : ''} ; ` : '') + text;
      const row = r.row;
      // v_nop's length depends on its second dword: not in the size cache.
      const sizeByW0 = !(r.enc === 'VOP1' && row !== null && row.p.kind === 'vop' && row.p.src.length === 0);
      const slot = !this.listing && reloc === null && sizeByW0 ? this.cache.set(r.w0, r.size > 1 ? r.w1 : 0, r.size, line) : -1;
      if (slot >= 0) this.sizes.set(r.w0, r.size, slot, false);
      s.text(line);
      s.byte(10);
      return r.size;
    }
    this.report('warning', off, r.enc === null ? `0x${hex8(r.w0)} matches no ${this.gen.id} encoding; printed as data`
      : 'invalid instruction encoding');
    // Each dword of the rejected instruction on its own `.long` line (only the first with llvmResync).
    const n = this.resync ? 1 : r.size;
    this.pos = word + n;
    for (let i = 0; i < n; i++) {
      const w = i === 0 ? r.w0 : r.w1;
      if (this.listing) s.text(this.prefix(off + 4 * i, w, null));
      s.text(`${this.indent}.long 0x${hex8(w)}\n`);
    }
    return n;
  }

  /** One word printed as data (`.int` / `.long`), at word `this.pos`. */
  private dataWord(w: number): void {
    const off = this.offsetOf(this.pos);
    const line = (this.listing ? this.prefix(off, w, null) : '') + (this.clrx ? `.int 0x${w.toString(16)}` : `${this.indent}.long 0x${hex8(w)}`);
    this.pos += 1;
    if (this.clrx) { this.queue.pushText(this.pos - 1, line); return; }
    this.labels.namedTo(off);
    this.sink.text(line);
    this.sink.byte(10);
  }

  /** CLRX dialect: a run of zero words (extends a run just queued). */
  private zeros(n: number): void {
    if (this.queue.pushZeros(this.pos, n)) this.instructions++;
    this.pos += n;
    this.maybeFlush();
  }

  /**
   * CLRX dialect: whether the line at `word` can go straight to the output: nothing waits in
   * the queue, and the scan has seen every branch that could label it.
   */
  private direct(word: number): boolean {
    return this.queue.length === 0 && word < this.scanPos - BRANCH_REACH;
  }

  /**
   * Prints the lines no later branch can label, in batches (a batch is one copy when it has no
   * label): a branch not seen yet is at or after the printing position and the scan's end.
   */
  private maybeFlush(): void {
    const q = this.queue;
    if (q.length === 0) return;
    const safe = Math.min(this.pos, Math.max(this.pos, this.scanPos) - BRANCH_REACH);
    if (safe - q.firstStart() > FLUSH_BATCH) this.flushLines(safe);
  }

  /** Prints the queued lines that start before word `limit`, with the labels that precede each. */
  private flushLines(limit: number): void {
    const q = this.queue;
    // A zero run still growing at the end of the queue waits for the next word.
    while (q.length > 0 && q.firstStart() < limit && (limit === Infinity || !q.firstIsOpenZeroRun())) {
      // Lines before the next label go out in one copy.
      if (q.shiftText(limit, this.labels.next(limit), this.start)) { this.sink.range(q.bytes(), q.dataView(), q.from, q.to); continue; }
      // The labels before the first line; a text line then goes out with the next batch.
      if (!this.labels.printTo(this.offsetOf(q.firstStart())) || q.firstIsZeroRun()) q.shift(this.copyLine, this.fillLine);
    }
  }

  private readonly copyLine = (from: number, to: number): void => {
    this.sink.range(this.queue.bytes(), this.queue.dataView(), from, to);
  };

  private readonly fillLine = (n: number): void => {
    this.sink.text(`.fill ${n}, 4, 0\n`);
  };

}

/** Whether an instruction is a branch the CLRX dialect labels the target of. */
function clrxBranch(row: Decoded['row'], gi: GenIndex): boolean {
  return row !== null && row.clrx[gi] !== null
    && ((row.p.kind === 'sopp' && row.p.imm === 'label') || (row.p.kind === 'sopk' && row.p.form === 'fork'));
}

export interface DisasmResult {
  readonly text: string;
  readonly diagnostics: readonly DisasmDiagnostic[];
  /** Diagnostics found, including any beyond MAX_DIAGNOSTICS. */
  readonly diagnosticCount: number;
  readonly errorCount: number;
}

/** Disassembles a whole buffer (bytes) or word array to a string. */
export function disassemble(input: Uint8Array | Uint32Array | readonly number[], opts: DisasmOptions): DisasmResult {
  const parts: string[] = [];
  const dec = new TextDecoder();
  const d = new Disassembler(opts, (chunk) => parts.push(dec.decode(chunk)));
  if (input instanceof Uint8Array) d.push(input);
  else d.pushWords(input);
  d.end();
  return { text: parts.join(''), diagnostics: d.diagnostics, diagnosticCount: d.diagnosticCount, errorCount: d.errorCount };
}
