	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx805"
	.hidden	b3Dot3F4                        ; -- Begin function b3Dot3F4
	.globl	b3Dot3F4
	.p2align	2
	.type	b3Dot3F4,@function
b3Dot3F4:                               ; @b3Dot3F4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z3dotDv4_fS_@rel32@hi+12
	s_setpc_b64 s[16:17]
.Lfunc_end0:
	.size	b3Dot3F4, .Lfunc_end0-b3Dot3F4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.hidden	b3Cross3                        ; -- Begin function b3Cross3
	.globl	b3Cross3
	.p2align	2
	.type	b3Cross3,@function
b3Cross3:                               ; @b3Cross3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5crossDv4_fS_@rel32@hi+12
	s_setpc_b64 s[16:17]
.Lfunc_end1:
	.size	b3Cross3, .Lfunc_end1-b3Cross3
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.protected	integrateTransformsKernel ; -- Begin function integrateTransformsKernel
	.globl	integrateTransformsKernel
	.p2align	8
	.type	integrateTransformsKernel,@function
integrateTransformsKernel:              ; @integrateTransformsKernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v46, v1
	s_load_dwordx4 s[48:51], s[8:9], 0x8
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v45, v0
	v_lshlrev_b32_e32 v1, 10, v46
	s_mov_b32 s33, s16
	s_add_u32 s8, s34, 48
	v_lshlrev_b32_e32 v0, 20, v47
	v_or_b32_e32 v1, v45, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	v_cmp_gt_i32_e32 vcc, s48, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_9
; %bb.1:
	s_load_dwordx2 s[56:57], s[34:35], 0x0
	s_movk_i32 s4, 0x50
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s56
	v_mov_b32_e32 v1, s57
	v_mad_i64_i32 v[0:1], s[6:7], v44, s4, v[0:1]
	v_add_u32_e32 v0, vcc, 0x44, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_9
; %bb.2:
	v_mov_b32_e32 v0, s56
	v_mov_b32_e32 v1, s57
	v_mad_i64_i32 v[0:1], s[4:5], v44, s4, v[0:1]
	v_lshlrev_b32_e32 v3, 10, v46
	s_add_u32 s44, s34, 48
	v_add_u32_e32 v0, vcc, 48, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dwordx4 v[40:43], v[0:1]
	v_lshlrev_b32_e32 v2, 20, v47
	v_or_b32_e32 v3, v45, v3
	s_addc_u32 s45, s35, 0
	v_or_b32_e32 v56, v3, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[8:9], s[44:45]
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s55, s55, _Z3dotDv4_fS_@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v40, s50, v40
	v_mul_f32_e32 v41, s50, v41
	v_mul_f32_e32 v42, s50, v42
	flat_store_dwordx4 v[0:1], v[40:43]
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v6, v42
	s_swappc_b64 s[30:31], s[54:55]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z11native_sqrtf@rel32@lo+4
	s_addc_u32 s51, s51, _Z11native_sqrtf@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s6, 0x3f490fda
	v_mov_b32_e32 v1, s6
	v_div_scale_f32 v2, s[4:5], s49, s49, v1
	v_mov_b32_e32 v3, s49
	v_div_scale_f32 v3, vcc, s6, v3, s6
	v_mul_f32_e32 v5, s49, v0
	v_cmp_lt_f32_e64 s[4:5], s6, v5
	v_rcp_f32_e32 v4, v2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v5, -v2, v4, 1.0
	v_fma_f32 v4, v5, v4, v4
	v_mul_f32_e32 v5, v3, v4
	v_fma_f32 v6, -v2, v5, v3
	v_fma_f32 v5, v6, v4, v5
	v_fma_f32 v2, -v2, v5, v3
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v2, v2, v4, v5
	v_div_fixup_f32 v1, v2, s49, v1
	v_cndmask_b32_e64 v56, v0, v1, s[4:5]
	s_mov_b32 s4, 0x3a83126f
	v_cmp_ngt_f32_e32 vcc, s4, v56
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[44:45], exec, s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_lshlrev_b32_e32 v2, 10, v46
	v_mul_f32_e32 v0, 0.5, v56
	s_add_u32 s8, s34, 48
	v_lshlrev_b32_e32 v1, 20, v47
	v_or_b32_e32 v2, v45, v2
	v_mul_f32_e32 v0, s49, v0
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10native_sinf@rel32@lo+4
	s_addc_u32 s17, s17, _Z10native_sinf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x6f800000
	v_mov_b32_e32 v1, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v56|, s4
	v_cndmask_b32_e32 v1, 1.0, v1, vcc
	v_mul_f32_e32 v2, v56, v1
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v0, v1, v0
.LBB2_4:
	s_or_saveexec_b64 s[4:5], s[44:45]
	s_xor_b64 exec, exec, s[4:5]
; %bb.5:
	v_mul_f32_e64 v0, s49, s49
	v_mul_f32_e32 v0, s49, v0
	v_mul_f32_e32 v0, 0xbcaaaaab, v0
	v_mul_f32_e32 v0, v0, v56
	v_mul_f32_e32 v0, v56, v0
	v_mac_f32_e64 v0, s49, 0.5
; %bb.6:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[44:47], s[34:35], 0x20
	v_lshlrev_b32_e32 v2, 10, v46
	s_add_u32 s34, s34, 48
	v_lshlrev_b32_e32 v1, 20, v47
	v_or_b32_e32 v2, v45, v2
	v_mul_f32_e32 v43, v40, v0
	v_mul_f32_e32 v60, v41, v0
	v_mul_f32_e32 v61, v42, v0
	v_mul_f32_e32 v0, s49, v56
	s_addc_u32 s35, s35, 0
	v_or_b32_e32 v45, v2, v1
	v_mul_f32_e32 v0, 0.5, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10native_cosf@rel32@lo+4
	s_addc_u32 s17, s17, _Z10native_cosf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v0, s56
	s_movk_i32 s48, 0x50
	v_mov_b32_e32 v1, s57
	v_mad_i64_i32 v[0:1], s[4:5], v44, s48, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add_u32_e32 v62, vcc, 16, v0
	v_addc_u32_e32 v63, vcc, 0, v1, vcc
	flat_load_dwordx4 v[56:59], v[62:63]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v60
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5crossDv4_fS_@rel32@hi+12
	s_mov_b32 s52, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v6, v58
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v3, v59, v61
	v_mul_f32_e32 v4, v59, v60
	v_mul_f32_e32 v5, v59, v43
	v_mac_f32_e32 v5, v46, v56
	v_mac_f32_e32 v4, v46, v57
	v_mac_f32_e32 v3, v46, v58
	v_add_f32_e32 v40, v2, v3
	v_add_f32_e32 v41, v1, v4
	v_add_f32_e32 v42, v0, v5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v60
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v6, v58
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[54:55]
	v_mad_f32 v43, v46, v59, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v6, v40
	v_mov_b32_e32 v7, v43
	s_swappc_b64 s[30:31], s[54:55]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s55, 1.0
	s_mov_b32 s53, s52
	s_mov_b32 s54, s52
	v_mov_b32_e32 v1, s52
	v_cmp_lt_f32_e32 vcc, 0, v0
	v_mov_b32_e32 v2, s53
	v_mov_b32_e32 v3, s54
	v_mov_b32_e32 v4, s55
	s_and_saveexec_b64 s[4:5], vcc
; %bb.7:
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v4, v43, v0
	v_mul_f32_e32 v3, v40, v0
	v_mul_f32_e32 v2, v41, v0
	v_mul_f32_e32 v1, v42, v0
; %bb.8:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v5, s56
	v_mov_b32_e32 v6, s57
	v_mad_i64_i32 v[13:14], s[4:5], v44, s48, v[5:6]
	v_mov_b32_e32 v0, s49
	v_add_u32_e32 v15, vcc, 32, v13
	v_addc_u32_e32 v16, vcc, 0, v14, vcc
	flat_load_dwordx4 v[5:8], v[15:16]
	flat_load_dwordx4 v[9:12], v[13:14]
	flat_store_dwordx4 v[62:63], v[1:4]
	s_waitcnt vmcnt(1)
	v_mad_f32 v12, s49, v8, v12
	v_mad_f32 v11, s49, v7, v11
	v_mad_f32 v10, s49, v6, v10
	v_mac_f32_e32 v9, s49, v5
	v_mad_f32 v8, s47, v0, v8
	v_mad_f32 v7, s46, v0, v7
	v_mad_f32 v6, s45, v0, v6
	v_mac_f32_e32 v5, s44, v0
	flat_store_dwordx4 v[13:14], v[9:12]
	flat_store_dwordx4 v[15:16], v[5:8]
.LBB2_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel integrateTransformsKernel
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 90
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
.Lfunc_end2:
	.size	integrateTransformsKernel, .Lfunc_end2-integrateTransformsKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1492
; NumSgprs: 96
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z3dotDv4_fS_
	.hidden	_Z5crossDv4_fS_
	.hidden	_Z13get_global_idj
	.hidden	_Z11native_sqrtf
	.hidden	_Z10native_sinf
	.hidden	_Z10native_cosf
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
        .type_name:      'b3RigidBodyData_t*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           16
        .type_name:      float4
        .value_kind:     by_value
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
    .kernarg_segment_align: 16
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           integrateTransformsKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         integrateTransformsKernel.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx805
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
