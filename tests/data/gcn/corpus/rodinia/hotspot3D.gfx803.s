	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	hotspotOpt1             ; -- Begin function hotspotOpt1
	.globl	hotspotOpt1
	.p2align	8
	.type	hotspotOpt1,@function
hotspotOpt1:                            ; @hotspotOpt1
; %bb.0:
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[56:57], s[8:9], 0x10
	s_load_dwordx8 s[44:51], s[8:9], 0x18
	s_load_dwordx2 s[58:59], s[8:9], 0x38
	s_load_dword s60, s[8:9], 0x40
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 0x48
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v41, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b32 s61, 0
	s_getpc_b64 s[62:63]
	s_add_u32 s62, s62, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s63, s63, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[62:63]
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
	s_swappc_b64 s[30:31], s[62:63]
	v_mul_lo_u32 v1, v0, s45
	v_mov_b32_e32 v15, s45
	v_mov_b32_e32 v4, s55
	v_mov_b32_e32 v3, s55
	v_add_u32_e32 v5, vcc, v1, v40
	v_add_u32_e32 v2, vcc, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v40
	v_cndmask_b32_e32 v7, v2, v1, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_ashrrev_i32_e32 v8, 31, v7
	v_cndmask_b32_e32 v12, 0, v15, vcc
	v_lshlrev_b64 v[1:2], 2, v[7:8]
	v_sub_u32_e32 v10, vcc, v5, v12
	v_add_u32_e32 v8, vcc, s54, v1
	v_ashrrev_i32_e32 v11, 31, v10
	v_addc_u32_e32 v9, vcc, v4, v2, vcc
	v_lshlrev_b64 v[1:2], 2, v[10:11]
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[17:18], 2, v[5:6]
	v_add_u32_e32 v13, vcc, s54, v1
	v_addc_u32_e32 v14, vcc, v4, v2, vcc
	v_add_u32_e32 v19, vcc, s54, v17
	v_addc_u32_e32 v20, vcc, v3, v18, vcc
	v_mov_b32_e32 v1, s53
	v_add_u32_e32 v21, vcc, s52, v17
	v_addc_u32_e32 v22, vcc, v1, v18, vcc
	s_add_i32 s4, s45, -1
	v_cmp_ne_u32_e32 vcc, s4, v40
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_mov_b32_e32 v4, s61
	v_lshlrev_b64 v[1:2], 2, v[3:4]
	s_mul_i32 s10, s46, s45
	v_add_u32_e64 v23, s[4:5], v19, v1
	v_addc_u32_e64 v24, s[4:5], v20, v2, s[4:5]
	s_add_i32 s4, s46, -1
	v_cmp_ne_u32_e64 s[4:5], s4, v0
	v_cndmask_b32_e64 v1, 0, v15, s[4:5]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[15:16], 2, v[1:2]
	s_ashr_i32 s11, s10, 31
	v_add_u32_e64 v25, s[4:5], v19, v15
	v_addc_u32_e64 v26, s[4:5], v20, v16, s[4:5]
	flat_load_dword v15, v[19:20]
	flat_load_dword v27, v[8:9]
	flat_load_dword v23, v[23:24]
	flat_load_dword v24, v[25:26]
	flat_load_dword v14, v[13:14]
	s_lshl_b64 s[12:13], s[10:11], 2
	v_mov_b32_e32 v2, s13
	v_add_u32_e64 v8, s[4:5], s12, v19
	v_addc_u32_e64 v9, s[4:5], v20, v2, s[4:5]
	flat_load_dword v13, v[8:9]
	flat_load_dword v2, v[21:22]
	v_mov_b32_e32 v6, s10
	v_add_u32_e64 v4, s[4:5], s10, v5
	v_addc_u32_e32 v9, vcc, v5, v6, vcc
	v_add_u32_e32 v8, vcc, v4, v1
	v_add_u32_e32 v6, vcc, s10, v10
	v_add_u32_e32 v10, vcc, s56, v17
	v_mov_b32_e32 v11, s57
	v_mov_b32_e32 v16, 0x42a00000
	v_addc_u32_e32 v11, vcc, v11, v18, vcc
	s_cmp_lt_i32 s47, 3
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v17, s49, v27
	v_mac_f32_e32 v17, s60, v15
	s_waitcnt vmcnt(4)
	v_mac_f32_e32 v17, s48, v23
	s_waitcnt vmcnt(3)
	v_mac_f32_e32 v17, s51, v24
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v17, s50, v14
	v_mac_f32_e32 v17, s59, v15
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v17, s58, v13
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v17, s44, v2
	v_mac_f32_e32 v17, s58, v16
	flat_store_dword v[10:11], v17
	v_add_u32_e32 v10, vcc, s10, v7
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_add_u32_e32 v2, vcc, s46, v0
	v_mul_lo_u32 v2, s45, v2
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[18:19], 2, v[10:11]
	v_mov_b32_e32 v14, s55
	v_sub_u32_e32 v17, vcc, 0, v2
	v_add_u32_e32 v11, vcc, s54, v18
	v_ashrrev_i32_e32 v10, 31, v9
	v_addc_u32_e32 v18, vcc, v14, v19, vcc
	v_lshlrev_b64 v[19:20], 2, v[9:10]
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v10, vcc, s54, v19
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_addc_u32_e32 v19, vcc, v14, v20, vcc
	v_add_u32_e32 v6, vcc, s54, v6
	s_lshl_b32 s4, s46, 1
	v_addc_u32_e32 v7, vcc, v14, v7, vcc
	v_add_u32_e32 v0, vcc, s4, v0
	v_ashrrev_i32_e32 v9, 31, v8
	v_mul_lo_u32 v0, s45, v0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v2, s11
	v_add_u32_e32 v8, vcc, s54, v8
	v_addc_u32_e32 v9, vcc, v14, v9, vcc
	v_add_u32_e32 v20, vcc, v0, v40
	v_ashrrev_i32_e32 v21, 31, v20
	v_sub_u32_e32 v0, vcc, s10, v20
	v_subb_u32_e32 v2, vcc, v2, v21, vcc
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_lshlrev_b64 v[22:23], 2, v[4:5]
	v_add_u32_e32 v20, vcc, s54, v20
	v_addc_u32_e32 v21, vcc, v14, v21, vcc
	v_mov_b32_e32 v5, s57
	v_add_u32_e32 v4, vcc, s56, v22
	v_addc_u32_e32 v5, vcc, v5, v23, vcc
	v_mov_b32_e32 v14, s53
	v_add_u32_e32 v22, vcc, s52, v22
	s_add_i32 s16, s47, -2
	v_addc_u32_e32 v23, vcc, v14, v23, vcc
	s_mov_b64 s[14:15], 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v31, s15
	v_add_u32_e64 v29, s[8:9], s14, v20
	v_addc_u32_e64 v30, s[8:9], v21, v31, s[8:9]
	v_mov_b32_e32 v14, v13
	flat_load_dword v13, v[29:30]
	v_add_u32_e64 v29, s[8:9], s14, v11
	v_add_u32_e32 v24, vcc, s14, v10
	v_addc_u32_e64 v30, s[8:9], v18, v31, s[8:9]
	v_addc_u32_e32 v25, vcc, v19, v31, vcc
	flat_load_dword v30, v[29:30]
	flat_load_dword v32, v[24:25]
	v_add_u32_e32 v24, vcc, s14, v8
	v_add_u32_e64 v26, s[4:5], s14, v6
	v_addc_u32_e32 v25, vcc, v9, v31, vcc
	v_addc_u32_e64 v27, vcc, v7, v31, s[4:5]
	flat_load_dword v33, v[24:25]
	flat_load_dword v26, v[26:27]
	v_add_u32_e64 v28, s[6:7], s14, v22
	v_addc_u32_e64 v29, vcc, v23, v31, s[6:7]
	flat_load_dword v27, v[28:29]
	v_subrev_u32_e32 v17, vcc, s10, v17
	v_add_u32_e32 v24, vcc, s14, v4
	v_mov_b32_e32 v28, s11
	v_subrev_u32_e64 v0, s[4:5], s10, v0
	v_addc_u32_e32 v25, vcc, v5, v31, vcc
	v_subb_u32_e64 v2, vcc, v2, v28, s[4:5]
	s_add_u32 s14, s14, s12
	s_addc_u32 s15, s15, s13
	s_add_i32 s16, s16, -1
	s_cmp_eq_u32 s16, 0
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v28, s49, v30
	v_mac_f32_e32 v28, s60, v14
	s_waitcnt vmcnt(3)
	v_mac_f32_e32 v28, s48, v32
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v28, s51, v33
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v28, s50, v26
	v_mac_f32_e32 v28, s59, v15
	v_mac_f32_e32 v28, s58, v13
	v_mov_b32_e32 v15, v14
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v28, s44, v27
	v_mac_f32_e32 v28, s58, v16
	flat_store_dword v[24:25], v28
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	v_add_u32_e32 v3, vcc, v3, v40
	v_max_u32_e32 v4, 1, v40
	v_not_b32_e32 v5, v17
	v_sub_u32_e32 v9, vcc, v3, v17
	v_sub_u32_e32 v3, vcc, v40, v12
	v_add_u32_e32 v1, vcc, v1, v40
	v_add_u32_e32 v10, vcc, v5, v4
	v_sub_u32_e32 v6, vcc, v3, v17
	v_sub_u32_e32 v8, vcc, v1, v17
	v_sub_u32_e32 v4, vcc, 0, v0
	v_subb_u32_e32 v5, vcc, 0, v2, vcc
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v14, v15
.LBB0_5:
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_ashrrev_i32_e32 v10, 31, v9
	v_mov_b32_e32 v11, s55
	v_add_u32_e32 v0, vcc, s54, v0
	v_lshlrev_b64 v[2:3], 2, v[9:10]
	v_addc_u32_e32 v1, vcc, v11, v1, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_u32_e32 v2, vcc, s54, v2
	v_lshlrev_b64 v[7:8], 2, v[8:9]
	v_addc_u32_e32 v3, vcc, v11, v3, vcc
	v_add_u32_e32 v9, vcc, s54, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_addc_u32_e32 v10, vcc, v11, v8, vcc
	v_add_u32_e32 v6, vcc, s54, v6
	v_addc_u32_e32 v7, vcc, v11, v7, vcc
	flat_load_dword v8, v[0:1]
	flat_load_dword v11, v[2:3]
	flat_load_dword v9, v[9:10]
	flat_load_dword v6, v[6:7]
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_mov_b32_e32 v3, s53
	v_add_u32_e32 v2, vcc, s52, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, 0x42a00000
	v_mov_b32_e32 v4, s57
	v_add_u32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v5, s49, v8
	v_mac_f32_e32 v5, s60, v13
	s_waitcnt vmcnt(3)
	v_mac_f32_e32 v5, s48, v11
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v5, s51, v9
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v5, s50, v6
	v_mac_f32_e32 v5, s59, v14
	v_mac_f32_e32 v5, s58, v13
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v5, s44, v2
	v_mac_f32_e32 v5, s58, v3
	flat_store_dword v[0:1], v5
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hotspotOpt1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 128
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
		.amdhsa_next_free_sgpr 64
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
	.size	hotspotOpt1, .Lfunc_end0-hotspotOpt1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1440
; NumSgprs: 70
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 70
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
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           hotspotOpt1
    .private_segment_fixed_size: 16384
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         hotspotOpt1.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
