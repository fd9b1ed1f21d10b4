	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469127
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	fill
	.p2align	8
	.type	fill,@function
fill:
	s_mov_b32 s40, SCRATCH_RSRC_DWORD0
	s_mov_b32 s41, SCRATCH_RSRC_DWORD1
	s_mov_b32 s42, -1
	s_mov_b32 s43, 0xe8f000
	s_add_u32 s40, s40, s11
	s_addc_u32 s41, s41, 0
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 48
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_load_dwordx2 s[36:37], s[4:5], 0x9
	s_load_dword s33, s[4:5], 0xb
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s5, s5, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[40:41]
	v_or_b32_e32 v31, v0, v2
	s_mov_b64 s[2:3], s[42:43]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s39, 0xf000
	s_mov_b32 s38, 0
	v_mov_b32_e32 v2, s33
	buffer_store_dword v2, v[0:1], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	fill, .Lfunc_end0-fill

	.section	.AMDGPU.config
	.long	47176
	.long	11469127
	.long	47180
	.long	5009
	.long	47200
	.long	4222976
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	scratch
	.p2align	8
	.type	scratch,@function
scratch:
	s_mov_b32 s40, SCRATCH_RSRC_DWORD0
	s_mov_b32 s41, SCRATCH_RSRC_DWORD1
	s_mov_b32 s42, -1
	s_mov_b32 s43, 0xe8f000
	s_add_u32 s40, s40, s11
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_load_dwordx4 s[36:39], s[4:5], 0x9
	s_load_dword s6, s[4:5], 0xd
	s_addc_u32 s41, s41, 0
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 56
	s_waitcnt lgkmcnt(0)
	s_load_dwordx16 s[16:31], s[38:39], 0x0
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s5, s5, _Z13get_global_idj@gotpcrel32@hi+12
	v_lshlrev_b32_e32 v1, 10, v1
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s7, s16, s6
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s17, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:4
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s18, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:8
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s19, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:12
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s20, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:16
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s21, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:20
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s22, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:24
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s23, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:28
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s24, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:32
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s25, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:36
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s26, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:40
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s27, s6
	s_load_dwordx8 s[16:23], s[38:39], 0x10
	buffer_store_dword v3, off, s[40:43], 0 offset:44
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s28, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:48
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s29, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:52
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s30, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:56
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s31, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:60
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s7, s16, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:64
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s17, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:68
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s18, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:72
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s19, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:76
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s20, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:80
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s21, s6
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	buffer_store_dword v3, off, s[40:43], 0 offset:84
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s7, s22, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:88
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s7
	s_mul_i32 s6, s23, s6
	buffer_store_dword v3, off, s[40:43], 0 offset:92
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s6
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[40:41]
	v_or_b32_e32 v31, v0, v2
	s_mov_b64 s[2:3], s[42:43]
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x1c00
	buffer_store_dword v3, off, s[40:43], 0 offset:96
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0xf000
	s_mov_b32 s2, 0
	s_mov_b64 s[0:1], s[38:39]
	buffer_load_dword v2, v[0:1], s[0:3], 0 addr64
	s_mov_b32 s0, 0xaaaaaaab
	s_mov_b64 s[38:39], s[2:3]
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, v2, s0
	v_lshrrev_b32_e32 v3, 4, v3
	v_mul_lo_u32 v3, v3, 24
	v_sub_i32_e32 v2, vcc, v2, v3
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, 4, v2
	buffer_load_dword v2, v2, s[40:43], 0 offen
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v[0:1], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end1:
	.size	scratch, .Lfunc_end1-scratch

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
