	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.protected	histogramKernel_Vector  ; -- Begin function histogramKernel_Vector
	.globl	histogramKernel_Vector
	.p2align	8
	.type	histogramKernel_Vector,@function
histogramKernel_Vector:                 ; @histogramKernel_Vector
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	s_load_dword s54, s[8:9], 0x10
	s_add_u32 s34, s38, 24
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	s_mov_b32 s45, s14
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
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
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
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
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
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
	s_movk_i32 s4, 0x400
	v_mov_b32_e32 v44, v0
	v_cmp_gt_u32_e32 vcc, s4, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v4, 4, v43
	v_lshlrev_b32_e32 v5, 4, v44
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x3ff
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v6, v43
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, v6, v44
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_cmp_lt_u32_e32 vcc, s8, v6
	ds_write_b128 v4, v[0:3]
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v4, v4, v5
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[48:51], s[38:39], 0x0
	s_add_u32 s8, s38, 24
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v56, 15, v43
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	s_cmp_eq_u32 s54, 0
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	v_mov_b32_e32 v57, v56
	v_mov_b32_e32 v46, v56
	v_mov_b32_e32 v47, v56
	v_mov_b32_e32 v41, 0
	s_movk_i32 s55, 0xff0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s53, s53, _Z8atom_incPU3AS3Vj@rel32@hi+12
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[0:1], 4, v[40:41]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[58:61], v[0:1], off
	s_add_u32 s34, s38, 24
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 4, v58
	v_and_or_b32 v0, v0, s55, v56
	v_lshlrev_b32_e32 v1, 4, v59
	v_lshlrev_b32_e32 v2, 4, v60
	v_lshlrev_b32_e32 v3, 4, v61
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_or_b32 v62, v3, s55, v47
	v_and_or_b32 v63, v2, s55, v46
	v_and_or_b32 v72, v1, s55, v57
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v72
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v58, 8, 8
	v_lshl_or_b32 v0, v0, 4, v56
	v_bfe_u32 v1, v59, 8, 8
	v_bfe_u32 v2, v60, 8, 8
	v_bfe_u32 v3, v61, 8, 8
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_lshl_or_b32 v62, v3, 4, v47
	v_lshl_or_b32 v63, v2, 4, v46
	v_lshl_or_b32 v72, v1, 4, v57
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v72
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v58, 16, 8
	v_lshl_or_b32 v0, v0, 4, v56
	v_bfe_u32 v1, v59, 16, 8
	v_bfe_u32 v2, v60, 16, 8
	v_bfe_u32 v3, v61, 16, 8
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_lshl_or_b32 v62, v3, 4, v47
	v_lshl_or_b32 v63, v2, 4, v46
	v_lshl_or_b32 v72, v1, 4, v57
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v72
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshrrev_b32_e32 v0, 24, v58
	v_lshl_or_b32 v0, v0, 4, v56
	v_lshrrev_b32_e32 v1, 24, v59
	v_lshrrev_b32_e32 v2, 24, v60
	v_lshrrev_b32_e32 v3, 24, v61
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_lshl_or_b32 v58, v3, 4, v47
	v_lshl_or_b32 v59, v2, 4, v46
	v_lshl_or_b32 v60, v1, 4, v57
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v60
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v59
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v58
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s54, s54, -1
	s_cmp_lg_u32 s54, 0
	v_add_u32_e32 v40, v40, v45
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	s_add_u32 s8, s38, 24
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_movk_i32 s4, 0x100
	v_cmp_gt_u32_e32 vcc, s4, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.7:
	v_add_u32_e32 v0, 1, v43
	v_and_b32_e32 v40, 15, v0
	v_add_u32_e32 v0, 2, v43
	v_and_b32_e32 v41, 15, v0
	v_add_u32_e32 v0, 3, v43
	v_and_b32_e32 v45, 15, v0
	v_add_u32_e32 v0, 4, v43
	v_and_b32_e32 v46, 15, v0
	v_add_u32_e32 v0, 5, v43
	v_and_b32_e32 v47, 15, v0
	v_add_u32_e32 v0, 6, v43
	v_and_b32_e32 v57, 15, v0
	v_add_u32_e32 v0, 7, v43
	v_and_b32_e32 v58, 15, v0
	v_add_u32_e32 v0, 8, v43
	v_and_b32_e32 v59, 15, v0
	v_add_u32_e32 v0, 9, v43
	v_and_b32_e32 v60, 15, v0
	v_add_u32_e32 v0, 10, v43
	v_and_b32_e32 v61, 15, v0
	v_add_u32_e32 v0, 11, v43
	v_and_b32_e32 v62, 15, v0
	v_add_u32_e32 v0, 12, v43
	v_and_b32_e32 v63, 15, v0
	v_add_u32_e32 v0, 13, v43
	v_and_b32_e32 v72, 15, v0
	v_add_u32_e32 v0, 14, v43
	v_and_b32_e32 v73, 15, v0
	v_add_u32_e32 v0, -1, v43
	v_and_b32_e32 v74, 15, v0
	v_lshlrev_b32_e32 v75, 4, v43
	v_lshlrev_b32_e32 v76, 4, v44
	s_mov_b64 s[34:35], 0
	s_movk_i32 s48, 0xff
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v0, v56, v75
	v_or_b32_e32 v1, v40, v75
	v_or_b32_e32 v2, v41, v75
	v_or_b32_e32 v3, v45, v75
	v_or_b32_e32 v4, v46, v75
	v_or_b32_e32 v5, v47, v75
	v_or_b32_e32 v6, v57, v75
	v_or_b32_e32 v7, v58, v75
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v7
	s_waitcnt lgkmcnt(6)
	v_add_u32_e32 v0, v1, v0
	s_waitcnt lgkmcnt(4)
	v_add3_u32 v0, v2, v0, v3
	s_waitcnt lgkmcnt(2)
	v_add3_u32 v0, v4, v0, v5
	v_or_b32_e32 v1, v59, v75
	v_or_b32_e32 v2, v60, v75
	v_or_b32_e32 v3, v61, v75
	v_or_b32_e32 v4, v62, v75
	v_or_b32_e32 v5, v63, v75
	v_or_b32_e32 v8, v72, v75
	v_or_b32_e32 v9, v73, v75
	v_or_b32_e32 v10, v74, v75
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	ds_read_b32 v8, v8
	ds_read_b32 v9, v9
	ds_read_b32 v10, v10
	s_waitcnt lgkmcnt(8)
	v_add3_u32 v0, v6, v0, v7
	s_waitcnt lgkmcnt(6)
	v_add3_u32 v0, v1, v0, v2
	s_waitcnt lgkmcnt(4)
	v_add3_u32 v0, v3, v0, v4
	s_waitcnt lgkmcnt(2)
	v_add3_u32 v0, v5, v0, v8
	s_add_u32 s8, s38, 24
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v77, v9, v0, v10
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b64 v[0:1], 8, v[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v43
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v43, v43, v44
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_cmp_lt_u32_e32 vcc, s48, v43
	v_add_co_u32_e64 v0, s[4:5], s50, v0
	v_add_u32_e32 v75, v75, v76
	v_addc_co_u32_e64 v1, s[4:5], v2, v1, s[4:5]
	s_or_b64 s[34:35], vcc, s[34:35]
	global_store_dword v[0:1], v77, off
	s_andn2_b64 exec, exec, s[34:35]
	s_cbranch_execnz .LBB0_8
.LBB0_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogramKernel_Vector
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 80
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	histogramKernel_Vector, .Lfunc_end0-histogramKernel_Vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2104
; NumSgprs: 62
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 78
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	histogramKernel_Scalar  ; -- Begin function histogramKernel_Scalar
	.globl	histogramKernel_Scalar
	.p2align	8
	.type	histogramKernel_Scalar,@function
histogramKernel_Scalar:                 ; @histogramKernel_Scalar
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	s_load_dword s54, s[8:9], 0x10
	s_add_u32 s44, s36, 24
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	s_mov_b32 s43, s14
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x400
	v_mov_b32_e32 v44, v0
	v_cmp_gt_u32_e32 vcc, s4, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_lshlrev_b32_e32 v0, 2, v43
	v_lshlrev_b32_e32 v1, 2, v44
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, 0
	s_movk_i32 s8, 0x3ff
	v_mov_b32_e32 v3, v43
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, v3, v44
	v_cmp_lt_u32_e32 vcc, s8, v3
	ds_write_b32 v0, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[48:51], s[36:37], 0x0
	s_add_u32 s8, s36, 24
	s_addc_u32 s9, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v46, 3, v43
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	s_cmp_eq_u32 s54, 0
	s_cbranch_scc1 .LBB1_6
; %bb.4:
	v_mov_b32_e32 v41, 0
	s_movk_i32 s55, 0x3fc
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s53, s53, _Z8atom_incPU3AS3Vj@rel32@hi+12
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v47, v[0:1], off
	s_add_u32 s44, s36, 24
	s_addc_u32 s45, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v47
	v_and_or_b32 v0, v0, s55, v46
	v_lshlrev_b32_e32 v0, 2, v0
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v47, 8, 8
	v_lshl_or_b32 v0, v0, 2, v46
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v47, 16, 8
	v_lshl_or_b32 v0, v0, 2, v46
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	v_lshrrev_b32_e32 v0, 24, v47
	v_lshl_or_b32 v0, v0, 2, v46
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s54, s54, -1
	s_cmp_lg_u32 s54, 0
	v_add_u32_e32 v40, v40, v45
	s_cbranch_scc1 .LBB1_5
.LBB1_6:
	s_add_u32 s8, s36, 24
	s_addc_u32 s9, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_movk_i32 s4, 0x100
	v_cmp_gt_u32_e32 vcc, s4, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_9
; %bb.7:
	v_add_u32_e32 v0, 1, v43
	v_and_b32_e32 v40, 3, v0
	v_add_u32_e32 v0, 2, v43
	v_and_b32_e32 v41, 3, v0
	v_add_u32_e32 v0, -1, v43
	v_and_b32_e32 v45, 3, v0
	v_lshlrev_b32_e32 v47, 2, v43
	v_lshlrev_b32_e32 v56, 2, v44
	s_mov_b64 s[44:45], 0
	s_movk_i32 s48, 0xff
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v0, v46, v47
	v_or_b32_e32 v1, v40, v47
	v_or_b32_e32 v2, v41, v47
	v_or_b32_e32 v3, v45, v47
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_add_u32 s8, s36, 24
	s_addc_u32 s9, s37, 0
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v0, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v57, v2, v0, v3
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b64 v[0:1], 8, v[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v43
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v43, v43, v44
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_cmp_lt_u32_e32 vcc, s48, v43
	v_add_co_u32_e64 v0, s[4:5], s50, v0
	v_add_u32_e32 v47, v47, v56
	v_addc_co_u32_e64 v1, s[4:5], v2, v1, s[4:5]
	s_or_b64 s[44:45], vcc, s[44:45]
	global_store_dword v[0:1], v57, off
	s_andn2_b64 exec, exec, s[44:45]
	s_cbranch_execnz .LBB1_8
.LBB1_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogramKernel_Scalar
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 60
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	histogramKernel_Scalar, .Lfunc_end1-histogramKernel_Scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1072
; NumSgprs: 62
; NumVgprs: 58
; NumAgprs: 0
; TotalNumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 58
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	reduceKernel            ; -- Begin function reduceKernel
	.globl	reduceKernel
	.p2align	8
	.type	reduceKernel,@function
reduceKernel:                           ; @reduceKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	s_load_dword s33, s[8:9], 0x8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_add_u32 s8, s8, 16
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	s_cmp_eq_u32 s33, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB2_12
; %bb.1:
	s_add_i32 s4, s33, -1
	s_cmp_lt_u32 s4, 60
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v4, 0
	s_cbranch_vccnz .LBB2_7
; %bb.2:
	s_lshr_b32 s7, s4, 2
	s_lshl_b32 s6, s7, 10
	s_bfe_u32 s4, s4, 0x160002
	s_cmp_lg_u32 s4, s7
	v_not_b32_e32 v1, v0
	s_cselect_b64 s[4:5], -1, 0
	v_cmp_gt_u32_e32 vcc, s6, v1
	v_sub_u32_e32 v1, 0xfffffeff, v0
	s_or_b64 s[8:9], vcc, s[4:5]
	v_cmp_gt_u32_e32 vcc, s6, v1
	v_sub_u32_e32 v1, 0xfffffdff, v0
	s_or_b64 s[10:11], vcc, s[4:5]
	v_cmp_gt_u32_e32 vcc, s6, v1
	v_sub_u32_e32 v1, 0xfffffcff, v0
	s_or_b64 s[12:13], vcc, s[4:5]
	v_cmp_gt_u32_e32 vcc, s6, v1
	s_or_b64 s[8:9], s[8:9], s[10:11]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[8:9], s[8:9], s[12:13]
	s_or_b64 s[4:5], s[8:9], s[4:5]
	s_mov_b64 s[8:9], -1
	s_xor_b64 s[10:11], s[4:5], -1
	s_mov_b32 s6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB2_6
; %bb.3:
	s_add_i32 s8, s7, 1
	s_mov_b32 s12, s6
	s_mov_b32 s13, s6
	s_and_b32 s9, s8, 0x7ffffff0
	v_add_u32_e32 v2, 0x800, v0
	v_add_u32_e32 v4, 0x1000, v0
	v_add_u32_e32 v6, 0x1800, v0
	v_add_u32_e32 v8, 0x2000, v0
	v_add_u32_e32 v10, 0x2800, v0
	v_add_u32_e32 v12, 0x3000, v0
	v_add_u32_e32 v14, 0x3800, v0
	v_pk_mov_b32 v[18:19], s[12:13], s[12:13] op_sel:[0,1]
	s_lshl_b32 s10, s9, 2
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v13, v12
	s_mov_b32 s7, 4
	v_mov_b32_e32 v15, v14
	s_movk_i32 s11, 0x100
	s_movk_i32 s12, 0x200
	s_movk_i32 s13, 0x300
	v_mov_b32_e32 v17, 0
	s_mov_b32 s14, s9
	v_pk_mov_b32 v[20:21], v[18:19], v[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[22:23], v[18:19], v[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[24:25], v[18:19], v[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[26:27], v[18:19], v[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[28:29], v[18:19], v[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[30:31], v[18:19], v[18:19] op_sel:[0,1]
	v_pk_mov_b32 v[32:33], v[18:19], v[18:19] op_sel:[0,1]
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s15, s6, 8
	v_add_u32_e32 v16, s15, v0
	s_lshl_b32 s16, s7, 8
	v_lshlrev_b64 v[64:65], 2, v[16:17]
	v_add_u32_e32 v62, s16, v1
	v_add_co_u32_e32 v66, vcc, s34, v64
	v_mov_b32_e32 v64, s35
	v_mov_b32_e32 v63, v17
	v_addc_co_u32_e32 v67, vcc, v64, v65, vcc
	v_lshlrev_b64 v[68:69], 2, v[62:63]
	v_add_u32_e32 v56, s15, v2
	v_add_co_u32_e32 v68, vcc, s34, v68
	v_mov_b32_e32 v57, v17
	v_addc_co_u32_e32 v69, vcc, v64, v69, vcc
	v_lshlrev_b64 v[70:71], 2, v[56:57]
	v_add_u32_e32 v60, s16, v3
	v_add_co_u32_e32 v70, vcc, s34, v70
	v_mov_b32_e32 v61, v17
	v_addc_co_u32_e32 v71, vcc, v64, v71, vcc
	v_lshlrev_b64 v[72:73], 2, v[60:61]
	v_add_u32_e32 v52, s15, v4
	v_add_co_u32_e32 v72, vcc, s34, v72
	v_mov_b32_e32 v53, v17
	v_addc_co_u32_e32 v73, vcc, v64, v73, vcc
	v_lshlrev_b64 v[74:75], 2, v[52:53]
	v_add_u32_e32 v58, s16, v5
	v_add_co_u32_e32 v74, vcc, s34, v74
	v_mov_b32_e32 v59, v17
	v_addc_co_u32_e32 v75, vcc, v64, v75, vcc
	v_lshlrev_b64 v[76:77], 2, v[58:59]
	v_add_u32_e32 v48, s15, v6
	v_add_co_u32_e32 v76, vcc, s34, v76
	v_mov_b32_e32 v49, v17
	v_addc_co_u32_e32 v77, vcc, v64, v77, vcc
	v_lshlrev_b64 v[78:79], 2, v[48:49]
	v_add_u32_e32 v54, s16, v7
	v_add_co_u32_e32 v78, vcc, s34, v78
	v_mov_b32_e32 v55, v17
	v_addc_co_u32_e32 v79, vcc, v64, v79, vcc
	v_lshlrev_b64 v[80:81], 2, v[54:55]
	v_add_u32_e32 v44, s15, v8
	v_add_co_u32_e32 v80, vcc, s34, v80
	v_mov_b32_e32 v45, v17
	v_addc_co_u32_e32 v81, vcc, v64, v81, vcc
	v_lshlrev_b64 v[82:83], 2, v[44:45]
	v_add_u32_e32 v50, s16, v9
	v_add_co_u32_e32 v82, vcc, s34, v82
	v_mov_b32_e32 v51, v17
	v_addc_co_u32_e32 v83, vcc, v64, v83, vcc
	v_lshlrev_b64 v[84:85], 2, v[50:51]
	v_add_u32_e32 v40, s15, v10
	v_add_co_u32_e32 v84, vcc, s34, v84
	v_mov_b32_e32 v41, v17
	v_addc_co_u32_e32 v85, vcc, v64, v85, vcc
	v_lshlrev_b64 v[86:87], 2, v[40:41]
	v_add_u32_e32 v46, s16, v11
	v_add_co_u32_e32 v86, vcc, s34, v86
	v_mov_b32_e32 v47, v17
	v_addc_co_u32_e32 v87, vcc, v64, v87, vcc
	v_lshlrev_b64 v[88:89], 2, v[46:47]
	v_add_u32_e32 v36, s15, v12
	v_add_co_u32_e32 v88, vcc, s34, v88
	v_mov_b32_e32 v37, v17
	v_addc_co_u32_e32 v89, vcc, v64, v89, vcc
	v_lshlrev_b64 v[90:91], 2, v[36:37]
	v_add_u32_e32 v42, s16, v13
	v_add_co_u32_e32 v90, vcc, s34, v90
	v_mov_b32_e32 v43, v17
	v_addc_co_u32_e32 v91, vcc, v64, v91, vcc
	v_lshlrev_b64 v[92:93], 2, v[42:43]
	v_add_u32_e32 v34, s15, v14
	v_add_co_u32_e32 v92, vcc, s34, v92
	v_mov_b32_e32 v35, v17
	v_addc_co_u32_e32 v93, vcc, v64, v93, vcc
	v_lshlrev_b64 v[94:95], 2, v[34:35]
	v_add_u32_e32 v38, s16, v15
	v_add_co_u32_e32 v94, vcc, s34, v94
	v_mov_b32_e32 v39, v17
	v_addc_co_u32_e32 v95, vcc, v64, v95, vcc
	v_lshlrev_b64 v[96:97], 2, v[38:39]
	v_add_co_u32_e32 v96, vcc, s34, v96
	v_addc_co_u32_e32 v97, vcc, v64, v97, vcc
	global_load_dword v63, v[66:67], off
	global_load_dword v59, v[68:69], off
	global_load_dword v61, v[70:71], off
	global_load_dword v55, v[72:73], off
	global_load_dword v57, v[74:75], off
	global_load_dword v51, v[76:77], off
	global_load_dword v53, v[78:79], off
	global_load_dword v47, v[80:81], off
	global_load_dword v49, v[82:83], off
	global_load_dword v43, v[84:85], off
	global_load_dword v45, v[86:87], off
	global_load_dword v39, v[88:89], off
	global_load_dword v41, v[90:91], off
	global_load_dword v35, v[92:93], off
	global_load_dword v37, v[94:95], off
                                        ; kill: killed $vgpr82 killed $vgpr83
                                        ; kill: killed $vgpr88 killed $vgpr89
                                        ; kill: killed $vgpr94 killed $vgpr95
                                        ; kill: killed $vgpr68 killed $vgpr69
                                        ; kill: killed $vgpr74 killed $vgpr75
                                        ; kill: killed $vgpr80 killed $vgpr81
                                        ; kill: killed $vgpr86 killed $vgpr87
                                        ; kill: killed $vgpr92 killed $vgpr93
                                        ; kill: killed $vgpr66 killed $vgpr67
                                        ; kill: killed $vgpr72 killed $vgpr73
                                        ; kill: killed $vgpr78 killed $vgpr79
                                        ; kill: killed $vgpr84 killed $vgpr85
                                        ; kill: killed $vgpr90 killed $vgpr91
                                        ; kill: killed $vgpr70 killed $vgpr71
                                        ; kill: killed $vgpr76 killed $vgpr77
	global_load_dword v65, v[96:97], off
	v_add_u32_e32 v68, s11, v16
	v_mov_b32_e32 v69, v17
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_u32_e32 v66, s11, v62
	v_add_co_u32_e32 v68, vcc, s34, v68
	v_mov_b32_e32 v67, v17
	v_addc_co_u32_e32 v69, vcc, v64, v69, vcc
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_u32_e32 v72, s11, v56
	v_add_co_u32_e32 v66, vcc, s34, v66
	v_mov_b32_e32 v73, v17
	v_addc_co_u32_e32 v67, vcc, v64, v67, vcc
	v_lshlrev_b64 v[72:73], 2, v[72:73]
	v_add_u32_e32 v70, s11, v60
	v_add_co_u32_e32 v72, vcc, s34, v72
	v_mov_b32_e32 v71, v17
	v_addc_co_u32_e32 v73, vcc, v64, v73, vcc
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_u32_e32 v76, s11, v52
	v_add_co_u32_e32 v70, vcc, s34, v70
	v_mov_b32_e32 v77, v17
	v_addc_co_u32_e32 v71, vcc, v64, v71, vcc
	v_lshlrev_b64 v[76:77], 2, v[76:77]
	v_add_u32_e32 v74, s11, v58
	v_add_co_u32_e32 v76, vcc, s34, v76
	v_mov_b32_e32 v75, v17
	v_addc_co_u32_e32 v77, vcc, v64, v77, vcc
	v_lshlrev_b64 v[74:75], 2, v[74:75]
	v_add_u32_e32 v80, s11, v48
	v_add_co_u32_e32 v74, vcc, s34, v74
	v_mov_b32_e32 v81, v17
	v_addc_co_u32_e32 v75, vcc, v64, v75, vcc
	v_lshlrev_b64 v[80:81], 2, v[80:81]
	v_add_u32_e32 v78, s11, v54
	v_add_co_u32_e32 v80, vcc, s34, v80
	v_mov_b32_e32 v79, v17
	v_addc_co_u32_e32 v81, vcc, v64, v81, vcc
	v_lshlrev_b64 v[78:79], 2, v[78:79]
	v_add_u32_e32 v84, s11, v44
	v_add_co_u32_e32 v78, vcc, s34, v78
	v_mov_b32_e32 v85, v17
	v_addc_co_u32_e32 v79, vcc, v64, v79, vcc
	v_lshlrev_b64 v[84:85], 2, v[84:85]
	v_add_u32_e32 v82, s11, v50
	v_add_co_u32_e32 v84, vcc, s34, v84
	v_mov_b32_e32 v83, v17
	v_addc_co_u32_e32 v85, vcc, v64, v85, vcc
	v_lshlrev_b64 v[82:83], 2, v[82:83]
	v_add_u32_e32 v88, s11, v40
	v_add_co_u32_e32 v82, vcc, s34, v82
	v_mov_b32_e32 v89, v17
	v_addc_co_u32_e32 v83, vcc, v64, v83, vcc
	v_lshlrev_b64 v[88:89], 2, v[88:89]
	v_add_u32_e32 v86, s11, v46
	v_add_co_u32_e32 v88, vcc, s34, v88
	v_mov_b32_e32 v87, v17
	v_addc_co_u32_e32 v89, vcc, v64, v89, vcc
	v_lshlrev_b64 v[86:87], 2, v[86:87]
	v_add_u32_e32 v92, s11, v36
	v_add_co_u32_e32 v86, vcc, s34, v86
	v_mov_b32_e32 v93, v17
	v_addc_co_u32_e32 v87, vcc, v64, v87, vcc
	v_lshlrev_b64 v[92:93], 2, v[92:93]
	v_add_u32_e32 v90, s11, v42
	v_add_co_u32_e32 v92, vcc, s34, v92
	v_mov_b32_e32 v91, v17
	v_addc_co_u32_e32 v93, vcc, v64, v93, vcc
	v_lshlrev_b64 v[90:91], 2, v[90:91]
	v_add_u32_e32 v96, s11, v34
	v_add_co_u32_e32 v90, vcc, s34, v90
	v_mov_b32_e32 v97, v17
	v_addc_co_u32_e32 v91, vcc, v64, v91, vcc
	v_lshlrev_b64 v[96:97], 2, v[96:97]
	v_add_u32_e32 v94, s11, v38
	v_add_co_u32_e32 v96, vcc, s34, v96
	v_mov_b32_e32 v95, v17
	v_addc_co_u32_e32 v97, vcc, v64, v97, vcc
	v_lshlrev_b64 v[94:95], 2, v[94:95]
	v_add_co_u32_e32 v94, vcc, s34, v94
	v_addc_co_u32_e32 v95, vcc, v64, v95, vcc
	global_load_dword v98, v[68:69], off
	global_load_dword v99, v[66:67], off
	global_load_dword v100, v[72:73], off
	global_load_dword v101, v[70:71], off
	global_load_dword v102, v[76:77], off
	global_load_dword v103, v[74:75], off
	global_load_dword v104, v[80:81], off
	global_load_dword v105, v[78:79], off
	global_load_dword v106, v[84:85], off
	global_load_dword v107, v[82:83], off
	global_load_dword v108, v[88:89], off
	global_load_dword v109, v[86:87], off
	global_load_dword v110, v[92:93], off
	global_load_dword v111, v[90:91], off
	global_load_dword v112, v[96:97], off
                                        ; kill: killed $vgpr86 killed $vgpr87
                                        ; kill: killed $vgpr96 killed $vgpr97
                                        ; kill: killed $vgpr66 killed $vgpr67
                                        ; kill: killed $vgpr76 killed $vgpr77
                                        ; kill: killed $vgpr78 killed $vgpr79
                                        ; kill: killed $vgpr88 killed $vgpr89
                                        ; kill: killed $vgpr90 killed $vgpr91
                                        ; kill: killed $vgpr68 killed $vgpr69
                                        ; kill: killed $vgpr70 killed $vgpr71
                                        ; kill: killed $vgpr80 killed $vgpr81
                                        ; kill: killed $vgpr82 killed $vgpr83
                                        ; kill: killed $vgpr92 killed $vgpr93
                                        ; kill: killed $vgpr72 killed $vgpr73
                                        ; kill: killed $vgpr74 killed $vgpr75
                                        ; kill: killed $vgpr84 killed $vgpr85
	global_load_dword v113, v[94:95], off
	v_add_u32_e32 v68, s12, v16
	v_mov_b32_e32 v69, v17
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_u32_e32 v66, s12, v62
	v_add_co_u32_e32 v68, vcc, s34, v68
	v_mov_b32_e32 v67, v17
	v_addc_co_u32_e32 v69, vcc, v64, v69, vcc
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_u32_e32 v72, s12, v56
	v_add_co_u32_e32 v66, vcc, s34, v66
	v_mov_b32_e32 v73, v17
	v_addc_co_u32_e32 v67, vcc, v64, v67, vcc
	v_lshlrev_b64 v[72:73], 2, v[72:73]
	v_add_u32_e32 v70, s12, v60
	v_add_co_u32_e32 v72, vcc, s34, v72
	v_mov_b32_e32 v71, v17
	v_addc_co_u32_e32 v73, vcc, v64, v73, vcc
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_u32_e32 v76, s12, v52
	v_add_co_u32_e32 v70, vcc, s34, v70
	v_mov_b32_e32 v77, v17
	v_addc_co_u32_e32 v71, vcc, v64, v71, vcc
	v_lshlrev_b64 v[76:77], 2, v[76:77]
	v_add_u32_e32 v74, s12, v58
	v_add_co_u32_e32 v76, vcc, s34, v76
	v_mov_b32_e32 v75, v17
	v_addc_co_u32_e32 v77, vcc, v64, v77, vcc
	v_lshlrev_b64 v[74:75], 2, v[74:75]
	v_add_u32_e32 v80, s12, v48
	v_add_co_u32_e32 v74, vcc, s34, v74
	v_mov_b32_e32 v81, v17
	v_addc_co_u32_e32 v75, vcc, v64, v75, vcc
	v_lshlrev_b64 v[80:81], 2, v[80:81]
	v_add_u32_e32 v78, s12, v54
	v_add_co_u32_e32 v80, vcc, s34, v80
	v_mov_b32_e32 v79, v17
	v_addc_co_u32_e32 v81, vcc, v64, v81, vcc
	v_lshlrev_b64 v[78:79], 2, v[78:79]
	v_add_u32_e32 v84, s12, v44
	v_add_co_u32_e32 v78, vcc, s34, v78
	v_mov_b32_e32 v85, v17
	v_addc_co_u32_e32 v79, vcc, v64, v79, vcc
	v_lshlrev_b64 v[84:85], 2, v[84:85]
	v_add_u32_e32 v82, s12, v50
	v_add_co_u32_e32 v84, vcc, s34, v84
	v_mov_b32_e32 v83, v17
	v_addc_co_u32_e32 v85, vcc, v64, v85, vcc
	v_lshlrev_b64 v[82:83], 2, v[82:83]
	v_add_u32_e32 v88, s12, v40
	v_add_co_u32_e32 v82, vcc, s34, v82
	v_mov_b32_e32 v89, v17
	v_addc_co_u32_e32 v83, vcc, v64, v83, vcc
	v_lshlrev_b64 v[88:89], 2, v[88:89]
	v_add_u32_e32 v86, s12, v46
	v_add_co_u32_e32 v88, vcc, s34, v88
	v_mov_b32_e32 v87, v17
	v_addc_co_u32_e32 v89, vcc, v64, v89, vcc
	v_lshlrev_b64 v[86:87], 2, v[86:87]
	v_add_u32_e32 v92, s12, v36
	v_add_co_u32_e32 v86, vcc, s34, v86
	v_mov_b32_e32 v93, v17
	v_addc_co_u32_e32 v87, vcc, v64, v87, vcc
	v_lshlrev_b64 v[92:93], 2, v[92:93]
	v_add_u32_e32 v90, s12, v42
	v_add_co_u32_e32 v92, vcc, s34, v92
	v_mov_b32_e32 v91, v17
	v_addc_co_u32_e32 v93, vcc, v64, v93, vcc
	v_lshlrev_b64 v[90:91], 2, v[90:91]
	v_add_u32_e32 v96, s12, v34
	v_add_co_u32_e32 v90, vcc, s34, v90
	v_mov_b32_e32 v97, v17
	v_addc_co_u32_e32 v91, vcc, v64, v91, vcc
	v_lshlrev_b64 v[96:97], 2, v[96:97]
	v_add_u32_e32 v94, s12, v38
	v_add_co_u32_e32 v96, vcc, s34, v96
	v_mov_b32_e32 v95, v17
	v_addc_co_u32_e32 v97, vcc, v64, v97, vcc
	v_lshlrev_b64 v[94:95], 2, v[94:95]
	v_add_co_u32_e32 v94, vcc, s34, v94
	v_add_u32_e32 v16, s13, v16
	v_addc_co_u32_e32 v95, vcc, v64, v95, vcc
	global_load_dword v114, v[68:69], off
	global_load_dword v115, v[66:67], off
	global_load_dword v116, v[72:73], off
	global_load_dword v117, v[70:71], off
	global_load_dword v118, v[76:77], off
	global_load_dword v119, v[74:75], off
	global_load_dword v120, v[80:81], off
	global_load_dword v121, v[78:79], off
	global_load_dword v122, v[84:85], off
	global_load_dword v123, v[82:83], off
	global_load_dword v124, v[88:89], off
	global_load_dword v125, v[86:87], off
	global_load_dword v126, v[92:93], off
	global_load_dword v127, v[90:91], off
	global_load_dword v128, v[96:97], off
                                        ; kill: killed $vgpr66 killed $vgpr67
                                        ; kill: killed $vgpr76 killed $vgpr77
                                        ; kill: killed $vgpr78 killed $vgpr79
                                        ; kill: killed $vgpr88 killed $vgpr89
                                        ; kill: killed $vgpr90 killed $vgpr91
                                        ; kill: killed $vgpr68 killed $vgpr69
                                        ; kill: killed $vgpr70 killed $vgpr71
                                        ; kill: killed $vgpr80 killed $vgpr81
                                        ; kill: killed $vgpr82 killed $vgpr83
                                        ; kill: killed $vgpr92 killed $vgpr93
                                        ; kill: killed $vgpr72 killed $vgpr73
                                        ; kill: killed $vgpr74 killed $vgpr75
                                        ; kill: killed $vgpr84 killed $vgpr85
                                        ; kill: killed $vgpr86 killed $vgpr87
                                        ; kill: killed $vgpr96 killed $vgpr97
	global_load_dword v129, v[94:95], off
	v_lshlrev_b64 v[96:97], 2, v[16:17]
	v_add_u32_e32 v66, s13, v62
	v_add_co_u32_e32 v96, vcc, s34, v96
	v_mov_b32_e32 v67, v17
	v_addc_co_u32_e32 v97, vcc, v64, v97, vcc
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_u32_e32 v70, s13, v56
	v_add_co_u32_e32 v66, vcc, s34, v66
	v_mov_b32_e32 v71, v17
	v_addc_co_u32_e32 v67, vcc, v64, v67, vcc
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_u32_e32 v68, s13, v60
	v_add_co_u32_e32 v70, vcc, s34, v70
	v_mov_b32_e32 v69, v17
	v_addc_co_u32_e32 v71, vcc, v64, v71, vcc
	v_lshlrev_b64 v[68:69], 2, v[68:69]
	v_add_u32_e32 v74, s13, v52
	v_add_co_u32_e32 v68, vcc, s34, v68
	v_mov_b32_e32 v75, v17
	v_addc_co_u32_e32 v69, vcc, v64, v69, vcc
	v_lshlrev_b64 v[74:75], 2, v[74:75]
	v_add_u32_e32 v72, s13, v58
	v_add_co_u32_e32 v74, vcc, s34, v74
	v_mov_b32_e32 v73, v17
	v_addc_co_u32_e32 v75, vcc, v64, v75, vcc
	v_lshlrev_b64 v[72:73], 2, v[72:73]
	v_add_u32_e32 v78, s13, v48
	v_add_co_u32_e32 v72, vcc, s34, v72
	v_mov_b32_e32 v79, v17
	v_addc_co_u32_e32 v73, vcc, v64, v73, vcc
	v_lshlrev_b64 v[78:79], 2, v[78:79]
	v_add_u32_e32 v76, s13, v54
	v_add_co_u32_e32 v78, vcc, s34, v78
	v_mov_b32_e32 v77, v17
	v_addc_co_u32_e32 v79, vcc, v64, v79, vcc
	v_lshlrev_b64 v[76:77], 2, v[76:77]
	v_add_u32_e32 v82, s13, v44
	v_add_co_u32_e32 v76, vcc, s34, v76
	v_mov_b32_e32 v83, v17
	v_addc_co_u32_e32 v77, vcc, v64, v77, vcc
	v_lshlrev_b64 v[82:83], 2, v[82:83]
	v_add_u32_e32 v80, s13, v50
	v_add_co_u32_e32 v82, vcc, s34, v82
	v_mov_b32_e32 v81, v17
	v_addc_co_u32_e32 v83, vcc, v64, v83, vcc
	v_lshlrev_b64 v[80:81], 2, v[80:81]
	v_add_u32_e32 v86, s13, v40
	v_add_co_u32_e32 v80, vcc, s34, v80
	v_mov_b32_e32 v87, v17
	v_addc_co_u32_e32 v81, vcc, v64, v81, vcc
	v_lshlrev_b64 v[86:87], 2, v[86:87]
	v_add_u32_e32 v84, s13, v46
	v_add_co_u32_e32 v86, vcc, s34, v86
	v_mov_b32_e32 v85, v17
	v_addc_co_u32_e32 v87, vcc, v64, v87, vcc
	v_lshlrev_b64 v[84:85], 2, v[84:85]
	v_add_u32_e32 v90, s13, v36
	v_add_co_u32_e32 v84, vcc, s34, v84
	v_mov_b32_e32 v91, v17
	v_addc_co_u32_e32 v85, vcc, v64, v85, vcc
	v_lshlrev_b64 v[90:91], 2, v[90:91]
	v_add_u32_e32 v88, s13, v42
	v_add_co_u32_e32 v90, vcc, s34, v90
	v_mov_b32_e32 v89, v17
	v_addc_co_u32_e32 v91, vcc, v64, v91, vcc
	v_lshlrev_b64 v[88:89], 2, v[88:89]
	v_add_u32_e32 v94, s13, v34
	v_add_co_u32_e32 v88, vcc, s34, v88
	v_mov_b32_e32 v95, v17
	v_addc_co_u32_e32 v89, vcc, v64, v89, vcc
	v_lshlrev_b64 v[94:95], 2, v[94:95]
	v_add_u32_e32 v92, s13, v38
	v_add_co_u32_e32 v94, vcc, s34, v94
	v_mov_b32_e32 v93, v17
	v_addc_co_u32_e32 v95, vcc, v64, v95, vcc
	v_lshlrev_b64 v[92:93], 2, v[92:93]
	v_add_co_u32_e32 v92, vcc, s34, v92
	v_addc_co_u32_e32 v93, vcc, v64, v93, vcc
	global_load_dword v16, v[96:97], off
	global_load_dword v34, v[66:67], off
	global_load_dword v36, v[70:71], off
	global_load_dword v38, v[68:69], off
	global_load_dword v40, v[74:75], off
	global_load_dword v42, v[72:73], off
	global_load_dword v44, v[78:79], off
	global_load_dword v46, v[76:77], off
	global_load_dword v48, v[82:83], off
	global_load_dword v50, v[80:81], off
	global_load_dword v52, v[86:87], off
	global_load_dword v54, v[84:85], off
	global_load_dword v56, v[90:91], off
	global_load_dword v58, v[88:89], off
	global_load_dword v60, v[94:95], off
                                        ; kill: killed $vgpr74 killed $vgpr75
                                        ; kill: killed $vgpr76 killed $vgpr77
                                        ; kill: killed $vgpr86 killed $vgpr87
                                        ; kill: killed $vgpr88 killed $vgpr89
                                        ; kill: killed $vgpr96 killed $vgpr97
                                        ; kill: killed $vgpr68 killed $vgpr69
                                        ; kill: killed $vgpr78 killed $vgpr79
                                        ; kill: killed $vgpr80 killed $vgpr81
                                        ; kill: killed $vgpr90 killed $vgpr91
                                        ; kill: killed $vgpr70 killed $vgpr71
                                        ; kill: killed $vgpr72 killed $vgpr73
                                        ; kill: killed $vgpr82 killed $vgpr83
                                        ; kill: killed $vgpr84 killed $vgpr85
                                        ; kill: killed $vgpr94 killed $vgpr95
                                        ; kill: killed $vgpr66 killed $vgpr67
	global_load_dword v62, v[92:93], off
	s_waitcnt vmcnt(47)
	v_add3_u32 v18, v63, v18, v98
	s_waitcnt vmcnt(46)
	v_add3_u32 v19, v59, v19, v99
	s_waitcnt vmcnt(45)
	v_add3_u32 v20, v61, v20, v100
	s_waitcnt vmcnt(44)
	v_add3_u32 v21, v55, v21, v101
	s_waitcnt vmcnt(43)
	v_add3_u32 v22, v57, v22, v102
	s_waitcnt vmcnt(42)
	v_add3_u32 v23, v51, v23, v103
	s_waitcnt vmcnt(41)
	v_add3_u32 v24, v53, v24, v104
	s_waitcnt vmcnt(40)
	v_add3_u32 v25, v47, v25, v105
	s_waitcnt vmcnt(39)
	v_add3_u32 v26, v49, v26, v106
	s_waitcnt vmcnt(38)
	v_add3_u32 v27, v43, v27, v107
	s_waitcnt vmcnt(37)
	v_add3_u32 v28, v45, v28, v108
	s_waitcnt vmcnt(36)
	v_add3_u32 v29, v39, v29, v109
	s_waitcnt vmcnt(35)
	v_add3_u32 v30, v41, v30, v110
	s_waitcnt vmcnt(34)
	v_add3_u32 v31, v35, v31, v111
	s_waitcnt vmcnt(33)
	v_add3_u32 v32, v37, v32, v112
	s_waitcnt vmcnt(32)
	v_add3_u32 v33, v65, v33, v113
	s_add_i32 s7, s7, 64
	s_add_i32 s6, s6, 64
	s_add_i32 s14, s14, -16
	s_cmp_lg_u32 s14, 0
	s_waitcnt vmcnt(15)
	v_add3_u32 v18, v18, v114, v16
	s_waitcnt vmcnt(14)
	v_add3_u32 v19, v19, v115, v34
	s_waitcnt vmcnt(13)
	v_add3_u32 v20, v20, v116, v36
	s_waitcnt vmcnt(12)
	v_add3_u32 v21, v21, v117, v38
	s_waitcnt vmcnt(11)
	v_add3_u32 v22, v22, v118, v40
	s_waitcnt vmcnt(10)
	v_add3_u32 v23, v23, v119, v42
	s_waitcnt vmcnt(9)
	v_add3_u32 v24, v24, v120, v44
	s_waitcnt vmcnt(8)
	v_add3_u32 v25, v25, v121, v46
	s_waitcnt vmcnt(7)
	v_add3_u32 v26, v26, v122, v48
	s_waitcnt vmcnt(6)
	v_add3_u32 v27, v27, v123, v50
	s_waitcnt vmcnt(5)
	v_add3_u32 v28, v28, v124, v52
	s_waitcnt vmcnt(4)
	v_add3_u32 v29, v29, v125, v54
	s_waitcnt vmcnt(3)
	v_add3_u32 v30, v30, v126, v56
	s_waitcnt vmcnt(2)
	v_add3_u32 v31, v31, v127, v58
	s_waitcnt vmcnt(1)
	v_add3_u32 v32, v32, v128, v60
	s_waitcnt vmcnt(0)
	v_add3_u32 v33, v33, v129, v62
	s_cbranch_scc1 .LBB2_4
; %bb.5:
	v_add_u32_e32 v1, v21, v19
	v_add3_u32 v2, v20, v18, v22
	v_add3_u32 v1, v23, v1, v25
	v_add3_u32 v2, v24, v2, v26
	v_add3_u32 v1, v27, v1, v29
	s_cmp_lg_u32 s8, s9
	v_add3_u32 v2, v28, v2, v30
	v_add3_u32 v1, v31, v1, v33
	s_cselect_b64 s[6:7], -1, 0
	v_add3_u32 v4, v32, v2, v1
	v_mov_b32_e32 v1, s10
	s_orn2_b64 s[8:9], s[6:7], exec
.LBB2_6:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB2_11
	s_branch .LBB2_8
.LBB2_7:
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB2_11
.LBB2_8:
	v_lshl_add_u32 v2, v1, 8, v0
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, 0
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v5, s35
	v_add_u32_e32 v8, 0x100, v2
	v_mov_b32_e32 v9, v3
	v_add_co_u32_e32 v6, vcc, s34, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v10, 0x200, v2
	v_mov_b32_e32 v11, v3
	v_add_co_u32_e32 v8, vcc, s34, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	v_add_u32_e32 v12, 0x300, v2
	v_mov_b32_e32 v13, v3
	v_add_co_u32_e32 v10, vcc, s34, v10
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_addc_co_u32_e32 v11, vcc, v5, v11, vcc
	v_add_co_u32_e32 v12, vcc, s34, v12
	v_addc_co_u32_e32 v13, vcc, v5, v13, vcc
	global_load_dword v5, v[6:7], off
	global_load_dword v14, v[8:9], off
	global_load_dword v15, v[10:11], off
	global_load_dword v16, v[12:13], off
	v_add_u32_e32 v1, 4, v1
	v_cmp_le_u32_e32 vcc, s33, v1
	v_add_u32_e32 v2, 0x400, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(2)
	v_add3_u32 v4, v5, v4, v14
	s_waitcnt vmcnt(0)
	v_add3_u32 v4, v4, v15, v16
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_9
; %bb.10:
	s_or_b64 exec, exec, s[6:7]
.LBB2_11:
	s_or_b64 exec, exec, s[4:5]
.LBB2_12:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s35
	v_add_co_u32_e32 v0, vcc, s34, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduceKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 130
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 132
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	reduceKernel, .Lfunc_end2-reduceKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3292
; NumSgprs: 42
; NumVgprs: 130
; NumAgprs: 0
; TotalNumVgprs: 130
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 130
; AccumOffset: 132
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 32
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z15get_global_sizej
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.hidden	_Z8atom_incPU3AS3Vj
	.hidden	_Z12get_group_idj
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
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogramKernel_Vector
    .private_segment_fixed_size: 16384
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         histogramKernel_Vector.kd
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogramKernel_Scalar
    .private_segment_fixed_size: 16384
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         histogramKernel_Scalar.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduceKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         reduceKernel.kd
    .vgpr_count:     130
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
