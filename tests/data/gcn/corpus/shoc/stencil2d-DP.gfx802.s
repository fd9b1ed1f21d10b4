	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.protected	CopyRect                ; -- Begin function CopyRect
	.globl	CopyRect
	.p2align	8
	.type	CopyRect,@function
CopyRect:                               ; @CopyRect
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx4 s[48:51], s[8:9], 0x18
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v0, v0, v41
	s_cmp_gt_i32 s50, 0
	s_cselect_b64 s[4:5], -1, 0
	v_add_u32_e32 v0, vcc, v0, v42
	v_cmp_gt_i32_e32 vcc, s51, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_mul_lo_u32 v1, v0, s49
	s_load_dwordx2 s[4:5], s[34:35], 0x8
	s_load_dwordx2 s[6:7], s[34:35], 0x0
	s_load_dwordx2 s[8:9], s[34:35], 0x10
	s_ashr_i32 s10, s48, 31
	v_mov_b32_e32 v4, s10
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v0, s5
	v_ashrrev_i32_e32 v3, 31, v1
	v_add_u32_e32 v0, vcc, s48, v1
	v_addc_u32_e32 v1, vcc, v4, v3, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v3, s9
	v_add_u32_e32 v0, vcc, s8, v0
	s_ashr_i32 s11, s4, 31
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v4, s11
	v_add_u32_e32 v2, vcc, s4, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mov_b32_e32 v4, s7
	v_add_u32_e32 v2, vcc, s6, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[4:5], v[0:1]
	v_add_u32_e32 v0, vcc, 8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_add_i32 s50, s50, -1
	s_cmp_lg_u32 s50, 0
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[2:3], v[4:5]
	v_add_u32_e32 v2, vcc, 8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CopyRect
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 96
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 90
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
	.size	CopyRect, .Lfunc_end0-CopyRect
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 448
; NumSgprs: 96
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	StencilKernel           ; -- Begin function StencilKernel
	.globl	StencilKernel
	.p2align	8
	.type	StencilKernel,@function
StencilKernel:                          ; @StencilKernel
; %bb.0:
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dword s57, s[8:9], 0x10
	s_load_dwordx4 s[52:55], s[8:9], 0x18
	s_load_dwordx2 s[46:47], s[8:9], 0x28
	s_load_dword s56, s[8:9], 0x30
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s44, s40, 56
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s59, s59, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_num_groupsj@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_num_groupsj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s59, s59, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_ashr_i32 s4, s57, 31
	s_add_i32 s5, s57, s4
	s_xor_b32 s4, s5, s4
	v_mov_b32_e32 v44, v0
	v_cvt_f32_u32_e32 v0, s4
	s_sub_i32 s5, 0, s4
	v_mul_lo_u32 v2, v44, v56
	v_lshlrev_b32_e32 v1, 3, v46
	v_rcp_iflag_f32_e32 v0, v0
	v_add_u32_e32 v6, vcc, v1, v43
	v_add_u32_e32 v2, vcc, 2, v2
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_ashrrev_i32_e32 v4, 31, v2
	v_add_u32_e32 v5, vcc, v2, v4
	v_mul_lo_u32 v3, s5, v0
	v_xor_b32_e32 v5, v5, v4
	v_mov_b32_e32 v23, s49
	s_mov_b32 m0, -1
	v_mul_hi_u32 v3, v0, v3
	v_add_u32_e32 v0, vcc, v3, v0
	v_mul_hi_u32 v0, v5, v0
	v_mul_lo_u32 v3, v44, v47
	v_mul_lo_u32 v0, v0, s4
	v_add_u32_e32 v1, vcc, v3, v45
	v_sub_u32_e32 v0, vcc, v5, v0
	v_subrev_u32_e32 v3, vcc, s4, v0
	v_cmp_le_u32_e32 vcc, s4, v0
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_subrev_u32_e32 v3, vcc, s4, v0
	v_cmp_le_u32_e32 vcc, s4, v0
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_xor_b32_e32 v0, v0, v4
	v_sub_u32_e32 v0, vcc, v0, v4
	v_sub_u32_e32 v3, vcc, s57, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v0, 0, v3, vcc
	v_add_u32_e32 v0, vcc, v2, v0
	v_mul_lo_u32 v6, v6, v0
	v_add_u32_e32 v33, vcc, 1, v1
	v_mov_b32_e32 v4, s49
	v_add_u32_e32 v2, vcc, v33, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mov_b64 s[4:5], 0
	v_add_u32_e32 v7, vcc, s48, v2
	v_addc_u32_e32 v8, vcc, v4, v3, vcc
	v_add_u32_e32 v3, vcc, v6, v0
	v_add_u32_e32 v74, vcc, v33, v3
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshlrev_b64 v[4:5], 3, v[74:75]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v9, vcc, s48, v4
	v_addc_u32_e32 v10, vcc, v2, v5, vcc
	v_add_u32_e32 v4, vcc, v3, v0
	v_add_u32_e32 v72, vcc, v33, v4
	v_ashrrev_i32_e32 v73, 31, v72
	v_lshlrev_b64 v[11:12], 3, v[72:73]
	flat_load_dwordx2 v[17:18], v[7:8]
	flat_load_dwordx2 v[19:20], v[9:10]
	v_add_u32_e32 v13, vcc, s48, v11
	v_addc_u32_e32 v14, vcc, v2, v12, vcc
	flat_load_dwordx2 v[21:22], v[13:14]
	v_add_u32_e32 v5, vcc, v4, v0
	v_add_u32_e32 v58, vcc, v33, v5
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[11:12], 3, v[58:59]
	v_mov_b32_e32 v8, s49
	v_add_u32_e32 v15, vcc, s48, v11
	v_addc_u32_e32 v16, vcc, v2, v12, vcc
	v_add_u32_e32 v2, vcc, v5, v0
	v_add_u32_e32 v46, vcc, v33, v2
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshlrev_b64 v[11:12], 3, v[46:47]
	flat_load_dwordx2 v[14:15], v[15:16]
	v_add_u32_e32 v7, vcc, s48, v11
	v_addc_u32_e32 v8, vcc, v8, v12, vcc
	v_add_u32_e32 v11, vcc, v2, v0
	v_add_u32_e32 v76, vcc, v33, v11
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshlrev_b64 v[9:10], 3, v[76:77]
	flat_load_dwordx2 v[25:26], v[7:8]
	v_add_u32_e32 v12, vcc, s48, v9
	v_addc_u32_e32 v13, vcc, v23, v10, vcc
	flat_load_dwordx2 v[27:28], v[12:13]
	v_add_u32_e32 v10, vcc, v11, v0
	v_add_u32_e32 v56, vcc, v33, v10
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshlrev_b64 v[23:24], 3, v[56:57]
	v_mov_b32_e32 v9, s49
	v_add_u32_e32 v23, vcc, s48, v23
	v_addc_u32_e32 v24, vcc, v9, v24, vcc
	v_add_u32_e32 v9, vcc, v10, v0
	v_add_u32_e32 v60, vcc, v33, v9
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshlrev_b64 v[7:8], 3, v[60:61]
	v_mov_b32_e32 v16, s49
	v_add_u32_e32 v12, vcc, s48, v7
	v_addc_u32_e32 v13, vcc, v16, v8, vcc
	v_add_u32_e32 v8, vcc, v9, v0
	v_add_u32_e32 v62, vcc, v33, v8
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshlrev_b64 v[29:30], 3, v[62:63]
	v_mov_b32_e32 v7, s49
	v_add_u32_e32 v29, vcc, s48, v29
	v_addc_u32_e32 v30, vcc, v7, v30, vcc
	v_add_u32_e32 v7, vcc, v8, v0
	flat_load_dwordx2 v[23:24], v[23:24]
	flat_load_dwordx2 v[29:30], v[29:30]
	flat_load_dwordx2 v[31:32], v[12:13]
	v_add_u32_e32 v12, vcc, v33, v7
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 3, v[12:13]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v33, vcc, s48, v12
	v_addc_u32_e32 v34, vcc, v0, v13, vcc
	flat_load_dwordx2 v[33:34], v[33:34]
	v_add_u32_e32 v92, vcc, 2, v44
	v_mul_lo_u32 v13, v92, v43
	v_add_u32_e32 v0, vcc, v45, v13
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v94, vcc, s56, v0
	v_add_u32_e32 v0, vcc, v13, v92
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v0, vcc, v0, v92
	v_add_u32_e32 v93, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v0, vcc, v0, v92
	v_add_u32_e32 v95, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v0, vcc, v0, v92
	v_add_u32_e32 v91, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v0, vcc, v0, v92
	v_add_u32_e32 v90, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v0, vcc, v0, v92
	v_add_u32_e32 v89, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v0, vcc, v0, v92
	v_add_u32_e32 v88, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v0, vcc, v0, v92
	v_add_u32_e32 v79, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v45, v0
	v_lshlrev_b32_e32 v12, 3, v12
	v_add_u32_e32 v78, vcc, s56, v12
	v_add_u32_e32 v12, vcc, v0, v92
	s_waitcnt vmcnt(9)
	ds_write_b64 v94, v[17:18] offset:8
	s_waitcnt vmcnt(8)
	ds_write_b64 v93, v[19:20] offset:8
	s_waitcnt vmcnt(7)
	ds_write_b64 v95, v[21:22] offset:8
	s_waitcnt vmcnt(6)
	ds_write_b64 v91, v[14:15] offset:8
	v_add_u32_e32 v14, vcc, v45, v12
	v_lshlrev_b32_e32 v0, 3, v14
	v_add_u32_e32 v0, vcc, s56, v0
	v_cmp_ne_u32_e32 vcc, 0, v45
	s_waitcnt vmcnt(5)
	ds_write_b64 v90, v[25:26] offset:8
	s_waitcnt vmcnt(4)
	ds_write_b64 v89, v[27:28] offset:8
	s_waitcnt vmcnt(3)
	ds_write_b64 v88, v[23:24] offset:8
	s_waitcnt vmcnt(1)
	ds_write_b64 v79, v[31:32] offset:8
	ds_write_b64 v78, v[29:30] offset:8
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[33:34] offset:8
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_add_u32_e32 v0, vcc, -1, v44
	v_cmp_eq_u32_e32 vcc, v0, v45
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_3
; %bb.2:
	v_add_u32_e32 v23, vcc, 2, v1
	v_add_u32_e32 v0, vcc, v23, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v24, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v24, v1, vcc
	v_add_u32_e32 v12, vcc, v23, v3
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 3, v[12:13]
	s_mov_b64 s[4:5], exec
	v_add_u32_e32 v12, vcc, s48, v12
	v_addc_u32_e32 v13, vcc, v24, v13, vcc
	v_add_u32_e32 v3, vcc, v23, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_u32_e32 v3, vcc, s48, v3
	v_addc_u32_e32 v4, vcc, v24, v4, vcc
	v_add_u32_e32 v5, vcc, v23, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 3, v[5:6]
	v_add_u32_e32 v5, vcc, s48, v5
	v_addc_u32_e32 v6, vcc, v24, v6, vcc
	v_add_u32_e32 v15, vcc, v23, v2
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 3, v[15:16]
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx2 v[12:13], v[12:13]
	flat_load_dwordx2 v[3:4], v[3:4]
	flat_load_dwordx2 v[5:6], v[5:6]
	v_add_u32_e32 v15, vcc, s48, v15
	v_addc_u32_e32 v16, vcc, v24, v16, vcc
	v_add_u32_e32 v17, vcc, v23, v11
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[17:18], 3, v[17:18]
	v_add_u32_e32 v17, vcc, s48, v17
	v_addc_u32_e32 v18, vcc, v24, v18, vcc
	v_add_u32_e32 v10, vcc, v23, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 3, v[10:11]
	v_add_u32_e32 v10, vcc, s48, v10
	v_addc_u32_e32 v11, vcc, v24, v11, vcc
	v_add_u32_e32 v19, vcc, v23, v9
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[19:20], 3, v[19:20]
	v_add_u32_e32 v19, vcc, s48, v19
	v_addc_u32_e32 v20, vcc, v24, v20, vcc
	flat_load_dwordx2 v[15:16], v[15:16]
	flat_load_dwordx2 v[17:18], v[17:18]
	flat_load_dwordx2 v[9:10], v[10:11]
	flat_load_dwordx2 v[19:20], v[19:20]
	v_add_u32_e32 v21, vcc, v23, v8
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[21:22], 3, v[21:22]
	v_add_u32_e32 v21, vcc, s48, v21
	v_addc_u32_e32 v22, vcc, v24, v22, vcc
	flat_load_dwordx2 v[21:22], v[21:22]
	s_waitcnt vmcnt(8)
	ds_write_b64 v94, v[0:1] offset:16
	s_waitcnt vmcnt(7)
	ds_write_b64 v93, v[12:13] offset:16
	s_waitcnt vmcnt(6)
	ds_write_b64 v95, v[3:4] offset:16
	s_waitcnt vmcnt(5)
	ds_write_b64 v91, v[5:6] offset:16
	s_waitcnt vmcnt(4)
	ds_write_b64 v90, v[15:16] offset:16
	s_waitcnt vmcnt(3)
	ds_write_b64 v89, v[17:18] offset:16
	s_waitcnt vmcnt(2)
	ds_write_b64 v88, v[9:10] offset:16
	s_waitcnt vmcnt(1)
	ds_write_b64 v79, v[19:20] offset:16
	s_waitcnt vmcnt(0)
	ds_write_b64 v78, v[21:22] offset:16
	v_add_u32_e32 v12, vcc, 2, v14
	v_add_u32_e32 v0, vcc, v23, v7
.LBB1_3:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], s[4:5], exec
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr7
.LBB1_4:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_add_u32_e32 v14, vcc, v6, v1
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 3, v[14:15]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v14, vcc, s48, v14
	v_addc_u32_e32 v15, vcc, v0, v15, vcc
	v_add_u32_e32 v16, vcc, v3, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 3, v[16:17]
	s_or_b64 s[4:5], s[4:5], exec
	v_add_u32_e32 v16, vcc, s48, v16
	v_addc_u32_e32 v17, vcc, v0, v17, vcc
	v_add_u32_e32 v3, vcc, v4, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_u32_e32 v3, vcc, s48, v3
	v_addc_u32_e32 v4, vcc, v0, v4, vcc
	v_add_u32_e32 v5, vcc, v5, v1
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 3, v[5:6]
	v_add_u32_e32 v5, vcc, s48, v5
	v_addc_u32_e32 v6, vcc, v0, v6, vcc
	v_add_u32_e32 v18, vcc, v2, v1
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 3, v[18:19]
	flat_load_dwordx2 v[14:15], v[14:15]
	flat_load_dwordx2 v[16:17], v[16:17]
	flat_load_dwordx2 v[3:4], v[3:4]
	flat_load_dwordx2 v[5:6], v[5:6]
	v_add_u32_e32 v18, vcc, s48, v18
	v_addc_u32_e32 v19, vcc, v0, v19, vcc
	v_add_u32_e32 v20, vcc, v11, v1
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[20:21], 3, v[20:21]
	v_lshlrev_b32_e32 v2, 3, v92
	v_add_u32_e32 v20, vcc, s48, v20
	v_addc_u32_e32 v21, vcc, v0, v21, vcc
	v_add_u32_e32 v10, vcc, v10, v1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 3, v[10:11]
	v_add_u32_e32 v10, vcc, s48, v10
	v_addc_u32_e32 v11, vcc, v0, v11, vcc
	v_add_u32_e32 v22, vcc, v9, v1
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[22:23], 3, v[22:23]
	v_add_u32_e32 v22, vcc, s48, v22
	v_addc_u32_e32 v23, vcc, v0, v23, vcc
	v_add_u32_e32 v24, vcc, v8, v1
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[24:25], 3, v[24:25]
	flat_load_dwordx2 v[18:19], v[18:19]
	flat_load_dwordx2 v[20:21], v[20:21]
	flat_load_dwordx2 v[9:10], v[10:11]
	flat_load_dwordx2 v[22:23], v[22:23]
	v_add_u32_e32 v24, vcc, s48, v24
	v_addc_u32_e32 v25, vcc, v0, v25, vcc
	flat_load_dwordx2 v[24:25], v[24:25]
	v_lshlrev_b32_e32 v0, 3, v13
	v_add_u32_e32 v0, vcc, s56, v0
	s_waitcnt vmcnt(8)
	ds_write_b64 v0, v[14:15]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(7)
	ds_write_b64 v0, v[16:17]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(6)
	ds_write_b64 v0, v[3:4]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(5)
	ds_write_b64 v0, v[5:6]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(4)
	ds_write_b64 v0, v[18:19]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(3)
	ds_write_b64 v0, v[20:21]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(2)
	ds_write_b64 v0, v[9:10]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(1)
	ds_write_b64 v0, v[22:23]
	v_add_u32_e32 v0, vcc, v0, v2
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[24:25]
	v_add_u32_e32 v0, vcc, v7, v1
.LBB1_6:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	v_lshlrev_b32_e32 v2, 3, v12
	v_add_u32_e32 v2, vcc, s56, v2
	s_waitcnt vmcnt(0)
	ds_write_b64 v2, v[0:1]
.LBB1_8:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s40, 56
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	ds_read2_b64 v[0:3], v95 offset1:1
	ds_read2_b64 v[4:7], v94 offset1:1
	ds_read_b64 v[14:15], v94 offset:16
	ds_read_b64 v[26:27], v95 offset:16
	v_lshlrev_b32_e32 v34, 3, v44
	v_lshlrev_b64 v[32:33], 3, v[74:75]
	s_waitcnt lgkmcnt(2)
	v_add_f64 v[10:11], v[6:7], v[2:3]
	v_add_u32_e32 v6, vcc, 3, v43
	v_mul_lo_u32 v12, v6, v92
	ds_read_b64 v[28:29], v93 offset:16
	ds_read2_b64 v[6:9], v93 offset1:1
	s_waitcnt lgkmcnt(2)
	v_add_f64 v[20:21], v[14:15], v[26:27]
	v_mov_b32_e32 v36, s51
	v_add_u32_e32 v12, vcc, v12, v45
	s_waitcnt lgkmcnt(1)
	v_add_f64 v[18:19], v[10:11], v[28:29]
	v_lshlrev_b32_e32 v10, 3, v12
	v_add_u32_e32 v22, vcc, s56, v10
	ds_read2_b64 v[10:13], v22 offset0:1 offset1:2
	ds_read2_b64 v[14:17], v22 offset1:1
	v_add_u32_e32 v35, vcc, v22, v34
	s_waitcnt lgkmcnt(2)
	v_add_f64 v[18:19], v[18:19], v[6:7]
	s_waitcnt lgkmcnt(1)
	v_add_f64 v[10:11], v[8:9], v[10:11]
	v_add_f64 v[4:5], v[20:21], v[4:5]
	v_add_f64 v[12:13], v[28:29], v[12:13]
	v_mov_b32_e32 v40, s51
	v_mul_f64 v[30:31], v[18:19], s[54:55]
	v_add_f64 v[10:11], v[10:11], v[26:27]
	ds_read2_b64 v[18:21], v35 offset0:3 offset1:4
	ds_read2_b64 v[22:25], v35 offset0:2 offset1:3
	v_add_f64 v[4:5], v[4:5], v[0:1]
	v_add_f64 v[6:7], v[12:13], v[6:7]
	s_waitcnt lgkmcnt(1)
	v_add_f64 v[18:19], v[2:3], v[18:19]
	v_add_f64 v[20:21], v[26:27], v[20:21]
	v_fma_f64 v[30:31], s[52:53], v[8:9], v[30:31]
	v_add_f64 v[28:29], v[10:11], v[0:1]
	ds_read2_b64 v[8:11], v91 offset1:2
	v_add_f64 v[6:7], v[6:7], v[14:15]
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[12:13], v[18:19], v[10:11]
	v_fma_f64 v[4:5], s[46:47], v[4:5], v[30:31]
	v_mul_f64 v[18:19], v[28:29], s[54:55]
	v_add_u32_e32 v28, vcc, s50, v32
	v_addc_u32_e32 v29, vcc, v36, v33, vcc
	v_mov_b32_e32 v31, s51
	v_add_f64 v[12:13], v[12:13], v[8:9]
	flat_store_dwordx2 v[28:29], v[4:5]
	v_fma_f64 v[14:15], s[52:53], v[2:3], v[18:19]
	v_add_u32_e32 v2, vcc, 16, v35
	v_add_u32_e32 v30, vcc, v2, v34
	ds_read2_b64 v[2:5], v30 offset0:3 offset1:4
	v_add_f64 v[18:19], v[20:21], v[0:1]
	v_mul_f64 v[20:21], v[12:13], s[54:55]
	v_fma_f64 v[6:7], s[46:47], v[6:7], v[14:15]
	ds_read2_b64 v[12:15], v30 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_add_f64 v[26:27], v[16:17], v[2:3]
	ds_read2_b64 v[0:3], v90 offset1:2
	v_lshlrev_b64 v[28:29], 3, v[72:73]
	v_add_f64 v[10:11], v[10:11], v[4:5]
	v_add_f64 v[22:23], v[18:19], v[22:23]
	v_fma_f64 v[20:21], s[52:53], v[16:17], v[20:21]
	v_add_u32_e32 v16, vcc, 16, v30
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[26:27], v[26:27], v[2:3]
	v_add_u32_e32 v32, vcc, v16, v34
	ds_read2_b64 v[16:19], v32 offset0:3 offset1:4
	v_add_u32_e32 v28, vcc, s50, v28
	v_addc_u32_e32 v29, vcc, v31, v29, vcc
	ds_read_b64 v[30:31], v32 offset:16
	s_waitcnt lgkmcnt(1)
	v_add_f64 v[16:17], v[24:25], v[16:17]
	v_add_f64 v[26:27], v[26:27], v[0:1]
	flat_store_dwordx2 v[28:29], v[6:7]
	ds_read2_b64 v[4:7], v89 offset1:2
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[20:21], s[46:47], v[22:23], v[20:21]
	v_lshlrev_b64 v[22:23], 3, v[58:59]
	v_add_f64 v[2:3], v[2:3], v[18:19]
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[16:17], v[16:17], v[6:7]
	v_mul_f64 v[10:11], v[26:27], s[54:55]
	v_mov_b32_e32 v26, s51
	v_add_u32_e32 v22, vcc, s50, v22
	v_addc_u32_e32 v23, vcc, v26, v23, vcc
	v_add_f64 v[12:13], v[8:9], v[12:13]
	v_add_f64 v[16:17], v[16:17], v[4:5]
	v_add_u32_e32 v8, vcc, 16, v32
	v_add_u32_e32 v26, vcc, v8, v34
	v_fma_f64 v[24:25], s[52:53], v[24:25], v[10:11]
	ds_read2_b64 v[8:11], v26 offset0:3 offset1:4
	flat_store_dwordx2 v[22:23], v[20:21]
	ds_read_b64 v[20:21], v26 offset:16
	v_add_f64 v[18:19], v[2:3], v[0:1]
	v_mul_f64 v[16:17], v[16:17], s[54:55]
	s_waitcnt lgkmcnt(1)
	v_add_f64 v[8:9], v[14:15], v[8:9]
	ds_read2_b64 v[0:3], v88 offset1:1
	ds_read_b64 v[22:23], v88 offset:16
	v_fma_f64 v[12:13], s[46:47], v[12:13], v[24:25]
	v_lshlrev_b64 v[24:25], 3, v[46:47]
	v_add_f64 v[18:19], v[18:19], v[30:31]
	v_fma_f64 v[14:15], s[52:53], v[14:15], v[16:17]
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[8:9], v[8:9], v[22:23]
	v_mov_b32_e32 v17, s51
	v_add_u32_e32 v16, vcc, s50, v24
	v_addc_u32_e32 v17, vcc, v17, v25, vcc
	flat_store_dwordx2 v[16:17], v[12:13]
	v_add_u32_e32 v12, vcc, 16, v26
	v_add_f64 v[24:25], v[8:9], v[0:1]
	v_add_u32_e32 v8, vcc, v12, v34
	v_fma_f64 v[16:17], s[46:47], v[18:19], v[14:15]
	ds_read2_b64 v[12:15], v8 offset0:3 offset1:4
	ds_read_b64 v[28:29], v8 offset:16
	v_add_f64 v[26:27], v[6:7], v[10:11]
	v_add_u32_e32 v6, vcc, 16, v8
	v_add_u32_e32 v34, vcc, v6, v34
	s_waitcnt lgkmcnt(1)
	v_add_f64 v[30:31], v[2:3], v[12:13]
	ds_read2_b64 v[6:9], v34 offset0:3 offset1:4
	ds_read2_b64 v[10:13], v79 offset1:1
	ds_read_b64 v[32:33], v79 offset:16
	ds_read_b64 v[34:35], v34 offset:16
	v_add_f64 v[26:27], v[26:27], v[4:5]
	v_mul_f64 v[24:25], v[24:25], s[54:55]
	s_waitcnt lgkmcnt(2)
	v_add_f64 v[36:37], v[12:13], v[6:7]
	ds_read2_b64 v[4:7], v78 offset1:1
	ds_read_b64 v[38:39], v78 offset:16
	v_add_f64 v[14:15], v[22:23], v[14:15]
	s_waitcnt lgkmcnt(3)
	v_add_f64 v[30:31], v[30:31], v[32:33]
	v_add_f64 v[8:9], v[32:33], v[8:9]
	v_lshlrev_b64 v[18:19], 3, v[76:77]
	v_add_f64 v[20:21], v[26:27], v[20:21]
	v_fma_f64 v[2:3], s[52:53], v[2:3], v[24:25]
	s_waitcnt lgkmcnt(0)
	v_add_f64 v[22:23], v[36:37], v[38:39]
	v_add_u32_e32 v18, vcc, s50, v18
	v_add_f64 v[24:25], v[30:31], v[10:11]
	v_add_f64 v[0:1], v[14:15], v[0:1]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_addc_u32_e32 v19, vcc, v40, v19, vcc
	v_add_f64 v[4:5], v[22:23], v[4:5]
	v_fma_f64 v[2:3], s[46:47], v[20:21], v[2:3]
	flat_store_dwordx2 v[18:19], v[16:17]
	v_mul_f64 v[14:15], v[24:25], s[54:55]
	v_lshlrev_b64 v[16:17], 3, v[56:57]
	v_add_f64 v[0:1], v[0:1], v[28:29]
	v_mov_b32_e32 v18, s51
	v_mul_f64 v[4:5], v[4:5], s[54:55]
	v_fma_f64 v[10:11], s[52:53], v[12:13], v[14:15]
	v_add_u32_e32 v12, vcc, s50, v16
	v_addc_u32_e32 v13, vcc, v18, v17, vcc
	flat_store_dwordx2 v[12:13], v[2:3]
	v_add_f64 v[2:3], v[8:9], v[34:35]
	v_fma_f64 v[4:5], s[52:53], v[6:7], v[4:5]
	v_fma_f64 v[0:1], s[46:47], v[0:1], v[10:11]
	v_lshlrev_b64 v[6:7], 3, v[60:61]
	v_mov_b32_e32 v8, s51
	v_add_u32_e32 v6, vcc, s50, v6
	v_addc_u32_e32 v7, vcc, v8, v7, vcc
	v_fma_f64 v[2:3], s[46:47], v[2:3], v[4:5]
	flat_store_dwordx2 v[6:7], v[0:1]
	v_lshlrev_b64 v[0:1], 3, v[62:63]
	v_mov_b32_e32 v4, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel StencilKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 90
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
	.size	StencilKernel, .Lfunc_end1-StencilKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3816
; NumSgprs: 96
; NumVgprs: 96
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 96
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z14get_num_groupsj
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           CopyRect
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         CopyRect.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .address_space:  local
        .offset:         48
        .pointee_align:  1
        .size:           4
        .type_name:      'double*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           StencilKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         StencilKernel.kd
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
