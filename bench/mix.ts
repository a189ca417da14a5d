// A deterministic mix of VOP1-family instructions for the benchmarks:
// VOP1 words over every operand class (VGPRs, SGPRs, specials, constants,
// literals), VOP3A words with modifiers, and on GCN 1.2 SDWA and DPP words.

import { GENERATIONS, type GenIndex } from '../src/isa/generations.js';
import { opsOf } from '../src/isa/instructions.js';

/** xorshift32: small, fast and reproducible. */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s;
  };
}

const SRC_CLASSES = [
  () => 256, // VGPR base (plus random offset)
  () => 0, // SGPR base
  () => 106, // vcc_lo
  () => 128, // inline integers
  () => 240, // inline floats
  () => 255, // literal
];

/** Returns `count` instructions as little-endian words, and how many instructions that is. */
export function makeMix(gi: GenIndex, count: number, seed = 12345): Uint32Array {
  const g = GENERATIONS[gi]!;
  const ops = opsOf(gi).filter((o) => o.src !== null);
  const next = rng(seed);
  const out = new Uint32Array(count * 2);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const o = ops[next() % ops.length]!;
    const opc = o.vop1[gi]!;
    const kind = next() % 10;
    const vdst = next() & 0xfe;
    if (kind < 6) {
      // VOP1 with a source of some class
      const cls = SRC_CLASSES[next() % SRC_CLASSES.length]!();
      let src = cls;
      if (cls === 256) src = 256 + (next() & 0xfe);
      else if (cls === 0) src = next() % 100 & 0xfe;
      else if (cls === 128) src = 128 + (next() % 81);
      else if (cls === 240) src = 240 + (next() % 8);
      const dst = o.dst?.kind === 'sgpr' ? next() % 100 : vdst;
      out[n++] = (0x3f << 25) | (dst << 17) | (opc << 9) | src;
      if (src === 255) out[n++] = next();
    } else if (kind < 9 || !g.sdwa || o.dst?.kind === 'sgpr') {
      // VOP3A with modifiers (only bits the op's float types use, to stay canonical)
      const f = o.src!.info.float;
      const abs = f ? next() & 1 : 0;
      const neg = f ? next() & 1 : 0;
      const clamp = o.dst !== null && o.dst.info.float ? next() & 1 : 0;
      const omod = o.dst !== null && o.dst.info.float ? next() & 3 : 0;
      const src = 256 + (next() & 0xfe);
      const vop3 = o.vop3[gi]!;
      const w0 = g.vop3Layout === 'si'
        ? (0x34 << 26) | (vop3 << 17) | (clamp << 11) | (abs << 8) | vdst
        : (0x34 << 26) | (vop3 << 16) | (clamp << 15) | (abs << 8) | vdst;
      out[n++] = w0 >>> 0;
      out[n++] = ((neg << 29) | (omod << 27) | src) >>> 0;
    } else if (!o.has64 && (next() & 1) === 0) {
      // DPP
      out[n++] = ((0x3f << 25) | (vdst << 17) | (opc << 9) | 250) >>> 0;
      const ctrl = [0xe4, 0x1b, 0x101, 0x111, 0x121, 0x130, 0x140, 0x142][next() % 8]!;
      out[n++] = ((0xf << 28) | (0xf << 24) | (ctrl << 8) | (next() & 0xff)) >>> 0;
    } else {
      // SDWA
      out[n++] = ((0x3f << 25) | (vdst << 17) | (opc << 9) | 249) >>> 0;
      const sel = next() % 7;
      out[n++] = ((6 << 16) | (sel << 8) | (next() & 0xff)) >>> 0;
    }
  }
  return out.slice(0, n);
}
