	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906:xnack-"
	.protected	histogramKernel_Vector  ; -- Begin function histogramKernel_Vector
	.globl	histogramKernel_Vector
	.p2align	8
	.type	histogramKernel_Vector,@function
histogramKernel_Vector:                 ; @histogramKernel_Vector
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x10
	s_load_dword s11, s[4:5], 0xc
	v_lshlrev_b32_e32 v5, 4, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s12, s8, s6
	s_lshl_b32 s7, s6, 4
	s_mov_b64 s[4:5], 0
	s_movk_i32 s9, 0x3ff
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, v0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s6, v6
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_cmp_lt_u32_e32 vcc, s9, v6
	ds_write_b128 v5, v[1:4]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v5, s7, v5
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v1, 15, v0
	s_cmp_eq_u32 s10, 0
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_5
; %bb.3:
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_add_u32_e32 v5, s12, v0
	v_mov_b32_e32 v6, 0
	s_movk_i32 s4, 0xff0
	v_mov_b32_e32 v7, 1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[8:9], 4, v[5:6]
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_load_dwordx4 v[8:11], v[8:9], off
	s_add_i32 s10, s10, -1
	s_cmp_lg_u32 s10, 0
	v_add_u32_e32 v5, s11, v5
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 4, v8
	v_and_or_b32 v12, v12, s4, v1
	v_lshlrev_b32_e32 v13, 4, v9
	v_lshlrev_b32_e32 v12, 2, v12
	ds_add_u32 v12, v7
	v_and_or_b32 v12, v13, s4, v2
	v_lshlrev_b32_e32 v14, 4, v10
	v_lshlrev_b32_e32 v12, 2, v12
	ds_add_u32 v12, v7
	v_and_or_b32 v12, v14, s4, v3
	v_lshlrev_b32_e32 v15, 4, v11
	v_lshlrev_b32_e32 v12, 2, v12
	ds_add_u32 v12, v7
	v_and_or_b32 v12, v15, s4, v4
	v_bfe_u32 v16, v8, 8, 8
	v_lshlrev_b32_e32 v12, 2, v12
	ds_add_u32 v12, v7
	v_lshl_or_b32 v12, v16, 4, v1
	v_bfe_u32 v17, v9, 8, 8
	v_lshlrev_b32_e32 v12, 2, v12
	ds_add_u32 v12, v7
	v_lshl_or_b32 v12, v17, 4, v2
	v_bfe_u32 v18, v10, 8, 8
	v_lshlrev_b32_e32 v12, 2, v12
	ds_add_u32 v12, v7
	v_lshl_or_b32 v12, v18, 4, v3
	v_bfe_u32 v19, v11, 8, 8
	v_lshlrev_b32_e32 v12, 2, v12
	v_bfe_u32 v20, v8, 16, 8
	v_bfe_u32 v21, v9, 16, 8
	v_bfe_u32 v22, v10, 16, 8
	v_bfe_u32 v23, v11, 16, 8
	v_lshrrev_b32_e32 v8, 24, v8
	v_lshrrev_b32_e32 v9, 24, v9
	v_lshrrev_b32_e32 v10, 24, v10
	v_lshrrev_b32_e32 v11, 24, v11
	ds_add_u32 v12, v7
	v_lshl_or_b32 v12, v19, 4, v4
	v_lshl_or_b32 v13, v20, 4, v1
	v_lshl_or_b32 v14, v21, 4, v2
	v_lshl_or_b32 v15, v22, 4, v3
	v_lshl_or_b32 v16, v23, 4, v4
	v_lshl_or_b32 v8, v8, 4, v1
	v_lshl_or_b32 v9, v9, 4, v2
	v_lshl_or_b32 v10, v10, 4, v3
	v_lshl_or_b32 v11, v11, 4, v4
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v11, 2, v11
	ds_add_u32 v12, v7
	ds_add_u32 v13, v7
	ds_add_u32 v14, v7
	ds_add_u32 v15, v7
	ds_add_u32 v16, v7
	ds_add_u32 v8, v7
	ds_add_u32 v9, v7
	ds_add_u32 v10, v7
	ds_add_u32 v11, v7
	s_cbranch_scc1 .LBB0_4
.LBB0_5:
	v_add_u32_e32 v2, 1, v0
	v_add_u32_e32 v3, 2, v0
	v_add_u32_e32 v4, 3, v0
	v_add_u32_e32 v5, 4, v0
	v_add_u32_e32 v6, 5, v0
	v_add_u32_e32 v7, 6, v0
	v_add_u32_e32 v8, 7, v0
	v_add_u32_e32 v9, 8, v0
	v_add_u32_e32 v10, 9, v0
	v_add_u32_e32 v11, 10, v0
	v_add_u32_e32 v12, 11, v0
	v_add_u32_e32 v13, 12, v0
	v_add_u32_e32 v14, 13, v0
	v_add_u32_e32 v15, 14, v0
	v_add_u32_e32 v16, -1, v0
	s_lshl_b64 s[0:1], s[8:9], 8
	v_and_b32_e32 v2, 15, v2
	v_and_b32_e32 v3, 15, v3
	v_and_b32_e32 v4, 15, v4
	v_and_b32_e32 v5, 15, v5
	v_and_b32_e32 v6, 15, v6
	v_and_b32_e32 v7, 15, v7
	v_and_b32_e32 v8, 15, v8
	v_and_b32_e32 v9, 15, v9
	v_and_b32_e32 v10, 15, v10
	v_and_b32_e32 v11, 15, v11
	v_and_b32_e32 v12, 15, v12
	v_and_b32_e32 v13, 15, v13
	v_and_b32_e32 v14, 15, v14
	v_and_b32_e32 v15, 15, v15
	v_and_b32_e32 v16, 15, v16
	v_lshlrev_b32_e32 v17, 4, v0
	s_mov_b64 s[4:5], 0
	s_movk_i32 s8, 0xff
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v19, s1
	v_add_co_u32_e32 v18, vcc, s0, v0
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v18, vcc, s2, v18
	v_or_b32_e32 v21, v1, v17
	v_or_b32_e32 v22, v2, v17
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	v_or_b32_e32 v20, v3, v17
	v_or_b32_e32 v23, v4, v17
	v_or_b32_e32 v24, v5, v17
	v_or_b32_e32 v25, v6, v17
	v_or_b32_e32 v26, v7, v17
	v_or_b32_e32 v27, v8, v17
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshlrev_b32_e32 v25, 2, v25
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v27, 2, v27
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v20, v20
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	ds_read_b32 v25, v25
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	s_waitcnt lgkmcnt(6)
	v_add_u32_e32 v21, v22, v21
	s_waitcnt lgkmcnt(4)
	v_add3_u32 v20, v20, v21, v23
	s_waitcnt lgkmcnt(2)
	v_add3_u32 v20, v24, v20, v25
	v_or_b32_e32 v21, v9, v17
	v_or_b32_e32 v22, v10, v17
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v20, v26, v20, v27
	v_or_b32_e32 v23, v11, v17
	v_or_b32_e32 v24, v12, v17
	v_or_b32_e32 v25, v13, v17
	v_or_b32_e32 v26, v14, v17
	v_or_b32_e32 v27, v15, v17
	v_or_b32_e32 v28, v16, v17
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshlrev_b32_e32 v25, 2, v25
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v28, 2, v28
	ds_read_b32 v21, v21
	ds_read_b32 v22, v22
	ds_read_b32 v23, v23
	ds_read_b32 v24, v24
	ds_read_b32 v25, v25
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28
	s_waitcnt lgkmcnt(6)
	v_add3_u32 v20, v21, v20, v22
	s_waitcnt lgkmcnt(4)
	v_add3_u32 v20, v23, v20, v24
	v_add_u32_e32 v0, s6, v0
	v_cmp_lt_u32_e32 vcc, s8, v0
	s_waitcnt lgkmcnt(2)
	v_add3_u32 v20, v25, v20, v26
	v_add_u32_e32 v17, s7, v17
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v20, v27, v20, v28
	global_store_dword v[18:19], v20, off
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_6
; %bb.7:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogramKernel_Vector
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 0
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
	.size	histogramKernel_Vector, .Lfunc_end0-histogramKernel_Vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1216
; NumSgprs: 15
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 29
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	histogramKernel_Scalar  ; -- Begin function histogramKernel_Scalar
	.globl	histogramKernel_Scalar
	.p2align	8
	.type	histogramKernel_Scalar,@function
histogramKernel_Scalar:                 ; @histogramKernel_Scalar
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s12, s[6:7], 0x10
	s_load_dword s10, s[4:5], 0xc
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s11, s8, s6
	s_lshl_b32 s7, s6, 2
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v2, 0
	s_movk_i32 s9, 0x3ff
	v_mov_b32_e32 v3, v0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, s6, v3
	v_cmp_lt_u32_e32 vcc, s9, v3
	ds_write_b32 v1, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v1, s7, v1
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v3, 3, v0
	s_cmp_eq_u32 s12, 0
	s_mov_b32 s9, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB1_9
; %bb.3:
	s_add_i32 s4, s12, -1
	s_cmp_lt_u32 s4, 3
	s_mov_b32 s4, 0
	s_cbranch_scc1 .LBB1_6
; %bb.4:
	s_and_b32 s5, s12, -4
	v_add_u32_e32 v1, s11, v0
	s_lshl_b32 s13, s10, 2
	s_lshl_b32 s14, s10, 1
	s_mul_i32 s15, s10, 3
	s_mov_b32 s4, 0
	s_movk_i32 s16, 0x3fc
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v2, 0
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dword v8, v[5:6], off
	v_add_u32_e32 v5, s10, v1
	v_mov_b32_e32 v6, v2
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_add_i32 s4, s4, 4
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	s_cmp_lg_u32 s5, s4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v9, 2, v8
	v_bfe_u32 v10, v8, 8, 8
	v_bfe_u32 v11, v8, 16, 8
	v_lshrrev_b32_e32 v8, 24, v8
	v_and_or_b32 v9, v9, s16, v3
	v_lshl_or_b32 v10, v10, 2, v3
	v_lshl_or_b32 v11, v11, 2, v3
	v_lshl_or_b32 v8, v8, 2, v3
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v8, 2, v8
	ds_add_u32 v9, v4
	ds_add_u32 v10, v4
	ds_add_u32 v11, v4
	ds_add_u32 v8, v4
	global_load_dword v8, v[5:6], off
	v_add_u32_e32 v5, s14, v1
	v_mov_b32_e32 v6, v2
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v9, 2, v8
	v_bfe_u32 v10, v8, 8, 8
	v_bfe_u32 v11, v8, 16, 8
	v_lshrrev_b32_e32 v8, 24, v8
	v_and_or_b32 v9, v9, s16, v3
	v_lshl_or_b32 v10, v10, 2, v3
	v_lshl_or_b32 v11, v11, 2, v3
	v_lshl_or_b32 v8, v8, 2, v3
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v8, 2, v8
	ds_add_u32 v9, v4
	ds_add_u32 v10, v4
	ds_add_u32 v11, v4
	ds_add_u32 v8, v4
	global_load_dword v8, v[5:6], off
	v_add_u32_e32 v5, s15, v1
	v_mov_b32_e32 v6, v2
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v1, s13, v1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v7, 2, v8
	v_bfe_u32 v9, v8, 8, 8
	v_bfe_u32 v10, v8, 16, 8
	v_lshrrev_b32_e32 v8, 24, v8
	v_and_or_b32 v7, v7, s16, v3
	v_lshl_or_b32 v9, v9, 2, v3
	v_lshl_or_b32 v10, v10, 2, v3
	v_lshl_or_b32 v8, v8, 2, v3
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v8, 2, v8
	ds_add_u32 v7, v4
	ds_add_u32 v9, v4
	ds_add_u32 v10, v4
	ds_add_u32 v8, v4
	global_load_dword v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 2, v5
	v_bfe_u32 v7, v5, 8, 8
	v_bfe_u32 v8, v5, 16, 8
	v_lshrrev_b32_e32 v5, 24, v5
	v_and_or_b32 v6, v6, s16, v3
	v_lshl_or_b32 v7, v7, 2, v3
	v_lshl_or_b32 v8, v8, 2, v3
	v_lshl_or_b32 v5, v5, 2, v3
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v5, 2, v5
	ds_add_u32 v6, v4
	ds_add_u32 v7, v4
	ds_add_u32 v8, v4
	ds_add_u32 v5, v4
	s_cbranch_scc1 .LBB1_5
.LBB1_6:
	s_and_b32 s5, s12, 3
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB1_9
; %bb.7:
	s_mul_i32 s4, s4, s10
	s_add_i32 s11, s11, s4
	v_add_u32_e32 v1, s11, v0
	v_mov_b32_e32 v2, 0
	s_movk_i32 s4, 0x3fc
	v_mov_b32_e32 v4, 1
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dword v5, v[5:6], off
	s_add_i32 s5, s5, -1
	s_cmp_lg_u32 s5, 0
	v_add_u32_e32 v1, s10, v1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 2, v5
	v_bfe_u32 v7, v5, 8, 8
	v_bfe_u32 v8, v5, 16, 8
	v_lshrrev_b32_e32 v5, 24, v5
	v_and_or_b32 v6, v6, s4, v3
	v_lshl_or_b32 v7, v7, 2, v3
	v_lshl_or_b32 v8, v8, 2, v3
	v_lshl_or_b32 v5, v5, 2, v3
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v5, 2, v5
	ds_add_u32 v6, v4
	ds_add_u32 v7, v4
	ds_add_u32 v8, v4
	ds_add_u32 v5, v4
	s_cbranch_scc1 .LBB1_8
.LBB1_9:
	v_add_u32_e32 v1, 1, v0
	v_add_u32_e32 v2, 2, v0
	v_add_u32_e32 v4, -1, v0
	s_lshl_b64 s[0:1], s[8:9], 8
	v_and_b32_e32 v1, 3, v1
	v_and_b32_e32 v2, 3, v2
	v_and_b32_e32 v4, 3, v4
	v_lshlrev_b32_e32 v5, 2, v0
	s_mov_b64 s[4:5], 0
	s_movk_i32 s8, 0xff
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB1_10:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v7, v3, v5
	v_or_b32_e32 v8, v1, v5
	v_or_b32_e32 v9, v2, v5
	v_or_b32_e32 v10, v4, v5
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v6, vcc, s0, v0
	v_lshlrev_b32_e32 v13, 2, v7
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_addc_co_u32_e32 v7, vcc, 0, v11, vcc
	ds_read_b32 v11, v13
	ds_read_b32 v8, v8
	ds_read_b32 v9, v9
	ds_read_b32 v10, v10
	v_add_u32_e32 v0, s6, v0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_cmp_lt_u32_e32 vcc, s8, v0
	v_mov_b32_e32 v12, s3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_co_u32_e32 v6, vcc, s2, v6
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v8, v8, v11
	v_add_u32_e32 v5, s7, v5
	v_addc_co_u32_e32 v7, vcc, v12, v7, vcc
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v8, v9, v8, v10
	global_store_dword v[6:7], v8, off
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_10
; %bb.11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogramKernel_Scalar
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 0
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
	.size	histogramKernel_Scalar, .Lfunc_end1-histogramKernel_Scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1168
; NumSgprs: 19
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 14
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
	.protected	reduceKernel            ; -- Begin function reduceKernel
	.globl	reduceKernel
	.p2align	8
	.type	reduceKernel,@function
reduceKernel:                           ; @reduceKernel
; %bb.0:
	s_load_dword s3, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dword s2, s[6:7], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mad_u64_u32 v[2:3], s[4:5], s3, v2, v[0:1]
	s_cmp_eq_u32 s2, 0
	s_mov_b32 s3, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v1, v4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_add_u32_e32 v7, 0x100, v3
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v0, s1
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32_e32 v5, vcc, s0, v5
	v_add_u32_e32 v9, 0x200, v3
	v_mov_b32_e32 v10, v4
	v_addc_co_u32_e32 v6, vcc, v0, v6, vcc
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32_e32 v7, vcc, s0, v7
	v_add_u32_e32 v11, 0x300, v3
	v_mov_b32_e32 v12, v4
	v_addc_co_u32_e32 v8, vcc, v0, v8, vcc
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32_e32 v9, vcc, s0, v9
	v_addc_co_u32_e32 v10, vcc, v0, v10, vcc
	v_add_co_u32_e32 v11, vcc, s0, v11
	v_addc_co_u32_e32 v12, vcc, v0, v12, vcc
	global_load_dword v0, v[5:6], off
	global_load_dword v5, v[7:8], off
	global_load_dword v6, v[9:10], off
	global_load_dword v7, v[11:12], off
	s_add_i32 s3, s3, 4
	v_add_u32_e32 v3, 0x400, v3
	s_cmp_ge_u32 s3, s2
	s_waitcnt vmcnt(2)
	v_add3_u32 v0, v0, v1, v5
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, v0, v6, v7
	s_cbranch_scc0 .LBB2_2
.LBB2_3:
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduceKernel
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 0
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
.Lfunc_end2:
	.size	reduceKernel, .Lfunc_end2-reduceKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 296
; NumSgprs: 11
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 13
; Occupancy: 10
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
        .name:           Image
        .offset:         0
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           Histogram
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           n4VectorsPerThread
        .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogramKernel_Vector
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         histogramKernel_Vector.kd
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           Image
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           Histogram
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           nVectorsPerThread
        .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogramKernel_Scalar
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         histogramKernel_Scalar.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           Histogram
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           nSubHists
        .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduceKernel
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         reduceKernel.kd
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   'amdgcn-amd-amdhsa--gfx906:xnack-'
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
