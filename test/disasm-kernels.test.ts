// Real kernels (test/vectors/kernels: llc 14's code for tahiti, hawaii and
// tonga) disassembled by gcnkit and compared with what clrxdisasm 0.1.9 and
// llvm-objdump 14 printed for the same bytes (recorded there, with origin).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { disassemble } from '../src/disasm/disassembler.js';
import { readCodeObject } from '../src/objfile/index.js';
import { clrxdisasmRecords, CPU_GEN, OBJ_DIR, objdumpTonga, type Cpu } from './support/kernel-corpus.js';

function textWords(file: string): Uint32Array {
  const co = readCodeObject(new Uint8Array(readFileSync(join(OBJ_DIR, file))));
  assert.ok(co.text !== null, file);
  const b = co.text.bytes;
  const copy = new Uint8Array(b);
  return new Uint32Array(copy.buffer, 0, copy.length >> 2);
}

test('CLRX dialect: every .text of the corpus as clrxdisasm prints it (labels, s_nop padding, all three generations)', () => {
  const records = clrxdisasmRecords();
  assert.ok(records.length >= 30);
  let lines = 0;
  for (const rec of records) {
    const words = textWords(rec.objects[0]!);
    const ours = disassemble(words, { arch: rec.gen, exact: true, noRaw: true }).text.split('\n');
    // clrxdisasm prefixes each instruction with its offset as a comment.
    const theirs = rec.text.split('\n').map((l) => l.replace(/^\/\*[0-9a-f]{12}\*\/ /, ''));
    assert.deepEqual(ours, theirs, `${rec.objects[0]} ${rec.gen}`);
    lines += theirs.length;
  }
  assert.ok(lines > 5000, String(lines));
});

test('CLRX dialect, default B.8 mode: the corpus prints without raw:[...] (no lossy text in compiler output)', () => {
  for (const rec of clrxdisasmRecords()) {
    const words = textWords(rec.objects[0]!);
    const text = disassemble(words, { arch: rec.gen }).text;
    assert.ok(!text.includes('raw:['), `${rec.objects[0]} ${rec.gen}`);
  }
});

test('LLVM dialect: every tonga v3/v4 object as llvm-objdump 14 prints it', () => {
  let n = 0;
  for (const { object, text } of objdumpTonga()) {
    const [, cpu, variant] = object.split('.') as [string, Cpu, string];
    if (variant !== 'v3' && variant !== 'v4') continue;
    const theirs = text.split('\n').filter((l) => l.startsWith('\t')).map((l) => l.replace(/\s*\/\/.*$/, '').trim());
    const r = disassemble(textWords(object), { arch: CPU_GEN[cpu], syntax: 'llvm', header: false, exact: true });
    assert.equal(r.diagnosticCount, 0, object);
    const ours = r.text.split('\n').filter((l) => l !== '');
    assert.deepEqual(ours, theirs, object);
    n += ours.length;
  }
  assert.ok(n > 2000, String(n));
});
