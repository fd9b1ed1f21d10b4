	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
	.section .data.sets,"aw"
	.p2align	3
sets:
	.long	fwd
	.quad	fwd
	.long	fwd_plus
	.quad	chain
	.long	fwd_ext
	.long	fwd@rel32@lo
	.long	cst
	.long	diff
	.long	twice
lab:
	.long	1
	.set	fwd, lab
	fwd_plus = lab + 4
	.set	chain, chain2
	.set	chain2, lab2+8
	.set	fwd_ext, ext + 12
	.set	cst, 5
	.set	diff, lab2 - lab
	.set	twice, lab
	.set	twice, lab2
lab2:
	.long	2
