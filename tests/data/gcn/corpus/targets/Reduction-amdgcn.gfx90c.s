	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469323
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
	s_mov_b32 s56, SCRATCH_RSRC_DWORD0
	s_mov_b32 s57, SCRATCH_RSRC_DWORD1
	s_mov_b32 s58, -1
	s_mov_b32 s59, 0xe00000
	s_add_u32 s56, s56, s11
	s_addc_u32 s57, s57, 0
	s_mov_b64 s[38:39], s[4:5]
	s_add_u32 s34, s38, 56
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[42:43], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx4 s[48:51], s[4:5], 0x24
	s_load_dword s52, s[4:5], 0x34
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s33, s10
	s_mov_b32 s44, s9
	s_mov_b32 s45, s8
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[40:41], s[2:3]
	v_or3_b32 v46, v43, v1, v0
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
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_group_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_group_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	v_mov_b32_e32 v44, v0
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
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	v_mov_b32_e32 v40, v0
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
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14get_local_sizej@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z14get_local_sizej@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	v_mov_b32_e32 v47, v0
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
	v_mov_b32_e32 v45, v0
	v_lshlrev_b32_e32 v0, 1, v47
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v8, vcc, s48, v0
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[8:9], off offset:16
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@gotpcrel32@hi+12
	s_load_dwordx2 s[46:47], s[0:1], 0x0
	v_lshl_add_u32 v47, v44, 4, s52
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
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v7, v3
	v_add_u32_e32 v2, v6, v2
	v_add_u32_e32 v1, v5, v1
	v_add_u32_e32 v0, v4, v0
	ds_write_b128 v47, v[0:3]
	v_mov_b32_e32 v0, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_lt_u32_e32 vcc, 1, v45
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_5
	s_mov_b64 s[48:49], 0
	s_branch .LBB0_3
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s8, s38, 56
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b64 s[0:1], s[56:57]
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_u32_e32 vcc, 4, v45
	s_or_b64 s[48:49], vcc, s[48:49]
	v_mov_b32_e32 v45, v46
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB0_5
.LBB0_3:
	v_lshrrev_b32_e32 v46, 1, v45
	v_cmp_gt_u32_e32 vcc, v46, v44
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	v_lshl_add_u32 v0, v46, 4, v47
	ds_read_b128 v[0:3], v0
	ds_read_b128 v[4:7], v47
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v7, v3
	v_add_u32_e32 v2, v6, v2
	v_add_u32_e32 v1, v5, v1
	v_add_u32_e32 v0, v4, v0
	ds_write_b128 v47, v[0:3]
	s_branch .LBB0_2
.LBB0_5:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_eq_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v41, 0
	ds_read_b128 v[0:3], v0
	v_lshlrev_b64 v[4:5], 4, v[40:41]
	v_mov_b32_e32 v6, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB0_7:
	s_endpgm
.Lfunc_end0:
	.size	reduce, .Lfunc_end0-reduce

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx90c"
