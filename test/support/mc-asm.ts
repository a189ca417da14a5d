// Assembling the texts of test/vectors/llvm-mc (clrxdisasm's `clrx`, llvm-mc's
// own `asm`) and comparing with the recorded words, per encoding. Shared by
// test/asm-isa-vectors and the report script.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { assemble } from '../../src/asm/assembler.js';
import { decodeAt, emptyDecoded } from '../../src/disasm/decode.js';
import { identify } from '../../src/isa/encodings.js';
import type { GenIndex } from '../../src/isa/generations.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'vectors', 'llvm-mc');

export interface McRec { w: string[]; clrx: string | null; asm?: string; dis?: string | null }

export const CPUS: [string, GenIndex][] = [['tahiti', 0], ['hawaii', 1], ['tonga', 2]];

export function loadMc(cpu: string): McRec[] {
  return gunzipSync(readFileSync(join(DIR, `${cpu}.jsonl.gz`))).toString('utf8').split('\n').filter((l) => l !== '')
    .map((l) => JSON.parse(l) as McRec);
}

export interface Outcome {
  /** Encoding (of the first word), with /SDWA, /DPP, /VOP3 images told apart. */
  enc: string;
  ok: boolean;
  text: string;
  /** The source assembled (the text, after any label definitions). */
  src: string;
  want: string;
  got: string;
}

/** The encoding family of a case, for the report. */
export function familyOf(words: Uint32Array, gi: GenIndex): string {
  const e = identify(words[0]!, gi);
  if (e === null) return 'data';
  if ((e === 'VOP1' || e === 'VOP2' || e === 'VOPC') && gi === 2) {
    const s = words[0]! & 0x1ff;
    if (s === 249) return `${e}/SDWA`;
    if (s === 250) return `${e}/DPP`;
  }
  return e;
}

const LABEL = /\.L([0-9]+)_0\b/g;

function hex(ws: ArrayLike<number>): string {
  return Array.from(ws, (w) => (w >>> 0).toString(16).padStart(8, '0')).join(' ');
}

/**
 * Assembles each case's `clrx` (CLRX dialect) or `asm` (LLVM dialect) text and
 * compares with its words (as many as the instruction takes). clrxdisasm's
 * branch labels `.LN_0` are byte offsets in the stream it disassembled (each
 * case followed by s_endpgm): each is defined relative to the case's own
 * offset in that stream.
 */
export function runMc(cpu: string, gi: GenIndex, dialect: 'clrx' | 'llvm', stride = 1): Outcome[] {
  const out: Outcome[] = [];
  const r = emptyDecoded(gi);
  let pc = 0;
  let n = 0;
  for (const rec of loadMc(cpu)) {
    const words = Uint32Array.from(rec.w, (h) => parseInt(h, 16));
    const at = pc;
    pc += (words.length + 1) * 4;
    if (n++ % stride !== 0) continue;
    const text = dialect === 'clrx' ? rec.clrx : rec.asm;
    if (text === null || text === undefined) continue;
    const stream = Uint32Array.from([...words, 0xbf810000]);
    decodeAt(r, stream, 0, stream.length, gi);
    const len = dialect === 'clrx' ? Math.min(r.size, words.length) : words.length;
    const want = hex(words.subarray(0, len));
    let src = text;
    if (dialect === 'clrx') {
      const defs = new Set<string>();
      for (const m of text.matchAll(LABEL)) defs.add(m[1]!);
      if (defs.size > 0) src = [...defs].map((t) => `.L${t}_0 = . + ${Number(t) - at}`).join('\n') + '\n' + text;
    }
    const res = assemble(src, { arch: gi, syntax: dialect, maxDiagnostics: 3 });
    let got: string;
    if (res.errorCount > 0) got = 'ERR ' + res.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.col}: ${d.message}`).join(' | ');
    else {
      const b = res.bytes;
      const ws: number[] = [];
      for (let i = 0; i + 3 < b.length; i += 4) ws.push((b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0);
      got = hex(ws);
    }
    out.push({ enc: familyOf(words, gi), ok: got === want, text, src, want, got });
  }
  return out;
}

/** Pass counts per family: family -> [passed, total]. */
export function tally(outs: readonly Outcome[]): Map<string, [number, number]> {
  const m = new Map<string, [number, number]>();
  for (const o of outs) {
    const t = m.get(o.enc) ?? [0, 0];
    if (o.ok) t[0]++;
    t[1]++;
    m.set(o.enc, t);
  }
  return new Map([...m].sort((a, b) => a[0].localeCompare(b[0])));
}
