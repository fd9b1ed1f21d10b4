	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	global_bandwidth_v1_local_offset ; -- Begin function global_bandwidth_v1_local_offset
	.globl	global_bandwidth_v1_local_offset
	.p2align	8
	.type	global_bandwidth_v1_local_offset,@function
global_bandwidth_v1_local_offset:       ; @global_bandwidth_v1_local_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v40, v0, v1, v2
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
	v_mul_lo_u32 v41, v41, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v0, v41, 4, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s45
	v_add_co_u32_e32 v2, vcc, s44, v2
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v6, s45
	v_add_co_u32_e32 v4, vcc, s44, v4
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_mov_b32_e32 v8, s45
	v_add_co_u32_e32 v6, vcc, s44, v6
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v10, s45
	v_add_co_u32_e32 v8, vcc, s44, v8
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[0:1]
	v_mov_b32_e32 v12, s45
	v_add_co_u32_e32 v10, vcc, s44, v10
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	v_mov_b32_e32 v14, s45
	v_add_co_u32_e32 v12, vcc, s44, v12
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_lshlrev_b64 v[14:15], 2, v[0:1]
	v_mov_b32_e32 v16, s45
	v_add_co_u32_e32 v14, vcc, s44, v14
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_lshlrev_b64 v[16:17], 2, v[0:1]
	v_mov_b32_e32 v18, s45
	v_add_co_u32_e32 v16, vcc, s44, v16
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	v_lshlrev_b64 v[18:19], 2, v[0:1]
	v_mov_b32_e32 v20, s45
	v_add_co_u32_e32 v18, vcc, s44, v18
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	v_lshlrev_b64 v[20:21], 2, v[0:1]
	v_mov_b32_e32 v22, s45
	v_add_co_u32_e32 v20, vcc, s44, v20
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	v_lshlrev_b64 v[22:23], 2, v[0:1]
	v_mov_b32_e32 v24, s45
	v_add_co_u32_e32 v22, vcc, s44, v22
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v23, vcc, v24, v23, vcc
	v_lshlrev_b64 v[24:25], 2, v[0:1]
	v_mov_b32_e32 v26, s45
	v_add_co_u32_e32 v24, vcc, s44, v24
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v25, vcc, v26, v25, vcc
	v_lshlrev_b64 v[26:27], 2, v[0:1]
	v_mov_b32_e32 v28, s45
	v_add_co_u32_e32 v26, vcc, s44, v26
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v27, vcc, v28, v27, vcc
	v_lshlrev_b64 v[28:29], 2, v[0:1]
	v_mov_b32_e32 v30, s45
	v_add_co_u32_e32 v28, vcc, s44, v28
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	v_lshlrev_b64 v[30:31], 2, v[0:1]
	v_add_u32_e32 v0, v0, v42
	v_mov_b32_e32 v32, s45
	v_add_co_u32_e32 v30, vcc, s44, v30
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v31, vcc, v32, v31, vcc
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v32, v1, vcc
	global_load_dword v32, v[2:3], off
	global_load_dword v33, v[4:5], off
	global_load_dword v34, v[6:7], off
	global_load_dword v35, v[8:9], off
	global_load_dword v36, v[10:11], off
	global_load_dword v37, v[12:13], off
	global_load_dword v38, v[14:15], off
	global_load_dword v39, v[16:17], off
	global_load_dword v41, v[18:19], off
	global_load_dword v42, v[20:21], off
	global_load_dword v43, v[22:23], off
	global_load_dword v44, v[24:25], off
	global_load_dword v45, v[26:27], off
	global_load_dword v46, v[28:29], off
	global_load_dword v47, v[30:31], off
                                        ; kill: killed $vgpr10 killed $vgpr11
                                        ; kill: killed $vgpr8 killed $vgpr9
                                        ; kill: killed $vgpr2 killed $vgpr3
                                        ; kill: killed $vgpr30 killed $vgpr31
                                        ; kill: killed $vgpr28 killed $vgpr29
                                        ; kill: killed $vgpr26 killed $vgpr27
                                        ; kill: killed $vgpr24 killed $vgpr25
                                        ; kill: killed $vgpr6 killed $vgpr7
                                        ; kill: killed $vgpr22 killed $vgpr23
                                        ; kill: killed $vgpr4 killed $vgpr5
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr18 killed $vgpr19
                                        ; kill: killed $vgpr16 killed $vgpr17
                                        ; kill: killed $vgpr14 killed $vgpr15
                                        ; kill: killed $vgpr12 killed $vgpr13
	s_nop 0
	global_load_dword v0, v[0:1], off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_waitcnt vmcnt(15)
	v_add_f32_e32 v1, 0, v32
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v1, v1, v33
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v1, v1, v34
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v35
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v1, v1, v36
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v37
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v1, v38
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v39
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v1, v1, v41
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v42
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v43
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v44
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v45
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v46
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v47
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v41, v1, v0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v1_local_offset
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
		.amdhsa_next_free_sgpr 48
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
	.size	global_bandwidth_v1_local_offset, .Lfunc_end0-global_bandwidth_v1_local_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 968
; NumSgprs: 54
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 54
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
	.protected	global_bandwidth_v2_local_offset ; -- Begin function global_bandwidth_v2_local_offset
	.globl	global_bandwidth_v2_local_offset
	.p2align	8
	.type	global_bandwidth_v2_local_offset,@function
global_bandwidth_v2_local_offset:       ; @global_bandwidth_v2_local_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v40, v0, v1, v2
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
	v_mul_lo_u32 v41, v41, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v0, v41, 4, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v4, s45
	v_add_co_u32_e32 v2, vcc, s44, v2
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v6, s45
	v_add_co_u32_e32 v4, vcc, s44, v4
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_lshlrev_b64 v[6:7], 3, v[0:1]
	v_mov_b32_e32 v8, s45
	v_add_co_u32_e32 v6, vcc, s44, v6
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_lshlrev_b64 v[8:9], 3, v[0:1]
	v_mov_b32_e32 v10, s45
	v_add_co_u32_e32 v8, vcc, s44, v8
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_lshlrev_b64 v[10:11], 3, v[0:1]
	v_mov_b32_e32 v12, s45
	v_add_co_u32_e32 v10, vcc, s44, v10
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_lshlrev_b64 v[12:13], 3, v[0:1]
	v_mov_b32_e32 v14, s45
	v_add_co_u32_e32 v12, vcc, s44, v12
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_lshlrev_b64 v[14:15], 3, v[0:1]
	v_mov_b32_e32 v16, s45
	v_add_co_u32_e32 v14, vcc, s44, v14
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	v_lshlrev_b64 v[16:17], 3, v[0:1]
	v_mov_b32_e32 v18, s45
	v_add_co_u32_e32 v16, vcc, s44, v16
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v17, vcc, v18, v17, vcc
	v_lshlrev_b64 v[18:19], 3, v[0:1]
	v_mov_b32_e32 v20, s45
	v_add_co_u32_e32 v18, vcc, s44, v18
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v19, vcc, v20, v19, vcc
	v_lshlrev_b64 v[20:21], 3, v[0:1]
	v_mov_b32_e32 v22, s45
	v_add_co_u32_e32 v20, vcc, s44, v20
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	v_lshlrev_b64 v[22:23], 3, v[0:1]
	v_mov_b32_e32 v24, s45
	v_add_co_u32_e32 v22, vcc, s44, v22
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v23, vcc, v24, v23, vcc
	v_lshlrev_b64 v[24:25], 3, v[0:1]
	v_mov_b32_e32 v26, s45
	v_add_co_u32_e32 v24, vcc, s44, v24
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v25, vcc, v26, v25, vcc
	v_lshlrev_b64 v[26:27], 3, v[0:1]
	v_mov_b32_e32 v28, s45
	v_add_co_u32_e32 v26, vcc, s44, v26
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v27, vcc, v28, v27, vcc
	v_lshlrev_b64 v[28:29], 3, v[0:1]
	v_mov_b32_e32 v30, s45
	v_add_co_u32_e32 v28, vcc, s44, v28
	v_add_u32_e32 v0, v0, v42
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	v_lshlrev_b64 v[30:31], 3, v[0:1]
	v_add_u32_e32 v0, v0, v42
	v_mov_b32_e32 v32, s45
	v_add_co_u32_e32 v30, vcc, s44, v30
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_addc_co_u32_e32 v31, vcc, v32, v31, vcc
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v32, v1, vcc
	global_load_dwordx2 v[32:33], v[2:3], off
	global_load_dwordx2 v[34:35], v[4:5], off
	global_load_dwordx2 v[36:37], v[6:7], off
	global_load_dwordx2 v[38:39], v[8:9], off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v2, 0, v32
	v_add_f32_e32 v3, 0, v33
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v53, v3, v35
	v_add_f32_e32 v54, v2, v34
	global_load_dwordx2 v[2:3], v[10:11], off
	global_load_dwordx2 v[4:5], v[12:13], off
	global_load_dwordx2 v[6:7], v[14:15], off
	global_load_dwordx2 v[8:9], v[16:17], off
	global_load_dwordx2 v[32:33], v[18:19], off
	global_load_dwordx2 v[34:35], v[20:21], off
	global_load_dwordx2 v[41:42], v[22:23], off
	global_load_dwordx2 v[43:44], v[24:25], off
	global_load_dwordx2 v[45:46], v[26:27], off
	global_load_dwordx2 v[47:48], v[28:29], off
	global_load_dwordx2 v[49:50], v[30:31], off
	global_load_dwordx2 v[51:52], v[0:1], off
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v0, v54, v36
	v_add_f32_e32 v1, v53, v37
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v39
	v_add_f32_e32 v0, v0, v38
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v1, v1, v3
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v0, v0, v4
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v0, v0, v6
	v_add_f32_e32 v1, v1, v7
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v0, v0, v8
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v0, v0, v32
	v_add_f32_e32 v1, v1, v33
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v35
	v_add_f32_e32 v0, v0, v34
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v0, v0, v41
	v_add_f32_e32 v1, v1, v42
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v44
	v_add_f32_e32 v0, v0, v43
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v0, v0, v45
	v_add_f32_e32 v1, v1, v46
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v48
	v_add_f32_e32 v0, v0, v47
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v49
	v_add_f32_e32 v1, v1, v50
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v52
	v_add_f32_e32 v0, v0, v51
	v_add_f32_e32 v41, v0, v1
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v2_local_offset
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
		.amdhsa_next_free_vgpr 55
		.amdhsa_next_free_sgpr 48
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
	.size	global_bandwidth_v2_local_offset, .Lfunc_end1-global_bandwidth_v2_local_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1032
; NumSgprs: 54
; NumVgprs: 55
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 55
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
	.protected	global_bandwidth_v4_local_offset ; -- Begin function global_bandwidth_v4_local_offset
	.globl	global_bandwidth_v4_local_offset
	.p2align	8
	.type	global_bandwidth_v4_local_offset,@function
global_bandwidth_v4_local_offset:       ; @global_bandwidth_v4_local_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v40, v0, v1, v2
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
	v_mul_lo_u32 v41, v41, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v12, v41, 4, v0
	v_mov_b32_e32 v13, 0
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_u32_e32 v12, v12, v42
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_lshlrev_b64 v[4:5], 4, v[12:13]
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v6, s45
	v_add_co_u32_e32 v4, vcc, s44, v4
	v_add_u32_e32 v12, v12, v42
	global_load_dwordx4 v[0:3], v[0:1], off
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_lshlrev_b64 v[6:7], 4, v[12:13]
	v_mov_b32_e32 v9, s45
	v_add_co_u32_e32 v8, vcc, s44, v6
	v_add_u32_e32 v12, v12, v42
	v_addc_co_u32_e32 v9, vcc, v9, v7, vcc
	v_lshlrev_b64 v[6:7], 4, v[12:13]
	v_mov_b32_e32 v11, s45
	v_add_co_u32_e32 v10, vcc, s44, v6
	v_add_u32_e32 v12, v12, v42
	v_addc_co_u32_e32 v11, vcc, v11, v7, vcc
	v_lshlrev_b64 v[6:7], 4, v[12:13]
	v_mov_b32_e32 v15, s45
	v_add_co_u32_e32 v14, vcc, s44, v6
	v_addc_co_u32_e32 v15, vcc, v15, v7, vcc
	global_load_dwordx4 v[4:7], v[4:5], off
	v_add_u32_e32 v12, v12, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, 0, v0
	v_add_f32_e32 v17, 0, v1
	v_add_f32_e32 v18, 0, v2
	v_add_f32_e32 v19, 0, v3
	global_load_dwordx4 v[0:3], v[8:9], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v19, v7
	v_add_f32_e32 v9, v18, v6
	v_add_f32_e32 v17, v17, v5
	v_add_f32_e32 v16, v16, v4
	global_load_dwordx4 v[4:7], v[10:11], off
	v_mov_b32_e32 v10, s45
	v_mov_b32_e32 v11, s45
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v20, v16, v0
	v_add_f32_e32 v21, v17, v1
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_f32_e32 v3, v8, v3
	v_add_u32_e32 v12, v12, v42
	v_add_co_u32_e32 v8, vcc, s44, v0
	v_add_f32_e32 v2, v9, v2
	v_addc_co_u32_e32 v9, vcc, v10, v1, vcc
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_u32_e32 v12, v12, v42
	v_add_co_u32_e32 v16, vcc, s44, v0
	v_addc_co_u32_e32 v17, vcc, v11, v1, vcc
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_u32_e32 v12, v12, v42
	v_add_co_u32_e32 v18, vcc, s44, v0
	v_addc_co_u32_e32 v19, vcc, v10, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v3, v7
	v_add_f32_e32 v11, v2, v6
	v_add_f32_e32 v21, v21, v5
	v_add_f32_e32 v20, v20, v4
	global_load_dwordx4 v[0:3], v[14:15], off
	global_load_dwordx4 v[4:7], v[8:9], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v14, v20, v0
	v_add_f32_e32 v15, v21, v1
	v_add_f32_e32 v20, v11, v2
	v_add_f32_e32 v21, v10, v3
	global_load_dwordx4 v[0:3], v[16:17], off
	global_load_dwordx4 v[8:11], v[18:19], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v5, v15, v5
	v_add_f32_e32 v4, v14, v4
	v_add_f32_e32 v6, v20, v6
	v_add_f32_e32 v7, v21, v7
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v18, v4, v0
	v_add_f32_e32 v19, v5, v1
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_f32_e32 v20, v6, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v14, vcc, s44, v0
	v_add_u32_e32 v12, v12, v42
	v_addc_co_u32_e32 v15, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_f32_e32 v21, v7, v3
	v_add_co_u32_e32 v16, vcc, s44, v0
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[14:15], off
	global_load_dwordx4 v[4:7], v[16:17], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v9, v19, v9
	v_add_f32_e32 v8, v18, v8
	v_add_u32_e32 v12, v12, v42
	v_add_f32_e32 v11, v21, v11
	v_add_f32_e32 v10, v20, v10
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v1, v9, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v20, v1, v5
	v_add_f32_e32 v21, v0, v4
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_f32_e32 v2, v10, v2
	v_add_u32_e32 v12, v12, v42
	v_add_f32_e32 v19, v2, v6
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_lshlrev_b64 v[4:5], 4, v[12:13]
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v6, s45
	v_add_co_u32_e32 v14, vcc, s44, v4
	v_add_u32_e32 v12, v12, v42
	v_add_f32_e32 v3, v11, v3
	v_addc_co_u32_e32 v15, vcc, v6, v5, vcc
	v_lshlrev_b64 v[4:5], 4, v[12:13]
	v_add_f32_e32 v18, v3, v7
	global_load_dwordx4 v[0:3], v[0:1], off
	v_add_co_u32_e32 v16, vcc, s44, v4
	v_addc_co_u32_e32 v17, vcc, v6, v5, vcc
	global_load_dwordx4 v[4:7], v[14:15], off
	global_load_dwordx4 v[8:11], v[16:17], off
	v_add_u32_e32 v12, v12, v42
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v21, v0
	v_add_f32_e32 v1, v20, v1
	v_add_f32_e32 v2, v19, v2
	v_add_f32_e32 v3, v18, v3
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v1, v5
	v_add_f32_e32 v4, v0, v4
	v_lshlrev_b64 v[0:1], 4, v[12:13]
	v_add_u32_e32 v12, v12, v42
	v_add_f32_e32 v6, v2, v6
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v4, v8
	v_add_f32_e32 v15, v5, v9
	v_lshlrev_b64 v[4:5], 4, v[12:13]
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v12, v12, v42
	v_add_f32_e32 v16, v6, v10
	v_mov_b32_e32 v6, s45
	v_add_co_u32_e32 v4, vcc, s44, v4
	v_lshlrev_b64 v[8:9], 4, v[12:13]
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_add_f32_e32 v7, v3, v7
	global_load_dwordx4 v[0:3], v[0:1], off
	v_mov_b32_e32 v10, s45
	v_add_co_u32_e32 v8, vcc, s44, v8
	v_add_f32_e32 v17, v7, v11
	global_load_dwordx4 v[4:7], v[4:5], off
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_load_dwordx4 v[8:11], v[8:9], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v15, v1
	v_add_f32_e32 v0, v14, v0
	v_add_f32_e32 v2, v16, v2
	v_add_f32_e32 v3, v17, v3
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v2, v2, v6
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v0, v0, v8
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v3, v3, v11
	v_add_f32_e32 v0, v2, v0
	v_add_f32_e32 v41, v3, v0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v4_local_offset
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
		.amdhsa_next_free_sgpr 48
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
	.size	global_bandwidth_v4_local_offset, .Lfunc_end2-global_bandwidth_v4_local_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1160
; NumSgprs: 54
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 54
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
	.protected	global_bandwidth_v8_local_offset ; -- Begin function global_bandwidth_v8_local_offset
	.globl	global_bandwidth_v8_local_offset
	.p2align	8
	.type	global_bandwidth_v8_local_offset,@function
global_bandwidth_v8_local_offset:       ; @global_bandwidth_v8_local_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v40, v0, v1, v2
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
	v_mul_lo_u32 v41, v41, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v8, v41, 4, v0
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	v_add_u32_e32 v8, v8, v42
	v_lshlrev_b64 v[10:11], 5, v[8:9]
	v_add_u32_e32 v8, v8, v42
	v_mov_b32_e32 v14, s45
	v_lshlrev_b64 v[12:13], 5, v[8:9]
	v_add_co_u32_e32 v10, vcc, s44, v10
	v_addc_co_u32_e32 v11, vcc, v14, v11, vcc
	v_mov_b32_e32 v15, s45
	v_add_co_u32_e32 v12, vcc, s44, v12
	v_addc_co_u32_e32 v13, vcc, v15, v13, vcc
	v_add_u32_e32 v8, v8, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v14, 0, v0
	v_add_f32_e32 v15, 0, v1
	v_add_f32_e32 v16, 0, v2
	v_add_f32_e32 v17, 0, v3
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v4, 0, v4
	v_add_f32_e32 v5, 0, v5
	v_add_f32_e32 v6, 0, v6
	v_add_f32_e32 v7, 0, v7
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v7, v3
	v_add_f32_e32 v6, v6, v2
	v_add_f32_e32 v18, v5, v1
	v_add_f32_e32 v19, v4, v0
	global_load_dwordx4 v[0:3], v[10:11], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v17, v3
	v_add_f32_e32 v5, v16, v2
	v_add_f32_e32 v10, v15, v1
	v_add_f32_e32 v11, v14, v0
	global_load_dwordx4 v[0:3], v[12:13], off
	v_mov_b32_e32 v14, s45
	v_mov_b32_e32 v15, s45
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v16, v11, v0
	v_add_f32_e32 v17, v10, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v21, v4, v3
	v_add_u32_e32 v8, v8, v42
	v_add_co_u32_e32 v4, vcc, s44, v0
	v_add_f32_e32 v20, v5, v2
	v_addc_co_u32_e32 v5, vcc, v14, v1, vcc
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_u32_e32 v8, v8, v42
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v15, v1, vcc
	global_load_dwordx4 v[0:3], v[12:13], off offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v19, v0
	v_add_f32_e32 v13, v18, v1
	v_add_f32_e32 v6, v6, v2
	v_add_f32_e32 v7, v7, v3
	global_load_dwordx4 v[0:3], v[4:5], off offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v7, v3
	v_add_f32_e32 v15, v6, v2
	v_add_f32_e32 v13, v13, v1
	v_add_f32_e32 v12, v12, v0
	global_load_dwordx4 v[0:3], v[4:5], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v21, v3
	v_add_f32_e32 v19, v20, v2
	v_add_f32_e32 v17, v17, v1
	v_add_f32_e32 v16, v16, v0
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v16, v0
	v_add_f32_e32 v17, v17, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v19, v19, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v18, v18, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v4
	v_add_f32_e32 v13, v13, v5
	v_add_f32_e32 v15, v15, v6
	v_add_f32_e32 v14, v14, v7
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	global_load_dwordx4 v[4:7], v[10:11], off
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v13, v13, v1
	v_add_f32_e32 v12, v12, v0
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v15, v15, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v14, v14, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v7
	v_add_f32_e32 v19, v19, v6
	v_add_f32_e32 v17, v17, v5
	v_add_f32_e32 v16, v16, v4
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v16, v0
	v_add_f32_e32 v17, v17, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v19, v19, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v18, v18, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v4
	v_add_f32_e32 v13, v13, v5
	v_add_f32_e32 v15, v15, v6
	v_add_f32_e32 v14, v14, v7
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	global_load_dwordx4 v[4:7], v[10:11], off
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v13, v13, v1
	v_add_f32_e32 v12, v12, v0
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v15, v15, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v14, v14, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v7
	v_add_f32_e32 v19, v19, v6
	v_add_f32_e32 v17, v17, v5
	v_add_f32_e32 v16, v16, v4
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v16, v0
	v_add_f32_e32 v17, v17, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v19, v19, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v18, v18, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v4
	v_add_f32_e32 v13, v13, v5
	v_add_f32_e32 v15, v15, v6
	v_add_f32_e32 v14, v14, v7
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	global_load_dwordx4 v[4:7], v[10:11], off
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v13, v13, v1
	v_add_f32_e32 v12, v12, v0
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v15, v15, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v14, v14, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v7
	v_add_f32_e32 v19, v19, v6
	v_add_f32_e32 v17, v17, v5
	v_add_f32_e32 v16, v16, v4
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v16, v0
	v_add_f32_e32 v17, v17, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v19, v19, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v18, v18, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v4
	v_add_f32_e32 v13, v13, v5
	v_add_f32_e32 v15, v15, v6
	v_add_f32_e32 v14, v14, v7
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	global_load_dwordx4 v[4:7], v[10:11], off
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v13, v13, v1
	v_add_f32_e32 v12, v12, v0
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v15, v15, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v14, v14, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v7
	v_add_f32_e32 v19, v19, v6
	v_add_f32_e32 v17, v17, v5
	v_add_f32_e32 v16, v16, v4
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v16, v0
	v_add_f32_e32 v17, v17, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v19, v19, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v18, v18, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v4
	v_add_f32_e32 v13, v13, v5
	v_add_f32_e32 v15, v15, v6
	v_add_f32_e32 v14, v14, v7
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	global_load_dwordx4 v[4:7], v[10:11], off
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v13, v13, v1
	v_add_f32_e32 v12, v12, v0
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v15, v15, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v10, vcc, s44, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	v_add_f32_e32 v14, v14, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v7
	v_add_f32_e32 v19, v19, v6
	v_add_f32_e32 v17, v17, v5
	v_add_f32_e32 v16, v16, v4
	global_load_dwordx4 v[0:3], v[10:11], off
	global_load_dwordx4 v[4:7], v[10:11], off offset:16
	v_add_u32_e32 v8, v8, v42
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v10, v16, v0
	v_add_f32_e32 v11, v17, v1
	v_lshlrev_b64 v[0:1], 5, v[8:9]
	v_add_f32_e32 v16, v19, v2
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v8, vcc, s44, v0
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	v_add_f32_e32 v17, v18, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v4
	global_load_dwordx4 v[0:3], v[8:9], off offset:16
	v_add_f32_e32 v13, v13, v5
	v_add_f32_e32 v15, v15, v6
	v_add_f32_e32 v14, v14, v7
	global_load_dwordx4 v[4:7], v[8:9], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v12, v0
	v_add_f32_e32 v1, v13, v1
	v_add_f32_e32 v2, v15, v2
	v_add_f32_e32 v3, v14, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v11, v5
	v_add_f32_e32 v4, v10, v4
	v_add_f32_e32 v6, v16, v6
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v7, v17, v7
	v_add_f32_e32 v4, v6, v4
	v_add_f32_e32 v4, v7, v4
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v0, v1, v0
	v_add_f32_e32 v0, v2, v0
	v_add_f32_e32 v41, v3, v0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v41, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v8_local_offset
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
		.amdhsa_next_free_sgpr 48
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
	.size	global_bandwidth_v8_local_offset, .Lfunc_end3-global_bandwidth_v8_local_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1636
; NumSgprs: 54
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 54
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
	.protected	global_bandwidth_v16_local_offset ; -- Begin function global_bandwidth_v16_local_offset
	.globl	global_bandwidth_v16_local_offset
	.p2align	8
	.type	global_bandwidth_v16_local_offset,@function
global_bandwidth_v16_local_offset:      ; @global_bandwidth_v16_local_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_add_u32 s44, s40, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	v_or3_b32 v41, v0, v1, v2
	v_mov_b32_e32 v44, 0
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mul_lo_u32 v2, v43, v40
	v_mul_lo_u32 v3, v42, v1
	v_mad_u64_u32 v[0:1], s[4:5], v42, v40, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	v_add3_u32 v1, v1, v3, v2
	v_lshlrev_b64 v[42:43], 4, v[0:1]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	s_mov_b32 s46, 4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	s_mov_b32 s12, s4
	s_mov_b32 s13, s4
	s_mov_b32 s14, s4
	s_mov_b32 s15, s4
	s_mov_b32 s16, s4
	s_mov_b32 s17, s4
	s_mov_b32 s18, s4
	s_mov_b32 s19, s4
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s11
	v_mov_b32_e32 v9, s12
	v_mov_b32_e32 v10, s13
	v_mov_b32_e32 v11, s14
	v_mov_b32_e32 v12, s15
	v_mov_b32_e32 v13, s16
	v_mov_b32_e32 v14, s17
	v_mov_b32_e32 v15, s18
	v_mov_b32_e32 v16, s19
	v_add_co_u32_e32 v43, vcc, v42, v0
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[17:18], 6, v[43:44]
	v_mov_b32_e32 v39, s49
	v_add_co_u32_e32 v35, vcc, s48, v17
	v_addc_co_u32_e32 v36, vcc, v39, v18, vcc
	global_load_dwordx4 v[17:20], v[35:36], off offset:48
	global_load_dwordx4 v[21:24], v[35:36], off offset:32
	global_load_dwordx4 v[25:28], v[35:36], off offset:16
	global_load_dwordx4 v[29:32], v[35:36], off
	v_add_u32_e32 v43, v43, v40
	v_lshlrev_b64 v[33:34], 6, v[43:44]
	v_add_u32_e32 v43, v43, v40
	v_add_co_u32_e32 v33, vcc, s48, v33
	v_addc_co_u32_e32 v34, vcc, v39, v34, vcc
	v_lshlrev_b64 v[37:38], 6, v[43:44]
	v_add_u32_e32 v43, v43, v40
	s_add_i32 s46, s46, -1
	s_cmp_eq_u32 s46, 0
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v35, v13, v17
	v_add_f32_e32 v36, v14, v18
	v_add_f32_e32 v42, v15, v19
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v46, v9, v21
	v_add_f32_e32 v22, v10, v22
	v_add_f32_e32 v23, v11, v23
	v_add_f32_e32 v24, v12, v24
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v47, v5, v25
	v_add_f32_e32 v48, v6, v26
	v_add_f32_e32 v27, v7, v27
	v_add_f32_e32 v28, v8, v28
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v29, v1, v29
	v_add_f32_e32 v30, v2, v30
	v_add_f32_e32 v31, v3, v31
	v_add_f32_e32 v32, v4, v32
	global_load_dwordx4 v[0:3], v[33:34], off offset:48
	global_load_dwordx4 v[4:7], v[33:34], off offset:32
	global_load_dwordx4 v[8:11], v[33:34], off offset:16
	global_load_dwordx4 v[12:15], v[33:34], off
	v_add_f32_e32 v45, v16, v20
	v_lshlrev_b64 v[16:17], 6, v[43:44]
	v_add_co_u32_e32 v20, vcc, s48, v37
	v_addc_co_u32_e32 v21, vcc, v39, v38, vcc
	v_add_co_u32_e32 v25, vcc, s48, v16
	v_addc_co_u32_e32 v26, vcc, v39, v17, vcc
	global_load_dwordx4 v[16:19], v[20:21], off offset:48
	v_add_co_u32_e32 v43, vcc, v43, v40
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v33, v45, v3
	v_add_f32_e32 v34, v42, v2
	v_add_f32_e32 v36, v36, v1
	v_add_f32_e32 v35, v35, v0
	global_load_dwordx4 v[0:3], v[20:21], off offset:32
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v24, v24, v7
	v_add_f32_e32 v23, v23, v6
	v_add_f32_e32 v22, v22, v5
	v_add_f32_e32 v37, v46, v4
	global_load_dwordx4 v[4:7], v[20:21], off offset:16
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v28, v28, v11
	v_add_f32_e32 v27, v27, v10
	v_add_f32_e32 v38, v48, v9
	v_add_f32_e32 v39, v47, v8
	global_load_dwordx4 v[8:11], v[20:21], off
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v21, v32, v15
	v_add_f32_e32 v30, v30, v13
	v_add_f32_e32 v31, v31, v14
	v_add_f32_e32 v29, v29, v12
	global_load_dwordx4 v[12:15], v[25:26], off offset:48
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v32, v35, v16
	v_add_f32_e32 v35, v36, v17
	v_add_f32_e32 v34, v34, v18
	v_add_f32_e32 v16, v33, v19
	global_load_dwordx4 v[17:20], v[25:26], off offset:32
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v33, v37, v0
	v_add_f32_e32 v36, v22, v1
	v_add_f32_e32 v37, v23, v2
	v_add_f32_e32 v42, v24, v3
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v7, v28, v7
	v_add_f32_e32 v4, v39, v4
	v_add_f32_e32 v5, v38, v5
	v_add_f32_e32 v6, v27, v6
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v28, v30, v9
	v_add_f32_e32 v30, v21, v11
	global_load_dwordx4 v[0:3], v[25:26], off offset:16
	global_load_dwordx4 v[21:24], v[25:26], off
	v_add_f32_e32 v27, v29, v8
	v_add_f32_e32 v29, v31, v10
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v16, v16, v15
	v_add_f32_e32 v15, v34, v14
	v_add_f32_e32 v14, v35, v13
	v_add_f32_e32 v13, v32, v12
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v12, v42, v20
	v_add_f32_e32 v11, v37, v19
	v_add_f32_e32 v10, v36, v18
	v_add_f32_e32 v9, v33, v17
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v7, v3
	v_add_f32_e32 v7, v6, v2
	v_add_f32_e32 v6, v5, v1
	v_add_f32_e32 v5, v4, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v30, v24
	v_add_f32_e32 v3, v29, v23
	v_add_f32_e32 v2, v28, v22
	v_add_f32_e32 v1, v27, v21
	s_cbranch_scc0 .LBB4_1
; %bb.2:
	v_add_f32_e32 v0, v1, v2
	v_add_f32_e32 v1, v9, v10
	v_add_f32_e32 v0, v3, v0
	v_add_f32_e32 v1, v11, v1
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v1, v12, v1
	v_add_f32_e32 v0, v5, v0
	v_add_f32_e32 v1, v13, v1
	v_add_f32_e32 v0, v6, v0
	v_add_f32_e32 v1, v14, v1
	v_add_f32_e32 v0, v7, v0
	v_add_f32_e32 v1, v15, v1
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v1, v16, v1
	s_add_u32 s8, s40, 16
	v_add_f32_e32 v40, v0, v1
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v40, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v16_local_offset
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
		.amdhsa_next_free_vgpr 49
		.amdhsa_next_free_sgpr 52
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
	.size	global_bandwidth_v16_local_offset, .Lfunc_end4-global_bandwidth_v16_local_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1112
; NumSgprs: 58
; NumVgprs: 49
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 49
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
	.protected	global_bandwidth_v1_global_offset ; -- Begin function global_bandwidth_v1_global_offset
	.globl	global_bandwidth_v1_global_offset
	.p2align	8
	.type	global_bandwidth_v1_global_offset,@function
global_bandwidth_v1_global_offset:      ; @global_bandwidth_v1_global_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v42, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshlrev_b64 v[0:1], 2, v[43:44]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v45, 0, v0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v43, v0, v40
	v_lshlrev_b64 v[1:2], 2, v[43:44]
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v1, vcc, s44, v1
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_lshlrev_b64 v[3:4], 2, v[43:44]
	v_mov_b32_e32 v5, s45
	v_add_co_u32_e32 v3, vcc, s44, v3
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	v_lshlrev_b64 v[5:6], 2, v[43:44]
	v_mov_b32_e32 v7, s45
	v_add_co_u32_e32 v5, vcc, s44, v5
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	v_lshlrev_b64 v[7:8], 2, v[43:44]
	v_mov_b32_e32 v9, s45
	v_add_co_u32_e32 v7, vcc, s44, v7
	v_add_u32_e32 v43, v0, v43
	v_addc_co_u32_e32 v8, vcc, v9, v8, vcc
	v_lshlrev_b64 v[9:10], 2, v[43:44]
	v_mov_b32_e32 v11, s45
	v_add_co_u32_e32 v9, vcc, s44, v9
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v10, vcc, v11, v10, vcc
	v_lshlrev_b64 v[11:12], 2, v[43:44]
	v_mov_b32_e32 v13, s45
	v_add_co_u32_e32 v11, vcc, s44, v11
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v12, vcc, v13, v12, vcc
	v_lshlrev_b64 v[13:14], 2, v[43:44]
	v_mov_b32_e32 v15, s45
	v_add_co_u32_e32 v13, vcc, s44, v13
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v14, vcc, v15, v14, vcc
	v_lshlrev_b64 v[15:16], 2, v[43:44]
	v_mov_b32_e32 v17, s45
	v_add_co_u32_e32 v15, vcc, s44, v15
	v_add_u32_e32 v43, v0, v43
	v_addc_co_u32_e32 v16, vcc, v17, v16, vcc
	v_lshlrev_b64 v[17:18], 2, v[43:44]
	v_mov_b32_e32 v19, s45
	v_add_co_u32_e32 v17, vcc, s44, v17
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v18, vcc, v19, v18, vcc
	v_lshlrev_b64 v[19:20], 2, v[43:44]
	v_mov_b32_e32 v21, s45
	v_add_co_u32_e32 v19, vcc, s44, v19
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v20, vcc, v21, v20, vcc
	v_lshlrev_b64 v[21:22], 2, v[43:44]
	v_mov_b32_e32 v23, s45
	v_add_co_u32_e32 v21, vcc, s44, v21
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v22, vcc, v23, v22, vcc
	v_lshlrev_b64 v[23:24], 2, v[43:44]
	v_mov_b32_e32 v25, s45
	v_add_co_u32_e32 v23, vcc, s44, v23
	v_add_u32_e32 v43, v0, v43
	v_addc_co_u32_e32 v24, vcc, v25, v24, vcc
	v_lshlrev_b64 v[25:26], 2, v[43:44]
	v_mov_b32_e32 v27, s45
	v_add_co_u32_e32 v25, vcc, s44, v25
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v26, vcc, v27, v26, vcc
	v_lshlrev_b64 v[27:28], 2, v[43:44]
	v_mov_b32_e32 v29, s45
	v_add_co_u32_e32 v27, vcc, s44, v27
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v28, vcc, v29, v28, vcc
	v_lshlrev_b64 v[29:30], 2, v[43:44]
	v_mov_b32_e32 v0, s45
	v_add_co_u32_e32 v29, vcc, s44, v29
	v_addc_co_u32_e32 v30, vcc, v0, v30, vcc
	global_load_dword v0, v[1:2], off
	global_load_dword v31, v[3:4], off
	global_load_dword v32, v[5:6], off
	global_load_dword v33, v[7:8], off
	global_load_dword v34, v[9:10], off
	global_load_dword v35, v[11:12], off
	global_load_dword v36, v[13:14], off
	global_load_dword v37, v[15:16], off
	global_load_dword v38, v[17:18], off
	global_load_dword v39, v[19:20], off
	global_load_dword v42, v[21:22], off
	global_load_dword v43, v[23:24], off
	global_load_dword v44, v[25:26], off
	global_load_dword v46, v[27:28], off
	global_load_dword v47, v[29:30], off
	v_mov_b32_e32 v3, s47
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v0, v45, v0
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v0, v0, v31
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v0, v0, v32
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v0, v0, v33
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v0, v0, v34
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v0, v0, v35
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v0, v0, v36
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v0, v0, v37
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v0, v0, v38
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v0, v0, v39
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v0, v0, v42
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v0, v0, v43
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v46
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v0, v47
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v1_global_offset
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
		.amdhsa_next_free_sgpr 48
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
.Lfunc_end5:
	.size	global_bandwidth_v1_global_offset, .Lfunc_end5-global_bandwidth_v1_global_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 852
; NumSgprs: 54
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 54
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
	.protected	global_bandwidth_v2_global_offset ; -- Begin function global_bandwidth_v2_global_offset
	.globl	global_bandwidth_v2_global_offset
	.p2align	8
	.type	global_bandwidth_v2_global_offset,@function
global_bandwidth_v2_global_offset:      ; @global_bandwidth_v2_global_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v42, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshlrev_b64 v[0:1], 3, v[43:44]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v72, 0, v0
	v_mov_b32_e32 v0, 0
	v_add_f32_e32 v73, 0, v1
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v43, v0, v40
	v_lshlrev_b64 v[1:2], 3, v[43:44]
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v1, vcc, s44, v1
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_lshlrev_b64 v[3:4], 3, v[43:44]
	v_mov_b32_e32 v5, s45
	v_add_co_u32_e32 v3, vcc, s44, v3
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	v_lshlrev_b64 v[5:6], 3, v[43:44]
	v_mov_b32_e32 v7, s45
	v_add_co_u32_e32 v5, vcc, s44, v5
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	v_lshlrev_b64 v[7:8], 3, v[43:44]
	v_mov_b32_e32 v9, s45
	v_add_co_u32_e32 v7, vcc, s44, v7
	v_add_u32_e32 v43, v0, v43
	v_addc_co_u32_e32 v8, vcc, v9, v8, vcc
	v_lshlrev_b64 v[9:10], 3, v[43:44]
	v_mov_b32_e32 v11, s45
	v_add_co_u32_e32 v9, vcc, s44, v9
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v10, vcc, v11, v10, vcc
	v_lshlrev_b64 v[11:12], 3, v[43:44]
	v_mov_b32_e32 v13, s45
	v_add_co_u32_e32 v11, vcc, s44, v11
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v12, vcc, v13, v12, vcc
	v_lshlrev_b64 v[13:14], 3, v[43:44]
	v_mov_b32_e32 v15, s45
	v_add_co_u32_e32 v13, vcc, s44, v13
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v14, vcc, v15, v14, vcc
	v_lshlrev_b64 v[15:16], 3, v[43:44]
	v_mov_b32_e32 v17, s45
	v_add_co_u32_e32 v15, vcc, s44, v15
	v_add_u32_e32 v43, v0, v43
	v_addc_co_u32_e32 v16, vcc, v17, v16, vcc
	v_lshlrev_b64 v[17:18], 3, v[43:44]
	v_mov_b32_e32 v19, s45
	v_add_co_u32_e32 v17, vcc, s44, v17
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v18, vcc, v19, v18, vcc
	v_lshlrev_b64 v[19:20], 3, v[43:44]
	v_mov_b32_e32 v21, s45
	v_add_co_u32_e32 v19, vcc, s44, v19
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v20, vcc, v21, v20, vcc
	v_lshlrev_b64 v[21:22], 3, v[43:44]
	v_mov_b32_e32 v23, s45
	v_add_co_u32_e32 v21, vcc, s44, v21
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v22, vcc, v23, v22, vcc
	v_lshlrev_b64 v[23:24], 3, v[43:44]
	v_mov_b32_e32 v25, s45
	v_add_co_u32_e32 v23, vcc, s44, v23
	v_add_u32_e32 v43, v0, v43
	v_addc_co_u32_e32 v24, vcc, v25, v24, vcc
	v_lshlrev_b64 v[25:26], 3, v[43:44]
	v_mov_b32_e32 v27, s45
	v_add_co_u32_e32 v25, vcc, s44, v25
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v26, vcc, v27, v26, vcc
	v_lshlrev_b64 v[27:28], 3, v[43:44]
	v_mov_b32_e32 v29, s45
	v_add_co_u32_e32 v27, vcc, s44, v27
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v28, vcc, v29, v28, vcc
	v_lshlrev_b64 v[29:30], 3, v[43:44]
	v_mov_b32_e32 v0, s45
	v_add_co_u32_e32 v29, vcc, s44, v29
	v_addc_co_u32_e32 v30, vcc, v0, v30, vcc
	global_load_dwordx2 v[31:32], v[1:2], off
	global_load_dwordx2 v[33:34], v[3:4], off
	global_load_dwordx2 v[35:36], v[5:6], off
	global_load_dwordx2 v[37:38], v[7:8], off
	global_load_dwordx2 v[42:43], v[9:10], off
	global_load_dwordx2 v[44:45], v[11:12], off
	global_load_dwordx2 v[46:47], v[13:14], off
	global_load_dwordx2 v[48:49], v[15:16], off
	global_load_dwordx2 v[50:51], v[17:18], off
	global_load_dwordx2 v[52:53], v[19:20], off
	global_load_dwordx2 v[54:55], v[21:22], off
	global_load_dwordx2 v[56:57], v[23:24], off
	global_load_dwordx2 v[58:59], v[25:26], off
	global_load_dwordx2 v[60:61], v[27:28], off
	global_load_dwordx2 v[62:63], v[29:30], off
	v_mov_b32_e32 v3, s47
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v0, v73, v32
	v_add_f32_e32 v1, v72, v31
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v1, v1, v33
	v_add_f32_e32 v0, v0, v34
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v0, v0, v36
	v_add_f32_e32 v1, v1, v35
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v1, v1, v37
	v_add_f32_e32 v0, v0, v38
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v0, v0, v43
	v_add_f32_e32 v1, v1, v42
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v1, v44
	v_add_f32_e32 v0, v0, v45
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v0, v0, v47
	v_add_f32_e32 v1, v1, v46
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v1, v1, v48
	v_add_f32_e32 v0, v0, v49
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v0, v0, v51
	v_add_f32_e32 v1, v1, v50
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v52
	v_add_f32_e32 v0, v0, v53
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v0, v0, v55
	v_add_f32_e32 v1, v1, v54
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v56
	v_add_f32_e32 v0, v0, v57
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v0, v0, v59
	v_add_f32_e32 v1, v1, v58
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v60
	v_add_f32_e32 v0, v0, v61
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v63
	v_add_f32_e32 v1, v1, v62
	v_add_f32_e32 v2, v1, v0
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v2_global_offset
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
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 48
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
.Lfunc_end6:
	.size	global_bandwidth_v2_global_offset, .Lfunc_end6-global_bandwidth_v2_global_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 920
; NumSgprs: 54
; NumVgprs: 74
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 74
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	global_bandwidth_v4_global_offset ; -- Begin function global_bandwidth_v4_global_offset
	.globl	global_bandwidth_v4_global_offset
	.p2align	8
	.type	global_bandwidth_v4_global_offset,@function
global_bandwidth_v4_global_offset:      ; @global_bandwidth_v4_global_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v42, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshlrev_b64 v[0:1], 4, v[43:44]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v45, 0, v0
	v_mov_b32_e32 v0, 0
	v_add_f32_e32 v46, 0, v1
	v_add_f32_e32 v47, 0, v2
	v_add_f32_e32 v56, 0, v3
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v43, v0, v40
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_u32_e32 v43, v43, v0
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v1, vcc, s44, v1
	v_lshlrev_b64 v[5:6], 4, v[43:44]
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v7, s45
	v_add_co_u32_e32 v5, vcc, s44, v5
	v_add_u32_e32 v43, v43, v0
	global_load_dwordx4 v[1:4], v[1:2], off
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	v_lshlrev_b64 v[7:8], 4, v[43:44]
	v_mov_b32_e32 v10, s45
	v_add_co_u32_e32 v9, vcc, s44, v7
	v_addc_co_u32_e32 v10, vcc, v10, v8, vcc
	global_load_dwordx4 v[5:8], v[5:6], off
	v_add_u32_e32 v43, v43, v0
	v_mov_b32_e32 v12, s45
	v_mov_b32_e32 v17, s45
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v15, v46, v2
	v_add_f32_e32 v16, v45, v1
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_u32_e32 v43, v0, v43
	v_add_co_u32_e32 v11, vcc, s44, v1
	v_add_f32_e32 v13, v56, v4
	v_add_f32_e32 v14, v47, v3
	v_addc_co_u32_e32 v12, vcc, v12, v2, vcc
	global_load_dwordx4 v[1:4], v[9:10], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v16, v5
	v_add_f32_e32 v15, v15, v6
	v_lshlrev_b64 v[5:6], 4, v[43:44]
	v_mov_b32_e32 v10, s45
	v_add_co_u32_e32 v9, vcc, s44, v5
	v_add_f32_e32 v14, v14, v7
	v_add_f32_e32 v13, v13, v8
	v_addc_co_u32_e32 v10, vcc, v10, v6, vcc
	global_load_dwordx4 v[5:8], v[11:12], off
	v_add_u32_e32 v43, v43, v0
	v_mov_b32_e32 v12, s45
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v15, v15, v2
	v_add_f32_e32 v16, v16, v1
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_u32_e32 v43, v43, v0
	v_add_co_u32_e32 v11, vcc, s44, v1
	v_add_f32_e32 v13, v13, v4
	v_add_f32_e32 v14, v14, v3
	v_addc_co_u32_e32 v12, vcc, v12, v2, vcc
	global_load_dwordx4 v[1:4], v[9:10], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v16, v5
	v_add_f32_e32 v15, v15, v6
	v_lshlrev_b64 v[5:6], 4, v[43:44]
	v_add_f32_e32 v14, v14, v7
	v_add_co_u32_e32 v9, vcc, s44, v5
	v_add_f32_e32 v13, v13, v8
	v_addc_co_u32_e32 v10, vcc, v17, v6, vcc
	global_load_dwordx4 v[5:8], v[11:12], off
	v_add_u32_e32 v43, v43, v0
	v_mov_b32_e32 v12, s45
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v14, v14, v3
	v_add_f32_e32 v15, v15, v2
	v_add_f32_e32 v3, v16, v1
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_f32_e32 v13, v13, v4
	v_add_co_u32_e32 v11, vcc, s44, v1
	v_addc_co_u32_e32 v12, vcc, v12, v2, vcc
	v_add_u32_e32 v43, v0, v43
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v16, v3, v5
	global_load_dwordx4 v[1:4], v[9:10], off
	v_add_f32_e32 v9, v15, v6
	v_add_f32_e32 v10, v14, v7
	v_add_f32_e32 v13, v13, v8
	global_load_dwordx4 v[5:8], v[11:12], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v9, v2
	v_add_f32_e32 v1, v16, v1
	v_add_f32_e32 v3, v10, v3
	v_add_f32_e32 v4, v13, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v1, v5
	v_add_f32_e32 v10, v2, v6
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_u32_e32 v43, v43, v0
	v_add_f32_e32 v11, v3, v7
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v1, vcc, s44, v1
	v_lshlrev_b64 v[5:6], 4, v[43:44]
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v7, s45
	v_add_co_u32_e32 v5, vcc, s44, v5
	v_add_f32_e32 v12, v4, v8
	global_load_dwordx4 v[1:4], v[1:2], off
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dwordx4 v[5:8], v[5:6], off
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v10, v2
	v_add_f32_e32 v1, v9, v1
	v_add_f32_e32 v3, v11, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v1, v5
	v_add_f32_e32 v10, v2, v6
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_u32_e32 v43, v43, v0
	v_add_f32_e32 v11, v3, v7
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v1, vcc, s44, v1
	v_lshlrev_b64 v[5:6], 4, v[43:44]
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_add_f32_e32 v4, v12, v4
	v_mov_b32_e32 v7, s45
	v_add_co_u32_e32 v5, vcc, s44, v5
	v_add_f32_e32 v12, v4, v8
	global_load_dwordx4 v[1:4], v[1:2], off
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	global_load_dwordx4 v[5:8], v[5:6], off
	v_add_u32_e32 v43, v0, v43
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v10, v2
	v_add_f32_e32 v1, v9, v1
	v_add_f32_e32 v3, v11, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v13, v1, v5
	v_add_f32_e32 v14, v2, v6
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_f32_e32 v15, v3, v7
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v9, vcc, s44, v1
	v_add_u32_e32 v43, v43, v0
	v_addc_co_u32_e32 v10, vcc, v3, v2, vcc
	v_lshlrev_b64 v[1:2], 4, v[43:44]
	v_add_f32_e32 v4, v12, v4
	v_add_co_u32_e32 v11, vcc, s44, v1
	v_add_u32_e32 v43, v43, v0
	v_add_f32_e32 v16, v4, v8
	v_addc_co_u32_e32 v12, vcc, v3, v2, vcc
	global_load_dwordx4 v[1:4], v[9:10], off
	global_load_dwordx4 v[5:8], v[11:12], off
	v_lshlrev_b64 v[9:10], 4, v[43:44]
	v_mov_b32_e32 v0, s45
	v_add_co_u32_e32 v9, vcc, s44, v9
	v_addc_co_u32_e32 v10, vcc, v0, v10, vcc
	global_load_dwordx4 v[9:12], v[9:10], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v2, v14, v2
	v_add_f32_e32 v1, v13, v1
	v_add_f32_e32 v3, v15, v3
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v0, v16, v4
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v0, v0, v8
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v10
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v3, v3, v11
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v0, v0, v12
	v_add_f32_e32 v1, v3, v1
	v_add_f32_e32 v2, v0, v1
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v3, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v4_global_offset
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
		.amdhsa_next_free_sgpr 48
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
.Lfunc_end7:
	.size	global_bandwidth_v4_global_offset, .Lfunc_end7-global_bandwidth_v4_global_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1052
; NumSgprs: 54
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 54
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
	.protected	global_bandwidth_v8_global_offset ; -- Begin function global_bandwidth_v8_global_offset
	.globl	global_bandwidth_v8_global_offset
	.p2align	8
	.type	global_bandwidth_v8_global_offset,@function
global_bandwidth_v8_global_offset:      ; @global_bandwidth_v8_global_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or3_b32 v42, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshlrev_b64 v[0:1], 5, v[43:44]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v8, vcc, s44, v0
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[8:9], off offset:16
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v45, 0, v0
	v_mov_b32_e32 v0, 0
	v_add_f32_e32 v46, 0, v1
	v_add_f32_e32 v47, 0, v2
	v_add_f32_e32 v56, 0, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v57, 0, v4
	v_add_f32_e32 v58, 0, v5
	v_add_f32_e32 v59, 0, v6
	v_add_f32_e32 v60, 0, v7
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v43, v0, v40
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_add_u32_e32 v43, v43, v0
	v_mov_b32_e32 v8, s45
	v_mov_b32_e32 v15, s45
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, v58, v2
	v_add_f32_e32 v12, v57, v1
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v9, v60, v4
	v_add_co_u32_e32 v7, vcc, s44, v1
	v_add_f32_e32 v10, v59, v3
	v_addc_co_u32_e32 v8, vcc, v8, v2, vcc
	global_load_dwordx4 v[1:4], v[5:6], off
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v56, v4
	v_add_f32_e32 v6, v47, v3
	v_add_f32_e32 v13, v46, v2
	v_add_f32_e32 v14, v45, v1
	global_load_dwordx4 v[1:4], v[7:8], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v14, v1
	v_add_f32_e32 v13, v13, v2
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v17, v5, v4
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_add_f32_e32 v16, v6, v3
	v_addc_co_u32_e32 v6, vcc, v15, v2, vcc
	global_load_dwordx4 v[1:4], v[7:8], off offset:16
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v12, v1
	v_add_f32_e32 v8, v11, v2
	v_add_f32_e32 v10, v10, v3
	v_add_f32_e32 v9, v9, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_mov_b32_e32 v11, s45
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v8, v2
	v_add_f32_e32 v15, v7, v1
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v9, v9, v4
	v_add_co_u32_e32 v7, vcc, s44, v1
	v_add_f32_e32 v10, v10, v3
	v_addc_co_u32_e32 v8, vcc, v11, v2, vcc
	global_load_dwordx4 v[1:4], v[5:6], off
	v_add_u32_e32 v43, v0, v43
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v17, v4
	v_add_f32_e32 v6, v16, v3
	v_add_f32_e32 v11, v13, v2
	v_add_f32_e32 v13, v14, v1
	global_load_dwordx4 v[1:4], v[7:8], off
	v_mov_b32_e32 v14, s45
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v13, v13, v1
	v_add_f32_e32 v11, v11, v2
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v17, v5, v4
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_add_f32_e32 v16, v6, v3
	v_addc_co_u32_e32 v6, vcc, v14, v2, vcc
	global_load_dwordx4 v[1:4], v[7:8], off offset:16
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v15, v1
	v_add_f32_e32 v8, v12, v2
	v_add_f32_e32 v10, v10, v3
	v_add_f32_e32 v9, v9, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_mov_b32_e32 v12, s45
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v4
	v_add_f32_e32 v10, v10, v3
	v_add_f32_e32 v8, v8, v2
	v_add_f32_e32 v7, v7, v1
	global_load_dwordx4 v[1:4], v[5:6], off
	v_lshlrev_b64 v[5:6], 5, v[43:44]
	v_add_u32_e32 v43, v43, v0
	v_add_co_u32_e32 v5, vcc, s44, v5
	v_addc_co_u32_e32 v6, vcc, v12, v6, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v17, v4
	v_add_f32_e32 v15, v16, v3
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v13, v13, v1
	global_load_dwordx4 v[1:4], v[5:6], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v13, v1
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v13, v15, v3
	v_add_f32_e32 v14, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v7, v1
	v_add_f32_e32 v8, v8, v2
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v10, v10, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v9, v9, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v4
	v_add_f32_e32 v10, v10, v3
	v_add_f32_e32 v8, v8, v2
	v_add_f32_e32 v7, v7, v1
	global_load_dwordx4 v[1:4], v[5:6], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v12, v12, v1
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v13, v13, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v14, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off
	v_add_u32_e32 v43, v0, v43
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v1
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v13, v13, v3
	v_add_f32_e32 v14, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v7, v1
	v_add_f32_e32 v8, v8, v2
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v10, v10, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v9, v9, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v4
	v_add_f32_e32 v10, v10, v3
	v_add_f32_e32 v8, v8, v2
	v_add_f32_e32 v7, v7, v1
	global_load_dwordx4 v[1:4], v[5:6], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v12, v12, v1
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v13, v13, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v14, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v1
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v13, v13, v3
	v_add_f32_e32 v14, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v7, v1
	v_add_f32_e32 v8, v8, v2
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v10, v10, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v9, v9, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v4
	v_add_f32_e32 v10, v10, v3
	v_add_f32_e32 v8, v8, v2
	v_add_f32_e32 v7, v7, v1
	global_load_dwordx4 v[1:4], v[5:6], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v12, v12, v1
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v13, v13, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v14, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off
	v_add_u32_e32 v43, v0, v43
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v1
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v13, v13, v3
	v_add_f32_e32 v14, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v7, v1
	v_add_f32_e32 v8, v8, v2
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v10, v10, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v9, v9, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v4
	v_add_f32_e32 v10, v10, v3
	v_add_f32_e32 v15, v8, v2
	v_add_f32_e32 v7, v7, v1
	global_load_dwordx4 v[1:4], v[5:6], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v12, v12, v1
	v_lshlrev_b64 v[1:2], 5, v[43:44]
	v_add_f32_e32 v13, v13, v3
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	v_add_f32_e32 v8, v14, v4
	global_load_dwordx4 v[1:4], v[5:6], off
	v_add_u32_e32 v43, v43, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v1
	v_add_f32_e32 v11, v11, v2
	v_add_f32_e32 v13, v13, v3
	v_add_f32_e32 v14, v8, v4
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	v_mov_b32_e32 v5, s45
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v16, v7, v1
	v_lshlrev_b64 v[0:1], 5, v[43:44]
	v_add_f32_e32 v15, v15, v2
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_load_dwordx4 v[5:8], v[0:1], off offset:16
	v_add_f32_e32 v10, v10, v3
	global_load_dwordx4 v[0:3], v[0:1], off
	v_add_f32_e32 v4, v9, v4
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v5, v16, v5
	v_add_f32_e32 v6, v15, v6
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v11, v1
	v_add_f32_e32 v0, v12, v0
	v_add_f32_e32 v2, v13, v2
	v_add_f32_e32 v0, v0, v1
	v_add_f32_e32 v3, v14, v3
	v_add_f32_e32 v0, v2, v0
	v_add_f32_e32 v0, v3, v0
	v_add_f32_e32 v0, v5, v0
	v_add_f32_e32 v7, v10, v7
	v_add_f32_e32 v0, v6, v0
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v0, v7, v0
	v_add_f32_e32 v2, v4, v0
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v3, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v8_global_offset
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
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 48
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
.Lfunc_end8:
	.size	global_bandwidth_v8_global_offset, .Lfunc_end8-global_bandwidth_v8_global_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1520
; NumSgprs: 54
; NumVgprs: 61
; ScratchSize: 16384
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 61
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
	.protected	global_bandwidth_v16_global_offset ; -- Begin function global_bandwidth_v16_global_offset
	.globl	global_bandwidth_v16_global_offset
	.p2align	8
	.type	global_bandwidth_v16_global_offset,@function
global_bandwidth_v16_global_offset:     ; @global_bandwidth_v16_global_offset
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_add_u32 s8, s36, 16
	v_or3_b32 v42, v0, v1, v2
	v_mov_b32_e32 v44, 0
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v44
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v1
	s_mov_b32 s4, 0
	v_mov_b32_e32 v40, v0
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	s_mov_b32 s12, s4
	s_mov_b32 s13, s4
	s_mov_b32 s14, s4
	s_mov_b32 s15, s4
	s_mov_b32 s16, s4
	s_mov_b32 s17, s4
	s_mov_b32 s18, s4
	s_mov_b32 s19, s4
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v46, v41
	s_mov_b32 s50, 4
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s8
	v_mov_b32_e32 v6, s9
	v_mov_b32_e32 v7, s10
	v_mov_b32_e32 v8, s11
	v_mov_b32_e32 v9, s12
	v_mov_b32_e32 v10, s13
	v_mov_b32_e32 v11, s14
	v_mov_b32_e32 v12, s15
	v_mov_b32_e32 v13, s16
	v_mov_b32_e32 v14, s17
	v_mov_b32_e32 v15, s18
	v_mov_b32_e32 v16, s19
	v_mov_b32_e32 v45, v40
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s49, s49, _Z15get_global_sizej@rel32@hi+12
.LBB9_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v46, v44
	v_lshlrev_b64 v[17:18], 6, v[45:46]
	v_mov_b32_e32 v46, s45
	v_add_co_u32_e32 v33, vcc, s44, v17
	v_addc_co_u32_e32 v34, vcc, v46, v18, vcc
	global_load_dwordx4 v[17:20], v[33:34], off
	global_load_dwordx4 v[21:24], v[33:34], off offset:16
	global_load_dwordx4 v[25:28], v[33:34], off offset:32
	global_load_dwordx4 v[29:32], v[33:34], off offset:48
	s_add_u32 s8, s36, 16
	s_addc_u32 s9, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v47, v1, v17
	v_add_f32_e32 v56, v2, v18
	v_add_f32_e32 v57, v3, v19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v77, v15, v31
	v_mov_b32_e32 v31, v42
	v_add_f32_e32 v58, v4, v20
	v_add_f32_e32 v59, v5, v21
	v_add_f32_e32 v60, v6, v22
	v_add_f32_e32 v61, v7, v23
	v_add_f32_e32 v62, v8, v24
	v_add_f32_e32 v63, v9, v25
	v_add_f32_e32 v72, v10, v26
	v_add_f32_e32 v73, v11, v27
	v_add_f32_e32 v74, v12, v28
	v_add_f32_e32 v75, v13, v29
	v_add_f32_e32 v76, v14, v30
	v_add_f32_e32 v78, v16, v32
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v43, v0, v45
	v_lshlrev_b64 v[1:2], 6, v[43:44]
	v_add_u32_e32 v43, v43, v0
	v_add_co_u32_e32 v21, vcc, s44, v1
	v_lshlrev_b64 v[5:6], 6, v[43:44]
	v_addc_co_u32_e32 v22, vcc, v46, v2, vcc
	v_add_co_u32_e32 v23, vcc, s44, v5
	global_load_dwordx4 v[1:4], v[21:22], off offset:48
	global_load_dwordx4 v[9:12], v[21:22], off offset:32
	v_addc_co_u32_e32 v24, vcc, v46, v6, vcc
	global_load_dwordx4 v[5:8], v[23:24], off offset:48
	v_add_u32_e32 v43, v43, v0
	s_add_i32 s50, s50, -1
	s_cmp_eq_u32 s50, 0
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v15, v76, v2
	v_add_f32_e32 v16, v75, v1
	v_add_f32_e32 v13, v78, v4
	v_add_f32_e32 v14, v77, v3
	global_load_dwordx4 v[1:4], v[23:24], off offset:32
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v27, v16, v5
	v_add_f32_e32 v28, v15, v6
	v_lshlrev_b64 v[5:6], 6, v[43:44]
	v_add_f32_e32 v14, v14, v7
	v_add_co_u32_e32 v25, vcc, s44, v5
	v_addc_co_u32_e32 v26, vcc, v46, v6, vcc
	v_add_f32_e32 v13, v13, v8
	global_load_dwordx4 v[5:8], v[25:26], off offset:48
	global_load_dwordx4 v[17:20], v[25:26], off offset:32
	v_add_f32_e32 v29, v72, v10
	v_add_f32_e32 v30, v63, v9
	v_add_co_u32_e32 v45, vcc, v43, v0
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v30, v30, v1
	v_add_f32_e32 v29, v29, v2
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v16, v13, v8
	v_add_f32_e32 v15, v14, v7
	v_add_f32_e32 v14, v28, v6
	v_add_f32_e32 v13, v27, v5
	v_add_f32_e32 v27, v74, v12
	v_add_f32_e32 v28, v73, v11
	global_load_dwordx4 v[5:8], v[21:22], off offset:16
	global_load_dwordx4 v[9:12], v[21:22], off
	v_add_f32_e32 v28, v28, v3
	v_add_f32_e32 v27, v27, v4
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v62, v8
	v_add_f32_e32 v22, v61, v7
	v_add_f32_e32 v31, v60, v6
	v_add_f32_e32 v32, v59, v5
	global_load_dwordx4 v[1:4], v[23:24], off offset:16
	global_load_dwordx4 v[5:8], v[23:24], off
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v12, v58, v12
	v_add_f32_e32 v11, v57, v11
	v_add_f32_e32 v10, v56, v10
	v_add_f32_e32 v9, v47, v9
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v23, v32, v1
	v_add_f32_e32 v24, v31, v2
	v_add_f32_e32 v22, v22, v3
	v_add_f32_e32 v21, v21, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v31, v9, v5
	v_add_f32_e32 v32, v10, v6
	v_add_f32_e32 v33, v11, v7
	v_add_f32_e32 v34, v12, v8
	v_add_f32_e32 v12, v27, v20
	v_add_f32_e32 v11, v28, v19
	v_add_f32_e32 v10, v29, v18
	v_add_f32_e32 v9, v30, v17
	global_load_dwordx4 v[1:4], v[25:26], off offset:16
	global_load_dwordx4 v[17:20], v[25:26], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v21, v4
	v_add_f32_e32 v7, v22, v3
	v_add_f32_e32 v6, v24, v2
	v_add_f32_e32 v5, v23, v1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v34, v20
	v_add_f32_e32 v3, v33, v19
	v_add_f32_e32 v2, v32, v18
	v_add_f32_e32 v1, v31, v17
	s_cbranch_scc0 .LBB9_1
; %bb.2:
	v_add_f32_e32 v0, v1, v2
	v_add_f32_e32 v1, v9, v10
	v_add_f32_e32 v0, v3, v0
	v_add_f32_e32 v1, v11, v1
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v1, v12, v1
	v_add_f32_e32 v0, v5, v0
	v_add_f32_e32 v1, v13, v1
	v_add_f32_e32 v0, v6, v0
	v_add_f32_e32 v1, v14, v1
	v_add_f32_e32 v0, v7, v0
	v_add_f32_e32 v1, v15, v1
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v1, v16, v1
	v_add_f32_e32 v2, v0, v1
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v3, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_bandwidth_v16_global_offset
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
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 51
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
.Lfunc_end9:
	.size	global_bandwidth_v16_global_offset, .Lfunc_end9-global_bandwidth_v16_global_offset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 948
; NumSgprs: 57
; NumVgprs: 79
; ScratchSize: 16384
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 57
; NumVGPRsForWavesPerEU: 79
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_local_idj
	.hidden	_Z13get_global_idj
	.hidden	_Z15get_global_sizej
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
    .name:           global_bandwidth_v1_local_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v1_local_offset.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v2_local_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v2_local_offset.kd
    .vgpr_count:     55
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v4_local_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v4_local_offset.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v8_local_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v8_local_offset.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v16_local_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v16_local_offset.kd
    .vgpr_count:     49
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
        .type_name:      'float*'
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
    .name:           global_bandwidth_v1_global_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v1_global_offset.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v2_global_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v2_global_offset.kd
    .vgpr_count:     74
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v4_global_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v4_global_offset.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v8_global_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v8_global_offset.kd
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           global_bandwidth_v16_global_offset
    .private_segment_fixed_size: 16384
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         global_bandwidth_v16_global_offset.kd
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
