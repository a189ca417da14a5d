// The `.amdhsa_kernel` directives of llvm-mc 14 as data, and its register
// count rules: the LLVM-dialect printer (llvm-directives.ts) writes these
// directives from a descriptor and the code-object writer (write/) encodes a
// descriptor from them, both from these tables.

import { PROPS, RSRC1, RSRC2, type PgmField } from './descriptor.js';
import type { Processor } from './targets.js';

export type XnackSetting = 'on' | 'off' | 'any' | 'unsupported';

/** `.amdhsa_*` directives taken straight from one descriptor field, in llc's order (before the register counts). */
export const AMDHSA_DIRECT_BEFORE: readonly (readonly [string, PgmField])[] = [
  ['.amdhsa_user_sgpr_count', RSRC2.USER_SGPR_COUNT],
  ['.amdhsa_user_sgpr_private_segment_buffer', PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER],
  ['.amdhsa_user_sgpr_dispatch_ptr', PROPS.ENABLE_SGPR_DISPATCH_PTR],
  ['.amdhsa_user_sgpr_queue_ptr', PROPS.ENABLE_SGPR_QUEUE_PTR],
  ['.amdhsa_user_sgpr_kernarg_segment_ptr', PROPS.ENABLE_SGPR_KERNARG_SEGMENT_PTR],
  ['.amdhsa_user_sgpr_dispatch_id', PROPS.ENABLE_SGPR_DISPATCH_ID],
  ['.amdhsa_user_sgpr_flat_scratch_init', PROPS.ENABLE_SGPR_FLAT_SCRATCH_INIT],
  ['.amdhsa_user_sgpr_private_segment_size', PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_SIZE],
  ['.amdhsa_system_sgpr_private_segment_wavefront_offset', RSRC2.ENABLE_PRIVATE_SEGMENT],
  ['.amdhsa_system_sgpr_workgroup_id_x', RSRC2.ENABLE_SGPR_WORKGROUP_ID_X],
  ['.amdhsa_system_sgpr_workgroup_id_y', RSRC2.ENABLE_SGPR_WORKGROUP_ID_Y],
  ['.amdhsa_system_sgpr_workgroup_id_z', RSRC2.ENABLE_SGPR_WORKGROUP_ID_Z],
  ['.amdhsa_system_sgpr_workgroup_info', RSRC2.ENABLE_SGPR_WORKGROUP_INFO],
  ['.amdhsa_system_vgpr_workitem_id', RSRC2.ENABLE_VGPR_WORKITEM_ID],
];

/** ... and after them. */
export const AMDHSA_DIRECT_AFTER: readonly (readonly [string, PgmField])[] = [
  ['.amdhsa_float_round_mode_32', RSRC1.FLOAT_ROUND_MODE_32],
  ['.amdhsa_float_round_mode_16_64', RSRC1.FLOAT_ROUND_MODE_16_64],
  ['.amdhsa_float_denorm_mode_32', RSRC1.FLOAT_DENORM_MODE_32],
  ['.amdhsa_float_denorm_mode_16_64', RSRC1.FLOAT_DENORM_MODE_16_64],
  ['.amdhsa_dx10_clamp', RSRC1.ENABLE_DX10_CLAMP],
  ['.amdhsa_ieee_mode', RSRC1.ENABLE_IEEE_MODE],
  ['.amdhsa_exception_fp_ieee_invalid_op', RSRC2.EXCEPTION_FP_IEEE_INVALID_OP],
  ['.amdhsa_exception_fp_denorm_src', RSRC2.EXCEPTION_FP_DENORM_SRC],
  ['.amdhsa_exception_fp_ieee_div_zero', RSRC2.EXCEPTION_FP_IEEE_DIV_ZERO],
  ['.amdhsa_exception_fp_ieee_overflow', RSRC2.EXCEPTION_FP_IEEE_OVERFLOW],
  ['.amdhsa_exception_fp_ieee_underflow', RSRC2.EXCEPTION_FP_IEEE_UNDERFLOW],
  ['.amdhsa_exception_fp_ieee_inexact', RSRC2.EXCEPTION_FP_IEEE_INEXACT],
  ['.amdhsa_exception_int_div_zero', RSRC2.EXCEPTION_INT_DIV_ZERO],
];

/** User SGPRs each `.amdhsa_user_sgpr_*` enable adds to the implied user SGPR count. */
export const AMDHSA_USER_SGPRS: Readonly<Record<string, number>> = {
  '.amdhsa_user_sgpr_private_segment_buffer': 4,
  '.amdhsa_user_sgpr_dispatch_ptr': 2,
  '.amdhsa_user_sgpr_queue_ptr': 2,
  '.amdhsa_user_sgpr_kernarg_segment_ptr': 2,
  '.amdhsa_user_sgpr_dispatch_id': 2,
  '.amdhsa_user_sgpr_flat_scratch_init': 2,
  '.amdhsa_user_sgpr_private_segment_size': 1,
};

/** Descriptor byte fields set by a directive (32-bit each). */
export const AMDHSA_BYTE_FIELDS: Readonly<Record<string, number>> = {
  '.amdhsa_group_segment_fixed_size': 0,
  '.amdhsa_private_segment_fixed_size': 4,
  '.amdhsa_kernarg_size': 8,
};

/** Register-count directives and the first generation (ISA major) that accepts each. */
export const AMDHSA_REGISTER_DIRECTIVES: Readonly<Record<string, number>> = {
  '.amdhsa_next_free_vgpr': 6,
  '.amdhsa_next_free_sgpr': 6,
  '.amdhsa_reserve_vcc': 6,
  '.amdhsa_reserve_flat_scratch': 7,
  '.amdhsa_reserve_xnack_mask': 8,
};

/** Directives llvm-mc 14 knows but only for later generations than GCN 1.0-1.2, with its message. */
export const AMDHSA_LATER_DIRECTIVES: Readonly<Record<string, string>> = {
  '.amdhsa_fp16_overflow': 'directive requires gfx9+',
  '.amdhsa_wavefront_size32': 'directive requires gfx10+',
  '.amdhsa_workgroup_processor_mode': 'directive requires gfx10+',
  '.amdhsa_memory_ordered': 'directive requires gfx10+',
  '.amdhsa_forward_progress': 'directive requires gfx10+',
  '.amdhsa_accum_offset': 'directive requires gfx90a+',
  '.amdhsa_tg_split': 'directive requires gfx90a+',
};

/** Whether llvm-mc would count an XNACK_MASK pair for this target (it must match the target id). */
export function xnackOnOrAny(proc: Processor | null, xnack: XnackSetting): boolean {
  return proc !== null && proc.xnack && (xnack === 'on' || xnack === 'any');
}

/**
 * SGPRs llvm-mc 14 adds to `.amdhsa_next_free_sgpr` for what is reserved: VCC 2;
 * on gfx6/gfx7 FLAT_SCRATCH makes it 4 in all (and gfx6 cannot un-reserve it);
 * on gfx8 XNACK_MASK makes it 4 and FLAT_SCRATCH 6 (the largest applies, they do not add up).
 */
export function reservedSgprs(proc: Processor, vcc: boolean, flatScratch: boolean, xnackMask: boolean): number {
  let n = vcc ? 2 : 0;
  if (proc.major < 8) {
    if (flatScratch) n = 4;
  } else {
    if (xnackMask) n = 4;
    if (flatScratch) n = 6;
  }
  return n;
}

/**
 * SGPRs llvm-mc 14 adds to `.amdhsa_next_free_sgpr` when VCC and FLAT_SCRATCH
 * are not reserved (`.amdhsa_reserve_vcc 0`, `.amdhsa_reserve_flat_scratch 0`):
 * on gfx6 FLAT_SCRATCH cannot be un-reserved (4), on gfx8 XNACK_MASK adds 4 when the target has it.
 */
export function extraSgprs(proc: Processor, xnack: XnackSetting): number {
  return reservedSgprs(proc, false, proc.major < 7, xnackOnOrAny(proc, xnack));
}

/** SGPRs a gfx6-gfx8 wave can address, as llvm-mc 14 checks it. */
export function addressableSgprs(proc: Processor): number {
  if (proc.sgprInitBug) return 96;
  return proc.major >= 8 ? 102 : 104;
}

/** LLVM's FIXED_NUM_SGPRS_FOR_INIT_BUG. */
export const SGPR_INIT_BUG_SGPRS = 96;
