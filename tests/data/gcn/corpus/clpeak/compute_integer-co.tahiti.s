	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	compute_integer_v1      ; -- Begin function compute_integer_v1
	.globl	compute_integer_v1
	.p2align	8
	.type	compute_integer_v1,@function
compute_integer_v1:                     ; @compute_integer_v1
; %bb.0:
	s_load_dword s3, s[6:7], 0x2
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_mov_b32 s2, 64
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v1, v1, v1
	s_add_i32 s2, s2, -2
	s_cmp_eq_u32 s2, 0
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v1, vcc, v1, v0
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_load_dword s2, s[4:5], 0x1
	v_mov_b32_e32 v2, s8
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mul_hi_u32 v3, s2, v2
	s_mul_i32 s2, s2, s8
	v_add_i32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b32 s2, 0
	buffer_store_dword v1, v[2:3], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 9
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
; codeLenInByte = 488
; NumSgprs: 11
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	compute_integer_v2      ; -- Begin function compute_integer_v2
	.globl	compute_integer_v2
	.p2align	8
	.type	compute_integer_v2,@function
compute_integer_v2:                     ; @compute_integer_v2
; %bb.0:
	s_load_dword s10, s[6:7], 0x2
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	v_mov_b32_e32 v1, v0
	s_mov_b32 s2, 32
	s_waitcnt lgkmcnt(0)
	s_add_i32 s11, s10, 1
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s2, s2, -1
	s_cmp_eq_u32 s2, 0
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_load_dword s2, s[4:5], 0x1
	v_mov_b32_e32 v1, s8
	v_add_i32_e32 v2, vcc, v2, v3
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mul_hi_u32 v1, s2, v1
	s_mul_i32 s2, s2, s8
	v_add_i32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s2, 0
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 12
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
; codeLenInByte = 504
; NumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	compute_integer_v4      ; -- Begin function compute_integer_v4
	.globl	compute_integer_v4
	.p2align	8
	.type	compute_integer_v4,@function
compute_integer_v4:                     ; @compute_integer_v4
; %bb.0:
	s_load_dword s12, s[6:7], 0x2
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s13, s12, 1
	s_add_i32 s14, s12, 2
	s_add_i32 s15, s12, 3
	v_mov_b32_e32 v1, s12
	s_mov_b32 s2, 16
	v_mov_b32_e32 v2, s13
	v_mov_b32_e32 v3, s14
	v_mov_b32_e32 v4, s15
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_mul_lo_u32 v1, v1, v1
	s_add_i32 s2, s2, -1
	v_add_i32_e32 v4, vcc, v4, v7
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v2, vcc, v2, v5
	v_add_i32_e32 v1, vcc, v1, v0
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	s_load_dword s2, s[4:5], 0x1
	v_add_i32_e32 v1, vcc, v1, v2
	v_add_i32_e32 v1, vcc, v1, v3
	v_add_i32_e32 v2, vcc, v1, v4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mov_b32_e32 v1, s8
	v_mul_hi_u32 v1, s2, v1
	s_mul_i32 s2, s2, s8
	v_add_i32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
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
; codeLenInByte = 920
; NumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	compute_integer_v8      ; -- Begin function compute_integer_v8
	.globl	compute_integer_v8
	.p2align	8
	.type	compute_integer_v8,@function
compute_integer_v8:                     ; @compute_integer_v8
; %bb.0:
	s_load_dword s12, s[6:7], 0x2
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	v_mov_b32_e32 v1, v0
	s_mov_b32 s2, 8
	v_mov_b32_e32 v10, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s13, s12, 1
	s_add_i32 s14, s12, 2
	s_add_i32 s15, s12, 3
	s_add_i32 s16, s12, 4
	s_add_i32 s17, s12, 5
	s_add_i32 s18, s12, 6
	s_add_i32 s19, s12, 7
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v3, s13
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v7, s17
	v_mov_b32_e32 v8, s18
	v_mov_b32_e32 v9, s19
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	v_mul_lo_u32 v9, v9, v9
	v_mul_lo_u32 v8, v8, v8
	v_mul_lo_u32 v7, v7, v7
	v_mul_lo_u32 v6, v6, v6
	v_mul_lo_u32 v5, v5, v5
	v_mul_lo_u32 v4, v4, v4
	v_mul_lo_u32 v3, v3, v3
	v_mul_lo_u32 v2, v2, v2
	s_add_i32 s2, s2, -1
	v_add_i32_e32 v9, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v8, v14
	v_add_i32_e32 v7, vcc, v7, v13
	v_add_i32_e32 v6, vcc, v6, v12
	v_add_i32_e32 v5, vcc, v5, v11
	v_add_i32_e32 v4, vcc, v4, v10
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	v_add_i32_e32 v1, vcc, v2, v3
	v_add_i32_e32 v1, vcc, v1, v4
	s_load_dword s2, s[4:5], 0x1
	v_add_i32_e32 v1, vcc, v1, v5
	v_add_i32_e32 v1, vcc, v1, v6
	v_add_i32_e32 v1, vcc, v1, v7
	v_add_i32_e32 v1, vcc, v1, v8
	v_add_i32_e32 v2, vcc, v1, v9
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mov_b32_e32 v1, s8
	v_mul_hi_u32 v1, s2, v1
	s_mul_i32 s2, s2, s8
	v_add_i32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 20
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
; codeLenInByte = 1752
; NumSgprs: 22
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 16
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	compute_integer_v16     ; -- Begin function compute_integer_v16
	.globl	compute_integer_v16
	.p2align	8
	.type	compute_integer_v16,@function
compute_integer_v16:                    ; @compute_integer_v16
; %bb.0:
	s_load_dword s12, s[6:7], 0x2
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_mov_b32 s2, 4
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v18, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s13, s12, 1
	s_add_i32 s14, s12, 2
	s_add_i32 s15, s12, 3
	s_add_i32 s16, s12, 4
	s_add_i32 s17, s12, 5
	s_add_i32 s18, s12, 6
	s_add_i32 s19, s12, 7
	s_add_i32 s20, s12, 8
	s_add_i32 s21, s12, 9
	s_add_i32 s22, s12, 10
	s_add_i32 s23, s12, 11
	s_add_i32 s24, s12, 12
	s_add_i32 s25, s12, 13
	s_add_i32 s26, s12, 14
	s_add_i32 s27, s12, 15
	v_mov_b32_e32 v2, s12
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
	v_mov_b32_e32 v3, s13
	v_mov_b32_e32 v4, s14
	v_mov_b32_e32 v5, s15
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v7, s17
	v_mov_b32_e32 v8, s18
	v_mov_b32_e32 v9, s19
	v_mov_b32_e32 v10, s20
	v_mov_b32_e32 v11, s21
	v_mov_b32_e32 v12, s22
	v_mov_b32_e32 v13, s23
	v_mov_b32_e32 v14, s24
	v_mov_b32_e32 v15, s25
	v_mov_b32_e32 v16, s26
	v_mov_b32_e32 v17, s27
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
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
	s_add_i32 s2, s2, -1
	v_add_i32_e32 v17, vcc, v17, v31
	v_add_i32_e32 v16, vcc, v16, v30
	v_add_i32_e32 v15, vcc, v15, v29
	v_add_i32_e32 v14, vcc, v14, v28
	v_add_i32_e32 v13, vcc, v13, v27
	v_add_i32_e32 v12, vcc, v12, v26
	v_add_i32_e32 v11, vcc, v11, v25
	v_add_i32_e32 v10, vcc, v10, v24
	v_add_i32_e32 v9, vcc, v9, v23
	v_add_i32_e32 v8, vcc, v8, v22
	v_add_i32_e32 v7, vcc, v7, v21
	v_add_i32_e32 v6, vcc, v6, v20
	v_add_i32_e32 v5, vcc, v5, v19
	v_add_i32_e32 v4, vcc, v4, v18
	v_add_i32_e32 v3, vcc, v3, v1
	v_add_i32_e32 v2, vcc, v2, v0
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	v_add_i32_e32 v1, vcc, v2, v4
	v_add_i32_e32 v2, vcc, v3, v5
	v_add_i32_e32 v1, vcc, v1, v6
	v_add_i32_e32 v2, vcc, v2, v7
	v_add_i32_e32 v2, vcc, v2, v9
	v_add_i32_e32 v1, vcc, v1, v8
	s_load_dword s2, s[4:5], 0x1
	v_add_i32_e32 v1, vcc, v1, v10
	v_add_i32_e32 v2, vcc, v2, v11
	v_add_i32_e32 v2, vcc, v2, v13
	v_add_i32_e32 v1, vcc, v1, v12
	v_add_i32_e32 v1, vcc, v1, v14
	v_add_i32_e32 v2, vcc, v2, v15
	v_add_i32_e32 v2, vcc, v2, v17
	v_add_i32_e32 v1, vcc, v1, v16
	v_add_i32_e32 v2, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	v_mov_b32_e32 v1, s8
	v_mul_hi_u32 v1, s2, v1
	s_mul_i32 s2, s2, s8
	v_add_i32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_integer_v16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 28
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
; codeLenInByte = 3416
; NumSgprs: 30
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           ptr
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           _A
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_integer_v1
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v1.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           ptr
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           _A
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_integer_v2
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v2.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           ptr
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           _A
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_integer_v4
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v4.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           ptr
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           _A
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_integer_v8
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v8.kd
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           ptr
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           _A
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           compute_integer_v16
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         compute_integer_v16.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
