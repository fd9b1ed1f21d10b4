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
	.p2align	3
tab:
	.long	1
ptr:
	.quad	tab
	.long	tab
	.quad	ptr+8
	.4byte	ptr
	.8byte	k
	.long	ext
	.quad	ext-4
	.quad	ext+0x100000000
	.long	ext+12
	.quad	(ptr - tab) + ext
	.weak	weak_sym
	.quad	weak_sym
	.long	end - tab
	.quad	end - ptr
	.long	.Lk_end - k
	.2byte	end - ptr
	.byte	ptr - tab
end:
	.section	.rodata.ptrs,"a",@progbits
	.p2align	2
table:
	.long	2
	.long	table+4
	.quad	tab+16
	.quad	.Lk_end
