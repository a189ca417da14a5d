// The CLRX-dialect fast path (bytes, speculative) against the general parser
// alone: on generated lines of every kind (printer output of random words,
// and the syntax generator's corners and mistakes) both must give the same
// records, bytes and diagnostics. Seeded (GCNKIT_SEED to replay); more lines
// with GCNKIT_FAST_LINES.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ClrxAssembler } from '../src/asm/clrx.js';
import { assembleText } from '../src/asm/pipeline/collect.js';
import { GENERATIONS, type GenIndex } from '../src/index.js';
import type { AsmResult } from '../src/asm/assembly.js';
import { disasmLines, PRELUDE, syntaxLines } from './support/clrx-gen.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const SEED = testSeed(0x66617374);
const N = Number(process.env['GCNKIT_FAST_LINES'] ?? 20000);
console.log(`asm fast path: seed ${SEED}, ${N} lines per kind and generation (GCNKIT_SEED, GCNKIT_FAST_LINES)`);

function run(src: string, g: GenIndex, fast: boolean): AsmResult {
  const a = new ClrxAssembler(GENERATIONS[g]!, 0);
  a.fast = fast;
  return assembleText(src, a);
}

function summary(r: AsmResult): string[] {
  const out = r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.severity}: ${d.message} | ${d.source ?? ''}`);
  for (let i = 0; i < r.records.count; i++) {
    out.push(`record line ${r.records.line[i]} offset ${r.records.offset[i]} size ${r.records.size[i]} kind ${r.records.kind[i]} span ${r.records.start[i]}-${r.records.end[i]}`);
  }
  return out;
}

for (const g of [0, 1, 2] as GenIndex[]) {
  for (const kind of ['disassembly', 'syntax'] as const) {
    test(`fast path = general path: ${kind} lines, ${GENERATIONS[g]!.id}`, () => {
      const rnd = mulberry32(SEED + g * 7 + (kind === 'syntax' ? 1 : 0));
      const lines = kind === 'syntax' ? syntaxLines(g, rnd, N) : disasmLines(g, rnd, N);
      const src = PRELUDE + '\n' + lines.join('\n') + '\n';
      const fast = run(src, g, true);
      const slow = run(src, g, false);
      const a = summary(fast);
      const b = summary(slow);
      const diff: string[] = [];
      for (let i = 0; i < Math.max(a.length, b.length) && diff.length < 20; i++) {
        if (a[i] !== b[i]) diff.push(`fast: ${a[i]}\n    general: ${b[i]}`);
      }
      assert.deepEqual(diff, []);
      // The bytes of the lines without diagnostics (a run with errors writes none).
      const bad = new Set(slow.diagnostics.map((d) => d.line));
      const good = src.split('\n').map((l, i) => (bad.has(i + 1) ? '' : l)).join('\n');
      const fg = run(good, g, true);
      const sg = run(good, g, false);
      assert.equal(sg.errorCount, 0);
      assert.equal(Buffer.from(fg.bytes).toString('hex'), Buffer.from(sg.bytes).toString('hex'));
      assert.deepEqual(summary(fg), summary(sg));
    });
  }
}
