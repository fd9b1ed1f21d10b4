; scripts/oracle/gcn_debug_directives.py: llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
f:
	.cfi_startproc
	s_nop 0
	.cfi_def_cfa_offset 16
	s_nop 0
	.cfi_offset 16, -8
	.cfi_rel_offset s33, 8
	.cfi_escape 0x10, 0x02, 0x30, 0x31
	.rept 70
	s_nop 0
	.endr
	.cfi_undefined v0
	s_setpc_b64 s[30:31]
	.cfi_endproc
g:
	.cfi_startproc simple
	s_nop 0
	.cfi_def_cfa 1, 0
	s_endpgm
	.cfi_endproc
h:
	.cfi_startproc
	.cfi_return_column 17
	s_nop 0
	.cfi_register 16, 17
	.cfi_endproc
	.section .text.k,"ax",@progbits
k:
	.cfi_startproc
	s_nop 0
	.cfi_remember_state
	.cfi_llvm_def_aspace_cfa 64, 4, 6
	.cfi_restore_state
	s_endpgm
	.cfi_endproc
	.text
m:
	.cfi_startproc
	.cfi_return_column 2560
	s_endpgm
	.cfi_endproc
