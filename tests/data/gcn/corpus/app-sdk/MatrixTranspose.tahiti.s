	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	matrixTranspose         ; -- Begin function matrixTranspose
	.globl	matrixTranspose
	.p2align	8
	.type	matrixTranspose,@function
matrixTranspose:                        ; @matrixTranspose
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dword s52, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s42, s13
	s_mov_b32 s43, s12
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
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
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
	s_swappc_b64 s[30:31], s[48:49]
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
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_local_idj@rel32@hi+12
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
	s_swappc_b64 s[30:31], s[48:49]
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
	s_swappc_b64 s[30:31], s[48:49]
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
	s_mov_b32 s51, 0x100f000
	v_add_i32_e32 v0, vcc, v42, v44
	v_mul_lo_u32 v0, v57, v0
	v_add_i32_e32 v1, vcc, v56, v43
	s_mov_b32 s50, 0
	v_add_i32_e32 v4, vcc, v1, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[0:1], v[4:5], 4
	s_mov_b64 s[48:49], s[46:47]
	v_add_i32_e32 v46, vcc, v4, v41
	buffer_load_dwordx4 v[0:3], v[0:1], s[48:51], 0 addr64
	v_lshl_b64 v[4:5], v[46:47], 4
	v_mul_lo_u32 v8, v44, v45
	buffer_load_dwordx4 v[4:7], v[4:5], s[48:51], 0 addr64
	s_mov_b32 m0, -1
	v_lshlrev_b32_e32 v58, 4, v45
	v_lshlrev_b32_e32 v8, 2, v8
	v_add_i32_e32 v8, vcc, v8, v43
	v_lshlrev_b32_e32 v8, 4, v8
	v_add_i32_e32 v8, vcc, s52, v8
	v_add_i32_e32 v46, vcc, v46, v41
	v_add_i32_e32 v9, vcc, 8, v8
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
	ds_write_b64 v8, v[0:1]
	v_add_i32_e32 v8, vcc, v8, v58
	v_lshl_b64 v[0:1], v[46:47], 4
	ds_write_b64 v9, v[2:3]
	v_add_i32_e32 v2, vcc, 8, v8
	v_add_i32_e32 v46, vcc, v46, v41
	s_waitcnt vmcnt(0)
	ds_write_b64 v2, v[6:7]
	buffer_load_dwordx4 v[0:3], v[0:1], s[48:51], 0 addr64
	ds_write_b64 v8, v[4:5]
	v_lshl_b64 v[4:5], v[46:47], 4
	v_add_i32_e32 v8, vcc, v8, v58
	buffer_load_dwordx4 v[4:7], v[4:5], s[48:51], 0 addr64
	v_add_i32_e32 v9, vcc, 8, v8
	s_waitcnt vmcnt(1)
	ds_write_b64 v8, v[0:1]
	v_add_i32_e32 v0, vcc, v8, v58
	v_add_i32_e32 v1, vcc, 8, v0
	ds_write_b64 v9, v[2:3]
	s_waitcnt vmcnt(0)
	ds_write_b64 v1, v[6:7]
	ds_write_b64 v0, v[4:5]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	v_add_i32_e32 v0, vcc, v56, v44
	v_mul_lo_u32 v0, v57, v0
	v_mul_lo_u32 v1, v43, v45
	v_add_i32_e32 v2, vcc, v42, v43
	v_add_i32_e32 v8, vcc, v2, v0
	v_lshlrev_b32_e32 v0, 2, v1
	v_add_i32_e32 v0, vcc, v0, v44
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_i32_e32 v14, vcc, s52, v0
	v_add_i32_e32 v16, vcc, v14, v58
	v_add_i32_e32 v15, vcc, v16, v58
	ds_read_b64 v[0:1], v16
	ds_read_b64 v[10:11], v14
	v_add_i32_e32 v17, vcc, v15, v58
	ds_read_b64 v[2:3], v17
	ds_read_b64 v[12:13], v15
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v4, v10
	v_lshl_b64 v[9:10], v[8:9], 4
	s_mov_b64 s[46:47], s[50:51]
	v_mov_b32_e32 v5, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, v12
	v_mov_b32_e32 v7, v2
	v_add_i32_e32 v0, vcc, 8, v14
	buffer_store_dwordx4 v[4:7], v[9:10], s[44:47], 0 addr64
	ds_read_b64 v[9:10], v0
	v_add_i32_e32 v0, vcc, 8, v15
	ds_read_b64 v[14:15], v0
	v_add_i32_e32 v0, vcc, 8, v16
	s_waitcnt expcnt(0)
	ds_read_b64 v[4:5], v0
	v_add_i32_e32 v0, vcc, 8, v17
	ds_read_b64 v[6:7], v0
	v_add_i32_e32 v46, vcc, v8, v41
	v_mov_b32_e32 v0, v11
	v_lshl_b64 v[11:12], v[46:47], 4
	v_mov_b32_e32 v2, v13
	v_add_i32_e32 v46, vcc, v46, v41
	buffer_store_dwordx4 v[0:3], v[11:12], s[44:47], 0 addr64
	v_lshl_b64 v[11:12], v[46:47], 4
	s_waitcnt expcnt(0) lgkmcnt(3)
	v_mov_b32_e32 v0, v9
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v2, v14
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v6
	v_add_i32_e32 v46, vcc, v46, v41
	buffer_store_dwordx4 v[0:3], v[11:12], s[44:47], 0 addr64
	s_waitcnt expcnt(0)
	v_lshl_b64 v[0:1], v[46:47], 4
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v6, v15
	buffer_store_dwordx4 v[4:7], v[0:1], s[44:47], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel matrixTranspose
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 53
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
; NumSgprs: 55
; NumVgprs: 59
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 55
; NumVGPRsForWavesPerEU: 59
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         matrixTranspose.kd
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
