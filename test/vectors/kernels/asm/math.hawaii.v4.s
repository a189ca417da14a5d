	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.globl	i64_ops                         ; -- Begin function i64_ops
	.p2align	8
	.type	i64_ops,@function
i64_ops:                                ; @i64_ops
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 3
	v_mov_b32_e32 v4, s15
	v_add_i32_e32 v3, vcc, s14, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dwordx2 v[8:9], v[3:4]
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v1, vcc, s0, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx2 v[10:11], v[1:2]
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v2, v9, v11
	v_cmp_ne_u64_e32 vcc, 0, v[1:2]
	v_or_b32_e32 v4, 1, v10
                                        ; implicit-def: $vgpr2_vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_cvt_f32_u32_e32 v1, v4
	v_cvt_f32_u32_e32 v2, v11
	v_sub_i32_e32 v13, vcc, 0, v4
	v_subb_u32_e32 v14, vcc, 0, v11, vcc
	v_mac_f32_e32 v1, 0x4f800000, v2
	v_rcp_f32_e32 v1, v1
	v_mov_b32_e32 v15, 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_mac_f32_e32 v1, 0xcf800000, v2
	v_cvt_u32_f32_e32 v7, v2
	v_cvt_u32_f32_e32 v12, v1
	v_mul_lo_u32 v3, v13, v7
	v_mad_u64_u32 v[1:2], s[0:1], v13, v12, 0
	v_mul_lo_u32 v5, v14, v12
	v_add_i32_e32 v2, vcc, v2, v3
	v_add_i32_e32 v5, vcc, v2, v5
	v_mul_hi_u32 v6, v12, v1
	v_mad_u64_u32 v[2:3], s[0:1], v12, v5, 0
	v_add_i32_e32 v16, vcc, v6, v2
	v_mad_u64_u32 v[1:2], s[0:1], v7, v1, 0
	v_mad_u64_u32 v[5:6], s[0:1], v7, v5, 0
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_i32_e32 v1, vcc, v16, v1
	v_addc_u32_e32 v1, vcc, v3, v2, vcc
	v_addc_u32_e32 v2, vcc, v6, v15, vcc
	v_add_i32_e32 v1, vcc, v1, v5
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_add_i32_e32 v16, vcc, v12, v1
	v_addc_u32_e32 v7, vcc, v7, v2, vcc
	v_mad_u64_u32 v[1:2], s[0:1], v13, v16, 0
	v_mul_lo_u32 v3, v13, v7
	v_mul_lo_u32 v12, v14, v16
	v_mad_u64_u32 v[5:6], s[0:1], v7, v1, 0
	v_add_i32_e32 v2, vcc, v2, v3
	v_add_i32_e32 v12, vcc, v2, v12
	v_mad_u64_u32 v[2:3], s[0:1], v16, v12, 0
	v_mul_hi_u32 v1, v16, v1
	v_mad_u64_u32 v[12:13], s[0:1], v7, v12, 0
	v_add_i32_e32 v1, vcc, v1, v2
	v_addc_u32_e32 v2, vcc, 0, v3, vcc
	v_add_i32_e32 v1, vcc, v1, v5
	v_addc_u32_e32 v1, vcc, v2, v6, vcc
	v_addc_u32_e32 v2, vcc, v13, v15, vcc
	v_add_i32_e32 v1, vcc, v1, v12
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_add_i32_e32 v3, vcc, v16, v1
	v_addc_u32_e32 v5, vcc, v7, v2, vcc
	v_mad_u64_u32 v[1:2], s[0:1], v8, v5, 0
	v_mul_hi_u32 v6, v8, v3
	v_add_i32_e32 v7, vcc, v6, v1
	v_addc_u32_e32 v12, vcc, 0, v2, vcc
	v_mad_u64_u32 v[1:2], s[0:1], v9, v3, 0
	v_mad_u64_u32 v[5:6], s[0:1], v9, v5, 0
	v_add_i32_e32 v1, vcc, v7, v1
	v_addc_u32_e32 v1, vcc, v12, v2, vcc
	v_addc_u32_e32 v2, vcc, v6, v15, vcc
	v_add_i32_e32 v5, vcc, v1, v5
	v_addc_u32_e32 v3, vcc, 0, v2, vcc
	v_mul_lo_u32 v6, v4, v3
	v_mad_u64_u32 v[1:2], s[0:1], v4, v5, 0
	v_mul_lo_u32 v7, v11, v5
	v_add_i32_e32 v2, vcc, v2, v6
	v_add_i32_e32 v2, vcc, v2, v7
	v_sub_i32_e32 v6, vcc, v9, v2
	v_sub_i32_e32 v1, vcc, v8, v1
	v_subb_u32_e64 v6, s[0:1], v6, v11, vcc
	v_sub_i32_e64 v7, s[0:1], v1, v4
	v_subbrev_u32_e64 v6, s[0:1], 0, v6, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v6, v11
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v7, v4
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v6, v11
	v_cndmask_b32_e64 v6, v12, v7, s[0:1]
	v_add_i32_e64 v7, s[0:1], 2, v5
	v_addc_u32_e64 v12, s[0:1], 0, v3, s[0:1]
	v_add_i32_e64 v13, s[0:1], 1, v5
	v_addc_u32_e64 v14, s[0:1], 0, v3, s[0:1]
	v_subb_u32_e32 v2, vcc, v9, v2, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v6
	v_cmp_ge_u32_e32 vcc, v2, v11
	v_cndmask_b32_e64 v6, v14, v12, s[0:1]
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v4
	v_cndmask_b32_e64 v1, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v2, v11
	v_cndmask_b32_e32 v1, v12, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v1, v13, v7, s[0:1]
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_cndmask_b32_e32 v2, v5, v1, vcc
.LBB0_2:                                ; %Flow5
	s_or_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v1, v4
	v_sub_i32_e32 v2, vcc, 0, v4
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, v2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v2, v1, v4
	v_add_i32_e32 v3, vcc, 1, v1
	v_sub_i32_e32 v2, vcc, v8, v2
	v_sub_i32_e32 v5, vcc, v2, v4
	v_cmp_ge_u32_e32 vcc, v2, v4
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_add_i32_e32 v3, vcc, 1, v1
	v_cmp_ge_u32_e32 vcc, v2, v4
	v_cndmask_b32_e32 v2, v1, v3, vcc
	v_mov_b32_e32 v3, 0
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v9
	v_and_b32_e32 v1, 0xfffffe, v10
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	v_or_b32_e32 v5, 1, v1
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_ashrrev_i32_e64 v1, 31, s0
	v_add_i32_e32 v6, vcc, v5, v1
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	v_xor_b32_e32 v16, v7, v1
	v_xor_b32_e32 v17, v6, v1
	v_cvt_f32_u32_e32 v6, v17
	v_cvt_f32_u32_e32 v7, v16
	v_sub_i32_e32 v18, vcc, 0, v17
	v_subb_u32_e32 v19, vcc, 0, v16, vcc
	v_mac_f32_e32 v6, 0x4f800000, v7
	v_rcp_f32_e32 v6, v6
	v_mov_b32_e32 v21, 0
	v_mul_f32_e32 v6, 0x5f7ffffc, v6
	v_mul_f32_e32 v7, 0x2f800000, v6
	v_trunc_f32_e32 v7, v7
	v_mac_f32_e32 v6, 0xcf800000, v7
	v_cvt_u32_f32_e32 v14, v7
	v_cvt_u32_f32_e32 v15, v6
	v_mul_lo_u32 v12, v18, v14
	v_mad_u64_u32 v[6:7], s[0:1], v18, v15, 0
	v_mul_lo_u32 v13, v19, v15
	v_add_i32_e32 v7, vcc, v7, v12
	v_add_i32_e32 v20, vcc, v7, v13
	v_mad_u64_u32 v[12:13], s[0:1], v15, v20, 0
	v_mul_hi_u32 v7, v15, v6
	v_add_i32_e32 v22, vcc, v7, v12
	v_mad_u64_u32 v[6:7], s[0:1], v14, v6, 0
	v_addc_u32_e32 v23, vcc, 0, v13, vcc
	v_mad_u64_u32 v[12:13], s[0:1], v14, v20, 0
	v_add_i32_e32 v6, vcc, v22, v6
	v_addc_u32_e32 v6, vcc, v23, v7, vcc
	v_addc_u32_e32 v7, vcc, v13, v21, vcc
	v_add_i32_e32 v6, vcc, v6, v12
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v20, vcc, v15, v6
	v_addc_u32_e32 v22, vcc, v14, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v18, v20, 0
	v_mul_lo_u32 v14, v18, v22
	v_mul_lo_u32 v15, v19, v20
	v_mul_hi_u32 v18, v20, v6
	v_mad_u64_u32 v[12:13], s[0:1], v22, v6, 0
	v_add_i32_e32 v7, vcc, v7, v14
	v_add_i32_e32 v7, vcc, v7, v15
	v_mad_u64_u32 v[14:15], s[0:1], v20, v7, 0
	v_mad_u64_u32 v[6:7], s[0:1], v22, v7, 0
	v_add_i32_e32 v14, vcc, v18, v14
	v_addc_u32_e32 v15, vcc, 0, v15, vcc
	v_add_i32_e32 v12, vcc, v14, v12
	v_addc_u32_e32 v12, vcc, v15, v13, vcc
	v_addc_u32_e32 v7, vcc, v7, v21, vcc
	v_add_i32_e32 v6, vcc, v12, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v12, vcc, v20, v6
	v_addc_u32_e32 v13, vcc, v22, v7, vcc
	v_ashrrev_i32_e32 v14, 31, v9
	v_add_i32_e32 v6, vcc, v8, v14
	v_xor_b32_e32 v18, v6, v14
	v_mad_u64_u32 v[6:7], s[0:1], v18, v13, 0
	v_mul_hi_u32 v19, v18, v12
	v_addc_u32_e32 v15, vcc, v9, v14, vcc
	v_xor_b32_e32 v15, v15, v14
	v_add_i32_e32 v19, vcc, v19, v6
	v_addc_u32_e32 v20, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v15, v12, 0
	v_mad_u64_u32 v[12:13], s[0:1], v15, v13, 0
	v_add_i32_e32 v6, vcc, v19, v6
	v_addc_u32_e32 v6, vcc, v20, v7, vcc
	v_addc_u32_e32 v7, vcc, v13, v21, vcc
	v_add_i32_e32 v12, vcc, v6, v12
	v_addc_u32_e32 v13, vcc, 0, v7, vcc
	v_mul_lo_u32 v19, v17, v13
	v_mad_u64_u32 v[6:7], s[0:1], v17, v12, 0
	v_mul_lo_u32 v20, v16, v12
	v_xor_b32_e32 v1, v14, v1
	v_add_i32_e32 v7, vcc, v7, v19
	v_add_i32_e32 v7, vcc, v7, v20
	v_sub_i32_e32 v19, vcc, v15, v7
	v_sub_i32_e32 v6, vcc, v18, v6
	v_subb_u32_e64 v18, s[0:1], v19, v16, vcc
	v_sub_i32_e64 v19, s[0:1], v6, v17
	v_subbrev_u32_e64 v18, s[0:1], 0, v18, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v18, v16
	v_cndmask_b32_e64 v20, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v19, v17
	v_cndmask_b32_e64 v19, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v18, v16
	v_cndmask_b32_e64 v18, v20, v19, s[0:1]
	v_add_i32_e64 v19, s[0:1], 2, v12
	v_subb_u32_e32 v7, vcc, v15, v7, vcc
	v_addc_u32_e64 v20, s[0:1], 0, v13, s[0:1]
	v_cmp_ge_u32_e32 vcc, v7, v16
	v_add_i32_e64 v21, s[0:1], 1, v12
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v6, v17
	v_addc_u32_e64 v22, s[0:1], 0, v13, s[0:1]
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v7, v16
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	v_cndmask_b32_e32 v6, v15, v6, vcc
	v_cndmask_b32_e64 v18, v22, v20, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_cndmask_b32_e64 v7, v21, v19, s[0:1]
	v_cndmask_b32_e32 v6, v13, v18, vcc
	v_cndmask_b32_e32 v7, v12, v7, vcc
	v_xor_b32_e32 v12, v6, v1
	v_xor_b32_e32 v6, v7, v1
	v_sub_i32_e32 v6, vcc, v6, v1
	v_subb_u32_e32 v7, vcc, v12, v1, vcc
.LBB0_6:                                ; %Flow
	s_or_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_cvt_f32_u32_e32 v1, v5
	v_sub_i32_e32 v6, vcc, 0, v5
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v6, v6, v1
	v_mul_hi_u32 v6, v1, v6
	v_add_i32_e32 v1, vcc, v1, v6
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v6, v1, v5
	v_add_i32_e32 v7, vcc, 1, v1
	v_sub_i32_e32 v6, vcc, v8, v6
	v_sub_i32_e32 v12, vcc, v6, v5
	v_cmp_ge_u32_e32 vcc, v6, v5
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v6, v6, v12, vcc
	v_add_i32_e32 v7, vcc, 1, v1
	v_cmp_ge_u32_e32 vcc, v6, v5
	v_cndmask_b32_e32 v6, v1, v7, vcc
	v_mov_b32_e32 v7, 0
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v12, s13
	v_mul_lo_u32 v16, v6, 0
	v_mul_lo_u32 v17, v7, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	v_add_i32_e32 v20, vcc, s12, v0
	v_addc_u32_e32 v21, vcc, v12, v1, vcc
	v_add_i32_e32 v12, vcc, v10, v8
	v_addc_u32_e32 v13, vcc, v11, v9, vcc
	v_sub_i32_e32 v14, vcc, v8, v10
	v_subb_u32_e32 v15, vcc, v9, v11, vcc
	flat_store_dwordx4 v[20:21], v[12:15]
	v_lshl_b64 v[0:1], v[8:9], v10
	v_lshr_b64 v[12:13], v[8:9], v10
	v_xor_b32_e32 v13, v1, v13
	v_xor_b32_e32 v12, v0, v12
	v_ashr_i64 v[0:1], v[8:9], v10
	v_xor_b32_e32 v15, v13, v1
	v_xor_b32_e32 v14, v12, v0
	v_mad_u64_u32 v[0:1], s[0:1], v10, v8, 0
	v_mul_lo_u32 v12, v10, v9
	v_add_i32_e32 v1, vcc, v1, v12
	v_mul_lo_u32 v12, v11, v8
	v_add_i32_e32 v1, vcc, v1, v12
	v_mad_u64_u32 v[12:13], s[0:1], v6, v5, 0
	v_add_i32_e32 v5, vcc, v13, v16
	v_add_i32_e32 v13, vcc, v5, v17
	v_mul_lo_u32 v16, v2, v11
	v_mul_lo_u32 v17, v3, v4
	v_mad_u64_u32 v[4:5], s[0:1], v2, v4, 0
	v_sub_i32_e32 v12, vcc, v8, v12
	v_subb_u32_e32 v13, vcc, v9, v13, vcc
	v_add_i32_e64 v5, s[0:1], v5, v16
	v_add_i32_e32 v16, vcc, 16, v20
	v_add_i32_e64 v5, s[0:1], v5, v17
	v_addc_u32_e32 v17, vcc, 0, v21, vcc
	v_cmp_lt_i64_e32 vcc, v[8:9], v[10:11]
	v_sub_i32_e64 v4, s[0:1], v8, v4
	flat_store_dwordx4 v[16:17], v[0:3]
	v_subb_u32_e64 v5, s[0:1], v9, v5, s[0:1]
	v_cndmask_b32_e32 v3, v11, v9, vcc
	v_cndmask_b32_e32 v2, v10, v8, vcc
	v_cmp_gt_u64_e32 vcc, v[8:9], v[10:11]
	v_mad_i64_i32 v[18:19], s[0:1], v10, v8, 0
	v_cndmask_b32_e32 v16, v10, v8, vcc
	v_ffbh_u32_e32 v0, v10
	v_bcnt_u32_b32_e64 v10, v8, 0
	s_movk_i32 s0, 0xffdf
	v_cndmask_b32_e32 v17, v11, v9, vcc
	v_bcnt_u32_b32_e32 v10, v9, v10
	v_ffbl_b32_e32 v9, v9
	v_min_u32_e32 v0, s0, v0
	v_ffbh_u32_e32 v1, v11
	v_add_i32_e32 v0, vcc, 32, v0
	v_min_u32_e32 v9, s0, v9
	v_ffbl_b32_e32 v8, v8
	v_min3_u32 v0, v0, v1, 64
	v_mov_b32_e32 v1, 0
	v_add_i32_e32 v9, vcc, 32, v9
	v_min3_u32 v8, v8, v9, 64
	v_mov_b32_e32 v9, v1
	v_lshl_b64 v[0:1], v[0:1], 8
	v_lshl_b64 v[8:9], v[8:9], 16
	v_or_b32_e32 v0, v0, v10
	v_or_b32_e32 v0, v0, v8
	v_add_i32_e32 v8, vcc, 32, v20
	v_or_b32_e32 v1, v1, v9
	v_addc_u32_e32 v9, vcc, 0, v21, vcc
	flat_store_dwordx4 v[8:9], v[4:7]
	s_nop 0
	v_add_i32_e32 v4, vcc, 48, v20
	v_addc_u32_e32 v5, vcc, 0, v21, vcc
	flat_store_dwordx4 v[4:5], v[12:15]
	v_add_i32_e32 v4, vcc, 64, v20
	v_addc_u32_e32 v5, vcc, 0, v21, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_nop 0
	v_add_i32_e32 v0, vcc, 0x50, v20
	v_addc_u32_e32 v1, vcc, 0, v21, vcc
	flat_store_dwordx4 v[0:1], v[16:19]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel i64_ops
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
		.amdhsa_next_free_vgpr 24
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
.Lfunc_end0:
	.size	i64_ops, .Lfunc_end0-i64_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2236
; NumSgprs: 18
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
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
	.globl	narrow_ops                      ; -- Begin function narrow_ops
	.p2align	8
	.type	narrow_ops,@function
narrow_ops:                             ; @narrow_ops
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, 0xffff
	s_and_b32 s2, s4, s3
	s_mul_i32 s8, s8, s2
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 1
	v_mov_b32_e32 v5, s17
	v_add_i32_e32 v4, vcc, s16, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_sshort v15, v[4:5]
	v_mov_b32_e32 v4, s19
	v_add_i32_e32 v2, vcc, s18, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_sshort v16, v[2:3]
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_ubyte v17, v[2:3]
	v_mul_lo_u32 v1, v0, 12
	v_mov_b32_e32 v3, s13
	s_movk_i32 s0, 0xff
	v_lshlrev_b32_e32 v0, 2, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 1
	v_add_i32_e32 v1, vcc, s12, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_add_i32_e32 v3, vcc, 2, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	v_add_i32_e32 v5, vcc, 4, v1
	v_addc_u32_e32 v6, vcc, 0, v2, vcc
	v_add_i32_e32 v7, vcc, 6, v1
	v_addc_u32_e32 v8, vcc, 0, v2, vcc
	v_add_i32_e32 v9, vcc, 8, v1
	v_addc_u32_e32 v10, vcc, 0, v2, vcc
	v_add_i32_e32 v11, vcc, 10, v1
	v_addc_u32_e32 v12, vcc, 0, v2, vcc
	v_add_i32_e32 v13, vcc, 12, v1
	v_addc_u32_e32 v14, vcc, 0, v2, vcc
	s_waitcnt vmcnt(1)
	v_sub_i32_e32 v18, vcc, v15, v16
	flat_store_short v[3:4], v18
	v_max_i32_e32 v4, v15, v16
	flat_store_short v[13:14], v4
	v_and_b32_e32 v4, s3, v15
	v_and_b32_e32 v13, s3, v16
	v_mul_u32_u24_e32 v14, v13, v4
	flat_store_short v[5:6], v14
	v_and_b32_e32 v6, 15, v16
	v_lshlrev_b32_e32 v14, v6, v15
	flat_store_short v[7:8], v14
	v_or_b32_e32 v7, 1, v16
	v_lshrrev_b32_e32 v14, v6, v4
	v_and_b32_e32 v7, s3, v7
	v_add_i32_e32 v5, vcc, v16, v15
	s_waitcnt vmcnt(4)
	v_add_i32_e32 v8, vcc, v16, v17
	flat_store_short v[9:10], v14
	v_and_b32_e32 v10, s0, v16
	v_xor_b32_e32 v14, v16, v15
	v_cvt_f32_u32_e32 v16, v7
	v_bfe_i32 v18, v17, 0, 8
	v_and_b32_e32 v3, s3, v18
	v_min_u32_e32 v13, v4, v13
	v_mul_u32_u24_e32 v19, v4, v3
	v_cvt_f32_u32_e32 v3, v4
	v_rcp_iflag_f32_e32 v4, v16
	v_ashrrev_i32_e32 v6, v6, v15
	flat_store_short v[1:2], v5
	flat_store_short v[11:12], v6
	v_add_i32_e32 v9, vcc, v17, v15
	v_mul_f32_e32 v4, v3, v4
	v_trunc_f32_e32 v4, v4
	v_cvt_u32_f32_e32 v5, v4
	v_mad_f32 v3, -v4, v16, v3
	v_cmp_ge_f32_e64 vcc, |v3|, v16
	v_mul_u32_u24_e32 v10, v17, v10
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_and_b32_e32 v3, s3, v5
	v_mul_u32_u24_e32 v3, v3, v7
	v_sub_i32_e32 v6, vcc, v15, v3
	v_add_i32_e32 v3, vcc, 14, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	flat_store_short v[3:4], v13
	v_add_i32_e32 v3, vcc, 16, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	flat_store_short v[3:4], v5
	v_add_i32_e32 v3, vcc, 18, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	flat_store_short v[3:4], v6
	v_add_i32_e32 v3, vcc, 20, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	v_add_i32_e32 v1, vcc, 22, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_store_short v[1:2], v8
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, s15
	v_add_i32_e32 v0, vcc, s14, v0
	flat_store_short v[3:4], v19
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_and_b32_e32 v2, s0, v9
	v_lshlrev_b32_e32 v3, 8, v10
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 8, v14
	v_bfe_u32 v4, v18, 3, 8
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v2, s3, v2
	v_lshlrev_b32_e32 v3, 16, v3
	v_or_b32_e32 v2, v2, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel narrow_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_sgpr 20
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
	.size	narrow_ops, .Lfunc_end1-narrow_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 564
; NumSgprs: 22
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
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
	.text
	.globl	half_ops                        ; -- Begin function half_ops
	.p2align	8
	.type	half_ops,@function
half_ops:                               ; @half_ops
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 1
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_ushort v10, v[3:4]
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_ushort v11, v[1:2]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v2, s1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 1
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 2, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_i32_e32 v4, vcc, 4, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_add_i32_e32 v6, vcc, 6, v0
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	v_add_i32_e32 v8, vcc, 8, v0
	v_addc_u32_e32 v9, vcc, 0, v1, vcc
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v14, v10
	v_add_i32_e32 v10, vcc, 10, v0
	v_sqrt_f32_e64 v19, |v14|
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v15, v11
	v_addc_u32_e32 v11, vcc, 0, v1, vcc
	v_cvt_f16_f32_e32 v19, v19
	v_mul_f32_e32 v17, v14, v15
	v_sub_f32_e32 v12, v14, v15
	v_cvt_f16_f32_e32 v18, v17
	v_cvt_f16_f32_e32 v16, v12
	v_add_i32_e32 v12, vcc, 12, v0
	v_addc_u32_e32 v13, vcc, 0, v1, vcc
	flat_store_short v[4:5], v18
	v_trunc_f32_e32 v18, v15
	flat_store_short v[2:3], v16
	v_add_i32_e32 v2, vcc, 14, v0
	v_cvt_f16_f32_e32 v18, v18
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_floor_f32_e32 v16, v14
	v_cvt_f16_f32_e32 v16, v16
	v_add_i32_e32 v4, vcc, 16, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_store_short v[4:5], v18
	v_mul_f32_e32 v4, 1.0, v15
	v_mul_f32_e32 v5, 1.0, v14
	v_min_f32_e32 v18, v5, v4
	v_max_f32_e32 v4, v5, v4
	v_cvt_i32_f32_e32 v5, v14
	flat_store_short v[2:3], v16
	v_add_i32_e32 v2, vcc, 18, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_f32_e32 v16, v14, v15
	v_cmp_lt_f32_e32 vcc, v14, v15
	v_cndmask_b32_e32 v14, v17, v16, vcc
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f32_i32_e32 v5, v5
	v_cvt_f16_f32_e32 v18, v18
	v_add_f32_e32 v15, 0x3dcccccd, v17
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v15, v15
	v_cvt_f16_f32_e32 v14, v14
	flat_store_short v[0:1], v16
	flat_store_short v[8:9], v18
	flat_store_short v[10:11], v4
	flat_store_short v[12:13], v14
	v_cvt_f16_f32_e32 v4, v5
	flat_store_short v[6:7], v19
	flat_store_short v[2:3], v15
	v_add_i32_e32 v2, vcc, 20, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_short v[2:3], v4
	v_cvt_f16_f32_e64 v2, -v17
	v_add_i32_e32 v0, vcc, 22, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_store_short v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel half_ops
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
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
	.size	half_ops, .Lfunc_end2-half_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 448
; NumSgprs: 12
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
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
	.text
	.globl	fmath                           ; -- Begin function fmath
	.p2align	8
	.type	fmath,@function
fmath:                                  ; @fmath
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
	flat_load_dword v4, v[3:4]
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v8, v[1:2]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v2, s1
	s_brev_b32 s2, -2
	s_mov_b32 s4, 0x2f800000
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s5, 0xcf800000
	v_add_i32_e32 v6, vcc, s0, v0
	v_addc_u32_e32 v7, vcc, v2, v1, vcc
	v_add_i32_e32 v12, vcc, 16, v6
	v_addc_u32_e32 v13, vcc, 0, v7, vcc
	v_add_i32_e32 v14, vcc, 32, v6
	v_addc_u32_e32 v15, vcc, 0, v7, vcc
	s_movk_i32 s3, 0x3039
	s_waitcnt vmcnt(1)
	v_sqrt_f32_e64 v0, |v4|
	v_trunc_f32_e32 v2, v4
	v_sub_f32_e32 v9, v4, v2
	v_bfi_b32 v10, s2, 1.0, v4
	v_cmp_ge_f32_e64 vcc, |v9|, 0.5
	v_rndne_f32_e32 v1, v4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, v4, v8
	v_cmp_neq_f32_e64 s[0:1], v4, v8
	v_rndne_f32_e32 v5, v8
	v_cndmask_b32_e64 v9, |v4|, -v8, s[0:1]
	v_mul_f32_e32 v8, 0x49742400, v11
	v_ceil_f32_e32 v3, v4
	v_cndmask_b32_e32 v4, 0, v10, vcc
	v_trunc_f32_e32 v10, v8
	v_trunc_f32_e64 v8, |v8|
	flat_store_dwordx4 v[6:7], v[0:3]
	v_add_f32_e32 v4, v2, v4
	v_mul_f32_e64 v0, |v10|, s4
	v_mul_f32_e32 v2, s4, v8
	v_floor_f32_e32 v0, v0
	v_floor_f32_e32 v2, v2
	v_fma_f32 v3, v0, s5, |v10|
	v_fma_f32 v6, v2, s5, v8
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v0, v0
	v_ashrrev_i32_e32 v1, 31, v10
	v_mul_lo_u32 v7, v2, s3
	v_xor_b32_e32 v2, v3, v1
	v_xor_b32_e32 v0, v0, v1
	v_sub_i32_e32 v10, vcc, v2, v1
	v_subb_u32_e32 v11, vcc, v0, v1, vcc
	v_xor_b32_e32 v0, v10, v11
	v_ffbh_i32_e32 v1, v11
	v_ashrrev_i32_e32 v0, 31, v0
	v_cvt_u32_f32_e32 v6, v6
	v_add_i32_e32 v1, vcc, -1, v1
	v_add_i32_e32 v0, vcc, 32, v0
	v_min_u32_e32 v8, v1, v0
	v_lshl_b64 v[0:1], v[10:11], v8
	v_mad_u64_u32 v[2:3], s[0:1], v6, s3, 0
	v_min_u32_e32 v0, 1, v0
	v_add_i32_e32 v6, vcc, 1, v10
	v_or_b32_e32 v16, v1, v0
	v_addc_u32_e32 v0, vcc, 0, v11, vcc
	v_cvt_f64_i32_e32 v[0:1], v0
	v_add_i32_e32 v3, vcc, v3, v7
	v_cvt_f64_u32_e32 v[6:7], v6
	v_ldexp_f64 v[0:1], v[0:1], 32
	v_cvt_f32_u32_e32 v11, v2
	v_cvt_f32_i32_e32 v16, v16
	v_add_f64 v[0:1], v[0:1], v[6:7]
	v_ffbh_u32_e32 v6, v3
	v_min_u32_e32 v6, 32, v6
	v_lshl_b64 v[2:3], v[2:3], v6
	v_sub_i32_e32 v7, vcc, 32, v8
	v_min_u32_e32 v2, 1, v2
	v_or_b32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	v_cvt_f32_f64_e32 v8, v[0:1]
	v_sub_i32_e32 v3, vcc, 32, v6
	v_ldexp_f32_e32 v6, v16, v7
	v_ldexp_f32_e32 v7, v2, v3
	flat_store_dwordx4 v[12:13], v[4:7]
	flat_store_dwordx4 v[14:15], v[8:11]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel fmath
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 10
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
	.size	fmath, .Lfunc_end3-fmath
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 552
; NumSgprs: 12
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
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
	.text
	.globl	f64_math                        ; -- Begin function f64_math
	.p2align	8
	.type	f64_math,@function
f64_math:                               ; @f64_math
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v13, 0x3ff00000
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_i32_e32 v2, vcc, s8, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[0:1], v[2:3], 3
	v_mov_b32_e32 v4, s3
	v_add_i32_e32 v3, vcc, s2, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	flat_load_dwordx2 v[4:5], v[3:4]
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mul_lo_u32 v2, v2, 12
	v_mov_b32_e32 v6, s1
	s_brev_b32 s6, -2
	s_mov_b32 s2, 0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 3
	s_mov_b32 s3, 0x41cdcd65
	v_add_i32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	v_add_i32_e32 v11, vcc, 16, v2
	v_addc_u32_e32 v12, vcc, 0, v3, vcc
	s_mov_b32 s5, 0xc1f00000
	s_mov_b32 s4, s2
	s_mov_b32 s7, 0xf4243
	s_waitcnt vmcnt(1)
	v_trunc_f64_e32 v[6:7], v[4:5]
	v_bfi_b32 v15, s6, v13, v5
	v_add_f64 v[13:14], v[4:5], -v[6:7]
	v_ceil_f64_e32 v[8:9], v[4:5]
	v_cmp_ge_f64_e64 vcc, |v[13:14]|, 0.5
	flat_store_dwordx4 v[11:12], v[6:9]
	v_max_f64 v[12:13], v[4:5], v[4:5]
	s_waitcnt vmcnt(1)
	v_max_f64 v[8:9], v[0:1], v[0:1]
	v_cndmask_b32_e32 v11, 0, v15, vcc
	v_add_i32_e32 v14, vcc, 32, v2
	v_max_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[6:7], v[6:7], v[10:11]
	v_mul_f64 v[16:17], v[4:5], s[2:3]
	v_addc_u32_e32 v15, vcc, 0, v3, vcc
	v_sqrt_f64_e64 v[10:11], |v[4:5]|
	flat_store_dwordx4 v[14:15], v[6:9]
	s_mov_b32 s3, 0x3df00000
	v_trunc_f64_e64 v[8:9], |v[16:17]|
	v_rndne_f64_e32 v[12:13], v[4:5]
	v_trunc_f64_e32 v[6:7], v[16:17]
	v_mul_f64 v[16:17], v[8:9], s[2:3]
	flat_store_dwordx4 v[2:3], v[10:13]
	v_mul_f64 v[14:15], v[6:7], s[2:3]
	v_floor_f64_e32 v[10:11], v[16:17]
	v_floor_f64_e32 v[12:13], v[14:15]
	v_fma_f64 v[8:9], v[10:11], s[4:5], v[8:9]
	v_cvt_u32_f64_e32 v10, v[10:11]
	v_cvt_u32_f64_e32 v8, v[8:9]
	v_fma_f64 v[6:7], v[12:13], s[4:5], v[6:7]
	v_cvt_i32_f64_e32 v11, v[12:13]
	v_mul_lo_u32 v10, v10, s7
	v_mad_u64_u32 v[8:9], s[0:1], v8, s7, 0
	v_cvt_u32_f64_e32 v12, v[6:7]
	v_cvt_f64_i32_e32 v[6:7], v11
	v_add_i32_e32 v9, vcc, v9, v10
	v_cvt_f64_u32_e32 v[10:11], v9
	v_cvt_f64_u32_e32 v[12:13], v12
	v_cvt_f64_u32_e32 v[14:15], v8
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_ldexp_f64 v[16:17], v[10:11], 32
	v_add_f64 v[10:11], v[6:7], v[12:13]
	v_add_f64 v[12:13], v[16:17], v[14:15]
	v_add_i32_e32 v14, vcc, 48, v2
	v_addc_u32_e32 v15, vcc, 0, v3, vcc
	v_add_i32_e32 v16, vcc, 64, v2
	v_addc_u32_e32 v17, vcc, 0, v3, vcc
	v_add_i32_e32 v18, vcc, 0x50, v2
	v_cvt_f32_f64_e32 v2, v[4:5]
	v_cvt_i32_f64_e32 v4, v[4:5]
	v_addc_u32_e32 v19, vcc, 0, v3, vcc
	v_cvt_f64_f32_e32 v[2:3], v2
	v_cvt_f64_i32_e32 v[6:7], v4
	v_bfi_b32 v1, s6, v1, v5
	flat_store_dwordx4 v[16:17], v[0:3]
	flat_store_dwordx4 v[14:15], v[10:13]
	flat_store_dwordx4 v[18:19], v[6:9]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel f64_math
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
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
	.size	f64_math, .Lfunc_end4-f64_math
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 596
; NumSgprs: 12
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
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
	.text
	.globl	bits                            ; -- Begin function bits
	.p2align	8
	.type	bits,@function
bits:                                   ; @bits
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_i32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[3:4], v[0:1], 2
	v_mov_b32_e32 v2, s3
	v_add_i32_e32 v1, vcc, s2, v3
	v_addc_u32_e32 v2, vcc, v2, v4, vcc
	flat_load_dword v2, v[1:2]
	v_mov_b32_e32 v1, s5
	v_add_i32_e32 v3, vcc, s4, v3
	v_addc_u32_e32 v4, vcc, v1, v4, vcc
	flat_load_dword v12, v[3:4]
	v_lshlrev_b32_e32 v0, 4, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v8, vcc, s0, v0
	v_addc_u32_e32 v9, vcc, v3, v1, vcc
	v_add_i32_e32 v4, vcc, 32, v8
	v_addc_u32_e32 v5, vcc, 0, v9, vcc
	s_mov_b32 s2, 0xff00ff
	s_brev_b32 s8, 1
	s_waitcnt vmcnt(1)
	v_min_i32_e32 v0, 0x3e8, v2
	v_lshrrev_b32_e32 v7, 1, v2
	v_alignbit_b32 v11, v2, v2, 8
	v_alignbit_b32 v13, v2, v2, 24
	v_max_i32_e32 v0, 0xfffffc18, v0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 15, v12
	v_mul_u32_u24_e32 v3, v12, v2
	v_mul_hi_u32_u24_e32 v17, v12, v2
	v_alignbit_b32 v6, v2, v12, 1
	v_not_b32_e32 v10, v12
	v_bfe_u32 v1, v2, v1, 10
	v_xor_b32_e32 v3, v17, v3
	v_add_i32_e32 v15, vcc, v2, v12
	v_sub_i32_e32 v16, vcc, v2, v12
	flat_store_dwordx4 v[4:5], v[0:3]
	v_min_u32_e32 v19, v2, v10
	v_sub_i32_e32 v1, vcc, 0, v2
	v_alignbit_b32 v4, v7, v6, v10
	v_bfi_b32 v6, s2, v13, v11
	v_add_i32_e64 v10, s[2:3], 16, v8
	v_max_u32_e32 v14, v2, v12
	v_mul_i32_i24_e32 v0, v12, v2
	v_max_i32_e32 v1, v2, v1
	v_mul_lo_u32 v17, v2, v12
	v_bfe_i32 v3, v2, 4, 12
	v_cmp_lt_i32_e32 vcc, v15, v2
	v_cmp_lt_i32_e64 s[0:1], v16, v2
	v_mul_hi_u32 v18, v2, v12
	v_alignbit_b32 v5, v2, v12, v2
	v_addc_u32_e64 v11, s[2:3], 0, v9, s[2:3]
	v_ffbl_b32_e32 v2, v12
	v_cmp_gt_i32_e64 s[2:3], 0, v12
	v_min_u32_e32 v7, 32, v2
	v_ashrrev_i32_e32 v2, 31, v15
	v_cmp_lt_i32_e64 s[4:5], 0, v12
	flat_store_dwordx4 v[8:9], v[4:7]
	v_xor_b32_e32 v2, s8, v2
	v_ashrrev_i32_e32 v6, 31, v16
	s_xor_b64 vcc, s[2:3], vcc
	v_xor_b32_e32 v7, s8, v6
	v_cndmask_b32_e32 v6, v15, v2, vcc
	s_xor_b64 vcc, s[4:5], s[0:1]
	v_sub_i32_e64 v5, s[6:7], v14, v12
	v_add_i32_e64 v4, s[6:7], v19, v12
	v_cndmask_b32_e32 v7, v16, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v18
	v_cndmask_b32_e64 v2, 0, 1, vcc
	flat_store_dwordx4 v[10:11], v[4:7]
	v_xor_b32_e32 v2, v17, v2
	v_add_i32_e32 v4, vcc, 48, v8
	v_addc_u32_e32 v5, vcc, 0, v9, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bits
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end5:
	.size	bits, .Lfunc_end5-bits
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 468
; NumSgprs: 12
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
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
    .name:           i64_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         i64_ops.kd
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           o16
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           o8
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           a16
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           b16
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           c8
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 1024
    .name:           narrow_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         narrow_ops.kd
    .vgpr_count:     20
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
    .name:           half_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         half_ops.kd
    .vgpr_count:     20
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
    .name:           fmath
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         fmath.kd
    .vgpr_count:     17
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
    .name:           f64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         f64_math.kd
    .vgpr_count:     20
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
    .name:           bits
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         bits.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
