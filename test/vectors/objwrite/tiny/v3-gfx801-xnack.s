	.amdgcn_target "amdgcn-amd-amdhsa--gfx801+xnack"
	.text
	.globl	k3
	.p2align	8
	.type	k3,@function
k3:
	s_endpgm
.Lfunc_end0:
	.size	k3, .Lfunc_end0-k3
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel k3
		.amdhsa_group_segment_fixed_size 128
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_denorm_mode_32 3
	.end_amdhsa_kernel
	.text
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .name:           !str y
        .offset:         0
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 128
    .kernarg_segment_align: 4
    .kernarg_segment_size: 4
    .max_flat_workgroup_size: 1024
    .name:           k3
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         k3.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx801+xnack
amdhsa.version:
  - 1
  - 0
...

	.end_amdgpu_metadata
