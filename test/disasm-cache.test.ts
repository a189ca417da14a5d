// The disassembler's fast path (lines copied from the line cache, CLRX branch
// lines completed with their label number, labels kept as bits in a ring)
// against its slow path: a listing (-l) decodes and prints every instruction
// afresh, so the same input with the listing prefixes removed must give the
// same text. Inputs repeat their words many times (the cache hits) and mix in
// branches forwards and backwards, zero runs, two-word instructions and
// chunk boundaries that split instructions.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Disassembler, type DisasmOptions } from '../src/index.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const dec = new TextDecoder();

function run(words: Uint32Array, opts: DisasmOptions, chunk: number): string {
  const parts: string[] = [];
  const d = new Disassembler(opts, (c) => { parts.push(dec.decode(c)); }, 4096);
  const bytes = new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
  for (let i = 0; i < bytes.length; i += chunk) d.push(bytes.subarray(i, Math.min(bytes.length, i + chunk)));
  d.end();
  return parts.join('');
}

const unlisted = (text: string) => text.replace(/^\/\*[^*]*\*\/ /gm, '');

/** s_branch / s_cbranch_scc0 with a 16-bit word offset. */
const branch = (op: number, simm: number) => ((0x17f << 23) | (op << 16) | (simm & 0xffff)) >>> 0;

function program(seed: number, n: number): Uint32Array {
  // A float in [0, 1) (mulberry32 gives 32-bit integers).
  const next = mulberry32(seed);
  const rnd = () => next() / 2 ** 32;
  // A small pool of words, so that most instructions are cache hits.
  const pool = [
    0x7e020302, // v_mov_b32 v1, v2
    0xd1628105, 0x28000106, // VOP3 (two words)
    0x7e0202ff, 0x3f800000, // v_mov_b32 v1, 1.0 (literal)
    0xbf8c0f70, // s_waitcnt
    0xc0020102, 0x00000004, // SMEM (GCN 1.2, two words)
    0x4a000002, // v_add_f32
  ];
  const w: number[] = [];
  while (w.length < n) {
    const r = rnd();
    if (r < 0.04) w.push(branch(2, Math.floor(rnd() * 2000) - 1000)); // s_branch, either way
    else if (r < 0.06) w.push(branch(4, -Math.floor(rnd() * 40000))); // s_cbranch_scc0 back, past the window at times
    else if (r < 0.07) w.push(branch(4, 0x7fff)); // as far ahead as a branch goes
    else if (r < 0.08) for (let k = Math.floor(rnd() * 5); k >= 0; k--) w.push(0); // a zero run
    else {
      const at = Math.floor(rnd() * pool.length);
      // Keep two-word instructions whole (their second word follows them in the pool).
      const start = at > 0 && (pool[at - 1] === 0xd1628105 || pool[at - 1] === 0x7e0202ff || pool[at - 1] === 0xc0020102) ? at - 1 : at;
      w.push(pool[start]!);
      if (start + 1 < pool.length && (pool[start] === 0xd1628105 || pool[start] === 0x7e0202ff || pool[start] === 0xc0020102)) w.push(pool[start + 1]!);
    }
  }
  return Uint32Array.from(w.slice(0, n));
}

test('cached lines and ring labels give the text the uncached listing path gives (both dialects, odd chunks)', () => {
  const seed = testSeed(0x5eed9);
  for (const [k, arch] of (['gcn1.0', 'gcn1.2'] as const).entries()) {
    const words = program(seed + k, 100_000);
    for (const syntax of ['clrx', 'llvm'] as const) {
      for (const chunk of [1 << 20, 4094, 13]) {
        const fast = run(words, { arch, syntax }, chunk);
        const slow = unlisted(run(words, { arch, syntax, listing: true }, 1 << 20));
        if (fast !== slow) {
          const a = fast.split('\n');
          const b = slow.split('\n');
          const i = a.findIndex((l, j) => l !== b[j]);
          assert.fail(`${arch} ${syntax} chunk ${chunk} (seed ${seed}): line ${i + 1} is '${a[i]}', uncached '${b[i]}'`);
        }
      }
    }
  }
});

test('CLRX: one branch word at many offsets prints each its own label', () => {
  // s_branch +1 at every word: each targets the word after the next one.
  const n = 70_000;
  const words = new Uint32Array(n).fill(branch(2, 1));
  const lines = run(words, { arch: 'gcn1.2', header: false }, 1 << 20).trimEnd().split('\n');
  let at = 0;
  for (let i = 0; i < n; i++) {
    const off = i * 4;
    // Labels of the branches two words back land here (offset off), from word 2 on.
    if (i >= 2) assert.equal(lines[at++], `.L${off}_0:`, `label at ${off}`);
    assert.equal(lines[at++], `s_branch        .L${off + 8}_0`, `branch at ${off}`);
  }
  // The last two targets lie past the end.
  assert.deepEqual(lines.slice(at), [`.L${n * 4}_0:`, `.org 0x${(n * 4 + 4).toString(16)}`, `.L${n * 4 + 4}_0:`]);
});
