; scripts/oracle/gcn_debug_directives.py: llvm-mc-14 -triple=amdgcn-- -mcpu=tahiti -filetype=obj
	.text
	.file 1 "/w" "a.cl"
	.file 2 "/w/x/b.h"
	.file 3 "c.h"
	.file 4 "/w/y" "b.h"
k:
	.loc 1 3 0
	s_nop 0
	.loc 2 4 0
	s_nop 0
	.loc 3 5 0
	s_nop 0
	.loc 4 6 2
	s_endpgm
