	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	extract_kernel          ; -- Begin function extract_kernel
	.globl	extract_kernel
	.p2align	8
	.type	extract_kernel,@function
extract_kernel:                         ; @extract_kernel
; %bb.0:
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v45, s44
	s_add_u32 s44, s40, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v46, s45
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
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
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v1, 8, v44
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_lt_i64_e32 vcc, v[0:1], v[45:46]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v43, vcc, s46, v0
	v_addc_u32_e32 v44, vcc, v2, v1, vcc
	flat_load_dword v0, v[43:44]
	v_lshlrev_b32_e32 v2, 10, v41
	s_add_u32 s8, s40, 16
	v_lshlrev_b32_e32 v1, 20, v42
	v_or_b32_e32 v2, v40, v2
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expf@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x3b808081, v0
	s_swappc_b64 s[30:31], s[16:17]
	flat_store_dword v[43:44], v0
.LBB0_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel extract_kernel
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 48
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
	.size	extract_kernel, .Lfunc_end0-extract_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 344
; NumSgprs: 54
; NumVgprs: 47
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 47
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
	.protected	prepare_kernel          ; -- Begin function prepare_kernel
	.globl	prepare_kernel
	.p2align	8
	.type	prepare_kernel,@function
prepare_kernel:                         ; @prepare_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx8 s[44:51], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v42, s44
	v_mov_b32_e32 v43, s45
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v1, 8, v41
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_lt_i64_e32 vcc, v[0:1], v[42:43]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v2, vcc, s46, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v6, v[2:3]
	v_mov_b32_e32 v5, s49
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	v_add_u32_e32 v0, vcc, s50, v0
	s_waitcnt vmcnt(0)
	flat_store_dword v[4:5], v6
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, s51
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v2
	flat_store_dword v[0:1], v2
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel prepare_kernel
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 52
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
	.size	prepare_kernel, .Lfunc_end1-prepare_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 304
; NumSgprs: 58
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 58
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
	.text
	.protected	reduce_kernel           ; -- Begin function reduce_kernel
	.globl	reduce_kernel
	.p2align	8
	.type	reduce_kernel,@function
reduce_kernel:                          ; @reduce_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx2 s[46:47], s[8:9], 0x8
	s_load_dword s56, s[8:9], 0x10
	s_load_dwordx4 s[48:51], s[8:9], 0x18
	s_load_dword s52, s[8:9], 0x28
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v47, 8, v43
	v_add_u32_e32 v0, vcc, v47, v44
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_gt_i64_e32 vcc, s[46:47], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mul_lo_u32 v0, v0, s56
	v_mov_b32_e32 v3, s49
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v2, vcc, s48, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_lshlrev_b32_e32 v1, 2, v44
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v1, v2, v0 offset1:4
.LBB2_2:
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s4, s52, 8
	s_sub_i32 s57, s46, s4
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	s_cmp_lg_u32 s57, 0
	s_cbranch_scc0 .LBB2_29
; %bb.3:
	s_add_i32 s52, s52, -1
	v_cmp_ne_u32_e32 vcc, s52, v43
	s_mov_b64 s[52:53], 0
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr56_vgpr57
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[34:35], exec, s[4:5]
	s_cbranch_execz .LBB2_23
; %bb.4:
	v_add_u32_e32 v47, vcc, 1, v44
	v_lshlrev_b32_e32 v45, 2, v44
	v_add_u32_e32 v46, vcc, 0x400, v45
	v_and_b32_e32 v0, 1, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_add_u32_e32 v0, vcc, -4, v45
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_u32_e32 v2, vcc, -4, v46
	ds_read2_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_6:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 3, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_8
; %bb.7:
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, -8, v45
	v_add_u32_e32 v2, vcc, -8, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 7, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_10
; %bb.9:
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, -16, v45
	v_add_u32_e32 v2, vcc, -16, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 15, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_12
; %bb.11:
	ds_read_b32 v0, v45
	v_subrev_u32_e32 v1, vcc, 32, v45
	v_subrev_u32_e32 v2, vcc, 32, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_12:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 31, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_14
; %bb.13:
	ds_read_b32 v0, v45
	v_subrev_u32_e32 v1, vcc, 64, v45
	v_subrev_u32_e32 v2, vcc, 64, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_14:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 63, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_16
; %bb.15:
	s_movk_i32 s6, 0xff80
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, s6, v45
	v_add_u32_e32 v2, vcc, s6, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_16:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 0x7f, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_18
; %bb.17:
	s_movk_i32 s6, 0xff00
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, s6, v45
	v_add_u32_e32 v2, vcc, s6, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_18:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_movk_i32 s52, 0xff
	v_and_b32_e32 v0, s52, v47
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_20
; %bb.19:
	s_movk_i32 s6, 0xfe00
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, s6, v45
	v_add_u32_e32 v2, vcc, s6, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v46, v0
.LBB2_20:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_eq_u32_e32 vcc, s52, v44
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr56_vgpr57
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB2_22
; %bb.21:
	v_mul_lo_u32 v0, v43, s56
	s_movk_i32 s8, 0xfc
	v_add_u32_e64 v3, vcc, s8, 0
	v_lshlrev_b32_e32 v56, 8, v0
	v_ashrrev_i32_e32 v57, 31, v56
	ds_read2st64_b32 v[45:46], v3 offset0:3 offset1:7
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	s_mov_b64 s[4:5], exec
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v45
.LBB2_22:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[52:53], s[4:5], exec
                                        ; implicit-def: $vgpr47
.LBB2_23:
	s_or_saveexec_b64 s[54:55], s[34:35]
	s_xor_b64 exec, exec, s[54:55]
	s_cbranch_execz .LBB2_39
; %bb.24:
	s_movk_i32 s6, 0x100
	s_add_i32 s58, s57, s6
	s_cmp_gt_i32 s58, 1
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_cmp_lt_i32 s58, 4
	v_lshlrev_b32_e32 v0, 1, v0
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s58, 8
	v_cndmask_b32_e32 v0, 4, v0, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s58, 16
	v_cndmask_b32_e32 v0, 8, v0, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s58, 32
	v_cndmask_b32_e32 v0, 16, v0, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s58, 64
	s_movk_i32 s4, 0x80
	v_cndmask_b32_e32 v0, 32, v0, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s58, s4
	v_cndmask_b32_e32 v0, 64, v0, vcc
	v_mov_b32_e32 v1, s4
	s_cselect_b64 vcc, -1, 0
	s_cmp_gt_u32 s57, 0x7ffffeff
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_mov_b32_e32 v1, s6
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v58, v1, v0, vcc
	v_cmp_lt_u32_e32 vcc, 1, v58
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB2_30
; %bb.25:
	v_add_u32_e32 v0, vcc, 1, v44
	v_ashrrev_i32_e32 v61, 31, v0
	v_add_u32_e32 v0, vcc, v0, v61
	v_lshlrev_b32_e32 v1, 10, v41
	v_lshlrev_b32_e32 v59, 2, v44
	v_xor_b32_e32 v62, v0, v61
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	v_cmp_gt_i32_e64 s[34:35], v58, v44
	s_mov_b32 s57, 2
	v_add_u32_e32 v60, vcc, 0x400, v59
	v_or_b32_e32 v45, v1, v0
	s_branch .LBB2_27
.LBB2_26:                               ;   in Loop: Header=BB2_27 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s42, 48
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_lshl_b32 s57, s57, 1
	v_cmp_le_i32_e32 vcc, s57, v58
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB2_30
.LBB2_27:                               ; =>This Inner Loop Header: Depth=1
	s_ashr_i32 s4, s57, 31
	s_add_i32 s5, s57, s4
	s_xor_b32 s4, s5, s4
	v_cvt_f32_u32_e32 v0, s4
	s_sub_i32 s5, 0, s4
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s5, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_mul_hi_u32 v0, v62, v0
	v_mul_lo_u32 v0, v0, s4
	v_sub_u32_e32 v0, vcc, v62, v0
	v_subrev_u32_e32 v1, vcc, s4, v0
	v_cmp_le_u32_e32 vcc, s4, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_u32_e32 v1, vcc, s4, v0
	v_cmp_le_u32_e32 vcc, s4, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_xor_b32_e32 v0, v0, v61
	v_sub_u32_e32 v0, vcc, v0, v61
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 s[6:7], vcc, s[34:35]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_26
; %bb.28:                               ;   in Loop: Header=BB2_27 Depth=1
	s_lshr_b32 s6, s57, 31
	s_add_i32 s6, s57, s6
	s_lshr_b32 s6, s6, 1
	s_lshl_b32 s6, s6, 2
	ds_read_b32 v0, v59
	v_subrev_u32_e32 v1, vcc, s6, v59
	v_subrev_u32_e32 v2, vcc, s6, v60
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v60
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v59, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v60, v0
	s_branch .LBB2_26
.LBB2_29:
	s_mov_b64 s[52:53], 0
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr56_vgpr57
	s_cbranch_execnz .LBB2_40
	s_branch .LBB2_59
.LBB2_30:
	v_add_u32_e32 v0, vcc, -1, v58
	v_cmp_eq_u32_e32 vcc, v0, v44
	s_mov_b64 s[6:7], s[52:53]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_38
; %bb.31:
	v_cmp_gt_i32_e32 vcc, s58, v58
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB2_33
; %bb.32:
	v_lshlrev_b32_e32 v0, 2, v44
	ds_read2st64_b32 v[45:46], v0 offset1:4
	s_cbranch_execz .LBB2_34
	s_branch .LBB2_37
.LBB2_33:
                                        ; implicit-def: $vgpr45
.LBB2_34:
	v_add_u32_e32 v0, vcc, v58, v47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v5, 2, v44
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_u32_e32 v7, vcc, s58, v47
	v_add_u32_e32 v6, vcc, 0x400, v5
	s_waitcnt lgkmcnt(0)
	ds_read2st64_b32 v[45:46], v5 offset1:4
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v1, vcc, s50, v3
	v_addc_u32_e32 v2, vcc, v2, v4, vcc
	v_mov_b32_e32 v8, s49
	v_add_u32_e32 v3, vcc, s48, v3
	v_addc_u32_e32 v4, vcc, v8, v4, vcc
	s_mov_b64 s[6:7], 0
.LBB2_35:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v8, v[3:4]
	flat_load_dword v9, v[1:2]
	v_add_u32_e32 v0, vcc, 1, v0
	v_add_u32_e32 v1, vcc, 4, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_add_u32_e32 v3, vcc, 4, v3
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	v_cmp_ge_i32_e32 vcc, v0, v7
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_add_f32_e32 v45, v45, v8
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v46, v46, v9
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_35
; %bb.36:
	s_or_b64 exec, exec, s[6:7]
	ds_write_b32 v5, v45
	ds_write_b32 v6, v46
.LBB2_37:
	v_mul_lo_u32 v0, v43, s56
	v_mov_b32_e32 v2, s49
	s_or_b64 s[6:7], s[52:53], exec
	v_lshlrev_b32_e32 v56, 8, v0
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v45
.LBB2_38:
	s_or_b64 exec, exec, s[4:5]
	s_andn2_b64 s[4:5], s[52:53], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[52:53], s[4:5], s[6:7]
.LBB2_39:
	s_or_b64 exec, exec, s[54:55]
	s_branch .LBB2_59
.LBB2_40:
	v_add_u32_e32 v58, vcc, 1, v44
	v_lshlrev_b32_e32 v45, 2, v44
	v_add_u32_e32 v47, vcc, 0x400, v45
	v_and_b32_e32 v0, 1, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_42
; %bb.41:
	v_add_u32_e32 v0, vcc, -4, v45
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_u32_e32 v2, vcc, -4, v47
	ds_read2_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_42:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 3, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_44
; %bb.43:
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, -8, v45
	v_add_u32_e32 v2, vcc, -8, v47
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_44:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 7, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_46
; %bb.45:
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, -16, v45
	v_add_u32_e32 v2, vcc, -16, v47
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_46:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 15, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_48
; %bb.47:
	ds_read_b32 v0, v45
	v_subrev_u32_e32 v1, vcc, 32, v45
	v_subrev_u32_e32 v2, vcc, 32, v47
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_48:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 31, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_50
; %bb.49:
	ds_read_b32 v0, v45
	v_subrev_u32_e32 v1, vcc, 64, v45
	v_subrev_u32_e32 v2, vcc, 64, v47
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_50:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 63, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_52
; %bb.51:
	s_movk_i32 s6, 0xff80
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, s6, v45
	v_add_u32_e32 v2, vcc, s6, v47
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_52:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_and_b32_e32 v0, 0x7f, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_54
; %bb.53:
	s_movk_i32 s6, 0xff00
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, s6, v45
	v_add_u32_e32 v2, vcc, s6, v47
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_54:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_movk_i32 s34, 0xff
	v_and_b32_e32 v0, s34, v58
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_56
; %bb.55:
	s_movk_i32 s6, 0xfe00
	ds_read_b32 v0, v45
	v_add_u32_e32 v1, vcc, s6, v45
	v_add_u32_e32 v2, vcc, s6, v47
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v47
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v47, v0
.LBB2_56:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 48
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_eq_u32_e32 vcc, s34, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_58
; %bb.57:
	v_mul_lo_u32 v0, v43, s56
	s_movk_i32 s6, 0xfc
	v_add_u32_e64 v3, vcc, s6, 0
	v_lshlrev_b32_e32 v56, 8, v0
	v_ashrrev_i32_e32 v57, 31, v56
	ds_read2st64_b32 v[45:46], v3 offset0:3 offset1:7
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_or_b64 s[52:53], s[52:53], exec
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v45
.LBB2_58:
	s_or_b64 exec, exec, s[4:5]
.LBB2_59:
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execnz .LBB2_61
; %bb.60:
	s_endpgm
.LBB2_61:
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v46
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce_kernel
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 59
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
.Lfunc_end2:
	.size	reduce_kernel, .Lfunc_end2-reduce_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3928
; NumSgprs: 65
; NumVgprs: 63
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 63
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
	.protected	srad_kernel             ; -- Begin function srad_kernel
	.globl	srad_kernel
	.p2align	8
	.type	srad_kernel,@function
srad_kernel:                            ; @srad_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx16 s[48:63], s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 0x70
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
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v42, s48
	v_mov_b32_e32 v43, s49
	s_mov_b32 s46, 0
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
	v_lshlrev_b32_e32 v1, 8, v41
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_lt_i64_e32 vcc, v[0:1], v[42:43]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_6
; %bb.1:
	s_load_dword s12, s[34:35], 0x4
	s_load_dwordx2 s[6:7], s[34:35], 0x50
	s_load_dword s13, s[34:35], 0x58
	s_load_dwordx4 s[8:11], s[34:35], 0x60
	v_add_u32_e32 v4, vcc, 1, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s4, s12, 31
	s_add_i32 s5, s12, s4
	s_xor_b32 s14, s5, s4
	v_cvt_f32_u32_e32 v2, s14
	s_sub_i32 s5, 0, s14
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_u32_e32 v6, vcc, v4, v5
	v_rcp_iflag_f32_e32 v2, v2
	v_xor_b32_e32 v6, v6, v5
	v_mov_b32_e32 v8, s51
	v_mov_b32_e32 v12, s53
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mov_b32_e32 v13, s11
	v_mov_b32_e32 v14, s11
	v_mov_b32_e32 v15, s11
	v_mul_lo_u32 v3, s5, v2
	s_mov_b32 s47, 0xbfb00000
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, vcc, v3, v2
	v_mul_hi_u32 v2, v6, v2
	v_xor_b32_e32 v3, s4, v5
	v_mul_lo_u32 v5, v2, s14
	v_add_u32_e32 v7, vcc, 1, v2
	v_sub_u32_e32 v5, vcc, v6, v5
	v_cmp_le_u32_e32 vcc, s14, v5
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_subrev_u32_e64 v6, s[4:5], s14, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, vcc, 1, v2
	v_cmp_le_u32_e32 vcc, s14, v5
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_xor_b32_e32 v2, v2, v3
	v_sub_u32_e32 v5, vcc, v2, v3
	v_mul_lo_u32 v5, v5, s12
	v_mov_b32_e32 v6, s12
	v_sub_u32_e32 v4, vcc, v4, v5
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_subb_u32_e64 v2, s[4:5], v2, v3, vcc
	v_cndmask_b32_e32 v3, v4, v6, vcc
	v_add_u32_e32 v4, vcc, -1, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_u32_e32 v7, vcc, s50, v5
	v_addc_u32_e32 v8, vcc, v8, v6, vcc
	flat_load_dword v11, v[7:8]
	v_lshlrev_b64 v[7:8], 2, v[2:3]
	v_mov_b32_e32 v3, s57
	v_add_u32_e32 v9, vcc, s56, v7
	v_addc_u32_e32 v10, vcc, v3, v8, vcc
	flat_load_dword v3, v[9:10]
	v_mov_b32_e32 v9, s55
	v_add_u32_e32 v7, vcc, s54, v7
	v_addc_u32_e32 v8, vcc, v9, v8, vcc
	flat_load_dword v7, v[7:8]
	v_add_u32_e32 v5, vcc, s52, v5
	v_addc_u32_e32 v6, vcc, v12, v6, vcc
	flat_load_dword v8, v[5:6]
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_mov_b32_e32 v9, s11
	v_add_u32_e32 v5, vcc, s10, v5
	v_addc_u32_e32 v6, vcc, v9, v6, vcc
	flat_load_dword v16, v[5:6]
	v_mul_lo_u32 v5, v2, s12
	v_mov_b32_e32 v12, s11
	s_mov_b32 s4, 0x6f800000
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v2, vcc, v11, v5
	s_waitcnt vmcnt(3)
	v_mul_lo_u32 v9, v3, s12
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v10, v7, s12
	v_add_u32_e32 v7, vcc, v9, v4
	v_add_u32_e32 v9, vcc, v10, v4
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v5, vcc, v8, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v12, v3, vcc
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_u32_e32 v4, vcc, s10, v5
	v_addc_u32_e32 v5, vcc, v13, v6, vcc
	v_lshlrev_b64 v[6:7], 2, v[7:8]
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[8:9], 2, v[9:10]
	flat_load_dword v10, v[2:3]
	flat_load_dword v11, v[4:5]
	v_add_u32_e32 v2, vcc, s10, v6
	v_addc_u32_e32 v3, vcc, v14, v7, vcc
	v_add_u32_e32 v4, vcc, s10, v8
	v_addc_u32_e32 v5, vcc, v15, v9, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v6, v[4:5]
	v_mov_b32_e32 v12, 0x2f800000
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v3, v16, v16
	v_cmp_gt_f32_e64 vcc, |v16|, s4
	v_cndmask_b32_e32 v7, 1.0, v12, vcc
	v_cmp_gt_f32_e64 vcc, |v3|, s4
	v_cndmask_b32_e32 v13, 1.0, v12, vcc
	v_mul_f32_e32 v4, v16, v7
	v_mul_f32_e32 v3, v3, v13
	v_rcp_f32_e32 v8, v4
	v_rcp_f32_e32 v14, v3
	s_waitcnt vmcnt(3)
	v_sub_f32_e32 v5, v10, v16
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v4, v11, v16
	v_add_f32_e32 v9, v5, v4
	v_mul_f32_e32 v10, v4, v4
	v_mac_f32_e32 v10, v5, v5
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v3, v2, v16
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v6, v16
	v_add_f32_e32 v6, v9, v3
	v_add_f32_e32 v6, v6, v2
	v_mul_f32_e32 v6, v6, v8
	v_mul_f32_e32 v8, v7, v6
	v_mul_f32_e32 v6, v8, v8
	v_cvt_f64_f32_e32 v[6:7], v6
	v_cvt_f64_f32_e32 v[8:9], v8
	v_mac_f32_e32 v10, v3, v3
	v_mac_f32_e32 v10, v2, v2
	v_mul_f64 v[6:7], v[6:7], s[46:47]
	s_mov_b32 s47, 0x3fd00000
	v_fma_f64 v[8:9], v[8:9], s[46:47], 1.0
	v_mul_f32_e32 v10, v10, v14
	v_mul_f32_e32 v10, v13, v10
	v_cvt_f64_f32_e32 v[10:11], v10
	v_add_f32_e64 v13, s13, 1.0
	v_fma_f64 v[6:7], v[10:11], 0.5, v[6:7]
	v_cvt_f32_f64_e32 v8, v[8:9]
	v_mul_f32_e32 v9, s13, v13
	v_cmp_gt_f32_e64 vcc, |v9|, s4
	v_cndmask_b32_e32 v10, 1.0, v12, vcc
	v_mul_f32_e32 v8, v8, v8
	v_cmp_gt_f32_e64 vcc, |v8|, s4
	v_cndmask_b32_e32 v11, 1.0, v12, vcc
	v_mul_f32_e32 v8, v8, v11
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_rcp_f32_e32 v7, v8
	v_mul_f32_e32 v8, v9, v10
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v6, v6, v7
	v_mad_f32 v6, v11, v6, -s13
	v_mul_f32_e32 v6, v6, v8
	v_mul_f32_e32 v6, v10, v6
	v_cvt_f64_f32_e32 v[6:7], v6
	v_add_f64 v[6:7], v[6:7], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[6:7], v[6:7], 1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_div_scale_f64 v[12:13], vcc, 1.0, v[6:7], 1.0
	v_fma_f64 v[14:15], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[14:15], v[10:11]
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], 1.0
	v_cvt_f32_f64_e32 v7, v[6:7]
	v_mov_b32_e32 v6, 0
	v_cmp_ngt_f32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_5
; %bb.2:
	v_cmp_lt_f32_e32 vcc, 1.0, v7
	s_and_saveexec_b64 s[10:11], vcc
; %bb.3:
	v_mov_b32_e32 v7, 1.0
; %bb.4:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v6, v7
.LBB3_5:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v8, s59
	v_add_u32_e32 v7, vcc, s58, v0
	v_addc_u32_e32 v8, vcc, v8, v1, vcc
	flat_store_dword v[7:8], v5
	v_mov_b32_e32 v5, s61
	v_add_u32_e32 v7, vcc, s60, v0
	v_addc_u32_e32 v8, vcc, v5, v1, vcc
	flat_store_dword v[7:8], v4
	v_mov_b32_e32 v5, s7
	v_add_u32_e32 v4, vcc, s6, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	flat_store_dword v[4:5], v3
	v_mov_b32_e32 v4, s63
	v_add_u32_e32 v3, vcc, s62, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	flat_store_dword v[3:4], v2
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v6
.LBB3_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel srad_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 168
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
		.amdhsa_next_free_sgpr 64
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
.Lfunc_end3:
	.size	srad_kernel, .Lfunc_end3-srad_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1372
; NumSgprs: 70
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 70
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
	.text
	.protected	srad2_kernel            ; -- Begin function srad2_kernel
	.globl	srad2_kernel
	.p2align	8
	.type	srad2_kernel,@function
srad2_kernel:                           ; @srad2_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx2 s[48:49], s[8:9], 0x10
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 0x68
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
	s_mov_b32 s46, 0
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
	v_lshlrev_b32_e32 v1, 8, v41
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_gt_i64_e32 vcc, s[48:49], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx2 s[6:7], s[34:35], 0x0
	s_load_dwordx4 s[20:23], s[34:35], 0x20
	v_add_u32_e32 v4, vcc, 1, v0
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s4, s7, 31
	s_add_i32 s5, s7, s4
	s_xor_b32 s24, s5, s4
	v_cvt_f32_u32_e32 v2, s24
	s_sub_i32 s5, 0, s24
	v_add_u32_e32 v6, vcc, v4, v5
	v_rcp_iflag_f32_e32 v2, v2
	v_xor_b32_e32 v6, v6, v5
	s_load_dwordx8 s[8:15], s[34:35], 0x38
	s_load_dwordx4 s[16:19], s[34:35], 0x58
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_mov_b32 s47, 0x3fd00000
	v_mul_lo_u32 v3, s5, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, vcc, v3, v2
	v_mul_hi_u32 v2, v6, v2
	v_xor_b32_e32 v3, s4, v5
	v_mul_lo_u32 v5, v2, s24
	v_add_u32_e32 v7, vcc, 1, v2
	v_sub_u32_e32 v5, vcc, v6, v5
	v_cmp_le_u32_e32 vcc, s24, v5
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_subrev_u32_e64 v6, s[4:5], s24, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, vcc, 1, v2
	v_cmp_le_u32_e32 vcc, s24, v5
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_xor_b32_e32 v2, v2, v3
	v_sub_u32_e32 v5, vcc, v2, v3
	v_mul_lo_u32 v5, v5, s7
	v_mov_b32_e32 v6, s7
	v_sub_u32_e32 v4, vcc, v4, v5
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_subb_u32_e64 v2, s[4:5], v2, v3, vcc
	v_cndmask_b32_e32 v3, v4, v6, vcc
	v_add_u32_e32 v4, vcc, -1, v3
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s17
	v_add_u32_e32 v6, vcc, s16, v0
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_addc_u32_e32 v7, vcc, v3, v1, vcc
	v_mov_b32_e32 v3, s21
	v_add_u32_e32 v8, vcc, s20, v8
	v_addc_u32_e32 v9, vcc, v3, v9, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_mov_b32_e32 v3, s23
	v_add_u32_e32 v10, vcc, s22, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	v_mov_b32_e32 v3, s9
	v_add_u32_e32 v12, vcc, s8, v0
	v_addc_u32_e32 v13, vcc, v3, v1, vcc
	v_mov_b32_e32 v3, s11
	v_add_u32_e32 v14, vcc, s10, v0
	v_addc_u32_e32 v15, vcc, v3, v1, vcc
	v_mov_b32_e32 v3, s15
	v_add_u32_e32 v16, vcc, s14, v0
	v_addc_u32_e32 v17, vcc, v3, v1, vcc
	v_mov_b32_e32 v3, s13
	v_add_u32_e32 v18, vcc, s12, v0
	v_addc_u32_e32 v19, vcc, v3, v1, vcc
	v_mov_b32_e32 v3, s19
	v_add_u32_e32 v0, vcc, s18, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v3, v[10:11]
	flat_load_dword v5, v[8:9]
	v_mul_lo_u32 v2, v2, s7
	flat_load_dword v6, v[6:7]
	flat_load_dword v7, v[12:13]
	flat_load_dword v10, v[14:15]
	flat_load_dword v11, v[16:17]
	v_mov_b32_e32 v8, s17
	v_mov_b32_e32 v9, s17
	flat_load_dword v12, v[18:19]
	s_waitcnt vmcnt(6)
	v_mul_lo_u32 v13, v3, s7
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v2, vcc, v5, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v4, vcc, v13, v4
	v_add_u32_e32 v2, vcc, s16, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_addc_u32_e32 v3, vcc, v8, v3, vcc
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	flat_load_dword v8, v[2:3]
	v_add_u32_e32 v2, vcc, s16, v4
	v_addc_u32_e32 v3, vcc, v9, v5, vcc
	flat_load_dword v4, v[2:3]
	flat_load_dword v5, v[0:1]
	v_cvt_f64_f32_e32 v[2:3], s6
	v_mul_f64 v[2:3], v[2:3], s[46:47]
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, v8, v10
	v_mac_f32_e32 v8, v6, v7
	v_mac_f32_e32 v8, v6, v11
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v8, v4, v12
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[4:5], v5
	v_cvt_f64_f32_e32 v[6:7], v8
	v_fma_f64 v[2:3], v[2:3], v[6:7], v[4:5]
	v_cvt_f32_f64_e32 v2, v[2:3]
	flat_store_dword v[0:1], v2
.LBB4_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel srad2_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 160
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
		.amdhsa_next_free_vgpr 42
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
.Lfunc_end4:
	.size	srad2_kernel, .Lfunc_end4-srad2_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 812
; NumSgprs: 56
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 42
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
	.protected	compress_kernel         ; -- Begin function compress_kernel
	.globl	compress_kernel
	.p2align	8
	.type	compress_kernel,@function
compress_kernel:                        ; @compress_kernel
; %bb.0:
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v45, s44
	s_add_u32 s44, s40, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v46, s45
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
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
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v1, 8, v44
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_lt_i64_e32 vcc, v[0:1], v[45:46]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v43, vcc, s46, v0
	v_addc_u32_e32 v44, vcc, v2, v1, vcc
	flat_load_dword v0, v[43:44]
	v_lshlrev_b32_e32 v2, 10, v41
	s_add_u32 s8, s40, 16
	v_lshlrev_b32_e32 v1, 20, v42
	v_or_b32_e32 v2, v40, v2
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v0, 0x437f0000, v0
	flat_store_dword v[43:44], v0
.LBB5_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compress_kernel
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 48
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
.Lfunc_end5:
	.size	compress_kernel, .Lfunc_end5-compress_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 340
; NumSgprs: 54
; NumVgprs: 47
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 47
; Occupancy: 5
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
	.hidden	_Z3expf
	.hidden	_Z7barrierj
	.hidden	_Z3logf
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           extract_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         extract_kernel.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           8
        .type_name:      long
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
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
    .name:           prepare_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         prepare_kernel.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         8
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduce_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         reduce_kernel.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         88
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         152
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 168
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           srad_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         srad_kernel.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 160
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           srad2_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         srad2_kernel.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           compress_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         compress_kernel.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
