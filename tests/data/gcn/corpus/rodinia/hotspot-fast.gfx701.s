	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	hotspot                 ; -- Begin function hotspot
	.globl	hotspot
	.p2align	8
	.type	hotspot,@function
hotspot:                                ; @hotspot
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s63, s[8:9], 0x0
	s_load_dwordx4 s[36:39], s[8:9], 0x2
	s_load_dwordx2 s[60:61], s[8:9], 0x6
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[44:45], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v42, v0
	s_movk_i32 s40, 0x48
	v_lshlrev_b32_e32 v1, 10, v41
	s_load_dwordx8 s[52:59], s[8:9], 0x8
	s_add_u32 s34, s44, s40
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s35, s45, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s51, s14
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s50, s15
	s_mov_b64 s[42:43], s[10:11]
	s_mov_b64 s[46:47], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s65, s65, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[64:65]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[42:43]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[64:65]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[42:43]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s65, s65, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[64:65]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[42:43]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[64:65]
	s_lshl_b32 s4, s63, 1
	s_sub_i32 s4, 16, s4
	v_mov_b32_e32 v44, v0
	v_mul_lo_u32 v0, s4, v46
	v_mul_lo_u32 v1, s4, v45
	v_subrev_i32_e32 v56, vcc, s55, v0
	v_add_i32_e32 v0, vcc, v56, v44
	v_subrev_i32_e32 v47, vcc, s54, v1
	v_mul_lo_u32 v1, v0, s52
	v_add_i32_e32 v2, vcc, v47, v43
	v_cmp_gt_i32_e64 s[4:5], s53, v0
	v_cmp_lt_i32_e64 s[6:7], -1, v2
	v_add_i32_e32 v45, vcc, v1, v2
	s_and_b64 s[6:7], s[4:5], s[6:7]
	v_cmp_gt_i32_e64 s[4:5], s52, v2
	v_cmp_lt_i32_e32 vcc, -1, v0
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v46, 31, v45
	v_lshl_b64 v[0:1], v[45:46], 2
	v_mov_b32_e32 v3, s37
	v_add_i32_e32 v2, vcc, s36, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s39
	v_add_i32_e32 v0, vcc, s38, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dword v0, v[0:1]
	flat_load_dword v1, v[2:3]
	v_lshlrev_b32_e32 v2, 2, v43
	v_lshlrev_b32_e32 v3, 6, v44
	v_add_i32_e32 v2, vcc, v3, v2
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v2, v0, v1 offset1:4
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s44, s40
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[42:43]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[54:55]
	s_cmp_lt_i32 s63, 1
	s_cbranch_scc1 .LBB0_13
; %bb.3:
	v_sub_i32_e32 v2, vcc, 0, v56
	v_ashrrev_i32_e32 v3, 31, v56
	v_and_b32_e32 v2, v3, v2
	v_not_b32_e32 v3, v56
	v_add_i32_e32 v0, vcc, 15, v56
	v_add_i32_e32 v1, vcc, 15, v47
	v_add_i32_e32 v3, vcc, s53, v3
	v_cmp_le_i32_e32 vcc, s53, v0
	v_cndmask_b32_e32 v0, 15, v3, vcc
	v_sub_i32_e32 v3, vcc, 0, v47
	v_ashrrev_i32_e32 v4, 31, v47
	v_and_b32_e32 v3, v4, v3
	v_not_b32_e32 v4, v47
	s_load_dword s4, s[44:45], 0x10
	v_add_i32_e32 v4, vcc, s52, v4
	v_cmp_le_i32_e32 vcc, s52, v1
	v_rcp_f32_e32 v6, s56
	v_cndmask_b32_e32 v1, 15, v4, vcc
	v_add_i32_e32 v5, vcc, 1, v44
	v_add_i32_e32 v4, vcc, -1, v44
	v_min_i32_e32 v5, v5, v0
	v_add_i32_e32 v8, vcc, 1, v43
	v_max_i32_e32 v4, v4, v2
	v_cmp_gt_i32_e64 s[38:39], v2, v44
	v_cmp_lt_i32_e64 s[40:41], v0, v44
	v_lshlrev_b32_e32 v0, 2, v43
	v_lshlrev_b32_e32 v2, 6, v5
	v_add_i32_e32 v7, vcc, -1, v43
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v46, s4, v6
	v_rcp_f32_e32 v47, s57
	v_rcp_f32_e32 v56, s58
	v_rcp_f32_e32 v57, s59
	v_min_i32_e32 v6, v8, v1
	v_cmp_lt_i32_e64 s[36:37], v1, v43
	v_lshlrev_b32_e32 v1, 6, v44
	v_add_i32_e32 v60, vcc, v2, v0
	v_lshlrev_b32_e32 v2, 6, v4
	v_max_i32_e32 v7, v7, v3
	v_add_i32_e32 v58, vcc, v1, v0
	v_add_i32_e32 v61, vcc, v2, v0
	v_lshlrev_b32_e32 v0, 2, v6
	s_movk_i32 s4, 0x400
	v_add_i32_e32 v62, vcc, v1, v0
	v_lshlrev_b32_e32 v0, 2, v7
	s_mov_b32 s62, 0
	v_cmp_gt_i32_e64 s[34:35], v3, v43
	v_add_i32_e32 v59, vcc, s4, v58
	v_add_i32_e32 v63, vcc, v1, v0
	v_add_i32_e32 v72, vcc, 0x800, v58
	s_add_i32 s63, s63, -1
	s_mov_b32 s56, 14
	s_movk_i32 s57, 0x48
                                        ; implicit-def: $sgpr52_sgpr53
	s_branch .LBB0_6
.LBB0_4:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s44, s57
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[42:43]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_add_i32 s56, s56, -1
	s_add_i32 s62, s62, 1
	s_mov_b64 s[4:5], 0
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_14
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_i32_e32 vcc, s62, v43
	s_andn2_b64 s[52:53], s[52:53], exec
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_10
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_cmp_lt_i32_e32 vcc, s56, v43
	v_cmp_ge_i32_e64 s[4:5], s62, v44
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cmp_lt_i32_e32 vcc, s56, v44
	s_or_b64 s[4:5], s[4:5], vcc
	s_or_b64 s[4:5], s[4:5], s[34:35]
	s_or_b64 s[4:5], s[4:5], s[36:37]
	s_or_b64 s[4:5], s[4:5], s[38:39]
	s_or_b64 s[4:5], s[4:5], s[40:41]
	s_xor_b64 s[10:11], s[4:5], -1
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=1
	ds_read_b32 v0, v60
	ds_read_b32 v1, v61
	ds_read_b32 v2, v58
	ds_read_b32 v3, v59
	ds_read_b32 v4, v62
	ds_read_b32 v5, v63
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v0, v0, v1
	s_waitcnt lgkmcnt(3)
	v_mac_f32_e32 v0, -2.0, v2
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v3, v0, v56
	s_mov_b64 s[4:5], exec
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v4, v5
	v_mac_f32_e32 v0, -2.0, v2
	v_mac_f32_e32 v3, v0, v47
	v_sub_f32_e32 v0, 0x42a00000, v2
	v_mac_f32_e32 v3, v0, v57
	v_mac_f32_e32 v2, v46, v3
	ds_write_b32 v72, v2
.LBB0_9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_andn2_b64 s[8:9], s[52:53], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 s[52:53], s[8:9], s[4:5]
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s44, s57
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[42:43]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_cmp_eq_u32 s63, s62
	s_mov_b64 s[4:5], -1
	s_cbranch_scc1 .LBB0_5
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB0_4
; %bb.12:                               ;   in Loop: Header=BB0_6 Depth=1
	ds_read_b32 v0, v72
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v58, v0
	s_branch .LBB0_4
.LBB0_13:
                                        ; implicit-def: $sgpr52_sgpr53
.LBB0_14:
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_lshlrev_b32_e32 v3, 2, v43
	v_lshlrev_b32_e32 v4, 6, v44
	v_add_i32_e32 v3, vcc, v4, v3
	v_ashrrev_i32_e32 v46, 31, v45
	ds_read_b32 v3, v3 offset:2048
	v_lshl_b64 v[0:1], v[45:46], 2
	v_mov_b32_e32 v2, s61
	v_add_i32_e32 v0, vcc, s60, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB0_16:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hotspot
		.amdhsa_group_segment_fixed_size 3072
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
		.amdhsa_next_free_vgpr 73
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
	.size	hotspot, .Lfunc_end0-hotspot
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1260
; NumSgprs: 70
; NumVgprs: 73
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 70
; NumVGPRsForWavesPerEU: 73
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
    .group_segment_fixed_size: 3072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           hotspot
    .private_segment_fixed_size: 16384
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         hotspot.kd
    .vgpr_count:     73
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
