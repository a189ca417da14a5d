// Big programs dense with branches (forwards, backwards, beyond a branch's
// reach from where they are printed, to the edges of the input), for the CLRX
// dialect's labels: generated from a seed, so that a test can hold only the
// hash of clrxdisasm's text for each.

import { mulberry32 } from './isa-facts.js';

/** s_branch (op 2) / s_cbranch_scc0 (op 4) / s_cbranch_scc1 (op 5) with a 16-bit word offset. */
const branch = (op: number, simm: number) => ((0x17f << 23) | (op << 16) | (simm & 0xffff)) >>> 0;

/** Instructions without labels (two-word ones as pairs), per generation. */
const POOL: Record<string, readonly (readonly number[])[]> = {
  'gcn1.2': [[0x7e020302], [0xd1628105, 0x28000106], [0x7e0202ff, 0x3f800000], [0xbf8c0f70], [0xc0020102, 0x00000004], [0x4a000002]],
  'gcn1.1': [[0x7e020302], [0xd2060105, 0x28000106], [0x7e0202ff, 0x3f800000], [0xbf8c0f70], [0x4a000002], [0xc0800302]],
  'gcn1.0': [[0x7e020302], [0xd2060105, 0x28000106], [0x7e0202ff, 0x3f800000], [0xbf8c0f70], [0x4a000002], [0xc0800302]],
};

/** About 200,000 words: 7.5% branches of every reach, 0.5% zero runs, the rest from the pool. */
export function branchyProgram(seed: number, gen: 'gcn1.0' | 'gcn1.1' | 'gcn1.2'): Uint32Array {
  const next = mulberry32(seed);
  const rnd = () => next() / 2 ** 32;
  const pool = POOL[gen]!;
  const n = 200_000 + seed * 1000;
  const w: number[] = [];
  while (w.length < n) {
    const r = rnd();
    if (r < 0.04) w.push(branch(2, Math.floor(rnd() * 2000) - 1000));
    else if (r < 0.06) w.push(branch(4, -Math.floor(rnd() * 40000)));
    else if (r < 0.07) w.push(branch(4, 0x7fff));
    else if (r < 0.075) w.push(branch(5, Math.floor(rnd() * 65536) - 32768));
    else if (r < 0.08) for (let k = Math.floor(rnd() * 5); k >= 0; k--) w.push(0);
    else w.push(...pool[Math.floor(rnd() * pool.length)]!);
  }
  return Uint32Array.from(w);
}

/** clrxdisasm's text without its first comment line and the offset comment it starts each line with. */
export function clrxdisasmText(out: string): string {
  return out.replace(/^\/\*.*\*\/\n/, '').replace(/^\/\*[0-9a-f]{12}\*\/ /gm, '');
}
