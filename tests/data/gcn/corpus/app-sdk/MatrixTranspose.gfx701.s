	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	matrixTranspose         ; -- Begin function matrixTranspose
	.globl	matrixTranspose
	.p2align	8
	.type	matrixTranspose,@function
matrixTranspose:                        ; @matrixTranspose
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dword s48, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s14, s33
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	v_mov_b32_e32 v47, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_num_groupsj@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_num_groupsj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cvt_f32_u32_e32 v1, v0
	v_sub_i32_e32 v2, vcc, 0, v0
	v_add_i32_e32 v3, vcc, v43, v42
	v_rcp_iflag_f32_e32 v1, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	v_mul_lo_u32 v2, v2, v1
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_local_idj@rel32@hi+12
	v_mul_hi_u32 v2, v1, v2
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, v3, v1
	v_mul_lo_u32 v1, v1, v0
	v_sub_i32_e32 v1, vcc, v3, v1
	v_sub_i32_e32 v2, vcc, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_sub_i32_e32 v2, vcc, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	v_mov_b32_e32 v0, 0
	v_cndmask_b32_e32 v46, v1, v2, vcc
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	v_mul_lo_u32 v42, v45, v42
	v_mul_lo_u32 v56, v46, v45
	v_lshlrev_b32_e32 v57, 2, v41
	v_mov_b32_e32 v2, s47
	v_add_i32_e32 v0, vcc, v42, v44
	v_mul_lo_u32 v0, v57, v0
	v_add_i32_e32 v1, vcc, v56, v43
	v_mov_b32_e32 v6, s47
	v_add_i32_e32 v4, vcc, v1, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[0:1], v[4:5], 4
	v_mul_lo_u32 v8, v44, v45
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	v_add_i32_e32 v46, vcc, v4, v41
	v_lshl_b64 v[4:5], v[46:47], 4
	v_lshlrev_b32_e32 v8, 2, v8
	v_add_i32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	v_add_i32_e32 v8, vcc, v8, v43
	v_lshlrev_b32_e32 v8, 4, v8
	v_add_i32_e32 v10, vcc, s48, v8
	v_add_i32_e32 v46, vcc, v46, v41
	s_mov_b32 m0, -1
	v_mov_b32_e32 v9, s47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(1)
	ds_write_b128 v10, v[0:3]
	v_lshl_b64 v[0:1], v[46:47], 4
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v9, v1, vcc
	v_add_i32_e32 v46, vcc, v46, v41
	v_lshl_b64 v[2:3], v[46:47], 4
	v_lshlrev_b32_e32 v46, 4, v45
	v_add_i32_e32 v8, vcc, s46, v2
	v_addc_u32_e32 v9, vcc, v9, v3, vcc
	v_add_i32_e32 v10, vcc, v10, v46
	s_waitcnt vmcnt(0)
	ds_write_b128 v10, v[4:7]
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[4:7], v[8:9]
	v_add_i32_e32 v8, vcc, v10, v46
	s_waitcnt vmcnt(1)
	ds_write_b128 v8, v[0:3]
	v_add_i32_e32 v0, vcc, v8, v46
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[4:7]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	v_add_i32_e32 v0, vcc, v56, v44
	v_mul_lo_u32 v0, v57, v0
	v_mul_lo_u32 v1, v43, v45
	v_add_i32_e32 v2, vcc, v42, v43
	v_add_i32_e32 v19, vcc, v2, v0
	v_lshlrev_b32_e32 v0, 2, v1
	v_add_i32_e32 v0, vcc, v0, v44
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_i32_e32 v0, vcc, s48, v0
	v_add_i32_e32 v8, vcc, v0, v46
	v_ashrrev_i32_e32 v20, 31, v19
	ds_read_b128 v[0:3], v0
	ds_read_b128 v[4:7], v8
	v_add_i32_e32 v10, vcc, v8, v46
	v_lshl_b64 v[8:9], v[19:20], 4
	v_add_i32_e32 v15, vcc, v10, v46
	v_mov_b32_e32 v11, s45
	v_add_i32_e32 v20, vcc, s44, v8
	v_addc_u32_e32 v21, vcc, v11, v9, vcc
	ds_read_b128 v[11:14], v10
	ds_read_b128 v[15:18], v15
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v8, v0
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v9, v4
	v_add_i32_e32 v46, vcc, v19, v41
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v10, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, v15
	flat_store_dwordx4 v[20:21], v[8:11]
	v_mov_b32_e32 v0, s45
	v_lshl_b64 v[8:9], v[46:47], 4
	v_mov_b32_e32 v10, v12
	v_add_i32_e32 v19, vcc, s44, v8
	v_addc_u32_e32 v20, vcc, v0, v9, vcc
	v_add_i32_e32 v46, vcc, v46, v41
	v_mov_b32_e32 v8, v1
	v_lshl_b64 v[0:1], v[46:47], 4
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v0, vcc, s44, v0
	flat_store_dwordx4 v[19:20], v[8:11]
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v11, v17
	v_add_i32_e32 v46, vcc, v46, v41
	flat_store_dwordx4 v[0:1], v[8:11]
	v_lshl_b64 v[0:1], v[46:47], 4
	v_mov_b32_e32 v2, s45
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v16, v7
	v_mov_b32_e32 v17, v14
	flat_store_dwordx4 v[0:1], v[15:18]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matrixTranspose
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 52
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
	.size	matrixTranspose, .Lfunc_end0-matrixTranspose
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1132
; NumSgprs: 56
; NumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 58
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z15get_global_sizej
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_num_groupsj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'float4*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           matrixTranspose
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         matrixTranspose.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
