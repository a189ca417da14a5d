// Exact lines (src/asm/pipeline/exact-lines.ts): a line met before byte for
// byte reuses its words. Checked against the general parser alone (caches
// off) on sources that repeat whole lines among lines whose words depend on
// context: symbols redefined between repeats (read as absolute values, as
// labels, forward), the location counter, branches, comments, a change of
// generation, register symbols; fed whole and in small chunks (lines split
// across chunks, so the same line arrives from different buffers and
// offsets). Both runs must give the same bytes, records and diagnostics, and
// the exact table must have served most lines. Plus the table's own rules:
// epochs, a full table, resting on sources that do not repeat.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ClrxAssembler } from '../src/asm/clrx.js';
import { LlvmAssembler } from '../src/asm/llvm.js';
import { assembleText, BytesWriter } from '../src/asm/pipeline/collect.js';
import { AsmDriver } from '../src/asm/pipeline/driver.js';
import { ExactLines } from '../src/asm/pipeline/exact-lines.js';
import { GENERATIONS, type GenIndex } from '../src/index.js';
import type { AsmResult } from '../src/asm/assembly.js';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { mulberry32, testSeed } from './support/isa-facts.js';

const SEED = testSeed(0x65786163);
console.log(`asm exact lines: seed ${SEED} (GCNKIT_SEED)`);

type Syntax = 'clrx' | 'llvm';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Lines of every encoding: the MC-test texts of test/vectors/llvm-mc (canonical lines of both dialects). */
function texts(g: GenIndex, syntax: Syntax): string[] {
  const file = join(root, 'test', 'vectors', 'llvm-mc', `${['tahiti', 'hawaii', 'tonga'][g]}.jsonl.gz`);
  const out: string[] = [];
  for (const l of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    if (l === '') continue;
    const t = (JSON.parse(l) as Record<string, string | null>)[syntax === 'clrx' ? 'clrx' : 'asm'];
    if (typeof t === 'string' && !/\.L[0-9]+_0|raw:/.test(t)) out.push(t);
  }
  return out;
}

function dialect(syntax: Syntax, g: GenIndex): ClrxAssembler | LlvmAssembler {
  return syntax === 'clrx' ? new ClrxAssembler(GENERATIONS[g]!, 0) : new LlvmAssembler(GENERATIONS[g]!, 0);
}

/** Lines whose words depend on what came before them (each repeated as is). */
const CONTEXT: Record<Syntax, string[]> = {
  clrx: [
    'sym = 5', 'sym = 0x12345678', '.set sym, 9', 'v_mov_b32 v1, sym', 's_mov_b32 s1, sym', 'v_add_f32 v1, sym, v2',
    'lab: s_mov_b32 s0, .-lab', 's_mov_b32 s0, .-lab', 's_branch lab', 's_cbranch_scc0 lab', 'v_mov_b32 v2, fwd',
    'v_mov_b32 v3, v4 ; comment', 'v_mov_b32 v3, v4 /* c */', 's_nop 0', 's_endpgm', 'v_mov_b32 v1, 1.5',
  ],
  llvm: [
    'sym = 5', 'sym = 0x12345678', '.set sym, 9', 'v_mov_b32 v1, sym', 's_mov_b32 s1, sym', 'v_add_f32 v1, sym, v2',
    'lab: s_mov_b32 s0, .-lab', 's_mov_b32 s0, .-lab', 's_branch lab', 's_cbranch_scc0 lab', 'v_mov_b32 v2, fwd',
    'v_mov_b32 v3, v4 ; comment', 'v_mov_b32 v3, v4 // c', 's_nop 0', 's_endpgm', 'v_mov_b32 v1, 1.5',
  ],
};

interface Run { r: AsmResult; exactHits: number }

/** Assembles `src` fed in chunks of `chunk` bytes (0: whole), with or without the line caches. */
function run(src: string, syntax: Syntax, g: GenIndex, caches: boolean, chunk = 0): Run {
  if (chunk === 0) {
    let driver: AsmDriver | null = null;
    const r = assembleText(src, dialect(syntax, g), caches, (d) => { driver = d; });
    return { r, exactHits: (driver as AsmDriver | null)?.exact?.stats.hits ?? 0 };
  }
  const d = dialect(syntax, g);
  const w = new BytesWriter();
  const drv = new AsmDriver(d, w, null, undefined, undefined, caches);
  const b = new TextEncoder().encode(src);
  for (let i = 0; i < b.length; i += chunk) drv.push(b.slice(i, i + chunk));
  drv.end();
  const r = {
    bytes: d.asm.diag.errors > 0 ? new Uint8Array(0) : w.bytes.slice(0, w.len),
    diagnostics: d.asm.diag.list,
  } as unknown as AsmResult;
  return { r, exactHits: drv.exact?.stats.hits ?? 0 };
}

function summary(r: AsmResult): string[] {
  const out = [Buffer.from(r.bytes).toString('hex')];
  for (const d of r.diagnostics) out.push(`${d.line}:${d.col}: ${d.severity}: ${d.message}`);
  if (r.records !== undefined) {
    for (let i = 0; i < r.records.count; i++) {
      out.push(`record line ${r.records.line[i]} offset ${r.records.offset[i]} size ${r.records.size[i]} span ${r.records.start[i]}-${r.records.end[i]}`);
    }
  }
  return out;
}

function firstDiff(a: string[], b: string[]): string {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `cache: ${(a[i] ?? '').slice(0, 300)}\n  general: ${(b[i] ?? '').slice(0, 300)}`;
  }
  return '';
}

/** A source of a few hundred distinct lines, each met many times, with the context lines among them. */
function source(syntax: Syntax, g: GenIndex, rnd: () => number, n: number): string {
  const all = texts(g, syntax);
  const pool = Array.from({ length: 300 }, () => all[rnd() % all.length]!);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    if (rnd() % 12 === 0) lines.push(CONTEXT[syntax][rnd() % CONTEXT[syntax].length]!);
    else lines.push(pool[rnd() % pool.length]!);
  }
  lines.push('fwd = 7');
  return lines.join('\n') + '\n';
}

for (const syntax of ['clrx', 'llvm'] as Syntax[]) {
  for (const g of [0, 1, 2] as GenIndex[]) {
    test(`exact lines = general parser (${syntax}, ${GENERATIONS[g]!.id})`, () => {
      const rnd = mulberry32(SEED + g + (syntax === 'llvm' ? 16 : 0));
      const src = source(syntax, g, rnd, 8000);
      const cached = run(src, syntax, g, true);
      const general = run(src, syntax, g, false);
      assert.equal(firstDiff(summary(cached.r), summary(general.r)), '');
      assert.ok(cached.exactHits > 4000, `the exact table served ${cached.exactHits} of 8000 lines`);
      // Without the lines that have errors (bytes are only written then).
      const bad = new Set(general.r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line));
      const good = src.split('\n').map((l, i) => (bad.has(i + 1) ? '' : l)).join('\n');
      const cg = run(good, syntax, g, true);
      const gg = run(good, syntax, g, false);
      assert.equal(gg.r.errorCount, 0);
      assert.ok(gg.r.bytes.length > 10000);
      assert.equal(firstDiff(summary(cg.r), summary(gg.r)), '');
      // In chunks: the same lines from other buffers, at other offsets, some split.
      for (const chunk of [7, 61, 4096]) {
        const c = run(good, syntax, g, true, chunk);
        assert.equal(Buffer.from(c.r.bytes).toString('hex'), Buffer.from(gg.r.bytes).toString('hex'), `chunks of ${chunk}`);
        assert.ok(c.exactHits > 4000, `chunks of ${chunk}: ${c.exactHits} exact hits`);
      }
    });
  }
}

// v_add_f32 v1, v2, v3 is VOP2 opcode 3 on GCN 1.0 (0x06020702 by the layout);
// clrxasm 0.1.9 (recorded here: `clrxasm -b rawcode`) keeps the first device
// once code has started, so the words after `.gpu Tonga` stay GCN 1.0's.
test('a .gpu after code: the kept lines stay right (CLRX)', () => {
  const src = ['.gpu Tahiti', 'v_add_f32 v1, v2, v3', 'v_add_f32 v1, v2, v3', '.gpu Tonga', 'v_add_f32 v1, v2, v3', 'v_add_f32 v1, v2, v3'].join('\n') + '\n';
  for (const caches of [true, false]) {
    const r = assembleText(src, new ClrxAssembler(GENERATIONS[2]!, 0), caches);
    assert.equal(r.errorCount, 0);
    assert.deepEqual(Array.from(new Uint32Array(r.bytes.slice().buffer)), [0x06020702, 0x06020702, 0x06020702, 0x06020702], `caches ${caches}`);
  }
});

test('register symbols turn the kept lines off (CLRX)', () => {
  const src = ['v_mov_b32 v1, v2', 'v_mov_b32 v1, v2', 'v2 = %v7', 'v_mov_b32 v1, v2', 'v_mov_b32 v1, v2'].join('\n') + '\n';
  const a = assembleText(src, new ClrxAssembler(GENERATIONS[2]!, 0), true);
  const b = assembleText(src, new ClrxAssembler(GENERATIONS[2]!, 0), false);
  assert.deepEqual(summary(a), summary(b));
});

test('an absolute variable redefined between repeats (LLVM: substituted at parse time)', () => {
  // v_mov_b32 v1, 5 = 0x7e020285; 9 = 0x7e020289 (VOP1 with an inline constant, GCN 1.2 layout).
  const src = ['sym = 5', 'v_mov_b32 v1, sym', 'v_mov_b32 v1, sym', 'sym = 9', 'v_mov_b32 v1, sym', 'v_mov_b32 v2, sym'].join('\n') + '\n';
  const r = assembleText(src, new LlvmAssembler(GENERATIONS[2]!, 0), true);
  assert.equal(r.errorCount, 0);
  assert.deepEqual(Array.from(new Uint32Array(r.bytes.slice().buffer)), [0x7e020285, 0x7e020285, 0x7e020289, 0x7e040289]);
});

function bytesOf(s: string, pad: number): Uint8Array {
  const b = new Uint8Array(pad + s.length + 3);
  for (let i = 0; i < s.length; i++) b[pad + i] = s.charCodeAt(i);
  return b;
}

test('the table: hits, lines at any offset, the guess and the hash agree, epochs', () => {
  const x = new ExactLines();
  const lines = ['s_nop 0', 'v_mov_b32 v1, v2', 'v_add_f32 v1, v2, v3', 'v_mov_b32 v1, v2 ', 'v_mov_b32 v1, v3', 'a', 'abcd', 'abcde'];
  // Kept from one buffer, found from buffers where the line starts at every alignment.
  lines.forEach((l, i) => {
    const b = bytesOf(l, 1);
    assert.equal(x.lookup(b, 1, 1 + l.length, 3), 0);
    assert.ok(x.pending);
    x.keep(b, 1, 1 + l.length, 1 + (i & 1), 0x1000 + i, 0x2000 + i);
  });
  for (const order of [[0, 1, 2, 3, 4, 5, 6, 7], [7, 5, 3, 1, 0, 2, 4, 6]]) {
    for (const pad of [0, 1, 2, 3, 5]) {
      for (const i of order) {
        const l = lines[i]!;
        const b = bytesOf(l, pad);
        assert.equal(x.lookup(b, pad, pad + l.length, 3), 1 + (i & 1), `${l} at ${pad}`);
        assert.equal(x.out[0], 0x1000 + i);
        if (i & 1) assert.equal(x.out[1], 0x2000 + i);
      }
    }
  }
  // Other lines: a byte more, less, or different.
  for (const l of ['s_nop 1', 'v_mov_b32 v1, v', 'v_mov_b32 v1, v22', 'abc', 'abcdf', 'b']) {
    assert.equal(x.lookup(bytesOf(l, 0), 0, l.length, 3), 0, l);
  }
  // Another epoch: nothing is known.
  assert.equal(x.lookup(bytesOf('s_nop 0', 0), 0, 7, 4), 0);
  assert.equal(x.lookup(bytesOf('s_nop 0', 0), 0, 7, 3), 0);
});

test('the table stays bounded and rests on lines that do not repeat', () => {
  const x = new ExactLines();
  // 200,000 distinct lines: the table starts again when full; lines kept since are found.
  for (let i = 0; i < 200_000; i++) {
    const l = `v_mov_b32 v1, 0x${(i + 0x100000).toString(16)}`;
    const b = bytesOf(l, 0);
    if (x.lookup(b, 0, l.length, 1) === 0 && x.pending) x.keep(b, 0, l.length, 2, i, i);
  }
  assert.ok(x.stats.rests > 0, 'a source without repeats rests the table');
  const y = new ExactLines();
  const kept: string[] = [];
  for (let i = 0; i < 150_000; i++) {
    const l = `s_mov_b32 s1, 0x${(i + 0x100000).toString(16)}`;
    const b = bytesOf(l, 0);
    // Every line met twice in a row: half of the lookups hit, so the table never rests.
    for (let k = 0; k < 2; k++) {
      const n = y.lookup(b, 0, l.length, 1);
      if (n === 0 && y.pending) y.keep(b, 0, l.length, 2, i, ~i);
      else if (n !== 0) assert.deepEqual([y.out[0], y.out[1]], [i, ~i >>> 0]);
    }
    kept.push(l);
  }
  assert.equal(y.stats.rests, 0);
  assert.equal(y.stats.hits, 150_000);
  assert.equal(y.stats.kept, 150_000);
  // The table started again when full: the last lines kept are there, the first ones are not.
  const last = kept[kept.length - 1]!;
  assert.equal(y.lookup(bytesOf(last, 0), 0, last.length, 1), 2);
  assert.equal(y.lookup(bytesOf(kept[0]!, 0), 0, kept[0]!.length, 1), 0);
});

// s_add_u32 sD, literal, s1: SOP2 opcode 0 (0x80000000 | SDST << 16 | SSRC1 << 8 | SSRC0 = 255), then the literal (every generation's layout).
test('a source that repeats with a long period wakes the sampled table (both dialects)', () => {
  const lines: string[] = [];
  const want: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    lines.push(`s_add_u32 s${i % 100}, 0x${(0x12340000 + i).toString(16)}, s1`);
    want.push((0x800001ff | ((i % 100) << 16)) >>> 0, 0x12340000 + i);
  }
  const src = (lines.join('\n') + '\n').repeat(5);
  for (const syntax of ['clrx', 'llvm'] as Syntax[]) {
    const r = run(src, syntax, 2, true);
    assert.equal(r.r.errorCount, 0);
    const words = Array.from(new Uint32Array(r.r.bytes.slice().buffer));
    assert.equal(words.length, want.length * 5);
    for (let k = 0; k < 5; k++) assert.deepEqual(words.slice(k * want.length, (k + 1) * want.length), want, `${syntax}, copy ${k}`);
    assert.ok(r.exactHits >= 40_000, `${syntax}: ${r.exactHits} exact hits`);
  }
});
