	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.globl	private_sort                    ; -- Begin function private_sort
	.p2align	8
	.type	private_sort,@function
private_sort:                           ; @private_sort
; %bb.0:
	s_add_i32 s8, s8, s11
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_load_dword s8, s[4:5], 0x1
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_mov_b32 flat_scratch_lo, s9
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	s_mul_i32 s10, s10, s8
	v_add_i32_e32 v0, vcc, s10, v0
	v_lshlrev_b32_e32 v0, 5, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v4, s7
	v_add_i32_e32 v2, vcc, s6, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b32 s6, 0
	v_mov_b32_e32 v4, 4
.LBB0_1:                                ; %fill.i
                                        ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	v_add_i32_e32 v6, vcc, s6, v4
	s_add_i32 s6, s6, 4
	v_add_i32_e32 v2, vcc, 4, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_cmpk_lg_i32 s6, 0x80
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, v6, s[0:3], 0 offen
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %outer.i.preheader
	v_mov_b32_e32 v2, 4
	s_mov_b32 s12, 1
	v_mov_b32_e32 v3, 4
	s_branch .LBB0_4
.LBB0_3:                                ; %placed.i
                                        ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v5, 2, v6
	s_add_i32 s12, s12, 1
	v_add_i32_e32 v5, vcc, v2, v5
	s_cmp_lg_u32 s12, 32
	v_add_i32_e32 v3, vcc, 4, v3
	buffer_store_dword v4, v5, s[0:3], 0 offen
	s_cbranch_scc0 .LBB0_8
.LBB0_4:                                ; %outer.i
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	s_lshl_b32 s6, s12, 2
	v_add_i32_e32 v4, vcc, s6, v2
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v5, v3
	s_mov_b32 s13, s12
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB0_6
.LBB0_5:                                ; %Flow
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], exec, s[8:9]
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_3
.LBB0_6:                                ; %cmp.i
                                        ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	buffer_load_dword v7, v5, s[0:3], 0 offen
	v_mov_b32_e32 v6, s13
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, v7, v4
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_5
; %bb.7:                                ; %shift.i
                                        ;   in Loop: Header=BB0_6 Depth=2
	s_add_i32 s13, s13, -1
	s_cmp_eq_u32 s13, 0
	s_cselect_b64 s[14:15], -1, 0
	v_add_i32_e32 v6, vcc, 4, v5
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[14:15], s[14:15], exec
	buffer_store_dword v7, v6, s[0:3], 0 offen
	v_add_i32_e32 v5, vcc, -4, v5
	v_mov_b32_e32 v6, 0
	s_or_b64 s[8:9], s[8:9], s[14:15]
	s_branch .LBB0_5
.LBB0_8:                                ; %drain.i.preheader
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 4
.LBB0_9:                                ; %drain.i
                                        ; =>This Inner Loop Header: Depth=1
	v_add_i32_e32 v3, vcc, s4, v2
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_add_i32 s4, s4, 4
	s_cmpk_lg_i32 s4, 0x80
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v3
	v_add_i32_e32 v0, vcc, 4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_9
; %bb.10:                               ; %private_sort_body.exit
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_sort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 132
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
.Lfunc_end0:
	.size	private_sort, .Lfunc_end0-private_sort
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 20
; NumVgprs: 8
; ScratchSize: 132
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.globl	private_lookup                  ; -- Begin function private_lookup
	.p2align	8
	.type	private_lookup,@function
private_lookup:                         ; @private_lookup
; %bb.0:
	s_add_i32 s8, s8, s11
	s_lshr_b32 flat_scratch_hi, s8, 8
	s_load_dword s8, s[4:5], 0x1
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v2, 4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s8, 0xffff
	s_mul_i32 s10, s10, s8
	v_add_i32_e32 v0, vcc, s10, v0
	v_mul_lo_u32 v1, v0, -3
	s_mov_b32 s8, 0
	s_mov_b32 flat_scratch_lo, s9
.LBB1_1:                                ; %fill.i
                                        ; =>This Inner Loop Header: Depth=1
	s_mul_i32 s9, s8, s8
	v_add_i32_e32 v3, vcc, s9, v1
	v_cvt_f32_i32_e32 v3, v3
	s_add_i32 s8, s8, 1
	s_cmp_lg_u32 s8, 64
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 4, v2
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %private_lookup_body.exit
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s7
	v_add_i32_e32 v2, vcc, s6, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, 4
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 63, v2
	v_lshrrev_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v4, 2, v4
	v_and_b32_e32 v2, 0xfc, v2
	v_add_i32_e32 v4, vcc, v3, v4
	v_add_i32_e32 v2, vcc, v3, v2
	buffer_load_dword v3, v4, s[0:3], 0 offen
	buffer_load_dword v2, v2, s[0:3], 0 offen
	v_mov_b32_e32 v4, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v3, v2
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel private_lookup
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
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
.Lfunc_end1:
	.size	private_lookup, .Lfunc_end1-private_lookup
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 16
; NumVgprs: 5
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.globl	spill                           ; -- Begin function spill
	.p2align	8
	.type	spill,@function
spill:                                  ; @spill
; %bb.0:
	s_mov_b64 s[14:15], s[2:3]
	s_mov_b64 s[12:13], s[0:1]
	s_load_dword s5, s[4:5], 0x1
	s_load_dword s4, s[6:7], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_add_u32 s12, s12, s9
	s_addc_u32 s13, s13, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_mul_i32 s8, s8, s5
	s_cmp_lt_i32 s4, 1
	v_add_i32_e32 v4, vcc, s8, v0
	buffer_store_dword v4, off, s[12:15], 0 offset:116 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB2_3
; %bb.1:                                ; %loop.i.preheader
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	v_mul_lo_u32 v4, v4, 12
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB2_2:                                ; %loop.i
                                        ; =>This Inner Loop Header: Depth=1
	buffer_store_dword v0, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[0:1], v[4:5], 2
	v_mov_b32_e32 v2, s3
	v_add_i32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v5, v0
	buffer_store_dword v5, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[12:15], 0 offset:88 ; 4-byte Folded Spill
	s_add_i32 s4, s4, -1
	s_cmp_lg_u32 s4, 0
	v_add_i32_e32 v0, vcc, 32, v5
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[12:15], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:16 ; 4-byte Folded Spill
	flat_load_dwordx4 v[0:3], v[5:6]
	buffer_store_dword v4, off, s[12:15], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[12:15], 0 offset:72 ; 4-byte Folded Spill
	buffer_load_dword v4, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v0
	buffer_store_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v1, v1
	buffer_store_dword v2, off, s[12:15], 0 offset:76 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, 0x40400000, v2
	buffer_store_dword v2, off, s[12:15], 0 offset:80 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, 4.0, v3
	buffer_store_dword v2, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 16, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x40a00000, v0
	buffer_store_dword v0, off, s[12:15], 0 offset:84 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, 0x40c00000, v1
	buffer_store_dword v0, off, s[12:15], 0 offset:92 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, 0x40e00000, v2
	buffer_store_dword v0, off, s[12:15], 0 offset:96 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, 0x41000000, v3
	buffer_store_dword v0, off, s[12:15], 0 offset:100 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x41100000, v0
	buffer_store_dword v0, off, s[12:15], 0 offset:104 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x41200000, v1
	buffer_store_dword v0, off, s[12:15], 0 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x41300000, v2
	buffer_store_dword v0, off, s[12:15], 0 offset:112 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x41400000, v3
	buffer_store_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v0
	buffer_load_dword v0, off, s[12:15], 0 offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v0
	buffer_load_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v7, v0
	buffer_store_dword v4, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[12:15], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[12:15], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[12:15], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[12:15], 0 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v0
	buffer_load_dword v0, off, s[12:15], 0 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v0
	buffer_load_dword v0, off, s[12:15], 0 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v0
	buffer_load_dword v0, off, s[12:15], 0 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v0
	buffer_store_dword v2, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	buffer_load_dword v4, off, s[12:15], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[12:15], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[12:15], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[12:15], 0 offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_add_i32_e32 v4, vcc, 12, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	buffer_load_dword v5, off, s[12:15], 0 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v5
	buffer_load_dword v5, off, s[12:15], 0 offset:112 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v5
	buffer_load_dword v5, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v5
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	buffer_store_dword v4, off, s[12:15], 0 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[12:15], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[12:15], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	buffer_store_dword v4, off, s[12:15], 0 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[12:15], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[12:15], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[12:15], 0 offset:32 ; 4-byte Folded Spill
.LBB2_4:                                ; %Flow18
	buffer_store_dword v0, off, s[12:15], 0 offset:36 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[12:15], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[12:15], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[12:15], 0 offset:48 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[12:15], 0 offset:116 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, s1
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, 12
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v6, vcc, s0, v0
	v_addc_u32_e32 v7, vcc, v2, v1, vcc
	buffer_load_dword v0, off, s[12:15], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:64 ; 4-byte Folded Reload
	v_add_i32_e32 v4, vcc, 16, v6
	v_addc_u32_e32 v5, vcc, 0, v7, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[4:5], v[0:3]
	buffer_load_dword v0, off, s[12:15], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[12:15], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[12:15], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[6:7], v[0:3]
	buffer_load_dword v2, off, s[12:15], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[12:15], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[12:15], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[12:15], 0 offset:48 ; 4-byte Folded Reload
	v_add_i32_e32 v0, vcc, 32, v6
	v_addc_u32_e32 v1, vcc, 0, v7, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[0:1], v[2:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 120
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
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
	.size	spill, .Lfunc_end2-spill
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1604
; NumSgprs: 18
; NumVgprs: 8
; ScratchSize: 120
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           private_sort
    .private_segment_fixed_size: 132
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         private_sort.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           idx
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           private_lookup
    .private_segment_fixed_size: 260
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         private_lookup.kd
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
      - .name:           !str n
        .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           spill
    .private_segment_fixed_size: 120
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         spill.kd
    .vgpr_count:     8
    .vgpr_spill_count: 56
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
