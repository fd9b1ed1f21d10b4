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
	.globl	branches
	.p2align	8
	.type	branches,@function
branches:
	s_mov_b32 s40, SCRATCH_RSRC_DWORD0
	s_mov_b32 s41, SCRATCH_RSRC_DWORD1
	s_mov_b32 s42, -1
	s_mov_b32 s43, 0xe8f000
	s_add_u32 s40, s40, s11
	s_addc_u32 s41, s41, 0
	s_mov_b64 s[34:35], s[4:5]
	s_mov_b32 s12, s8
	s_add_u32 s8, s34, 52
	s_mov_b32 s13, s9
	s_addc_u32 s9, s35, 0
	s_load_dwordx2 s[36:37], s[4:5], 0xb
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
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b32 s39, 0xf000
	s_mov_b32 s38, 0
	buffer_load_dword v3, v[2:3], s[36:39], 0 addr64
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_6
	s_movk_i32 s2, 0x63
	v_cmp_lt_i32_e32 vcc, s2, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_mov_b32 s4, 0x66666667
	v_mul_hi_i32 v2, v3, s4
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 1, v2
	v_add_i32_e32 v2, vcc, v2, v3
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	v_add_i32_e32 v2, vcc, 7, v3
	s_or_b64 exec, exec, s[2:3]
.LBB0_6:
	s_or_saveexec_b64 s[2:3], s[0:1]
	s_load_dwordx2 s[0:1], s[34:35], 0x9
	s_xor_b64 exec, exec, s[2:3]
	v_mul_lo_u32 v2, v3, -3
	s_or_b64 exec, exec, s[2:3]
	v_min_i32_e32 v3, 0x3e8, v2
	v_sub_i32_e32 v3, vcc, v2, v3
	s_movk_i32 s2, 0x3e6
	v_add_i32_e32 v3, vcc, s2, v3
	s_mov_b32 s2, 0x6680a41
	v_mul_hi_u32 v4, v3, s2
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0xf000
	s_mov_b32 s2, 0
	v_sub_i32_e32 v5, vcc, v3, v4
	v_lshrrev_b32_e32 v5, 1, v5
	v_add_i32_e32 v4, vcc, v5, v4
	v_lshrrev_b32_e32 v4, 9, v4
	v_mul_u32_u24_e32 v4, 0x3e7, v4
	v_sub_i32_e32 v4, vcc, v3, v4
	v_sub_i32_e32 v3, vcc, v4, v3
	v_add_i32_e32 v2, vcc, v3, v2
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	branches, .Lfunc_end0-branches

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
