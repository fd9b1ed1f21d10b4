	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	sgemmNT                 ; -- Begin function sgemmNT
	.globl	sgemmNT
	.p2align	8
	.type	sgemmNT,@function
sgemmNT:                                ; @sgemmNT
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	s_load_dwordx2 s[50:51], s[8:9], 0x0
	s_load_dword s52, s[8:9], 0x8
	s_load_dwordx2 s[54:55], s[8:9], 0x10
	s_load_dword s49, s[8:9], 0x18
	s_load_dwordx2 s[84:85], s[8:9], 0x20
	s_load_dwordx2 s[46:47], s[8:9], 0x28
	s_load_dwordx4 s[80:83], s[8:9], 0x30
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s53, s52, 31
	s_add_u32 s34, s42, 64
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s35, s43, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x2400
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 s48, 0
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	v_lshlrev_b32_e32 v43, 6, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_lshlrev_b32_e32 v90, 4, v0
	v_lshlrev_b32_e32 v0, 4, v42
	v_add3_u32 v43, v0, v41, v43
	v_mul_lo_u32 v2, v42, s49
	v_ashrrev_i32_e32 v44, 31, v43
	v_lshlrev_b64 v[44:45], 3, v[43:44]
	v_mov_b32_e32 v12, s51
	v_add_co_u32_e32 v0, vcc, s50, v44
	v_add3_u32 v2, v2, v41, v90
	v_addc_co_u32_e32 v1, vcc, v12, v45, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b64 s[4:5], s[52:53], 3
	v_mov_b32_e32 v11, s5
	v_add_co_u32_e32 v4, vcc, s4, v0
	v_lshlrev_b64 v[6:7], 3, v[2:3]
	v_addc_co_u32_e32 v5, vcc, v1, v11, vcc
	v_mov_b32_e32 v13, s55
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v13, v7, vcc
	v_add_co_u32_e32 v8, vcc, s4, v4
	v_addc_co_u32_e32 v9, vcc, v5, v11, vcc
	v_add_co_u32_e32 v10, vcc, s4, v8
	v_addc_co_u32_e32 v11, vcc, v9, v11, vcc
	global_load_dwordx2 v[56:57], v[0:1], off
	global_load_dwordx2 v[58:59], v[4:5], off
	global_load_dwordx2 v[60:61], v[8:9], off
	global_load_dwordx2 v[62:63], v[10:11], off
	global_load_dwordx2 v[88:89], v[6:7], off
	s_lshl_b32 s86, s49, 2
	s_ashr_i32 s87, s86, 31
	v_mov_b32_e32 v1, s87
	v_add_co_u32_e32 v0, vcc, s86, v2
	s_lshl_b32 s4, s52, 2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_ashr_i32 s5, s4, 31
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_mad_i64_i32 v[2:3], s[6:7], s52, 3, v[2:3]
	s_lshl_b64 s[88:89], s[86:87], 3
	s_lshl_b64 s[6:7], s[52:53], 1
	s_add_u32 s6, s6, s4
	s_addc_u32 s7, s7, s5
	s_lshl_b64 s[6:7], s[6:7], 3
	s_add_u32 s87, s50, s6
	s_addc_u32 s92, s51, s7
	s_lshl_b64 s[90:91], s[4:5], 3
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_add_u32 s4, s52, s4
	s_addc_u32 s5, s53, s5
	v_add_co_u32_e32 v46, vcc, s54, v0
	s_lshl_b64 s[4:5], s[4:5], 3
	v_addc_co_u32_e32 v47, vcc, v13, v1, vcc
	v_lshlrev_b64 v[0:1], 3, v[2:3]
	s_add_u32 s93, s50, s4
	s_addc_u32 s94, s51, s5
	v_add_co_u32_e32 v92, vcc, s50, v0
	v_lshlrev_b32_e32 v0, 3, v41
	s_add_u32 s95, s50, s90
	v_addc_co_u32_e32 v93, vcc, v12, v1, vcc
	v_lshl_add_u32 v91, v42, 7, v0
	s_mul_i32 s47, s47, s49
	s_addc_u32 s96, s51, s91
	s_mov_b32 s49, s48
	s_mov_b32 s50, s48
	s_mov_b32 s51, s48
	s_mov_b32 s52, s48
	s_mov_b32 s53, s48
	s_mov_b32 s54, s48
	s_mov_b32 s55, s48
	s_mov_b32 s56, s48
	s_mov_b32 s57, s48
	s_mov_b32 s58, s48
	s_mov_b32 s59, s48
	s_mov_b32 s60, s48
	s_mov_b32 s61, s48
	s_mov_b32 s62, s48
	s_mov_b32 s63, s48
	s_mov_b32 s64, s48
	s_mov_b32 s65, s48
	s_mov_b32 s66, s48
	s_mov_b32 s67, s48
	s_mov_b32 s68, s48
	s_mov_b32 s69, s48
	s_mov_b32 s70, s48
	s_mov_b32 s71, s48
	s_mov_b32 s72, s48
	s_mov_b32 s73, s48
	s_mov_b32 s74, s48
	s_mov_b32 s75, s48
	s_mov_b32 s76, s48
	s_mov_b32 s77, s48
	s_mov_b32 s78, s48
	s_mov_b32 s79, s48
	v_mov_b32_e32 v0, s48
	s_mov_b32 s97, s86
	v_mov_b32_e32 v1, s49
	v_mov_b32_e32 v2, s50
	v_mov_b32_e32 v3, s51
	v_mov_b32_e32 v4, s52
	v_mov_b32_e32 v5, s53
	v_mov_b32_e32 v6, s54
	v_mov_b32_e32 v7, s55
	v_mov_b32_e32 v8, s56
	v_mov_b32_e32 v9, s57
	v_mov_b32_e32 v10, s58
	v_mov_b32_e32 v11, s59
	v_mov_b32_e32 v12, s60
	v_mov_b32_e32 v13, s61
	v_mov_b32_e32 v14, s62
	v_mov_b32_e32 v15, s63
	v_mov_b32_e32 v16, s64
	v_mov_b32_e32 v17, s65
	v_mov_b32_e32 v18, s66
	v_mov_b32_e32 v19, s67
	v_mov_b32_e32 v20, s68
	v_mov_b32_e32 v21, s69
	v_mov_b32_e32 v22, s70
	v_mov_b32_e32 v23, s71
	v_mov_b32_e32 v24, s72
	v_mov_b32_e32 v25, s73
	v_mov_b32_e32 v26, s74
	v_mov_b32_e32 v27, s75
	v_mov_b32_e32 v28, s76
	v_mov_b32_e32 v29, s77
	v_mov_b32_e32 v30, s78
	v_mov_b32_e32 v31, s79
	v_mov_b32_e32 v94, 0
	buffer_store_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z7barrierj@rel32@lo+4
	s_addc_u32 s49, s49, _Z7barrierj@rel32@hi+12
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s34, s42, 64
	v_mov_b32_e32 v0, s96
	v_add_co_u32_e32 v41, vcc, s95, v44
	s_addc_u32 s35, s43, 0
	v_addc_co_u32_e32 v42, vcc, v0, v45, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	ds_write_b64 v91, v[88:89]
	s_swappc_b64 s[30:31], s[48:49]
	ds_read_b128 v[0:3], v94
	ds_read_b128 v[4:7], v94 offset:16
	ds_read_b128 v[8:11], v94 offset:128
	ds_read_b128 v[12:15], v94 offset:144
	ds_read_b128 v[16:19], v94 offset:32
	ds_read_b128 v[20:23], v94 offset:48
	ds_read_b128 v[24:27], v94 offset:160
	buffer_load_dword v95, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v96, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v97, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v98, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v99, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v100, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v101, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v102, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v103, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v104, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v105, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v106, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v107, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v108, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v109, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v110, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v111, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v112, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v113, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v114, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v115, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v116, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v117, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v118, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v119, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v120, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v121, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v122, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v123, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v124, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v125, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v126, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_add_i32 s97, s97, s86
	s_waitcnt vmcnt(0) lgkmcnt(6)
	v_fma_f64 v[0:1], v[56:57], v[0:1], v[95:96]
	v_fma_f64 v[2:3], v[56:57], v[2:3], v[97:98]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[4:5], v[56:57], v[4:5], v[99:100]
	v_fma_f64 v[6:7], v[56:57], v[6:7], v[101:102]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[20:21], v[56:57], v[20:21], v[107:108]
	v_fma_f64 v[22:23], v[56:57], v[22:23], v[109:110]
	v_fma_f64 v[28:29], v[58:59], v[8:9], v[0:1]
	v_fma_f64 v[30:31], v[58:59], v[10:11], v[2:3]
	v_fma_f64 v[8:9], v[56:57], v[16:17], v[103:104]
	v_fma_f64 v[10:11], v[56:57], v[18:19], v[105:106]
	ds_read_b128 v[0:3], v94 offset:176
	v_fma_f64 v[12:13], v[58:59], v[12:13], v[4:5]
	v_fma_f64 v[14:15], v[58:59], v[14:15], v[6:7]
	ds_read_b128 v[4:7], v94 offset:256
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[16:17], v[58:59], v[24:25], v[8:9]
	v_fma_f64 v[18:19], v[58:59], v[26:27], v[10:11]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[24:25], v[58:59], v[0:1], v[20:21]
	v_fma_f64 v[26:27], v[58:59], v[2:3], v[22:23]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[20:21], v[60:61], v[4:5], v[28:29]
	v_fma_f64 v[22:23], v[60:61], v[6:7], v[30:31]
	ds_read_b128 v[8:11], v94 offset:272
	ds_read_b128 v[4:7], v94 offset:384
	ds_read_b128 v[0:3], v94 offset:288
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[95:96], v[62:63], v[4:5], v[20:21]
	v_fma_f64 v[97:98], v[62:63], v[6:7], v[22:23]
	ds_read_b128 v[20:23], v94 offset:192
	v_fma_f64 v[28:29], v[60:61], v[8:9], v[12:13]
	v_fma_f64 v[30:31], v[60:61], v[10:11], v[14:15]
	ds_read_b128 v[8:11], v94 offset:304
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[32:33], v[60:61], v[0:1], v[16:17]
	v_fma_f64 v[34:35], v[60:61], v[2:3], v[18:19]
	ds_read_b128 v[0:3], v94 offset:400
	ds_read_b128 v[12:15], v94 offset:416
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[8:9], v[60:61], v[8:9], v[24:25]
	ds_read_b128 v[4:7], v94 offset:432
	v_fma_f64 v[24:25], v[60:61], v[10:11], v[26:27]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[101:102], v[62:63], v[2:3], v[30:31]
	v_mov_b32_e32 v30, s92
	v_add_co_u32_e32 v26, vcc, s87, v44
	v_addc_co_u32_e32 v27, vcc, v30, v45, vcc
	v_fma_f64 v[99:100], v[62:63], v[0:1], v[28:29]
	v_mov_b32_e32 v29, s94
	v_add_co_u32_e64 v28, s[4:5], s93, v44
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[107:108], v[62:63], v[4:5], v[8:9]
	v_add_co_u32_e32 v4, vcc, v92, v44
	ds_read_b128 v[16:19], v94 offset:64
	ds_read_b128 v[0:3], v94 offset:80
	v_fma_f64 v[103:104], v[62:63], v[12:13], v[32:33]
	v_fma_f64 v[105:106], v[62:63], v[14:15], v[34:35]
	ds_read_b128 v[12:15], v94 offset:96
	ds_read_b128 v[8:11], v94 offset:112
	v_addc_co_u32_e64 v29, s[4:5], v29, v45, s[4:5]
	global_load_dwordx2 v[72:73], v[41:42], off
	global_load_dwordx2 v[74:75], v[28:29], off
	v_addc_co_u32_e32 v5, vcc, v93, v45, vcc
	global_load_dwordx2 v[76:77], v[26:27], off
	global_load_dwordx2 v[78:79], v[4:5], off
	global_load_dwordx2 v[88:89], v[46:47], off
	v_fma_f64 v[109:110], v[62:63], v[6:7], v[24:25]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[4:5], v[56:57], v[16:17], v[111:112]
	v_fma_f64 v[6:7], v[56:57], v[18:19], v[113:114]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[16:17], v[56:57], v[0:1], v[115:116]
	v_fma_f64 v[18:19], v[56:57], v[2:3], v[117:118]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[12:13], v[56:57], v[12:13], v[119:120]
	v_fma_f64 v[14:15], v[56:57], v[14:15], v[121:122]
	ds_read_b128 v[0:3], v94 offset:208
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[8:9], v[56:57], v[8:9], v[123:124]
	v_fma_f64 v[10:11], v[56:57], v[10:11], v[125:126]
	v_fma_f64 v[20:21], v[58:59], v[20:21], v[4:5]
	v_fma_f64 v[22:23], v[58:59], v[22:23], v[6:7]
	ds_read_b128 v[4:7], v94 offset:224
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[16:17], v[58:59], v[0:1], v[16:17]
	v_fma_f64 v[18:19], v[58:59], v[2:3], v[18:19]
	ds_read_b128 v[0:3], v94 offset:240
	s_mov_b64 s[4:5], s[40:41]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[12:13], v[58:59], v[4:5], v[12:13]
	v_fma_f64 v[14:15], v[58:59], v[6:7], v[14:15]
	ds_read_b128 v[4:7], v94 offset:320
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[8:9], v[58:59], v[0:1], v[8:9]
	v_fma_f64 v[10:11], v[58:59], v[2:3], v[10:11]
	ds_read_b128 v[0:3], v94 offset:336
	v_mov_b32_e32 v31, v40
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[20:21], v[60:61], v[4:5], v[20:21]
	v_fma_f64 v[22:23], v[60:61], v[6:7], v[22:23]
	ds_read_b128 v[4:7], v94 offset:352
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[16:17], v[60:61], v[0:1], v[16:17]
	v_fma_f64 v[18:19], v[60:61], v[2:3], v[18:19]
	ds_read_b128 v[0:3], v94 offset:368
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[12:13], v[60:61], v[4:5], v[12:13]
	v_fma_f64 v[14:15], v[60:61], v[6:7], v[14:15]
	ds_read_b128 v[4:7], v94 offset:448
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[24:25], v[60:61], v[0:1], v[8:9]
	v_fma_f64 v[26:27], v[60:61], v[2:3], v[10:11]
	ds_read_b128 v[0:3], v94 offset:464
	ds_read_b128 v[8:11], v94 offset:496
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[111:112], v[62:63], v[4:5], v[20:21]
	v_fma_f64 v[113:114], v[62:63], v[6:7], v[22:23]
	ds_read_b128 v[4:7], v94 offset:480
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[115:116], v[62:63], v[0:1], v[16:17]
	v_fma_f64 v[117:118], v[62:63], v[2:3], v[18:19]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[123:124], v[62:63], v[8:9], v[24:25]
	v_fma_f64 v[125:126], v[62:63], v[10:11], v[26:27]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[119:120], v[62:63], v[4:5], v[12:13]
	v_fma_f64 v[121:122], v[62:63], v[6:7], v[14:15]
	v_mov_b32_e32 v0, 1
	buffer_store_dword v95, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v96, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v97, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v98, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v99, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v100, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v101, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v102, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v103, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v104, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v105, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v106, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v107, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v108, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v109, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v110, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v111, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v112, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v113, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v114, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v115, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v116, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v117, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v118, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v119, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v120, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v121, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v122, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v123, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v124, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v125, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v0, s89
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v0, vcc
	v_mov_b32_e32 v0, s91
	v_add_co_u32_e32 v44, vcc, s90, v44
	v_mov_b32_e32 v56, v72
	v_addc_co_u32_e32 v45, vcc, v45, v0, vcc
	s_cmp_lt_i32 s97, s47
	v_mov_b32_e32 v57, v73
	v_mov_b32_e32 v58, v74
	v_mov_b32_e32 v59, v75
	v_mov_b32_e32 v60, v76
	v_mov_b32_e32 v61, v77
	v_mov_b32_e32 v62, v78
	v_mov_b32_e32 v63, v79
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_mul_lo_u32 v0, v90, s46
	s_add_u32 s8, s42, 64
	v_mov_b32_e32 v2, s85
	s_addc_u32 s9, s43, 0
	v_add_u32_e32 v0, v0, v43
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v41, vcc, s84, v0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_addc_co_u32_e32 v42, vcc, v2, v1, vcc
	ds_write_b64 v91, v[88:89]
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v36, 0
	global_load_dwordx2 v[32:33], v[41:42], off
	ds_read_b128 v[0:3], v36
	ds_read_b128 v[4:7], v36 offset:16
	buffer_load_dword v80, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v81, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v82, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v83, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v84, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v85, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v86, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v87, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v88, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v89, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v90, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v91, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v92, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v93, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v94, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v95, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v96, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v97, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v98, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v99, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v100, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v101, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v102, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v103, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v104, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v105, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v106, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v107, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v108, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v109, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v110, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v111, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	ds_read_b128 v[8:11], v36 offset:128
	ds_read_b128 v[12:15], v36 offset:144
	ds_read_b128 v[16:19], v36 offset:256
	ds_read_b128 v[20:23], v36 offset:272
	ds_read_b128 v[24:27], v36 offset:384
	ds_read_b128 v[28:31], v36 offset:400
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[4:5], s[46:47], 3
	v_mov_b32_e32 v37, s5
	s_waitcnt vmcnt(0) lgkmcnt(7)
	v_fma_f64 v[0:1], v[72:73], v[0:1], v[80:81]
	v_fma_f64 v[2:3], v[72:73], v[2:3], v[82:83]
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[4:5], v[72:73], v[4:5], v[84:85]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[0:1], v[74:75], v[8:9], v[0:1]
	v_mul_f64 v[8:9], v[32:33], s[82:83]
	v_fma_f64 v[2:3], v[74:75], v[10:11], v[2:3]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[4:5], v[74:75], v[12:13], v[4:5]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[0:1], v[76:77], v[16:17], v[0:1]
	v_fma_f64 v[2:3], v[76:77], v[18:19], v[2:3]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[4:5], v[76:77], v[20:21], v[4:5]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[0:1], v[78:79], v[24:25], v[0:1]
	v_fma_f64 v[2:3], v[78:79], v[26:27], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[4:5], v[78:79], v[28:29], v[4:5]
	v_fma_f64 v[0:1], s[80:81], v[0:1], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v41
	v_addc_co_u32_e32 v9, vcc, v42, v37, vcc
	global_store_dwordx2 v[41:42], v[0:1], off
	global_load_dwordx2 v[0:1], v[8:9], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[2:3], v[0:1]
	v_add_co_u32_e32 v2, vcc, s4, v8
	v_addc_co_u32_e32 v3, vcc, v9, v37, vcc
	global_store_dwordx2 v[8:9], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[4:5], v[0:1]
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v37, vcc
	v_add_co_u32_e32 v32, vcc, s4, v4
	v_addc_co_u32_e32 v33, vcc, v5, v37, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_fma_f64 v[2:3], v[72:73], v[6:7], v[86:87]
	v_fma_f64 v[2:3], v[74:75], v[14:15], v[2:3]
	v_fma_f64 v[2:3], v[76:77], v[22:23], v[2:3]
	v_fma_f64 v[2:3], v[78:79], v[30:31], v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[2:3], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[34:35], v[32:33], off
	ds_read_b128 v[0:3], v36 offset:32
	ds_read_b128 v[4:7], v36 offset:48
	ds_read_b128 v[8:11], v36 offset:160
	ds_read_b128 v[12:15], v36 offset:176
	ds_read_b128 v[16:19], v36 offset:288
	ds_read_b128 v[20:23], v36 offset:304
	ds_read_b128 v[24:27], v36 offset:416
	ds_read_b128 v[28:31], v36 offset:432
	s_waitcnt lgkmcnt(7)
	v_fma_f64 v[0:1], v[72:73], v[0:1], v[88:89]
	v_fma_f64 v[2:3], v[72:73], v[2:3], v[90:91]
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[4:5], v[72:73], v[4:5], v[92:93]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[0:1], v[74:75], v[8:9], v[0:1]
	v_fma_f64 v[2:3], v[74:75], v[10:11], v[2:3]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[4:5], v[74:75], v[12:13], v[4:5]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[0:1], v[76:77], v[16:17], v[0:1]
	v_fma_f64 v[2:3], v[76:77], v[18:19], v[2:3]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[4:5], v[76:77], v[20:21], v[4:5]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[0:1], v[78:79], v[24:25], v[0:1]
	v_fma_f64 v[2:3], v[78:79], v[26:27], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[4:5], v[78:79], v[28:29], v[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[8:9], v[34:35], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[0:1], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v32
	v_addc_co_u32_e32 v9, vcc, v33, v37, vcc
	global_store_dwordx2 v[32:33], v[0:1], off
	global_load_dwordx2 v[0:1], v[8:9], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[2:3], v[0:1]
	v_add_co_u32_e32 v2, vcc, s4, v8
	v_addc_co_u32_e32 v3, vcc, v9, v37, vcc
	global_store_dwordx2 v[8:9], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[4:5], v[0:1]
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v37, vcc
	v_add_co_u32_e32 v32, vcc, s4, v4
	v_addc_co_u32_e32 v33, vcc, v5, v37, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_fma_f64 v[2:3], v[72:73], v[6:7], v[94:95]
	v_fma_f64 v[2:3], v[74:75], v[14:15], v[2:3]
	v_fma_f64 v[2:3], v[76:77], v[22:23], v[2:3]
	v_fma_f64 v[2:3], v[78:79], v[30:31], v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[2:3], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[34:35], v[32:33], off
	ds_read_b128 v[0:3], v36 offset:64
	ds_read_b128 v[4:7], v36 offset:80
	ds_read_b128 v[8:11], v36 offset:192
	ds_read_b128 v[12:15], v36 offset:208
	ds_read_b128 v[16:19], v36 offset:320
	ds_read_b128 v[20:23], v36 offset:336
	ds_read_b128 v[24:27], v36 offset:448
	ds_read_b128 v[28:31], v36 offset:464
	s_waitcnt lgkmcnt(7)
	v_fma_f64 v[0:1], v[72:73], v[0:1], v[96:97]
	v_fma_f64 v[2:3], v[72:73], v[2:3], v[98:99]
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[4:5], v[72:73], v[4:5], v[100:101]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[0:1], v[74:75], v[8:9], v[0:1]
	v_fma_f64 v[2:3], v[74:75], v[10:11], v[2:3]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[4:5], v[74:75], v[12:13], v[4:5]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[0:1], v[76:77], v[16:17], v[0:1]
	v_fma_f64 v[2:3], v[76:77], v[18:19], v[2:3]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[4:5], v[76:77], v[20:21], v[4:5]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[0:1], v[78:79], v[24:25], v[0:1]
	v_fma_f64 v[2:3], v[78:79], v[26:27], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[4:5], v[78:79], v[28:29], v[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[8:9], v[34:35], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[0:1], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v32
	v_addc_co_u32_e32 v9, vcc, v33, v37, vcc
	global_store_dwordx2 v[32:33], v[0:1], off
	global_load_dwordx2 v[0:1], v[8:9], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[2:3], v[0:1]
	v_add_co_u32_e32 v2, vcc, s4, v8
	v_addc_co_u32_e32 v3, vcc, v9, v37, vcc
	global_store_dwordx2 v[8:9], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[4:5], v[0:1]
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v37, vcc
	v_add_co_u32_e32 v32, vcc, s4, v4
	v_addc_co_u32_e32 v33, vcc, v5, v37, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_fma_f64 v[2:3], v[72:73], v[6:7], v[102:103]
	v_fma_f64 v[2:3], v[74:75], v[14:15], v[2:3]
	v_fma_f64 v[2:3], v[76:77], v[22:23], v[2:3]
	v_fma_f64 v[2:3], v[78:79], v[30:31], v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[2:3], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[34:35], v[32:33], off
	ds_read_b128 v[0:3], v36 offset:96
	ds_read_b128 v[4:7], v36 offset:112
	ds_read_b128 v[8:11], v36 offset:224
	ds_read_b128 v[12:15], v36 offset:240
	ds_read_b128 v[16:19], v36 offset:352
	ds_read_b128 v[20:23], v36 offset:368
	ds_read_b128 v[24:27], v36 offset:480
	ds_read_b128 v[28:31], v36 offset:496
	s_waitcnt lgkmcnt(7)
	v_fma_f64 v[0:1], v[72:73], v[0:1], v[104:105]
	v_fma_f64 v[2:3], v[72:73], v[2:3], v[106:107]
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[4:5], v[72:73], v[4:5], v[108:109]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[0:1], v[74:75], v[8:9], v[0:1]
	v_fma_f64 v[2:3], v[74:75], v[10:11], v[2:3]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[4:5], v[74:75], v[12:13], v[4:5]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[0:1], v[76:77], v[16:17], v[0:1]
	v_fma_f64 v[2:3], v[76:77], v[18:19], v[2:3]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[4:5], v[76:77], v[20:21], v[4:5]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[0:1], v[78:79], v[24:25], v[0:1]
	v_fma_f64 v[2:3], v[78:79], v[26:27], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[4:5], v[78:79], v[28:29], v[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[8:9], v[34:35], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[0:1], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v32
	v_addc_co_u32_e32 v9, vcc, v33, v37, vcc
	global_store_dwordx2 v[32:33], v[0:1], off
	global_load_dwordx2 v[0:1], v[8:9], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[2:3], v[0:1]
	v_add_co_u32_e32 v2, vcc, s4, v8
	v_addc_co_u32_e32 v3, vcc, v9, v37, vcc
	global_store_dwordx2 v[8:9], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[4:5], v[0:1]
	v_fma_f64 v[4:5], v[72:73], v[6:7], v[110:111]
	global_store_dwordx2 v[2:3], v[0:1], off
	v_add_co_u32_e32 v0, vcc, s4, v2
	v_addc_co_u32_e32 v1, vcc, v3, v37, vcc
	global_load_dwordx2 v[2:3], v[0:1], off
	v_fma_f64 v[4:5], v[74:75], v[14:15], v[4:5]
	v_fma_f64 v[4:5], v[76:77], v[22:23], v[4:5]
	v_fma_f64 v[4:5], v[78:79], v[30:31], v[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[2:3], v[2:3], s[82:83]
	v_fma_f64 v[2:3], s[80:81], v[4:5], v[2:3]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemmNT
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 16528
		.amdhsa_kernarg_size 120
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 127
		.amdhsa_next_free_sgpr 98
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	sgemmNT, .Lfunc_end0-sgemmNT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5660
; NumSgprs: 104
; NumVgprs: 127
; ScratchSize: 16528
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 104
; NumVGPRsForWavesPerEU: 127
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	sgemmNN                 ; -- Begin function sgemmNN
	.globl	sgemmNN
	.p2align	8
	.type	sgemmNN,@function
sgemmNN:                                ; @sgemmNN
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx2 s[56:57], s[8:9], 0x0
	s_load_dword s50, s[8:9], 0x8
	s_load_dwordx2 s[54:55], s[8:9], 0x10
	s_load_dword s52, s[8:9], 0x18
	s_load_dwordx2 s[84:85], s[8:9], 0x20
	s_load_dwordx2 s[46:47], s[8:9], 0x28
	s_load_dwordx4 s[80:83], s[8:9], 0x30
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s53, s52, 31
	s_add_u32 s34, s38, 64
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s35, s39, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x2400
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s59, s59, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 s48, 0
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s59, s59, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	v_lshlrev_b32_e32 v43, 6, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	v_lshlrev_b32_e32 v62, 4, v0
	v_add_u32_e32 v0, v62, v42
	v_mul_lo_u32 v0, v0, s52
	v_lshlrev_b32_e32 v1, 4, v42
	v_add3_u32 v43, v1, v41, v43
	s_movk_i32 s4, 0x88
	v_ashrrev_i32_e32 v44, 31, v43
	v_mul_lo_u32 v5, v41, s4
	s_lshl_b32 s4, s52, 2
	v_add_u32_e32 v2, v0, v41
	v_lshlrev_b64 v[0:1], 3, v[43:44]
	s_ashr_i32 s5, s4, 31
	v_ashrrev_i32_e32 v3, 31, v2
	s_lshl_b64 s[6:7], s[52:53], 5
	s_lshl_b64 s[86:87], s[4:5], 3
	v_mov_b32_e32 v4, s57
	v_add_co_u32_e32 v0, vcc, s56, v0
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_u32 s90, s6, s86
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_addc_u32 s91, s7, s87
	s_lshl_b64 s[4:5], s[52:53], 6
	v_mov_b32_e32 v4, s55
	v_add_co_u32_e32 v44, vcc, s54, v2
	s_add_u32 s92, s4, s86
	v_addc_co_u32_e32 v45, vcc, v4, v3, vcc
	v_lshl_add_u32 v63, v42, 3, v5
	s_addc_u32 s93, s5, s87
	s_lshl_b64 s[88:89], s[50:51], 3
	s_mov_b32 s49, s48
	s_mov_b32 s50, s48
	s_mov_b32 s51, s48
	s_mov_b32 s52, s48
	s_mov_b32 s53, s48
	s_mov_b32 s54, s48
	s_mov_b32 s55, s48
	s_mov_b32 s56, s48
	s_mov_b32 s57, s48
	s_mov_b32 s58, s48
	s_mov_b32 s59, s48
	s_mov_b32 s60, s48
	s_mov_b32 s61, s48
	s_mov_b32 s62, s48
	s_mov_b32 s63, s48
	s_mov_b32 s64, s48
	s_mov_b32 s65, s48
	s_mov_b32 s66, s48
	s_mov_b32 s67, s48
	s_mov_b32 s68, s48
	s_mov_b32 s69, s48
	s_mov_b32 s70, s48
	s_mov_b32 s71, s48
	s_mov_b32 s72, s48
	s_mov_b32 s73, s48
	s_mov_b32 s74, s48
	s_mov_b32 s75, s48
	s_mov_b32 s76, s48
	s_mov_b32 s77, s48
	s_mov_b32 s78, s48
	s_mov_b32 s79, s48
	v_mov_b32_e32 v2, s48
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0x7f8
	v_mov_b32_e32 v74, 0x808
	v_mov_b32_e32 v75, 0x818
	v_mov_b32_e32 v76, 0x828
	v_mov_b32_e32 v77, 0x838
	v_mov_b32_e32 v78, 0x848
	v_mov_b32_e32 v79, 0x858
	v_mov_b32_e32 v88, 0x868
	v_mov_b32_e32 v3, s49
	v_mov_b32_e32 v4, s50
	v_mov_b32_e32 v5, s51
	v_mov_b32_e32 v6, s52
	v_mov_b32_e32 v7, s53
	v_mov_b32_e32 v8, s54
	v_mov_b32_e32 v9, s55
	v_mov_b32_e32 v10, s56
	v_mov_b32_e32 v11, s57
	v_mov_b32_e32 v12, s58
	v_mov_b32_e32 v13, s59
	v_mov_b32_e32 v14, s60
	v_mov_b32_e32 v15, s61
	v_mov_b32_e32 v16, s62
	v_mov_b32_e32 v17, s63
	v_mov_b32_e32 v18, s64
	v_mov_b32_e32 v19, s65
	v_mov_b32_e32 v20, s66
	v_mov_b32_e32 v21, s67
	v_mov_b32_e32 v22, s68
	v_mov_b32_e32 v23, s69
	v_mov_b32_e32 v24, s70
	v_mov_b32_e32 v25, s71
	v_mov_b32_e32 v26, s72
	v_mov_b32_e32 v27, s73
	v_mov_b32_e32 v28, s74
	v_mov_b32_e32 v29, s75
	v_mov_b32_e32 v30, s76
	v_mov_b32_e32 v31, s77
	v_mov_b32_e32 v32, s78
	v_mov_b32_e32 v33, s79
	buffer_store_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, s87
	v_add_co_u32_e32 v4, vcc, s86, v44
	v_addc_co_u32_e32 v5, vcc, v45, v5, vcc
	v_mov_b32_e32 v7, s91
	v_add_co_u32_e32 v6, vcc, s90, v44
	v_addc_co_u32_e32 v7, vcc, v45, v7, vcc
	v_mov_b32_e32 v9, s93
	v_add_co_u32_e32 v8, vcc, s92, v44
	v_addc_co_u32_e32 v9, vcc, v45, v9, vcc
	global_load_dwordx2 v[60:61], v[0:1], off
	v_mov_b32_e32 v89, s89
	v_add_co_u32_e32 v0, vcc, s88, v0
	v_addc_co_u32_e32 v1, vcc, v1, v89, vcc
	global_load_dwordx2 v[2:3], v[44:45], off
	global_load_dwordx2 v[10:11], v[4:5], off
	global_load_dwordx2 v[12:13], v[6:7], off
	global_load_dwordx2 v[14:15], v[8:9], off
	v_add_co_u32_e32 v4, vcc, s88, v0
	v_addc_co_u32_e32 v5, vcc, v1, v89, vcc
	v_add_co_u32_e32 v46, vcc, s88, v4
	v_addc_co_u32_e32 v47, vcc, v5, v89, vcc
	global_load_dwordx2 v[58:59], v[0:1], off
	global_load_dwordx2 v[56:57], v[4:5], off
	global_load_dwordx2 v[41:42], v[46:47], off
	s_add_u32 s34, s38, 64
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, 1
	s_waitcnt vmcnt(5)
	ds_write2_b64 v63, v[2:3], v[10:11] offset1:4
	s_waitcnt vmcnt(3)
	ds_write2_b64 v63, v[12:13], v[14:15] offset0:8 offset1:12
	s_swappc_b64 s[30:31], s[50:51]
	ds_read_b128 v[0:3], v72
	ds_read_b128 v[4:7], v72 offset:16
	ds_read_b128 v[12:15], v72 offset:32
	ds_read_b128 v[8:11], v72 offset:48
	ds_read_b128 v[24:27], v72 offset:64
	buffer_load_dword v90, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v91, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v92, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v93, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v94, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v95, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v96, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v97, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v98, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v99, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v100, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v101, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v102, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v103, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v104, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v105, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v106, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v107, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v108, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v109, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v110, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v111, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v112, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v113, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v114, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v115, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v116, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v117, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v118, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v119, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v120, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v121, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_add_i32 s48, s48, 16
	s_waitcnt vmcnt(0) lgkmcnt(4)
	v_fma_f64 v[22:23], v[60:61], v[0:1], v[90:91]
	v_fma_f64 v[20:21], v[60:61], v[2:3], v[92:93]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[16:17], v[60:61], v[4:5], v[94:95]
	v_fma_f64 v[18:19], v[60:61], v[6:7], v[96:97]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[4:5], v[60:61], v[12:13], v[98:99]
	v_fma_f64 v[6:7], v[60:61], v[14:15], v[100:101]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[0:1], v[60:61], v[8:9], v[102:103]
	v_fma_f64 v[2:3], v[60:61], v[10:11], v[104:105]
	ds_read_b128 v[12:15], v72 offset:80
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[10:11], v[60:61], v[24:25], v[106:107]
	v_fma_f64 v[8:9], v[60:61], v[26:27], v[108:109]
	ds_read_b128 v[24:27], v72 offset:96
	ds_read_b128 v[28:31], v72 offset:112
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[12:13], v[60:61], v[12:13], v[110:111]
	v_fma_f64 v[14:15], v[60:61], v[14:15], v[112:113]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[64:65], v[60:61], v[24:25], v[114:115]
	v_fma_f64 v[66:67], v[60:61], v[26:27], v[116:117]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[68:69], v[60:61], v[28:29], v[118:119]
	v_fma_f64 v[60:61], v[60:61], v[30:31], v[120:121]
	ds_read2_b64 v[24:27], v72 offset0:17 offset1:18
	ds_read2_b64 v[28:31], v72 offset0:19 offset1:20
	ds_read2_b64 v[32:35], v72 offset0:21 offset1:22
	ds_read2_b64 v[36:39], v72 offset0:23 offset1:24
	ds_read2_b64 v[48:51], v72 offset0:25 offset1:26
	ds_read2_b64 v[52:55], v72 offset0:27 offset1:28
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[70:71], v[58:59], v[24:25], v[22:23]
	v_fma_f64 v[80:81], v[58:59], v[26:27], v[20:21]
	ds_read2_b64 v[20:23], v72 offset0:29 offset1:30
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[28:29], v[58:59], v[28:29], v[16:17]
	v_fma_f64 v[30:31], v[58:59], v[30:31], v[18:19]
	ds_read2_b64 v[16:19], v72 offset0:31 offset1:32
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[32:33], v[58:59], v[32:33], v[4:5]
	v_fma_f64 v[34:35], v[58:59], v[34:35], v[6:7]
	ds_read_b128 v[4:7], v72 offset:272
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[58:59], v[36:37], v[0:1]
	v_fma_f64 v[38:39], v[58:59], v[38:39], v[2:3]
	ds_read_b128 v[0:3], v72 offset:288
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[48:49], v[58:59], v[48:49], v[10:11]
	v_fma_f64 v[50:51], v[58:59], v[50:51], v[8:9]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[52:53], v[58:59], v[52:53], v[12:13]
	v_fma_f64 v[54:55], v[58:59], v[54:55], v[14:15]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[64:65], v[58:59], v[20:21], v[64:65]
	v_fma_f64 v[66:67], v[58:59], v[22:23], v[66:67]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[68:69], v[58:59], v[16:17], v[68:69]
	v_fma_f64 v[58:59], v[58:59], v[18:19], v[60:61]
	ds_read_b128 v[8:11], v72 offset:304
	ds_read_b128 v[12:15], v72 offset:320
	ds_read_b128 v[20:23], v72 offset:336
	ds_read_b128 v[16:19], v72 offset:352
	ds_read_b128 v[24:27], v72 offset:368
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[60:61], v[56:57], v[4:5], v[70:71]
	v_fma_f64 v[70:71], v[56:57], v[6:7], v[80:81]
	ds_read_b128 v[4:7], v72 offset:384
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[28:29], v[56:57], v[0:1], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[2:3], v[30:31]
	ds_read2_b64 v[0:3], v72 offset0:51 offset1:52
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[32:33], v[56:57], v[8:9], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[10:11], v[34:35]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[56:57], v[12:13], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[14:15], v[38:39]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[48:49], v[56:57], v[20:21], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[22:23], v[50:51]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[52:53], v[56:57], v[16:17], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[18:19], v[54:55]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[56:57], v[24:25], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[26:27], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[4:5], v[68:69]
	v_fma_f64 v[56:57], v[56:57], v[6:7], v[58:59]
	ds_read2_b64 v[8:11], v72 offset0:53 offset1:54
	ds_read2_b64 v[12:15], v72 offset0:55 offset1:56
	ds_read2_b64 v[20:23], v72 offset0:57 offset1:58
	ds_read2_b64 v[16:19], v72 offset0:59 offset1:60
	ds_read2_b64 v[24:27], v72 offset0:61 offset1:62
	ds_read2_b64 v[4:7], v72 offset0:63 offset1:64
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[58:59], v[41:42], v[0:1], v[60:61]
	v_fma_f64 v[60:61], v[41:42], v[2:3], v[70:71]
	ds_read2_b64 v[0:3], v72 offset0:65 offset1:66
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[28:29], v[41:42], v[8:9], v[28:29]
	v_fma_f64 v[30:31], v[41:42], v[10:11], v[30:31]
	ds_read_b128 v[8:11], v72 offset:544
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[32:33], v[41:42], v[12:13], v[32:33]
	v_fma_f64 v[34:35], v[41:42], v[14:15], v[34:35]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[41:42], v[20:21], v[36:37]
	v_fma_f64 v[38:39], v[41:42], v[22:23], v[38:39]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[48:49], v[41:42], v[16:17], v[48:49]
	v_fma_f64 v[50:51], v[41:42], v[18:19], v[50:51]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[52:53], v[41:42], v[24:25], v[52:53]
	v_fma_f64 v[54:55], v[41:42], v[26:27], v[54:55]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[41:42], v[4:5], v[64:65]
	v_fma_f64 v[66:67], v[41:42], v[6:7], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[41:42], v[0:1], v[68:69]
	v_fma_f64 v[41:42], v[41:42], v[2:3], v[56:57]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read_b128 v[12:15], v72 offset:560
	ds_read_b128 v[20:23], v72 offset:576
	ds_read_b128 v[16:19], v72 offset:592
	ds_read_b128 v[24:27], v72 offset:608
	ds_read_b128 v[4:7], v72 offset:624
	ds_read_b128 v[0:3], v72 offset:640
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(6)
	v_fma_f64 v[58:59], v[56:57], v[8:9], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[10:11], v[60:61]
	ds_read_b128 v[8:11], v72 offset:656
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[28:29], v[56:57], v[12:13], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[14:15], v[30:31]
	ds_read2_b64 v[12:15], v72 offset0:85 offset1:86
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[32:33], v[56:57], v[20:21], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[22:23], v[34:35]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[56:57], v[16:17], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[18:19], v[38:39]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[48:49], v[56:57], v[24:25], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[26:27], v[50:51]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[52:53], v[56:57], v[4:5], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[6:7], v[54:55]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[56:57], v[0:1], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[2:3], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[8:9], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[10:11], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read2_b64 v[20:23], v72 offset0:87 offset1:88
	ds_read2_b64 v[16:19], v72 offset0:89 offset1:90
	ds_read2_b64 v[24:27], v72 offset0:91 offset1:92
	ds_read2_b64 v[4:7], v72 offset0:93 offset1:94
	ds_read2_b64 v[0:3], v72 offset0:95 offset1:96
	ds_read2_b64 v[8:11], v72 offset0:97 offset1:98
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(6)
	v_fma_f64 v[58:59], v[56:57], v[12:13], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[14:15], v[60:61]
	ds_read2_b64 v[12:15], v72 offset0:99 offset1:100
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[28:29], v[56:57], v[20:21], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[22:23], v[30:31]
	ds_read_b128 v[20:23], v72 offset:816
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[32:33], v[56:57], v[16:17], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[18:19], v[34:35]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[56:57], v[24:25], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[26:27], v[38:39]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[48:49], v[56:57], v[4:5], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[6:7], v[50:51]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[52:53], v[56:57], v[0:1], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[2:3], v[54:55]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[56:57], v[8:9], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[10:11], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[12:13], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[14:15], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read_b128 v[16:19], v72 offset:832
	ds_read_b128 v[24:27], v72 offset:848
	ds_read_b128 v[4:7], v72 offset:864
	ds_read_b128 v[0:3], v72 offset:880
	ds_read_b128 v[8:11], v72 offset:896
	ds_read_b128 v[12:15], v72 offset:912
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(6)
	v_fma_f64 v[58:59], v[56:57], v[20:21], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[22:23], v[60:61]
	ds_read_b128 v[20:23], v72 offset:928
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[28:29], v[56:57], v[16:17], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[18:19], v[30:31]
	ds_read2_b64 v[16:19], v72 offset0:119 offset1:120
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[32:33], v[56:57], v[24:25], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[26:27], v[34:35]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[56:57], v[4:5], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[6:7], v[38:39]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[48:49], v[56:57], v[0:1], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[2:3], v[50:51]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[52:53], v[56:57], v[8:9], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[10:11], v[54:55]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[56:57], v[12:13], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[14:15], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[20:21], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[22:23], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read2_b64 v[8:11], v72 offset0:127 offset1:128
	ds_read2_b64 v[24:27], v72 offset0:121 offset1:122
	ds_read2_b64 v[4:7], v72 offset0:123 offset1:124
	ds_read2_b64 v[0:3], v72 offset0:125 offset1:126
	ds_read2_b64 v[12:15], v72 offset0:129 offset1:130
	ds_read2_b64 v[20:23], v72 offset0:131 offset1:132
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(5)
	v_fma_f64 v[48:49], v[56:57], v[8:9], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[10:11], v[50:51]
	ds_read2_b64 v[8:11], v72 offset0:133 offset1:134
	v_fma_f64 v[58:59], v[56:57], v[16:17], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[18:19], v[60:61]
	ds_read_b128 v[16:19], v72 offset:1088
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[28:29], v[56:57], v[24:25], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[26:27], v[30:31]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[32:33], v[56:57], v[4:5], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[6:7], v[34:35]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[36:37], v[56:57], v[0:1], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[2:3], v[38:39]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[52:53], v[56:57], v[12:13], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[14:15], v[54:55]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[56:57], v[20:21], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[22:23], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[8:9], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[10:11], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read_b128 v[24:27], v72 offset:1104
	ds_read_b128 v[4:7], v72 offset:1120
	ds_read_b128 v[0:3], v72 offset:1136
	ds_read_b128 v[20:23], v72 offset:1152
	ds_read2_b64 v[12:15], v72 offset0:153 offset1:154
	ds_read_b128 v[8:11], v72 offset:1168
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(6)
	v_fma_f64 v[58:59], v[56:57], v[16:17], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[18:19], v[60:61]
	ds_read_b128 v[16:19], v72 offset:1184
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[28:29], v[56:57], v[24:25], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[26:27], v[30:31]
	ds_read_b128 v[24:27], v72 offset:1200
	s_waitcnt lgkmcnt(6)
	v_fma_f64 v[32:33], v[56:57], v[4:5], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[6:7], v[34:35]
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[56:57], v[0:1], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[2:3], v[38:39]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[48:49], v[56:57], v[20:21], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[22:23], v[50:51]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[52:53], v[56:57], v[8:9], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[10:11], v[54:55]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[64:65], v[56:57], v[16:17], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[18:19], v[66:67]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[68:69], v[56:57], v[24:25], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[26:27], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read2_b64 v[20:23], v72 offset0:159 offset1:160
	ds_read2_b64 v[8:11], v72 offset0:161 offset1:162
	ds_read2_b64 v[4:7], v72 offset0:155 offset1:156
	ds_read2_b64 v[0:3], v72 offset0:157 offset1:158
	ds_read2_b64 v[16:19], v72 offset0:163 offset1:164
	ds_read2_b64 v[24:27], v72 offset0:165 offset1:166
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(4)
	v_fma_f64 v[48:49], v[56:57], v[8:9], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[10:11], v[50:51]
	ds_read2_b64 v[8:11], v72 offset0:167 offset1:168
	v_fma_f64 v[58:59], v[56:57], v[12:13], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[14:15], v[60:61]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[28:29], v[56:57], v[4:5], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[6:7], v[30:31]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[32:33], v[56:57], v[0:1], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[2:3], v[34:35]
	v_fma_f64 v[36:37], v[56:57], v[20:21], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[22:23], v[38:39]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[52:53], v[56:57], v[16:17], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[18:19], v[54:55]
	ds_read2_b64 v[16:19], v72 offset0:187 offset1:188
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[56:57], v[24:25], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[26:27], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[8:9], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[10:11], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read_b128 v[12:15], v72 offset:1360
	ds_read_b128 v[4:7], v72 offset:1376
	ds_read_b128 v[0:3], v72 offset:1392
	ds_read_b128 v[20:23], v72 offset:1408
	ds_read_b128 v[24:27], v72 offset:1424
	ds_read_b128 v[8:11], v72 offset:1440
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(5)
	v_fma_f64 v[58:59], v[56:57], v[12:13], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[14:15], v[60:61]
	ds_read_b128 v[12:15], v72 offset:1456
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[28:29], v[56:57], v[4:5], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[6:7], v[30:31]
	ds_read_b128 v[4:7], v72 offset:1472
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[32:33], v[56:57], v[0:1], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[2:3], v[34:35]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[36:37], v[56:57], v[20:21], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[22:23], v[38:39]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[48:49], v[56:57], v[24:25], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[26:27], v[50:51]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[52:53], v[56:57], v[8:9], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[10:11], v[54:55]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[64:65], v[56:57], v[12:13], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[14:15], v[66:67]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[68:69], v[56:57], v[4:5], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[6:7], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	ds_read2_b64 v[24:27], v72 offset0:193 offset1:194
	ds_read2_b64 v[8:11], v72 offset0:195 offset1:196
	ds_read2_b64 v[0:3], v72 offset0:189 offset1:190
	ds_read2_b64 v[20:23], v72 offset0:191 offset1:192
	ds_read2_b64 v[12:15], v72 offset0:197 offset1:198
	ds_read2_b64 v[4:7], v72 offset0:199 offset1:200
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	s_waitcnt vmcnt(0) lgkmcnt(4)
	v_fma_f64 v[48:49], v[56:57], v[8:9], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[10:11], v[50:51]
	ds_read2_b64 v[8:11], v72 offset0:201 offset1:202
	v_fma_f64 v[58:59], v[56:57], v[16:17], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[18:19], v[60:61]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[28:29], v[56:57], v[0:1], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[2:3], v[30:31]
	s_waitcnt lgkmcnt(3)
	v_fma_f64 v[32:33], v[56:57], v[20:21], v[32:33]
	v_fma_f64 v[34:35], v[56:57], v[22:23], v[34:35]
	v_fma_f64 v[36:37], v[56:57], v[24:25], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[26:27], v[38:39]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[52:53], v[56:57], v[12:13], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[14:15], v[54:55]
	ds_read2_b64 v[12:15], v72 offset0:221 offset1:222
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[64:65], v[56:57], v[4:5], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[6:7], v[66:67]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[8:9], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[10:11], v[41:42]
	global_load_dwordx2 v[56:57], v[46:47], off
	v_add_co_u32_e32 v46, vcc, s88, v46
	v_addc_co_u32_e32 v47, vcc, v47, v89, vcc
	v_add_co_u32_e32 v70, vcc, s88, v46
	v_addc_co_u32_e32 v71, vcc, v47, v89, vcc
	global_load_dwordx2 v[46:47], v[46:47], off
	v_add_co_u32_e32 v90, vcc, s88, v70
	global_load_dwordx2 v[80:81], v[70:71], off
	v_addc_co_u32_e32 v91, vcc, v71, v89, vcc
	global_load_dwordx2 v[70:71], v[90:91], off
	ds_read_b128 v[16:19], v72 offset:1632
	ds_read_b128 v[0:3], v72 offset:1648
	ds_read_b128 v[20:23], v72 offset:1664
	ds_read_b128 v[24:27], v72 offset:1680
	ds_read_b128 v[4:7], v72 offset:1696
	ds_read_b128 v[8:11], v72 offset:1712
	v_add_co_u32_e32 v44, vcc, 0x80, v44
	v_addc_co_u32_e32 v45, vcc, 0, v45, vcc
	s_waitcnt vmcnt(3) lgkmcnt(5)
	v_fma_f64 v[58:59], v[56:57], v[16:17], v[58:59]
	v_fma_f64 v[60:61], v[56:57], v[18:19], v[60:61]
	ds_read_b128 v[16:19], v72 offset:1728
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[28:29], v[56:57], v[0:1], v[28:29]
	v_fma_f64 v[30:31], v[56:57], v[2:3], v[30:31]
	ds_read_b128 v[0:3], v72 offset:1744
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[32:33], v[56:57], v[20:21], v[32:33]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[64:65], v[56:57], v[16:17], v[64:65]
	v_fma_f64 v[66:67], v[56:57], v[18:19], v[66:67]
	v_fma_f64 v[34:35], v[56:57], v[22:23], v[34:35]
	ds_read2_b64 v[20:23], v72 offset0:223 offset1:224
	v_fma_f64 v[36:37], v[56:57], v[24:25], v[36:37]
	v_fma_f64 v[38:39], v[56:57], v[26:27], v[38:39]
	v_fma_f64 v[48:49], v[56:57], v[4:5], v[48:49]
	v_fma_f64 v[50:51], v[56:57], v[6:7], v[50:51]
	v_fma_f64 v[52:53], v[56:57], v[8:9], v[52:53]
	v_fma_f64 v[54:55], v[56:57], v[10:11], v[54:55]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[68:69], v[56:57], v[0:1], v[68:69]
	v_fma_f64 v[41:42], v[56:57], v[2:3], v[41:42]
	s_waitcnt vmcnt(2)
	v_fma_f64 v[56:57], v[46:47], v[12:13], v[58:59]
	v_fma_f64 v[58:59], v[46:47], v[14:15], v[60:61]
	ds_read2_b64 v[12:15], v72 offset0:233 offset1:234
	ds_read2_b64 v[16:19], v72 offset0:235 offset1:236
	ds_read2_b64 v[24:27], v72 offset0:225 offset1:226
	ds_read2_b64 v[4:7], v72 offset0:227 offset1:228
	ds_read2_b64 v[8:11], v72 offset0:229 offset1:230
	ds_read2_b64 v[0:3], v72 offset0:231 offset1:232
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[60:61], v[46:47], v[12:13], v[64:65]
	v_fma_f64 v[64:65], v[46:47], v[14:15], v[66:67]
	ds_read_b128 v[12:15], v72 offset:1968
	v_fma_f64 v[28:29], v[46:47], v[20:21], v[28:29]
	v_fma_f64 v[30:31], v[46:47], v[22:23], v[30:31]
	ds_read_b128 v[20:23], v72 offset:1904
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[32:33], v[46:47], v[24:25], v[32:33]
	v_fma_f64 v[34:35], v[46:47], v[26:27], v[34:35]
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[36:37], v[46:47], v[4:5], v[36:37]
	v_fma_f64 v[38:39], v[46:47], v[6:7], v[38:39]
	ds_read_b128 v[4:7], v72 offset:1920
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[48:49], v[46:47], v[8:9], v[48:49]
	v_fma_f64 v[50:51], v[46:47], v[10:11], v[50:51]
	ds_read_b128 v[8:11], v72 offset:1936
	s_waitcnt lgkmcnt(4)
	v_fma_f64 v[52:53], v[46:47], v[0:1], v[52:53]
	v_fma_f64 v[54:55], v[46:47], v[2:3], v[54:55]
	ds_read_b128 v[0:3], v72 offset:1952
	v_fma_f64 v[66:67], v[46:47], v[16:17], v[68:69]
	v_fma_f64 v[41:42], v[46:47], v[18:19], v[41:42]
	s_waitcnt vmcnt(1) lgkmcnt(3)
	v_fma_f64 v[46:47], v[80:81], v[20:21], v[56:57]
	v_fma_f64 v[56:57], v[80:81], v[22:23], v[58:59]
	ds_read_b128 v[16:19], v72 offset:1984
	ds_read_b128 v[24:27], v72 offset:2000
	ds_read_b128 v[20:23], v72 offset:2016
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[28:29], v[80:81], v[4:5], v[28:29]
	v_fma_f64 v[30:31], v[80:81], v[6:7], v[30:31]
	ds_read2_b64 v[4:7], v73 offset1:1
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[32:33], v[80:81], v[8:9], v[32:33]
	v_fma_f64 v[34:35], v[80:81], v[10:11], v[34:35]
	ds_read2_b64 v[8:11], v74 offset1:1
	s_waitcnt lgkmcnt(5)
	v_fma_f64 v[36:37], v[80:81], v[0:1], v[36:37]
	v_fma_f64 v[38:39], v[80:81], v[2:3], v[38:39]
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_fma_f64 v[92:93], v[70:71], v[4:5], v[46:47]
	v_fma_f64 v[94:95], v[70:71], v[6:7], v[56:57]
	ds_read2_b64 v[0:3], v75 offset1:1
	ds_read2_b64 v[4:7], v76 offset1:1
	v_fma_f64 v[12:13], v[80:81], v[12:13], v[48:49]
	v_fma_f64 v[48:49], v[80:81], v[14:15], v[50:51]
	v_fma_f64 v[16:17], v[80:81], v[16:17], v[52:53]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[100:101], v[70:71], v[0:1], v[32:33]
	v_fma_f64 v[102:103], v[70:71], v[2:3], v[34:35]
	ds_read2_b64 v[0:3], v77 offset1:1
	v_fma_f64 v[18:19], v[80:81], v[18:19], v[54:55]
	v_fma_f64 v[24:25], v[80:81], v[24:25], v[60:61]
	v_fma_f64 v[26:27], v[80:81], v[26:27], v[64:65]
	v_fma_f64 v[20:21], v[80:81], v[20:21], v[66:67]
	v_fma_f64 v[22:23], v[80:81], v[22:23], v[41:42]
	v_fma_f64 v[96:97], v[70:71], v[8:9], v[28:29]
	v_fma_f64 v[98:99], v[70:71], v[10:11], v[30:31]
	ds_read2_b64 v[8:11], v78 offset1:1
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[104:105], v[70:71], v[4:5], v[36:37]
	v_fma_f64 v[106:107], v[70:71], v[6:7], v[38:39]
	ds_read2_b64 v[4:7], v79 offset1:1
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[108:109], v[70:71], v[0:1], v[12:13]
	ds_read2_b64 v[12:15], v88 offset1:1
	v_fma_f64 v[110:111], v[70:71], v[2:3], v[48:49]
	s_waitcnt lgkmcnt(2)
	v_fma_f64 v[112:113], v[70:71], v[8:9], v[16:17]
	v_fma_f64 v[114:115], v[70:71], v[10:11], v[18:19]
	s_waitcnt lgkmcnt(1)
	v_fma_f64 v[116:117], v[70:71], v[4:5], v[24:25]
	v_fma_f64 v[118:119], v[70:71], v[6:7], v[26:27]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[120:121], v[70:71], v[12:13], v[20:21]
	v_fma_f64 v[122:123], v[70:71], v[14:15], v[22:23]
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	buffer_store_dword v92, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v93, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v94, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v95, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v96, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v97, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v98, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v99, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v100, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v101, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v102, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v103, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v104, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v105, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v106, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v107, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v108, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v109, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v110, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v111, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v112, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v113, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v114, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v115, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v116, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v117, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v118, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v119, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v120, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v121, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v122, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v123, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v0, vcc, s88, v90
	s_cmp_lt_i32 s48, s47
	v_addc_co_u32_e32 v1, vcc, v91, v89, vcc
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	v_mul_lo_u32 v0, v62, s46
	v_mov_b32_e32 v2, s85
	s_ashr_i32 s47, s46, 31
	s_lshl_b64 s[4:5], s[46:47], 3
	v_add_u32_e32 v0, v0, v43
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_co_u32_e32 v0, vcc, s84, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx2 v[2:3], v[0:1], off
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_add_co_u32_e32 v4, vcc, s4, v0
	s_waitcnt vmcnt(32)
	v_mul_f64 v[2:3], v[2:3], s[82:83]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[2:3], s[80:81], v[5:6], v[2:3]
	v_mov_b32_e32 v6, s5
	v_addc_co_u32_e32 v5, vcc, v1, v6, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s4, v4
	v_addc_co_u32_e32 v3, vcc, v5, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[7:8], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[9:10], v[0:1]
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s4, v4
	v_addc_co_u32_e32 v3, vcc, v5, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[11:12], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[13:14], v[0:1]
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s4, v4
	v_addc_co_u32_e32 v3, vcc, v5, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[15:16], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[17:18], v[0:1]
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s4, v4
	v_addc_co_u32_e32 v3, vcc, v5, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[19:20], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[21:22], v[0:1]
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s4, v4
	v_addc_co_u32_e32 v3, vcc, v5, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[23:24], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[25:26], v[0:1]
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s4, v4
	v_addc_co_u32_e32 v3, vcc, v5, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[27:28], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	v_add_co_u32_e32 v4, vcc, s4, v2
	v_addc_co_u32_e32 v5, vcc, v3, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[29:30], v[0:1]
	global_store_dwordx2 v[2:3], v[0:1], off
	global_load_dwordx2 v[0:1], v[4:5], off
	v_add_co_u32_e32 v2, vcc, s4, v4
	v_addc_co_u32_e32 v3, vcc, v5, v6, vcc
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[31:32], v[0:1]
	global_store_dwordx2 v[4:5], v[0:1], off
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[82:83]
	v_fma_f64 v[0:1], s[80:81], v[33:34], v[0:1]
	global_store_dwordx2 v[2:3], v[0:1], off
	v_add_co_u32_e32 v0, vcc, s4, v2
	v_addc_co_u32_e32 v1, vcc, v3, v6, vcc
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f64 v[2:3], v[2:3], s[82:83]
	v_fma_f64 v[2:3], s[80:81], v[35:36], v[2:3]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sgemmNN
		.amdhsa_group_segment_fixed_size 2176
		.amdhsa_private_segment_fixed_size 16528
		.amdhsa_kernarg_size 120
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 94
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	sgemmNN, .Lfunc_end1-sgemmNN
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7984
; NumSgprs: 100
; NumVgprs: 124
; ScratchSize: 16528
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2176 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 100
; NumVGPRsForWavesPerEU: 124
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z7barrierj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sgemmNT
    .private_segment_fixed_size: 16528
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         sgemmNT.kd
    .vgpr_count:     127
    .vgpr_spill_count: 64
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 2176
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sgemmNN
    .private_segment_fixed_size: 16528
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         sgemmNN.kd
    .vgpr_count:     124
    .vgpr_spill_count: 64
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
