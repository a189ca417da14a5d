	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469508
	.text
	.globl	mk
	.p2align	8
	.type	mk,@function
	.amdgpu_hsa_kernel mk
mk:
	.amd_kernel_code_t
		granulated_workitem_vgpr_count = 1
		granulated_wavefront_sgpr_count = 2
		float_mode = 192
		user_sgpr_count = 4
		private_element_size = 1
		is_ptr64 = 1
	.end_amd_kernel_code_t
	s_endpgm
.Lfunc_end0:
	.size	mk, .Lfunc_end0-mk
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx600"
