	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	memset_kernel           ; -- Begin function memset_kernel
	.globl	memset_kernel
	.p2align	8
	.type	memset_kernel,@function
memset_kernel:                          ; @memset_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[36:37], s[8:9], 0x2
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 16
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
	v_cmp_gt_i32_e32 vcc, s37, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s36
	flat_store_byte v[0:1], v2
.LBB0_2:
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
		.amdhsa_next_free_sgpr 38
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
; codeLenInByte = 140
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
	.protected	initialize_variables    ; -- Begin function initialize_variables
	.globl	initialize_variables
	.p2align	8
	.type	initialize_variables,@function
initialize_variables:                   ; @initialize_variables
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dword s36, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 24
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
	v_cmp_gt_i32_e32 vcc, s36, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[1:2], v[1:2], 30
	s_ashr_i32 s37, s36, 31
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[8:11], s[6:7], 0x0
	s_load_dword s12, s[6:7], 0x4
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s8
	s_lshl_b64 s[6:7], s[36:37], 2
	flat_store_dword v[1:2], v3
	v_mov_b32_e32 v3, s7
	v_add_i32_e32 v1, vcc, s6, v1
	s_add_i32 s6, s36, s36
	v_addc_u32_e32 v2, vcc, v2, v3, vcc
	v_mov_b32_e32 v3, s9
	v_add_i32_e32 v0, vcc, s6, v0
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v3, s10
	v_add_i32_e32 v0, vcc, s36, v0
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	v_mov_b32_e32 v3, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v3, s11
	v_add_i32_e32 v0, vcc, s36, v0
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s12
	flat_store_dword v[0:1], v2
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel initialize_variables
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 38
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
	.size	initialize_variables, .Lfunc_end1-initialize_variables
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 320
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
	.protected	compute_step_factor     ; -- Begin function compute_step_factor
	.globl	compute_step_factor
	.p2align	8
	.type	compute_step_factor,@function
compute_step_factor:                    ; @compute_step_factor
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_load_dword s50, s[8:9], 0x6
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
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
	v_cmp_gt_i32_e32 vcc, s50, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx4 s[44:47], s[40:41], 0x0
	s_load_dwordx2 s[48:49], s[40:41], 0x4
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[44:45], v[1:2], 30
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s45
	v_add_i32_e32 v1, vcc, s44, v44
	s_ashr_i32 s51, s50, 31
	v_addc_u32_e32 v2, vcc, v2, v45, vcc
	s_lshl_b64 s[4:5], s[50:51], 2
	v_mov_b32_e32 v4, s5
	v_add_i32_e32 v3, vcc, s4, v1
	s_add_i32 s4, s50, s50
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	v_add_i32_e32 v5, vcc, s4, v0
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[6:7], v[5:6], 2
	v_mov_b32_e32 v0, s45
	v_add_i32_e32 v6, vcc, s44, v6
	v_addc_u32_e32 v7, vcc, v0, v7, vcc
	v_add_i32_e32 v8, vcc, s50, v5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_b64 v[9:10], v[8:9], 2
	s_add_u32 s40, s40, 32
	v_add_i32_e32 v9, vcc, s44, v9
	v_addc_u32_e32 v10, vcc, v0, v10, vcc
	v_add_i32_e32 v0, vcc, s50, v8
	flat_load_dword v2, v[1:2]
	flat_load_dword v3, v[3:4]
	flat_load_dword v4, v[6:7]
	flat_load_dword v5, v[9:10]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v6, s45
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	flat_load_dword v0, v[0:1]
	v_lshlrev_b32_e32 v6, 10, v41
	v_lshlrev_b32_e32 v1, 20, v42
	v_or_b32_e32 v6, v40, v6
	v_or_b32_e32 v40, v6, v1
	s_addc_u32 s41, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s45, s45, _Z4sqrtf@rel32@hi+12
	s_waitcnt vmcnt(4)
	v_rcp_f32_e32 v1, v2
	v_mul_f32_e32 v2, -0.5, v2
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v4, v4, v1
	v_mul_f32_e32 v3, v3, v1
	v_mul_f32_e32 v41, v4, v4
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v5, v5, v1
	v_mac_f32_e32 v41, v3, v3
	v_mac_f32_e32 v41, v5, v5
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v0, v2, v41
	v_mul_f32_e32 v0, 0x3f0f5c28, v0
	v_mul_f32_e32 v0, v0, v1
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v1, s47
	v_add_i32_e32 v0, vcc, s46, v44
	v_addc_u32_e32 v1, vcc, v1, v45, vcc
	flat_load_dword v0, v[0:1]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v41
	s_swappc_b64 s[30:31], s[44:45]
	v_add_f32_e32 v0, v42, v0
	v_mul_f32_e32 v0, v43, v0
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v1, s49
	v_mul_f32_e32 v2, 0.5, v0
	v_add_i32_e32 v0, vcc, s48, v44
	v_addc_u32_e32 v1, vcc, v1, v45, vcc
	flat_store_dword v[0:1], v2
.LBB2_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_step_factor
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
.Lfunc_end2:
	.size	compute_step_factor, .Lfunc_end2-compute_step_factor
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 600
; NumSgprs: 56
; NumVgprs: 46
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 56
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
	.protected	compute_flux            ; -- Begin function compute_flux
	.globl	compute_flux
	.p2align	8
	.type	compute_flux,@function
compute_flux:                           ; @compute_flux
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_load_dword s64, s[8:9], 0x12
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	s_movk_i32 s44, 0x50
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, s44
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
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
	v_cmp_gt_i32_e32 vcc, s64, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_50
; %bb.1:
	s_load_dwordx16 s[48:63], s[40:41], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashr_i64 v[56:57], v[0:1], 30
	s_ashr_i32 s65, s64, 31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s53
	v_add_i32_e32 v0, vcc, s52, v56
	v_addc_u32_e32 v1, vcc, v1, v57, vcc
	s_lshl_b64 s[46:47], s[64:65], 2
	flat_load_dword v110, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_i32_e32 v0, vcc, s46, v0
	s_add_i32 s4, s64, s64
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	v_add_i32_e32 v58, vcc, s4, v40
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_b64 v[2:3], v[58:59], 2
	v_mov_b32_e32 v4, s53
	v_add_i32_e32 v2, vcc, s52, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v60, vcc, s64, v58
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_b64 v[4:5], v[60:61], 2
	v_mov_b32_e32 v6, s53
	v_add_i32_e32 v4, vcc, s52, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	v_add_i32_e32 v62, vcc, s64, v60
	flat_load_dword v88, v[0:1]
	flat_load_dword v79, v[2:3]
	flat_load_dword v78, v[4:5]
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_b64 v[74:75], v[62:63], 2
	v_mov_b32_e32 v1, s53
	v_add_i32_e32 v0, vcc, s52, v74
	v_addc_u32_e32 v1, vcc, v1, v75, vcc
	flat_load_dword v111, v[0:1]
	s_load_dwordx2 s[68:69], s[40:41], 0x10
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_add_u32 s44, s40, s44
	v_or_b32_e32 v41, v1, v0
	s_addc_u32 s45, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s67, s67, _Z4sqrtf@rel32@hi+12
	s_waitcnt vmcnt(4)
	v_rcp_f32_e32 v47, v110
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v91, v88, v47
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v94, v79, v47
	v_mul_f32_e32 v46, v94, v94
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v104, v78, v47
	v_mac_f32_e32 v46, v91, v91
	v_mac_f32_e32 v46, v104, v104
	v_mov_b32_e32 v0, v46
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v45, v0
	v_mul_f32_e32 v0, -0.5, v110
	v_mad_f32 v105, v0, v46, v111
	v_mul_f32_e32 v0, 0x3f0f5c28, v105
	s_mov_b32 s70, 0x3ecccccc
	v_mul_f32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mul_f32_e32 v120, s70, v105
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v0, s51
	v_add_i32_e32 v72, vcc, s50, v56
	v_addc_u32_e32 v73, vcc, v0, v57, vcc
	v_mov_b32_e32 v1, s51
	v_add_i32_e32 v0, vcc, s50, v74
	s_lshl_b32 s65, s64, 2
	v_addc_u32_e32 v1, vcc, v1, v75, vcc
	v_add_i32_e32 v76, vcc, s65, v62
	v_ashrrev_i32_e32 v77, 31, v76
	flat_load_dword v123, v[72:73]
	flat_load_dword v122, v[0:1]
	v_lshl_b64 v[0:1], v[76:77], 2
	v_mov_b32_e32 v2, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v121, v[0:1]
	v_mov_b32_e32 v0, s49
	v_add_i32_e32 v74, vcc, s48, v56
	v_addc_u32_e32 v75, vcc, v0, v57, vcc
	flat_load_dword v56, v[74:75]
	v_mad_f32 v0, s70, v105, v111
	v_mad_f32 v95, v91, v88, v120
	v_mul_f32_e32 v92, v79, v91
	v_mul_f32_e32 v77, v91, v78
	v_mad_f32 v93, v94, v79, v120
	v_mul_f32_e32 v90, v78, v94
	v_mul_f32_e32 v107, v91, v0
	v_mul_f32_e32 v94, v94, v0
	v_mul_f32_e32 v91, v104, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mad_f32 v89, v104, v78, v120
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v122, v122
	v_mac_f32_e32 v0, v123, v123
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v0, v121, v121
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v41, v0
	v_cmp_gt_i32_e32 vcc, 0, v56
                                        ; implicit-def: $vgpr109
                                        ; implicit-def: $vgpr104
                                        ; implicit-def: $vgpr105
                                        ; implicit-def: $vgpr106
                                        ; implicit-def: $vgpr108
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB3_11
; %bb.2:
	v_cmp_lt_i32_e32 vcc, -2, v56
                                        ; implicit-def: $vgpr104
                                        ; implicit-def: $vgpr105
                                        ; implicit-def: $vgpr106
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.3:
	v_mul_f32_e32 v106, v123, v120
	v_mul_f32_e32 v105, v122, v120
	v_mul_f32_e32 v104, v121, v120
                                        ; implicit-def: $vgpr123
                                        ; implicit-def: $vgpr122
                                        ; implicit-def: $vgpr121
                                        ; implicit-def: $vgpr56
; %bb.4:
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v108, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_10
; %bb.5:
	v_cmp_ne_u32_e32 vcc, -2, v56
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.6:
                                        ; implicit-def: $vgpr123
                                        ; implicit-def: $vgpr122
                                        ; implicit-def: $vgpr121
; %bb.7:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v108, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB3_9
; %bb.8:
	s_load_dwordx2 s[10:11], s[54:55], 0x1
	s_load_dword s20, s[54:55], 0x3
	s_load_dwordx2 s[12:13], s[58:59], 0x0
	s_load_dword s21, s[58:59], 0x2
	s_load_dwordx2 s[14:15], s[60:61], 0x0
	v_mul_f32_e32 v0, 0.5, v123
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s10, v88
	s_load_dword s10, s[60:61], 0x2
	s_load_dwordx2 s[16:17], s[62:63], 0x0
	v_mul_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s12, v107
	s_load_dwordx2 s[18:19], s[68:69], 0x0
	s_load_dword s12, s[62:63], 0x2
	v_mul_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s14, v95
	v_mul_f32_e32 v106, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s16, v92
	v_mul_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s18, v77
	v_mul_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v122
	v_add_f32_e32 v1, s11, v79
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s13, v94
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s15, v92
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s17, v93
	s_load_dword s14, s[68:69], 0x2
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s19, v90
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v121
	v_add_f32_e32 v1, s20, v78
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s21, v91
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s10, v77
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s12, v90
	v_mac_f32_e32 v105, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s14, v89
	v_mac_f32_e32 v104, v0, v1
.LBB3_9:
	s_or_b64 exec, exec, s[8:9]
.LBB3_10:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr123
                                        ; implicit-def: $vgpr122
                                        ; implicit-def: $vgpr121
.LBB3_11:
	s_or_saveexec_b64 s[70:71], s[4:5]
	s_xor_b64 exec, exec, s[70:71]
	s_cbranch_execz .LBB3_13
; %bb.12:
	v_mov_b32_e32 v57, 0
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v11, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	v_add_i32_e32 v2, vcc, s64, v56
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[3:4], v[2:3], 2
	s_add_u32 s44, s40, 0x50
	v_add_i32_e32 v3, vcc, s52, v3
	v_addc_u32_e32 v4, vcc, v11, v4, vcc
	v_add_i32_e32 v5, vcc, s64, v2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[6:7], v[5:6], 2
	s_addc_u32 s45, s41, 0
	v_add_i32_e32 v6, vcc, s52, v6
	v_addc_u32_e32 v7, vcc, v11, v7, vcc
	v_add_i32_e32 v8, vcc, s64, v5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_b64 v[9:10], v[8:9], 2
	s_mov_b32 s72, 0x3ecccccc
	v_add_i32_e32 v9, vcc, s52, v9
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	flat_load_dword v104, v[0:1]
	flat_load_dword v124, v[3:4]
	flat_load_dword v125, v[6:7]
	flat_load_dword v126, v[9:10]
	v_add_i32_e32 v0, vcc, s64, v8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b64 s[4:5], s[38:39]
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	flat_load_dword v105, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v47, v1, v0
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(4)
	v_rcp_f32_e32 v2, v104
	v_mul_f32_e32 v0, -0.5, v104
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v136, v125, v2
	v_mul_f32_e32 v127, v124, v2
	v_mul_f32_e32 v56, v136, v136
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v137, v126, v2
	v_mac_f32_e32 v56, v127, v127
	v_mac_f32_e32 v56, v137, v137
	s_waitcnt vmcnt(0)
	v_mad_f32 v106, v0, v56, v105
	v_mul_f32_e32 v0, 0x3f0f5c28, v106
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v138, s72, v106
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v56
	v_mad_f32 v139, v127, v124, v138
	v_mad_f32 v140, v136, v125, v138
	v_mac_f32_e32 v138, v137, v126
	v_mad_f32 v141, s72, v106, v105
	v_mul_f32_e32 v41, 0xbdcccccd, v41
	s_swappc_b64 s[30:31], s[66:67]
	v_add_f32_e32 v0, v45, v0
	v_add_f32_e32 v0, v46, v0
	v_add_f32_e32 v0, v57, v0
	v_mul_f32_e32 v0, v41, v0
	v_sub_f32_e32 v1, v110, v104
	v_mul_f32_e32 v109, v0, v1
	v_sub_f32_e32 v1, v111, v105
	v_mul_f32_e32 v108, v0, v1
	v_sub_f32_e32 v1, v88, v124
	v_mul_f32_e32 v106, v0, v1
	v_sub_f32_e32 v1, v79, v125
	v_mul_f32_e32 v105, v0, v1
	v_sub_f32_e32 v1, v78, v126
	v_mul_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v123
	v_add_f32_e32 v1, v88, v124
	v_mac_f32_e32 v109, v0, v1
	v_mad_f32 v1, v127, v141, v107
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, v95, v139
	v_mac_f32_e32 v106, v0, v1
	v_mad_f32 v1, v125, v127, v92
	v_mad_f32 v2, v127, v126, v77
	v_mac_f32_e32 v105, v0, v1
	v_mac_f32_e32 v104, v0, v2
	v_mul_f32_e32 v0, 0.5, v122
	v_add_f32_e32 v3, v79, v125
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, v93, v140
	v_mac_f32_e32 v109, v0, v3
	v_mad_f32 v3, v136, v141, v94
	v_mac_f32_e32 v105, v0, v1
	v_mad_f32 v1, v126, v136, v90
	v_mac_f32_e32 v108, v0, v3
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v121
	v_add_f32_e32 v3, v78, v126
	v_mac_f32_e32 v109, v0, v3
	v_mad_f32 v3, v137, v141, v91
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, v89, v138
	v_mac_f32_e32 v108, v0, v3
	v_mac_f32_e32 v106, v0, v2
	v_mac_f32_e32 v104, v0, v1
.LBB3_13:
	s_or_b64 exec, exec, s[70:71]
	v_mov_b32_e32 v5, s47
	v_add_i32_e32 v0, vcc, s46, v72
	s_mul_i32 s72, s64, -3
	v_addc_u32_e32 v1, vcc, v73, v5, vcc
	v_add_i32_e32 v2, vcc, s72, v76
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[3:4], v[2:3], 2
	v_mov_b32_e32 v6, s51
	v_add_i32_e32 v3, vcc, s50, v3
	v_addc_u32_e32 v4, vcc, v6, v4, vcc
	v_add_i32_e32 v72, vcc, s65, v2
	v_ashrrev_i32_e32 v73, 31, v72
	flat_load_dword v121, v[0:1]
	flat_load_dword v76, v[3:4]
	v_lshl_b64 v[0:1], v[72:73], 2
	s_add_u32 s8, s40, 0x50
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	flat_load_dword v73, v[0:1]
	v_add_i32_e32 v0, vcc, s46, v74
	v_addc_u32_e32 v1, vcc, v75, v5, vcc
	flat_load_dword v56, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v31, v1, v0
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v76, v76
	v_mac_f32_e32 v0, v121, v121
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v0, v73, v73
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v41, v0
	v_cmp_gt_i32_e32 vcc, 0, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB3_23
; %bb.14:
	v_cmp_lt_i32_e32 vcc, -2, v56
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.15:
	v_mac_f32_e32 v106, v121, v120
	v_mac_f32_e32 v105, v76, v120
	v_mac_f32_e32 v104, v73, v120
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr121
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr73
; %bb.16:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_22
; %bb.17:
	v_cmp_ne_u32_e32 vcc, -2, v56
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.18:
                                        ; implicit-def: $vgpr121
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr73
; %bb.19:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB3_21
; %bb.20:
	s_load_dwordx2 s[10:11], s[54:55], 0x1
	s_load_dword s20, s[54:55], 0x3
	s_load_dwordx2 s[12:13], s[58:59], 0x0
	s_load_dword s21, s[58:59], 0x2
	s_load_dwordx2 s[14:15], s[60:61], 0x0
	v_mul_f32_e32 v0, 0.5, v121
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s10, v88
	s_load_dword s10, s[60:61], 0x2
	s_load_dwordx2 s[16:17], s[62:63], 0x0
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s12, v107
	s_load_dwordx2 s[18:19], s[68:69], 0x0
	s_load_dword s12, s[62:63], 0x2
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s14, v95
	v_mac_f32_e32 v106, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s16, v92
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s18, v77
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v76
	v_add_f32_e32 v1, s11, v79
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s13, v94
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s15, v92
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s17, v93
	s_load_dword s14, s[68:69], 0x2
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s19, v90
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v73
	v_add_f32_e32 v1, s20, v78
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s21, v91
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s10, v77
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s12, v90
	v_mac_f32_e32 v105, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s14, v89
	v_mac_f32_e32 v104, v0, v1
.LBB3_21:
	s_or_b64 exec, exec, s[8:9]
.LBB3_22:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr121
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr41
.LBB3_23:
	s_or_saveexec_b64 s[70:71], s[4:5]
	s_xor_b64 exec, exec, s[70:71]
	s_cbranch_execz .LBB3_25
; %bb.24:
	v_mov_b32_e32 v57, 0
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v11, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	v_add_i32_e32 v2, vcc, s64, v56
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[3:4], v[2:3], 2
	s_add_u32 s44, s40, 0x50
	v_add_i32_e32 v3, vcc, s52, v3
	v_addc_u32_e32 v4, vcc, v11, v4, vcc
	v_add_i32_e32 v5, vcc, s64, v2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[6:7], v[5:6], 2
	s_addc_u32 s45, s41, 0
	v_add_i32_e32 v6, vcc, s52, v6
	v_addc_u32_e32 v7, vcc, v11, v7, vcc
	v_add_i32_e32 v8, vcc, s64, v5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_b64 v[9:10], v[8:9], 2
	s_mov_b32 s73, 0x3ecccccc
	v_add_i32_e32 v9, vcc, s52, v9
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	flat_load_dword v74, v[0:1]
	flat_load_dword v75, v[3:4]
	flat_load_dword v122, v[6:7]
	flat_load_dword v123, v[9:10]
	v_add_i32_e32 v0, vcc, s64, v8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b64 s[4:5], s[38:39]
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	flat_load_dword v124, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v47, v1, v0
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(4)
	v_rcp_f32_e32 v2, v74
	v_mul_f32_e32 v0, -0.5, v74
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v126, v122, v2
	v_mul_f32_e32 v125, v75, v2
	v_mul_f32_e32 v56, v126, v126
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v127, v123, v2
	v_mac_f32_e32 v56, v125, v125
	v_mac_f32_e32 v56, v127, v127
	s_waitcnt vmcnt(0)
	v_mad_f32 v136, v0, v56, v124
	v_mul_f32_e32 v0, 0x3f0f5c28, v136
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v137, s73, v136
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v56
	v_mad_f32 v138, v125, v75, v137
	v_mad_f32 v139, v126, v122, v137
	v_mac_f32_e32 v137, v127, v123
	v_mad_f32 v136, s73, v136, v124
	v_mul_f32_e32 v41, 0xbdcccccd, v41
	s_swappc_b64 s[30:31], s[66:67]
	v_add_f32_e32 v0, v45, v0
	v_add_f32_e32 v0, v46, v0
	v_add_f32_e32 v0, v57, v0
	v_mul_f32_e32 v0, v41, v0
	v_sub_f32_e32 v1, v110, v74
	v_mac_f32_e32 v109, v0, v1
	v_sub_f32_e32 v1, v111, v124
	v_mac_f32_e32 v108, v0, v1
	v_sub_f32_e32 v1, v88, v75
	v_mac_f32_e32 v106, v0, v1
	v_sub_f32_e32 v1, v79, v122
	v_mac_f32_e32 v105, v0, v1
	v_sub_f32_e32 v1, v78, v123
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v121
	v_add_f32_e32 v1, v88, v75
	v_mac_f32_e32 v109, v0, v1
	v_mad_f32 v1, v125, v136, v107
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, v95, v138
	v_mac_f32_e32 v106, v0, v1
	v_mad_f32 v1, v122, v125, v92
	v_mad_f32 v2, v125, v123, v77
	v_mac_f32_e32 v105, v0, v1
	v_mac_f32_e32 v104, v0, v2
	v_mul_f32_e32 v0, 0.5, v76
	v_add_f32_e32 v3, v79, v122
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, v93, v139
	v_mac_f32_e32 v109, v0, v3
	v_mad_f32 v3, v126, v136, v94
	v_mac_f32_e32 v105, v0, v1
	v_mad_f32 v1, v123, v126, v90
	v_mac_f32_e32 v108, v0, v3
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v73
	v_add_f32_e32 v3, v78, v123
	v_mac_f32_e32 v109, v0, v3
	v_mad_f32 v3, v127, v136, v91
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, v89, v137
	v_mac_f32_e32 v108, v0, v3
	v_mac_f32_e32 v106, v0, v2
	v_mac_f32_e32 v104, v0, v1
.LBB3_25:
	s_or_b64 exec, exec, s[70:71]
	s_mul_i32 s4, s64, -7
	v_add_i32_e32 v0, vcc, s4, v72
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	v_mov_b32_e32 v8, s51
	v_add_i32_e32 v3, vcc, s50, v1
	v_addc_u32_e32 v4, vcc, v8, v2, vcc
	v_add_i32_e32 v5, vcc, s65, v0
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[6:7], v[5:6], 2
	s_add_u32 s8, s40, 0x50
	v_add_i32_e32 v6, vcc, s50, v6
	v_addc_u32_e32 v7, vcc, v8, v7, vcc
	v_add_i32_e32 v72, vcc, s65, v5
	v_ashrrev_i32_e32 v73, 31, v72
	flat_load_dword v75, v[3:4]
	flat_load_dword v74, v[6:7]
	v_lshl_b64 v[3:4], v[72:73], 2
	s_addc_u32 s9, s41, 0
	v_add_i32_e32 v3, vcc, s50, v3
	v_addc_u32_e32 v4, vcc, v8, v4, vcc
	flat_load_dword v73, v[3:4]
	v_mov_b32_e32 v3, s49
	v_add_i32_e32 v0, vcc, s48, v1
	v_addc_u32_e32 v1, vcc, v3, v2, vcc
	flat_load_dword v56, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v74, v74
	v_mac_f32_e32 v0, v75, v75
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v0, v73, v73
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v41, v0
	v_cmp_gt_i32_e32 vcc, 0, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB3_35
; %bb.26:
	v_cmp_lt_i32_e32 vcc, -2, v56
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.27:
	v_mac_f32_e32 v106, v75, v120
	v_mac_f32_e32 v105, v74, v120
	v_mac_f32_e32 v104, v73, v120
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr73
; %bb.28:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_34
; %bb.29:
	v_cmp_ne_u32_e32 vcc, -2, v56
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.30:
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr73
; %bb.31:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB3_33
; %bb.32:
	s_load_dwordx2 s[10:11], s[54:55], 0x1
	s_load_dword s20, s[54:55], 0x3
	s_load_dwordx2 s[12:13], s[58:59], 0x0
	s_load_dword s21, s[58:59], 0x2
	s_load_dwordx2 s[14:15], s[60:61], 0x0
	v_mul_f32_e32 v0, 0.5, v75
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s10, v88
	s_load_dword s10, s[60:61], 0x2
	s_load_dwordx2 s[16:17], s[62:63], 0x0
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s12, v107
	s_load_dwordx2 s[18:19], s[68:69], 0x0
	s_load_dword s12, s[62:63], 0x2
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s14, v95
	v_mac_f32_e32 v106, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s16, v92
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s18, v77
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v74
	v_add_f32_e32 v1, s11, v79
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s13, v94
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s15, v92
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s17, v93
	s_load_dword s14, s[68:69], 0x2
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s19, v90
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v73
	v_add_f32_e32 v1, s20, v78
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s21, v91
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s10, v77
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s12, v90
	v_mac_f32_e32 v105, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s14, v89
	v_mac_f32_e32 v104, v0, v1
.LBB3_33:
	s_or_b64 exec, exec, s[8:9]
.LBB3_34:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr41
.LBB3_35:
	s_or_saveexec_b64 s[70:71], s[4:5]
	s_xor_b64 exec, exec, s[70:71]
	s_cbranch_execz .LBB3_37
; %bb.36:
	v_mov_b32_e32 v57, 0
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v11, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	v_add_i32_e32 v2, vcc, s64, v56
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[3:4], v[2:3], 2
	s_add_u32 s44, s40, 0x50
	v_add_i32_e32 v3, vcc, s52, v3
	v_addc_u32_e32 v4, vcc, v11, v4, vcc
	v_add_i32_e32 v5, vcc, s64, v2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[6:7], v[5:6], 2
	s_addc_u32 s45, s41, 0
	v_add_i32_e32 v6, vcc, s52, v6
	v_addc_u32_e32 v7, vcc, v11, v7, vcc
	v_add_i32_e32 v8, vcc, s64, v5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_b64 v[9:10], v[8:9], 2
	s_mov_b32 s73, 0x3ecccccc
	v_add_i32_e32 v9, vcc, s52, v9
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	flat_load_dword v76, v[0:1]
	flat_load_dword v121, v[3:4]
	flat_load_dword v122, v[6:7]
	flat_load_dword v123, v[9:10]
	v_add_i32_e32 v0, vcc, s64, v8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b64 s[4:5], s[38:39]
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	flat_load_dword v124, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v47, v1, v0
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(4)
	v_rcp_f32_e32 v2, v76
	v_mul_f32_e32 v0, -0.5, v76
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v126, v122, v2
	v_mul_f32_e32 v125, v121, v2
	v_mul_f32_e32 v56, v126, v126
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v127, v123, v2
	v_mac_f32_e32 v56, v125, v125
	v_mac_f32_e32 v56, v127, v127
	s_waitcnt vmcnt(0)
	v_mad_f32 v136, v0, v56, v124
	v_mul_f32_e32 v0, 0x3f0f5c28, v136
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v137, s73, v136
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v56
	v_mad_f32 v138, v125, v121, v137
	v_mad_f32 v139, v126, v122, v137
	v_mac_f32_e32 v137, v127, v123
	v_mad_f32 v136, s73, v136, v124
	v_mul_f32_e32 v41, 0xbdcccccd, v41
	s_swappc_b64 s[30:31], s[66:67]
	v_add_f32_e32 v0, v45, v0
	v_add_f32_e32 v0, v46, v0
	v_add_f32_e32 v0, v57, v0
	v_mul_f32_e32 v0, v41, v0
	v_sub_f32_e32 v1, v110, v76
	v_mac_f32_e32 v109, v0, v1
	v_sub_f32_e32 v1, v111, v124
	v_mac_f32_e32 v108, v0, v1
	v_sub_f32_e32 v1, v88, v121
	v_mac_f32_e32 v106, v0, v1
	v_sub_f32_e32 v1, v79, v122
	v_mac_f32_e32 v105, v0, v1
	v_sub_f32_e32 v1, v78, v123
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v75
	v_add_f32_e32 v1, v88, v121
	v_mac_f32_e32 v109, v0, v1
	v_mad_f32 v1, v125, v136, v107
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, v95, v138
	v_mac_f32_e32 v106, v0, v1
	v_mad_f32 v1, v122, v125, v92
	v_mad_f32 v2, v125, v123, v77
	v_mac_f32_e32 v105, v0, v1
	v_mac_f32_e32 v104, v0, v2
	v_mul_f32_e32 v0, 0.5, v74
	v_add_f32_e32 v3, v79, v122
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, v93, v139
	v_mac_f32_e32 v109, v0, v3
	v_mad_f32 v3, v126, v136, v94
	v_mac_f32_e32 v105, v0, v1
	v_mad_f32 v1, v123, v126, v90
	v_mac_f32_e32 v108, v0, v3
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v73
	v_add_f32_e32 v3, v78, v123
	v_mac_f32_e32 v109, v0, v3
	v_mad_f32 v3, v127, v136, v91
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, v89, v137
	v_mac_f32_e32 v108, v0, v3
	v_mac_f32_e32 v106, v0, v2
	v_mac_f32_e32 v104, v0, v1
.LBB3_37:
	s_or_b64 exec, exec, s[70:71]
	v_lshl_b64 v[0:1], v[60:61], 2
	v_mov_b32_e32 v7, s51
	v_add_i32_e32 v2, vcc, s50, v0
	v_addc_u32_e32 v3, vcc, v7, v1, vcc
	v_add_i32_e32 v4, vcc, s72, v72
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[5:6], v[4:5], 2
	s_add_u32 s8, s40, 0x50
	v_add_i32_e32 v5, vcc, s50, v5
	v_addc_u32_e32 v6, vcc, v7, v6, vcc
	flat_load_dword v74, v[2:3]
	flat_load_dword v73, v[5:6]
	v_add_i32_e32 v2, vcc, s65, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 2
	s_addc_u32 s9, s41, 0
	v_add_i32_e32 v2, vcc, s50, v2
	v_addc_u32_e32 v3, vcc, v7, v3, vcc
	flat_load_dword v72, v[2:3]
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v56, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_ashrrev_i32_e32 v41, 31, v40
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v73, v73
	v_mac_f32_e32 v0, v74, v74
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v0, v72, v72
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v47, v0
	v_cmp_gt_i32_e32 vcc, 0, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB3_47
; %bb.38:
	v_cmp_lt_i32_e32 vcc, -2, v56
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB3_40
; %bb.39:
	v_mac_f32_e32 v106, v74, v120
	v_mac_f32_e32 v105, v73, v120
	v_mac_f32_e32 v104, v72, v120
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr95
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr107
                                        ; implicit-def: $vgpr94
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
.LBB3_40:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_46
; %bb.41:
	v_cmp_ne_u32_e32 vcc, -2, v56
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB3_43
; %bb.42:
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr95
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr107
                                        ; implicit-def: $vgpr94
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
.LBB3_43:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB3_45
; %bb.44:
	s_load_dwordx2 s[10:11], s[54:55], 0x1
	s_load_dword s20, s[54:55], 0x3
	s_load_dwordx2 s[12:13], s[58:59], 0x0
	s_load_dword s21, s[58:59], 0x2
	s_load_dwordx2 s[14:15], s[60:61], 0x0
	v_mul_f32_e32 v0, 0.5, v74
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s10, v88
	s_load_dword s10, s[60:61], 0x2
	s_load_dwordx2 s[16:17], s[62:63], 0x0
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s12, v107
	s_load_dwordx2 s[18:19], s[68:69], 0x0
	s_load_dword s12, s[62:63], 0x2
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s14, v95
	v_mac_f32_e32 v106, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s16, v92
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s18, v77
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v73
	v_add_f32_e32 v1, s11, v79
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s13, v94
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s15, v92
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s17, v93
	s_load_dword s14, s[68:69], 0x2
	v_mac_f32_e32 v105, v0, v1
	v_add_f32_e32 v1, s19, v90
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v72
	v_add_f32_e32 v1, s20, v78
	v_mac_f32_e32 v109, v0, v1
	v_add_f32_e32 v1, s21, v91
	v_mac_f32_e32 v108, v0, v1
	v_add_f32_e32 v1, s10, v77
	v_mac_f32_e32 v106, v0, v1
	v_add_f32_e32 v1, s12, v90
	v_mac_f32_e32 v105, v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, s14, v89
	v_mac_f32_e32 v104, v0, v1
.LBB3_45:
	s_or_b64 exec, exec, s[8:9]
.LBB3_46:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr110
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr111
                                        ; implicit-def: $vgpr95
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr107
                                        ; implicit-def: $vgpr94
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr47
.LBB3_47:
	s_or_saveexec_b64 s[44:45], s[4:5]
	s_xor_b64 exec, exec, s[44:45]
	s_cbranch_execz .LBB3_49
; %bb.48:
	v_mov_b32_e32 v57, 0
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v11, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	v_add_i32_e32 v2, vcc, s64, v56
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[3:4], v[2:3], 2
	s_add_u32 s40, s40, 0x50
	v_add_i32_e32 v3, vcc, s52, v3
	v_addc_u32_e32 v4, vcc, v11, v4, vcc
	v_add_i32_e32 v5, vcc, s64, v2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[6:7], v[5:6], 2
	s_addc_u32 s41, s41, 0
	v_add_i32_e32 v6, vcc, s52, v6
	v_addc_u32_e32 v7, vcc, v11, v7, vcc
	v_add_i32_e32 v8, vcc, s64, v5
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_b64 v[9:10], v[8:9], 2
	s_mov_b32 s48, 0x3ecccccc
	v_add_i32_e32 v9, vcc, s52, v9
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	flat_load_dword v56, v[0:1]
	flat_load_dword v57, v[3:4]
	flat_load_dword v75, v[6:7]
	flat_load_dword v76, v[9:10]
	v_add_i32_e32 v0, vcc, s64, v8
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b64 s[4:5], s[38:39]
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	flat_load_dword v120, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v42, v1, v0
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[40:41]
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(4)
	v_rcp_f32_e32 v2, v56
	v_mul_f32_e32 v0, -0.5, v56
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v122, v75, v2
	v_mul_f32_e32 v121, v57, v2
	v_mul_f32_e32 v43, v122, v122
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v123, v76, v2
	v_mac_f32_e32 v43, v121, v121
	v_mac_f32_e32 v43, v123, v123
	s_waitcnt vmcnt(0)
	v_mad_f32 v124, v0, v43, v120
	v_mul_f32_e32 v0, 0x3f0f5c28, v124
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v125, s48, v124
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v43
	v_mad_f32 v126, v121, v57, v125
	v_mad_f32 v127, v122, v75, v125
	v_mac_f32_e32 v125, v123, v76
	v_mad_f32 v124, s48, v124, v120
	v_mul_f32_e32 v47, 0xbdcccccd, v47
	s_swappc_b64 s[30:31], s[66:67]
	v_add_f32_e32 v0, v45, v0
	v_add_f32_e32 v0, v46, v0
	v_add_f32_e32 v0, v44, v0
	v_mul_f32_e32 v0, v47, v0
	v_sub_f32_e32 v1, v110, v56
	v_mac_f32_e32 v109, v0, v1
	v_sub_f32_e32 v1, v111, v120
	v_mac_f32_e32 v108, v0, v1
	v_sub_f32_e32 v1, v88, v57
	v_mac_f32_e32 v106, v0, v1
	v_sub_f32_e32 v1, v79, v75
	v_mac_f32_e32 v105, v0, v1
	v_sub_f32_e32 v1, v78, v76
	v_mac_f32_e32 v104, v0, v1
	v_mul_f32_e32 v0, 0.5, v74
	v_add_f32_e32 v1, v88, v57
	v_mac_f32_e32 v109, v0, v1
	v_mac_f32_e32 v107, v121, v124
	v_add_f32_e32 v1, v95, v126
	v_mac_f32_e32 v92, v75, v121
	v_mac_f32_e32 v77, v121, v76
	v_mac_f32_e32 v108, v0, v107
	v_mac_f32_e32 v106, v0, v1
	v_mac_f32_e32 v105, v0, v92
	v_mac_f32_e32 v104, v0, v77
	v_mul_f32_e32 v0, 0.5, v73
	v_add_f32_e32 v1, v79, v75
	v_mac_f32_e32 v109, v0, v1
	v_mac_f32_e32 v94, v122, v124
	v_add_f32_e32 v1, v93, v127
	v_mac_f32_e32 v90, v76, v122
	v_mac_f32_e32 v108, v0, v94
	v_mac_f32_e32 v106, v0, v92
	v_mac_f32_e32 v105, v0, v1
	v_mac_f32_e32 v104, v0, v90
	v_mul_f32_e32 v0, 0.5, v72
	v_add_f32_e32 v1, v78, v76
	v_mac_f32_e32 v109, v0, v1
	v_mac_f32_e32 v91, v123, v124
	v_add_f32_e32 v1, v89, v125
	v_mac_f32_e32 v108, v0, v91
	v_mac_f32_e32 v106, v0, v77
	v_mac_f32_e32 v105, v0, v90
	v_mac_f32_e32 v104, v0, v1
.LBB3_49:
	s_or_b64 exec, exec, s[44:45]
	v_lshl_b64 v[0:1], v[40:41], 2
	v_mov_b32_e32 v2, s57
	v_add_i32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v109
	v_mov_b32_e32 v2, s47
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	flat_store_dword v[0:1], v106
	v_lshl_b64 v[0:1], v[58:59], 2
	v_mov_b32_e32 v2, s57
	v_add_i32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v105
	v_lshl_b64 v[0:1], v[60:61], 2
	v_add_i32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v104
	v_lshl_b64 v[0:1], v[62:63], 2
	v_add_i32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v108
.LBB3_50:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_flux
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 136
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
		.amdhsa_next_free_vgpr 142
		.amdhsa_next_free_sgpr 74
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
	.size	compute_flux, .Lfunc_end3-compute_flux
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5108
; NumSgprs: 78
; NumVgprs: 142
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 35
; NumSGPRsForWavesPerEU: 78
; NumVGPRsForWavesPerEU: 142
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	time_step               ; -- Begin function time_step
	.globl	time_step
	.p2align	8
	.type	time_step,@function
time_step:                              ; @time_step
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[36:37], s[8:9], 0x0
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
	v_cmp_gt_i32_e32 vcc, s37, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[34:35], 0x2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[1:2], v[1:2], 30
	s_ashr_i32 s13, s37, 31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s9
	v_add_i32_e32 v3, vcc, s8, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dword v11, v[3:4]
	v_mov_b32_e32 v4, s5
	v_add_i32_e32 v3, vcc, s4, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v6, s11
	v_add_i32_e32 v5, vcc, s10, v1
	v_addc_u32_e32 v6, vcc, v6, v2, vcc
	flat_load_dword v12, v[3:4]
	flat_load_dword v13, v[5:6]
	s_sub_i32 s9, 4, s36
	v_cvt_f32_i32_e32 v7, s9
	s_lshl_b32 s8, s37, 2
	s_ashr_i32 s9, s8, 31
	v_add_i32_e32 v1, vcc, s6, v1
	v_rcp_iflag_f32_e32 v15, v7
	v_mov_b32_e32 v7, s7
	s_lshl_b64 s[8:9], s[8:9], 2
	v_addc_u32_e32 v2, vcc, v7, v2, vcc
	v_mov_b32_e32 v14, s9
	v_add_i32_e32 v7, vcc, s8, v3
	v_addc_u32_e32 v8, vcc, v4, v14, vcc
	v_add_i32_e32 v9, vcc, s8, v5
	v_addc_u32_e32 v10, vcc, v6, v14, vcc
	s_mov_b32 s12, s37
	s_lshl_b64 s[12:13], s[12:13], 2
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v11, v11, v15
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v12, v11, v13
	flat_store_dword v[1:2], v12
	flat_load_dword v12, v[7:8]
	flat_load_dword v9, v[9:10]
	v_add_i32_e32 v7, vcc, s8, v1
	v_addc_u32_e32 v8, vcc, v2, v14, vcc
	v_mov_b32_e32 v10, s13
	v_add_i32_e32 v3, vcc, s12, v3
	v_addc_u32_e32 v4, vcc, v4, v10, vcc
	v_add_i32_e32 v5, vcc, s12, v5
	v_addc_u32_e32 v6, vcc, v6, v10, vcc
	s_add_i32 s8, s37, s37
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v12, v11, v9
	flat_store_dword v[7:8], v12
	flat_load_dword v12, v[3:4]
	flat_load_dword v13, v[5:6]
	v_add_i32_e32 v3, vcc, s8, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[4:5], v[3:4], 2
	v_mov_b32_e32 v0, s5
	v_add_i32_e32 v6, vcc, s4, v4
	v_addc_u32_e32 v7, vcc, v0, v5, vcc
	v_mov_b32_e32 v9, s11
	v_add_i32_e32 v8, vcc, s10, v4
	v_addc_u32_e32 v9, vcc, v9, v5, vcc
	v_add_i32_e32 v0, vcc, s12, v1
	v_addc_u32_e32 v1, vcc, v2, v10, vcc
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v12, v11, v13
	flat_store_dword v[0:1], v12
	flat_load_dword v10, v[6:7]
	flat_load_dword v8, v[8:9]
	v_add_i32_e32 v0, vcc, s37, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s7
	v_add_i32_e32 v2, vcc, s6, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	v_mov_b32_e32 v6, s5
	v_add_i32_e32 v4, vcc, s4, v0
	v_addc_u32_e32 v5, vcc, v6, v1, vcc
	v_mov_b32_e32 v7, s11
	v_add_i32_e32 v6, vcc, s10, v0
	v_addc_u32_e32 v7, vcc, v7, v1, vcc
	v_add_i32_e32 v0, vcc, s6, v0
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v10, v11, v8
	flat_store_dword v[2:3], v10
	flat_load_dword v2, v[4:5]
	flat_load_dword v3, v[6:7]
	v_mov_b32_e32 v4, s7
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, v11, v3
	flat_store_dword v[0:1], v2
.LBB4_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel time_step
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
		.amdhsa_next_free_sgpr 38
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
	.size	time_step, .Lfunc_end4-time_step
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 552
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
	.hidden	_Z13get_global_idj
	.hidden	_Z4sqrtf
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .name:           initialize_variables
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         initialize_variables.kd
    .vgpr_count:     32
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
    .name:           compute_step_factor
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         compute_step_factor.kd
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
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
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         40
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'FLOAT3*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 136
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_flux
    .private_segment_fixed_size: 16384
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         compute_flux.kd
    .vgpr_count:     142
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
    .name:           time_step
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         time_step.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
