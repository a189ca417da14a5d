	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.globl	int_ops                         ; -- Begin function int_ops
	.p2align	8
	.type	int_ops,@function
int_ops:                                ; @int_ops
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v5, s5
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_load_dword v6, v[1:2]
	flat_load_dword v12, v[3:4]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v2, s1
	s_mov_b32 s2, 0x4f7ffffe
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v4, vcc, s0, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v8, vcc, 16, v4
	v_addc_u32_e32 v9, vcc, 0, v5, vcc
	v_add_u32_e32 v10, vcc, 32, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v7, 0xfe, v6
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v6, v12
	v_mul_hi_u32 v3, v6, v12
	v_add_u32_e32 v0, vcc, v6, v12
	v_sub_u32_e32 v1, vcc, v12, v6
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
	v_sub_u32_e32 v15, vcc, 0, v4
	v_mul_f32_e32 v0, s2, v0
	v_cvt_u32_f32_e32 v16, v0
	v_mul_lo_u32 v0, v15, v5
	v_lshrrev_b32_e32 v17, v6, v12
	v_ffbh_u32_e32 v18, v6
	v_min_i32_e32 v1, v12, v6
	v_max_u32_e32 v2, v12, v6
	v_sub_u32_e32 v6, vcc, 0, v13
	v_mul_hi_u32 v0, v5, v0
	v_mul_lo_u32 v6, v6, v16
	v_ashrrev_i32_e32 v14, 31, v12
	v_add_u32_e32 v15, vcc, v12, v14
	v_xor_b32_e32 v15, v15, v14
	v_add_u32_e32 v0, vcc, v5, v0
	v_mul_hi_u32 v6, v16, v6
	v_mul_hi_u32 v5, v15, v0
	v_min_u32_e32 v18, 32, v18
	v_or_b32_e32 v7, v7, v17
	v_add_u32_e32 v6, vcc, v16, v6
	v_mul_lo_u32 v16, v5, v4
	v_mul_hi_u32 v6, v12, v6
	v_bfrev_b32_e32 v3, v12
	v_bcnt_u32_b32 v0, v12, v18
	v_sub_u32_e32 v15, vcc, v15, v16
	v_add_u32_e32 v16, vcc, 1, v5
	v_cmp_ge_u32_e32 vcc, v15, v4
	v_cndmask_b32_e32 v5, v5, v16, vcc
	v_sub_u32_e64 v16, s[0:1], v15, v4
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_add_u32_e32 v16, vcc, 1, v5
	v_cmp_ge_u32_e32 vcc, v15, v4
	v_mul_lo_u32 v4, v6, v13
	v_add_u32_e64 v15, s[0:1], 1, v6
	v_cndmask_b32_e32 v5, v5, v16, vcc
	v_sub_u32_e64 v4, s[0:1], v12, v4
	v_cmp_ge_u32_e64 s[0:1], v4, v13
	v_cndmask_b32_e64 v6, v6, v15, s[0:1]
	v_sub_u32_e64 v15, s[2:3], v4, v13
	v_cndmask_b32_e64 v4, v4, v15, s[0:1]
	v_add_u32_e32 v15, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v4, v13
	v_cndmask_b32_e32 v4, v6, v15, vcc
	v_mul_lo_u32 v13, v4, v13
	v_xor_b32_e32 v5, v5, v14
	v_sub_u32_e32 v6, vcc, v5, v14
	v_sub_u32_e32 v5, vcc, v12, v13
	flat_store_dwordx4 v[8:9], v[4:7]
	flat_store_dwordx4 v[10:11], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel int_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	int_ops, .Lfunc_end0-int_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 544
; NumSgprs: 96
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 19
; Occupancy: 8
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
float_ops:                              ; @float_ops
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v5, s5
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_load_dword v12, v[3:4]
	flat_load_dword v13, v[1:2]
	v_mul_lo_u32 v0, v0, 10
	v_mov_b32_e32 v4, s1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e64 v7, s[0:1], s0, v0
	v_addc_u32_e64 v8, s[0:1], v4, v1, s[0:1]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v11, 1.0, v12
	s_waitcnt vmcnt(0)
	v_div_scale_f32 v2, s[2:3], v13, v13, v12
	v_div_scale_f32 v3, vcc, v12, v13, v12
	v_mul_f32_e32 v6, 1.0, v13
	s_brev_b32 s2, -2
	v_bfi_b32 v15, s2, v12, v13
	v_rcp_f32_e32 v5, v2
	v_fma_f32 v0, -v2, v5, 1.0
	v_fma_f32 v0, v0, v5, v5
	v_mul_f32_e32 v1, v3, v0
	v_fma_f32 v4, -v2, v1, v3
	v_fma_f32 v1, v4, v0, v1
	v_fma_f32 v2, -v2, v1, v3
	v_div_fmas_f32 v14, v2, v0, v1
	v_add_u32_e32 v9, vcc, 16, v7
	v_add_f32_e32 v0, v12, v13
	v_addc_u32_e32 v10, vcc, 0, v8, vcc
	v_or_b32_e32 v4, 0x80000000, v12
	v_fma_f32 v3, v12, v13, v0
	v_min_f32_e32 v5, v11, v6
	v_max_f32_e32 v6, v11, v6
	v_sub_f32_e32 v1, v12, v13
	v_mul_f32_e32 v2, v12, v13
	v_cmp_lt_f32_e32 vcc, v12, v13
	flat_store_dwordx4 v[9:10], v[3:6]
	v_cndmask_b32_e32 v11, v2, v15, vcc
	v_div_fixup_f32 v3, v14, v13, v12
	flat_store_dwordx4 v[7:8], v[0:3]
	v_floor_f32_e32 v10, v3
	v_add_u32_e32 v0, vcc, 32, v7
	v_addc_u32_e32 v1, vcc, 0, v8, vcc
	flat_store_dwordx2 v[0:1], v[10:11]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel float_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	float_ops, .Lfunc_end1-float_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 96
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 16
; Occupancy: 8
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
f64_ops:                                ; @f64_ops
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 3, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v5, s5
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_load_dwordx2 v[6:7], v[3:4]
	flat_load_dwordx2 v[8:9], v[1:2]
	v_mul_lo_u32 v0, v0, 6
	v_mov_b32_e32 v14, s1
	s_waitcnt vmcnt(0)
	v_div_scale_f64 v[1:2], s[2:3], v[8:9], v[8:9], v[6:7]
	v_rcp_f64_e32 v[3:4], v[1:2]
	v_fma_f64 v[10:11], -v[1:2], v[3:4], 1.0
	v_fma_f64 v[3:4], v[3:4], v[10:11], v[3:4]
	v_div_scale_f64 v[10:11], vcc, v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[12:13], -v[1:2], v[3:4], 1.0
	v_fma_f64 v[3:4], v[3:4], v[12:13], v[3:4]
	v_mul_f64 v[12:13], v[10:11], v[3:4]
	v_fma_f64 v[1:2], -v[1:2], v[12:13], v[10:11]
	v_max_f64 v[10:11], v[6:7], v[6:7]
	v_div_fmas_f64 v[4:5], v[1:2], v[3:4], v[12:13]
	v_mul_f64 v[2:3], v[6:7], v[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[12:13], 3, v[0:1]
	v_add_f64 v[0:1], v[6:7], v[8:9]
	v_cmp_lt_f64_e64 vcc, v[6:7], |v[8:9]|
	v_add_u32_e64 v12, s[0:1], s0, v12
	v_addc_u32_e64 v13, s[0:1], v14, v13, s[0:1]
	v_min_f64 v[10:11], v[10:11], v[2:3]
	flat_store_dwordx4 v[12:13], v[0:3]
	v_div_fixup_f64 v[4:5], v[4:5], v[8:9], v[6:7]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[0:1]
	v_cndmask_b32_e32 v3, v3, v11, vcc
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_add_u32_e32 v8, vcc, 16, v12
	v_addc_u32_e32 v9, vcc, 0, v13, vcc
	v_floor_f64_e32 v[0:1], v[4:5]
	flat_store_dwordx4 v[8:9], v[4:7]
	s_nop 0
	v_add_u32_e32 v4, vcc, 32, v12
	v_addc_u32_e32 v5, vcc, 0, v13, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel f64_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	f64_ops, .Lfunc_end2-f64_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 404
; NumSgprs: 96
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 15
; Occupancy: 8
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
convert:                                ; @convert
; %bb.0:
	s_load_dword s4, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s3
	v_add_u32_e32 v4, vcc, s2, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v6, v[4:5]
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v19, v[2:3]
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_lshlrev_b32_e32 v2, 1, v0
	v_mul_lo_u32 v4, v0, 3
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s7
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v7, vcc, s6, v0
	v_addc_u32_e32 v8, vcc, v8, v1, vcc
	v_mov_b32_e32 v5, s1
	v_add_u32_e32 v0, vcc, s0, v2
	v_addc_u32_e32 v1, vcc, v5, v3, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[2:3], 2, v[4:5]
	v_mov_b32_e32 v12, s3
	v_add_u32_e32 v11, vcc, s2, v2
	v_addc_u32_e32 v12, vcc, v12, v3, vcc
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mov_b32_e32 v14, s5
	v_add_u32_e32 v13, vcc, s4, v4
	v_addc_u32_e32 v14, vcc, v14, v5, vcc
	s_waitcnt vmcnt(1)
	v_mad_i64_i32 v[9:10], s[0:1], v6, v6, 0
	v_cvt_f64_i32_e32 v[2:3], v10
	v_cvt_f64_u32_e32 v[4:5], v9
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e32 v15, v19
	v_cvt_u32_f32_e64 v16, |v19|
	v_ldexp_f64 v[2:3], v[2:3], 32
	v_add_u32_e32 v9, vcc, 16, v13
	flat_store_dwordx2 v[0:1], v[15:16]
	v_cvt_f64_f32_e32 v[0:1], v19
	v_cvt_f16_f32_e32 v15, v19
	v_addc_u32_e32 v10, vcc, 0, v14, vcc
	v_add_f64 v[17:18], v[2:3], v[4:5]
	v_cvt_f32_i32_e32 v4, v6
	v_cvt_f32_u32_e32 v5, v6
	v_cvt_f64_i32_e32 v[2:3], v6
	v_mul_f32_e32 v6, 0x40400000, v19
	flat_store_dwordx3 v[11:12], v[4:6]
	flat_store_dwordx4 v[13:14], v[0:3]
	flat_store_dwordx2 v[9:10], v[17:18]
	flat_store_short v[7:8], v15
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel convert
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	convert, .Lfunc_end3-convert
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 348
; NumSgprs: 96
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 20
; Occupancy: 8
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
saxpy:                                  ; @saxpy
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, vcc, s8, v0
	v_cmp_gt_u32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:                                ; %work.i
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v2, vcc, s6, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s5
	v_add_u32_e32 v0, vcc, s4, v0
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
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel saxpy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	saxpy, .Lfunc_end4-saxpy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 140
; NumSgprs: 96
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 5
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           int_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         int_ops.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           float_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         float_ops.kd
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           f64_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         f64_ops.kd
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           oi
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           of
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           od
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           oh
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           fin
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           iin
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 1024
    .name:           convert
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         convert.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           !str y
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           x
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           a
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           !str n
        .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           saxpy
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         saxpy.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
