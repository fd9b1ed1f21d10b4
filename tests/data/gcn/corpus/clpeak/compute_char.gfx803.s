	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	compute_char_v1         ; -- Begin function compute_char_v1
	.globl	compute_char_v1
	.p2align	8
	.type	compute_char_v1,@function
compute_char_v1:                        ; @compute_char_v1
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_load_dword s46, s[8:9], 0x8
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 64
	v_mov_b32_e32 v41, s46
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v1, 0xff, v41
	v_mad_u32_u24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 8
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_mad_i32_i24 v41, v1, v1, v0
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_add_u32 s8, s40, 16
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_byte v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_char_v1
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
		.amdhsa_next_free_vgpr 42
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
.Lfunc_end0:
	.size	compute_char_v1, .Lfunc_end0-compute_char_v1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 548
; NumSgprs: 53
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 53
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
	.text
	.protected	compute_char_v2         ; -- Begin function compute_char_v2
	.globl	compute_char_v2
	.p2align	8
	.type	compute_char_v2,@function
compute_char_v2:                        ; @compute_char_v2
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s46, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b64 s[38:39], s[4:5]
	s_movk_i32 s4, 0xff
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v3, s4
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, s46, v3
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	v_add_u16_e32 v41, 1, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 32
	v_mov_b32_e32 v1, s46
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_mad_u16 v2, v41, v41, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_sdwa v1, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_lshrrev_b16_e32 v41, 8, v1
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_add_u32 s8, s40, 16
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_add_u16_e32 v41, v1, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_byte v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_char_v2
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
		.amdhsa_next_free_vgpr 42
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
.Lfunc_end1:
	.size	compute_char_v2, .Lfunc_end1-compute_char_v2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 664
; NumSgprs: 53
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 53
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
	.text
	.protected	compute_char_v4         ; -- Begin function compute_char_v4
	.globl	compute_char_v4
	.p2align	8
	.type	compute_char_v4,@function
compute_char_v4:                        ; @compute_char_v4
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s46, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b64 s[38:39], s[4:5]
	s_movk_i32 s4, 0xff
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v3, s4
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, s46, v3
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	v_add_u16_e32 v41, 3, v3
	v_add_u16_e32 v42, 2, v3
	v_add_u16_e32 v43, 1, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 16
	v_mov_b32_e32 v1, s46
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_mad_u16 v2, v41, v41, v0
	v_mad_u16 v3, v42, v42, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v43, v43, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v3, v3, v3, v0
	v_lshlrev_b16_e32 v2, 8, v2
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_or_b32_sdwa v42, v3, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v1, v1, v1, v0
	v_lshlrev_b16_e32 v4, 8, v4
	v_lshlrev_b32_e32 v2, 16, v42
	s_add_i32 s4, s4, -1
	v_mad_u16 v1, v1, v1, v0
	v_or_b32_e32 v2, v4, v2
	s_cmp_eq_u32 s4, 0
	v_or_b32_sdwa v1, v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_u32 v41, v42, 8, 8
	v_lshrrev_b32_e32 v43, 8, v2
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	v_add_u16_e32 v0, v1, v43
	v_add_u16_e32 v0, v0, v42
	s_add_u32 s8, s40, 16
	v_add_u16_e32 v41, v0, v41
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_byte v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_char_v4
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
.Lfunc_end2:
	.size	compute_char_v4, .Lfunc_end2-compute_char_v4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1096
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
	.protected	compute_char_v8         ; -- Begin function compute_char_v8
	.globl	compute_char_v8
	.p2align	8
	.type	compute_char_v8,@function
compute_char_v8:                        ; @compute_char_v8
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s46, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b64 s[38:39], s[4:5]
	s_movk_i32 s4, 0xff
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v3, s4
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, s46, v3
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	v_add_u16_e32 v45, 7, v3
	v_add_u16_e32 v44, 6, v3
	v_add_u16_e32 v46, 5, v3
	v_add_u16_e32 v43, 4, v3
	v_add_u16_e32 v41, 3, v3
	v_add_u16_e32 v47, 2, v3
	v_add_u16_e32 v42, 1, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 8
	v_mov_b32_e32 v1, s46
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_mad_u16 v2, v42, v42, v0
	v_mad_u16 v3, v41, v41, v0
	v_mad_u16 v5, v45, v45, v0
	v_mad_u16 v6, v44, v44, v0
	v_mad_u16 v7, v46, v46, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v47, v47, v0
	v_mad_u16 v8, v43, v43, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v9, v2, v2, v0
	v_mad_u16 v2, v3, v3, v0
	v_mad_u16 v3, v5, v5, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v5, v6, v6, v0
	v_mad_u16 v6, v7, v7, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v7, v8, v8, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_lshlrev_b16_e32 v3, 8, v3
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v7, v7, v0
	v_lshlrev_b16_e32 v6, 8, v6
	v_or_b32_sdwa v44, v5, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v4, v4, v4, v0
	v_lshlrev_b16_e32 v2, 8, v2
	v_mad_u16 v1, v1, v1, v0
	v_or_b32_sdwa v43, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v3, 16, v44
	v_or_b32_sdwa v47, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v1, v1, v1, v0
	v_or_b32_sdwa v3, v43, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 16, v47
	v_mad_u16 v1, v1, v1, v0
	v_lshrrev_b32_e32 v45, 24, v3
	v_lshrrev_b32_e32 v46, 8, v3
	v_lshrrev_b64 v[41:42], 24, v[2:3]
	v_mad_u16 v3, v9, v9, v0
	v_mad_u16 v1, v1, v1, v0
	v_lshlrev_b16_e32 v3, 8, v3
	v_mad_u16 v1, v1, v1, v0
	v_or_b32_e32 v2, v3, v2
	s_add_i32 s4, s4, -1
	v_or_b32_sdwa v1, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_cmp_eq_u32 s4, 0
	v_lshrrev_b32_e32 v42, 8, v2
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	v_add_u16_e32 v0, v1, v42
	v_add_u16_e32 v0, v0, v47
	v_add_u16_e32 v0, v0, v41
	v_add_u16_e32 v0, v0, v43
	v_add_u16_e32 v0, v0, v46
	v_add_u16_e32 v0, v0, v44
	s_add_u32 s8, s40, 16
	v_add_u16_e32 v41, v0, v45
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_byte v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_char_v8
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
		.amdhsa_next_free_vgpr 48
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
	.size	compute_char_v8, .Lfunc_end3-compute_char_v8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1952
; NumSgprs: 53
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 53
; NumVGPRsForWavesPerEU: 48
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
	.protected	compute_char_v16        ; -- Begin function compute_char_v16
	.globl	compute_char_v16
	.p2align	8
	.type	compute_char_v16,@function
compute_char_v16:                       ; @compute_char_v16
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s47, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b64 s[38:39], s[4:5]
	s_movk_i32 s4, 0xff
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v3, s4
	s_add_u32 s8, s40, 16
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, s47, v3
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	v_add_u16_e32 v59, 15, v3
	v_add_u16_e32 v57, 14, v3
	v_add_u16_e32 v61, 13, v3
	v_add_u16_e32 v56, 12, v3
	v_add_u16_e32 v42, 11, v3
	v_add_u16_e32 v60, 10, v3
	v_add_u16_e32 v62, 9, v3
	v_add_u16_e32 v43, 8, v3
	v_add_u16_e32 v46, 7, v3
	v_add_u16_e32 v45, 6, v3
	v_add_u16_e32 v47, 5, v3
	s_mov_b32 s46, 4
	v_add_u16_e32 v44, 4, v3
	v_add_u16_e32 v41, 3, v3
	v_add_u16_e32 v58, 2, v3
	v_add_u16_e32 v63, 1, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, s47
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_mad_u16 v2, v62, v62, v0
	v_mad_u16 v13, v46, v46, v0
	v_mad_u16 v3, v43, v43, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v59, v59, v0
	v_mad_u16 v8, v57, v57, v0
	v_mad_u16 v9, v61, v61, v0
	v_mad_u16 v10, v56, v56, v0
	v_mad_u16 v11, v41, v41, v0
	v_mad_u16 v12, v58, v58, v0
	v_mad_u16 v14, v45, v45, v0
	v_mad_u16 v15, v47, v47, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v16, v44, v44, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v5, v42, v42, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v6, v60, v60, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v63, v63, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v13, v13, v13, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v15, v15, v15, v0
	v_mad_u16 v14, v14, v14, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_mad_u16 v10, v10, v10, v0
	v_mad_u16 v9, v9, v9, v0
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v7, v7, v7, v0
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v17, v2, v2, v0
	v_mad_u16 v2, v13, v13, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v16, v16, v16, v0
	v_mad_u16 v18, v3, v3, v0
	v_mad_u16 v19, v1, v1, v0
	v_mad_u16 v3, v7, v7, v0
	v_mad_u16 v7, v8, v8, v0
	v_mad_u16 v8, v9, v9, v0
	v_mad_u16 v9, v10, v10, v0
	v_mad_u16 v1, v11, v11, v0
	v_mad_u16 v10, v12, v12, v0
	v_mad_u16 v11, v14, v14, v0
	v_mad_u16 v12, v15, v15, v0
	v_mad_u16 v2, v2, v2, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v13, v16, v16, v0
	v_mad_u16 v12, v12, v12, v0
	v_mad_u16 v11, v11, v11, v0
	v_lshlrev_b16_e32 v2, 8, v2
	v_mad_u16 v1, v1, v1, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v13, v13, v13, v0
	v_lshlrev_b16_e32 v12, 8, v12
	v_or_b32_sdwa v45, v11, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v10, v10, v10, v0
	v_lshlrev_b16_e32 v1, 8, v1
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_or_b32_sdwa v44, v13, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v2, 16, v45
	v_or_b32_sdwa v58, v10, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_or_b32_sdwa v2, v44, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v1, 16, v58
	v_mad_u16 v8, v8, v8, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_lshrrev_b32_e32 v46, 24, v2
	v_lshrrev_b32_e32 v47, 8, v2
	v_lshrrev_b64 v[41:42], 24, v[1:2]
	v_mad_u16 v2, v9, v9, v0
	v_lshlrev_b16_e32 v8, 8, v8
	v_mad_u16 v3, v3, v3, v0
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_or_b32_sdwa v56, v2, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v2, v7, v7, v0
	v_lshlrev_b16_e32 v3, 8, v3
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_mad_u16 v5, v5, v5, v0
	v_or_b32_sdwa v57, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v4, v4, v4, v0
	v_mad_u16 v6, v6, v6, v0
	v_lshlrev_b32_e32 v2, 16, v57
	v_mad_u16 v5, v5, v5, v0
	v_mad_u16 v4, v4, v4, v0
	v_or_b32_sdwa v3, v56, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mad_u16 v2, v6, v6, v0
	v_lshlrev_b16_e32 v5, 8, v5
	v_or_b32_sdwa v60, v2, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v2, v4, v4, v0
	v_lshlrev_b16_e32 v4, 8, v2
	v_or_b32_e32 v5, v4, v1
	v_mad_u16 v1, v19, v19, v0
	v_or_b32_sdwa v1, v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_u16 v4, v17, v17, v0
	v_lshlrev_b32_e32 v2, 16, v60
	v_lshlrev_b16_e32 v4, 8, v4
	v_or_b32_e32 v6, v4, v2
	v_lshrrev_b64 v[42:43], 24, v[2:3]
	v_mad_u16 v2, v18, v18, v0
	s_add_i32 s46, s46, -1
	v_lshrrev_b32_e32 v59, 24, v3
	v_lshrrev_b32_e32 v61, 8, v3
	v_or_b32_sdwa v43, v2, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v63, 8, v5
	s_cmp_eq_u32 s46, 0
	v_lshrrev_b32_e32 v62, 8, v6
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	v_add_u16_e32 v0, v1, v58
	v_add_u16_e32 v1, v63, v41
	v_add_u16_e32 v1, v1, v47
	v_add_u16_e32 v0, v0, v44
	v_add_u16_e32 v0, v0, v45
	v_add_u16_e32 v1, v1, v46
	v_add_u16_e32 v1, v1, v62
	v_add_u16_e32 v0, v0, v43
	v_add_u16_e32 v0, v0, v60
	v_add_u16_e32 v1, v1, v42
	v_add_u16_e32 v1, v1, v61
	v_add_u16_e32 v0, v0, v56
	v_add_u16_e32 v0, v0, v57
	v_add_u16_e32 v1, v1, v59
	s_add_u32 s8, s40, 16
	v_add_u16_e32 v41, v0, v1
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_byte v[0:1], v41
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_char_v16
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 48
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
	.size	compute_char_v16, .Lfunc_end4-compute_char_v16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3660
; NumSgprs: 54
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           1
        .type_name:      char
        .value_kind:     by_value
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
    .name:           compute_char_v1
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         compute_char_v1.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           1
        .type_name:      char
        .value_kind:     by_value
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
    .name:           compute_char_v2
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         compute_char_v2.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           1
        .type_name:      char
        .value_kind:     by_value
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
    .name:           compute_char_v4
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         compute_char_v4.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           1
        .type_name:      char
        .value_kind:     by_value
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
    .name:           compute_char_v8
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         compute_char_v8.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           1
        .type_name:      char
        .value_kind:     by_value
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
    .name:           compute_char_v16
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         compute_char_v16.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
