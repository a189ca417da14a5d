// Golden test of the CLRX-dialect assembler against CLRX's own assembler test
// cases (test/vectors/clrx/clrx_asm.jsonl; see the README there).
//
// - An accepted case (`words`) must assemble without errors or warnings to
//   exactly the listed words (CLRX's harness: 4 or 8 bytes, matching).
// - A rejected case (`error`, `line`, `col`) must fail, and its first
//   diagnostic must be an error with that message at that line and column.
//   Where the record lists several diagnostics (`diagnostics`), every one of
//   them is compared, in order (CLRX's harness compares the whole error
//   stream).
// Each case is assembled on its own, on the device the CLRX array runs on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assembleClrx } from '../src/asm/clrx.js';
import { GENERATIONS, type Generation } from '../src/index.js';

interface Diag { kind: string; line: number; col: number; message: string }
interface Rec {
  gen: string;
  input: string;
  words?: string[];
  /** What clrxasm 0.1.9's command line gives where CLRX's own test expects otherwise (see the README). */
  clrxasm?: string[];
  error?: string;
  warning?: string;
  line?: number;
  col?: number;
  diagnostics?: Diag[];
  src: string;
}

const VEC = fileURLToPath(new URL('../../test/vectors/clrx/clrx_asm.jsonl', import.meta.url));
const RECORDS: Rec[] = readFileSync(VEC, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Rec);

function genOf(id: string): Generation {
  const g = GENERATIONS.find((x) => x.id === id);
  assert.ok(g !== undefined, `unknown generation ${id}`);
  return g;
}

function wordsOf(bytes: Uint8Array): string[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: string[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) out.push(dv.getUint32(i, true).toString(16).padStart(8, '0'));
  return out;
}

test('the vector file is complete (300 records: 291 accepted, 9 rejected)', () => {
  assert.equal(RECORDS.length, 300);
  assert.equal(RECORDS.filter((r) => r.words !== undefined).length, 291);
  assert.equal(RECORDS.filter((r) => r.error !== undefined).length, 9);
  const per = (g: string) => RECORDS.filter((r) => r.gen === g).length;
  assert.deepEqual([per('gcn1.0'), per('gcn1.1'), per('gcn1.2')], [163, 12, 125]);
});

for (const gen of ['gcn1.0', 'gcn1.1', 'gcn1.2']) {
  test(`accepted CLRX cases assemble to the listed words (${gen})`, () => {
    const g = genOf(gen);
    const bad: string[] = [];
    let n = 0;
    for (const r of RECORDS) {
      if (r.gen !== gen || r.words === undefined) continue;
      n++;
      const res = assembleClrx(r.input, g);
      const got = wordsOf(res.bytes);
      const diags = res.diagnostics.map((d) => `${d.line}:${d.col}: ${d.severity}: ${d.message}`);
      const want = r.clrxasm ?? r.words;
      if (res.errorCount !== 0 || res.warningCount !== 0 || got.join(' ') !== want.join(' ') || res.bytes.length !== 4 * want.length) {
        bad.push(`${JSON.stringify(r.input)}: expected ${want.join(' ')}, got ${got.join(' ') || '(nothing)'}`
          + (diags.length > 0 ? ` [${diags.join('; ')}]` : '') + ` (${r.src})`);
      }
    }
    assert.ok(n > 0);
    assert.deepEqual(bad, [], `${bad.length} of ${n} accepted cases differ:\n  ${bad.join('\n  ')}`);
  });
}

function runRejected(check: (r: Rec, got: Diag[], bad: string[]) => void): void {
  const bad: string[] = [];
  let n = 0;
  for (const r of RECORDS) {
    if (r.error === undefined) continue;
    n++;
    const res = assembleClrx(r.input, genOf(r.gen));
    if (res.errorCount === 0 || res.bytes.length !== 0) {
      bad.push(`${JSON.stringify(r.input)}: expected an error, got none (${wordsOf(res.bytes).join(' ')})`);
      continue;
    }
    check(r, res.diagnostics.map((d) => ({ kind: d.severity, line: d.line, col: d.col, message: d.message })), bad);
  }
  assert.equal(n, 9);
  assert.deepEqual(bad, [], `${bad.length} rejected-case mismatches:\n  ${bad.join('\n  ')}`);
}

const show = (l: readonly Diag[]) => l.map((d) => `${d.line}:${d.col}: ${d.kind}: ${d.message}`).join('; ');

test('rejected CLRX cases: the first diagnostic is the listed error at the listed line and column', () => {
  runRejected((r, got, bad) => {
    const first = got[0]!;
    if (first.kind !== 'error' || first.message !== r.error || first.line !== r.line || first.col !== r.col) {
      bad.push(`${JSON.stringify(r.input)}: first diagnostic expected ${r.line}:${r.col}: error: ${r.error}, got ${show(got)}`);
    }
  });
});

// CLRX's harness compares the whole error stream; where a record lists
// several diagnostics, all of them (message, line, column, order) are compared.
test('rejected CLRX cases with several diagnostics: every diagnostic matches', () => {
  let multi = 0;
  runRejected((r, got, bad) => {
    if (r.diagnostics === undefined) return;
    multi++;
    if (show(got) !== show(r.diagnostics)) {
      bad.push(`${JSON.stringify(r.input)} (${r.gen}): expected [${show(r.diagnostics)}], got [${show(got)}]`);
    }
  });
  assert.equal(multi, 3);
});
