// Instruction-level cases for the memory rows the emulator tests did not reach
// (issue 11: DS, MUBUF, MTBUF, FLAT). Table-driven: each program runs many ops
// of one family side by side, every op on its own memory region, with several
// lanes hitting the same address so that the documented lane order (ascending,
// docs/emulator.md "Scheduling" and decision 13) matters. The expectations come
// from a shadow memory updated here lane by lane with the ISA's per-op rules
// (AMD's pseudo-code, semantics.md; BigInt for 64 bits, IEEE via Float32Array /
// Float64Array) - never from gcnkit. Encodings: test/vectors/emu-isa-cover-b.

import type { Memory } from '../../src/emu/memory.js';
import type { Wave } from '../../src/emu/wave.js';
import type { Cpu } from './emu-isa-cases.js';
import type { MoreCase } from './emu-isa-more-cases.js';

const L = 64;
const vg = (w: Wave, r: number, l: number): number => w.vgpr[r * L + l]!;
const setV = (w: Wave, r: number, f: (l: number) => number): void => { for (let l = 0; l < L; l++) w.vgpr[r * L + l] = f(l) >>> 0; };
const hex = (v: number | bigint): string => '0x' + (typeof v === 'bigint' ? BigInt.asUintN(64, v) : v >>> 0).toString(16);
const A = (l: number): number => (Math.imul(l + 1, 0x9e3779b1) ^ (l << 27)) >>> 0;
const B = (l: number): number => (Math.imul(l + 7, 0x85ebca6b) ^ 0x5bd1e995) >>> 0;
const C = (l: number): number => (Math.imul(l + 3, 0xc2b2ae35) ^ 0x27d4eb2f) >>> 0;
const M64 = (1n << 64n) - 1n;

const F32 = new Float32Array(1); const U32 = new Uint32Array(F32.buffer);
const F64 = new Float64Array(1); const U64 = new BigUint64Array(F64.buffer);
const f32 = (b: number): number => { U32[0] = b >>> 0; return F32[0]!; };
const f32b = (x: number): number => { F32[0] = x; return U32[0]!; };
const f64 = (b: bigint): number => { U64[0] = b & M64; return F64[0]!; };
const f64b = (x: number): bigint => { F64[0] = x; return U64[0]!; };

// --- per-op reference rules (old memory value, DATA0, DATA1) -> new value ------------------------
// 32-bit values are unsigned numbers, 64-bit ones unsigned BigInts. Keys name the operation; the
// typed forms (i32/u32, f32) pick the comparison. cmpst: DATA0 compare, DATA1 new (DS);
// buffer/FLAT cmpswap are mapped onto it by swapping the data words (decision 13).
type Op = (o: bigint, d0: bigint, d1: bigint, bits: 32 | 64) => bigint;
const sx = (v: bigint, bits: number): bigint => BigInt.asIntN(bits, v);
const fl = (v: bigint, bits: number): number => (bits === 32 ? f32(Number(v)) : f64(v));
const OPS: Record<string, Op> = {
  add: (o, d, _, n) => BigInt.asUintN(n, o + d),
  sub: (o, d, _, n) => BigInt.asUintN(n, o - d),
  rsub: (o, d, _, n) => BigInt.asUintN(n, d - o),
  inc: (o, d, _, n) => (o >= d ? 0n : BigInt.asUintN(n, o + 1n)),
  dec: (o, d, _, n) => (o === 0n || o > d ? d : BigInt.asUintN(n, o - 1n)),
  min_i: (o, d, _, n) => (sx(d, n) < sx(o, n) ? d : o),
  max_i: (o, d, _, n) => (sx(d, n) > sx(o, n) ? d : o),
  min_u: (o, d) => (d < o ? d : o),
  max_u: (o, d) => (d > o ? d : o),
  and: (o, d) => o & d,
  or: (o, d) => o | d,
  xor: (o, d) => o ^ d,
  mskor: (o, d0, d1) => (o & ~d0 & M64) | d1,
  swap: (_, d) => d,
  cmpst: (o, d0, d1) => (o === d0 ? d1 : o),
  cmpst_f: (o, d0, d1, n) => (fl(o, n) === fl(d0, n) ? d1 : o),
  // Float min/max: a NaN datum keeps the old value (decision 13); no zeros or NaNs in memory here.
  min_f: (o, d, _, n) => (Number.isNaN(fl(d, n)) ? o : fl(d, n) < fl(o, n) ? d : o),
  max_f: (o, d, _, n) => (Number.isNaN(fl(d, n)) ? o : fl(d, n) > fl(o, n) ? d : o),
};

/** What an op's data and memory look like: integers, floats or compare values. */
const isFloat = (k: string): boolean => k.endsWith('_f');
const twoData = (k: string): boolean => k === 'mskor' || k.startsWith('cmpst');

/** Initial memory element i of region k (some zeros and small values so inc/dec wrap). */
function memInit(k: number, i: number, key: string, bits: 32 | 64): bigint {
  if (isFloat(key)) {
    const x = (i - 7.5) * 1.625 * (k + 1);
    return bits === 32 ? BigInt(f32b(x)) : f64b(x * 1e10);
  }
  const a = BigInt(A(i + 16 * k)); const b = BigInt(B(i + 16 * k));
  const v = i % 4 === 0 ? 0n : i % 4 === 1 ? BigInt(i + 3) : (a << 32n) | b;
  return BigInt.asUintN(bits, v);
}
/** DATA0 / DATA1 of lane l for region k (compare values equal the initial memory for half the lanes). */
function dataOf(k: number, l: number, which: 0 | 1, key: string, bits: 32 | 64): bigint {
  if (isFloat(key) || key === 'cmpst_f') {
    if (which === 0 && key === 'cmpst_f') return l % 2 === 0 ? memInit(k, l >> 2, 'min_f', bits) : l % 8 === 1 ? (bits === 32 ? 0x7fc00000n : 0x7ff8000000000000n) : BigInt(l);
    if (which === 1 && key === 'cmpst_f') return bits === 32 ? BigInt(f32b(l + 0.5)) : f64b(l + 0.5);
    if (l % 8 === 5) return bits === 32 ? 0x7fc00000n : 0x7ff8000000000000n;
    const x = (20.25 - l) * 0.75;
    return bits === 32 ? BigInt(f32b(x)) : f64b(x * 1e10);
  }
  if (key === 'cmpst' && which === 0) return l % 2 === 0 ? memInit(k, l >> 2, key, bits) : BigInt(l);
  const c = BigInt(C(l + 64 * k + 32 * which)); const a = BigInt(A(l + 5 * k));
  const v = l % 4 === 0 ? BigInt(l % 7) : l % 4 === 1 ? 0n : l % 4 === 2 ? BigInt(l * 3) : (c << 32n) | a;
  return BigInt.asUintN(bits, v);
}

/** One atomic op of a table: mnemonic, rule key, width. */
interface Atom { readonly mn: string; readonly key: string; readonly bits: 32 | 64; readonly cpus?: readonly Cpu[] }
const t = (mn: string, key: string, bits: 32 | 64 = 32, cpus?: readonly Cpu[]): Atom => ({ mn, key, bits, ...(cpus !== undefined ? { cpus } : {}) });

/** Lanes per address: 4 (lane l uses element l >> 2), so 16 elements a region. */
const EL = (l: number): number => l >> 2;

/** The reference: per region, lanes ascending, the old value returned. */
function simulate(a: Atom, k: number): { mem: bigint[]; ret: bigint[] } {
  const mem = Array.from({ length: 16 }, (_, i) => memInit(k, i, a.key, a.bits));
  const ret: bigint[] = [];
  for (let l = 0; l < L; l++) {
    const i = EL(l);
    const d0 = dataOf(k, l, 0, a.key, a.bits); const d1 = dataOf(k, l, 1, a.key, a.bits);
    ret.push(mem[i]!);
    mem[i] = OPS[a.key]!(mem[i]!, d0, d1, a.bits);
  }
  return { mem, ret };
}

interface Mem { get(k: number, i: number, bits: 32 | 64): bigint; set(k: number, i: number, bits: 32 | 64, v: bigint): void }
const lo = (v: bigint): number => Number(v & 0xffffffffn);
const hi = (v: bigint): number => Number((v >> 32n) & 0xffffffffn);
function setData(w: Wave, r: number, bits: 32 | 64, f: (l: number) => bigint): void {
  setV(w, r, (l) => lo(f(l)));
  if (bits === 64) setV(w, r + 1, (l) => hi(f(l)));
}
function getData(w: Wave, r: number, bits: 32 | 64, l: number): bigint {
  return bits === 32 ? BigInt(vg(w, r, l)) : (BigInt(vg(w, r + 1, l)) << 32n) | BigInt(vg(w, r, l));
}
const R = (r: number, bits: 32 | 64, n = 1): string => (bits === 32 && n === 1 ? `v${r}` : `v[${r}:${r + (bits / 32) * n - 1}]`);

/** Register plan: op j gets DATA0 (and DATA1) and, when returning, a destination. */
interface Plan { d0: number; d1: number; dst: number }
function plan(ops: readonly Atom[], first: number, rtn: boolean, packed: boolean, dstAt: number): Plan[] {
  let r = first;
  return ops.map((a) => {
    const n = a.bits / 32;
    const d0 = r; r += n;
    const d1 = twoData(a.key) ? r : -1; if (d1 >= 0) r += n;
    // Buffer/FLAT return into the data registers themselves.
    const dst = dstAt > 0 ? d0 + dstAt : rtn && !packed ? r : d0; if (rtn && !packed) r += n;
    return { d0, d1, dst };
  });
}

/** Builds one case: `line` prints op j's instruction, `region` maps memory, `packed` = buffer/FLAT style. */
function atomCase(name: string, ops: readonly Atom[], rtn: boolean, packed: boolean, cpus: readonly Cpu[] | undefined,
  line: (a: Atom, j: number, p: Plan) => string, setup: (w: Wave, mem: Memory) => Mem, view: (w: Wave, mem: Memory) => Mem, dstAt = 0): MoreCase {
  const P = plan(ops, 8, rtn, packed, dstAt);
  return {
    name,
    ...(cpus !== undefined ? { cpus } : {}),
    asm: ops.map((a, j) => line(a, j, P[j]!)).join('\n'),
    init: (w, mem) => {
      const m = setup(w, mem);
      ops.forEach((a, j) => {
        for (let i = 0; i < 16; i++) m.set(j, i, a.bits, memInit(j, i, a.key, a.bits));
        const p = P[j]!;
        const cmp = packed && a.key.startsWith('cmpst');
        // Packed cmpswap: DATA[0] new (our DATA1), DATA[1] compare (our DATA0), adjacent registers.
        if (cmp) { setData(w, p.d0, a.bits, (l) => dataOf(j, l, 1, a.key, a.bits)); setData(w, p.d1, a.bits, (l) => dataOf(j, l, 0, a.key, a.bits)); }
        else { setData(w, p.d0, a.bits, (l) => dataOf(j, l, 0, a.key, a.bits)); if (p.d1 >= 0) setData(w, p.d1, a.bits, (l) => dataOf(j, l, 1, a.key, a.bits)); }
      });
    },
    check: (w, mem) => {
      const m = view(w, mem);
      const out: string[] = [];
      ops.forEach((a, j) => {
        const s = simulate(a, j);
        for (let i = 0; i < 16 && out.length < 6; i++) {
          const got = m.get(j, i, a.bits);
          if (got !== s.mem[i]) out.push(`${a.mn} mem[${i}]: got ${hex(got)}, want ${hex(s.mem[i]!)}`);
        }
        if (!rtn) return;
        for (let l = 0; l < L && out.length < 6; l++) {
          const got = getData(w, P[j]!.dst, a.bits, l);
          if (got !== s.ret[l]) out.push(`${a.mn} ret[${l}]: got ${hex(got)}, want ${hex(s.ret[l]!)}`);
        }
      });
      return out;
    },
  };
}

// --- DS ---------------------------------------------------------------------------------------
/** LDS regions of 16 elements; M0 = -1 opens the LDS limit on GCN 1.0/1.1. */
const REGION = 128;
function ldsMem(w: Wave): Mem {
  return {
    get: (k, i, bits) => (bits === 32 ? BigInt(w.ldsView.getUint32(k * REGION + 4 * i, true)) : w.ldsView.getBigUint64(k * REGION + 8 * i, true)),
    set: (k, i, bits, v) => { if (bits === 32) w.ldsView.setUint32(k * REGION + 4 * i, lo(v), true); else w.ldsView.setBigUint64(k * REGION + 8 * i, v, true); },
  };
}
const ldsSetup = (w: Wave): Mem => {
  w.sreg[124] = 0xffffffff;
  setV(w, 0, (l) => 4 * EL(l)); setV(w, 1, (l) => 8 * EL(l));
  return ldsMem(w);
};
function dsLine(rtn: boolean) {
  return (a: Atom, j: number, p: Plan): string => {
    const addr = a.bits === 32 ? 'v0' : 'v1';
    const data = [R(p.d0, a.bits), ...(p.d1 >= 0 ? [R(p.d1, a.bits)] : [])].join(', ');
    return `${a.mn} ${rtn ? R(p.dst, a.bits) + ', ' : ''}${addr}, ${data} offset:${j * REGION}`;
  };
}
const DS32: readonly Atom[] = [t('add', 'add'), t('sub', 'sub'), t('rsub', 'rsub'), t('inc', 'inc'), t('dec', 'dec'), t('min_i32', 'min_i'), t('max_i32', 'max_i'),
  t('min_u32', 'min_u'), t('max_u32', 'max_u'), t('and_b32', 'and'), t('or_b32', 'or'), t('xor_b32', 'xor'), t('mskor_b32', 'mskor'), t('cmpst_b32', 'cmpst'),
  t('cmpst_f32', 'cmpst_f'), t('min_f32', 'min_f'), t('max_f32', 'max_f')];
const DS64: readonly Atom[] = DS32.map((a) => t(a.mn.replace(/32$/, '64'), a.key, 64));
const dsName = (a: Atom, rtn: boolean): Atom => {
  const base = /^(add|sub|rsub|inc|dec)$/.test(a.mn) ? `${a.mn}_${a.bits === 32 ? 'u32' : 'u64'}` : a.mn;
  const [op, ty] = [base.slice(0, base.lastIndexOf('_')), base.slice(base.lastIndexOf('_') + 1)];
  return { ...a, mn: rtn ? `ds_${op}_rtn_${ty}` : `ds_${op}_${ty}` };
};
const dsOps = (ops: readonly Atom[], rtn: boolean): Atom[] => [...ops.map((a) => dsName(a, rtn)),
  ...(rtn ? [t(ops[0]!.bits === 32 ? 'ds_wrxchg_rtn_b32' : 'ds_wrxchg_rtn_b64', 'swap', ops[0]!.bits)] : [])];

function dsCase(bits: 32 | 64, rtn: boolean): MoreCase {
  const ops = dsOps(bits === 32 ? DS32 : DS64, rtn);
  return atomCase(`DS ${bits}-bit atomics${rtn ? ' with return' : ''}: ${ops.length} ops, 4 lanes per address, lanes in ascending order`,
    ops, rtn, false, undefined, dsLine(rtn), ldsSetup, ldsMem);
}

// --- buffer and FLAT atomics -------------------------------------------------------------------
function bufMem(mem: Memory, bits: 32 | 64): Mem {
  const r = mem.regions.find((x) => x.name === 'atom')!;
  const sz = bits / 8;
  return {
    get: (k, i, b) => (b === 32 ? BigInt(r.dv.getUint32(k * REGION + sz * i, true)) : r.dv.getBigUint64(k * REGION + sz * i, true)),
    set: (k, i, b, v) => { if (b === 32) r.dv.setUint32(k * REGION + sz * i, lo(v), true); else r.dv.setBigUint64(k * REGION + sz * i, v, true); },
  };
}
/** A raw buffer over region 'atom' (no stride, num_records covering it), offen addressing in v0. */
function bufSetup(n: number, bits: 32 | 64) {
  return (w: Wave, mem: Memory): Mem => {
    const r = mem.map('atom', REGION * n);
    w.sreg[4] = r.base % 2 ** 32; w.sreg[5] = Math.floor(r.base / 2 ** 32); w.sreg[6] = REGION * n; w.sreg[7] = 0;
    setV(w, 0, (l) => (bits / 8) * EL(l));
    return bufMem(mem, bits);
  };
}
const bufName = (a: Atom): string => {
  const m: Record<string, string> = { add: 'add', sub: 'sub', rsub: 'rsub', inc: 'inc', dec: 'dec', min_i: 'smin', max_i: 'smax', min_u: 'umin', max_u: 'umax',
    and: 'and', or: 'or', xor: 'xor', swap: 'swap', cmpst: 'cmpswap', cmpst_f: 'fcmpswap', min_f: 'fmin', max_f: 'fmax' };
  return m[a.key]! + (a.bits === 64 ? '_x2' : '');
};
const KEYS = ['swap', 'cmpst', 'add', 'sub', 'rsub', 'min_i', 'min_u', 'max_i', 'max_u', 'and', 'or', 'xor', 'inc', 'dec', 'cmpst_f', 'min_f', 'max_f'];
/** Which generations have the op (rsub: GCN 1.0 only; float ops: GCN 1.0/1.1 buffer, 1.1 FLAT). */
function atomsFor(cpu: Cpu, bits: 32 | 64, flat: boolean): Atom[] {
  return KEYS.filter((k) => (k !== 'rsub' || (cpu === 'tahiti' && !flat)) && (!isFloat(k) && k !== 'cmpst_f' || (flat ? cpu === 'hawaii' : cpu !== 'tonga')))
    .map((k) => ({ mn: '', key: k, bits }))
    .map((a) => ({ ...a, mn: (flat ? 'flat_atomic_' : 'buffer_atomic_') + bufName(a) }));
}
function bufAtomCase(bits: 32 | 64, cpu: Cpu): MoreCase {
  const ops = atomsFor(cpu, bits, false);
  const c = atomCase(`buffer atomics ${bits === 32 ? '32' : '64 (_x2)'}-bit with glc on ${cpu}: ${ops.length} ops, 4 lanes per address`, ops, true, true, [cpu],
    (a, j, p) => `${a.mn} ${R(p.d0, a.bits, p.d1 >= 0 ? 2 : 1)}, v0, s[4:7], 0 offen offset:${j * REGION} glc`, bufSetup(ops.length, bits), (_, mem) => bufMem(mem, bits));
  // llvm-mc 14 lacks GCN 1.0's buffer_atomic_rsub(_x2): clrxasm encodes that program.
  return cpu === 'tahiti' ? { ...c, clrx: ['tahiti'] } : c;
}
/** FLAT: each op gets its own 64-bit address pair (no instruction offset before GCN 1.2's flat_* offsets). */
function flatAtomCase(bits: 32 | 64, cpu: Cpu): MoreCase {
  const ops = atomsFor(cpu, bits, true);
  const addr = (j: number): number => 200 + 2 * j;
  return atomCase(`FLAT atomics ${bits === 32 ? '32' : '64 (_x2)'}-bit with glc on ${cpu}: ${ops.length} ops, 4 lanes per address`, ops, true, true, [cpu],
    (a, j, p) => `${a.mn} ${R(p.dst, a.bits)}, v[${addr(j)}:${addr(j) + 1}], ${R(p.d0, a.bits, p.d1 >= 0 ? 2 : 1)} glc`,
    (w, mem) => {
      const r = mem.map('atom', REGION * ops.length);
      ops.forEach((_, j) => {
        setV(w, addr(j), (l) => (r.base + j * REGION + (bits / 8) * EL(l)) % 2 ** 32);
        setV(w, addr(j) + 1, () => Math.floor(r.base / 2 ** 32));
      });
      return bufMem(mem, bits);
    }, (_, mem) => bufMem(mem, bits), 100);
}

export const COVER_B_CASES: readonly MoreCase[] = [
  dsCase(32, false), dsCase(32, true), dsCase(64, false), dsCase(64, true),
  ...(['tahiti', 'hawaii', 'tonga'] as const).flatMap((c) => [bufAtomCase(32, c), bufAtomCase(64, c)]),
  ...(['hawaii', 'tonga'] as const).flatMap((c) => [flatAtomCase(32, c), flatAtomCase(64, c)]),
];
