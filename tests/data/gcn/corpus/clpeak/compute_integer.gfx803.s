	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	compute_integer_v1      ; -- Begin function compute_integer_v1
	.globl	compute_integer_v1
	.p2align	8
	.type	compute_integer_v1,@function
compute_integer_v1:                     ; @compute_integer_v1
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_load_dword s46, s[8:9], 0x8
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 64
	v_mov_b32_e32 v41, s46
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v1, v41, v41
	s_add_i32 s4, s4, -2
	s_cmp_eq_u32 s4, 0
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_u32_e32 v41, vcc, v1, v0
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_add_u32 s8, s40, 16
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v1
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 47
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
	.size	compute_integer_v1, .Lfunc_end0-compute_integer_v1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 620
; NumSgprs: 53
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 53
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
	.protected	compute_integer_v2      ; -- Begin function compute_integer_v2
	.globl	compute_integer_v2
	.p2align	8
	.type	compute_integer_v2,@function
compute_integer_v2:                     ; @compute_integer_v2
; %bb.0:
	s_load_dword s46, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s47, s46, 1
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s46
	v_mov_b32_e32 v1, v0
	s_mov_b32 s4, 32
	v_mov_b32_e32 v3, s47
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_add_u32 s8, s40, 16
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_add_u32_e32 v41, vcc, v2, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v2
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
		.amdhsa_next_free_vgpr 42
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
.Lfunc_end1:
	.size	compute_integer_v2, .Lfunc_end1-compute_integer_v2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 640
; NumSgprs: 54
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 54
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
	.protected	compute_integer_v4      ; -- Begin function compute_integer_v4
	.globl	compute_integer_v4
	.p2align	8
	.type	compute_integer_v4,@function
compute_integer_v4:                     ; @compute_integer_v4
; %bb.0:
	s_load_dword s48, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s49, s48, 1
	s_add_i32 s50, s48, 2
	s_add_i32 s51, s48, 3
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s48
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	s_mov_b32 s4, 16
	v_mov_b32_e32 v3, s49
	v_mov_b32_e32 v4, s50
	v_mov_b32_e32 v5, s51
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s4, s4, -1
	v_add_u32_e32 v5, vcc, v5, v7
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	v_add_u32_e32 v0, vcc, v2, v3
	v_add_u32_e32 v0, vcc, v0, v4
	s_add_u32 s8, s40, 16
	v_add_u32_e32 v41, vcc, v0, v5
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v4
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
		.amdhsa_next_free_vgpr 42
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
	.size	compute_integer_v4, .Lfunc_end2-compute_integer_v4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1056
; NumSgprs: 58
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 58
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
	.protected	compute_integer_v8      ; -- Begin function compute_integer_v8
	.globl	compute_integer_v8
	.p2align	8
	.type	compute_integer_v8,@function
compute_integer_v8:                     ; @compute_integer_v8
; %bb.0:
	s_load_dword s44, s[8:9], 0x8
	s_load_dwordx2 s[52:53], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s45, s44, 1
	s_add_i32 s46, s44, 2
	s_add_i32 s47, s44, 3
	s_add_i32 s48, s44, 4
	s_add_i32 s49, s44, 5
	s_add_i32 s50, s44, 6
	s_add_i32 s51, s44, 7
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s44
	v_mov_b32_e32 v1, v0
	s_mov_b32 s4, 8
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v3, s45
	v_mov_b32_e32 v4, s46
	v_mov_b32_e32 v5, s47
	v_mov_b32_e32 v6, s48
	v_mov_b32_e32 v7, s49
	v_mov_b32_e32 v8, s50
	v_mov_b32_e32 v9, s51
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s4, s4, -1
	v_add_u32_e32 v9, vcc, v9, v15
	v_add_u32_e32 v8, vcc, v8, v14
	v_add_u32_e32 v7, vcc, v7, v13
	v_add_u32_e32 v6, vcc, v6, v12
	v_add_u32_e32 v5, vcc, v5, v11
	v_add_u32_e32 v4, vcc, v4, v10
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	v_add_u32_e32 v0, vcc, v2, v3
	v_add_u32_e32 v0, vcc, v0, v4
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v0, vcc, v0, v6
	v_add_u32_e32 v0, vcc, v0, v7
	v_add_u32_e32 v0, vcc, v0, v8
	s_add_u32 s8, s40, 16
	v_add_u32_e32 v41, vcc, v0, v9
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v8
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 54
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
	.size	compute_integer_v8, .Lfunc_end3-compute_integer_v8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1888
; NumSgprs: 60
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 60
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
	.protected	compute_integer_v16     ; -- Begin function compute_integer_v16
	.globl	compute_integer_v16
	.p2align	8
	.type	compute_integer_v16,@function
compute_integer_v16:                    ; @compute_integer_v16
; %bb.0:
	s_load_dword s44, s[8:9], 0x8
	s_load_dwordx2 s[60:61], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s45, s44, 1
	s_add_i32 s46, s44, 2
	s_add_i32 s47, s44, 3
	s_add_i32 s48, s44, 4
	s_add_i32 s49, s44, 5
	s_add_i32 s50, s44, 6
	s_add_i32 s51, s44, 7
	s_add_i32 s52, s44, 8
	s_add_i32 s53, s44, 9
	s_add_i32 s54, s44, 10
	s_add_i32 s55, s44, 11
	s_add_i32 s56, s44, 12
	s_add_i32 s57, s44, 13
	s_add_i32 s58, s44, 14
	s_add_i32 s59, s44, 15
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_mov_b32 s62, 4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s44
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v3, s45
	v_mov_b32_e32 v4, s46
	v_mov_b32_e32 v5, s47
	v_mov_b32_e32 v6, s48
	v_mov_b32_e32 v7, s49
	v_mov_b32_e32 v8, s50
	v_mov_b32_e32 v9, s51
	v_mov_b32_e32 v10, s52
	v_mov_b32_e32 v11, s53
	v_mov_b32_e32 v12, s54
	v_mov_b32_e32 v13, s55
	v_mov_b32_e32 v14, s56
	v_mov_b32_e32 v15, s57
	v_mov_b32_e32 v16, s58
	v_mov_b32_e32 v17, s59
	v_mov_b32_e32 v31, v0
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v17, v17, v17
	v_mul_lo_u32 v16, v16, v16
	v_mul_lo_u32 v15, v15, v15
	v_mul_lo_u32 v14, v14, v14
	v_mul_lo_u32 v13, v13, v13
	v_mul_lo_u32 v12, v12, v12
	v_mul_lo_u32 v11, v11, v11
	v_mul_lo_u32 v10, v10, v10
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s62, s62, -1
	v_add_u32_e32 v17, vcc, v17, v31
	v_add_u32_e32 v16, vcc, v16, v30
	v_add_u32_e32 v15, vcc, v15, v29
	v_add_u32_e32 v14, vcc, v14, v28
	v_add_u32_e32 v13, vcc, v13, v27
	v_add_u32_e32 v12, vcc, v12, v26
	v_add_u32_e32 v11, vcc, v11, v25
	v_add_u32_e32 v10, vcc, v10, v24
	v_add_u32_e32 v9, vcc, v9, v23
	v_add_u32_e32 v8, vcc, v8, v22
	v_add_u32_e32 v7, vcc, v7, v21
	v_add_u32_e32 v6, vcc, v6, v20
	v_add_u32_e32 v5, vcc, v5, v19
	v_add_u32_e32 v4, vcc, v4, v18
	v_add_u32_e32 v3, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s62, 0
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	v_add_u32_e32 v0, vcc, v3, v5
	v_add_u32_e32 v1, vcc, v2, v4
	v_add_u32_e32 v1, vcc, v1, v6
	v_add_u32_e32 v0, vcc, v0, v7
	v_add_u32_e32 v0, vcc, v0, v9
	v_add_u32_e32 v1, vcc, v1, v8
	v_add_u32_e32 v1, vcc, v1, v10
	v_add_u32_e32 v0, vcc, v0, v11
	v_add_u32_e32 v0, vcc, v0, v13
	v_add_u32_e32 v1, vcc, v1, v12
	v_add_u32_e32 v1, vcc, v1, v14
	v_add_u32_e32 v0, vcc, v0, v15
	v_add_u32_e32 v0, vcc, v0, v17
	v_add_u32_e32 v1, vcc, v1, v16
	s_add_u32 s8, s40, 16
	v_add_u32_e32 v41, vcc, v1, v0
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s61
	v_add_u32_e32 v0, vcc, s60, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v16
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 63
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
	.size	compute_integer_v16, .Lfunc_end4-compute_integer_v16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3552
; NumSgprs: 69
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 69
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
	.hidden	_Z12get_local_idj
	.hidden	_Z13get_global_idj
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
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
    .name:           compute_integer_v1
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v1.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
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
    .name:           compute_integer_v2
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v2.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
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
    .name:           compute_integer_v4
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v4.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
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
    .name:           compute_integer_v8
    .private_segment_fixed_size: 16384
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v8.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         8
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
    .name:           compute_integer_v16
    .private_segment_fixed_size: 16384
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v16.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
