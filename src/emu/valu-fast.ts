// Inline forms of the commonest VALU lane functions, for the generated lane
// loops of valu.ts (issue 11: no call and no IO record per lane). They are
// not a second definition: each must give exactly what its lane function in
// valu-ops.ts gives, and test/emu-fast.test.ts checks that on edge and random
// inputs. Float forms cover only the case MODE's defaults make common (round
// to nearest even, denormals kept); a NaN result goes back to the lane
// function, which alone knows which NaN bits to return.
//
// A form is JavaScript statements over the lane's inputs:
//   a, b, c    the source dwords (uint32), ah, bh the high dwords of 64-bit sources,
//   cin        the lane's carry-in / VCC bit (0 or 1),
//   fa, fb, fc the f32 values of the sources (float forms),
// setting `lo` (any integer: stored modulo 2^32), `hi` (64-bit results),
// `cout` (0/1 or a boolean: carry-out or compare bit), or `r` for float
// forms (stored as f32 with round to nearest even).

import { FCMP_TABLE } from './valu-float.js';

export interface FastForm {
  /** 'int': exact on every input; 'f32': needs round to nearest even and kept denormals, falls back on a NaN `r`. */
  readonly kind: 'int' | 'f32';
  readonly code: string;
}

const int = (code: string): FastForm => ({ kind: 'int', code });
const f32 = (code: string): FastForm => ({ kind: 'f32', code });

const FORMS: Record<string, FastForm> = {
  v_cndmask_b32: int('lo = cin !== 0 ? b : a;'),
  v_add_i32: int('const s = a + b; lo = s; cout = s > 0xffffffff;'),
  v_add_u32: int('const s = a + b; lo = s; cout = s > 0xffffffff;'),
  v_addc_u32: int('const s = a + b + cin; lo = s; cout = s > 0xffffffff;'),
  v_sub_i32: int('lo = a - b; cout = b > a;'),
  v_sub_u32: int('lo = a - b; cout = b > a;'),
  v_subrev_i32: int('lo = b - a; cout = a > b;'),
  v_subrev_u32: int('lo = b - a; cout = a > b;'),
  v_subb_u32: int('const s = b + cin; lo = a - s; cout = s > a;'),
  v_subbrev_u32: int('const s = a + cin; lo = b - s; cout = s > b;'),
  v_and_b32: int('lo = a & b;'),
  v_or_b32: int('lo = a | b;'),
  v_xor_b32: int('lo = a ^ b;'),
  v_lshlrev_b32: int('lo = b << (a & 31);'),
  v_lshrrev_b32: int('lo = b >>> (a & 31);'),
  v_ashrrev_i32: int('lo = b >> (a & 31);'),
  v_lshl_b32: int('lo = a << (b & 31);'),
  v_lshr_b32: int('lo = a >>> (b & 31);'),
  v_ashr_i32: int('lo = a >> (b & 31);'),
  v_min_u32: int('lo = a < b ? a : b;'),
  v_max_u32: int('lo = a > b ? a : b;'),
  v_min_i32: int('lo = (a | 0) < (b | 0) ? a : b;'),
  v_max_i32: int('lo = (a | 0) > (b | 0) ? a : b;'),
  v_mul_lo_u32: int('lo = Math.imul(a, b);'),
  v_mul_lo_i32: int('lo = Math.imul(a, b);'),
  v_mul_u32_u24: int('lo = Math.imul(a & 0xffffff, b & 0xffffff);'),
  v_mul_i32_i24: int('lo = Math.imul((a << 8) >> 8, (b << 8) >> 8);'),
  v_mad_u32_u24: int('lo = Math.imul(a & 0xffffff, b & 0xffffff) + c;'),
  v_mad_i32_i24: int('lo = Math.imul((a << 8) >> 8, (b << 8) >> 8) + c;'),
  v_bfi_b32: int('lo = (a & b) | (~a & c);'),
  v_lshlrev_b64: int('const n = a & 63; if (n === 0) { lo = b; hi = bh; } else if (n < 32) { lo = b << n; hi = (bh << n) | (b >>> (32 - n)); } else { lo = 0; hi = b << (n - 32); }'),
  v_lshl_b64: int('const n = b & 63; if (n === 0) { lo = a; hi = ah; } else if (n < 32) { lo = a << n; hi = (ah << n) | (a >>> (32 - n)); } else { lo = 0; hi = a << (n - 32); }'),
  v_add_f32: f32('r = fa + fb;'),
  v_sub_f32: f32('r = fa - fb;'),
  v_subrev_f32: f32('r = fb - fa;'),
  v_mul_f32: f32('r = fa * fb;'),
  v_mac_f32: f32('r = Math.fround(fa * fb) + fc;'),
  v_mad_f32: f32('r = Math.fround(fa * fb) + fc;'),
  v_madak_f32: f32('r = Math.fround(fa * fb) + fc;'),
  v_madmk_f32: f32('r = Math.fround(fa * fc) + fb;'),
};

/** Ops with a form of their own (compares are derived from their names). */
export const FAST_FORM_NAMES: readonly string[] = Object.keys(FORMS);

const ICMP: Record<string, string> = { f: 'false', lt: '<', eq: '===', le: '<=', gt: '>', lg: '!==', ne: '!==', ge: '>=', tru: 'true', t: 'true' };

/** The inline form of a VALU op, or undefined (the loop then calls its lane function). */
export function fastForm(name: string): FastForm | undefined {
  const f = FORMS[name];
  if (f !== undefined) return f;
  const m = /^v_cmpx?_(\w+?)_([fiu])32$/.exec(name);
  if (m === null) return undefined;
  const rel = m[1]!; const t = m[2]!;
  if (t === 'f') {
    const table = FCMP_TABLE[rel];
    if (table === undefined) return undefined;
    // The truth table over (less, equal, greater, unordered), as cmpBits orders them.
    return int(`cout = (${table} & (fa < fb ? 1 : fa === fb ? 2 : fa > fb ? 4 : 8)) !== 0;`);
  }
  const op = ICMP[rel];
  if (op === undefined) return undefined;
  if (op === 'false' || op === 'true') return int(`cout = ${op};`);
  return int(t === 'i' ? `cout = (a | 0) ${op} (b | 0);` : `cout = a ${op} b;`);
}
