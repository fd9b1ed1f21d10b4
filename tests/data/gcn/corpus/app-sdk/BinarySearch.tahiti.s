	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	binarySearch            ; -- Begin function binarySearch
	.globl	binarySearch
	.p2align	8
	.type	binarySearch,@function
binarySearch:                           ; @binarySearch
; %bb.0:
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dwordx4 s[40:43], s[8:9], 0x4
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s9, s9, 0
	v_or_b32_e32 v31, v0, v2
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v1, v0, s40
	v_mov_b32_e32 v3, 0
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	v_add_i32_e32 v2, vcc, s41, v1
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b64 s[4:5], s[38:39]
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, s42, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_add_i32 s8, s41, s40
	s_add_i32 s8, s8, -1
	v_add_i32_e32 v1, vcc, s8, v1
	v_mov_b32_e32 v2, 0
	v_lshl_b64 v[1:2], v[1:2], 2
	s_mov_b32 s38, -1
	buffer_load_dword v1, v[1:2], s[4:7], 0 addr64
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, s42, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_3
; %bb.2:
	s_load_dwordx4 s[4:7], s[36:37], 0x0
	s_mov_b32 s8, 1
	s_mov_b32 s39, 0x100f000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v4, s8
	buffer_store_dwordx4 v[1:4], off, s[36:39], 0
.LBB0_3:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel binarySearch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 44
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
	.size	binarySearch, .Lfunc_end0-binarySearch
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 236
; NumSgprs: 46
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	binarySearch_mulkeys    ; -- Begin function binarySearch_mulkeys
	.globl	binarySearch_mulkeys
	.p2align	8
	.type	binarySearch_mulkeys,@function
binarySearch_mulkeys:                   ; @binarySearch_mulkeys
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dword s33, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v0, v2
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s38, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB1_6
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_load_dwordx2 s[8:9], s[34:35], 0x6
	v_lshlrev_b32_e32 v0, 8, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_i32_e32 v1, vcc, s6, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, -1
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_add_i32 s33, s33, -1
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB1_6
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s39, s7
	s_mov_b32 s36, s38
	s_mov_b32 s37, s38
	buffer_load_dword v3, off, s[4:7], 0
	buffer_load_dword v4, v[1:2], s[36:39], 0 addr64
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v3, v4
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	buffer_load_dword v4, v[1:2], s[36:39], 0 addr64 offset:1020
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_2
; %bb.5:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b32 s10, s6
	s_mov_b32 s11, s7
	buffer_store_dword v0, off, s[8:11], 0
	s_branch .LBB1_2
.LBB1_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel binarySearch_mulkeys
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 40
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
	.size	binarySearch_mulkeys, .Lfunc_end1-binarySearch_mulkeys
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	binarySearch_mulkeysConcurrent ; -- Begin function binarySearch_mulkeysConcurrent
	.globl	binarySearch_mulkeysConcurrent
	.p2align	8
	.type	binarySearch_mulkeysConcurrent,@function
binarySearch_mulkeysConcurrent:         ; @binarySearch_mulkeysConcurrent
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dwordx2 s[36:37], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v0, v2
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_mov_b32 s6, s37
                                        ; implicit-def: $vgpr3_vgpr4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[8:9], exec, s[4:5]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, s6
	v_mov_b32_e32 v3, 0x4f800000
	s_sub_u32 s4, 0, s6
	s_subb_u32 s5, 0, 0
	v_mac_f32_e32 v0, 0, v3
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v8, 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v3, 0x2f800000, v0
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v0, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v4, s4, v3
	v_mul_hi_u32 v5, s4, v0
	v_mul_lo_u32 v7, s5, v0
	v_mul_lo_u32 v6, s4, v0
	v_add_i32_e32 v4, vcc, v5, v4
	v_add_i32_e32 v4, vcc, v4, v7
	v_mul_hi_u32 v5, v0, v6
	v_mul_lo_u32 v7, v0, v4
	v_mul_hi_u32 v9, v0, v4
	v_mul_hi_u32 v10, v3, v4
	v_mul_lo_u32 v4, v3, v4
	v_add_i32_e32 v5, vcc, v5, v7
	v_addc_u32_e32 v7, vcc, 0, v9, vcc
	v_mul_lo_u32 v9, v3, v6
	v_mul_hi_u32 v6, v3, v6
	v_add_i32_e32 v5, vcc, v5, v9
	v_addc_u32_e32 v5, vcc, v7, v6, vcc
	v_addc_u32_e32 v6, vcc, v10, v8, vcc
	v_add_i32_e32 v4, vcc, v5, v4
	v_addc_u32_e32 v5, vcc, 0, v6, vcc
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	v_mul_lo_u32 v4, s4, v3
	v_mul_hi_u32 v5, s4, v0
	v_mul_lo_u32 v6, s5, v0
	v_add_i32_e32 v4, vcc, v5, v4
	v_mul_lo_u32 v5, s4, v0
	v_add_i32_e32 v4, vcc, v6, v4
	v_mul_lo_u32 v9, v0, v4
	v_mul_hi_u32 v10, v0, v5
	v_mul_hi_u32 v11, v0, v4
	v_mul_hi_u32 v7, v3, v5
	v_mul_lo_u32 v5, v3, v5
	v_mul_hi_u32 v6, v3, v4
	v_add_i32_e32 v9, vcc, v10, v9
	v_addc_u32_e32 v10, vcc, 0, v11, vcc
	v_mul_lo_u32 v4, v3, v4
	v_add_i32_e32 v5, vcc, v9, v5
	v_addc_u32_e32 v5, vcc, v10, v7, vcc
	v_addc_u32_e32 v6, vcc, v6, v8, vcc
	v_add_i32_e32 v4, vcc, v5, v4
	v_addc_u32_e32 v5, vcc, 0, v6, vcc
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	v_mul_lo_u32 v4, v2, v3
	v_mul_hi_u32 v5, v2, v0
	v_mul_hi_u32 v6, v2, v3
	v_mul_hi_u32 v7, v1, v3
	v_mul_lo_u32 v3, v1, v3
	v_add_i32_e32 v4, vcc, v5, v4
	v_addc_u32_e32 v5, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v1, v0
	v_mul_hi_u32 v0, v1, v0
	v_add_i32_e32 v4, vcc, v4, v6
	v_addc_u32_e32 v0, vcc, v5, v0, vcc
	v_addc_u32_e32 v4, vcc, v7, v8, vcc
	v_add_i32_e32 v0, vcc, v0, v3
	v_addc_u32_e32 v3, vcc, 0, v4, vcc
	v_mul_lo_u32 v4, s6, v3
	v_mul_hi_u32 v5, s6, v0
	v_mul_lo_u32 v6, s6, v0
	v_add_i32_e32 v4, vcc, v5, v4
	v_sub_i32_e32 v5, vcc, v2, v6
	v_subb_u32_e32 v1, vcc, v1, v4, vcc
	v_subrev_i32_e32 v4, vcc, s6, v5
	v_subbrev_u32_e32 v6, vcc, 0, v1, vcc
	v_cmp_le_u32_e32 vcc, s6, v4
	v_cndmask_b32_e64 v4, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v4, -1, v4, vcc
	v_add_i32_e32 v6, vcc, 2, v0
	v_addc_u32_e32 v7, vcc, 0, v3, vcc
	v_add_i32_e32 v8, vcc, 1, v0
	v_cmp_le_u32_e64 s[4:5], s6, v5
	v_addc_u32_e32 v9, vcc, 0, v3, vcc
	v_cndmask_b32_e64 v5, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v1, -1, v5, s[4:5]
	v_cndmask_b32_e32 v4, v9, v7, vcc
	v_cmp_ne_u32_e64 s[4:5], 0, v1
	v_cndmask_b32_e32 v1, v8, v6, vcc
	v_cndmask_b32_e64 v4, v3, v4, s[4:5]
	v_cndmask_b32_e64 v3, v0, v1, s[4:5]
.LBB2_2:
	s_or_saveexec_b64 s[4:5], s[8:9]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_cvt_f32_u32_e32 v0, s6
	s_sub_i32 s7, 0, s6
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s7, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v1, v0
	v_mul_hi_u32 v0, v2, v0
	v_mul_lo_u32 v1, v0, s6
	v_add_i32_e32 v3, vcc, 1, v0
	v_sub_i32_e32 v1, vcc, v2, v1
	v_subrev_i32_e32 v4, vcc, s6, v1
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_add_i32_e32 v3, vcc, 1, v0
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v3, v0, v3, vcc
	v_mov_b32_e32 v4, 0
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	v_cvt_f32_u32_e32 v0, s6
	s_sub_i32 s4, 0, s6
	v_mul_lo_u32 v5, v3, s6
	s_mov_b32 s10, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s4, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v1, v0
	v_mul_hi_u32 v0, s36, v0
	v_sub_i32_e32 v1, vcc, v2, v5
	v_mul_lo_u32 v2, v0, s6
	v_add_i32_e32 v5, vcc, 1, v0
	v_sub_i32_e32 v2, vcc, s36, v2
	v_cmp_le_u32_e64 s[4:5], s6, v2
	v_cndmask_b32_e64 v0, v0, v5, s[4:5]
	v_subrev_i32_e32 v5, vcc, s6, v2
	v_cndmask_b32_e64 v2, v2, v5, s[4:5]
	v_add_i32_e32 v5, vcc, 1, v0
	v_cmp_le_u32_e32 vcc, s6, v2
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_mul_lo_u32 v2, v0, v1
	v_add_i32_e32 v5, vcc, v2, v0
	v_cmp_ge_i32_e32 vcc, v5, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_11
; %bb.5:
	s_load_dwordx4 s[12:15], s[34:35], 0x0
	s_load_dwordx2 s[4:5], s[34:35], 0x6
	v_lshl_b64 v[0:1], v[3:4], 2
	s_mov_b32 s11, 0x100f000
	s_mov_b64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[12:13]
	buffer_load_dword v6, v[0:1], s[8:11], 0 addr64
	s_mov_b32 s8, s14
	s_mov_b32 s9, s15
                                        ; implicit-def: $sgpr12_sgpr13
                                        ; implicit-def: $sgpr16_sgpr17
                                        ; implicit-def: $sgpr14_sgpr15
	s_branch .LBB2_7
.LBB2_6:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[18:19], exec, s[16:17]
	s_or_b64 s[6:7], s[18:19], s[6:7]
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[18:19], s[14:15], exec
	s_or_b64 s[12:13], s[12:13], s[18:19]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_9
.LBB2_7:                                ; =>This Inner Loop Header: Depth=1
	v_add_i32_e32 v0, vcc, v2, v5
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_i32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[7:8], v[0:1], 2
	s_or_b64 s[14:15], s[14:15], exec
	buffer_load_dword v1, v[7:8], s[8:11], 0 addr64
	s_or_b64 s[16:17], s[16:17], exec
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v1, v6
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB2_6
; %bb.8:                                ;   in Loop: Header=BB2_7 Depth=1
	v_add_i32_e32 v7, vcc, -1, v0
	v_add_i32_e32 v8, vcc, 1, v0
	v_cmp_gt_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_cndmask_b32_e32 v2, v8, v2, vcc
	v_cmp_lt_i32_e32 vcc, v5, v2
	s_andn2_b64 s[16:17], s[16:17], exec
	s_and_b64 s[20:21], vcc, exec
	s_andn2_b64 s[14:15], s[14:15], exec
	s_or_b64 s[16:17], s[16:17], s[20:21]
	s_branch .LBB2_6
.LBB2_9:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB2_11
; %bb.10:
	v_lshl_b64 v[1:2], v[3:4], 2
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	buffer_store_dword v0, v[1:2], s[4:7], 0 addr64
.LBB2_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel binarySearch_mulkeysConcurrent
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 38
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
	.size	binarySearch_mulkeysConcurrent, .Lfunc_end2-binarySearch_mulkeysConcurrent
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1188
; NumSgprs: 40
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           binarySearch
    .private_segment_fixed_size: 16384
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         binarySearch.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           binarySearch_mulkeys
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         binarySearch_mulkeys.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           binarySearch_mulkeysConcurrent
    .private_segment_fixed_size: 16384
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         binarySearch_mulkeysConcurrent.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
