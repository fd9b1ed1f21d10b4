	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	getIdx                          ; -- Begin function getIdx
	.globl	getIdx
	.p2align	2
	.type	getIdx,@function
getIdx:                                 ; @getIdx
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v1, v4, v1
	v_mul_lo_u32 v0, v4, v0
	v_add_u32_e32 v1, vcc, v1, v3
	v_mul_lo_u32 v1, v1, v5
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v0, vcc, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	getIdx, .Lfunc_end0-getIdx
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 44
; NumSgprs: 34
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	DCT                     ; -- Begin function DCT
	.globl	DCT
	.p2align	8
	.type	DCT,@function
DCT:                                    ; @DCT
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx8 s[48:55], s[8:9], 0x0
	s_load_dwordx4 s[56:59], s[8:9], 0x20
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s44, s40, 48
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v43, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_cmp_lg_u32 s58, 0
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_eq_u32 s58, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mul_lo_u32 v2, s57, v45
	s_cmp_eq_u32 s59, 0
	v_mul_lo_u32 v46, v0, s58
	v_mov_b32_e32 v0, s53
	v_mov_b32_e32 v1, s55
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v5, v0, v1, vcc
	v_add_u32_e64 v1, s[4:5], v2, v44
	v_mul_lo_u32 v1, s58, v1
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v2, s54
	v_mov_b32_e32 v3, 0
	v_cndmask_b32_e32 v6, v0, v2, vcc
	v_add_u32_e32 v0, vcc, v1, v42
	v_mov_b32_e32 v2, v46
	s_mov_b32 s4, s58
	v_mov_b32_e32 v4, v3
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[7:8], 2, v[2:3]
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[9:10], 2, v[0:1]
	v_add_u32_e32 v7, vcc, v6, v7
	v_addc_u32_e32 v8, vcc, v5, v8, vcc
	v_mov_b32_e32 v11, s51
	flat_load_dword v1, v[7:8]
	v_add_u32_e32 v7, vcc, s50, v9
	v_addc_u32_e32 v8, vcc, v11, v10, vcc
	flat_load_dword v7, v[7:8]
	s_add_i32 s4, s4, -1
	v_add_u32_e32 v2, vcc, 1, v2
	v_add_u32_e32 v0, vcc, s57, v0
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v4, v1, v7
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v46, 0
.LBB1_4:
	v_add_u32_e32 v0, vcc, v46, v42
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s56, v0
	s_mov_b32 m0, -1
	s_add_u32 s8, s40, 48
	ds_write_b32 v0, v4
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_andn2_b64 vcc, exec, s[44:45]
	s_cbranch_vccnz .LBB1_8
; %bb.5:
	s_cmp_eq_u32 s59, 0
	s_cselect_b64 vcc, -1, 0
	s_add_i32 s4, s58, -1
	s_cmp_lt_u32 s4, 7
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB1_9
; %bb.6:
	v_mov_b32_e32 v0, s55
	v_mov_b32_e32 v1, s53
	v_cndmask_b32_e32 v3, v0, v1, vcc
	v_mov_b32_e32 v0, s54
	v_mov_b32_e32 v1, s52
	v_cndmask_b32_e32 v4, v0, v1, vcc
	v_lshlrev_b32_e32 v0, 2, v46
	v_mov_b32_e32 v1, 0
	s_and_b32 s7, s58, -8
	s_lshl_b32 s8, s58, 3
	s_lshl_b32 s9, s58, 1
	s_mul_i32 s10, s58, 3
	s_lshl_b32 s11, s58, 2
	s_mul_i32 s12, s58, 5
	s_mul_i32 s13, s58, 6
	s_mul_i32 s14, s58, 7
	v_add_u32_e64 v5, s[4:5], s56, v0
	s_mov_b32 s6, 0
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v2, v1
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_u32_e64 v8, s[4:5], s58, v0
	v_mov_b32_e32 v9, v1
	v_add_u32_e64 v10, s[4:5], s9, v0
	v_add_u32_e64 v12, s[4:5], s10, v0
	v_add_u32_e64 v14, s[4:5], s11, v0
	v_add_u32_e64 v16, s[4:5], s12, v0
	v_add_u32_e64 v18, s[4:5], s13, v0
	v_add_u32_e64 v20, s[4:5], s14, v0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e64 v6, s[4:5], v4, v6
	v_mov_b32_e32 v11, v1
	v_addc_u32_e64 v7, s[4:5], v3, v7, s[4:5]
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_u32_e64 v8, s[4:5], v4, v8
	v_mov_b32_e32 v13, v1
	v_addc_u32_e64 v9, s[4:5], v3, v9, s[4:5]
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e64 v10, s[4:5], v4, v10
	v_mov_b32_e32 v15, v1
	v_addc_u32_e64 v11, s[4:5], v3, v11, s[4:5]
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e64 v12, s[4:5], v4, v12
	v_mov_b32_e32 v17, v1
	v_addc_u32_e64 v13, s[4:5], v3, v13, s[4:5]
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_u32_e64 v14, s[4:5], v4, v14
	v_mov_b32_e32 v19, v1
	v_addc_u32_e64 v15, s[4:5], v3, v15, s[4:5]
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_u32_e64 v16, s[4:5], v4, v16
	v_mov_b32_e32 v21, v1
	v_addc_u32_e64 v17, s[4:5], v3, v17, s[4:5]
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_u32_e64 v18, s[4:5], v4, v18
	v_addc_u32_e64 v19, s[4:5], v3, v19, s[4:5]
	v_add_u32_e64 v20, s[4:5], v4, v20
	v_addc_u32_e64 v21, s[4:5], v3, v21, s[4:5]
	flat_load_dword v22, v[6:7]
	flat_load_dword v23, v[8:9]
	flat_load_dword v24, v[10:11]
	flat_load_dword v25, v[12:13]
	flat_load_dword v14, v[14:15]
	flat_load_dword v15, v[16:17]
	flat_load_dword v16, v[18:19]
	flat_load_dword v17, v[20:21]
	ds_read2_b32 v[6:7], v5 offset1:1
	ds_read2_b32 v[8:9], v5 offset0:2 offset1:3
	ds_read2_b32 v[10:11], v5 offset0:4 offset1:5
	ds_read2_b32 v[12:13], v5 offset0:6 offset1:7
	s_add_i32 s6, s6, 8
	v_add_u32_e64 v0, s[4:5], s8, v0
	v_add_u32_e64 v5, s[4:5], 32, v5
	s_cmp_eq_u32 s7, s6
	s_waitcnt vmcnt(7) lgkmcnt(3)
	v_mac_f32_e32 v2, v6, v22
	s_waitcnt vmcnt(6)
	v_mac_f32_e32 v2, v7, v23
	s_waitcnt vmcnt(5) lgkmcnt(2)
	v_mac_f32_e32 v2, v8, v24
	s_waitcnt vmcnt(4)
	v_mac_f32_e32 v2, v9, v25
	s_waitcnt vmcnt(3) lgkmcnt(1)
	v_mac_f32_e32 v2, v10, v14
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v2, v11, v15
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_mac_f32_e32 v2, v12, v16
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, v13, v17
	s_cbranch_scc0 .LBB1_7
	s_branch .LBB1_10
.LBB1_8:
	v_mov_b32_e32 v2, 0
	s_branch .LBB1_13
.LBB1_9:
	v_mov_b32_e32 v2, 0
.LBB1_10:
	s_and_b32 s4, s58, 7
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB1_13
; %bb.11:
	v_mov_b32_e32 v0, s55
	v_mov_b32_e32 v1, s53
	v_cndmask_b32_e32 v3, v0, v1, vcc
	v_mov_b32_e32 v0, s54
	v_mov_b32_e32 v1, s52
	v_cndmask_b32_e32 v4, v0, v1, vcc
	v_add_u32_e32 v1, vcc, s6, v46
	s_mul_i32 s5, s6, s58
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v0, vcc, s5, v42
	v_add_u32_e32 v5, vcc, s56, v1
	v_mov_b32_e32 v1, 0
.LBB1_12:                               ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	s_add_i32 s4, s4, -1
	v_add_u32_e32 v6, vcc, v4, v6
	v_addc_u32_e32 v7, vcc, v3, v7, vcc
	flat_load_dword v6, v[6:7]
	ds_read_b32 v7, v5
	v_add_u32_e32 v0, vcc, s58, v0
	v_add_u32_e32 v5, vcc, 4, v5
	s_cmp_lg_u32 s4, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mac_f32_e32 v2, v7, v6
	s_cbranch_scc1 .LBB1_12
.LBB1_13:
	v_mul_lo_u32 v0, v41, s57
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, s49
	v_add_u32_e32 v0, vcc, v0, v40
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel DCT
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 60
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
	.size	DCT, .Lfunc_end1-DCT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1524
; NumSgprs: 66
; NumVgprs: 47
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 47
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
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         32
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           DCT
    .private_segment_fixed_size: 16384
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         DCT.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
