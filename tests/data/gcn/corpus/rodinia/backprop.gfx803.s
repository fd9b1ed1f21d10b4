	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	bpnn_layerforward_ocl   ; -- Begin function bpnn_layerforward_ocl
	.globl	bpnn_layerforward_ocl
	.p2align	8
	.type	bpnn_layerforward_ocl,@function
bpnn_layerforward_ocl:                  ; @bpnn_layerforward_ocl
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx4 s[48:51], s[8:9], 0x10
	s_load_dwordx2 s[52:53], s[8:9], 0x20
	s_load_dword s56, s[8:9], 0x2c
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v41, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s34, s42, 48
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v1, 2, v44
	v_lshlrev_b32_e32 v0, 4, v40
	v_cmp_eq_u32_e64 s[34:35], 0, v45
	v_add_u32_e32 v47, vcc, s52, v1
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx2 s[6:7], s[42:43], 0x0
	v_or_b32_e32 v1, 1, v0
	v_add_u32_e32 v1, vcc, v1, v44
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v1, vcc, s6, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v1
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s4, s56, 1
	v_add_u32_e32 v0, vcc, v0, v44
	v_mul_lo_u32 v0, v0, s4
	s_add_i32 s4, s56, 2
	v_add_u32_e32 v1, vcc, s4, v45
	v_add_u32_e32 v56, vcc, v1, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s46, s42, 48
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s47, s43, 0
	v_or_b32_e32 v46, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[54:55]
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v56, vcc, s48, v0
	v_addc_u32_e32 v57, vcc, v2, v1, vcc
	flat_load_dword v0, v[56:57]
	v_lshlrev_b32_e32 v1, 4, v44
	v_add_u32_e32 v1, vcc, v1, v45
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v45, vcc, s53, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_waitcnt vmcnt(0)
	ds_write_b32 v45, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_mov_b32 m0, -1
	ds_read_b32 v0, v45
	ds_read_b32 v1, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	ds_read_b32 v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v0
	ds_write_b32 v45, v0
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	v_and_b32_e32 v0, 1, v44
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_read2_b32 v[0:1], v45 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 48
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
	s_swappc_b64 s[30:31], s[54:55]
	v_and_b32_e32 v0, 3, v44
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_read2_b32 v[0:1], v45 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 48
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
	s_swappc_b64 s[30:31], s[54:55]
	v_and_b32_e32 v0, 7, v44
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_read2st64_b32 v[0:1], v45 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 48
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
	s_swappc_b64 s[30:31], s[54:55]
	v_and_b32_e32 v0, 15, v44
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_read2st64_b32 v[0:1], v45 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s42, s42, 48
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s43, s43, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	ds_read_b32 v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[56:57], v0
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mul_lo_u32 v1, v40, s56
	v_lshlrev_b32_e32 v0, 2, v44
	v_add_u32_e32 v0, vcc, s53, v0
	ds_read_b32 v2, v0
	v_add_u32_e32 v0, vcc, v1, v44
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
.LBB0_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bpnn_layerforward_ocl
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 57
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
	.size	bpnn_layerforward_ocl, .Lfunc_end0-bpnn_layerforward_ocl
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1244
; NumSgprs: 63
; NumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 63
; NumVGPRsForWavesPerEU: 58
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
	.protected	bpnn_adjust_weights_ocl ; -- Begin function bpnn_adjust_weights_ocl
	.globl	bpnn_adjust_weights_ocl
	.p2align	8
	.type	bpnn_adjust_weights_ocl,@function
bpnn_adjust_weights_ocl:                ; @bpnn_adjust_weights_ocl
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dword s54, s[8:9], 0x8
	s_load_dwordx2 s[50:51], s[8:9], 0x10
	s_load_dwordx4 s[44:47], s[8:9], 0x20
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 48
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v0, 4, v41
	s_add_i32 s4, s54, 1
	v_add_u32_e32 v1, vcc, v0, v43
	v_mul_lo_u32 v0, v1, s4
	s_add_i32 s54, s54, 2
	v_add_u32_e32 v2, vcc, s54, v42
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v1, vcc, 1, v1
	v_add_u32_e64 v45, vcc, 0, 0
	v_addc_u32_e32 v46, vcc, 1, v42, vcc
	v_ashrrev_i64 v[2:3], 30, v[45:46]
	v_mov_b32_e32 v4, s49
	v_add_u32_e32 v44, vcc, s48, v2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_addc_u32_e32 v45, vcc, v4, v3, vcc
	v_add_u32_e32 v3, vcc, s50, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v4, s51
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_mov_b32_e32 v6, s47
	v_add_u32_e32 v5, vcc, s46, v0
	v_addc_u32_e32 v6, vcc, v6, v1, vcc
	flat_load_dword v7, v[44:45]
	flat_load_dword v8, v[5:6]
	v_mov_b32_e32 v9, s45
	v_add_u32_e32 v0, vcc, s44, v0
	flat_load_dword v2, v[3:4]
	v_addc_u32_e32 v1, vcc, v9, v1, vcc
	flat_load_dword v9, v[0:1]
	s_mov_b32 s48, 0x3e99999a
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v7, s48, v7
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, s48, v8
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v8, v7, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v9, v8
	flat_store_dword v[0:1], v2
	flat_load_dword v0, v[44:45]
	flat_load_dword v1, v[5:6]
	flat_load_dword v2, v[3:4]
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, s48, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, s48, v1
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v1, v0, v2
	v_mov_b32_e32 v0, 1
	flat_store_dword v[5:6], v1
	s_swappc_b64 s[30:31], s[16:17]
	v_or_b32_e32 v0, v43, v41
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v46
	v_mov_b32_e32 v0, v46
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v2, vcc, s46, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v5, v[2:3]
	v_mov_b32_e32 v6, s45
	v_add_u32_e32 v0, vcc, s44, v0
	flat_load_dword v4, v[44:45]
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	flat_load_dword v6, v[0:1]
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v5, s48, v5
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v5, s48, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v6, v5
	flat_store_dword v[0:1], v4
	flat_load_dword v0, v[2:3]
	flat_load_dword v1, v[44:45]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, s48, v0
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v0, s48, v1
	flat_store_dword v[2:3], v0
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bpnn_adjust_weights_ocl
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 55
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
	.size	bpnn_adjust_weights_ocl, .Lfunc_end1-bpnn_adjust_weights_ocl
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 724
; NumSgprs: 61
; NumVgprs: 47
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 47
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
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         32
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         36
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bpnn_layerforward_ocl
    .private_segment_fixed_size: 16384
    .sgpr_count:     63
    .sgpr_spill_count: 0
    .symbol:         bpnn_layerforward_ocl.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bpnn_adjust_weights_ocl
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         bpnn_adjust_weights_ocl.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
