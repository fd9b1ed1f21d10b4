	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	group_prefixSum         ; -- Begin function group_prefixSum
	.globl	group_prefixSum
	.p2align	8
	.type	group_prefixSum,@function
group_prefixSum:                        ; @group_prefixSum
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx4 s[52:55], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[44:45], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s44, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s45, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s47, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v0, v0, v45
	v_lshlrev_b32_e32 v1, 3, v43
	v_add_i32_e32 v47, vcc, s52, v1
	v_add_i32_e32 v0, vcc, v0, v43
	v_lshlrev_b32_e32 v0, 1, v0
	v_or_b32_e32 v0, 1, v0
	v_mul_lo_u32 v0, v0, s54
	v_add_i32_e32 v45, vcc, -1, v0
	v_cmp_gt_u32_e64 s[34:35], s53, v45
	v_ashrrev_i32_e32 v46, 31, v45
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshl_b64 v[0:1], v[45:46], 2
	v_mov_b32_e32 v2, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v56, vcc, s54, v45
	v_cmp_gt_u32_e64 s[36:37], s53, v56
	v_mov_b32_e32 v57, 0
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v2, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0 offset:4
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s54, 1
	s_cmp_lt_u32 s53, 2
	s_mov_b32 m0, -1
	s_cbranch_scc1 .LBB0_10
; %bb.5:
	v_lshlrev_b32_e32 v0, 1, v43
	v_lshlrev_b32_e32 v1, 10, v41
	v_or_b32_e32 v58, 1, v0
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s54, 1
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 s55, s53
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_lshr_b32 s56, s55, 1
	s_add_u32 s8, s44, 32
	s_addc_u32 s9, s45, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_i32_e32 vcc, s56, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mul_lo_u32 v0, s54, v58
	s_lshl_b32 s6, s54, 2
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v0, vcc, s52, v0
	v_add_i32_e32 v0, vcc, -4, v0
	v_add_i32_e32 v1, vcc, s6, v0
	ds_read_b32 v0, v0
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s54, s54, 1
	s_cmp_lt_u32 s55, 4
	s_cbranch_scc1 .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mov_b32 s55, s56
	s_branch .LBB0_6
.LBB0_10:
	s_cmp_lt_u32 s54, s53
	s_cselect_b64 s[4:5], -1, 0
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_lshl_b32_e32 v60, s54, v0
	v_cmp_gt_i32_e32 vcc, 2, v60
	s_and_b64 vcc, exec, vcc
	s_mov_b32 m0, -1
	s_cbranch_vccnz .LBB0_15
; %bb.11:
	v_lshlrev_b32_e32 v1, 10, v41
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	v_ashrrev_i32_e32 v58, 1, v60
	v_add_i32_e32 v59, vcc, 1, v43
	s_mov_b32 s4, 0
	v_or_b32_e32 v44, v1, v0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_branch .LBB0_13
.LBB0_12:                               ;   in Loop: Header=BB0_13 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s4, s53, 1
	v_cmp_ge_i32_e32 vcc, s4, v58
	s_and_b64 vcc, exec, vcc
	v_mov_b32_e32 v60, v61
	s_cbranch_vccnz .LBB0_15
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_or_b32 s53, s4, 1
	s_add_u32 s8, s44, 32
	s_addc_u32 s9, s45, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	v_ashrrev_i32_e32 v61, 1, v60
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_i32_e32 vcc, s53, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_12
; %bb.14:                               ;   in Loop: Header=BB0_13 Depth=1
	v_mul_lo_u32 v0, v61, v59
	v_and_b32_e32 v1, -4, v60
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v0, vcc, s52, v0
	v_add_i32_e32 v0, vcc, -4, v0
	v_add_i32_e32 v1, vcc, v0, v1
	ds_read_b32 v0, v0
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
	s_branch .LBB0_12
.LBB0_15:
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s44, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_17
; %bb.16:
	ds_read_b32 v3, v47
	v_lshl_b64 v[0:1], v[45:46], 2
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB0_17:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_19
; %bb.18:
	ds_read_b32 v3, v47 offset:4
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB0_19:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel group_prefixSum
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
		.amdhsa_next_free_vgpr 62
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
	.size	group_prefixSum, .Lfunc_end0-group_prefixSum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1036
; NumSgprs: 61
; NumVgprs: 62
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 62
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
	.protected	global_prefixSum        ; -- Begin function global_prefixSum
	.globl	global_prefixSum
	.p2align	8
	.type	global_prefixSum,@function
global_prefixSum:                       ; @global_prefixSum
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx2 s[46:47], s[8:9], 0x2
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 16
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
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
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
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cvt_f32_u32_e32 v1, v41
	s_mov_b32 s48, 0x4f7ffffe
	v_sub_i32_e32 v2, vcc, 0, v41
	v_rcp_iflag_f32_e32 v1, v1
	s_lshl_b32 s6, s46, 1
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	v_mul_f32_e32 v1, s48, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mul_lo_u32 v2, v2, v1
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_mul_hi_u32 v2, v1, v2
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, s46, v1
	v_mul_lo_u32 v2, v1, v41
	v_add_i32_e32 v3, vcc, 1, v1
	v_sub_i32_e32 v2, vcc, s46, v2
	v_cmp_ge_u32_e32 vcc, v2, v41
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_sub_i32_e64 v3, s[4:5], v2, v41
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_i32_e32 v3, vcc, 1, v1
	v_cmp_ge_u32_e32 vcc, v2, v41
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_sub_i32_e32 v2, vcc, s6, v1
	v_cvt_f32_u32_e32 v3, v2
	v_sub_i32_e32 v4, vcc, 0, v2
	s_mov_b64 s[6:7], s[40:41]
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, s48, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_i32_e32 v3, vcc, v3, v4
	v_mul_hi_u32 v3, v0, v3
	v_mul_lo_u32 v4, v3, v2
	v_add_i32_e32 v5, vcc, 1, v3
	v_sub_i32_e32 v4, vcc, v0, v4
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_sub_i32_e64 v5, s[4:5], v4, v2
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_i32_e32 v5, vcc, 1, v3
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_add_i32_e32 v2, vcc, 1, v2
	v_mul_lo_u32 v1, v2, v1
	s_mov_b64 s[4:5], s[42:43]
	v_add_i32_e32 v0, vcc, v1, v0
	v_mul_lo_u32 v41, v0, v41
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_cvt_f32_u32_e32 v1, s46
	s_sub_i32 s4, 0, s46
	v_add_i32_e32 v0, vcc, v41, v0
	v_rcp_iflag_f32_e32 v1, v1
	v_add_i32_e32 v3, vcc, 1, v0
	v_mul_f32_e32 v1, s48, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s4, v1
	v_cmp_gt_u32_e64 s[4:5], s47, v0
	v_mul_hi_u32 v2, v1, v2
	v_add_i32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v2, v3, v1
	v_mul_lo_u32 v2, v2, s46
	v_sub_i32_e32 v2, vcc, v3, v2
	v_subrev_i32_e32 v3, vcc, s46, v2
	v_cmp_le_u32_e32 vcc, s46, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_i32_e32 v3, vcc, s46, v2
	v_cmp_le_u32_e32 vcc, s46, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mul_hi_u32 v1, v0, v1
	s_load_dwordx2 s[4:5], s[34:35], 0x0
	v_mul_lo_u32 v1, v1, s46
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s5
	v_sub_i32_e32 v1, vcc, v0, v1
	v_subrev_i32_e32 v2, vcc, s46, v1
	v_cmp_le_u32_e32 vcc, s46, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_i32_e32 v2, vcc, s46, v1
	v_cmp_le_u32_e32 vcc, s46, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_not_b32_e32 v1, v1
	v_add_i32_e32 v1, vcc, v0, v1
	v_mov_b32_e32 v2, 0
	v_lshl_b64 v[1:2], v[1:2], 2
	v_add_i32_e32 v3, vcc, s4, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_addc_u32_e32 v4, vcc, v5, v2, vcc
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_load_dword v2, v[3:4]
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	flat_store_dword v[0:1], v2
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_prefixSum
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
.Lfunc_end1:
	.size	global_prefixSum, .Lfunc_end1-global_prefixSum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 724
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .name:           group_prefixSum
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         group_prefixSum.kd
    .vgpr_count:     62
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
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
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
    .name:           global_prefixSum
    .private_segment_fixed_size: 16384
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         global_prefixSum.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
