	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	addOffset                       ; -- Begin function addOffset
	.globl	addOffset
	.p2align	2
	.type	addOffset,@function
addOffset:                              ; @addOffset
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v0, vcc, v0, v1
	s_mov_b64 s[4:5], 0
	s_mov_b32 m0, -1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 0x7ffffff, v1
	v_add_u32_e32 v1, vcc, 1, v1
	v_or_b32_e32 v1, v1, v2
	ds_write_b32 v0, v1
	ds_read_b32 v3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v0, 0x7ffffff, v1
	v_add_u32_e32 v0, vcc, -1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	addOffset, .Lfunc_end0-addOffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 104
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	bucketcount             ; -- Begin function bucketcount
	.globl	bucketcount
	.p2align	8
	.type	bucketcount,@function
bucketcount:                            ; @bucketcount
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[52:53], s[8:9], 0x10
	s_load_dwordx2 s[54:55], s[8:9], 0x20
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v41, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s34, s38, 40
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x400
	v_mov_b32_e32 v44, v0
	v_cmp_gt_i32_e64 s[34:35], s4, v40
	s_and_saveexec_b64 s[46:47], s[34:35]
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_lshlrev_b32_e32 v1, 10, v42
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_mov_b64 s[56:57], 0
	v_mov_b32_e32 v46, 0
	v_or_b32_e32 v45, v1, v0
	s_movk_i32 s60, 0x3ff
	v_mov_b32_e32 v47, v40
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s59, s59, _Z14get_local_sizej@rel32@hi+12
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_e32 v0, 2, v47
	s_add_u32 s8, s38, 40
	ds_write_b32 v0, v46
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[58:59]
	v_add_u32_e32 v47, vcc, v47, v0
	v_cmp_lt_i32_e32 vcc, s60, v47
	s_or_b64 s[56:57], vcc, s[56:57]
	s_andn2_b64 exec, exec, s[56:57]
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b64 exec, exec, s[46:47]
	s_load_dword s58, s[38:39], 0x18
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s46, s38, 40
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s47, s39, 0
	v_or_b32_e32 v45, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 3
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z7barrierj@rel32@lo+4
	s_addc_u32 s57, s57, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s58, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_8
; %bb.4:
	s_add_u32 s6, s54, 0x7fc
	s_addc_u32 s7, s55, 0
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	flat_load_dword v4, v[1:2]
	v_lshlrev_b32_e32 v1, 7, v40
	v_lshlrev_b32_e32 v5, 27, v40
	v_and_b32_e32 v6, 0xfffff000, v1
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v7, 0x2ff
	v_mov_b32_e32 v8, 0xff
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v9, 0x80
	v_mov_b32_e32 v10, 0xffffff80
	v_mov_b32_e32 v11, 0xffffffc0
	v_mov_b32_e32 v12, 0xffffffe0
.LBB1_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_6 Depth 2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[13:14], 2, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v13, vcc, s48, v13
	v_addc_u32_e32 v14, vcc, v2, v14, vcc
	flat_load_dword v15, v[13:14]
	v_mov_b32_e32 v16, s55
	s_mov_b64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v4
	v_cndmask_b32_e32 v2, v7, v8, vcc
	v_lshlrev_b32_e32 v13, 2, v2
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, 0, v16, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e32 v13, v9, v10, vcc
	v_add_u32_e32 v2, vcc, v13, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e32 v13, 64, v11, vcc
	v_add_u32_e32 v2, vcc, v13, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e32 v13, 32, v12, vcc
	v_add_u32_e32 v2, vcc, v13, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e64 v13, 16, -16, vcc
	v_add_u32_e32 v2, vcc, v13, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e64 v13, 8, -8, vcc
	v_add_u32_e32 v2, vcc, v13, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e64 v13, 4, -4, vcc
	v_add_u32_e32 v2, vcc, v13, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e64 v13, 2, -2, vcc
	v_add_u32_e32 v2, vcc, v13, v2
	v_lshlrev_b64 v[13:14], 2, v[2:3]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	v_mov_b32_e32 v14, v3
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v15, v13
	v_cndmask_b32_e64 v17, 1, -1, vcc
	v_add_u32_e32 v13, vcc, v17, v2
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_u32_e32 v13, vcc, s54, v13
	v_addc_u32_e32 v14, vcc, v16, v14, vcc
	flat_load_dword v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v15, v13
	v_addc_u32_e32 v2, vcc, v17, v2, vcc
	v_lshlrev_b32_e32 v13, 2, v2
	v_add_u32_e32 v13, vcc, v6, v13
.LBB1_6:                                ;   Parent Loop BB1_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v14, v13
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v15, 0x7ffffff, v14
	v_add_u32_e32 v15, vcc, 1, v15
	v_or_b32_e32 v15, v15, v5
	ds_write_b32 v13, v15
	ds_read_b32 v16, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v16, v15
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB1_6
; %bb.7:                                ;   in Loop: Header=BB1_5 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v13, 10, v14
	v_add_u32_e32 v13, vcc, v13, v2
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v14, s51
	v_add_u32_e32 v1, vcc, s50, v1
	v_addc_u32_e32 v2, vcc, v14, v2, vcc
	v_add_u32_e32 v0, vcc, v0, v44
	v_cmp_le_i32_e32 vcc, s58, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	flat_store_dword v[1:2], v13
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_5
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s46, s38, 40
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s47, s39, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_11
; %bb.9:
	v_lshlrev_b32_e32 v1, 10, v42
	v_lshlrev_b32_e32 v44, 10, v0
	v_lshlrev_b32_e32 v0, 20, v43
	v_or_b32_e32 v1, v41, v1
	s_mov_b64 s[34:35], 0
	v_or_b32_e32 v41, v1, v0
	s_movk_i32 s48, 0x3ff
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s47, s47, _Z14get_local_sizej@rel32@hi+12
.LBB1_10:                               ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_e32 v0, 2, v40
	ds_read_b32 v2, v0
	v_add_u32_e32 v0, vcc, v40, v44
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v0, vcc, s52, v0
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v2, 0x7ffffff, v2
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_add_u32 s8, s38, 40
	flat_store_dword v[0:1], v2
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v40, vcc, v40, v0
	v_cmp_lt_i32_e32 vcc, s48, v40
	s_or_b64 s[34:35], vcc, s[34:35]
	s_andn2_b64 exec, exec, s[34:35]
	s_cbranch_execnz .LBB1_10
.LBB1_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bucketcount
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 61
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
	.size	bucketcount, .Lfunc_end1-bucketcount
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1496
; NumSgprs: 67
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 67
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
	.protected	bucketprefixoffset      ; -- Begin function bucketprefixoffset
	.globl	bucketprefixoffset
	.p2align	8
	.type	bucketprefixoffset,@function
bucketprefixoffset:                     ; @bucketprefixoffset
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dword s33, s[8:9], 0x10
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	s_lshl_b32 s10, s33, 10
	v_cmp_gt_i32_e32 vcc, s10, v0
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v3, s37
	v_add_u32_e32 v1, vcc, s36, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[1:2]
	v_add_u32_e32 v4, vcc, 0x400, v4
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, 0x1000, v1
	v_cmp_le_i32_e64 s[4:5], s10, v4
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	s_or_b64 s[8:9], s[4:5], s[8:9]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v3, vcc, v5, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
.LBB2_4:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[0:1], 30, v[1:2]
	v_mov_b32_e32 v2, s39
	v_add_u32_e32 v0, vcc, s38, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bucketprefixoffset
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 40
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
	.size	bucketprefixoffset, .Lfunc_end2-bucketprefixoffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 264
; NumSgprs: 46
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
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
	.protected	bucketsort              ; -- Begin function bucketsort
	.globl	bucketsort
	.p2align	8
	.type	bucketsort,@function
bucketsort:                             ; @bucketsort
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[52:53], s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s44, s40, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v40, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
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
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x400
	v_mov_b32_e32 v40, v0
	v_cmp_gt_i32_e32 vcc, s4, v41
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB3_3
; %bb.1:
	s_load_dwordx4 s[44:47], s[40:41], 0x20
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_mov_b32_e32 v57, v42
	v_lshlrev_b32_e32 v58, 10, v45
	s_mov_b64 s[56:57], 0
	s_movk_i32 s60, 0x3ff
	v_or_b32_e32 v45, v1, v0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v56, v41
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s59, s59, _Z14get_local_sizej@rel32@hi+12
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v46, s60, v56
	v_lshlrev_b64 v[1:2], 2, v[46:47]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v3, v[1:2]
	v_add_u32_e32 v1, vcc, v0, v58
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v4, s45
	v_add_u32_e32 v1, vcc, s44, v1
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	flat_load_dword v1, v[1:2]
	v_lshlrev_b32_e32 v0, 2, v0
	s_add_u32 s8, s40, 48
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_ashrrev_i32_e32 v2, 31, v56
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v3
	ds_write_b32 v0, v1
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[58:59]
	v_add_u32_e32 v0, vcc, v0, v56
	v_cmp_lt_i32_e32 vcc, s60, v0
	v_mov_b32_e32 v57, v1
	s_or_b64 s[56:57], vcc, s[56:57]
	v_mov_b32_e32 v56, v0
	s_andn2_b64 exec, exec, s[56:57]
	s_cbranch_execnz .LBB3_2
.LBB3_3:
	s_or_b64 exec, exec, s[54:55]
	s_load_dword s44, s[40:41], 0x18
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s40, s40, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s41, s41, 0
	v_or_b32_e32 v42, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s44, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_6
; %bb.4:
	v_lshlrev_b32_e32 v1, 5, v41
	v_and_b32_e32 v7, 0xfffffc00, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_lshlrev_b64 v[3:4], 2, v[40:41]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v6, 0
	s_mov_b32 m0, -1
.LBB3_5:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s51
	v_add_u32_e32 v8, vcc, s50, v1
	v_addc_u32_e32 v9, vcc, v5, v2, vcc
	flat_load_dword v5, v[8:9]
	v_mov_b32_e32 v9, s49
	v_add_u32_e32 v8, vcc, s48, v1
	v_addc_u32_e32 v9, vcc, v9, v2, vcc
	flat_load_dword v10, v[8:9]
	v_mov_b32_e32 v11, s53
	v_add_u32_e32 v0, vcc, v0, v40
	v_add_u32_e32 v1, vcc, v1, v3
	v_addc_u32_e32 v2, vcc, v2, v4, vcc
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v8, 0x3ff, v5
	v_or_b32_e32 v8, v8, v7
	v_lshlrev_b32_e32 v12, 2, v8
	ds_read_b32 v8, v12
	v_ashrrev_i32_e32 v5, 10, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e64 v5, s[4:5], v8, v5
	v_lshlrev_b64 v[8:9], 2, v[5:6]
	v_add_u32_e64 v8, s[4:5], s52, v8
	v_addc_u32_e64 v9, s[4:5], v11, v9, s[4:5]
	s_waitcnt vmcnt(0)
	flat_store_dword v[8:9], v10
	ds_read_b32 v5, v12
	v_cmp_le_i32_e64 s[4:5], s44, v0
	s_or_b64 s[6:7], s[4:5], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_5
.LBB3_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bucketsort
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 61
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
	.size	bucketsort, .Lfunc_end3-bucketsort
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 904
; NumSgprs: 67
; NumVgprs: 59
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 67
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
	.hidden	_Z15get_global_sizej
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_group_idj
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bucketcount
    .private_segment_fixed_size: 16384
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         bucketcount.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           bucketprefixoffset
    .private_segment_fixed_size: 16384
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         bucketprefixoffset.kd
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
        .type_name:      'int*'
        .value_kind:     global_buffer
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'uint*'
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bucketsort
    .private_segment_fixed_size: 16384
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         bucketsort.kd
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
