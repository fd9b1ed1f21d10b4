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
	.globl	bytes_shorts
	.p2align	8
	.type	bytes_shorts,@function
bytes_shorts:
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
	v_lshl_b64 v[2:3], v[0:1], 1
	s_mov_b32 s39, 0xf000
	s_mov_b32 s38, 0
	buffer_load_ushort v4, v[2:3], s[36:39], 0 addr64
	s_mov_b64 s[36:37], s[40:41]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v5, 3, v4
	buffer_store_byte v5, v[0:1], s[36:39], 0 addr64
	v_xor_b32_e32 v0, 1, v0
	buffer_load_ubyte v0, v[0:1], s[36:39], 0 addr64
	v_mul_u32_u24_e32 v1, 3, v4
	s_mov_b64 s[36:37], s[42:43]
	s_waitcnt vmcnt(0)
	v_sub_i32_e32 v0, vcc, v1, v0
	buffer_store_short v0, v[2:3], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	bytes_shorts, .Lfunc_end0-bytes_shorts

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.amd_amdgpu_isa "amdgcn-unknown-unknown--gfx600"
