	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469187
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	binarySearch
	.p2align	8
	.type	binarySearch,@function
binarySearch:
.Lfunc_begin0:
	.file	0 "/ext" "/ext/xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl" md5 0x701318742b3a9669cb3bfa122675e99f
	.file	1 "xianggong+cl_kernel_compilation/kernel-src" "BinarySearch_Kernels.cl" md5 0x701318742b3a9669cb3bfa122675e99f
	.loc	1 33 0
	.cfi_sections .debug_frame
	.cfi_startproc
	s_mov_b32 s44, SCRATCH_RSRC_DWORD0
	s_mov_b32 s45, SCRATCH_RSRC_DWORD1
	s_mov_b32 s46, -1
	s_mov_b32 s47, 0xe00000
	s_add_u32 s44, s44, s11
	s_addc_u32 s45, s45, 0
	s_mov_b32 s12, s8
.Ltmp0:
	.loc	1 34 24 prologue_end
	s_add_u32 s8, s4, 64
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	.loc	1 0 0 is_stmt 0
	s_load_dwordx4 s[36:39], s[4:5], 0x24
	s_load_dwordx4 s[40:43], s[4:5], 0x34
	.loc	1 34 24
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s5, s5, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[44:45]
	v_mov_b32_e32 v31, v0
	s_mov_b64 s[2:3], s[46:47]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp1:
	.loc	1 37 56 is_stmt 1
	v_mul_lo_u32 v1, v0, s40
	.loc	1 37 50 is_stmt 0
	v_add_u32_e32 v2, s41, v1
	.loc	1 37 21
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s39
	v_add_co_u32_e32 v2, vcc, s38, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
.Ltmp2:
	.loc	1 41 23 is_stmt 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, s42, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
.Ltmp3:
	.loc	1 38 50
	s_add_i32 s0, s41, s40
	.loc	1 38 75 is_stmt 0
	v_add3_u32 v2, s0, -1, v1
.Ltmp4:
	.loc	1 38 21
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s39
	v_add_co_u32_e32 v2, vcc, s38, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v1, v[2:3], off
.Ltmp5:
	.loc	1 41 50 is_stmt 1
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, s42, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_3
.Ltmp6:
	.loc	1 52 26
	s_load_dwordx4 s[0:3], s[36:37], 0x0
	s_mov_b32 s4, 1
.Ltmp7:
	.loc	1 0 0 is_stmt 0
	v_mov_b32_e32 v1, 0
.Ltmp8:
	.loc	1 53 26 is_stmt 1
	s_waitcnt lgkmcnt(0)
	v_pk_mov_b32 v[4:5], s[2:3], s[2:3] op_sel:[0,1]
	v_pk_mov_b32 v[2:3], s[0:1], s[0:1] op_sel:[0,1]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v5, s4
	global_store_dwordx4 v1, v[2:5], s[36:37]
.Ltmp9:
.LBB0_3:
	.loc	1 56 1
	s_endpgm
.Ltmp10:
.Lfunc_end0:
	.size	binarySearch, .Lfunc_end0-binarySearch
	.cfi_endproc

	.section	.AMDGPU.config
	.long	47176
	.long	11469123
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	binarySearch_mulkeys
	.p2align	8
	.type	binarySearch_mulkeys,@function
binarySearch_mulkeys:
.Lfunc_begin1:
	.loc	1 63 0
	.cfi_startproc
	s_mov_b32 s36, SCRATCH_RSRC_DWORD0
	s_mov_b32 s37, SCRATCH_RSRC_DWORD1
	s_mov_b32 s38, -1
	s_mov_b32 s39, 0xe00000
	s_add_u32 s36, s36, s11
	s_addc_u32 s37, s37, 0
	s_mov_b64 s[34:35], s[4:5]
	s_mov_b32 s12, s8
.Ltmp11:
	.loc	1 64 15 prologue_end
	s_add_u32 s8, s34, 0x44
	s_mov_b32 s13, s9
	s_addc_u32 s9, s35, 0
	.loc	1 0 0 is_stmt 0
	s_load_dword s33, s[4:5], 0x34
	.loc	1 64 15
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s5, s5, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[36:37]
	v_mov_b32_e32 v31, v0
	s_mov_b64 s[2:3], s[38:39]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp12:
	.loc	1 70 22 is_stmt 1
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB1_6
.Ltmp13:
	.loc	1 0 0 is_stmt 0
	s_load_dwordx4 s[0:3], s[34:35], 0x24
	s_load_dwordx2 s[4:5], s[34:35], 0x3c
	.loc	1 65 22 is_stmt 1
	v_lshlrev_b32_e32 v0, 8, v0
.Ltmp14:
	.loc	1 0 22 is_stmt 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_3
.Ltmp15:
.LBB1_2:
	s_or_b64 exec, exec, s[2:3]
.Ltmp16:
	.loc	1 70 22 is_stmt 1
	s_add_i32 s33, s33, -1
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB1_6
.Ltmp17:
.LBB1_3:
	.loc	1 73 12
	global_load_dword v4, v1, s[0:1]
	.loc	1 73 23 is_stmt 0
	global_load_dword v5, v[2:3], off
	.loc	1 73 20
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v4, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_2
.Ltmp18:
	.loc	1 73 50
	global_load_dword v5, v[2:3], off offset:1020
	.loc	1 73 48
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v4, v5
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_2
.Ltmp19:
	.loc	1 74 22 is_stmt 1
	global_store_dword v1, v0, s[4:5]
	s_branch .LBB1_2
.Ltmp20:
.LBB1_6:
	.loc	1 78 1
	s_endpgm
.Ltmp21:
.Lfunc_end1:
	.size	binarySearch_mulkeys, .Lfunc_end1-binarySearch_mulkeys
	.cfi_endproc

	.section	.AMDGPU.config
	.long	47176
	.long	11469187
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	binarySearch_mulkeysConcurrent
	.p2align	8
	.type	binarySearch_mulkeysConcurrent,@function
binarySearch_mulkeysConcurrent:
.Lfunc_begin2:
	.loc	1 87 0
	.cfi_startproc
	s_mov_b32 s40, SCRATCH_RSRC_DWORD0
	s_mov_b32 s41, SCRATCH_RSRC_DWORD1
	s_mov_b32 s42, -1
	s_mov_b32 s43, 0xe00000
	s_add_u32 s40, s40, s11
	s_addc_u32 s41, s41, 0
	s_mov_b64 s[34:35], s[4:5]
	s_mov_b32 s12, s8
.Ltmp22:
	.loc	1 88 19 prologue_end
	s_add_u32 s8, s34, 0x44
	s_mov_b32 s13, s9
	s_addc_u32 s9, s35, 0
	.loc	1 0 0 is_stmt 0
	s_load_dwordx2 s[36:37], s[4:5], 0x34
	.loc	1 88 19
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s5, s5, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[40:41]
	v_mov_b32_e32 v31, v0
	s_mov_b64 s[2:3], s[42:43]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp23:
	v_mov_b32_e32 v2, v0
	.loc	1 90 39 is_stmt 1
	v_mov_b32_e32 v0, 0
	.loc	1 88 38
	s_mov_b32 s2, s37
	.loc	1 90 39
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB2_2
.Ltmp24:
	v_cvt_f32_u32_e32 v0, s2
	v_mov_b32_e32 v3, 0x4f800000
	s_sub_u32 s0, 0, s2
	s_subb_u32 s1, 0, 0
	v_mac_f32_e32 v0, 0, v3
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v9, 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v3, 0x2f800000, v0
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v0, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v4, s0, v3
	v_mul_hi_u32 v6, s0, v0
	v_mul_lo_u32 v5, s1, v0
	v_add_u32_e32 v4, v6, v4
	v_mul_lo_u32 v7, s0, v0
	v_add_u32_e32 v4, v4, v5
	v_mul_hi_u32 v6, v0, v7
	v_mul_lo_u32 v8, v0, v4
	v_mul_hi_u32 v5, v0, v4
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_mul_hi_u32 v10, v3, v7
	v_mul_lo_u32 v7, v3, v7
	v_add_co_u32_e32 v6, vcc, v6, v7
	v_mul_hi_u32 v8, v3, v4
	v_addc_co_u32_e32 v5, vcc, v5, v10, vcc
	v_addc_co_u32_e32 v6, vcc, v8, v9, vcc
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32_e32 v4, vcc, v5, v4
	v_addc_co_u32_e32 v5, vcc, 0, v6, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_mul_lo_u32 v4, s0, v3
	v_mul_hi_u32 v5, s0, v0
	v_add_u32_e32 v4, v5, v4
	v_mul_lo_u32 v5, s1, v0
	v_add_u32_e32 v4, v4, v5
	v_mul_lo_u32 v6, s0, v0
	v_mul_hi_u32 v7, v3, v6
	v_mul_lo_u32 v8, v3, v6
	v_mul_lo_u32 v11, v0, v4
	v_mul_hi_u32 v6, v0, v6
	v_mul_hi_u32 v10, v0, v4
	v_add_co_u32_e32 v6, vcc, v6, v11
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_mul_hi_u32 v5, v3, v4
	v_addc_co_u32_e32 v6, vcc, v10, v7, vcc
	v_addc_co_u32_e32 v5, vcc, v5, v9, vcc
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32_e32 v4, vcc, v6, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v2, v3, 0
	v_mul_hi_u32 v6, v2, v0
	v_add_co_u32_e32 v8, vcc, v6, v4
	v_addc_co_u32_e32 v10, vcc, 0, v5, vcc
	v_mad_u64_u32 v[6:7], s[0:1], v1, v0, 0
	v_add_co_u32_e32 v0, vcc, v8, v6
	v_mad_u64_u32 v[4:5], s[0:1], v1, v3, 0
	v_addc_co_u32_e32 v0, vcc, v10, v7, vcc
	v_addc_co_u32_e32 v3, vcc, v5, v9, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_mul_lo_u32 v6, s2, v3
	v_mad_u64_u32 v[4:5], s[0:1], s2, v0, 0
	v_add_u32_e32 v5, v5, v6
	v_sub_co_u32_e32 v4, vcc, v2, v4
	v_subb_co_u32_e32 v1, vcc, v1, v5, vcc
	v_subrev_co_u32_e32 v5, vcc, s2, v4
	v_subbrev_co_u32_e32 v6, vcc, 0, v1, vcc
	v_cmp_le_u32_e32 vcc, s2, v5
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v5, -1, v5, vcc
	v_add_co_u32_e32 v6, vcc, 2, v0
	v_addc_co_u32_e32 v7, vcc, 0, v3, vcc
	v_add_co_u32_e32 v8, vcc, 1, v0
	v_cmp_le_u32_e64 s[0:1], s2, v4
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_cndmask_b32_e64 v4, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_cndmask_b32_e64 v1, -1, v4, s[0:1]
	v_cndmask_b32_e32 v5, v9, v7, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e32 v1, v8, v6, vcc
	v_cndmask_b32_e64 v5, v3, v5, s[0:1]
	v_cndmask_b32_e64 v4, v0, v1, s[0:1]
.LBB2_2:
	.loc	1 0 39 is_stmt 0
	s_or_saveexec_b64 s[0:1], s[4:5]
.Ltmp25:
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB2_4
.Ltmp26:
	.loc	1 90 39
	v_cvt_f32_u32_e32 v0, s2
	s_sub_i32 s3, 0, s2
	v_mov_b32_e32 v5, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s3, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v2, v0
	v_mul_lo_u32 v1, v0, s2
	v_sub_u32_e32 v1, v2, v1
	v_add_u32_e32 v3, 1, v0
	v_subrev_u32_e32 v4, s2, v1
	v_cmp_le_u32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v4, v0, v3, vcc
.LBB2_4:
	.loc	1 0 39
	s_or_b64 exec, exec, s[0:1]
.Ltmp27:
	.loc	1 88 68 is_stmt 1
	v_cvt_f32_u32_e32 v0, s2
	v_mul_lo_u32 v1, v4, s2
	s_sub_i32 s0, 0, s2
	v_sub_u32_e32 v1, v2, v1
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v2, s0, v0
	v_mul_hi_u32 v2, v0, v2
	v_add_u32_e32 v0, v0, v2
	v_mul_hi_u32 v0, s36, v0
	v_mul_lo_u32 v2, v0, s2
	v_sub_u32_e32 v2, s36, v2
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s2, v2
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_subrev_u32_e32 v3, s2, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s2, v2
	v_cndmask_b32_e32 v0, v0, v3, vcc
	.loc	1 88 18 is_stmt 0
	v_mul_lo_u32 v2, v0, v1
.Ltmp28:
	.loc	1 89 25 is_stmt 1
	v_add_u32_e32 v3, v2, v0
.Ltmp29:
	.loc	1 92 18
	v_cmp_ge_i32_e32 vcc, v3, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_11
.Ltmp30:
	.loc	1 0 18 is_stmt 0
	s_load_dwordx4 s[0:3], s[34:35], 0x24
	.loc	1 90 17 is_stmt 1
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	s_mov_b64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_load_dword v6, v[0:1], off
	s_load_dwordx2 s[0:1], s[34:35], 0x3c
.Ltmp31:
	.loc	1 0 17 is_stmt 0
	s_branch .LBB2_7
.Ltmp32:
.LBB2_6:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], exec, s[10:11]
	s_or_b64 s[4:5], s[12:13], s[4:5]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[12:13], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[12:13]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_9
.Ltmp33:
.LBB2_7:
	.loc	1 94 23 is_stmt 1
	v_add_u32_e32 v0, v2, v3
	.loc	1 94 33 is_stmt 0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
.Ltmp34:
	.loc	1 95 12 is_stmt 1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	global_load_dword v1, v[8:9], off
	s_or_b64 s[8:9], s[8:9], exec
	s_or_b64 s[10:11], s[10:11], exec
	.loc	1 95 23 is_stmt 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v1, v6
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB2_6
.Ltmp35:
	.loc	1 100 17 is_stmt 1
	v_add_u32_e32 v7, -1, v0
	v_add_u32_e32 v8, 1, v0
.Ltmp36:
	.loc	1 100 28 is_stmt 0
	v_cmp_gt_u32_e32 vcc, v1, v6
.Ltmp37:
	.loc	1 100 17
	v_cndmask_b32_e32 v3, v3, v7, vcc
.Ltmp38:
	v_cndmask_b32_e32 v2, v8, v2, vcc
.Ltmp39:
	.loc	1 92 18 is_stmt 1
	v_cmp_lt_i32_e32 vcc, v3, v2
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[14:15], vcc, exec
	s_andn2_b64 s[8:9], s[8:9], exec
	s_or_b64 s[10:11], s[10:11], s[14:15]
	s_branch .LBB2_6
.Ltmp40:
.LBB2_9:
	.loc	1 0 18 is_stmt 0
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB2_11
.Ltmp41:
	.loc	1 97 13 is_stmt 1
	v_lshlrev_b64 v[2:3], 2, v[4:5]
.Ltmp42:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	.loc	1 97 56 is_stmt 0
	global_store_dword v[2:3], v0, off
.Ltmp43:
.LBB2_11:
	.loc	1 105 1 is_stmt 1
	s_endpgm
.Ltmp44:
.Lfunc_end2:
	.size	binarySearch_mulkeysConcurrent, .Lfunc_end2-binarySearch_mulkeysConcurrent
	.cfi_endproc

	.file	2 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h" md5 0xfa1685a960bf69b8d0f8ccc506cbc0c7
	.section	.debug_loclists
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0
.Ldebug_list_header_start0:
	.short	5
	.byte	8
	.byte	0
	.long	8
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4
	.uleb128 .Ltmp1-.Lfunc_begin0
	.uleb128 .Lfunc_end0-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	128
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	0
.Ldebug_loc1:
	.byte	4
	.uleb128 .Ltmp5-.Lfunc_begin0
	.uleb128 .Ltmp8-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	129
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	0
.Ldebug_loc2:
	.byte	4
	.uleb128 .Ltmp2-.Lfunc_begin0
	.uleb128 .Ltmp4-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	130
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	0
.Ldebug_loc3:
	.byte	4
	.uleb128 .Ltmp12-.Lfunc_begin0
	.uleb128 .Ltmp13-.Lfunc_begin0
	.byte	6
	.byte	17
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.byte	0
.Ldebug_loc4:
	.byte	4
	.uleb128 .Ltmp14-.Lfunc_begin0
	.uleb128 .Ltmp20-.Lfunc_begin0
	.byte	12
	.byte	146
	.byte	128
	.byte	20
	.byte	0
	.byte	16
	.byte	255
	.byte	1
	.byte	33
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.byte	0
.Ldebug_loc5:
	.byte	4
	.uleb128 .Ltmp28-.Lfunc_begin0
	.uleb128 .Ltmp42-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	130
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	0
.Ldebug_loc6:
	.byte	4
	.uleb128 .Ltmp29-.Lfunc_begin0
	.uleb128 .Ltmp38-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	131
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	4
	.uleb128 .Ltmp39-.Lfunc_begin0
	.uleb128 .Ltmp42-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	131
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	0
.Ldebug_loc7:
	.byte	4
	.uleb128 .Ltmp32-.Lfunc_begin0
	.uleb128 .Ltmp33-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	128
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	4
	.uleb128 .Ltmp34-.Lfunc_begin0
	.uleb128 .Ltmp43-.Lfunc_begin0
	.byte	7
	.byte	146
	.byte	128
	.byte	20
	.byte	0
	.byte	49
	.byte	22
	.byte	24
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
	.byte	116
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
	.byte	72
	.byte	0
	.ascii	"\203\001"
	.byte	24
	.byte	125
	.byte	27
	.byte	0
	.byte	0
	.byte	6
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
	.byte	7
	.byte	11
	.byte	1
	.byte	85
	.byte	35
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
	.byte	38
	.byte	0
	.byte	73
	.byte	19
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
	.long	.Lfunc_end2-.Lfunc_begin0
	.long	.Laddr_table_base0
	.long	.Lrnglists_table_base0
	.long	.Lloclists_table_base0
	.byte	2
	.byte	0
	.long	.Lfunc_end0-.Lfunc_begin0

	.byte	3
	.byte	1
	.byte	28
	.byte	199

	.byte	3
	.byte	11
	.byte	1
	.byte	28
	.long	328
	.byte	3
	.byte	15
	.byte	1
	.byte	29
	.long	366
	.byte	3
	.byte	16
	.byte	1
	.byte	30
	.long	371
	.byte	3
	.byte	17
	.byte	1
	.byte	31
	.long	371
	.byte	3
	.byte	18
	.byte	1
	.byte	32
	.long	371
	.byte	4
	.byte	0
	.byte	6
	.byte	1
	.byte	34
	.long	320
	.byte	4
	.byte	1
	.byte	8
	.byte	1
	.byte	38
	.long	324
	.byte	4
	.byte	2
	.byte	10
	.byte	1
	.byte	37
	.long	324
	.byte	5
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
	.byte	0
	.byte	2
	.byte	2
	.long	.Lfunc_end1-.Lfunc_begin1

	.byte	4
	.byte	1
	.byte	59
	.byte	199

	.byte	3
	.byte	21
	.byte	1
	.byte	59
	.long	376
	.byte	3
	.byte	22
	.byte	1
	.byte	60
	.long	366
	.byte	3
	.byte	23
	.byte	1
	.byte	61
	.long	371
	.byte	3
	.byte	24
	.byte	1
	.byte	62
	.long	376
	.byte	4
	.byte	4
	.byte	20
	.byte	1
	.byte	66
	.long	324
	.byte	6
	.byte	25
	.byte	1
	.byte	64
	.long	324
	.byte	6
	.byte	26
	.byte	1
	.byte	65
	.long	324
	.byte	7
	.byte	0
	.byte	4
	.byte	3
	.byte	19
	.byte	1
	.byte	70
	.long	324
	.byte	0
	.byte	5
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
	.byte	0
	.byte	2
	.byte	4
	.long	.Lfunc_end2-.Lfunc_begin2

	.byte	5
	.byte	1
	.byte	82
	.byte	199

	.byte	3
	.byte	21
	.byte	1
	.byte	82
	.long	366
	.byte	3
	.byte	22
	.byte	1
	.byte	83
	.long	366
	.byte	3
	.byte	28
	.byte	1
	.byte	84
	.long	371
	.byte	3
	.byte	29
	.byte	1
	.byte	85
	.long	371
	.byte	3
	.byte	24
	.byte	1
	.byte	86
	.long	376
	.byte	4
	.byte	5
	.byte	26
	.byte	1
	.byte	88
	.long	324
	.byte	4
	.byte	6
	.byte	20
	.byte	1
	.byte	89
	.long	324
	.byte	4
	.byte	7
	.byte	27
	.byte	1
	.byte	91
	.long	324
	.byte	6
	.byte	30
	.byte	1
	.byte	90
	.long	324
	.byte	5
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
	.byte	0
	.byte	8
	.byte	7
	.byte	7
	.byte	4
	.byte	8
	.byte	9
	.byte	5
	.byte	4
	.byte	9
	.long	333
	.byte	10
	.long	341
	.byte	14
	.byte	2
	.byte	163
	.byte	11

	.byte	16
	.long	354
	.byte	12
	.long	362
	.byte	4
	.byte	0
	.byte	10
	.long	320
	.byte	12
	.byte	2
	.byte	98
	.byte	13
	.byte	13
	.byte	8
	.byte	7
	.byte	9
	.long	354
	.byte	14
	.long	320
	.byte	9
	.long	324
	.byte	0
.Ldebug_info_end0:
	.section	.debug_rnglists
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1
.Ldebug_list_header_start1:
	.short	5
	.byte	8
	.byte	0
	.long	1
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4
	.uleb128 .Ltmp12-.Lfunc_begin0
	.uleb128 .Ltmp13-.Lfunc_begin0
	.byte	4
	.uleb128 .Ltmp16-.Lfunc_begin0
	.uleb128 .Ltmp20-.Lfunc_begin0
	.byte	0
.Ldebug_list_header_end1:
	.section	.debug_str_offsets
	.long	128
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"
.Linfo_string1:
	.asciz	"/ext/xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl"
.Linfo_string2:
	.asciz	"/ext"
.Linfo_string3:
	.asciz	"binarySearch"
.Linfo_string4:
	.asciz	"binarySearch_mulkeys"
.Linfo_string5:
	.asciz	"binarySearch_mulkeysConcurrent"
.Linfo_string6:
	.asciz	"tid"
.Linfo_string7:
	.asciz	"unsigned int"
.Linfo_string8:
	.asciz	"elementUpper"
.Linfo_string9:
	.asciz	"int"
.Linfo_string10:
	.asciz	"elementLower"
.Linfo_string11:
	.asciz	"outputArray"
.Linfo_string12:
	.asciz	"uint"
.Linfo_string13:
	.asciz	"__ARRAY_SIZE_TYPE__"
.Linfo_string14:
	.asciz	"uint4"
.Linfo_string15:
	.asciz	"sortedArray"
.Linfo_string16:
	.asciz	"subdivSize"
.Linfo_string17:
	.asciz	"globalLowerIndex"
.Linfo_string18:
	.asciz	"findMe"
.Linfo_string19:
	.asciz	"i"
.Linfo_string20:
	.asciz	"uBound"
.Linfo_string21:
	.asciz	"keys"
.Linfo_string22:
	.asciz	"input"
.Linfo_string23:
	.asciz	"numKeys"
.Linfo_string24:
	.asciz	"output"
.Linfo_string25:
	.asciz	"gid"
.Linfo_string26:
	.asciz	"lBound"
.Linfo_string27:
	.asciz	"mid"
.Linfo_string28:
	.asciz	"inputSize"
.Linfo_string29:
	.asciz	"numSubdivisions"
.Linfo_string30:
	.asciz	"myKey"
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
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0
.Ldebug_addr_start0:
	.short	5
	.byte	8
	.byte	0
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp1
	.quad	.Lfunc_begin1
	.quad	.Ltmp12
	.quad	.Lfunc_begin2
	.quad	.Ltmp23
.Ldebug_addr_end0:
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx90a"
	.section	.debug_line
.Lline_table_start0:
