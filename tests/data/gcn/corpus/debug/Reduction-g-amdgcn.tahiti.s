	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469259
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:
.Lfunc_begin0:
	.file	0 "/ext" "/ext/xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl" md5 0xeeb87832bb71b0f6bd1ba9f6f6c5cd08
	.file	1 "xianggong+cl_kernel_compilation/kernel-src" "Reduction_Kernels.cl" md5 0xeeb87832bb71b0f6bd1ba9f6f6c5cd08
	.loc	1 35 0
	.cfi_sections .debug_frame
	.cfi_startproc
	s_mov_b32 s56, SCRATCH_RSRC_DWORD0
	s_mov_b32 s57, SCRATCH_RSRC_DWORD1
	s_mov_b32 s58, -1
	s_mov_b32 s59, 0xe8f000
	s_add_u32 s56, s56, s11
	s_addc_u32 s57, s57, 0
	s_mov_b64 s[38:39], s[4:5]
.Ltmp0:
	.loc	1 37 24 prologue_end
	s_add_u32 s34, s38, 56
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[42:43], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	v_mov_b32_e32 v42, v1
	.loc	1 0 0 is_stmt 0
	s_load_dwordx4 s[48:51], s[4:5], 0x9
	s_load_dword s52, s[4:5], 0xd
	.loc	1 37 24
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v42
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_mov_b32 s33, s10
	s_mov_b32 s44, s9
	s_mov_b32 s45, s8
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[40:41], s[2:3]
	v_or_b32_e32 v46, v1, v0
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp1:
	.loc	1 38 24 is_stmt 1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_group_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_group_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	.loc	1 37 24
	v_mov_b32_e32 v44, v0
.Ltmp2:
	.loc	1 38 24
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp3:
	.loc	1 39 24
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	.loc	1 38 24
	v_mov_b32_e32 v40, v0
.Ltmp4:
	.loc	1 39 24
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp5:
	.loc	1 41 30
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14get_local_sizej@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z14get_local_sizej@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	.loc	1 39 24
	v_mov_b32_e32 v47, v0
.Ltmp6:
	.loc	1 41 30
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp7:
	v_mov_b32_e32 v45, v0
.Ltmp8:
	.loc	1 42 31
	v_lshlrev_b32_e32 v0, 1, v47
.Ltmp9:
	.loc	1 43 18
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[4:5], v[0:1], 4
	s_mov_b32 s3, 0xf000
	s_mov_b32 s2, 0
	s_mov_b64 s[0:1], s[48:49]
	buffer_load_dwordx4 v[0:3], v[4:5], s[0:3], 0 addr64
.Ltmp10:
	buffer_load_dwordx4 v[4:7], v[4:5], s[0:3], 0 addr64 offset:16
	.loc	1 45 5
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@gotpcrel32@hi+12
	s_load_dwordx2 s[46:47], s[0:1], 0x0
	.loc	1 43 5
	v_lshlrev_b32_e32 v8, 4, v44
	v_add_i32_e32 v47, vcc, s52, v8
	.loc	1 43 16 is_stmt 0
	v_add_i32_e32 v8, vcc, 8, v47
	s_mov_b32 m0, -1
	.loc	1 45 5 is_stmt 1
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_mov_b64 s[2:3], s[58:59]
	.loc	1 43 32
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v4, v0
	v_add_i32_e32 v3, vcc, v7, v3
	v_add_i32_e32 v2, vcc, v6, v2
	v_add_i32_e32 v1, vcc, v5, v1
	.loc	1 43 16 is_stmt 0
	ds_write_b64 v8, v[2:3]
	ds_write_b64 v47, v[0:1]
	.loc	1 45 5 is_stmt 1
	v_mov_b32_e32 v0, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[46:47]
.Ltmp11:
	.loc	1 47 44
	v_cmp_lt_u32_e32 vcc, 1, v45
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_5
.Ltmp12:
	.loc	1 0 44 is_stmt 0
	s_mov_b64 s[48:49], 0
	s_branch .LBB0_3
.Ltmp13:
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 10, v42
.Ltmp14:
	.loc	1 53 9 is_stmt 1
	s_add_u32 s8, s38, 56
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_mov_b64 s[0:1], s[56:57]
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
.Ltmp15:
	.loc	1 47 44
	v_cmp_gt_u32_e32 vcc, 4, v45
	s_or_b64 s[48:49], vcc, s[48:49]
	v_mov_b32_e32 v45, v46
.Ltmp16:
	.loc	1 0 44 is_stmt 0
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB0_5
.Ltmp17:
.LBB0_3:
	v_lshrrev_b32_e32 v46, 1, v45
.Ltmp18:
	.loc	1 49 16 is_stmt 1
	v_cmp_gt_u32_e32 vcc, v46, v44
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.Ltmp19:
	.loc	1 51 27
	v_lshlrev_b32_e32 v0, 4, v46
	v_add_i32_e32 v4, vcc, v47, v0
	v_add_i32_e32 v0, vcc, 8, v4
	.loc	1 51 24 is_stmt 0
	v_add_i32_e32 v8, vcc, 8, v47
	.loc	1 51 27
	ds_read_b64 v[0:1], v0
	.loc	1 51 24
	ds_read_b64 v[2:3], v8
	.loc	1 51 27
	ds_read_b64 v[4:5], v4
	.loc	1 51 24
	ds_read_b64 v[6:7], v47
	s_waitcnt lgkmcnt(2)
	v_add_i32_e32 v1, vcc, v3, v1
	v_add_i32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v3, vcc, v7, v5
	v_add_i32_e32 v2, vcc, v6, v4
	ds_write_b64 v47, v[2:3]
	ds_write_b64 v8, v[0:1]
	s_branch .LBB0_2
.Ltmp20:
.LBB0_5:
	.loc	1 0 24
	s_or_b64 exec, exec, s[34:35]
.Ltmp21:
	s_mov_b32 s2, 0
.Ltmp22:
	.loc	1 57 12 is_stmt 1
	v_cmp_eq_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
.Ltmp23:
	.loc	1 57 32 is_stmt 0
	v_mov_b32_e32 v0, s52
	ds_read2_b64 v[0:3], v0 offset1:1
	.loc	1 57 18
	v_mov_b32_e32 v41, 0
	v_lshl_b64 v[4:5], v[40:41], 4
	s_mov_b32 s3, 0xf000
	s_mov_b64 s[0:1], s[50:51]
	.loc	1 57 30
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[0:3], v[4:5], s[0:3], 0 addr64
.Ltmp24:
.LBB0_7:
	.loc	1 58 1 is_stmt 1
	s_endpgm
.Ltmp25:
.Lfunc_end0:
	.size	reduce, .Lfunc_end0-reduce
	.cfi_endproc

	.file	2 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h" md5 0xfa1685a960bf69b8d0f8ccc506cbc0c7
	.section	.debug_loclists
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0
.Ldebug_list_header_start0:
	.short	5
	.byte	8
	.byte	0
	.long	3
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4
	.uleb128 .Ltmp8-.Lfunc_begin0
	.uleb128 .Ltmp13-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	173
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	0
.Ldebug_loc1:
	.byte	4
	.uleb128 .Ltmp9-.Lfunc_begin0
	.uleb128 .Ltmp10-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	128
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	0
.Ldebug_loc2:
	.byte	4
	.uleb128 .Ltmp11-.Lfunc_begin0
	.uleb128 .Ltmp15-.Lfunc_begin0
	.byte	10
	.byte	146
	.byte	173
	.byte	20
	.byte	0
	.byte	49
	.byte	37
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.byte	4
	.uleb128 .Ltmp15-.Lfunc_begin0
	.uleb128 .Ltmp16-.Lfunc_begin0
	.byte	10
	.byte	146
	.byte	174
	.byte	20
	.byte	0
	.byte	49
	.byte	37
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.byte	4
	.uleb128 .Ltmp16-.Lfunc_begin0
	.uleb128 .Ltmp20-.Lfunc_begin0
	.byte	10
	.byte	146
	.byte	173
	.byte	20
	.byte	0
	.byte	49
	.byte	37
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.byte	0
.Ldebug_list_header_end0:
	.section	.debug_abbrev
	.byte	1
	.byte	17
	.byte	1
	.byte	37
	.byte	37
	.byte	19
	.byte	5
	.byte	3
	.byte	37
	.byte	114
	.byte	23
	.byte	16
	.byte	23
	.byte	27
	.byte	37
	.byte	17
	.byte	27
	.byte	18
	.byte	6
	.byte	115
	.byte	23
	.ascii	"\214\001"
	.byte	23
	.byte	0
	.byte	0
	.byte	2
	.byte	46
	.byte	1
	.byte	17
	.byte	27
	.byte	18
	.byte	6
	.byte	122
	.byte	25
	.byte	3
	.byte	37
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	54
	.byte	11
	.byte	63
	.byte	25
	.byte	0
	.byte	0
	.byte	3
	.byte	5
	.byte	0
	.byte	3
	.byte	37
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	73
	.byte	19
	.byte	0
	.byte	0
	.byte	4
	.byte	52
	.byte	0
	.byte	2
	.byte	34
	.byte	3
	.byte	37
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	73
	.byte	19
	.byte	0
	.byte	0
	.byte	5
	.byte	52
	.byte	0
	.byte	3
	.byte	37
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	73
	.byte	19
	.byte	0
	.byte	0
	.byte	6
	.byte	11
	.byte	1
	.byte	17
	.byte	27
	.byte	18
	.byte	6
	.byte	0
	.byte	0
	.byte	7
	.byte	72
	.byte	0
	.ascii	"\203\001"
	.byte	24
	.byte	125
	.byte	27
	.byte	0
	.byte	0
	.byte	8
	.byte	36
	.byte	0
	.byte	3
	.byte	37
	.byte	62
	.byte	11
	.byte	11
	.byte	11
	.byte	0
	.byte	0
	.byte	9
	.byte	15
	.byte	0
	.byte	73
	.byte	19
	.byte	0
	.byte	0
	.byte	10
	.byte	22
	.byte	0
	.byte	73
	.byte	19
	.byte	3
	.byte	37
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	0
	.byte	0
	.byte	11
	.byte	1
	.byte	1
	.ascii	"\207B"
	.byte	25
	.byte	11
	.byte	11
	.byte	73
	.byte	19
	.byte	0
	.byte	0
	.byte	12
	.byte	33
	.byte	0
	.byte	73
	.byte	19
	.byte	55
	.byte	11
	.byte	0
	.byte	0
	.byte	13
	.byte	36
	.byte	0
	.byte	3
	.byte	37
	.byte	11
	.byte	11
	.byte	62
	.byte	11
	.byte	0
	.byte	0
	.byte	14
	.byte	15
	.byte	0
	.byte	73
	.byte	19
	.byte	51
	.byte	6
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short	5
	.byte	1
	.byte	8
	.long	.debug_abbrev
	.byte	1
	.byte	0
	.short	21
	.byte	1
	.long	.Lstr_offsets_base0
	.long	.Lline_table_start0
	.byte	2
	.byte	0
	.long	.Lfunc_end0-.Lfunc_begin0
	.long	.Laddr_table_base0
	.long	.Lloclists_table_base0
	.byte	2
	.byte	0
	.long	.Lfunc_end0-.Lfunc_begin0

	.byte	3
	.byte	1
	.byte	34
	.byte	199

	.byte	3
	.byte	8
	.byte	1
	.byte	34
	.long	202
	.byte	3
	.byte	12
	.byte	1
	.byte	34
	.long	202
	.byte	3
	.byte	13
	.byte	1
	.byte	34
	.long	240
	.byte	4
	.byte	0
	.byte	4
	.byte	1
	.byte	41
	.long	198
	.byte	4
	.byte	1
	.byte	6
	.byte	1
	.byte	42
	.long	198
	.byte	5
	.byte	14
	.byte	1
	.byte	37
	.long	198
	.byte	5
	.byte	15
	.byte	1
	.byte	38
	.long	198
	.byte	5
	.byte	16
	.byte	1
	.byte	39
	.long	198
	.byte	6
	.byte	1
	.long	.Ltmp20-.Ltmp11
	.byte	4
	.byte	2
	.byte	7
	.byte	1
	.byte	47
	.long	198
	.byte	0
	.byte	7
	.byte	8
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	2
	.byte	7
	.byte	8
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	3
	.byte	7
	.byte	8
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	4
	.byte	7
	.byte	8
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	5
	.byte	7
	.byte	8
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	1
	.byte	7
	.byte	8
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	6
	.byte	0
	.byte	8
	.byte	5
	.byte	7
	.byte	4
	.byte	9
	.long	207
	.byte	10
	.long	215
	.byte	11
	.byte	2
	.byte	163
	.byte	11

	.byte	16
	.long	228
	.byte	12
	.long	236
	.byte	4
	.byte	0
	.byte	10
	.long	198
	.byte	9
	.byte	2
	.byte	98
	.byte	13
	.byte	10
	.byte	8
	.byte	7
	.byte	14
	.long	207
	.long	2
	.byte	0
.Ldebug_info_end0:
	.section	.debug_str_offsets
	.long	72
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"
.Linfo_string1:
	.asciz	"/ext/xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl"
.Linfo_string2:
	.asciz	"/ext"
.Linfo_string3:
	.asciz	"reduce"
.Linfo_string4:
	.asciz	"localSize"
.Linfo_string5:
	.asciz	"unsigned int"
.Linfo_string6:
	.asciz	"stride"
.Linfo_string7:
	.asciz	"s"
.Linfo_string8:
	.asciz	"input"
.Linfo_string9:
	.asciz	"uint"
.Linfo_string10:
	.asciz	"__ARRAY_SIZE_TYPE__"
.Linfo_string11:
	.asciz	"uint4"
.Linfo_string12:
	.asciz	"output"
.Linfo_string13:
	.asciz	"sdata"
.Linfo_string14:
	.asciz	"tid"
.Linfo_string15:
	.asciz	"bid"
.Linfo_string16:
	.asciz	"gid"
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0
.Ldebug_addr_start0:
	.short	5
	.byte	8
	.byte	0
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp11
	.quad	.Ltmp1
	.quad	.Ltmp3
	.quad	.Ltmp5
	.quad	.Ltmp7
	.quad	.Ltmp15
.Ldebug_addr_end0:
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
	.section	.debug_line
.Lline_table_start0:
