	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	m03200_init             ; -- Begin function m03200_init
	.globl	m03200_init
	.p2align	8
	.type	m03200_init,@function
m03200_init:                            ; @m03200_init
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx2 s[46:47], s[8:9], 0xc0
	s_add_u32 s36, s34, 0xc8
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x3800
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[46:47], 0x38
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_22
; %bb.1:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v3, v41, s4
	v_mad_u64_u32 v[1:2], s[4:5], v40, s4, 0
	s_load_dwordx2 s[4:5], s[34:35], 0x0
	s_load_dwordx2 s[6:7], s[34:35], 0x20
	s_load_dwordx2 s[8:9], s[34:35], 0x88
	s_movk_i32 s14, 0x47
	v_add_u32_e32 v2, vcc, v2, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_add_u32_e32 v11, vcc, 48, v1
	v_addc_u32_e32 v12, vcc, 0, v2, vcc
	v_add_u32_e32 v7, vcc, 16, v1
	v_addc_u32_e32 v8, vcc, 0, v2, vcc
	v_add_u32_e32 v15, vcc, 32, v1
	s_movk_i32 s4, 0x100
	v_addc_u32_e32 v16, vcc, 0, v2, vcc
	v_add_u32_e32 v19, vcc, s4, v1
	v_add_u32_e64 v20, s[4:5], 64, v1
	v_addc_u32_e64 v21, s[4:5], 0, v2, s[4:5]
	flat_load_dwordx4 v[3:6], v[1:2]
	flat_load_dwordx4 v[7:10], v[7:8]
	flat_load_dwordx4 v[11:14], v[11:12]
	flat_load_dwordx4 v[15:18], v[15:16]
	flat_load_dwordx2 v[21:22], v[20:21]
	v_addc_u32_e32 v20, vcc, 0, v2, vcc
	flat_load_dword v1, v[19:20]
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	buffer_store_dword v2, off, s[0:3], 0 offset:140
	buffer_store_dword v2, off, s[0:3], 0 offset:136
	buffer_store_dword v2, off, s[0:3], 0 offset:132
	buffer_store_dword v2, off, s[0:3], 0 offset:128
	buffer_store_dword v2, off, s[0:3], 0 offset:124
	buffer_store_dword v2, off, s[0:3], 0 offset:120
	buffer_store_dword v2, off, s[0:3], 0 offset:116
	buffer_store_dword v2, off, s[0:3], 0 offset:112
	buffer_store_dword v2, off, s[0:3], 0 offset:108
	buffer_store_dword v2, off, s[0:3], 0 offset:104
	buffer_store_dword v2, off, s[0:3], 0 offset:100
	buffer_store_dword v2, off, s[0:3], 0 offset:96
	buffer_store_dword v2, off, s[0:3], 0 offset:92
	buffer_store_dword v2, off, s[0:3], 0 offset:88
	buffer_store_dword v2, off, s[0:3], 0 offset:84
	buffer_store_dword v2, off, s[0:3], 0 offset:80
	buffer_store_dword v2, off, s[0:3], 0 offset:148
	buffer_store_dword v2, off, s[0:3], 0 offset:144
	s_waitcnt vmcnt(14)
	buffer_store_dword v3, off, s[0:3], 0 offset:4
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v5, off, s[0:3], 0 offset:12
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_store_dword v7, off, s[0:3], 0 offset:20
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v9, off, s[0:3], 0 offset:28
	buffer_store_dword v10, off, s[0:3], 0 offset:32
	buffer_store_dword v15, off, s[0:3], 0 offset:36
	buffer_store_dword v16, off, s[0:3], 0 offset:40
	buffer_store_dword v17, off, s[0:3], 0 offset:44
	buffer_store_dword v18, off, s[0:3], 0 offset:48
	buffer_store_dword v11, off, s[0:3], 0 offset:52
	buffer_store_dword v12, off, s[0:3], 0 offset:56
	buffer_store_dword v13, off, s[0:3], 0 offset:60
	buffer_store_dword v14, off, s[0:3], 0 offset:64
	buffer_store_dword v21, off, s[0:3], 0 offset:68
	buffer_store_dword v22, off, s[0:3], 0 offset:72
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v2, vcc, v2, v3
	v_add_u32_e32 v2, vcc, 1, v2
	v_cmp_lt_i32_e32 vcc, s14, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	v_sub_u32_e32 v3, vcc, 0x48, v2
	v_min_i32_e32 v3, v3, v1
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_u32_e32 v4, vcc, 0x50, v2
	v_mov_b32_e32 v5, 4
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v6, v3
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	buffer_load_ubyte v7, v5, s[0:3], 0 offen
	v_add_u32_e32 v6, vcc, -1, v6
	v_add_u32_e32 v5, vcc, 1, v5
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt vmcnt(0)
	buffer_store_byte v7, v4, s[0:3], 0 offen
	v_add_u32_e32 v4, vcc, 1, v4
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v1, off, s[0:3], 0 offset:80
	v_mov_b32_e32 v7, 0x10203
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	V_PERM_B32 v8, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_store_dword v8, off, s[0:3], 0 offset:80
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v9, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:88
	buffer_store_dword v9, off, s[0:3], 0 offset:84
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v10, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	s_movk_i32 s4, 0x1090
	buffer_store_dword v10, off, s[0:3], 0 offset:88
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v11, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:96
	v_mul_lo_u32 v23, v41, s4
	v_mad_u64_u32 v[20:21], s[4:5], v40, s4, 0
	buffer_store_dword v11, off, s[0:3], 0 offset:92
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v12, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:100
	buffer_store_dword v12, off, s[0:3], 0 offset:96
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v13, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_store_dword v13, off, s[0:3], 0 offset:100
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v14, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:108
	buffer_store_dword v14, off, s[0:3], 0 offset:104
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v15, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:112
	v_add_u32_e32 v21, vcc, v21, v23
	buffer_store_dword v15, off, s[0:3], 0 offset:108
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v16, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:116
	v_mov_b32_e32 v22, s7
	v_add_u32_e32 v20, vcc, s6, v20
	buffer_store_dword v16, off, s[0:3], 0 offset:112
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v17, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:120
	v_addc_u32_e32 v21, vcc, v22, v21, vcc
	buffer_store_dword v17, off, s[0:3], 0 offset:116
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v18, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:124
	v_add_u32_e32 v22, vcc, 16, v20
	buffer_store_dword v18, off, s[0:3], 0 offset:120
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v19, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:128
	v_addc_u32_e32 v23, vcc, 0, v21, vcc
	buffer_store_dword v19, off, s[0:3], 0 offset:124
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v2, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:132
	v_add_u32_e32 v24, vcc, 32, v20
	buffer_store_dword v2, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v3, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:136
	v_addc_u32_e32 v25, vcc, 0, v21, vcc
	buffer_store_dword v3, off, s[0:3], 0 offset:132
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v4, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:140
	v_add_u32_e32 v26, vcc, 48, v20
	buffer_store_dword v4, off, s[0:3], 0 offset:136
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v5, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:144
	v_addc_u32_e32 v27, vcc, 0, v21, vcc
	buffer_store_dword v5, off, s[0:3], 0 offset:140
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v6, 0, v1, v7;
	;;#ASMEND
	buffer_load_dword v1, off, s[0:3], 0 offset:148
	s_add_u32 s4, s46, 12
	v_add_u32_e32 v28, vcc, 64, v20
	s_addc_u32 s5, s47, 0
	v_addc_u32_e32 v29, vcc, 0, v21, vcc
	buffer_store_dword v6, off, s[0:3], 0 offset:144
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v7, 0, v1, v7;
	;;#ASMEND
	flat_store_dwordx4 v[20:21], v[8:11]
	flat_store_dwordx4 v[22:23], v[12:15]
	flat_store_dwordx4 v[24:25], v[16:19]
	flat_store_dwordx4 v[26:27], v[2:5]
	flat_store_dwordx2 v[28:29], v[6:7]
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_dword v3, v[1:2]
	v_mov_b32_e32 v1, s8
	s_movk_i32 s4, 0x23c
	v_mov_b32_e32 v2, s9
	v_mov_b32_e32 v8, 0x243f6a88
	buffer_store_dword v8, off, s[0:3], 0 offset:152
	v_mov_b32_e32 v8, 0x85a308d3
	buffer_store_dword v8, off, s[0:3], 0 offset:156
	v_mov_b32_e32 v8, 0x13198a2e
	buffer_store_dword v8, off, s[0:3], 0 offset:160
	v_mov_b32_e32 v8, 0x3707344
	buffer_store_dword v8, off, s[0:3], 0 offset:164
	v_mov_b32_e32 v8, 0xa4093822
	buffer_store_dword v8, off, s[0:3], 0 offset:168
	v_mov_b32_e32 v8, 0x299f31d0
	buffer_store_dword v8, off, s[0:3], 0 offset:172
	v_mov_b32_e32 v8, 0x82efa98
	buffer_store_dword v8, off, s[0:3], 0 offset:176
	v_mov_b32_e32 v8, 0xec4e6c89
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, c_sbox0@rel32@lo+4
	s_addc_u32 s9, s9, c_sbox0@rel32@hi+12
	buffer_store_dword v8, off, s[0:3], 0 offset:180
	v_lshlrev_b32_e32 v8, 10, v0
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, c_sbox1@rel32@lo+4
	s_addc_u32 s11, s11, c_sbox1@rel32@hi+12
	s_movk_i32 s16, 0x4000
	s_getpc_b64 s[12:13]
	s_add_u32 s12, s12, c_sbox2@rel32@lo+4
	s_addc_u32 s13, s13, c_sbox2@rel32@hi+12
	s_mov_b32 s17, 0x8000
	s_mov_b32 s18, 0xc000
	s_movk_i32 s19, 0x4008
	s_mov_b32 s20, 0x8008
	s_mov_b32 s21, 0xc008
	s_movk_i32 s22, 0x4010
	s_mov_b32 s23, 0x8010
	s_mov_b32 s24, 0xc010
	s_movk_i32 s25, 0x4018
	s_mov_b32 s26, 0x8018
	s_mov_b32 s27, 0xc018
	v_mov_b32_e32 v9, v8
	s_mov_b32 m0, -1
	buffer_store_dword v7, off, s[0:3], 0 offset:148
	s_getpc_b64 s[14:15]
	s_add_u32 s14, s14, c_sbox3@rel32@lo+4
	s_addc_u32 s15, s15, c_sbox3@rel32@hi+12
	s_waitcnt vmcnt(9)
	v_mad_u64_u32 v[1:2], s[4:5], v3, s4, v[1:2]
	s_mov_b64 s[4:5], 0
	flat_load_dwordx4 v[1:4], v[1:2]
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s28, s4, s8
	s_addc_u32 s29, s5, s9
	s_load_dwordx8 s[36:43], s[28:29], 0x0
	s_add_u32 s28, s4, s10
	s_addc_u32 s29, s5, s11
	s_load_dwordx8 s[44:51], s[28:29], 0x0
	s_add_u32 s28, s4, s12
	s_addc_u32 s29, s5, s13
	s_load_dwordx8 s[52:59], s[28:29], 0x0
	s_add_u32 s28, s4, s14
	s_addc_u32 s29, s5, s15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v22, s36
	v_mov_b32_e32 v23, s37
	v_mov_b32_e32 v24, s38
	v_mov_b32_e32 v25, s39
	v_mov_b32_e32 v26, s40
	v_mov_b32_e32 v27, s41
	v_mov_b32_e32 v28, s42
	v_mov_b32_e32 v29, s43
	s_load_dwordx8 s[36:43], s[28:29], 0x0
	v_add_u32_e32 v10, vcc, s16, v9
	v_add_u32_e32 v13, vcc, s19, v9
	ds_write2_b32 v9, v22, v23 offset1:1
	ds_write2_b32 v9, v24, v25 offset0:2 offset1:3
	ds_write2_b32 v9, v26, v27 offset0:4 offset1:5
	ds_write2_b32 v9, v28, v29 offset0:6 offset1:7
	s_add_u32 s4, s4, 32
	v_mov_b32_e32 v22, s44
	v_mov_b32_e32 v23, s45
	v_add_u32_e32 v11, vcc, s17, v9
	v_add_u32_e32 v16, vcc, s22, v9
	v_add_u32_e32 v19, vcc, s25, v9
	v_mov_b32_e32 v24, s46
	v_mov_b32_e32 v25, s47
	v_mov_b32_e32 v26, s48
	v_mov_b32_e32 v27, s49
	v_mov_b32_e32 v28, s50
	v_mov_b32_e32 v29, s51
	s_addc_u32 s5, s5, 0
	ds_write2_b32 v10, v22, v23 offset1:1
	ds_write2_b32 v13, v24, v25 offset1:1
	ds_write2_b32 v16, v26, v27 offset1:1
	ds_write2_b32 v19, v28, v29 offset1:1
	v_mov_b32_e32 v10, s52
	v_mov_b32_e32 v13, s53
	v_add_u32_e32 v12, vcc, s18, v9
	v_add_u32_e32 v14, vcc, s20, v9
	v_add_u32_e32 v15, vcc, s21, v9
	v_add_u32_e32 v17, vcc, s23, v9
	v_add_u32_e32 v18, vcc, s24, v9
	v_add_u32_e32 v20, vcc, s26, v9
	v_add_u32_e32 v21, vcc, s27, v9
	v_add_u32_e32 v9, vcc, 32, v9
	s_cmpk_lg_i32 s4, 0x400
	v_mov_b32_e32 v16, s54
	v_mov_b32_e32 v19, s55
	v_mov_b32_e32 v22, s56
	v_mov_b32_e32 v23, s57
	v_mov_b32_e32 v24, s58
	v_mov_b32_e32 v25, s59
	ds_write2_b32 v11, v10, v13 offset1:1
	ds_write2_b32 v14, v16, v19 offset1:1
	ds_write2_b32 v17, v22, v23 offset1:1
	ds_write2_b32 v20, v24, v25 offset1:1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s36
	v_mov_b32_e32 v11, s37
	v_mov_b32_e32 v13, s38
	v_mov_b32_e32 v14, s39
	v_mov_b32_e32 v16, s40
	v_mov_b32_e32 v17, s41
	v_mov_b32_e32 v19, s42
	v_mov_b32_e32 v20, s43
	ds_write2_b32 v12, v10, v11 offset1:1
	ds_write2_b32 v15, v13, v14 offset1:1
	ds_write2_b32 v18, v16, v17 offset1:1
	ds_write2_b32 v21, v19, v20 offset1:1
	s_cbranch_scc1 .LBB0_7
; %bb.8:
	buffer_load_dword v12, off, s[0:3], 0 offset:80
	buffer_load_dword v13, off, s[0:3], 0 offset:84
	buffer_load_dword v14, off, s[0:3], 0 offset:88
	buffer_load_dword v17, off, s[0:3], 0 offset:92
	buffer_load_dword v18, off, s[0:3], 0 offset:96
	buffer_load_dword v19, off, s[0:3], 0 offset:100
	buffer_load_dword v20, off, s[0:3], 0 offset:104
	buffer_load_dword v21, off, s[0:3], 0 offset:108
	buffer_load_dword v22, off, s[0:3], 0 offset:112
	buffer_load_dword v23, off, s[0:3], 0 offset:116
	buffer_load_dword v24, off, s[0:3], 0 offset:120
	buffer_load_dword v25, off, s[0:3], 0 offset:124
	buffer_load_dword v26, off, s[0:3], 0 offset:128
	buffer_load_dword v27, off, s[0:3], 0 offset:132
	buffer_load_dword v28, off, s[0:3], 0 offset:136
	v_xor_b32_e32 v9, 0xb5470917, v5
	v_xor_b32_e32 v10, 0x9216d5d9, v6
	v_xor_b32_e32 v11, 0x8979fb1b, v7
	v_lshlrev_b32_e32 v5, 10, v0
	s_movk_i32 s4, 0x4000
	s_mov_b32 s5, 0x8000
	s_mov_b32 s9, 0xc000
	v_mov_b32_e32 v7, 0x98
	s_mov_b32 s8, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v6, 2
	buffer_store_dword v9, off, s[0:3], 0 offset:212
	buffer_store_dword v10, off, s[0:3], 0 offset:216
	buffer_store_dword v11, off, s[0:3], 0 offset:220
	v_add_u32_e32 v9, vcc, s4, v5
	v_add_u32_e32 v10, vcc, s5, v5
	v_add_u32_e32 v11, vcc, s9, v5
	v_mov_b32_e32 v33, 0
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v16, 0x243f6a88, v12
	v_xor_b32_e32 v15, 0x85a308d3, v13
	v_xor_b32_e32 v14, 0x13198a2e, v14
	v_xor_b32_e32 v13, 0x3707344, v17
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v12, 0xa4093822, v18
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v17, 0x299f31d0, v19
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v18, 0x82efa98, v20
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v19, 0xec4e6c89, v21
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v20, 0x452821e6, v22
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v21, 0x38d01377, v23
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v22, 0xbe5466cf, v24
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v23, 0x34e90c6c, v25
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v24, 0xc0ac29b7, v26
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v25, 0xc97c50dd, v27
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v26, 0x3f84d5b5, v28
	buffer_store_dword v16, off, s[0:3], 0 offset:152
	buffer_store_dword v15, off, s[0:3], 0 offset:156
	buffer_store_dword v14, off, s[0:3], 0 offset:160
	buffer_store_dword v13, off, s[0:3], 0 offset:164
	buffer_store_dword v12, off, s[0:3], 0 offset:168
	buffer_store_dword v17, off, s[0:3], 0 offset:172
	buffer_store_dword v18, off, s[0:3], 0 offset:176
	buffer_store_dword v19, off, s[0:3], 0 offset:180
	buffer_store_dword v20, off, s[0:3], 0 offset:184
	buffer_store_dword v21, off, s[0:3], 0 offset:188
	buffer_store_dword v22, off, s[0:3], 0 offset:192
	buffer_store_dword v23, off, s[0:3], 0 offset:196
	buffer_store_dword v24, off, s[0:3], 0 offset:200
	buffer_store_dword v25, off, s[0:3], 0 offset:204
	buffer_store_dword v26, off, s[0:3], 0 offset:208
	s_branch .LBB0_10
.LBB0_9:
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr7
	s_branch .LBB0_12
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	s_and_b32 s4, s8, 2
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_lshr_b32 s5, s8, 1
	s_bitcmp1_b32 s5, 0
	v_cndmask_b32_e32 v17, v1, v2, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v17, v17, v3, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v17, v17, v4, vcc
	v_xor_b32_e32 v17, v32, v17
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v16, v17, v16
	v_lshlrev_b32_sdwa v17, v6, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v19, v6, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v20, v6, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	s_or_b32 s4, s4, 1
	v_or_b32_e32 v17, v5, v17
	v_or_b32_e32 v19, v9, v19
	v_or_b32_e32 v20, v10, v20
	v_lshlrev_b32_sdwa v21, v6, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_cmp_eq_u32 s4, 1
	ds_read_b32 v17, v17
	ds_read_b32 v19, v19
	ds_read_b32 v20, v20
	v_or_b32_e32 v21, v11, v21
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	ds_read_b32 v21, v21
	v_cndmask_b32_e32 v18, v1, v2, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v18, v18, v3, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v18, v18, v4, vcc
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v17, vcc, v19, v17
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v17, v17, v20
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v17, vcc, v17, v21
	v_xor_b32_e32 v18, v18, v33
	buffer_load_dword v21, off, s[0:3], 0 offset:172
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v15, v18, v15
	v_xor_b32_e32 v15, v15, v17
	v_lshlrev_b32_sdwa v17, v6, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v18, v6, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v19, v6, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v17, v5, v17
	v_or_b32_e32 v18, v9, v18
	v_or_b32_e32 v19, v10, v19
	v_lshlrev_b32_sdwa v20, v6, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	ds_read_b32 v18, v18
	ds_read_b32 v19, v19
	v_or_b32_e32 v20, v11, v20
	ds_read_b32 v20, v20
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v17, vcc, v18, v17
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v17, v17, v19
	buffer_load_dword v19, off, s[0:3], 0 offset:176
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v17, vcc, v17, v20
	v_xor_b32_e32 v14, v14, v17
	v_lshlrev_b32_sdwa v16, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v17, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v18, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v16, v5, v16
	v_or_b32_e32 v17, v9, v17
	v_or_b32_e32 v18, v10, v18
	v_lshlrev_b32_sdwa v20, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v16, v16
	ds_read_b32 v17, v17
	ds_read_b32 v18, v18
	v_or_b32_e32 v20, v11, v20
	ds_read_b32 v20, v20
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v13, v13, v15
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v16, vcc, v17, v16
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v16, v16, v18
	buffer_load_dword v18, off, s[0:3], 0 offset:180
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v16, vcc, v16, v20
	v_xor_b32_e32 v13, v13, v16
	v_lshlrev_b32_sdwa v15, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v16, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v17, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v15, v5, v15
	v_or_b32_e32 v16, v9, v16
	v_or_b32_e32 v17, v10, v17
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	ds_read_b32 v17, v17
	v_lshlrev_b32_sdwa v20, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v20, v11, v20
	ds_read_b32 v20, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v15, vcc, v16, v15
	buffer_load_dword v16, off, s[0:3], 0 offset:184
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v15, v15, v17
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, vcc, v15, v20
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v12, v12, v14
	v_xor_b32_e32 v12, v12, v15
	v_lshlrev_b32_sdwa v14, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v17, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v17, v10, v17
	v_lshlrev_b32_sdwa v20, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v17, v17
	v_or_b32_e32 v20, v11, v20
	ds_read_b32 v20, v20
	s_cmp_gt_u32 s8, 15
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v17
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v20
	buffer_load_dword v15, off, s[0:3], 0 offset:188
	buffer_load_dword v17, off, s[0:3], 0 offset:192
	buffer_load_dword v20, off, s[0:3], 0 offset:196
	buffer_load_dword v22, off, s[0:3], 0 offset:200
	buffer_load_dword v23, off, s[0:3], 0 offset:204
	buffer_load_dword v24, off, s[0:3], 0 offset:208
	buffer_load_dword v25, off, s[0:3], 0 offset:212
	buffer_load_dword v26, off, s[0:3], 0 offset:216
	buffer_load_dword v27, off, s[0:3], 0 offset:220
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v13, v21, v13
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_sdwa v14, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v21, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v21, v9, v21
	v_or_b32_e32 v28, v10, v28
	v_lshlrev_b32_sdwa v29, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v21, v21
	ds_read_b32 v28, v28
	v_or_b32_e32 v29, v11, v29
	ds_read_b32 v29, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v21, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v29
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v12, v19, v12
	v_xor_b32_e32 v12, v12, v14
	v_lshlrev_b32_sdwa v14, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v19, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v21, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v19, v9, v19
	v_or_b32_e32 v21, v10, v21
	v_lshlrev_b32_sdwa v28, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v19, v19
	ds_read_b32 v21, v21
	v_or_b32_e32 v28, v11, v28
	ds_read_b32 v28, v28
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v19, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v21
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v28
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v13, v18, v13
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_sdwa v14, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v18, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v19, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v18, v9, v18
	v_or_b32_e32 v19, v10, v19
	v_lshlrev_b32_sdwa v21, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v18, v18
	ds_read_b32 v19, v19
	v_or_b32_e32 v21, v11, v21
	ds_read_b32 v21, v21
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v18, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v19
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v21
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v12, v16, v12
	v_xor_b32_e32 v12, v12, v14
	v_lshlrev_b32_sdwa v14, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v16, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v18, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v16, v9, v16
	v_or_b32_e32 v18, v10, v18
	v_lshlrev_b32_sdwa v19, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v16, v16
	ds_read_b32 v18, v18
	v_or_b32_e32 v19, v11, v19
	ds_read_b32 v19, v19
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v13, v15, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v16, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v18
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v19
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_sdwa v14, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v16, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v16, v10, v16
	v_lshlrev_b32_sdwa v18, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	v_or_b32_e32 v18, v11, v18
	ds_read_b32 v18, v18
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v12, v17, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v18
	v_xor_b32_e32 v12, v12, v14
	v_lshlrev_b32_sdwa v14, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v16, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v16, v10, v16
	v_lshlrev_b32_sdwa v17, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	v_or_b32_e32 v17, v11, v17
	ds_read_b32 v17, v17
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v13, v20, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v17
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_sdwa v14, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v16, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v16, v10, v16
	v_lshlrev_b32_sdwa v17, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	v_or_b32_e32 v17, v11, v17
	ds_read_b32 v17, v17
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v12, v22, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v17
	v_xor_b32_e32 v12, v12, v14
	v_lshlrev_b32_sdwa v14, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v16, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v16, v10, v16
	v_lshlrev_b32_sdwa v17, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	v_or_b32_e32 v17, v11, v17
	ds_read_b32 v17, v17
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v13, v23, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v17
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_sdwa v14, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v16, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v16, v10, v16
	v_lshlrev_b32_sdwa v17, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	v_or_b32_e32 v17, v11, v17
	ds_read_b32 v17, v17
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v12, v24, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v17
	v_xor_b32_e32 v12, v12, v14
	v_lshlrev_b32_sdwa v14, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v16, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v16, v10, v16
	v_lshlrev_b32_sdwa v17, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	v_or_b32_e32 v17, v11, v17
	ds_read_b32 v17, v17
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v13, v25, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v17
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_sdwa v14, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v15, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v16, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v14, v5, v14
	v_or_b32_e32 v15, v9, v15
	v_or_b32_e32 v16, v10, v16
	v_lshlrev_b32_sdwa v17, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v14
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16
	v_or_b32_e32 v17, v11, v17
	ds_read_b32 v17, v17
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v12, v26, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v14, vcc, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v14, vcc, v14, v17
	v_xor_b32_e32 v33, v12, v14
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v32, v27, v13
	v_add_u32_e32 v12, vcc, 4, v7
	buffer_store_dword v32, v7, s[0:3], 0 offen
	buffer_store_dword v33, v12, s[0:3], 0 offen
	s_cbranch_scc1 .LBB0_9
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=1
	buffer_load_dword v16, off, s[0:3], 0 offset:152
	buffer_load_dword v15, off, s[0:3], 0 offset:156
	buffer_load_dword v14, off, s[0:3], 0 offset:160
	buffer_load_dword v13, off, s[0:3], 0 offset:164
	buffer_load_dword v12, off, s[0:3], 0 offset:168
	s_add_i32 s8, s8, 2
	v_add_u32_e32 v7, vcc, 8, v7
	s_cbranch_execnz .LBB0_10
.LBB0_12:
	buffer_load_dword v5, off, s[0:3], 0 offset:152
	buffer_load_dword v6, off, s[0:3], 0 offset:156
	buffer_load_dword v7, off, s[0:3], 0 offset:160
	buffer_load_dword v9, off, s[0:3], 0 offset:164
	buffer_load_dword v10, off, s[0:3], 0 offset:168
	buffer_load_dword v11, off, s[0:3], 0 offset:172
	buffer_load_dword v12, off, s[0:3], 0 offset:176
	buffer_load_dword v13, off, s[0:3], 0 offset:180
	buffer_load_dword v14, off, s[0:3], 0 offset:184
	buffer_load_dword v15, off, s[0:3], 0 offset:188
	buffer_load_dword v16, off, s[0:3], 0 offset:192
	buffer_load_dword v17, off, s[0:3], 0 offset:196
	buffer_load_dword v18, off, s[0:3], 0 offset:200
	buffer_load_dword v19, off, s[0:3], 0 offset:204
	buffer_load_dword v20, off, s[0:3], 0 offset:208
	buffer_load_dword v21, off, s[0:3], 0 offset:212
	buffer_load_dword v22, off, s[0:3], 0 offset:216
	buffer_load_dword v23, off, s[0:3], 0 offset:220
	v_lshlrev_b32_e32 v24, 10, v0
	s_mov_b32 s4, -4
	v_mov_b32_e32 v25, 2
	v_add_u32_e32 v26, vcc, 0x4000, v24
	v_add_u32_e32 v27, vcc, 0x8000, v24
	v_add_u32_e32 v28, vcc, 0xc000, v24
	v_mov_b32_e32 v31, v8
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v29, v5, v1
	v_xor_b32_e32 v30, v6, v2
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v32, v32, v3
	v_xor_b32_e32 v32, v32, v5
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v4
	v_xor_b32_e32 v33, v33, v6
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v7, v32
	v_xor_b32_e32 v33, v9, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v32, v10, v32
	s_add_i32 s4, s4, 4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v33, v11, v33
	s_cmpk_gt_u32 s4, 0xfb
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v32, v12, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v33, v13, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v32, v14, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v33, v15, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v32, v16, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v33, v17, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v32, v18, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v33, v19, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v32, v20, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v33, v21, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v32, v22, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v33, v23, v33
	v_xor_b32_e32 v38, v29, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_sdwa v42, v25, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v44, v25, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_lshlrev_b32_sdwa v39, v25, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_or_b32_e32 v42, v26, v42
	v_or_b32_e32 v44, v28, v44
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v43, v25, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v39, v24, v39
	ds_read_b32 v42, v42
	ds_read_b32 v44, v44
	ds_write2_b32 v31, v33, v32 offset1:1
	v_or_b32_e32 v43, v27, v43
	ds_read_b32 v33, v39
	ds_read_b32 v34, v43
	v_xor_b32_e32 v32, v30, v32
	v_xor_b32_e32 v38, v38, v7
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v33, vcc, v42, v33
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v33, v33, v34
	v_add_u32_e32 v33, vcc, v33, v44
	v_xor_b32_e32 v32, v32, v33
	v_lshlrev_b32_sdwa v33, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v33, v24, v33
	v_or_b32_e32 v34, v26, v34
	v_or_b32_e32 v35, v27, v35
	v_or_b32_e32 v36, v28, v36
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	v_xor_b32_e32 v32, v32, v9
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v33, vcc, v34, v33
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v33, v33, v35
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, vcc, v33, v36
	v_xor_b32_e32 v33, v38, v33
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v10
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v11
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v15
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v16
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v17
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v18
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v21
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v22
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v25, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v26, v35
	v_or_b32_e32 v36, v27, v36
	v_or_b32_e32 v37, v28, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v23
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	ds_write2_b32 v31, v32, v33 offset0:2 offset1:3
	v_add_u32_e32 v31, vcc, 16, v31
	s_cbranch_scc0 .LBB0_13
; %bb.14:
	buffer_load_dword v5, off, s[0:3], 0 offset:152
	buffer_load_dword v6, off, s[0:3], 0 offset:156
	buffer_load_dword v7, off, s[0:3], 0 offset:160
	buffer_load_dword v9, off, s[0:3], 0 offset:164
	buffer_load_dword v10, off, s[0:3], 0 offset:168
	buffer_load_dword v11, off, s[0:3], 0 offset:172
	buffer_load_dword v12, off, s[0:3], 0 offset:176
	buffer_load_dword v13, off, s[0:3], 0 offset:180
	buffer_load_dword v14, off, s[0:3], 0 offset:184
	buffer_load_dword v15, off, s[0:3], 0 offset:188
	buffer_load_dword v16, off, s[0:3], 0 offset:192
	buffer_load_dword v17, off, s[0:3], 0 offset:196
	buffer_load_dword v18, off, s[0:3], 0 offset:200
	buffer_load_dword v19, off, s[0:3], 0 offset:204
	buffer_load_dword v20, off, s[0:3], 0 offset:208
	buffer_load_dword v21, off, s[0:3], 0 offset:212
	buffer_load_dword v22, off, s[0:3], 0 offset:216
	buffer_load_dword v23, off, s[0:3], 0 offset:220
	v_lshlrev_b32_e32 v24, 10, v0
	s_movk_i32 s4, 0x4000
	s_mov_b32 s5, -4
	s_mov_b32 s8, 0x8000
	s_mov_b32 s9, 0xc000
	v_add_u32_e32 v25, vcc, s4, v24
	v_mov_b32_e32 v28, 2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v26, v5, v1
	v_xor_b32_e32 v27, v6, v2
.LBB0_15:                               ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v32, v32, v3
	v_xor_b32_e32 v32, v32, v5
	v_add_u32_e32 v29, vcc, s4, v24
	v_add_u32_e32 v30, vcc, s8, v24
	v_add_u32_e32 v31, vcc, s9, v24
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v4
	v_xor_b32_e32 v33, v33, v6
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v7, v32
	v_xor_b32_e32 v33, v9, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v32, v10, v32
	s_add_i32 s5, s5, 4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v33, v11, v33
	s_cmpk_gt_u32 s5, 0xfb
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v32, v12, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v33, v13, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v32, v14, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v33, v15, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v32, v16, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v33, v17, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v32, v18, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v33, v19, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v32, v20, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v33, v21, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v32, v22, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v33, v23, v33
	v_xor_b32_e32 v38, v26, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_sdwa v39, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v43, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_lshlrev_b32_sdwa v42, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_or_b32_e32 v39, v24, v39
	v_or_b32_e32 v43, v30, v43
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v44, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v42, v29, v42
	ds_read_b32 v39, v39
	ds_read_b32 v43, v43
	ds_write2_b32 v25, v33, v32 offset1:1
	v_or_b32_e32 v44, v31, v44
	ds_read_b32 v33, v42
	ds_read_b32 v34, v44
	v_xor_b32_e32 v32, v27, v32
	v_xor_b32_e32 v38, v38, v7
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v33, vcc, v33, v39
	v_xor_b32_e32 v33, v33, v43
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, vcc, v33, v34
	v_xor_b32_e32 v32, v32, v33
	v_lshlrev_b32_sdwa v33, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v33, v24, v33
	v_or_b32_e32 v34, v29, v34
	v_or_b32_e32 v35, v30, v35
	v_or_b32_e32 v36, v31, v36
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	v_xor_b32_e32 v32, v32, v9
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v33, vcc, v34, v33
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v33, v33, v35
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, vcc, v33, v36
	v_xor_b32_e32 v33, v38, v33
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v10
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v11
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v15
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v16
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v17
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v18
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v21
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v22
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v29, v29, v35
	v_or_b32_e32 v30, v30, v36
	v_or_b32_e32 v31, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	ds_read_b32 v31, v31
	v_xor_b32_e32 v32, v32, v23
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v29, vcc, v29, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v29, v29, v30
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v29, vcc, v29, v31
	v_xor_b32_e32 v33, v33, v29
	ds_write2_b32 v25, v32, v33 offset0:2 offset1:3
	v_add_u32_e32 v25, vcc, 16, v25
	s_cbranch_scc0 .LBB0_15
; %bb.16:
	buffer_load_dword v5, off, s[0:3], 0 offset:152
	buffer_load_dword v6, off, s[0:3], 0 offset:156
	buffer_load_dword v7, off, s[0:3], 0 offset:160
	buffer_load_dword v9, off, s[0:3], 0 offset:164
	buffer_load_dword v10, off, s[0:3], 0 offset:168
	buffer_load_dword v11, off, s[0:3], 0 offset:172
	buffer_load_dword v12, off, s[0:3], 0 offset:176
	buffer_load_dword v13, off, s[0:3], 0 offset:180
	buffer_load_dword v14, off, s[0:3], 0 offset:184
	buffer_load_dword v15, off, s[0:3], 0 offset:188
	buffer_load_dword v16, off, s[0:3], 0 offset:192
	buffer_load_dword v17, off, s[0:3], 0 offset:196
	buffer_load_dword v18, off, s[0:3], 0 offset:200
	buffer_load_dword v19, off, s[0:3], 0 offset:204
	buffer_load_dword v20, off, s[0:3], 0 offset:208
	buffer_load_dword v21, off, s[0:3], 0 offset:212
	buffer_load_dword v22, off, s[0:3], 0 offset:216
	buffer_load_dword v23, off, s[0:3], 0 offset:220
	v_lshlrev_b32_e32 v24, 10, v0
	s_mov_b32 s4, 0x8000
	s_mov_b32 s5, -4
	s_mov_b32 s8, 0xc000
	v_add_u32_e32 v25, vcc, s4, v24
	v_mov_b32_e32 v28, 2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v26, v5, v1
	v_xor_b32_e32 v27, v6, v2
.LBB0_17:                               ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v32, v32, v3
	v_xor_b32_e32 v32, v32, v5
	v_add_u32_e32 v29, vcc, 0x4000, v24
	v_add_u32_e32 v30, vcc, s4, v24
	v_add_u32_e32 v31, vcc, s8, v24
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v4
	v_xor_b32_e32 v33, v33, v6
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v7, v32
	v_xor_b32_e32 v33, v9, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v32, v10, v32
	s_add_i32 s5, s5, 4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v33, v11, v33
	s_cmpk_gt_u32 s5, 0xfb
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v32, v12, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v33, v13, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v32, v14, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v33, v15, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v32, v16, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v33, v17, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v32, v18, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v33, v19, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v32, v20, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v33, v21, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v32, v22, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v33, v23, v33
	v_xor_b32_e32 v38, v26, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	v_lshlrev_b32_sdwa v39, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v42, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v44, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_lshlrev_b32_sdwa v43, v28, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_or_b32_e32 v39, v24, v39
	v_or_b32_e32 v42, v29, v42
	v_or_b32_e32 v44, v31, v44
	v_xor_b32_e32 v32, v32, v34
	v_or_b32_e32 v43, v30, v43
	ds_read_b32 v39, v39
	ds_read_b32 v42, v42
	ds_read_b32 v44, v44
	ds_write2_b32 v25, v33, v32 offset1:1
	ds_read_b32 v33, v43
	v_xor_b32_e32 v32, v27, v32
	s_waitcnt lgkmcnt(3)
	v_add_u32_e32 v35, vcc, v42, v39
	v_xor_b32_e32 v38, v38, v7
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v33, v35, v33
	v_add_u32_e32 v33, vcc, v33, v44
	v_xor_b32_e32 v32, v32, v33
	v_lshlrev_b32_sdwa v33, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v33, v24, v33
	v_or_b32_e32 v34, v29, v34
	v_or_b32_e32 v35, v30, v35
	v_or_b32_e32 v36, v31, v36
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	v_xor_b32_e32 v32, v32, v9
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v33, vcc, v34, v33
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v33, v33, v35
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v33, vcc, v33, v36
	v_xor_b32_e32 v33, v38, v33
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v10
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v11
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v15
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v16
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v17
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v18
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v32, v32, v21
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_sdwa v34, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v35, v29, v35
	v_or_b32_e32 v36, v30, v36
	v_or_b32_e32 v37, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	v_xor_b32_e32 v33, v33, v22
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v34, vcc, v35, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, vcc, v34, v37
	v_xor_b32_e32 v32, v32, v34
	v_lshlrev_b32_sdwa v34, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v35, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v36, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v37, v28, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v34, v24, v34
	v_or_b32_e32 v29, v29, v35
	v_or_b32_e32 v30, v30, v36
	v_or_b32_e32 v31, v31, v37
	ds_read_b32 v34, v34
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	ds_read_b32 v31, v31
	v_xor_b32_e32 v32, v32, v23
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v29, vcc, v29, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v29, v29, v30
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v29, vcc, v29, v31
	v_xor_b32_e32 v33, v33, v29
	ds_write2_b32 v25, v32, v33 offset0:2 offset1:3
	v_add_u32_e32 v25, vcc, 16, v25
	s_cbranch_scc0 .LBB0_17
; %bb.18:
	buffer_load_dword v5, off, s[0:3], 0 offset:152
	buffer_load_dword v6, off, s[0:3], 0 offset:156
	buffer_load_dword v7, off, s[0:3], 0 offset:160
	buffer_load_dword v9, off, s[0:3], 0 offset:164
	buffer_load_dword v10, off, s[0:3], 0 offset:168
	buffer_load_dword v11, off, s[0:3], 0 offset:172
	buffer_load_dword v12, off, s[0:3], 0 offset:176
	buffer_load_dword v13, off, s[0:3], 0 offset:180
	buffer_load_dword v14, off, s[0:3], 0 offset:184
	buffer_load_dword v15, off, s[0:3], 0 offset:188
	buffer_load_dword v16, off, s[0:3], 0 offset:192
	buffer_load_dword v17, off, s[0:3], 0 offset:196
	buffer_load_dword v18, off, s[0:3], 0 offset:200
	buffer_load_dword v19, off, s[0:3], 0 offset:204
	buffer_load_dword v20, off, s[0:3], 0 offset:208
	buffer_load_dword v21, off, s[0:3], 0 offset:212
	buffer_load_dword v22, off, s[0:3], 0 offset:216
	buffer_load_dword v23, off, s[0:3], 0 offset:220
	v_lshlrev_b32_e32 v0, 10, v0
	s_mov_b32 s4, 0xc000
	s_mov_b32 s5, -4
	s_mov_b32 s8, 0x8000
	v_add_u32_e32 v24, vcc, s4, v0
	v_mov_b32_e32 v25, 2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v1, v5, v1
	v_xor_b32_e32 v2, v6, v2
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v29, v32, v3
	v_xor_b32_e32 v29, v29, v5
	v_add_u32_e32 v26, vcc, 0x4000, v0
	v_add_u32_e32 v27, vcc, s8, v0
	v_add_u32_e32 v28, vcc, s4, v0
	v_xor_b32_e32 v30, v33, v4
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v6
	v_xor_b32_e32 v29, v7, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v9, v30
	s_add_i32 s5, s5, 4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v29, v10, v29
	s_cmpk_lt_u32 s5, 0xfc
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v30, v11, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v29, v12, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v30, v13, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v29, v14, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v30, v15, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v29, v16, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v30, v17, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v29, v18, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v30, v19, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v29, v20, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v30, v21, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v29, v22, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v30, v23, v30
	v_xor_b32_e32 v35, v1, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	v_lshlrev_b32_sdwa v36, v25, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v37, v25, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v38, v25, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_lshlrev_b32_sdwa v39, v25, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v36, v0, v36
	v_or_b32_e32 v37, v26, v37
	v_or_b32_e32 v38, v27, v38
	v_xor_b32_e32 v29, v29, v31
	v_or_b32_e32 v39, v28, v39
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37
	ds_read_b32 v38, v38
	ds_write2_b32 v24, v30, v29 offset1:1
	ds_read_b32 v30, v39
	v_xor_b32_e32 v29, v2, v29
	s_waitcnt lgkmcnt(3)
	v_add_u32_e32 v32, vcc, v37, v36
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v31, v32, v38
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v30, vcc, v31, v30
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_sdwa v30, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v30, v0, v30
	v_or_b32_e32 v31, v26, v31
	v_or_b32_e32 v32, v27, v32
	v_or_b32_e32 v33, v28, v33
	ds_read_b32 v30, v30
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	v_xor_b32_e32 v35, v35, v7
	v_xor_b32_e32 v29, v29, v9
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v30, vcc, v31, v30
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v30, vcc, v30, v33
	v_xor_b32_e32 v30, v35, v30
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v10
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v29, v29, v11
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v12
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v29, v29, v13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v29, v29, v15
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v16
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v29, v29, v17
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v18
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v29, v29, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v29, v29, v21
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v30, v30, v31
	v_lshlrev_b32_sdwa v31, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v32, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v33, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v34, v25, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v31, v0, v31
	v_or_b32_e32 v32, v26, v32
	v_or_b32_e32 v33, v27, v33
	v_or_b32_e32 v34, v28, v34
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34
	v_xor_b32_e32 v30, v30, v22
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v31, vcc, v32, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v31, vcc, v31, v34
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_sdwa v31, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v33, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v34, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v35, v25, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v32, v29, v23
	v_or_b32_e32 v29, v0, v31
	v_or_b32_e32 v26, v26, v33
	v_or_b32_e32 v27, v27, v34
	v_or_b32_e32 v28, v28, v35
	ds_read_b32 v29, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v26, v29
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v27
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v28
	v_xor_b32_e32 v33, v30, v26
	ds_write2_b32 v24, v32, v33 offset0:2 offset1:3
	v_add_u32_e32 v24, vcc, 16, v24
	s_cbranch_scc1 .LBB0_19
; %bb.20:
	buffer_load_dword v2, off, s[0:3], 0 offset:152
	buffer_load_dword v3, off, s[0:3], 0 offset:156
	buffer_load_dword v4, off, s[0:3], 0 offset:160
	buffer_load_dword v5, off, s[0:3], 0 offset:164
	buffer_load_dword v9, off, s[0:3], 0 offset:168
	buffer_load_dword v10, off, s[0:3], 0 offset:172
	buffer_load_dword v11, off, s[0:3], 0 offset:176
	buffer_load_dword v12, off, s[0:3], 0 offset:180
	buffer_load_dword v13, off, s[0:3], 0 offset:184
	buffer_load_dword v14, off, s[0:3], 0 offset:188
	buffer_load_dword v15, off, s[0:3], 0 offset:192
	buffer_load_dword v16, off, s[0:3], 0 offset:196
	buffer_load_dword v17, off, s[0:3], 0 offset:200
	buffer_load_dword v18, off, s[0:3], 0 offset:204
	buffer_load_dword v19, off, s[0:3], 0 offset:208
	buffer_load_dword v20, off, s[0:3], 0 offset:212
	buffer_load_dword v6, off, s[0:3], 0 offset:216
	buffer_load_dword v7, off, s[0:3], 0 offset:220
	s_movk_i32 s4, 0x1090
	v_mul_lo_u32 v22, v41, s4
	v_mad_u64_u32 v[0:1], s[4:5], v40, s4, 0
	v_mov_b32_e32 v21, s7
	s_movk_i32 s7, 0x58
	v_add_u32_e32 v1, vcc, v1, v22
	v_add_u32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v21, v1, vcc
	v_add_u32_e32 v21, vcc, 0x48, v0
	v_addc_u32_e32 v22, vcc, 0, v1, vcc
	v_add_u32_e32 v23, vcc, s7, v0
	s_movk_i32 s8, 0x68
	v_addc_u32_e32 v24, vcc, 0, v1, vcc
	v_add_u32_e32 v25, vcc, s8, v0
	s_movk_i32 s9, 0x78
	v_addc_u32_e32 v26, vcc, 0, v1, vcc
	v_add_u32_e32 v27, vcc, s9, v0
	s_movk_i32 s10, 0x88
	v_addc_u32_e32 v28, vcc, 0, v1, vcc
	s_mov_b64 s[12:13], 0
	s_movk_i32 s14, 0x4000
	s_mov_b32 s15, 0x8000
	s_mov_b32 s16, 0xc000
	s_movk_i32 s17, 0x4008
	s_mov_b32 s18, 0x8008
	s_mov_b32 s19, 0xc008
	s_movk_i32 s20, 0x4010
	s_mov_b32 s21, 0x8010
	s_mov_b32 s22, 0xc010
	s_movk_i32 s23, 0x4018
	s_mov_b32 s24, 0x8018
	s_mov_b32 s25, 0xc018
	s_movk_i32 s26, 0xa0
	s_movk_i32 s27, 0x4a0
	s_movk_i32 s28, 0x8a0
	v_add_u32_e32 v29, vcc, s10, v0
	s_movk_i32 s29, 0xca0
	v_addc_u32_e32 v30, vcc, 0, v1, vcc
	s_waitcnt vmcnt(14)
	flat_store_dwordx4 v[21:22], v[2:5]
	s_waitcnt vmcnt(11)
	flat_store_dwordx4 v[23:24], v[9:12]
	s_waitcnt vmcnt(8)
	flat_store_dwordx4 v[25:26], v[13:16]
	s_waitcnt vmcnt(5)
	flat_store_dwordx4 v[27:28], v[17:20]
	s_waitcnt vmcnt(4)
	flat_store_dwordx2 v[29:30], v[6:7]
.LBB0_21:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v7, vcc, s18, v8
	v_add_u32_e32 v13, vcc, s19, v8
	v_add_u32_e32 v14, vcc, s20, v8
	v_add_u32_e32 v19, vcc, s21, v8
	v_add_u32_e32 v20, vcc, s22, v8
	v_add_u32_e32 v23, vcc, s23, v8
	v_add_u32_e32 v24, vcc, s24, v8
	v_add_u32_e32 v27, vcc, s25, v8
	v_mov_b32_e32 v6, s13
	v_add_u32_e32 v45, vcc, s12, v0
	v_addc_u32_e32 v46, vcc, v1, v6, vcc
	ds_read2_b32 v[2:3], v8 offset1:1
	ds_read2_b32 v[4:5], v8 offset0:2 offset1:3
	ds_read2_b32 v[9:10], v8 offset0:4 offset1:5
	ds_read2_b32 v[11:12], v8 offset0:6 offset1:7
	v_add_u32_e32 v31, vcc, 0x90, v45
	v_add_u32_e64 v33, s[4:5], s26, v45
	v_add_u32_e64 v35, s[6:7], s27, v45
	ds_read2_b32 v[15:16], v7 offset1:1
	ds_read2_b32 v[6:7], v13 offset1:1
	ds_read2_b32 v[17:18], v14 offset1:1
	ds_read2_b32 v[21:22], v19 offset1:1
	v_add_u32_e64 v37, s[8:9], s28, v45
	v_add_u32_e64 v39, s[10:11], s29, v45
	ds_read2_b32 v[25:26], v20 offset1:1
	ds_read2_b32 v[19:20], v23 offset1:1
	ds_read2_b32 v[23:24], v24 offset1:1
	ds_read2_b32 v[27:28], v27 offset1:1
	v_addc_u32_e32 v32, vcc, 0, v46, vcc
	v_add_u32_e32 v13, vcc, s14, v8
	v_addc_u32_e64 v34, vcc, 0, v46, s[4:5]
	v_addc_u32_e64 v36, vcc, 0, v46, s[6:7]
	v_addc_u32_e64 v38, vcc, 0, v46, s[8:9]
	v_addc_u32_e64 v40, vcc, 0, v46, s[10:11]
	v_add_u32_e32 v41, vcc, 0x490, v45
	ds_read2_b32 v[29:30], v13 offset1:1
	v_addc_u32_e32 v42, vcc, 0, v46, vcc
	v_add_u32_e32 v13, vcc, s15, v8
	v_add_u32_e32 v43, vcc, 0x890, v45
	ds_read2_b32 v[13:14], v13 offset1:1
	s_waitcnt lgkmcnt(12)
	flat_store_dwordx4 v[31:32], v[2:5]
	s_waitcnt lgkmcnt(10)
	flat_store_dwordx4 v[33:34], v[9:12]
	v_addc_u32_e32 v44, vcc, 0, v46, vcc
	v_add_u32_e32 v2, vcc, s16, v8
	s_waitcnt lgkmcnt(4)
	flat_store_dwordx4 v[35:36], v[17:20]
	s_waitcnt lgkmcnt(3)
	flat_store_dwordx4 v[37:38], v[21:24]
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx4 v[39:40], v[25:28]
	ds_read2_b32 v[4:5], v2 offset1:1
	v_add_u32_e32 v2, vcc, 0xc90, v45
	v_addc_u32_e32 v3, vcc, 0, v46, vcc
	v_add_u32_e32 v9, vcc, s17, v8
	s_add_u32 s12, s12, 32
	ds_read2_b32 v[31:32], v9 offset1:1
	s_addc_u32 s13, s13, 0
	s_cmpk_eq_i32 s12, 0x400
	v_add_u32_e32 v8, vcc, 32, v8
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx4 v[43:44], v[13:16]
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx4 v[2:3], v[4:7]
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[41:42], v[29:32]
	s_cbranch_scc0 .LBB0_21
.LBB0_22:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m03200_init
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_private_segment_fixed_size 16608
		.amdhsa_kernarg_size 256
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 60
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	m03200_init, .Lfunc_end0-m03200_init
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 23700
; NumSgprs: 66
; NumVgprs: 47
; ScratchSize: 16608
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 47
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	m03200_loop             ; -- Begin function m03200_loop
	.globl	m03200_loop
	.p2align	8
	.type	m03200_loop,@function
m03200_loop:                            ; @m03200_loop
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx2 s[46:47], s[8:9], 0xc0
	s_add_u32 s36, s34, 0xc8
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x1400
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[46:47], 0x38
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_28
; %bb.1:
	s_movk_i32 s4, 0x1090
	v_mul_lo_u32 v3, v41, s4
	v_mad_u64_u32 v[1:2], s[4:5], v40, s4, 0
	s_load_dwordx2 s[6:7], s[34:35], 0x20
	s_load_dwordx2 s[4:5], s[34:35], 0x88
	s_movk_i32 s8, 0x50
	v_add_u32_e32 v2, vcc, v2, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v37, vcc, s6, v1
	v_addc_u32_e32 v38, vcc, v3, v2, vcc
	v_add_u32_e32 v1, vcc, 64, v37
	v_addc_u32_e32 v2, vcc, 0, v38, vcc
	v_add_u32_e32 v5, vcc, s8, v37
	s_movk_i32 s7, 0x60
	v_addc_u32_e32 v6, vcc, 0, v38, vcc
	flat_load_dwordx4 v[1:4], v[1:2]
	flat_load_dwordx4 v[29:32], v[5:6]
	v_add_u32_e32 v5, vcc, s7, v37
	s_movk_i32 s6, 0x70
	v_addc_u32_e32 v6, vcc, 0, v38, vcc
	flat_load_dwordx4 v[25:28], v[5:6]
	v_add_u32_e32 v5, vcc, s6, v37
	v_addc_u32_e32 v6, vcc, 0, v38, vcc
	s_movk_i32 s6, 0x80
	flat_load_dwordx4 v[21:24], v[5:6]
	v_add_u32_e32 v5, vcc, s6, v37
	v_addc_u32_e32 v6, vcc, 0, v38, vcc
	flat_load_dwordx4 v[33:36], v[5:6]
	v_add_u32_e32 v5, vcc, 48, v37
	v_addc_u32_e32 v6, vcc, 0, v38, vcc
	v_add_u32_e32 v13, vcc, 16, v37
	v_addc_u32_e32 v14, vcc, 0, v38, vcc
	v_add_u32_e32 v17, vcc, 32, v37
	v_addc_u32_e32 v18, vcc, 0, v38, vcc
	flat_load_dwordx4 v[5:8], v[5:6]
	flat_load_dwordx4 v[9:12], v[37:38]
	flat_load_dwordx4 v[13:16], v[13:14]
	flat_load_dwordx4 v[17:20], v[17:18]
	s_movk_i32 s6, 0x48
	v_add_u32_e32 v47, vcc, s6, v37
	s_movk_i32 s7, 0x58
	v_addc_u32_e32 v48, vcc, 0, v38, vcc
	v_add_u32_e32 v43, vcc, s7, v37
	s_movk_i32 s8, 0x68
	v_addc_u32_e32 v44, vcc, 0, v38, vcc
	v_add_u32_e32 v39, vcc, s8, v37
	s_movk_i32 s9, 0x78
	v_addc_u32_e32 v40, vcc, 0, v38, vcc
	v_add_u32_e32 v41, vcc, s9, v37
	v_addc_u32_e32 v42, vcc, 0, v38, vcc
	s_movk_i32 s6, 0x88
	v_add_u32_e32 v45, vcc, s6, v37
	v_lshlrev_b32_e32 v49, 10, v0
	v_addc_u32_e32 v46, vcc, 0, v38, vcc
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x4000
	s_mov_b32 s9, 0x8000
	s_mov_b32 s10, 0xc000
	s_movk_i32 s11, 0x4008
	s_mov_b32 s12, 0x8008
	s_mov_b32 s13, 0xc008
	s_movk_i32 s14, 0x4010
	s_mov_b32 s15, 0x8010
	s_mov_b32 s16, 0xc010
	s_movk_i32 s17, 0x4018
	s_mov_b32 s18, 0x8018
	s_mov_b32 s19, 0xc018
	v_mov_b32_e32 v50, v49
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(8)
	buffer_store_dword v3, off, s[0:3], 0 offset:4
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(9)
	buffer_store_dword v29, off, s[0:3], 0 offset:12
	buffer_store_dword v30, off, s[0:3], 0 offset:16
	buffer_store_dword v31, off, s[0:3], 0 offset:20
	buffer_store_dword v32, off, s[0:3], 0 offset:24
	s_waitcnt vmcnt(12)
	buffer_store_dword v25, off, s[0:3], 0 offset:28
	buffer_store_dword v26, off, s[0:3], 0 offset:32
	buffer_store_dword v27, off, s[0:3], 0 offset:36
	buffer_store_dword v28, off, s[0:3], 0 offset:40
	s_waitcnt vmcnt(14)
	buffer_store_dword v21, off, s[0:3], 0 offset:44
	buffer_store_dword v22, off, s[0:3], 0 offset:48
	buffer_store_dword v23, off, s[0:3], 0 offset:52
	buffer_store_dword v24, off, s[0:3], 0 offset:56
	buffer_store_dword v33, off, s[0:3], 0 offset:60
	buffer_store_dword v34, off, s[0:3], 0 offset:64
	buffer_store_dword v35, off, s[0:3], 0 offset:68
	buffer_store_dword v36, off, s[0:3], 0 offset:72
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v51, s7
	v_add_u32_e32 v77, vcc, s6, v37
	v_addc_u32_e32 v78, vcc, v38, v51, vcc
	v_add_u32_e32 v55, vcc, 0x90, v77
	v_addc_u32_e32 v56, vcc, 0, v78, vcc
	v_add_u32_e32 v51, vcc, 0xa0, v77
	v_addc_u32_e32 v52, vcc, 0, v78, vcc
	v_add_u32_e32 v63, vcc, 0x490, v77
	v_addc_u32_e32 v64, vcc, 0, v78, vcc
	v_add_u32_e32 v59, vcc, 0x4a0, v77
	v_addc_u32_e32 v60, vcc, 0, v78, vcc
	v_add_u32_e32 v83, vcc, s8, v50
	v_add_u32_e32 v71, vcc, 0x890, v77
	v_addc_u32_e32 v72, vcc, 0, v78, vcc
	v_add_u32_e32 v67, vcc, 0x8a0, v77
	v_addc_u32_e32 v68, vcc, 0, v78, vcc
	v_add_u32_e32 v84, vcc, s9, v50
	v_add_u32_e32 v75, vcc, 0xc90, v77
	v_addc_u32_e32 v76, vcc, 0, v78, vcc
	v_add_u32_e32 v79, vcc, 0xca0, v77
	flat_load_dwordx4 v[51:54], v[51:52]
	flat_load_dwordx4 v[55:58], v[55:56]
	v_addc_u32_e32 v80, vcc, 0, v78, vcc
	flat_load_dwordx4 v[59:62], v[59:60]
	flat_load_dwordx4 v[63:66], v[63:64]
	flat_load_dwordx4 v[67:70], v[67:68]
	flat_load_dwordx4 v[71:74], v[71:72]
	flat_load_dwordx4 v[75:78], v[75:76]
	flat_load_dwordx4 v[79:82], v[79:80]
	s_add_u32 s6, s6, 32
	s_addc_u32 s7, s7, 0
	v_add_u32_e32 v85, vcc, s11, v50
	v_add_u32_e32 v86, vcc, s12, v50
	v_add_u32_e32 v87, vcc, s13, v50
	v_add_u32_e32 v88, vcc, s14, v50
	v_add_u32_e32 v89, vcc, s15, v50
	v_add_u32_e32 v90, vcc, s16, v50
	s_cmpk_eq_i32 s6, 0x400
	v_add_u32_e32 v91, vcc, s10, v50
	v_add_u32_e32 v92, vcc, s17, v50
	v_add_u32_e32 v93, vcc, s18, v50
	v_add_u32_e32 v94, vcc, s19, v50
	s_waitcnt vmcnt(6)
	ds_write2_b32 v50, v55, v56 offset1:1
	ds_write2_b32 v50, v57, v58 offset0:2 offset1:3
	ds_write2_b32 v50, v51, v52 offset0:4 offset1:5
	ds_write2_b32 v50, v53, v54 offset0:6 offset1:7
	v_add_u32_e32 v50, vcc, 32, v50
	s_waitcnt vmcnt(4)
	ds_write2_b32 v83, v63, v64 offset1:1
	ds_write2_b32 v85, v65, v66 offset1:1
	ds_write2_b32 v88, v59, v60 offset1:1
	ds_write2_b32 v92, v61, v62 offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b32 v84, v71, v72 offset1:1
	ds_write2_b32 v86, v73, v74 offset1:1
	ds_write2_b32 v89, v67, v68 offset1:1
	ds_write2_b32 v93, v69, v70 offset1:1
	s_waitcnt vmcnt(1)
	ds_write2_b32 v91, v75, v76 offset1:1
	ds_write2_b32 v87, v77, v78 offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b32 v90, v79, v80 offset1:1
	ds_write2_b32 v94, v81, v82 offset1:1
	s_cbranch_scc0 .LBB1_2
; %bb.3:
	s_load_dword s8, s[46:47], 0x14
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s8, 0
	s_cbranch_scc1 .LBB1_26
; %bb.4:
	s_load_dword s6, s[46:47], 0xc
	v_mov_b32_e32 v51, s5
	v_mov_b32_e32 v52, 0x23c
	v_mov_b32_e32 v50, s4
	s_movk_i32 s10, 0x4000
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[51:52], s[4:5], s6, v52, v[50:51]
	v_lshlrev_b32_e32 v50, 10, v0
	s_mov_b32 s11, 0x8000
	v_readfirstlane_b32 s4, v51
	v_readfirstlane_b32 s5, v52
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	s_mov_b32 s12, 0xc000
	v_add_u32_e32 v51, vcc, s10, v50
	v_add_u32_e32 v52, vcc, s11, v50
	v_add_u32_e32 v53, vcc, s12, v50
	v_mov_b32_e32 v54, 4
	s_movk_i32 s13, 0x48
	s_movk_i32 s14, 0xfd
	v_mov_b32_e32 v55, 2
.LBB1_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_6 Depth 2
                                        ;     Child Loop BB1_8 Depth 2
                                        ;     Child Loop BB1_10 Depth 2
                                        ;     Child Loop BB1_12 Depth 2
                                        ;     Child Loop BB1_14 Depth 2
                                        ;     Child Loop BB1_16 Depth 2
                                        ;     Child Loop BB1_18 Depth 2
                                        ;     Child Loop BB1_20 Depth 2
                                        ;     Child Loop BB1_22 Depth 2
                                        ;     Child Loop BB1_24 Depth 2
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v21, v21, v19
	buffer_store_dword v21, off, s[0:3], 0 offset:44
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v21, v22, v20
	buffer_store_dword v21, off, s[0:3], 0 offset:48
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v21, v23, v5
	buffer_store_dword v21, off, s[0:3], 0 offset:52
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v21, v24, v6
	v_xor_b32_e32 v25, v25, v15
	buffer_store_dword v21, off, s[0:3], 0 offset:56
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v21, v33, v7
	buffer_store_dword v25, off, s[0:3], 0 offset:28
	v_xor_b32_e32 v25, v26, v16
	buffer_store_dword v21, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v21, v34, v8
	buffer_store_dword v25, off, s[0:3], 0 offset:32
	v_xor_b32_e32 v25, v27, v17
	buffer_store_dword v21, off, s[0:3], 0 offset:64
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v21, v35, v1
	v_xor_b32_e32 v57, v3, v9
	v_xor_b32_e32 v56, v4, v10
	v_xor_b32_e32 v29, v29, v11
	v_xor_b32_e32 v4, v30, v12
	v_xor_b32_e32 v3, v31, v13
	v_xor_b32_e32 v30, v32, v14
	buffer_store_dword v25, off, s[0:3], 0 offset:36
	v_xor_b32_e32 v25, v28, v18
	buffer_store_dword v21, off, s[0:3], 0 offset:68
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v21, v36, v2
	s_mov_b32 s15, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	buffer_store_dword v57, off, s[0:3], 0 offset:4
	buffer_store_dword v56, off, s[0:3], 0 offset:8
	buffer_store_dword v29, off, s[0:3], 0 offset:12
	buffer_store_dword v4, off, s[0:3], 0 offset:16
	buffer_store_dword v3, off, s[0:3], 0 offset:20
	buffer_store_dword v30, off, s[0:3], 0 offset:24
	buffer_store_dword v25, off, s[0:3], 0 offset:40
	buffer_store_dword v21, off, s[0:3], 0 offset:72
.LBB1_6:                                ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	buffer_load_dword v23, off, s[0:3], 0 offset:24
	buffer_load_dword v24, off, s[0:3], 0 offset:28
	buffer_load_dword v25, off, s[0:3], 0 offset:32
	buffer_load_dword v26, off, s[0:3], 0 offset:36
	buffer_load_dword v27, off, s[0:3], 0 offset:40
	buffer_load_dword v28, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v21, v57, v59
	v_xor_b32_e32 v22, v56, v58
	v_lshlrev_b32_sdwa v57, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v58, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v59, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v60, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v57, v50, v57
	v_or_b32_e32 v58, v51, v58
	v_or_b32_e32 v59, v52, v59
	v_or_b32_e32 v60, v53, v60
	ds_read_b32 v57, v57
	ds_read_b32 v58, v58
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	v_xor_b32_e32 v21, v29, v21
	v_add_u32_e32 v56, vcc, s15, v54
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v57, vcc, v58, v57
	v_xor_b32_e32 v57, v57, v59
	v_add_u32_e32 v57, vcc, v57, v60
	v_xor_b32_e32 v22, v22, v57
	v_lshlrev_b32_sdwa v57, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v58, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v59, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v60, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v4, v4, v22
	v_or_b32_e32 v22, v50, v57
	v_or_b32_e32 v57, v51, v58
	v_or_b32_e32 v58, v52, v59
	v_or_b32_e32 v59, v53, v60
	ds_read_b32 v22, v22
	ds_read_b32 v57, v57
	ds_read_b32 v58, v58
	ds_read_b32 v59, v59
	v_add_u32_e32 v29, vcc, 4, v56
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v22, vcc, v57, v22
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v22, v22, v58
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v22, vcc, v22, v59
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_sdwa v22, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v57, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v58, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v59, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v3, v3, v21
	v_or_b32_e32 v21, v50, v22
	v_or_b32_e32 v22, v51, v57
	v_or_b32_e32 v57, v52, v58
	v_or_b32_e32 v58, v53, v59
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v57, v57
	ds_read_b32 v58, v58
	s_add_i32 s15, s15, 8
	s_cmp_eq_u32 s15, s13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v57
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v58
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v57, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v58, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v57, v52, v57
	v_or_b32_e32 v58, v53, v58
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v57, v57
	ds_read_b32 v58, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v57
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v58
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v57, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v58, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v57, v52, v57
	v_or_b32_e32 v58, v53, v58
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v57, v57
	ds_read_b32 v58, v58
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v4, v23, v4
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v3, v24, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v57
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v58
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v4, v25, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v3, v26, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v4, v27, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v3, v28, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v4, v30, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, v31, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v4, v32, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, v33, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v4, v34, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v51, v22
	v_or_b32_e32 v23, v52, v23
	v_or_b32_e32 v24, v53, v24
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v3, v35, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v24
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v24, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v59, v36, v4
	v_or_b32_e32 v4, v50, v21
	v_or_b32_e32 v21, v51, v22
	v_or_b32_e32 v22, v52, v23
	v_or_b32_e32 v23, v53, v24
	buffer_store_dword v59, v56, s[0:3], 0 offen
	ds_read_b32 v4, v4
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	buffer_load_dword v57, off, s[0:3], 0 offset:4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v4, vcc, v21, v4
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v22
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, vcc, v4, v23
	v_xor_b32_e32 v58, v3, v4
	buffer_store_dword v58, v29, s[0:3], 0 offen
	buffer_load_dword v56, off, s[0:3], 0 offset:8
	buffer_load_dword v29, off, s[0:3], 0 offset:12
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v3, off, s[0:3], 0 offset:20
	s_cbranch_scc0 .LBB1_6
; %bb.7:                                ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v21, off, s[0:3], 0 offset:24
	buffer_load_dword v22, off, s[0:3], 0 offset:28
	buffer_load_dword v23, off, s[0:3], 0 offset:32
	buffer_load_dword v24, off, s[0:3], 0 offset:36
	buffer_load_dword v25, off, s[0:3], 0 offset:40
	buffer_load_dword v26, off, s[0:3], 0 offset:44
	buffer_load_dword v27, off, s[0:3], 0 offset:48
	buffer_load_dword v28, off, s[0:3], 0 offset:52
	buffer_load_dword v30, off, s[0:3], 0 offset:56
	buffer_load_dword v31, off, s[0:3], 0 offset:60
	buffer_load_dword v32, off, s[0:3], 0 offset:64
	buffer_load_dword v33, off, s[0:3], 0 offset:68
	buffer_load_dword v34, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v35, v49
.LBB1_8:                                ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v36, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	v_xor_b32_e32 v58, v56, v58
	v_xor_b32_e32 v36, v29, v36
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	v_xor_b32_e32 v58, v4, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v36, v36, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v36, v3, v36
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v21, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v36, v36, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v36, v22, v36
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v23, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v36, v36, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v36, v24, v36
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v25, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v36, v36, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v36, v26, v36
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v27, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v36, v36, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v36, v28, v36
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v36, v36, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v36, v31, v36
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v36, v36, v59
	v_lshlrev_b32_sdwa v59, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v60, v51, v60
	v_or_b32_e32 v61, v52, v61
	v_or_b32_e32 v62, v53, v62
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v36, v33, v36
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v60, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v62
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v61, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v59, v34, v58
	v_or_b32_e32 v58, v50, v60
	v_or_b32_e32 v60, v51, v61
	v_or_b32_e32 v61, v52, v62
	v_or_b32_e32 v62, v53, v63
	ds_read_b32 v58, v58
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v60, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v62
	v_xor_b32_e32 v58, v36, v58
	ds_write2_b32 v35, v59, v58 offset1:1
	v_add_u32_e32 v35, vcc, 8, v35
	s_cbranch_scc0 .LBB1_8
; %bb.9:                                ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v22, off, s[0:3], 0 offset:16
	buffer_load_dword v23, off, s[0:3], 0 offset:20
	buffer_load_dword v24, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v29, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v56, v51
.LBB1_10:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v57, v3, v59
	v_add_u32_e32 v60, vcc, s10, v50
	v_add_u32_e32 v61, vcc, s11, v50
	v_add_u32_e32 v62, vcc, s12, v50
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v4, v58
	v_xor_b32_e32 v57, v21, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v22, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v57, v23, v57
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v24, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v57, v25, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v26, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v57, v27, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v28, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v57, v29, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v57, v31, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v57, v33, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v34, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v57, v35, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v59, v36, v58
	v_or_b32_e32 v58, v50, v63
	v_or_b32_e32 v60, v60, v64
	v_or_b32_e32 v61, v61, v65
	v_or_b32_e32 v62, v62, v66
	ds_read_b32 v58, v58
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v60, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v62
	v_xor_b32_e32 v58, v57, v58
	ds_write2_b32 v56, v59, v58 offset1:1
	v_add_u32_e32 v56, vcc, 8, v56
	s_cbranch_scc0 .LBB1_10
; %bb.11:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v22, off, s[0:3], 0 offset:16
	buffer_load_dword v23, off, s[0:3], 0 offset:20
	buffer_load_dword v24, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v29, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v56, v52
.LBB1_12:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v57, v3, v59
	v_add_u32_e32 v60, vcc, s10, v50
	v_add_u32_e32 v61, vcc, s11, v50
	v_add_u32_e32 v62, vcc, s12, v50
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v4, v58
	v_xor_b32_e32 v57, v21, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v22, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v57, v23, v57
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v24, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v57, v25, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v26, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v57, v27, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v28, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v57, v29, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v57, v31, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v57, v33, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v34, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v57, v35, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v59, v36, v58
	v_or_b32_e32 v58, v50, v63
	v_or_b32_e32 v60, v60, v64
	v_or_b32_e32 v61, v61, v65
	v_or_b32_e32 v62, v62, v66
	ds_read_b32 v58, v58
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v60, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v62
	v_xor_b32_e32 v58, v57, v58
	ds_write2_b32 v56, v59, v58 offset1:1
	v_add_u32_e32 v56, vcc, 8, v56
	s_cbranch_scc0 .LBB1_12
; %bb.13:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v22, off, s[0:3], 0 offset:16
	buffer_load_dword v23, off, s[0:3], 0 offset:20
	buffer_load_dword v24, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v29, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v56, v53
.LBB1_14:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v57, v3, v59
	v_add_u32_e32 v60, vcc, s10, v50
	v_add_u32_e32 v61, vcc, s11, v50
	v_add_u32_e32 v62, vcc, s12, v50
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v4, v58
	v_xor_b32_e32 v57, v21, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v22, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v57, v23, v57
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v24, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v57, v25, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v26, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v57, v27, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v28, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v57, v29, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v57, v31, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v57, v33, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v59, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v34, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v57, v57, v59
	v_lshlrev_b32_sdwa v59, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v59, v50, v59
	v_or_b32_e32 v63, v60, v63
	v_or_b32_e32 v64, v61, v64
	v_or_b32_e32 v65, v62, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v57, v35, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v59, vcc, v63, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v59, vcc, v59, v65
	v_xor_b32_e32 v58, v58, v59
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v59, v36, v58
	v_or_b32_e32 v58, v50, v63
	v_or_b32_e32 v60, v60, v64
	v_or_b32_e32 v61, v61, v65
	v_or_b32_e32 v62, v62, v66
	ds_read_b32 v58, v58
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v60, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v62
	v_xor_b32_e32 v58, v57, v58
	ds_write2_b32 v56, v59, v58 offset1:1
	v_add_u32_e32 v56, vcc, 8, v56
	s_cbranch_scc0 .LBB1_14
; %bb.15:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v24, off, s[0:3], 0 offset:16
	buffer_load_dword v25, off, s[0:3], 0 offset:20
	buffer_load_dword v26, off, s[0:3], 0 offset:24
	buffer_load_dword v27, off, s[0:3], 0 offset:28
	buffer_load_dword v28, off, s[0:3], 0 offset:32
	buffer_load_dword v29, off, s[0:3], 0 offset:36
	buffer_load_dword v30, off, s[0:3], 0 offset:40
	buffer_load_dword v31, off, s[0:3], 0 offset:44
	buffer_load_dword v32, off, s[0:3], 0 offset:48
	buffer_load_dword v33, off, s[0:3], 0 offset:52
	buffer_load_dword v34, off, s[0:3], 0 offset:56
	buffer_load_dword v35, off, s[0:3], 0 offset:60
	buffer_load_dword v36, off, s[0:3], 0 offset:64
	buffer_load_dword v56, off, s[0:3], 0 offset:68
	buffer_load_dword v58, off, s[0:3], 0 offset:72
	s_mov_b32 s15, 0
	v_mov_b32_e32 v57, 0
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v23, s4, v3
	v_xor_b32_e32 v22, s5, v4
	v_xor_b32_e32 v21, s6, v21
	v_xor_b32_e32 v4, s7, v24
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v3, s4, v25
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v24, s5, v26
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v25, s6, v27
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v26, s7, v28
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v27, s4, v29
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v28, s5, v30
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v29, s6, v31
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v30, s7, v32
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v31, s4, v33
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v32, s5, v34
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v33, s6, v35
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v34, s7, v36
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v35, s4, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, s5, v58
	v_mov_b32_e32 v58, 0
	buffer_store_dword v23, off, s[0:3], 0 offset:4
	buffer_store_dword v22, off, s[0:3], 0 offset:8
	buffer_store_dword v21, off, s[0:3], 0 offset:12
	buffer_store_dword v4, off, s[0:3], 0 offset:16
	buffer_store_dword v3, off, s[0:3], 0 offset:20
	buffer_store_dword v24, off, s[0:3], 0 offset:24
	buffer_store_dword v25, off, s[0:3], 0 offset:28
	buffer_store_dword v26, off, s[0:3], 0 offset:32
	buffer_store_dword v27, off, s[0:3], 0 offset:36
	buffer_store_dword v28, off, s[0:3], 0 offset:40
	buffer_store_dword v29, off, s[0:3], 0 offset:44
	buffer_store_dword v30, off, s[0:3], 0 offset:48
	buffer_store_dword v31, off, s[0:3], 0 offset:52
	buffer_store_dword v32, off, s[0:3], 0 offset:56
	buffer_store_dword v33, off, s[0:3], 0 offset:60
	buffer_store_dword v34, off, s[0:3], 0 offset:64
	buffer_store_dword v35, off, s[0:3], 0 offset:68
	buffer_store_dword v36, off, s[0:3], 0 offset:72
.LBB1_16:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v23, v23, v57
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v22, v22, v58
	buffer_load_dword v27, off, s[0:3], 0 offset:24
	buffer_load_dword v28, off, s[0:3], 0 offset:28
	buffer_load_dword v29, off, s[0:3], 0 offset:32
	buffer_load_dword v30, off, s[0:3], 0 offset:36
	buffer_load_dword v31, off, s[0:3], 0 offset:40
	buffer_load_dword v32, off, s[0:3], 0 offset:44
	buffer_load_dword v33, off, s[0:3], 0 offset:48
	buffer_load_dword v34, off, s[0:3], 0 offset:52
	buffer_load_dword v35, off, s[0:3], 0 offset:56
	buffer_load_dword v36, off, s[0:3], 0 offset:60
	buffer_load_dword v56, off, s[0:3], 0 offset:64
	buffer_load_dword v57, off, s[0:3], 0 offset:68
	buffer_load_dword v58, off, s[0:3], 0 offset:72
	v_add_u32_e32 v24, vcc, s10, v50
	v_add_u32_e32 v25, vcc, s11, v50
	v_add_u32_e32 v26, vcc, s12, v50
	v_lshlrev_b32_sdwa v60, v55, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v61, v55, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v62, v55, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v63, v55, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v21, v21, v23
	v_or_b32_e32 v23, v50, v60
	v_or_b32_e32 v60, v24, v61
	v_or_b32_e32 v61, v25, v62
	v_or_b32_e32 v62, v26, v63
	ds_read_b32 v23, v23
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62
	v_add_u32_e32 v59, vcc, s15, v54
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v23, vcc, v60, v23
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v23, v23, v61
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v23, vcc, v23, v62
	v_xor_b32_e32 v22, v22, v23
	v_lshlrev_b32_sdwa v23, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v61, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v62, v55, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v4, v4, v22
	v_or_b32_e32 v22, v50, v23
	v_or_b32_e32 v23, v24, v60
	v_or_b32_e32 v60, v25, v61
	v_or_b32_e32 v61, v26, v62
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	v_add_u32_e32 v64, vcc, 4, v59
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v22, vcc, v23, v22
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v22, v22, v60
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v22, vcc, v22, v61
	v_xor_b32_e32 v21, v21, v22
	v_lshlrev_b32_sdwa v22, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v23, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v60, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v61, v55, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v3, v3, v21
	v_or_b32_e32 v21, v50, v22
	v_or_b32_e32 v22, v24, v23
	v_or_b32_e32 v23, v25, v60
	v_or_b32_e32 v60, v26, v61
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v60, v60
	s_add_i32 s15, s15, 8
	s_cmp_eq_u32 s15, s13
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v60
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v60, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v60, v26, v60
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v60, v60
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v4, v27, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v60
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v60, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v60, v26, v60
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v60, v60
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v3, v28, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v60
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v4, v29, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v3, v30, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v4, v31, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v3, v32, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v4, v33, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, v34, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v4, v35, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, v36, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v4, v56, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v3, v3, v21
	v_lshlrev_b32_sdwa v21, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v27, v55, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v21, v50, v21
	v_or_b32_e32 v22, v24, v22
	v_or_b32_e32 v23, v25, v23
	v_or_b32_e32 v27, v26, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v3, v57, v3
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v21, vcc, v22, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v23
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v21, vcc, v21, v27
	v_xor_b32_e32 v4, v4, v21
	v_lshlrev_b32_sdwa v21, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v22, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v23, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v57, v58, v4
	v_lshlrev_b32_sdwa v27, v55, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v4, v50, v21
	v_or_b32_e32 v21, v24, v22
	v_or_b32_e32 v22, v25, v23
	buffer_store_dword v57, v59, s[0:3], 0 offen
	v_or_b32_e32 v23, v26, v27
	ds_read_b32 v4, v4
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v24, v23
	buffer_load_dword v23, off, s[0:3], 0 offset:4
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v4, vcc, v21, v4
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v22
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, vcc, v4, v24
	v_xor_b32_e32 v58, v3, v4
	buffer_store_dword v58, v64, s[0:3], 0 offen
	buffer_load_dword v22, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v3, off, s[0:3], 0 offset:20
	s_cbranch_scc0 .LBB1_16
; %bb.17:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v24, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v29, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v56, v49
.LBB1_18:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v57, v23, v57
	v_add_u32_e32 v59, vcc, s10, v50
	v_add_u32_e32 v60, vcc, s11, v50
	v_add_u32_e32 v61, vcc, s12, v50
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v22, v58
	v_xor_b32_e32 v57, v21, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v4, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v57, v3, v57
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v24, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v57, v25, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v26, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v57, v27, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v28, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v57, v29, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v57, v31, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v57, v33, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v34, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v66, v35, v57
	v_or_b32_e32 v57, v50, v62
	v_or_b32_e32 v62, v59, v63
	v_or_b32_e32 v63, v60, v64
	v_or_b32_e32 v64, v61, v65
	ds_read_b32 v57, v57
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v57, vcc, v62, v57
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v57, v57, v63
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v57, vcc, v57, v64
	v_xor_b32_e32 v57, v58, v57
	v_lshlrev_b32_sdwa v58, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v58, v50, v58
	v_or_b32_e32 v59, v59, v62
	v_or_b32_e32 v60, v60, v63
	v_or_b32_e32 v61, v61, v64
	ds_read_b32 v58, v58
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v57, v36, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v59, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v60
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v61
	v_xor_b32_e32 v58, v66, v58
	ds_write2_b32 v56, v57, v58 offset1:1
	v_add_u32_e32 v56, vcc, 8, v56
	s_cbranch_scc0 .LBB1_18
; %bb.19:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v22, off, s[0:3], 0 offset:16
	buffer_load_dword v23, off, s[0:3], 0 offset:20
	buffer_load_dword v24, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v29, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v56, v51
.LBB1_20:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v57, v3, v57
	v_add_u32_e32 v59, vcc, s10, v50
	v_add_u32_e32 v60, vcc, s11, v50
	v_add_u32_e32 v61, vcc, s12, v50
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v4, v58
	v_xor_b32_e32 v57, v21, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v22, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v57, v23, v57
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v24, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v57, v25, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v26, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v57, v27, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v28, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v57, v29, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v57, v31, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v57, v33, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v34, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v66, v35, v57
	v_or_b32_e32 v57, v50, v62
	v_or_b32_e32 v62, v59, v63
	v_or_b32_e32 v63, v60, v64
	v_or_b32_e32 v64, v61, v65
	ds_read_b32 v57, v57
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v57, vcc, v62, v57
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v57, v57, v63
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v57, vcc, v57, v64
	v_xor_b32_e32 v57, v58, v57
	v_lshlrev_b32_sdwa v58, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v58, v50, v58
	v_or_b32_e32 v59, v59, v62
	v_or_b32_e32 v60, v60, v63
	v_or_b32_e32 v61, v61, v64
	ds_read_b32 v58, v58
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v57, v36, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v59, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v60
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v61
	v_xor_b32_e32 v58, v66, v58
	ds_write2_b32 v56, v57, v58 offset1:1
	v_add_u32_e32 v56, vcc, 8, v56
	s_cbranch_scc0 .LBB1_20
; %bb.21:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v22, off, s[0:3], 0 offset:16
	buffer_load_dword v23, off, s[0:3], 0 offset:20
	buffer_load_dword v24, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v29, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v56, v52
.LBB1_22:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v57, v3, v57
	v_add_u32_e32 v59, vcc, s10, v50
	v_add_u32_e32 v60, vcc, s11, v50
	v_add_u32_e32 v61, vcc, s12, v50
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v4, v58
	v_xor_b32_e32 v57, v21, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	v_xor_b32_e32 v58, v22, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v57, v23, v57
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v24, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v57, v25, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v26, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v57, v27, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v28, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v57, v29, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v57, v31, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v57, v33, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v58, v58, v62
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v62, v50, v62
	v_or_b32_e32 v63, v59, v63
	v_or_b32_e32 v64, v60, v64
	v_or_b32_e32 v65, v61, v65
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	ds_read_b32 v65, v65
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v34, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v62, vcc, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v62, vcc, v62, v65
	v_xor_b32_e32 v57, v57, v62
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v65, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v66, v35, v57
	v_or_b32_e32 v57, v50, v62
	v_or_b32_e32 v62, v59, v63
	v_or_b32_e32 v63, v60, v64
	v_or_b32_e32 v64, v61, v65
	ds_read_b32 v57, v57
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v57, vcc, v62, v57
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v57, v57, v63
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v57, vcc, v57, v64
	v_xor_b32_e32 v57, v58, v57
	v_lshlrev_b32_sdwa v58, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v63, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v58, v50, v58
	v_or_b32_e32 v59, v59, v62
	v_or_b32_e32 v60, v60, v63
	v_or_b32_e32 v61, v61, v64
	ds_read_b32 v58, v58
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v57, v36, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v59, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v60
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v61
	v_xor_b32_e32 v58, v66, v58
	ds_write2_b32 v56, v57, v58 offset1:1
	v_add_u32_e32 v56, vcc, 8, v56
	s_cbranch_scc0 .LBB1_22
; %bb.23:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v21, off, s[0:3], 0 offset:12
	buffer_load_dword v22, off, s[0:3], 0 offset:16
	buffer_load_dword v23, off, s[0:3], 0 offset:20
	buffer_load_dword v24, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v29, off, s[0:3], 0 offset:44
	buffer_load_dword v30, off, s[0:3], 0 offset:48
	buffer_load_dword v31, off, s[0:3], 0 offset:52
	buffer_load_dword v32, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_mov_b32 s15, -2
	v_mov_b32_e32 v56, v53
.LBB1_24:                               ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v57, v3, v57
	v_lshlrev_b32_e32 v59, 10, v0
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_add_u32_e32 v61, vcc, s10, v59
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_add_u32_e32 v63, vcc, s11, v59
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_add_u32_e32 v65, vcc, s12, v59
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	v_xor_b32_e32 v58, v4, v58
	v_xor_b32_e32 v57, v21, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v58, v58, v60
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	v_xor_b32_e32 v58, v22, v58
	s_add_i32 s15, s15, 2
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v57, v57, v60
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v57, v23, v57
	s_cmp_gt_u32 s15, s14
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v58, v58, v60
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v58, v24, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v57, v57, v60
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v57, v25, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v58, v58, v60
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v58, v26, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v57, v57, v60
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v57, v27, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v58, v58, v60
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v58, v28, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v57, v57, v60
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v57, v29, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v58, v58, v60
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v58, v30, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v57, v57, v60
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v57, v31, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v58, v58, v60
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v58, v32, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v57, v57, v60
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v57, v33, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v58, v58, v60
	v_lshlrev_b32_sdwa v60, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v60, v59, v60
	v_or_b32_e32 v62, v61, v62
	v_or_b32_e32 v64, v63, v64
	v_or_b32_e32 v66, v65, v66
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	ds_read_b32 v66, v66
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v58, v34, v58
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v60, vcc, v62, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v60, v60, v64
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v60, vcc, v60, v66
	v_xor_b32_e32 v57, v57, v60
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v66, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v67, v35, v57
	v_or_b32_e32 v57, v59, v60
	v_or_b32_e32 v60, v61, v62
	v_or_b32_e32 v62, v63, v64
	v_or_b32_e32 v64, v65, v66
	ds_read_b32 v57, v57
	ds_read_b32 v60, v60
	ds_read_b32 v62, v62
	ds_read_b32 v64, v64
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v57, vcc, v60, v57
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v57, v57, v62
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v57, vcc, v57, v64
	v_xor_b32_e32 v57, v58, v57
	v_lshlrev_b32_sdwa v58, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v60, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v62, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v64, v55, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v58, v59, v58
	v_or_b32_e32 v59, v61, v60
	v_or_b32_e32 v60, v63, v62
	v_or_b32_e32 v61, v65, v64
	ds_read_b32 v58, v58
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60
	ds_read_b32 v61, v61
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v57, v36, v57
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v58, vcc, v59, v58
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v58, v58, v60
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v58, vcc, v58, v61
	v_xor_b32_e32 v58, v67, v58
	ds_write2_b32 v56, v57, v58 offset1:1
	v_add_u32_e32 v56, vcc, 8, v56
	s_cbranch_scc0 .LBB1_24
; %bb.25:                               ;   in Loop: Header=BB1_5 Depth=1
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	buffer_load_dword v4, off, s[0:3], 0 offset:8
	buffer_load_dword v29, off, s[0:3], 0 offset:12
	buffer_load_dword v30, off, s[0:3], 0 offset:16
	buffer_load_dword v31, off, s[0:3], 0 offset:20
	buffer_load_dword v32, off, s[0:3], 0 offset:24
	buffer_load_dword v25, off, s[0:3], 0 offset:28
	buffer_load_dword v26, off, s[0:3], 0 offset:32
	buffer_load_dword v27, off, s[0:3], 0 offset:36
	buffer_load_dword v28, off, s[0:3], 0 offset:40
	buffer_load_dword v21, off, s[0:3], 0 offset:44
	buffer_load_dword v22, off, s[0:3], 0 offset:48
	buffer_load_dword v23, off, s[0:3], 0 offset:52
	buffer_load_dword v24, off, s[0:3], 0 offset:56
	buffer_load_dword v33, off, s[0:3], 0 offset:60
	buffer_load_dword v34, off, s[0:3], 0 offset:64
	buffer_load_dword v35, off, s[0:3], 0 offset:68
	buffer_load_dword v36, off, s[0:3], 0 offset:72
	s_add_i32 s9, s9, 1
	s_cmp_eq_u32 s9, s8
	s_cbranch_scc0 .LBB1_5
.LBB1_26:
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v2, v29
	v_mov_b32_e32 v3, v30
	flat_store_dwordx4 v[47:48], v[0:3]
	s_mov_b64 s[12:13], 0
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v0, v31
	s_waitcnt vmcnt(13)
	v_mov_b32_e32 v1, v32
	s_waitcnt vmcnt(12)
	v_mov_b32_e32 v2, v25
	s_waitcnt vmcnt(11)
	v_mov_b32_e32 v3, v26
	flat_store_dwordx4 v[43:44], v[0:3]
	s_movk_i32 s14, 0x4000
	s_waitcnt vmcnt(11)
	v_mov_b32_e32 v0, v27
	s_waitcnt vmcnt(10)
	v_mov_b32_e32 v1, v28
	s_waitcnt vmcnt(9)
	v_mov_b32_e32 v2, v21
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v3, v22
	flat_store_dwordx4 v[39:40], v[0:3]
	s_mov_b32 s15, 0x8000
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v0, v23
	s_waitcnt vmcnt(7)
	v_mov_b32_e32 v1, v24
	s_waitcnt vmcnt(6)
	v_mov_b32_e32 v2, v33
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v3, v34
	s_mov_b32 s16, 0xc000
	s_movk_i32 s17, 0x4008
	s_mov_b32 s18, 0x8008
	s_mov_b32 s19, 0xc008
	s_movk_i32 s20, 0x4010
	s_mov_b32 s21, 0x8010
	s_mov_b32 s22, 0xc010
	s_movk_i32 s23, 0x4018
	s_mov_b32 s24, 0x8018
	s_mov_b32 s25, 0xc018
	s_movk_i32 s26, 0xa0
	s_movk_i32 s27, 0x4a0
	s_movk_i32 s28, 0x8a0
	s_movk_i32 s29, 0xca0
	flat_store_dwordx4 v[41:42], v[0:3]
	s_waitcnt vmcnt(4)
	flat_store_dwordx2 v[45:46], v[35:36]
.LBB1_27:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v9, vcc, s18, v49
	v_add_u32_e32 v13, vcc, s19, v49
	v_add_u32_e32 v16, vcc, s20, v49
	v_add_u32_e32 v18, vcc, s21, v49
	v_add_u32_e32 v19, vcc, s22, v49
	v_add_u32_e32 v22, vcc, s23, v49
	v_add_u32_e32 v23, vcc, s24, v49
	v_add_u32_e32 v26, vcc, s25, v49
	v_mov_b32_e32 v8, s13
	v_add_u32_e32 v36, vcc, s12, v37
	v_addc_u32_e32 v45, vcc, v38, v8, vcc
	ds_read2_b32 v[0:1], v49 offset1:1
	ds_read2_b32 v[2:3], v49 offset0:2 offset1:3
	ds_read2_b32 v[4:5], v49 offset0:4 offset1:5
	ds_read2_b32 v[6:7], v49 offset0:6 offset1:7
	v_add_u32_e32 v12, vcc, 0x90, v36
	v_add_u32_e64 v30, s[4:5], s26, v36
	v_add_u32_e64 v32, s[6:7], s27, v36
	ds_read2_b32 v[10:11], v9 offset1:1
	ds_read2_b32 v[14:15], v13 offset1:1
	ds_read2_b32 v[16:17], v16 offset1:1
	ds_read2_b32 v[20:21], v18 offset1:1
	v_add_u32_e64 v34, s[8:9], s28, v36
	v_add_u32_e64 v39, s[10:11], s29, v36
	ds_read2_b32 v[24:25], v19 offset1:1
	ds_read2_b32 v[18:19], v22 offset1:1
	ds_read2_b32 v[22:23], v23 offset1:1
	ds_read2_b32 v[26:27], v26 offset1:1
	v_addc_u32_e32 v13, vcc, 0, v45, vcc
	v_add_u32_e32 v8, vcc, s14, v49
	v_addc_u32_e64 v31, vcc, 0, v45, s[4:5]
	v_addc_u32_e64 v33, vcc, 0, v45, s[6:7]
	v_addc_u32_e64 v35, vcc, 0, v45, s[8:9]
	v_addc_u32_e64 v40, vcc, 0, v45, s[10:11]
	v_add_u32_e32 v41, vcc, 0x490, v36
	ds_read2_b32 v[28:29], v8 offset1:1
	v_addc_u32_e32 v42, vcc, 0, v45, vcc
	v_add_u32_e32 v8, vcc, s15, v49
	v_add_u32_e32 v43, vcc, 0x890, v36
	ds_read2_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(12)
	flat_store_dwordx4 v[12:13], v[0:3]
	s_waitcnt lgkmcnt(10)
	flat_store_dwordx4 v[30:31], v[4:7]
	v_addc_u32_e32 v44, vcc, 0, v45, vcc
	v_add_u32_e32 v0, vcc, s16, v49
	s_waitcnt lgkmcnt(4)
	flat_store_dwordx4 v[32:33], v[16:19]
	s_waitcnt lgkmcnt(3)
	flat_store_dwordx4 v[34:35], v[20:23]
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx4 v[39:40], v[24:27]
	ds_read2_b32 v[12:13], v0 offset1:1
	v_add_u32_e32 v0, vcc, 0xc90, v36
	v_addc_u32_e32 v1, vcc, 0, v45, vcc
	v_add_u32_e32 v2, vcc, s17, v49
	s_add_u32 s12, s12, 32
	ds_read2_b32 v[30:31], v2 offset1:1
	s_addc_u32 s13, s13, 0
	s_cmpk_eq_i32 s12, 0x400
	v_add_u32_e32 v49, vcc, 32, v49
	s_waitcnt lgkmcnt(2)
	flat_store_dwordx4 v[43:44], v[8:11]
	s_waitcnt lgkmcnt(1)
	flat_store_dwordx4 v[0:1], v[12:15]
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[41:42], v[28:31]
	s_cbranch_scc0 .LBB1_27
.LBB1_28:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m03200_loop
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_private_segment_fixed_size 16464
		.amdhsa_kernarg_size 256
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 48
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	m03200_loop, .Lfunc_end1-m03200_loop
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 25868
; NumSgprs: 54
; NumVgprs: 95
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 95
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	m03200_comp             ; -- Begin function m03200_comp
	.globl	m03200_comp
	.p2align	8
	.type	m03200_comp,@function
m03200_comp:                            ; @m03200_comp
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_load_dwordx2 s[48:49], s[8:9], 0xc0
	s_add_u32 s44, s40, 0xc8
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[48:49], 0x38
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_40
; %bb.1:
	s_movk_i32 s6, 0x1090
	s_load_dwordx2 s[4:5], s[40:41], 0x20
	v_mul_lo_u32 v3, v41, s6
	v_mad_u64_u32 v[1:2], s[6:7], v40, s6, 0
	v_lshlrev_b32_e32 v21, 10, v0
	s_mov_b64 s[22:23], 0
	v_add_u32_e32 v2, vcc, v2, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v19, vcc, s4, v1
	v_addc_u32_e32 v20, vcc, v3, v2, vcc
	s_movk_i32 s4, 0x48
	v_add_u32_e32 v1, vcc, s4, v19
	v_addc_u32_e32 v2, vcc, 0, v20, vcc
	s_movk_i32 s4, 0x58
	v_add_u32_e32 v5, vcc, s4, v19
	v_addc_u32_e32 v6, vcc, 0, v20, vcc
	s_movk_i32 s4, 0x68
	v_add_u32_e32 v9, vcc, s4, v19
	v_addc_u32_e32 v10, vcc, 0, v20, vcc
	s_movk_i32 s4, 0x78
	v_add_u32_e32 v13, vcc, s4, v19
	v_addc_u32_e32 v14, vcc, 0, v20, vcc
	s_movk_i32 s4, 0x88
	v_add_u32_e32 v17, vcc, s4, v19
	v_addc_u32_e32 v18, vcc, 0, v20, vcc
	flat_load_dwordx4 v[1:4], v[1:2]
	flat_load_dwordx4 v[5:8], v[5:6]
	flat_load_dwordx4 v[9:12], v[9:10]
	flat_load_dwordx4 v[13:16], v[13:14]
	flat_load_dwordx2 v[17:18], v[17:18]
	s_load_dwordx16 s[4:19], s[40:41], 0x30
	s_load_dwordx2 s[20:21], s[40:41], 0x80
	s_load_dwordx4 s[44:47], s[40:41], 0x70
	s_load_dwordx2 s[50:51], s[40:41], 0x98
	s_movk_i32 s24, 0x4000
	s_mov_b32 s25, 0x8000
	s_mov_b32 s26, 0xc000
	s_movk_i32 s27, 0x4008
	s_mov_b32 s28, 0x8008
	s_mov_b32 s29, 0xc008
	s_movk_i32 s30, 0x4010
	s_mov_b32 s31, 0x8010
	s_mov_b32 s52, 0xc010
	s_movk_i32 s53, 0x4018
	s_mov_b32 s54, 0x8018
	s_mov_b32 s55, 0xc018
	s_mov_b32 m0, -1
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v22, s23
	v_add_u32_e32 v51, vcc, s22, v19
	v_addc_u32_e32 v52, vcc, v20, v22, vcc
	v_add_u32_e32 v26, vcc, 0x90, v51
	v_addc_u32_e32 v27, vcc, 0, v52, vcc
	v_add_u32_e32 v22, vcc, 0xa0, v51
	v_addc_u32_e32 v23, vcc, 0, v52, vcc
	v_add_u32_e32 v34, vcc, 0x490, v51
	v_addc_u32_e32 v35, vcc, 0, v52, vcc
	v_add_u32_e32 v30, vcc, 0x4a0, v51
	v_addc_u32_e32 v31, vcc, 0, v52, vcc
	v_add_u32_e32 v59, vcc, s24, v21
	v_add_u32_e32 v38, vcc, 0x890, v51
	v_addc_u32_e32 v39, vcc, 0, v52, vcc
	v_add_u32_e32 v43, vcc, 0x8a0, v51
	v_addc_u32_e32 v44, vcc, 0, v52, vcc
	v_add_u32_e32 v60, vcc, s25, v21
	flat_load_dwordx4 v[22:25], v[22:23]
	flat_load_dwordx4 v[26:29], v[26:27]
	flat_load_dwordx4 v[30:33], v[30:31]
	flat_load_dwordx4 v[34:37], v[34:35]
	flat_load_dwordx4 v[43:46], v[43:44]
	flat_load_dwordx4 v[47:50], v[38:39]
	v_add_u32_e32 v38, vcc, 0xc90, v51
	v_addc_u32_e32 v39, vcc, 0, v52, vcc
	v_add_u32_e32 v55, vcc, 0xca0, v51
	v_addc_u32_e32 v56, vcc, 0, v52, vcc
	flat_load_dwordx4 v[51:54], v[38:39]
	flat_load_dwordx4 v[55:58], v[55:56]
	s_add_u32 s22, s22, 32
	s_addc_u32 s23, s23, 0
	v_add_u32_e32 v38, vcc, s27, v21
	v_add_u32_e32 v39, vcc, s28, v21
	v_add_u32_e32 v61, vcc, s29, v21
	v_add_u32_e32 v62, vcc, s30, v21
	v_add_u32_e32 v63, vcc, s31, v21
	v_add_u32_e32 v64, vcc, s52, v21
	s_cmpk_lg_i32 s22, 0x400
	v_add_u32_e32 v65, vcc, s26, v21
	v_add_u32_e32 v66, vcc, s53, v21
	v_add_u32_e32 v67, vcc, s54, v21
	v_add_u32_e32 v68, vcc, s55, v21
	s_waitcnt vmcnt(6)
	ds_write2_b32 v21, v26, v27 offset1:1
	ds_write2_b32 v21, v28, v29 offset0:2 offset1:3
	ds_write2_b32 v21, v22, v23 offset0:4 offset1:5
	ds_write2_b32 v21, v24, v25 offset0:6 offset1:7
	v_add_u32_e32 v21, vcc, 32, v21
	s_waitcnt vmcnt(4)
	ds_write2_b32 v59, v34, v35 offset1:1
	ds_write2_b32 v38, v36, v37 offset1:1
	ds_write2_b32 v62, v30, v31 offset1:1
	ds_write2_b32 v66, v32, v33 offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b32 v60, v47, v48 offset1:1
	ds_write2_b32 v39, v49, v50 offset1:1
	ds_write2_b32 v63, v43, v44 offset1:1
	ds_write2_b32 v67, v45, v46 offset1:1
	s_waitcnt vmcnt(1)
	ds_write2_b32 v65, v51, v52 offset1:1
	ds_write2_b32 v61, v53, v54 offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b32 v64, v55, v56 offset1:1
	ds_write2_b32 v68, v57, v58 offset1:1
	s_cbranch_scc1 .LBB2_2
; %bb.3:
	v_lshlrev_b32_e32 v21, 10, v0
	s_mov_b32 s22, 64
	v_mov_b32_e32 v20, 0x4f727068
	v_mov_b32_e32 v19, 0x65616e42
	v_add_u32_e32 v22, vcc, 0x4000, v21
	v_add_u32_e32 v23, vcc, 0x8000, v21
	v_add_u32_e32 v24, vcc, 0xc000, v21
	v_mov_b32_e32 v25, 2
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v20, v1, v20
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v2, v19
	v_xor_b32_e32 v20, v3, v20
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v27, v26
	v_xor_b32_e32 v26, v26, v28
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v19, v19, v26
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v4, v19
	s_add_i32 s22, s22, -1
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v20, v5, v20
	s_cmp_lg_u32 s22, 0
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v19, v19, v26
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v6, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v20, v7, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v19, v19, v26
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v8, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v20, v9, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v19, v19, v26
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v10, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v20, v11, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v19, v19, v26
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v12, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v20, v13, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v19, v19, v26
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v14, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v20, v15, v20
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v19, v19, v26
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v26, v21, v26
	v_or_b32_e32 v27, v22, v27
	v_or_b32_e32 v28, v23, v28
	v_or_b32_e32 v29, v24, v29
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	v_xor_b32_e32 v19, v16, v19
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_sdwa v26, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v30, v17, v20
	v_or_b32_e32 v20, v21, v26
	v_or_b32_e32 v26, v22, v27
	v_or_b32_e32 v27, v23, v28
	v_or_b32_e32 v28, v24, v29
	ds_read_b32 v20, v20
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v20, vcc, v26, v20
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v20, v20, v27
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v20, vcc, v20, v28
	v_xor_b32_e32 v19, v19, v20
	v_lshlrev_b32_sdwa v26, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v27, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v28, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v29, v25, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v20, v18, v19
	v_or_b32_e32 v19, v21, v26
	v_or_b32_e32 v26, v22, v27
	v_or_b32_e32 v27, v23, v28
	v_or_b32_e32 v28, v24, v29
	ds_read_b32 v19, v19
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v19, vcc, v26, v19
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v19, v19, v27
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v19, vcc, v19, v28
	v_xor_b32_e32 v19, v30, v19
	s_cbranch_scc1 .LBB2_4
; %bb.5:
	v_lshlrev_b32_e32 v0, 10, v0
	s_mov_b32 s22, 64
	v_mov_b32_e32 v26, 0x65686f6c
	v_mov_b32_e32 v25, 0x64657253
	v_add_u32_e32 v21, vcc, 0x4000, v0
	v_add_u32_e32 v22, vcc, 0x8000, v0
	v_add_u32_e32 v23, vcc, 0xc000, v0
	v_mov_b32_e32 v24, 2
.LBB2_6:                                ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v26, v1, v26
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v2, v25
	v_xor_b32_e32 v26, v3, v26
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v4, v25
	s_add_i32 s22, s22, -1
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v26, v5, v26
	s_cmp_eq_u32 s22, 0
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v6, v25
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v26, v7, v26
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v8, v25
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v26, v9, v26
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v10, v25
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v26, v11, v26
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v12, v25
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v26, v13, v26
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v14, v25
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v26, v15, v26
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_e32 v27, v0, v27
	v_or_b32_e32 v28, v21, v28
	v_or_b32_e32 v29, v22, v29
	v_or_b32_e32 v30, v23, v30
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30
	v_xor_b32_e32 v25, v16, v25
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v27, vcc, v28, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v27, vcc, v27, v30
	v_xor_b32_e32 v26, v26, v27
	v_lshlrev_b32_sdwa v27, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v31, v17, v26
	v_or_b32_e32 v26, v0, v27
	v_or_b32_e32 v27, v21, v28
	v_or_b32_e32 v28, v22, v29
	v_or_b32_e32 v29, v23, v30
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v26, vcc, v27, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v26, vcc, v26, v29
	v_xor_b32_e32 v25, v25, v26
	v_lshlrev_b32_sdwa v27, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v28, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v29, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v30, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v26, v18, v25
	v_or_b32_e32 v25, v0, v27
	v_or_b32_e32 v27, v21, v28
	v_or_b32_e32 v28, v22, v29
	v_or_b32_e32 v29, v23, v30
	ds_read_b32 v25, v25
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	ds_read_b32 v29, v29
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v25, vcc, v27, v25
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v25, v25, v28
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v25, vcc, v25, v29
	v_xor_b32_e32 v25, v31, v25
	s_cbranch_scc0 .LBB2_6
; %bb.7:
	s_load_dwordx4 s[24:27], s[48:49], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s5
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v0, s25, v20
	v_and_b32_e32 v0, s24, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v1, v[0:1]
	v_lshlrev_b32_e64 v0, v20, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v1, v0
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.8:
	s_and_b32 s4, s25, 31
	v_lshrrev_b32_e32 v1, s4, v19
	v_and_b32_e32 v1, s24, v1
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v1, vcc, s6, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v2, v[1:2]
	v_lshlrev_b32_e64 v1, v19, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, v2, v1
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.9:
	v_lshrrev_b32_e32 v2, s4, v26
	v_and_b32_e32 v2, s24, v2
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s9
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v3, v[2:3]
	v_lshlrev_b32_e64 v2, v26, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.10:
	v_lshrrev_b32_e32 v3, s4, v25
	v_and_b32_e32 v3, s24, v3
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v5, s11
	v_add_u32_e32 v3, vcc, s10, v3
	v_addc_u32_e32 v4, vcc, v5, v4, vcc
	flat_load_dword v4, v[3:4]
	v_lshlrev_b32_e64 v3, v25, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.11:
	v_lshrrev_b32_e32 v4, s26, v20
	v_and_b32_e32 v4, s24, v4
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s13
	v_add_u32_e32 v4, vcc, s12, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v4, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.12:
	s_and_b32 s4, s26, 31
	v_lshrrev_b32_e32 v0, s4, v19
	v_and_b32_e32 v4, s24, v0
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v0, s15
	v_add_u32_e32 v4, vcc, s14, v4
	v_addc_u32_e32 v5, vcc, v0, v5, vcc
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v0, v1
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.13:
	v_lshrrev_b32_e32 v0, s4, v26
	v_and_b32_e32 v0, s24, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s17
	v_add_u32_e32 v0, vcc, s16, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v0, v2
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.14:
	v_lshrrev_b32_e32 v0, s4, v25
	v_and_b32_e32 v0, s24, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s19
	v_add_u32_e32 v0, vcc, s18, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v0, v3
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.15:
	s_load_dwordx2 s[6:7], s[48:49], 0x1c
	s_add_u32 s52, s48, 28
	s_addc_u32 s53, s49, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB2_33
; %bb.16:
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	v_mad_u64_u32 v[0:1], s[4:5], s7, 24, v[0:1]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s6
	s_branch .LBB2_18
.LBB2_17:                               ;   in Loop: Header=BB2_18 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[8:9], s[4:5], s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_32
.LBB2_18:                               ; =>This Inner Loop Header: Depth=1
	v_lshrrev_b32_e32 v4, 1, v3
	v_add_u32_e32 v44, vcc, v4, v2
	v_mad_u64_u32 v[5:6], s[4:5], v44, 24, v[0:1]
	v_add_u32_e32 v5, vcc, 12, v5
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	flat_load_dword v6, v[5:6]
	v_mov_b32_e32 v5, 1
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v25, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_30
; %bb.19:                               ;   in Loop: Header=BB2_18 Depth=1
	v_cmp_ge_u32_e32 vcc, v25, v6
	v_mov_b32_e32 v5, -1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_29
; %bb.20:                               ;   in Loop: Header=BB2_18 Depth=1
	v_mad_u64_u32 v[5:6], s[12:13], v44, 24, v[0:1]
	v_add_u32_e32 v5, vcc, 8, v5
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	flat_load_dword v6, v[5:6]
	v_mov_b32_e32 v5, 1
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v26, v6
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB2_28
; %bb.21:                               ;   in Loop: Header=BB2_18 Depth=1
	v_cmp_ge_u32_e32 vcc, v26, v6
	v_mov_b32_e32 v5, -1
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_27
; %bb.22:                               ;   in Loop: Header=BB2_18 Depth=1
	v_mad_u64_u32 v[5:6], s[16:17], v44, 24, v[0:1]
	v_add_u32_e32 v5, vcc, 4, v5
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	flat_load_dword v6, v[5:6]
	v_mov_b32_e32 v5, 1
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v19, v6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_26
; %bb.23:                               ;   in Loop: Header=BB2_18 Depth=1
	v_cmp_ge_u32_e32 vcc, v19, v6
	v_mov_b32_e32 v5, -1
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_25
; %bb.24:                               ;   in Loop: Header=BB2_18 Depth=1
	v_mad_u64_u32 v[5:6], s[22:23], v44, 24, v[0:1]
	flat_load_dword v5, v[5:6]
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e32 vcc, v20, v5
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, v20, v5
	v_cndmask_b32_e32 v5, 1, v6, vcc
.LBB2_25:                               ;   in Loop: Header=BB2_18 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB2_26:                               ;   in Loop: Header=BB2_18 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB2_27:                               ;   in Loop: Header=BB2_18 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB2_28:                               ;   in Loop: Header=BB2_18 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB2_29:                               ;   in Loop: Header=BB2_18 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB2_30:                               ;   in Loop: Header=BB2_18 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_mov_b64 s[4:5], -1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_17
; %bb.31:                               ;   in Loop: Header=BB2_18 Depth=1
	v_add_u32_e32 v4, vcc, 1, v4
	v_cmp_lt_i32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_add_u32_e64 v2, s[4:5], v4, v2
	v_subbrev_u32_e32 v4, vcc, 0, v3, vcc
	v_cmp_gt_u32_e32 vcc, 2, v4
	v_lshrrev_b32_e32 v3, 1, v4
	v_mov_b32_e32 v44, -1
	s_orn2_b64 s[4:5], vcc, exec
	s_branch .LBB2_17
.LBB2_32:
	s_or_b64 exec, exec, s[8:9]
	s_branch .LBB2_34
.LBB2_33:
	v_mov_b32_e32 v44, -1
.LBB2_34:
	v_cmp_ne_u32_e32 vcc, -1, v44
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.35:
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v45, vcc, s7, v44
	v_mov_b32_e32 v46, 0
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	s_movk_i32 s54, 0xc8
	v_mov_b32_e32 v3, s21
	v_add_u32_e32 v0, vcc, s20, v0
	s_add_u32 s8, s40, s54
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s47, s47, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_40
; %bb.36:
	s_add_u32 s4, s48, 12
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s52
	v_mov_b32_e32 v3, s53
	flat_load_dword v43, v[0:1]
	flat_load_dword v46, v[2:3]
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	s_add_u32 s8, s40, s54
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s50
	v_mov_b32_e32 v1, s51
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_ge_u32_e32 vcc, v0, v46
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[46:47], exec, s[4:5]
	s_cbranch_execz .LBB2_38
; %bb.37:
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	s_add_u32 s8, s40, 0xc8
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s50
	v_mov_b32_e32 v1, s51
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr40_vgpr41
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr45
.LBB2_38:
	s_or_saveexec_b64 s[4:5], s[46:47]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_40
; %bb.39:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 5, v[0:1]
	v_mov_b32_e32 v0, s45
	v_add_u32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	v_add_u32_e32 v4, vcc, 8, v2
	v_addc_u32_e32 v5, vcc, 0, v3, vcc
	flat_store_dwordx2 v[2:3], v[40:41]
	v_add_u32_e32 v2, vcc, 24, v2
	v_mov_b32_e32 v42, v1
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_mov_b32_e32 v0, v1
	flat_store_dwordx4 v[4:5], v[42:45]
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB2_40:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m03200_comp
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 69
		.amdhsa_next_free_sgpr 56
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	m03200_comp, .Lfunc_end2-m03200_comp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6560
; NumSgprs: 62
; NumVgprs: 69
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 69
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	c_sbox0                         ; @c_sbox0
	.type	c_sbox0,@object
	.section	.rodata,#alloc
	.globl	c_sbox0
	.p2align	2
c_sbox0:
	.long	3509652390                      ; 0xd1310ba6
	.long	2564797868                      ; 0x98dfb5ac
	.long	805139163                       ; 0x2ffd72db
	.long	3491422135                      ; 0xd01adfb7
	.long	3101798381                      ; 0xb8e1afed
	.long	1780907670                      ; 0x6a267e96
	.long	3128725573                      ; 0xba7c9045
	.long	4046225305                      ; 0xf12c7f99
	.long	614570311                       ; 0x24a19947
	.long	3012652279                      ; 0xb3916cf7
	.long	134345442                       ; 0x801f2e2
	.long	2240740374                      ; 0x858efc16
	.long	1667834072                      ; 0x636920d8
	.long	1901547113                      ; 0x71574e69
	.long	2757295779                      ; 0xa458fea3
	.long	4103290238                      ; 0xf4933d7e
	.long	227898511                       ; 0xd95748f
	.long	1921955416                      ; 0x728eb658
	.long	1904987480                      ; 0x718bcd58
	.long	2182433518                      ; 0x82154aee
	.long	2069144605                      ; 0x7b54a41d
	.long	3260701109                      ; 0xc25a59b5
	.long	2620446009                      ; 0x9c30d539
	.long	720527379                       ; 0x2af26013
	.long	3318853667                      ; 0xc5d1b023
	.long	677414384                       ; 0x286085f0
	.long	3393288472                      ; 0xca417918
	.long	3101374703                      ; 0xb8db38ef
	.long	2390351024                      ; 0x8e79dcb0
	.long	1614419982                      ; 0x603a180e
	.long	1822297739                      ; 0x6c9e0e8b
	.long	2954791486                      ; 0xb01e8a3e
	.long	3608508353                      ; 0xd71577c1
	.long	3174124327                      ; 0xbd314b27
	.long	2024746970                      ; 0x78af2fda
	.long	1432378464                      ; 0x55605c60
	.long	3864339955                      ; 0xe65525f3
	.long	2857741204                      ; 0xaa55ab94
	.long	1464375394                      ; 0x57489862
	.long	1676153920                      ; 0x63e81440
	.long	1439316330                      ; 0x55ca396a
	.long	715854006                       ; 0x2aab10b6
	.long	3033291828                      ; 0xb4cc5c34
	.long	289532110                       ; 0x1141e8ce
	.long	2706671279                      ; 0xa15486af
	.long	2087905683                      ; 0x7c72e993
	.long	3018724369                      ; 0xb3ee1411
	.long	1668267050                      ; 0x636fbc2a
	.long	732546397                       ; 0x2ba9c55d
	.long	1947742710                      ; 0x741831f6
	.long	3462151702                      ; 0xce5c3e16
	.long	2609353502                      ; 0x9b87931e
	.long	2950085171                      ; 0xafd6ba33
	.long	1814351708                      ; 0x6c24cf5c
	.long	2050118529                      ; 0x7a325381
	.long	680887927                       ; 0x28958677
	.long	999245976                       ; 0x3b8f4898
	.long	1800124847                      ; 0x6b4bb9af
	.long	3300911131                      ; 0xc4bfe81b
	.long	1713906067                      ; 0x66282193
	.long	1641548236                      ; 0x61d809cc
	.long	4213287313                      ; 0xfb21a991
	.long	1216130144                      ; 0x487cac60
	.long	1575780402                      ; 0x5dec8032
	.long	4018429277                      ; 0xef845d5d
	.long	3917837745                      ; 0xe98575b1
	.long	3693486850                      ; 0xdc262302
	.long	3949271944                      ; 0xeb651b88
	.long	596196993                       ; 0x23893e81
	.long	3549867205                      ; 0xd396acc5
	.long	258830323                       ; 0xf6d6ff3
	.long	2213823033                      ; 0x83f44239
	.long	772490370                       ; 0x2e0b4482
	.long	2760122372                      ; 0xa4842004
	.long	1774776394                      ; 0x69c8f04a
	.long	2652871518                      ; 0x9e1f9b5e
	.long	566650946                       ; 0x21c66842
	.long	4142492826                      ; 0xf6e96c9a
	.long	1728879713                      ; 0x670c9c61
	.long	2882767088                      ; 0xabd388f0
	.long	1783734482                      ; 0x6a51a0d2
	.long	3629395816                      ; 0xd8542f68
	.long	2517608232                      ; 0x960fa728
	.long	2874225571                      ; 0xab5133a3
	.long	1861159788                      ; 0x6eef0b6c
	.long	326777828                       ; 0x137a3be4
	.long	3124490320                      ; 0xba3bf050
	.long	2130389656                      ; 0x7efb2a98
	.long	2716951837                      ; 0xa1f1651d
	.long	967770486                       ; 0x39af0176
	.long	1724537150                      ; 0x66ca593e
	.long	2185432712                      ; 0x82430e88
	.long	2364442137                      ; 0x8cee8619
	.long	1164943284                      ; 0x456f9fb4
	.long	2105845187                      ; 0x7d84a5c3
	.long	998989502                       ; 0x3b8b5ebe
	.long	3765401048                      ; 0xe06f75d8
	.long	2244026483                      ; 0x85c12073
	.long	1075463327                      ; 0x401a449f
	.long	1455516326                      ; 0x56c16aa6
	.long	1322494562                      ; 0x4ed3aa62
	.long	910128902                       ; 0x363f7706
	.long	469688178                       ; 0x1bfedf72
	.long	1117454909                      ; 0x429b023d
	.long	936433444                       ; 0x37d0d724
	.long	3490320968                      ; 0xd00a1248
	.long	3675253459                      ; 0xdb0fead3
	.long	1240580251                      ; 0x49f1c09b
	.long	122909385                       ; 0x75372c9
	.long	2157517691                      ; 0x80991b7b
	.long	634681816                       ; 0x25d479d8
	.long	4142456567                      ; 0xf6e8def7
	.long	3825094682                      ; 0xe3fe501a
	.long	3061402683                      ; 0xb6794c3b
	.long	2540495037                      ; 0x976ce0bd
	.long	79693498                        ; 0x4c006ba
	.long	3249098678                      ; 0xc1a94fb6
	.long	1084186820                      ; 0x409f60c4
	.long	1583128258                      ; 0x5e5c9ec2
	.long	426386531                       ; 0x196a2463
	.long	1761308591                      ; 0x68fb6faf
	.long	1047286709                      ; 0x3e6c53b5
	.long	322548459                       ; 0x1339b2eb
	.long	995290223                       ; 0x3b52ec6f
	.long	1845252383                      ; 0x6dfc511f
	.long	2603652396                      ; 0x9b30952c
	.long	3431023940                      ; 0xcc814544
	.long	2942221577                      ; 0xaf5ebd09
	.long	3202600964                      ; 0xbee3d004
	.long	3727903485                      ; 0xde334afd
	.long	1712269319                      ; 0x660f2807
	.long	422464435                       ; 0x192e4bb3
	.long	3234572375                      ; 0xc0cba857
	.long	1170764815                      ; 0x45c8740f
	.long	3523960633                      ; 0xd20b5f39
	.long	3117677531                      ; 0xb9d3fbdb
	.long	1434042557                      ; 0x5579c0bd
	.long	442511882                       ; 0x1a60320a
	.long	3600875718                      ; 0xd6a100c6
	.long	1076654713                      ; 0x402c7279
	.long	1738483198                      ; 0x679f25fe
	.long	4213154764                      ; 0xfb1fa3cc
	.long	2393238008                      ; 0x8ea5e9f8
	.long	3677496056                      ; 0xdb3222f8
	.long	1014306527                      ; 0x3c7516df
	.long	4251020053                      ; 0xfd616b15
	.long	793779912                       ; 0x2f501ec8
	.long	2902807211                      ; 0xad0552ab
	.long	842905082                       ; 0x323db5fa
	.long	4246964064                      ; 0xfd238760
	.long	1395751752                      ; 0x53317b48
	.long	1040244610                      ; 0x3e00df82
	.long	2656851899                      ; 0x9e5c57bb
	.long	3396308128                      ; 0xca6f8ca0
	.long	445077038                       ; 0x1a87562e
	.long	3742853595                      ; 0xdf1769db
	.long	3577915638                      ; 0xd542a8f6
	.long	679411651                       ; 0x287effc3
	.long	2892444358                      ; 0xac6732c6
	.long	2354009459                      ; 0x8c4f5573
	.long	1767581616                      ; 0x695b27b0
	.long	3150600392                      ; 0xbbca58c8
	.long	3791627101                      ; 0xe1ffa35d
	.long	3102740896                      ; 0xb8f011a0
	.long	284835224                       ; 0x10fa3d98
	.long	4246832056                      ; 0xfd2183b8
	.long	1258075500                      ; 0x4afcb56c
	.long	768725851                       ; 0x2dd1d35b
	.long	2589189241                      ; 0x9a53e479
	.long	3069724005                      ; 0xb6f84565
	.long	3532540348                      ; 0xd28e49bc
	.long	1274779536                      ; 0x4bfb9790
	.long	3789419226                      ; 0xe1ddf2da
	.long	2764799539                      ; 0xa4cb7e33
	.long	1660621633                      ; 0x62fb1341
	.long	3471099624                      ; 0xcee4c6e8
	.long	4011903706                      ; 0xef20cada
	.long	913787905                       ; 0x36774c01
	.long	3497959166                      ; 0xd07e9efe
	.long	737222580                       ; 0x2bf11fb4
	.long	2514213453                      ; 0x95dbda4d
	.long	2928710040                      ; 0xae909198
	.long	3937242737                      ; 0xeaad8e71
	.long	1804850592                      ; 0x6b93d5a0
	.long	3499020752                      ; 0xd08ed1d0
	.long	2949064160                      ; 0xafc725e0
	.long	2386320175                      ; 0x8e3c5b2f
	.long	2390070455                      ; 0x8e7594b7
	.long	2415321851                      ; 0x8ff6e2fb
	.long	4061277028                      ; 0xf2122b64
	.long	2290661394                      ; 0x8888b812
	.long	2416832540                      ; 0x900df01c
	.long	1336762016                      ; 0x4fad5ea0
	.long	1754252060                      ; 0x688fc31c
	.long	3520065937                      ; 0xd1cff191
	.long	3014181293                      ; 0xb3a8c1ad
	.long	791618072                       ; 0x2f2f2218
	.long	3188594551                      ; 0xbe0e1777
	.long	3933548030                      ; 0xea752dfe
	.long	2332172193                      ; 0x8b021fa1
	.long	3852520463                      ; 0xe5a0cc0f
	.long	3043980520                      ; 0xb56f74e8
	.long	413987798                       ; 0x18acf3d6
	.long	3465142937                      ; 0xce89e299
	.long	3030929376                      ; 0xb4a84fe0
	.long	4245938359                      ; 0xfd13e0b7
	.long	2093235073                      ; 0x7cc43b81
	.long	3534596313                      ; 0xd2ada8d9
	.long	375366246                       ; 0x165fa266
	.long	2157278981                      ; 0x80957705
	.long	2479649556                      ; 0x93cc7314
	.long	555357303                       ; 0x211a1477
	.long	3870105701                      ; 0xe6ad2065
	.long	2008414854                      ; 0x77b5fa86
	.long	3344188149                      ; 0xc75442f5
	.long	4221384143                      ; 0xfb9d35cf
	.long	3956125452                      ; 0xebcdaf0c
	.long	2067696032                      ; 0x7b3e89a0
	.long	3594591187                      ; 0xd6411bd3
	.long	2921233993                      ; 0xae1e7e49
	.long	2428461                         ; 0x250e2d
	.long	544322398                       ; 0x2071b35e
	.long	577241275                       ; 0x226800bb
	.long	1471733935                      ; 0x57b8e0af
	.long	610547355                       ; 0x2464369b
	.long	4027169054                      ; 0xf009b91e
	.long	1432588573                      ; 0x5563911d
	.long	1507829418                      ; 0x59dfa6aa
	.long	2025931657                      ; 0x78c14389
	.long	3646575487                      ; 0xd95a537f
	.long	545086370                       ; 0x207d5ba2
	.long	48609733                        ; 0x2e5b9c5
	.long	2200306550                      ; 0x83260376
	.long	1653985193                      ; 0x6295cfa9
	.long	298326376                       ; 0x11c81968
	.long	1316178497                      ; 0x4e734a41
	.long	3007786442                      ; 0xb3472dca
	.long	2064951626                      ; 0x7b14a94a
	.long	458293330                       ; 0x1b510052
	.long	2589141269                      ; 0x9a532915
	.long	3591329599                      ; 0xd60f573f
	.long	3164325604                      ; 0xbc9bc6e4
	.long	727753846                       ; 0x2b60a476
	.long	2179363840                      ; 0x81e67400
	.long	146436021                       ; 0x8ba6fb5
	.long	1461446943                      ; 0x571be91f
	.long	4069977195                      ; 0xf296ec6b
	.long	705550613                       ; 0x2a0dd915
	.long	3059967265                      ; 0xb6636521
	.long	3887724982                      ; 0xe7b9f9b6
	.long	4281599278                      ; 0xff34052e
	.long	3313849956                      ; 0xc5855664
	.long	1404054877                      ; 0x53b02d5d
	.long	2845806497                      ; 0xa99f8fa1
	.long	146425753                       ; 0x8ba4799
	.long	1854211946                      ; 0x6e85076a
	.size	c_sbox0, 1024

	.hidden	c_sbox1                         ; @c_sbox1
	.type	c_sbox1,@object
	.globl	c_sbox1
	.p2align	2
c_sbox1:
	.long	1266315497                      ; 0x4b7a70e9
	.long	3048417604                      ; 0xb5b32944
	.long	3681880366                      ; 0xdb75092e
	.long	3289982499                      ; 0xc4192623
	.long	2909710000                      ; 0xad6ea6b0
	.long	1235738493                      ; 0x49a7df7d
	.long	2632868024                      ; 0x9cee60b8
	.long	2414719590                      ; 0x8fedb266
	.long	3970600049                      ; 0xecaa8c71
	.long	1771706367                      ; 0x699a17ff
	.long	1449415276                      ; 0x5664526c
	.long	3266420449                      ; 0xc2b19ee1
	.long	422970021                       ; 0x193602a5
	.long	1963543593                      ; 0x75094c29
	.long	2690192192                      ; 0xa0591340
	.long	3826793022                      ; 0xe4183a3e
	.long	1062508698                      ; 0x3f54989a
	.long	1531092325                      ; 0x5b429d65
	.long	1804592342                      ; 0x6b8fe4d6
	.long	2583117782                      ; 0x99f73fd6
	.long	2714934279                      ; 0xa1d29c07
	.long	4024971509                      ; 0xefe830f5
	.long	1294809318                      ; 0x4d2d38e6
	.long	4028980673                      ; 0xf0255dc1
	.long	1289560198                      ; 0x4cdd2086
	.long	2221992742                      ; 0x8470eb26
	.long	1669523910                      ; 0x6382e9c6
	.long	35572830                        ; 0x21ecc5e
	.long	157838143                       ; 0x9686b3f
	.long	1052438473                      ; 0x3ebaefc9
	.long	1016535060                      ; 0x3c971814
	.long	1802137761                      ; 0x6b6a70a1
	.long	1753167236                      ; 0x687f3584
	.long	1386275462                      ; 0x52a0e286
	.long	3080475397                      ; 0xb79c5305
	.long	2857371447                      ; 0xaa500737
	.long	1040679964                      ; 0x3e07841c
	.long	2145300060                      ; 0x7fdeae5c
	.long	2390574316                      ; 0x8e7d44ec
	.long	1461121720                      ; 0x5716f2b8
	.long	2956646967                      ; 0xb03ada37
	.long	4031777805                      ; 0xf0500c0d
	.long	4028374788                      ; 0xf01c1f04
	.long	33600511                        ; 0x200b3ff
	.long	2920084762                      ; 0xae0cf51a
	.long	1018524850                      ; 0x3cb574b2
	.long	629373528                       ; 0x25837a58
	.long	3691585981                      ; 0xdc0921bd
	.long	3515945977                      ; 0xd19113f9
	.long	2091462646                      ; 0x7ca92ff6
	.long	2486323059                      ; 0x94324773
	.long	586499841                       ; 0x22f54701
	.long	988145025                       ; 0x3ae5e581
	.long	935516892                       ; 0x37c2dadc
	.long	3367335476                      ; 0xc8b57634
	.long	2599673255                      ; 0x9af3dda7
	.long	2839830854                      ; 0xa9446146
	.long	265290510                       ; 0xfd0030e
	.long	3972581182                      ; 0xecc8c73e
	.long	2759138881                      ; 0xa4751e41
	.long	3795373465                      ; 0xe238cd99
	.long	1005194799                      ; 0x3bea0e2f
	.long	847297441                       ; 0x3280bba1
	.long	406762289                       ; 0x183eb331
	.long	1314163512                      ; 0x4e548b38
	.long	1332590856                      ; 0x4f6db908
	.long	1866599683                      ; 0x6f420d03
	.long	4127851711                      ; 0xf60a04bf
	.long	750260880                       ; 0x2cb81290
	.long	613907577                       ; 0x24977c79
	.long	1450815602                      ; 0x5679b072
	.long	3165620655                      ; 0xbcaf89af
	.long	3734664991                      ; 0xde9a771f
	.long	3650291728                      ; 0xd9930810
	.long	3012275730                      ; 0xb38bae12
	.long	3704569646                      ; 0xdccf3f2e
	.long	1427272223                      ; 0x5512721f
	.long	778793252                       ; 0x2e6b7124
	.long	1343938022                      ; 0x501adde6
	.long	2676280711                      ; 0x9f84cd87
	.long	2052605720                      ; 0x7a584718
	.long	1946737175                      ; 0x7408da17
	.long	3164576444                      ; 0xbc9f9abc
	.long	3914038668                      ; 0xe94b7d8c
	.long	3967478842                      ; 0xec7aec3a
	.long	3682934266                      ; 0xdb851dfa
	.long	1661551462                      ; 0x63094366
	.long	3294938066                      ; 0xc464c3d2
	.long	4011595847                      ; 0xef1c1847
	.long	840292616                       ; 0x3215d908
	.long	3712170807                      ; 0xdd433b37
	.long	616741398                       ; 0x24c2ba16
	.long	312560963                       ; 0x12a14d43
	.long	711312465                       ; 0x2a65c451
	.long	1351876610                      ; 0x50940002
	.long	322626781                       ; 0x133ae4dd
	.long	1910503582                      ; 0x71dff89e
	.long	271666773                       ; 0x10314e55
	.long	2175563734                      ; 0x81ac77d6
	.long	1594956187                      ; 0x5f11199b
	.long	70604529                        ; 0x43556f1
	.long	3617834859                      ; 0xd7a3c76b
	.long	1007753275                      ; 0x3c11183b
	.long	1495573769                      ; 0x5924a509
	.long	4069517037                      ; 0xf28fe6ed
	.long	2549218298                      ; 0x97f1fbfa
	.long	2663038764                      ; 0x9ebabf2c
	.long	504708206                       ; 0x1e153c6e
	.long	2263041392                      ; 0x86e34570
	.long	3941167025                      ; 0xeae96fb1
	.long	2249088522                      ; 0x860e5e0a
	.long	1514023603                      ; 0x5a3e2ab3
	.long	1998579484                      ; 0x771fe71c
	.long	1312622330                      ; 0x4e3d06fa
	.long	694541497                       ; 0x2965dcb9
	.long	2582060303                      ; 0x99e71d0f
	.long	2151582166                      ; 0x803e89d6
	.long	1382467621                      ; 0x5266c825
	.long	776784248                       ; 0x2e4cc978
	.long	2618340202                      ; 0x9c10b36a
	.long	3323268794                      ; 0xc6150eba
	.long	2497899128                      ; 0x94e2ea78
	.long	2784771155                      ; 0xa5fc3c53
	.long	503983604                       ; 0x1e0a2df4
	.long	4076293799                      ; 0xf2f74ea7
	.long	907881277                       ; 0x361d2b3d
	.long	423175695                       ; 0x1939260f
	.long	432175456                       ; 0x19c27960
	.long	1378068232                      ; 0x5223a708
	.long	4145222326                      ; 0xf71312b6
	.long	3954048622                      ; 0xebadfe6e
	.long	3938656102                      ; 0xeac31f66
	.long	3820766613                      ; 0xe3bc4595
	.long	2793130115                      ; 0xa67bc883
	.long	2977904593                      ; 0xb17f37d1
	.long	26017576                        ; 0x18cff28
	.long	3274890735                      ; 0xc332ddef
	.long	3194772133                      ; 0xbe6c5aa5
	.long	1700274565                      ; 0x65582185
	.long	1756076034                      ; 0x68ab9802
	.long	4006520079                      ; 0xeecea50f
	.long	3677328699                      ; 0xdb2f953b
	.long	720338349                       ; 0x2aef7dad
	.long	1533947780                      ; 0x5b6e2f84
	.long	354530856                       ; 0x1521b628
	.long	688349552                       ; 0x29076170
	.long	3973924725                      ; 0xecdd4775
	.long	1637815568                      ; 0x619f1510
	.long	332179504                       ; 0x13cca830
	.long	3949051286                      ; 0xeb61bd96
	.long	53804574                        ; 0x334fe1e
	.long	2852348879                      ; 0xaa0363cf
	.long	3044236432                      ; 0xb5735c90
	.long	1282449977                      ; 0x4c70a239
	.long	3583942155                      ; 0xd59e9e0b
	.long	3416972820                      ; 0xcbaade14
	.long	4006381244                      ; 0xeecc86bc
	.long	1617046695                      ; 0x60622ca7
	.long	2628476075                      ; 0x9cab5cab
	.long	3002303598                      ; 0xb2f3846e
	.long	1686838959                      ; 0x648b1eaf
	.long	431878346                       ; 0x19bdf0ca
	.long	2686675385                      ; 0xa02369b9
	.long	1700445008                      ; 0x655abb50
	.long	1080580658                      ; 0x40685a32
	.long	1009431731                      ; 0x3c2ab4b3
	.long	832498133                       ; 0x319ee9d5
	.long	3223435511                      ; 0xc021b8f7
	.long	2605976345                      ; 0x9b540b19
	.long	2271191193                      ; 0x875fa099
	.long	2516031870                      ; 0x95f7997e
	.long	1648197032                      ; 0x623d7da8
	.long	4164389018                      ; 0xf837889a
	.long	2548247927                      ; 0x97e32d77
	.long	300782431                       ; 0x11ed935f
	.long	375919233                       ; 0x16681281
	.long	238389289                       ; 0xe358829
	.long	3353747414                      ; 0xc7e61fd6
	.long	2531188641                      ; 0x96dedfa1
	.long	2019080857                      ; 0x7858ba99
	.long	1475708069                      ; 0x57f584a5
	.long	455242339                       ; 0x1b227263
	.long	2609103871                      ; 0x9b83c3ff
	.long	448939670                       ; 0x1ac24696
	.long	3451063019                      ; 0xcdb30aeb
	.long	1395535956                      ; 0x532e3054
	.long	2413381860                      ; 0x8fd948e4
	.long	1841049896                      ; 0x6dbc3128
	.long	1491858159                      ; 0x58ebf2ef
	.long	885456874                       ; 0x34c6ffea
	.long	4264095073                      ; 0xfe28ed61
	.long	4001119347                      ; 0xee7c3c73
	.long	1565136089                      ; 0x5d4a14d9
	.long	3898914787                      ; 0xe864b7e3
	.long	1108368660                      ; 0x42105d14
	.long	540939232                       ; 0x203e13e0
	.long	1173283510                      ; 0x45eee2b6
	.long	2745871338                      ; 0xa3aaabea
	.long	3681308437                      ; 0xdb6c4f15
	.long	4207628240                      ; 0xfacb4fd0
	.long	3343053890                      ; 0xc742f442
	.long	4016749493                      ; 0xef6abbb5
	.long	1699691293                      ; 0x654f3b1d
	.long	1103962373                      ; 0x41cd2105
	.long	3625875870                      ; 0xd81e799e
	.long	2256883143                      ; 0x86854dc7
	.long	3830138730                      ; 0xe44b476a
	.long	1031889488                      ; 0x3d816250
	.long	3479347698                      ; 0xcf62a1f2
	.long	1535977030                      ; 0x5b8d2646
	.long	4236805024                      ; 0xfc8883a0
	.long	3251091107                      ; 0xc1c7b6a3
	.long	2132092099                      ; 0x7f1524c3
	.long	1774941330                      ; 0x69cb7492
	.long	1199868427                      ; 0x47848a0b
	.long	1452454533                      ; 0x5692b285
	.long	157007616                       ; 0x95bbf00
	.long	2904115357                      ; 0xad19489d
	.long	342012276                       ; 0x1462b174
	.long	595725824                       ; 0x23820e00
	.long	1480756522                      ; 0x58428d2a
	.long	206960106                       ; 0xc55f5ea
	.long	497939518                       ; 0x1dadf43e
	.long	591360097                       ; 0x233f7061
	.long	863170706                       ; 0x3372f092
	.long	2375253569                      ; 0x8d937e41
	.long	3596610801                      ; 0xd65fecf1
	.long	1814182875                      ; 0x6c223bdb
	.long	2094937945                      ; 0x7cde3759
	.long	3421402208                      ; 0xcbee7460
	.long	1082520231                      ; 0x4085f2a7
	.long	3463918190                      ; 0xce77326e
	.long	2785509508                      ; 0xa6078084
	.long	435703966                       ; 0x19f8509e
	.long	3908032597                      ; 0xe8efd855
	.long	1641649973                      ; 0x61d99735
	.long	2842273706                      ; 0xa969a7aa
	.long	3305899714                      ; 0xc50c06c2
	.long	1510255612                      ; 0x5a04abfc
	.long	2148256476                      ; 0x800bcadc
	.long	2655287854                      ; 0x9e447a2e
	.long	3276092548                      ; 0xc3453484
	.long	4258621189                      ; 0xfdd56705
	.long	236887753                       ; 0xe1e9ec9
	.long	3681803219                      ; 0xdb73dbd3
	.long	274041037                       ; 0x105588cd
	.long	1734335097                      ; 0x675fda79
	.long	3815195456                      ; 0xe3674340
	.long	3317970021                      ; 0xc5c43465
	.long	1899903192                      ; 0x713e38d8
	.long	1026095262                      ; 0x3d28f89e
	.long	4050517792                      ; 0xf16dff20
	.long	356393447                       ; 0x153e21e7
	.long	2410691914                      ; 0x8fb03d4a
	.long	3873677099                      ; 0xe6e39f2b
	.long	3682840055                      ; 0xdb83adf7
	.size	c_sbox1, 1024

	.hidden	c_sbox2                         ; @c_sbox2
	.type	c_sbox2,@object
	.globl	c_sbox2
	.p2align	2
c_sbox2:
	.long	3913112168                      ; 0xe93d5a68
	.long	2491498743                      ; 0x948140f7
	.long	4132185628                      ; 0xf64c261c
	.long	2489919796                      ; 0x94692934
	.long	1091903735                      ; 0x411520f7
	.long	1979897079                      ; 0x7602d4f7
	.long	3170134830                      ; 0xbcf46b2e
	.long	3567386728                      ; 0xd4a20068
	.long	3557303409                      ; 0xd4082471
	.long	857797738                       ; 0x3320f46a
	.long	1136121015                      ; 0x43b7d4b7
	.long	1342202287                      ; 0x500061af
	.long	507115054                       ; 0x1e39f62e
	.long	2535736646                      ; 0x97244546
	.long	337727348                       ; 0x14214f74
	.long	3213592640                      ; 0xbf8b8840
	.long	1301675037                      ; 0x4d95fc1d
	.long	2528481711                      ; 0x96b591af
	.long	1895095763                      ; 0x70f4ddd3
	.long	1721773893                      ; 0x66a02f45
	.long	3216771564                      ; 0xbfbc09ec
	.long	62756741                        ; 0x3bd9785
	.long	2142006736                      ; 0x7fac6dd0
	.long	835421444                       ; 0x31cb8504
	.long	2531993523                      ; 0x96eb27b3
	.long	1442658625                      ; 0x55fd3941
	.long	3659876326                      ; 0xda2547e6
	.long	2882144922                      ; 0xabca0a9a
	.long	676362277                       ; 0x28507825
	.long	1392781812                      ; 0x530429f4
	.long	170690266                       ; 0xa2c86da
	.long	3921047035                      ; 0xe9b66dfb
	.long	1759253602                      ; 0x68dc1462
	.long	3611846912                      ; 0xd7486900
	.long	1745797284                      ; 0x680ec0a4
	.long	664899054                       ; 0x27a18dee
	.long	1329594018                      ; 0x4f3ffea2
	.long	3901205900                      ; 0xe887ad8c
	.long	3045908486                      ; 0xb58ce006
	.long	2062866102                      ; 0x7af4d6b6
	.long	2865634940                      ; 0xaace1e7c
	.long	3543621612                      ; 0xd3375fec
	.long	3464012697                      ; 0xce78a399
	.long	1080764994                      ; 0x406b2a42
	.long	553557557                       ; 0x20fe9e35
	.long	3656615353                      ; 0xd9f385b9
	.long	3996768171                      ; 0xee39d7ab
	.long	991055499                       ; 0x3b124e8b
	.long	499776247                       ; 0x1dc9faf7
	.long	1265440854                      ; 0x4b6d1856
	.long	648242737                       ; 0x26a36631
	.long	3940784050                      ; 0xeae397b2
	.long	980351604                       ; 0x3a6efa74
	.long	3713745714                      ; 0xdd5b4332
	.long	1749149687                      ; 0x6841e7f7
	.long	3396870395                      ; 0xca7820fb
	.long	4211799374                      ; 0xfb0af54e
	.long	3640570775                      ; 0xd8feb397
	.long	1161844396                      ; 0x454056ac
	.long	3125318951                      ; 0xba489527
	.long	1431517754                      ; 0x55533a3a
	.long	545492359                       ; 0x20838d87
	.long	4268468663                      ; 0xfe6ba9b7
	.long	3499529547                      ; 0xd096954b
	.long	1437099964                      ; 0x55a867bc
	.long	2702547544                      ; 0xa1159a58
	.long	3433638243                      ; 0xcca92963
	.long	2581715763                      ; 0x99e1db33
	.long	2787789398                      ; 0xa62a4a56
	.long	1060185593                      ; 0x3f3125f9
	.long	1593081372                      ; 0x5ef47e1c
	.long	2418618748                      ; 0x9029317c
	.long	4260947970                      ; 0xfdf8e802
	.long	69676912                        ; 0x4272f70
	.long	2159744348                      ; 0x80bb155c
	.long	86519011                        ; 0x5282ce3
	.long	2512459080                      ; 0x95c11548
	.long	3838209314                      ; 0xe4c66d22
	.long	1220612927                      ; 0x48c1133f
	.long	3339683548                      ; 0xc70f86dc
	.long	133810670                       ; 0x7f9c9ee
	.long	1090789135                      ; 0x41041f0f
	.long	1078426020                      ; 0x404779a4
	.long	1569222167                      ; 0x5d886e17
	.long	845107691                       ; 0x325f51eb
	.long	3583754449                      ; 0xd59bc0d1
	.long	4072456591                      ; 0xf2bcc18f
	.long	1091646820                      ; 0x41113564
	.long	628848692                       ; 0x257b7834
	.long	1613405280                      ; 0x602a9c60
	.long	3757631651                      ; 0xdff8e8a3
	.long	526609435                       ; 0x1f636c1b
	.long	236106946                       ; 0xe12b4c2
	.long	48312990                        ; 0x2e1329e
	.long	2942717905                      ; 0xaf664fd1
	.long	3402727701                      ; 0xcad18115
	.long	1797494240                      ; 0x6b2395e0
	.long	859738849                       ; 0x333e92e1
	.long	992217954                       ; 0x3b240b62
	.long	4005476642                      ; 0xeebeb922
	.long	2243076622                      ; 0x85b2a20e
	.long	3870952857                      ; 0xe6ba0d99
	.long	3732016268                      ; 0xde720c8c
	.long	765654824                       ; 0x2da2f728
	.long	3490871365                      ; 0xd0127845
	.long	2511836413                      ; 0x95b794fd
	.long	1685915746                      ; 0x647d0862
	.long	3888969200                      ; 0xe7ccf5f0
	.long	1414112111                      ; 0x5449a36f
	.long	2273134842                      ; 0x877d48fa
	.long	3281911079                      ; 0xc39dfd27
	.long	4080962846                      ; 0xf33e8d1e
	.long	172450625                       ; 0xa476341
	.long	2569994100                      ; 0x992eff74
	.long	980381355                       ; 0x3a6f6eab
	.long	4109958455                      ; 0xf4f8fd37
	.long	2819808352                      ; 0xa812dc60
	.long	2716589560                      ; 0xa1ebddf8
	.long	2568741196                      ; 0x991be14c
	.long	3681446669                      ; 0xdb6e6b0d
	.long	3329971472                      ; 0xc67b5510
	.long	1835478071                      ; 0x6d672c37
	.long	660984891                       ; 0x2765d43b
	.long	3704678404                      ; 0xdcd0e804
	.long	4045999559                      ; 0xf1290dc7
	.long	3422617507                      ; 0xcc00ffa3
	.long	3040415634                      ; 0xb5390f92
	.long	1762651403                      ; 0x690fed0b
	.long	1719377915                      ; 0x667b9ffb
	.long	3470491036                      ; 0xcedb7d9c
	.long	2693910283                      ; 0xa091cf0b
	.long	3642056355                      ; 0xd9155ea3
	.long	3138596744                      ; 0xbb132f88
	.long	1364962596                      ; 0x515bad24
	.long	2073328063                      ; 0x7b9479bf
	.long	1983633131                      ; 0x763bd6eb
	.long	926494387                       ; 0x37392eb3
	.long	3423689081                      ; 0xcc115979
	.long	2150032023                      ; 0x8026e297
	.long	4096667949                      ; 0xf42e312d
	.long	1749200295                      ; 0x6842ada7
	.long	3328846651                      ; 0xc66a2b3b
	.long	309677260                       ; 0x12754ccc
	.long	2016342300                      ; 0x782ef11c
	.long	1779581495                      ; 0x6a124237
	.long	3079819751                      ; 0xb79251e7
	.long	111262694                       ; 0x6a1bbe6
	.long	1274766160                      ; 0x4bfb6350
	.long	443224088                       ; 0x1a6b1018
	.long	298511866                       ; 0x11caedfa
	.long	1025883608                      ; 0x3d25bdd8
	.long	3806446537                      ; 0xe2e1c3c9
	.long	1145181785                      ; 0x44421659
	.long	168956806                       ; 0xa121386
	.long	3641502830                      ; 0xd90cec6e
	.long	3584813610                      ; 0xd5abea2a
	.long	1689216846                      ; 0x64af674e
	.long	3666258015                      ; 0xda86a85f
	.long	3200248200                      ; 0xbebfe988
	.long	1692713982                      ; 0x64e4c3fe
	.long	2646376535                      ; 0x9dbc8057
	.long	4042768518                      ; 0xf0f7c086
	.long	1618508792                      ; 0x60787bf8
	.long	1610833997                      ; 0x6003604d
	.long	3523052358                      ; 0xd1fd8346
	.long	4130873264                      ; 0xf6381fb0
	.long	2001055236                      ; 0x7745ae04
	.long	3610705100                      ; 0xd736fccc
	.long	2202168115                      ; 0x83426b33
	.long	4028541809                      ; 0xf01eab71
	.long	2961195399                      ; 0xb0804187
	.long	1006657119                      ; 0x3c005e5f
	.long	2006996926                      ; 0x77a057be
	.long	3186142756                      ; 0xbde8ae24
	.long	1430667929                      ; 0x55464299
	.long	3210227297                      ; 0xbf582e61
	.long	1314452623                      ; 0x4e58f48f
	.long	4074634658                      ; 0xf2ddfda2
	.long	4101304120                      ; 0xf474ef38
	.long	2273951170                      ; 0x8789bdc2
	.long	1399257539                      ; 0x5366f9c3
	.long	3367210612                      ; 0xc8b38e74
	.long	3027628629                      ; 0xb475f255
	.long	1190975929                      ; 0x46fcd9b9
	.long	2062231137                      ; 0x7aeb2661
	.long	2333990788                      ; 0x8b1ddf84
	.long	2221543033                      ; 0x846a0e79
	.long	2438960610                      ; 0x915f95e2
	.long	1181637006                      ; 0x466e598e
	.long	548689776                       ; 0x20b45770
	.long	2362791313                      ; 0x8cd55591
	.long	3372408396                      ; 0xc902de4c
	.long	3104550113                      ; 0xb90bace1
	.long	3145860560                      ; 0xbb8205d0
	.long	296247880                       ; 0x11a86248
	.long	1970579870                      ; 0x7574a99e
	.long	3078560182                      ; 0xb77f19b6
	.long	3769228297                      ; 0xe0a9dc09
	.long	1714227617                      ; 0x662d09a1
	.long	3291629107                      ; 0xc4324633
	.long	3898220290                      ; 0xe85a1f02
	.long	166772364                       ; 0x9f0be8c
	.long	1251581989                      ; 0x4a99a025
	.long	493813264                       ; 0x1d6efe10
	.long	448347421                       ; 0x1ab93d1d
	.long	195405023                       ; 0xba5a4df
	.long	2709975567                      ; 0xa186f20f
	.long	677966185                       ; 0x2868f169
	.long	3703036547                      ; 0xdcb7da83
	.long	1463355134                      ; 0x573906fe
	.long	2715995803                      ; 0xa1e2ce9b
	.long	1338867538                      ; 0x4fcd7f52
	.long	1343315457                      ; 0x50115e01
	.long	2802222074                      ; 0xa70683fa
	.long	2684532164                      ; 0xa002b5c4
	.long	233230375                       ; 0xde6d027
	.long	2599980071                      ; 0x9af88c27
	.long	2000651841                      ; 0x773f8641
	.long	3277868038                      ; 0xc3604c06
	.long	1638401717                      ; 0x61a806b5
	.long	4028070440                      ; 0xf0177a28
	.long	3237316320                      ; 0xc0f586e0
	.long	6314154                         ; 0x6058aa
	.long	819756386                       ; 0x30dc7d62
	.long	300326615                       ; 0x11e69ed7
	.long	590932579                       ; 0x2338ea63
	.long	1405279636                      ; 0x53c2dd94
	.long	3267499572                      ; 0xc2c21634
	.long	3150704214                      ; 0xbbcbee56
	.long	2428286686                      ; 0x90bcb6de
	.long	3959192993                      ; 0xebfc7da1
	.long	3461946742                      ; 0xce591d76
	.long	1862657033                      ; 0x6f05e409
	.long	1266418056                      ; 0x4b7c0188
	.long	963775037                       ; 0x39720a3d
	.long	2089974820                      ; 0x7c927c24
	.long	2263052895                      ; 0x86e3725f
	.long	1917689273                      ; 0x724d9db9
	.long	448879540                       ; 0x1ac15bb4
	.long	3550394620                      ; 0xd39eb8fc
	.long	3981727096                      ; 0xed545578
	.long	150775221                       ; 0x8fca5b5
	.long	3627908307                      ; 0xd83d7cd3
	.long	1303187396                      ; 0x4dad0fc4
	.long	508620638                       ; 0x1e50ef5e
	.long	2975983352                      ; 0xb161e6f8
	.long	2726630617                      ; 0xa28514d9
	.long	1817252668                      ; 0x6c51133c
	.long	1876281319                      ; 0x6fd5c7e7
	.long	1457606340                      ; 0x56e14ec4
	.long	908771278                       ; 0x362abfce
	.long	3720792119                      ; 0xddc6c837
	.long	3617206836                      ; 0xd79a3234
	.long	2455994898                      ; 0x92638212
	.long	1729034894                      ; 0x670efa8e
	.long	1080033504                      ; 0x406000e0
	.size	c_sbox2, 1024

	.hidden	c_sbox3                         ; @c_sbox3
	.type	c_sbox3,@object
	.globl	c_sbox3
	.p2align	2
c_sbox3:
	.long	976866871                       ; 0x3a39ce37
	.long	3556439503                      ; 0xd3faf5cf
	.long	2881648439                      ; 0xabc27737
	.long	1522871579                      ; 0x5ac52d1b
	.long	1555064734                      ; 0x5cb0679e
	.long	1336096578                      ; 0x4fa33742
	.long	3548522304                      ; 0xd3822740
	.long	2579274686                      ; 0x99bc9bbe
	.long	3574697629                      ; 0xd5118e9d
	.long	3205460757                      ; 0xbf0f7315
	.long	3593280638                      ; 0xd62d1c7e
	.long	3338716283                      ; 0xc700c47b
	.long	3079412587                      ; 0xb78c1b6b
	.long	564236357                       ; 0x21a19045
	.long	2993598910                      ; 0xb26eb1be
	.long	1781952180                      ; 0x6a366eb4
	.long	1464380207                      ; 0x5748ab2f
	.long	3163844217                      ; 0xbc946e79
	.long	3332601554                      ; 0xc6a376d2
	.long	1699332808                      ; 0x6549c2c8
	.long	1393555694                      ; 0x530ff8ee
	.long	1183702653                      ; 0x468dde7d
	.long	3581086237                      ; 0xd5730a1d
	.long	1288719814                      ; 0x4cd04dc6
	.long	691649499                       ; 0x2939bbdb
	.long	2847557200                      ; 0xa9ba4650
	.long	2895455976                      ; 0xac9526e8
	.long	3193889540                      ; 0xbe5ee304
	.long	2717570544                      ; 0xa1fad5f0
	.long	1781354906                      ; 0x6a2d519a
	.long	1676643554                      ; 0x63ef8ce2
	.long	2592534050                      ; 0x9a86ee22
	.long	3230253752                      ; 0xc089c2b8
	.long	1126444790                      ; 0x43242ef6
	.long	2770207658                      ; 0xa51e03aa
	.long	2633158820                      ; 0x9cf2d0a4
	.long	2210423226                      ; 0x83c061ba
	.long	2615765581                      ; 0x9be96a4d
	.long	2414155088                      ; 0x8fe51550
	.long	3127139286                      ; 0xba645bd6
	.long	673620729                       ; 0x2826a2f9
	.long	2805611233                      ; 0xa73a3ae1
	.long	1269405062                      ; 0x4ba99586
	.long	4015350505                      ; 0xef5562e9
	.long	3341807571                      ; 0xc72fefd3
	.long	4149409754                      ; 0xf752f7da
	.long	1057255273                      ; 0x3f046f69
	.long	2012875353                      ; 0x77fa0a59
	.long	2162469141                      ; 0x80e4a915
	.long	2276492801                      ; 0x87b08601
	.long	2601117357                      ; 0x9b09e6ad
	.long	993977747                       ; 0x3b3ee593
	.long	3918593370                      ; 0xe990fd5a
	.long	2654263191                      ; 0x9e34d797
	.long	753973209                       ; 0x2cf0b7d9
	.long	36408145                        ; 0x22b8b51
	.long	2530585658                      ; 0x96d5ac3a
	.long	25011837                        ; 0x17da67d
	.long	3520020182                      ; 0xd1cf3ed6
	.long	2088578344                      ; 0x7c7d2d28
	.long	530523599                       ; 0x1f9f25cf
	.long	2918365339                      ; 0xadf2b89b
	.long	1524020338                      ; 0x5ad6b472
	.long	1518925132                      ; 0x5a88f54c
	.long	3760827505                      ; 0xe029ac71
	.long	3759777254                      ; 0xe019a5e6
	.long	1202760957                      ; 0x47b0acfd
	.long	3985898139                      ; 0xed93fa9b
	.long	3906192525                      ; 0xe8d3c48d
	.long	674977740                       ; 0x283b57cc
	.long	4174734889                      ; 0xf8d56629
	.long	2031300136                      ; 0x79132e28
	.long	2019492241                      ; 0x785f0191
	.long	3983892565                      ; 0xed756055
	.long	4153806404                      ; 0xf7960e44
	.long	3822280332                      ; 0xe3d35e8c
	.long	352677332                       ; 0x15056dd4
	.long	2297720250                      ; 0x88f46dba
	.long	60907813                        ; 0x3a16125
	.long	90501309                        ; 0x564f0bd
	.long	3286998549                      ; 0xc3eb9e15
	.long	1016092578                      ; 0x3c9057a2
	.long	2535922412                      ; 0x97271aec
	.long	2839152426                      ; 0xa93a072a
	.long	457141659                       ; 0x1b3f6d9b
	.long	509813237                       ; 0x1e6321f5
	.long	4120667899                      ; 0xf59c66fb
	.long	652014361                       ; 0x26dcf319
	.long	1966332200                      ; 0x7533d928
	.long	2975202805                      ; 0xb155fdf5
	.long	55981186                        ; 0x3563482
	.long	2327461051                      ; 0x8aba3cbb
	.long	676427537                       ; 0x28517711
	.long	3255491064                      ; 0xc20ad9f8
	.long	2882294119                      ; 0xabcc5167
	.long	3433927263                      ; 0xccad925f
	.long	1307055953                      ; 0x4de81751
	.long	942726286                       ; 0x3830dc8e
	.long	933058658                       ; 0x379d5862
	.long	2468411793                      ; 0x9320f991
	.long	3933900994                      ; 0xea7a90c2
	.long	4215176142                      ; 0xfb3e7bce
	.long	1361170020                      ; 0x5121ce64
	.long	2001714738                      ; 0x774fbe32
	.long	2830558078                      ; 0xa8b6e37e
	.long	3274259782                      ; 0xc3293d46
	.long	1222529897                      ; 0x48de5369
	.long	1679025792                      ; 0x6413e680
	.long	2729314320                      ; 0xa2ae0810
	.long	3714953764                      ; 0xdd6db224
	.long	1770335741                      ; 0x69852dfd
	.long	151462246                       ; 0x9072166
	.long	3013232138                      ; 0xb39a460a
	.long	1682292957                      ; 0x6445c0dd
	.long	1483529935                      ; 0x586cdecf
	.long	471910574                       ; 0x1c20c8ae
	.long	1539241949                      ; 0x5bbef7dd
	.long	458788160                       ; 0x1b588d40
	.long	3436315007                      ; 0xccd2017f
	.long	1807016891                      ; 0x6bb4e3bb
	.long	3718408830                      ; 0xdda26a7e
	.long	978976581                       ; 0x3a59ff45
	.long	1043663428                      ; 0x3e350a44
	.long	3165965781                      ; 0xbcb4cdd5
	.long	1927990952                      ; 0x72eacea8
	.long	4200891579                      ; 0xfa6484bb
	.long	2372276910                      ; 0x8d6612ae
	.long	3208408903                      ; 0xbf3c6f47
	.long	3533431907                      ; 0xd29be463
	.long	1412390302                      ; 0x542f5d9e
	.long	2931980059                      ; 0xaec2771b
	.long	4132332400                      ; 0xf64e6370
	.long	1947078029                      ; 0x740e0d8d
	.long	3881505623                      ; 0xe75b1357
	.long	4168226417                      ; 0xf8721671
	.long	2941484381                      ; 0xaf537d5d
	.long	1077988104                      ; 0x4040cb08
	.long	1320477388                      ; 0x4eb4e2cc
	.long	886195818                       ; 0x34d2466a
	.long	18198404                        ; 0x115af84
	.long	3786409000                      ; 0xe1b00428
	.long	2509781533                      ; 0x95983a1d
	.long	112762804                       ; 0x6b89fb4
	.long	3463356488                      ; 0xce6ea048
	.long	1866414978                      ; 0x6f3f3b82
	.long	891333506                       ; 0x3520ab82
	.long	18488651                        ; 0x11a1d4b
	.long	661792760                       ; 0x277227f8
	.long	1628790961                      ; 0x611560b1
	.long	3885187036                      ; 0xe7933fdc
	.long	3141171499                      ; 0xbb3a792b
	.long	876946877                       ; 0x344525bd
	.long	2693282273                      ; 0xa08839e1
	.long	1372485963                      ; 0x51ce794b
	.long	791857591                       ; 0x2f32c9b7
	.long	2686433993                      ; 0xa01fbac9
	.long	3759982718                      ; 0xe01cc87e
	.long	3167212022                      ; 0xbcc7d1f6
	.long	3472953795                      ; 0xcf0111c3
	.long	2716379847                      ; 0xa1e8aac7
	.long	445679433                       ; 0x1a908749
	.long	3561995674                      ; 0xd44fbd9a
	.long	3504004811                      ; 0xd0dadecb
	.long	3574258232                      ; 0xd50ada38
	.long	54117162                        ; 0x339c32a
	.long	3331405415                      ; 0xc6913667
	.long	2381918588                      ; 0x8df9317c
	.long	3769707343                      ; 0xe0b12b4f
	.long	4154350007                      ; 0xf79e59b7
	.long	1140177722                      ; 0x43f5bb3a
	.long	4074052095                      ; 0xf2d519ff
	.long	668550556                       ; 0x27d9459c
	.long	3214352940                      ; 0xbf97222c
	.long	367459370                       ; 0x15e6fc2a
	.long	261225585                       ; 0xf91fc71
	.long	2610173221                      ; 0x9b941525
	.long	4209349473                      ; 0xfae59361
	.long	3468074219                      ; 0xceb69ceb
	.long	3265815641                      ; 0xc2a86459
	.long	314222801                       ; 0x12baa8d1
	.long	3066103646                      ; 0xb6c1075e
	.long	3808782860                      ; 0xe3056a0c
	.long	282218597                       ; 0x10d25065
	.long	3406013506                      ; 0xcb03a442
	.long	3773591054                      ; 0xe0ec6e0e
	.long	379116347                       ; 0x1698db3b
	.long	1285071038                      ; 0x4c98a0be
	.long	846784868                       ; 0x3278e964
	.long	2669647154                      ; 0x9f1f9532
	.long	3771962079                      ; 0xe0d392df
	.long	3550491691                      ; 0xd3a0342b
	.long	2305946142                      ; 0x8971f21e
	.long	453669953                       ; 0x1b0a7441
	.long	1268987020                      ; 0x4ba3348c
	.long	3317592352                      ; 0xc5be7120
	.long	3279303384                      ; 0xc37632d8
	.long	3744833421                      ; 0xdf359f8d
	.long	2610507566                      ; 0x9b992f2e
	.long	3859509063                      ; 0xe60b6f47
	.long	266596637                       ; 0xfe3f11d
	.long	3847019092                      ; 0xe54cda54
	.long	517658769                       ; 0x1edad891
	.long	3462560207                      ; 0xce6279cf
	.long	3443424879                      ; 0xcd3e7e6f
	.long	370717030                       ; 0x1618b166
	.long	4247526661                      ; 0xfd2c1d05
	.long	2224018117                      ; 0x848fd2c5
	.long	4143653529                      ; 0xf6fb2299
	.long	4112773975                      ; 0xf523f357
	.long	2788324899                      ; 0xa6327623
	.long	2477274417                      ; 0x93a83531
	.long	1456262402                      ; 0x56cccd02
	.long	2901442914                      ; 0xacf08162
	.long	1517677493                      ; 0x5a75ebb5
	.long	1846949527                      ; 0x6e163697
	.long	2295493580                      ; 0x88d273cc
	.long	3734397586                      ; 0xde966292
	.long	2176403920                      ; 0x81b949d0
	.long	1280348187                      ; 0x4c50901b
	.long	1908823572                      ; 0x71c65614
	.long	3871786941                      ; 0xe6c6c7bd
	.long	846861322                       ; 0x327a140a
	.long	1172426758                      ; 0x45e1d006
	.long	3287448474                      ; 0xc3f27b9a
	.long	3383383037                      ; 0xc9aa53fd
	.long	1655181056                      ; 0x62a80f00
	.long	3139813346                      ; 0xbb25bfe2
	.long	901632758                       ; 0x35bdd2f6
	.long	1897031941                      ; 0x71126905
	.long	2986607138                      ; 0xb2040222
	.long	3066810236                      ; 0xb6cbcf7c
	.long	3447102507                      ; 0xcd769c2b
	.long	1393639104                      ; 0x53113ec0
	.long	373351379                       ; 0x1640e3d3
	.long	950779232                       ; 0x38abbd60
	.long	625454576                       ; 0x2547adf0
	.long	3124240540                      ; 0xba38209c
	.long	4148612726                      ; 0xf746ce76
	.long	2007998917                      ; 0x77afa1c5
	.long	544563296                       ; 0x20756060
	.long	2244738638                      ; 0x85cbfe4e
	.long	2330496472                      ; 0x8ae88dd8
	.long	2058025392                      ; 0x7aaaf9b0
	.long	1291430526                      ; 0x4cf9aa7e
	.long	424198748                       ; 0x1948c25c
	.long	50039436                        ; 0x2fb8a8c
	.long	29584100                        ; 0x1c36ae4
	.long	3605783033                      ; 0xd6ebe1f9
	.long	2429876329                      ; 0x90d4f869
	.long	2791104160                      ; 0xa65cdea0
	.long	1057563949                      ; 0x3f09252d
	.long	3255363231                      ; 0xc208e69f
	.long	3075367218                      ; 0xb74e6132
	.long	3463963227                      ; 0xce77e25b
	.long	1469046755                      ; 0x578fdfe3
	.long	985887462                       ; 0x3ac372e6
	.size	c_sbox3, 1024

	.hidden	c_pbox                          ; @c_pbox
	.type	c_pbox,@object
	.globl	c_pbox
	.p2align	2
c_pbox:
	.long	608135816                       ; 0x243f6a88
	.long	2242054355                      ; 0x85a308d3
	.long	320440878                       ; 0x13198a2e
	.long	57701188                        ; 0x3707344
	.long	2752067618                      ; 0xa4093822
	.long	698298832                       ; 0x299f31d0
	.long	137296536                       ; 0x82efa98
	.long	3964562569                      ; 0xec4e6c89
	.long	1160258022                      ; 0x452821e6
	.long	953160567                       ; 0x38d01377
	.long	3193202383                      ; 0xbe5466cf
	.long	887688300                       ; 0x34e90c6c
	.long	3232508343                      ; 0xc0ac29b7
	.long	3380367581                      ; 0xc97c50dd
	.long	1065670069                      ; 0x3f84d5b5
	.long	3041331479                      ; 0xb5470917
	.long	2450970073                      ; 0x9216d5d9
	.long	2306472731                      ; 0x8979fb1b
	.size	c_pbox, 72

	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z10atomic_addPU3AS1Vjj
	.hidden	_Z10atomic_subPU3AS1Vjj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'bcrypt_tmp_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 16
    .name:           m03200_init
    .private_segment_fixed_size: 16608
    .reqd_workgroup_size:
      - 16
      - 1
      - 1
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         m03200_init.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'bcrypt_tmp_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 16
    .name:           m03200_loop
    .private_segment_fixed_size: 16464
    .reqd_workgroup_size:
      - 16
      - 1
      - 1
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         m03200_loop.kd
    .vgpr_count:     95
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'bcrypt_tmp_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 16
    .name:           m03200_comp
    .private_segment_fixed_size: 16400
    .reqd_workgroup_size:
      - 16
      - 1
      - 1
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         m03200_comp.kd
    .vgpr_count:     69
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
