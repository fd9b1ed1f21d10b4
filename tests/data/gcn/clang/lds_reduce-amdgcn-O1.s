	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469259
	.long	47180
	.long	37777
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	lds_reduce
	.p2align	8
	.type	lds_reduce,@function
lds_reduce:
	s_mov_b32 s56, SCRATCH_RSRC_DWORD0
	s_mov_b32 s57, SCRATCH_RSRC_DWORD1
	s_mov_b32 s58, -1
	s_mov_b32 s59, 0xe8f000
	s_add_u32 s56, s56, s11
	s_addc_u32 s57, s57, 0
	s_mov_b64 s[40:41], s[4:5]
	s_add_u32 s44, s40, 52
	s_addc_u32 s45, s41, 0
	s_mov_b64 s[38:39], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	v_mov_b32_e32 v41, v1
	s_load_dwordx2 s[48:49], s[4:5], 0x9
	s_load_dwordx2 s[52:53], s[4:5], 0xb
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s10
	s_mov_b32 s42, s9
	s_mov_b32 s43, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	v_or_b32_e32 v43, v1, v0
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s55, 0xf000
	s_mov_b32 s54, 0
	buffer_load_dword v0, v[0:1], s[52:55], 0 addr64
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@gotpcrel32@hi+12
	s_load_dwordx2 s[46:47], s[0:1], 0x0
	v_lshlrev_b32_e32 v45, 2, v44
	s_mov_b32 m0, -1
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b32 v45, v0
	v_mov_b32_e32 v0, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[46:47]
	s_mov_b32 s44, 32
	s_branch .LBB0_2
.LBB0_1:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s8, s40, 52
	s_mov_b64 s[0:1], s[56:57]
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_lshr_b32 s0, s44, 1
	s_cmp_lt_u32 s44, 2
	s_mov_b32 s44, s0
	s_cbranch_scc1 .LBB0_4
.LBB0_2:
	v_cmp_gt_u32_e32 vcc, s44, v44
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_1
	v_add_i32_e32 v0, vcc, s44, v44
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v0, v0
	ds_read_b32 v1, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_branch .LBB0_1
.LBB0_4:
	s_mov_b32 s50, 0
	v_cmp_eq_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
	s_add_u32 s8, s40, 52
	s_addc_u32 s9, s41, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_group_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_group_idj@gotpcrel32@hi+12
	v_mov_b32_e32 v0, 0
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	ds_read_b32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v41
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b64 s[0:1], s[56:57]
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s51, 0xf000
	buffer_store_dword v43, v[0:1], s[48:51], 0 addr64
.LBB0_6:
	s_endpgm
.Lfunc_end0:
	.size	lds_reduce, .Lfunc_end0-lds_reduce

	.amdgpu_lds llvm.amdgcn.kernel.lds_reduce.lds, 256, 16
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
