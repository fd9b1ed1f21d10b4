	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	sobel_filter            ; -- Begin function sobel_filter
	.globl	sobel_filter
	.p2align	8
	.type	sobel_filter,@function
sobel_filter:                           ; @sobel_filter
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v41, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s44, s34, 16
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s45, s35, 0
	v_or_b32_e32 v46, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s47, s47, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_ne_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_add_u32_e32 v1, vcc, -1, v40
	v_cmp_gt_u32_e32 vcc, v1, v44
	v_cmp_ne_u32_e64 s[4:5], 0, v45
	s_and_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v0, vcc, -1, v0
	v_cmp_gt_u32_e32 vcc, v0, v45
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_mul_lo_u32 v0, v40, v45
	s_load_dwordx4 s[44:47], s[34:35], 0x0
	v_mov_b32_e32 v105, 0
	s_add_u32 s34, s34, 16
	v_add_u32_e32 v94, vcc, v0, v44
	v_add_u32_e32 v78, vcc, -1, v94
	v_sub_u32_e32 v104, vcc, v78, v40
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_lshlrev_b32_e32 v2, 10, v42
	v_lshlrev_b32_e32 v1, 20, v43
	v_or_b32_e32 v2, v41, v2
	s_addc_u32 s35, s35, 0
	v_or_b32_e32 v41, v2, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z14convert_float4Dv4_h@rel32@lo+4
	s_addc_u32 s49, s49, _Z14convert_float4Dv4_h@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_sub_u32_e32 v104, vcc, v94, v40
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v45, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v106, vcc, 1, v94
	v_sub_u32_e32 v104, vcc, v106, v40
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v57, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_ashrrev_i32_e32 v79, 31, v78
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_lshlrev_b64 v[0:1], 2, v[78:79]
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v61, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_ashrrev_i32_e32 v107, 31, v106
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_lshlrev_b64 v[0:1], 2, v[106:107]
	v_mov_b32_e32 v72, v2
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v73, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_ashrrev_i32_e32 v95, 31, v94
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v104, vcc, v78, v40
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_mov_b32_e32 v76, v2
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v77, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v104, vcc, v94, v40
	v_mov_b32_e32 v78, v0
	v_mov_b32_e32 v79, v1
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_mov_b32_e32 v88, v2
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v89, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v104, vcc, v106, v40
	v_mov_b32_e32 v90, v0
	v_mov_b32_e32 v91, v1
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_mov_b32_e32 v92, v2
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v93, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[48:49]
	v_mad_f32 v4, 2.0, v57, v45
	v_mad_f32 v5, 2.0, v56, v44
	v_mad_f32 v6, 2.0, v47, v43
	v_mad_f32 v7, 2.0, v46, v42
	v_add_f32_e32 v4, v4, v61
	v_add_f32_e32 v5, v5, v60
	v_add_f32_e32 v6, v6, v59
	v_add_f32_e32 v7, v7, v58
	v_sub_f32_e32 v12, v42, v58
	v_sub_f32_e32 v13, v43, v59
	v_sub_f32_e32 v14, v44, v60
	v_sub_f32_e32 v15, v45, v61
	v_sub_f32_e32 v4, v4, v89
	v_sub_f32_e32 v5, v5, v88
	v_sub_f32_e32 v6, v6, v79
	v_sub_f32_e32 v7, v7, v78
	v_mac_f32_e32 v15, 2.0, v73
	v_mac_f32_e32 v14, 2.0, v72
	v_mac_f32_e32 v13, 2.0, v63
	v_mac_f32_e32 v12, 2.0, v62
	v_mac_f32_e32 v4, -2.0, v93
	v_mac_f32_e32 v5, -2.0, v92
	v_mac_f32_e32 v6, -2.0, v91
	v_mac_f32_e32 v7, -2.0, v90
	v_mac_f32_e32 v12, -2.0, v74
	v_mac_f32_e32 v13, -2.0, v75
	v_mac_f32_e32 v14, -2.0, v76
	v_mac_f32_e32 v15, -2.0, v77
	v_sub_f32_e32 v8, v7, v0
	v_sub_f32_e32 v9, v6, v1
	v_sub_f32_e32 v10, v5, v2
	v_sub_f32_e32 v11, v4, v3
	v_add_f32_e32 v7, v15, v89
	v_add_f32_e32 v6, v14, v88
	v_add_f32_e32 v5, v13, v79
	v_add_f32_e32 v4, v12, v78
	v_sub_f32_e32 v4, v4, v0
	v_sub_f32_e32 v5, v5, v1
	v_sub_f32_e32 v6, v6, v2
	v_sub_f32_e32 v7, v7, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v3, v11
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5hypotDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5hypotDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v0, 0.5, v0
	v_mul_f32_e32 v1, 0.5, v1
	v_mul_f32_e32 v2, 0.5, v2
	v_mul_f32_e32 v3, 0.5, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14convert_uchar4Dv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z14convert_uchar4Dv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b16_e32 v1, 8, v1
	v_or_b32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v3
	v_or_b32_sdwa v1, v2, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshlrev_b64 v[0:1], 2, v[94:95]
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
.LBB0_3:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sobel_filter
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
		.amdhsa_next_free_vgpr 108
		.amdhsa_next_free_sgpr 50
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
	.size	sobel_filter, .Lfunc_end0-sobel_filter
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1580
; NumSgprs: 56
; NumVgprs: 108
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 108
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
	.hidden	_Z15get_global_sizej
	.hidden	_Z14convert_float4Dv4_h
	.hidden	_Z14convert_uchar4Dv4_f
	.hidden	_Z5hypotDv4_fS_
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
    .name:           sobel_filter
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         sobel_filter.kd
    .vgpr_count:     108
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
