; scripts/oracle/gcn_data_relocations.py: llvm-mc-14 -triple=amdgcn-- -mcpu=tahiti -filetype=obj
	.data
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
