// The DS instructions beyond plain reads, writes and single-address atomics
// (issue 11, docs/emulator.md §23): the two-address exchanges
// ds_wrxchg2[st64]_rtn_b32/b64, ds_condxchg32_rtn_b64, ds_wrap_rtn_b32 and the
// ds_*_src2_* forms, whose second operand is another LDS location. Semantics
// from AMD's ISA pseudo-code (SI/CI tables, CDNA3 for condxchg32 and wrap).

import type { DsProfile } from '../isa/table/index.js';
import { atomic32, atomic64, atomicKind } from './atomics.js';
import type { Exec } from './machine.js';
import { unsupported } from './scalar.js';
import { LANES, type Wave } from './wave.js';

type Each = (w: Wave, f: (l: number, addr: number, lim: number, L: DataView) => void) => void;
type Rd = (L: DataView, a: number, n: number, lim: number) => number;
type Wr = (L: DataView, a: number, n: number, v: number, lim: number) => void;

const OLD = new Uint32Array(8);

/** The op of `name` when it is one of the forms above, else null. */
export function compileDsMore(name: string, p: DsProfile, is64: boolean, off0: number, off1: number, offset: number,
  vd0: number, vd1: number, vdst: number, each: Each, rd: Rd, wr: Wr): Exec | null {
  const x2 = /^ds_wrxchg2(st64)?_rtn_b(32|64)$/.exec(name);
  if (x2 !== null) {
    // Both old values are read before either location is written (AMD: tmp1, tmp2, then the stores).
    const dw = x2[2] === '32' ? 1 : 2;
    const step = 4 * dw * (x2[1] !== undefined ? 64 : 1);
    return (w) => {
      const V = w.vgpr;
      each(w, (l, a, lim, L) => {
        const a0 = a + off0 * step; const a1 = a + off1 * step;
        for (let i = 0; i < dw; i++) { OLD[i] = rd(L, a0 + 4 * i, 4, lim); OLD[dw + i] = rd(L, a1 + 4 * i, 4, lim); }
        for (let i = 0; i < dw; i++) wr(L, a0 + 4 * i, 4, V[(vd0 + i) * LANES + l]!, lim);
        for (let i = 0; i < dw; i++) wr(L, a1 + 4 * i, 4, V[(vd1 + i) * LANES + l]!, lim);
        for (let i = 0; i < 2 * dw; i++) V[(vdst + i) * LANES + l] = OLD[i]!;
      });
    };
  }
  if (name === 'ds_condxchg32_rtn_b64') {
    // Two dwords at (ADDR + offset) & 0xfff8 and +4: each is returned, and replaced by DATA's
    // dword (bit 31 cleared) when that dword's bit 31 is set (CDNA3 ISA pseudo-code).
    return (w) => {
      const V = w.vgpr;
      each(w, (l, a, lim, L) => {
        const base = (a + offset) & 0xfff8;
        for (let i = 0; i < 2; i++) {
          const d = V[(vd0 + i) * LANES + l]!;
          OLD[i] = rd(L, base + 4 * i, 4, lim);
          if (d >>> 31) wr(L, base + 4 * i, 4, d & 0x7fffffff, lim);
        }
        V[vdst * LANES + l] = OLD[0]!; V[(vdst + 1) * LANES + l] = OLD[1]!;
      });
    };
  }
  if (name === 'ds_wrap_rtn_b32') {
    // tmp >= DATA0 ? tmp - DATA0 : tmp + DATA1 (ring-buffer wrap; CDNA3 ISA pseudo-code).
    return (w) => {
      const V = w.vgpr;
      each(w, (l, a, lim, L) => {
        const ad = a + offset;
        const old = rd(L, ad, 4, lim);
        const d0 = V[vd0 * LANES + l]!; const d1 = V[vd1 * LANES + l]!;
        wr(L, ad, 4, old >= d0 ? old - d0 : old + d1, lim);
        V[vdst * LANES + l] = old;
      });
    };
  }
  if (p.src2 === true) {
    // MEM[A] = op(MEM[A], MEM[B]) with A the lane's address and
    // B = A + size * (OFFSET1[7] ? {A[31], A[31:17]} : {OFFSET1[6], OFFSET1[6:0], OFFSET0}) (SI ISA).
    const kind = atomicKind(name);
    const size = is64 ? 8 : 4;
    const field = ((offset & 0x7fff) << 17) >> 17; // 15 bits, sign-extended
    const fromAddr = (off1 & 0x80) !== 0;
    const delta = (a: number): number => size * (fromAddr ? (a | 0) >> 17 : field);
    if (is64) {
      const f = kind === 'write' ? (_o: bigint, d: bigint): bigint => d : atomic64(kind);
      if (f === undefined) return unsupported(name);
      return (w) => {
        each(w, (_l, a, lim, L) => {
          const b = (a + delta(a)) >>> 0;
          const get = (x: number): bigint => (BigInt(rd(L, x, 4, lim)) | (BigInt(rd(L, x + 4, 4, lim)) << 32n));
          const nv = f(get(a), get(b), 0n);
          wr(L, a, 4, Number(nv & 0xffffffffn), lim); wr(L, a + 4, 4, Number(nv >> 32n), lim);
        });
      };
    }
    const f = kind === 'write' ? (_o: number, d: number): number => d : atomic32(kind);
    if (f === undefined) return unsupported(name);
    return (w) => {
      each(w, (_l, a, lim, L) => {
        const b = (a + delta(a)) >>> 0;
        wr(L, a, 4, f(rd(L, a, 4, lim), rd(L, b, 4, lim), 0), lim);
      });
    };
  }
  return null;
}
