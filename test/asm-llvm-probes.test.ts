// Hand-picked LLVM-dialect lines and llvm-mc 14's answers for them
// (test/vectors/llvm-mc/asm-llvm-probes.jsonl, recorded from the .txt beside
// it by tools/llvm-probe-record.ts): the vector rules llvm-mc applies after
// reading the operands - the constant bus, integer clamping, which form takes
// a modifier or an option, register widths, early clobber, 16-bit literals.
// gcnkit must give the same words, or the same first error at the same column.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assembleLlvm } from '../src/asm/llvm.js';
import { GENERATIONS } from '../src/index.js';

const FILE = fileURLToPath(new URL('../../test/vectors/llvm-mc/asm-llvm-probes.jsonl', import.meta.url));
interface Probe { gen: number; text: string; words?: string[]; col?: number; error?: string }
const probes = readFileSync(FILE, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Probe);

test('asm-llvm-probes: llvm-mc 14\'s answers for the vector rules', () => {
  assert.ok(probes.length >= 100);
  const wrong: string[] = [];
  for (const p of probes) {
    const res = assembleLlvm(p.text, GENERATIONS[p.gen]!);
    const e = res.diagnostics.find((d) => d.severity === 'error');
    const got = e !== undefined ? `${e.col}: ${e.message}`
      : Array.from({ length: res.bytes.length / 4 }, (_, i) => new DataView(res.bytes.buffer, res.bytes.byteOffset).getUint32(4 * i, true).toString(16).padStart(8, '0')).join(' ');
    const want = p.error !== undefined ? `${p.col}: ${p.error}` : p.words!.join(' ');
    if (got !== want) wrong.push(`gen ${p.gen} ${JSON.stringify(p.text)}: gcnkit ${got} / llvm-mc ${want}`);
  }
  assert.deepEqual(wrong, []);
});
