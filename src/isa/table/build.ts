// Row constructors, one per encoding family, so that each table row fits on
// one line: name, opcodes on GCN 1.0 / 1.1 / 1.2, the operands, options.

import type {
  BufProfile, DsProfile, FlatProfile, MimgProfile, RowOptions, RowSpec, SmemProfile, SoppImm, SopkForm, SWidth,
  ValueType, VopProfile,
} from './types.js';

type Op = number | null;

/** Splits family flags (profile facts) from the per-dialect row options. */
function split<F extends object>(o: (RowOptions & F) | undefined, keys: readonly (keyof F)[]): [Partial<F>, RowOptions] {
  if (o === undefined) return [{}, {}];
  const fam: Partial<F> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if ((keys as readonly string[]).includes(k)) (fam as Record<string, unknown>)[k] = v;
    else rest[k] = v;
  }
  return [fam, rest as RowOptions];
}

export function sop2(name: string, si: Op, ci: Op, vi: Op, dst: 0 | SWidth, src0: SWidth, src1: SWidth,
  o?: RowOptions): RowSpec {
  return { name, enc: 'SOP2', op: [si, ci, vi], p: { kind: 'sop', dst, src0, src1 }, ...o };
}

export function sop1(name: string, si: Op, ci: Op, vi: Op, dst: 0 | SWidth, src: 0 | SWidth,
  o?: RowOptions & { sregSrc?: true }): RowSpec {
  const [f, r] = split(o, ['sregSrc'] as const);
  return { name, enc: 'SOP1', op: [si, ci, vi], p: { kind: 'sop', dst, src0: src, src1: 0, ...f }, ...r };
}

export function sopc(name: string, si: Op, ci: Op, vi: Op, src0: SWidth, src1: SWidth | 'gpridx', o?: RowOptions): RowSpec {
  return { name, enc: 'SOPC', op: [si, ci, vi], p: { kind: 'sop', dst: 0, src0, src1 }, ...o };
}

export function sopk(name: string, si: Op, ci: Op, vi: Op, form: SopkForm, o?: RowOptions & { signed?: true }): RowSpec {
  const [f, r] = split(o, ['signed'] as const);
  return { name, enc: 'SOPK', op: [si, ci, vi], p: { kind: 'sopk', form, ...f }, ...r };
}

export function sopp(name: string, si: Op, ci: Op, vi: Op, imm: SoppImm, o?: RowOptions): RowSpec {
  return { name, enc: 'SOPP', op: [si, ci, vi], p: { kind: 'sopp', imm }, ...o };
}

/** SMRD on GCN 1.0/1.1, SMEM on GCN 1.2: the row keeps the family's SMEM name. */
export function smem(name: string, si: Op, ci: Op, vi: Op, form: SmemProfile['form'], data: number, base: 2 | 4,
  o?: RowOptions): RowSpec {
  return { name, enc: 'SMEM', op: [si, ci, vi], p: { kind: 'smem', form, data, base }, ...o };
}

type VopFlags = Pick<VopProfile, 'co' | 'ci' | 'k' | 'mac' | 'lane' | 'cmpx' | 'vop3b' | 'sdst'>;
const VOP_FLAGS = ['co', 'ci', 'k', 'mac', 'lane', 'cmpx', 'vop3b', 'sdst'] as const;

export function vop2(name: string, si: Op, ci: Op, vi: Op, dst: ValueType | null, src0: ValueType, src1: ValueType,
  o?: RowOptions & VopFlags): RowSpec {
  const [f, r] = split<VopFlags>(o, VOP_FLAGS);
  return { name, enc: 'VOP2', op: [si, ci, vi], p: { kind: 'vop', dst, src: [src0, src1], ...f }, ...r };
}

/** A compare: SDST (VCC in VOPC) = src0 <op> src1; class compares take a 32-bit mask as source 1. */
export function vopc(name: string, si: Op, ci: Op, vi: Op, type: ValueType,
  o?: RowOptions & { cmpx?: true; src1?: ValueType }): RowSpec {
  const [f, r] = split<{ cmpx?: true; src1?: ValueType }>(o, ['cmpx', 'src1']);
  const p: VopProfile = { kind: 'vop', dst: null, sdst: 'b64', src: [type, f.src1 ?? type], ...(f.cmpx ? { cmpx: true } : {}) };
  return { name, enc: 'VOPC', op: [si, ci, vi], p, ...r };
}

export function vop3(name: string, si: Op, ci: Op, vi: Op, dst: ValueType | 'b128' | null,
  src: readonly (ValueType | 'b128')[], o?: RowOptions & VopFlags): RowSpec {
  const [f, r] = split<VopFlags>(o, VOP_FLAGS);
  return {
    name, enc: 'VOP3', op: [si, ci, vi],
    p: { kind: 'vop', dst: dst as ValueType | null, src: src as readonly ValueType[], ...f }, ...r,
  };
}

export function vop3interp(name: string, si: Op, ci: Op, vi: Op, form: 'p1ll' | 'p1lv' | 'p2', o?: RowOptions): RowSpec {
  return { name, enc: 'VOP3', op: [si, ci, vi], p: { kind: 'vop3interp', form }, ...o };
}

export function vintrp(name: string, si: Op, ci: Op, vi: Op, form: 'p1' | 'p2' | 'mov', o?: RowOptions): RowSpec {
  return { name, enc: 'VINTRP', op: [si, ci, vi], p: { kind: 'vintrp', form }, ...o };
}

type DsFlags = Pick<DsProfile, 'two' | 'gds' | 'swizzle' | 'src2' | 'noGds' | 'llvmForm'>;

/** vdst, data0 and data1 are register counts (0 = absent); addr says whether ADDR is an operand. */
export function ds(name: string, si: Op, ci: Op, vi: Op, vdst: number, addr: boolean, data0: number, data1: number,
  o?: RowOptions & Partial<DsFlags>): RowSpec {
  const [f, r] = split<Partial<DsFlags>>(o, ['two', 'gds', 'swizzle', 'src2', 'noGds', 'llvmForm']);
  return { name, enc: 'DS', op: [si, ci, vi], p: { kind: 'ds', vdst, addr, data0, data1, two: f.two === true, ...(f.gds ? { gds: true } : {}), ...(f.swizzle ? { swizzle: true } : {}), ...(f.src2 ? { src2: true } : {}), ...(f.noGds ? { noGds: true } : {}), ...(f.llvmForm !== undefined ? { llvmForm: f.llvmForm } : {}) }, ...r };
}

type BufFlags = Pick<BufProfile, 'cmpswap' | 'd16'> & { lds?: true };

export function mubuf(name: string, si: Op, ci: Op, vi: Op, dir: BufProfile['dir'], data: number,
  o?: RowOptions & BufFlags): RowSpec {
  const [f, r] = split<BufFlags>(o, ['cmpswap', 'd16', 'lds']);
  return { name, enc: 'MUBUF', op: [si, ci, vi], p: { kind: 'buf', dir, data, ...f }, ...r };
}

export function mtbuf(name: string, si: Op, ci: Op, vi: Op, dir: BufProfile['dir'], data: number,
  o?: RowOptions & BufFlags): RowSpec {
  const [f, r] = split<BufFlags>(o, ['cmpswap', 'd16', 'lds']);
  return { name, enc: 'MTBUF', op: [si, ci, vi], p: { kind: 'buf', dir, data, ...f }, ...r };
}

export function mimg(name: string, si: Op, ci: Op, vi: Op, dir: MimgProfile['dir'], vaddr: number,
  o?: RowOptions & { cmpswap?: true; noD16?: true }): RowSpec {
  const [f, r] = split<{ cmpswap?: true; noD16?: true }>(o, ['cmpswap', 'noD16']);
  return { name, enc: 'MIMG', op: [si, ci, vi], p: { kind: 'mimg', dir, vaddr, ...f }, ...r };
}

export function flat(name: string, si: Op, ci: Op, vi: Op, dir: FlatProfile['dir'], data: number,
  o?: RowOptions & { cmpswap?: true }): RowSpec {
  const [f, r] = split<{ cmpswap?: true }>(o, ['cmpswap']);
  return { name, enc: 'FLAT', op: [si, ci, vi], p: { kind: 'flat', dir, data, ...f }, ...r };
}

export function exp(name: string, o?: RowOptions): RowSpec {
  return { name, enc: 'EXP', op: [0, 0, 0], p: { kind: 'exp' }, ...o };
}
