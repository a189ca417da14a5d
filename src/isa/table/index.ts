// The instruction table: every row of every family, normalised, with the
// lookups the tools need (by generation, decode space and opcode; by name).
// VOP3 images of VOP1, VOP2, VOPC and VINTRP ops are derived here from each
// generation's base, never written twice.

import type { Enc } from '../encodings.js';
import { GENERATIONS, type GenIndex } from '../generations.js';
import { VOP1_ROWS, type Vop1Row } from '../vop1.js';
import { MUBUF_ROWS, MTBUF_ROWS } from './buf.js';
import { DS_ROWS } from './ds.js';
import { FLAT_ROWS } from './flat.js';
import { MIMG_ROWS } from './mimg.js';
import { EXP_ROWS, VINTRP_ROWS } from './misc.js';
import { SMEM_ROWS } from './smem.js';
import { SOP1_ROWS, SOP2_ROWS, SOPC_ROWS, SOPK_ROWS, SOPP_ROWS } from './sop.js';
import type { GenOps, PerGen, Profile, RowOptions, RowSpec, VopProfile } from './types.js';
import { VOP2_ROWS, VOP3_ROWS, VOPC_ROWS } from './vop.js';

export type * from './types.js';

/** A decode space: the opcode field an instruction is found by. */
export type Space =
  | 'SOP2' | 'SOPK' | 'SOP1' | 'SOPC' | 'SOPP' | 'SMEM'
  | 'VOP2' | 'VOP1' | 'VOPC' | 'VOP3' | 'VINTRP'
  | 'DS' | 'MUBUF' | 'MTBUF' | 'MIMG' | 'EXP' | 'FLAT';

/** Opcodes per decode space and generation (the opcode field's range). */
export const SPACE_SIZE: Readonly<Record<Space, PerGen<number>>> = {
  SOP2: [128, 128, 128], SOPK: [32, 32, 32], SOP1: [256, 256, 256], SOPC: [128, 128, 128], SOPP: [128, 128, 128],
  SMEM: [32, 32, 256], VOP2: [64, 64, 64], VOP1: [256, 256, 256], VOPC: [256, 256, 256], VOP3: [512, 512, 1024],
  VINTRP: [4, 4, 4], DS: [256, 256, 256], MUBUF: [128, 128, 128], MTBUF: [8, 8, 16], MIMG: [128, 128, 128],
  EXP: [1, 1, 1], FLAT: [0, 128, 128],
};

/** VOP3 opcode of opcode 0 of each family with a VOP3 image, per generation. */
export const VOP3_IMAGE_BASE: Readonly<Partial<Record<Enc, PerGen<number | null>>>> = {
  VOPC: [0, 0, 0],
  VOP2: [0x100, 0x100, 0x100],
  VOP1: [0x180, 0x180, 0x140],
  VINTRP: [null, null, 0x270],
};

export interface Instr {
  readonly id: number;
  /** CLRX's mnemonic (the one clrxdisasm prints on the newest generation that has the op). */
  readonly name: string;
  /** The row's encoding: its native form (SMEM stands for SMRD on GCN 1.0/1.1). */
  readonly enc: Enc;
  readonly op: GenOps;
  /** Opcode of the VOP3 form per generation: the image of a VOP1/VOP2/VOPC/VINTRP op, or a VOP3-only op. */
  readonly vop3: GenOps;
  readonly p: Profile;
  /** The name each dialect uses per generation; null where the dialect lacks the op. */
  readonly clrx: PerGen<string | null>;
  readonly llvm: PerGen<string | null>;
  /** Other names clrxasm accepts. */
  readonly aliases: readonly string[];
  readonly opts: RowOptions;
  /** VOP3 uses the VOP3B layout (an SDST field). */
  readonly vop3b: boolean;
  /** The original VOP1 row, for the VOP1-specific LLVM facts it carries. */
  readonly vop1?: Vop1Row;
}

function perGen<T>(v: T | PerGen<T> | undefined, dflt: PerGen<T>): PerGen<T> {
  if (v === undefined) return dflt;
  return Array.isArray(v) ? (v as unknown as PerGen<T>) : [v as T, v as T, v as T];
}

function fromVop1(r: Vop1Row): RowSpec {
  const p: VopProfile = {
    kind: 'vop',
    dst: r.dst === 'sgpr' ? null : r.dst,
    ...(r.dst === 'sgpr' ? { sdst: 'b32' as const } : {}),
    src: r.src === null ? [] : [r.src],
  };
  const q = r.llvm ?? {};
  return {
    name: r.name, enc: 'VOP1', op: r.op, p,
    ...(q.unknown ? { llvm: null } : {}),
    ...(q.noE64 ? { noE64: true } : {}),
  };
}

function normalise(s: RowSpec, id: number): Instr {
  const present = s.op.map((o) => o !== null) as unknown as PerGen<boolean>;
  const names = present.map((p) => (p ? s.name : null)) as unknown as PerGen<string | null>;
  const clrx = perGen(s.clrx, names).map((n, i) => (present[i] ? n : null)) as unknown as PerGen<string | null>;
  const llvm = perGen(s.llvm, names).map((n, i) => (present[i] ? n : null)) as unknown as PerGen<string | null>;
  const base = VOP3_IMAGE_BASE[s.enc];
  let vop3: GenOps;
  if (s.enc === 'VOP3') vop3 = s.op;
  else if (base !== undefined) {
    vop3 = s.op.map((o, i) => (o === null || base[i] === null ? null : base[i]! + o)) as unknown as GenOps;
  } else vop3 = [null, null, null];
  const p = s.p;
  const vop3b = p.kind === 'vop' && (p.vop3b === true || (s.enc === 'VOP2' && p.co === true));
  const row: Instr = {
    id, name: s.name, enc: s.enc, op: s.op, vop3, p, clrx, llvm, aliases: s.alias ?? [], opts: s, vop3b,
  };
  return row;
}

// Start-up (issue 8 §4): nothing is built at import. Each family's rows are
// constructed and normalised on first use, and each generation's opcode map
// of a decode space from the families that fill it, so that decoding one
// VOP1 word or assembling one line builds only what it touches.

/** The families in table order: the order decides which row a shared opcode or name goes to. */
const FAMILIES: readonly (readonly [Space, () => readonly RowSpec[]])[] = [
  ['SOP2', SOP2_ROWS], ['SOPK', SOPK_ROWS], ['SOP1', SOP1_ROWS], ['SOPC', SOPC_ROWS], ['SOPP', SOPP_ROWS],
  ['SMEM', SMEM_ROWS], ['VOP2', VOP2_ROWS], ['VOP1', () => VOP1_ROWS.map(fromVop1)], ['VOPC', VOPC_ROWS],
  ['VOP3', VOP3_ROWS], ['VINTRP', VINTRP_ROWS], ['DS', DS_ROWS], ['MUBUF', MUBUF_ROWS], ['MTBUF', MTBUF_ROWS],
  ['MIMG', MIMG_ROWS], ['EXP', EXP_ROWS], ['FLAT', FLAT_ROWS],
];
const FAMILY_INDEX = new Map(FAMILIES.map(([f], i) => [f, i]));

/** A row's id: its family's place in FAMILIES times 1024 plus its place in the family. */
const ID_STRIDE = 1024;

const BUILT: (readonly Instr[] | undefined)[] = [];
/** Families and opcode maps built so far, in order (for tests that guard the laziness). */
const LOG: string[] = [];

/** The rows of one family (one decode space; SMEM holds SMRD too), normalised, in table order. */
export function familyInstrs(family: Space): readonly Instr[] {
  const fi = FAMILY_INDEX.get(family)!;
  let rows = BUILT[fi];
  if (rows === undefined) {
    LOG.push(family);
    rows = FAMILIES[fi]![1]().map((s, i) => normalise(s, fi * ID_STRIDE + i));
    if (family === 'VOP1') {
      const byName = new Map<string, Vop1Row>(VOP1_ROWS.map((r) => [r.name, r]));
      for (const r of rows) (r as { vop1?: Vop1Row }).vop1 = byName.get(r.name);
    }
    BUILT[fi] = rows;
  }
  return rows;
}

let ALL: readonly Instr[] | undefined;

/** Every row of every family, in table order (builds them all: for whole-ISA lookups and tests). */
export function allInstrs(): readonly Instr[] {
  return ALL ??= FAMILIES.flatMap(([f]) => familyInstrs(f));
}

/** The decode space an instruction row lives in on a generation. */
export function spaceOf(enc: Enc): Space {
  return enc === 'SMRD' ? 'SMEM' : (enc as Space);
}

/** The families whose rows fill a decode space: its own, and for VOP3 those with VOP3 images, in table order. */
const VOP3_SOURCES = FAMILIES.map(([f]) => f).filter((f) => f === 'VOP3' || VOP3_IMAGE_BASE[f] !== undefined);

function buildMap(gi: GenIndex, space: Space): (Instr | null)[] {
  LOG.push(`${space}@${gi}`);
  const t: (Instr | null)[] = new Array(SPACE_SIZE[space][gi]).fill(null);
  for (const f of space === 'VOP3' ? VOP3_SOURCES : [space]) {
    for (const r of familyInstrs(f)) {
      if (f === space) {
        const op = r.op[gi];
        if (op !== null && (t[op] === null || t[op]!.opts.decodeOnly)) t[op] = r;
      } else {
        const v3 = r.vop3[gi];
        if (v3 !== null && v3 !== undefined && t[v3] === null) t[v3] = r;
      }
    }
  }
  return t;
}

const MAPS: Partial<Record<Space, readonly (Instr | null)[]>>[] = [{}, {}, {}];

/** The instructions of a decode space on a generation by opcode: null for an undefined opcode. */
export function opcodeMap(gi: GenIndex, space: Space): readonly (Instr | null)[] {
  return MAPS[gi]![space] ??= buildMap(gi, space);
}

/** by opcode: opcodeMaps(gen).VOP2[op] is the instruction, or null for an undefined opcode (builds every space). */
export function opcodeMaps(gi: GenIndex): Readonly<Record<Space, readonly (Instr | null)[]>> {
  for (const sp of Object.keys(SPACE_SIZE) as Space[]) opcodeMap(gi, sp);
  return MAPS[gi] as Readonly<Record<Space, readonly (Instr | null)[]>>;
}

/** What has been built so far: family names and `SPACE@gen` opcode maps, in order (tests guard the laziness with it). */
export function tableBuildLog(): readonly string[] {
  return LOG;
}

/** Generations (indices) that have an instruction. */
export function gensOf(r: Instr): GenIndex[] {
  return GENERATIONS.filter((g) => r.op[g.index] !== null || r.vop3[g.index] !== null).map((g) => g.index);
}

/**
 * LLVM's IntClamp: a VALU op whose result is not a float (integer ops,
 * compares, conversions to integers). GCN 1.0/1.1 have no integer clamping,
 * so llvm-mc refuses `clamp` there ("integer clamping is not supported on
 * this GPU") although the operand parses.
 */
export function llvmIntClamp(row: Instr): boolean {
  const p = row.p as VopProfile;
  return !(p.dst === 'f16' || p.dst === 'f32' || p.dst === 'f64') && row.opts.llvmFloatDst !== true;
}
