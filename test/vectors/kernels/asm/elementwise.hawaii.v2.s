	.text
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 7,0,1,"AMD","AMDGPU"
	.globl	int_ops                         ; -- Begin function int_ops
	.p2align	8
	.type	int_ops,@function
	.amdgpu_hsa_kernel int_ops
int_ops:                                ; @int_ops
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 7
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 1
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
		kernarg_segment_byte_size = 24
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 12
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
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v5, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_load_dword v6, v[1:2]
	flat_load_dword v12, v[3:4]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v2, s1
	s_mov_b32 s2, 0x4f7ffffe
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v4, vcc, s0, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_i32_e32 v8, vcc, 16, v4
	v_addc_u32_e32 v9, vcc, 0, v5, vcc
	v_add_i32_e32 v10, vcc, 32, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v7, 0xfe, v6
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v6, v12
	v_mul_hi_u32 v3, v6, v12
	v_add_i32_e32 v0, vcc, v6, v12
	v_sub_i32_e32 v1, vcc, v12, v6
	flat_store_dwordx4 v[4:5], v[0:3]
	v_or_b32_e32 v4, 1, v7
	v_or_b32_e32 v13, 1, v6
	v_cvt_f32_ubyte0_e32 v5, v4
	v_cvt_f32_u32_e32 v0, v13
	v_rcp_iflag_f32_e32 v5, v5
	v_lshlrev_b32_e32 v15, v6, v12
	v_ashrrev_i32_e32 v16, v6, v12
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v5, s2, v5
	v_cvt_u32_f32_e32 v5, v5
	v_xor_b32_e32 v7, v15, v16
	v_sub_i32_e32 v15, vcc, 0, v4
	v_mul_f32_e32 v0, s2, v0
	v_cvt_u32_f32_e32 v16, v0
	v_mul_lo_u32 v0, v15, v5
	v_lshrrev_b32_e32 v17, v6, v12
	v_ffbh_u32_e32 v18, v6
	v_min_i32_e32 v1, v12, v6
	v_max_u32_e32 v2, v12, v6
	v_sub_i32_e32 v6, vcc, 0, v13
	v_mul_hi_u32 v0, v5, v0
	v_mul_lo_u32 v6, v6, v16
	v_ashrrev_i32_e32 v14, 31, v12
	v_add_i32_e32 v15, vcc, v12, v14
	v_xor_b32_e32 v15, v15, v14
	v_add_i32_e32 v0, vcc, v5, v0
	v_mul_hi_u32 v6, v16, v6
	v_mul_hi_u32 v5, v15, v0
	v_min_u32_e32 v18, 32, v18
	v_or_b32_e32 v7, v7, v17
	v_add_i32_e32 v6, vcc, v16, v6
	v_mul_lo_u32 v16, v5, v4
	v_mul_hi_u32 v6, v12, v6
	v_bfrev_b32_e32 v3, v12
	v_bcnt_u32_b32_e32 v0, v12, v18
	v_sub_i32_e32 v15, vcc, v15, v16
	v_add_i32_e32 v16, vcc, 1, v5
	v_cmp_ge_u32_e32 vcc, v15, v4
	v_cndmask_b32_e32 v5, v5, v16, vcc
	v_sub_i32_e64 v16, s[0:1], v15, v4
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_add_i32_e32 v16, vcc, 1, v5
	v_cmp_ge_u32_e32 vcc, v15, v4
	v_mul_lo_u32 v4, v6, v13
	v_add_i32_e64 v15, s[0:1], 1, v6
	v_cndmask_b32_e32 v5, v5, v16, vcc
	v_sub_i32_e64 v4, s[0:1], v12, v4
	v_cmp_ge_u32_e64 s[0:1], v4, v13
	v_cndmask_b32_e64 v6, v6, v15, s[0:1]
	v_sub_i32_e64 v15, s[2:3], v4, v13
	v_cndmask_b32_e64 v4, v4, v15, s[0:1]
	v_add_i32_e32 v15, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v4, v13
	v_cndmask_b32_e32 v4, v6, v15, vcc
	v_mul_lo_u32 v13, v4, v13
	v_xor_b32_e32 v5, v5, v14
	v_sub_i32_e32 v6, vcc, v5, v14
	v_sub_i32_e32 v5, vcc, v12, v13
	flat_store_dwordx4 v[8:9], v[4:7]
	flat_store_dwordx4 v[10:11], v[0:3]
	s_endpgm
.Lfunc_end0:
	.size	int_ops, .Lfunc_end0-int_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 528
; NumSgprs: 12
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
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
		amd_machine_version_major = 7
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 1
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
		kernarg_segment_byte_size = 24
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 12
		workitem_vgpr_count = 18
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
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v5, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_load_dword v12, v[3:4]
	flat_load_dword v13, v[1:2]
	v_mul_lo_u32 v0, v0, 10
	v_mov_b32_e32 v2, s1
	s_brev_b32 s2, -2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v7, vcc, s0, v0
	v_addc_u32_e32 v8, vcc, v2, v1, vcc
	v_add_i32_e32 v9, vcc, 16, v7
	v_addc_u32_e32 v10, vcc, 0, v8, vcc
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v11, 1.0, v12
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v14, s[0:1], v13, v13, v12
	v_rcp_f32_e32 v17, v14
	v_add_f32_e32 v0, v12, v13
	v_mul_f32_e32 v6, 1.0, v13
	v_or_b32_e32 v4, 0x80000000, v12
	v_fma_f32 v3, v12, v13, v0
	v_min_f32_e32 v5, v11, v6
	v_max_f32_e32 v6, v11, v6
	flat_store_dwordx4 v[9:10], v[3:6]
	v_div_scale_f32 v15, vcc, v12, v13, v12
	v_fma_f32 v3, -v14, v17, 1.0
	v_fma_f32 v3, v3, v17, v17
	v_mul_f32_e32 v4, v15, v3
	v_fma_f32 v5, -v14, v4, v15
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v5, -v14, v4, v15
	v_div_fmas_f32 v3, v5, v3, v4
	v_sub_f32_e32 v1, v12, v13
	v_mul_f32_e32 v2, v12, v13
	v_div_fixup_f32 v3, v3, v13, v12
	v_bfi_b32 v16, s2, v12, v13
	v_cmp_lt_f32_e64 s[0:1], v12, v13
	flat_store_dwordx4 v[7:8], v[0:3]
	v_cndmask_b32_e64 v11, v2, v16, s[0:1]
	v_add_i32_e32 v0, vcc, 32, v7
	v_floor_f32_e32 v10, v3
	v_addc_u32_e32 v1, vcc, 0, v8, vcc
	flat_store_dwordx2 v[0:1], v[10:11]
	s_endpgm
.Lfunc_end1:
	.size	float_ops, .Lfunc_end1-float_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 372
; NumSgprs: 12
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 18
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
		amd_machine_version_major = 7
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 1
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 5
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
		wavefront_sgpr_count = 12
		workitem_vgpr_count = 22
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
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 3
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v5, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_load_dwordx2 v[8:9], v[3:4]
	flat_load_dwordx2 v[10:11], v[1:2]
	v_mul_lo_u32 v0, v0, 6
	v_mov_b32_e32 v13, s1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	v_add_i32_e32 v12, vcc, s0, v0
	v_addc_u32_e32 v13, vcc, v13, v1, vcc
	v_add_i32_e64 v14, s[0:1], 16, v12
	v_addc_u32_e64 v15, s[0:1], 0, v13, s[0:1]
	s_waitcnt vmcnt(1)
	v_max_f64 v[20:21], v[8:9], v[8:9]
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[4:5], s[2:3], v[10:11], v[10:11], v[8:9]
	v_rcp_f64_e32 v[2:3], v[4:5]
	v_fma_f64 v[6:7], -v[4:5], v[2:3], 1.0
	v_fma_f64 v[0:1], v[2:3], v[6:7], v[2:3]
	v_div_scale_f64 v[6:7], vcc, v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[2:3], -v[4:5], v[0:1], 1.0
	v_fma_f64 v[16:17], v[0:1], v[2:3], v[0:1]
	v_add_f64 v[0:1], v[8:9], v[10:11]
	v_mul_f64 v[18:19], v[6:7], v[16:17]
	v_mul_f64 v[2:3], v[8:9], v[10:11]
	v_fma_f64 v[4:5], -v[4:5], v[18:19], v[6:7]
	v_fma_f64 v[6:7], v[8:9], v[10:11], v[0:1]
	v_div_fmas_f64 v[4:5], v[4:5], v[16:17], v[18:19]
	v_min_f64 v[16:17], v[20:21], v[2:3]
	v_cmp_lt_f64_e64 vcc, v[8:9], |v[10:11]|
	flat_store_dwordx4 v[12:13], v[0:3]
	v_div_fixup_f64 v[4:5], v[4:5], v[10:11], v[8:9]
	v_cndmask_b32_e32 v3, v3, v17, vcc
	v_cndmask_b32_e32 v2, v2, v16, vcc
	v_floor_f64_e32 v[0:1], v[4:5]
	flat_store_dwordx4 v[14:15], v[4:7]
	s_nop 0
	v_add_i32_e32 v4, vcc, 32, v12
	v_addc_u32_e32 v5, vcc, 0, v13, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
.Lfunc_end2:
	.size	f64_ops, .Lfunc_end2-f64_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
		amd_machine_version_major = 7
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 1
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 5
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
		wavefront_sgpr_count = 11
		workitem_vgpr_count = 21
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
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v5, s1
	v_add_i32_e32 v4, vcc, s0, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v6, s3
	v_add_i32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_load_dword v6, v[2:3]
	flat_load_dword v20, v[4:5]
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_lshlrev_b32_e32 v2, 1, v0
	v_mul_lo_u32 v4, v0, 3
	v_lshl_b64 v[0:1], v[0:1], 1
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s7
	v_lshl_b64 v[2:3], v[2:3], 2
	v_add_i32_e32 v7, vcc, s6, v0
	v_addc_u32_e32 v8, vcc, v8, v1, vcc
	v_mov_b32_e32 v5, s1
	v_add_i32_e32 v0, vcc, s0, v2
	v_addc_u32_e32 v1, vcc, v5, v3, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[2:3], v[4:5], 2
	v_mov_b32_e32 v10, s3
	v_add_i32_e32 v9, vcc, s2, v2
	v_lshl_b64 v[4:5], v[4:5], 3
	v_addc_u32_e32 v10, vcc, v10, v3, vcc
	v_mov_b32_e32 v12, s5
	v_add_i32_e32 v11, vcc, s4, v4
	v_addc_u32_e32 v12, vcc, v12, v5, vcc
	v_add_i32_e32 v13, vcc, 16, v11
	v_addc_u32_e32 v14, vcc, 0, v12, vcc
	s_waitcnt vmcnt(1)
	v_mad_i64_i32 v[15:16], s[0:1], v6, v6, 0
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e32 v2, v20
	v_cvt_u32_f32_e64 v3, |v20|
	v_cvt_f64_i32_e32 v[16:17], v16
	v_cvt_f32_i32_e32 v4, v6
	v_cvt_f32_u32_e32 v5, v6
	v_cvt_f64_u32_e32 v[18:19], v15
	flat_store_dwordx2 v[0:1], v[2:3]
	v_cvt_f64_f32_e32 v[0:1], v20
	v_cvt_f64_i32_e32 v[2:3], v6
	v_ldexp_f64 v[15:16], v[16:17], 32
	v_mul_f32_e32 v6, 0x40400000, v20
	v_cvt_f16_f32_e32 v20, v20
	flat_store_dwordx3 v[9:10], v[4:6]
	s_nop 0
	v_add_f64 v[4:5], v[15:16], v[18:19]
	flat_store_dwordx4 v[11:12], v[0:3]
	flat_store_dwordx2 v[13:14], v[4:5]
	flat_store_short v[7:8], v20
	s_endpgm
.Lfunc_end3:
	.size	convert, .Lfunc_end3-convert
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 11
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
		amd_machine_version_major = 7
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 1
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 1
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
		wavefront_sgpr_count = 11
		workitem_vgpr_count = 5
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
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_i32_e32 v2, vcc, s6, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s0, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	flat_store_dword v[0:1], v2
.LBB4_2:                                ; %saxpy_body.exit
	s_endpgm
.Lfunc_end4:
	.size	saxpy, .Lfunc_end4-saxpy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 11
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 5
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
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx701"
	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Kernels:
  - Name:            int_ops
    SymbolName:      'int_ops@kd'
    Args:
      - Name:            out
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            a
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            b
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        12
      NumVGPRs:        19
      MaxFlatWorkGroupSize: 1024
  - Name:            float_ops
    SymbolName:      'float_ops@kd'
    Args:
      - Name:            out
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            a
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            b
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        12
      NumVGPRs:        18
      MaxFlatWorkGroupSize: 1024
  - Name:            f64_ops
    SymbolName:      'f64_ops@kd'
    Args:
      - Name:            out
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            a
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            b
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        12
      NumVGPRs:        22
      MaxFlatWorkGroupSize: 1024
  - Name:            convert
    SymbolName:      'convert@kd'
    Args:
      - Name:            oi
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            of
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            od
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            oh
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            fin
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            iin
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 48
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        11
      NumVGPRs:        21
      MaxFlatWorkGroupSize: 1024
  - Name:            saxpy
    SymbolName:      'saxpy@kd'
    Args:
      - Name:            y
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            x
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
      - Name:            a
        Size:            4
        Align:           4
        ValueKind:       ByValue
      - Name:            n
        Size:            4
        Align:           4
        ValueKind:       ByValue
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        11
      NumVGPRs:        5
      MaxFlatWorkGroupSize: 1024
...

	.end_amd_amdgpu_hsa_metadata
