	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	histogram1024Kernel     ; -- Begin function histogram1024Kernel
	.globl	histogram1024Kernel
	.p2align	8
	.type	histogram1024Kernel,@function
histogram1024Kernel:                    ; @histogram1024Kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	s_load_dwordx4 s[48:51], s[8:9], 0x10
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s44, s36, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or_b32_e32 v46, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_alignbit_b32 v0, v1, v40, 5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v1, 0x400
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5mul24ii@rel32@lo+4
	s_addc_u32 s17, s17, _Z5mul24ii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0xc00
	v_mov_b32_e32 v46, v0
	v_cmp_gt_u32_e32 vcc, s4, v40
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b64 s[46:47], 0
	v_mov_b32_e32 v56, 0
	v_or_b32_e32 v47, v1, v0
	s_movk_i32 s51, 0xbff
	v_mov_b32_e32 v57, v40
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s53, s53, _Z14get_local_sizej@rel32@hi+12
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_e32 v0, 2, v57
	s_add_u32 s8, s36, 32
	ds_write_b32 v0, v56
	s_addc_u32 s9, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v57, vcc, v57, v0
	v_cmp_lt_u32_e32 vcc, s51, v57
	s_or_b64 s[46:47], vcc, s[46:47]
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[44:45]
	s_load_dwordx4 s[52:55], s[36:37], 0x0
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z7barrierj@rel32@lo+4
	s_addc_u32 s45, s45, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[44:45]
	v_cmp_gt_u32_e32 vcc, s50, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.4:
	v_mov_b32_e32 v0, s48
	v_lshlrev_b32_e32 v2, 27, v40
	v_sub_f32_e32 v3, s49, v0
	v_lshlrev_b32_e32 v4, 2, v46
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s10, 0x6f800000
	v_mov_b32_e32 v5, 0x2f800000
.LBB0_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
	v_mov_b32_e32 v1, v41
	v_ashrrev_i64 v[6:7], 30, v[0:1]
	v_mov_b32_e32 v1, s55
	v_add_u32_e32 v6, vcc, s54, v6
	v_addc_u32_e32 v7, vcc, v1, v7, vcc
	flat_load_dword v1, v[6:7]
	v_cmp_gt_f32_e64 vcc, |v3|, s10
	v_cndmask_b32_e32 v6, 1.0, v5, vcc
	v_mul_f32_e32 v7, v3, v6
	v_rcp_f32_e32 v7, v7
	s_mov_b64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_subrev_f32_e32 v1, s48, v1
	v_mul_f32_e32 v1, v1, v7
	v_mul_f32_e32 v1, v6, v1
	v_mul_f32_e32 v1, 0x44800000, v1
	v_cvt_u32_f32_e32 v6, v1
	v_ashrrev_i32_e32 v1, 31, v41
	v_and_b32_e32 v1, 0x3ff, v6
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v1, vcc, v4, v1
.LBB0_6:                                ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v6, v1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v6, 0x7ffffff, v6
	v_add_u32_e32 v6, vcc, 1, v6
	v_or_b32_e32 v6, v6, v2
	ds_write_b32 v1, v6
	ds_read_b32 v7, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v7, v6
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v41, vcc, v41, v45
	v_cmp_le_u32_e32 vcc, s50, v41
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_5
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, 32
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[44:45]
	s_movk_i32 s4, 0x400
	v_cmp_gt_i32_e32 vcc, s4, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.9:
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b64 s[46:47], 0
	s_mov_b32 s54, 0x7ffffff
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s49, s49, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	v_or_b32_e32 v42, v1, v0
	s_movk_i32 s55, 0x3ff
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s51, s51, _Z14get_local_sizej@rel32@hi+12
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_e32 v2, 2, v40
	ds_read2st64_b32 v[0:1], v2 offset1:16
	ds_read_b32 v2, v2 offset:8192
	v_ashrrev_i32_e32 v41, 31, v40
	s_add_u32 s44, s36, 32
	v_mov_b32_e32 v3, s53
	s_waitcnt lgkmcnt(1)
	v_and_b32_e32 v0, s54, v0
	v_and_b32_e32 v1, s54, v1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v2, s54, v2
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v2, vcc, v2, v0
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	s_addc_u32 s45, s37, 0
	v_add_u32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[48:49]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v40, vcc, v40, v0
	v_cmp_lt_i32_e32 vcc, s55, v40
	s_or_b64 s[46:47], vcc, s[46:47]
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB0_10
.LBB0_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogram1024Kernel
		.amdhsa_group_segment_fixed_size 12288
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_sgpr 56
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
	.size	histogram1024Kernel, .Lfunc_end0-histogram1024Kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1116
; NumSgprs: 62
; NumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 12288 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 62
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
	.hidden	_Z13get_global_idj
	.hidden	_Z15get_global_sizej
	.hidden	_Z12get_local_idj
	.hidden	_Z5mul24ii
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.hidden	_Z10atomic_addPU3AS1Vjj
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 12288
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogram1024Kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         histogram1024Kernel.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
