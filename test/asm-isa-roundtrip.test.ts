// Round trips over random words of every encoding, both dialects:
// asm(disasm(w)) == w. LLVM: every line the printer does not mark lossy
// (llvm-roundtrip-isa checks with llvm-mc 14 that exactly those lines
// reassemble to their words). CLRX: every line; a lossy one carries
// raw:[...] (syntax.md B.8). Words from test/support/llvm-rt's generator
// (random fields of a defined opcode, and sparse random words).
// GCNKIT_RT_WORDS sets the words per encoding, generation and mode.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assemble } from '../src/asm/assembler.js';
import { clrxText, lastLossy } from '../src/disasm/clrx/index.js';
import { decodeAt, emptyDecoded } from '../src/disasm/decode.js';
import { llvmLossy, llvmText } from '../src/disasm/llvm/index.js';
import { decodeLlvmAt } from '../src/disasm/llvm/length.js';
import type { GenIndex } from '../src/isa/generations.js';
import { genWords, hexWords, RT_ENCODINGS, rng, type GenMode } from './support/llvm-rt.js';

const N = Number(process.env['GCNKIT_RT_WORDS'] ?? 150);
const MODES: readonly GenMode[] = ['fields', 'sparse'];

function runs(gi: GenIndex): [string, 'sdwa' | 'dpp' | undefined][] {
  const r: [string, 'sdwa' | 'dpp' | undefined][] = RT_ENCODINGS.filter((e) => e !== 'VOP1').map((e) => [e, undefined]);
  if (gi === 2) for (const x of ['sdwa', 'dpp'] as const) for (const e of ['VOP2', 'VOPC']) r.push([e, x]);
  return r;
}

function wordsOf(b: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + 3 < b.length; i += 4) out.push((b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0);
  return out;
}

const LABEL = /\.L([0-9]+)_0\b/g;

for (const dialect of ['clrx', 'llvm'] as const) {
  test(`${dialect} dialect: asm(disasm(w)) == w for random words of every encoding`, () => {
    const bad: string[] = [];
    const per = new Map<string, [number, number]>();
    for (const gi of [0, 1, 2] as GenIndex[]) {
      const r = emptyDecoded(gi);
      runs(gi).forEach(([enc, ext], k) => {
        MODES.forEach((mode, m) => {
          const rnd = rng(0xa5a5 + 7919 * (gi * 64 + k) + 104729 * m);
          for (let i = 0; i < N; i++) {
            const w = genWords(gi, enc as (typeof RT_ENCODINGS)[number], mode, rnd, ext);
            if (w === null) return;
            let text: string | null;
            let size: number;
            if (dialect === 'llvm') {
              size = decodeLlvmAt(r, w, 0, 3, gi);
              text = llvmText(r, 0);
              if (text === null || llvmLossy) continue;
            } else {
              size = decodeAt(r, w, 0, 3, gi);
              if (r.enc === null || r.enc === 'VOP1' || r.truncated) continue;
              text = clrxText(r, 0);
              void lastLossy;
              // Branch labels name byte offsets from this instruction (at 0).
              const defs = new Set<string>();
              for (const x of text.matchAll(LABEL)) defs.add(x[1]!);
              if (defs.size > 0) text = [...defs].map((t) => `.L${t}_0 = . + ${BigInt.asIntN(64, BigInt(t))}`).join('\n') + '\n' + text;
            }
            const key = `${gi} ${enc}${ext ? '/' + ext : ''}`;
            const t = per.get(key) ?? [0, 0];
            t[1]++;
            const res = assemble(text, { arch: gi, syntax: dialect, maxDiagnostics: 2 });
            const got = res.errorCount > 0 ? `error: ${res.diagnostics[0]?.message}` : hexWords(wordsOf(res.bytes));
            if (got === hexWords(w.slice(0, size))) t[0]++;
            else bad.push(`gcn1.${gi} ${hexWords(w.slice(0, size))}: ${text.replace(/\n/g, ' / ')}  [got ${got}]`);
            per.set(key, t);
          }
        });
      });
    }
    if (process.env['GCNKIT_REPORT'] === '1') {
      for (const [k, [p, t]] of per) console.log(`${dialect} ${k}: ${p}/${t}`);
      for (const b of bad) console.log('BAD ' + b);
    }
    assert.equal(bad.length, 0, `${bad.length} lines:\n${bad.slice(0, 15).join('\n')}`);
  });
}
