// The shape cache (src/asm/pipeline/shapes.ts) against the general parser
// alone: lines of a few hundred shapes, each repeated with other register
// numbers and literal values (among them the values that could be inline
// constants in some operand: they must not be patched in), mixed with lines
// that must stay out of the cache (symbols, the location counter, labels,
// comments, blanks). Both runs must give the same bytes, records, spans and
// diagnostics, and the cache must have served most lines. Seeded
// (GCNKIT_SEED to replay).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ClrxAssembler } from '../src/asm/clrx.js';
import { LlvmAssembler } from '../src/asm/llvm.js';
import { assembleText } from '../src/asm/pipeline/collect.js';
import type { AsmDriver } from '../src/asm/pipeline/driver.js';
import { GENERATIONS, type GenIndex } from '../src/index.js';
import type { AsmResult } from '../src/asm/assembly.js';
import { disasmLines } from './support/clrx-gen.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const SEED = testSeed(0x73686170);
console.log(`asm shapes: seed ${SEED} (GCNKIT_SEED)`);

/** Literal values around every kind of inline constant, in either half, and plain ones. */
const SPECIAL = [
  0x40, 0x41, 0x3f, 0xfff0, 0xffef, 0xffff, 0x8000, 0x7fff, 0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400,
  0xc400, 0x3118, 0x3119, 0x10000, 0x10040, 0x1fff0, 0x3c003c00, 0x12343c00, 0xffff3c00, 0xfffffff0, 0xffffffef,
  0xffffffff, 0x80000000, 0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000,
  0xc0800000, 0x3e22f983, 0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000, 0x40100000, 0xc0100000, 0x3fc45f30,
  0x3fc45f31, 0x00000100, 0x0000ffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x00800000,
];

function variant(line: string, rnd: () => number, sgprs: number): string {
  const R = (n: number) => rnd() % n;
  return line
    .replace(/\bv\[(\d+):(\d+)\]/g, () => { const a = R(20) === 0 ? 255 : R(255); return `v[${a}:${a + 1}]`; })
    .replace(/\bv(\d+)\b/g, () => `v${R(30) === 0 ? 256 : R(256)}`)
    .replace(/\bs(\d+)\b/g, () => `s${R(sgprs + 4)}`)
    .replace(/\b0x[0-9a-f]{3,8}\b/g, () => {
      const v = R(3) === 0 ? SPECIAL[R(SPECIAL.length)]! : R(2) === 0 ? R(0x10000) : rnd() >>> 0;
      return `0x${v.toString(16)}`;
    });
}

/** Lines the cache must leave alone (or learn nothing wrong from). */
const OTHERS = [
  '.set sym, 0x12345678', 'v_mov_b32 v1, sym', 'v_mov_b32 v2, sym+0x100', 'lab: v_mov_b32 v3, v4', 'v_mov_b32 v5, .-lab',
  'v_mov_b32 v6, fwd', '  v_mov_b32 v7, v8  ', '\tv_mov_b32\tv9, v10', 'v_mov_b32 v11, v12 ; comment', 'v_mov_b32 v13, v14 // c',
  'v_mov_b32 v15, 0x1234 ; x', 'v_cvt_f16_u16 v1, 0x1234', 'v_cvt_f16_u16 v1, 0xffff', 'v_cvt_f16_u16 v1, 0xfff0',
  'v_cvt_f16_u16 v1, 0x3c00', 'v_cvt_f32_f64 v1, 0x3ff00000', 'v_cvt_f32_f64 v1, 0x12345678', 'v_mov_b32 v1, 0x3c003c00',
  'v_mov_b32_e64 v1, 0x12345678', 'v_mov_b32 v1, v2\r', 'v_mov_b32 v1, s[2:3]', 'v_mov_b32 V1, v2', 'v_mov_b32 v001, v2',
];

function run(src: string, g: GenIndex, shapes: boolean): { r: AsmResult; hits: number } {
  let driver: AsmDriver | null = null;
  const r = assembleText(src, new LlvmAssembler(GENERATIONS[g]!, 0), shapes, (d) => { driver = d; });
  return { r, hits: (driver as AsmDriver | null)?.shapes?.stats.hits ?? 0 };
}

function summary(r: AsmResult): string[] {
  const out = r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.severity}: ${d.message} | ${d.source ?? ''}`);
  for (let i = 0; i < r.records.count; i++) {
    out.push(`record line ${r.records.line[i]} offset ${r.records.offset[i]} size ${r.records.size[i]} kind ${r.records.kind[i]} span ${r.records.start[i]}-${r.records.end[i]}`);
  }
  return out;
}

for (const g of [0, 1, 2] as GenIndex[]) {
  test(`shape cache = general parser (LLVM dialect, ${GENERATIONS[g]!.id})`, () => {
    const rnd = mulberry32(SEED + g);
    const templates = disasmLines(g, rnd, 400, 'llvm');
    const lines: string[] = [];
    for (let i = 0; i < 12000; i++) {
      if (rnd() % 25 === 0) lines.push(OTHERS[rnd() % OTHERS.length]!);
      else lines.push(variant(templates[rnd() % templates.length]!, rnd, GENERATIONS[g]!.sgprCount));
    }
    lines.push('fwd = 7');
    const src = lines.join('\n') + '\n';
    const cached = run(src, g, true);
    const general = run(src, g, false);
    const a = summary(cached.r);
    const b = summary(general.r);
    const diff: string[] = [];
    for (let i = 0; i < Math.max(a.length, b.length) && diff.length < 20; i++) {
      if (a[i] !== b[i]) diff.push(`cache: ${a[i]}\n    general: ${b[i]}`);
    }
    assert.deepEqual(diff, []);
    assert.ok(cached.hits > lines.length / 2, `the cache served ${cached.hits} of ${lines.length} lines`);
    // The bytes of the lines without errors.
    const bad = new Set(general.r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line));
    const good = lines.map((l, i) => (bad.has(i + 1) ? '' : l)).join('\n') + '\n';
    const cg = run(good, g, true);
    const gg = run(good, g, false);
    assert.equal(gg.r.errorCount, 0);
    assert.ok(gg.r.bytes.length > 0);
    assert.equal(Buffer.from(cg.r.bytes).toString('hex'), Buffer.from(gg.r.bytes).toString('hex'));
    assert.deepEqual(summary(cg.r), summary(gg.r));
  });
}

// SGPR destinations sit in 7-bit fields right below an opcode bit, and SOPK's
// SIMM16 is the low half of its word: the cache patches them there. Expected
// words by the GCN 1.2 layouts (llvm-mc 14 -mcpu=tonga: s_movk_i32 s5, 0xc1d1
// = 0xb005c1d1; s_mov_b32 s7, s9 = 0xbe870009; s_cmpk_eq_u32 s3, 0x1234 =
// 0xb4031234; s_add_u32 s5, s1, s2 = 0x80050201).
test('SGPR fields and 16-bit immediates patched by the cache (tonga, both dialects)', () => {
  const rnd = mulberry32(SEED + 99);
  const lines: string[] = [];
  const want: number[] = [];
  const imm = (): number => { for (;;) { const v = rnd() & 0xffff; if (v > 0x40 && v < 0xfff0) return v; } };
  for (let i = 0; i < 3000; i++) {
    const d = rnd() % 102;
    const a = rnd() % 102;
    const b = rnd() % 102;
    const k = imm();
    switch (i % 4) {
      case 0: lines.push(`s_movk_i32 s${d}, 0x${k.toString(16)}`); want.push(0xb0000000 | (d << 16) | k); break;
      case 1: lines.push(`s_mov_b32 s${d}, s${a}`); want.push(0xbe800000 | (d << 16) | a); break;
      case 2: lines.push(`s_cmpk_eq_u32 s${d}, 0x${k.toString(16)}`); want.push(0xb4000000 | (d << 16) | k); break;
      default: lines.push(`s_add_u32 s${d}, s${a}, s${b}`); want.push(0x80000000 | (d << 16) | (b << 8) | a); break;
    }
  }
  const bytes = Buffer.alloc(want.length * 4);
  want.forEach((w, i) => bytes.writeUInt32LE(w >>> 0, i * 4));
  for (const dialect of ['clrx', 'llvm'] as const) {
    let driver: AsmDriver | null = null;
    const d = dialect === 'clrx' ? new ClrxAssembler(GENERATIONS[2]!, 0) : new LlvmAssembler(GENERATIONS[2]!, 0);
    const r = assembleText(lines.join('\n') + '\n', d, true, (x) => { driver = x; });
    assert.equal(r.errorCount, 0, dialect);
    assert.equal(Buffer.from(r.bytes).toString('hex'), bytes.toString('hex'), dialect);
    const hits = (driver as AsmDriver | null)?.shapes?.stats.hits ?? 0;
    assert.ok(hits > lines.length * 0.9, `${dialect}: the cache served ${hits} of ${lines.length} lines`);
  }
});
