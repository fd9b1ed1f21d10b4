	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	binomial_options        ; -- Begin function binomial_options
	.globl	binomial_options
	.p2align	8
	.type	binomial_options,@function
binomial_options:                       ; @binomial_options
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s52, s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x2
	s_load_dwordx2 s[46:47], s[8:9], 0x6
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s34, s38, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v62, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, 0
	v_lshl_b64 v[0:1], v[40:41], 4
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	v_cvt_f32_i32_e32 v75, s52
	s_mov_b32 s7, 0x41200000
	s_mov_b32 s8, 0x3e800000
	s_mov_b32 s4, 0x41f00000
	v_rcp_iflag_f32_e32 v4, v75
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x42c80000
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtDv4_f@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, 1.0, v3
	v_sub_f32_e32 v6, 1.0, v2
	v_sub_f32_e32 v7, 1.0, v1
	v_sub_f32_e32 v8, 1.0, v0
	v_mul_f32_e32 v9, s7, v0
	v_mul_f32_e32 v10, s7, v1
	v_mul_f32_e32 v11, s7, v2
	v_mul_f32_e32 v12, s7, v3
	v_mac_f32_e32 v12, s8, v5
	v_mac_f32_e32 v11, s8, v6
	v_mac_f32_e32 v10, s8, v7
	v_mac_f32_e32 v9, s8, v8
	v_mul_f32_e32 v76, s4, v3
	v_mul_f32_e32 v77, s4, v2
	v_mul_f32_e32 v78, s4, v1
	v_mul_f32_e32 v79, s4, v0
	v_mul_f32_e32 v46, v4, v9
	v_mul_f32_e32 v47, v4, v10
	v_mul_f32_e32 v56, v4, v11
	v_mul_f32_e32 v57, v4, v12
	v_mac_f32_e32 v79, s5, v8
	v_mac_f32_e32 v78, s5, v7
	v_mac_f32_e32 v77, s5, v6
	v_mac_f32_e32 v76, s5, v5
	v_mad_f32 v88, s6, v0, v8
	v_mad_f32 v89, s6, v1, v7
	v_mad_f32 v90, s6, v2, v6
	v_mad_f32 v91, s6, v3, v5
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3e99999a
	v_mul_f32_e32 v63, s4, v0
	v_mul_f32_e32 v72, s4, v1
	v_mul_f32_e32 v73, s4, v2
	v_mul_f32_e32 v74, s4, v3
	s_mov_b32 s4, 0x3ca3d70a
	v_mul_f32_e32 v0, s4, v46
	v_mul_f32_e32 v1, s4, v47
	v_mul_f32_e32 v2, s4, v56
	v_mul_f32_e32 v3, s4, v57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z3expDv4_f@rel32@lo+4
	s_addc_u32 s49, s49, _Z3expDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v57, v3
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, v72
	v_mov_b32_e32 v2, v73
	v_mov_b32_e32 v3, v74
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v59, v0
	v_cvt_f32_u32_e32 v0, v45
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v58, v2
	v_mad_f32 v3, v0, 2.0, -v75
	v_mul_f32_e32 v0, v63, v3
	v_mul_f32_e32 v1, v72, v3
	v_mul_f32_e32 v2, v73, v3
	v_mul_f32_e32 v3, v74, v3
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	s_swappc_b64 s[30:31], s[48:49]
	v_mad_f32 v3, v76, v3, -v91
	v_mad_f32 v2, v77, v2, -v90
	v_mad_f32 v1, v78, v1, -v89
	v_mad_f32 v0, v79, v0, -v88
	v_lshlrev_b32_e32 v4, 4, v45
	v_max_f32_e32 v0, 0, v0
	v_add_i32_e32 v63, vcc, s46, v4
	v_max_f32_e32 v1, 0, v1
	v_max_f32_e32 v2, 0, v2
	v_max_f32_e32 v3, 0, v3
	s_mov_b32 m0, -1
	ds_write_b128 v63, v[0:3]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z7barrierj@rel32@lo+4
	s_addc_u32 s49, s49, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_cmp_lt_i32 s52, 1
	s_cbranch_scc1 .LBB0_7
; %bb.1:
	v_rcp_f32_e32 v7, v59
	v_rcp_f32_e32 v6, v60
	s_mov_b32 s4, 0x6f800000
	v_mov_b32_e32 v12, 0x2f800000
	v_sub_f32_e32 v11, v46, v7
	v_sub_f32_e32 v7, v59, v7
	v_sub_f32_e32 v10, v47, v6
	v_sub_f32_e32 v6, v60, v6
	v_cmp_gt_f32_e64 vcc, |v7|, s4
	v_cndmask_b32_e32 v13, 1.0, v12, vcc
	v_cmp_gt_f32_e64 vcc, |v6|, s4
	v_rcp_f32_e32 v5, v58
	v_cndmask_b32_e32 v14, 1.0, v12, vcc
	v_rcp_f32_e32 v4, v61
	v_mul_f32_e32 v6, v6, v14
	v_rcp_f32_e32 v6, v6
	v_sub_f32_e32 v9, v56, v5
	v_sub_f32_e32 v5, v58, v5
	v_sub_f32_e32 v8, v57, v4
	v_sub_f32_e32 v4, v61, v4
	v_cmp_gt_f32_e64 vcc, |v5|, s4
	v_mul_f32_e32 v6, v10, v6
	v_cndmask_b32_e32 v10, 1.0, v12, vcc
	v_cmp_gt_f32_e64 vcc, |v4|, s4
	v_mul_f32_e32 v5, v5, v10
	v_cndmask_b32_e32 v12, 1.0, v12, vcc
	v_mul_f32_e32 v7, v7, v13
	v_rcp_f32_e32 v5, v5
	v_mul_f32_e32 v4, v4, v12
	v_rcp_f32_e32 v7, v7
	v_rcp_f32_e32 v4, v4
	v_rcp_f32_e32 v2, v56
	v_rcp_f32_e32 v0, v46
	v_rcp_f32_e32 v1, v47
	v_rcp_f32_e32 v3, v57
	v_mul_f32_e32 v5, v9, v5
	v_mul_f32_e32 v7, v11, v7
	v_mul_f32_e32 v9, v10, v5
	v_mul_f32_e32 v4, v8, v4
	v_mad_f32 v5, -v10, v5, 1.0
	v_mul_f32_e32 v11, v13, v7
	v_mul_f32_e32 v15, v14, v6
	v_mul_f32_e32 v8, v12, v4
	v_mad_f32 v7, -v13, v7, 1.0
	v_mad_f32 v6, -v14, v6, 1.0
	v_mad_f32 v4, -v12, v4, 1.0
	v_mul_f32_e32 v58, v2, v9
	v_mul_f32_e32 v59, v2, v5
	v_lshlrev_b32_e32 v2, 4, v45
	v_mul_f32_e32 v46, v3, v8
	v_mul_f32_e32 v57, v1, v15
	v_mul_f32_e32 v47, v3, v4
	v_add_i32_e32 v61, vcc, s47, v2
	v_mul_f32_e32 v60, v1, v6
	v_mul_f32_e32 v56, v0, v11
	v_mul_f32_e32 v72, v0, v7
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_add_i32 s4, s52, -2
	s_cmp_lt_u32 s52, 3
	s_mov_b32 s52, s4
	s_cbranch_scc1 .LBB0_7
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, s52, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	ds_read_b128 v[0:3], v63 offset:16
	ds_read_b128 v[4:7], v63
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v0, v72, v0
	v_mul_f32_e32 v1, v60, v1
	v_mul_f32_e32 v2, v59, v2
	v_mul_f32_e32 v3, v47, v3
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v46, v7
	v_mac_f32_e32 v2, v58, v6
	v_mac_f32_e32 v1, v57, v5
	v_mac_f32_e32 v0, v56, v4
	ds_write_b128 v61, v[0:3]
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s38, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_add_i32 s4, s52, -1
	v_cmp_gt_u32_e32 vcc, s4, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	ds_read_b128 v[0:3], v61 offset:16
	ds_read_b128 v[4:7], v61
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v0, v72, v0
	v_mul_f32_e32 v1, v60, v1
	v_mul_f32_e32 v2, v59, v2
	v_mul_f32_e32 v3, v47, v3
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v46, v7
	v_mac_f32_e32 v2, v58, v6
	v_mac_f32_e32 v1, v57, v5
	v_mac_f32_e32 v0, v56, v4
	ds_write_b128 v63, v[0:3]
	s_branch .LBB0_2
.LBB0_7:
	v_cmp_eq_u32_e32 vcc, 0, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mov_b32_e32 v0, s46
	ds_read_b128 v[0:3], v0
	v_lshl_b64 v[4:5], v[40:41], 4
	v_mov_b32_e32 v6, s51
	v_add_i32_e32 v4, vcc, s50, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[4:5], v[0:3]
.LBB0_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel binomial_options
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
		.amdhsa_next_free_vgpr 92
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
.Lfunc_end0:
	.size	binomial_options, .Lfunc_end0-binomial_options
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1540
; NumSgprs: 57
; NumVgprs: 92
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 22
; NumSGPRsForWavesPerEU: 57
; NumVGPRsForWavesPerEU: 92
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z4sqrtDv4_f
	.hidden	_Z3expDv4_f
	.hidden	_Z7barrierj
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
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  1
        .size:           4
        .type_name:      'float4*'
        .value_kind:     dynamic_shared_pointer
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
    .name:           binomial_options
    .private_segment_fixed_size: 16384
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         binomial_options.kd
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
