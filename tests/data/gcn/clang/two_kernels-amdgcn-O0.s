	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469130
	.long	47180
	.long	5009
	.long	47200
	.long	4206592
	.long	4
	.long	2
	.long	8
	.long	4
	.text
	.globl	fill
	.p2align	8
	.type	fill,@function
fill:
	s_mov_b32 s32, 0xc00
	s_mov_b32 s33, 0
	s_mov_b32 s36, SCRATCH_RSRC_DWORD0
	s_mov_b32 s37, SCRATCH_RSRC_DWORD1
	s_mov_b32 s38, -1
	s_mov_b32 s39, 0xe8f000
	s_add_u32 s36, s36, s11
	s_addc_u32 s37, s37, 0
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
	v_writelane_b32 v40, s4, 0
	v_writelane_b32 v40, s5, 1
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v40, 0
	v_readlane_b32 s1, v40, 1
	buffer_store_dword v2, off, s[36:39], s33 offset:32
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:32
	s_load_dwordx2 s[8:9], s[0:1], 0x9
	s_load_dword s2, s[0:1], 0xb
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, s9
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:12
	s_mov_b32 s3, s8
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:8
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s2
	buffer_store_dword v3, off, s[36:39], s33 offset:16
	s_waitcnt expcnt(0)
	buffer_load_dword v3, off, s[36:39], s33 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[36:39], s33 offset:20
	s_waitcnt expcnt(0)
	buffer_load_dword v3, off, s[36:39], s33 offset:8
	buffer_load_dword v5, off, s[36:39], s33 offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	buffer_store_dword v3, off, s[36:39], s33 offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[36:39], s33 offset:28
	s_mov_b64 s[8:9], 48
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[36:39], s33 offset:24
	buffer_load_dword v3, off, s[36:39], s33 offset:28
	v_mov_b32_e32 v4, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:20
	v_mov_b32_e32 v5, v1
	s_mov_b32 s0, 2
	v_lshl_b64 v[5:6], v[4:5], s0
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v1, s[0:1], v1, v4
	v_addc_u32_e64 v3, s[0:1], v2, v3, s[0:1]
	v_mov_b32_e32 v2, v3
	s_mov_b32 s0, 0xf000
	s_mov_b32 s2, 0
	s_mov_b32 s4, s2
	s_mov_b32 s5, s0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	s_mov_b64 s[2:3], s[4:5]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v[1:2], s[0:3], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	fill, .Lfunc_end0-fill

	.section	.AMDGPU.config
	.long	47176
	.long	11469130
	.long	47180
	.long	5009
	.long	47200
	.long	4239360
	.long	4
	.long	38
	.long	8
	.long	10
	.text
	.globl	scratch
	.p2align	8
	.type	scratch,@function
scratch:
	s_mov_b32 s32, 0x2c00
	s_mov_b32 s33, 0
	s_mov_b32 s36, SCRATCH_RSRC_DWORD0
	s_mov_b32 s37, SCRATCH_RSRC_DWORD1
	s_mov_b32 s38, -1
	s_mov_b32 s39, 0xe8f000
	s_add_u32 s36, s36, s11
	s_addc_u32 s37, s37, 0
	v_writelane_b32 v40, s10, 0
	v_writelane_b32 v40, s9, 1
	v_writelane_b32 v40, s8, 2
	v_writelane_b32 v40, s6, 3
	v_writelane_b32 v40, s7, 4
	v_writelane_b32 v40, s4, 5
	v_writelane_b32 v40, s5, 6
	v_writelane_b32 v40, s2, 7
	v_writelane_b32 v40, s3, 8
	s_mov_b64 s[2:3], s[0:1]
	v_readlane_b32 s0, v40, 5
	v_readlane_b32 s1, v40, 6
	v_writelane_b32 v40, s2, 9
	v_writelane_b32 v40, s3, 10
	buffer_store_dword v2, off, s[36:39], s33 offset:136
	buffer_store_dword v1, off, s[36:39], s33 offset:132
	buffer_store_dword v0, off, s[36:39], s33 offset:128
	s_load_dwordx2 s[4:5], s[0:1], 0x9
	s_load_dwordx2 s[2:3], s[0:1], 0xb
	s_load_dword s0, s[0:1], 0xd
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s1, s5
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, s1
	buffer_store_dword v0, off, s[36:39], s33 offset:12
	s_mov_b32 s1, s4
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, s1
	buffer_store_dword v0, off, s[36:39], s33 offset:8
	s_mov_b32 s1, s3
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, s1
	buffer_store_dword v0, off, s[36:39], s33 offset:20
	s_mov_b32 s1, s2
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, s1
	buffer_store_dword v0, off, s[36:39], s33 offset:16
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, s0
	buffer_store_dword v0, off, s[36:39], s33 offset:24
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[36:39], s33 offset:124
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v40, s0, 11
	v_writelane_b32 v40, s1, 12
.LBB1_1:
	v_readlane_b32 s0, v40, 13
	v_readlane_b32 s1, v40, 14
	v_readlane_b32 s2, v40, 11
	v_readlane_b32 s3, v40, 12
	v_writelane_b32 v40, s2, 15
	v_writelane_b32 v40, s3, 16
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:124
	s_mov_b32 s2, 24
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v0, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 17
	v_writelane_b32 v40, s1, 18
	v_writelane_b32 v40, s0, 19
	v_writelane_b32 v40, s1, 20
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v40, s0, 21
	v_writelane_b32 v40, s1, 22
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB1_3
	buffer_load_dword v7, off, s[36:39], s33 offset:16
	buffer_load_dword v0, off, s[36:39], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v1, off, s[36:39], s33 offset:124
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v0
	s_mov_b32 s3, 0xf000
	s_mov_b32 s2, 0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s3
	s_mov_b32 s4, s2
	s_mov_b32 s5, s2
	s_mov_b64 s[6:7], s[0:1]
	s_mov_b32 s0, 2
	s_mov_b32 s1, s0
	v_lshl_b64 v[5:6], v[2:3], s1
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v2, s[2:3], v2, v4
	v_addc_u32_e64 v0, s[2:3], v0, v3, s[2:3]
	v_mov_b32_e32 v3, v0
	buffer_load_dword v0, v[2:3], s[4:7], 0 addr64
	buffer_load_dword v2, off, s[36:39], s33 offset:24
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v2
	v_lshlrev_b32_e64 v2, s0, v1
	v_mov_b32_e32 v1, 28
	v_add_i32_e64 v1, s[0:1], v1, v2
	buffer_store_dword v0, v1, s[36:39], 0 offen
	s_branch .LBB1_4
.LBB1_3:
	v_readlane_b32 s0, v40, 21
	v_readlane_b32 s1, v40, 22
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s2, v40, 19
	v_readlane_b32 s3, v40, 20
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v40, s2, 13
	v_writelane_b32 v40, s3, 14
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 11
	v_writelane_b32 v40, s3, 12
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 23
	v_writelane_b32 v40, s3, 24
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_1
	s_branch .LBB1_5
.LBB1_4:
	v_readlane_b32 s0, v40, 17
	v_readlane_b32 s1, v40, 18
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:124
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[2:3], v0, s2
	buffer_store_dword v0, off, s[36:39], s33 offset:124
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 19
	v_writelane_b32 v40, s1, 20
	s_branch .LBB1_3
.LBB1_5:
	v_readlane_b32 s0, v40, 23
	v_readlane_b32 s1, v40, 24
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:128
	buffer_load_dword v2, off, s[36:39], s33 offset:132
	buffer_load_dword v1, off, s[36:39], s33 offset:136
	v_readlane_b32 s0, v40, 5
	v_readlane_b32 s1, v40, 6
	buffer_load_dword v3, off, s[36:39], s33 offset:16
	buffer_load_dword v5, off, s[36:39], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	buffer_store_dword v3, off, s[36:39], s33 offset:160
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[36:39], s33 offset:164
	s_mov_b64 s[8:9], 56
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
	s_mov_b32 s9, s0
	v_writelane_b32 v40, s8, 25
	v_writelane_b32 v40, s9, 26
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s16, 27
	v_writelane_b32 v40, s17, 28
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[36:39], s33 offset:156
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[36:39], s33 offset:152
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[36:39], s33 offset:160
	buffer_load_dword v3, off, s[36:39], s33 offset:164
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 25
	v_readlane_b32 s9, v40, 26
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[36:39], s33 offset:156
	v_readlane_b32 s16, v40, 27
	v_readlane_b32 s17, v40, 28
	v_mov_b32_e32 v4, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:152
	v_mov_b32_e32 v5, v1
	s_mov_b32 s0, 2
	v_writelane_b32 v40, s0, 29
	s_mov_b32 s1, s0
	v_lshl_b64 v[5:6], v[4:5], s1
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v1, s[2:3], v1, v4
	v_addc_u32_e64 v3, s[2:3], v2, v3, s[2:3]
	v_mov_b32_e32 v2, v3
	s_mov_b32 s15, 0xf000
	s_mov_b32 s1, 0
	s_mov_b32 s2, s1
	s_mov_b32 s3, s15
	s_mov_b32 s20, s1
	s_mov_b32 s21, s1
	s_mov_b64 s[22:23], s[2:3]
	v_writelane_b32 v40, s20, 30
	v_writelane_b32 v40, s21, 31
	v_writelane_b32 v40, s22, 32
	v_writelane_b32 v40, s23, 33
	buffer_load_dword v1, v[1:2], s[20:23], 0 addr64
	s_mov_b32 s1, 0xaaaaaaab
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v2, v1, s1
	s_mov_b32 s1, 4
	v_lshrrev_b32_e64 v2, s1, v2
	s_mov_b32 s1, 24
	v_mul_lo_u32 v2, v2, s1
	v_sub_i32_e64 v1, s[2:3], v1, v2
	v_lshlrev_b32_e64 v2, s0, v1
	v_mov_b32_e32 v1, 28
	v_add_i32_e64 v1, s[0:1], v1, v2
	buffer_load_dword v1, v1, s[36:39], 0 offen
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:140
	s_waitcnt expcnt(0)
	buffer_load_dword v1, off, s[36:39], s33 offset:8
	buffer_load_dword v3, off, s[36:39], s33 offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	buffer_store_dword v1, off, s[36:39], s33 offset:144
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[36:39], s33 offset:148
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 29
	buffer_load_dword v2, off, s[36:39], s33 offset:144
	buffer_load_dword v3, off, s[36:39], s33 offset:148
	v_readlane_b32 s0, v40, 30
	v_readlane_b32 s1, v40, 31
	v_readlane_b32 s2, v40, 32
	v_readlane_b32 s3, v40, 33
	v_mov_b32_e32 v4, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:140
	v_mov_b32_e32 v5, v1
	v_lshl_b64 v[5:6], v[4:5], s4
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v1, s[4:5], v1, v4
	v_addc_u32_e64 v3, s[4:5], v2, v3, s[4:5]
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v[1:2], s[0:3], 0 addr64
	s_endpgm
.Lfunc_end1:
	.size	scratch, .Lfunc_end1-scratch

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
