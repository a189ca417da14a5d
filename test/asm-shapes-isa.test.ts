// The shape cache on whole-ISA lines (every encoding, both dialects) against
// the general parser alone: LLVM 14's MC-test texts (test/vectors/llvm-mc),
// each repeated with other register numbers and literal values. Both runs
// must give the same bytes, records and diagnostics; the cache must have
// served lines. Seeded (GCNKIT_SEED to replay).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { ClrxAssembler } from '../src/asm/clrx.js';
import { LlvmAssembler } from '../src/asm/llvm.js';
import { assembleText } from '../src/asm/pipeline/collect.js';
import type { AsmDriver } from '../src/asm/pipeline/driver.js';
import { GENERATIONS, type GenIndex } from '../src/index.js';
import type { AsmResult } from '../src/asm/assembly.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const SEED = testSeed(0x69736168);
console.log(`asm shapes (whole ISA): seed ${SEED} (GCNKIT_SEED)`);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FILES = ['tahiti', 'hawaii', 'tonga'];

function texts(g: GenIndex, key: 'clrx' | 'asm'): string[] {
  const out: string[] = [];
  const recs = gunzipSync(readFileSync(join(root, 'test', 'vectors', 'llvm-mc', `${FILES[g]}.jsonl.gz`))).toString('utf8');
  for (const l of recs.split('\n')) {
    if (l === '') continue;
    const t = (JSON.parse(l) as Record<string, string | null>)[key];
    if (typeof t === 'string' && !/\.L[0-9]+_0|raw:/.test(t)) out.push(t);
  }
  return out;
}

const SPECIAL = [0x40, 0x41, 0xfff0, 0xffff, 0x3c00, 0x3f800000, 0x3ff00000, 0xffffffff, 0x3fc45f30, 0x12345, 0x5a6b7c8d];

function variant(line: string, rnd: () => number, sgprs: number): string {
  const R = (n: number) => rnd() % n;
  return line
    .replace(/\bv\[(\d+):(\d+)\]/g, (m, a: string, b: string) => {
      if (Number(b) !== Number(a) + 1) return m;
      const x = R(20) === 0 ? 255 : R(255);
      return `v[${x}:${x + 1}]`;
    })
    .replace(/\bv(\d+)\b/g, () => `v${R(30) === 0 ? 256 : R(256)}`)
    .replace(/\bs(\d+)\b/g, () => `s${R(sgprs + 4)}`)
    .replace(/\b0x[0-9a-f]{3,8}\b/g, () => {
      const v = R(3) === 0 ? SPECIAL[R(SPECIAL.length)]! : R(2) === 0 ? R(0x10000) : rnd() >>> 0;
      return `0x${v.toString(16)}`;
    });
}

function run(src: string, g: GenIndex, dialect: 'clrx' | 'llvm', shapes: boolean): { r: AsmResult; hits: number } {
  let driver: AsmDriver | null = null;
  const d = dialect === 'clrx' ? new ClrxAssembler(GENERATIONS[g]!, 0) : new LlvmAssembler(GENERATIONS[g]!, 0);
  const r = assembleText(src, d, shapes, (x) => { driver = x; });
  return { r, hits: (driver as AsmDriver | null)?.shapes?.stats.hits ?? 0 };
}

function summary(r: AsmResult): string[] {
  const out = r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.severity}: ${d.message}`);
  for (let i = 0; i < r.records.count; i++) out.push(`record line ${r.records.line[i]} offset ${r.records.offset[i]} size ${r.records.size[i]}`);
  out.push(Buffer.from(r.bytes).toString('hex'));
  return out;
}

for (const dialect of ['clrx', 'llvm'] as const) {
  for (const g of [0, 1, 2] as GenIndex[]) {
    test(`shape cache = general parser on every encoding (${dialect}, ${GENERATIONS[g]!.id})`, () => {
      const rnd = mulberry32(SEED + g * 2 + (dialect === 'clrx' ? 0 : 1));
      const all = texts(g, dialect === 'clrx' ? 'clrx' : 'asm');
      const templates: string[] = [];
      for (let i = 0; i < 500; i++) templates.push(all[rnd() % all.length]!);
      const lines: string[] = [];
      for (let i = 0; i < 5000; i++) {
        const t = templates[rnd() % templates.length]!;
        lines.push(rnd() % 4 === 0 ? t : variant(t, rnd, GENERATIONS[g]!.sgprCount));
      }
      const src = lines.join('\n') + '\n';
      const cached = run(src, g, dialect, true);
      const general = run(src, g, dialect, false);
      const a = summary(cached.r);
      const b = summary(general.r);
      const diff: string[] = [];
      for (let i = 0; i < Math.max(a.length, b.length) && diff.length < 20; i++) {
        if (a[i] !== b[i]) diff.push(`cache: ${a[i]?.slice(0, 300)}\n    general: ${b[i]?.slice(0, 300)}`);
      }
      assert.deepEqual(diff, []);
      assert.ok(cached.hits > lines.length / 4, `the cache served ${cached.hits} of ${lines.length} lines`);
    });
  }
}

// Rules decided by relations between operands (llvm-mc's constant bus: the same SGPR twice is one
// value; an early-clobber destination overlapping a source) give different outcomes for lines of one
// shape: the caches must not stand for such lines.
test('shape cache = general parser where operand relations decide (llvm, constant bus, early clobber)', () => {
  const rnd = mulberry32(SEED + 17);
  const R = (n: number) => rnd() % n;
  for (const g of [0, 2] as GenIndex[]) {
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) {
      switch (R(4)) {
        case 0: lines.push(`v_add_f32_e64 v${R(8)}, s${R(3)}, s${R(3)}`); break;
        case 1: { const x = 2 * R(3); lines.push(`v_cndmask_b32_e64 v1, s${R(6)}, v2, s[${x}:${x + 1}]`); break; }
        case 2: lines.push(`v_min3_f32 v1, s${R(3)}, v${R(4)}, s${R(3)}`); break;
        default: {
          const d = R(8);
          const pair = (): string => { const x = R(8); return `v[${x}:${x + 1}]`; };
          const quad = (x: number): string => `v[${x}:${x + 3}]`;
          lines.push(g === 2 ? `v_mqsad_u32_u8 ${quad(d)}, ${pair()}, v${R(10)}, ${quad(R(8))}` : `v_mqsad_pk_u16_u8 v[${d}:${d + 1}], ${pair()}, v${R(10)}, ${pair()}`);
        }
      }
    }
    const src = lines.join('\n') + '\n';
    const cached = summary(run(src, g, 'llvm', true).r);
    const general = summary(run(src, g, 'llvm', false).r);
    assert.deepEqual(cached, general);
    // Both outcomes occur for every kind of line (else the test proves nothing).
    const errs = general.filter((l) => l.includes(': error: '));
    assert.ok(errs.some((l) => l.includes('constant bus')) && errs.some((l) => l.includes('destination must be different')), 'both rules refuse some lines');
    assert.ok(errs.length < lines.length * 0.9, `${errs.length} of ${lines.length} refused`);
  }
});
