// Statistics the benchmarks share.

/** The median (the mean of the middle two for an even count). */
export function median(v: readonly number[]): number {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
