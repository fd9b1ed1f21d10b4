	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx704"
	.protected	BFS_kernel_warp         ; -- Begin function BFS_kernel_warp
	.globl	BFS_kernel_warp
	.p2align	8
	.type	BFS_kernel_warp,@function
BFS_kernel_warp:                        ; @BFS_kernel_warp
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[36:39], s[8:9], 0x6
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
	s_swappc_b64 s[30:31], s[18:19]
	s_ashr_i32 s4, s36, 31
	s_add_i32 s5, s36, s4
	s_xor_b32 s6, s5, s4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s5, 0, s6
	v_ashrrev_i32_e32 v3, 31, v0
	v_add_i32_e32 v4, vcc, v0, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_xor_b32_e32 v4, v4, v3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s5, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_i32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v1, v4, v1
	v_xor_b32_e32 v2, s4, v3
	v_mul_lo_u32 v3, v1, s6
	v_add_i32_e32 v5, vcc, 1, v1
	v_sub_i32_e32 v3, vcc, v4, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_subrev_i32_e64 v4, s[4:5], s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_i32_e32 v4, vcc, 1, v1
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_xor_b32_e32 v3, v1, v2
	v_sub_i32_e32 v4, vcc, v3, v2
	v_mul_lo_u32 v1, v4, s37
	s_add_i32 s4, s37, 1
	v_mov_b32_e32 v7, s4
	v_sub_i32_e32 v6, vcc, s38, v1
	v_add_i32_e32 v5, vcc, s37, v1
	v_add_i32_e32 v6, vcc, 1, v6
	v_max_i32_e32 v6, 0, v6
	v_cmp_gt_u32_e32 vcc, s38, v5
	v_cndmask_b32_e32 v5, v6, v7, vcc
	v_add_i32_e32 v5, vcc, v1, v5
	v_add_i32_e32 v6, vcc, -1, v5
	v_cmp_lt_i32_e32 vcc, v1, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_load_dwordx2 s[8:9], s[34:35], 0x4
	s_load_dwordx2 s[10:11], s[34:35], 0xa
	v_mul_lo_u32 v4, v4, s36
	v_sub_i32_e32 v2, vcc, v2, v3
	v_mul_lo_u32 v8, s36, v2
	v_sub_i32_e32 v7, vcc, v0, v4
	s_add_i32 s20, s39, 1
	v_sub_i32_e32 v9, vcc, 0, v4
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v10, 1
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[14:15]
	v_add_i32_e32 v1, vcc, 1, v1
	v_cmp_eq_u32_e32 vcc, v1, v6
	s_or_b64 s[12:13], vcc, s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_9
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_7 Depth 2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[4:5], v[1:2], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, s5
	v_add_i32_e32 v4, vcc, s4, v4
	v_addc_u32_e32 v5, vcc, v11, v5, vcc
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, s39, v4
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_b64 v[4:5], v[1:2], 2
	v_mov_b32_e32 v2, s7
	v_add_i32_e32 v4, vcc, s6, v4
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	s_waitcnt vmcnt(0)
	v_sub_i32_e32 v11, vcc, v5, v4
	v_cmp_lt_u32_e32 vcc, v7, v11
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_2
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_i32_e32 v12, vcc, v9, v4
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v13, v0
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=2
	s_or_b64 exec, exec, s[18:19]
	v_add_i32_e32 v13, vcc, s36, v13
	v_add_i32_e32 v2, vcc, v8, v13
	v_cmp_ge_u32_e32 vcc, v2, v11
	s_or_b64 s[16:17], vcc, s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_2
.LBB0_7:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_i32_e32 v2, vcc, v12, v13
	v_lshl_b64 v[4:5], v[2:3], 2
	v_mov_b32_e32 v2, s9
	v_add_i32_e32 v4, vcc, s8, v4
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	flat_load_dword v4, v[4:5]
	v_mov_b32_e32 v2, s5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[4:5], v[4:5], 2
	v_add_i32_e32 v4, vcc, s4, v4
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, -1, v2
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_6
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=2
	v_mov_b32_e32 v2, s20
	flat_store_dword v[4:5], v2
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	flat_store_dword v[4:5], v10
	s_branch .LBB0_6
.LBB0_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel BFS_kernel_warp
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
		.amdhsa_next_free_sgpr 40
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
	.size	BFS_kernel_warp, .Lfunc_end0-BFS_kernel_warp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 636
; NumSgprs: 44
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 44
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
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
    .name:           BFS_kernel_warp
    .private_segment_fixed_size: 16384
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         BFS_kernel_warp.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx704
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
