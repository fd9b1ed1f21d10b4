	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dword s52, s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v46, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	v_lshlrev_b32_e32 v0, 1, v47
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v4, vcc, 16, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx4 v[4:7], v[4:5]
	v_lshlrev_b32_e32 v8, 4, v44
	v_add_u32_e32 v47, vcc, s52, v8
	s_mov_b32 m0, -1
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, vcc, v7, v3
	v_add_u32_e32 v2, vcc, v6, v2
	v_add_u32_e32 v1, vcc, v5, v1
	v_add_u32_e32 v0, vcc, v4, v0
	ds_write_b128 v47, v[0:3]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_lt_u32_e32 vcc, 1, v45
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_mov_b64 s[48:49], 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_u32_e32 vcc, 4, v45
	s_or_b64 s[48:49], vcc, s[48:49]
	v_mov_b32_e32 v45, v46
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB0_5
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_lshrrev_b32_e32 v46, 1, v45
	v_cmp_gt_u32_e32 vcc, v46, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_lshlrev_b32_e32 v0, 4, v46
	v_add_u32_e32 v0, vcc, v47, v0
	ds_read_b128 v[0:3], v0
	ds_read_b128 v[4:7], v47
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v7, v3
	v_add_u32_e32 v2, vcc, v6, v2
	v_add_u32_e32 v1, vcc, v5, v1
	v_add_u32_e32 v0, vcc, v4, v0
	ds_write_b128 v47, v[0:3]
	s_branch .LBB0_2
.LBB0_5:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_eq_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v41, 0
	ds_read_b128 v[0:3], v0
	v_lshlrev_b64 v[4:5], 4, v[40:41]
	v_mov_b32_e32 v6, s51
	v_add_u32_e32 v4, vcc, s50, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[4:5], v[0:3]
.LBB0_7:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce
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
		.amdhsa_next_free_vgpr 48
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
	.size	reduce, .Lfunc_end0-reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 700
; NumSgprs: 59
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 59
; NumVGPRsForWavesPerEU: 48
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z13get_global_idj
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
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint4*'
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
    .name:           reduce
    .private_segment_fixed_size: 16384
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...

	.end_amdgpu_metadata
