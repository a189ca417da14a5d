// The disassembler's hot loops in WebAssembly (src/disasm/wasm) against the
// JavaScript loops they replace: on input long enough to move them to
// WebAssembly, both must give the same text, byte for byte, in both dialects,
// in any chunks, from any start offset. The JavaScript loops' text is checked
// against clrxdisasm and llvm-mc elsewhere (disasm-branch-labels: clrxdisasm's
// hashes, which run through WebAssembly too; disasm-kernels; the MC vectors).
// Also: the committed module is what loops.wat compiles to.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kernelCode } from '../bench/kernel-code.js';
import { Disassembler, decodeInstructions, type DisasmOptions } from '../src/index.js';
import { LOOPS_WASM } from '../src/disasm/wasm/loops-wasm.js';
import { useWasmLoops } from '../src/disasm/wasm/hot-loops.js';
import { compileLoops, loopsModule } from '../tools/build-wasm.js';
import { branchyProgram } from './support/branchy.js';
import { mulberry32 } from './support/isa-facts.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dec = new TextDecoder();

/** The private field of a Disassembler these tests look at: its WebAssembly loops, when in use. */
type WithHot = { hot: { instructions: number; x: { inRuns(): number; lookups(): number } } | null; instructions: number };
/** A sequence log of other sizes than the usual (entries, bytes of lines). */
type LogSize = { entries: number; textBytes: number };

interface Run { text: string; hot: boolean; share: number; inRuns: number; lookups: number }

function run(bytes: Uint8Array, opts: DisasmOptions, chunk: number, wasm: boolean, log?: LogSize, outChunk = 1 << 16): Run {
  useWasmLoops(wasm, log);
  try {
    const parts: string[] = [];
    const d = new Disassembler(opts, (c) => { parts.push(dec.decode(c)); }, outChunk);
    for (let i = 0; i < bytes.length; i += chunk) d.push(bytes.subarray(i, Math.min(bytes.length, i + chunk)), i + chunk >= bytes.length);
    d.end();
    const h = (d as unknown as WithHot).hot;
    const n = d.instructions;
    return { text: parts.join(''), hot: h !== null, share: h !== null ? h.instructions / n : 0,
      inRuns: h !== null ? h.x.inRuns() / n : 0, lookups: h !== null ? h.x.lookups() / n : 0 };
  } finally {
    useWasmLoops(true);
  }
}

function same(bytes: Uint8Array, opts: DisasmOptions, chunk: number, what: string, log?: LogSize, outChunk?: number): Run {
  const js = run(bytes, opts, chunk, false, undefined, outChunk);
  const wasm = run(bytes, opts, chunk, true, log, outChunk);
  assert.equal(js.hot, false);
  assert.equal(wasm.hot, true, `${what}: the WebAssembly loops were not used`);
  if (wasm.text === js.text) return wasm;
  const a = wasm.text.split('\n');
  const b = js.text.split('\n');
  const i = a.findIndex((l, j) => l !== b[j]);
  assert.fail(`${what}: line ${i + 1}: WebAssembly '${a[i]}', JavaScript '${b[i]}'`);
}

test('the committed WebAssembly module is loops.wat compiled', async () => {
  const bytes = await compileLoops();
  assert.equal(loopsModule(bytes), `${(await import('node:fs')).readFileSync(join(root, 'src', 'disasm', 'wasm', 'loops-wasm.ts'), 'utf8')}`);
  assert.ok(LOOPS_WASM.length > 100);
});

for (const [cpu, arch] of [['tonga', 'gcn1.2'], ['hawaii', 'gcn1.1'], ['tahiti', 'gcn1.0']] as const) {
  test(`real-kernel code (${cpu}): the same text from the WebAssembly loops, both dialects, any chunks`, () => {
    const { bytes } = kernelCode(root, cpu, arch, 120_000);
    for (const syntax of ['clrx', 'llvm'] as const) {
      for (const chunk of [bytes.length, 65536, 100_003]) {
        const { share } = same(bytes, { arch, syntax }, chunk, `${syntax}, chunks of ${chunk}`);
        // Repeated code: after the first copies (about 3,000 instructions each) the WebAssembly
        // loops print nearly everything (not if their tables' hashing differed from text-cache.ts's).
        if (chunk === bytes.length) assert.ok(share > 0.9, `${syntax}: the WebAssembly loops printed only ${(share * 100).toFixed(1)}%`);
      }
      same(bytes, { arch, syntax, startOffset: 0x12340 }, 1 << 20, `${syntax}, from 0x12340`);
    }
  });
}

test('branchy programs and words no encoding matches: the same text from the WebAssembly loops', () => {
  for (const gen of ['gcn1.0', 'gcn1.2'] as const) {
    const words = branchyProgram(7, gen);
    const bytes = new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
    for (const syntax of ['clrx', 'llvm'] as const) {
      for (const chunk of [bytes.length, 65534, 4 << 20]) same(bytes, { arch: gen, syntax }, chunk, `${gen} ${syntax} branchy, chunks of ${chunk}`);
    }
    // Kernel code with random words spliced in: cache misses everywhere, new lines mid-run.
    const { bytes: code } = kernelCode(root, gen === 'gcn1.0' ? 'tahiti' : 'tonga', gen, 60_000);
    const mixed = new Uint32Array(code.buffer.slice(code.byteOffset, code.byteOffset + code.byteLength));
    const next = mulberry32(11);
    for (let i = 0; i < mixed.length; i += 1 + (next() % 200)) mixed[i] = next();
    const mb = new Uint8Array(mixed.buffer);
    for (const syntax of ['clrx', 'llvm'] as const) same(mb, { arch: gen, syntax }, 65536, `${gen} ${syntax} mixed`);
  }
});

test('named labels, offsets near the 32-bit limit and a refilled arena: the same text from the WebAssembly loops', () => {
  const { bytes } = kernelCode(root, 'tonga', 'gcn1.2', 60_000);
  // Names at word starts, inside two-word instructions (odd words) and where numbered labels are.
  const named = new Map<number, string>();
  for (let off = 0; off < bytes.length; off += 4 * 997) named.set(off, `k${off}`);
  named.set(4 * 3709 + 4, 'inside');
  same(bytes, { arch: 'gcn1.2', labels: named }, bytes.length, 'named labels');
  same(bytes, { arch: 'gcn1.2', labels: named }, 65536, 'named labels, chunks');
  // Offsets past what the loops compute in 32 bits: those parts go to the JavaScript loops.
  same(bytes, { arch: 'gcn1.2', startOffset: 0x7ff00000 }, bytes.length, 'near the 32-bit limit');
  // Kernel code, words that are mostly new (random: the line arena fills and starts over, and
  // the log of the kernel's lines with it), the kernel code again.
  const next = mulberry32(5);
  const random = new Uint32Array(700_000);
  for (let i = 0; i < random.length; i++) random[i] = next();
  const rb = new Uint8Array(random.buffer);
  const mixed = new Uint8Array(rb.length + 2 * bytes.length);
  mixed.set(bytes);
  mixed.set(rb, bytes.length);
  mixed.set(bytes, bytes.length + rb.length);
  same(mixed, { arch: 'gcn1.2' }, mixed.length, 'kernel code, random words, kernel code');
});

test('runs of the sequence log and its exits: the same text where input leaves the log, and with a log that fills up', () => {
  const { bytes } = kernelCode(root, 'tonga', 'gcn1.2', 120_000);
  for (const syntax of ['clrx', 'llvm'] as const) {
    // Repeated code: most instructions go out in runs of the log (89-93%), and those looked up in
    // the tables are about the log's first pass over the kernels (2-3%; 8% without the exits,
    // which say where the input goes on). Not so if a run or an exit never matched.
    const r = same(bytes, { arch: 'gcn1.2', syntax }, bytes.length, `${syntax} kernels`);
    assert.ok(r.inRuns > 0.8, `${syntax}: ${(r.inRuns * 100).toFixed(1)}% of the instructions in runs`);
    assert.ok(r.lookups < 0.05, `${syntax}: ${(r.lookups * 100).toFixed(1)}% of the instructions looked up`);
  }
  // Input that leaves a run anywhere: the second word of a two-word instruction changed (the run
  // ends before that instruction), or a first word, in long stretches of repeated code.
  const words = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const seconds = decodeInstructions(bytes, { arch: 'gcn1.2' }).filter((x) => x.size === 2).map((x) => x.offset / 4 + 1);
  const next = mulberry32(23);
  for (let k = 0; k < seconds.length; k += 500 + (next() % 1500)) words[seconds[k]!] ^= 1 << (next() % 32);
  for (let i = 0; i < words.length; i += 2000 + (next() % 4000)) words[i] = next();
  const changed = new Uint8Array(words.buffer);
  for (const syntax of ['clrx', 'llvm'] as const) {
    for (const chunk of [changed.length, 65536]) same(changed, { arch: 'gcn1.2', syntax }, chunk, `${syntax} changed words, chunks of ${chunk}`);
    // A log whose lines fill up first, and one whose entries do: the slots' lines from there on.
    same(changed, { arch: 'gcn1.2', syntax }, changed.length, `${syntax}, a log of 40,000 bytes of lines`, { entries: 1 << 20, textBytes: 40_000 });
    same(changed, { arch: 'gcn1.2', syntax }, changed.length, `${syntax}, a log of 1,000 entries`, { entries: 1000, textBytes: 1 << 20 });
    // Output buffers of a few lines: the loops stop where the room ends (or leave it to JavaScript).
    for (const out of [700, 1500, 5000]) same(changed, { arch: 'gcn1.2', syntax }, 65536, `${syntax}, output in chunks of ${out}`, undefined, out);
  }
});
