// The lossy classes of the LLVM dialect against recorded llvm-mc 14 answers
// (test/vectors/llvm/llvm_lossy_vectors.jsonl, record-lossy.mjs): for each
// instruction, gcnkit prints llvm-mc's text (tonga: its disassembler's; GCN
// 1.0/1.1: the recorded input), marks it lossy exactly when llvm-mc's
// assembler gives other bytes or an error for that text, and the
// disassembler then prints `.long` words with the text as a comment.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyDecoded } from '../src/disasm/decode.js';
import { disassemble } from '../src/disasm/disassembler.js';
import { llvmLossy, llvmLossyWhy, llvmText } from '../src/disasm/llvm/index.js';
import { decodeLlvmAt } from '../src/disasm/llvm/length.js';
import { findGeneration } from '../src/isa/generations.js';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '..', '..', 'test', 'vectors', 'llvm', 'llvm_lossy_vectors.jsonl');

interface Rec {
  arch: string; bytes: string; cls: string; llvm_text?: string; input?: string; asm_bytes?: string; asm_error?: string;
}

const RECS = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Rec);

function wordsOf(hex: string): number[] {
  const b = Buffer.from(hex, 'hex');
  const w: number[] = [];
  for (let i = 0; i + 4 <= b.length; i += 4) w.push(b.readUInt32LE(i));
  return w;
}

const hex8 = (w: number) => '0x' + (w >>> 0).toString(16).padStart(8, '0');

test('LLVM dialect: lossy exactly where llvm-mc 14 assembles the text to other bytes (recorded vectors)', () => {
  assert.ok(RECS.length >= 30);
  for (const rec of RECS) {
    const gi = findGeneration(rec.arch)!.index;
    const words = wordsOf(rec.bytes);
    const r = emptyDecoded(gi);
    const size = decodeLlvmAt(r, [...words, 0], 0, words.length, gi);
    assert.equal(size, words.length, `${rec.bytes}: size`);
    const text = llvmText(r, 0);
    const want = rec.llvm_text ?? rec.input!;
    assert.equal(text, want, rec.bytes);
    const lost = rec.asm_bytes !== rec.bytes;
    assert.equal(llvmLossy, lost, `${rec.arch} ${want}: llvm-mc gives ${rec.asm_bytes ?? rec.asm_error}`);
    assert.equal(llvmLossyWhy, lost ? rec.cls : null, `${rec.arch} ${want}: class`);
    // The disassembler: words and the text as a comment where the text is lossy; the text alone with `exact`.
    const line = lost ? `.long ${words.map(hex8).join(', ')} ; ${want}\n` : `${want}\n`;
    assert.equal(disassemble(words, { arch: gi, syntax: 'llvm', header: false }).text, line);
    assert.equal(disassemble(words, { arch: gi, syntax: 'llvm', header: false, exact: true }).text, `${want}\n`);
  }
});

test('LLVM dialect: the vectors cover every lossy class on every generation that has one', () => {
  const classes = ['folded-literal', 'ignored-bits', 'refused-register', 'invalid-immediate', 'constant-bus', 'refused-value',
    'other-encoding', 'comment'];
  for (const c of classes) assert.ok(RECS.some((r) => r.cls === c && r.arch === 'tonga'), c);
  for (const arch of ['tahiti', 'hawaii']) assert.ok(RECS.some((r) => r.arch === arch && r.cls !== 'none'), arch);
  assert.ok(RECS.filter((r) => r.cls === 'none').length >= 5, 'lines that are not lossy');
});
