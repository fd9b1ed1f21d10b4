	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469130
	.long	47180
	.long	5009
	.long	47200
	.long	4210688
	.long	4
	.long	37
	.long	8
	.long	8
	.text
	.globl	branches
	.p2align	8
	.type	branches,@function
branches:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_mov_b32 s36, SCRATCH_RSRC_DWORD0
	s_mov_b32 s37, SCRATCH_RSRC_DWORD1
	s_mov_b32 s38, -1
	s_mov_b32 s39, 0xe8f000
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
	buffer_store_dword v2, off, s[36:39], s33 offset:48
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:48
	buffer_store_dword v2, off, s[36:39], s33 offset:44
	buffer_store_dword v0, off, s[36:39], s33 offset:40
	s_load_dwordx2 s[8:9], s[0:1], 0x9
	s_load_dwordx2 s[2:3], s[0:1], 0xb
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s9
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[36:39], s33 offset:12
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[36:39], s33 offset:8
	s_mov_b32 s8, s3
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[36:39], s33 offset:20
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s2
	buffer_store_dword v3, off, s[36:39], s33 offset:16
	s_waitcnt expcnt(0)
	buffer_load_dword v3, off, s[36:39], s33 offset:16
	buffer_load_dword v5, off, s[36:39], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	buffer_store_dword v3, off, s[36:39], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[36:39], s33 offset:36
	s_mov_b64 s[8:9], 52
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
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v0, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:32
	buffer_load_dword v2, off, s[36:39], s33 offset:36
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 2
	v_lshl_b64 v[4:5], v[3:4], s0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[0:1], v0, v3
	v_addc_u32_e64 v2, s[0:1], v1, v2, s[0:1]
	v_mov_b32_e32 v1, v2
	s_mov_b32 s0, 0xf000
	s_mov_b32 s2, 0
	s_mov_b32 s4, s2
	s_mov_b32 s5, s0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	s_mov_b64 s[2:3], s[4:5]
	buffer_load_dword v0, v[0:1], s[0:3], 0 addr64
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[36:39], s33 offset:24
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:24
	s_mov_b32 s0, -1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[0:1], v0, s0
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v40, s2, 11
	v_writelane_b32 v40, s3, 12
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_6
	s_branch .LBB0_2
.LBB0_1:
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:24
	s_mov_b32 s0, 0
	s_waitcnt vmcnt(0)
	v_sub_i32_e64 v0, s[0:1], s0, v0
	s_mov_b32 s0, 3
	v_mul_lo_u32 v0, v0, s0
	buffer_store_dword v0, off, s[36:39], s33 offset:28
	s_branch .LBB0_8
.LBB0_2:
	buffer_load_dword v0, off, s[36:39], s33 offset:24
	s_mov_b32 s0, 0x63
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[0:1], v0, s0
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v40, s2, 13
	v_writelane_b32 v40, s3, 14
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_3
	s_branch .LBB0_5
.LBB0_3:
	v_readlane_b32 s0, v40, 13
	v_readlane_b32 s1, v40, 14
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v40, s0, 15
	v_writelane_b32 v40, s1, 16
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_7
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:24
	s_mov_b32 s0, 7
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[0:1], v0, s0
	buffer_store_dword v0, off, s[36:39], s33 offset:28
	s_branch .LBB0_7
.LBB0_5:
	buffer_load_dword v0, off, s[36:39], s33 offset:24
	s_mov_b32 s0, 0x66666667
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v0, v0, s0
	s_mov_b32 s0, 31
	v_lshrrev_b32_e64 v1, s0, v0
	s_mov_b32 s0, 1
	v_ashrrev_i32_e64 v0, s0, v0
	v_add_i32_e64 v0, s[0:1], v0, v1
	buffer_store_dword v0, off, s[36:39], s33 offset:28
	s_branch .LBB0_3
.LBB0_6:
	v_readlane_b32 s0, v40, 11
	v_readlane_b32 s1, v40, 12
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v40, s0, 17
	v_writelane_b32 v40, s1, 18
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_8
	s_branch .LBB0_1
.LBB0_7:
	v_readlane_b32 s0, v40, 15
	v_readlane_b32 s1, v40, 16
	s_or_b64 exec, exec, s[0:1]
	s_branch .LBB0_6
.LBB0_8:
	v_readlane_b32 s0, v40, 17
	v_readlane_b32 s1, v40, 18
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v40, s0, 19
	v_writelane_b32 v40, s1, 20
.LBB0_9:
	v_readlane_b32 s0, v40, 21
	v_readlane_b32 s1, v40, 22
	v_readlane_b32 s2, v40, 19
	v_readlane_b32 s3, v40, 20
	v_writelane_b32 v40, s2, 23
	v_writelane_b32 v40, s3, 24
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	s_mov_b32 s2, 0x3e8
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[2:3], v0, s2
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 25
	v_writelane_b32 v40, s1, 26
	v_writelane_b32 v40, s0, 27
	v_writelane_b32 v40, s1, 28
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v40, s0, 29
	v_writelane_b32 v40, s1, 30
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_11
	v_readlane_b32 s0, v40, 25
	v_readlane_b32 s1, v40, 26
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	s_mov_b32 s2, 0xfffffc19
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[2:3], v0, s2
	buffer_store_dword v0, off, s[36:39], s33 offset:28
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 27
	v_writelane_b32 v40, s1, 28
.LBB0_11:
	v_readlane_b32 s0, v40, 29
	v_readlane_b32 s1, v40, 30
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v40, 23
	v_readlane_b32 s5, v40, 24
	v_readlane_b32 s2, v40, 27
	v_readlane_b32 s3, v40, 28
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v40, s2, 21
	v_writelane_b32 v40, s3, 22
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 19
	v_writelane_b32 v40, s3, 20
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 31
	v_writelane_b32 v40, s3, 32
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_9
	v_readlane_b32 s0, v40, 31
	v_readlane_b32 s1, v40, 32
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
	buffer_load_dword v0, off, s[36:39], s33 offset:40
	buffer_load_dword v2, off, s[36:39], s33 offset:44
	buffer_load_dword v1, off, s[36:39], s33 offset:48
	v_readlane_b32 s0, v40, 5
	v_readlane_b32 s1, v40, 6
	buffer_load_dword v3, off, s[36:39], s33 offset:28
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[36:39], s33 offset:52
	s_waitcnt expcnt(0)
	buffer_load_dword v3, off, s[36:39], s33 offset:8
	buffer_load_dword v5, off, s[36:39], s33 offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	buffer_store_dword v3, off, s[36:39], s33 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[36:39], s33 offset:60
	s_mov_b64 s[8:9], 52
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
	buffer_load_dword v2, off, s[36:39], s33 offset:56
	buffer_load_dword v3, off, s[36:39], s33 offset:60
	v_mov_b32_e32 v4, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:52
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
	.size	branches, .Lfunc_end0-branches

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
