	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.hidden	ripemd160sha256                 ; -- Begin function ripemd160sha256
	.globl	ripemd160sha256
	.p2align	2
	.type	ripemd160sha256,@function
ripemd160sha256:                        ; @ripemd160sha256
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v2, v0, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 4, v0
	buffer_load_dword v4, v3, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, 28, v0
	buffer_load_dword v8, v8, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 20, v0
	buffer_load_dword v7, v3, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 24, v0
	buffer_load_dword v6, v3, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 8, v0
	buffer_load_dword v5, v3, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 12, v0
	buffer_load_dword v3, v3, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, 16, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_mov_b32 s4, 0xc3d2e1f0
	s_mov_b32 s5, 0x10325476
	s_mov_b32 s8, 0x36ae27bf
	s_mov_b32 s9, 0xeb73fa62
	s_movk_i32 s6, 0x80
	s_movk_i32 s7, 0x100
	s_mov_b32 s10, 0x5a827999
	s_mov_b32 s11, 0x5a827a99
	s_waitcnt vmcnt(7)
	v_add_i32_e32 v9, vcc, 0xce8a4602, v2
	v_alignbit_b32 v9, v9, v9, 21
	v_add_i32_e32 v9, vcc, s4, v9
	v_xor_b32_e32 v10, 0x4be51eb, v9
	s_waitcnt vmcnt(6)
	v_add_i32_e32 v10, vcc, v4, v10
	v_add_i32_e32 v10, vcc, s4, v10
	v_alignbit_b32 v10, v10, v10, 18
	v_add_i32_e32 v10, vcc, s5, v10
	v_alignbit_b32 v11, v9, v9, 22
	v_xor_b32_e32 v9, v9, v10
	v_xor_b32_e32 v9, s8, v9
	s_waitcnt vmcnt(2)
	v_add_i32_e32 v9, vcc, v5, v9
	v_add_i32_e32 v9, vcc, s5, v9
	v_alignbit_b32 v9, v9, v9, 17
	v_xor_b32_e32 v13, v10, v11
	v_add_i32_e32 v9, vcc, s9, v9
	v_xor_b32_e32 v13, v13, v9
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v13, vcc, v3, v13
	v_add_i32_e32 v13, vcc, s9, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v13, v13, v13, 20
	v_xor_b32_e32 v15, v9, v10
	v_add_i32_e32 v13, vcc, s8, v13
	v_xor_b32_e32 v15, v15, v13
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v15, vcc, v0, v15
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v15, v15, v15, 27
	v_add_i32_e32 v12, vcc, v7, v11
	v_xor_b32_e32 v17, v13, v9
	v_add_i32_e32 v11, vcc, v15, v11
	v_xor_b32_e32 v15, v17, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v12, v12, v12, 24
	v_add_i32_e32 v14, vcc, v10, v6
	v_xor_b32_e32 v17, v11, v13
	v_add_i32_e32 v10, vcc, v12, v10
	v_xor_b32_e32 v12, v17, v10
	v_add_i32_e32 v12, vcc, v14, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v12, v12, v12, 25
	v_add_i32_e32 v16, vcc, v9, v8
	v_xor_b32_e32 v15, v10, v11
	v_add_i32_e32 v9, vcc, v12, v9
	v_xor_b32_e32 v12, v15, v9
	v_add_i32_e32 v12, vcc, v16, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 23
	v_xor_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s6, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 21
	v_xor_b32_e32 v15, v12, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_xor_b32_e32 v14, v15, v13
	v_add_i32_e32 v11, vcc, v14, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 19
	v_xor_b32_e32 v15, v13, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_xor_b32_e32 v14, v15, v11
	v_add_i32_e32 v10, vcc, v14, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 18
	v_xor_b32_e32 v15, v11, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_xor_b32_e32 v14, v15, v10
	v_add_i32_e32 v9, vcc, v14, v9
	v_alignbit_b32 v9, v9, v9, 17
	v_alignbit_b32 v11, v11, v11, 22
	v_add_i32_e32 v9, vcc, v9, v12
	v_xor_b32_e32 v14, v10, v11
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v12, vcc, v14, v12
	v_alignbit_b32 v12, v12, v12, 26
	v_alignbit_b32 v10, v10, v10, 22
	v_add_i32_e32 v12, vcc, v12, v13
	v_xor_b32_e32 v14, v9, v10
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v13, vcc, v14, v13
	v_alignbit_b32 v13, v13, v13, 25
	v_alignbit_b32 v9, v9, v9, 22
	v_add_i32_e32 v13, vcc, v13, v11
	v_xor_b32_e32 v14, v12, v9
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s7, v11
	v_alignbit_b32 v11, v11, v11, 23
	v_alignbit_b32 v12, v12, v12, 22
	v_add_i32_e32 v11, vcc, v11, v10
	v_xor_b32_e32 v14, v13, v12
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v10, vcc, v14, v10
	v_alignbit_b32 v10, v10, v10, 24
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v15, v13, v15
	v_add_i32_e32 v9, vcc, v8, v9
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 25
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_not_b32_e32 v15, v9
	v_and_b32_e32 v15, v11, v15
	v_add_i32_e32 v12, vcc, v0, v12
	v_and_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 26
	v_add_i32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_not_b32_e32 v15, v12
	v_and_b32_e32 v15, v10, v15
	v_and_b32_e32 v14, v12, v9
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 24
	v_add_i32_e32 v13, vcc, v13, v11
	v_alignbit_b32 v9, v9, v9, 22
	v_not_b32_e32 v15, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v11, vcc, v4, v11
	v_and_b32_e32 v14, v13, v12
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 19
	v_add_i32_e32 v11, vcc, v11, v10
	v_alignbit_b32 v12, v12, v12, 22
	v_not_b32_e32 v15, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v11, v13
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 21
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v15, v13, v15
	v_add_i32_e32 v9, vcc, v6, v9
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 23
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_not_b32_e32 v15, v9
	v_and_b32_e32 v15, v11, v15
	v_and_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 25
	v_add_i32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_not_b32_e32 v15, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v13, vcc, v3, v13
	v_and_b32_e32 v14, v12, v9
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 17
	v_add_i32_e32 v13, vcc, v13, v11
	v_alignbit_b32 v9, v9, v9, 22
	v_not_b32_e32 v15, v13
	v_and_b32_e32 v15, v9, v15
	v_and_b32_e32 v14, v13, v12
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 25
	v_add_i32_e32 v11, vcc, v11, v10
	v_alignbit_b32 v12, v12, v12, 22
	v_not_b32_e32 v15, v11
	v_and_b32_e32 v15, v12, v15
	v_add_i32_e32 v10, vcc, v2, v10
	v_and_b32_e32 v14, v11, v13
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 20
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v15, v13, v15
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 17
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_not_b32_e32 v15, v9
	v_and_b32_e32 v15, v11, v15
	v_add_i32_e32 v12, vcc, v7, v12
	v_and_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 23
	v_add_i32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_not_b32_e32 v15, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v13, vcc, v5, v13
	v_and_b32_e32 v14, v12, v9
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 21
	v_add_i32_e32 v13, vcc, v13, v11
	v_alignbit_b32 v9, v9, v9, 22
	v_not_b32_e32 v15, v13
	v_and_b32_e32 v15, v9, v15
	v_and_b32_e32 v14, v13, v12
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s11, v11
	v_alignbit_b32 v11, v11, v11, 25
	v_add_i32_e32 v11, vcc, v11, v10
	v_alignbit_b32 v12, v12, v12, 22
	v_not_b32_e32 v15, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v11, v13
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 19
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v16, v13, v15
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v16
	v_add_i32_e32 v9, vcc, v9, v14
	s_mov_b32 s10, 0x5a827a19
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 20
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v15
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v3, v12
	v_add_i32_e32 v12, vcc, v12, v14
	s_mov_b32 s10, 0x6ed9eba1
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 21
	v_add_i32_e32 v12, vcc, v12, v13
	v_not_b32_e32 v14, v9
	v_alignbit_b32 v10, v10, v10, 22
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v14, v10
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 19
	v_add_i32_e32 v13, vcc, v13, v11
	v_not_b32_e32 v14, v12
	v_alignbit_b32 v9, v9, v9, 22
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v11, vcc, v11, v14
	s_mov_b32 s11, 0x6ed9eca1
	v_add_i32_e32 v11, vcc, s11, v11
	v_alignbit_b32 v11, v11, v11, 26
	v_add_i32_e32 v11, vcc, v11, v10
	v_not_b32_e32 v14, v13
	v_alignbit_b32 v12, v12, v12, 22
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v10, vcc, v0, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 25
	v_add_i32_e32 v10, vcc, v10, v9
	v_not_b32_e32 v14, v11
	v_alignbit_b32 v13, v13, v13, 22
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 18
	v_add_i32_e32 v9, vcc, v9, v12
	v_not_b32_e32 v14, v10
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 23
	v_add_i32_e32 v12, vcc, v12, v13
	v_not_b32_e32 v14, v9
	v_alignbit_b32 v10, v10, v10, 22
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v14, v10
	v_add_i32_e32 v13, vcc, v13, v14
	s_mov_b32 s11, 0x6ed9ec21
	v_add_i32_e32 v13, vcc, s11, v13
	v_alignbit_b32 v13, v13, v13, 19
	v_add_i32_e32 v13, vcc, v13, v11
	v_not_b32_e32 v14, v12
	v_alignbit_b32 v9, v9, v9, 22
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v11, vcc, v4, v11
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 17
	v_add_i32_e32 v11, vcc, v11, v10
	v_not_b32_e32 v14, v13
	v_alignbit_b32 v12, v12, v12, 22
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v10, vcc, v5, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 18
	v_add_i32_e32 v10, vcc, v10, v9
	v_not_b32_e32 v14, v11
	v_alignbit_b32 v13, v13, v13, 22
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v9, vcc, v8, v9
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 24
	v_add_i32_e32 v9, vcc, v9, v12
	v_not_b32_e32 v14, v10
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v2, v12
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 19
	v_add_i32_e32 v12, vcc, v12, v13
	v_not_b32_e32 v14, v9
	v_alignbit_b32 v10, v10, v10, 22
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v14, v10
	v_add_i32_e32 v13, vcc, v6, v13
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 26
	v_add_i32_e32 v13, vcc, v13, v11
	v_not_b32_e32 v14, v12
	v_alignbit_b32 v9, v9, v9, 22
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 27
	v_add_i32_e32 v11, vcc, v11, v10
	v_not_b32_e32 v14, v13
	v_alignbit_b32 v12, v12, v12, 22
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 20
	v_add_i32_e32 v10, vcc, v10, v9
	v_not_b32_e32 v14, v11
	v_alignbit_b32 v13, v13, v13, 22
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v9, vcc, v7, v9
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 25
	v_add_i32_e32 v9, vcc, v9, v12
	v_not_b32_e32 v14, v10
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 27
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v13, vcc, v4, v13
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	s_mov_b32 s10, 0x8f1bbcdc
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 21
	v_not_b32_e32 v15, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v13, v9
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 20
	v_not_b32_e32 v15, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_and_b32_e32 v15, v13, v15
	v_and_b32_e32 v14, v11, v12
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 18
	v_not_b32_e32 v15, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_and_b32_e32 v15, v11, v15
	v_and_b32_e32 v14, v10, v13
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 17
	v_not_b32_e32 v15, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v12, vcc, v2, v12
	v_and_b32_e32 v14, v9, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 18
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	s_mov_b32 s11, 0x8f1bbd5c
	v_add_i32_e32 v13, vcc, s11, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 17
	v_not_b32_e32 v15, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v13, v9
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 23
	v_not_b32_e32 v15, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_and_b32_e32 v15, v13, v15
	v_add_i32_e32 v10, vcc, v0, v10
	v_and_b32_e32 v14, v11, v12
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 24
	v_not_b32_e32 v15, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_and_b32_e32 v15, v11, v15
	v_and_b32_e32 v14, v10, v13
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 23
	v_not_b32_e32 v15, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v12, vcc, v3, v12
	v_and_b32_e32 v14, v9, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 18
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v13, vcc, v8, v13
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 27
	v_not_b32_e32 v15, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v13, v9
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 26
	v_not_b32_e32 v15, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_and_b32_e32 v15, v13, v15
	v_and_b32_e32 v14, v11, v12
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	s_mov_b32 s11, 0x8f1bbddc
	v_add_i32_e32 v10, vcc, s11, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 24
	v_not_b32_e32 v15, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_and_b32_e32 v15, v11, v15
	v_add_i32_e32 v9, vcc, v7, v9
	v_and_b32_e32 v14, v10, v13
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 26
	v_not_b32_e32 v15, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v12, vcc, v6, v12
	v_and_b32_e32 v14, v9, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 27
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v13, vcc, v5, v13
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 20
	v_not_b32_e32 v14, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v13, v14
	v_add_i32_e32 v11, vcc, v0, v11
	v_add_i32_e32 v11, vcc, v11, v14
	s_mov_b32 s10, 0xa953fd4e
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 23
	v_not_b32_e32 v14, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v11, v14
	v_add_i32_e32 v10, vcc, v2, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 17
	v_not_b32_e32 v14, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v10, v14
	v_add_i32_e32 v9, vcc, v7, v9
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 27
	v_not_b32_e32 v14, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v9, v14
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 21
	v_not_b32_e32 v14, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v12, v14
	v_add_i32_e32 v13, vcc, v8, v13
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 26
	v_not_b32_e32 v14, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v13, v14
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 24
	v_not_b32_e32 v14, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v11, v14
	v_add_i32_e32 v10, vcc, v5, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 19
	v_not_b32_e32 v14, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v10, v14
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 20
	v_not_b32_e32 v14, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v9, v14
	v_add_i32_e32 v12, vcc, v12, v14
	s_mov_b32 s11, 0xa953fe4e
	v_add_i32_e32 v12, vcc, s11, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 27
	v_not_b32_e32 v14, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v12, v14
	v_add_i32_e32 v13, vcc, v4, v13
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 20
	v_not_b32_e32 v14, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v13, v14
	v_add_i32_e32 v11, vcc, v3, v11
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 19
	v_not_b32_e32 v14, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v11, v14
	v_add_i32_e32 v10, vcc, v10, v14
	s_mov_b32 s11, 0xa953fdce
	v_add_i32_e32 v10, vcc, s11, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 18
	v_not_b32_e32 v14, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v10, v14
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 21
	v_alignbit_b32 v15, v11, v11, 22
	v_add_i32_e32 v14, vcc, v9, v12
	v_not_b32_e32 v9, v15
	v_or_b32_e32 v9, v10, v9
	v_xor_b32_e32 v9, v14, v9
	v_add_i32_e32 v11, vcc, v6, v12
	v_add_i32_e32 v9, vcc, v11, v9
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 24
	v_add_i32_e32 v16, vcc, v9, v13
	v_alignbit_b32 v9, v10, v10, 22
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v10, v14, v10
	v_xor_b32_e32 v10, v16, v10
	v_add_i32_e32 v10, vcc, v13, v10
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 27
	v_alignbit_b32 v11, v14, v14, 22
	v_add_i32_e32 v12, vcc, v10, v15
	v_not_b32_e32 v10, v11
	v_or_b32_e32 v10, v16, v10
	v_xor_b32_e32 v10, v12, v10
	v_add_i32_e32 v10, vcc, v15, v10
	v_add_i32_e32 v10, vcc, s10, v10
	s_mov_b32 s10, 0xc81a035d
	v_add_i32_e32 v14, vcc, s10, v7
	v_alignbit_b32 v14, v14, v14, 24
	v_add_i32_e32 v14, vcc, s4, v14
	v_xor_b32_e32 v15, 0xffcdaf9d, v14
	s_mov_b32 s10, 0x14756ed6
	v_add_i32_e32 v15, vcc, s10, v15
	v_alignbit_b32 v15, v15, v15, 23
	v_alignbit_b32 v13, v16, v16, 22
	v_add_i32_e32 v15, vcc, s5, v15
	v_or_b32_e32 v16, 0xc951d840, v14
	v_xor_b32_e32 v16, v15, v16
	v_add_i32_e32 v16, vcc, v8, v16
	s_mov_b32 s10, 0x60d4e05c
	v_add_i32_e32 v16, vcc, s10, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v17, v14
	v_add_i32_e32 v16, vcc, s9, v16
	v_or_b32_e32 v17, v15, v17
	v_xor_b32_e32 v17, v16, v17
	v_add_i32_e32 v17, vcc, v2, v17
	s_mov_b32 s9, 0x3c168648
	v_add_i32_e32 v17, vcc, s9, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 21
	v_not_b32_e32 v18, v15
	v_add_i32_e32 v17, vcc, s8, v17
	v_or_b32_e32 v18, v16, v18
	v_xor_b32_e32 v18, v17, v18
	s_mov_b32 s8, 0x8750b3a5
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 19
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v18, v19
	v_add_i32_e32 v14, vcc, v5, v14
	v_add_i32_e32 v14, vcc, v14, v19
	s_mov_b32 s8, 0x50a28be6
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 17
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v14, v19
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 17
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v15, v19
	v_add_i32_e32 v16, vcc, v0, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 27
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v16, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 25
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v17, v19
	v_add_i32_e32 v18, vcc, v6, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 25
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v18, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 24
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v14, v19
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s9, 0x50a28c66
	v_add_i32_e32 v15, vcc, s9, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 21
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v15, v19
	v_add_i32_e32 v16, vcc, v4, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 18
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v16, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 18
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v17, v19
	v_add_i32_e32 v18, vcc, v3, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 20
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v18, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 26
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v6, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s8, 0x5c4dd124
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 23
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 19
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v17, vcc, v3, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v14
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 17
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v18, vcc, v8, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 25
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v14, vcc, v2, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 20
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 24
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v16, vcc, v7, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v14
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 21
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v15
	v_add_i32_e32 v18, vcc, v18, v19
	s_mov_b32 s9, 0x5c4dd224
	v_add_i32_e32 v18, vcc, s9, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 25
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 25
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s9, 0x5c4dd1a4
	v_add_i32_e32 v15, vcc, s9, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 20
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 25
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v17, vcc, v0, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v14
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 26
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 17
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v14, vcc, v4, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 19
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v5, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v15, v15, v15, 21
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	s_mov_b32 s8, 0x6d703ef3
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v16, v16, v16, 23
	v_add_i32_e32 v16, vcc, v16, v17
	v_not_b32_e32 v19, v15
	v_alignbit_b32 v14, v14, v14, 22
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v17, vcc, v7, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v17, v17, v17, 25
	v_add_i32_e32 v17, vcc, v17, v18
	v_not_b32_e32 v19, v16
	v_alignbit_b32 v15, v15, v15, 22
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v18, vcc, v4, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v18, v18, v18, 17
	v_add_i32_e32 v18, vcc, v18, v14
	v_not_b32_e32 v19, v17
	v_alignbit_b32 v16, v16, v16, 22
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v19, v16
	v_add_i32_e32 v14, vcc, v3, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v14, v14, v14, 21
	v_add_i32_e32 v14, vcc, v14, v15
	v_not_b32_e32 v19, v18
	v_alignbit_b32 v17, v17, v17, 22
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v15, vcc, v8, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v15, v15, v15, 24
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	s_mov_b32 s9, 0x6d703ff3
	v_add_i32_e32 v16, vcc, s9, v16
	v_alignbit_b32 v16, v16, v16, 26
	v_add_i32_e32 v16, vcc, v16, v17
	v_not_b32_e32 v19, v15
	v_alignbit_b32 v14, v14, v14, 22
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v17, vcc, v6, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v17, v17, v17, 26
	v_add_i32_e32 v17, vcc, v17, v18
	v_not_b32_e32 v19, v16
	v_alignbit_b32 v15, v15, v15, 22
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v18, v18, v18, 18
	v_add_i32_e32 v18, vcc, v18, v14
	v_not_b32_e32 v19, v17
	v_alignbit_b32 v16, v16, v16, 22
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v19, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v14, v14, v14, 20
	v_add_i32_e32 v14, vcc, v14, v15
	v_not_b32_e32 v19, v18
	v_alignbit_b32 v17, v17, v17, 22
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s9, 0x6d703f73
	v_add_i32_e32 v15, vcc, s9, v15
	v_alignbit_b32 v15, v15, v15, 19
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v16, v16, v16, 27
	v_add_i32_e32 v16, vcc, v16, v17
	v_not_b32_e32 v19, v15
	v_alignbit_b32 v14, v14, v14, 22
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v17, vcc, v5, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v17, v17, v17, 18
	v_add_i32_e32 v17, vcc, v17, v18
	v_not_b32_e32 v19, v16
	v_alignbit_b32 v15, v15, v15, 22
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v18, v18, v18, 19
	v_add_i32_e32 v18, vcc, v18, v14
	v_not_b32_e32 v19, v17
	v_alignbit_b32 v16, v16, v16, 22
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v19, v16
	v_add_i32_e32 v14, vcc, v2, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v14, v14, v14, 19
	v_add_i32_e32 v14, vcc, v14, v15
	v_not_b32_e32 v19, v18
	v_alignbit_b32 v17, v17, v17, 22
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v15, vcc, v0, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v15, v15, v15, 25
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v16, v16, v16, 27
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	s_mov_b32 s8, 0x7a6d7769
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v17, v17, v17, 17
	v_add_i32_e32 v17, vcc, v17, v18
	v_alignbit_b32 v15, v15, v15, 22
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v18, vcc, v6, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v16
	v_add_i32_e32 v18, vcc, v18, v19
	s_mov_b32 s8, 0x7a6d76e9
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v18, v18, v18, 27
	v_add_i32_e32 v18, vcc, v18, v14
	v_alignbit_b32 v16, v16, v16, 22
	v_not_b32_e32 v19, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v14, vcc, v0, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v17
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v14, v14, v14, 24
	v_add_i32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v17, v17, v17, 22
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v15, vcc, v4, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v18
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v15, v15, v15, 21
	v_add_i32_e32 v15, vcc, v15, v16
	v_alignbit_b32 v18, v18, v18, 22
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v16, vcc, v3, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v14
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v16, v16, v16, 18
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v17, v17, v17, 18
	v_add_i32_e32 v17, vcc, v17, v18
	v_alignbit_b32 v15, v15, v15, 22
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v16
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v18, v18, v18, 26
	v_add_i32_e32 v18, vcc, v18, v14
	v_alignbit_b32 v16, v16, v16, 22
	v_not_b32_e32 v19, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v14, vcc, v2, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v17
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v14, v14, v14, 18
	v_add_i32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v17, v17, v17, 22
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v15, vcc, v7, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v18
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v15, v15, v15, 26
	v_add_i32_e32 v15, vcc, v15, v16
	v_alignbit_b32 v18, v18, v18, 22
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v14
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v16, v16, v16, 23
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v5, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v17, v17, v17, 20
	v_add_i32_e32 v17, vcc, v17, v18
	v_alignbit_b32 v15, v15, v15, 22
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v16
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s8, v18
	v_alignbit_b32 v18, v18, v18, 23
	v_add_i32_e32 v18, vcc, v18, v14
	v_alignbit_b32 v16, v16, v16, 22
	v_not_b32_e32 v19, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v17
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s8, v14
	v_alignbit_b32 v14, v14, v14, 20
	v_add_i32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v17, v17, v17, 22
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v15, vcc, v8, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v18
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s8, v15
	v_alignbit_b32 v15, v15, v15, 27
	v_add_i32_e32 v15, vcc, v15, v16
	v_alignbit_b32 v18, v18, v18, 22
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v14
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v16, v16, v16, 17
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	s_mov_b32 s8, 0x7a6d77e9
	v_add_i32_e32 v17, vcc, s8, v17
	v_alignbit_b32 v17, v17, v17, 24
	v_alignbit_b32 v15, v15, v15, 22
	v_add_i32_e32 v17, vcc, v17, v18
	v_xor_b32_e32 v19, v16, v15
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v18, vcc, v19, v18
	v_alignbit_b32 v18, v18, v18, 24
	v_alignbit_b32 v16, v16, v16, 22
	v_add_i32_e32 v18, vcc, v18, v14
	v_xor_b32_e32 v19, v17, v16
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v14, vcc, v19, v14
	v_alignbit_b32 v14, v14, v14, 27
	v_alignbit_b32 v17, v17, v17, 22
	v_add_i32_e32 v14, vcc, v14, v15
	v_xor_b32_e32 v19, v18, v17
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v15, vcc, v19, v15
	v_alignbit_b32 v15, v15, v15, 20
	v_alignbit_b32 v18, v18, v18, 22
	v_add_i32_e32 v15, vcc, v15, v16
	v_xor_b32_e32 v19, v14, v18
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v0, vcc, v16, v0
	v_add_i32_e32 v0, vcc, v0, v19
	v_alignbit_b32 v0, v0, v0, 23
	v_alignbit_b32 v14, v14, v14, 22
	v_add_i32_e32 v0, vcc, v0, v17
	v_xor_b32_e32 v16, v15, v14
	v_xor_b32_e32 v16, v16, v0
	v_add_i32_e32 v4, vcc, v17, v4
	v_add_i32_e32 v4, vcc, v4, v16
	v_alignbit_b32 v4, v4, v4, 20
	v_alignbit_b32 v15, v15, v15, 22
	v_add_i32_e32 v4, vcc, v4, v18
	v_xor_b32_e32 v16, v0, v15
	v_xor_b32_e32 v16, v16, v4
	v_add_i32_e32 v7, vcc, v18, v7
	v_add_i32_e32 v7, vcc, v7, v16
	v_alignbit_b32 v7, v7, v7, 27
	v_alignbit_b32 v0, v0, v0, 22
	v_add_i32_e32 v7, vcc, v7, v14
	v_xor_b32_e32 v16, v4, v0
	v_xor_b32_e32 v16, v16, v7
	v_add_i32_e32 v14, vcc, v14, v16
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v14, v14, v14, 18
	v_alignbit_b32 v4, v4, v4, 22
	v_add_i32_e32 v14, vcc, v14, v15
	v_xor_b32_e32 v16, v7, v4
	v_xor_b32_e32 v16, v16, v14
	v_add_i32_e32 v8, vcc, v15, v8
	v_add_i32_e32 v8, vcc, v8, v16
	v_alignbit_b32 v8, v8, v8, 26
	v_alignbit_b32 v7, v7, v7, 22
	v_add_i32_e32 v8, vcc, v8, v0
	v_xor_b32_e32 v15, v14, v7
	v_xor_b32_e32 v15, v15, v8
	v_add_i32_e32 v0, vcc, v0, v6
	v_add_i32_e32 v0, vcc, v0, v15
	v_alignbit_b32 v0, v0, v0, 24
	v_alignbit_b32 v6, v14, v14, 22
	v_add_i32_e32 v0, vcc, v0, v4
	v_xor_b32_e32 v14, v8, v6
	v_xor_b32_e32 v14, v14, v0
	v_add_i32_e32 v4, vcc, v4, v5
	v_add_i32_e32 v4, vcc, v4, v14
	v_alignbit_b32 v4, v4, v4, 19
	v_alignbit_b32 v5, v8, v8, 22
	v_add_i32_e32 v4, vcc, v4, v7
	v_xor_b32_e32 v8, v0, v5
	v_xor_b32_e32 v8, v8, v4
	v_add_i32_e32 v7, vcc, v8, v7
	v_alignbit_b32 v7, v7, v7, 26
	v_alignbit_b32 v0, v0, v0, 22
	v_add_i32_e32 v7, vcc, v7, v6
	v_xor_b32_e32 v8, v4, v0
	v_xor_b32_e32 v8, v8, v7
	v_add_i32_e32 v6, vcc, v6, v8
	v_add_i32_e32 v6, vcc, s7, v6
	v_alignbit_b32 v6, v6, v6, 27
	v_alignbit_b32 v4, v4, v4, 22
	v_add_i32_e32 v6, vcc, v6, v5
	v_xor_b32_e32 v8, v7, v4
	v_xor_b32_e32 v8, v8, v6
	v_add_i32_e32 v2, vcc, v5, v2
	v_add_i32_e32 v2, vcc, v2, v8
	v_alignbit_b32 v2, v2, v2, 17
	v_alignbit_b32 v5, v7, v7, 22
	v_add_i32_e32 v2, vcc, v2, v0
	v_xor_b32_e32 v7, v6, v5
	v_xor_b32_e32 v7, v7, v2
	v_add_i32_e32 v0, vcc, v0, v3
	v_add_i32_e32 v0, vcc, v0, v7
	v_alignbit_b32 v0, v0, v0, 19
	v_alignbit_b32 v3, v6, v6, 22
	v_add_i32_e32 v0, vcc, v0, v4
	v_xor_b32_e32 v6, v2, v3
	v_xor_b32_e32 v6, v6, v0
	v_alignbit_b32 v2, v2, v2, 22
	v_add_i32_e32 v4, vcc, v6, v4
	v_xor_b32_e32 v6, v0, v2
	v_alignbit_b32 v0, v0, v0, 22
	v_add_i32_e32 v0, vcc, v12, v0
	s_mov_b32 s6, 0xefcdab89
	v_add_i32_e32 v0, vcc, s6, v0
	v_alignbit_b32 v4, v4, v4, 21
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v2, v13
	s_mov_b32 s6, 0x98badcfe
	v_add_i32_e32 v4, vcc, v4, v5
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v2, vcc, 4, v1
	v_xor_b32_e32 v6, v6, v4
	buffer_store_dword v0, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v3, v11
	v_add_i32_e32 v5, vcc, v6, v5
	v_add_i32_e32 v0, vcc, s5, v0
	v_add_i32_e32 v2, vcc, 8, v1
	v_alignbit_b32 v5, v5, v5, 21
	buffer_store_dword v0, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v9, v3
	v_add_i32_e32 v0, vcc, v0, v5
	v_alignbit_b32 v10, v10, v10, 26
	v_add_i32_e32 v0, vcc, s4, v0
	v_add_i32_e32 v2, vcc, 12, v1
	buffer_store_dword v0, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v9, v10
	v_add_i32_e32 v0, vcc, v0, v4
	v_add_i32_e32 v0, vcc, 0x67452301, v0
	v_add_i32_e32 v1, vcc, 16, v1
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	ripemd160sha256, .Lfunc_end0-ripemd160sha256
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 7164
; NumSgprs: 34
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	ripemd160sha256NoFinal          ; -- Begin function ripemd160sha256NoFinal
	.globl	ripemd160sha256NoFinal
	.p2align	2
	.type	ripemd160sha256NoFinal,@function
ripemd160sha256NoFinal:                 ; @ripemd160sha256NoFinal
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v2, v0, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 4, v0
	buffer_load_dword v4, v3, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, 28, v0
	buffer_load_dword v8, v8, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 20, v0
	buffer_load_dword v7, v3, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 24, v0
	buffer_load_dword v6, v3, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 8, v0
	buffer_load_dword v5, v3, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 12, v0
	buffer_load_dword v3, v3, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, 16, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_mov_b32 s9, 0xc3d2e1f0
	s_mov_b32 s8, 0x10325476
	s_mov_b32 s6, 0x36ae27bf
	s_mov_b32 s7, 0xeb73fa62
	s_movk_i32 s4, 0x80
	s_movk_i32 s5, 0x100
	s_mov_b32 s10, 0x5a827999
	s_mov_b32 s11, 0x5a827a99
	s_waitcnt vmcnt(7)
	v_add_i32_e32 v9, vcc, 0xce8a4602, v2
	v_alignbit_b32 v9, v9, v9, 21
	v_add_i32_e32 v9, vcc, s9, v9
	v_xor_b32_e32 v10, 0x4be51eb, v9
	s_waitcnt vmcnt(6)
	v_add_i32_e32 v10, vcc, v4, v10
	v_add_i32_e32 v10, vcc, s9, v10
	v_alignbit_b32 v10, v10, v10, 18
	v_add_i32_e32 v10, vcc, s8, v10
	v_alignbit_b32 v11, v9, v9, 22
	v_xor_b32_e32 v9, v9, v10
	v_xor_b32_e32 v9, s6, v9
	s_waitcnt vmcnt(2)
	v_add_i32_e32 v9, vcc, v5, v9
	v_add_i32_e32 v9, vcc, s8, v9
	v_alignbit_b32 v9, v9, v9, 17
	v_xor_b32_e32 v13, v10, v11
	v_add_i32_e32 v9, vcc, s7, v9
	v_xor_b32_e32 v13, v13, v9
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v13, vcc, v3, v13
	v_add_i32_e32 v13, vcc, s7, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v13, v13, v13, 20
	v_xor_b32_e32 v15, v9, v10
	v_add_i32_e32 v13, vcc, s6, v13
	v_xor_b32_e32 v15, v15, v13
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v15, vcc, v0, v15
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v15, v15, v15, 27
	v_add_i32_e32 v12, vcc, v7, v11
	v_xor_b32_e32 v17, v13, v9
	v_add_i32_e32 v11, vcc, v15, v11
	v_xor_b32_e32 v15, v17, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v12, v12, v12, 24
	v_add_i32_e32 v14, vcc, v10, v6
	v_xor_b32_e32 v17, v11, v13
	v_add_i32_e32 v10, vcc, v12, v10
	v_xor_b32_e32 v12, v17, v10
	v_add_i32_e32 v12, vcc, v14, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v12, v12, v12, 25
	v_add_i32_e32 v16, vcc, v9, v8
	v_xor_b32_e32 v15, v10, v11
	v_add_i32_e32 v9, vcc, v12, v9
	v_xor_b32_e32 v12, v15, v9
	v_add_i32_e32 v12, vcc, v16, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 23
	v_xor_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s4, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 21
	v_xor_b32_e32 v15, v12, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_xor_b32_e32 v14, v15, v13
	v_add_i32_e32 v11, vcc, v14, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 19
	v_xor_b32_e32 v15, v13, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_xor_b32_e32 v14, v15, v11
	v_add_i32_e32 v10, vcc, v14, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 18
	v_xor_b32_e32 v15, v11, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_xor_b32_e32 v14, v15, v10
	v_add_i32_e32 v9, vcc, v14, v9
	v_alignbit_b32 v9, v9, v9, 17
	v_alignbit_b32 v11, v11, v11, 22
	v_add_i32_e32 v9, vcc, v9, v12
	v_xor_b32_e32 v14, v10, v11
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v12, vcc, v14, v12
	v_alignbit_b32 v12, v12, v12, 26
	v_alignbit_b32 v10, v10, v10, 22
	v_add_i32_e32 v12, vcc, v12, v13
	v_xor_b32_e32 v14, v9, v10
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v13, vcc, v14, v13
	v_alignbit_b32 v13, v13, v13, 25
	v_alignbit_b32 v9, v9, v9, 22
	v_add_i32_e32 v13, vcc, v13, v11
	v_xor_b32_e32 v14, v12, v9
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s5, v11
	v_alignbit_b32 v11, v11, v11, 23
	v_alignbit_b32 v12, v12, v12, 22
	v_add_i32_e32 v11, vcc, v11, v10
	v_xor_b32_e32 v14, v13, v12
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v10, vcc, v14, v10
	v_alignbit_b32 v10, v10, v10, 24
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v15, v13, v15
	v_add_i32_e32 v9, vcc, v8, v9
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 25
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_not_b32_e32 v15, v9
	v_and_b32_e32 v15, v11, v15
	v_add_i32_e32 v12, vcc, v0, v12
	v_and_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 26
	v_add_i32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_not_b32_e32 v15, v12
	v_and_b32_e32 v15, v10, v15
	v_and_b32_e32 v14, v12, v9
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 24
	v_add_i32_e32 v13, vcc, v13, v11
	v_alignbit_b32 v9, v9, v9, 22
	v_not_b32_e32 v15, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v11, vcc, v4, v11
	v_and_b32_e32 v14, v13, v12
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 19
	v_add_i32_e32 v11, vcc, v11, v10
	v_alignbit_b32 v12, v12, v12, 22
	v_not_b32_e32 v15, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v11, v13
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 21
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v15, v13, v15
	v_add_i32_e32 v9, vcc, v6, v9
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 23
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_not_b32_e32 v15, v9
	v_and_b32_e32 v15, v11, v15
	v_and_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 25
	v_add_i32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_not_b32_e32 v15, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v13, vcc, v3, v13
	v_and_b32_e32 v14, v12, v9
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 17
	v_add_i32_e32 v13, vcc, v13, v11
	v_alignbit_b32 v9, v9, v9, 22
	v_not_b32_e32 v15, v13
	v_and_b32_e32 v15, v9, v15
	v_and_b32_e32 v14, v13, v12
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 25
	v_add_i32_e32 v11, vcc, v11, v10
	v_alignbit_b32 v12, v12, v12, 22
	v_not_b32_e32 v15, v11
	v_and_b32_e32 v15, v12, v15
	v_add_i32_e32 v10, vcc, v2, v10
	v_and_b32_e32 v14, v11, v13
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 20
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v15, v13, v15
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 17
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_not_b32_e32 v15, v9
	v_and_b32_e32 v15, v11, v15
	v_add_i32_e32 v12, vcc, v7, v12
	v_and_b32_e32 v14, v9, v10
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 23
	v_add_i32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v10, v10, v10, 22
	v_not_b32_e32 v15, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v13, vcc, v5, v13
	v_and_b32_e32 v14, v12, v9
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 21
	v_add_i32_e32 v13, vcc, v13, v11
	v_alignbit_b32 v9, v9, v9, 22
	v_not_b32_e32 v15, v13
	v_and_b32_e32 v15, v9, v15
	v_and_b32_e32 v14, v13, v12
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s11, v11
	v_alignbit_b32 v11, v11, v11, 25
	v_add_i32_e32 v11, vcc, v11, v10
	v_alignbit_b32 v12, v12, v12, 22
	v_not_b32_e32 v15, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v11, v13
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 19
	v_add_i32_e32 v10, vcc, v10, v9
	v_alignbit_b32 v13, v13, v13, 22
	v_not_b32_e32 v15, v10
	v_and_b32_e32 v16, v13, v15
	v_and_b32_e32 v14, v10, v11
	v_add_i32_e32 v9, vcc, v9, v16
	v_add_i32_e32 v9, vcc, v9, v14
	s_mov_b32 s10, 0x5a827a19
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 20
	v_add_i32_e32 v9, vcc, v9, v12
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v15
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v3, v12
	v_add_i32_e32 v12, vcc, v12, v14
	s_mov_b32 s10, 0x6ed9eba1
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 21
	v_add_i32_e32 v12, vcc, v12, v13
	v_not_b32_e32 v14, v9
	v_alignbit_b32 v10, v10, v10, 22
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v14, v10
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 19
	v_add_i32_e32 v13, vcc, v13, v11
	v_not_b32_e32 v14, v12
	v_alignbit_b32 v9, v9, v9, 22
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v11, vcc, v11, v14
	s_mov_b32 s11, 0x6ed9eca1
	v_add_i32_e32 v11, vcc, s11, v11
	v_alignbit_b32 v11, v11, v11, 26
	v_add_i32_e32 v11, vcc, v11, v10
	v_not_b32_e32 v14, v13
	v_alignbit_b32 v12, v12, v12, 22
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v10, vcc, v0, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 25
	v_add_i32_e32 v10, vcc, v10, v9
	v_not_b32_e32 v14, v11
	v_alignbit_b32 v13, v13, v13, 22
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 18
	v_add_i32_e32 v9, vcc, v9, v12
	v_not_b32_e32 v14, v10
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 23
	v_add_i32_e32 v12, vcc, v12, v13
	v_not_b32_e32 v14, v9
	v_alignbit_b32 v10, v10, v10, 22
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v14, v10
	v_add_i32_e32 v13, vcc, v13, v14
	s_mov_b32 s11, 0x6ed9ec21
	v_add_i32_e32 v13, vcc, s11, v13
	v_alignbit_b32 v13, v13, v13, 19
	v_add_i32_e32 v13, vcc, v13, v11
	v_not_b32_e32 v14, v12
	v_alignbit_b32 v9, v9, v9, 22
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v11, vcc, v4, v11
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 17
	v_add_i32_e32 v11, vcc, v11, v10
	v_not_b32_e32 v14, v13
	v_alignbit_b32 v12, v12, v12, 22
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v10, vcc, v5, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 18
	v_add_i32_e32 v10, vcc, v10, v9
	v_not_b32_e32 v14, v11
	v_alignbit_b32 v13, v13, v13, 22
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v9, vcc, v8, v9
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 24
	v_add_i32_e32 v9, vcc, v9, v12
	v_not_b32_e32 v14, v10
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v2, v12
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v12, v12, v12, 19
	v_add_i32_e32 v12, vcc, v12, v13
	v_not_b32_e32 v14, v9
	v_alignbit_b32 v10, v10, v10, 22
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v14, v10
	v_add_i32_e32 v13, vcc, v6, v13
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v13, v13, v13, 26
	v_add_i32_e32 v13, vcc, v13, v11
	v_not_b32_e32 v14, v12
	v_alignbit_b32 v9, v9, v9, 22
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v14, v9
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v11, v11, v11, 27
	v_add_i32_e32 v11, vcc, v11, v10
	v_not_b32_e32 v14, v13
	v_alignbit_b32 v12, v12, v12, 22
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v14, v12
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 20
	v_add_i32_e32 v10, vcc, v10, v9
	v_not_b32_e32 v14, v11
	v_alignbit_b32 v13, v13, v13, 22
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v14, v13
	v_add_i32_e32 v9, vcc, v7, v9
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 25
	v_add_i32_e32 v9, vcc, v9, v12
	v_not_b32_e32 v14, v10
	v_alignbit_b32 v11, v11, v11, 22
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 27
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v13, vcc, v4, v13
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	s_mov_b32 s10, 0x8f1bbcdc
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 21
	v_not_b32_e32 v15, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v13, v9
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 20
	v_not_b32_e32 v15, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_and_b32_e32 v15, v13, v15
	v_and_b32_e32 v14, v11, v12
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 18
	v_not_b32_e32 v15, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_and_b32_e32 v15, v11, v15
	v_and_b32_e32 v14, v10, v13
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 17
	v_not_b32_e32 v15, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v12, vcc, v2, v12
	v_and_b32_e32 v14, v9, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 18
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	s_mov_b32 s11, 0x8f1bbd5c
	v_add_i32_e32 v13, vcc, s11, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 17
	v_not_b32_e32 v15, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v13, v9
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 23
	v_not_b32_e32 v15, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_and_b32_e32 v15, v13, v15
	v_add_i32_e32 v10, vcc, v0, v10
	v_and_b32_e32 v14, v11, v12
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 24
	v_not_b32_e32 v15, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_and_b32_e32 v15, v11, v15
	v_and_b32_e32 v14, v10, v13
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 23
	v_not_b32_e32 v15, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v12, vcc, v3, v12
	v_and_b32_e32 v14, v9, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 18
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v13, vcc, v8, v13
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 27
	v_not_b32_e32 v15, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v14, v13, v9
	v_add_i32_e32 v11, vcc, v11, v15
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 26
	v_not_b32_e32 v15, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_and_b32_e32 v15, v13, v15
	v_and_b32_e32 v14, v11, v12
	v_add_i32_e32 v10, vcc, v10, v15
	v_add_i32_e32 v10, vcc, v10, v14
	s_mov_b32 s11, 0x8f1bbddc
	v_add_i32_e32 v10, vcc, s11, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 24
	v_not_b32_e32 v15, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_and_b32_e32 v15, v11, v15
	v_add_i32_e32 v9, vcc, v7, v9
	v_and_b32_e32 v14, v10, v13
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 26
	v_not_b32_e32 v15, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_and_b32_e32 v15, v10, v15
	v_add_i32_e32 v12, vcc, v6, v12
	v_and_b32_e32 v14, v9, v11
	v_add_i32_e32 v12, vcc, v12, v15
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 27
	v_not_b32_e32 v15, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v15, v9, v15
	v_add_i32_e32 v13, vcc, v5, v13
	v_and_b32_e32 v14, v12, v10
	v_add_i32_e32 v13, vcc, v13, v15
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 20
	v_not_b32_e32 v14, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v13, v14
	v_add_i32_e32 v11, vcc, v0, v11
	v_add_i32_e32 v11, vcc, v11, v14
	s_mov_b32 s10, 0xa953fd4e
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 23
	v_not_b32_e32 v14, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v11, v14
	v_add_i32_e32 v10, vcc, v2, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 17
	v_not_b32_e32 v14, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v10, v14
	v_add_i32_e32 v9, vcc, v7, v9
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 27
	v_not_b32_e32 v14, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v9, v14
	v_add_i32_e32 v12, vcc, v12, v14
	v_add_i32_e32 v12, vcc, s10, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 21
	v_not_b32_e32 v14, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v12, v14
	v_add_i32_e32 v13, vcc, v8, v13
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 26
	v_not_b32_e32 v14, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v13, v14
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 24
	v_not_b32_e32 v14, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v11, v14
	v_add_i32_e32 v10, vcc, v5, v10
	v_add_i32_e32 v10, vcc, v10, v14
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 19
	v_not_b32_e32 v14, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v10, v14
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v11, v11, v11, 22
	v_alignbit_b32 v9, v9, v9, 20
	v_not_b32_e32 v14, v11
	v_add_i32_e32 v9, vcc, v9, v12
	v_or_b32_e32 v14, v10, v14
	v_xor_b32_e32 v14, v9, v14
	v_add_i32_e32 v12, vcc, v12, v14
	s_mov_b32 s11, 0xa953fe4e
	v_add_i32_e32 v12, vcc, s11, v12
	v_alignbit_b32 v10, v10, v10, 22
	v_alignbit_b32 v12, v12, v12, 27
	v_not_b32_e32 v14, v10
	v_add_i32_e32 v12, vcc, v12, v13
	v_or_b32_e32 v14, v9, v14
	v_xor_b32_e32 v14, v12, v14
	v_add_i32_e32 v13, vcc, v4, v13
	v_add_i32_e32 v13, vcc, v13, v14
	v_add_i32_e32 v13, vcc, s10, v13
	v_alignbit_b32 v9, v9, v9, 22
	v_alignbit_b32 v13, v13, v13, 20
	v_not_b32_e32 v14, v9
	v_add_i32_e32 v13, vcc, v13, v11
	v_or_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v13, v14
	v_add_i32_e32 v11, vcc, v3, v11
	v_add_i32_e32 v11, vcc, v11, v14
	v_add_i32_e32 v11, vcc, s10, v11
	v_alignbit_b32 v12, v12, v12, 22
	v_alignbit_b32 v11, v11, v11, 19
	v_not_b32_e32 v14, v12
	v_add_i32_e32 v11, vcc, v11, v10
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v11, v14
	v_add_i32_e32 v10, vcc, v10, v14
	s_mov_b32 s11, 0xa953fdce
	v_add_i32_e32 v10, vcc, s11, v10
	v_alignbit_b32 v13, v13, v13, 22
	v_alignbit_b32 v10, v10, v10, 18
	v_not_b32_e32 v14, v13
	v_add_i32_e32 v10, vcc, v10, v9
	v_or_b32_e32 v14, v11, v14
	v_xor_b32_e32 v14, v10, v14
	v_add_i32_e32 v9, vcc, v9, v14
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 21
	v_alignbit_b32 v11, v11, v11, 22
	v_add_i32_e32 v14, vcc, v9, v12
	v_not_b32_e32 v9, v11
	v_or_b32_e32 v9, v10, v9
	v_xor_b32_e32 v9, v14, v9
	v_add_i32_e32 v12, vcc, v6, v12
	v_add_i32_e32 v9, vcc, v12, v9
	v_add_i32_e32 v9, vcc, s10, v9
	v_alignbit_b32 v9, v9, v9, 24
	v_add_i32_e32 v15, vcc, v9, v13
	v_alignbit_b32 v9, v10, v10, 22
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v10, v14, v10
	v_xor_b32_e32 v10, v15, v10
	v_add_i32_e32 v10, vcc, v13, v10
	v_add_i32_e32 v10, vcc, s10, v10
	v_alignbit_b32 v10, v10, v10, 27
	v_add_i32_e32 v12, vcc, v10, v11
	v_alignbit_b32 v10, v14, v14, 22
	v_not_b32_e32 v13, v10
	v_or_b32_e32 v13, v15, v13
	v_xor_b32_e32 v13, v12, v13
	v_add_i32_e32 v11, vcc, v11, v13
	v_add_i32_e32 v11, vcc, s10, v11
	s_mov_b32 s10, 0xc81a035d
	v_add_i32_e32 v14, vcc, s10, v7
	v_alignbit_b32 v14, v14, v14, 24
	v_add_i32_e32 v14, vcc, s9, v14
	v_alignbit_b32 v13, v15, v15, 22
	v_xor_b32_e32 v15, 0xffcdaf9d, v14
	s_mov_b32 s9, 0x14756ed6
	v_add_i32_e32 v15, vcc, s9, v15
	v_alignbit_b32 v15, v15, v15, 23
	v_add_i32_e32 v15, vcc, s8, v15
	v_or_b32_e32 v16, 0xc951d840, v14
	v_xor_b32_e32 v16, v15, v16
	v_add_i32_e32 v16, vcc, v8, v16
	s_mov_b32 s8, 0x60d4e05c
	v_add_i32_e32 v16, vcc, s8, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v17, v14
	v_add_i32_e32 v16, vcc, s7, v16
	v_or_b32_e32 v17, v15, v17
	v_xor_b32_e32 v17, v16, v17
	v_add_i32_e32 v17, vcc, v2, v17
	s_mov_b32 s7, 0x3c168648
	v_add_i32_e32 v17, vcc, s7, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 21
	v_not_b32_e32 v18, v15
	v_add_i32_e32 v17, vcc, s6, v17
	v_or_b32_e32 v18, v16, v18
	v_xor_b32_e32 v18, v17, v18
	s_mov_b32 s6, 0x8750b3a5
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 19
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v18, v19
	v_add_i32_e32 v14, vcc, v5, v14
	v_add_i32_e32 v14, vcc, v14, v19
	s_mov_b32 s6, 0x50a28be6
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 17
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v14, v19
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 17
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v15, v19
	v_add_i32_e32 v16, vcc, v0, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 27
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v16, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 25
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v17, v19
	v_add_i32_e32 v18, vcc, v6, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 25
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v18, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 24
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v14, v19
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s7, 0x50a28c66
	v_add_i32_e32 v15, vcc, s7, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 21
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v15, v19
	v_add_i32_e32 v16, vcc, v4, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 18
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v16, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 18
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v17, v19
	v_add_i32_e32 v18, vcc, v3, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 20
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v18, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 26
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v6, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s6, 0x5c4dd124
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 23
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 19
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v17, vcc, v3, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v14
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 17
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v18, vcc, v8, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 25
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v14, vcc, v2, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 20
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 24
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v16, vcc, v7, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v14
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 21
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v15
	v_add_i32_e32 v18, vcc, v18, v19
	s_mov_b32 s7, 0x5c4dd224
	v_add_i32_e32 v18, vcc, s7, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 25
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 25
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s7, 0x5c4dd1a4
	v_add_i32_e32 v15, vcc, s7, v15
	v_alignbit_b32 v18, v18, v18, 22
	v_alignbit_b32 v15, v15, v15, 20
	v_not_b32_e32 v19, v18
	v_add_i32_e32 v15, vcc, v15, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v14, v14, v14, 22
	v_alignbit_b32 v16, v16, v16, 25
	v_not_b32_e32 v19, v14
	v_add_i32_e32 v16, vcc, v16, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v17, vcc, v0, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v14
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v15, v15, v15, 22
	v_alignbit_b32 v17, v17, v17, 26
	v_not_b32_e32 v19, v15
	v_add_i32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v16, v16, v16, 22
	v_alignbit_b32 v18, v18, v18, 17
	v_not_b32_e32 v19, v16
	v_add_i32_e32 v18, vcc, v18, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v14, vcc, v4, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v17, v17, v17, 22
	v_alignbit_b32 v14, v14, v14, 19
	v_not_b32_e32 v19, v17
	v_add_i32_e32 v14, vcc, v14, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v15, vcc, v5, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v17
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v15, v15, v15, 21
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	s_mov_b32 s6, 0x6d703ef3
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v16, v16, v16, 23
	v_add_i32_e32 v16, vcc, v16, v17
	v_not_b32_e32 v19, v15
	v_alignbit_b32 v14, v14, v14, 22
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v17, vcc, v7, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v17, v17, v17, 25
	v_add_i32_e32 v17, vcc, v17, v18
	v_not_b32_e32 v19, v16
	v_alignbit_b32 v15, v15, v15, 22
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v18, vcc, v4, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v18, v18, v18, 17
	v_add_i32_e32 v18, vcc, v18, v14
	v_not_b32_e32 v19, v17
	v_alignbit_b32 v16, v16, v16, 22
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v19, v16
	v_add_i32_e32 v14, vcc, v3, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v14, v14, v14, 21
	v_add_i32_e32 v14, vcc, v14, v15
	v_not_b32_e32 v19, v18
	v_alignbit_b32 v17, v17, v17, 22
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v15, vcc, v8, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v15, v15, v15, 24
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	s_mov_b32 s7, 0x6d703ff3
	v_add_i32_e32 v16, vcc, s7, v16
	v_alignbit_b32 v16, v16, v16, 26
	v_add_i32_e32 v16, vcc, v16, v17
	v_not_b32_e32 v19, v15
	v_alignbit_b32 v14, v14, v14, 22
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v17, vcc, v6, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v17, v17, v17, 26
	v_add_i32_e32 v17, vcc, v17, v18
	v_not_b32_e32 v19, v16
	v_alignbit_b32 v15, v15, v15, 22
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v18, v18, v18, 18
	v_add_i32_e32 v18, vcc, v18, v14
	v_not_b32_e32 v19, v17
	v_alignbit_b32 v16, v16, v16, 22
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v19, v16
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v14, v14, v14, 20
	v_add_i32_e32 v14, vcc, v14, v15
	v_not_b32_e32 v19, v18
	v_alignbit_b32 v17, v17, v17, 22
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v15, vcc, v15, v19
	s_mov_b32 s7, 0x6d703f73
	v_add_i32_e32 v15, vcc, s7, v15
	v_alignbit_b32 v15, v15, v15, 19
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v16, v16, v16, 27
	v_add_i32_e32 v16, vcc, v16, v17
	v_not_b32_e32 v19, v15
	v_alignbit_b32 v14, v14, v14, 22
	v_or_b32_e32 v19, v16, v19
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v17, vcc, v5, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v17, v17, v17, 18
	v_add_i32_e32 v17, vcc, v17, v18
	v_not_b32_e32 v19, v16
	v_alignbit_b32 v15, v15, v15, 22
	v_or_b32_e32 v19, v17, v19
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v18, v18, v18, 19
	v_add_i32_e32 v18, vcc, v18, v14
	v_not_b32_e32 v19, v17
	v_alignbit_b32 v16, v16, v16, 22
	v_or_b32_e32 v19, v18, v19
	v_xor_b32_e32 v19, v19, v16
	v_add_i32_e32 v14, vcc, v2, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v14, v14, v14, 19
	v_add_i32_e32 v14, vcc, v14, v15
	v_not_b32_e32 v19, v18
	v_alignbit_b32 v17, v17, v17, 22
	v_or_b32_e32 v19, v14, v19
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v15, vcc, v0, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v15, v15, v15, 25
	v_add_i32_e32 v15, vcc, v15, v16
	v_not_b32_e32 v19, v14
	v_alignbit_b32 v18, v18, v18, 22
	v_or_b32_e32 v19, v15, v19
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v16, v16, v16, 27
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	s_mov_b32 s6, 0x7a6d7769
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v17, v17, v17, 17
	v_add_i32_e32 v17, vcc, v17, v18
	v_alignbit_b32 v15, v15, v15, 22
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v18, vcc, v6, v18
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v16
	v_add_i32_e32 v18, vcc, v18, v19
	s_mov_b32 s6, 0x7a6d76e9
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v18, v18, v18, 27
	v_add_i32_e32 v18, vcc, v18, v14
	v_alignbit_b32 v16, v16, v16, 22
	v_not_b32_e32 v19, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v14, vcc, v0, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v17
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v14, v14, v14, 24
	v_add_i32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v17, v17, v17, 22
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v15, vcc, v4, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v18
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v15, v15, v15, 21
	v_add_i32_e32 v15, vcc, v15, v16
	v_alignbit_b32 v18, v18, v18, 22
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v16, vcc, v3, v16
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v14
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v16, v16, v16, 18
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v17, v17, v17, 18
	v_add_i32_e32 v17, vcc, v17, v18
	v_alignbit_b32 v15, v15, v15, 22
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v16
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v18, v18, v18, 26
	v_add_i32_e32 v18, vcc, v18, v14
	v_alignbit_b32 v16, v16, v16, 22
	v_not_b32_e32 v19, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v14, vcc, v2, v14
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v17
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v14, v14, v14, 18
	v_add_i32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v17, v17, v17, 22
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v15, vcc, v7, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v18
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v15, v15, v15, 26
	v_add_i32_e32 v15, vcc, v15, v16
	v_alignbit_b32 v18, v18, v18, 22
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v14
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v16, v16, v16, 23
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v5, v17
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v17, v17, v17, 20
	v_add_i32_e32 v17, vcc, v17, v18
	v_alignbit_b32 v15, v15, v15, 22
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v15, v19
	v_add_i32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v17, v16
	v_add_i32_e32 v18, vcc, v18, v19
	v_add_i32_e32 v18, vcc, s6, v18
	v_alignbit_b32 v18, v18, v18, 23
	v_add_i32_e32 v18, vcc, v18, v14
	v_alignbit_b32 v16, v16, v16, 22
	v_not_b32_e32 v19, v18
	v_and_b32_e32 v19, v16, v19
	v_add_i32_e32 v14, vcc, v14, v19
	v_and_b32_e32 v19, v18, v17
	v_add_i32_e32 v14, vcc, v14, v19
	v_add_i32_e32 v14, vcc, s6, v14
	v_alignbit_b32 v14, v14, v14, 20
	v_add_i32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v17, v17, v17, 22
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_add_i32_e32 v15, vcc, v8, v15
	v_add_i32_e32 v15, vcc, v15, v19
	v_and_b32_e32 v19, v14, v18
	v_add_i32_e32 v15, vcc, v15, v19
	v_add_i32_e32 v15, vcc, s6, v15
	v_alignbit_b32 v15, v15, v15, 27
	v_add_i32_e32 v15, vcc, v15, v16
	v_alignbit_b32 v18, v18, v18, 22
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v18, v19
	v_add_i32_e32 v16, vcc, v16, v19
	v_and_b32_e32 v19, v15, v14
	v_add_i32_e32 v16, vcc, v16, v19
	v_add_i32_e32 v16, vcc, s6, v16
	v_alignbit_b32 v16, v16, v16, 17
	v_add_i32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v14, v14, v14, 22
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_i32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v16, v15
	v_add_i32_e32 v17, vcc, v17, v19
	s_mov_b32 s6, 0x7a6d77e9
	v_add_i32_e32 v17, vcc, s6, v17
	v_alignbit_b32 v17, v17, v17, 24
	v_alignbit_b32 v15, v15, v15, 22
	v_add_i32_e32 v17, vcc, v17, v18
	v_xor_b32_e32 v19, v16, v15
	v_xor_b32_e32 v19, v19, v17
	v_add_i32_e32 v18, vcc, v19, v18
	v_alignbit_b32 v18, v18, v18, 24
	v_alignbit_b32 v16, v16, v16, 22
	v_add_i32_e32 v18, vcc, v18, v14
	v_xor_b32_e32 v19, v17, v16
	v_xor_b32_e32 v19, v19, v18
	v_add_i32_e32 v14, vcc, v19, v14
	v_alignbit_b32 v14, v14, v14, 27
	v_alignbit_b32 v17, v17, v17, 22
	v_add_i32_e32 v14, vcc, v14, v15
	v_xor_b32_e32 v19, v18, v17
	v_xor_b32_e32 v19, v19, v14
	v_add_i32_e32 v15, vcc, v19, v15
	v_alignbit_b32 v15, v15, v15, 20
	v_alignbit_b32 v18, v18, v18, 22
	v_add_i32_e32 v15, vcc, v15, v16
	v_xor_b32_e32 v19, v14, v18
	v_xor_b32_e32 v19, v19, v15
	v_add_i32_e32 v0, vcc, v16, v0
	v_add_i32_e32 v0, vcc, v0, v19
	v_alignbit_b32 v0, v0, v0, 23
	v_alignbit_b32 v14, v14, v14, 22
	v_add_i32_e32 v0, vcc, v0, v17
	v_xor_b32_e32 v16, v15, v14
	v_xor_b32_e32 v16, v16, v0
	v_add_i32_e32 v4, vcc, v17, v4
	v_add_i32_e32 v4, vcc, v4, v16
	v_alignbit_b32 v4, v4, v4, 20
	v_alignbit_b32 v15, v15, v15, 22
	v_add_i32_e32 v4, vcc, v4, v18
	v_xor_b32_e32 v16, v0, v15
	v_xor_b32_e32 v16, v16, v4
	v_add_i32_e32 v7, vcc, v18, v7
	v_add_i32_e32 v7, vcc, v7, v16
	v_alignbit_b32 v7, v7, v7, 27
	v_alignbit_b32 v0, v0, v0, 22
	v_add_i32_e32 v7, vcc, v7, v14
	v_xor_b32_e32 v16, v4, v0
	v_xor_b32_e32 v16, v16, v7
	v_add_i32_e32 v14, vcc, v14, v16
	v_add_i32_e32 v14, vcc, s4, v14
	v_alignbit_b32 v14, v14, v14, 18
	v_alignbit_b32 v4, v4, v4, 22
	v_add_i32_e32 v14, vcc, v14, v15
	v_xor_b32_e32 v16, v7, v4
	v_xor_b32_e32 v16, v16, v14
	v_add_i32_e32 v8, vcc, v15, v8
	v_add_i32_e32 v8, vcc, v8, v16
	v_alignbit_b32 v8, v8, v8, 26
	v_alignbit_b32 v7, v7, v7, 22
	v_add_i32_e32 v8, vcc, v8, v0
	v_xor_b32_e32 v15, v14, v7
	v_xor_b32_e32 v15, v15, v8
	v_add_i32_e32 v0, vcc, v0, v6
	v_add_i32_e32 v0, vcc, v0, v15
	v_alignbit_b32 v0, v0, v0, 24
	v_alignbit_b32 v6, v14, v14, 22
	v_add_i32_e32 v0, vcc, v0, v4
	v_xor_b32_e32 v14, v8, v6
	v_xor_b32_e32 v14, v14, v0
	v_add_i32_e32 v4, vcc, v4, v5
	v_add_i32_e32 v4, vcc, v4, v14
	v_alignbit_b32 v4, v4, v4, 19
	v_alignbit_b32 v5, v8, v8, 22
	v_add_i32_e32 v4, vcc, v4, v7
	v_xor_b32_e32 v8, v0, v5
	v_xor_b32_e32 v8, v8, v4
	v_add_i32_e32 v7, vcc, v8, v7
	v_alignbit_b32 v7, v7, v7, 26
	v_alignbit_b32 v0, v0, v0, 22
	v_add_i32_e32 v7, vcc, v7, v6
	v_xor_b32_e32 v8, v4, v0
	v_xor_b32_e32 v8, v8, v7
	v_add_i32_e32 v6, vcc, v6, v8
	v_add_i32_e32 v6, vcc, s5, v6
	v_alignbit_b32 v6, v6, v6, 27
	v_alignbit_b32 v4, v4, v4, 22
	v_add_i32_e32 v6, vcc, v6, v5
	v_xor_b32_e32 v8, v7, v4
	v_xor_b32_e32 v8, v8, v6
	v_add_i32_e32 v2, vcc, v5, v2
	v_add_i32_e32 v2, vcc, v2, v8
	v_alignbit_b32 v2, v2, v2, 17
	v_alignbit_b32 v5, v7, v7, 22
	v_add_i32_e32 v2, vcc, v2, v0
	v_xor_b32_e32 v7, v6, v5
	v_xor_b32_e32 v7, v7, v2
	v_add_i32_e32 v0, vcc, v0, v3
	v_add_i32_e32 v0, vcc, v0, v7
	v_alignbit_b32 v0, v0, v0, 19
	v_alignbit_b32 v3, v6, v6, 22
	v_add_i32_e32 v0, vcc, v0, v4
	v_xor_b32_e32 v6, v2, v3
	v_xor_b32_e32 v6, v6, v0
	v_add_i32_e32 v4, vcc, v6, v4
	v_alignbit_b32 v2, v2, v2, 22
	v_alignbit_b32 v4, v4, v4, 21
	v_xor_b32_e32 v6, v0, v2
	v_alignbit_b32 v0, v0, v0, 22
	v_add_i32_e32 v4, vcc, v4, v5
	v_add_i32_e32 v0, vcc, v0, v12
	v_xor_b32_e32 v6, v6, v4
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v13, v2
	v_add_i32_e32 v2, vcc, 4, v1
	v_add_i32_e32 v5, vcc, v6, v5
	buffer_store_dword v0, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v10, v3
	v_add_i32_e32 v2, vcc, 8, v1
	v_alignbit_b32 v11, v11, v11, 26
	v_alignbit_b32 v5, v5, v5, 21
	buffer_store_dword v0, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v3, v9
	v_add_i32_e32 v11, vcc, v11, v9
	v_add_i32_e32 v0, vcc, v0, v5
	v_add_i32_e32 v2, vcc, 12, v1
	buffer_store_dword v0, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, v11, v4
	v_add_i32_e32 v1, vcc, 16, v1
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	ripemd160sha256NoFinal, .Lfunc_end1-ripemd160sha256NoFinal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 7124
; NumSgprs: 34
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
	.hidden	_RIPEMD160_IV                   ; @_RIPEMD160_IV
	.type	_RIPEMD160_IV,@object
	.section	.rodata,#alloc
	.globl	_RIPEMD160_IV
	.p2align	2
_RIPEMD160_IV:
	.long	1732584193                      ; 0x67452301
	.long	4023233417                      ; 0xefcdab89
	.long	2562383102                      ; 0x98badcfe
	.long	271733878                       ; 0x10325476
	.long	3285377520                      ; 0xc3d2e1f0
	.size	_RIPEMD160_IV, 20

	.hidden	_K0                             ; @_K0
	.type	_K0,@object
	.globl	_K0
	.p2align	2
_K0:
	.long	1518500249                      ; 0x5a827999
	.size	_K0, 4

	.hidden	_K1                             ; @_K1
	.type	_K1,@object
	.globl	_K1
	.p2align	2
_K1:
	.long	1859775393                      ; 0x6ed9eba1
	.size	_K1, 4

	.hidden	_K2                             ; @_K2
	.type	_K2,@object
	.globl	_K2
	.p2align	2
_K2:
	.long	2400959708                      ; 0x8f1bbcdc
	.size	_K2, 4

	.hidden	_K3                             ; @_K3
	.type	_K3,@object
	.globl	_K3
	.p2align	2
_K3:
	.long	2840853838                      ; 0xa953fd4e
	.size	_K3, 4

	.hidden	_K4                             ; @_K4
	.type	_K4,@object
	.globl	_K4
	.p2align	2
_K4:
	.long	2053994217                      ; 0x7a6d76e9
	.size	_K4, 4

	.hidden	_K5                             ; @_K5
	.type	_K5,@object
	.globl	_K5
	.p2align	2
_K5:
	.long	1836072691                      ; 0x6d703ef3
	.size	_K5, 4

	.hidden	_K6                             ; @_K6
	.type	_K6,@object
	.globl	_K6
	.p2align	2
_K6:
	.long	1548603684                      ; 0x5c4dd124
	.size	_K6, 4

	.hidden	_K7                             ; @_K7
	.type	_K7,@object
	.globl	_K7
	.p2align	2
_K7:
	.long	1352829926                      ; 0x50a28be6
	.size	_K7, 4

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:  []
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
