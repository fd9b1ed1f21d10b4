	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	kernelLUDecompose       ; -- Begin function kernelLUDecompose
	.globl	kernelLUDecompose
	.p2align	8
	.type	kernelLUDecompose,@function
kernelLUDecompose:                      ; @kernelLUDecompose
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s44, s40, 24
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	s_addc_u32 s45, s41, 0
	v_or3_b32 v56, v43, v1, v0
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 1
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v47, v1
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_ashr_i32 s4, s46, 31
	s_lshr_b32 s4, s4, 30
	s_add_i32 s4, s46, s4
	s_ashr_i32 s45, s4, 2
	s_and_b32 s4, s4, -4
	v_cmp_eq_u64_e32 vcc, 0, v[46:47]
	v_add_u32_e32 v56, s45, v0
	s_sub_i32 s44, s46, s4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_18
; %bb.1:
	s_cmp_lt_i32 s44, 2
	s_cbranch_scc1 .LBB0_5
; %bb.2:
	s_cmp_gt_i32 s44, 2
	s_cbranch_scc0 .LBB0_6
; %bb.3:
	s_mov_b64 s[10:11], -1
	s_mov_b64 s[12:13], 0
	s_cmp_eq_u32 s44, 3
	s_mov_b64 s[4:5], 0
	s_cbranch_scc0 .LBB0_7
; %bb.4:
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[4:5], -1
	s_branch .LBB0_7
.LBB0_5:
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $sgpr8_sgpr9
	s_cbranch_execnz .LBB0_10
	s_branch .LBB0_14
.LBB0_6:
	s_mov_b64 s[12:13], -1
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[10:11], 0
.LBB0_7:
	s_mov_b64 s[8:9], 3
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB0_9
; %bb.8:
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[8:9], 2
.LBB0_9:
	s_branch .LBB0_14
.LBB0_10:
	s_cmp_gt_i32 s44, 0
	s_mov_b64 s[12:13], -1
	s_cbranch_scc0 .LBB0_12
; %bb.11:
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[8:9], 1
.LBB0_12:
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_14
; %bb.13:
	s_cmp_lg_u32 s44, 0
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[8:9], 0
	s_cselect_b64 s[10:11], -1, 0
.LBB0_14:
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB0_16
; %bb.15:
	s_mov_b64 s[4:5], 0
.LBB0_16:
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_18
; %bb.17:
	v_mul_lo_u32 v0, v56, v41
	v_mul_lo_u32 v4, v56, s46
	v_mov_b32_e32 v2, s51
	v_mov_b32_e32 v6, s51
	v_add_u32_e32 v0, s45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_u32_e32 v4, s45, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v16, vcc, s50, v0
	v_lshlrev_b64 v[4:5], 5, v[4:5]
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	v_add_co_u32_e32 v18, vcc, s50, v4
	global_load_dwordx4 v[0:3], v[16:17], off
	v_addc_co_u32_e32 v19, vcc, v6, v5, vcc
	global_load_dwordx4 v[4:7], v[18:19], off
	global_load_dwordx4 v[8:11], v[16:17], off offset:16
	global_load_dwordx4 v[12:15], v[18:19], off offset:16
	s_cmp_eq_u32 s8, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s8, 2
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s8, 3
	s_waitcnt vmcnt(3)
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
	s_waitcnt vmcnt(2)
	v_cndmask_b32_e32 v2, v5, v7, vcc
	v_cndmask_b32_e32 v3, v4, v6, vcc
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e64 v1, v1, v9, s[4:5]
	v_cndmask_b32_e64 v0, v0, v8, s[4:5]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v2, v2, v13, s[4:5]
	v_cndmask_b32_e64 v4, v3, v12, s[4:5]
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_cndmask_b32_e32 v0, v0, v10, vcc
	v_cndmask_b32_e32 v3, v2, v15, vcc
	v_cndmask_b32_e32 v2, v4, v14, vcc
	v_div_scale_f64 v[4:5], s[4:5], v[2:3], v[2:3], v[0:1]
	v_div_scale_f64 v[10:11], vcc, v[0:1], v[2:3], v[0:1]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[8:9], v[10:11]
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[8:9]
	v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]
	v_lshl_add_u32 v2, v42, 3, s47
	ds_write_b64 v2, v[0:1]
.LBB0_18:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s8, s40, 24
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v43, v1, v0
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
	v_cmp_lt_i32_e32 vcc, s46, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_30
; %bb.19:
	v_lshl_add_u32 v0, v40, 2, 4
	v_cmp_lt_i32_e32 vcc, s46, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_30
; %bb.20:
	v_mul_lo_u32 v0, v56, v41
	v_mul_lo_u32 v3, v56, s46
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v12, v0, v40
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[0:1], 5, v[12:13]
	v_add_co_u32_e32 v16, vcc, s50, v0
	v_add_u32_e32 v0, v3, v40
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_co_u32_e32 v14, vcc, s50, v0
	v_addc_co_u32_e32 v15, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[14:15], off offset:16
	global_load_dwordx4 v[8:11], v[16:17], off offset:16
	global_load_dwordx4 v[4:7], v[16:17], off
	global_load_dwordx4 v[18:21], v[14:15], off
	v_lshl_add_u32 v14, v42, 3, s47
	ds_read_b64 v[14:15], v14
	v_cmp_ne_u32_e32 vcc, s45, v40
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_fma_f64 v[0:1], -v[14:15], v[0:1], v[8:9]
	v_fma_f64 v[2:3], -v[14:15], v[2:3], v[10:11]
	s_waitcnt vmcnt(0)
	v_fma_f64 v[4:5], -v[14:15], v[18:19], v[4:5]
	v_fma_f64 v[18:19], -v[14:15], v[20:21], v[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_22
; %bb.21:
	v_mov_b32_e32 v6, v18
	v_mov_b32_e32 v7, v19
	global_store_dwordx4 v[16:17], v[0:3], off offset:16
	global_store_dwordx4 v[16:17], v[4:7], off
                                        ; implicit-def: $vgpr16_vgpr17
                                        ; implicit-def: $vgpr14_vgpr15
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr18_vgpr19
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; implicit-def: $vgpr8_vgpr9_vgpr10_vgpr11
                                        ; implicit-def: $vgpr12_vgpr13
.LBB0_22:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.23:
	s_cmp_lg_u32 s44, 0
	s_cbranch_scc0 .LBB0_31
; %bb.24:
	global_store_dwordx4 v[16:17], v[8:11], off offset:16
	global_store_dwordx4 v[16:17], v[4:7], off
	s_cbranch_execnz .LBB0_26
.LBB0_25:
	v_lshlrev_b64 v[4:5], 5, v[12:13]
	v_mov_b32_e32 v6, s49
	v_add_co_u32_e32 v4, vcc, s48, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_dwordx2 v[4:5], v[14:15], off
.LBB0_26:
	v_lshlrev_b64 v[4:5], 5, v[12:13]
	v_mov_b32_e32 v6, s49
	v_add_co_u32_e32 v10, vcc, s48, v4
	s_cmp_eq_u32 s44, 1
	v_addc_co_u32_e32 v11, vcc, v6, v5, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s44, 2
	v_cndmask_b32_e32 v7, v17, v11, vcc
	v_cndmask_b32_e32 v6, v16, v10, vcc
	v_cndmask_b32_e32 v9, v19, v15, vcc
	v_cndmask_b32_e32 v8, v18, v14, vcc
	s_cselect_b64 vcc, -1, 0
	global_store_dwordx2 v[6:7], v[8:9], off offset:8
	v_cndmask_b32_e32 v7, v17, v11, vcc
	v_cndmask_b32_e32 v6, v16, v10, vcc
	v_cndmask_b32_e32 v1, v1, v15, vcc
	v_cndmask_b32_e32 v0, v0, v14, vcc
	s_cmp_lg_u32 s44, 3
	s_mov_b64 s[4:5], -1
	global_store_dwordx2 v[6:7], v[0:1], off offset:16
	s_cbranch_scc0 .LBB0_28
; %bb.27:
	v_mov_b32_e32 v1, s51
	v_add_co_u32_e32 v0, vcc, s50, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dwordx2 v[0:1], v[2:3], off offset:24
	s_mov_b64 s[4:5], 0
.LBB0_28:
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_30
; %bb.29:
	v_lshlrev_b64 v[0:1], 5, v[12:13]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx2 v[0:1], v[14:15], off offset:24
.LBB0_30:
	s_endpgm
.LBB0_31:
	s_branch .LBB0_25
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernelLUDecompose
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
		.amdhsa_next_free_vgpr 57
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
	.size	kernelLUDecompose, .Lfunc_end0-kernelLUDecompose
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1464
; NumSgprs: 60
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 57
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
	.protected	kernelLUCombine         ; -- Begin function kernelLUCombine
	.globl	kernelLUCombine
	.p2align	8
	.type	kernelLUCombine,@function
kernelLUCombine:                        ; @kernelLUCombine
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s36, s34, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s37, s35, 0
	v_or3_b32 v42, v0, v1, v2
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, v40, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mul_lo_u32 v1, v0, v40
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	v_mov_b32_e32 v0, 0
	v_add_u32_e32 v1, v1, v41
	v_ashrrev_i64 v[0:1], 29, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v4, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernelLUCombine
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 48
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
	.size	kernelLUCombine, .Lfunc_end1-kernelLUCombine
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 308
; NumSgprs: 54
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
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
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'double*'
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
    .name:           kernelLUDecompose
    .private_segment_fixed_size: 16384
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         kernelLUDecompose.kd
    .vgpr_count:     57
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
    .name:           kernelLUCombine
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         kernelLUCombine.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
