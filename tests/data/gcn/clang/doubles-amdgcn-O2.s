	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469259
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	doubles
	.p2align	8
	.type	doubles,@function
doubles:
	s_mov_b32 s56, SCRATCH_RSRC_DWORD0
	s_mov_b32 s57, SCRATCH_RSRC_DWORD1
	s_mov_b32 s58, -1
	s_mov_b32 s59, 0xe8f000
	s_add_u32 s56, s56, s11
	s_addc_u32 s57, s57, 0
	s_add_u32 s34, s4, 60
	s_addc_u32 s35, s5, 0
	s_mov_b64 s[40:41], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx4 s[44:47], s[4:5], 0x9
	s_load_dwordx2 s[52:53], s[4:5], 0xd
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s10
	s_mov_b32 s42, s9
	s_mov_b32 s43, s8
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[2:3]
	v_or_b32_e32 v42, v0, v2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s51, 0xf000
	s_mov_b32 s50, 0
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b64 s[54:55], s[50:51]
	buffer_load_dword v45, v[2:3], s[52:55], 0 addr64
	v_lshl_b64 v[43:44], v[0:1], 3
	s_mov_b64 s[48:49], s[46:47]
	buffer_load_dwordx2 v[40:41], v[43:44], s[48:51], 0 addr64
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3fmaddd@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z3fmaddd@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[56:57]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_mov_b64 s[2:3], s[58:59]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0x3fe00000
	s_waitcnt vmcnt(1)
	v_cvt_f64_f32_e32 v[2:3], v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s1, 0x40080000
	s_mov_b32 s0, s50
	v_add_f64 v[2:3], v[40:41], s[0:1]
	s_mov_b64 s[46:47], s[50:51]
	v_div_scale_f64 v[4:5], s[0:1], v[2:3], v[2:3], v[0:1]
	v_div_scale_f64 v[10:11], s[0:1], v[0:1], v[2:3], v[0:1]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_cmp_eq_u32_e64 s[0:1], v3, v5
	v_cmp_eq_u32_e32 vcc, v1, v11
	s_xor_b64 vcc, vcc, s[0:1]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[8:9], v[10:11]
	v_cvt_i32_f32_e32 v10, v45
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[8:9]
	v_cvt_f64_i32_e32 v[6:7], v10
	v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]
	v_add_f64 v[0:1], v[0:1], v[6:7]
	buffer_store_dwordx2 v[0:1], v[43:44], s[44:47], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	doubles, .Lfunc_end0-doubles

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
