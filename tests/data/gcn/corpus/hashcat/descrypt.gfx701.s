	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	m01500_tm               ; -- Begin function m01500_tm
	.globl	m01500_tm
	.p2align	8
	.type	m01500_tm,@function
m01500_tm:                              ; @m01500_tm
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v42, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshl_b64 v[0:1], v[40:41], 2
	v_mov_b32_e32 v3, s45
	v_add_i32_e32 v2, vcc, s44, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v44, v[2:3]
	v_and_b32_e32 v0, 0xffffff80, v0
	v_and_b32_e32 v1, 0x7f, v1
	v_mov_b32_e32 v3, s47
	v_add_i32_e32 v43, vcc, s46, v0
	v_addc_u32_e32 v41, vcc, v3, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v41
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z9atomic_orPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s45, s45, _Z9atomic_orPU3AS1Vjj@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v44, 6, 1
	v_lshlrev_b32_e32 v2, v40, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 5, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 4, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 4, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 8, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 3, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 12, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 2, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 16, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 1, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 20, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_and_b32_e32 v0, 1, v44
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 24, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 14, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 28, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 13, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 32, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 12, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 36, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 11, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 40, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 10, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 44, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 9, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 48, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 8, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 52, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 22, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 56, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 21, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 60, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 20, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 64, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 19, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x44, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 18, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x48, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 17, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x4c, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 16, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x50, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 30, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x54, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 29, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x58, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 28, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x5c, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 27, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x60, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 26, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x64, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 25, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x68, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_bfe_u32 v0, v44, 24, 1
	v_lshlrev_b32_e32 v0, v40, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, 0x6c, v43
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m01500_tm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 48
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	m01500_tm, .Lfunc_end0-m01500_tm
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2484
; NumSgprs: 52
; NumVgprs: 45
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 45
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	m01500_sxx              ; -- Begin function m01500_sxx
	.globl	m01500_sxx
	.p2align	8
	.type	m01500_sxx,@function
m01500_sxx:                             ; @m01500_sxx
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_load_dwordx2 s[56:57], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s18, s16
	s_add_u32 s8, s36, 0xc8
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s34, s14
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s18
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s33, s15
	s_mov_b64 s[42:43], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	v_writelane_b32 v40, s18, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[56:57], 0xe
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[42:43]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_76
; %bb.1:
	s_load_dword s96, s[56:57], 0x6
	s_add_u32 s48, s56, 24
	s_addc_u32 s49, s57, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s96, 0
	s_cbranch_scc1 .LBB1_76
; %bb.2:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v2, v43, s4
	v_mad_u64_u32 v[0:1], s[4:5], v42, s4, 0
	s_load_dwordx2 s[4:5], s[36:37], 0x0
	s_load_dwordx2 s[50:51], s[36:37], 0x6
	v_writelane_b32 v40, s42, 1
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_load_dwordx4 s[4:7], s[36:37], 0x1c
	s_load_dwordx2 s[8:9], s[36:37], 0x20
	v_writelane_b32 v40, s43, 2
	v_writelane_b32 v40, s34, 3
	v_writelane_b32 v40, s33, 4
	v_mov_b32_e32 v60, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s8, 5
	v_writelane_b32 v40, s9, 6
	v_writelane_b32 v40, s4, 7
	v_writelane_b32 v40, s5, 8
	v_writelane_b32 v40, s6, 9
	v_writelane_b32 v40, s7, 10
	s_load_dwordx2 s[4:5], s[6:7], 0x0
	s_add_u32 s6, s56, 12
	s_addc_u32 s7, s57, 0
	v_writelane_b32 v40, s6, 11
	v_writelane_b32 v40, s7, 12
	s_waitcnt lgkmcnt(0)
	s_bfe_i32 s7, s5, 0x10010
	v_writelane_b32 v40, s7, 13
	s_bfe_i32 s7, s5, 0x10011
	v_writelane_b32 v40, s7, 14
	s_bfe_i32 s7, s5, 0x10012
	v_writelane_b32 v40, s7, 15
	s_bfe_i32 s7, s5, 0x10013
	v_writelane_b32 v40, s7, 16
	s_bfe_i32 s7, s5, 0x10014
	v_writelane_b32 v40, s7, 17
	s_bfe_i32 s7, s5, 0x10015
	v_writelane_b32 v40, s7, 18
	s_bfe_i32 s7, s5, 0x10016
	v_writelane_b32 v40, s7, 19
	s_bfe_i32 s7, s5, 0x10017
	v_writelane_b32 v40, s7, 20
	s_bfe_i32 s7, s5, 0x10018
	v_writelane_b32 v40, s7, 21
	s_bfe_i32 s7, s5, 0x10019
	v_writelane_b32 v40, s7, 22
	s_bfe_i32 s7, s5, 0x1001a
	v_writelane_b32 v40, s7, 23
	s_bfe_i32 s7, s5, 0x1001b
	v_writelane_b32 v40, s7, 24
	s_bfe_i32 s7, s5, 0x1001c
	s_and_b32 s6, s4, 1
	s_bfe_i32 s97, s4, 0x10001
	s_bfe_i32 s98, s4, 0x10002
	s_bfe_i32 s99, s4, 0x10003
	s_bfe_i32 s94, s4, 0x10004
	s_bfe_i32 s95, s4, 0x10005
	s_bfe_i32 s92, s4, 0x10006
	s_bfe_i32 s93, s4, 0x10007
	s_bfe_i32 s90, s4, 0x10008
	s_bfe_i32 s91, s4, 0x10009
	s_bfe_i32 s88, s4, 0x1000a
	s_bfe_i32 s89, s4, 0x1000b
	s_bfe_i32 s86, s4, 0x1000c
	s_bfe_i32 s87, s4, 0x1000d
	s_bfe_i32 s84, s4, 0x1000e
	s_bfe_i32 s85, s4, 0x1000f
	s_bfe_i32 s82, s4, 0x10010
	s_bfe_i32 s83, s4, 0x10011
	s_bfe_i32 s80, s4, 0x10012
	s_bfe_i32 s81, s4, 0x10013
	s_bfe_i32 s78, s4, 0x10014
	s_bfe_i32 s79, s4, 0x10015
	s_bfe_i32 s76, s4, 0x10016
	s_bfe_i32 s77, s4, 0x10017
	s_bfe_i32 s74, s4, 0x10018
	s_bfe_i32 s75, s4, 0x10019
	s_bfe_i32 s72, s4, 0x1001a
	s_bfe_i32 s73, s4, 0x1001b
	s_bfe_i32 s70, s4, 0x1001c
	s_bfe_i32 s71, s4, 0x1001d
	s_bfe_i32 s68, s4, 0x1001e
	s_ashr_i32 s69, s4, 31
	s_and_b32 s4, s5, 1
	v_writelane_b32 v40, s7, 25
	s_bfe_i32 s7, s5, 0x1001d
	s_bfe_i32 s66, s5, 0x10001
	s_bfe_i32 s67, s5, 0x10002
	s_bfe_i32 s44, s5, 0x10003
	s_bfe_i32 s45, s5, 0x10004
	s_bfe_i32 s58, s5, 0x10005
	s_bfe_i32 s59, s5, 0x10006
	s_bfe_i32 s52, s5, 0x10007
	s_bfe_i32 s53, s5, 0x10008
	s_bfe_i32 s46, s5, 0x10009
	s_bfe_i32 s47, s5, 0x1000a
	s_bfe_i32 s54, s5, 0x1000b
	s_bfe_i32 s55, s5, 0x1000c
	s_bfe_i32 s33, s5, 0x1000d
	s_bfe_i32 s42, s5, 0x1000e
	s_bfe_i32 s43, s5, 0x1000f
	v_writelane_b32 v40, s7, 26
	s_bfe_i32 s7, s5, 0x1001e
	s_ashr_i32 s5, s5, 31
	s_sub_i32 s34, 0, s6
	s_sub_i32 s35, 0, s4
	v_writelane_b32 v40, s7, 27
	s_add_u32 s4, s56, 32
	v_writelane_b32 v40, s5, 28
	s_addc_u32 s5, s57, 0
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
	s_add_u32 s4, s56, 28
	s_addc_u32 s5, s57, 0
	v_writelane_b32 v40, s4, 31
	v_writelane_b32 v40, s5, 32
	s_load_dwordx2 s[4:5], s[36:37], 0x26
	s_waitcnt vmcnt(0)
	v_bfe_i32 v47, v0, 6, 1
	v_bfe_i32 v61, v0, 5, 1
	v_bfe_i32 v62, v0, 4, 1
	v_bfe_i32 v63, v0, 3, 1
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 33
	v_bfe_i32 v72, v0, 2, 1
	v_bfe_i32 v73, v0, 1, 1
	v_and_b32_e32 v2, 1, v0
	v_bfe_i32 v75, v0, 14, 1
	v_bfe_i32 v76, v0, 13, 1
	v_bfe_i32 v77, v0, 12, 1
	v_bfe_i32 v78, v0, 11, 1
	v_bfe_i32 v79, v0, 10, 1
	v_bfe_i32 v88, v0, 9, 1
	v_bfe_i32 v89, v0, 8, 1
	v_bfe_i32 v90, v0, 22, 1
	v_bfe_i32 v91, v0, 21, 1
	v_bfe_i32 v92, v0, 20, 1
	v_bfe_i32 v93, v0, 19, 1
	v_bfe_i32 v94, v0, 18, 1
	v_bfe_i32 v95, v0, 17, 1
	v_bfe_i32 v104, v0, 16, 1
	v_bfe_i32 v105, v0, 30, 1
	v_bfe_i32 v106, v0, 29, 1
	v_bfe_i32 v107, v0, 28, 1
	v_bfe_i32 v108, v0, 27, 1
	v_bfe_i32 v109, v0, 26, 1
	v_bfe_i32 v110, v0, 25, 1
	v_bfe_i32 v111, v0, 24, 1
	v_and_b32_e32 v0, 1, v1
	v_writelane_b32 v40, s5, 34
	v_sub_i32_e32 v74, vcc, 0, v2
	v_bfe_i32 v120, v1, 6, 1
	v_bfe_i32 v121, v1, 5, 1
	v_bfe_i32 v122, v1, 4, 1
	v_bfe_i32 v123, v1, 3, 1
	v_bfe_i32 v124, v1, 2, 1
	v_bfe_i32 v125, v1, 1, 1
	v_sub_i32_e32 v126, vcc, 0, v0
	v_bfe_i32 v127, v1, 14, 1
	v_bfe_i32 v136, v1, 13, 1
	v_bfe_i32 v137, v1, 12, 1
	v_bfe_i32 v138, v1, 11, 1
	v_bfe_i32 v139, v1, 10, 1
	v_bfe_i32 v140, v1, 9, 1
	v_bfe_i32 v141, v1, 8, 1
	v_bfe_i32 v142, v1, 22, 1
	v_bfe_i32 v143, v1, 21, 1
	v_bfe_i32 v152, v1, 20, 1
	v_bfe_i32 v153, v1, 19, 1
	v_bfe_i32 v154, v1, 18, 1
	v_bfe_i32 v155, v1, 17, 1
	v_bfe_i32 v156, v1, 16, 1
	v_bfe_i32 v157, v1, 30, 1
	v_bfe_i32 v158, v1, 29, 1
	v_bfe_i32 v159, v1, 28, 1
	v_bfe_i32 v168, v1, 27, 1
	v_bfe_i32 v169, v1, 26, 1
	v_bfe_i32 v170, v1, 25, 1
	v_bfe_i32 v171, v1, 24, 1
	v_mov_b32_e32 v172, 1
	s_mov_b32 s56, 0
	s_mov_b32 s61, 0
	v_readlane_b32 s57, v40, 0
	s_branch .LBB1_4
.LBB1_3:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[62:63]
	s_load_dword s96, s[48:49], 0x0
	s_add_i32 s56, s56, 32
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s56, s96
	s_cbranch_scc0 .LBB1_76
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
	s_lshr_b32 s60, s56, 5
	s_lshl_b64 s[4:5], s[60:61], 7
	s_add_u32 s28, s50, s4
	s_addc_u32 s29, s51, s5
	s_load_dwordx16 s[4:19], s[28:29], 0x0
	s_load_dwordx8 s[20:27], s[28:29], 0x10
	s_load_dwordx4 s[28:31], s[28:29], 0x18
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v131, 0
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v0, s4, v47
	v_or_b32_e32 v1, s5, v61
	v_or_b32_e32 v2, s6, v62
	v_or_b32_e32 v3, s7, v63
	v_or_b32_e32 v4, s8, v72
	v_or_b32_e32 v5, s9, v73
	v_or_b32_e32 v6, s10, v74
	v_or_b32_e32 v7, s11, v75
	v_or_b32_e32 v8, s12, v76
	v_or_b32_e32 v9, s13, v77
	v_or_b32_e32 v10, s14, v78
	v_or_b32_e32 v11, s15, v79
	v_or_b32_e32 v12, s16, v88
	v_or_b32_e32 v13, s17, v89
	v_or_b32_e32 v14, s18, v90
	v_or_b32_e32 v15, s19, v91
	v_or_b32_e32 v16, s20, v92
	v_or_b32_e32 v17, s21, v93
	v_or_b32_e32 v18, s22, v94
	v_or_b32_e32 v19, s23, v95
	v_or_b32_e32 v20, s24, v104
	v_or_b32_e32 v21, s25, v105
	v_or_b32_e32 v22, s26, v106
	v_or_b32_e32 v23, s27, v107
	v_or_b32_e32 v24, s28, v108
	v_or_b32_e32 v25, s29, v109
	v_or_b32_e32 v26, s30, v110
	v_or_b32_e32 v27, s31, v111
	s_mov_b32 s4, 25
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v132, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
.LBB1_5:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v148, v70, v142
	v_xor_b32_e32 v149, v30, v14
	v_xor_b32_e32 v144, v69, v8
	v_xor_b32_e32 v146, v68, v121
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v53, v168
	v_and_b32_e32 v150, v144, v150
	v_xor_b32_e32 v161, v144, v146
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v150, v147
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v149, v166
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v144
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v48, v152
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v144, v160, v144
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v132, v150, v132
	v_xor_b32_e32 v144, v144, v146
	v_xor_b32_e32 v132, v132, v149
	v_xor_b32_e32 v146, v144, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v135, v149, v135
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v147, v149
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v144, v149
	v_xor_b32_e32 v134, v150, v134
	v_xor_b32_e32 v135, v135, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v134, v134, v149
	v_xor_b32_e32 v134, v134, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v144, v144, v166
	v_xor_b32_e32 v144, v146, v144
	v_or_b32_e32 v144, v144, v145
	v_xor_b32_e32 v133, v147, v133
	v_xor_b32_e32 v133, v133, v144
	v_xor_b32_e32 v144, v70, v120
	v_xor_b32_e32 v145, v54, v157
	v_xor_b32_e32 v148, v57, v16
	v_xor_b32_e32 v149, v58, v136
	v_not_b32_e32 v160, v144
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v160, v148
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v146, v31, v1
	v_and_b32_e32 v151, v161, v151
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v56, v7
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v128, v165, v128
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v144, v145, v148
	v_and_b32_e32 v164, v146, v151
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v144, v144, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v144, v144
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v144
	v_and_b32_e32 v144, v148, v144
	v_xor_b32_e32 v146, v146, v149
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v145, v164
	v_xor_b32_e32 v144, v144, v146
	v_xor_b32_e32 v130, v165, v130
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v130, v130, v144
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v144, v151, v144
	v_and_b32_e32 v144, v144, v161
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v131, v145, v131
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v144, v144, v150
	v_xor_b32_e32 v129, v146, v129
	v_or_b32_e32 v150, v144, v147
	v_xor_b32_e32 v131, v131, v161
	v_and_b32_e32 v144, v144, v148
	v_xor_b32_e32 v129, v129, v145
	v_xor_b32_e32 v145, v58, v122
	v_xor_b32_e32 v131, v131, v150
	v_xor_b32_e32 v129, v129, v144
	v_xor_b32_e32 v144, v57, v2
	v_xor_b32_e32 v146, v59, v22
	v_xor_b32_e32 v147, v64, v21
	v_xor_b32_e32 v149, v66, v158
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v128, v128, v160
	v_and_b32_e32 v151, v144, v150
	v_xor_b32_e32 v160, v149, v146
	v_xor_b32_e32 v161, v149, v147
	v_not_b32_e32 v162, v144
	v_or_b32_e32 v151, v160, v151
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v65, v138
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v147, v144
	v_and_b32_e32 v164, v164, v144
	v_xor_b32_e32 v118, v165, v118
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v149, v147
	v_xor_b32_e32 v118, v118, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v119, v144, v119
	v_and_b32_e32 v144, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v119, v119, v160
	v_and_b32_e32 v146, v144, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v119, v119, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v117, v117, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v144, v144, v162
	v_xor_b32_e32 v144, v145, v144
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v144, v144, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v116, v144, v116
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v117, v117, v146
	v_xor_b32_e32 v116, v116, v145
	v_xor_b32_e32 v144, v65, v159
	v_xor_b32_e32 v145, v66, v0
	v_xor_b32_e32 v146, v71, v123
	v_xor_b32_e32 v148, v69, v15
	v_xor_b32_e32 v147, v67, v23
	v_xor_b32_e32 v144, v144, v146
	v_xor_b32_e32 v146, v148, v146
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v117, v117, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v150, v148
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v144
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v144, v162, v144
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_and_b32_e32 v146, v146, v144
	v_xor_b32_e32 v148, v144, v148
	v_xor_b32_e32 v144, v145, v147
	v_not_b32_e32 v145, v144
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v144, v148, v145
	v_xor_b32_e32 v149, v48, v127
	v_xor_b32_e32 v144, v144, v150
	v_not_b32_e32 v147, v146
	v_and_b32_e32 v147, v149, v147
	v_xor_b32_e32 v113, v144, v113
	v_xor_b32_e32 v113, v113, v147
	v_not_b32_e32 v147, v144
	v_not_b32_e32 v144, v149
	v_and_b32_e32 v144, v146, v144
	v_xor_b32_e32 v112, v112, v147
	v_xor_b32_e32 v144, v112, v144
	v_xor_b32_e32 v112, v146, v147
	v_and_b32_e32 v112, v112, v145
	v_or_b32_e32 v112, v112, v161
	v_xor_b32_e32 v145, v112, v148
	v_or_b32_e32 v112, v162, v149
	v_xor_b32_e32 v112, v112, v115
	v_and_b32_e32 v115, v162, v149
	v_xor_b32_e32 v114, v115, v114
	v_xor_b32_e32 v112, v112, v145
	v_xor_b32_e32 v114, v114, v145
	v_xor_b32_e32 v145, v39, v19
	v_xor_b32_e32 v115, v50, v126
	v_xor_b32_e32 v149, v54, v3
	v_or_b32_e32 v150, v145, v115
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v147, v28, v155
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v145
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v115
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v148, v29, v124
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v151, v151, v115
	v_or_b32_e32 v161, v161, v145
	v_and_b32_e32 v115, v151, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v115, v163, v115
	v_xor_b32_e32 v149, v115, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v145
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v151
	v_xor_b32_e32 v100, v115, v100
	v_xor_b32_e32 v115, v163, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v146, v52, v24
	v_not_b32_e32 v167, v148
	v_or_b32_e32 v115, v165, v115
	v_or_b32_e32 v163, v164, v163
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v146
	v_and_b32_e32 v163, v115, v163
	v_and_b32_e32 v166, v166, v167
	v_not_b32_e32 v115, v163
	v_xor_b32_e32 v100, v100, v166
	v_and_b32_e32 v166, v162, v115
	v_and_b32_e32 v115, v163, v149
	v_xor_b32_e32 v148, v115, v148
	v_and_b32_e32 v115, v161, v151
	v_or_b32_e32 v115, v148, v115
	v_xor_b32_e32 v115, v115, v164
	v_and_b32_e32 v115, v115, v146
	v_xor_b32_e32 v101, v165, v101
	v_xor_b32_e32 v115, v101, v115
	v_xor_b32_e32 v101, v150, v145
	v_xor_b32_e32 v101, v101, v163
	v_and_b32_e32 v145, v148, v147
	v_xor_b32_e32 v145, v101, v145
	v_or_b32_e32 v101, v166, v146
	v_xor_b32_e32 v101, v101, v102
	v_xor_b32_e32 v101, v101, v145
	v_xor_b32_e32 v102, v162, v151
	v_not_b32_e32 v145, v145
	v_and_b32_e32 v102, v102, v145
	v_and_b32_e32 v145, v162, v146
	v_xor_b32_e32 v103, v160, v103
	v_xor_b32_e32 v103, v103, v145
	v_xor_b32_e32 v103, v103, v148
	v_xor_b32_e32 v145, v30, v26
	v_xor_b32_e32 v149, v33, v25
	v_xor_b32_e32 v102, v103, v102
	v_xor_b32_e32 v103, v29, v141
	v_xor_b32_e32 v148, v49, v20
	v_or_b32_e32 v151, v149, v145
	v_xor_b32_e32 v150, v148, v145
	v_and_b32_e32 v151, v151, v103
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v55, v4
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v103
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v103, v146
	v_or_b32_e32 v163, v160, v162
	v_xor_b32_e32 v164, v163, v150
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v32, v154
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v96, v164, v96
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v96, v96, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v103
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v97, v145, v97
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v97, v97, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v97, v97, v151
	v_bfi_b32 v145, v103, v150, v149
	v_xor_b32_e32 v103, v146, v103
	v_xor_b32_e32 v97, v97, v148
	v_and_b32_e32 v103, v103, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v99, v160, v99
	v_xor_b32_e32 v147, v35, v171
	v_xor_b32_e32 v148, v36, v13
	v_xor_b32_e32 v99, v99, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v98, v161, v98
	v_xor_b32_e32 v99, v99, v103
	v_xor_b32_e32 v146, v34, v125
	v_xor_b32_e32 v149, v51, v17
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v98, v98, v164
	v_xor_b32_e32 v99, v99, v145
	v_xor_b32_e32 v145, v33, v18
	v_xor_b32_e32 v151, v150, v146
	v_and_b32_e32 v164, v161, v149
	v_and_b32_e32 v160, v151, v149
	v_xor_b32_e32 v162, v161, v145
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v150, v149
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v103, v49, v169
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v103, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v86, v163, v86
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v162, v163
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v103
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v85, v166, v85
	v_xor_b32_e32 v85, v85, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v103, v146, v103
	v_xor_b32_e32 v84, v147, v84
	v_xor_b32_e32 v84, v84, v103
	v_xor_b32_e32 v103, v146, v149
	v_or_b32_e32 v103, v103, v163
	v_xor_b32_e32 v103, v150, v103
	v_not_b32_e32 v103, v103
	v_xor_b32_e32 v146, v37, v11
	v_and_b32_e32 v103, v103, v151
	v_xor_b32_e32 v148, v39, v156
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v87, v145, v87
	v_xor_b32_e32 v147, v38, v170
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v87, v87, v103
	v_xor_b32_e32 v103, v36, v139
	v_xor_b32_e32 v160, v160, v147
	v_xor_b32_e32 v145, v51, v12
	v_and_b32_e32 v161, v160, v103
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v103
	v_xor_b32_e32 v151, v148, v151
	v_xor_b32_e32 v86, v86, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v52, v27
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v81, v160, v81
	v_xor_b32_e32 v81, v81, v150
	v_xor_b32_e32 v150, v150, v103
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v83, v148, v83
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v103, v146, v103
	v_and_b32_e32 v103, v103, v149
	v_xor_b32_e32 v80, v163, v80
	v_xor_b32_e32 v80, v80, v103
	v_not_b32_e32 v103, v147
	v_and_b32_e32 v103, v148, v103
	v_xor_b32_e32 v83, v83, v145
	v_and_b32_e32 v103, v103, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v103, v145, v103
	v_or_b32_e32 v103, v103, v149
	v_xor_b32_e32 v82, v163, v82
	v_xor_b32_e32 v148, v99, v127
	v_xor_b32_e32 v149, v80, v7
	v_xor_b32_e32 v82, v82, v103
	v_xor_b32_e32 v103, v119, v1
	v_xor_b32_e32 v146, v131, v22
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v115, v153
	v_and_b32_e32 v150, v103, v150
	v_xor_b32_e32 v161, v146, v103
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v149, v166
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v103
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v134, v137
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v103, v160, v103
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v32, v150, v32
	v_xor_b32_e32 v103, v103, v146
	v_xor_b32_e32 v32, v32, v149
	v_xor_b32_e32 v146, v103, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v58, v149, v58
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v103, v149
	v_xor_b32_e32 v48, v150, v48
	v_xor_b32_e32 v58, v58, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v48, v48, v149
	v_xor_b32_e32 v48, v48, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v103, v103, v166
	v_xor_b32_e32 v103, v146, v103
	v_or_b32_e32 v103, v103, v145
	v_xor_b32_e32 v38, v147, v38
	v_xor_b32_e32 v38, v38, v103
	v_xor_b32_e32 v103, v99, v21
	v_xor_b32_e32 v145, v82, v142
	v_xor_b32_e32 v148, v101, v9
	v_xor_b32_e32 v149, v135, v121
	v_not_b32_e32 v160, v103
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v84, v159
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v86, v0
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v36, v165, v36
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v103, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v103, v103, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v103, v103
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v103
	v_and_b32_e32 v103, v103, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v103, v103, v146
	v_xor_b32_e32 v66, v165, v66
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v66, v66, v103
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v103, v151, v103
	v_and_b32_e32 v103, v161, v103
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v68, v145, v68
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v103, v103, v150
	v_xor_b32_e32 v50, v146, v50
	v_or_b32_e32 v150, v103, v147
	v_xor_b32_e32 v68, v68, v161
	v_and_b32_e32 v103, v103, v148
	v_xor_b32_e32 v50, v50, v145
	v_xor_b32_e32 v145, v135, v23
	v_xor_b32_e32 v68, v68, v150
	v_xor_b32_e32 v50, v50, v103
	v_xor_b32_e32 v103, v101, v168
	v_xor_b32_e32 v146, v112, v15
	v_xor_b32_e32 v147, v98, v14
	v_xor_b32_e32 v149, v130, v143
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v36, v36, v160
	v_and_b32_e32 v151, v103, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v103
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v145, v160
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v87, v123
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v151, v164
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v161, v160
	v_xor_b32_e32 v161, v103, v147
	v_and_b32_e32 v164, v164, v103
	v_xor_b32_e32 v55, v165, v55
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v55, v55, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v149, v145
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v69, v103, v69
	v_and_b32_e32 v103, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v69, v69, v160
	v_and_b32_e32 v146, v103, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v69, v69, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v49, v49, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v103, v103, v162
	v_xor_b32_e32 v103, v145, v103
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v103, v103, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v37, v103, v37
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v49, v49, v146
	v_xor_b32_e32 v37, v37, v145
	v_xor_b32_e32 v103, v87, v152
	v_xor_b32_e32 v145, v130, v158
	v_xor_b32_e32 v146, v102, v157
	v_xor_b32_e32 v148, v119, v8
	v_xor_b32_e32 v147, v83, v16
	v_xor_b32_e32 v103, v103, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v49, v49, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v148, v150
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v103
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v103, v162, v103
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v103
	v_xor_b32_e32 v103, v103, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v103, v145
	v_xor_b32_e32 v149, v134, v120
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v34, v147, v34
	v_xor_b32_e32 v34, v34, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v103, v145, v103
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v59, v145, v59
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v52, v145, v52
	v_xor_b32_e32 v59, v59, v103
	v_xor_b32_e32 v52, v52, v103
	v_xor_b32_e32 v103, v85, v12
	v_xor_b32_e32 v146, v129, v27
	v_xor_b32_e32 v149, v82, v171
	v_or_b32_e32 v150, v103, v146
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v29, v29, v147
	v_xor_b32_e32 v147, v96, v140
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v103
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v29, v29, v148
	v_xor_b32_e32 v148, v144, v25
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v103
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v103
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v33, v151, v33
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v103, v150, v103
	v_xor_b32_e32 v145, v114, v17
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v103, v103, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v103, v103, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v57, v147, v57
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v71, v160, v71
	v_xor_b32_e32 v53, v165, v53
	v_xor_b32_e32 v57, v57, v103
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v103, v103
	v_xor_b32_e32 v71, v71, v145
	v_xor_b32_e32 v53, v53, v149
	v_and_b32_e32 v103, v146, v103
	v_xor_b32_e32 v71, v71, v148
	v_xor_b32_e32 v145, v80, v19
	v_xor_b32_e32 v149, v100, v18
	v_xor_b32_e32 v71, v71, v103
	v_xor_b32_e32 v103, v144, v126
	v_xor_b32_e32 v148, v117, v13
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v103
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v118, v24
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v103
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v103, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v33, v33, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v132, v139
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v28, v164, v28
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v28, v28, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v103
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v145, v162
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v51, v145, v51
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v51, v51, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v51, v51, v151
	v_bfi_b32 v145, v103, v150, v149
	v_xor_b32_e32 v103, v146, v103
	v_xor_b32_e32 v51, v51, v148
	v_and_b32_e32 v103, v103, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v70, v160, v70
	v_xor_b32_e32 v147, v81, v156
	v_xor_b32_e32 v148, v128, v6
	v_xor_b32_e32 v70, v70, v165
	v_xor_b32_e32 v150, v147, v148
	v_xor_b32_e32 v64, v161, v64
	v_xor_b32_e32 v70, v70, v103
	v_xor_b32_e32 v146, v113, v26
	v_xor_b32_e32 v149, v97, v10
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v64, v64, v164
	v_xor_b32_e32 v70, v70, v145
	v_xor_b32_e32 v145, v100, v11
	v_xor_b32_e32 v151, v150, v146
	v_and_b32_e32 v164, v161, v149
	v_and_b32_e32 v160, v151, v149
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v150, v149
	v_and_b32_e32 v163, v162, v160
	v_or_b32_e32 v165, v162, v164
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v103, v117, v154
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v103, v163
	v_and_b32_e32 v147, v162, v147
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v56, v163, v56
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v162, v163
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v166, v164
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v103
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v39, v166, v39
	v_xor_b32_e32 v39, v39, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v103, v146, v103
	v_xor_b32_e32 v31, v147, v31
	v_xor_b32_e32 v31, v31, v103
	v_xor_b32_e32 v103, v146, v149
	v_or_b32_e32 v103, v103, v163
	v_xor_b32_e32 v103, v150, v103
	v_not_b32_e32 v103, v103
	v_xor_b32_e32 v146, v116, v4
	v_and_b32_e32 v103, v103, v151
	v_xor_b32_e32 v148, v85, v141
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v65, v145, v65
	v_xor_b32_e32 v147, v133, v155
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v65, v65, v103
	v_xor_b32_e32 v103, v128, v124
	v_xor_b32_e32 v160, v160, v147
	v_xor_b32_e32 v145, v97, v5
	v_and_b32_e32 v161, v160, v103
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v103
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v56, v56, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v114, v20
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v35, v160, v35
	v_xor_b32_e32 v35, v35, v150
	v_xor_b32_e32 v150, v150, v103
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v67, v148, v67
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v103, v146, v103
	v_and_b32_e32 v103, v103, v149
	v_xor_b32_e32 v30, v163, v30
	v_xor_b32_e32 v30, v30, v103
	v_not_b32_e32 v103, v147
	v_and_b32_e32 v103, v148, v103
	v_xor_b32_e32 v67, v67, v145
	v_and_b32_e32 v103, v103, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v103, v145, v103
	v_or_b32_e32 v103, v103, v149
	v_xor_b32_e32 v54, v163, v54
	v_xor_b32_e32 v148, v70, v21
	v_xor_b32_e32 v149, v30, v158
	v_xor_b32_e32 v54, v54, v103
	v_xor_b32_e32 v103, v69, v152
	v_xor_b32_e32 v146, v68, v8
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v148, v149
	v_xor_b32_e32 v147, v53, v123
	v_and_b32_e32 v150, v103, v150
	v_xor_b32_e32 v161, v146, v103
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v146, v149
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v147, v162
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v103, v149
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v48, v23
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v103, v160, v103
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v132, v150, v132
	v_xor_b32_e32 v103, v103, v146
	v_xor_b32_e32 v132, v132, v149
	v_xor_b32_e32 v146, v103, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v135, v149, v135
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v103, v149
	v_xor_b32_e32 v134, v150, v134
	v_xor_b32_e32 v135, v135, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v134, v134, v149
	v_xor_b32_e32 v134, v134, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v103, v103, v166
	v_xor_b32_e32 v103, v146, v103
	v_or_b32_e32 v103, v103, v145
	v_xor_b32_e32 v133, v147, v133
	v_xor_b32_e32 v103, v133, v103
	v_xor_b32_e32 v133, v70, v7
	v_xor_b32_e32 v145, v54, v120
	v_xor_b32_e32 v148, v57, v168
	v_xor_b32_e32 v149, v58, v15
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v31, v137
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v149, v146
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v56, v143
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v128, v165, v128
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v130, v165, v130
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v130, v130, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v131, v145, v131
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v129, v146, v129
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v131, v131, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v129, v129, v145
	v_xor_b32_e32 v145, v58, v9
	v_xor_b32_e32 v131, v131, v150
	v_xor_b32_e32 v129, v129, v133
	v_xor_b32_e32 v133, v57, v138
	v_xor_b32_e32 v146, v59, v1
	v_xor_b32_e32 v147, v64, v0
	v_xor_b32_e32 v149, v66, v121
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v128, v128, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v65, v142
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v118, v165, v118
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v118, v118, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v119, v133, v119
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v119, v119, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v119, v119, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v117, v117, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v116, v133, v116
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v117, v117, v146
	v_xor_b32_e32 v116, v116, v145
	v_xor_b32_e32 v133, v65, v122
	v_xor_b32_e32 v145, v66, v136
	v_xor_b32_e32 v146, v71, v127
	v_xor_b32_e32 v148, v69, v159
	v_xor_b32_e32 v147, v67, v2
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v117, v117, v150
	v_or_b32_e32 v150, v145, v147
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v150, v148
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v133
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v133, v162, v133
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v133
	v_xor_b32_e32 v133, v133, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v133, v145
	v_xor_b32_e32 v149, v48, v14
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v113, v147, v113
	v_xor_b32_e32 v113, v113, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v112, v145, v112
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v114, v145, v114
	v_xor_b32_e32 v112, v112, v133
	v_xor_b32_e32 v114, v114, v133
	v_xor_b32_e32 v133, v39, v169
	v_xor_b32_e32 v146, v50, v13
	v_xor_b32_e32 v149, v54, v141
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v144, v144, v147
	v_xor_b32_e32 v147, v28, v26
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v144, v144, v148
	v_xor_b32_e32 v148, v29, v11
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v100, v151, v100
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v52, v3
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v101, v147, v101
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v102, v160, v102
	v_xor_b32_e32 v115, v165, v115
	v_xor_b32_e32 v101, v101, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v102, v102, v145
	v_xor_b32_e32 v115, v115, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v102, v102, v148
	v_xor_b32_e32 v145, v30, v5
	v_xor_b32_e32 v149, v33, v4
	v_xor_b32_e32 v102, v102, v133
	v_xor_b32_e32 v133, v29, v20
	v_xor_b32_e32 v148, v49, v170
	v_or_b32_e32 v151, v149, v145
	v_xor_b32_e32 v150, v148, v145
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v55, v10
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v100, v100, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v32, v25
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v96, v164, v96
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v96, v96, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v97, v145, v97
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v97, v97, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v97, v97, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v97, v97, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v99, v160, v99
	v_xor_b32_e32 v147, v35, v126
	v_xor_b32_e32 v148, v36, v155
	v_xor_b32_e32 v99, v99, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v98, v161, v98
	v_xor_b32_e32 v99, v99, v133
	v_xor_b32_e32 v146, v34, v12
	v_xor_b32_e32 v149, v51, v171
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v98, v98, v164
	v_xor_b32_e32 v99, v99, v145
	v_xor_b32_e32 v145, v33, v24
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v149, v151
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v49, v124
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v86, v163, v86
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v85, v166, v85
	v_xor_b32_e32 v85, v85, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v84, v147, v84
	v_xor_b32_e32 v84, v84, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v37, v17
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v39, v27
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v87, v145, v87
	v_xor_b32_e32 v147, v38, v125
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v87, v87, v133
	v_xor_b32_e32 v133, v36, v18
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v51, v154
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v86, v86, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v52, v6
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v81, v160, v81
	v_xor_b32_e32 v81, v81, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v83, v148, v83
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v80, v163, v80
	v_xor_b32_e32 v80, v80, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v83, v83, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v82, v163, v82
	v_xor_b32_e32 v148, v99, v7
	v_xor_b32_e32 v149, v80, v136
	v_xor_b32_e32 v82, v82, v133
	v_xor_b32_e32 v133, v119, v122
	v_xor_b32_e32 v146, v131, v159
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v115, v142
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v134, v9
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v32, v150, v32
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v32, v32, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v58, v149, v58
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v147, v149
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v48, v150, v48
	v_xor_b32_e32 v58, v58, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v48, v48, v149
	v_xor_b32_e32 v48, v48, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v38, v147, v38
	v_xor_b32_e32 v38, v38, v133
	v_xor_b32_e32 v133, v99, v158
	v_xor_b32_e32 v145, v82, v14
	v_xor_b32_e32 v148, v101, v138
	v_xor_b32_e32 v149, v135, v1
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v145, v148
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v84, v23
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v86, v121
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v36, v165, v36
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v66, v165, v66
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v66, v66, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v68, v145, v68
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v50, v146, v50
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v68, v68, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v50, v50, v145
	v_xor_b32_e32 v145, v135, v168
	v_xor_b32_e32 v68, v68, v150
	v_xor_b32_e32 v50, v50, v133
	v_xor_b32_e32 v133, v101, v157
	v_xor_b32_e32 v146, v112, v152
	v_xor_b32_e32 v147, v98, v143
	v_xor_b32_e32 v149, v130, v15
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v36, v36, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v149, v147
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v160, v151
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v87, v120
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v55, v165, v55
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v149, v147
	v_xor_b32_e32 v55, v55, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v69, v133, v69
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v69, v69, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v69, v69, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v49, v49, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v37, v133, v37
	v_or_b32_e32 v150, v151, v149
	v_xor_b32_e32 v37, v37, v145
	v_xor_b32_e32 v133, v130, v22
	v_xor_b32_e32 v145, v102, v21
	v_xor_b32_e32 v147, v119, v137
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v49, v49, v146
	v_xor_b32_e32 v146, v83, v153
	v_xor_b32_e32 v149, v145, v16
	v_xor_b32_e32 v145, v145, v147
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v49, v49, v150
	v_or_b32_e32 v150, v146, v133
	v_and_b32_e32 v160, v145, v160
	v_xor_b32_e32 v149, v149, v87
	v_xor_b32_e32 v150, v147, v150
	v_xor_b32_e32 v161, v160, v146
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v149, v161
	v_bfi_b32 v150, v145, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v133
	v_and_b32_e32 v151, v145, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v149, v162, v149
	v_or_b32_e32 v145, v161, v145
	v_or_b32_e32 v147, v160, v147
	v_xor_b32_e32 v133, v133, v146
	v_and_b32_e32 v145, v145, v149
	v_xor_b32_e32 v147, v149, v147
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v145, v145, v151
	v_and_b32_e32 v146, v147, v133
	v_xor_b32_e32 v148, v134, v0
	v_xor_b32_e32 v146, v146, v150
	v_not_b32_e32 v149, v145
	v_and_b32_e32 v149, v148, v149
	v_xor_b32_e32 v34, v146, v34
	v_xor_b32_e32 v34, v34, v149
	v_not_b32_e32 v146, v146
	v_not_b32_e32 v149, v148
	v_and_b32_e32 v149, v145, v149
	v_xor_b32_e32 v145, v145, v146
	v_and_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v148
	v_or_b32_e32 v133, v133, v161
	v_xor_b32_e32 v59, v145, v59
	v_and_b32_e32 v145, v162, v148
	v_xor_b32_e32 v29, v29, v146
	v_xor_b32_e32 v133, v133, v147
	v_xor_b32_e32 v52, v145, v52
	v_xor_b32_e32 v29, v29, v149
	v_xor_b32_e32 v59, v59, v133
	v_xor_b32_e32 v52, v52, v133
	v_xor_b32_e32 v133, v85, v139
	v_xor_b32_e32 v146, v129, v170
	v_xor_b32_e32 v149, v82, v27
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v147, v96, v12
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v148, v144, v24
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v33, v151, v33
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v114, v156
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v57, v147, v57
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v71, v160, v71
	v_xor_b32_e32 v53, v165, v53
	v_xor_b32_e32 v57, v57, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v71, v71, v145
	v_xor_b32_e32 v53, v53, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v71, v71, v148
	v_xor_b32_e32 v145, v80, v154
	v_xor_b32_e32 v149, v100, v17
	v_xor_b32_e32 v71, v71, v133
	v_xor_b32_e32 v133, v144, v6
	v_xor_b32_e32 v148, v117, v140
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v118, v171
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v33, v33, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v132, v11
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v28, v164, v28
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v28, v28, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v51, v145, v51
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v51, v51, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v51, v51, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v51, v51, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v70, v160, v70
	v_xor_b32_e32 v147, v81, v20
	v_xor_b32_e32 v148, v128, v125
	v_xor_b32_e32 v70, v70, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v64, v161, v64
	v_xor_b32_e32 v70, v70, v133
	v_xor_b32_e32 v146, v113, v169
	v_xor_b32_e32 v149, v97, v141
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v64, v64, v164
	v_xor_b32_e32 v70, v70, v145
	v_xor_b32_e32 v145, v100, v10
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v151, v149
	v_xor_b32_e32 v162, v161, v145
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v117, v18
	v_xor_b32_e32 v165, v165, v150
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_xor_b32_e32 v56, v165, v56
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v56, v56, v163
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v39, v166, v39
	v_xor_b32_e32 v39, v39, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v31, v147, v31
	v_xor_b32_e32 v31, v31, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v116, v3
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v85, v13
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v65, v145, v65
	v_xor_b32_e32 v147, v103, v19
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v65, v65, v133
	v_xor_b32_e32 v133, v128, v4
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v97, v124
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v114, v155
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v35, v160, v35
	v_xor_b32_e32 v35, v35, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v67, v148, v67
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v30, v163, v30
	v_xor_b32_e32 v30, v30, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v67, v67, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v54, v163, v54
	v_xor_b32_e32 v148, v70, v158
	v_xor_b32_e32 v149, v30, v22
	v_xor_b32_e32 v54, v54, v133
	v_xor_b32_e32 v133, v69, v16
	v_xor_b32_e32 v146, v68, v137
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v53, v120
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v149, v166
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v48, v168
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v132, v150, v132
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v132, v132, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v135, v149, v135
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v134, v150, v134
	v_xor_b32_e32 v135, v135, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v134, v134, v149
	v_xor_b32_e32 v134, v134, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v103, v147, v103
	v_xor_b32_e32 v103, v103, v133
	v_xor_b32_e32 v133, v70, v136
	v_xor_b32_e32 v145, v54, v0
	v_xor_b32_e32 v148, v57, v157
	v_xor_b32_e32 v149, v58, v152
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v31, v9
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v56, v15
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v128, v165, v128
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v130, v165, v130
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v130, v130, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v131, v145, v131
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v129, v146, v129
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v131, v131, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v129, v129, v145
	v_xor_b32_e32 v145, v58, v138
	v_xor_b32_e32 v131, v131, v150
	v_xor_b32_e32 v129, v129, v133
	v_xor_b32_e32 v133, v57, v127
	v_xor_b32_e32 v146, v59, v122
	v_xor_b32_e32 v147, v64, v121
	v_xor_b32_e32 v149, v66, v1
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v128, v128, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v65, v14
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v118, v165, v118
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v118, v118, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v119, v133, v119
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v119, v119, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v119, v119, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v117, v117, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v116, v133, v116
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v117, v117, v146
	v_xor_b32_e32 v116, v116, v145
	v_xor_b32_e32 v133, v65, v2
	v_xor_b32_e32 v145, v66, v8
	v_xor_b32_e32 v146, v71, v7
	v_xor_b32_e32 v148, v69, v23
	v_xor_b32_e32 v147, v67, v123
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v117, v117, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v148, v150
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v133
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v133, v162, v133
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v133
	v_xor_b32_e32 v133, v133, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v133, v145
	v_xor_b32_e32 v149, v48, v143
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v113, v147, v113
	v_xor_b32_e32 v113, v113, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v112, v145, v112
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v114, v145, v114
	v_xor_b32_e32 v112, v112, v133
	v_xor_b32_e32 v114, v114, v133
	v_xor_b32_e32 v133, v39, v25
	v_xor_b32_e32 v146, v50, v140
	v_xor_b32_e32 v149, v54, v13
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v144, v144, v147
	v_xor_b32_e32 v147, v28, v169
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v144, v144, v148
	v_xor_b32_e32 v148, v29, v10
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v100, v151, v100
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v52, v126
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v101, v147, v101
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v102, v160, v102
	v_xor_b32_e32 v115, v165, v115
	v_xor_b32_e32 v101, v101, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v102, v102, v145
	v_xor_b32_e32 v115, v115, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v102, v102, v148
	v_xor_b32_e32 v145, v30, v124
	v_xor_b32_e32 v149, v33, v3
	v_xor_b32_e32 v102, v102, v133
	v_xor_b32_e32 v133, v29, v155
	v_xor_b32_e32 v148, v49, v26
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v55, v141
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v100, v100, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v32, v24
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v96, v164, v96
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v96, v96, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v145, v162
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v97, v145, v97
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v97, v97, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v97, v97, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v97, v97, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v99, v160, v99
	v_xor_b32_e32 v147, v35, v6
	v_xor_b32_e32 v148, v36, v19
	v_xor_b32_e32 v99, v99, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v98, v161, v98
	v_xor_b32_e32 v99, v99, v133
	v_xor_b32_e32 v146, v34, v139
	v_xor_b32_e32 v149, v51, v27
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v98, v98, v164
	v_xor_b32_e32 v99, v99, v145
	v_xor_b32_e32 v145, v33, v171
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v149, v151
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v49, v4
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v86, v163, v86
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v85, v166, v85
	v_xor_b32_e32 v85, v85, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v84, v147, v84
	v_xor_b32_e32 v84, v84, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v37, v156
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v39, v170
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v87, v145, v87
	v_xor_b32_e32 v147, v38, v5
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v87, v87, v133
	v_xor_b32_e32 v133, v36, v17
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v51, v18
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v86, v86, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v52, v125
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v81, v160, v81
	v_xor_b32_e32 v81, v81, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v83, v148, v83
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v80, v163, v80
	v_xor_b32_e32 v80, v80, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v83, v83, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v82, v163, v82
	v_xor_b32_e32 v148, v99, v136
	v_xor_b32_e32 v149, v80, v8
	v_xor_b32_e32 v82, v82, v133
	v_xor_b32_e32 v133, v119, v2
	v_xor_b32_e32 v146, v131, v23
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v115, v14
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v147, v162
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v134, v138
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v32, v150, v32
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v32, v32, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v58, v149, v58
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v48, v150, v48
	v_xor_b32_e32 v58, v58, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v48, v48, v149
	v_xor_b32_e32 v48, v48, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v38, v147, v38
	v_xor_b32_e32 v38, v38, v133
	v_xor_b32_e32 v133, v99, v22
	v_xor_b32_e32 v145, v82, v143
	v_xor_b32_e32 v148, v101, v127
	v_xor_b32_e32 v149, v135, v122
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v84, v168
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v86, v1
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v36, v165, v36
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v66, v165, v66
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v66, v66, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v68, v145, v68
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v50, v146, v50
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v68, v68, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v50, v50, v145
	v_xor_b32_e32 v145, v135, v157
	v_xor_b32_e32 v68, v68, v150
	v_xor_b32_e32 v50, v50, v133
	v_xor_b32_e32 v133, v101, v21
	v_xor_b32_e32 v146, v112, v16
	v_xor_b32_e32 v147, v98, v15
	v_xor_b32_e32 v149, v130, v152
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v36, v36, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v87, v0
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v55, v165, v55
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v55, v55, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v69, v133, v69
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v69, v69, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v69, v69, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v49, v49, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v37, v133, v37
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v49, v49, v146
	v_xor_b32_e32 v37, v37, v145
	v_xor_b32_e32 v133, v87, v153
	v_xor_b32_e32 v145, v130, v159
	v_xor_b32_e32 v146, v102, v158
	v_xor_b32_e32 v148, v119, v9
	v_xor_b32_e32 v147, v83, v142
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v49, v49, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v150, v148
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v133
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v133, v162, v133
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v133
	v_xor_b32_e32 v133, v133, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v133, v145
	v_xor_b32_e32 v149, v134, v121
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v34, v147, v34
	v_xor_b32_e32 v34, v34, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v59, v145, v59
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v52, v145, v52
	v_xor_b32_e32 v59, v59, v133
	v_xor_b32_e32 v52, v52, v133
	v_xor_b32_e32 v133, v85, v11
	v_xor_b32_e32 v146, v129, v26
	v_xor_b32_e32 v149, v82, v170
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v29, v29, v147
	v_xor_b32_e32 v147, v96, v139
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v29, v29, v148
	v_xor_b32_e32 v148, v144, v171
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v33, v151, v33
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v114, v20
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v57, v147, v57
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v71, v160, v71
	v_xor_b32_e32 v53, v165, v53
	v_xor_b32_e32 v57, v57, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v71, v71, v145
	v_xor_b32_e32 v53, v53, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v71, v71, v148
	v_xor_b32_e32 v145, v80, v18
	v_xor_b32_e32 v149, v100, v156
	v_xor_b32_e32 v71, v71, v133
	v_xor_b32_e32 v133, v144, v125
	v_xor_b32_e32 v148, v117, v12
	v_or_b32_e32 v151, v149, v145
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v118, v27
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v33, v33, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v132, v10
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v28, v164, v28
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v28, v28, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v51, v145, v51
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v51, v51, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v51, v51, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v51, v51, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v70, v160, v70
	v_xor_b32_e32 v147, v81, v155
	v_xor_b32_e32 v148, v128, v5
	v_xor_b32_e32 v70, v70, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v64, v161, v64
	v_xor_b32_e32 v70, v70, v133
	v_xor_b32_e32 v146, v113, v25
	v_xor_b32_e32 v149, v97, v13
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v64, v64, v164
	v_xor_b32_e32 v70, v70, v145
	v_xor_b32_e32 v145, v100, v141
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v149, v151
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v117, v17
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v56, v163, v56
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v39, v166, v39
	v_xor_b32_e32 v39, v39, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v31, v147, v31
	v_xor_b32_e32 v31, v31, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v116, v126
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v85, v140
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v65, v145, v65
	v_xor_b32_e32 v147, v103, v154
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v65, v65, v133
	v_xor_b32_e32 v133, v128, v3
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v97, v4
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v56, v56, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v114, v19
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v35, v160, v35
	v_xor_b32_e32 v35, v35, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v67, v148, v67
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v30, v163, v30
	v_xor_b32_e32 v30, v30, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v67, v67, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v54, v163, v54
	v_xor_b32_e32 v148, v70, v22
	v_xor_b32_e32 v149, v30, v159
	v_xor_b32_e32 v54, v54, v133
	v_xor_b32_e32 v133, v69, v153
	v_xor_b32_e32 v146, v68, v9
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v53, v0
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v48, v157
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v132, v150, v132
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v132, v132, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v135, v149, v135
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v147, v149
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v134, v150, v134
	v_xor_b32_e32 v135, v135, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v134, v134, v149
	v_xor_b32_e32 v134, v134, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v103, v147, v103
	v_xor_b32_e32 v103, v103, v133
	v_xor_b32_e32 v133, v70, v8
	v_xor_b32_e32 v145, v54, v121
	v_xor_b32_e32 v148, v57, v21
	v_xor_b32_e32 v149, v58, v16
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v145, v148
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v31, v138
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v56, v152
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v128, v165, v128
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v130, v165, v130
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v130, v130, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v131, v145, v131
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v129, v146, v129
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v131, v131, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v129, v129, v145
	v_xor_b32_e32 v145, v58, v127
	v_xor_b32_e32 v131, v131, v150
	v_xor_b32_e32 v129, v129, v133
	v_xor_b32_e32 v133, v57, v7
	v_xor_b32_e32 v146, v59, v2
	v_xor_b32_e32 v147, v64, v1
	v_xor_b32_e32 v149, v66, v122
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v128, v128, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v149, v147
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v160, v151
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v65, v143
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v118, v165, v118
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v149, v147
	v_xor_b32_e32 v118, v118, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v119, v133, v119
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v119, v119, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v119, v119, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v117, v117, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v116, v133, v116
	v_or_b32_e32 v150, v151, v149
	v_xor_b32_e32 v116, v116, v145
	v_xor_b32_e32 v133, v66, v137
	v_xor_b32_e32 v145, v71, v136
	v_xor_b32_e32 v147, v69, v168
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v117, v117, v146
	v_xor_b32_e32 v146, v67, v120
	v_xor_b32_e32 v149, v145, v123
	v_xor_b32_e32 v145, v145, v147
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v117, v117, v150
	v_or_b32_e32 v150, v146, v133
	v_and_b32_e32 v160, v145, v160
	v_xor_b32_e32 v149, v149, v65
	v_xor_b32_e32 v150, v147, v150
	v_xor_b32_e32 v161, v160, v146
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v149, v161
	v_bfi_b32 v150, v145, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v133
	v_and_b32_e32 v151, v145, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v149, v162, v149
	v_or_b32_e32 v145, v161, v145
	v_or_b32_e32 v147, v160, v147
	v_xor_b32_e32 v133, v133, v146
	v_and_b32_e32 v145, v145, v149
	v_xor_b32_e32 v147, v149, v147
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v145, v145, v151
	v_and_b32_e32 v146, v147, v133
	v_xor_b32_e32 v148, v48, v15
	v_xor_b32_e32 v146, v146, v150
	v_not_b32_e32 v149, v145
	v_and_b32_e32 v149, v148, v149
	v_xor_b32_e32 v113, v146, v113
	v_xor_b32_e32 v113, v113, v149
	v_not_b32_e32 v146, v146
	v_not_b32_e32 v149, v148
	v_and_b32_e32 v149, v145, v149
	v_xor_b32_e32 v145, v145, v146
	v_and_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v148
	v_or_b32_e32 v133, v133, v161
	v_xor_b32_e32 v112, v145, v112
	v_and_b32_e32 v145, v162, v148
	v_xor_b32_e32 v144, v144, v146
	v_xor_b32_e32 v133, v133, v147
	v_xor_b32_e32 v114, v145, v114
	v_xor_b32_e32 v144, v144, v149
	v_xor_b32_e32 v112, v112, v133
	v_xor_b32_e32 v114, v114, v133
	v_xor_b32_e32 v133, v39, v24
	v_xor_b32_e32 v146, v50, v12
	v_xor_b32_e32 v149, v54, v140
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v147, v28, v25
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v148, v29, v141
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v100, v151, v100
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v52, v6
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v101, v147, v101
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v102, v160, v102
	v_xor_b32_e32 v115, v165, v115
	v_xor_b32_e32 v101, v101, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v102, v102, v145
	v_xor_b32_e32 v115, v115, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v102, v102, v148
	v_xor_b32_e32 v145, v30, v4
	v_xor_b32_e32 v149, v33, v126
	v_xor_b32_e32 v102, v102, v133
	v_xor_b32_e32 v133, v29, v19
	v_xor_b32_e32 v148, v49, v169
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v55, v13
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v100, v100, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v32, v171
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v96, v164, v96
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v96, v96, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v97, v145, v97
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v97, v97, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v97, v97, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v97, v97, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v99, v160, v99
	v_xor_b32_e32 v147, v35, v125
	v_xor_b32_e32 v148, v36, v154
	v_xor_b32_e32 v99, v99, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v98, v161, v98
	v_xor_b32_e32 v99, v99, v133
	v_xor_b32_e32 v146, v34, v11
	v_xor_b32_e32 v149, v51, v170
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v98, v98, v164
	v_xor_b32_e32 v99, v99, v145
	v_xor_b32_e32 v145, v33, v27
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v151, v149
	v_xor_b32_e32 v162, v161, v145
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v49, v3
	v_xor_b32_e32 v165, v165, v150
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_xor_b32_e32 v86, v165, v86
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v86, v86, v163
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v85, v166, v85
	v_xor_b32_e32 v85, v85, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v84, v147, v84
	v_xor_b32_e32 v84, v84, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v37, v20
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v39, v26
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v87, v145, v87
	v_xor_b32_e32 v147, v38, v124
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v87, v87, v133
	v_xor_b32_e32 v133, v36, v156
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v51, v17
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v52, v5
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v81, v160, v81
	v_xor_b32_e32 v81, v81, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v83, v148, v83
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v80, v163, v80
	v_xor_b32_e32 v80, v80, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v83, v83, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v82, v163, v82
	v_xor_b32_e32 v148, v99, v8
	v_xor_b32_e32 v149, v80, v137
	v_xor_b32_e32 v82, v82, v133
	v_xor_b32_e32 v133, v119, v123
	v_xor_b32_e32 v146, v131, v168
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v115, v143
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v149, v166
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v134, v127
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v32, v150, v32
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v32, v32, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v58, v149, v58
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v48, v150, v48
	v_xor_b32_e32 v58, v58, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v48, v48, v149
	v_xor_b32_e32 v48, v48, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v38, v147, v38
	v_xor_b32_e32 v38, v38, v133
	v_xor_b32_e32 v133, v99, v159
	v_xor_b32_e32 v145, v82, v15
	v_xor_b32_e32 v148, v101, v7
	v_xor_b32_e32 v149, v135, v2
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v84, v157
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v86, v122
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v36, v165, v36
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v66, v165, v66
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v66, v66, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v68, v145, v68
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v50, v146, v50
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v68, v68, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v50, v50, v145
	v_xor_b32_e32 v145, v135, v21
	v_xor_b32_e32 v68, v68, v150
	v_xor_b32_e32 v50, v50, v133
	v_xor_b32_e32 v133, v101, v158
	v_xor_b32_e32 v146, v112, v153
	v_xor_b32_e32 v147, v98, v152
	v_xor_b32_e32 v149, v130, v16
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v36, v36, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v87, v121
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v55, v165, v55
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v55, v55, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v69, v133, v69
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v69, v69, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v69, v69, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v49, v49, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v37, v133, v37
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v49, v49, v146
	v_xor_b32_e32 v37, v37, v145
	v_xor_b32_e32 v133, v87, v142
	v_xor_b32_e32 v145, v130, v23
	v_xor_b32_e32 v146, v102, v22
	v_xor_b32_e32 v148, v119, v138
	v_xor_b32_e32 v147, v83, v14
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v49, v49, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v148, v150
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v133
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v133, v162, v133
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v133
	v_xor_b32_e32 v133, v133, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v133, v145
	v_xor_b32_e32 v149, v134, v1
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v34, v147, v34
	v_xor_b32_e32 v34, v34, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v59, v145, v59
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v52, v145, v52
	v_xor_b32_e32 v59, v59, v133
	v_xor_b32_e32 v52, v52, v133
	v_xor_b32_e32 v133, v85, v10
	v_xor_b32_e32 v146, v129, v169
	v_xor_b32_e32 v149, v82, v26
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v29, v29, v147
	v_xor_b32_e32 v147, v96, v11
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v29, v29, v148
	v_xor_b32_e32 v148, v144, v27
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v33, v151, v33
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v114, v155
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v57, v147, v57
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v71, v160, v71
	v_xor_b32_e32 v53, v165, v53
	v_xor_b32_e32 v57, v57, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v71, v71, v145
	v_xor_b32_e32 v53, v53, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v71, v71, v148
	v_xor_b32_e32 v145, v80, v17
	v_xor_b32_e32 v149, v100, v20
	v_xor_b32_e32 v71, v71, v133
	v_xor_b32_e32 v133, v144, v5
	v_xor_b32_e32 v148, v117, v139
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v118, v170
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v33, v33, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v132, v141
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v28, v164, v28
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v28, v28, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v145, v162
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v51, v145, v51
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v51, v51, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v51, v51, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v51, v51, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v70, v160, v70
	v_xor_b32_e32 v147, v81, v19
	v_xor_b32_e32 v148, v128, v124
	v_xor_b32_e32 v70, v70, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v64, v161, v64
	v_xor_b32_e32 v70, v70, v133
	v_xor_b32_e32 v146, v113, v24
	v_xor_b32_e32 v149, v97, v140
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v64, v64, v164
	v_xor_b32_e32 v70, v70, v145
	v_xor_b32_e32 v145, v100, v13
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v149, v151
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v117, v156
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v56, v163, v56
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v39, v166, v39
	v_xor_b32_e32 v39, v39, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v31, v147, v31
	v_xor_b32_e32 v31, v31, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v116, v6
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v85, v12
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v65, v145, v65
	v_xor_b32_e32 v147, v103, v18
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v65, v65, v133
	v_xor_b32_e32 v133, v128, v126
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v97, v3
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v56, v56, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v114, v154
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v35, v160, v35
	v_xor_b32_e32 v35, v35, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v67, v148, v67
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v30, v163, v30
	v_xor_b32_e32 v30, v30, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v67, v67, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v54, v163, v54
	v_xor_b32_e32 v148, v70, v1
	v_xor_b32_e32 v149, v30, v122
	v_xor_b32_e32 v54, v54, v133
	v_xor_b32_e32 v133, v69, v157
	v_xor_b32_e32 v146, v68, v153
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v53, v136
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v147, v162
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v48, v120
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v132, v150, v132
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v132, v132, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v135, v149, v135
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v134, v150, v134
	v_xor_b32_e32 v135, v135, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v134, v134, v149
	v_xor_b32_e32 v134, v134, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v103, v147, v103
	v_xor_b32_e32 v103, v103, v133
	v_xor_b32_e32 v133, v70, v152
	v_xor_b32_e32 v145, v54, v8
	v_xor_b32_e32 v148, v57, v0
	v_xor_b32_e32 v149, v58, v168
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v31, v142
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v56, v23
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v128, v165, v128
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v130, v165, v130
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v130, v130, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v131, v145, v131
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v129, v146, v129
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v131, v131, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v129, v129, v145
	v_xor_b32_e32 v145, v58, v14
	v_xor_b32_e32 v131, v131, v150
	v_xor_b32_e32 v129, v129, v133
	v_xor_b32_e32 v133, v57, v143
	v_xor_b32_e32 v146, v59, v138
	v_xor_b32_e32 v147, v64, v137
	v_xor_b32_e32 v149, v66, v9
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v128, v128, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v65, v22
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v118, v165, v118
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v118, v118, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v119, v133, v119
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v119, v119, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v119, v119, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v117, v117, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v116, v133, v116
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v117, v117, v146
	v_xor_b32_e32 v116, v116, v145
	v_xor_b32_e32 v133, v65, v127
	v_xor_b32_e32 v145, v66, v16
	v_xor_b32_e32 v146, v71, v15
	v_xor_b32_e32 v148, v69, v123
	v_xor_b32_e32 v147, v67, v7
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v117, v117, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v150, v148
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v133
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v133, v162, v133
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v133
	v_xor_b32_e32 v133, v133, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v133, v145
	v_xor_b32_e32 v149, v48, v159
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v113, v147, v113
	v_xor_b32_e32 v113, v113, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v112, v145, v112
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v114, v145, v114
	v_xor_b32_e32 v112, v112, v133
	v_xor_b32_e32 v114, v114, v133
	v_xor_b32_e32 v133, v39, v3
	v_xor_b32_e32 v146, v50, v154
	v_xor_b32_e32 v149, v54, v19
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v144, v144, v147
	v_xor_b32_e32 v147, v28, v4
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v144, v144, v148
	v_xor_b32_e32 v148, v29, v20
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v100, v151, v100
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v52, v140
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v101, v147, v101
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v102, v160, v102
	v_xor_b32_e32 v115, v165, v115
	v_xor_b32_e32 v101, v101, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v102, v102, v145
	v_xor_b32_e32 v115, v115, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v102, v102, v148
	v_xor_b32_e32 v145, v30, v10
	v_xor_b32_e32 v149, v33, v13
	v_xor_b32_e32 v102, v102, v133
	v_xor_b32_e32 v133, v29, v169
	v_xor_b32_e32 v148, v49, v124
	v_or_b32_e32 v151, v149, v145
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v55, v155
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v100, v100, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v32, v126
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v96, v164, v96
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v96, v96, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v97, v145, v97
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v97, v97, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v97, v97, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v97, v97, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v99, v160, v99
	v_xor_b32_e32 v147, v35, v12
	v_xor_b32_e32 v148, v36, v25
	v_xor_b32_e32 v99, v99, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v98, v161, v98
	v_xor_b32_e32 v99, v99, v133
	v_xor_b32_e32 v146, v34, v17
	v_xor_b32_e32 v149, v51, v125
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v98, v98, v164
	v_xor_b32_e32 v99, v99, v145
	v_xor_b32_e32 v145, v33, v6
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v149, v151
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v49, v141
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v86, v163, v86
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v85, v166, v85
	v_xor_b32_e32 v85, v85, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v84, v147, v84
	v_xor_b32_e32 v84, v84, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v37, v170
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v39, v5
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v87, v145, v87
	v_xor_b32_e32 v147, v38, v11
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v87, v87, v133
	v_xor_b32_e32 v133, v36, v27
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v51, v171
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v86, v86, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v52, v139
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v81, v160, v81
	v_xor_b32_e32 v81, v81, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v83, v148, v83
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v80, v163, v80
	v_xor_b32_e32 v80, v80, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v83, v83, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v82, v163, v82
	v_xor_b32_e32 v148, v99, v152
	v_xor_b32_e32 v149, v80, v16
	v_xor_b32_e32 v82, v82, v133
	v_xor_b32_e32 v133, v119, v127
	v_xor_b32_e32 v146, v131, v123
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v115, v22
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v134, v14
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v32, v150, v32
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v32, v32, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v58, v149, v58
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v147, v149
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v48, v150, v48
	v_xor_b32_e32 v58, v58, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v48, v48, v149
	v_xor_b32_e32 v48, v48, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v38, v147, v38
	v_xor_b32_e32 v38, v38, v133
	v_xor_b32_e32 v133, v99, v122
	v_xor_b32_e32 v145, v82, v159
	v_xor_b32_e32 v148, v101, v143
	v_xor_b32_e32 v149, v135, v138
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v145, v148
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v84, v120
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v86, v9
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v36, v165, v36
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v66, v165, v66
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v66, v66, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v68, v145, v68
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v50, v146, v50
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v68, v68, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v50, v50, v145
	v_xor_b32_e32 v145, v135, v0
	v_xor_b32_e32 v68, v68, v150
	v_xor_b32_e32 v50, v50, v133
	v_xor_b32_e32 v133, v101, v121
	v_xor_b32_e32 v146, v112, v157
	v_xor_b32_e32 v147, v98, v23
	v_xor_b32_e32 v149, v130, v168
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v36, v36, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v149, v147
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v160, v151
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v87, v8
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v55, v165, v55
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v149, v147
	v_xor_b32_e32 v55, v55, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v69, v133, v69
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v69, v69, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v69, v69, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v49, v49, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v37, v133, v37
	v_or_b32_e32 v150, v151, v149
	v_xor_b32_e32 v37, v37, v145
	v_xor_b32_e32 v133, v130, v2
	v_xor_b32_e32 v145, v102, v1
	v_xor_b32_e32 v147, v119, v142
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v49, v49, v146
	v_xor_b32_e32 v146, v83, v158
	v_xor_b32_e32 v149, v145, v21
	v_xor_b32_e32 v145, v145, v147
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v49, v49, v150
	v_or_b32_e32 v150, v146, v133
	v_and_b32_e32 v160, v145, v160
	v_xor_b32_e32 v149, v149, v87
	v_xor_b32_e32 v150, v147, v150
	v_xor_b32_e32 v161, v160, v146
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v149, v161
	v_bfi_b32 v150, v145, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v133
	v_and_b32_e32 v151, v145, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v149, v162, v149
	v_or_b32_e32 v145, v161, v145
	v_or_b32_e32 v147, v160, v147
	v_xor_b32_e32 v133, v133, v146
	v_and_b32_e32 v145, v145, v149
	v_xor_b32_e32 v147, v149, v147
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v145, v145, v151
	v_and_b32_e32 v146, v147, v133
	v_xor_b32_e32 v148, v134, v137
	v_xor_b32_e32 v146, v146, v150
	v_not_b32_e32 v149, v145
	v_and_b32_e32 v149, v148, v149
	v_xor_b32_e32 v34, v146, v34
	v_xor_b32_e32 v34, v34, v149
	v_not_b32_e32 v146, v146
	v_not_b32_e32 v149, v148
	v_and_b32_e32 v149, v145, v149
	v_xor_b32_e32 v145, v145, v146
	v_and_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v148
	v_or_b32_e32 v133, v133, v161
	v_xor_b32_e32 v59, v145, v59
	v_and_b32_e32 v145, v162, v148
	v_xor_b32_e32 v29, v29, v146
	v_xor_b32_e32 v133, v133, v147
	v_xor_b32_e32 v52, v145, v52
	v_xor_b32_e32 v29, v29, v149
	v_xor_b32_e32 v59, v59, v133
	v_xor_b32_e32 v52, v52, v133
	v_xor_b32_e32 v133, v85, v156
	v_xor_b32_e32 v146, v129, v124
	v_xor_b32_e32 v149, v82, v5
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v147, v96, v17
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v148, v144, v6
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v33, v151, v33
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v114, v26
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v57, v147, v57
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v71, v160, v71
	v_xor_b32_e32 v53, v165, v53
	v_xor_b32_e32 v57, v57, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v71, v71, v145
	v_xor_b32_e32 v53, v53, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v71, v71, v148
	v_xor_b32_e32 v145, v80, v171
	v_xor_b32_e32 v149, v100, v170
	v_xor_b32_e32 v71, v71, v133
	v_xor_b32_e32 v133, v144, v139
	v_xor_b32_e32 v148, v117, v18
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v118, v125
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v33, v33, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v132, v20
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v28, v164, v28
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v28, v28, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v51, v145, v51
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v51, v51, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v51, v51, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v51, v51, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v70, v160, v70
	v_xor_b32_e32 v147, v81, v169
	v_xor_b32_e32 v148, v128, v11
	v_xor_b32_e32 v70, v70, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v64, v161, v64
	v_xor_b32_e32 v70, v70, v133
	v_xor_b32_e32 v146, v113, v3
	v_xor_b32_e32 v149, v97, v19
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v64, v64, v164
	v_xor_b32_e32 v70, v70, v145
	v_xor_b32_e32 v145, v100, v155
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v151, v149
	v_xor_b32_e32 v162, v161, v145
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v117, v27
	v_xor_b32_e32 v165, v165, v150
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_xor_b32_e32 v56, v165, v56
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v56, v56, v163
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v39, v166, v39
	v_xor_b32_e32 v39, v39, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v31, v147, v31
	v_xor_b32_e32 v31, v31, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v116, v140
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v85, v154
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v65, v145, v65
	v_xor_b32_e32 v147, v103, v24
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v65, v65, v133
	v_xor_b32_e32 v133, v128, v13
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v97, v141
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v114, v25
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v35, v160, v35
	v_xor_b32_e32 v35, v35, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v67, v148, v67
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v30, v163, v30
	v_xor_b32_e32 v30, v30, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v67, v67, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v54, v163, v54
	v_xor_b32_e32 v148, v70, v122
	v_xor_b32_e32 v149, v30, v2
	v_xor_b32_e32 v54, v54, v133
	v_xor_b32_e32 v133, v69, v21
	v_xor_b32_e32 v146, v68, v142
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v53, v8
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v149, v166
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v48, v0
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v132, v150, v132
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v132, v132, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v135, v149, v135
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v134, v150, v134
	v_xor_b32_e32 v135, v135, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v134, v134, v149
	v_xor_b32_e32 v134, v134, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v103, v147, v103
	v_xor_b32_e32 v103, v103, v133
	v_xor_b32_e32 v133, v70, v16
	v_xor_b32_e32 v145, v54, v137
	v_xor_b32_e32 v148, v57, v121
	v_xor_b32_e32 v149, v58, v157
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v31, v14
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v56, v168
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v128, v165, v128
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v130, v165, v130
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v130, v130, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v131, v145, v131
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v129, v146, v129
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v131, v131, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v129, v129, v145
	v_xor_b32_e32 v145, v58, v143
	v_xor_b32_e32 v131, v131, v150
	v_xor_b32_e32 v129, v129, v133
	v_xor_b32_e32 v133, v57, v15
	v_xor_b32_e32 v146, v59, v127
	v_xor_b32_e32 v147, v64, v9
	v_xor_b32_e32 v149, v66, v138
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v128, v128, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v65, v159
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v118, v165, v118
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v118, v118, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v119, v133, v119
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v119, v119, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v119, v119, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v117, v117, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v116, v133, v116
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v117, v117, v146
	v_xor_b32_e32 v116, v116, v145
	v_xor_b32_e32 v133, v65, v7
	v_xor_b32_e32 v145, v66, v153
	v_xor_b32_e32 v146, v71, v152
	v_xor_b32_e32 v148, v69, v120
	v_xor_b32_e32 v147, v67, v136
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v117, v117, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v148, v150
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v133
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v133, v162, v133
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v133
	v_xor_b32_e32 v133, v133, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v133, v145
	v_xor_b32_e32 v149, v48, v23
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v113, v147, v113
	v_xor_b32_e32 v113, v113, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v112, v145, v112
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v114, v145, v114
	v_xor_b32_e32 v112, v112, v133
	v_xor_b32_e32 v114, v114, v133
	v_xor_b32_e32 v133, v39, v126
	v_xor_b32_e32 v146, v50, v18
	v_xor_b32_e32 v149, v54, v154
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v144, v144, v147
	v_xor_b32_e32 v147, v28, v3
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v144, v144, v148
	v_xor_b32_e32 v148, v29, v155
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v100, v151, v100
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v52, v12
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v101, v147, v101
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v102, v160, v102
	v_xor_b32_e32 v115, v165, v115
	v_xor_b32_e32 v101, v101, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v102, v102, v145
	v_xor_b32_e32 v115, v115, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v102, v102, v148
	v_xor_b32_e32 v145, v30, v141
	v_xor_b32_e32 v149, v33, v140
	v_xor_b32_e32 v102, v102, v133
	v_xor_b32_e32 v133, v29, v25
	v_xor_b32_e32 v148, v49, v4
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v55, v19
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v100, v100, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v32, v6
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v96, v164, v96
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v96, v96, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v145, v162
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v97, v145, v97
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v97, v97, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v97, v97, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v97, v97, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v99, v160, v99
	v_xor_b32_e32 v147, v35, v139
	v_xor_b32_e32 v148, v36, v24
	v_xor_b32_e32 v99, v99, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v98, v161, v98
	v_xor_b32_e32 v99, v99, v133
	v_xor_b32_e32 v146, v34, v156
	v_xor_b32_e32 v149, v51, v5
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v98, v98, v164
	v_xor_b32_e32 v99, v99, v145
	v_xor_b32_e32 v145, v33, v125
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v149, v151
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v49, v13
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v86, v163, v86
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v85, v166, v85
	v_xor_b32_e32 v85, v85, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v84, v147, v84
	v_xor_b32_e32 v84, v84, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v37, v26
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v39, v124
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v87, v145, v87
	v_xor_b32_e32 v147, v38, v10
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v87, v87, v133
	v_xor_b32_e32 v133, v36, v170
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v51, v27
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v86, v86, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v52, v11
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v81, v160, v81
	v_xor_b32_e32 v81, v81, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v83, v148, v83
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v80, v163, v80
	v_xor_b32_e32 v80, v80, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v83, v83, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v82, v163, v82
	v_xor_b32_e32 v148, v99, v16
	v_xor_b32_e32 v149, v80, v153
	v_xor_b32_e32 v82, v82, v133
	v_xor_b32_e32 v133, v119, v7
	v_xor_b32_e32 v146, v131, v120
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v115, v159
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v147, v162
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v134, v143
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v32, v150, v32
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v32, v32, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v58, v149, v58
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v149, v147
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v48, v150, v48
	v_xor_b32_e32 v58, v58, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v48, v48, v149
	v_xor_b32_e32 v48, v48, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v38, v147, v38
	v_xor_b32_e32 v38, v38, v133
	v_xor_b32_e32 v133, v99, v2
	v_xor_b32_e32 v145, v82, v23
	v_xor_b32_e32 v148, v101, v15
	v_xor_b32_e32 v149, v135, v127
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v148, v145
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v84, v0
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v86, v138
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v36, v165, v36
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v66, v165, v66
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v66, v66, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v68, v145, v68
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v50, v146, v50
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v68, v68, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v50, v50, v145
	v_xor_b32_e32 v145, v135, v121
	v_xor_b32_e32 v68, v68, v150
	v_xor_b32_e32 v50, v50, v133
	v_xor_b32_e32 v133, v101, v1
	v_xor_b32_e32 v146, v112, v21
	v_xor_b32_e32 v147, v98, v168
	v_xor_b32_e32 v149, v130, v157
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v36, v36, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v147, v149
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v151, v160
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v87, v137
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v55, v165, v55
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v147, v149
	v_xor_b32_e32 v55, v55, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v69, v133, v69
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v69, v69, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v69, v69, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v49, v49, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_or_b32_e32 v150, v151, v149
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v37, v133, v37
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v49, v49, v146
	v_xor_b32_e32 v37, v37, v145
	v_xor_b32_e32 v133, v87, v158
	v_xor_b32_e32 v145, v130, v123
	v_xor_b32_e32 v146, v102, v122
	v_xor_b32_e32 v148, v119, v14
	v_xor_b32_e32 v147, v83, v22
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v146, v146, v148
	v_not_b32_e32 v160, v145
	v_xor_b32_e32 v49, v49, v150
	v_or_b32_e32 v150, v147, v145
	v_and_b32_e32 v160, v146, v160
	v_xor_b32_e32 v150, v150, v148
	v_xor_b32_e32 v161, v160, v147
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v161, v133
	v_bfi_b32 v150, v146, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v145
	v_and_b32_e32 v151, v146, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v133, v162, v133
	v_or_b32_e32 v146, v161, v146
	v_or_b32_e32 v148, v160, v148
	v_xor_b32_e32 v145, v145, v147
	v_and_b32_e32 v146, v146, v133
	v_xor_b32_e32 v133, v133, v148
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v146, v146, v151
	v_and_b32_e32 v147, v133, v145
	v_xor_b32_e32 v149, v134, v9
	v_xor_b32_e32 v147, v147, v150
	v_not_b32_e32 v148, v146
	v_and_b32_e32 v148, v149, v148
	v_xor_b32_e32 v34, v147, v34
	v_xor_b32_e32 v34, v34, v148
	v_not_b32_e32 v147, v147
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v148, v146, v148
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v145, v146, v145
	v_or_b32_e32 v145, v145, v161
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v149
	v_xor_b32_e32 v59, v145, v59
	v_and_b32_e32 v145, v162, v149
	v_xor_b32_e32 v52, v145, v52
	v_xor_b32_e32 v59, v59, v133
	v_xor_b32_e32 v52, v52, v133
	v_xor_b32_e32 v133, v85, v20
	v_xor_b32_e32 v146, v129, v4
	v_xor_b32_e32 v149, v82, v124
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v29, v29, v147
	v_xor_b32_e32 v147, v96, v156
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v29, v29, v148
	v_xor_b32_e32 v148, v144, v125
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v33, v151, v33
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v114, v169
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v57, v147, v57
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v71, v160, v71
	v_xor_b32_e32 v53, v165, v53
	v_xor_b32_e32 v57, v57, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v71, v71, v145
	v_xor_b32_e32 v53, v53, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v71, v71, v148
	v_xor_b32_e32 v145, v80, v27
	v_xor_b32_e32 v149, v100, v26
	v_xor_b32_e32 v71, v71, v133
	v_xor_b32_e32 v133, v144, v11
	v_xor_b32_e32 v148, v117, v17
	v_or_b32_e32 v151, v149, v145
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v118, v5
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v33, v33, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v132, v155
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v28, v164, v28
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v28, v28, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v51, v145, v51
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v51, v51, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v51, v51, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v51, v51, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v70, v160, v70
	v_xor_b32_e32 v147, v81, v25
	v_xor_b32_e32 v148, v128, v10
	v_xor_b32_e32 v70, v70, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v64, v161, v64
	v_xor_b32_e32 v70, v70, v133
	v_xor_b32_e32 v146, v113, v126
	v_xor_b32_e32 v149, v97, v154
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v64, v64, v164
	v_xor_b32_e32 v70, v70, v145
	v_xor_b32_e32 v145, v100, v19
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v149, v151
	v_xor_b32_e32 v162, v145, v161
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v164, v160
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v117, v170
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v165, v165, v150
	v_xor_b32_e32 v56, v163, v56
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v39, v166, v39
	v_xor_b32_e32 v39, v39, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v31, v147, v31
	v_xor_b32_e32 v31, v31, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v116, v12
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v85, v18
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v65, v145, v65
	v_xor_b32_e32 v147, v103, v171
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v65, v65, v133
	v_xor_b32_e32 v133, v128, v140
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v97, v13
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_xor_b32_e32 v56, v56, v165
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v114, v24
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v35, v160, v35
	v_xor_b32_e32 v35, v35, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v67, v148, v67
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v30, v163, v30
	v_xor_b32_e32 v30, v30, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v67, v67, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v54, v163, v54
	v_xor_b32_e32 v148, v70, v2
	v_xor_b32_e32 v149, v30, v123
	v_xor_b32_e32 v54, v54, v133
	v_xor_b32_e32 v133, v69, v158
	v_xor_b32_e32 v146, v68, v14
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v53, v137
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v166, v149
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v145, v48, v121
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_xor_b32_e32 v173, v167, v162
	v_xor_b32_e32 v149, v149, v146
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v146, v146, v164
	v_and_b32_e32 v150, v173, v150
	v_or_b32_e32 v146, v146, v162
	v_xor_b32_e32 v133, v160, v133
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v132, v150, v132
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v132, v132, v149
	v_xor_b32_e32 v146, v133, v149
	v_or_b32_e32 v149, v163, v145
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v135, v149, v135
	v_xor_b32_e32 v149, v167, v160
	v_or_b32_e32 v149, v147, v149
	v_or_b32_e32 v150, v166, v145
	v_xor_b32_e32 v149, v133, v149
	v_xor_b32_e32 v134, v150, v134
	v_xor_b32_e32 v135, v135, v146
	v_or_b32_e32 v146, v146, v164
	v_xor_b32_e32 v134, v134, v149
	v_xor_b32_e32 v134, v134, v146
	v_or_b32_e32 v146, v151, v148
	v_not_b32_e32 v148, v149
	v_and_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v133, v166
	v_xor_b32_e32 v133, v146, v133
	v_or_b32_e32 v133, v133, v145
	v_xor_b32_e32 v103, v147, v103
	v_xor_b32_e32 v103, v103, v133
	v_xor_b32_e32 v133, v70, v153
	v_xor_b32_e32 v145, v54, v9
	v_xor_b32_e32 v148, v57, v1
	v_xor_b32_e32 v149, v58, v21
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v150, v145, v148
	v_not_b32_e32 v151, v149
	v_or_b32_e32 v160, v149, v160
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v151, v150, v151
	v_or_b32_e32 v161, v160, v145
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v146, v31, v143
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v146, v149
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v147, v56, v157
	v_or_b32_e32 v165, v163, v165
	v_bfi_b32 v162, v150, v149, -1
	v_xor_b32_e32 v149, v150, v149
	v_and_b32_e32 v165, v165, v147
	v_xor_b32_e32 v128, v165, v128
	v_bfi_b32 v165, v149, v163, -1
	v_bfi_b32 v148, v133, v145, v148
	v_and_b32_e32 v164, v151, v146
	v_and_b32_e32 v145, v145, v165
	v_and_b32_e32 v162, v148, v162
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v133, v133, v164
	v_xor_b32_e32 v148, v148, v145
	v_not_b32_e32 v133, v133
	v_and_b32_e32 v160, v149, v160
	v_not_b32_e32 v148, v148
	v_not_b32_e32 v165, v147
	v_xor_b32_e32 v160, v160, v133
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v146, v149, v146
	v_and_b32_e32 v165, v161, v165
	v_xor_b32_e32 v145, v164, v145
	v_xor_b32_e32 v133, v133, v146
	v_xor_b32_e32 v130, v165, v130
	v_or_b32_e32 v145, v145, v146
	v_xor_b32_e32 v146, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v130, v130, v133
	v_or_b32_e32 v161, v146, v163
	v_xor_b32_e32 v133, v151, v133
	v_and_b32_e32 v133, v161, v133
	v_and_b32_e32 v150, v145, v150
	v_xor_b32_e32 v131, v145, v131
	v_or_b32_e32 v145, v146, v149
	v_or_b32_e32 v146, v162, v147
	v_xor_b32_e32 v133, v133, v150
	v_xor_b32_e32 v129, v146, v129
	v_or_b32_e32 v150, v133, v147
	v_xor_b32_e32 v131, v131, v161
	v_and_b32_e32 v133, v133, v148
	v_xor_b32_e32 v129, v129, v145
	v_xor_b32_e32 v145, v58, v15
	v_xor_b32_e32 v131, v131, v150
	v_xor_b32_e32 v129, v129, v133
	v_xor_b32_e32 v133, v57, v152
	v_xor_b32_e32 v146, v59, v7
	v_xor_b32_e32 v147, v64, v138
	v_xor_b32_e32 v149, v66, v127
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v128, v128, v160
	v_and_b32_e32 v151, v133, v150
	v_xor_b32_e32 v160, v146, v149
	v_xor_b32_e32 v161, v149, v147
	v_not_b32_e32 v162, v133
	v_or_b32_e32 v151, v160, v151
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v145, v160, v145
	v_not_b32_e32 v164, v149
	v_xor_b32_e32 v148, v65, v23
	v_xor_b32_e32 v163, v151, v162
	v_and_b32_e32 v164, v145, v164
	v_xor_b32_e32 v151, v164, v151
	v_and_b32_e32 v164, v163, v149
	v_not_b32_e32 v165, v148
	v_or_b32_e32 v164, v164, v147
	v_and_b32_e32 v165, v163, v165
	v_and_b32_e32 v160, v160, v161
	v_xor_b32_e32 v161, v133, v147
	v_and_b32_e32 v164, v164, v133
	v_xor_b32_e32 v118, v165, v118
	v_xor_b32_e32 v165, v151, v161
	v_or_b32_e32 v161, v162, v161
	v_xor_b32_e32 v164, v164, v145
	v_not_b32_e32 v166, v161
	v_and_b32_e32 v149, v149, v147
	v_xor_b32_e32 v118, v118, v164
	v_and_b32_e32 v164, v164, v166
	v_and_b32_e32 v166, v149, v150
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v164, v164, v166
	v_or_b32_e32 v165, v165, v146
	v_and_b32_e32 v166, v164, v151
	v_and_b32_e32 v160, v148, v160
	v_or_b32_e32 v149, v145, v149
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v160, v160, v165
	v_xor_b32_e32 v119, v133, v119
	v_and_b32_e32 v133, v163, v150
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v161, v145
	v_and_b32_e32 v149, v149, v166
	v_xor_b32_e32 v119, v119, v160
	v_and_b32_e32 v146, v133, v146
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v119, v119, v149
	v_not_b32_e32 v149, v163
	v_xor_b32_e32 v117, v117, v145
	v_or_b32_e32 v145, v146, v145
	v_or_b32_e32 v133, v133, v162
	v_xor_b32_e32 v133, v145, v133
	v_and_b32_e32 v145, v147, v149
	v_or_b32_e32 v133, v133, v145
	v_not_b32_e32 v145, v164
	v_and_b32_e32 v145, v148, v145
	v_xor_b32_e32 v116, v133, v116
	v_or_b32_e32 v150, v151, v149
	v_xor_b32_e32 v116, v116, v145
	v_xor_b32_e32 v133, v66, v142
	v_xor_b32_e32 v145, v71, v16
	v_xor_b32_e32 v147, v69, v0
	v_and_b32_e32 v150, v150, v148
	v_xor_b32_e32 v117, v117, v146
	v_xor_b32_e32 v146, v67, v8
	v_xor_b32_e32 v149, v145, v136
	v_xor_b32_e32 v145, v145, v147
	v_not_b32_e32 v160, v133
	v_xor_b32_e32 v117, v117, v150
	v_or_b32_e32 v150, v146, v133
	v_and_b32_e32 v160, v145, v160
	v_xor_b32_e32 v149, v149, v65
	v_xor_b32_e32 v150, v147, v150
	v_xor_b32_e32 v161, v160, v146
	v_not_b32_e32 v151, v150
	v_or_b32_e32 v162, v149, v161
	v_bfi_b32 v150, v145, v150, -1
	v_and_b32_e32 v150, v162, v150
	v_xor_b32_e32 v162, v150, v133
	v_and_b32_e32 v151, v145, v151
	v_and_b32_e32 v161, v162, v161
	v_not_b32_e32 v145, v145
	v_xor_b32_e32 v149, v162, v149
	v_or_b32_e32 v145, v161, v145
	v_or_b32_e32 v147, v160, v147
	v_xor_b32_e32 v133, v133, v146
	v_and_b32_e32 v145, v145, v149
	v_xor_b32_e32 v147, v149, v147
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v145, v145, v151
	v_and_b32_e32 v146, v147, v133
	v_xor_b32_e32 v148, v48, v168
	v_xor_b32_e32 v146, v146, v150
	v_not_b32_e32 v149, v145
	v_and_b32_e32 v149, v148, v149
	v_xor_b32_e32 v113, v146, v113
	v_xor_b32_e32 v113, v113, v149
	v_not_b32_e32 v146, v146
	v_not_b32_e32 v149, v148
	v_and_b32_e32 v149, v145, v149
	v_xor_b32_e32 v145, v145, v146
	v_and_b32_e32 v133, v145, v133
	v_or_b32_e32 v145, v162, v148
	v_or_b32_e32 v133, v133, v161
	v_xor_b32_e32 v112, v145, v112
	v_and_b32_e32 v145, v162, v148
	v_xor_b32_e32 v144, v144, v146
	v_xor_b32_e32 v133, v133, v147
	v_xor_b32_e32 v114, v145, v114
	v_xor_b32_e32 v144, v144, v149
	v_xor_b32_e32 v112, v112, v133
	v_xor_b32_e32 v114, v114, v133
	v_xor_b32_e32 v133, v39, v6
	v_xor_b32_e32 v146, v50, v17
	v_xor_b32_e32 v149, v54, v18
	v_or_b32_e32 v150, v146, v133
	v_not_b32_e32 v151, v149
	v_xor_b32_e32 v147, v28, v126
	v_and_b32_e32 v151, v150, v151
	v_xor_b32_e32 v160, v151, v133
	v_not_b32_e32 v163, v147
	v_xor_b32_e32 v161, v160, v146
	v_and_b32_e32 v151, v151, v163
	v_xor_b32_e32 v148, v29, v19
	v_or_b32_e32 v162, v161, v147
	v_xor_b32_e32 v146, v151, v146
	v_or_b32_e32 v161, v161, v133
	v_and_b32_e32 v151, v146, v148
	v_xor_b32_e32 v163, v161, v147
	v_xor_b32_e32 v151, v163, v151
	v_xor_b32_e32 v149, v151, v149
	v_or_b32_e32 v163, v149, v160
	v_and_b32_e32 v165, v161, v147
	v_not_b32_e32 v166, v133
	v_and_b32_e32 v164, v163, v148
	v_xor_b32_e32 v165, v165, v160
	v_and_b32_e32 v163, v163, v166
	v_xor_b32_e32 v148, v162, v148
	v_xor_b32_e32 v165, v165, v164
	v_xor_b32_e32 v166, v163, v146
	v_xor_b32_e32 v100, v151, v100
	v_xor_b32_e32 v151, v163, v148
	v_not_b32_e32 v163, v146
	v_or_b32_e32 v151, v165, v151
	v_or_b32_e32 v163, v164, v163
	v_and_b32_e32 v151, v151, v163
	v_and_b32_e32 v149, v151, v149
	v_not_b32_e32 v167, v148
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v148, v149, v148
	v_and_b32_e32 v149, v161, v146
	v_xor_b32_e32 v133, v150, v133
	v_xor_b32_e32 v145, v52, v139
	v_and_b32_e32 v163, v162, v163
	v_or_b32_e32 v149, v148, v149
	v_xor_b32_e32 v133, v133, v151
	v_and_b32_e32 v147, v148, v147
	v_xor_b32_e32 v149, v149, v164
	v_xor_b32_e32 v133, v133, v147
	v_or_b32_e32 v147, v163, v145
	v_or_b32_e32 v166, v166, v167
	v_not_b32_e32 v167, v145
	v_and_b32_e32 v149, v149, v145
	v_xor_b32_e32 v101, v147, v101
	v_and_b32_e32 v145, v162, v145
	v_xor_b32_e32 v102, v160, v102
	v_xor_b32_e32 v115, v165, v115
	v_xor_b32_e32 v101, v101, v133
	v_xor_b32_e32 v146, v162, v146
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v102, v102, v145
	v_xor_b32_e32 v115, v115, v149
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v102, v102, v148
	v_xor_b32_e32 v145, v30, v13
	v_xor_b32_e32 v149, v33, v12
	v_xor_b32_e32 v102, v102, v133
	v_xor_b32_e32 v133, v29, v24
	v_xor_b32_e32 v148, v49, v3
	v_or_b32_e32 v151, v145, v149
	v_xor_b32_e32 v150, v145, v148
	v_and_b32_e32 v151, v151, v133
	v_xor_b32_e32 v150, v150, v151
	v_xor_b32_e32 v160, v150, v149
	v_xor_b32_e32 v146, v55, v154
	v_not_b32_e32 v161, v160
	v_and_b32_e32 v160, v160, v133
	v_xor_b32_e32 v160, v160, v145
	v_xor_b32_e32 v162, v133, v146
	v_or_b32_e32 v163, v160, v162
	v_and_b32_e32 v166, v166, v167
	v_xor_b32_e32 v164, v163, v150
	v_xor_b32_e32 v100, v100, v166
	v_and_b32_e32 v161, v148, v161
	v_and_b32_e32 v165, v164, v146
	v_not_b32_e32 v166, v149
	v_and_b32_e32 v166, v165, v166
	v_or_b32_e32 v160, v160, v161
	v_xor_b32_e32 v147, v32, v125
	v_xor_b32_e32 v166, v166, v160
	v_xor_b32_e32 v163, v145, v163
	v_and_b32_e32 v167, v166, v147
	v_xor_b32_e32 v96, v164, v96
	v_not_b32_e32 v163, v163
	v_xor_b32_e32 v96, v96, v167
	v_and_b32_e32 v167, v149, v163
	v_or_b32_e32 v164, v164, v133
	v_xor_b32_e32 v146, v167, v146
	v_and_b32_e32 v160, v164, v160
	v_xor_b32_e32 v160, v146, v160
	v_bfi_b32 v164, v165, v149, -1
	v_not_b32_e32 v167, v165
	v_and_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v150, v160
	v_and_b32_e32 v167, v148, v167
	v_or_b32_e32 v145, v162, v145
	v_not_b32_e32 v160, v160
	v_or_b32_e32 v167, v146, v167
	v_and_b32_e32 v148, v148, v160
	v_xor_b32_e32 v160, v145, v163
	v_xor_b32_e32 v97, v145, v97
	v_or_b32_e32 v161, v161, v147
	v_or_b32_e32 v151, v167, v151
	v_xor_b32_e32 v148, v148, v160
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v97, v97, v166
	v_and_b32_e32 v148, v148, v147
	v_xor_b32_e32 v97, v97, v151
	v_bfi_b32 v145, v133, v150, v149
	v_xor_b32_e32 v133, v146, v133
	v_xor_b32_e32 v97, v97, v148
	v_and_b32_e32 v133, v133, v145
	v_and_b32_e32 v145, v167, v147
	v_xor_b32_e32 v99, v160, v99
	v_xor_b32_e32 v147, v35, v11
	v_xor_b32_e32 v148, v36, v171
	v_xor_b32_e32 v99, v99, v165
	v_xor_b32_e32 v150, v148, v147
	v_xor_b32_e32 v98, v161, v98
	v_xor_b32_e32 v99, v99, v133
	v_xor_b32_e32 v146, v34, v20
	v_xor_b32_e32 v149, v51, v124
	v_and_b32_e32 v161, v150, v147
	v_xor_b32_e32 v98, v98, v164
	v_xor_b32_e32 v99, v99, v145
	v_xor_b32_e32 v145, v33, v5
	v_xor_b32_e32 v151, v146, v150
	v_and_b32_e32 v164, v149, v161
	v_and_b32_e32 v160, v151, v149
	v_xor_b32_e32 v162, v161, v145
	v_xor_b32_e32 v164, v164, v146
	v_xor_b32_e32 v150, v149, v150
	v_and_b32_e32 v163, v160, v162
	v_or_b32_e32 v165, v164, v162
	v_xor_b32_e32 v164, v160, v164
	v_xor_b32_e32 v160, v160, v150
	v_not_b32_e32 v147, v147
	v_xor_b32_e32 v133, v49, v140
	v_xor_b32_e32 v165, v165, v150
	v_not_b32_e32 v163, v163
	v_or_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v133, v163
	v_xor_b32_e32 v86, v165, v86
	v_and_b32_e32 v147, v147, v162
	v_xor_b32_e32 v160, v164, v148
	v_xor_b32_e32 v86, v86, v163
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v147, v160, v147
	v_and_b32_e32 v163, v148, v163
	v_or_b32_e32 v160, v165, v161
	v_and_b32_e32 v146, v147, v146
	v_not_b32_e32 v150, v150
	v_or_b32_e32 v166, v163, v162
	v_or_b32_e32 v160, v160, v146
	v_and_b32_e32 v150, v151, v150
	v_xor_b32_e32 v166, v164, v166
	v_xor_b32_e32 v150, v160, v150
	v_not_b32_e32 v151, v133
	v_and_b32_e32 v160, v150, v151
	v_xor_b32_e32 v85, v166, v85
	v_xor_b32_e32 v85, v85, v160
	v_or_b32_e32 v160, v150, v147
	v_and_b32_e32 v149, v160, v149
	v_and_b32_e32 v145, v149, v145
	v_xor_b32_e32 v160, v150, v166
	v_xor_b32_e32 v145, v145, v160
	v_or_b32_e32 v146, v145, v146
	v_xor_b32_e32 v146, v146, v149
	v_xor_b32_e32 v148, v160, v148
	v_or_b32_e32 v146, v146, v148
	v_and_b32_e32 v133, v146, v133
	v_xor_b32_e32 v84, v147, v84
	v_xor_b32_e32 v84, v84, v133
	v_xor_b32_e32 v133, v146, v149
	v_or_b32_e32 v133, v133, v163
	v_xor_b32_e32 v133, v150, v133
	v_not_b32_e32 v133, v133
	v_xor_b32_e32 v146, v37, v169
	v_and_b32_e32 v133, v133, v151
	v_xor_b32_e32 v148, v39, v4
	v_not_b32_e32 v151, v146
	v_xor_b32_e32 v87, v145, v87
	v_xor_b32_e32 v147, v38, v141
	v_and_b32_e32 v160, v148, v151
	v_xor_b32_e32 v87, v87, v133
	v_xor_b32_e32 v133, v36, v26
	v_xor_b32_e32 v160, v147, v160
	v_xor_b32_e32 v145, v51, v170
	v_and_b32_e32 v161, v160, v133
	v_not_b32_e32 v160, v160
	v_and_b32_e32 v163, v145, v160
	v_and_b32_e32 v151, v145, v151
	v_or_b32_e32 v164, v163, v133
	v_xor_b32_e32 v151, v151, v148
	v_not_b32_e32 v150, v145
	v_bfi_b32 v162, v146, v145, -1
	v_and_b32_e32 v165, v164, v151
	v_not_b32_e32 v164, v164
	v_xor_b32_e32 v149, v52, v10
	v_and_b32_e32 v150, v146, v150
	v_and_b32_e32 v162, v161, v162
	v_xor_b32_e32 v160, v165, v160
	v_and_b32_e32 v146, v146, v164
	v_xor_b32_e32 v146, v160, v146
	v_or_b32_e32 v160, v162, v149
	v_xor_b32_e32 v150, v146, v150
	v_xor_b32_e32 v81, v160, v81
	v_xor_b32_e32 v81, v81, v150
	v_xor_b32_e32 v150, v150, v133
	v_and_b32_e32 v160, v150, v148
	v_xor_b32_e32 v146, v146, v145
	v_or_b32_e32 v161, v165, v161
	v_xor_b32_e32 v160, v160, v146
	v_xor_b32_e32 v163, v160, v163
	v_xor_b32_e32 v160, v160, v161
	v_or_b32_e32 v145, v160, v145
	v_xor_b32_e32 v148, v150, v148
	v_xor_b32_e32 v145, v148, v145
	v_and_b32_e32 v148, v161, v149
	v_xor_b32_e32 v83, v148, v83
	v_xor_b32_e32 v148, v163, v151
	v_or_b32_e32 v146, v146, v147
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v133, v146, v133
	v_and_b32_e32 v133, v133, v149
	v_xor_b32_e32 v80, v163, v80
	v_xor_b32_e32 v80, v80, v133
	v_not_b32_e32 v133, v147
	v_and_b32_e32 v133, v148, v133
	v_xor_b32_e32 v83, v83, v145
	v_and_b32_e32 v133, v133, v145
	v_xor_b32_e32 v145, v146, v162
	v_xor_b32_e32 v133, v145, v133
	v_or_b32_e32 v133, v133, v149
	v_xor_b32_e32 v82, v163, v82
	v_xor_b32_e32 v148, v99, v153
	v_xor_b32_e32 v149, v80, v142
	v_xor_b32_e32 v82, v82, v133
	v_xor_b32_e32 v133, v119, v136
	v_xor_b32_e32 v146, v131, v0
	v_not_b32_e32 v150, v148
	v_xor_b32_e32 v164, v149, v148
	v_xor_b32_e32 v147, v115, v23
	v_and_b32_e32 v150, v133, v150
	v_xor_b32_e32 v161, v146, v133
	v_xor_b32_e32 v165, v146, v164
	v_xor_b32_e32 v151, v147, v150
	v_or_b32_e32 v160, v149, v146
	v_not_b32_e32 v165, v165
	v_and_b32_e32 v166, v161, v146
	v_and_b32_e32 v162, v160, v161
	v_and_b32_e32 v165, v151, v165
	v_or_b32_e32 v166, v149, v166
	v_xor_b32_e32 v162, v162, v147
	v_not_b32_e32 v163, v151
	v_xor_b32_e32 v165, v165, v166
	v_or_b32_e32 v149, v149, v133
	v_and_b32_e32 v163, v162, v163
	v_bfi_b32 v166, v162, v151, -1
	v_or_b32_e32 v167, v165, v149
	v_not_b32_e32 v162, v162
	v_not_b32_e32 v149, v149
	v_and_b32_e32 v162, v148, v162
	v_and_b32_e32 v147, v147, v149
	v_not_b32_e32 v149, v161
	v_xor_b32_e32 v147, v162, v147
	v_and_b32_e32 v149, v164, v149
	v_not_b32_e32 v146, v146
	v_xor_b32_e32 v145, v134, v15
	v_or_b32_e32 v147, v147, v149
	v_xor_b32_e32 v149, v167, v151
	v_or_b32_e32 v146, v150, v146
	v_xor_b32_e32 v173, v167, v162
	v_and_b32_e32 v146, v149, v146
	v_and_b32_e32 v149, v165, v160
	v_not_b32_e32 v150, v145
	v_xor_b32_e32 v149, v149, v146
	v_and_b32_e32 v150, v173, v150
	v_not_b32_e32 v149, v149
	v_xor_b32_e32 v32, v150, v32
	v_xor_b32_e32 v150, v32, v149
	v_xor_b32_e32 v32, v146, v164
	v_or_b32_e32 v32, v32, v162
	v_xor_b32_e32 v133, v160, v133
	v_xor_b32_e32 v32, v133, v32
	v_or_b32_e32 v146, v163, v145
	v_xor_b32_e32 v133, v32, v149
	v_xor_b32_e32 v58, v146, v58
	v_and_b32_e32 v166, v165, v166
	v_xor_b32_e32 v146, v58, v133
	v_xor_b32_e32 v58, v167, v160
	v_or_b32_e32 v58, v58, v147
	v_or_b32_e32 v149, v166, v145
	v_xor_b32_e32 v58, v32, v58
	v_xor_b32_e32 v48, v149, v48
	v_or_b32_e32 v133, v133, v164
	v_xor_b32_e32 v48, v48, v58
	v_xor_b32_e32 v133, v48, v133
	v_or_b32_e32 v48, v151, v148
	v_not_b32_e32 v58, v58
	v_and_b32_e32 v48, v48, v58
	v_and_b32_e32 v32, v32, v166
	v_xor_b32_e32 v32, v48, v32
	v_or_b32_e32 v32, v32, v145
	v_xor_b32_e32 v38, v147, v38
	v_xor_b32_e32 v145, v38, v32
	v_xor_b32_e32 v32, v99, v123
	v_xor_b32_e32 v38, v82, v168
	v_xor_b32_e32 v147, v101, v152
	v_xor_b32_e32 v148, v135, v7
	v_not_b32_e32 v160, v32
	v_xor_b32_e32 v149, v147, v38
	v_not_b32_e32 v151, v148
	v_or_b32_e32 v160, v148, v160
	v_and_b32_e32 v160, v147, v160
	v_and_b32_e32 v151, v149, v151
	v_or_b32_e32 v161, v160, v38
	v_xor_b32_e32 v151, v151, v160
	v_xor_b32_e32 v48, v84, v121
	v_and_b32_e32 v151, v151, v161
	v_and_b32_e32 v163, v48, v148
	v_and_b32_e32 v164, v151, v48
	v_not_b32_e32 v165, v151
	v_xor_b32_e32 v58, v86, v127
	v_bfi_b32 v147, v32, v38, v147
	v_bfi_b32 v162, v149, v148, -1
	v_not_b32_e32 v160, v163
	v_xor_b32_e32 v32, v32, v164
	v_xor_b32_e32 v148, v149, v148
	v_or_b32_e32 v165, v163, v165
	v_not_b32_e32 v32, v32
	v_and_b32_e32 v160, v148, v160
	v_and_b32_e32 v165, v165, v58
	v_xor_b32_e32 v160, v160, v32
	v_xor_b32_e32 v36, v165, v36
	v_xor_b32_e32 v165, v36, v160
	v_bfi_b32 v36, v148, v163, -1
	v_and_b32_e32 v36, v38, v36
	v_xor_b32_e32 v38, v147, v36
	v_and_b32_e32 v162, v147, v162
	v_not_b32_e32 v38, v38
	v_not_b32_e32 v147, v58
	v_and_b32_e32 v32, v32, v38
	v_xor_b32_e32 v48, v148, v48
	v_and_b32_e32 v147, v161, v147
	v_xor_b32_e32 v36, v164, v36
	v_xor_b32_e32 v32, v32, v48
	v_xor_b32_e32 v66, v147, v66
	v_or_b32_e32 v36, v36, v48
	v_xor_b32_e32 v48, v160, v161
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v147, v66, v32
	v_or_b32_e32 v66, v48, v163
	v_xor_b32_e32 v32, v151, v32
	v_and_b32_e32 v32, v66, v32
	v_and_b32_e32 v149, v36, v149
	v_xor_b32_e32 v32, v32, v149
	v_xor_b32_e32 v36, v36, v68
	v_or_b32_e32 v149, v32, v58
	v_xor_b32_e32 v36, v36, v66
	v_and_b32_e32 v32, v32, v38
	v_or_b32_e32 v38, v162, v58
	v_xor_b32_e32 v149, v36, v149
	v_or_b32_e32 v36, v48, v148
	v_xor_b32_e32 v38, v38, v50
	v_xor_b32_e32 v36, v38, v36
	v_xor_b32_e32 v148, v36, v32
	v_xor_b32_e32 v36, v135, v1
	v_xor_b32_e32 v32, v101, v122
	v_xor_b32_e32 v38, v112, v158
	v_xor_b32_e32 v48, v98, v157
	v_xor_b32_e32 v58, v130, v21
	v_not_b32_e32 v66, v36
	v_and_b32_e32 v68, v32, v66
	v_xor_b32_e32 v151, v38, v58
	v_xor_b32_e32 v160, v48, v58
	v_not_b32_e32 v161, v32
	v_or_b32_e32 v68, v68, v151
	v_and_b32_e32 v161, v160, v161
	v_xor_b32_e32 v36, v151, v36
	v_not_b32_e32 v163, v58
	v_xor_b32_e32 v162, v68, v161
	v_and_b32_e32 v163, v36, v163
	v_xor_b32_e32 v50, v87, v9
	v_xor_b32_e32 v68, v163, v68
	v_and_b32_e32 v163, v162, v58
	v_or_b32_e32 v163, v163, v48
	v_not_b32_e32 v164, v50
	v_and_b32_e32 v163, v163, v32
	v_and_b32_e32 v164, v162, v164
	v_xor_b32_e32 v163, v163, v36
	v_xor_b32_e32 v55, v164, v55
	v_xor_b32_e32 v164, v55, v163
	v_and_b32_e32 v55, v151, v160
	v_xor_b32_e32 v151, v32, v48
	v_xor_b32_e32 v160, v68, v151
	v_or_b32_e32 v151, v161, v151
	v_not_b32_e32 v166, v151
	v_and_b32_e32 v58, v48, v58
	v_and_b32_e32 v163, v163, v166
	v_and_b32_e32 v166, v58, v66
	v_not_b32_e32 v55, v55
	v_xor_b32_e32 v163, v163, v166
	v_or_b32_e32 v160, v160, v38
	v_and_b32_e32 v166, v163, v68
	v_and_b32_e32 v55, v50, v55
	v_or_b32_e32 v58, v36, v58
	v_not_b32_e32 v166, v166
	v_and_b32_e32 v55, v55, v160
	v_xor_b32_e32 v32, v32, v69
	v_and_b32_e32 v58, v58, v166
	v_xor_b32_e32 v32, v32, v55
	v_xor_b32_e32 v160, v32, v58
	v_and_b32_e32 v32, v162, v66
	v_not_b32_e32 v38, v38
	v_xor_b32_e32 v36, v151, v36
	v_and_b32_e32 v38, v32, v38
	v_not_b32_e32 v36, v36
	v_not_b32_e32 v55, v162
	v_xor_b32_e32 v49, v49, v36
	v_or_b32_e32 v36, v38, v36
	v_or_b32_e32 v32, v32, v161
	v_xor_b32_e32 v32, v36, v32
	v_and_b32_e32 v36, v48, v55
	v_or_b32_e32 v32, v32, v36
	v_not_b32_e32 v36, v163
	v_or_b32_e32 v58, v68, v55
	v_and_b32_e32 v36, v50, v36
	v_xor_b32_e32 v32, v32, v37
	v_and_b32_e32 v58, v58, v50
	v_xor_b32_e32 v49, v49, v38
	v_xor_b32_e32 v161, v32, v36
	v_xor_b32_e32 v32, v87, v22
	v_xor_b32_e32 v36, v130, v120
	v_xor_b32_e32 v37, v102, v2
	v_xor_b32_e32 v48, v119, v143
	v_xor_b32_e32 v151, v49, v58
	v_xor_b32_e32 v38, v83, v159
	v_xor_b32_e32 v32, v32, v37
	v_xor_b32_e32 v37, v37, v48
	v_not_b32_e32 v58, v36
	v_or_b32_e32 v50, v38, v36
	v_and_b32_e32 v58, v37, v58
	v_xor_b32_e32 v50, v48, v50
	v_xor_b32_e32 v66, v58, v38
	v_not_b32_e32 v55, v50
	v_or_b32_e32 v68, v66, v32
	v_bfi_b32 v50, v37, v50, -1
	v_and_b32_e32 v50, v68, v50
	v_xor_b32_e32 v68, v50, v36
	v_and_b32_e32 v55, v37, v55
	v_and_b32_e32 v66, v68, v66
	v_not_b32_e32 v37, v37
	v_xor_b32_e32 v32, v68, v32
	v_or_b32_e32 v37, v66, v37
	v_or_b32_e32 v48, v58, v48
	v_xor_b32_e32 v36, v36, v38
	v_and_b32_e32 v37, v37, v32
	v_xor_b32_e32 v32, v32, v48
	v_not_b32_e32 v36, v36
	v_xor_b32_e32 v37, v37, v55
	v_and_b32_e32 v38, v32, v36
	v_xor_b32_e32 v49, v134, v138
	v_xor_b32_e32 v38, v38, v50
	v_not_b32_e32 v48, v37
	v_and_b32_e32 v48, v49, v48
	v_xor_b32_e32 v34, v38, v34
	v_xor_b32_e32 v162, v34, v48
	v_not_b32_e32 v34, v38
	v_not_b32_e32 v38, v49
	v_and_b32_e32 v38, v37, v38
	v_xor_b32_e32 v29, v29, v34
	v_xor_b32_e32 v163, v29, v38
	v_xor_b32_e32 v29, v37, v34
	v_and_b32_e32 v29, v29, v36
	v_or_b32_e32 v29, v29, v66
	v_xor_b32_e32 v29, v29, v32
	v_or_b32_e32 v32, v68, v49
	v_xor_b32_e32 v32, v32, v59
	v_xor_b32_e32 v166, v32, v29
	v_and_b32_e32 v32, v68, v49
	v_xor_b32_e32 v32, v32, v52
	v_xor_b32_e32 v167, v32, v29
	v_xor_b32_e32 v29, v85, v155
	v_xor_b32_e32 v34, v129, v3
	v_xor_b32_e32 v38, v82, v4
	v_or_b32_e32 v48, v34, v29
	v_not_b32_e32 v49, v38
	v_xor_b32_e32 v36, v96, v20
	v_and_b32_e32 v49, v48, v49
	v_xor_b32_e32 v50, v49, v29
	v_not_b32_e32 v58, v36
	v_xor_b32_e32 v52, v50, v34
	v_and_b32_e32 v49, v49, v58
	v_xor_b32_e32 v37, v144, v5
	v_or_b32_e32 v55, v52, v36
	v_xor_b32_e32 v34, v49, v34
	v_or_b32_e32 v52, v52, v29
	v_and_b32_e32 v49, v34, v37
	v_xor_b32_e32 v58, v52, v36
	v_xor_b32_e32 v49, v58, v49
	v_xor_b32_e32 v38, v49, v38
	v_or_b32_e32 v58, v38, v50
	v_not_b32_e32 v68, v29
	v_and_b32_e32 v59, v58, v37
	v_and_b32_e32 v58, v58, v68
	v_xor_b32_e32 v37, v55, v37
	v_xor_b32_e32 v32, v114, v25
	v_xor_b32_e32 v68, v58, v34
	v_not_b32_e32 v69, v37
	v_and_b32_e32 v66, v52, v36
	v_or_b32_e32 v68, v68, v69
	v_not_b32_e32 v69, v32
	v_xor_b32_e32 v66, v66, v50
	v_and_b32_e32 v68, v68, v69
	v_xor_b32_e32 v33, v49, v33
	v_xor_b32_e32 v66, v66, v59
	v_xor_b32_e32 v173, v33, v68
	v_xor_b32_e32 v33, v58, v37
	v_not_b32_e32 v49, v34
	v_or_b32_e32 v33, v66, v33
	v_or_b32_e32 v49, v59, v49
	v_and_b32_e32 v33, v33, v49
	v_and_b32_e32 v38, v33, v38
	v_not_b32_e32 v49, v33
	v_xor_b32_e32 v37, v38, v37
	v_xor_b32_e32 v29, v48, v29
	v_and_b32_e32 v49, v55, v49
	v_xor_b32_e32 v29, v29, v33
	v_and_b32_e32 v33, v37, v36
	v_and_b32_e32 v38, v52, v34
	v_xor_b32_e32 v29, v29, v33
	v_or_b32_e32 v33, v49, v32
	v_or_b32_e32 v38, v37, v38
	v_xor_b32_e32 v33, v33, v57
	v_xor_b32_e32 v38, v38, v59
	v_xor_b32_e32 v175, v33, v29
	v_xor_b32_e32 v33, v55, v34
	v_not_b32_e32 v29, v29
	v_and_b32_e32 v38, v38, v32
	v_and_b32_e32 v29, v33, v29
	v_and_b32_e32 v32, v55, v32
	v_xor_b32_e32 v33, v50, v71
	v_xor_b32_e32 v32, v33, v32
	v_xor_b32_e32 v32, v32, v37
	v_xor_b32_e32 v176, v32, v29
	v_xor_b32_e32 v32, v80, v170
	v_xor_b32_e32 v37, v100, v169
	v_xor_b32_e32 v52, v66, v53
	v_xor_b32_e32 v29, v144, v10
	v_xor_b32_e32 v36, v117, v156
	v_or_b32_e32 v48, v32, v37
	v_xor_b32_e32 v174, v52, v38
	v_xor_b32_e32 v38, v32, v36
	v_and_b32_e32 v48, v48, v29
	v_xor_b32_e32 v38, v38, v48
	v_xor_b32_e32 v49, v38, v37
	v_xor_b32_e32 v33, v118, v124
	v_not_b32_e32 v50, v49
	v_and_b32_e32 v49, v49, v29
	v_xor_b32_e32 v49, v49, v32
	v_xor_b32_e32 v52, v29, v33
	v_or_b32_e32 v53, v49, v52
	v_xor_b32_e32 v55, v53, v38
	v_and_b32_e32 v50, v36, v50
	v_and_b32_e32 v57, v55, v33
	v_not_b32_e32 v58, v37
	v_and_b32_e32 v58, v57, v58
	v_or_b32_e32 v49, v49, v50
	v_xor_b32_e32 v34, v132, v19
	v_xor_b32_e32 v58, v58, v49
	v_and_b32_e32 v59, v58, v34
	v_xor_b32_e32 v28, v55, v28
	v_xor_b32_e32 v177, v28, v59
	v_xor_b32_e32 v28, v32, v53
	v_not_b32_e32 v28, v28
	v_and_b32_e32 v53, v37, v28
	v_or_b32_e32 v55, v55, v29
	v_xor_b32_e32 v33, v53, v33
	v_and_b32_e32 v49, v55, v49
	v_xor_b32_e32 v49, v33, v49
	v_bfi_b32 v55, v57, v37, -1
	v_not_b32_e32 v53, v57
	v_and_b32_e32 v55, v49, v55
	v_xor_b32_e32 v49, v38, v49
	v_and_b32_e32 v53, v36, v53
	v_or_b32_e32 v32, v32, v52
	v_not_b32_e32 v49, v49
	v_or_b32_e32 v53, v33, v53
	v_and_b32_e32 v36, v36, v49
	v_xor_b32_e32 v28, v32, v28
	v_xor_b32_e32 v32, v32, v51
	v_or_b32_e32 v50, v50, v34
	v_or_b32_e32 v48, v53, v48
	v_xor_b32_e32 v36, v36, v28
	v_not_b32_e32 v34, v34
	v_xor_b32_e32 v32, v32, v58
	v_and_b32_e32 v36, v36, v34
	v_xor_b32_e32 v32, v32, v48
	v_xor_b32_e32 v179, v32, v36
	v_bfi_b32 v32, v29, v38, v37
	v_xor_b32_e32 v29, v33, v29
	v_xor_b32_e32 v28, v28, v70
	v_and_b32_e32 v29, v29, v32
	v_xor_b32_e32 v28, v28, v57
	v_and_b32_e32 v32, v53, v34
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v33, v81, v24
	v_xor_b32_e32 v34, v128, v141
	v_xor_b32_e32 v180, v28, v32
	v_xor_b32_e32 v32, v113, v6
	v_xor_b32_e32 v37, v34, v33
	v_xor_b32_e32 v50, v50, v64
	v_xor_b32_e32 v29, v100, v154
	v_xor_b32_e32 v36, v97, v18
	v_xor_b32_e32 v38, v32, v37
	v_and_b32_e32 v49, v37, v33
	v_xor_b32_e32 v178, v50, v55
	v_and_b32_e32 v48, v36, v38
	v_xor_b32_e32 v50, v29, v49
	v_and_b32_e32 v52, v36, v49
	v_and_b32_e32 v51, v48, v50
	v_xor_b32_e32 v52, v52, v32
	v_xor_b32_e32 v37, v36, v37
	v_xor_b32_e32 v28, v117, v26
	v_or_b32_e32 v53, v52, v50
	v_not_b32_e32 v51, v51
	v_xor_b32_e32 v52, v52, v48
	v_xor_b32_e32 v48, v48, v37
	v_not_b32_e32 v33, v33
	v_and_b32_e32 v51, v28, v51
	v_or_b32_e32 v33, v48, v33
	v_xor_b32_e32 v53, v53, v37
	v_xor_b32_e32 v51, v51, v56
	v_and_b32_e32 v33, v33, v50
	v_xor_b32_e32 v48, v52, v34
	v_xor_b32_e32 v181, v51, v53
	v_not_b32_e32 v51, v38
	v_xor_b32_e32 v33, v48, v33
	v_and_b32_e32 v51, v34, v51
	v_or_b32_e32 v48, v53, v49
	v_and_b32_e32 v32, v33, v32
	v_not_b32_e32 v37, v37
	v_or_b32_e32 v55, v51, v50
	v_or_b32_e32 v48, v48, v32
	v_and_b32_e32 v37, v38, v37
	v_xor_b32_e32 v55, v52, v55
	v_xor_b32_e32 v37, v48, v37
	v_not_b32_e32 v38, v28
	v_and_b32_e32 v48, v37, v38
	v_xor_b32_e32 v39, v55, v39
	v_xor_b32_e32 v182, v39, v48
	v_or_b32_e32 v39, v37, v33
	v_and_b32_e32 v36, v39, v36
	v_and_b32_e32 v29, v36, v29
	v_xor_b32_e32 v39, v37, v55
	v_xor_b32_e32 v29, v29, v39
	v_or_b32_e32 v32, v29, v32
	v_xor_b32_e32 v32, v32, v36
	v_xor_b32_e32 v34, v39, v34
	v_or_b32_e32 v32, v32, v34
	v_and_b32_e32 v28, v32, v28
	v_xor_b32_e32 v31, v33, v31
	v_xor_b32_e32 v183, v31, v28
	v_xor_b32_e32 v28, v32, v36
	v_or_b32_e32 v28, v28, v51
	v_xor_b32_e32 v28, v37, v28
	v_xor_b32_e32 v31, v116, v139
	v_not_b32_e32 v28, v28
	v_xor_b32_e32 v33, v85, v17
	v_not_b32_e32 v37, v31
	v_and_b32_e32 v28, v28, v38
	v_xor_b32_e32 v29, v29, v65
	v_xor_b32_e32 v32, v103, v27
	v_and_b32_e32 v38, v33, v37
	v_xor_b32_e32 v184, v29, v28
	v_xor_b32_e32 v28, v128, v12
	v_xor_b32_e32 v38, v32, v38
	v_xor_b32_e32 v29, v97, v140
	v_and_b32_e32 v39, v38, v28
	v_not_b32_e32 v38, v38
	v_and_b32_e32 v49, v29, v38
	v_and_b32_e32 v37, v29, v37
	v_or_b32_e32 v50, v49, v28
	v_xor_b32_e32 v37, v37, v33
	v_not_b32_e32 v36, v29
	v_bfi_b32 v48, v31, v29, -1
	v_and_b32_e32 v51, v50, v37
	v_not_b32_e32 v50, v50
	v_xor_b32_e32 v34, v114, v171
	v_and_b32_e32 v36, v31, v36
	v_and_b32_e32 v48, v39, v48
	v_xor_b32_e32 v38, v51, v38
	v_and_b32_e32 v31, v31, v50
	v_xor_b32_e32 v31, v38, v31
	v_or_b32_e32 v38, v48, v34
	v_xor_b32_e32 v36, v31, v36
	v_xor_b32_e32 v35, v38, v35
	v_xor_b32_e32 v185, v35, v36
	v_xor_b32_e32 v35, v36, v28
	v_and_b32_e32 v36, v35, v33
	v_xor_b32_e32 v31, v31, v29
	v_or_b32_e32 v39, v51, v39
	v_xor_b32_e32 v36, v36, v31
	v_xor_b32_e32 v38, v36, v49
	v_xor_b32_e32 v36, v36, v39
	v_or_b32_e32 v29, v36, v29
	v_xor_b32_e32 v33, v35, v33
	v_xor_b32_e32 v29, v33, v29
	v_and_b32_e32 v33, v39, v34
	v_xor_b32_e32 v33, v33, v67
	v_xor_b32_e32 v186, v33, v29
	v_xor_b32_e32 v33, v38, v37
	v_or_b32_e32 v31, v31, v32
	v_xor_b32_e32 v31, v33, v31
	v_xor_b32_e32 v28, v31, v28
	v_and_b32_e32 v28, v28, v34
	v_xor_b32_e32 v30, v38, v30
	v_xor_b32_e32 v187, v30, v28
	v_not_b32_e32 v28, v32
	v_and_b32_e32 v28, v33, v28
	v_and_b32_e32 v28, v28, v29
	v_xor_b32_e32 v29, v31, v48
	v_xor_b32_e32 v28, v29, v28
	v_or_b32_e32 v28, v28, v34
	v_xor_b32_e32 v29, v38, v54
	v_xor_b32_e32 v33, v180, v123
	v_xor_b32_e32 v32, v187, v120
	v_xor_b32_e32 v188, v29, v28
	v_xor_b32_e32 v28, v160, v22
	v_xor_b32_e32 v30, v149, v143
	v_not_b32_e32 v34, v33
	v_xor_b32_e32 v48, v32, v33
	v_xor_b32_e32 v31, v174, v9
	v_and_b32_e32 v34, v28, v34
	v_xor_b32_e32 v37, v30, v28
	v_xor_b32_e32 v49, v30, v48
	v_xor_b32_e32 v35, v31, v34
	v_or_b32_e32 v36, v32, v30
	v_not_b32_e32 v49, v49
	v_and_b32_e32 v50, v37, v30
	v_and_b32_e32 v38, v36, v37
	v_and_b32_e32 v49, v35, v49
	v_or_b32_e32 v50, v50, v32
	v_xor_b32_e32 v38, v31, v38
	v_not_b32_e32 v39, v35
	v_xor_b32_e32 v49, v49, v50
	v_or_b32_e32 v32, v32, v28
	v_and_b32_e32 v39, v38, v39
	v_bfi_b32 v50, v38, v35, -1
	v_or_b32_e32 v51, v49, v32
	v_not_b32_e32 v38, v38
	v_not_b32_e32 v32, v32
	v_and_b32_e32 v38, v33, v38
	v_and_b32_e32 v31, v31, v32
	v_not_b32_e32 v32, v37
	v_xor_b32_e32 v31, v38, v31
	v_and_b32_e32 v32, v48, v32
	v_not_b32_e32 v30, v30
	v_or_b32_e32 v31, v31, v32
	v_xor_b32_e32 v32, v51, v35
	v_or_b32_e32 v30, v34, v30
	v_and_b32_e32 v30, v32, v30
	v_and_b32_e32 v32, v49, v36
	v_xor_b32_e32 v29, v133, v1
	v_xor_b32_e32 v32, v32, v30
	v_xor_b32_e32 v52, v51, v38
	v_not_b32_e32 v34, v32
	v_not_b32_e32 v32, v29
	v_xor_b32_e32 v30, v30, v48
	v_and_b32_e32 v32, v52, v32
	v_or_b32_e32 v30, v30, v38
	v_xor_b32_e32 v28, v36, v28
	v_xor_b32_e32 v32, v32, v132
	v_xor_b32_e32 v28, v28, v30
	v_xor_b32_e32 v32, v32, v34
	v_xor_b32_e32 v30, v28, v34
	v_or_b32_e32 v34, v39, v29
	v_xor_b32_e32 v34, v34, v135
	v_and_b32_e32 v50, v49, v50
	v_xor_b32_e32 v58, v34, v30
	v_xor_b32_e32 v34, v51, v36
	v_or_b32_e32 v34, v34, v31
	v_or_b32_e32 v36, v50, v29
	v_xor_b32_e32 v34, v28, v34
	v_xor_b32_e32 v36, v36, v134
	v_or_b32_e32 v30, v30, v48
	v_xor_b32_e32 v36, v36, v34
	v_xor_b32_e32 v48, v36, v30
	v_or_b32_e32 v30, v35, v33
	v_not_b32_e32 v33, v34
	v_and_b32_e32 v30, v30, v33
	v_and_b32_e32 v28, v28, v50
	v_xor_b32_e32 v28, v30, v28
	v_or_b32_e32 v28, v28, v29
	v_xor_b32_e32 v29, v31, v103
	v_xor_b32_e32 v38, v29, v28
	v_xor_b32_e32 v28, v180, v142
	v_xor_b32_e32 v29, v188, v138
	v_xor_b32_e32 v33, v175, v122
	v_xor_b32_e32 v34, v146, v158
	v_not_b32_e32 v37, v28
	v_xor_b32_e32 v35, v33, v29
	v_not_b32_e32 v36, v34
	v_or_b32_e32 v37, v34, v37
	v_xor_b32_e32 v30, v183, v15
	v_and_b32_e32 v37, v33, v37
	v_and_b32_e32 v36, v35, v36
	v_or_b32_e32 v39, v37, v29
	v_bfi_b32 v49, v35, v34, -1
	v_and_b32_e32 v50, v30, v34
	v_xor_b32_e32 v36, v36, v37
	v_xor_b32_e32 v34, v35, v34
	v_and_b32_e32 v37, v36, v39
	v_bfi_b32 v53, v34, v50, -1
	v_bfi_b32 v33, v28, v29, v33
	v_and_b32_e32 v51, v37, v30
	v_and_b32_e32 v29, v29, v53
	v_xor_b32_e32 v31, v181, v21
	v_and_b32_e32 v49, v33, v49
	v_not_b32_e32 v36, v50
	v_xor_b32_e32 v28, v28, v51
	v_xor_b32_e32 v33, v33, v29
	v_not_b32_e32 v28, v28
	v_and_b32_e32 v36, v34, v36
	v_not_b32_e32 v33, v33
	v_not_b32_e32 v53, v31
	v_xor_b32_e32 v52, v36, v28
	v_and_b32_e32 v28, v28, v33
	v_xor_b32_e32 v30, v34, v30
	v_and_b32_e32 v53, v39, v53
	v_xor_b32_e32 v29, v51, v29
	v_not_b32_e32 v36, v37
	v_xor_b32_e32 v28, v28, v30
	v_xor_b32_e32 v53, v53, v130
	v_or_b32_e32 v29, v29, v30
	v_xor_b32_e32 v30, v52, v39
	v_xor_b32_e32 v37, v52, v37
	v_xor_b32_e32 v66, v53, v28
	v_or_b32_e32 v39, v30, v50
	v_xor_b32_e32 v28, v37, v28
	v_and_b32_e32 v28, v39, v28
	v_and_b32_e32 v35, v29, v35
	v_xor_b32_e32 v28, v28, v35
	v_xor_b32_e32 v29, v29, v131
	v_or_b32_e32 v35, v28, v31
	v_xor_b32_e32 v29, v29, v39
	v_xor_b32_e32 v68, v29, v35
	v_or_b32_e32 v29, v30, v34
	v_or_b32_e32 v30, v49, v31
	v_xor_b32_e32 v30, v30, v129
	v_and_b32_e32 v28, v28, v33
	v_xor_b32_e32 v29, v30, v29
	v_or_b32_e32 v36, v50, v36
	v_xor_b32_e32 v50, v29, v28
	v_xor_b32_e32 v29, v146, v152
	v_and_b32_e32 v36, v36, v31
	v_xor_b32_e32 v28, v175, v16
	v_xor_b32_e32 v30, v166, v136
	v_xor_b32_e32 v31, v178, v127
	v_xor_b32_e32 v34, v147, v7
	v_not_b32_e32 v35, v29
	v_and_b32_e32 v37, v28, v35
	v_xor_b32_e32 v39, v30, v34
	v_xor_b32_e32 v49, v31, v34
	v_not_b32_e32 v51, v28
	v_xor_b32_e32 v36, v36, v128
	v_or_b32_e32 v37, v37, v39
	v_and_b32_e32 v51, v49, v51
	v_xor_b32_e32 v29, v39, v29
	v_not_b32_e32 v53, v34
	v_xor_b32_e32 v36, v36, v52
	v_xor_b32_e32 v52, v37, v51
	v_and_b32_e32 v53, v29, v53
	v_xor_b32_e32 v33, v184, v168
	v_xor_b32_e32 v37, v53, v37
	v_and_b32_e32 v53, v52, v34
	v_or_b32_e32 v53, v53, v31
	v_not_b32_e32 v54, v33
	v_and_b32_e32 v53, v53, v28
	v_and_b32_e32 v54, v52, v54
	v_xor_b32_e32 v53, v53, v29
	v_xor_b32_e32 v54, v54, v118
	v_and_b32_e32 v39, v39, v49
	v_xor_b32_e32 v49, v28, v31
	v_xor_b32_e32 v55, v54, v53
	v_xor_b32_e32 v54, v37, v49
	v_or_b32_e32 v49, v51, v49
	v_not_b32_e32 v56, v49
	v_and_b32_e32 v34, v31, v34
	v_and_b32_e32 v53, v53, v56
	v_and_b32_e32 v56, v34, v35
	v_not_b32_e32 v39, v39
	v_xor_b32_e32 v53, v53, v56
	v_or_b32_e32 v54, v54, v30
	v_and_b32_e32 v56, v53, v37
	v_and_b32_e32 v39, v33, v39
	v_or_b32_e32 v34, v29, v34
	v_not_b32_e32 v56, v56
	v_and_b32_e32 v39, v39, v54
	v_xor_b32_e32 v28, v28, v119
	v_and_b32_e32 v34, v34, v56
	v_xor_b32_e32 v28, v28, v39
	v_xor_b32_e32 v69, v28, v34
	v_and_b32_e32 v28, v52, v35
	v_not_b32_e32 v30, v30
	v_xor_b32_e32 v29, v49, v29
	v_and_b32_e32 v30, v28, v30
	v_not_b32_e32 v29, v29
	v_not_b32_e32 v34, v52
	v_or_b32_e32 v35, v37, v34
	v_xor_b32_e32 v37, v117, v29
	v_or_b32_e32 v29, v30, v29
	v_or_b32_e32 v28, v28, v51
	v_xor_b32_e32 v28, v29, v28
	v_and_b32_e32 v29, v31, v34
	v_or_b32_e32 v28, v28, v29
	v_not_b32_e32 v29, v53
	v_and_b32_e32 v35, v35, v33
	v_xor_b32_e32 v37, v37, v30
	v_and_b32_e32 v29, v33, v29
	v_xor_b32_e32 v28, v28, v116
	v_xor_b32_e32 v49, v37, v35
	v_xor_b32_e32 v37, v28, v29
	v_xor_b32_e32 v28, v184, v8
	v_xor_b32_e32 v29, v147, v14
	v_xor_b32_e32 v30, v176, v153
	v_xor_b32_e32 v33, v160, v121
	v_xor_b32_e32 v31, v186, v137
	v_xor_b32_e32 v28, v28, v30
	v_xor_b32_e32 v30, v30, v33
	v_not_b32_e32 v51, v29
	v_or_b32_e32 v34, v31, v29
	v_and_b32_e32 v51, v30, v51
	v_xor_b32_e32 v34, v34, v33
	v_xor_b32_e32 v52, v51, v31
	v_not_b32_e32 v39, v34
	v_or_b32_e32 v53, v52, v28
	v_bfi_b32 v34, v30, v34, -1
	v_and_b32_e32 v34, v53, v34
	v_xor_b32_e32 v53, v34, v29
	v_and_b32_e32 v39, v30, v39
	v_and_b32_e32 v52, v53, v52
	v_not_b32_e32 v30, v30
	v_xor_b32_e32 v28, v53, v28
	v_or_b32_e32 v30, v52, v30
	v_or_b32_e32 v33, v51, v33
	v_xor_b32_e32 v29, v29, v31
	v_and_b32_e32 v30, v30, v28
	v_xor_b32_e32 v28, v28, v33
	v_not_b32_e32 v31, v29
	v_xor_b32_e32 v30, v30, v39
	v_and_b32_e32 v29, v28, v31
	v_xor_b32_e32 v35, v133, v157
	v_xor_b32_e32 v29, v29, v34
	v_not_b32_e32 v33, v30
	v_and_b32_e32 v33, v35, v33
	v_xor_b32_e32 v34, v29, v113
	v_xor_b32_e32 v34, v34, v33
	v_not_b32_e32 v33, v29
	v_not_b32_e32 v29, v35
	v_and_b32_e32 v29, v30, v29
	v_xor_b32_e32 v30, v30, v33
	v_and_b32_e32 v30, v30, v31
	v_or_b32_e32 v30, v30, v52
	v_xor_b32_e32 v28, v30, v28
	v_or_b32_e32 v30, v53, v35
	v_xor_b32_e32 v30, v30, v112
	v_xor_b32_e32 v59, v30, v28
	v_and_b32_e32 v30, v53, v35
	v_xor_b32_e32 v39, v144, v33
	v_xor_b32_e32 v30, v30, v114
	v_xor_b32_e32 v29, v39, v29
	v_xor_b32_e32 v52, v30, v28
	v_xor_b32_e32 v28, v182, v125
	v_xor_b32_e32 v31, v148, v156
	v_xor_b32_e32 v39, v188, v17
	v_or_b32_e32 v51, v31, v28
	v_not_b32_e32 v53, v39
	v_xor_b32_e32 v35, v177, v6
	v_and_b32_e32 v53, v51, v53
	v_xor_b32_e32 v54, v53, v28
	v_not_b32_e32 v57, v35
	v_xor_b32_e32 v56, v54, v31
	v_and_b32_e32 v53, v53, v57
	v_xor_b32_e32 v33, v163, v154
	v_or_b32_e32 v64, v56, v35
	v_xor_b32_e32 v31, v53, v31
	v_or_b32_e32 v56, v56, v28
	v_and_b32_e32 v53, v31, v33
	v_xor_b32_e32 v57, v56, v35
	v_xor_b32_e32 v53, v57, v53
	v_xor_b32_e32 v39, v53, v39
	v_or_b32_e32 v57, v39, v54
	v_not_b32_e32 v70, v28
	v_and_b32_e32 v65, v57, v33
	v_and_b32_e32 v57, v57, v70
	v_xor_b32_e32 v71, v64, v33
	v_xor_b32_e32 v30, v167, v11
	v_xor_b32_e32 v70, v57, v31
	v_not_b32_e32 v33, v71
	v_and_b32_e32 v67, v56, v35
	v_or_b32_e32 v33, v70, v33
	v_not_b32_e32 v70, v30
	v_xor_b32_e32 v67, v67, v54
	v_and_b32_e32 v33, v33, v70
	v_xor_b32_e32 v53, v53, v100
	v_xor_b32_e32 v67, v67, v65
	v_xor_b32_e32 v33, v53, v33
	v_xor_b32_e32 v53, v57, v71
	v_not_b32_e32 v57, v31
	v_or_b32_e32 v53, v67, v53
	v_or_b32_e32 v57, v65, v57
	v_and_b32_e32 v57, v53, v57
	v_and_b32_e32 v39, v57, v39
	v_not_b32_e32 v53, v57
	v_xor_b32_e32 v39, v39, v71
	v_xor_b32_e32 v28, v51, v28
	v_and_b32_e32 v70, v64, v53
	v_xor_b32_e32 v28, v28, v57
	v_and_b32_e32 v35, v39, v35
	v_and_b32_e32 v53, v56, v31
	v_xor_b32_e32 v28, v28, v35
	v_or_b32_e32 v35, v70, v30
	v_or_b32_e32 v53, v39, v53
	v_xor_b32_e32 v35, v35, v101
	v_xor_b32_e32 v53, v53, v65
	v_xor_b32_e32 v57, v35, v28
	v_xor_b32_e32 v31, v64, v31
	v_not_b32_e32 v28, v28
	v_and_b32_e32 v53, v53, v30
	v_and_b32_e32 v28, v31, v28
	v_and_b32_e32 v30, v64, v30
	v_xor_b32_e32 v31, v54, v102
	v_xor_b32_e32 v30, v31, v30
	v_xor_b32_e32 v56, v67, v115
	v_xor_b32_e32 v30, v30, v39
	v_xor_b32_e32 v31, v187, v140
	v_xor_b32_e32 v54, v173, v139
	v_xor_b32_e32 v53, v56, v53
	v_xor_b32_e32 v71, v30, v28
	v_xor_b32_e32 v30, v163, v171
	v_xor_b32_e32 v51, v151, v126
	v_or_b32_e32 v56, v54, v31
	v_xor_b32_e32 v28, v31, v51
	v_and_b32_e32 v56, v56, v30
	v_xor_b32_e32 v65, v28, v56
	v_xor_b32_e32 v28, v65, v54
	v_xor_b32_e32 v35, v164, v18
	v_not_b32_e32 v64, v28
	v_and_b32_e32 v28, v28, v30
	v_xor_b32_e32 v28, v28, v31
	v_xor_b32_e32 v67, v30, v35
	v_or_b32_e32 v70, v28, v67
	v_xor_b32_e32 v100, v70, v65
	v_and_b32_e32 v64, v51, v64
	v_and_b32_e32 v101, v100, v35
	v_not_b32_e32 v102, v54
	v_and_b32_e32 v102, v101, v102
	v_or_b32_e32 v103, v28, v64
	v_xor_b32_e32 v39, v150, v5
	v_xor_b32_e32 v102, v102, v103
	v_xor_b32_e32 v70, v31, v70
	v_and_b32_e32 v28, v102, v39
	v_xor_b32_e32 v96, v100, v96
	v_not_b32_e32 v70, v70
	v_xor_b32_e32 v28, v96, v28
	v_and_b32_e32 v96, v54, v70
	v_or_b32_e32 v100, v100, v30
	v_xor_b32_e32 v35, v96, v35
	v_and_b32_e32 v100, v100, v103
	v_xor_b32_e32 v100, v35, v100
	v_not_b32_e32 v96, v101
	v_or_b32_e32 v31, v67, v31
	v_xor_b32_e32 v67, v65, v100
	v_and_b32_e32 v96, v51, v96
	v_not_b32_e32 v67, v67
	v_or_b32_e32 v96, v35, v96
	v_and_b32_e32 v51, v51, v67
	v_xor_b32_e32 v67, v31, v70
	v_xor_b32_e32 v31, v31, v97
	v_or_b32_e32 v64, v64, v39
	v_or_b32_e32 v56, v96, v56
	v_xor_b32_e32 v51, v51, v67
	v_not_b32_e32 v39, v39
	v_xor_b32_e32 v31, v31, v102
	v_and_b32_e32 v51, v51, v39
	v_xor_b32_e32 v31, v31, v56
	v_xor_b32_e32 v51, v31, v51
	v_bfi_b32 v31, v30, v65, v54
	v_xor_b32_e32 v30, v35, v30
	v_bfi_b32 v103, v101, v54, -1
	v_and_b32_e32 v30, v30, v31
	v_and_b32_e32 v31, v96, v39
	v_xor_b32_e32 v35, v67, v99
	v_xor_b32_e32 v39, v185, v10
	v_xor_b32_e32 v54, v165, v27
	v_xor_b32_e32 v35, v35, v101
	v_xor_b32_e32 v56, v54, v39
	v_xor_b32_e32 v30, v35, v30
	v_xor_b32_e32 v35, v162, v155
	v_xor_b32_e32 v65, v179, v4
	v_and_b32_e32 v97, v56, v39
	v_and_b32_e32 v103, v100, v103
	v_xor_b32_e32 v70, v30, v31
	v_xor_b32_e32 v31, v173, v124
	v_xor_b32_e32 v67, v35, v56
	v_and_b32_e32 v100, v65, v97
	v_xor_b32_e32 v64, v64, v98
	v_and_b32_e32 v96, v65, v67
	v_xor_b32_e32 v98, v31, v97
	v_xor_b32_e32 v100, v100, v35
	v_xor_b32_e32 v102, v65, v56
	v_and_b32_e32 v99, v96, v98
	v_or_b32_e32 v101, v100, v98
	v_xor_b32_e32 v100, v100, v96
	v_xor_b32_e32 v96, v96, v102
	v_not_b32_e32 v39, v39
	v_xor_b32_e32 v30, v151, v12
	v_not_b32_e32 v56, v99
	v_or_b32_e32 v39, v96, v39
	v_and_b32_e32 v56, v30, v56
	v_and_b32_e32 v39, v39, v98
	v_xor_b32_e32 v96, v100, v54
	v_xor_b32_e32 v101, v101, v102
	v_xor_b32_e32 v56, v56, v86
	v_not_b32_e32 v86, v67
	v_xor_b32_e32 v96, v96, v39
	v_and_b32_e32 v86, v54, v86
	v_or_b32_e32 v39, v101, v97
	v_and_b32_e32 v35, v96, v35
	v_not_b32_e32 v97, v102
	v_or_b32_e32 v99, v86, v98
	v_or_b32_e32 v39, v39, v35
	v_and_b32_e32 v67, v67, v97
	v_xor_b32_e32 v99, v100, v99
	v_xor_b32_e32 v67, v39, v67
	v_not_b32_e32 v97, v30
	v_and_b32_e32 v39, v67, v97
	v_xor_b32_e32 v85, v99, v85
	v_xor_b32_e32 v39, v85, v39
	v_or_b32_e32 v85, v67, v96
	v_and_b32_e32 v65, v85, v65
	v_and_b32_e32 v31, v65, v31
	v_xor_b32_e32 v85, v67, v99
	v_xor_b32_e32 v98, v31, v85
	v_or_b32_e32 v31, v98, v35
	v_xor_b32_e32 v31, v31, v65
	v_xor_b32_e32 v35, v85, v54
	v_or_b32_e32 v35, v31, v35
	v_and_b32_e32 v30, v35, v30
	v_xor_b32_e32 v31, v96, v84
	v_xor_b32_e32 v31, v31, v30
	v_xor_b32_e32 v30, v35, v65
	v_or_b32_e32 v30, v30, v86
	v_xor_b32_e32 v30, v67, v30
	v_not_b32_e32 v30, v30
	v_and_b32_e32 v30, v30, v97
	v_xor_b32_e32 v35, v98, v87
	v_xor_b32_e32 v65, v35, v30
	v_xor_b32_e32 v35, v161, v25
	v_xor_b32_e32 v67, v182, v3
	v_not_b32_e32 v87, v35
	v_xor_b32_e32 v84, v145, v13
	v_and_b32_e32 v96, v67, v87
	v_xor_b32_e32 v30, v165, v169
	v_xor_b32_e32 v96, v84, v96
	v_xor_b32_e32 v54, v179, v26
	v_and_b32_e32 v97, v96, v30
	v_not_b32_e32 v96, v96
	v_and_b32_e32 v99, v54, v96
	v_and_b32_e32 v87, v54, v87
	v_or_b32_e32 v100, v99, v30
	v_xor_b32_e32 v87, v87, v67
	v_xor_b32_e32 v56, v56, v101
	v_not_b32_e32 v86, v54
	v_and_b32_e32 v101, v100, v87
	v_not_b32_e32 v100, v100
	v_and_b32_e32 v86, v35, v86
	v_bfi_b32 v98, v35, v54, -1
	v_xor_b32_e32 v96, v101, v96
	v_and_b32_e32 v35, v35, v100
	v_xor_b32_e32 v85, v167, v141
	v_and_b32_e32 v98, v97, v98
	v_xor_b32_e32 v96, v96, v35
	v_xor_b32_e32 v86, v96, v86
	v_or_b32_e32 v35, v98, v85
	v_xor_b32_e32 v35, v35, v81
	v_xor_b32_e32 v81, v86, v30
	v_xor_b32_e32 v35, v35, v86
	v_and_b32_e32 v86, v81, v67
	v_xor_b32_e32 v96, v96, v54
	v_or_b32_e32 v97, v101, v97
	v_xor_b32_e32 v86, v86, v96
	v_xor_b32_e32 v99, v86, v99
	v_xor_b32_e32 v86, v86, v97
	v_or_b32_e32 v54, v86, v54
	v_xor_b32_e32 v67, v81, v67
	v_xor_b32_e32 v54, v67, v54
	v_and_b32_e32 v67, v97, v85
	v_xor_b32_e32 v67, v67, v83
	v_xor_b32_e32 v81, v99, v87
	v_or_b32_e32 v83, v96, v84
	v_xor_b32_e32 v83, v81, v83
	v_xor_b32_e32 v30, v83, v30
	v_and_b32_e32 v30, v30, v85
	v_xor_b32_e32 v80, v99, v80
	v_xor_b32_e32 v30, v80, v30
	v_not_b32_e32 v80, v84
	v_and_b32_e32 v80, v81, v80
	v_xor_b32_e32 v67, v67, v54
	v_and_b32_e32 v54, v80, v54
	v_xor_b32_e32 v80, v83, v98
	v_xor_b32_e32 v54, v80, v54
	v_or_b32_e32 v54, v54, v85
	v_xor_b32_e32 v80, v99, v82
	v_xor_b32_e32 v84, v70, v157
	v_xor_b32_e32 v85, v30, v21
	v_xor_b32_e32 v54, v80, v54
	v_xor_b32_e32 v80, v69, v15
	v_xor_b32_e32 v82, v68, v136
	v_not_b32_e32 v86, v84
	v_xor_b32_e32 v100, v85, v84
	v_xor_b32_e32 v83, v53, v2
	v_and_b32_e32 v86, v80, v86
	v_xor_b32_e32 v97, v82, v80
	v_xor_b32_e32 v101, v82, v100
	v_xor_b32_e32 v87, v83, v86
	v_or_b32_e32 v96, v85, v82
	v_not_b32_e32 v101, v101
	v_and_b32_e32 v102, v97, v82
	v_and_b32_e32 v98, v96, v97
	v_and_b32_e32 v101, v87, v101
	v_or_b32_e32 v102, v102, v85
	v_xor_b32_e32 v98, v98, v83
	v_not_b32_e32 v99, v87
	v_xor_b32_e32 v101, v101, v102
	v_or_b32_e32 v85, v85, v80
	v_xor_b32_e32 v64, v64, v103
	v_and_b32_e32 v99, v98, v99
	v_bfi_b32 v102, v98, v87, -1
	v_or_b32_e32 v103, v101, v85
	v_not_b32_e32 v98, v98
	v_not_b32_e32 v85, v85
	v_and_b32_e32 v98, v84, v98
	v_and_b32_e32 v83, v83, v85
	v_not_b32_e32 v85, v97
	v_xor_b32_e32 v83, v98, v83
	v_and_b32_e32 v85, v100, v85
	v_not_b32_e32 v82, v82
	v_or_b32_e32 v83, v83, v85
	v_xor_b32_e32 v85, v103, v87
	v_or_b32_e32 v82, v86, v82
	v_xor_b32_e32 v81, v48, v159
	v_and_b32_e32 v82, v85, v82
	v_and_b32_e32 v85, v101, v96
	v_xor_b32_e32 v112, v103, v98
	v_xor_b32_e32 v85, v85, v82
	v_not_b32_e32 v86, v81
	v_xor_b32_e32 v82, v82, v100
	v_and_b32_e32 v86, v112, v86
	v_or_b32_e32 v82, v82, v98
	v_xor_b32_e32 v80, v96, v80
	v_not_b32_e32 v85, v85
	v_xor_b32_e32 v86, v86, v150
	v_xor_b32_e32 v80, v80, v82
	v_xor_b32_e32 v132, v86, v85
	v_xor_b32_e32 v82, v80, v85
	v_or_b32_e32 v85, v99, v81
	v_xor_b32_e32 v85, v85, v146
	v_and_b32_e32 v102, v101, v102
	v_xor_b32_e32 v135, v85, v82
	v_xor_b32_e32 v85, v103, v96
	v_or_b32_e32 v85, v83, v85
	v_or_b32_e32 v86, v102, v81
	v_xor_b32_e32 v85, v80, v85
	v_xor_b32_e32 v86, v86, v133
	v_or_b32_e32 v82, v82, v100
	v_xor_b32_e32 v86, v86, v85
	v_xor_b32_e32 v134, v86, v82
	v_or_b32_e32 v82, v87, v84
	v_not_b32_e32 v84, v85
	v_and_b32_e32 v82, v82, v84
	v_and_b32_e32 v80, v80, v102
	v_xor_b32_e32 v80, v82, v80
	v_or_b32_e32 v80, v80, v81
	v_xor_b32_e32 v81, v83, v145
	v_xor_b32_e32 v133, v81, v80
	v_xor_b32_e32 v80, v70, v127
	v_xor_b32_e32 v81, v54, v123
	v_xor_b32_e32 v84, v57, v23
	v_xor_b32_e32 v85, v58, v143
	v_not_b32_e32 v96, v80
	v_xor_b32_e32 v86, v81, v84
	v_not_b32_e32 v87, v85
	v_or_b32_e32 v96, v85, v96
	v_and_b32_e32 v96, v84, v96
	v_and_b32_e32 v87, v86, v87
	v_or_b32_e32 v97, v96, v81
	v_xor_b32_e32 v87, v87, v96
	v_xor_b32_e32 v82, v31, v8
	v_and_b32_e32 v87, v87, v97
	v_and_b32_e32 v99, v82, v85
	v_and_b32_e32 v100, v87, v82
	v_not_b32_e32 v101, v87
	v_xor_b32_e32 v83, v56, v14
	v_bfi_b32 v84, v80, v81, v84
	v_bfi_b32 v98, v86, v85, -1
	v_not_b32_e32 v96, v99
	v_xor_b32_e32 v80, v80, v100
	v_xor_b32_e32 v85, v86, v85
	v_or_b32_e32 v101, v99, v101
	v_not_b32_e32 v80, v80
	v_and_b32_e32 v96, v85, v96
	v_and_b32_e32 v101, v101, v83
	v_xor_b32_e32 v96, v96, v80
	v_xor_b32_e32 v101, v101, v165
	v_xor_b32_e32 v128, v101, v96
	v_bfi_b32 v101, v85, v99, -1
	v_and_b32_e32 v81, v81, v101
	v_and_b32_e32 v98, v84, v98
	v_xor_b32_e32 v84, v84, v81
	v_not_b32_e32 v84, v84
	v_not_b32_e32 v101, v83
	v_and_b32_e32 v80, v80, v84
	v_xor_b32_e32 v82, v85, v82
	v_and_b32_e32 v101, v97, v101
	v_xor_b32_e32 v81, v100, v81
	v_xor_b32_e32 v80, v80, v82
	v_xor_b32_e32 v101, v101, v147
	v_or_b32_e32 v81, v81, v82
	v_xor_b32_e32 v82, v96, v97
	v_xor_b32_e32 v87, v96, v87
	v_xor_b32_e32 v130, v101, v80
	v_or_b32_e32 v97, v82, v99
	v_xor_b32_e32 v80, v87, v80
	v_and_b32_e32 v80, v97, v80
	v_and_b32_e32 v86, v81, v86
	v_xor_b32_e32 v80, v80, v86
	v_xor_b32_e32 v81, v81, v149
	v_or_b32_e32 v86, v80, v83
	v_xor_b32_e32 v81, v81, v97
	v_xor_b32_e32 v131, v81, v86
	v_or_b32_e32 v81, v82, v85
	v_or_b32_e32 v82, v98, v83
	v_xor_b32_e32 v82, v82, v148
	v_and_b32_e32 v80, v80, v84
	v_xor_b32_e32 v81, v82, v81
	v_xor_b32_e32 v129, v81, v80
	v_xor_b32_e32 v81, v58, v137
	v_xor_b32_e32 v80, v57, v9
	v_xor_b32_e32 v82, v59, v121
	v_xor_b32_e32 v83, v64, v120
	v_xor_b32_e32 v85, v66, v0
	v_not_b32_e32 v86, v81
	v_and_b32_e32 v87, v80, v86
	v_xor_b32_e32 v96, v82, v85
	v_xor_b32_e32 v97, v85, v83
	v_not_b32_e32 v98, v80
	v_or_b32_e32 v87, v96, v87
	v_and_b32_e32 v98, v97, v98
	v_xor_b32_e32 v81, v96, v81
	v_not_b32_e32 v100, v85
	v_xor_b32_e32 v99, v87, v98
	v_and_b32_e32 v100, v81, v100
	v_xor_b32_e32 v84, v65, v153
	v_xor_b32_e32 v87, v100, v87
	v_and_b32_e32 v100, v99, v85
	v_or_b32_e32 v100, v100, v83
	v_not_b32_e32 v101, v84
	v_and_b32_e32 v100, v100, v80
	v_and_b32_e32 v101, v99, v101
	v_xor_b32_e32 v100, v100, v81
	v_xor_b32_e32 v101, v101, v164
	v_and_b32_e32 v96, v96, v97
	v_xor_b32_e32 v97, v80, v83
	v_xor_b32_e32 v118, v101, v100
	v_xor_b32_e32 v101, v87, v97
	v_or_b32_e32 v97, v98, v97
	v_not_b32_e32 v102, v97
	v_and_b32_e32 v85, v85, v83
	v_and_b32_e32 v100, v100, v102
	v_and_b32_e32 v102, v85, v86
	v_not_b32_e32 v96, v96
	v_xor_b32_e32 v100, v100, v102
	v_or_b32_e32 v101, v101, v82
	v_and_b32_e32 v102, v100, v87
	v_and_b32_e32 v96, v84, v96
	v_or_b32_e32 v85, v81, v85
	v_not_b32_e32 v102, v102
	v_and_b32_e32 v96, v96, v101
	v_xor_b32_e32 v80, v80, v160
	v_and_b32_e32 v85, v85, v102
	v_xor_b32_e32 v80, v80, v96
	v_xor_b32_e32 v119, v80, v85
	v_and_b32_e32 v80, v99, v86
	v_not_b32_e32 v82, v82
	v_xor_b32_e32 v81, v97, v81
	v_and_b32_e32 v82, v80, v82
	v_not_b32_e32 v81, v81
	v_not_b32_e32 v85, v99
	v_or_b32_e32 v86, v87, v85
	v_xor_b32_e32 v87, v151, v81
	v_or_b32_e32 v81, v82, v81
	v_or_b32_e32 v80, v80, v98
	v_xor_b32_e32 v80, v81, v80
	v_and_b32_e32 v81, v83, v85
	v_or_b32_e32 v80, v80, v81
	v_not_b32_e32 v81, v100
	v_and_b32_e32 v81, v84, v81
	v_xor_b32_e32 v80, v80, v161
	v_xor_b32_e32 v116, v80, v81
	v_xor_b32_e32 v80, v66, v7
	v_xor_b32_e32 v81, v71, v138
	v_xor_b32_e32 v83, v69, v22
	v_and_b32_e32 v86, v86, v84
	v_xor_b32_e32 v87, v87, v82
	v_xor_b32_e32 v82, v67, v122
	v_xor_b32_e32 v85, v81, v1
	v_xor_b32_e32 v81, v81, v83
	v_not_b32_e32 v96, v80
	v_xor_b32_e32 v117, v87, v86
	v_or_b32_e32 v86, v82, v80
	v_and_b32_e32 v96, v81, v96
	v_xor_b32_e32 v85, v85, v65
	v_xor_b32_e32 v86, v83, v86
	v_xor_b32_e32 v97, v96, v82
	v_not_b32_e32 v87, v86
	v_or_b32_e32 v98, v85, v97
	v_bfi_b32 v86, v81, v86, -1
	v_and_b32_e32 v86, v98, v86
	v_xor_b32_e32 v98, v86, v80
	v_and_b32_e32 v87, v81, v87
	v_and_b32_e32 v97, v98, v97
	v_not_b32_e32 v81, v81
	v_xor_b32_e32 v85, v98, v85
	v_or_b32_e32 v81, v97, v81
	v_or_b32_e32 v83, v96, v83
	v_xor_b32_e32 v80, v80, v82
	v_and_b32_e32 v81, v81, v85
	v_xor_b32_e32 v83, v85, v83
	v_not_b32_e32 v80, v80
	v_xor_b32_e32 v81, v81, v87
	v_and_b32_e32 v82, v83, v80
	v_xor_b32_e32 v84, v48, v142
	v_xor_b32_e32 v82, v82, v86
	v_not_b32_e32 v85, v81
	v_and_b32_e32 v85, v84, v85
	v_xor_b32_e32 v86, v82, v162
	v_xor_b32_e32 v113, v86, v85
	v_not_b32_e32 v82, v82
	v_not_b32_e32 v85, v84
	v_and_b32_e32 v85, v81, v85
	v_xor_b32_e32 v81, v81, v82
	v_and_b32_e32 v80, v81, v80
	v_or_b32_e32 v80, v80, v97
	v_or_b32_e32 v81, v98, v84
	v_xor_b32_e32 v80, v80, v83
	v_xor_b32_e32 v81, v81, v166
	v_xor_b32_e32 v115, v81, v80
	v_and_b32_e32 v81, v98, v84
	v_xor_b32_e32 v86, v163, v82
	v_xor_b32_e32 v81, v81, v167
	v_xor_b32_e32 v112, v86, v85
	v_xor_b32_e32 v114, v81, v80
	v_xor_b32_e32 v80, v39, v26
	v_xor_b32_e32 v82, v50, v141
	v_xor_b32_e32 v85, v54, v10
	v_or_b32_e32 v86, v82, v80
	v_not_b32_e32 v87, v85
	v_xor_b32_e32 v83, v28, v170
	v_and_b32_e32 v87, v86, v87
	v_xor_b32_e32 v96, v87, v80
	v_not_b32_e32 v99, v83
	v_xor_b32_e32 v97, v96, v82
	v_and_b32_e32 v87, v87, v99
	v_xor_b32_e32 v84, v29, v139
	v_or_b32_e32 v98, v97, v83
	v_xor_b32_e32 v82, v87, v82
	v_or_b32_e32 v97, v97, v80
	v_and_b32_e32 v87, v82, v84
	v_xor_b32_e32 v99, v97, v83
	v_xor_b32_e32 v87, v99, v87
	v_xor_b32_e32 v85, v87, v85
	v_or_b32_e32 v99, v85, v96
	v_and_b32_e32 v100, v97, v83
	v_and_b32_e32 v101, v99, v84
	v_xor_b32_e32 v100, v100, v96
	v_xor_b32_e32 v102, v100, v101
	v_not_b32_e32 v100, v80
	v_and_b32_e32 v99, v99, v100
	v_xor_b32_e32 v84, v98, v84
	v_xor_b32_e32 v81, v52, v4
	v_xor_b32_e32 v100, v99, v82
	v_not_b32_e32 v103, v84
	v_or_b32_e32 v100, v100, v103
	v_not_b32_e32 v103, v81
	v_and_b32_e32 v100, v100, v103
	v_xor_b32_e32 v87, v87, v173
	v_xor_b32_e32 v100, v87, v100
	v_xor_b32_e32 v87, v99, v84
	v_not_b32_e32 v99, v82
	v_or_b32_e32 v87, v102, v87
	v_or_b32_e32 v99, v101, v99
	v_and_b32_e32 v87, v87, v99
	v_and_b32_e32 v85, v87, v85
	v_not_b32_e32 v99, v87
	v_xor_b32_e32 v84, v85, v84
	v_xor_b32_e32 v80, v86, v80
	v_and_b32_e32 v99, v98, v99
	v_xor_b32_e32 v80, v80, v87
	v_and_b32_e32 v83, v84, v83
	v_and_b32_e32 v85, v97, v82
	v_xor_b32_e32 v80, v80, v83
	v_or_b32_e32 v83, v99, v81
	v_or_b32_e32 v85, v84, v85
	v_xor_b32_e32 v83, v83, v175
	v_xor_b32_e32 v85, v85, v101
	v_xor_b32_e32 v97, v102, v174
	v_xor_b32_e32 v102, v83, v80
	v_xor_b32_e32 v82, v98, v82
	v_not_b32_e32 v80, v80
	v_and_b32_e32 v85, v85, v81
	v_and_b32_e32 v80, v82, v80
	v_and_b32_e32 v81, v98, v81
	v_xor_b32_e32 v82, v96, v176
	v_xor_b32_e32 v81, v82, v81
	v_xor_b32_e32 v81, v81, v84
	v_xor_b32_e32 v101, v97, v85
	v_xor_b32_e32 v103, v81, v80
	v_xor_b32_e32 v81, v30, v125
	v_xor_b32_e32 v85, v33, v124
	v_xor_b32_e32 v80, v29, v156
	v_xor_b32_e32 v84, v49, v27
	v_or_b32_e32 v87, v81, v85
	v_xor_b32_e32 v86, v81, v84
	v_and_b32_e32 v87, v87, v80
	v_xor_b32_e32 v86, v86, v87
	v_xor_b32_e32 v96, v86, v85
	v_xor_b32_e32 v82, v55, v11
	v_not_b32_e32 v97, v96
	v_and_b32_e32 v96, v96, v80
	v_xor_b32_e32 v96, v96, v81
	v_xor_b32_e32 v99, v80, v82
	v_or_b32_e32 v98, v96, v99
	v_xor_b32_e32 v144, v98, v86
	v_and_b32_e32 v97, v84, v97
	v_and_b32_e32 v145, v144, v82
	v_not_b32_e32 v146, v85
	v_and_b32_e32 v146, v145, v146
	v_or_b32_e32 v147, v96, v97
	v_xor_b32_e32 v83, v32, v169
	v_xor_b32_e32 v146, v146, v147
	v_and_b32_e32 v96, v146, v83
	v_xor_b32_e32 v148, v144, v177
	v_xor_b32_e32 v98, v81, v98
	v_xor_b32_e32 v96, v148, v96
	v_not_b32_e32 v148, v98
	v_and_b32_e32 v98, v85, v148
	v_xor_b32_e32 v82, v98, v82
	v_not_b32_e32 v98, v145
	v_and_b32_e32 v98, v84, v98
	v_or_b32_e32 v149, v82, v98
	v_or_b32_e32 v98, v144, v80
	v_and_b32_e32 v98, v98, v147
	v_xor_b32_e32 v144, v82, v98
	v_bfi_b32 v98, v145, v85, -1
	v_or_b32_e32 v97, v97, v83
	v_and_b32_e32 v98, v144, v98
	v_xor_b32_e32 v97, v97, v178
	v_xor_b32_e32 v98, v97, v98
	v_xor_b32_e32 v97, v86, v144
	v_or_b32_e32 v81, v99, v81
	v_not_b32_e32 v97, v97
	v_and_b32_e32 v84, v84, v97
	v_xor_b32_e32 v99, v81, v148
	v_xor_b32_e32 v81, v81, v179
	v_or_b32_e32 v87, v149, v87
	v_xor_b32_e32 v84, v84, v99
	v_not_b32_e32 v83, v83
	v_xor_b32_e32 v81, v81, v146
	v_and_b32_e32 v84, v84, v83
	v_xor_b32_e32 v81, v81, v87
	v_xor_b32_e32 v97, v81, v84
	v_bfi_b32 v81, v80, v86, v85
	v_xor_b32_e32 v80, v82, v80
	v_and_b32_e32 v80, v80, v81
	v_and_b32_e32 v81, v149, v83
	v_xor_b32_e32 v82, v99, v180
	v_xor_b32_e32 v83, v35, v3
	v_xor_b32_e32 v84, v36, v20
	v_xor_b32_e32 v82, v82, v145
	v_xor_b32_e32 v85, v84, v83
	v_xor_b32_e32 v80, v82, v80
	v_xor_b32_e32 v82, v34, v140
	v_xor_b32_e32 v87, v51, v24
	v_and_b32_e32 v146, v85, v83
	v_xor_b32_e32 v99, v80, v81
	v_xor_b32_e32 v81, v33, v25
	v_xor_b32_e32 v144, v82, v85
	v_and_b32_e32 v148, v87, v146
	v_and_b32_e32 v145, v144, v87
	v_xor_b32_e32 v147, v146, v81
	v_xor_b32_e32 v148, v148, v82
	v_xor_b32_e32 v85, v87, v85
	v_and_b32_e32 v86, v145, v147
	v_or_b32_e32 v149, v148, v147
	v_xor_b32_e32 v148, v145, v148
	v_xor_b32_e32 v145, v145, v85
	v_not_b32_e32 v83, v83
	v_xor_b32_e32 v80, v49, v5
	v_xor_b32_e32 v149, v149, v85
	v_not_b32_e32 v86, v86
	v_or_b32_e32 v83, v145, v83
	v_and_b32_e32 v86, v80, v86
	v_xor_b32_e32 v150, v149, v181
	v_and_b32_e32 v83, v83, v147
	v_xor_b32_e32 v145, v148, v84
	v_xor_b32_e32 v86, v150, v86
	v_not_b32_e32 v150, v144
	v_xor_b32_e32 v83, v145, v83
	v_and_b32_e32 v150, v84, v150
	v_or_b32_e32 v145, v149, v146
	v_and_b32_e32 v82, v83, v82
	v_not_b32_e32 v85, v85
	v_or_b32_e32 v151, v150, v147
	v_or_b32_e32 v145, v145, v82
	v_and_b32_e32 v85, v144, v85
	v_xor_b32_e32 v151, v148, v151
	v_xor_b32_e32 v144, v145, v85
	v_not_b32_e32 v145, v80
	v_and_b32_e32 v85, v144, v145
	v_xor_b32_e32 v146, v151, v182
	v_xor_b32_e32 v85, v146, v85
	v_or_b32_e32 v146, v144, v83
	v_and_b32_e32 v87, v146, v87
	v_and_b32_e32 v81, v87, v81
	v_xor_b32_e32 v146, v144, v151
	v_xor_b32_e32 v81, v81, v146
	v_or_b32_e32 v82, v81, v82
	v_xor_b32_e32 v82, v82, v87
	v_xor_b32_e32 v84, v146, v84
	v_or_b32_e32 v82, v82, v84
	v_and_b32_e32 v80, v82, v80
	v_xor_b32_e32 v83, v83, v183
	v_xor_b32_e32 v84, v83, v80
	v_xor_b32_e32 v80, v82, v87
	v_or_b32_e32 v80, v80, v150
	v_xor_b32_e32 v80, v144, v80
	v_not_b32_e32 v80, v80
	v_and_b32_e32 v80, v80, v145
	v_xor_b32_e32 v81, v81, v184
	v_xor_b32_e32 v87, v81, v80
	v_xor_b32_e32 v81, v37, v18
	v_xor_b32_e32 v83, v39, v171
	v_not_b32_e32 v147, v81
	v_xor_b32_e32 v144, v38, v6
	v_and_b32_e32 v148, v83, v147
	v_xor_b32_e32 v80, v36, v154
	v_xor_b32_e32 v148, v144, v148
	v_xor_b32_e32 v82, v51, v19
	v_and_b32_e32 v149, v148, v80
	v_not_b32_e32 v148, v148
	v_and_b32_e32 v151, v82, v148
	v_and_b32_e32 v147, v82, v147
	v_or_b32_e32 v160, v151, v80
	v_xor_b32_e32 v147, v147, v83
	v_not_b32_e32 v146, v82
	v_bfi_b32 v150, v81, v82, -1
	v_and_b32_e32 v161, v160, v147
	v_not_b32_e32 v160, v160
	v_xor_b32_e32 v145, v52, v126
	v_and_b32_e32 v146, v81, v146
	v_and_b32_e32 v150, v149, v150
	v_xor_b32_e32 v148, v161, v148
	v_and_b32_e32 v81, v81, v160
	v_xor_b32_e32 v148, v148, v81
	v_or_b32_e32 v81, v150, v145
	v_xor_b32_e32 v146, v148, v146
	v_xor_b32_e32 v81, v81, v185
	v_xor_b32_e32 v81, v81, v146
	v_xor_b32_e32 v146, v146, v80
	v_and_b32_e32 v160, v146, v83
	v_xor_b32_e32 v148, v148, v82
	v_or_b32_e32 v149, v161, v149
	v_xor_b32_e32 v160, v160, v148
	v_xor_b32_e32 v151, v160, v151
	v_xor_b32_e32 v160, v160, v149
	v_or_b32_e32 v82, v160, v82
	v_xor_b32_e32 v83, v146, v83
	v_xor_b32_e32 v82, v83, v82
	v_and_b32_e32 v83, v149, v145
	v_xor_b32_e32 v146, v151, v147
	v_or_b32_e32 v147, v148, v144
	v_not_b32_e32 v144, v144
	v_xor_b32_e32 v83, v83, v186
	v_xor_b32_e32 v147, v146, v147
	v_and_b32_e32 v144, v146, v144
	v_xor_b32_e32 v83, v83, v82
	v_and_b32_e32 v82, v144, v82
	v_xor_b32_e32 v144, v147, v150
	v_xor_b32_e32 v80, v147, v80
	v_xor_b32_e32 v82, v144, v82
	v_and_b32_e32 v80, v80, v145
	v_xor_b32_e32 v148, v151, v187
	v_or_b32_e32 v82, v82, v145
	v_xor_b32_e32 v144, v151, v188
	s_add_i32 s4, s4, -1
	v_xor_b32_e32 v80, v148, v80
	v_xor_b32_e32 v82, v144, v82
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .LBB1_5
; %bb.6:                                ;   in Loop: Header=BB1_4 Depth=1
	v_xor_b32_e32 v5, s95, v55
	v_xor_b32_e32 v6, s92, v56
	v_xor_b32_e32 v10, s88, v64
	v_or_b32_e32 v5, v5, v6
	v_xor_b32_e32 v12, s86, v66
	v_or_b32_e32 v5, v5, v10
	v_xor_b32_e32 v3, s99, v70
	v_or_b32_e32 v5, v5, v12
	v_xor_b32_e32 v8, s90, v58
	v_or_b32_e32 v3, v5, v3
	v_xor_b32_e32 v14, s84, v67
	v_or_b32_e32 v3, v3, v8
	v_xor_b32_e32 v15, s85, v69
	v_or_b32_e32 v3, v3, v14
	v_xor_b32_e32 v1, s97, v68
	v_or_b32_e32 v3, v3, v15
	v_xor_b32_e32 v7, s93, v57
	v_or_b32_e32 v1, v3, v1
	v_xor_b32_e32 v2, s98, v53
	v_or_b32_e32 v1, v1, v7
	v_xor_b32_e32 v4, s94, v54
	v_or_b32_e32 v1, v1, v2
	v_xor_b32_e32 v13, s87, v71
	v_or_b32_e32 v1, v1, v4
	v_xor_b32_e32 v0, s34, v52
	v_or_b32_e32 v1, v1, v13
	v_xor_b32_e32 v9, s91, v59
	v_or_b32_e32 v0, v1, v0
	v_xor_b32_e32 v11, s89, v65
	v_or_b32_e32 v0, v0, v9
	v_or_b32_e32 v0, v0, v11
	v_cmp_ne_u32_e32 vcc, -1, v0
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB1_3
; %bb.7:                                ;   in Loop: Header=BB1_4 Depth=1
	v_xor_b32_e32 v8, s77, v49
	v_xor_b32_e32 v11, s72, v35
	v_xor_b32_e32 v12, s73, v36
	v_or_b32_e32 v8, v8, v11
	v_xor_b32_e32 v16, s69, v39
	v_or_b32_e32 v8, v8, v12
	v_xor_b32_e32 v3, s80, v28
	v_or_b32_e32 v8, v8, v16
	v_xor_b32_e32 v7, s76, v32
	v_or_b32_e32 v3, v8, v3
	v_xor_b32_e32 v9, s74, v33
	v_or_b32_e32 v3, v3, v7
	v_xor_b32_e32 v14, s71, v37
	v_or_b32_e32 v3, v3, v9
	v_xor_b32_e32 v13, s70, v51
	v_or_b32_e32 v3, v3, v14
	v_xor_b32_e32 v1, s82, v48
	v_or_b32_e32 v3, v3, v13
	v_xor_b32_e32 v2, s83, v50
	v_or_b32_e32 v1, v3, v1
	v_xor_b32_e32 v4, s81, v29
	v_or_b32_e32 v1, v1, v2
	v_xor_b32_e32 v10, s75, v34
	v_or_b32_e32 v1, v1, v4
	v_xor_b32_e32 v5, s78, v30
	v_or_b32_e32 v1, v1, v10
	v_xor_b32_e32 v6, s79, v31
	v_or_b32_e32 v1, v1, v5
	v_xor_b32_e32 v15, s68, v38
	v_or_b32_e32 v1, v1, v6
	v_or_b32_e32 v1, v1, v15
	v_or_b32_e32 v0, v1, v0
	v_cmp_ne_u32_e32 vcc, -1, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_3
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	v_xor_b32_e32 v6, s58, v118
	v_xor_b32_e32 v7, s59, v86
	v_xor_b32_e32 v13, s55, v130
	v_or_b32_e32 v6, v6, v7
	v_xor_b32_e32 v9, s53, v135
	v_or_b32_e32 v6, v6, v13
	v_xor_b32_e32 v11, s47, v98
	v_or_b32_e32 v6, v6, v9
	v_xor_b32_e32 v2, s66, v131
	v_or_b32_e32 v6, v6, v11
	v_xor_b32_e32 v4, s44, v99
	v_or_b32_e32 v2, v6, v2
	v_xor_b32_e32 v16, s43, v119
	v_or_b32_e32 v2, v2, v4
	v_xor_b32_e32 v15, s42, v83
	v_or_b32_e32 v2, v2, v16
	v_xor_b32_e32 v1, s35, v114
	v_or_b32_e32 v2, v2, v15
	v_xor_b32_e32 v10, s46, v115
	v_or_b32_e32 v1, v2, v1
	v_xor_b32_e32 v5, s45, v82
	v_or_b32_e32 v1, v1, v10
	v_xor_b32_e32 v8, s52, v102
	v_or_b32_e32 v1, v1, v5
	v_xor_b32_e32 v3, s67, v101
	v_or_b32_e32 v1, v1, v8
	v_xor_b32_e32 v14, s33, v103
	v_or_b32_e32 v1, v1, v3
	v_xor_b32_e32 v12, s54, v87
	v_or_b32_e32 v1, v1, v14
	v_or_b32_e32 v1, v1, v12
	v_or_b32_e32 v0, v1, v0
	v_cmp_ne_u32_e32 vcc, -1, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_3
; %bb.9:                                ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s4, v40, 13
	v_xor_b32_e32 v1, s4, v134
	v_readlane_b32 s4, v40, 14
	v_xor_b32_e32 v2, s4, v129
	v_readlane_b32 s4, v40, 15
	v_xor_b32_e32 v3, s4, v96
	v_readlane_b32 s4, v40, 16
	v_xor_b32_e32 v4, s4, v112
	v_readlane_b32 s4, v40, 17
	v_xor_b32_e32 v5, s4, v80
	v_readlane_b32 s4, v40, 18
	v_xor_b32_e32 v6, s4, v84
	v_readlane_b32 s4, v40, 19
	v_xor_b32_e32 v7, s4, v132
	v_readlane_b32 s4, v40, 20
	v_xor_b32_e32 v8, s4, v117
	v_readlane_b32 s4, v40, 21
	v_xor_b32_e32 v9, s4, v100
	v_readlane_b32 s4, v40, 22
	v_xor_b32_e32 v10, s4, v113
	v_readlane_b32 s4, v40, 23
	v_xor_b32_e32 v11, s4, v81
	v_readlane_b32 s4, v40, 24
	v_xor_b32_e32 v12, s4, v128
	v_readlane_b32 s4, v40, 25
	v_xor_b32_e32 v13, s4, v97
	v_readlane_b32 s4, v40, 26
	v_xor_b32_e32 v14, s4, v116
	v_readlane_b32 s4, v40, 27
	v_or_b32_e32 v7, v8, v7
	v_xor_b32_e32 v15, s4, v133
	v_readlane_b32 s4, v40, 28
	v_or_b32_e32 v7, v7, v11
	v_xor_b32_e32 v16, s4, v85
	v_or_b32_e32 v7, v7, v12
	v_or_b32_e32 v7, v7, v16
	v_or_b32_e32 v1, v7, v1
	v_or_b32_e32 v1, v1, v3
	v_or_b32_e32 v1, v1, v14
	v_or_b32_e32 v1, v1, v2
	v_or_b32_e32 v1, v1, v4
	v_or_b32_e32 v1, v1, v9
	v_or_b32_e32 v1, v1, v10
	v_or_b32_e32 v1, v1, v15
	v_or_b32_e32 v1, v1, v13
	v_or_b32_e32 v1, v1, v5
	v_or_b32_e32 v1, v1, v6
	v_or_b32_e32 v1, v1, v0
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_3
; %bb.10:                               ;   in Loop: Header=BB1_4 Depth=1
	v_and_b32_e32 v0, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_70
; %bb.11:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 1, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_69
; %bb.12:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 2, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_68
; %bb.13:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 3, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 3
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_67
; %bb.14:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 4, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 4
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB1_66
; %bb.15:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 5, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 5
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB1_65
; %bb.16:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 6, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_64
; %bb.17:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 7, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 7
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB1_63
; %bb.18:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 8, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 8
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB1_62
; %bb.19:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 9, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 9
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB1_61
; %bb.20:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 10, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 10
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB1_60
; %bb.21:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 11, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 11
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB1_59
; %bb.22:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 12, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 12
	s_and_saveexec_b64 s[28:29], vcc
	s_cbranch_execz .LBB1_58
; %bb.23:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 13, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 13
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB1_57
; %bb.24:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 14, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 14
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 35
	v_writelane_b32 v40, s65, 36
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_56
; %bb.25:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 15, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 15
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 37
	v_writelane_b32 v40, s65, 38
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_55
; %bb.26:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 16, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 16
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 39
	v_writelane_b32 v40, s65, 40
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_54
; %bb.27:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 17, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 17
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 41
	v_writelane_b32 v40, s65, 42
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_53
; %bb.28:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 18, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 18
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 43
	v_writelane_b32 v40, s65, 44
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_52
; %bb.29:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 19, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 19
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 45
	v_writelane_b32 v40, s65, 46
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_51
; %bb.30:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 20, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 20
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 47
	v_writelane_b32 v40, s65, 48
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_50
; %bb.31:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 21, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 21
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 49
	v_writelane_b32 v40, s65, 50
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_49
; %bb.32:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 22, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 22
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 51
	v_writelane_b32 v40, s65, 52
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_48
; %bb.33:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 23, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 23
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 53
	v_writelane_b32 v40, s65, 54
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_47
; %bb.34:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 24, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 24
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 55
	v_writelane_b32 v40, s65, 56
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_46
; %bb.35:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 25, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 25
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 57
	v_writelane_b32 v40, s65, 58
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_45
; %bb.36:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 26, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 26
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 59
	v_writelane_b32 v40, s65, 60
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_44
; %bb.37:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 27, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 27
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 61
	v_writelane_b32 v40, s65, 62
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_43
; %bb.38:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 28, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v0, 28
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v40, s64, 63
	v_writelane_b32 v41, s65, 0
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
	s_cbranch_execz .LBB1_42
; %bb.39:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v0, 29, v1
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	v_writelane_b32 v41, vcc_lo, 1
	v_writelane_b32 v41, vcc_hi, 2
	v_mov_b32_e32 v0, 29
	s_mov_b64 s[64:65], exec
	v_writelane_b32 v41, s64, 3
	v_writelane_b32 v41, s65, 4
	v_readlane_b32 vcc_lo, v41, 1
	v_readlane_b32 s64, v41, 3
	v_readlane_b32 vcc_hi, v41, 2
	v_readlane_b32 s65, v41, 4
	s_and_b64 vcc, s[64:65], vcc
	s_mov_b64 exec, vcc
; %bb.40:                               ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_lt_i32_e32 vcc, -1, v1
	v_lshrrev_b32_e32 v1, 30, v1
	v_and_b32_e32 v1, 1, v1
	v_cndmask_b32_e64 v0, -1, 31, vcc
	v_cmp_eq_u32_e32 vcc, 1, v1
	v_cndmask_b32_e32 v0, 30, v0, vcc
; %bb.41:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v41, 3
	v_readlane_b32 vcc_hi, v41, 4
	s_or_b64 exec, exec, vcc
.LBB1_42:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 63
	v_readlane_b32 s65, v41, 0
	s_or_b64 exec, exec, s[64:65]
.LBB1_43:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v40, 61
	v_readlane_b32 vcc_hi, v40, 62
	s_or_b64 exec, exec, vcc
.LBB1_44:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 59
	v_readlane_b32 s65, v40, 60
	s_or_b64 exec, exec, s[64:65]
.LBB1_45:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v40, 57
	v_readlane_b32 vcc_hi, v40, 58
	s_or_b64 exec, exec, vcc
.LBB1_46:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 55
	v_readlane_b32 s65, v40, 56
	s_or_b64 exec, exec, s[64:65]
.LBB1_47:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v40, 53
	v_readlane_b32 vcc_hi, v40, 54
	s_or_b64 exec, exec, vcc
.LBB1_48:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 51
	v_readlane_b32 s65, v40, 52
	s_or_b64 exec, exec, s[64:65]
.LBB1_49:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v40, 49
	v_readlane_b32 vcc_hi, v40, 50
	s_or_b64 exec, exec, vcc
.LBB1_50:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 47
	v_readlane_b32 s65, v40, 48
	s_or_b64 exec, exec, s[64:65]
.LBB1_51:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v40, 45
	v_readlane_b32 vcc_hi, v40, 46
	s_or_b64 exec, exec, vcc
.LBB1_52:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 43
	v_readlane_b32 s65, v40, 44
	s_or_b64 exec, exec, s[64:65]
.LBB1_53:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v40, 41
	v_readlane_b32 vcc_hi, v40, 42
	s_or_b64 exec, exec, vcc
.LBB1_54:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 39
	v_readlane_b32 s65, v40, 40
	s_or_b64 exec, exec, s[64:65]
.LBB1_55:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 vcc_lo, v40, 37
	v_readlane_b32 vcc_hi, v40, 38
	s_or_b64 exec, exec, vcc
.LBB1_56:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s64, v40, 35
	v_readlane_b32 s65, v40, 36
	s_or_b64 exec, exec, s[64:65]
	v_readlane_b32 s57, v40, 0
.LBB1_57:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[30:31]
.LBB1_58:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[28:29]
.LBB1_59:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[26:27]
.LBB1_60:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[24:25]
.LBB1_61:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[22:23]
.LBB1_62:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[20:21]
.LBB1_63:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB1_64:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB1_65:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB1_66:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB1_67:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB1_68:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB1_69:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB1_70:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v56, vcc, s56, v0
	v_cmp_gt_u32_e32 vcc, s96, v56
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_3
; %bb.71:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v59, v[0:1]
	v_readlane_b32 s4, v40, 5
	v_readlane_b32 s5, v40, 6
	v_mov_b32_e32 v2, s5
	buffer_store_dword v172, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 10, v45
	v_lshlrev_b32_e32 v3, 20, v44
	v_or_b32_e32 v4, v46, v4
	v_readlane_b32 s10, v40, 1
	v_or_b32_e32 v31, v4, v3
	s_mov_b64 s[6:7], s[38:39]
	v_readlane_b32 s11, v40, 2
	v_readlane_b32 s12, v40, 3
	v_readlane_b32 s13, v40, 4
	s_mov_b32 s14, s57
	v_lshl_b64 v[0:1], v[59:60], 2
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	s_movk_i32 s4, 0xc8
	s_add_u32 s8, s36, s4
	s_addc_u32 s9, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s65, s65, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[64:65]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_3
; %bb.72:                               ;   in Loop: Header=BB1_4 Depth=1
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_readlane_b32 s4, v40, 31
	flat_load_dword v57, v[0:1]
	v_readlane_b32 s5, v40, 32
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v58, v[0:1]
	buffer_store_dword v172, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	s_movk_i32 s4, 0xc8
	v_lshlrev_b32_e32 v1, 10, v45
	v_readlane_b32 s16, v40, 33
	s_add_u32 s8, s36, s4
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	v_readlane_b32 s10, v40, 1
	v_readlane_b32 s17, v40, 34
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_readlane_b32 s11, v40, 2
	v_readlane_b32 s12, v40, 3
	v_readlane_b32 s13, v40, 4
	s_mov_b32 s14, s57
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	s_swappc_b64 s[30:31], s[64:65]
	v_cmp_ge_u32_e32 vcc, v0, v58
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[64:65], exec, s[4:5]
	s_cbranch_execz .LBB1_74
; %bb.73:                               ;   in Loop: Header=BB1_4 Depth=1
	buffer_store_dword v172, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	s_movk_i32 s4, 0xc8
	v_lshlrev_b32_e32 v1, 10, v45
	v_readlane_b32 s18, v40, 33
	s_add_u32 s8, s36, s4
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	v_readlane_b32 s10, v40, 1
	v_readlane_b32 s19, v40, 34
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_readlane_b32 s11, v40, 2
	v_readlane_b32 s12, v40, 3
	v_readlane_b32 s13, v40, 4
	s_mov_b32 s14, s57
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr56
.LBB1_74:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[4:5], s[64:65]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.75:                               ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v1, v60
	v_lshl_b64 v[0:1], v[0:1], 5
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s5, v40, 8
	v_add_i32_e32 v0, vcc, s4, v0
	v_mov_b32_e32 v2, s5
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[42:43]
	v_mov_b32_e32 v58, v60
	v_add_i32_e32 v0, vcc, 24, v0
	flat_store_dwordx4 v[2:3], v[56:59]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v59, v60
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	flat_store_dwordx2 v[0:1], v[59:60]
	s_branch .LBB1_3
.LBB1_76:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m01500_sxx
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 189
		.amdhsa_next_free_sgpr 100
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	m01500_sxx, .Lfunc_end1-m01500_sxx
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 36264
; NumSgprs: 104
; NumVgprs: 189
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 47
; NumSGPRsForWavesPerEU: 104
; NumVGPRsForWavesPerEU: 189
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	m01500_mxx              ; -- Begin function m01500_mxx
	.globl	m01500_mxx
	.p2align	8
	.type	m01500_mxx,@function
m01500_mxx:                             ; @m01500_mxx
; %bb.0:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m01500_mxx
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 200
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	m01500_mxx, .Lfunc_end2-m01500_mxx
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4
; NumSgprs: 0
; NumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 1
; NumVGPRsForWavesPerEU: 1
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	_Z13get_global_idj
	.hidden	_Z9atomic_orPU3AS1Vjj
	.hidden	_Z10atomic_addPU3AS1Vjj
	.hidden	_Z10atomic_subPU3AS1Vjj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'bs_word_t*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m01500_tm
    .private_segment_fixed_size: 16400
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         m01500_tm.kd
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bs_word_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m01500_sxx
    .private_segment_fixed_size: 16400
    .sgpr_count:     104
    .sgpr_spill_count: 69
    .symbol:         m01500_sxx.kd
    .vgpr_count:     189
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bs_word_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 200
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m01500_mxx
    .private_segment_fixed_size: 0
    .sgpr_count:     0
    .sgpr_spill_count: 0
    .symbol:         m01500_mxx.kd
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
