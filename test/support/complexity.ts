// Complexity checks that do not depend on the machine's speed (issue 13:
// a busy machine must not fail the suite). Instead of "under 10 s", a test
// measures the work at size n and at 4n and checks the ratio: linear work
// gives about 4, quadratic 16. CPU time of this process is measured (not
// wall time), the smaller size is warmed up and taken at its best of three,
// so load on other cores does not move the ratio. Absolute timings belong
// in `npm run bench`.

import assert from 'node:assert/strict';

/** CPU milliseconds (user + system, all threads of this process) spent in `f`. */
export function cpuMs(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

/** Ratio above which growth is not linear: between 4 (linear) and 16 (quadratic), with room for noise. */
export const LINEAR_RATIO = 10;
/** Below this much CPU time at 4n, any ratio passes: such runs are too short to measure and too fast to matter. */
const FLOOR_MS = 100;

/**
 * Runs `work(n)` and `work(4n)` and fails unless the cost grows at most
 * linearly (ratio below LINEAR_RATIO). `prepare` builds the input outside
 * the measured time. Returns the two costs for the log.
 */
export function assertLinear<T>(what: string, n: number, prepare: (n: number) => T, work: (input: T) => void):
  { small: number; large: number; ratio: number } {
  const a = prepare(n);
  work(a); // warm-up: compilation and first-use tables do not count
  const small = Math.min(cpuMs(() => work(a)), cpuMs(() => work(a)), cpuMs(() => work(a)));
  const b = prepare(4 * n);
  let large = cpuMs(() => work(b));
  // A second look only when the first is suspect (a GC or a busy core at the wrong moment).
  if (large >= FLOOR_MS && large / Math.max(small, 0.001) >= LINEAR_RATIO / 2) large = Math.min(large, cpuMs(() => work(b)));
  const ratio = large / Math.max(small, 0.001);
  if (large >= FLOOR_MS) {
    assert.ok(ratio < LINEAR_RATIO, `${what}: ${small.toFixed(0)} ms CPU at n = ${n}, ${large.toFixed(0)} ms at 4n `
      + `(x${ratio.toFixed(1)}; linear is about x4, quadratic x16)`);
  }
  return { small, large, ratio };
}
