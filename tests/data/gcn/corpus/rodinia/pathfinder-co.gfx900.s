	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	dynproc_kernel          ; -- Begin function dynproc_kernel
	.globl	dynproc_kernel
	.p2align	8
	.type	dynproc_kernel,@function
dynproc_kernel:                         ; @dynproc_kernel
; %bb.0:
	s_load_dword s24, s[6:7], 0x0
	s_load_dwordx4 s[12:15], s[6:7], 0x8
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx4 s[16:19], s[6:7], 0x28
	s_load_dwordx2 s[10:11], s[6:7], 0x18
	s_load_dword s21, s[6:7], 0x20
	s_load_dword s20, s[6:7], 0x38
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s0, 0xffff
	s_mul_i32 s0, s24, s18
	s_lshl_b32 s0, s0, 1
	s_sub_i32 s0, s4, s0
	s_mul_i32 s8, s0, s8
	s_sub_i32 s2, s8, s17
	v_add_u32_e32 v1, s2, v0
	v_cmp_lt_i32_e32 vcc, -1, v1
	v_cmp_gt_i32_e64 s[0:1], s21, v1
	s_and_b64 s[22:23], vcc, s[0:1]
	v_lshl_add_u32 v6, v0, 2, s19
	s_and_saveexec_b64 s[0:1], s[22:23]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v2
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_cmp_lt_i32 s24, 1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_18
; %bb.3:
	s_add_i32 s0, s2, s4
	s_sub_i32 s1, 0, s2
	s_ashr_i32 s2, s2, 31
	s_and_b32 s1, s2, s1
	s_sub_i32 s2, s21, s0
	s_cmp_lt_i32 s21, s0
	s_cselect_b32 s0, s2, 0
	s_add_i32 s0, s4, s0
	v_add_u32_e32 v2, -1, v0
	s_add_i32 s2, s0, -1
	v_add_u32_e32 v3, 1, v0
	v_max_i32_e32 v2, s1, v2
	v_min_i32_e32 v3, s2, v3
	v_lshl_add_u32 v7, v2, 2, s19
	v_ashrrev_i32_e32 v2, 31, v1
	s_load_dwordx2 s[6:7], s[6:7], 0x40
	v_lshl_add_u32 v8, v3, 2, s19
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_mul_i32 s9, s16, s21
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	s_add_i32 s8, s8, s9
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_add_u32_e32 v4, s8, v0
	s_mov_b32 s22, 0
	v_cmp_gt_i32_e64 s[0:1], s1, v0
	v_cmp_lt_i32_e64 s[2:3], s2, v0
	s_add_i32 s23, s4, -2
	v_lshl_add_u32 v9, v0, 2, s20
	v_cmp_eq_u32_e64 s[4:5], 11, v0
	s_add_i32 s24, s24, -1
	v_subrev_u32_e32 v4, s17, v4
	v_mov_b32_e32 v10, 1
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s23, s23, -1
	v_add_u32_e32 v4, s21, v4
	s_add_i32 s22, s22, 1
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_u32_e32 vcc, s22, v0
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_11
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_lt_i32_e32 vcc, s23, v0
	s_or_b64 s[16:17], vcc, s[0:1]
	s_or_b64 s[16:17], s[16:17], s[2:3]
	s_xor_b64 s[26:27], s[16:17], -1
	s_mov_b64 s[18:19], 0
	s_and_saveexec_b64 s[16:17], s[26:27]
	s_cbranch_execz .LBB0_10
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[11:12], 2, v[4:5]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v11, vcc, s12, v11
	v_addc_co_u32_e32 v12, vcc, v5, v12, vcc
	global_load_dword v5, v[11:12], off
	ds_read_b32 v11, v8
	ds_read_b32 v12, v7
	ds_read_b32 v13, v6
	s_cmp_eq_u32 s22, 0
	s_cselect_b64 s[18:19], -1, 0
	s_and_b64 s[26:27], s[4:5], s[18:19]
	s_waitcnt lgkmcnt(0)
	v_min3_i32 v11, v12, v13, v11
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, v11, v5
	ds_write_b32 v9, v5
	s_and_saveexec_b64 s[18:19], s[26:27]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	global_load_dword v11, v[2:3], off
	v_mov_b32_e32 v5, s7
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32_e32 v11, vcc, s6, v11
	v_addc_co_u32_e32 v12, vcc, v5, v12, vcc
	global_store_dword v[11:12], v10, off
.LBB0_9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[18:19], exec
.LBB0_10:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[16:17], s[18:19], exec
	s_or_b64 s[8:9], s[8:9], s[16:17]
.LBB0_11:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_cmp_eq_u32 s24, s22
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB0_14
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_cbranch_execz .LBB0_4
; %bb.13:                               ;   in Loop: Header=BB0_5 Depth=1
	ds_read_b32 v5, v9
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v6, v5
	s_branch .LBB0_4
.LBB0_14:                               ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b64 s[14:15], -1
                                        ; implicit-def: $sgpr22
                                        ; implicit-def: $sgpr23
                                        ; implicit-def: $vgpr4
	s_cbranch_execz .LBB0_5
; %bb.15:
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_17
.LBB0_16:
	v_lshl_add_u32 v0, v0, 2, s20
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v4, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v0, vcc, s10, v1
	v_addc_co_u32_e32 v1, vcc, v3, v2, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB0_17:
	s_endpgm
.LBB0_18:
                                        ; implicit-def: $sgpr8_sgpr9
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execnz .LBB0_16
	s_branch .LBB0_17
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel dynproc_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 28
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
	.size	dynproc_kernel, .Lfunc_end0-dynproc_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 748
; NumSgprs: 30
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 14
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
      - .name:           iteration
        .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           gpuWall
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           gpuSrc
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           gpuResults
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           cols
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           rows
        .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           startStep
        .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           border
        .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           HALO
        .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .name:           prev
        .offset:         52
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .name:           result
        .offset:         56
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .name:           outputBuffer
        .offset:         64
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           dynproc_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         dynproc_kernel.kd
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
