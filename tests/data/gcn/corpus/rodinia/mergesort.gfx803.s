	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
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
; NumSgprs: 34
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
; NumSgprs: 34
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
; NumSgprs: 34
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
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dword s46, s[8:9], 0x10
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 24
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
	v_ashrrev_i32_e32 v43, 31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v1, v41, v1
	v_mad_u64_u32 v[41:42], s[4:5], v41, v0, 0
	v_mul_lo_u32 v0, v43, v0
	s_mov_b64 s[4:5], s[42:43]
	v_add_u32_e32 v1, vcc, v42, v1
	v_add_u32_e32 v42, vcc, v1, v0
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
	s_ashr_i32 s4, s46, 31
	s_lshr_b32 s4, s4, 30
	s_add_i32 s46, s46, s4
	v_add_u32_e32 v0, vcc, v41, v0
	s_ashr_i32 s4, s46, 2
	v_addc_u32_e32 v1, vcc, v42, v1, vcc
	s_ashr_i32 s5, s4, 31
	v_cmp_gt_u64_e32 vcc, s[4:5], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	v_lshlrev_b64 v[4:5], 4, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s5
	v_add_u32_e32 v0, vcc, s4, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	v_mov_b32_e32 v6, s7
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
	v_add_u32_e32 v4, vcc, s6, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
.LBB3_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mergeSortFirst
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
		.amdhsa_next_free_vgpr 44
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
.Lfunc_end3:
	.size	mergeSortFirst, .Lfunc_end3-mergeSortFirst
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 460
; NumSgprs: 53
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 53
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
	.protected	mergeSortPass           ; -- Begin function mergeSortPass
	.globl	mergeSortPass
	.p2align	8
	.type	mergeSortPass,@function
mergeSortPass:                          ; @mergeSortPass
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[36:37], s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 32
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
	s_ashr_i32 s4, s37, 31
	s_add_i32 s5, s37, s4
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
	v_sub_u32_e32 v5, vcc, v1, v2
	s_movk_i32 s4, 0x400
	v_cmp_gt_i32_e32 vcc, s4, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_20
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x18
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[1:2], 2, v[5:6]
	v_mul_lo_u32 v5, v5, s37
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx2 v[3:4], v[1:2]
	v_sub_u32_e32 v0, vcc, v0, v5
	v_mul_lo_u32 v0, v0, s36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v20, vcc, v3, v0
	v_cmp_lt_i32_e32 vcc, v20, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB4_20
; %bb.2:
	s_load_dwordx4 s[8:11], s[34:35], 0x0
	s_lshr_b32 s4, s36, 31
	s_add_i32 s4, s36, s4
	v_ashrrev_i32_e32 v21, 31, v20
	s_ashr_i32 s6, s4, 1
	v_lshlrev_b64 v[5:6], 4, v[20:21]
	v_add_u32_e32 v28, vcc, s6, v20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s11
	v_add_u32_e32 v22, vcc, s10, v5
	v_addc_u32_e32 v23, vcc, v0, v6, vcc
	v_add_u32_e32 v24, vcc, 4, v1
	v_addc_u32_e32 v25, vcc, 0, v2, vcc
	v_cmp_ge_i32_e32 vcc, v28, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[10:11], exec, s[4:5]
	s_cbranch_execz .LBB4_6
; %bb.3:
	s_mov_b32 s7, 0
	s_mov_b64 s[12:13], 0
.LBB4_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, vcc, s7, v20
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	s_add_i32 s7, s7, 1
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[22:23], v[0:3]
	flat_load_dword v0, v[24:25]
	v_add_u32_e32 v22, vcc, 16, v22
	v_addc_u32_e32 v23, vcc, 0, v23, vcc
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, s[4:5], v0, v20
	v_cmp_ge_i32_e64 s[4:5], s7, v0
	s_or_b64 s[12:13], s[4:5], s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB4_4
; %bb.5:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr22_vgpr23
                                        ; implicit-def: $vgpr20_vgpr21
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr24_vgpr25
.LBB4_6:
	s_or_saveexec_b64 s[4:5], s[10:11]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB4_20
; %bb.7:
	v_lshlrev_b64 v[0:1], 4, v[20:21]
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v0, vcc, s8, v0
	s_ashr_i32 s7, s6, 31
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_lshl_b64 s[4:5], s[6:7], 4
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx4 v[4:7], v[0:1]
	flat_load_dwordx4 v[0:3], v[2:3]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v29, 0
	s_branch .LBB4_9
.LBB4_8:                                ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[14:15]
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
	s_xor_b64 s[10:11], s[12:13], -1
	v_cndmask_b32_e32 v1, v6, v4, vcc
	v_cmp_gt_f32_e32 vcc, v4, v6
	v_cndmask_b32_e32 v2, v6, v4, vcc
	v_add_u32_e32 v22, vcc, 16, v22
	s_and_b64 s[10:11], exec, s[10:11]
	v_mov_b32_e32 v4, v8
	v_addc_u32_e32 v23, vcc, 0, v23, vcc
	s_or_b64 s[4:5], s[10:11], s[4:5]
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v7, v11
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB4_19
.LBB4_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v30, vcc, 1, v29
	v_add_u32_e32 v8, vcc, v30, v20
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	v_mov_b32_e32 v10, s9
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v12, vcc, s8, v8
	v_addc_u32_e32 v13, vcc, v10, v9, vcc
	v_add_u32_e32 v31, vcc, 1, v21
	v_add_u32_e32 v26, vcc, v31, v28
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[8:9], 4, v[26:27]
	s_mov_b64 s[14:15], 0
	v_add_u32_e32 v14, vcc, s8, v8
	v_addc_u32_e32 v15, vcc, v10, v9, vcc
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
	v_cndmask_b32_e32 v16, v9, v11, vcc
	v_cmp_gt_f32_e32 vcc, v11, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_cmp_gt_f32_e32 vcc, v8, v9
	v_cndmask_b32_e32 v17, v8, v9, vcc
	v_cmp_gt_f32_e32 vcc, v9, v8
	v_cndmask_b32_e32 v11, v8, v9, vcc
	v_cmp_gt_f32_e32 vcc, v10, v16
	v_cndmask_b32_e32 v8, v10, v16, vcc
	v_cmp_gt_f32_e32 vcc, v16, v10
	v_cndmask_b32_e32 v10, v10, v16, vcc
	v_cmp_gt_f32_e32 vcc, v17, v10
	v_cndmask_b32_e32 v9, v17, v10, vcc
	v_cmp_gt_f32_e32 vcc, v10, v17
	v_cndmask_b32_e32 v10, v17, v10, vcc
	flat_load_dwordx4 v[16:19], v[12:13]
	flat_load_dwordx4 v[12:15], v[14:15]
	v_cmp_gt_i32_e32 vcc, s6, v31
	flat_store_dwordx4 v[22:23], v[8:11]
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_11
; %bb.10:                               ;   in Loop: Header=BB4_9 Depth=1
	flat_load_dword v27, v[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v26, v27
	s_and_b64 s[14:15], vcc, exec
.LBB4_11:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_cmp_le_i32_e32 vcc, s6, v30
	s_mov_b64 s[10:11], 0
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
; %bb.12:                               ;   in Loop: Header=BB4_9 Depth=1
	s_and_b64 s[10:11], s[14:15], exec
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr16_vgpr17_vgpr18_vgpr19
; %bb.13:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v27, v29
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB4_17
; %bb.14:                               ;   in Loop: Header=BB4_9 Depth=1
	v_mov_b32_e32 v26, v21
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB4_16
; %bb.15:                               ;   in Loop: Header=BB4_9 Depth=1
	s_waitcnt vmcnt(1)
	v_cmp_lt_f32_e32 vcc, v16, v12
	v_cndmask_b32_e32 v30, v29, v30, vcc
	v_cndmask_b32_e32 v26, v31, v21, vcc
	v_cndmask_b32_e32 v19, v15, v19, vcc
	v_cndmask_b32_e32 v18, v14, v18, vcc
	v_cndmask_b32_e32 v17, v13, v17, vcc
	v_cndmask_b32_e32 v16, v12, v16, vcc
.LBB4_16:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v12, v16
	s_or_b64 s[10:11], s[10:11], exec
	v_mov_b32_e32 v27, v30
	v_mov_b32_e32 v31, v26
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v18
	v_mov_b32_e32 v15, v19
.LBB4_17:                               ;   in Loop: Header=BB4_9 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_mov_b64 s[12:13], 0
	s_and_saveexec_b64 s[14:15], s[10:11]
	s_cbranch_execz .LBB4_8
; %bb.18:                               ;   in Loop: Header=BB4_9 Depth=1
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v8, v12
	s_mov_b64 s[12:13], exec
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v21, v31
	v_mov_b32_e32 v29, v27
	s_branch .LBB4_8
.LBB4_19:
	s_or_b64 exec, exec, s[4:5]
	flat_store_dwordx4 v[22:23], v[0:3]
.LBB4_20:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mergeSortPass
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
	.size	mergeSortPass, .Lfunc_end4-mergeSortPass
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1200
; NumSgprs: 44
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 44
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
	.protected	mergepack               ; -- Begin function mergepack
	.globl	mergepack
	.p2align	8
	.type	mergepack,@function
mergepack:                              ; @mergepack
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx4 s[48:51], s[8:9], 0x20
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	v_or_b32_e32 v41, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, 0
	v_ashrrev_i64 v[2:3], 30, v[0:1]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	v_add_u32_e64 v4, vcc, 0, 0
	v_addc_u32_e32 v5, vcc, 1, v1, vcc
	v_ashrrev_i64 v[4:5], 30, v[4:5]
	v_add_u32_e32 v4, vcc, s48, v4
	v_addc_u32_e32 v5, vcc, v0, v5, vcc
	flat_load_dword v0, v[2:3]
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, vcc, v0, v40
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[34:35], 0x0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s9
	v_add_u32_e32 v3, vcc, s8, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dword v3, v[3:4]
	v_mov_b32_e32 v4, s11
	v_add_u32_e32 v1, vcc, s10, v1
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	flat_load_dword v1, v[1:2]
	v_mov_b32_e32 v4, s5
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 2, v3
	v_mov_b32_e32 v3, s7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v40
	v_add_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s4, v1
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	flat_load_dword v2, v[1:2]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
.LBB5_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mergepack
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
.Lfunc_end5:
	.size	mergepack, .Lfunc_end5-mergepack
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 436
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
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_local_sizej
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
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
    .name:           mergeSortFirst
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         mergeSortFirst.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
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
    .name:           mergeSortPass
    .private_segment_fixed_size: 16384
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         mergeSortPass.kd
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
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'int*'
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
    .name:           mergepack
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         mergepack.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
