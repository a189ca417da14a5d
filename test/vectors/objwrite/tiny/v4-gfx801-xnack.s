	.amdgcn_target "amdgcn-amd-amdhsa--gfx801:xnack+"
	.text
	.p2align 8
	.type lk,@function
lk:
	s_nop 0
	s_endpgm
helper:
	s_endpgm
	.size lk, 12
	.globl gk
	.type gk,@function
gk:
	s_mov_b32 s0, ext@abs32@lo
	s_mov_b32 s1, helper@rel32@hi+4
	s_endpgm
	.data
	.p2align 3
dl:
	.quad ext
	.quad helper
	.quad dl+8
	.weak wk
wk:
	.long 7
	.globl hid
	.hidden hid
hid:
	.long 9
	.section .bss,"aw",@nobits
	.p2align 4
bb:
	.zero 64
	.section .rodata,"a"
	.p2align 6
	.amdhsa_kernel lk
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
	.end_amdhsa_kernel
	.amdhsa_kernel gk
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_xnack_mask 1
	.end_amdhsa_kernel
