; scripts/oracle/gcn_data_relocations.py: llvm-mc-14 -triple=amdgcn-- -mcpu=gfx900 -filetype=obj
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, gv@rel32@lo+4
	s_addc_u32 s5, s5, gv@rel32@hi+12
	s_add_u32 s4, s4, loc@rel32@lo+4
	s_endpgm
.Lk_end:
	.size	k, .Lk_end-k
	.data
	.globl	vars
	.p2align	3
vars:
	.long	ext@rel32@lo
	.long	ext@rel32@hi+8
	.long	ext@abs32@lo
	.long	ext@abs32@hi
	.long	ext@gotpcrel32@lo
	.long	ext@gotpcrel32@hi
	.long	ext@gotpcrel
	.4byte	ext@REL32@LO+0x10
	.int	4+ext@rel32@lo
	.long	(ext@abs32@lo)
	.long	ext @rel32@hi
	.quad	ext@rel64
	.8byte	ext@rel64+8
	.long	loc@rel32@lo
	.long	loc@rel32@lo-4
	.long	vars@abs32@hi
	.quad	k@rel64
	.weak	weak_sym
	.long	weak_sym@gotpcrel
loc:
	.long	0
