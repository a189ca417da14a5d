	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11468932
	.long	47180
	.long	144
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	int_ops                         ; -- Begin function int_ops
	.p2align	8
	.type	int_ops,@function
	.amdgpu_hsa_kernel int_ops
int_ops:                                ; @int_ops
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 6
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 4
		granulated_wavefront_sgpr_count = 2
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 8
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 0
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 24
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 18
		workitem_vgpr_count = 19
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_mov_b32 s3, 0xf000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[14:15]
	buffer_load_dword v5, v[1:2], s[4:7], 0 addr64
	buffer_load_dword v8, v[1:2], s[0:3], 0 addr64
	v_mul_lo_u32 v0, v0, 12
	s_mov_b64 s[14:15], s[2:3]
	s_mov_b32 s0, 0x4f7ffffe
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[11:12], v[0:1], 2
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v7, 0xfe, v5
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v5, v8
	v_mul_hi_u32 v3, v5, v8
	v_add_i32_e32 v0, vcc, v5, v8
	v_sub_i32_e32 v1, vcc, v8, v5
	v_or_b32_e32 v9, 1, v5
	v_or_b32_e32 v7, 1, v7
	v_cvt_f32_u32_e32 v17, v9
	buffer_store_dwordx4 v[0:3], v[11:12], s[12:15], 0 addr64
	s_waitcnt expcnt(0)
	v_cvt_f32_ubyte0_e32 v1, v7
	v_rcp_iflag_f32_e32 v1, v1
	v_rcp_iflag_f32_e32 v3, v17
	v_lshlrev_b32_e32 v10, v5, v8
	v_ashrrev_i32_e32 v14, v5, v8
	v_mul_f32_e32 v1, s0, v1
	v_cvt_u32_f32_e32 v1, v1
	v_ffbh_u32_e32 v16, v5
	v_mul_f32_e32 v3, s0, v3
	v_xor_b32_e32 v2, v10, v14
	v_min_u32_e32 v14, 32, v16
	v_cvt_u32_f32_e32 v16, v3
	v_sub_i32_e32 v3, vcc, 0, v7
	v_mul_lo_u32 v3, v3, v1
	v_sub_i32_e32 v18, vcc, 0, v9
	v_lshrrev_b32_e32 v15, v5, v8
	v_mul_lo_u32 v17, v18, v16
	v_or_b32_e32 v10, v2, v15
	v_mul_hi_u32 v2, v1, v3
	v_ashrrev_i32_e32 v13, 31, v8
	v_add_i32_e32 v0, vcc, v8, v13
	v_bcnt_u32_b32_e32 v3, v8, v14
	v_mul_hi_u32 v14, v16, v17
	v_xor_b32_e32 v0, v0, v13
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v2, vcc, v16, v14
	v_mul_hi_u32 v2, v8, v2
	v_mul_lo_u32 v14, v1, v7
	v_add_i32_e32 v15, vcc, 1, v1
	v_mul_lo_u32 v16, v2, v9
	v_sub_i32_e32 v0, vcc, v0, v14
	v_add_i32_e32 v14, vcc, 1, v2
	v_cmp_ge_u32_e32 vcc, v0, v7
	v_cndmask_b32_e32 v1, v1, v15, vcc
	v_sub_i32_e64 v15, s[0:1], v0, v7
	v_sub_i32_e64 v16, s[0:1], v8, v16
	v_cndmask_b32_e32 v0, v0, v15, vcc
	v_add_i32_e32 v15, vcc, 1, v1
	v_cmp_ge_u32_e32 vcc, v16, v9
	v_cndmask_b32_e32 v2, v2, v14, vcc
	v_sub_i32_e64 v14, s[0:1], v16, v9
	v_cmp_ge_u32_e64 s[0:1], v0, v7
	v_cndmask_b32_e64 v0, v1, v15, s[0:1]
	v_cndmask_b32_e32 v1, v16, v14, vcc
	v_add_i32_e32 v7, vcc, 1, v2
	v_cmp_ge_u32_e32 vcc, v1, v9
	v_cndmask_b32_e32 v7, v2, v7, vcc
	v_mul_lo_u32 v1, v7, v9
	v_xor_b32_e32 v0, v0, v13
	v_min_i32_e32 v4, v8, v5
	v_max_u32_e32 v5, v8, v5
	v_bfrev_b32_e32 v6, v8
	v_sub_i32_e32 v9, vcc, v0, v13
	v_sub_i32_e32 v8, vcc, v8, v1
	buffer_store_dwordx4 v[7:10], v[11:12], s[12:15], 0 addr64 offset:16
	buffer_store_dwordx4 v[3:6], v[11:12], s[12:15], 0 addr64 offset:32
	s_endpgm
.Lfunc_end0:
	.size	int_ops, .Lfunc_end0-int_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 488
; NumSgprs: 18
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.config
	.long	47176
	.long	11468932
	.long	47180
	.long	144
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	float_ops                       ; -- Begin function float_ops
	.p2align	8
	.type	float_ops,@function
	.amdgpu_hsa_kernel float_ops
float_ops:                              ; @float_ops
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 6
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 4
		granulated_wavefront_sgpr_count = 2
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 8
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 0
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 24
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 18
		workitem_vgpr_count = 17
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	s_mov_b32 s7, 0xf000
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b64 s[2:3], s[6:7]
	buffer_load_dword v3, v[1:2], s[4:7], 0 addr64
	buffer_load_dword v10, v[1:2], s[0:3], 0 addr64
	s_brev_b32 s2, -2
	v_mul_lo_u32 v0, v0, 10
	s_mov_b64 s[14:15], s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[8:9], v[0:1], 2
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v11, 1.0, v3
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v12, s[0:1], v10, v10, v3
	v_rcp_f32_e32 v15, v12
	v_mul_f32_e32 v2, v3, v10
	v_mul_f32_e32 v7, 1.0, v10
	v_bfi_b32 v14, s2, v3, v10
	v_cmp_lt_f32_e64 s[0:1], v3, v10
	v_min_f32_e32 v6, v11, v7
	v_max_f32_e32 v7, v11, v7
	v_cndmask_b32_e64 v11, v2, v14, s[0:1]
	v_fma_f32 v14, -v12, v15, 1.0
	v_div_scale_f32 v13, vcc, v3, v10, v3
	v_fma_f32 v14, v14, v15, v15
	v_mul_f32_e32 v15, v13, v14
	v_fma_f32 v16, -v12, v15, v13
	v_fma_f32 v15, v16, v14, v15
	v_fma_f32 v12, -v12, v15, v13
	v_add_f32_e32 v0, v3, v10
	v_div_fmas_f32 v12, v12, v14, v15
	v_sub_f32_e32 v1, v3, v10
	v_or_b32_e32 v5, 0x80000000, v3
	v_fma_f32 v4, v3, v10, v0
	v_div_fixup_f32 v3, v12, v10, v3
	v_floor_f32_e32 v10, v3
	buffer_store_dwordx4 v[0:3], v[8:9], s[12:15], 0 addr64
	buffer_store_dwordx4 v[4:7], v[8:9], s[12:15], 0 addr64 offset:16
	buffer_store_dwordx2 v[10:11], v[8:9], s[12:15], 0 addr64 offset:32
	s_endpgm
.Lfunc_end1:
	.size	float_ops, .Lfunc_end1-float_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 344
; NumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.config
	.long	47176
	.long	11468932
	.long	47180
	.long	144
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	f64_ops                         ; -- Begin function f64_ops
	.p2align	8
	.type	f64_ops,@function
	.amdgpu_hsa_kernel f64_ops
f64_ops:                                ; @f64_ops
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 6
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 4
		granulated_wavefront_sgpr_count = 2
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 8
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 0
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 24
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 18
		workitem_vgpr_count = 20
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_mov_b32 s3, 0xf000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 3
	s_mov_b64 s[0:1], s[14:15]
	s_mov_b64 s[6:7], s[2:3]
	buffer_load_dwordx2 v[8:9], v[1:2], s[0:3], 0 addr64
	buffer_load_dwordx2 v[10:11], v[1:2], s[4:7], 0 addr64
	v_mul_lo_u32 v0, v0, 6
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, 0x3fefffff
	s_mov_b64 s[14:15], s[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[14:15], v[0:1], 3
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[4:5], s[0:1], v[10:11], v[10:11], v[8:9]
	v_add_f64 v[0:1], v[8:9], v[10:11]
	v_mul_f64 v[2:3], v[8:9], v[10:11]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_cmp_eq_u32_e32 vcc, v11, v5
	v_fma_f64 v[16:17], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[16:17], v[6:7]
	v_div_scale_f64 v[16:17], s[0:1], v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[18:19], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[18:19], v[6:7]
	v_cmp_eq_u32_e64 s[0:1], v9, v17
	v_mul_f64 v[18:19], v[16:17], v[6:7]
	s_xor_b64 vcc, s[0:1], vcc
	v_fma_f64 v[4:5], -v[4:5], v[18:19], v[16:17]
	v_max_f64 v[16:17], v[8:9], v[8:9]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[18:19]
	v_fma_f64 v[6:7], v[8:9], v[10:11], v[0:1]
	v_min_f64 v[16:17], v[16:17], v[2:3]
	v_cmp_lt_f64_e64 vcc, v[8:9], |v[10:11]|
	v_div_fixup_f64 v[4:5], v[4:5], v[10:11], v[8:9]
	v_cndmask_b32_e32 v11, v3, v17, vcc
	v_fract_f64_e32 v[8:9], v[4:5]
	v_cndmask_b32_e32 v10, v2, v16, vcc
	v_min_f64 v[8:9], v[8:9], v[12:13]
	v_cmp_class_f64_e64 vcc, v[4:5], 3
	v_cndmask_b32_e32 v8, v8, v4, vcc
	v_cndmask_b32_e32 v9, v9, v5, vcc
	v_add_f64 v[8:9], v[4:5], -v[8:9]
	buffer_store_dwordx4 v[0:3], v[14:15], s[12:15], 0 addr64
	buffer_store_dwordx4 v[4:7], v[14:15], s[12:15], 0 addr64 offset:16
	buffer_store_dwordx4 v[8:11], v[14:15], s[12:15], 0 addr64 offset:32
	s_endpgm
.Lfunc_end2:
	.size	f64_ops, .Lfunc_end2-f64_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 416
; NumSgprs: 18
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.config
	.long	47176
	.long	11468868
	.long	47180
	.long	144
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	convert                         ; -- Begin function convert
	.p2align	8
	.type	convert,@function
	.amdgpu_hsa_kernel convert
convert:                                ; @convert
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 6
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 4
		granulated_wavefront_sgpr_count = 1
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 8
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 0
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 48
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 14
		workitem_vgpr_count = 20
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_mov_b32 s11, 0xf000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b64 s[8:9], s[0:1]
	s_mov_b64 s[0:1], s[2:3]
	s_mov_b64 s[2:3], s[10:11]
	buffer_load_dword v16, v[2:3], s[8:11], 0 addr64
	buffer_load_dword v17, v[2:3], s[0:3], 0 addr64
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_lshlrev_b32_e32 v2, 1, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[8:9], v[2:3], 2
	v_mul_lo_u32 v4, v0, 3
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[0:1]
	v_lshl_b64 v[6:7], v[0:1], 1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[10:11], v[4:5], 2
	v_lshl_b64 v[4:5], v[4:5], 3
	s_waitcnt vmcnt(1)
	v_cvt_i32_f32_e32 v12, v16
	v_cvt_u32_f32_e64 v13, |v16|
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v14, v17
	v_cvt_f32_u32_e32 v15, v17
	v_cvt_f64_i32_e32 v[2:3], v17
	v_mul_lo_u32 v19, v17, v17
	v_mul_hi_i32 v17, v17, v17
	buffer_store_dwordx2 v[12:13], v[8:9], s[8:11], 0 addr64
	v_cvt_f64_f32_e32 v[0:1], v16
	s_waitcnt expcnt(0)
	v_cvt_f64_u32_e32 v[12:13], v19
	v_cvt_f64_i32_e32 v[8:9], v17
	v_mul_f32_e32 v18, 0x40400000, v16
	v_cvt_f16_f32_e32 v16, v16
	s_mov_b64 s[8:9], s[2:3]
	v_ldexp_f64 v[8:9], v[8:9], 32
	buffer_store_dword v18, v[10:11], s[8:11], 0 addr64 offset:8
	buffer_store_dwordx2 v[14:15], v[10:11], s[8:11], 0 addr64
	s_mov_b64 s[8:9], s[4:5]
	v_add_f64 v[8:9], v[8:9], v[12:13]
	buffer_store_dwordx4 v[0:3], v[4:5], s[8:11], 0 addr64
	buffer_store_dwordx2 v[8:9], v[4:5], s[8:11], 0 addr64 offset:16
	s_mov_b64 s[8:9], s[6:7]
	buffer_store_short v16, v[6:7], s[8:11], 0 addr64
	s_endpgm
.Lfunc_end3:
	.size	convert, .Lfunc_end3-convert
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 312
; NumSgprs: 14
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.config
	.long	47176
	.long	11468864
	.long	47180
	.long	144
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	saxpy                           ; -- Begin function saxpy
	.p2align	8
	.type	saxpy,@function
	.amdgpu_hsa_kernel saxpy
saxpy:                                  ; @saxpy
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 6
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 0
		granulated_wavefront_sgpr_count = 1
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 0
		user_sgpr_count = 8
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 0
		enable_sgpr_workgroup_id_z = 0
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 0
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 0
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 0
		enable_sgpr_flat_scratch_init = 0
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 0
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 0
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 24
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 14
		workitem_vgpr_count = 4
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_i32_e32 v0, vcc, s8, v0
	v_cmp_gt_u32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:                                ; %work.i
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s11, 0xf000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[6:7]
	s_mov_b64 s[6:7], s[10:11]
	buffer_load_dword v2, v[0:1], s[8:11], 0 addr64
	buffer_load_dword v3, v[0:1], s[4:7], 0 addr64
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s0, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	buffer_store_dword v2, v[0:1], s[4:7], 0 addr64
.LBB4_2:                                ; %saxpy_body.exit
	s_endpgm
.Lfunc_end4:
	.size	saxpy, .Lfunc_end4-saxpy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 124
; NumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx600"
