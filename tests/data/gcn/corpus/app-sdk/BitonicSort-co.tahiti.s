	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	bitonicSort             ; -- Begin function bitonicSort
	.globl	bitonicSort
	.p2align	8
	.type	bitonicSort,@function
bitonicSort:                            ; @bitonicSort
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dwordx4 s[4:7], s[6:7], 0x2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_i32_e32 v6, vcc, s8, v0
	s_sub_i32 s2, s4, s5
	s_lshl_b32 s5, 1, s2
	v_lshrrev_b32_e32 v0, s2, v6
	v_mul_lo_u32 v0, s5, v0
	s_and_b32 s3, s2, 31
	s_bfm_b32 s3, s3, 0
	v_and_b32_e32 v1, s3, v6
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v0, vcc, v0, v1
	v_mov_b32_e32 v1, 0
	v_add_i32_e32 v2, vcc, s5, v0
	v_lshl_b64 v[4:5], v[0:1], 2
	v_mov_b32_e32 v3, v1
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x100f000
	v_lshl_b64 v[0:1], v[2:3], 2
	buffer_load_dword v2, v[4:5], s[0:3], 0 addr64
	buffer_load_dword v3, v[0:1], s[0:3], 0 addr64
	s_and_b32 s4, s4, 31
	s_sub_i32 s5, 1, s6
	v_bfe_u32 v6, v6, s4, 1
	v_mov_b32_e32 v7, s6
	v_mov_b32_e32 v8, s5
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v6, v8, v7, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_waitcnt vmcnt(0)
	v_max_u32_e32 v7, v2, v3
	v_min_u32_e32 v2, v2, v3
	v_cndmask_b32_e32 v3, v2, v7, vcc
	v_cndmask_b32_e32 v2, v7, v2, vcc
	buffer_store_dword v3, v[4:5], s[0:3], 0 addr64
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bitonicSort
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 9
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
	.size	bitonicSort, .Lfunc_end0-bitonicSort
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 204
; NumSgprs: 11
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 9
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
        .name:           theArray
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           stage
        .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .name:           passOfStage
        .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .name:           direction
        .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bitonicSort
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         bitonicSort.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
