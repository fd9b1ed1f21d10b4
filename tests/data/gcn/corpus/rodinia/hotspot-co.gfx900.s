	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	hotspot                 ; -- Begin function hotspot
	.globl	hotspot
	.p2align	8
	.type	hotspot,@function
hotspot:                                ; @hotspot
; %bb.0:
	s_load_dword s22, s[4:5], 0x0
	s_load_dwordx4 s[16:19], s[4:5], 0x8
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	s_load_dwordx2 s[20:21], s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s0, s22, 1
	s_sub_i32 s0, 16, s0
	s_mul_i32 s1, s0, s7
	s_sub_i32 s7, s1, s11
	s_mul_i32 s0, s0, s6
	v_add_u32_e32 v3, s7, v1
	s_sub_i32 s6, s0, s10
	v_mul_lo_u32 v2, v3, s8
	v_add_u32_e32 v4, s6, v0
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	v_cmp_lt_i32_e64 s[2:3], -1, v4
	s_and_b64 s[2:3], s[0:1], s[2:3]
	v_cmp_gt_i32_e64 s[0:1], s8, v4
	v_cmp_lt_i32_e32 vcc, -1, v3
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_add_u32_e32 v2, v2, v4
	s_and_b64 s[2:3], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_mov_b32_e32 v6, s17
	v_add_co_u32_e32 v5, vcc, s16, v3
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	v_mov_b32_e32 v7, s19
	v_add_co_u32_e32 v3, vcc, s18, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_load_dword v7, v[3:4], off
	global_load_dword v8, v[5:6], off
	v_lshlrev_b32_e32 v3, 2, v0
	v_lshl_add_u32 v3, v1, 6, v3
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v3, v7, v8 offset1:4
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s22, 1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_13
; %bb.3:
	s_load_dword s2, s[4:5], 0x40
	v_mov_b32_e32 v5, s12
	s_sub_i32 s5, 0, s7
	s_ashr_i32 s10, s7, 31
	s_add_i32 s3, s7, 15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s2
	v_div_scale_f32 v4, s[0:1], s12, s12, v3
	v_div_scale_f32 v5, vcc, s2, v5, s2
	s_not_b32 s0, s7
	s_add_i32 s4, s6, 15
	s_and_b32 s5, s10, s5
	s_add_i32 s0, s0, s9
	s_cmp_ge_i32 s3, s9
	s_cselect_b32 s7, s0, 15
	s_sub_i32 s0, 0, s6
	s_ashr_i32 s1, s6, 31
	s_and_b32 s0, s1, s0
	s_not_b32 s1, s6
	s_add_i32 s1, s1, s8
	s_cmp_ge_i32 s4, s8
	v_rcp_f32_e32 v6, v4
	s_cselect_b32 s2, s1, 15
	v_add_u32_e32 v7, -1, v1
	v_add_u32_e32 v8, 1, v1
	v_fma_f32 v10, -v4, v6, 1.0
	v_fma_f32 v6, v10, v6, v6
	v_mul_f32_e32 v10, v5, v6
	v_fma_f32 v11, -v4, v10, v5
	v_fma_f32 v10, v11, v6, v10
	v_fma_f32 v4, -v4, v10, v5
	v_div_fmas_f32 v4, v4, v6, v10
	v_mov_b32_e32 v5, 0x6f800000
	v_mov_b32_e32 v6, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |s13|, v5
	v_cndmask_b32_e32 v11, 1.0, v6, vcc
	v_cmp_gt_f32_e64 vcc, |s14|, v5
	v_cndmask_b32_e32 v13, 1.0, v6, vcc
	v_mul_f32_e32 v14, s14, v13
	v_cmp_gt_f32_e64 vcc, |s15|, v5
	v_mul_f32_e32 v12, s13, v11
	v_rcp_f32_e32 v14, v14
	v_cndmask_b32_e32 v6, 1.0, v6, vcc
	v_rcp_f32_e32 v12, v12
	v_mul_f32_e32 v5, s15, v6
	v_rcp_f32_e32 v15, v5
	v_add_u32_e32 v9, -1, v0
	v_add_u32_e32 v10, 1, v0
	v_mul_f32_e32 v5, v13, v14
	v_lshlrev_b32_e32 v13, 2, v0
	v_lshlrev_b32_e32 v14, 6, v1
	v_div_fixup_f32 v3, v4, s12, v3
	v_mul_f32_e32 v4, v11, v12
	v_min_i32_e32 v11, s2, v10
	v_max_i32_e32 v12, s0, v9
	v_min_i32_e32 v9, s7, v8
	v_max_i32_e32 v10, s5, v7
	v_add_u32_e32 v7, v14, v13
	s_mov_b32 s16, 0
	v_mul_f32_e32 v6, v6, v15
	v_cmp_gt_i32_e64 s[0:1], s0, v0
	v_cmp_lt_i32_e64 s[2:3], s2, v0
	v_cmp_gt_i32_e64 s[4:5], s5, v1
	v_cmp_lt_i32_e64 s[6:7], s7, v1
	v_add_u32_e32 v8, 0x400, v7
	v_lshl_add_u32 v9, v9, 6, v13
	v_lshl_add_u32 v10, v10, 6, v13
	v_lshl_add_u32 v11, v11, 2, v14
	v_lshl_add_u32 v12, v12, 2, v14
	v_add_u32_e32 v13, 0x800, v7
	s_add_i32 s22, s22, -1
	s_mov_b32 s17, 14
                                        ; implicit-def: $sgpr10_sgpr11
	s_branch .LBB0_6
.LBB0_4:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s17, s17, -1
	s_add_i32 s16, s16, 1
	s_mov_b64 s[8:9], 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_14
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_u32_e32 vcc, s16, v0
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_10
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_cmp_lt_i32_e32 vcc, s17, v0
	v_cmp_ge_u32_e64 s[8:9], s16, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	v_cmp_lt_i32_e32 vcc, s17, v1
	s_or_b64 s[8:9], s[8:9], vcc
	s_or_b64 s[8:9], s[8:9], s[0:1]
	s_or_b64 s[8:9], s[8:9], s[2:3]
	s_or_b64 s[8:9], s[8:9], s[4:5]
	s_or_b64 s[8:9], s[8:9], s[6:7]
	s_xor_b64 s[18:19], s[8:9], -1
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[14:15], s[18:19]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_6 Depth=1
	ds_read_b32 v14, v9
	ds_read_b32 v15, v10
	ds_read_b32 v16, v7
	ds_read_b32 v17, v8
	ds_read_b32 v18, v11
	ds_read_b32 v19, v12
	s_waitcnt lgkmcnt(4)
	v_add_f32_e32 v14, v14, v15
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v14, v16, -2.0, v14
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v14, v14, v5, v17
	s_mov_b64 s[8:9], exec
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v15, v18, v19
	v_fma_f32 v15, v16, -2.0, v15
	v_fma_f32 v14, v15, v4, v14
	v_sub_f32_e32 v15, 0x42a00000, v16
	v_fma_f32 v14, v15, v6, v14
	v_fma_f32 v14, v3, v14, v16
	ds_write_b32 v13, v14
.LBB0_9:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[10:11], s[10:11], s[8:9]
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_cmp_eq_u32 s22, s16
	s_mov_b64 s[8:9], -1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_5
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_4
; %bb.12:                               ;   in Loop: Header=BB0_6 Depth=1
	ds_read_b32 v14, v13
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v7, v14
	s_branch .LBB0_4
.LBB0_13:
                                        ; implicit-def: $sgpr10_sgpr11
.LBB0_14:
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_add_u32 v0, v1, 6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read_b32 v5, v0 offset:2048
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s21
	v_add_co_u32_e32 v0, vcc, s20, v2
	v_addc_co_u32_e32 v1, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v5, off
.LBB0_16:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel hotspot
		.amdhsa_group_segment_fixed_size 3072
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 68
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 23
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
; codeLenInByte = 1084
; NumSgprs: 25
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .name:           iteration
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           power
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           temp_src
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           temp_dst
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .name:           grid_cols
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           grid_rows
        .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           border_cols
        .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           border_rows
        .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           Cap
        .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .name:           Rx
        .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .name:           Ry
        .offset:         56
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .name:           Rz
        .offset:         60
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .name:           step
        .offset:         64
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 3072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 68
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           hotspot
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         hotspot.kd
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
