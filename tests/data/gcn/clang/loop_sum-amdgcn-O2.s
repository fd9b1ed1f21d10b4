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
	.globl	loop_sum
	.p2align	8
	.type	loop_sum,@function
loop_sum:
	s_mov_b32 s44, SCRATCH_RSRC_DWORD0
	s_mov_b32 s45, SCRATCH_RSRC_DWORD1
	s_mov_b32 s46, -1
	s_mov_b32 s47, 0xe8f000
	s_add_u32 s44, s44, s11
	s_addc_u32 s45, s45, 0
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 56
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_load_dwordx4 s[36:39], s[4:5], 0x9
	s_load_dword s33, s[4:5], 0xd
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
	s_mov_b32 s42, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB0_3
	v_mul_lo_u32 v1, v0, s33
	s_mov_b32 s40, s38
	s_mov_b32 s41, s39
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s43, 0xf000
	s_mov_b32 s0, s42
.LBB0_2:
	v_lshl_b64 v[4:5], v[1:2], 2
	s_add_i32 s33, s33, -1
	buffer_load_dword v4, v[4:5], s[40:43], 0 addr64
	v_add_i32_e32 v1, vcc, 1, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, s0, v4
	s_add_i32 s0, s0, 0x9e3779b1
	s_cmp_eq_u32 s33, 0
	v_add_i32_e32 v3, vcc, v4, v3
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v3, 0
.LBB0_4:
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s38, 0
	s_mov_b32 s39, 0xf000
	buffer_store_dword v3, v[0:1], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	loop_sum, .Lfunc_end0-loop_sum

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
