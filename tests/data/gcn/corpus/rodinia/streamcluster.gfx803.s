	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	memset_kernel           ; -- Begin function memset_kernel
	.globl	memset_kernel
	.p2align	8
	.type	memset_kernel,@function
memset_kernel:                          ; @memset_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	s_load_dword s33, s[8:9], 0x8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, s35
	v_add_u32_e32 v0, vcc, s34, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s33
	flat_store_byte v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel memset_kernel
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
	.size	memset_kernel, .Lfunc_end0-memset_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
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
	.protected	pgain_kernel            ; -- Begin function pgain_kernel
	.globl	pgain_kernel
	.p2align	8
	.type	pgain_kernel,@function
pgain_kernel:                           ; @pgain_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v41, v0
	s_load_dwordx4 s[56:59], s[8:9], 0x28
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s44, s40, 0x48
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
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
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s57, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_21
; %bb.1:
	s_load_dwordx8 s[44:51], s[40:41], 0x0
	s_load_dwordx4 s[52:55], s[40:41], 0x20
	s_cmp_gt_i32 s58, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_cselect_b64 s[54:55], -1, 0
	s_and_b64 s[6:7], vcc, s[54:55]
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB1_8
; %bb.2:
	s_load_dwordx2 s[6:7], s[40:41], 0x38
	s_add_i32 s8, s58, -1
	s_cmp_lt_u32 s8, 7
	s_mov_b32 s9, 0
	s_cbranch_scc1 .LBB1_5
; %bb.3:
	s_and_b32 s14, s58, -8
	s_lshl_b32 s8, s57, 3
	s_lshl_b32 s15, s57, 1
	s_lshl_b32 s17, s57, 2
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[10:11], s[6:7], 2
	s_add_u32 s10, s46, s10
	s_addc_u32 s11, s47, s11
	s_ashr_i32 s9, s8, 31
	s_mul_i32 s16, s57, 3
	s_mul_i32 s18, s57, 5
	s_mul_i32 s19, s57, 6
	s_mul_i32 s20, s57, 7
	s_lshl_b64 s[12:13], s[8:9], 2
	s_mov_b32 s21, 0
	v_mov_b32_e32 v0, s56
	s_mov_b32 s9, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v2, s11
	flat_load_dword v1, v[1:2]
	s_add_i32 s22, s57, s21
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s22, s6
	s_addc_u32 s23, s23, s7
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s46, s22
	s_addc_u32 s23, s47, s23
	s_add_i32 s24, s15, s21
	s_ashr_i32 s25, s24, 31
	s_load_dword s26, s[22:23], 0x0
	s_add_u32 s22, s24, s6
	s_addc_u32 s23, s25, s7
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s46, s22
	s_addc_u32 s23, s47, s23
	s_add_i32 s24, s16, s21
	s_ashr_i32 s25, s24, 31
	s_load_dword s27, s[22:23], 0x0
	s_add_u32 s22, s24, s6
	s_addc_u32 s23, s25, s7
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s46, s22
	s_addc_u32 s23, s47, s23
	s_add_i32 s24, s17, s21
	s_ashr_i32 s25, s24, 31
	s_load_dword s28, s[22:23], 0x0
	s_add_u32 s22, s24, s6
	s_addc_u32 s23, s25, s7
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s46, s22
	s_addc_u32 s23, s47, s23
	s_add_i32 s24, s18, s21
	s_ashr_i32 s25, s24, 31
	s_load_dword s29, s[22:23], 0x0
	s_add_u32 s22, s24, s6
	s_addc_u32 s23, s25, s7
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s46, s22
	s_addc_u32 s23, s47, s23
	s_add_i32 s24, s19, s21
	s_ashr_i32 s25, s24, 31
	s_load_dword s30, s[22:23], 0x0
	s_add_u32 s22, s24, s6
	s_addc_u32 s23, s25, s7
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s46, s22
	s_addc_u32 s23, s47, s23
	s_add_i32 s24, s20, s21
	s_ashr_i32 s25, s24, 31
	s_load_dword s31, s[22:23], 0x0
	s_add_u32 s22, s24, s6
	s_addc_u32 s23, s25, s7
	s_lshl_b64 s[22:23], s[22:23], 2
	s_add_u32 s22, s46, s22
	s_addc_u32 s23, s47, s23
	s_load_dword s22, s[22:23], 0x0
	s_add_i32 s9, s9, 8
	s_add_i32 s21, s21, s8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s27
	v_mov_b32_e32 v4, s28
	s_add_u32 s10, s10, s12
	v_mov_b32_e32 v5, s29
	v_mov_b32_e32 v6, s30
	v_mov_b32_e32 v7, s31
	ds_write2_b32 v0, v3, v4 offset0:2 offset1:3
	ds_write2_b32 v0, v5, v6 offset0:4 offset1:5
	s_addc_u32 s11, s11, s13
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v2, s26
	s_cmp_lg_u32 s14, s9
	ds_write2_b32 v0, v7, v3 offset0:6 offset1:7
	s_waitcnt vmcnt(0)
	ds_write2_b32 v0, v1, v2 offset1:1
	v_add_u32_e32 v0, vcc, 32, v0
	s_cbranch_scc1 .LBB1_4
.LBB1_5:
	s_and_b32 s10, s58, 7
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc1 .LBB1_8
; %bb.6:
	s_lshl_b32 s8, s9, 2
	s_add_i32 s11, s56, s8
	s_mul_i32 s8, s9, s57
	s_ashr_i32 s9, s8, 31
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s6, s46, s6
	s_addc_u32 s7, s47, s7
	s_ashr_i32 s9, s57, 31
	s_mov_b32 s8, s57
	s_lshl_b64 s[8:9], s[8:9], 2
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s11
	s_add_i32 s11, s11, 4
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_add_i32 s10, s10, -1
	s_cmp_lg_u32 s10, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	s_cbranch_scc1 .LBB1_7
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s59, s[40:41], 0x40
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s40, 0x48
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_mov_b32 s60, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_andn2_b64 vcc, exec, s[54:55]
	s_cbranch_vccnz .LBB1_12
; %bb.9:
	s_add_i32 s4, s58, -1
	s_cmp_lt_u32 s4, 7
	s_mov_b32 m0, -1
	s_cbranch_scc1 .LBB1_13
; %bb.10:
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	s_lshl_b32 s4, s57, 3
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	s_ashr_i32 s5, s4, 31
	s_and_b32 s8, s58, -8
	s_lshl_b32 s9, s57, 1
	s_mul_i32 s10, s57, 3
	s_lshl_b32 s11, s57, 2
	s_mul_i32 s12, s57, 5
	s_mul_i32 s13, s57, 6
	s_mul_i32 s14, s57, 7
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_lshl_b64 s[6:7], s[4:5], 2
	s_mov_b32 s60, 0
	v_mov_b32_e32 v3, s56
	v_mov_b32_e32 v2, 0
	s_mov_b32 s5, s57
.LBB1_11:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, vcc, s5, v40
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_u32_e32 v6, vcc, s9, v40
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v8, vcc, s10, v40
	v_add_u32_e32 v10, vcc, s11, v40
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v9, s47
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v9, v5, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v11, s47
	v_add_u32_e32 v6, vcc, s46, v6
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_addc_u32_e32 v7, vcc, v11, v7, vcc
	v_add_u32_e32 v12, vcc, s12, v40
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v13, s47
	v_add_u32_e32 v8, vcc, s46, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_u32_e32 v9, vcc, v13, v9, vcc
	v_ashrrev_i32_e32 v13, 31, v12
	v_mov_b32_e32 v14, s47
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v14, v11, vcc
	v_mov_b32_e32 v15, s47
	v_add_u32_e32 v12, vcc, s46, v12
	v_addc_u32_e32 v13, vcc, v15, v13, vcc
	v_add_u32_e32 v14, vcc, s13, v40
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_mov_b32_e32 v16, s47
	v_add_u32_e32 v14, vcc, s46, v14
	v_addc_u32_e32 v15, vcc, v16, v15, vcc
	v_add_u32_e32 v16, vcc, s14, v40
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v18, s47
	v_add_u32_e32 v16, vcc, s46, v16
	v_addc_u32_e32 v17, vcc, v18, v17, vcc
	flat_load_dword v18, v[4:5]
	flat_load_dword v19, v[0:1]
	flat_load_dword v20, v[6:7]
	flat_load_dword v21, v[8:9]
	flat_load_dword v22, v[10:11]
	flat_load_dword v12, v[12:13]
	flat_load_dword v13, v[14:15]
	flat_load_dword v14, v[16:17]
	ds_read2_b32 v[4:5], v3 offset1:1
	ds_read2_b32 v[6:7], v3 offset0:2 offset1:3
	ds_read2_b32 v[8:9], v3 offset0:4 offset1:5
	ds_read2_b32 v[10:11], v3 offset0:6 offset1:7
	v_mov_b32_e32 v15, s7
	v_add_u32_e32 v0, vcc, s6, v0
	s_add_i32 s60, s60, 8
	s_add_i32 s5, s5, s4
	s_add_i32 s9, s9, s4
	s_add_i32 s10, s10, s4
	s_add_i32 s11, s11, s4
	s_add_i32 s12, s12, s4
	s_add_i32 s13, s13, s4
	s_add_i32 s14, s14, s4
	v_addc_u32_e32 v1, vcc, v1, v15, vcc
	v_add_u32_e32 v3, vcc, 32, v3
	s_cmp_eq_u32 s8, s60
	s_waitcnt vmcnt(7) lgkmcnt(3)
	v_sub_f32_e32 v5, v18, v5
	s_waitcnt vmcnt(6)
	v_sub_f32_e32 v4, v19, v4
	v_mac_f32_e32 v2, v4, v4
	s_waitcnt vmcnt(5) lgkmcnt(2)
	v_sub_f32_e32 v4, v20, v6
	v_mac_f32_e32 v2, v5, v5
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v6, v21, v7
	v_mac_f32_e32 v2, v4, v4
	s_waitcnt vmcnt(3) lgkmcnt(1)
	v_sub_f32_e32 v7, v22, v8
	v_mac_f32_e32 v2, v6, v6
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v8, v12, v9
	v_mac_f32_e32 v2, v7, v7
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_sub_f32_e32 v9, v13, v10
	v_mac_f32_e32 v2, v8, v8
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v10, v14, v11
	v_mac_f32_e32 v2, v9, v9
	v_mac_f32_e32 v2, v10, v10
	s_cbranch_scc0 .LBB1_11
	s_branch .LBB1_14
.LBB1_12:
	v_mov_b32_e32 v2, 0
	s_branch .LBB1_17
.LBB1_13:
	v_mov_b32_e32 v2, 0
.LBB1_14:
	s_and_b32 s6, s58, 7
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB1_17
; %bb.15:
	s_lshl_b32 s4, s60, 2
	s_add_i32 s7, s56, s4
	s_mul_i32 s4, s60, s57
	v_add_u32_e32 v0, vcc, s4, v40
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v0, vcc, s46, v0
	s_ashr_i32 s5, s57, 31
	s_mov_b32 s4, s57
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_lshl_b64 s[4:5], s[4:5], 2
.LBB1_16:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v3, v[0:1]
	v_mov_b32_e32 v4, s7
	ds_read_b32 v4, v4
	s_add_i32 s7, s7, 4
	v_mov_b32_e32 v5, s5
	s_add_i32 s6, s6, -1
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	s_cmp_lg_u32 s6, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v3, v3, v4
	v_mac_f32_e32 v2, v3, v3
	s_cbranch_scc1 .LBB1_16
.LBB1_17:
	v_mad_i64_i32 v[0:1], s[4:5], v40, 24, s[44:45]
	s_add_i32 s4, s59, 1
	v_add_u32_e32 v3, vcc, 16, v0
	v_addc_u32_e32 v4, vcc, 0, v1, vcc
	flat_load_dword v1, v[0:1]
	flat_load_dword v0, v[3:4]
	v_mul_lo_u32 v3, s4, v40
	v_ashrrev_i32_e32 v4, 31, v40
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, v2, v1
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v1, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_19
; %bb.18:
	v_mad_i64_i32 v[4:5], s[6:7], v40, 24, s[44:45]
	v_mov_b32_e32 v2, s51
	v_sub_f32_e32 v0, v0, v1
	v_add_u32_e32 v4, vcc, 8, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dword v5, v[4:5]
	v_mov_b32_e32 v4, 0
                                        ; implicit-def: $vgpr40_vgpr41
                                        ; implicit-def: $vgpr1
	s_waitcnt vmcnt(0)
	v_ashrrev_i64 v[4:5], 30, v[4:5]
	v_add_u32_e32 v4, vcc, s50, v4
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	flat_load_dword v2, v[4:5]
	v_mov_b32_e32 v4, s49
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v2, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v4, v[2:3]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v4
	flat_store_dword v[2:3], v0
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr0
.LBB1_19:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_21
; %bb.20:
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v5, vcc, s52, v40
	v_addc_u32_e32 v6, vcc, v2, v4, vcc
	v_mov_b32_e32 v2, 49
	flat_store_byte v[5:6], v2
	v_add_u32_e32 v2, vcc, s59, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_sub_f32_e32 v4, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v4
.LBB1_21:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel pgain_kernel
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
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 61
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
	.size	pgain_kernel, .Lfunc_end1-pgain_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1896
; NumSgprs: 67
; NumVgprs: 45
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 67
; NumVGPRsForWavesPerEU: 45
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .name:           memset_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         memset_kernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'Point_Struct*'
        .value_kind:     global_buffer
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         40
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         64
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
    .name:           pgain_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         pgain_kernel.kd
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
