	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx801"
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
; %bb.0:
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[4:5]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s4, s46, 31
	s_lshr_b32 s4, s4, 30
	s_add_i32 s4, s46, s4
	v_mov_b32_e32 v45, v1
	s_ashr_i32 s44, s4, 2
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v44, v0
	s_ashr_i32 s45, s44, 31
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_num_groupsj@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_num_groupsj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	v_or_b32_e32 v1, s45, v42
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, v43
	v_cvt_f32_u32_e32 v1, v42
	v_sub_u32_e32 v6, vcc, 0, v43
	v_subb_u32_e32 v7, vcc, 0, v42, vcc
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
	v_mad_u64_u32 v[0:1], s[4:5], v6, v5, 0
	v_mul_lo_u32 v3, v7, v5
	v_add_u32_e32 v1, vcc, v1, v2
	v_add_u32_e32 v3, vcc, v1, v3
	v_mul_hi_u32 v8, v5, v0
	v_mad_u64_u32 v[1:2], s[4:5], v5, v3, 0
	v_add_u32_e32 v8, vcc, v8, v1
	v_mad_u64_u32 v[0:1], s[4:5], v4, v0, 0
	v_addc_u32_e32 v10, vcc, 0, v2, vcc
	v_mad_u64_u32 v[2:3], s[4:5], v4, v3, 0
	v_add_u32_e32 v0, vcc, v8, v0
	v_addc_u32_e32 v0, vcc, v10, v1, vcc
	v_addc_u32_e32 v1, vcc, v3, v9, vcc
	v_add_u32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v8, vcc, v5, v0
	v_addc_u32_e32 v10, vcc, v4, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v6, v8, 0
	v_mul_lo_u32 v4, v6, v10
	v_mul_lo_u32 v5, v7, v8
	v_mul_hi_u32 v6, v8, v0
	v_mad_u64_u32 v[2:3], s[4:5], v10, v0, 0
	v_add_u32_e32 v1, vcc, v1, v4
	v_add_u32_e32 v1, vcc, v1, v5
	v_mad_u64_u32 v[4:5], s[4:5], v8, v1, 0
	v_mad_u64_u32 v[0:1], s[4:5], v10, v1, 0
	v_add_u32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_add_u32_e32 v2, vcc, v4, v2
	v_addc_u32_e32 v2, vcc, v5, v3, vcc
	v_addc_u32_e32 v1, vcc, v1, v9, vcc
	v_add_u32_e32 v0, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, v8, v0
	v_addc_u32_e32 v3, vcc, v10, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s44, v3, 0
	v_mul_hi_u32 v4, s44, v2
	v_mov_b32_e32 v6, s45
	v_add_u32_e32 v4, vcc, v4, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s45, v2, 0
	v_mad_u64_u32 v[2:3], s[4:5], s45, v3, 0
	v_add_u32_e32 v0, vcc, v4, v0
	v_addc_u32_e32 v0, vcc, v5, v1, vcc
	v_addc_u32_e32 v1, vcc, v3, v9, vcc
	v_add_u32_e32 v2, vcc, v0, v2
	v_addc_u32_e32 v0, vcc, 0, v1, vcc
	v_mul_lo_u32 v3, v43, v0
	v_mad_u64_u32 v[0:1], s[4:5], v43, v2, 0
	v_mul_lo_u32 v4, v42, v2
	v_add_u32_e32 v1, vcc, v1, v3
	v_add_u32_e32 v1, vcc, v1, v4
	v_sub_u32_e32 v3, vcc, s45, v1
	v_sub_u32_e32 v0, vcc, s44, v0
	v_subb_u32_e64 v3, s[4:5], v3, v42, vcc
	v_sub_u32_e64 v4, s[4:5], v0, v43
	v_subbrev_u32_e64 v3, s[4:5], 0, v3, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v3, v42
	v_subb_u32_e32 v1, vcc, v6, v1, vcc
	v_cndmask_b32_e64 v5, 0, -1, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v4, v43
	v_cmp_ge_u32_e32 vcc, v1, v42
	v_cndmask_b32_e64 v4, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v3, v42
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v43
	v_cndmask_b32_e64 v3, v5, v4, s[4:5]
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v42
	v_add_u32_e64 v4, s[4:5], 2, v2
	v_add_u32_e64 v5, s[4:5], 1, v2
	v_cndmask_b32_e32 v0, v6, v0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v1, v5, v4, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v0, v2, v1, vcc
.LBB0_2:
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v43
	v_sub_u32_e32 v1, vcc, 0, v43
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v0, s44, v0
	v_mul_lo_u32 v1, v0, v43
	v_add_u32_e32 v2, vcc, 1, v0
	v_sub_u32_e32 v1, vcc, s44, v1
	v_sub_u32_e32 v3, vcc, v1, v43
	v_cmp_ge_u32_e32 vcc, v1, v43
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v43
	v_cndmask_b32_e32 v0, v0, v2, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[48:51], s[40:41], 0x0
	v_lshlrev_b32_e32 v1, 10, v45
	v_lshlrev_b32_e32 v56, 2, v0
	s_add_u32 s44, s40, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v47, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mul_lo_u32 v57, v56, v40
	v_add_u32_e32 v0, vcc, -1, v43
	v_mov_b32_e32 v41, v1
	v_addc_u32_e32 v1, vcc, -1, v42, vcc
	v_add_u32_e32 v2, vcc, v57, v56
	v_cmp_eq_u64_e32 vcc, v[40:41], v[0:1]
	v_mov_b32_e32 v3, s46
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	v_cndmask_b32_e32 v58, v2, v3, vcc
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	v_add_u32_e32 v56, vcc, v57, v42
	v_cmp_lt_i32_e32 vcc, v56, v58
	v_mov_b32_e32 v59, 0
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_8
; %bb.5:
	v_lshlrev_b32_e32 v1, 10, v45
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b64 s[52:53], 0
	v_mov_b32_e32 v59, 0
	v_or_b32_e32 v43, v1, v0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s55, s55, _Z14get_local_sizej@rel32@hi+12
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_add_u32 s8, s40, 24
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v59, v59, v0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v56, vcc, v56, v0
	v_cmp_ge_i32_e32 vcc, v56, v58
	s_or_b64 s[52:53], vcc, s[52:53]
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execnz .LBB0_6
; %bb.7:
	s_or_b64 exec, exec, s[52:53]
.LBB0_8:
	s_or_b64 exec, exec, s[44:45]
	v_lshlrev_b32_e32 v0, 2, v42
	v_lshlrev_b32_e32 v1, 10, v45
	v_add_u32_e32 v47, vcc, s47, v0
	s_add_u32 s44, s40, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 m0, -1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	ds_write_b32 v47, v59
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z7barrierj@rel32@lo+4
	s_addc_u32 s49, s49, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_alignbit_b32 v56, v1, v0, 1
	v_cmp_ne_u32_e32 vcc, 0, v56
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_13
; %bb.9:
	v_lshlrev_b32_e32 v1, 10, v45
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b64 s[52:53], 0
	v_or_b32_e32 v43, v1, v0
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_11 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s40, 24
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_lshrrev_b32_e32 v0, 1, v56
	v_cmp_gt_u32_e32 vcc, 2, v56
	s_or_b64 s[52:53], vcc, s[52:53]
	v_mov_b32_e32 v56, v0
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execz .LBB0_13
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, v56, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_10
; %bb.12:                               ;   in Loop: Header=BB0_11 Depth=1
	v_lshlrev_b32_e32 v0, 2, v56
	v_add_u32_e32 v0, vcc, v47, v0
	ds_read_b32 v0, v0
	ds_read_b32 v1, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v47, v0
	s_branch .LBB0_10
.LBB0_13:
	s_or_b64 exec, exec, s[44:45]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s40, 24
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_cmp_eq_u32_e32 vcc, 0, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_15
; %bb.14:
	v_mov_b32_e32 v3, s47
	ds_read_b32 v3, v3
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB0_15:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 0
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
	.size	reduce, .Lfunc_end0-reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1692
; NumSgprs: 62
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.protected	top_scan                ; -- Begin function top_scan
	.globl	top_scan
	.p2align	8
	.type	top_scan,@function
top_scan:                               ; @top_scan
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[46:47], s[8:9], 0x0
	s_load_dwordx2 s[48:49], s[8:9], 0x8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_add_u32 s8, s38, 16
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
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
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	s_ashr_i32 s5, s48, 31
	s_mov_b32 s4, s48
	v_cmp_gt_u64_e64 s[34:35], s[4:5], v[42:43]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v56, vcc, s46, v0
	v_addc_u32_e32 v57, vcc, v2, v1, vcc
	v_mov_b32_e32 v59, 0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_2
; %bb.1:
	flat_load_dword v59, v[56:57]
.LBB1_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v0, 2, v42
	v_add_u32_e32 v0, vcc, s49, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 m0, -1
	ds_write_b32 v0, v1
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s46, s38, 16
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s47, s39, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_add_u32_e32 v58, vcc, v40, v42
	v_lshlrev_b32_e32 v0, 2, v58
	v_add_u32_e32 v47, vcc, s49, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v41, v1
	ds_write_b32 v47, v59
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_lt_u64_e32 vcc, 1, v[40:41]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB1_5
; %bb.3:
	v_lshlrev_b32_e32 v1, 10, v45
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s54, 1
	s_mov_b64 s[56:57], 0
	v_or_b32_e32 v42, v1, v0
	s_mov_b32 s55, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_subrev_u32_e32 v0, vcc, s54, v58
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s49, v0
	ds_read_b32 v43, v0
	s_add_u32 s46, s38, 16
	s_addc_u32 s47, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	ds_read_b32 v0, v47
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v43, v0
	ds_write_b32 v47, v0
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	s_lshl_b32 s54, s54, 1
	v_cmp_ge_u64_e32 vcc, s[54:55], v[40:41]
	s_or_b64 s[56:57], vcc, s[56:57]
	s_andn2_b64 exec, exec, s[56:57]
	s_cbranch_execnz .LBB1_4
.LBB1_5:
	s_or_b64 exec, exec, s[52:53]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_add_u32_e32 v0, vcc, -4, v47
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[56:57], v0
.LBB1_7:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel top_scan
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 58
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
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
	.size	top_scan, .Lfunc_end1-top_scan
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 616
; NumSgprs: 64
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 64
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
	.protected	bottom_scan             ; -- Begin function bottom_scan
	.globl	bottom_scan
	.p2align	8
	.type	bottom_scan,@function
bottom_scan:                            ; @bottom_scan
; %bb.0:
	s_load_dwordx2 s[56:57], s[8:9], 0x18
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[4:5]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s4, s56, 31
	s_lshr_b32 s4, s4, 30
	s_add_i32 s4, s56, s4
	v_mov_b32_e32 v45, v1
	s_ashr_i32 s46, s4, 2
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	s_ashr_i32 s35, s46, 31
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	v_mov_b32_e32 v42, 0
	s_mov_b32 m0, -1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	ds_write_b32 v42, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_num_groupsj@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_num_groupsj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v1
	v_or_b32_e32 v43, s35, v41
	v_cmp_ne_u64_e32 vcc, 0, v[42:43]
	v_mov_b32_e32 v40, v0
                                        ; implicit-def: $vgpr56_vgpr57
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, v40
	v_cvt_f32_u32_e32 v1, v41
	v_sub_u32_e32 v6, vcc, 0, v40
	v_subb_u32_e32 v7, vcc, 0, v41, vcc
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
	v_mad_u64_u32 v[0:1], s[4:5], v6, v5, 0
	v_mul_lo_u32 v3, v7, v5
	v_add_u32_e32 v1, vcc, v1, v2
	v_add_u32_e32 v3, vcc, v1, v3
	v_mul_hi_u32 v8, v5, v0
	v_mad_u64_u32 v[1:2], s[4:5], v5, v3, 0
	v_add_u32_e32 v8, vcc, v8, v1
	v_mad_u64_u32 v[0:1], s[4:5], v4, v0, 0
	v_addc_u32_e32 v10, vcc, 0, v2, vcc
	v_mad_u64_u32 v[2:3], s[4:5], v4, v3, 0
	v_add_u32_e32 v0, vcc, v8, v0
	v_addc_u32_e32 v0, vcc, v10, v1, vcc
	v_addc_u32_e32 v1, vcc, v3, v9, vcc
	v_add_u32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v8, vcc, v5, v0
	v_addc_u32_e32 v10, vcc, v4, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v6, v8, 0
	v_mul_lo_u32 v4, v6, v10
	v_mul_lo_u32 v5, v7, v8
	v_mul_hi_u32 v6, v8, v0
	v_mad_u64_u32 v[2:3], s[4:5], v10, v0, 0
	v_add_u32_e32 v1, vcc, v1, v4
	v_add_u32_e32 v1, vcc, v1, v5
	v_mad_u64_u32 v[4:5], s[4:5], v8, v1, 0
	v_mad_u64_u32 v[0:1], s[4:5], v10, v1, 0
	v_add_u32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_add_u32_e32 v2, vcc, v4, v2
	v_addc_u32_e32 v2, vcc, v5, v3, vcc
	v_addc_u32_e32 v1, vcc, v1, v9, vcc
	v_add_u32_e32 v0, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, v8, v0
	v_addc_u32_e32 v3, vcc, v10, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s46, v3, 0
	v_mul_hi_u32 v4, s46, v2
	v_mov_b32_e32 v6, s35
	v_add_u32_e32 v4, vcc, v4, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s35, v2, 0
	v_mad_u64_u32 v[2:3], s[4:5], s35, v3, 0
	v_add_u32_e32 v0, vcc, v4, v0
	v_addc_u32_e32 v0, vcc, v5, v1, vcc
	v_addc_u32_e32 v1, vcc, v3, v9, vcc
	v_add_u32_e32 v2, vcc, v0, v2
	v_addc_u32_e32 v0, vcc, 0, v1, vcc
	v_mul_lo_u32 v3, v40, v0
	v_mad_u64_u32 v[0:1], s[4:5], v40, v2, 0
	v_mul_lo_u32 v4, v41, v2
	v_add_u32_e32 v1, vcc, v1, v3
	v_add_u32_e32 v1, vcc, v1, v4
	v_sub_u32_e32 v3, vcc, s35, v1
	v_sub_u32_e32 v0, vcc, s46, v0
	v_subb_u32_e64 v3, s[4:5], v3, v41, vcc
	v_sub_u32_e64 v4, s[4:5], v0, v40
	v_subbrev_u32_e64 v3, s[4:5], 0, v3, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v3, v41
	v_subb_u32_e32 v1, vcc, v6, v1, vcc
	v_cndmask_b32_e64 v5, 0, -1, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v4, v40
	v_cmp_ge_u32_e32 vcc, v1, v41
	v_cndmask_b32_e64 v4, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v3, v41
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v40
	v_cndmask_b32_e64 v3, v5, v4, s[4:5]
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v41
	v_add_u32_e64 v4, s[4:5], 2, v2
	v_add_u32_e64 v5, s[4:5], 1, v2
	v_cndmask_b32_e32 v0, v6, v0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v1, v5, v4, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v56, v2, v1, vcc
.LBB2_2:
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v40
	v_sub_u32_e32 v1, vcc, 0, v40
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v0, s46, v0
	v_mul_lo_u32 v1, v0, v40
	v_add_u32_e32 v2, vcc, 1, v0
	v_sub_u32_e32 v1, vcc, s46, v1
	v_sub_u32_e32 v3, vcc, v1, v40
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v56, v0, v2, vcc
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s34, s38, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v47, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	v_mad_u64_u32 v[60:61], s[4:5], v56, v42, 0
	v_add_u32_e32 v0, vcc, -1, v40
	v_mov_b32_e32 v43, v1
	v_addc_u32_e32 v1, vcc, -1, v41, vcc
	v_add_u32_e32 v2, vcc, v60, v56
	v_cmp_eq_u64_e32 vcc, v[42:43], v[0:1]
	v_mov_b32_e32 v3, s46
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	v_cndmask_b32_e32 v63, v2, v3, vcc
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_cmp_gt_u32_e32 vcc, v63, v60
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_16
; %bb.5:
	s_load_dwordx4 s[48:51], s[38:39], 0x0
	s_load_dwordx2 s[58:59], s[38:39], 0x10
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	s_mov_b32 s53, 0
	v_mov_b32_e32 v73, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v74, v[0:1]
	v_mul_lo_u32 v0, v56, v43
	v_ashrrev_i32_e32 v1, 31, v56
	v_mul_lo_u32 v1, v1, v42
	s_mov_b64 s[50:51], 0
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_lshlrev_b32_e32 v0, 2, v40
	v_add_u32_e32 v61, vcc, v60, v40
	v_add_u32_e32 v72, vcc, s57, v0
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s61, s61, _Z14get_local_sizej@rel32@hi+12
	s_branch .LBB2_7
.LBB2_6:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	ds_read_b32 v74, v73
	v_add_u32_e32 v60, vcc, v60, v42
	v_cmp_ge_u32_e32 vcc, v60, v63
	s_or_b64 s[50:51], vcc, s[50:51]
	v_add_u32_e32 v61, vcc, v42, v61
	s_andn2_b64 exec, exec, s[50:51]
	s_cbranch_execz .LBB2_16
.LBB2_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_11 Depth 2
	s_mov_b32 s55, s53
	s_mov_b32 s52, s53
	s_mov_b32 s54, s53
	v_mov_b32_e32 v59, s55
	v_cmp_gt_i32_e64 s[34:35], v63, v61
	v_ashrrev_i32_e32 v62, 31, v61
	v_mov_b32_e32 v58, s54
	v_mov_b32_e32 v57, s53
	v_mov_b32_e32 v56, s52
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB2_9
; %bb.8:                                ;   in Loop: Header=BB2_7 Depth=1
	v_lshlrev_b64 v[0:1], 4, v[61:62]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx4 v[56:59], v[0:1]
.LBB2_9:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s46, s38, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v57, v57, v56
	s_addc_u32 s47, s39, 0
	v_or_b32_e32 v47, v1, v0
	v_add_f32_e32 v58, v58, v57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	v_add_f32_e32 v59, v59, v58
	ds_write_b32 v72, v73
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v42, v0
	v_add_u32_e32 v76, vcc, v42, v40
	v_lshlrev_b32_e32 v0, 2, v76
	v_add_u32_e32 v75, vcc, s57, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v43, v1
	ds_write_b32 v75, v59
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[54:55]
	v_cmp_lt_u64_e32 vcc, 1, v[42:43]
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB2_12
; %bb.10:                               ;   in Loop: Header=BB2_7 Depth=1
	s_mov_b32 s52, 1
	s_mov_b64 s[64:65], 0
.LBB2_11:                               ;   Parent Loop BB2_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_subrev_u32_e32 v0, vcc, s52, v76
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s57, v0
	ds_read_b32 v77, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s46, s38, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s47, s39, 0
	v_or_b32_e32 v47, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	ds_read_b32 v0, v75
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v77, v0
	ds_write_b32 v75, v0
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_lshl_b32 s52, s52, 1
	v_cmp_ge_u64_e32 vcc, s[52:53], v[42:43]
	s_or_b64 s[64:65], vcc, s[64:65]
	s_andn2_b64 exec, exec, s[64:65]
	s_cbranch_execnz .LBB2_11
.LBB2_12:                               ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_add_u32_e32 v0, vcc, -4, v75
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v74, v0
	v_add_f32_e32 v59, v59, v0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB2_14
; %bb.13:                               ;   in Loop: Header=BB2_7 Depth=1
	v_add_f32_e32 v56, v56, v0
	v_add_f32_e32 v57, v57, v0
	v_add_f32_e32 v58, v58, v0
	v_lshlrev_b64 v[0:1], 4, v[61:62]
	v_mov_b32_e32 v2, s59
	v_add_u32_e32 v0, vcc, s58, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dwordx4 v[0:1], v[56:59]
.LBB2_14:                               ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v0, vcc, -1, v42
	v_addc_u32_e32 v1, vcc, -1, v43, vcc
	v_cmp_eq_u64_e32 vcc, v[40:41], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.15:                               ;   in Loop: Header=BB2_7 Depth=1
	ds_write_b32 v73, v59
	s_branch .LBB2_6
.LBB2_16:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bottom_scan
		.amdhsa_group_segment_fixed_size 4
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 66
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
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
	.size	bottom_scan, .Lfunc_end2-bottom_scan
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1920
; NumSgprs: 72
; NumVgprs: 78
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 78
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z14get_num_groupsj
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduce
    .private_segment_fixed_size: 16384
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         12
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
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
    .name:           top_scan
    .private_segment_fixed_size: 16384
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         top_scan.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bottom_scan
    .private_segment_fixed_size: 16384
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         bottom_scan.kd
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx801
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
