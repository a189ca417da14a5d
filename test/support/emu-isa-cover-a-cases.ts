// Instruction-level cases that close the emulator's coverage gaps in the
// scalar (SOP2/SOPK/SOP1/SOPC/SOPP/SMEM) and VALU (VOP2/VOP3/VOPC) rows
// (issue 11). Mostly table-driven: one program runs many instructions of a
// family on fixed inputs and every result is checked against a reference
// computed here (BigInt arithmetic, IEEE relations of JS numbers, written-out
// bit patterns, AMD's ISA pseudo-code) - never taken from gcnkit. Encodings:
// test/vectors/emu-isa-cover-a (llvm-mc 14, clrxasm for CLRX-only names).

import type { Memory } from '../../src/emu/memory.js';
import type { Wave } from '../../src/emu/wave.js';
import { WAVE_CODE_BASE } from '../../src/emu/wave-run.js';
import { ISA_CHOICES } from '../../src/emu/choices.js';
import type { Cpu } from './emu-isa-cases.js';
import type { MoreCase } from './emu-isa-more-cases.js';

const L = 64;
const M32 = 0xffffffffn;
const M64 = (1n << 64n) - 1n;
const hex = (v: bigint | number): string => '0x' + BigInt.asUintN(64, BigInt(v)).toString(16);
const eqN = (what: string, got: bigint | number, want: bigint | number): string =>
  (BigInt(got) === BigInt(want) ? '' : `${what}: got ${hex(got)}, want ${hex(want)}`);
const s64 = (w: Wave, r: number): bigint => (BigInt(w.sreg[r + 1]!) << 32n) | BigInt(w.sreg[r]!);
const setS64 = (w: Wave, r: number, v: bigint): void => { w.sreg[r] = Number(v & M32); w.sreg[r + 1] = Number((v >> 32n) & M32); };
const setV = (w: Wave, r: number, f: (l: number) => number): void => { for (let l = 0; l < L; l++) w.vgpr[r * L + l] = f(l) >>> 0; };
const vg = (w: Wave, r: number, l: number): number => w.vgpr[r * L + l]!;
const i32 = (x: bigint): bigint => BigInt.asIntN(32, x);
const i64 = (x: bigint): bigint => BigInt.asIntN(64, x);
const u32 = (x: bigint): bigint => BigInt.asUintN(32, x);
const u64 = (x: bigint): bigint => BigInt.asUintN(64, x);
const popcnt = (x: bigint): number => { let n = 0; for (; x !== 0n; x >>= 1n) n += Number(x & 1n); return n; };
const bit = (x: bigint, i: number): number => Number((x >> BigInt(i)) & 1n);
const b2 = (c: boolean): number => (c ? 1 : 0);

// --- the scalar table machinery ------------------------------------------------------------
// Inputs live in s80-s99; row k writes s[2k] (or s[2k:2k+1]) and its SCC goes to s(40+k) by
// s_cselect. Destinations start as a pattern so that "unchanged" is visible.

/** Scalar inputs (SGPR number -> value). */
const IN: Record<number, number> = {
  80: 0x80000001, 81: 0x7ffffffe, 82: 0xfffffff0, 83: 0x0000000f,
  84: 0x80000001, 85: 0xf0f01234, 86: 0xffff0000, 87: 0x0ff000ff,
  88: 5, 89: 0x44, 90: (20 << 16) | 28, 91: (8 << 16) | 56, 92: 0x80081020, 93: 0x123456c4,
  94: 0, 95: 0, 96: 0xffff3333, 97: 0xffffffff, 98: 39, 99: 0x12345678,
};
const R = (r: number): bigint => BigInt(IN[r]!);
const P = (R(85) << 32n) | R(84);
const Q = (R(87) << 32n) | R(86);
const NEG3333 = (R(97) << 32n) | R(96);
const initPattern = (k: number): number => (0xdead0000 + k * 0x111) >>> 0;

interface SRow {
  /** The instruction, D standing for its destination. */
  readonly asm: string;
  /** Destination width (0: none, e.g. compares). */
  readonly w: 0 | 32 | 64;
  /** Wanted result, or a function of the destination's old value. */
  readonly want?: bigint | ((old: bigint) => bigint);
  readonly scc?: number;
  /** Lines before it (e.g. to set SCC). */
  readonly pre?: string;
}
const SET_SCC = 's_cmp_eq_u32 0, 0';
const CLR_SCC = 's_cmp_eq_u32 0, 1';

function sTable(name: string, rows: readonly SRow[], cpus?: readonly Cpu[]): MoreCase {
  // Destinations from s0 upward (64-bit ones even-aligned), SCC copies from s79 downward.
  const dst: number[] = []; const sccReg: number[] = [];
  let nextD = 0; let nextS = 79;
  for (const r of rows) {
    if (r.w === 64 && nextD % 2 === 1) nextD++;
    dst.push(nextD); nextD += r.w / 32;
    sccReg.push(r.scc !== undefined ? nextS-- : -1);
  }
  if (nextD > nextS + 1) throw new Error(`${name}: too many rows for s0-s79`);
  const lines: string[] = [];
  rows.forEach((r, k) => {
    if (r.pre !== undefined) lines.push(r.pre);
    lines.push(r.asm.replace('D', r.w === 64 ? `s[${dst[k]}:${dst[k]! + 1}]` : `s${dst[k]}`));
    if (r.scc !== undefined) lines.push(`s_cselect_b32 s${sccReg[k]}, 1, 0`);
  });
  return {
    name, ...(cpus !== undefined ? { cpus } : {}), asm: lines.join('\n'),
    init: (w) => { for (let i = 0; i < 80; i++) w.sreg[i] = initPattern(i); for (const [r, v] of Object.entries(IN)) w.sreg[Number(r)] = v >>> 0; },
    check: (w) => rows.flatMap((r, k) => {
      const what = r.asm.replace('D, ', '');
      const out: string[] = [];
      const d = dst[k]!;
      if (r.w !== 0 && r.want !== undefined) {
        const old = r.w === 64 ? (BigInt(initPattern(d + 1)) << 32n) | BigInt(initPattern(d)) : BigInt(initPattern(d));
        const want = typeof r.want === 'function' ? r.want(old) : r.want;
        out.push(eqN(what, r.w === 64 ? s64(w, d) : w.sreg[d]!, r.w === 64 ? u64(want) : u32(want)));
      }
      if (r.scc !== undefined) out.push(eqN(`${what} SCC`, w.sreg[sccReg[k]!]!, r.scc));
      return out;
    }),
  };
}

// --- references -------------------------------------------------------------------------------
const brev64 = (x: bigint): bigint => { let r = 0n; for (let i = 0; i < 64; i++) r = (r << 1n) | ((x >> BigInt(i)) & 1n); return r; };
const ff = (x: bigint, one: boolean): bigint => { for (let i = 0; i < 64; i++) if (bit(x, i) === b2(one)) return BigInt(i); return M32; };
const clz64 = (x: bigint): bigint => { for (let i = 0; i < 64; i++) if (bit(x, 63 - i) === 1) return BigInt(i); return M32; };
/** AMD's S_FLBIT_I32_I64: the smallest i in 1-63 with bit 63-i != bit 63, else -1. */
const flbitI64 = (x: bigint): bigint => { for (let i = 1; i < 64; i++) if (bit(x, 63 - i) !== bit(x, 63)) return BigInt(i); return M32; };
const wqm = (x: bigint, bits: number): bigint => { let r = 0n; for (let i = 0; i < bits; i += 4) if (((x >> BigInt(i)) & 15n) !== 0n) r |= 15n << BigInt(i); return r; };
const quadmask = (x: bigint, bits: number): bigint => { let r = 0n; for (let i = 0; i < bits; i += 4) if (((x >> BigInt(i)) & 15n) !== 0n) r |= 1n << BigInt(i / 4); return r; };
const bfe = (x: bigint, ctl: bigint, signed: boolean): bigint => {
  const off = ctl & 63n; const wd = (ctl >> 16n) & 127n;
  const f = (x >> off) & ((1n << wd) - 1n);
  return signed && wd > 0n ? BigInt.asIntN(Number(wd), f) : f;
};
const nz = (x: bigint): number => b2(x !== 0n);

const SOP2_ROWS: SRow[] = [
  { asm: 's_sub_i32 D, s80, s81', w: 32, want: R(80) - R(81), scc: 1 }, // -2147483647 - 2147483646 overflows
  { asm: 's_subb_u32 D, s83, s88', w: 32, pre: SET_SCC, want: 15n - 5n - 1n, scc: 0 },
  { asm: 's_subb_u32 D, s88, s83', w: 32, pre: SET_SCC, want: 5n - 15n - 1n, scc: 1 },
  { asm: 's_min_i32 D, s80, s81', w: 32, want: R(80), scc: 1 },
  { asm: 's_min_u32 D, s80, s81', w: 32, want: R(81), scc: 0 },
  { asm: 's_max_i32 D, s82, s83', w: 32, want: R(83), scc: 0 },
  { asm: 's_or_b32 D, s80, s83', w: 32, want: R(80) | R(83), scc: 1 },
  { asm: 's_xor_b32 D, s82, s82', w: 32, want: 0n, scc: 0 },
  { asm: 's_andn2_b32 D, s82, s83', w: 32, want: R(82) & ~R(83), scc: 1 },
  { asm: 's_orn2_b32 D, s83, s82', w: 32, want: R(83) | (~R(82) & M32), scc: 1 },
  { asm: 's_orn2_b64 D, s[84:85], s[86:87]', w: 64, want: P | (~Q & M64), scc: 1 },
  { asm: 's_nand_b32 D, s82, s83', w: 32, want: ~(R(82) & R(83)), scc: 1 },
  { asm: 's_nand_b64 D, s[84:85], s[86:87]', w: 64, want: ~(P & Q), scc: 1 },
  { asm: 's_nor_b32 D, s80, s81', w: 32, want: ~(R(80) | R(81)), scc: 0 },
  { asm: 's_nor_b64 D, s[84:85], s[86:87]', w: 64, want: ~(P | Q), scc: nz(u64(~(P | Q))) },
  { asm: 's_xnor_b32 D, s80, s81', w: 32, want: ~(R(80) ^ R(81)), scc: 0 },
  { asm: 's_xnor_b64 D, s[84:85], s[86:87]', w: 64, want: ~(P ^ Q), scc: 1 },
  { asm: 's_lshr_b64 D, s[84:85], s89', w: 64, want: P >> (R(89) & 63n), scc: 1 },
  { asm: 's_bfm_b64 D, s88, s89', w: 64, want: ((1n << R(88)) - 1n) << (R(89) & 63n) },
  { asm: 's_bfe_u64 D, s[84:85], s90', w: 64, want: bfe(P, R(90), false), scc: nz(bfe(P, R(90), false)) },
  { asm: 's_bfe_i64 D, s[84:85], s91', w: 64, want: bfe(P, R(91), true), scc: 1 },
];

const SOP2_MORE_ROWS: SRow[] = [
  { asm: 's_max_u32 D, s80, s81', w: 32, want: R(80), scc: 1 },
  { asm: 's_cselect_b64 D, s[84:85], s[86:87]', w: 64, pre: SET_SCC, want: P },
  { asm: 's_cselect_b64 D, s[84:85], s[86:87]', w: 64, pre: CLR_SCC, want: Q },
  { asm: 's_and_b32 D, s80, s83', w: 32, want: R(80) & R(83), scc: 1 },
  { asm: 's_and_b32 D, s81, s88', w: 32, want: R(81) & R(88), scc: nz(R(81) & R(88)) },
  { asm: 's_and_b64 D, s[84:85], s[86:87]', w: 64, want: P & Q, scc: 1 },
  { asm: 's_or_b64 D, s[84:85], s[86:87]', w: 64, want: P | Q, scc: 1 },
  { asm: 's_xor_b64 D, s[84:85], s[84:85]', w: 64, want: 0n, scc: 0 },
  { asm: 's_andn2_b64 D, s[84:85], s[86:87]', w: 64, want: P & ~Q, scc: 1 },
  { asm: 's_lshl_b32 D, s80, s89', w: 32, want: R(80) << 4n, scc: 1 },
  { asm: 's_lshr_b32 D, s82, s89', w: 32, want: R(82) >> 4n, scc: 1 },
  { asm: 's_ashr_i32 D, s82, s89', w: 32, want: i32(R(82)) >> 4n, scc: 1 },
  { asm: 's_mul_i32 D, s82, s99', w: 32, want: i32(R(82)) * R(99) },
  { asm: 's_absdiff_i32 D, s82, s83', w: 32, want: 31n, scc: 1 },
  { asm: 's_absdiff_i32 D, s88, s88', w: 32, want: 0n, scc: 0 },
];

const SOP1_ROWS: SRow[] = [
  { asm: 's_cmov_b32 D, s80', w: 32, pre: SET_SCC, want: R(80) },
  { asm: 's_cmov_b32 D, s80', w: 32, pre: CLR_SCC, want: (old) => old },
  { asm: 's_cmov_b64 D, s[84:85]', w: 64, pre: SET_SCC, want: P },
  { asm: 's_cmov_b64 D, s[84:85]', w: 64, pre: CLR_SCC, want: (old) => old },
  { asm: 's_not_b32 D, s81', w: 32, want: ~R(81), scc: 1 },
  { asm: 's_wqm_b32 D, s92', w: 32, want: wqm(R(92), 32), scc: 1 },
  { asm: 's_brev_b64 D, s[84:85]', w: 64, want: brev64(P) },
  { asm: 's_bcnt0_i32_b64 D, s[84:85]', w: 32, want: BigInt(64 - popcnt(P)), scc: 1 },
  { asm: 's_bcnt1_i32_b64 D, s[86:87]', w: 32, want: BigInt(popcnt(Q)), scc: 1 },
  { asm: 's_bcnt1_i32_b64 D, s[94:95]', w: 32, want: 0n, scc: 0 },
  { asm: 's_ff0_i32_b64 D, s[84:85]', w: 32, want: ff(P, false) },
  { asm: 's_ff1_i32_b64 D, s[86:87]', w: 32, want: ff(Q, true) },
  { asm: 's_ff1_i32_b64 D, s[94:95]', w: 32, want: M32 },
  { asm: 's_flbit_i32_b64 D, s[86:87]', w: 32, want: clz64(Q) },
  { asm: 's_flbit_i32_i64 D, s[84:85]', w: 32, want: flbitI64(P) },
  { asm: 's_flbit_i32_i64 D, s[96:97]', w: 32, want: flbitI64(NEG3333) },
  { asm: 's_flbit_i32_i64 D, s[94:95]', w: 32, want: M32 },
  { asm: 's_sext_i32_i8 D, s93', w: 32, want: BigInt.asIntN(8, R(93)) },
  { asm: 's_bitset0_b32 D, s88', w: 32, want: (old) => old & ~(1n << 5n) },
  { asm: 's_bitset0_b64 D, s98', w: 64, want: (old) => old & ~(1n << 39n) },
  { asm: 's_bitset1_b64 D, s98', w: 64, want: (old) => old | (1n << 39n) },
  { asm: 's_abs_i32 D, s82', w: 32, want: 16n, scc: 1 },
  { asm: 's_quadmask_b32 D, s92', w: 32, want: quadmask(R(92), 32), scc: 1 },
];

/** S_FLBIT_I32 on AMD's own examples (GCN3/Vega ISA guides). */
const FLBIT_ROWS: SRow[] = [
  { asm: 's_flbit_i32 D, 0x0000cccc', w: 32, want: 16n },
  { asm: 's_flbit_i32 D, 0xffff3333', w: 32, want: 16n },
  { asm: 's_flbit_i32 D, 0x7fffffff', w: 32, want: 1n },
  { asm: 's_flbit_i32 D, 0x80000000', w: 32, want: 1n },
  { asm: 's_flbit_i32 D, 0', w: 32, want: M32 },
  { asm: 's_flbit_i32 D, -1', w: 32, want: M32 },
];

// Compares: three pairs per op (signed less but unsigned greater; equal; -16 vs 15).
const CMP_PAIRS: readonly [number, number][] = [[80, 81], [88, 88], [82, 83]];
const rel = (op: string, a: bigint, b: bigint): boolean =>
  ({ eq: a === b, lg: a !== b, gt: a > b, ge: a >= b, lt: a < b, le: a <= b } as Record<string, boolean>)[op]!;
const SOPC_ROWS: SRow[] = [
  ...['i32', 'u32'].flatMap((t) => ['eq', 'lg', 'gt', 'ge', 'lt', 'le'].flatMap((op) => CMP_PAIRS.map(([x, y]): SRow => {
    const cv = (r: number): bigint => (t === 'i32' ? i32(R(r)) : R(r));
    return { asm: `s_cmp_${op}_${t} s${x}, s${y}`, w: 0, scc: b2(rel(op, cv(x), cv(y))) };
  }))),
  { asm: 's_bitcmp0_b32 s80, 0', w: 0, scc: 1 - bit(R(80), 0) },
  { asm: 's_bitcmp1_b32 s80, 31', w: 0, scc: bit(R(80), 31) },
  { asm: 's_bitcmp1_b32 s92, s88', w: 0, scc: bit(R(92), 5) },
  { asm: 's_bitcmp0_b64 s[84:85], 35', w: 0, scc: 1 - bit(P, 35) },
  { asm: 's_bitcmp1_b64 s[84:85], 63', w: 0, scc: bit(P, 63) },
  { asm: 's_bitcmp1_b64 s[84:85], s98', w: 0, scc: bit(P, 39) },
];

// SOPK: the 16-bit immediate is sign-extended for the _i32 forms, zero-extended for _u32.
const SOPK_PAIRS: Record<string, readonly [number, number][]> = {
  i32: [[82, -16], [82, -32768], [83, -1]],
  u32: [[83, 0xffff], [82, 0x8000], [88, 5]],
};
const SOPK_ROWS: SRow[] = [
  ...['i32', 'u32'].flatMap((t) => ['eq', 'lg', 'gt', 'ge', 'lt', 'le'].flatMap((op) => SOPK_PAIRS[t]!.map(([x, k]): SRow => {
    const a = t === 'i32' ? i32(R(x)) : R(x);
    return { asm: `s_cmpk_${op}_${t} s${x}, ${t === 'u32' ? '0x' + k.toString(16) : k}`, w: 0, scc: b2(rel(op, a, BigInt(k))) };
  }))),
  { asm: 's_cmovk_i32 D, 0x8000', w: 32, pre: SET_SCC, want: -0x8000n },
  { asm: 's_cmovk_i32 D, 0x1234', w: 32, pre: CLR_SCC, want: (old) => old },
];

/** s_addk/s_mulk read their destination: each is preceded by a move into it. */
const SOPK_ARITH: MoreCase = {
  name: 's_addk_i32 (signed overflow in SCC) and s_mulk_i32 with sign-extended immediates',
  asm: 's_mov_b32 s0, s81\ns_addk_i32 s0, 0x7fff\ns_cselect_b32 s1, 1, 0\ns_mov_b32 s2, s88\ns_addk_i32 s2, 0xffff\ns_cselect_b32 s3, 1, 0\ns_mov_b32 s4, s82\ns_mulk_i32 s4, 0xfffd\ns_mov_b32 s5, s99\ns_mulk_i32 s5, 0x7001',
  init: (w) => { for (const [r, v] of Object.entries(IN)) w.sreg[Number(r)] = v >>> 0; },
  check: (w) => [
    eqN('addk', w.sreg[0]!, u32(R(81) + 0x7fffn)), eqN('addk SCC', w.sreg[1]!, 1),
    eqN('addk -1', w.sreg[2]!, 4), eqN('addk -1 SCC', w.sreg[3]!, 0),
    eqN('mulk -3', w.sreg[4]!, u32(i32(R(82)) * -3n)), eqN('mulk', w.sreg[5]!, u32(R(99) * 0x7001n)),
  ],
};

const SAVEEXEC = ['or', 'xor', 'andn2', 'orn2', 'nand', 'nor', 'xnor'];
const EXEC0 = 0x12345678_9abcdef0n;
const saveexecRef = (op: string, s: bigint, e: bigint): bigint => u64(({
  or: s | e, xor: s ^ e, andn2: s & ~e, orn2: s | ~e, nand: ~(s & e), nor: ~(s | e), xnor: ~(s ^ e),
} as Record<string, bigint>)[op]!);

// --- VOPC: every compare of a type in one program ------------------------------------------------
type CmpType = 'f16' | 'f32' | 'f64' | 'i16' | 'u16' | 'i32' | 'u32' | 'i64' | 'u64';
const FLOAT_OPS = ['f', 'lt', 'eq', 'le', 'gt', 'lg', 'ge', 'o', 'u', 'nge', 'nlg', 'ngt', 'nle', 'neq', 'nlt', 'tru'];
const INT_OPS = ['f', 'lt', 'eq', 'le', 'gt', 'ne', 'ge', 't'];
function fcmp(op: string, a: number, b: number): boolean {
  const un = Number.isNaN(a) || Number.isNaN(b);
  switch (op) {
    case 'f': return false; case 'tru': return true;
    case 'lt': return a < b; case 'eq': return a === b; case 'le': return a <= b; case 'gt': return a > b;
    case 'lg': return a < b || a > b; case 'ge': return a >= b; case 'o': return !un; case 'u': return un;
    case 'nge': return !(a >= b); case 'nlg': return !(a < b || a > b); case 'ngt': return !(a > b);
    case 'nle': return !(a <= b); case 'neq': return !(a === b); case 'nlt': return !(a < b);
  }
  throw new Error(op);
}
function icmp(op: string, a: bigint, b: bigint): boolean {
  return ({ f: false, t: true, lt: a < b, eq: a === b, le: a <= b, gt: a > b, ne: a !== b, ge: a >= b } as Record<string, boolean>)[op]!;
}
const f32v = (b: number): number => { const d = new DataView(new ArrayBuffer(4)); d.setUint32(0, b >>> 0, true); return d.getFloat32(0, true); };
const f64v = (hi: number, lo: number): number => { const d = new DataView(new ArrayBuffer(8)); d.setUint32(0, lo >>> 0, true); d.setUint32(4, hi >>> 0, true); return d.getFloat64(0, true); };
/** IEEE binary16 -> number (written out: sign, 5-bit exponent, 10-bit fraction). */
function f16v(h: number): number {
  const s = h & 0x8000 ? -1 : 1; const e = (h >> 10) & 31; const f = h & 1023;
  if (e === 31) return f !== 0 ? NaN : s * Infinity;
  return e === 0 ? s * f * 2 ** -24 : s * (1024 + f) * 2 ** (e - 25);
}
// Eight values per type; lane l compares VALS[l & 7] with VALS[l >> 3] (all 64 pairs).
const F32_VALS = [0x00000000, 0x80000000, 0x3f800000, 0xc0000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001];
const F64_VALS: readonly [number, number][] = [[0, 0], [0x80000000, 0], [0x3ff00000, 0], [0xc0000000, 0], [0x7ff00000, 0], [0xfff00000, 0], [0x7ff80000, 0], [0, 1]];
const F16_VALS = [0x0000, 0x8000, 0x3c00, 0xc000, 0x7c00, 0xfc00, 0x7e00, 0x0001];
const I32_VALS = [0, 1, 0xffffffff, 0x7fffffff, 0x80000000, 5, 6, 0xfffffffe];
const I64_VALS = [0n, 1n, M64, 0x7fffffff_ffffffffn, 0x80000000_00000000n, 0x1_00000000n, 0xffffffffn, 0x1_00000005n];
const I16_VALS = [0, 1, 0xffff, 0x7fff, 0x8000, 5, 6, 0xfffe];
/** Bits 31-16 of a 16-bit operand's VGPR: not part of the operand. */
const JUNK_HI = 0xabcd0000;

function laneRel(t: CmpType, op: string, l: number): boolean {
  const i = l & 7; const j = l >> 3;
  switch (t) {
    case 'f32': return fcmp(op, f32v(F32_VALS[i]!), f32v(F32_VALS[j]!));
    case 'f64': return fcmp(op, f64v(...F64_VALS[i]!), f64v(...F64_VALS[j]!));
    case 'f16': return fcmp(op, f16v(F16_VALS[i]!), f16v(F16_VALS[j]!));
    case 'i32': return icmp(op, i32(BigInt(I32_VALS[i]!)), i32(BigInt(I32_VALS[j]!)));
    case 'u32': return icmp(op, BigInt(I32_VALS[i]!), BigInt(I32_VALS[j]!));
    case 'i64': return icmp(op, i64(I64_VALS[i]!), i64(I64_VALS[j]!));
    case 'u64': return icmp(op, I64_VALS[i]!, I64_VALS[j]!);
    case 'i16': return icmp(op, BigInt.asIntN(16, BigInt(I16_VALS[i]!)), BigInt.asIntN(16, BigInt(I16_VALS[j]!)));
    case 'u16': return icmp(op, BigInt(I16_VALS[i]!), BigInt(I16_VALS[j]!));
  }
}
function laneMask(f: (l: number) => boolean): bigint { let m = 0n; for (let l = 0; l < L; l++) if (f(l)) m |= 1n << BigInt(l); return m; }

function initCmpInputs(w: Wave, t: CmpType): void {
  const i = (l: number): number => l & 7; const j = (l: number): number => l >> 3;
  switch (t) {
    case 'f32': setV(w, 0, (l) => F32_VALS[i(l)]!); setV(w, 1, (l) => F32_VALS[j(l)]!); break;
    case 'i32': case 'u32': setV(w, 0, (l) => I32_VALS[i(l)]!); setV(w, 1, (l) => I32_VALS[j(l)]!); break;
    case 'f16': setV(w, 0, (l) => JUNK_HI | F16_VALS[i(l)]!); setV(w, 1, (l) => JUNK_HI | F16_VALS[j(l)]!); break;
    case 'i16': case 'u16': setV(w, 0, (l) => JUNK_HI | I16_VALS[i(l)]!); setV(w, 1, (l) => JUNK_HI | I16_VALS[j(l)]!); break;
    case 'f64':
      setV(w, 0, (l) => F64_VALS[i(l)]![1]); setV(w, 1, (l) => F64_VALS[i(l)]![0]);
      setV(w, 2, (l) => F64_VALS[j(l)]![1]); setV(w, 3, (l) => F64_VALS[j(l)]![0]); break;
    case 'i64': case 'u64':
      setV(w, 0, (l) => Number(I64_VALS[i(l)]! & M32)); setV(w, 1, (l) => Number(I64_VALS[i(l)]! >> 32n));
      setV(w, 2, (l) => Number(I64_VALS[j(l)]! & M32)); setV(w, 3, (l) => Number(I64_VALS[j(l)]! >> 32n)); break;
  }
}

/**
 * All compares of one type and prefix (v_cmp, v_cmpx, and GCN 1.0/1.1's signalling v_cmps,
 * v_cmpsx, which compare like the quiet ones in a functional model: semantics.md). Results
 * go through VCC to s[2k:2k+1]; the x forms also write EXEC (copied to s[32+2k...]) and
 * EXEC is reset to all lanes after each.
 */
function vopcCase(prefix: 'v_cmp' | 'v_cmpx' | 'v_cmps' | 'v_cmpsx', t: CmpType, cpus: readonly Cpu[]): MoreCase {
  const ops = t.startsWith('f') ? FLOAT_OPS : INT_OPS;
  const wide = t.endsWith('64');
  const src = wide ? 'v[0:1], v[2:3]' : 'v0, v1';
  const x = prefix.endsWith('x');
  const lines = ops.flatMap((op, k) => [`${prefix}_${op}_${t} vcc, ${src}`, `s_mov_b64 s[${2 * k}:${2 * k + 1}], vcc`,
    ...(x ? [`s_mov_b64 s[${32 + 2 * k}:${33 + 2 * k}], exec`, 's_mov_b64 exec, -1'] : [])]);
  return {
    name: `${prefix}_*_${t}: all ${ops.length} compares over 64 input pairs${x ? ' (EXEC too)' : ''}`,
    cpus, asm: lines.join('\n'),
    init: (w) => initCmpInputs(w, t),
    check: (w) => ops.flatMap((op, k) => {
      const want = laneMask((l) => laneRel(t, op, l));
      return [eqN(`${prefix}_${op}_${t} vcc`, s64(w, 2 * k), want), x ? eqN(`${prefix}_${op}_${t} exec`, s64(w, 32 + 2 * k), want) : ''];
    }),
  };
}

// v_cmp_class: lane l tests a value of class l % 10 against a pseudo-random 10-bit mask.
// Class bits (AMD): 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
const CLASS_F32 = [0x7f800001, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001, 0x80000000, 0, 1, 0x3f800000, 0x7f800000];
const CLASS_F64_HI = [0x7ff00000, 0x7ff80000, 0xfff00000, 0xbff00000, 0x80000000, 0x80000000, 0, 0, 0x3ff00000, 0x7ff00000];
const CLASS_F64_LO = [1, 0, 0, 0, 1, 0, 0, 1, 0, 0];
const CLASS_F16 = [0x7c01, 0x7e00, 0xfc00, 0xbc00, 0x8001, 0x8000, 0, 1, 0x3c00, 0x7c00];
const classMask = (l: number): number => (Math.imul(l + 1, 0x9e3779b1) >>> 7) & 0x3ff;
function classCase(t: 'f16' | 'f32' | 'f64', cpus: readonly Cpu[]): MoreCase {
  const src = t === 'f64' ? 'v[0:1], v2' : 'v0, v2';
  return {
    name: `v_cmp_class_${t} and v_cmpx_class_${t}: each class against a mask`,
    cpus,
    asm: `v_cmp_class_${t} vcc, ${src}\ns_mov_b64 s[0:1], vcc\nv_cmpx_class_${t} vcc, ${src}\ns_mov_b64 s[2:3], vcc\ns_mov_b64 s[4:5], exec\ns_mov_b64 exec, -1`,
    init: (w) => {
      if (t === 'f32') setV(w, 0, (l) => CLASS_F32[l % 10]!);
      if (t === 'f16') setV(w, 0, (l) => JUNK_HI | CLASS_F16[l % 10]!);
      if (t === 'f64') { setV(w, 0, (l) => CLASS_F64_LO[l % 10]!); setV(w, 1, (l) => CLASS_F64_HI[l % 10]!); }
      setV(w, 2, classMask);
    },
    check: (w) => {
      const want = laneMask((l) => ((classMask(l) >> (l % 10)) & 1) === 1);
      return [eqN('cmp_class', s64(w, 0), want), eqN('cmpx_class vcc', s64(w, 2), want), eqN('cmpx_class exec', s64(w, 4), want)];
    },
  };
}

const OLD: readonly Cpu[] = ['tahiti', 'hawaii'];
const ALL: readonly Cpu[] = ['tahiti', 'hawaii', 'tonga'];
const TONGA: readonly Cpu[] = ['tonga'];
const VOPC_CASES: MoreCase[] = [
  ...(['f32', 'f64', 'i32', 'u32', 'i64', 'u64'] as const).flatMap((t) => [vopcCase('v_cmp', t, ALL), vopcCase('v_cmpx', t, ALL)]),
  ...(['f32', 'f64'] as const).flatMap((t) => [vopcCase('v_cmps', t, OLD), vopcCase('v_cmpsx', t, OLD)]),
  ...(['f16', 'i16', 'u16'] as const).flatMap((t) => [vopcCase('v_cmp', t, TONGA), vopcCase('v_cmpx', t, TONGA)]),
  classCase('f32', ALL), classCase('f64', ALL), classCase('f16', TONGA),
];

// --- SMEM ---------------------------------------------------------------------------------------
const BUF = 0x200000000;
const memWord = (i: number): number => (0xa5000000 + i * 0x00010203) >>> 0;
function mapBuf(w: Wave, mem: Memory): void {
  const b = new Uint8Array(512);
  const dv = new DataView(b.buffer);
  for (let i = 0; i < 128; i++) dv.setUint32(4 * i, memWord(i), true);
  mem.mapAt('buf', BUF, b);
  w.sreg[2] = BUF % 2 ** 32; w.sreg[3] = Math.floor(BUF / 2 ** 32);
  // Buffer resource: base, stride 0, 512 bytes.
  w.sreg[4] = BUF % 2 ** 32; w.sreg[5] = Math.floor(BUF / 2 ** 32); w.sreg[6] = 512; w.sreg[7] = 0;
  for (let i = 0; i < 8; i++) w.sreg[90 + i] = (0x5a000000 + i) >>> 0;
}
function sWords(w: Wave, r: number, n: number, first: number, what: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(eqN(`${what}[${i}]`, w.sreg[r + i]!, memWord(first + i)));
  return out;
}
const memRead = (mem: Memory, dw: number): number => mem.read32(BUF + 4 * dw);

const SMEM_CASES: MoreCase[] = [
  {
    name: 'SMRD loads: s_load_dwordx16 and s_buffer_load_dword(x2..x16), offsets in dwords; s_dcache_inv',
    cpus: OLD,
    asm: 's_load_dwordx16 s[16:31], s[2:3], 0x4\ns_buffer_load_dword s8, s[4:7], 0x1\ns_buffer_load_dwordx2 s[10:11], s[4:7], 0x2\n' +
      's_buffer_load_dwordx4 s[12:15], s[4:7], 0x4\ns_buffer_load_dwordx8 s[32:39], s[4:7], 0x8\ns_buffer_load_dwordx16 s[40:55], s[4:7], 0x10\ns_dcache_inv',
    init: (w, mem) => mapBuf(w, mem),
    check: (w) => [...sWords(w, 16, 16, 4, 'x16'), ...sWords(w, 8, 1, 1, 'buf x1'), ...sWords(w, 10, 2, 2, 'buf x2'),
      ...sWords(w, 12, 4, 4, 'buf x4'), ...sWords(w, 32, 8, 8, 'buf x8'), ...sWords(w, 40, 16, 16, 'buf x16')],
  },
  {
    name: 'GCN 1.1 s_dcache_inv_vol is a no-op',
    cpus: ['hawaii'],
    asm: 's_mov_b32 s0, 7\ns_dcache_inv_vol',
    check: (w) => [eqN('s0', w.sreg[0]!, 7)],
  },
  {
    name: 'SMEM (GCN 1.2) loads with byte offsets, stores, cache no-ops, probes',
    cpus: TONGA,
    asm: 's_load_dwordx16 s[16:31], s[2:3], 0x10\ns_buffer_load_dword s8, s[4:7], 0x4\ns_buffer_load_dwordx2 s[10:11], s[4:7], 0x8\n' +
      's_buffer_load_dwordx4 s[12:15], s[4:7], 0x10\ns_buffer_load_dwordx8 s[32:39], s[4:7], 0x20\ns_buffer_load_dwordx16 s[40:55], s[4:7], 0x40\n' +
      's_store_dword s90, s[2:3], 0x100\ns_store_dwordx2 s[90:91], s[2:3], 0x108\ns_store_dwordx4 s[92:95], s[2:3], 0x110\n' +
      's_buffer_store_dword s93, s[4:7], 0x120\ns_buffer_store_dwordx2 s[94:95], s[4:7], 0x128\ns_buffer_store_dwordx4 s[92:95], s[4:7], 0x130\n' +
      's_dcache_wb\ns_dcache_wb_vol\ns_dcache_inv\ns_dcache_inv_vol\ns_atc_probe 0, s[2:3], 0x0\ns_atc_probe_buffer 0, s[4:7], 0x0',
    init: (w, mem) => mapBuf(w, mem),
    check: (w, mem) => {
      const sv = (i: number): number => (0x5a000000 + i) >>> 0;
      const st: [number, number][] = [[64, sv(0)], [66, sv(0)], [67, sv(1)], [68, sv(2)], [69, sv(3)], [70, sv(4)], [71, sv(5)],
        [72, sv(3)], [74, sv(4)], [75, sv(5)], [76, sv(2)], [77, sv(3)], [78, sv(4)], [79, sv(5)]];
      return [...sWords(w, 16, 16, 4, 'x16'), ...sWords(w, 8, 1, 1, 'buf x1'), ...sWords(w, 10, 2, 2, 'buf x2'),
        ...sWords(w, 12, 4, 4, 'buf x4'), ...sWords(w, 32, 8, 8, 'buf x8'), ...sWords(w, 40, 16, 16, 'buf x16'),
        ...st.map(([dw, v]) => eqN(`mem dword ${dw}`, memRead(mem, dw), v)),
        eqN('dword 65 untouched', memRead(mem, 65), memWord(65)), eqN('dword 73 untouched', memRead(mem, 73), memWord(73))];
    },
  },
  {
    name: 's_memtime (and GCN 1.2 s_memrealtime) read a counter growing by ISA_CHOICES.memtimeStep',
    asm: (cpu) => (cpu === 'tonga' ? 's_memtime s[0:1]\ns_memrealtime s[2:3]\ns_memtime s[4:5]' : 's_memtime s[0:1]\ns_memtime s[2:3]\ns_memtime s[4:5]'),
    check: (w) => [eqN('step 1', s64(w, 2) - s64(w, 0), ISA_CHOICES.memtimeStep), eqN('step 2', s64(w, 4) - s64(w, 2), ISA_CHOICES.memtimeStep)],
  },
];

// CLRX's s_buffer_atomic_* rows (GCN 1.2): the hardware lacks them, the emulator refuses them.
const SBUF_ATOMICS = ['swap', 'cmpswap', 'add', 'sub', 'smin', 'umin', 'smax', 'umax', 'and', 'or', 'xor', 'inc', 'dec'];
const SBUF_ATOMIC_CASES: MoreCase[] = SBUF_ATOMICS.flatMap((op) => ['', '_x2'].map((x): MoreCase => {
  const wide = op === 'cmpswap' ? x === '' ? 's[8:9]' : 's[8:11]' : x === '' ? 's8' : 's[8:9]';
  return {
    name: `s_buffer_atomic_${op}${x} is refused (CLRX-only row)`, cpus: TONGA, clrx: TONGA,
    asm: `s_buffer_atomic_${op}${x} ${wide}, s[4:7], 0x0`,
    init: (w, mem) => mapBuf(w, mem),
    error: new RegExp(`s_buffer_atomic_${op}${x}.*not supported`),
    check: () => [],
  };
}));

// --- VALU: the remaining VOP2 / VOP3 rows ---------------------------------------------------------
const f32b = (x: number): number => { const d = new DataView(new ArrayBuffer(4)); d.setFloat32(0, x, true); return d.getUint32(0, true); };
const A = (l: number): number => (Math.imul(l + 1, 0x9e3779b1) ^ (l << 27)) >>> 0;
const B = (l: number): number => (Math.imul(l + 7, 0x85ebca6b) ^ 0x5bd1e995) >>> 0;
const C = (l: number): number => (Math.imul(l + 3, 0xc2b2ae35) ^ 0x27d4eb2f) >>> 0;
/** Small exact floats: products and sums of these are exact in f32. */
const fa = (l: number): number => ((l % 13) - 6) * 0.5;
const fb = (l: number): number => ((l % 7) - 3) * 0.25;
const fc = (l: number): number => ((l % 5) - 2) * 4;
function vLanes(w: Wave, r: number, want: (l: number) => number, what: string): string[] {
  const out: string[] = [];
  for (let l = 0; l < L && out.length < 3; l++) { const m = eqN(`${what}[${l}]`, vg(w, r, l), want(l) >>> 0); if (m) out.push(m); }
  return out;
}
const mulLegacy = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : Math.fround(a * b));
const sx = (x: number, bits: number): number => Number(BigInt.asIntN(bits, BigInt(x)));
const initAbc = (w: Wave): void => { setV(w, 0, (l) => f32b(fa(l))); setV(w, 1, (l) => f32b(fb(l))); setV(w, 2, (l) => f32b(fc(l))); setV(w, 3, A); setV(w, 4, B); setV(w, 5, C); };

/** The Graphics-era float ops with legacy rules: 0 times anything (∞, NaN) is +0. */
const legacyZero = (l: number): number => [0x7f800000, 0x7fc00000, 0x3f800000][l % 3]!;
const VALU_CASES: MoreCase[] = [
  {
    name: 'v_subrev_f32, v_madmk_f32, v_madak_f32, v_mul_hi_i32_i24 (all generations)',
    asm: 'v_subrev_f32 v10, v0, v1\nv_madmk_f32 v11, v0, 0x41200000, v1\nv_madak_f32 v12, v0, v1, 0x41200000\nv_mul_hi_i32_i24 v13, v3, v4',
    init: initAbc,
    check: (w) => [
      ...vLanes(w, 10, (l) => f32b(fb(l) - fa(l)), 'subrev'),
      ...vLanes(w, 11, (l) => f32b(Math.fround(fa(l) * 10 + fb(l))), 'madmk'),
      ...vLanes(w, 12, (l) => f32b(Math.fround(fa(l) * fb(l) + 10)), 'madak'),
      ...vLanes(w, 13, (l) => Number((BigInt(sx(A(l), 24)) * BigInt(sx(B(l), 24))) >> 32n), 'mul_hi_i32_i24'),
    ],
  },
  {
    name: 'GCN 1.0/1.1 legacy VOP2: v_mul/mac_legacy_f32 (0·x = 0), v_min/max_legacy_f32, v_lshr/ashr/lshl_b32',
    cpus: OLD,
    asm: 'v_mul_legacy_f32 v10, v0, v6\nv_mov_b32 v11, v2\nv_mac_legacy_f32 v11, v0, v6\nv_min_legacy_f32 v12, v0, v1\nv_max_legacy_f32 v13, v0, v1\n' +
      'v_min_legacy_f32 v14, v7, v0\nv_max_legacy_f32 v15, v7, v0\nv_lshr_b32 v16, v3, v4\nv_ashr_i32 v17, v3, v4\nv_lshl_b32 v18, v3, v4',
    // v0 alternates 0 with exact values, v6 is ∞, NaN or 1: 0·∞ and 0·NaN are +0 here.
    init: (w) => { initAbc(w); setV(w, 0, (l) => (l % 2 === 0 ? 0 : f32b(fa(l)))); setV(w, 6, legacyZero); setV(w, 7, () => 0x7fc00000); },
    check: (w) => {
      const a = (l: number): number => (l % 2 === 0 ? 0 : fa(l));
      const m = (l: number): number => (l % 2 === 0 ? 0 : mulLegacy(a(l), f32v(legacyZero(l))));
      return [
        ...vLanes(w, 10, (l) => f32b(m(l)), 'mul_legacy'),
        ...vLanes(w, 11, (l) => f32b(Math.fround(m(l) + fc(l))), 'mac_legacy'),
        // AMD (SI guide): min_legacy D = (S0 < S1) ? S0 : S1, max_legacy D = (S0 >= S1) ? S0 : S1 - a NaN S0 gives S1.
        ...vLanes(w, 12, (l) => f32b(a(l) < fb(l) ? a(l) : fb(l)), 'min_legacy'),
        ...vLanes(w, 13, (l) => f32b(a(l) >= fb(l) ? a(l) : fb(l)), 'max_legacy'),
        ...vLanes(w, 14, (l) => f32b(a(l)), 'min_legacy(NaN, x)'),
        ...vLanes(w, 15, (l) => f32b(a(l)), 'max_legacy(NaN, x)'),
        ...vLanes(w, 16, (l) => A(l) >>> (B(l) & 31), 'lshr'),
        ...vLanes(w, 17, (l) => A(l) >> (B(l) & 31), 'ashr'),
        ...vLanes(w, 18, (l) => A(l) << (B(l) & 31), 'lshl'),
      ];
    },
  },
];


// --- VALU tables: row k writes v(24+k) (64-bit: a pair from v50 up); inputs in v0-v23 ------------------------------
interface VRow {
  readonly asm: string;
  readonly want: (l: number) => number | bigint;
  /** Bits of the result checked (16 for 16-bit results: bits 31-16 are not part of them). */
  readonly bits?: 16 | 32 | 64;
  readonly pre?: string;
}
function vTable(name: string, cpus: readonly Cpu[], rows: readonly VRow[], init: (w: Wave) => void, clrx?: readonly Cpu[]): MoreCase {
  const dst: number[] = []; let n32 = 24; let n64 = 50;
  for (const r of rows) { if (r.bits === 64) { dst.push(n64); n64 += 2; } else dst.push(n32++); }
  if (n32 > 50) throw new Error(`${name}: too many rows`);
  return {
    name, cpus, ...(clrx !== undefined ? { clrx } : {}),
    asm: rows.map((r, k) => (r.pre !== undefined ? r.pre + '\n' : '') + r.asm.replaceAll('D', r.bits === 64 ? `v[${dst[k]}:${dst[k]! + 1}]` : `v${dst[k]}`)).join('\n'),
    init,
    check: (w) => rows.flatMap((r, k) => {
      const out: string[] = [];
      const d = dst[k]!;
      for (let l = 0; l < L && out.length < 2; l++) {
        const want = BigInt(r.want(l));
        const got = r.bits === 64 ? (BigInt(vg(w, d + 1, l)) << 32n) | BigInt(vg(w, d, l)) : BigInt(vg(w, d, l));
        const m = BigInt.asUintN(r.bits ?? 32, got) === BigInt.asUintN(r.bits ?? 32, want) ? '' : `${r.asm.replace('D, ', '')}[${l}]: got ${hex(got)}, want ${hex(BigInt.asUintN(r.bits ?? 32, want))}`;
        if (m) out.push(m);
      }
      return out;
    }),
  };
}
const VCC0 = 0x0f0f3c3c_a5a5f00fn;
const vcc = (l: number): bigint => (VCC0 >> BigInt(l)) & 1n;
const uA = (l: number): bigint => BigInt(A(l));
const uB = (l: number): bigint => BigInt(B(l));
const uC = (l: number): bigint => BigInt(C(l));
const sA = (l: number): bigint => i32(uA(l));
const sB = (l: number): bigint => i32(uB(l));
const sC = (l: number): bigint => i32(uC(l));
/** Lanes where B = A (so that equal-operand cases occur). */
const initInts = (w: Wave): void => { initAbc(w); setV(w, 4, (l) => (l % 9 === 0 ? A(l) : B(l))); setS64(w, 106, VCC0); setS64(w, 20, VCC0); };
const bB = (l: number): bigint => (l % 9 === 0 ? uA(l) : uB(l));
const VOP2_INT_ROWS = (cpu: 'old' | 'new'): VRow[] => [
  { asm: 'v_min_i32 D, v3, v4', want: (l) => (sA(l) < i32(bB(l)) ? sA(l) : i32(bB(l))) },
  { asm: 'v_max_i32 D, v3, v4', want: (l) => (sA(l) > i32(bB(l)) ? sA(l) : i32(bB(l))) },
  { asm: 'v_min_u32 D, v3, v4', want: (l) => (uA(l) < bB(l) ? uA(l) : bB(l)) },
  { asm: 'v_max_u32 D, v3, v4', want: (l) => (uA(l) > bB(l) ? uA(l) : bB(l)) },
  { asm: 'v_lshrrev_b32 D, v4, v3', want: (l) => uA(l) >> (bB(l) & 31n) },
  { asm: 'v_ashrrev_i32 D, v4, v3', want: (l) => sA(l) >> (bB(l) & 31n) },
  { asm: 'v_and_b32 D, v3, v4', want: (l) => uA(l) & bB(l) },
  { asm: 'v_or_b32 D, v3, v4', want: (l) => uA(l) | bB(l) },
  { asm: 'v_xor_b32 D, v3, v4', want: (l) => uA(l) ^ bB(l) },
  { asm: 'v_sub_f32 D, v0, v1', want: (l) => f32b(fa(l) - fb(l)) },
  { asm: 'v_mul_f32 D, v0, v1', want: (l) => f32b(fa(l) * fb(l)) },
  { asm: 'v_mov_b32 D, v2\nv_mac_f32 D, v0, v1', want: (l) => f32b(fa(l) * fb(l) + fc(l)) },
  ...(cpu === 'old' ? [
    { asm: 'v_subrev_i32 D, vcc, v3, v4', want: (l: number) => bB(l) - uA(l) },
    { asm: 'v_subb_u32 D, vcc, v3, v4, vcc', pre: 's_mov_b64 vcc, s[20:21]', want: (l: number) => uA(l) - bB(l) - vcc(l) },
    { asm: 'v_subbrev_u32 D, vcc, v3, v4, vcc', pre: 's_mov_b64 vcc, s[20:21]', want: (l: number) => bB(l) - uA(l) - vcc(l) },
  ] : [
    { asm: 'v_subbrev_u32 D, vcc, v3, v4, vcc', pre: 's_mov_b64 vcc, s[20:21]', want: (l: number) => bB(l) - uA(l) - vcc(l) },
    { asm: 'v_mul_legacy_f32 D, v7, v6', want: (l: number) => f32b(l % 2 === 0 ? 0 : mulLegacy(fa(l), f32v(legacyZero(l)))) },
  ]),
];
/** The borrow out of the subtract-with-borrow rows, into VCC (AMD: borrow when S1 + VCC > S0, unsigned). */
const BORROW_CASES: MoreCase[] = (['old', 'new'] as const).map((g) => ({
  name: `v_subb${g === 'old' ? '/v_subbrev' : 'rev'}_u32 borrow out in VCC`,
  cpus: g === 'old' ? OLD : TONGA,
  asm: (g === 'old' ? 's_mov_b64 vcc, s[20:21]\nv_subb_u32 v10, vcc, v3, v4, vcc\ns_mov_b64 s[0:1], vcc\n' : '') + 's_mov_b64 vcc, s[20:21]\nv_subbrev_u32 v11, vcc, v3, v4, vcc\ns_mov_b64 s[2:3], vcc',
  init: initInts,
  check: (w) => [g === 'old' ? eqN('subb borrow', s64(w, 0), laneMask((l) => bB(l) + vcc(l) > uA(l))) : '',
    eqN('subbrev borrow', s64(w, 2), laneMask((l) => uA(l) + vcc(l) > bB(l)))],
}));

/** binary16 bits of a value exactly representable as a normal f16 or zero. */
function f16b(x: number): number {
  if (x === 0) return Object.is(x, -0) ? 0x8000 : 0;
  const sgn = x < 0 ? 0x8000 : 0; const a = Math.abs(x);
  const e = Math.floor(Math.log2(a)); const m = a / 2 ** e * 1024 - 1024;
  if (!Number.isInteger(m) || e < -14 || e > 15) throw new Error(`f16b: ${x} is not exact`);
  return sgn | ((e + 15) << 10) | m;
}
const h = (l: number): number => ((l % 9) - 4) * 0.5;
const k16 = (l: number): number => ((l % 5) - 2) * 0.25;
const c16 = (l: number): number => ((l % 7) - 3) * 2;
const iA16 = (l: number): number => A(l) & 0xffff;
const iB16 = (l: number): number => (l % 9 === 0 ? A(l) : B(l)) & 0xffff;
const sx16 = (x: number): number => sx(x, 16);
const initF16 = (w: Wave): void => {
  setV(w, 0, (l) => JUNK_HI | f16b(h(l))); setV(w, 1, (l) => JUNK_HI | f16b(k16(l))); setV(w, 2, (l) => f16b(c16(l)));
  setV(w, 3, (l) => 0x5a5a0000 | iA16(l)); setV(w, 4, (l) => 0xa5a50000 | iB16(l)); setV(w, 5, (l) => (l % 7) - 3);
};
const F16_ROWS: VRow[] = [
  { asm: 'v_sub_f16 D, v0, v1', bits: 16, want: (l) => f16b(h(l) - k16(l)) },
  { asm: 'v_subrev_f16 D, v0, v1', bits: 16, want: (l) => f16b(k16(l) - h(l)) },
  { asm: 'v_madmk_f16 D, v0, 0x4900, v1', bits: 16, want: (l) => f16b(h(l) * 10 + k16(l)) },
  { asm: 'v_madak_f16 D, v0, v1, 0x4900', bits: 16, want: (l) => f16b(h(l) * k16(l) + 10) },
  { asm: 'v_min_f16 D, v0, v1', bits: 16, want: (l) => f16b(Math.min(h(l), k16(l)) === 0 && h(l) === 0 && k16(l) === 0 ? 0 : Math.min(h(l), k16(l))) },
  { asm: 'v_ldexp_f16 D, v0, v5', bits: 16, want: (l) => f16b(h(l) * 2 ** ((l % 7) - 3)) },
  { asm: 'v_mad_f16 D, v0, v1, v2', bits: 16, want: (l) => f16b(h(l) * k16(l) + c16(l)) },
  { asm: 'v_fma_f16 D, v0, v1, v2', bits: 16, want: (l) => f16b(h(l) * k16(l) + c16(l)) },
  { asm: 'v_subrev_u16 D, v3, v4', bits: 16, want: (l) => iB16(l) - iA16(l) },
  { asm: 'v_mul_lo_u16 D, v3, v4', bits: 16, want: (l) => Math.imul(iA16(l), iB16(l)) },
  { asm: 'v_lshrrev_b16 D, v4, v3', bits: 16, want: (l) => iA16(l) >>> (iB16(l) & 15) },
  { asm: 'v_ashrrev_i16 D, v4, v3', bits: 16, want: (l) => sx16(iA16(l)) >> (iB16(l) & 15) },
  { asm: 'v_max_u16 D, v3, v4', bits: 16, want: (l) => Math.max(iA16(l), iB16(l)) },
  { asm: 'v_min_u16 D, v3, v4', bits: 16, want: (l) => Math.min(iA16(l), iB16(l)) },
  { asm: 'v_max_i16 D, v3, v4', bits: 16, want: (l) => Math.max(sx16(iA16(l)), sx16(iB16(l))) },
  { asm: 'v_min_i16 D, v3, v4', bits: 16, want: (l) => Math.min(sx16(iA16(l)), sx16(iB16(l))) },
];

const sat = (x: bigint, lo: bigint, hi: bigint): bigint => (x < lo ? lo : x > hi ? hi : x);
const med3 = (a: bigint, b: bigint, c: bigint): bigint => [a, b, c].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))[1]!;
const VOP3_ROWS = (cpu: 'old' | 'new'): VRow[] => [
  { asm: 'v_mad_legacy_f32 D, v0, v6, v2', want: (l) => f32b(Math.fround((l % 2 === 0 ? 0 : mulLegacy(fa(l), f32v(legacyZero(l)))) + fc(l))) },
  { asm: 'v_min3_u32 D, v3, v4, v5', want: (l) => [uA(l), bB(l), uC(l)].reduce((x, y) => (y < x ? y : x)) },
  { asm: 'v_max3_i32 D, v3, v4, v5', want: (l) => [sA(l), i32(bB(l)), sC(l)].reduce((x, y) => (y > x ? y : x)) },
  { asm: 'v_med3_u32 D, v3, v4, v5', want: (l) => med3(uA(l), bB(l), uC(l)) },
  { asm: 'v_sad_u16 D, v3, v4, v5', want: (l) => {
    const d = (s: bigint): bigint => { const x = (uA(l) >> s) & 0xffffn; const y = (bB(l) >> s) & 0xffffn; return x > y ? x - y : y - x; };
    return d(0n) + d(16n) + uC(l);
  } },
  { asm: 'v_mad_i32_i24 D, v3, v4, v5', want: (l) => BigInt(sx(A(l), 24)) * BigInt(sx(Number(bB(l)), 24)) + uC(l) },
  { asm: 'v_mul_lo_i32 D, v3, v4', want: (l) => sA(l) * i32(bB(l)) },
  { asm: 'v_cvt_pk_u16_u32 D, v3, v7', want: (l) => (sat(BigInt(l * 1000), 0n, 0xffffn) << 16n) | sat(uA(l), 0n, 0xffffn) },
  { asm: 'v_cvt_pk_i16_i32 D, v3, v7', want: (l) => (u32(sat(BigInt(l * 1000), -0x8000n, 0x7fffn)) << 16n) | (u32(sat(sA(l), -0x8000n, 0x7fffn)) & 0xffffn) },
  // Inputs where x·32767 (x·65535) is an integer, clamped to [-1, 1] ([0, 1]): no rounding question.
  { asm: 'v_cvt_pknorm_i16_f32 D, v8, v9', want: (l) => (BigInt.asUintN(16, BigInt(Math.round(Math.max(-1, Math.min(1, NORM[(l + 1) % 5]!)) * 32767))) << 16n) | BigInt.asUintN(16, BigInt(Math.round(Math.max(-1, Math.min(1, NORM[l % 5]!)) * 32767))) },
  { asm: 'v_cvt_pknorm_u16_f32 D, v8, v9', want: (l) => (BigInt(Math.max(0, Math.min(1, NORM[(l + 1) % 5]!)) * 65535) << 16n) | BigInt(Math.max(0, Math.min(1, NORM[l % 5]!)) * 65535) },
  // D's byte S1[1:0] = S0 converted to u8 (clamped), the other bytes kept.
  { asm: 'v_mov_b32 D, v5\nv_cvt_pkaccum_u8_f32 D, v12, v13', want: (l) => {
    const b = BigInt(l & 3) * 8n; const x = BigInt(Math.max(0, Math.min(255, ACC[l % 4]!)));
    return (uC(l) & ~(0xffn << b)) | (x << b);
  } },
  { asm: 'v_min_f64 D, v[14:15], v[16:17]', bits: 64, want: (l) => f64bits(Math.min(d0(l), d1(l))) },
  { asm: 'v_max_f64 D, v[14:15], v[16:17]', bits: 64, want: (l) => f64bits(Math.max(d0(l), d1(l))) },
  ...(cpu === 'old' ? [{ asm: 'v_lshr_b64 D, v[3:4], v5', bits: 64 as const, want: (l: number) => ((bB(l) << 32n) | uA(l)) >> (uC(l) & 63n) }]
    : [{ asm: 'v_lshrrev_b64 D, v5, v[3:4]', bits: 64 as const, want: (l: number) => ((bB(l) << 32n) | uA(l)) >> (uC(l) & 63n) }]),
];
const NORM = [0, 1, -1, 2, -3];
const ACC = [0, 17, 300, -5];
const d0 = (l: number): number => ((l % 11) - 5) * 1.25;
const d1 = (l: number): number => ((l % 6) - 3) * 2.5;
const f64bits = (x: number): bigint => { const d = new DataView(new ArrayBuffer(8)); d.setFloat64(0, x === 0 ? 0 : x, true); return d.getBigUint64(0, true); };
const setF64 = (w: Wave, r: number, f: (l: number) => number): void => { for (let l = 0; l < L; l++) { const b = f64bits(f(l)); w.vgpr[r * L + l] = Number(b & M32); w.vgpr[(r + 1) * L + l] = Number(b >> 32n); } };
const initVop3 = (w: Wave): void => {
  initInts(w); setV(w, 6, legacyZero); setV(w, 0, (l) => (l % 2 === 0 ? 0 : f32b(fa(l)))); setV(w, 7, (l) => l * 1000);
  setV(w, 8, (l) => f32b(NORM[l % 5]!)); setV(w, 9, (l) => f32b(NORM[(l + 1) % 5]!));
  setV(w, 12, (l) => f32b(ACC[l % 4]!)); setV(w, 13, (l) => (l & 3) | 0x100);
  setF64(w, 14, d0); setF64(w, 16, d1);
};

// f64 division as llc 14 emits it (div_scale, rcp, Newton steps, div_fmas, div_fixup): the
// sequence exists to give the correctly rounded quotient, so each lane must equal a / b in JS.
// Quotients below the denormals (1e-300 / 1e300) gave +inf before issue 11's fixes (v_fma_f64
// with an operand above 2^995; div_scale's N/D that underflows to 0 counts as DENORM).
const DIV_A = (l: number): number => [1, 0, Infinity, 1e300, 1e-300, 3, -7.5, NaN, 2 ** 1000, 5e-324][l % 10]! * (l >= 10 ? 1 + (A(l) % 1000003) / 7919 : 1);
const DIV_B = (l: number): number => [0, 0, 3, 1e-300, 1e300, 7, 0.1, 1, 2 ** -60, 3][l % 10]! * (l >= 10 ? 1 + (B(l) % 999983) / 104729 : 1);
const DIV_CASE: MoreCase = {
  name: 'v_div_scale_f64, v_div_fmas_f64, v_div_fixup_f64: the f64 division sequence gives a / b correctly rounded',
  // GCN 1.0 included: llc avoids div_scale's VCC there (a hardware erratum), the model has none.
  asm: ['v_div_scale_f64 v[4:5], s[0:1], v[2:3], v[2:3], v[0:1]', 'v_rcp_f64 v[6:7], v[4:5]', 'v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0',
    'v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]', 'v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0', 'v_div_scale_f64 v[10:11], vcc, v[0:1], v[2:3], v[0:1]',
    'v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]', 'v_mul_f64 v[8:9], v[10:11], v[6:7]', 'v_fma_f64 v[12:13], -v[4:5], v[8:9], v[10:11]',
    'v_div_fmas_f64 v[8:9], v[12:13], v[6:7], v[8:9]', 'v_div_fixup_f64 v[14:15], v[8:9], v[2:3], v[0:1]'].join('\n'),
  init: (w) => { setF64(w, 0, DIV_A); setF64(w, 2, DIV_B); },
  check: (w) => {
    const out: string[] = [];
    for (let l = 0; l < L && out.length < 4; l++) {
      const q = DIV_A(l) / DIV_B(l);
      const got = (BigInt(vg(w, 15, l)) << 32n) | BigInt(vg(w, 14, l));
      const want = Number.isNaN(q) ? null : f64bits(q);
      const gotNaN = ((got >> 52n) & 0x7ffn) === 0x7ffn && (got & ((1n << 52n) - 1n)) !== 0n;
      if (want === null ? !gotNaN : got !== want) out.push(`lane ${l}: ${DIV_A(l)} / ${DIV_B(l)}: got ${hex(got)}, want ${want === null ? 'NaN' : hex(want)}`);
    }
    return out;
  },
};

// Operands above 2^995 (the split of an exact product overflowed there: v_fma_f64 gave NaN,
// which broke llc's division for 1e-300 / 1e300). a·b + c = 2^-104 exactly (a = (1+2^-52)·2^1000,
// b = (1+2^-52)·2^-1000, c = -(1+2^-51)); v_mul_f64 must equal JS's correctly rounded a·b.
const BIG_A = (1 + 2 ** -52) * 2 ** 1000;
const BIG_B = (1 + 2 ** -52) * 2 ** -1000;
const FMA_BIG_CASE: MoreCase = {
  name: 'v_fma_f64 and v_mul_f64 with an operand above 2^995 are exact',
  asm: 'v_fma_f64 v[10:11], v[0:1], v[2:3], v[4:5]\nv_fma_f64 v[12:13], v[2:3], v[0:1], v[4:5]\nv_fma_f64 v[14:15], -v[0:1], v[2:3], -v[4:5]\nv_mul_f64 v[16:17], v[0:1], v[2:3]\nv_mul_f64 v[18:19], v[6:7], v[2:3]',
  init: (w) => { setF64(w, 0, () => BIG_A); setF64(w, 2, () => BIG_B); setF64(w, 4, () => -(1 + 2 ** -51)); setF64(w, 6, (l) => BIG_A * (1 + l * 2 ** -40)); },
  check: (w) => {
    const g = (r: number, l: number): bigint => (BigInt(vg(w, r + 1, l)) << 32n) | BigInt(vg(w, r, l));
    const out: string[] = [];
    for (let l = 0; l < L && out.length < 4; l++) {
      out.push(eqN(`fma[${l}]`, g(10, l), f64bits(2 ** -104)), eqN(`fma swapped[${l}]`, g(12, l), f64bits(2 ** -104)),
        eqN(`fma negated[${l}]`, g(14, l), f64bits(-(2 ** -104))), eqN(`mul[${l}]`, g(16, l), f64bits(BIG_A * BIG_B)),
        eqN(`mul lane[${l}]`, g(18, l), f64bits(BIG_A * (1 + l * 2 ** -40) * BIG_B)));
    }
    return out.filter((m) => m !== '').slice(0, 6);
  },
};

// The DS and FLAT rows the other emu-isa files leave to the kernel tests.
const MEM_CASES: MoreCase[] = [
  {
    name: 'ds_read2st64_b32 reads ADDR + 256·OFFSET0 and ADDR + 256·OFFSET1',
    asm: 'ds_read2st64_b32 v[10:11], v0 offset0:1 offset1:3',
    init: (w) => { w.sreg[124] = 0xffffffff; setV(w, 0, (l) => 4 * l); for (let i = 0; i < 1024; i++) w.ldsView.setUint32(4 * i, (0x7000000 + i * 3) >>> 0, true); },
    check: (w) => [...vLanes(w, 10, (l) => 0x7000000 + (l + 64) * 3, 'first'), ...vLanes(w, 11, (l) => 0x7000000 + (l + 192) * 3, 'second')],
  },
  {
    name: 'GCN 1.2 ds_add_f32 adds as floats',
    cpus: TONGA,
    asm: 'ds_add_f32 v0, v1 offset:8',
    init: (w) => { setV(w, 0, (l) => 4 * l); setV(w, 1, (l) => f32b(fb(l))); for (let l = 0; l < L; l++) w.ldsView.setUint32(4 * l + 8, f32b(fa(l + 2)), true); },
    // Lane l adds fb(l) at dword l+2; lane l+2's own dword is l+4: each dword gets one add.
    check: (w) => { const out: string[] = []; for (let l = 0; l < L && out.length < 3; l++) out.push(eqN(`lds[${l + 2}]`, w.ldsView.getUint32(4 * l + 8, true), f32b(fa(l + 2) + fb(l)))); return out.filter((m) => m !== ''); },
  },
  {
    name: 'flat_load_dword/x4 and flat_store_dword/x4',
    cpus: ['hawaii', 'tonga'],
    asm: 'flat_load_dword v10, v[2:3]\nflat_load_dwordx4 v[12:15], v[2:3]\nflat_store_dword v[4:5], v20\nflat_store_dwordx4 v[6:7], v[20:23]\ns_waitcnt vmcnt(0) lgkmcnt(0)',
    init: (w, mem) => {
      mapBuf(w, mem);
      const hi = Math.floor(BUF / 2 ** 32);
      setV(w, 2, (l) => 16 * (l % 8)); setV(w, 3, () => hi);
      setV(w, 4, (l) => 0x100 + 4 * l); setV(w, 5, () => hi);
      setV(w, 6, (l) => 0x80 + 0x10 * (l % 8)); setV(w, 7, () => hi);
      for (let r = 20; r < 24; r++) setV(w, r, (l) => (0x3c000000 + r * 0x100 + l) >>> 0);
      w.sreg[124] = 0xffffffff;
    },
    check: (w, mem) => {
      const out = [...vLanes(w, 10, (l) => memWord(4 * (l % 8)), 'load'), ...[0, 1, 2, 3].flatMap((i) => vLanes(w, 12 + i, (l) => memWord(4 * (l % 8) + i), `loadx4.${i}`))];
      for (let l = 0; l < 64; l++) out.push(eqN(`store[${l}]`, memRead(mem, 0x40 + l), 0x3c000000 + 20 * 0x100 + l));
      // Lanes l and l+8k store to the same 16 bytes; the highest lane writes last.
      for (let k = 0; k < 8; k++) for (let i = 0; i < 4; i++) out.push(eqN(`storex4[${k}].${i}`, memRead(mem, 0x20 + 4 * k + i), 0x3c000000 + (20 + i) * 0x100 + 56 + k));
      return out.filter((m) => m !== '').slice(0, 6);
    },
  },
];

export const COVER_A_CASES: readonly MoreCase[] = [
  sTable('SOP2: sub/subb, min/max, the logic ops (32 and 64 bit), lshr_b64, bfm_b64, bfe_u64/i64 with SCC', SOP2_ROWS),
  sTable('SOP2: max_u32, cselect_b64, and/or/xor/andn2, shifts, mul_i32, absdiff_i32', SOP2_MORE_ROWS),
  sTable('SOP1: cmov, not, wqm, brev_b64, bcnt, ff0/ff1, flbit (64-bit), sext, bitset, abs, quadmask', SOP1_ROWS),
  sTable('s_flbit_i32 on the ISA guide examples (first bit opposite the sign bit)', FLBIT_ROWS),
  sTable('SOPC: s_cmp_* (i32 and u32) on three pairs, s_bitcmp0/1 (32 and 64 bit)', SOPC_ROWS),
  sTable('SOPK: s_cmpk_* with sign-/zero-extended immediates, s_cmovk_i32', SOPK_ROWS),
  SOPK_ARITH,
  {
    name: 's_*_saveexec_b64: D = old EXEC, EXEC = op(S0, EXEC), SCC = EXEC != 0',
    asm: SAVEEXEC.map((op, k) => `s_mov_b64 exec, s[94:95]\ns_${op}_saveexec_b64 s[${2 * k}:${2 * k + 1}], s[84:85]\ns_cselect_b32 s${40 + k}, 1, 0\ns_mov_b64 s[${20 + 2 * k}:${21 + 2 * k}], exec`).join('\n') + '\ns_mov_b64 exec, -1',
    init: (w) => { for (const [r, v] of Object.entries(IN)) w.sreg[Number(r)] = v >>> 0; setS64(w, 94, EXEC0); },
    check: (w) => SAVEEXEC.flatMap((op, k) => {
      const e = saveexecRef(op, P, EXEC0);
      return [eqN(`${op} D`, s64(w, 2 * k), EXEC0), eqN(`${op} EXEC`, s64(w, 20 + 2 * k), e), eqN(`${op} SCC`, w.sreg[40 + k]!, nz(e))];
    }),
  },
  {
    name: 's_movrels/s_movreld (b32, b64): the SGPR index is offset by M0',
    asm: 's_movrels_b32 s0, s60\ns_movrels_b64 s[2:3], s[60:61]\ns_movreld_b32 s70, s80\ns_movreld_b64 s[62:63], s[84:85]',
    init: (w) => { for (let i = 60; i < 80; i++) w.sreg[i] = initPattern(i); for (const [r, v] of Object.entries(IN)) w.sreg[Number(r)] = v >>> 0; w.sreg[124] = 4; },
    check: (w) => [eqN('movrels_b32', w.sreg[0]!, initPattern(64)), eqN('movrels_b64', s64(w, 2), (BigInt(initPattern(65)) << 32n) | BigInt(initPattern(64))),
      eqN('movreld_b32', w.sreg[74]!, R(80)), eqN('movreld_b32 leaves s70', w.sreg[70]!, initPattern(70)), eqN('movreld_b64', s64(w, 66), P)],
  },
  {
    name: 's_setreg_b32 writes the MODE field, s_getreg_b32 reads it back',
    asm: 's_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s4\ns_getreg_b32 s5, hwreg(HW_REG_MODE, 0, 10)',
    init: (w) => { w.sreg[4] = 0xfffffff5; },
    check: (w) => [eqN('mode', w.mode, 0x3f5), eqN('getreg', w.sreg[5]!, 0x3f5)],
  },
  {
    name: 'SOPP: waits, hints and perf counters do nothing; s_cbranch_cdbg* never branch; vccz/vccnz',
    asm: (cpu) => ['s_nop 3', 's_sleep 1', 's_setprio 2', 's_icache_inv', 's_incperflevel 1', 's_decperflevel 1', 's_ttracedata', 's_setkill 1',
      's_cbranch_cdbgsys 1', 's_mov_b32 s1, 1', 's_cbranch_cdbguser 1', 's_mov_b32 s2, 2', 's_cbranch_cdbgsys_or_user 1', 's_mov_b32 s3, 3',
      's_cbranch_cdbgsys_and_user 1', 's_mov_b32 s4, 4', 's_cbranch_vccz 1', 's_mov_b32 s5, 5', 's_cbranch_vccnz 1', 's_mov_b32 s6, 6',
      's_mov_b32 vcc_lo, 1', 's_cbranch_vccz 1', 's_mov_b32 s7, 7', 's_cbranch_vccnz 1', 's_mov_b32 s8, 8',
      's_waitcnt 0', 's_barrier', 's_cbranch_execz 1', 's_mov_b32 s12, 12', 's_cbranch_execnz 1', 's_mov_b32 s13, 13',
      's_mov_b64 exec, 0', 's_cbranch_execz 1', 's_mov_b32 s14, 14', 's_cbranch_execnz 1', 's_mov_b32 s15, 15', 's_mov_b64 exec, -1',
      ...(cpu === 'tonga' ? ['s_wakeup', 's_mov_b32 m0, 0xffffffff', 's_set_gpr_idx_mode 5', 's_mov_b32 s9, m0', 's_set_gpr_idx_idx s88', 's_mov_b32 s10, m0', 's_endpgm_saved', 's_mov_b32 s11, 11'] : [])].join('\n'),
    init: (w) => { w.sreg[88] = 0x1234; w.sreg[11] = 0; },
    check: (w, _m, cpu) => [eqN('s1', w.sreg[1]!, 1), eqN('s2', w.sreg[2]!, 2), eqN('s3', w.sreg[3]!, 3), eqN('s4', w.sreg[4]!, 4),
      eqN('vccz taken', w.sreg[5]!, 0), eqN('vccnz not taken', w.sreg[6]!, 6), eqN('vccz not taken', w.sreg[7]!, 7), eqN('vccnz taken', w.sreg[8]!, 0),
      eqN('execz not taken', w.sreg[12]!, 12), eqN('execnz taken', w.sreg[13]!, 0), eqN('execz taken', w.sreg[14]!, 0), eqN('execnz not taken', w.sreg[15]!, 15),
      ...(cpu === 'tonga' ? [eqN('gpr_idx_mode: M0[15:12]', w.sreg[9]!, 0xffff5fff), eqN('gpr_idx_idx: M0[7:0]', w.sreg[10]!, 0xffff5f34), eqN('s_endpgm_saved ends', w.sreg[11]!, 0)] : [])],
  },
  {
    name: 'GCN 1.2 s_rfe_restore_b64 is an error (no trap handler to return from)',
    cpus: TONGA, asm: 's_rfe_restore_b64 s[0:1], s2', error: /s_rfe_restore_b64/, check: () => [],
  },
  ...VOPC_CASES,
  ...SMEM_CASES,
  ...SBUF_ATOMIC_CASES,
  ...VALU_CASES,
  vTable('VOP2 integer and f32 rows (GCN 1.0/1.1 carry forms)', OLD, VOP2_INT_ROWS('old'), initInts),
  vTable('VOP2 integer and f32 rows (GCN 1.2 forms)', TONGA, VOP2_INT_ROWS('new'), (w) => { initInts(w); setV(w, 7, (l) => (l % 2 === 0 ? 0 : f32b(fa(l)))); setV(w, 6, legacyZero); }),
  ...BORROW_CASES,
  vTable('GCN 1.2 16-bit VOP2/VOP3 rows (bits 15-0 checked)', TONGA, F16_ROWS, initF16),
  vTable('VOP3: mad_legacy, min3/max3/med3, sad_u16, mad_i32_i24, mul_lo_i32, cvt_pk*, min/max_f64, 64-bit shifts (GCN 1.0/1.1)', OLD, VOP3_ROWS('old'), initVop3),
  vTable('VOP3: mad_legacy, min3/max3/med3, sad_u16, mad_i32_i24, mul_lo_i32, cvt_pk*, min/max_f64, 64-bit shifts (GCN 1.2)', TONGA, VOP3_ROWS('new'), initVop3),
  vTable('GCN 1.2 v_mac_legacy_f32 (VOP3 only; clrxasm)', TONGA, [{ asm: 'v_mov_b32 D, v2\nv_mac_legacy_f32 D, v0, v6', want: (l) => f32b(Math.fround((l % 2 === 0 ? 0 : mulLegacy(fa(l), f32v(legacyZero(l)))) + fc(l))) }], (w) => { initAbc(w); setV(w, 0, (l) => (l % 2 === 0 ? 0 : f32b(fa(l)))); setV(w, 6, legacyZero); }, TONGA),
  DIV_CASE,
  ...MEM_CASES,
  FMA_BIG_CASE,
  sTable('GCN 1.2 s_cmp_eq_u64 / s_cmp_lg_u64', [
    { asm: 's_cmp_eq_u64 s[84:85], s[86:87]', w: 0, scc: 0 }, { asm: 's_cmp_eq_u64 s[84:85], s[84:85]', w: 0, scc: 1 },
    { asm: 's_cmp_lg_u64 s[84:85], s[86:87]', w: 0, scc: 1 }, { asm: 's_cmp_lg_u64 s[86:87], s[86:87]', w: 0, scc: 0 },
  ], TONGA),
  {
    name: 's_setpc_b64 jumps to S0; s_swappc_b64 also saves the next PC',
    asm: 's_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 16\ns_addc_u32 s1, s1, 0\ns_setpc_b64 s[0:1]\ns_mov_b32 s2, 1\ns_mov_b32 s3, 1\n' +
      's_getpc_b64 s[6:7]\ns_add_u32 s6, s6, 16\ns_addc_u32 s7, s7, 0\ns_swappc_b64 s[4:5], s[6:7]\ns_mov_b32 s8, 1\ns_mov_b32 s9, 1',
    check: (w) => [eqN('skipped', w.sreg[2]!, 0), eqN('landed', w.sreg[3]!, 1), eqN('swappc saved', s64(w, 4), BigInt(WAVE_CODE_BASE + 24 + 16)),
      eqN('swappc skipped', w.sreg[8]!, 0), eqN('swappc landed', w.sreg[9]!, 1)],
  },
  {
    name: 'SMRD/SMEM s_load_dword, x4, x8',
    asm: (cpu) => (cpu === 'tonga' ? 's_load_dword s8, s[2:3], 0x4\ns_load_dwordx4 s[12:15], s[2:3], 0x10\ns_load_dwordx8 s[16:23], s[2:3], 0x20'
      : 's_load_dword s8, s[2:3], 0x1\ns_load_dwordx4 s[12:15], s[2:3], 0x4\ns_load_dwordx8 s[16:23], s[2:3], 0x8'),
    init: (w, mem) => mapBuf(w, mem),
    check: (w) => [...sWords(w, 8, 1, 1, 'x1'), ...sWords(w, 12, 4, 4, 'x4'), ...sWords(w, 16, 8, 8, 'x8')],
  },
  {
    name: 's_mov_fed_b32 moves (the injected EDC error is not modelled); clrxasm',
    clrx: ALL, asm: 's_mov_fed_b32 s0, s1', init: (w) => { w.sreg[1] = 0x13572468; }, check: (w) => [eqN('s0', w.sreg[0]!, 0x13572468)],
  },
  { name: 's_mov_regrd_b32 is refused (not implemented, docs/emulator.md); clrxasm', clrx: ALL, asm: 's_mov_regrd_b32 s0, s1', error: /s_mov_regrd_b32/, check: () => [] },
  { name: 's_getreg_regrd_b32 is refused (not implemented, docs/emulator.md); clrxasm', clrx: ALL, asm: 's_getreg_regrd_b32 s0, hwreg(mode, 0, 32)', error: /s_getreg_regrd_b32/, check: () => [] },
];
