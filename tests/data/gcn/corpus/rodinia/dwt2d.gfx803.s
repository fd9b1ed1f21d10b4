	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	divRndUp                        ; -- Begin function divRndUp
	.globl	divRndUp
	.p2align	2
	.type	divRndUp,@function
divRndUp:                               ; @divRndUp
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_u32_e32 v3, vcc, v1, v2
	v_xor_b32_e32 v3, v3, v2
	v_cvt_f32_u32_e32 v4, v3
	v_sub_u32_e32 v5, vcc, 0, v3
	v_ashrrev_i32_e32 v6, 31, v0
	v_rcp_iflag_f32_e32 v4, v4
	v_add_u32_e32 v7, vcc, v0, v6
	v_xor_b32_e32 v7, v7, v6
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_xor_b32_e32 v2, v6, v2
	v_mul_lo_u32 v5, v5, v4
	v_mul_hi_u32 v5, v4, v5
	v_add_u32_e32 v4, vcc, v4, v5
	v_mul_hi_u32 v4, v7, v4
	v_mul_lo_u32 v5, v4, v3
	v_add_u32_e32 v6, vcc, 1, v4
	v_sub_u32_e32 v5, vcc, v7, v5
	v_cmp_ge_u32_e32 vcc, v5, v3
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_sub_u32_e64 v6, s[4:5], v5, v3
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, vcc, 1, v4
	v_cmp_ge_u32_e32 vcc, v5, v3
	v_cndmask_b32_e32 v3, v4, v6, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, vcc, v3, v2
	v_mul_lo_u32 v1, v2, v1
	v_sub_u32_e32 v0, vcc, v0, v1
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_addc_u32_e32 v0, vcc, 0, v2, vcc
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	divRndUp, .Lfunc_end0-divRndUp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 168
; NumSgprs: 34
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	storeComponents                 ; -- Begin function storeComponents
	.globl	storeComponents
	.p2align	2
	.type	storeComponents,@function
storeComponents:                        ; @storeComponents
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v10, 31, v9
	s_movk_i32 s4, 0xff80
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_u32_e32 v6, vcc, s4, v6
	v_add_u32_e32 v0, vcc, v0, v9
	v_addc_u32_e32 v1, vcc, v1, v10, vcc
	flat_store_dword v[0:1], v6
	v_add_u32_e32 v6, vcc, s4, v7
	v_add_u32_e32 v0, vcc, v2, v9
	v_addc_u32_e32 v1, vcc, v3, v10, vcc
	v_add_u32_e32 v2, vcc, s4, v8
	flat_store_dword v[0:1], v6
	v_add_u32_e32 v0, vcc, v4, v9
	v_addc_u32_e32 v1, vcc, v5, v10, vcc
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	storeComponents, .Lfunc_end1-storeComponents
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 92
; NumSgprs: 34
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	storeComponent                  ; -- Begin function storeComponent
	.globl	storeComponent
	.p2align	2
	.type	storeComponent,@function
storeComponent:                         ; @storeComponent
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v5, vcc, 0xffffff80, v2
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_add_u32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	flat_store_dword v[0:1], v5
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	storeComponent, .Lfunc_end2-storeComponent
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 48
; NumSgprs: 34
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	c_CopySrcToComponents   ; -- Begin function c_CopySrcToComponents
	.globl	c_CopySrcToComponents
	.p2align	8
	.type	c_CopySrcToComponents,@function
c_CopySrcToComponents:                  ; @c_CopySrcToComponents
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx8 s[44:51], s[8:9], 0x0
	s_load_dword s52, s[8:9], 0x20
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 40
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
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
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
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v43, v0, v42
	v_mul_lo_u32 v42, v41, 3
	v_mov_b32_e32 v1, s51
	s_mov_b32 m0, -1
	v_mul_lo_u32 v0, v43, 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_add_u32_e32 v0, vcc, v0, v42
	v_ashrrev_i32_e32 v2, 31, v0
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	flat_load_ushort v2, v[0:1]
	v_add_u32_e32 v0, vcc, 2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_sbyte v0, v[0:1]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v1, 8, v2
	ds_write_b8 v42, v2
	s_waitcnt vmcnt(0)
	ds_write_b8 v42, v0 offset:2
	ds_write_b8 v42, v1 offset:1
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v0, vcc, v43, v41
	v_cmp_gt_i32_e32 vcc, s52, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	ds_read_u8 v1, v42
	ds_read_u8 v4, v42 offset:2
	ds_read_u8 v5, v42 offset:1
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v3, s45
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v6, vcc, s4, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v2, vcc, s44, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, vcc, s4, v5
	flat_store_dword v[2:3], v6
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v2, vcc, s46, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_store_dword v[2:3], v5
	v_add_u32_e32 v2, vcc, s4, v4
	v_mov_b32_e32 v3, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
.LBB3_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel c_CopySrcToComponents
		.amdhsa_group_segment_fixed_size 768
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 53
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
	.size	c_CopySrcToComponents, .Lfunc_end3-c_CopySrcToComponents
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 544
; NumSgprs: 59
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 768 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 59
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
	.protected	c_CopySrcToComponent    ; -- Begin function c_CopySrcToComponent
	.globl	c_CopySrcToComponent
	.p2align	8
	.type	c_CopySrcToComponent,@function
c_CopySrcToComponent:                   ; @c_CopySrcToComponent
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dword s48, s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v41, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v0, v0, v42
	v_mov_b32_e32 v1, s47
	s_mov_b32 m0, -1
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v42, vcc, v0, v40
	v_ashrrev_i32_e32 v43, 31, v42
	v_add_u32_e32 v0, vcc, s46, v42
	v_addc_u32_e32 v1, vcc, v1, v43, vcc
	flat_load_ubyte v0, v[0:1]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(0)
	ds_write_b8 v40, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s48, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	ds_read_u8 v3, v40
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, vcc, 0xffffff80, v3
	flat_store_dword v[0:1], v2
.LBB4_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel c_CopySrcToComponent
		.amdhsa_group_segment_fixed_size 256
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
		.amdhsa_next_free_sgpr 49
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
	.size	c_CopySrcToComponent, .Lfunc_end4-c_CopySrcToComponent
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 408
; NumSgprs: 55
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 55
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
	.hidden	initialize_PixelIO              ; -- Begin function initialize_PixelIO
	.globl	initialize_PixelIO
	.p2align	2
	.type	initialize_PixelIO,@function
initialize_PixelIO:                     ; @initialize_PixelIO
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v3, v3, v2
	v_and_b32_e32 v6, 1, v1
	buffer_store_byte v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, v3, v4
	v_cmp_eq_u32_e32 vcc, 1, v6
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_add_u32_e32 v3, vcc, 4, v0
	buffer_store_dword v1, v3, s[0:3], 0 offen
	v_mul_lo_u32 v1, v5, v2
	v_add_u32_e32 v0, vcc, 8, v0
	buffer_store_dword v2, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v1, v4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	initialize_PixelIO, .Lfunc_end5-initialize_PixelIO
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 80
; NumSgprs: 34
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	init_PixelLoader                ; -- Begin function init_PixelLoader
	.globl	init_PixelLoader
	.p2align	2
	.type	init_PixelLoader,@function
init_PixelLoader:                       ; @init_PixelLoader
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	v_cmp_ge_i32_e64 s[4:5], v3, v1
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.1:
	v_lshlrev_b32_e32 v6, 1, v1
	s_mov_b64 s[6:7], exec
	v_add_u32_e64 v6, s[4:5], -2, v6
; %bb.2:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.3:
	v_cmp_gt_i32_e64 s[4:5], 0, v3
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v6, 0
	s_or_b64 s[6:7], s[6:7], s[4:5]
; %bb.4:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.5:
	v_sub_u32_e64 v3, s[4:5], v6, v3
; %bb.6:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v2, v2, v1
	v_cndmask_b32_e64 v6, 0, 1, vcc
	buffer_store_byte v6, v5, s[0:3], 0 offen
	v_add_u32_e64 v2, s[4:5], v3, v2
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_add_u32_e32 v6, vcc, 4, v5
	buffer_store_dword v2, v6, s[0:3], 0 offen
	v_mul_lo_u32 v2, v4, v1
	v_add_u32_e32 v4, vcc, 8, v5
	buffer_store_dword v1, v4, s[0:3], 0 offen
	v_sub_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v1, vcc, v1, v3
	v_add_u32_e32 v0, vcc, 4, v0
	buffer_store_dword v1, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	init_PixelLoader, .Lfunc_end6-init_PixelLoader
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 212
; NumSgprs: 34
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	clear_PixelLoader               ; -- Begin function clear_PixelLoader
	.globl	clear_PixelLoader
	.p2align	2
	.type	clear_PixelLoader,@function
clear_PixelLoader:                      ; @clear_PixelLoader
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v0, vcc, 4, v0
	v_mov_b32_e32 v2, 0
	buffer_store_dword v2, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 4, v1
	buffer_store_dword v2, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 8, v1
	buffer_store_dword v2, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	clear_PixelLoader, .Lfunc_end7-clear_PixelLoader
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 52
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 1
	.text
	.hidden	loadFrom                        ; -- Begin function loadFrom
	.globl	loadFrom
	.p2align	2
	.type	loadFrom,@function
loadFrom:                               ; @loadFrom
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v5, vcc, 8, v3
	v_add_u32_e32 v7, vcc, 4, v0
	buffer_load_dword v6, v5, s[0:3], 0 offen
	buffer_load_dword v5, v7, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, vcc, v5, v6
	v_cmp_ne_u32_e32 vcc, 0, v4
	buffer_store_dword v5, v7, s[0:3], 0 offen
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB8_4
; %bb.1:
	v_add_u32_e32 v4, vcc, 4, v3
	buffer_load_dword v4, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v5, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB8_3
; %bb.2:
	v_sub_u32_e32 v4, vcc, 0, v6
	v_lshlrev_b32_e32 v6, 1, v6
	v_sub_u32_e32 v5, vcc, v5, v6
	v_add_u32_e32 v0, vcc, 4, v0
	buffer_store_dword v5, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 8, v3
	buffer_store_dword v4, v0, s[0:3], 0 offen
.LBB8_3:
	s_or_b64 exec, exec, s[6:7]
.LBB8_4:
	s_or_b64 exec, exec, s[4:5]
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[3:4], 2, v[5:6]
	v_add_u32_e32 v0, vcc, v1, v3
	v_addc_u32_e32 v1, vcc, v2, v4, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	loadFrom, .Lfunc_end8-loadFrom
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 164
; NumSgprs: 34
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	initialize_BandIO               ; -- Begin function initialize_BandIO
	.globl	initialize_BandIO
	.p2align	2
	.type	initialize_BandIO,@function
initialize_BandIO:                      ; @initialize_BandIO
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshrrev_b32_e32 v5, 31, v3
	v_add_u32_e32 v5, vcc, v3, v5
	v_and_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v3
	v_lshrrev_b32_e32 v3, 31, v1
	v_add_u32_e64 v3, s[4:5], v1, v3
	v_ashrrev_i32_e32 v3, 1, v3
	v_and_b32_e32 v6, 1, v1
	v_add_u32_e64 v9, s[4:5], v3, v6
	v_lshrrev_b32_e32 v6, 31, v2
	v_add_u32_e64 v6, s[4:5], v2, v6
	v_ashrrev_i32_e32 v7, 1, v6
	v_and_b32_e32 v8, 1, v2
	v_ashrrev_i32_e32 v5, 1, v5
	v_add_u32_e64 v10, s[4:5], v7, v8
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_mul_lo_u32 v1, v2, v1
	v_mul_lo_u32 v6, v10, v9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr9
	v_lshrrev_b32_e32 v2, 31, v1
	v_add_u32_e32 v1, vcc, v1, v2
	v_add_u32_e32 v5, vcc, v6, v5
	v_ashrrev_i32_e32 v6, 1, v1
                                        ; implicit-def: $vgpr1
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_lo_u32 v6, v10, v1
	v_mov_b32_e32 v3, v9
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_ubyte v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 12, v0
	v_sub_u32_e32 v9, vcc, v3, v6
	v_add_u32_e32 v10, vcc, 8, v0
	buffer_store_dword v6, v2, s[0:3], 0 offen
	buffer_store_dword v9, v10, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_cmp_ne_u16_e32 vcc, 0, v1
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.5:
	v_mul_lo_u32 v1, v3, v7
	v_mul_lo_u32 v2, v6, v8
	v_add_u32_e32 v1, vcc, v1, v5
	v_add_u32_e32 v1, vcc, v1, v2
; %bb.6:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v0, vcc, 4, v0
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_lshrrev_b32_e32 v0, 31, v4
	v_add_u32_e32 v0, vcc, v4, v0
	v_ashrrev_i32_e32 v0, 1, v0
	v_mul_lo_u32 v0, v3, v0
	v_and_b32_e32 v1, 1, v4
	v_mul_lo_u32 v1, v6, v1
	v_add_u32_e32 v0, vcc, v0, v5
	v_add_u32_e32 v0, vcc, v0, v1
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	initialize_BandIO, .Lfunc_end9-initialize_BandIO
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 300
; NumSgprs: 34
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	saveAndUpdate                   ; -- Begin function saveAndUpdate
	.globl	saveAndUpdate
	.p2align	2
	.type	saveAndUpdate,@function
saveAndUpdate:                          ; @saveAndUpdate
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v7, v0
	v_add_u32_e32 v0, vcc, 4, v7
	buffer_load_dword v0, v0, s[0:3], 0 offen
	v_and_b32_e32 v8, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_mov_b64 s[6:7], -1
	buffer_store_byte v1, v7, s[0:3], 0 offen
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_2
; %bb.1:
	v_add_u32_e32 v1, vcc, 4, v2
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v0, v1
	s_orn2_b64 s[6:7], vcc, exec
.LBB10_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB10_4
; %bb.3:
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read_b32 v5, v5
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, v3, v1
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v5
	v_add_u32_e32 v1, vcc, 4, v7
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, vcc, v6, v0
	buffer_store_dword v0, v1, s[0:3], 0 offen
.LBB10_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end10:
	.size	saveAndUpdate, .Lfunc_end10-saveAndUpdate
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 172
; NumSgprs: 34
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	clear_BandWriter                ; -- Begin function clear_BandWriter
	.globl	clear_BandWriter
	.p2align	2
	.type	clear_BandWriter,@function
clear_BandWriter:                       ; @clear_BandWriter
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, vcc, 4, v1
	v_mov_b32_e32 v3, 0
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 8, v1
	v_add_u32_e32 v1, vcc, 12, v1
	v_add_u32_e32 v0, vcc, 4, v0
	buffer_store_dword v3, v2, s[0:3], 0 offen
	buffer_store_dword v3, v1, s[0:3], 0 offen
	buffer_store_dword v3, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	clear_BandWriter, .Lfunc_end11-clear_BandWriter
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 64
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 1
	.text
	.hidden	init_BandWriter                 ; -- Begin function init_BandWriter
	.globl	init_BandWriter
	.p2align	2
	.type	init_BandWriter,@function
init_BandWriter:                        ; @init_BandWriter
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_ge_i32_e32 vcc, v4, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB12_2
; %bb.1:
	v_add_u32_e32 v2, vcc, 4, v1
	v_mov_b32_e32 v3, 0
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 8, v1
	v_add_u32_e32 v1, vcc, 12, v1
	buffer_store_dword v3, v2, s[0:3], 0 offen
	buffer_store_dword v3, v1, s[0:3], 0 offen
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
.LBB12_2:
	s_or_saveexec_b64 s[6:7], s[4:5]
	v_mov_b32_e32 v6, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB12_10
; %bb.3:
	v_lshrrev_b32_e32 v6, 31, v4
	v_add_u32_e32 v6, vcc, v4, v6
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	v_lshrrev_b32_e32 v4, 31, v2
	v_add_u32_e64 v4, s[4:5], v2, v4
	v_ashrrev_i32_e32 v4, 1, v4
	v_and_b32_e32 v7, 1, v2
	v_add_u32_e64 v10, s[4:5], v4, v7
	v_lshrrev_b32_e32 v7, 31, v3
	v_add_u32_e64 v7, s[4:5], v3, v7
	v_ashrrev_i32_e32 v8, 1, v7
	v_and_b32_e32 v9, 1, v3
	v_ashrrev_i32_e32 v6, 1, v6
	v_add_u32_e64 v11, s[4:5], v8, v9
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.4:
	v_mul_lo_u32 v2, v3, v2
	v_mul_lo_u32 v7, v11, v10
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr10
	v_lshrrev_b32_e32 v3, 31, v2
	v_add_u32_e32 v2, vcc, v2, v3
	v_add_u32_e32 v6, vcc, v7, v6
	v_ashrrev_i32_e32 v7, 1, v2
                                        ; implicit-def: $vgpr2
; %bb.5:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.6:
	v_mul_lo_u32 v7, v11, v2
	v_mov_b32_e32 v4, v10
; %bb.7:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_ubyte v2, v1, s[0:3], 0 offen
	v_add_u32_e32 v3, vcc, 12, v1
	v_sub_u32_e32 v10, vcc, v4, v7
	v_add_u32_e32 v11, vcc, 8, v1
	buffer_store_dword v7, v3, s[0:3], 0 offen
	buffer_store_dword v10, v11, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_cmp_ne_u16_e32 vcc, 0, v2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.8:
	v_mul_lo_u32 v2, v7, v9
	v_mul_lo_u32 v3, v4, v8
	v_add_u32_e32 v2, vcc, v2, v6
	v_add_u32_e32 v2, vcc, v2, v3
; %bb.9:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v1, vcc, 4, v1
	buffer_store_dword v2, v1, s[0:3], 0 offen
	v_lshrrev_b32_e32 v1, 31, v5
	v_add_u32_e32 v1, vcc, v5, v1
	v_and_b32_e32 v2, 1, v5
	v_mul_lo_u32 v2, v7, v2
	v_ashrrev_i32_e32 v1, 1, v1
	v_mul_lo_u32 v1, v4, v1
	v_add_u32_e32 v2, vcc, v2, v6
	v_add_u32_e32 v6, vcc, v2, v1
.LBB12_10:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v0, vcc, 4, v0
	buffer_store_dword v6, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end12:
	.size	init_BandWriter, .Lfunc_end12-init_BandWriter
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 388
; NumSgprs: 34
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	writeLowInto                    ; -- Begin function writeLowInto
	.globl	writeLowInto
	.p2align	2
	.type	writeLowInto,@function
writeLowInto:                           ; @writeLowInto
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v0
	buffer_load_ubyte v6, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 4, v5
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_cmp_eq_u16_e64 s[6:7], 0, v6
	v_cmp_ne_u16_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB13_2
; %bb.1:
	v_add_u32_e32 v6, vcc, 4, v1
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v0, v6
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
.LBB13_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB13_4
; %bb.3:
	v_add_u32_e32 v1, vcc, 12, v1
	buffer_load_dword v8, v1, s[0:3], 0 offen
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read_b32 v4, v4
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_u32_e32 v1, vcc, v2, v6
	v_addc_u32_e32 v2, vcc, v3, v7, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, 4, v5
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, vcc, v8, v0
	buffer_store_dword v0, v1, s[0:3], 0 offen
.LBB13_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	writeLowInto, .Lfunc_end13-writeLowInto
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 188
; NumSgprs: 34
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	writeHighInto                   ; -- Begin function writeHighInto
	.globl	writeHighInto
	.p2align	2
	.type	writeHighInto,@function
writeHighInto:                          ; @writeHighInto
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v0
	buffer_load_ubyte v6, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 4, v5
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_cmp_eq_u16_e64 s[6:7], 0, v6
	v_cmp_ne_u16_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB14_2
; %bb.1:
	v_add_u32_e32 v6, vcc, 4, v1
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v0, v6
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
.LBB14_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB14_4
; %bb.3:
	v_add_u32_e32 v1, vcc, 8, v1
	buffer_load_dword v8, v1, s[0:3], 0 offen
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read_b32 v4, v4
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_u32_e32 v1, vcc, v2, v6
	v_addc_u32_e32 v2, vcc, v3, v7, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, 4, v5
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, vcc, v8, v0
	buffer_store_dword v0, v1, s[0:3], 0 offen
.LBB14_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end14:
	.size	writeHighInto, .Lfunc_end14-writeHighInto
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 188
; NumSgprs: 34
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	horizontalStep                  ; -- Begin function horizontalStep
	.globl	horizontalStep
	.p2align	2
	.type	horizontalStep,@function
horizontalStep:                         ; @horizontalStep
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 ; 4-byte Folded Spill
	s_mov_b32 m0, -1
	ds_read_b32 v56, v0
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v42, v3
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v56
	v_add_u32_e32 v1, vcc, v56, v0
	v_xor_b32_e32 v1, v1, v0
	v_cvt_f32_u32_e32 v2, v1
	v_sub_u32_e32 v3, vcc, 0, v1
	v_writelane_b32 v40, s34, 0
	v_rcp_iflag_f32_e32 v2, v2
	v_mov_b32_e32 v43, v4
	v_ashrrev_i32_e32 v4, 31, v47
	v_writelane_b32 v40, s35, 1
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mov_b32_e32 v41, v5
	v_add_u32_e32 v5, vcc, v47, v4
	v_mul_lo_u32 v3, v3, v2
	v_writelane_b32 v40, s36, 2
	v_xor_b32_e32 v5, v5, v4
	v_writelane_b32 v40, s37, 3
	v_mul_hi_u32 v3, v2, v3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_add_u32_e32 v2, vcc, v2, v3
	v_mul_hi_u32 v2, v5, v2
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_mul_lo_u32 v3, v2, v1
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	v_xor_b32_e32 v0, v4, v0
	v_sub_u32_e32 v3, vcc, v5, v3
	v_add_u32_e32 v4, vcc, 1, v2
	v_writelane_b32 v40, s46, 12
	v_cmp_ge_u32_e32 vcc, v3, v1
	v_writelane_b32 v40, s47, 13
	s_mov_b64 s[40:41], s[4:5]
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sub_u32_e64 v4, s[4:5], v3, v1
	v_writelane_b32 v40, s48, 14
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, vcc, 1, v2
	v_writelane_b32 v40, s49, 15
	v_cmp_ge_u32_e32 vcc, v3, v1
	v_writelane_b32 v40, s50, 16
	v_cndmask_b32_e32 v1, v2, v4, vcc
	v_writelane_b32 v40, s51, 17
	v_xor_b32_e32 v1, v1, v0
	v_writelane_b32 v40, s30, 18
	v_sub_u32_e32 v57, vcc, v1, v0
	v_writelane_b32 v40, s31, 19
	v_mov_b32_e32 v46, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b32 s45, 0
	v_cmp_lt_i32_e32 vcc, 0, v57
	s_addk_i32 s32, 0x1000
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB15_17
; %bb.1:
	v_not_b32_e32 v0, v0
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[48:49], 0
	v_add_u32_e32 v59, vcc, 28, v44
	v_mov_b32_e32 v0, v56
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_local_idj@rel32@hi+12
	s_branch .LBB15_3
.LBB15_2:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[48:49], s[4:5], s[48:49]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB15_17
.LBB15_3:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v60, v0, s45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v1, vcc, v0, v45
	v_add_u32_e32 v2, vcc, v0, v43
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v1, vcc, v59, v1
	v_add_u32_e32 v2, vcc, v59, v2
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	v_add_u32_e32 v0, vcc, v0, v42
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_cmp_lt_i32_e32 vcc, 0, v41
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB15_7
; %bb.4:                                ;   in Loop: Header=BB15_3 Depth=1
	v_cmp_eq_u32_e32 vcc, 1, v41
	s_mov_b64 s[10:11], -1
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB15_6
; %bb.5:                                ;   in Loop: Header=BB15_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v2, v1
	v_add_u32_e32 v3, vcc, 2, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, vcc, v3, v4
	s_mov_b64 s[6:7], exec
	v_ashrrev_i32_e32 v3, 2, v3
	s_xor_b64 s[10:11], exec, -1
.LBB15_6:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], s[10:11], exec
.LBB15_7:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.8:                                ;   in Loop: Header=BB15_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v41
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], vcc, exec
	s_mov_b64 s[4:5], exec
	s_or_b64 s[10:11], s[10:11], s[12:13]
; %bb.9:                                ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.10:                               ;   in Loop: Header=BB15_3 Depth=1
	s_andn2_b64 s[4:5], s[4:5], exec
; %bb.11:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB15_13
; %bb.12:                               ;   in Loop: Header=BB15_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, vcc, v2, v1
	v_lshrrev_b32_e32 v2, 31, v1
	v_add_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i32_e32 v1, 1, v1
	v_sub_u32_e32 v3, vcc, 0, v1
	s_or_b64 s[6:7], s[6:7], exec
.LBB15_13:                              ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB15_15
; %bb.14:                               ;   in Loop: Header=BB15_3 Depth=1
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v3
	ds_write_b32 v0, v1
.LBB15_15:                              ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, s45, v58
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB15_2
; %bb.16:                               ;   in Loop: Header=BB15_3 Depth=1
	ds_read_b32 v0, v44
	s_add_i32 s45, s45, 1
	s_xor_b64 s[4:5], exec, -1
	s_branch .LBB15_2
.LBB15_17:
	s_or_b64 exec, exec, s[46:47]
	v_mul_lo_u32 v56, v57, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v46
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_sub_u32_e32 v57, vcc, v47, v56
	s_swappc_b64 s[30:31], s[16:17]
	v_ashrrev_i32_e32 v58, 31, v57
	v_cmp_lt_u64_e32 vcc, v[0:1], v[57:58]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB15_30
; %bb.18:
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v1, vcc, v0, v45
	v_add_u32_e32 v2, vcc, v0, v43
	v_add_u32_e32 v3, vcc, 28, v44
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v1, vcc, v3, v1
	v_add_u32_e32 v2, vcc, v3, v2
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	v_add_u32_e32 v0, vcc, v0, v42
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v3, v0
	v_cmp_lt_i32_e32 vcc, 0, v41
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB15_22
; %bb.19:
	v_cmp_eq_u32_e32 vcc, 1, v41
	s_mov_b64 s[12:13], -1
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB15_21
; %bb.20:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v2, v1
	v_add_u32_e32 v3, vcc, 2, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, vcc, v3, v4
	s_mov_b64 s[8:9], exec
	v_ashrrev_i32_e32 v3, 2, v3
	s_xor_b64 s[12:13], exec, -1
.LBB15_21:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $vgpr41
.LBB15_22:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.23:
	v_cmp_ne_u32_e32 vcc, 0, v41
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[14:15], vcc, exec
	s_mov_b64 s[6:7], exec
	s_or_b64 s[12:13], s[12:13], s[14:15]
; %bb.24:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.25:
	s_andn2_b64 s[6:7], s[6:7], exec
; %bb.26:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB15_28
; %bb.27:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, vcc, v2, v1
	v_lshrrev_b32_e32 v2, 31, v1
	v_add_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i32_e32 v1, 1, v1
	v_sub_u32_e32 v3, vcc, 0, v1
	s_or_b64 s[8:9], s[8:9], exec
.LBB15_28:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB15_30
; %bb.29:
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v3
	ds_write_b32 v0, v1
.LBB15_30:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v60, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end15:
	.size	horizontalStep, .Lfunc_end15-horizontalStep
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1620
; NumSgprs: 58
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	forEachHorizontalOdd            ; -- Begin function forEachHorizontalOdd
	.globl	forEachHorizontalOdd
	.p2align	2
	.type	forEachHorizontalOdd,@function
forEachHorizontalOdd:                   ; @forEachHorizontalOdd
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
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
	s_mov_b32 m0, -1
	ds_read2_b32 v[44:45], v0 offset1:2
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v41, v3
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v44
	v_add_u32_e32 v3, vcc, v44, v0
	v_xor_b32_e32 v3, v3, v0
	v_cvt_f32_u32_e32 v4, v3
	v_sub_u32_e32 v6, vcc, 0, v3
	v_mul_lo_u32 v2, v45, v2
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_lo_u32 v47, v45, v1
	v_writelane_b32 v40, s36, 2
	v_add_u32_e32 v56, vcc, -1, v2
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_ashrrev_i32_e32 v1, 31, v56
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_mul_lo_u32 v6, v6, v4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	ds_read_b32 v5, v42 offset:24
	v_mul_hi_u32 v2, v4, v6
	v_add_u32_e32 v6, vcc, v56, v1
	v_xor_b32_e32 v6, v6, v1
	v_add_u32_e32 v2, vcc, v4, v2
	v_mul_hi_u32 v2, v6, v2
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_mul_lo_u32 v4, v2, v3
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v46, vcc, v47, v5
	v_xor_b32_e32 v0, v1, v0
	v_sub_u32_e32 v1, vcc, v6, v4
	v_add_u32_e32 v4, vcc, 1, v2
	v_writelane_b32 v40, s46, 12
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_writelane_b32 v40, s47, 13
	s_mov_b64 s[40:41], s[4:5]
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sub_u32_e64 v4, s[4:5], v1, v3
	v_writelane_b32 v40, s48, 14
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_add_u32_e32 v4, vcc, 1, v2
	v_writelane_b32 v40, s49, 15
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_writelane_b32 v40, s50, 16
	v_cndmask_b32_e32 v1, v2, v4, vcc
	v_writelane_b32 v40, s51, 17
	v_xor_b32_e32 v1, v1, v0
	v_writelane_b32 v40, s30, 18
	v_sub_u32_e32 v45, vcc, v1, v0
	v_writelane_b32 v40, s31, 19
	v_mov_b32_e32 v43, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b32 s45, 0
	v_cmp_lt_i32_e32 vcc, 0, v45
	s_addk_i32 s32, 0x1000
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB16_17
; %bb.1:
	v_not_b32_e32 v0, v0
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[48:49], 0
	v_add_u32_e32 v58, vcc, 28, v42
	v_mov_b32_e32 v0, v44
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_local_idj@rel32@hi+12
	s_branch .LBB16_3
.LBB16_2:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[48:49], s[4:5], s[48:49]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB16_17
.LBB16_3:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v59, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v2, vcc, v59, v0
	v_add_u32_e32 v0, vcc, v2, v47
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v58, v0
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_u32_e32 v2, vcc, v2, v46
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v58, v2
	v_cmp_lt_i32_e32 vcc, 0, v41
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB16_7
; %bb.4:                                ;   in Loop: Header=BB16_3 Depth=1
	v_cmp_eq_u32_e32 vcc, 1, v41
	s_mov_b64 s[10:11], -1
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB16_6
; %bb.5:                                ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v1, v0
	v_add_u32_e32 v3, vcc, 2, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, vcc, v3, v4
	s_mov_b64 s[6:7], exec
	v_ashrrev_i32_e32 v3, 2, v3
	s_xor_b64 s[10:11], exec, -1
.LBB16_6:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], s[10:11], exec
.LBB16_7:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.8:                                ;   in Loop: Header=BB16_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v41
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], vcc, exec
	s_mov_b64 s[4:5], exec
	s_or_b64 s[10:11], s[10:11], s[12:13]
; %bb.9:                                ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.10:                               ;   in Loop: Header=BB16_3 Depth=1
	s_andn2_b64 s[4:5], s[4:5], exec
; %bb.11:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB16_13
; %bb.12:                               ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v1, v0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	v_sub_u32_e32 v3, vcc, 0, v0
	s_or_b64 s[6:7], s[6:7], exec
.LBB16_13:                              ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB16_15
; %bb.14:                               ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v3
	ds_write_b32 v2, v0
.LBB16_15:                              ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, s45, v57
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB16_2
; %bb.16:                               ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v42
	s_add_i32 s45, s45, 1
	s_xor_b64 s[4:5], exec, -1
	s_branch .LBB16_2
.LBB16_17:
	s_or_b64 exec, exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v45, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_sub_u32_e32 v44, vcc, v56, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_ashrrev_i32_e32 v45, 31, v44
	v_cmp_lt_u64_e32 vcc, v[0:1], v[44:45]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB16_30
; %bb.18:
	v_sub_u32_e32 v1, vcc, v56, v44
	v_add_u32_e32 v2, vcc, v1, v0
	v_add_u32_e32 v0, vcc, v2, v47
	v_add_u32_e32 v3, vcc, 28, v42
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v3, v0
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_u32_e32 v2, vcc, v2, v46
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v3, v2
	v_cmp_lt_i32_e32 vcc, 0, v41
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB16_22
; %bb.19:
	v_cmp_eq_u32_e32 vcc, 1, v41
	s_mov_b64 s[12:13], -1
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB16_21
; %bb.20:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v1, v0
	v_add_u32_e32 v3, vcc, 2, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, vcc, v3, v4
	s_mov_b64 s[8:9], exec
	v_ashrrev_i32_e32 v3, 2, v3
	s_xor_b64 s[12:13], exec, -1
.LBB16_21:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $vgpr41
.LBB16_22:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.23:
	v_cmp_ne_u32_e32 vcc, 0, v41
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[14:15], vcc, exec
	s_mov_b64 s[6:7], exec
	s_or_b64 s[12:13], s[12:13], s[14:15]
; %bb.24:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.25:
	s_andn2_b64 s[6:7], s[6:7], exec
; %bb.26:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB16_28
; %bb.27:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v1, v0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	v_sub_u32_e32 v3, vcc, 0, v0
	s_or_b64 s[8:9], s[8:9], exec
.LBB16_28:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB16_30
; %bb.29:
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v3
	ds_write_b32 v2, v0
.LBB16_30:
	s_or_b64 exec, exec, s[4:5]
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
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end16:
	.size	forEachHorizontalOdd, .Lfunc_end16-forEachHorizontalOdd
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1592
; NumSgprs: 58
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	forEachHorizontalEven           ; -- Begin function forEachHorizontalEven
	.globl	forEachHorizontalEven
	.p2align	2
	.type	forEachHorizontalEven,@function
forEachHorizontalEven:                  ; @forEachHorizontalEven
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
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
	s_mov_b32 m0, -1
	ds_read2_b32 v[44:45], v0 offset1:2
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v41, v3
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v44
	v_add_u32_e32 v3, vcc, v44, v0
	v_xor_b32_e32 v3, v3, v0
	v_cvt_f32_u32_e32 v4, v3
	v_sub_u32_e32 v6, vcc, 0, v3
	v_mul_lo_u32 v2, v45, v2
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_lo_u32 v46, v45, v1
	v_writelane_b32 v40, s36, 2
	v_add_u32_e32 v47, vcc, -1, v2
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_ashrrev_i32_e32 v1, 31, v47
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_mul_lo_u32 v6, v6, v4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	ds_read_b32 v5, v42 offset:24
	v_mul_hi_u32 v2, v4, v6
	v_add_u32_e32 v6, vcc, v47, v1
	v_xor_b32_e32 v6, v6, v1
	v_add_u32_e32 v2, vcc, v4, v2
	v_mul_hi_u32 v2, v6, v2
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_mul_lo_u32 v4, v2, v3
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v56, vcc, v46, v5
	v_xor_b32_e32 v0, v1, v0
	v_sub_u32_e32 v1, vcc, v6, v4
	v_add_u32_e32 v4, vcc, 1, v2
	v_writelane_b32 v40, s46, 12
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_writelane_b32 v40, s47, 13
	s_mov_b64 s[40:41], s[4:5]
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sub_u32_e64 v4, s[4:5], v1, v3
	v_writelane_b32 v40, s48, 14
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_add_u32_e32 v4, vcc, 1, v2
	v_writelane_b32 v40, s49, 15
	v_cmp_ge_u32_e32 vcc, v1, v3
	v_writelane_b32 v40, s50, 16
	v_cndmask_b32_e32 v1, v2, v4, vcc
	v_writelane_b32 v40, s51, 17
	v_xor_b32_e32 v1, v1, v0
	v_writelane_b32 v40, s30, 18
	v_sub_u32_e32 v45, vcc, v1, v0
	v_writelane_b32 v40, s31, 19
	v_mov_b32_e32 v43, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b32 s45, 0
	v_cmp_lt_i32_e32 vcc, 0, v45
	s_addk_i32 s32, 0x1000
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB17_17
; %bb.1:
	v_not_b32_e32 v0, v0
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[48:49], 0
	v_add_u32_e32 v58, vcc, 28, v42
	v_mov_b32_e32 v0, v44
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_local_idj@rel32@hi+12
	s_branch .LBB17_3
.LBB17_2:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[48:49], s[4:5], s[48:49]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB17_17
.LBB17_3:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v59, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v2, vcc, v59, v0
	v_add_u32_e32 v0, vcc, v2, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v58, v0
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_u32_e32 v2, vcc, v2, v46
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v58, v2
	v_cmp_lt_i32_e32 vcc, 0, v41
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB17_7
; %bb.4:                                ;   in Loop: Header=BB17_3 Depth=1
	v_cmp_eq_u32_e32 vcc, 1, v41
	s_mov_b64 s[10:11], -1
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB17_6
; %bb.5:                                ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v1, v0
	v_add_u32_e32 v3, vcc, 2, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, vcc, v3, v4
	s_mov_b64 s[6:7], exec
	v_ashrrev_i32_e32 v3, 2, v3
	s_xor_b64 s[10:11], exec, -1
.LBB17_6:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], s[10:11], exec
.LBB17_7:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.8:                                ;   in Loop: Header=BB17_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v41
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], vcc, exec
	s_mov_b64 s[4:5], exec
	s_or_b64 s[10:11], s[10:11], s[12:13]
; %bb.9:                                ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.10:                               ;   in Loop: Header=BB17_3 Depth=1
	s_andn2_b64 s[4:5], s[4:5], exec
; %bb.11:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB17_13
; %bb.12:                               ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v1, v0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	v_sub_u32_e32 v3, vcc, 0, v0
	s_or_b64 s[6:7], s[6:7], exec
.LBB17_13:                              ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB17_15
; %bb.14:                               ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v2 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v3
	ds_write_b32 v2, v0 offset:4
.LBB17_15:                              ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, s45, v57
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB17_2
; %bb.16:                               ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v42
	s_add_i32 s45, s45, 1
	s_xor_b64 s[4:5], exec, -1
	s_branch .LBB17_2
.LBB17_17:
	s_or_b64 exec, exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v45, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_sub_u32_e32 v44, vcc, v47, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_ashrrev_i32_e32 v45, 31, v44
	v_cmp_lt_u64_e32 vcc, v[0:1], v[44:45]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB17_30
; %bb.18:
	v_sub_u32_e32 v1, vcc, v47, v44
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v2, vcc, v46, v0
	v_add_u32_e32 v0, vcc, v0, v56
	v_add_u32_e32 v3, vcc, 28, v42
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v3, v0
	ds_read2_b32 v[0:1], v0 offset1:1
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v2, v3
	v_add_u32_e32 v2, vcc, 4, v2
	v_cmp_lt_i32_e32 vcc, 0, v41
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB17_22
; %bb.19:
	v_cmp_eq_u32_e32 vcc, 1, v41
	s_mov_b64 s[12:13], -1
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB17_21
; %bb.20:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v1, v0
	v_add_u32_e32 v3, vcc, 2, v3
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, vcc, v3, v4
	s_mov_b64 s[8:9], exec
	v_ashrrev_i32_e32 v3, 2, v3
	s_xor_b64 s[12:13], exec, -1
.LBB17_21:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $vgpr41
.LBB17_22:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.23:
	v_cmp_ne_u32_e32 vcc, 0, v41
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[14:15], vcc, exec
	s_mov_b64 s[6:7], exec
	s_or_b64 s[12:13], s[12:13], s[14:15]
; %bb.24:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.25:
	s_andn2_b64 s[6:7], s[6:7], exec
; %bb.26:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB17_28
; %bb.27:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v1, v0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	v_sub_u32_e32 v3, vcc, 0, v0
	s_or_b64 s[8:9], s[8:9], exec
.LBB17_28:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB17_30
; %bb.29:
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v3
	ds_write_b32 v2, v0
.LBB17_30:
	s_or_b64 exec, exec, s[4:5]
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
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end17:
	.size	forEachHorizontalEven, .Lfunc_end17-forEachHorizontalEven
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1596
; NumSgprs: 58
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	forEachVerticalOdd              ; -- Begin function forEachVerticalOdd
	.globl	forEachVerticalOdd
	.p2align	2
	.type	forEachVerticalOdd,@function
forEachVerticalOdd:                     ; @forEachVerticalOdd
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 m0, -1
	ds_read_b32 v3, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 2, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB18_18
; %bb.1:
	v_add_u32_e32 v3, vcc, -1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_add_u32_e64 v2, s[4:5], -1, v3
	s_mov_b32 s14, 0
	v_cmp_lt_u32_e64 s[4:5], 2, v2
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB18_13
; %bb.2:
	v_and_b32_e32 v2, 0x7ffffffc, v3
	s_mov_b32 s15, 8
	s_mov_b64 s[10:11], 0
	v_add_u32_e64 v4, s[4:5], 28, v0
	s_branch .LBB18_4
.LBB18_3:                               ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_add_i32 s14, s14, 4
	s_add_i32 s15, s15, 8
	v_cmp_eq_u32_e64 s[4:5], s14, v2
	s_or_b64 s[10:11], s[4:5], s[10:11]
	v_mov_b32_e32 v5, s14
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB18_12
.LBB18_4:                               ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB18_6
; %bb.5:                                ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s4, s15, -6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s4
	s_add_i32 s4, s15, -8
	v_mul_lo_u32 v7, v5, s4
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v7, v1
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e64 v7, s[4:5], v4, v7
	ds_read_b32 v6, v6
	ds_read_b32 v8, v7
	v_add_u32_e64 v5, s[4:5], v7, v5
	ds_read_b32 v7, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v6, s[4:5], v8, v6
	v_lshrrev_b32_e32 v8, 31, v6
	v_add_u32_e64 v6, s[4:5], v6, v8
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v6, s[4:5], v7, v6
	ds_write_b32 v5, v6
.LBB18_6:                               ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB18_8
; %bb.7:                                ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s4, s15, -4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s4
	v_lshlrev_b32_e32 v7, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v8, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v7
	v_lshlrev_b32_e32 v7, 2, v8
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v4, v7
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v8, v7
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v6, s[4:5], v6, v7
	ds_write_b32 v5, v6
.LBB18_8:                               ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB18_10
; %bb.9:                                ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s4, s15, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s4
	v_lshlrev_b32_e32 v7, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v8, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v7
	v_lshlrev_b32_e32 v7, 2, v8
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v4, v7
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v8, v7
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v6, s[4:5], v6, v7
	ds_write_b32 v5, v6
.LBB18_10:                              ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB18_3
; %bb.11:                               ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	v_add_u32_e64 v7, s[4:5], 28, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s15
	v_lshlrev_b32_e32 v8, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v9, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v8
	v_lshlrev_b32_e32 v8, 2, v9
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v8, s[4:5], v7, v8
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v7, v6
	ds_read_b32 v7, v8
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v8, v7
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v6, s[4:5], v6, v7
	ds_write_b32 v5, v6
	s_branch .LBB18_3
.LBB18_12:
	s_or_b64 exec, exec, s[10:11]
.LBB18_13:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v2, 3, v3
	v_cmp_ne_u32_e64 s[4:5], 0, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB18_18
; %bb.14:
	v_lshlrev_b32_e32 v3, 1, v5
	s_mov_b64 s[8:9], 0
	v_add_u32_e64 v4, s[4:5], 28, v0
	s_branch .LBB18_16
.LBB18_15:                              ;   in Loop: Header=BB18_16 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e64 v2, s[4:5], -1, v2
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_add_u32_e64 v3, s[4:5], 2, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB18_18
.LBB18_16:                              ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB18_15
; %bb.17:                               ;   in Loop: Header=BB18_16 Depth=1
	ds_read_b32 v5, v0 offset:8
	v_add_u32_e64 v6, s[4:5], 2, v3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, v6
	v_mul_lo_u32 v7, v5, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v7, v1
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e64 v7, s[4:5], v4, v7
	ds_read_b32 v6, v6
	ds_read_b32 v8, v7
	v_add_u32_e64 v5, s[4:5], v7, v5
	ds_read_b32 v7, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v6, s[4:5], v8, v6
	v_lshrrev_b32_e32 v8, 31, v6
	v_add_u32_e64 v6, s[4:5], v6, v8
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v6, s[4:5], v7, v6
	ds_write_b32 v5, v6
	s_branch .LBB18_15
.LBB18_18:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end18:
	.size	forEachVerticalOdd, .Lfunc_end18-forEachVerticalOdd
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1304
; NumSgprs: 34
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	forEachVerticalEven             ; -- Begin function forEachVerticalEven
	.globl	forEachVerticalEven
	.p2align	2
	.type	forEachVerticalEven,@function
forEachVerticalEven:                    ; @forEachVerticalEven
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 m0, -1
	ds_read_b32 v3, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB19_18
; %bb.1:
	v_lshrrev_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v2
	v_add_u32_e64 v2, s[4:5], -1, v3
	v_add_u32_e64 v3, s[4:5], -2, v3
	v_cmp_lt_u32_e64 s[4:5], 2, v3
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB19_13
; %bb.2:
	v_and_b32_e32 v3, -4, v2
	s_mov_b32 s14, 0
	s_mov_b32 s15, 9
	s_mov_b64 s[10:11], 0
	v_add_u32_e64 v4, s[4:5], 28, v0
	s_branch .LBB19_4
.LBB19_3:                               ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_add_i32 s14, s14, 4
	s_add_i32 s15, s15, 8
	v_cmp_eq_u32_e64 s[4:5], s14, v3
	s_or_b64 s[10:11], s[4:5], s[10:11]
	v_mov_b32_e32 v5, s14
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB19_12
.LBB19_4:                               ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB19_6
; %bb.5:                                ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s4, s15, -6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s4
	v_lshlrev_b32_e32 v7, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v8, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v7
	v_lshlrev_b32_e32 v7, 2, v8
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v4, v7
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_add_u32_e64 v7, s[4:5], 2, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v6, s[4:5], v7, v6
	ds_write_b32 v5, v6
.LBB19_6:                               ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB19_8
; %bb.7:                                ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s4, s15, -4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s4
	v_lshlrev_b32_e32 v7, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v8, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v7
	v_lshlrev_b32_e32 v7, 2, v8
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v4, v7
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_add_u32_e64 v7, s[4:5], 2, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v6, s[4:5], v7, v6
	ds_write_b32 v5, v6
.LBB19_8:                               ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB19_10
; %bb.9:                                ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s4, s15, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s4
	v_lshlrev_b32_e32 v7, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v8, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v7
	v_lshlrev_b32_e32 v7, 2, v8
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v4, v7
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_add_u32_e64 v7, s[4:5], 2, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v6, s[4:5], v7, v6
	ds_write_b32 v5, v6
.LBB19_10:                              ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB19_3
; %bb.11:                               ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	v_add_u32_e64 v7, s[4:5], 28, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s15
	v_lshlrev_b32_e32 v8, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v9, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v8
	v_lshlrev_b32_e32 v8, 2, v9
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v8, s[4:5], v7, v8
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v7, v6
	ds_read_b32 v7, v8
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_add_u32_e64 v7, s[4:5], 2, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v6, s[4:5], v7, v6
	ds_write_b32 v5, v6
	s_branch .LBB19_3
.LBB19_12:
	s_or_b64 exec, exec, s[10:11]
.LBB19_13:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v2, 3, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB19_18
; %bb.14:
	v_lshlrev_b32_e32 v3, 1, v5
	v_add_u32_e64 v3, s[4:5], 3, v3
	s_mov_b64 s[8:9], 0
	v_add_u32_e64 v4, s[4:5], 28, v0
	s_branch .LBB19_16
.LBB19_15:                              ;   in Loop: Header=BB19_16 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e64 v2, s[4:5], -1, v2
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_add_u32_e64 v3, s[4:5], 2, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB19_18
.LBB19_16:                              ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB19_15
; %bb.17:                               ;   in Loop: Header=BB19_16 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, v3
	v_lshlrev_b32_e32 v7, 1, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v8, s[4:5], v6, v1
	v_sub_u32_e64 v6, s[4:5], v6, v7
	v_lshlrev_b32_e32 v7, 2, v8
	v_add_u32_e64 v6, s[4:5], v6, v1
	v_add_u32_e64 v7, s[4:5], v4, v7
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v6, s[4:5], v4, v6
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_add_u32_e64 v7, s[4:5], 2, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e64 v7, s[4:5], v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v6, s[4:5], v7, v6
	ds_write_b32 v5, v6
	s_branch .LBB19_15
.LBB19_18:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end19:
	.size	forEachVerticalEven, .Lfunc_end19-forEachVerticalEven
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1400
; NumSgprs: 34
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	clear_FDWT53Column              ; -- Begin function clear_FDWT53Column
	.globl	clear_FDWT53Column
	.p2align	2
	.type	clear_FDWT53Column,@function
clear_FDWT53Column:                     ; @clear_FDWT53Column
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, vcc, 12, v0
	v_mov_b32_e32 v3, 0
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 16, v0
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 20, v0
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 24, v0
	v_add_u32_e32 v0, vcc, 8, v0
	buffer_store_dword v3, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 4, v1
	buffer_store_dword v3, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 8, v1
	buffer_store_dword v3, v2, s[0:3], 0 offen
	buffer_store_dword v3, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end20:
	.size	clear_FDWT53Column, .Lfunc_end20-clear_FDWT53Column
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 100
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 1
	.text
	.hidden	getColumnOffset                 ; -- Begin function getColumnOffset
	.globl	getColumnOffset
	.p2align	2
	.type	getColumnOffset,@function
getColumnOffset:                        ; @getColumnOffset
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 m0, -1
	ds_read_b32 v1, v1 offset:24
	v_add_u32_e32 v2, vcc, 2, v0
	v_and_b32_e32 v0, 1, v0
	v_lshrrev_b32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v1, v0
	v_add_u32_e32 v1, vcc, v2, v3
	v_ashrrev_i32_e32 v1, 1, v1
	v_add_u32_e32 v0, vcc, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end21:
	.size	getColumnOffset, .Lfunc_end21-getColumnOffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 56
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	initColumn                      ; -- Begin function initColumn
	.globl	initColumn
	.p2align	2
	.type	initColumn,@function
initColumn:                             ; @initColumn
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 17
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s36, 2
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
	v_writelane_b32 v40, s37, 3
	v_mov_b32_e32 v46, v2
	v_writelane_b32 v40, s38, 4
	v_mov_b32_e32 v59, v0
	v_and_b32_e32 v0, 1, v46
	s_mov_b32 m0, -1
	v_writelane_b32 v40, s39, 5
	v_cmp_eq_u32_e64 s[34:35], 1, v0
	ds_read_b32 v0, v59 offset:60
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_mov_b32_e32 v58, v7
	v_writelane_b32 v40, s43, 9
	v_mov_b32_e32 v45, v3
	v_and_b32_e32 v3, 1, v58
	v_writelane_b32 v40, s44, 10
	v_mov_b32_e32 v41, v1
	buffer_store_byte v2, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, 2, v58
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v0, v3
	v_writelane_b32 v40, s45, 11
	v_lshrrev_b32_e32 v2, 31, v1
	v_writelane_b32 v40, s46, 12
	v_add_u32_e32 v1, vcc, v1, v2
	v_writelane_b32 v40, s48, 13
	v_ashrrev_i32_e32 v1, 1, v1
	v_writelane_b32 v40, s49, 14
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v1, vcc, 12, v41
	s_addk_i32 s32, 0x1000
	v_writelane_b32 v40, s30, 15
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v57, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v47, v8
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v43, v5
	v_mov_b32_e32 v44, v4
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	ds_read_b32 v1, v59
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v1, v0
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_add_u32_e32 v58, vcc, v0, v58
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB22_16
; %bb.1:
	v_cmp_ge_i32_e32 vcc, v58, v43
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.2:
	v_lshlrev_b32_e32 v0, 1, v43
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v0, vcc, -2, v0
; %bb.3:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.4:
	v_cmp_gt_i32_e32 vcc, 0, v58
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v0, 0
	s_or_b64 s[6:7], s[6:7], s[10:11]
; %bb.5:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.6:
	v_sub_u32_e32 v58, vcc, v0, v58
; %bb.7:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v0, v56, v43
	v_add_u32_e32 v1, vcc, -2, v47
	buffer_store_byte v46, v42, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v58, v0
	v_cndmask_b32_e64 v2, 0, v0, s[34:35]
	v_mul_lo_u32 v0, v1, v43
	v_add_u32_e32 v1, vcc, 4, v42
	buffer_store_dword v2, v1, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v58, v0
	v_cmp_eq_u32_e32 vcc, v0, v2
	s_and_b64 s[8:9], s[34:35], vcc
	s_and_saveexec_b64 s[6:7], s[8:9]
; %bb.8:
	v_lshlrev_b32_e32 v1, 1, v43
	v_sub_u32_e32 v0, vcc, v0, v1
	v_sub_u32_e32 v43, vcc, 0, v43
; %bb.9:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_u32_e32 v3, vcc, v45, v3
	v_addc_u32_e32 v4, vcc, v44, v4, vcc
	flat_load_dword v1, v[3:4]
	v_add_u32_e32 v3, vcc, 8, v42
	v_add_u32_e32 v4, vcc, 16, v41
	v_add_u32_e32 v0, vcc, v0, v43
	v_cmp_eq_u32_e32 vcc, v0, v2
	s_and_b64 s[8:9], s[34:35], vcc
	buffer_store_dword v43, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	buffer_store_dword v1, v4, s[0:3], 0 offen
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB22_11
; %bb.10:
	v_lshlrev_b32_e32 v1, 1, v43
	v_sub_u32_e32 v0, vcc, v0, v1
	v_sub_u32_e32 v43, vcc, 0, v43
	v_add_u32_e32 v1, vcc, 8, v42
	buffer_store_dword v43, v1, s[0:3], 0 offen
.LBB22_11:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_u32_e32 v3, vcc, v45, v3
	v_addc_u32_e32 v4, vcc, v44, v4, vcc
	flat_load_dword v1, v[3:4]
	v_add_u32_e32 v3, vcc, 20, v41
	v_add_u32_e32 v0, vcc, v0, v43
	v_add_u32_e32 v4, vcc, 8, v41
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v3, s[0:3], 0 offen
	buffer_store_dword v0, v4, s[0:3], 0 offen
	s_and_saveexec_b64 s[6:7], s[34:35]
	s_cbranch_execz .LBB22_15
; %bb.12:
	v_cmp_eq_u32_e32 vcc, v0, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB22_14
; %bb.13:
	v_lshlrev_b32_e32 v1, 1, v43
	v_sub_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v2, vcc, 8, v41
	v_sub_u32_e32 v1, vcc, 0, v43
	buffer_store_dword v0, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 8, v42
	buffer_store_dword v1, v2, s[0:3], 0 offen
.LBB22_14:
	s_or_b64 exec, exec, s[8:9]
.LBB22_15:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr47
                                        ; implicit-def: $vgpr42
	v_add_u32_e32 v0, vcc, v45, v0
	v_addc_u32_e32 v1, vcc, v44, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v1, vcc, 24, v41
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr44
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v1, s[0:3], 0 offen
.LBB22_16:
	s_or_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB22_36
; %bb.17:
	v_cmp_ge_i32_e32 vcc, v58, v43
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[10:11], exec, s[4:5]
; %bb.18:
	v_lshlrev_b32_e32 v0, 1, v43
	s_mov_b64 s[8:9], exec
	v_add_u32_e64 v0, s[4:5], -2, v0
; %bb.19:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.20:
	v_cmp_gt_i32_e64 s[4:5], 0, v58
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v0, 0
	s_or_b64 s[8:9], s[8:9], s[4:5]
; %bb.21:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v1, v58
	s_and_saveexec_b64 s[10:11], s[8:9]
; %bb.22:
	v_sub_u32_e64 v1, s[4:5], v0, v58
; %bb.23:
	s_or_b64 exec, exec, s[10:11]
	v_mul_lo_u32 v3, v56, v43
	v_mul_lo_u32 v2, v47, v43
	v_mov_b32_e32 v5, v43
	buffer_store_byte v46, v42, s[0:3], 0 offen
	v_add_u32_e64 v0, s[4:5], v1, v3
	v_cndmask_b32_e64 v4, 0, v0, s[34:35]
	v_add_u32_e64 v0, s[4:5], 4, v42
	buffer_store_dword v4, v0, s[0:3], 0 offen
	v_add_u32_e64 v0, s[4:5], v1, v2
	s_and_saveexec_b64 s[8:9], s[34:35]
; %bb.24:
	v_lshlrev_b32_e32 v1, 1, v43
	v_sub_u32_e64 v1, s[4:5], 0, v1
	v_sub_u32_e64 v5, s[4:5], 0, v43
	v_cmp_eq_u32_e64 s[4:5], v0, v4
	v_cndmask_b32_e64 v1, 0, v1, s[4:5]
	v_cndmask_b32_e64 v5, v43, v5, s[4:5]
	v_add_u32_e64 v0, s[4:5], v0, v1
; %bb.25:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_u32_e64 v6, s[4:5], v45, v6
	v_addc_u32_e64 v7, s[4:5], v44, v7, s[4:5]
	flat_load_dword v1, v[6:7]
	v_add_u32_e64 v6, s[4:5], 24, v41
	v_add_u32_e64 v0, s[4:5], v0, v5
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v6, s[0:3], 0 offen
	s_and_saveexec_b64 s[8:9], s[34:35]
; %bb.26:
	v_lshlrev_b32_e32 v1, 1, v5
	v_sub_u32_e64 v1, s[4:5], 0, v1
	v_sub_u32_e64 v6, s[4:5], 0, v5
	v_cmp_eq_u32_e64 s[4:5], v0, v4
	v_cndmask_b32_e64 v1, 0, v1, s[4:5]
	v_cndmask_b32_e64 v5, v5, v6, s[4:5]
	v_add_u32_e64 v0, s[4:5], v0, v1
; %bb.27:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_u32_e64 v6, s[4:5], v45, v6
	v_addc_u32_e64 v7, s[4:5], v44, v7, s[4:5]
	flat_load_dword v1, v[6:7]
	v_add_u32_e64 v6, s[4:5], 20, v41
	v_add_u32_e64 v0, s[4:5], v0, v5
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v6, s[0:3], 0 offen
	s_and_saveexec_b64 s[8:9], s[34:35]
; %bb.28:
	v_lshlrev_b32_e32 v1, 1, v5
	v_sub_u32_e64 v1, s[4:5], 0, v1
	v_cmp_eq_u32_e64 s[4:5], v0, v4
	v_cndmask_b32_e64 v1, 0, v1, s[4:5]
	v_add_u32_e64 v0, s[4:5], v0, v1
; %bb.29:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e64 v0, s[4:5], v45, v0
	v_addc_u32_e64 v1, s[4:5], v44, v1, s[4:5]
	flat_load_dword v0, v[0:1]
	v_add_u32_e64 v1, s[4:5], 16, v41
	s_mov_b64 s[4:5], 0
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v1, s[0:3], 0 offen
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.30:
	v_lshlrev_b32_e32 v0, 1, v43
	s_mov_b64 s[4:5], exec
	v_add_u32_e32 v0, vcc, -2, v0
; %bb.31:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.32:
	v_cmp_gt_i32_e32 vcc, 0, v58
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v0, 0
	s_or_b64 s[4:5], s[4:5], s[10:11]
; %bb.33:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
; %bb.34:
	v_sub_u32_e32 v58, vcc, v0, v58
; %bb.35:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v0, vcc, v58, v3
	v_cndmask_b32_e64 v0, 0, v0, s[34:35]
	v_add_u32_e32 v1, vcc, 4, v42
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 8, v42
	buffer_store_dword v43, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v58, v2
	v_add_u32_e32 v1, vcc, 8, v41
	buffer_store_byte v46, v42, s[0:3], 0 offen
	buffer_store_dword v0, v1, s[0:3], 0 offen
.LBB22_36:
	s_or_b64 exec, exec, s[6:7]
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
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end22:
	.size	initColumn, .Lfunc_end22-initColumn
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1984
; NumSgprs: 58
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	loadAndVerticallyTransform      ; -- Begin function loadAndVerticallyTransform
	.globl	loadAndVerticallyTransform
	.p2align	2
	.type	loadAndVerticallyTransform,@function
loadAndVerticallyTransform:             ; @loadAndVerticallyTransform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v6, vcc, 12, v1
	buffer_load_dword v6, v6, s[0:3], 0 offen
	v_add_u32_e32 v7, vcc, 16, v1
	buffer_load_dword v7, v7, s[0:3], 0 offen
	v_add_u32_e32 v8, vcc, 20, v1
	buffer_load_dword v9, v8, s[0:3], 0 offen
	v_add_u32_e32 v8, vcc, 24, v1
	buffer_load_dword v10, v8, s[0:3], 0 offen
	s_mov_b32 m0, -1
	v_and_b32_e32 v2, 1, v2
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e32 v6, vcc, v0, v6
	s_waitcnt vmcnt(2)
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v7, v0 offset:8792
	v_add_u32_e32 v8, vcc, 64, v6
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v6, 2, v7
	v_add_u32_e32 v6, vcc, v8, v6
	s_waitcnt vmcnt(1)
	ds_write_b32 v6, v9
	ds_read_b32 v6, v0 offset:8792
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v6, 3, v6
	v_add_u32_e32 v6, vcc, v8, v6
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v10
	ds_read_b32 v7, v0 offset:4
	v_cmp_eq_u32_e32 vcc, 1, v2
                                        ; implicit-def: $vgpr2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], 1, v7
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.1:
	v_add_u32_e64 v2, s[4:5], 2, v7
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
; %bb.2:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB23_10
; %bb.3:
	v_add_u32_e64 v9, s[4:5], 8, v5
	v_add_u32_e64 v2, s[4:5], 8, v1
	buffer_load_dword v10, v9, s[0:3], 0 offen
	buffer_load_dword v6, v2, s[0:3], 0 offen
	s_mov_b32 s14, 2
	s_mov_b64 s[8:9], 0
	v_add_u32_e64 v5, s[4:5], 4, v5
	s_branch .LBB23_6
.LBB23_4:                               ;   in Loop: Header=BB23_6 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB23_5:                               ;   in Loop: Header=BB23_6 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[11:12], 2, v[6:7]
	ds_read_b32 v7, v0 offset:8792
	v_add_u32_e64 v11, s[4:5], v3, v11
	v_addc_u32_e64 v12, s[4:5], v4, v12, s[4:5]
	flat_load_dword v2, v[11:12]
	s_add_i32 s14, s14, 1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s14
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e64 v7, s[4:5], v8, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v2
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v2, s[4:5], 2, v7
	v_cmp_ge_i32_e64 s[4:5], s14, v2
	s_or_b64 s[8:9], s[4:5], s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB23_9
.LBB23_6:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v6, s[4:5], v6, v10
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB23_5
; %bb.7:                                ;   in Loop: Header=BB23_6 Depth=1
	buffer_load_dword v2, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v6, v2
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB23_4
; %bb.8:                                ;   in Loop: Header=BB23_6 Depth=1
	v_lshlrev_b32_e32 v2, 1, v10
	v_sub_u32_e64 v6, s[4:5], v6, v2
	v_sub_u32_e64 v10, s[4:5], 0, v10
	buffer_store_dword v10, v9, s[0:3], 0 offen
	s_branch .LBB23_4
.LBB23_9:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v3, vcc, 8, v1
	buffer_store_dword v6, v3, s[0:3], 0 offen
.LBB23_10:
	s_or_b64 exec, exec, s[6:7]
	ds_read_b32 v4, v0 offset:8792
	ds_read_b32 v3, v0 offset:40
	v_add_u32_e32 v6, vcc, 16, v1
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v5, v4, v7
	v_mul_lo_u32 v2, v4, v2
	v_lshlrev_b32_e32 v7, 2, v4
	v_lshlrev_b32_e32 v4, 2, v5
	v_add_u32_e32 v4, vcc, v8, v4
	v_add_u32_e32 v5, vcc, v4, v7
	v_lshlrev_b32_e32 v2, 2, v2
	ds_read_b32 v4, v4
	v_add_u32_e32 v2, vcc, v8, v2
	ds_read_b32 v5, v5
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(2)
	buffer_store_dword v4, v6, s[0:3], 0 offen
	v_add_u32_e32 v4, vcc, 20, v1
	v_add_u32_e32 v1, vcc, 24, v1
	v_cmp_lt_i32_e32 vcc, 2, v3
	s_waitcnt lgkmcnt(1)
	buffer_store_dword v5, v4, s[0:3], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v1, s[0:3], 0 offen
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB23_19
; %bb.11:
	v_add_u32_e32 v1, vcc, -1, v3
	v_lshrrev_b32_e32 v1, 1, v1
	v_add_u32_e32 v2, vcc, -1, v1
	v_cmp_lt_u32_e32 vcc, 2, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB23_15
; %bb.12:
	v_and_b32_e32 v2, 0x7ffffffc, v1
	s_mov_b32 s12, 0
	s_mov_b32 s13, 8
	s_mov_b64 s[10:11], 0
.LBB23_13:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v0 offset:44
	s_add_i32 s5, s13, -6
	s_add_i32 s4, s13, -8
	s_add_i32 s14, s13, -4
	s_add_i32 s15, s13, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s5, v4
	v_mul_lo_u32 v6, v4, s4
	v_lshlrev_b32_e32 v4, 2, v4
	s_add_i32 s12, s12, 4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e64 v5, s[4:5], v8, v5
	v_add_u32_e64 v6, s[4:5], v8, v6
	ds_read_b32 v5, v5
	ds_read_b32 v7, v6
	v_add_u32_e64 v4, s[4:5], v6, v4
	ds_read_b32 v6, v4
	v_cmp_eq_u32_e32 vcc, s12, v2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v7, v5
	v_lshrrev_b32_e32 v7, 31, v5
	v_add_u32_e64 v5, s[4:5], v5, v7
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v5, s[4:5], v6, v5
	ds_write_b32 v4, v5
	ds_read_b32 v4, v0 offset:44
	v_mov_b32_e32 v3, s12
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s14, v4
	v_lshlrev_b32_e32 v6, 1, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v7, 2, v5
	v_sub_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v6, s[4:5], v8, v7
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v5, s[4:5], v8, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v5
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v6, s[4:5], v7, v6
	v_lshrrev_b32_e32 v7, 31, v6
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v5, s[4:5], v5, v6
	ds_write_b32 v4, v5
	ds_read_b32 v4, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s15, v4
	v_lshlrev_b32_e32 v6, 1, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v7, 2, v5
	v_sub_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v6, s[4:5], v8, v7
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v5, s[4:5], v8, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v5
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v6, s[4:5], v7, v6
	v_lshrrev_b32_e32 v7, 31, v6
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v5, s[4:5], v5, v6
	ds_write_b32 v4, v5
	ds_read_b32 v4, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s13, v4
	v_lshlrev_b32_e32 v6, 1, v4
	s_add_i32 s13, s13, 8
	s_or_b64 s[10:11], vcc, s[10:11]
	v_lshlrev_b32_e32 v7, 2, v5
	v_sub_u32_e32 v5, vcc, v5, v6
	v_add_u32_e32 v6, vcc, v8, v7
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e32 v5, vcc, v8, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v5
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v4, vcc, v5, v4
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v6, vcc, v7, v6
	v_lshrrev_b32_e32 v7, 31, v6
	v_add_u32_e32 v6, vcc, v6, v7
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v5, vcc, v5, v6
	ds_write_b32 v4, v5
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB23_13
; %bb.14:
	s_or_b64 exec, exec, s[10:11]
.LBB23_15:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v1, 3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB23_18
; %bb.16:
	v_lshlrev_b32_e32 v2, 1, v3
	s_mov_b64 s[8:9], 0
.LBB23_17:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v0 offset:44
	v_add_u32_e32 v4, vcc, 2, v2
	v_add_u32_e32 v1, vcc, -1, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, v4, v3
	v_mul_lo_u32 v6, v3, v2
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_mov_b32_e32 v2, v4
	v_lshlrev_b32_e32 v4, 2, v5
	s_or_b64 s[8:9], vcc, s[8:9]
	v_lshlrev_b32_e32 v5, 2, v6
	v_add_u32_e32 v4, vcc, v8, v4
	v_add_u32_e32 v5, vcc, v8, v5
	ds_read_b32 v4, v4
	ds_read_b32 v6, v5
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, vcc, v5, v3
	ds_read_b32 v5, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, vcc, v6, v4
	v_lshrrev_b32_e32 v6, 31, v4
	v_add_u32_e32 v4, vcc, v4, v6
	v_ashrrev_i32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v4, vcc, v5, v4
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB23_17
.LBB23_18:
	s_or_b64 exec, exec, s[4:5]
	ds_read_b32 v3, v0 offset:40
.LBB23_19:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB23_27
; %bb.20:
	v_lshrrev_b32_e32 v2, 1, v3
	v_add_u32_e32 v1, vcc, -1, v2
	v_add_u32_e32 v2, vcc, -2, v2
	v_cmp_lt_u32_e32 vcc, 2, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB23_24
; %bb.21:
	v_and_b32_e32 v2, -4, v1
	s_mov_b32 s12, 0
	s_mov_b32 s13, 9
	s_mov_b64 s[10:11], 0
.LBB23_22:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v0 offset:44
	s_add_i32 s4, s13, -6
	s_add_i32 s14, s13, -4
	s_add_i32 s15, s13, -2
	s_add_i32 s12, s12, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s4, v4
	v_lshlrev_b32_e32 v6, 1, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_cmp_eq_u32_e32 vcc, s12, v2
	v_lshlrev_b32_e32 v7, 2, v5
	v_sub_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v6, s[4:5], v8, v7
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v5, s[4:5], v8, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v5
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_read_b32 v5, v4
	v_mov_b32_e32 v3, s12
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_add_u32_e64 v6, s[4:5], 2, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 30, v7
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_ashrrev_i32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_write_b32 v4, v5
	ds_read_b32 v4, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s14, v4
	v_lshlrev_b32_e32 v6, 1, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v7, 2, v5
	v_sub_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v6, s[4:5], v8, v7
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v5, s[4:5], v8, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v5
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_add_u32_e64 v6, s[4:5], 2, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 30, v7
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_ashrrev_i32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_write_b32 v4, v5
	ds_read_b32 v4, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s15, v4
	v_lshlrev_b32_e32 v6, 1, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v7, 2, v5
	v_sub_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v6, s[4:5], v8, v7
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v5, s[4:5], v8, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v5
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_add_u32_e64 v6, s[4:5], 2, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 30, v7
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_ashrrev_i32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v5, s[4:5], v6, v5
	ds_write_b32 v4, v5
	ds_read_b32 v4, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s13, v4
	v_lshlrev_b32_e32 v6, 1, v4
	s_add_i32 s13, s13, 8
	s_or_b64 s[10:11], vcc, s[10:11]
	v_lshlrev_b32_e32 v7, 2, v5
	v_sub_u32_e32 v5, vcc, v5, v6
	v_add_u32_e32 v6, vcc, v8, v7
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e32 v5, vcc, v8, v5
	ds_read_b32 v6, v6
	ds_read_b32 v7, v5
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v4, vcc, v5, v4
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v6, vcc, v6, v7
	v_add_u32_e32 v6, vcc, 2, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 30, v7
	v_add_u32_e32 v6, vcc, v6, v7
	v_ashrrev_i32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, vcc, v6, v5
	ds_write_b32 v4, v5
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB23_22
; %bb.23:
	s_or_b64 exec, exec, s[10:11]
.LBB23_24:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v1, 3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB23_27
; %bb.25:
	v_lshlrev_b32_e32 v2, 1, v3
	v_add_u32_e32 v2, vcc, 3, v2
	s_mov_b64 s[4:5], 0
.LBB23_26:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v0 offset:44
	v_add_u32_e32 v1, vcc, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v2, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v2, vcc, 2, v2
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e32 v4, vcc, v4, v5
	v_add_u32_e32 v5, vcc, v8, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v4, vcc, v8, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e32 v3, vcc, v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, vcc, v5, v6
	v_add_u32_e32 v5, vcc, 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, vcc, v5, v4
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB23_26
.LBB23_27:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end23:
	.size	loadAndVerticallyTransform, .Lfunc_end23-loadAndVerticallyTransform
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2528
; NumSgprs: 34
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	transform                       ; -- Begin function transform
	.globl	transform
	.p2align	2
	.type	transform,@function
transform:                              ; @transform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 28
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
	v_writelane_b32 v40, s49, 15
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	v_writelane_b32 v40, s52, 18
	v_writelane_b32 v40, s53, 19
	v_writelane_b32 v40, s54, 20
	v_writelane_b32 v40, s55, 21
	v_writelane_b32 v40, s56, 22
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s57, 23
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
	v_writelane_b32 v40, s58, 24
	v_mov_b32_e32 v57, v0
	v_and_b32_e32 v0, 1, v2
	v_writelane_b32 v40, s59, 25
	v_cmp_eq_u32_e64 s[34:35], 1, v0
	v_and_b32_e32 v0, 1, v1
	s_addk_i32 s32, 0x2000
	v_writelane_b32 v40, s30, 26
	v_cmp_eq_u32_e64 s[36:37], 1, v0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v40, s31, 27
	v_mov_b32_e32 v43, v31
	s_mov_b32 s48, s14
	s_mov_b32 s49, s13
	s_mov_b32 s50, s12
	s_mov_b64 s[40:41], s[10:11]
	s_mov_b64 s[42:43], s[8:9]
	s_mov_b64 s[44:45], s[6:7]
	s_mov_b64 s[46:47], s[4:5]
	v_mov_b32_e32 v41, v9
	v_mov_b32_e32 v47, v8
	v_mov_b32_e32 v59, v7
	buffer_store_dword v6, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v56, v3
	s_getpc_b64 s[38:39]
	s_add_u32 s38, s38, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s39, s39, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[38:39]
	s_mov_b32 m0, -1
	v_mov_b32_e32 v60, v0
	ds_read2_b32 v[62:63], v57 offset1:1
	v_mul_lo_u32 v0, v60, v41
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[42:43]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v44, v0, v63
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s50
	s_mov_b32 s13, s49
	s_mov_b32 s14, s48
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v61, v1
	buffer_store_dword v41, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	ds_read_b32 v45, v57 offset:60
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s50
	s_mov_b32 s13, s49
	s_mov_b32 s14, s48
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v42, v1
	buffer_store_dword v43, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v25, v62
	v_mul_lo_u32 v3, v25, v0
	v_cmp_ne_u64_e32 vcc, 0, v[60:61]
	v_mov_b32_e32 v16, v46
	s_mov_b64 s[8:9], 0
	v_add_u32_e64 v4, s[4:5], v3, v41
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr17
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB24_14
; %bb.1:
	v_cmp_ge_i32_e64 s[4:5], v4, v59
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.2:
	v_lshlrev_b32_e32 v1, 1, v59
	s_mov_b64 s[8:9], exec
	v_add_u32_e64 v1, s[4:5], -2, v1
; %bb.3:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.4:
	v_cmp_gt_i32_e64 s[4:5], 0, v4
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v1, 0
	s_or_b64 s[8:9], s[8:9], s[4:5]
; %bb.5:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
; %bb.6:
	v_sub_u32_e64 v4, s[4:5], v1, v4
; %bb.7:
	s_or_b64 exec, exec, s[10:11]
	v_mul_lo_u32 v1, v47, v59
	v_add_u32_e64 v2, s[4:5], -2, v44
	v_mul_lo_u32 v2, v2, v59
	v_add_u32_e64 v1, s[4:5], v4, v1
	v_cndmask_b32_e64 v17, 0, v1, s[36:37]
	v_add_u32_e64 v1, s[4:5], v4, v2
	v_mov_b32_e32 v18, v59
	s_and_saveexec_b64 s[8:9], s[36:37]
; %bb.8:
	v_lshlrev_b32_e32 v2, 1, v59
	v_sub_u32_e64 v2, s[4:5], 0, v2
	v_sub_u32_e64 v4, s[4:5], 0, v59
	v_cmp_eq_u32_e64 s[4:5], v1, v17
	v_cndmask_b32_e64 v2, 0, v2, s[4:5]
	v_cndmask_b32_e64 v18, v59, v4, s[4:5]
	v_add_u32_e64 v1, s[4:5], v2, v1
; %bb.9:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_add_u32_e64 v4, s[4:5], v56, v4
	v_addc_u32_e64 v5, s[4:5], v16, v5, s[4:5]
	flat_load_dword v19, v[4:5]
	v_add_u32_e64 v1, s[4:5], v1, v18
	s_and_saveexec_b64 s[8:9], s[36:37]
; %bb.10:
	v_lshlrev_b32_e32 v2, 1, v18
	v_sub_u32_e64 v2, s[4:5], 0, v2
	v_sub_u32_e64 v4, s[4:5], 0, v18
	v_cmp_eq_u32_e64 s[4:5], v1, v17
	v_cndmask_b32_e64 v2, 0, v2, s[4:5]
	v_cndmask_b32_e64 v18, v18, v4, s[4:5]
	v_add_u32_e64 v1, s[4:5], v2, v1
; %bb.11:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_add_u32_e64 v4, s[4:5], v56, v4
	v_addc_u32_e64 v5, s[4:5], v16, v5, s[4:5]
	flat_load_dword v21, v[4:5]
	v_add_u32_e64 v60, s[4:5], v1, v18
	s_and_saveexec_b64 s[8:9], s[36:37]
; %bb.12:
	v_lshlrev_b32_e32 v1, 1, v18
	v_sub_u32_e64 v1, s[4:5], 0, v1
	v_sub_u32_e64 v2, s[4:5], 0, v18
	v_cmp_eq_u32_e64 s[4:5], v60, v17
	v_cndmask_b32_e64 v1, 0, v1, s[4:5]
	v_cndmask_b32_e64 v18, v18, v2, s[4:5]
	v_add_u32_e64 v60, s[4:5], v1, v60
; %bb.13:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshlrev_b64 v[1:2], 2, v[60:61]
                                        ; implicit-def: $vgpr4
	v_add_u32_e64 v1, s[4:5], v56, v1
	v_addc_u32_e64 v2, s[4:5], v16, v2, s[4:5]
	flat_load_dword v20, v[1:2]
.LBB24_14:
	s_or_saveexec_b64 s[10:11], s[6:7]
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB24_32
; %bb.15:
	v_cmp_ge_i32_e64 s[4:5], v4, v59
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[12:13], exec, s[6:7]
; %bb.16:
	v_lshlrev_b32_e32 v1, 1, v59
	s_mov_b64 s[8:9], exec
	v_add_u32_e64 v1, s[6:7], -2, v1
; %bb.17:
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
; %bb.18:
	v_cmp_gt_i32_e64 s[6:7], 0, v4
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[6:7], s[6:7], exec
	v_mov_b32_e32 v1, 0
	s_or_b64 s[8:9], s[8:9], s[6:7]
; %bb.19:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v2, v4
	s_and_saveexec_b64 s[12:13], s[8:9]
; %bb.20:
	v_sub_u32_e64 v2, s[6:7], v1, v4
; %bb.21:
	s_or_b64 exec, exec, s[12:13]
	v_mul_lo_u32 v5, v47, v59
	v_mul_lo_u32 v6, v44, v59
	v_mov_b32_e32 v8, v59
	v_add_u32_e64 v1, s[6:7], v2, v5
	v_cndmask_b32_e64 v7, 0, v1, s[36:37]
	v_add_u32_e64 v1, s[6:7], v2, v6
	s_and_saveexec_b64 s[8:9], s[36:37]
; %bb.22:
	v_lshlrev_b32_e32 v2, 1, v59
	v_sub_u32_e64 v2, s[6:7], 0, v2
	v_sub_u32_e64 v8, s[6:7], 0, v59
	v_cmp_eq_u32_e64 s[6:7], v1, v7
	v_cndmask_b32_e64 v2, 0, v2, s[6:7]
	v_cndmask_b32_e64 v8, v59, v8, s[6:7]
	v_add_u32_e64 v1, s[6:7], v2, v1
; %bb.23:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[9:10], 2, v[1:2]
	v_add_u32_e64 v9, s[6:7], v56, v9
	v_addc_u32_e64 v10, s[6:7], v16, v10, s[6:7]
	s_waitcnt vmcnt(0)
	flat_load_dword v20, v[9:10]
	v_add_u32_e64 v1, s[6:7], v1, v8
	s_and_saveexec_b64 s[8:9], s[36:37]
; %bb.24:
	v_lshlrev_b32_e32 v2, 1, v8
	v_sub_u32_e64 v2, s[6:7], 0, v2
	v_sub_u32_e64 v9, s[6:7], 0, v8
	v_cmp_eq_u32_e64 s[6:7], v1, v7
	v_cndmask_b32_e64 v2, 0, v2, s[6:7]
	v_cndmask_b32_e64 v8, v8, v9, s[6:7]
	v_add_u32_e64 v1, s[6:7], v2, v1
; %bb.25:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[9:10], 2, v[1:2]
	v_lshlrev_b32_e32 v2, 1, v8
	v_add_u32_e64 v9, s[6:7], v56, v9
	v_addc_u32_e64 v10, s[6:7], v16, v10, s[6:7]
	v_add_u32_e64 v1, s[6:7], v1, v8
	v_cmp_eq_u32_e64 s[6:7], v1, v7
	v_sub_u32_e64 v2, s[8:9], 0, v2
	s_and_b64 s[6:7], s[36:37], s[6:7]
	v_cndmask_b32_e64 v2, 0, v2, s[6:7]
	v_add_u32_e64 v1, s[6:7], v2, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e64 v1, s[6:7], v56, v1
	v_addc_u32_e64 v2, s[6:7], v16, v2, s[6:7]
	flat_load_dword v21, v[9:10]
	flat_load_dword v19, v[1:2]
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.26:
	v_lshlrev_b32_e32 v1, 1, v59
	s_mov_b64 s[6:7], exec
	v_add_u32_e64 v1, s[4:5], -2, v1
; %bb.27:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.28:
	v_cmp_gt_i32_e64 s[4:5], 0, v4
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v1, 0
	s_or_b64 s[6:7], s[6:7], s[4:5]
; %bb.29:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.30:
	v_sub_u32_e64 v4, s[4:5], v1, v4
; %bb.31:
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e64 v1, s[4:5], v4, v5
	v_cndmask_b32_e64 v17, 0, v1, s[36:37]
	v_add_u32_e64 v60, s[4:5], v4, v6
	v_mov_b32_e32 v18, v59
.LBB24_32:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_u64_e64 s[38:39], 3, v[41:42]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v62, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_and_saveexec_b64 s[8:9], s[38:39]
	s_cbranch_execz .LBB24_66
; %bb.33:
	v_cmp_eq_u64_e64 s[4:5], 0, v[41:42]
	s_mov_b64 s[10:11], 0
	v_cndmask_b32_e64 v1, -3, v25, s[4:5]
	v_add_u32_e64 v1, s[4:5], v1, v41
	v_add_u32_e64 v2, s[4:5], 2, v1
	v_lshrrev_b32_e32 v4, 31, v2
	v_add_u32_e64 v5, s[4:5], v2, v4
	v_and_b32_e32 v4, 1, v1
	v_add_u32_e64 v3, s[4:5], v3, v1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB24_47
; %bb.34:
	v_cmp_ge_i32_e32 vcc, v3, v59
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.35:
	v_lshlrev_b32_e32 v1, 1, v59
	s_mov_b64 s[10:11], exec
	v_add_u32_e32 v1, vcc, -2, v1
; %bb.36:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.37:
	v_cmp_gt_i32_e32 vcc, 0, v3
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], vcc, exec
	v_mov_b32_e32 v1, 0
	s_or_b64 s[10:11], s[10:11], s[12:13]
; %bb.38:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]
; %bb.39:
	v_sub_u32_e32 v3, vcc, v1, v3
; %bb.40:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v1, v47, v59
	v_add_u32_e32 v2, vcc, -2, v44
	v_mul_lo_u32 v2, v2, v59
	v_add_u32_e32 v1, vcc, v3, v1
	v_cndmask_b32_e64 v1, 0, v1, s[36:37]
	buffer_store_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	v_add_u32_e32 v1, vcc, v3, v2
	v_mov_b32_e32 v7, v59
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB24_42
; %bb.41:
	buffer_load_dword v6, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v2, 1, v59
	v_sub_u32_e32 v2, vcc, 0, v2
	v_sub_u32_e32 v3, vcc, 0, v59
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cndmask_b32_e32 v7, v59, v3, vcc
	v_add_u32_e32 v1, vcc, v2, v1
.LBB24_42:
	s_or_b64 exec, exec, s[4:5]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_u32_e32 v2, vcc, v56, v2
	v_addc_u32_e32 v3, vcc, v16, v3, vcc
	flat_load_dword v22, v[2:3]
	v_add_u32_e32 v1, vcc, v1, v7
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB24_44
; %bb.43:
	buffer_load_dword v6, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v2, 1, v7
	v_sub_u32_e32 v2, vcc, 0, v2
	v_sub_u32_e32 v3, vcc, 0, v7
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_cndmask_b32_e32 v7, v7, v3, vcc
	v_add_u32_e32 v1, vcc, v2, v1
.LBB24_44:
	s_or_b64 exec, exec, s[4:5]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	buffer_store_dword v7, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_add_u32_e32 v2, vcc, v56, v2
	v_addc_u32_e32 v3, vcc, v16, v3, vcc
	flat_load_dword v24, v[2:3]
	v_add_u32_e32 v62, vcc, v1, v7
	s_and_saveexec_b64 s[10:11], s[36:37]
	s_cbranch_execz .LBB24_46
; %bb.45:
	buffer_load_dword v6, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 1, v6
	v_sub_u32_e32 v1, vcc, 0, v1
	v_sub_u32_e32 v2, vcc, 0, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v62, v3
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_add_u32_e64 v62, s[4:5], v1, v62
	v_cndmask_b32_e32 v6, v6, v2, vcc
	buffer_store_dword v6, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
.LBB24_46:
	s_or_b64 exec, exec, s[10:11]
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshlrev_b64 v[1:2], 2, v[62:63]
                                        ; implicit-def: $vgpr3
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v16, v2, vcc
	flat_load_dword v23, v[1:2]
.LBB24_47:
	s_or_saveexec_b64 s[10:11], s[6:7]
	v_mul_lo_u32 v4, v4, v45
	v_ashrrev_i32_e32 v5, 1, v5
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB24_65
; %bb.48:
	v_cmp_ge_i32_e32 vcc, v3, v59
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[12:13], exec, s[4:5]
; %bb.49:
	v_lshlrev_b32_e32 v1, 1, v59
	s_mov_b64 s[6:7], exec
	v_add_u32_e64 v1, s[4:5], -2, v1
; %bb.50:
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
; %bb.51:
	v_cmp_gt_i32_e64 s[4:5], 0, v3
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v1, 0
	s_or_b64 s[6:7], s[6:7], s[4:5]
; %bb.52:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v2, v3
	s_and_saveexec_b64 s[12:13], s[6:7]
; %bb.53:
	v_sub_u32_e64 v2, s[4:5], v1, v3
; %bb.54:
	s_or_b64 exec, exec, s[12:13]
	v_mul_lo_u32 v6, v47, v59
	v_mul_lo_u32 v7, v44, v59
	v_mov_b32_e32 v9, v59
	v_add_u32_e64 v1, s[4:5], v2, v6
	v_cndmask_b32_e64 v8, 0, v1, s[36:37]
	v_add_u32_e64 v1, s[4:5], v2, v7
	s_and_saveexec_b64 s[6:7], s[36:37]
; %bb.55:
	v_lshlrev_b32_e32 v2, 1, v59
	v_sub_u32_e64 v2, s[4:5], 0, v2
	v_sub_u32_e64 v9, s[4:5], 0, v59
	v_cmp_eq_u32_e64 s[4:5], v1, v8
	v_cndmask_b32_e64 v2, 0, v2, s[4:5]
	v_cndmask_b32_e64 v9, v59, v9, s[4:5]
	v_add_u32_e64 v1, s[4:5], v2, v1
; %bb.56:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[10:11], 2, v[1:2]
	v_add_u32_e64 v10, s[4:5], v56, v10
	v_addc_u32_e64 v11, s[4:5], v16, v11, s[4:5]
	s_waitcnt vmcnt(0)
	flat_load_dword v23, v[10:11]
	v_add_u32_e64 v1, s[4:5], v1, v9
	s_and_saveexec_b64 s[6:7], s[36:37]
; %bb.57:
	v_lshlrev_b32_e32 v2, 1, v9
	v_sub_u32_e64 v2, s[4:5], 0, v2
	v_sub_u32_e64 v10, s[4:5], 0, v9
	v_cmp_eq_u32_e64 s[4:5], v1, v8
	v_cndmask_b32_e64 v2, 0, v2, s[4:5]
	v_cndmask_b32_e64 v9, v9, v10, s[4:5]
	v_add_u32_e64 v1, s[4:5], v2, v1
; %bb.58:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[10:11], 2, v[1:2]
	v_lshlrev_b32_e32 v2, 1, v9
	v_add_u32_e64 v10, s[4:5], v56, v10
	v_addc_u32_e64 v11, s[4:5], v16, v11, s[4:5]
	v_add_u32_e64 v1, s[4:5], v1, v9
	v_cmp_eq_u32_e64 s[4:5], v1, v8
	v_sub_u32_e64 v2, s[6:7], 0, v2
	s_and_b64 s[4:5], s[36:37], s[4:5]
	v_cndmask_b32_e64 v2, 0, v2, s[4:5]
	v_add_u32_e64 v1, s[4:5], v2, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e64 v1, s[4:5], v56, v1
	v_addc_u32_e64 v2, s[4:5], v16, v2, s[4:5]
	flat_load_dword v24, v[10:11]
	flat_load_dword v22, v[1:2]
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.59:
	v_lshlrev_b32_e32 v1, 1, v59
	s_mov_b64 s[4:5], exec
	v_add_u32_e32 v1, vcc, -2, v1
; %bb.60:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
; %bb.61:
	v_cmp_gt_i32_e32 vcc, 0, v3
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[12:13], vcc, exec
	v_mov_b32_e32 v1, 0
	s_or_b64 s[4:5], s[4:5], s[12:13]
; %bb.62:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
; %bb.63:
	v_sub_u32_e32 v3, vcc, v1, v3
; %bb.64:
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v1, vcc, v3, v6
	v_cndmask_b32_e64 v1, 0, v1, s[36:37]
	v_add_u32_e32 v62, vcc, v3, v7
	buffer_store_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
.LBB24_65:
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v5, vcc, v4, v5
.LBB24_66:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b32_e32 v1, 31, v25
	v_add_u32_e32 v1, vcc, v25, v1
	v_ashrrev_i32_e32 v1, 1, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_or_b32_e32 v4, v42, v2
	v_mov_b32_e32 v3, 0
	v_cmp_ne_u64_e32 vcc, 0, v[3:4]
                                        ; implicit-def: $vgpr3_vgpr4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB24_68
; %bb.67:
	v_cvt_f32_u32_e32 v3, v1
	v_cvt_f32_u32_e32 v4, v2
	v_sub_u32_e32 v10, vcc, 0, v1
	v_subb_u32_e32 v11, vcc, 0, v2, vcc
	v_mac_f32_e32 v3, 0x4f800000, v4
	v_rcp_f32_e32 v3, v3
	v_mov_b32_e32 v14, 0
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v4, 0x2f800000, v3
	v_trunc_f32_e32 v4, v4
	v_mac_f32_e32 v3, 0xcf800000, v4
	v_cvt_u32_f32_e32 v8, v4
	v_cvt_u32_f32_e32 v9, v3
	v_mul_lo_u32 v6, v10, v8
	v_mad_u64_u32 v[3:4], s[4:5], v10, v9, 0
	v_mul_lo_u32 v7, v11, v9
	v_add_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v13, vcc, v4, v7
	v_mul_hi_u32 v12, v9, v3
	v_mad_u64_u32 v[6:7], s[4:5], v9, v13, 0
	v_mad_u64_u32 v[3:4], s[4:5], v8, v3, 0
	v_add_u32_e32 v12, vcc, v12, v6
	v_addc_u32_e32 v15, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[4:5], v8, v13, 0
	v_add_u32_e32 v3, vcc, v12, v3
	v_addc_u32_e32 v3, vcc, v15, v4, vcc
	v_addc_u32_e32 v4, vcc, v7, v14, vcc
	v_add_u32_e32 v3, vcc, v3, v6
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	v_add_u32_e32 v12, vcc, v9, v3
	v_addc_u32_e32 v13, vcc, v8, v4, vcc
	v_mad_u64_u32 v[3:4], s[4:5], v10, v12, 0
	v_mul_lo_u32 v8, v10, v13
	v_mul_lo_u32 v9, v11, v12
	v_mul_hi_u32 v10, v12, v3
	v_mad_u64_u32 v[6:7], s[4:5], v13, v3, 0
	v_add_u32_e32 v4, vcc, v4, v8
	v_add_u32_e32 v4, vcc, v4, v9
	v_mad_u64_u32 v[8:9], s[4:5], v12, v4, 0
	v_mad_u64_u32 v[3:4], s[4:5], v13, v4, 0
	v_add_u32_e32 v8, vcc, v10, v8
	v_addc_u32_e32 v9, vcc, 0, v9, vcc
	v_add_u32_e32 v6, vcc, v8, v6
	v_addc_u32_e32 v6, vcc, v9, v7, vcc
	v_addc_u32_e32 v4, vcc, v4, v14, vcc
	v_add_u32_e32 v3, vcc, v6, v3
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	v_add_u32_e32 v6, vcc, v12, v3
	v_addc_u32_e32 v7, vcc, v13, v4, vcc
	v_mad_u64_u32 v[3:4], s[4:5], v41, v7, 0
	v_mul_hi_u32 v8, v41, v6
	v_add_u32_e32 v8, vcc, v8, v3
	v_addc_u32_e32 v9, vcc, 0, v4, vcc
	v_mad_u64_u32 v[3:4], s[4:5], v42, v6, 0
	v_mad_u64_u32 v[6:7], s[4:5], v42, v7, 0
	v_add_u32_e32 v3, vcc, v8, v3
	v_addc_u32_e32 v3, vcc, v9, v4, vcc
	v_addc_u32_e32 v4, vcc, v7, v14, vcc
	v_add_u32_e32 v6, vcc, v3, v6
	v_addc_u32_e32 v7, vcc, 0, v4, vcc
	v_mul_lo_u32 v8, v1, v7
	v_mad_u64_u32 v[3:4], s[4:5], v1, v6, 0
	v_mul_lo_u32 v9, v2, v6
	v_add_u32_e32 v4, vcc, v4, v8
	v_add_u32_e32 v4, vcc, v4, v9
	v_sub_u32_e32 v8, vcc, v42, v4
	v_sub_u32_e32 v3, vcc, v41, v3
	v_subb_u32_e64 v8, s[4:5], v8, v2, vcc
	v_sub_u32_e64 v9, s[4:5], v3, v1
	v_subbrev_u32_e64 v8, s[4:5], 0, v8, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v8, v2
	v_cndmask_b32_e64 v10, 0, -1, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v9, v1
	v_cndmask_b32_e64 v9, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v8, v2
	v_cndmask_b32_e64 v8, v10, v9, s[4:5]
	v_add_u32_e64 v9, s[4:5], 2, v6
	v_addc_u32_e64 v10, s[4:5], 0, v7, s[4:5]
	v_add_u32_e64 v11, s[4:5], 1, v6
	v_addc_u32_e64 v12, s[4:5], 0, v7, s[4:5]
	v_subb_u32_e32 v4, vcc, v42, v4, vcc
	v_cmp_ne_u32_e64 s[4:5], 0, v8
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e64 v8, v12, v10, s[4:5]
	v_cndmask_b32_e64 v10, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v3, v1
	v_cndmask_b32_e64 v1, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v1, v10, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v7, v8, vcc
	v_cndmask_b32_e64 v1, v11, v9, s[4:5]
	v_cndmask_b32_e32 v3, v6, v1, vcc
                                        ; implicit-def: $vgpr1_vgpr2
.LBB24_68:
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB24_70
; %bb.69:
	v_cvt_f32_u32_e32 v2, v1
	v_sub_u32_e32 v3, vcc, 0, v1
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, vcc, v2, v3
	v_mul_hi_u32 v2, v41, v2
	v_mul_lo_u32 v3, v2, v1
	v_add_u32_e32 v4, vcc, 1, v2
	v_sub_u32_e32 v3, vcc, v41, v3
	v_sub_u32_e32 v6, vcc, v3, v1
	v_cmp_ge_u32_e32 vcc, v3, v1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_add_u32_e32 v4, vcc, 1, v2
	v_cmp_ge_u32_e32 vcc, v3, v1
	v_cndmask_b32_e32 v3, v2, v4, vcc
	v_mov_b32_e32 v1, 0
.LBB24_70:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v1, vcc, -1, v25
	v_mad_u64_u32 v[1:2], s[4:5], v3, v1, 0
	v_lshlrev_b64 v[2:3], 1, v[41:42]
	v_mul_lo_u32 v3, v0, v25
	v_sub_u32_e32 v0, vcc, v2, v1
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v2, vcc, v0, v3
	v_cmp_lt_i32_e32 vcc, v2, v59
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v43, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB24_78
; %bb.71:
	v_lshrrev_b32_e32 v1, 31, v2
	v_add_u32_e32 v1, vcc, v2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	v_lshrrev_b32_e32 v2, 31, v59
	v_add_u32_e64 v2, s[4:5], v59, v2
	v_ashrrev_i32_e32 v2, 1, v2
	v_and_b32_e32 v3, 1, v59
	v_add_u32_e64 v6, s[4:5], v2, v3
	v_lshrrev_b32_e32 v3, 31, v47
	v_add_u32_e64 v3, s[4:5], v47, v3
	v_ashrrev_i32_e32 v3, 1, v3
	v_and_b32_e32 v4, 1, v47
	v_ashrrev_i32_e32 v1, 1, v1
	v_add_u32_e64 v7, s[4:5], v3, v4
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB24_73
; %bb.72:
	v_mul_lo_u32 v6, v7, v6
	v_mul_lo_u32 v7, v47, v59
                                        ; implicit-def: $vgpr59
	v_add_u32_e32 v1, vcc, v1, v6
	v_lshrrev_b32_e32 v6, 31, v7
	v_add_u32_e32 v6, vcc, v7, v6
	v_ashrrev_i32_e32 v6, 1, v6
	buffer_store_dword v6, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr6
.LBB24_73:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB24_75
; %bb.74:
	v_mul_lo_u32 v2, v7, v59
	buffer_store_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v6
.LBB24_75:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v43, 0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB24_77
; %bb.76:
	buffer_load_dword v6, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_mul_lo_u32 v3, v2, v3
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v6, v4
	v_add_u32_e32 v4, vcc, v4, v1
	v_add_u32_e32 v43, vcc, v4, v3
.LBB24_77:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v6, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_and_b32_e32 v4, 1, v44
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v3, vcc, v2, v6
	buffer_store_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_lshrrev_b32_e32 v3, 31, v44
	v_add_u32_e32 v3, vcc, v44, v3
	v_mul_lo_u32 v4, v6, v4
	v_ashrrev_i32_e32 v3, 1, v3
	v_mul_lo_u32 v2, v2, v3
	v_add_u32_e32 v1, vcc, v4, v1
	v_add_u32_e32 v58, vcc, v1, v2
.LBB24_78:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(3)
	buffer_store_dword v24, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(3)
	buffer_store_dword v23, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s51, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB24_171
; %bb.79:
	v_add_u32_e32 v1, vcc, 2, v0
	v_and_b32_e32 v0, 1, v0
	v_mul_lo_u32 v0, v0, v45
	v_lshrrev_b32_e32 v2, 31, v1
	v_add_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i32_e32 v1, 1, v1
	v_and_b32_e32 v2, 1, v41
	v_add_u32_e32 v44, vcc, v0, v1
	v_add_u32_e32 v0, vcc, 2, v41
	v_mul_lo_u32 v2, v2, v45
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v1, vcc, 64, v57
	v_add_u32_e32 v45, vcc, v1, v0
	v_lshlrev_b32_e32 v0, 2, v5
	v_add_u32_e32 v46, vcc, 44, v57
	v_add_u32_e32 v47, vcc, v1, v0
	s_mov_b64 s[54:55], 0
	s_mov_b32 s58, 0x7ffffffc
	s_mov_b32 s59, 0x4f7ffffe
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z7barrierj@rel32@lo+4
	s_addc_u32 s57, s57, _Z7barrierj@rel32@hi+12
	s_branch .LBB24_83
.LBB24_80:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB24_81:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB24_82:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s50
	s_mov_b32 s13, s49
	s_mov_b32 s14, s48
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_add_i32 s51, s51, 1
	v_mov_b32_e32 v16, v63
	v_mov_b32_e32 v17, v61
	s_waitcnt vmcnt(4)
	v_cmp_eq_u32_e32 vcc, s51, v0
	s_or_b64 s[54:55], vcc, s[54:55]
	s_andn2_b64 exec, exec, s[54:55]
	s_cbranch_execz .LBB24_171
.LBB24_83:                              ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB24_89 Depth 2
                                        ;     Child Loop BB24_96 Depth 2
                                        ;     Child Loop BB24_100 Depth 2
                                        ;     Child Loop BB24_105 Depth 2
                                        ;     Child Loop BB24_109 Depth 2
                                        ;     Child Loop BB24_117 Depth 2
                                        ;     Child Loop BB24_124 Depth 2
                                        ;     Child Loop BB24_128 Depth 2
                                        ;     Child Loop BB24_133 Depth 2
                                        ;     Child Loop BB24_137 Depth 2
                                        ;     Child Loop BB24_142 Depth 2
                                        ;     Child Loop BB24_149 Depth 2
                                        ;     Child Loop BB24_157 Depth 2
	s_waitcnt vmcnt(2)
	ds_write_b32 v45, v19
	ds_read_b32 v0, v57 offset:8792
                                        ; implicit-def: $vgpr1
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v45, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v21
	ds_read_b32 v0, v57 offset:8792
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v45, v0
	ds_write_b32 v0, v20
	ds_read_b32 v0, v57 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.84:                               ;   in Loop: Header=BB24_83 Depth=1
	v_add_u32_e32 v1, vcc, 2, v0
; %bb.85:                               ;   in Loop: Header=BB24_83 Depth=1
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB24_93
; %bb.86:                               ;   in Loop: Header=BB24_83 Depth=1
	s_mov_b32 s12, 2
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v18
	s_branch .LBB24_89
.LBB24_87:                              ;   in Loop: Header=BB24_89 Depth=2
	s_or_b64 exec, exec, s[10:11]
.LBB24_88:                              ;   in Loop: Header=BB24_89 Depth=2
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshlrev_b64 v[0:1], 2, v[60:61]
	s_add_i32 s12, s12, 1
	v_add_u32_e32 v0, vcc, v56, v0
	v_addc_u32_e32 v1, vcc, v16, v1, vcc
	flat_load_dword v0, v[0:1]
	ds_read_b32 v1, v57 offset:8792
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s12
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v1, vcc, v45, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	ds_read_b32 v0, v57 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, vcc, 2, v0
	v_cmp_ge_i32_e32 vcc, s12, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB24_92
.LBB24_89:                              ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v60, vcc, v2, v60
	s_and_saveexec_b64 s[8:9], s[36:37]
	s_cbranch_execz .LBB24_88
; %bb.90:                               ;   in Loop: Header=BB24_89 Depth=2
	v_cmp_eq_u32_e32 vcc, v60, v17
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB24_87
; %bb.91:                               ;   in Loop: Header=BB24_89 Depth=2
	v_sub_u32_e32 v18, vcc, 0, v2
	v_lshlrev_b32_e32 v0, 1, v2
	v_sub_u32_e32 v60, vcc, v17, v0
	v_mov_b32_e32 v2, v18
	s_branch .LBB24_87
.LBB24_92:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB24_93:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	ds_read_b32 v3, v57 offset:8792
	ds_read_b32 v2, v57 offset:40
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v0, v3, v0
	v_mul_lo_u32 v1, v3, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v3, vcc, v0, v3
	v_add_u32_e32 v1, vcc, v45, v1
	ds_read_b32 v7, v0
	ds_read_b32 v9, v3
	ds_read_b32 v8, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_lt_i32_e32 vcc, 2, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB24_102
; %bb.94:                               ;   in Loop: Header=BB24_83 Depth=1
	v_add_u32_e32 v0, vcc, -1, v2
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_u32_e32 v1, vcc, -1, v0
	v_cmp_lt_u32_e32 vcc, 2, v1
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB24_98
; %bb.95:                               ;   in Loop: Header=BB24_83 Depth=1
	v_and_b32_e32 v1, s58, v0
	s_mov_b32 s12, 0
	s_mov_b32 s13, 8
	s_mov_b64 s[10:11], 0
.LBB24_96:                              ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v3, v46
	s_add_i32 s5, s13, -6
	s_add_i32 s4, s13, -8
	s_add_i32 s14, s13, -4
	s_add_i32 s15, s13, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s5, v3
	v_mul_lo_u32 v5, v3, s4
	v_lshlrev_b32_e32 v3, 2, v3
	s_add_i32 s12, s12, 4
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v4, s[4:5], v45, v4
	v_add_u32_e64 v5, s[4:5], v45, v5
	ds_read_b32 v4, v4
	ds_read_b32 v6, v5
	v_add_u32_e64 v3, s[4:5], v5, v3
	ds_read_b32 v5, v3
	v_cmp_eq_u32_e32 vcc, s12, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v4, s[4:5], v6, v4
	v_lshrrev_b32_e32 v6, 31, v4
	v_add_u32_e64 v4, s[4:5], v4, v6
	v_ashrrev_i32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	v_mov_b32_e32 v2, s12
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s14, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v45, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v45, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v4, s[4:5], v4, v5
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s15, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v45, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v45, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v4, s[4:5], v4, v5
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s13, v3
	v_lshlrev_b32_e32 v5, 1, v3
	s_add_i32 s13, s13, 8
	s_or_b64 s[10:11], vcc, s[10:11]
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e32 v4, vcc, v4, v5
	v_add_u32_e32 v5, vcc, v45, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v4, vcc, v45, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, vcc, v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, vcc, v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v4, vcc, v4, v5
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB24_96
; %bb.97:                               ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB24_98:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v0, 3, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB24_101
; %bb.99:                               ;   in Loop: Header=BB24_83 Depth=1
	v_lshlrev_b32_e32 v1, 1, v2
	s_mov_b64 s[8:9], 0
.LBB24_100:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v2, v46
	v_add_u32_e32 v3, vcc, 2, v1
	v_add_u32_e32 v0, vcc, -1, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v3, v2
	v_mul_lo_u32 v5, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_mov_b32_e32 v1, v3
	v_lshlrev_b32_e32 v3, 2, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	v_lshlrev_b32_e32 v4, 2, v5
	v_add_u32_e32 v3, vcc, v45, v3
	v_add_u32_e32 v4, vcc, v45, v4
	ds_read_b32 v3, v3
	ds_read_b32 v5, v4
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v4, v2
	ds_read_b32 v4, v2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v3, vcc, v5, v3
	v_lshrrev_b32_e32 v5, 31, v3
	v_add_u32_e32 v3, vcc, v3, v5
	v_ashrrev_i32_e32 v3, 1, v3
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB24_100
.LBB24_101:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	ds_read_b32 v2, v57 offset:40
.LBB24_102:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB24_110
; %bb.103:                              ;   in Loop: Header=BB24_83 Depth=1
	v_lshrrev_b32_e32 v1, 1, v2
	v_add_u32_e32 v0, vcc, -1, v1
	v_add_u32_e32 v1, vcc, -2, v1
	v_cmp_lt_u32_e32 vcc, 2, v1
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB24_107
; %bb.104:                              ;   in Loop: Header=BB24_83 Depth=1
	v_and_b32_e32 v1, -4, v0
	s_mov_b32 s12, 0
	s_mov_b32 s13, 9
	s_mov_b64 s[10:11], 0
.LBB24_105:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v3, v46
	s_add_i32 s4, s13, -6
	s_add_i32 s14, s13, -4
	s_add_i32 s15, s13, -2
	s_add_i32 s12, s12, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s4, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_cmp_eq_u32_e32 vcc, s12, v1
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v45, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v45, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	v_mov_b32_e32 v2, s12
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v5, s[4:5], 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s14, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v45, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v45, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v5, s[4:5], 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s15, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v45, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v45, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v5, s[4:5], 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s13, v3
	v_lshlrev_b32_e32 v5, 1, v3
	s_add_i32 s13, s13, 8
	s_or_b64 s[10:11], vcc, s[10:11]
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e32 v4, vcc, v4, v5
	v_add_u32_e32 v5, vcc, v45, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v4, vcc, v45, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, vcc, v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, vcc, v5, v6
	v_add_u32_e32 v5, vcc, 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, vcc, v5, v4
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB24_105
; %bb.106:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB24_107:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v0, 3, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB24_110
; %bb.108:                              ;   in Loop: Header=BB24_83 Depth=1
	v_lshlrev_b32_e32 v1, 1, v2
	v_add_u32_e32 v1, vcc, 3, v1
	s_mov_b64 s[4:5], 0
.LBB24_109:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v2, v46
	v_add_u32_e32 v0, vcc, -1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v1, v2
	v_lshlrev_b32_e32 v4, 1, v2
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v1, vcc, 2, v1
	v_lshlrev_b32_e32 v5, 2, v3
	v_sub_u32_e32 v3, vcc, v3, v4
	v_add_u32_e32 v4, vcc, v45, v5
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, vcc, v45, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v3
	v_add_u32_e32 v2, vcc, v3, v2
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, vcc, v4, v5
	v_add_u32_e32 v4, vcc, 2, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshrrev_b32_e32 v5, 30, v5
	v_add_u32_e32 v4, vcc, v4, v5
	v_ashrrev_i32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB24_109
.LBB24_110:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB24_139
; %bb.111:                              ;   in Loop: Header=BB24_83 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	ds_write_b32 v47, v0
	ds_read_b32 v0, v57 offset:8792
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v47, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	ds_read_b32 v0, v57 offset:8792
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v47, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1
	ds_read_b32 v0, v57 offset:4
                                        ; implicit-def: $vgpr1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, 1, v0
	s_mov_b64 s[4:5], exec
	buffer_load_dword v3, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_and_b64 s[8:9], s[4:5], vcc
	s_xor_b64 s[4:5], s[8:9], s[4:5]
	s_mov_b64 exec, s[8:9]
; %bb.112:                              ;   in Loop: Header=BB24_83 Depth=1
	v_add_u32_e32 v1, vcc, 2, v0
; %bb.113:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB24_121
; %bb.114:                              ;   in Loop: Header=BB24_83 Depth=1
	s_mov_b32 s14, 2
	s_mov_b64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v4
	s_branch .LBB24_117
.LBB24_115:                             ;   in Loop: Header=BB24_117 Depth=2
	s_or_b64 exec, exec, s[12:13]
.LBB24_116:                             ;   in Loop: Header=BB24_117 Depth=2
	s_or_b64 exec, exec, s[10:11]
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshlrev_b64 v[0:1], 2, v[62:63]
	s_add_i32 s14, s14, 1
	v_add_u32_e32 v0, vcc, v56, v0
	v_addc_u32_e32 v1, vcc, v16, v1, vcc
	flat_load_dword v0, v[0:1]
	ds_read_b32 v1, v57 offset:8792
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s14
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v1, vcc, v47, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	ds_read_b32 v0, v57 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, vcc, 2, v0
	v_cmp_ge_i32_e32 vcc, s14, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB24_120
.LBB24_117:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v62, vcc, v2, v62
	s_and_saveexec_b64 s[10:11], s[36:37]
	s_cbranch_execz .LBB24_116
; %bb.118:                              ;   in Loop: Header=BB24_117 Depth=2
	v_cmp_eq_u32_e32 vcc, v62, v3
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB24_115
; %bb.119:                              ;   in Loop: Header=BB24_117 Depth=2
	v_sub_u32_e32 v4, vcc, 0, v2
	v_lshlrev_b32_e32 v0, 1, v2
	v_sub_u32_e32 v62, vcc, v3, v0
	v_mov_b32_e32 v2, v4
	s_branch .LBB24_115
.LBB24_120:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB24_121:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(1)
	ds_read_b32 v3, v57 offset:8792
	ds_read_b32 v2, v57 offset:40
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v0, v3, v0
	v_mul_lo_u32 v1, v3, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v3, vcc, v0, v3
	ds_read_b32 v0, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v1, vcc, v47, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_i32_e32 vcc, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	ds_read_b32 v0, v3
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	ds_read_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB24_130
; %bb.122:                              ;   in Loop: Header=BB24_83 Depth=1
	v_add_u32_e32 v0, vcc, -1, v2
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_u32_e32 v1, vcc, -1, v0
	v_cmp_lt_u32_e32 vcc, 2, v1
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB24_126
; %bb.123:                              ;   in Loop: Header=BB24_83 Depth=1
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v10, v4
	v_and_b32_e32 v1, s58, v0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 8
	s_mov_b64 s[12:13], 0
.LBB24_124:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v3, v46
	s_add_i32 s5, s15, -6
	s_add_i32 s4, s15, -8
	s_add_i32 s16, s15, -4
	s_add_i32 s17, s15, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s5, v3
	v_mul_lo_u32 v5, v3, s4
	v_lshlrev_b32_e32 v3, 2, v3
	s_add_i32 s14, s14, 4
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e64 v4, s[4:5], v47, v4
	v_add_u32_e64 v5, s[4:5], v47, v5
	ds_read_b32 v4, v4
	ds_read_b32 v6, v5
	v_add_u32_e64 v3, s[4:5], v5, v3
	ds_read_b32 v5, v3
	v_cmp_eq_u32_e32 vcc, s14, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v4, s[4:5], v6, v4
	v_lshrrev_b32_e32 v6, 31, v4
	v_add_u32_e64 v4, s[4:5], v4, v6
	v_ashrrev_i32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	v_mov_b32_e32 v2, s14
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s16, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v47, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v47, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v4, s[4:5], v4, v5
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s17, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v47, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v47, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e64 v4, s[4:5], v4, v5
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s15, v3
	v_lshlrev_b32_e32 v5, 1, v3
	s_add_i32 s15, s15, 8
	s_or_b64 s[12:13], vcc, s[12:13]
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e32 v4, vcc, v4, v5
	v_add_u32_e32 v5, vcc, v47, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v4, vcc, v47, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, vcc, v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, vcc, v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v4, vcc, v4, v5
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB24_124
; %bb.125:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v4, v10
.LBB24_126:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_and_b32_e32 v0, 3, v0
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v6, v4
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB24_129
; %bb.127:                              ;   in Loop: Header=BB24_83 Depth=1
	v_lshlrev_b32_e32 v1, 1, v2
	s_mov_b64 s[10:11], 0
.LBB24_128:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v2, v46
	v_add_u32_e32 v3, vcc, 2, v1
	v_add_u32_e32 v0, vcc, -1, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v3, v2
	v_mul_lo_u32 v5, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_mov_b32_e32 v1, v3
	v_lshlrev_b32_e32 v3, 2, v4
	s_or_b64 s[10:11], vcc, s[10:11]
	v_lshlrev_b32_e32 v4, 2, v5
	v_add_u32_e32 v3, vcc, v47, v3
	v_add_u32_e32 v4, vcc, v47, v4
	ds_read_b32 v3, v3
	ds_read_b32 v5, v4
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v4, v2
	ds_read_b32 v4, v2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v3, vcc, v5, v3
	v_lshrrev_b32_e32 v5, 31, v3
	v_add_u32_e32 v3, vcc, v3, v5
	v_ashrrev_i32_e32 v3, 1, v3
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB24_128
.LBB24_129:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	ds_read_b32 v2, v57 offset:40
	v_mov_b32_e32 v4, v6
.LBB24_130:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v2
	s_waitcnt vmcnt(3)
	buffer_store_dword v4, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB24_138
; %bb.131:                              ;   in Loop: Header=BB24_83 Depth=1
	v_lshrrev_b32_e32 v1, 1, v2
	v_add_u32_e32 v0, vcc, -1, v1
	v_add_u32_e32 v1, vcc, -2, v1
	v_cmp_lt_u32_e32 vcc, 2, v1
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB24_135
; %bb.132:                              ;   in Loop: Header=BB24_83 Depth=1
	v_and_b32_e32 v1, -4, v0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 9
	s_mov_b64 s[12:13], 0
.LBB24_133:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v3, v46
	s_add_i32 s4, s15, -6
	s_add_i32 s16, s15, -4
	s_add_i32 s17, s15, -2
	s_add_i32 s14, s14, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s4, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_cmp_eq_u32_e32 vcc, s14, v1
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v47, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v47, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	v_mov_b32_e32 v2, s14
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v5, s[4:5], 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s16, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v47, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v47, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v5, s[4:5], 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s17, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e64 v4, s[4:5], v4, v5
	v_add_u32_e64 v5, s[4:5], v47, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e64 v4, s[4:5], v47, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_add_u32_e64 v3, s[4:5], v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_add_u32_e64 v5, s[4:5], 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v4, s[4:5], v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v46
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s15, v3
	v_lshlrev_b32_e32 v5, 1, v3
	s_add_i32 s15, s15, 8
	s_or_b64 s[12:13], vcc, s[12:13]
	v_lshlrev_b32_e32 v6, 2, v4
	v_sub_u32_e32 v4, vcc, v4, v5
	v_add_u32_e32 v5, vcc, v47, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v4, vcc, v47, v4
	ds_read_b32 v5, v5
	ds_read_b32 v6, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, vcc, v4, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, vcc, v5, v6
	v_add_u32_e32 v5, vcc, 2, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, vcc, v5, v4
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB24_133
; %bb.134:                              ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB24_135:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_and_b32_e32 v0, 3, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB24_138
; %bb.136:                              ;   in Loop: Header=BB24_83 Depth=1
	v_lshlrev_b32_e32 v1, 1, v2
	v_add_u32_e32 v1, vcc, 3, v1
	s_mov_b64 s[4:5], 0
.LBB24_137:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v2, v46
	v_add_u32_e32 v0, vcc, -1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v1, v2
	v_lshlrev_b32_e32 v4, 1, v2
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v1, vcc, 2, v1
	v_lshlrev_b32_e32 v5, 2, v3
	v_sub_u32_e32 v3, vcc, v3, v4
	v_add_u32_e32 v4, vcc, v47, v5
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_u32_e32 v3, vcc, v47, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v3
	v_add_u32_e32 v2, vcc, v3, v2
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, vcc, v4, v5
	v_add_u32_e32 v4, vcc, 2, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshrrev_b32_e32 v5, 30, v5
	v_add_u32_e32 v4, vcc, v4, v5
	v_ashrrev_i32_e32 v4, 2, v4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v4, v3
	ds_write_b32 v2, v3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB24_137
.LBB24_138:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB24_139:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[6:7]
	buffer_store_dword v9, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s50
	s_mov_b32 s13, s49
	s_mov_b32 s14, s48
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v61, v17
	v_mov_b32_e32 v63, v16
	s_swappc_b64 s[30:31], s[56:57]
	ds_read2_b32 v[0:1], v57 offset0:1 offset1:9
	ds_read2_b32 v[4:5], v57 offset0:11 offset1:15
	s_waitcnt lgkmcnt(1)
	v_ashrrev_i32_e32 v6, 31, v1
	v_add_u32_e32 v2, vcc, v1, v6
	v_xor_b32_e32 v7, v2, v6
	v_cvt_f32_u32_e32 v2, v7
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v4, v0
	v_rcp_iflag_f32_e32 v3, v2
	v_lshlrev_b32_e32 v2, 1, v4
	v_sub_u32_e32 v4, vcc, 0, v7
	v_mul_f32_e32 v3, s59, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v8, v4, v3
	v_add_u32_e32 v4, vcc, -1, v0
	v_ashrrev_i32_e32 v0, 31, v4
	v_mul_hi_u32 v8, v3, v8
	v_add_u32_e32 v9, vcc, v4, v0
	v_xor_b32_e32 v9, v9, v0
	v_add_u32_e32 v3, vcc, v3, v8
	v_mul_hi_u32 v8, v9, v3
	v_add_u32_e32 v3, vcc, v2, v5
	v_xor_b32_e32 v5, v0, v6
	v_mul_lo_u32 v0, v8, v7
	v_add_u32_e32 v6, vcc, 1, v8
	v_sub_u32_e32 v0, vcc, v9, v0
	v_cmp_ge_u32_e32 vcc, v0, v7
	v_cndmask_b32_e32 v6, v8, v6, vcc
	v_sub_u32_e64 v8, s[4:5], v0, v7
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_add_u32_e32 v8, vcc, 1, v6
	v_cmp_ge_u32_e32 vcc, v0, v7
	v_cndmask_b32_e32 v0, v6, v8, vcc
	v_xor_b32_e32 v6, v0, v5
	v_sub_u32_e32 v0, vcc, v6, v5
	v_cmp_lt_i32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB24_144
; %bb.140:                              ;   in Loop: Header=BB24_83 Depth=1
	v_not_b32_e32 v5, v5
	v_add_u32_e32 v5, vcc, v5, v6
	s_mov_b32 s12, 0
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v6, v1
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB24_142
.LBB24_141:                             ;   in Loop: Header=BB24_142 Depth=2
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], exec, s[8:9]
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB24_144
.LBB24_142:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, s12, v6
	v_add_u32_e32 v8, vcc, 64, v57
	s_or_b64 s[8:9], s[8:9], exec
	v_add_u32_e32 v6, vcc, v6, v41
	v_add_u32_e32 v7, vcc, v6, v2
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e32 v7, vcc, v8, v7
	v_add_u32_e32 v6, vcc, v6, v3
	v_lshlrev_b32_e32 v9, 2, v6
	ds_read2_b32 v[6:7], v7 offset1:1
	v_add_u32_e32 v8, vcc, v8, v9
	ds_read_b32 v9, v8
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v6, vcc, v7, v6
	v_lshrrev_b32_e32 v7, 31, v6
	v_add_u32_e32 v6, vcc, v6, v7
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v6, vcc, v9, v6
	v_cmp_ne_u32_e32 vcc, s12, v5
	ds_write_b32 v8, v6
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB24_141
; %bb.143:                              ;   in Loop: Header=BB24_142 Depth=2
	ds_read_b32 v6, v57 offset:36
	s_add_i32 s12, s12, 1
	s_andn2_b64 s[8:9], s[8:9], exec
	s_branch .LBB24_141
.LBB24_144:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v0, v0, v1
	v_sub_u32_e32 v0, vcc, v4, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_lt_u64_e32 vcc, v[41:42], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB24_146
; %bb.145:                              ;   in Loop: Header=BB24_83 Depth=1
	v_sub_u32_e32 v0, vcc, v4, v0
	v_add_u32_e32 v0, vcc, v0, v41
	v_add_u32_e32 v1, vcc, v0, v2
	v_add_u32_e32 v2, vcc, 64, v57
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v0, v3
	v_lshlrev_b32_e32 v3, 2, v0
	ds_read2_b32 v[0:1], v1 offset1:1
	v_add_u32_e32 v2, vcc, v2, v3
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v1, v0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v0, vcc, v3, v0
	ds_write_b32 v2, v0
.LBB24_146:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s50
	s_mov_b32 s13, s49
	s_mov_b32 s14, s48
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	ds_read2_b32 v[0:1], v57 offset0:1 offset1:9
	ds_read2_b32 v[3:4], v57 offset0:11 offset1:15
	s_waitcnt lgkmcnt(1)
	v_ashrrev_i32_e32 v5, 31, v1
	v_add_u32_e32 v2, vcc, v1, v5
	v_xor_b32_e32 v6, v2, v5
	v_cvt_f32_u32_e32 v2, v6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v3, v0
	v_rcp_iflag_f32_e32 v7, v2
	v_lshlrev_b32_e32 v2, 1, v3
	v_sub_u32_e32 v3, vcc, 0, v6
	v_mul_f32_e32 v7, s59, v7
	v_cvt_u32_f32_e32 v7, v7
	v_add_u32_e32 v4, vcc, v2, v4
	v_mul_lo_u32 v8, v3, v7
	v_add_u32_e32 v3, vcc, -1, v0
	v_ashrrev_i32_e32 v0, 31, v3
	v_mul_hi_u32 v8, v7, v8
	v_add_u32_e32 v9, vcc, v3, v0
	v_xor_b32_e32 v9, v9, v0
	v_add_u32_e32 v7, vcc, v7, v8
	v_mul_hi_u32 v7, v9, v7
	v_xor_b32_e32 v5, v0, v5
	v_mul_lo_u32 v0, v7, v6
	v_add_u32_e32 v8, vcc, 1, v7
	v_sub_u32_e32 v0, vcc, v9, v0
	v_cmp_ge_u32_e32 vcc, v0, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_sub_u32_e64 v8, s[4:5], v0, v6
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_add_u32_e32 v8, vcc, 1, v7
	v_cmp_ge_u32_e32 vcc, v0, v6
	v_cndmask_b32_e32 v0, v7, v8, vcc
	v_xor_b32_e32 v6, v0, v5
	v_sub_u32_e32 v0, vcc, v6, v5
	v_cmp_lt_i32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB24_151
; %bb.147:                              ;   in Loop: Header=BB24_83 Depth=1
	v_not_b32_e32 v5, v5
	v_add_u32_e32 v5, vcc, v5, v6
	s_mov_b32 s12, 0
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v6, v1
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB24_149
.LBB24_148:                             ;   in Loop: Header=BB24_149 Depth=2
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], exec, s[8:9]
	s_or_b64 s[6:7], s[10:11], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB24_151
.LBB24_149:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, s12, v6
	v_add_u32_e32 v8, vcc, 64, v57
	s_or_b64 s[8:9], s[8:9], exec
	v_add_u32_e32 v6, vcc, v6, v41
	v_add_u32_e32 v7, vcc, v6, v4
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e32 v7, vcc, v8, v7
	v_add_u32_e32 v6, vcc, v6, v2
	v_lshlrev_b32_e32 v9, 2, v6
	ds_read2_b32 v[6:7], v7 offset1:1
	v_add_u32_e32 v8, vcc, v8, v9
	ds_read_b32 v9, v8 offset:4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v6, vcc, v6, v7
	v_add_u32_e32 v6, vcc, 2, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 30, v7
	v_add_u32_e32 v6, vcc, v6, v7
	v_ashrrev_i32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, vcc, v6, v9
	v_cmp_ne_u32_e32 vcc, s12, v5
	ds_write_b32 v8, v6 offset:4
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB24_148
; %bb.150:                              ;   in Loop: Header=BB24_149 Depth=2
	ds_read_b32 v6, v57 offset:36
	s_add_i32 s12, s12, 1
	s_andn2_b64 s[8:9], s[8:9], exec
	s_branch .LBB24_148
.LBB24_151:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v0, v0, v1
	v_sub_u32_e32 v0, vcc, v3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_lt_u64_e32 vcc, v[41:42], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB24_153
; %bb.152:                              ;   in Loop: Header=BB24_83 Depth=1
	v_sub_u32_e32 v0, vcc, v3, v0
	v_add_u32_e32 v0, vcc, v0, v41
	v_or_b32_e32 v1, 1, v2
	v_add_u32_e32 v2, vcc, v0, v4
	v_add_u32_e32 v3, vcc, 64, v57
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v3, v2
	v_add_u32_e32 v0, vcc, v0, v1
	v_lshlrev_b32_e32 v4, 2, v0
	ds_read2_b32 v[0:1], v2 offset1:1
	v_add_u32_e32 v2, vcc, v3, v4
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v0, vcc, 2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 30, v1
	v_add_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v3
	ds_write_b32 v2, v0
.LBB24_153:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s50
	s_mov_b32 s13, s49
	s_mov_b32 s14, s48
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	ds_read_b32 v0, v57 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB24_82
; %bb.154:                              ;   in Loop: Header=BB24_83 Depth=1
	ds_read_b32 v3, v46
	v_add_u32_e32 v0, vcc, -1, v0
	v_lshrrev_b32_e32 v1, 1, v0
	v_add_u32_e32 v4, vcc, 1, v1
	v_cmp_lt_u32_e32 vcc, 1, v0
	v_mov_b32_e32 v1, 2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB24_166
; %bb.155:                              ;   in Loop: Header=BB24_83 Depth=1
	v_and_b32_e32 v5, -2, v4
	s_mov_b32 s14, 2
	s_mov_b64 s[8:9], 0
	s_branch .LBB24_157
.LBB24_156:                             ;   in Loop: Header=BB24_157 Depth=2
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v5, vcc, -2, v5
	s_add_i32 s14, s14, 4
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v1, s14
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB24_165
.LBB24_157:                             ;   Parent Loop BB24_83 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_ne_u32_e32 vcc, v58, v43
	s_xor_b64 s[10:11], s[34:35], -1
	s_or_b64 s[16:17], s[10:11], vcc
	v_mov_b32_e32 v0, v43
	s_and_saveexec_b64 s[12:13], s[16:17]
	s_cbranch_execz .LBB24_159
; %bb.158:                              ;   in Loop: Header=BB24_157 Depth=2
	buffer_load_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v3, s14
	v_ashrrev_i32_e32 v59, 31, v58
	v_add_u32_e32 v0, vcc, v0, v44
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v57, v0
	ds_read_b32 v2, v0 offset:64
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v6, v0
	buffer_load_dword v6, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v58, v0
.LBB24_159:                             ;   in Loop: Header=BB24_157 Depth=2
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e32 vcc, v0, v43
	s_or_b64 s[16:17], s[10:11], vcc
	v_mov_b32_e32 v1, v43
	s_and_saveexec_b64 s[12:13], s[16:17]
	s_cbranch_execz .LBB24_161
; %bb.160:                              ;   in Loop: Header=BB24_157 Depth=2
	buffer_load_dword v7, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_or_b32 s15, s14, 1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v3, s15
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v2, vcc, v2, v44
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v57, v2
	ds_read_b32 v6, v2 offset:64
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v7, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v2, vcc, v7, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v0, v1
.LBB24_161:                             ;   in Loop: Header=BB24_157 Depth=2
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e32 vcc, v1, v43
	s_add_i32 s15, s14, 2
	s_or_b64 s[16:17], s[10:11], vcc
	v_mov_b32_e32 v0, v43
	s_and_saveexec_b64 s[12:13], s[16:17]
	s_cbranch_execz .LBB24_163
; %bb.162:                              ;   in Loop: Header=BB24_157 Depth=2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v3, s15
	v_add_u32_e32 v0, vcc, v0, v44
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v57, v0
	ds_read_b32 v0, v0 offset:64
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, vcc, v2, v6
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v7, vcc, v2, v7, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[6:7], v0
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v1, v0
.LBB24_163:                             ;   in Loop: Header=BB24_157 Depth=2
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ne_u32_e32 vcc, v0, v43
	s_or_b64 s[12:13], s[10:11], vcc
	v_mov_b32_e32 v58, v43
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB24_156
; %bb.164:                              ;   in Loop: Header=BB24_157 Depth=2
	buffer_load_dword v7, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_or_b32 s12, s15, 1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v3, s12
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v2, vcc, v2, v44
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v57, v2
	ds_read_b32 v6, v2 offset:64
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v7, v1
	buffer_load_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v2, vcc, v7, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v58, vcc, v0, v1
	s_branch .LBB24_156
.LBB24_165:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB24_166:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v0, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB24_81
; %bb.167:                              ;   in Loop: Header=BB24_83 Depth=1
	v_cmp_ne_u32_e32 vcc, v58, v43
	s_xor_b64 s[8:9], s[34:35], -1
	s_or_b64 s[12:13], s[8:9], vcc
	v_mov_b32_e32 v0, v43
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB24_169
; %bb.168:                              ;   in Loop: Header=BB24_83 Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v3, v1
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[4:5], 2, v[58:59]
	v_add_u32_e32 v0, vcc, v0, v44
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, v57, v0
	ds_read_b32 v0, v0 offset:64
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, vcc, v2, v4
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[4:5], v0
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v58, v0
.LBB24_169:                             ;   in Loop: Header=BB24_83 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_cmp_ne_u32_e32 vcc, v0, v43
	s_or_b64 s[10:11], s[8:9], vcc
	v_mov_b32_e32 v58, v43
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB24_80
; %bb.170:                              ;   in Loop: Header=BB24_83 Depth=1
	buffer_load_dword v4, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_or_b32_e32 v1, 1, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v3, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v2, vcc, v2, v44
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v57, v2
	ds_read_b32 v3, v2 offset:64
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v4, v1
	buffer_load_dword v4, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v58, vcc, v0, v1
	s_branch .LBB24_80
.LBB24_171:
	s_or_b64 exec, exec, s[52:53]
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
	v_readlane_b32 s4, v40, 26
	v_readlane_b32 s5, v40, 27
	v_readlane_b32 s59, v40, 25
	v_readlane_b32 s58, v40, 24
	v_readlane_b32 s57, v40, 23
	v_readlane_b32 s56, v40, 22
	v_readlane_b32 s55, v40, 21
	v_readlane_b32 s54, v40, 20
	v_readlane_b32 s53, v40, 19
	v_readlane_b32 s52, v40, 18
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
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
	v_readlane_b32 s33, v40, 28
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end24:
	.size	transform, .Lfunc_end24-transform
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 11764
; NumSgprs: 66
; NumVgprs: 64
; ScratchSize: 16512
; MemoryBound: 0
	.text
	.hidden	Forward53Predict                ; -- Begin function Forward53Predict
	.globl	Forward53Predict
	.p2align	2
	.type	Forward53Predict,@function
Forward53Predict:                       ; @Forward53Predict
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_load_dword v4, v[1:2]
	v_add_u32_e32 v0, vcc, v3, v0
	v_lshrrev_b32_e32 v3, 31, v0
	v_add_u32_e32 v0, vcc, v0, v3
	v_ashrrev_i32_e32 v0, 1, v0
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v0, vcc, v4, v0
	flat_store_dword v[1:2], v0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end25:
	.size	Forward53Predict, .Lfunc_end25-Forward53Predict
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 52
; NumSgprs: 34
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	Forward53Update                 ; -- Begin function Forward53Update
	.globl	Forward53Update
	.p2align	2
	.type	Forward53Update,@function
Forward53Update:                        ; @Forward53Update
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_load_dword v4, v[1:2]
	v_add_u32_e32 v0, vcc, v0, v3
	v_add_u32_e32 v0, vcc, 2, v0
	v_ashrrev_i32_e32 v3, 31, v0
	v_lshrrev_b32_e32 v3, 30, v3
	v_add_u32_e32 v0, vcc, v0, v3
	v_ashrrev_i32_e32 v0, 2, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v4, v0
	flat_store_dword v[1:2], v0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end26:
	.size	Forward53Update, .Lfunc_end26-Forward53Update
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 60
; NumSgprs: 34
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cl_fdwt53Kernel         ; -- Begin function cl_fdwt53Kernel
	.globl	cl_fdwt53Kernel
	.p2align	8
	.type	cl_fdwt53Kernel,@function
cl_fdwt53Kernel:                        ; @cl_fdwt53Kernel
; %bb.0:
	s_load_dwordx4 s[72:75], s[8:9], 0x10
	s_load_dword s33, s[8:9], 0x20
	s_load_dwordx4 s[76:79], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b32 s68, s16
	s_mov_b32 s69, s15
	s_mov_b32 s70, s14
	s_mov_b64 s[60:61], s[10:11]
	s_mov_b64 s[66:67], s[8:9]
	s_mov_b64 s[62:63], s[6:7]
	s_mov_b64 s[64:65], s[4:5]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v40, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s75
	v_mov_b32_e32 v2, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 m0, -1
	s_mov_b32 s4, 64
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s13
	ds_write_b64 v0, v[1:2]
.LBB27_1:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s4
	s_add_i32 s4, s4, 8
	s_cmpk_eq_i32 s4, 0x2258
	ds_write2_b32 v1, v0, v0 offset1:1
	s_cbranch_scc0 .LBB27_1
; %bb.2:
	s_lshr_b32 s5, s75, 31
	s_add_i32 s5, s75, s5
	s_ashr_i32 s5, s5, 1
	s_add_i32 s4, s33, 3
	s_add_i32 s5, s5, 2
	v_mov_b32_e32 v2, s4
	s_mul_i32 s4, s5, s4
	s_add_i32 s6, s4, 16
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 27
	s_add_i32 s7, s6, s7
	s_andn2_b32 s7, s7, 31
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s75
	s_sub_i32 s6, s7, s6
	ds_write2_b32 v0, v1, v2 offset0:9 offset1:10
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, 32
	s_add_i32 s6, s6, 32
	ds_write2_b32 v0, v1, v2 offset0:11 offset1:12
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s6
	s_add_i32 s4, s6, s4
	ds_write2_b32 v0, v1, v2 offset0:13 offset1:14
	v_mov_b32_e32 v1, s4
	ds_write_b32 v0, v1 offset:60
	v_mov_b32_e32 v1, s5
	ds_write_b32 v0, v1 offset:8792
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s66, 40
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s35, s67, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b64 s[4:5], s[64:65]
	s_mov_b64 s[6:7], s[62:63]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s70
	s_mov_b32 s13, s69
	s_mov_b32 s14, s68
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s37, s37, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[64:65]
	s_mov_b64 s[6:7], s[62:63]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s70
	s_mov_b32 s13, s69
	s_mov_b32 s14, s68
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, 1, v0
	s_mul_i32 s33, s33, s74
	v_mul_lo_u32 v0, s33, v0
	v_add_u32_e32 v0, vcc, 1, v0
	v_cmp_le_i32_e32 vcc, s73, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[80:81], exec, s[4:5]
	s_cbranch_execz .LBB27_4
; %bb.3:
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s66, 40
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s67, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[64:65]
	s_mov_b64 s[6:7], s[62:63]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s70
	s_mov_b32 s13, s69
	s_mov_b32 s14, s68
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s76
	v_mov_b32_e32 v4, s77
	v_mov_b32_e32 v5, s78
	v_mov_b32_e32 v6, s79
	v_mov_b32_e32 v7, s72
	v_mov_b32_e32 v8, s73
	v_mov_b32_e32 v9, s74
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, transform@rel32@lo+4
	s_addc_u32 s17, s17, transform@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr40
                                        ; implicit-def: $vgpr43
.LBB27_4:
	s_or_saveexec_b64 s[4:5], s[80:81]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB27_9
; %bb.5:
	v_add_u32_e32 v0, vcc, 1, v43
	v_mul_lo_u32 v0, v0, s75
	v_add_u32_e32 v0, vcc, 1, v0
	v_cmp_le_i32_e32 vcc, s72, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[80:81], exec, s[4:5]
	s_cbranch_execz .LBB27_7
; %bb.6:
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s66, 40
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s67, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[64:65]
	s_mov_b64 s[6:7], s[62:63]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s70
	s_mov_b32 s13, s69
	s_mov_b32 s14, s68
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s76
	v_mov_b32_e32 v4, s77
	v_mov_b32_e32 v5, s78
	v_mov_b32_e32 v6, s79
	v_mov_b32_e32 v7, s72
	v_mov_b32_e32 v8, s73
	v_mov_b32_e32 v9, s74
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, transform@rel32@lo+4
	s_addc_u32 s17, s17, transform@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr40
.LBB27_7:
	s_or_saveexec_b64 s[4:5], s[80:81]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB27_9
; %bb.8:
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s66, 40
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s67, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[64:65]
	s_mov_b64 s[6:7], s[62:63]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s70
	s_mov_b32 s13, s69
	s_mov_b32 s14, s68
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s76
	v_mov_b32_e32 v4, s77
	v_mov_b32_e32 v5, s78
	v_mov_b32_e32 v6, s79
	v_mov_b32_e32 v7, s72
	v_mov_b32_e32 v8, s73
	v_mov_b32_e32 v9, s74
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, transform@rel32@lo+4
	s_addc_u32 s17, s17, transform@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.LBB27_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel cl_fdwt53Kernel
		.amdhsa_group_segment_fixed_size 8796
		.amdhsa_private_segment_fixed_size 16512
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 82
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
.Lfunc_end27:
	.size	cl_fdwt53Kernel, .Lfunc_end27-cl_fdwt53Kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 808
; NumSgprs: 88
; NumVgprs: 64
; ScratchSize: 16512
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 8796 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 88
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_group_idj
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           c_CopySrcToComponents
    .private_segment_fixed_size: 16384
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         c_CopySrcToComponents.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           c_CopySrcToComponent
    .private_segment_fixed_size: 16384
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         c_CopySrcToComponent.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 8796
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cl_fdwt53Kernel
    .private_segment_fixed_size: 16512
    .sgpr_count:     88
    .sgpr_spill_count: 0
    .symbol:         cl_fdwt53Kernel.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
