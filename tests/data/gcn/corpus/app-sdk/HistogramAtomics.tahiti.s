	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	histogramKernel_Vector  ; -- Begin function histogramKernel_Vector
	.globl	histogramKernel_Vector
	.p2align	8
	.type	histogramKernel_Vector,@function
histogramKernel_Vector:                 ; @histogramKernel_Vector
; %bb.0:
	s_add_u32 s0, s0, s15
	v_mov_b32_e32 v45, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v44, v0
	s_load_dword s56, s[8:9], 0x4
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s44, s13
	s_mov_b32 s45, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 m0, -1
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
	v_mov_b32_e32 v42, v0
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
	v_mov_b32_e32 v43, v0
	v_cmp_gt_u32_e32 vcc, s4, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v0, 4, v42
	v_lshlrev_b32_e32 v1, 4, v43
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, 0
	s_movk_i32 s10, 0x3ff
	v_mov_b32_e32 v2, v42
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_i32_e32 v5, vcc, 8, v0
	s_mov_b32 s9, s8
	v_add_i32_e32 v2, vcc, v2, v43
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v4, s9
	v_cmp_lt_u32_e32 vcc, s10, v2
	ds_write_b64 v5, v[3:4]
	ds_write_b64 v0, v[3:4]
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_i32_e32 v0, vcc, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[48:51], s[38:39], 0x0
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v57, 15, v42
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	s_cmp_eq_u32 s56, 0
	s_mov_b32 s54, 0
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	v_lshlrev_b32_e32 v1, 10, v45
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s52, s48
	s_mov_b32 s53, s49
	v_mov_b32_e32 v58, v57
	v_mov_b32_e32 v59, v57
	v_mov_b32_e32 v60, v57
	v_mov_b32_e32 v41, 0
	s_mov_b32 s55, 0x100f000
	s_movk_i32 s57, 0xff0
	v_or_b32_e32 v56, v1, v0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s49, s49, _Z8atom_incPU3AS3Vj@rel32@hi+12
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_b64 v[0:1], v[40:41], 4
	s_add_u32 s34, s38, 24
	buffer_load_dwordx4 v[72:75], v[0:1], s[52:55], 0 addr64
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
	v_and_b32_e32 v3, s57, v3
	v_and_b32_e32 v0, s57, v0
	v_lshlrev_b32_e32 v1, 4, v74
	v_lshlrev_b32_e32 v2, 4, v73
	v_or_b32_e32 v61, v0, v60
	v_or_b32_e32 v0, v3, v57
	v_and_b32_e32 v2, s57, v2
	v_and_b32_e32 v1, s57, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_or_b32_e32 v62, v1, v59
	v_or_b32_e32 v63, v2, v58
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshrrev_b32_e32 v0, 4, v75
	v_lshrrev_b32_e32 v3, 4, v72
	v_and_b32_e32 v3, s57, v3
	v_and_b32_e32 v0, s57, v0
	v_lshrrev_b32_e32 v1, 4, v74
	v_lshrrev_b32_e32 v2, 4, v73
	v_or_b32_e32 v61, v0, v60
	v_or_b32_e32 v0, v3, v57
	v_and_b32_e32 v2, s57, v2
	v_and_b32_e32 v1, s57, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_or_b32_e32 v62, v1, v59
	v_or_b32_e32 v63, v2, v58
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshrrev_b32_e32 v0, 12, v75
	v_lshrrev_b32_e32 v3, 12, v72
	v_and_b32_e32 v3, s57, v3
	v_and_b32_e32 v0, s57, v0
	v_lshrrev_b32_e32 v1, 12, v74
	v_lshrrev_b32_e32 v2, 12, v73
	v_or_b32_e32 v61, v0, v60
	v_or_b32_e32 v0, v3, v57
	v_and_b32_e32 v2, s57, v2
	v_and_b32_e32 v1, s57, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_or_b32_e32 v62, v1, v59
	v_or_b32_e32 v63, v2, v58
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshrrev_b32_e32 v0, 20, v75
	v_lshrrev_b32_e32 v3, 20, v72
	v_and_b32_e32 v3, s57, v3
	v_and_b32_e32 v0, s57, v0
	v_lshrrev_b32_e32 v1, 20, v74
	v_lshrrev_b32_e32 v2, 20, v73
	v_or_b32_e32 v61, v0, v60
	v_or_b32_e32 v0, v3, v57
	v_and_b32_e32 v2, s57, v2
	v_and_b32_e32 v1, s57, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_or_b32_e32 v62, v1, v59
	v_or_b32_e32 v63, v2, v58
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v0, 2, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[48:49]
	s_add_i32 s56, s56, -1
	s_cmp_lg_u32 s56, 0
	v_add_i32_e32 v40, vcc, v40, v47
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_movk_i32 s4, 0x100
	v_cmp_gt_u32_e32 vcc, s4, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.7:
	v_add_i32_e32 v0, vcc, 1, v42
	v_and_b32_e32 v41, 15, v0
	v_add_i32_e32 v0, vcc, 2, v42
	v_and_b32_e32 v47, 15, v0
	v_add_i32_e32 v0, vcc, 3, v42
	v_and_b32_e32 v56, 15, v0
	v_add_i32_e32 v0, vcc, 4, v42
	v_and_b32_e32 v58, 15, v0
	v_add_i32_e32 v0, vcc, 5, v42
	v_and_b32_e32 v59, 15, v0
	v_add_i32_e32 v0, vcc, 6, v42
	v_and_b32_e32 v60, 15, v0
	v_add_i32_e32 v0, vcc, 7, v42
	v_and_b32_e32 v61, 15, v0
	v_add_i32_e32 v0, vcc, 8, v42
	v_and_b32_e32 v62, 15, v0
	v_add_i32_e32 v0, vcc, 9, v42
	v_and_b32_e32 v63, 15, v0
	v_add_i32_e32 v0, vcc, 10, v42
	v_and_b32_e32 v72, 15, v0
	v_add_i32_e32 v0, vcc, 11, v42
	v_and_b32_e32 v73, 15, v0
	v_add_i32_e32 v0, vcc, 12, v42
	v_and_b32_e32 v74, 15, v0
	v_add_i32_e32 v0, vcc, 13, v42
	v_and_b32_e32 v75, 15, v0
	v_add_i32_e32 v0, vcc, 14, v42
	v_and_b32_e32 v76, 15, v0
	v_add_i32_e32 v0, vcc, -1, v42
	v_lshlrev_b32_e32 v1, 10, v45
	v_and_b32_e32 v77, 15, v0
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s48, s50
	s_mov_b32 s49, s51
	v_lshlrev_b32_e32 v78, 4, v42
	v_lshlrev_b32_e32 v79, 4, v43
	s_mov_b64 s[34:35], 0
	v_or_b32_e32 v40, v1, v0
	s_mov_b32 s51, 0x100f000
	s_mov_b32 s50, 0
	s_movk_i32 s46, 0xff
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v0, v57, v78
	v_or_b32_e32 v1, v41, v78
	v_or_b32_e32 v2, v47, v78
	v_or_b32_e32 v3, v56, v78
	v_or_b32_e32 v4, v58, v78
	v_or_b32_e32 v5, v59, v78
	v_or_b32_e32 v6, v60, v78
	v_or_b32_e32 v7, v61, v78
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
	v_add_i32_e32 v0, vcc, v1, v0
	s_waitcnt lgkmcnt(5)
	v_add_i32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(4)
	v_add_i32_e32 v0, vcc, v3, v0
	s_waitcnt lgkmcnt(3)
	v_add_i32_e32 v0, vcc, v4, v0
	s_waitcnt lgkmcnt(2)
	v_add_i32_e32 v0, vcc, v5, v0
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v0, vcc, v6, v0
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v0, vcc, v7, v0
	v_or_b32_e32 v1, v62, v78
	v_or_b32_e32 v2, v63, v78
	v_or_b32_e32 v3, v72, v78
	v_or_b32_e32 v4, v73, v78
	v_or_b32_e32 v5, v74, v78
	v_or_b32_e32 v6, v75, v78
	v_or_b32_e32 v7, v76, v78
	v_or_b32_e32 v8, v77, v78
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
	s_waitcnt lgkmcnt(7)
	v_add_i32_e32 v0, vcc, v1, v0
	s_waitcnt lgkmcnt(6)
	v_add_i32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(5)
	v_add_i32_e32 v0, vcc, v3, v0
	s_waitcnt lgkmcnt(4)
	v_add_i32_e32 v0, vcc, v4, v0
	s_waitcnt lgkmcnt(3)
	v_add_i32_e32 v0, vcc, v5, v0
	s_waitcnt lgkmcnt(2)
	v_add_i32_e32 v0, vcc, v6, v0
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v0, vcc, v7, v0
	s_add_u32 s8, s38, 24
	s_waitcnt expcnt(0) lgkmcnt(0)
	v_add_i32_e32 v44, vcc, v8, v0
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 8
	v_add_i32_e32 v78, vcc, v78, v79
	v_add_i32_e32 v0, vcc, v0, v42
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v42, vcc, v42, v43
	v_lshl_b64 v[0:1], v[0:1], 2
	v_cmp_lt_u32_e32 vcc, s46, v42
	s_or_b64 s[34:35], vcc, s[34:35]
	buffer_store_dword v44, v[0:1], s[48:51], 0 addr64
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
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 58
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
	.size	histogramKernel_Vector, .Lfunc_end0-histogramKernel_Vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2168
; NumSgprs: 60
; NumVgprs: 80
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 80
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	s_add_u32 s0, s0, s15
	v_mov_b32_e32 v45, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v44, v0
	s_load_dword s56, s[8:9], 0x4
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s44, s36, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s45, s37, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s42, s13
	s_mov_b32 s43, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 m0, -1
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
	v_add_i32_e32 v3, vcc, v3, v43
	v_cmp_lt_u32_e32 vcc, s8, v3
	ds_write_b32 v0, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_i32_e32 v0, vcc, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[44:47], s[36:37], 0x0
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v57, 3, v42
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	s_cmp_eq_u32 s56, 0
	s_mov_b32 s50, 0
	s_cbranch_scc1 .LBB1_6
; %bb.4:
	v_lshlrev_b32_e32 v1, 10, v45
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s48, s44
	s_mov_b32 s49, s45
	v_mov_b32_e32 v41, 0
	s_mov_b32 s51, 0x100f000
	s_movk_i32 s57, 0x3fc
	v_or_b32_e32 v56, v1, v0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s55, s55, _Z8atom_incPU3AS3Vj@rel32@hi+12
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_b64 v[0:1], v[40:41], 2
	s_add_u32 s44, s36, 24
	buffer_load_dword v58, v[0:1], s[48:51], 0 addr64
	s_addc_u32 s45, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v58
	v_and_b32_e32 v0, s57, v0
	v_or_b32_e32 v0, v0, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_swappc_b64 s[30:31], s[54:55]
	v_lshrrev_b32_e32 v0, 6, v58
	v_and_b32_e32 v0, s57, v0
	v_or_b32_e32 v0, v0, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[54:55]
	v_lshrrev_b32_e32 v0, 14, v58
	v_and_b32_e32 v0, s57, v0
	v_or_b32_e32 v0, v0, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[54:55]
	v_lshrrev_b32_e32 v0, 22, v58
	v_and_b32_e32 v0, s57, v0
	v_or_b32_e32 v0, v0, v57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_swappc_b64 s[30:31], s[54:55]
	s_add_i32 s56, s56, -1
	s_cmp_lg_u32 s56, 0
	v_add_i32_e32 v40, vcc, v40, v47
	s_cbranch_scc1 .LBB1_5
.LBB1_6:
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_movk_i32 s4, 0x100
	v_cmp_gt_u32_e32 vcc, s4, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_9
; %bb.7:
	v_add_i32_e32 v0, vcc, 1, v42
	v_and_b32_e32 v41, 3, v0
	v_add_i32_e32 v0, vcc, 2, v42
	v_and_b32_e32 v47, 3, v0
	v_add_i32_e32 v0, vcc, -1, v42
	v_lshlrev_b32_e32 v1, 10, v45
	v_and_b32_e32 v56, 3, v0
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s44, s46
	s_mov_b32 s45, s47
	v_lshlrev_b32_e32 v58, 2, v42
	v_lshlrev_b32_e32 v59, 2, v43
	s_mov_b64 s[48:49], 0
	v_or_b32_e32 v40, v1, v0
	s_mov_b32 s47, 0x100f000
	s_mov_b32 s46, 0
	s_movk_i32 s50, 0xff
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v0, v57, v58
	v_lshlrev_b32_e32 v0, 2, v0
	v_or_b32_e32 v1, v41, v58
	ds_read_b32 v0, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_mov_b32 m0, -1
	v_or_b32_e32 v2, v47, v58
	v_or_b32_e32 v3, v56, v58
	ds_read_b32 v1, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	s_add_u32 s8, s36, 24
	s_waitcnt lgkmcnt(2)
	v_add_i32_e32 v0, vcc, v1, v0
	s_waitcnt lgkmcnt(1)
	v_add_i32_e32 v0, vcc, v2, v0
	s_waitcnt expcnt(0) lgkmcnt(0)
	v_add_i32_e32 v44, vcc, v3, v0
	s_addc_u32 s9, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 8
	v_add_i32_e32 v58, vcc, v58, v59
	v_add_i32_e32 v0, vcc, v0, v42
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v42, vcc, v42, v43
	v_lshl_b64 v[0:1], v[0:1], 2
	v_cmp_lt_u32_e32 vcc, s50, v42
	s_or_b64 s[48:49], vcc, s[48:49]
	buffer_store_dword v44, v[0:1], s[44:47], 0 addr64
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execnz .LBB1_8
.LBB1_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogramKernel_Scalar
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 58
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
	.size	histogramKernel_Scalar, .Lfunc_end1-histogramKernel_Scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1128
; NumSgprs: 60
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 60
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	s_load_dwordx2 s[36:37], s[8:9], 0x0
	s_load_dword s33, s[8:9], 0x2
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s9, s9, 0
	v_or_b32_e32 v31, v0, v2
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s38, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s39, 0x100f000
	s_movk_i32 s4, 0x200
	v_mov_b32_e32 v1, v0
	s_mov_b32 s5, s38
	v_mov_b32_e32 v3, v2
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_b64 v[4:5], v[1:2], 2
	v_add_i32_e32 v6, vcc, 0x100, v1
	v_mov_b32_e32 v7, v2
	v_add_i32_e32 v8, vcc, s4, v1
	v_mov_b32_e32 v9, v2
	v_add_i32_e32 v10, vcc, 0x300, v1
	v_mov_b32_e32 v11, v2
	v_lshl_b64 v[6:7], v[6:7], 2
	v_lshl_b64 v[8:9], v[8:9], 2
	v_lshl_b64 v[10:11], v[10:11], 2
	buffer_load_dword v4, v[4:5], s[36:39], 0 addr64
	buffer_load_dword v5, v[6:7], s[36:39], 0 addr64
	buffer_load_dword v6, v[8:9], s[36:39], 0 addr64
	buffer_load_dword v7, v[10:11], s[36:39], 0 addr64
	s_add_i32 s5, s5, 4
	v_add_i32_e32 v1, vcc, 0x400, v1
	s_cmp_ge_u32 s5, s33
	s_waitcnt vmcnt(3)
	v_add_i32_e32 v3, vcc, v4, v3
	s_waitcnt vmcnt(2)
	v_add_i32_e32 v3, vcc, v3, v5
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v3, vcc, v3, v6
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, v3, v7
	s_cbranch_scc0 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v3, 0
.LBB2_4:
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s38, 0
	s_mov_b32 s39, 0x100f000
	buffer_store_dword v3, v[0:1], s[36:39], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduceKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 40
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
	.size	reduceKernel, .Lfunc_end2-reduceKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 300
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
    .sgpr_count:     60
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
    .sgpr_count:     60
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         reduceKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
