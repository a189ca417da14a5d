	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.globl	i64_ops                         ; -- Begin function i64_ops
	.p2align	8
	.type	i64_ops,@function
i64_ops:                                ; @i64_ops
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 3, v[0:1]
	v_mov_b32_e32 v4, s15
	v_add_u32_e32 v3, vcc, s14, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dwordx2 v[8:9], v[3:4]
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v1, vcc, s0, v1
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
	v_sub_u32_e32 v13, vcc, 0, v4
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
	v_add_u32_e32 v2, vcc, v2, v3
	v_add_u32_e32 v5, vcc, v2, v5
	v_mul_hi_u32 v6, v12, v1
	v_mad_u64_u32 v[2:3], s[0:1], v12, v5, 0
	v_add_u32_e32 v16, vcc, v6, v2
	v_mad_u64_u32 v[1:2], s[0:1], v7, v1, 0
	v_mad_u64_u32 v[5:6], s[0:1], v7, v5, 0
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v1, vcc, v16, v1
	v_addc_u32_e32 v1, vcc, v3, v2, vcc
	v_addc_u32_e32 v2, vcc, v6, v15, vcc
	v_add_u32_e32 v1, vcc, v1, v5
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_add_u32_e32 v16, vcc, v12, v1
	v_addc_u32_e32 v7, vcc, v7, v2, vcc
	v_mad_u64_u32 v[1:2], s[0:1], v13, v16, 0
	v_mul_lo_u32 v3, v13, v7
	v_mul_lo_u32 v12, v14, v16
	v_mad_u64_u32 v[5:6], s[0:1], v7, v1, 0
	v_add_u32_e32 v2, vcc, v2, v3
	v_add_u32_e32 v12, vcc, v2, v12
	v_mad_u64_u32 v[2:3], s[0:1], v16, v12, 0
	v_mul_hi_u32 v1, v16, v1
	v_mad_u64_u32 v[12:13], s[0:1], v7, v12, 0
	v_add_u32_e32 v1, vcc, v1, v2
	v_addc_u32_e32 v2, vcc, 0, v3, vcc
	v_add_u32_e32 v1, vcc, v1, v5
	v_addc_u32_e32 v1, vcc, v2, v6, vcc
	v_addc_u32_e32 v2, vcc, v13, v15, vcc
	v_add_u32_e32 v1, vcc, v1, v12
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_add_u32_e32 v3, vcc, v16, v1
	v_addc_u32_e32 v5, vcc, v7, v2, vcc
	v_mad_u64_u32 v[1:2], s[0:1], v8, v5, 0
	v_mul_hi_u32 v6, v8, v3
	v_add_u32_e32 v7, vcc, v6, v1
	v_addc_u32_e32 v12, vcc, 0, v2, vcc
	v_mad_u64_u32 v[1:2], s[0:1], v9, v3, 0
	v_mad_u64_u32 v[5:6], s[0:1], v9, v5, 0
	v_add_u32_e32 v1, vcc, v7, v1
	v_addc_u32_e32 v1, vcc, v12, v2, vcc
	v_addc_u32_e32 v2, vcc, v6, v15, vcc
	v_add_u32_e32 v5, vcc, v1, v5
	v_addc_u32_e32 v3, vcc, 0, v2, vcc
	v_mul_lo_u32 v6, v4, v3
	v_mad_u64_u32 v[1:2], s[0:1], v4, v5, 0
	v_mul_lo_u32 v7, v11, v5
	v_add_u32_e32 v2, vcc, v2, v6
	v_add_u32_e32 v2, vcc, v2, v7
	v_sub_u32_e32 v6, vcc, v9, v2
	v_sub_u32_e32 v1, vcc, v8, v1
	v_subb_u32_e64 v6, s[0:1], v6, v11, vcc
	v_sub_u32_e64 v7, s[0:1], v1, v4
	v_subbrev_u32_e64 v6, s[0:1], 0, v6, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v6, v11
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v7, v4
	v_cndmask_b32_e64 v7, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v6, v11
	v_cndmask_b32_e64 v6, v12, v7, s[0:1]
	v_add_u32_e64 v7, s[0:1], 2, v5
	v_addc_u32_e64 v12, s[0:1], 0, v3, s[0:1]
	v_add_u32_e64 v13, s[0:1], 1, v5
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
	v_sub_u32_e32 v2, vcc, 0, v4
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, v2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v2, v1, v4
	v_add_u32_e32 v3, vcc, 1, v1
	v_sub_u32_e32 v2, vcc, v8, v2
	v_sub_u32_e32 v5, vcc, v2, v4
	v_cmp_ge_u32_e32 vcc, v2, v4
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_add_u32_e32 v3, vcc, 1, v1
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
	v_add_u32_e32 v6, vcc, v5, v1
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	v_xor_b32_e32 v16, v7, v1
	v_xor_b32_e32 v17, v6, v1
	v_cvt_f32_u32_e32 v6, v17
	v_cvt_f32_u32_e32 v7, v16
	v_sub_u32_e32 v18, vcc, 0, v17
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
	v_add_u32_e32 v7, vcc, v7, v12
	v_add_u32_e32 v20, vcc, v7, v13
	v_mad_u64_u32 v[12:13], s[0:1], v15, v20, 0
	v_mul_hi_u32 v7, v15, v6
	v_add_u32_e32 v22, vcc, v7, v12
	v_mad_u64_u32 v[6:7], s[0:1], v14, v6, 0
	v_addc_u32_e32 v23, vcc, 0, v13, vcc
	v_mad_u64_u32 v[12:13], s[0:1], v14, v20, 0
	v_add_u32_e32 v6, vcc, v22, v6
	v_addc_u32_e32 v6, vcc, v23, v7, vcc
	v_addc_u32_e32 v7, vcc, v13, v21, vcc
	v_add_u32_e32 v6, vcc, v6, v12
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_u32_e32 v20, vcc, v15, v6
	v_addc_u32_e32 v22, vcc, v14, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v18, v20, 0
	v_mul_lo_u32 v14, v18, v22
	v_mul_lo_u32 v15, v19, v20
	v_mul_hi_u32 v18, v20, v6
	v_mad_u64_u32 v[12:13], s[0:1], v22, v6, 0
	v_add_u32_e32 v7, vcc, v7, v14
	v_add_u32_e32 v7, vcc, v7, v15
	v_mad_u64_u32 v[14:15], s[0:1], v20, v7, 0
	v_mad_u64_u32 v[6:7], s[0:1], v22, v7, 0
	v_add_u32_e32 v14, vcc, v18, v14
	v_addc_u32_e32 v15, vcc, 0, v15, vcc
	v_add_u32_e32 v12, vcc, v14, v12
	v_addc_u32_e32 v12, vcc, v15, v13, vcc
	v_addc_u32_e32 v7, vcc, v7, v21, vcc
	v_add_u32_e32 v6, vcc, v12, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_u32_e32 v12, vcc, v20, v6
	v_addc_u32_e32 v13, vcc, v22, v7, vcc
	v_ashrrev_i32_e32 v14, 31, v9
	v_add_u32_e32 v6, vcc, v8, v14
	v_xor_b32_e32 v18, v6, v14
	v_mad_u64_u32 v[6:7], s[0:1], v18, v13, 0
	v_mul_hi_u32 v19, v18, v12
	v_addc_u32_e32 v15, vcc, v9, v14, vcc
	v_xor_b32_e32 v15, v15, v14
	v_add_u32_e32 v19, vcc, v19, v6
	v_addc_u32_e32 v20, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v15, v12, 0
	v_mad_u64_u32 v[12:13], s[0:1], v15, v13, 0
	v_add_u32_e32 v6, vcc, v19, v6
	v_addc_u32_e32 v6, vcc, v20, v7, vcc
	v_addc_u32_e32 v7, vcc, v13, v21, vcc
	v_add_u32_e32 v12, vcc, v6, v12
	v_addc_u32_e32 v13, vcc, 0, v7, vcc
	v_mul_lo_u32 v19, v17, v13
	v_mad_u64_u32 v[6:7], s[0:1], v17, v12, 0
	v_mul_lo_u32 v20, v16, v12
	v_xor_b32_e32 v1, v14, v1
	v_add_u32_e32 v7, vcc, v7, v19
	v_add_u32_e32 v7, vcc, v7, v20
	v_sub_u32_e32 v19, vcc, v15, v7
	v_sub_u32_e32 v6, vcc, v18, v6
	v_subb_u32_e64 v18, s[0:1], v19, v16, vcc
	v_sub_u32_e64 v19, s[0:1], v6, v17
	v_subbrev_u32_e64 v18, s[0:1], 0, v18, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v18, v16
	v_cndmask_b32_e64 v20, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v19, v17
	v_cndmask_b32_e64 v19, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v18, v16
	v_cndmask_b32_e64 v18, v20, v19, s[0:1]
	v_add_u32_e64 v19, s[0:1], 2, v12
	v_subb_u32_e32 v7, vcc, v15, v7, vcc
	v_addc_u32_e64 v20, s[0:1], 0, v13, s[0:1]
	v_cmp_ge_u32_e32 vcc, v7, v16
	v_add_u32_e64 v21, s[0:1], 1, v12
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
	v_sub_u32_e32 v6, vcc, v6, v1
	v_subb_u32_e32 v7, vcc, v12, v1, vcc
.LBB0_6:                                ; %Flow
	s_or_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_cvt_f32_u32_e32 v1, v5
	v_sub_u32_e32 v6, vcc, 0, v5
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v6, v6, v1
	v_mul_hi_u32 v6, v1, v6
	v_add_u32_e32 v1, vcc, v1, v6
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v6, v1, v5
	v_add_u32_e32 v7, vcc, 1, v1
	v_sub_u32_e32 v6, vcc, v8, v6
	v_sub_u32_e32 v12, vcc, v6, v5
	v_cmp_ge_u32_e32 vcc, v6, v5
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v6, v6, v12, vcc
	v_add_u32_e32 v7, vcc, 1, v1
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
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_u32_e32 v20, vcc, s12, v0
	v_addc_u32_e32 v21, vcc, v12, v1, vcc
	v_add_u32_e32 v12, vcc, v10, v8
	v_addc_u32_e32 v13, vcc, v11, v9, vcc
	v_sub_u32_e32 v14, vcc, v8, v10
	v_subb_u32_e32 v15, vcc, v9, v11, vcc
	flat_store_dwordx4 v[20:21], v[12:15]
	v_lshlrev_b64 v[0:1], v10, v[8:9]
	v_lshrrev_b64 v[12:13], v10, v[8:9]
	v_xor_b32_e32 v13, v1, v13
	v_xor_b32_e32 v12, v0, v12
	v_ashrrev_i64 v[0:1], v10, v[8:9]
	v_xor_b32_e32 v15, v13, v1
	v_xor_b32_e32 v14, v12, v0
	v_mad_u64_u32 v[0:1], s[0:1], v10, v8, 0
	v_mul_lo_u32 v12, v10, v9
	v_add_u32_e32 v1, vcc, v1, v12
	v_mul_lo_u32 v12, v11, v8
	v_add_u32_e32 v1, vcc, v1, v12
	v_mad_u64_u32 v[12:13], s[0:1], v6, v5, 0
	v_add_u32_e32 v5, vcc, v13, v16
	v_add_u32_e32 v13, vcc, v5, v17
	v_mul_lo_u32 v16, v2, v11
	v_mul_lo_u32 v17, v3, v4
	v_mad_u64_u32 v[4:5], s[0:1], v2, v4, 0
	v_sub_u32_e32 v12, vcc, v8, v12
	v_subb_u32_e32 v13, vcc, v9, v13, vcc
	v_add_u32_e64 v5, s[0:1], v5, v16
	v_add_u32_e32 v16, vcc, 16, v20
	v_add_u32_e64 v5, s[0:1], v5, v17
	v_addc_u32_e32 v17, vcc, 0, v21, vcc
	v_cmp_lt_i64_e32 vcc, v[8:9], v[10:11]
	flat_store_dwordx4 v[16:17], v[0:3]
	v_sub_u32_e64 v4, s[0:1], v8, v4
	v_cndmask_b32_e32 v3, v11, v9, vcc
	v_cndmask_b32_e32 v2, v10, v8, vcc
	v_cmp_gt_u64_e32 vcc, v[8:9], v[10:11]
	v_subb_u32_e64 v5, s[0:1], v9, v5, s[0:1]
	v_cndmask_b32_e32 v16, v10, v8, vcc
	v_mad_i64_i32 v[18:19], s[0:1], v10, v8, 0
	v_ffbh_u32_e32 v0, v10
	v_bcnt_u32_b32 v10, v8, 0
	v_cndmask_b32_e32 v17, v11, v9, vcc
	v_ffbh_u32_e32 v1, v11
	v_bcnt_u32_b32 v10, v9, v10
	v_ffbl_b32_e32 v9, v9
	v_add_u32_e64 v0, s[0:1], v0, 32 clamp
	v_ffbl_b32_e32 v8, v8
	v_min3_u32 v0, v0, v1, 64
	v_mov_b32_e32 v1, 0
	v_add_u32_e64 v9, s[0:1], v9, 32 clamp
	v_min3_u32 v8, v8, v9, 64
	v_mov_b32_e32 v9, v1
	v_lshlrev_b64 v[0:1], 8, v[0:1]
	v_lshlrev_b64 v[8:9], 16, v[8:9]
	v_or_b32_e32 v0, v0, v10
	v_or_b32_e32 v0, v0, v8
	v_add_u32_e32 v8, vcc, 32, v20
	v_or_b32_e32 v1, v1, v9
	v_addc_u32_e32 v9, vcc, 0, v21, vcc
	flat_store_dwordx4 v[8:9], v[4:7]
	s_nop 0
	v_add_u32_e32 v4, vcc, 48, v20
	v_addc_u32_e32 v5, vcc, 0, v21, vcc
	flat_store_dwordx4 v[4:5], v[12:15]
	v_add_u32_e32 v4, vcc, 64, v20
	v_addc_u32_e32 v5, vcc, 0, v21, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_nop 0
	v_add_u32_e32 v0, vcc, 0x50, v20
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
	.size	i64_ops, .Lfunc_end0-i64_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2252
; NumSgprs: 96
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 24
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
	.globl	narrow_ops                      ; -- Begin function narrow_ops
	.p2align	8
	.type	narrow_ops,@function
narrow_ops:                             ; @narrow_ops
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_mov_b32 s1, 0xffff
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, s1
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v5, s17
	v_add_u32_e32 v4, vcc, s16, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_ushort v15, v[4:5]
	v_mov_b32_e32 v4, s19
	v_add_u32_e32 v2, vcc, s18, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_ushort v16, v[2:3]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_ubyte v17, v[2:3]
	v_mul_lo_u32 v1, v0, 12
	v_mov_b32_e32 v3, s13
	v_lshlrev_b32_e32 v0, 2, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, s12, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_add_u32_e32 v3, vcc, 2, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	v_add_u32_e32 v5, vcc, 4, v1
	v_addc_u32_e32 v6, vcc, 0, v2, vcc
	v_add_u32_e32 v7, vcc, 6, v1
	v_addc_u32_e32 v8, vcc, 0, v2, vcc
	v_add_u32_e32 v9, vcc, 8, v1
	v_addc_u32_e32 v10, vcc, 0, v2, vcc
	v_add_u32_e32 v11, vcc, 10, v1
	v_addc_u32_e32 v12, vcc, 0, v2, vcc
	v_add_u32_e32 v13, vcc, 12, v1
	v_addc_u32_e32 v14, vcc, 0, v2, vcc
	s_waitcnt vmcnt(1)
	v_sub_u16_e32 v18, v15, v16
	flat_store_short v[3:4], v18
	v_mul_lo_u16_e32 v18, v16, v15
	flat_store_short v[5:6], v18
	v_lshlrev_b16_e32 v18, v16, v15
	flat_store_short v[7:8], v18
	v_lshrrev_b16_e32 v18, v16, v15
	flat_store_short v[9:10], v18
	v_ashrrev_i16_e32 v10, v16, v15
	v_max_i16_e32 v18, v15, v16
	flat_store_short v[11:12], v10
	v_or_b32_e32 v11, 1, v16
	flat_store_short v[13:14], v18
	v_cvt_f32_u32_sdwa v13, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_add_u16_e32 v9, v16, v15
	v_cvt_f32_u32_sdwa v12, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0
	flat_store_short v[1:2], v9
	v_rcp_iflag_f32_e32 v9, v13
	v_add_u32_e32 v3, vcc, 14, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	v_min_u16_e32 v10, v15, v16
	flat_store_short v[3:4], v10
	v_mul_f32_e32 v3, v12, v9
	v_trunc_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v4, v3
	v_add_u32_e32 v5, vcc, 16, v1
	v_addc_u32_e32 v6, vcc, 0, v2, vcc
	v_mad_f32 v3, -v3, v13, v12
	v_cmp_ge_f32_e64 vcc, |v3|, v13
	v_addc_u32_e32 v3, vcc, 0, v4, vcc
	v_mul_lo_u16_e32 v4, v3, v11
	flat_store_short v[5:6], v3
	v_add_u32_e32 v3, vcc, 18, v1
	v_sub_u16_e32 v5, v15, v4
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	flat_store_short v[3:4], v5
	v_add_u32_e32 v3, vcc, 20, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	v_add_u32_e32 v1, vcc, 22, v1
	s_waitcnt vmcnt(10)
	v_bfe_i32 v7, v17, 0, 8
	v_add_u16_e32 v14, v16, v17
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_lshrrev_b16_e32 v8, 3, v7
	v_mul_lo_u16_e32 v7, v15, v7
	v_add_u16_e32 v18, v17, v15
	v_mul_lo_u16_sdwa v17, v17, v16 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_xor_b32_sdwa v16, v16, v15 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	flat_store_short v[1:2], v14
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, s15
	v_add_u32_e32 v0, vcc, s14, v0
	flat_store_short v[3:4], v7
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_or_b32_sdwa v2, v18, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v8, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
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
.Lfunc_end1:
	.size	narrow_ops, .Lfunc_end1-narrow_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 576
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
	.globl	half_ops                        ; -- Begin function half_ops
	.p2align	8
	.type	half_ops,@function
half_ops:                               ; @half_ops
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 1, v[0:1]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v3, vcc, s2, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_ushort v16, v[3:4]
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_ushort v17, v[1:2]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v2, s1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, 2, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, 4, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_add_u32_e32 v6, vcc, 6, v0
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	v_add_u32_e32 v8, vcc, 8, v0
	v_addc_u32_e32 v9, vcc, 0, v1, vcc
	v_add_u32_e32 v10, vcc, 10, v0
	v_addc_u32_e32 v11, vcc, 0, v1, vcc
	v_add_u32_e32 v12, vcc, 12, v0
	v_addc_u32_e32 v13, vcc, 0, v1, vcc
	v_add_u32_e32 v14, vcc, 14, v0
	v_addc_u32_e32 v15, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	v_sub_f16_e32 v18, v16, v17
	flat_store_short v[2:3], v18
	v_add_u32_e32 v2, vcc, 16, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_floor_f16_e32 v18, v16
	v_trunc_f16_e32 v19, v17
	flat_store_short v[14:15], v18
	v_add_u32_e32 v14, vcc, 18, v0
	v_max_f16_e32 v18, v17, v17
	flat_store_short v[2:3], v19
	v_max_f16_e32 v19, v16, v16
	v_addc_u32_e32 v15, vcc, 0, v1, vcc
	v_min_f16_e32 v2, v19, v18
	flat_store_short v[8:9], v2
	v_add_u32_e32 v2, vcc, 20, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_mul_f16_e32 v9, v16, v17
	v_add_f16_e32 v8, v16, v17
	flat_store_short v[4:5], v9
	v_cvt_f32_f16_e32 v5, v16
	v_cmp_lt_f16_e32 vcc, v16, v17
	v_cvt_f32_f16_e32 v17, v17
	v_sqrt_f16_e64 v4, |v16|
	v_max_f16_e32 v18, v19, v18
	v_cndmask_b32_e32 v19, v9, v8, vcc
	v_mul_f32_e32 v5, v5, v17
	flat_store_short v[0:1], v8
	flat_store_short v[10:11], v18
	v_add_f32_e32 v5, 0x3dcccccd, v5
	v_add_u32_e32 v0, vcc, 22, v0
	v_cvt_i16_f16_e32 v16, v16
	v_xor_b32_e32 v9, 0x8000, v9
	v_cvt_f16_f32_e32 v5, v5
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_cvt_f16_i16_e32 v16, v16
	flat_store_short v[12:13], v19
	flat_store_short v[2:3], v16
	flat_store_short v[6:7], v4
	flat_store_short v[14:15], v5
	flat_store_short v[0:1], v9
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
	.size	half_ops, .Lfunc_end2-half_ops
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 416
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
	.globl	fmath                           ; -- Begin function fmath
	.p2align	8
	.type	fmath,@function
fmath:                                  ; @fmath
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
	flat_load_dword v4, v[3:4]
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v6, v[1:2]
	v_mul_lo_u32 v0, v0, 12
	v_mov_b32_e32 v2, s1
	s_brev_b32 s2, -2
	s_mov_b32 s4, 0x2f800000
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b32 s5, 0xcf800000
	v_add_u32_e32 v11, vcc, s0, v0
	v_addc_u32_e32 v12, vcc, v2, v1, vcc
	s_movk_i32 s3, 0x3039
	s_waitcnt vmcnt(1)
	v_trunc_f32_e32 v2, v4
	v_sqrt_f32_e64 v0, |v4|
	v_rndne_f32_e32 v1, v4
	v_ceil_f32_e32 v3, v4
	v_bfi_b32 v7, s2, 1.0, v4
	flat_store_dwordx4 v[11:12], v[0:3]
	s_waitcnt vmcnt(1)
	v_cmp_neq_f32_e32 vcc, v4, v6
	v_mul_f32_e32 v9, v4, v6
	v_cndmask_b32_e64 v8, |v4|, -v6, vcc
	v_sub_f32_e32 v4, v4, v2
	v_rndne_f32_e32 v5, v6
	v_mul_f32_e32 v6, 0x49742400, v9
	v_cmp_ge_f32_e64 vcc, |v4|, 0.5
	v_cndmask_b32_e32 v4, 0, v7, vcc
	v_trunc_f32_e32 v7, v6
	v_trunc_f32_e64 v6, |v6|
	v_mul_f32_e64 v9, |v7|, s4
	v_mul_f32_e32 v13, s4, v6
	v_floor_f32_e32 v9, v9
	v_floor_f32_e32 v13, v13
	v_fma_f32 v0, v9, s5, |v7|
	v_cvt_u32_f32_e32 v3, v13
	v_cvt_u32_f32_e32 v0, v0
	v_cvt_u32_f32_e32 v1, v9
	v_add_f32_e32 v4, v2, v4
	v_ashrrev_i32_e32 v10, 31, v7
	v_fma_f32 v2, v13, s5, v6
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v15, v3, s3
	v_xor_b32_e32 v3, v0, v10
	v_xor_b32_e32 v6, v1, v10
	v_sub_u32_e32 v9, vcc, v3, v10
	v_subb_u32_e32 v10, vcc, v6, v10, vcc
	v_add_u32_e32 v6, vcc, 1, v9
	v_mad_u64_u32 v[0:1], s[0:1], v2, s3, 0
	v_xor_b32_e32 v2, v9, v10
	v_ffbh_i32_e32 v3, v10
	v_addc_u32_e32 v7, vcc, 0, v10, vcc
	v_ashrrev_i32_e32 v13, 31, v2
	v_add_u32_e32 v14, vcc, -1, v3
	v_cvt_f64_i32_e32 v[2:3], v7
	v_cvt_f64_u32_e32 v[6:7], v6
	v_add_u32_e32 v13, vcc, 32, v13
	v_ldexp_f64 v[2:3], v[2:3], 32
	v_min_u32_e32 v16, v14, v13
	v_lshlrev_b64 v[13:14], v16, v[9:10]
	v_add_u32_e32 v1, vcc, v1, v15
	v_min_u32_e32 v10, 1, v13
	v_or_b32_e32 v15, v14, v10
	v_cvt_f32_u32_e32 v10, v0
	v_add_f64 v[2:3], v[2:3], v[6:7]
	v_ffbh_u32_e32 v6, v1
	v_min_u32_e32 v6, 32, v6
	v_lshlrev_b64 v[0:1], v6, v[0:1]
	v_cvt_f32_i32_e32 v15, v15
	v_min_u32_e32 v0, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v0, v0
	v_add_u32_e32 v13, vcc, 16, v11
	v_addc_u32_e32 v14, vcc, 0, v12, vcc
	v_sub_u32_e32 v7, vcc, 32, v16
	v_sub_u32_e32 v1, vcc, 32, v6
	v_ldexp_f32 v6, v15, v7
	v_ldexp_f32 v7, v0, v1
	flat_store_dwordx4 v[13:14], v[4:7]
	v_add_u32_e32 v0, vcc, 32, v11
	v_cvt_f32_f64_e32 v7, v[2:3]
	v_addc_u32_e32 v1, vcc, 0, v12, vcc
	flat_store_dwordx4 v[0:1], v[7:10]
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
	.size	fmath, .Lfunc_end3-fmath
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 572
; NumSgprs: 96
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 17
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
	.globl	f64_math                        ; -- Begin function f64_math
	.p2align	8
	.type	f64_math,@function
f64_math:                               ; @f64_math
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v18, 0x3ff00000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v2, vcc, s8, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 3, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_u32_e32 v3, vcc, s2, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	flat_load_dwordx2 v[4:5], v[3:4]
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mul_lo_u32 v2, v2, 12
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x41cdcd65
	v_mov_b32_e32 v6, s1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_brev_b32 s4, -2
	v_add_u32_e32 v16, vcc, s0, v2
	v_addc_u32_e32 v17, vcc, v6, v3, vcc
	v_add_u32_e32 v12, vcc, 64, v16
	v_addc_u32_e32 v13, vcc, 0, v17, vcc
	s_mov_b32 s0, 0xf4243
	s_waitcnt vmcnt(1)
	v_trunc_f64_e32 v[6:7], v[4:5]
	v_mul_f64 v[10:11], v[4:5], s[2:3]
	v_cvt_f32_f64_e32 v2, v[4:5]
	v_ceil_f64_e32 v[8:9], v[4:5]
	s_mov_b32 s3, 0x3df00000
	v_bfi_b32 v18, s4, v18, v5
	v_cvt_f64_f32_e32 v[2:3], v2
	s_waitcnt vmcnt(0)
	v_max_f64 v[14:15], v[0:1], v[0:1]
	v_bfi_b32 v1, s4, v1, v5
	flat_store_dwordx4 v[12:13], v[0:3]
	s_nop 0
	v_add_f64 v[0:1], v[4:5], -v[6:7]
	v_trunc_f64_e64 v[12:13], |v[10:11]|
	v_add_u32_e32 v2, vcc, 16, v16
	v_addc_u32_e32 v3, vcc, 0, v17, vcc
	v_trunc_f64_e32 v[10:11], v[10:11]
	flat_store_dwordx4 v[2:3], v[6:9]
	v_cmp_ge_f64_e64 vcc, |v[0:1]|, 0.5
	v_mul_f64 v[2:3], v[12:13], s[2:3]
	v_max_f64 v[8:9], v[4:5], v[4:5]
	v_mov_b32_e32 v0, 0
	v_cndmask_b32_e32 v1, 0, v18, vcc
	v_mul_f64 v[18:19], v[10:11], s[2:3]
	v_floor_f64_e32 v[20:21], v[2:3]
	s_mov_b32 s3, 0xc1f00000
	v_max_f64 v[2:3], v[8:9], v[14:15]
	v_add_f64 v[0:1], v[6:7], v[0:1]
	v_sqrt_f64_e64 v[6:7], |v[4:5]|
	v_rndne_f64_e32 v[8:9], v[4:5]
	v_floor_f64_e32 v[14:15], v[18:19]
	v_fma_f64 v[12:13], v[20:21], s[2:3], v[12:13]
	v_cvt_u32_f64_e32 v20, v[20:21]
	v_fma_f64 v[18:19], v[14:15], s[2:3], v[10:11]
	v_cvt_u32_f64_e32 v10, v[12:13]
	v_mul_lo_u32 v13, v20, s0
	v_cvt_i32_f64_e32 v12, v[14:15]
	v_mad_u64_u32 v[10:11], s[0:1], v10, s0, 0
	flat_store_dwordx4 v[16:17], v[6:9]
	v_add_u32_e32 v11, vcc, v11, v13
	v_cvt_f64_i32_e32 v[6:7], v12
	v_cvt_f64_u32_e32 v[8:9], v11
	v_cvt_u32_f64_e32 v12, v[18:19]
	v_cvt_f64_u32_e32 v[14:15], v10
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_ldexp_f64 v[8:9], v[8:9], 32
	v_cvt_f64_u32_e32 v[12:13], v12
	v_add_f64 v[12:13], v[6:7], v[12:13]
	v_add_f64 v[14:15], v[8:9], v[14:15]
	v_cvt_i32_f64_e32 v8, v[4:5]
	v_add_u32_e32 v6, vcc, 32, v16
	v_addc_u32_e32 v7, vcc, 0, v17, vcc
	v_add_u32_e32 v4, vcc, 48, v16
	v_addc_u32_e32 v5, vcc, 0, v17, vcc
	v_cvt_f64_i32_e32 v[8:9], v8
	v_add_u32_e32 v16, vcc, 0x50, v16
	v_addc_u32_e32 v17, vcc, 0, v17, vcc
	flat_store_dwordx4 v[6:7], v[0:3]
	flat_store_dwordx4 v[4:5], v[12:15]
	flat_store_dwordx4 v[16:17], v[8:11]
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
		.amdhsa_next_free_vgpr 22
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
	.size	f64_math, .Lfunc_end4-f64_math
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 608
; NumSgprs: 96
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 22
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
	.globl	bits                            ; -- Begin function bits
	.p2align	8
	.type	bits,@function
bits:                                   ; @bits
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v0, vcc, s8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_mov_b32_e32 v2, s3
	v_add_u32_e32 v1, vcc, s2, v3
	v_addc_u32_e32 v2, vcc, v2, v4, vcc
	flat_load_dword v2, v[1:2]
	v_mov_b32_e32 v1, s5
	v_add_u32_e32 v3, vcc, s4, v3
	v_addc_u32_e32 v4, vcc, v1, v4, vcc
	flat_load_dword v6, v[3:4]
	v_lshlrev_b32_e32 v0, 4, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v15, vcc, s0, v0
	v_addc_u32_e32 v16, vcc, v3, v1, vcc
	v_add_u32_e32 v9, vcc, 32, v15
	v_addc_u32_e32 v10, vcc, 0, v16, vcc
	s_mov_b32 s2, 0x10203
	s_brev_b32 s8, 1
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v11, vcc, 0, v2
	v_perm_b32 v5, 0, v2, s2
	v_max_i32_e32 v12, v2, v11
	v_bfe_i32 v14, v2, 4, 12
	s_waitcnt vmcnt(0)
	v_mul_u32_u24_e32 v0, v6, v2
	v_mul_hi_u32_u24_e32 v1, v6, v2
	v_xor_b32_e32 v3, v1, v0
	v_min_i32_e32 v0, 0x3e8, v2
	v_and_b32_e32 v1, 15, v6
	v_max_i32_e32 v0, 0xfffffc18, v0
	v_bfe_u32 v1, v2, v1, 10
	flat_store_dwordx4 v[9:10], v[0:3]
	v_add_u32_e64 v7, s[0:1], v2, v6 clamp
	v_alignbit_b32 v0, v2, v6, 1
	v_lshrrev_b32_e32 v1, 1, v2
	v_not_b32_e32 v3, v6
	v_sub_u32_e64 v8, s[0:1], v2, v6 clamp
	v_add_u32_e32 v13, vcc, v2, v6
	v_sub_u32_e64 v10, s[0:1], v2, v6
	v_alignbit_b32 v3, v1, v0, v3
	v_ffbl_b32_e32 v0, v6
	v_alignbit_b32 v4, v2, v6, v2
	v_mul_i32_i24_e32 v11, v6, v2
	v_cmp_lt_i32_e32 vcc, v13, v2
	v_cmp_lt_i32_e64 s[0:1], v10, v2
	v_mul_lo_u32 v17, v2, v6
	v_mul_hi_u32 v2, v2, v6
	v_cmp_gt_i32_e64 s[2:3], 0, v6
	v_cmp_lt_i32_e64 s[4:5], 0, v6
	v_min_u32_e32 v6, 32, v0
	flat_store_dwordx4 v[15:16], v[3:6]
	s_xor_b64 vcc, s[2:3], vcc
	v_ashrrev_i32_e32 v3, 31, v13
	v_ashrrev_i32_e32 v4, 31, v10
	v_xor_b32_e32 v3, s8, v3
	v_add_u32_e64 v0, s[6:7], 16, v15
	v_xor_b32_e32 v4, s8, v4
	v_cndmask_b32_e32 v9, v13, v3, vcc
	s_xor_b64 vcc, s[4:5], s[0:1]
	v_addc_u32_e64 v1, s[6:7], 0, v16, s[6:7]
	v_cndmask_b32_e32 v10, v10, v4, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc
	flat_store_dwordx4 v[0:1], v[7:10]
	v_add_u32_e32 v0, vcc, 48, v15
	v_xor_b32_e32 v13, v17, v2
	v_addc_u32_e32 v1, vcc, 0, v16, vcc
	flat_store_dwordx4 v[0:1], v[11:14]
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
		.amdhsa_next_free_vgpr 18
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
.Lfunc_end5:
	.size	bits, .Lfunc_end5-bits
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 464
; NumSgprs: 96
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 18
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
    .name:           i64_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     96
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         narrow_ops.kd
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
    .name:           half_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     96
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
    .sgpr_count:     96
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         f64_math.kd
    .vgpr_count:     22
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         bits.kd
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
