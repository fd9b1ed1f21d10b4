; scripts/oracle/gcn_debug_directives.py: llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.file 0 "/w" "a.cl" md5 0x00112233445566778899aabbccddeeff
f:
.Lfunc_begin0:
	.loc 0 1 0
	s_nop 0
.Ltmp0:
	.rept 40
	s_nop 0
	.endr
.Lfunc_end0:
	s_endpgm
	.section .debug_abbrev
	.byte 1
	.byte 0
	.section .debug_info
	.long .Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short 5
	.long .debug_abbrev
	.long .Lline_table_start0
	.quad .Lfunc_begin0
	.long .Lfunc_end0-.Lfunc_begin0
	.uleb128 .Ltmp0-.Lfunc_begin0
	.uleb128 .Lfunc_end0-.Lfunc_begin0
	.uleb128 300
	.sleb128 -3
	.sleb128 .Lfunc_begin0-.Lfunc_end0
	.uleb128 .Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_end0:
	.section .debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz "a.cl"
	.section .debug_loclists
.Lleb_a:
	.uleb128 .Lleb_b-.Lleb_a
	.zero 127
.Lleb_b:
	.uleb128 256-(.Lleb_b-.Lleb_a)
	.section .debug_line
.Lline_table_start0:
