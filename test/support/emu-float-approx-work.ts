// The checks of test/emu-float-approx.test.ts, as functions over a slice of
// the work so that they can run in two worker threads (the machine has two
// cores). Each returns a list of failure messages (empty when all pass) and
// counters; the reference is test/support/emu-float-ref-tr.ts.

import * as F from '../../src/emu/float/index.js';
import { D, H, Rng, S, hex, type Fmt } from './emu-float-ref.js';
import { exp2Interval, log2Interval, refTr, sinCos2piInterval, type Interval, type TrOp } from './emu-float-ref-tr.js';
import { b64, edges32, edges64, hiOf, loOf } from './emu-float-cases.js';
import { HARD_COS32, HARD_EXP32, HARD_LOG32, HARD_SIN32 } from './emu-float-hard.js';

export interface WorkResult {
  failures: string[];
  checked: number;
  stage2: number;
  unresolved: number;
  /** Largest |approx - exact| / bound seen per kernel stage. */
  ratios: Record<string, number>;
}

const flush32 = (b: number): number => ((b & 0x7f800000) === 0 ? (b & 0x80000000) >>> 0 : b >>> 0);
const flush16 = (h: number): number => ((h & 0x7c00) === 0 ? h & 0x8000 : h);

// The module's functions by op, with the denormal behaviour the reference must model.
type Op16 = (h: number) => number;
const OPS16: Record<TrOp, Op16> = {
  rcp: (h) => F.rcpF16(h), rsq: F.rsqF16, sqrt: F.sqrtF16, exp: (h) => F.exp2F16(h), log: F.log2F16,
  sin: (h) => F.sinF16(h), cos: (h) => F.cosF16(h),
};
/** f32 ops: [function with its default flushing, function without output flushing, always-flush op?] */
const OPS32: Record<TrOp, [(b: number) => number, (b: number) => number, boolean]> = {
  rcp: [(b) => F.rcpF32(b), (b) => F.rcpF32(b, false), true],
  rsq: [(b) => F.rsqF32(b), (b) => F.rsqF32(b, false), true],
  sqrt: [(b) => F.sqrtF32(b), (b) => F.sqrtF32(b, false), true],
  exp: [(b) => F.exp2F32(b), (b) => F.exp2F32(b, false), true],
  log: [F.log2F32, F.log2F32, true],
  sin: [(b) => F.sinF32(b), (b) => F.sinF32(b), false],
  cos: [(b) => F.cosF32(b), (b) => F.cosF32(b), false],
};
export const TR_OPS: TrOp[] = ['rcp', 'rsq', 'sqrt', 'exp', 'log', 'sin', 'cos'];

function newResult(): WorkResult {
  return { failures: [], checked: 0, stage2: 0, unresolved: 0, ratios: {} };
}

function note(res: WorkResult, msg: string): void {
  if (res.failures.length < 20) res.failures.push(msg);
}

/** Runs fn with the fast paths on, then off (slow paths only), comparing both with want. */
function both(res: WorkResult, fn: () => number, want: bigint, what: () => string): void {
  F.floatTestHooks.skipFast = false;
  const a = fn();
  F.floatTestHooks.skipFast = true;
  const b = fn();
  F.floatTestHooks.skipFast = false;
  res.checked++;
  if (BigInt(a) !== want) note(res, `${what()}: got ${hex(a)}, want ${hex(want)}`);
  if (BigInt(b) !== want) note(res, `${what()} [slow paths]: got ${hex(b)}, want ${hex(want)}`);
}

/** Exhaustive f16: inputs h = start, start + step, ... < 65536 for every op. */
export function work16(start: number, step: number): WorkResult {
  const res = newResult();
  const s0 = F.zivStats.stage2;
  const u0 = F.zivStats.unresolved;
  for (let h = start; h < 65536; h += step) {
    for (const op of TR_OPS) {
      const want = refTr(H, op, BigInt(h));
      both(res, () => OPS16[op](h), want, () => `${op}F16(${hex(h, 4)})`);
    }
    // output flushing of the ops that can give denormals
    for (const [name, fn, op] of [['rcp', F.rcpF16, 'rcp'], ['exp', F.exp2F16, 'exp'], ['sin', F.sinF16, 'sin']] as const) {
      const want = refTr(H, op, BigInt(h));
      const isNaN = (Number(want) & 0x7fff) > 0x7c00;
      const got = fn(h, true);
      if (got !== (isNaN ? Number(want) : flush16(Number(want)))) note(res, `${name}F16(${hex(h, 4)}, flush): got ${hex(got)}`);
    }
  }
  res.stage2 = F.zivStats.stage2 - s0;
  res.unresolved = F.zivStats.unresolved - u0;
  return res;
}

/** Inputs for an f32 op: edges, op-specific ranges and uniform bit patterns. */
export function inputs32(op: TrOp, rng: Rng, n: number): number[] {
  const out = edges32();
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  const bits = (x: number): number => { f[0] = x; return u[0]!; };
  if (op === 'exp') {
    for (let k = -152; k <= 130; k++) for (const d of [0, 1, -1]) out.push((bits(k) + d) >>> 0, (bits(k + 0.5) + d) >>> 0);
    for (const x of [-126, -149, -150, -151, 127.99999, 128, -125.99999]) out.push(bits(x), (bits(x) + 1) >>> 0, (bits(x) - 1) >>> 0);
  }
  if (op === 'sin' || op === 'cos') {
    for (let k = -1024; k <= 1024; k++) out.push(bits(k / 4), (bits(k / 4) + 1) >>> 0, (bits(k / 4) - 1) >>> 0, bits(k / 8));
    for (const x of [256, -256]) out.push(bits(x), (bits(x) + 1) >>> 0, (bits(x) - 1) >>> 0);
  }
  if (op === 'log') for (let d = -300; d <= 300; d++) out.push((0x3f800000 + d) >>> 0);
  // the inputs that need stage 2 in production (from the exhaustive sweep), and their negations
  const hard = op === 'exp' ? HARD_EXP32 : op === 'log' ? HARD_LOG32 : op === 'sin' ? HARD_SIN32 : op === 'cos' ? HARD_COS32 : [];
  for (const b of hard) out.push(b, (b ^ 0x80000000) >>> 0);
  const third = Math.floor(n / 3);
  for (let i = 0; i < third; i++) out.push(rng.u32());
  for (let i = 0; i < n - third; i++) {
    let e: number;
    if (op === 'exp') e = 100 + rng.below(35); // |x| in [2^-27, 2^8)
    else if (op === 'sin' || op === 'cos') e = 90 + rng.below(45); // up to 2^8
    else if (op === 'log') e = 120 + rng.below(14);
    else e = 1 + rng.below(253);
    out.push(((rng.u32() & 0x80000000) | (e << 23) | (rng.u32() & 0x7fffff)) >>> 0);
  }
  return out;
}

/** Random f32 checks of op: n inputs from the seed. */
export function work32(op: TrOp, seed: number, n: number): WorkResult {
  const res = newResult();
  // the production path must reach stage 2 on every sweep-found hard case
  const hard = op === 'exp' ? HARD_EXP32 : op === 'log' ? HARD_LOG32 : op === 'sin' ? HARD_SIN32 : op === 'cos' ? HARD_COS32 : [];
  const before = F.zivStats.stage2;
  for (const b of hard) OPS32[op][0](b);
  if (F.zivStats.stage2 - before !== hard.length) note(res, `${op}: ${F.zivStats.stage2 - before} of ${hard.length} sweep cases reached stage 2`);
  const s0 = F.zivStats.stage2;
  const u0 = F.zivStats.unresolved;
  const [fn, fnKeep, af] = OPS32[op];
  for (const b of inputs32(op, new Rng(seed), n)) {
    const inb = af ? flush32(b) : b;
    const raw = refTr(S, op, BigInt(inb));
    const isNaN = (Number(raw) & 0x7fffffff) > 0x7f800000;
    const want = af && !isNaN ? BigInt(flush32(Number(raw))) : raw;
    both(res, () => fn(b), want, () => `${op}F32(${hex(b)})`);
    if (af && op !== 'log') both(res, () => fnKeep(b), raw, () => `${op}F32(${hex(b)}, keep denormal result)`);
  }
  res.stage2 = F.zivStats.stage2 - s0;
  res.unresolved = F.zivStats.unresolved - u0;
  return res;
}

/** Random f64 checks of rcp/rsq/sqrt: n inputs. */
export function work64(seed: number, n: number): WorkResult {
  const res = newResult();
  const rng = new Rng(seed);
  const ins = edges64();
  for (let i = 0; i < n; i++) ins.push(b64(rng.u32(), rng.u32()));
  // perfect squares, powers of four and their neighbours
  for (let i = 0; i < 200; i++) {
    const k = 1 + rng.below(1 << 26);
    const x = k * k; // exact below 2^53
    const fv = new Float64Array([x, 2 ** (2 * (rng.below(1000) - 500))]);
    const uv = new Uint32Array(fv.buffer);
    for (const [hi, lo] of [[uv[1]!, uv[0]!], [uv[3]!, uv[2]!]]) for (const d of [-1, 0, 1]) ins.push(b64(hi, (lo + d) >>> 0));
  }
  const ops: [TrOp, (hi: number, lo: number) => number][] = [
    ['rcp', (hi, lo) => F.rcpF64(hi, lo)], ['rsq', F.rsqF64], ['sqrt', F.sqrtF64],
  ];
  for (const x of ins) {
    for (const [op, fn] of ops) {
      const want = refTr(D, op, x);
      F.floatTestHooks.skipFast = false;
      fn(hiOf(x), loOf(x));
      const a = b64(F.res64.hi, F.res64.lo);
      F.floatTestHooks.skipFast = true;
      fn(hiOf(x), loOf(x));
      const b = b64(F.res64.hi, F.res64.lo);
      F.floatTestHooks.skipFast = false;
      res.checked++;
      if (a !== want) note(res, `${op}F64(${hex(x, 16)}): got ${hex(a, 16)}, want ${hex(want, 16)}`);
      if (b !== want) note(res, `${op}F64(${hex(x, 16)}) [slow path]: got ${hex(b, 16)}, want ${hex(want, 16)}`);
    }
  }
  return res;
}

// --- validation of the kernels' error bounds ---------------------------------------------

/** max(|y - lo|, |y - hi|) / d for a double y (or h + l) and the exact enclosure [lo, hi] * 2^e. */
function ratio(iv: Interval, parts: number[], d: number): number {
  // exact dyadic sum of the parts, on the grid 2^g with g low enough
  const g = -1200;
  let sum = 0n;
  for (const p of parts) sum += dyadic(p, g);
  const scale = iv.e - g;
  const lo = (iv.neg ? -iv.hi : iv.lo) << BigInt(scale);
  const hi = (iv.neg ? -iv.lo : iv.hi) << BigInt(scale);
  const err = [sum - lo, hi - sum].map((v) => (v < 0n ? -v : v)).reduce((a, b) => (a > b ? a : b));
  const dd = dyadic(d, g);
  return Number((err * 1000000n) / dd) / 1000000;
}

/** x * 2^-g as an exact bigint (x a double, multiple of 2^g). */
function dyadic(x: number, g: number): bigint {
  if (x === 0) return 0n;
  const f = new Float64Array([x]);
  const u = new BigUint64Array(f.buffer);
  const bits = u[0]!;
  const neg = bits >> 63n === 1n;
  const ef = Number((bits >> 52n) & 0x7ffn);
  let m = bits & 0xfffffffffffffn;
  let e: number;
  if (ef === 0) e = -1074; else { m |= 1n << 52n; e = ef - 1075; }
  const v = m << BigInt(e - g);
  return neg ? -v : v;
}

/** Checks stage 1 and 2 bounds of the kernels on n random f32 arguments: returns the largest ratios. */
export function workBounds(seed: number, n: number): WorkResult {
  const res = newResult();
  const rng = new Rng(seed);
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  const val = (b: number): number => { u[0] = b; return f[0]!; };
  const bump = (k: string, r: number): void => { res.ratios[k] = Math.max(res.ratios[k] ?? 0, r); };
  const W = 320;
  for (let i = 0; i < n; i++) {
    // exp2: x in (-150, 128)
    const xe = val(((rng.u32() & 0x80000000) | ((90 + rng.below(44)) << 23) | (rng.u32() & 0x7fffff)) >>> 0);
    if (xe > -150 && xe < 128) {
      const m = exactOf(xe);
      const iv = exp2Interval(m, W);
      const [y, d] = F.expLogKernels.exp2Fast(xe);
      bump('exp2 stage 1', ratio(iv, [y], d));
      const [h, l, d2] = F.expLogKernels.exp2DD(xe);
      bump('exp2 stage 2', ratio(iv, [h, l], d2));
      res.checked++;
    }
    // log2: positive normal or denormal f32, not a power of two
    const xl = val((rng.below(2) === 0 ? (0x3f000000 + rng.below(0x1000000)) : rng.u32() & 0x7f7fffff) >>> 0);
    if (xl > 0 && xl !== 2 ** Math.round(Math.log2(xl))) {
      const iv = log2Interval(exactOf(xl), W);
      const [y, d] = F.expLogKernels.log2Fast(xl);
      bump('log2 stage 1', ratio(iv, [y], d));
      const [h, l, d2] = F.expLogKernels.log2DD(xl);
      bump('log2 stage 2', ratio(iv, [h, l], d2));
      res.checked++;
    }
    // sin/cos kernels: u in (0, 1/8] with f32 or finer resolution
    const uu = (1 + rng.below(1 << 24)) * 2 ** -27 * (rng.below(4) === 0 ? 2 ** -rng.below(60) : 1);
    for (const kind of [0, 1] as const) {
      const t = sinCos2piInterval(exactOf(uu), kind, W);
      if ('exact' in t) continue;
      const [y, d] = F.sinCosKernels.sincosFast(uu, kind);
      bump(`${kind === 0 ? 'sin' : 'cos'} stage 1`, ratio(t, [y], d));
      const [h, l, d2] = F.sinCosKernels.sincosDD(uu, kind);
      bump(`${kind === 0 ? 'sin' : 'cos'} stage 2`, ratio(t, [h, l], d2));
      res.checked++;
    }
  }
  return res;
}

function exactOf(x: number): { neg: boolean; m: bigint; e: number } {
  let e = -1200;
  let v = dyadic(x, e);
  const neg = v < 0n;
  if (neg) v = -v;
  while (v !== 0n && (v & 0xffffffffn) === 0n) { v >>= 32n; e += 32; }
  while (v !== 0n && (v & 1n) === 0n) { v >>= 1n; e += 1; }
  return { neg, m: v, e };
}

// --- exhaustive f32 rcp/rsq/sqrt with exact integer checks -------------------------------
// All three are scale-invariant on normal results (1/(x 2^k) = (1/x) 2^-k,
// sqrt(x 4^k) = sqrt(x) 2^k, and the module computes with exactly scaled
// doubles), so checking x in [1, 2) (rcp) or [1, 4) (rsq, sqrt) covers every
// normal input; rcp's denormal results (|x| in [2^126, 2^128), output kept)
// are checked as well. A result r is correct iff the exact value lies
// strictly between the midpoints m- and m+ around r (ties are impossible:
// the exact value is a power of two or not dyadic). The comparisons are
// exact integer arithmetic on doubles: M^2 < 2^53 is exact, and X * M^2 is
// split as X * A * 2^26 + X * B with X * A, X * B < 2^53.

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const val32 = (b: number): number => { u32[0] = b; return f32[0]!; };

/** sign(X * M2 - P * 2^26) exactly, for integers X < 2^26, M2 < 2^53 and a power of two P < 2^53. */
function cmpProd(X: number, M2: number, P: number): number {
  const A = Math.floor(M2 / 67108864);
  const B = M2 - A * 67108864;
  const d = (X * A - P) * 67108864 + X * B;
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

export function workExhaustive32(op: 'rcp' | 'rsq' | 'sqrt', part: number, parts: number): WorkResult {
  const res = newResult();
  const lo = Math.floor((part * (1 << 23)) / parts);
  const hi = Math.floor(((part + 1) * (1 << 23)) / parts);
  let hard = 0;
  if (op === 'rcp') {
    // binade -> [scale of the result's midpoints 2^-t, bound 2^-(s + t)] with x = X 2^s
    const plan: [number, number, number][] = [[127, 2 ** 25, 2 ** 48], [253, 2 ** 150, 2 ** 47], [254, 2 ** 150, 2 ** 46]];
    for (const [ef, scale, bound] of plan) {
      for (let mant = lo; mant < hi; mant++) {
        const b = ((ef << 23) | mant) >>> 0;
        const X = mant | 0x800000;
        const rb = F.rcpF32(b, false);
        const r = val32(rb);
        const M0 = (r + val32(rb - 1)) * 0.5 * scale;
        const M1 = (r + val32(rb + 1)) * 0.5 * scale;
        res.checked++;
        if (!(X * M0 < bound && X * M1 > bound)) note(res, `rcpF32(${hex(b)}) = ${hex(rb)} is not correctly rounded`);
      }
    }
  } else {
    for (const ef of [127, 128]) {
      for (let mant = lo; mant < hi; mant++) {
        const b = ((ef << 23) | mant) >>> 0;
        const x = val32(b);
        const X = x * 8388608; // x = X 2^-23
        res.checked++;
        if (op === 'rsq') {
          const rb = F.rsqF32(b);
          const r = val32(rb);
          if (Math.fround(1 / Math.sqrt(x)) !== r) hard++;
          // m = M 2^-26: x m^2 < 1  <=>  X M^2 < 2^75 = 2^49 * 2^26
          const M0 = (r + val32(rb - 1)) * 33554432;
          const M1 = (r + val32(rb + 1)) * 33554432;
          if (!(cmpProd(X, M0 * M0, 562949953421312) < 0 && cmpProd(X, M1 * M1, 562949953421312) > 0)) {
            note(res, `rsqF32(${hex(b)}) = ${hex(rb)} is not correctly rounded`);
          }
        } else {
          const rb = F.sqrtF32(b);
          const r = val32(rb);
          // m = M 2^-24: m^2 < x  <=>  M^2 < X 2^25
          const M0 = (r + val32(rb - 1)) * 8388608;
          const M1 = (r + val32(rb + 1)) * 8388608;
          if (!(M0 * M0 < X * 33554432 && M1 * M1 > X * 33554432)) note(res, `sqrtF32(${hex(b)}) = ${hex(rb)} is not correctly rounded`);
        }
      }
    }
  }
  res.ratios['rsq hard cases'] = hard; // inputs where fround(1 / Math.sqrt(x)) is wrong
  return res;
}

export type Job =
  | { kind: '16'; start: number; step: number }
  | { kind: '32'; op: TrOp; seed: number; n: number }
  | { kind: '64'; seed: number; n: number }
  | { kind: 'bounds'; seed: number; n: number }
  | { kind: 'all32'; op: 'rcp' | 'rsq' | 'sqrt'; part: number; parts: number };

export function runJob(job: Job): WorkResult {
  switch (job.kind) {
    case '16': return work16(job.start, job.step);
    case '32': return work32(job.op, job.seed, job.n);
    case '64': return work64(job.seed, job.n);
    case 'all32': return workExhaustive32(job.op, job.part, job.parts);
    default: return workBounds(job.seed, job.n);
  }
}

export type { Fmt };
