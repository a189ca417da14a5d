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
interface Atom { readonly mn: string; readonly key: string; readonly bits: 32 | 64 }
const t = (mn: string, key: string, bits: 32 | 64 = 32): Atom => ({ mn, key, bits });

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
    // DS returns into registers of its own, buffer atomics into the data registers, FLAT at dstAt.
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
        if (!rtn) {
          // Without GLC the data registers keep their values (nothing is returned).
          if (!packed) return;
          for (let l = 0; l < L && out.length < 6; l++) {
            const want = dataOf(j, l, a.key.startsWith('cmpst') ? 1 : 0, a.key, a.bits);
            const got = getData(w, P[j]!.d0, a.bits, l);
            if (got !== want) out.push(`${a.mn} data[${l}]: got ${hex(got)}, want ${hex(want)} (unchanged)`);
          }
          return;
        }
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
function bufAtomCase(bits: 32 | 64, cpu: Cpu, glc = true): MoreCase {
  const ops = atomsFor(cpu, bits, false);
  const c = atomCase(`buffer atomics ${bits === 32 ? '32' : '64 (_x2)'}-bit ${glc ? 'with' : 'without'} glc on ${cpu}: ${ops.length} ops, 4 lanes per address`, ops, glc, true, [cpu],
    (a, j, p) => `${a.mn} ${R(p.d0, a.bits, p.d1 >= 0 ? 2 : 1)}, v0, s[4:7], 0 offen offset:${j * REGION}${glc ? ' glc' : ''}`, bufSetup(ops.length, bits), (_, mem) => bufMem(mem, bits));
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


// --- plain loads and stores over a byte pattern ---------------------------------------------------
/** Source byte i of every load test (written out by the init, read back by the reference). */
const PAT = (i: number): number => (i * 37 + 11 + (i >> 8) * 5) & 0xff;
const patU = (a: number, n: number): number => { let v = 0; for (let i = n - 1; i >= 0; i--) v = v * 256 + PAT(a + i); return v; };
const sext = (v: number, bits: number): number => ((v << (32 - bits)) >> (32 - bits)) >>> 0;
const eqs = (what: string, got: number, want: number): string => ((got >>> 0) === (want >>> 0) ? '' : `${what}: got ${hex(got)}, want ${hex(want)}`);
function lanes(w: Wave, r: number, want: (l: number) => number, what = `v${r}`, on: (l: number) => boolean = () => true): string[] {
  const out: string[] = [];
  for (let l = 0; l < L && out.length < 3; l++) { if (!on(l)) continue; const m = eqs(`${what}[${l}]`, vg(w, r, l), want(l)); if (m) out.push(m); }
  return out;
}
function bytesEq(what: string, got: (i: number) => number, want: (i: number) => number, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n && out.length < 3; i++) { const m = eqs(`${what}[${i}]`, got(i), want(i)); if (m) out.push(m); }
  return out;
}
/** Maps a source region filled with PAT and an output region filled with 0xa5; raw buffers in s[4:7] and s[8:11]. */
function ioBuffers(w: Wave, mem: Memory, n: number): void {
  const src = mem.map('src', n); const dst = mem.map('dst', n);
  for (let i = 0; i < n; i++) { src.dv.setUint8(i, PAT(i)); dst.dv.setUint8(i, 0xa5); }
  w.sreg[4] = src.base % 2 ** 32; w.sreg[5] = Math.floor(src.base / 2 ** 32); w.sreg[6] = n; w.sreg[7] = 0;
  w.sreg[8] = dst.base % 2 ** 32; w.sreg[9] = Math.floor(dst.base / 2 ** 32); w.sreg[10] = n; w.sreg[11] = 0;
}
const region = (mem: Memory, name: string): DataView => mem.regions.find((r) => r.name === name)!.dv;
/** The output bytes a per-lane store set leaves: `put(l)` lists [offset, bytes] per lane; others stay 0xa5. */
function storedBytes(n: number, put: (l: number) => [number, number[]][]): number[] {
  const out = new Array<number>(n).fill(0xa5);
  for (let l = 0; l < L; l++) for (const [a, bs] of put(l)) bs.forEach((b, i) => { out[a + i] = b; });
  return out;
}
const le = (v: number, n: number): number[] => Array.from({ length: n }, (_, i) => (v >>> (8 * i)) & 0xff);
const DV = (l: number, k: number): number => C(l * 8 + k);

const LOADS = 'buffer_load_sbyte v10, v0, s[4:7], 0 offen offset:1\nbuffer_load_ubyte v11, v0, s[4:7], 0 offen offset:3\n' +
  'buffer_load_sshort v12, v0, s[4:7], 0 offen offset:2\nbuffer_load_ushort v13, v0, s[4:7], 0 offen offset:6\n' +
  'buffer_load_dwordx2 v[14:15], v0, s[4:7], 0 offen offset:8\nbuffer_load_dwordx3 v[16:18], v0, s[4:7], 0 offen offset:16\n' +
  'buffer_load_dwordx4 v[20:23], v0, s[4:7], 0 offen offset:32\n' +
  'buffer_store_byte v30, v0, s[8:11], 0 offen offset:1\nbuffer_store_short v31, v0, s[8:11], 0 offen offset:2\n' +
  'buffer_store_dwordx2 v[32:33], v0, s[8:11], 0 offen offset:8\nbuffer_store_dwordx3 v[34:36], v0, s[8:11], 0 offen offset:16\n' +
  'buffer_store_dwordx4 v[40:43], v0, s[8:11], 0 offen offset:32';
/** Lane l's slot of 64 bytes; the loads at slot offsets 1, 3, 2, 6, 8, 16, 32 read the pattern. */
const loadChecks = (w: Wave, base: (l: number) => number): string[] => [
  ...lanes(w, 10, (l) => sext(PAT(base(l) + 1), 8), 'sbyte'), ...lanes(w, 11, (l) => PAT(base(l) + 3), 'ubyte'),
  ...lanes(w, 12, (l) => sext(patU(base(l) + 2, 2), 16), 'sshort'), ...lanes(w, 13, (l) => patU(base(l) + 6, 2), 'ushort'),
  ...[0, 1].flatMap((k) => lanes(w, 14 + k, (l) => patU(base(l) + 8 + 4 * k, 4), `x2.${k}`)),
  ...[0, 1, 2].flatMap((k) => lanes(w, 16 + k, (l) => patU(base(l) + 16 + 4 * k, 4), `x3.${k}`)),
  ...[0, 1, 2, 3].flatMap((k) => lanes(w, 20 + k, (l) => patU(base(l) + 32 + 4 * k, 4), `x4.${k}`)),
];
const storeData = (w: Wave): void => {
  setV(w, 30, (l) => DV(l, 0)); setV(w, 31, (l) => DV(l, 1));
  for (const r of [32, 33, 34, 35, 36, 40, 41, 42, 43]) setV(w, r, (l) => DV(l, r));
};
const storePut = (base: (l: number) => number) => (l: number): [number, number[]][] => [
  [base(l) + 1, le(DV(l, 0), 1)], [base(l) + 2, le(DV(l, 1), 2)],
  [base(l) + 8, [32, 33].flatMap((r) => le(DV(l, r), 4))], [base(l) + 16, [34, 35, 36].flatMap((r) => le(DV(l, r), 4))],
  [base(l) + 32, [40, 41, 42, 43].flatMap((r) => le(DV(l, r), 4))],
];

// --- buffer formats (decision 16) and d16 (decision 28) ---------------------------------------------
const rsrcFmt = (w: Wave, s: number, dfmt: number, nfmt: number): void => { w.sreg[s + 3] = (dfmt << 15) | (nfmt << 12); };
/** Halves used as format data: normal, subnormal, negative; exponent field at most 15 (no inf/NaN). */
const HALF = (l: number, k: number): number => ((C(l * 4 + k) & 0xbfff) | ((l + k) % 5 === 0 ? 0 : 0x0400)) & 0xf7ff;

function formatCase(cpus: readonly Cpu[]): MoreCase {
  return {
    name: `buffer_load/store_format_*: 8_8_8_8 unorm, 32 uint, 16_16_16_16 float and uint fields, missing w reads 1.0`,
    cpus,
    asm: 'buffer_load_format_x v10, v0, s[12:15], 0 offen\nbuffer_load_format_xy v[12:13], v0, s[16:19], 0 offen\n' +
      'buffer_load_format_xyz v[16:18], v0, s[16:19], 0 offen offset:8\nbuffer_load_format_xyzw v[20:23], v0, s[16:19], 0 offen offset:16\n' +
      'buffer_load_format_xyzw v[24:27], v0, s[20:23], 0 offen offset:24\n' +
      'buffer_store_format_x v30, v0, s[24:27], 0 offen\nbuffer_store_format_xy v[30:31], v0, s[24:27], 0 offen offset:8\n' +
      'buffer_store_format_xyz v[30:32], v0, s[24:27], 0 offen offset:16\nbuffer_store_format_xyzw v[30:33], v0, s[24:27], 0 offen offset:32',
    init: (w, mem) => {
      ioBuffers(w, mem, 64 * 64);
      setV(w, 0, (l) => 64 * l);
      for (const s of [12, 16, 20, 24])  { for (let i = 0; i < 3; i++) w.sreg[s + i] = w.sreg[(s === 24 ? 8 : 4) + i]!; }
      rsrcFmt(w, 12, 4, 4); // 32, uint: the dword itself
      rsrcFmt(w, 16, 10, 0); // 8_8_8_8 unorm: byte / 255
      rsrcFmt(w, 20, 5, 4); // 16_16 uint read as xyzw: z = 0, w = 1
      rsrcFmt(w, 24, 12, 4); // 16_16_16_16 uint: low 16 bits of each component
      for (let r = 30; r < 34; r++) setV(w, r, (l) => DV(l, r));
    },
    check: (w, mem) => {
      const u = (l: number, k: number): number => f32b(Math.fround(PAT(64 * l + k) / 255));
      const out = storedBytes(64 * 64, (l) => [[64 * l, le(DV(l, 30), 2)], [64 * l + 8, [30, 31].flatMap((r) => le(DV(l, r), 2))],
        [64 * l + 16, [30, 31, 32].flatMap((r) => le(DV(l, r), 2))], [64 * l + 32, [30, 31, 32, 33].flatMap((r) => le(DV(l, r), 2))]]);
      const dst = region(mem, 'dst');
      return [
        ...lanes(w, 10, (l) => patU(64 * l, 4), 'x 32 uint'),
        ...lanes(w, 12, (l) => u(l, 0), 'xy.x'), ...lanes(w, 13, (l) => u(l, 1), 'xy.y'),
        ...[0, 1, 2].flatMap((k) => lanes(w, 16 + k, (l) => u(l, 8 + k), `xyz.${k}`)),
        ...[0, 1, 2, 3].flatMap((k) => lanes(w, 20 + k, (l) => u(l, 16 + k), `xyzw.${k}`)),
        ...lanes(w, 24, (l) => patU(64 * l + 24, 2), '16_16.x'), ...lanes(w, 25, (l) => patU(64 * l + 26, 2), '16_16.y'),
        ...lanes(w, 26, () => 0, '16_16.z'), ...lanes(w, 27, () => 1, '16_16.w'),
        ...bytesEq('dst', (i) => dst.getUint8(i), (i) => out[i]!, 64 * 64),
      ];
    },
  };
}


/** tbuffer: the format comes from the instruction (32 uint, 32_32_32 float bits, 8 uint store, 32_32_32 store). */
const TBUF: MoreCase = {
  name: 'tbuffer_load/store_format_x/xyz: DFMT/NFMT from the instruction (32 uint, 32_32_32 float, 8 uint keeps the low byte)',
  asm: 'tbuffer_load_format_x v10, v0, s[4:7], dfmt:4, nfmt:4, 0 offen offset:4\ntbuffer_load_format_xyz v[12:14], v0, s[4:7], dfmt:13, nfmt:7, 0 offen offset:16\n' +
    'tbuffer_store_format_x v30, v0, s[8:11], dfmt:1, nfmt:4, 0 offen offset:3\ntbuffer_store_format_xyz v[32:34], v0, s[8:11], dfmt:13, nfmt:7, 0 offen offset:16',
  init: (w, mem) => {
    ioBuffers(w, mem, 64 * 64); setV(w, 0, (l) => 64 * l);
    setV(w, 30, (l) => DV(l, 0));
    // Ordinary floats (a 32-bit float component is stored as it is).
    for (let k = 0; k < 3; k++) setV(w, 32 + k, (l) => f32b(Math.fround((l - 31.5) * (k + 1.25))));
  },
  check: (w, mem) => {
    const want = storedBytes(64 * 64, (l) => [[64 * l + 3, le(DV(l, 0), 1)], [64 * l + 16, [0, 1, 2].flatMap((k) => le(f32b(Math.fround((l - 31.5) * (k + 1.25))), 4))]]);
    const dst = region(mem, 'dst');
    return [...lanes(w, 10, (l) => patU(64 * l + 4, 4), 'x'), ...[0, 1, 2].flatMap((k) => lanes(w, 12 + k, (l) => patU(64 * l + 16 + 4 * k, 4), `xyz.${k}`)),
      ...bytesEq('dst', (i) => dst.getUint8(i), (i) => want[i]!, 64 * 64)];
  },
};

/**
 * d16 (GCN 1.2, decision 28): 16_16_16_16 float components load as their f16 bits in bits 15-0
 * (f16 -> f32 -> f16 is exact), stores take bits 15-0 as f16 and ignore bits 31-16.
 */
const D16: MoreCase = {
  name: 'd16 buffer/tbuffer format loads and stores (GCN 1.2): one f16 per VGPR in bits 15-0, upper bits ignored / zeroed',
  cpus: ['tonga'],
  asm: 'buffer_load_format_d16_x v10, v0, s[12:15], 0 offen\nbuffer_load_format_d16_xy v[12:13], v0, s[12:15], 0 offen offset:8\n' +
    'buffer_load_format_d16_xyz v[16:18], v0, s[12:15], 0 offen offset:16\nbuffer_load_format_d16_xyzw v[20:23], v0, s[12:15], 0 offen offset:24\n' +
    'tbuffer_load_format_d16_x v24, v0, s[4:7], dfmt:12, nfmt:7, 0 offen offset:32\ntbuffer_load_format_d16_xy v[26:27], v0, s[4:7], dfmt:12, nfmt:7, 0 offen offset:40\n' +
    'tbuffer_load_format_d16_xyz v[28:30], v0, s[4:7], dfmt:12, nfmt:7, 0 offen offset:48\n' +
    'buffer_store_format_d16_x v40, v0, s[16:19], 0 offen\nbuffer_store_format_d16_xyz v[40:42], v0, s[16:19], 0 offen offset:8\n' +
    'buffer_store_format_d16_xyzw v[40:43], v0, s[16:19], 0 offen offset:16\n' +
    'tbuffer_store_format_d16_x v40, v0, s[8:11], dfmt:12, nfmt:7, 0 offen offset:32\ntbuffer_store_format_d16_xy v[40:41], v0, s[8:11], dfmt:12, nfmt:7, 0 offen offset:40\n' +
    'tbuffer_store_format_d16_xyz v[40:42], v0, s[8:11], dfmt:12, nfmt:7, 0 offen offset:48\ntbuffer_store_format_d16_xyzw v[40:43], v0, s[8:11], dfmt:12, nfmt:7, 0 offen offset:56',
  init: (w, mem) => {
    ioBuffers(w, mem, 64 * 64); setV(w, 0, (l) => 64 * l);
    // Overwrite the source with finite halves (no NaN payload questions).
    const src = region(mem, 'src');
    for (let l = 0; l < L; l++) for (let k = 0; k < 32; k++) src.setUint16(64 * l + 2 * k, HALF(l, k), true);
    for (const s of [12, 16]) { for (let i = 0; i < 3; i++) w.sreg[s + i] = w.sreg[(s === 16 ? 8 : 4) + i]!; rsrcFmt(w, s, 12, 7); }
    for (let k = 0; k < 4; k++) setV(w, 40 + k, (l) => (HALF(l, 40 + k) | (C(l + k) << 16)) >>> 0);
  },
  check: (w, mem) => {
    const h = (l: number, k: number): number => HALF(l, k);
    // Component k of a load at byte offset o: the half at 64l + o + 2k.
    const ld = (r: number, o: number, n: number): string[] => Array.from({ length: n }, (_, k) => lanes(w, r + k, (l) => h(l, o / 2 + k), `d16@${o}.${k}`)).flat();
    const put = (o: number, n: number) => (l: number): [number, number[]] => [64 * l + o, Array.from({ length: n }, (_, k) => le(h(l, 40 + k), 2)).flat()];
    const want = storedBytes(64 * 64, (l) => [put(0, 1)(l), put(8, 3)(l), put(16, 4)(l), put(32, 1)(l), put(40, 2)(l), put(48, 3)(l), put(56, 4)(l)]);
    const dst = region(mem, 'dst');
    return [...ld(10, 0, 1), ...ld(12, 8, 2), ...ld(16, 16, 3), ...ld(20, 24, 4), ...ld(24, 32, 1), ...ld(26, 40, 2), ...ld(28, 48, 3),
      ...bytesEq('dst', (i) => dst.getUint8(i), (i) => want[i]!, 64 * 64)];
  },
};

/** Cache invalidations are no-ops in a functional model (docs/emulator.md). */
const WBINV: MoreCase = {
  name: 'buffer_wbinvl1, buffer_wbinvl1_sc (GCN 1.0), buffer_wbinvl1_vol (GCN 1.1/1.2) change nothing',
  asm: (c) => (c === 'tahiti' ? 'buffer_wbinvl1_sc\nbuffer_wbinvl1' : 'buffer_wbinvl1_vol\nbuffer_wbinvl1') + '\nv_mov_b32 v1, v0',
  init: (w) => { setV(w, 0, A); setV(w, 1, B); },
  check: (w) => [...lanes(w, 0, A), ...lanes(w, 1, A)],
};

/** FLAT loads and stores of the sizes not reached elsewhere, into mapped buffers. */
const FLATLS: MoreCase = {
  name: 'FLAT (GCN 1.1/1.2): sbyte/ubyte/sshort/ushort/dwordx3 loads, byte/short/dwordx3 stores',
  cpus: ['hawaii', 'tonga'],
  asm: 'flat_load_sbyte v10, v[2:3]\nflat_load_ubyte v11, v[2:3]\nflat_load_sshort v12, v[4:5]\nflat_load_ushort v13, v[4:5]\nflat_load_dwordx3 v[16:18], v[6:7]\n' +
    'flat_store_byte v[52:53], v30\nflat_store_short v[54:55], v31\nflat_store_dwordx3 v[56:57], v[34:36]',
  init: (w, mem) => {
    ioBuffers(w, mem, 64 * 64);
    const sb = mem.regions.find((r) => r.name === 'src')!.base; const db = mem.regions.find((r) => r.name === 'dst')!.base;
    const pair = (r: number, base: number, o: (l: number) => number): void => { setV(w, r, (l) => (base + o(l)) % 2 ** 32); setV(w, r + 1, () => Math.floor(base / 2 ** 32)); };
    pair(2, sb, (l) => 64 * l + 5); pair(4, sb, (l) => 64 * l + 10); pair(6, sb, (l) => 64 * l + 20);
    pair(52, db, (l) => 64 * l + 1); pair(54, db, (l) => 64 * l + 2); pair(56, db, (l) => 64 * l + 16);
    storeData(w);
  },
  check: (w, mem) => {
    const want = storedBytes(64 * 64, (l) => [[64 * l + 1, le(DV(l, 0), 1)], [64 * l + 2, le(DV(l, 1), 2)], [64 * l + 16, [34, 35, 36].flatMap((r) => le(DV(l, r), 4))]]);
    const dst = region(mem, 'dst');
    return [...lanes(w, 10, (l) => sext(PAT(64 * l + 5), 8), 'sbyte'), ...lanes(w, 11, (l) => PAT(64 * l + 5), 'ubyte'),
      ...lanes(w, 12, (l) => sext(patU(64 * l + 10, 2), 16), 'sshort'), ...lanes(w, 13, (l) => patU(64 * l + 10, 2), 'ushort'),
      ...[0, 1, 2].flatMap((k) => lanes(w, 16 + k, (l) => patU(64 * l + 20 + 4 * k, 4), `x3.${k}`)),
      ...bytesEq('dst', (i) => dst.getUint8(i), (i) => want[i]!, 64 * 64)];
  },
};


// --- DS reads, writes, src2 forms and the rest ----------------------------------------------------
const LDS_N = 0x10000;
/** Fills the LDS (and a shadow copy the reference updates) with PAT; M0 = -1 (GCN 1.0/1.1 limit). */
function ldsPat(w: Wave): void { w.sreg[124] = 0xffffffff; for (let i = 0; i < LDS_N; i++) w.ldsView.setUint8(i, PAT(i)); }
function shadowLds(): DataView { const d = new DataView(new ArrayBuffer(LDS_N)); for (let i = 0; i < LDS_N; i++) d.setUint8(i, PAT(i)); return d; }
function ldsDiff(w: Wave, sh: DataView): string[] {
  const out: string[] = [];
  for (let i = 0; i < LDS_N && out.length < 4; i += 4) { const m = eqs(`lds[0x${i.toString(16)}]`, w.ldsView.getUint32(i, true), sh.getUint32(i, true)); if (m) out.push(m); }
  return out;
}

const DSRW: MoreCase = {
  name: 'DS reads and writes: i8/u8/i16/u16 extension, b8/b16 stores, b64, read2/write2 and st64 offsets (in elements)',
  asm: 'ds_read_i8 v10, v0 offset:1\nds_read_u8 v11, v0 offset:3\nds_read_i16 v12, v0 offset:2\nds_read_u16 v13, v0 offset:6\n' +
    'ds_read_b64 v[14:15], v1 offset:8\nds_read2_b64 v[16:19], v1 offset0:1 offset1:3\nds_read2st64_b64 v[20:23], v1 offset0:1 offset1:2\n' +
    'ds_write_b8 v2, v30 offset:8192\nds_write_b16 v3, v31 offset:8448\nds_write_b64 v1, v[32:33] offset:8704\n' +
    'ds_write2_b32 v4, v34, v35 offset0:0 offset1:64\nds_write2st64_b32 v5, v34, v35 offset0:1 offset1:3\n' +
    'ds_write2_b64 v6, v[32:33], v[36:37] offset0:0 offset1:64\nds_write2st64_b64 v7, v[32:33], v[36:37] offset0:1 offset1:2',
  init: (w) => {
    ldsPat(w);
    setV(w, 0, (l) => 4 * l); setV(w, 1, (l) => 8 * l); setV(w, 2, (l) => l); setV(w, 3, (l) => 2 * l);
    setV(w, 4, (l) => 0x3000 + 4 * l); setV(w, 5, (l) => 0x4000 + 4 * l); setV(w, 6, (l) => 0x5000 + 8 * l); setV(w, 7, (l) => 0x6000 + 8 * l);
    for (const r of [30, 31, 32, 33, 34, 35, 36, 37]) setV(w, r, (l) => DV(l, r));
  },
  check: (w) => {
    const sh = shadowLds();
    const d = (l: number, r: number): number => DV(l, r);
    for (let l = 0; l < L; l++) {
      sh.setUint8(8192 + l, d(l, 30) & 0xff); sh.setUint16(8448 + 2 * l, d(l, 31) & 0xffff, true);
      sh.setUint32(8704 + 8 * l, d(l, 32), true); sh.setUint32(8708 + 8 * l, d(l, 33), true);
      sh.setUint32(0x3000 + 4 * l, d(l, 34), true); sh.setUint32(0x3000 + 4 * l + 256, d(l, 35), true);
      // st64 b32: offsets × 64 elements × 4 bytes.
      sh.setUint32(0x4000 + 4 * l + 256, d(l, 34), true); sh.setUint32(0x4000 + 4 * l + 768, d(l, 35), true);
      for (const [a, r] of [[0x5000 + 8 * l, 32], [0x5000 + 8 * l + 512, 36], [0x6000 + 8 * l + 512, 32], [0x6000 + 8 * l + 1024, 36]] as const) {
        sh.setUint32(a, d(l, r), true); sh.setUint32(a + 4, d(l, r + 1), true);
      }
    }
    const q = (r: number, a: (l: number) => number, what: string): string[] => lanes(w, r, (l) => patU(a(l), 4), what);
    return [
      ...lanes(w, 10, (l) => sext(PAT(4 * l + 1), 8), 'i8'), ...lanes(w, 11, (l) => PAT(4 * l + 3), 'u8'),
      ...lanes(w, 12, (l) => sext(patU(4 * l + 2, 2), 16), 'i16'), ...lanes(w, 13, (l) => patU(4 * l + 6, 2), 'u16'),
      ...q(14, (l) => 8 * l + 8, 'b64.lo'), ...q(15, (l) => 8 * l + 12, 'b64.hi'),
      ...q(16, (l) => 8 * l + 8, 'read2.0'), ...q(17, (l) => 8 * l + 12, 'read2.1'), ...q(18, (l) => 8 * l + 24, 'read2.2'), ...q(19, (l) => 8 * l + 28, 'read2.3'),
      ...q(20, (l) => 8 * l + 512, 'st64.0'), ...q(21, (l) => 8 * l + 516, 'st64.1'), ...q(22, (l) => 8 * l + 1024, 'st64.2'), ...q(23, (l) => 8 * l + 1028, 'st64.3'),
      ...ldsDiff(w, sh),
    ];
  },
};

const DS128: MoreCase = {
  name: 'ds_read/write_b96 and _b128 (GCN 1.1/1.2)',
  cpus: ['hawaii', 'tonga'],
  asm: 'ds_read_b96 v[10:12], v0 offset:4\nds_read_b128 v[16:19], v0 offset:1024\nds_write_b96 v0, v[30:32] offset:8192\nds_write_b128 v0, v[40:43] offset:12288',
  init: (w) => { ldsPat(w); setV(w, 0, (l) => 16 * l); for (const r of [30, 31, 32, 40, 41, 42, 43]) setV(w, r, (l) => DV(l, r)); },
  check: (w) => {
    const sh = shadowLds();
    for (let l = 0; l < L; l++) {
      [30, 31, 32].forEach((r, k) => sh.setUint32(8192 + 16 * l + 4 * k, DV(l, r), true));
      [40, 41, 42, 43].forEach((r, k) => sh.setUint32(12288 + 16 * l + 4 * k, DV(l, r), true));
    }
    return [...[0, 1, 2].flatMap((k) => lanes(w, 10 + k, (l) => patU(16 * l + 4 + 4 * k, 4), `b96.${k}`)),
      ...[0, 1, 2, 3].flatMap((k) => lanes(w, 16 + k, (l) => patU(16 * l + 1024 + 4 * k, 4), `b128.${k}`)), ...ldsDiff(w, sh)];
  },
};

/**
 * ds_*_src2_* (decision 24): MEM[A] = op(MEM[A], MEM[B]), B = A + size·(15-bit offset,
 * sign-extended); offset 0x7ffc = -4 elements, so lane l reads what lane l-4 just wrote.
 */
function src2Case(bits: 32 | 64, cpu: Cpu): MoreCase {
  const keys: [string, string][] = [['add', 'add'], ['sub', 'sub'], ['rsub', 'rsub'], ['inc', 'inc'], ['dec', 'dec'], ['min_i', 'min_i'], ['max_i', 'max_i'],
    ['min_u', 'min_u'], ['max_u', 'max_u'], ['and_b', 'and'], ['or_b', 'or'], ['xor_b', 'xor'], ['min_f', 'min_f'], ['max_f', 'max_f'],
    ...(bits === 64 ? [['write_b', 'swap'] as [string, string]] : []), ...(bits === 32 && cpu === 'tonga' ? [['add_f', 'add_f'] as [string, string]] : [])];
  const mn = (k: string): string => {
    const [op, ty] = /^(add|sub|rsub|inc|dec)$/.test(k) ? [k, 'u'] : [k.slice(0, k.lastIndexOf('_')), k.slice(k.lastIndexOf('_') + 1)];
    return `ds_${op}_src2_${ty}${bits}`;
  };
  const sz = bits / 8;
  const base = (j: number): number => 0x1000 * j + 0x100;
  const fkey = (k: string): boolean => k.endsWith('_f');
  // Float regions hold finite non-zero values, integer ones PAT (zeros and small values included).
  const fval = (j: number, i: number): bigint => { const x = (i - 40.5) * 0.375 * (j + 1); return bits === 32 ? BigInt(f32b(x)) : f64b(x * 1e-3); };
  const fill = (put: (a: number, v: bigint) => void): void => keys.forEach(([, k], j) => {
    if (fkey(k)) for (let i = -8; i < 64; i++) put(base(j) + sz * i, fval(j, i));
  });
  const put = (d: DataView) => (a: number, v: bigint): void => { if (bits === 32) d.setUint32(a, Number(v), true); else d.setBigUint64(a, v, true); };
  const get = (d: DataView, a: number): bigint => (bits === 32 ? BigInt(d.getUint32(a, true)) : d.getBigUint64(a, true));
  return {
    name: `ds_*_src2_${bits === 32 ? 'u32/i32/b32/f32' : 'u64/i64/b64/f64'} on ${cpu}: ${keys.length} ops, B = A - 4 elements, lanes in order`,
    cpus: [cpu],
    asm: keys.map(([k], j) => `${mn(k)} v${100 + j} offset:${0x8000 - 4}`).join('\n'),
    init: (w) => { ldsPat(w); fill(put(w.ldsView)); keys.forEach((_, j) => setV(w, 100 + j, (l) => base(j) + sz * l)); },
    check: (w) => {
      const sh = shadowLds(); fill(put(sh));
      const OPX: Record<string, Op> = { ...OPS, add_f: (o, d) => BigInt(f32b(Math.fround(f32(Number(o)) + f32(Number(d))))) };
      keys.forEach(([, k], j) => {
        for (let l = 0; l < L; l++) { const a = base(j) + sz * l; put(sh)(a, OPX[k]!(get(sh, a), get(sh, a - 4 * sz), 0n, bits)); }
      });
      return ldsDiff(w, sh);
    },
  };
}

/** ds_append/consume (GDS bit clear): the LDS dword at M0[15:0] + offset grows/shrinks by the active-lane count; each active lane gets the old value. */
const APPEND: MoreCase = {
  name: 'ds_append / ds_consume on LDS: counter at M0[15:0] + offset, +/- popcount(EXEC), the old value to every active lane',
  asm: 'ds_append v1 offset:16\nds_consume v2 offset:32',
  init: (w) => {
    w.sreg[124] = 0x40; w.ldsView.setUint32(0x50, 1000, true); w.ldsView.setUint32(0x60, 500, true);
    w.sreg[126] = 0xf0f0f0f0; w.sreg[127] = 0x1;
    setV(w, 1, () => 0xdead); setV(w, 2, () => 0xbeef);
  },
  check: (w) => {
    const on = (l: number): boolean => (l < 32 ? (0xf0f0f0f0 >>> l) & 1 : l === 32 ? 1 : 0) === 1;
    return [eqs('append ctr', w.ldsView.getUint32(0x50, true), 1017), eqs('consume ctr', w.ldsView.getUint32(0x60, true), 483),
      ...lanes(w, 1, (l) => (on(l) ? 1000 : 0xdead), 'append'), ...lanes(w, 2, (l) => (on(l) ? 500 : 0xbeef), 'consume')];
  },
};

/** ds_permute_b32 (GCN 1.2): lane l sends DATA0 to lane ADDR/4; with lanes 60-63 off, their targets get 0 (decision 14). */
const PERMUTE: MoreCase = {
  name: 'ds_permute_b32 (GCN 1.2): forward permute, lanes nothing is sent to read 0; ds_add_rtn_f32 lanes in order; ds_nop',
  cpus: ['tonga'],
  asm: 'ds_permute_b32 v2, v1, v0\nds_add_rtn_f32 v3, v4, v5 offset:256\nds_nop',
  init: (w) => {
    w.sreg[127] = 0x0fffffff;
    setV(w, 0, (l) => A(l)); setV(w, 1, (l) => 4 * ((l * 5) & 63) + 256 * (l & 1)); setV(w, 2, () => 0x1234);
    setV(w, 4, (l) => 4 * (l >> 3)); setV(w, 5, (l) => f32b((l - 20.5) * 0.1));
    for (let i = 0; i < 8; i++) w.ldsView.setUint32(256 + 4 * i, f32b(i * 3.25 + 0.1), true);
  },
  check: (w) => {
    const on = (l: number): boolean => l < 60;
    const from = new Map<number, number>();
    for (let l = 0; l < 60; l++) from.set((l * 5) & 63, l);
    const mem = Array.from({ length: 8 }, (_, i) => Math.fround(i * 3.25 + 0.1));
    const ret: number[] = [];
    for (let l = 0; l < 60; l++) { const i = l >> 3; ret.push(f32b(mem[i]!)); mem[i] = Math.fround(mem[i]! + Math.fround((l - 20.5) * 0.1)); }
    return [...lanes(w, 2, (l) => (on(l) ? (from.has(l) ? A(from.get(l)!) : 0) : 0x1234), 'permute'),
      ...lanes(w, 3, (l) => ret[l]!, 'add_rtn_f32', on), ...mem.map((v, i) => eqs(`f32 lds[${i}]`, w.ldsView.getUint32(256 + 4 * i, true), f32b(v)))];
  },
};

/** ds_wrxchg2[st64]_rtn: both old values read, then DATA0 and DATA1 written (decision 24). */
const WRX2: MoreCase = {
  name: 'ds_wrxchg2st64_rtn_b32 and ds_wrxchg2_rtn_b64: old values returned, overlapping lanes in order',
  asm: 'ds_wrxchg2st64_rtn_b32 v[10:11], v0, v20, v21 offset0:1 offset1:2\nds_wrxchg2_rtn_b64 v[12:15], v1, v[22:23], v[24:25] offset0:1 offset1:3',
  init: (w) => { ldsPat(w); setV(w, 0, (l) => 4 * l); setV(w, 1, (l) => 0x2000 + 8 * l); for (const r of [20, 21, 22, 23, 24, 25]) setV(w, r, (l) => DV(l, r)); },
  check: (w) => {
    const sh = shadowLds();
    const out: string[] = [];
    for (let l = 0; l < L; l++) {
      const a0 = 4 * l + 256; const a1 = 4 * l + 512;
      out.push(eqs(`st64 ret0[${l}]`, vg(w, 10, l), sh.getUint32(a0, true)), eqs(`st64 ret1[${l}]`, vg(w, 11, l), sh.getUint32(a1, true)));
      sh.setUint32(a0, DV(l, 20), true); sh.setUint32(a1, DV(l, 21), true);
    }
    for (let l = 0; l < L; l++) {
      const a0 = 0x2000 + 8 * l + 8; const a1 = 0x2000 + 8 * l + 24;
      [a0, a0 + 4, a1, a1 + 4].forEach((a, k) => out.push(eqs(`b64 ret${k}[${l}]`, vg(w, 12 + k, l), sh.getUint32(a, true))));
      [22, 23, 24, 25].forEach((r, k) => sh.setUint32(k < 2 ? a0 + 4 * k : a1 + 4 * (k - 2), DV(l, r), true));
    }
    return [...out.filter((m) => m !== '').slice(0, 4), ...ldsDiff(w, sh)];
  },
};

/** GWS and ordered count need the GDS: a run-time error by decision 25. */
const gws = (asm: string, cpus?: readonly Cpu[]): MoreCase => ({
  name: `${asm.split(' ')[0]} is a GDS run-time error (decision 25)`, ...(cpus !== undefined ? { cpus } : {}),
  asm, check: () => [], error: new RegExp(`${asm.split(' ')[0]} \\(GDS\\) is not supported by the compute model`),
});

const ALL: readonly Cpu[] = ['tahiti', 'hawaii', 'tonga'];
export const COVER_B_CASES: readonly MoreCase[] = [
  {
    name: 'MUBUF loads and stores of every width: sbyte/ubyte/sshort/ushort sign and zero extension, dwordx2/x3/x4',
    asm: LOADS,
    init: (w, mem) => { ioBuffers(w, mem, 64 * 64); setV(w, 0, (l) => 64 * l); storeData(w); },
    check: (w, mem) => {
      const want = storedBytes(64 * 64, storePut((l) => 64 * l));
      const dst = region(mem, 'dst');
      return [...loadChecks(w, (l) => 64 * l), ...bytesEq('dst', (i) => dst.getUint8(i), (i) => want[i]!, 64 * 64)];
    },
  },
  formatCase(ALL), TBUF, D16, WBINV, FLATLS, DSRW, DS128, APPEND, PERMUTE, WRX2,
  ...ALL.flatMap((c) => [src2Case(32, c), src2Case(64, c)]),
  gws('ds_gws_sema_v gds'), gws('ds_gws_sema_br v0 gds'), gws('ds_gws_sema_p gds'), gws('ds_gws_barrier v0 gds'),
  gws('ds_gws_sema_release_all gds', ['hawaii', 'tonga']), gws('ds_ordered_count v1, v0 gds'),
  {
    name: 'ds_nop (GCN 1.1/1.2) changes nothing',
    cpus: ['hawaii', 'tonga'],
    asm: 'ds_nop\nv_mov_b32 v1, v0',
    init: (w) => { ldsPat(w); setV(w, 0, A); },
    check: (w) => [...lanes(w, 0, A), ...lanes(w, 1, A), ...ldsDiff(w, shadowLds())],
  },
  {
    // A CLRX-only row (no address or data operands in its table, llvm-mc 14 rejects it,
    // no AMD pseudo-code): the emulator refuses it by name (docs/emulator.md, known limits).
    name: 'ds_condxchg32_rtn_b128 (CLRX extra) is a run-time error naming it',
    cpus: ['hawaii', 'tonga'],
    clrx: ['hawaii', 'tonga'],
    asm: 'ds_condxchg32_rtn_b128 v[2:5] offset:8',
    check: () => [],
    error: /ds_condxchg32_rtn_b128 is not supported by the compute model/,
  },
  dsCase(32, false), dsCase(32, true), dsCase(64, false), dsCase(64, true),
  ...(['tahiti', 'hawaii', 'tonga'] as const).flatMap((c) => [bufAtomCase(32, c), bufAtomCase(64, c)]),
  bufAtomCase(32, 'tahiti', false), bufAtomCase(64, 'hawaii', false),
  ...(['hawaii', 'tonga'] as const).flatMap((c) => [flatAtomCase(32, c), flatAtomCase(64, c)]),
];
