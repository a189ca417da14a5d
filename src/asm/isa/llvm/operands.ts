// Operands of the whole-ISA LLVM reader: literal types, inline constants,
// source-only registers, and the optional-operand name sets per encoding.

import type { ValueType } from '../../../isa/table/index.js';
import type { Expr } from '../../expr.js';
import { DFMT_NAMES, NFMT_NAMES } from '../syntax.js';

export const M_INVALID = 'invalid operand for instruction';
/** Source-only registers by name. */
export const SOURCE_CODES: ReadonlyMap<string, number> = new Map(Object.entries({
  vccz: 251, execz: 252, scc: 253, lds_direct: 254, src_lds_direct: 254, src_vccz: 251, src_execz: 252, src_scc: 253,
}));

/** Literal operand types (as LLVM's operand types). */
export const enum OT { INT32, FP32, INT64, FP64, INT16, FP16 }

export function otOf(t: ValueType | undefined): OT {
  switch (t) {
    case 'f32': return OT.FP32;
    case 'f64': return OT.FP64;
    case 'f16': return OT.FP16;
    case 'b16': case 'i16': case 'u16': return OT.INT16;
    case 'b64': case 'i64': case 'u64': return OT.INT64;
    default: return OT.INT32;
  }
}

export function regsOf(t: string | null | undefined): number {
  if (t === undefined || t === null) return 1;
  return t === 'b128' ? 4 : t.endsWith('64') ? 2 : 1;
}

/** A parsed operand. */
export interface Op {
  at: number;
  /** Where the register or value itself starts (after -, |, abs(, neg(, sext(): where llvm-mc points at it. */
  vat: number;
  /** 'r' register, 'i' immediate. */
  k: 'r' | 'i';
  file: 'v' | 's' | 'x';
  code: number;
  regs: number;
  val: bigint;
  fp: boolean;
  expr: Expr | null;
  neg: boolean;
  abs: boolean;
  sext: boolean;
}

export const F32_INLINE = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000];
export const F16_INLINE = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400];
export const F64_INLINE = [0x3fe0000000000000n, 0xbfe0000000000000n, 0x3ff0000000000000n, 0xbff0000000000000n,
  0x4000000000000000n, 0xc000000000000000n, 0x4010000000000000n, 0xc010000000000000n];

export function intCode(v: number): number {
  if (v >= 0 && v <= 64) return 128 + v;
  if (v >= -16 && v <= -1) return 192 - v;
  return 0;
}



/** Optional operands after the operands: name → value (1 for a bare name), with the name's position. */
export interface Opt { v: number; at: number; list?: number[]; bare?: true }

/** No optional operands. */
export const NO_OPTS: ReadonlySet<string> = new Set();
export const GLC: ReadonlySet<string> = new Set(['glc']);
export const VOP_OPTS: ReadonlySet<string> = new Set(['clamp', 'mul', 'div', 'high', 'dst_sel', 'dst_unused', 'src0_sel', 'src1_sel',
  'quad_perm', 'row_shl', 'row_shr', 'row_ror', 'wave_shl', 'wave_rol', 'wave_shr', 'wave_ror', 'row_mirror',
  'row_half_mirror', 'row_bcast', 'row_mask', 'bank_mask', 'bound_ctrl']);
export const DS_OPTS: ReadonlySet<string> = new Set(['offset', 'gds']);
export const SWZ_OPTS = DS_OPTS;
export const DS2_OPTS: ReadonlySet<string> = new Set(['offset0', 'offset1', 'gds']);
export const MUBUF_OPTS: ReadonlySet<string> = new Set(['offen', 'idxen', 'addr64', 'offset', 'glc', 'slc', 'tfe', 'lds']);
export const MUBUF_OPTS_VI: ReadonlySet<string> = new Set(['offen', 'idxen', 'offset', 'glc', 'slc', 'tfe', 'lds']);
export const MTBUF_OPTS: ReadonlySet<string> = new Set(['offen', 'idxen', 'addr64', 'offset', 'glc', 'slc', 'tfe', 'format']);
export const MIMG_OPTS: ReadonlySet<string> = new Set(['dmask', 'unorm', 'glc', 'slc', 'r128', 'tfe', 'lwe', 'da']);
export const MIMG_OPTS_VI: ReadonlySet<string> = new Set([...MIMG_OPTS, 'd16']);
export const EXP_OPTS: ReadonlySet<string> = new Set(['done', 'compr', 'vm']);
export const FLAT_OPTS: ReadonlySet<string> = new Set(['glc', 'slc', 'tfe']);

/** BUF_DATA_FORMAT_x → its DFMT; BUF_NUM_FORMAT_x → 100 + NFMT; -1 unknown. */
export function fmtIndex(id: string): number {
  const u = id.toUpperCase();
  if (u.startsWith('BUF_DATA_FORMAT_')) {
    const n = u.slice(16).toLowerCase();
    return n === 'reserved_15' ? 15 : DFMT_NAMES.indexOf(n);
  }
  if (u.startsWith('BUF_NUM_FORMAT_')) {
    const n = u.slice(15).toLowerCase();
    const k = n === 'reserved_6' ? 6 : NFMT_NAMES.indexOf(n);
    return k < 0 ? -1 : 100 + k;
  }
  return -1;
}
