	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	group_prefixSum         ; -- Begin function group_prefixSum
	.globl	group_prefixSum
	.p2align	8
	.type	group_prefixSum,@function
group_prefixSum:                        ; @group_prefixSum
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x10
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_lshlrev_b32_e32 v2, 3, v0
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s8, s8, s0
	v_add_u32_e32 v1, vcc, s8, v0
	v_lshlrev_b32_e32 v1, 1, v1
	v_or_b32_e32 v1, 1, v1
	v_mul_lo_u32 v1, v1, s14
	v_add_u32_e32 v5, vcc, s12, v2
	v_add_u32_e32 v1, vcc, -1, v1
	v_cmp_gt_u32_e64 s[0:1], s13, v1
	v_ashrrev_i32_e32 v2, 31, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v6, s7
	v_add_u32_e32 v3, vcc, s6, v3
	v_addc_u32_e32 v4, vcc, v6, v4, vcc
	flat_load_dword v3, v[3:4]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v3
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v3, vcc, s14, v1
	v_cmp_gt_u32_e64 s[2:3], s13, v3
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_lshlrev_b64 v[6:7], 2, v[3:4]
	v_mov_b32_e32 v8, s7
	v_add_u32_e32 v6, vcc, s6, v6
	v_addc_u32_e32 v7, vcc, v8, v7, vcc
	flat_load_dword v6, v[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v6 offset:4
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	s_mov_b32 s8, 1
	s_cmp_lt_u32 s13, 2
	s_mov_b32 m0, -1
	s_cbranch_scc1 .LBB0_10
; %bb.5:
	v_lshlrev_b32_e32 v6, 1, v0
	s_mov_b32 s8, 1
	v_or_b32_e32 v6, 1, v6
	s_mov_b32 s9, s13
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_lshr_b32 s10, s9, 1
	v_cmp_gt_u32_e32 vcc, s10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_mul_lo_u32 v7, s8, v6
	s_lshl_b32 s11, s8, 2
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e32 v7, vcc, s12, v7
	v_add_u32_e32 v7, vcc, -4, v7
	v_add_u32_e32 v8, vcc, s11, v7
	ds_read_b32 v7, v7
	ds_read_b32 v9, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_write_b32 v8, v7
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_lshl_b32 s8, s8, 1
	s_cmp_lt_u32 s9, 4
	s_cbranch_scc1 .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_mov_b32 s9, s10
	s_branch .LBB0_6
.LBB0_10:
	s_cmp_lt_u32 s8, s13
	s_cselect_b64 s[6:7], -1, 0
	v_cndmask_b32_e64 v6, 0, 1, s[6:7]
	v_lshlrev_b32_e64 v8, v6, s8
	v_cmp_gt_i32_e32 vcc, 2, v8
	s_and_b64 vcc, exec, vcc
	s_mov_b32 m0, -1
	s_cbranch_vccnz .LBB0_15
; %bb.11:
	v_ashrrev_i32_e32 v6, 1, v8
	v_add_u32_e32 v7, vcc, 1, v0
	s_mov_b32 s6, 0
	s_branch .LBB0_13
.LBB0_12:                               ;   in Loop: Header=BB0_13 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_lshl_b32 s6, s8, 1
	v_cmp_ge_i32_e32 vcc, s6, v6
	s_and_b64 vcc, exec, vcc
	v_mov_b32_e32 v8, v9
	s_cbranch_vccnz .LBB0_15
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_or_b32 s8, s6, 1
	v_ashrrev_i32_e32 v9, 1, v8
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_12
; %bb.14:                               ;   in Loop: Header=BB0_13 Depth=1
	v_mul_lo_u32 v10, v9, v7
	v_and_b32_e32 v8, -4, v8
	v_lshlrev_b32_e32 v10, 2, v10
	v_add_u32_e32 v10, vcc, s12, v10
	v_add_u32_e32 v10, vcc, -4, v10
	v_add_u32_e32 v8, vcc, v10, v8
	ds_read_b32 v10, v10
	ds_read_b32 v11, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, v10, v11
	ds_write_b32 v8, v10
	s_branch .LBB0_12
.LBB0_15:
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_17
; %bb.16:
	ds_read_b32 v6, v5
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v6
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_19
; %bb.18:
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	ds_read_b32 v3, v5 offset:4
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB0_19:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel group_prefixSum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_flat_scratch 0
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
	.size	group_prefixSum, .Lfunc_end0-group_prefixSum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 648
; NumSgprs: 18
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	global_prefixSum        ; -- Begin function global_prefixSum
	.globl	global_prefixSum
	.p2align	8
	.type	global_prefixSum,@function
global_prefixSum:                       ; @global_prefixSum
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_mov_b32 s9, 0x4f7ffffe
	s_load_dwordx2 s[2:3], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s0, 0xffff
	v_cvt_f32_u32_e32 v1, s4
	s_sub_i32 s0, 0, s4
	s_lshl_b32 s5, s2, 1
	v_cvt_f32_u32_e32 v4, s2
	v_rcp_iflag_f32_e32 v1, v1
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_f32_e32 v1, s9, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_f32_e32 v4, s9, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v1, s2, v1
	v_mul_lo_u32 v2, v1, s4
	v_add_u32_e32 v3, vcc, 1, v1
	v_sub_u32_e32 v2, vcc, s2, v2
	v_cmp_le_u32_e64 s[0:1], s4, v2
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_subrev_u32_e32 v3, vcc, s4, v2
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_add_u32_e32 v3, vcc, 1, v1
	v_cmp_le_u32_e32 vcc, s4, v2
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_sub_u32_e32 v2, vcc, s5, v1
	v_cvt_f32_u32_e32 v3, v2
	v_sub_u32_e32 v5, vcc, 0, v2
	s_sub_i32 s0, 0, s2
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, s9, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v5, v5, v3
	v_mul_hi_u32 v5, v3, v5
	v_add_u32_e32 v3, vcc, v5, v3
	v_mul_hi_u32 v3, s8, v3
	v_mul_lo_u32 v5, s0, v4
	v_mul_lo_u32 v6, v3, v2
	v_add_u32_e32 v7, vcc, 1, v3
	v_sub_u32_e32 v6, vcc, s8, v6
	v_cmp_ge_u32_e64 s[0:1], v6, v2
	v_cndmask_b32_e64 v3, v3, v7, s[0:1]
	v_sub_u32_e32 v7, vcc, v6, v2
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_add_u32_e32 v7, vcc, 1, v3
	v_cmp_ge_u32_e32 vcc, v6, v2
	v_cndmask_b32_e32 v2, v3, v7, vcc
	v_add_u32_e32 v2, vcc, 1, v2
	v_mul_lo_u32 v1, v2, v1
	v_mul_hi_u32 v2, v4, v5
	v_add_u32_e32 v1, vcc, s8, v1
	v_mul_lo_u32 v3, v1, s4
	v_add_u32_e32 v1, vcc, v2, v4
	v_add_u32_e32 v0, vcc, v3, v0
	v_add_u32_e32 v2, vcc, 1, v0
	v_mul_hi_u32 v3, v2, v1
	v_cmp_gt_u32_e64 s[0:1], s3, v0
	v_mul_lo_u32 v3, v3, s2
	v_sub_u32_e32 v2, vcc, v2, v3
	v_subrev_u32_e32 v3, vcc, s2, v2
	v_cmp_le_u32_e32 vcc, s2, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, vcc, s2, v2
	v_cmp_le_u32_e32 vcc, s2, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mul_hi_u32 v1, v0, v1
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	v_mul_lo_u32 v1, v1, s2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_sub_u32_e32 v1, vcc, v0, v1
	v_subrev_u32_e32 v2, vcc, s2, v1
	v_cmp_le_u32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_u32_e32 v2, vcc, s2, v1
	v_cmp_le_u32_e32 vcc, s2, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_not_b32_e32 v1, v1
	v_add_u32_e32 v1, vcc, v0, v1
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v3, vcc, s0, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_u32_e32 v4, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_load_dword v2, v[3:4]
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	flat_store_dword v[0:1], v2
.LBB1_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_prefixSum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_flat_scratch 0
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
	.size	global_prefixSum, .Lfunc_end1-global_prefixSum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 552
; NumSgprs: 12
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           output
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           block
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .name:           length
        .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .name:           idxOffset
        .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           group_prefixSum
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         group_prefixSum.kd
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           buffer
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .name:           offset
        .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .name:           length
        .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           global_prefixSum
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         global_prefixSum.kd
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
