	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	GICOV_kernel            ; -- Begin function GICOV_kernel
	.globl	GICOV_kernel
	.p2align	8
	.type	GICOV_kernel,@function
GICOV_kernel:                           ; @GICOV_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[36:37], s[8:9], 0x40
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 0x48
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	s_mul_i32 s4, s37, s36
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_ashr_i32 s4, s36, 31
	s_add_i32 s5, s36, s4
	s_xor_b32 s6, s5, s4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s5, 0, s6
	v_ashrrev_i32_e32 v3, 31, v0
	v_add_u32_e32 v4, vcc, v0, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_xor_b32_e32 v4, v4, v3
	s_load_dword s26, s[34:35], 0x0
	s_load_dwordx8 s[8:15], s[34:35], 0x8
	s_load_dwordx4 s[20:23], s[34:35], 0x28
	s_load_dwordx2 s[16:17], s[34:35], 0x38
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s29, 0x6f800000
	s_mov_b32 s30, 0x2f800000
	s_movk_i32 s27, 0x258
	v_mul_lo_u32 v2, s5, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v1, v4, v1
	v_xor_b32_e32 v2, s4, v3
	v_mul_lo_u32 v3, v1, s6
	v_add_u32_e32 v5, vcc, 1, v1
	v_sub_u32_e32 v3, vcc, v4, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_subrev_u32_e64 v4, s[4:5], s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, vcc, 1, v1
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_xor_b32_e32 v1, v1, v2
	v_sub_u32_e32 v1, vcc, v1, v2
	v_mul_lo_u32 v3, v1, s36
	v_add_u32_e32 v2, vcc, 22, v1
	v_sub_u32_e32 v0, vcc, v0, v3
	v_add_u32_e32 v1, vcc, 22, v0
	v_mov_b32_e32 v0, 0
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[4:5], s[12:13]
	s_mov_b64 s[6:7], s[14:15]
	s_mov_b64 s[18:19], s[20:21]
	s_mov_b64 s[24:25], s[22:23]
	s_mov_b32 s28, 3
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_load_dwordx2 s[34:35], s[24:25], 0x0
	s_load_dword s31, s[24:25], 0x8
	s_load_dwordx2 s[36:37], s[18:19], 0x0
	s_load_dword s38, s[18:19], 0x8
	v_mov_b32_e32 v17, s9
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, vcc, s34, v1
	v_add_u32_e32 v7, vcc, s36, v2
	v_mul_lo_u32 v7, v7, s26
	v_add_u32_e32 v9, vcc, s37, v2
	v_add_u32_e32 v11, vcc, s38, v2
	v_mul_lo_u32 v9, v9, s26
	v_mul_lo_u32 v11, v11, s26
	v_add_u32_e32 v6, vcc, v6, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v8, vcc, s35, v1
	v_add_u32_e32 v10, vcc, s31, v1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v8, vcc, v8, v9
	v_add_u32_e32 v10, vcc, v10, v11
	v_add_u32_e32 v12, vcc, s8, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_addc_u32_e32 v13, vcc, v17, v7, vcc
	v_mov_b32_e32 v18, s11
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v6, vcc, s10, v6
	v_addc_u32_e32 v7, vcc, v18, v7, vcc
	v_add_u32_e32 v14, vcc, s8, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_addc_u32_e32 v15, vcc, v17, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_u32_e32 v8, vcc, s10, v8
	v_addc_u32_e32 v9, vcc, v18, v9, vcc
	v_add_u32_e32 v16, vcc, s8, v10
	v_addc_u32_e32 v17, vcc, v17, v11, vcc
	v_add_u32_e32 v10, vcc, s10, v10
	v_addc_u32_e32 v11, vcc, v18, v11, vcc
	flat_load_dword v6, v[6:7]
	flat_load_dword v7, v[8:9]
	flat_load_dword v8, v[10:11]
	flat_load_dword v9, v[12:13]
	flat_load_dword v10, v[14:15]
	flat_load_dword v11, v[16:17]
	s_add_i32 s39, s28, -2
	v_cvt_f32_i32_e32 v13, s28
	v_cvt_f32_i32_e32 v14, s39
	s_add_i32 s40, s28, -1
	v_mov_b32_e32 v12, s30
	v_cvt_f32_i32_e32 v15, s40
	v_cmp_gt_f32_e64 vcc, |v13|, s29
	s_load_dwordx2 s[34:35], s[6:7], 0x0
	s_load_dword s31, s[6:7], 0x8
	s_load_dwordx2 s[36:37], s[4:5], 0x0
	s_load_dword s38, s[4:5], 0x8
	v_cndmask_b32_e32 v16, 1.0, v12, vcc
	v_cmp_gt_f32_e64 vcc, |v14|, s29
	v_cndmask_b32_e32 v17, 1.0, v12, vcc
	v_mul_f32_e32 v14, v14, v17
	v_cmp_gt_f32_e64 vcc, |v15|, s29
	v_rcp_f32_e32 v14, v14
	v_cndmask_b32_e32 v12, 1.0, v12, vcc
	v_mul_f32_e32 v15, v15, v12
	v_rcp_f32_e32 v15, v15
	s_add_i32 s28, s28, 3
	s_add_u32 s24, s24, 12
	v_mul_f32_e32 v13, v13, v16
	s_addc_u32 s25, s25, 0
	v_rcp_f32_e32 v13, v13
	s_add_u32 s18, s18, 12
	s_addc_u32 s19, s19, 0
	s_add_u32 s6, s6, 12
	s_addc_u32 s7, s7, 0
	s_add_u32 s4, s4, 12
	s_addc_u32 s5, s5, 0
	s_cmpk_lg_i32 s28, 0x99
	s_waitcnt vmcnt(5) lgkmcnt(0)
	v_mul_f32_e32 v6, s36, v6
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v7, s37, v7
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v8, s38, v8
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v6, s34, v9
	v_sub_f32_e32 v9, v6, v3
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v7, s35, v10
	v_mul_f32_e32 v10, v9, v14
	v_mac_f32_e32 v3, v17, v10
	v_add_f32_e32 v5, v5, v6
	v_sub_f32_e32 v6, v6, v3
	v_sub_f32_e32 v10, v7, v3
	v_mac_f32_e32 v4, v9, v6
	v_mul_f32_e32 v6, v10, v15
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v8, s31, v11
	v_mac_f32_e32 v3, v12, v6
	v_add_f32_e32 v5, v5, v7
	v_sub_f32_e32 v6, v7, v3
	v_sub_f32_e32 v7, v8, v3
	v_mac_f32_e32 v4, v10, v6
	v_mul_f32_e32 v6, v7, v13
	v_mac_f32_e32 v3, v16, v6
	v_sub_f32_e32 v6, v8, v3
	v_add_f32_e32 v5, v5, v8
	v_mac_f32_e32 v4, v7, v6
	s_cbranch_scc1 .LBB0_3
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	v_mul_f32_e32 v3, 0x3bdbeb62, v4
	v_mov_b32_e32 v4, s30
	v_cmp_gt_f32_e64 vcc, |v3|, s29
	v_cndmask_b32_e32 v4, 1.0, v4, vcc
	v_mul_f32_e32 v3, v3, v4
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v5, 0x3bda740e, v5
	s_add_i32 s33, s33, 1
	v_mul_f32_e32 v5, v5, v5
	s_add_u32 s22, s22, s27
	v_mul_f32_e32 v3, v5, v3
	s_addc_u32 s23, s23, 0
	v_mul_f32_e32 v3, v4, v3
	s_add_u32 s20, s20, s27
	s_addc_u32 s21, s21, 0
	v_cmp_gt_f32_e32 vcc, v3, v0
	s_cmp_lg_u32 s33, 7
	v_cndmask_b32_e32 v0, v0, v3, vcc
	s_cbranch_scc1 .LBB0_2
; %bb.5:
	v_mul_lo_u32 v2, v2, s26
	v_mov_b32_e32 v3, s17
	v_add_u32_e32 v1, vcc, v2, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s16, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_store_dword v[1:2], v0
.LBB0_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel GICOV_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 128
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 41
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
	.size	GICOV_kernel, .Lfunc_end0-GICOV_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1044
; NumSgprs: 47
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 47
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	dilate_kernel           ; -- Begin function dilate_kernel
	.globl	dilate_kernel
	.p2align	8
	.type	dilate_kernel,@function
dilate_kernel:                          ; @dilate_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	s_ashr_i32 s4, s36, 31
	s_add_i32 s5, s36, s4
	s_xor_b32 s6, s5, s4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s5, 0, s6
	v_ashrrev_i32_e32 v3, 31, v0
	v_add_u32_e32 v4, vcc, v0, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_xor_b32_e32 v4, v4, v3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s5, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v2, v4, v1
	v_xor_b32_e32 v1, s4, v3
	v_mul_lo_u32 v3, v2, s6
	v_add_u32_e32 v5, vcc, 1, v2
	v_sub_u32_e32 v3, vcc, v4, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_subrev_u32_e64 v4, s[4:5], s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, vcc, 1, v2
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v4, v2, v1
	v_sub_u32_e32 v2, vcc, v4, v1
	v_cmp_gt_i32_e32 vcc, s37, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_12
; %bb.1:
	s_load_dwordx4 s[8:11], s[34:35], 0x10
	s_load_dwordx2 s[6:7], s[34:35], 0x20
	v_mul_lo_u32 v3, v2, s36
	s_cmp_lt_i32 s38, 1
	v_sub_u32_e32 v3, vcc, v0, v3
	s_cbranch_scc1 .LBB1_10
; %bb.2:
	s_lshr_b32 s5, s39, 31
	s_lshr_b32 s4, s38, 31
	s_add_i32 s5, s39, s5
	s_add_i32 s4, s38, s4
	s_ashr_i32 s5, s5, 1
	s_ashr_i32 s4, s4, 1
	s_sub_i32 s14, 0, s5
	s_cmp_lt_i32 s39, 1
	s_mul_i32 s14, s14, s36
	v_subrev_u32_e32 v5, vcc, s4, v3
	s_cselect_b64 s[12:13], -1, 0
	v_subrev_u32_e32 v4, vcc, s5, v4
	s_sub_i32 s4, s14, s4
	s_mov_b32 s19, 0
	v_sub_u32_e32 v6, vcc, v4, v1
	v_add_u32_e32 v7, vcc, s4, v0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s20, 0
	s_branch .LBB1_4
.LBB1_3:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s20, s20, 1
	s_add_i32 s19, s19, s39
	s_cmp_lg_u32 s20, s38
	v_add_u32_e32 v7, vcc, 1, v7
	s_cbranch_scc0 .LBB1_11
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_7 Depth 2
	v_add_u32_e32 v0, vcc, s20, v5
	v_cmp_gt_i32_e32 vcc, 0, v0
	v_cmp_le_i32_e64 s[4:5], s36, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_xor_b64 s[4:5], s[4:5], -1
	s_and_saveexec_b64 s[14:15], s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v8, v6
	s_mov_b32 s16, s19
	s_mov_b32 s18, s39
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=2
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s18, s18, -1
	s_add_i32 s16, s16, 1
	v_add_u32_e32 v8, vcc, 1, v8
	s_cmp_lg_u32 s18, 0
	v_add_u32_e32 v0, vcc, s36, v0
	s_cbranch_scc0 .LBB1_3
.LBB1_7:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_lt_i32_e32 vcc, -1, v8
	v_cmp_gt_i32_e64 s[4:5], s37, v8
	s_and_b64 s[22:23], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[22:23]
	s_cbranch_execz .LBB1_6
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=2
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[22:23], s[16:17], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s22, s8, s22
	s_addc_u32 s23, s9, s23
	s_load_dword s17, s[22:23], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[22:23], s17, 0
	s_and_b64 vcc, exec, s[22:23]
	s_cbranch_vccnz .LBB1_6
; %bb.9:                                ;   in Loop: Header=BB1_7 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[9:10], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_u32_e32 v9, vcc, s10, v9
	v_addc_u32_e32 v10, vcc, v1, v10, vcc
	flat_load_dword v1, v[9:10]
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v1, v4
	v_cndmask_b32_e32 v4, v4, v1, vcc
	s_branch .LBB1_6
.LBB1_10:
	v_mov_b32_e32 v4, 0
.LBB1_11:
	v_mul_lo_u32 v0, v3, s37
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v0, vcc, v0, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v4
.LBB1_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel dilate_kernel
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
.Lfunc_end1:
	.size	dilate_kernel, .Lfunc_end1-dilate_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 644
; NumSgprs: 46
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
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
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           GICOV_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .symbol:         GICOV_kernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .name:           dilate_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         dilate_kernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
