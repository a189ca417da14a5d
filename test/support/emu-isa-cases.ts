// Instruction-level cases for the whole-ISA emulator: each is a short
// program (LLVM syntax; llvm-mc 14 encodes it once, see
// test/vectors/emu-isa/README.md), the registers it starts from and what it
// must leave, with the expectation computed here from the ISA rules (AMD's
// and CLRX's descriptions, semantics.md) or by independent arithmetic
// (BigInt products, written-out bit patterns) - never taken from gcnkit.

import type { Memory } from '../../src/emu/memory.js';
import type { Wave } from '../../src/emu/wave.js';

export type Cpu = 'tahiti' | 'hawaii' | 'tonga';
export const CPUS: readonly Cpu[] = ['tahiti', 'hawaii', 'tonga'];

export interface IsaCase {
  readonly name: string;
  readonly cpus?: readonly Cpu[];
  /** The program, without the final s_endpgm (added by the recorder). */
  readonly asm: string | ((cpu: Cpu) => string);
  readonly init?: (w: Wave, mem: Memory) => void;
  /** Returns a list of mismatches ('' entries are ignored). */
  readonly check: (w: Wave, mem: Memory, cpu: Cpu) => string[];
  /** The run must fail with a message matching this. */
  readonly error?: RegExp;
}

const L = 64;
export const vg = (w: Wave, r: number, l: number): number => w.vgpr[r * L + l]!;
export const setV = (w: Wave, r: number, f: (l: number) => number): void => { for (let l = 0; l < L; l++) w.vgpr[r * L + l] = f(l) >>> 0; };
const hex = (v: number): string => '0x' + (v >>> 0).toString(16);
const eq = (what: string, got: number, want: number): string => ((got >>> 0) === (want >>> 0) ? '' : `${what}: got ${hex(got)}, want ${hex(want)}`);
const f32b = (x: number): number => { const b = new DataView(new ArrayBuffer(4)); b.setFloat32(0, x, true); return b.getUint32(0, true); };
const f64w = (x: number): [number, number] => { const b = new DataView(new ArrayBuffer(8)); b.setFloat64(0, x, true); return [b.getUint32(0, true), b.getUint32(4, true)]; };
/** v_add on GCN 1.2 is v_add_u32, on 1.0/1.1 v_add_i32 (same opcode family). */
const vadd = (cpu: Cpu): string => (cpu === 'tonga' ? 'v_add_u32' : 'v_add_i32');
const vsub = (cpu: Cpu): string => (cpu === 'tonga' ? 'v_sub_u32' : 'v_sub_i32');

/** Per-lane check of a VGPR against a reference function over the lane's inputs. */
function lanes(w: Wave, r: number, want: (l: number) => number, what = `v${r}`): string[] {
  const out: string[] = [];
  for (let l = 0; l < L && out.length < 3; l++) { const m = eq(`${what}[${l}]`, vg(w, r, l), want(l)); if (m) out.push(m); }
  return out;
}

const A = (l: number): number => (Math.imul(l + 1, 0x9e3779b1) ^ (l << 27)) >>> 0;
const B = (l: number): number => (Math.imul(l + 7, 0x85ebca6b) ^ 0x5bd1e995) >>> 0;

export const CASES: readonly IsaCase[] = [
  // --- SALU --------------------------------------------------------------------------
  {
    name: 's_add_u32 carry into s_addc_u32 (64-bit add)',
    asm: 's_add_u32 s0, s2, s4\ns_addc_u32 s1, s3, s5',
    init: (w) => { w.sreg[2] = 0xffffffff; w.sreg[3] = 1; w.sreg[4] = 2; w.sreg[5] = 0x10; },
    check: (w) => [eq('s0', w.sreg[0]!, 1), eq('s1', w.sreg[1]!, 0x12), eq('scc', w.scc, 0)],
  },
  {
    name: 's_sub_u32 borrow and s_add_i32 signed overflow set SCC',
    asm: 's_sub_u32 s0, s2, s3\ns_cselect_b32 s6, 1, 0\ns_add_i32 s1, s4, s4',
    init: (w) => { w.sreg[2] = 1; w.sreg[3] = 2; w.sreg[4] = 0x7fffffff; },
    check: (w) => [eq('s0', w.sreg[0]!, 0xffffffff), eq('borrow', w.sreg[6]!, 1), eq('s1', w.sreg[1]!, 0xfffffffe), eq('scc', w.scc, 1)],
  },
  {
    name: 's_bfe_u32/i32: offset in bits 4-0, width in 22-16',
    asm: 's_bfe_u32 s0, s2, s3\ns_bfe_i32 s1, s2, s3',
    init: (w) => { w.sreg[2] = 0x00f0_a500; w.sreg[3] = (12 << 16) | 8; },
    check: (w) => [eq('u', w.sreg[0]!, 0x0a5), eq('i', w.sreg[1]!, 0x0a5)],
  },
  {
    name: 's_bfe_i32 sign-extends the field',
    asm: 's_bfe_i32 s0, s2, s3',
    init: (w) => { w.sreg[2] = 0x0000_f000; w.sreg[3] = (4 << 16) | 12; },
    check: (w) => [eq('s0', w.sreg[0]!, 0xffffffff)],
  },
  {
    name: 's_lshl_b64, s_ashr_i64, s_bfm_b32, s_brev_b32, s_bcnt1, s_ff1, s_flbit',
    asm: 's_lshl_b64 s[0:1], s[10:11], 36\ns_ashr_i64 s[2:3], s[12:13], 40\ns_bfm_b32 s4, 5, 3\ns_brev_b32 s5, 1\ns_bcnt1_i32_b32 s6, s14\ns_ff1_i32_b32 s7, s14\ns_flbit_i32_b32 s8, s14\ns_flbit_i32 s9, s15',
    init: (w) => { w.sreg[10] = 3; w.sreg[11] = 0; w.sreg[12] = 0; w.sreg[13] = 0x80000000; w.sreg[14] = 0x00f00100; w.sreg[15] = 0xfffff000; },
    check: (w) => [eq('lshl lo', w.sreg[0]!, 0), eq('lshl hi', w.sreg[1]!, 0x30), eq('ashr lo', w.sreg[2]!, 0xff800000), eq('ashr hi', w.sreg[3]!, 0xffffffff),
      eq('bfm', w.sreg[4]!, 0xf8), eq('brev', w.sreg[5]!, 0x80000000), eq('bcnt', w.sreg[6]!, 5), eq('ff1', w.sreg[7]!, 8), eq('flbit', w.sreg[8]!, 8), eq('flbit_i32', w.sreg[9]!, 20)],
  },
  {
    name: 's_movk_i32 sign-extends; s_cmpk_lt_i32 / s_cmpk_gt_u32; s_cbranch_scc',
    asm: 's_movk_i32 s0, 0x8000\ns_cmpk_lt_i32 s0, 0\ns_cbranch_scc0 1\ns_mov_b32 s1, 7\ns_cmpk_gt_u32 s0, 0x10\ns_cbranch_scc1 1\ns_mov_b32 s2, 9',
    check: (w) => [eq('s0', w.sreg[0]!, 0xffff8000), eq('s1 (taken path)', w.sreg[1]!, 7), eq('s2 (skipped)', w.sreg[2]!, 0)],
  },
  {
    name: 's_and_saveexec_b64 saves EXEC and masks it; SCC = (EXEC != 0)',
    asm: 's_and_saveexec_b64 s[0:1], s[2:3]',
    init: (w) => { w.sreg[2] = 0x0000ffff; w.sreg[3] = 0x1; },
    check: (w) => [eq('s0', w.sreg[0]!, 0xffffffff), eq('s1', w.sreg[1]!, 0xffffffff), eq('exec lo', w.sreg[126]!, 0xffff), eq('exec hi', w.sreg[127]!, 1), eq('scc', w.scc, 1)],
  },
  {
    name: 's_setreg/s_getreg on MODE (round mode bits) and s_getpc_b64',
    asm: 's_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\ns_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 10)\ns_getpc_b64 s[2:3]',
    check: (w) => [eq('mode', w.sreg[0]!, 0x3f3), eq('pc lo', w.sreg[2]!, 16), eq('pc hi', w.sreg[3]!, 0x100)],
  },
  // --- VALU integer ------------------------------------------------------------------
  {
    name: 'v_add carry-out to VCC, v_addc carry-in (64-bit add per lane)',
    asm: (c) => `${vadd(c)} v4, vcc, v0, v2\nv_addc_u32 v5, vcc, v1, v3, vcc`,
    init: (w) => { setV(w, 0, A); setV(w, 1, B); setV(w, 2, B); setV(w, 3, A); },
    check: (w) => {
      const sum = (l: number): bigint => ((BigInt(B(l)) << 32n) | BigInt(A(l))) + ((BigInt(A(l)) << 32n) | BigInt(B(l)));
      let vcc = 0n;
      for (let l = 0; l < L; l++) if (sum(l) >> 64n) vcc |= 1n << BigInt(l);
      return [...lanes(w, 4, (l) => Number(sum(l) & 0xffffffffn)), ...lanes(w, 5, (l) => Number((sum(l) >> 32n) & 0xffffffffn)),
        eq('vcc lo', w.sreg[106]!, Number(vcc & 0xffffffffn)), eq('vcc hi', w.sreg[107]!, Number(vcc >> 32n))];
    },
  },
  {
    name: 'v_sub borrow; v_subrev; v_cndmask_b32 selects by VCC',
    asm: (c) => `${vsub(c)} v2, vcc, v0, v1\nv_cndmask_b32 v3, v0, v1, vcc`,
    init: (w) => { setV(w, 0, A); setV(w, 1, B); },
    check: (w) => [...lanes(w, 2, (l) => A(l) - B(l)), ...lanes(w, 3, (l) => (B(l) > A(l) ? B(l) : A(l)))],
  },
  {
    name: 'v_mul_hi_u32, v_mul_hi_i32, v_mul_lo_u32 against BigInt products',
    asm: 'v_mul_hi_u32 v2, v0, v1\nv_mul_hi_i32 v3, v0, v1\nv_mul_lo_u32 v4, v0, v1',
    init: (w) => { setV(w, 0, A); setV(w, 1, B); },
    check: (w) => [
      ...lanes(w, 2, (l) => Number((BigInt(A(l)) * BigInt(B(l))) >> 32n)),
      ...lanes(w, 3, (l) => Number(BigInt.asUintN(32, (BigInt(A(l) | 0) * BigInt(B(l) | 0)) >> 32n))),
      ...lanes(w, 4, (l) => Number(BigInt.asUintN(32, BigInt(A(l)) * BigInt(B(l))))),
    ],
  },
  {
    name: '24-bit multiplies: v_mul_u32_u24, v_mul_hi_u32_u24, v_mul_i32_i24, v_mad_u32_u24',
    asm: 'v_mul_u32_u24 v2, v0, v1\nv_mul_hi_u32_u24 v3, v0, v1\nv_mul_i32_i24 v4, v0, v1\nv_mad_u32_u24 v5, v0, v1, v0',
    init: (w) => { setV(w, 0, A); setV(w, 1, B); },
    check: (w) => {
      const u = (x: number): bigint => BigInt(x & 0xffffff);
      const s = (x: number): bigint => BigInt((x << 8) >> 8);
      return [...lanes(w, 2, (l) => Number(BigInt.asUintN(32, u(A(l)) * u(B(l))))), ...lanes(w, 3, (l) => Number((u(A(l)) * u(B(l))) >> 32n)),
        ...lanes(w, 4, (l) => Number(BigInt.asUintN(32, s(A(l)) * s(B(l))))), ...lanes(w, 5, (l) => Number(BigInt.asUintN(32, u(A(l)) * u(B(l)) + BigInt(A(l)))))];
    },
  },
  {
    name: 'v_bfe_u32/i32, v_bfi_b32, v_alignbit_b32, v_alignbyte_b32 (CLRX formulas)',
    asm: 'v_bfe_u32 v2, v0, 4, 12\nv_bfe_i32 v3, v0, 20, 8\nv_bfi_b32 v4, v0, v1, v5\nv_alignbit_b32 v6, v0, v1, 12\nv_alignbyte_b32 v7, v0, v1, 3',
    init: (w) => { setV(w, 0, A); setV(w, 1, B); setV(w, 5, (l) => ~A(l)); },
    check: (w) => [
      ...lanes(w, 2, (l) => (A(l) >>> 4) & 0xfff), ...lanes(w, 3, (l) => ((A(l) << 4) >> 24)),
      ...lanes(w, 4, (l) => (A(l) & B(l)) | (~A(l) & ~A(l))),
      ...lanes(w, 6, (l) => Number(((BigInt(A(l)) << 32n | BigInt(B(l))) >> 12n) & 0xffffffffn)),
      ...lanes(w, 7, (l) => Number(((BigInt(A(l)) << 32n | BigInt(B(l))) >> 24n) & 0xffffffffn)),
    ],
  },
  {
    name: 'v_mbcnt_lo/hi count the set mask bits below the lane',
    asm: 'v_mbcnt_lo_u32_b32 v0, s0, 0\nv_mbcnt_hi_u32_b32 v1, s1, v0',
    init: (w) => { w.sreg[0] = 0xaaaaaaaa; w.sreg[1] = 0xffffffff; },
    check: (w) => lanes(w, 1, (l) => (l < 32 ? Math.floor(l / 2) : 16 + (l - 32))),
  },
  {
    name: 'v_readlane_b32 / v_writelane_b32 (lane from a scalar, EXEC ignored)',
    asm: 'v_readlane_b32 s0, v0, 37\nv_writelane_b32 v1, s2, 5',
    init: (w) => { setV(w, 0, A); setV(w, 1, () => 0); w.sreg[2] = 0x1234; w.sreg[126] = 0; w.sreg[127] = 0; },
    check: (w) => [eq('s0', w.sreg[0]!, A(37)), eq('v1[5]', vg(w, 1, 5), 0x1234), eq('v1[4]', vg(w, 1, 4), 0)],
  },
  {
    name: 'v_lshlrev_b64 and v_ashrrev_i64 / v_ashr_i64',
    asm: (c) => `${c === 'tonga' ? 'v_lshlrev_b64 v[2:3], 36, v[0:1]' : 'v_lshl_b64 v[2:3], v[0:1], 36'}\n${c === 'tonga' ? 'v_ashrrev_i64 v[4:5], 4, v[0:1]' : 'v_ashr_i64 v[4:5], v[0:1], 4'}`,
    init: (w) => { setV(w, 0, A); setV(w, 1, B); },
    check: (w) => {
      const x = (l: number): bigint => (BigInt(B(l)) << 32n) | BigInt(A(l));
      return [...lanes(w, 2, () => 0), ...lanes(w, 3, (l) => (A(l) << 4) >>> 0), ...lanes(w, 4, (l) => Number(BigInt.asUintN(64, BigInt.asIntN(64, x(l)) >> 4n) & 0xffffffffn)),
        ...lanes(w, 5, (l) => Number(BigInt.asUintN(64, BigInt.asIntN(64, x(l)) >> 4n) >> 32n))];
    },
  },
  {
    name: 'v_mad_u64_u32 and v_mad_i64_i32 (GCN 1.1+) against BigInt',
    cpus: ['hawaii', 'tonga'],
    asm: 'v_mad_u64_u32 v[4:5], s[0:1], v0, v1, v[2:3]\nv_mad_i64_i32 v[6:7], s[2:3], v0, v1, v[2:3]',
    init: (w) => { setV(w, 0, A); setV(w, 1, B); setV(w, 2, B); setV(w, 3, A); },
    check: (w) => {
      const c = (l: number): bigint => (BigInt(A(l)) << 32n) | BigInt(B(l));
      const u = (l: number): bigint => BigInt.asUintN(64, BigInt(A(l)) * BigInt(B(l)) + c(l));
      const s = (l: number): bigint => BigInt.asUintN(64, BigInt(A(l) | 0) * BigInt(B(l) | 0) + c(l));
      return [...lanes(w, 4, (l) => Number(u(l) & 0xffffffffn)), ...lanes(w, 5, (l) => Number(u(l) >> 32n)),
        ...lanes(w, 6, (l) => Number(s(l) & 0xffffffffn)), ...lanes(w, 7, (l) => Number(s(l) >> 32n))];
    },
  },
  {
    name: 'v_min3/max3/med3_i32 and v_sad_u8 / v_sad_u32',
    asm: 'v_min3_i32 v3, v0, v1, v2\nv_max3_u32 v4, v0, v1, v2\nv_med3_i32 v5, v0, v1, v2\nv_sad_u8 v6, v0, v1, 5\nv_sad_u32 v7, v0, v1, 0',
    init: (w) => { setV(w, 0, A); setV(w, 1, B); setV(w, 2, (l) => A(l) ^ B(l)); },
    check: (w) => {
      const s = (l: number): number[] => [A(l) | 0, B(l) | 0, (A(l) ^ B(l)) | 0];
      const sad = (a: number, b: number): number => { let t = 0; for (let i = 0; i < 32; i += 8) t += Math.abs(((a >>> i) & 255) - ((b >>> i) & 255)); return t; };
      return [...lanes(w, 3, (l) => Math.min(...s(l))), ...lanes(w, 4, (l) => Math.max(A(l), B(l), (A(l) ^ B(l)) >>> 0)),
        ...lanes(w, 5, (l) => s(l).sort((p, q) => p - q)[1]!), ...lanes(w, 6, (l) => sad(A(l), B(l)) + 5), ...lanes(w, 7, (l) => Math.abs(A(l) - B(l)))];
    },
  },
  // --- VOPC ------------------------------------------------------------------------
  {
    name: 'v_cmp to VCC and to an SGPR pair; inactive lanes give 0',
    asm: 'v_cmp_lt_u32 vcc, v0, v1\nv_cmp_gt_i32 s[0:1], v0, v1',
    init: (w) => { setV(w, 0, A); setV(w, 1, B); w.sreg[127] = 0; },
    check: (w) => {
      let lt = 0; let gt = 0;
      for (let l = 0; l < 32; l++) { if (A(l) < B(l)) lt |= 1 << l; if ((A(l) | 0) > (B(l) | 0)) gt |= 1 << l; }
      return [eq('vcc lo', w.sreg[106]!, lt), eq('vcc hi', w.sreg[107]!, 0), eq('s0', w.sreg[0]!, gt), eq('s1', w.sreg[1]!, 0)];
    },
  },
  {
    name: 'v_cmpx writes EXEC as well as VCC',
    asm: 'v_cmpx_eq_u32 vcc, 3, v0',
    init: (w) => { setV(w, 0, (l) => l & 3); },
    check: (w) => [eq('exec lo', w.sreg[126]!, 0x88888888), eq('exec hi', w.sreg[127]!, 0x88888888), eq('vcc lo', w.sreg[106]!, 0x88888888)],
  },
  {
    name: 'v_cmp_class_f32: the ten classes of the mask',
    asm: 'v_cmp_class_f32 vcc, v0, v1',
    init: (w) => {
      const vals = [0x7f800001, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001, 0x80000000, 0, 1, 0x3f800000, 0x7f800000];
      setV(w, 0, (l) => vals[l % 10]!); setV(w, 1, (l) => 1 << (Math.floor(l / 10) % 10));
    },
    check: (w) => {
      let lo = 0; let hi = 0;
      for (let l = 0; l < L; l++) if (l % 10 === Math.floor(l / 10) % 10) { if (l < 32) lo |= 1 << l; else hi |= 1 << (l - 32); }
      return [eq('vcc lo', w.sreg[106]!, lo), eq('vcc hi', w.sreg[107]!, hi)];
    },
  },
  {
    name: 'v_cmp_*_f32 with NaN: lt false, neq/nge true, u true, o false',
    asm: 'v_cmp_lt_f32 s[0:1], v0, v1\nv_cmp_neq_f32 s[2:3], v0, v1\nv_cmp_u_f32 s[4:5], v0, v1\nv_cmp_o_f32 s[6:7], v0, v1\nv_cmp_nge_f32 s[8:9], v0, v1',
    init: (w) => { setV(w, 0, (l) => (l === 0 ? 0x7fc00000 : 0x3f800000)); setV(w, 1, () => 0x40000000); },
    check: (w) => [eq('lt', w.sreg[0]!, 0xfffffffe), eq('neq', w.sreg[2]!, 0xffffffff), eq('u', w.sreg[4]!, 1), eq('o', w.sreg[6]!, 0xfffffffe), eq('nge', w.sreg[8]!, 0xffffffff)],
  },
  // --- VALU float --------------------------------------------------------------------
  {
    name: 'v_fma_f32 is fused, v_mad_f32 is not: (1+2^-23)(1-2^-24) - 1',
    asm: 'v_fma_f32 v3, v0, v1, v2\nv_mad_f32 v4, v0, v1, v2',
    init: (w) => { setV(w, 0, () => 0x3f800001); setV(w, 1, () => 0x3f7fffff); setV(w, 2, () => 0xbf800000); },
    // The product is 1 + 2^-24 - 2^-47: fused, 2^-24 - 2^-47 (exact in f32); rounded first, 1.0 - 1 = +0.
    check: (w) => [...lanes(w, 3, () => f32b(2 ** -24 - 2 ** -47)), ...lanes(w, 4, () => 0)],
  },
  {
    name: 'v_add_f32 honours MODE round toward zero / +inf',
    asm: 's_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3\nv_add_f32 v2, v0, v1\ns_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1\nv_add_f32 v3, v0, v1\ns_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0\nv_add_f32 v4, v0, v1',
    // 1 + 3*2^-25: between 1 and 1 + 2^-23, nearer 1 + 2^-23 (toward zero: 1; up: 1 + 2^-23; nearest: 1 + 2^-23).
    init: (w) => { setV(w, 0, () => 0x3f800000); setV(w, 1, () => f32b(3 * 2 ** -25)); },
    check: (w) => [...lanes(w, 2, () => 0x3f800000), ...lanes(w, 3, () => 0x3f800001), ...lanes(w, 4, () => 0x3f800001)],
  },
  {
    name: 'v_min_f32 / v_max_f32: a quiet NaN loses to a number (IEEE mode); -0 < +0',
    asm: 'v_min_f32 v2, v0, v1\nv_max_f32 v3, v0, v1',
    init: (w) => { setV(w, 0, (l) => (l === 0 ? 0x7fc00000 : 0x80000000)); setV(w, 1, () => 0); },
    check: (w) => [eq('min[0]', vg(w, 2, 0), 0), eq('max[0]', vg(w, 3, 0), 0), eq('min[1]', vg(w, 2, 1), 0x80000000), eq('max[1]', vg(w, 3, 1), 0)],
  },
  {
    name: 'v_div_fixup_f32: x/0 = inf, 0/0 = default NaN, else the quotient with the sign of the operands',
    asm: 'v_div_fixup_f32 v3, v0, v1, v2',
    init: (w) => {
      setV(w, 0, () => 0x40000000); // quotient 2.0
      setV(w, 1, (l) => [0, 0, 0xc0000000][l % 3]!); // denominator
      setV(w, 2, (l) => [0x3f800000, 0, 0x40800000][l % 3]!); // numerator
    },
    check: (w) => lanes(w, 3, (l) => [0x7f800000, 0xffc00000, 0xc0000000][l % 3]!),
  },
  {
    name: 'v_div_scale_f32 on ordinary operands: D = S0, VCC = 0; v_div_fmas_f32 with VCC = 0 is fma',
    asm: 'v_div_scale_f32 v3, vcc, v0, v1, v0\nv_div_fmas_f32 v4, v0, v1, v2',
    init: (w) => { setV(w, 0, () => 0x40400000); setV(w, 1, () => 0x3f000000); setV(w, 2, () => 0x3f800000); },
    check: (w) => [...lanes(w, 3, () => 0x40400000), eq('vcc', w.sreg[106]!, 0), ...lanes(w, 4, () => f32b(2.5))],
  },
  {
    name: 'v_ldexp_f32 / v_ldexp_f64 (exact scaling, overflow to inf)',
    asm: (c) => `${c === 'tonga' ? 'v_ldexp_f32 v2, v0, v1' : 'v_ldexp_f32 v2, v0, v1'}\nv_ldexp_f64 v[4:5], v[6:7], v1`,
    init: (w) => { setV(w, 0, () => 0x3fc00000); setV(w, 1, (l) => (l === 0 ? 200 : -3)); const [lo, hi] = f64w(1.5); setV(w, 6, () => lo); setV(w, 7, () => hi); },
    check: (w) => [eq('f32[0]', vg(w, 2, 0), 0x7f800000), eq('f32[1]', vg(w, 2, 1), f32b(1.5 / 8)), eq('f64 hi[1]', vg(w, 5, 1), f64w(1.5 / 8)[1]), eq('f64 hi[0]', vg(w, 5, 0), f64w(1.5 * 2 ** 200)[1])],
  },
  {
    name: 'v_add_f64, v_mul_f64, v_fma_f64 (fused: (1+2^-52)(1-2^-52) - 1 = -2^-104)',
    asm: 'v_add_f64 v[6:7], v[0:1], v[2:3]\nv_mul_f64 v[8:9], v[0:1], v[2:3]\nv_fma_f64 v[10:11], v[0:1], v[2:3], v[4:5]',
    init: (w) => {
      const a = f64w(1 + 2 ** -52); const b = f64w(1 - 2 ** -52); const c = f64w(-1);
      setV(w, 0, () => a[0]); setV(w, 1, () => a[1]); setV(w, 2, () => b[0]); setV(w, 3, () => b[1]); setV(w, 4, () => c[0]); setV(w, 5, () => c[1]);
    },
    check: (w) => [...lanes(w, 7, () => 0x40000000), ...lanes(w, 6, () => 0), ...lanes(w, 9, () => f64w(1)[1]), ...lanes(w, 8, () => 0),
      ...lanes(w, 11, () => f64w(-(2 ** -104))[1]), ...lanes(w, 10, () => f64w(-(2 ** -104))[0])],
  },
  {
    name: 'VOP3 modifiers on a VOP2 op: -|v0| + v1, clamp to [0, 1]',
    asm: 'v_add_f32_e64 v2, -|v0|, v1\nv_add_f32_e64 v3, v0, v1 clamp',
    init: (w) => { setV(w, 0, () => f32b(0.75)); setV(w, 1, () => f32b(0.5)); },
    check: (w) => [...lanes(w, 2, () => f32b(-0.25)), ...lanes(w, 3, () => 0x3f800000)],
  },
  {
    name: 'v_cvt_pkrtz_f16_f32 rounds toward zero and packs',
    asm: (c) => (c === 'tonga' ? 'v_cvt_pkrtz_f16_f32 v2, v0, v1' : 'v_cvt_pkrtz_f16_f32 v2, v0, v1'),
    // 1 + 1.5 * 2^-10: toward zero 0x3c01 (nearest-even would give 0x3c02).
    init: (w) => { setV(w, 0, () => 0x3f800000); setV(w, 1, () => f32b(1 + 2 ** -10 + 2 ** -11)); },
    check: (w) => lanes(w, 2, () => 0x3c013c00),
  },

  // --- more VALU ops ---------------------------------------------------------------------
  {
    name: 'byte ops: v_sad_hi_u8, v_msad_u8 (zero reference bytes skipped), v_lerp_u8, v_cvt_pk_u8_f32',
    asm: 'v_sad_hi_u8 v2, v0, v1, 3\nv_msad_u8 v3, v0, v1, 0\nv_lerp_u8 v4, v0, v1, v5\nv_cvt_pk_u8_f32 v6, v7, 2, v8',
    init: (w) => {
      setV(w, 0, () => 0x10ff0580); setV(w, 1, () => 0x2000ff00); setV(w, 5, () => 0x01000100);
      setV(w, 7, (l) => f32b(l * 4.5 - 20)); setV(w, 8, () => 0xaabbccdd);
    },
    check: (w) => [
      // |0x10-0x20| + |0xff-0| + |0x05-0xff| + |0x80-0| = 16 + 255 + 250 + 128 = 649.
      ...lanes(w, 2, () => (649 << 16) + 3),
      // msad skips the reference bytes that are 0: 16 + 250 = 266.
      ...lanes(w, 3, () => 266),
      // per byte (a + b + round bit) >> 1: (0x10+0x20+1)>>1 = 0x18, (0xff+0)>>1 = 0x7f, (5+0xff+1)>>1 = 0x82, (0x80+0)>>1 = 0x40.
      ...lanes(w, 4, () => 0x187f8240),
      // byte 2 of v8 replaced by round-to-nearest-even(x) clamped to [0, 255].
      ...lanes(w, 6, (l) => { const x = l * 4.5 - 20; const f = Math.floor(x); const r = x - f > 0.5 || (x - f === 0.5 && f % 2 !== 0) ? f + 1 : f; return ((0xaabbccdd & ~0x00ff0000) | (Math.max(0, Math.min(255, r)) << 16)) >>> 0; }),
    ],
  },
  {
    name: 'v_min3_f32 / v_med3_f32 / v_max3_f32 on floats, v_bcnt_u32_b32, v_bfm_b32',
    asm: (c) => `v_min3_f32 v3, v0, v1, v2\nv_med3_f32 v4, v0, v1, v2\nv_max3_f32 v5, v0, v1, v2\n${c === 'tonga' ? 'v_bcnt_u32_b32 v6, v0, 1' : 'v_bcnt_u32_b32_e32 v6, v0, v9'}\n${c === 'tonga' ? 'v_bfm_b32 v7, 4, 8' : 'v_bfm_b32_e32 v7, 4, v10'}`,
    init: (w) => { setV(w, 0, (l) => f32b(l - 30)); setV(w, 1, () => f32b(2.5)); setV(w, 2, (l) => f32b(40 - l)); setV(w, 9, () => 1); setV(w, 10, () => 8); },
    check: (w) => {
      const v = (l: number): number[] => [l - 30, 2.5, 40 - l];
      const pop = (x: number): number => { let n = 0; for (let i = 0; i < 32; i++) n += (x >>> i) & 1; return n; };
      return [...lanes(w, 3, (l) => f32b(Math.min(...v(l)))), ...lanes(w, 4, (l) => f32b(v(l).sort((p, q) => p - q)[1]!)),
        ...lanes(w, 5, (l) => f32b(Math.max(...v(l)))), ...lanes(w, 6, (l) => pop(f32b(l - 30)) + 1), ...lanes(w, 7, () => 0xf00)];
    },
  },
  {
    name: 'cube-map helpers: v_cubeid_f32, v_cubesc_f32, v_cubetc_f32, v_cubema_f32 (CLRX formulas)',
    asm: 'v_cubeid_f32 v3, v0, v1, v2\nv_cubesc_f32 v4, v0, v1, v2\nv_cubetc_f32 v5, v0, v1, v2\nv_cubema_f32 v6, v0, v1, v2',
    init: (w) => {
      const P = [[1, 2, -3], [1, -5, 2], [-7, 2, 3], [4, 1, 2]];
      setV(w, 0, (l) => f32b(P[l % 4]![0]!)); setV(w, 1, (l) => f32b(P[l % 4]![1]!)); setV(w, 2, (l) => f32b(P[l % 4]![2]!));
    },
    check: (w) => [
      ...lanes(w, 3, (l) => f32b([5, 3, 1, 0][l % 4]!)),
      ...lanes(w, 4, (l) => f32b([-1, 1, 3, -2][l % 4]!)),
      ...lanes(w, 5, (l) => f32b([-2, -2, -2, -1][l % 4]!)),
      ...lanes(w, 6, (l) => f32b([-6, -10, -14, 8][l % 4]!)),
    ],
  },
  {
    name: 'SALU bit ops: s_wqm_b64, s_quadmask_b64, s_bitset1_b32, s_sext_i32_i16, s_not_b64, s_ff0, s_bcnt0',
    asm: 's_wqm_b64 s[0:1], s[10:11]\ns_quadmask_b64 s[2:3], s[10:11]\ns_bitset1_b32 s4, 9\ns_sext_i32_i16 s5, s12\ns_not_b64 s[6:7], s[10:11]\ns_ff0_i32_b32 s8, s13\ns_bcnt0_i32_b32 s9, s13',
    init: (w) => { w.sreg[10] = 0x00100201; w.sreg[11] = 0x80000000; w.sreg[4] = 0; w.sreg[12] = 0x18000; w.sreg[13] = 0x0000ffff; },
    check: (w) => [eq('wqm lo', w.sreg[0]!, 0x00f00f0f), eq('wqm hi', w.sreg[1]!, 0xf0000000), eq('quadmask', w.sreg[2]!, 0x8000 | 0x20 | 0x4 | 0x1), eq('quadmask hi', w.sreg[3]!, 0),
      eq('bitset1', w.sreg[4]!, 0x200), eq('sext', w.sreg[5]!, 0xffff8000), eq('not lo', w.sreg[6]!, 0xffeffdfe), eq('not hi', w.sreg[7]!, 0x7fffffff),
      eq('ff0', w.sreg[8]!, 16), eq('bcnt0', w.sreg[9]!, 16)],
  },
  {
    name: 'f16 and 16-bit integer VOP2 ops (GCN 1.2): results in bits 15-0, upper half zero',
    cpus: ['tonga'],
    asm: 'v_add_f16 v2, v0, v1\nv_mul_f16 v3, v0, v1\nv_max_f16 v4, v0, v1\nv_add_u16 v5, v0, v1\nv_lshlrev_b16 v6, 4, v0\nv_mac_f16 v7, v0, v1',
    // v0 = 1.5 (0x3e00) in the low half with garbage above; v1 = -0.25 (0xb400); v7 = 2.0 (0x4000).
    init: (w) => { setV(w, 0, () => 0xdead3e00); setV(w, 1, () => 0x1234b400); setV(w, 7, () => 0x4000); },
    check: (w) => [...lanes(w, 2, () => 0x3d00), ...lanes(w, 3, () => 0xb600), ...lanes(w, 4, () => 0x3e00),
      ...lanes(w, 5, () => (0x3e00 + 0xb400) & 0xffff), ...lanes(w, 6, () => 0xe000), ...lanes(w, 7, () => 0x3e80)] /* 2 + 1.5 * -0.25 = 1.625 */,
  },
  {
    name: 'v_perm_b32 (GCN 1.2): byte selects from S0:S1, 12 = 0x00, 13+ = 0xff',
    cpus: ['tonga'],
    asm: 'v_perm_b32 v2, v0, v1, v3',
    init: (w) => { setV(w, 0, () => 0x44332211); setV(w, 1, () => 0x88776655); setV(w, 3, () => 0x0c070400); },
    check: (w) => lanes(w, 2, () => 0x00441155),
  },
  {
    name: 's_set_gpr_idx_on / s_set_gpr_idx_off (GCN 1.2): v_mov_b32 reads v[0 + M0 index]',
    cpus: ['tonga'],
    asm: 's_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32 v10, v0\ns_set_gpr_idx_off\nv_mov_b32 v11, v0',
    init: (w) => { w.sreg[2] = 3; setV(w, 0, () => 0x100); setV(w, 3, (l) => 0x300 + l); },
    check: (w) => [...lanes(w, 10, (l) => 0x300 + l), ...lanes(w, 11, () => 0x100)],
  },
  {
    name: 'v_div_fixup_f16 (GCN 1.2): x/0 = inf, 0/0 = default NaN, else |q| with the operands\' sign',
    cpus: ['tonga'],
    asm: 'v_div_fixup_f16 v3, v0, v1, v2',
    init: (w) => { setV(w, 0, () => 0x4000); setV(w, 1, (l) => [0, 0, 0xc000][l % 3]!); setV(w, 2, (l) => [0x3c00, 0, 0x4400][l % 3]!); },
    check: (w) => lanes(w, 3, (l) => [0x7c00, 0xfe00, 0xc000][l % 3]!),
  },
  // --- SDWA / DPP (GCN 1.2) ----------------------------------------------------------
  {
    name: 'SDWA on VOP2: byte 1 of v0, sign-extended, added to v1; result into word 1, rest preserved',
    cpus: ['tonga'],
    asm: 'v_add_u32_sdwa v2, vcc, sext(v0), v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:DWORD',
    init: (w) => { setV(w, 0, (l) => l << 8); setV(w, 1, () => 0x100); setV(w, 2, () => 0xdeadbeef); },
    check: (w) => lanes(w, 2, (l) => (((((l << 24) >> 24) + 0x100) & 0xffff) << 16 | 0xbeef) >>> 0),
  },
  {
    name: 'DPP on VOP2: quad_perm:[1,0,3,2] swaps lane pairs of the first source',
    cpus: ['tonga'],
    asm: 'v_add_u32_dpp v2, vcc, v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf',
    init: (w) => { setV(w, 0, (l) => l * 3); setV(w, 1, () => 1000); },
    check: (w) => lanes(w, 2, (l) => (l ^ 1) * 3 + 1000),
  },
  // --- memory ------------------------------------------------------------------------
  {
    name: 'DS: write, read, read2 with offsets, returning atomic add',
    asm: 'v_lshlrev_b32 v1, 2, v0\nds_write_b32 v1, v0 offset:16\nds_read_b32 v2, v1 offset:16\nds_read2_b32 v[4:5], v1 offset0:4 offset1:5\nds_add_rtn_u32 v3, v6, v0',
    init: (w) => { setV(w, 0, (l) => l); setV(w, 6, () => 0); w.sreg[124] = 0xffffffff; },
    check: (w) => [...lanes(w, 2, (l) => l), ...lanes(w, 4, (l) => l), ...lanes(w, 5, (l) => (l < 63 ? l + 1 : 0)), ...lanes(w, 3, (l) => (l * (l - 1)) / 2)],
  },
  {
    name: 'ds_swizzle_b32 quad permute (offset 0x8055: every lane reads lane 1 of its quad)',
    asm: 'ds_swizzle_b32 v1, v0 offset:0x8055',
    init: (w) => { setV(w, 0, (l) => l + 100); w.sreg[124] = 0xffffffff; },
    check: (w) => lanes(w, 1, (l) => (l & ~3) + 1 + 100),
  },
  {
    name: 'ds_bpermute_b32 (GCN 1.2): each lane reads the lane its address names',
    cpus: ['tonga'],
    asm: 'ds_bpermute_b32 v2, v1, v0',
    init: (w) => { setV(w, 0, (l) => l * 7); setV(w, 1, (l) => ((63 - l) * 4)); },
    check: (w) => lanes(w, 2, (l) => (63 - l) * 7),
  },
  {
    name: 'MUBUF: offen load, num_records bounds check returns 0; store with idxen and a stride',
    asm: 'buffer_load_dword v1, v0, s[4:7], 0 offen offset:4\nbuffer_store_dword v1, v2, s[8:11], 0 idxen',
    init: (w, mem) => {
      const src = mem.map('src', 256);
      for (let i = 0; i < 64; i++) src.dv.setUint32(i * 4, 0x1000 + i, true);
      const dst = mem.map('dst', 64 * 8);
      w.sreg[4] = src.base % 2 ** 32; w.sreg[5] = Math.floor(src.base / 2 ** 32); w.sreg[6] = 128; w.sreg[7] = 0;
      w.sreg[8] = dst.base % 2 ** 32; w.sreg[9] = Math.floor(dst.base / 2 ** 32) | (8 << 16); w.sreg[10] = 64; w.sreg[11] = 0;
      setV(w, 0, (l) => l * 4); setV(w, 2, (l) => l);
    },
    check: (w, mem) => {
      const dst = mem.regions.find((r) => r.name === 'dst')!;
      const out: string[] = [...lanes(w, 1, (l) => (l * 4 + 4 + 4 <= 128 ? 0x1000 + l + 1 : 0))];
      for (let l = 0; l < 64 && out.length < 4; l++) { const m = eq(`dst[${l}]`, dst.dv.getUint32(l * 8, true), l * 4 + 8 <= 128 ? 0x1000 + l + 1 : 0); if (m) out.push(m); }
      return out;
    },
  },
  {
    name: 'MUBUF atomics: buffer_atomic_add with glc returns the old value (lanes in order)',
    asm: 'buffer_atomic_add v1, v0, s[4:7], 0 offen glc',
    init: (w, mem) => {
      const b = mem.map('ctr', 16);
      w.sreg[4] = b.base % 2 ** 32; w.sreg[5] = Math.floor(b.base / 2 ** 32); w.sreg[6] = 16; w.sreg[7] = 0;
      setV(w, 0, () => 0); setV(w, 1, () => 2);
    },
    check: (w, mem) => [...lanes(w, 1, (l) => 2 * l), eq('ctr', mem.regions.find((r) => r.name === 'ctr')!.dv.getUint32(0, true), 128)],
  },
  {
    name: 'FLAT (GCN 1.1/1.2): 64-bit addresses, dwordx2 load and store',
    cpus: ['hawaii', 'tonga'],
    asm: 'flat_load_dwordx2 v[4:5], v[0:1]\nflat_store_dwordx2 v[2:3], v[4:5]',
    init: (w, mem) => {
      const a = mem.map('a', 64 * 8); const b = mem.map('b', 64 * 8);
      for (let i = 0; i < 128; i++) a.dv.setUint32(i * 4, 0xabc00000 + i, true);
      setV(w, 0, (l) => (a.base + 8 * (63 - l)) % 2 ** 32); setV(w, 1, () => Math.floor(a.base / 2 ** 32));
      setV(w, 2, (l) => (b.base + 8 * l) % 2 ** 32); setV(w, 3, () => Math.floor(b.base / 2 ** 32));
    },
    check: (w, mem) => {
      const b = mem.regions.find((r) => r.name === 'b')!;
      const out: string[] = [];
      for (let l = 0; l < 64 && out.length < 3; l++) { const m = eq(`b[${l}]`, b.dv.getUint32(l * 8 + 4, true), 0xabc00000 + 2 * (63 - l) + 1); if (m) out.push(m); }
      return out;
    },
  },
  {
    name: 'SMRD/SMEM: s_load_dwordx2 from an SGPR-pair address with an immediate offset',
    asm: (c) => (c === 'tonga' ? 's_load_dwordx2 s[0:1], s[2:3], 0x8' : 's_load_dwordx2 s[0:1], s[2:3], 0x2'),
    init: (w, mem) => { const r = mem.map('k', 64); r.dv.setUint32(8, 0x11111111, true); r.dv.setUint32(12, 0x22222222, true); w.sreg[2] = r.base % 2 ** 32; w.sreg[3] = Math.floor(r.base / 2 ** 32); },
    check: (w) => [eq('s0', w.sreg[0]!, 0x11111111), eq('s1', w.sreg[1]!, 0x22222222)],
  },
  {
    name: 'a FLAT access outside every buffer is an error naming the lane and address',
    cpus: ['tonga'],
    asm: 'flat_load_dword v2, v[0:1]',
    init: (w) => { setV(w, 0, (l) => (l === 5 ? 0x1234 : 0)); setV(w, 1, () => 0); },
    check: () => [],
    error: /flat_load_dword: lane 0: read from unmapped address 0x0/,
  },
  {
    name: 'graphics instructions are a run-time error naming the instruction',
    asm: 'exp mrt0 v0, v0, v0, v0 done vm',
    check: () => [],
    error: /exp is not supported by the compute model/,
  },
  {
    name: 'image sampling is a run-time error naming the instruction',
    asm: 'image_sample v[0:3], v[0:1], s[0:7], s[8:11] dmask:0xf',
    check: () => [],
    error: /image_sample is not supported by the compute model/,
  },
];
