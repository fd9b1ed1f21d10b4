	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469259
	.text
	.globl	k
	.p2align	8
	.type	k,@function
	.amdgpu_hsa_kernel k
k:
	.amd_kernel_code_t
		granulated_workitem_vgpr_count = 11
		user_sgpr_count = 12
		call_convention = -1
	.end_amd_kernel_code_t
	s_mov_b32 s56, SCRATCH_RSRC_DWORD0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, table@rel32@lo+4
	s_addc_u32 s5, s5, table@gotpcrel32@hi+12
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.section	.rodata,#alloc
	.globl	table
	.p2align	2
table:
	.long	1
	.zero	4
	.asciz	"x"
	.size	table, 9
	.amdgpu_lds llvm.amdgcn.kernel.k.lds, 256, 16
	.ident	"clang"
	.section	".note.GNU-stack"
	.addrsig
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx600"
