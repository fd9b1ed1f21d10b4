; scripts/oracle/gcn_debug_directives.py: llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.cfi_sections .debug_frame
	.text
f:
	.cfi_startproc
	s_nop 0
	.cfi_def_cfa 1, 8
	.cfi_def_cfa_offset 16
	s_nop 0
	.cfi_def_cfa_register 2
	.cfi_offset 3, -8
	.cfi_offset 4, 12
	.cfi_offset 70, 12
	.cfi_undefined 16
	.cfi_same_value 5
	.cfi_register 6, 7
	.cfi_restore 3
	.cfi_restore 70
	.cfi_escape 0x10, 0x02, 0x30, 0x31
	.cfi_remember_state
	.cfi_adjust_cfa_offset 4
	.cfi_restore_state
	.cfi_rel_offset 8, 4
	.cfi_return_column 9
	.cfi_llvm_def_aspace_cfa 64, 4, 6
	.rept 70
	s_nop 0
	.endr
	.cfi_undefined 17
	.rept 300
	s_nop 0
	.endr
	.cfi_undefined 17
	s_endpgm
	.cfi_endproc
g:
	.cfi_startproc simple
	s_nop 0
	.cfi_def_cfa 1, 0
	s_endpgm
	.cfi_endproc
