	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	matrixTranspose         ; -- Begin function matrixTranspose
	.globl	matrixTranspose
	.p2align	8
	.type	matrixTranspose,@function
matrixTranspose:                        ; @matrixTranspose
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s11, s[4:5], 0xc
	s_load_dword s12, s[6:7], 0x10
	s_mov_b32 s3, 0
	s_mov_b64 s[4:5], -1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s0, 0xffff
	s_add_u32 s0, s11, s10
	s_addc_u32 s1, 0, 0
	s_add_u32 s13, s0, -1
	s_addc_u32 s1, s1, -1
	s_mov_b32 s0, s3
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	v_cvt_f32_u32_e32 v2, s10
	v_mov_b32_e32 v3, 0x4f800000
	s_sub_u32 s0, 0, s10
	s_subb_u32 s2, 0, s3
	v_mac_f32_e32 v2, 0, v3
	v_rcp_f32_e32 v2, v2
	v_mov_b32_e32 v4, 0
	s_mov_b64 s[4:5], 0
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v2, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v5, s0, v3
	v_mul_hi_u32 v6, s0, v2
	v_mul_lo_u32 v8, s2, v2
	v_mul_lo_u32 v7, s0, v2
	v_add_u32_e32 v5, v6, v5
	v_add_u32_e32 v5, v5, v8
	v_mul_hi_u32 v6, v2, v7
	v_mul_lo_u32 v8, v2, v5
	v_mul_hi_u32 v10, v2, v5
	v_mul_lo_u32 v9, v3, v7
	v_mul_hi_u32 v7, v3, v7
	v_mul_hi_u32 v11, v3, v5
	v_add_co_u32_e32 v6, vcc, v6, v8
	v_addc_co_u32_e32 v8, vcc, 0, v10, vcc
	v_mul_lo_u32 v5, v3, v5
	v_add_co_u32_e32 v6, vcc, v6, v9
	v_addc_co_u32_e32 v6, vcc, v8, v7, vcc
	v_addc_co_u32_e32 v7, vcc, v11, v4, vcc
	v_add_co_u32_e32 v5, vcc, v6, v5
	v_addc_co_u32_e32 v6, vcc, 0, v7, vcc
	v_add_co_u32_e32 v2, vcc, v2, v5
	v_addc_co_u32_e32 v3, vcc, v3, v6, vcc
	v_mul_lo_u32 v5, s0, v3
	v_mul_hi_u32 v6, s0, v2
	v_mul_lo_u32 v7, s2, v2
	v_mul_lo_u32 v8, s0, v2
	v_add_u32_e32 v5, v6, v5
	v_add_u32_e32 v5, v5, v7
	v_mul_lo_u32 v9, v2, v5
	v_mul_hi_u32 v10, v2, v8
	v_mul_hi_u32 v11, v2, v5
	v_mul_hi_u32 v7, v3, v8
	v_mul_lo_u32 v8, v3, v8
	v_mul_hi_u32 v6, v3, v5
	v_add_co_u32_e32 v9, vcc, v10, v9
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	v_mul_lo_u32 v5, v3, v5
	v_add_co_u32_e32 v8, vcc, v9, v8
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	v_addc_co_u32_e32 v6, vcc, v6, v4, vcc
	v_add_co_u32_e32 v5, vcc, v7, v5
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_add_co_u32_e32 v2, vcc, v2, v5
	v_addc_co_u32_e32 v3, vcc, v3, v6, vcc
	v_mul_lo_u32 v5, s13, v3
	v_mul_hi_u32 v6, s13, v2
	v_mul_hi_u32 v7, s13, v3
	v_mul_hi_u32 v8, s1, v3
	v_mul_lo_u32 v3, s1, v3
	v_add_co_u32_e32 v5, vcc, v6, v5
	v_addc_co_u32_e32 v6, vcc, 0, v7, vcc
	v_mul_lo_u32 v7, s1, v2
	v_mul_hi_u32 v2, s1, v2
	v_add_co_u32_e32 v5, vcc, v5, v7
	v_addc_co_u32_e32 v2, vcc, v6, v2, vcc
	v_addc_co_u32_e32 v4, vcc, v8, v4, vcc
	v_add_co_u32_e32 v2, vcc, v2, v3
	v_addc_co_u32_e32 v3, vcc, 0, v4, vcc
	v_mul_lo_u32 v3, s10, v3
	v_mul_hi_u32 v5, s10, v2
	v_mul_lo_u32 v7, s10, v2
	v_add_co_u32_e32 v4, vcc, 2, v2
	v_add_co_u32_e32 v6, vcc, 1, v2
	v_add_u32_e32 v3, v5, v3
	v_mov_b32_e32 v5, s1
	v_sub_co_u32_e32 v7, vcc, s13, v7
	v_subb_co_u32_e32 v3, vcc, v5, v3, vcc
	v_subrev_co_u32_e32 v5, vcc, s10, v7
	v_subbrev_co_u32_e32 v8, vcc, 0, v3, vcc
	v_cmp_le_u32_e32 vcc, s10, v5
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v8
	v_cndmask_b32_e32 v5, -1, v5, vcc
	v_cmp_le_u32_e32 vcc, s10, v7
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v3, -1, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	s_branch .LBB0_3
.LBB0_2:
                                        ; implicit-def: $vgpr2_vgpr3
.LBB0_3:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_5
; %bb.4:
	v_cvt_f32_u32_e32 v2, s10
	s_sub_i32 s4, 0, s10
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s4, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, s13, v2
	v_mul_lo_u32 v3, v2, s10
	v_add_u32_e32 v4, 1, v2
	v_sub_u32_e32 v3, s13, v3
	v_cmp_le_u32_e32 vcc, s10, v3
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s10, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v5, 1, v2
	v_cmp_le_u32_e32 vcc, s10, v3
	v_cndmask_b32_e32 v2, v2, v5, vcc
.LBB0_5:
	v_cvt_f32_u32_e32 v3, v2
	v_sub_u32_e32 v4, 0, v2
	s_add_i32 s4, s8, s9
	s_mul_i32 s8, s8, s10
	v_rcp_iflag_f32_e32 v3, v3
	s_lshl_b32 s5, s11, 2
	v_mov_b32_e32 v20, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mov_b32_e32 v12, s3
	v_mov_b32_e32 v15, s3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, s4, v3
	v_add_u32_e32 v4, s8, v1
	v_mul_lo_u32 v4, s5, v4
	v_mul_lo_u32 v3, v3, v2
	v_sub_u32_e32 v3, s4, v3
	v_sub_u32_e32 v5, v3, v2
	v_cmp_ge_u32_e32 vcc, v3, v2
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_sub_u32_e32 v5, v3, v2
	v_cmp_ge_u32_e32 vcc, v3, v2
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_mul_lo_u32 v16, v2, s10
	v_mov_b32_e32 v5, s3
	v_add3_u32 v6, v16, v0, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[2:3], 4, v[6:7]
	v_add_u32_e32 v19, s11, v6
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	global_load_dwordx4 v[2:5], v[2:3], off
	v_lshlrev_b64 v[6:7], 4, v[19:20]
	v_add_u32_e32 v19, s11, v19
	v_lshlrev_b64 v[10:11], 4, v[19:20]
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	global_load_dwordx4 v[6:9], v[6:7], off
	v_add_u32_e32 v19, s11, v19
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	v_lshlrev_b64 v[12:13], 4, v[19:20]
	v_add_co_u32_e32 v14, vcc, s2, v12
	v_lshlrev_b32_e32 v12, 2, v1
	v_mad_u32_u24 v12, v12, s10, v0
	v_addc_co_u32_e32 v15, vcc, v15, v13, vcc
	v_lshl_add_u32 v17, v12, 4, s12
	global_load_dwordx4 v[10:13], v[10:11], off
	s_lshl_b32 s2, s10, 4
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[2:5]
	global_load_dwordx4 v[2:5], v[14:15], off
	v_lshlrev_b32_e32 v14, 2, v0
	v_mad_u32_u24 v14, v14, s10, v1
	v_add_u32_e32 v1, v16, v1
	v_mul_lo_u32 v1, s5, v1
	v_lshl_add_u32 v14, v14, 4, s12
	v_add_u32_e32 v17, s2, v17
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[6:9]
	v_add3_u32 v21, s8, v0, v1
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_u32_e32 v6, s2, v14
	v_lshlrev_b64 v[8:9], 4, v[21:22]
	v_add_u32_e32 v7, s2, v17
	v_add_u32_e32 v16, s2, v6
	v_mov_b32_e32 v15, s1
	v_add_u32_e32 v17, s2, v7
	v_add_u32_e32 v18, s2, v16
	v_add_co_u32_e32 v22, vcc, s0, v8
	v_addc_co_u32_e32 v23, vcc, v15, v9, vcc
	v_add_u32_e32 v19, s11, v21
	s_waitcnt vmcnt(1)
	ds_write_b128 v7, v[10:13]
	v_mov_b32_e32 v21, s1
	s_waitcnt vmcnt(0)
	ds_write_b128 v17, v[2:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[0:3], v14
	ds_read_b128 v[4:7], v6
	ds_read_b128 v[11:14], v16
	ds_read_b128 v[15:18], v18
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v8, v0
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v9, v4
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v10, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, v15
	global_store_dwordx4 v[22:23], v[8:11], off
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v9, v5
	v_lshlrev_b64 v[4:5], 4, v[19:20]
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v6, s1
	v_add_u32_e32 v19, s11, v19
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v16, v7
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	v_lshlrev_b64 v[6:7], 4, v[19:20]
	v_add_u32_e32 v19, s11, v19
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v2, v13
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_lshlrev_b64 v[12:13], 4, v[19:20]
	v_addc_co_u32_e32 v7, vcc, v21, v7, vcc
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v17, v14
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	global_store_dwordx4 v[4:5], v[8:11], off
	global_store_dwordx4 v[6:7], v[0:3], off
	global_store_dwordx4 v[12:13], v[15:18], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matrixTranspose
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 14
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
	.size	matrixTranspose, .Lfunc_end0-matrixTranspose
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1388
; NumSgprs: 16
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 24
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
      - .address_space:  global
        .name:           output
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           block
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'float4*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matrixTranspose
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         matrixTranspose.kd
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
