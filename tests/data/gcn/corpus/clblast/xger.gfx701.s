	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.hidden	GetGroupID1                     ; -- Begin function GetGroupID1
	.globl	GetGroupID1
	.p2align	2
	.type	GetGroupID1,@function
GetGroupID1:                            ; @GetGroupID1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	GetGroupID1, .Lfunc_end0-GetGroupID1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 108
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	GetGroupID0                     ; -- Begin function GetGroupID0
	.globl	GetGroupID0
	.p2align	2
	.type	GetGroupID0,@function
GetGroupID0:                            ; @GetGroupID0
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	GetGroupID0, .Lfunc_end1-GetGroupID0
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 108
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	LoadVector                      ; -- Begin function LoadVector
	.globl	LoadVector
	.p2align	2
	.type	LoadVector,@function
LoadVector:                             ; @LoadVector
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v6, v0
	v_cmp_lt_i32_e32 vcc, v6, v1
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mul_lo_u32 v0, v5, v6
	v_add_i32_e32 v0, vcc, v0, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v0, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
.LBB2_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	LoadVector, .Lfunc_end2-LoadVector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 76
; NumSgprs: 34
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	MatrixUpdate                    ; -- Begin function MatrixUpdate
	.globl	MatrixUpdate
	.p2align	2
	.type	MatrixUpdate,@function
MatrixUpdate:                           ; @MatrixUpdate
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v2
	v_cmp_lt_i32_e64 s[4:5], v1, v3
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_mul_lo_u32 v1, v7, v1
	v_add_i32_e32 v0, vcc, v6, v0
	v_mul_f32_e32 v3, v8, v9
	v_add_i32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v0, vcc, v4, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, v3, v10
	flat_store_dword v[0:1], v2
.LBB3_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	MatrixUpdate, .Lfunc_end3-MatrixUpdate
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 104
; NumSgprs: 34
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	MatrixUpdate2                   ; -- Begin function MatrixUpdate2
	.globl	MatrixUpdate2
	.p2align	2
	.type	MatrixUpdate2,@function
MatrixUpdate2:                          ; @MatrixUpdate2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v2
	v_cmp_lt_i32_e64 s[4:5], v1, v3
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_mul_lo_u32 v1, v7, v1
	v_add_i32_e32 v0, vcc, v6, v0
	v_mul_f32_e32 v3, v8, v9
	v_add_i32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v0, vcc, v4, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_load_dword v2, v[0:1]
	v_mul_f32_e32 v4, v11, v12
	v_mul_f32_e32 v4, v4, v13
	v_mac_f32_e32 v4, v3, v10
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v4, v2
	flat_store_dword v[0:1], v2
.LBB4_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	MatrixUpdate2, .Lfunc_end4-MatrixUpdate2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 116
; NumSgprs: 34
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	Xger                    ; -- Begin function Xger
	.globl	Xger
	.p2align	8
	.type	Xger,@function
Xger:                                   ; @Xger
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[58:59], s[8:9], 0x4
	s_load_dwordx4 s[52:55], s[8:9], 0xe
	s_load_dwordx2 s[60:61], s[8:9], 0x6
	s_load_dwordx2 s[46:47], s[8:9], 0x8
	s_load_dwordx2 s[56:57], s[8:9], 0xa
	s_addc_u32 s1, s1, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b32 s45, s14
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v41, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s54, 0
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s13
	s_cbranch_scc1 .LBB5_10
; %bb.1:
	s_movk_i32 s51, 0x48
	s_add_u32 s8, s36, s51
	v_lshlrev_b32_e32 v0, 10, v42
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s55, s55, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v43, v0
	v_cmp_gt_i32_e64 s[34:35], s49, v43
	v_mov_b32_e32 v44, 0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB5_3
; %bb.2:
	v_mul_lo_u32 v0, v43, s61
	v_mov_b32_e32 v2, s59
	v_add_i32_e32 v0, vcc, s60, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v0, vcc, s58, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v44, v[0:1]
.LBB5_3:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s36, s51
	v_lshlrev_b32_e32 v0, 10, v42
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_i32_e32 vcc, s48, v40
	v_mov_b32_e32 v45, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_5
; %bb.4:
	v_mul_lo_u32 v0, v40, s57
	v_mov_b32_e32 v2, s47
	v_add_i32_e64 v0, s[4:5], s56, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e64 v0, s[4:5], s46, v0
	v_addc_u32_e64 v1, s[4:5], v2, v1, s[4:5]
	flat_load_dword v45, v[0:1]
.LBB5_5:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[8:9], s[34:35], vcc
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[54:55], 0
                                        ; implicit-def: $vgpr46
	s_and_saveexec_b64 s[6:7], s[8:9]
; %bb.6:
	v_mul_lo_u32 v46, v43, s53
	s_mov_b64 s[54:55], exec
; %bb.7:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB5_11
.LBB5_8:
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execnz .LBB5_18
.LBB5_9:
	s_endpgm
.LBB5_10:
	s_mov_b64 s[54:55], 0
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr46
	s_cbranch_execz .LBB5_8
.LBB5_11:
	s_movk_i32 s51, 0x48
	s_add_u32 s8, s36, s51
	v_lshlrev_b32_e32 v0, 10, v42
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[62:63]
	s_add_u32 s62, s62, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s63, s63, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[62:63]
	v_mov_b32_e32 v43, v0
	v_cmp_gt_i32_e64 s[34:35], s48, v43
	v_mov_b32_e32 v47, 0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB5_13
; %bb.12:
	v_mul_lo_u32 v0, v43, s61
	v_mov_b32_e32 v2, s59
	v_add_i32_e32 v0, vcc, s60, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v0, vcc, s58, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v47, v[0:1]
.LBB5_13:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s36, s51
	v_lshlrev_b32_e32 v0, 10, v42
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[62:63]
	v_cmp_gt_i32_e32 vcc, s49, v0
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_15
; %bb.14:
	v_mul_lo_u32 v1, v0, s57
	v_mov_b32_e32 v3, s47
	v_add_i32_e64 v1, s[4:5], s56, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 2
	v_add_i32_e64 v1, s[4:5], s46, v1
	v_addc_u32_e64 v2, s[4:5], v3, v2, s[4:5]
	flat_load_dword v1, v[1:2]
.LBB5_15:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], s[34:35], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB5_17
; %bb.16:
	v_mul_lo_u32 v40, v0, s53
	s_or_b64 s[54:55], s[54:55], exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v44, v47
	v_mov_b32_e32 v46, v43
.LBB5_17:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB5_9
.LBB5_18:
	s_load_dwordx2 s[4:5], s[36:37], 0xc
	v_add_i32_e32 v0, vcc, s52, v46
	v_add_i32_e32 v0, vcc, v0, v40
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	v_mul_f32_e32 v3, s50, v44
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, v3, v45
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xger
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 48
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
.Lfunc_end5:
	.size	Xger, .Lfunc_end5-Xger
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 840
; NumSgprs: 68
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 48
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.hidden	_Z12get_group_idj
	.hidden	_Z13get_global_idj
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
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 64
    .name:           Xger
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         Xger.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
