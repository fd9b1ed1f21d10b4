	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx704"
	.protected	compute_lj_force        ; -- Begin function compute_lj_force
	.globl	compute_lj_force
	.p2align	8
	.type	compute_lj_force,@function
compute_lj_force:                       ; @compute_lj_force
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dword s33, s[8:9], 0x4
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 48
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s40, 0
	s_swappc_b64 s[30:31], s[18:19]
	v_mov_b32_e32 v10, 0
	s_mov_b32 s41, s40
	s_mov_b32 s42, s40
	s_mov_b32 s43, s40
	v_mov_b32_e32 v2, s40
	v_mov_b32_e32 v1, v10
	s_cmp_lt_i32 s33, 1
	v_mov_b32_e32 v3, s41
	v_mov_b32_e32 v4, s42
	v_mov_b32_e32 v5, s43
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	v_lshl_b64 v[2:3], v[0:1], 4
	v_mov_b32_e32 v4, s39
	v_add_i32_e32 v2, vcc, s38, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dwordx4 v[6:9], v[2:3]
	s_load_dwordx4 s[4:7], s[34:35], 0x8
	s_load_dwordx2 s[8:9], s[34:35], 0x6
	v_mov_b32_e32 v2, s40
	v_mov_b32_e32 v3, s41
	v_mov_b32_e32 v4, s42
	s_waitcnt lgkmcnt(0)
	s_xor_b32 s6, s6, 0x80000000
	v_mov_b32_e32 v5, s43
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_add_i32 s33, s33, -1
	s_cmp_lg_u32 s33, 0
	v_add_i32_e32 v9, vcc, s7, v9
	s_cbranch_scc0 .LBB0_5
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_b64 v[11:12], v[9:10], 2
	v_mov_b32_e32 v13, s9
	v_add_i32_e32 v11, vcc, s8, v11
	v_addc_u32_e32 v12, vcc, v13, v12, vcc
	flat_load_dword v11, v[11:12]
	v_mov_b32_e32 v13, s39
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshl_b64 v[11:12], v[11:12], 4
	v_add_i32_e32 v11, vcc, s38, v11
	v_addc_u32_e32 v12, vcc, v13, v12, vcc
	flat_load_dwordx4 v[13:16], v[11:12]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v12, v7, v14
	v_sub_f32_e32 v13, v6, v13
	v_mul_f32_e32 v14, v12, v12
	v_sub_f32_e32 v11, v8, v15
	v_mac_f32_e32 v14, v13, v13
	v_mac_f32_e32 v14, v11, v11
	v_cmp_gt_f32_e32 vcc, s4, v14
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_rcp_f32_e32 v14, v14
	v_mov_b32_e32 v15, s6
	v_mul_f32_e32 v16, v14, v14
	v_mul_f32_e32 v16, v14, v16
	v_mul_f32_e32 v14, v14, v16
	v_mad_f32 v15, s5, v16, v15
	v_mul_f32_e32 v14, v14, v15
	v_mad_f32 v2, v13, v14, v2
	v_mad_f32 v3, v12, v14, v3
	v_mac_f32_e32 v4, v11, v14
	s_branch .LBB0_2
.LBB0_5:
	v_lshl_b64 v[0:1], v[0:1], 4
	v_mov_b32_e32 v6, s37
	v_add_i32_e32 v0, vcc, s36, v0
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	flat_store_dwordx4 v[0:1], v[2:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel compute_lj_force
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 44
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
	.size	compute_lj_force, .Lfunc_end0-compute_lj_force
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 440
; NumSgprs: 48
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 48
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
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
    .name:           compute_lj_force
    .private_segment_fixed_size: 16384
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         compute_lj_force.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx704
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
