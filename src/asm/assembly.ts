// What the dialect assemblers write into: the output counter, the bytes of
// the statement being assembled, the symbol table, fixups for forward
// references and the diagnostics. Each finished statement goes to the
// output sink as a record; nothing of the whole output is kept here.
// Also the result of `assemble()` (the library's whole-text entry point).

import type { Generation } from '../isa/generations.js';
import { Diagnostics, type AsmDiagnostic } from './diagnostics.js';

/** Where a section's records go: the output sink for `.text`, memory for the LLVM dialect's other sections. */
export interface ByteSink {
  record(line: number, offset: number, b: Uint8Array, at: number, size: number, instruction: boolean, text: string): void;
  /** A whole-line instruction straight to the writer; false: use record(). */
  words(w0: number, w1: number, n: number): boolean;
  addFixup(at: number, size: number): number;
  resolve(id: number, v: bigint): void;
}

export interface SymbolDef {
  value: bigint;
  /** The value is (or holds) an address: not an absolute value in raw code. */
  relative: boolean;
  /** How many times the value counts the code section's address (a label: 1). */
  rel: number;
  line: number;
  /** Defined by `name:` (cannot be redefined). */
  label?: boolean;
}

/** Per-statement records, kept in typed arrays (a million lines stay cheap). */
export interface AsmRecords {
  readonly count: number;
  /** 1-based source line of each record. */
  readonly line: Int32Array;
  /** First byte of the record in the output. */
  readonly offset: Int32Array;
  /** Number of bytes the record produced. */
  readonly size: Int32Array;
  /** Start and end (end exclusive) of the statement: offsets in the source text. */
  readonly start: Int32Array;
  readonly end: Int32Array;
  /** Whether the record is an instruction (1) or data (0). */
  readonly kind: Uint8Array;
}

export interface AsmResult {
  readonly gen: Generation;
  /** The machine code (little-endian). Empty when there were errors. */
  readonly bytes: Uint8Array;
  readonly records: AsmRecords;
  readonly diagnostics: readonly AsmDiagnostic[];
  readonly errorCount: number;
  readonly warningCount: number;
  /** Diagnostics found beyond those kept. */
  readonly droppedDiagnostics: number;
  /** The text of a 1-based source line (for listings and diagnostics). */
  lineText(line: number): string;
  /** The source text of record i. */
  recordText(i: number): string;
}

/** Where the driver learns about each finished statement (for record texts and spans). */
export interface StatementInfo {
  /** The statement's source text (trimmed), built only when asked for. */
  text(start: number, end: number): string;
  /** A record of the statement text[start, end) (start < 0: the whole line): its place in the source and output. */
  span(start: number, end: number, line: number, offset: number, size: number, instruction: boolean): void;
}

export class Assembly {
  /** Bytes emitted so far: the output counter `.`. */
  size = 0;
  /** Bytes before this position are in the sink; [committed, size) belong to the current statement. */
  private committed = 0;
  bytes = new Uint8Array(256);
  readonly diag: Diagnostics;
  readonly symbols = new Map<string, SymbolDef>();
  /** Set by the driver (the output sink); a section switch (LLVM dialect) changes it. */
  sink!: ByteSink;
  info!: StatementInfo;
  needsText = false;
  /** Records handed over so far, and whether the last one was an instruction. */
  records = 0;
  lastWasInstruction = false;
  /** The words of the last record() of 4 or 8 bytes (lastSize; 0 for other sizes): the line caches learn from them. */
  readonly lastWords = new Uint32Array(2);
  lastSize = 0;
  /** Whether the fast paths' records (record1/record2) set lastWords too (only when a line cache wants them). */
  fastLast = false;
  /** Probing (the shape cache): records are kept here instead of going to the sink. */
  capture = false;
  captured: Uint32Array | null = null;
  capturedRecords = 0;

  constructor(public gen: Generation, maxDiagnostics?: number) {
    this.diag = new Diagnostics(maxDiagnostics);
  }

  private reserve(n: number): void {
    const need = this.size - this.committed + n;
    if (need <= this.bytes.length) return;
    let cap = this.bytes.length * 2;
    while (cap < need) cap *= 2;
    const b = new Uint8Array(cap);
    b.set(this.bytes.subarray(0, this.size - this.committed));
    this.bytes = b;
  }

  /** Continues in another section: its sink and its size so far (between statements only). */
  switchStream(sink: ByteSink, size: number): void {
    this.sink = sink;
    this.size = size;
    this.committed = size;
  }

  /** Appends a 32-bit word. */
  word(w: number): void {
    const o = this.size - this.committed;
    if (o + 4 > this.bytes.length) this.reserve(4);
    const b = this.bytes;
    b[o] = w & 0xff;
    b[o + 1] = (w >>> 8) & 0xff;
    b[o + 2] = (w >>> 16) & 0xff;
    b[o + 3] = w >>> 24;
    this.size += 4;
  }

  /** Appends `n` bytes of `v` (little-endian; v holds at most 64 bits). */
  data(v: bigint, n: 1 | 2 | 4 | 8): void {
    this.reserve(n);
    const o = this.size - this.committed;
    for (let i = 0; i < n; i++) this.bytes[o + i] = Number((v >> BigInt(8 * i)) & 0xffn);
    this.size += n;
  }

  /** Drops the current statement's bytes from `at` on (after an error). */
  truncate(at: number): void {
    this.size = Math.max(this.committed, at);
  }

  /** A hole of `size` bytes at output position `at` in the current statement; returns its id. */
  addFixup(at: number, size: number): number {
    if (this.capture) { this.capturedRecords += 100; return -1; }
    return this.sink.addFixup(at, size);
  }

  /**
   * Assembles through `run` without emitting anything or reporting: the
   * words of the one instruction it gives, or null (a diagnostic, a fixup,
   * data, several records).
   */
  probe(run: () => void): Uint32Array | null {
    const size = this.size;
    const committed = this.committed;
    this.capture = true;
    this.captured = null;
    this.capturedRecords = 0;
    const d = this.diag.muted;
    this.diag.muted = 0;
    this.diag.muting = true;
    try {
      run();
    } catch {
      this.capturedRecords = -1;
    } finally {
      this.capture = false;
      this.diag.muting = false;
    }
    const bad = this.diag.muted > 0;
    this.diag.muted = d;
    this.size = size;
    this.committed = committed;
    return !bad && this.capturedRecords === 1 ? this.captured : null;
  }

  /** Fills a hole. */
  resolve(id: number, v: bigint): void {
    this.sink.resolve(id, v);
  }

  private captureRecord(at: number, size: number): void {
    this.capturedRecords++;
    if (size === 4 || size === 8) {
      const w = new Uint32Array(size / 4);
      for (let k = 0; k < w.length; k++) {
        const o = at + 4 * k;
        w[k] = (this.bytes[o]! | (this.bytes[o + 1]! << 8) | (this.bytes[o + 2]! << 16) | (this.bytes[o + 3]! << 24)) >>> 0;
      }
      this.captured = w;
    } else {
      this.captured = null;
    }
    this.size = this.committed;
  }

  /** Hands the current statement's bytes (from `offset` on) to the sink as a record. */
  record(line: number, start: number, end: number, offset: number, instruction: boolean): void {
    const at = offset - this.committed;
    const size = this.size - offset;
    if (this.capture) { this.captureRecord(at, instruction ? size : -1); return; }
    this.records++;
    this.lastWasInstruction = instruction;
    if (size === 4 || size === 8) {
      const b = this.bytes;
      for (let k = 0; k < size; k += 4) {
        this.lastWords[k >> 2] = (b[at + k]! | (b[at + k + 1]! << 8) | (b[at + k + 2]! << 16) | (b[at + k + 3]! << 24)) >>> 0;
      }
      this.lastSize = size;
    } else {
      this.lastSize = 0;
    }
    this.info.span(start, end, line, offset, size, instruction);
    this.sink.record(line, offset, this.bytes, at, size, instruction, this.needsText ? this.info.text(start, end) : '');
    this.committed = this.size;
  }

  /** The bookkeeping of a record the sink handed to the writer as words. */
  private direct(line: number, o: number, n: number): void {
    this.size = o + n;
    this.committed = this.size;
    this.records++;
    this.lastWasInstruction = true;
    this.info.span(-1, -1, line, o, n, true);
  }

  /** A whole-line instruction of one or two words (the fast paths: no fixups). */
  record1(line: number, w0: number): void {
    const o = this.size;
    if (this.fastLast) { this.lastWords[0] = w0; this.lastSize = 4; }
    if (!this.capture && this.sink.words(w0, 0, 1)) { this.direct(line, o, 4); return; }
    this.word(w0);
    if (this.capture) { this.captureRecord(0, 4); return; }
    this.records++;
    this.lastWasInstruction = true;
    this.info.span(-1, -1, line, o, 4, true);
    this.sink.record(line, o, this.bytes, 0, 4, true, this.needsText ? this.info.text(-1, -1) : '');
    this.committed = this.size;
  }

  record2(line: number, w0: number, w1: number): void {
    const o = this.size;
    if (this.fastLast) { this.lastWords[0] = w0; this.lastWords[1] = w1; this.lastSize = 8; }
    if (!this.capture && this.sink.words(w0, w1, 2)) { this.direct(line, o, 8); return; }
    this.word(w0);
    this.word(w1);
    if (this.capture) { this.captureRecord(0, 8); return; }
    this.records++;
    this.lastWasInstruction = true;
    this.info.span(-1, -1, line, o, 8, true);
    this.sink.record(line, o, this.bytes, 0, 8, true, this.needsText ? this.info.text(-1, -1) : '');
    this.committed = this.size;
  }
}
