// gcnkit's CLRX dialect against clrxasm 0.1.9's recorded answers
// (test/vectors/clrx/clrxasm_0.1.9.jsonl.gz and clrxasm_0.1.9-probes-2.jsonl, written by
// test/support/clrx-record.ts from clrxasm's observable outputs): lines of
// gcnkit's CLRX printing of random words, of the syntax generator, probe
// lines and multi-line cases, on GCN 1.0, 1.1 and 1.2.
//
// For every case gcnkit must accept exactly what clrxasm accepts, give its
// bytes and warnings, and for a rejected case report clrxasm's first error
// (message and position; gcnkit may add a hint in parentheses). Documented
// deviations (syntax.md / the vectors README) are checked as such:
// - a bare `neg`, `abs` or `sext` modifier makes clrxasm drop the whole
//   instruction without any message; gcnkit reports an error instead;
// - where clrxasm reports several undefined symbols of one expression, it
//   names them in the order of its symbol table; gcnkit names the same set
//   in the order of the expression, so the first one may differ.
//
// A second test runs clrxasm itself on fresh generated lines when it is
// installed (CLRXASM, default /tmp/clrx/build/programs/clrxasm) and skips
// otherwise.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { GenIndex } from '../src/index.js';
import { classify, gcnkitCase, type GcnkitAnswer } from './support/clrx-diff.js';
import { disasmLines, PRELUDE, syntaxLines } from './support/clrx-gen.js';
import { haveClrxasm, runClrxasm, type OracleDiag, type OracleResult } from './support/clrxasm.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

interface Rec {
  gen: 'gcn1.0' | 'gcn1.1' | 'gcn1.2';
  kind: string;
  input: string;
  prelude?: false;
  words?: string[];
  diags?: OracleDiag[];
}

const FILE = fileURLToPath(new URL('../../test/vectors/clrx/clrxasm_0.1.9.jsonl.gz', import.meta.url));
const lines = gunzipSync(readFileSync(FILE)).toString('utf8').split('\n').filter((l) => l !== '');
const header = JSON.parse(lines[0]!) as { origin: string; prelude: string };
// Later probe lines (test/support/clrx-probes-2.txt), recorded the same way into a file of their own.
const FILE2 = fileURLToPath(new URL('../../test/vectors/clrx/clrxasm_0.1.9-probes-2.jsonl', import.meta.url));
const lines2 = readFileSync(FILE2, 'utf8').split('\n').filter((l) => l !== '');
const RECORDS = [...lines.slice(1), ...lines2.slice(1)].map((l) => JSON.parse(l) as Rec);
const GI: Record<string, GenIndex> = { 'gcn1.0': 0, 'gcn1.1': 1, 'gcn1.2': 2 };

const BARE = /(?:^|\s)(?:neg|abs|sext)(?=\s|$|;|#|\/)/i;

/** null when gcnkit answers as clrxasm did (or as a documented deviation says), else what differs. */
function compare(input: string, o: OracleResult, k: GcnkitAnswer): string | null {
  const c = classify(o, k);
  if (c === null) return null;
  // clrxasm's silent drop of an instruction with a bare neg/abs/sext: gcnkit reports it.
  if (o.words !== null && !o.diags.some((d) => d.kind === 'error') && BARE.test(input.replace(/[#;].*$/, ''))) {
    return k.diags.some((d) => d.kind === 'error' && /without a value/.test(d.message)) ? null : 'bare modifier not reported';
  }
  const unresolved = (d: readonly OracleDiag[]) => d.filter((x) => x.kind === 'error' && x.message.startsWith('Unresolved symbol'))
    .map((x) => `${x.line}:${x.col} ${x.message}`).sort().join('|');
  if (c === 'message' || c === 'position') {
    const u = unresolved(o.diags);
    if (u !== '' && u.split('|').length > 1 && u === unresolved(k.diags)) return null;
  }
  return c;
}

test('the vector file: clrxasm 0.1.9, every generation and kind', () => {
  assert.match(header.origin, /clrxasm 0\.1\.9/);
  assert.equal(header.prelude, PRELUDE, 'the generator\'s PRELUDE changed: record the vectors again');
  assert.equal((JSON.parse(lines2[0]!) as { prelude: string }).prelude, PRELUDE, 'probes-2: record again');
  for (const gen of ['gcn1.0', 'gcn1.1', 'gcn1.2']) {
    for (const kind of ['disasm', 'syntax', 'probe', 'multi-line']) {
      assert.ok(RECORDS.some((r) => r.gen === gen && r.kind === kind), `${gen} ${kind}`);
    }
  }
});

for (const gen of ['gcn1.0', 'gcn1.1', 'gcn1.2'] as const) {
  test(`recorded clrxasm answers: ${gen}`, () => {
    const bad: string[] = [];
    const counts = new Map<string, number>();
    let n = 0;
    let accepted = 0;
    for (const r of RECORDS) {
      if (r.gen !== gen) continue;
      n++;
      const o: OracleResult = { words: r.words === undefined ? (r.diags?.some((d) => d.kind === 'error') ? null : []) : r.words.map((w) => parseInt(w, 16)), diags: r.diags ?? [] };
      if (o.words !== null) accepted++;
      const k = gcnkitCase(GI[gen]!, r.input, r.prelude !== false);
      const c = compare(r.input, o, k);
      if (c === null) continue;
      counts.set(c, (counts.get(c) ?? 0) + 1);
      if (bad.length < 25) {
        const show = (x: GcnkitAnswer | OracleResult) => `${x.words === null ? 'error' : x.words.map((w) => w.toString(16).padStart(8, '0')).join(' ')} ${x.diags.map((d) => `${d.line}:${d.col} ${d.kind}: ${d.message}`).join(' | ')}`;
        bad.push(`[${r.kind}] ${JSON.stringify(r.input)}: ${c}\n    clrxasm: ${show(o)}\n    gcnkit:  ${show(k)}`);
      }
    }
    console.log(`${gen}: ${n} recorded cases (${accepted} accepted by clrxasm), ${[...counts.values()].reduce((a, b) => a + b, 0)} differ`);
    assert.deepEqual(bad, [], `${[...counts].map(([c, x]) => `${c}: ${x}`).join(', ')}\n${bad.join('\n')}`);
  });
}

const LIVE = haveClrxasm();
const SEED = testSeed(0x6c697665);
test('live: clrxasm and gcnkit on fresh generated lines', { skip: LIVE ? false : 'clrxasm 0.1.9 not found (set CLRXASM)' }, () => {
  const n = Number(process.env['GCNKIT_CLRXASM_LINES'] ?? 1500);
  console.log(`clrxasm live comparison: seed ${SEED}, ${n} lines per kind and generation`);
  const bad: string[] = [];
  for (const g of [0, 1, 2] as GenIndex[]) {
    const arch = ['gcn1.0', 'gcn1.1', 'gcn1.2'][g]!;
    for (const lines of [disasmLines(g, mulberry32(SEED + g), n), syntaxLines(g, mulberry32(SEED + 10 + g), n)]) {
      const res = runClrxasm(arch, PRELUDE, lines);
      lines.forEach((l, i) => {
        const c = compare(l, res[i]!, gcnkitCase(g, l));
        if (c !== null && bad.length < 25) bad.push(`${arch} ${JSON.stringify(l)}: ${c}`);
      });
    }
  }
  assert.deepEqual(bad, []);
});
