	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.protected	nbody_sim               ; -- Begin function nbody_sim
	.globl	nbody_sim
	.p2align	8
	.type	nbody_sim,@function
nbody_sim:                              ; @nbody_sim
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[84:87], s[8:9], 0x0
	s_load_dwordx4 s[80:83], s[8:9], 0x10
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s38, 48
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s45, s14
	s_addc_u32 s9, s39, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s88, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[45:46], 4, v[0:1]
	v_mov_b32_e32 v1, s85
	v_add_co_u32_e32 v0, vcc, s84, v45
	v_addc_co_u32_e32 v1, vcc, v1, v46, vcc
	global_load_dwordx4 v[41:44], v[0:1], off
	s_cmp_lt_i32 s80, 9
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_mov_b32 s8, 0
	s_mov_b32 s11, s8
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	v_mov_b32_e32 v59, s11
	s_mov_b32 s4, 8
	v_mov_b32_e32 v58, s10
	v_mov_b32_e32 v57, s9
	v_mov_b32_e32 v56, s8
	s_mov_b32 s83, 0x6f800000
	v_mov_b32_e32 v47, 0x2f800000
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s47, s47, _Z4sqrtf@rel32@hi+12
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s88, s4
	s_add_i32 s4, s4, -8
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 4
	s_add_u32 s64, s84, s4
	s_addc_u32 s65, s85, s5
	s_load_dwordx16 s[48:63], s[64:65], 0x0
	s_add_u32 s34, s38, 48
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v61, s49, v42
	v_sub_f32_e32 v60, s48, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s50, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s51, v0
	v_fma_f32 v57, v0, v61, v57
	v_sub_f32_e32 v61, s53, v42
	v_fma_f32 v56, v0, v60, v56
	v_fmac_f32_e32 v58, v0, v59
	v_sub_f32_e32 v60, s52, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s54, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s55, v0
	v_fmac_f32_e32 v57, v0, v61
	v_sub_f32_e32 v61, s57, v42
	v_fmac_f32_e32 v58, v0, v59
	v_fmac_f32_e32 v56, v0, v60
	v_sub_f32_e32 v60, s56, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s58, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s59, v0
	v_fmac_f32_e32 v57, v0, v61
	v_sub_f32_e32 v61, s61, v42
	v_fmac_f32_e32 v56, v0, v60
	v_fmac_f32_e32 v58, v0, v59
	v_sub_f32_e32 v60, s60, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s62, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_load_dwordx16 s[64:79], s[64:65], 0x40
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s63, v0
	v_fmac_f32_e32 v57, v0, v61
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v61, s65, v42
	v_fmac_f32_e32 v58, v0, v59
	v_fmac_f32_e32 v56, v0, v60
	v_sub_f32_e32 v60, s64, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s66, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s67, v0
	v_fmac_f32_e32 v57, v0, v61
	v_sub_f32_e32 v61, s69, v42
	v_fmac_f32_e32 v56, v0, v60
	v_fmac_f32_e32 v58, v0, v59
	v_sub_f32_e32 v60, s68, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s70, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s71, v0
	v_fmac_f32_e32 v57, v0, v61
	v_sub_f32_e32 v61, s73, v42
	v_fmac_f32_e32 v58, v0, v59
	v_fmac_f32_e32 v56, v0, v60
	v_sub_f32_e32 v60, s72, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s74, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s75, v0
	v_fmac_f32_e32 v57, v0, v61
	v_sub_f32_e32 v61, s77, v42
	v_fmac_f32_e32 v56, v0, v60
	v_fmac_f32_e32 v58, v0, v59
	v_sub_f32_e32 v60, s76, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s78, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s83
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_add_i32 s4, s88, 8
	s_cmp_lt_i32 s4, s80
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s79, v0
	v_fmac_f32_e32 v58, v0, v59
	v_fmac_f32_e32 v57, v0, v61
	v_fmac_f32_e32 v56, v0, v60
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	s_mov_b32 s89, s88
	s_mov_b32 s90, s88
	s_mov_b32 s91, s88
	v_mov_b32_e32 v56, s88
	v_mov_b32_e32 v57, s89
	v_mov_b32_e32 v58, s90
	v_mov_b32_e32 v59, s91
.LBB0_4:
	s_load_dwordx4 s[48:51], s[38:39], 0x20
	s_cmp_ge_i32 s88, s80
	s_cbranch_scc1 .LBB0_7
; %bb.5:
	s_ashr_i32 s89, s88, 31
	s_lshl_b64 s[4:5], s[88:89], 4
	s_add_u32 s34, s84, s4
	s_addc_u32 s35, s85, s5
	s_mov_b32 s52, 0x6f800000
	v_mov_b32_e32 v47, 0x2f800000
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s47, s47, _Z4sqrtf@rel32@hi+12
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_load_dwordx4 s[56:59], s[34:35], 0x0
	s_add_u32 s8, s38, 48
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v61, s57, v42
	v_sub_f32_e32 v60, s56, v41
	v_mul_f32_e32 v0, v61, v61
	v_sub_f32_e32 v59, s58, v43
	v_fmac_f32_e32 v0, v60, v60
	v_fmac_f32_e32 v0, v59, v59
	v_add_f32_e32 v0, s82, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_f32_e64 vcc, |v0|, s52
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_add_i32 s88, s88, 1
	s_add_u32 s34, s34, 16
	s_addc_u32 s35, s35, 0
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v1, v0, v0
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, s59, v0
	v_fma_f32 v58, v0, v59, v58
	v_fma_f32 v57, v0, v61, v57
	s_cmp_lt_i32 s88, s80
	v_fmac_f32_e32 v56, v0, v60
	s_cbranch_scc1 .LBB0_6
.LBB0_7:
	v_mov_b32_e32 v1, s87
	v_add_co_u32_e32 v0, vcc, s86, v45
	v_addc_co_u32_e32 v1, vcc, v1, v46, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	v_mul_f32_e32 v8, 0.5, v58
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s49
	v_add_co_u32_e32 v4, vcc, s48, v45
	v_mul_f32_e32 v9, 0.5, v57
	v_mul_f32_e32 v10, 0.5, v56
	v_addc_co_u32_e32 v5, vcc, v5, v46, vcc
	v_mul_f32_e32 v10, s81, v10
	v_mul_f32_e32 v9, s81, v9
	v_mul_f32_e32 v8, s81, v8
	v_mov_b32_e32 v7, s51
	v_add_co_u32_e32 v6, vcc, s50, v45
	v_addc_co_u32_e32 v7, vcc, v7, v46, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v41, s81, v0, v41
	v_fma_f32 v42, s81, v1, v42
	v_fma_f32 v43, s81, v2, v43
	v_fmac_f32_e32 v43, s81, v8
	v_fmac_f32_e32 v42, s81, v9
	v_fmac_f32_e32 v41, s81, v10
	v_fma_f32 v2, s81, v58, v2
	v_fma_f32 v1, s81, v57, v1
	v_fma_f32 v0, s81, v56, v0
	global_store_dwordx4 v[4:5], v[41:44], off
	global_store_dwordx4 v[6:7], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel nbody_sim
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 92
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
	.size	nbody_sim, .Lfunc_end0-nbody_sim
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1684
; NumSgprs: 98
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 98
; NumVGPRsForWavesPerEU: 62
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z4sqrtf
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nbody_sim
    .private_segment_fixed_size: 16384
    .sgpr_count:     98
    .sgpr_spill_count: 0
    .symbol:         nbody_sim.kd
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
