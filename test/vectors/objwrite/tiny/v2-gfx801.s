	.hsa_code_object_version 2,1
	.hsa_code_object_isa
	.text
	.globl k2
	.p2align 8
	.type k2,@function
	.amdgpu_hsa_kernel k2
k2:
	.amd_kernel_code_t
		wavefront_sgpr_count = 20
		workitem_vgpr_count = 7
		kernarg_segment_byte_size = 16
		enable_sgpr_kernarg_segment_ptr = 1
	.end_amd_kernel_code_t
	s_endpgm
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx801"
