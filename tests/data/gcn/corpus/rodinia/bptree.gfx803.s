	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	findK                   ; -- Begin function findK
	.globl	findK
	.p2align	8
	.type	findK,@function
findK:                                  ; @findK
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	s_load_dwordx16 s[48:63], s[8:9], 0x0
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s34, s38, 64
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v40, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
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
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i64_e64 s[6:7], s[48:49], 0
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v43, 31, v42
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_3
	s_branch .LBB0_11
.LBB0_2:
.LBB0_3:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashrrev_i64 v[2:3], 29, v[0:1]
	v_mov_b32_e32 v4, s57
	v_add_u32_e32 v56, vcc, s56, v2
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_addc_u32_e32 v57, vcc, v4, v3, vcc
	v_mov_b32_e32 v4, s61
	v_add_u32_e32 v58, vcc, s60, v0
	v_addc_u32_e32 v59, vcc, v4, v1, vcc
	v_add_u32_e32 v0, vcc, 1, v42
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v4, s59
	v_add_u32_e32 v60, vcc, s58, v2
	v_lshlrev_b64 v[62:63], 2, v[0:1]
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v43, 31, v42
	v_addc_u32_e32 v61, vcc, v4, v3, vcc
	v_cmp_eq_u32_e64 s[34:35], 0, v42
	s_mov_b64 s[46:47], 0
	s_movk_i32 s64, 0x814
	s_movk_i32 s65, 0x408
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s38, 64
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	s_add_u32 s46, s46, 1
	v_mov_b32_e32 v0, s48
	s_addc_u32 s47, s47, 0
	v_mov_b32_e32 v1, s49
	v_cmp_lt_i64_e32 vcc, s[46:47], v[0:1]
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB0_11
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx2 v[0:1], v[56:57]
	v_mov_b32_e32 v7, s51
	v_lshlrev_b64 v[4:5], 2, v[42:43]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v1, s64
	v_mad_u64_u32 v[2:3], s[4:5], v0, s64, 0
	v_add_u32_e32 v3, vcc, v3, v6
	v_add_u32_e32 v2, vcc, s50, v2
	v_addc_u32_e32 v3, vcc, v7, v3, vcc
	v_add_u32_e32 v2, vcc, v2, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	v_add_u32_e32 v2, vcc, s65, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dword v3, v[2:3]
	flat_load_dword v2, v[58:59]
	s_waitcnt vmcnt(0)
	v_cmp_le_i32_e32 vcc, v3, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mul_lo_u32 v3, v1, s64
	v_mad_u64_u32 v[0:1], s[6:7], v0, s64, 0
	v_add_u32_e32 v1, vcc, v1, v3
	v_mov_b32_e32 v3, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	v_add_u32_e32 v0, vcc, v0, v62
	v_addc_u32_e32 v1, vcc, v1, v63, vcc
	v_add_u32_e32 v0, vcc, s65, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, v0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_9
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	flat_load_dwordx2 v[0:1], v[60:61]
	v_mov_b32_e32 v5, s51
	v_lshlrev_b64 v[2:3], 2, v[42:43]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v1, s64
	v_mad_u64_u32 v[0:1], s[6:7], v0, s64, 0
	v_add_u32_e32 v1, vcc, v1, v4
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	v_add_u32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	v_add_u32_e32 v0, vcc, 4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_gt_i64_e32 vcc, s[52:53], v[0:1]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	flat_store_dwordx2 v[60:61], v[0:1]
.LBB0_9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s38, 64
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z7barrierj@rel32@lo+4
	s_addc_u32 s59, s59, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_4
; %bb.10:                               ;   in Loop: Header=BB0_5 Depth=1
	flat_load_dwordx2 v[0:1], v[60:61]
	s_waitcnt vmcnt(0)
	flat_store_dwordx2 v[56:57], v[0:1]
	s_branch .LBB0_4
.LBB0_11:
	v_lshlrev_b64 v[0:1], 3, v[40:41]
	v_mov_b32_e32 v2, s57
	v_add_u32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_movk_i32 s4, 0x814
	v_lshlrev_b64 v[4:5], 2, v[40:41]
	v_mov_b32_e32 v9, s61
	v_add_u32_e32 v4, vcc, s60, v4
	v_addc_u32_e32 v5, vcc, v9, v5, vcc
	v_mov_b32_e32 v8, s51
	v_lshlrev_b64 v[2:3], 2, v[42:43]
	s_movk_i32 s5, 0x408
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v10, v1, s4
	v_mad_u64_u32 v[6:7], s[6:7], v0, s4, 0
	v_add_u32_e32 v7, vcc, v7, v10
	v_add_u32_e32 v6, vcc, s50, v6
	v_addc_u32_e32 v7, vcc, v8, v7, vcc
	v_add_u32_e32 v2, vcc, v6, v2
	v_addc_u32_e32 v3, vcc, v7, v3, vcc
	v_add_u32_e32 v2, vcc, s5, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_13
; %bb.12:
	v_mul_lo_u32 v2, v1, s4
	v_mad_u64_u32 v[0:1], s[4:5], v0, s4, 0
	v_add_u32_e32 v1, vcc, v1, v2
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v3, vcc, s50, v0
	v_addc_u32_e32 v2, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	v_add_u32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, 4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v2, s55
	v_mov_b32_e32 v3, s63
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_add_u32_e32 v0, vcc, s62, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
.LBB0_13:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel findK
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 120
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
		.amdhsa_next_free_sgpr 66
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
	.size	findK, .Lfunc_end0-findK
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1132
; NumSgprs: 72
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 72
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
	.hidden	_Z12get_group_idj
	.hidden	_Z7barrierj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'knode*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'record*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'record*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           findK
    .private_segment_fixed_size: 16384
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         findK.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
