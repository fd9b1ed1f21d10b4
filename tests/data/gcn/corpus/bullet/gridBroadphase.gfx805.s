	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx805"
	.hidden	getPosHash                      ; -- Begin function getPosHash
	.globl	getPosHash
	.p2align	2
	.type	getPosHash,@function
getPosHash:                             ; @getPosHash
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v3, vcc, 16, v4
	v_addc_u32_e32 v4, vcc, 0, v5, vcc
	flat_load_dwordx4 v[3:6], v[3:4]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, vcc, -1, v5
	v_and_b32_e32 v2, v5, v2
	v_mul_lo_u32 v2, v2, v4
	v_add_u32_e32 v4, vcc, -1, v4
	v_and_b32_e32 v1, v4, v1
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_lo_u32 v1, v1, v3
	v_add_u32_e32 v2, vcc, -1, v3
	v_and_b32_e32 v0, v2, v0
	v_add_u32_e32 v0, vcc, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	getPosHash, .Lfunc_end0-getPosHash
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 76
; NumSgprs: 34
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	getGridPos                      ; -- Begin function getGridPos
	.globl	getGridPos
	.p2align	2
	.type	getGridPos,@function
getGridPos:                             ; @getGridPos
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 15
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v43, v1
	flat_load_dwordx4 v[44:47], v[4:5]
	v_add_u32_e32 v1, vcc, 16, v4
	v_mov_b32_e32 v42, v2
	v_addc_u32_e32 v2, vcc, 0, v5, vcc
	flat_load_dwordx4 v[56:59], v[1:2]
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	s_addk_i32 s32, 0x1000
	v_writelane_b32 v40, s30, 13
	v_writelane_b32 v40, s31, 14
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z5floorf@rel32@lo+4
	s_addc_u32 s47, s47, _Z5floorf@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v0, v44
	s_swappc_b64 s[30:31], s[46:47]
	v_cvt_i32_f32_e32 v0, v0
	v_add_u32_e32 v1, vcc, -1, v56
	s_mov_b64 s[4:5], s[40:41]
	v_and_b32_e32 v44, v1, v0
	v_mul_f32_e32 v0, v43, v45
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_cvt_i32_f32_e32 v0, v0
	v_add_u32_e32 v1, vcc, -1, v57
	s_mov_b64 s[4:5], s[40:41]
	v_and_b32_e32 v43, v1, v0
	v_mul_f32_e32 v0, v42, v46
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_cvt_i32_f32_e32 v0, v0
	v_add_u32_e32 v1, vcc, -1, v58
	v_readlane_b32 s4, v40, 13
	v_and_b32_e32 v2, v1, v0
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	buffer_load_dword v59, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	v_readlane_b32 s5, v40, 14
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 15
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	getGridPos, .Lfunc_end1-getGridPos
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 708
; NumSgprs: 54
; NumVgprs: 60
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.protected	kCalcHashAABB           ; -- Begin function kCalcHashAABB
	.globl	kCalcHashAABB
	.p2align	8
	.type	kCalcHashAABB,@function
kCalcHashAABB:                          ; @kCalcHashAABB
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_load_dword s44, s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v41, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 40
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
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
	v_cmp_gt_i32_e32 vcc, s44, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx8 s[44:51], s[40:41], 0x8
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, v40
	v_ashrrev_i64 v[0:1], 30, v[44:45]
	v_lshlrev_b32_e32 v7, 10, v42
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s45
	s_load_dwordx8 s[52:59], s[50:51], 0x0
	s_add_u32 s40, s40, 40
	v_or_b32_e32 v7, v41, v7
	s_addc_u32 s41, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v4, vcc, 16, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	flat_load_dwordx4 v[3:6], v[4:5]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 20, v43
	v_or_b32_e32 v41, v7, v6
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z5floorf@rel32@lo+4
	s_addc_u32 s45, s45, _Z5floorf@rel32@hi+12
	v_add_f32_e32 v0, v0, v3
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v2, v2, v5
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, s52, v0
	v_mul_f32_e32 v42, 0.5, v1
	v_mul_f32_e32 v43, 0.5, v2
	s_swappc_b64 s[30:31], s[44:45]
	v_cvt_i32_f32_e32 v1, v0
	s_add_i32 s4, s56, -1
	v_mul_f32_e32 v0, s53, v42
	s_mov_b64 s[6:7], s[36:37]
	v_and_b32_e32 v42, s4, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[44:45]
	v_cvt_i32_f32_e32 v1, v0
	s_add_i32 s4, s57, -1
	v_mul_f32_e32 v0, s54, v43
	s_mov_b64 s[6:7], s[36:37]
	v_and_b32_e32 v43, s4, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[44:45]
	v_cvt_i32_f32_e32 v0, v0
	s_add_i32 s4, s58, -1
	v_ashrrev_i64 v[2:3], 29, v[44:45]
	v_mov_b32_e32 v4, s49
	v_and_b32_e32 v0, s4, v0
	v_mul_lo_u32 v0, v0, s57
	v_mov_b32_e32 v1, v40
	v_add_u32_e32 v0, vcc, v0, v43
	v_mul_lo_u32 v0, v0, s56
	v_add_u32_e32 v0, vcc, v0, v42
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB2_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kCalcHashAABB
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 90
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
	.size	kCalcHashAABB, .Lfunc_end2-kCalcHashAABB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 544
; NumSgprs: 96
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 60
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
	.protected	kClearCellStart         ; -- Begin function kClearCellStart
	.globl	kClearCellStart
	.p2align	8
	.type	kClearCellStart,@function
kClearCellStart:                        ; @kClearCellStart
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dword s33, s[8:9], 0x0
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
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[0:1], 30, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, -1
	flat_store_dword v[0:1], v2
.LBB3_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kClearCellStart
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 90
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
	.size	kClearCellStart, .Lfunc_end3-kClearCellStart
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 160
; NumSgprs: 96
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 60
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
	.protected	kFindCellStart          ; -- Begin function kFindCellStart
	.globl	kFindCellStart
	.p2align	8
	.type	kFindCellStart,@function
kFindCellStart:                         ; @kFindCellStart
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s34, s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v41, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s33, s16
	s_add_u32 s8, s42, 24
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_i32_e64 s[34:35], s34, v40
                                        ; implicit-def: $vgpr44_vgpr45
	s_and_saveexec_b64 s[46:47], s[34:35]
	s_cbranch_execz .LBB4_4
; %bb.1:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashrrev_i64 v[0:1], 29, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[44:45], v[0:1]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 24
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	v_cmp_lt_i32_e64 s[4:5], 0, v40
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_b64 s[6:7], s[4:5], vcc
	ds_write_b32 v2, v44 offset:4
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB4_3
; %bb.2:
	v_add_u32_e32 v0, vcc, -1, v40
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	flat_load_dword v0, v[2:3]
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
.LBB4_3:
	s_or_b64 exec, exec, s[4:5]
.LBB4_4:
	s_or_b64 exec, exec, s[46:47]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 24
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB4_9
; %bb.5:
	v_cmp_ne_u32_e32 vcc, 0, v40
	s_mov_b64 s[4:5], -1
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB4_7
; %bb.6:
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 24
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, v44, v0
	s_orn2_b64 s[4:5], vcc, exec
.LBB4_7:
	s_or_b64 exec, exec, s[34:35]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB4_9
; %bb.8:
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v40
.LBB4_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kFindCellStart
		.amdhsa_group_segment_fixed_size 2052
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 90
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
	.size	kFindCellStart, .Lfunc_end4-kFindCellStart
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 588
; NumSgprs: 96
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2052 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 60
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
	.hidden	testAABBOverlap                 ; -- Begin function testAABBOverlap
	.globl	testAABBOverlap
	.p2align	2
	.type	testAABBOverlap,@function
testAABBOverlap:                        ; @testAABBOverlap
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_le_f32_e32 vcc, v0, v12
	v_cmp_le_f32_e64 s[4:5], v8, v4
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e32 vcc, v1, v13
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_le_f32_e32 vcc, v9, v5
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_le_f32_e32 vcc, v2, v14
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_le_f32_e32 vcc, v10, v6
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	testAABBOverlap, .Lfunc_end5-testAABBOverlap
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 72
; NumSgprs: 34
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	findPairsInCell                 ; -- Begin function findPairsInCell
	.globl	findPairsInCell
	.p2align	2
	.type	findPairsInCell,@function
findPairsInCell:                        ; @findPairsInCell
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 25
	s_mov_b32 s33, s32
	v_add_u32_e32 v14, vcc, 16, v14
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_addc_u32_e32 v15, vcc, 0, v15, vcc
	flat_load_dwordx4 v[21:24], v[14:15]
	v_mov_b32_e32 v4, v6
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s50, 15
	v_writelane_b32 v40, s51, 16
	v_writelane_b32 v40, s52, 17
	v_writelane_b32 v40, s53, 18
	v_writelane_b32 v40, s54, 19
	v_writelane_b32 v40, s55, 20
	v_writelane_b32 v40, s56, 21
	v_writelane_b32 v40, s57, 22
	s_mov_b32 s46, s14
	s_mov_b32 s47, s13
	s_mov_b32 s48, s12
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	v_mov_b32_e32 v56, v18
	s_addk_i32 s32, 0x2000
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, vcc, -1, v23
	v_and_b32_e32 v3, v6, v3
	v_mul_lo_u32 v3, v3, v22
	v_add_u32_e32 v6, vcc, -1, v22
	v_and_b32_e32 v2, v6, v2
	v_add_u32_e32 v2, vcc, v3, v2
	v_mul_lo_u32 v2, v2, v21
	v_add_u32_e32 v3, vcc, -1, v21
	v_and_b32_e32 v1, v3, v1
	v_add_u32_e32 v57, vcc, v2, v1
	v_ashrrev_i32_e32 v58, 31, v57
	v_lshlrev_b64 v[1:2], 2, v[57:58]
	v_add_u32_e32 v1, vcc, v8, v1
	v_addc_u32_e32 v2, vcc, v9, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB6_10
; %bb.1:
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[2:3], 3, v[5:6]
	v_add_u32_e32 v2, vcc, v4, v2
	v_addc_u32_e32 v3, vcc, v7, v3, vcc
	v_add_u32_e32 v2, vcc, 4, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dword v8, v[2:3]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[2:3], 2, v[8:9]
	v_add_u32_e32 v2, vcc, v12, v2
	v_addc_u32_e32 v3, vcc, v13, v3, vcc
	flat_load_dword v2, v[2:3]
	v_add_u32_e32 v3, vcc, v1, v24
	v_min_i32_e32 v63, v3, v0
	v_cmp_lt_i32_e32 vcc, v1, v63
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_10
; %bb.2:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mov_b32_e32 v26, -1
	v_add_u32_e32 v2, vcc, v10, v2
	v_addc_u32_e32 v3, vcc, v11, v3, vcc
	flat_load_dwordx4 v[59:62], v[2:3]
	v_add_u32_e32 v2, vcc, 16, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dwordx4 v[21:24], v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_u32_e32 v47, vcc, 1, v1
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_cmp_ne_u64_e64 s[34:35], 0, v[16:17]
	v_mov_b32_e32 v27, v26
	v_add_u32_e32 v45, vcc, v4, v0
	v_mov_b32_e32 v2, v26
	v_writelane_b32 v40, s30, 23
	s_mov_b64 s[52:53], 0
	v_addc_u32_e32 v46, vcc, v7, v1, vcc
	v_mov_b32_e32 v3, v27
	v_writelane_b32 v40, s31, 24
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s55, s55, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v24, v62
	v_mov_b32_e32 v0, v62
	buffer_store_dword v0, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v17, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v22, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_branch .LBB6_4
.LBB6_3:                                ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[56:57]
	v_cmp_ge_i32_e32 vcc, v47, v63
	s_xor_b64 s[4:5], s[36:37], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v47, vcc, 1, v47
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v45, vcc, 8, v45
	s_or_b64 s[52:53], s[4:5], s[52:53]
	v_addc_u32_e32 v46, vcc, 0, v46, vcc
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execz .LBB6_10
.LBB6_4:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[0:1], v[45:46]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[36:37], v0, v57
	s_and_saveexec_b64 s[56:57], s[36:37]
	s_cbranch_execz .LBB6_3
; %bb.5:                                ;   in Loop: Header=BB6_4 Depth=1
	v_cmp_ne_u32_e32 vcc, v1, v8
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_3
; %bb.6:                                ;   in Loop: Header=BB6_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_u32_e32 v0, vcc, v12, v0
	v_addc_u32_e32 v1, vcc, v13, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, v10, v0
	v_addc_u32_e32 v5, vcc, v11, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[41:44], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v59, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v41, v21
	v_cmp_le_f32_e64 s[6:7], v60, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v42, v22
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v61, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v43, v23
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[34:35], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB6_3
; %bb.7:                                ;   in Loop: Header=BB6_4 Depth=1
	v_cmp_lt_i32_e32 vcc, v62, v44
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_3
; %bb.8:                                ;   in Loop: Header=BB6_4 Depth=1
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v41, v31
	v_mov_b32_e32 v42, v20
	v_mov_b32_e32 v58, v12
	v_mov_b32_e32 v43, v10
	s_swappc_b64 s[30:31], s[54:55]
	buffer_load_dword v21, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v22, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v23, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v24, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v20, v42
	v_readlane_b32 s30, v40, 23
	v_mov_b32_e32 v10, v43
	v_mov_b32_e32 v12, v58
	v_mov_b32_e32 v31, v41
	v_readlane_b32 s31, v40, 24
	v_cmp_lt_i32_e32 vcc, v0, v20
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_3
; %bb.9:                                ;   in Loop: Header=BB6_4 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_mov_b32_e32 v25, v44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v24, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v27, v4
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v26, v3
	v_add_u32_e32 v0, vcc, v56, v0
	v_mov_b32_e32 v4, v26
	v_addc_u32_e32 v1, vcc, v19, v1, vcc
	v_mov_b32_e32 v5, v27
	v_mov_b32_e32 v2, v24
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	flat_store_dwordx4 v[0:1], v[24:27]
	s_branch .LBB6_3
.LBB6_10:
	s_or_b64 exec, exec, s[50:51]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s57, v40, 22
	v_readlane_b32 s56, v40, 21
	v_readlane_b32 s55, v40, 20
	v_readlane_b32 s54, v40, 19
	v_readlane_b32 s53, v40, 18
	v_readlane_b32 s52, v40, 17
	v_readlane_b32 s51, v40, 16
	v_readlane_b32 s50, v40, 15
	v_readlane_b32 s48, v40, 14
	v_readlane_b32 s47, v40, 13
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xe000
	v_readlane_b32 s33, v40, 25
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	findPairsInCell, .Lfunc_end6-findPairsInCell
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1808
; NumSgprs: 64
; NumVgprs: 64
; ScratchSize: 16512
; MemoryBound: 0
	.text
	.protected	kFindOverlappingPairs   ; -- Begin function kFindOverlappingPairs
	.globl	kFindOverlappingPairs
	.p2align	8
	.type	kFindOverlappingPairs,@function
kFindOverlappingPairs:                  ; @kFindOverlappingPairs
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_load_dword s70, s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v42, v0
	s_movk_i32 s71, 0x48
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s33, s16
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s70, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_111
; %bb.1:
	s_load_dwordx8 s[48:55], s[38:39], 0x8
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[0:1], 29, v[1:2]
	v_lshlrev_b32_e32 v7, 10, v41
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v47, vcc, s52, v0
	v_addc_u32_e32 v88, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 4, v47
	v_addc_u32_e32 v1, vcc, 0, v88, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s51
	v_or_b32_e32 v7, v42, v7
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v4, vcc, 16, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	flat_load_dwordx4 v[3:6], v[4:5]
	s_load_dwordx4 s[64:67], s[38:39], 0x28
	s_load_dwordx2 s[46:47], s[38:39], 0x38
	s_load_dword s72, s[38:39], 0x40
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 20, v40
	v_or_b32_e32 v43, v7, v6
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[56:63], s[64:65], 0x0
	s_add_u32 s68, s64, 16
	s_addc_u32 s69, s65, 0
	s_add_u32 s34, s38, s71
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v43
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z5floorf@rel32@lo+4
	s_addc_u32 s65, s65, _Z5floorf@rel32@hi+12
	v_add_f32_e32 v0, v0, v3
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v2, v2, v5
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, s56, v0
	v_mul_f32_e32 v44, 0.5, v1
	v_mul_f32_e32 v45, 0.5, v2
	s_swappc_b64 s[30:31], s[64:65]
	v_cvt_i32_f32_e32 v0, v0
	s_add_i32 s4, s60, -1
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_and_b32_e32 v89, s4, v0
	v_mul_f32_e32 v0, s57, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_mov_b32 s73, -1
	s_swappc_b64 s[30:31], s[64:65]
	v_cvt_i32_f32_e32 v1, v0
	s_add_i32 s4, s61, -1
	v_mul_f32_e32 v0, s58, v45
	s_mov_b64 s[6:7], s[40:41]
	v_and_b32_e32 v90, s4, v1
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_swappc_b64 s[30:31], s[64:65]
	v_cvt_i32_f32_e32 v0, v0
	s_add_i32 s4, s62, -1
	s_cmp_lg_u64 s[66:67], 0
	s_cselect_b64 s[56:57], -1, 0
	v_and_b32_e32 v91, s4, v0
	v_mov_b32_e32 v0, s60
	v_add_u32_e32 v92, vcc, -1, v90
	v_add_u32_e32 v93, vcc, -1, v89
	v_add_u32_e32 v94, vcc, 1, v89
	v_add_u32_e32 v95, vcc, 1, v90
	v_mov_b32_e32 v1, s61
	v_mov_b32_e32 v2, s62
	v_mov_b32_e32 v3, s63
	v_mov_b32_e32 v45, -1
	s_branch .LBB7_3
.LBB7_2:                                ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_cbranch_execz .LBB7_111
.LBB7_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_7 Depth 2
                                        ;     Child Loop BB7_19 Depth 2
                                        ;     Child Loop BB7_31 Depth 2
                                        ;     Child Loop BB7_43 Depth 2
                                        ;     Child Loop BB7_55 Depth 2
                                        ;     Child Loop BB7_67 Depth 2
                                        ;     Child Loop BB7_79 Depth 2
                                        ;     Child Loop BB7_91 Depth 2
                                        ;     Child Loop BB7_103 Depth 2
	v_add_u32_e32 v104, vcc, s73, v91
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v4, v2, v1
	v_add_u32_e32 v5, vcc, -1, v1
	v_and_b32_e32 v1, v5, v92
	v_add_u32_e32 v1, vcc, v4, v1
	v_mul_lo_u32 v6, v1, v0
	v_add_u32_e32 v2, vcc, -1, v0
	v_and_b32_e32 v1, v2, v93
	v_add_u32_e32 v76, vcc, v6, v1
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshlrev_b64 v[7:8], 2, v[76:77]
	v_mov_b32_e32 v1, s55
	v_add_u32_e32 v7, vcc, s54, v7
	v_addc_u32_e32 v8, vcc, v1, v8, vcc
	flat_load_dword v1, v[7:8]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_15
; %bb.4:                                ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v7, vcc, 4, v47
	v_addc_u32_e32 v8, vcc, 0, v88, vcc
	flat_load_dword v77, v[7:8]
	v_mov_b32_e32 v9, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[7:8], 2, v[77:78]
	v_add_u32_e32 v7, vcc, s50, v7
	v_addc_u32_e32 v8, vcc, v9, v8, vcc
	flat_load_dword v7, v[7:8]
	v_add_u32_e32 v8, vcc, v1, v3
	v_min_i32_e32 v105, s70, v8
	v_cmp_lt_i32_e32 vcc, v1, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_14
; %bb.5:                                ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v7
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_u32_e32 v2, vcc, 16, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dwordx4 v[60:63], v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v1
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v3, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_7
.LBB7_6:                                ;   in Loop: Header=BB7_7 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_13
.LBB7_7:                                ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_6
; %bb.8:                                ;   in Loop: Header=BB7_7 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_6
; %bb.9:                                ;   in Loop: Header=BB7_7 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_6
; %bb.10:                               ;   in Loop: Header=BB7_7 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_6
; %bb.11:                               ;   in Loop: Header=BB7_7 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_6
; %bb.12:                               ;   in Loop: Header=BB7_7 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_6
.LBB7_13:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v4, v2, v1
	v_add_u32_e32 v5, vcc, -1, v1
	v_and_b32_e32 v1, v5, v92
	v_add_u32_e32 v1, vcc, v4, v1
	v_mul_lo_u32 v6, v1, v0
	v_add_u32_e32 v2, vcc, -1, v0
.LBB7_14:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_15:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v1, v2, v89
	v_add_u32_e32 v76, vcc, v6, v1
	v_ashrrev_i32_e32 v77, 31, v76
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[7:8], 2, v[76:77]
	v_mov_b32_e32 v1, s55
	v_add_u32_e32 v7, vcc, s54, v7
	v_addc_u32_e32 v8, vcc, v1, v8, vcc
	flat_load_dword v1, v[7:8]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_27
; %bb.16:                               ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v7, vcc, 4, v47
	v_addc_u32_e32 v8, vcc, 0, v88, vcc
	flat_load_dword v77, v[7:8]
	v_mov_b32_e32 v9, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[7:8], 2, v[77:78]
	v_add_u32_e32 v7, vcc, s50, v7
	v_addc_u32_e32 v8, vcc, v9, v8, vcc
	flat_load_dword v7, v[7:8]
	v_add_u32_e32 v8, vcc, v1, v3
	v_min_i32_e32 v105, s70, v8
	v_cmp_lt_i32_e32 vcc, v1, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_26
; %bb.17:                               ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v7
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_u32_e32 v2, vcc, 16, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dwordx4 v[60:63], v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v1
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v3, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_19
.LBB7_18:                               ;   in Loop: Header=BB7_19 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_25
.LBB7_19:                               ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_18
; %bb.20:                               ;   in Loop: Header=BB7_19 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_18
; %bb.21:                               ;   in Loop: Header=BB7_19 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_18
; %bb.22:                               ;   in Loop: Header=BB7_19 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_18
; %bb.23:                               ;   in Loop: Header=BB7_19 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_18
; %bb.24:                               ;   in Loop: Header=BB7_19 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_18
.LBB7_25:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v4, v2, v1
	v_add_u32_e32 v5, vcc, -1, v1
	v_and_b32_e32 v1, v5, v92
	v_add_u32_e32 v1, vcc, v4, v1
	v_mul_lo_u32 v6, v1, v0
	v_add_u32_e32 v2, vcc, -1, v0
.LBB7_26:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_27:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v1, v2, v94
	v_add_u32_e32 v76, vcc, v6, v1
	v_ashrrev_i32_e32 v77, 31, v76
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[76:77]
	v_mov_b32_e32 v1, s55
	v_add_u32_e32 v6, vcc, s54, v6
	v_addc_u32_e32 v7, vcc, v1, v7, vcc
	flat_load_dword v1, v[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_39
; %bb.28:                               ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v6, vcc, 4, v47
	v_addc_u32_e32 v7, vcc, 0, v88, vcc
	flat_load_dword v77, v[6:7]
	v_mov_b32_e32 v8, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[6:7], 2, v[77:78]
	v_add_u32_e32 v6, vcc, s50, v6
	v_addc_u32_e32 v7, vcc, v8, v7, vcc
	flat_load_dword v6, v[6:7]
	v_add_u32_e32 v7, vcc, v1, v3
	v_min_i32_e32 v105, s70, v7
	v_cmp_lt_i32_e32 vcc, v1, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_38
; %bb.29:                               ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_u32_e32 v2, vcc, 16, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dwordx4 v[60:63], v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v1
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v3, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_31
.LBB7_30:                               ;   in Loop: Header=BB7_31 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_37
.LBB7_31:                               ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_30
; %bb.32:                               ;   in Loop: Header=BB7_31 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_30
; %bb.33:                               ;   in Loop: Header=BB7_31 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_30
; %bb.34:                               ;   in Loop: Header=BB7_31 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_30
; %bb.35:                               ;   in Loop: Header=BB7_31 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_30
; %bb.36:                               ;   in Loop: Header=BB7_31 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_30
.LBB7_37:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v4, v2, v1
	v_add_u32_e32 v2, vcc, -1, v0
	v_add_u32_e32 v5, vcc, -1, v1
.LBB7_38:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_39:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v1, v5, v90
	v_add_u32_e32 v1, vcc, v4, v1
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v1, v0
	v_and_b32_e32 v1, v2, v93
	v_add_u32_e32 v76, vcc, v6, v1
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshlrev_b64 v[7:8], 2, v[76:77]
	v_mov_b32_e32 v1, s55
	v_add_u32_e32 v7, vcc, s54, v7
	v_addc_u32_e32 v8, vcc, v1, v8, vcc
	flat_load_dword v1, v[7:8]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_51
; %bb.40:                               ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v7, vcc, 4, v47
	v_addc_u32_e32 v8, vcc, 0, v88, vcc
	flat_load_dword v77, v[7:8]
	v_mov_b32_e32 v9, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[7:8], 2, v[77:78]
	v_add_u32_e32 v7, vcc, s50, v7
	v_addc_u32_e32 v8, vcc, v9, v8, vcc
	flat_load_dword v7, v[7:8]
	v_add_u32_e32 v8, vcc, v1, v3
	v_min_i32_e32 v105, s70, v8
	v_cmp_lt_i32_e32 vcc, v1, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_50
; %bb.41:                               ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v7
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_u32_e32 v2, vcc, 16, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dwordx4 v[60:63], v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v1
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v3, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_43
.LBB7_42:                               ;   in Loop: Header=BB7_43 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_49
.LBB7_43:                               ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_42
; %bb.44:                               ;   in Loop: Header=BB7_43 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_42
; %bb.45:                               ;   in Loop: Header=BB7_43 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_42
; %bb.46:                               ;   in Loop: Header=BB7_43 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_42
; %bb.47:                               ;   in Loop: Header=BB7_43 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_42
; %bb.48:                               ;   in Loop: Header=BB7_43 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_42
.LBB7_49:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v4, v2, v1
	v_add_u32_e32 v5, vcc, -1, v1
	v_and_b32_e32 v1, v5, v90
	v_add_u32_e32 v1, vcc, v4, v1
	v_mul_lo_u32 v6, v1, v0
	v_add_u32_e32 v2, vcc, -1, v0
.LBB7_50:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_51:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v1, v2, v89
	v_add_u32_e32 v76, vcc, v6, v1
	v_ashrrev_i32_e32 v77, 31, v76
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[7:8], 2, v[76:77]
	v_mov_b32_e32 v1, s55
	v_add_u32_e32 v7, vcc, s54, v7
	v_addc_u32_e32 v8, vcc, v1, v8, vcc
	flat_load_dword v1, v[7:8]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_63
; %bb.52:                               ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v7, vcc, 4, v47
	v_addc_u32_e32 v8, vcc, 0, v88, vcc
	flat_load_dword v77, v[7:8]
	v_mov_b32_e32 v9, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[7:8], 2, v[77:78]
	v_add_u32_e32 v7, vcc, s50, v7
	v_addc_u32_e32 v8, vcc, v9, v8, vcc
	flat_load_dword v7, v[7:8]
	v_add_u32_e32 v8, vcc, v1, v3
	v_min_i32_e32 v105, s70, v8
	v_cmp_lt_i32_e32 vcc, v1, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_62
; %bb.53:                               ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v7
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_u32_e32 v2, vcc, 16, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dwordx4 v[60:63], v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v1
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v3, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_55
.LBB7_54:                               ;   in Loop: Header=BB7_55 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_61
.LBB7_55:                               ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_54
; %bb.56:                               ;   in Loop: Header=BB7_55 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_54
; %bb.57:                               ;   in Loop: Header=BB7_55 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_54
; %bb.58:                               ;   in Loop: Header=BB7_55 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_54
; %bb.59:                               ;   in Loop: Header=BB7_55 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_54
; %bb.60:                               ;   in Loop: Header=BB7_55 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_54
.LBB7_61:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v4, v2, v1
	v_add_u32_e32 v5, vcc, -1, v1
	v_and_b32_e32 v1, v5, v90
	v_add_u32_e32 v1, vcc, v4, v1
	v_mul_lo_u32 v6, v1, v0
	v_add_u32_e32 v2, vcc, -1, v0
.LBB7_62:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_63:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v1, v2, v94
	v_add_u32_e32 v76, vcc, v6, v1
	v_ashrrev_i32_e32 v77, 31, v76
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[6:7], 2, v[76:77]
	v_mov_b32_e32 v1, s55
	v_add_u32_e32 v6, vcc, s54, v6
	v_addc_u32_e32 v7, vcc, v1, v7, vcc
	flat_load_dword v1, v[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_75
; %bb.64:                               ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v6, vcc, 4, v47
	v_addc_u32_e32 v7, vcc, 0, v88, vcc
	flat_load_dword v77, v[6:7]
	v_mov_b32_e32 v8, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[6:7], 2, v[77:78]
	v_add_u32_e32 v6, vcc, s50, v6
	v_addc_u32_e32 v7, vcc, v8, v7, vcc
	flat_load_dword v6, v[6:7]
	v_add_u32_e32 v7, vcc, v1, v3
	v_min_i32_e32 v105, s70, v7
	v_cmp_lt_i32_e32 vcc, v1, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_74
; %bb.65:                               ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 4, v[2:3]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v0, v3, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_u32_e32 v2, vcc, 16, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dwordx4 v[60:63], v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v1
	v_lshlrev_b64 v[0:1], 3, v[1:2]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v3, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_67
.LBB7_66:                               ;   in Loop: Header=BB7_67 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_73
.LBB7_67:                               ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_66
; %bb.68:                               ;   in Loop: Header=BB7_67 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_66
; %bb.69:                               ;   in Loop: Header=BB7_67 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_66
; %bb.70:                               ;   in Loop: Header=BB7_67 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_66
; %bb.71:                               ;   in Loop: Header=BB7_67 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_66
; %bb.72:                               ;   in Loop: Header=BB7_67 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_66
.LBB7_73:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v4, v2, v1
	v_add_u32_e32 v2, vcc, -1, v0
	v_add_u32_e32 v5, vcc, -1, v1
.LBB7_74:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_75:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v1, v5, v95
	v_add_u32_e32 v1, vcc, v4, v1
	v_mul_lo_u32 v1, v1, v0
	v_and_b32_e32 v0, v2, v93
	v_add_u32_e32 v76, vcc, v1, v0
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshlrev_b64 v[4:5], 2, v[76:77]
	v_mov_b32_e32 v0, s55
	v_add_u32_e32 v4, vcc, s54, v4
	v_addc_u32_e32 v5, vcc, v0, v5, vcc
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v0
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_87
; %bb.76:                               ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v4, vcc, 4, v47
	v_addc_u32_e32 v5, vcc, 0, v88, vcc
	flat_load_dword v77, v[4:5]
	v_mov_b32_e32 v6, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[4:5], 2, v[77:78]
	v_add_u32_e32 v4, vcc, s50, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_load_dword v4, v[4:5]
	v_add_u32_e32 v5, vcc, v0, v3
	v_min_i32_e32 v105, s70, v5
	v_cmp_lt_i32_e32 vcc, v0, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_86
; %bb.77:                               ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 1, v4
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 4, v[1:2]
	v_mov_b32_e32 v3, s49
	v_add_u32_e32 v1, vcc, s48, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx4 v[56:59], v[1:2]
	v_add_u32_e32 v1, vcc, 16, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx4 v[60:63], v[1:2]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v2, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_79
.LBB7_78:                               ;   in Loop: Header=BB7_79 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_85
.LBB7_79:                               ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_78
; %bb.80:                               ;   in Loop: Header=BB7_79 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_78
; %bb.81:                               ;   in Loop: Header=BB7_79 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_78
; %bb.82:                               ;   in Loop: Header=BB7_79 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_78
; %bb.83:                               ;   in Loop: Header=BB7_79 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_78
; %bb.84:                               ;   in Loop: Header=BB7_79 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_78
.LBB7_85:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v2, v2, v1
	v_add_u32_e32 v1, vcc, -1, v1
	v_and_b32_e32 v1, v1, v95
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_lo_u32 v1, v1, v0
	v_add_u32_e32 v2, vcc, -1, v0
.LBB7_86:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_87:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v0, v2, v89
	v_add_u32_e32 v76, vcc, v1, v0
	v_ashrrev_i32_e32 v77, 31, v76
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], 2, v[76:77]
	v_mov_b32_e32 v0, s55
	v_add_u32_e32 v4, vcc, s54, v4
	v_addc_u32_e32 v5, vcc, v0, v5, vcc
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v0
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_99
; %bb.88:                               ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v4, vcc, 4, v47
	v_addc_u32_e32 v5, vcc, 0, v88, vcc
	flat_load_dword v77, v[4:5]
	v_mov_b32_e32 v6, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[4:5], 2, v[77:78]
	v_add_u32_e32 v4, vcc, s50, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_load_dword v4, v[4:5]
	v_add_u32_e32 v5, vcc, v0, v3
	v_min_i32_e32 v105, s70, v5
	v_cmp_lt_i32_e32 vcc, v0, v105
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB7_98
; %bb.89:                               ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 1, v4
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 4, v[1:2]
	v_mov_b32_e32 v3, s49
	v_add_u32_e32 v1, vcc, s48, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx4 v[56:59], v[1:2]
	v_add_u32_e32 v1, vcc, 16, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx4 v[60:63], v[1:2]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v2, v1, vcc
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_91
.LBB7_90:                               ;   in Loop: Header=BB7_91 Depth=2
	s_or_b64 exec, exec, s[64:65]
	v_cmp_ge_i32_e32 vcc, v63, v105
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[62:63], s[4:5], s[62:63]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB7_97
.LBB7_91:                               ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[64:65], s[34:35]
	s_cbranch_execz .LBB7_90
; %bb.92:                               ;   in Loop: Header=BB7_91 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_90
; %bb.93:                               ;   in Loop: Header=BB7_91 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_90
; %bb.94:                               ;   in Loop: Header=BB7_91 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_90
; %bb.95:                               ;   in Loop: Header=BB7_91 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_90
; %bb.96:                               ;   in Loop: Header=BB7_91 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_90
.LBB7_97:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_mov_b32_e32 v0, s68
	v_mov_b32_e32 v1, s69
	flat_load_dwordx4 v[0:3], v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, -1, v2
	v_and_b32_e32 v2, v2, v104
	v_mul_lo_u32 v2, v2, v1
	v_add_u32_e32 v1, vcc, -1, v1
	v_and_b32_e32 v1, v1, v95
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_lo_u32 v1, v1, v0
	v_add_u32_e32 v2, vcc, -1, v0
.LBB7_98:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[60:61]
.LBB7_99:                               ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	v_and_b32_e32 v0, v2, v94
	v_add_u32_e32 v76, vcc, v1, v0
	v_ashrrev_i32_e32 v77, 31, v76
	v_lshlrev_b64 v[0:1], 2, v[76:77]
	v_mov_b32_e32 v2, s55
	v_add_u32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v0
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB7_109
; %bb.100:                              ;   in Loop: Header=BB7_3 Depth=1
	v_add_u32_e32 v1, vcc, 4, v47
	v_addc_u32_e32 v2, vcc, 0, v88, vcc
	flat_load_dword v77, v[1:2]
	v_mov_b32_e32 v4, s51
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v78, 31, v77
	v_lshlrev_b64 v[1:2], 2, v[77:78]
	v_add_u32_e32 v1, vcc, s50, v1
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	flat_load_dword v1, v[1:2]
	v_add_u32_e32 v2, vcc, v0, v3
	v_min_i32_e32 v104, s70, v2
	v_cmp_lt_i32_e32 vcc, v0, v104
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_109
; %bb.101:                              ;   in Loop: Header=BB7_3 Depth=1
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 1, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 4, v[1:2]
	v_mov_b32_e32 v3, s49
	v_add_u32_e32 v1, vcc, s48, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx4 v[56:59], v[1:2]
	v_add_u32_e32 v1, vcc, 16, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx4 v[60:63], v[1:2]
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v63, vcc, 1, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v78, vcc, s52, v0
	v_mov_b32_e32 v46, v45
	v_addc_u32_e32 v79, vcc, v2, v1, vcc
	s_mov_b64 s[60:61], 0
	v_mov_b32_e32 v43, v59
	s_branch .LBB7_103
.LBB7_102:                              ;   in Loop: Header=BB7_103 Depth=2
	s_or_b64 exec, exec, s[62:63]
	v_cmp_ge_i32_e32 vcc, v63, v104
	s_xor_b64 s[4:5], s[34:35], -1
	s_or_b64 s[4:5], s[4:5], vcc
	v_add_u32_e32 v63, vcc, 1, v63
	s_and_b64 s[4:5], exec, s[4:5]
	v_add_u32_e32 v78, vcc, 8, v78
	s_or_b64 s[60:61], s[4:5], s[60:61]
	v_addc_u32_e32 v79, vcc, 0, v79, vcc
	s_andn2_b64 exec, exec, s[60:61]
	s_cbranch_execz .LBB7_109
.LBB7_103:                              ;   Parent Loop BB7_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx2 v[0:1], v[78:79]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[34:35], v0, v76
	s_and_saveexec_b64 s[62:63], s[34:35]
	s_cbranch_execz .LBB7_102
; %bb.104:                              ;   in Loop: Header=BB7_103 Depth=2
	v_cmp_ne_u32_e32 vcc, v1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_102
; %bb.105:                              ;   in Loop: Header=BB7_103 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_add_u32_e32 v4, vcc, s48, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 16, v4
	v_addc_u32_e32 v1, vcc, 0, v5, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[72:75], v[4:5]
	s_waitcnt vmcnt(1)
	v_cmp_le_f32_e32 vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_cmp_le_f32_e64 s[4:5], v72, v60
	v_cmp_le_f32_e64 s[6:7], v57, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_le_f32_e64 s[8:9], v73, v61
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_cmp_le_f32_e64 s[10:11], v58, v2
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_and_b64 s[4:5], s[10:11], s[4:5]
	v_cmp_le_f32_e32 vcc, v74, v62
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], s[56:57], s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_102
; %bb.106:                              ;   in Loop: Header=BB7_103 Depth=2
	v_cmp_lt_i32_e32 vcc, v59, v75
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_102
; %bb.107:                              ;   in Loop: Header=BB7_103 Depth=2
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, s71
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s72, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_102
; %bb.108:                              ;   in Loop: Header=BB7_103 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v44, v75
	flat_store_dwordx4 v[0:1], v[43:46]
	s_branch .LBB7_102
.LBB7_109:                              ;   in Loop: Header=BB7_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	s_add_i32 s73, s73, 1
	s_cmp_eq_u32 s73, 2
	s_cbranch_scc0 .LBB7_2
; %bb.110:
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
.LBB7_111:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kFindOverlappingPairs
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
		.amdhsa_next_free_vgpr 106
		.amdhsa_next_free_sgpr 90
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
.Lfunc_end7:
	.size	kFindOverlappingPairs, .Lfunc_end7-kFindOverlappingPairs
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7072
; NumSgprs: 96
; NumVgprs: 106
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 106
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z5floorf
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.hidden	_Z10atomic_addPU3AS1Vii
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float4*'
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
    .name:           kCalcHashAABB
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         kCalcHashAABB.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
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
    .name:           kClearCellStart
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         kClearCellStart.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 2052
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           kFindCellStart
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         kFindCellStart.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
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
    .name:           kFindOverlappingPairs
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         kFindOverlappingPairs.kd
    .vgpr_count:     106
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx805
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
