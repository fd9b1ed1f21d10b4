	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	dwtHaar1D               ; -- Begin function dwtHaar1D
	.globl	dwtHaar1D
	.p2align	8
	.type	dwtHaar1D,@function
dwtHaar1D:                              ; @dwtHaar1D
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x4
	s_load_dwordx4 s[48:51], s[8:9], 0x6
	s_load_dword s56, s[8:9], 0xa
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s34, s38, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v47, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v4, v42, v1
	v_mad_u64_u32 v[2:3], s[4:5], v42, v0, 0
	v_mul_lo_u32 v5, v43, v0
	v_mov_b32_e32 v6, s53
	v_add_i32_e32 v3, vcc, v3, v4
	v_add_i32_e32 v3, vcc, v3, v5
	v_lshl_b64 v[2:3], v[2:3], 1
	s_cmp_lg_u32 s51, 0
	v_add_i32_e32 v4, vcc, v2, v40
	v_addc_u32_e32 v5, vcc, v3, v41, vcc
	v_lshl_b64 v[4:5], v[4:5], 2
	v_add_i32_e32 v4, vcc, s52, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	v_add_i32_e32 v47, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	v_add_i32_e32 v0, vcc, v47, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v2, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v57, v[4:5]
	flat_load_dword v56, v[0:1]
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, s50
	v_lshlrev_b32_e32 v2, 10, v45
	s_add_u32 s8, s38, 48
	v_lshlrev_b32_e32 v1, 20, v44
	v_or_b32_e32 v2, v46, v2
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5rsqrtf@rel32@lo+4
	s_addc_u32 s17, s17, _Z5rsqrtf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v57, v57, v0
	v_mul_f32_e32 v56, v56, v0
.LBB0_2:
	v_lshlrev_b32_e32 v0, 2, v40
	v_add_i32_e32 v60, vcc, s48, v0
	v_lshlrev_b32_e32 v0, 2, v47
	s_mov_b32 m0, -1
	v_add_i32_e32 v0, vcc, s48, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_waitcnt vmcnt(1)
	ds_write_b32 v60, v57
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v56
	s_add_u32 s8, s38, 48
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
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	s_min_u32 s49, s49, s56
	s_cmp_eq_u32 s49, 0
	s_cbranch_scc1 .LBB0_9
; %bb.3:
	s_lshl_b32 s5, 1, s49
	s_lshr_b32 s6, s5, 31
	v_lshlrev_b32_e32 v0, 3, v40
	v_lshlrev_b32_e32 v1, 10, v45
	s_lshr_b32 s4, s50, 1
	s_add_i32 s5, s5, s6
	v_add_i32_e32 v61, vcc, s48, v0
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_ashr_i32 s50, s5, 1
	v_mov_b32_e32 v62, s4
	s_mov_b32 s51, 0
	v_or_b32_e32 v47, v1, v0
	s_mov_b32 s56, 0x3f3504f3
	v_mov_b32_e32 v57, 0
                                        ; implicit-def: $vgpr59
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_lshr_b32 s50, s50, 1
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s38, 48
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
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s49, s49, -1
	s_cmp_eq_u32 s49, 0
	s_cbranch_scc1 .LBB0_9
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u64_e64 s[34:35], s[50:51], v[40:41]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	ds_read2_b32 v[58:59], v61 offset1:1
.LBB0_7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s38, 48
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_4
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	v_add_f32_e32 v0, v58, v59
	v_mul_f32_e32 v0, s56, v0
	ds_write_b32 v60, v0
	v_mul_lo_u32 v0, v42, s50
	v_add_i32_e32 v1, vcc, v40, v62
	v_mov_b32_e32 v3, s55
	v_add_i32_e32 v56, vcc, v1, v0
	v_sub_f32_e32 v0, v58, v59
	v_mul_f32_e32 v2, s56, v0
	v_lshl_b64 v[0:1], v[56:57], 2
	v_lshrrev_b32_e32 v62, 1, v62
	v_add_i32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_branch .LBB0_4
.LBB0_9:
	v_cmp_eq_u64_e32 vcc, 0, v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_mov_b32_e32 v3, s48
	ds_read_b32 v3, v3
	v_lshl_b64 v[0:1], v[42:43], 2
	v_mov_b32_e32 v2, s47
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB0_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel dwtHaar1D
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
		.amdhsa_next_free_vgpr 63
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
	.size	dwtHaar1D, .Lfunc_end0-dwtHaar1D
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 956
; NumSgprs: 61
; NumVgprs: 63
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 61
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
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z5rsqrtf
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
      - .address_space:  local
        .offset:         24
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
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
    .name:           dwtHaar1D
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         dwtHaar1D.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
