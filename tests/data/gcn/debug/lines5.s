; scripts/oracle/gcn_debug_directives.py: llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.file 0 "/w" "a.cl" md5 0x00112233445566778899aabbccddeeff
	.file 1 "/w/inc" "b.h" md5 0x0102030405060708090a0b0c0d0e0f10
	.file 2 "/w" "c.h" md5 0x1102030405060708090a0b0c0d0e0f10
	.file 3 "/w/inc/d.h" md5 0x2102030405060708090a0b0c0d0e0f10
f:
	.loc 0 3 0
	.loc 0 4 2
	s_nop 0
	.loc 1 10 5 prologue_end
	s_nop 0
	.loc 1 2 7 is_stmt 0 discriminator 3
	s_nop 0
	s_nop 0
	.loc 2 200 1 epilogue_begin basic_block isa 2
	.rept 16
	s_nop 0
	.endr
	.loc 3 201 1
	.rept 17
	s_nop 0
	.endr
	.loc 0 202 2
	.rept 40
	s_nop 0
	.endr
	.loc 0 100000 65
	.long 0
	.rept 300
	s_nop 0
	.endr
	.loc 0 5 0 is_stmt 1
	.zero 4
	s_endpgm
	.loc 0 6 0
	.section .rodata,"a"
	.byte 1
	.text
	s_nop 0
	.loc 0 7 0
	.rept 17
	s_nop 0
	.endr
	.section .text.g,"ax",@progbits
g:
	.loc 0 9 1
	s_endpgm
	.loc 0 10 1
