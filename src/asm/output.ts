// Output formats of `gcnkit asm` (shared docs: interface.md): bin, hex,
// listing, c and json, written into a TextSink so that a million records
// cost no string concatenation.

import { TextSink } from '../disasm/sink.js';
import type { AsmResult } from './assembly.js';

export type OutputFormat = 'bin' | 'hex' | 'listing' | 'c' | 'json';
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['bin', 'hex', 'listing', 'c', 'json'];

/** Writes `r` in `format` to `out` (which may flush as it fills). */
export function writeOutput(r: AsmResult, format: OutputFormat, out: TextSink): void {
  switch (format) {
    case 'bin': out.bytes(r.bytes); return;
    case 'hex': writeHex(r, out); return;
    case 'listing': writeListing(r, out); return;
    case 'c': writeC(r, out); return;
    case 'json': writeJson(r, out); return;
  }
}

/** The words of a record; data that is not whole words is given as `0xNN` bytes. */
function putRecordWords(r: AsmResult, i: number, out: TextSink, sep = ' '): void {
  const off = r.records.offset[i]!;
  const size = r.records.size[i]!;
  const b = r.bytes;
  if (size % 4 === 0) {
    for (let k = 0; k < size; k += 4) {
      if (k > 0) out.text(sep);
      const w = (b[off + k]! | (b[off + k + 1]! << 8) | (b[off + k + 2]! << 16) | (b[off + k + 3]! << 24)) >>> 0;
      out.hexDigits(w, 8);
    }
    return;
  }
  for (let k = 0; k < size; k++) {
    if (k > 0) out.text(sep);
    out.hex(b[off + k]!, 2);
  }
}

function writeHex(r: AsmResult, out: TextSink): void {
  for (let i = 0; i < r.records.count; i++) {
    if (r.records.size[i] === 0) continue;
    out.reserve(64);
    putRecordWords(r, i, out);
    out.byte(10);
  }
}

function sourceText(r: AsmResult, i: number): string {
  return r.recordText(i);
}

function writeListing(r: AsmResult, out: TextSink): void {
  for (let i = 0; i < r.records.count; i++) {
    out.reserve(64);
    out.hexDigits(r.records.offset[i]!, 8);
    out.text(': ');
    const start = out.pos;
    putRecordWords(r, i, out);
    const width = out.pos - start;
    if (width < 18) out.text(' '.repeat(18 - width));
    out.text('  ');
    out.text(sourceText(r, i).replace(/[\x00-\x08\x0a-\x1f\x7f-\uffff]/g, '?'));
    out.byte(10);
  }
}

function writeC(r: AsmResult, out: TextSink): void {
  out.text(`/* ${r.gen.id} machine code, ${r.bytes.length} bytes */\n`);
  out.text('static const unsigned char gcnkit_code[] = {\n');
  for (let i = 0; i < r.records.count; i++) {
    const off = r.records.offset[i]!;
    const size = r.records.size[i]!;
    if (size === 0) continue;
    out.text('   ');
    for (let k = 0; k < size; k++) {
      out.byte(32);
      out.hex(r.bytes[off + k]!, 2);
      out.byte(44);
    }
    out.text(' /* ');
    out.text(sourceText(r, i).replace(/\*\//g, '* /').replace(/[^\x20-\x7e]/g, '?'));
    out.text(' */\n');
  }
  out.text('};\n');
}

function jsonString(s: string): string {
  return JSON.stringify(s);
}

function writeJson(r: AsmResult, out: TextSink): void {
  out.text('[\n');
  let first = true;
  for (let i = 0; i < r.records.count; i++) {
    if (!first) out.text(',\n');
    first = false;
    out.text('{"line":');
    out.dec(r.records.line[i]!);
    out.text(',"offset":');
    out.dec(r.records.offset[i]!);
    out.text(r.records.kind[i] === 1 ? ',"kind":"instruction"' : ',"kind":"data"');
    const size = r.records.size[i]!;
    if (size % 4 === 0) {
      out.text(',"words":[');
      const off = r.records.offset[i]!;
      const b = r.bytes;
      for (let k = 0; k < size; k += 4) {
        if (k > 0) out.byte(44);
        out.byte(34);
        out.hexDigits((b[off + k]! | (b[off + k + 1]! << 8) | (b[off + k + 2]! << 16) | (b[off + k + 3]! << 24)) >>> 0, 8);
        out.byte(34);
      }
      out.text(']');
    } else {
      out.text(',"bytes":[');
      for (let k = 0; k < size; k++) {
        if (k > 0) out.byte(44);
        out.dec(r.bytes[r.records.offset[i]! + k]!);
      }
      out.text(']');
    }
    out.text(',"text":');
    out.text(jsonString(sourceText(r, i)).replace(/[^\x00-\x7f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`));
    out.byte(125);
  }
  out.text(first ? ']\n' : '\n]\n');
}
