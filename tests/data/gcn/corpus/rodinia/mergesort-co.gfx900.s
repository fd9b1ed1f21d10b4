	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	sortElem                        ; -- Begin function sortElem
	.globl	sortElem
	.p2align	2
	.type	sortElem,@function
sortElem:                               ; @sortElem
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	v_cndmask_b32_e32 v4, v0, v1, vcc
	v_cmp_gt_f32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v1, v0, v1, vcc
	v_cmp_gt_f32_e32 vcc, v2, v3
	v_cndmask_b32_e32 v5, v2, v3, vcc
	v_cmp_gt_f32_e32 vcc, v3, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_gt_f32_e32 vcc, v4, v5
	v_cndmask_b32_e32 v0, v4, v5, vcc
	v_cmp_gt_f32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v6, v1, v2, vcc
	v_cmp_gt_f32_e32 vcc, v5, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_cmp_gt_f32_e32 vcc, v2, v1
	v_cndmask_b32_e32 v3, v1, v2, vcc
	v_cmp_gt_f32_e32 vcc, v6, v4
	v_cndmask_b32_e32 v1, v6, v4, vcc
	v_cmp_gt_f32_e32 vcc, v4, v6
	v_cndmask_b32_e32 v2, v6, v4, vcc
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	sortElem, .Lfunc_end0-sortElem
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 88
; NumSgprs: 36
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	getLowest                       ; -- Begin function getLowest
	.globl	getLowest
	.p2align	2
	.type	getLowest,@function
getLowest:                              ; @getLowest
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v0, v7
	v_cndmask_b32_e32 v0, v7, v0, vcc
	v_cmp_lt_f32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v1, v6, v1, vcc
	v_cmp_lt_f32_e32 vcc, v2, v5
	v_cndmask_b32_e32 v2, v5, v2, vcc
	v_cmp_lt_f32_e32 vcc, v3, v4
	v_cndmask_b32_e32 v3, v4, v3, vcc
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	getLowest, .Lfunc_end1-getLowest
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 36
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	getHighest                      ; -- Begin function getHighest
	.globl	getHighest
	.p2align	2
	.type	getHighest,@function
getHighest:                             ; @getHighest
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc, v3, v4
	v_cndmask_b32_e32 v8, v4, v3, vcc
	v_cmp_ge_f32_e32 vcc, v2, v5
	v_cndmask_b32_e32 v4, v5, v2, vcc
	v_cmp_ge_f32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v2, v6, v1, vcc
	v_cmp_ge_f32_e32 vcc, v0, v7
	v_cndmask_b32_e32 v3, v7, v0, vcc
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v4
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	getHighest, .Lfunc_end2-getHighest
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 48
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	mergeSortFirst          ; -- Begin function mergeSortFirst
	.globl	mergeSortFirst
	.p2align	8
	.type	mergeSortFirst,@function
mergeSortFirst:                         ; @mergeSortFirst
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s2, s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_i64_i32 v[0:1], s[0:1], s0, v2, v[0:1]
	s_ashr_i32 s0, s2, 31
	s_lshr_b32 s0, s0, 30
	s_add_i32 s2, s2, s0
	s_ashr_i32 s0, s2, 2
	s_ashr_i32 s1, s0, 31
	v_cmp_gt_u64_e32 vcc, s[0:1], v[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_lshlrev_b64 v[4:5], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	v_mov_b32_e32 v6, s3
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	v_cndmask_b32_e32 v7, v0, v1, vcc
	v_cmp_gt_f32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v1, v0, v1, vcc
	v_cmp_gt_f32_e32 vcc, v2, v3
	v_cndmask_b32_e32 v8, v2, v3, vcc
	v_cmp_gt_f32_e32 vcc, v3, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_gt_f32_e32 vcc, v7, v8
	v_cndmask_b32_e32 v0, v7, v8, vcc
	v_cmp_gt_f32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v9, v1, v2, vcc
	v_cmp_gt_f32_e32 vcc, v8, v7
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_cmp_gt_f32_e32 vcc, v2, v1
	v_cndmask_b32_e32 v3, v1, v2, vcc
	v_cmp_gt_f32_e32 vcc, v9, v7
	v_cndmask_b32_e32 v1, v9, v7, vcc
	v_cmp_gt_f32_e32 vcc, v7, v9
	v_cndmask_b32_e32 v2, v9, v7, vcc
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB3_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mergeSortFirst
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 10
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
.Lfunc_end3:
	.size	mergeSortFirst, .Lfunc_end3-mergeSortFirst
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 228
; NumSgprs: 11
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 10
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
	.protected	mergeSortPass           ; -- Begin function mergeSortPass
	.globl	mergeSortPass
	.p2align	8
	.type	mergeSortPass,@function
mergeSortPass:                          ; @mergeSortPass
; %bb.0:
	s_load_dwordx2 s[0:1], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s2, s1, 31
	s_add_i32 s3, s1, s2
	s_xor_b32 s3, s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_load_dword s4, s[4:5], 0x4
	s_sub_i32 s5, 0, s3
	v_rcp_iflag_f32_e32 v1, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s8, s8, s4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_add_u32_e32 v4, s8, v0
	v_mul_lo_u32 v2, s5, v1
	v_mul_hi_u32 v0, v1, v2
	v_ashrrev_i32_e32 v2, 31, v4
	v_add_u32_e32 v3, v4, v2
	v_xor_b32_e32 v3, v3, v2
	v_add_u32_e32 v0, v1, v0
	v_mul_hi_u32 v0, v3, v0
	v_xor_b32_e32 v2, s2, v2
	s_movk_i32 s2, 0x400
	v_mul_lo_u32 v1, v0, s3
	v_add_u32_e32 v5, 1, v0
	v_sub_u32_e32 v1, v3, v1
	v_cmp_le_u32_e32 vcc, s3, v1
	v_subrev_u32_e32 v3, s3, v1
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s3, v1
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_xor_b32_e32 v0, v0, v2
	v_sub_u32_e32 v2, v0, v2
	v_cmp_gt_i32_e32 vcc, s2, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_20
; %bb.1:
	s_load_dwordx2 s[2:3], s[6:7], 0x18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mul_lo_u32 v2, v2, s1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v3, v1, vcc
	global_load_dwordx2 v[0:1], v[20:21], off
	v_sub_u32_e32 v2, v4, v2
	v_mul_lo_u32 v2, v2, s0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v22, v0, v2
	v_cmp_lt_i32_e32 vcc, v22, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB4_20
; %bb.2:
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_ashrrev_i32_e32 v23, 31, v22
	s_lshr_b32 s1, s0, 31
	v_lshlrev_b64 v[2:3], 4, v[22:23]
	s_add_i32 s0, s0, s1
	s_ashr_i32 s2, s0, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s7
	v_add_co_u32_e32 v24, vcc, s6, v2
	v_add_u32_e32 v28, s2, v22
	v_addc_co_u32_e32 v25, vcc, v0, v3, vcc
	v_cmp_ge_i32_e32 vcc, v28, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB4_6
; %bb.3:
	s_mov_b32 s3, 0
	s_mov_b64 s[8:9], 0
.LBB4_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s3, v22
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	s_add_i32 s3, s3, 1
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[24:25], v[0:3], off
	global_load_dword v0, v[20:21], off offset:4
	v_add_co_u32_e32 v24, vcc, 16, v24
	v_addc_co_u32_e32 v25, vcc, 0, v25, vcc
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v0, v0, v22
	v_cmp_ge_i32_e64 s[0:1], s3, v0
	s_or_b64 s[8:9], s[0:1], s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB4_4
; %bb.5:
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr24_vgpr25
                                        ; implicit-def: $vgpr22_vgpr23
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr20_vgpr21
.LBB4_6:
	s_or_saveexec_b64 s[0:1], s[6:7]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB4_20
; %bb.7:
	v_lshlrev_b64 v[0:1], 4, v[22:23]
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v8, vcc, s4, v0
	s_ashr_i32 s3, s2, 31
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	s_lshl_b64 s[0:1], s[2:3], 4
	v_mov_b32_e32 v0, s1
	v_add_co_u32_e32 v10, vcc, s0, v8
	v_addc_co_u32_e32 v11, vcc, v9, v0, vcc
	global_load_dwordx4 v[4:7], v[8:9], off
	global_load_dwordx4 v[0:3], v[10:11], off
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v29, 0
	s_branch .LBB4_9
.LBB4_8:                                ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_cmp_ge_f32_e32 vcc, v7, v0
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_cmp_ge_f32_e32 vcc, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cmp_ge_f32_e32 vcc, v5, v2
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_ge_f32_e32 vcc, v4, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_cmp_gt_f32_e32 vcc, v0, v1
	v_cndmask_b32_e32 v4, v0, v1, vcc
	v_cmp_gt_f32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v1, v0, v1, vcc
	v_cmp_gt_f32_e32 vcc, v2, v3
	v_cndmask_b32_e32 v5, v2, v3, vcc
	v_cmp_gt_f32_e32 vcc, v3, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_gt_f32_e32 vcc, v4, v5
	v_cndmask_b32_e32 v0, v4, v5, vcc
	v_cmp_gt_f32_e32 vcc, v1, v2
	v_cndmask_b32_e32 v6, v1, v2, vcc
	v_cmp_gt_f32_e32 vcc, v5, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_cmp_gt_f32_e32 vcc, v2, v1
	v_cndmask_b32_e32 v3, v1, v2, vcc
	v_cmp_gt_f32_e32 vcc, v6, v4
	s_xor_b64 s[6:7], s[8:9], -1
	v_cndmask_b32_e32 v1, v6, v4, vcc
	v_cmp_gt_f32_e32 vcc, v4, v6
	v_cndmask_b32_e32 v2, v6, v4, vcc
	v_add_co_u32_e32 v24, vcc, 16, v24
	s_and_b64 s[6:7], exec, s[6:7]
	v_mov_b32_e32 v4, v8
	v_addc_co_u32_e32 v25, vcc, 0, v25, vcc
	s_or_b64 s[0:1], s[6:7], s[0:1]
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v7, v11
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB4_19
.LBB4_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v30, 1, v29
	v_add_u32_e32 v8, v30, v22
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	v_add_u32_e32 v31, 1, v23
	v_add_u32_e32 v26, v31, v28
	v_mov_b32_e32 v10, s5
	v_add_co_u32_e32 v32, vcc, s4, v8
	v_ashrrev_i32_e32 v27, 31, v26
	v_addc_co_u32_e32 v33, vcc, v10, v9, vcc
	v_lshlrev_b64 v[8:9], 4, v[26:27]
	s_mov_b64 s[10:11], 0
	v_add_co_u32_e32 v34, vcc, s4, v8
	v_addc_co_u32_e32 v35, vcc, v10, v9, vcc
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v4, v3
	v_cndmask_b32_e32 v8, v3, v4, vcc
	v_cmp_lt_f32_e32 vcc, v5, v2
	v_cndmask_b32_e32 v9, v2, v5, vcc
	v_cmp_gt_f32_e32 vcc, v8, v9
	v_cndmask_b32_e32 v10, v8, v9, vcc
	v_cmp_gt_f32_e32 vcc, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_cmp_lt_f32_e32 vcc, v6, v1
	v_cndmask_b32_e32 v9, v1, v6, vcc
	v_cmp_lt_f32_e32 vcc, v7, v0
	v_cndmask_b32_e32 v11, v0, v7, vcc
	v_cmp_gt_f32_e32 vcc, v9, v11
	v_cndmask_b32_e32 v12, v9, v11, vcc
	v_cmp_gt_f32_e32 vcc, v11, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_cmp_gt_f32_e32 vcc, v8, v9
	v_cndmask_b32_e32 v13, v8, v9, vcc
	v_cmp_gt_f32_e32 vcc, v9, v8
	v_cndmask_b32_e32 v11, v8, v9, vcc
	v_cmp_gt_f32_e32 vcc, v10, v12
	v_cndmask_b32_e32 v8, v10, v12, vcc
	v_cmp_gt_f32_e32 vcc, v12, v10
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cmp_gt_f32_e32 vcc, v13, v10
	v_cndmask_b32_e32 v9, v13, v10, vcc
	v_cmp_gt_f32_e32 vcc, v10, v13
	v_cndmask_b32_e32 v10, v13, v10, vcc
	global_load_dwordx4 v[16:19], v[32:33], off
	global_load_dwordx4 v[12:15], v[34:35], off
	v_cmp_gt_i32_e32 vcc, s2, v31
	global_store_dwordx4 v[24:25], v[8:11], off
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB4_11
; %bb.10:                               ;   in Loop: Header=BB4_9 Depth=1
	global_load_dword v27, v[20:21], off offset:4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v26, v27
	s_and_b64 s[10:11], vcc, exec
.LBB4_11:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_cmp_le_i32_e32 vcc, s2, v30
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.12:                               ;   in Loop: Header=BB4_9 Depth=1
	s_and_b64 s[6:7], s[10:11], exec
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr16_vgpr17_vgpr18_vgpr19
; %bb.13:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v27, v29
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB4_17
; %bb.14:                               ;   in Loop: Header=BB4_9 Depth=1
	v_mov_b32_e32 v26, v23
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB4_16
; %bb.15:                               ;   in Loop: Header=BB4_9 Depth=1
	s_waitcnt vmcnt(1)
	v_cmp_lt_f32_e32 vcc, v16, v12
	v_cndmask_b32_e32 v30, v29, v30, vcc
	v_cndmask_b32_e32 v26, v31, v23, vcc
	v_cndmask_b32_e32 v19, v15, v19, vcc
	v_cndmask_b32_e32 v18, v14, v18, vcc
	v_cndmask_b32_e32 v17, v13, v17, vcc
	v_cndmask_b32_e32 v16, v12, v16, vcc
.LBB4_16:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v12, v16
	s_or_b64 s[6:7], s[6:7], exec
	v_mov_b32_e32 v27, v30
	v_mov_b32_e32 v31, v26
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v18
	v_mov_b32_e32 v15, v19
.LBB4_17:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB4_8
; %bb.18:                               ;   in Loop: Header=BB4_9 Depth=1
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v8, v12
	s_mov_b64 s[8:9], exec
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v23, v31
	v_mov_b32_e32 v29, v27
	s_branch .LBB4_8
.LBB4_19:
	s_or_b64 exec, exec, s[0:1]
	global_store_dwordx4 v[24:25], v[0:3], off
.LBB4_20:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mergeSortPass
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 14
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
.Lfunc_end4:
	.size	mergeSortPass, .Lfunc_end4-mergeSortPass
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1120
; NumSgprs: 16
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 36
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mergepack               ; -- Begin function mergepack
	.globl	mergepack
	.p2align	8
	.type	mergepack,@function
mergepack:                              ; @mergepack
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x20
	s_mov_b32 s10, s9
	s_ashr_i32 s11, s10, 31
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s0, 0xffff
	s_lshl_b64 s[0:1], s[10:11], 2
	s_add_u32 s2, s12, s0
	s_addc_u32 s3, s13, s1
	s_add_u32 s4, 0, 0
	s_addc_u32 s5, s10, 1
	s_ashr_i64 s[4:5], s[4:5], 30
	s_add_u32 s4, s12, s4
	s_addc_u32 s5, s13, s5
	s_load_dword s10, s[2:3], 0x0
	s_load_dword s11, s[4:5], 0x0
	s_mul_i32 s8, s8, s9
	v_add_u32_e32 v1, s8, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, s10, v1
	v_cmp_gt_i32_e32 vcc, s11, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s8, s0
	s_addc_u32 s3, s9, s1
	s_load_dword s2, s[2:3], 0x0
	v_mov_b32_e32 v3, s5
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s2, s2, 2
	s_add_u32 s0, s10, s0
	s_addc_u32 s1, s11, s1
	s_load_dword s0, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s2, s0
	v_add_u32_e32 v1, s2, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32_e32 v1, vcc, s4, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v2, v[1:2], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB5_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mergepack
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end5:
	.size	mergepack, .Lfunc_end5-mergepack
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 248
; NumSgprs: 18
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 4
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
        .name:           input
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           result
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .name:           listsize
        .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mergeSortFirst
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         mergeSortFirst.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           input
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           result
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .name:           nrElems
        .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           threadsPerDiv
        .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           constStartAddr
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mergeSortPass
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         mergeSortPass.kd
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           orig
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           result
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .name:           constStartAddr
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .name:           nullElems
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .name:           finalStartAddr
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mergepack
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mergepack.kd
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
