// The CLRX dialect's branch labels on big inputs, against clrxdisasm: programs
// of about 200,000 words dense with branches of every reach (generated from a
// seed by test/support/branchy.ts), fed in chunks that make the disassembler
// print straight to its output (big chunks: every branch that could label a
// line is seen before it is printed; the words a later branch could label are
// held back for the next chunk), chunks shorter than a branch's reach (gathered
// first), and split inside instructions; the last chunk marked as the
// last (push's `last`: its end goes straight out too) or not. The expectation is the hash
// of clrxdisasm's text, recorded (test/vectors/clrx/branchy-clrxdisasm.json);
// with clrxdisasm installed (CLRXDISASM, or on PATH) a mismatch names the first
// line that differs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Disassembler } from '../src/index.js';
import { branchyProgram, clrxdisasmText } from './support/branchy.js';

interface Case { gen: 'gcn1.0' | 'gcn1.1' | 'gcn1.2'; seed: number; words: number; lines: number; sha256: string }
const doc = JSON.parse(readFileSync(new URL('../../test/vectors/clrx/branchy-clrxdisasm.json', import.meta.url), 'utf8')) as { cases: Case[] };

/** `chunk`: bytes a push, or -n: n bytes, then the rest in one push. */
function disassemble(bytes: Uint8Array, gen: string, chunk: number, markLast: boolean): string {
  const parts: string[] = [];
  const dec = new TextDecoder();
  const d = new Disassembler({ arch: gen }, (c) => { parts.push(dec.decode(c)); }, 1 << 16);
  if (chunk < 0) {
    d.push(bytes.subarray(0, -chunk));
    d.push(bytes.subarray(-chunk), markLast);
  } else {
    for (let i = 0; i < bytes.length; i += chunk) {
      d.push(bytes.subarray(i, Math.min(bytes.length, i + chunk)), markLast && i + chunk >= bytes.length);
    }
  }
  d.end();
  return parts.join('');
}

/** clrxdisasm's text for the words, when it is installed. */
function liveClrxdisasm(bytes: Uint8Array, gen: string): string | null {
  const cmd = process.env['CLRXDISASM'] ?? 'clrxdisasm';
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-branchy-'));
  try {
    const file = join(dir, 'code.bin');
    writeFileSync(file, bytes);
    const r = spawnSync(cmd, ['-r', '-A', gen, file], { maxBuffer: 1 << 30 });
    return r.error === undefined && r.status === 0 ? clrxdisasmText(r.stdout.toString()) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const c of doc.cases) {
  test(`CLRX labels of a branchy ${c.words}-word program (${c.gen}, seed ${c.seed}) are clrxdisasm's, in any chunks`, () => {
    const words = branchyProgram(c.seed, c.gen);
    assert.equal(words.length, c.words, 'the generator still gives the recorded program');
    const bytes = new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
    // (Held-back words then a long push: -1000 and -300,000.)
    for (const [chunk, markLast] of [[4 << 20, false], [4 << 20, true], [65534, true], [4094, false], [13, false], [-1000, false], [-1000, true],
      [-300_000, false]] as const) {
      const text = disassemble(bytes, c.gen, chunk, markLast);
      const hash = createHash('sha256').update(text).digest('hex');
      if (hash === c.sha256) continue;
      const ref = liveClrxdisasm(bytes, c.gen);
      let where = `(${text.split('\n').length - 1} lines; clrxdisasm's had ${c.lines}; install clrxdisasm for the first difference)`;
      if (ref !== null) {
        const a = text.split('\n');
        const b = ref.split('\n');
        const i = a.findIndex((l, j) => l !== b[j]);
        where = `line ${i + 1}: '${a[i]}', clrxdisasm '${b[i]}'`;
      }
      assert.fail(`${chunk < 0 ? `${-chunk} bytes, then the rest` : `chunks of ${chunk} bytes`}${markLast ? ', the last marked' : ''}: ${where}`);
    }
  });
}

test('no words may follow the last ones', () => {
  const d = new Disassembler({ arch: 'gcn1.2' }, () => {});
  d.push(new Uint8Array([0x02, 0x03, 0x02, 0x7e]), true);
  assert.throws(() => d.push(new Uint8Array([0x02, 0x03, 0x02, 0x7e])), /after the last/);
});
