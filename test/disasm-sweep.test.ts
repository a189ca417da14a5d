// No input breaks the decoder or the printers: random words of every
// encoding and generation (more with GCNKIT_SWEEP=N words per encoding),
// through both dialects, the typed view and the streaming disassembler.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clrxText } from '../src/disasm/clrx/index.js';
import { decodeAt, emptyDecoded } from '../src/disasm/decode.js';
import { disassemble } from '../src/disasm/disassembler.js';
import { llvmText } from '../src/disasm/llvm/index.js';
import { decodeLlvmAt } from '../src/disasm/llvm/length.js';
import { decodeInstruction } from '../src/disasm/typed.js';
import type { GenIndex } from '../src/isa/generations.js';

const N = Number(process.env.GCNKIT_SWEEP ?? 1500);

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** [mask, value] of the identifying bits of each encoding (both SI and VI tags). */
const TAGS: [number, number][] = [
  [0xc0000000, 0x80000000], [0xf0000000, 0xb0000000], [0xff800000, 0xbe800000], [0xff800000, 0xbf000000],
  [0xff800000, 0xbf800000], [0xf8000000, 0xc0000000], [0xfc000000, 0xc0000000], [0x80000000, 0], [0xfe000000, 0x7e000000],
  [0xfe000000, 0x7c000000], [0xfc000000, 0xd0000000], [0xfc000000, 0xd4000000], [0xfc000000, 0xc8000000],
  [0xfc000000, 0xd8000000], [0xfc000000, 0xe0000000], [0xfc000000, 0xe8000000], [0xfc000000, 0xf0000000],
  [0xfc000000, 0xc4000000], [0xfc000000, 0xf8000000], [0xfc000000, 0xdc000000], [0, 0],
];

const PRINTABLE = /^[\x20-\x7e]*$/;

for (const gi of [0, 1, 2] as GenIndex[]) {
  test(`gen ${gi}: every encoding's random words decode and print in both dialects without throwing`, () => {
    const rnd = mulberry32(1000 + gi);
    const c = emptyDecoded(gi);
    const l = emptyDecoded(gi);
    let printed = 0;
    for (const [m, v] of TAGS) {
      for (let k = 0; k < N; k++) {
        const sparse = k & 1;
        const r = (): number => (sparse ? (rnd() & rnd() & rnd()) >>> 0 : rnd());
        let w0 = ((r() & ~m) | v) >>> 0;
        if (k % 5 === 0) w0 = ((w0 & ~0x1ff) | [0xf9, 0xfa, 0xff][k % 3]!) >>> 0; // SDWA, DPP, literal
        const words = [w0, r(), r()];
        const end = 1 + (k % 3); // also truncated instructions
        decodeAt(c, words, 0, end, gi);
        for (const opts of [{}, { exact: true }, { noRaw: true }]) {
          const t = clrxText(c, 4 * k, opts);
          assert.ok(PRINTABLE.test(t) && t.length > 0 && !/undefined|NaN/.test(t), `${words.map((x) => x.toString(16))}: ${t}`);
        }
        decodeLlvmAt(l, words, 0, end, gi);
        const lt = llvmText(l, 4 * k);
        assert.ok(lt === null || (PRINTABLE.test(lt) && lt.length > 0 && !/undefined|NaN/.test(lt)), `${words.map((x) => x.toString(16))}: ${lt}`);
        const typed = decodeInstruction(words.slice(0, end), { arch: gi });
        assert.equal(typed.size, c.size);
        printed++;
      }
    }
    assert.ok(printed >= TAGS.length * N);
  });

  test(`gen ${gi}: random streams through the disassembler, both dialects, listing or not`, () => {
    const rnd = mulberry32(77 + gi);
    // Two s_endpgm at the end: the stream ends on a whole instruction whatever comes before.
    const words = Uint32Array.from({ length: 20 * N + 2 }, (_, i) => (i >= 20 * N ? 0xbf810000 : i % 97 === 0 ? 0 : rnd()));
    for (const syntax of ['clrx', 'llvm'] as const) {
      for (const listing of [false, true]) {
        const r = disassemble(words, { arch: gi, syntax, listing });
        const lines = r.text.split('\n');
        assert.equal(lines.pop(), '');
        for (const line of lines) assert.ok(line.length > 0 && PRINTABLE.test(line), JSON.stringify(line));
        assert.equal(r.errorCount, 0);
      }
    }
  });
}
