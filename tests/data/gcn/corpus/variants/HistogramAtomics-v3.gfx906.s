	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906+xnack+sram-ecc"
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
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v42, v1
	s_load_dword s54, s[8:9], 0x10
	v_mov_b32_e32 v43, v0
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or3_b32 v41, v43, v1, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
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
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x400
	v_mov_b32_e32 v45, v0
	v_cmp_gt_u32_e32 vcc, s4, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v4, 4, v44
	v_lshlrev_b32_e32 v5, 4, v45
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x3ff
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v6, v44
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, v6, v45
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
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v57, 15, v44
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	s_cmp_eq_u32 s54, 0
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v42
	v_mov_b32_e32 v58, v57
	v_mov_b32_e32 v59, v57
	v_or3_b32 v56, v43, v1, v0
	v_mov_b32_e32 v60, v57
	s_movk_i32 s55, 0xff0
	v_mov_b32_e32 v41, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s53, s53, _Z8atom_incPU3AS3Vj@rel32@hi+12
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[0:1], 4, v[40:41]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[72:75], v[0:1], off
	s_add_u32 s34, s38, 24
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 4, v75
	v_lshlrev_b32_e32 v3, 4, v72
	v_and_or_b32 v61, v0, s55, v60
	v_and_or_b32 v0, v3, s55, v57
	v_lshlrev_b32_e32 v1, 4, v74
	v_lshlrev_b32_e32 v2, 4, v73
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_or_b32 v62, v1, s55, v59
	v_and_or_b32 v63, v2, s55, v58
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v75, 8, 8
	v_lshl_or_b32 v61, v0, 4, v60
	v_bfe_u32 v0, v74, 8, 8
	v_lshl_or_b32 v62, v0, 4, v59
	v_bfe_u32 v0, v73, 8, 8
	v_lshl_or_b32 v63, v0, 4, v58
	v_bfe_u32 v0, v72, 8, 8
	v_lshl_or_b32 v0, v0, 4, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v75, 16, 8
	v_lshl_or_b32 v61, v0, 4, v60
	v_bfe_u32 v0, v74, 16, 8
	v_lshl_or_b32 v62, v0, 4, v59
	v_bfe_u32 v0, v73, 16, 8
	v_lshl_or_b32 v63, v0, 4, v58
	v_bfe_u32 v0, v72, 16, 8
	v_lshl_or_b32 v0, v0, 4, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshrrev_b32_e32 v0, 24, v72
	v_lshl_or_b32 v0, v0, 4, v57
	v_lshrrev_b32_e32 v1, 24, v73
	v_lshrrev_b32_e32 v2, 24, v74
	v_lshrrev_b32_e32 v3, 24, v75
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_lshl_or_b32 v61, v3, 4, v60
	v_lshl_or_b32 v62, v2, 4, v59
	v_lshl_or_b32 v63, v1, 4, v58
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s54, s54, -1
	s_cmp_lg_u32 s54, 0
	v_add_u32_e32 v40, v40, v47
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_movk_i32 s4, 0x100
	v_cmp_gt_u32_e32 vcc, s4, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.7:
	v_add_u32_e32 v0, 1, v44
	v_and_b32_e32 v40, 15, v0
	v_add_u32_e32 v0, 2, v44
	v_and_b32_e32 v41, 15, v0
	v_add_u32_e32 v0, 3, v44
	v_and_b32_e32 v47, 15, v0
	v_add_u32_e32 v0, 4, v44
	v_and_b32_e32 v56, 15, v0
	v_add_u32_e32 v0, 5, v44
	v_and_b32_e32 v58, 15, v0
	v_add_u32_e32 v0, 6, v44
	v_and_b32_e32 v59, 15, v0
	v_add_u32_e32 v0, 7, v44
	v_and_b32_e32 v60, 15, v0
	v_add_u32_e32 v0, 8, v44
	v_and_b32_e32 v61, 15, v0
	v_add_u32_e32 v0, 9, v44
	v_and_b32_e32 v62, 15, v0
	v_add_u32_e32 v0, 10, v44
	v_and_b32_e32 v63, 15, v0
	v_add_u32_e32 v0, 11, v44
	v_and_b32_e32 v72, 15, v0
	v_add_u32_e32 v0, 12, v44
	v_and_b32_e32 v73, 15, v0
	v_add_u32_e32 v0, 13, v44
	v_and_b32_e32 v74, 15, v0
	v_add_u32_e32 v0, 14, v44
	v_and_b32_e32 v75, 15, v0
	v_add_u32_e32 v0, -1, v44
	v_and_b32_e32 v76, 15, v0
	v_lshlrev_b32_e32 v77, 4, v44
	v_lshlrev_b32_e32 v78, 4, v45
	s_mov_b64 s[34:35], 0
	v_lshlrev_b32_e32 v46, 20, v46
	s_movk_i32 s48, 0xff
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v0, v57, v77
	v_or_b32_e32 v1, v40, v77
	v_or_b32_e32 v2, v41, v77
	v_or_b32_e32 v3, v47, v77
	v_or_b32_e32 v4, v56, v77
	v_or_b32_e32 v5, v58, v77
	v_or_b32_e32 v6, v59, v77
	v_or_b32_e32 v7, v60, v77
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
	v_or_b32_e32 v1, v61, v77
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v6, v0, v7
	v_or_b32_e32 v2, v62, v77
	v_or_b32_e32 v3, v63, v77
	v_or_b32_e32 v4, v72, v77
	v_or_b32_e32 v5, v73, v77
	v_or_b32_e32 v6, v74, v77
	v_or_b32_e32 v7, v75, v77
	v_or_b32_e32 v8, v76, v77
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v8, 2, v8
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(6)
	v_add3_u32 v0, v1, v0, v2
	s_waitcnt lgkmcnt(4)
	v_add3_u32 v0, v3, v0, v4
	s_waitcnt lgkmcnt(2)
	v_add3_u32 v0, v5, v0, v6
	s_add_u32 s8, s38, 24
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v79, v7, v0, v8
	v_lshlrev_b32_e32 v0, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v0, v46
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b64 v[0:1], 8, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, v0, v44
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v44, v44, v45
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_cmp_lt_u32_e32 vcc, s48, v44
	s_or_b64 s[34:35], vcc, s[34:35]
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_add_u32_e32 v77, v77, v78
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v79, off
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 56
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
	.size	histogramKernel_Vector, .Lfunc_end0-histogramKernel_Vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2164
; NumSgprs: 62
; NumVgprs: 80
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 80
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v45, v1
	s_load_dword s54, s[8:9], 0x10
	v_mov_b32_e32 v44, v0
	s_add_u32 s44, s36, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or3_b32 v41, v44, v1, v0
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
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
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x400
	v_mov_b32_e32 v43, v0
	v_cmp_gt_u32_e32 vcc, s4, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_lshlrev_b32_e32 v0, 2, v42
	v_lshlrev_b32_e32 v1, 2, v43
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, 0
	s_movk_i32 s8, 0x3ff
	v_mov_b32_e32 v3, v42
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, v3, v43
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
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v45
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v44, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v57, 3, v42
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	s_cmp_eq_u32 s54, 0
	s_cbranch_scc1 .LBB1_6
; %bb.4:
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v45
	v_mov_b32_e32 v41, 0
	s_movk_i32 s55, 0x3fc
	v_or3_b32 v56, v44, v1, v0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s53, s53, _Z8atom_incPU3AS3Vj@rel32@hi+12
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v58, v[0:1], off
	s_add_u32 s44, s36, 24
	s_addc_u32 s45, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v58
	v_and_or_b32 v0, v0, s55, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v58, 8, 8
	v_lshl_or_b32 v0, v0, 2, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_bfe_u32 v0, v58, 16, 8
	v_lshl_or_b32 v0, v0, 2, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_lshrrev_b32_e32 v0, 24, v58
	v_lshl_or_b32 v0, v0, 2, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s54, s54, -1
	s_cmp_lg_u32 s54, 0
	v_add_u32_e32 v40, v40, v47
	s_cbranch_scc1 .LBB1_5
.LBB1_6:
	s_add_u32 s8, s36, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v45
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v44, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_movk_i32 s4, 0x100
	v_cmp_gt_u32_e32 vcc, s4, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_9
; %bb.7:
	v_add_u32_e32 v0, 1, v42
	v_and_b32_e32 v41, 3, v0
	v_add_u32_e32 v0, 2, v42
	v_and_b32_e32 v47, 3, v0
	v_add_u32_e32 v0, -1, v42
	v_and_b32_e32 v56, 3, v0
	v_lshlrev_b32_e32 v0, 20, v46
	v_lshlrev_b32_e32 v1, 10, v45
	v_lshlrev_b32_e32 v58, 2, v42
	v_lshlrev_b32_e32 v59, 2, v43
	s_mov_b64 s[44:45], 0
	v_or3_b32 v40, v44, v1, v0
	s_movk_i32 s48, 0xff
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v0, v57, v58
	v_or_b32_e32 v1, v41, v58
	v_or_b32_e32 v2, v47, v58
	v_or_b32_e32 v3, v56, v58
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
	v_add3_u32 v44, v2, v0, v3
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b64 v[0:1], 8, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, v0, v42
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v42, v42, v43
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_cmp_lt_u32_e32 vcc, s48, v42
	s_or_b64 s[44:45], vcc, s[44:45]
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_add_u32_e32 v58, v58, v59
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v44, off
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 56
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
	.size	histogramKernel_Scalar, .Lfunc_end1-histogramKernel_Scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1136
; NumSgprs: 62
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 60
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s36, 0
	s_swappc_b64 s[30:31], s[18:19]
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v3, v2
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_add_u32_e32 v6, 0x100, v1
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v12, s35
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v4, vcc, s34, v4
	v_add_u32_e32 v8, 0x200, v1
	v_mov_b32_e32 v9, v2
	v_addc_co_u32_e32 v5, vcc, v12, v5, vcc
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v6, vcc, s34, v6
	v_add_u32_e32 v10, 0x300, v1
	v_mov_b32_e32 v11, v2
	v_addc_co_u32_e32 v7, vcc, v12, v7, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v8, vcc, s34, v8
	v_addc_co_u32_e32 v9, vcc, v12, v9, vcc
	v_add_co_u32_e32 v10, vcc, s34, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_load_dword v12, v[4:5], off
	global_load_dword v13, v[6:7], off
	global_load_dword v14, v[8:9], off
	global_load_dword v15, v[10:11], off
	s_add_i32 s36, s36, 4
	v_add_u32_e32 v1, 0x400, v1
	s_cmp_ge_u32 s36, s33
	s_waitcnt vmcnt(2)
	v_add3_u32 v3, v12, v3, v13
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v3, v14, v15
	s_cbranch_scc0 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v3, 0
.LBB2_4:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s35
	v_add_co_u32_e32 v0, vcc, s34, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 37
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
.Lfunc_end2:
	.size	reduceKernel, .Lfunc_end2-reduceKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 43
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
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
    .vgpr_count:     80
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
    .vgpr_count:     60
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
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         reduceKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...

	.end_amdgpu_metadata
