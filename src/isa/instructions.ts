// Everything the tools need to know about an instruction, derived once from
// the rows of src/isa/vop1.ts and the generation table. Nothing here is a
// new fact: VOP3 opcodes, widths, modifier sets and SDWA/DPP availability
// follow from the rows by the rules written below.

import { GENERATIONS, type GenIndex } from './generations.js';
import { TYPE_INFO, type TypeInfo } from './types.js';
import { VOP1_ROWS, type Mnemonic, type ValueType, type Vop1Row } from './vop1.js';

export interface OperandSpec {
  /** 'vgpr': a VGPR (pair) destination; 'sgpr': a scalar destination code; 'src': a 9-bit source. */
  readonly kind: 'vgpr' | 'sgpr' | 'src';
  readonly type: ValueType;
  readonly info: TypeInfo;
}

export type FloatLiteralType = 'f16' | 'f32' | 'f64';

export interface OpInfo {
  readonly id: number;
  readonly name: Mnemonic;
  readonly row: Vop1Row;
  /** VOP1 opcode per generation (null: absent). */
  readonly vop1: readonly (number | null)[];
  /** VOP3A opcode per generation, derived: base + VOP1 opcode. */
  readonly vop3: readonly (number | null)[];
  readonly dst: OperandSpec | null;
  readonly src: OperandSpec | null;
  /** Either operand is a 64-bit pair. */
  readonly has64: boolean;
  readonly clrx: {
    /** How a float literal for SRC0 is encoded (syntax.md A.5). */
    readonly floatLiteral: FloatLiteralType;
    readonly sdwa: boolean;
    readonly dpp: boolean;
  };
  readonly llvm: {
    readonly known: boolean;
    readonly e64: boolean;
    readonly sdwa: boolean;
    readonly dpp: boolean;
    /** Source modifiers neg/abs accepted (float sources only). */
    readonly negAbs: boolean;
    /** clamp accepted, per generation (GCN 1.0/1.1 refuse integer clamping). */
    readonly clamp: readonly boolean[];
    /**
     * The e64 and SDWA forms have a clamp operand (LLVM's HasClamp: a float
     * source or result). `clamp` above is this minus `intClamp` on the
     * generations without llvmIntClamp.
     */
    readonly clampOperand: boolean;
    /**
     * The result is an integer (LLVM's IntClamp flag): on generations without
     * llvmIntClamp, clamp parses but is refused ("integer clamping is not
     * supported on this GPU").
     */
    readonly intClamp: boolean;
    /**
     * Suffixes S for which llvm-mc also takes `NAME_S` as this mnemonic when
     * another encoding suffix follows (`v_mov_b32_e32_e64` is the e64 form).
     * Such names get no custom operand parsing (modifiers are "not a valid
     * operand."). Every op with a VGPR destination has e32, e64 and dpp (the
     * 64-bit ops too, from GFX90A's 64-bit DPP), and sdwa unless an operand
     * is 64 bits; the no-operand ops have e32 and e64, plus sdwa and dpp
     * when they have SDWA/DPP forms; v_readfirstlane_b32 has none.
     */
    readonly aliasSuffixes: readonly ('e32' | 'e64' | 'sdwa' | 'dpp')[];
    readonly omod: boolean;
    readonly src: 'any' | 'vgpr' | 'vgpr-or-lds' | 'no-sgpr-or-literal';
    readonly floatLiteral: FloatLiteralType;
  };
}

function derive(row: Vop1Row, id: number): OpInfo {
  const dstType: ValueType | null = row.dst === 'sgpr' ? 'b32' : row.dst;
  const dst: OperandSpec | null = dstType === null ? null
    : { kind: row.dst === 'sgpr' ? 'sgpr' : 'vgpr', type: dstType, info: TYPE_INFO[dstType] };
  const src: OperandSpec | null = row.src === null ? null
    : { kind: 'src', type: row.src, info: TYPE_INFO[row.src] };
  const has64 = dst?.info.width === 64 || src?.info.width === 64;
  const srcFloat = src?.info.float ?? false;
  const dstFloat = dst?.info.float ?? false;
  const q = row.llvm ?? {};

  // CLRX: SDWA for every op with operands except readfirstlane; DPP also
  // excludes 64-bit operands (isa-vop1.md 5.3).
  const clrxSdwa = src !== null && dst?.kind !== 'sgpr';
  const clrxFloatLiteral: FloatLiteralType = src === null ? 'f32'
    : src.info.width === 64 ? 'f64' : src.info.width === 16 && srcFloat ? 'f16' : 'f32';

  // llvm-mc: SDWA/DPP for ops without 64-bit operands, minus the quirks.
  const llvmKnown = !q.unknown;
  const llvmExt = llvmKnown && (q.sdwaDppNoOperands === true
    || (src !== null && dst?.kind !== 'sgpr' && !has64 && !q.noSdwaDpp));
  const anyFloat = srcFloat || dstFloat;
  return {
    id,
    name: row.name as Mnemonic,
    row,
    vop1: row.op,
    vop3: GENERATIONS.map((g) => {
      const op = row.op[g.index];
      return op === null || op === undefined ? null : g.vop3Vop1Base + op;
    }),
    dst,
    src,
    has64,
    clrx: { floatLiteral: clrxFloatLiteral, sdwa: clrxSdwa, dpp: clrxSdwa && !has64 },
    llvm: {
      known: llvmKnown,
      e64: llvmKnown && !q.noE64,
      sdwa: llvmExt,
      dpp: llvmExt,
      negAbs: srcFloat,
      clamp: GENERATIONS.map((g) => (g.llvmIntClamp ? anyFloat : dstFloat)),
      clampOperand: anyFloat,
      intClamp: anyFloat && !dstFloat,
      aliasSuffixes: !llvmKnown ? []
        : src === null ? (q.sdwaDppNoOperands === true ? ['e32', 'e64', 'sdwa', 'dpp'] : ['e32', 'e64'])
          : dst?.kind === 'sgpr' ? []
            : has64 ? ['e32', 'e64', 'dpp'] : ['e32', 'e64', 'sdwa', 'dpp'],
      omod: dstFloat || q.omod === true,
      src: q.src ?? 'any',
      floatLiteral: src === null ? 'f32' : src.info.width === 64 ? 'f64' : src.info.width === 16 ? 'f16' : 'f32',
    },
  };
}

export const OPS: readonly OpInfo[] = VOP1_ROWS.map((r, i) => derive(r, i));

const byName = new Map<string, OpInfo>(OPS.map((o) => [o.name, o]));

/** Finds an op by its (lower-case) mnemonic, whatever generation has it. */
export function findOp(name: string): OpInfo | undefined {
  return byName.get(name);
}

/** Number of VOP1 opcodes (the OPCODE field is 8 bits). */
export const VOP1_OPCODES = 256;
/** The VOP1 image in VOP3 spans base .. base + 127. */
export const VOP3_IMAGE_SIZE = 128;

/** VOP1_BY_OPCODE[gen][opcode]: the op, or null for an undefined opcode. */
export const VOP1_BY_OPCODE: readonly (readonly (OpInfo | null)[])[] = GENERATIONS.map((g) => {
  const t: (OpInfo | null)[] = new Array(VOP1_OPCODES).fill(null);
  for (const o of OPS) {
    const op = o.vop1[g.index];
    if (op !== null && op !== undefined) t[op] = o;
  }
  return t;
});

/** True when a VOP3 opcode lies in the VOP1 image of this generation. */
export function isVop1ImageOpcode(gi: GenIndex, vop3op: number): boolean {
  const base = GENERATIONS[gi]!.vop3Vop1Base;
  return vop3op >= base && vop3op < base + VOP3_IMAGE_SIZE;
}

/** The op at a VOP3 opcode of the VOP1 image, or null. */
export function vop3Op(gi: GenIndex, vop3op: number): OpInfo | null {
  if (!isVop1ImageOpcode(gi, vop3op)) return null;
  return VOP1_BY_OPCODE[gi]![vop3op - GENERATIONS[gi]!.vop3Vop1Base] ?? null;
}

/** Ops available on a generation, in table order. */
export function opsOf(gi: GenIndex): OpInfo[] {
  return OPS.filter((o) => o.vop1[gi] !== null);
}

/** Generations that have a mnemonic, for "not on this generation" messages. */
export function generationsOf(o: OpInfo): GenIndex[] {
  return GENERATIONS.filter((g) => o.vop1[g.index] !== null).map((g) => g.index);
}
