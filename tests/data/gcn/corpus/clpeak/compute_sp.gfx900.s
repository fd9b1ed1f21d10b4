	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	compute_sp_v1           ; -- Begin function compute_sp_v1
	.globl	compute_sp_v1
	.p2align	8
	.type	compute_sp_v1,@function
compute_sp_v1:                          ; @compute_sp_v1
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
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v2, 32, v2
	v_lshlrev_b64 v[0:1], v2, v[0:1]
	s_movk_i32 s4, 0x80
	v_min_u32_e32 v0, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v0, v0
	v_sub_u32_e32 v1, 32, v2
	v_mov_b32_e32 v41, s46
	v_ldexp_f32 v0, v0, v1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_fma_f32 v1, v41, v41, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	v_fma_f32 v1, v1, v1, v0
	s_add_i32 s4, s4, -8
	s_cmp_eq_u32 s4, 0
	v_fma_f32 v41, v1, v1, v0
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
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_sp_v1
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
	.size	compute_sp_v1, .Lfunc_end0-compute_sp_v1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1816
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
	.protected	compute_sp_v2           ; -- Begin function compute_sp_v2
	.globl	compute_sp_v2
	.p2align	8
	.type	compute_sp_v2,@function
compute_sp_v2:                          ; @compute_sp_v2
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
	s_add_u32 s8, s40, 16
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e64 v41, s4, 1.0
	v_mov_b32_e32 v42, s4
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
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v2, 32, v2
	v_lshlrev_b64 v[0:1], v2, v[0:1]
	s_mov_b32 s4, 64
	v_min_u32_e32 v0, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v0, v0
	v_sub_u32_e32 v1, 32, v2
	v_ldexp_f32 v0, v0, v1
	v_mov_b32_e32 v1, v0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_fma_f32 v2, v42, v42, v0
	v_fma_f32 v3, v41, v41, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v3, v3, v3, v1
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v2, v2, v2, v0
	v_fma_f32 v3, v3, v3, v1
	s_add_i32 s4, s4, -2
	v_fma_f32 v41, v3, v3, v1
	s_cmp_eq_u32 s4, 0
	v_fma_f32 v42, v2, v2, v0
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
	v_add_f32_e32 v41, v42, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_sp_v2
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
	.size	compute_sp_v2, .Lfunc_end1-compute_sp_v2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1072
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
	.protected	compute_sp_v4           ; -- Begin function compute_sp_v4
	.globl	compute_sp_v4
	.p2align	8
	.type	compute_sp_v4,@function
compute_sp_v4:                          ; @compute_sp_v4
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
	v_mov_b32_e32 v3, 0x40400000
	s_add_u32 s8, s40, 16
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e64 v41, s4, 1.0
	v_add_f32_e64 v42, s4, 2.0
	v_add_f32_e32 v43, s4, v3
	v_mov_b32_e32 v44, s4
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
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v2, 32, v2
	v_lshlrev_b64 v[0:1], v2, v[0:1]
	s_mov_b32 s4, 32
	v_min_u32_e32 v0, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v0, v0
	v_sub_u32_e32 v1, 32, v2
	v_ldexp_f32 v0, v0, v1
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_fma_f32 v4, v44, v44, v0
	v_fma_f32 v5, v41, v41, v1
	v_fma_f32 v6, v42, v42, v2
	v_fma_f32 v7, v43, v43, v3
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v7, v7, v7, v3
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v4, v4, v4, v0
	v_fma_f32 v5, v5, v5, v1
	v_fma_f32 v6, v6, v6, v2
	v_fma_f32 v7, v7, v7, v3
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_fma_f32 v43, v7, v7, v3
	v_fma_f32 v42, v6, v6, v2
	v_fma_f32 v41, v5, v5, v1
	v_fma_f32 v44, v4, v4, v0
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	v_add_f32_e32 v0, v44, v41
	v_add_f32_e32 v0, v42, v0
	s_add_u32 s8, s40, 16
	v_add_f32_e32 v41, v43, v0
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
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_sp_v4
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
		.amdhsa_next_free_vgpr 45
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
	.size	compute_sp_v4, .Lfunc_end2-compute_sp_v4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1112
; NumSgprs: 52
; NumVgprs: 45
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 45
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
	.protected	compute_sp_v8           ; -- Begin function compute_sp_v8
	.globl	compute_sp_v8
	.p2align	8
	.type	compute_sp_v8,@function
compute_sp_v8:                          ; @compute_sp_v8
; %bb.0:
	s_mov_b64 s[38:39], s[4:5]
	s_load_dword s4, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v3, 0x40400000
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v43, s4, v3
	v_mov_b32_e32 v3, 0x40a00000
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	v_add_f32_e32 v45, s4, v3
	v_mov_b32_e32 v3, 0x40c00000
	v_or3_b32 v40, v0, v1, v2
	v_mov_b32_e32 v0, 0x40e00000
	s_add_u32 s8, s40, 16
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_add_f32_e32 v46, s4, v3
	v_add_f32_e32 v47, s4, v0
	v_add_f32_e64 v41, s4, 1.0
	v_add_f32_e64 v42, s4, 2.0
	v_add_f32_e64 v44, s4, 4.0
	v_mov_b32_e32 v56, s4
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
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v2, 32, v2
	v_lshlrev_b64 v[0:1], v2, v[0:1]
	s_mov_b32 s4, 16
	v_min_u32_e32 v0, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v0, v0
	v_sub_u32_e32 v1, 32, v2
	v_ldexp_f32 v0, v0, v1
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_fma_f32 v8, v56, v56, v0
	v_fma_f32 v9, v41, v41, v1
	v_fma_f32 v10, v42, v42, v2
	v_fma_f32 v11, v43, v43, v3
	v_fma_f32 v12, v44, v44, v4
	v_fma_f32 v13, v45, v45, v5
	v_fma_f32 v14, v46, v46, v6
	v_fma_f32 v15, v47, v47, v7
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v15, v15, v15, v7
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v8, v8, v8, v0
	v_fma_f32 v9, v9, v9, v1
	v_fma_f32 v10, v10, v10, v2
	v_fma_f32 v11, v11, v11, v3
	v_fma_f32 v12, v12, v12, v4
	v_fma_f32 v13, v13, v13, v5
	v_fma_f32 v14, v14, v14, v6
	v_fma_f32 v15, v15, v15, v7
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_fma_f32 v47, v15, v15, v7
	v_fma_f32 v46, v14, v14, v6
	v_fma_f32 v45, v13, v13, v5
	v_fma_f32 v44, v12, v12, v4
	v_fma_f32 v43, v11, v11, v3
	v_fma_f32 v42, v10, v10, v2
	v_fma_f32 v41, v9, v9, v1
	v_fma_f32 v56, v8, v8, v0
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	v_add_f32_e32 v0, v56, v41
	v_add_f32_e32 v0, v42, v0
	v_add_f32_e32 v0, v43, v0
	v_add_f32_e32 v0, v44, v0
	v_add_f32_e32 v0, v45, v0
	v_add_f32_e32 v0, v46, v0
	s_add_u32 s8, s40, 16
	v_add_f32_e32 v41, v47, v0
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
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_sp_v8
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
		.amdhsa_next_free_vgpr 57
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
	.size	compute_sp_v8, .Lfunc_end3-compute_sp_v8
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1960
; NumSgprs: 52
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 57
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
	.protected	compute_sp_v16          ; -- Begin function compute_sp_v16
	.globl	compute_sp_v16
	.p2align	8
	.type	compute_sp_v16,@function
compute_sp_v16:                         ; @compute_sp_v16
; %bb.0:
	s_mov_b64 s[38:39], s[4:5]
	s_load_dword s4, s[8:9], 0x8
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v3, 0x40400000
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, s4, v3
	buffer_store_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0x40a00000
	v_mov_b32_e32 v9, 0x41300000
	v_mov_b32_e32 v10, 0x41400000
	v_mov_b32_e32 v11, 0x41500000
	v_mov_b32_e32 v12, 0x41600000
	v_mov_b32_e32 v13, 0x41700000
	v_add_f32_e32 v14, s4, v3
	v_mov_b32_e32 v4, 0x40c00000
	v_mov_b32_e32 v8, 0x41200000
	v_mov_b32_e32 v5, 0x40e00000
	v_mov_b32_e32 v7, 0x41100000
	v_mov_b32_e32 v6, 0x41000000
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 16
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	s_mov_b32 s32, 0x10400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	buffer_store_dword v9, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v10, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v4
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	v_or3_b32 v40, v0, v1, v2
	v_mov_b32_e32 v31, v40
	buffer_store_dword v8, off, s[0:3], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[0:3], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:192 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v5
	buffer_store_dword v7, off, s[0:3], 0 offset:196 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v8, off, s[0:3], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:256 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v6
	buffer_store_dword v6, off, s[0:3], 0 offset:260 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], 0 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:276 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:292 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:320 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v7
	buffer_store_dword v5, off, s[0:3], 0 offset:324 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[0:3], 0 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:340 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:344 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:352 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:356 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:368 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:372 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:376 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:384 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v8
	buffer_store_dword v4, off, s[0:3], 0 offset:388 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[0:3], 0 offset:392 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:396 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:400 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:404 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:408 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:412 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:416 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:420 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:424 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:428 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:432 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:436 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:444 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:448 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v9
	buffer_store_dword v3, off, s[0:3], 0 offset:452 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:456 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:460 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:464 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:468 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:472 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:476 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:480 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:484 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:488 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:492 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:496 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:500 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:504 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:508 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:512 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v10
	buffer_store_dword v2, off, s[0:3], 0 offset:516 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], 0 offset:520 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:524 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:528 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:532 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:536 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:540 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:544 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:548 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:552 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:556 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:560 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:564 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:568 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:572 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:576 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v11
	buffer_store_dword v1, off, s[0:3], 0 offset:580 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:584 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:588 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:592 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:596 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:600 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:604 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:608 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:612 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:616 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:620 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:624 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:628 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:632 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:636 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:640 ; 4-byte Folded Spill
	v_add_f32_e32 v14, s4, v12
	buffer_store_dword v0, off, s[0:3], 0 offset:644 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:648 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:652 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:656 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:660 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:664 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:668 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:672 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:676 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:680 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:684 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:688 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:692 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:696 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:700 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:704 ; 4-byte Folded Spill
	v_add_f32_e32 v15, s4, v13
	buffer_store_dword v0, off, s[0:3], 0 offset:708 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:712 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:716 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:720 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:724 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:728 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:732 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:736 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:740 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:744 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:748 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:752 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:756 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:760 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:764 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:768 ; 4-byte Folded Spill
	v_add_f32_e64 v1, s4, 1.0
	buffer_store_dword v0, off, s[0:3], 0 offset:772 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:776 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:780 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:784 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:788 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:792 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:796 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:800 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:804 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:808 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:812 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:816 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:820 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:824 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:828 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:832 ; 4-byte Folded Spill
	v_add_f32_e64 v2, s4, 2.0
	buffer_store_dword v0, off, s[0:3], 0 offset:836 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:840 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:844 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:848 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:852 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:856 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:860 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:864 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:868 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:872 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:876 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:880 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:884 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:888 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:892 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:896 ; 4-byte Folded Spill
	v_add_f32_e64 v4, s4, 4.0
	buffer_store_dword v0, off, s[0:3], 0 offset:900 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:904 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:908 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:912 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:916 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:920 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:924 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:928 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:932 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:936 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:940 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:944 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:948 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:952 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:956 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:960 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, s4
	s_mov_b64 s[4:5], s[38:39]
	buffer_store_dword v0, off, s[0:3], 0 offset:964 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:968 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:972 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:976 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:980 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:984 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:988 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:992 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:996 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:1000 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:1004 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:1008 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:1012 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:1016 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:1020 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:1024 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], 0 offset:964 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:968 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:972 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:976 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:980 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:984 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:988 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:992 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:996 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1000 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1004 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1008 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1012 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1016 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:1020 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:1024 ; 4-byte Folded Reload
	s_mov_b32 s4, 8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v33, v2
	buffer_load_dword v2, off, s[0:3], 0 offset:772 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:776 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:780 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:784 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:788 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:792 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:796 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:800 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:804 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:808 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:812 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:816 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:820 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:824 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:828 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:832 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v32, v3
	buffer_load_dword v16, off, s[0:3], 0 offset:836 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:840 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:844 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:848 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:852 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:856 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:860 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:864 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:868 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:872 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:876 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:880 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:884 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:888 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:892 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:896 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:900 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:904 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:908 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:912 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:916 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:920 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:924 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:928 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:932 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:936 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:940 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:944 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:948 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:952 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:956 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:960 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v20, v6
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, v7
	buffer_load_dword v2, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v22, v8
	buffer_load_dword v2, off, s[0:3], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:256 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v23, v9
	buffer_load_dword v2, off, s[0:3], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:320 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v24, v10
	buffer_load_dword v2, off, s[0:3], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:384 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v25, v11
	buffer_load_dword v2, off, s[0:3], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:448 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v26, v12
	buffer_load_dword v2, off, s[0:3], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:476 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:480 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:484 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:488 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:492 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:496 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:500 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:504 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:508 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:512 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v27, v13
	buffer_load_dword v2, off, s[0:3], 0 offset:516 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:520 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:524 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:528 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:532 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:536 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:540 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:544 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:548 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:552 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:556 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:560 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:564 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:568 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:572 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:576 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v28, v14
	buffer_load_dword v2, off, s[0:3], 0 offset:580 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:584 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:588 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:592 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:596 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:600 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:604 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:608 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:612 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:616 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:620 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:624 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:628 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:632 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:636 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:640 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v29, v15
	buffer_load_dword v2, off, s[0:3], 0 offset:708 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:712 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:716 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:720 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:724 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:728 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:732 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:736 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:740 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:744 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:748 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:752 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:756 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:760 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:764 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:768 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, v17
	buffer_load_dword v2, off, s[0:3], 0 offset:644 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:648 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:652 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:656 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:660 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:664 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:668 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:672 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:676 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:680 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:684 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:688 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:692 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:696 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:700 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:704 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v30, v16
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v2, 32, v2
	v_lshlrev_b64 v[0:1], v2, v[0:1]
	v_min_u32_e32 v0, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v0, v0
	v_sub_u32_e32 v1, 32, v2
	v_ldexp_f32 v0, v0, v1
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v19, v5
	v_mov_b32_e32 v5, v0
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_fma_f32 v16, v33, v33, v0
	v_fma_f32 v17, v32, v32, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v16, v16, v16, v0
	v_fma_f32 v17, v17, v17, v1
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v31, v31, v31, v15
	s_add_i32 s4, s4, -1
	s_cmp_eq_u32 s4, 0
	v_fma_f32 v31, v31, v31, v15
	v_fma_f32 v30, v30, v30, v14
	v_fma_f32 v29, v29, v29, v13
	v_fma_f32 v28, v28, v28, v12
	v_fma_f32 v27, v27, v27, v11
	v_fma_f32 v26, v26, v26, v10
	v_fma_f32 v25, v25, v25, v9
	v_fma_f32 v24, v24, v24, v8
	v_fma_f32 v23, v23, v23, v7
	v_fma_f32 v22, v22, v22, v6
	v_fma_f32 v21, v21, v21, v5
	v_fma_f32 v20, v20, v20, v4
	v_fma_f32 v19, v19, v19, v3
	v_fma_f32 v18, v18, v18, v2
	v_fma_f32 v32, v17, v17, v1
	v_fma_f32 v33, v16, v16, v0
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	v_add_f32_e32 v0, v32, v19
	v_add_f32_e32 v1, v33, v18
	v_add_f32_e32 v1, v20, v1
	v_add_f32_e32 v0, v21, v0
	v_add_f32_e32 v0, v23, v0
	v_add_f32_e32 v1, v22, v1
	v_add_f32_e32 v1, v24, v1
	v_add_f32_e32 v0, v25, v0
	v_add_f32_e32 v0, v27, v0
	v_add_f32_e32 v1, v26, v1
	v_add_f32_e32 v1, v28, v1
	v_add_f32_e32 v0, v29, v0
	v_add_f32_e32 v0, v31, v0
	v_add_f32_e32 v1, v30, v1
	s_add_u32 s8, s40, 16
	v_add_f32_e32 v41, v1, v0
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
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_sp_v16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 17424
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
	.size	compute_sp_v16, .Lfunc_end4-compute_sp_v16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 8904
; NumSgprs: 52
; NumVgprs: 42
; ScratchSize: 17424
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 52
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
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
    .name:           compute_sp_v1
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         compute_sp_v1.kd
    .vgpr_count:     42
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
        .type_name:      float
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
    .name:           compute_sp_v2
    .private_segment_fixed_size: 16384
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_sp_v2.kd
    .vgpr_count:     43
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
        .type_name:      float
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
    .name:           compute_sp_v4
    .private_segment_fixed_size: 16384
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_sp_v4.kd
    .vgpr_count:     45
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
        .type_name:      float
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
    .name:           compute_sp_v8
    .private_segment_fixed_size: 16384
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_sp_v8.kd
    .vgpr_count:     57
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
        .type_name:      float
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
    .name:           compute_sp_v16
    .private_segment_fixed_size: 17424
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         compute_sp_v16.kd
    .vgpr_count:     42
    .vgpr_spill_count: 256
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
