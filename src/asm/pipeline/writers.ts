// Output formats of `gcnkit asm` (interface.md): bin, hex, listing, c and
// json, each a RecordWriter that writes records as they become final.

import type { Generation } from '../../isa/generations.js';
import { ByteOut } from './byte-out.js';
import type { RecordWriter } from './sink.js';

export type OutputFormat = 'bin' | 'hex' | 'listing' | 'c' | 'json';
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['bin', 'hex', 'listing', 'c', 'json'];

/** A writer of `format` into `out`. */
export function formatWriter(format: OutputFormat, out: ByteOut, gen: () => Generation): RecordWriter {
  switch (format) {
    case 'bin': return new BinWriter(out);
    case 'hex': return new HexWriter(out);
    case 'listing': return new ListingWriter(out);
    case 'c': return new CWriter(out, gen);
    case 'json': return new JsonWriter(out);
  }
}

function word(b: Uint8Array, i: number): number {
  return (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
}

/** The words of a record, or its bytes as `0xNN` when they are not whole words. */
function putWords(out: ByteOut, b: Uint8Array, at: number, size: number): void {
  if (size % 4 === 0) {
    for (let k = 0; k < size; k += 4) {
      if (k > 0) out.byte(32);
      out.hex(word(b, at + k), 8);
    }
    return;
  }
  for (let k = 0; k < size; k++) {
    if (k > 0) out.byte(32);
    out.byte(48);
    out.byte(120);
    out.hex(b[at + k]!, 2);
  }
}

/** An offset in at least 8 hex digits (more past 4 GiB). */
function putOffset(out: ByteOut, v: number): void {
  if (v < 2 ** 32) { out.hex(v, 8); return; }
  out.text(v.toString(16));
}

class BinWriter implements RecordWriter {
  readonly needsText = false;
  constructor(private readonly out: ByteOut) {}
  record(_line: number, _offset: number, b: Uint8Array, at: number, size: number): void {
    this.out.bytes(b, at, at + size);
  }
  words(w0: number, w1: number, n: number): void {
    const out = this.out;
    if (out.pos + 8 > out.buf.length) out.reserve(8);
    const d = out.buf;
    let o = out.pos;
    d[o++] = w0 & 0xff; d[o++] = (w0 >>> 8) & 0xff; d[o++] = (w0 >>> 16) & 0xff; d[o++] = w0 >>> 24;
    if (n > 1) { d[o++] = w1 & 0xff; d[o++] = (w1 >>> 8) & 0xff; d[o++] = (w1 >>> 16) & 0xff; d[o++] = w1 >>> 24; }
    out.pos = o;
  }
  end(): void { this.out.flush(); }
}

class HexWriter implements RecordWriter {
  readonly needsText = false;
  constructor(private readonly out: ByteOut) {}
  record(_line: number, _offset: number, b: Uint8Array, at: number, size: number): void {
    if (size === 0) return;
    const out = this.out;
    if (size === 4) {
      out.hex(word(b, at), 8);
    } else if (size === 8) {
      out.hex(word(b, at), 8);
      out.byte(32);
      out.hex(word(b, at + 4), 8);
    } else {
      putWords(out, b, at, size);
    }
    out.byte(10);
  }
  words(w0: number, w1: number, n: number): void {
    const out = this.out;
    out.hex(w0, 8);
    if (n > 1) { out.byte(32); out.hex(w1, 8); }
    out.byte(10);
  }
  end(): void { this.out.flush(); }
}

/** Source text shown in listings: one line, printable ASCII. */
function printable(s: string): string {
  return s.replace(/[\x00-\x08\x0a-\x1f\x7f-\uffff]/g, '?');
}

class ListingWriter implements RecordWriter {
  readonly needsText = true;
  constructor(private readonly out: ByteOut) {}
  record(_line: number, offset: number, b: Uint8Array, at: number, size: number, _i: boolean, text: string): void {
    const out = this.out;
    putOffset(out, offset);
    out.text(': ');
    putWords(out, b, at, size);
    // (Counted, not measured: the buffer may be flushed in the middle of a line.)
    const width = size % 4 === 0 ? Math.max(0, (size / 4) * 9 - 1) : size * 5 - 1;
    if (width < 18) out.text(' '.repeat(18 - width));
    out.text('  ');
    out.text(printable(text));
    out.byte(10);
  }
  end(): void { this.out.flush(); }
}

class CWriter implements RecordWriter {
  readonly needsText = true;
  private started = false;
  constructor(private readonly out: ByteOut, private readonly gen: () => Generation) {}
  private start(): void {
    if (this.started) return;
    this.started = true;
    // The generation is known once the first statement has been read (.gpu may set it).
    this.out.text(`/* ${this.gen().id} machine code */\n`);
    this.out.text('static const unsigned char gcnkit_code[] = {\n');
  }
  record(_line: number, _offset: number, b: Uint8Array, at: number, size: number, _i: boolean, text: string): void {
    this.start();
    if (size === 0) return;
    const out = this.out;
    out.text('   ');
    for (let k = 0; k < size; k++) {
      out.text(' 0x');
      out.hex(b[at + k]!, 2);
      out.byte(44);
    }
    out.text(' /* ');
    out.text(text.replace(/\*\//g, '* /').replace(/[^\x20-\x7e]/g, '?'));
    out.text(' */\n');
  }
  end(total: number): void {
    this.start();
    this.out.text(`};\n/* ${total} bytes */\n`);
    this.out.flush();
  }
}

class JsonWriter implements RecordWriter {
  readonly needsText = true;
  private first = true;
  constructor(private readonly out: ByteOut) {}
  record(line: number, offset: number, b: Uint8Array, at: number, size: number, instruction: boolean, text: string): void {
    const out = this.out;
    out.text(this.first ? '[\n' : ',\n');
    this.first = false;
    out.text('{"line":');
    out.dec(line);
    out.text(',"offset":');
    out.dec(offset);
    out.text(instruction ? ',"kind":"instruction"' : ',"kind":"data"');
    if (size % 4 === 0) {
      out.text(',"words":[');
      for (let k = 0; k < size; k += 4) {
        if (k > 0) out.byte(44);
        out.byte(34);
        out.hex(word(b, at + k), 8);
        out.byte(34);
      }
    } else {
      out.text(',"bytes":[');
      for (let k = 0; k < size; k++) {
        if (k > 0) out.byte(44);
        out.dec(b[at + k]!);
      }
    }
    out.text('],"text":');
    out.text(JSON.stringify(text).replace(/[^\x00-\x7f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`));
    out.byte(125);
  }
  end(): void {
    this.out.text(this.first ? '[]\n' : '\n]\n');
    this.out.flush();
  }
}
