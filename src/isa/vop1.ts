// The VOP1 instruction table: one row per mnemonic, the single source of truth
// for opcodes, operand types and per-dialect availability. Corrected against
// CLRX's instruction table and LLVM's VOP1Instructions.td (see
// docs/isa-vop1.md in the shared references; the seed page has errors).
//
// `op` holds the VOP1 opcode for [GCN 1.0, GCN 1.1, GCN 1.2]; null = absent.
// The VOP3A opcode is never written here: it is derived from the
// generation's base (src/isa/generations.ts) by src/isa/instructions.ts.

/** What a source or destination holds. The width follows from the type. */
export type ValueType =
  | 'b32' | 'i32' | 'u32' | 'f32' // 32-bit
  | 'f64' //                         64-bit register pair
  | 'f16' | 'u16' | 'i16' //         low 16 bits of a 32-bit register (GCN 1.2)
  | 'u8' | 'i4'; //                  32-bit registers read in part (cvt_f32_ubyteN, cvt_off_f32_i4)

/** How llvm-mc 14 departs from the defaults derived from the operand types. */
export interface LlvmQuirks {
  /** llvm-mc does not know the mnemonic ("invalid instruction"; op does not decode). */
  readonly unknown?: true;
  /** No e64 form ("e64 variant of this instruction is not supported"). */
  readonly noE64?: true;
  /** Source restrictions enforced by llvm-mc. */
  readonly src?: 'vgpr' | 'vgpr-or-lds' | 'no-sgpr-or-literal';
  /** OMOD accepted although the result is an integer (LLVM's *_SPECIAL_OMOD profiles). */
  readonly omod?: true;
  /** No SDWA/DPP forms although the operand types would allow them. */
  readonly noSdwaDpp?: true;
  /** SDWA/DPP forms although the op has no operands (printed as the bare op). */
  readonly sdwaDppNoOperands?: true;
}

export interface Vop1Row {
  readonly name: string;
  readonly op: readonly [number | null, number | null, number | null];
  /** Destination: a VGPR (or pair) of this type, 'sgpr' for a scalar destination code, null for none. */
  readonly dst: ValueType | 'sgpr' | null;
  readonly src: ValueType | null;
  readonly llvm?: LlvmQuirks;
}

export const VOP1_ROWS = [
  { name: 'v_nop', op: [0, 0, 0], dst: null, src: null, llvm: { sdwaDppNoOperands: true } },
  { name: 'v_mov_b32', op: [1, 1, 1], dst: 'b32', src: 'b32' },
  { name: 'v_readfirstlane_b32', op: [2, 2, 2], dst: 'sgpr', src: 'b32', llvm: { noE64: true, src: 'vgpr-or-lds' } },
  { name: 'v_cvt_i32_f64', op: [3, 3, 3], dst: 'i32', src: 'f64', llvm: { omod: true } },
  { name: 'v_cvt_f64_i32', op: [4, 4, 4], dst: 'f64', src: 'i32' },
  { name: 'v_cvt_f32_i32', op: [5, 5, 5], dst: 'f32', src: 'i32' },
  { name: 'v_cvt_f32_u32', op: [6, 6, 6], dst: 'f32', src: 'u32' },
  { name: 'v_cvt_u32_f32', op: [7, 7, 7], dst: 'u32', src: 'f32', llvm: { omod: true } },
  { name: 'v_cvt_i32_f32', op: [8, 8, 8], dst: 'i32', src: 'f32', llvm: { omod: true } },
  { name: 'v_mov_fed_b32', op: [9, 9, 9], dst: 'b32', src: 'b32', llvm: { unknown: true } },
  { name: 'v_cvt_f16_f32', op: [10, 10, 10], dst: 'f16', src: 'f32' },
  { name: 'v_cvt_f32_f16', op: [11, 11, 11], dst: 'f32', src: 'f16' },
  { name: 'v_cvt_rpi_i32_f32', op: [12, 12, 12], dst: 'i32', src: 'f32' },
  { name: 'v_cvt_flr_i32_f32', op: [13, 13, 13], dst: 'i32', src: 'f32' },
  { name: 'v_cvt_off_f32_i4', op: [14, 14, 14], dst: 'f32', src: 'i4' },
  { name: 'v_cvt_f32_f64', op: [15, 15, 15], dst: 'f32', src: 'f64' },
  { name: 'v_cvt_f64_f32', op: [16, 16, 16], dst: 'f64', src: 'f32' },
  { name: 'v_cvt_f32_ubyte0', op: [17, 17, 17], dst: 'f32', src: 'u8' },
  { name: 'v_cvt_f32_ubyte1', op: [18, 18, 18], dst: 'f32', src: 'u8' },
  { name: 'v_cvt_f32_ubyte2', op: [19, 19, 19], dst: 'f32', src: 'u8' },
  { name: 'v_cvt_f32_ubyte3', op: [20, 20, 20], dst: 'f32', src: 'u8' },
  { name: 'v_cvt_u32_f64', op: [21, 21, 21], dst: 'u32', src: 'f64', llvm: { omod: true } },
  { name: 'v_cvt_f64_u32', op: [22, 22, 22], dst: 'f64', src: 'u32' },
  { name: 'v_trunc_f64', op: [null, 23, 23], dst: 'f64', src: 'f64' },
  { name: 'v_ceil_f64', op: [null, 24, 24], dst: 'f64', src: 'f64' },
  { name: 'v_rndne_f64', op: [null, 25, 25], dst: 'f64', src: 'f64' },
  { name: 'v_floor_f64', op: [null, 26, 26], dst: 'f64', src: 'f64' },
  { name: 'v_fract_f32', op: [32, 32, 27], dst: 'f32', src: 'f32' },
  { name: 'v_trunc_f32', op: [33, 33, 28], dst: 'f32', src: 'f32' },
  { name: 'v_ceil_f32', op: [34, 34, 29], dst: 'f32', src: 'f32' },
  { name: 'v_rndne_f32', op: [35, 35, 30], dst: 'f32', src: 'f32' },
  { name: 'v_floor_f32', op: [36, 36, 31], dst: 'f32', src: 'f32' },
  { name: 'v_exp_f32', op: [37, 37, 32], dst: 'f32', src: 'f32' },
  { name: 'v_log_clamp_f32', op: [38, 38, null], dst: 'f32', src: 'f32' },
  { name: 'v_log_f32', op: [39, 39, 33], dst: 'f32', src: 'f32' },
  { name: 'v_rcp_clamp_f32', op: [40, 40, null], dst: 'f32', src: 'f32' },
  { name: 'v_rcp_legacy_f32', op: [41, 41, null], dst: 'f32', src: 'f32' },
  { name: 'v_rcp_f32', op: [42, 42, 34], dst: 'f32', src: 'f32' },
  { name: 'v_rcp_iflag_f32', op: [43, 43, 35], dst: 'f32', src: 'f32' },
  { name: 'v_rsq_clamp_f32', op: [44, 44, null], dst: 'f32', src: 'f32' },
  { name: 'v_rsq_legacy_f32', op: [45, 45, null], dst: 'f32', src: 'f32' },
  { name: 'v_rsq_f32', op: [46, 46, 36], dst: 'f32', src: 'f32' },
  { name: 'v_rcp_f64', op: [47, 47, 37], dst: 'f64', src: 'f64' },
  { name: 'v_rcp_clamp_f64', op: [48, 48, null], dst: 'f64', src: 'f64' },
  { name: 'v_rsq_f64', op: [49, 49, 38], dst: 'f64', src: 'f64' },
  { name: 'v_rsq_clamp_f64', op: [50, 50, null], dst: 'f64', src: 'f64' },
  { name: 'v_sqrt_f32', op: [51, 51, 39], dst: 'f32', src: 'f32' },
  { name: 'v_sqrt_f64', op: [52, 52, 40], dst: 'f64', src: 'f64' },
  { name: 'v_sin_f32', op: [53, 53, 41], dst: 'f32', src: 'f32' },
  { name: 'v_cos_f32', op: [54, 54, 42], dst: 'f32', src: 'f32' },
  { name: 'v_not_b32', op: [55, 55, 43], dst: 'b32', src: 'b32' },
  { name: 'v_bfrev_b32', op: [56, 56, 44], dst: 'b32', src: 'b32' },
  { name: 'v_ffbh_u32', op: [57, 57, 45], dst: 'u32', src: 'u32' },
  { name: 'v_ffbl_b32', op: [58, 58, 46], dst: 'u32', src: 'b32' },
  { name: 'v_ffbh_i32', op: [59, 59, 47], dst: 'u32', src: 'i32' },
  { name: 'v_frexp_exp_i32_f64', op: [60, 60, 48], dst: 'i32', src: 'f64', llvm: { omod: true } },
  { name: 'v_frexp_mant_f64', op: [61, 61, 49], dst: 'f64', src: 'f64' },
  { name: 'v_fract_f64', op: [62, 62, 50], dst: 'f64', src: 'f64' },
  { name: 'v_frexp_exp_i32_f32', op: [63, 63, 51], dst: 'i32', src: 'f32' },
  { name: 'v_frexp_mant_f32', op: [64, 64, 52], dst: 'f32', src: 'f32' },
  { name: 'v_clrexcp', op: [65, 65, 53], dst: null, src: null },
  { name: 'v_movreld_b32', op: [66, 66, 54], dst: 'b32', src: 'b32', llvm: { src: 'no-sgpr-or-literal', noSdwaDpp: true } },
  { name: 'v_movrels_b32', op: [67, 67, 55], dst: 'b32', src: 'b32', llvm: { src: 'vgpr', noSdwaDpp: true } },
  { name: 'v_movrelsd_b32', op: [68, 68, 56], dst: 'b32', src: 'b32', llvm: { src: 'vgpr', noSdwaDpp: true } },
  { name: 'v_log_legacy_f32', op: [null, 69, 76], dst: 'f32', src: 'f32' },
  { name: 'v_exp_legacy_f32', op: [null, 70, 75], dst: 'f32', src: 'f32' },
  { name: 'v_cvt_f16_u16', op: [null, null, 57], dst: 'f16', src: 'u16' },
  { name: 'v_cvt_f16_i16', op: [null, null, 58], dst: 'f16', src: 'i16' },
  { name: 'v_cvt_u16_f16', op: [null, null, 59], dst: 'u16', src: 'f16', llvm: { omod: true } },
  { name: 'v_cvt_i16_f16', op: [null, null, 60], dst: 'i16', src: 'f16', llvm: { omod: true } },
  { name: 'v_rcp_f16', op: [null, null, 61], dst: 'f16', src: 'f16' },
  { name: 'v_sqrt_f16', op: [null, null, 62], dst: 'f16', src: 'f16' },
  { name: 'v_rsq_f16', op: [null, null, 63], dst: 'f16', src: 'f16' },
  { name: 'v_log_f16', op: [null, null, 64], dst: 'f16', src: 'f16' },
  { name: 'v_exp_f16', op: [null, null, 65], dst: 'f16', src: 'f16' },
  { name: 'v_frexp_mant_f16', op: [null, null, 66], dst: 'f16', src: 'f16' },
  { name: 'v_frexp_exp_i16_f16', op: [null, null, 67], dst: 'i16', src: 'f16', llvm: { omod: true } },
  { name: 'v_floor_f16', op: [null, null, 68], dst: 'f16', src: 'f16' },
  { name: 'v_ceil_f16', op: [null, null, 69], dst: 'f16', src: 'f16' },
  { name: 'v_trunc_f16', op: [null, null, 70], dst: 'f16', src: 'f16' },
  { name: 'v_rndne_f16', op: [null, null, 71], dst: 'f16', src: 'f16' },
  { name: 'v_fract_f16', op: [null, null, 72], dst: 'f16', src: 'f16' },
  { name: 'v_sin_f16', op: [null, null, 73], dst: 'f16', src: 'f16' },
  { name: 'v_cos_f16', op: [null, null, 74], dst: 'f16', src: 'f16' },
] as const satisfies readonly Vop1Row[];

export type Mnemonic = (typeof VOP1_ROWS)[number]['name'];
