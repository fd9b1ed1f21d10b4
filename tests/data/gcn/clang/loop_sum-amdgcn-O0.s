	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469130
	.long	47180
	.long	5009
	.long	47200
	.long	4210688
	.long	4
	.long	20
	.long	8
	.long	3
	.text
	.globl	loop_sum
	.p2align	8
	.type	loop_sum,@function
loop_sum:
	s_mov_b32 s32, 0x1000
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
	buffer_store_dword v2, off, s[36:39], s33 offset:48
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:48
	s_load_dwordx2 s[16:17], s[0:1], 0x9
	s_load_dwordx2 s[8:9], s[0:1], 0xb
	s_load_dword s2, s[0:1], 0xd
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, s17
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:12
	s_mov_b32 s3, s16
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:8
	s_mov_b32 s3, s9
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:20
	s_mov_b32 s3, s8
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s3
	buffer_store_dword v3, off, s[36:39], s33 offset:16
	s_waitcnt expcnt(0)
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
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[36:39], s33 offset:44
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:44
	buffer_store_dword v2, off, s[36:39], s33 offset:40
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:40
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[36:39], s33 offset:28
	buffer_store_dword v0, off, s[36:39], s33 offset:32
	buffer_store_dword v0, off, s[36:39], s33 offset:36
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v40, s0, 2
	v_writelane_b32 v40, s1, 3
.LBB0_1:
	v_readlane_b32 s0, v40, 4
	v_readlane_b32 s1, v40, 5
	v_readlane_b32 s2, v40, 2
	v_readlane_b32 s3, v40, 3
	v_writelane_b32 v40, s2, 6
	v_writelane_b32 v40, s3, 7
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:36
	buffer_load_dword v1, off, s[36:39], s33 offset:24
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[2:3], v0, v1
	s_mov_b64 s[4:5], -1
	s_or_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 8
	v_writelane_b32 v40, s1, 9
	v_writelane_b32 v40, s0, 10
	v_writelane_b32 v40, s1, 11
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v40, s0, 12
	v_writelane_b32 v40, s1, 13
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_3
	buffer_load_dword v7, off, s[36:39], s33 offset:16
	buffer_load_dword v0, off, s[36:39], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	buffer_load_dword v1, off, s[36:39], s33 offset:24
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[36:39], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v2, s[0:1], v0, v1
	s_mov_b32 s0, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s0, 0xf000
	s_mov_b32 s2, 0
	s_mov_b32 s4, s2
	s_mov_b32 s5, s0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	s_mov_b64 s[2:3], s[4:5]
	s_mov_b32 s4, 2
	v_lshl_b64 v[5:6], v[2:3], s4
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v2, s[4:5], v2, v4
	v_addc_u32_e64 v0, s[4:5], v0, v3, s[4:5]
	v_mov_b32_e32 v3, v0
	buffer_load_dword v0, v[2:3], s[0:3], 0 addr64
	s_mov_b32 s0, 0x9e3779b1
	v_mul_lo_u32 v1, v1, s0
	s_waitcnt vmcnt(0)
	v_xor_b32_e64 v1, v0, v1
	buffer_load_dword v0, off, s[36:39], s33 offset:32
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[0:1], v0, v1
	buffer_store_dword v0, off, s[36:39], s33 offset:32
	s_branch .LBB0_4
.LBB0_3:
	v_readlane_b32 s0, v40, 12
	v_readlane_b32 s1, v40, 13
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s4, v40, 6
	v_readlane_b32 s5, v40, 7
	v_readlane_b32 s2, v40, 10
	v_readlane_b32 s3, v40, 11
	s_mov_b64 s[0:1], s[2:3]
	s_and_b64 s[0:1], exec, s[0:1]
	s_or_b64 s[0:1], s[0:1], s[4:5]
	v_writelane_b32 v40, s2, 4
	v_writelane_b32 v40, s3, 5
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 2
	v_writelane_b32 v40, s3, 3
	s_mov_b64 s[2:3], s[0:1]
	v_writelane_b32 v40, s2, 14
	v_writelane_b32 v40, s3, 15
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:
	v_readlane_b32 s0, v40, 8
	v_readlane_b32 s1, v40, 9
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:36
	s_mov_b32 s2, 1
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[2:3], v0, s2
	buffer_store_dword v0, off, s[36:39], s33 offset:36
	s_mov_b64 s[2:3], 0
	s_andn2_b64 s[0:1], s[0:1], exec
	v_writelane_b32 v40, s0, 10
	v_writelane_b32 v40, s1, 11
	s_branch .LBB0_3
.LBB0_5:
	v_readlane_b32 s0, v40, 14
	v_readlane_b32 s1, v40, 15
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:32
	buffer_load_dword v2, off, s[36:39], s33 offset:8
	buffer_load_dword v1, off, s[36:39], s33 offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	s_mov_b32 s0, 0
	buffer_load_dword v4, off, s[36:39], s33 offset:28
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, v1
	s_mov_b32 s0, 0xf000
	s_mov_b32 s2, 0
	s_mov_b32 s4, s2
	s_mov_b32 s5, s0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	s_mov_b64 s[2:3], s[4:5]
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[4:5], s4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v1, s[4:5], v1, v4
	v_addc_u32_e64 v3, s[4:5], v2, v3, s[4:5]
	v_mov_b32_e32 v2, v3
	buffer_store_dword v0, v[1:2], s[0:3], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	loop_sum, .Lfunc_end0-loop_sum

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
