	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469130
	.long	47180
	.long	5009
	.long	47200
	.long	4218880
	.long	4
	.long	35
	.long	8
	.long	9
	.text
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:
	s_mov_b32 s32, 0x1800
	s_mov_b32 s33, 0
	s_mov_b32 s36, SCRATCH_RSRC_DWORD0
	s_mov_b32 s37, SCRATCH_RSRC_DWORD1
	s_mov_b32 s38, -1
	s_mov_b32 s39, 0xe00000
	s_add_u32 s36, s36, s11
	s_addc_u32 s37, s37, 0
	s_mov_b32 s14, s10
	v_writelane_b32 v40, s14, 0
	s_mov_b32 s13, s9
	v_writelane_b32 v40, s13, 1
	s_mov_b32 s12, s8
	v_writelane_b32 v40, s12, 2
	s_mov_b64 s[10:11], s[6:7]
	v_writelane_b32 v40, s10, 3
	v_writelane_b32 v40, s11, 4
	v_writelane_b32 v40, s4, 5
	v_writelane_b32 v40, s5, 6
	s_mov_b64 s[6:7], s[2:3]
	v_writelane_b32 v40, s6, 7
	v_writelane_b32 v40, s7, 8
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v40, 5
	v_readlane_b32 s1, v40, 6
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	buffer_store_dword v2, off, s[36:39], s33 offset:84
	buffer_store_dword v1, off, s[36:39], s33 offset:80
	buffer_store_dword v0, off, s[36:39], s33 offset:76
	s_load_dwordx2 s[16:17], s[0:1], 0x24
	s_load_dwordx2 s[8:9], s[0:1], 0x2c
	s_load_dword s2, s[0:1], 0x34
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, s17
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:12
	s_mov_b32 s3, s16
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:8
	s_mov_b32 s3, s9
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:20
	s_mov_b32 s3, s8
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:16
	v_mov_b32_e32 v3, s2
	buffer_store_dword v3, off, s[36:39], s33 offset:24
	s_mov_b64 s[8:9], 56
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
	s_mov_b32 s9, s0
	v_writelane_b32 v40, s8, 11
	v_writelane_b32 v40, s9, 12
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_local_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_local_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	buffer_store_dword v31, off, s[36:39], s33 offset:56
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[36:39], s33 offset:64
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[36:39], s33 offset:56
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:64
	s_nop 0
	buffer_store_dword v2, off, s[36:39], s33 offset:72
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:72
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:28
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z12get_group_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z12get_group_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[36:39], s33 offset:56
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:64
	s_nop 0
	buffer_store_dword v2, off, s[36:39], s33 offset:68
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:68
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:32
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[36:39], s33 offset:56
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:64
	s_nop 0
	buffer_store_dword v2, off, s[36:39], s33 offset:60
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:60
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:36
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z14get_local_sizej@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z14get_local_sizej@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[36:39], s33 offset:56
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[36:39], s33 offset:40
	buffer_load_dword v1, off, s[36:39], s33 offset:36
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[36:39], s33 offset:52
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e64 v1, v0, v1
	buffer_store_dword v1, off, s[36:39], s33 offset:44
	buffer_load_dword v11, off, s[36:39], s33 offset:8
	s_nop 0
	buffer_load_dword v1, off, s[36:39], s33 offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v1
	s_mov_b32 s1, 0
	buffer_load_dword v1, off, s[36:39], s33 offset:44
	v_mov_b32_e32 v4, s1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v4
	s_mov_b32 s0, 4
	v_lshlrev_b64 v[6:7], s0, v[2:3]
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v2, s[2:3], v2, v5
	v_addc_co_u32_e64 v4, s[2:3], v3, v4, s[2:3]
	v_mov_b32_e32 v3, v4
	global_load_dwordx4 v[2:5], v[2:3], off
	v_add_u32_e64 v6, v1, v0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64 v[9:10], s0, v[6:7]
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v7, v10
	v_add_co_u32_e64 v6, s[2:3], v6, v8
	v_addc_co_u32_e64 v1, s[2:3], v1, v7, s[2:3]
	v_mov_b32_e32 v7, v1
	global_load_dwordx4 v[8:11], v[6:7], off
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v5
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v11
	v_add_u32_e64 v1, v1, v6
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v10
	v_add_u32_e64 v6, v6, v7
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v12, v9
	v_add_u32_e64 v7, v7, v12
	v_mov_b32_e32 v3, v8
	v_add_u32_e64 v2, v2, v3
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v1
	buffer_load_dword v6, off, s[36:39], s33 offset:24
	buffer_load_dword v1, off, s[36:39], s33 offset:28
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, s0, v6
	ds_write_b128 v1, v[2:5]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v0, off, s[36:39], s33 offset:52
	buffer_load_dword v1, off, s[36:39], s33 offset:40
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[36:39], s33 offset:48
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v40, s0, 13
	v_writelane_b32 v40, s1, 14
.LBB0_1:
	v_readlane_b32 s0, v40, 15
	v_readlane_b32 s1, v40, 16
	v_readlane_b32 s2, v40, 13
	v_readlane_b32 s3, v40, 14
	v_writelane_b32 v40, s2, 17
	v_writelane_b32 v40, s3, 18
	buffer_load_dword v0, off, s[36:39], s33 offset:48
	s_mov_b32 s2, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[2:3], v0, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 19
	v_writelane_b32 v40, s1, 20
	v_writelane_b32 v40, s0, 21
	v_writelane_b32 v40, s1, 22
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v40, s0, 23
	v_writelane_b32 v40, s1, 24
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_4
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	buffer_load_dword v1, off, s[36:39], s33 offset:48
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v0, v1
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v40, s0, 25
	v_writelane_b32 v40, s1, 26
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_5
	buffer_load_dword v1, off, s[36:39], s33 offset:24
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	buffer_load_dword v2, off, s[36:39], s33 offset:48
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v0, v2
	s_mov_b32 s0, 4
	v_lshl_add_u32 v2, v2, s0, v1
	ds_read_b128 v[8:11], v2
	v_lshl_add_u32 v0, v0, s0, v1
	ds_read_b128 v[1:4], v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v11
	v_add_u32_e64 v5, v5, v6
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v10
	v_add_u32_e64 v6, v6, v7
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v12, v9
	v_add_u32_e64 v7, v7, v12
	v_mov_b32_e32 v2, v8
	v_add_u32_e64 v1, v1, v2
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v5
	ds_write_b128 v0, v[1:4]
	s_branch .LBB0_5
.LBB0_4:
	v_readlane_b32 s0, v40, 23
	v_readlane_b32 s1, v40, 24
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	v_readlane_b32 s2, v40, 21
	v_readlane_b32 s3, v40, 22
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v40, s2, 15
	v_writelane_b32 v40, s3, 16
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 13
	v_writelane_b32 v40, s3, 14
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 27
	v_writelane_b32 v40, s3, 28
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_7
.LBB0_5:
	v_readlane_b32 s2, v40, 25
	v_readlane_b32 s3, v40, 26
	s_or_b64 exec, exec, s[2:3]
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[36:39], s33 offset:76
	buffer_load_dword v1, off, s[36:39], s33 offset:80
	buffer_load_dword v2, off, s[36:39], s33 offset:84
	v_readlane_b32 s0, v40, 5
	v_readlane_b32 s1, v40, 6
	s_mov_b64 s[8:9], 56
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z7barrierj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z7barrierj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s0, v40, 19
	v_readlane_b32 s1, v40, 20
	buffer_load_dword v0, off, s[36:39], s33 offset:48
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s2, v0
	buffer_store_dword v0, off, s[36:39], s33 offset:48
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 21
	v_writelane_b32 v40, s1, 22
	s_branch .LBB0_4
.LBB0_7:
	v_readlane_b32 s0, v40, 27
	v_readlane_b32 s1, v40, 28
	s_or_b64 exec, exec, s[0:1]
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[2:3], v0, s0
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v40, s0, 29
	v_writelane_b32 v40, s1, 30
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_10
	buffer_load_dword v0, off, s[36:39], s33 offset:24
	s_waitcnt vmcnt(0)
	ds_read_b128 v[2:5], v0
	buffer_load_dword v10, off, s[36:39], s33 offset:16
	buffer_load_dword v0, off, s[36:39], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	s_mov_b32 s0, 0
	buffer_load_dword v0, off, s[36:39], s33 offset:32
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v1, v6
	s_mov_b32 s0, 4
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], s0, v[0:1]
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v6, v9
	v_add_co_u32_e64 v0, s[0:1], v0, v7
	v_addc_co_u32_e64 v6, s[0:1], v1, v6, s[0:1]
	v_mov_b32_e32 v1, v6
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[0:1], v[2:5], off
.LBB0_10:
	v_readlane_b32 s0, v40, 29
	v_readlane_b32 s1, v40, 30
	s_or_b64 exec, exec, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	reduce, .Lfunc_end0-reduce

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx900"
