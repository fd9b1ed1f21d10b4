	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	sha256PublicKey                 ; -- Begin function sha256PublicKey
	.globl	sha256PublicKey
	.p2align	2
	.type	sha256PublicKey,@function
sha256PublicKey:                        ; @sha256PublicKey
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v3, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	buffer_load_dword v4, v0, s[0:3], 0 offen
	v_add_u32_e32 v5, vcc, 4, v0
	v_add_u32_e32 v6, vcc, 8, v0
	buffer_load_dword v7, v5, s[0:3], 0 offen
	buffer_load_dword v6, v6, s[0:3], 0 offen
	v_add_u32_e32 v5, vcc, 12, v0
	v_add_u32_e32 v11, vcc, 24, v0
	v_add_u32_e32 v8, vcc, 16, v0
	v_add_u32_e32 v9, vcc, 20, v0
	buffer_load_dword v14, v5, s[0:3], 0 offen
	buffer_load_dword v18, v8, s[0:3], 0 offen
	buffer_load_dword v10, v9, s[0:3], 0 offen
	buffer_load_dword v11, v11, s[0:3], 0 offen
	buffer_load_dword v13, v1, s[0:3], 0 offen
	s_mov_b32 s4, 0x9cc7e2a2
	s_mov_b32 s5, 0x8884d
	s_mov_b32 s6, 0x3381d5d
	s_mov_b32 s7, 0xcd2a11ae
	s_mov_b32 s9, 0xb2d5ee51
	s_mov_b32 s8, 0xbabcc441
	s_mov_b32 s15, 0x510e527f
	s_mov_b32 s16, 0x6a09e667
	v_add_u32_e32 v0, vcc, 28, v0
	s_mov_b32 s12, 0x923f82a4
	v_add_u32_e32 v28, vcc, 24, v1
	v_add_u32_e32 v29, vcc, 28, v1
	s_mov_b32 s10, 0xab1c5ed5
	s_mov_b32 s11, 0x72be5d74
	s_mov_b32 s13, 0x80deb1fe
	s_mov_b32 s14, 0x9bdc06a7
	s_mov_b32 s17, 0xc19bf174
	s_mov_b32 s18, 0x240ca1cc
	s_mov_b32 s19, 0x4a7484aa
	s_mov_b32 s20, 0xb00327c8
	s_mov_b32 s21, 0xc6e00bf3
	s_mov_b32 s22, 0x6ca6351
	s_mov_b32 s23, 0x14292967
	s_mov_b32 s24, 0x27b70a85
	s_mov_b32 s25, 0x2e1b2138
	s_mov_b32 s26, 0x4d2c6dfc
	s_mov_b32 s27, 0x53380d13
	s_mov_b32 s28, 0x650a7354
	s_mov_b32 s29, 0x766a0abb
	v_writelane_b32 v3, s34, 0
	s_mov_b32 s34, 0x81c2c92e
	v_writelane_b32 v3, s35, 1
	s_mov_b32 s35, 0x92722c85
	v_writelane_b32 v3, s36, 2
	s_mov_b32 s36, 0xa2bfe8a1
	v_writelane_b32 v3, s37, 3
	s_mov_b32 s37, 0xa81a664b
	v_writelane_b32 v3, s38, 4
	s_mov_b32 s38, 0xc24b8b70
	v_writelane_b32 v3, s39, 5
	s_mov_b32 s39, 0xc76c51a3
	v_writelane_b32 v3, s40, 6
	s_mov_b32 s40, 0xd192e819
	v_writelane_b32 v3, s41, 7
	s_mov_b32 s41, 0xd6990624
	v_writelane_b32 v3, s42, 8
	s_mov_b32 s42, 0xf40e3585
	v_writelane_b32 v3, s43, 9
	v_writelane_b32 v3, s44, 10
	s_mov_b32 s44, 0x106aa070
	v_writelane_b32 v3, s45, 11
	s_mov_b32 s45, 0x19a4c116
	v_writelane_b32 v3, s46, 12
	s_mov_b32 s46, 0x1e376c08
	v_writelane_b32 v3, s47, 13
	s_mov_b32 s47, 0x2748774c
	v_writelane_b32 v3, s48, 14
	s_mov_b32 s48, 0x34b0bcb5
	v_writelane_b32 v3, s49, 15
	s_mov_b32 s49, 0x391c0cb3
	v_writelane_b32 v3, s50, 16
	s_mov_b32 s50, 0x4ed8aa4a
	s_waitcnt vmcnt(7)
	v_lshrrev_b32_e32 v8, 8, v4
	v_add_u32_e32 v9, vcc, s4, v8
	v_add_u32_e32 v15, vcc, s5, v8
	s_waitcnt vmcnt(6)
	v_alignbit_b32 v5, v4, v7, 8
	s_waitcnt vmcnt(5)
	v_alignbit_b32 v4, v7, v6, 8
	v_sub_u32_e32 v7, vcc, s6, v8
	v_and_b32_e32 v12, 0x110e527f, v9
	v_and_b32_e32 v7, 0x305688c, v7
	v_alignbit_b32 v16, v9, v9, 6
	v_lshrrev_b32_e32 v17, 11, v9
	v_alignbit_b32 v21, v15, v15, 2
	v_lshrrev_b32_e32 v22, 13, v15
	v_lshlrev_b32_e32 v19, 21, v9
	v_lshlrev_b32_e32 v24, 19, v15
	v_xor_b32_e32 v7, v12, v7
	v_xor_b32_e32 v12, v17, v16
	v_xor_b32_e32 v16, v21, v22
	v_lshlrev_b32_e32 v20, 7, v9
	v_lshrrev_b32_e32 v25, 22, v15
	v_xor_b32_e32 v12, v12, v19
	v_xor_b32_e32 v16, v16, v24
	v_lshlrev_b32_e32 v26, 10, v15
	v_xor_b32_e32 v12, v12, v20
	v_xor_b32_e32 v16, v16, v25
	v_and_b32_e32 v23, 0x16e48e2, v15
	v_add_u32_e32 v7, vcc, v5, v7
	v_xor_b32_e32 v12, 0x4e, v12
	v_xor_b32_e32 v16, v16, v26
	v_add_u32_e32 v7, vcc, v7, v12
	v_add_u32_e32 v12, vcc, v23, v16
	v_add_u32_e32 v12, vcc, v7, v12
	v_add_u32_e32 v20, vcc, s7, v7
	v_sub_u32_e32 v7, vcc, s9, v7
	v_add_u32_e32 v21, vcc, s8, v12
	v_and_b32_e32 v12, v20, v9
	v_and_b32_e32 v7, s15, v7
	v_alignbit_b32 v16, v20, v20, 6
	v_lshrrev_b32_e32 v17, 11, v20
	v_lshlrev_b32_e32 v19, 21, v20
	v_xor_b32_e32 v7, v12, v7
	v_xor_b32_e32 v12, v16, v17
	v_lshrrev_b32_e32 v22, 25, v20
	v_xor_b32_e32 v12, v12, v19
	v_lshlrev_b32_e32 v23, 7, v20
	v_xor_b32_e32 v12, v12, v22
	v_add_u32_e32 v7, vcc, v4, v7
	v_xor_b32_e32 v12, v12, v23
	v_alignbit_b32 v17, v21, v21, 2
	v_add_u32_e32 v7, vcc, v7, v12
	v_lshrrev_b32_e32 v12, 13, v21
	v_xor_b32_e32 v12, v17, v12
	v_lshlrev_b32_e32 v17, 19, v21
	v_and_b32_e32 v27, 0x9e667, v15
	v_and_b32_e32 v16, s16, v21
	v_xor_b32_e32 v12, v12, v17
	v_lshrrev_b32_e32 v17, 22, v21
	v_xor_b32_e32 v16, v16, v27
	v_xor_b32_e32 v12, v12, v17
	v_lshlrev_b32_e32 v17, 10, v21
	v_and_b32_e32 v19, v21, v15
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v16, v16, v19
	s_mov_b32 s4, 0xc2e12e0
	v_add_u32_e32 v12, vcc, v16, v12
	v_add_u32_e32 v16, vcc, s4, v7
	s_mov_b32 s4, 0xf3d1ed1f
	v_add_u32_e32 v12, vcc, v7, v12
	v_sub_u32_e32 v7, vcc, s4, v7
	v_and_b32_e32 v7, v7, v9
	v_and_b32_e32 v17, v16, v20
	v_xor_b32_e32 v7, v17, v7
	v_alignbit_b32 v17, v16, v16, 6
	v_lshrrev_b32_e32 v22, 11, v16
	v_xor_b32_e32 v17, v17, v22
	v_lshlrev_b32_e32 v22, 21, v16
	v_xor_b32_e32 v17, v17, v22
	v_lshrrev_b32_e32 v22, 25, v16
	v_xor_b32_e32 v17, v17, v22
	v_lshlrev_b32_e32 v22, 7, v16
	s_waitcnt vmcnt(4)
	v_alignbit_b32 v6, v6, v14, 8
	v_xor_b32_e32 v17, v17, v22
	v_add_u32_e32 v7, vcc, v6, v7
	s_mov_b32 s4, 0x50c6645b
	v_add_u32_e32 v7, vcc, v7, v17
	v_add_u32_e32 v17, vcc, s4, v12
	v_and_b32_e32 v12, v17, v15
	v_xor_b32_e32 v12, v12, v19
	v_alignbit_b32 v19, v17, v17, 2
	v_lshrrev_b32_e32 v22, 13, v17
	v_xor_b32_e32 v19, v19, v22
	v_lshlrev_b32_e32 v22, 19, v17
	v_xor_b32_e32 v19, v19, v22
	v_lshrrev_b32_e32 v22, 22, v17
	v_xor_b32_e32 v19, v19, v22
	v_lshlrev_b32_e32 v22, 10, v17
	v_xor_b32_e32 v19, v19, v22
	v_and_b32_e32 v22, v17, v21
	v_xor_b32_e32 v12, v12, v22
	v_add_u32_e32 v12, vcc, v12, v19
	s_mov_b32 s4, 0xa4ce148b
	s_mov_b32 s5, 0x5b31eb74
	v_add_u32_e32 v19, vcc, v7, v12
	v_add_u32_e32 v12, vcc, s4, v7
	v_sub_u32_e32 v7, vcc, s5, v7
	v_and_b32_e32 v7, v7, v20
	v_and_b32_e32 v23, v12, v16
	v_xor_b32_e32 v23, v23, v7
	v_alignbit_b32 v7, v12, v12, 6
	v_lshrrev_b32_e32 v24, 11, v12
	v_xor_b32_e32 v7, v7, v24
	v_lshlrev_b32_e32 v24, 21, v12
	v_xor_b32_e32 v7, v7, v24
	v_lshrrev_b32_e32 v24, 25, v12
	v_xor_b32_e32 v7, v7, v24
	v_lshlrev_b32_e32 v24, 7, v12
	v_xor_b32_e32 v24, v7, v24
	s_waitcnt vmcnt(3)
	v_alignbit_b32 v7, v14, v18, 8
	v_add_u32_e32 v14, vcc, v7, v23
	s_mov_b32 s4, 0x3ac42e24
	v_add_u32_e32 v14, vcc, v14, v24
	v_add_u32_e32 v19, vcc, s4, v19
	v_add_u32_e32 v9, vcc, v14, v9
	v_and_b32_e32 v14, v19, v21
	v_xor_b32_e32 v14, v14, v22
	v_alignbit_b32 v22, v19, v19, 2
	v_lshrrev_b32_e32 v23, 13, v19
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 19, v19
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 22, v19
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 10, v19
	v_xor_b32_e32 v22, v22, v23
	s_mov_b32 s4, 0x3956c25b
	v_and_b32_e32 v23, v19, v17
	v_add_u32_e32 v9, vcc, s4, v9
	v_xor_b32_e32 v14, v14, v23
	v_add_u32_e32 v15, vcc, v9, v15
	v_add_u32_e32 v9, vcc, v9, v14
	v_add_u32_e32 v14, vcc, v9, v22
	v_alignbit_b32 v9, v15, v15, 6
	v_lshrrev_b32_e32 v22, 11, v15
	v_xor_b32_e32 v9, v9, v22
	v_lshlrev_b32_e32 v22, 21, v15
	v_xor_b32_e32 v9, v9, v22
	v_lshrrev_b32_e32 v22, 25, v15
	v_xor_b32_e32 v9, v9, v22
	v_lshlrev_b32_e32 v22, 7, v15
	v_xor_b32_e32 v22, v9, v22
	s_waitcnt vmcnt(2)
	v_alignbit_b32 v9, v18, v10, 8
	v_not_b32_e32 v18, v15
	v_and_b32_e32 v18, v16, v18
	v_add_u32_e32 v18, vcc, v9, v18
	v_and_b32_e32 v24, v15, v12
	v_add_u32_e32 v18, vcc, v18, v24
	v_add_u32_e32 v18, vcc, v18, v22
	v_add_u32_e32 v18, vcc, v18, v20
	v_and_b32_e32 v20, v14, v17
	v_xor_b32_e32 v20, v20, v23
	v_alignbit_b32 v22, v14, v14, 2
	v_lshrrev_b32_e32 v23, 13, v14
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 19, v14
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 22, v14
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 10, v14
	v_xor_b32_e32 v22, v22, v23
	buffer_load_dword v23, v0, s[0:3], 0 offen
	s_mov_b32 s5, 0x59f111f1
	v_and_b32_e32 v0, v14, v19
	v_add_u32_e32 v18, vcc, s5, v18
	v_xor_b32_e32 v20, v20, v0
	v_add_u32_e32 v21, vcc, v18, v21
	v_add_u32_e32 v18, vcc, v18, v20
	v_add_u32_e32 v20, vcc, v18, v22
	v_alignbit_b32 v18, v21, v21, 6
	v_lshrrev_b32_e32 v22, 11, v21
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 21, v21
	v_xor_b32_e32 v18, v18, v22
	v_lshrrev_b32_e32 v22, 25, v21
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 7, v21
	v_xor_b32_e32 v18, v18, v22
	v_not_b32_e32 v22, v21
	s_waitcnt vmcnt(2)
	v_alignbit_b32 v10, v10, v11, 8
	v_and_b32_e32 v22, v12, v22
	v_add_u32_e32 v22, vcc, v10, v22
	v_and_b32_e32 v24, v21, v15
	v_add_u32_e32 v22, vcc, v22, v24
	v_add_u32_e32 v18, vcc, v22, v18
	v_add_u32_e32 v16, vcc, v18, v16
	v_and_b32_e32 v18, v20, v19
	v_xor_b32_e32 v0, v18, v0
	v_alignbit_b32 v18, v20, v20, 2
	v_lshrrev_b32_e32 v22, 13, v20
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 19, v20
	v_xor_b32_e32 v18, v18, v22
	v_lshrrev_b32_e32 v22, 22, v20
	v_and_b32_e32 v24, v20, v14
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 10, v20
	v_add_u32_e32 v16, vcc, s12, v16
	v_xor_b32_e32 v0, v0, v24
	v_xor_b32_e32 v18, v18, v22
	v_add_u32_e32 v22, vcc, v16, v17
	v_add_u32_e32 v0, vcc, v16, v0
	v_add_u32_e32 v25, vcc, v0, v18
	v_alignbit_b32 v0, v22, v22, 6
	v_lshrrev_b32_e32 v16, 11, v22
	v_xor_b32_e32 v0, v0, v16
	v_lshlrev_b32_e32 v16, 21, v22
	v_xor_b32_e32 v0, v0, v16
	v_lshrrev_b32_e32 v16, 25, v22
	v_xor_b32_e32 v0, v0, v16
	v_lshlrev_b32_e32 v16, 7, v22
	v_xor_b32_e32 v26, v0, v16
	v_add_u32_e32 v0, vcc, 4, v1
	v_add_u32_e32 v16, vcc, 8, v1
	v_add_u32_e32 v17, vcc, 12, v1
	v_add_u32_e32 v18, vcc, 16, v1
	v_add_u32_e32 v27, vcc, 20, v1
	buffer_load_dword v30, v0, s[0:3], 0 offen
	buffer_load_dword v31, v16, s[0:3], 0 offen
	buffer_load_dword v16, v17, s[0:3], 0 offen
	buffer_load_dword v17, v18, s[0:3], 0 offen
	buffer_load_dword v18, v27, s[0:3], 0 offen
	buffer_load_dword v1, v28, s[0:3], 0 offen
	buffer_load_dword v0, v29, s[0:3], 0 offen
	v_not_b32_e32 v27, v22
	v_and_b32_e32 v27, v15, v27
	v_and_b32_e32 v28, v22, v21
	s_mov_b32 s8, 0xd807aa98
	s_mov_b32 s6, 0x12835b01
	s_mov_b32 s7, 0x243185be
	s_waitcnt vmcnt(7)
	v_alignbit_b32 v11, v11, v23, 8
	v_add_u32_e32 v27, vcc, v11, v27
	v_add_u32_e32 v27, vcc, v27, v28
	v_add_u32_e32 v26, vcc, v27, v26
	v_add_u32_e32 v12, vcc, v26, v12
	v_and_b32_e32 v26, v25, v14
	v_xor_b32_e32 v24, v26, v24
	v_alignbit_b32 v26, v25, v25, 2
	v_lshrrev_b32_e32 v27, 13, v25
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 19, v25
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 22, v25
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 10, v25
	v_xor_b32_e32 v26, v26, v27
	v_and_b32_e32 v27, v25, v20
	v_add_u32_e32 v12, vcc, s10, v12
	v_xor_b32_e32 v24, v24, v27
	v_add_u32_e32 v19, vcc, v12, v19
	v_add_u32_e32 v12, vcc, v12, v24
	v_add_u32_e32 v24, vcc, v12, v26
	v_alignbit_b32 v12, v19, v19, 6
	v_lshrrev_b32_e32 v26, 11, v19
	v_xor_b32_e32 v12, v12, v26
	v_lshlrev_b32_e32 v26, 21, v19
	v_xor_b32_e32 v12, v12, v26
	v_lshrrev_b32_e32 v26, 25, v19
	v_xor_b32_e32 v12, v12, v26
	v_lshlrev_b32_e32 v26, 7, v19
	v_xor_b32_e32 v26, v12, v26
	v_alignbit_b32 v12, v23, v13, 8
	v_not_b32_e32 v23, v19
	v_and_b32_e32 v23, v21, v23
	v_add_u32_e32 v23, vcc, v12, v23
	v_and_b32_e32 v28, v19, v22
	v_add_u32_e32 v23, vcc, v23, v28
	v_add_u32_e32 v23, vcc, v23, v26
	v_add_u32_e32 v15, vcc, v23, v15
	v_and_b32_e32 v23, v24, v20
	v_xor_b32_e32 v23, v23, v27
	v_alignbit_b32 v26, v24, v24, 2
	v_lshrrev_b32_e32 v27, 13, v24
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 19, v24
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 22, v24
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 10, v24
	v_add_u32_e32 v15, vcc, s8, v15
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v27, vcc, v15, v14
	v_and_b32_e32 v14, v24, v25
	v_xor_b32_e32 v23, v23, v14
	v_add_u32_e32 v15, vcc, v15, v23
	v_add_u32_e32 v23, vcc, v15, v26
	v_alignbit_b32 v15, v27, v27, 6
	v_lshrrev_b32_e32 v26, 11, v27
	v_xor_b32_e32 v15, v15, v26
	v_lshlrev_b32_e32 v26, 21, v27
	v_xor_b32_e32 v15, v15, v26
	v_lshrrev_b32_e32 v26, 25, v27
	v_xor_b32_e32 v15, v15, v26
	v_lshlrev_b32_e32 v26, 7, v27
	v_xor_b32_e32 v15, v15, v26
	v_not_b32_e32 v26, v27
	s_waitcnt vmcnt(6)
	v_alignbit_b32 v13, v13, v30, 8
	v_and_b32_e32 v26, v22, v26
	v_add_u32_e32 v26, vcc, v13, v26
	v_and_b32_e32 v28, v27, v19
	v_add_u32_e32 v26, vcc, v26, v28
	v_add_u32_e32 v15, vcc, v26, v15
	v_add_u32_e32 v15, vcc, v15, v21
	v_and_b32_e32 v21, v23, v25
	v_xor_b32_e32 v14, v21, v14
	v_alignbit_b32 v21, v23, v23, 2
	v_lshrrev_b32_e32 v26, 13, v23
	v_xor_b32_e32 v21, v21, v26
	v_lshlrev_b32_e32 v26, 19, v23
	v_xor_b32_e32 v21, v21, v26
	v_lshrrev_b32_e32 v26, 22, v23
	v_and_b32_e32 v28, v23, v24
	v_xor_b32_e32 v21, v21, v26
	v_lshlrev_b32_e32 v26, 10, v23
	v_add_u32_e32 v15, vcc, s6, v15
	v_xor_b32_e32 v14, v14, v28
	v_xor_b32_e32 v21, v21, v26
	v_add_u32_e32 v26, vcc, v15, v20
	v_add_u32_e32 v14, vcc, v15, v14
	v_add_u32_e32 v20, vcc, v14, v21
	v_alignbit_b32 v14, v26, v26, 6
	v_lshrrev_b32_e32 v15, 11, v26
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 21, v26
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 25, v26
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 7, v26
	v_not_b32_e32 v21, v26
	v_xor_b32_e32 v15, v14, v15
	s_waitcnt vmcnt(5)
	v_alignbit_b32 v14, v30, v31, 8
	v_and_b32_e32 v21, v19, v21
	v_add_u32_e32 v21, vcc, v14, v21
	v_and_b32_e32 v29, v26, v27
	v_add_u32_e32 v21, vcc, v21, v29
	v_add_u32_e32 v15, vcc, v21, v15
	v_and_b32_e32 v21, v20, v24
	v_add_u32_e32 v15, vcc, v15, v22
	v_xor_b32_e32 v21, v21, v28
	v_alignbit_b32 v22, v20, v20, 2
	v_lshrrev_b32_e32 v28, 13, v20
	v_xor_b32_e32 v22, v22, v28
	v_lshlrev_b32_e32 v28, 19, v20
	v_xor_b32_e32 v22, v22, v28
	v_lshrrev_b32_e32 v28, 22, v20
	v_xor_b32_e32 v22, v22, v28
	v_lshlrev_b32_e32 v28, 10, v20
	v_xor_b32_e32 v22, v22, v28
	v_and_b32_e32 v28, v20, v23
	v_add_u32_e32 v15, vcc, s7, v15
	v_xor_b32_e32 v21, v21, v28
	v_add_u32_e32 v25, vcc, v15, v25
	v_add_u32_e32 v15, vcc, v15, v21
	v_add_u32_e32 v21, vcc, v15, v22
	v_alignbit_b32 v15, v25, v25, 6
	v_lshrrev_b32_e32 v22, 11, v25
	v_xor_b32_e32 v15, v15, v22
	v_lshlrev_b32_e32 v22, 21, v25
	v_xor_b32_e32 v15, v15, v22
	v_lshrrev_b32_e32 v22, 25, v25
	v_xor_b32_e32 v15, v15, v22
	v_lshlrev_b32_e32 v22, 7, v25
	v_not_b32_e32 v29, v25
	v_xor_b32_e32 v22, v15, v22
	s_waitcnt vmcnt(4)
	v_alignbit_b32 v15, v31, v16, 8
	v_and_b32_e32 v29, v27, v29
	v_add_u32_e32 v29, vcc, v15, v29
	v_and_b32_e32 v30, v25, v26
	v_add_u32_e32 v29, vcc, v29, v30
	v_add_u32_e32 v22, vcc, v29, v22
	v_add_u32_e32 v19, vcc, v22, v19
	v_and_b32_e32 v22, v21, v23
	v_xor_b32_e32 v22, v22, v28
	v_alignbit_b32 v28, v21, v21, 2
	v_lshrrev_b32_e32 v29, 13, v21
	s_mov_b32 s9, 0x550c7dc3
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 19, v21
	v_add_u32_e32 v19, vcc, s9, v19
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 22, v21
	v_add_u32_e32 v30, vcc, v19, v24
	v_and_b32_e32 v24, v21, v20
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 10, v21
	v_xor_b32_e32 v22, v22, v24
	v_xor_b32_e32 v28, v28, v29
	v_add_u32_e32 v19, vcc, v19, v22
	v_add_u32_e32 v22, vcc, v19, v28
	v_alignbit_b32 v19, v30, v30, 6
	v_lshrrev_b32_e32 v28, 11, v30
	v_xor_b32_e32 v19, v19, v28
	v_lshlrev_b32_e32 v28, 21, v30
	v_xor_b32_e32 v19, v19, v28
	v_lshrrev_b32_e32 v28, 25, v30
	v_xor_b32_e32 v19, v19, v28
	v_lshlrev_b32_e32 v28, 7, v30
	v_xor_b32_e32 v19, v19, v28
	v_not_b32_e32 v28, v30
	s_waitcnt vmcnt(3)
	v_alignbit_b32 v16, v16, v17, 8
	v_and_b32_e32 v28, v26, v28
	v_add_u32_e32 v28, vcc, v16, v28
	v_and_b32_e32 v29, v30, v25
	v_add_u32_e32 v28, vcc, v28, v29
	v_add_u32_e32 v19, vcc, v28, v19
	v_add_u32_e32 v19, vcc, v19, v27
	v_and_b32_e32 v27, v22, v20
	v_xor_b32_e32 v24, v27, v24
	v_alignbit_b32 v27, v22, v22, 2
	v_lshrrev_b32_e32 v28, 13, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v22
	v_xor_b32_e32 v27, v27, v28
	v_and_b32_e32 v28, v22, v21
	v_add_u32_e32 v19, vcc, s11, v19
	v_xor_b32_e32 v24, v24, v28
	v_add_u32_e32 v23, vcc, v19, v23
	v_add_u32_e32 v19, vcc, v19, v24
	v_add_u32_e32 v19, vcc, v19, v27
	v_alignbit_b32 v24, v23, v23, 6
	v_lshrrev_b32_e32 v27, 11, v23
	v_xor_b32_e32 v24, v24, v27
	v_lshlrev_b32_e32 v27, 21, v23
	v_xor_b32_e32 v24, v24, v27
	v_lshrrev_b32_e32 v27, 25, v23
	v_xor_b32_e32 v24, v24, v27
	v_lshlrev_b32_e32 v27, 7, v23
	v_xor_b32_e32 v24, v24, v27
	v_not_b32_e32 v27, v23
	s_waitcnt vmcnt(2)
	v_alignbit_b32 v17, v17, v18, 8
	v_and_b32_e32 v27, v25, v27
	v_add_u32_e32 v27, vcc, v17, v27
	v_and_b32_e32 v29, v23, v30
	v_add_u32_e32 v27, vcc, v27, v29
	v_add_u32_e32 v24, vcc, v27, v24
	v_add_u32_e32 v24, vcc, v24, v26
	v_and_b32_e32 v26, v19, v21
	v_xor_b32_e32 v26, v26, v28
	v_alignbit_b32 v27, v19, v19, 2
	v_lshrrev_b32_e32 v28, 13, v19
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v19
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v19
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v19
	v_xor_b32_e32 v27, v27, v28
	v_add_u32_e32 v28, vcc, s13, v24
	v_and_b32_e32 v29, v19, v22
	v_add_u32_e32 v24, vcc, v28, v20
	v_xor_b32_e32 v20, v26, v29
	v_add_u32_e32 v20, vcc, v28, v20
	v_add_u32_e32 v20, vcc, v20, v27
	v_alignbit_b32 v26, v24, v24, 6
	v_lshrrev_b32_e32 v27, 11, v24
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 21, v24
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 25, v24
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 7, v24
	v_xor_b32_e32 v26, v26, v27
	s_waitcnt vmcnt(1)
	v_alignbit_b32 v27, v18, v1, 8
	v_not_b32_e32 v18, v24
	v_and_b32_e32 v18, v30, v18
	v_add_u32_e32 v18, vcc, v27, v18
	v_and_b32_e32 v28, v24, v23
	v_add_u32_e32 v18, vcc, v18, v28
	v_add_u32_e32 v18, vcc, v18, v26
	v_add_u32_e32 v18, vcc, v18, v25
	v_and_b32_e32 v25, v20, v22
	v_xor_b32_e32 v26, v25, v29
	v_alignbit_b32 v25, v20, v20, 2
	v_lshrrev_b32_e32 v28, 13, v20
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 19, v20
	v_xor_b32_e32 v25, v25, v28
	v_lshrrev_b32_e32 v28, 22, v20
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 10, v20
	v_add_u32_e32 v18, vcc, s14, v18
	v_and_b32_e32 v31, v20, v19
	v_xor_b32_e32 v28, v25, v28
	v_add_u32_e32 v25, vcc, v18, v21
	v_xor_b32_e32 v21, v26, v31
	v_add_u32_e32 v18, vcc, v18, v21
	v_add_u32_e32 v21, vcc, v18, v28
	v_alignbit_b32 v18, v25, v25, 6
	v_lshrrev_b32_e32 v26, 11, v25
	v_xor_b32_e32 v18, v18, v26
	v_lshlrev_b32_e32 v26, 21, v25
	v_xor_b32_e32 v18, v18, v26
	v_lshrrev_b32_e32 v26, 25, v25
	s_waitcnt vmcnt(0)
	v_alignbit_b32 v29, v1, v0, 8
	v_not_b32_e32 v1, v25
	v_xor_b32_e32 v18, v18, v26
	v_lshlrev_b32_e32 v26, 7, v25
	v_and_b32_e32 v1, v23, v1
	v_xor_b32_e32 v18, v18, v26
	v_add_u32_e32 v1, vcc, v29, v1
	v_and_b32_e32 v26, v25, v24
	v_add_u32_e32 v1, vcc, v1, v26
	v_alignbit_b32 v26, v21, v21, 2
	v_lshrrev_b32_e32 v28, 13, v21
	v_xor_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 19, v21
	v_xor_b32_e32 v26, v26, v28
	v_lshrrev_b32_e32 v28, 22, v21
	v_add_u32_e32 v1, vcc, v1, v18
	v_and_b32_e32 v18, v21, v19
	v_xor_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 10, v21
	v_add_u32_e32 v1, vcc, v1, v30
	v_xor_b32_e32 v18, v18, v31
	v_xor_b32_e32 v30, v26, v28
	v_and_b32_e32 v28, v21, v20
	v_add_u32_e32 v1, vcc, s17, v1
	v_xor_b32_e32 v18, v18, v28
	v_add_u32_e32 v26, vcc, v1, v22
	v_add_u32_e32 v1, vcc, v1, v18
	v_add_u32_e32 v22, vcc, v1, v30
	v_alignbit_b32 v1, v5, v5, 7
	v_lshrrev_b32_e32 v18, 18, v5
	v_xor_b32_e32 v1, v1, v18
	v_lshlrev_b32_e32 v18, 14, v5
	v_xor_b32_e32 v1, v1, v18
	v_lshrrev_b32_e32 v18, 3, v5
	v_xor_b32_e32 v1, v1, v18
	v_add_u32_e32 v1, vcc, v1, v8
	v_alignbit_b32 v8, v27, v27, 17
	v_lshrrev_b32_e32 v18, 19, v27
	v_xor_b32_e32 v8, v8, v18
	v_lshlrev_b32_e32 v18, 13, v27
	v_xor_b32_e32 v8, v8, v18
	v_lshrrev_b32_e32 v18, 10, v27
	v_xor_b32_e32 v8, v8, v18
	v_add_u32_e32 v1, vcc, v1, v13
	v_add_u32_e32 v8, vcc, v1, v8
	v_alignbit_b32 v1, v4, v4, 7
	v_lshrrev_b32_e32 v18, 18, v4
	v_xor_b32_e32 v1, v1, v18
	v_lshlrev_b32_e32 v18, 14, v4
	v_xor_b32_e32 v1, v1, v18
	v_lshrrev_b32_e32 v18, 3, v4
	v_xor_b32_e32 v1, v1, v18
	v_add_u32_e32 v1, vcc, v1, v5
	v_alignbit_b32 v5, v29, v29, 17
	v_lshrrev_b32_e32 v18, 19, v29
	v_xor_b32_e32 v5, v5, v18
	v_lshlrev_b32_e32 v18, 13, v29
	v_xor_b32_e32 v5, v5, v18
	v_lshrrev_b32_e32 v18, 10, v29
	v_xor_b32_e32 v5, v5, v18
	v_add_u32_e32 v1, vcc, v1, v14
	v_add_u32_e32 v1, vcc, v1, v5
	v_alignbit_b32 v5, v6, v6, 7
	v_lshrrev_b32_e32 v18, 18, v6
	v_xor_b32_e32 v5, v5, v18
	v_lshlrev_b32_e32 v18, 14, v6
	v_xor_b32_e32 v5, v5, v18
	v_lshrrev_b32_e32 v18, 3, v6
	s_brev_b32 s17, 32
	v_xor_b32_e32 v5, v5, v18
	v_add_u32_e32 v18, vcc, s17, v8
	v_add_u32_e32 v4, vcc, v5, v4
	v_alignbit_b32 v5, v18, v18, 17
	v_lshrrev_b32_e32 v8, 19, v18
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_e32 v8, 13, v18
	v_xor_b32_e32 v5, v5, v8
	v_lshrrev_b32_e32 v8, 10, v18
	v_xor_b32_e32 v5, v5, v8
	v_add_u32_e32 v4, vcc, v4, v15
	v_add_u32_e32 v4, vcc, v4, v5
	v_alignbit_b32 v5, v7, v7, 7
	v_lshrrev_b32_e32 v8, 18, v7
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_e32 v8, 14, v7
	v_xor_b32_e32 v5, v5, v8
	v_lshrrev_b32_e32 v8, 3, v7
	v_xor_b32_e32 v5, v5, v8
	v_add_u32_e32 v5, vcc, v5, v6
	v_alignbit_b32 v6, v1, v1, 17
	v_lshrrev_b32_e32 v8, 19, v1
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v8, 13, v1
	v_xor_b32_e32 v6, v6, v8
	v_lshrrev_b32_e32 v8, 10, v1
	v_xor_b32_e32 v6, v6, v8
	v_add_u32_e32 v5, vcc, v5, v16
	v_add_u32_e32 v5, vcc, v5, v6
	v_alignbit_b32 v6, v9, v9, 7
	v_lshrrev_b32_e32 v8, 18, v9
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v8, 14, v9
	v_xor_b32_e32 v6, v6, v8
	v_lshrrev_b32_e32 v8, 3, v9
	v_xor_b32_e32 v6, v6, v8
	v_add_u32_e32 v6, vcc, v6, v7
	v_alignbit_b32 v7, v4, v4, 17
	v_lshrrev_b32_e32 v8, 19, v4
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 13, v4
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 10, v4
	v_xor_b32_e32 v7, v7, v8
	v_add_u32_e32 v6, vcc, v6, v17
	v_add_u32_e32 v6, vcc, v6, v7
	v_alignbit_b32 v7, v10, v10, 7
	v_lshrrev_b32_e32 v8, 18, v10
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v10
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v10
	v_xor_b32_e32 v7, v7, v8
	v_add_u32_e32 v7, vcc, v7, v9
	v_alignbit_b32 v8, v5, v5, 17
	v_lshrrev_b32_e32 v9, 19, v5
	v_xor_b32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 13, v5
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v5
	v_xor_b32_e32 v8, v8, v9
	v_add_u32_e32 v7, vcc, v7, v27
	v_add_u32_e32 v7, vcc, v7, v8
	v_alignbit_b32 v8, v11, v11, 7
	v_lshrrev_b32_e32 v9, 18, v11
	v_xor_b32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 14, v11
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 3, v11
	v_xor_b32_e32 v8, v8, v9
	v_add_u32_e32 v8, vcc, v8, v10
	v_alignbit_b32 v9, v6, v6, 17
	v_lshrrev_b32_e32 v10, 19, v6
	v_xor_b32_e32 v9, v9, v10
	v_lshlrev_b32_e32 v10, 13, v6
	v_xor_b32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 10, v6
	v_xor_b32_e32 v9, v9, v10
	v_add_u32_e32 v8, vcc, v8, v29
	v_add_u32_e32 v8, vcc, v8, v9
	v_alignbit_b32 v9, v12, v12, 7
	v_lshrrev_b32_e32 v10, 18, v12
	v_xor_b32_e32 v9, v9, v10
	v_lshlrev_b32_e32 v10, 14, v12
	v_xor_b32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 3, v12
	v_xor_b32_e32 v9, v9, v10
	v_add_u32_e32 v9, vcc, v9, v11
	v_alignbit_b32 v10, v7, v7, 17
	v_lshrrev_b32_e32 v11, 19, v7
	v_xor_b32_e32 v10, v10, v11
	v_lshlrev_b32_e32 v11, 13, v7
	v_xor_b32_e32 v10, v10, v11
	v_lshrrev_b32_e32 v11, 10, v7
	v_xor_b32_e32 v10, v10, v11
	v_add_u32_e32 v9, vcc, v9, v18
	v_add_u32_e32 v9, vcc, v9, v10
	v_alignbit_b32 v10, v13, v13, 7
	v_lshrrev_b32_e32 v11, 18, v13
	v_xor_b32_e32 v10, v10, v11
	v_lshlrev_b32_e32 v11, 14, v13
	v_xor_b32_e32 v10, v10, v11
	v_lshrrev_b32_e32 v11, 3, v13
	v_xor_b32_e32 v10, v10, v11
	v_add_u32_e32 v10, vcc, v10, v12
	v_alignbit_b32 v11, v8, v8, 17
	v_lshrrev_b32_e32 v12, 19, v8
	v_xor_b32_e32 v11, v11, v12
	v_lshlrev_b32_e32 v12, 13, v8
	v_xor_b32_e32 v11, v11, v12
	v_lshrrev_b32_e32 v12, 10, v8
	v_xor_b32_e32 v11, v11, v12
	v_add_u32_e32 v10, vcc, v10, v1
	v_add_u32_e32 v10, vcc, v10, v11
	v_alignbit_b32 v11, v14, v14, 7
	v_lshrrev_b32_e32 v12, 18, v14
	v_xor_b32_e32 v11, v11, v12
	v_lshlrev_b32_e32 v12, 14, v14
	v_xor_b32_e32 v11, v11, v12
	v_lshrrev_b32_e32 v12, 3, v14
	v_xor_b32_e32 v11, v11, v12
	v_add_u32_e32 v11, vcc, v11, v13
	v_alignbit_b32 v12, v9, v9, 17
	v_lshrrev_b32_e32 v13, 19, v9
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 13, v9
	v_xor_b32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 10, v9
	v_xor_b32_e32 v12, v12, v13
	v_add_u32_e32 v11, vcc, v11, v4
	v_add_u32_e32 v11, vcc, v11, v12
	v_alignbit_b32 v12, v15, v15, 7
	v_lshrrev_b32_e32 v13, 18, v15
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 14, v15
	v_xor_b32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 3, v15
	v_xor_b32_e32 v12, v12, v13
	v_add_u32_e32 v12, vcc, v12, v14
	v_alignbit_b32 v13, v10, v10, 17
	v_lshrrev_b32_e32 v14, 19, v10
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 13, v10
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 10, v10
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v12, vcc, v12, v5
	v_add_u32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v13, v16, v16, 7
	v_lshrrev_b32_e32 v14, 18, v16
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 14, v16
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 3, v16
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v13, vcc, v13, v15
	v_alignbit_b32 v14, v11, v11, 17
	v_lshrrev_b32_e32 v15, 19, v11
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 13, v11
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 10, v11
	v_xor_b32_e32 v14, v14, v15
	v_add_u32_e32 v13, vcc, v13, v6
	v_add_u32_e32 v13, vcc, v13, v14
	v_alignbit_b32 v14, v17, v17, 7
	v_lshrrev_b32_e32 v15, 18, v17
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 14, v17
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 3, v17
	v_xor_b32_e32 v14, v14, v15
	v_add_u32_e32 v14, vcc, v14, v16
	v_alignbit_b32 v15, v12, v12, 17
	v_lshrrev_b32_e32 v16, 19, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v12
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v14, vcc, v14, v7
	v_add_u32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v15, v27, v27, 7
	v_lshrrev_b32_e32 v16, 18, v27
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v27
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v27
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v15, vcc, v15, v17
	v_alignbit_b32 v16, v13, v13, 17
	v_lshrrev_b32_e32 v17, 19, v13
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 13, v13
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 10, v13
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v15, vcc, v15, v8
	v_add_u32_e32 v15, vcc, v15, v16
	v_alignbit_b32 v16, v29, v29, 7
	v_lshrrev_b32_e32 v17, 18, v29
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 14, v29
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 3, v29
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v16, vcc, v16, v27
	v_alignbit_b32 v17, v14, v14, 17
	v_lshrrev_b32_e32 v27, 19, v14
	v_xor_b32_e32 v17, v17, v27
	v_lshlrev_b32_e32 v27, 13, v14
	v_xor_b32_e32 v17, v17, v27
	v_lshrrev_b32_e32 v27, 10, v14
	v_xor_b32_e32 v17, v17, v27
	v_add_u32_e32 v16, vcc, v16, v9
	v_add_u32_e32 v16, vcc, v16, v17
	v_alignbit_b32 v17, v18, v18, 7
	v_lshrrev_b32_e32 v27, 18, v18
	v_xor_b32_e32 v17, v17, v27
	v_lshlrev_b32_e32 v27, 14, v18
	v_xor_b32_e32 v17, v17, v27
	v_lshrrev_b32_e32 v27, 3, v18
	v_xor_b32_e32 v17, v17, v27
	v_add_u32_e32 v17, vcc, v17, v29
	v_alignbit_b32 v27, v15, v15, 17
	v_lshrrev_b32_e32 v29, 19, v15
	v_xor_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 13, v15
	v_xor_b32_e32 v27, v27, v29
	v_lshrrev_b32_e32 v29, 10, v15
	v_xor_b32_e32 v27, v27, v29
	v_add_u32_e32 v17, vcc, v17, v10
	v_add_u32_e32 v17, vcc, v17, v27
	v_alignbit_b32 v27, v26, v26, 6
	v_lshrrev_b32_e32 v29, 11, v26
	v_xor_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 21, v26
	v_xor_b32_e32 v27, v27, v29
	v_lshrrev_b32_e32 v29, 25, v26
	v_xor_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 7, v26
	v_xor_b32_e32 v27, v27, v29
	v_not_b32_e32 v29, v26
	v_and_b32_e32 v29, v24, v29
	v_add_u32_e32 v29, vcc, v18, v29
	v_and_b32_e32 v30, v26, v25
	v_add_u32_e32 v29, vcc, v29, v30
	v_add_u32_e32 v27, vcc, v29, v27
	v_add_u32_e32 v23, vcc, v27, v23
	v_and_b32_e32 v27, v22, v20
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v22, v22, 2
	v_lshrrev_b32_e32 v29, 13, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 19, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 22, v22
	s_mov_b32 s17, 0xe49b69c1
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 10, v22
	v_add_u32_e32 v23, vcc, s17, v23
	v_and_b32_e32 v30, v22, v21
	v_xor_b32_e32 v28, v28, v29
	v_add_u32_e32 v29, vcc, v23, v19
	v_xor_b32_e32 v19, v27, v30
	v_add_u32_e32 v19, vcc, v23, v19
	v_alignbit_b32 v23, v29, v29, 6
	v_lshrrev_b32_e32 v27, 11, v29
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 21, v29
	v_xor_b32_e32 v23, v23, v27
	v_lshrrev_b32_e32 v27, 25, v29
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 7, v29
	v_xor_b32_e32 v23, v23, v27
	v_not_b32_e32 v27, v29
	v_and_b32_e32 v27, v25, v27
	v_add_u32_e32 v19, vcc, v19, v28
	v_add_u32_e32 v27, vcc, v1, v27
	v_and_b32_e32 v28, v29, v26
	v_add_u32_e32 v27, vcc, v27, v28
	v_add_u32_e32 v23, vcc, v27, v23
	v_alignbit_b32 v27, v19, v19, 2
	v_lshrrev_b32_e32 v28, 13, v19
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v19
	v_add_u32_e32 v23, vcc, v23, v24
	v_and_b32_e32 v24, v19, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v19
	s_mov_b32 s17, 0xefbe4786
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v19
	v_add_u32_e32 v23, vcc, s17, v23
	v_and_b32_e32 v30, v19, v22
	v_xor_b32_e32 v27, v27, v28
	v_add_u32_e32 v28, vcc, v23, v20
	v_xor_b32_e32 v20, v24, v30
	v_add_u32_e32 v20, vcc, v23, v20
	v_alignbit_b32 v23, v28, v28, 6
	v_lshrrev_b32_e32 v24, 11, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v28
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v28
	v_and_b32_e32 v24, v26, v24
	v_add_u32_e32 v20, vcc, v20, v27
	v_add_u32_e32 v24, vcc, v4, v24
	v_and_b32_e32 v27, v28, v29
	v_add_u32_e32 v24, vcc, v24, v27
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v25
	v_alignbit_b32 v25, v20, v20, 2
	v_lshrrev_b32_e32 v27, 13, v20
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 19, v20
	v_and_b32_e32 v24, v20, v22
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 22, v20
	s_mov_b32 s17, 0xfc19dc6
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 10, v20
	v_add_u32_e32 v23, vcc, s17, v23
	v_and_b32_e32 v30, v20, v19
	v_xor_b32_e32 v25, v25, v27
	v_add_u32_e32 v27, vcc, v23, v21
	v_xor_b32_e32 v21, v24, v30
	v_add_u32_e32 v21, vcc, v23, v21
	v_alignbit_b32 v23, v27, v27, 6
	v_lshrrev_b32_e32 v24, 11, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v27
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v27
	v_and_b32_e32 v24, v29, v24
	v_add_u32_e32 v21, vcc, v21, v25
	v_add_u32_e32 v24, vcc, v5, v24
	v_and_b32_e32 v25, v27, v28
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v26
	v_alignbit_b32 v25, v21, v21, 2
	v_lshrrev_b32_e32 v26, 13, v21
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v21
	v_and_b32_e32 v24, v21, v19
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v21
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v21
	v_add_u32_e32 v23, vcc, s18, v23
	v_and_b32_e32 v30, v21, v20
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v23, v22
	v_xor_b32_e32 v22, v24, v30
	v_add_u32_e32 v22, vcc, v23, v22
	v_alignbit_b32 v23, v26, v26, 6
	v_lshrrev_b32_e32 v24, 11, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v26
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v26
	v_and_b32_e32 v24, v28, v24
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v24, vcc, v6, v24
	v_and_b32_e32 v25, v26, v27
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v29
	v_alignbit_b32 v25, v22, v22, 2
	v_lshrrev_b32_e32 v29, 13, v22
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 19, v22
	v_and_b32_e32 v24, v22, v20
	v_xor_b32_e32 v25, v25, v29
	v_lshrrev_b32_e32 v29, 22, v22
	s_mov_b32 s18, 0x2de92c6f
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 10, v22
	v_add_u32_e32 v23, vcc, s18, v23
	v_and_b32_e32 v30, v22, v21
	v_xor_b32_e32 v25, v25, v29
	v_add_u32_e32 v29, vcc, v23, v19
	v_xor_b32_e32 v19, v24, v30
	v_add_u32_e32 v19, vcc, v23, v19
	v_alignbit_b32 v23, v29, v29, 6
	v_lshrrev_b32_e32 v24, 11, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v29
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v29
	v_and_b32_e32 v24, v27, v24
	v_add_u32_e32 v19, vcc, v19, v25
	v_add_u32_e32 v24, vcc, v7, v24
	v_and_b32_e32 v25, v29, v26
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v28
	v_alignbit_b32 v25, v19, v19, 2
	v_lshrrev_b32_e32 v28, 13, v19
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 19, v19
	v_and_b32_e32 v24, v19, v21
	v_xor_b32_e32 v25, v25, v28
	v_lshrrev_b32_e32 v28, 22, v19
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 10, v19
	v_add_u32_e32 v23, vcc, s19, v23
	v_and_b32_e32 v30, v19, v22
	v_xor_b32_e32 v25, v25, v28
	v_add_u32_e32 v28, vcc, v23, v20
	v_xor_b32_e32 v20, v24, v30
	v_add_u32_e32 v20, vcc, v23, v20
	v_alignbit_b32 v23, v28, v28, 6
	v_lshrrev_b32_e32 v24, 11, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v28
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v28
	v_and_b32_e32 v24, v26, v24
	v_add_u32_e32 v20, vcc, v20, v25
	v_add_u32_e32 v24, vcc, v8, v24
	v_and_b32_e32 v25, v28, v29
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v27
	v_alignbit_b32 v25, v20, v20, 2
	v_lshrrev_b32_e32 v27, 13, v20
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 19, v20
	v_and_b32_e32 v24, v20, v22
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 22, v20
	s_mov_b32 s19, 0x5cb0a9dc
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 10, v20
	v_add_u32_e32 v23, vcc, s19, v23
	v_and_b32_e32 v30, v20, v19
	v_xor_b32_e32 v25, v25, v27
	v_add_u32_e32 v27, vcc, v23, v21
	v_xor_b32_e32 v21, v24, v30
	v_add_u32_e32 v21, vcc, v23, v21
	v_alignbit_b32 v23, v27, v27, 6
	v_lshrrev_b32_e32 v24, 11, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v27
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v27
	v_and_b32_e32 v24, v29, v24
	v_add_u32_e32 v21, vcc, v21, v25
	v_add_u32_e32 v24, vcc, v9, v24
	v_and_b32_e32 v25, v27, v28
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v26
	v_alignbit_b32 v25, v21, v21, 2
	v_lshrrev_b32_e32 v26, 13, v21
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v21
	v_and_b32_e32 v24, v21, v19
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v21
	s_mov_b32 s19, 0x76f988da
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v21
	v_add_u32_e32 v23, vcc, s19, v23
	v_and_b32_e32 v30, v21, v20
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v23, v22
	v_xor_b32_e32 v22, v24, v30
	v_add_u32_e32 v22, vcc, v23, v22
	v_alignbit_b32 v23, v26, v26, 6
	v_lshrrev_b32_e32 v24, 11, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v26
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v26
	v_and_b32_e32 v24, v28, v24
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v24, vcc, v10, v24
	v_and_b32_e32 v25, v26, v27
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v29
	v_alignbit_b32 v25, v22, v22, 2
	v_lshrrev_b32_e32 v29, 13, v22
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 19, v22
	v_and_b32_e32 v24, v22, v20
	v_xor_b32_e32 v25, v25, v29
	v_lshrrev_b32_e32 v29, 22, v22
	s_mov_b32 s19, 0x983e5152
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 10, v22
	v_add_u32_e32 v23, vcc, s19, v23
	v_and_b32_e32 v30, v22, v21
	v_xor_b32_e32 v25, v25, v29
	v_add_u32_e32 v29, vcc, v23, v19
	v_xor_b32_e32 v19, v24, v30
	v_add_u32_e32 v19, vcc, v23, v19
	v_alignbit_b32 v23, v29, v29, 6
	v_lshrrev_b32_e32 v24, 11, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v29
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v29
	v_and_b32_e32 v24, v27, v24
	v_add_u32_e32 v19, vcc, v19, v25
	v_add_u32_e32 v24, vcc, v11, v24
	v_and_b32_e32 v25, v29, v26
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v28
	v_alignbit_b32 v25, v19, v19, 2
	v_lshrrev_b32_e32 v28, 13, v19
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 19, v19
	v_and_b32_e32 v24, v19, v21
	v_xor_b32_e32 v25, v25, v28
	v_lshrrev_b32_e32 v28, 22, v19
	s_mov_b32 s19, 0xa831c66d
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 10, v19
	v_add_u32_e32 v23, vcc, s19, v23
	v_and_b32_e32 v30, v19, v22
	v_xor_b32_e32 v25, v25, v28
	v_add_u32_e32 v28, vcc, v23, v20
	v_xor_b32_e32 v20, v24, v30
	v_add_u32_e32 v20, vcc, v23, v20
	v_alignbit_b32 v23, v28, v28, 6
	v_lshrrev_b32_e32 v24, 11, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v28
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v28
	v_and_b32_e32 v24, v26, v24
	v_add_u32_e32 v20, vcc, v20, v25
	v_add_u32_e32 v24, vcc, v12, v24
	v_and_b32_e32 v25, v28, v29
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v27
	v_alignbit_b32 v25, v20, v20, 2
	v_lshrrev_b32_e32 v27, 13, v20
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 19, v20
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 22, v20
	v_and_b32_e32 v24, v20, v22
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 10, v20
	v_add_u32_e32 v23, vcc, s20, v23
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v27
	v_add_u32_e32 v27, vcc, v23, v21
	v_and_b32_e32 v21, v20, v19
	v_xor_b32_e32 v24, v24, v21
	v_add_u32_e32 v23, vcc, v23, v24
	v_add_u32_e32 v23, vcc, v23, v25
	v_alignbit_b32 v24, v27, v27, 6
	v_lshrrev_b32_e32 v25, 11, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 21, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 25, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 7, v27
	v_xor_b32_e32 v24, v24, v25
	v_not_b32_e32 v25, v27
	v_and_b32_e32 v25, v29, v25
	v_add_u32_e32 v25, vcc, v13, v25
	v_and_b32_e32 v30, v27, v28
	v_add_u32_e32 v25, vcc, v25, v30
	v_add_u32_e32 v24, vcc, v25, v24
	v_and_b32_e32 v25, v23, v19
	v_add_u32_e32 v24, vcc, v24, v26
	v_xor_b32_e32 v21, v25, v21
	v_alignbit_b32 v25, v23, v23, 2
	v_lshrrev_b32_e32 v26, 13, v23
	s_mov_b32 s20, 0xbf597fc7
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v23
	v_add_u32_e32 v24, vcc, s20, v24
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v23
	v_add_u32_e32 v30, vcc, v24, v22
	v_and_b32_e32 v22, v23, v20
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v23
	v_xor_b32_e32 v21, v21, v22
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v21, vcc, v24, v21
	v_add_u32_e32 v24, vcc, v21, v25
	v_alignbit_b32 v21, v30, v30, 6
	v_lshrrev_b32_e32 v25, 11, v30
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 21, v30
	v_xor_b32_e32 v21, v21, v25
	v_lshrrev_b32_e32 v25, 25, v30
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 7, v30
	v_xor_b32_e32 v21, v21, v25
	v_not_b32_e32 v25, v30
	v_and_b32_e32 v25, v28, v25
	v_add_u32_e32 v25, vcc, v14, v25
	v_and_b32_e32 v26, v30, v27
	v_add_u32_e32 v25, vcc, v25, v26
	v_add_u32_e32 v21, vcc, v25, v21
	v_and_b32_e32 v25, v24, v20
	v_xor_b32_e32 v22, v25, v22
	v_alignbit_b32 v25, v24, v24, 2
	v_lshrrev_b32_e32 v26, 13, v24
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v24
	v_add_u32_e32 v21, vcc, v21, v29
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v24
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v24
	v_add_u32_e32 v21, vcc, s21, v21
	v_xor_b32_e32 v26, v25, v26
	v_add_u32_e32 v25, vcc, v21, v19
	v_and_b32_e32 v19, v24, v23
	v_xor_b32_e32 v22, v22, v19
	v_add_u32_e32 v21, vcc, v21, v22
	v_add_u32_e32 v21, vcc, v21, v26
	v_alignbit_b32 v22, v25, v25, 6
	v_lshrrev_b32_e32 v26, 11, v25
	v_xor_b32_e32 v22, v22, v26
	v_lshlrev_b32_e32 v26, 21, v25
	v_xor_b32_e32 v22, v22, v26
	v_lshrrev_b32_e32 v26, 25, v25
	v_xor_b32_e32 v22, v22, v26
	v_lshlrev_b32_e32 v26, 7, v25
	v_xor_b32_e32 v22, v22, v26
	v_not_b32_e32 v26, v25
	v_and_b32_e32 v26, v27, v26
	v_add_u32_e32 v26, vcc, v15, v26
	v_and_b32_e32 v29, v25, v30
	v_add_u32_e32 v26, vcc, v26, v29
	v_add_u32_e32 v22, vcc, v26, v22
	v_and_b32_e32 v26, v21, v23
	v_add_u32_e32 v22, vcc, v22, v28
	v_xor_b32_e32 v19, v26, v19
	v_alignbit_b32 v26, v21, v21, 2
	v_lshrrev_b32_e32 v28, 13, v21
	v_xor_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 19, v21
	v_xor_b32_e32 v26, v26, v28
	v_lshrrev_b32_e32 v28, 22, v21
	s_mov_b32 s21, 0xd5a79147
	v_xor_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 10, v21
	v_add_u32_e32 v22, vcc, s21, v22
	v_xor_b32_e32 v28, v26, v28
	v_add_u32_e32 v26, vcc, v22, v20
	v_and_b32_e32 v20, v21, v24
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v19, vcc, v22, v19
	v_add_u32_e32 v22, vcc, v19, v28
	v_alignbit_b32 v19, v26, v26, 6
	v_lshrrev_b32_e32 v28, 11, v26
	v_xor_b32_e32 v19, v19, v28
	v_lshlrev_b32_e32 v28, 21, v26
	v_xor_b32_e32 v19, v19, v28
	v_lshrrev_b32_e32 v28, 25, v26
	v_xor_b32_e32 v19, v19, v28
	v_lshlrev_b32_e32 v28, 7, v26
	v_xor_b32_e32 v19, v19, v28
	v_not_b32_e32 v28, v26
	v_and_b32_e32 v28, v30, v28
	v_add_u32_e32 v28, vcc, v16, v28
	v_and_b32_e32 v29, v26, v25
	v_add_u32_e32 v28, vcc, v28, v29
	v_add_u32_e32 v19, vcc, v28, v19
	v_add_u32_e32 v19, vcc, v19, v27
	v_and_b32_e32 v27, v22, v24
	v_xor_b32_e32 v20, v27, v20
	v_alignbit_b32 v27, v22, v22, 2
	v_lshrrev_b32_e32 v28, 13, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v22
	v_and_b32_e32 v29, v22, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v22
	v_add_u32_e32 v19, vcc, s22, v19
	v_xor_b32_e32 v20, v20, v29
	v_xor_b32_e32 v28, v27, v28
	v_add_u32_e32 v27, vcc, v19, v23
	v_add_u32_e32 v19, vcc, v19, v20
	v_add_u32_e32 v23, vcc, v19, v28
	v_alignbit_b32 v19, v27, v27, 6
	v_lshrrev_b32_e32 v20, 11, v27
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 21, v27
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 25, v27
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 7, v27
	v_xor_b32_e32 v19, v19, v20
	v_not_b32_e32 v20, v27
	v_and_b32_e32 v20, v25, v20
	v_add_u32_e32 v20, vcc, v17, v20
	v_and_b32_e32 v28, v27, v26
	v_add_u32_e32 v20, vcc, v20, v28
	v_add_u32_e32 v19, vcc, v20, v19
	v_and_b32_e32 v20, v23, v21
	v_xor_b32_e32 v20, v20, v29
	v_alignbit_b32 v28, v23, v23, 2
	v_lshrrev_b32_e32 v29, 13, v23
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 19, v23
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 22, v23
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 10, v23
	v_add_u32_e32 v19, vcc, v19, v30
	v_xor_b32_e32 v30, v28, v29
	v_and_b32_e32 v29, v23, v22
	v_add_u32_e32 v19, vcc, s23, v19
	v_xor_b32_e32 v20, v20, v29
	v_add_u32_e32 v28, vcc, v19, v24
	v_add_u32_e32 v19, vcc, v19, v20
	v_add_u32_e32 v24, vcc, v19, v30
	v_alignbit_b32 v19, v1, v1, 7
	v_lshrrev_b32_e32 v20, 18, v1
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 14, v1
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v1
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v18, vcc, v19, v18
	v_alignbit_b32 v19, v16, v16, 17
	v_lshrrev_b32_e32 v20, 19, v16
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 13, v16
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 10, v16
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v18, vcc, v18, v11
	v_add_u32_e32 v18, vcc, v18, v19
	v_alignbit_b32 v19, v4, v4, 7
	v_lshrrev_b32_e32 v20, 18, v4
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 14, v4
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v4
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v1, vcc, v19, v1
	v_alignbit_b32 v19, v17, v17, 17
	v_lshrrev_b32_e32 v20, 19, v17
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 13, v17
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 10, v17
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v1, vcc, v1, v12
	v_add_u32_e32 v19, vcc, v1, v19
	v_alignbit_b32 v1, v5, v5, 7
	v_lshrrev_b32_e32 v20, 18, v5
	v_xor_b32_e32 v1, v1, v20
	v_lshlrev_b32_e32 v20, 14, v5
	v_xor_b32_e32 v1, v1, v20
	v_lshrrev_b32_e32 v20, 3, v5
	v_xor_b32_e32 v1, v1, v20
	v_add_u32_e32 v1, vcc, v1, v4
	v_alignbit_b32 v4, v18, v18, 17
	v_lshrrev_b32_e32 v20, 19, v18
	v_xor_b32_e32 v4, v4, v20
	v_lshlrev_b32_e32 v20, 13, v18
	v_xor_b32_e32 v4, v4, v20
	v_lshrrev_b32_e32 v20, 10, v18
	v_xor_b32_e32 v4, v4, v20
	v_add_u32_e32 v1, vcc, v1, v13
	v_add_u32_e32 v20, vcc, v1, v4
	v_alignbit_b32 v1, v6, v6, 7
	v_lshrrev_b32_e32 v4, 18, v6
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v6
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v6
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v5
	v_alignbit_b32 v4, v19, v19, 17
	v_lshrrev_b32_e32 v5, 19, v19
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v19
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v19
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v1, vcc, v1, v14
	v_add_u32_e32 v5, vcc, v1, v4
	v_alignbit_b32 v1, v7, v7, 7
	v_lshrrev_b32_e32 v4, 18, v7
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v7
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v7
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v6
	v_alignbit_b32 v4, v20, v20, 17
	v_lshrrev_b32_e32 v6, 19, v20
	v_xor_b32_e32 v4, v4, v6
	v_lshlrev_b32_e32 v6, 13, v20
	v_xor_b32_e32 v4, v4, v6
	v_lshrrev_b32_e32 v6, 10, v20
	v_xor_b32_e32 v4, v4, v6
	v_add_u32_e32 v1, vcc, v1, v15
	v_add_u32_e32 v6, vcc, v1, v4
	v_alignbit_b32 v1, v8, v8, 7
	v_lshrrev_b32_e32 v4, 18, v8
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v8
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v8
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v7
	v_alignbit_b32 v4, v5, v5, 17
	v_lshrrev_b32_e32 v7, 19, v5
	v_xor_b32_e32 v4, v4, v7
	v_lshlrev_b32_e32 v7, 13, v5
	v_xor_b32_e32 v4, v4, v7
	v_lshrrev_b32_e32 v7, 10, v5
	v_xor_b32_e32 v4, v4, v7
	v_add_u32_e32 v1, vcc, v1, v16
	v_add_u32_e32 v7, vcc, v1, v4
	v_alignbit_b32 v1, v9, v9, 7
	v_lshrrev_b32_e32 v4, 18, v9
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v9
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v9
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v8
	v_alignbit_b32 v4, v6, v6, 17
	v_lshrrev_b32_e32 v8, 19, v6
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_e32 v8, 13, v6
	v_xor_b32_e32 v4, v4, v8
	v_lshrrev_b32_e32 v8, 10, v6
	v_xor_b32_e32 v4, v4, v8
	v_add_u32_e32 v1, vcc, v1, v17
	v_add_u32_e32 v8, vcc, v1, v4
	v_alignbit_b32 v1, v10, v10, 7
	v_lshrrev_b32_e32 v4, 18, v10
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v10
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v10
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v9
	v_alignbit_b32 v4, v7, v7, 17
	v_lshrrev_b32_e32 v9, 19, v7
	v_xor_b32_e32 v4, v4, v9
	v_lshlrev_b32_e32 v9, 13, v7
	v_xor_b32_e32 v4, v4, v9
	v_lshrrev_b32_e32 v9, 10, v7
	v_xor_b32_e32 v4, v4, v9
	v_add_u32_e32 v1, vcc, v1, v18
	v_add_u32_e32 v9, vcc, v1, v4
	v_alignbit_b32 v1, v11, v11, 7
	v_lshrrev_b32_e32 v4, 18, v11
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v11
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v11
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v10
	v_alignbit_b32 v4, v8, v8, 17
	v_lshrrev_b32_e32 v10, 19, v8
	v_xor_b32_e32 v4, v4, v10
	v_lshlrev_b32_e32 v10, 13, v8
	v_xor_b32_e32 v4, v4, v10
	v_lshrrev_b32_e32 v10, 10, v8
	v_xor_b32_e32 v4, v4, v10
	v_add_u32_e32 v1, vcc, v1, v19
	v_add_u32_e32 v10, vcc, v1, v4
	v_alignbit_b32 v1, v12, v12, 7
	v_lshrrev_b32_e32 v4, 18, v12
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v12
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v12
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v11
	v_alignbit_b32 v4, v9, v9, 17
	v_lshrrev_b32_e32 v11, 19, v9
	v_xor_b32_e32 v4, v4, v11
	v_lshlrev_b32_e32 v11, 13, v9
	v_xor_b32_e32 v4, v4, v11
	v_lshrrev_b32_e32 v11, 10, v9
	v_xor_b32_e32 v4, v4, v11
	v_add_u32_e32 v1, vcc, v1, v20
	v_add_u32_e32 v11, vcc, v1, v4
	v_alignbit_b32 v1, v13, v13, 7
	v_lshrrev_b32_e32 v4, 18, v13
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v13
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v13
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v12
	v_alignbit_b32 v4, v10, v10, 17
	v_lshrrev_b32_e32 v12, 19, v10
	v_xor_b32_e32 v4, v4, v12
	v_lshlrev_b32_e32 v12, 13, v10
	v_xor_b32_e32 v4, v4, v12
	v_lshrrev_b32_e32 v12, 10, v10
	v_xor_b32_e32 v4, v4, v12
	v_add_u32_e32 v1, vcc, v1, v5
	v_add_u32_e32 v12, vcc, v1, v4
	v_alignbit_b32 v1, v14, v14, 7
	v_lshrrev_b32_e32 v4, 18, v14
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v14
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v14
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v13
	v_alignbit_b32 v4, v11, v11, 17
	v_lshrrev_b32_e32 v13, 19, v11
	v_xor_b32_e32 v4, v4, v13
	v_lshlrev_b32_e32 v13, 13, v11
	v_xor_b32_e32 v4, v4, v13
	v_lshrrev_b32_e32 v13, 10, v11
	v_xor_b32_e32 v4, v4, v13
	v_add_u32_e32 v1, vcc, v1, v6
	v_add_u32_e32 v13, vcc, v1, v4
	v_alignbit_b32 v1, v15, v15, 7
	v_lshrrev_b32_e32 v4, 18, v15
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v15
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v15
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v14
	v_alignbit_b32 v4, v12, v12, 17
	v_lshrrev_b32_e32 v14, 19, v12
	v_xor_b32_e32 v4, v4, v14
	v_lshlrev_b32_e32 v14, 13, v12
	v_xor_b32_e32 v4, v4, v14
	v_lshrrev_b32_e32 v14, 10, v12
	v_xor_b32_e32 v4, v4, v14
	v_add_u32_e32 v1, vcc, v1, v7
	v_add_u32_e32 v14, vcc, v1, v4
	v_alignbit_b32 v1, v16, v16, 7
	v_lshrrev_b32_e32 v4, 18, v16
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v16
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v16
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v15
	v_alignbit_b32 v4, v13, v13, 17
	v_lshrrev_b32_e32 v15, 19, v13
	v_xor_b32_e32 v4, v4, v15
	v_lshlrev_b32_e32 v15, 13, v13
	v_xor_b32_e32 v4, v4, v15
	v_lshrrev_b32_e32 v15, 10, v13
	v_xor_b32_e32 v4, v4, v15
	v_add_u32_e32 v1, vcc, v1, v8
	v_add_u32_e32 v15, vcc, v1, v4
	v_alignbit_b32 v1, v17, v17, 7
	v_lshrrev_b32_e32 v4, 18, v17
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v17
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v17
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v1, vcc, v1, v16
	v_alignbit_b32 v4, v14, v14, 17
	v_lshrrev_b32_e32 v16, 19, v14
	v_xor_b32_e32 v4, v4, v16
	v_lshlrev_b32_e32 v16, 13, v14
	v_xor_b32_e32 v4, v4, v16
	v_lshrrev_b32_e32 v16, 10, v14
	v_xor_b32_e32 v4, v4, v16
	v_add_u32_e32 v1, vcc, v1, v9
	v_add_u32_e32 v4, vcc, v1, v4
	v_alignbit_b32 v1, v18, v18, 7
	v_lshrrev_b32_e32 v16, 18, v18
	v_xor_b32_e32 v1, v1, v16
	v_lshlrev_b32_e32 v16, 14, v18
	v_xor_b32_e32 v1, v1, v16
	v_lshrrev_b32_e32 v16, 3, v18
	v_xor_b32_e32 v1, v1, v16
	v_add_u32_e32 v1, vcc, v1, v17
	v_alignbit_b32 v16, v15, v15, 17
	v_lshrrev_b32_e32 v17, 19, v15
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 13, v15
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 10, v15
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v1, vcc, v1, v10
	v_add_u32_e32 v1, vcc, v1, v16
	v_alignbit_b32 v16, v28, v28, 6
	v_lshrrev_b32_e32 v17, 11, v28
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 21, v28
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 25, v28
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 7, v28
	v_xor_b32_e32 v16, v16, v17
	v_not_b32_e32 v17, v28
	v_and_b32_e32 v17, v26, v17
	v_add_u32_e32 v17, vcc, v18, v17
	v_and_b32_e32 v30, v28, v27
	v_add_u32_e32 v17, vcc, v17, v30
	v_add_u32_e32 v16, vcc, v17, v16
	v_and_b32_e32 v17, v24, v22
	v_add_u32_e32 v16, vcc, v16, v25
	v_xor_b32_e32 v17, v17, v29
	v_alignbit_b32 v25, v24, v24, 2
	v_lshrrev_b32_e32 v29, 13, v24
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 19, v24
	v_xor_b32_e32 v25, v25, v29
	v_lshrrev_b32_e32 v29, 22, v24
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 10, v24
	v_add_u32_e32 v16, vcc, s24, v16
	v_xor_b32_e32 v25, v25, v29
	v_add_u32_e32 v29, vcc, v16, v21
	v_and_b32_e32 v21, v24, v23
	v_xor_b32_e32 v17, v17, v21
	v_add_u32_e32 v16, vcc, v16, v17
	v_add_u32_e32 v16, vcc, v16, v25
	v_alignbit_b32 v17, v29, v29, 6
	v_lshrrev_b32_e32 v25, 11, v29
	v_xor_b32_e32 v17, v17, v25
	v_lshlrev_b32_e32 v25, 21, v29
	v_xor_b32_e32 v17, v17, v25
	v_lshrrev_b32_e32 v25, 25, v29
	v_xor_b32_e32 v17, v17, v25
	v_lshlrev_b32_e32 v25, 7, v29
	v_xor_b32_e32 v17, v17, v25
	v_not_b32_e32 v25, v29
	v_and_b32_e32 v25, v27, v25
	v_add_u32_e32 v25, vcc, v19, v25
	v_and_b32_e32 v30, v29, v28
	v_add_u32_e32 v25, vcc, v25, v30
	v_add_u32_e32 v17, vcc, v25, v17
	v_and_b32_e32 v25, v16, v23
	v_add_u32_e32 v17, vcc, v17, v26
	v_xor_b32_e32 v21, v25, v21
	v_alignbit_b32 v25, v16, v16, 2
	v_lshrrev_b32_e32 v26, 13, v16
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v16
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v16
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v16
	v_add_u32_e32 v17, vcc, s25, v17
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v17, v22
	v_and_b32_e32 v22, v16, v24
	v_xor_b32_e32 v21, v21, v22
	v_add_u32_e32 v17, vcc, v17, v21
	v_add_u32_e32 v17, vcc, v17, v25
	v_alignbit_b32 v21, v26, v26, 6
	v_lshrrev_b32_e32 v25, 11, v26
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 21, v26
	v_xor_b32_e32 v21, v21, v25
	v_lshrrev_b32_e32 v25, 25, v26
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 7, v26
	v_xor_b32_e32 v21, v21, v25
	v_not_b32_e32 v25, v26
	v_and_b32_e32 v25, v28, v25
	v_add_u32_e32 v25, vcc, v20, v25
	v_and_b32_e32 v30, v26, v29
	v_add_u32_e32 v25, vcc, v25, v30
	v_add_u32_e32 v21, vcc, v25, v21
	v_and_b32_e32 v25, v17, v24
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v22, v25, v22
	v_alignbit_b32 v25, v17, v17, 2
	v_lshrrev_b32_e32 v27, 13, v17
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 19, v17
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 22, v17
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 10, v17
	v_xor_b32_e32 v25, v25, v27
	v_and_b32_e32 v27, v17, v16
	v_add_u32_e32 v21, vcc, s26, v21
	v_xor_b32_e32 v22, v22, v27
	v_add_u32_e32 v23, vcc, v21, v23
	v_add_u32_e32 v21, vcc, v21, v22
	v_add_u32_e32 v21, vcc, v21, v25
	v_alignbit_b32 v22, v23, v23, 6
	v_lshrrev_b32_e32 v25, 11, v23
	v_xor_b32_e32 v22, v22, v25
	v_lshlrev_b32_e32 v25, 21, v23
	v_xor_b32_e32 v22, v22, v25
	v_lshrrev_b32_e32 v25, 25, v23
	v_xor_b32_e32 v22, v22, v25
	v_lshlrev_b32_e32 v25, 7, v23
	v_xor_b32_e32 v22, v22, v25
	v_not_b32_e32 v25, v23
	v_and_b32_e32 v25, v29, v25
	v_add_u32_e32 v25, vcc, v5, v25
	v_and_b32_e32 v30, v23, v26
	v_add_u32_e32 v25, vcc, v25, v30
	v_add_u32_e32 v22, vcc, v25, v22
	v_and_b32_e32 v25, v21, v16
	v_add_u32_e32 v22, vcc, v22, v28
	v_xor_b32_e32 v25, v25, v27
	v_alignbit_b32 v27, v21, v21, 2
	v_lshrrev_b32_e32 v28, 13, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v21
	v_xor_b32_e32 v27, v27, v28
	v_and_b32_e32 v28, v21, v17
	v_add_u32_e32 v22, vcc, s27, v22
	v_xor_b32_e32 v25, v25, v28
	v_add_u32_e32 v24, vcc, v22, v24
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v22, vcc, v22, v27
	v_alignbit_b32 v25, v24, v24, 6
	v_lshrrev_b32_e32 v27, 11, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 21, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 25, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 7, v24
	v_xor_b32_e32 v25, v25, v27
	v_not_b32_e32 v27, v24
	v_and_b32_e32 v27, v26, v27
	v_add_u32_e32 v27, vcc, v6, v27
	v_and_b32_e32 v30, v24, v23
	v_add_u32_e32 v27, vcc, v27, v30
	v_add_u32_e32 v25, vcc, v27, v25
	v_and_b32_e32 v27, v22, v17
	v_add_u32_e32 v25, vcc, v25, v29
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v22, v22, 2
	v_lshrrev_b32_e32 v29, 13, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 19, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 22, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 10, v22
	v_add_u32_e32 v25, vcc, s28, v25
	v_and_b32_e32 v30, v22, v21
	v_xor_b32_e32 v28, v28, v29
	v_add_u32_e32 v29, vcc, v25, v16
	v_xor_b32_e32 v16, v27, v30
	v_add_u32_e32 v16, vcc, v25, v16
	v_alignbit_b32 v25, v29, v29, 6
	v_lshrrev_b32_e32 v27, 11, v29
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 21, v29
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 25, v29
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 7, v29
	v_xor_b32_e32 v25, v25, v27
	v_not_b32_e32 v27, v29
	v_and_b32_e32 v27, v23, v27
	v_add_u32_e32 v16, vcc, v16, v28
	v_add_u32_e32 v27, vcc, v7, v27
	v_and_b32_e32 v28, v29, v24
	v_add_u32_e32 v27, vcc, v27, v28
	v_add_u32_e32 v25, vcc, v27, v25
	v_alignbit_b32 v27, v16, v16, 2
	v_lshrrev_b32_e32 v28, 13, v16
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v16
	v_add_u32_e32 v25, vcc, v25, v26
	v_and_b32_e32 v26, v16, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v16
	v_xor_b32_e32 v26, v26, v30
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v16
	v_add_u32_e32 v25, vcc, s29, v25
	v_and_b32_e32 v30, v16, v22
	v_xor_b32_e32 v27, v27, v28
	v_add_u32_e32 v28, vcc, v25, v17
	v_xor_b32_e32 v17, v26, v30
	v_add_u32_e32 v17, vcc, v25, v17
	v_alignbit_b32 v25, v28, v28, 6
	v_lshrrev_b32_e32 v26, 11, v28
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 21, v28
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 25, v28
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 7, v28
	v_xor_b32_e32 v25, v25, v26
	v_not_b32_e32 v26, v28
	v_and_b32_e32 v26, v24, v26
	v_add_u32_e32 v17, vcc, v17, v27
	v_add_u32_e32 v26, vcc, v8, v26
	v_and_b32_e32 v27, v28, v29
	v_add_u32_e32 v26, vcc, v26, v27
	v_add_u32_e32 v25, vcc, v26, v25
	v_alignbit_b32 v26, v17, v17, 2
	v_lshrrev_b32_e32 v27, 13, v17
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 19, v17
	v_add_u32_e32 v23, vcc, v25, v23
	v_and_b32_e32 v25, v17, v22
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 22, v17
	v_xor_b32_e32 v25, v25, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 10, v17
	v_add_u32_e32 v23, vcc, s34, v23
	v_and_b32_e32 v30, v17, v16
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v27, vcc, v23, v21
	v_xor_b32_e32 v21, v25, v30
	v_add_u32_e32 v21, vcc, v23, v21
	v_alignbit_b32 v23, v27, v27, 6
	v_lshrrev_b32_e32 v25, 11, v27
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 21, v27
	v_xor_b32_e32 v23, v23, v25
	v_lshrrev_b32_e32 v25, 25, v27
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 7, v27
	v_xor_b32_e32 v23, v23, v25
	v_not_b32_e32 v25, v27
	v_and_b32_e32 v25, v29, v25
	v_add_u32_e32 v21, vcc, v21, v26
	v_add_u32_e32 v25, vcc, v9, v25
	v_and_b32_e32 v26, v27, v28
	v_add_u32_e32 v25, vcc, v25, v26
	v_add_u32_e32 v23, vcc, v25, v23
	v_alignbit_b32 v25, v21, v21, 2
	v_lshrrev_b32_e32 v26, 13, v21
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v21
	v_add_u32_e32 v23, vcc, v23, v24
	v_and_b32_e32 v24, v21, v16
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v21
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v21
	v_add_u32_e32 v23, vcc, s35, v23
	v_and_b32_e32 v30, v21, v17
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v23, v22
	v_xor_b32_e32 v22, v24, v30
	v_add_u32_e32 v22, vcc, v23, v22
	v_alignbit_b32 v23, v26, v26, 6
	v_lshrrev_b32_e32 v24, 11, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v26
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v26
	v_and_b32_e32 v24, v28, v24
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v24, vcc, v10, v24
	v_and_b32_e32 v25, v26, v27
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v29
	v_alignbit_b32 v25, v22, v22, 2
	v_lshrrev_b32_e32 v29, 13, v22
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 19, v22
	v_and_b32_e32 v24, v22, v17
	v_xor_b32_e32 v25, v25, v29
	v_lshrrev_b32_e32 v29, 22, v22
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v29
	v_lshlrev_b32_e32 v29, 10, v22
	v_add_u32_e32 v23, vcc, s36, v23
	v_and_b32_e32 v30, v22, v21
	v_xor_b32_e32 v25, v25, v29
	v_add_u32_e32 v29, vcc, v23, v16
	v_xor_b32_e32 v16, v24, v30
	v_add_u32_e32 v16, vcc, v23, v16
	v_alignbit_b32 v23, v29, v29, 6
	v_lshrrev_b32_e32 v24, 11, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v29
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v29
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v29
	v_and_b32_e32 v24, v27, v24
	v_add_u32_e32 v16, vcc, v16, v25
	v_add_u32_e32 v24, vcc, v11, v24
	v_and_b32_e32 v25, v29, v26
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v28
	v_alignbit_b32 v25, v16, v16, 2
	v_lshrrev_b32_e32 v28, 13, v16
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 19, v16
	v_and_b32_e32 v24, v16, v21
	v_xor_b32_e32 v25, v25, v28
	v_lshrrev_b32_e32 v28, 22, v16
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 10, v16
	v_add_u32_e32 v23, vcc, s37, v23
	v_and_b32_e32 v30, v16, v22
	v_xor_b32_e32 v25, v25, v28
	v_add_u32_e32 v28, vcc, v23, v17
	v_xor_b32_e32 v17, v24, v30
	v_add_u32_e32 v17, vcc, v23, v17
	v_alignbit_b32 v23, v28, v28, 6
	v_lshrrev_b32_e32 v24, 11, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v28
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v28
	v_and_b32_e32 v24, v26, v24
	v_add_u32_e32 v17, vcc, v17, v25
	v_add_u32_e32 v24, vcc, v12, v24
	v_and_b32_e32 v25, v28, v29
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_add_u32_e32 v23, vcc, v23, v27
	v_alignbit_b32 v25, v17, v17, 2
	v_lshrrev_b32_e32 v27, 13, v17
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 19, v17
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 22, v17
	v_and_b32_e32 v24, v17, v22
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 10, v17
	v_add_u32_e32 v23, vcc, s38, v23
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v25, v25, v27
	v_add_u32_e32 v27, vcc, v23, v21
	v_and_b32_e32 v21, v17, v16
	v_xor_b32_e32 v24, v24, v21
	v_add_u32_e32 v23, vcc, v23, v24
	v_add_u32_e32 v23, vcc, v23, v25
	v_alignbit_b32 v24, v27, v27, 6
	v_lshrrev_b32_e32 v25, 11, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 21, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 25, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 7, v27
	v_xor_b32_e32 v24, v24, v25
	v_not_b32_e32 v25, v27
	v_and_b32_e32 v25, v29, v25
	v_add_u32_e32 v25, vcc, v13, v25
	v_and_b32_e32 v30, v27, v28
	v_add_u32_e32 v25, vcc, v25, v30
	v_add_u32_e32 v24, vcc, v25, v24
	v_and_b32_e32 v25, v23, v16
	v_add_u32_e32 v24, vcc, v24, v26
	v_xor_b32_e32 v21, v25, v21
	v_alignbit_b32 v25, v23, v23, 2
	v_lshrrev_b32_e32 v26, 13, v23
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v23
	v_add_u32_e32 v24, vcc, s39, v24
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v23
	v_add_u32_e32 v30, vcc, v24, v22
	v_and_b32_e32 v22, v23, v17
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v23
	v_xor_b32_e32 v21, v21, v22
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v21, vcc, v24, v21
	v_add_u32_e32 v24, vcc, v21, v25
	v_alignbit_b32 v21, v30, v30, 6
	v_lshrrev_b32_e32 v25, 11, v30
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 21, v30
	v_xor_b32_e32 v21, v21, v25
	v_lshrrev_b32_e32 v25, 25, v30
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 7, v30
	v_xor_b32_e32 v21, v21, v25
	v_not_b32_e32 v25, v30
	v_and_b32_e32 v25, v28, v25
	v_add_u32_e32 v25, vcc, v14, v25
	v_and_b32_e32 v26, v30, v27
	v_add_u32_e32 v25, vcc, v25, v26
	v_add_u32_e32 v21, vcc, v25, v21
	v_and_b32_e32 v25, v24, v17
	v_xor_b32_e32 v22, v25, v22
	v_alignbit_b32 v25, v24, v24, 2
	v_lshrrev_b32_e32 v26, 13, v24
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v24
	v_add_u32_e32 v21, vcc, v21, v29
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v24
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v24
	v_add_u32_e32 v21, vcc, s40, v21
	v_xor_b32_e32 v26, v25, v26
	v_add_u32_e32 v25, vcc, v21, v16
	v_and_b32_e32 v16, v24, v23
	v_xor_b32_e32 v22, v22, v16
	v_add_u32_e32 v21, vcc, v21, v22
	v_add_u32_e32 v21, vcc, v21, v26
	v_alignbit_b32 v22, v25, v25, 6
	v_lshrrev_b32_e32 v26, 11, v25
	v_xor_b32_e32 v22, v22, v26
	v_lshlrev_b32_e32 v26, 21, v25
	v_xor_b32_e32 v22, v22, v26
	v_lshrrev_b32_e32 v26, 25, v25
	v_xor_b32_e32 v22, v22, v26
	v_lshlrev_b32_e32 v26, 7, v25
	v_xor_b32_e32 v22, v22, v26
	v_not_b32_e32 v26, v25
	v_and_b32_e32 v26, v27, v26
	v_add_u32_e32 v26, vcc, v15, v26
	v_and_b32_e32 v29, v25, v30
	v_add_u32_e32 v26, vcc, v26, v29
	v_add_u32_e32 v22, vcc, v26, v22
	v_and_b32_e32 v26, v21, v23
	v_add_u32_e32 v22, vcc, v22, v28
	v_xor_b32_e32 v16, v26, v16
	v_alignbit_b32 v26, v21, v21, 2
	v_lshrrev_b32_e32 v28, 13, v21
	v_xor_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 19, v21
	v_xor_b32_e32 v26, v26, v28
	v_lshrrev_b32_e32 v28, 22, v21
	v_xor_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 10, v21
	v_add_u32_e32 v22, vcc, s41, v22
	v_xor_b32_e32 v28, v26, v28
	v_add_u32_e32 v26, vcc, v22, v17
	v_and_b32_e32 v17, v21, v24
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v16, vcc, v22, v16
	v_add_u32_e32 v22, vcc, v16, v28
	v_alignbit_b32 v16, v26, v26, 6
	v_lshrrev_b32_e32 v28, 11, v26
	v_xor_b32_e32 v16, v16, v28
	v_lshlrev_b32_e32 v28, 21, v26
	v_xor_b32_e32 v16, v16, v28
	v_lshrrev_b32_e32 v28, 25, v26
	v_xor_b32_e32 v16, v16, v28
	v_lshlrev_b32_e32 v28, 7, v26
	v_xor_b32_e32 v16, v16, v28
	v_not_b32_e32 v28, v26
	v_and_b32_e32 v28, v30, v28
	v_add_u32_e32 v28, vcc, v4, v28
	v_and_b32_e32 v29, v26, v25
	v_add_u32_e32 v28, vcc, v28, v29
	v_add_u32_e32 v16, vcc, v28, v16
	v_add_u32_e32 v16, vcc, v16, v27
	v_and_b32_e32 v27, v22, v24
	v_xor_b32_e32 v17, v27, v17
	v_alignbit_b32 v27, v22, v22, 2
	v_lshrrev_b32_e32 v28, 13, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v22
	v_and_b32_e32 v29, v22, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v22
	v_add_u32_e32 v16, vcc, s42, v16
	v_xor_b32_e32 v17, v17, v29
	v_xor_b32_e32 v28, v27, v28
	v_add_u32_e32 v27, vcc, v16, v23
	v_add_u32_e32 v16, vcc, v16, v17
	v_add_u32_e32 v23, vcc, v16, v28
	v_alignbit_b32 v16, v27, v27, 6
	v_lshrrev_b32_e32 v17, 11, v27
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 21, v27
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 25, v27
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 7, v27
	v_xor_b32_e32 v16, v16, v17
	v_not_b32_e32 v17, v27
	v_and_b32_e32 v17, v25, v17
	v_add_u32_e32 v17, vcc, v1, v17
	v_and_b32_e32 v28, v27, v26
	v_add_u32_e32 v17, vcc, v17, v28
	v_add_u32_e32 v16, vcc, v17, v16
	v_and_b32_e32 v17, v23, v21
	v_xor_b32_e32 v17, v17, v29
	v_alignbit_b32 v28, v23, v23, 2
	v_lshrrev_b32_e32 v29, 13, v23
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 19, v23
	v_add_u32_e32 v16, vcc, v16, v30
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 22, v23
	v_and_b32_e32 v31, v23, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 10, v23
	v_add_u32_e32 v16, vcc, s44, v16
	v_xor_b32_e32 v17, v17, v31
	v_xor_b32_e32 v29, v28, v29
	v_add_u32_e32 v28, vcc, v16, v24
	v_add_u32_e32 v16, vcc, v16, v17
	v_add_u32_e32 v24, vcc, v16, v29
	v_alignbit_b32 v16, v19, v19, 7
	v_lshrrev_b32_e32 v17, 18, v19
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 14, v19
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 3, v19
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v16, vcc, v16, v18
	v_alignbit_b32 v17, v4, v4, 17
	v_lshrrev_b32_e32 v18, 19, v4
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 13, v4
	v_xor_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v18, 10, v4
	v_xor_b32_e32 v17, v17, v18
	v_add_u32_e32 v16, vcc, v16, v11
	v_add_u32_e32 v33, vcc, v16, v17
	v_alignbit_b32 v16, v20, v20, 7
	v_lshrrev_b32_e32 v17, 18, v20
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 14, v20
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 3, v20
	v_xor_b32_e32 v16, v16, v17
	v_alignbit_b32 v17, v1, v1, 17
	v_lshrrev_b32_e32 v18, 19, v1
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 13, v1
	v_add_u32_e32 v16, vcc, v16, v19
	v_xor_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v18, 10, v1
	v_xor_b32_e32 v17, v17, v18
	v_add_u32_e32 v16, vcc, v16, v12
	v_add_u32_e32 v32, vcc, v16, v17
	v_alignbit_b32 v16, v5, v5, 7
	v_lshrrev_b32_e32 v17, 18, v5
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 14, v5
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 3, v5
	v_xor_b32_e32 v16, v16, v17
	v_alignbit_b32 v17, v33, v33, 17
	v_lshrrev_b32_e32 v18, 19, v33
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 13, v33
	v_add_u32_e32 v16, vcc, v16, v20
	v_xor_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v18, 10, v33
	v_xor_b32_e32 v17, v17, v18
	v_add_u32_e32 v16, vcc, v16, v13
	v_add_u32_e32 v30, vcc, v16, v17
	v_alignbit_b32 v16, v6, v6, 7
	v_lshrrev_b32_e32 v17, 18, v6
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 14, v6
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 3, v6
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v5, vcc, v16, v5
	v_alignbit_b32 v16, v32, v32, 17
	v_lshrrev_b32_e32 v17, 19, v32
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 13, v32
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 10, v32
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v5, vcc, v5, v14
	v_add_u32_e32 v29, vcc, v5, v16
	v_alignbit_b32 v5, v7, v7, 7
	v_lshrrev_b32_e32 v16, 18, v7
	v_xor_b32_e32 v5, v5, v16
	v_lshlrev_b32_e32 v16, 14, v7
	v_xor_b32_e32 v5, v5, v16
	v_lshrrev_b32_e32 v16, 3, v7
	v_xor_b32_e32 v5, v5, v16
	v_add_u32_e32 v5, vcc, v5, v6
	v_alignbit_b32 v6, v30, v30, 17
	v_lshrrev_b32_e32 v16, 19, v30
	v_xor_b32_e32 v6, v6, v16
	v_lshlrev_b32_e32 v16, 13, v30
	v_xor_b32_e32 v6, v6, v16
	v_lshrrev_b32_e32 v16, 10, v30
	v_xor_b32_e32 v6, v6, v16
	v_add_u32_e32 v5, vcc, v5, v15
	v_add_u32_e32 v20, vcc, v5, v6
	v_alignbit_b32 v5, v8, v8, 7
	v_lshrrev_b32_e32 v6, 18, v8
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v8
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v8
	v_xor_b32_e32 v5, v5, v6
	v_add_u32_e32 v5, vcc, v5, v7
	v_alignbit_b32 v6, v29, v29, 17
	v_lshrrev_b32_e32 v7, 19, v29
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v29
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v29
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v4
	v_add_u32_e32 v19, vcc, v5, v6
	v_alignbit_b32 v5, v9, v9, 7
	v_lshrrev_b32_e32 v6, 18, v9
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v9
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v9
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v20, v20, 17
	v_lshrrev_b32_e32 v7, 19, v20
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v20
	v_add_u32_e32 v5, vcc, v5, v8
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v20
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v1
	v_add_u32_e32 v18, vcc, v5, v6
	v_alignbit_b32 v5, v10, v10, 7
	v_lshrrev_b32_e32 v6, 18, v10
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v10
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v10
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v19, v19, 17
	v_lshrrev_b32_e32 v7, 19, v19
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v19
	v_add_u32_e32 v5, vcc, v5, v9
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v19
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v33
	v_add_u32_e32 v6, vcc, v5, v6
	v_alignbit_b32 v5, v11, v11, 7
	v_lshrrev_b32_e32 v7, 18, v11
	v_xor_b32_e32 v5, v5, v7
	v_lshlrev_b32_e32 v7, 14, v11
	v_xor_b32_e32 v5, v5, v7
	v_lshrrev_b32_e32 v7, 3, v11
	v_xor_b32_e32 v5, v5, v7
	v_alignbit_b32 v7, v18, v18, 17
	v_lshrrev_b32_e32 v8, 19, v18
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 13, v18
	v_add_u32_e32 v5, vcc, v5, v10
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 10, v18
	v_xor_b32_e32 v7, v7, v8
	v_add_u32_e32 v5, vcc, v5, v32
	v_add_u32_e32 v5, vcc, v5, v7
	v_alignbit_b32 v7, v12, v12, 7
	v_lshrrev_b32_e32 v8, 18, v12
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v12
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v12
	v_xor_b32_e32 v7, v7, v8
	v_alignbit_b32 v8, v6, v6, 17
	v_lshrrev_b32_e32 v9, 19, v6
	v_xor_b32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 13, v6
	v_add_u32_e32 v7, vcc, v7, v11
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v6
	v_xor_b32_e32 v8, v8, v9
	v_add_u32_e32 v7, vcc, v7, v30
	v_add_u32_e32 v17, vcc, v7, v8
	v_alignbit_b32 v7, v13, v13, 7
	v_lshrrev_b32_e32 v8, 18, v13
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v13
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v13
	v_xor_b32_e32 v7, v7, v8
	v_alignbit_b32 v8, v5, v5, 17
	v_lshrrev_b32_e32 v9, 19, v5
	v_xor_b32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 13, v5
	v_add_u32_e32 v7, vcc, v7, v12
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v5
	v_xor_b32_e32 v8, v8, v9
	v_add_u32_e32 v7, vcc, v7, v29
	v_add_u32_e32 v16, vcc, v7, v8
	v_alignbit_b32 v7, v14, v14, 7
	v_lshrrev_b32_e32 v8, 18, v14
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v14
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v14
	v_xor_b32_e32 v7, v7, v8
	v_alignbit_b32 v8, v17, v17, 17
	v_lshrrev_b32_e32 v9, 19, v17
	v_xor_b32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 13, v17
	v_add_u32_e32 v7, vcc, v7, v13
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v17
	v_xor_b32_e32 v8, v8, v9
	v_add_u32_e32 v7, vcc, v7, v20
	v_add_u32_e32 v13, vcc, v7, v8
	v_alignbit_b32 v7, v15, v15, 7
	v_lshrrev_b32_e32 v8, 18, v15
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v15
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v15
	v_xor_b32_e32 v7, v7, v8
	v_alignbit_b32 v8, v16, v16, 17
	v_lshrrev_b32_e32 v9, 19, v16
	v_xor_b32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 13, v16
	v_add_u32_e32 v7, vcc, v7, v14
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v16
	v_xor_b32_e32 v8, v8, v9
	v_add_u32_e32 v7, vcc, v7, v19
	v_add_u32_e32 v12, vcc, v7, v8
	v_alignbit_b32 v7, v4, v4, 7
	v_lshrrev_b32_e32 v8, 18, v4
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v4
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v4
	v_xor_b32_e32 v7, v7, v8
	v_alignbit_b32 v8, v13, v13, 17
	v_lshrrev_b32_e32 v9, 19, v13
	v_xor_b32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 13, v13
	v_add_u32_e32 v7, vcc, v7, v15
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v13
	v_xor_b32_e32 v8, v8, v9
	v_add_u32_e32 v7, vcc, v7, v18
	v_add_u32_e32 v11, vcc, v7, v8
	v_alignbit_b32 v7, v1, v1, 7
	v_lshrrev_b32_e32 v8, 18, v1
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v1
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v1
	v_xor_b32_e32 v9, v7, v8
	v_alignbit_b32 v7, v12, v12, 17
	v_lshrrev_b32_e32 v8, 19, v12
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 13, v12
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 10, v12
	v_xor_b32_e32 v10, v7, v8
	v_alignbit_b32 v7, v33, v33, 7
	v_lshrrev_b32_e32 v8, 18, v33
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_e32 v8, 14, v33
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 3, v33
	v_xor_b32_e32 v7, v7, v8
	v_alignbit_b32 v8, v11, v11, 17
	v_lshrrev_b32_e32 v14, 19, v11
	v_xor_b32_e32 v8, v8, v14
	v_lshlrev_b32_e32 v14, 13, v11
	v_xor_b32_e32 v8, v8, v14
	v_lshrrev_b32_e32 v14, 10, v11
	v_xor_b32_e32 v8, v8, v14
	v_alignbit_b32 v14, v28, v28, 6
	v_lshrrev_b32_e32 v15, 11, v28
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 21, v28
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 25, v28
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 7, v28
	v_xor_b32_e32 v14, v14, v15
	v_not_b32_e32 v15, v28
	v_and_b32_e32 v15, v26, v15
	v_add_u32_e32 v15, vcc, v33, v15
	v_and_b32_e32 v33, v28, v27
	v_add_u32_e32 v15, vcc, v15, v33
	v_add_u32_e32 v14, vcc, v15, v14
	v_and_b32_e32 v15, v24, v22
	v_add_u32_e32 v14, vcc, v14, v25
	v_xor_b32_e32 v15, v15, v31
	v_alignbit_b32 v25, v24, v24, 2
	v_lshrrev_b32_e32 v31, 13, v24
	v_xor_b32_e32 v25, v25, v31
	v_lshlrev_b32_e32 v31, 19, v24
	v_xor_b32_e32 v25, v25, v31
	v_lshrrev_b32_e32 v31, 22, v24
	v_xor_b32_e32 v25, v25, v31
	v_lshlrev_b32_e32 v31, 10, v24
	v_add_u32_e32 v14, vcc, s45, v14
	v_xor_b32_e32 v25, v25, v31
	v_add_u32_e32 v31, vcc, v14, v21
	v_and_b32_e32 v21, v24, v23
	v_xor_b32_e32 v15, v15, v21
	v_add_u32_e32 v14, vcc, v14, v15
	v_add_u32_e32 v14, vcc, v14, v25
	v_alignbit_b32 v15, v31, v31, 6
	v_lshrrev_b32_e32 v25, 11, v31
	v_xor_b32_e32 v15, v15, v25
	v_lshlrev_b32_e32 v25, 21, v31
	v_xor_b32_e32 v15, v15, v25
	v_lshrrev_b32_e32 v25, 25, v31
	v_xor_b32_e32 v15, v15, v25
	v_lshlrev_b32_e32 v25, 7, v31
	v_xor_b32_e32 v15, v15, v25
	v_not_b32_e32 v25, v31
	v_and_b32_e32 v25, v27, v25
	v_add_u32_e32 v25, vcc, v32, v25
	v_and_b32_e32 v32, v31, v28
	v_add_u32_e32 v25, vcc, v25, v32
	v_add_u32_e32 v15, vcc, v25, v15
	v_and_b32_e32 v25, v14, v23
	v_add_u32_e32 v15, vcc, v15, v26
	v_xor_b32_e32 v21, v25, v21
	v_alignbit_b32 v25, v14, v14, 2
	v_lshrrev_b32_e32 v26, 13, v14
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v14
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v14
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v14
	v_add_u32_e32 v15, vcc, s46, v15
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v15, v22
	v_and_b32_e32 v22, v14, v24
	v_xor_b32_e32 v21, v21, v22
	v_add_u32_e32 v15, vcc, v15, v21
	v_add_u32_e32 v15, vcc, v15, v25
	v_alignbit_b32 v21, v26, v26, 6
	v_lshrrev_b32_e32 v25, 11, v26
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 21, v26
	v_xor_b32_e32 v21, v21, v25
	v_lshrrev_b32_e32 v25, 25, v26
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 7, v26
	v_xor_b32_e32 v21, v21, v25
	v_not_b32_e32 v25, v26
	v_and_b32_e32 v25, v28, v25
	v_add_u32_e32 v25, vcc, v30, v25
	v_and_b32_e32 v30, v26, v31
	v_add_u32_e32 v25, vcc, v25, v30
	v_add_u32_e32 v21, vcc, v25, v21
	v_and_b32_e32 v25, v15, v24
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v22, v25, v22
	v_alignbit_b32 v25, v15, v15, 2
	v_lshrrev_b32_e32 v27, 13, v15
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 19, v15
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 22, v15
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 10, v15
	v_xor_b32_e32 v25, v25, v27
	v_and_b32_e32 v27, v15, v14
	v_add_u32_e32 v21, vcc, s47, v21
	v_xor_b32_e32 v22, v22, v27
	v_add_u32_e32 v23, vcc, v21, v23
	v_add_u32_e32 v21, vcc, v21, v22
	v_add_u32_e32 v21, vcc, v21, v25
	v_alignbit_b32 v22, v23, v23, 6
	v_lshrrev_b32_e32 v25, 11, v23
	v_xor_b32_e32 v22, v22, v25
	v_lshlrev_b32_e32 v25, 21, v23
	v_xor_b32_e32 v22, v22, v25
	v_lshrrev_b32_e32 v25, 25, v23
	v_xor_b32_e32 v22, v22, v25
	v_lshlrev_b32_e32 v25, 7, v23
	v_xor_b32_e32 v22, v22, v25
	v_not_b32_e32 v25, v23
	v_and_b32_e32 v25, v31, v25
	v_add_u32_e32 v25, vcc, v29, v25
	v_and_b32_e32 v29, v23, v26
	v_add_u32_e32 v25, vcc, v25, v29
	v_add_u32_e32 v22, vcc, v25, v22
	v_and_b32_e32 v25, v21, v14
	v_add_u32_e32 v22, vcc, v22, v28
	v_xor_b32_e32 v25, v25, v27
	v_alignbit_b32 v27, v21, v21, 2
	v_lshrrev_b32_e32 v28, 13, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v21
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v21
	v_xor_b32_e32 v27, v27, v28
	v_and_b32_e32 v28, v21, v15
	v_add_u32_e32 v22, vcc, s48, v22
	v_xor_b32_e32 v25, v25, v28
	v_add_u32_e32 v24, vcc, v22, v24
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v22, vcc, v22, v27
	v_alignbit_b32 v25, v24, v24, 6
	v_lshrrev_b32_e32 v27, 11, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 21, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 25, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 7, v24
	v_xor_b32_e32 v25, v25, v27
	v_not_b32_e32 v27, v24
	v_and_b32_e32 v27, v26, v27
	v_add_u32_e32 v20, vcc, v20, v27
	v_and_b32_e32 v27, v24, v23
	v_add_u32_e32 v20, vcc, v20, v27
	v_add_u32_e32 v20, vcc, v20, v25
	v_and_b32_e32 v25, v22, v15
	v_xor_b32_e32 v25, v25, v28
	v_alignbit_b32 v27, v22, v22, 2
	v_lshrrev_b32_e32 v28, 13, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 19, v22
	v_add_u32_e32 v20, vcc, v20, v31
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 22, v22
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 10, v22
	v_add_u32_e32 v20, vcc, s49, v20
	v_and_b32_e32 v29, v22, v21
	v_xor_b32_e32 v27, v27, v28
	v_add_u32_e32 v28, vcc, v20, v14
	v_xor_b32_e32 v14, v25, v29
	v_add_u32_e32 v14, vcc, v20, v14
	v_alignbit_b32 v20, v28, v28, 6
	v_lshrrev_b32_e32 v25, 11, v28
	v_xor_b32_e32 v20, v20, v25
	v_lshlrev_b32_e32 v25, 21, v28
	v_xor_b32_e32 v20, v20, v25
	v_lshrrev_b32_e32 v25, 25, v28
	v_xor_b32_e32 v20, v20, v25
	v_lshlrev_b32_e32 v25, 7, v28
	v_xor_b32_e32 v20, v20, v25
	v_not_b32_e32 v25, v28
	v_and_b32_e32 v25, v23, v25
	v_add_u32_e32 v19, vcc, v19, v25
	v_and_b32_e32 v25, v28, v24
	v_add_u32_e32 v19, vcc, v19, v25
	v_add_u32_e32 v14, vcc, v14, v27
	v_add_u32_e32 v19, vcc, v19, v20
	v_add_u32_e32 v19, vcc, v19, v26
	v_alignbit_b32 v25, v14, v14, 2
	v_lshrrev_b32_e32 v26, 13, v14
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v14
	v_and_b32_e32 v20, v14, v21
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v14
	v_xor_b32_e32 v20, v20, v29
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v14
	v_add_u32_e32 v19, vcc, s50, v19
	v_and_b32_e32 v27, v14, v22
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v19, v15
	v_xor_b32_e32 v15, v20, v27
	v_add_u32_e32 v15, vcc, v19, v15
	v_alignbit_b32 v19, v26, v26, 6
	v_lshrrev_b32_e32 v20, 11, v26
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 21, v26
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 25, v26
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 7, v26
	v_xor_b32_e32 v19, v19, v20
	v_not_b32_e32 v20, v26
	v_and_b32_e32 v20, v24, v20
	v_add_u32_e32 v18, vcc, v18, v20
	v_and_b32_e32 v20, v26, v28
	v_add_u32_e32 v18, vcc, v18, v20
	v_add_u32_e32 v15, vcc, v15, v25
	v_add_u32_e32 v18, vcc, v18, v19
	v_add_u32_e32 v18, vcc, v18, v23
	v_alignbit_b32 v20, v15, v15, 2
	v_lshrrev_b32_e32 v23, 13, v15
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 19, v15
	v_xor_b32_e32 v20, v20, v23
	v_lshrrev_b32_e32 v23, 22, v15
	v_and_b32_e32 v19, v15, v22
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 10, v15
	v_writelane_b32 v3, s51, 17
	v_xor_b32_e32 v19, v19, v27
	v_xor_b32_e32 v20, v20, v23
	s_mov_b32 s51, 0x5b9cca4f
	v_and_b32_e32 v23, v15, v14
	v_add_u32_e32 v18, vcc, s51, v18
	v_xor_b32_e32 v19, v19, v23
	v_add_u32_e32 v21, vcc, v18, v21
	v_add_u32_e32 v18, vcc, v18, v19
	v_add_u32_e32 v18, vcc, v18, v20
	v_alignbit_b32 v19, v21, v21, 6
	v_lshrrev_b32_e32 v20, 11, v21
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 21, v21
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 25, v21
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 7, v21
	v_xor_b32_e32 v19, v19, v20
	v_not_b32_e32 v20, v21
	v_and_b32_e32 v20, v28, v20
	v_add_u32_e32 v20, vcc, v6, v20
	v_and_b32_e32 v25, v21, v26
	v_add_u32_e32 v20, vcc, v20, v25
	v_add_u32_e32 v19, vcc, v20, v19
	v_and_b32_e32 v20, v18, v14
	v_add_u32_e32 v19, vcc, v19, v24
	v_xor_b32_e32 v20, v20, v23
	v_alignbit_b32 v23, v18, v18, 2
	v_lshrrev_b32_e32 v24, 13, v18
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v18
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v18
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v18
	v_writelane_b32 v3, s52, 18
	v_xor_b32_e32 v23, v23, v24
	s_mov_b32 s52, 0x682e6ff3
	v_and_b32_e32 v24, v18, v15
	v_add_u32_e32 v19, vcc, s52, v19
	v_xor_b32_e32 v20, v20, v24
	v_add_u32_e32 v22, vcc, v19, v22
	v_add_u32_e32 v19, vcc, v19, v20
	v_add_u32_e32 v19, vcc, v19, v23
	v_alignbit_b32 v20, v22, v22, 6
	v_lshrrev_b32_e32 v23, 11, v22
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 21, v22
	v_xor_b32_e32 v20, v20, v23
	v_lshrrev_b32_e32 v23, 25, v22
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 7, v22
	v_xor_b32_e32 v20, v20, v23
	v_not_b32_e32 v23, v22
	v_and_b32_e32 v23, v26, v23
	v_add_u32_e32 v23, vcc, v5, v23
	v_and_b32_e32 v25, v22, v21
	v_add_u32_e32 v23, vcc, v23, v25
	v_add_u32_e32 v20, vcc, v23, v20
	v_and_b32_e32 v23, v19, v15
	v_xor_b32_e32 v23, v23, v24
	v_alignbit_b32 v24, v19, v19, 2
	v_lshrrev_b32_e32 v25, 13, v19
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 19, v19
	v_writelane_b32 v3, s53, 19
	v_add_u32_e32 v20, vcc, v20, v28
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 22, v19
	s_mov_b32 s53, 0x748f82ee
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 10, v19
	v_add_u32_e32 v20, vcc, s53, v20
	v_and_b32_e32 v27, v19, v18
	v_xor_b32_e32 v24, v24, v25
	v_add_u32_e32 v25, vcc, v20, v14
	v_xor_b32_e32 v14, v23, v27
	v_add_u32_e32 v14, vcc, v20, v14
	v_alignbit_b32 v20, v25, v25, 6
	v_lshrrev_b32_e32 v23, 11, v25
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 21, v25
	v_xor_b32_e32 v20, v20, v23
	v_lshrrev_b32_e32 v23, 25, v25
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 7, v25
	v_xor_b32_e32 v20, v20, v23
	v_not_b32_e32 v23, v25
	v_and_b32_e32 v23, v21, v23
	v_add_u32_e32 v14, vcc, v14, v24
	v_add_u32_e32 v17, vcc, v17, v23
	v_and_b32_e32 v23, v25, v22
	v_add_u32_e32 v17, vcc, v17, v23
	v_alignbit_b32 v23, v14, v14, 2
	v_lshrrev_b32_e32 v24, 13, v14
	v_add_u32_e32 v17, vcc, v17, v20
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v14
	v_writelane_b32 v3, s54, 20
	v_add_u32_e32 v17, vcc, v17, v26
	v_and_b32_e32 v20, v14, v18
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v14
	s_mov_b32 s54, 0x78a5636f
	v_xor_b32_e32 v20, v20, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v14
	v_add_u32_e32 v17, vcc, s54, v17
	v_and_b32_e32 v26, v14, v19
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v24, vcc, v17, v15
	v_xor_b32_e32 v15, v20, v26
	v_add_u32_e32 v15, vcc, v17, v15
	v_alignbit_b32 v17, v24, v24, 6
	v_lshrrev_b32_e32 v20, 11, v24
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 21, v24
	v_xor_b32_e32 v17, v17, v20
	v_lshrrev_b32_e32 v20, 25, v24
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 7, v24
	v_xor_b32_e32 v17, v17, v20
	v_not_b32_e32 v20, v24
	v_and_b32_e32 v20, v22, v20
	v_add_u32_e32 v16, vcc, v16, v20
	v_and_b32_e32 v20, v24, v25
	v_add_u32_e32 v16, vcc, v16, v20
	v_add_u32_e32 v15, vcc, v15, v23
	v_add_u32_e32 v16, vcc, v16, v17
	v_add_u32_e32 v16, vcc, v16, v21
	v_alignbit_b32 v20, v15, v15, 2
	v_lshrrev_b32_e32 v21, 13, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 19, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 22, v15
	v_and_b32_e32 v17, v15, v19
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 10, v15
	v_writelane_b32 v3, s55, 21
	v_xor_b32_e32 v17, v17, v26
	v_xor_b32_e32 v20, v20, v21
	s_mov_b32 s55, 0x84c87814
	v_and_b32_e32 v21, v15, v14
	v_add_u32_e32 v16, vcc, s55, v16
	v_xor_b32_e32 v17, v17, v21
	v_add_u32_e32 v18, vcc, v16, v18
	v_add_u32_e32 v16, vcc, v16, v17
	v_add_u32_e32 v16, vcc, v16, v20
	v_alignbit_b32 v17, v18, v18, 6
	v_lshrrev_b32_e32 v20, 11, v18
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 21, v18
	v_xor_b32_e32 v17, v17, v20
	v_lshrrev_b32_e32 v20, 25, v18
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 7, v18
	v_xor_b32_e32 v17, v17, v20
	v_not_b32_e32 v20, v18
	v_and_b32_e32 v20, v25, v20
	v_add_u32_e32 v13, vcc, v13, v20
	v_and_b32_e32 v20, v18, v24
	v_add_u32_e32 v13, vcc, v13, v20
	v_add_u32_e32 v13, vcc, v13, v17
	v_and_b32_e32 v17, v16, v14
	v_xor_b32_e32 v17, v17, v21
	v_alignbit_b32 v20, v16, v16, 2
	v_lshrrev_b32_e32 v21, 13, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 19, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 22, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 10, v16
	v_writelane_b32 v3, s56, 22
	v_add_u32_e32 v13, vcc, v13, v22
	v_xor_b32_e32 v20, v20, v21
	s_mov_b32 s56, 0x8cc70208
	v_and_b32_e32 v21, v16, v15
	v_add_u32_e32 v13, vcc, s56, v13
	v_xor_b32_e32 v17, v17, v21
	v_add_u32_e32 v19, vcc, v13, v19
	v_add_u32_e32 v13, vcc, v13, v17
	v_add_u32_e32 v13, vcc, v13, v20
	v_alignbit_b32 v17, v19, v19, 6
	v_lshrrev_b32_e32 v20, 11, v19
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 21, v19
	v_xor_b32_e32 v17, v17, v20
	v_lshrrev_b32_e32 v20, 25, v19
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 7, v19
	v_xor_b32_e32 v17, v17, v20
	v_not_b32_e32 v20, v19
	v_and_b32_e32 v20, v24, v20
	v_add_u32_e32 v12, vcc, v12, v20
	v_and_b32_e32 v20, v19, v18
	v_add_u32_e32 v12, vcc, v12, v20
	v_add_u32_e32 v12, vcc, v12, v17
	v_and_b32_e32 v17, v13, v15
	v_xor_b32_e32 v17, v17, v21
	v_alignbit_b32 v20, v13, v13, 2
	v_lshrrev_b32_e32 v21, 13, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 19, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 22, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 10, v13
	v_writelane_b32 v3, s57, 23
	v_add_u32_e32 v12, vcc, v12, v25
	v_xor_b32_e32 v20, v20, v21
	s_mov_b32 s57, 0x90befffa
	v_and_b32_e32 v21, v13, v16
	v_add_u32_e32 v12, vcc, s57, v12
	v_xor_b32_e32 v17, v17, v21
	v_add_u32_e32 v14, vcc, v12, v14
	v_add_u32_e32 v12, vcc, v12, v17
	v_add_u32_e32 v12, vcc, v12, v20
	v_alignbit_b32 v17, v14, v14, 6
	v_lshrrev_b32_e32 v20, 11, v14
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 21, v14
	v_xor_b32_e32 v17, v17, v20
	v_lshrrev_b32_e32 v20, 25, v14
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 7, v14
	v_xor_b32_e32 v17, v17, v20
	v_not_b32_e32 v20, v14
	v_and_b32_e32 v20, v18, v20
	v_add_u32_e32 v11, vcc, v11, v20
	v_and_b32_e32 v20, v14, v19
	v_add_u32_e32 v11, vcc, v11, v20
	v_add_u32_e32 v11, vcc, v11, v17
	v_and_b32_e32 v17, v12, v16
	v_xor_b32_e32 v17, v17, v21
	v_alignbit_b32 v20, v12, v12, 2
	v_lshrrev_b32_e32 v21, 13, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 19, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 22, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 10, v12
	v_writelane_b32 v3, s58, 24
	v_add_u32_e32 v11, vcc, v11, v24
	v_xor_b32_e32 v20, v20, v21
	s_mov_b32 s58, 0xa4506ceb
	v_and_b32_e32 v21, v12, v13
	v_add_u32_e32 v11, vcc, s58, v11
	v_xor_b32_e32 v17, v17, v21
	v_add_u32_e32 v15, vcc, v11, v15
	v_add_u32_e32 v11, vcc, v11, v17
	v_add_u32_e32 v11, vcc, v11, v20
	v_alignbit_b32 v17, v15, v15, 6
	v_lshrrev_b32_e32 v20, 11, v15
	v_add_u32_e32 v4, vcc, v4, v9
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 21, v15
	v_add_u32_e32 v4, vcc, v4, v6
	v_not_b32_e32 v6, v15
	v_xor_b32_e32 v17, v17, v20
	v_lshrrev_b32_e32 v20, 25, v15
	v_and_b32_e32 v6, v19, v6
	v_add_u32_e32 v4, vcc, v4, v10
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 7, v15
	v_and_b32_e32 v9, v15, v14
	v_add_u32_e32 v4, vcc, v4, v6
	v_xor_b32_e32 v17, v17, v20
	v_add_u32_e32 v4, vcc, v4, v9
	v_add_u32_e32 v4, vcc, v4, v17
	v_alignbit_b32 v10, v11, v11, 2
	v_lshrrev_b32_e32 v17, 13, v11
	v_add_u32_e32 v4, vcc, v4, v18
	s_mov_b32 s43, 0xbef9a3f7
	v_and_b32_e32 v9, v11, v13
	v_xor_b32_e32 v10, v10, v17
	v_lshlrev_b32_e32 v17, 19, v11
	v_add_u32_e32 v4, vcc, s43, v4
	v_and_b32_e32 v6, v11, v12
	v_xor_b32_e32 v9, v9, v21
	v_xor_b32_e32 v10, v10, v17
	v_lshrrev_b32_e32 v17, 22, v11
	v_add_u32_e32 v16, vcc, v4, v16
	v_xor_b32_e32 v9, v9, v6
	v_xor_b32_e32 v10, v10, v17
	v_lshlrev_b32_e32 v17, 10, v11
	v_xor_b32_e32 v10, v10, v17
	v_add_u32_e32 v4, vcc, v4, v9
	v_alignbit_b32 v17, v16, v16, 6
	v_lshrrev_b32_e32 v18, 11, v16
	v_add_u32_e32 v1, vcc, v1, v7
	v_add_u32_e32 v4, vcc, v4, v10
	v_not_b32_e32 v10, v16
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 21, v16
	v_add_u32_e32 v1, vcc, v1, v5
	v_and_b32_e32 v10, v14, v10
	v_xor_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v18, 25, v16
	v_add_u32_e32 v1, vcc, v1, v8
	v_xor_b32_e32 v5, v11, v12
	v_and_b32_e32 v9, v16, v15
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 7, v16
	v_add_u32_e32 v1, vcc, v1, v10
	v_and_b32_e32 v5, v4, v5
	v_xor_b32_e32 v17, v17, v18
	v_add_u32_e32 v1, vcc, v1, v9
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v4, v4, 2
	v_lshrrev_b32_e32 v7, 13, v4
	v_add_u32_e32 v1, vcc, v1, v17
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 19, v4
	v_writelane_b32 v3, s59, 25
	v_add_u32_e32 v1, vcc, v1, v19
	s_mov_b32 s59, 0xc67178f2
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 22, v4
	v_add_u32_e32 v1, vcc, s59, v1
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 10, v4
	v_add_u32_e32 v13, vcc, v1, v13
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v1, vcc, v1, v5
	v_add_u32_e32 v1, vcc, v1, v6
	v_add_u32_e32 v6, vcc, s15, v13
	s_mov_b32 s15, 0x9b05688c
	v_add_u32_e32 v10, vcc, s16, v1
	s_mov_b32 s16, 0xbb67ae85
	v_add_u32_e32 v5, vcc, s15, v16
	s_mov_b32 s15, 0x1f83d9ab
	v_add_u32_e32 v9, vcc, s16, v4
	v_add_u32_e32 v4, vcc, s15, v15
	s_mov_b32 s15, 0x5be0cd19
	s_mov_b32 s16, 0x3c6ef372
	v_add_u32_e32 v1, vcc, s15, v14
	s_mov_b32 s15, 0xaef1ad80
	v_add_u32_e32 v8, vcc, s16, v11
	s_mov_b32 s16, 0xa54ff53a
	v_sub_u32_e32 v13, vcc, s15, v13
	v_add_u32_e32 v7, vcc, s16, v12
	v_and_b32_e32 v12, v6, v5
	v_and_b32_e32 v13, v13, v4
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v6, v6, 6
	v_lshrrev_b32_e32 v14, 11, v6
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 21, v6
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 25, v6
	v_lshlrev_b32_e32 v11, 24, v0
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 7, v6
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v12, vcc, v11, v12
	v_alignbit_b32 v16, v10, v10, 2
	v_lshrrev_b32_e32 v17, 13, v10
	v_add_u32_e32 v12, vcc, v12, v13
	v_xor_b32_e32 v15, v10, v9
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 19, v10
	v_add_u32_e32 v12, vcc, v12, v1
	s_mov_b32 s15, 0x430a2f98
	v_and_b32_e32 v14, v10, v9
	v_and_b32_e32 v15, v15, v8
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 22, v10
	v_add_u32_e32 v12, vcc, s15, v12
	v_xor_b32_e32 v15, v15, v14
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 10, v10
	v_add_u32_e32 v13, vcc, v12, v7
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v12, vcc, v12, v15
	v_add_u32_e32 v12, vcc, v12, v16
	v_alignbit_b32 v15, v13, v13, 6
	v_lshrrev_b32_e32 v16, 11, v13
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 21, v13
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 25, v13
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 7, v13
	v_and_b32_e32 v18, v12, v9
	v_xor_b32_e32 v15, v15, v16
	v_bfi_b32 v16, v13, v6, v5
	v_xor_b32_e32 v14, v18, v14
	v_alignbit_b32 v18, v12, v12, 2
	v_lshrrev_b32_e32 v19, 13, v12
	v_add_u32_e32 v15, vcc, v16, v15
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 19, v12
	v_add_u32_e32 v15, vcc, v15, v4
	s_mov_b32 s15, 0x71374491
	v_and_b32_e32 v17, v12, v10
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 22, v12
	v_add_u32_e32 v15, vcc, s15, v15
	v_xor_b32_e32 v14, v14, v17
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 10, v12
	v_add_u32_e32 v16, vcc, v15, v8
	v_xor_b32_e32 v18, v18, v19
	v_add_u32_e32 v14, vcc, v15, v14
	v_add_u32_e32 v14, vcc, v14, v18
	v_alignbit_b32 v15, v16, v16, 6
	v_lshrrev_b32_e32 v18, 11, v16
	v_xor_b32_e32 v15, v15, v18
	v_lshlrev_b32_e32 v18, 21, v16
	v_and_b32_e32 v19, v14, v10
	v_xor_b32_e32 v15, v15, v18
	v_lshrrev_b32_e32 v18, 25, v16
	v_xor_b32_e32 v17, v19, v17
	v_alignbit_b32 v19, v14, v14, 2
	v_lshrrev_b32_e32 v20, 13, v14
	v_xor_b32_e32 v15, v15, v18
	v_lshlrev_b32_e32 v18, 7, v16
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v14
	v_xor_b32_e32 v15, v15, v18
	v_bfi_b32 v18, v16, v13, v6
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v14
	v_add_u32_e32 v15, vcc, v18, v15
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v14
	v_add_u32_e32 v15, vcc, v15, v5
	s_mov_b32 s15, 0xb5c0fbcf
	v_xor_b32_e32 v19, v19, v20
	v_and_b32_e32 v20, v14, v12
	v_add_u32_e32 v15, vcc, s15, v15
	v_xor_b32_e32 v17, v17, v20
	v_add_u32_e32 v18, vcc, v15, v9
	v_add_u32_e32 v15, vcc, v15, v17
	v_add_u32_e32 v15, vcc, v15, v19
	v_alignbit_b32 v17, v18, v18, 6
	v_lshrrev_b32_e32 v19, 11, v18
	v_xor_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 21, v18
	v_xor_b32_e32 v17, v17, v19
	v_lshrrev_b32_e32 v19, 25, v18
	v_xor_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 7, v18
	v_xor_b32_e32 v17, v17, v19
	v_bfi_b32 v19, v18, v16, v13
	v_add_u32_e32 v17, vcc, v19, v17
	v_and_b32_e32 v19, v15, v12
	v_xor_b32_e32 v19, v19, v20
	v_alignbit_b32 v20, v15, v15, 2
	v_lshrrev_b32_e32 v21, 13, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 19, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 22, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 10, v15
	v_xor_b32_e32 v20, v20, v21
	v_add_u32_e32 v17, vcc, v17, v6
	s_mov_b32 s15, 0xe9b5dba5
	v_and_b32_e32 v21, v15, v14
	v_add_u32_e32 v17, vcc, s15, v17
	v_xor_b32_e32 v19, v19, v21
	v_add_u32_e32 v19, vcc, v17, v19
	v_add_u32_e32 v17, vcc, v17, v10
	v_add_u32_e32 v19, vcc, v19, v20
	v_alignbit_b32 v20, v17, v17, 6
	v_lshrrev_b32_e32 v22, 11, v17
	v_xor_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 21, v17
	v_xor_b32_e32 v20, v20, v22
	v_lshrrev_b32_e32 v22, 25, v17
	v_xor_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 7, v17
	v_xor_b32_e32 v20, v20, v22
	v_bfi_b32 v22, v17, v18, v16
	v_add_u32_e32 v20, vcc, v22, v20
	v_add_u32_e32 v13, vcc, v20, v13
	v_and_b32_e32 v20, v19, v14
	v_xor_b32_e32 v20, v20, v21
	v_alignbit_b32 v21, v19, v19, 2
	v_lshrrev_b32_e32 v22, 13, v19
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v19
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v19
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v19
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v19, v15
	v_add_u32_e32 v13, vcc, s4, v13
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v12, vcc, v13, v12
	v_add_u32_e32 v13, vcc, v13, v20
	v_add_u32_e32 v13, vcc, v13, v21
	v_alignbit_b32 v20, v12, v12, 6
	v_lshrrev_b32_e32 v21, 11, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v12
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v12, v17, v18
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v16, vcc, v20, v16
	v_and_b32_e32 v20, v13, v15
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v13, v13, 2
	v_lshrrev_b32_e32 v22, 13, v13
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v13
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v13
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v13
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v13, v19
	v_add_u32_e32 v16, vcc, s5, v16
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v14, vcc, v16, v14
	v_add_u32_e32 v16, vcc, v16, v20
	v_add_u32_e32 v16, vcc, v16, v21
	v_alignbit_b32 v20, v14, v14, 6
	v_lshrrev_b32_e32 v21, 11, v14
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v14
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v14
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v14
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v14, v12, v17
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v18, vcc, v20, v18
	v_and_b32_e32 v20, v16, v19
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v16, v16, 2
	v_lshrrev_b32_e32 v22, 13, v16
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v16
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v16
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v16
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v16, v13
	v_add_u32_e32 v18, vcc, s12, v18
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v15, vcc, v18, v15
	v_add_u32_e32 v18, vcc, v18, v20
	v_add_u32_e32 v18, vcc, v18, v21
	v_alignbit_b32 v20, v15, v15, 6
	v_lshrrev_b32_e32 v21, 11, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v15
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v15, v14, v12
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v17, vcc, v20, v17
	v_and_b32_e32 v20, v18, v13
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v18, v18, 2
	v_lshrrev_b32_e32 v22, 13, v18
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v18
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v18
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v18
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v18, v16
	v_add_u32_e32 v17, vcc, s10, v17
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v19, vcc, v17, v19
	v_add_u32_e32 v17, vcc, v17, v20
	v_add_u32_e32 v17, vcc, v17, v21
	v_alignbit_b32 v20, v19, v19, 6
	v_lshrrev_b32_e32 v21, 11, v19
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v19
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v19
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v19
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v19, v15, v14
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v12, vcc, v20, v12
	v_and_b32_e32 v20, v17, v16
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v17, v17, 2
	v_lshrrev_b32_e32 v22, 13, v17
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v17
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v17
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v17
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v17, v18
	v_add_u32_e32 v12, vcc, s8, v12
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v13, vcc, v12, v13
	v_add_u32_e32 v12, vcc, v12, v20
	v_add_u32_e32 v12, vcc, v12, v21
	v_alignbit_b32 v20, v13, v13, 6
	v_lshrrev_b32_e32 v21, 11, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v13
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v13, v19, v15
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v14, vcc, v20, v14
	v_and_b32_e32 v20, v12, v18
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v12, v12, 2
	v_lshrrev_b32_e32 v22, 13, v12
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v12
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v12
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v12
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v12, v17
	v_add_u32_e32 v14, vcc, s6, v14
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v16, vcc, v14, v16
	v_add_u32_e32 v14, vcc, v14, v20
	v_add_u32_e32 v14, vcc, v14, v21
	v_alignbit_b32 v20, v16, v16, 6
	v_lshrrev_b32_e32 v21, 11, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v16
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v16, v13, v19
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v15, vcc, v20, v15
	v_and_b32_e32 v20, v14, v17
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v14, v14, 2
	v_lshrrev_b32_e32 v22, 13, v14
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v14
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v14
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v14
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v14, v12
	v_add_u32_e32 v15, vcc, s7, v15
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v18, vcc, v15, v18
	v_add_u32_e32 v15, vcc, v15, v20
	v_add_u32_e32 v15, vcc, v15, v21
	v_alignbit_b32 v20, v18, v18, 6
	v_lshrrev_b32_e32 v21, 11, v18
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v18
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v18
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v18
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v18, v16, v13
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v19, vcc, v20, v19
	v_and_b32_e32 v20, v15, v12
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v15, v15, 2
	v_lshrrev_b32_e32 v22, 13, v15
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v15
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v15
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v15
	v_xor_b32_e32 v21, v21, v22
	v_and_b32_e32 v22, v15, v14
	v_add_u32_e32 v19, vcc, s9, v19
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v17, vcc, v19, v17
	v_add_u32_e32 v19, vcc, v19, v20
	v_add_u32_e32 v19, vcc, v19, v21
	v_alignbit_b32 v20, v17, v17, 6
	v_lshrrev_b32_e32 v21, 11, v17
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v17
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v17
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v17
	v_xor_b32_e32 v20, v20, v21
	v_bfi_b32 v21, v17, v18, v16
	v_add_u32_e32 v20, vcc, v21, v20
	v_add_u32_e32 v13, vcc, v20, v13
	v_and_b32_e32 v20, v19, v14
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v21, v19, v19, 2
	v_lshrrev_b32_e32 v22, 13, v19
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v19
	v_add_u32_e32 v13, vcc, s11, v13
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v19
	v_add_u32_e32 v37, vcc, v13, v12
	v_and_b32_e32 v12, v19, v15
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v19
	v_xor_b32_e32 v20, v20, v12
	v_xor_b32_e32 v21, v21, v22
	v_add_u32_e32 v13, vcc, v13, v20
	v_add_u32_e32 v33, vcc, v13, v21
	v_alignbit_b32 v13, v37, v37, 6
	v_lshrrev_b32_e32 v20, 11, v37
	v_xor_b32_e32 v13, v13, v20
	v_lshlrev_b32_e32 v20, 21, v37
	v_xor_b32_e32 v13, v13, v20
	v_lshrrev_b32_e32 v20, 25, v37
	v_xor_b32_e32 v13, v13, v20
	v_lshlrev_b32_e32 v20, 7, v37
	v_xor_b32_e32 v13, v13, v20
	v_bfi_b32 v20, v37, v17, v18
	v_add_u32_e32 v13, vcc, v20, v13
	v_add_u32_e32 v13, vcc, v13, v16
	v_and_b32_e32 v16, v33, v15
	v_xor_b32_e32 v12, v16, v12
	v_alignbit_b32 v16, v33, v33, 2
	v_lshrrev_b32_e32 v20, 13, v33
	v_xor_b32_e32 v16, v16, v20
	v_lshlrev_b32_e32 v20, 19, v33
	v_add_u32_e32 v13, vcc, s13, v13
	v_xor_b32_e32 v16, v16, v20
	v_lshrrev_b32_e32 v20, 22, v33
	v_add_u32_e32 v36, vcc, v13, v14
	v_and_b32_e32 v14, v33, v19
	v_xor_b32_e32 v16, v16, v20
	v_lshlrev_b32_e32 v20, 10, v33
	v_xor_b32_e32 v12, v12, v14
	v_xor_b32_e32 v16, v16, v20
	v_add_u32_e32 v12, vcc, v13, v12
	v_add_u32_e32 v32, vcc, v12, v16
	v_alignbit_b32 v12, v36, v36, 6
	v_lshrrev_b32_e32 v13, 11, v36
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 21, v36
	v_xor_b32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 25, v36
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 7, v36
	v_xor_b32_e32 v12, v12, v13
	v_bfi_b32 v13, v36, v37, v17
	v_add_u32_e32 v12, vcc, v13, v12
	v_and_b32_e32 v13, v32, v19
	v_add_u32_e32 v12, vcc, v12, v18
	v_xor_b32_e32 v13, v13, v14
	v_alignbit_b32 v14, v32, v32, 2
	v_lshrrev_b32_e32 v16, 13, v32
	v_xor_b32_e32 v14, v14, v16
	v_lshlrev_b32_e32 v16, 19, v32
	v_add_u32_e32 v12, vcc, s14, v12
	v_xor_b32_e32 v14, v14, v16
	v_lshrrev_b32_e32 v16, 22, v32
	v_add_u32_e32 v34, vcc, v12, v15
	v_and_b32_e32 v15, v32, v33
	v_xor_b32_e32 v14, v14, v16
	v_lshlrev_b32_e32 v16, 10, v32
	v_xor_b32_e32 v13, v13, v15
	v_xor_b32_e32 v14, v14, v16
	v_add_u32_e32 v12, vcc, v12, v13
	v_add_u32_e32 v30, vcc, v12, v14
	v_alignbit_b32 v12, v34, v34, 6
	v_lshrrev_b32_e32 v13, 11, v34
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 21, v34
	v_xor_b32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 25, v34
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 7, v34
	v_xor_b32_e32 v12, v12, v13
	v_bfi_b32 v13, v34, v36, v37
	v_add_u32_e32 v12, vcc, v13, v12
	v_and_b32_e32 v13, v30, v33
	v_xor_b32_e32 v13, v13, v15
	v_alignbit_b32 v14, v30, v30, 2
	v_lshrrev_b32_e32 v15, 13, v30
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 19, v30
	v_add_u32_e32 v12, vcc, v12, v17
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 22, v30
	s_mov_b32 s4, 0xc19bf37c
	v_and_b32_e32 v38, v30, v32
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 10, v30
	v_add_u32_e32 v12, vcc, s4, v12
	v_xor_b32_e32 v13, v13, v38
	v_xor_b32_e32 v14, v14, v15
	v_add_u32_e32 v35, vcc, v12, v19
	v_add_u32_e32 v12, vcc, v12, v13
	v_or_b32_e32 v19, 0x800000, v11
	v_add_u32_e32 v31, vcc, v12, v14
	v_lshrrev_b32_e32 v12, 17, v19
	v_lshrrev_b32_e32 v13, 19, v19
	v_xor_b32_e32 v23, v12, v13
	v_lshrrev_b32_e32 v12, 10, v19
	v_xor_b32_e32 v20, v23, v12
	v_bfe_u32 v12, v0, 3, 5
	v_lshlrev_b32_e32 v13, 15, v20
	v_or_b32_e32 v12, v13, v12
	v_bfe_u32 v13, v0, 5, 3
	v_lshlrev_b32_e32 v14, 13, v20
	v_or_b32_e32 v13, v14, v13
	v_xor_b32_e32 v22, v13, v12
	v_lshrrev_b32_e32 v12, 10, v20
	v_xor_b32_e32 v21, v22, v12
	v_alignbit_b32 v12, v21, v22, 17
	v_lshrrev_b32_e32 v13, 19, v22
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 13, v21
	v_xor_b32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 10, v21
	v_xor_b32_e32 v29, v12, v13
	s_movk_i32 s7, 0x208
	v_add_u32_e32 v12, vcc, s7, v29
	v_alignbit_b32 v13, v12, v12, 17
	v_lshrrev_b32_e32 v14, 19, v12
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 13, v12
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 10, v12
	s_mov_b32 s4, 0xa1002025
	v_xor_b32_e32 v28, v13, v14
	v_add_u32_e32 v13, vcc, s4, v11
	v_lshrrev_b32_e32 v14, 19, v13
	v_or_b32_e32 v14, 0x404a000, v14
	v_lshrrev_b32_e32 v15, 10, v13
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 17, v13
	v_or_b32_e32 v15, 0x10128000, v15
	s_mov_b32 s6, 0x1450000
	v_xor_b32_e32 v15, v14, v15
	v_add_u32_e32 v14, vcc, s6, v28
	v_alignbit_b32 v16, v14, v14, 17
	v_lshrrev_b32_e32 v17, 19, v14
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 13, v14
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 10, v14
	v_add_u32_e32 v15, vcc, v15, v20
	v_xor_b32_e32 v27, v16, v17
	v_alignbit_b32 v16, v15, v15, 17
	v_lshrrev_b32_e32 v17, 19, v15
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 13, v15
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 10, v15
	s_mov_b32 s5, 0x200051ca
	v_xor_b32_e32 v17, v16, v17
	v_add_u32_e32 v16, vcc, s5, v27
	v_alignbit_b32 v18, v16, v16, 17
	v_lshrrev_b32_e32 v24, 19, v16
	v_xor_b32_e32 v18, v18, v24
	v_lshlrev_b32_e32 v24, 13, v16
	v_xor_b32_e32 v18, v18, v24
	v_lshrrev_b32_e32 v24, 10, v16
	v_add_u32_e32 v17, vcc, v17, v21
	v_xor_b32_e32 v26, v18, v24
	v_alignbit_b32 v18, v17, v17, 17
	v_lshrrev_b32_e32 v24, 19, v17
	v_xor_b32_e32 v18, v18, v24
	v_lshlrev_b32_e32 v24, 13, v17
	v_xor_b32_e32 v18, v18, v24
	v_lshrrev_b32_e32 v24, 10, v17
	s_mov_b32 s4, 0x22d45414
	v_xor_b32_e32 v24, v18, v24
	v_add_u32_e32 v18, vcc, s4, v26
	v_alignbit_b32 v25, v18, v18, 17
	v_lshrrev_b32_e32 v39, 19, v18
	v_xor_b32_e32 v25, v25, v39
	v_lshlrev_b32_e32 v39, 13, v18
	v_xor_b32_e32 v25, v25, v39
	v_lshrrev_b32_e32 v39, 10, v18
	v_xor_b32_e32 v25, v25, v39
	v_lshrrev_b32_e32 v39, 7, v19
	v_lshrrev_b32_e32 v48, 18, v19
	v_or_b32_e32 v39, v39, v48
	v_lshrrev_b32_e32 v19, 3, v19
	v_xor_b32_e32 v39, v39, v19
	v_add_u32_e32 v19, vcc, v24, v12
	v_alignbit_b32 v24, v19, v19, 17
	v_lshrrev_b32_e32 v48, 19, v19
	v_xor_b32_e32 v24, v24, v48
	v_lshlrev_b32_e32 v48, 13, v19
	v_xor_b32_e32 v24, v24, v48
	v_lshrrev_b32_e32 v48, 10, v19
	v_xor_b32_e32 v24, v24, v48
	v_add_u32_e32 v39, vcc, v39, v14
	v_add_u32_e32 v24, vcc, v39, v24
	v_alignbit_b32 v39, v35, v35, 6
	v_lshrrev_b32_e32 v48, 11, v35
	v_xor_b32_e32 v39, v39, v48
	v_lshlrev_b32_e32 v48, 21, v35
	v_xor_b32_e32 v39, v39, v48
	v_lshrrev_b32_e32 v48, 25, v35
	v_xor_b32_e32 v39, v39, v48
	v_lshlrev_b32_e32 v48, 7, v35
	v_xor_b32_e32 v39, v39, v48
	v_not_b32_e32 v48, v35
	v_and_b32_e32 v48, v36, v48
	v_add_u32_e32 v48, vcc, v11, v48
	v_and_b32_e32 v49, v35, v34
	v_add_u32_e32 v48, vcc, v48, v49
	v_add_u32_e32 v39, vcc, v48, v39
	v_add_u32_e32 v37, vcc, v39, v37
	v_and_b32_e32 v39, v31, v32
	v_xor_b32_e32 v38, v39, v38
	v_alignbit_b32 v39, v31, v31, 2
	v_lshrrev_b32_e32 v48, 13, v31
	v_xor_b32_e32 v39, v39, v48
	v_lshlrev_b32_e32 v48, 19, v31
	v_xor_b32_e32 v39, v39, v48
	v_lshrrev_b32_e32 v48, 22, v31
	v_xor_b32_e32 v39, v39, v48
	v_lshlrev_b32_e32 v48, 10, v31
	v_xor_b32_e32 v39, v39, v48
	s_mov_b32 s8, 0xe51b69c1
	v_and_b32_e32 v48, v31, v30
	v_add_u32_e32 v37, vcc, s8, v37
	v_xor_b32_e32 v38, v38, v48
	v_add_u32_e32 v33, vcc, v37, v33
	v_add_u32_e32 v37, vcc, v37, v38
	v_add_u32_e32 v37, vcc, v37, v39
	v_alignbit_b32 v38, v33, v33, 6
	v_lshrrev_b32_e32 v39, 11, v33
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 21, v33
	v_xor_b32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 25, v33
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 7, v33
	v_xor_b32_e32 v38, v38, v39
	v_bfi_b32 v39, v33, v35, v34
	v_add_u32_e32 v38, vcc, v39, v38
	v_add_u32_e32 v36, vcc, v38, v36
	v_and_b32_e32 v38, v37, v30
	v_xor_b32_e32 v38, v38, v48
	v_alignbit_b32 v39, v37, v37, 2
	v_lshrrev_b32_e32 v48, 13, v37
	v_xor_b32_e32 v39, v39, v48
	v_lshlrev_b32_e32 v48, 19, v37
	v_xor_b32_e32 v39, v39, v48
	v_lshrrev_b32_e32 v48, 22, v37
	s_mov_b32 s8, 0xf1034786
	v_xor_b32_e32 v39, v39, v48
	v_lshlrev_b32_e32 v48, 10, v37
	v_add_u32_e32 v36, vcc, s8, v36
	v_xor_b32_e32 v39, v39, v48
	v_add_u32_e32 v48, vcc, v36, v32
	v_and_b32_e32 v32, v37, v31
	v_xor_b32_e32 v38, v38, v32
	v_add_u32_e32 v36, vcc, v36, v38
	v_add_u32_e32 v36, vcc, v36, v39
	v_alignbit_b32 v38, v48, v48, 6
	v_lshrrev_b32_e32 v39, 11, v48
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 21, v48
	v_xor_b32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 25, v48
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 7, v48
	v_xor_b32_e32 v38, v38, v39
	v_not_b32_e32 v39, v48
	v_and_b32_e32 v39, v35, v39
	v_add_u32_e32 v39, vcc, v20, v39
	v_and_b32_e32 v49, v48, v33
	v_add_u32_e32 v39, vcc, v39, v49
	v_add_u32_e32 v38, vcc, v39, v38
	v_add_u32_e32 v34, vcc, v38, v34
	v_and_b32_e32 v38, v36, v31
	v_xor_b32_e32 v32, v38, v32
	v_alignbit_b32 v38, v36, v36, 2
	v_lshrrev_b32_e32 v39, 13, v36
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 19, v36
	v_xor_b32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 22, v36
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 10, v36
	v_add_u32_e32 v34, vcc, s17, v34
	v_xor_b32_e32 v38, v38, v39
	v_add_u32_e32 v39, vcc, v34, v30
	v_and_b32_e32 v30, v36, v37
	v_xor_b32_e32 v32, v32, v30
	v_add_u32_e32 v32, vcc, v34, v32
	v_add_u32_e32 v34, vcc, v32, v38
	v_alignbit_b32 v32, v39, v39, 6
	v_lshrrev_b32_e32 v38, 11, v39
	v_xor_b32_e32 v32, v32, v38
	v_lshlrev_b32_e32 v38, 21, v39
	v_xor_b32_e32 v32, v32, v38
	v_lshrrev_b32_e32 v38, 25, v39
	v_xor_b32_e32 v32, v32, v38
	v_lshlrev_b32_e32 v38, 7, v39
	v_xor_b32_e32 v32, v32, v38
	v_bfi_b32 v38, v39, v48, v33
	v_add_u32_e32 v32, vcc, v38, v32
	v_add_u32_e32 v32, vcc, v32, v35
	v_and_b32_e32 v35, v34, v37
	v_xor_b32_e32 v30, v35, v30
	v_alignbit_b32 v35, v34, v34, 2
	v_lshrrev_b32_e32 v38, 13, v34
	v_xor_b32_e32 v35, v35, v38
	v_lshlrev_b32_e32 v38, 19, v34
	v_xor_b32_e32 v35, v35, v38
	v_lshrrev_b32_e32 v38, 22, v34
	s_mov_b32 s8, 0x440cf396
	v_xor_b32_e32 v35, v35, v38
	v_lshlrev_b32_e32 v38, 10, v34
	v_add_u32_e32 v32, vcc, s8, v32
	v_xor_b32_e32 v35, v35, v38
	v_add_u32_e32 v38, vcc, v32, v31
	v_and_b32_e32 v31, v34, v36
	v_xor_b32_e32 v30, v30, v31
	v_add_u32_e32 v30, vcc, v32, v30
	v_add_u32_e32 v32, vcc, v30, v35
	v_alignbit_b32 v30, v38, v38, 6
	v_lshrrev_b32_e32 v35, 11, v38
	v_xor_b32_e32 v30, v30, v35
	v_lshlrev_b32_e32 v35, 21, v38
	v_xor_b32_e32 v30, v30, v35
	v_lshrrev_b32_e32 v35, 25, v38
	v_xor_b32_e32 v30, v30, v35
	v_lshlrev_b32_e32 v35, 7, v38
	v_xor_b32_e32 v30, v30, v35
	v_not_b32_e32 v35, v38
	v_and_b32_e32 v35, v48, v35
	v_add_u32_e32 v35, vcc, v21, v35
	v_and_b32_e32 v49, v38, v39
	v_add_u32_e32 v35, vcc, v35, v49
	v_add_u32_e32 v30, vcc, v35, v30
	v_add_u32_e32 v30, vcc, v30, v33
	v_and_b32_e32 v33, v32, v36
	v_xor_b32_e32 v31, v33, v31
	v_alignbit_b32 v33, v32, v32, 2
	v_lshrrev_b32_e32 v35, 13, v32
	v_xor_b32_e32 v33, v33, v35
	v_lshlrev_b32_e32 v35, 19, v32
	v_xor_b32_e32 v33, v33, v35
	v_lshrrev_b32_e32 v35, 22, v32
	v_xor_b32_e32 v33, v33, v35
	v_lshlrev_b32_e32 v35, 10, v32
	v_add_u32_e32 v30, vcc, s18, v30
	v_xor_b32_e32 v33, v33, v35
	v_add_u32_e32 v35, vcc, v30, v37
	v_and_b32_e32 v37, v32, v34
	v_xor_b32_e32 v31, v31, v37
	v_add_u32_e32 v30, vcc, v30, v31
	v_add_u32_e32 v31, vcc, v30, v33
	v_alignbit_b32 v30, v35, v35, 6
	v_lshrrev_b32_e32 v33, 11, v35
	v_xor_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 21, v35
	v_xor_b32_e32 v30, v30, v33
	v_lshrrev_b32_e32 v33, 25, v35
	v_xor_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 7, v35
	v_xor_b32_e32 v30, v30, v33
	v_bfi_b32 v33, v35, v38, v39
	v_add_u32_e32 v30, vcc, v33, v30
	v_and_b32_e32 v33, v31, v34
	v_add_u32_e32 v30, vcc, v30, v48
	v_xor_b32_e32 v33, v33, v37
	v_alignbit_b32 v37, v31, v31, 2
	v_lshrrev_b32_e32 v48, 13, v31
	v_xor_b32_e32 v37, v37, v48
	v_lshlrev_b32_e32 v48, 19, v31
	v_xor_b32_e32 v37, v37, v48
	v_lshrrev_b32_e32 v48, 22, v31
	v_xor_b32_e32 v37, v37, v48
	v_lshlrev_b32_e32 v48, 10, v31
	v_xor_b32_e32 v37, v37, v48
	s_mov_b32 s8, 0x6d48d8be
	v_and_b32_e32 v48, v31, v32
	v_add_u32_e32 v30, vcc, s8, v30
	v_xor_b32_e32 v33, v33, v48
	v_add_u32_e32 v36, vcc, v30, v36
	v_add_u32_e32 v30, vcc, v30, v33
	v_add_u32_e32 v30, vcc, v30, v37
	v_alignbit_b32 v33, v36, v36, 6
	v_lshrrev_b32_e32 v37, 11, v36
	v_xor_b32_e32 v33, v33, v37
	v_lshlrev_b32_e32 v37, 21, v36
	v_xor_b32_e32 v33, v33, v37
	v_lshrrev_b32_e32 v37, 25, v36
	v_xor_b32_e32 v33, v33, v37
	v_lshlrev_b32_e32 v37, 7, v36
	v_xor_b32_e32 v33, v33, v37
	v_not_b32_e32 v37, v36
	v_and_b32_e32 v37, v38, v37
	v_add_u32_e32 v29, vcc, v29, v37
	v_and_b32_e32 v37, v36, v35
	v_add_u32_e32 v29, vcc, v29, v37
	v_add_u32_e32 v29, vcc, v29, v33
	v_add_u32_e32 v29, vcc, v29, v39
	v_alignbit_b32 v37, v30, v30, 2
	v_lshrrev_b32_e32 v39, 13, v30
	v_xor_b32_e32 v37, v37, v39
	v_lshlrev_b32_e32 v39, 19, v30
	v_xor_b32_e32 v37, v37, v39
	v_lshrrev_b32_e32 v39, 22, v30
	v_and_b32_e32 v33, v30, v32
	v_xor_b32_e32 v37, v37, v39
	v_lshlrev_b32_e32 v39, 10, v30
	v_xor_b32_e32 v33, v33, v48
	v_xor_b32_e32 v37, v37, v39
	s_mov_b32 s8, 0x5cb0abe4
	v_and_b32_e32 v39, v30, v31
	v_add_u32_e32 v29, vcc, s8, v29
	v_xor_b32_e32 v33, v33, v39
	v_add_u32_e32 v34, vcc, v29, v34
	v_add_u32_e32 v29, vcc, v29, v33
	v_add_u32_e32 v29, vcc, v29, v37
	v_alignbit_b32 v33, v34, v34, 6
	v_lshrrev_b32_e32 v37, 11, v34
	v_xor_b32_e32 v33, v33, v37
	v_lshlrev_b32_e32 v37, 21, v34
	v_xor_b32_e32 v33, v33, v37
	v_lshrrev_b32_e32 v37, 25, v34
	v_xor_b32_e32 v33, v33, v37
	v_lshlrev_b32_e32 v37, 7, v34
	v_xor_b32_e32 v33, v33, v37
	v_not_b32_e32 v37, v34
	v_and_b32_e32 v37, v35, v37
	v_add_u32_e32 v37, vcc, v11, v37
	v_and_b32_e32 v48, v34, v36
	v_add_u32_e32 v37, vcc, v37, v48
	v_add_u32_e32 v33, vcc, v37, v33
	v_and_b32_e32 v37, v29, v31
	v_add_u32_e32 v33, vcc, v33, v38
	v_xor_b32_e32 v37, v37, v39
	v_alignbit_b32 v38, v29, v29, 2
	v_lshrrev_b32_e32 v39, 13, v29
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 19, v29
	v_xor_b32_e32 v38, v38, v39
	v_lshrrev_b32_e32 v39, 22, v29
	s_mov_b32 s8, 0x17f9a8ff
	v_xor_b32_e32 v38, v38, v39
	v_lshlrev_b32_e32 v39, 10, v29
	v_add_u32_e32 v33, vcc, s8, v33
	v_and_b32_e32 v48, v29, v30
	v_xor_b32_e32 v38, v38, v39
	v_add_u32_e32 v39, vcc, v33, v32
	v_xor_b32_e32 v32, v37, v48
	v_add_u32_e32 v32, vcc, v33, v32
	v_alignbit_b32 v33, v39, v39, 6
	v_lshrrev_b32_e32 v37, 11, v39
	v_xor_b32_e32 v33, v33, v37
	v_lshlrev_b32_e32 v37, 21, v39
	v_xor_b32_e32 v33, v33, v37
	v_lshrrev_b32_e32 v37, 25, v39
	v_xor_b32_e32 v33, v33, v37
	v_lshlrev_b32_e32 v37, 7, v39
	v_xor_b32_e32 v33, v33, v37
	v_not_b32_e32 v37, v39
	v_and_b32_e32 v37, v36, v37
	v_add_u32_e32 v28, vcc, v28, v37
	v_and_b32_e32 v37, v39, v34
	v_add_u32_e32 v28, vcc, v28, v37
	v_add_u32_e32 v32, vcc, v32, v38
	v_add_u32_e32 v28, vcc, v28, v33
	v_add_u32_e32 v28, vcc, v28, v35
	v_alignbit_b32 v35, v32, v32, 2
	v_lshrrev_b32_e32 v37, 13, v32
	v_xor_b32_e32 v35, v35, v37
	v_lshlrev_b32_e32 v37, 19, v32
	v_xor_b32_e32 v35, v35, v37
	v_lshrrev_b32_e32 v37, 22, v32
	v_and_b32_e32 v33, v32, v30
	v_xor_b32_e32 v35, v35, v37
	v_lshlrev_b32_e32 v37, 10, v32
	v_xor_b32_e32 v33, v33, v48
	v_xor_b32_e32 v35, v35, v37
	s_mov_b32 s8, 0x99835152
	v_and_b32_e32 v37, v32, v29
	v_add_u32_e32 v28, vcc, s8, v28
	v_xor_b32_e32 v33, v33, v37
	v_add_u32_e32 v31, vcc, v28, v31
	v_add_u32_e32 v28, vcc, v28, v33
	v_add_u32_e32 v28, vcc, v28, v35
	v_alignbit_b32 v33, v31, v31, 6
	v_lshrrev_b32_e32 v35, 11, v31
	v_xor_b32_e32 v33, v33, v35
	v_lshlrev_b32_e32 v35, 21, v31
	v_xor_b32_e32 v33, v33, v35
	v_lshrrev_b32_e32 v35, 25, v31
	v_xor_b32_e32 v33, v33, v35
	v_lshlrev_b32_e32 v35, 7, v31
	v_xor_b32_e32 v33, v33, v35
	v_not_b32_e32 v35, v31
	v_and_b32_e32 v35, v34, v35
	v_add_u32_e32 v35, vcc, v15, v35
	v_and_b32_e32 v38, v31, v39
	v_add_u32_e32 v35, vcc, v35, v38
	v_add_u32_e32 v33, vcc, v35, v33
	v_and_b32_e32 v35, v28, v29
	v_add_u32_e32 v33, vcc, v33, v36
	v_xor_b32_e32 v35, v35, v37
	v_alignbit_b32 v36, v28, v28, 2
	v_lshrrev_b32_e32 v37, 13, v28
	v_xor_b32_e32 v36, v36, v37
	v_lshlrev_b32_e32 v37, 19, v28
	v_xor_b32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 22, v28
	v_xor_b32_e32 v36, v36, v37
	v_lshlrev_b32_e32 v37, 10, v28
	v_add_u32_e32 v33, vcc, s19, v33
	v_and_b32_e32 v38, v28, v32
	v_xor_b32_e32 v36, v36, v37
	v_add_u32_e32 v37, vcc, v33, v30
	v_xor_b32_e32 v30, v35, v38
	v_add_u32_e32 v30, vcc, v33, v30
	v_alignbit_b32 v33, v37, v37, 6
	v_lshrrev_b32_e32 v35, 11, v37
	v_xor_b32_e32 v33, v33, v35
	v_lshlrev_b32_e32 v35, 21, v37
	v_xor_b32_e32 v33, v33, v35
	v_lshrrev_b32_e32 v35, 25, v37
	v_xor_b32_e32 v33, v33, v35
	v_lshlrev_b32_e32 v35, 7, v37
	v_xor_b32_e32 v33, v33, v35
	v_not_b32_e32 v35, v37
	v_and_b32_e32 v35, v39, v35
	v_add_u32_e32 v27, vcc, v27, v35
	v_and_b32_e32 v35, v37, v31
	v_add_u32_e32 v27, vcc, v27, v35
	v_add_u32_e32 v30, vcc, v30, v36
	v_add_u32_e32 v27, vcc, v27, v33
	v_add_u32_e32 v27, vcc, v27, v34
	v_alignbit_b32 v34, v30, v30, 2
	v_lshrrev_b32_e32 v35, 13, v30
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 19, v30
	v_xor_b32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 22, v30
	s_mov_b32 s8, 0xd0037992
	v_and_b32_e32 v33, v30, v32
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 10, v30
	v_add_u32_e32 v27, vcc, s8, v27
	v_xor_b32_e32 v33, v33, v38
	v_xor_b32_e32 v34, v34, v35
	v_add_u32_e32 v35, vcc, v27, v29
	v_and_b32_e32 v29, v30, v28
	v_xor_b32_e32 v33, v33, v29
	v_add_u32_e32 v27, vcc, v27, v33
	v_add_u32_e32 v27, vcc, v27, v34
	v_alignbit_b32 v33, v35, v35, 6
	v_lshrrev_b32_e32 v34, 11, v35
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 21, v35
	v_xor_b32_e32 v33, v33, v34
	v_lshrrev_b32_e32 v34, 25, v35
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 7, v35
	v_xor_b32_e32 v33, v33, v34
	v_not_b32_e32 v34, v35
	v_and_b32_e32 v34, v31, v34
	v_add_u32_e32 v34, vcc, v17, v34
	v_and_b32_e32 v36, v35, v37
	v_add_u32_e32 v34, vcc, v34, v36
	v_add_u32_e32 v33, vcc, v34, v33
	v_and_b32_e32 v34, v27, v28
	v_xor_b32_e32 v29, v34, v29
	v_alignbit_b32 v34, v27, v27, 2
	v_lshrrev_b32_e32 v36, 13, v27
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_e32 v36, 19, v27
	v_xor_b32_e32 v34, v34, v36
	v_lshrrev_b32_e32 v36, 22, v27
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_e32 v36, 10, v27
	v_add_u32_e32 v33, vcc, v33, v39
	v_xor_b32_e32 v34, v34, v36
	v_and_b32_e32 v36, v27, v30
	v_add_u32_e32 v33, vcc, s20, v33
	v_xor_b32_e32 v29, v29, v36
	v_add_u32_e32 v38, vcc, v33, v32
	v_add_u32_e32 v29, vcc, v33, v29
	v_add_u32_e32 v32, vcc, v29, v34
	v_alignbit_b32 v29, v38, v38, 6
	v_lshrrev_b32_e32 v33, 11, v38
	v_xor_b32_e32 v29, v29, v33
	v_lshlrev_b32_e32 v33, 21, v38
	v_xor_b32_e32 v29, v29, v33
	v_lshrrev_b32_e32 v33, 25, v38
	v_xor_b32_e32 v29, v29, v33
	v_lshlrev_b32_e32 v33, 7, v38
	v_xor_b32_e32 v29, v29, v33
	v_not_b32_e32 v33, v38
	v_and_b32_e32 v33, v37, v33
	v_add_u32_e32 v26, vcc, v26, v33
	v_and_b32_e32 v33, v38, v35
	v_add_u32_e32 v26, vcc, v26, v33
	v_add_u32_e32 v26, vcc, v26, v29
	v_add_u32_e32 v26, vcc, v26, v31
	v_alignbit_b32 v31, v32, v32, 2
	v_lshrrev_b32_e32 v33, 13, v32
	v_xor_b32_e32 v31, v31, v33
	v_lshlrev_b32_e32 v33, 19, v32
	v_xor_b32_e32 v31, v31, v33
	v_lshrrev_b32_e32 v33, 22, v32
	s_mov_b32 s8, 0xe9b46007
	v_and_b32_e32 v29, v32, v30
	v_xor_b32_e32 v31, v31, v33
	v_lshlrev_b32_e32 v33, 10, v32
	v_add_u32_e32 v26, vcc, s8, v26
	v_xor_b32_e32 v29, v29, v36
	v_xor_b32_e32 v31, v31, v33
	v_add_u32_e32 v33, vcc, v26, v28
	v_and_b32_e32 v28, v32, v27
	v_xor_b32_e32 v29, v29, v28
	v_add_u32_e32 v26, vcc, v26, v29
	v_add_u32_e32 v29, vcc, v26, v31
	v_alignbit_b32 v26, v33, v33, 6
	v_lshrrev_b32_e32 v31, 11, v33
	v_xor_b32_e32 v26, v26, v31
	v_lshlrev_b32_e32 v31, 21, v33
	v_xor_b32_e32 v26, v26, v31
	v_lshrrev_b32_e32 v31, 25, v33
	v_xor_b32_e32 v26, v26, v31
	v_lshlrev_b32_e32 v31, 7, v33
	v_xor_b32_e32 v26, v26, v31
	v_not_b32_e32 v31, v33
	v_and_b32_e32 v31, v35, v31
	v_add_u32_e32 v31, vcc, v19, v31
	v_and_b32_e32 v34, v33, v38
	v_add_u32_e32 v31, vcc, v31, v34
	v_add_u32_e32 v26, vcc, v31, v26
	v_and_b32_e32 v31, v29, v27
	v_xor_b32_e32 v28, v31, v28
	v_alignbit_b32 v31, v29, v29, 2
	v_lshrrev_b32_e32 v34, 13, v29
	v_xor_b32_e32 v31, v31, v34
	v_lshlrev_b32_e32 v34, 19, v29
	v_add_u32_e32 v26, vcc, v26, v37
	v_xor_b32_e32 v31, v31, v34
	v_lshrrev_b32_e32 v34, 22, v29
	v_and_b32_e32 v36, v29, v32
	v_xor_b32_e32 v31, v31, v34
	v_lshlrev_b32_e32 v34, 10, v29
	v_add_u32_e32 v26, vcc, s21, v26
	v_xor_b32_e32 v28, v28, v36
	v_xor_b32_e32 v31, v31, v34
	v_add_u32_e32 v30, vcc, v26, v30
	v_add_u32_e32 v26, vcc, v26, v28
	v_add_u32_e32 v26, vcc, v26, v31
	v_alignbit_b32 v28, v30, v30, 6
	v_lshrrev_b32_e32 v31, 11, v30
	v_xor_b32_e32 v28, v28, v31
	v_lshlrev_b32_e32 v31, 21, v30
	v_add_u32_e32 v25, vcc, v11, v25
	s_mov_b32 s8, 0xb182206a
	v_xor_b32_e32 v28, v28, v31
	v_lshrrev_b32_e32 v31, 25, v30
	v_add_u32_e32 v34, vcc, s8, v25
	v_not_b32_e32 v25, v30
	v_xor_b32_e32 v28, v28, v31
	v_lshlrev_b32_e32 v31, 7, v30
	v_and_b32_e32 v25, v38, v25
	v_xor_b32_e32 v28, v28, v31
	v_add_u32_e32 v25, vcc, v34, v25
	v_and_b32_e32 v31, v30, v33
	v_add_u32_e32 v25, vcc, v25, v31
	v_add_u32_e32 v25, vcc, v25, v28
	v_add_u32_e32 v25, vcc, v25, v35
	v_alignbit_b32 v31, v26, v26, 2
	v_lshrrev_b32_e32 v35, 13, v26
	v_xor_b32_e32 v31, v31, v35
	v_lshlrev_b32_e32 v35, 19, v26
	v_and_b32_e32 v28, v26, v32
	v_xor_b32_e32 v31, v31, v35
	v_lshrrev_b32_e32 v35, 22, v26
	v_xor_b32_e32 v28, v28, v36
	v_xor_b32_e32 v31, v31, v35
	v_lshlrev_b32_e32 v35, 10, v26
	v_add_u32_e32 v25, vcc, s22, v25
	v_and_b32_e32 v37, v26, v29
	v_xor_b32_e32 v35, v31, v35
	v_add_u32_e32 v31, vcc, v25, v27
	v_xor_b32_e32 v27, v28, v37
	v_add_u32_e32 v25, vcc, v25, v27
	v_add_u32_e32 v27, vcc, v25, v35
	v_alignbit_b32 v25, v31, v31, 6
	v_lshrrev_b32_e32 v28, 11, v31
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 21, v31
	v_xor_b32_e32 v25, v25, v28
	v_lshrrev_b32_e32 v28, 25, v31
	v_add_u32_e32 v36, vcc, s7, v24
	v_not_b32_e32 v24, v31
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 7, v31
	v_and_b32_e32 v24, v33, v24
	v_xor_b32_e32 v25, v25, v28
	v_add_u32_e32 v24, vcc, v36, v24
	v_and_b32_e32 v28, v31, v30
	v_add_u32_e32 v24, vcc, v24, v28
	v_alignbit_b32 v28, v27, v27, 2
	v_lshrrev_b32_e32 v35, 13, v27
	v_xor_b32_e32 v28, v28, v35
	v_lshlrev_b32_e32 v35, 19, v27
	v_xor_b32_e32 v28, v28, v35
	v_lshrrev_b32_e32 v35, 22, v27
	v_add_u32_e32 v24, vcc, v24, v25
	v_and_b32_e32 v25, v27, v29
	v_xor_b32_e32 v28, v28, v35
	v_lshlrev_b32_e32 v35, 10, v27
	v_add_u32_e32 v24, vcc, v24, v38
	v_xor_b32_e32 v25, v25, v37
	v_xor_b32_e32 v28, v28, v35
	v_and_b32_e32 v35, v27, v26
	v_add_u32_e32 v24, vcc, s23, v24
	v_xor_b32_e32 v25, v25, v35
	v_add_u32_e32 v32, vcc, v24, v32
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v28, vcc, v24, v28
	v_alignbit_b32 v24, v34, v34, 17
	v_lshrrev_b32_e32 v25, 19, v34
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 13, v34
	v_alignbit_b32 v23, v23, v20, 7
	v_bfe_u32 v0, v0, 4, 4
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 10, v34
	v_xor_b32_e32 v0, v23, v0
	v_lshlrev_b32_e32 v23, 14, v20
	v_xor_b32_e32 v24, v24, v25
	v_add_u32_e32 v11, vcc, v11, v15
	v_xor_b32_e32 v0, v0, v23
	v_lshrrev_b32_e32 v23, 3, v20
	v_add_u32_e32 v11, vcc, v11, v24
	v_xor_b32_e32 v0, v0, v23
	v_alignbit_b32 v23, v36, v36, 17
	v_lshrrev_b32_e32 v24, 19, v36
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 13, v36
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 10, v36
	s_mov_b32 s7, 0x40aa2a51
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v0, vcc, v0, v16
	v_add_u32_e32 v24, vcc, s7, v11
	v_add_u32_e32 v0, vcc, v0, v23
	v_alignbit_b32 v11, v24, v24, 17
	v_lshrrev_b32_e32 v23, 19, v24
	v_xor_b32_e32 v11, v11, v23
	v_lshlrev_b32_e32 v23, 13, v24
	v_xor_b32_e32 v11, v11, v23
	v_lshrrev_b32_e32 v23, 10, v24
	v_xor_b32_e32 v11, v11, v23
	v_add_u32_e32 v20, vcc, v20, v17
	v_add_u32_e32 v11, vcc, v20, v11
	v_lshrrev_b32_e32 v20, 18, v22
	v_alignbit_b32 v22, v21, v21, 7
	v_xor_b32_e32 v20, v22, v20
	v_lshlrev_b32_e32 v22, 14, v21
	v_xor_b32_e32 v20, v20, v22
	v_lshrrev_b32_e32 v22, 3, v21
	v_add_u32_e32 v25, vcc, s6, v0
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v0, v25, v25, 17
	v_lshrrev_b32_e32 v22, 19, v25
	v_xor_b32_e32 v0, v0, v22
	v_lshlrev_b32_e32 v22, 13, v25
	v_xor_b32_e32 v0, v0, v22
	v_lshrrev_b32_e32 v22, 10, v25
	v_xor_b32_e32 v0, v0, v22
	v_add_u32_e32 v20, vcc, v20, v18
	s_mov_b32 s6, 0x8432829a
	v_add_u32_e32 v0, vcc, v20, v0
	v_add_u32_e32 v20, vcc, s6, v11
	v_alignbit_b32 v11, v20, v20, 17
	v_lshrrev_b32_e32 v22, 19, v20
	v_xor_b32_e32 v11, v11, v22
	v_lshlrev_b32_e32 v22, 13, v20
	v_xor_b32_e32 v11, v11, v22
	v_lshrrev_b32_e32 v22, 10, v20
	v_xor_b32_e32 v11, v11, v22
	v_add_u32_e32 v21, vcc, v21, v19
	v_add_u32_e32 v11, vcc, v21, v11
	v_alignbit_b32 v21, v12, v12, 7
	v_lshrrev_b32_e32 v22, 18, v12
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 14, v12
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 3, v12
	v_xor_b32_e32 v22, v21, v22
	v_add_u32_e32 v21, vcc, s5, v0
	v_alignbit_b32 v0, v21, v21, 17
	v_lshrrev_b32_e32 v23, 19, v21
	v_xor_b32_e32 v0, v0, v23
	v_lshlrev_b32_e32 v23, 13, v21
	v_xor_b32_e32 v0, v0, v23
	v_lshrrev_b32_e32 v23, 10, v21
	v_xor_b32_e32 v0, v0, v23
	v_add_u32_e32 v22, vcc, v22, v34
	v_add_u32_e32 v0, vcc, v22, v0
	v_lshrrev_b32_e32 v22, 18, v13
	v_or_b32_e32 v22, 0x8094000, v22
	v_lshrrev_b32_e32 v23, 3, v13
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 7, v13
	v_or_b32_e32 v23, 0x4a000000, v23
	v_xor_b32_e32 v22, v22, v23
	s_mov_b32 s5, 0x391a2a9f
	v_add_u32_e32 v12, vcc, v12, v22
	v_add_u32_e32 v22, vcc, s5, v11
	v_alignbit_b32 v11, v22, v22, 17
	v_lshrrev_b32_e32 v23, 19, v22
	v_xor_b32_e32 v11, v11, v23
	v_lshlrev_b32_e32 v23, 13, v22
	v_xor_b32_e32 v11, v11, v23
	v_lshrrev_b32_e32 v23, 10, v22
	v_xor_b32_e32 v11, v11, v23
	v_add_u32_e32 v12, vcc, v12, v36
	v_add_u32_e32 v12, vcc, v12, v11
	v_alignbit_b32 v11, v14, v14, 7
	v_lshrrev_b32_e32 v23, 18, v14
	v_xor_b32_e32 v11, v11, v23
	v_lshlrev_b32_e32 v23, 14, v14
	v_xor_b32_e32 v11, v11, v23
	v_lshrrev_b32_e32 v23, 3, v14
	v_xor_b32_e32 v11, v11, v23
	v_add_u32_e32 v23, vcc, s4, v0
	v_add_u32_e32 v11, vcc, v11, v13
	v_alignbit_b32 v0, v23, v23, 17
	v_lshrrev_b32_e32 v13, 19, v23
	v_xor_b32_e32 v0, v0, v13
	v_lshlrev_b32_e32 v13, 13, v23
	v_xor_b32_e32 v0, v0, v13
	v_lshrrev_b32_e32 v13, 10, v23
	v_xor_b32_e32 v0, v0, v13
	v_add_u32_e32 v11, vcc, v11, v24
	v_add_u32_e32 v13, vcc, v11, v0
	v_alignbit_b32 v0, v15, v15, 7
	v_lshrrev_b32_e32 v11, 18, v15
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 14, v15
	v_xor_b32_e32 v0, v0, v11
	v_lshrrev_b32_e32 v11, 3, v15
	v_xor_b32_e32 v0, v0, v11
	v_add_u32_e32 v0, vcc, v14, v0
	v_alignbit_b32 v11, v12, v12, 17
	v_lshrrev_b32_e32 v14, 19, v12
	v_xor_b32_e32 v11, v11, v14
	v_lshlrev_b32_e32 v14, 13, v12
	v_xor_b32_e32 v11, v11, v14
	v_lshrrev_b32_e32 v14, 10, v12
	v_xor_b32_e32 v11, v11, v14
	v_add_u32_e32 v0, vcc, v0, v25
	v_add_u32_e32 v14, vcc, v0, v11
	v_alignbit_b32 v0, v16, v16, 7
	v_lshrrev_b32_e32 v11, 18, v16
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 14, v16
	v_xor_b32_e32 v0, v0, v11
	v_lshrrev_b32_e32 v11, 3, v16
	v_xor_b32_e32 v0, v0, v11
	v_add_u32_e32 v0, vcc, v0, v15
	v_alignbit_b32 v11, v13, v13, 17
	v_lshrrev_b32_e32 v15, 19, v13
	v_xor_b32_e32 v11, v11, v15
	v_lshlrev_b32_e32 v15, 13, v13
	v_xor_b32_e32 v11, v11, v15
	v_lshrrev_b32_e32 v15, 10, v13
	v_xor_b32_e32 v11, v11, v15
	v_add_u32_e32 v0, vcc, v0, v20
	v_add_u32_e32 v15, vcc, v0, v11
	v_alignbit_b32 v0, v17, v17, 7
	v_lshrrev_b32_e32 v11, 18, v17
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 14, v17
	v_xor_b32_e32 v0, v0, v11
	v_lshrrev_b32_e32 v11, 3, v17
	v_xor_b32_e32 v0, v0, v11
	v_add_u32_e32 v0, vcc, v16, v0
	v_alignbit_b32 v11, v14, v14, 17
	v_lshrrev_b32_e32 v16, 19, v14
	v_xor_b32_e32 v11, v11, v16
	v_lshlrev_b32_e32 v16, 13, v14
	v_xor_b32_e32 v11, v11, v16
	v_lshrrev_b32_e32 v16, 10, v14
	v_xor_b32_e32 v11, v11, v16
	v_add_u32_e32 v0, vcc, v0, v21
	v_add_u32_e32 v16, vcc, v0, v11
	v_alignbit_b32 v0, v18, v18, 7
	v_lshrrev_b32_e32 v11, 18, v18
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 14, v18
	v_xor_b32_e32 v0, v0, v11
	v_lshrrev_b32_e32 v11, 3, v18
	v_xor_b32_e32 v0, v0, v11
	v_add_u32_e32 v0, vcc, v0, v17
	v_alignbit_b32 v11, v15, v15, 17
	v_lshrrev_b32_e32 v17, 19, v15
	v_xor_b32_e32 v11, v11, v17
	v_lshlrev_b32_e32 v17, 13, v15
	v_xor_b32_e32 v11, v11, v17
	v_lshrrev_b32_e32 v17, 10, v15
	v_xor_b32_e32 v11, v11, v17
	v_add_u32_e32 v0, vcc, v0, v22
	v_add_u32_e32 v17, vcc, v0, v11
	v_alignbit_b32 v0, v19, v19, 7
	v_lshrrev_b32_e32 v11, 18, v19
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 14, v19
	v_xor_b32_e32 v0, v0, v11
	v_lshrrev_b32_e32 v11, 3, v19
	v_xor_b32_e32 v0, v0, v11
	v_add_u32_e32 v0, vcc, v18, v0
	v_alignbit_b32 v11, v16, v16, 17
	v_lshrrev_b32_e32 v18, 19, v16
	v_xor_b32_e32 v11, v11, v18
	v_lshlrev_b32_e32 v18, 13, v16
	v_xor_b32_e32 v11, v11, v18
	v_lshrrev_b32_e32 v18, 10, v16
	v_xor_b32_e32 v11, v11, v18
	v_add_u32_e32 v0, vcc, v0, v23
	v_add_u32_e32 v18, vcc, v0, v11
	v_alignbit_b32 v0, v34, v34, 7
	v_lshrrev_b32_e32 v11, 18, v34
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 14, v34
	v_xor_b32_e32 v0, v0, v11
	v_lshrrev_b32_e32 v11, 3, v34
	v_xor_b32_e32 v0, v0, v11
	v_add_u32_e32 v0, vcc, v0, v19
	v_alignbit_b32 v11, v17, v17, 17
	v_lshrrev_b32_e32 v19, 19, v17
	v_xor_b32_e32 v11, v11, v19
	v_lshlrev_b32_e32 v19, 13, v17
	v_xor_b32_e32 v11, v11, v19
	v_lshrrev_b32_e32 v19, 10, v17
	v_xor_b32_e32 v11, v11, v19
	v_add_u32_e32 v0, vcc, v0, v12
	v_add_u32_e32 v19, vcc, v0, v11
	v_alignbit_b32 v0, v36, v36, 7
	v_lshrrev_b32_e32 v11, 18, v36
	v_xor_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v11, 14, v36
	v_xor_b32_e32 v0, v0, v11
	v_lshrrev_b32_e32 v11, 3, v36
	v_xor_b32_e32 v0, v0, v11
	v_add_u32_e32 v0, vcc, v34, v0
	v_alignbit_b32 v11, v18, v18, 17
	v_lshrrev_b32_e32 v34, 19, v18
	v_xor_b32_e32 v11, v11, v34
	v_lshlrev_b32_e32 v34, 13, v18
	v_xor_b32_e32 v11, v11, v34
	v_lshrrev_b32_e32 v34, 10, v18
	v_xor_b32_e32 v11, v11, v34
	v_add_u32_e32 v0, vcc, v0, v13
	v_add_u32_e32 v11, vcc, v0, v11
	v_alignbit_b32 v0, v24, v24, 7
	v_lshrrev_b32_e32 v34, 18, v24
	v_xor_b32_e32 v0, v0, v34
	v_lshlrev_b32_e32 v34, 14, v24
	v_xor_b32_e32 v0, v0, v34
	v_lshrrev_b32_e32 v34, 3, v24
	v_xor_b32_e32 v0, v0, v34
	v_add_u32_e32 v0, vcc, v0, v36
	v_alignbit_b32 v34, v19, v19, 17
	v_lshrrev_b32_e32 v36, 19, v19
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_e32 v36, 13, v19
	v_xor_b32_e32 v34, v34, v36
	v_lshrrev_b32_e32 v36, 10, v19
	v_xor_b32_e32 v34, v34, v36
	v_add_u32_e32 v0, vcc, v0, v14
	v_add_u32_e32 v0, vcc, v0, v34
	v_alignbit_b32 v34, v32, v32, 6
	v_lshrrev_b32_e32 v36, 11, v32
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_e32 v36, 21, v32
	v_xor_b32_e32 v34, v34, v36
	v_lshrrev_b32_e32 v36, 25, v32
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_e32 v36, 7, v32
	v_xor_b32_e32 v34, v34, v36
	v_not_b32_e32 v36, v32
	v_and_b32_e32 v36, v30, v36
	v_add_u32_e32 v36, vcc, v24, v36
	v_and_b32_e32 v37, v32, v31
	v_add_u32_e32 v36, vcc, v36, v37
	v_add_u32_e32 v34, vcc, v36, v34
	v_add_u32_e32 v33, vcc, v34, v33
	v_and_b32_e32 v34, v28, v26
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v28, v28, 2
	v_lshrrev_b32_e32 v36, 13, v28
	v_xor_b32_e32 v35, v35, v36
	v_lshlrev_b32_e32 v36, 19, v28
	v_xor_b32_e32 v35, v35, v36
	v_lshrrev_b32_e32 v36, 22, v28
	v_xor_b32_e32 v35, v35, v36
	v_lshlrev_b32_e32 v36, 10, v28
	v_add_u32_e32 v33, vcc, s24, v33
	v_and_b32_e32 v37, v28, v27
	v_xor_b32_e32 v35, v35, v36
	v_add_u32_e32 v36, vcc, v33, v29
	v_xor_b32_e32 v29, v34, v37
	v_add_u32_e32 v29, vcc, v33, v29
	v_alignbit_b32 v33, v36, v36, 6
	v_lshrrev_b32_e32 v34, 11, v36
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 21, v36
	v_xor_b32_e32 v33, v33, v34
	v_lshrrev_b32_e32 v34, 25, v36
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 7, v36
	v_xor_b32_e32 v33, v33, v34
	v_not_b32_e32 v34, v36
	v_and_b32_e32 v34, v31, v34
	v_add_u32_e32 v29, vcc, v29, v35
	v_add_u32_e32 v34, vcc, v25, v34
	v_and_b32_e32 v35, v36, v32
	v_add_u32_e32 v34, vcc, v34, v35
	v_add_u32_e32 v33, vcc, v34, v33
	v_alignbit_b32 v34, v29, v29, 2
	v_lshrrev_b32_e32 v35, 13, v29
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 19, v29
	v_add_u32_e32 v30, vcc, v33, v30
	v_and_b32_e32 v33, v29, v27
	v_xor_b32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 22, v29
	v_xor_b32_e32 v33, v33, v37
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 10, v29
	v_add_u32_e32 v30, vcc, s25, v30
	v_and_b32_e32 v37, v29, v28
	v_xor_b32_e32 v34, v34, v35
	v_add_u32_e32 v35, vcc, v30, v26
	v_xor_b32_e32 v26, v33, v37
	v_add_u32_e32 v26, vcc, v30, v26
	v_alignbit_b32 v30, v35, v35, 6
	v_lshrrev_b32_e32 v33, 11, v35
	v_xor_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 21, v35
	v_xor_b32_e32 v30, v30, v33
	v_lshrrev_b32_e32 v33, 25, v35
	v_xor_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 7, v35
	v_xor_b32_e32 v30, v30, v33
	v_not_b32_e32 v33, v35
	v_and_b32_e32 v33, v32, v33
	v_add_u32_e32 v26, vcc, v26, v34
	v_add_u32_e32 v33, vcc, v20, v33
	v_and_b32_e32 v34, v35, v36
	v_add_u32_e32 v33, vcc, v33, v34
	v_add_u32_e32 v30, vcc, v33, v30
	v_alignbit_b32 v33, v26, v26, 2
	v_lshrrev_b32_e32 v34, 13, v26
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 19, v26
	v_add_u32_e32 v30, vcc, v30, v31
	v_and_b32_e32 v31, v26, v28
	v_xor_b32_e32 v33, v33, v34
	v_lshrrev_b32_e32 v34, 22, v26
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 10, v26
	v_add_u32_e32 v30, vcc, s26, v30
	v_and_b32_e32 v37, v26, v29
	v_xor_b32_e32 v33, v33, v34
	v_add_u32_e32 v34, vcc, v30, v27
	v_xor_b32_e32 v27, v31, v37
	v_add_u32_e32 v27, vcc, v30, v27
	v_alignbit_b32 v30, v34, v34, 6
	v_lshrrev_b32_e32 v31, 11, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v34
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v34
	v_and_b32_e32 v31, v36, v31
	v_add_u32_e32 v27, vcc, v27, v33
	v_add_u32_e32 v31, vcc, v21, v31
	v_and_b32_e32 v33, v34, v35
	v_add_u32_e32 v31, vcc, v31, v33
	v_add_u32_e32 v30, vcc, v31, v30
	v_add_u32_e32 v30, vcc, v30, v32
	v_alignbit_b32 v32, v27, v27, 2
	v_lshrrev_b32_e32 v33, 13, v27
	v_xor_b32_e32 v32, v32, v33
	v_lshlrev_b32_e32 v33, 19, v27
	v_and_b32_e32 v31, v27, v29
	v_xor_b32_e32 v32, v32, v33
	v_lshrrev_b32_e32 v33, 22, v27
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v32, v32, v33
	v_lshlrev_b32_e32 v33, 10, v27
	v_add_u32_e32 v30, vcc, s27, v30
	v_and_b32_e32 v37, v27, v26
	v_xor_b32_e32 v32, v32, v33
	v_add_u32_e32 v33, vcc, v30, v28
	v_xor_b32_e32 v28, v31, v37
	v_add_u32_e32 v28, vcc, v30, v28
	v_alignbit_b32 v30, v33, v33, 6
	v_lshrrev_b32_e32 v31, 11, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v33
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v33
	v_and_b32_e32 v31, v35, v31
	v_add_u32_e32 v28, vcc, v28, v32
	v_add_u32_e32 v31, vcc, v22, v31
	v_and_b32_e32 v32, v33, v34
	v_add_u32_e32 v31, vcc, v31, v32
	v_add_u32_e32 v30, vcc, v31, v30
	v_add_u32_e32 v30, vcc, v30, v36
	v_alignbit_b32 v32, v28, v28, 2
	v_lshrrev_b32_e32 v36, 13, v28
	v_xor_b32_e32 v32, v32, v36
	v_lshlrev_b32_e32 v36, 19, v28
	v_and_b32_e32 v31, v28, v26
	v_xor_b32_e32 v32, v32, v36
	v_lshrrev_b32_e32 v36, 22, v28
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v32, v32, v36
	v_lshlrev_b32_e32 v36, 10, v28
	v_add_u32_e32 v30, vcc, s28, v30
	v_and_b32_e32 v37, v28, v27
	v_xor_b32_e32 v32, v32, v36
	v_add_u32_e32 v36, vcc, v30, v29
	v_xor_b32_e32 v29, v31, v37
	v_add_u32_e32 v29, vcc, v30, v29
	v_alignbit_b32 v30, v36, v36, 6
	v_lshrrev_b32_e32 v31, 11, v36
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v36
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v36
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v36
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v36
	v_and_b32_e32 v31, v34, v31
	v_add_u32_e32 v29, vcc, v29, v32
	v_add_u32_e32 v31, vcc, v23, v31
	v_and_b32_e32 v32, v36, v33
	v_add_u32_e32 v31, vcc, v31, v32
	v_add_u32_e32 v30, vcc, v31, v30
	v_add_u32_e32 v30, vcc, v30, v35
	v_alignbit_b32 v32, v29, v29, 2
	v_lshrrev_b32_e32 v35, 13, v29
	v_xor_b32_e32 v32, v32, v35
	v_lshlrev_b32_e32 v35, 19, v29
	v_and_b32_e32 v31, v29, v27
	v_xor_b32_e32 v32, v32, v35
	v_lshrrev_b32_e32 v35, 22, v29
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v32, v32, v35
	v_lshlrev_b32_e32 v35, 10, v29
	v_add_u32_e32 v30, vcc, s29, v30
	v_and_b32_e32 v37, v29, v28
	v_xor_b32_e32 v32, v32, v35
	v_add_u32_e32 v35, vcc, v30, v26
	v_xor_b32_e32 v26, v31, v37
	v_add_u32_e32 v26, vcc, v30, v26
	v_alignbit_b32 v30, v35, v35, 6
	v_lshrrev_b32_e32 v31, 11, v35
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v35
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v35
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v35
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v35
	v_and_b32_e32 v31, v33, v31
	v_add_u32_e32 v26, vcc, v26, v32
	v_add_u32_e32 v31, vcc, v12, v31
	v_and_b32_e32 v32, v35, v36
	v_add_u32_e32 v31, vcc, v31, v32
	v_add_u32_e32 v30, vcc, v31, v30
	v_add_u32_e32 v30, vcc, v30, v34
	v_alignbit_b32 v32, v26, v26, 2
	v_lshrrev_b32_e32 v34, 13, v26
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_e32 v34, 19, v26
	v_and_b32_e32 v31, v26, v28
	v_xor_b32_e32 v32, v32, v34
	v_lshrrev_b32_e32 v34, 22, v26
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_e32 v34, 10, v26
	v_add_u32_e32 v30, vcc, s34, v30
	v_and_b32_e32 v37, v26, v29
	v_xor_b32_e32 v32, v32, v34
	v_add_u32_e32 v34, vcc, v30, v27
	v_xor_b32_e32 v27, v31, v37
	v_add_u32_e32 v27, vcc, v30, v27
	v_alignbit_b32 v30, v34, v34, 6
	v_lshrrev_b32_e32 v31, 11, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v34
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v34
	v_and_b32_e32 v31, v36, v31
	v_add_u32_e32 v27, vcc, v27, v32
	v_add_u32_e32 v31, vcc, v13, v31
	v_and_b32_e32 v32, v34, v35
	v_add_u32_e32 v31, vcc, v31, v32
	v_add_u32_e32 v30, vcc, v31, v30
	v_add_u32_e32 v30, vcc, v30, v33
	v_alignbit_b32 v32, v27, v27, 2
	v_lshrrev_b32_e32 v33, 13, v27
	v_xor_b32_e32 v32, v32, v33
	v_lshlrev_b32_e32 v33, 19, v27
	v_and_b32_e32 v31, v27, v29
	v_xor_b32_e32 v32, v32, v33
	v_lshrrev_b32_e32 v33, 22, v27
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v32, v32, v33
	v_lshlrev_b32_e32 v33, 10, v27
	v_add_u32_e32 v30, vcc, s35, v30
	v_and_b32_e32 v37, v27, v26
	v_xor_b32_e32 v32, v32, v33
	v_add_u32_e32 v33, vcc, v30, v28
	v_xor_b32_e32 v28, v31, v37
	v_add_u32_e32 v28, vcc, v30, v28
	v_alignbit_b32 v30, v33, v33, 6
	v_lshrrev_b32_e32 v31, 11, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v33
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v33
	v_and_b32_e32 v31, v35, v31
	v_add_u32_e32 v28, vcc, v28, v32
	v_add_u32_e32 v31, vcc, v14, v31
	v_and_b32_e32 v32, v33, v34
	v_add_u32_e32 v31, vcc, v31, v32
	v_add_u32_e32 v30, vcc, v31, v30
	v_add_u32_e32 v30, vcc, v30, v36
	v_alignbit_b32 v32, v28, v28, 2
	v_lshrrev_b32_e32 v36, 13, v28
	v_xor_b32_e32 v32, v32, v36
	v_lshlrev_b32_e32 v36, 19, v28
	v_and_b32_e32 v31, v28, v26
	v_xor_b32_e32 v32, v32, v36
	v_lshrrev_b32_e32 v36, 22, v28
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v32, v32, v36
	v_lshlrev_b32_e32 v36, 10, v28
	v_add_u32_e32 v30, vcc, s36, v30
	v_and_b32_e32 v37, v28, v27
	v_xor_b32_e32 v32, v32, v36
	v_add_u32_e32 v36, vcc, v30, v29
	v_xor_b32_e32 v29, v31, v37
	v_add_u32_e32 v29, vcc, v30, v29
	v_alignbit_b32 v30, v36, v36, 6
	v_lshrrev_b32_e32 v31, 11, v36
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v36
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v36
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v36
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v36
	v_and_b32_e32 v31, v34, v31
	v_add_u32_e32 v29, vcc, v29, v32
	v_add_u32_e32 v31, vcc, v15, v31
	v_and_b32_e32 v32, v36, v33
	v_add_u32_e32 v31, vcc, v31, v32
	v_add_u32_e32 v30, vcc, v31, v30
	v_add_u32_e32 v30, vcc, v30, v35
	v_alignbit_b32 v32, v29, v29, 2
	v_lshrrev_b32_e32 v35, 13, v29
	v_xor_b32_e32 v32, v32, v35
	v_lshlrev_b32_e32 v35, 19, v29
	v_xor_b32_e32 v32, v32, v35
	v_lshrrev_b32_e32 v35, 22, v29
	v_and_b32_e32 v31, v29, v27
	v_xor_b32_e32 v32, v32, v35
	v_lshlrev_b32_e32 v35, 10, v29
	v_add_u32_e32 v30, vcc, s37, v30
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v32, v32, v35
	v_add_u32_e32 v35, vcc, v30, v26
	v_and_b32_e32 v26, v29, v28
	v_xor_b32_e32 v31, v31, v26
	v_add_u32_e32 v30, vcc, v30, v31
	v_add_u32_e32 v31, vcc, v30, v32
	v_alignbit_b32 v30, v35, v35, 6
	v_lshrrev_b32_e32 v32, 11, v35
	v_xor_b32_e32 v30, v30, v32
	v_lshlrev_b32_e32 v32, 21, v35
	v_xor_b32_e32 v30, v30, v32
	v_lshrrev_b32_e32 v32, 25, v35
	v_xor_b32_e32 v30, v30, v32
	v_lshlrev_b32_e32 v32, 7, v35
	v_xor_b32_e32 v30, v30, v32
	v_not_b32_e32 v32, v35
	v_and_b32_e32 v32, v33, v32
	v_add_u32_e32 v32, vcc, v16, v32
	v_and_b32_e32 v37, v35, v36
	v_add_u32_e32 v32, vcc, v32, v37
	v_add_u32_e32 v30, vcc, v32, v30
	v_and_b32_e32 v32, v31, v28
	v_add_u32_e32 v30, vcc, v30, v34
	v_xor_b32_e32 v26, v32, v26
	v_alignbit_b32 v32, v31, v31, 2
	v_lshrrev_b32_e32 v34, 13, v31
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_e32 v34, 19, v31
	v_xor_b32_e32 v32, v32, v34
	v_lshrrev_b32_e32 v34, 22, v31
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_e32 v34, 10, v31
	v_add_u32_e32 v30, vcc, s38, v30
	v_xor_b32_e32 v32, v32, v34
	v_add_u32_e32 v34, vcc, v30, v27
	v_and_b32_e32 v27, v31, v29
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v26, vcc, v30, v26
	v_add_u32_e32 v32, vcc, v26, v32
	v_alignbit_b32 v26, v34, v34, 6
	v_lshrrev_b32_e32 v30, 11, v34
	v_xor_b32_e32 v26, v26, v30
	v_lshlrev_b32_e32 v30, 21, v34
	v_xor_b32_e32 v26, v26, v30
	v_lshrrev_b32_e32 v30, 25, v34
	v_xor_b32_e32 v26, v26, v30
	v_lshlrev_b32_e32 v30, 7, v34
	v_xor_b32_e32 v26, v26, v30
	v_not_b32_e32 v30, v34
	v_and_b32_e32 v30, v36, v30
	v_add_u32_e32 v30, vcc, v17, v30
	v_and_b32_e32 v37, v34, v35
	v_add_u32_e32 v30, vcc, v30, v37
	v_add_u32_e32 v26, vcc, v30, v26
	v_and_b32_e32 v30, v32, v29
	v_add_u32_e32 v26, vcc, v26, v33
	v_xor_b32_e32 v27, v30, v27
	v_alignbit_b32 v30, v32, v32, 2
	v_lshrrev_b32_e32 v33, 13, v32
	v_xor_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 19, v32
	v_add_u32_e32 v26, vcc, s39, v26
	v_xor_b32_e32 v30, v30, v33
	v_lshrrev_b32_e32 v33, 22, v32
	v_add_u32_e32 v37, vcc, v26, v28
	v_and_b32_e32 v28, v32, v31
	v_xor_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 10, v32
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v30, v30, v33
	v_add_u32_e32 v26, vcc, v26, v27
	v_add_u32_e32 v33, vcc, v26, v30
	v_alignbit_b32 v26, v37, v37, 6
	v_lshrrev_b32_e32 v27, 11, v37
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 21, v37
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 25, v37
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 7, v37
	v_xor_b32_e32 v26, v26, v27
	v_not_b32_e32 v27, v37
	v_and_b32_e32 v27, v35, v27
	v_add_u32_e32 v27, vcc, v18, v27
	v_and_b32_e32 v30, v37, v34
	v_add_u32_e32 v27, vcc, v27, v30
	v_add_u32_e32 v26, vcc, v27, v26
	v_and_b32_e32 v27, v33, v31
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v33, v33, 2
	v_lshrrev_b32_e32 v30, 13, v33
	v_xor_b32_e32 v28, v28, v30
	v_lshlrev_b32_e32 v30, 19, v33
	v_add_u32_e32 v26, vcc, v26, v36
	v_xor_b32_e32 v28, v28, v30
	v_lshrrev_b32_e32 v30, 22, v33
	v_xor_b32_e32 v28, v28, v30
	v_lshlrev_b32_e32 v30, 10, v33
	v_add_u32_e32 v26, vcc, s40, v26
	v_xor_b32_e32 v28, v28, v30
	v_add_u32_e32 v30, vcc, v26, v29
	v_and_b32_e32 v29, v33, v32
	v_xor_b32_e32 v27, v27, v29
	v_add_u32_e32 v26, vcc, v26, v27
	v_add_u32_e32 v26, vcc, v26, v28
	v_alignbit_b32 v27, v30, v30, 6
	v_lshrrev_b32_e32 v28, 11, v30
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 21, v30
	v_xor_b32_e32 v27, v27, v28
	v_lshrrev_b32_e32 v28, 25, v30
	v_xor_b32_e32 v27, v27, v28
	v_lshlrev_b32_e32 v28, 7, v30
	v_xor_b32_e32 v27, v27, v28
	v_not_b32_e32 v28, v30
	v_and_b32_e32 v28, v34, v28
	v_add_u32_e32 v28, vcc, v19, v28
	v_and_b32_e32 v36, v30, v37
	v_add_u32_e32 v28, vcc, v28, v36
	v_add_u32_e32 v27, vcc, v28, v27
	v_and_b32_e32 v28, v26, v32
	v_add_u32_e32 v27, vcc, v27, v35
	v_xor_b32_e32 v28, v28, v29
	v_alignbit_b32 v29, v26, v26, 2
	v_lshrrev_b32_e32 v35, 13, v26
	v_xor_b32_e32 v29, v29, v35
	v_lshlrev_b32_e32 v35, 19, v26
	v_xor_b32_e32 v29, v29, v35
	v_lshrrev_b32_e32 v35, 22, v26
	v_xor_b32_e32 v29, v29, v35
	v_lshlrev_b32_e32 v35, 10, v26
	v_xor_b32_e32 v29, v29, v35
	v_and_b32_e32 v35, v26, v33
	v_add_u32_e32 v27, vcc, s41, v27
	v_xor_b32_e32 v28, v28, v35
	v_add_u32_e32 v31, vcc, v27, v31
	v_add_u32_e32 v27, vcc, v27, v28
	v_add_u32_e32 v27, vcc, v27, v29
	v_alignbit_b32 v28, v31, v31, 6
	v_lshrrev_b32_e32 v29, 11, v31
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 21, v31
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 25, v31
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 7, v31
	v_xor_b32_e32 v28, v28, v29
	v_not_b32_e32 v29, v31
	v_and_b32_e32 v29, v37, v29
	v_add_u32_e32 v29, vcc, v11, v29
	v_and_b32_e32 v36, v31, v30
	v_add_u32_e32 v29, vcc, v29, v36
	v_add_u32_e32 v28, vcc, v29, v28
	v_and_b32_e32 v29, v27, v33
	v_add_u32_e32 v28, vcc, v28, v34
	v_xor_b32_e32 v29, v29, v35
	v_alignbit_b32 v34, v27, v27, 2
	v_lshrrev_b32_e32 v35, 13, v27
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 19, v27
	v_xor_b32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 22, v27
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 10, v27
	v_xor_b32_e32 v34, v34, v35
	v_and_b32_e32 v35, v27, v26
	v_add_u32_e32 v28, vcc, s42, v28
	v_xor_b32_e32 v29, v29, v35
	v_add_u32_e32 v32, vcc, v28, v32
	v_add_u32_e32 v28, vcc, v28, v29
	v_add_u32_e32 v28, vcc, v28, v34
	v_alignbit_b32 v29, v32, v32, 6
	v_lshrrev_b32_e32 v34, 11, v32
	v_xor_b32_e32 v29, v29, v34
	v_lshlrev_b32_e32 v34, 21, v32
	v_xor_b32_e32 v29, v29, v34
	v_lshrrev_b32_e32 v34, 25, v32
	v_xor_b32_e32 v29, v29, v34
	v_lshlrev_b32_e32 v34, 7, v32
	v_xor_b32_e32 v29, v29, v34
	v_not_b32_e32 v34, v32
	v_and_b32_e32 v34, v30, v34
	v_add_u32_e32 v34, vcc, v0, v34
	v_and_b32_e32 v36, v32, v31
	v_add_u32_e32 v34, vcc, v34, v36
	v_add_u32_e32 v29, vcc, v34, v29
	v_and_b32_e32 v34, v28, v26
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v28, v28, 2
	v_lshrrev_b32_e32 v36, 13, v28
	v_xor_b32_e32 v35, v35, v36
	v_lshlrev_b32_e32 v36, 19, v28
	v_add_u32_e32 v29, vcc, v29, v37
	v_xor_b32_e32 v35, v35, v36
	v_lshrrev_b32_e32 v36, 22, v28
	v_and_b32_e32 v37, v28, v27
	v_xor_b32_e32 v35, v35, v36
	v_lshlrev_b32_e32 v36, 10, v28
	v_add_u32_e32 v29, vcc, s44, v29
	v_xor_b32_e32 v34, v34, v37
	v_xor_b32_e32 v35, v35, v36
	v_add_u32_e32 v33, vcc, v29, v33
	v_add_u32_e32 v29, vcc, v29, v34
	v_add_u32_e32 v29, vcc, v29, v35
	v_alignbit_b32 v34, v25, v25, 7
	v_lshrrev_b32_e32 v35, 18, v25
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 14, v25
	v_xor_b32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 3, v25
	v_xor_b32_e32 v34, v34, v35
	v_add_u32_e32 v24, vcc, v24, v34
	v_alignbit_b32 v34, v11, v11, 17
	v_lshrrev_b32_e32 v35, 19, v11
	v_xor_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 13, v11
	v_xor_b32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 10, v11
	v_xor_b32_e32 v34, v34, v35
	v_add_u32_e32 v24, vcc, v24, v15
	v_add_u32_e32 v39, vcc, v24, v34
	v_alignbit_b32 v24, v20, v20, 7
	v_lshrrev_b32_e32 v34, 18, v20
	v_xor_b32_e32 v24, v24, v34
	v_lshlrev_b32_e32 v34, 14, v20
	v_xor_b32_e32 v24, v24, v34
	v_lshrrev_b32_e32 v34, 3, v20
	v_xor_b32_e32 v24, v24, v34
	v_add_u32_e32 v24, vcc, v24, v25
	v_alignbit_b32 v25, v0, v0, 17
	v_lshrrev_b32_e32 v34, 19, v0
	v_xor_b32_e32 v25, v25, v34
	v_lshlrev_b32_e32 v34, 13, v0
	v_xor_b32_e32 v25, v25, v34
	v_lshrrev_b32_e32 v34, 10, v0
	v_xor_b32_e32 v25, v25, v34
	v_add_u32_e32 v24, vcc, v24, v16
	v_add_u32_e32 v38, vcc, v24, v25
	v_alignbit_b32 v24, v21, v21, 7
	v_lshrrev_b32_e32 v25, 18, v21
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 14, v21
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 3, v21
	v_xor_b32_e32 v24, v24, v25
	v_add_u32_e32 v20, vcc, v20, v24
	v_alignbit_b32 v24, v39, v39, 17
	v_lshrrev_b32_e32 v25, 19, v39
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 13, v39
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 10, v39
	v_xor_b32_e32 v24, v24, v25
	v_add_u32_e32 v20, vcc, v20, v17
	v_add_u32_e32 v36, vcc, v20, v24
	v_alignbit_b32 v20, v22, v22, 7
	v_lshrrev_b32_e32 v24, 18, v22
	v_xor_b32_e32 v20, v20, v24
	v_lshlrev_b32_e32 v24, 14, v22
	v_xor_b32_e32 v20, v20, v24
	v_lshrrev_b32_e32 v24, 3, v22
	v_xor_b32_e32 v20, v20, v24
	v_add_u32_e32 v20, vcc, v20, v21
	v_alignbit_b32 v21, v38, v38, 17
	v_lshrrev_b32_e32 v24, 19, v38
	v_xor_b32_e32 v21, v21, v24
	v_lshlrev_b32_e32 v24, 13, v38
	v_xor_b32_e32 v21, v21, v24
	v_lshrrev_b32_e32 v24, 10, v38
	v_xor_b32_e32 v21, v21, v24
	v_add_u32_e32 v20, vcc, v20, v18
	v_add_u32_e32 v35, vcc, v20, v21
	v_alignbit_b32 v20, v23, v23, 7
	v_lshrrev_b32_e32 v21, 18, v23
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 14, v23
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 3, v23
	v_xor_b32_e32 v20, v20, v21
	v_add_u32_e32 v20, vcc, v22, v20
	v_alignbit_b32 v21, v36, v36, 17
	v_lshrrev_b32_e32 v22, 19, v36
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 13, v36
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 10, v36
	v_xor_b32_e32 v21, v21, v22
	v_add_u32_e32 v20, vcc, v20, v19
	v_add_u32_e32 v34, vcc, v20, v21
	v_alignbit_b32 v20, v12, v12, 7
	v_lshrrev_b32_e32 v21, 18, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 14, v12
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 3, v12
	v_xor_b32_e32 v20, v20, v21
	v_alignbit_b32 v21, v35, v35, 17
	v_lshrrev_b32_e32 v22, 19, v35
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 13, v35
	v_add_u32_e32 v20, vcc, v20, v23
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 10, v35
	v_xor_b32_e32 v21, v21, v22
	v_add_u32_e32 v20, vcc, v20, v11
	v_add_u32_e32 v25, vcc, v20, v21
	v_alignbit_b32 v20, v13, v13, 7
	v_lshrrev_b32_e32 v21, 18, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 14, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 3, v13
	v_xor_b32_e32 v20, v20, v21
	v_add_u32_e32 v12, vcc, v12, v20
	v_alignbit_b32 v20, v34, v34, 17
	v_lshrrev_b32_e32 v21, 19, v34
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 13, v34
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 10, v34
	v_xor_b32_e32 v20, v20, v21
	v_add_u32_e32 v12, vcc, v12, v0
	v_add_u32_e32 v24, vcc, v12, v20
	v_alignbit_b32 v12, v14, v14, 7
	v_lshrrev_b32_e32 v20, 18, v14
	v_xor_b32_e32 v12, v12, v20
	v_lshlrev_b32_e32 v20, 14, v14
	v_xor_b32_e32 v12, v12, v20
	v_lshrrev_b32_e32 v20, 3, v14
	v_xor_b32_e32 v12, v12, v20
	v_add_u32_e32 v12, vcc, v12, v13
	v_alignbit_b32 v13, v25, v25, 17
	v_lshrrev_b32_e32 v20, 19, v25
	v_xor_b32_e32 v13, v13, v20
	v_lshlrev_b32_e32 v20, 13, v25
	v_xor_b32_e32 v13, v13, v20
	v_lshrrev_b32_e32 v20, 10, v25
	v_xor_b32_e32 v13, v13, v20
	v_add_u32_e32 v12, vcc, v12, v39
	v_add_u32_e32 v13, vcc, v12, v13
	v_alignbit_b32 v12, v15, v15, 7
	v_lshrrev_b32_e32 v20, 18, v15
	v_xor_b32_e32 v12, v12, v20
	v_lshlrev_b32_e32 v20, 14, v15
	v_xor_b32_e32 v12, v12, v20
	v_lshrrev_b32_e32 v20, 3, v15
	v_xor_b32_e32 v12, v12, v20
	v_add_u32_e32 v12, vcc, v14, v12
	v_alignbit_b32 v14, v24, v24, 17
	v_lshrrev_b32_e32 v20, 19, v24
	v_xor_b32_e32 v14, v14, v20
	v_lshlrev_b32_e32 v20, 13, v24
	v_xor_b32_e32 v14, v14, v20
	v_lshrrev_b32_e32 v20, 10, v24
	v_xor_b32_e32 v14, v14, v20
	v_add_u32_e32 v12, vcc, v12, v38
	v_add_u32_e32 v12, vcc, v12, v14
	v_alignbit_b32 v14, v16, v16, 7
	v_lshrrev_b32_e32 v20, 18, v16
	v_xor_b32_e32 v14, v14, v20
	v_lshlrev_b32_e32 v20, 14, v16
	v_xor_b32_e32 v14, v14, v20
	v_lshrrev_b32_e32 v20, 3, v16
	v_xor_b32_e32 v14, v14, v20
	v_add_u32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v15, v13, v13, 17
	v_lshrrev_b32_e32 v20, 19, v13
	v_xor_b32_e32 v15, v15, v20
	v_lshlrev_b32_e32 v20, 13, v13
	v_xor_b32_e32 v15, v15, v20
	v_lshrrev_b32_e32 v20, 10, v13
	v_xor_b32_e32 v15, v15, v20
	v_add_u32_e32 v14, vcc, v14, v36
	v_add_u32_e32 v23, vcc, v14, v15
	v_alignbit_b32 v14, v17, v17, 7
	v_lshrrev_b32_e32 v15, 18, v17
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 14, v17
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 3, v17
	v_xor_b32_e32 v14, v14, v15
	v_add_u32_e32 v14, vcc, v16, v14
	v_alignbit_b32 v15, v12, v12, 17
	v_lshrrev_b32_e32 v16, 19, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v12
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v14, vcc, v14, v35
	v_add_u32_e32 v22, vcc, v14, v15
	v_alignbit_b32 v14, v18, v18, 7
	v_lshrrev_b32_e32 v15, 18, v18
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 14, v18
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 3, v18
	v_xor_b32_e32 v14, v14, v15
	v_alignbit_b32 v15, v23, v23, 17
	v_lshrrev_b32_e32 v16, 19, v23
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v23
	v_add_u32_e32 v14, vcc, v14, v17
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v23
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v14, vcc, v14, v34
	v_add_u32_e32 v21, vcc, v14, v15
	v_alignbit_b32 v14, v19, v19, 7
	v_lshrrev_b32_e32 v15, 18, v19
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 14, v19
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 3, v19
	v_xor_b32_e32 v14, v14, v15
	v_alignbit_b32 v15, v22, v22, 17
	v_lshrrev_b32_e32 v16, 19, v22
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v22
	v_add_u32_e32 v14, vcc, v18, v14
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v22
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v14, vcc, v14, v25
	v_add_u32_e32 v20, vcc, v14, v15
	v_alignbit_b32 v14, v11, v11, 7
	v_lshrrev_b32_e32 v15, 18, v11
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 14, v11
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 3, v11
	v_xor_b32_e32 v14, v14, v15
	v_alignbit_b32 v15, v21, v21, 17
	v_lshrrev_b32_e32 v16, 19, v21
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v21
	v_add_u32_e32 v14, vcc, v14, v19
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v21
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v14, vcc, v14, v24
	v_add_u32_e32 v18, vcc, v14, v15
	v_alignbit_b32 v14, v0, v0, 7
	v_lshrrev_b32_e32 v15, 18, v0
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 14, v0
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 3, v0
	v_xor_b32_e32 v16, v14, v15
	v_alignbit_b32 v14, v20, v20, 17
	v_lshrrev_b32_e32 v15, 19, v20
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 13, v20
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 10, v20
	v_xor_b32_e32 v17, v14, v15
	v_alignbit_b32 v14, v39, v39, 7
	v_lshrrev_b32_e32 v15, 18, v39
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 14, v39
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 3, v39
	v_xor_b32_e32 v14, v14, v15
	v_alignbit_b32 v15, v18, v18, 17
	v_lshrrev_b32_e32 v19, 19, v18
	v_xor_b32_e32 v15, v15, v19
	v_lshlrev_b32_e32 v19, 13, v18
	v_xor_b32_e32 v15, v15, v19
	v_lshrrev_b32_e32 v19, 10, v18
	v_xor_b32_e32 v15, v15, v19
	v_alignbit_b32 v19, v33, v33, 6
	v_lshrrev_b32_e32 v48, 11, v33
	v_xor_b32_e32 v19, v19, v48
	v_lshlrev_b32_e32 v48, 21, v33
	v_xor_b32_e32 v19, v19, v48
	v_lshrrev_b32_e32 v48, 25, v33
	v_xor_b32_e32 v19, v19, v48
	v_lshlrev_b32_e32 v48, 7, v33
	v_xor_b32_e32 v19, v19, v48
	v_not_b32_e32 v48, v33
	v_and_b32_e32 v48, v31, v48
	v_add_u32_e32 v39, vcc, v39, v48
	v_and_b32_e32 v48, v33, v32
	v_add_u32_e32 v39, vcc, v39, v48
	v_add_u32_e32 v19, vcc, v39, v19
	v_add_u32_e32 v19, vcc, v19, v30
	v_and_b32_e32 v30, v29, v27
	v_xor_b32_e32 v30, v30, v37
	v_alignbit_b32 v37, v29, v29, 2
	v_lshrrev_b32_e32 v39, 13, v29
	v_xor_b32_e32 v37, v37, v39
	v_lshlrev_b32_e32 v39, 19, v29
	v_xor_b32_e32 v37, v37, v39
	v_lshrrev_b32_e32 v39, 22, v29
	v_xor_b32_e32 v37, v37, v39
	v_lshlrev_b32_e32 v39, 10, v29
	v_add_u32_e32 v19, vcc, s45, v19
	v_xor_b32_e32 v37, v37, v39
	v_add_u32_e32 v39, vcc, v19, v26
	v_and_b32_e32 v26, v29, v28
	v_xor_b32_e32 v30, v30, v26
	v_add_u32_e32 v19, vcc, v19, v30
	v_add_u32_e32 v19, vcc, v19, v37
	v_alignbit_b32 v30, v39, v39, 6
	v_lshrrev_b32_e32 v37, 11, v39
	v_xor_b32_e32 v30, v30, v37
	v_lshlrev_b32_e32 v37, 21, v39
	v_xor_b32_e32 v30, v30, v37
	v_lshrrev_b32_e32 v37, 25, v39
	v_xor_b32_e32 v30, v30, v37
	v_lshlrev_b32_e32 v37, 7, v39
	v_xor_b32_e32 v30, v30, v37
	v_not_b32_e32 v37, v39
	v_and_b32_e32 v37, v32, v37
	v_add_u32_e32 v37, vcc, v38, v37
	v_and_b32_e32 v38, v39, v33
	v_add_u32_e32 v37, vcc, v37, v38
	v_add_u32_e32 v30, vcc, v37, v30
	v_add_u32_e32 v30, vcc, v30, v31
	v_and_b32_e32 v31, v19, v28
	v_xor_b32_e32 v26, v31, v26
	v_alignbit_b32 v31, v19, v19, 2
	v_lshrrev_b32_e32 v37, 13, v19
	v_xor_b32_e32 v31, v31, v37
	v_lshlrev_b32_e32 v37, 19, v19
	v_xor_b32_e32 v31, v31, v37
	v_lshrrev_b32_e32 v37, 22, v19
	v_xor_b32_e32 v31, v31, v37
	v_lshlrev_b32_e32 v37, 10, v19
	v_add_u32_e32 v30, vcc, s46, v30
	v_xor_b32_e32 v31, v31, v37
	v_add_u32_e32 v37, vcc, v30, v27
	v_and_b32_e32 v27, v19, v29
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v26, vcc, v30, v26
	v_add_u32_e32 v26, vcc, v26, v31
	v_alignbit_b32 v30, v37, v37, 6
	v_lshrrev_b32_e32 v31, 11, v37
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v37
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v37
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v37
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v37
	v_and_b32_e32 v31, v33, v31
	v_add_u32_e32 v31, vcc, v36, v31
	v_and_b32_e32 v36, v37, v39
	v_add_u32_e32 v31, vcc, v31, v36
	v_add_u32_e32 v30, vcc, v31, v30
	v_and_b32_e32 v31, v26, v29
	v_add_u32_e32 v30, vcc, v30, v32
	v_xor_b32_e32 v27, v31, v27
	v_alignbit_b32 v31, v26, v26, 2
	v_lshrrev_b32_e32 v32, 13, v26
	v_xor_b32_e32 v31, v31, v32
	v_lshlrev_b32_e32 v32, 19, v26
	v_xor_b32_e32 v31, v31, v32
	v_lshrrev_b32_e32 v32, 22, v26
	v_xor_b32_e32 v31, v31, v32
	v_lshlrev_b32_e32 v32, 10, v26
	v_add_u32_e32 v30, vcc, s47, v30
	v_xor_b32_e32 v31, v31, v32
	v_add_u32_e32 v32, vcc, v30, v28
	v_and_b32_e32 v28, v26, v19
	v_xor_b32_e32 v27, v27, v28
	v_add_u32_e32 v27, vcc, v30, v27
	v_add_u32_e32 v27, vcc, v27, v31
	v_alignbit_b32 v30, v32, v32, 6
	v_lshrrev_b32_e32 v31, 11, v32
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v32
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v32
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v32
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v32
	v_and_b32_e32 v31, v39, v31
	v_add_u32_e32 v31, vcc, v35, v31
	v_and_b32_e32 v35, v32, v37
	v_add_u32_e32 v31, vcc, v31, v35
	v_add_u32_e32 v30, vcc, v31, v30
	v_and_b32_e32 v31, v27, v19
	v_add_u32_e32 v30, vcc, v30, v33
	v_xor_b32_e32 v28, v31, v28
	v_alignbit_b32 v31, v27, v27, 2
	v_lshrrev_b32_e32 v33, 13, v27
	v_xor_b32_e32 v31, v31, v33
	v_lshlrev_b32_e32 v33, 19, v27
	v_xor_b32_e32 v31, v31, v33
	v_lshrrev_b32_e32 v33, 22, v27
	v_xor_b32_e32 v31, v31, v33
	v_lshlrev_b32_e32 v33, 10, v27
	v_xor_b32_e32 v31, v31, v33
	v_and_b32_e32 v33, v27, v26
	v_add_u32_e32 v30, vcc, s48, v30
	v_xor_b32_e32 v28, v28, v33
	v_add_u32_e32 v29, vcc, v30, v29
	v_add_u32_e32 v28, vcc, v30, v28
	v_add_u32_e32 v28, vcc, v28, v31
	v_alignbit_b32 v30, v29, v29, 6
	v_lshrrev_b32_e32 v31, 11, v29
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v29
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v29
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v29
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v29
	v_and_b32_e32 v31, v37, v31
	v_add_u32_e32 v31, vcc, v34, v31
	v_and_b32_e32 v34, v29, v32
	v_add_u32_e32 v31, vcc, v31, v34
	v_add_u32_e32 v30, vcc, v31, v30
	v_and_b32_e32 v31, v28, v26
	v_xor_b32_e32 v31, v31, v33
	v_alignbit_b32 v33, v28, v28, 2
	v_lshrrev_b32_e32 v34, 13, v28
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 19, v28
	v_add_u32_e32 v30, vcc, v30, v39
	v_xor_b32_e32 v33, v33, v34
	v_lshrrev_b32_e32 v34, 22, v28
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 10, v28
	v_add_u32_e32 v30, vcc, s49, v30
	v_and_b32_e32 v35, v28, v27
	v_xor_b32_e32 v33, v33, v34
	v_add_u32_e32 v34, vcc, v30, v19
	v_xor_b32_e32 v19, v31, v35
	v_add_u32_e32 v19, vcc, v30, v19
	v_alignbit_b32 v30, v34, v34, 6
	v_lshrrev_b32_e32 v31, 11, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v34
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v34
	v_and_b32_e32 v31, v32, v31
	v_add_u32_e32 v19, vcc, v19, v33
	v_add_u32_e32 v25, vcc, v25, v31
	v_and_b32_e32 v31, v34, v29
	v_add_u32_e32 v25, vcc, v25, v31
	v_alignbit_b32 v31, v19, v19, 2
	v_lshrrev_b32_e32 v33, 13, v19
	v_add_u32_e32 v25, vcc, v25, v30
	v_xor_b32_e32 v31, v31, v33
	v_lshlrev_b32_e32 v33, 19, v19
	v_add_u32_e32 v25, vcc, v25, v37
	v_xor_b32_e32 v31, v31, v33
	v_lshrrev_b32_e32 v33, 22, v19
	v_and_b32_e32 v30, v19, v27
	v_xor_b32_e32 v31, v31, v33
	v_lshlrev_b32_e32 v33, 10, v19
	v_add_u32_e32 v25, vcc, s50, v25
	v_xor_b32_e32 v30, v30, v35
	v_xor_b32_e32 v31, v31, v33
	v_add_u32_e32 v33, vcc, v25, v26
	v_and_b32_e32 v26, v19, v28
	v_xor_b32_e32 v30, v30, v26
	v_add_u32_e32 v25, vcc, v25, v30
	v_add_u32_e32 v25, vcc, v25, v31
	v_alignbit_b32 v30, v33, v33, 6
	v_lshrrev_b32_e32 v31, 11, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 21, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 25, v33
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 7, v33
	v_xor_b32_e32 v30, v30, v31
	v_not_b32_e32 v31, v33
	v_and_b32_e32 v31, v29, v31
	v_add_u32_e32 v24, vcc, v24, v31
	v_and_b32_e32 v31, v33, v34
	v_add_u32_e32 v24, vcc, v24, v31
	v_add_u32_e32 v24, vcc, v24, v30
	v_and_b32_e32 v30, v25, v28
	v_xor_b32_e32 v26, v30, v26
	v_alignbit_b32 v30, v25, v25, 2
	v_lshrrev_b32_e32 v31, 13, v25
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 19, v25
	v_add_u32_e32 v24, vcc, v24, v32
	v_xor_b32_e32 v30, v30, v31
	v_lshrrev_b32_e32 v31, 22, v25
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_e32 v31, 10, v25
	v_add_u32_e32 v24, vcc, s51, v24
	v_xor_b32_e32 v30, v30, v31
	v_add_u32_e32 v31, vcc, v24, v27
	v_and_b32_e32 v27, v25, v19
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v24, vcc, v24, v26
	v_add_u32_e32 v24, vcc, v24, v30
	v_alignbit_b32 v26, v31, v31, 6
	v_lshrrev_b32_e32 v30, 11, v31
	v_xor_b32_e32 v26, v26, v30
	v_lshlrev_b32_e32 v30, 21, v31
	v_xor_b32_e32 v26, v26, v30
	v_lshrrev_b32_e32 v30, 25, v31
	v_xor_b32_e32 v26, v26, v30
	v_lshlrev_b32_e32 v30, 7, v31
	v_xor_b32_e32 v26, v26, v30
	v_not_b32_e32 v30, v31
	v_and_b32_e32 v30, v34, v30
	v_add_u32_e32 v30, vcc, v13, v30
	v_and_b32_e32 v32, v31, v33
	v_add_u32_e32 v30, vcc, v30, v32
	v_add_u32_e32 v26, vcc, v30, v26
	v_add_u32_e32 v26, vcc, v26, v29
	v_and_b32_e32 v29, v24, v19
	v_xor_b32_e32 v27, v29, v27
	v_alignbit_b32 v29, v24, v24, 2
	v_lshrrev_b32_e32 v30, 13, v24
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 19, v24
	v_xor_b32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v30, 22, v24
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 10, v24
	v_xor_b32_e32 v29, v29, v30
	v_and_b32_e32 v30, v24, v25
	v_add_u32_e32 v26, vcc, s52, v26
	v_xor_b32_e32 v27, v27, v30
	v_add_u32_e32 v28, vcc, v26, v28
	v_add_u32_e32 v26, vcc, v26, v27
	v_add_u32_e32 v26, vcc, v26, v29
	v_alignbit_b32 v27, v28, v28, 6
	v_lshrrev_b32_e32 v29, 11, v28
	v_xor_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 21, v28
	v_xor_b32_e32 v27, v27, v29
	v_lshrrev_b32_e32 v29, 25, v28
	v_xor_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 7, v28
	v_xor_b32_e32 v27, v27, v29
	v_not_b32_e32 v29, v28
	v_and_b32_e32 v29, v33, v29
	v_add_u32_e32 v29, vcc, v12, v29
	v_and_b32_e32 v32, v28, v31
	v_add_u32_e32 v29, vcc, v29, v32
	v_add_u32_e32 v27, vcc, v29, v27
	v_and_b32_e32 v29, v26, v25
	v_xor_b32_e32 v29, v29, v30
	v_alignbit_b32 v30, v26, v26, 2
	v_lshrrev_b32_e32 v32, 13, v26
	v_xor_b32_e32 v30, v30, v32
	v_lshlrev_b32_e32 v32, 19, v26
	v_add_u32_e32 v27, vcc, v27, v34
	v_xor_b32_e32 v30, v30, v32
	v_lshrrev_b32_e32 v32, 22, v26
	v_xor_b32_e32 v30, v30, v32
	v_lshlrev_b32_e32 v32, 10, v26
	v_add_u32_e32 v27, vcc, s53, v27
	v_xor_b32_e32 v30, v30, v32
	v_add_u32_e32 v32, vcc, v27, v19
	v_and_b32_e32 v19, v26, v24
	v_xor_b32_e32 v29, v29, v19
	v_add_u32_e32 v27, vcc, v27, v29
	v_add_u32_e32 v27, vcc, v27, v30
	v_alignbit_b32 v29, v32, v32, 6
	v_lshrrev_b32_e32 v30, 11, v32
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 21, v32
	v_xor_b32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v30, 25, v32
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 7, v32
	v_xor_b32_e32 v29, v29, v30
	v_not_b32_e32 v30, v32
	v_and_b32_e32 v30, v31, v30
	v_add_u32_e32 v23, vcc, v23, v30
	v_and_b32_e32 v30, v32, v28
	v_add_u32_e32 v23, vcc, v23, v30
	v_add_u32_e32 v23, vcc, v23, v29
	v_and_b32_e32 v29, v27, v24
	v_xor_b32_e32 v19, v29, v19
	v_alignbit_b32 v29, v27, v27, 2
	v_lshrrev_b32_e32 v30, 13, v27
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 19, v27
	v_xor_b32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v30, 22, v27
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 10, v27
	v_add_u32_e32 v23, vcc, v23, v33
	v_xor_b32_e32 v29, v29, v30
	v_and_b32_e32 v30, v27, v26
	v_add_u32_e32 v23, vcc, s54, v23
	v_xor_b32_e32 v19, v19, v30
	v_add_u32_e32 v25, vcc, v23, v25
	v_add_u32_e32 v19, vcc, v23, v19
	v_add_u32_e32 v23, vcc, v19, v29
	v_alignbit_b32 v19, v25, v25, 6
	v_lshrrev_b32_e32 v29, 11, v25
	v_xor_b32_e32 v19, v19, v29
	v_lshlrev_b32_e32 v29, 21, v25
	v_xor_b32_e32 v19, v19, v29
	v_lshrrev_b32_e32 v29, 25, v25
	v_xor_b32_e32 v19, v19, v29
	v_lshlrev_b32_e32 v29, 7, v25
	v_xor_b32_e32 v19, v19, v29
	v_not_b32_e32 v29, v25
	v_and_b32_e32 v29, v28, v29
	v_add_u32_e32 v22, vcc, v22, v29
	v_and_b32_e32 v29, v25, v32
	v_add_u32_e32 v22, vcc, v22, v29
	v_add_u32_e32 v19, vcc, v22, v19
	v_and_b32_e32 v22, v23, v26
	v_xor_b32_e32 v22, v22, v30
	v_alignbit_b32 v29, v23, v23, 2
	v_lshrrev_b32_e32 v30, 13, v23
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 19, v23
	v_xor_b32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v30, 22, v23
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 10, v23
	v_add_u32_e32 v19, vcc, v19, v31
	v_xor_b32_e32 v29, v29, v30
	v_and_b32_e32 v30, v23, v27
	v_add_u32_e32 v19, vcc, s55, v19
	v_xor_b32_e32 v22, v22, v30
	v_add_u32_e32 v24, vcc, v19, v24
	v_add_u32_e32 v19, vcc, v19, v22
	v_add_u32_e32 v22, vcc, v19, v29
	v_alignbit_b32 v19, v24, v24, 6
	v_lshrrev_b32_e32 v29, 11, v24
	v_xor_b32_e32 v19, v19, v29
	v_lshlrev_b32_e32 v29, 21, v24
	v_xor_b32_e32 v19, v19, v29
	v_lshrrev_b32_e32 v29, 25, v24
	v_xor_b32_e32 v19, v19, v29
	v_lshlrev_b32_e32 v29, 7, v24
	v_xor_b32_e32 v19, v19, v29
	v_not_b32_e32 v29, v24
	v_and_b32_e32 v29, v32, v29
	v_add_u32_e32 v21, vcc, v21, v29
	v_and_b32_e32 v29, v24, v25
	v_add_u32_e32 v21, vcc, v21, v29
	v_add_u32_e32 v19, vcc, v21, v19
	v_add_u32_e32 v19, vcc, v19, v28
	v_alignbit_b32 v28, v22, v22, 2
	v_lshrrev_b32_e32 v29, 13, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 19, v22
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 22, v22
	v_and_b32_e32 v21, v22, v27
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 10, v22
	v_xor_b32_e32 v21, v21, v30
	v_xor_b32_e32 v28, v28, v29
	v_and_b32_e32 v29, v22, v23
	v_add_u32_e32 v19, vcc, s56, v19
	v_xor_b32_e32 v21, v21, v29
	v_add_u32_e32 v26, vcc, v19, v26
	v_add_u32_e32 v19, vcc, v19, v21
	v_add_u32_e32 v19, vcc, v19, v28
	v_alignbit_b32 v21, v26, v26, 6
	v_lshrrev_b32_e32 v28, 11, v26
	v_xor_b32_e32 v21, v21, v28
	v_lshlrev_b32_e32 v28, 21, v26
	v_xor_b32_e32 v21, v21, v28
	v_lshrrev_b32_e32 v28, 25, v26
	v_xor_b32_e32 v21, v21, v28
	v_lshlrev_b32_e32 v28, 7, v26
	v_xor_b32_e32 v21, v21, v28
	v_not_b32_e32 v28, v26
	v_and_b32_e32 v28, v25, v28
	v_add_u32_e32 v20, vcc, v20, v28
	v_and_b32_e32 v28, v26, v24
	v_add_u32_e32 v20, vcc, v20, v28
	v_add_u32_e32 v20, vcc, v20, v21
	v_and_b32_e32 v21, v19, v23
	v_xor_b32_e32 v21, v21, v29
	v_alignbit_b32 v28, v19, v19, 2
	v_lshrrev_b32_e32 v29, 13, v19
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 19, v19
	v_xor_b32_e32 v28, v28, v29
	v_lshrrev_b32_e32 v29, 22, v19
	v_xor_b32_e32 v28, v28, v29
	v_lshlrev_b32_e32 v29, 10, v19
	v_add_u32_e32 v20, vcc, v20, v32
	v_xor_b32_e32 v28, v28, v29
	v_and_b32_e32 v29, v19, v22
	v_add_u32_e32 v20, vcc, s57, v20
	v_xor_b32_e32 v21, v21, v29
	v_add_u32_e32 v27, vcc, v20, v27
	v_add_u32_e32 v20, vcc, v20, v21
	v_add_u32_e32 v20, vcc, v20, v28
	v_alignbit_b32 v21, v27, v27, 6
	v_lshrrev_b32_e32 v28, 11, v27
	v_xor_b32_e32 v21, v21, v28
	v_lshlrev_b32_e32 v28, 21, v27
	v_xor_b32_e32 v21, v21, v28
	v_lshrrev_b32_e32 v28, 25, v27
	v_xor_b32_e32 v21, v21, v28
	v_lshlrev_b32_e32 v28, 7, v27
	v_xor_b32_e32 v21, v21, v28
	v_not_b32_e32 v28, v27
	v_and_b32_e32 v28, v24, v28
	v_add_u32_e32 v18, vcc, v18, v28
	v_and_b32_e32 v28, v27, v26
	v_add_u32_e32 v18, vcc, v18, v28
	v_add_u32_e32 v18, vcc, v18, v21
	v_add_u32_e32 v18, vcc, v18, v25
	v_alignbit_b32 v25, v20, v20, 2
	v_lshrrev_b32_e32 v28, 13, v20
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 19, v20
	v_xor_b32_e32 v25, v25, v28
	v_lshrrev_b32_e32 v28, 22, v20
	v_and_b32_e32 v21, v20, v22
	v_xor_b32_e32 v25, v25, v28
	v_lshlrev_b32_e32 v28, 10, v20
	v_xor_b32_e32 v21, v21, v29
	v_xor_b32_e32 v25, v25, v28
	v_and_b32_e32 v28, v20, v19
	v_add_u32_e32 v18, vcc, s58, v18
	v_xor_b32_e32 v21, v21, v28
	v_add_u32_e32 v23, vcc, v18, v23
	v_add_u32_e32 v18, vcc, v18, v21
	v_add_u32_e32 v18, vcc, v18, v25
	v_alignbit_b32 v21, v23, v23, 6
	v_lshrrev_b32_e32 v25, 11, v23
	v_add_u32_e32 v11, vcc, v16, v11
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 21, v23
	v_add_u32_e32 v11, vcc, v11, v13
	v_not_b32_e32 v13, v23
	v_xor_b32_e32 v21, v21, v25
	v_lshrrev_b32_e32 v25, 25, v23
	v_add_u32_e32 v11, vcc, v11, v17
	v_and_b32_e32 v13, v26, v13
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 7, v23
	v_add_u32_e32 v11, vcc, v11, v13
	v_and_b32_e32 v13, v23, v27
	v_xor_b32_e32 v21, v21, v25
	v_add_u32_e32 v11, vcc, v11, v13
	v_alignbit_b32 v16, v18, v18, 2
	v_lshrrev_b32_e32 v17, 13, v18
	v_add_u32_e32 v11, vcc, v11, v21
	v_and_b32_e32 v13, v18, v19
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 19, v18
	v_add_u32_e32 v11, vcc, v11, v24
	v_xor_b32_e32 v13, v13, v28
	v_xor_b32_e32 v16, v16, v17
	v_lshrrev_b32_e32 v17, 22, v18
	v_and_b32_e32 v21, v18, v20
	v_xor_b32_e32 v16, v16, v17
	v_lshlrev_b32_e32 v17, 10, v18
	v_add_u32_e32 v11, vcc, s43, v11
	v_xor_b32_e32 v13, v13, v21
	v_xor_b32_e32 v16, v16, v17
	v_add_u32_e32 v17, vcc, v11, v22
	v_add_u32_e32 v11, vcc, v11, v13
	v_add_u32_e32 v11, vcc, v11, v16
	v_alignbit_b32 v13, v17, v17, 6
	v_lshrrev_b32_e32 v16, 11, v17
	v_add_u32_e32 v0, vcc, v0, v14
	v_xor_b32_e32 v13, v13, v16
	v_lshlrev_b32_e32 v16, 21, v17
	v_add_u32_e32 v0, vcc, v0, v12
	v_not_b32_e32 v12, v17
	v_xor_b32_e32 v13, v13, v16
	v_lshrrev_b32_e32 v16, 25, v17
	v_add_u32_e32 v0, vcc, v0, v15
	v_and_b32_e32 v12, v27, v12
	v_xor_b32_e32 v13, v13, v16
	v_lshlrev_b32_e32 v16, 7, v17
	v_add_u32_e32 v0, vcc, v0, v12
	v_and_b32_e32 v12, v17, v23
	v_xor_b32_e32 v13, v13, v16
	v_add_u32_e32 v0, vcc, v0, v12
	v_add_u32_e32 v0, vcc, v0, v13
	v_alignbit_b32 v13, v11, v11, 2
	v_lshrrev_b32_e32 v14, 13, v11
	v_add_u32_e32 v0, vcc, v0, v26
	v_xor_b32_e32 v12, v18, v20
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 19, v11
	v_add_u32_e32 v0, vcc, s59, v0
	v_and_b32_e32 v12, v11, v12
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 22, v11
	v_xor_b32_e32 v12, v12, v21
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 10, v11
	v_add_u32_e32 v10, vcc, v0, v10
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v10, vcc, v10, v12
	v_add_u32_e32 v0, vcc, v0, v6
	v_add_u32_e32 v10, vcc, v10, v13
	v_add_u32_e32 v0, vcc, v0, v19
	v_add_u32_e32 v6, vcc, 16, v2
	buffer_store_dword v10, v2, s[0:3], 0 offen
	v_add_u32_e32 v9, vcc, v11, v9
	v_add_u32_e32 v10, vcc, 4, v2
	buffer_store_dword v0, v6, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v17, v5
	v_add_u32_e32 v5, vcc, 20, v2
	buffer_store_dword v9, v10, s[0:3], 0 offen
	v_add_u32_e32 v8, vcc, v18, v8
	v_add_u32_e32 v9, vcc, 8, v2
	buffer_store_dword v0, v5, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v23, v4
	v_add_u32_e32 v4, vcc, 24, v2
	buffer_store_dword v8, v9, s[0:3], 0 offen
	v_add_u32_e32 v7, vcc, v20, v7
	v_add_u32_e32 v8, vcc, 12, v2
	buffer_store_dword v0, v4, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v27, v1
	v_add_u32_e32 v1, vcc, 28, v2
	buffer_store_dword v7, v8, s[0:3], 0 offen
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_readlane_b32 s59, v3, 25
	v_readlane_b32 s58, v3, 24
	v_readlane_b32 s57, v3, 23
	v_readlane_b32 s56, v3, 22
	v_readlane_b32 s55, v3, 21
	v_readlane_b32 s54, v3, 20
	v_readlane_b32 s53, v3, 19
	v_readlane_b32 s52, v3, 18
	v_readlane_b32 s51, v3, 17
	v_readlane_b32 s50, v3, 16
	v_readlane_b32 s49, v3, 15
	v_readlane_b32 s48, v3, 14
	v_readlane_b32 s47, v3, 13
	v_readlane_b32 s46, v3, 12
	v_readlane_b32 s45, v3, 11
	v_readlane_b32 s44, v3, 10
	v_readlane_b32 s43, v3, 9
	v_readlane_b32 s42, v3, 8
	v_readlane_b32 s41, v3, 7
	v_readlane_b32 s40, v3, 6
	v_readlane_b32 s39, v3, 5
	v_readlane_b32 s38, v3, 4
	v_readlane_b32 s37, v3, 3
	v_readlane_b32 s36, v3, 2
	v_readlane_b32 s35, v3, 1
	v_readlane_b32 s34, v3, 0
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v3, off, s[0:3], s32  ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	sha256PublicKey, .Lfunc_end0-sha256PublicKey
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 25816
; NumSgprs: 62
; NumVgprs: 50
; ScratchSize: 8
; MemoryBound: 0
	.text
	.hidden	sha256PublicKeyCompressed       ; -- Begin function sha256PublicKeyCompressed
	.globl	sha256PublicKeyCompressed
	.p2align	2
	.type	sha256PublicKeyCompressed,@function
sha256PublicKeyCompressed:              ; @sha256PublicKeyCompressed
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v8, v0, s[0:3], 0 offen
	v_add_u32_e32 v3, vcc, 4, v0
	v_add_u32_e32 v4, vcc, 8, v0
	v_add_u32_e32 v5, vcc, 12, v0
	buffer_load_dword v10, v3, s[0:3], 0 offen
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v7, v5, s[0:3], 0 offen
	v_add_u32_e32 v3, vcc, 16, v0
	v_add_u32_e32 v5, vcc, 24, v0
	v_add_u32_e32 v4, vcc, 20, v0
	v_add_u32_e32 v0, vcc, 28, v0
	buffer_load_dword v13, v3, s[0:3], 0 offen
	buffer_load_dword v9, v4, s[0:3], 0 offen
	buffer_load_dword v6, v5, s[0:3], 0 offen
	buffer_load_dword v5, v0, s[0:3], 0 offen
	s_mov_b32 s5, 0x9ac7e2a2
	s_mov_b32 s6, 0xfe08884d
	s_mov_b32 s7, 0x1381d5d
	s_mov_b32 s8, 0xcd2a11ae
	s_mov_b32 s10, 0xb2d5ee51
	s_mov_b32 s9, 0xbabcc441
	s_mov_b32 s4, 0x510e527f
	s_waitcnt vmcnt(7)
	v_alignbit_b32 v0, v1, v8, 8
	v_and_b32_e32 v4, 0x1ffffff, v0
	s_waitcnt vmcnt(6)
	v_alignbit_b32 v3, v8, v10, 8
	s_waitcnt vmcnt(5)
	v_alignbit_b32 v1, v10, v11, 8
	s_waitcnt vmcnt(4)
	v_alignbit_b32 v0, v11, v7, 8
	v_add_u32_e32 v8, vcc, s5, v4
	v_add_u32_e32 v10, vcc, s6, v4
	v_sub_u32_e32 v11, vcc, s7, v4
	v_and_b32_e32 v12, 0x110e527f, v8
	v_and_b32_e32 v11, 0x305688c, v11
	v_alignbit_b32 v14, v8, v8, 6
	v_lshrrev_b32_e32 v15, 11, v8
	v_alignbit_b32 v20, v10, v10, 2
	v_lshrrev_b32_e32 v21, 13, v10
	v_lshlrev_b32_e32 v16, 21, v8
	v_lshlrev_b32_e32 v22, 19, v10
	v_xor_b32_e32 v11, v12, v11
	v_xor_b32_e32 v12, v14, v15
	v_xor_b32_e32 v14, v20, v21
	v_lshrrev_b32_e32 v17, 25, v8
	v_lshrrev_b32_e32 v23, 22, v10
	v_xor_b32_e32 v12, v12, v16
	v_xor_b32_e32 v14, v14, v22
	v_lshlrev_b32_e32 v18, 7, v8
	v_lshlrev_b32_e32 v24, 10, v10
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v14, v14, v23
	v_and_b32_e32 v19, 0xd16e48e2, v10
	v_add_u32_e32 v11, vcc, v3, v11
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v14, v14, v24
	v_add_u32_e32 v11, vcc, v11, v12
	v_add_u32_e32 v12, vcc, v19, v14
	v_add_u32_e32 v12, vcc, v11, v12
	v_add_u32_e32 v14, vcc, s8, v11
	v_sub_u32_e32 v11, vcc, s10, v11
	v_add_u32_e32 v15, vcc, s9, v12
	v_and_b32_e32 v12, v14, v8
	v_and_b32_e32 v11, s4, v11
	v_alignbit_b32 v16, v14, v14, 6
	v_lshrrev_b32_e32 v17, 11, v14
	v_lshlrev_b32_e32 v18, 21, v14
	v_xor_b32_e32 v11, v12, v11
	v_xor_b32_e32 v12, v16, v17
	v_lshrrev_b32_e32 v19, 25, v14
	v_xor_b32_e32 v12, v12, v18
	v_lshlrev_b32_e32 v20, 7, v14
	v_xor_b32_e32 v12, v12, v19
	v_alignbit_b32 v17, v15, v15, 2
	v_lshrrev_b32_e32 v18, 13, v15
	v_add_u32_e32 v11, vcc, v1, v11
	v_xor_b32_e32 v12, v12, v20
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 19, v15
	v_add_u32_e32 v11, vcc, v11, v12
	v_xor_b32_e32 v12, v15, v10
	s_mov_b32 s5, 0x6a09e667
	v_xor_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v18, 22, v15
	v_and_b32_e32 v16, v15, v10
	v_and_b32_e32 v12, s5, v12
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 10, v15
	v_xor_b32_e32 v12, v12, v16
	v_xor_b32_e32 v17, v17, v18
	v_add_u32_e32 v12, vcc, v12, v17
	s_mov_b32 s6, 0xc2e12e0
	v_add_u32_e32 v12, vcc, v11, v12
	v_add_u32_e32 v17, vcc, s6, v11
	s_mov_b32 s6, 0x50c6645b
	v_add_u32_e32 v18, vcc, s6, v12
	s_mov_b32 s6, 0xf3d1ed1f
	v_sub_u32_e32 v11, vcc, s6, v11
	v_and_b32_e32 v12, v17, v14
	v_and_b32_e32 v11, v11, v8
	v_xor_b32_e32 v11, v12, v11
	v_alignbit_b32 v12, v17, v17, 6
	v_lshrrev_b32_e32 v19, 11, v17
	v_xor_b32_e32 v12, v12, v19
	v_lshlrev_b32_e32 v19, 21, v17
	v_xor_b32_e32 v12, v12, v19
	v_lshrrev_b32_e32 v19, 25, v17
	v_xor_b32_e32 v12, v12, v19
	v_lshlrev_b32_e32 v19, 7, v17
	v_xor_b32_e32 v12, v12, v19
	v_add_u32_e32 v11, vcc, v0, v11
	v_add_u32_e32 v11, vcc, v11, v12
	v_and_b32_e32 v12, v18, v10
	v_xor_b32_e32 v12, v12, v16
	v_alignbit_b32 v16, v18, v18, 2
	v_lshrrev_b32_e32 v19, 13, v18
	v_xor_b32_e32 v16, v16, v19
	v_lshlrev_b32_e32 v19, 19, v18
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 22, v18
	v_xor_b32_e32 v16, v16, v19
	v_lshlrev_b32_e32 v19, 10, v18
	v_xor_b32_e32 v16, v16, v19
	v_and_b32_e32 v19, v18, v15
	v_xor_b32_e32 v12, v12, v19
	s_mov_b32 s6, 0xa4ce148b
	v_add_u32_e32 v12, vcc, v12, v16
	v_add_u32_e32 v16, vcc, s6, v11
	s_mov_b32 s6, 0x5b31eb74
	v_add_u32_e32 v12, vcc, v11, v12
	v_sub_u32_e32 v11, vcc, s6, v11
	v_and_b32_e32 v11, v11, v14
	v_and_b32_e32 v20, v16, v17
	v_xor_b32_e32 v11, v20, v11
	v_alignbit_b32 v20, v16, v16, 6
	v_lshrrev_b32_e32 v21, 11, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 21, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 25, v16
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 7, v16
	s_waitcnt vmcnt(3)
	v_alignbit_b32 v7, v7, v13, 8
	v_xor_b32_e32 v20, v20, v21
	v_add_u32_e32 v11, vcc, v7, v11
	s_mov_b32 s6, 0x3ac42e24
	v_add_u32_e32 v11, vcc, v11, v20
	v_add_u32_e32 v20, vcc, s6, v12
	v_add_u32_e32 v8, vcc, v11, v8
	v_and_b32_e32 v11, v20, v15
	v_xor_b32_e32 v11, v11, v19
	v_alignbit_b32 v12, v20, v20, 2
	v_lshrrev_b32_e32 v19, 13, v20
	v_xor_b32_e32 v12, v12, v19
	v_lshlrev_b32_e32 v19, 19, v20
	v_xor_b32_e32 v12, v12, v19
	v_lshrrev_b32_e32 v19, 22, v20
	s_mov_b32 s6, 0x3956c25b
	v_xor_b32_e32 v12, v12, v19
	v_lshlrev_b32_e32 v19, 10, v20
	v_add_u32_e32 v8, vcc, s6, v8
	v_xor_b32_e32 v12, v12, v19
	v_add_u32_e32 v19, vcc, v8, v10
	v_and_b32_e32 v10, v20, v18
	v_xor_b32_e32 v11, v11, v10
	v_add_u32_e32 v8, vcc, v8, v11
	v_add_u32_e32 v12, vcc, v8, v12
	v_alignbit_b32 v8, v19, v19, 6
	v_lshrrev_b32_e32 v11, 11, v19
	v_xor_b32_e32 v8, v8, v11
	v_lshlrev_b32_e32 v11, 21, v19
	v_xor_b32_e32 v8, v8, v11
	v_lshrrev_b32_e32 v11, 25, v19
	v_xor_b32_e32 v8, v8, v11
	v_lshlrev_b32_e32 v11, 7, v19
	v_xor_b32_e32 v11, v8, v11
	s_waitcnt vmcnt(2)
	v_alignbit_b32 v8, v13, v9, 8
	v_not_b32_e32 v13, v19
	v_and_b32_e32 v13, v17, v13
	v_add_u32_e32 v13, vcc, v8, v13
	v_and_b32_e32 v21, v19, v16
	v_add_u32_e32 v13, vcc, v13, v21
	v_add_u32_e32 v11, vcc, v13, v11
	v_and_b32_e32 v13, v12, v18
	v_add_u32_e32 v11, vcc, v11, v14
	v_xor_b32_e32 v10, v13, v10
	v_alignbit_b32 v13, v12, v12, 2
	v_lshrrev_b32_e32 v14, 13, v12
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 19, v12
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 22, v12
	s_mov_b32 s6, 0x59f111f1
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 10, v12
	v_add_u32_e32 v11, vcc, s6, v11
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v14, vcc, v11, v15
	v_and_b32_e32 v15, v12, v20
	v_xor_b32_e32 v10, v10, v15
	v_add_u32_e32 v10, vcc, v11, v10
	v_add_u32_e32 v13, vcc, v10, v13
	v_alignbit_b32 v10, v14, v14, 6
	v_lshrrev_b32_e32 v11, 11, v14
	v_xor_b32_e32 v10, v10, v11
	v_lshlrev_b32_e32 v11, 21, v14
	v_xor_b32_e32 v10, v10, v11
	v_lshrrev_b32_e32 v11, 25, v14
	v_xor_b32_e32 v10, v10, v11
	v_lshlrev_b32_e32 v11, 7, v14
	v_xor_b32_e32 v10, v10, v11
	v_not_b32_e32 v11, v14
	s_waitcnt vmcnt(1)
	v_alignbit_b32 v9, v9, v6, 8
	v_and_b32_e32 v11, v16, v11
	v_add_u32_e32 v11, vcc, v9, v11
	v_and_b32_e32 v21, v14, v19
	v_add_u32_e32 v11, vcc, v11, v21
	v_add_u32_e32 v10, vcc, v11, v10
	v_and_b32_e32 v11, v13, v20
	v_add_u32_e32 v10, vcc, v10, v17
	v_xor_b32_e32 v11, v11, v15
	v_alignbit_b32 v15, v13, v13, 2
	v_lshrrev_b32_e32 v17, 13, v13
	v_xor_b32_e32 v15, v15, v17
	v_lshlrev_b32_e32 v17, 19, v13
	v_xor_b32_e32 v15, v15, v17
	v_lshrrev_b32_e32 v17, 22, v13
	s_mov_b32 s6, 0x923f82a4
	v_xor_b32_e32 v15, v15, v17
	v_lshlrev_b32_e32 v17, 10, v13
	v_add_u32_e32 v10, vcc, s6, v10
	v_xor_b32_e32 v15, v15, v17
	v_add_u32_e32 v17, vcc, v10, v18
	v_and_b32_e32 v18, v13, v12
	v_xor_b32_e32 v11, v11, v18
	v_add_u32_e32 v10, vcc, v10, v11
	v_add_u32_e32 v15, vcc, v10, v15
	v_alignbit_b32 v10, v17, v17, 6
	v_lshrrev_b32_e32 v11, 11, v17
	v_xor_b32_e32 v10, v10, v11
	v_lshlrev_b32_e32 v11, 21, v17
	v_xor_b32_e32 v10, v10, v11
	v_lshrrev_b32_e32 v11, 25, v17
	v_xor_b32_e32 v10, v10, v11
	v_lshlrev_b32_e32 v11, 7, v17
	v_xor_b32_e32 v11, v10, v11
	s_waitcnt vmcnt(0)
	v_alignbit_b32 v10, v6, v5, 8
	v_not_b32_e32 v6, v17
	v_and_b32_e32 v6, v19, v6
	v_add_u32_e32 v6, vcc, v10, v6
	v_and_b32_e32 v21, v17, v14
	v_add_u32_e32 v6, vcc, v6, v21
	v_add_u32_e32 v6, vcc, v6, v11
	v_and_b32_e32 v11, v15, v12
	v_add_u32_e32 v6, vcc, v6, v16
	v_xor_b32_e32 v11, v11, v18
	v_alignbit_b32 v16, v15, v15, 2
	v_lshrrev_b32_e32 v18, 13, v15
	v_xor_b32_e32 v16, v16, v18
	v_lshlrev_b32_e32 v18, 19, v15
	v_xor_b32_e32 v16, v16, v18
	v_lshrrev_b32_e32 v18, 22, v15
	s_mov_b32 s6, 0xab1c5ed5
	v_xor_b32_e32 v16, v16, v18
	v_lshlrev_b32_e32 v18, 10, v15
	v_add_u32_e32 v6, vcc, s6, v6
	v_xor_b32_e32 v16, v16, v18
	v_add_u32_e32 v18, vcc, v6, v20
	v_and_b32_e32 v20, v15, v13
	v_xor_b32_e32 v11, v11, v20
	v_add_u32_e32 v6, vcc, v6, v11
	v_add_u32_e32 v6, vcc, v6, v16
	v_alignbit_b32 v11, v18, v18, 6
	v_lshrrev_b32_e32 v16, 11, v18
	v_xor_b32_e32 v11, v11, v16
	v_lshlrev_b32_e32 v16, 21, v18
	v_xor_b32_e32 v11, v11, v16
	v_lshrrev_b32_e32 v16, 25, v18
	v_xor_b32_e32 v11, v11, v16
	v_lshlrev_b32_e32 v16, 7, v18
	v_xor_b32_e32 v16, v11, v16
	v_lshlrev_b32_e32 v11, 24, v5
	v_not_b32_e32 v5, v18
	v_and_b32_e32 v5, v14, v5
	v_add_u32_e32 v5, vcc, v11, v5
	v_and_b32_e32 v21, v18, v17
	v_add_u32_e32 v5, vcc, v5, v21
	v_add_u32_e32 v5, vcc, v5, v16
	v_and_b32_e32 v16, v6, v13
	v_add_u32_e32 v5, vcc, v5, v19
	v_xor_b32_e32 v16, v16, v20
	v_alignbit_b32 v19, v6, v6, 2
	v_lshrrev_b32_e32 v20, 13, v6
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v6
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v6
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v6
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0xd887aa98
	v_and_b32_e32 v20, v6, v15
	v_add_u32_e32 v5, vcc, s6, v5
	v_xor_b32_e32 v16, v16, v20
	v_add_u32_e32 v12, vcc, v5, v12
	v_add_u32_e32 v5, vcc, v5, v16
	v_add_u32_e32 v5, vcc, v5, v19
	v_alignbit_b32 v16, v12, v12, 6
	v_lshrrev_b32_e32 v19, 11, v12
	v_xor_b32_e32 v16, v16, v19
	v_lshlrev_b32_e32 v19, 21, v12
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 25, v12
	v_xor_b32_e32 v16, v16, v19
	v_lshlrev_b32_e32 v19, 7, v12
	v_xor_b32_e32 v16, v16, v19
	v_bfi_b32 v19, v12, v18, v17
	v_add_u32_e32 v16, vcc, v19, v16
	v_add_u32_e32 v14, vcc, v16, v14
	v_and_b32_e32 v16, v5, v15
	v_xor_b32_e32 v16, v16, v20
	v_alignbit_b32 v19, v5, v5, 2
	v_lshrrev_b32_e32 v20, 13, v5
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v5
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v5
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v5
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0x12835b01
	v_and_b32_e32 v20, v5, v6
	v_add_u32_e32 v14, vcc, s6, v14
	v_xor_b32_e32 v16, v16, v20
	v_add_u32_e32 v13, vcc, v14, v13
	v_add_u32_e32 v14, vcc, v14, v16
	v_add_u32_e32 v14, vcc, v14, v19
	v_alignbit_b32 v16, v13, v13, 6
	v_lshrrev_b32_e32 v19, 11, v13
	v_xor_b32_e32 v16, v16, v19
	v_lshlrev_b32_e32 v19, 21, v13
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 25, v13
	v_xor_b32_e32 v16, v16, v19
	v_lshlrev_b32_e32 v19, 7, v13
	v_xor_b32_e32 v16, v16, v19
	v_bfi_b32 v19, v13, v12, v18
	v_add_u32_e32 v16, vcc, v19, v16
	v_add_u32_e32 v16, vcc, v16, v17
	v_and_b32_e32 v17, v14, v6
	v_xor_b32_e32 v17, v17, v20
	v_alignbit_b32 v19, v14, v14, 2
	v_lshrrev_b32_e32 v20, 13, v14
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v14
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v14
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v14
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0x243185be
	v_and_b32_e32 v20, v14, v5
	v_add_u32_e32 v16, vcc, s6, v16
	v_xor_b32_e32 v17, v17, v20
	v_add_u32_e32 v15, vcc, v16, v15
	v_add_u32_e32 v16, vcc, v16, v17
	v_add_u32_e32 v16, vcc, v16, v19
	v_alignbit_b32 v17, v15, v15, 6
	v_lshrrev_b32_e32 v19, 11, v15
	v_xor_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 21, v15
	v_xor_b32_e32 v17, v17, v19
	v_lshrrev_b32_e32 v19, 25, v15
	v_xor_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 7, v15
	v_xor_b32_e32 v17, v17, v19
	v_bfi_b32 v19, v15, v13, v12
	v_add_u32_e32 v17, vcc, v19, v17
	v_add_u32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v18, v16, v5
	v_xor_b32_e32 v18, v18, v20
	v_alignbit_b32 v19, v16, v16, 2
	v_lshrrev_b32_e32 v20, 13, v16
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v16
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v16
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v16
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0x550c7dc3
	v_and_b32_e32 v20, v16, v14
	v_add_u32_e32 v17, vcc, s6, v17
	v_xor_b32_e32 v18, v18, v20
	v_add_u32_e32 v6, vcc, v17, v6
	v_add_u32_e32 v17, vcc, v17, v18
	v_add_u32_e32 v17, vcc, v17, v19
	v_alignbit_b32 v18, v6, v6, 6
	v_lshrrev_b32_e32 v19, 11, v6
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v6
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v6
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v6
	v_xor_b32_e32 v18, v18, v19
	v_bfi_b32 v19, v6, v15, v13
	v_add_u32_e32 v18, vcc, v19, v18
	v_add_u32_e32 v12, vcc, v18, v12
	v_and_b32_e32 v18, v17, v14
	v_xor_b32_e32 v18, v18, v20
	v_alignbit_b32 v19, v17, v17, 2
	v_lshrrev_b32_e32 v20, 13, v17
	s_mov_b32 s6, 0x72be5d74
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v17
	v_add_u32_e32 v12, vcc, s6, v12
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v17
	v_add_u32_e32 v24, vcc, v12, v5
	v_and_b32_e32 v5, v17, v16
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v17
	v_xor_b32_e32 v18, v18, v5
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v12, vcc, v12, v18
	v_add_u32_e32 v20, vcc, v12, v19
	v_alignbit_b32 v12, v24, v24, 6
	v_lshrrev_b32_e32 v18, 11, v24
	v_xor_b32_e32 v12, v12, v18
	v_lshlrev_b32_e32 v18, 21, v24
	v_xor_b32_e32 v12, v12, v18
	v_lshrrev_b32_e32 v18, 25, v24
	v_xor_b32_e32 v12, v12, v18
	v_lshlrev_b32_e32 v18, 7, v24
	v_xor_b32_e32 v12, v12, v18
	v_bfi_b32 v18, v24, v6, v15
	v_add_u32_e32 v12, vcc, v18, v12
	v_add_u32_e32 v12, vcc, v12, v13
	v_and_b32_e32 v13, v20, v16
	v_xor_b32_e32 v5, v13, v5
	v_alignbit_b32 v13, v20, v20, 2
	v_lshrrev_b32_e32 v18, 13, v20
	s_mov_b32 s6, 0x80deb1fe
	v_xor_b32_e32 v13, v13, v18
	v_lshlrev_b32_e32 v18, 19, v20
	v_add_u32_e32 v12, vcc, s6, v12
	v_xor_b32_e32 v13, v13, v18
	v_lshrrev_b32_e32 v18, 22, v20
	v_add_u32_e32 v23, vcc, v12, v14
	v_and_b32_e32 v14, v20, v17
	v_xor_b32_e32 v13, v13, v18
	v_lshlrev_b32_e32 v18, 10, v20
	v_xor_b32_e32 v5, v5, v14
	v_xor_b32_e32 v13, v13, v18
	v_add_u32_e32 v5, vcc, v12, v5
	v_add_u32_e32 v19, vcc, v5, v13
	v_alignbit_b32 v5, v23, v23, 6
	v_lshrrev_b32_e32 v12, 11, v23
	v_xor_b32_e32 v5, v5, v12
	v_lshlrev_b32_e32 v12, 21, v23
	v_xor_b32_e32 v5, v5, v12
	v_lshrrev_b32_e32 v12, 25, v23
	v_xor_b32_e32 v5, v5, v12
	v_lshlrev_b32_e32 v12, 7, v23
	v_xor_b32_e32 v5, v5, v12
	v_bfi_b32 v12, v23, v24, v6
	v_add_u32_e32 v5, vcc, v12, v5
	v_and_b32_e32 v12, v19, v17
	v_xor_b32_e32 v12, v12, v14
	v_alignbit_b32 v13, v19, v19, 2
	v_lshrrev_b32_e32 v14, 13, v19
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 19, v19
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 22, v19
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 10, v19
	v_add_u32_e32 v5, vcc, v5, v15
	v_xor_b32_e32 v13, v13, v14
	s_mov_b32 s6, 0x9bdc06a7
	v_and_b32_e32 v14, v19, v20
	v_add_u32_e32 v5, vcc, s6, v5
	v_xor_b32_e32 v12, v12, v14
	v_add_u32_e32 v22, vcc, v5, v16
	v_add_u32_e32 v5, vcc, v5, v12
	v_add_u32_e32 v18, vcc, v5, v13
	v_alignbit_b32 v5, v22, v22, 6
	v_lshrrev_b32_e32 v12, 11, v22
	v_xor_b32_e32 v5, v5, v12
	v_lshlrev_b32_e32 v12, 21, v22
	v_xor_b32_e32 v5, v5, v12
	v_lshrrev_b32_e32 v12, 25, v22
	v_xor_b32_e32 v5, v5, v12
	v_lshlrev_b32_e32 v12, 7, v22
	v_xor_b32_e32 v5, v5, v12
	v_bfi_b32 v12, v22, v23, v24
	v_add_u32_e32 v5, vcc, v12, v5
	v_alignbit_b32 v12, v18, v18, 2
	v_lshrrev_b32_e32 v13, 13, v18
	v_add_u32_e32 v5, vcc, v5, v6
	v_and_b32_e32 v6, v18, v20
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 19, v18
	v_xor_b32_e32 v6, v6, v14
	v_xor_b32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 22, v18
	s_mov_b32 s6, 0xc19bf27c
	v_and_b32_e32 v25, v18, v19
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 10, v18
	v_add_u32_e32 v5, vcc, s6, v5
	v_xor_b32_e32 v6, v6, v25
	v_xor_b32_e32 v12, v12, v13
	v_add_u32_e32 v21, vcc, v5, v17
	v_add_u32_e32 v5, vcc, v5, v6
	v_add_u32_e32 v17, vcc, v5, v12
	v_alignbit_b32 v5, v3, v3, 7
	v_lshrrev_b32_e32 v6, 18, v3
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v3
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v3
	v_xor_b32_e32 v5, v5, v6
	v_add_u32_e32 v4, vcc, v5, v4
	v_alignbit_b32 v5, v1, v1, 7
	v_lshrrev_b32_e32 v6, 18, v1
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v1
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v1
	v_xor_b32_e32 v5, v5, v6
	v_add_u32_e32 v6, vcc, v3, v5
	v_alignbit_b32 v3, v0, v0, 7
	v_lshrrev_b32_e32 v5, 18, v0
	v_xor_b32_e32 v3, v3, v5
	v_lshlrev_b32_e32 v5, 14, v0
	v_xor_b32_e32 v3, v3, v5
	v_lshrrev_b32_e32 v5, 3, v0
	s_brev_b32 s6, 64
	v_xor_b32_e32 v5, v3, v5
	v_add_u32_e32 v3, vcc, s6, v4
	v_add_u32_e32 v1, vcc, v5, v1
	v_alignbit_b32 v4, v3, v3, 17
	v_lshrrev_b32_e32 v5, 19, v3
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v3
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v3
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v5, vcc, v1, v4
	v_alignbit_b32 v1, v7, v7, 7
	v_lshrrev_b32_e32 v4, 18, v7
	v_xor_b32_e32 v1, v1, v4
	v_lshlrev_b32_e32 v4, 14, v7
	v_xor_b32_e32 v1, v1, v4
	v_lshrrev_b32_e32 v4, 3, v7
	s_mov_b32 s6, 0xa50000
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v4, vcc, s6, v6
	v_add_u32_e32 v0, vcc, v1, v0
	v_alignbit_b32 v1, v4, v4, 17
	v_lshrrev_b32_e32 v6, 19, v4
	v_xor_b32_e32 v1, v1, v6
	v_lshlrev_b32_e32 v6, 13, v4
	v_xor_b32_e32 v1, v1, v6
	v_lshrrev_b32_e32 v6, 10, v4
	v_xor_b32_e32 v1, v1, v6
	v_add_u32_e32 v6, vcc, v0, v1
	v_alignbit_b32 v0, v8, v8, 7
	v_lshrrev_b32_e32 v1, 18, v8
	v_xor_b32_e32 v0, v0, v1
	v_lshlrev_b32_e32 v1, 14, v8
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 3, v8
	v_xor_b32_e32 v0, v0, v1
	v_add_u32_e32 v0, vcc, v0, v7
	v_alignbit_b32 v1, v5, v5, 17
	v_lshrrev_b32_e32 v7, 19, v5
	v_xor_b32_e32 v1, v1, v7
	v_lshlrev_b32_e32 v7, 13, v5
	v_xor_b32_e32 v1, v1, v7
	v_lshrrev_b32_e32 v7, 10, v5
	v_xor_b32_e32 v1, v1, v7
	v_add_u32_e32 v7, vcc, v0, v1
	v_alignbit_b32 v0, v9, v9, 7
	v_lshrrev_b32_e32 v1, 18, v9
	v_xor_b32_e32 v0, v0, v1
	v_lshlrev_b32_e32 v1, 14, v9
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 3, v9
	v_xor_b32_e32 v0, v0, v1
	v_add_u32_e32 v0, vcc, v0, v8
	v_alignbit_b32 v1, v6, v6, 17
	v_lshrrev_b32_e32 v8, 19, v6
	v_xor_b32_e32 v1, v1, v8
	v_lshlrev_b32_e32 v8, 13, v6
	v_xor_b32_e32 v1, v1, v8
	v_lshrrev_b32_e32 v8, 10, v6
	v_xor_b32_e32 v1, v1, v8
	v_add_u32_e32 v8, vcc, v0, v1
	v_alignbit_b32 v0, v10, v10, 7
	v_lshrrev_b32_e32 v1, 18, v10
	v_xor_b32_e32 v0, v0, v1
	v_lshlrev_b32_e32 v1, 14, v10
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 3, v10
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v7, v7, 17
	v_lshrrev_b32_e32 v12, 19, v7
	v_xor_b32_e32 v1, v1, v12
	v_lshlrev_b32_e32 v12, 13, v7
	v_xor_b32_e32 v1, v1, v12
	v_lshrrev_b32_e32 v12, 10, v7
	v_xor_b32_e32 v1, v1, v12
	v_add_u32_e32 v0, vcc, v9, v0
	v_or_b32_e32 v11, 0x800000, v11
	v_add_u32_e32 v0, vcc, v0, v1
	v_lshrrev_b32_e32 v1, 7, v11
	v_lshrrev_b32_e32 v9, 18, v11
	v_or_b32_e32 v1, v1, v9
	v_lshrrev_b32_e32 v9, 3, v11
	v_xor_b32_e32 v1, v1, v9
	v_alignbit_b32 v9, v8, v8, 17
	v_lshrrev_b32_e32 v12, 19, v8
	v_xor_b32_e32 v9, v9, v12
	v_lshlrev_b32_e32 v12, 13, v8
	v_xor_b32_e32 v9, v9, v12
	v_lshrrev_b32_e32 v12, 10, v8
	v_xor_b32_e32 v12, v9, v12
	v_add_u32_e32 v9, vcc, v10, v3
	s_movk_i32 s6, 0x108
	v_add_u32_e32 v1, vcc, v9, v1
	v_add_u32_e32 v9, vcc, s6, v0
	v_add_u32_e32 v10, vcc, v1, v12
	v_alignbit_b32 v0, v9, v9, 17
	v_lshrrev_b32_e32 v1, 19, v9
	v_xor_b32_e32 v0, v0, v1
	v_lshlrev_b32_e32 v1, 13, v9
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v9
	v_xor_b32_e32 v0, v0, v1
	v_add_u32_e32 v1, vcc, v11, v4
	v_add_u32_e32 v11, vcc, v1, v0
	v_alignbit_b32 v0, v10, v10, 17
	v_lshrrev_b32_e32 v1, 19, v10
	v_xor_b32_e32 v0, v0, v1
	v_lshlrev_b32_e32 v1, 13, v10
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v10
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v11, v11, 17
	v_lshrrev_b32_e32 v12, 19, v11
	v_xor_b32_e32 v1, v1, v12
	v_lshlrev_b32_e32 v12, 13, v11
	v_xor_b32_e32 v1, v1, v12
	v_lshrrev_b32_e32 v12, 10, v11
	v_xor_b32_e32 v1, v1, v12
	v_add_u32_e32 v12, vcc, v0, v5
	v_alignbit_b32 v0, v12, v12, 17
	v_lshrrev_b32_e32 v13, 19, v12
	v_xor_b32_e32 v0, v0, v13
	v_lshlrev_b32_e32 v13, 13, v12
	v_xor_b32_e32 v0, v0, v13
	v_lshrrev_b32_e32 v13, 10, v12
	v_xor_b32_e32 v0, v0, v13
	v_add_u32_e32 v13, vcc, v1, v6
	v_alignbit_b32 v1, v13, v13, 17
	v_lshrrev_b32_e32 v14, 19, v13
	v_xor_b32_e32 v1, v1, v14
	v_lshlrev_b32_e32 v14, 13, v13
	v_xor_b32_e32 v1, v1, v14
	v_lshrrev_b32_e32 v14, 10, v13
	v_xor_b32_e32 v1, v1, v14
	v_add_u32_e32 v14, vcc, v0, v7
	v_alignbit_b32 v0, v14, v14, 17
	v_lshrrev_b32_e32 v15, 19, v14
	v_xor_b32_e32 v0, v0, v15
	v_lshlrev_b32_e32 v15, 13, v14
	v_xor_b32_e32 v0, v0, v15
	v_lshrrev_b32_e32 v15, 10, v14
	v_xor_b32_e32 v15, v0, v15
	v_add_u32_e32 v0, vcc, v1, v8
	v_alignbit_b32 v1, v0, v0, 17
	v_lshrrev_b32_e32 v16, 19, v0
	v_xor_b32_e32 v1, v1, v16
	v_lshlrev_b32_e32 v16, 13, v0
	v_xor_b32_e32 v1, v1, v16
	v_lshrrev_b32_e32 v16, 10, v0
	v_xor_b32_e32 v16, v1, v16
	v_alignbit_b32 v1, v3, v3, 7
	v_lshrrev_b32_e32 v26, 18, v3
	v_xor_b32_e32 v1, v1, v26
	v_lshlrev_b32_e32 v26, 14, v3
	v_xor_b32_e32 v1, v1, v26
	v_lshrrev_b32_e32 v26, 3, v3
	v_xor_b32_e32 v26, v1, v26
	v_add_u32_e32 v1, vcc, v15, v9
	v_alignbit_b32 v15, v1, v1, 17
	v_lshrrev_b32_e32 v27, 19, v1
	v_xor_b32_e32 v15, v15, v27
	v_lshlrev_b32_e32 v27, 13, v1
	v_xor_b32_e32 v15, v15, v27
	v_lshrrev_b32_e32 v27, 10, v1
	v_xor_b32_e32 v15, v15, v27
	v_add_u32_e32 v26, vcc, v26, v11
	v_add_u32_e32 v15, vcc, v26, v15
	v_alignbit_b32 v26, v21, v21, 6
	v_lshrrev_b32_e32 v27, 11, v21
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 21, v21
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 25, v21
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 7, v21
	v_xor_b32_e32 v26, v26, v27
	v_not_b32_e32 v27, v21
	v_and_b32_e32 v27, v23, v27
	v_add_u32_e32 v27, vcc, v3, v27
	v_and_b32_e32 v28, v21, v22
	v_add_u32_e32 v27, vcc, v27, v28
	v_add_u32_e32 v26, vcc, v27, v26
	v_add_u32_e32 v24, vcc, v26, v24
	v_and_b32_e32 v26, v17, v19
	v_xor_b32_e32 v25, v26, v25
	v_alignbit_b32 v26, v17, v17, 2
	v_lshrrev_b32_e32 v27, 13, v17
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 19, v17
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 22, v17
	s_mov_b32 s7, 0xe49b69c1
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 10, v17
	v_add_u32_e32 v24, vcc, s7, v24
	v_and_b32_e32 v28, v17, v18
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v27, vcc, v24, v20
	v_xor_b32_e32 v20, v25, v28
	v_add_u32_e32 v20, vcc, v24, v20
	v_alignbit_b32 v24, v27, v27, 6
	v_lshrrev_b32_e32 v25, 11, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 21, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 25, v27
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 7, v27
	v_xor_b32_e32 v24, v24, v25
	v_not_b32_e32 v25, v27
	v_and_b32_e32 v25, v22, v25
	v_add_u32_e32 v20, vcc, v20, v26
	v_add_u32_e32 v25, vcc, v4, v25
	v_and_b32_e32 v26, v27, v21
	v_add_u32_e32 v25, vcc, v25, v26
	v_add_u32_e32 v24, vcc, v25, v24
	v_alignbit_b32 v25, v20, v20, 2
	v_lshrrev_b32_e32 v26, 13, v20
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v20
	v_add_u32_e32 v23, vcc, v24, v23
	v_and_b32_e32 v24, v20, v18
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v20
	s_mov_b32 s7, 0xefbe4786
	v_xor_b32_e32 v24, v24, v28
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v20
	v_add_u32_e32 v23, vcc, s7, v23
	v_and_b32_e32 v28, v20, v17
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v23, v19
	v_xor_b32_e32 v19, v24, v28
	v_add_u32_e32 v19, vcc, v23, v19
	v_alignbit_b32 v23, v26, v26, 6
	v_lshrrev_b32_e32 v24, 11, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 21, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 25, v26
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 7, v26
	v_xor_b32_e32 v23, v23, v24
	v_not_b32_e32 v24, v26
	v_and_b32_e32 v24, v21, v24
	v_add_u32_e32 v19, vcc, v19, v25
	v_add_u32_e32 v24, vcc, v5, v24
	v_and_b32_e32 v25, v26, v27
	v_add_u32_e32 v24, vcc, v24, v25
	v_add_u32_e32 v23, vcc, v24, v23
	v_alignbit_b32 v24, v19, v19, 2
	v_lshrrev_b32_e32 v25, 13, v19
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 19, v19
	v_add_u32_e32 v22, vcc, v23, v22
	v_and_b32_e32 v23, v19, v17
	v_xor_b32_e32 v24, v24, v25
	v_lshrrev_b32_e32 v25, 22, v19
	s_mov_b32 s7, 0xfc19dc6
	v_xor_b32_e32 v23, v23, v28
	v_xor_b32_e32 v24, v24, v25
	v_lshlrev_b32_e32 v25, 10, v19
	v_add_u32_e32 v22, vcc, s7, v22
	v_and_b32_e32 v28, v19, v20
	v_xor_b32_e32 v24, v24, v25
	v_add_u32_e32 v25, vcc, v22, v18
	v_xor_b32_e32 v18, v23, v28
	v_add_u32_e32 v18, vcc, v22, v18
	v_alignbit_b32 v22, v25, v25, 6
	v_lshrrev_b32_e32 v23, 11, v25
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 21, v25
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 25, v25
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 7, v25
	v_xor_b32_e32 v22, v22, v23
	v_not_b32_e32 v23, v25
	v_and_b32_e32 v23, v27, v23
	v_add_u32_e32 v18, vcc, v18, v24
	v_add_u32_e32 v23, vcc, v6, v23
	v_and_b32_e32 v24, v25, v26
	v_add_u32_e32 v23, vcc, v23, v24
	v_add_u32_e32 v22, vcc, v23, v22
	v_alignbit_b32 v23, v18, v18, 2
	v_lshrrev_b32_e32 v24, 13, v18
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v18
	v_add_u32_e32 v21, vcc, v22, v21
	v_and_b32_e32 v22, v18, v20
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v18
	s_mov_b32 s7, 0x240ca1cc
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v18
	v_add_u32_e32 v21, vcc, s7, v21
	v_and_b32_e32 v28, v18, v19
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v24, vcc, v21, v17
	v_xor_b32_e32 v17, v22, v28
	v_add_u32_e32 v17, vcc, v21, v17
	v_alignbit_b32 v21, v24, v24, 6
	v_lshrrev_b32_e32 v22, 11, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v24
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v24
	v_and_b32_e32 v22, v26, v22
	v_add_u32_e32 v17, vcc, v17, v23
	v_add_u32_e32 v22, vcc, v7, v22
	v_and_b32_e32 v23, v24, v25
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v27
	v_alignbit_b32 v23, v17, v17, 2
	v_lshrrev_b32_e32 v27, 13, v17
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 19, v17
	v_and_b32_e32 v22, v17, v19
	v_xor_b32_e32 v23, v23, v27
	v_lshrrev_b32_e32 v27, 22, v17
	s_mov_b32 s7, 0x2de92c6f
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 10, v17
	v_add_u32_e32 v21, vcc, s7, v21
	v_and_b32_e32 v28, v17, v18
	v_xor_b32_e32 v23, v23, v27
	v_add_u32_e32 v27, vcc, v21, v20
	v_xor_b32_e32 v20, v22, v28
	v_add_u32_e32 v20, vcc, v21, v20
	v_alignbit_b32 v21, v27, v27, 6
	v_lshrrev_b32_e32 v22, 11, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v27
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v27
	v_and_b32_e32 v22, v25, v22
	v_add_u32_e32 v20, vcc, v20, v23
	v_add_u32_e32 v22, vcc, v8, v22
	v_and_b32_e32 v23, v27, v24
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v26
	v_alignbit_b32 v23, v20, v20, 2
	v_lshrrev_b32_e32 v26, 13, v20
	v_xor_b32_e32 v23, v23, v26
	v_lshlrev_b32_e32 v26, 19, v20
	v_and_b32_e32 v22, v20, v18
	v_xor_b32_e32 v23, v23, v26
	v_lshrrev_b32_e32 v26, 22, v20
	s_mov_b32 s7, 0x4a7484aa
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v26
	v_lshlrev_b32_e32 v26, 10, v20
	v_add_u32_e32 v21, vcc, s7, v21
	v_and_b32_e32 v28, v20, v17
	v_xor_b32_e32 v23, v23, v26
	v_add_u32_e32 v26, vcc, v21, v19
	v_xor_b32_e32 v19, v22, v28
	v_add_u32_e32 v19, vcc, v21, v19
	v_alignbit_b32 v21, v26, v26, 6
	v_lshrrev_b32_e32 v22, 11, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v26
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v26
	v_and_b32_e32 v22, v24, v22
	v_add_u32_e32 v19, vcc, v19, v23
	v_add_u32_e32 v22, vcc, v9, v22
	v_and_b32_e32 v23, v26, v27
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v25
	v_alignbit_b32 v23, v19, v19, 2
	v_lshrrev_b32_e32 v25, 13, v19
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 19, v19
	v_and_b32_e32 v22, v19, v17
	v_xor_b32_e32 v23, v23, v25
	v_lshrrev_b32_e32 v25, 22, v19
	s_mov_b32 s7, 0x5cb0a9dc
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 10, v19
	v_add_u32_e32 v21, vcc, s7, v21
	v_and_b32_e32 v28, v19, v20
	v_xor_b32_e32 v23, v23, v25
	v_add_u32_e32 v25, vcc, v21, v18
	v_xor_b32_e32 v18, v22, v28
	v_add_u32_e32 v18, vcc, v21, v18
	v_alignbit_b32 v21, v25, v25, 6
	v_lshrrev_b32_e32 v22, 11, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v25
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v25
	v_and_b32_e32 v22, v27, v22
	v_add_u32_e32 v18, vcc, v18, v23
	v_add_u32_e32 v22, vcc, v10, v22
	v_and_b32_e32 v23, v25, v26
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v24
	v_alignbit_b32 v23, v18, v18, 2
	v_lshrrev_b32_e32 v24, 13, v18
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v18
	v_and_b32_e32 v22, v18, v20
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v18
	s_mov_b32 s7, 0x76f988da
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v18
	v_add_u32_e32 v21, vcc, s7, v21
	v_and_b32_e32 v28, v18, v19
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v24, vcc, v21, v17
	v_xor_b32_e32 v17, v22, v28
	v_add_u32_e32 v17, vcc, v21, v17
	v_alignbit_b32 v21, v24, v24, 6
	v_lshrrev_b32_e32 v22, 11, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v24
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v24
	v_and_b32_e32 v22, v26, v22
	v_add_u32_e32 v17, vcc, v17, v23
	v_add_u32_e32 v22, vcc, v11, v22
	v_and_b32_e32 v23, v24, v25
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v27
	v_alignbit_b32 v23, v17, v17, 2
	v_lshrrev_b32_e32 v27, 13, v17
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 19, v17
	v_and_b32_e32 v22, v17, v19
	v_xor_b32_e32 v23, v23, v27
	v_lshrrev_b32_e32 v27, 22, v17
	s_mov_b32 s7, 0x983e5152
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 10, v17
	v_add_u32_e32 v21, vcc, s7, v21
	v_and_b32_e32 v28, v17, v18
	v_xor_b32_e32 v23, v23, v27
	v_add_u32_e32 v27, vcc, v21, v20
	v_xor_b32_e32 v20, v22, v28
	v_add_u32_e32 v20, vcc, v21, v20
	v_alignbit_b32 v21, v27, v27, 6
	v_lshrrev_b32_e32 v22, 11, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v27
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v27
	v_and_b32_e32 v22, v25, v22
	v_add_u32_e32 v20, vcc, v20, v23
	v_add_u32_e32 v22, vcc, v12, v22
	v_and_b32_e32 v23, v27, v24
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v26
	v_alignbit_b32 v23, v20, v20, 2
	v_lshrrev_b32_e32 v26, 13, v20
	v_xor_b32_e32 v23, v23, v26
	v_lshlrev_b32_e32 v26, 19, v20
	v_and_b32_e32 v22, v20, v18
	v_xor_b32_e32 v23, v23, v26
	v_lshrrev_b32_e32 v26, 22, v20
	s_mov_b32 s7, 0xa831c66d
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v26
	v_lshlrev_b32_e32 v26, 10, v20
	v_add_u32_e32 v21, vcc, s7, v21
	v_and_b32_e32 v28, v20, v17
	v_xor_b32_e32 v23, v23, v26
	v_add_u32_e32 v26, vcc, v21, v19
	v_xor_b32_e32 v19, v22, v28
	v_add_u32_e32 v19, vcc, v21, v19
	v_alignbit_b32 v21, v26, v26, 6
	v_lshrrev_b32_e32 v22, 11, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v26
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v26
	v_and_b32_e32 v22, v24, v22
	v_add_u32_e32 v19, vcc, v19, v23
	v_add_u32_e32 v22, vcc, v13, v22
	v_and_b32_e32 v23, v26, v27
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v25
	v_alignbit_b32 v23, v19, v19, 2
	v_lshrrev_b32_e32 v25, 13, v19
	s_mov_b32 s7, 0xb00327c8
	v_and_b32_e32 v22, v19, v17
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 19, v19
	v_add_u32_e32 v21, vcc, s7, v21
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v25
	v_lshrrev_b32_e32 v25, 22, v19
	v_add_u32_e32 v28, vcc, v21, v18
	v_and_b32_e32 v18, v19, v20
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 10, v19
	v_xor_b32_e32 v22, v22, v18
	v_xor_b32_e32 v23, v23, v25
	v_add_u32_e32 v21, vcc, v21, v22
	v_add_u32_e32 v23, vcc, v21, v23
	v_alignbit_b32 v21, v28, v28, 6
	v_lshrrev_b32_e32 v22, 11, v28
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v28
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v28
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v28
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v28
	v_and_b32_e32 v22, v27, v22
	v_add_u32_e32 v22, vcc, v14, v22
	v_and_b32_e32 v25, v28, v26
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v21, vcc, v22, v21
	v_and_b32_e32 v22, v23, v20
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v18, v22, v18
	v_alignbit_b32 v22, v23, v23, 2
	v_lshrrev_b32_e32 v24, 13, v23
	s_mov_b32 s7, 0xbf597fc7
	v_xor_b32_e32 v22, v22, v24
	v_lshlrev_b32_e32 v24, 19, v23
	v_add_u32_e32 v21, vcc, s7, v21
	v_xor_b32_e32 v22, v22, v24
	v_lshrrev_b32_e32 v24, 22, v23
	v_add_u32_e32 v29, vcc, v21, v17
	v_and_b32_e32 v17, v23, v19
	v_xor_b32_e32 v22, v22, v24
	v_lshlrev_b32_e32 v24, 10, v23
	v_xor_b32_e32 v18, v18, v17
	v_xor_b32_e32 v22, v22, v24
	v_add_u32_e32 v18, vcc, v21, v18
	v_add_u32_e32 v24, vcc, v18, v22
	v_alignbit_b32 v18, v29, v29, 6
	v_lshrrev_b32_e32 v21, 11, v29
	v_xor_b32_e32 v18, v18, v21
	v_lshlrev_b32_e32 v21, 21, v29
	v_xor_b32_e32 v18, v18, v21
	v_lshrrev_b32_e32 v21, 25, v29
	v_xor_b32_e32 v18, v18, v21
	v_lshlrev_b32_e32 v21, 7, v29
	v_xor_b32_e32 v18, v18, v21
	v_not_b32_e32 v21, v29
	v_and_b32_e32 v21, v26, v21
	v_add_u32_e32 v21, vcc, v0, v21
	v_and_b32_e32 v22, v29, v28
	v_add_u32_e32 v21, vcc, v21, v22
	v_add_u32_e32 v18, vcc, v21, v18
	v_and_b32_e32 v21, v24, v19
	v_xor_b32_e32 v17, v21, v17
	v_alignbit_b32 v21, v24, v24, 2
	v_lshrrev_b32_e32 v22, 13, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 19, v24
	v_add_u32_e32 v18, vcc, v18, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 22, v24
	s_mov_b32 s7, 0xc6e00bf3
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 10, v24
	v_add_u32_e32 v18, vcc, s7, v18
	v_xor_b32_e32 v22, v21, v22
	v_add_u32_e32 v21, vcc, v18, v20
	v_and_b32_e32 v20, v24, v23
	v_xor_b32_e32 v17, v17, v20
	v_add_u32_e32 v17, vcc, v18, v17
	v_add_u32_e32 v17, vcc, v17, v22
	v_alignbit_b32 v18, v21, v21, 6
	v_lshrrev_b32_e32 v22, 11, v21
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 21, v21
	v_xor_b32_e32 v18, v18, v22
	v_lshrrev_b32_e32 v22, 25, v21
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 7, v21
	v_xor_b32_e32 v18, v18, v22
	v_not_b32_e32 v22, v21
	v_and_b32_e32 v22, v28, v22
	v_add_u32_e32 v22, vcc, v1, v22
	v_and_b32_e32 v25, v21, v29
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v18, vcc, v22, v18
	v_and_b32_e32 v22, v17, v23
	v_xor_b32_e32 v20, v22, v20
	v_alignbit_b32 v22, v17, v17, 2
	v_lshrrev_b32_e32 v25, 13, v17
	v_xor_b32_e32 v22, v22, v25
	v_lshlrev_b32_e32 v25, 19, v17
	v_add_u32_e32 v18, vcc, v18, v26
	v_xor_b32_e32 v22, v22, v25
	v_lshrrev_b32_e32 v25, 22, v17
	s_mov_b32 s7, 0xd5a79147
	v_xor_b32_e32 v22, v22, v25
	v_lshlrev_b32_e32 v25, 10, v17
	v_add_u32_e32 v18, vcc, s7, v18
	v_xor_b32_e32 v25, v22, v25
	v_add_u32_e32 v22, vcc, v18, v19
	v_and_b32_e32 v19, v17, v24
	v_xor_b32_e32 v20, v20, v19
	v_add_u32_e32 v18, vcc, v18, v20
	v_add_u32_e32 v18, vcc, v18, v25
	v_alignbit_b32 v20, v22, v22, 6
	v_lshrrev_b32_e32 v25, 11, v22
	v_xor_b32_e32 v20, v20, v25
	v_lshlrev_b32_e32 v25, 21, v22
	v_xor_b32_e32 v20, v20, v25
	v_lshrrev_b32_e32 v25, 25, v22
	v_xor_b32_e32 v20, v20, v25
	v_lshlrev_b32_e32 v25, 7, v22
	v_add_u32_e32 v16, vcc, v10, v16
	s_mov_b32 s7, 0x10420023
	v_xor_b32_e32 v20, v20, v25
	v_add_u32_e32 v25, vcc, s7, v16
	v_not_b32_e32 v16, v22
	v_and_b32_e32 v16, v29, v16
	v_add_u32_e32 v16, vcc, v25, v16
	v_and_b32_e32 v26, v22, v21
	v_add_u32_e32 v16, vcc, v16, v26
	v_add_u32_e32 v16, vcc, v16, v20
	v_and_b32_e32 v20, v18, v24
	v_xor_b32_e32 v19, v20, v19
	v_alignbit_b32 v20, v18, v18, 2
	v_lshrrev_b32_e32 v26, 13, v18
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_e32 v26, 19, v18
	v_xor_b32_e32 v20, v20, v26
	v_lshrrev_b32_e32 v26, 22, v18
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_e32 v26, 10, v18
	v_add_u32_e32 v16, vcc, v16, v28
	v_xor_b32_e32 v20, v20, v26
	s_mov_b32 s7, 0x6ca6351
	v_and_b32_e32 v26, v18, v17
	v_add_u32_e32 v16, vcc, s7, v16
	v_xor_b32_e32 v19, v19, v26
	v_add_u32_e32 v23, vcc, v16, v23
	v_add_u32_e32 v16, vcc, v16, v19
	v_add_u32_e32 v19, vcc, v16, v20
	v_alignbit_b32 v16, v23, v23, 6
	v_lshrrev_b32_e32 v20, 11, v23
	v_xor_b32_e32 v16, v16, v20
	v_lshlrev_b32_e32 v20, 21, v23
	v_xor_b32_e32 v16, v16, v20
	v_lshrrev_b32_e32 v20, 25, v23
	v_add_u32_e32 v27, vcc, s6, v15
	v_not_b32_e32 v15, v23
	v_xor_b32_e32 v16, v16, v20
	v_lshlrev_b32_e32 v20, 7, v23
	v_and_b32_e32 v15, v21, v15
	v_xor_b32_e32 v16, v16, v20
	v_add_u32_e32 v15, vcc, v27, v15
	v_and_b32_e32 v20, v23, v22
	v_add_u32_e32 v15, vcc, v15, v20
	v_add_u32_e32 v15, vcc, v15, v16
	v_and_b32_e32 v16, v19, v17
	v_xor_b32_e32 v16, v16, v26
	v_alignbit_b32 v20, v19, v19, 2
	v_lshrrev_b32_e32 v26, 13, v19
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_e32 v26, 19, v19
	v_xor_b32_e32 v20, v20, v26
	v_lshrrev_b32_e32 v26, 22, v19
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_e32 v26, 10, v19
	v_add_u32_e32 v15, vcc, v15, v29
	v_xor_b32_e32 v20, v20, v26
	s_mov_b32 s6, 0x14292967
	v_and_b32_e32 v26, v19, v18
	v_add_u32_e32 v15, vcc, s6, v15
	v_xor_b32_e32 v16, v16, v26
	v_add_u32_e32 v24, vcc, v15, v24
	v_add_u32_e32 v15, vcc, v15, v16
	v_add_u32_e32 v20, vcc, v15, v20
	v_alignbit_b32 v15, v4, v4, 7
	v_lshrrev_b32_e32 v16, 18, v4
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v4
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v4
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v3, vcc, v15, v3
	v_alignbit_b32 v15, v25, v25, 17
	v_lshrrev_b32_e32 v16, 19, v25
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v25
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v25
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v3, vcc, v3, v12
	v_add_u32_e32 v3, vcc, v3, v15
	v_alignbit_b32 v15, v5, v5, 7
	v_lshrrev_b32_e32 v16, 18, v5
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v5
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v5
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v4, vcc, v15, v4
	v_alignbit_b32 v15, v27, v27, 17
	v_lshrrev_b32_e32 v16, 19, v27
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v27
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v27
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v4, vcc, v4, v13
	v_add_u32_e32 v4, vcc, v4, v15
	v_alignbit_b32 v15, v6, v6, 7
	v_lshrrev_b32_e32 v16, 18, v6
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v6
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v6
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v5, vcc, v15, v5
	v_alignbit_b32 v15, v3, v3, 17
	v_lshrrev_b32_e32 v16, 19, v3
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v3
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v3
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v5, vcc, v5, v14
	v_add_u32_e32 v5, vcc, v5, v15
	v_alignbit_b32 v15, v7, v7, 7
	v_lshrrev_b32_e32 v16, 18, v7
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v7
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v7
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v6, vcc, v15, v6
	v_alignbit_b32 v15, v4, v4, 17
	v_lshrrev_b32_e32 v16, 19, v4
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v4
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v4
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v6, vcc, v6, v0
	v_add_u32_e32 v6, vcc, v6, v15
	v_alignbit_b32 v15, v8, v8, 7
	v_lshrrev_b32_e32 v16, 18, v8
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v8
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v8
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v7, vcc, v15, v7
	v_alignbit_b32 v15, v5, v5, 17
	v_lshrrev_b32_e32 v16, 19, v5
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v5
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v5
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v7, vcc, v7, v1
	v_add_u32_e32 v7, vcc, v7, v15
	v_alignbit_b32 v15, v9, v9, 7
	v_lshrrev_b32_e32 v16, 18, v9
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v9
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v9
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v8, vcc, v15, v8
	v_alignbit_b32 v15, v6, v6, 17
	v_lshrrev_b32_e32 v16, 19, v6
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v6
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v6
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v8, vcc, v8, v25
	v_add_u32_e32 v8, vcc, v8, v15
	v_alignbit_b32 v15, v10, v10, 7
	v_lshrrev_b32_e32 v16, 18, v10
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v10
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v10
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v9, vcc, v15, v9
	v_alignbit_b32 v15, v7, v7, 17
	v_lshrrev_b32_e32 v16, 19, v7
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v7
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v7
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v9, vcc, v9, v27
	v_add_u32_e32 v9, vcc, v9, v15
	v_alignbit_b32 v15, v11, v11, 7
	v_lshrrev_b32_e32 v16, 18, v11
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v11
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v11
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v10, vcc, v15, v10
	v_alignbit_b32 v15, v8, v8, 17
	v_lshrrev_b32_e32 v16, 19, v8
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v8
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v8
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v10, vcc, v10, v3
	v_add_u32_e32 v10, vcc, v10, v15
	v_alignbit_b32 v15, v12, v12, 7
	v_lshrrev_b32_e32 v16, 18, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v12
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v11, vcc, v15, v11
	v_alignbit_b32 v15, v9, v9, 17
	v_lshrrev_b32_e32 v16, 19, v9
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v9
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v9
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v11, vcc, v11, v4
	v_add_u32_e32 v11, vcc, v11, v15
	v_alignbit_b32 v15, v13, v13, 7
	v_lshrrev_b32_e32 v16, 18, v13
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v13
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v13
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v12, vcc, v15, v12
	v_alignbit_b32 v15, v10, v10, 17
	v_lshrrev_b32_e32 v16, 19, v10
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v10
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v10
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v12, vcc, v12, v5
	v_add_u32_e32 v12, vcc, v12, v15
	v_alignbit_b32 v15, v14, v14, 7
	v_lshrrev_b32_e32 v16, 18, v14
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v14
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v14
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v13, vcc, v15, v13
	v_alignbit_b32 v15, v11, v11, 17
	v_lshrrev_b32_e32 v16, 19, v11
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v11
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v11
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v13, vcc, v13, v6
	v_add_u32_e32 v13, vcc, v13, v15
	v_alignbit_b32 v15, v0, v0, 7
	v_lshrrev_b32_e32 v16, 18, v0
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v0
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v0
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v14, vcc, v15, v14
	v_alignbit_b32 v15, v12, v12, 17
	v_lshrrev_b32_e32 v16, 19, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v12
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v12
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v14, vcc, v14, v7
	v_add_u32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v15, v1, v1, 7
	v_lshrrev_b32_e32 v16, 18, v1
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 14, v1
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 3, v1
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v0, vcc, v15, v0
	v_alignbit_b32 v15, v13, v13, 17
	v_lshrrev_b32_e32 v16, 19, v13
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 13, v13
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 10, v13
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v0, vcc, v0, v8
	v_add_u32_e32 v15, vcc, v0, v15
	v_alignbit_b32 v0, v25, v25, 7
	v_lshrrev_b32_e32 v16, 18, v25
	v_xor_b32_e32 v0, v0, v16
	v_lshlrev_b32_e32 v16, 14, v25
	v_xor_b32_e32 v0, v0, v16
	v_lshrrev_b32_e32 v16, 3, v25
	v_xor_b32_e32 v0, v0, v16
	v_add_u32_e32 v0, vcc, v0, v1
	v_alignbit_b32 v1, v14, v14, 17
	v_lshrrev_b32_e32 v16, 19, v14
	v_xor_b32_e32 v1, v1, v16
	v_lshlrev_b32_e32 v16, 13, v14
	v_xor_b32_e32 v1, v1, v16
	v_lshrrev_b32_e32 v16, 10, v14
	v_xor_b32_e32 v1, v1, v16
	v_add_u32_e32 v0, vcc, v0, v9
	v_add_u32_e32 v16, vcc, v0, v1
	v_alignbit_b32 v0, v27, v27, 7
	v_lshrrev_b32_e32 v1, 18, v27
	v_xor_b32_e32 v0, v0, v1
	v_lshlrev_b32_e32 v1, 14, v27
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 3, v27
	v_xor_b32_e32 v0, v0, v1
	v_add_u32_e32 v0, vcc, v0, v25
	v_alignbit_b32 v1, v15, v15, 17
	v_lshrrev_b32_e32 v25, 19, v15
	v_xor_b32_e32 v1, v1, v25
	v_lshlrev_b32_e32 v25, 13, v15
	v_xor_b32_e32 v1, v1, v25
	v_lshrrev_b32_e32 v25, 10, v15
	v_xor_b32_e32 v1, v1, v25
	v_add_u32_e32 v0, vcc, v0, v10
	v_add_u32_e32 v1, vcc, v0, v1
	v_alignbit_b32 v0, v3, v3, 7
	v_lshrrev_b32_e32 v25, 18, v3
	v_xor_b32_e32 v0, v0, v25
	v_lshlrev_b32_e32 v25, 14, v3
	v_xor_b32_e32 v0, v0, v25
	v_lshrrev_b32_e32 v25, 3, v3
	v_xor_b32_e32 v0, v0, v25
	v_add_u32_e32 v0, vcc, v0, v27
	v_alignbit_b32 v25, v16, v16, 17
	v_lshrrev_b32_e32 v27, 19, v16
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 13, v16
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 10, v16
	v_xor_b32_e32 v25, v25, v27
	v_add_u32_e32 v0, vcc, v0, v11
	v_add_u32_e32 v0, vcc, v0, v25
	v_alignbit_b32 v25, v24, v24, 6
	v_lshrrev_b32_e32 v27, 11, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 21, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 25, v24
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 7, v24
	v_xor_b32_e32 v25, v25, v27
	v_not_b32_e32 v27, v24
	v_and_b32_e32 v27, v22, v27
	v_add_u32_e32 v27, vcc, v3, v27
	v_and_b32_e32 v28, v24, v23
	v_add_u32_e32 v27, vcc, v27, v28
	v_add_u32_e32 v25, vcc, v27, v25
	v_add_u32_e32 v21, vcc, v25, v21
	v_and_b32_e32 v25, v20, v18
	v_xor_b32_e32 v25, v25, v26
	v_alignbit_b32 v26, v20, v20, 2
	v_lshrrev_b32_e32 v27, 13, v20
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 19, v20
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 22, v20
	s_mov_b32 s6, 0x27b70a85
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 10, v20
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v28, v20, v19
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v27, vcc, v21, v17
	v_xor_b32_e32 v17, v25, v28
	v_add_u32_e32 v17, vcc, v21, v17
	v_alignbit_b32 v21, v27, v27, 6
	v_lshrrev_b32_e32 v25, 11, v27
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 21, v27
	v_xor_b32_e32 v21, v21, v25
	v_lshrrev_b32_e32 v25, 25, v27
	v_xor_b32_e32 v21, v21, v25
	v_lshlrev_b32_e32 v25, 7, v27
	v_xor_b32_e32 v21, v21, v25
	v_not_b32_e32 v25, v27
	v_and_b32_e32 v25, v23, v25
	v_add_u32_e32 v17, vcc, v17, v26
	v_add_u32_e32 v25, vcc, v4, v25
	v_and_b32_e32 v26, v27, v24
	v_add_u32_e32 v25, vcc, v25, v26
	v_add_u32_e32 v21, vcc, v25, v21
	v_alignbit_b32 v25, v17, v17, 2
	v_lshrrev_b32_e32 v26, 13, v17
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 19, v17
	v_add_u32_e32 v21, vcc, v21, v22
	v_and_b32_e32 v22, v17, v19
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 22, v17
	s_mov_b32 s6, 0x2e1b2138
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_e32 v26, 10, v17
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v28, v17, v20
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, vcc, v21, v18
	v_xor_b32_e32 v18, v22, v28
	v_add_u32_e32 v18, vcc, v21, v18
	v_alignbit_b32 v21, v26, v26, 6
	v_lshrrev_b32_e32 v22, 11, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v26
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v26
	v_and_b32_e32 v22, v24, v22
	v_add_u32_e32 v18, vcc, v18, v25
	v_add_u32_e32 v22, vcc, v5, v22
	v_and_b32_e32 v25, v26, v27
	v_add_u32_e32 v22, vcc, v22, v25
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v23
	v_alignbit_b32 v23, v18, v18, 2
	v_lshrrev_b32_e32 v25, 13, v18
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 19, v18
	v_and_b32_e32 v22, v18, v20
	v_xor_b32_e32 v23, v23, v25
	v_lshrrev_b32_e32 v25, 22, v18
	s_mov_b32 s6, 0x4d2c6dfc
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 10, v18
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v28, v18, v17
	v_xor_b32_e32 v23, v23, v25
	v_add_u32_e32 v25, vcc, v21, v19
	v_xor_b32_e32 v19, v22, v28
	v_add_u32_e32 v19, vcc, v21, v19
	v_alignbit_b32 v21, v25, v25, 6
	v_lshrrev_b32_e32 v22, 11, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v25
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v25
	v_and_b32_e32 v22, v27, v22
	v_add_u32_e32 v19, vcc, v19, v23
	v_add_u32_e32 v22, vcc, v6, v22
	v_and_b32_e32 v23, v25, v26
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v24
	v_alignbit_b32 v23, v19, v19, 2
	v_lshrrev_b32_e32 v24, 13, v19
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v19
	v_and_b32_e32 v22, v19, v17
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v19
	s_mov_b32 s6, 0x53380d13
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v19
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v28, v19, v18
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v24, vcc, v21, v20
	v_xor_b32_e32 v20, v22, v28
	v_add_u32_e32 v20, vcc, v21, v20
	v_alignbit_b32 v21, v24, v24, 6
	v_lshrrev_b32_e32 v22, 11, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v24
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v24
	v_and_b32_e32 v22, v26, v22
	v_add_u32_e32 v20, vcc, v20, v23
	v_add_u32_e32 v22, vcc, v7, v22
	v_and_b32_e32 v23, v24, v25
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v27
	v_alignbit_b32 v23, v20, v20, 2
	v_lshrrev_b32_e32 v27, 13, v20
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 19, v20
	v_and_b32_e32 v22, v20, v18
	v_xor_b32_e32 v23, v23, v27
	v_lshrrev_b32_e32 v27, 22, v20
	s_mov_b32 s6, 0x650a7354
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v27
	v_lshlrev_b32_e32 v27, 10, v20
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v28, v20, v19
	v_xor_b32_e32 v23, v23, v27
	v_add_u32_e32 v27, vcc, v21, v17
	v_xor_b32_e32 v17, v22, v28
	v_add_u32_e32 v17, vcc, v21, v17
	v_alignbit_b32 v21, v27, v27, 6
	v_lshrrev_b32_e32 v22, 11, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v27
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v27
	v_and_b32_e32 v22, v25, v22
	v_add_u32_e32 v17, vcc, v17, v23
	v_add_u32_e32 v22, vcc, v8, v22
	v_and_b32_e32 v23, v27, v24
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v26
	v_alignbit_b32 v23, v17, v17, 2
	v_lshrrev_b32_e32 v26, 13, v17
	v_xor_b32_e32 v23, v23, v26
	v_lshlrev_b32_e32 v26, 19, v17
	v_and_b32_e32 v22, v17, v19
	v_xor_b32_e32 v23, v23, v26
	v_lshrrev_b32_e32 v26, 22, v17
	s_mov_b32 s6, 0x766a0abb
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v26
	v_lshlrev_b32_e32 v26, 10, v17
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v28, v17, v20
	v_xor_b32_e32 v23, v23, v26
	v_add_u32_e32 v26, vcc, v21, v18
	v_xor_b32_e32 v18, v22, v28
	v_add_u32_e32 v18, vcc, v21, v18
	v_alignbit_b32 v21, v26, v26, 6
	v_lshrrev_b32_e32 v22, 11, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v26
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v26
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v26
	v_and_b32_e32 v22, v24, v22
	v_add_u32_e32 v18, vcc, v18, v23
	v_add_u32_e32 v22, vcc, v9, v22
	v_and_b32_e32 v23, v26, v27
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v25
	v_alignbit_b32 v23, v18, v18, 2
	v_lshrrev_b32_e32 v25, 13, v18
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 19, v18
	v_and_b32_e32 v22, v18, v20
	v_xor_b32_e32 v23, v23, v25
	v_lshrrev_b32_e32 v25, 22, v18
	s_mov_b32 s6, 0x81c2c92e
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 10, v18
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v28, v18, v17
	v_xor_b32_e32 v23, v23, v25
	v_add_u32_e32 v25, vcc, v21, v19
	v_xor_b32_e32 v19, v22, v28
	v_add_u32_e32 v19, vcc, v21, v19
	v_alignbit_b32 v21, v25, v25, 6
	v_lshrrev_b32_e32 v22, 11, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v25
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v25
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v25
	v_and_b32_e32 v22, v27, v22
	v_add_u32_e32 v19, vcc, v19, v23
	v_add_u32_e32 v22, vcc, v10, v22
	v_and_b32_e32 v23, v25, v26
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_add_u32_e32 v21, vcc, v21, v24
	v_alignbit_b32 v23, v19, v19, 2
	v_lshrrev_b32_e32 v24, 13, v19
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v19
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v19
	v_and_b32_e32 v22, v19, v17
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v19
	s_mov_b32 s6, 0x92722c85
	v_xor_b32_e32 v22, v22, v28
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v24, v19, v18
	v_add_u32_e32 v28, vcc, v21, v20
	v_xor_b32_e32 v20, v22, v24
	v_add_u32_e32 v20, vcc, v21, v20
	v_alignbit_b32 v21, v28, v28, 6
	v_lshrrev_b32_e32 v22, 11, v28
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v28
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v28
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v28
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v28
	v_and_b32_e32 v22, v26, v22
	v_add_u32_e32 v20, vcc, v20, v23
	v_add_u32_e32 v22, vcc, v11, v22
	v_and_b32_e32 v23, v28, v25
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_and_b32_e32 v22, v20, v18
	v_xor_b32_e32 v22, v22, v24
	v_alignbit_b32 v23, v20, v20, 2
	v_lshrrev_b32_e32 v24, 13, v20
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v20
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v20
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v20
	s_mov_b32 s6, 0xa2bfe8a1
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v21, vcc, s6, v21
	v_and_b32_e32 v24, v20, v19
	v_add_u32_e32 v27, vcc, v21, v17
	v_xor_b32_e32 v17, v22, v24
	v_add_u32_e32 v17, vcc, v21, v17
	v_alignbit_b32 v21, v27, v27, 6
	v_lshrrev_b32_e32 v22, 11, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 21, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 25, v27
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_e32 v22, 7, v27
	v_xor_b32_e32 v21, v21, v22
	v_not_b32_e32 v22, v27
	v_and_b32_e32 v22, v25, v22
	v_add_u32_e32 v17, vcc, v17, v23
	v_add_u32_e32 v22, vcc, v12, v22
	v_and_b32_e32 v23, v27, v28
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v21, vcc, v22, v21
	v_and_b32_e32 v22, v17, v19
	v_add_u32_e32 v21, vcc, v21, v26
	v_xor_b32_e32 v22, v22, v24
	v_alignbit_b32 v23, v17, v17, 2
	v_lshrrev_b32_e32 v24, 13, v17
	s_mov_b32 s6, 0xa81a664b
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v17
	v_add_u32_e32 v21, vcc, s6, v21
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v17
	v_add_u32_e32 v26, vcc, v21, v18
	v_and_b32_e32 v18, v17, v20
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v17
	v_xor_b32_e32 v22, v22, v18
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v21, vcc, v21, v22
	v_add_u32_e32 v21, vcc, v21, v23
	v_alignbit_b32 v22, v26, v26, 6
	v_lshrrev_b32_e32 v23, 11, v26
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 21, v26
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 25, v26
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 7, v26
	v_xor_b32_e32 v22, v22, v23
	v_not_b32_e32 v23, v26
	v_and_b32_e32 v23, v28, v23
	v_add_u32_e32 v23, vcc, v13, v23
	v_and_b32_e32 v24, v26, v27
	v_add_u32_e32 v23, vcc, v23, v24
	v_add_u32_e32 v22, vcc, v23, v22
	v_and_b32_e32 v23, v21, v20
	v_add_u32_e32 v22, vcc, v22, v25
	v_xor_b32_e32 v18, v23, v18
	v_alignbit_b32 v23, v21, v21, 2
	v_lshrrev_b32_e32 v24, 13, v21
	s_mov_b32 s6, 0xc24b8b70
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v21
	v_add_u32_e32 v22, vcc, s6, v22
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v21
	v_add_u32_e32 v29, vcc, v22, v19
	v_and_b32_e32 v19, v21, v17
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v21
	v_xor_b32_e32 v18, v18, v19
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v18, vcc, v22, v18
	v_add_u32_e32 v24, vcc, v18, v23
	v_alignbit_b32 v18, v29, v29, 6
	v_lshrrev_b32_e32 v22, 11, v29
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 21, v29
	v_xor_b32_e32 v18, v18, v22
	v_lshrrev_b32_e32 v22, 25, v29
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 7, v29
	v_xor_b32_e32 v18, v18, v22
	v_not_b32_e32 v22, v29
	v_and_b32_e32 v22, v27, v22
	v_add_u32_e32 v22, vcc, v14, v22
	v_and_b32_e32 v23, v29, v26
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v18, vcc, v22, v18
	v_and_b32_e32 v22, v24, v17
	v_add_u32_e32 v18, vcc, v18, v28
	v_xor_b32_e32 v19, v22, v19
	v_alignbit_b32 v22, v24, v24, 2
	v_lshrrev_b32_e32 v23, 13, v24
	s_mov_b32 s6, 0xc76c51a3
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 19, v24
	v_add_u32_e32 v18, vcc, s6, v18
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 22, v24
	v_add_u32_e32 v28, vcc, v18, v20
	v_and_b32_e32 v20, v24, v21
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 10, v24
	v_xor_b32_e32 v19, v19, v20
	v_xor_b32_e32 v22, v22, v23
	v_add_u32_e32 v18, vcc, v18, v19
	v_add_u32_e32 v25, vcc, v18, v22
	v_alignbit_b32 v18, v28, v28, 6
	v_lshrrev_b32_e32 v19, 11, v28
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v28
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v28
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v28
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v28
	v_and_b32_e32 v19, v26, v19
	v_add_u32_e32 v19, vcc, v15, v19
	v_and_b32_e32 v22, v28, v29
	v_add_u32_e32 v19, vcc, v19, v22
	v_add_u32_e32 v18, vcc, v19, v18
	v_and_b32_e32 v19, v25, v21
	v_xor_b32_e32 v19, v19, v20
	v_alignbit_b32 v20, v25, v25, 2
	v_lshrrev_b32_e32 v22, 13, v25
	v_xor_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 19, v25
	v_add_u32_e32 v18, vcc, v18, v27
	v_xor_b32_e32 v20, v20, v22
	v_lshrrev_b32_e32 v22, 22, v25
	s_mov_b32 s6, 0xd192e819
	v_xor_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 10, v25
	v_add_u32_e32 v18, vcc, s6, v18
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v22, vcc, v18, v17
	v_and_b32_e32 v17, v25, v24
	v_xor_b32_e32 v19, v19, v17
	v_add_u32_e32 v18, vcc, v18, v19
	v_add_u32_e32 v18, vcc, v18, v20
	v_alignbit_b32 v19, v22, v22, 6
	v_lshrrev_b32_e32 v20, 11, v22
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 21, v22
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 25, v22
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 7, v22
	v_xor_b32_e32 v19, v19, v20
	v_not_b32_e32 v20, v22
	v_and_b32_e32 v20, v29, v20
	v_add_u32_e32 v20, vcc, v16, v20
	v_and_b32_e32 v23, v22, v28
	v_add_u32_e32 v20, vcc, v20, v23
	v_add_u32_e32 v19, vcc, v20, v19
	v_and_b32_e32 v20, v18, v24
	v_xor_b32_e32 v17, v20, v17
	v_alignbit_b32 v20, v18, v18, 2
	v_lshrrev_b32_e32 v23, 13, v18
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 19, v18
	v_add_u32_e32 v19, vcc, v19, v26
	v_xor_b32_e32 v20, v20, v23
	v_lshrrev_b32_e32 v23, 22, v18
	s_mov_b32 s6, 0xd6990624
	v_xor_b32_e32 v20, v20, v23
	v_lshlrev_b32_e32 v23, 10, v18
	v_add_u32_e32 v19, vcc, s6, v19
	v_xor_b32_e32 v20, v20, v23
	v_add_u32_e32 v23, vcc, v19, v21
	v_and_b32_e32 v21, v18, v25
	v_xor_b32_e32 v17, v17, v21
	v_add_u32_e32 v17, vcc, v19, v17
	v_add_u32_e32 v19, vcc, v17, v20
	v_alignbit_b32 v17, v23, v23, 6
	v_lshrrev_b32_e32 v20, 11, v23
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 21, v23
	v_xor_b32_e32 v17, v17, v20
	v_lshrrev_b32_e32 v20, 25, v23
	v_xor_b32_e32 v17, v17, v20
	v_lshlrev_b32_e32 v20, 7, v23
	v_xor_b32_e32 v17, v17, v20
	v_not_b32_e32 v20, v23
	v_and_b32_e32 v20, v28, v20
	v_add_u32_e32 v20, vcc, v1, v20
	v_and_b32_e32 v26, v23, v22
	v_add_u32_e32 v20, vcc, v20, v26
	v_add_u32_e32 v17, vcc, v20, v17
	v_and_b32_e32 v20, v19, v25
	v_xor_b32_e32 v20, v20, v21
	v_alignbit_b32 v21, v19, v19, 2
	v_lshrrev_b32_e32 v26, 13, v19
	v_xor_b32_e32 v21, v21, v26
	v_lshlrev_b32_e32 v26, 19, v19
	v_xor_b32_e32 v21, v21, v26
	v_lshrrev_b32_e32 v26, 22, v19
	v_xor_b32_e32 v21, v21, v26
	v_lshlrev_b32_e32 v26, 10, v19
	v_add_u32_e32 v17, vcc, v17, v29
	v_xor_b32_e32 v21, v21, v26
	s_mov_b32 s6, 0xf40e3585
	v_and_b32_e32 v26, v19, v18
	v_add_u32_e32 v17, vcc, s6, v17
	v_xor_b32_e32 v20, v20, v26
	v_add_u32_e32 v24, vcc, v17, v24
	v_add_u32_e32 v17, vcc, v17, v20
	v_add_u32_e32 v20, vcc, v17, v21
	v_alignbit_b32 v17, v24, v24, 6
	v_lshrrev_b32_e32 v21, 11, v24
	v_xor_b32_e32 v17, v17, v21
	v_lshlrev_b32_e32 v21, 21, v24
	v_xor_b32_e32 v17, v17, v21
	v_lshrrev_b32_e32 v21, 25, v24
	v_xor_b32_e32 v17, v17, v21
	v_lshlrev_b32_e32 v21, 7, v24
	v_xor_b32_e32 v17, v17, v21
	v_not_b32_e32 v21, v24
	v_and_b32_e32 v21, v22, v21
	v_add_u32_e32 v21, vcc, v0, v21
	v_and_b32_e32 v27, v24, v23
	v_add_u32_e32 v21, vcc, v21, v27
	v_add_u32_e32 v17, vcc, v21, v17
	v_and_b32_e32 v21, v20, v18
	v_xor_b32_e32 v21, v21, v26
	v_alignbit_b32 v26, v20, v20, 2
	v_lshrrev_b32_e32 v27, 13, v20
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 19, v20
	v_add_u32_e32 v17, vcc, v17, v28
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 22, v20
	s_mov_b32 s6, 0x106aa070
	v_and_b32_e32 v31, v20, v19
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 10, v20
	v_add_u32_e32 v17, vcc, s6, v17
	v_xor_b32_e32 v21, v21, v31
	v_xor_b32_e32 v26, v26, v27
	v_add_u32_e32 v25, vcc, v17, v25
	v_add_u32_e32 v17, vcc, v17, v21
	v_add_u32_e32 v21, vcc, v17, v26
	v_alignbit_b32 v17, v4, v4, 7
	v_lshrrev_b32_e32 v26, 18, v4
	v_xor_b32_e32 v17, v17, v26
	v_lshlrev_b32_e32 v26, 14, v4
	v_xor_b32_e32 v17, v17, v26
	v_lshrrev_b32_e32 v26, 3, v4
	v_xor_b32_e32 v17, v17, v26
	v_add_u32_e32 v3, vcc, v17, v3
	v_alignbit_b32 v17, v1, v1, 17
	v_lshrrev_b32_e32 v26, 19, v1
	v_xor_b32_e32 v17, v17, v26
	v_lshlrev_b32_e32 v26, 13, v1
	v_xor_b32_e32 v17, v17, v26
	v_lshrrev_b32_e32 v26, 10, v1
	v_xor_b32_e32 v17, v17, v26
	v_add_u32_e32 v3, vcc, v3, v12
	v_add_u32_e32 v33, vcc, v3, v17
	v_alignbit_b32 v3, v5, v5, 7
	v_lshrrev_b32_e32 v17, 18, v5
	v_xor_b32_e32 v3, v3, v17
	v_lshlrev_b32_e32 v17, 14, v5
	v_xor_b32_e32 v3, v3, v17
	v_lshrrev_b32_e32 v17, 3, v5
	v_xor_b32_e32 v3, v3, v17
	v_add_u32_e32 v3, vcc, v3, v4
	v_alignbit_b32 v4, v0, v0, 17
	v_lshrrev_b32_e32 v17, 19, v0
	v_xor_b32_e32 v4, v4, v17
	v_lshlrev_b32_e32 v17, 13, v0
	v_xor_b32_e32 v4, v4, v17
	v_lshrrev_b32_e32 v17, 10, v0
	v_xor_b32_e32 v4, v4, v17
	v_add_u32_e32 v3, vcc, v3, v13
	v_add_u32_e32 v32, vcc, v3, v4
	v_alignbit_b32 v3, v6, v6, 7
	v_lshrrev_b32_e32 v4, 18, v6
	v_xor_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 14, v6
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v6
	v_xor_b32_e32 v3, v3, v4
	v_add_u32_e32 v3, vcc, v3, v5
	v_alignbit_b32 v4, v33, v33, 17
	v_lshrrev_b32_e32 v5, 19, v33
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v33
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v33
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v3, vcc, v3, v14
	v_add_u32_e32 v30, vcc, v3, v4
	v_alignbit_b32 v3, v7, v7, 7
	v_lshrrev_b32_e32 v4, 18, v7
	v_xor_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 14, v7
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v7
	v_xor_b32_e32 v3, v3, v4
	v_alignbit_b32 v4, v32, v32, 17
	v_lshrrev_b32_e32 v5, 19, v32
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v32
	v_add_u32_e32 v3, vcc, v3, v6
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v32
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v3, vcc, v3, v15
	v_add_u32_e32 v29, vcc, v3, v4
	v_alignbit_b32 v3, v8, v8, 7
	v_lshrrev_b32_e32 v4, 18, v8
	v_xor_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 14, v8
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v8
	v_xor_b32_e32 v3, v3, v4
	v_alignbit_b32 v4, v30, v30, 17
	v_lshrrev_b32_e32 v5, 19, v30
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v30
	v_add_u32_e32 v3, vcc, v3, v7
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v30
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v3, vcc, v3, v16
	v_add_u32_e32 v28, vcc, v3, v4
	v_alignbit_b32 v3, v9, v9, 7
	v_lshrrev_b32_e32 v4, 18, v9
	v_xor_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 14, v9
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v9
	v_xor_b32_e32 v3, v3, v4
	v_alignbit_b32 v4, v29, v29, 17
	v_lshrrev_b32_e32 v5, 19, v29
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v29
	v_add_u32_e32 v3, vcc, v3, v8
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v29
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v27, vcc, v3, v4
	v_alignbit_b32 v3, v10, v10, 7
	v_lshrrev_b32_e32 v4, 18, v10
	v_xor_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 14, v10
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v10
	v_xor_b32_e32 v3, v3, v4
	v_alignbit_b32 v4, v28, v28, 17
	v_lshrrev_b32_e32 v5, 19, v28
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v28
	v_add_u32_e32 v3, vcc, v3, v9
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v28
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v3, vcc, v3, v0
	v_add_u32_e32 v26, vcc, v3, v4
	v_alignbit_b32 v3, v11, v11, 7
	v_lshrrev_b32_e32 v4, 18, v11
	v_xor_b32_e32 v3, v3, v4
	v_lshlrev_b32_e32 v4, 14, v11
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v11
	v_xor_b32_e32 v3, v3, v4
	v_alignbit_b32 v4, v27, v27, 17
	v_lshrrev_b32_e32 v5, 19, v27
	v_xor_b32_e32 v4, v4, v5
	v_lshlrev_b32_e32 v5, 13, v27
	v_add_u32_e32 v3, vcc, v3, v10
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v27
	v_xor_b32_e32 v4, v4, v5
	v_add_u32_e32 v3, vcc, v3, v33
	v_add_u32_e32 v4, vcc, v3, v4
	v_alignbit_b32 v3, v12, v12, 7
	v_lshrrev_b32_e32 v5, 18, v12
	v_xor_b32_e32 v3, v3, v5
	v_lshlrev_b32_e32 v5, 14, v12
	v_xor_b32_e32 v3, v3, v5
	v_lshrrev_b32_e32 v5, 3, v12
	v_xor_b32_e32 v3, v3, v5
	v_alignbit_b32 v5, v26, v26, 17
	v_lshrrev_b32_e32 v6, 19, v26
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 13, v26
	v_add_u32_e32 v3, vcc, v3, v11
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 10, v26
	v_xor_b32_e32 v5, v5, v6
	v_add_u32_e32 v3, vcc, v3, v32
	v_add_u32_e32 v3, vcc, v3, v5
	v_alignbit_b32 v5, v13, v13, 7
	v_lshrrev_b32_e32 v6, 18, v13
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v13
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v13
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v4, v4, 17
	v_lshrrev_b32_e32 v7, 19, v4
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v4
	v_add_u32_e32 v5, vcc, v5, v12
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v4
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v30
	v_add_u32_e32 v17, vcc, v5, v6
	v_alignbit_b32 v5, v14, v14, 7
	v_lshrrev_b32_e32 v6, 18, v14
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v14
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v14
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v3, v3, 17
	v_lshrrev_b32_e32 v7, 19, v3
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v3
	v_add_u32_e32 v5, vcc, v5, v13
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v3
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v29
	v_add_u32_e32 v12, vcc, v5, v6
	v_alignbit_b32 v5, v15, v15, 7
	v_lshrrev_b32_e32 v6, 18, v15
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v15
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v15
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v17, v17, 17
	v_lshrrev_b32_e32 v7, 19, v17
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v17
	v_add_u32_e32 v5, vcc, v5, v14
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v17
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v28
	v_add_u32_e32 v11, vcc, v5, v6
	v_alignbit_b32 v5, v16, v16, 7
	v_lshrrev_b32_e32 v6, 18, v16
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v16
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v16
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v12, v12, 17
	v_lshrrev_b32_e32 v7, 19, v12
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v12
	v_add_u32_e32 v5, vcc, v5, v15
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v12
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v27
	v_add_u32_e32 v10, vcc, v5, v6
	v_alignbit_b32 v5, v1, v1, 7
	v_lshrrev_b32_e32 v6, 18, v1
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v1
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v1
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v11, v11, 17
	v_lshrrev_b32_e32 v7, 19, v11
	v_xor_b32_e32 v6, v6, v7
	v_lshlrev_b32_e32 v7, 13, v11
	v_add_u32_e32 v5, vcc, v5, v16
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 10, v11
	v_xor_b32_e32 v6, v6, v7
	v_add_u32_e32 v5, vcc, v5, v26
	v_add_u32_e32 v9, vcc, v5, v6
	v_alignbit_b32 v5, v0, v0, 7
	v_lshrrev_b32_e32 v6, 18, v0
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v0
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v0
	v_xor_b32_e32 v7, v5, v6
	v_alignbit_b32 v5, v10, v10, 17
	v_lshrrev_b32_e32 v6, 19, v10
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 13, v10
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 10, v10
	v_xor_b32_e32 v8, v5, v6
	v_alignbit_b32 v5, v33, v33, 7
	v_lshrrev_b32_e32 v6, 18, v33
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 14, v33
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v33
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v9, v9, 17
	v_lshrrev_b32_e32 v13, 19, v9
	v_xor_b32_e32 v6, v6, v13
	v_lshlrev_b32_e32 v13, 13, v9
	v_xor_b32_e32 v6, v6, v13
	v_lshrrev_b32_e32 v13, 10, v9
	v_xor_b32_e32 v6, v6, v13
	v_alignbit_b32 v13, v25, v25, 6
	v_lshrrev_b32_e32 v14, 11, v25
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 21, v25
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 25, v25
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_e32 v14, 7, v25
	v_xor_b32_e32 v13, v13, v14
	v_not_b32_e32 v14, v25
	v_and_b32_e32 v14, v23, v14
	v_add_u32_e32 v14, vcc, v33, v14
	v_and_b32_e32 v15, v25, v24
	v_add_u32_e32 v14, vcc, v14, v15
	v_alignbit_b32 v15, v21, v21, 2
	v_lshrrev_b32_e32 v16, 13, v21
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 19, v21
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 22, v21
	v_add_u32_e32 v13, vcc, v14, v13
	v_and_b32_e32 v14, v21, v19
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 10, v21
	v_add_u32_e32 v13, vcc, v13, v22
	v_xor_b32_e32 v14, v14, v31
	v_xor_b32_e32 v15, v15, v16
	s_mov_b32 s6, 0x19a4c116
	v_and_b32_e32 v16, v21, v20
	v_add_u32_e32 v13, vcc, s6, v13
	v_xor_b32_e32 v14, v14, v16
	v_add_u32_e32 v18, vcc, v13, v18
	v_add_u32_e32 v13, vcc, v13, v14
	v_add_u32_e32 v13, vcc, v13, v15
	v_alignbit_b32 v14, v18, v18, 6
	v_lshrrev_b32_e32 v15, 11, v18
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 21, v18
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 25, v18
	v_xor_b32_e32 v14, v14, v15
	v_lshlrev_b32_e32 v15, 7, v18
	v_xor_b32_e32 v14, v14, v15
	v_not_b32_e32 v15, v18
	v_and_b32_e32 v15, v24, v15
	v_add_u32_e32 v15, vcc, v32, v15
	v_and_b32_e32 v22, v18, v25
	v_add_u32_e32 v15, vcc, v15, v22
	v_add_u32_e32 v14, vcc, v15, v14
	v_and_b32_e32 v15, v13, v20
	v_xor_b32_e32 v15, v15, v16
	v_alignbit_b32 v16, v13, v13, 2
	v_lshrrev_b32_e32 v22, 13, v13
	v_xor_b32_e32 v16, v16, v22
	v_lshlrev_b32_e32 v22, 19, v13
	v_xor_b32_e32 v16, v16, v22
	v_lshrrev_b32_e32 v22, 22, v13
	v_xor_b32_e32 v16, v16, v22
	v_lshlrev_b32_e32 v22, 10, v13
	v_add_u32_e32 v14, vcc, v14, v23
	v_xor_b32_e32 v16, v16, v22
	s_mov_b32 s6, 0x1e376c08
	v_and_b32_e32 v22, v13, v21
	v_add_u32_e32 v14, vcc, s6, v14
	v_xor_b32_e32 v15, v15, v22
	v_add_u32_e32 v19, vcc, v14, v19
	v_add_u32_e32 v14, vcc, v14, v15
	v_add_u32_e32 v14, vcc, v14, v16
	v_alignbit_b32 v15, v19, v19, 6
	v_lshrrev_b32_e32 v16, 11, v19
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 21, v19
	v_xor_b32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 25, v19
	v_xor_b32_e32 v15, v15, v16
	v_lshlrev_b32_e32 v16, 7, v19
	v_xor_b32_e32 v15, v15, v16
	v_not_b32_e32 v16, v19
	v_and_b32_e32 v16, v25, v16
	v_add_u32_e32 v16, vcc, v30, v16
	v_and_b32_e32 v23, v19, v18
	v_add_u32_e32 v16, vcc, v16, v23
	v_add_u32_e32 v15, vcc, v16, v15
	v_and_b32_e32 v16, v14, v21
	v_xor_b32_e32 v16, v16, v22
	v_alignbit_b32 v22, v14, v14, 2
	v_lshrrev_b32_e32 v23, 13, v14
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 19, v14
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 22, v14
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 10, v14
	v_add_u32_e32 v15, vcc, v15, v24
	v_xor_b32_e32 v22, v22, v23
	s_mov_b32 s6, 0x2748774c
	v_and_b32_e32 v23, v14, v13
	v_add_u32_e32 v15, vcc, s6, v15
	v_xor_b32_e32 v16, v16, v23
	v_add_u32_e32 v20, vcc, v15, v20
	v_add_u32_e32 v15, vcc, v15, v16
	v_add_u32_e32 v15, vcc, v15, v22
	v_alignbit_b32 v16, v20, v20, 6
	v_lshrrev_b32_e32 v22, 11, v20
	v_xor_b32_e32 v16, v16, v22
	v_lshlrev_b32_e32 v22, 21, v20
	v_xor_b32_e32 v16, v16, v22
	v_lshrrev_b32_e32 v22, 25, v20
	v_xor_b32_e32 v16, v16, v22
	v_lshlrev_b32_e32 v22, 7, v20
	v_xor_b32_e32 v16, v16, v22
	v_not_b32_e32 v22, v20
	v_and_b32_e32 v22, v18, v22
	v_add_u32_e32 v22, vcc, v29, v22
	v_and_b32_e32 v24, v20, v19
	v_add_u32_e32 v22, vcc, v22, v24
	v_add_u32_e32 v16, vcc, v22, v16
	v_and_b32_e32 v22, v15, v13
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v15, v15, 2
	v_lshrrev_b32_e32 v24, 13, v15
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v15
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v15
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v15
	v_add_u32_e32 v16, vcc, v16, v25
	v_xor_b32_e32 v23, v23, v24
	s_mov_b32 s6, 0x34b0bcb5
	v_and_b32_e32 v24, v15, v14
	v_add_u32_e32 v16, vcc, s6, v16
	v_xor_b32_e32 v22, v22, v24
	v_add_u32_e32 v21, vcc, v16, v21
	v_add_u32_e32 v16, vcc, v16, v22
	v_add_u32_e32 v16, vcc, v16, v23
	v_alignbit_b32 v22, v21, v21, 6
	v_lshrrev_b32_e32 v23, 11, v21
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 21, v21
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 25, v21
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 7, v21
	v_xor_b32_e32 v22, v22, v23
	v_not_b32_e32 v23, v21
	v_and_b32_e32 v23, v19, v23
	v_add_u32_e32 v23, vcc, v28, v23
	v_and_b32_e32 v25, v21, v20
	v_add_u32_e32 v23, vcc, v23, v25
	v_add_u32_e32 v22, vcc, v23, v22
	v_add_u32_e32 v18, vcc, v22, v18
	v_and_b32_e32 v22, v16, v14
	v_xor_b32_e32 v22, v22, v24
	v_alignbit_b32 v23, v16, v16, 2
	v_lshrrev_b32_e32 v24, 13, v16
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 19, v16
	v_xor_b32_e32 v23, v23, v24
	v_lshrrev_b32_e32 v24, 22, v16
	s_mov_b32 s6, 0x391c0cb3
	v_xor_b32_e32 v23, v23, v24
	v_lshlrev_b32_e32 v24, 10, v16
	v_add_u32_e32 v18, vcc, s6, v18
	v_and_b32_e32 v25, v16, v15
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v24, vcc, v18, v13
	v_xor_b32_e32 v13, v22, v25
	v_add_u32_e32 v13, vcc, v18, v13
	v_alignbit_b32 v18, v24, v24, 6
	v_lshrrev_b32_e32 v22, 11, v24
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 21, v24
	v_xor_b32_e32 v18, v18, v22
	v_lshrrev_b32_e32 v22, 25, v24
	v_xor_b32_e32 v18, v18, v22
	v_lshlrev_b32_e32 v22, 7, v24
	v_xor_b32_e32 v18, v18, v22
	v_not_b32_e32 v22, v24
	v_and_b32_e32 v22, v20, v22
	v_add_u32_e32 v13, vcc, v13, v23
	v_add_u32_e32 v22, vcc, v27, v22
	v_and_b32_e32 v23, v24, v21
	v_add_u32_e32 v22, vcc, v22, v23
	v_add_u32_e32 v18, vcc, v22, v18
	v_alignbit_b32 v22, v13, v13, 2
	v_lshrrev_b32_e32 v23, 13, v13
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 19, v13
	v_add_u32_e32 v18, vcc, v18, v19
	v_and_b32_e32 v19, v13, v15
	v_xor_b32_e32 v22, v22, v23
	v_lshrrev_b32_e32 v23, 22, v13
	s_mov_b32 s6, 0x4ed8aa4a
	v_xor_b32_e32 v19, v19, v25
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_e32 v23, 10, v13
	v_add_u32_e32 v18, vcc, s6, v18
	v_and_b32_e32 v25, v13, v16
	v_xor_b32_e32 v22, v22, v23
	v_add_u32_e32 v23, vcc, v18, v14
	v_xor_b32_e32 v14, v19, v25
	v_add_u32_e32 v14, vcc, v18, v14
	v_alignbit_b32 v18, v23, v23, 6
	v_lshrrev_b32_e32 v19, 11, v23
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v23
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v23
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v23
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v23
	v_and_b32_e32 v19, v21, v19
	v_add_u32_e32 v14, vcc, v14, v22
	v_add_u32_e32 v19, vcc, v26, v19
	v_and_b32_e32 v22, v23, v24
	v_add_u32_e32 v19, vcc, v19, v22
	v_add_u32_e32 v18, vcc, v19, v18
	v_add_u32_e32 v18, vcc, v18, v20
	v_alignbit_b32 v20, v14, v14, 2
	v_lshrrev_b32_e32 v22, 13, v14
	v_xor_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 19, v14
	v_and_b32_e32 v19, v14, v16
	v_xor_b32_e32 v20, v20, v22
	v_lshrrev_b32_e32 v22, 22, v14
	s_mov_b32 s6, 0x5b9cca4f
	v_xor_b32_e32 v19, v19, v25
	v_xor_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 10, v14
	v_add_u32_e32 v18, vcc, s6, v18
	v_and_b32_e32 v25, v14, v13
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v22, vcc, v18, v15
	v_xor_b32_e32 v15, v19, v25
	v_add_u32_e32 v15, vcc, v18, v15
	v_alignbit_b32 v18, v22, v22, 6
	v_lshrrev_b32_e32 v19, 11, v22
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v22
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v22
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v22
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v22
	v_and_b32_e32 v19, v24, v19
	v_add_u32_e32 v15, vcc, v15, v20
	v_add_u32_e32 v19, vcc, v4, v19
	v_and_b32_e32 v20, v22, v23
	v_add_u32_e32 v19, vcc, v19, v20
	v_add_u32_e32 v18, vcc, v19, v18
	v_add_u32_e32 v18, vcc, v18, v21
	v_alignbit_b32 v20, v15, v15, 2
	v_lshrrev_b32_e32 v21, 13, v15
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 19, v15
	v_and_b32_e32 v19, v15, v13
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 22, v15
	s_mov_b32 s6, 0x682e6ff3
	v_xor_b32_e32 v19, v19, v25
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 10, v15
	v_add_u32_e32 v18, vcc, s6, v18
	v_and_b32_e32 v25, v15, v14
	v_xor_b32_e32 v20, v20, v21
	v_add_u32_e32 v21, vcc, v18, v16
	v_xor_b32_e32 v16, v19, v25
	v_add_u32_e32 v16, vcc, v18, v16
	v_alignbit_b32 v18, v21, v21, 6
	v_lshrrev_b32_e32 v19, 11, v21
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v21
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v21
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v21
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v21
	v_and_b32_e32 v19, v23, v19
	v_add_u32_e32 v16, vcc, v16, v20
	v_add_u32_e32 v19, vcc, v3, v19
	v_and_b32_e32 v20, v21, v22
	v_add_u32_e32 v19, vcc, v19, v20
	v_add_u32_e32 v18, vcc, v19, v18
	v_add_u32_e32 v18, vcc, v18, v24
	v_alignbit_b32 v20, v16, v16, 2
	v_lshrrev_b32_e32 v24, 13, v16
	v_xor_b32_e32 v20, v20, v24
	v_lshlrev_b32_e32 v24, 19, v16
	v_and_b32_e32 v19, v16, v14
	v_xor_b32_e32 v20, v20, v24
	v_lshrrev_b32_e32 v24, 22, v16
	s_mov_b32 s6, 0x748f82ee
	v_xor_b32_e32 v19, v19, v25
	v_xor_b32_e32 v20, v20, v24
	v_lshlrev_b32_e32 v24, 10, v16
	v_add_u32_e32 v18, vcc, s6, v18
	v_and_b32_e32 v25, v16, v15
	v_xor_b32_e32 v20, v20, v24
	v_add_u32_e32 v24, vcc, v18, v13
	v_xor_b32_e32 v13, v19, v25
	v_add_u32_e32 v13, vcc, v18, v13
	v_alignbit_b32 v18, v24, v24, 6
	v_lshrrev_b32_e32 v19, 11, v24
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v24
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v24
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v24
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v24
	v_and_b32_e32 v19, v22, v19
	v_add_u32_e32 v13, vcc, v13, v20
	v_add_u32_e32 v17, vcc, v17, v19
	v_and_b32_e32 v19, v24, v21
	v_add_u32_e32 v17, vcc, v17, v19
	v_alignbit_b32 v19, v13, v13, 2
	v_lshrrev_b32_e32 v20, 13, v13
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v13
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v13
	v_add_u32_e32 v17, vcc, v17, v18
	v_and_b32_e32 v18, v13, v15
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v13
	v_add_u32_e32 v17, vcc, v17, v23
	v_xor_b32_e32 v18, v18, v25
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0x78a5636f
	v_and_b32_e32 v20, v13, v16
	v_add_u32_e32 v17, vcc, s6, v17
	v_xor_b32_e32 v18, v18, v20
	v_add_u32_e32 v14, vcc, v17, v14
	v_add_u32_e32 v17, vcc, v17, v18
	v_add_u32_e32 v17, vcc, v17, v19
	v_alignbit_b32 v18, v14, v14, 6
	v_lshrrev_b32_e32 v19, 11, v14
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v14
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v14
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v14
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v21, v19
	v_add_u32_e32 v12, vcc, v12, v19
	v_and_b32_e32 v19, v14, v24
	v_add_u32_e32 v12, vcc, v12, v19
	v_add_u32_e32 v12, vcc, v12, v18
	v_and_b32_e32 v18, v17, v16
	v_xor_b32_e32 v18, v18, v20
	v_alignbit_b32 v19, v17, v17, 2
	v_lshrrev_b32_e32 v20, 13, v17
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v17
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v17
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v17
	v_add_u32_e32 v12, vcc, v12, v22
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0x84c87814
	v_and_b32_e32 v20, v17, v13
	v_add_u32_e32 v12, vcc, s6, v12
	v_xor_b32_e32 v18, v18, v20
	v_add_u32_e32 v15, vcc, v12, v15
	v_add_u32_e32 v12, vcc, v12, v18
	v_add_u32_e32 v12, vcc, v12, v19
	v_alignbit_b32 v18, v15, v15, 6
	v_lshrrev_b32_e32 v19, 11, v15
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v15
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v15
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v15
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v24, v19
	v_add_u32_e32 v11, vcc, v11, v19
	v_and_b32_e32 v19, v15, v14
	v_add_u32_e32 v11, vcc, v11, v19
	v_add_u32_e32 v11, vcc, v11, v18
	v_and_b32_e32 v18, v12, v13
	v_xor_b32_e32 v18, v18, v20
	v_alignbit_b32 v19, v12, v12, 2
	v_lshrrev_b32_e32 v20, 13, v12
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v12
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v12
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v12
	v_add_u32_e32 v11, vcc, v11, v21
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0x8cc70208
	v_and_b32_e32 v20, v12, v17
	v_add_u32_e32 v11, vcc, s6, v11
	v_xor_b32_e32 v18, v18, v20
	v_add_u32_e32 v16, vcc, v11, v16
	v_add_u32_e32 v11, vcc, v11, v18
	v_add_u32_e32 v11, vcc, v11, v19
	v_alignbit_b32 v18, v16, v16, 6
	v_lshrrev_b32_e32 v19, 11, v16
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v16
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v16
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v16
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v14, v19
	v_add_u32_e32 v10, vcc, v10, v19
	v_and_b32_e32 v19, v16, v15
	v_add_u32_e32 v10, vcc, v10, v19
	v_add_u32_e32 v10, vcc, v10, v18
	v_and_b32_e32 v18, v11, v17
	v_xor_b32_e32 v18, v18, v20
	v_alignbit_b32 v19, v11, v11, 2
	v_lshrrev_b32_e32 v20, 13, v11
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 19, v11
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 22, v11
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_e32 v20, 10, v11
	v_add_u32_e32 v10, vcc, v10, v24
	v_xor_b32_e32 v19, v19, v20
	s_mov_b32 s6, 0x90befffa
	v_and_b32_e32 v20, v11, v12
	v_add_u32_e32 v10, vcc, s6, v10
	v_xor_b32_e32 v18, v18, v20
	v_add_u32_e32 v13, vcc, v10, v13
	v_add_u32_e32 v10, vcc, v10, v18
	v_add_u32_e32 v10, vcc, v10, v19
	v_alignbit_b32 v18, v13, v13, 6
	v_lshrrev_b32_e32 v19, 11, v13
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 21, v13
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 25, v13
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 7, v13
	v_xor_b32_e32 v18, v18, v19
	v_not_b32_e32 v19, v13
	v_and_b32_e32 v19, v15, v19
	v_add_u32_e32 v9, vcc, v9, v19
	v_and_b32_e32 v19, v13, v16
	v_add_u32_e32 v9, vcc, v9, v19
	v_add_u32_e32 v9, vcc, v9, v18
	v_alignbit_b32 v18, v10, v10, 2
	v_lshrrev_b32_e32 v19, 13, v10
	v_add_u32_e32 v9, vcc, v9, v14
	s_mov_b32 s6, 0xa4506ceb
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 19, v10
	v_add_u32_e32 v9, vcc, s6, v9
	v_xor_b32_e32 v18, v18, v19
	v_lshrrev_b32_e32 v19, 22, v10
	v_add_u32_e32 v14, vcc, v9, v17
	v_and_b32_e32 v17, v10, v12
	v_xor_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v19, 10, v10
	v_xor_b32_e32 v17, v17, v20
	v_xor_b32_e32 v18, v18, v19
	v_and_b32_e32 v19, v10, v11
	v_xor_b32_e32 v17, v17, v19
	v_add_u32_e32 v9, vcc, v9, v17
	v_add_u32_e32 v9, vcc, v9, v18
	v_alignbit_b32 v17, v14, v14, 6
	v_lshrrev_b32_e32 v18, 11, v14
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 21, v14
	v_add_u32_e32 v1, vcc, v1, v7
	v_xor_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v18, 25, v14
	v_not_b32_e32 v7, v14
	v_add_u32_e32 v1, vcc, v1, v4
	v_xor_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 7, v14
	v_and_b32_e32 v7, v16, v7
	v_add_u32_e32 v1, vcc, v1, v8
	v_xor_b32_e32 v17, v17, v18
	v_and_b32_e32 v18, v14, v13
	v_add_u32_e32 v1, vcc, v1, v7
	v_add_u32_e32 v1, vcc, v1, v18
	v_add_u32_e32 v1, vcc, v1, v17
	v_add_u32_e32 v1, vcc, v1, v15
	s_mov_b32 s6, 0xbef9a3f7
	v_add_u32_e32 v1, vcc, s6, v1
	v_add_u32_e32 v4, vcc, v1, v12
	v_alignbit_b32 v12, v9, v9, 2
	v_lshrrev_b32_e32 v15, 13, v9
	v_and_b32_e32 v8, v9, v11
	v_xor_b32_e32 v12, v12, v15
	v_lshlrev_b32_e32 v15, 19, v9
	v_and_b32_e32 v7, v9, v10
	v_xor_b32_e32 v8, v8, v19
	v_xor_b32_e32 v12, v12, v15
	v_lshrrev_b32_e32 v15, 22, v9
	v_xor_b32_e32 v8, v8, v7
	v_xor_b32_e32 v12, v12, v15
	v_lshlrev_b32_e32 v15, 10, v9
	v_xor_b32_e32 v12, v12, v15
	v_add_u32_e32 v1, vcc, v1, v8
	v_alignbit_b32 v15, v4, v4, 6
	v_lshrrev_b32_e32 v17, 11, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v1, vcc, v1, v12
	v_not_b32_e32 v12, v4
	v_xor_b32_e32 v15, v15, v17
	v_lshlrev_b32_e32 v17, 21, v4
	v_add_u32_e32 v0, vcc, v0, v3
	v_and_b32_e32 v12, v13, v12
	v_xor_b32_e32 v15, v15, v17
	v_lshrrev_b32_e32 v17, 25, v4
	v_add_u32_e32 v0, vcc, v0, v6
	v_and_b32_e32 v8, v4, v14
	v_xor_b32_e32 v15, v15, v17
	v_lshlrev_b32_e32 v17, 7, v4
	v_add_u32_e32 v0, vcc, v0, v12
	v_xor_b32_e32 v15, v15, v17
	v_add_u32_e32 v0, vcc, v0, v8
	v_alignbit_b32 v5, v1, v1, 2
	v_lshrrev_b32_e32 v6, 13, v1
	v_add_u32_e32 v0, vcc, v0, v15
	v_xor_b32_e32 v3, v9, v10
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 19, v1
	v_add_u32_e32 v0, vcc, v0, v16
	s_mov_b32 s6, 0xc67178f2
	v_and_b32_e32 v3, v1, v3
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 22, v1
	v_add_u32_e32 v0, vcc, s6, v0
	v_xor_b32_e32 v3, v3, v7
	v_xor_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 10, v1
	v_xor_b32_e32 v5, v5, v6
	v_add_u32_e32 v3, vcc, v0, v3
	v_add_u32_e32 v3, vcc, v3, v5
	v_add_u32_e32 v3, vcc, s5, v3
	s_mov_b32 s5, 0xbb67ae85
	v_add_u32_e32 v1, vcc, s5, v1
	s_mov_b32 s5, 0x3c6ef372
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v3, vcc, 4, v2
	v_add_u32_e32 v5, vcc, s5, v9
	s_mov_b32 s5, 0xa54ff53a
	buffer_store_dword v1, v3, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, 8, v2
	v_add_u32_e32 v6, vcc, s5, v10
	v_add_u32_e32 v0, vcc, v0, v11
	buffer_store_dword v5, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, 12, v2
	v_add_u32_e32 v0, vcc, s4, v0
	s_mov_b32 s4, 0x9b05688c
	buffer_store_dword v6, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, 16, v2
	v_add_u32_e32 v4, vcc, s4, v4
	s_mov_b32 s4, 0x1f83d9ab
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 20, v2
	v_add_u32_e32 v7, vcc, s4, v14
	s_mov_b32 s4, 0x5be0cd19
	buffer_store_dword v4, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 24, v2
	v_add_u32_e32 v8, vcc, s4, v13
	buffer_store_dword v7, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 28, v2
	buffer_store_dword v8, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	sha256PublicKeyCompressed, .Lfunc_end1-sha256PublicKeyCompressed
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 13016
; NumSgprs: 34
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
	.hidden	_K                              ; @_K
	.type	_K,@object
	.section	.rodata,#alloc
	.globl	_K
	.p2align	2
_K:
	.long	1116352408                      ; 0x428a2f98
	.long	1899447441                      ; 0x71374491
	.long	3049323471                      ; 0xb5c0fbcf
	.long	3921009573                      ; 0xe9b5dba5
	.long	961987163                       ; 0x3956c25b
	.long	1508970993                      ; 0x59f111f1
	.long	2453635748                      ; 0x923f82a4
	.long	2870763221                      ; 0xab1c5ed5
	.long	3624381080                      ; 0xd807aa98
	.long	310598401                       ; 0x12835b01
	.long	607225278                       ; 0x243185be
	.long	1426881987                      ; 0x550c7dc3
	.long	1925078388                      ; 0x72be5d74
	.long	2162078206                      ; 0x80deb1fe
	.long	2614888103                      ; 0x9bdc06a7
	.long	3248222580                      ; 0xc19bf174
	.long	3835390401                      ; 0xe49b69c1
	.long	4022224774                      ; 0xefbe4786
	.long	264347078                       ; 0xfc19dc6
	.long	604807628                       ; 0x240ca1cc
	.long	770255983                       ; 0x2de92c6f
	.long	1249150122                      ; 0x4a7484aa
	.long	1555081692                      ; 0x5cb0a9dc
	.long	1996064986                      ; 0x76f988da
	.long	2554220882                      ; 0x983e5152
	.long	2821834349                      ; 0xa831c66d
	.long	2952996808                      ; 0xb00327c8
	.long	3210313671                      ; 0xbf597fc7
	.long	3336571891                      ; 0xc6e00bf3
	.long	3584528711                      ; 0xd5a79147
	.long	113926993                       ; 0x6ca6351
	.long	338241895                       ; 0x14292967
	.long	666307205                       ; 0x27b70a85
	.long	773529912                       ; 0x2e1b2138
	.long	1294757372                      ; 0x4d2c6dfc
	.long	1396182291                      ; 0x53380d13
	.long	1695183700                      ; 0x650a7354
	.long	1986661051                      ; 0x766a0abb
	.long	2177026350                      ; 0x81c2c92e
	.long	2456956037                      ; 0x92722c85
	.long	2730485921                      ; 0xa2bfe8a1
	.long	2820302411                      ; 0xa81a664b
	.long	3259730800                      ; 0xc24b8b70
	.long	3345764771                      ; 0xc76c51a3
	.long	3516065817                      ; 0xd192e819
	.long	3600352804                      ; 0xd6990624
	.long	4094571909                      ; 0xf40e3585
	.long	275423344                       ; 0x106aa070
	.long	430227734                       ; 0x19a4c116
	.long	506948616                       ; 0x1e376c08
	.long	659060556                       ; 0x2748774c
	.long	883997877                       ; 0x34b0bcb5
	.long	958139571                       ; 0x391c0cb3
	.long	1322822218                      ; 0x4ed8aa4a
	.long	1537002063                      ; 0x5b9cca4f
	.long	1747873779                      ; 0x682e6ff3
	.long	1955562222                      ; 0x748f82ee
	.long	2024104815                      ; 0x78a5636f
	.long	2227730452                      ; 0x84c87814
	.long	2361852424                      ; 0x8cc70208
	.long	2428436474                      ; 0x90befffa
	.long	2756734187                      ; 0xa4506ceb
	.long	3204031479                      ; 0xbef9a3f7
	.long	3329325298                      ; 0xc67178f2
	.size	_K, 256

	.hidden	_IV                             ; @_IV
	.type	_IV,@object
	.globl	_IV
	.p2align	2
_IV:
	.long	1779033703                      ; 0x6a09e667
	.long	3144134277                      ; 0xbb67ae85
	.long	1013904242                      ; 0x3c6ef372
	.long	2773480762                      ; 0xa54ff53a
	.long	1359893119                      ; 0x510e527f
	.long	2600822924                      ; 0x9b05688c
	.long	528734635                       ; 0x1f83d9ab
	.long	1541459225                      ; 0x5be0cd19
	.size	_IV, 32

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:  []
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
