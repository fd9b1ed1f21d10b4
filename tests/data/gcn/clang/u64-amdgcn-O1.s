	.text
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
	.globl	u64
	.p2align	8
	.type	u64,@function
u64:
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
	s_load_dwordx2 s[36:37], s[4:5], 0x9
	s_load_dwordx2 s[40:41], s[4:5], 0xb
	s_load_dwordx2 s[34:35], s[4:5], 0xd
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
	v_lshl_b64 v[0:1], v[0:1], 3
	s_mov_b32 s43, 0xf000
	s_mov_b32 s42, 0
	buffer_load_dwordx2 v[2:3], v[0:1], s[40:43], 0 addr64
	v_mov_b32_e32 v6, s35
	s_mov_b64 s[38:39], s[42:43]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v7, v2, s35
	v_mul_hi_u32 v8, v2, s34
	v_mul_lo_u32 v9, v3, s34
	v_mul_lo_u32 v10, v2, s34
	v_lshr_b64 v[4:5], v[2:3], 17
	v_add_i32_e32 v7, vcc, v8, v7
	v_add_i32_e32 v7, vcc, v7, v9
	v_lshl_b64 v[2:3], v[2:3], 5
	v_add_i32_e32 v4, vcc, v10, v4
	v_addc_u32_e32 v5, vcc, v7, v5, vcc
	v_add_i32_e32 v2, vcc, v4, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	v_subrev_i32_e32 v5, vcc, s34, v2
	v_subb_u32_e32 v6, vcc, v3, v6, vcc
	v_cmp_lt_u64_e32 vcc, s[34:35], v[2:3]
	v_xor_b32_e32 v4, 0x7f4a7c15, v2
	v_xor_b32_e32 v7, 0x9e3779b9, v3
	v_cndmask_b32_e32 v3, v7, v6, vcc
	v_cndmask_b32_e32 v2, v4, v5, vcc
	buffer_store_dwordx2 v[2:3], v[0:1], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	u64, .Lfunc_end0-u64

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
