	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	dynproc_kernel          ; -- Begin function dynproc_kernel
	.globl	dynproc_kernel
	.p2align	8
	.type	dynproc_kernel,@function
dynproc_kernel:                         ; @dynproc_kernel
; %bb.0:
	s_load_dword s66, s[8:9], 0x0
	s_load_dwordx4 s[52:55], s[8:9], 0x8
	s_load_dwordx2 s[50:51], s[8:9], 0x18
	s_load_dword s65, s[8:9], 0x20
	s_load_dwordx4 s[56:59], s[8:9], 0x28
	s_load_dword s64, s[8:9], 0x38
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v42, v0
	s_movk_i32 s36, 0x48
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s42, s36
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s49, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s48, s15
	s_mov_b64 s[40:41], s[10:11]
	s_mov_b64 s[44:45], s[6:7]
	s_mov_b64 s[46:47], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s49
	s_mov_b32 s13, s48
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s49
	s_mov_b32 s13, s48
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mul_i32 s4, s66, s58
	s_lshl_b32 s4, s4, 1
	v_mov_b32_e32 v43, v0
	v_subrev_u32_e32 v0, vcc, s4, v44
	v_mul_lo_u32 v56, v0, v45
	v_lshlrev_b32_e32 v0, 2, v43
	v_subrev_u32_e32 v47, vcc, s57, v56
	v_add_u32_e32 v45, vcc, v47, v43
	v_cmp_lt_i32_e32 vcc, -1, v45
	v_cmp_gt_i32_e64 s[4:5], s65, v45
	s_and_b64 s[6:7], vcc, s[4:5]
	v_add_u32_e32 v58, vcc, s59, v0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v46, 0
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s55
	v_add_u32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v58, v0
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, s36
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s49
	s_mov_b32 s13, s48
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z7barrierj@rel32@lo+4
	s_addc_u32 s61, s61, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[60:61]
	s_cmp_lt_i32 s66, 1
	s_cbranch_scc1 .LBB0_18
; %bb.3:
	v_add_u32_e32 v0, vcc, v47, v44
	v_sub_u32_e32 v1, vcc, 0, v47
	v_ashrrev_i32_e32 v2, 31, v47
	v_and_b32_e32 v1, v2, v1
	v_sub_u32_e32 v2, vcc, s65, v0
	v_cmp_lt_i32_e32 vcc, s65, v0
	v_cndmask_b32_e32 v0, 0, v2, vcc
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v2, vcc, -1, v43
	v_add_u32_e32 v0, vcc, -1, v0
	v_add_u32_e32 v3, vcc, 1, v43
	v_max_i32_e32 v2, v2, v1
	v_min_i32_e32 v3, v3, v0
	v_cmp_lt_i32_e64 s[36:37], v0, v43
	v_lshlrev_b32_e32 v0, 2, v2
	v_add_u32_e32 v59, vcc, -2, v44
	v_add_u32_e32 v44, vcc, s59, v0
	v_lshlrev_b32_e32 v0, 2, v3
	v_add_u32_e32 v60, vcc, s59, v0
	v_lshlrev_b32_e32 v0, 2, v43
	v_ashrrev_i32_e32 v46, 31, v45
	v_cmp_gt_i32_e64 s[34:35], v1, v43
	v_add_u32_e32 v61, vcc, s64, v0
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	s_load_dwordx2 s[62:63], s[42:43], 0x40
	v_mov_b32_e32 v2, s55
	v_add_u32_e32 v46, vcc, s54, v0
	s_mul_i32 s4, s56, s65
	v_addc_u32_e32 v47, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, s4, v56
	v_add_u32_e32 v0, vcc, v0, v43
	s_mov_b32 s58, 0
	v_cmp_eq_u32_e64 s[38:39], 11, v43
	s_add_i32 s59, s66, -1
	v_subrev_u32_e32 v56, vcc, s57, v0
	v_mov_b32_e32 v62, 1
	s_movk_i32 s56, 0x48
                                        ; implicit-def: $sgpr54_sgpr55
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, s56
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s49
	s_mov_b32 s13, s48
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	v_add_u32_e32 v59, vcc, -1, v59
	v_add_u32_e32 v56, vcc, s65, v56
	s_add_i32 s58, s58, 1
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_i32_e32 vcc, s58, v43
	s_andn2_b64 s[54:55], s[54:55], exec
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_lt_i32_e32 vcc, v59, v43
	s_or_b64 s[6:7], vcc, s[34:35]
	s_or_b64 s[6:7], s[6:7], s[36:37]
	s_xor_b64 s[10:11], s[6:7], -1
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_cbranch_execz .LBB0_10
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	ds_read_b32 v1, v60
	ds_read_b32 v2, v44
	ds_read_b32 v3, v58
	s_cmp_eq_u32 s58, 0
	s_cselect_b64 s[8:9], -1, 0
	s_and_b64 s[10:11], s[38:39], s[8:9]
	s_waitcnt lgkmcnt(0)
	v_min3_i32 v1, v2, v3, v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v1, v0
	ds_write_b32 v61, v0
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	flat_load_dword v0, v[46:47]
	v_mov_b32_e32 v2, s63
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s62, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v62
.LBB0_9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], exec
.LBB0_10:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[6:7], s[54:55], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[54:55], s[6:7], s[8:9]
.LBB0_11:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, s56
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[46:47]
	s_mov_b64 s[6:7], s[44:45]
	s_mov_b64 s[10:11], s[40:41]
	s_mov_b32 s12, s49
	s_mov_b32 s13, s48
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	s_cmp_eq_u32 s59, s58
	s_cbranch_scc1 .LBB0_14
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB0_4
; %bb.13:                               ;   in Loop: Header=BB0_5 Depth=1
	ds_read_b32 v0, v61
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v58, v0
	s_branch .LBB0_4
.LBB0_14:                               ;   in Loop: Header=BB0_5 Depth=1
                                        ; implicit-def: $sgpr58
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr56
	s_cbranch_execz .LBB0_5
; %bb.15:
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB0_17
.LBB0_16:
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v3, vcc, s64, v3
	v_ashrrev_i32_e32 v46, 31, v45
	ds_read_b32 v3, v3
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB0_17:
	s_endpgm
.LBB0_18:
                                        ; implicit-def: $sgpr54_sgpr55
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execnz .LBB0_16
	s_branch .LBB0_17
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel dynproc_kernel
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 67
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
	.size	dynproc_kernel, .Lfunc_end0-dynproc_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1136
; NumSgprs: 73
; NumVgprs: 63
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 73
; NumVGPRsForWavesPerEU: 63
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z14get_local_sizej
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
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
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
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         52
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         56
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
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
    .name:           dynproc_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         dynproc_kernel.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
