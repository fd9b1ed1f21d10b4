; scripts/oracle/gcn_debug_directives.py: llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.cfi_sections .eh_frame, .debug_frame
	.text
f:
	.cfi_startproc simple
	s_nop 0
	.cfi_def_cfa_offset 16
	.cfi_endproc
g:
	.cfi_startproc
	s_nop 0
	.cfi_offset 16, 8
	s_endpgm
	.cfi_endproc
h:
	.cfi_startproc
	.cfi_return_column 17
	s_nop 0
	.cfi_endproc
