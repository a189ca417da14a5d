// The shape of an instruction row. Every instruction of GCN 1.0-1.2 is one
// row: its names in both dialects, its opcode per generation and an operand
// profile. The profile is a small record per encoding family (like LLVM's
// VOPProfile): what the operands are, never how they are printed.

import type { Enc } from '../encodings.js';

/** An opcode (or a name, a flag...) per generation: [GCN 1.0, GCN 1.1, GCN 1.2]. */
export type PerGen<T> = readonly [T, T, T];
export type GenOps = PerGen<number | null>;

/** What an operand holds. The width follows from the type. */
export type ValueType =
  | 'b16' | 'i16' | 'u16' | 'f16' //  low 16 bits of a 32-bit register (GCN 1.2)
  | 'b32' | 'i32' | 'u32' | 'f32'
  | 'b64' | 'i64' | 'u64' | 'f64' //  register pairs
  | 'u8' | 'i4' //                    32-bit registers read in part (cvt_f32_ubyteN, cvt_off_f32_i4)
  | 'b128'; //                        four registers (v_mqsad_u32_u8)

/** Scalar operand width in registers (SALU): 1 = 32-bit, 2 = 64-bit. */
export type SWidth = 1 | 2;

// --- profiles, one kind per encoding family --------------------------------

/** SOP2, SOP1, SOPC: SDST = op(SSRC0, SSRC1). 0 = operand absent. */
export interface SopProfile {
  readonly kind: 'sop';
  readonly dst: 0 | SWidth;
  readonly src0: 0 | SWidth;
  /** SOPC s_set_gpr_idx_on: SSRC1 is a 4-bit mode immediate. */
  readonly src1: 0 | SWidth | 'gpridx';
  /** SOP1 s_movrels/s_movreld/s_cbranch_join/s_setpc/s_rfe: the source must be an SGPR (LLVM). */
  readonly sregSrc?: true;
}

export type SopkForm =
  | 'dst_imm' //     s_movk_i32 s5, 0x1234      SDST written
  | 'src_imm' //     s_cmpk_eq_i32 s5, 0x1234   SDST read
  | 'dstsrc_imm' //  s_addk_i32 s5, 0x1234      SDST read and written
  | 'fork' //        s_cbranch_i_fork s[2:3], label
  | 'getreg' //      s_getreg_b32 s5, hwreg(...)
  | 'setreg' //      s_setreg_b32 hwreg(...), s5
  | 'setreg_imm32'; // s_setreg_imm32_b32 hwreg(...), 0x12345678 (a literal dword follows)

export interface SopkProfile {
  readonly kind: 'sopk';
  readonly form: SopkForm;
  /** SIMM16 is a signed value (LLVM prints it in decimal when signed). */
  readonly signed?: true;
}

export type SoppImm =
  | 'none' //    no operand; a non-zero SIMM16 is not canonical
  | 'opt' //     CLRX prints SIMM16 only when it is not zero (s_endpgm)
  | 'imm' //     a 16-bit immediate (s_nop, s_sleep, s_setprio, s_trap ...)
  | 'label' //   a branch target: PC + 4 + SIMM16 * 4
  | 'waitcnt' // vmcnt/expcnt/lgkmcnt
  | 'sendmsg' // sendmsg(msg, op, stream)
  | 'gpridx'; // s_set_gpr_idx_mode: VGPR index mode bits

/**
 * A 'label' operand's target (SOPP branches, SOPK s_cbranch_i_fork): the byte offset of the
 * branch at `pc` plus 4 plus 4 * SIMM16 (signed; `word` holds it in its low 16 bits).
 */
export function labelTarget(pc: number, word: number): number {
  return pc + 4 + (((word & 0xffff) << 16) >> 14);
}

export interface SoppProfile {
  readonly kind: 'sopp';
  readonly imm: SoppImm;
}

/** SMRD (GCN 1.0/1.1) and SMEM (GCN 1.2): scalar memory. */
export interface SmemProfile {
  readonly kind: 'smem';
  /**
   * 'load': SDATA = load(SBASE + OFFSET); 'store': SDATA is stored; 'dst': only a
   * destination (s_memtime); 'none': no operands (s_dcache_inv); 'probe':
   * SDATA holds a 7-bit immediate (s_atc_probe).
   */
  readonly form: 'load' | 'store' | 'atomic' | 'dst' | 'none' | 'probe';
  /** SDATA width in registers (1, 2, 4, 8, 16). */
  readonly data: number;
  /** SBASE width in registers: 2 (an address) or 4 (a buffer resource). */
  readonly base: 2 | 4;
  /** CLRX's s_buffer_atomic_* rows: atomics return data with glc. */
  readonly atomic?: true;
}

/** VOP1, VOP2, VOPC and VOP3 (A and B). */
export interface VopProfile {
  readonly kind: 'vop';
  /** Type of the VGPR destination; null when there is none. */
  readonly dst: ValueType | null;
  /** A scalar destination in the VDST field: 'b32' (readfirstlane, readlane) or 'b64' (compares: a lane mask). */
  readonly sdst?: 'b32' | 'b64';
  readonly src: readonly ValueType[];
  /** A carry/flag out: VOP3B SDST, VCC in the 32-bit form (v_add_i32, v_div_scale, v_mad_u64_u32). */
  readonly co?: true;
  /** The last source is a lane mask: VCC in the 32-bit form, an SGPR pair in SRC2 of VOP3 (v_cndmask, v_addc). */
  readonly ci?: true;
  /** A literal constant operand K: after SRC0 (v_madmk) or after SRC1 (v_madak). */
  readonly k?: 'mk' | 'ak';
  /** The destination is also the third source (v_mac): VOP3 SRC2 is unused. */
  readonly mac?: true;
  /** v_readlane (SDST = VSRC0[lane SSRC1]) and v_writelane (VDST[lane SSRC1] = SSRC0). */
  readonly lane?: 'read' | 'write';
  /** v_cmpx: also writes EXEC. */
  readonly cmpx?: true;
  /** VOP3 uses the VOP3B layout (SDST field instead of ABS/CLAMP). */
  readonly vop3b?: true;
}

export interface VintrpProfile {
  readonly kind: 'vintrp';
  /** p1/p2: VDST, VSRC, attr; mov: VDST, P10/P20/P0, attr. */
  readonly form: 'p1' | 'p2' | 'mov';
}

/** GCN 1.2's VOP3-only interpolation with 16-bit data. */
export interface Vop3InterpProfile {
  readonly kind: 'vop3interp';
  /** p1ll: vdst, vsrc, attr; p1lv/p2: vdst, vsrc, attr, vsrc2. */
  readonly form: 'p1ll' | 'p1lv' | 'p2';
}

/** DS: LDS/GDS. Widths in registers; 0 = operand absent. */
export interface DsProfile {
  readonly kind: 'ds';
  readonly vdst: number;
  /** Whether ADDR is an operand. */
  readonly addr: boolean;
  readonly data0: number;
  readonly data1: number;
  /** Two 8-bit offsets (offset0/offset1) instead of one 16-bit offset. */
  readonly two: boolean;
  /** Only valid with GDS (ds_gws_*, ds_ordered_count...). */
  readonly gds?: true;
  /** ds_swizzle_b32: the offset is a swizzle pattern (LLVM prints it symbolically). */
  readonly swizzle?: true;
  /** ds_*_src2_*: the address is also the source (no data). */
  readonly src2?: true;
  /** GDS is never valid (ds_permute_b32, ds_bpermute_b32). */
  readonly noGds?: true;
  /**
   * llvm-mc's operands where they differ from the fields: 'gws' none; 'gwsData' one data
   * register written in ADDR (DATA0 stays zero); 'nop' none, with OFFSET and GDS zero.
   */
  readonly llvmForm?: 'gws' | 'gwsData' | 'nop';
}

/** MUBUF and MTBUF. */
export interface BufProfile {
  readonly kind: 'buf';
  /** 'load' writes VDATA; 'store' reads it; 'atomic' reads it and returns into it with GLC; 'none': no operands. */
  readonly dir: 'load' | 'store' | 'atomic' | 'none';
  /** VDATA registers (without TFE). */
  readonly data: number;
  /** cmpswap atomics: VDATA holds data and compare value; GLC returns half of it. */
  readonly cmpswap?: true;
  /** 16-bit data format (d16) ops of GCN 1.2. */
  readonly d16?: true;
  /** buffer_store_lds_dword: the data comes from LDS (no VADDR/VDATA operands). */
  readonly lds?: true;
}

export interface MimgProfile {
  readonly kind: 'mimg';
  /** 'load' / 'store' / 'atomic' / 'sample' (with a sampler) / 'gather' (sampler, 4 data registers) / 'getlod'. */
  readonly dir: 'load' | 'store' | 'atomic' | 'sample' | 'gather' | 'info';
  /** Minimum VADDR registers (CLRX's VAGE). */
  readonly vaddr: number;
  readonly cmpswap?: true;
  /** No 16-bit data form (image_get_resinfo, image_get_lod: the D16 bit is invalid). */
  readonly noD16?: true;
}

export interface ExpProfile {
  readonly kind: 'exp';
}

export interface FlatProfile {
  readonly kind: 'flat';
  readonly dir: 'load' | 'store' | 'atomic';
  /** Data registers (loads: destination width; stores/atomics: DATA width). */
  readonly data: number;
  readonly cmpswap?: true;
}

export type Profile =
  | SopProfile | SopkProfile | SoppProfile | SmemProfile | VopProfile | VintrpProfile | Vop3InterpProfile
  | DsProfile | BufProfile | MimgProfile | ExpProfile | FlatProfile;

// --- rows -------------------------------------------------------------------

/**
 * The modifiers llvm-mc 14 gives an encoded form, one letter per source then
 * the flags: 'F' float NEG/ABS, 'I' integer SEXT (printed `sext()`), 'i'
 * integer modifier bits accepted but not printed (v_cndmask_b32's DPP form),
 * '-' none, '~' none and the NEG/ABS bits ignored, '_' no such source (its
 * field and bits must be zero), '?' no such source and its field and bits
 * ignored; then 'c' clamp and 'o' omod when present.
 * A string for every generation, or one per generation (null: no such form).
 */
export type LlvmMods = string | PerGen<string | null>;

/** Per-dialect facts of a row. */
export interface RowOptions {
  /**
   * LLVM's name when it differs: one name, a name per generation, or null
   * where llvm-mc 14 does not know the op.
   */
  readonly llvm?: string | null | PerGen<string | null>;
  /** CLRX's name per generation when it differs from `name`, or null where CLRX lacks the op. */
  readonly clrx?: PerGen<string | null>;
  /** Other names clrxasm accepts for the op. */
  readonly alias?: readonly string[];
  /**
   * Names clrxasm's table gives this op's opcode although, on real hardware, they name another
   * instruction (isa-gcn.md 2.3): gcnkit's CLRX dialect knows them only to refuse them.
   */
  readonly wrongAlias?: readonly string[];
  /** LLVM: no VOP3 (e64) form although the encoding has one. */
  readonly noE64?: true;
  /** LLVM names this VOP3-only op without the `_e64` suffix only (v_readlane/v_writelane on GCN 1.2). */
  readonly llvmNoSuffix?: true;
  /**
   * Other names llvm-mc 14 takes for this op on some generations (GCN 1.4's v_add_co_u32 for
   * v_add_i32; v_mul_lo_i32 for v_mul_lo_u32 on GCN 1.2), optionally only in one encoding.
   */
  readonly llvmAliases?: readonly { readonly name: string; readonly gens: readonly (0 | 1 | 2)[]; readonly suffix?: 'e64' }[];
  /** LLVM: no SDWA / DPP form. */
  readonly noSdwa?: true;
  readonly noDpp?: true;
  /** CLRX's assembler refuses SDWA / DPP for the op (its disassembler prints them anyway). */
  readonly clrxNoSdwa?: true;
  readonly clrxNoDpp?: true;
  /** A float literal is read as f16 / f32 by CLRX (VOP ops with float sources: GCN_FLOATLIT / GCN_F16LIT). */
  readonly lit?: 'f16' | 'f32';
  /**
   * llvm-mc decodes this opcode but never emits it (GCN 1.2 decodes GCN 1.0's
   * buffer_wbinvl1 opcode too); assemblers skip the row.
   */
  readonly decodeOnly?: true;
  /**
   * CLRX's table enables the op on a generation whose hardware lacks it
   * (s_buffer_atomic_* on GCN 1.2, isa-gcn.md 2.3): the disassembler prints
   * an undefined opcode (clrxdisasm prints the name), the assembler refuses
   * it and says why.
   */
  readonly notHw?: true;
  /**
   * LLVM's source modifiers per form, from its operand lists: one letter per
   * source (F float abs/neg, I integer sext, - none, _ no such source), then
   * `c` (clamp operand) and `o` (omod operand). A string for every
   * generation, or one per generation.
   */
  readonly llvmMods?: { readonly e64?: LlvmMods; readonly sdwa?: LlvmMods; readonly dpp?: LlvmMods };
  /** VADDR registers llvm-mc 14 prints for a MIMG op when they differ from the profile's (its first decoder-table variant). */
  readonly llvmVaddr?: number;
  /**
   * With bit 0 of a GCN 1.2 MIMG word set (LLVM's 8th opcode bit), llvm-mc 14 decodes this
   * derivative sample as its GFX10 `_g16` variant; other ops are then invalid.
   */
  readonly llvmG16?: true;
  /** A MUBUF load llvm-mc accepts with the LDS bit, per generation (its *_LDS_* variants). */
  readonly llvmLds?: PerGen<boolean>;
  /**
   * llvm-mc 14's assembler takes no literal for this op's sources (an inline-constant-only
   * class, s_cbranch_g_fork's SCSrc_b64) although its decoder prints one: such text is lossy.
   */
  readonly llvmNoLiteral?: true;
  /**
   * LLVM's result type is a float vector (v2f16) where the row says b32 (v_cvt_pkrtz_f16_f32):
   * its clamp is a float clamp, which llvm-mc's GCN 1.0/1.1 assembler accepts.
   */
  readonly llvmFloatDst?: true;
  /** The op reads VCC implicitly in every encoding (v_div_fmas): llvm-mc's constant bus rule counts it. */
  readonly llvmReadsVcc?: true;
  /**
   * LLVM marks the destination early-clobber (the hardware writes it while still reading the
   * sources): llvm-mc refuses a source that overlaps it ("destination must be different than
   * all sources").
   */
  readonly llvmEarlyClobber?: true;
  /**
   * llvm-mc decodes SRC0 as a register class: an inline constant prints `/*invalid immediate*\/`
   * (v_readlane_b32); its assembler takes only a VGPR there.
   */
  readonly llvmRegSrc0?: true;
  /** CLRX's disassembler treats this VOP3-only op as the image of a 32-bit encoding (affects its ` vop3` marker). */
  readonly clrxVop3Image?: 'VOP1' | 'VOP2';
  /** CLRX reads source 1 as a register pair (v_cmp_class_f64: LLVM and the hardware use 32 bits). */
  readonly clrxSrc1Pair?: true;
  /** A note for the reader (why the row is odd). */
  readonly note?: string;
}

export interface RowSpec extends RowOptions {
  readonly name: string;
  readonly enc: Enc;
  readonly op: GenOps;
  readonly p: Profile;
}
