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
	.globl	const_table
	.p2align	8
	.type	const_table,@function
const_table:
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
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s39, 0xf000
	s_mov_b32 s38, 0
	buffer_load_dword v4, v[0:1], s[36:39], 0 addr64
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, sbox@gotpcrel32@lo+4
	s_addc_u32 s1, s1, sbox@gotpcrel32@hi+12
	s_load_dwordx2 s[36:37], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, weights@gotpcrel32@lo+4
	s_addc_u32 s1, s1, weights@gotpcrel32@hi+12
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 15, v4
	v_lshrrev_b32_e32 v5, 2, v4
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v6, v[2:3], s[36:39], 0 addr64
	v_and_b32_e32 v2, 60, v5
	buffer_load_dword v2, v[2:3], s[36:39], 0 addr64
	s_mov_b64 s[36:37], s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 4, v2
	v_or_b32_e32 v2, v2, v6
	buffer_store_dword v2, v[0:1], s[36:39], 0 addr64
	s_load_dwordx2 s[36:37], s[0:1], 0x0
	s_waitcnt expcnt(0)
	v_and_b32_e32 v2, 3, v4
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v[2:3], s[36:39], 0 addr64
	v_cvt_f32_u32_e32 v3, v4
	s_mov_b64 s[36:37], s[42:43]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v3
	buffer_store_dword v2, v[0:1], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	const_table, .Lfunc_end0-const_table

	.type	sbox,@object
	.section	.rodata,#alloc
	.globl	sbox
	.p2align	2
sbox:
	.long	12
	.long	5
	.long	6
	.long	11
	.long	9
	.long	0
	.long	10
	.long	13
	.long	3
	.long	14
	.long	15
	.long	8
	.long	4
	.long	7
	.long	1
	.long	2
	.size	sbox, 64

	.type	weights,@object
	.globl	weights
	.p2align	2
weights:
	.long	0x3e000000
	.long	0x3e800000
	.long	0x3f000000
	.long	0x3f800000
	.size	weights, 16

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
