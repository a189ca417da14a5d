// Worker for test/exhaustive.test.ts: decodes and prints a range or a seeded
// random sample of instruction words in both dialects with both length rules,
// and checks every printed line. Fast path: prints a batch of words into two
// reusable sinks (with one reusable RawInstruction per length rule: no
// allocation per word) and validates the bytes of the batch at once; a batch
// that fails is replayed word by word to name the culprit.

import { parentPort, workerData } from 'node:worker_threads';
import {
  decodeInto, emptyRaw, printClrx, printLlvm, printLongs, TextSink, type GenIndex, type LengthRule, type RawInstruction,
} from '../../src/index.js';
import { mulberry32 } from './isa-facts.js';

export type Mode =
  /** Every VOP1 word w0 = 0x7e000000 + i for i in [from, to); w1 from the PRNG. */
  | 'vop1-sweep'
  /** Random VOP3 words (bits 31..26 = 0x34) with an opcode in the VOP1 image; random w1. */
  | 'vop3-random'
  /** Random VOP1 words with SRC0 = 249 (SDWA) or 250 (DPP), random second dword (gcn1.2). */
  | 'ext-random'
  /** Completely random pairs of 32-bit words. */
  | 'any-random';

export interface Job {
  readonly mode: Mode;
  readonly gen: GenIndex;
  readonly from: number;
  readonly to: number;
  readonly seed: number;
}

export interface JobResult {
  readonly words: number;
  readonly lines: { clrx: number; llvm: number };
  readonly llvmRejected: number;
  readonly clrxRaw: number;
  /** Words whose two length rules gave the same size / different sizes. */
  readonly identical: number;
  readonly distinct: number;
  readonly failures: string[];
  readonly failureCount: number;
  readonly ms: number;
}

const BATCH = 4096;
const LONG_LINE = 17; // ".long 0x" + 8 hex digits + "\n"
const HEX = Array.from('0123456789abcdef', (ch) => ch.charCodeAt(0));
const LONG_PREFIX = Array.from('.long 0x', (ch) => ch.charCodeAt(0));
/** buf[a0..a1) equals buf[a1..b1). */
function bytesEqual(buf: Uint8Array, a0: number, a1: number, b1: number): boolean {
  if (b1 - a1 !== a1 - a0) return false;
  for (let i = 0; i < a1 - a0; i++) if (buf[a0 + i] !== buf[a1 + i]) return false;
  return true;
}

function hex8(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

/** Bytes of a line: printable ASCII (0x20..0x7e); lines end in '\n' (0x0a). */
function badByte(b: number): boolean {
  return b !== 10 && (b < 32 || b > 126);
}

/** The first problem with a block of printed lines, or null. */
function checkText(buf: Uint8Array, start: number, end: number, clrx: boolean): string | null {
  if (end <= start) return 'nothing printed';
  if (buf[end - 1] !== 10) return 'does not end in a newline';
  if (buf[start] === 10) return 'empty line';
  // Four bytes at a time: a word with no byte below 0x20 and none above 0x7e
  // is fine (and holds no newline); others are checked byte by byte.
  let i = start;
  while (i < end && (i & 3) !== 0) {
    if (badByte(buf[i]!) || (buf[i] === 10 && buf[i - 1] === 10 && i > start)) return `byte 0x${buf[i]!.toString(16)} at ${i - start}`;
    i++;
  }
  const u32 = new Uint32Array(buf.buffer, buf.byteOffset + i, (end - i) >>> 2);
  for (let k = 0; k < u32.length; k++) {
    const x = u32[k]!;
    if ((((x - 0x20202020) & ~x) | ((x + 0x01010101) | x)) & 0x80808080) {
      const at = i + 4 * k;
      for (let j = at; j < at + 4; j++) {
        const b = buf[j]!;
        if (badByte(b)) return `byte 0x${b.toString(16)} at ${j - start}`;
        if (b === 10 && buf[j - 1] === 10) return 'empty line';
      }
    }
  }
  for (let j = i + 4 * u32.length; j < end; j++) {
    const b = buf[j]!;
    if (badByte(b)) return `byte 0x${b.toString(16)} at ${j - start}`;
    if (b === 10 && buf[j - 1] === 10) return 'empty line';
  }
  if (clrx) {
    const s = Buffer.from(buf.buffer, buf.byteOffset + start, end - start);
    for (const bad of ['undefined', 'null', 'NaN']) if (s.indexOf(bad) >= 0) return `contains '${bad}'`;
  }
  return null;
}

function text(buf: Uint8Array, start: number, end: number): string {
  return JSON.stringify(Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('latin1'));
}

export function runJob(job: Job): JobResult {
  const t0 = performance.now();
  const g = job.gen;
  const rnd = mulberry32(job.seed);
  // Two reusable records, one per length rule (no allocation per word).
  const r: RawInstruction = emptyRaw(g);
  const r2: RawInstruction = emptyRaw(g);
  let identical = 0;
  let distinct = 0;
  const sc = new TextSink(1 << 20);
  const sl = new TextSink(1 << 20);
  const words = new Uint32Array(2);
  const batch0 = new Uint32Array(BATCH);
  const batch1 = new Uint32Array(BATCH);
  const failures: string[] = [];
  let failureCount = 0;
  let clrxLines = 0;
  let llvmLines = 0;
  let llvmRejected = 0;
  let clrxRaw = 0;
  const fail = (msg: string) => {
    failureCount++;
    if (failures.length < 20) failures.push(msg);
  };

  const gen = (i: number): void => {
    switch (job.mode) {
      case 'vop1-sweep':
        words[0] = (0x7e000000 + i) >>> 0;
        words[1] = rnd();
        break;
      case 'vop3-random': {
        const w = rnd();
        const op3 = (g === 2 ? 320 : 384) + (rnd() & 127);
        words[0] = g === 2 ? ((0x34 << 26) | (op3 << 16) | (w & 0xffff)) >>> 0
          : ((0x34 << 26) | (op3 << 17) | (w & 0x1ffff)) >>> 0;
        words[1] = rnd();
        break;
      }
      case 'ext-random': {
        const w = rnd();
        words[0] = ((0x3f << 25) | (w & 0x1fffe00) | ((w & 1) === 0 ? 249 : 250)) >>> 0;
        words[1] = rnd();
        break;
      }
      case 'any-random':
        words[0] = rnd();
        words[1] = rnd();
        break;
    }
  };

  /** Prints a decoded record in both dialects and checks the output; returns a problem or null. */
  const printBoth = (x: RawInstruction, rule: LengthRule, check: boolean): string | null => {
    const size = x.size;
    if (size < 1 || size > 2 || x.truncated) return `${rule} rule: size ${size}, truncated ${x.truncated}`;
    const c0 = sc.pos;
    if (printClrx(x, sc)) clrxRaw++;
    clrxLines++;
    // Exactly one line.
    if (sc.pos - c0 < 2 || sc.buf.indexOf(10, c0) !== sc.pos - 1) return `${rule} rule, CLRX: not one line: ${text(sc.buf, c0, sc.pos)}`;
    const l0 = sl.pos;
    if (printLlvm(x, sl)) {
      llvmLines++;
      if (sl.pos - l0 < 2 || (sl.buf[l0] === 46 && sl.buf[l0 + 1] === 108)) {
        return `${rule} rule: printLlvm succeeded but printed ${text(sl.buf, l0, sl.pos)}`;
      }
    } else {
      llvmRejected++;
      if (sl.pos !== l0) return `${rule} rule: printLlvm returned false after printing ${text(sl.buf, l0, sl.pos)}`;
      printLongs(x, sl);
      llvmLines += size;
      // One `.long 0x........` line per dword.
      if (sl.pos - l0 !== LONG_LINE * size) return `${rule} rule: rejected, but the .long lines are ${text(sl.buf, l0, sl.pos)}`;
      for (let d = 0; d < size; d++) {
        const at = l0 + d * LONG_LINE;
        const w = words[d]!;
        let ok = true;
        for (let j = 0; ok && j < 8; j++) ok = sl.buf[at + j] === LONG_PREFIX[j];
        for (let j = 0; ok && j < 8; j++) ok = sl.buf[at + 8 + j] === HEX[(w >>> (28 - 4 * j)) & 15];
        if (!ok || sl.buf[at + 16] !== 10) return `${rule} rule: .long line ${text(sl.buf, at, at + LONG_LINE)} for 0x${hex8(w)}`;
      }
    }
    if (check) {
      const e1 = checkText(sc.buf, c0, sc.pos, true);
      if (e1 !== null) return `${rule} rule, CLRX: ${e1}: ${text(sc.buf, c0, sc.pos)}`;
      const e2 = checkText(sl.buf, l0, sl.pos, false);
      if (e2 !== null) return `${rule} rule, LLVM: ${e2}: ${text(sl.buf, l0, sl.pos)}`;
    }
    return null;
  };

  /**
   * Decodes the word pair with both length rules and prints each decode in
   * both dialects. The rules differ only in how many dwords some words take
   * (isa-vop1.md 2); when both give the same size they read the same words
   * with the same meaning, so both dialects must print the same text for the
   * two decodes. (The records are reused, so they hold different left-overs
   * from earlier words: a printer that read a field its encoding does not set
   * would show up here.) To save time only a pseudo-random eighth of those
   * words is printed twice; words whose sizes differ always are.
   */
  const one = (i: number, check: boolean): string | null => {
    decodeInto(r, words, 0, 2, g, 'clrx');
    const c0 = sc.pos;
    const l0 = sl.pos;
    const e = printBoth(r, 'clrx', check);
    if (e !== null) return e;
    decodeInto(r2, words, 0, 2, g, 'llvm');
    const same = r2.size === r.size;
    if (same) {
      identical++;
      if (!check && Math.imul(i, 0x9e3779b1) >>> 29 !== 0) return null;
    } else {
      distinct++;
    }
    const c1 = sc.pos;
    const l1 = sl.pos;
    const e2 = printBoth(r2, 'llvm', check);
    if (e2 !== null) return e2;
    if (same && (!bytesEqual(sc.buf, c0, c1, sc.pos) || !bytesEqual(sl.buf, l0, l1, sl.pos))) {
      return `same size under both length rules, different text: CLRX ${text(sc.buf, c0, c1)} vs ${text(sc.buf, c1, sc.pos)}; `
        + `LLVM ${text(sl.buf, l0, l1)} vs ${text(sl.buf, l1, sl.pos)}`;
    }
    return null;
  };

  let n = 0;
  for (let base = job.from; base < job.to; base += BATCH) {
    const cnt = Math.min(BATCH, job.to - base);
    sc.clear();
    sl.clear();
    let problem: string | null = null;
    try {
      for (let i = 0; i < cnt; i++) {
        gen(base + i);
        batch0[i] = words[0]!;
        batch1[i] = words[1]!;
        const e = one(base + i, false);
        if (e !== null) { problem = e; break; }
      }
      if (problem === null) problem = checkText(sc.buf, 0, sc.pos, true) ?? checkText(sl.buf, 0, sl.pos, false);
    } catch (e) {
      problem = `threw ${String(e)}`;
    }
    n += cnt;
    if (problem === null) continue;
    // Slow path: find the words.
    let found = false;
    for (let i = 0; i < cnt; i++) {
      words[0] = batch0[i]!;
      words[1] = batch1[i]!;
      sc.clear();
      sl.clear();
      let e: string | null;
      try {
        e = one(base + i, true);
      } catch (err) {
        e = `threw ${String(err instanceof Error ? err.stack ?? err.message : err)}`;
      }
      if (e !== null) {
        found = true;
        fail(`gcn1.${g} ${hex8(words[0]!)} ${hex8(words[1]!)}: ${e}`);
      }
    }
    if (!found) fail(`gcn1.${g} batch at ${base}: ${problem} (not reproduced word by word)`);
  }
  return {
    words: n,
    lines: { clrx: clrxLines, llvm: llvmLines },
    llvmRejected,
    clrxRaw,
    identical,
    distinct,
    failures,
    failureCount,
    ms: performance.now() - t0,
  };
}

if (parentPort !== null && workerData !== null && typeof workerData === 'object' && 'mode' in workerData) {
  parentPort.postMessage(runJob(workerData as Job));
}
