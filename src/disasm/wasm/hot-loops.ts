// The disassembler's per-instruction loops in WebAssembly (loops.wat): the
// caches' tables, the line arena, the output buffer and windows of the input
// move into one WebAssembly memory, where the JavaScript code keeps using them
// through views and the loops read them directly. On the 2,000,000-instruction
// benchmark these loops are most of the run, and as JavaScript most of their
// time is V8 warming them up; WebAssembly code runs compiled from its first call.

import { LINE_W1_ADD, LINE_W1_HASH, SIZE_HASH } from '../text-cache.js';
import { LOOPS_WASM } from './loops-wasm.js';

// What is used of WebAssembly (the library's TypeScript settings have no DOM types).
interface WasmModule { readonly kind?: 'module' }
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { readonly exports: unknown };
  Memory: new (descriptor: { initial: number }) => { readonly buffer: ArrayBuffer };
};

interface LoopExports {
  init(se: number, ce: number, arena: number, shift: number, ring: number, ringWords: number, log: number, logCapacity: number, logOf: number,
    sizeHash: number, w1Add: number, w1Hash: number): void;
  initLog(wlog: number, ewi: number, brk: number, tlog: number, tlogBytes: number, exits: number, exitBits: number, room: number): void;
  resetLog(): void;
  out(): number;
  count(): number;
  /** Instructions the printing loops took in runs of the log, and looked up in the tables (tests). */
  inRuns(): number;
  lookups(): number;
  llvm(win: number, i: number, end: number, len: number, out: number, outEnd: number): number;
  direct(win: number, i: number, end: number, len: number, out: number, outEnd: number, pos: number, stop: number, far: number, start: number,
    cursor: number): number;
  scan(win: number, i: number, len: number, p: number, stop: number, start: number, targets: number, max: number): number;
}

/** Words in an input window; the loops are never asked for more at once. */
export const WINDOW_WORDS = 1 << 16;
/** Branch targets one scan call reports at most. */
export const MAX_TARGETS = 256;
/** Entries of the sequence log (16 bytes each; loops.wat). */
const LOG_ENTRIES = 1 << 20;
/** Bytes of the log's lines (loops.wat: the log stops growing when they or the entries are full). */
const LOG_TEXT_BYTES = 24 << 20;
let logEntries = LOG_ENTRIES;
let logTextBytes = LOG_TEXT_BYTES;
/** The log's exit table: 2^EXIT_BITS slots of 16 bytes (loops.wat). */
const EXIT_BITS = 14;
/**
 * Output room (bytes) the WebAssembly printing loops keep free: one more line (a cached line
 * is shorter than 256 bytes, with its label number 276), a label line and the eight-byte steps
 * of their copies.
 */
export const OUT_ROOM = 512;
/** Byte offsets and word positions the loops compute in 32 bits stay below this. */
export const OFFSET_LIMIT = 0x7fff0000;

const PAGE = 1 << 16;

function fromBase64(s: string): Uint8Array {
  const bin = atob(s);
  const b = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) b[i] = bin.charCodeAt(i);
  return b;
}

let compiled: WasmModule | null | undefined;
let enabled = true;

/** The compiled module, or null where WebAssembly is missing or disabled. */
function loopsModule(): WasmModule | null {
  if (!enabled) return null;
  if (compiled === undefined) {
    try {
      compiled = typeof WebAssembly === 'object' && LOOPS_WASM !== '' ? new WebAssembly.Module(fromBase64(LOOPS_WASM)) : null;
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/**
 * Tests: run the JavaScript loops instead (false), or the WebAssembly ones again (true); with
 * `log`, a sequence log of that many entries and bytes of lines (else the usual sizes).
 */
export function useWasmLoops(on: boolean, log?: { entries: number; textBytes: number }): void {
  enabled = on;
  logEntries = log?.entries ?? LOG_ENTRIES;
  logTextBytes = log?.textBytes ?? LOG_TEXT_BYTES;
}

/** A window of input words in the module's memory. */
export class InputWindow {
  private words: Int32Array | null = null;
  /** Index (in the input) of the window's first word, and one past its last. */
  base = 0;
  end = 0;

  constructor(readonly view: Int32Array, readonly addr: number) {}

  /** Makes input words [i, min(len, i + need)) readable in the window; returns `base`. */
  place(words: Int32Array, i: number, len: number, need: number): number {
    if (words !== this.words || i < this.base || Math.min(len, i + need) > this.end) {
      const n = Math.min(len - i, this.view.length);
      this.view.set(words.subarray(i, i + n));
      this.words = words;
      this.base = i;
      this.end = i + n;
    }
    return this.base;
  }

  /** The input may have changed (a new push): copy again on the next place. */
  forget(): void {
    this.words = null;
  }
}

export class HotLoops {
  /** The TextCache's resets the log has followed. */
  private resets = 0;
  /** Instructions the WebAssembly printing loops have printed (tests check that they did the work). */
  instructions = 0;

  private constructor(
    readonly x: LoopExports,
    readonly se: Int32Array,
    readonly ce: Int32Array,
    readonly arena: Uint8Array,
    /** The output buffer and its address. */
    readonly sink: Uint8Array,
    readonly sinkAddr: number,
    readonly targets: Int32Array,
    readonly targetsAddr: number,
    /** Labels' ring (RING / 32 int32s). */
    readonly ring: Int32Array,
    /** Per TextCache slot, 1 + its first entry in the sequence log (loops.wat). */
    private readonly logOf: Int32Array,
    readonly printWindow: InputWindow,
    readonly scanWindow: InputWindow,
  ) {}

  /** Before the loops run: the TextCache emptied its arena `resets` times; the log points into it. */
  sync(resets: number): void {
    if (resets === this.resets) return;
    this.resets = resets;
    this.logOf.fill(0);
    this.x.resetLog();
  }

  /**
   * Memory for tables of the given lengths (int32s), an arena and an output buffer of the
   * given byte lengths, and a label ring of `ringWords` bits; null without WebAssembly.
   * `shift` is the caches' bucket hash shift.
   */
  static create(seLength: number, ceLength: number, arenaBytes: number, sinkBytes: number, shift: number, ringWords: number): HotLoops | null {
    const module = loopsModule();
    if (module === null) return null;
    // Control block (the branch targets), tables, windows, output, arena; each with slack after it.
    let at = PAGE;
    const take = (bytes: number): number => {
      const a = at;
      at += (bytes + 64 + 63) & ~63;
      return a;
    };
    const seAt = take(seLength * 4);
    const ceAt = take(ceLength * 4);
    const ringAt = take(ringWords / 8);
    const logOfAt = take(ceLength);
    const printAt = take(WINDOW_WORDS * 4);
    const scanAt = take(WINDOW_WORDS * 4);
    const sinkAt = take(sinkBytes);
    const arenaAt = take(arenaBytes);
    const logAt = take(logEntries * 16);
    // The log's words (at most two an entry), each entry's first word's index (and one past the
    // last's), a byte an entry (branch or not) and the log's lines.
    const wlogAt = take(logEntries * 8);
    const ewiAt = take((logEntries + 1) * 4);
    const brkAt = take(logEntries);
    const tlogAt = take(logTextBytes);
    const exitsAt = take(16 << EXIT_BITS);
    try {
      const memory = new WebAssembly.Memory({ initial: Math.ceil(at / PAGE) });
      const x = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as LoopExports;
      x.init(seAt, ceAt, arenaAt, shift, ringAt, ringWords, logAt, logEntries, logOfAt, SIZE_HASH | 0, LINE_W1_ADD | 0, LINE_W1_HASH | 0);
      x.initLog(wlogAt, ewiAt, brkAt, tlogAt, logTextBytes, exitsAt, EXIT_BITS, OUT_ROOM);
      const buf = memory.buffer;
      return new HotLoops(x,
        new Int32Array(buf, seAt, seLength), new Int32Array(buf, ceAt, ceLength), new Uint8Array(buf, arenaAt, arenaBytes),
        new Uint8Array(buf, sinkAt, sinkBytes), sinkAt, new Int32Array(buf, 0, MAX_TARGETS), 0, new Int32Array(buf, ringAt, ringWords / 32),
        new Int32Array(buf, logOfAt, ceLength / 4),
        new InputWindow(new Int32Array(buf, printAt, WINDOW_WORDS), printAt),
        new InputWindow(new Int32Array(buf, scanAt, WINDOW_WORDS), scanAt));
    } catch {
      // Out of memory for it: the JavaScript loops do the work.
      return null;
    }
  }
}
