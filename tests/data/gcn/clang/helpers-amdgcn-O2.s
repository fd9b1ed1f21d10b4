	.text
	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	mix
	.p2align	2
	.type	mix,@function
mix:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 7, v1
	v_xor_b32_e32 v0, v1, v0
	s_mov_b32 s4, 0x1000193
	v_mul_lo_u32 v0, v0, s4
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	mix, .Lfunc_end0-mix

	.section	.AMDGPU.config
	.long	47176
	.long	0
	.long	47180
	.long	0
	.long	47200
	.long	0
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	scale
	.p2align	2
	.type	scale,@function
scale:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v1, 15, v1
	v_lshl_b32_e32 v1, 1, v1
	v_cvt_f32_i32_e32 v1, v1
	v_mul_f32_e32 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	scale, .Lfunc_end1-scale

	.section	.AMDGPU.config
	.long	47176
	.long	11469191
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	helpers
	.p2align	8
	.type	helpers,@function
helpers:
	s_mov_b32 s44, SCRATCH_RSRC_DWORD0
	s_mov_b32 s45, SCRATCH_RSRC_DWORD1
	s_mov_b32 s46, -1
	s_mov_b32 s47, 0xe8f000
	s_add_u32 s44, s44, s11
	s_addc_u32 s45, s45, 0
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 60
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_load_dwordx4 s[40:43], s[4:5], 0x9
	s_load_dwordx2 s[36:37], s[4:5], 0xd
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
	s_mov_b64 s[0:1], s[44:45]
	v_or_b32_e32 v31, v0, v2
	s_mov_b64 s[2:3], s[46:47]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_lshl_b64 v[3:4], v[2:3], 2
	s_mov_b32 s39, 0xf000
	s_mov_b32 s38, 0
	buffer_load_dword v0, v[3:4], s[36:39], 0 addr64
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, mix@gotpcrel32@lo+4
	s_addc_u32 s1, s1, mix@gotpcrel32@hi+12
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_mov_b64 s[0:1], s[44:45]
	s_mov_b64 s[2:3], s[46:47]
	v_mov_b32_e32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[4:5]
	s_mov_b64 s[0:1], s[40:41]
	s_mov_b64 s[2:3], s[38:39]
	buffer_store_dword v0, v[3:4], s[0:3], 0 addr64
	s_waitcnt expcnt(0)
	buffer_load_dword v0, v[3:4], s[36:39], 0 addr64
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, scale@gotpcrel32@lo+4
	s_addc_u32 s1, s1, scale@gotpcrel32@hi+12
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_mov_b64 s[0:1], s[44:45]
	s_mov_b64 s[2:3], s[46:47]
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[4:5]
	s_mov_b64 s[36:37], s[42:43]
	buffer_store_dword v0, v[3:4], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end2:
	.size	helpers, .Lfunc_end2-helpers

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
