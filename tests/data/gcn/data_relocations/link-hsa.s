; scripts/oracle/gcn_data_relocations.py: llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_endpgm
.Lk_end:
	.size	k, .Lk_end-k
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
	.data
	.globl	tab
	.hidden	tab
	.p2align	3
tab:
	.long	1
	.long	2
ptr:
	.quad	tab
	.quad	tab+4
	.quad	k
	.quad	ptr
	.quad	tab - ptr
