// Instruction-level cases for the emulator's rarer instructions (issue 11,
// docs/emulator.md §20-27): float compare-and-store, v_trig_preop_f64,
// v_mullit_f32, the quad-byte SADs, the two-address and conditional LDS
// exchanges, the ds_*_src2_* forms, the fork/join stack, VSKIP, halts, traps
// and messages. Each program is encoded once (llvm-mc 14, or clrxasm where
// llvm-mc lacks the GCN 1.0 name: test/vectors/emu-isa-more/README.md); the
// expectations are computed here from AMD's ISA pseudo-code by independent
// arithmetic (BigInt, written-out bit patterns) - never taken from gcnkit.

import type { Memory } from '../../src/emu/memory.js';
import type { Wave } from '../../src/emu/wave.js';
import { WAVE_CODE_BASE } from '../../src/emu/wave-run.js';
import type { Cpu, IsaCase } from './emu-isa-cases.js';

export interface MoreCase extends IsaCase {
  /** CPUs whose program clrxasm encodes (llvm-mc 14 lacks the mnemonic there). */
  readonly clrx?: readonly Cpu[];
}

const L = 64;
const vg = (w: Wave, r: number, l: number): number => w.vgpr[r * L + l]!;
const setV = (w: Wave, r: number, f: (l: number) => number): void => { for (let l = 0; l < L; l++) w.vgpr[r * L + l] = f(l) >>> 0; };
const hex = (v: number): string => '0x' + (v >>> 0).toString(16);
const eq = (what: string, got: number, want: number): string => ((got >>> 0) === (want >>> 0) ? '' : `${what}: got ${hex(got)}, want ${hex(want)}`);
function lanes(w: Wave, r: number, want: (l: number) => number, what = `v${r}`): string[] {
  const out: string[] = [];
  for (let l = 0; l < L && out.length < 3; l++) { const m = eq(`${what}[${l}]`, vg(w, r, l), want(l)); if (m) out.push(m); }
  return out;
}
const ldsGet = (w: Wave, a: number): number => w.ldsView.getUint32(a, true);
/** Writes an LDS dword; also opens the LDS limit (M0 = -1, as llc sets it on GCN 1.0/1.1). */
const ldsSet = (w: Wave, a: number, v: number): void => { w.sreg[124] = 0xffffffff; w.ldsView.setUint32(a, v >>> 0, true); };
function ldsWords(w: Wave, addr: (l: number) => number, want: (l: number) => number, what: string): string[] {
  const out: string[] = [];
  for (let l = 0; l < L && out.length < 3; l++) { const m = eq(`${what}[${l}]`, ldsGet(w, addr(l)), want(l)); if (m) out.push(m); }
  return out;
}
const f32v = (b: number): number => { const d = new DataView(new ArrayBuffer(4)); d.setUint32(0, b >>> 0, true); return d.getFloat32(0, true); };
const A = (l: number): number => (Math.imul(l + 1, 0x9e3779b1) ^ (l << 27)) >>> 0;
const B = (l: number): number => (Math.imul(l + 7, 0x85ebca6b) ^ 0x5bd1e995) >>> 0;
const C = (l: number): number => (Math.imul(l + 3, 0xc2b2ae35) ^ 0x27d4eb2f) >>> 0;

// --- 2/π for v_trig_preop_f64, computed independently of src/emu ---------------------------

/** arctan(1/x)·2^p by the Euler-accelerated-free alternating series, summed in BigInt. */
function atanInvFixed(x: bigint, p: bigint): bigint {
  let t = (1n << p) / x; let s = 0n; let n = 1n; let sign = 1n;
  while (t !== 0n) { s += sign * (t / n); t /= x * x; n += 2n; sign = -sign; }
  return s;
}
/** π·2^p by Gauss's formula π/4 = 12·atan(1/18) + 8·atan(1/57) − 5·atan(1/239). */
function piFixed(p: bigint): bigint {
  return 4n * (12n * atanInvFixed(18n, p) + 8n * atanInvFixed(57n, p) - 5n * atanInvFixed(239n, p));
}
/** The first 1200 bits of 2/π as fdlibm's published table of 24-bit chunks (a cross-check). */
const TWO_OVER_PI_24 = [
  0xa2f983, 0x6e4e44, 0x1529fc, 0x2757d1, 0xf534dd, 0xc0db62, 0x95993c, 0x439041, 0xfe5163, 0xabdebb, 0xc561b7, 0x246e3a,
  0x424dd2, 0xe00649, 0x2eea09, 0xd1921c, 0xfe1deb, 0x1cb129, 0xa73ee8, 0x8235f5, 0x2ebb44, 0x84e99c, 0x7026b4, 0x5f7e41,
  0x3991d6, 0x398353, 0x39f49c, 0x845f8b, 0xbdf928, 0x3b1ff8, 0x97ffde, 0x05980f, 0xef2f11, 0x8b5a0a, 0x6d1f6d, 0x367ecf,
  0x27cb09, 0xb74f46, 0x3f669e, 0x5fea2d, 0x7527ba, 0xc7ebe5, 0xf17b3d, 0x0739f7, 0x8a5292, 0xea6bfb, 0x5fb11f, 0x8d5d08,
  0x560330, 0x46fc7b,
];
let T1201: bigint | null = null;
/** floor(2/π·2^1201), checked against the published chunks. */
export function twoOverPi1201(): bigint {
  if (T1201 !== null) return T1201;
  const g = 1201n + 80n;
  const t = (2n << (1201n + g)) / piFixed(g);
  let chunks = 0n;
  for (const c of TWO_OVER_PI_24) chunks = (chunks << 24n) | BigInt(c);
  if ((t >> 1n) !== chunks) throw new Error('2/π: Gauss formula and the published table disagree');
  T1201 = t;
  return t;
}
/** m·2^e (m < 2^53) as IEEE double bits, truncated when below the normal range. */
function scaledBits(m: bigint, e: number): bigint {
  if (m === 0n) return 0n;
  // Normal when m·2^e ≥ 2^-1022: then exact in a double.
  const x = Number(m) * 2 ** e;
  if (x >= 2 ** -1022) { const d = new DataView(new ArrayBuffer(8)); d.setFloat64(0, x, true); return d.getBigUint64(0, true); }
  const k = e + 1074;
  return k >= 0 ? m << BigInt(k) : m >> BigInt(-k);
}
/** AMD's v_trig_preop_f64 pseudo-code on (biased exponent of S0, S1). */
function trigPreopRef(exp: number, sel: number): bigint {
  let shift = (sel & 31) * 53;
  if (exp > 1077) shift += exp - 1077;
  const seg = ((twoOverPi1201() << BigInt(shift)) >> (1201n - 53n)) & ((1n << 53n) - 1n);
  let scale = -53 - shift;
  if (exp >= 1968) scale += 128;
  return scaledBits(seg, scale);
}
const trigS0Hi = (l: number): number => (l < 32 ? 0x3ff00000 : l < 48 ? (1023 + 600) << 20 : (1023 + 1000) << 20);

// --- SAD references ----------------------------------------------------------------------------
const byte = (x: bigint, i: number): number => Number((x >> BigInt(8 * i)) & 0xffn);
function sadRef(s0: bigint, k: number, ref: number, masked: boolean): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const r = (ref >>> (8 * i)) & 0xff;
    if (masked && r === 0) continue;
    s += Math.abs(byte(s0, k + i) - r);
  }
  return s;
}
const s0Of = (l: number): bigint => (BigInt(B(l)) << 32n) | BigInt(A(l));
/** S1 with some zero bytes (the masked forms skip them). */
const refOf = (l: number): number => (C(l) & (l % 3 === 0 ? 0xff00ff00 : l % 3 === 1 ? 0x00ffffff : 0xffffffff)) >>> 0;
/** Accumulators near 0xffff so that 16-bit truncation shows. */
const accOf = (l: number, k: number): number => (0xff00 + ((l * 37 + k * 11) & 0xff)) & 0xffff;

export const MORE_CASES: readonly MoreCase[] = [
  // --- 1. float compare-and-store ------------------------------------------------------------
  {
    name: 'ds_cmpst_rtn_f32 compares as floats (-0 = +0, NaN never equal); ds_cmpst_b32 compares bits',
    asm: 'ds_cmpst_rtn_f32 v3, v0, v1, v2\nds_cmpst_b32 v0, v1, v2 offset:256',
    init: (w) => {
      // Per lane l%4: memory, compare (DATA0), new value (DATA1).
      const mem = [0x00000000, 0x7fc00000, 0x3fc00000, 0x40000000];
      const cmp = [0x80000000, 0x7fc00000, 0x3fc00000, 0x40400000];
      setV(w, 0, (l) => 4 * l); setV(w, 1, (l) => cmp[l % 4]!); setV(w, 2, (l) => 0x1000 + l);
      for (let l = 0; l < L; l++) { ldsSet(w, 4 * l, mem[l % 4]!); ldsSet(w, 256 + 4 * l, mem[l % 4]!); }
    },
    check: (w) => {
      const mem = [0x00000000, 0x7fc00000, 0x3fc00000, 0x40000000];
      const cmp = [0x80000000, 0x7fc00000, 0x3fc00000, 0x40400000];
      // IEEE equality: +0 == -0, NaN != NaN, 1.5 == 1.5, 2 != 3.
      const feq = (l: number): boolean => f32v(mem[l % 4]!) === f32v(cmp[l % 4]!);
      const beq = (l: number): boolean => mem[l % 4] === cmp[l % 4];
      return [
        ...lanes(w, 3, (l) => mem[l % 4]!),
        ...ldsWords(w, (l) => 4 * l, (l) => (feq(l) ? 0x1000 + l : mem[l % 4]!), 'f32 lds'),
        ...ldsWords(w, (l) => 256 + 4 * l, (l) => (beq(l) ? 0x1000 + l : mem[l % 4]!), 'b32 lds'),
      ];
    },
  },
  {
    name: 'ds_cmpst_rtn_f64: -0.0 matches +0.0, a NaN matches nothing',
    asm: 'ds_cmpst_rtn_f64 v[4:5], v0, v[2:3], v[6:7]',
    init: (w) => {
      setV(w, 0, (l) => 8 * l);
      // l%3: memory +0 vs compare -0 (store); NaN vs the same NaN (keep); 1.0 vs 1.0+ulp (keep).
      const memHi = [0, 0x7ff80000, 0x3ff00000]; const cmpHi = [0x80000000, 0x7ff80000, 0x3ff00000]; const cmpLo = [0, 0, 1];
      for (let l = 0; l < L; l++) { ldsSet(w, 8 * l, 0); ldsSet(w, 8 * l + 4, memHi[l % 3]!); }
      setV(w, 2, (l) => cmpLo[l % 3]!); setV(w, 3, (l) => cmpHi[l % 3]!);
      setV(w, 6, (l) => l); setV(w, 7, () => 0x40590000);
    },
    check: (w) => {
      const memHi = [0, 0x7ff80000, 0x3ff00000];
      const stored = (l: number): boolean => l % 3 === 0;
      return [
        ...lanes(w, 4, () => 0), ...lanes(w, 5, (l) => memHi[l % 3]!),
        ...ldsWords(w, (l) => 8 * l, (l) => (stored(l) ? l : 0), 'lds lo'),
        ...ldsWords(w, (l) => 8 * l + 4, (l) => (stored(l) ? 0x40590000 : memHi[l % 3]!), 'lds hi'),
      ];
    },
  },
  {
    name: 'buffer_atomic_fcmpswap (GCN 1.0/1.1) compares as floats: DATA[0] new, DATA[1] compare',
    cpus: ['tahiti', 'hawaii'],
    asm: 'buffer_atomic_fcmpswap v[2:3], v0, s[4:7], 0 offen glc',
    init: (w, mem) => {
      const r = mem.map('m', 256);
      const memv = [0x80000000, 0x7fc00000, 0x3f800000, 0x3f800000];
      const cmpv = [0x00000000, 0x7fc00000, 0x3f800000, 0x3f800001];
      for (let l = 0; l < L; l++) r.dv.setUint32(4 * l, memv[l % 4]!, true);
      w.sreg[4] = r.base % 2 ** 32; w.sreg[5] = Math.floor(r.base / 2 ** 32); w.sreg[6] = 256; w.sreg[7] = 0;
      setV(w, 0, (l) => 4 * l); setV(w, 2, (l) => 0x2000 + l); setV(w, 3, (l) => cmpv[l % 4]!);
    },
    check: (w, mem) => {
      const r = mem.regions.find((x) => x.name === 'm')!;
      const memv = [0x80000000, 0x7fc00000, 0x3f800000, 0x3f800000];
      const stored = (l: number): boolean => l % 4 === 0 || l % 4 === 2; // -0 = +0; NaN ≠ NaN; 1 = 1; 1 ≠ 1+ulp
      const out = lanes(w, 2, (l) => memv[l % 4]!);
      for (let l = 0; l < L && out.length < 3; l++) { const m = eq(`m[${l}]`, r.dv.getUint32(4 * l, true), stored(l) ? 0x2000 + l : memv[l % 4]!); if (m) out.push(m); }
      return out;
    },
  },
  {
    name: 'ds_min_rtn_u32 / ds_max_u32 compare unsigned, ds_min_rtn_i32 signed',
    asm: 'ds_min_rtn_u32 v2, v0, v1\nds_max_u32 v0, v1 offset:256\nds_min_rtn_i32 v3, v0, v1 offset:512',
    init: (w) => {
      setV(w, 0, (l) => 4 * l); setV(w, 1, (l) => A(l));
      for (let l = 0; l < L; l++) { ldsSet(w, 4 * l, B(l)); ldsSet(w, 256 + 4 * l, B(l)); ldsSet(w, 512 + 4 * l, B(l)); }
    },
    check: (w) => [
      ...lanes(w, 2, (l) => B(l)), ...lanes(w, 3, (l) => B(l)),
      ...ldsWords(w, (l) => 4 * l, (l) => Math.min(A(l), B(l)), 'min_u'),
      ...ldsWords(w, (l) => 256 + 4 * l, (l) => Math.max(A(l), B(l)), 'max_u'),
      ...ldsWords(w, (l) => 512 + 4 * l, (l) => Math.min(A(l) | 0, B(l) | 0), 'min_i'),
    ],
  },
  // --- 2. VOP3 -----------------------------------------------------------------------------
  {
    name: 'v_trig_preop_f64: 53-bit segments of 2/π by S1 and the exponent of S0 (AMD pseudo-code, 1201-bit table)',
    asm: 'v_trig_preop_f64 v[2:3], v[0:1], v4',
    init: (w) => { setV(w, 0, () => 0); setV(w, 1, trigS0Hi); setV(w, 4, (l) => (l < 32 ? l : l < 48 ? l - 32 : l - 48) | 0x100); },
    check: (w) => {
      const out: string[] = [];
      // Anchor: segment 0 of S0 = 1.0 is 2/π truncated to a double.
      out.push(eq('segment 0 hi', vg(w, 3, 0), 0x3fe45f30), eq('segment 0 lo', vg(w, 2, 0), 0x6dc9c882));
      for (let l = 0; l < L && out.filter((s) => s).length < 4; l++) {
        const sel = l < 32 ? l : l < 48 ? l - 32 : l - 48;
        const want = trigPreopRef((trigS0Hi(l) >>> 20) & 0x7ff, sel);
        out.push(eq(`lo[${l}]`, vg(w, 2, l), Number(want & 0xffffffffn)), eq(`hi[${l}]`, vg(w, 3, l), Number(want >> 32n)));
      }
      return out;
    },
  },
  {
    name: 'v_mullit_f32 (GCN 1.0/1.1): -MAX_FLOAT for the lighting special cases, else S0*S1 with 0*x = 0',
    cpus: ['tahiti', 'hawaii'],
    asm: 'v_mullit_f32 v3, v0, v1, v2',
    init: (w) => {
      const t = MULLIT[0]!;
      void t;
      setV(w, 0, (l) => MULLIT[l % MULLIT.length]![0]); setV(w, 1, (l) => MULLIT[l % MULLIT.length]![1]); setV(w, 2, (l) => MULLIT[l % MULLIT.length]![2]);
    },
    check: (w) => lanes(w, 3, (l) => MULLIT[l % MULLIT.length]![3]),
  },
  {
    name: 'v_qsad_pk_u16_u8 (1.0: v_qsad_u8): four SADs of S0 byte windows, 16-bit accumulators truncated',
    clrx: ['tahiti'],
    asm: (c) => `${c === 'tahiti' ? 'v_qsad_u8' : 'v_qsad_pk_u16_u8'} v[6:7], v[0:1], v2, v[4:5]`,
    init: (w) => {
      setV(w, 0, A); setV(w, 1, B); setV(w, 2, refOf);
      setV(w, 4, (l) => accOf(l, 0) | (accOf(l, 1) << 16)); setV(w, 5, (l) => accOf(l, 2) | (accOf(l, 3) << 16));
    },
    check: (w) => {
      const r = (l: number, k: number): number => (sadRef(s0Of(l), k, refOf(l), false) + accOf(l, k)) & 0xffff;
      return [...lanes(w, 6, (l) => r(l, 0) | (r(l, 1) << 16)), ...lanes(w, 7, (l) => r(l, 2) | (r(l, 3) << 16))];
    },
  },
  {
    name: 'v_mqsad_pk_u16_u8 (1.0: v_mqsad_u8): masked SADs skip zero reference bytes',
    asm: 'v_mqsad_pk_u16_u8 v[6:7], v[0:1], v2, v[4:5]',
    init: (w) => {
      setV(w, 0, A); setV(w, 1, B); setV(w, 2, refOf);
      setV(w, 4, (l) => accOf(l, 0) | (accOf(l, 1) << 16)); setV(w, 5, (l) => accOf(l, 2) | (accOf(l, 3) << 16));
    },
    check: (w) => {
      const r = (l: number, k: number): number => (sadRef(s0Of(l), k, refOf(l), true) + accOf(l, k)) & 0xffff;
      return [...lanes(w, 6, (l) => r(l, 0) | (r(l, 1) << 16)), ...lanes(w, 7, (l) => r(l, 2) | (r(l, 3) << 16))];
    },
  },
  {
    name: 'v_mqsad_u32_u8 (GCN 1.1+): four masked SADs into 32-bit accumulators (128-bit S2 and D)',
    cpus: ['hawaii', 'tonga'],
    asm: 'v_mqsad_u32_u8 v[8:11], v[0:1], v2, v[4:7]\nv_mqsad_u32_u8 v[12:15], s[0:1], v2, v[4:7]',
    init: (w) => {
      setV(w, 0, A); setV(w, 1, B); setV(w, 2, refOf); for (let k = 0; k < 4; k++) setV(w, 4 + k, (l) => (C(l + k) | 0x80000000) >>> 0);
      w.sreg[0] = A(5); w.sreg[1] = B(5); // S0 from an SGPR pair
    },
    check: (w) => [
      ...[0, 1, 2, 3].flatMap((k) => lanes(w, 8 + k, (l) => (sadRef(s0Of(l), k, refOf(l), true) + ((C(l + k) | 0x80000000) >>> 0)) >>> 0)),
      ...[0, 1, 2, 3].flatMap((k) => lanes(w, 12 + k, (l) => (sadRef(s0Of(5), k, refOf(l), true) + ((C(l + k) | 0x80000000) >>> 0)) >>> 0)),
    ],
  },
  // --- 3. DS -------------------------------------------------------------------------------
  {
    name: 'ds_wrxchg2_rtn_b32 and ds_wrxchg2st64_rtn_b64: two old values returned, two locations written',
    asm: 'ds_wrxchg2_rtn_b32 v[4:5], v0, v1, v2 offset0:1 offset1:3\nds_wrxchg2st64_rtn_b64 v[8:11], v3, v[12:13], v[14:15] offset0:1 offset1:2',
    init: (w) => {
      for (let i = 0; i < 16384; i++) ldsSet(w, 4 * i, 0xa0000000 + i);
      setV(w, 0, (l) => 16 * l); setV(w, 1, (l) => 0x100 + l); setV(w, 2, (l) => 0x200 + l);
      setV(w, 3, (l) => 8192 + 8 * l); setV(w, 12, (l) => 0x300 + l); setV(w, 13, (l) => 0x400 + l); setV(w, 14, (l) => 0x500 + l); setV(w, 15, (l) => 0x600 + l);
    },
    check: (w) => [
      // b32: addresses 16l + 4 and 16l + 12 (offsets count dwords).
      ...lanes(w, 4, (l) => 0xa0000000 + 4 * l + 1), ...lanes(w, 5, (l) => 0xa0000000 + 4 * l + 3),
      ...ldsWords(w, (l) => 16 * l + 4, (l) => 0x100 + l, 'b32 first'), ...ldsWords(w, (l) => 16 * l + 12, (l) => 0x200 + l, 'b32 second'),
      // st64 b64: addresses 8192 + 8l + 512 and + 1024 (offsets count 64 qwords).
      ...lanes(w, 8, (l) => 0xa0000000 + (8192 + 8 * l + 512) / 4), ...lanes(w, 9, (l) => 0xa0000000 + (8192 + 8 * l + 512) / 4 + 1),
      ...lanes(w, 10, (l) => 0xa0000000 + (8192 + 8 * l + 1024) / 4), ...lanes(w, 11, (l) => 0xa0000000 + (8192 + 8 * l + 1024) / 4 + 1),
      ...ldsWords(w, (l) => 8192 + 8 * l + 512, (l) => 0x300 + l, 'st64 first lo'), ...ldsWords(w, (l) => 8192 + 8 * l + 516, (l) => 0x400 + l, 'st64 first hi'),
      ...ldsWords(w, (l) => 8192 + 8 * l + 1024, (l) => 0x500 + l, 'st64 second lo'), ...ldsWords(w, (l) => 8192 + 8 * l + 1028, (l) => 0x600 + l, 'st64 second hi'),
    ],
  },
  {
    name: 'ds_condxchg32_rtn_b64 (GCN 1.1+): each dword written (bit 31 cleared) only when its bit 31 is set; address & 0xfff8',
    cpus: ['hawaii', 'tonga'],
    asm: 'ds_condxchg32_rtn_b64 v[4:5], v0, v[2:3] offset:4',
    init: (w) => {
      for (let l = 0; l < L; l++) { ldsSet(w, 8 * l, 0x11110000 + l); ldsSet(w, 8 * l + 4, 0x22220000 + l); }
      setV(w, 0, (l) => 8 * l); // + offset 4, then & 0xfff8: back to 8l
      setV(w, 2, (l) => ((l & 1 ? 0x80000000 : 0) | (0x7000 + l)) >>> 0); setV(w, 3, (l) => ((l & 2 ? 0x80000000 : 0) | (0x9000 + l)) >>> 0);
    },
    check: (w) => [
      ...lanes(w, 4, (l) => 0x11110000 + l), ...lanes(w, 5, (l) => 0x22220000 + l),
      ...ldsWords(w, (l) => 8 * l, (l) => (l & 1 ? 0x7000 + l : 0x11110000 + l), 'dword 0'),
      ...ldsWords(w, (l) => 8 * l + 4, (l) => (l & 2 ? 0x9000 + l : 0x22220000 + l), 'dword 1'),
    ],
  },
  {
    name: 'ds_wrap_rtn_b32 (GCN 1.1+): old >= DATA0 ? old - DATA0 : old + DATA1',
    cpus: ['hawaii', 'tonga'],
    asm: 'ds_wrap_rtn_b32 v3, v0, v1, v2 offset:64',
    init: (w) => {
      for (let l = 0; l < L; l++) ldsSet(w, 64 + 4 * l, 10 * l);
      setV(w, 0, (l) => 4 * l); setV(w, 1, () => 300); setV(w, 2, () => 1000);
    },
    check: (w) => [...lanes(w, 3, (l) => 10 * l), ...ldsWords(w, (l) => 64 + 4 * l, (l) => (10 * l >= 300 ? 10 * l - 300 : 10 * l + 1000), 'lds')],
  },
  {
    name: 'ds_*_src2_*: MEM[A] op= MEM[B], B = A + size * (15-bit signed offset, or A >> 17 when OFFSET1[7])',
    asm: 'ds_add_src2_u32 v0 offset:256\nds_min_src2_u32 v1 offset:0x7fc0\nds_write_src2_b32 v0 offset:0x8000\nds_add_src2_u64 v2 offset:32',
    init: (w) => {
      for (let i = 0; i < 4096; i++) ldsSet(w, 4 * i, (Math.imul(i + 1, 0x9e3779b1) >>> 4) >>> 0);
      setV(w, 0, (l) => 4 * l); setV(w, 1, (l) => 4096 + 4 * l); setV(w, 2, (l) => 8192 + 8 * l);
    },
    check: (w) => {
      const init = (a: number): number => (Math.imul(a / 4 + 1, 0x9e3779b1) >>> 4) >>> 0;
      const q = (a: number): bigint => (BigInt(init(a + 4)) << 32n) | BigInt(init(a));
      return [
        // add: B = A + 4·256; ds_write_src2 (offset 0x8000: B = A + 4·(A >> 17) = A) leaves it.
        ...ldsWords(w, (l) => 4 * l, (l) => (init(4 * l) + init(4 * l + 1024)) >>> 0, 'add_src2'),
        // min_u: field 0x7fc0 is -64 → B = A - 256.
        ...ldsWords(w, (l) => 4096 + 4 * l, (l) => Math.min(init(4096 + 4 * l), init(4096 + 4 * l - 256)), 'min_src2'),
        // 64-bit add: B = A + 8·32.
        ...ldsWords(w, (l) => 8192 + 8 * l, (l) => Number((q(8192 + 8 * l) + q(8192 + 8 * l + 256)) & 0xffffffffn), 'add_src2_u64 lo'),
        ...ldsWords(w, (l) => 8192 + 8 * l + 4, (l) => Number(((q(8192 + 8 * l) + q(8192 + 8 * l + 256)) >> 32n) & 0xffffffffn), 'add_src2_u64 hi'),
      ];
    },
  },
  {
    name: 'ds_gws_init and ds_ordered_count are a clear run-time error (GDS)',
    asm: 'ds_gws_init v1 gds',
    check: () => [],
    error: /ds_gws_init \(GDS\) is not supported by the compute model/,
  },
  // --- 5. buffer formats, d16, LDS-return ------------------------------------------------------
  {
    name: 'tbuffer_load_format_xyzw: packed 2_10_10_10 unorm and 10_11_11 float, 8_8 sint, 16_16 snorm',
    asm: 'tbuffer_load_format_xyzw v[0:3], off, s[4:7], dfmt:9, nfmt:0, 0\ntbuffer_load_format_xyzw v[4:7], off, s[4:7], dfmt:6, nfmt:7, 0 offset:4\n' +
      'tbuffer_load_format_xy v[8:9], off, s[4:7], dfmt:3, nfmt:5, 0 offset:8\ntbuffer_load_format_xy v[10:11], off, s[4:7], dfmt:5, nfmt:1, 0 offset:12',
    init: (w, mem) => {
      const r = mem.map('fmt', 64);
      r.dv.setUint32(0, (1023 | (512 << 10) | (1 << 20) | (2 << 30)) >>> 0, true); // x 1023, y 512, z 1, w 2
      r.dv.setUint32(4, (0x3c0 | (0x7c0 << 11) | (0x210 << 22)) >>> 0, true); // 1.0, +inf, 3.0
      r.dv.setUint8(8, 0x80); r.dv.setUint8(9, 0x7f); // -128, 127
      r.dv.setUint16(12, 0x8000, true); r.dv.setUint16(14, 0x4000, true); // -32768 (clamps to -1), 16384
      w.sreg[4] = r.base % 2 ** 32; w.sreg[5] = Math.floor(r.base / 2 ** 32); w.sreg[6] = 64; w.sreg[7] = 0;
    },
    check: (w) => {
      const f = (x: number): number => { const d = new DataView(new ArrayBuffer(4)); d.setFloat32(0, x, true); return d.getUint32(0, true); };
      return [
        ...lanes(w, 0, () => f(1)), ...lanes(w, 1, () => f(512 / 1023)), ...lanes(w, 2, () => f(1 / 1023)), ...lanes(w, 3, () => f(2 / 3)),
        ...lanes(w, 4, () => 0x3f800000), ...lanes(w, 5, () => 0x7f800000), ...lanes(w, 6, () => 0x40400000), ...lanes(w, 7, () => 0x3f800000),
        ...lanes(w, 8, () => 0xffffff80), ...lanes(w, 9, () => 127),
        ...lanes(w, 10, () => f(-1)), ...lanes(w, 11, () => f(16384 / 32767)),
      ];
    },
  },
  {
    name: 'tbuffer_store_format: unorm rounds to nearest even and clamps; f16 overflow rounds to inf; packed fields',
    asm: 'tbuffer_store_format_xyzw v[0:3], off, s[4:7], dfmt:9, nfmt:0, 0\ntbuffer_store_format_xy v[4:5], off, s[4:7], dfmt:5, nfmt:7, 0 offset:4',
    init: (w, mem) => {
      const r = mem.map('out', 64);
      w.sreg[4] = r.base % 2 ** 32; w.sreg[5] = Math.floor(r.base / 2 ** 32); w.sreg[6] = 64; w.sreg[7] = 0;
      w.sreg[126] = 1; w.sreg[127] = 0; // one lane
      setV(w, 0, () => 0x3f000000); setV(w, 1, () => 0x3f800000); setV(w, 2, () => 0xbf800000); setV(w, 3, () => 0x3eae147b); // 0.5, 1, -1, 0.34
      setV(w, 4, () => 0x3f800000); setV(w, 5, () => 0x477ff000); // 1.0, 65520
    },
    check: (_w, mem) => {
      const r = mem.regions.find((x) => x.name === 'out')!;
      // 0.5·1023 = 511.5 → 512 (even); 1 → 1023; -1 → 0; 0.34·3 = 1.02 → 1.
      return [eq('2_10_10_10', r.dv.getUint32(0, true), (512 | (1023 << 10) | (0 << 20) | (1 << 30)) >>> 0),
        eq('16_16 float x', r.dv.getUint16(4, true), 0x3c00), eq('16_16 float y', r.dv.getUint16(6, true), 0x7c00)];
    },
  },
  {
    name: 'd16 buffer forms (GCN 1.2, unpacked): 16-bit values in the low halves, converted both ways',
    cpus: ['tonga'],
    asm: 'tbuffer_load_format_d16_xyzw v[0:3], off, s[4:7], dfmt:10, nfmt:0, 0\nbuffer_store_format_d16_xy v[4:5], off, s[8:11], 0',
    init: (w, mem) => {
      const a = mem.map('in', 16); const b = mem.map('out', 16);
      a.dv.setUint32(0, (255 | (51 << 8) | (102 << 16) | (0 << 24)) >>> 0, true);
      w.sreg[4] = a.base % 2 ** 32; w.sreg[5] = Math.floor(a.base / 2 ** 32); w.sreg[6] = 16; w.sreg[7] = 0;
      // Resource format for the MUBUF store: DFMT 5 (16_16) in bits 18-15, NFMT 0 (unorm) in 14-12.
      w.sreg[8] = b.base % 2 ** 32; w.sreg[9] = Math.floor(b.base / 2 ** 32); w.sreg[10] = 16; w.sreg[11] = (5 << 15) >>> 0;
      w.sreg[126] = 1; w.sreg[127] = 0;
      setV(w, 4, () => 0xabcd3800); setV(w, 5, () => 0x3c00); // 0.5 (high half ignored), 1.0
    },
    check: (w, mem) => {
      const b = mem.regions.find((x) => x.name === 'out')!;
      // 255/255 = 1 → 0x3c00; 51/255 = 0.2 → 0x3266; 102/255 = 0.4 → 0x3666; 0 → 0.
      return [eq('x', vg(w, 0, 0), 0x3c00), eq('y', vg(w, 1, 0), 0x3266), eq('z', vg(w, 2, 0), 0x3666), eq('w', vg(w, 3, 0), 0),
        // 0.5·65535 = 32767.5 → 32768 (even); 1.0 → 65535.
        eq('store x', b.dv.getUint16(0, true), 0x8000), eq('store y', b.dv.getUint16(2, true), 0xffff)];
    },
  },
  {
    name: 'MUBUF with the LDS bit: the loaded dword goes to LDS at M0[15:0] + OFFSET + 4*lane, not to VDATA',
    asm: 's_mov_b32 m0, 64\nbuffer_load_dword v1, v0, s[4:7], 0 offen lds\ns_mov_b32 m0, 1024\nbuffer_load_ubyte v1, v0, s[4:7], 0 offen offset:4 lds',
    init: (w, mem) => {
      const r = mem.map('src', 512);
      for (let i = 0; i < 128; i++) r.dv.setUint32(4 * i, 0xc0de0000 + i, true);
      w.sreg[4] = r.base % 2 ** 32; w.sreg[5] = Math.floor(r.base / 2 ** 32); w.sreg[6] = 512; w.sreg[7] = 0;
      setV(w, 0, (l) => 4 * l); setV(w, 1, () => 0x5555);
    },
    check: (w) => [
      ...lanes(w, 1, () => 0x5555),
      ...ldsWords(w, (l) => 64 + 4 * l, (l) => 0xc0de0000 + l, 'dword'),
      ...ldsWords(w, (l) => 1024 + 4 + 4 * l, (l) => l + 1, 'ubyte'), // byte 0 of dword l + 1
    ],
  },
  {
    name: 'buffer_store_lds_dword (GCN 1.2): LDS dwords at M0 + OFFSET + 4*lane to memory (ADD_TID resource)',
    cpus: ['tonga'],
    asm: 's_mov_b32 m0, 256\nbuffer_store_lds_dword s[4:7], 0 offset:8 lds',
    init: (w, mem) => {
      const r = mem.map('dst', 512);
      for (let l = 0; l < L; l++) ldsSet(w, 256 + 8 + 4 * l, 0xfeed0000 + l);
      w.sreg[4] = r.base % 2 ** 32; w.sreg[5] = (Math.floor(r.base / 2 ** 32) | (4 << 16)) >>> 0; w.sreg[6] = 128; w.sreg[7] = (1 << 23) >>> 0;
    },
    check: (_w, mem) => {
      const r = mem.regions.find((x) => x.name === 'dst')!;
      const out: string[] = [];
      for (let l = 0; l < L && out.length < 3; l++) { const m = eq(`dst[${l}]`, r.dv.getUint32(8 + 4 * l, true), 0xfeed0000 + l); if (m) out.push(m); }
      return out;
    },
  },
  // --- 4. scalar control ---------------------------------------------------------------------
  {
    name: 's_cbranch_i_fork / s_cbranch_join: the smaller side runs first, the other is pushed at SGPR[4*CSP]',
    // 0 s_mov_b64, 1 s_mov_b32, 2 v_cmp, 3 fork -> 6, 4 else, 5 branch -> 7, 6 then, 7 join, 8 restore, 9 mark.
    asm: 's_mov_b64 s[20:21], exec\ns_mov_b32 s10, 0\nv_cmp_gt_u32 vcc, 16, v0\ns_cbranch_i_fork vcc, 2\nv_mov_b32 v1, 2\ns_branch 1\nv_mov_b32 v1, 1\ns_cbranch_join s10\ns_mov_b64 exec, s[20:21]\nv_mov_b32 v2, 5',
    init: (w) => { setV(w, 0, (l) => l); },
    check: (w) => [
      ...lanes(w, 1, (l) => (l < 16 ? 1 : 2)), ...lanes(w, 2, () => 5),
      eq('CSP', w.mode >>> 29, 0),
      // The pushed 128-bit entry {PC, mask}: the fail mask (low), the fall-through PC (word 4, high).
      eq('s0', w.sreg[0]!, 0xffff0000), eq('s1', w.sreg[1]!, 0xffffffff),
      eq('s2', w.sreg[2]!, (WAVE_CODE_BASE + 16) % 2 ** 32), eq('s3', w.sreg[3]!, Math.floor((WAVE_CODE_BASE + 16) / 2 ** 32)),
    ],
  },
  {
    name: 's_cbranch_g_fork: a majority passing runs the fall-through (fail) side first; all lanes one way is a plain branch',
    // 0 getpc, 1 s_add, 2 s_mov, 3 v_cmp, 4 g_fork -> 8, 5 else, 6 join, 7 s_branch -> 9, 8 then+join... (see below)
    asm: 's_getpc_b64 s[30:31]\ns_add_u32 s30, s30, 24\ns_mov_b32 s10, 0\nv_cmp_lt_u32 vcc, 4, v0\ns_cbranch_g_fork vcc, s[30:31]\nv_mov_b32 v1, 2\ns_cbranch_join s10\nv_mov_b32 v1, 1\ns_cbranch_join s10\nv_mov_b32 v3, 7',
    init: (w) => { setV(w, 0, (l) => l); },
    check: (w) => [
      // target = (address of word 1) + 24 = word 7. Pass lanes 5..63 (59) outnumber fail 0..4: fail first.
      ...lanes(w, 1, (l) => (l > 4 ? 1 : 2)),
      eq('s0 (pass mask)', w.sreg[0]!, 0xffffffe0), eq('s1', w.sreg[1]!, 0xffffffff), eq('s2 (pushed target)', w.sreg[2]!, (WAVE_CODE_BASE + 28) % 2 ** 32),
      eq('CSP', w.mode >>> 29, 0),
      // after the final join the pass side (lanes 5..63) is active.
      ...lanes(w, 3, (l) => (l > 4 ? 7 : 0)),
    ],
  },
  {
    name: 's_setvskip: vector instructions are skipped while VSKIP is set, scalar ones run',
    asm: 's_mov_b32 s2, 2\ns_setvskip s2, 1\nv_mov_b32 v1, 7\ns_mov_b32 s3, 9\ns_setvskip 0, 0\nv_mov_b32 v2, 8',
    check: (w) => [...lanes(w, 1, () => 0), eq('s3', w.sreg[3]!, 9), ...lanes(w, 2, () => 8)],
  },
  {
    name: 's_sethalt 0, s_trap 3 (llvm.debugtrap) and s_sendmsg(MSG_INTERRUPT) are no-ops',
    asm: 's_sethalt 0\ns_trap 3\ns_sendmsg sendmsg(MSG_INTERRUPT)\ns_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)\ns_mov_b32 s0, 1',
    check: (w) => [eq('s0', w.sreg[0]!, 1)],
  },
  { name: 's_sethalt 1 halts the wave: a run-time error', asm: 's_sethalt 1', check: () => [], error: /s_sethalt: the wave halted/ },
  { name: 's_sendmsghalt halts after its message: a run-time error', asm: 's_sendmsghalt sendmsg(MSG_INTERRUPT)', check: () => [], error: /s_sendmsghalt: the wave halted/ },
  { name: 's_trap 2 (llvm.trap) aborts the run', asm: 's_trap 2', check: () => [], error: /s_trap: the kernel trapped/ },
  { name: 's_rfe_b64 outside a trap handler is a run-time error', asm: 's_rfe_b64 s[2:3]', check: () => [], error: /s_rfe_b64: return from exception outside a trap handler/ },
  {
    name: 's_sendmsg with a geometry-shader message is a run-time error',
    asm: 's_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)',
    check: () => [],
    error: /s_sendmsg: geometry-shader messages are not supported/,
  },
  {
    // Decision 9: saturation of the exact result (BigInt here), on the lanes' mixed operands.
    name: 'integer CLAMP on GCN 1.2: u32/u16/i16/24-bit adds, subtracts and multiply-adds saturate',
    cpus: ['tonga'],
    asm: [
      'v_add_u32_e64 v10, s[0:1], v0, v1 clamp', 'v_sub_u32_e64 v11, s[0:1], v0, v1 clamp', 'v_subrev_u32_e64 v12, s[0:1], v0, v1 clamp',
      'v_add_u32_e64 v13, s[0:1], v0, 32 clamp', 'v_addc_u32_e64 v14, s[2:3], v0, v1, s[4:5] clamp', 'v_subb_u32_e64 v15, s[2:3], v0, v1, s[4:5] clamp',
      'v_add_u16_e64 v16, v0, v1 clamp', 'v_sub_u16_e64 v17, v0, v1 clamp', 'v_mad_u16 v18, v0, v1, v2 clamp', 'v_mad_i16 v19, v0, v1, v2 clamp',
      'v_mad_u32_u24 v20, v0, v1, v2 clamp', 'v_mad_i32_i24 v21, v0, v1, v2 clamp', 'v_add_u32_e64 v22, s[0:1], v0, v1',
    ].join('\n'),
    init: (w) => {
      // Half the lanes near the top of each range, so that both sides of every bound are hit.
      setV(w, 0, (l) => (l & 1 ? A(l) | 0xfff00000 : A(l) & 0x7fff));
      setV(w, 1, (l) => (l & 2 ? B(l) | 0xffff0000 : B(l) & 0xff));
      setV(w, 2, (l) => (l & 4 ? C(l) : C(l) & 0x7fff7fff));
      w.sreg[4] = 0xaaaaaaaa; w.sreg[5] = 0x55555555;
    },
    check: (w) => {
      const a = (l: number): bigint => BigInt(w.vgpr[0 * L + l]!); const b = (l: number): bigint => BigInt(w.vgpr[1 * L + l]!);
      const c = (l: number): bigint => BigInt(w.vgpr[2 * L + l]!);
      const cin = (l: number): bigint => BigInt(l < 32 ? (0xaaaaaaaa >>> l) & 1 : (0x55555555 >>> (l - 32)) & 1);
      const clampTo = (x: bigint, lo: bigint, hi: bigint): number => Number(x < lo ? lo : x > hi ? hi : x);
      const u = (x: bigint, bits: number): bigint => x & ((1n << BigInt(bits)) - 1n);
      const s = (x: bigint, bits: number): bigint => BigInt.asIntN(bits, x);
      const U32 = 0xffffffffn;
      return [
        ...lanes(w, 10, (l) => clampTo(a(l) + b(l), 0n, U32)),
        ...lanes(w, 11, (l) => clampTo(a(l) - b(l), 0n, U32)),
        ...lanes(w, 12, (l) => clampTo(b(l) - a(l), 0n, U32)),
        ...lanes(w, 13, (l) => clampTo(a(l) + 32n, 0n, U32)),
        ...lanes(w, 14, (l) => clampTo(a(l) + b(l) + cin(l), 0n, U32)),
        ...lanes(w, 15, (l) => clampTo(a(l) - b(l) - cin(l), 0n, U32)),
        ...lanes(w, 16, (l) => clampTo(u(a(l), 16) + u(b(l), 16), 0n, 0xffffn)),
        ...lanes(w, 17, (l) => clampTo(u(a(l), 16) - u(b(l), 16), 0n, 0xffffn)),
        ...lanes(w, 18, (l) => clampTo(u(a(l), 16) * u(b(l), 16) + u(c(l), 16), 0n, 0xffffn)),
        ...lanes(w, 19, (l) => clampTo(s(a(l), 16) * s(b(l), 16) + s(c(l), 16), -0x8000n, 0x7fffn) & 0xffff),
        ...lanes(w, 20, (l) => clampTo(u(a(l), 24) * u(b(l), 24) + c(l), 0n, U32)),
        ...lanes(w, 21, (l) => clampTo(s(a(l), 24) * s(b(l), 24) + s(c(l), 32), -0x80000000n, 0x7fffffffn) >>> 0),
        ...lanes(w, 22, (l) => Number(u(a(l) + b(l), 32))),
      ];
    },
  },
];

/** v_mullit_f32 rows: S0, S1, S2, expected D (AMD's pseudo-code; SI: 0·x = 0). */
const NEG_MAX = 0xff7fffff;
const MULLIT: readonly (readonly [number, number, number, number])[] = [
  [0x40000000, 0x40400000, 0x3f800000, 0x40c00000], // 2·3 = 6 (S2 > 0)
  [0x40000000, NEG_MAX, 0x3f800000, NEG_MAX], // S1 = -MAX_FLOAT
  [0x40000000, 0xff800000, 0x3f800000, NEG_MAX], // S1 = -inf
  [0x40000000, 0x7fc00000, 0x3f800000, NEG_MAX], // S1 NaN
  [0x40000000, 0x40400000, 0x00000000, NEG_MAX], // S2 = +0 (<= 0)
  [0x40000000, 0x40400000, 0x80000000, NEG_MAX], // S2 = -0
  [0x40000000, 0x40400000, 0xbf800000, NEG_MAX], // S2 < 0
  [0x40000000, 0x40400000, 0x7fc00000, NEG_MAX], // S2 NaN
  [0x00000000, 0x7f800000, 0x3f800000, 0x00000000], // 0·inf = 0 (SI rule)
  [0x7f800000, 0x40000000, 0x3f800000, 0x7f800000], // inf·2 = inf
  [0xc0000000, 0x40400000, 0x3f800000, 0xc0c00000], // -2·3 = -6
];
export type { Cpu };
void ({} as Memory);
