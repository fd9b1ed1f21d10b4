	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	compute_short_v1        ; -- Begin function compute_short_v1
	.globl	compute_short_v1
	.p2align	8
	.type	compute_short_v1,@function
compute_short_v1:                       ; @compute_short_v1
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_load_dword s46, s[8:9], 0x8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	v_or3_b32 v40, v0, v1, v2
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
	v_and_b32_e32 v1, 0xffff, v41
	v_mad_u32_u24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
	v_mad_i32_i24 v1, v1, v1, v0
	v_bfe_i32 v1, v1, 0, 16
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
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_short v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_short_v1
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
	.size	compute_short_v1, .Lfunc_end0-compute_short_v1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 552
; NumSgprs: 53
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
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
	.protected	compute_short_v2        ; -- Begin function compute_short_v2
	.globl	compute_short_v2
	.p2align	8
	.type	compute_short_v2,@function
compute_short_v2:                       ; @compute_short_v2
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_mov_b64 s[38:39], s[4:5]
	s_load_dword s4, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v42, 0xffff
	s_add_u32 s8, s40, 16
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_add_u16_e64 v3, s4, 1
	v_and_b32_e32 v4, s4, v42
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
	v_lshl_or_b32 v41, v3, 16, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v1, v42, v0
	v_lshl_or_b32 v0, v0, 16, v1
	s_mov_b32 s4, 32
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_pk_mul_lo_u16 v1, v41, v41
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	v_pk_add_u16 v1, v1, v0
	v_pk_mul_lo_u16 v1, v1, v1
	s_add_i32 s4, s4, -2
	s_cmp_eq_u32 s4, 0
	v_pk_add_u16 v41, v1, v0
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
	v_add_u16_sdwa v41, v41, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_short v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_short_v2
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 46
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
	.size	compute_short_v2, .Lfunc_end1-compute_short_v2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1060
; NumSgprs: 52
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 43
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
	.protected	compute_short_v4        ; -- Begin function compute_short_v4
	.globl	compute_short_v4
	.p2align	8
	.type	compute_short_v4,@function
compute_short_v4:                       ; @compute_short_v4
; %bb.0:
	s_mov_b64 s[38:39], s[4:5]
	s_load_dword s4, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, 0xffff
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_waitcnt lgkmcnt(0)
	v_add_u16_e64 v3, s4, 1
	v_and_b32_e32 v4, s4, v43
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	v_lshl_or_b32 v42, v3, 16, v4
	v_mov_b32_e32 v3, 0x30002
	s_add_u32 s8, s40, 16
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	v_pk_add_u16 v3, s4, v3 op_sel_hi:[0,1]
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
	v_bfi_b32 v41, v43, v3, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v1, v43, v0
	v_lshl_or_b32 v0, v0, 16, v1
	v_mov_b32_e32 v1, v0
	s_mov_b32 s4, 16
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_pk_mul_lo_u16 v2, v42, v42
	v_pk_mul_lo_u16 v3, v41, v41
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	v_pk_add_u16 v3, v3, v1
	v_pk_add_u16 v2, v2, v0
	v_pk_mul_lo_u16 v2, v2, v2
	v_pk_mul_lo_u16 v3, v3, v3
	s_add_i32 s4, s4, -1
	v_pk_add_u16 v41, v3, v1
	s_cmp_eq_u32 s4, 0
	v_pk_add_u16 v42, v2, v0
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	v_add_u16_sdwa v0, v42, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_add_u16_e32 v0, v0, v41
	s_add_u32 s8, s40, 16
	v_add_u16_sdwa v41, v0, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
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
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_short v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_short_v4
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
		.amdhsa_next_free_sgpr 46
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
.Lfunc_end2:
	.size	compute_short_v4, .Lfunc_end2-compute_short_v4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1108
; NumSgprs: 52
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 52
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
	.protected	compute_short_v8        ; -- Begin function compute_short_v8
	.globl	compute_short_v8
	.p2align	8
	.type	compute_short_v8,@function
compute_short_v8:                       ; @compute_short_v8
; %bb.0:
	s_mov_b64 s[40:41], s[4:5]
	s_load_dword s4, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v3, 0x30002
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_pk_add_u16 v3, s4, v3 op_sel_hi:[0,1]
	v_mov_b32_e32 v5, 0x50004
	buffer_store_short_d16_hi v3, off, s[0:3], 0 offset:96
	buffer_store_short v3, off, s[0:3], 0 offset:80
	v_pk_add_u16 v5, s4, v5 op_sel_hi:[0,1]
	buffer_load_dword v3, off, s[0:3], 0 offset:96
	buffer_load_dword v4, off, s[0:3], 0 offset:80
	s_nop 0
	buffer_store_short_d16_hi v5, off, s[0:3], 0 offset:64
	buffer_store_short v5, off, s[0:3], 0 offset:48
	v_mov_b32_e32 v7, 0x70006
	buffer_load_dword v5, off, s[0:3], 0 offset:64
	buffer_load_dword v6, off, s[0:3], 0 offset:48
	v_pk_add_u16 v7, s4, v7 op_sel_hi:[0,1]
	buffer_store_short v7, off, s[0:3], 0 offset:16
	buffer_store_short_d16_hi v7, off, s[0:3], 0 offset:32
	buffer_load_dword v7, off, s[0:3], 0 offset:16
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32
	v_mov_b32_e32 v45, 0xffff
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	v_or3_b32 v40, v0, v1, v2
	v_add_u16_e64 v0, s4, 1
	v_and_b32_e32 v1, s4, v45
	v_lshl_or_b32 v0, v0, 16, v1
	s_mov_b64 s[38:39], s[8:9]
	v_bfi_b32 v44, v45, s4, v0
	s_mov_b32 s33, s16
	s_add_u32 s8, s38, 16
	s_mov_b32 s43, s14
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_movk_i32 s32, 0x1c00
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v0, v45, v4
	v_lshl_or_b32 v41, v3, 16, v0
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v0, v45, v6
	v_lshl_or_b32 v42, v5, 16, v0
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v1, v45, v7
	v_mov_b32_e32 v0, 0
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v43, v8, 16, v1
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v1, v45, v0
	v_lshl_or_b32 v0, v0, 16, v1
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s4, 8
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_pk_mul_lo_u16 v4, v44, v44
	v_pk_mul_lo_u16 v5, v41, v41
	v_pk_mul_lo_u16 v6, v42, v42
	v_pk_mul_lo_u16 v7, v43, v43
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_pk_add_u16 v43, v7, v3
	v_pk_add_u16 v42, v6, v2
	v_pk_add_u16 v41, v5, v1
	v_pk_add_u16 v44, v4, v0
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	v_add_u16_sdwa v0, v44, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_add_u16_e32 v0, v0, v41
	v_add_u16_sdwa v0, v0, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_add_u16_e32 v0, v0, v42
	v_add_u16_sdwa v0, v0, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_add_u16_e32 v0, v0, v43
	s_add_u32 s8, s38, 16
	v_add_u16_sdwa v41, v0, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[40:41]
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
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_short v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_short_v8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16496
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 46
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
	.size	compute_short_v8, .Lfunc_end3-compute_short_v8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2116
; NumSgprs: 52
; NumVgprs: 46
; ScratchSize: 16496
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 46
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
	.protected	compute_short_v16       ; -- Begin function compute_short_v16
	.globl	compute_short_v16
	.p2align	8
	.type	compute_short_v16,@function
compute_short_v16:                      ; @compute_short_v16
; %bb.0:
	s_mov_b64 s[40:41], s[4:5]
	s_load_dword s4, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v3, 0x30002
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_pk_add_u16 v3, s4, v3 op_sel_hi:[0,1]
	v_mov_b32_e32 v5, 0x50004
	buffer_store_short_d16_hi v3, off, s[0:3], 0 offset:96
	buffer_store_short v3, off, s[0:3], 0 offset:80
	v_pk_add_u16 v5, s4, v5 op_sel_hi:[0,1]
	v_mov_b32_e32 v7, 0x70006
	buffer_load_dword v3, off, s[0:3], 0 offset:96
	buffer_load_dword v4, off, s[0:3], 0 offset:80
	s_nop 0
	buffer_store_short_d16_hi v5, off, s[0:3], 0 offset:64
	buffer_store_short v5, off, s[0:3], 0 offset:48
	v_pk_add_u16 v7, s4, v7 op_sel_hi:[0,1]
	buffer_load_dword v5, off, s[0:3], 0 offset:64
	buffer_load_dword v6, off, s[0:3], 0 offset:48
	s_nop 0
	buffer_store_short v7, off, s[0:3], 0 offset:16
	buffer_store_short_d16_hi v7, off, s[0:3], 0 offset:32
	buffer_load_dword v7, off, s[0:3], 0 offset:16
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32
	v_mov_b32_e32 v46, 0xffff
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b64 s[38:39], s[8:9]
	v_or3_b32 v40, v0, v1, v2
	v_add_u16_e64 v0, s4, 1
	v_and_b32_e32 v1, s4, v46
	s_mov_b32 s33, s16
	v_mov_b32_e32 v9, 0x90008
	v_mov_b32_e32 v10, 0xb000a
	v_mov_b32_e32 v11, 0xd000c
	v_mov_b32_e32 v12, 0xf000e
	s_add_u32 s8, s38, 16
	v_lshl_or_b32 v0, v0, 16, v1
	s_mov_b32 s43, s14
	s_addc_u32 s9, s39, 0
	v_pk_add_u16 v56, s4, v9 op_sel_hi:[0,1]
	v_pk_add_u16 v58, s4, v10 op_sel_hi:[0,1]
	v_pk_add_u16 v45, s4, v11 op_sel_hi:[0,1]
	v_pk_add_u16 v44, s4, v12 op_sel_hi:[0,1]
	v_bfi_b32 v57, v46, s4, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x1c00
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v1, v46, v4
	v_lshl_or_b32 v41, v3, 16, v1
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v1, v46, v6
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v2, v46, v7
	v_lshl_or_b32 v42, v5, 16, v1
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v43, v8, 16, v2
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v1, v46, v0
	v_lshl_or_b32 v0, v0, 16, v1
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s4, 4
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_pk_mul_lo_u16 v4, v56, v56
	v_pk_mul_lo_u16 v5, v58, v58
	v_pk_mul_lo_u16 v6, v45, v45
	v_pk_mul_lo_u16 v7, v44, v44
	v_pk_mul_lo_u16 v8, v57, v57
	v_pk_mul_lo_u16 v9, v41, v41
	v_pk_mul_lo_u16 v10, v42, v42
	v_pk_mul_lo_u16 v11, v43, v43
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	v_pk_add_u16 v11, v11, v3
	v_pk_add_u16 v10, v10, v2
	v_pk_add_u16 v9, v9, v1
	v_pk_add_u16 v8, v8, v0
	v_pk_add_u16 v7, v7, v3
	v_pk_add_u16 v6, v6, v2
	v_pk_add_u16 v5, v5, v1
	v_pk_add_u16 v4, v4, v0
	v_pk_mul_lo_u16 v4, v4, v4
	v_pk_mul_lo_u16 v5, v5, v5
	v_pk_mul_lo_u16 v6, v6, v6
	v_pk_mul_lo_u16 v7, v7, v7
	v_pk_mul_lo_u16 v8, v8, v8
	v_pk_mul_lo_u16 v9, v9, v9
	v_pk_mul_lo_u16 v10, v10, v10
	v_pk_mul_lo_u16 v11, v11, v11
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_pk_add_u16 v43, v11, v3
	v_pk_add_u16 v42, v10, v2
	v_pk_add_u16 v41, v9, v1
	v_pk_add_u16 v57, v8, v0
	v_pk_add_u16 v44, v7, v3
	v_pk_add_u16 v45, v6, v2
	v_pk_add_u16 v58, v5, v1
	v_pk_add_u16 v56, v4, v0
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	v_pk_add_u16 v0, v57, v41
	v_pk_add_u16 v0, v0, v42
	v_pk_add_u16 v0, v0, v43
	v_pk_add_u16 v0, v0, v56
	v_pk_add_u16 v0, v0, v58
	v_pk_add_u16 v0, v0, v45
	v_pk_add_u16 v0, v0, v44
	s_add_u32 s8, s38, 16
	v_add_u16_sdwa v41, v0, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[40:41]
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
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_short v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_short_v16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16496
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 46
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
	.size	compute_short_v16, .Lfunc_end4-compute_short_v16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3772
; NumSgprs: 52
; NumVgprs: 59
; ScratchSize: 16496
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 59
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
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
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
    .name:           compute_short_v1
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         compute_short_v1.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
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
    .name:           compute_short_v2
    .private_segment_fixed_size: 16384
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_short_v2.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
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
    .name:           compute_short_v4
    .private_segment_fixed_size: 16384
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_short_v4.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
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
    .name:           compute_short_v8
    .private_segment_fixed_size: 16496
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_short_v8.kd
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           2
        .type_name:      short
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
    .name:           compute_short_v16
    .private_segment_fixed_size: 16496
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_short_v16.kd
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
