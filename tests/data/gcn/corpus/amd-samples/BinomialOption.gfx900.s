	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	binomial_options        ; -- Begin function binomial_options
	.globl	binomial_options
	.p2align	8
	.type	binomial_options,@function
binomial_options:                       ; @binomial_options
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dword s52, s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x8
	s_load_dwordx2 s[46:47], s[8:9], 0x18
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v0
	s_add_u32 s34, s38, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or3_b32 v62, v44, v1, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, 0
	v_lshlrev_b64 v[0:1], 4, v[40:41]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	v_cvt_f32_i32_e32 v75, s52
	s_mov_b32 s53, 0x6f800000
	v_mov_b32_e32 v4, 0x2f800000
	s_mov_b32 s4, 0x41f00000
	v_cmp_gt_f32_e64 vcc, |v75|, s53
	v_cndmask_b32_e32 v4, 1.0, v4, vcc
	v_mul_f32_e32 v5, v75, v4
	v_rcp_f32_e32 v5, v5
	s_mov_b32 s6, 0x42c80000
	s_mov_b32 s7, 0x41200000
	s_mov_b32 s8, 0x3e800000
	v_mul_f32_e32 v4, v4, v5
	s_mov_b32 s5, 0x40a00000
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtDv4_f@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, 1.0, v3
	v_sub_f32_e32 v6, 1.0, v2
	v_sub_f32_e32 v7, 1.0, v1
	v_sub_f32_e32 v8, 1.0, v0
	v_mul_f32_e32 v9, s4, v3
	v_mul_f32_e32 v10, s4, v2
	v_mul_f32_e32 v11, s4, v1
	v_mul_f32_e32 v12, s4, v0
	v_mul_f32_e32 v13, s6, v3
	v_mul_f32_e32 v14, s6, v2
	v_mul_f32_e32 v15, s6, v1
	v_mul_f32_e32 v16, s6, v0
	v_mul_f32_e32 v0, s7, v0
	v_mul_f32_e32 v1, s7, v1
	v_mul_f32_e32 v2, s7, v2
	v_mul_f32_e32 v3, s7, v3
	v_fma_f32 v3, v5, s8, v3
	v_fma_f32 v2, v6, s8, v2
	v_fma_f32 v1, v7, s8, v1
	v_fma_f32 v0, v8, s8, v0
	v_mul_f32_e32 v46, v4, v0
	v_mul_f32_e32 v47, v4, v1
	v_mul_f32_e32 v56, v4, v2
	v_mul_f32_e32 v57, v4, v3
	v_fma_f32 v76, v8, s5, v12
	v_fma_f32 v77, v7, s5, v11
	v_fma_f32 v78, v6, s5, v10
	v_fma_f32 v79, v5, s5, v9
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_add_f32_e32 v88, v8, v16
	v_add_f32_e32 v89, v7, v15
	v_add_f32_e32 v90, v6, v14
	v_add_f32_e32 v91, v5, v13
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3e99999a
	v_mul_f32_e32 v63, s4, v0
	v_mul_f32_e32 v72, s4, v1
	v_mul_f32_e32 v73, s4, v2
	v_mul_f32_e32 v74, s4, v3
	s_mov_b32 s4, 0x3ca3d70a
	v_mul_f32_e32 v0, s4, v46
	v_mul_f32_e32 v1, s4, v47
	v_mul_f32_e32 v2, s4, v56
	v_mul_f32_e32 v3, s4, v57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z3expDv4_f@rel32@lo+4
	s_addc_u32 s49, s49, _Z3expDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v46, v3
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, v72
	v_mov_b32_e32 v2, v73
	v_mov_b32_e32 v3, v74
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v61, v0
	v_cvt_f32_u32_e32 v0, v45
	v_mov_b32_e32 v59, v3
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v58, v2
	v_fma_f32 v3, v0, 2.0, -v75
	v_mul_f32_e32 v0, v63, v3
	v_mul_f32_e32 v1, v72, v3
	v_mul_f32_e32 v2, v73, v3
	v_mul_f32_e32 v3, v74, v3
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v3, v79, v3, -v91
	v_fma_f32 v2, v78, v2, -v90
	v_fma_f32 v1, v77, v1, -v89
	v_fma_f32 v0, v76, v0, -v88
	v_max_f32_e32 v0, 0, v0
	v_lshl_add_u32 v63, v45, 4, s46
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v2, 0, v2
	v_max_f32_e32 v3, 0, v3
	ds_write_b128 v63, v[0:3]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z7barrierj@rel32@lo+4
	s_addc_u32 s49, s49, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_cmp_lt_i32 s52, 1
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	v_mov_b32_e32 v0, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v57|, s53
	v_cndmask_b32_e32 v1, 1.0, v0, vcc
	v_cmp_gt_f32_e64 vcc, |v56|, s53
	v_cndmask_b32_e32 v3, 1.0, v0, vcc
	v_cmp_gt_f32_e64 vcc, |v61|, s53
	v_cndmask_b32_e32 v4, 1.0, v0, vcc
	v_cmp_gt_f32_e64 vcc, |v60|, s53
	v_mul_f32_e32 v5, v61, v4
	v_cndmask_b32_e32 v6, 1.0, v0, vcc
	v_rcp_f32_e32 v5, v5
	v_mul_f32_e32 v7, v60, v6
	v_rcp_f32_e32 v7, v7
	v_cmp_gt_f32_e64 vcc, |v58|, s53
	v_mul_f32_e32 v4, v4, v5
	v_mul_f32_e32 v2, v57, v1
	v_mul_f32_e32 v5, v6, v7
	v_sub_f32_e32 v7, v57, v4
	v_sub_f32_e32 v4, v61, v4
	v_div_scale_f32 v9, s[4:5], v4, v4, v7
	v_cndmask_b32_e32 v6, 1.0, v0, vcc
	v_cmp_gt_f32_e64 vcc, |v59|, s53
	v_cndmask_b32_e32 v11, 1.0, v0, vcc
	v_div_scale_f32 v13, vcc, v7, v4, v7
	v_mul_f32_e32 v10, v58, v6
	v_mul_f32_e32 v12, v59, v11
	v_rcp_f32_e32 v10, v10
	v_rcp_f32_e32 v12, v12
	v_mul_f32_e32 v8, v56, v3
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v6, v6, v10
	v_mul_f32_e32 v10, v11, v12
	v_sub_f32_e32 v11, v56, v5
	v_sub_f32_e32 v5, v60, v5
	v_div_scale_f32 v12, s[4:5], v5, v5, v11
	v_rcp_f32_e32 v15, v9
	v_sub_f32_e32 v16, v47, v6
	v_sub_f32_e32 v6, v58, v6
	v_sub_f32_e32 v14, v46, v10
	v_fma_f32 v17, -v9, v15, 1.0
	v_fma_f32 v15, v17, v15, v15
	v_div_scale_f32 v17, s[4:5], v11, v5, v11
	v_mul_f32_e32 v18, v13, v15
	v_fma_f32 v19, -v9, v18, v13
	v_fma_f32 v18, v19, v15, v18
	v_div_scale_f32 v19, s[6:7], v6, v6, v16
	v_fma_f32 v9, -v9, v18, v13
	v_rcp_f32_e32 v13, v12
	v_div_fmas_f32 v9, v9, v15, v18
	v_div_scale_f32 v15, s[6:7], v16, v6, v16
	v_sub_f32_e32 v10, v59, v10
	v_div_scale_f32 v20, s[8:9], v10, v10, v14
	v_fma_f32 v18, -v12, v13, 1.0
	v_fma_f32 v13, v18, v13, v13
	v_mul_f32_e32 v18, v17, v13
	v_fma_f32 v21, -v12, v18, v17
	v_fma_f32 v18, v21, v13, v18
	v_div_scale_f32 v21, s[8:9], v14, v10, v14
	v_rcp_f32_e32 v22, v19
	v_fma_f32 v12, -v12, v18, v17
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f32 v12, v12, v13, v18
	v_fma_f32 v13, -v19, v22, 1.0
	v_fma_f32 v13, v13, v22, v22
	v_mul_f32_e32 v17, v15, v13
	v_fma_f32 v18, -v19, v17, v15
	v_fma_f32 v17, v18, v13, v17
	v_rcp_f32_e32 v18, v20
	v_fma_f32 v15, -v19, v17, v15
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f32 v13, v15, v13, v17
	v_fma_f32 v15, -v20, v18, 1.0
	v_fma_f32 v15, v15, v18, v18
	v_mul_f32_e32 v17, v21, v15
	v_fma_f32 v18, -v20, v17, v21
	v_fma_f32 v17, v18, v15, v17
	v_fma_f32 v18, -v20, v17, v21
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f32 v15, v18, v15, v17
	v_cmp_gt_f32_e64 vcc, |v47|, s53
	v_cndmask_b32_e32 v17, 1.0, v0, vcc
	v_cmp_gt_f32_e64 vcc, |v46|, s53
	v_cndmask_b32_e32 v0, 1.0, v0, vcc
	v_mul_f32_e32 v18, v47, v17
	v_mul_f32_e32 v19, v46, v0
	v_rcp_f32_e32 v8, v8
	v_rcp_f32_e32 v18, v18
	v_rcp_f32_e32 v19, v19
	v_div_fixup_f32 v4, v9, v4, v7
	v_div_fixup_f32 v5, v12, v5, v11
	v_div_fixup_f32 v6, v13, v6, v16
	v_mul_f32_e32 v1, v1, v2
	v_mul_f32_e32 v2, v3, v8
	v_mul_f32_e32 v3, v17, v18
	v_div_fixup_f32 v7, v15, v10, v14
	v_mul_f32_e32 v0, v0, v19
	v_sub_f32_e32 v8, 1.0, v4
	v_sub_f32_e32 v9, 1.0, v5
	v_sub_f32_e32 v10, 1.0, v6
	v_sub_f32_e32 v11, 1.0, v7
	v_mul_f32_e32 v46, v0, v7
	v_mul_f32_e32 v58, v3, v6
	v_mul_f32_e32 v57, v2, v5
	v_mul_f32_e32 v47, v0, v11
	v_mul_f32_e32 v59, v3, v10
	v_mul_f32_e32 v60, v2, v9
	v_lshl_add_u32 v61, v45, 4, s47
	v_mul_f32_e32 v56, v1, v4
	v_mul_f32_e32 v72, v1, v8
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v43
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v44, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_add_i32 s4, s52, -2
	s_cmp_lt_u32 s52, 3
	s_mov_b32 s52, s4
	s_cbranch_scc1 .LBB0_7
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, s52, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	ds_read_b128 v[0:3], v63 offset:16
	ds_read_b128 v[4:7], v63
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v0, v72, v0
	v_mul_f32_e32 v1, v60, v1
	v_mul_f32_e32 v2, v59, v2
	v_mul_f32_e32 v3, v47, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, v46, v7, v3
	v_fma_f32 v2, v58, v6, v2
	v_fma_f32 v1, v57, v5, v1
	v_fma_f32 v0, v56, v4, v0
	ds_write_b128 v61, v[0:3]
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v43
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v44, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_add_i32 s4, s52, -1
	v_cmp_gt_u32_e32 vcc, s4, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	ds_read_b128 v[0:3], v61 offset:16
	ds_read_b128 v[4:7], v61
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v0, v72, v0
	v_mul_f32_e32 v1, v60, v1
	v_mul_f32_e32 v2, v59, v2
	v_mul_f32_e32 v3, v47, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, v46, v7, v3
	v_fma_f32 v2, v58, v6, v2
	v_fma_f32 v1, v57, v5, v1
	v_fma_f32 v0, v56, v4, v0
	ds_write_b128 v63, v[0:3]
	s_branch .LBB0_2
.LBB0_7:
	v_cmp_eq_u32_e32 vcc, 0, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mov_b32_e32 v0, s46
	ds_read_b128 v[0:3], v0
	v_lshlrev_b64 v[4:5], 4, v[40:41]
	v_mov_b32_e32 v6, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB0_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel binomial_options
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
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 54
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
	.size	binomial_options, .Lfunc_end0-binomial_options
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2196
; NumSgprs: 60
; NumVgprs: 92
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 22
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 92
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
	.hidden	_Z4sqrtDv4_f
	.hidden	_Z3expDv4_f
	.hidden	_Z7barrierj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  1
        .size:           4
        .type_name:      'float4*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'float4*'
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
    .name:           binomial_options
    .private_segment_fixed_size: 16384
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         binomial_options.kd
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
