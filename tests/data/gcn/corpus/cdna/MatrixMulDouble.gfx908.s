	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.protected	mmmKernel               ; -- Begin function mmmKernel
	.globl	mmmKernel
	.p2align	8
	.type	mmmKernel,@function
mmmKernel:                              ; @mmmKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[56:57], s[8:9], 0x10
	s_load_dwordx2 s[58:59], s[8:9], 0x18
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s35, s9, 0
	v_or3_b32 v41, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s44, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_lshr_b32 s6, s59, 2
	s_cmp_lg_u32 s58, 0
	v_lshlrev_b32_e32 v45, 2, v0
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	s_mov_b32 s48, s44
	s_mov_b32 s49, s44
	s_mov_b32 s50, s44
	s_mov_b32 s51, s44
	s_cbranch_scc0 .LBB0_6
; %bb.1:
	s_lshr_b32 s8, s58, 2
	v_add_u32_e32 v0, 1, v45
	v_mul_lo_u32 v34, s8, v0
	v_add_u32_e32 v0, 2, v45
	v_mul_lo_u32 v36, s8, v0
	v_add_u32_e32 v0, 3, v45
	v_mul_lo_u32 v32, v45, s8
	v_mul_lo_u32 v38, s8, v0
	v_mov_b32_e32 v24, s44
	v_mov_b32_e32 v25, s45
	v_mov_b32_e32 v26, s46
	v_mov_b32_e32 v27, s47
	v_mov_b32_e32 v28, s48
	v_mov_b32_e32 v29, s49
	v_mov_b32_e32 v30, s50
	v_mov_b32_e32 v31, s51
	v_mov_b32_e32 v16, v24
	v_mov_b32_e32 v8, v24
	v_mov_b32_e32 v0, v24
	v_or_b32_e32 v46, 1, v45
	v_or_b32_e32 v44, 2, v45
	v_or_b32_e32 v43, 3, v45
	s_lshl_b32 s4, s6, 2
	s_lshl_b32 s5, s6, 1
	s_mul_i32 s7, s6, 3
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v17, v25
	v_mov_b32_e32 v18, v26
	v_mov_b32_e32 v19, v27
	v_mov_b32_e32 v20, v28
	v_mov_b32_e32 v21, v29
	v_mov_b32_e32 v22, v30
	v_mov_b32_e32 v23, v31
	v_mov_b32_e32 v9, v25
	v_mov_b32_e32 v10, v26
	v_mov_b32_e32 v11, v27
	v_mov_b32_e32 v12, v28
	v_mov_b32_e32 v13, v29
	v_mov_b32_e32 v14, v30
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v1, v25
	v_mov_b32_e32 v2, v26
	v_mov_b32_e32 v3, v27
	v_mov_b32_e32 v4, v28
	v_mov_b32_e32 v5, v29
	v_mov_b32_e32 v6, v30
	v_mov_b32_e32 v7, v31
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[47:48], 5, v[32:33]
	v_mov_b32_e32 v42, v33
	v_mov_b32_e32 v67, s53
	v_lshlrev_b64 v[55:56], 5, v[41:42]
	v_add_co_u32_e32 v65, vcc, s52, v47
	v_add_u32_e32 v49, s6, v41
	v_mov_b32_e32 v50, v33
	v_addc_co_u32_e32 v66, vcc, v67, v48, vcc
	v_mov_b32_e32 v68, s55
	v_lshlrev_b64 v[49:50], 5, v[49:50]
	v_add_co_u32_e32 v111, vcc, s54, v55
	v_mov_b32_e32 v35, v33
	v_addc_co_u32_e32 v112, vcc, v68, v56, vcc
	v_lshlrev_b64 v[57:58], 5, v[34:35]
	v_add_co_u32_e32 v113, vcc, s54, v49
	v_mov_b32_e32 v37, v33
	v_addc_co_u32_e32 v114, vcc, v68, v50, vcc
	v_lshlrev_b64 v[59:60], 5, v[36:37]
	v_add_co_u32_e32 v115, vcc, s52, v57
	v_mov_b32_e32 v39, v33
	v_addc_co_u32_e32 v116, vcc, v67, v58, vcc
	v_lshlrev_b64 v[61:62], 5, v[38:39]
	v_add_co_u32_e32 v117, vcc, s52, v59
	v_add_u32_e32 v51, s5, v41
	v_mov_b32_e32 v52, v33
	v_addc_co_u32_e32 v118, vcc, v67, v60, vcc
	v_lshlrev_b64 v[51:52], 5, v[51:52]
	v_add_co_u32_e32 v119, vcc, s52, v61
	v_addc_co_u32_e32 v120, vcc, v67, v62, vcc
	v_add_u32_e32 v53, s7, v41
	v_mov_b32_e32 v54, v33
	v_add_co_u32_e32 v121, vcc, s54, v51
	v_lshlrev_b64 v[63:64], 5, v[53:54]
	v_addc_co_u32_e32 v122, vcc, v68, v52, vcc
	global_load_dwordx4 v[47:50], v[65:66], off
	global_load_dwordx4 v[51:54], v[65:66], off offset:16
	v_add_co_u32_e32 v123, vcc, s54, v63
	v_addc_co_u32_e32 v124, vcc, v68, v64, vcc
	global_load_dwordx4 v[55:58], v[113:114], off
	global_load_dwordx4 v[59:62], v[113:114], off offset:16
	global_load_dwordx4 v[63:66], v[115:116], off
	global_load_dwordx4 v[67:70], v[117:118], off
	global_load_dwordx4 v[71:74], v[111:112], off
	global_load_dwordx4 v[75:78], v[111:112], off offset:16
	global_load_dwordx4 v[79:82], v[119:120], off
	global_load_dwordx4 v[83:86], v[121:122], off
	global_load_dwordx4 v[87:90], v[115:116], off offset:16
	global_load_dwordx4 v[91:94], v[117:118], off offset:16
	global_load_dwordx4 v[95:98], v[119:120], off offset:16
	global_load_dwordx4 v[99:102], v[121:122], off offset:16
	global_load_dwordx4 v[103:106], v[123:124], off
	global_load_dwordx4 v[107:110], v[123:124], off offset:16
	s_add_i32 s44, s44, 4
	v_add_u32_e32 v32, 1, v32
	v_add_u32_e32 v41, s4, v41
	v_add_u32_e32 v34, 1, v34
	v_add_u32_e32 v36, 1, v36
	s_cmp_ge_u32 s44, s58
	v_add_u32_e32 v38, 1, v38
	s_waitcnt vmcnt(11)
	v_mul_f64 v[117:118], v[65:66], v[55:56]
	v_mul_f64 v[119:120], v[65:66], v[57:58]
	v_mul_f64 v[121:122], v[65:66], v[59:60]
	v_mul_f64 v[65:66], v[65:66], v[61:62]
	s_waitcnt vmcnt(10)
	v_mul_f64 v[123:124], v[69:70], v[55:56]
	v_mul_f64 v[111:112], v[49:50], v[55:56]
	v_mul_f64 v[113:114], v[49:50], v[57:58]
	v_mul_f64 v[115:116], v[49:50], v[59:60]
	v_mul_f64 v[49:50], v[49:50], v[61:62]
	v_mul_f64 v[125:126], v[69:70], v[59:60]
	s_waitcnt vmcnt(9)
	v_fma_f64 v[117:118], v[63:64], v[71:72], v[117:118]
	v_fma_f64 v[119:120], v[63:64], v[73:74], v[119:120]
	s_waitcnt vmcnt(8)
	v_fma_f64 v[121:122], v[63:64], v[75:76], v[121:122]
	v_fma_f64 v[111:112], v[47:48], v[71:72], v[111:112]
	v_fma_f64 v[113:114], v[47:48], v[73:74], v[113:114]
	v_fma_f64 v[115:116], v[47:48], v[75:76], v[115:116]
	v_fma_f64 v[47:48], v[47:48], v[77:78], v[49:50]
	v_mul_f64 v[49:50], v[69:70], v[57:58]
	v_fma_f64 v[63:64], v[63:64], v[77:78], v[65:66]
	v_mul_f64 v[65:66], v[69:70], v[61:62]
	s_waitcnt vmcnt(7)
	v_mul_f64 v[55:56], v[81:82], v[55:56]
	v_mul_f64 v[57:58], v[81:82], v[57:58]
	v_mul_f64 v[59:60], v[81:82], v[59:60]
	v_mul_f64 v[61:62], v[81:82], v[61:62]
	v_fma_f64 v[69:70], v[67:68], v[71:72], v[123:124]
	v_fma_f64 v[49:50], v[67:68], v[73:74], v[49:50]
	v_fma_f64 v[81:82], v[67:68], v[75:76], v[125:126]
	v_fma_f64 v[65:66], v[67:68], v[77:78], v[65:66]
	v_fma_f64 v[55:56], v[79:80], v[71:72], v[55:56]
	v_fma_f64 v[57:58], v[79:80], v[73:74], v[57:58]
	v_fma_f64 v[59:60], v[79:80], v[75:76], v[59:60]
	v_fma_f64 v[61:62], v[79:80], v[77:78], v[61:62]
	s_waitcnt vmcnt(6)
	v_fma_f64 v[67:68], v[51:52], v[83:84], v[111:112]
	v_fma_f64 v[71:72], v[51:52], v[85:86], v[113:114]
	s_waitcnt vmcnt(5)
	v_fma_f64 v[73:74], v[87:88], v[83:84], v[117:118]
	v_fma_f64 v[75:76], v[87:88], v[85:86], v[119:120]
	s_waitcnt vmcnt(4)
	v_fma_f64 v[69:70], v[91:92], v[83:84], v[69:70]
	v_fma_f64 v[49:50], v[91:92], v[85:86], v[49:50]
	s_waitcnt vmcnt(3)
	v_fma_f64 v[55:56], v[95:96], v[83:84], v[55:56]
	v_fma_f64 v[57:58], v[95:96], v[85:86], v[57:58]
	s_waitcnt vmcnt(2)
	v_fma_f64 v[77:78], v[51:52], v[99:100], v[115:116]
	v_fma_f64 v[47:48], v[51:52], v[101:102], v[47:48]
	v_fma_f64 v[51:52], v[87:88], v[99:100], v[121:122]
	v_fma_f64 v[63:64], v[87:88], v[101:102], v[63:64]
	v_fma_f64 v[79:80], v[91:92], v[99:100], v[81:82]
	v_fma_f64 v[65:66], v[91:92], v[101:102], v[65:66]
	v_fma_f64 v[59:60], v[95:96], v[99:100], v[59:60]
	v_fma_f64 v[61:62], v[95:96], v[101:102], v[61:62]
	s_waitcnt vmcnt(1)
	v_fma_f64 v[67:68], v[53:54], v[103:104], v[67:68]
	v_fma_f64 v[71:72], v[53:54], v[105:106], v[71:72]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[77:78], v[53:54], v[107:108], v[77:78]
	v_fma_f64 v[47:48], v[53:54], v[109:110], v[47:48]
	v_fma_f64 v[53:54], v[89:90], v[103:104], v[73:74]
	v_fma_f64 v[73:74], v[89:90], v[105:106], v[75:76]
	v_fma_f64 v[51:52], v[89:90], v[107:108], v[51:52]
	v_fma_f64 v[63:64], v[89:90], v[109:110], v[63:64]
	v_fma_f64 v[69:70], v[93:94], v[103:104], v[69:70]
	v_fma_f64 v[49:50], v[93:94], v[105:106], v[49:50]
	v_fma_f64 v[75:76], v[93:94], v[107:108], v[79:80]
	v_fma_f64 v[65:66], v[93:94], v[109:110], v[65:66]
	v_fma_f64 v[55:56], v[97:98], v[103:104], v[55:56]
	v_fma_f64 v[57:58], v[97:98], v[105:106], v[57:58]
	v_fma_f64 v[59:60], v[97:98], v[107:108], v[59:60]
	v_fma_f64 v[61:62], v[97:98], v[109:110], v[61:62]
	v_add_f64 v[24:25], v[24:25], v[67:68]
	v_add_f64 v[26:27], v[26:27], v[71:72]
	v_add_f64 v[28:29], v[28:29], v[77:78]
	v_add_f64 v[30:31], v[30:31], v[47:48]
	v_add_f64 v[16:17], v[16:17], v[53:54]
	v_add_f64 v[18:19], v[18:19], v[73:74]
	v_add_f64 v[20:21], v[20:21], v[51:52]
	v_add_f64 v[22:23], v[22:23], v[63:64]
	v_add_f64 v[8:9], v[8:9], v[69:70]
	v_add_f64 v[10:11], v[10:11], v[49:50]
	v_add_f64 v[12:13], v[12:13], v[75:76]
	v_add_f64 v[14:15], v[14:15], v[65:66]
	v_add_f64 v[0:1], v[0:1], v[55:56]
	v_add_f64 v[2:3], v[2:3], v[57:58]
	v_add_f64 v[4:5], v[4:5], v[59:60]
	v_add_f64 v[6:7], v[6:7], v[61:62]
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b32 s8, 0
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	s_mov_b32 s12, s8
	s_mov_b32 s13, s8
	s_mov_b32 s14, s8
	s_mov_b32 s15, s8
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v7, s15
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	v_mov_b32_e32 v6, s14
	v_mov_b32_e32 v15, v7
	v_mov_b32_e32 v23, v7
	v_mov_b32_e32 v31, v7
	v_or_b32_e32 v46, 1, v45
	v_or_b32_e32 v44, 2, v45
	v_or_b32_e32 v43, 3, v45
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v13, v5
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v22, v6
	v_mov_b32_e32 v21, v5
	v_mov_b32_e32 v20, v4
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v30, v6
	v_mov_b32_e32 v29, v5
	v_mov_b32_e32 v28, v4
	v_mov_b32_e32 v27, v3
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v24, v0
.LBB0_5:
	v_mul_lo_u32 v32, v45, s6
	v_mov_b32_e32 v33, 0
	v_mul_lo_u32 v37, v46, s6
	v_mov_b32_e32 v36, s57
	v_add_u32_e32 v32, v32, v40
	v_lshlrev_b64 v[34:35], 5, v[32:33]
	v_add_u32_e32 v32, v37, v40
	v_add_co_u32_e32 v34, vcc, s56, v34
	v_addc_co_u32_e32 v35, vcc, v36, v35, vcc
	global_store_dwordx4 v[34:35], v[28:31], off offset:16
	global_store_dwordx4 v[34:35], v[24:27], off
	s_nop 0
	v_lshlrev_b64 v[24:25], 5, v[32:33]
	v_mul_lo_u32 v26, v44, s6
	v_add_co_u32_e32 v24, vcc, s56, v24
	v_addc_co_u32_e32 v25, vcc, v36, v25, vcc
	global_store_dwordx4 v[24:25], v[20:23], off offset:16
	global_store_dwordx4 v[24:25], v[16:19], off
	v_add_u32_e32 v32, v26, v40
	v_mul_lo_u32 v18, v43, s6
	v_lshlrev_b64 v[16:17], 5, v[32:33]
	v_add_co_u32_e32 v16, vcc, s56, v16
	v_addc_co_u32_e32 v17, vcc, v36, v17, vcc
	v_add_u32_e32 v32, v18, v40
	global_store_dwordx4 v[16:17], v[12:15], off offset:16
	global_store_dwordx4 v[16:17], v[8:11], off
	s_nop 0
	v_lshlrev_b64 v[8:9], 5, v[32:33]
	v_add_co_u32_e32 v8, vcc, s56, v8
	v_addc_co_u32_e32 v9, vcc, v36, v9, vcc
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	global_store_dwordx4 v[8:9], v[0:3], off
	s_endpgm
.LBB0_6:
	v_mov_b32_e32 v24, s44
	v_mov_b32_e32 v25, s45
	v_mov_b32_e32 v26, s46
	v_mov_b32_e32 v27, s47
	v_mov_b32_e32 v28, s48
	v_mov_b32_e32 v29, s49
	v_mov_b32_e32 v30, s50
	v_mov_b32_e32 v31, s51
	v_mov_b32_e32 v16, v24
	v_mov_b32_e32 v8, v24
	v_mov_b32_e32 v0, v24
	v_mov_b32_e32 v17, v25
	v_mov_b32_e32 v18, v26
	v_mov_b32_e32 v19, v27
	v_mov_b32_e32 v20, v28
	v_mov_b32_e32 v21, v29
	v_mov_b32_e32 v22, v30
	v_mov_b32_e32 v23, v31
	v_mov_b32_e32 v9, v25
	v_mov_b32_e32 v10, v26
	v_mov_b32_e32 v11, v27
	v_mov_b32_e32 v12, v28
	v_mov_b32_e32 v13, v29
	v_mov_b32_e32 v14, v30
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v1, v25
	v_mov_b32_e32 v2, v26
	v_mov_b32_e32 v3, v27
	v_mov_b32_e32 v4, v28
	v_mov_b32_e32 v5, v29
	v_mov_b32_e32 v6, v30
	v_mov_b32_e32 v7, v31
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr43
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_5
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mmmKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_sgpr 60
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
	.size	mmmKernel, .Lfunc_end0-mmmKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2284
; NumSgprs: 66
; NumVgprs: 127
; NumAgprs: 0
; TotalNumVgprs: 127
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 66
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
	.protected	mmmKernel_local         ; -- Begin function mmmKernel_local
	.globl	mmmKernel_local
	.p2align	8
	.type	mmmKernel_local,@function
mmmKernel_local:                        ; @mmmKernel_local
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[56:59], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_load_dwordx2 s[60:61], s[8:9], 0x18
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v56, v0
	s_add_u32 s34, s38, 32
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v47
	s_addc_u32 s35, s39, 0
	v_or3_b32 v42, v56, v1, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v41, v1
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v45, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_ashr_i32 s4, s60, 31
	s_lshr_b32 s4, s4, 30
	s_add_i32 s4, s60, s4
	s_ashr_i32 s62, s4, 2
	s_ashr_i32 s63, s62, 31
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_or_b32_e32 v1, s63, v41
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
                                        ; implicit-def: $vgpr60_vgpr61
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, v40
	v_cvt_f32_u32_e32 v1, v41
	v_sub_co_u32_e32 v6, vcc, 0, v40
	v_subb_co_u32_e32 v7, vcc, 0, v41, vcc
	v_mac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v9, 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v4, v1
	v_cvt_u32_f32_e32 v5, v0
	v_mul_lo_u32 v2, v6, v4
	v_mul_lo_u32 v3, v7, v5
	v_mad_u64_u32 v[0:1], s[4:5], v6, v5, 0
	v_add3_u32 v3, v1, v2, v3
	v_mul_hi_u32 v8, v5, v0
	v_mad_u64_u32 v[1:2], s[4:5], v5, v3, 0
	v_add_co_u32_e32 v8, vcc, v8, v1
	v_mad_u64_u32 v[0:1], s[4:5], v4, v0, 0
	v_addc_co_u32_e32 v10, vcc, 0, v2, vcc
	v_mad_u64_u32 v[2:3], s[4:5], v4, v3, 0
	v_add_co_u32_e32 v0, vcc, v8, v0
	v_addc_co_u32_e32 v0, vcc, v10, v1, vcc
	v_addc_co_u32_e32 v1, vcc, v3, v9, vcc
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v8, vcc, v5, v0
	v_addc_co_u32_e32 v10, vcc, v4, v1, vcc
	v_mul_lo_u32 v2, v6, v10
	v_mul_lo_u32 v3, v7, v8
	v_mad_u64_u32 v[0:1], s[4:5], v6, v8, 0
	v_add3_u32 v3, v1, v2, v3
	v_mad_u64_u32 v[1:2], s[4:5], v10, v3, 0
	v_mad_u64_u32 v[3:4], s[4:5], v8, v3, 0
	v_mul_hi_u32 v7, v8, v0
	v_mad_u64_u32 v[5:6], s[4:5], v10, v0, 0
	v_add_co_u32_e32 v0, vcc, v7, v3
	v_addc_co_u32_e32 v3, vcc, 0, v4, vcc
	v_add_co_u32_e32 v0, vcc, v0, v5
	v_addc_co_u32_e32 v0, vcc, v3, v6, vcc
	v_addc_co_u32_e32 v2, vcc, v2, v9, vcc
	v_add_co_u32_e32 v0, vcc, v0, v1
	v_addc_co_u32_e32 v1, vcc, 0, v2, vcc
	v_add_co_u32_e32 v2, vcc, v8, v0
	v_addc_co_u32_e32 v3, vcc, v10, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s62, v3, 0
	v_mul_hi_u32 v4, s62, v2
	v_add_co_u32_e32 v4, vcc, v4, v0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s63, v2, 0
	v_mad_u64_u32 v[2:3], s[4:5], s63, v3, 0
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v0, vcc, v5, v1, vcc
	v_addc_co_u32_e32 v1, vcc, v3, v9, vcc
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_mul_lo_u32 v4, v41, v2
	v_mul_lo_u32 v5, v40, v3
	v_mad_u64_u32 v[0:1], s[4:5], v40, v2, 0
	v_add3_u32 v1, v1, v5, v4
	v_sub_u32_e32 v4, s63, v1
	v_sub_co_u32_e32 v0, vcc, s62, v0
	v_subb_co_u32_e64 v4, s[4:5], v4, v41, vcc
	v_sub_co_u32_e64 v5, s[4:5], v0, v40
	v_subbrev_co_u32_e64 v4, s[4:5], 0, v4, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v4, v41
	v_cndmask_b32_e64 v6, 0, -1, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v5, v40
	v_cndmask_b32_e64 v5, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v4, v41
	v_cndmask_b32_e64 v4, v6, v5, s[4:5]
	v_add_co_u32_e64 v5, s[4:5], 2, v2
	v_addc_co_u32_e64 v6, s[4:5], 0, v3, s[4:5]
	v_add_co_u32_e64 v7, s[4:5], 1, v2
	v_addc_co_u32_e64 v8, s[4:5], 0, v3, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v4
	v_cndmask_b32_e64 v4, v8, v6, s[4:5]
	v_mov_b32_e32 v6, s63
	v_subb_co_u32_e32 v1, vcc, v6, v1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v41
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v40
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v41
	v_cndmask_b32_e32 v0, v6, v0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, v7, v5, s[4:5]
	v_cndmask_b32_e32 v61, v3, v4, vcc
	v_cndmask_b32_e32 v60, v2, v0, vcc
.LBB1_2:
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v40
	v_sub_u32_e32 v1, 0, v40
	v_mov_b32_e32 v61, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, s62, v0
	v_mul_lo_u32 v1, v0, v40
	v_add_u32_e32 v2, 1, v0
	v_sub_u32_e32 v1, s62, v1
	v_sub_u32_e32 v3, v1, v40
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_add_u32_e32 v2, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v60, v0, v2, vcc
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s49, 0
	s_mov_b32 s55, s49
	s_mov_b32 s48, s49
	s_mov_b32 s50, s49
	s_mov_b32 s51, s49
	s_mov_b32 s52, s49
	s_mov_b32 s53, s49
	s_mov_b32 s54, s49
	v_mov_b32_e32 v127, s55
	v_mov_b32_e32 v120, s48
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_cmp_ge_u64_e32 vcc, s[62:63], v[40:41]
	v_mov_b32_e32 v126, s54
	v_mov_b32_e32 v125, s53
	v_mov_b32_e32 v124, s52
	v_mov_b32_e32 v123, s51
	v_mov_b32_e32 v122, s50
	v_mov_b32_e32 v121, s49
	v_mov_b32_e32 v104, v120
	v_mov_b32_e32 v88, v120
	v_mov_b32_e32 v72, v120
	v_mov_b32_e32 v105, v121
	v_mov_b32_e32 v106, v122
	v_mov_b32_e32 v107, v123
	v_mov_b32_e32 v108, v124
	v_mov_b32_e32 v109, v125
	v_mov_b32_e32 v110, v126
	v_mov_b32_e32 v111, v127
	v_mov_b32_e32 v89, v121
	v_mov_b32_e32 v90, v122
	v_mov_b32_e32 v91, v123
	v_mov_b32_e32 v92, v124
	v_mov_b32_e32 v93, v125
	v_mov_b32_e32 v94, v126
	v_mov_b32_e32 v95, v127
	v_mov_b32_e32 v73, v121
	v_mov_b32_e32 v74, v122
	v_mov_b32_e32 v75, v123
	v_mov_b32_e32 v76, v124
	v_mov_b32_e32 v77, v125
	v_mov_b32_e32 v78, v126
	v_mov_b32_e32 v79, v127
	s_and_saveexec_b64 s[64:65], vcc
	s_cbranch_execz .LBB1_12
; %bb.5:
	v_mul_lo_u32 v2, v59, v40
	v_mad_u64_u32 v[0:1], s[4:5], v44, s62, 0
	v_lshlrev_b64 v[62:63], 2, v[40:41]
	v_lshlrev_b32_e32 v45, 2, v2
	v_add_u32_e32 v1, v45, v58
	v_add_co_u32_e32 v140, vcc, v0, v58
	v_add_u32_e32 v0, v1, v40
	v_mov_b32_e32 v127, s55
	v_lshl_add_u32 v142, v0, 5, s61
	v_add_u32_e32 v0, v0, v40
	v_lshlrev_b64 v[58:59], 2, v[42:43]
	v_add_u32_e32 v41, v45, v40
	v_mov_b32_e32 v126, s54
	v_mov_b32_e32 v125, s53
	v_mov_b32_e32 v124, s52
	v_mov_b32_e32 v123, s51
	v_mov_b32_e32 v122, s50
	v_mov_b32_e32 v121, s49
	v_mov_b32_e32 v120, s48
	s_lshl_b64 s[50:51], s[62:63], 5
	v_lshl_add_u32 v143, v0, 5, s61
	v_add_u32_e32 v0, v0, v40
	v_cmp_ne_u64_e64 s[34:35], 0, v[62:63]
	v_add_u32_e32 v59, v41, v40
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	v_mov_b32_e32 v104, v120
	v_mov_b32_e32 v88, v120
	v_mov_b32_e32 v72, v120
	v_lshl_add_u32 v141, v1, 5, s61
	v_lshl_add_u32 v152, v0, 5, s61
	s_mov_b64 s[66:67], 0
	v_add_u32_e32 v153, v59, v40
	v_mov_b32_e32 v136, 0
	s_add_i32 s60, s62, s62
	s_mov_b64 s[54:55], 0
	v_mov_b32_e32 v105, v121
	v_mov_b32_e32 v106, v122
	v_mov_b32_e32 v107, v123
	v_mov_b32_e32 v108, v124
	v_mov_b32_e32 v109, v125
	v_mov_b32_e32 v110, v126
	v_mov_b32_e32 v111, v127
	v_mov_b32_e32 v89, v121
	v_mov_b32_e32 v90, v122
	v_mov_b32_e32 v91, v123
	v_mov_b32_e32 v92, v124
	v_mov_b32_e32 v93, v125
	v_mov_b32_e32 v94, v126
	v_mov_b32_e32 v95, v127
	v_mov_b32_e32 v73, v121
	v_mov_b32_e32 v74, v122
	v_mov_b32_e32 v75, v123
	v_mov_b32_e32 v76, v124
	v_mov_b32_e32 v77, v125
	v_mov_b32_e32 v78, v126
	v_mov_b32_e32 v79, v127
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v47
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v56, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s48, s54, 1
	v_cmp_ge_u64_e32 vcc, s[48:49], v[60:61]
	s_mov_b64 s[54:55], s[48:49]
	s_or_b64 s[66:67], vcc, s[66:67]
	s_andn2_b64 exec, exec, s[66:67]
	s_cbranch_execz .LBB1_11
.LBB1_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_9 Depth 2
	v_mad_u64_u32 v[138:139], s[4:5], s54, v40, 0
	v_mov_b32_e32 v27, s57
	v_mov_b32_e32 v10, s51
	v_add_co_u32_e32 v137, vcc, v140, v138
	v_ashrrev_i64 v[0:1], 27, v[136:137]
	v_add_u32_e32 v24, s60, v137
	v_add_co_u32_e32 v8, vcc, s56, v0
	v_addc_co_u32_e32 v9, vcc, v27, v1, vcc
	v_add_co_u32_e32 v16, vcc, s50, v8
	v_addc_co_u32_e32 v17, vcc, v9, v10, vcc
	v_ashrrev_i32_e32 v25, 31, v24
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[8:9], off offset:16
	s_nop 0
	global_load_dwordx4 v[8:11], v[16:17], off offset:16
	global_load_dwordx4 v[12:15], v[16:17], off
	v_lshlrev_b64 v[16:17], 5, v[24:25]
	v_add_u32_e32 v24, s62, v24
	v_add_co_u32_e32 v25, vcc, s56, v16
	v_addc_co_u32_e32 v26, vcc, v27, v17, vcc
	global_load_dwordx4 v[16:19], v[25:26], off
	global_load_dwordx4 v[20:23], v[25:26], off offset:16
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[24:25], 5, v[24:25]
	s_add_u32 s8, s38, 32
	v_add_co_u32_e32 v28, vcc, s56, v24
	v_addc_co_u32_e32 v29, vcc, v27, v25, vcc
	global_load_dwordx4 v[24:27], v[28:29], off offset:16
	global_load_dwordx4 v[32:35], v[28:29], off
	v_lshlrev_b32_e32 v28, 20, v46
	v_lshlrev_b32_e32 v29, 10, v47
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v56, v29, v28
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(6)
	ds_write_b128 v141, v[4:7] offset:16
	ds_write_b128 v141, v[0:3]
	s_waitcnt vmcnt(4)
	ds_write_b128 v142, v[12:15]
	ds_write_b128 v142, v[8:11] offset:16
	s_waitcnt vmcnt(2)
	ds_write_b128 v143, v[20:23] offset:16
	ds_write_b128 v143, v[16:19]
	s_waitcnt vmcnt(1)
	ds_write_b128 v152, v[24:27] offset:16
	s_waitcnt vmcnt(0)
	ds_write_b128 v152, v[32:35]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_6
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_mul_lo_u32 v0, v58, v138
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 0
	v_add_u32_e32 v0, v0, v57
	v_ashrrev_i32_e32 v1, 31, v0
.LBB1_9:                                ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mul_lo_u32 v14, s8, v43
	v_mad_u64_u32 v[10:11], s[10:11], s8, v42, 0
	v_mul_lo_u32 v86, v42, s9
	s_or_b32 s9, s8, 1
	v_mul_lo_u32 v15, v43, s9
	v_mad_u64_u32 v[12:13], s[10:11], v42, s9, 0
	v_add3_u32 v11, v11, v14, v86
	v_add_co_u32_e32 v10, vcc, v10, v0
	v_addc_co_u32_e32 v11, vcc, v11, v1, vcc
	v_add3_u32 v13, v13, v86, v15
	v_add_co_u32_e32 v12, vcc, v12, v0
	v_lshlrev_b64 v[10:11], 5, v[10:11]
	v_addc_co_u32_e32 v13, vcc, v13, v1, vcc
	v_mov_b32_e32 v87, s59
	v_lshlrev_b64 v[18:19], 5, v[12:13]
	v_add_co_u32_e32 v20, vcc, s58, v10
	s_lshr_b32 s12, s8, 2
	v_addc_co_u32_e32 v21, vcc, v87, v11, vcc
	v_add_u32_e32 v2, s12, v45
	v_add_co_u32_e32 v26, vcc, s58, v18
	v_add_u32_e32 v3, s12, v41
	v_lshl_add_u32 v6, v2, 5, s61
	v_addc_co_u32_e32 v27, vcc, v87, v19, vcc
	v_lshl_add_u32 v32, v3, 5, s61
	ds_read_b128 v[2:5], v6
	ds_read_b128 v[6:9], v6 offset:16
	global_load_dwordx4 v[10:13], v[20:21], off offset:16
	global_load_dwordx4 v[14:17], v[20:21], off
	s_nop 0
	global_load_dwordx4 v[18:21], v[26:27], off
	global_load_dwordx4 v[22:25], v[26:27], off offset:16
	s_or_b32 s9, s8, 2
	s_add_i32 s48, s8, 4
	s_waitcnt vmcnt(1) lgkmcnt(1)
	v_mul_f64 v[26:27], v[4:5], v[18:19]
	v_mul_f64 v[28:29], v[4:5], v[20:21]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[30:31], v[4:5], v[22:23]
	v_mul_f64 v[4:5], v[4:5], v[24:25]
	v_fma_f64 v[38:39], v[2:3], v[14:15], v[26:27]
	v_fma_f64 v[48:49], v[2:3], v[16:17], v[28:29]
	v_fma_f64 v[50:51], v[2:3], v[10:11], v[30:31]
	v_fma_f64 v[52:53], v[2:3], v[12:13], v[4:5]
	ds_read_b128 v[2:5], v32
	ds_read_b128 v[26:29], v32 offset:16
	s_waitcnt lgkmcnt(1)
	v_mul_f64 v[30:31], v[4:5], v[18:19]
	v_fma_f64 v[54:55], v[2:3], v[14:15], v[30:31]
	v_mul_f64 v[30:31], v[4:5], v[20:21]
	v_fma_f64 v[64:65], v[2:3], v[16:17], v[30:31]
	v_mul_f64 v[30:31], v[4:5], v[22:23]
	v_mul_f64 v[4:5], v[4:5], v[24:25]
	v_fma_f64 v[66:67], v[2:3], v[10:11], v[30:31]
	v_fma_f64 v[68:69], v[2:3], v[12:13], v[4:5]
	v_add_u32_e32 v2, s12, v59
	v_lshl_add_u32 v30, v2, 5, s61
	ds_read_b128 v[2:5], v30
	ds_read_b128 v[30:33], v30 offset:16
	s_waitcnt lgkmcnt(1)
	v_mul_f64 v[34:35], v[4:5], v[18:19]
	v_fma_f64 v[70:71], v[2:3], v[14:15], v[34:35]
	v_mul_f64 v[34:35], v[4:5], v[20:21]
	v_fma_f64 v[80:81], v[2:3], v[16:17], v[34:35]
	v_mul_f64 v[34:35], v[4:5], v[22:23]
	v_mul_f64 v[4:5], v[4:5], v[24:25]
	v_fma_f64 v[82:83], v[2:3], v[10:11], v[34:35]
	v_fma_f64 v[84:85], v[2:3], v[12:13], v[4:5]
	v_add_u32_e32 v2, s12, v153
	v_lshl_add_u32 v34, v2, 5, s61
	ds_read_b128 v[2:5], v34
	ds_read_b128 v[34:37], v34 offset:16
	s_waitcnt lgkmcnt(1)
	v_mul_f64 v[18:19], v[4:5], v[18:19]
	v_mul_f64 v[20:21], v[4:5], v[20:21]
	v_fma_f64 v[14:15], v[2:3], v[14:15], v[18:19]
	v_mul_f64 v[18:19], v[4:5], v[22:23]
	v_mul_f64 v[4:5], v[4:5], v[24:25]
	v_fma_f64 v[16:17], v[2:3], v[16:17], v[20:21]
	v_fma_f64 v[10:11], v[2:3], v[10:11], v[18:19]
	v_fma_f64 v[12:13], v[2:3], v[12:13], v[4:5]
	v_mul_lo_u32 v4, v43, s9
	v_mad_u64_u32 v[2:3], s[10:11], v42, s9, 0
	s_or_b32 s9, s8, 3
	v_add3_u32 v3, v3, v86, v4
	v_add_co_u32_e32 v2, vcc, v2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_lshlrev_b64 v[2:3], 5, v[2:3]
	v_add_co_u32_e32 v18, vcc, s58, v2
	v_addc_co_u32_e32 v19, vcc, v87, v3, vcc
	global_load_dwordx4 v[2:5], v[18:19], off
	s_waitcnt vmcnt(0)
	v_fma_f64 v[20:21], v[6:7], v[2:3], v[38:39]
	v_fma_f64 v[22:23], v[6:7], v[4:5], v[48:49]
	v_fma_f64 v[24:25], v[26:27], v[2:3], v[54:55]
	v_fma_f64 v[38:39], v[26:27], v[4:5], v[64:65]
	v_fma_f64 v[48:49], v[30:31], v[2:3], v[70:71]
	v_fma_f64 v[54:55], v[30:31], v[4:5], v[80:81]
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[14:15], v[34:35], v[2:3], v[14:15]
	v_fma_f64 v[16:17], v[34:35], v[4:5], v[16:17]
	global_load_dwordx4 v[2:5], v[18:19], off offset:16
	s_waitcnt vmcnt(0)
	v_fma_f64 v[18:19], v[6:7], v[2:3], v[50:51]
	v_fma_f64 v[6:7], v[6:7], v[4:5], v[52:53]
	v_fma_f64 v[50:51], v[26:27], v[2:3], v[66:67]
	v_fma_f64 v[26:27], v[26:27], v[4:5], v[68:69]
	v_fma_f64 v[52:53], v[30:31], v[2:3], v[82:83]
	v_fma_f64 v[30:31], v[30:31], v[4:5], v[84:85]
	v_fma_f64 v[64:65], v[34:35], v[2:3], v[10:11]
	v_fma_f64 v[34:35], v[34:35], v[4:5], v[12:13]
	v_mul_lo_u32 v4, v43, s9
	v_mad_u64_u32 v[2:3], s[10:11], v42, s9, 0
	s_mov_b64 s[8:9], s[48:49]
	v_add3_u32 v3, v3, v86, v4
	v_add_co_u32_e32 v2, vcc, v2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_lshlrev_b64 v[2:3], 5, v[2:3]
	v_add_co_u32_e32 v10, vcc, s58, v2
	v_addc_co_u32_e32 v11, vcc, v87, v3, vcc
	global_load_dwordx4 v[2:5], v[10:11], off
	v_cmp_ge_u64_e32 vcc, s[48:49], v[62:63]
	global_load_dwordx4 v[10:13], v[10:11], off offset:16
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(1)
	v_fma_f64 v[20:21], v[8:9], v[2:3], v[20:21]
	v_fma_f64 v[22:23], v[8:9], v[4:5], v[22:23]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[18:19], v[8:9], v[10:11], v[18:19]
	v_fma_f64 v[6:7], v[8:9], v[12:13], v[6:7]
	v_fma_f64 v[8:9], v[28:29], v[2:3], v[24:25]
	v_fma_f64 v[24:25], v[28:29], v[4:5], v[38:39]
	v_fma_f64 v[38:39], v[28:29], v[10:11], v[50:51]
	v_fma_f64 v[26:27], v[28:29], v[12:13], v[26:27]
	v_fma_f64 v[28:29], v[32:33], v[2:3], v[48:49]
	v_fma_f64 v[48:49], v[32:33], v[4:5], v[54:55]
	v_fma_f64 v[50:51], v[32:33], v[10:11], v[52:53]
	v_fma_f64 v[30:31], v[32:33], v[12:13], v[30:31]
	v_fma_f64 v[2:3], v[36:37], v[2:3], v[14:15]
	v_fma_f64 v[4:5], v[36:37], v[4:5], v[16:17]
	v_fma_f64 v[10:11], v[36:37], v[10:11], v[64:65]
	v_fma_f64 v[12:13], v[36:37], v[12:13], v[34:35]
	v_add_f64 v[120:121], v[120:121], v[20:21]
	v_add_f64 v[122:123], v[122:123], v[22:23]
	v_add_f64 v[124:125], v[124:125], v[18:19]
	v_add_f64 v[126:127], v[126:127], v[6:7]
	v_add_f64 v[104:105], v[104:105], v[8:9]
	v_add_f64 v[106:107], v[106:107], v[24:25]
	v_add_f64 v[108:109], v[108:109], v[38:39]
	v_add_f64 v[110:111], v[110:111], v[26:27]
	v_add_f64 v[88:89], v[88:89], v[28:29]
	v_add_f64 v[90:91], v[90:91], v[48:49]
	v_add_f64 v[92:93], v[92:93], v[50:51]
	v_add_f64 v[94:95], v[94:95], v[30:31]
	v_add_f64 v[72:73], v[72:73], v[2:3]
	v_add_f64 v[74:75], v[74:75], v[4:5]
	v_add_f64 v[76:77], v[76:77], v[10:11]
	v_add_f64 v[78:79], v[78:79], v[12:13]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_9
; %bb.10:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_branch .LBB1_6
.LBB1_11:
	s_or_b64 exec, exec, s[66:67]
.LBB1_12:
	s_or_b64 exec, exec, s[64:65]
	v_mul_lo_u32 v1, v44, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v1, v1, v57
	v_ashrrev_i64 v[0:1], 27, v[0:1]
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_lshlrev_b64 v[2:3], 5, v[42:43]
	global_store_dwordx4 v[0:1], v[124:127], off offset:16
	global_store_dwordx4 v[0:1], v[120:123], off
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[108:111], off offset:16
	global_store_dwordx4 v[0:1], v[104:107], off
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[92:95], off offset:16
	global_store_dwordx4 v[0:1], v[88:91], off
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[76:79], off offset:16
	global_store_dwordx4 v[0:1], v[72:75], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mmmKernel_local
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_vgpr 154
		.amdhsa_next_free_sgpr 68
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
	.size	mmmKernel_local, .Lfunc_end1-mmmKernel_local
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3700
; NumSgprs: 74
; NumVgprs: 154
; NumAgprs: 0
; TotalNumVgprs: 154
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 38
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 154
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z15get_global_sizej
	.hidden	_Z7barrierj
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
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mmmKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         mmmKernel.kd
    .vgpr_count:     127
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'double4*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mmmKernel_local
    .private_segment_fixed_size: 16384
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         mmmKernel_local.kd
    .vgpr_count:     154
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
