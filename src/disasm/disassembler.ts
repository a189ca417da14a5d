// Machine code -> text, as a stream: bytes go in in chunks of any size, text
// comes out in chunks. Memory stays bounded whatever the input size, and no
// input makes it throw: bad lengths and unknown words become diagnostics.

import { findGeneration, GENERATIONS, type GenId, type GenIndex, type Generation } from '../isa/generations.js';
import { printClrx } from './clrx-printer.js';
import { decodeInto, emptyRaw, type LengthRule, type RawInstruction } from './decoder.js';
import { printLlvm, printLong, printLongs } from './llvm-printer.js';
import { TextSink } from './sink.js';

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
  private readonly raw: RawInstruction;
  private readonly rule: LengthRule;
  private readonly listing: boolean;
  private readonly noRaw: boolean;
  /** Bytes of an incomplete word from the previous chunk. */
  private tail = new Uint8Array(4);
  private tailLen = 0;
  /** The first word of an instruction that continues in the next chunk. */
  private carry = 0;
  private hasCarry = false;
  /** Byte offset of the next word to decode (of `carry`, when there is one). */
  private offset = 0;
  private ended = false;
  private readonly pair = new Uint32Array(2);

  constructor(opts: DisasmOptions, onText: (chunk: Uint8Array) => void, chunkSize = 1 << 16) {
    this.gen = resolveGeneration(opts.arch);
    this.syntax = opts.syntax ?? 'clrx';
    this.rule = this.syntax === 'llvm' ? 'llvm' : 'clrx';
    this.listing = opts.listing === true;
    this.noRaw = opts.noRaw === true;
    this.sink = new TextSink(chunkSize, onText);
    this.raw = emptyRaw(this.gen.index);
    if (opts.header !== false) {
      if (this.syntax === 'clrx') this.sink.text(`.rawcode\n.gpu ${this.gen.clrxGpu}\n.text\n`);
      else this.sink.text('.text\n');
    }
  }

  /** Feeds raw little-endian bytes. */
  push(bytes: Uint8Array): void {
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
      let words: Uint32Array;
      if (LITTLE_ENDIAN && (start & 3) === 0) {
        words = new Uint32Array(bytes.buffer, start, n);
      } else {
        words = new Uint32Array(n);
        const dv = new DataView(bytes.buffer, start, n * 4);
        for (let i = 0; i < n; i++) words[i] = dv.getUint32(i * 4, true);
      }
      this.pushWords(words);
      at += n * 4;
    }
    while (at < bytes.length) this.tail[this.tailLen++] = bytes[at++]!;
  }

  /** Feeds 32-bit words. */
  pushWords(words: ArrayLike<number>): void {
    const len = words.length;
    let i = 0;
    if (this.hasCarry) {
      if (len === 0) return;
      // An instruction is at most two words: finish the one split across chunks.
      this.pair[0] = this.carry;
      this.pair[1] = words[0]! >>> 0;
      const size = decodeInto(this.raw, this.pair, 0, 2, this.gen.index, this.rule);
      this.hasCarry = false;
      this.emit(this.raw);
      i = size - 1;
    }
    const r = this.raw;
    const gi = this.gen.index;
    const rule = this.rule;
    while (i < len) {
      const size = decodeInto(r, words, i, len, gi, rule);
      if (r.truncated) {
        this.carry = words[i]! >>> 0;
        this.hasCarry = true;
        return;
      }
      this.emit(r);
      i += size;
    }
  }

  /** Flushes the output and reports a truncated tail. Returns the diagnostics. */
  end(): DisasmDiagnostic[] {
    if (this.ended) return this.diagnostics;
    this.ended = true;
    if (this.hasCarry) {
      decodeInto(this.raw, [this.carry], 0, 1, this.gen.index, this.rule);
      const what = this.raw.op !== null ? ` (${this.raw.op.name})` : '';
      this.report('error', this.offset, `truncated instruction at the end of the input: 0x${hex8(this.carry)}${what} `
        + `needs ${this.raw.size * 4} bytes, only 4 remain`);
      this.offset += 4;
      this.hasCarry = false;
    }
    if (this.tailLen > 0) {
      this.report('error', this.offset,
        `input length is not a multiple of 4 bytes: ${this.tailLen} trailing byte${this.tailLen > 1 ? 's' : ''}`);
    }
    this.sink.flush();
    return this.diagnostics;
  }

  private report(severity: 'error' | 'warning', offset: number, message: string): void {
    this.diagnosticCount++;
    if (severity === 'error') this.errorCount++;
    // Errors are always kept (there are at most two, at the end of the input): a thousand
    // warnings before them must not hide why the run failed.
    if (severity === 'error' || this.diagnostics.length < MAX_DIAGNOSTICS) this.diagnostics.push({ severity, offset, message });
  }

  private prefix(offset: number, words: number, r: RawInstruction): void {
    const s = this.sink;
    s.text('/*');
    const hi = Math.floor(offset / 0x100000000);
    s.hexDigits(hi, 4);
    s.hexDigits(offset >>> 0, 8);
    s.text(': ');
    s.hexDigits(r.w0, 8);
    if (words > 1) { s.byte(32); s.hexDigits(r.w1, 8); } else s.text('         ');
    s.text('*/ ');
  }

  private emit(r: RawInstruction): void {
    const s = this.sink;
    s.reserve(512);
    const off = this.offset;
    this.offset += r.size * 4;
    this.instructions++;
    if (this.syntax === 'clrx') {
      if (this.listing) this.prefix(off, r.size, r);
      printClrx(r, s, this.noRaw ? { noRaw: true } : undefined);
      if (r.encoding === 'unknown') this.report('warning', off, `0x${hex8(r.w0)} is not a VOP1-family instruction; printed as data`);
      return;
    }
    const mark = s.pos;
    if (this.listing) this.prefix(off, r.size, r);
    if (printLlvm(r, s)) return;
    s.pos = mark;
    this.report('warning', off, r.encoding === 'unknown'
      ? `0x${hex8(r.w0)} is not a VOP1-family instruction; printed as data`
      : 'invalid instruction encoding');
    if (!this.listing) { printLongs(r, s); return; }
    // Each .long line shows its own dword.
    const n = r.truncated ? 1 : r.size;
    for (let i = 0; i < n; i++) {
      const w = i === 0 ? r.w0 : r.w1;
      s.text('/*');
      s.hexDigits(Math.floor((off + 4 * i) / 0x100000000), 4);
      s.hexDigits((off + 4 * i) >>> 0, 8);
      s.text(': ');
      s.hexDigits(w, 8);
      s.text('         */ ');
      printLong(w, s);
    }
  }
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
