// The read-modify-write functions shared by LDS (DS), buffer (MUBUF), FLAT
// and scalar-buffer atomics, by the operation part of the mnemonic.

import { f32Value, f64Value, isNaN32 } from './float/index.js';
import { addF32, addF64 } from './valu-float.js';
import { res64 } from './float/index.js';
import { ISA_CHOICES } from './choices.js';

function addF64Bits(ah: number, al: number, bh: number, bl: number): bigint {
  const h = addF64(ah, al, bh, bl, 0);
  return (BigInt(h >>> 0) << 32n) | BigInt(res64.lo >>> 0);
}

/** new value from (old, data, cmp) for a 32-bit atomic. */
export type Atomic32 = (old: number, data: number, cmp: number) => number;
export type Atomic64 = (old: bigint, data: bigint, cmp: bigint) => bigint;

const i32 = (x: number): number => x | 0;

/** The operation of an atomic mnemonic: ds_add_rtn_u32 -> add, buffer_atomic_smax_x2 -> smax ... */
export function atomicKind(name: string): string {
  const m = /^(?:ds|buffer_atomic|flat_atomic|s_buffer_atomic)_(.*)$/.exec(name);
  let k = m === null ? name : m[1]!;
  const float = /_(f32|f64)$/.test(k);
  const unsigned = /_(u32|u64)$/.test(k);
  k = k.replace(/_x2$/, '').replace(/_rtn/, '').replace(/_src2/, '').replace(/_(u32|i32|b32|f32|u64|i64|b64|f64)$/, '');
  // ds_add_f32, ds_min_f32, ds_max_rtn_f64, ds_cmpst_f32: the float forms; ds_min_u32: unsigned.
  if (float && (k === 'add' || k === 'min' || k === 'max' || k === 'cmpst')) k += '_f';
  else if (unsigned && (k === 'min' || k === 'max')) k += '_u';
  return k;
}

export function atomic32(kind: string): Atomic32 | undefined {
  switch (kind) {
    case 'swap': case 'wrxchg': return (_o, d) => d >>> 0;
    case 'cmpswap': case 'cmpst': return (o, d, c) => (o === c ? d : o) >>> 0;
    case 'fcmpswap': return atomic32('cmpst_f');
    case 'add': return (o, d) => (o + d) >>> 0;
    case 'sub': return (o, d) => (o - d) >>> 0;
    case 'rsub': return (o, d) => (d - o) >>> 0;
    case 'smin': case 'min_i': case 'min': return (o, d) => (i32(o) < i32(d) ? o : d) >>> 0;
    case 'smax': case 'max_i': case 'max': return (o, d) => (i32(o) > i32(d) ? o : d) >>> 0;
    case 'umin': case 'min_u': return (o, d) => (o >>> 0 < d >>> 0 ? o : d) >>> 0;
    case 'umax': case 'max_u': return (o, d) => (o >>> 0 > d >>> 0 ? o : d) >>> 0;
    case 'and': return (o, d) => (o & d) >>> 0;
    case 'or': return (o, d) => (o | d) >>> 0;
    case 'xor': return (o, d) => (o ^ d) >>> 0;
    case 'inc': return (o, d) => (o >>> 0 >= d >>> 0 ? 0 : o + 1) >>> 0;
    case 'dec': return (o, d) => (o === 0 || o >>> 0 > d >>> 0 ? d : o - 1) >>> 0;
    case 'mskor': return (o, d, c) => ((o & ~d) | c) >>> 0;
    case 'fmin': case 'min_f': return (o, d) => (isNaN32(d) ? o : isNaN32(o) ? d : f32Value(d) < f32Value(o) ? d : o) >>> 0;
    case 'fmax': case 'max_f': return (o, d) => (isNaN32(d) ? o : isNaN32(o) ? d : f32Value(d) > f32Value(o) ? d : o) >>> 0;
    case 'add_f': return (o, d) => addF32(o, d, 0);
    // Float compare-and-store: an IEEE equality (−0 = +0, NaN equals nothing; denormals as they are).
    case 'cmpst_f': return ISA_CHOICES.floatCompareAndSwap ? (o, d, c) => (f32Value(o) === f32Value(c) ? d : o) >>> 0 : atomic32('cmpswap');
    default: return undefined;
  }
}

const M64 = (1n << 64n) - 1n;
const f64Of = (x: bigint): number => f64Value(Number(x >> 32n), Number(x & 0xffffffffn));
const s64 = (x: bigint): bigint => BigInt.asIntN(64, x);

export function atomic64(kind: string): Atomic64 | undefined {
  switch (kind) {
    case 'swap': case 'wrxchg': return (_o, d) => d;
    case 'cmpswap': case 'cmpst': return (o, d, c) => (o === c ? d : o);
    case 'fcmpswap': return atomic64('cmpst_f');
    case 'add': return (o, d) => (o + d) & M64;
    case 'sub': return (o, d) => (o - d) & M64;
    case 'rsub': return (o, d) => (d - o) & M64;
    case 'smin': case 'min_i': case 'min': return (o, d) => (s64(o) < s64(d) ? o : d);
    case 'smax': case 'max_i': case 'max': return (o, d) => (s64(o) > s64(d) ? o : d);
    case 'umin': case 'min_u': return (o, d) => (o < d ? o : d);
    case 'umax': case 'max_u': return (o, d) => (o > d ? o : d);
    case 'and': return (o, d) => o & d;
    case 'or': return (o, d) => o | d;
    case 'xor': return (o, d) => o ^ d;
    case 'inc': return (o, d) => (o >= d ? 0n : o + 1n);
    case 'dec': return (o, d) => (o === 0n || o > d ? d : o - 1n);
    case 'mskor': return (o, d, c) => (o & ~d & M64) | c;
    case 'add_f': return (o, d) => {
      const r = (addF64Bits(Number(o >> 32n), Number(o & 0xffffffffn), Number(d >> 32n), Number(d & 0xffffffffn)));
      return r;
    };
    case 'cmpst_f': return ISA_CHOICES.floatCompareAndSwap ? (o, d, c) => (f64Of(o) === f64Of(c) ? d : o) : atomic64('cmpswap');
    case 'fmin': case 'min_f': case 'fmax': case 'max_f': {
      const max = kind.includes('max');
      return (o, d) => {
        const ov = f64Value(Number(o >> 32n), Number(o & 0xffffffffn));
        const dv = f64Value(Number(d >> 32n), Number(d & 0xffffffffn));
        if (dv !== dv) return o;
        if (ov !== ov) return d;
        return (max ? dv > ov : dv < ov) ? d : o;
      };
    }
    default: return undefined;
  }
}
