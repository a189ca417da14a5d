// The names llvm-mc 14's AMDGPU parser knows inside kernel-header blocks
// (GCN 1.0-1.2 targets). Values are checked against the field widths here;
// encoding them is the code-object writer's business.

/** `.amdhsa_NAME`: the value's width in bits and the first generation (GFX major version) that has it. */
export const AMDHSA_FIELDS: ReadonlyMap<string, { readonly bits: number; readonly since: number }> = new Map([
  ['group_segment_fixed_size', 32], ['private_segment_fixed_size', 32], ['kernarg_size', 32],
  ['user_sgpr_count', 32], // checked at the end of the block ("too many user SGPRs enabled")
  ['user_sgpr_private_segment_buffer', 1], ['user_sgpr_dispatch_ptr', 1], ['user_sgpr_queue_ptr', 1],
  ['user_sgpr_kernarg_segment_ptr', 1], ['user_sgpr_dispatch_id', 1], ['user_sgpr_flat_scratch_init', 1],
  ['user_sgpr_private_segment_size', 1],
  ['system_sgpr_private_segment_wavefront_offset', 1], ['system_sgpr_workgroup_id_x', 1],
  ['system_sgpr_workgroup_id_y', 1], ['system_sgpr_workgroup_id_z', 1], ['system_sgpr_workgroup_info', 1],
  ['system_vgpr_workitem_id', 2],
  ['next_free_vgpr', 32], ['next_free_sgpr', 32],
  ['reserve_vcc', 1], ['reserve_xnack_mask', 1],
  ['float_round_mode_32', 2], ['float_round_mode_16_64', 2], ['float_denorm_mode_32', 2], ['float_denorm_mode_16_64', 2],
  ['dx10_clamp', 1], ['ieee_mode', 1],
  ['exception_fp_ieee_invalid_op', 1], ['exception_fp_denorm_src', 1], ['exception_fp_ieee_div_zero', 1],
  ['exception_fp_ieee_overflow', 1], ['exception_fp_ieee_underflow', 1], ['exception_fp_ieee_inexact', 1],
  ['exception_int_div_zero', 1],
].map(([n, b]): [string, { bits: number; since: number }] => [n as string, { bits: b as number, since: 0 }]).concat([
  ['reserve_flat_scratch', { bits: 1, since: 7 }], ['fp16_overflow', { bits: 1, since: 9 }],
  ['accum_offset', { bits: 32, since: 90 }], ['tg_split', { bits: 1, since: 90 }],
  ['wavefront_size32', { bits: 1, since: 10 }], ['workgroup_processor_mode', { bits: 1, since: 10 }],
  ['memory_ordered', { bits: 1, since: 10 }], ['forward_progress', { bits: 1, since: 10 }],
  ['shared_vgpr_count', { bits: 4, since: 10 }],
] as [string, { bits: number; since: number }][]));

/** llvm-mc's message for a directive of a later generation. */
export function requiresMessage(since: number): string {
  return since === 90 ? 'directive requires gfx90a+' : `directive requires gfx${since}+`;
}

/** `amd_kernel_code_t` field names (`name = value` lines), as llc 14 writes them all. */
export const AMD_KERNEL_CODE_FIELDS: ReadonlySet<string> = new Set([
  'amd_code_version_major', 'amd_code_version_minor', 'amd_machine_kind', 'amd_machine_version_major',
  'amd_machine_version_minor', 'amd_machine_version_stepping', 'kernel_code_entry_byte_offset',
  'kernel_code_prefetch_byte_offset', 'kernel_code_prefetch_byte_size', 'max_scratch_backing_memory_byte_size',
  'compute_pgm_resource_registers',
  'granulated_workitem_vgpr_count', 'granulated_wavefront_sgpr_count', 'priority', 'float_mode', 'priv',
  'enable_dx10_clamp', 'debug_mode', 'enable_ieee_mode', 'enable_wgp_mode', 'enable_mem_ordered',
  'enable_fwd_progress', 'enable_sgpr_private_segment_wave_byte_offset', 'user_sgpr_count', 'enable_trap_handler',
  'enable_sgpr_workgroup_id_x', 'enable_sgpr_workgroup_id_y', 'enable_sgpr_workgroup_id_z',
  'enable_sgpr_workgroup_info', 'enable_vgpr_workitem_id', 'enable_exception_msb', 'granulated_lds_size',
  'enable_exception', 'enable_sgpr_private_segment_buffer', 'enable_sgpr_dispatch_ptr', 'enable_sgpr_queue_ptr',
  'enable_sgpr_kernarg_segment_ptr', 'enable_sgpr_dispatch_id', 'enable_sgpr_flat_scratch_init',
  'enable_sgpr_private_segment_size', 'enable_sgpr_grid_workgroup_count_x', 'enable_sgpr_grid_workgroup_count_y',
  'enable_sgpr_grid_workgroup_count_z', 'enable_wavefront_size32', 'enable_ordered_append_gds',
  'private_element_size', 'is_ptr64', 'is_dynamic_callstack', 'is_debug_enabled', 'is_xnack_enabled',
  'workitem_private_segment_byte_size', 'workgroup_group_segment_byte_size', 'gds_segment_byte_size',
  'kernarg_segment_byte_size', 'workgroup_fbarrier_count', 'wavefront_sgpr_count', 'workitem_vgpr_count',
  'reserved_vgpr_first', 'reserved_vgpr_count', 'reserved_sgpr_first', 'reserved_sgpr_count',
  'debug_wavefront_private_segment_offset_sgpr', 'debug_private_segment_buffer_sgpr', 'kernarg_segment_alignment',
  'group_segment_alignment', 'private_segment_alignment', 'wavefront_size', 'call_convention',
  'runtime_loader_kernel_symbol',
]);
