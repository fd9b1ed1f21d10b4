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
	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:
	s_mov_b32 s56, SCRATCH_RSRC_DWORD0
	s_mov_b32 s57, SCRATCH_RSRC_DWORD1
	s_mov_b32 s58, -1
	s_mov_b32 s59, 0xe8f000
	s_add_u32 s56, s56, s11
	s_addc_u32 s57, s57, 0
	s_mov_b64 s[44:45], s[4:5]
	s_mov_b32 s47, s8
	s_add_u32 s8, s44, 52
	s_mov_b32 s46, s9
	s_addc_u32 s9, s45, 0
	s_mov_b64 s[42:43], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[52:53], s[4:5], 0x9
	s_load_dwordx2 s[48:49], s[4:5], 0xb
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s33, s10
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[2:3]
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[56:57]
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_eq_u64_e64 s[34:35], 0, v[0:1]
	s_and_saveexec_b64 s[0:1], s[34:35]
	s_cbranch_execz .LBB0_2
	v_mov_b32_e32 v0, 0
	ds_write_b32 v0, v0
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s36, s44, 52
	s_addc_u32 s37, s45, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@gotpcrel32@hi+12
	s_load_dwordx2 s[54:55], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v41
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	v_or_b32_e32 v43, v1, v0
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[54:55]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s51, 0xf000
	s_mov_b32 s50, 0
	buffer_load_dword v44, v[0:1], s[48:51], 0 addr64
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_addPU3AS1Vii@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_addPU3AS1Vii@gotpcrel32@hi+12
	s_load_dwordx2 s[48:49], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v1, s53
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v44
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[48:49]
	s_add_u32 s15, s52, 4
	s_addc_u32 s18, s53, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_maxPU3AS1Vii@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_maxPU3AS1Vii@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, v44
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_add_u32 s15, s52, 8
	s_addc_u32 s18, s53, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14atomic_cmpxchgPU3AS1Viii@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z14atomic_cmpxchgPU3AS1Viii@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v44
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z10atomic_incPU3AS3Vi@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z10atomic_incPU3AS3Vi@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_and_saveexec_b64 s[0:1], s[34:35]
	s_cbranch_execz .LBB0_4
	v_mov_b32_e32 v0, 0
	ds_read_b32 v2, v0
	s_add_u32 s15, s52, 12
	s_addc_u32 s16, s53, 0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s44, 52
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b64 s[0:1], s[56:57]
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s16
	s_swappc_b64 s[30:31], s[48:49]
.LBB0_4:
	s_endpgm
.Lfunc_end0:
	.size	atomics, .Lfunc_end0-atomics

	.amdgpu_lds llvm.amdgcn.kernel.atomics.lds, 4, 4
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
