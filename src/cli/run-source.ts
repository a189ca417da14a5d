// `gcnkit run` on assembly source: the assembler holds the whole source and
// its records in memory (about 6 bytes of heap per byte of CLRX source), so
// a source too large for the heap is refused up front with a clear message
// rather than left to end in V8's out-of-memory abort (issue 13 §2).
// Loaded only for assembly input: machine code needs none of this.

import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { assemble } from '../asm/assembler.js';
import { formatAsmDiagnostic } from '../asm/diagnostics.js';
import type { Syntax } from '../disasm/disassembler.js';
import type { Generation } from '../isa/generations.js';
import { clip } from './common.js';
import { writeErr } from './io.js';

/** Heap bytes the assembler needs per byte of source, with a margin. */
const HEAP_PER_SOURCE_BYTE = 8;
/** Sources below this size fit any heap; above it the heap limit is read (node:v8 costs start-up time). */
const SMALL_SOURCE = 16 << 20;

/** Size of a regular input file, or null (stdin, a pipe, a device). */
function inputSize(file: string): number | null {
  if (file === '-') return null;
  const fd = openSync(file, 'r');
  try {
    const st = fstatSync(fd);
    return st.isFile() ? st.size : null;
  } finally {
    closeSync(fd);
  }
}

/** Assembles the program; diagnostics go to stderr. Null on any error. */
export async function assembleProgram(file: string, name: string, gen: Generation, syntax: Syntax):
  Promise<{ gen: Generation; words: Uint32Array } | null> {
  const size = inputSize(file);
  if (size !== null && size > SMALL_SOURCE) {
    const heap = (await import('node:v8')).getHeapStatistics();
    const room = heap.heap_size_limit - heap.used_heap_size;
    if (size * HEAP_PER_SOURCE_BYTE > room) {
      writeErr(`${clip(name)}: error: the program source (${size} bytes) is too large to assemble within the `
        + `${Math.round(heap.heap_size_limit / 2 ** 20)} MiB heap limit; assemble it with 'gcnkit asm -o FILE.bin' `
        + `and run the machine code with --bin, which takes no memory per instruction\n`);
      return null;
    }
  }
  const input = readFileSync(file === '-' ? 0 : file);
  const a = assemble(new TextDecoder().decode(input), { arch: gen.index, syntax });
  let err = '';
  for (const d of a.diagnostics) err += formatAsmDiagnostic(name, d, a.lineText(d.line));
  if (a.droppedDiagnostics > 0) err += `${name}: ${a.droppedDiagnostics} more diagnostics not shown\n`;
  if (err !== '') writeErr(err);
  if (a.errorCount > 0) return null;
  const n = a.bytes.length >>> 2;
  const words = new Uint32Array(n);
  const dv = new DataView(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength);
  for (let i = 0; i < n; i++) words[i] = dv.getUint32(i * 4, true);
  return { gen: a.gen, words };
}
