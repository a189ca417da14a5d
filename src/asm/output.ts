// Output formats of `gcnkit asm` for a whole AsmResult (the library's
// entry point); the CLI streams through pipeline/writers.ts instead.

import type { TextSink } from '../disasm/sink.js';
import type { AsmResult } from './assembly.js';
import { ByteOut } from './pipeline/byte-out.js';
import { formatWriter, OUTPUT_FORMATS, type OutputFormat } from './pipeline/writers.js';

export { OUTPUT_FORMATS, type OutputFormat };

/** Writes `r` in `format` to `out`. */
export function writeOutput(r: AsmResult, format: OutputFormat, out: TextSink): void {
  const b = new ByteOut(1 << 16, (c) => out.bytes(c));
  const w = formatWriter(format, b, () => r.gen);
  for (let i = 0; i < r.records.count; i++) {
    w.record(r.records.line[i]!, r.records.offset[i]!, r.bytes, r.records.offset[i]!, r.records.size[i]!,
      r.records.kind[i] === 1, w.needsText ? r.recordText(i) : '');
  }
  w.end(r.bytes.length);
}
