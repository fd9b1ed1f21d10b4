	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469130
	.long	47180
	.long	5009
	.long	47200
	.long	4214784
	.long	4
	.long	19
	.long	8
	.long	3
	.text
	.globl	doubles
	.p2align	8
	.type	doubles,@function
doubles:
	s_mov_b32 s32, 0x1400
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
	v_writelane_b32 v40, s8, 11
	v_writelane_b32 v40, s9, 12
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
	buffer_store_dword v31, off, s[36:39], s33 offset:60
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[36:39], s33 offset:56
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
	buffer_load_dword v31, off, s[36:39], s33 offset:60
	buffer_load_dword v4, off, s[36:39], s33 offset:56
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
	buffer_load_dword v5, off, s[36:39], s33 offset:32
	buffer_load_dword v0, off, s[36:39], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	s_mov_b32 s0, 0xf000
	s_mov_b32 s2, 0
	v_writelane_b32 v40, s2, 13
	s_mov_b32 s16, s2
	s_mov_b32 s17, s0
	s_mov_b32 s0, s2
	s_mov_b32 s1, s2
	s_mov_b64 s[2:3], s[16:17]
	v_writelane_b32 v40, s0, 14
	v_writelane_b32 v40, s1, 15
	v_writelane_b32 v40, s2, 16
	v_writelane_b32 v40, s3, 17
	s_mov_b32 s15, 3
	v_writelane_b32 v40, s15, 18
	v_lshl_b64 v[5:6], v[5:6], s15
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
	v_mov_b32_e32 v1, v2
	buffer_load_dwordx2 v[0:1], v[0:1], s[0:3], 0 addr64
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[36:39], s33 offset:44
	buffer_store_dword v0, off, s[36:39], s33 offset:40
	buffer_load_dword v1, off, s[36:39], s33 offset:24
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:28
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v5, off, s[36:39], s33 offset:32
	buffer_load_dword v0, off, s[36:39], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	s_mov_b32 s15, 2
	v_lshl_b64 v[5:6], v[5:6], s15
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v6
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
	v_mov_b32_e32 v1, v2
	buffer_load_dword v0, v[0:1], s[0:3], 0 addr64
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e64 v[0:1], v0
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[36:39], s33 offset:52
	buffer_store_dword v0, off, s[36:39], s33 offset:48
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[36:39], s33 offset:40
	buffer_load_dword v3, off, s[36:39], s33 offset:44
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	s_mov_b32 s0, 32
	s_mov_b32 s1, s0
	v_lshr_b64 v[1:2], v[1:2], s1
	buffer_load_dword v2, off, s[36:39], s33 offset:48
	buffer_load_dword v3, off, s[36:39], s33 offset:52
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v5, v2
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v3
	v_lshr_b64 v[5:6], v[5:6], s0
	v_mov_b32_e32 v3, v5
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3fmaddd@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z3fmaddd@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[36:37]
	s_mov_b64 s[2:3], s[38:39]
	v_mov_b32_e32 v5, 0x3fe00000
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s0, v40, 14
	v_readlane_b32 s1, v40, 15
	v_readlane_b32 s2, v40, 16
	v_readlane_b32 s3, v40, 17
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v1
	buffer_load_dword v0, off, s[36:39], s33 offset:40
	buffer_load_dword v2, off, s[36:39], s33 offset:44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	s_mov_b32 s5, 0x40080000
	s_mov_b32 s7, s5
	v_add_f64 v[2:3], v[0:1], s[6:7]
	v_div_scale_f64 v[10:11], s[6:7], v[2:3], v[2:3], v[4:5]
	v_rcp_f64_e64 v[0:1], v[10:11]
	s_mov_b64 s[6:7], 1.0
	v_fma_f64 v[6:7], -v[10:11], v[0:1], s[6:7]
	v_fma_f64 v[0:1], v[0:1], v[6:7], v[0:1]
	v_fma_f64 v[6:7], -v[10:11], v[0:1], s[6:7]
	v_fma_f64 v[6:7], v[0:1], v[6:7], v[0:1]
	v_div_scale_f64 v[13:14], s[6:7], v[4:5], v[2:3], v[4:5]
	v_mul_f64 v[8:9], v[13:14], v[6:7]
	v_fma_f64 v[0:1], -v[10:11], v[8:9], v[13:14]
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v13, v14
	v_cmp_eq_u32_e64 s[6:7], v12, v13
	v_mov_b32_e32 v10, v3
	v_cmp_eq_u32_e64 s[8:9], v10, v11
	s_xor_b64 vcc, s[6:7], s[8:9]
	v_div_fmas_f64 v[0:1], v[0:1], v[6:7], v[8:9]
	v_div_fixup_f64 v[0:1], v[0:1], v[2:3], v[4:5]
	buffer_load_dword v2, off, s[36:39], s33 offset:48
	buffer_load_dword v4, off, s[36:39], s33 offset:52
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	v_cvt_i32_f64_e64 v2, v[2:3]
	v_cvt_f64_i32_e64 v[2:3], v2
	v_add_f64 v[0:1], v[0:1], v[2:3]
	buffer_load_dword v3, off, s[36:39], s33 offset:8
	buffer_load_dword v2, off, s[36:39], s33 offset:12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v2
	buffer_load_dword v5, off, s[36:39], s33 offset:32
	buffer_load_dword v2, off, s[36:39], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v2
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
	.size	doubles, .Lfunc_end0-doubles

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
