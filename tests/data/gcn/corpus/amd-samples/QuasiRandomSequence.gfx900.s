	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	QuasiRandomSequence_Vector ; -- Begin function QuasiRandomSequence_Vector
	.globl	QuasiRandomSequence_Vector
	.p2align	8
	.type	QuasiRandomSequence_Vector,@function
QuasiRandomSequence_Vector:             ; @QuasiRandomSequence_Vector
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dword s54, s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s44, s34, 24
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	s_mov_b32 s33, s16
	s_addc_u32 s45, s35, 0
	v_or3_b32 v41, v43, v1, v0
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
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
	s_mov_b64 s[10:11], s[36:37]
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
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 2.0
	v_mov_b32_e32 v1, 0x42000000
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3powff@rel32@lo+4
	s_addc_u32 s17, s17, _Z3powff@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	v_cmp_gt_i32_e32 vcc, 8, v42
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	v_lshlrev_b32_e32 v47, 3, v46
	s_mov_b64 s[46:47], 0
	v_mov_b32_e32 v57, 0
	v_or3_b32 v46, v43, v1, v0
	v_mov_b32_e32 v58, v42
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s53, s53, _Z14get_local_sizej@rel32@hi+12
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v56, v58, v47
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	v_lshl_add_u32 v4, v58, 4, s54
	s_add_u32 s8, s34, 24
	s_addc_u32 s9, s35, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[0:3]
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v58, v58, v0
	v_cmp_lt_i32_e32 vcc, 7, v58
	s_or_b64 s[46:47], vcc, s[46:47]
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[44:45]
	v_lshlrev_b32_e32 v0, 2, v42
	v_or_b32_e32 v46, 1, v0
	v_or_b32_e32 v47, 2, v0
	v_or_b32_e32 v56, 3, v0
	s_add_u32 s34, s34, 24
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	s_addc_u32 s35, s35, 0
	v_or3_b32 v43, v43, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v8, s54
	ds_read2_b64 v[0:3], v8 offset1:1
	ds_read2_b64 v[4:7], v8 offset0:2 offset1:3
	v_bfe_u32 v10, v47, 2, 1
	v_bfe_u32 v11, v46, 2, 1
	v_bfe_u32 v9, v56, 2, 1
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v10, v2, v10
	v_mul_lo_u32 v11, v2, v11
	v_and_b32_e32 v12, 1, v42
	v_mul_lo_u32 v12, v2, v12
	v_mul_lo_u32 v2, v2, v9
	v_xor_b32_e32 v9, v10, v1
	v_xor_b32_e32 v10, v11, v0
	v_bfe_u32 v11, v47, 3, 1
	v_bfe_u32 v13, v56, 3, 1
	v_bfe_u32 v14, v42, 1, 1
	v_bfe_u32 v15, v46, 3, 1
	v_mul_lo_u32 v13, v3, v13
	v_mul_lo_u32 v11, v3, v11
	v_mul_lo_u32 v14, v3, v14
	v_mul_lo_u32 v3, v3, v15
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v0, v2, v0
	v_xor_b32_e32 v1, v14, v12
	v_xor_b32_e32 v2, v3, v10
	v_xor_b32_e32 v3, v11, v9
	v_bfe_u32 v9, v56, 4, 1
	v_bfe_u32 v10, v47, 4, 1
	v_bfe_u32 v11, v46, 4, 1
	v_bfe_u32 v12, v42, 2, 1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v9, v4, v9
	v_mul_lo_u32 v10, v4, v10
	v_mul_lo_u32 v11, v4, v11
	v_mul_lo_u32 v4, v4, v12
	v_xor_b32_e32 v0, v13, v0
	v_xor_b32_e32 v0, v9, v0
	v_xor_b32_e32 v3, v10, v3
	v_xor_b32_e32 v2, v11, v2
	v_xor_b32_e32 v1, v4, v1
	v_bfe_u32 v4, v46, 5, 1
	v_bfe_u32 v9, v47, 5, 1
	v_bfe_u32 v10, v56, 5, 1
	v_bfe_u32 v11, v42, 3, 1
	v_mul_lo_u32 v11, v5, v11
	v_mul_lo_u32 v4, v5, v4
	v_mul_lo_u32 v9, v5, v9
	v_mul_lo_u32 v5, v5, v10
	v_bfe_u32 v10, v42, 4, 1
	v_xor_b32_e32 v2, v4, v2
	v_xor_b32_e32 v3, v9, v3
	v_xor_b32_e32 v0, v5, v0
	v_bfe_u32 v4, v56, 6, 1
	v_bfe_u32 v5, v47, 6, 1
	v_bfe_u32 v9, v46, 6, 1
	v_mul_lo_u32 v4, v6, v4
	v_mul_lo_u32 v5, v6, v5
	v_mul_lo_u32 v9, v6, v9
	v_mul_lo_u32 v6, v6, v10
	v_xor_b32_e32 v1, v11, v1
	v_xor_b32_e32 v0, v4, v0
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v9, v2
	v_xor_b32_e32 v1, v6, v1
	v_bfe_u32 v4, v46, 7, 1
	v_bfe_u32 v5, v47, 7, 1
	v_bfe_u32 v6, v56, 7, 1
	v_bfe_u32 v9, v42, 5, 1
	v_mul_lo_u32 v9, v7, v9
	v_mul_lo_u32 v4, v7, v4
	v_mul_lo_u32 v5, v7, v5
	v_mul_lo_u32 v6, v7, v6
	v_xor_b32_e32 v7, v9, v1
	v_xor_b32_e32 v4, v4, v2
	v_xor_b32_e32 v5, v5, v3
	v_xor_b32_e32 v6, v6, v0
	ds_read2_b64 v[0:3], v8 offset0:4 offset1:5
	v_bfe_u32 v8, v56, 8, 1
	v_bfe_u32 v9, v47, 8, 1
	v_bfe_u32 v10, v46, 8, 1
	v_bfe_u32 v11, v42, 6, 1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v0, v8
	v_mul_lo_u32 v9, v0, v9
	v_mul_lo_u32 v10, v0, v10
	v_mul_lo_u32 v0, v0, v11
	v_xor_b32_e32 v6, v8, v6
	v_xor_b32_e32 v5, v9, v5
	v_xor_b32_e32 v4, v10, v4
	v_xor_b32_e32 v0, v0, v7
	v_bfe_u32 v7, v46, 9, 1
	v_bfe_u32 v8, v47, 9, 1
	v_bfe_u32 v9, v56, 9, 1
	v_bfe_u32 v10, v42, 7, 1
	v_mul_lo_u32 v10, v1, v10
	v_mul_lo_u32 v7, v1, v7
	v_mul_lo_u32 v8, v1, v8
	v_mul_lo_u32 v1, v1, v9
	v_bfe_u32 v9, v42, 8, 1
	v_xor_b32_e32 v4, v7, v4
	v_xor_b32_e32 v5, v8, v5
	v_xor_b32_e32 v1, v1, v6
	v_bfe_u32 v6, v56, 10, 1
	v_bfe_u32 v7, v47, 10, 1
	v_bfe_u32 v8, v46, 10, 1
	v_mul_lo_u32 v6, v2, v6
	v_mul_lo_u32 v7, v2, v7
	v_mul_lo_u32 v8, v2, v8
	v_mul_lo_u32 v2, v2, v9
	v_xor_b32_e32 v0, v10, v0
	v_xor_b32_e32 v6, v6, v1
	v_xor_b32_e32 v5, v7, v5
	v_xor_b32_e32 v1, v8, v4
	v_xor_b32_e32 v0, v2, v0
	v_bfe_u32 v2, v46, 11, 1
	v_bfe_u32 v4, v47, 11, 1
	v_bfe_u32 v7, v56, 11, 1
	v_bfe_u32 v8, v42, 9, 1
	v_mul_lo_u32 v8, v3, v8
	v_mul_lo_u32 v2, v3, v2
	v_mul_lo_u32 v4, v3, v4
	v_mul_lo_u32 v3, v3, v7
	v_xor_b32_e32 v0, v8, v0
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v2, v4, v5
	v_xor_b32_e32 v3, v3, v6
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14convert_float4Dv4_j@rel32@lo+4
	s_addc_u32 s17, s17, _Z14convert_float4Dv4_j@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_div_scale_f32 v4, s[4:5], v41, v41, v0
	v_div_scale_f32 v6, vcc, v0, v41, v0
	v_div_scale_f32 v5, s[4:5], v41, v41, v1
	v_div_scale_f32 v7, s[4:5], v1, v41, v1
	v_div_scale_f32 v8, s[6:7], v41, v41, v2
	v_div_scale_f32 v11, s[6:7], v2, v41, v2
	v_rcp_f32_e32 v9, v4
	v_rcp_f32_e32 v10, v5
	v_fma_f32 v12, -v4, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32_e32 v12, v6, v9
	v_fma_f32 v14, -v4, v12, v6
	v_fma_f32 v12, v14, v9, v12
	v_fma_f32 v4, -v4, v12, v6
	v_div_scale_f32 v6, s[8:9], v41, v41, v3
	v_fma_f32 v13, -v5, v10, 1.0
	v_div_fmas_f32 v4, v4, v9, v12
	v_fma_f32 v9, v13, v10, v10
	v_mul_f32_e32 v10, v7, v9
	v_fma_f32 v12, -v5, v10, v7
	v_fma_f32 v10, v12, v9, v10
	v_div_scale_f32 v12, s[8:9], v3, v41, v3
	v_rcp_f32_e32 v13, v8
	v_fma_f32 v5, -v5, v10, v7
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f32 v5, v5, v9, v10
	v_fma_f32 v7, -v8, v13, 1.0
	v_fma_f32 v7, v7, v13, v13
	v_mul_f32_e32 v9, v11, v7
	v_fma_f32 v10, -v8, v9, v11
	v_fma_f32 v9, v10, v7, v9
	v_rcp_f32_e32 v10, v6
	v_fma_f32 v8, -v8, v9, v11
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f32 v7, v8, v7, v9
	v_fma_f32 v8, -v6, v10, 1.0
	v_fma_f32 v8, v8, v10, v10
	v_mul_f32_e32 v9, v12, v8
	v_fma_f32 v10, -v6, v9, v12
	v_fma_f32 v9, v10, v8, v9
	v_fma_f32 v6, -v6, v9, v12
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f32 v6, v6, v8, v9
	v_div_fixup_f32 v0, v4, v41, v0
	v_div_fixup_f32 v1, v5, v41, v1
	v_div_fixup_f32 v2, v7, v41, v2
	v_div_fixup_f32 v3, v6, v41, v3
	v_mov_b32_e32 v41, 0
	v_lshlrev_b64 v[4:5], 4, v[40:41]
	v_mov_b32_e32 v6, s49
	v_add_co_u32_e32 v4, vcc, s48, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel QuasiRandomSequence_Vector
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 55
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
	.size	QuasiRandomSequence_Vector, .Lfunc_end0-QuasiRandomSequence_Vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1984
; NumSgprs: 61
; NumVgprs: 59
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 59
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
	.protected	QuasiRandomSequence_Scalar ; -- Begin function QuasiRandomSequence_Scalar
	.globl	QuasiRandomSequence_Scalar
	.p2align	8
	.type	QuasiRandomSequence_Scalar,@function
QuasiRandomSequence_Scalar:             ; @QuasiRandomSequence_Scalar
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dword s54, s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s44, s40, 24
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	v_or3_b32 v42, v43, v1, v0
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
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
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 2.0
	v_mov_b32_e32 v1, 0x42000000
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3powff@rel32@lo+4
	s_addc_u32 s17, s17, _Z3powff@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	v_cmp_gt_i32_e32 vcc, 32, v41
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	v_lshlrev_b32_e32 v47, 5, v46
	s_mov_b64 s[46:47], 0
	v_mov_b32_e32 v57, 0
	v_or3_b32 v46, v43, v1, v0
	v_mov_b32_e32 v58, v41
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s53, s53, _Z14get_local_sizej@rel32@hi+12
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v56, v58, v47
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	v_lshl_add_u32 v1, v58, 2, s54
	s_add_u32 s8, s40, 24
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v58, v58, v0
	v_cmp_lt_i32_e32 vcc, 31, v58
	s_or_b64 s[46:47], vcc, s[46:47]
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b64 exec, exec, s[44:45]
	s_add_u32 s40, s40, 24
	v_lshlrev_b32_e32 v0, 20, v45
	v_lshlrev_b32_e32 v1, 10, v44
	s_addc_u32 s41, s41, 0
	v_or3_b32 v43, v43, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v8, s54
	ds_read2_b64 v[0:3], v8 offset1:1
	ds_read2_b64 v[4:7], v8 offset0:2 offset1:3
	v_and_b32_e32 v9, 1, v41
	v_bfe_u32 v10, v41, 1, 1
	s_mov_b64 s[4:5], s[38:39]
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v0, v0, v9
	v_mul_lo_u32 v1, v1, v10
	v_bfe_u32 v9, v41, 2, 1
	v_mul_lo_u32 v2, v2, v9
	s_mov_b64 s[6:7], s[36:37]
	v_xor_b32_e32 v0, v1, v0
	v_bfe_u32 v1, v41, 3, 1
	v_mul_lo_u32 v1, v3, v1
	v_bfe_u32 v3, v41, 4, 1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v4, v3
	v_bfe_u32 v4, v41, 5, 1
	v_mul_lo_u32 v4, v5, v4
	v_xor_b32_e32 v0, v2, v0
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v0, v3, v0
	v_xor_b32_e32 v2, v4, v0
	ds_read2_b32 v[0:1], v8 offset0:8 offset1:9
	v_bfe_u32 v3, v41, 6, 1
	v_mul_lo_u32 v3, v6, v3
	v_bfe_u32 v4, v41, 7, 1
	v_mul_lo_u32 v4, v7, v4
	v_bfe_u32 v5, v41, 8, 1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v0, v5
	v_bfe_u32 v5, v41, 9, 1
	v_mul_lo_u32 v1, v1, v5
	v_xor_b32_e32 v2, v3, v2
	v_xor_b32_e32 v2, v4, v2
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v0, v1, v0
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13convert_floatj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13convert_floatj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_div_scale_f32 v1, s[4:5], v42, v42, v0
	v_div_scale_f32 v2, vcc, v0, v42, v0
	v_mov_b32_e32 v41, 0
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v3, v1, v3, v4
	v_lshlrev_b64 v[1:2], 2, v[40:41]
	v_mov_b32_e32 v4, s49
	v_div_fixup_f32 v3, v3, v42, v0
	v_add_co_u32_e32 v0, vcc, s48, v1
	v_addc_co_u32_e32 v1, vcc, v4, v2, vcc
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel QuasiRandomSequence_Scalar
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 55
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
	.size	QuasiRandomSequence_Scalar, .Lfunc_end1-QuasiRandomSequence_Scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1004
; NumSgprs: 61
; NumVgprs: 59
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 59
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
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z3powff
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.hidden	_Z14convert_float4Dv4_j
	.hidden	_Z13convert_floatj
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
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint4*'
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
    .name:           QuasiRandomSequence_Vector
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         QuasiRandomSequence_Vector.kd
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
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
    .name:           QuasiRandomSequence_Scalar
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         QuasiRandomSequence_Scalar.kd
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
