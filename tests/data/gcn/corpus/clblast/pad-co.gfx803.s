	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	GetGroupID1                     ; -- Begin function GetGroupID1
	.globl	GetGroupID1
	.p2align	2
	.type	GetGroupID1,@function
GetGroupID1:                            ; @GetGroupID1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, s13
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	GetGroupID1, .Lfunc_end0-GetGroupID1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 12
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	GetGroupID0                     ; -- Begin function GetGroupID0
	.globl	GetGroupID0
	.p2align	2
	.type	GetGroupID0,@function
GetGroupID0:                            ; @GetGroupID0
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, s12
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	GetGroupID0, .Lfunc_end1-GetGroupID0
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 12
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	_CopyPadMatrix                  ; -- Begin function _CopyPadMatrix
	.globl	_CopyPadMatrix
	.p2align	2
	.type	_CopyPadMatrix,@function
_CopyPadMatrix:                         ; @_CopyPadMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s4, s12, 3
	v_and_b32_e32 v13, 0x3ff, v31
	v_add_u32_e32 v13, vcc, s4, v13
	s_lshl_b32 s4, s13, 3
	v_bfe_u32 v14, v31, 10, 10
	v_add_u32_e32 v14, vcc, s4, v14
	v_cmp_lt_i32_e32 vcc, v14, v7
	v_cmp_lt_i32_e64 s[4:5], v13, v6
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_cmp_lt_i32_e32 vcc, v14, v1
	v_cmp_lt_i32_e64 s[4:5], v13, v0
	s_and_b64 s[8:9], vcc, s[4:5]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB2_3
; %bb.2:
	v_mul_lo_u32 v0, v14, v2
	v_add_u32_e32 v0, vcc, v0, v13
	v_add_u32_e32 v0, vcc, v0, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, v4, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_load_dword v0, v[0:1]
.LBB2_3:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v1, v14, v8
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v0, v12
	v_add_u32_e32 v0, vcc, v1, v13
	v_add_u32_e32 v0, vcc, v0, v9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, v10, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	flat_store_dword v[0:1], v2
.LBB2_4:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	_CopyPadMatrix, .Lfunc_end2-_CopyPadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 200
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	CopyPadMatrix           ; -- Begin function CopyPadMatrix
	.globl	CopyPadMatrix
	.p2align	8
	.type	CopyPadMatrix,@function
CopyPadMatrix:                          ; @CopyPadMatrix
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x18
	s_lshl_b32 s6, s6, 3
	v_or_b32_e32 v0, s6, v0
	s_lshl_b32 s6, s7, 3
	v_or_b32_e32 v1, s6, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v1
	v_cmp_gt_i32_e64 s[0:1], s0, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB3_4
; %bb.1:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x28
	s_load_dword s12, s[4:5], 0x30
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s9, v1
	v_cmp_gt_i32_e64 s[0:1], s8, v0
	s_and_b64 s[8:9], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB3_3
; %bb.2:
	v_mul_lo_u32 v2, v1, s10
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	v_add_u32_e32 v2, vcc, v2, v0
	v_add_u32_e32 v2, vcc, s11, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_u32_e32 v2, vcc, s4, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
.LBB3_3:
	s_or_b64 exec, exec, s[0:1]
	v_mul_lo_u32 v1, v1, s2
	v_mov_b32_e32 v3, s7
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s12, v2
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v0, vcc, s3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
.LBB3_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CopyPadMatrix
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 13
		.amdhsa_reserve_flat_scratch 0
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
	.size	CopyPadMatrix, .Lfunc_end3-CopyPadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 232
; NumSgprs: 15
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.hidden	_CopyMatrix                     ; -- Begin function _CopyMatrix
	.globl	_CopyMatrix
	.p2align	2
	.type	_CopyMatrix,@function
_CopyMatrix:                            ; @_CopyMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s4, s12, 3
	v_and_b32_e32 v0, 0x3ff, v31
	v_add_u32_e32 v0, vcc, s4, v0
	s_lshl_b32 s4, s13, 3
	v_bfe_u32 v1, v31, 10, 10
	v_add_u32_e32 v1, vcc, s4, v1
	v_cmp_lt_i32_e32 vcc, v1, v7
	v_cmp_lt_i32_e64 s[4:5], v0, v6
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_mul_lo_u32 v2, v1, v2
	v_mul_lo_u32 v1, v1, v8
	v_add_u32_e32 v2, vcc, v2, v0
	v_add_u32_e32 v2, vcc, v2, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v2, vcc, v4, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	flat_load_dword v2, v[2:3]
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v0, vcc, v0, v9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, v10, v0
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v12
	flat_store_dword v[0:1], v2
.LBB4_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	_CopyMatrix, .Lfunc_end4-_CopyMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 168
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	CopyMatrix              ; -- Begin function CopyMatrix
	.globl	CopyMatrix
	.p2align	8
	.type	CopyMatrix,@function
CopyMatrix:                             ; @CopyMatrix
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x18
	s_lshl_b32 s6, s6, 3
	v_or_b32_e32 v0, s6, v0
	s_lshl_b32 s6, s7, 3
	v_or_b32_e32 v1, s6, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v1
	v_cmp_gt_i32_e64 s[0:1], s0, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x28
	s_load_dword s8, s[4:5], 0x30
	s_load_dwordx2 s[6:7], s[4:5], 0x8
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v1, s6
	v_mov_b32_e32 v4, s5
	v_mul_lo_u32 v1, v1, s2
	v_add_u32_e32 v2, vcc, v2, v0
	v_add_u32_e32 v2, vcc, s7, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v2, vcc, s4, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v0, vcc, s3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s8, v2
	flat_store_dword v[0:1], v2
.LBB5_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CopyMatrix
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_flat_scratch 0
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
	.size	CopyMatrix, .Lfunc_end5-CopyMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 196
; NumSgprs: 11
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.hidden	_TransposePadMatrix             ; -- Begin function _TransposePadMatrix
	.globl	_TransposePadMatrix
	.p2align	2
	.type	_TransposePadMatrix,@function
_TransposePadMatrix:                    ; @_TransposePadMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s6, s13, 3
	v_and_b32_e32 v14, 0x3ff, v31
	s_lshl_b32 s7, s12, 3
	v_bfe_u32 v15, v31, 10, 10
	v_add_u32_e32 v16, vcc, s6, v14
	v_add_u32_e32 v17, vcc, s7, v15
	v_cmp_lt_i32_e32 vcc, v17, v2
	v_cmp_lt_i32_e64 s[4:5], v16, v1
	s_and_b64 s[8:9], vcc, s[4:5]
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_mul_lo_u32 v1, v17, v3
	v_add_u32_e32 v1, vcc, v1, v16
	v_add_u32_e32 v1, vcc, v1, v4
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v5, v1
	v_addc_u32_e32 v2, vcc, v6, v2, vcc
	flat_load_dword v1, v[1:2]
.LBB6_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v2, 3, v15
	v_add_u32_e32 v2, vcc, v2, v14
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v0, v2
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
	v_add_u32_e32 v1, vcc, s7, v14
	v_add_u32_e32 v2, vcc, s6, v15
	v_cmp_lt_i32_e32 vcc, v1, v7
	v_cmp_lt_i32_e64 s[4:5], v2, v8
	s_and_b64 s[6:7], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB6_4
; %bb.3:
	v_lshlrev_b32_e32 v3, 3, v14
	v_add_u32_e32 v3, vcc, v3, v15
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v0, vcc, v0, v3
	ds_read_b32 v0, v0
	v_mul_lo_u32 v2, v2, v9
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v0, v13
	v_add_u32_e32 v0, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v0, v10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, v11, v0
	v_addc_u32_e32 v1, vcc, v12, v1, vcc
	flat_store_dword v[0:1], v3
.LBB6_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	_TransposePadMatrix, .Lfunc_end6-_TransposePadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 276
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	TransposePadMatrix      ; -- Begin function TransposePadMatrix
	.globl	TransposePadMatrix
	.p2align	8
	.type	TransposePadMatrix,@function
TransposePadMatrix:                     ; @TransposePadMatrix
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x18
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s6, s6, 3
	v_or_b32_e32 v2, s7, v0
	v_or_b32_e32 v4, s6, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v4
	v_cmp_gt_i32_e64 s[0:1], s0, v2
	s_and_b64 s[12:13], vcc, s[0:1]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_mul_lo_u32 v3, v4, s2
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_add_u32_e32 v2, vcc, v3, v2
	v_add_u32_e32 v2, vcc, s3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s13
	v_add_u32_e32 v2, vcc, s12, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v3, v[2:3]
.LBB7_2:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshlrev_b32_e32 v4, 5, v1
	v_or_b32_e32 v2, v4, v2
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v3
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_u32_e32 v3, vcc, s7, v1
	v_cmp_gt_i32_e32 vcc, s8, v2
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB7_4
; %bb.3:
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v0, 5, v0
	v_or_b32_e32 v0, v0, v1
	s_load_dword s2, s[4:5], 0x30
	s_load_dwordx2 s[0:1], s[4:5], 0x28
	ds_read_b32 v0, v0
	v_mul_lo_u32 v1, v3, s10
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, s2, v0
	v_add_u32_e32 v0, vcc, v1, v2
	v_add_u32_e32 v0, vcc, s11, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
.LBB7_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel TransposePadMatrix
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_flat_scratch 0
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
	.size	TransposePadMatrix, .Lfunc_end7-TransposePadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 292
; NumSgprs: 16
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.hidden	_TransposeMatrix                ; -- Begin function _TransposeMatrix
	.globl	_TransposeMatrix
	.p2align	2
	.type	_TransposeMatrix,@function
_TransposeMatrix:                       ; @_TransposeMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s6, s13, 3
	v_and_b32_e32 v14, 0x3ff, v31
	s_lshl_b32 s7, s12, 3
	v_bfe_u32 v15, v31, 10, 10
	v_add_u32_e32 v16, vcc, s6, v14
	v_add_u32_e32 v17, vcc, s7, v15
	v_cmp_lt_i32_e32 vcc, v16, v1
	v_cmp_lt_i32_e64 s[4:5], v17, v2
	s_and_b64 s[8:9], vcc, s[4:5]
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB8_2
; %bb.1:
	v_mul_lo_u32 v1, v17, v3
	v_add_u32_e32 v1, vcc, v1, v16
	v_add_u32_e32 v1, vcc, v1, v4
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v5, v1
	v_addc_u32_e32 v2, vcc, v6, v2, vcc
	flat_load_dword v1, v[1:2]
	v_lshlrev_b32_e32 v2, 3, v15
	v_add_u32_e32 v2, vcc, v2, v14
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v0, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
.LBB8_2:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v1, vcc, s7, v14
	v_add_u32_e32 v2, vcc, s6, v15
	v_cmp_lt_i32_e32 vcc, v1, v7
	v_cmp_lt_i32_e64 s[4:5], v2, v8
	s_and_b64 s[6:7], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB8_4
; %bb.3:
	v_lshlrev_b32_e32 v3, 3, v14
	v_add_u32_e32 v3, vcc, v3, v15
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v0, vcc, v0, v3
	ds_read_b32 v0, v0
	v_mul_lo_u32 v2, v2, v9
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v0, v13
	v_add_u32_e32 v0, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v0, v10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, v11, v0
	v_addc_u32_e32 v1, vcc, v12, v1, vcc
	flat_store_dword v[0:1], v3
.LBB8_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	_TransposeMatrix, .Lfunc_end8-_TransposeMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 272
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	TransposeMatrix         ; -- Begin function TransposeMatrix
	.globl	TransposeMatrix
	.p2align	8
	.type	TransposeMatrix,@function
TransposeMatrix:                        ; @TransposeMatrix
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x18
	s_lshl_b32 s7, s7, 3
	s_lshl_b32 s6, s6, 3
	v_or_b32_e32 v2, s7, v0
	v_or_b32_e32 v3, s6, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s0, v2
	v_cmp_gt_i32_e64 s[0:1], s1, v3
	s_and_b64 s[12:13], vcc, s[0:1]
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB9_2
; %bb.1:
	v_mul_lo_u32 v3, v3, s2
	s_load_dwordx2 s[12:13], s[4:5], 0x10
	v_add_u32_e32 v2, vcc, v3, v2
	v_add_u32_e32 v2, vcc, s3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s13
	v_add_u32_e32 v2, vcc, s12, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshlrev_b32_e32 v4, 5, v1
	v_or_b32_e32 v3, v4, v3
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v2
.LBB9_2:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_u32_e32 v3, vcc, s7, v1
	v_cmp_gt_i32_e32 vcc, s8, v2
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB9_4
; %bb.3:
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v0, 5, v0
	v_or_b32_e32 v0, v0, v1
	s_load_dword s2, s[4:5], 0x30
	s_load_dwordx2 s[0:1], s[4:5], 0x28
	ds_read_b32 v0, v0
	v_mul_lo_u32 v1, v3, s10
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, s2, v0
	v_add_u32_e32 v0, vcc, v1, v2
	v_add_u32_e32 v0, vcc, s11, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
.LBB9_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel TransposeMatrix
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end9:
	.size	TransposeMatrix, .Lfunc_end9-TransposeMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 288
; NumSgprs: 16
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .name:           src_one
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_two
        .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_ld
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_offset
        .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .name:           src
        .offset:         16
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           dest_one
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_two
        .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_ld
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_offset
        .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           dest
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           arg_alpha
        .offset:         48
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .name:           do_conjugate
        .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           CopyPadMatrix
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         CopyPadMatrix.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .name:           src_one
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_two
        .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_ld
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_offset
        .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .name:           src
        .offset:         16
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           dest_one
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_two
        .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_ld
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_offset
        .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           dest
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           arg_alpha
        .offset:         48
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .name:           upper
        .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           lower
        .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           diagonal_imag_zero
        .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           CopyMatrix
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         CopyMatrix.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .name:           src_one
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_two
        .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_ld
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_offset
        .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .name:           src
        .offset:         16
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           dest_one
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_two
        .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_ld
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_offset
        .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           dest
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           arg_alpha
        .offset:         48
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .name:           do_conjugate
        .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           TransposePadMatrix
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         TransposePadMatrix.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .name:           src_one
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_two
        .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_ld
        .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           src_offset
        .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .name:           src
        .offset:         16
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           dest_one
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_two
        .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_ld
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           dest_offset
        .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           dest
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .name:           arg_alpha
        .offset:         48
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .name:           upper
        .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           lower
        .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           diagonal_imag_zero
        .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           TransposeMatrix
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         TransposeMatrix.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
