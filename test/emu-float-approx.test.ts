// Float core, approximate ops (semantics.md §5.4, §7): rcp, rsq, sqrt in
// f16/f32/f64, exp2, log2, sin(2 pi x), cos(2 pi x) in f16/f32, and their
// clamp/legacy forms, against the BigInt reference (exact rational results
// for rcp/rsq/sqrt; interval-checked fixed-point evaluation, which proves the
// rounding of each reference result, for the transcendentals).
//
// - f16: all 65536 inputs of every op, with the fast paths on and with them
//   skipped (so that the double-double stage and the exact rsq path are also
//   checked exhaustively), and with output flushing;
// - f32: edges plus seeded random inputs per op (both paths, with and
//   without output flushing of the always-flush ops), and every input on
//   which the exhaustive sweep (test/support/emu-float-sweep.ts) found the
//   fast stage undecided (emu-float-hard.ts): those must reach stage 2;
// - f64 rcp/rsq/sqrt: edges, random bit patterns, perfect squares and powers
//   of four with neighbours (both paths);
// - the kernels' error bounds: the measured |approx - exact| / bound of each
//   stage on random arguments must stay below 1/2;
// - f32 rcp, rsq and sqrt on every normal input (they are scale-invariant, so
//   one or two binades cover all; plus rcp's denormal results), checked by
//   exact integer comparisons with the midpoints around each result;
// - the generated tables equal the generator's output.
// The work is split over two worker threads. The seed is printed;
// GCNKIT_SEED replays a run.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import * as F from '../src/emu/float/index.js';
import { hex, seedFrom } from './support/emu-float-ref.js';
import { tablesSource } from './support/emu-float-gen.js';
import { TR_OPS, type Job, type WorkResult } from './support/emu-float-approx-work.js';

const SEED = seedFrom('emu-float-approx', 0x5eed0002);
console.log(`emu-float-approx seed: ${hex(SEED)} (GCNKIT_SEED to replay)`);
const N32 = 75000; // random inputs per f32 op (plus edges)
const N64 = 30000;
const NBOUNDS = 6000;

const WORKER = new URL('./support/emu-float-approx-worker.js', import.meta.url);

function run(jobs: Job[]): Promise<WorkResult[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER, { workerData: jobs });
    w.once('message', (m: WorkResult[]) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`worker exited with ${code}`)); });
  });
}

/** Two workers, jobs dealt alternately (the list is ordered so that the halves take similar times). */
async function runAll(jobs: Job[]): Promise<WorkResult[]> {
  const a: Job[] = [];
  const b: Job[] = [];
  jobs.forEach((j, i) => (i % 2 === 0 ? a : b).push(j));
  const [ra, rb] = await Promise.all([run(a), run(b)]);
  const out: WorkResult[] = [];
  jobs.forEach((_, i) => out.push((i % 2 === 0 ? ra : rb)[i >> 1]!));
  return out;
}

const jobs: Job[] = [
  { kind: '16', start: 0, step: 2 }, { kind: '16', start: 1, step: 2 },
  ...TR_OPS.map((op, i): Job => ({ kind: '32', op, seed: SEED ^ (0x3200 + i), n: N32 })),
  { kind: '64', seed: SEED ^ 0x6464, n: N64 }, { kind: 'bounds', seed: SEED ^ 0xb0b0, n: NBOUNDS },
  { kind: 'all32', op: 'rcp', part: 0, parts: 1 }, { kind: 'all32', op: 'rsq', part: 0, parts: 2 },
  { kind: 'all32', op: 'sqrt', part: 0, parts: 1 }, { kind: 'all32', op: 'rsq', part: 1, parts: 2 },
];
const results = runAll(jobs);

function report(name: string, rs: WorkResult[]): void {
  const failures = rs.flatMap((r) => r.failures);
  const checked = rs.reduce((s, r) => s + r.checked, 0);
  assert.deepEqual(failures, [], `${name}: ${failures.length} failures`);
  assert.ok(checked > 0);
  for (const r of rs) assert.equal(r.unresolved, 0, `${name}: a Ziv test left an input undecided`);
  console.log(`${name}: ${checked} checks, ${rs.reduce((s, r) => s + r.stage2, 0)} stage-2 evaluations, none undecided`);
}

test('f16 rcp/rsq/sqrt/exp/log/sin/cos: exhaustive, fast and slow paths, flushing', async () => {
  const rs = await results;
  report('f16 exhaustive', rs.slice(0, 2));
});

for (const [i, op] of TR_OPS.entries()) {
  test(`f32 ${op}: edges and ${N32} seeded random inputs, fast and slow paths`, async () => {
    const rs = await results;
    report(`f32 ${op}`, [rs[2 + i]!]);
  });
}

test(`f64 rcp/rsq/sqrt: edges, perfect squares, ${N64} random, fast and slow paths`, async () => {
  const rs = await results;
  report('f64 rcp/rsq/sqrt', [rs[2 + TR_OPS.length]!]);
});

test('kernel error bounds hold with a margin of 2 against the exact values', async () => {
  const rs = await results;
  const r = rs[3 + TR_OPS.length]!;
  assert.deepEqual(r.failures, []);
  console.log('largest |approx - exact| / bound:', Object.entries(r.ratios).map(([k, v]) => `${k} ${v.toFixed(4)}`).join(', '));
  for (const [k, v] of Object.entries(r.ratios)) assert.ok(v < 0.5, `${k}: ratio ${v}`);
  assert.equal(Object.keys(r.ratios).length, 8);
});

test('f32 rcp/rsq/sqrt: exhaustive over every normal input (exact integer midpoint checks)', async () => {
  const rs = (await results).slice(4 + TR_OPS.length);
  const failures = rs.flatMap((r) => r.failures);
  assert.deepEqual(failures, []);
  const n = rs.reduce((s, r) => s + r.checked, 0);
  assert.equal(n, 3 * 2 ** 23 + 2 * 2 ** 24); // rcp: 3 binades; rsq, sqrt: 2 binades each
  const hard = rs.reduce((s, r) => s + (r.ratios['rsq hard cases'] ?? 0), 0);
  console.log(`f32 rcp/rsq/sqrt exhaustive: ${n} inputs correct; fround(1/Math.sqrt(x)) was wrong on ${hard} of them`);
});

test('generated tables match the generator', () => {
  const file = readFileSync(new URL('../../src/emu/float/tables.ts', import.meta.url), 'utf8');
  assert.equal(file, tablesSource());
});

// --- special values, spelled out from semantics.md §5.4 -------------------------------

test('special values of §5.4 (f32)', () => {
  const eq = (got: number, want: number, what: string): void => assert.equal(hex(got), hex(want), what);
  const NAN = 0x7fa00001; // an sNaN with a payload
  eq(F.rcpF32(0), 0x7f800000, 'rcp(+0)'); eq(F.rcpF32(0x80000000), 0xff800000, 'rcp(-0)');
  eq(F.rcpF32(0x00000005), 0x7f800000, 'rcp(+denormal)'); eq(F.rcpF32(0x80000005), 0xff800000, 'rcp(-denormal)');
  eq(F.rcpF32(0x7f800000), 0, 'rcp(+inf)'); eq(F.rcpF32(0xff800000), 0x80000000, 'rcp(-inf)');
  eq(F.rcpF32(0x7e800001), 0, 'rcp(>2^126) flushed'); eq(F.rcpF32(0xfe800001), 0x80000000, 'rcp(<-2^126) flushed');
  eq(F.rcpF32(0x7e800000), 0x00800000, 'rcp(2^126)'); eq(F.rcpF32(0x3f800000), 0x3f800000, 'rcp(1)');
  eq(F.rcpF32(NAN), 0x7fe00001, 'rcp(NaN)'); eq(F.rcpIflagF32(0x40000000), 0x3f000000, 'rcp_iflag(2)');
  eq(F.rcpClampF32(0), 0x7f7fffff, 'rcp_clamp(+0)'); eq(F.rcpClampF32(0x80000000), 0xff7fffff, 'rcp_clamp(-0)');
  eq(F.rcpLegacyF32(0), 0, 'rcp_legacy(+0)'); eq(F.rcpLegacyF32(0x80000000), 0x80000000, 'rcp_legacy(-0)');
  eq(F.rcpLegacyF32(0x40000000), 0x3f000000, 'rcp_legacy(2)');
  eq(F.rsqF32(0), 0x7f800000, 'rsq(+0)'); eq(F.rsqF32(0x80000000), 0xff800000, 'rsq(-0)');
  eq(F.rsqF32(0xbf800000), 0xffc00000, 'rsq(-1)'); eq(F.rsqF32(0xff800000), 0xffc00000, 'rsq(-inf)');
  eq(F.rsqF32(0x7f800000), 0, 'rsq(+inf)'); eq(F.rsqF32(0x40800000), 0x3f000000, 'rsq(4)'); eq(F.rsqF32(NAN), 0x7fe00001, 'rsq(NaN)');
  eq(F.rsqClampF32(0), 0x7f7fffff, 'rsq_clamp(+0)'); eq(F.rsqClampF32(0x80000000), 0xff800000, 'rsq_clamp(-0) (§10 #4)');
  eq(F.rsqLegacyF32(0), 0, 'rsq_legacy(+0)'); eq(F.rsqLegacyF32(0x40800000), 0x3f000000, 'rsq_legacy(4)');
  eq(F.sqrtF32(0x80000000), 0x80000000, 'sqrt(-0)'); eq(F.sqrtF32(0xbf800000), 0xffc00000, 'sqrt(-1)');
  eq(F.sqrtF32(0xff800000), 0xffc00000, 'sqrt(-inf)'); eq(F.sqrtF32(0x7f800000), 0x7f800000, 'sqrt(+inf)');
  eq(F.sqrtF32(0x80000001), 0x80000000, 'sqrt(-denormal) = -0 (flushed)');
  eq(F.exp2F32(0xff800000), 0, 'exp(-inf)'); eq(F.exp2F32(0x80000000), 0x3f800000, 'exp(-0)');
  eq(F.exp2F32(0x00000003), 0x3f800000, 'exp(denormal)'); eq(F.exp2F32(0x7f800000), 0x7f800000, 'exp(+inf)');
  eq(F.exp2F32(0x43000000), 0x7f800000, 'exp(128)'); eq(F.exp2F32(0x42fe0000), 0x7f000000, 'exp(127)');
  eq(F.exp2F32(0xc2fc0000), 0x00800000, 'exp(-126)'); eq(F.exp2F32(0xc2fc0001), 0, 'exp(<-126) flushed');
  eq(F.exp2F32(0xc3000000, false), 0x00000001 << 21, 'exp(-128) kept'); eq(F.exp2F32(0xc3160000, false), 0, 'exp(-150) tie');
  eq(F.exp2F32(0x3f000000), 0x3fb504f3, 'exp(0.5)'); eq(F.exp2F32(NAN), 0x7fe00001, 'exp(NaN)');
  eq(F.log2F32(0), 0xff800000, 'log(+0)'); eq(F.log2F32(0x80000000), 0xff800000, 'log(-0)');
  eq(F.log2F32(0x00000001), 0xff800000, 'log(denormal)'); eq(F.log2F32(0xbf800000), 0xffc00000, 'log(-1)');
  eq(F.log2F32(0xff800000), 0xffc00000, 'log(-inf)'); eq(F.log2F32(0x7f800000), 0x7f800000, 'log(+inf)');
  eq(F.log2F32(0x3f800000), 0, 'log(1)'); eq(F.log2F32(0x00800000), 0xc2fc0000, 'log(2^-126)');
  eq(F.log2F32(0x7f000000), 0x42fe0000, 'log(2^127)'); eq(F.logClampF32(0), 0xff7fffff, 'log_clamp(0)');
  eq(F.expLegacyF32(0x40400000), 0x41000000, 'exp_legacy(3)'); eq(F.logLegacyF32(0x41000000), 0x40400000, 'log_legacy(8)');
  // sin/cos: domain, quarter revolutions, signs of zero
  eq(F.sinF32(0x43800001), 0, 'sin(>256)'); eq(F.sinF32(0xc3800001), 0, 'sin(<-256)'); eq(F.cosF32(0x43800001), 0x3f800000, 'cos(>256)');
  eq(F.sinF32(0x43800000), 0, 'sin(256)'); eq(F.sinF32(0xc3800000), 0x80000000, 'sin(-256)'); eq(F.cosF32(0xc3800000), 0x3f800000, 'cos(-256)');
  eq(F.sinF32(0x7f800000), 0xffc00000, 'sin(inf)'); eq(F.cosF32(0xff800000), 0xffc00000, 'cos(-inf)');
  eq(F.sinF32(0), 0, 'sin(+0)'); eq(F.sinF32(0x80000000), 0x80000000, 'sin(-0)'); eq(F.cosF32(0x80000000), 0x3f800000, 'cos(-0)');
  eq(F.sinF32(0x3e800000), 0x3f800000, 'sin(1/4)'); eq(F.sinF32(0xbe800000), 0xbf800000, 'sin(-1/4)');
  eq(F.sinF32(0x3f000000), 0, 'sin(1/2) = +0'); eq(F.sinF32(0xbf000000), 0x80000000, 'sin(-1/2) = -0');
  eq(F.sinF32(0x3f800000), 0, 'sin(1) = +0'); eq(F.sinF32(0xbf800000), 0x80000000, 'sin(-1) = -0');
  eq(F.sinF32(0x3f400000), 0xbf800000, 'sin(3/4)'); eq(F.cosF32(0x3e800000), 0, 'cos(1/4) = +0');
  eq(F.cosF32(0xbe800000), 0, 'cos(-1/4) = +0'); eq(F.cosF32(0x3f400000), 0, 'cos(3/4) = +0');
  eq(F.cosF32(0x3f000000), 0xbf800000, 'cos(1/2)'); eq(F.cosF32(0x3f800000), 0x3f800000, 'cos(1)');
  eq(F.sinF32(0x3e000000), 0x3f3504f3, 'sin(1/8)'); eq(F.sinF32(NAN), 0x7fe00001, 'sin(NaN)');
  eq(F.sinF32(0x00000001), 0x00000006, 'sin(min denormal) kept'); eq(F.sinF32(0x00000001, true), 0, 'sin(min denormal) flushed');
});

test('special values of §5.4 (f16, f64)', () => {
  const eq = (got: number, want: number, what: string): void => assert.equal(hex(got, 4), hex(want, 4), what);
  eq(F.rcpF16(0x3c00), 0x3c00, 'rcp(1)'); eq(F.sqrtF16(0x3c00), 0x3c00, 'sqrt(1)'); eq(F.rsqF16(0x3c00), 0x3c00, 'rsq(1)');
  eq(F.log2F16(0x3c00), 0, 'log(1)'); eq(F.exp2F16(0), 0x3c00, 'exp(0)'); eq(F.exp2F16(0x8000), 0x3c00, 'exp(-0)');
  eq(F.rcpF16(0x8000), 0xfc00, 'rcp(-0)'); eq(F.rcpF16(0x0001), 0x7c00, 'rcp(min denormal) overflows');
  eq(F.rsqF16(0x0001), 0x6c00, 'rsq(2^-24) = 4096'); eq(F.log2F16(0x0001), 0xce00, 'log(2^-24) = -24');
  eq(F.rsqF16(0xbc00), 0xfe00, 'rsq(-1)'); eq(F.sqrtF16(0xfc00), 0xfe00, 'sqrt(-inf)'); eq(F.log2F16(0x8001), 0xfe00, 'log(-denormal)');
  eq(F.exp2F16(0xce40), 0, 'exp(-25)'); eq(F.exp2F16(0xce3f), 0x0001, 'exp(-24.98)'); eq(F.exp2F16(0x4c00), 0x7c00, 'exp(16)');
  eq(F.sinF16(0x5c01), 0, 'sin(>256)'); eq(F.cosF16(0x5c01), 0x3c00, 'cos(>256)'); eq(F.sinF16(0xb800), 0x8000, 'sin(-1/2)');
  eq(F.cosF16(0x3400), 0, 'cos(1/4)'); eq(F.sinF16(0x7c00), 0xfe00, 'sin(inf)'); eq(F.sinF16(0x7d00), 0x7f00, 'sin(sNaN)');
  const f64 = (fn: () => number): string => { fn(); return hex(F.res64.hi) + hex(F.res64.lo); };
  assert.equal(f64(() => F.rcpF64(0, 0)), '0x7ff000000x00000000');
  assert.equal(f64(() => F.rcpF64(0x80000000, 0)), '0xfff000000x00000000');
  assert.equal(f64(() => F.rcpClampF64(0x80000000, 0)), '0xffefffff0xffffffff');
  assert.equal(f64(() => F.rsqF64(0x80000000, 0)), '0xfff000000x00000000');
  assert.equal(f64(() => F.rsqF64(0xbff00000, 0)), '0xfff800000x00000000');
  assert.equal(f64(() => F.rsqClampF64(0, 0)), '0x7fefffff0xffffffff');
  assert.equal(f64(() => F.rsqF64(0x40100000, 0)), '0x3fe000000x00000000');
  assert.equal(f64(() => F.sqrtF64(0xfff00000, 0)), '0xfff800000x00000000');
  assert.equal(f64(() => F.rcpF64(0x7fe00000, 1, true)), '0x000000000x00000000');
  assert.equal(f64(() => F.rsqF64(0x7ff00000, 5)), '0x7ff800000x00000005');
});
