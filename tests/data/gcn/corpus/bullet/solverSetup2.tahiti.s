	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
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
; NumSgprs: 34
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
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.protected	ReorderContactKernel    ; -- Begin function ReorderContactKernel
	.globl	ReorderContactKernel
	.p2align	8
	.type	ReorderContactKernel,@function
ReorderContactKernel:                   ; @ReorderContactKernel
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dword s33, s[8:9], 0x8
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 48
	s_addc_u32 s9, s35, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x4
	s_load_dwordx4 s[8:11], s[34:35], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[1:2], v[1:2], 29
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x100f000
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v[1:2], s[4:7], 0 addr64 offset:4
	s_movk_i32 s12, 0x70
	s_mov_b64 s[4:5], s[10:11]
	s_mov_b64 s[10:11], s[6:7]
	v_mul_hi_i32 v17, v0, s12
	v_mul_lo_u32 v16, v0, s12
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v13, v1, s12
	v_mul_lo_u32 v12, v1, s12
	buffer_load_dwordx4 v[1:4], v[12:13], s[8:11], 0 addr64 offset:96
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[1:4], v[16:17], s[4:7], 0 addr64 offset:96
	s_waitcnt expcnt(0)
	buffer_load_dwordx4 v[0:3], v[12:13], s[8:11], 0 addr64 offset:80
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], v[16:17], s[4:7], 0 addr64 offset:80
	s_waitcnt expcnt(0)
	buffer_load_dwordx4 v[0:3], v[12:13], s[8:11], 0 addr64 offset:64
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], v[16:17], s[4:7], 0 addr64 offset:64
	s_waitcnt expcnt(0)
	buffer_load_dwordx4 v[0:3], v[12:13], s[8:11], 0 addr64 offset:48
	buffer_load_dwordx4 v[4:7], v[12:13], s[8:11], 0 addr64 offset:32
	buffer_load_dwordx4 v[8:11], v[12:13], s[8:11], 0 addr64 offset:16
	buffer_load_dwordx4 v[12:15], v[12:13], s[8:11], 0 addr64
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[0:3], v[16:17], s[4:7], 0 addr64 offset:48
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[4:7], v[16:17], s[4:7], 0 addr64 offset:32
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[8:11], v[16:17], s[4:7], 0 addr64 offset:16
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[12:15], v[16:17], s[4:7], 0 addr64
.LBB2_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel ReorderContactKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 104
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
	.size	ReorderContactKernel, .Lfunc_end2-ReorderContactKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 320
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	SetDeterminismSortDataChildShapeB ; -- Begin function SetDeterminismSortDataChildShapeB
	.globl	SetDeterminismSortDataChildShapeB
	.p2align	8
	.type	SetDeterminismSortDataChildShapeB,@function
SetDeterminismSortDataChildShapeB:      ; @SetDeterminismSortDataChildShapeB
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dword s33, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 24
	s_addc_u32 s9, s35, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_movk_i32 s8, 0x70
	v_mul_hi_i32 v2, v0, s8
	v_mul_lo_u32 v1, v0, s8
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[6:7]
	s_mov_b64 s[6:7], s[10:11]
	buffer_load_dword v1, v[1:2], s[4:7], 0 addr64 offset:100
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v0
	v_ashr_i64 v[3:4], v[2:3], 29
	v_mov_b32_e32 v2, v0
	s_waitcnt vmcnt(0)
	buffer_store_dwordx2 v[1:2], v[3:4], s[8:11], 0 addr64
.LBB3_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel SetDeterminismSortDataChildShapeB
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end3:
	.size	SetDeterminismSortDataChildShapeB, .Lfunc_end3-SetDeterminismSortDataChildShapeB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 160
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	SetDeterminismSortDataChildShapeA ; -- Begin function SetDeterminismSortDataChildShapeA
	.globl	SetDeterminismSortDataChildShapeA
	.p2align	8
	.type	SetDeterminismSortDataChildShapeA,@function
SetDeterminismSortDataChildShapeA:      ; @SetDeterminismSortDataChildShapeA
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dword s33, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 24
	s_addc_u32 s9, s35, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[0:1], v[1:2], 29
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[6:7]
	buffer_load_dword v2, v[0:1], s[8:11], 0 addr64 offset:4
	s_movk_i32 s6, 0x70
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v3, v2, s6
	v_mul_lo_u32 v2, v2, s6
	s_mov_b64 s[6:7], s[10:11]
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64 offset:96
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v[0:1], s[8:11], 0 addr64
.LBB4_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel SetDeterminismSortDataChildShapeA
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end4:
	.size	SetDeterminismSortDataChildShapeA, .Lfunc_end4-SetDeterminismSortDataChildShapeA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 168
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	SetDeterminismSortDataBodyA ; -- Begin function SetDeterminismSortDataBodyA
	.globl	SetDeterminismSortDataBodyA
	.p2align	8
	.type	SetDeterminismSortDataBodyA,@function
SetDeterminismSortDataBodyA:            ; @SetDeterminismSortDataBodyA
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dword s33, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 24
	s_addc_u32 s9, s35, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[0:1], v[1:2], 29
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[6:7]
	buffer_load_dword v2, v[0:1], s[8:11], 0 addr64 offset:4
	s_movk_i32 s6, 0x70
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v3, v2, s6
	v_mul_lo_u32 v2, v2, s6
	s_mov_b64 s[6:7], s[10:11]
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64 offset:88
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v[0:1], s[8:11], 0 addr64
.LBB5_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel SetDeterminismSortDataBodyA
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end5:
	.size	SetDeterminismSortDataBodyA, .Lfunc_end5-SetDeterminismSortDataBodyA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 168
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	SetDeterminismSortDataBodyB ; -- Begin function SetDeterminismSortDataBodyB
	.globl	SetDeterminismSortDataBodyB
	.p2align	8
	.type	SetDeterminismSortDataBodyB,@function
SetDeterminismSortDataBodyB:            ; @SetDeterminismSortDataBodyB
; %bb.0:
	s_add_u32 s0, s0, s15
	s_load_dword s33, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 24
	s_addc_u32 s9, s35, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[0:1], v[1:2], 29
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[6:7]
	buffer_load_dword v2, v[0:1], s[8:11], 0 addr64 offset:4
	s_movk_i32 s6, 0x70
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v3, v2, s6
	v_mul_lo_u32 v2, v2, s6
	s_mov_b64 s[6:7], s[10:11]
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64 offset:92
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v[0:1], s[8:11], 0 addr64
.LBB6_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel SetDeterminismSortDataBodyB
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end6:
	.size	SetDeterminismSortDataBodyB, .Lfunc_end6-SetDeterminismSortDataBodyB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 168
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	SetSortDataKernel       ; -- Begin function SetSortDataKernel
	.globl	SetSortDataKernel
	.p2align	8
	.type	SetSortDataKernel,@function
SetSortDataKernel:                      ; @SetSortDataKernel
; %bb.0:
	s_load_dwordx2 s[44:45], s[8:9], 0x4
	s_load_dwordx2 s[60:61], s[8:9], 0x6
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_add_u32 s8, s40, 56
	v_mov_b32_e32 v42, v0
	s_addc_u32 s9, s41, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s42, s13
	s_mov_b32 s43, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_le_i32_e32 vcc, s60, v40
	v_ashrrev_i32_e32 v41, 31, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_lshl_b64 v[0:1], v[40:41], 3
	s_mov_b32 s47, 0x100f000
	s_mov_b32 s46, 0
	v_mov_b32_e32 v2, -1
	buffer_store_dword v2, v[0:1], s[44:47], 0 addr64
                                        ; implicit-def: $vgpr40_vgpr41
                                        ; implicit-def: $vgpr42
.LBB7_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_4
; %bb.3:
	s_load_dwordx4 s[56:59], s[40:41], 0x0
	s_load_dwordx4 s[48:51], s[40:41], 0x8
	s_movk_i32 s4, 0x70
	v_mul_hi_i32 v1, v40, s4
	v_mul_lo_u32 v0, v40, s4
	s_mov_b32 s55, 0x100f000
	s_mov_b32 s54, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[52:53], s[56:57]
	buffer_load_dwordx2 v[43:44], v[0:1], s[52:55], 0 addr64 offset:88
	s_load_dword s51, s[40:41], 0xc
	s_add_u32 s40, s40, 56
	s_addc_u32 s41, s41, 0
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	v_mov_b32_e32 v31, v42
	s_mov_b32 s14, s33
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z3absi@rel32@lo+4
	s_addc_u32 s47, s47, _Z3absi@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v43
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v44
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_i32_e32 vcc, 0, v43
	v_cmp_eq_u32_e64 s[4:5], s51, v43
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e32 v0, v45, v0, vcc
	s_movk_i32 s4, 0x50
	v_mul_hi_i32 v1, v0, s4
	v_mul_lo_u32 v0, v0, s4
	s_mov_b64 s[52:53], s[58:59]
	s_add_i32 s6, s50, -1
	s_add_i32 s5, s49, -1
	buffer_load_dwordx4 v[0:3], v[0:1], s[52:55], 0 addr64
	s_add_i32 s4, s48, -1
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[3:4], v[40:41], 3
	s_mov_b64 s[46:47], s[54:55]
	v_cmp_gt_f32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v5, 0, 1.0, vcc
	v_cmp_gt_f32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v6, 0, 1.0, vcc
	v_cmp_gt_f32_e32 vcc, 0, v2
	v_cndmask_b32_e64 v7, 0, 1.0, vcc
	v_sub_f32_e32 v2, v2, v7
	v_mul_f32_e32 v2, s61, v2
	v_cvt_i32_f32_e32 v2, v2
	v_sub_f32_e32 v1, v1, v6
	v_mul_f32_e32 v1, s61, v1
	v_cvt_i32_f32_e32 v1, v1
	v_and_b32_e32 v2, s6, v2
	v_mul_lo_u32 v2, v2, s49
	v_sub_f32_e32 v0, v0, v5
	v_mul_f32_e32 v0, s61, v0
	v_and_b32_e32 v1, s5, v1
	v_cvt_i32_f32_e32 v0, v0
	v_add_i32_e32 v1, vcc, v2, v1
	v_mul_lo_u32 v1, v1, s48
	v_and_b32_e32 v0, s4, v0
	v_add_i32_e32 v0, vcc, v1, v0
	v_mov_b32_e32 v1, v40
	buffer_store_dwordx2 v[0:1], v[3:4], s[44:47], 0 addr64
.LBB7_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel SetSortDataKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 112
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 62
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
.Lfunc_end7:
	.size	SetSortDataKernel, .Lfunc_end7-SetSortDataKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 544
; NumSgprs: 64
; NumVgprs: 46
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 64
; NumVGPRsForWavesPerEU: 46
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	CopyConstraintKernel    ; -- Begin function CopyConstraintKernel
	.globl	CopyConstraintKernel
	.p2align	8
	.type	CopyConstraintKernel,@function
CopyConstraintKernel:                   ; @CopyConstraintKernel
; %bb.0:
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 32
	s_addc_u32 s9, s35, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dword s4, s[34:35], 0x4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB8_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_movk_i32 s8, 0x70
	v_mul_hi_i32 v17, v0, s8
	v_mul_lo_u32 v16, v0, s8
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[4:5]
	buffer_load_dwordx4 v[0:3], v[16:17], s[8:11], 0 addr64 offset:96
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[12:13], s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], v[16:17], s[12:15], 0 addr64 offset:96
	s_waitcnt expcnt(0)
	buffer_load_dwordx4 v[0:3], v[16:17], s[8:11], 0 addr64 offset:80
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], v[16:17], s[12:15], 0 addr64 offset:80
	s_waitcnt expcnt(0)
	buffer_load_dwordx4 v[0:3], v[16:17], s[8:11], 0 addr64 offset:64
	s_waitcnt vmcnt(0)
	buffer_store_dwordx4 v[0:3], v[16:17], s[12:15], 0 addr64 offset:64
	s_waitcnt expcnt(0)
	buffer_load_dwordx4 v[0:3], v[16:17], s[8:11], 0 addr64 offset:48
	buffer_load_dwordx4 v[4:7], v[16:17], s[8:11], 0 addr64 offset:32
	buffer_load_dwordx4 v[8:11], v[16:17], s[8:11], 0 addr64 offset:16
	buffer_load_dwordx4 v[12:15], v[16:17], s[8:11], 0 addr64
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[0:3], v[16:17], s[12:15], 0 addr64 offset:48
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[4:7], v[16:17], s[12:15], 0 addr64 offset:32
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[8:11], v[16:17], s[12:15], 0 addr64 offset:16
	s_waitcnt vmcnt(3)
	buffer_store_dwordx4 v[12:15], v[16:17], s[12:15], 0 addr64
.LBB8_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CopyConstraintKernel
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end8:
	.size	CopyConstraintKernel, .Lfunc_end8-CopyConstraintKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	gridTable4x4                    ; @gridTable4x4
	.type	gridTable4x4,@object
	.section	.rodata,#alloc
	.globl	gridTable4x4
	.p2align	2
gridTable4x4:
	.long	0                               ; 0x0
	.long	1                               ; 0x1
	.long	17                              ; 0x11
	.long	16                              ; 0x10
	.long	1                               ; 0x1
	.long	2                               ; 0x2
	.long	18                              ; 0x12
	.long	19                              ; 0x13
	.long	17                              ; 0x11
	.long	18                              ; 0x12
	.long	32                              ; 0x20
	.long	3                               ; 0x3
	.long	16                              ; 0x10
	.long	19                              ; 0x13
	.long	3                               ; 0x3
	.long	34                              ; 0x22
	.size	gridTable4x4, 64

	.hidden	gridTable8x8                    ; @gridTable8x8
	.type	gridTable8x8,@object
	.globl	gridTable8x8
	.p2align	2
gridTable8x8:
	.long	0                               ; 0x0
	.long	2                               ; 0x2
	.long	3                               ; 0x3
	.long	16                              ; 0x10
	.long	17                              ; 0x11
	.long	18                              ; 0x12
	.long	19                              ; 0x13
	.long	1                               ; 0x1
	.long	66                              ; 0x42
	.long	64                              ; 0x40
	.long	80                              ; 0x50
	.long	67                              ; 0x43
	.long	82                              ; 0x52
	.long	81                              ; 0x51
	.long	65                              ; 0x41
	.long	83                              ; 0x53
	.long	131                             ; 0x83
	.long	144                             ; 0x90
	.long	128                             ; 0x80
	.long	130                             ; 0x82
	.long	147                             ; 0x93
	.long	129                             ; 0x81
	.long	145                             ; 0x91
	.long	146                             ; 0x92
	.long	208                             ; 0xd0
	.long	195                             ; 0xc3
	.long	194                             ; 0xc2
	.long	192                             ; 0xc0
	.long	193                             ; 0xc1
	.long	211                             ; 0xd3
	.long	210                             ; 0xd2
	.long	209                             ; 0xd1
	.long	21                              ; 0x15
	.long	22                              ; 0x16
	.long	23                              ; 0x17
	.long	5                               ; 0x5
	.long	4                               ; 0x4
	.long	6                               ; 0x6
	.long	7                               ; 0x7
	.long	20                              ; 0x14
	.long	86                              ; 0x56
	.long	85                              ; 0x55
	.long	69                              ; 0x45
	.long	87                              ; 0x57
	.long	70                              ; 0x46
	.long	68                              ; 0x44
	.long	84                              ; 0x54
	.long	71                              ; 0x47
	.long	151                             ; 0x97
	.long	133                             ; 0x85
	.long	149                             ; 0x95
	.long	150                             ; 0x96
	.long	135                             ; 0x87
	.long	148                             ; 0x94
	.long	132                             ; 0x84
	.long	134                             ; 0x86
	.long	197                             ; 0xc5
	.long	27                              ; 0x1b
	.long	214                             ; 0xd6
	.long	213                             ; 0xd5
	.long	212                             ; 0xd4
	.long	199                             ; 0xc7
	.long	198                             ; 0xc6
	.long	196                             ; 0xc4
	.size	gridTable8x8, 256

	.hidden	_Z3dotDv4_fS_
	.hidden	_Z5crossDv4_fS_
	.hidden	_Z13get_global_idj
	.hidden	_Z3absi
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
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           16
        .type_name:      int4
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
    .max_flat_workgroup_size: 64
    .name:           ReorderContactKernel
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         ReorderContactKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 64
    .name:           SetDeterminismSortDataChildShapeB
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         SetDeterminismSortDataChildShapeB.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 64
    .name:           SetDeterminismSortDataChildShapeA
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         SetDeterminismSortDataChildShapeA.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 64
    .name:           SetDeterminismSortDataBodyA
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         SetDeterminismSortDataBodyA.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 64
    .name:           SetDeterminismSortDataBodyB
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         SetDeterminismSortDataBodyB.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'Body*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           16
        .type_name:      int4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 16
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           SetSortDataKernel
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         SetSortDataKernel.kd
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           16
        .type_name:      int4
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
    .kernarg_segment_align: 16
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           CopyConstraintKernel
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         CopyConstraintKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
