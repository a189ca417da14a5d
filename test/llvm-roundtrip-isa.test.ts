// The LLVM-dialect round trip over the whole ISA, against llvm-mc 14's
// assembler (skipped when it is absent): seeded words of every encoding on
// GCN 1.0, 1.1 and 1.2 (random, sparse, and built field by field from the
// tables; SDWA and DPP on GCN 1.2) are printed by gcnkit, and
//  - every line not marked lossy assembles back to the same words;
//  - every line marked lossy does not (it assembles to other words or is
//    refused), so the `.long ... ; text` fallback is used only where it must be.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyDecoded } from '../src/disasm/decode.js';
import { llvmLossy, llvmLossyWhy, llvmText } from '../src/disasm/llvm/index.js';
import { decodeLlvmAt } from '../src/disasm/llvm/length.js';
import type { GenIndex } from '../src/isa/generations.js';
import {
  CPUS, genWords, hexWords, llvmMcProblem, RT_ENCODINGS, rng, roundTripAsync, type GenMode, type RtCase,
} from './support/llvm-rt.js';

/** Words per encoding, generation and generator mode. */
const N = Number(process.env['GCNKIT_RT_WORDS'] ?? 1500);
const MODES: readonly GenMode[] = ['dense', 'sparse', 'fields'];

interface Case extends RtCase { readonly enc: string; readonly lossy: boolean; readonly why: string | null }

function casesFor(gi: GenIndex): Case[] {
  const out: Case[] = [];
  const r = emptyDecoded(gi);
  const runs: [string, 'sdwa' | 'dpp' | undefined][] = RT_ENCODINGS.map((e) => [e, undefined]);
  if (gi === 2) for (const x of ['sdwa', 'dpp'] as const) for (const e of ['VOP1', 'VOP2', 'VOPC']) runs.push([e, x]);
  runs.forEach(([enc, ext], k) => {
    MODES.forEach((mode, m) => {
      const rnd = rng(0x5eed + 7919 * (gi * 64 + k) + 104729 * m);
      for (let i = 0; i < N; i++) {
        const w = genWords(gi, enc as (typeof RT_ENCODINGS)[number], mode, rnd, ext);
        if (w === null) return;
        const size = decodeLlvmAt(r, w, 0, 3, gi);
        const text = llvmText(r, 0);
        if (text === null) continue;
        out.push({ words: w.slice(0, size), text, enc: ext === undefined ? enc : `${enc}/${ext}`, lossy: llvmLossy, why: llvmLossyWhy });
      }
    });
  });
  return out;
}

const problem = llvmMcProblem();

test('LLVM dialect: llvm-mc 14 assembles every line not marked lossy back to its words, and no line marked lossy', { skip: problem ?? false }, async () => {
  const perGen = await Promise.all(([0, 1, 2] as GenIndex[]).map(async (gi) => {
    const cases = casesFor(gi);
    return { gi, cases, res: await roundTripAsync(gi, cases) };
  }));
  const bad: string[] = [];
  for (const { gi, res } of perGen) {
    // Per encoding: lines that must round-trip and did, so the property is not vacuous.
    const good = new Map<string, number>();
    for (const x of res) {
      const c = x.c as Case;
      if (x.ok === !c.lossy) {
        if (x.ok) good.set(c.enc, (good.get(c.enc) ?? 0) + 1);
        continue;
      }
      const got = 'error' in x.got ? `error: ${x.got.error}` : hexWords(x.got);
      bad.push(`${CPUS[gi]} ${hexWords(c.words)}: ${c.text}  [${c.lossy ? `marked lossy (${c.why}) but round-trips` : `got ${got}`}]`);
    }
    for (const enc of RT_ENCODINGS) {
      if (gi === 0 && enc === 'FLAT') continue;
      assert.ok((good.get(enc) ?? 0) >= N / 10, `${CPUS[gi]} ${enc}: only ${good.get(enc) ?? 0} lines round-tripped`);
    }
  }
  assert.deepEqual(bad.slice(0, 20), [], `${bad.length} lines disagree with llvm-mc`);
});
