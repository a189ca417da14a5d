// The library's whole-text assembly: the streaming pipeline fed with one
// string, collecting the bytes and per-statement records into an AsmResult.

import type { AsmRecords, AsmResult } from '../assembly.js';
import { AsmDriver, type Dialect } from './driver.js';
import type { RecordWriter } from './sink.js';

class Grow {
  a = new Int32Array(256);
  n = 0;
  push(v: number): void {
    if (this.n === this.a.length) { const b = new Int32Array(this.n * 2); b.set(this.a); this.a = b; }
    this.a[this.n++] = v;
  }
  get(): Int32Array { return this.a.subarray(0, this.n); }
}

/** Collects every record's bytes (the library's result; `.text` of an object). */
export class BytesWriter implements RecordWriter {
  readonly needsText = false;
  bytes = new Uint8Array(1 << 12);
  len = 0;
  record(_line: number, _offset: number, b: Uint8Array, at: number, size: number): void {
    if (this.len + size > this.bytes.length) {
      let cap = this.bytes.length * 2;
      while (cap < this.len + size) cap *= 2;
      const nb = new Uint8Array(cap);
      nb.set(this.bytes.subarray(0, this.len));
      this.bytes = nb;
    }
    this.bytes.set(b.subarray(at, at + size), this.len);
    this.len += size;
  }
  end(): void { /* nothing to flush */ }
}

/** Runs `dialect` over `source` and collects the result (`shapes`: whether the shape cache serves; tests compare). */
export function assembleText(source: string, dialect: Dialect, shapes = true, onDriver?: (d: AsmDriver) => void): AsmResult {
  const writer = new BytesWriter();
  const driver = new AsmDriver(dialect, writer, null, undefined, undefined, shapes);
  onDriver?.(driver);
  const line = new Grow(), offset = new Grow(), size = new Grow(), start = new Grow(), end = new Grow(), kind = new Grow();
  driver.spans = (s, e, l, o, n, instruction) => {
    line.push(l); offset.push(o); size.push(n); start.push(s); end.push(e); kind.push(instruction ? 1 : 0);
  };
  const bytes = new TextEncoder().encode(source);
  const STEP = 1 << 20;
  for (let i = 0; i < bytes.length; i += STEP) driver.push(bytes.subarray(i, Math.min(bytes.length, i + STEP)));
  driver.end();
  const asm = dialect.asm;
  const failed = asm.diag.errors > 0;
  const records: AsmRecords = {
    count: line.n,
    line: line.get(), offset: offset.get(), size: size.get(), start: start.get(), end: end.get(),
    kind: Uint8Array.from(kind.get()),
  };
  let starts: Int32Array | null = null;
  const lineText = (n: number): string => {
    if (starts === null) {
      const a: number[] = [0];
      for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) a.push(i + 1);
      starts = Int32Array.from(a);
    }
    if (n < 1 || n > starts.length) return '';
    const s = starts[n - 1]!;
    const e = n < starts.length ? starts[n]! - 1 : source.length;
    return source.slice(s, e).replace(/\r$/, '');
  };
  return {
    gen: asm.gen,
    bytes: failed ? new Uint8Array(0) : writer.bytes.slice(0, writer.len),
    records,
    diagnostics: asm.diag.list,
    errorCount: asm.diag.errors,
    warningCount: asm.diag.warnings,
    droppedDiagnostics: asm.diag.dropped,
    lineText,
    recordText: (i: number) => source.slice(records.start[i], records.end[i]).trim(),
  };
}
