	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	memset_kernel           ; -- Begin function memset_kernel
	.globl	memset_kernel
	.p2align	8
	.type	memset_kernel,@function
memset_kernel:                          ; @memset_kernel
; %bb.0:
	s_load_dword s2, s[4:5], 0x4
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dword s3, s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s2, s2, s8
	v_add_u32_e32 v0, s2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s3
	global_store_byte v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel memset_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_flat_scratch 0
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
	.size	memset_kernel, .Lfunc_end0-memset_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 76
; NumSgprs: 11
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 3
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
	.protected	pgain_kernel            ; -- Begin function pgain_kernel
	.globl	pgain_kernel
	.p2align	8
	.type	pgain_kernel,@function
pgain_kernel:                           ; @pgain_kernel
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[20:23], s[6:7], 0x28
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s0, 0xffff
	v_mad_u64_u32 v[1:2], s[0:1], s9, v2, v[0:1]
	v_cmp_gt_i32_e32 vcc, s21, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_21
; %bb.1:
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_cmp_gt_i32 s22, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_cselect_b64 s[2:3], -1, 0
	s_mov_b32 s23, 0
	s_and_b64 s[10:11], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_cbranch_execz .LBB1_8
; %bb.2:
	s_load_dwordx2 s[10:11], s[6:7], 0x38
	s_add_i32 s24, s22, -1
	s_cmp_lt_u32 s24, 7
	s_cbranch_scc1 .LBB1_5
; %bb.3:
	s_and_b32 s30, s22, -8
	s_lshl_b32 s24, s21, 3
	s_lshl_b32 s31, s21, 1
	s_lshl_b32 s34, s21, 2
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[26:27], s[10:11], 2
	s_add_u32 s26, s14, s26
	s_addc_u32 s27, s15, s27
	s_ashr_i32 s25, s24, 31
	s_mul_i32 s33, s21, 3
	s_mul_i32 s35, s21, 5
	s_mul_i32 s36, s21, 6
	s_mul_i32 s37, s21, 7
	s_lshl_b64 s[28:29], s[24:25], 2
	s_mov_b32 s25, 0
	v_mov_b32_e32 v2, s20
	v_mov_b32_e32 v3, 0
	s_mov_b32 s23, 0
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v4, v3, s[26:27]
	s_add_i32 s38, s21, s25
	s_ashr_i32 s39, s38, 31
	s_add_u32 s38, s38, s10
	s_addc_u32 s39, s39, s11
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s38, s14, s38
	s_addc_u32 s39, s15, s39
	s_add_i32 s40, s31, s25
	s_ashr_i32 s41, s40, 31
	s_load_dword s44, s[38:39], 0x0
	s_add_u32 s38, s40, s10
	s_addc_u32 s39, s41, s11
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s38, s14, s38
	s_addc_u32 s39, s15, s39
	s_add_i32 s40, s33, s25
	s_ashr_i32 s41, s40, 31
	s_load_dword s45, s[38:39], 0x0
	s_add_u32 s38, s40, s10
	s_addc_u32 s39, s41, s11
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s38, s14, s38
	s_addc_u32 s39, s15, s39
	s_add_i32 s40, s34, s25
	s_ashr_i32 s41, s40, 31
	s_load_dword s46, s[38:39], 0x0
	s_add_u32 s38, s40, s10
	s_addc_u32 s39, s41, s11
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s38, s14, s38
	s_addc_u32 s39, s15, s39
	s_add_i32 s41, s35, s25
	s_ashr_i32 s42, s41, 31
	s_load_dword s40, s[38:39], 0x0
	s_add_u32 s38, s41, s10
	s_addc_u32 s39, s42, s11
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s38, s14, s38
	s_addc_u32 s39, s15, s39
	s_add_i32 s42, s36, s25
	s_ashr_i32 s43, s42, 31
	s_load_dword s41, s[38:39], 0x0
	s_add_u32 s38, s42, s10
	s_addc_u32 s39, s43, s11
	s_lshl_b64 s[38:39], s[38:39], 2
	s_add_u32 s38, s14, s38
	s_addc_u32 s39, s15, s39
	s_add_i32 s42, s37, s25
	s_ashr_i32 s43, s42, 31
	s_add_u32 s42, s42, s10
	s_addc_u32 s43, s43, s11
	s_lshl_b64 s[42:43], s[42:43], 2
	s_add_u32 s42, s14, s42
	s_load_dword s38, s[38:39], 0x0
	s_addc_u32 s43, s15, s43
	s_load_dword s39, s[42:43], 0x0
	s_add_i32 s23, s23, 8
	s_add_i32 s25, s25, s24
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s40
	s_add_u32 s26, s26, s28
	v_mov_b32_e32 v10, s38
	v_mov_b32_e32 v9, s41
	s_addc_u32 s27, s27, s29
	v_mov_b32_e32 v11, s39
	v_mov_b32_e32 v5, s44
	v_mov_b32_e32 v6, s45
	v_mov_b32_e32 v7, s46
	s_cmp_lg_u32 s30, s23
	ds_write2_b64 v2, v[8:9], v[10:11] offset0:2 offset1:3
	s_waitcnt vmcnt(0)
	ds_write2_b64 v2, v[4:5], v[6:7] offset1:1
	v_add_u32_e32 v2, 32, v2
	s_cbranch_scc1 .LBB1_4
.LBB1_5:
	s_and_b32 s26, s22, 7
	s_cmp_eq_u32 s26, 0
	s_cbranch_scc1 .LBB1_8
; %bb.6:
	s_lshl_b32 s24, s23, 2
	s_mul_i32 s23, s23, s21
	s_add_i32 s27, s20, s24
	s_ashr_i32 s24, s23, 31
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s10, s23
	s_addc_u32 s11, s11, s24
	s_lshl_b64 s[10:11], s[10:11], 2
	s_add_u32 s10, s14, s10
	s_addc_u32 s11, s15, s11
	s_ashr_i32 s25, s21, 31
	s_mov_b32 s24, s21
	s_lshl_b64 s[24:25], s[24:25], 2
	v_mov_b32_e32 v2, 0
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v3, v2, s[10:11]
	v_mov_b32_e32 v4, s27
	s_add_i32 s27, s27, 4
	s_add_u32 s10, s10, s24
	s_addc_u32 s11, s11, s25
	s_add_i32 s26, s26, -1
	s_cmp_lg_u32 s26, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v3
	s_cbranch_scc1 .LBB1_7
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s4, s[6:7], 0x40
	s_andn2_b64 vcc, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_vccnz .LBB1_12
; %bb.9:
	s_add_i32 s2, s22, -1
	s_cmp_lt_u32 s2, 7
	s_cbranch_scc1 .LBB1_13
; %bb.10:
	s_and_b32 s3, s22, -8
	s_lshl_b32 s5, s21, 3
	s_lshl_b32 s6, s21, 1
	s_mul_i32 s7, s21, 3
	s_lshl_b32 s10, s21, 2
	s_mul_i32 s11, s21, 5
	s_mul_i32 s23, s21, 6
	s_mul_i32 s24, s21, 7
	s_mov_b32 s2, 0
	v_mov_b32_e32 v5, s20
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, v1
.LBB1_11:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_mov_b32_e32 v7, s15
	v_add_u32_e32 v6, s21, v2
	v_add_co_u32_e32 v15, vcc, s14, v13
	v_addc_co_u32_e32 v16, vcc, v7, v14, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v8, s6, v2
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v11, s15
	v_add_u32_e32 v10, s7, v2
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v6, vcc, s14, v6
	v_addc_co_u32_e32 v7, vcc, v11, v7, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v17, s15
	v_add_u32_e32 v12, s10, v2
	v_add_co_u32_e32 v8, vcc, s14, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v9, vcc, v17, v9, vcc
	v_ashrrev_i32_e32 v13, 31, v12
	v_mov_b32_e32 v18, s15
	v_add_u32_e32 v17, s11, v2
	v_add_co_u32_e32 v10, vcc, s14, v10
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_addc_co_u32_e32 v11, vcc, v18, v11, vcc
	v_ashrrev_i32_e32 v18, 31, v17
	v_mov_b32_e32 v3, s15
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_co_u32_e32 v12, vcc, s14, v12
	v_add_u32_e32 v19, s23, v2
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_ashrrev_i32_e32 v20, 31, v19
	v_mov_b32_e32 v14, s15
	v_add_co_u32_e32 v17, vcc, s14, v17
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	v_add_u32_e32 v21, s24, v2
	v_addc_co_u32_e32 v18, vcc, v14, v18, vcc
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_u32_e32 v19, vcc, s14, v19
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_addc_co_u32_e32 v20, vcc, v3, v20, vcc
	v_add_co_u32_e32 v21, vcc, s14, v21
	v_addc_co_u32_e32 v22, vcc, v3, v22, vcc
	global_load_dword v3, v[15:16], off
	global_load_dword v14, v[6:7], off
	global_load_dword v23, v[8:9], off
	global_load_dword v24, v[10:11], off
	global_load_dword v25, v[12:13], off
	global_load_dword v26, v[17:18], off
	global_load_dword v27, v[19:20], off
	global_load_dword v28, v[21:22], off
	ds_read2_b64 v[6:9], v5 offset1:1
	ds_read2_b64 v[10:13], v5 offset0:2 offset1:3
	s_add_i32 s2, s2, 8
	v_add_u32_e32 v5, 32, v5
	v_add_u32_e32 v2, s5, v2
	s_cmp_eq_u32 s3, s2
	s_waitcnt vmcnt(7) lgkmcnt(1)
	v_sub_f32_e32 v3, v3, v6
	v_fma_f32 v3, v3, v3, v4
	s_waitcnt vmcnt(6)
	v_sub_f32_e32 v4, v14, v7
	s_waitcnt vmcnt(5)
	v_sub_f32_e32 v6, v23, v8
	v_fma_f32 v3, v4, v4, v3
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v7, v24, v9
	v_fma_f32 v3, v6, v6, v3
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_sub_f32_e32 v8, v25, v10
	v_fma_f32 v3, v7, v7, v3
	s_waitcnt vmcnt(2)
	v_sub_f32_e32 v9, v26, v11
	v_fma_f32 v3, v8, v8, v3
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v10, v27, v12
	v_fma_f32 v3, v9, v9, v3
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v28, v13
	v_fma_f32 v3, v10, v10, v3
	v_fma_f32 v4, v11, v11, v3
	s_cbranch_scc0 .LBB1_11
	s_branch .LBB1_14
.LBB1_12:
	v_mov_b32_e32 v4, 0
	s_branch .LBB1_17
.LBB1_13:
	s_mov_b32 s2, 0
	v_mov_b32_e32 v4, 0
.LBB1_14:
	s_and_b32 s3, s22, 7
	s_cmp_eq_u32 s3, 0
	s_cbranch_scc1 .LBB1_17
; %bb.15:
	s_lshl_b32 s5, s2, 2
	s_mul_i32 s2, s2, s21
	s_mul_i32 s6, s8, s9
	s_add_i32 s6, s6, s2
	s_add_i32 s5, s20, s5
	v_add_u32_e32 v2, s6, v0
.LBB1_16:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[5:6], 2, v[2:3]
	v_mov_b32_e32 v0, s15
	v_add_co_u32_e32 v5, vcc, s14, v5
	v_addc_co_u32_e32 v6, vcc, v0, v6, vcc
	global_load_dword v0, v[5:6], off
	v_mov_b32_e32 v3, s5
	ds_read_b32 v3, v3
	s_add_i32 s5, s5, 4
	s_add_i32 s3, s3, -1
	v_add_u32_e32 v2, s21, v2
	s_cmp_lg_u32 s3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v0, v0, v3
	v_fma_f32 v4, v0, v0, v4
	s_cbranch_scc1 .LBB1_16
.LBB1_17:
	v_mad_i64_i32 v[2:3], s[2:3], v1, 24, s[12:13]
	s_add_i32 s2, s4, 1
	v_ashrrev_i32_e32 v5, 31, v1
	global_load_dword v6, v[2:3], off
	global_load_dword v0, v[2:3], off offset:16
	v_mul_lo_u32 v3, s2, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v4, v6
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v2, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB1_19
; %bb.18:
	v_mad_i64_i32 v[4:5], s[6:7], v1, 24, s[12:13]
	v_mov_b32_e32 v1, s19
	v_sub_f32_e32 v0, v0, v2
	global_load_dword v5, v[4:5], off offset:8
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	v_ashrrev_i64 v[4:5], 30, v[4:5]
	v_add_co_u32_e32 v4, vcc, s18, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dword v1, v[4:5], off
	v_mov_b32_e32 v5, s17
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v1, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32_e32 v3, vcc, s16, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	global_load_dword v1, v[3:4], off
                                        ; implicit-def: $vgpr5
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v1
                                        ; implicit-def: $vgpr1_vgpr2
	global_store_dword v[3:4], v0, off
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0
.LBB1_19:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB1_21
; %bb.20:
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v1
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_mov_b32_e32 v1, 49
	global_store_byte v[4:5], v1, off
	v_add_u32_e32 v1, s4, v3
	v_sub_f32_e32 v3, v2, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
.LBB1_21:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel pgain_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 68
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
		.amdhsa_next_free_sgpr 47
		.amdhsa_reserve_flat_scratch 0
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
	.size	pgain_kernel, .Lfunc_end1-pgain_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1628
; NumSgprs: 49
; NumVgprs: 29
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 49
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
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           mem_d
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .name:           val
        .offset:         8
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .name:           number_bytes
        .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           memset_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         memset_kernel.kd
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           p
        .offset:         0
        .size:           8
        .type_name:      'Point_Struct*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           coord_d
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           work_mem_d
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           center_table_d
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           switch_membership_d
        .offset:         32
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           coord_s
        .offset:         40
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .name:           num
        .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dim
        .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           x
        .offset:         56
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .name:           K
        .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 68
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           pgain_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     49
    .sgpr_spill_count: 0
    .symbol:         pgain_kernel.kd
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
