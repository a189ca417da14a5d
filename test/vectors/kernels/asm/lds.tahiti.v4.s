	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.globl	reduce_sum                      ; -- Begin function reduce_sum
	.p2align	8
	.type	reduce_sum,@function
reduce_sum:                             ; @reduce_sum
; %bb.0:                                ; %entry
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_lshl_b32 s0, s6, 7
	v_or_b32_e32 v1, s0, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[0:1], s[10:11]
	buffer_load_dword v2, v[1:2], s[0:3], 0 addr64
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 m0, -1
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %add.i.1
	ds_read2st64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v2
	ds_write_b32 v1, v2
.LBB0_2:                                ; %reduce_sum_body.exit.1
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %add.i.2
	ds_read2_b32 v[2:3], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v2
	ds_write_b32 v1, v2
.LBB0_4:                                ; %reduce_sum_body.exit.2
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:                                ; %add.i.3
	ds_read2_b32 v[2:3], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v2
	ds_write_b32 v1, v2
.LBB0_6:                                ; %reduce_sum_body.exit.3
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:                                ; %add.i.4
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v2
	ds_write_b32 v1, v2
.LBB0_8:                                ; %reduce_sum_body.exit.4
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:                                ; %add.i.5
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v2
	ds_write_b32 v1, v2
.LBB0_10:                               ; %reduce_sum_body.exit.5
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:                               ; %add.i.6
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v2
	ds_write_b32 v1, v2
.LBB0_12:                               ; %reduce_sum_body.exit.6
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:                               ; %add.i.7
	ds_read2_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e64 v0, s[0:1], v3, v2
	ds_write_b32 v1, v0
.LBB0_14:                               ; %reduce_sum_body.exit.7
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
; %bb.15:                               ; %store.i.8
	v_mov_b32_e32 v0, 0
	ds_read_b32 v2, v0
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[0:1], s[6:7], 2
	v_mov_b32_e32 v0, s0
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	v_mov_b32_e32 v1, s1
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[0:1], s[8:11], 0 addr64
.LBB0_16:                               ; %end
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce_sum
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
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
	.size	reduce_sum, .Lfunc_end0-reduce_sum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 488
; NumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.globl	reduce_fmax                     ; -- Begin function reduce_fmax
	.p2align	8
	.type	reduce_fmax,@function
reduce_fmax:                            ; @reduce_fmax
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s5, s8, s4
	v_add_i32_e32 v1, vcc, s5, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 2
	s_mov_b64 s[12:13], s[2:3]
	buffer_load_dword v1, v[1:2], s[12:15], 0 addr64
	v_lshlrev_b32_e32 v2, 2, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_10
; %bb.1:                                ; %loop.pre.i
	v_mov_b32_e32 v0, 0
	ds_read_b32 v0, v0
	s_max_u32 s3, s4, 2
	s_add_i32 s2, s3, -1
	s_add_i32 s3, s3, -2
	s_cmp_lt_u32 s3, 7
	s_cbranch_scc1 .LBB1_5
; %bb.2:                                ; %loop.pre.i.new
	s_and_b32 s3, s2, -8
	s_mov_b32 s4, 0
	s_mov_b32 s5, 4
.LBB1_3:                                ; %loop.i
                                        ; =>This Inner Loop Header: Depth=1
	s_add_i32 s6, s5, 4
	s_add_i32 s7, s5, 8
	s_add_i32 s9, s5, 12
	s_add_i32 s10, s5, 16
	s_add_i32 s11, s5, 20
	s_add_i32 s12, s5, 24
	s_add_i32 s13, s5, 28
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s13
	v_mov_b32_e32 v8, s12
	ds_read_b32 v2, v2
	ds_read_b32 v1, v1
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(6)
	v_max3_f32 v0, v0, v1, v2
	s_waitcnt lgkmcnt(4)
	v_max3_f32 v0, v0, v4, v3
	s_add_i32 s4, s4, 8
	s_add_i32 s5, s5, 32
	s_waitcnt lgkmcnt(2)
	v_max3_f32 v0, v0, v6, v5
	s_cmp_lg_u32 s3, s4
	s_waitcnt lgkmcnt(0)
	v_max3_f32 v0, v0, v8, v7
	s_cbranch_scc1 .LBB1_3
; %bb.4:                                ; %store.i.unr-lcssa.loopexit
	s_add_i32 s3, s4, 1
	s_branch .LBB1_6
.LBB1_5:
	s_mov_b32 s3, 1
.LBB1_6:                                ; %store.i.unr-lcssa
	s_and_b32 s2, s2, 7
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB1_9
; %bb.7:                                ; %loop.i.epil.preheader
	s_lshl_b32 s3, s3, 2
.LBB1_8:                                ; %loop.i.epil
                                        ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s3
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v0, 1.0, v0
	s_add_i32 s3, s3, 4
	s_add_i32 s2, s2, -1
	s_cmp_lg_u32 s2, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 1.0, v1
	v_max_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB1_8
.LBB1_9:                                ; %store.i
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[4:5], s[8:9], 2
	v_mov_b32_e32 v1, s4
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	v_mov_b32_e32 v2, s5
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, v[1:2], s[0:3], 0 addr64
.LBB1_10:                               ; %reduce_fmax_body.exit
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce_fmax
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 16
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
	.size	reduce_fmax, .Lfunc_end1-reduce_fmax
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 472
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
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
	.globl	lds_atomics                     ; -- Begin function lds_atomics
	.p2align	8
	.type	lds_atomics,@function
lds_atomics:                            ; @lds_atomics
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s4, 0xffff
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %init.do.i
	v_mov_b32_e32 v2, 0
	v_bfrev_b32_e32 v1, 1
	v_bfrev_b32_e32 v4, -2
	v_mov_b32_e32 v3, v2
	ds_write2_b64 v2, v[3:4], v[1:2] offset1:1
	ds_write_b32 v2, v2 offset:16
.LBB2_2:                                ; %lds_atomics_body.exit
	s_or_b64 exec, exec, s[4:5]
	s_mul_i32 s4, s8, s7
	v_add_i32_e32 v1, vcc, s4, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 2
	s_mov_b32 s7, 0x100f000
	s_mov_b64 s[4:5], s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	buffer_load_dword v2, v[1:2], s[4:7], 0 addr64
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[2:3], 0
	s_waitcnt vmcnt(0)
	ds_add_u32 v1, v2
	s_mov_b32 m0, -1
	ds_min_i32 v1, v2 offset:4
	ds_max_i32 v1, v2 offset:8
	ds_or_b32 v1, v2 offset:12
	ds_read_b32 v3, v1 offset:16
	v_cvt_f32_i32_e32 v2, v2
.LBB2_3:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v3, v2
	ds_cmpst_rtn_b32 v4, v1, v3, v4 offset:16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v3
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v3, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB2_3
; %bb.4:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_u32_e32 vcc, 5, v0
	s_barrier 
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:                                ; %write.do.i
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read_b32 v2, v1
	s_mul_i32 s8, s8, 5
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
.LBB2_6:                                ; %lds_atomics_body.exit5
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lds_atomics
		.amdhsa_group_segment_fixed_size 20
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_sgpr 9
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
	.size	lds_atomics, .Lfunc_end2-lds_atomics
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 304
; NumSgprs: 11
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 20 bytes/workgroup (compile time only)
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
	.text
	.globl	transpose                       ; -- Begin function transpose
	.p2align	8
	.type	transpose,@function
transpose:                              ; @transpose
; %bb.0:
	s_load_dwordx2 s[10:11], s[4:5], 0x3
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_lshl_b32 s9, s9, 4
	v_or_b32_e32 v2, s9, v1
	s_lshl_b32 s8, s8, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s10, v2
	v_or_b32_e32 v3, s8, v0
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	v_add_i32_e32 v2, vcc, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b64 s[4:5], s[2:3]
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64
	v_mad_u32_u24 v3, v1, 17, v0
	v_mad_u32_u24 v4, v0, 17, v1
	v_or_b32_e32 v1, s8, v1
	v_mul_lo_u32 v1, s11, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b32 m0, -1
	v_or_b32_e32 v0, s9, v0
	v_add_i32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b64 s[2:3], s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_barrier 
	ds_read_b32 v2, v4
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 12
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
	.size	transpose, .Lfunc_end3-transpose
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 192
; NumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 128
    .name:           reduce_sum
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         reduce_sum.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           reduce_fmax
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         reduce_fmax.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 20
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           lds_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         lds_atomics.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 256
    .name:           transpose
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         transpose.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
