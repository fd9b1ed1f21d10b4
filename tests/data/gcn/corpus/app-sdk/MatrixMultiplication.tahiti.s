	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	mmmKernel               ; -- Begin function mmmKernel
	.globl	mmmKernel
	.p2align	8
	.type	mmmKernel,@function
mmmKernel:                              ; @mmmKernel
; %bb.0:
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[44:45], s[8:9], 0x4
	s_load_dwordx2 s[46:47], s[8:9], 0x6
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v41, v0, v2
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s42, s13
	s_mov_b32 s43, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s50, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_lshr_b32 s8, s47, 2
	s_cmp_lg_u32 s46, 0
	v_lshlrev_b32_e32 v26, 2, v0
	s_cbranch_scc0 .LBB0_6
; %bb.1:
	s_lshr_b32 s6, s46, 2
	v_add_i32_e32 v0, vcc, 1, v26
	v_mul_lo_u32 v18, s6, v0
	v_add_i32_e32 v0, vcc, 2, v26
	v_mul_lo_u32 v20, s6, v0
	v_add_i32_e32 v0, vcc, 3, v26
	s_mov_b32 s12, s50
	v_mul_lo_u32 v16, v26, s6
	v_mul_lo_u32 v22, s6, v0
	s_mov_b32 s13, s50
	s_mov_b32 s14, s50
	s_mov_b32 s15, s50
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v11, s15
	v_mov_b32_e32 v9, s13
	v_mov_b32_e32 v10, s14
	v_mov_b32_e32 v15, v11
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v0, v8
	s_mov_b32 s48, s52
	s_mov_b32 s49, s53
	s_mov_b32 s4, s54
	s_mov_b32 s5, s55
	v_or_b32_e32 v29, 1, v26
	v_or_b32_e32 v28, 2, v26
	v_or_b32_e32 v27, 3, v26
	s_lshl_b32 s9, s8, 2
	s_lshl_b32 s10, s8, 1
	s_mul_i32 s11, s8, 3
	s_mov_b32 s51, 0x100f000
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v24, v40
	v_mov_b32_e32 v14, v10
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v7, v11
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v3, v11
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v23, v17
	v_add_i32_e32 v30, vcc, s8, v24
	v_mov_b32_e32 v31, v17
	v_lshl_b64 v[32:33], v[16:17], 4
	v_mov_b32_e32 v25, v17
	v_mov_b32_e32 v19, v17
	v_lshl_b64 v[34:35], v[30:31], 4
	v_lshl_b64 v[45:46], v[20:21], 4
	v_lshl_b64 v[49:50], v[22:23], 4
	v_lshl_b64 v[53:54], v[24:25], 4
	s_mov_b64 s[6:7], s[50:51]
	v_lshl_b64 v[38:39], v[18:19], 4
	buffer_load_dwordx4 v[30:33], v[32:33], s[48:51], 0 addr64
	buffer_load_dwordx4 v[34:37], v[34:35], s[4:7], 0 addr64
	buffer_load_dwordx4 v[41:44], v[38:39], s[48:51], 0 addr64
	buffer_load_dwordx4 v[45:48], v[45:46], s[48:51], 0 addr64
	buffer_load_dwordx4 v[49:52], v[49:50], s[48:51], 0 addr64
	buffer_load_dwordx4 v[53:56], v[53:54], s[4:7], 0 addr64
	s_add_i32 s12, s12, 4
	v_add_i32_e32 v16, vcc, 1, v16
	v_add_i32_e32 v18, vcc, 1, v18
	v_add_i32_e32 v20, vcc, 1, v20
	s_cmp_ge_u32 s12, s46
	v_add_i32_e32 v22, vcc, 1, v22
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v19, v31, v34
	v_mul_f32_e32 v21, v31, v35
	v_mul_f32_e32 v23, v31, v36
	v_mul_f32_e32 v25, v31, v37
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v19, v30, v53
	v_mac_f32_e32 v21, v30, v54
	v_mac_f32_e32 v23, v30, v55
	v_mac_f32_e32 v25, v30, v56
	v_add_i32_e32 v30, vcc, s10, v24
	v_mov_b32_e32 v31, v17
	v_mul_f32_e32 v57, v42, v34
	v_mul_f32_e32 v58, v42, v35
	v_mul_f32_e32 v60, v46, v34
	v_mul_f32_e32 v61, v46, v35
	v_mul_f32_e32 v63, v50, v34
	v_mul_f32_e32 v64, v50, v35
	v_add_i32_e32 v34, vcc, s11, v24
	v_mov_b32_e32 v35, v17
	v_lshl_b64 v[30:31], v[30:31], 4
	v_mul_f32_e32 v59, v42, v36
	v_mul_f32_e32 v42, v42, v37
	v_mul_f32_e32 v62, v46, v36
	v_mul_f32_e32 v46, v46, v37
	v_mul_f32_e32 v65, v50, v36
	v_mul_f32_e32 v50, v50, v37
	v_lshl_b64 v[38:39], v[34:35], 4
	v_mac_f32_e32 v57, v41, v53
	v_mac_f32_e32 v58, v41, v54
	v_mac_f32_e32 v59, v41, v55
	v_mac_f32_e32 v42, v41, v56
	v_mac_f32_e32 v60, v45, v53
	v_mac_f32_e32 v61, v45, v54
	v_mac_f32_e32 v62, v45, v55
	v_mac_f32_e32 v46, v45, v56
	v_mac_f32_e32 v63, v49, v53
	v_mac_f32_e32 v64, v49, v54
	v_mac_f32_e32 v65, v49, v55
	v_mac_f32_e32 v50, v49, v56
	buffer_load_dwordx4 v[34:37], v[30:31], s[4:7], 0 addr64
	buffer_load_dwordx4 v[53:56], v[38:39], s[4:7], 0 addr64
	v_add_i32_e32 v24, vcc, s9, v24
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v19, v32, v34
	v_mac_f32_e32 v21, v32, v35
	v_mac_f32_e32 v23, v32, v36
	v_mac_f32_e32 v25, v32, v37
	v_mac_f32_e32 v57, v43, v34
	v_mac_f32_e32 v58, v43, v35
	v_mac_f32_e32 v59, v43, v36
	v_mac_f32_e32 v42, v43, v37
	v_mac_f32_e32 v60, v47, v34
	v_mac_f32_e32 v61, v47, v35
	v_mac_f32_e32 v62, v47, v36
	v_mac_f32_e32 v46, v47, v37
	v_mac_f32_e32 v63, v51, v34
	v_mac_f32_e32 v64, v51, v35
	v_mac_f32_e32 v65, v51, v36
	v_mac_f32_e32 v50, v51, v37
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v19, v33, v53
	v_mac_f32_e32 v21, v33, v54
	v_mac_f32_e32 v23, v33, v55
	v_mac_f32_e32 v25, v33, v56
	v_mac_f32_e32 v57, v44, v53
	v_mac_f32_e32 v58, v44, v54
	v_mac_f32_e32 v59, v44, v55
	v_mac_f32_e32 v42, v44, v56
	v_mac_f32_e32 v60, v48, v53
	v_mac_f32_e32 v61, v48, v54
	v_mac_f32_e32 v62, v48, v55
	v_mac_f32_e32 v46, v48, v56
	v_mac_f32_e32 v63, v52, v53
	v_mac_f32_e32 v64, v52, v54
	v_mac_f32_e32 v65, v52, v55
	v_mac_f32_e32 v50, v52, v56
	v_add_f32_e32 v8, v8, v19
	v_add_f32_e32 v9, v9, v21
	v_add_f32_e32 v10, v10, v23
	v_add_f32_e32 v11, v11, v25
	v_add_f32_e32 v12, v12, v57
	v_add_f32_e32 v13, v13, v58
	v_add_f32_e32 v14, v14, v59
	v_add_f32_e32 v15, v15, v42
	v_add_f32_e32 v4, v4, v60
	v_add_f32_e32 v5, v5, v61
	v_add_f32_e32 v6, v6, v62
	v_add_f32_e32 v7, v7, v46
	v_add_f32_e32 v0, v0, v63
	v_add_f32_e32 v1, v1, v64
	v_add_f32_e32 v2, v2, v65
	v_add_f32_e32 v3, v3, v50
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b32 s4, 0
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v11, v3
	v_or_b32_e32 v29, 1, v26
	v_or_b32_e32 v28, 2, v26
	v_or_b32_e32 v27, 3, v26
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v0
.LBB0_5:
	v_mul_lo_u32 v16, v26, s8
	v_mov_b32_e32 v17, 0
	s_mov_b32 s46, 0
	s_mov_b32 s47, 0x100f000
	v_add_i32_e32 v16, vcc, v16, v40
	v_lshl_b64 v[18:19], v[16:17], 4
	v_mul_lo_u32 v16, v29, s8
	buffer_store_dwordx4 v[8:11], v[18:19], s[44:47], 0 addr64
	s_waitcnt expcnt(0)
	v_mul_lo_u32 v10, v28, s8
	v_mul_lo_u32 v11, v27, s8
	v_add_i32_e32 v16, vcc, v16, v40
	v_lshl_b64 v[8:9], v[16:17], 4
	v_add_i32_e32 v16, vcc, v10, v40
	buffer_store_dwordx4 v[12:15], v[8:9], s[44:47], 0 addr64
	v_lshl_b64 v[8:9], v[16:17], 4
	v_add_i32_e32 v16, vcc, v11, v40
	v_lshl_b64 v[10:11], v[16:17], 4
	buffer_store_dwordx4 v[4:7], v[8:9], s[44:47], 0 addr64
	buffer_store_dwordx4 v[0:3], v[10:11], s[44:47], 0 addr64
	s_endpgm
.LBB0_6:
                                        ; implicit-def: $vgpr8_vgpr9_vgpr10_vgpr11
                                        ; implicit-def: $vgpr12_vgpr13_vgpr14_vgpr15
                                        ; implicit-def: $vgpr4_vgpr5_vgpr6_vgpr7
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_5
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mmmKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 56
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
	.size	mmmKernel, .Lfunc_end0-mmmKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1128
; NumSgprs: 58
; NumVgprs: 66
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 66
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	mmmKernel_local         ; -- Begin function mmmKernel_local
	.globl	mmmKernel_local
	.p2align	8
	.type	mmmKernel_local,@function
mmmKernel_local:                        ; @mmmKernel_local
; %bb.0:
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[48:49], s[8:9], 0x4
	s_load_dword s50, s[8:9], 0x6
	s_add_u32 s0, s0, s15
	v_mov_b32_e32 v47, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v56, v0
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s34, s38, 32
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v56, v1
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v42, v1, v0
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s44, s13
	s_mov_b32 s45, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v41, v1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v45, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_ashr_i32 s4, s50, 31
	s_lshr_b32 s4, s4, 30
	s_add_i32 s50, s50, s4
	s_ashr_i32 s46, s50, 2
	s_ashr_i32 s47, s46, 31
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_or_b32_e32 v1, s47, v41
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
                                        ; implicit-def: $vgpr92_vgpr93
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, v40
	v_cvt_f32_u32_e32 v1, v41
	v_sub_i32_e32 v2, vcc, 0, v40
	v_subb_u32_e32 v3, vcc, 0, v41, vcc
	v_mac_f32_e32 v0, 0x4f800000, v1
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v8, 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, 0xcf800000, v1
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v4, v2, v1
	v_mul_hi_u32 v5, v2, v0
	v_mul_lo_u32 v7, v3, v0
	v_mul_lo_u32 v6, v2, v0
	v_add_i32_e32 v4, vcc, v5, v4
	v_add_i32_e32 v4, vcc, v4, v7
	v_mul_hi_u32 v5, v0, v6
	v_mul_lo_u32 v7, v0, v4
	v_mul_hi_u32 v9, v0, v4
	v_mul_hi_u32 v10, v1, v4
	v_mul_lo_u32 v4, v1, v4
	v_add_i32_e32 v5, vcc, v5, v7
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_mul_lo_u32 v9, v1, v6
	v_mul_hi_u32 v6, v1, v6
	v_add_i32_e32 v5, vcc, v5, v9
	v_addc_u32_e32 v5, vcc, v7, v6, vcc
	v_addc_u32_e32 v6, vcc, v10, v8, vcc
	v_add_i32_e32 v4, vcc, v5, v4
	v_addc_u32_e32 v5, vcc, 0, v6, vcc
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	v_mul_lo_u32 v4, v2, v1
	v_mul_hi_u32 v5, v2, v0
	v_mul_lo_u32 v3, v3, v0
	v_mul_lo_u32 v2, v2, v0
	v_add_i32_e32 v4, vcc, v5, v4
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_lo_u32 v6, v0, v3
	v_mul_hi_u32 v7, v0, v2
	v_mul_hi_u32 v9, v0, v3
	v_mul_hi_u32 v5, v1, v2
	v_mul_lo_u32 v2, v1, v2
	v_mul_hi_u32 v4, v1, v3
	v_add_i32_e32 v6, vcc, v7, v6
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_mul_lo_u32 v3, v1, v3
	v_add_i32_e32 v2, vcc, v6, v2
	v_addc_u32_e32 v2, vcc, v7, v5, vcc
	v_addc_u32_e32 v4, vcc, v4, v8, vcc
	v_add_i32_e32 v2, vcc, v2, v3
	v_addc_u32_e32 v3, vcc, 0, v4, vcc
	v_add_i32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	v_mul_lo_u32 v2, s46, v1
	v_mul_hi_u32 v3, s46, v0
	v_mul_hi_u32 v4, s46, v1
	v_mul_hi_u32 v5, s47, v1
	v_mul_lo_u32 v1, s47, v1
	v_add_i32_e32 v2, vcc, v3, v2
	v_addc_u32_e32 v3, vcc, 0, v4, vcc
	v_mul_lo_u32 v4, s47, v0
	v_mul_hi_u32 v0, s47, v0
	v_add_i32_e32 v2, vcc, v2, v4
	v_addc_u32_e32 v0, vcc, v3, v0, vcc
	v_addc_u32_e32 v2, vcc, v5, v8, vcc
	v_add_i32_e32 v0, vcc, v0, v1
	v_addc_u32_e32 v1, vcc, 0, v2, vcc
	v_mul_lo_u32 v2, v40, v1
	v_mul_hi_u32 v3, v40, v0
	v_mul_lo_u32 v4, v41, v0
	v_add_i32_e32 v2, vcc, v3, v2
	v_mul_lo_u32 v3, v40, v0
	v_add_i32_e32 v2, vcc, v2, v4
	v_sub_i32_e32 v4, vcc, s47, v2
	v_sub_i32_e32 v3, vcc, s46, v3
	v_subb_u32_e64 v4, s[4:5], v4, v41, vcc
	v_sub_i32_e64 v5, s[4:5], v3, v40
	v_subbrev_u32_e64 v4, s[4:5], 0, v4, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v4, v41
	v_cndmask_b32_e64 v6, 0, -1, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v5, v40
	v_cndmask_b32_e64 v5, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v4, v41
	v_cndmask_b32_e64 v4, v6, v5, s[4:5]
	v_add_i32_e64 v5, s[4:5], 2, v0
	v_addc_u32_e64 v6, s[4:5], 0, v1, s[4:5]
	v_add_i32_e64 v7, s[4:5], 1, v0
	v_addc_u32_e64 v8, s[4:5], 0, v1, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v4
	v_cndmask_b32_e64 v4, v8, v6, s[4:5]
	v_mov_b32_e32 v6, s47
	v_subb_u32_e32 v2, vcc, v6, v2, vcc
	v_cmp_ge_u32_e32 vcc, v2, v41
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v3, v40
	v_cndmask_b32_e64 v3, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v2, v41
	v_cndmask_b32_e32 v2, v6, v3, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v93, v1, v4, vcc
	v_cndmask_b32_e64 v1, v7, v5, s[4:5]
	v_cndmask_b32_e32 v92, v0, v1, vcc
.LBB1_2:
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, v40
	v_sub_i32_e32 v1, vcc, 0, v40
	v_mov_b32_e32 v93, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v0, s46, v0
	v_mul_lo_u32 v1, v0, v40
	v_add_i32_e32 v2, vcc, 1, v0
	v_sub_i32_e32 v1, vcc, s46, v1
	v_sub_i32_e32 v3, vcc, v1, v40
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_i32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v40
	v_cndmask_b32_e32 v92, v0, v2, vcc
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s58, 0
	s_mov_b32 s7, s58
	s_mov_b32 s4, s58
	s_mov_b32 s5, s58
	s_mov_b32 s6, s58
	v_mov_b32_e32 v91, s7
	v_mov_b32_e32 v88, s4
	v_lshl_b64 v[44:45], v[44:45], 2
	v_cmp_ge_u64_e32 vcc, s[46:47], v[40:41]
	v_mov_b32_e32 v90, s6
	v_mov_b32_e32 v89, s5
	v_mov_b32_e32 v76, v88
	v_mov_b32_e32 v72, v88
	v_mov_b32_e32 v60, v88
	v_mov_b32_e32 v77, v89
	v_mov_b32_e32 v78, v90
	v_mov_b32_e32 v79, v91
	v_mov_b32_e32 v73, v89
	v_mov_b32_e32 v74, v90
	v_mov_b32_e32 v75, v91
	v_mov_b32_e32 v61, v89
	v_mov_b32_e32 v62, v90
	v_mov_b32_e32 v63, v91
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB1_12
; %bb.5:
	v_mul_lo_u32 v0, v59, v40
	s_load_dword s64, s[38:39], 0x7
	v_lshl_b64 v[94:95], v[40:41], 2
	v_mov_b32_e32 v91, s7
	v_lshlrev_b32_e32 v45, 2, v0
	v_mul_lo_u32 v0, v44, s46
	v_add_i32_e32 v1, vcc, v45, v58
	v_mov_b32_e32 v88, s4
	v_add_i32_e32 v106, vcc, v0, v58
	v_lshlrev_b32_e32 v0, 4, v1
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v107, vcc, s64, v0
	v_add_i32_e32 v0, vcc, v1, v40
	v_lshlrev_b32_e32 v1, 4, v0
	v_add_i32_e32 v0, vcc, v0, v40
	v_lshl_b64 v[58:59], v[42:43], 2
	v_add_i32_e32 v108, vcc, s64, v1
	v_lshlrev_b32_e32 v1, 4, v0
	v_add_i32_e32 v0, vcc, v0, v40
	v_add_i32_e32 v59, vcc, v45, v40
	v_lshlrev_b32_e32 v0, 4, v0
	v_cmp_ne_u64_e64 s[34:35], 0, v[94:95]
	v_add_i32_e32 v111, vcc, v59, v40
	v_mov_b32_e32 v90, s6
	v_mov_b32_e32 v89, s5
	v_mov_b32_e32 v76, v88
	v_mov_b32_e32 v72, v88
	v_mov_b32_e32 v60, v88
	s_mov_b32 s56, s54
	s_mov_b32 s57, s55
	v_add_i32_e32 v109, vcc, s64, v1
	v_add_i32_e32 v110, vcc, s64, v0
	s_mov_b64 s[60:61], 0
	v_add_i32_e32 v120, vcc, v111, v40
	s_mov_b32 s59, 0x100f000
	v_mov_b32_e32 v104, 0
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v77, v89
	v_mov_b32_e32 v78, v90
	v_mov_b32_e32 v79, v91
	v_mov_b32_e32 v73, v89
	v_mov_b32_e32 v74, v90
	v_mov_b32_e32 v75, v91
	v_mov_b32_e32 v61, v89
	v_mov_b32_e32 v62, v90
	v_mov_b32_e32 v63, v91
	s_branch .LBB1_7
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v46
	v_or_b32_e32 v1, v56, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_add_i32 s62, s62, 1
	s_mov_b32 s63, s58
	v_cmp_ge_u64_e32 vcc, s[62:63], v[92:93]
	s_or_b64 s[60:61], vcc, s[60:61]
	s_andn2_b64 exec, exec, s[60:61]
	s_cbranch_execz .LBB1_11
.LBB1_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_9 Depth 2
	v_mul_lo_u32 v41, s62, v40
	v_mov_b32_e32 v2, s53
	s_add_i32 s8, s46, s46
	s_mov_b64 s[54:55], s[58:59]
	v_add_i32_e32 v105, vcc, v106, v41
	v_ashr_i64 v[0:1], v[104:105], 28
	s_lshl_b64 s[4:5], s[46:47], 4
	v_add_i32_e32 v8, vcc, s52, v0
	v_addc_u32_e32 v9, vcc, v2, v1, vcc
	v_add_i32_e32 v10, vcc, s8, v105
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_b64 v[4:5], v[10:11], 4
	buffer_load_dwordx4 v[0:3], v[0:1], s[52:55], 0 addr64
	buffer_load_dwordx4 v[4:7], v[4:5], s[52:55], 0 addr64
	s_mov_b64 s[6:7], s[58:59]
	v_add_i32_e32 v12, vcc, s46, v10
	buffer_load_dwordx4 v[8:11], v[8:9], s[4:7], 0 addr64
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_b64 v[12:13], v[12:13], 4
	v_lshlrev_b32_e32 v21, 10, v47
	buffer_load_dwordx4 v[12:15], v[12:13], s[52:55], 0 addr64
	v_add_i32_e32 v16, vcc, 8, v107
	v_lshlrev_b32_e32 v20, 20, v46
	s_add_u32 s8, s38, 32
	v_or_b32_e32 v21, v56, v21
	s_mov_b32 m0, -1
	v_add_i32_e32 v17, vcc, 8, v108
	v_add_i32_e32 v18, vcc, 8, v109
	v_add_i32_e32 v19, vcc, 8, v110
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v21, v20
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(3)
	ds_write_b64 v16, v[2:3]
	ds_write_b64 v107, v[0:1]
	s_waitcnt vmcnt(1)
	ds_write_b64 v108, v[8:9]
	ds_write_b64 v17, v[10:11]
	ds_write_b64 v18, v[6:7]
	ds_write_b64 v109, v[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b64 v19, v[14:15]
	ds_write_b64 v110, v[12:13]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_and_saveexec_b64 s[8:9], s[34:35]
	s_cbranch_execz .LBB1_6
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_mul_lo_u32 v0, v58, v41
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	v_add_i32_e32 v0, vcc, v0, v57
	v_ashrrev_i32_e32 v1, 31, v0
.LBB1_9:                                ;   Parent Loop BB1_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_lshr_b32 s4, s12, 2
	s_or_b32 s5, s12, 1
	v_mul_lo_u32 v3, s12, v43
	v_mul_hi_u32 v4, s12, v42
	s_or_b32 s6, s12, 2
	s_or_b32 s7, s12, 3
	v_mul_lo_u32 v2, v42, s13
	v_mul_lo_u32 v5, s12, v42
	s_add_i32 s12, s12, 4
	s_mov_b32 s13, s58
	v_add_i32_e32 v6, vcc, s4, v45
	v_add_i32_e32 v7, vcc, s4, v59
	v_add_i32_e32 v8, vcc, s4, v111
	v_add_i32_e32 v9, vcc, s4, v120
	v_mul_hi_u32 v10, v42, s5
	v_mul_hi_u32 v13, v42, s6
	v_mul_hi_u32 v15, v42, s7
	v_cmp_ge_u64_e32 vcc, s[12:13], v[94:95]
	v_mul_lo_u32 v11, v43, s5
	v_mul_lo_u32 v12, v42, s5
	v_mul_lo_u32 v14, v43, s6
	v_mul_lo_u32 v16, v43, s7
	v_lshlrev_b32_e32 v6, 4, v6
	v_lshlrev_b32_e32 v7, 4, v7
	v_lshlrev_b32_e32 v8, 4, v8
	v_lshlrev_b32_e32 v9, 4, v9
	v_mul_lo_u32 v17, v42, s6
	v_mul_lo_u32 v32, v42, s7
	v_add_i32_e64 v6, s[4:5], s64, v6
	v_add_i32_e64 v7, s[4:5], s64, v7
	v_add_i32_e64 v8, s[4:5], s64, v8
	v_add_i32_e64 v9, s[4:5], s64, v9
	s_or_b64 s[10:11], vcc, s[10:11]
	v_add_i32_e32 v3, vcc, v4, v3
	ds_read_b64 v[18:19], v6
	ds_read_b64 v[20:21], v9
	ds_read_b64 v[22:23], v8
	v_add_i32_e32 v4, vcc, 8, v6
	v_add_i32_e32 v6, vcc, 8, v7
	v_add_i32_e32 v33, vcc, 8, v8
	v_add_i32_e32 v8, vcc, 8, v9
	ds_read_b64 v[24:25], v7
	v_add_i32_e32 v7, vcc, v10, v2
	v_add_i32_e32 v3, vcc, v3, v2
	v_add_i32_e32 v9, vcc, v13, v2
	v_add_i32_e32 v10, vcc, v15, v2
	v_add_i32_e32 v2, vcc, v5, v0
	ds_read_b64 v[26:27], v6
	ds_read_b64 v[28:29], v4
	ds_read_b64 v[30:31], v8
	v_add_i32_e64 v5, s[4:5], v7, v11
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_add_i32_e32 v7, vcc, v9, v14
	v_add_i32_e32 v13, vcc, v10, v16
	v_add_i32_e64 v8, s[6:7], v12, v0
	v_add_i32_e32 v4, vcc, v17, v0
	v_add_i32_e64 v6, s[4:5], v32, v0
	v_addc_u32_e64 v9, s[6:7], v5, v1, s[6:7]
	v_lshl_b64 v[10:11], v[2:3], 4
	v_addc_u32_e32 v5, vcc, v7, v1, vcc
	v_addc_u32_e64 v7, vcc, v13, v1, s[4:5]
	v_lshl_b64 v[2:3], v[8:9], 4
	v_lshl_b64 v[12:13], v[4:5], 4
	v_lshl_b64 v[14:15], v[6:7], 4
	buffer_load_dwordx4 v[2:5], v[2:3], s[56:59], 0 addr64
	buffer_load_dwordx4 v[6:9], v[10:11], s[56:59], 0 addr64
	buffer_load_dwordx4 v[10:13], v[12:13], s[56:59], 0 addr64
	buffer_load_dwordx4 v[14:17], v[14:15], s[56:59], 0 addr64
	ds_read_b64 v[32:33], v33
	s_waitcnt vmcnt(3) lgkmcnt(7)
	v_mul_f32_e32 v34, v19, v2
	v_mul_f32_e32 v35, v19, v3
	v_mul_f32_e32 v36, v19, v4
	v_mul_f32_e32 v19, v19, v5
	s_waitcnt lgkmcnt(4)
	v_mul_f32_e32 v37, v25, v2
	v_mul_f32_e32 v38, v25, v3
	v_mul_f32_e32 v39, v25, v4
	v_mul_f32_e32 v25, v25, v5
	v_mul_f32_e32 v41, v23, v2
	v_mul_f32_e32 v48, v23, v3
	v_mul_f32_e32 v49, v23, v4
	v_mul_f32_e32 v23, v23, v5
	v_mul_f32_e32 v2, v21, v2
	v_mul_f32_e32 v3, v21, v3
	v_mul_f32_e32 v4, v21, v4
	v_mul_f32_e32 v5, v21, v5
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v34, v18, v6
	v_mac_f32_e32 v35, v18, v7
	v_mac_f32_e32 v36, v18, v8
	v_mac_f32_e32 v19, v18, v9
	v_mac_f32_e32 v37, v24, v6
	v_mac_f32_e32 v38, v24, v7
	v_mac_f32_e32 v39, v24, v8
	v_mac_f32_e32 v25, v24, v9
	v_mac_f32_e32 v41, v22, v6
	v_mac_f32_e32 v48, v22, v7
	v_mac_f32_e32 v49, v22, v8
	v_mac_f32_e32 v23, v22, v9
	v_mac_f32_e32 v2, v20, v6
	v_mac_f32_e32 v3, v20, v7
	v_mac_f32_e32 v4, v20, v8
	v_mac_f32_e32 v5, v20, v9
	s_waitcnt vmcnt(1) lgkmcnt(2)
	v_mac_f32_e32 v34, v28, v10
	v_mac_f32_e32 v35, v28, v11
	v_mac_f32_e32 v36, v28, v12
	v_mac_f32_e32 v19, v28, v13
	v_mac_f32_e32 v37, v26, v10
	v_mac_f32_e32 v38, v26, v11
	v_mac_f32_e32 v39, v26, v12
	v_mac_f32_e32 v25, v26, v13
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v41, v32, v10
	v_mac_f32_e32 v48, v32, v11
	v_mac_f32_e32 v49, v32, v12
	v_mac_f32_e32 v23, v32, v13
	v_mac_f32_e32 v2, v30, v10
	v_mac_f32_e32 v3, v30, v11
	v_mac_f32_e32 v4, v30, v12
	v_mac_f32_e32 v5, v30, v13
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v34, v29, v14
	v_mac_f32_e32 v35, v29, v15
	v_mac_f32_e32 v36, v29, v16
	v_mac_f32_e32 v19, v29, v17
	v_mac_f32_e32 v37, v27, v14
	v_mac_f32_e32 v38, v27, v15
	v_mac_f32_e32 v39, v27, v16
	v_mac_f32_e32 v25, v27, v17
	v_mac_f32_e32 v41, v33, v14
	v_mac_f32_e32 v48, v33, v15
	v_mac_f32_e32 v49, v33, v16
	v_mac_f32_e32 v23, v33, v17
	v_mac_f32_e32 v2, v31, v14
	v_mac_f32_e32 v3, v31, v15
	v_mac_f32_e32 v4, v31, v16
	v_mac_f32_e32 v5, v31, v17
	v_add_f32_e32 v88, v88, v34
	v_add_f32_e32 v89, v89, v35
	v_add_f32_e32 v90, v90, v36
	v_add_f32_e32 v91, v91, v19
	v_add_f32_e32 v76, v76, v37
	v_add_f32_e32 v77, v77, v38
	v_add_f32_e32 v78, v78, v39
	v_add_f32_e32 v79, v79, v25
	v_add_f32_e32 v72, v72, v41
	v_add_f32_e32 v73, v73, v48
	v_add_f32_e32 v74, v74, v49
	v_add_f32_e32 v75, v75, v23
	v_add_f32_e32 v60, v60, v2
	v_add_f32_e32 v61, v61, v3
	v_add_f32_e32 v62, v62, v4
	v_add_f32_e32 v63, v63, v5
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB1_9
; %bb.10:                               ;   in Loop: Header=BB1_7 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_branch .LBB1_6
.LBB1_11:
	s_or_b64 exec, exec, s[60:61]
.LBB1_12:
	s_or_b64 exec, exec, s[50:51]
	v_mul_lo_u32 v1, v44, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s50, 0
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v1, vcc, v1, v57
	v_ashr_i64 v[0:1], v[0:1], 28
	s_mov_b32 s51, 0x100f000
	v_add_i32_e32 v3, vcc, s48, v0
	v_addc_u32_e32 v4, vcc, v2, v1, vcc
	buffer_store_dwordx4 v[88:91], v[0:1], s[48:51], 0 addr64
	v_lshl_b64 v[0:1], v[42:43], 4
	s_mov_b32 s48, s50
	v_add_i32_e32 v2, vcc, v3, v0
	v_addc_u32_e32 v3, vcc, v4, v1, vcc
	s_mov_b32 s49, s50
	buffer_store_dwordx4 v[76:79], v[2:3], s[48:51], 0 addr64
	v_add_i32_e32 v2, vcc, v2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_add_i32_e32 v0, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	buffer_store_dwordx4 v[72:75], v[2:3], s[48:51], 0 addr64
	buffer_store_dwordx4 v[60:63], v[0:1], s[48:51], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel mmmKernel_local
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 121
		.amdhsa_next_free_sgpr 65
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
	.size	mmmKernel_local, .Lfunc_end1-mmmKernel_local
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2912
; NumSgprs: 67
; NumVgprs: 121
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 67
; NumVGPRsForWavesPerEU: 121
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z15get_global_sizej
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
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
    .name:           mmmKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         mmmKernel.kd
    .vgpr_count:     66
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'float4*'
        .value_kind:     dynamic_shared_pointer
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
    .name:           mmmKernel_local
    .private_segment_fixed_size: 16384
    .sgpr_count:     67
    .sgpr_spill_count: 0
    .symbol:         mmmKernel_local.kd
    .vgpr_count:     121
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
