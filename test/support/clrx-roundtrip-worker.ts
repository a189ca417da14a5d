// Worker for test/clrx-roundtrip.test.ts: generates instruction words, prints
// each with the CLRX printer, assembles the printed text in one batch with
// the CLRX-dialect assembler and compares the words record by record. Lines
// the printer marks as needing ` raw:[...]` are also printed without it and
// assembled on their own: that text must NOT give back the same words
// (syntax.md B.8: raw is appended exactly when it is needed).

import { parentPort, workerData } from 'node:worker_threads';
import { assembleClrx } from '../../src/asm/clrx.js';
import { decodeInto, emptyRaw, GENERATIONS, printClrx, TextSink, type GenIndex, type RawInstruction } from '../../src/index.js';
import { mulberry32 } from './isa-facts.js';

export type RtMode =
  /** Every OPCODE x every SRC0 x the job's VDST values: index i -> (opcode, src0, vdst). Random w1. */
  | 'sweep'
  /** Random VOP1 words (bits 31..25 = 0x3f, bits 24..0 random), random w1. */
  | 'vop1-random'
  /** Random VOP3 words with an opcode in the VOP1 image; 3/4 canonical (random SRC0, ABS[0], NEG[0],
   * CLAMP, OMOD, VDST; SRC1 = SRC2 = 0, no other bits), 1/4 with every other bit random too. */
  | 'vop3-random'
  /** gcn1.2: VOP1 words with SRC0 = 249 (SDWA) or 250 (DPP); 3/4 with the defined fields of the
   * second dword random and its reserved bits 0, 1/4 with a fully random second dword. */
  | 'ext-random';

export interface RtJob {
  readonly mode: RtMode;
  readonly gen: GenIndex;
  readonly from: number;
  readonly to: number;
  readonly seed: number;
  /** VDST values of the sweep. */
  readonly vdsts: readonly number[];
}

export interface RtResult {
  readonly lines: number;
  readonly twoWord: number;
  readonly rawLines: number;
  readonly failures: string[];
  readonly failureCount: number;
  /** Batches with errors, whose failures were only counted (after the first ones were analysed). */
  readonly countedOnly: number;
  readonly printMs: number;
  readonly asmMs: number;
  readonly rawMs: number;
}

const BATCH = 16384;
const MAX_REPORTED = 30;
/** Defined fields of the SDWA and DPP dwords (isa-vop1.md 3.3, 3.4). */
const SDWA_DEFINED = 0x003f3fff;
const DPP_DEFINED = 0xff39ffff;

const hex8 = (v: number) => (v >>> 0).toString(16).padStart(8, '0');

export function runRoundTrip(job: RtJob): RtResult {
  const g = job.gen;
  const gen = GENERATIONS[g]!;
  // The default generation given to the assembler is another one: the `.gpu` line must select it.
  const otherGen = GENERATIONS[(g + 1) % 3]!;
  const header = `.gpu ${gen.clrxGpu}\n`;
  const rnd = mulberry32(job.seed);
  const r: RawInstruction = emptyRaw(g);
  const sink = new TextSink(1 << 22);
  const one = new TextSink(1 << 10);
  const words = new Uint32Array(2);
  const b0 = new Uint32Array(BATCH);
  const b1 = new Uint32Array(BATCH);
  const bsize = new Uint8Array(BATCH);
  const rawIdx: number[] = [];
  const failures: string[] = [];
  let failureCount = 0;
  let lines = 0;
  let twoWord = 0;
  let rawLines = 0;
  let countedOnly = 0;
  let printMs = 0;
  let asmMs = 0;
  let rawMs = 0;
  const fail = (msg: string) => {
    failureCount++;
    if (failures.length < MAX_REPORTED) failures.push(msg);
  };
  const nv = job.vdsts.length;
  const vop3Base = g === 2 ? 320 : 384;

  const make = (i: number): void => {
    switch (job.mode) {
      case 'sweep': {
        const vdst = job.vdsts[i % nv]!;
        const rest = Math.floor(i / nv);
        const src0 = rest & 511;
        const opcode = rest >>> 9;
        words[0] = ((0x3f << 25) | (vdst << 17) | (opcode << 9) | src0) >>> 0;
        words[1] = rnd();
        break;
      }
      case 'vop1-random':
        words[0] = ((0x3f << 25) | (rnd() & 0x1ffffff)) >>> 0;
        words[1] = rnd();
        break;
      case 'vop3-random': {
        const op3 = vop3Base + (rnd() & 127);
        const canonical = (rnd() & 3) !== 0;
        const head = g === 2 ? ((0x34 << 26) | (op3 << 16)) >>> 0 : ((0x34 << 26) | (op3 << 17)) >>> 0;
        if (canonical) {
          const x = rnd();
          const clampBit = g === 2 ? 15 : 11;
          words[0] = (head | (x & 0xff) | (((x >>> 8) & 1) << 8) | (((x >>> 9) & 1) << clampBit)) >>> 0;
          const y = rnd();
          words[1] = ((y & 0x1ff) | (((y >>> 9) & 3) << 27) | (((y >>> 11) & 1) << 29)) >>> 0;
        } else {
          words[0] = (head | (rnd() & (g === 2 ? 0xffff : 0x1ffff))) >>> 0;
          words[1] = rnd();
        }
        break;
      }
      case 'ext-random': {
        const x = rnd();
        const sdwa = (x & 1) === 0;
        words[0] = ((0x3f << 25) | (x & 0x1fffe00) | (sdwa ? 249 : 250)) >>> 0;
        const y = rnd();
        words[1] = (rnd() & 3) !== 0 ? (y & (sdwa ? SDWA_DEFINED : DPP_DEFINED)) >>> 0 : y;
        break;
      }
    }
  };

  /** Words of record k of an assembly, or null. */
  const recordWords = (res: ReturnType<typeof assembleClrx>, k: number): number[] | null => {
    if (k >= res.records.count) return null;
    const off = res.records.offset[k]!;
    const size = res.records.size[k]!;
    if (size % 4 !== 0) return null;
    const dv = new DataView(res.bytes.buffer, res.bytes.byteOffset, res.bytes.byteLength);
    const out: number[] = [];
    for (let j = 0; j < size; j += 4) out.push(dv.getUint32(off + j, true));
    return out;
  };

  const describe = (i: number, text: string, res: ReturnType<typeof assembleClrx>, got: number[] | null): string => {
    const exp = bsize[i] === 2 ? `${hex8(b0[i]!)} ${hex8(b1[i]!)}` : hex8(b0[i]!);
    const diags = res.diagnostics.map((d) => `${d.line}:${d.col}: ${d.severity}: ${d.message}`).join('; ');
    return `${gen.id} ${exp}: ${JSON.stringify(text)} -> ${got === null ? 'nothing' : got.map(hex8).join(' ')}${diags ? ` [${diags}]` : ''}`;
  };

  /** Assembles one line on its own and compares it with instruction i of the batch. */
  const checkAlone = (i: number, text: string): void => {
    const res = assembleClrx(text, gen);
    const got = res.errorCount === 0 && res.records.count === 1 ? recordWords(res, 0) : null;
    const ok = got !== null && got.length === bsize[i] && got[0] === b0[i] && (bsize[i] === 1 || got[1] === b1[i]);
    if (!ok) fail(describe(i, text, res, got));
  };

  let analysedBatches = 0;
  for (let base = job.from; base < job.to; base += BATCH) {
    const cnt = Math.min(BATCH, job.to - base);
    const tp = performance.now();
    sink.clear();
    sink.text(header);
    rawIdx.length = 0;
    for (let i = 0; i < cnt; i++) {
      make(base + i);
      const size = decodeInto(r, words, 0, 2, g, 'clrx');
      b0[i] = words[0]!;
      b1[i] = size === 2 ? words[1]! : 0;
      bsize[i] = size;
      if (size === 2) twoWord++;
      if (printClrx(r, sink)) rawIdx.push(i);
    }
    const text = sink.toString();
    const ta = performance.now();
    printMs += ta - tp;
    const res = assembleClrx(text, otherGen);
    const tb = performance.now();
    asmMs += tb - ta;
    lines += cnt;
    rawLines += rawIdx.length;
    if (res.errorCount === 0 && res.records.count === cnt) {
      const dv = new DataView(res.bytes.buffer, res.bytes.byteOffset, res.bytes.byteLength);
      for (let i = 0; i < cnt; i++) {
        const off = res.records.offset[i]!;
        const ok = res.records.size[i] === 4 * bsize[i]! && dv.getUint32(off, true) === b0[i]
          && (bsize[i] === 1 || dv.getUint32(off + 4, true) === b1[i]);
        if (!ok) fail(describe(i, res.lineText(i + 2), res, recordWords(res, i)));
      }
    } else if (analysedBatches < 4 || failures.length < MAX_REPORTED) {
      // Find the culprits line by line.
      analysedBatches++;
      const src = text.split('\n');
      for (let i = 0; i < cnt; i++) checkAlone(i, src[i + 1]!);
    } else {
      // Count only: at least one failure per line with an error.
      countedOnly++;
      const bad = new Set(res.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line));
      failureCount += Math.max(bad.size, res.errorCount > 0 ? 1 : Math.abs(res.records.count - cnt));
    }
    // raw:[...] only where needed: the text without it must not give the same words.
    const tr = performance.now();
    for (const i of rawIdx) {
      words[0] = b0[i]!;
      words[1] = b1[i]!;
      decodeInto(r, words, 0, bsize[i]!, g, 'clrx');
      one.clear();
      printClrx(r, one, { noRaw: true });
      const line = one.toString().slice(0, -1);
      const alone = assembleClrx(line, gen);
      if (alone.errorCount === 0 && alone.records.count === 1) {
        const got = recordWords(alone, 0);
        if (got !== null && got.length === bsize[i] && got[0] === b0[i] && (bsize[i] === 1 || got[1] === b1[i])) {
          fail(`${gen.id} ${hex8(b0[i]!)}${bsize[i] === 2 ? ' ' + hex8(b1[i]!) : ''}: raw:[...] appended, but ${JSON.stringify(line)} alone reassembles to the same words`);
        }
      }
    }
    rawMs += performance.now() - tr;
  }
  return { lines, twoWord, rawLines, failures, failureCount, countedOnly, printMs, asmMs, rawMs };
}

if (parentPort !== null && workerData !== null && typeof workerData === 'object' && 'mode' in workerData && 'vdsts' in workerData) {
  parentPort.postMessage(runRoundTrip(workerData as RtJob));
}
