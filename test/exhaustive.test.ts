// Exhaustive and random robustness test of the decoder and both printers.
//
// - Every 32-bit VOP1 word (bits 31..25 = 0x3f: 2^25 words; with GCNKIT_BIG=1,
//   else the first 2^22) of every generation, with a PRNG second dword (used when SRC0 is 255/249/250, and by
//   the llvm length rule's readfirstlane SDST-255 literal);
// - a seeded random sample of VOP3 words (bits 31..26 = 0x34, opcode in the
//   VOP1 image) per generation, of SDWA/DPP pairs on gcn1.2, and of completely
//   random word pairs.
// Each word is decoded with both length rules and printed in both dialects.
// Where the two rules give the same instruction size (all but ~1000 words per
// 2^25) they read the same words with the same meaning, and the texts must be
// identical; to halve the run time only a pseudo-random eighth of those words
// is printed a second time (see test/support/exhaustive-worker.ts).
// Nothing may throw; every line is non-empty printable ASCII ending in '\n';
// a CLRX line never contains 'undefined', 'null' or 'NaN'; the LLVM printer
// either succeeds or (printLongs) prints one `.long 0x...` line per dword.
//
// The work runs in two worker threads (the machine has two cores). The seed
// is printed; set GCNKIT_SEED to replay a run.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import type { Job, JobResult, Mode } from './support/exhaustive-worker.js';
import { testSeed } from './support/isa-facts.js';
import type { GenIndex } from '../src/index.js';

const WORKER = new URL('./support/exhaustive-worker.js', import.meta.url);
const SEED = testSeed(0x6c6b7830);
const THREADS = 2;

function runWorker(job: Job): Promise<JobResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER, { workerData: job });
    w.once('message', (m: JobResult) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`worker exited with ${code}`)); });
  });
}

function jobSeed(mode: Mode, gen: number, part: number): number {
  let h = (SEED ^ 0x9e3779b9) >>> 0;
  for (const v of [mode.length * 131 + mode.charCodeAt(0), gen, part]) {
    h = Math.imul(h ^ v, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
  }
  return h >>> 0;
}

/** Runs `total` words of a mode on one generation, split over the worker threads. */
async function sweep(mode: Mode, gen: GenIndex, total: number): Promise<void> {
  const t0 = performance.now();
  const parts = Array.from({ length: THREADS }, (_, i) => {
    const from = Math.floor((total * i) / THREADS);
    const to = Math.floor((total * (i + 1)) / THREADS);
    return runWorker({ mode, gen, from, to, seed: jobSeed(mode, gen, i) });
  });
  const res = await Promise.all(parts);
  const words = res.reduce((a, r) => a + r.words, 0);
  const failures = res.flatMap((r) => r.failures);
  const failureCount = res.reduce((a, r) => a + r.failureCount, 0);
  const rejected = res.reduce((a, r) => a + r.llvmRejected, 0);
  const rawLines = res.reduce((a, r) => a + r.clrxRaw, 0);
  const lines = res.reduce((a, r) => a + r.lines.clrx + r.lines.llvm, 0);
  const distinct = res.reduce((a, r) => a + r.distinct, 0);
  console.log(`${mode} gcn1.${gen}: ${words} words x 2 length rules x 2 dialects, ${lines} lines printed, `
    + `${distinct} differ in size by rule, llvm rejected ${rejected}, CLRX raw: ${rawLines}; ${((performance.now() - t0) / 1000).toFixed(1)} s wall `
    + `(${res.map((r) => (r.ms / 1000).toFixed(1)).join(' + ')} s in workers), seed ${SEED}`);
  assert.equal(words, total);
  if (failureCount > 0) {
    assert.fail(`${failureCount} failures (seed ${SEED}); first ${failures.length}:\n  ${failures.join('\n  ')}`);
  }
}

console.log(`exhaustive: seed ${SEED} (set GCNKIT_SEED to replay)`);

// The whole VOP1 space takes ~14 s a generation: GCNKIT_BIG=1 sweeps it; by default its first
// eighth (every opcode and SRC0 with VDST 0-31; VDST's printing is covered by the round trips).
const BIG = process.env['GCNKIT_BIG'] === '1';
for (const gen of [0, 1, 2] as GenIndex[]) {
  test(`every VOP1 word (2^25${BIG ? '' : '; the first 2^22 without GCNKIT_BIG=1'}) on gcn1.${gen}`, () => sweep('vop1-sweep', gen, BIG ? 1 << 25 : 1 << 22));
}
for (const gen of [0, 1, 2] as GenIndex[]) {
  test(`random VOP3 words (VOP1 image) on gcn1.${gen}`, () => sweep('vop3-random', gen, 1_000_000));
}
test('random SDWA/DPP pairs on gcn1.2', () => sweep('ext-random', 2, 2_000_000));
for (const gen of [0, 1, 2] as GenIndex[]) {
  test(`completely random word pairs on gcn1.${gen}`, () => sweep('any-random', gen, 1_000_000));
}
