// Scalar ALU: SOP1, SOP2, SOPK, SOPC and SOPP (branches, s_endpgm, s_barrier,
// the no-op waits and hints, s_getreg/s_setreg on MODE and TRAPSTS). Each op
// is one case compiled to a closure; operand codes are resolved once.

import { fieldOf, type Decoded } from '../disasm/decode.js';
import type { SopProfile, SopkProfile } from '../isa/table/index.js';
import { labelTarget } from '../isa/table/types.js';
import type { Exec, Machine } from './machine.js';
import { fail, K_SREG, operand, readS32, readS64, s64hi, sdest, type Operand } from './operand.js';
import { forkExec, joinExec, rfeExec, sendmsgExec, sethaltExec, setvskipExec, trapExec } from './control.js';
import { AT_BARRIER, CODE_EXEC, CODE_M0, CODE_VCC, ENDED, popcount, type Wave } from './wave.js';

function clz32(x: number): number { return Math.clz32(x); }
function ctz32(x: number): number { return x === 0 ? 32 : 31 - Math.clz32(x & -x); }
function brev(x: number): number {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  return ((x >>> 16) | (x << 16)) >>> 0;
}

/** Result registers of 64-bit helpers. */
let rHi = 0;

function shl64(lo: number, hi: number, n: number): number {
  n &= 63;
  if (n === 0) { rHi = hi; return lo; }
  if (n < 32) { rHi = ((hi << n) | (lo >>> (32 - n))) >>> 0; return (lo << n) >>> 0; }
  rHi = (lo << (n - 32)) >>> 0;
  return 0;
}
function shr64(lo: number, hi: number, n: number, arith: boolean): number {
  n &= 63;
  if (n === 0) { rHi = hi; return lo; }
  if (n < 32) { rHi = arith ? (hi >> n) >>> 0 : hi >>> n; return ((lo >>> n) | (hi << (32 - n))) >>> 0; }
  rHi = arith ? (hi >> 31) >>> 0 : 0;
  return (arith ? hi >> (n - 32) : hi >>> (n - 32)) >>> 0;
}
export { shl64, shr64 };
export function hi64(): number { return rHi; }

/** The hardware registers s_getreg/s_setreg reach (hwreg ids). */
const HW_MODE = 1;
const HW_STATUS = 2;
const HW_TRAPSTS = 3;
const HW_HW_ID = 4;
const HW_GPR_ALLOC = 5;
const HW_LDS_ALLOC = 6;
const HW_IB_STS = 7;

function getHw(w: Wave, id: number): number {
  switch (id) {
    case HW_MODE: return w.mode >>> 0;
    case HW_TRAPSTS: return w.trapsts >>> 0;
    case HW_STATUS: {
      // SCC (bit 0), EXECZ (9), VCCZ (10), IN_BARRIER (not modelled).
      const execz = (w.sreg[CODE_EXEC]! | w.sreg[CODE_EXEC + 1]!) === 0 ? 1 : 0;
      const vccz = (w.sreg[CODE_VCC]! | w.sreg[CODE_VCC + 1]!) === 0 ? 1 : 0;
      return (w.scc | (execz << 9) | (vccz << 10)) >>> 0;
    }
    case HW_HW_ID: return w.waveInGroup & 0xf;
    case HW_GPR_ALLOC: case HW_LDS_ALLOC: case HW_IB_STS: return 0;
    default: return 0;
  }
}

function setHw(w: Wave, id: number, offset: number, size: number, value: number, what: string): void {
  const mask = size >= 32 ? 0xffffffff : ((1 << size) - 1) << offset;
  const v = (value << offset) & mask;
  if (id === HW_MODE) w.mode = ((w.mode & ~mask) | v) >>> 0;
  else if (id === HW_TRAPSTS) w.trapsts = ((w.trapsts & ~mask) | v) >>> 0;
  else fail(`${what}: hardware register ${id} cannot be written by the compute model (MODE and TRAPSTS can)`);
}

function hwreg(simm: number): [number, number, number] {
  return [simm & 0x3f, (simm >>> 6) & 0x1f, ((simm >>> 11) & 0x1f) + 1];
}

function src(d: Decoded, field: string, width: 1 | 2 | 0, what: string): Operand {
  const code = fieldOf(d, field);
  return operand(code, d.gen, width === 2 ? 64 : 32, d.hasLiteral ? d.w1 : null, what, { wide: 'int' });
}

export function compileSop2(d: Decoded, m: Machine, pc = 0): Exec {
  const row = d.row!;
  const p = row.p as SopProfile;
  const name = row.name;
  const a = src(d, 'SSRC0', p.src0 === 2 ? 2 : 1, name);
  const b = src(d, 'SSRC1', p.src1 === 2 ? 2 : 1, name);
  const dst = sdest(fieldOf(d, 'SDST'), d.gen, p.dst === 2 ? 2 : 1, name);
  const S = (w: Wave, v: number): void => { w.sreg[dst] = v >>> 0; };
  const S2 = (w: Wave, lo: number, hi: number): void => { w.sreg[dst] = lo >>> 0; w.sreg[dst + 1] = hi >>> 0; };
  const logic32 = (f: (x: number, y: number) => number): Exec => (w) => {
    const r = f(readS32(w, a), readS32(w, b)) >>> 0; S(w, r); w.scc = r !== 0 ? 1 : 0;
  };
  const logic64 = (f: (x: number, y: number) => number): Exec => (w) => {
    const al = readS64(w, a); const ah = s64hi; const bl = readS64(w, b); const bh = s64hi;
    const lo = f(al, bl) >>> 0; const hi = f(ah, bh) >>> 0; S2(w, lo, hi); w.scc = (lo | hi) !== 0 ? 1 : 0;
  };
  switch (name) {
    case 's_add_u32': return (w) => { const r = readS32(w, a) + readS32(w, b); S(w, r); w.scc = r > 0xffffffff ? 1 : 0; };
    case 's_sub_u32': return (w) => { const x = readS32(w, a); const y = readS32(w, b); S(w, x - y); w.scc = y > x ? 1 : 0; };
    case 's_addc_u32': return (w) => { const r = readS32(w, a) + readS32(w, b) + w.scc; S(w, r); w.scc = r > 0xffffffff ? 1 : 0; };
    case 's_subb_u32': return (w) => { const x = readS32(w, a); const y = readS32(w, b) + w.scc; S(w, x - y); w.scc = y > x ? 1 : 0; };
    case 's_add_i32': return (w) => {
      const x = readS32(w, a) | 0; const y = readS32(w, b) | 0; const r = (x + y) | 0; S(w, r);
      w.scc = (x >= 0) === (y >= 0) && (r >= 0) !== (x >= 0) ? 1 : 0;
    };
    case 's_sub_i32': return (w) => {
      const x = readS32(w, a) | 0; const y = readS32(w, b) | 0; const r = (x - y) | 0; S(w, r);
      w.scc = (x >= 0) !== (y >= 0) && (r >= 0) !== (x >= 0) ? 1 : 0;
    };
    case 's_min_i32': return (w) => { const x = readS32(w, a) | 0; const y = readS32(w, b) | 0; w.scc = x < y ? 1 : 0; S(w, x < y ? x : y); };
    case 's_min_u32': return (w) => { const x = readS32(w, a); const y = readS32(w, b); w.scc = x < y ? 1 : 0; S(w, x < y ? x : y); };
    case 's_max_i32': return (w) => { const x = readS32(w, a) | 0; const y = readS32(w, b) | 0; w.scc = x > y ? 1 : 0; S(w, x > y ? x : y); };
    case 's_max_u32': return (w) => { const x = readS32(w, a); const y = readS32(w, b); w.scc = x > y ? 1 : 0; S(w, x > y ? x : y); };
    case 's_cselect_b32': return (w) => { S(w, w.scc ? readS32(w, a) : readS32(w, b)); };
    case 's_cselect_b64': return (w) => {
      if (w.scc) { const l = readS64(w, a); S2(w, l, s64hi); } else { const l = readS64(w, b); S2(w, l, s64hi); }
    };
    case 's_and_b32': return logic32((x, y) => x & y);
    case 's_or_b32': return logic32((x, y) => x | y);
    case 's_xor_b32': return logic32((x, y) => x ^ y);
    case 's_andn2_b32': return logic32((x, y) => x & ~y);
    case 's_orn2_b32': return logic32((x, y) => x | ~y);
    case 's_nand_b32': return logic32((x, y) => ~(x & y));
    case 's_nor_b32': return logic32((x, y) => ~(x | y));
    case 's_xnor_b32': return logic32((x, y) => ~(x ^ y));
    case 's_and_b64': return logic64((x, y) => x & y);
    case 's_or_b64': return logic64((x, y) => x | y);
    case 's_xor_b64': return logic64((x, y) => x ^ y);
    case 's_andn2_b64': return logic64((x, y) => x & ~y);
    case 's_orn2_b64': return logic64((x, y) => x | ~y);
    case 's_nand_b64': return logic64((x, y) => ~(x & y));
    case 's_nor_b64': return logic64((x, y) => ~(x | y));
    case 's_xnor_b64': return logic64((x, y) => ~(x ^ y));
    case 's_lshl_b32': return (w) => { const r = (readS32(w, a) << (readS32(w, b) & 31)) >>> 0; S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_lshr_b32': return (w) => { const r = readS32(w, a) >>> (readS32(w, b) & 31); S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_ashr_i32': return (w) => { const r = (readS32(w, a) >> (readS32(w, b) & 31)) >>> 0; S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_lshl_b64': return (w) => { const l = readS64(w, a); const lo = shl64(l, s64hi, readS32(w, b)); S2(w, lo, rHi); w.scc = (lo | rHi) !== 0 ? 1 : 0; };
    case 's_lshr_b64': return (w) => { const l = readS64(w, a); const lo = shr64(l, s64hi, readS32(w, b), false); S2(w, lo, rHi); w.scc = (lo | rHi) !== 0 ? 1 : 0; };
    case 's_ashr_i64': return (w) => { const l = readS64(w, a); const lo = shr64(l, s64hi, readS32(w, b), true); S2(w, lo, rHi); w.scc = (lo | rHi) !== 0 ? 1 : 0; };
    case 's_bfm_b32': return (w) => { S(w, (((1 << (readS32(w, a) & 31)) - 1) << (readS32(w, b) & 31)) >>> 0); };
    case 's_bfm_b64': return (w) => {
      const n = readS32(w, a) & 63; const s = readS32(w, b) & 63;
      // ((1 << n) - 1) << s in 64 bits.
      let ml: number; let mh: number;
      if (n === 0) { ml = 0; mh = 0; } else if (n < 32) { ml = ((1 << n) - 1) >>> 0; mh = 0; } else { ml = 0xffffffff; mh = n === 32 ? 0 : ((1 << (n - 32)) - 1) >>> 0; }
      const lo = shl64(ml, mh, s); S2(w, lo, rHi);
    };
    case 's_mul_i32': return (w) => { S(w, Math.imul(readS32(w, a), readS32(w, b))); };
    case 's_bfe_u32': case 's_bfe_i32': {
      const signed = name === 's_bfe_i32';
      return (w) => {
        const x = readS32(w, a); const y = readS32(w, b); const off = y & 31; const len = (y >>> 16) & 0x7f;
        let r: number;
        if (len === 0) r = 0;
        else if (off + len >= 32) r = signed ? x >> off : x >>> off;
        else r = signed ? ((x << (32 - off - len)) >> (32 - len)) : ((x << (32 - off - len)) >>> (32 - len));
        r >>>= 0; S(w, r); w.scc = r !== 0 ? 1 : 0;
      };
    }
    case 's_bfe_u64': case 's_bfe_i64': {
      const signed = name === 's_bfe_i64';
      return (w) => {
        const xl = readS64(w, a); const xh = s64hi; const y = readS32(w, b); const off = y & 63; const len = Math.min((y >>> 16) & 0x7f, 64);
        let lo: number; let hi: number;
        if (len === 0) { lo = 0; hi = 0; } else {
          lo = shl64(xl, xh, 64 - off - len > 0 ? 64 - off - len : 0); hi = rHi;
          const sh = 64 - off - len > 0 ? 64 - len : off;
          lo = shr64(lo, hi, sh, signed); hi = rHi;
        }
        S2(w, lo, hi); w.scc = (lo | hi) !== 0 ? 1 : 0;
      };
    }
    case 's_cbranch_g_fork': return forkExec(a, (w) => { const l = readS64(w, b); return s64hi * 0x100000000 + l; }, pc + d.size * 4, name);
    case 's_rfe_restore_b64': return rfeExec(name);
    case 's_absdiff_i32': return (w) => { const r = Math.abs((readS32(w, a) | 0) - (readS32(w, b) | 0)); const v = r >>> 0; S(w, v); w.scc = v !== 0 ? 1 : 0; };
    default: return unsupported(name);
  }
}

export function unsupported(name: string): never {
  return fail(`${name} is not supported by the compute model`);
}

export function compileSop1(d: Decoded, m: Machine, pc: number): Exec {
  const row = d.row!;
  const p = row.p as SopProfile;
  const name = row.name;
  const a = src(d, 'SSRC0', p.src0 === 2 ? 2 : p.src0 === 1 ? 1 : 0, name);
  const dcode = fieldOf(d, 'SDST');
  const dst = p.dst === 0 ? 0 : sdest(dcode, d.gen, p.dst === 2 ? 2 : 1, name);
  const S = (w: Wave, v: number): void => { w.sreg[dst] = v >>> 0; };
  const S2 = (w: Wave, lo: number, hi: number): void => { w.sreg[dst] = lo >>> 0; w.sreg[dst + 1] = hi >>> 0; };
  const next = pc + d.size * 4;
  const saveexec = (f: (s: number, e: number) => number): Exec => (w) => {
    const sl = readS64(w, a); const sh = s64hi;
    const el = w.sreg[CODE_EXEC]!; const eh = w.sreg[CODE_EXEC + 1]!;
    const nl = f(sl, el) >>> 0; const nh = f(sh, eh) >>> 0;
    S2(w, el, eh);
    w.sreg[CODE_EXEC] = nl; w.sreg[CODE_EXEC + 1] = nh;
    w.scc = (nl | nh) !== 0 ? 1 : 0;
  };
  switch (name) {
    case 's_mov_b32': return (w) => { S(w, readS32(w, a)); };
    case 's_mov_b64': return (w) => { const l = readS64(w, a); S2(w, l, s64hi); };
    case 's_cmov_b32': return (w) => { if (w.scc) S(w, readS32(w, a)); };
    case 's_cmov_b64': return (w) => { if (w.scc) { const l = readS64(w, a); S2(w, l, s64hi); } };
    case 's_not_b32': return (w) => { const r = ~readS32(w, a) >>> 0; S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_not_b64': return (w) => { const l = ~readS64(w, a) >>> 0; const h = ~s64hi >>> 0; S2(w, l, h); w.scc = (l | h) !== 0 ? 1 : 0; };
    case 's_wqm_b32': case 's_wqm_b64': {
      const wide = name === 's_wqm_b64';
      const wqm = (x: number): number => { let r = 0; for (let i = 0; i < 32; i += 4) if ((x >>> i) & 15) r |= 15 << i; return r >>> 0; };
      return (w) => {
        const l = wide ? readS64(w, a) : readS32(w, a); const h = wide ? s64hi : 0;
        const rl = wqm(l); const rh = wqm(h);
        if (wide) S2(w, rl, rh); else S(w, rl);
        w.scc = (rl | rh) !== 0 ? 1 : 0;
      };
    }
    case 's_brev_b32': return (w) => { S(w, brev(readS32(w, a))); };
    case 's_brev_b64': return (w) => { const l = readS64(w, a); S2(w, brev(s64hi), brev(l)); };
    case 's_bcnt0_i32_b32': return (w) => { const r = 32 - popcount(readS32(w, a)); S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_bcnt1_i32_b32': return (w) => { const r = popcount(readS32(w, a)); S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_bcnt0_i32_b64': return (w) => { const l = readS64(w, a); const r = 64 - popcount(l) - popcount(s64hi); S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_bcnt1_i32_b64': return (w) => { const l = readS64(w, a); const r = popcount(l) + popcount(s64hi); S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_ff0_i32_b32': return (w) => { const x = ~readS32(w, a) >>> 0; S(w, x === 0 ? 0xffffffff : ctz32(x)); };
    case 's_ff1_i32_b32': return (w) => { const x = readS32(w, a); S(w, x === 0 ? 0xffffffff : ctz32(x)); };
    case 's_ff0_i32_b64': case 's_ff1_i32_b64': {
      const inv = name === 's_ff0_i32_b64';
      return (w) => {
        let l = readS64(w, a); let h = s64hi; if (inv) { l = ~l >>> 0; h = ~h >>> 0; }
        S(w, l !== 0 ? ctz32(l) : h !== 0 ? 32 + ctz32(h) : 0xffffffff);
      };
    }
    case 's_flbit_i32_b32': return (w) => { const x = readS32(w, a); S(w, x === 0 ? 0xffffffff : clz32(x)); };
    case 's_flbit_i32_b64': return (w) => { const l = readS64(w, a); const h = s64hi; S(w, h !== 0 ? clz32(h) : l !== 0 ? 32 + clz32(l) : 0xffffffff); };
    case 's_flbit_i32': return (w) => {
      const x = readS32(w, a); const y = (x >> 31) !== 0 ? ~x >>> 0 : x;
      // AMD: the smallest i ≥ 1 with bit 31−i ≠ bit 31 (0x0000cccc → 16, 0x7fffffff → 1).
      S(w, x === 0 || x === 0xffffffff ? 0xffffffff : clz32(y));
    };
    case 's_flbit_i32_i64': return (w) => {
      let l = readS64(w, a); let h = s64hi;
      if (h >>> 31) { l = ~l >>> 0; h = ~h >>> 0; }
      const n = h !== 0 ? clz32(h) : l !== 0 ? 32 + clz32(l) : 64;
      S(w, n === 64 ? 0xffffffff : n);
    };
    case 's_sext_i32_i8': return (w) => { S(w, (readS32(w, a) << 24) >> 24); };
    case 's_sext_i32_i16': return (w) => { S(w, (readS32(w, a) << 16) >> 16); };
    case 's_bitset0_b32': return (w) => { const b = readS32(w, a) & 31; S(w, w.sreg[dst]! & ~(1 << b)); };
    case 's_bitset1_b32': return (w) => { const b = readS32(w, a) & 31; S(w, w.sreg[dst]! | (1 << b)); };
    case 's_bitset0_b64': case 's_bitset1_b64': {
      const set = name === 's_bitset1_b64';
      return (w) => {
        const b = readS32(w, a) & 63; const i = dst + (b >>> 5); const bit = 1 << (b & 31);
        w.sreg[i] = (set ? w.sreg[i]! | bit : w.sreg[i]! & ~bit) >>> 0;
      };
    }
    case 's_getpc_b64': return (w) => { S2(w, next % 0x100000000, Math.floor(next / 0x100000000)); };
    case 's_setpc_b64': return (w) => { const l = readS64(w, a); w.pc = s64hi * 0x100000000 + l; };
    case 's_swappc_b64': return (w) => {
      const l = readS64(w, a); const h = s64hi;
      S2(w, next % 0x100000000, Math.floor(next / 0x100000000));
      w.pc = h * 0x100000000 + l;
    };
    case 's_and_saveexec_b64': return saveexec((s, e) => s & e);
    case 's_or_saveexec_b64': return saveexec((s, e) => s | e);
    case 's_xor_saveexec_b64': return saveexec((s, e) => s ^ e);
    case 's_andn2_saveexec_b64': return saveexec((s, e) => s & ~e);
    case 's_orn2_saveexec_b64': return saveexec((s, e) => s | ~e);
    case 's_nand_saveexec_b64': return saveexec((s, e) => ~(s & e));
    case 's_nor_saveexec_b64': return saveexec((s, e) => ~(s | e));
    case 's_xnor_saveexec_b64': return saveexec((s, e) => ~(s ^ e));
    case 's_quadmask_b32': case 's_quadmask_b64': {
      const wide = name === 's_quadmask_b64';
      return (w) => {
        const l = wide ? readS64(w, a) : readS32(w, a); const h = wide ? s64hi : 0;
        let r = 0;
        for (let i = 0; i < 8; i++) if ((l >>> (4 * i)) & 15) r |= 1 << i;
        for (let i = 0; i < 8; i++) if ((h >>> (4 * i)) & 15) r |= 1 << (8 + i);
        if (wide) S2(w, r, 0); else S(w, r);
        w.scc = r !== 0 ? 1 : 0;
      };
    }
    case 's_movrels_b32': case 's_movrels_b64': case 's_movreld_b32': case 's_movreld_b64': {
      const wide = name.endsWith('64');
      const rel = name.startsWith('s_movrels');
      if (a.kind !== K_SREG) fail(`${name}: the source must be an SGPR`);
      return (w) => {
        const m0 = w.sreg[CODE_M0]!;
        const s = rel ? a.reg + m0 : a.reg;
        const t = rel ? dst : dcode + m0;
        if (s + (wide ? 1 : 0) > 103 || t + (wide ? 1 : 0) > 103) fail(`${name}: SGPR index past the register file (M0 = ${m0})`);
        w.sreg[t] = w.sreg[s]!;
        if (wide) w.sreg[t + 1] = w.sreg[s + 1]!;
      };
    }
    case 's_set_gpr_idx_idx': return (w) => { w.sreg[CODE_M0] = ((w.sreg[CODE_M0]! & ~0xff) | (readS32(w, a) & 0xff)) >>> 0; };
    case 's_abs_i32': return (w) => { const x = readS32(w, a) | 0; const r = (x < 0 ? -x : x) >>> 0; S(w, r); w.scc = r !== 0 ? 1 : 0; };
    case 's_mov_fed_b32': return (w) => { S(w, readS32(w, a)); };
    case 's_cbranch_join': return joinExec(a);
    case 's_rfe_b64': return rfeExec(name);
    default: return unsupported(name);
  }
}

export function compileSopc(d: Decoded): Exec {
  const row = d.row!;
  const name = row.name;
  const p = row.p as SopProfile;
  const a = src(d, 'SSRC0', p.src0 === 2 ? 2 : 1, name);
  const b = src(d, 'SSRC1', p.src1 === 2 ? 2 : 1, name);
  const m = /^s_cmp_(eq|lg|gt|ge|lt|le)_([iu])(32|64)$/.exec(name);
  if (m !== null) {
    const rel = m[1]!;
    const signed = m[2] === 'i';
    if (m[3] === '64') {
      const eq = rel === 'eq';
      return (w) => { const al = readS64(w, a); const ah = s64hi; const bl = readS64(w, b); const same = al === bl && ah === s64hi; w.scc = (eq ? same : !same) ? 1 : 0; };
    }
    const cmp = relation(rel);
    return signed ? (w) => { w.scc = cmp(readS32(w, a) | 0, readS32(w, b) | 0) ? 1 : 0; }
      : (w) => { w.scc = cmp(readS32(w, a), readS32(w, b)) ? 1 : 0; };
  }
  switch (name) {
    case 's_set_gpr_idx_on': {
      // GCN 1.2 GPR-index mode (semantics.md 1.5): M0[7:0] = index, M0[15:12] = the operands it applies to.
      const idx = operand(fieldOf(d, 'SSRC0'), d.gen, 32, d.hasLiteral ? d.w1 : null, name);
      const bits = fieldOf(d, 'SSRC1') & 15;
      return (w) => {
        w.sreg[CODE_M0] = ((w.sreg[CODE_M0]! & ~0xf0ff) | (readS32(w, idx) & 0xff) | (bits << 12)) >>> 0;
        w.mode = (w.mode | (1 << 27)) >>> 0;
      };
    }
    case 's_setvskip': return setvskipExec(a, b);
    case 's_bitcmp0_b32': return (w) => { w.scc = ((readS32(w, a) >>> (readS32(w, b) & 31)) & 1) === 0 ? 1 : 0; };
    case 's_bitcmp1_b32': return (w) => { w.scc = ((readS32(w, a) >>> (readS32(w, b) & 31)) & 1) === 1 ? 1 : 0; };
    case 's_bitcmp0_b64': case 's_bitcmp1_b64': {
      const want = name === 's_bitcmp1_b64' ? 1 : 0;
      return (w) => { const l = readS64(w, a); const n = readS32(w, b) & 63; const bit = n < 32 ? (l >>> n) & 1 : (s64hi >>> (n - 32)) & 1; w.scc = bit === want ? 1 : 0; };
    }
    default: return unsupported(name);
  }
}

export function relation(rel: string): (x: number, y: number) => boolean {
  switch (rel) {
    case 'eq': return (x, y) => x === y;
    case 'lg': return (x, y) => x !== y;
    case 'gt': return (x, y) => x > y;
    case 'ge': return (x, y) => x >= y;
    case 'lt': return (x, y) => x < y;
    default: return (x, y) => x <= y;
  }
}

export function compileSopk(d: Decoded, pc = 0): Exec {
  const row = d.row!;
  const name = row.name;
  const p = row.p as SopkProfile;
  const simm = fieldOf(d, 'SIMM16');
  const sext = (simm << 16) >> 16;
  const code = fieldOf(d, 'SDST');
  const m = /^s_cmpk_(eq|lg|gt|ge|lt|le)_([iu])32$/.exec(name);
  if (m !== null) {
    const cmp = relation(m[1]!);
    const reg = operand(code, d.gen, 32, null, name);
    return m[2] === 'i' ? (w) => { w.scc = cmp(readS32(w, reg) | 0, sext) ? 1 : 0; }
      : (w) => { w.scc = cmp(readS32(w, reg), simm) ? 1 : 0; };
  }
  switch (name) {
    case 's_cbranch_i_fork': {
      const mask = operand(code, d.gen, 64, null, name, { wide: 'int' });
      const next = pc + 4;
      const to = labelTarget(pc, simm);
      return forkExec(mask, () => to, next, name);
    }
    case 's_movk_i32': { const dst = sdest(code, d.gen, 1, name); return (w) => { w.sreg[dst] = sext >>> 0; }; }
    case 's_cmovk_i32': { const dst = sdest(code, d.gen, 1, name); return (w) => { if (w.scc) w.sreg[dst] = sext >>> 0; }; }
    case 's_addk_i32': {
      const dst = sdest(code, d.gen, 1, name);
      return (w) => {
        const x = w.sreg[dst]! | 0; const r = (x + sext) | 0; w.sreg[dst] = r >>> 0;
        w.scc = (x >= 0) === (sext >= 0) && (r >= 0) !== (x >= 0) ? 1 : 0;
      };
    }
    case 's_mulk_i32': { const dst = sdest(code, d.gen, 1, name); return (w) => { w.sreg[dst] = Math.imul(w.sreg[dst]!, sext) >>> 0; }; }
    case 's_getreg_b32': {
      const dst = sdest(code, d.gen, 1, name);
      const [id, off, size] = hwreg(simm);
      return (w) => { const v = getHw(w, id) >>> off; w.sreg[dst] = (size >= 32 ? v : v & ((1 << size) - 1)) >>> 0; };
    }
    case 's_setreg_b32': {
      const reg = operand(code, d.gen, 32, null, name);
      const [id, off, size] = hwreg(simm);
      return (w) => { setHw(w, id, off, size, readS32(w, reg), name); };
    }
    case 's_setreg_imm32_b32': {
      const [id, off, size] = hwreg(simm);
      const v = d.w1 >>> 0;
      return (w) => { setHw(w, id, off, size, v, name); };
    }
    default:
      void p;
      return unsupported(name);
  }
}

export function compileSopp(d: Decoded, m: Machine, pc: number): Exec {
  const name = d.row!.name;
  const simm = fieldOf(d, 'SIMM16');
  const target = labelTarget(pc, simm);
  const vccz = (w: Wave): boolean => (w.sreg[CODE_VCC]! | w.sreg[CODE_VCC + 1]!) === 0;
  const execz = (w: Wave): boolean => (w.sreg[CODE_EXEC]! | w.sreg[CODE_EXEC + 1]!) === 0;
  switch (name) {
    case 's_endpgm': case 's_endpgm_saved': return (w) => { w.status = ENDED; };
    case 's_branch': return (w) => { w.pc = target; };
    case 's_cbranch_scc0': return (w) => { if (w.scc === 0) w.pc = target; };
    case 's_cbranch_scc1': return (w) => { if (w.scc === 1) w.pc = target; };
    case 's_cbranch_vccz': return (w) => { if (vccz(w)) w.pc = target; };
    case 's_cbranch_vccnz': return (w) => { if (!vccz(w)) w.pc = target; };
    case 's_cbranch_execz': return (w) => { if (execz(w)) w.pc = target; };
    case 's_cbranch_execnz': return (w) => { if (!execz(w)) w.pc = target; };
    case 's_barrier': return (w) => { w.status = AT_BARRIER; };
    // A functional model: waits, sleeps, priorities, cache hints and perf counters do nothing.
    case 's_nop': case 's_waitcnt': case 's_sleep': case 's_setprio': case 's_icache_inv': case 's_incperflevel':
    case 's_decperflevel': case 's_ttracedata': case 's_wakeup': case 's_setkill':
      return () => {};
    case 's_cbranch_cdbgsys': case 's_cbranch_cdbguser': case 's_cbranch_cdbgsys_or_user': case 's_cbranch_cdbgsys_and_user':
      return () => {}; // no debugger attached: never taken
    case 's_sethalt': return sethaltExec(simm, name);
    case 's_trap': return trapExec(simm, name);
    case 's_sendmsg': return sendmsgExec(simm, false, name);
    case 's_sendmsghalt': return sendmsgExec(simm, true, name);
    case 's_set_gpr_idx_off': return (w) => { w.mode = (w.mode & ~(1 << 27)) >>> 0; };
    case 's_set_gpr_idx_mode': return (w) => { w.sreg[CODE_M0] = ((w.sreg[CODE_M0]! & ~0xf000) | ((simm & 15) << 12)) >>> 0; };
    default: return unsupported(name);
  }
}
