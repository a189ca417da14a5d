// Micro-benchmark of the emulator's float core: ns per call on 2^20 seeded
// random inputs per function (each function gets its own compiled loop, so
// its call site stays monomorphic as in an emulator's dispatch).
// Run: npx tsc -p . && node dist/bench/float-core.js [filter]

import * as F from '../src/emu/float/index.js';

const N = 1 << 20;
let seed = 0x9e3779b9;
function rnd(): number {
  seed = (seed + 0x9e3779b9) >>> 0;
  let z = seed;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
const any32 = new Uint32Array(N);
const small32 = new Uint32Array(N); // |x| in [2^-17, 2^8): the interesting range of exp/sin/cos
const any16 = new Uint32Array(N);
for (let i = 0; i < N; i++) {
  any32[i] = rnd();
  small32[i] = ((any32[i]! & 0x807fffff) | ((110 + (rnd() % 25)) << 23)) >>> 0;
  any16[i] = rnd() & 0xffff;
}

type Fn = (b: number) => number;
const cases: [string, Fn, Uint32Array][] = [
  ['f32ToF16 rne', (b) => F.f32ToF16(b, 0), any32],
  ['f32ToF16 rtz', (b) => F.f32ToF16(b, 3), any32],
  ['f16ToF32', F.f16ToF32, any16],
  ['f64ToF32 rup', (b) => F.f64ToF32(b, b ^ 0x5a5a5a5a, 1), any32],
  ['f32ToF64', F.f32ToF64, any32],
  ['i32ToF32 rdn', (b) => F.i32ToF32(b, 2), any32],
  ['f32ToI32', F.f32ToI32, any32],
  ['floorF32', F.floorF32, small32],
  ['fractF32 rne', (b) => F.fractF32(b, 0), small32],
  ['frexpMantF32', (b) => F.frexpMantF32(b), any32],
  ['rcpF32', (b) => F.rcpF32(b), any32],
  ['rsqF32', (b) => F.rsqF32(b), any32],
  ['sqrtF32', (b) => F.sqrtF32(b), any32],
  ['exp2F32', (b) => F.exp2F32(b), small32],
  ['log2F32', F.log2F32, any32],
  ['sinF32', (b) => F.sinF32(b), small32],
  ['cosF32', (b) => F.cosF32(b), small32],
  ['rcpF16', (b) => F.rcpF16(b), any16],
  ['rsqF16', F.rsqF16, any16],
  ['exp2F16', (b) => F.exp2F16(b), any16],
  ['log2F16', F.log2F16, any16],
  ['sinF16', (b) => F.sinF16(b), any16],
  ['rcpF64', (b) => F.rcpF64(b, b ^ 0x12345678), any32],
  ['rsqF64', (b) => F.rsqF64(b & 0x7fffffff, b ^ 0x12345678), any32],
  ['sqrtF64', (b) => F.sqrtF64(b & 0x7fffffff, b ^ 0x12345678), any32],
];

const filter = process.argv[2];
for (const [name, fn, inputs] of cases) {
  if (filter !== undefined && !name.includes(filter)) continue;
  // a fresh copy of the loop per case keeps each call site monomorphic
  const loop = new Function('fn', 'a', 'let s = 0; for (let i = 0; i < a.length; i++) s ^= fn(a[i]); return s;') as
    (fn: Fn, a: Uint32Array) => number;
  loop(fn, inputs);
  const t0 = performance.now();
  loop(fn, inputs);
  loop(fn, inputs);
  const dt = (performance.now() - t0) / 2;
  console.log(`${name.padEnd(14)} ${((dt / N) * 1e6).toFixed(1).padStart(6)} ns`);
}
console.log(`Ziv stage 2: ${F.zivStats.stage2}, unresolved: ${F.zivStats.unresolved}`);
