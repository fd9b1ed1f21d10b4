	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469130
	.long	47180
	.long	5009
	.long	47200
	.long	4214784
	.long	4
	.long	6
	.long	8
	.long	9
	.text
	.globl	u64
	.p2align	8
	.type	u64,@function
u64:
	s_mov_b32 s32, 0x1400
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
	buffer_store_dword v2, off, s[36:39], s33 offset:64
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:64
	s_load_dwordx2 s[16:17], s[0:1], 0x9
	s_load_dwordx2 s[8:9], s[0:1], 0xb
	s_load_dwordx2 s[2:3], s[0:1], 0xd
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s17
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[36:39], s33 offset:12
	s_mov_b32 s15, s16
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[36:39], s33 offset:8
	s_mov_b32 s15, s9
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[36:39], s33 offset:20
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[36:39], s33 offset:16
	s_mov_b32 s8, s3
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[36:39], s33 offset:28
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s2
	buffer_store_dword v3, off, s[36:39], s33 offset:24
	s_mov_b64 s[8:9], 60
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
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[36:39], s33 offset:36
	buffer_store_dword v0, off, s[36:39], s33 offset:32
	buffer_load_dword v1, off, s[36:39], s33 offset:16
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[36:39], s33 offset:32
	buffer_load_dword v0, off, s[36:39], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v0
	s_mov_b32 s0, 0xf000
	s_mov_b32 s2, 0
	s_mov_b32 s4, s2
	s_mov_b32 s5, s0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	s_mov_b64 s[2:3], s[4:5]
	s_mov_b32 s4, 3
	v_lshl_b64 v[4:5], v[3:4], s4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[4:5], v0, v3
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
	v_mov_b32_e32 v1, v2
	buffer_load_dwordx2 v[0:1], v[0:1], s[0:3], 0 addr64
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[36:39], s33 offset:44
	buffer_store_dword v0, off, s[36:39], s33 offset:40
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:40
	buffer_load_dword v1, off, s[36:39], s33 offset:44
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	buffer_load_dword v5, off, s[36:39], s33 offset:24
	buffer_load_dword v1, off, s[36:39], s33 offset:28
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v6, v5
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	v_mul_hi_u32 v1, v0, v5
	s_mov_b32 s0, 32
	s_mov_b32 s1, s0
	v_lshr_b64 v[6:7], v[6:7], s1
	v_mov_b32_e32 v2, v6
	v_mul_lo_u32 v2, v0, v2
	v_add_i32_e64 v1, s[2:3], v1, v2
	s_mov_b32 s1, s0
	v_lshr_b64 v[6:7], v[3:4], s1
	v_mov_b32_e32 v2, v6
	v_mul_lo_u32 v2, v2, v5
	v_add_i32_e64 v1, s[2:3], v1, v2
	v_mov_b32_e32 v6, s1
	v_mov_b32_e32 v2, v6
	v_lshl_b64 v[1:2], v[1:2], s0
	v_mov_b32_e32 v7, v2
	v_mul_lo_u32 v5, v0, v5
	s_mov_b32 s0, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v6
	v_or_b32_e64 v0, v0, v7
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v5
	v_or_b32_e64 v8, v1, v2
	v_mov_b32_e32 v9, v0
	s_mov_b32 s0, 17
	v_lshr_b64 v[6:7], v[3:4], s0
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v2, v7
	v_add_i32_e64 v1, s[0:1], v1, v5
	v_addc_u32_e64 v0, s[0:1], v0, v2, s[0:1]
	v_mov_b32_e32 v2, v0
	s_mov_b32 s0, 5
	v_lshl_b64 v[4:5], v[3:4], s0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[0:1], v0, v3
	v_addc_u32_e64 v2, s[0:1], v1, v2, s[0:1]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[36:39], s33 offset:52
	buffer_store_dword v0, off, s[36:39], s33 offset:48
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:48
	buffer_load_dword v2, off, s[36:39], s33 offset:52
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[36:39], s33 offset:24
	buffer_load_dword v4, off, s[36:39], s33 offset:28
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	v_cmp_le_u64_e64 s[0:1], v[0:1], v[2:3]
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	buffer_store_dword v0, off, s[36:39], s33 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:60
	s_mov_b64 s[2:3], exec
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_xor_b64 s[2:3], s[0:1], s[2:3]
	v_writelane_b32 v40, s2, 2
	v_writelane_b32 v40, s3, 3
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	v_readlane_b32 s0, v40, 2
	v_readlane_b32 s1, v40, 3
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:56
	buffer_load_dword v1, off, s[36:39], s33 offset:60
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[36:39], s33 offset:68
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:72
	s_and_b64 s[0:1], exec, s[0:1]
	v_writelane_b32 v40, s0, 4
	v_writelane_b32 v40, s1, 5
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
	s_waitcnt expcnt(0)
	buffer_load_dword v1, off, s[36:39], s33 offset:48
	buffer_load_dword v0, off, s[36:39], s33 offset:52
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[36:39], s33 offset:24
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_sub_i32_e64 v0, s[0:1], v0, v3
	v_subb_u32_e64 v2, s[0:1], v1, v2, s[0:1]
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[36:39], s33 offset:68
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:72
	s_branch .LBB0_4
.LBB0_3:
	s_waitcnt expcnt(1)
	buffer_load_dword v0, off, s[36:39], s33 offset:48
	buffer_load_dword v2, off, s[36:39], s33 offset:52
	s_waitcnt vmcnt(0) expcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s2, 0x9e3779b9
	s_mov_b32 s0, 0x7f4a7c15
	s_mov_b32 s1, s2
	s_mov_b32 s2, s1
	v_mov_b32_e32 v2, v1
	v_xor_b32_e64 v2, v2, s2
	v_xor_b32_e64 v0, v0, s0
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[36:39], s33 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:60
	s_branch .LBB0_1
.LBB0_4:
	v_readlane_b32 s0, v40, 4
	v_readlane_b32 s1, v40, 5
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:68
	buffer_load_dword v1, off, s[36:39], s33 offset:72
	buffer_load_dword v3, off, s[36:39], s33 offset:8
	buffer_load_dword v2, off, s[36:39], s33 offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v2
	buffer_load_dword v5, off, s[36:39], s33 offset:32
	buffer_load_dword v2, off, s[36:39], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v2
	s_mov_b32 s0, 0xf000
	s_mov_b32 s2, 0
	s_mov_b32 s4, s2
	s_mov_b32 s5, s0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	s_mov_b64 s[2:3], s[4:5]
	s_mov_b32 s4, 3
	v_lshl_b64 v[6:7], v[5:6], s4
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v2, s[4:5], v2, v5
	v_addc_u32_e64 v4, s[4:5], v3, v4, s[4:5]
	v_mov_b32_e32 v3, v4
	buffer_store_dwordx2 v[0:1], v[2:3], s[0:3], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	u64, .Lfunc_end0-u64

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
