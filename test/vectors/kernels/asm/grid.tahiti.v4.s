	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.globl	grid3d                          ; -- Begin function grid3d
	.p2align	8
	.type	grid3d,@function
grid3d:                                 ; @grid3d
; %bb.0:
	s_load_dword s11, s[4:5], 0x1
	s_load_dword s12, s[4:5], 0x2
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x3
	s_mov_b32 s5, 0xffff
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s4, s11, 16
	s_and_b32 s6, s12, s5
	s_mul_i32 s10, s10, s6
	v_add_i32_e32 v4, vcc, s10, v2
	v_mul_lo_u32 v3, v4, s3
	s_mul_i32 s9, s9, s4
	v_add_i32_e32 v5, vcc, s9, v1
	v_add_i32_e32 v3, vcc, v3, v5
	s_and_b32 s5, s11, s5
	v_mul_lo_u32 v3, v3, s2
	s_movk_i32 s2, 0x3e8
	s_mul_i32 s8, s8, s5
	v_mul_lo_u32 v5, v5, s2
	s_mov_b32 s2, 0xf4240
	v_add_i32_e32 v6, vcc, s8, v0
	v_mul_lo_u32 v4, v4, s2
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v0, v0, v2
	v_add_i32_e32 v0, vcc, v6, v0
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v0, vcc, v0, v5
	v_add_i32_e32 v2, vcc, v0, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[0:1], v[3:4], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel grid3d
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 13
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
	.size	grid3d, .Lfunc_end0-grid3d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 176
; NumSgprs: 15
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.globl	sizes                           ; -- Begin function sizes
	.p2align	8
	.type	sizes,@function
sizes:                                  ; @sizes
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dword s1, s[4:5], 0x2
	s_load_dwordx2 s[12:13], s[4:5], 0x3
	s_load_dword s4, s[4:5], 0x5
	s_mov_b32 s2, 0xffff
	v_mov_b32_e32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s11, s1, s2
	s_and_b32 s14, s0, s2
	s_mul_i32 s2, s10, s11
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v0
	v_add_i32_e32 v0, vcc, s2, v3
	v_mul_lo_u32 v0, v0, s13
	s_lshr_b32 s5, s0, 16
	s_mul_i32 s1, s9, s5
	v_add_i32_e32 v4, vcc, s1, v2
	v_add_i32_e32 v0, vcc, v4, v0
	v_mul_lo_u32 v0, v0, s12
	s_mul_i32 s0, s8, s14
	v_add_i32_e32 v4, vcc, s0, v1
	v_add_i32_e32 v0, vcc, v4, v0
	v_mul_lo_u32 v4, v0, 12
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[8:9], v[4:5], 2
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	v_mov_b32_e32 v6, s4
	v_mov_b32_e32 v7, s14
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[4:7], v[8:9], s[0:3], 0 addr64
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v4, s5
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	v_mov_b32_e32 v0, s10
	buffer_store_dwordx4 v[4:7], v[8:9], s[0:3], 0 addr64 offset:16
	buffer_store_dwordx4 v[0:3], v[8:9], s[0:3], 0 addr64 offset:32
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sizes
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 15
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
	.size	sizes, .Lfunc_end1-sizes
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 208
; NumSgprs: 17
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.globl	stencil2d                       ; -- Begin function stencil2d
	.p2align	8
	.type	stencil2d,@function
stencil2d:                              ; @stencil2d
; %bb.0:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s6, s[4:5], 0x1
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s12, s2
	s_mov_b32 s13, s3
	s_load_dwordx2 s[2:3], s[4:5], 0x3
	s_lshr_b32 s4, s6, 16
	s_mul_i32 s9, s9, s4
	v_add_i32_e32 v3, vcc, s9, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v3, s2
	s_and_b32 s5, s6, 0xffff
	s_mul_i32 s8, s8, s5
	v_add_i32_e32 v4, vcc, s8, v0
	v_add_i32_e32 v0, vcc, v1, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[5:6], v[0:1], 2
	v_cmp_ne_u32_e32 vcc, 0, v4
	buffer_load_dword v2, v[5:6], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, 4.0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %left.i
	v_add_i32_e32 v5, vcc, -1, v0
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[5:6], v[5:6], 2
	buffer_load_dword v5, v[5:6], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v5
.LBB2_2:                                ; %l.done.i
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v4, vcc, 1, v4
	v_cmp_gt_u32_e32 vcc, s2, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:                                ; %right.i
	v_add_i32_e32 v4, vcc, 1, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[4:5], v[4:5], 2
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	buffer_load_dword v4, v[4:5], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v4
.LBB2_4:                                ; %r.done.i
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s14, 0
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:                                ; %up.i
	v_subrev_i32_e32 v4, vcc, s2, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[4:5], v[4:5], 2
	s_mov_b32 s15, 0x100f000
	buffer_load_dword v4, v[4:5], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v4
.LBB2_6:                                ; %u.done.i
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v3, vcc, 1, v3
	v_cmp_gt_u32_e32 vcc, s3, v3
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_8
; %bb.7:                                ; %down.i
	v_add_i32_e32 v3, vcc, s2, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[3:4], v[3:4], 2
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	buffer_load_dword v3, v[3:4], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v3
.LBB2_8:                                ; %stencil2d_body.exit
	s_or_b64 exec, exec, s[4:5]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel stencil2d
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 7
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
.Lfunc_end2:
	.size	stencil2d, .Lfunc_end2-stencil2d
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 376
; NumSgprs: 18
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           grid3d
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         grid3d.kd
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           sizes
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         sizes.kd
    .vgpr_count:     10
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 1024
    .name:           stencil2d
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         stencil2d.kd
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
