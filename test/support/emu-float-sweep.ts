// Exhaustive sweep of the f32 transcendental kernels (not part of `npm test`:
// it takes minutes). For every f32 input that reaches a kernel of
// exp2F32, log2F32, sinF32 and cosF32, it runs the op as in production and
// records how often stage 1 could not decide the rounding and whether stage 2
// ever failed to (zivStats.unresolved must stay 0: then the fallback is dead
// code for every f32 input and each result is proven correctly rounded, given
// the stage bounds). On every CHECK-th input it also runs stage 2 alone
// (floatTestHooks.skipFast) and requires the same result: a cross-check of
// the stage-1 bounds by an independent, more precise evaluation.
//
//   npx tsc -p . && node dist/test/support/emu-float-sweep.js [exp|log|sin|cos ...] [--check N]
//
// Inputs swept: exp2: |x| in [2^-25, 150) with both signs (smaller |x| give
// 1.0 by the proven shortcut, others are special); log2: every positive
// normal (denormals are flushed); sin, cos: x in (0, 256] including denormals
// (both functions are symmetric: the kernels see |x| only; cos below 2^-15 is
// the proven shortcut 1.0).

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import * as F from '../../src/emu/float/index.js';

type Fn = 'exp' | 'log' | 'sin' | 'cos';
interface Range { fn: Fn; lo: number; hi: number; check: number }
interface Out { fn: Fn; inputs: number; stage2: number; unresolved: number; checked: number; mismatches: string[]; hard: number[] }

const OPS: Record<Fn, (b: number) => number> = {
  exp: (b) => F.exp2F32(b), log: F.log2F32, sin: (b) => F.sinF32(b), cos: (b) => F.cosF32(b),
};

/** Bit ranges [lo, hi) per function (positive patterns; exp adds the negative ones). */
function ranges(fn: Fn): [number, number][] {
  switch (fn) {
    case 'exp': return [[0x33000000, 0x43000000], [0xb3000000, 0xc3160000]]; // [2^-25, 128) and (-150, -2^-25]
    case 'log': return [[0x00800000, 0x7f800000]];
    case 'sin': return [[0x00000001, 0x43800001]];
    default: return [[0x38000000, 0x43800001]];
  }
}

function sweep(r: Range): Out {
  const op = OPS[r.fn];
  const out: Out = { fn: r.fn, inputs: 0, stage2: 0, unresolved: 0, checked: 0, mismatches: [], hard: [] };
  const s0 = F.zivStats.stage2;
  const u0 = F.zivStats.unresolved;
  let extraS = 0;
  let extraU = 0;
  for (let b = r.lo; b < r.hi; b++) {
    const sb = F.zivStats.stage2;
    const got = op(b);
    if (F.zivStats.stage2 !== sb && out.hard.length < 2000) out.hard.push(b);
    out.inputs++;
    if ((b & (r.check - 1)) === 0) {
      const s1 = F.zivStats.stage2, u1 = F.zivStats.unresolved;
      F.floatTestHooks.skipFast = true;
      const slow = op(b);
      F.floatTestHooks.skipFast = false;
      extraS += F.zivStats.stage2 - s1;
      const newU = F.zivStats.unresolved - u1;
      extraU += newU;
      out.checked++;
      if (newU === 0 && slow !== got && out.mismatches.length < 20) out.mismatches.push(`${r.fn}(0x${b.toString(16)}): stage 1 0x${got.toString(16)}, stage 2 0x${slow.toString(16)}`);
    }
  }
  out.stage2 = F.zivStats.stage2 - s0 - extraS;
  out.unresolved = F.zivStats.unresolved - u0 - extraU;
  return out;
}

if (!isMainThread) {
  const jobs = workerData as Range[];
  parentPort!.postMessage(jobs.map(sweep));
} else if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const ci = args.indexOf('--check');
  const check = ci >= 0 ? Number(args[ci + 1]) : 16;
  const fns = (args.filter((a, i) => !a.startsWith('--') && (ci < 0 || i !== ci + 1)) as Fn[]);
  const list: Fn[] = fns.length > 0 ? fns : ['exp', 'log', 'sin', 'cos'];
  const THREADS = 2;
  const CHUNK = 1 << 24;
  const work: Range[] = [];
  for (const fn of list) {
    for (const [lo, hi] of ranges(fn)) for (let a = lo; a < hi; a += CHUNK) work.push({ fn, lo: a, hi: Math.min(hi, a + CHUNK), check });
  }
  const t0 = Date.now();
  const totals = new Map<Fn, Out>();
  let next = 0;
  let done = 0;
  const runOne = (): Promise<void> => new Promise((resolve, reject) => {
    if (next >= work.length) { resolve(); return; }
    const job = work[next++]!;
    const w = new Worker(new URL(import.meta.url), { workerData: [job] });
    w.once('message', (res: Out[]) => {
      for (const o of res) {
        const t = totals.get(o.fn) ?? { fn: o.fn, inputs: 0, stage2: 0, unresolved: 0, checked: 0, mismatches: [], hard: [] };
        t.inputs += o.inputs; t.stage2 += o.stage2; t.unresolved += o.unresolved; t.checked += o.checked;
        t.mismatches.push(...o.mismatches);
        t.hard.push(...o.hard);
        totals.set(o.fn, t);
      }
      done++;
      if (done % 16 === 0) console.error(`  ${done}/${work.length} chunks, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      resolve(runOne());
    });
    w.once('error', reject);
  });
  await Promise.all(Array.from({ length: THREADS }, runOne));
  let ok = true;
  for (const t of totals.values()) {
    console.log(`${t.fn}: ${t.inputs} inputs, stage 2 needed on ${t.stage2}, undecided ${t.unresolved}; ` +
      `${t.checked} cross-checked against stage 2 alone, ${t.mismatches.length} mismatches`);
    for (const m of t.mismatches) console.log(`  ${m}`);
    console.log(`  inputs that needed stage 2: ${t.hard.sort((a, b) => a - b).map((b) => '0x' + b.toString(16)).join(', ')}`);
    if (t.unresolved !== 0 || t.mismatches.length !== 0) ok = false;
  }
  console.log(`${ok ? 'PASS' : 'FAIL'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  process.exitCode = ok ? 0 : 1;
}
