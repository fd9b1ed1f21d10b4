; scripts/oracle/gcn_debug_directives.py: llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx908 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.cfi_sections .debug_frame
	.text
f:
	.cfi_startproc
	s_nop 0
	.cfi_offset s5, 4
	.cfi_offset s63, 8
	.cfi_offset s64, 12
	.cfi_offset s101, 16
	.cfi_offset v0, 20
	.cfi_offset v255, 24
	.cfi_offset a3, 28
	.cfi_undefined exec
	.cfi_undefined exec_lo
	.cfi_undefined pc
	.cfi_undefined vcc
	.cfi_undefined m0
	.cfi_undefined ttmp3
	.cfi_undefined flat_scratch
	.cfi_undefined v[0:1]
	.cfi_def_cfa_register s32
	.cfi_register s30, s31
	.cfi_same_value v[3]
	.cfi_rel_offset s[4], 4
	.cfi_restore v40
	s_endpgm
	.cfi_endproc
