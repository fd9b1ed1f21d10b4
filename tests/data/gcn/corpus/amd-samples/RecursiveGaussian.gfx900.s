	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	transpose_kernel        ; -- Begin function transpose_kernel
	.globl	transpose_kernel
	.p2align	8
	.type	transpose_kernel,@function
transpose_kernel:                       ; @transpose_kernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s35, s9, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v45, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_mul_lo_u32 v1, v42, s49
	v_mov_b32_e32 v3, s47
	v_mul_lo_u32 v0, v0, s51
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v44, v1, v41
	v_lshlrev_b64 v[1:2], 2, v[44:45]
	v_add_u32_e32 v0, v0, v43
	v_add_co_u32_e32 v1, vcc, s46, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v1, v[1:2], off
	v_lshl_add_u32 v43, v0, 2, s48
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(0)
	ds_write_b32 v43, v1
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v0, v41, s50
	ds_read_b32 v3, v43
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v44, v0, v42
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel transpose_kernel
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
		.amdhsa_next_free_vgpr 46
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
	.size	transpose_kernel, .Lfunc_end0-transpose_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 452
; NumSgprs: 60
; NumVgprs: 46
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 46
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	RecursiveGaussian_kernel ; -- Begin function RecursiveGaussian_kernel
	.globl	RecursiveGaussian_kernel
	.p2align	8
	.type	RecursiveGaussian_kernel,@function
RecursiveGaussian_kernel:               ; @RecursiveGaussian_kernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx8 s[44:51], s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v42, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v41, v0
	s_add_u32 s8, s40, 56
	v_lshlrev_b32_e32 v0, 20, v43
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v41, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
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
	v_cmp_gt_u32_e32 vcc, s44, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_7
; %bb.1:
	s_load_dwordx4 s[52:55], s[40:41], 0x0
	s_cmp_gt_i32 s45, 0
	s_cselect_b64 s[56:57], -1, 0
	s_cmp_lt_i32 s45, 1
	s_mov_b32 s16, 0
	s_cbranch_scc1 .LBB1_4
; %bb.2:
	s_mov_b32 s17, s16
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
	v_mov_b32_e32 v4, s16
	s_brev_b32 s20, 1
	v_mov_b32_e32 v7, s19
	s_xor_b32 s12, s50, s20
	v_mov_b32_e32 v5, s17
	v_mov_b32_e32 v6, s18
	s_xor_b32 s16, s51, s20
	v_mov_b32_e32 v11, v7
	v_mov_b32_e32 v0, v4
	s_mov_b32 s4, s46
	s_mov_b32 s5, s46
	s_mov_b32 s6, s46
	s_mov_b32 s7, s46
	s_mov_b32 s8, s47
	s_mov_b32 s9, s47
	s_mov_b32 s10, s47
	s_mov_b32 s11, s47
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_mov_b32_e32 v12, v40
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v3, v7
	s_mov_b32 s20, s45
	s_mov_b32 s17, s16
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[13:14], 2, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v16, s53
	v_add_co_u32_e32 v15, vcc, s52, v13
	v_addc_co_u32_e32 v16, vcc, v16, v14, vcc
	global_load_dword v19, v[15:16], off
	v_mov_b32_e32 v18, s55
	v_add_co_u32_e32 v17, vcc, s54, v13
	v_addc_co_u32_e32 v18, vcc, v18, v14, vcc
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v15, v10
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v13, v8
	v_mul_f32_e32 v8, s8, v4
	v_mul_f32_e32 v9, s9, v5
	v_mul_f32_e32 v10, s10, v6
	v_mul_f32_e32 v11, s11, v7
	s_add_i32 s20, s20, -1
	v_add_u32_e32 v12, s44, v12
	s_cmp_eq_u32 s20, 0
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte0_e32 v4, v19
	v_cvt_f32_ubyte1_e32 v5, v19
	v_cvt_f32_ubyte2_e32 v6, v19
	v_cvt_f32_ubyte3_e32 v7, v19
	v_fma_f32 v11, s7, v7, v11
	v_fma_f32 v10, s6, v6, v10
	v_fma_f32 v9, s5, v5, v9
	v_fma_f32 v8, s4, v4, v8
	v_fma_f32 v8, s12, v13, v8
	v_fma_f32 v9, s13, v14, v9
	v_fma_f32 v10, s14, v15, v10
	v_fma_f32 v11, s15, v16, v11
	v_fma_f32 v11, s19, v3, v11
	v_fma_f32 v10, s18, v2, v10
	v_fma_f32 v9, s17, v1, v9
	v_fma_f32 v8, s16, v0, v8
	v_cvt_i32_f32_e32 v19, v8
	v_cvt_i32_f32_sdwa v20, v9 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v21, v10
	v_cvt_i32_f32_sdwa v22, v11 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v1, v14
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v3, v16
	v_or_b32_e32 v13, v19, v20
	v_or_b32_sdwa v14, v21, v22 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v13, v13, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[17:18], v13, off
	s_cbranch_scc0 .LBB1_3
.LBB1_4:
	s_add_u32 s8, s40, 56
	v_lshlrev_b32_e32 v0, 20, v43
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v41, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_andn2_b64 vcc, exec, s[56:57]
	s_cbranch_vccnz .LBB1_7
; %bb.5:
	s_mov_b32 s16, 0
	s_mov_b32 s17, s16
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
	v_mov_b32_e32 v12, s16
	v_mov_b32_e32 v13, s17
	v_mov_b32_e32 v14, s18
	v_mov_b32_e32 v15, s19
	s_add_i32 s16, s45, -1
	s_brev_b32 s20, 1
	s_mul_i32 s16, s44, s16
	s_xor_b32 s12, s50, s20
	v_add_u32_e32 v16, s16, v40
	s_xor_b32 s16, s51, s20
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v0, v12
	v_mov_b32_e32 v4, v12
	s_mov_b32 s4, s48
	s_mov_b32 s5, s48
	s_mov_b32 s6, s48
	s_mov_b32 s7, s48
	s_mov_b32 s8, s49
	s_mov_b32 s9, s49
	s_mov_b32 s10, s49
	s_mov_b32 s11, s49
	s_mov_b32 s13, s12
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v1, v13
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v5, v13
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v15
	s_add_i32 s20, s45, 1
	s_mov_b32 s17, s16
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
.LBB1_6:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[17:18], 2, v[16:17]
	v_mov_b32_e32 v20, s53
	v_add_co_u32_e32 v19, vcc, s52, v17
	v_addc_co_u32_e32 v20, vcc, v20, v18, vcc
	v_mov_b32_e32 v22, s55
	v_add_co_u32_e32 v21, vcc, s54, v17
	v_addc_co_u32_e32 v22, vcc, v22, v18, vcc
	global_load_dword v23, v[21:22], off
	global_load_dword v24, v[19:20], off
	v_mul_f32_e32 v8, s8, v8
	v_mul_f32_e32 v9, s9, v9
	v_mul_f32_e32 v10, s10, v10
	v_mul_f32_e32 v11, s11, v11
	v_fma_f32 v17, s7, v15, v11
	v_fma_f32 v18, s6, v14, v10
	v_fma_f32 v19, s5, v13, v9
	v_fma_f32 v20, s4, v12, v8
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v15
	v_fma_f32 v12, s12, v4, v20
	v_fma_f32 v13, s13, v5, v19
	v_fma_f32 v14, s14, v6, v18
	v_fma_f32 v15, s15, v7, v17
	v_fma_f32 v20, s19, v3, v15
	v_fma_f32 v19, s18, v2, v14
	v_fma_f32 v18, s17, v1, v13
	v_fma_f32 v17, s16, v0, v12
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, v6
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v5, v18
	v_mov_b32_e32 v6, v19
	v_mov_b32_e32 v7, v20
	s_add_i32 s20, s20, -1
	v_subrev_u32_e32 v16, s44, v16
	s_cmp_gt_u32 s20, 1
	s_waitcnt vmcnt(1)
	v_cvt_f32_ubyte0_e32 v14, v23
	v_cvt_f32_ubyte1_e32 v15, v23
	v_cvt_f32_ubyte2_e32 v25, v23
	v_cvt_f32_ubyte3_e32 v23, v23
	v_add_f32_e32 v20, v20, v23
	v_add_f32_e32 v19, v19, v25
	v_add_f32_e32 v15, v18, v15
	v_add_f32_e32 v14, v17, v14
	v_cvt_i32_f32_e32 v17, v14
	v_cvt_i32_f32_sdwa v18, v15 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_cvt_i32_f32_e32 v19, v19
	v_cvt_i32_f32_sdwa v20, v20 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte0_e32 v12, v24
	v_or_b32_e32 v17, v17, v18
	v_cvt_f32_ubyte1_e32 v13, v24
	v_or_b32_sdwa v18, v19, v20 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cvt_f32_ubyte2_e32 v14, v24
	v_cvt_f32_ubyte3_e32 v15, v24
	v_or_b32_sdwa v17, v17, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[21:22], v17, off
	s_cbranch_scc1 .LBB1_6
.LBB1_7:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel RecursiveGaussian_kernel
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 58
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
	.size	RecursiveGaussian_kernel, .Lfunc_end1-RecursiveGaussian_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1292
; NumSgprs: 64
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 64
; NumVGPRsForWavesPerEU: 44
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
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uchar4*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .name:           transpose_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         transpose_kernel.kd
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
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
    .name:           RecursiveGaussian_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         RecursiveGaussian_kernel.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
