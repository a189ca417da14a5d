// llvm-mc 14's rejections of whole-ISA LLVM lines (every encoding but VOP1;
// test/vectors/llvm-mc/asm-llvm-errors.jsonl.gz, made by
// tools/llvm-errors-gen.ts, schema in that folder's README): gcnkit must
// reject each line, and its first error must have llvm-mc's message and
// column.
//
// Not all of them do yet. ALLOW lists, per llvm-mc message, how many of its
// lines gcnkit may still accept and how many it may reject with another
// message or column; a message not listed must match exactly on every line.
// The test fails when a count grows (a regression) and asks for the list to
// shrink when a count falls. Remaining: 141 of 7564 lines
// (0 accepted, 141 rejected differently); per encoding the test
// prints how many match.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { assembleLlvm } from '../src/asm/llvm.js';
import { GENERATIONS } from '../src/index.js';

const FILE = fileURLToPath(new URL('../../test/vectors/llvm-mc/asm-llvm-errors.jsonl.gz', import.meta.url));
const GEN_INDEX: Readonly<Record<string, number>> = { 'gcn1.0': 0, 'gcn1.1': 1, 'gcn1.2': 2 };

interface Rec { gen: string; enc: string; kind: string; text: string; col: number; error: string }

/** llvm-mc message -> [lines gcnkit may accept, lines it may reject differently]. */
const ALLOW: ReadonlyMap<string, readonly [number, number]> = new Map([
  ["invalid operand for instruction", [0, 37]], // of 673
  ["not a valid operand.", [0, 22]], // of 672
  ["unknown token in expression", [0, 12]], // of 610
  ["invalid interpolation attribute", [0, 12]], // of 56
  ["invalid immediate: only 16-bit values are legal", [0, 10]], // of 88
  ["expected a 16-bit signed jump offset", [0, 9]], // of 63
  ["expected a closing parenthesis", [0, 8]], // of 39
  ["only one literal operand is allowed", [0, 7]], // of 28
  ["expected absolute expression", [0, 4]], // of 265
  ["invalid exp target", [0, 3]], // of 42
  ["too few operands for instruction", [0, 3]], // of 428
  ["invalid interpolation slot", [0, 3]], // of 24
  ["expected ')'", [0, 3]], // of 3
  ["invalid bit offset: only 5-bit values are legal", [0, 3]], // of 42
  ["expected a hwreg macro or an absolute expression", [0, 2]], // of 43
  ["expected a colon", [0, 1]], // of 3
  ["expected a comma", [0, 1]], // of 14
  ["literal operands are not supported", [0, 1]], // of 127
]);

const recs: Rec[] = gunzipSync(readFileSync(FILE)).toString('utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Rec);

test('asm-llvm-errors: llvm-mc 14\'s rejected whole-ISA lines', () => {
  const byEnc = new Map<string, { n: number; same: number }>();
  const counts = new Map<string, [number, number]>();
  const examples = new Map<string, string>();
  for (const r of recs) {
    const res = assembleLlvm(r.text, GENERATIONS[GEN_INDEX[r.gen]!]!);
    const e = res.diagnostics.find((d) => d.severity === 'error');
    const enc = byEnc.get(r.enc) ?? { n: 0, same: 0 };
    byEnc.set(r.enc, enc);
    enc.n++;
    if (e !== undefined && e.message === r.error && e.col === r.col) { enc.same++; continue; }
    const c = counts.get(r.error) ?? [0, 0];
    counts.set(r.error, c);
    c[e === undefined ? 0 : 1]++;
    if (!examples.has(r.error)) {
      examples.set(r.error, `${r.gen} ${JSON.stringify(r.text)}: ${e === undefined ? 'accepted' : `${e.col}: ${e.message}`} / llvm-mc ${r.col}: ${r.error}`);
    }
  }
  for (const [enc, c] of [...byEnc].sort()) console.log(`${enc}: ${c.same}/${c.n} with llvm-mc's message and column`);
  const worse: string[] = [];
  const better: string[] = [];
  for (const [m, [acc, diff]] of counts) {
    const [aAcc, aDiff] = ALLOW.get(m) ?? [0, 0];
    if (acc > aAcc || diff > aDiff) worse.push(`${acc} accepted, ${diff} differ (allowed ${aAcc}, ${aDiff}): ${examples.get(m)}`);
  }
  for (const [m, [aAcc, aDiff]] of ALLOW) {
    const [acc, diff] = counts.get(m) ?? [0, 0];
    if (acc < aAcc || diff < aDiff) better.push(`${JSON.stringify(m)}: now ${acc}, ${diff} (allowed ${aAcc}, ${aDiff})`);
  }
  assert.deepEqual(worse, [], 'more lines than allowed are accepted or differ from llvm-mc');
  assert.deepEqual(better, [], 'fewer lines differ than ALLOW says: lower its counts');
});
