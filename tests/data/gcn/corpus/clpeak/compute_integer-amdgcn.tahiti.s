	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469194
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	compute_integer_v1
	.p2align	8
	.type	compute_integer_v1,@function
compute_integer_v1:
	s_mov_b32 s48, SCRATCH_RSRC_DWORD0
	s_mov_b32 s49, SCRATCH_RSRC_DWORD1
	s_mov_b32 s50, -1
	s_mov_b32 s51, 0xe8f000
	s_add_u32 s48, s48, s11
	s_addc_u32 s49, s49, 0
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b32 s43, s8
	s_add_u32 s8, s40, 48
	s_mov_b32 s42, s9
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[38:39], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[44:45], s[4:5], 0x9
	s_load_dword s46, s[4:5], 0xb
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s10
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[48:49]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[50:51]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s0, 64
	v_mov_b32_e32 v41, s46
.LBB0_1:
	v_mul_lo_u32 v1, v41, v41
	s_add_i32 s0, s0, -2
	s_cmp_eq_u32 s0, 0
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v41, vcc, v1, v0
	s_cbranch_scc0 .LBB0_1
	s_add_u32 s8, s40, 48
	s_addc_u32 s9, s41, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[48:49]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[50:51]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s47, 0xf000
	s_mov_b32 s46, 0
	buffer_store_dword v41, v[0:1], s[44:47], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	compute_integer_v1, .Lfunc_end0-compute_integer_v1

	.section	.AMDGPU.config
	.long	47176
	.long	11469194
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	compute_integer_v2
	.p2align	8
	.type	compute_integer_v2,@function
compute_integer_v2:
	s_mov_b32 s48, SCRATCH_RSRC_DWORD0
	s_mov_b32 s49, SCRATCH_RSRC_DWORD1
	s_load_dword s46, s[4:5], 0xb
	s_load_dwordx2 s[44:45], s[4:5], 0x9
	s_mov_b32 s50, -1
	s_mov_b32 s51, 0xe8f000
	s_add_u32 s48, s48, s11
	s_addc_u32 s49, s49, 0
	s_mov_b64 s[40:41], s[4:5]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s47, s46, 1
	s_mov_b32 s43, s8
	s_add_u32 s8, s40, 48
	s_mov_b32 s42, s9
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[38:39], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s10
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[48:49]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[50:51]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s46
	v_mov_b32_e32 v1, v0
	s_mov_b32 s0, 32
	v_mov_b32_e32 v3, s47
.LBB1_1:
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s0, s0, -1
	s_cmp_eq_u32 s0, 0
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	s_cbranch_scc0 .LBB1_1
	s_add_u32 s8, s40, 48
	s_addc_u32 s9, s41, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[48:49]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[50:51]
	v_mov_b32_e32 v0, 0
	v_add_i32_e32 v41, vcc, v2, v3
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s47, 0xf000
	s_mov_b32 s46, 0
	buffer_store_dword v41, v[0:1], s[44:47], 0 addr64
	s_endpgm
.Lfunc_end1:
	.size	compute_integer_v2, .Lfunc_end1-compute_integer_v2

	.section	.AMDGPU.config
	.long	47176
	.long	11469258
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	compute_integer_v4
	.p2align	8
	.type	compute_integer_v4,@function
compute_integer_v4:
	s_mov_b32 s52, SCRATCH_RSRC_DWORD0
	s_mov_b32 s53, SCRATCH_RSRC_DWORD1
	s_load_dword s48, s[4:5], 0xb
	s_load_dwordx2 s[44:45], s[4:5], 0x9
	s_mov_b32 s54, -1
	s_mov_b32 s55, 0xe8f000
	s_add_u32 s52, s52, s11
	s_addc_u32 s53, s53, 0
	s_mov_b64 s[40:41], s[4:5]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s49, s48, 1
	s_add_i32 s50, s48, 2
	s_add_i32 s51, s48, 3
	s_mov_b32 s43, s8
	s_add_u32 s8, s40, 48
	s_mov_b32 s42, s9
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[38:39], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s10
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[52:53]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[54:55]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s48
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	s_mov_b32 s0, 16
	v_mov_b32_e32 v3, s49
	v_mov_b32_e32 v4, s50
	v_mov_b32_e32 v5, s51
.LBB2_1:
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s0, s0, -1
	v_add_i32_e32 v5, vcc, v5, v7
	v_add_i32_e32 v4, vcc, v4, v6
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB2_1
	s_add_u32 s8, s40, 48
	s_addc_u32 s9, s41, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_add_i32_e32 v0, vcc, v2, v3
	v_add_i32_e32 v0, vcc, v0, v4
	s_mov_b64 s[0:1], s[52:53]
	v_add_i32_e32 v41, vcc, v0, v5
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[54:55]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s47, 0xf000
	s_mov_b32 s46, 0
	buffer_store_dword v41, v[0:1], s[44:47], 0 addr64
	s_endpgm
.Lfunc_end2:
	.size	compute_integer_v4, .Lfunc_end2-compute_integer_v4

	.section	.AMDGPU.config
	.long	47176
	.long	11469258
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	compute_integer_v8
	.p2align	8
	.type	compute_integer_v8,@function
compute_integer_v8:
	s_mov_b32 s56, SCRATCH_RSRC_DWORD0
	s_mov_b32 s57, SCRATCH_RSRC_DWORD1
	s_load_dword s44, s[4:5], 0xb
	s_load_dwordx2 s[52:53], s[4:5], 0x9
	s_mov_b32 s58, -1
	s_mov_b32 s59, 0xe8f000
	s_add_u32 s56, s56, s11
	s_addc_u32 s57, s57, 0
	s_mov_b64 s[40:41], s[4:5]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s45, s44, 1
	s_add_i32 s46, s44, 2
	s_add_i32 s47, s44, 3
	s_add_i32 s48, s44, 4
	s_add_i32 s49, s44, 5
	s_add_i32 s50, s44, 6
	s_add_i32 s51, s44, 7
	s_mov_b32 s43, s8
	s_add_u32 s8, s40, 48
	s_mov_b32 s42, s9
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[38:39], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s10
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s44
	v_mov_b32_e32 v1, v0
	s_mov_b32 s0, 8
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v3, s45
	v_mov_b32_e32 v4, s46
	v_mov_b32_e32 v5, s47
	v_mov_b32_e32 v6, s48
	v_mov_b32_e32 v7, s49
	v_mov_b32_e32 v8, s50
	v_mov_b32_e32 v9, s51
.LBB3_1:
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s0, s0, -1
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB3_1
	s_add_u32 s8, s40, 48
	v_add_i32_e32 v0, vcc, v2, v3
	s_addc_u32 s9, s41, 0
	v_add_i32_e32 v0, vcc, v0, v4
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	v_add_i32_e32 v0, vcc, v0, v5
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_add_i32_e32 v0, vcc, v0, v6
	v_add_i32_e32 v0, vcc, v0, v7
	v_add_i32_e32 v0, vcc, v0, v8
	s_mov_b64 s[0:1], s[56:57]
	v_add_i32_e32 v41, vcc, v0, v9
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s55, 0xf000
	s_mov_b32 s54, 0
	buffer_store_dword v41, v[0:1], s[52:55], 0 addr64
	s_endpgm
.Lfunc_end3:
	.size	compute_integer_v8, .Lfunc_end3-compute_integer_v8

	.section	.AMDGPU.config
	.long	47176
	.long	11469322
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	compute_integer_v16
	.p2align	8
	.type	compute_integer_v16,@function
compute_integer_v16:
	s_mov_b32 s64, SCRATCH_RSRC_DWORD0
	s_mov_b32 s65, SCRATCH_RSRC_DWORD1
	s_load_dword s44, s[4:5], 0xb
	s_load_dwordx2 s[60:61], s[4:5], 0x9
	s_mov_b32 s66, -1
	s_mov_b32 s67, 0xe8f000
	s_add_u32 s64, s64, s11
	s_addc_u32 s65, s65, 0
	s_mov_b64 s[40:41], s[4:5]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s45, s44, 1
	s_add_i32 s46, s44, 2
	s_add_i32 s47, s44, 3
	s_add_i32 s48, s44, 4
	s_add_i32 s49, s44, 5
	s_add_i32 s50, s44, 6
	s_add_i32 s51, s44, 7
	s_add_i32 s52, s44, 8
	s_add_i32 s53, s44, 9
	s_add_i32 s54, s44, 10
	s_add_i32 s55, s44, 11
	s_add_i32 s56, s44, 12
	s_add_i32 s57, s44, 13
	s_add_i32 s58, s44, 14
	s_add_i32 s59, s44, 15
	s_mov_b32 s43, s8
	s_add_u32 s8, s40, 48
	s_mov_b32 s42, s9
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[38:39], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s10
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[64:65]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[66:67]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s62, 4
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s44
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v3, s45
	v_mov_b32_e32 v4, s46
	v_mov_b32_e32 v5, s47
	v_mov_b32_e32 v6, s48
	v_mov_b32_e32 v7, s49
	v_mov_b32_e32 v8, s50
	v_mov_b32_e32 v9, s51
	v_mov_b32_e32 v10, s52
	v_mov_b32_e32 v11, s53
	v_mov_b32_e32 v12, s54
	v_mov_b32_e32 v13, s55
	v_mov_b32_e32 v14, s56
	v_mov_b32_e32 v15, s57
	v_mov_b32_e32 v16, s58
	v_mov_b32_e32 v17, s59
	v_mov_b32_e32 v31, v0
.LBB4_1:
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s62, s62, -1
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s62, 0
	s_cbranch_scc0 .LBB4_1
	v_add_i32_e32 v0, vcc, v3, v5
	v_add_i32_e32 v1, vcc, v2, v4
	s_add_u32 s8, s40, 48
	v_add_i32_e32 v1, vcc, v1, v6
	v_add_i32_e32 v0, vcc, v0, v7
	s_addc_u32 s9, s41, 0
	v_add_i32_e32 v0, vcc, v0, v9
	v_add_i32_e32 v1, vcc, v1, v8
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	v_add_i32_e32 v1, vcc, v1, v10
	v_add_i32_e32 v0, vcc, v0, v11
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_add_i32_e32 v0, vcc, v0, v13
	v_add_i32_e32 v1, vcc, v1, v12
	v_add_i32_e32 v1, vcc, v1, v14
	v_add_i32_e32 v0, vcc, v0, v15
	v_add_i32_e32 v0, vcc, v0, v17
	v_add_i32_e32 v1, vcc, v1, v16
	s_mov_b64 s[0:1], s[64:65]
	v_add_i32_e32 v41, vcc, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[66:67]
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s63, 0xf000
	s_mov_b32 s62, 0
	buffer_store_dword v41, v[0:1], s[60:63], 0 addr64
	s_endpgm
.Lfunc_end4:
	.size	compute_integer_v16, .Lfunc_end4-compute_integer_v16

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
