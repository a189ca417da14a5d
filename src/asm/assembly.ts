// The output of an assembly and the state both dialects share while they
// build it: the words, one record per instruction or data statement, the
// symbol table, fixups for forward references, and the diagnostics.

import type { Generation } from '../isa/generations.js';
import { Diagnostics, type AsmDiagnostic } from './diagnostics.js';
import type { Expr } from './expr.js';

export interface SymbolDef {
  value: bigint;
  /** A label (an address): not an absolute value in raw code. */
  relative: boolean;
  line: number;
}

/** A word whose value waits for symbols defined later in the file. */
export interface Fixup {
  /** Byte position of the value to patch. */
  readonly at: number;
  readonly expr: Expr;
  readonly line: number;
  readonly col: number;
  /** Byte offset of the statement, the value of `.` in the expression. */
  readonly dot: number;
  /** Bytes the value occupies (4 for a literal dword; data directives: 1, 2, 4, 8). */
  readonly size: 1 | 2 | 4 | 8;
  /** How the final value is checked and converted (a literal operand, or data). */
  readonly kind: 'literal' | 'data';
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
  /** Start and end (end exclusive) of the statement: offsets in the source text, or in the
   * line when the source was given as lines. */
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

/** Finds line texts in a source string, building the line index on first use. */
function lineIndex(source: string): (line: number) => string {
  let starts: Int32Array | null = null;
  return (line: number) => {
    if (starts === null) {
      const a: number[] = [0];
      for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) a.push(i + 1);
      starts = Int32Array.from(a);
    }
    if (line < 1 || line > starts.length) return '';
    const s = starts[line - 1]!;
    const e = line < starts.length ? starts[line]! - 1 : source.length;
    return source.slice(s, e).replace(/\r$/, '');
  };
}

function grow<T extends Int32Array | Uint8Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  const b = new (a.constructor as { new(n: number): T })(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

export class Assembly {
  bytes = new Uint8Array(1 << 12);
  dv = new DataView(this.bytes.buffer);
  /** Bytes emitted so far (the output counter `.`). */
  size = 0;
  readonly diag: Diagnostics;
  readonly symbols = new Map<string, SymbolDef>();
  readonly fixups: Fixup[] = [];

  private nrec = 0;
  private recLine = new Int32Array(256);
  private recOffset = new Int32Array(256);
  private recSize = new Int32Array(256);
  private recStart = new Int32Array(256);
  private recEnd = new Int32Array(256);
  private recKind = new Uint8Array(256);

  constructor(public gen: Generation, maxDiagnostics?: number) {
    this.diag = new Diagnostics(maxDiagnostics);
  }

  private reserve(n: number): void {
    if (this.size + n <= this.bytes.length) return;
    let cap = this.bytes.length * 2;
    while (cap < this.size + n) cap *= 2;
    const b = new Uint8Array(cap);
    b.set(this.bytes.subarray(0, this.size));
    this.bytes = b;
    this.dv = new DataView(b.buffer);
  }

  /** Appends a 32-bit word. */
  word(w: number): void {
    this.reserve(4);
    this.dv.setUint32(this.size, w >>> 0, true);
    this.size += 4;
  }

  /** Appends `n` bytes of `v` (little-endian; v holds at most 64 bits). */
  data(v: bigint, n: 1 | 2 | 4 | 8): void {
    this.reserve(n);
    for (let i = 0; i < n; i++) this.bytes[this.size + i] = Number((v >> BigInt(8 * i)) & 0xffn);
    this.size += n;
  }

  /** Records the statement that produced the bytes from `offset` on. */
  record(line: number, start: number, end: number, offset: number, instruction: boolean): void {
    const i = this.nrec++;
    if (i >= this.recLine.length) {
      const n = i + 1;
      this.recLine = grow(this.recLine, n);
      this.recOffset = grow(this.recOffset, n);
      this.recSize = grow(this.recSize, n);
      this.recStart = grow(this.recStart, n);
      this.recEnd = grow(this.recEnd, n);
      this.recKind = grow(this.recKind, n);
    }
    this.recLine[i] = line;
    this.recOffset[i] = offset;
    this.recSize[i] = this.size - offset;
    this.recStart[i] = start;
    this.recEnd[i] = end;
    this.recKind[i] = instruction ? 1 : 0;
  }

  records(): AsmRecords {
    const n = this.nrec;
    return {
      count: n,
      line: this.recLine.subarray(0, n),
      offset: this.recOffset.subarray(0, n),
      size: this.recSize.subarray(0, n),
      start: this.recStart.subarray(0, n),
      end: this.recEnd.subarray(0, n),
      kind: this.recKind.subarray(0, n),
    };
  }

  /** Patches `n` bytes at byte position `at` with the low bits of v. */
  patch(at: number, v: bigint, n: number): void {
    for (let i = 0; i < n; i++) this.bytes[at + i] = Number((v >> BigInt(8 * i)) & 0xffn);
  }

  /** The result; `source` is the whole text, or its lines (record spans are then per line). */
  result(source: string | readonly string[]): AsmResult {
    const failed = this.diag.errors > 0;
    const records = this.records();
    const lineText = typeof source === 'string' ? lineIndex(source) : (n: number) => source[n - 1] ?? '';
    const recordText = typeof source === 'string'
      ? (i: number) => source.slice(records.start[i], records.end[i]).trim()
      : (i: number) => (source[records.line[i]! - 1] ?? '').slice(records.start[i], records.end[i]).trim();
    return {
      gen: this.gen,
      bytes: failed ? new Uint8Array(0) : this.bytes.slice(0, this.size),
      records,
      diagnostics: this.diag.list,
      errorCount: this.diag.errors,
      warningCount: this.diag.warnings,
      droppedDiagnostics: this.diag.dropped,
      lineText,
      recordText,
    };
  }
}
