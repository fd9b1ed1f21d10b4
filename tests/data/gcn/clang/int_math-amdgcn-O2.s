	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11469326
	.long	47180
	.long	5009
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.globl	int_math
	.p2align	8
	.type	int_math,@function
int_math:
	s_mov_b32 s60, SCRATCH_RSRC_DWORD0
	s_mov_b32 s61, SCRATCH_RSRC_DWORD1
	s_mov_b32 s62, -1
	s_mov_b32 s63, 0xe8f000
	s_add_u32 s60, s60, s11
	s_addc_u32 s61, s61, 0
	s_add_u32 s38, s4, 64
	s_addc_u32 s39, s5, 0
	s_mov_b64 s[40:41], s[0:1]
	s_load_dwordx4 s[44:47], s[4:5], 0x9
	s_load_dwordx2 s[52:53], s[4:5], 0xd
	s_load_dword s56, s[4:5], 0xf
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z13get_global_idj@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z13get_global_idj@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s10
	s_mov_b32 s42, s9
	s_mov_b32 s43, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[2:3]
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[0:1], s[60:61]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[62:63]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s50, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s51, 0xf000
	v_ashr_i64 v[43:44], v[0:1], 30
	s_mov_b64 s[54:55], s[50:51]
	s_mov_b64 s[48:49], s[46:47]
	buffer_load_dword v0, v[43:44], s[52:55], 0 addr64
	buffer_load_dword v41, v[43:44], s[48:51], 0 addr64
	s_mov_b32 s2, 0x24924925
	s_mov_b32 s3, 0x4ec4ec4f
	s_and_b32 s4, s56, 7
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3maxii@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z3maxii@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v0, 1, v0
	v_mul_hi_u32 v2, v0, s2
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v1, v41, s3
	v_lshlrev_b32_e32 v47, s4, v0
	s_mov_b64 s[0:1], s[60:61]
	v_sub_i32_e32 v0, vcc, v0, v2
	v_lshrrev_b32_e32 v3, 31, v1
	v_ashrrev_i32_e32 v1, 2, v1
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v1, vcc, v1, v3
	v_add_i32_e32 v0, vcc, v0, v2
	v_mul_lo_u32 v56, v1, 13
	v_lshrrev_b32_e32 v57, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[2:3], s[62:63]
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, s56
	v_mul_lo_u32 v45, v41, s56
	v_ashrrev_i32_e32 v46, 3, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_sub_i32 s15, 0, s56
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, _Z3minii@gotpcrel32@lo+4
	s_addc_u32 s1, s1, _Z3minii@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	s_mov_b64 s[0:1], s[60:61]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[2:3], s[62:63]
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, s15
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_sub_i32_e32 v1, vcc, v56, v41
	v_add_i32_e32 v1, vcc, v45, v1
	v_add_i32_e32 v1, vcc, v1, v46
	v_add_i32_e32 v1, vcc, v1, v42
	v_add_i32_e32 v1, vcc, v1, v57
	v_add_i32_e32 v1, vcc, v1, v47
	v_sub_i32_e32 v0, vcc, v1, v0
	s_mov_b64 s[46:47], s[50:51]
	buffer_store_dword v0, v[43:44], s[44:47], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	int_math, .Lfunc_end0-int_math

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
