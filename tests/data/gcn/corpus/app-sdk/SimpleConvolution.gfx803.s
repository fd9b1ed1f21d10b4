	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	simpleConvolution       ; -- Begin function simpleConvolution
	.globl	simpleConvolution
	.p2align	8
	.type	simpleConvolution,@function
simpleConvolution:                      ; @simpleConvolution
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dwordx2 s[34:35], s[8:9], 0x10
	s_load_dwordx4 s[40:43], s[8:9], 0x18
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s8, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cvt_f32_u32_e32 v1, s40
	s_sub_i32 s4, 0, s40
	s_add_i32 s6, s42, -1
	s_lshr_b32 s8, s6, 1
	v_rcp_iflag_f32_e32 v1, v1
	s_add_i32 s7, s40, -1
	v_mov_b32_e32 v8, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s4, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v2, v1, s40
	v_add_u32_e32 v3, vcc, 1, v1
	v_sub_u32_e32 v2, vcc, v0, v2
	v_cmp_le_u32_e32 vcc, s40, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e64 v3, s[4:5], s40, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_u32_e32 v3, vcc, 1, v1
	v_cmp_le_u32_e32 vcc, s40, v2
	v_cndmask_b32_e32 v2, v1, v3, vcc
	v_mul_lo_u32 v1, v2, s40
	v_mov_b32_e32 v3, s7
	v_sub_u32_e32 v1, vcc, v0, v1
	v_add_u32_e32 v4, vcc, s8, v1
	v_cmp_gt_u32_e32 vcc, s40, v4
	v_sub_u32_e64 v5, s[4:5], v1, s8 clamp
	v_cndmask_b32_e32 v6, v3, v4, vcc
	v_cmp_le_u32_e32 vcc, v5, v6
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_8
; %bb.1:
	s_add_i32 s4, s43, -1
	s_lshr_b32 s9, s4, 1
	v_sub_u32_e64 v7, s[4:5], v2, s9 clamp
	v_add_u32_e32 v3, vcc, s9, v2
	s_add_i32 s4, s41, -1
	v_min_u32_e32 v2, s9, v2
	v_mov_b32_e32 v4, s4
	v_mul_lo_u32 v8, s40, v2
	v_sub_u32_e64 v2, s[4:5], s9, v2
	v_mul_lo_u32 v2, s42, v2
	v_cmp_gt_u32_e32 vcc, s41, v3
	v_cndmask_b32_e32 v9, v4, v3, vcc
	v_sub_u32_e64 v3, s[4:5], v0, v8
	v_min_u32_e32 v1, s8, v1
	v_add_u32_e64 v2, s[4:5], s8, v2
	v_cmp_le_u32_e32 vcc, v7, v9
	v_sub_u32_e64 v10, s[4:5], v3, v1
	v_sub_u32_e64 v11, s[4:5], v2, v1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v8, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e64 v5, s[4:5], 1, v5
	v_add_u32_e64 v10, s[4:5], 1, v10
	v_cmp_gt_u32_e64 s[4:5], v5, v6
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_add_u32_e64 v11, s[4:5], 1, v11
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_7
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v12, v7
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshlrev_b64 v[13:14], 2, v[1:2]
	v_mov_b32_e32 v17, s39
	v_add_u32_e64 v13, s[4:5], s38, v13
	v_mov_b32_e32 v4, v2
	v_addc_u32_e64 v14, s[4:5], v17, v14, s[4:5]
	v_lshlrev_b64 v[15:16], 2, v[3:4]
	flat_load_dword v4, v[13:14]
	v_mov_b32_e32 v18, s35
	v_add_u32_e64 v13, s[4:5], s34, v15
	v_addc_u32_e64 v14, s[4:5], v18, v16, s[4:5]
	flat_load_dword v13, v[13:14]
	v_add_u32_e64 v12, s[4:5], 1, v12
	v_add_u32_e64 v1, s[4:5], s40, v1
	v_add_u32_e64 v3, s[4:5], s42, v3
	v_cmp_gt_u32_e64 s[4:5], v12, v9
	s_or_b64 s[12:13], s[4:5], s[12:13]
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v4, v4
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v8, v4, v13
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_5
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_branch .LBB0_2
.LBB0_7:
	s_or_b64 exec, exec, s[8:9]
.LBB0_8:
	s_or_b64 exec, exec, s[6:7]
	v_add_f32_e32 v1, 0.5, v8
	v_cvt_u32_f32_e32 v2, v1
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s37
	v_add_u32_e32 v0, vcc, s36, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel simpleConvolution
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 96
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
	.size	simpleConvolution, .Lfunc_end0-simpleConvolution
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 728
; NumSgprs: 50
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 50
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .type_name:      uint2
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      uint2
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           simpleConvolution
    .private_segment_fixed_size: 16384
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         simpleConvolution.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
