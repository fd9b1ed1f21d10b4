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
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dwordx2 s[52:53], s[8:9], 0x10
	s_load_dwordx2 s[54:55], s[8:9], 0x18
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
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s48, 0
	s_swappc_b64 s[30:31], s[50:51]
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
	s_swappc_b64 s[30:31], s[50:51]
	s_lshr_b32 s6, s55, 2
	s_cmp_lg_u32 s54, 0
	v_lshlrev_b32_e32 v27, 2, v0
	s_cbranch_scc0 .LBB0_6
; %bb.1:
	s_lshr_b32 s8, s54, 2
	v_add_u32_e32 v0, 1, v27
	v_mul_lo_u32 v18, s8, v0
	v_add_u32_e32 v0, 2, v27
	v_mul_lo_u32 v20, s8, v0
	v_add_u32_e32 v0, 3, v27
	v_mul_lo_u32 v16, v27, s8
	v_mul_lo_u32 v22, s8, v0
	s_mov_b32 s49, s48
	s_mov_b32 s50, s48
	s_mov_b32 s51, s48
	v_mov_b32_e32 v12, s48
	v_mov_b32_e32 v13, s49
	v_mov_b32_e32 v14, s50
	v_mov_b32_e32 v15, s51
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v4, v12
	v_mov_b32_e32 v0, v12
	v_or_b32_e32 v29, 1, v27
	v_or_b32_e32 v28, 2, v27
	v_or_b32_e32 v26, 3, v27
	s_lshl_b32 s4, s6, 2
	s_lshl_b32 s5, s6, 1
	s_mul_i32 s7, s6, 3
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v24, v40
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v5, v13
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v1, v13
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v15
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[30:31], 4, v[16:17]
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v43, s45
	v_lshlrev_b64 v[34:35], 4, v[18:19]
	v_add_co_u32_e32 v57, vcc, s44, v30
	v_mov_b32_e32 v21, v17
	v_addc_co_u32_e32 v58, vcc, v43, v31, vcc
	v_lshlrev_b64 v[36:37], 4, v[20:21]
	v_add_co_u32_e32 v59, vcc, s44, v34
	v_mov_b32_e32 v23, v17
	v_addc_co_u32_e32 v60, vcc, v43, v35, vcc
	v_lshlrev_b64 v[38:39], 4, v[22:23]
	v_add_co_u32_e32 v61, vcc, s44, v36
	v_add_u32_e32 v32, s6, v24
	v_mov_b32_e32 v33, v17
	v_addc_co_u32_e32 v62, vcc, v43, v37, vcc
	v_lshlrev_b64 v[32:33], 4, v[32:33]
	v_add_co_u32_e32 v38, vcc, s44, v38
	v_mov_b32_e32 v25, v17
	v_addc_co_u32_e32 v39, vcc, v43, v39, vcc
	v_mov_b32_e32 v67, s47
	v_lshlrev_b64 v[41:42], 4, v[24:25]
	v_add_co_u32_e32 v63, vcc, s46, v32
	v_addc_co_u32_e32 v64, vcc, v67, v33, vcc
	v_add_co_u32_e32 v65, vcc, s46, v41
	v_addc_co_u32_e32 v66, vcc, v67, v42, vcc
	global_load_dwordx4 v[30:33], v[57:58], off
	global_load_dwordx4 v[34:37], v[63:64], off
	global_load_dwordx4 v[41:44], v[59:60], off
	global_load_dwordx4 v[45:48], v[61:62], off
	global_load_dwordx4 v[49:52], v[38:39], off
	global_load_dwordx4 v[53:56], v[65:66], off
	s_add_i32 s48, s48, 4
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v20, 1, v20
	s_cmp_ge_u32 s48, s54
	v_add_u32_e32 v22, 1, v22
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v19, v31, v34
	v_mul_f32_e32 v21, v31, v35
	v_mul_f32_e32 v23, v31, v36
	v_mul_f32_e32 v25, v31, v37
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v19, v30, v53
	v_fmac_f32_e32 v21, v30, v54
	v_fmac_f32_e32 v23, v30, v55
	v_fmac_f32_e32 v25, v30, v56
	v_add_u32_e32 v30, s5, v24
	v_mov_b32_e32 v31, v17
	v_lshlrev_b64 v[30:31], 4, v[30:31]
	v_mul_f32_e32 v57, v42, v34
	v_mul_f32_e32 v58, v42, v35
	v_mul_f32_e32 v60, v46, v34
	v_mul_f32_e32 v61, v46, v35
	v_mul_f32_e32 v63, v50, v34
	v_mul_f32_e32 v64, v50, v35
	v_add_u32_e32 v34, s7, v24
	v_mov_b32_e32 v35, v17
	v_add_co_u32_e32 v30, vcc, s46, v30
	v_lshlrev_b64 v[34:35], 4, v[34:35]
	v_addc_co_u32_e32 v31, vcc, v67, v31, vcc
	v_mul_f32_e32 v59, v42, v36
	v_mul_f32_e32 v42, v42, v37
	v_mul_f32_e32 v62, v46, v36
	v_mul_f32_e32 v46, v46, v37
	v_mul_f32_e32 v65, v50, v36
	v_mul_f32_e32 v50, v50, v37
	v_add_co_u32_e32 v38, vcc, s46, v34
	v_fmac_f32_e32 v57, v41, v53
	v_fmac_f32_e32 v58, v41, v54
	v_fmac_f32_e32 v59, v41, v55
	v_fmac_f32_e32 v42, v41, v56
	v_fmac_f32_e32 v60, v45, v53
	v_fmac_f32_e32 v61, v45, v54
	v_fmac_f32_e32 v62, v45, v55
	v_fmac_f32_e32 v46, v45, v56
	v_fmac_f32_e32 v63, v49, v53
	v_fmac_f32_e32 v64, v49, v54
	v_fmac_f32_e32 v65, v49, v55
	v_fmac_f32_e32 v50, v49, v56
	v_addc_co_u32_e32 v39, vcc, v67, v35, vcc
	global_load_dwordx4 v[34:37], v[30:31], off
	global_load_dwordx4 v[53:56], v[38:39], off
	v_add_u32_e32 v24, s4, v24
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v19, v32, v34
	v_fmac_f32_e32 v21, v32, v35
	v_fmac_f32_e32 v23, v32, v36
	v_fmac_f32_e32 v25, v32, v37
	v_fmac_f32_e32 v57, v43, v34
	v_fmac_f32_e32 v58, v43, v35
	v_fmac_f32_e32 v59, v43, v36
	v_fmac_f32_e32 v42, v43, v37
	v_fmac_f32_e32 v60, v47, v34
	v_fmac_f32_e32 v61, v47, v35
	v_fmac_f32_e32 v62, v47, v36
	v_fmac_f32_e32 v46, v47, v37
	v_fmac_f32_e32 v63, v51, v34
	v_fmac_f32_e32 v64, v51, v35
	v_fmac_f32_e32 v65, v51, v36
	v_fmac_f32_e32 v50, v51, v37
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v19, v33, v53
	v_fmac_f32_e32 v21, v33, v54
	v_fmac_f32_e32 v23, v33, v55
	v_fmac_f32_e32 v25, v33, v56
	v_fmac_f32_e32 v57, v44, v53
	v_fmac_f32_e32 v58, v44, v54
	v_fmac_f32_e32 v59, v44, v55
	v_fmac_f32_e32 v42, v44, v56
	v_fmac_f32_e32 v60, v48, v53
	v_fmac_f32_e32 v61, v48, v54
	v_fmac_f32_e32 v62, v48, v55
	v_fmac_f32_e32 v46, v48, v56
	v_fmac_f32_e32 v63, v52, v53
	v_fmac_f32_e32 v64, v52, v54
	v_fmac_f32_e32 v65, v52, v55
	v_fmac_f32_e32 v50, v52, v56
	v_add_f32_e32 v12, v12, v19
	v_add_f32_e32 v13, v13, v21
	v_add_f32_e32 v14, v14, v23
	v_add_f32_e32 v15, v15, v25
	v_add_f32_e32 v8, v8, v57
	v_add_f32_e32 v9, v9, v58
	v_add_f32_e32 v10, v10, v59
	v_add_f32_e32 v11, v11, v42
	v_add_f32_e32 v4, v4, v60
	v_add_f32_e32 v5, v5, v61
	v_add_f32_e32 v6, v6, v62
	v_add_f32_e32 v7, v7, v46
	v_add_f32_e32 v0, v0, v63
	v_add_f32_e32 v1, v1, v64
	v_add_f32_e32 v2, v2, v65
	v_add_f32_e32 v3, v3, v50
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b32 s8, 0
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v3, s11
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v15, v3
	v_or_b32_e32 v29, 1, v27
	v_or_b32_e32 v28, 2, v27
	v_or_b32_e32 v26, 3, v27
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v0
.LBB0_5:
	v_mul_lo_u32 v16, v27, s6
	v_mov_b32_e32 v17, 0
	v_mul_lo_u32 v21, v29, s6
	v_mov_b32_e32 v20, s53
	v_add_u32_e32 v16, v16, v40
	v_lshlrev_b64 v[18:19], 4, v[16:17]
	v_add_u32_e32 v16, v21, v40
	v_add_co_u32_e32 v18, vcc, s52, v18
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	global_store_dwordx4 v[18:19], v[12:15], off
	s_nop 0
	v_lshlrev_b64 v[12:13], 4, v[16:17]
	v_mul_lo_u32 v14, v28, s6
	v_add_co_u32_e32 v12, vcc, s52, v12
	v_addc_co_u32_e32 v13, vcc, v20, v13, vcc
	global_store_dwordx4 v[12:13], v[8:11], off
	v_add_u32_e32 v16, v14, v40
	v_mul_lo_u32 v10, v26, s6
	v_lshlrev_b64 v[8:9], 4, v[16:17]
	v_add_co_u32_e32 v8, vcc, s52, v8
	v_addc_co_u32_e32 v9, vcc, v20, v9, vcc
	v_add_u32_e32 v16, v10, v40
	global_store_dwordx4 v[8:9], v[4:7], off
	s_nop 0
	v_lshlrev_b64 v[4:5], 4, v[16:17]
	v_add_co_u32_e32 v4, vcc, s52, v4
	v_addc_co_u32_e32 v5, vcc, v20, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
.LBB0_6:
                                        ; implicit-def: $vgpr12_vgpr13_vgpr14_vgpr15
                                        ; implicit-def: $vgpr8_vgpr9_vgpr10_vgpr11
                                        ; implicit-def: $vgpr4_vgpr5_vgpr6_vgpr7
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr26
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
		.amdhsa_next_free_vgpr 68
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
	.size	mmmKernel, .Lfunc_end0-mmmKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1228
; NumSgprs: 62
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 68
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
	.protected	mmmKernel_local         ; -- Begin function mmmKernel_local
	.globl	mmmKernel_local
	.p2align	8
	.type	mmmKernel_local,@function
mmmKernel_local:                        ; @mmmKernel_local
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_load_dwordx2 s[56:57], s[8:9], 0x18
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
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
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
	s_swappc_b64 s[30:31], s[52:53]
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
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
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
	s_swappc_b64 s[30:31], s[52:53]
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
	s_ashr_i32 s4, s56, 31
	s_lshr_b32 s4, s4, 30
	s_add_i32 s4, s56, s4
	s_ashr_i32 s58, s4, 2
	s_ashr_i32 s59, s58, 31
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_or_b32_e32 v1, s59, v41
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
                                        ; implicit-def: $vgpr92_vgpr93
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
	v_mad_u64_u32 v[0:1], s[4:5], s58, v3, 0
	v_mul_hi_u32 v4, s58, v2
	v_add_co_u32_e32 v4, vcc, v4, v0
	v_addc_co_u32_e32 v5, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s59, v2, 0
	v_mad_u64_u32 v[2:3], s[4:5], s59, v3, 0
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v0, vcc, v5, v1, vcc
	v_addc_co_u32_e32 v1, vcc, v3, v9, vcc
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_mul_lo_u32 v4, v41, v2
	v_mul_lo_u32 v5, v40, v3
	v_mad_u64_u32 v[0:1], s[4:5], v40, v2, 0
	v_add3_u32 v1, v1, v5, v4
	v_sub_u32_e32 v4, s59, v1
	v_sub_co_u32_e32 v0, vcc, s58, v0
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
	v_mov_b32_e32 v6, s59
	v_subb_co_u32_e32 v1, vcc, v6, v1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v41
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v40
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v41
	v_cndmask_b32_e32 v0, v6, v0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, v7, v5, s[4:5]
	v_cndmask_b32_e32 v93, v3, v4, vcc
	v_cndmask_b32_e32 v92, v2, v0, vcc
.LBB1_2:
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v40
	v_sub_u32_e32 v1, 0, v40
	v_mov_b32_e32 v93, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, s58, v0
	v_mul_lo_u32 v1, v0, v40
	v_add_u32_e32 v2, 1, v0
	v_sub_u32_e32 v1, s58, v1
	v_sub_u32_e32 v3, v1, v40
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_add_u32_e32 v2, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v92, v0, v2, vcc
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s53, 0
	s_mov_b32 s55, s53
	s_mov_b32 s52, s53
	s_mov_b32 s54, s53
	v_mov_b32_e32 v75, s55
	v_mov_b32_e32 v72, s52
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_cmp_ge_u64_e32 vcc, s[58:59], v[40:41]
	v_mov_b32_e32 v74, s54
	v_mov_b32_e32 v73, s53
	v_mov_b32_e32 v91, v75
	v_mov_b32_e32 v79, v75
	v_mov_b32_e32 v60, v72
	v_mov_b32_e32 v90, v74
	v_mov_b32_e32 v89, v73
	v_mov_b32_e32 v88, v72
	v_mov_b32_e32 v78, v74
	v_mov_b32_e32 v77, v73
	v_mov_b32_e32 v76, v72
	v_mov_b32_e32 v61, v73
	v_mov_b32_e32 v62, v74
	v_mov_b32_e32 v63, v75
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB1_12
; %bb.5:
	v_mul_lo_u32 v2, v59, v40
	v_mad_u64_u32 v[0:1], s[4:5], v44, s58, 0
	v_lshlrev_b64 v[94:95], 2, v[40:41]
	v_lshlrev_b32_e32 v45, 2, v2
	v_add_u32_e32 v1, v45, v58
	v_add_co_u32_e32 v108, vcc, v0, v58
	v_add_u32_e32 v0, v1, v40
	v_mov_b32_e32 v75, s55
	v_lshl_add_u32 v110, v0, 4, s57
	v_add_u32_e32 v0, v0, v40
	v_lshlrev_b64 v[58:59], 2, v[42:43]
	v_add_u32_e32 v41, v45, v40
	v_mov_b32_e32 v74, s54
	v_mov_b32_e32 v73, s53
	v_mov_b32_e32 v72, s52
	s_lshl_b64 s[54:55], s[58:59], 4
	v_lshl_add_u32 v111, v0, 4, s57
	v_add_u32_e32 v0, v0, v40
	v_cmp_ne_u64_e64 s[34:35], 0, v[94:95]
	v_add_u32_e32 v59, v41, v40
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z7barrierj@rel32@lo+4
	s_addc_u32 s65, s65, _Z7barrierj@rel32@hi+12
	v_mov_b32_e32 v91, v75
	v_mov_b32_e32 v79, v75
	v_mov_b32_e32 v60, v72
	v_lshl_add_u32 v109, v1, 4, s57
	v_lshl_add_u32 v120, v0, 4, s57
	s_mov_b64 s[62:63], 0
	v_add_u32_e32 v121, v59, v40
	v_mov_b32_e32 v104, 0
	s_add_i32 s56, s58, s58
	s_mov_b64 s[66:67], 0
	v_mov_b32_e32 v90, v74
	v_mov_b32_e32 v89, v73
	v_mov_b32_e32 v88, v72
	v_mov_b32_e32 v78, v74
	v_mov_b32_e32 v77, v73
	v_mov_b32_e32 v76, v72
	v_mov_b32_e32 v61, v73
	v_mov_b32_e32 v62, v74
	v_mov_b32_e32 v63, v75
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[10:11]
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
	s_swappc_b64 s[30:31], s[64:65]
	s_add_i32 s52, s66, 1
	v_cmp_ge_u64_e32 vcc, s[52:53], v[92:93]
	s_mov_b64 s[66:67], s[52:53]
	s_or_b64 s[62:63], vcc, s[62:63]
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB1_11
.LBB1_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_9 Depth 2
	v_mad_u64_u32 v[106:107], s[4:5], s66, v40, 0
	v_mov_b32_e32 v12, s49
	s_add_u32 s8, s38, 32
	v_add_co_u32_e32 v105, vcc, v108, v106
	v_ashrrev_i64 v[0:1], 28, v[104:105]
	s_addc_u32 s9, s39, 0
	v_add_co_u32_e32 v8, vcc, s48, v0
	v_addc_co_u32_e32 v9, vcc, v12, v1, vcc
	v_mov_b32_e32 v0, s55
	v_add_co_u32_e32 v10, vcc, s54, v8
	v_addc_co_u32_e32 v11, vcc, v9, v0, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[10:11], off
	v_add_u32_e32 v8, s56, v105
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[9:10], 4, v[8:9]
	v_add_u32_e32 v8, s58, v8
	v_add_co_u32_e32 v16, vcc, s48, v9
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	v_addc_co_u32_e32 v17, vcc, v12, v10, vcc
	v_add_co_u32_e32 v18, vcc, s48, v8
	v_addc_co_u32_e32 v19, vcc, v12, v9, vcc
	global_load_dwordx4 v[8:11], v[16:17], off
	global_load_dwordx4 v[12:15], v[18:19], off
	v_lshlrev_b32_e32 v16, 20, v46
	v_lshlrev_b32_e32 v17, 10, v47
	v_or3_b32 v31, v56, v17, v16
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(3)
	ds_write_b128 v109, v[0:3]
	s_waitcnt vmcnt(2)
	ds_write_b128 v110, v[4:7]
	s_waitcnt vmcnt(1)
	ds_write_b128 v111, v[8:11]
	s_waitcnt vmcnt(0)
	ds_write_b128 v120, v[12:15]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[64:65]
	s_and_saveexec_b64 s[10:11], s[34:35]
	s_cbranch_execz .LBB1_6
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_mul_lo_u32 v0, v58, v106
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[14:15], 0
	v_add_u32_e32 v0, v0, v57
	v_ashrrev_i32_e32 v1, 31, v0
.LBB1_9:                                ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mul_lo_u32 v26, v42, s15
	v_mul_lo_u32 v28, s14, v43
	v_mad_u64_u32 v[18:19], s[6:7], s14, v42, 0
	s_lshr_b32 s4, s14, 2
	s_or_b32 s5, s14, 1
	s_or_b32 s6, s14, 2
	s_or_b32 s7, s14, 3
	v_add_u32_e32 v2, s4, v45
	v_add_u32_e32 v3, s4, v41
	v_add_u32_e32 v4, s4, v59
	v_add_u32_e32 v5, s4, v121
	v_mul_lo_u32 v29, v43, s5
	v_mad_u64_u32 v[20:21], s[4:5], v42, s5, 0
	v_mul_lo_u32 v30, v43, s6
	v_mad_u64_u32 v[22:23], s[4:5], v42, s6, 0
	v_mul_lo_u32 v31, v43, s7
	v_mad_u64_u32 v[24:25], s[4:5], v42, s7, 0
	v_add3_u32 v19, v19, v28, v26
	v_add_co_u32_e64 v18, s[4:5], v18, v0
	v_addc_co_u32_e64 v19, s[4:5], v19, v1, s[4:5]
	v_add3_u32 v28, v21, v26, v29
	v_add3_u32 v29, v23, v26, v30
	v_add_co_u32_e64 v21, s[4:5], v22, v0
	v_add3_u32 v30, v25, v26, v31
	v_add_co_u32_e64 v23, s[6:7], v24, v0
	v_add_co_u32_e64 v25, s[8:9], v20, v0
	v_lshlrev_b64 v[18:19], 4, v[18:19]
	v_addc_co_u32_e64 v26, s[8:9], v28, v1, s[8:9]
	v_addc_co_u32_e64 v22, s[4:5], v29, v1, s[4:5]
	v_addc_co_u32_e64 v24, s[4:5], v30, v1, s[6:7]
	v_mov_b32_e32 v27, s51
	v_lshlrev_b64 v[25:26], 4, v[25:26]
	v_add_co_u32_e64 v34, s[4:5], s50, v18
	v_addc_co_u32_e64 v35, s[4:5], v27, v19, s[4:5]
	v_lshlrev_b64 v[20:21], 4, v[21:22]
	v_add_co_u32_e64 v36, s[4:5], s50, v25
	v_addc_co_u32_e64 v37, s[4:5], v27, v26, s[4:5]
	v_lshlrev_b64 v[22:23], 4, v[23:24]
	v_add_co_u32_e64 v38, s[4:5], s50, v20
	v_addc_co_u32_e64 v39, s[4:5], v27, v21, s[4:5]
	v_lshl_add_u32 v2, v2, 4, s57
	v_lshl_add_u32 v6, v3, 4, s57
	v_lshl_add_u32 v10, v4, 4, s57
	v_lshl_add_u32 v14, v5, 4, s57
	v_add_co_u32_e64 v48, s[4:5], s50, v22
	ds_read_b128 v[2:5], v2
	ds_read_b128 v[6:9], v6
	ds_read_b128 v[10:13], v10
	ds_read_b128 v[14:17], v14
	v_addc_co_u32_e64 v49, s[4:5], v27, v23, s[4:5]
	global_load_dwordx4 v[18:21], v[36:37], off
	global_load_dwordx4 v[22:25], v[34:35], off
	global_load_dwordx4 v[26:29], v[38:39], off
	global_load_dwordx4 v[30:33], v[48:49], off
	s_add_i32 s52, s14, 4
	v_cmp_ge_u64_e32 vcc, s[52:53], v[94:95]
	s_mov_b64 s[14:15], s[52:53]
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt vmcnt(3) lgkmcnt(3)
	v_mul_f32_e32 v34, v3, v18
	v_mul_f32_e32 v35, v3, v19
	v_mul_f32_e32 v36, v3, v20
	v_mul_f32_e32 v3, v3, v21
	s_waitcnt lgkmcnt(2)
	v_mul_f32_e32 v37, v7, v18
	v_mul_f32_e32 v38, v7, v19
	v_mul_f32_e32 v39, v7, v20
	v_mul_f32_e32 v7, v7, v21
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v48, v11, v18
	v_mul_f32_e32 v49, v11, v19
	v_mul_f32_e32 v50, v11, v20
	v_mul_f32_e32 v11, v11, v21
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v18, v15, v18
	v_mul_f32_e32 v19, v15, v19
	v_mul_f32_e32 v20, v15, v20
	v_mul_f32_e32 v15, v15, v21
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v34, v2, v22
	v_fmac_f32_e32 v35, v2, v23
	v_fmac_f32_e32 v36, v2, v24
	v_fmac_f32_e32 v3, v2, v25
	v_fmac_f32_e32 v37, v6, v22
	v_fmac_f32_e32 v38, v6, v23
	v_fmac_f32_e32 v39, v6, v24
	v_fmac_f32_e32 v7, v6, v25
	v_fmac_f32_e32 v48, v10, v22
	v_fmac_f32_e32 v49, v10, v23
	v_fmac_f32_e32 v50, v10, v24
	v_fmac_f32_e32 v11, v10, v25
	v_fmac_f32_e32 v18, v14, v22
	v_fmac_f32_e32 v19, v14, v23
	v_fmac_f32_e32 v20, v14, v24
	v_fmac_f32_e32 v15, v14, v25
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v34, v4, v26
	v_fmac_f32_e32 v35, v4, v27
	v_fmac_f32_e32 v36, v4, v28
	v_fmac_f32_e32 v3, v4, v29
	v_fmac_f32_e32 v37, v8, v26
	v_fmac_f32_e32 v38, v8, v27
	v_fmac_f32_e32 v39, v8, v28
	v_fmac_f32_e32 v7, v8, v29
	v_fmac_f32_e32 v48, v12, v26
	v_fmac_f32_e32 v49, v12, v27
	v_fmac_f32_e32 v50, v12, v28
	v_fmac_f32_e32 v11, v12, v29
	v_fmac_f32_e32 v18, v16, v26
	v_fmac_f32_e32 v19, v16, v27
	v_fmac_f32_e32 v20, v16, v28
	v_fmac_f32_e32 v15, v16, v29
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v34, v5, v30
	v_fmac_f32_e32 v35, v5, v31
	v_fmac_f32_e32 v36, v5, v32
	v_fmac_f32_e32 v3, v5, v33
	v_fmac_f32_e32 v37, v9, v30
	v_fmac_f32_e32 v38, v9, v31
	v_fmac_f32_e32 v39, v9, v32
	v_fmac_f32_e32 v7, v9, v33
	v_fmac_f32_e32 v48, v13, v30
	v_fmac_f32_e32 v49, v13, v31
	v_fmac_f32_e32 v50, v13, v32
	v_fmac_f32_e32 v11, v13, v33
	v_fmac_f32_e32 v18, v17, v30
	v_fmac_f32_e32 v19, v17, v31
	v_fmac_f32_e32 v20, v17, v32
	v_fmac_f32_e32 v15, v17, v33
	v_add_f32_e32 v72, v72, v34
	v_add_f32_e32 v73, v73, v35
	v_add_f32_e32 v74, v74, v36
	v_add_f32_e32 v75, v75, v3
	v_add_f32_e32 v88, v88, v37
	v_add_f32_e32 v89, v89, v38
	v_add_f32_e32 v90, v90, v39
	v_add_f32_e32 v91, v91, v7
	v_add_f32_e32 v76, v76, v48
	v_add_f32_e32 v77, v77, v49
	v_add_f32_e32 v78, v78, v50
	v_add_f32_e32 v79, v79, v11
	v_add_f32_e32 v60, v60, v18
	v_add_f32_e32 v61, v61, v19
	v_add_f32_e32 v62, v62, v20
	v_add_f32_e32 v63, v63, v15
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB1_9
; %bb.10:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_branch .LBB1_6
.LBB1_11:
	s_or_b64 exec, exec, s[62:63]
.LBB1_12:
	s_or_b64 exec, exec, s[60:61]
	v_mul_lo_u32 v1, v44, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v1, v1, v57
	v_ashrrev_i64 v[0:1], 28, v[0:1]
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_lshlrev_b64 v[2:3], 4, v[42:43]
	global_store_dwordx4 v[0:1], v[72:75], off
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[88:91], off
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[76:79], off
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dwordx4 v[0:1], v[60:63], off
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
		.amdhsa_next_free_vgpr 122
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
; codeLenInByte = 2860
; NumSgprs: 74
; NumVgprs: 122
; NumAgprs: 0
; TotalNumVgprs: 122
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 122
; Occupancy: 2
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
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
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         mmmKernel.kd
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .name:           mmmKernel_local
    .private_segment_fixed_size: 16384
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         mmmKernel_local.kd
    .vgpr_count:     122
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
