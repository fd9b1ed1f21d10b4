	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	divRndUp                        ; -- Begin function divRndUp
	.globl	divRndUp
	.p2align	2
	.type	divRndUp,@function
divRndUp:                               ; @divRndUp
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_u32_e32 v3, v1, v2
	v_xor_b32_e32 v3, v3, v2
	v_cvt_f32_u32_e32 v4, v3
	v_sub_u32_e32 v5, 0, v3
	v_ashrrev_i32_e32 v6, 31, v0
	v_add_u32_e32 v7, v0, v6
	v_rcp_iflag_f32_e32 v4, v4
	v_xor_b32_e32 v7, v7, v6
	v_xor_b32_e32 v2, v6, v2
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v5, v5, v4
	v_mul_hi_u32 v5, v4, v5
	v_add_u32_e32 v4, v4, v5
	v_mul_hi_u32 v4, v7, v4
	v_mul_lo_u32 v5, v4, v3
	v_add_u32_e32 v6, 1, v4
	v_sub_u32_e32 v5, v7, v5
	v_cmp_ge_u32_e32 vcc, v5, v3
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_sub_u32_e32 v6, v5, v3
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 1, v4
	v_cmp_ge_u32_e32 vcc, v5, v3
	v_cndmask_b32_e32 v3, v4, v6, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_mul_lo_u32 v1, v2, v1
	v_sub_u32_e32 v0, v0, v1
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_addc_co_u32_e32 v0, vcc, 0, v2, vcc
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	divRndUp, .Lfunc_end0-divRndUp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 160
; NumSgprs: 36
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	storeComponents                 ; -- Begin function storeComponents
	.globl	storeComponents
	.p2align	2
	.type	storeComponents,@function
storeComponents:                        ; @storeComponents
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	s_movk_i32 s4, 0xff80
	v_add_co_u32_e32 v0, vcc, v0, v9
	v_add_u32_e32 v6, s4, v6
	v_addc_co_u32_e32 v1, vcc, v1, v10, vcc
	global_store_dword v[0:1], v6, off
	v_add_co_u32_e32 v0, vcc, v2, v9
	v_add_u32_e32 v6, s4, v7
	v_addc_co_u32_e32 v1, vcc, v3, v10, vcc
	global_store_dword v[0:1], v6, off
	v_add_co_u32_e32 v0, vcc, v4, v9
	v_add_u32_e32 v2, s4, v8
	v_addc_co_u32_e32 v1, vcc, v5, v10, vcc
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	storeComponents, .Lfunc_end1-storeComponents
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 92
; NumSgprs: 36
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	storeComponent                  ; -- Begin function storeComponent
	.globl	storeComponent
	.p2align	2
	.type	storeComponent,@function
storeComponent:                         ; @storeComponent
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v4, 31, v3
	v_add_u32_e32 v5, 0xffffff80, v2
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v5, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	storeComponent, .Lfunc_end2-storeComponent
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 48
; NumSgprs: 36
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	c_CopySrcToComponents   ; -- Begin function c_CopySrcToComponents
	.globl	c_CopySrcToComponents
	.p2align	8
	.type	c_CopySrcToComponents,@function
c_CopySrcToComponents:                  ; @c_CopySrcToComponents
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, s8, s0
	s_mul_i32 s1, s0, 3
	v_mad_u32_u24 v1, v0, 3, s1
	v_ashrrev_i32_e32 v2, 31, v1
	v_mov_b32_e32 v3, s19
	v_add_co_u32_e32 v1, vcc, s18, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_ubyte v3, v[1:2], off offset:2
	global_load_ushort v4, v[1:2], off
	s_load_dword s1, s[6:7], 0x20
	v_mul_u32_u24_e32 v1, 3, v0
	v_add_u32_e32 v0, s0, v0
	s_waitcnt vmcnt(1)
	ds_write_b8 v1, v3 offset:2
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	ds_read_u16 v2, v1
	ds_read_u8 v4, v1 offset:2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_movk_i32 s0, 0xff80
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v5, 8, v2
	v_add_u32_sdwa v6, v2, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_store_dword v[2:3], v6, off
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v2, vcc, s14, v0
	v_add_u32_e32 v5, s0, v5
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_store_dword v[2:3], v5, off
	v_mov_b32_e32 v3, s17
	v_add_co_u32_e32 v0, vcc, s16, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, s0, v4
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB3_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel c_CopySrcToComponents
		.amdhsa_group_segment_fixed_size 768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 20
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
.Lfunc_end3:
	.size	c_CopySrcToComponents, .Lfunc_end3-c_CopySrcToComponents
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 22
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 768 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 7
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	c_CopySrcToComponent    ; -- Begin function c_CopySrcToComponent
	.globl	c_CopySrcToComponent
	.p2align	8
	.type	c_CopySrcToComponent,@function
c_CopySrcToComponent:                   ; @c_CopySrcToComponent
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v1, s8, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v3, vcc, s2, v1
	v_addc_co_u32_e32 v4, vcc, v4, v2, vcc
	global_load_ubyte v3, v[3:4], off
	v_cmp_gt_i32_e32 vcc, s10, v1
	s_waitcnt vmcnt(0)
	ds_write_b8 v0, v3
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	ds_read_u8 v4, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v1
	v_addc_co_u32_e32 v1, vcc, v3, v2, vcc
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, 0xffffff80, v4
	global_store_dword v[0:1], v2, off
.LBB4_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel c_CopySrcToComponent
		.amdhsa_group_segment_fixed_size 256
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 11
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
.Lfunc_end4:
	.size	c_CopySrcToComponent, .Lfunc_end4-c_CopySrcToComponent
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 156
; NumSgprs: 13
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 5
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.hidden	initialize_PixelIO              ; -- Begin function initialize_PixelIO
	.globl	initialize_PixelIO
	.p2align	2
	.type	initialize_PixelIO,@function
initialize_PixelIO:                     ; @initialize_PixelIO
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v3, v3, v2
	v_and_b32_e32 v6, 1, v1
	buffer_store_byte v1, v0, s[0:3], 0 offen
	v_cmp_eq_u32_e32 vcc, 1, v6
	v_add_u32_e32 v1, v3, v4
	v_mul_lo_u32 v3, v5, v2
	v_cndmask_b32_e32 v1, 0, v1, vcc
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:8
	v_add_u32_e32 v0, v3, v4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	initialize_PixelIO, .Lfunc_end5-initialize_PixelIO
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 72
; NumSgprs: 36
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	init_PixelLoader                ; -- Begin function init_PixelLoader
	.globl	init_PixelLoader
	.p2align	2
	.type	init_PixelLoader,@function
init_PixelLoader:                       ; @init_PixelLoader
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	v_cmp_ge_i32_e64 s[4:5], v3, v1
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
; %bb.1:
	s_mov_b64 s[6:7], exec
	v_lshl_add_u32 v6, v1, 1, -2
; %bb.2:
	s_or_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 exec, exec, s[8:9]
; %bb.3:
	v_cmp_gt_i32_e64 s[4:5], 0, v3
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_mov_b32_e32 v6, 0
	s_or_b64 s[6:7], s[6:7], s[4:5]
; %bb.4:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[4:5], s[6:7]
; %bb.5:
	v_sub_u32_e32 v3, v6, v3
; %bb.6:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v2, v2, v1
	v_mul_lo_u32 v4, v4, v1
	v_cndmask_b32_e64 v6, 0, 1, vcc
	buffer_store_byte v6, v5, s[0:3], 0 offen
	v_add_u32_e32 v2, v3, v2
	v_cndmask_b32_e32 v2, 0, v2, vcc
	buffer_store_dword v2, v5, s[0:3], 0 offen offset:4
	buffer_store_dword v1, v5, s[0:3], 0 offen offset:8
	v_sub_u32_e32 v1, v4, v1
	v_add_u32_e32 v1, v1, v3
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	init_PixelLoader, .Lfunc_end6-init_PixelLoader
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 176
; NumSgprs: 36
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	clear_PixelLoader               ; -- Begin function clear_PixelLoader
	.globl	clear_PixelLoader
	.p2align	2
	.type	clear_PixelLoader,@function
clear_PixelLoader:                      ; @clear_PixelLoader
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	clear_PixelLoader, .Lfunc_end7-clear_PixelLoader
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 1
	.text
	.hidden	loadFrom                        ; -- Begin function loadFrom
	.globl	loadFrom
	.p2align	2
	.type	loadFrom,@function
loadFrom:                               ; @loadFrom
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v6, v3, s[0:3], 0 offen offset:8
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:4
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, v5, v6
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB8_4
; %bb.1:
	buffer_load_dword v4, v3, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v5, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB8_3
; %bb.2:
	v_sub_u32_e32 v4, 0, v6
	v_lshlrev_b32_e32 v6, 1, v6
	v_sub_u32_e32 v5, v5, v6
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v3, s[0:3], 0 offen offset:8
.LBB8_3:
	s_or_b64 exec, exec, s[6:7]
.LBB8_4:
	s_or_b64 exec, exec, s[4:5]
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[3:4], 2, v[5:6]
	v_add_co_u32_e32 v0, vcc, v1, v3
	v_addc_co_u32_e32 v1, vcc, v2, v4, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	loadFrom, .Lfunc_end8-loadFrom
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 144
; NumSgprs: 36
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	initialize_BandIO               ; -- Begin function initialize_BandIO
	.globl	initialize_BandIO
	.p2align	2
	.type	initialize_BandIO,@function
initialize_BandIO:                      ; @initialize_BandIO
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshrrev_b32_e32 v5, 31, v3
	v_add_u32_e32 v5, v3, v5
	v_and_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v3
	v_lshrrev_b32_e32 v3, 31, v1
	v_add_u32_e32 v3, v1, v3
	v_ashrrev_i32_e32 v3, 1, v3
	v_and_b32_e32 v6, 1, v1
	v_add_u32_e32 v9, v3, v6
	v_lshrrev_b32_e32 v6, 31, v2
	v_add_u32_e32 v6, v2, v6
	v_ashrrev_i32_e32 v7, 1, v6
	v_and_b32_e32 v8, 1, v2
	v_ashrrev_i32_e32 v5, 1, v5
	v_add_u32_e32 v10, v7, v8
                                        ; implicit-def: $vgpr6
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_mul_lo_u32 v1, v2, v1
	v_mul_lo_u32 v6, v10, v9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr9
	v_lshrrev_b32_e32 v2, 31, v1
	v_add_u32_e32 v1, v1, v2
	v_add_u32_e32 v5, v6, v5
	v_ashrrev_i32_e32 v6, 1, v1
                                        ; implicit-def: $vgpr1
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_lo_u32 v6, v10, v1
	v_mov_b32_e32 v3, v9
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_ubyte v1, v0, s[0:3], 0 offen
	v_sub_u32_e32 v2, v3, v6
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(2)
	v_cmp_ne_u16_e32 vcc, 0, v1
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], vcc
; %bb.5:
	v_mul_lo_u32 v1, v6, v8
	v_mul_lo_u32 v2, v3, v7
	v_add3_u32 v1, v2, v5, v1
; %bb.6:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b32_e32 v2, 31, v4
	v_add_u32_e32 v2, v4, v2
	v_ashrrev_i32_e32 v2, 1, v2
	v_mul_lo_u32 v2, v3, v2
	v_and_b32_e32 v3, 1, v4
	v_mul_lo_u32 v3, v6, v3
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:4
	v_add3_u32 v0, v2, v5, v3
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	initialize_BandIO, .Lfunc_end9-initialize_BandIO
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 256
; NumSgprs: 36
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	saveAndUpdate                   ; -- Begin function saveAndUpdate
	.globl	saveAndUpdate
	.p2align	2
	.type	saveAndUpdate,@function
saveAndUpdate:                          ; @saveAndUpdate
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v7, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen offset:4
	v_and_b32_e32 v8, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_mov_b64 s[6:7], -1
	buffer_store_byte v1, v7, s[0:3], 0 offen
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_2
; %bb.1:
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v0, v1
	s_orn2_b64 s[6:7], vcc, exec
.LBB10_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB10_4
; %bb.3:
	buffer_load_dword v6, v6, s[0:3], 0 offen
	ds_read_b32 v5, v5
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32_e32 v1, vcc, v3, v1
	v_addc_co_u32_e32 v2, vcc, v4, v2, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[1:2], v5, off
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, v6, v0
	buffer_store_dword v0, v7, s[0:3], 0 offen offset:4
.LBB10_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end10:
	.size	saveAndUpdate, .Lfunc_end10-saveAndUpdate
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 156
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	clear_BandWriter                ; -- Begin function clear_BandWriter
	.globl	clear_BandWriter
	.p2align	2
	.type	clear_BandWriter,@function
clear_BandWriter:                       ; @clear_BandWriter
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:8
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	clear_BandWriter, .Lfunc_end11-clear_BandWriter
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 48
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 1
	.text
	.hidden	init_BandWriter                 ; -- Begin function init_BandWriter
	.globl	init_BandWriter
	.p2align	2
	.type	init_BandWriter,@function
init_BandWriter:                        ; @init_BandWriter
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_ge_i32_e32 vcc, v4, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB12_2
; %bb.1:
	v_mov_b32_e32 v2, 0
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:8
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:12
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
.LBB12_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v6, 0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB12_10
; %bb.3:
	v_lshrrev_b32_e32 v6, 31, v4
	v_add_u32_e32 v6, v4, v6
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	v_lshrrev_b32_e32 v4, 31, v2
	v_add_u32_e32 v4, v2, v4
	v_ashrrev_i32_e32 v4, 1, v4
	v_and_b32_e32 v7, 1, v2
	v_add_u32_e32 v10, v4, v7
	v_lshrrev_b32_e32 v7, 31, v3
	v_add_u32_e32 v7, v3, v7
	v_ashrrev_i32_e32 v8, 1, v7
	v_and_b32_e32 v9, 1, v3
	v_ashrrev_i32_e32 v6, 1, v6
	v_add_u32_e32 v11, v8, v9
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.4:
	v_mul_lo_u32 v2, v3, v2
	v_mul_lo_u32 v7, v11, v10
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr10
	v_lshrrev_b32_e32 v3, 31, v2
	v_add_u32_e32 v2, v2, v3
	v_add_u32_e32 v6, v7, v6
	v_ashrrev_i32_e32 v7, 1, v2
                                        ; implicit-def: $vgpr2
; %bb.5:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
; %bb.6:
	v_mul_lo_u32 v7, v11, v2
	v_mov_b32_e32 v4, v10
; %bb.7:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_ubyte v2, v1, s[0:3], 0 offen
	v_sub_u32_e32 v3, v4, v7
	buffer_store_dword v7, v1, s[0:3], 0 offen offset:12
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(2)
	v_cmp_ne_u16_e32 vcc, 0, v2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.8:
	v_mul_lo_u32 v2, v4, v8
	v_mul_lo_u32 v3, v7, v9
	v_add3_u32 v2, v3, v6, v2
; %bb.9:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b32_e32 v3, 31, v5
	v_add_u32_e32 v3, v5, v3
	v_ashrrev_i32_e32 v3, 1, v3
	v_mul_lo_u32 v3, v4, v3
	v_and_b32_e32 v4, 1, v5
	v_mul_lo_u32 v4, v7, v4
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:4
	v_add3_u32 v6, v4, v6, v3
.LBB12_10:
	s_or_b64 exec, exec, s[4:5]
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end12:
	.size	init_BandWriter, .Lfunc_end12-init_BandWriter
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 328
; NumSgprs: 36
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	writeLowInto                    ; -- Begin function writeLowInto
	.globl	writeLowInto
	.p2align	2
	.type	writeLowInto,@function
writeLowInto:                           ; @writeLowInto
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v0
	buffer_load_ubyte v6, v0, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v0, v0, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_cmp_eq_u16_e64 s[6:7], 0, v6
	v_cmp_ne_u16_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB13_2
; %bb.1:
	buffer_load_dword v6, v1, s[0:3], 0 offen offset:4
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v0, v6
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
.LBB13_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB13_4
; %bb.3:
	buffer_load_dword v8, v1, s[0:3], 0 offen offset:12
	ds_read_b32 v4, v4
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_co_u32_e32 v1, vcc, v2, v6
	v_addc_co_u32_e32 v2, vcc, v3, v7, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[1:2], v4, off
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, v8, v0
	buffer_store_dword v0, v5, s[0:3], 0 offen offset:4
.LBB13_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	writeLowInto, .Lfunc_end13-writeLowInto
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 172
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	writeHighInto                   ; -- Begin function writeHighInto
	.globl	writeHighInto
	.p2align	2
	.type	writeHighInto,@function
writeHighInto:                          ; @writeHighInto
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v0
	buffer_load_ubyte v6, v0, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v0, v0, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_cmp_eq_u16_e64 s[6:7], 0, v6
	v_cmp_ne_u16_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB14_2
; %bb.1:
	buffer_load_dword v6, v1, s[0:3], 0 offen offset:4
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v0, v6
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
.LBB14_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB14_4
; %bb.3:
	buffer_load_dword v8, v1, s[0:3], 0 offen offset:8
	ds_read_b32 v4, v4
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 2, v[0:1]
	v_add_co_u32_e32 v1, vcc, v2, v6
	v_addc_co_u32_e32 v2, vcc, v3, v7, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[1:2], v4, off
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, v8, v0
	buffer_store_dword v0, v5, s[0:3], 0 offen offset:4
.LBB14_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end14:
	.size	writeHighInto, .Lfunc_end14-writeHighInto
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 172
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	horizontalStep                  ; -- Begin function horizontalStep
	.globl	horizontalStep
	.p2align	2
	.type	horizontalStep,@function
horizontalStep:                         ; @horizontalStep
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_read_b32 v7, v0
	v_ashrrev_i32_e32 v11, 31, v1
	v_add_u32_e32 v12, v1, v11
	v_xor_b32_e32 v12, v12, v11
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v6, 31, v7
	v_add_u32_e32 v8, v7, v6
	v_xor_b32_e32 v8, v8, v6
	v_cvt_f32_u32_e32 v9, v8
	v_sub_u32_e32 v10, 0, v8
	v_rcp_iflag_f32_e32 v9, v9
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
	v_mul_lo_u32 v10, v10, v9
	v_mul_hi_u32 v10, v9, v10
	v_add_u32_e32 v9, v9, v10
	v_mul_hi_u32 v10, v12, v9
	v_xor_b32_e32 v9, v11, v6
	v_mul_lo_u32 v13, v10, v8
	v_add_u32_e32 v6, 1, v10
	v_sub_u32_e32 v11, v12, v13
	v_cmp_ge_u32_e32 vcc, v11, v8
	v_cndmask_b32_e32 v6, v10, v6, vcc
	v_sub_u32_e32 v10, v11, v8
	v_cndmask_b32_e32 v10, v11, v10, vcc
	v_add_u32_e32 v11, 1, v6
	v_cmp_ge_u32_e32 vcc, v10, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_xor_b32_e32 v10, v6, v9
	v_sub_u32_e32 v8, v10, v9
	v_cmp_lt_i32_e32 vcc, 0, v8
	v_and_b32_e32 v6, 0x3ff, v31
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB15_17
; %bb.1:
	v_xad_u32 v9, v9, -1, v10
	s_mov_b64 s[6:7], 0
	v_add_u32_e32 v10, 28, v0
	v_mov_b32_e32 v11, v7
	s_branch .LBB15_3
.LBB15_2:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], exec, s[8:9]
	s_or_b64 s[6:7], s[8:9], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB15_17
.LBB15_3:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v11, v11, s18
	v_cmp_lt_i32_e32 vcc, 0, v5
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[14:15], 0
	v_add_u32_e32 v11, v11, v6
	v_add_u32_e32 v12, v11, v2
	v_add_u32_e32 v13, v11, v4
	v_lshl_add_u32 v12, v12, 2, v10
	v_lshl_add_u32 v13, v13, 2, v10
	ds_read_b32 v12, v12
	ds_read_b32 v13, v13
	v_add_u32_e32 v11, v11, v3
	v_lshl_add_u32 v11, v11, 2, v10
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr14
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB15_7
; %bb.4:                                ;   in Loop: Header=BB15_3 Depth=1
	v_cmp_eq_u32_e32 vcc, 1, v5
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr14
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB15_6
; %bb.5:                                ;   in Loop: Header=BB15_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v14, v13, v12, 2
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshrrev_b32_e32 v15, 30, v15
	v_add_u32_e32 v14, v14, v15
	s_mov_b64 s[10:11], exec
	v_ashrrev_i32_e32 v14, 2, v14
	s_xor_b64 s[14:15], exec, -1
.LBB15_6:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[10:11], s[10:11], exec
	s_and_b64 s[14:15], s[14:15], exec
.LBB15_7:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
; %bb.8:                                ;   in Loop: Header=BB15_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[16:17], vcc, exec
	s_mov_b64 s[8:9], exec
	s_or_b64 s[14:15], s[14:15], s[16:17]
; %bb.9:                                ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_xor_b64 s[12:13], exec, s[12:13]
; %bb.10:                               ;   in Loop: Header=BB15_3 Depth=1
	s_andn2_b64 s[8:9], s[8:9], exec
; %bb.11:                               ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB15_13
; %bb.12:                               ;   in Loop: Header=BB15_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v13, v12
	v_lshrrev_b32_e32 v13, 31, v12
	v_add_u32_e32 v12, v12, v13
	v_ashrrev_i32_e32 v12, 1, v12
	v_sub_u32_e32 v14, 0, v12
	s_or_b64 s[10:11], s[10:11], exec
.LBB15_13:                              ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB15_15
; %bb.14:                               ;   in Loop: Header=BB15_3 Depth=1
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v12, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v12, v12, v14
	ds_write_b32 v11, v12
.LBB15_15:                              ;   in Loop: Header=BB15_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u32_e32 vcc, s18, v9
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB15_2
; %bb.16:                               ;   in Loop: Header=BB15_3 Depth=1
	ds_read_b32 v11, v0
	s_add_i32 s18, s18, 1
	s_xor_b64 s[8:9], exec, -1
	s_branch .LBB15_2
.LBB15_17:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v8, v8, v7
	v_mov_b32_e32 v7, 0
	v_sub_u32_e32 v9, v1, v8
	v_ashrrev_i32_e32 v10, 31, v9
	v_cmp_lt_u64_e32 vcc, v[6:7], v[9:10]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB15_30
; %bb.18:
	v_add_u32_e32 v6, v8, v6
	v_add_u32_e32 v1, v6, v2
	v_add_u32_e32 v0, 28, v0
	v_add_u32_e32 v2, v6, v4
	v_lshl_add_u32 v1, v1, 2, v0
	v_lshl_add_u32 v2, v2, 2, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	v_add_u32_e32 v3, v6, v3
	v_lshl_add_u32 v0, v3, 2, v0
	v_cmp_lt_i32_e32 vcc, 0, v5
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB15_22
; %bb.19:
	v_cmp_eq_u32_e32 vcc, 1, v5
	s_mov_b64 s[12:13], -1
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB15_21
; %bb.20:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v3, v2, v1, 2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, v3, v4
	s_mov_b64 s[8:9], exec
	v_ashrrev_i32_e32 v3, 2, v3
	s_xor_b64 s[12:13], exec, -1
.LBB15_21:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $vgpr5
.LBB15_22:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.23:
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[14:15], vcc, exec
	s_mov_b64 s[6:7], exec
	s_or_b64 s[12:13], s[12:13], s[14:15]
; %bb.24:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.25:
	s_andn2_b64 s[6:7], s[6:7], exec
; %bb.26:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB15_28
; %bb.27:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v2, v1
	v_lshrrev_b32_e32 v2, 31, v1
	v_add_u32_e32 v1, v1, v2
	v_ashrrev_i32_e32 v1, 1, v1
	v_sub_u32_e32 v3, 0, v1
	s_or_b64 s[8:9], s[8:9], exec
.LBB15_28:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB15_30
; %bb.29:
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v1, v3
	ds_write_b32 v0, v1
.LBB15_30:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end15:
	.size	horizontalStep, .Lfunc_end15-horizontalStep
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 876
; NumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	forEachHorizontalOdd            ; -- Begin function forEachHorizontalOdd
	.globl	forEachHorizontalOdd
	.p2align	2
	.type	forEachHorizontalOdd,@function
forEachHorizontalOdd:                   ; @forEachHorizontalOdd
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_read2_b32 v[4:5], v0 offset1:2
	ds_read_b32 v11, v0 offset:24
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(1)
	v_ashrrev_i32_e32 v6, 31, v4
	v_add_u32_e32 v7, v4, v6
	v_xor_b32_e32 v10, v7, v6
	v_cvt_f32_u32_e32 v7, v10
	v_sub_u32_e32 v8, 0, v10
	v_mul_lo_u32 v2, v5, v2
	v_rcp_iflag_f32_e32 v7, v7
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v9, v8, v7
	v_add_u32_e32 v8, -1, v2
	v_ashrrev_i32_e32 v12, 31, v8
	v_mul_hi_u32 v2, v7, v9
	v_add_u32_e32 v9, v8, v12
	v_xor_b32_e32 v13, v9, v12
	v_mul_lo_u32 v9, v5, v1
	v_add_u32_e32 v2, v7, v2
	v_mul_hi_u32 v2, v13, v2
	v_xor_b32_e32 v5, v12, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v7, v9, v11
	v_mul_lo_u32 v1, v2, v10
	v_add_u32_e32 v6, 1, v2
	v_sub_u32_e32 v1, v13, v1
	v_cmp_ge_u32_e32 vcc, v1, v10
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_sub_u32_e32 v6, v1, v10
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_add_u32_e32 v6, 1, v2
	v_cmp_ge_u32_e32 vcc, v1, v10
	v_cndmask_b32_e32 v1, v2, v6, vcc
	v_xor_b32_e32 v6, v1, v5
	v_sub_u32_e32 v2, v6, v5
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_and_b32_e32 v1, 0x3ff, v31
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB16_17
; %bb.1:
	v_xad_u32 v10, v5, -1, v6
	s_mov_b64 s[6:7], 0
	v_add_u32_e32 v11, 28, v0
	v_mov_b32_e32 v5, v4
	s_branch .LBB16_3
.LBB16_2:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], exec, s[8:9]
	s_or_b64 s[6:7], s[8:9], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB16_17
.LBB16_3:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s18, v5
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[14:15], 0
	v_add_u32_e32 v12, v5, v1
	v_add_u32_e32 v5, v12, v9
	v_lshl_add_u32 v5, v5, 2, v11
	ds_read2_b32 v[5:6], v5 offset1:1
	v_add_u32_e32 v12, v12, v7
	v_lshl_add_u32 v12, v12, 2, v11
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr13
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB16_7
; %bb.4:                                ;   in Loop: Header=BB16_3 Depth=1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr13
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB16_6
; %bb.5:                                ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v13, v6, v5, 2
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshrrev_b32_e32 v14, 30, v14
	v_add_u32_e32 v13, v13, v14
	s_mov_b64 s[10:11], exec
	v_ashrrev_i32_e32 v13, 2, v13
	s_xor_b64 s[14:15], exec, -1
.LBB16_6:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[10:11], s[10:11], exec
	s_and_b64 s[14:15], s[14:15], exec
.LBB16_7:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
; %bb.8:                                ;   in Loop: Header=BB16_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[16:17], vcc, exec
	s_mov_b64 s[8:9], exec
	s_or_b64 s[14:15], s[14:15], s[16:17]
; %bb.9:                                ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_xor_b64 s[12:13], exec, s[12:13]
; %bb.10:                               ;   in Loop: Header=BB16_3 Depth=1
	s_andn2_b64 s[8:9], s[8:9], exec
; %bb.11:                               ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB16_13
; %bb.12:                               ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	v_sub_u32_e32 v13, 0, v5
	s_or_b64 s[10:11], s[10:11], exec
.LBB16_13:                              ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB16_15
; %bb.14:                               ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v5, v12
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v13
	ds_write_b32 v12, v5
.LBB16_15:                              ;   in Loop: Header=BB16_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u32_e32 vcc, s18, v10
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB16_2
; %bb.16:                               ;   in Loop: Header=BB16_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v5, v0
	s_add_i32 s18, s18, 1
	s_xor_b64 s[8:9], exec, -1
	s_branch .LBB16_2
.LBB16_17:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v2, v2, v4
	v_sub_u32_e32 v4, v8, v2
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_lt_u64_e32 vcc, v[1:2], v[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB16_30
; %bb.18:
	v_sub_u32_e32 v2, v8, v4
	v_add_u32_e32 v2, v2, v1
	v_add_u32_e32 v1, v2, v9
	v_add_u32_e32 v4, 28, v0
	v_lshl_add_u32 v0, v1, 2, v4
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_u32_e32 v2, v2, v7
	v_lshl_add_u32 v2, v2, 2, v4
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB16_22
; %bb.19:
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[12:13], -1
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB16_21
; %bb.20:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v3, v1, v0, 2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, v3, v4
	s_mov_b64 s[8:9], exec
	v_ashrrev_i32_e32 v4, 2, v3
	s_xor_b64 s[12:13], exec, -1
.LBB16_21:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $vgpr3
.LBB16_22:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.23:
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[14:15], vcc, exec
	s_mov_b64 s[6:7], exec
	s_or_b64 s[12:13], s[12:13], s[14:15]
; %bb.24:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.25:
	s_andn2_b64 s[6:7], s[6:7], exec
; %bb.26:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB16_28
; %bb.27:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	v_sub_u32_e32 v4, 0, v0
	s_or_b64 s[8:9], s[8:9], exec
.LBB16_28:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB16_30
; %bb.29:
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v0, v4
	ds_write_b32 v2, v0
.LBB16_30:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end16:
	.size	forEachHorizontalOdd, .Lfunc_end16-forEachHorizontalOdd
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 884
; NumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	forEachHorizontalEven           ; -- Begin function forEachHorizontalEven
	.globl	forEachHorizontalEven
	.p2align	2
	.type	forEachHorizontalEven,@function
forEachHorizontalEven:                  ; @forEachHorizontalEven
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_read2_b32 v[4:5], v0 offset1:2
	ds_read_b32 v11, v0 offset:24
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(1)
	v_ashrrev_i32_e32 v6, 31, v4
	v_add_u32_e32 v7, v4, v6
	v_xor_b32_e32 v10, v7, v6
	v_cvt_f32_u32_e32 v7, v10
	v_sub_u32_e32 v8, 0, v10
	v_mul_lo_u32 v2, v5, v2
	v_rcp_iflag_f32_e32 v7, v7
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v9, v8, v7
	v_add_u32_e32 v8, -1, v2
	v_ashrrev_i32_e32 v12, 31, v8
	v_mul_hi_u32 v2, v7, v9
	v_add_u32_e32 v9, v8, v12
	v_xor_b32_e32 v13, v9, v12
	v_add_u32_e32 v2, v7, v2
	v_mul_hi_u32 v2, v13, v2
	v_mul_lo_u32 v7, v5, v1
	v_xor_b32_e32 v5, v12, v6
	v_mul_lo_u32 v1, v2, v10
	v_add_u32_e32 v6, 1, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v9, v7, v11
	v_sub_u32_e32 v1, v13, v1
	v_cmp_ge_u32_e32 vcc, v1, v10
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_sub_u32_e32 v6, v1, v10
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_add_u32_e32 v6, 1, v2
	v_cmp_ge_u32_e32 vcc, v1, v10
	v_cndmask_b32_e32 v1, v2, v6, vcc
	v_xor_b32_e32 v6, v1, v5
	v_sub_u32_e32 v2, v6, v5
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_and_b32_e32 v1, 0x3ff, v31
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB17_17
; %bb.1:
	v_xad_u32 v10, v5, -1, v6
	s_mov_b64 s[6:7], 0
	v_add_u32_e32 v11, 28, v0
	v_mov_b32_e32 v5, v4
	s_branch .LBB17_3
.LBB17_2:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], exec, s[8:9]
	s_or_b64 s[6:7], s[8:9], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB17_17
.LBB17_3:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s18, v5
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[14:15], 0
	v_add_u32_e32 v12, v5, v1
	v_add_u32_e32 v5, v12, v9
	v_lshl_add_u32 v5, v5, 2, v11
	ds_read2_b32 v[5:6], v5 offset1:1
	v_add_u32_e32 v12, v12, v7
	v_lshl_add_u32 v12, v12, 2, v11
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr13
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB17_7
; %bb.4:                                ;   in Loop: Header=BB17_3 Depth=1
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[14:15], -1
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr13
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB17_6
; %bb.5:                                ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v13, v6, v5, 2
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshrrev_b32_e32 v14, 30, v14
	v_add_u32_e32 v13, v13, v14
	s_mov_b64 s[10:11], exec
	v_ashrrev_i32_e32 v13, 2, v13
	s_xor_b64 s[14:15], exec, -1
.LBB17_6:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[10:11], s[10:11], exec
	s_and_b64 s[14:15], s[14:15], exec
.LBB17_7:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
; %bb.8:                                ;   in Loop: Header=BB17_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[16:17], vcc, exec
	s_mov_b64 s[8:9], exec
	s_or_b64 s[14:15], s[14:15], s[16:17]
; %bb.9:                                ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_xor_b64 s[12:13], exec, s[12:13]
; %bb.10:                               ;   in Loop: Header=BB17_3 Depth=1
	s_andn2_b64 s[8:9], s[8:9], exec
; %bb.11:                               ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB17_13
; %bb.12:                               ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	v_sub_u32_e32 v13, 0, v5
	s_or_b64 s[10:11], s[10:11], exec
.LBB17_13:                              ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB17_15
; %bb.14:                               ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v5, v12 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v13
	ds_write_b32 v12, v5 offset:4
.LBB17_15:                              ;   in Loop: Header=BB17_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u32_e32 vcc, s18, v10
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB17_2
; %bb.16:                               ;   in Loop: Header=BB17_3 Depth=1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v5, v0
	s_add_i32 s18, s18, 1
	s_xor_b64 s[8:9], exec, -1
	s_branch .LBB17_2
.LBB17_17:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v2, v2, v4
	v_sub_u32_e32 v4, v8, v2
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_lt_u64_e32 vcc, v[1:2], v[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB17_30
; %bb.18:
	v_sub_u32_e32 v2, v8, v4
	v_add_u32_e32 v2, v2, v1
	v_add_u32_e32 v1, v2, v9
	v_add_u32_e32 v4, 28, v0
	v_lshl_add_u32 v0, v1, 2, v4
	ds_read2_b32 v[0:1], v0 offset1:1
	v_add_lshl_u32 v2, v7, v2, 2
	v_add3_u32 v2, v2, v4, 4
	v_cmp_lt_i32_e32 vcc, 0, v3
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB17_22
; %bb.19:
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_mov_b64 s[12:13], -1
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB17_21
; %bb.20:
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v3, v1, v0, 2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshrrev_b32_e32 v4, 30, v4
	v_add_u32_e32 v3, v3, v4
	s_mov_b64 s[8:9], exec
	v_ashrrev_i32_e32 v4, 2, v3
	s_xor_b64 s[12:13], exec, -1
.LBB17_21:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[12:13], exec
                                        ; implicit-def: $vgpr3
.LBB17_22:
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_xor_b64 exec, exec, s[10:11]
; %bb.23:
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[14:15], vcc, exec
	s_mov_b64 s[6:7], exec
	s_or_b64 s[12:13], s[12:13], s[14:15]
; %bb.24:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.25:
	s_andn2_b64 s[6:7], s[6:7], exec
; %bb.26:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB17_28
; %bb.27:
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
	v_sub_u32_e32 v4, 0, v0
	s_or_b64 s[8:9], s[8:9], exec
.LBB17_28:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB17_30
; %bb.29:
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v0, v4
	ds_write_b32 v2, v0
.LBB17_30:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end17:
	.size	forEachHorizontalEven, .Lfunc_end17-forEachHorizontalEven
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 888
; NumSgprs: 36
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	forEachVerticalOdd              ; -- Begin function forEachVerticalOdd
	.globl	forEachVerticalOdd
	.p2align	2
	.type	forEachVerticalOdd,@function
forEachVerticalOdd:                     ; @forEachVerticalOdd
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_read_b32 v3, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 2, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB18_18
; %bb.1:
	v_add_u32_e32 v3, -1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_add_u32_e32 v2, -1, v3
	s_mov_b32 s12, 0
	v_cmp_lt_u32_e64 s[4:5], 2, v2
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB18_13
; %bb.2:
	v_and_b32_e32 v2, 0x7ffffffc, v3
	s_mov_b32 s13, 8
	s_mov_b64 s[10:11], 0
	v_add_u32_e32 v4, 28, v0
	s_branch .LBB18_4
.LBB18_3:                               ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s12, s12, 4
	s_add_i32 s13, s13, 8
	v_cmp_eq_u32_e64 s[4:5], s12, v2
	s_or_b64 s[10:11], s[4:5], s[10:11]
	v_mov_b32_e32 v5, s12
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB18_12
.LBB18_4:                               ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB18_6
; %bb.5:                                ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s15, s13, -6
	s_add_i32 s14, s13, -8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s15
	v_mul_lo_u32 v7, v5, s14
	v_add_u32_e32 v6, v6, v1
	v_add_u32_e32 v7, v7, v1
	v_lshl_add_u32 v6, v6, 2, v4
	v_lshl_add_u32 v7, v7, 2, v4
	ds_read_b32 v6, v6
	ds_read_b32 v8, v7
	v_lshl_add_u32 v5, v5, 2, v7
	ds_read_b32 v7, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 31, v6
	v_add_u32_e32 v6, v6, v8
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v6, v7, v6
	ds_write_b32 v5, v6
.LBB18_6:                               ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB18_8
; %bb.7:                                ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s14, s13, -4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s14
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v7, v8, v7
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v6, v6, v7
	ds_write_b32 v5, v6
.LBB18_8:                               ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB18_10
; %bb.9:                                ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s14, s13, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s14
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v7, v8, v7
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v6, v6, v7
	ds_write_b32 v5, v6
.LBB18_10:                              ;   in Loop: Header=BB18_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB18_3
; %bb.11:                               ;   in Loop: Header=BB18_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s13
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v7, v8, v7
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v6, v6, v7
	ds_write_b32 v5, v6
	s_branch .LBB18_3
.LBB18_12:
	s_or_b64 exec, exec, s[10:11]
.LBB18_13:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v2, 3, v3
	v_cmp_ne_u32_e64 s[4:5], 0, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB18_18
; %bb.14:
	v_lshlrev_b32_e32 v3, 1, v5
	s_mov_b64 s[8:9], 0
	v_add_u32_e32 v4, 28, v0
	s_branch .LBB18_16
.LBB18_15:                              ;   in Loop: Header=BB18_16 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v2, -1, v2
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_add_u32_e32 v3, 2, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB18_18
.LBB18_16:                              ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB18_15
; %bb.17:                               ;   in Loop: Header=BB18_16 Depth=1
	ds_read_b32 v5, v0 offset:8
	v_add_u32_e32 v6, 2, v3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, v6
	v_mul_lo_u32 v7, v5, v3
	v_add_u32_e32 v6, v6, v1
	v_add_u32_e32 v7, v7, v1
	v_lshl_add_u32 v6, v6, 2, v4
	v_lshl_add_u32 v7, v7, 2, v4
	ds_read_b32 v6, v6
	ds_read_b32 v8, v7
	v_lshl_add_u32 v5, v5, 2, v7
	ds_read_b32 v7, v5
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 31, v6
	v_add_u32_e32 v6, v6, v8
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v6, v7, v6
	ds_write_b32 v5, v6
	s_branch .LBB18_15
.LBB18_18:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end18:
	.size	forEachVerticalOdd, .Lfunc_end18-forEachVerticalOdd
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 896
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	forEachVerticalEven             ; -- Begin function forEachVerticalEven
	.globl	forEachVerticalEven
	.p2align	2
	.type	forEachVerticalEven,@function
forEachVerticalEven:                    ; @forEachVerticalEven
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_read_b32 v3, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB19_18
; %bb.1:
	v_lshrrev_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v2
	v_add_u32_e32 v2, -1, v3
	v_add_u32_e32 v3, -2, v3
	v_cmp_lt_u32_e64 s[4:5], 2, v3
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB19_13
; %bb.2:
	v_and_b32_e32 v3, -4, v2
	s_mov_b32 s12, 0
	s_mov_b32 s13, 9
	s_mov_b64 s[10:11], 0
	v_add_u32_e32 v4, 28, v0
	s_branch .LBB19_4
.LBB19_3:                               ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s12, s12, 4
	s_add_i32 s13, s13, 8
	v_cmp_eq_u32_e64 s[4:5], s12, v3
	s_or_b64 s[10:11], s[4:5], s[10:11]
	v_mov_b32_e32 v5, s12
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB19_12
.LBB19_4:                               ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB19_6
; %bb.5:                                ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s14, s13, -6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s14
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v7, v7, v8, 2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v7, v6
	ds_write_b32 v5, v6
.LBB19_6:                               ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB19_8
; %bb.7:                                ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s14, s13, -4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s14
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v7, v7, v8, 2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v7, v6
	ds_write_b32 v5, v6
.LBB19_8:                               ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB19_10
; %bb.9:                                ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_add_i32 s14, s13, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s14
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v7, v7, v8, 2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v7, v6
	ds_write_b32 v5, v6
.LBB19_10:                              ;   in Loop: Header=BB19_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB19_3
; %bb.11:                               ;   in Loop: Header=BB19_4 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s13
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v7, v7, v8, 2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v7, v6
	ds_write_b32 v5, v6
	s_branch .LBB19_3
.LBB19_12:
	s_or_b64 exec, exec, s[10:11]
.LBB19_13:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v2, 3, v2
	v_cmp_ne_u32_e64 s[4:5], 0, v2
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB19_18
; %bb.14:
	v_lshl_add_u32 v3, v5, 1, 3
	s_mov_b64 s[8:9], 0
	v_add_u32_e32 v4, 28, v0
	s_branch .LBB19_16
.LBB19_15:                              ;   in Loop: Header=BB19_16 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v2, -1, v2
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_add_u32_e32 v3, 2, v3
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB19_18
.LBB19_16:                              ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB19_15
; %bb.17:                               ;   in Loop: Header=BB19_16 Depth=1
	ds_read_b32 v5, v0 offset:8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, v3
	v_lshlrev_b32_e32 v7, 1, v5
	v_add_u32_e32 v8, v6, v1
	v_sub_u32_e32 v6, v6, v7
	v_lshl_add_u32 v7, v8, 2, v4
	v_add_u32_e32 v6, v6, v1
	v_lshl_add_u32 v6, v6, 2, v4
	ds_read_b32 v7, v7
	ds_read_b32 v8, v6
	v_lshl_add_u32 v5, v5, 2, v6
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v7, v7, v8, 2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v6, v7, v6
	ds_write_b32 v5, v6
	s_branch .LBB19_15
.LBB19_18:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end19:
	.size	forEachVerticalEven, .Lfunc_end19-forEachVerticalEven
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 928
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	clear_FDWT53Column              ; -- Begin function clear_FDWT53Column
	.globl	clear_FDWT53Column
	.p2align	2
	.type	clear_FDWT53Column,@function
clear_FDWT53Column:                     ; @clear_FDWT53Column
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:16
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:20
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:24
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:8
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v1, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end20:
	.size	clear_FDWT53Column, .Lfunc_end20-clear_FDWT53Column
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 72
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 1
	.text
	.hidden	getColumnOffset                 ; -- Begin function getColumnOffset
	.globl	getColumnOffset
	.p2align	2
	.type	getColumnOffset,@function
getColumnOffset:                        ; @getColumnOffset
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_read_b32 v1, v1 offset:24
	v_add_u32_e32 v2, 2, v0
	v_and_b32_e32 v0, 1, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v1, v0
	v_lshrrev_b32_e32 v1, 31, v2
	v_add_u32_e32 v1, v2, v1
	v_ashrrev_i32_e32 v1, 1, v1
	v_add_u32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end21:
	.size	getColumnOffset, .Lfunc_end21-getColumnOffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 52
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	initColumn                      ; -- Begin function initColumn
	.globl	initColumn
	.p2align	2
	.type	initColumn,@function
initColumn:                             ; @initColumn
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v10, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v10
	ds_read2_b32 v[10:11], v0 offset1:15
	v_and_b32_e32 v13, 1, v7
	v_add_u32_e32 v0, 2, v7
	v_lshrrev_b32_e32 v12, 31, v0
	v_add_u32_e32 v0, v0, v12
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v11, v11, v13
	v_mul_lo_u32 v10, v10, s12
	v_ashrrev_i32_e32 v0, 1, v0
	s_cmp_lg_u32 s13, 0
	v_add_u32_e32 v0, v11, v0
	buffer_store_dword v0, v1, s[0:3], 0 offen offset:12
	v_add_u32_e32 v0, v10, v7
	buffer_store_byte v2, v1, s[0:3], 0 offen
	s_cbranch_scc0 .LBB22_35
; %bb.1:
	v_cmp_ge_i32_e32 vcc, v0, v5
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.2:
	s_mov_b64 s[6:7], exec
	v_lshl_add_u32 v7, v5, 1, -2
; %bb.3:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.4:
	v_cmp_gt_i32_e32 vcc, 0, v0
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v7, 0
	s_or_b64 s[6:7], s[6:7], s[10:11]
; %bb.5:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v10, v0
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.6:
	v_sub_u32_e32 v10, v7, v0
; %bb.7:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v7, v6, v5
	v_add_u32_e32 v11, -2, v8
	v_mul_lo_u32 v11, v11, v5
	buffer_store_byte v2, v9, s[0:3], 0 offen
	v_add_u32_e32 v7, v10, v7
	v_cndmask_b32_e64 v12, 0, v7, s[4:5]
	v_add_u32_e32 v10, v10, v11
	v_cmp_eq_u32_e32 vcc, v10, v12
	s_and_b64 s[8:9], s[4:5], vcc
	v_mov_b32_e32 v7, v5
	buffer_store_dword v12, v9, s[0:3], 0 offen offset:4
	s_and_saveexec_b64 s[6:7], s[8:9]
; %bb.8:
	v_lshlrev_b32_e32 v7, 1, v5
	v_sub_u32_e32 v10, v10, v7
	v_sub_u32_e32 v7, 0, v5
; %bb.9:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[13:14], 2, v[10:11]
	v_add_u32_e32 v10, v10, v7
	v_add_co_u32_e32 v13, vcc, v3, v13
	v_addc_co_u32_e32 v14, vcc, v4, v14, vcc
	global_load_dword v11, v[13:14], off
	v_cmp_eq_u32_e32 vcc, v10, v12
	s_and_b64 s[8:9], s[4:5], vcc
	buffer_store_dword v7, v9, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(1)
	buffer_store_dword v11, v1, s[0:3], 0 offen offset:16
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB22_11
; %bb.10:
	v_lshlrev_b32_e32 v11, 1, v7
	v_sub_u32_e32 v10, v10, v11
	v_sub_u32_e32 v7, 0, v7
	buffer_store_dword v7, v9, s[0:3], 0 offen offset:8
.LBB22_11:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[13:14], 2, v[10:11]
	v_add_u32_e32 v10, v10, v7
	v_add_co_u32_e32 v13, vcc, v3, v13
	v_addc_co_u32_e32 v14, vcc, v4, v14, vcc
	global_load_dword v11, v[13:14], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v11, v1, s[0:3], 0 offen offset:20
	buffer_store_dword v10, v1, s[0:3], 0 offen offset:8
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB22_15
; %bb.12:
	v_cmp_eq_u32_e32 vcc, v10, v12
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB22_14
; %bb.13:
	v_lshlrev_b32_e32 v11, 1, v7
	v_sub_u32_e32 v10, v10, v11
	v_sub_u32_e32 v7, 0, v7
	buffer_store_dword v10, v1, s[0:3], 0 offen offset:8
	buffer_store_dword v7, v9, s[0:3], 0 offen offset:8
.LBB22_14:
	s_or_b64 exec, exec, s[8:9]
.LBB22_15:
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, v3, v10
	v_addc_co_u32_e32 v11, vcc, v4, v11, vcc
	global_load_dword v7, v[10:11], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, v1, s[0:3], 0 offen offset:24
	s_branch .LBB22_36
.LBB22_16:
	v_cmp_ge_i32_e32 vcc, v0, v5
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.17:
	s_mov_b64 s[8:9], exec
	v_lshl_add_u32 v7, v5, 1, -2
; %bb.18:
	s_or_saveexec_b64 s[10:11], s[6:7]
	s_xor_b64 exec, exec, s[10:11]
; %bb.19:
	v_cmp_gt_i32_e64 s[6:7], 0, v0
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[6:7], s[6:7], exec
	v_mov_b32_e32 v7, 0
	s_or_b64 s[8:9], s[8:9], s[6:7]
; %bb.20:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v11, v0
	s_and_saveexec_b64 s[6:7], s[8:9]
; %bb.21:
	v_sub_u32_e32 v11, v7, v0
; %bb.22:
	s_or_b64 exec, exec, s[6:7]
	v_mul_lo_u32 v10, v6, v5
	v_mul_lo_u32 v8, v8, v5
	v_mov_b32_e32 v12, v5
	buffer_store_byte v2, v9, s[0:3], 0 offen
	v_add_u32_e32 v7, v11, v10
	v_add_u32_e32 v6, v11, v8
	v_cndmask_b32_e64 v11, 0, v7, s[4:5]
	buffer_store_dword v11, v9, s[0:3], 0 offen offset:4
	s_and_saveexec_b64 s[8:9], s[4:5]
; %bb.23:
	v_lshlrev_b32_e32 v7, 1, v5
	v_sub_u32_e32 v7, 0, v7
	v_cmp_eq_u32_e64 s[6:7], v6, v11
	v_sub_u32_e32 v12, 0, v5
	v_cndmask_b32_e64 v7, 0, v7, s[6:7]
	v_cndmask_b32_e64 v12, v5, v12, s[6:7]
	v_add_u32_e32 v6, v6, v7
; %bb.24:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[13:14], 2, v[6:7]
	v_add_u32_e32 v6, v6, v12
	v_add_co_u32_e64 v13, s[6:7], v3, v13
	v_addc_co_u32_e64 v14, s[6:7], v4, v14, s[6:7]
	global_load_dword v7, v[13:14], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, v1, s[0:3], 0 offen offset:24
	s_and_saveexec_b64 s[8:9], s[4:5]
; %bb.25:
	v_lshlrev_b32_e32 v7, 1, v12
	v_sub_u32_e32 v7, 0, v7
	v_cmp_eq_u32_e64 s[6:7], v6, v11
	v_sub_u32_e32 v13, 0, v12
	v_cndmask_b32_e64 v7, 0, v7, s[6:7]
	v_cndmask_b32_e64 v12, v12, v13, s[6:7]
	v_add_u32_e32 v6, v6, v7
; %bb.26:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[13:14], 2, v[6:7]
	v_add_u32_e32 v6, v6, v12
	v_add_co_u32_e64 v13, s[6:7], v3, v13
	v_addc_co_u32_e64 v14, s[6:7], v4, v14, s[6:7]
	global_load_dword v7, v[13:14], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, v1, s[0:3], 0 offen offset:20
	s_and_saveexec_b64 s[8:9], s[4:5]
; %bb.27:
	v_lshlrev_b32_e32 v7, 1, v12
	v_sub_u32_e32 v7, 0, v7
	v_cmp_eq_u32_e64 s[6:7], v6, v11
	v_cndmask_b32_e64 v7, 0, v7, s[6:7]
	v_add_u32_e32 v6, v6, v7
; %bb.28:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e64 v3, s[6:7], v3, v6
	v_addc_co_u32_e64 v4, s[6:7], v4, v7, s[6:7]
	global_load_dword v3, v[3:4], off
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:16
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.29:
	s_mov_b64 s[6:7], exec
	v_lshl_add_u32 v3, v5, 1, -2
; %bb.30:
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_xor_b64 exec, exec, s[8:9]
; %bb.31:
	v_cmp_gt_i32_e32 vcc, 0, v0
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v3, 0
	s_or_b64 s[6:7], s[6:7], s[10:11]
; %bb.32:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.33:
	v_sub_u32_e32 v0, v3, v0
; %bb.34:
	s_or_b64 exec, exec, s[8:9]
	buffer_store_byte v2, v9, s[0:3], 0 offen
	v_add_u32_e32 v2, v0, v10
	v_cndmask_b32_e64 v2, 0, v2, s[4:5]
	v_add_u32_e32 v0, v0, v8
	buffer_store_dword v2, v9, s[0:3], 0 offen offset:4
	buffer_store_dword v5, v9, s[0:3], 0 offen offset:8
	buffer_store_dword v0, v1, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.LBB22_35:
	s_cbranch_execnz .LBB22_16
.LBB22_36:
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end22:
	.size	initColumn, .Lfunc_end22-initColumn
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1108
; NumSgprs: 36
; NumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	loadAndVerticallyTransform      ; -- Begin function loadAndVerticallyTransform
	.globl	loadAndVerticallyTransform
	.p2align	2
	.type	loadAndVerticallyTransform,@function
loadAndVerticallyTransform:             ; @loadAndVerticallyTransform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v6, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v7, v1, s[0:3], 0 offen offset:16
	buffer_load_dword v9, v1, s[0:3], 0 offen offset:20
	buffer_load_dword v10, v1, s[0:3], 0 offen offset:24
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_waitcnt vmcnt(3)
	v_lshl_add_u32 v6, v6, 2, v0
	s_waitcnt vmcnt(2)
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v7, v0 offset:8792
	v_add_u32_e32 v8, 64, v6
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v6, v7, 2, v8
	s_waitcnt vmcnt(1)
	ds_write_b32 v6, v9
	ds_read_b32 v6, v0 offset:8792
                                        ; implicit-def: $vgpr9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v6, v6, 3, v8
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v10
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], 1, v7
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
; %bb.1:
	v_add_u32_e32 v9, 2, v7
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
; %bb.2:
	s_or_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB23_10
; %bb.3:
	buffer_load_dword v2, v5, s[0:3], 0 offen offset:8
	buffer_load_dword v6, v1, s[0:3], 0 offen offset:8
	s_mov_b32 s14, 2
	s_mov_b64 s[8:9], 0
	s_branch .LBB23_6
.LBB23_4:                               ;   in Loop: Header=BB23_6 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB23_5:                               ;   in Loop: Header=BB23_6 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[9:10], 2, v[6:7]
	s_add_i32 s14, s14, 1
	v_add_co_u32_e64 v9, s[4:5], v3, v9
	v_addc_co_u32_e64 v10, s[4:5], v4, v10, s[4:5]
	global_load_dword v7, v[9:10], off
	ds_read_b32 v9, v0 offset:8792
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v9, v9, s14
	v_lshl_add_u32 v9, v9, 2, v8
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v7
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v9, 2, v7
	v_cmp_ge_i32_e64 s[4:5], s14, v9
	s_or_b64 s[8:9], s[4:5], s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB23_9
.LBB23_6:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v6, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB23_5
; %bb.7:                                ;   in Loop: Header=BB23_6 Depth=1
	buffer_load_dword v7, v5, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v6, v7
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB23_4
; %bb.8:                                ;   in Loop: Header=BB23_6 Depth=1
	v_lshlrev_b32_e32 v7, 1, v2
	v_sub_u32_e32 v6, v6, v7
	v_sub_u32_e32 v2, 0, v2
	buffer_store_dword v2, v5, s[0:3], 0 offen offset:8
	s_branch .LBB23_4
.LBB23_9:
	s_or_b64 exec, exec, s[8:9]
	buffer_store_dword v6, v1, s[0:3], 0 offen offset:8
.LBB23_10:
	s_or_b64 exec, exec, s[6:7]
	ds_read_b32 v3, v0 offset:8792
	ds_read_b32 v2, v0 offset:40
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v4, v3, v7
	v_mul_lo_u32 v5, v3, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 2, v2
	v_lshl_add_u32 v4, v4, 2, v8
	v_lshl_add_u32 v5, v5, 2, v8
	v_lshl_add_u32 v3, v3, 2, v4
	ds_read_b32 v4, v4
	ds_read_b32 v3, v3
	ds_read_b32 v5, v5
	s_waitcnt lgkmcnt(2)
	buffer_store_dword v4, v1, s[0:3], 0 offen offset:16
	s_waitcnt lgkmcnt(1)
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:20
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v5, v1, s[0:3], 0 offen offset:24
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB23_19
; %bb.11:
	v_add_u32_e32 v1, -1, v2
	v_lshrrev_b32_e32 v1, 1, v1
	v_add_u32_e32 v2, -1, v1
	v_cmp_lt_u32_e32 vcc, 2, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB23_15
; %bb.12:
	v_and_b32_e32 v2, 0x7ffffffc, v1
	s_mov_b32 s10, 0
	s_mov_b32 s11, 8
	s_mov_b64 s[8:9], 0
.LBB23_13:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v0 offset:44
	s_add_i32 s13, s11, -6
	s_add_i32 s12, s11, -8
	s_add_i32 s14, s11, -4
	s_add_i32 s15, s11, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s13, v3
	v_mul_lo_u32 v5, v3, s12
	s_add_i32 s10, s10, 4
	v_cmp_eq_u32_e32 vcc, s10, v2
	v_lshl_add_u32 v4, v4, 2, v8
	v_lshl_add_u32 v5, v5, 2, v8
	ds_read_b32 v4, v4
	ds_read_b32 v6, v5
	v_lshl_add_u32 v3, v3, 2, v5
	ds_read_b32 v5, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v4, v6, v4
	v_lshrrev_b32_e32 v6, 31, v4
	v_add_u32_e32 v4, v4, v6
	v_ashrrev_i32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v4, v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s14, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshl_add_u32 v6, v4, 2, v8
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v4, v4, 2, v8
	ds_read_b32 v5, v6
	ds_read_b32 v6, v4
	v_lshl_add_u32 v3, v3, 2, v4
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v4, v4, v5
	ds_write_b32 v3, v4
	ds_read_b32 v3, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s15, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshl_add_u32 v6, v4, 2, v8
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v4, v4, 2, v8
	ds_read_b32 v5, v6
	ds_read_b32 v6, v4
	v_lshl_add_u32 v3, v3, 2, v4
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, v6, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v4, v4, v5
	ds_write_b32 v3, v4
	ds_read_b32 v4, v0 offset:44
	v_mov_b32_e32 v3, s10
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s11, v4
	v_lshlrev_b32_e32 v6, 1, v4
	s_add_i32 s11, s11, 8
	s_or_b64 s[8:9], vcc, s[8:9]
	v_lshl_add_u32 v7, v5, 2, v8
	v_sub_u32_e32 v5, v5, v6
	v_lshl_add_u32 v5, v5, 2, v8
	ds_read_b32 v6, v7
	ds_read_b32 v7, v5
	v_lshl_add_u32 v4, v4, 2, v5
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v6, v7, v6
	v_lshrrev_b32_e32 v7, 31, v6
	v_add_u32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v5, v5, v6
	ds_write_b32 v4, v5
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB23_13
; %bb.14:
	s_or_b64 exec, exec, s[8:9]
.LBB23_15:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v1, 3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB23_18
; %bb.16:
	v_lshlrev_b32_e32 v2, 1, v3
	s_mov_b64 s[8:9], 0
.LBB23_17:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v0 offset:44
	v_add_u32_e32 v4, 2, v2
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, v4, v3
	v_mul_lo_u32 v2, v3, v2
	v_lshl_add_u32 v5, v5, 2, v8
	v_lshl_add_u32 v6, v2, 2, v8
	ds_read_b32 v5, v5
	ds_read_b32 v7, v6
	v_lshl_add_u32 v3, v3, 2, v6
	v_mov_b32_e32 v2, v4
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v5, v7, v5
	v_lshrrev_b32_e32 v6, 31, v5
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 1, v5
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v4, v4, v5
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB23_17
.LBB23_18:
	s_or_b64 exec, exec, s[6:7]
	ds_read_b32 v2, v0 offset:40
.LBB23_19:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB23_27
; %bb.20:
	v_lshrrev_b32_e32 v2, 1, v2
	v_add_u32_e32 v1, -1, v2
	v_add_u32_e32 v2, -2, v2
	v_cmp_lt_u32_e32 vcc, 2, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB23_24
; %bb.21:
	v_and_b32_e32 v2, -4, v1
	s_mov_b32 s10, 0
	s_mov_b32 s11, 9
	s_mov_b64 s[8:9], 0
.LBB23_22:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v0 offset:44
	s_add_i32 s12, s11, -6
	s_add_i32 s13, s11, -4
	s_add_i32 s14, s11, -2
	s_add_i32 s10, s10, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s12, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_cmp_eq_u32_e32 vcc, s10, v2
	v_lshl_add_u32 v6, v4, 2, v8
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v4, v4, 2, v8
	ds_read_b32 v5, v6
	ds_read_b32 v6, v4
	v_lshl_add_u32 v3, v3, 2, v4
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v5, v5, v6, 2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s13, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshl_add_u32 v6, v4, 2, v8
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v4, v4, 2, v8
	ds_read_b32 v5, v6
	ds_read_b32 v6, v4
	v_lshl_add_u32 v3, v3, 2, v4
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v5, v5, v6, 2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v3, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, s14, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_lshl_add_u32 v6, v4, 2, v8
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v4, v4, 2, v8
	ds_read_b32 v5, v6
	ds_read_b32 v6, v4
	v_lshl_add_u32 v3, v3, 2, v4
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v5, v5, v6, 2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v3, v4
	ds_read_b32 v4, v0 offset:44
	v_mov_b32_e32 v3, s10
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v5, s11, v4
	v_lshlrev_b32_e32 v6, 1, v4
	s_add_i32 s11, s11, 8
	s_or_b64 s[8:9], vcc, s[8:9]
	v_lshl_add_u32 v7, v5, 2, v8
	v_sub_u32_e32 v5, v5, v6
	v_lshl_add_u32 v5, v5, 2, v8
	ds_read_b32 v6, v7
	ds_read_b32 v7, v5
	v_lshl_add_u32 v4, v4, 2, v5
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v6, v6, v7, 2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v7, 30, v7
	v_add_u32_e32 v6, v6, v7
	v_ashrrev_i32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	ds_write_b32 v4, v5
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB23_22
; %bb.23:
	s_or_b64 exec, exec, s[8:9]
.LBB23_24:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v1, 3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB23_27
; %bb.25:
	v_lshl_add_u32 v2, v3, 1, 3
	s_mov_b64 s[6:7], 0
.LBB23_26:                              ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v0 offset:44
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v2, v3
	v_lshlrev_b32_e32 v5, 1, v3
	v_add_u32_e32 v2, 2, v2
	v_lshl_add_u32 v6, v4, 2, v8
	v_sub_u32_e32 v4, v4, v5
	v_lshl_add_u32 v4, v4, 2, v8
	ds_read_b32 v5, v6
	ds_read_b32 v6, v4
	v_lshl_add_u32 v3, v3, 2, v4
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v5, v5, v6, 2
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshrrev_b32_e32 v6, 30, v6
	v_add_u32_e32 v5, v5, v6
	v_ashrrev_i32_e32 v5, 2, v5
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v3, v4
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB23_26
.LBB23_27:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end23:
	.size	loadAndVerticallyTransform, .Lfunc_end23-loadAndVerticallyTransform
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2060
; NumSgprs: 36
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	transform                       ; -- Begin function transform
	.globl	transform
	.p2align	2
	.type	transform,@function
transform:                              ; @transform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	ds_read2_b32 v[15:16], v0 offset1:1
	ds_read_b32 v29, v0 offset:60
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[4:5], 1, v2
	v_mul_lo_u32 v2, s13, v9
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v13, v15, s12
	v_and_b32_e32 v1, 1, v1
	s_cmp_lg_u32 s13, 0
	v_mul_lo_u32 v30, v2, v16
	v_cmp_eq_u32_e64 s[6:7], 1, v1
	v_and_b32_e32 v1, 0x3ff, v31
	s_cselect_b64 s[10:11], -1, 0
	v_add_u32_e32 v2, v13, v1
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB24_14
; %bb.1:
	v_cmp_ge_i32_e32 vcc, v2, v7
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr10
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.2:
	s_mov_b64 s[8:9], exec
	v_lshl_add_u32 v10, v7, 1, -2
; %bb.3:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.4:
	v_cmp_gt_i32_e32 vcc, 0, v2
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[16:17], vcc, exec
	v_mov_b32_e32 v10, 0
	s_or_b64 s[8:9], s[8:9], s[16:17]
; %bb.5:
	s_or_b64 exec, exec, s[14:15]
	v_mov_b32_e32 v11, v2
	s_and_saveexec_b64 s[14:15], s[8:9]
; %bb.6:
	v_sub_u32_e32 v11, v10, v2
; %bb.7:
	s_or_b64 exec, exec, s[14:15]
	v_mul_lo_u32 v10, v8, v7
	v_add_u32_e32 v12, -2, v30
	v_mul_lo_u32 v12, v12, v7
	v_mov_b32_e32 v17, v7
	v_add_u32_e32 v10, v11, v10
	v_cndmask_b32_e64 v16, 0, v10, s[6:7]
	v_add_u32_e32 v10, v11, v12
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.8:
	v_lshlrev_b32_e32 v11, 1, v7
	v_sub_u32_e32 v11, 0, v11
	v_cmp_eq_u32_e32 vcc, v10, v16
	v_sub_u32_e32 v12, 0, v7
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cndmask_b32_e32 v17, v7, v12, vcc
	v_add_u32_e32 v10, v11, v10
; %bb.9:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_u32_e32 v10, v10, v17
	v_add_co_u32_e32 v11, vcc, v3, v11
	v_addc_co_u32_e32 v12, vcc, v4, v12, vcc
	global_load_dword v18, v[11:12], off
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.10:
	v_lshlrev_b32_e32 v11, 1, v17
	v_sub_u32_e32 v11, 0, v11
	v_cmp_eq_u32_e32 vcc, v10, v16
	v_sub_u32_e32 v12, 0, v17
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cndmask_b32_e32 v17, v17, v12, vcc
	v_add_u32_e32 v10, v11, v10
; %bb.11:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_u32_e32 v10, v10, v17
	v_add_co_u32_e32 v11, vcc, v3, v11
	v_addc_co_u32_e32 v12, vcc, v4, v12, vcc
	global_load_dword v20, v[11:12], off
	s_and_saveexec_b64 s[8:9], s[6:7]
; %bb.12:
	v_lshlrev_b32_e32 v11, 1, v17
	v_sub_u32_e32 v11, 0, v11
	v_cmp_eq_u32_e32 vcc, v10, v16
	v_sub_u32_e32 v12, 0, v17
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cndmask_b32_e32 v17, v17, v12, vcc
	v_add_u32_e32 v10, v11, v10
; %bb.13:
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_co_u32_e32 v11, vcc, v3, v11
	v_addc_co_u32_e32 v12, vcc, v4, v12, vcc
	global_load_dword v19, v[11:12], off
	s_branch .LBB24_32
.LBB24_14:
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr16
	s_cbranch_execz .LBB24_32
; %bb.15:
	v_cmp_ge_i32_e32 vcc, v2, v7
	s_mov_b64 s[14:15], 0
                                        ; implicit-def: $vgpr10
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.16:
	s_mov_b64 s[14:15], exec
	v_lshl_add_u32 v10, v7, 1, -2
; %bb.17:
	s_or_saveexec_b64 s[16:17], s[8:9]
	s_xor_b64 exec, exec, s[16:17]
; %bb.18:
	v_cmp_gt_i32_e64 s[8:9], 0, v2
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[8:9], s[8:9], exec
	v_mov_b32_e32 v10, 0
	s_or_b64 s[14:15], s[14:15], s[8:9]
; %bb.19:
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_e32 v11, v2
	s_and_saveexec_b64 s[8:9], s[14:15]
; %bb.20:
	v_sub_u32_e32 v11, v10, v2
; %bb.21:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v12, v8, v7
	v_mul_lo_u32 v14, v30, v7
	v_mov_b32_e32 v17, v7
	v_add_u32_e32 v16, v11, v12
	v_add_u32_e32 v10, v11, v14
	v_cndmask_b32_e64 v16, 0, v16, s[6:7]
	s_and_saveexec_b64 s[14:15], s[6:7]
; %bb.22:
	v_lshlrev_b32_e32 v11, 1, v7
	v_sub_u32_e32 v11, 0, v11
	v_cmp_eq_u32_e64 s[8:9], v10, v16
	v_sub_u32_e32 v17, 0, v7
	v_cndmask_b32_e64 v11, 0, v11, s[8:9]
	v_cndmask_b32_e64 v17, v7, v17, s[8:9]
	v_add_u32_e32 v10, v11, v10
; %bb.23:
	s_or_b64 exec, exec, s[14:15]
	v_ashrrev_i32_e32 v11, 31, v10
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[18:19], 2, v[10:11]
	v_add_u32_e32 v10, v10, v17
	v_add_co_u32_e64 v18, s[8:9], v3, v18
	v_addc_co_u32_e64 v19, s[8:9], v4, v19, s[8:9]
	global_load_dword v19, v[18:19], off
	s_and_saveexec_b64 s[14:15], s[6:7]
; %bb.24:
	v_lshlrev_b32_e32 v11, 1, v17
	v_sub_u32_e32 v11, 0, v11
	v_cmp_eq_u32_e64 s[8:9], v10, v16
	v_sub_u32_e32 v18, 0, v17
	v_cndmask_b32_e64 v11, 0, v11, s[8:9]
	v_cndmask_b32_e64 v17, v17, v18, s[8:9]
	v_add_u32_e32 v10, v11, v10
; %bb.25:
	s_or_b64 exec, exec, s[14:15]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[20:21], 2, v[10:11]
	v_add_u32_e32 v10, v10, v17
	v_add_co_u32_e64 v22, s[8:9], v3, v20
	v_addc_co_u32_e64 v23, s[8:9], v4, v21, s[8:9]
	v_cmp_eq_u32_e64 s[8:9], v10, v16
	v_lshlrev_b32_e32 v11, 1, v17
	v_sub_u32_e32 v11, 0, v11
	s_and_b64 s[8:9], s[6:7], s[8:9]
	v_cndmask_b32_e64 v11, 0, v11, s[8:9]
	v_add_u32_e32 v10, v11, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e64 v10, s[8:9], v3, v10
	v_addc_co_u32_e64 v11, s[8:9], v4, v11, s[8:9]
	global_load_dword v20, v[22:23], off
	global_load_dword v18, v[10:11], off
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $vgpr10
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.26:
	s_mov_b64 s[8:9], exec
	v_lshl_add_u32 v10, v7, 1, -2
; %bb.27:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.28:
	v_cmp_gt_i32_e32 vcc, 0, v2
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[16:17], vcc, exec
	v_mov_b32_e32 v10, 0
	s_or_b64 s[8:9], s[8:9], s[16:17]
; %bb.29:
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[8:9]
; %bb.30:
	v_sub_u32_e32 v2, v10, v2
; %bb.31:
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e32 v10, v2, v12
	v_cndmask_b32_e64 v16, 0, v10, s[6:7]
	v_add_u32_e32 v10, v2, v14
	v_mov_b32_e32 v17, v7
.LBB24_32:
	v_mov_b32_e32 v2, 0
	v_cmp_gt_u32_e64 s[8:9], 3, v1
	v_mov_b32_e32 v24, v2
	v_mov_b32_e32 v25, v2
	v_mov_b32_e32 v23, v2
	v_mov_b32_e32 v11, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v22, v2
	v_mov_b32_e32 v21, v2
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_cbranch_execz .LBB24_67
; %bb.33:
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v11, -3, v15, vcc
	v_add_u32_e32 v11, v11, v1
	v_add_u32_e32 v12, 2, v11
	v_lshrrev_b32_e32 v14, 31, v12
	v_add_u32_e32 v26, v12, v14
	v_and_b32_e32 v27, 1, v11
	v_add_u32_e32 v14, v11, v13
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB24_47
; %bb.34:
	v_cmp_ge_i32_e32 vcc, v14, v7
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
; %bb.35:
	s_mov_b64 s[10:11], exec
	v_lshl_add_u32 v11, v7, 1, -2
; %bb.36:
	s_or_saveexec_b64 s[16:17], s[16:17]
	s_xor_b64 exec, exec, s[16:17]
; %bb.37:
	v_cmp_gt_i32_e32 vcc, 0, v14
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[18:19], vcc, exec
	v_mov_b32_e32 v11, 0
	s_or_b64 s[10:11], s[10:11], s[18:19]
; %bb.38:
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_e32 v12, v14
	s_and_saveexec_b64 s[16:17], s[10:11]
; %bb.39:
	v_sub_u32_e32 v12, v11, v14
; %bb.40:
	s_or_b64 exec, exec, s[16:17]
	v_mul_lo_u32 v11, v8, v7
	v_add_u32_e32 v13, -2, v30
	v_mul_lo_u32 v13, v13, v7
	v_mov_b32_e32 v22, v7
	v_add_u32_e32 v11, v12, v11
	v_cndmask_b32_e64 v21, 0, v11, s[6:7]
	v_add_u32_e32 v11, v12, v13
	s_and_saveexec_b64 s[10:11], s[6:7]
; %bb.41:
	v_lshlrev_b32_e32 v12, 1, v7
	v_sub_u32_e32 v12, 0, v12
	v_cmp_eq_u32_e32 vcc, v11, v21
	v_sub_u32_e32 v13, 0, v7
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cndmask_b32_e32 v22, v7, v13, vcc
	v_add_u32_e32 v11, v12, v11
; %bb.42:
	s_or_b64 exec, exec, s[10:11]
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[12:13], 2, v[11:12]
	v_add_u32_e32 v11, v11, v22
	v_add_co_u32_e32 v12, vcc, v3, v12
	v_addc_co_u32_e32 v13, vcc, v4, v13, vcc
	global_load_dword v23, v[12:13], off
	s_and_saveexec_b64 s[10:11], s[6:7]
; %bb.43:
	v_lshlrev_b32_e32 v12, 1, v22
	v_sub_u32_e32 v12, 0, v12
	v_cmp_eq_u32_e32 vcc, v11, v21
	v_sub_u32_e32 v13, 0, v22
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_cndmask_b32_e32 v22, v22, v13, vcc
	v_add_u32_e32 v11, v12, v11
; %bb.44:
	s_or_b64 exec, exec, s[10:11]
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[12:13], 2, v[11:12]
	v_add_co_u32_e32 v12, vcc, v3, v12
	v_addc_co_u32_e32 v13, vcc, v4, v13, vcc
	global_load_dword v25, v[12:13], off
	v_add_u32_e32 v12, v11, v22
	s_and_saveexec_b64 s[10:11], s[6:7]
; %bb.45:
	v_lshlrev_b32_e32 v11, 1, v22
	v_sub_u32_e32 v11, 0, v11
	v_cmp_eq_u32_e32 vcc, v12, v21
	v_sub_u32_e32 v13, 0, v22
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_add_u32_e32 v12, v11, v12
	v_cndmask_b32_e32 v22, v22, v13, vcc
; %bb.46:
	s_or_b64 exec, exec, s[10:11]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[31:32], 2, v[12:13]
	s_mov_b64 s[10:11], 0
	v_add_co_u32_e32 v31, vcc, v3, v31
	v_addc_co_u32_e32 v32, vcc, v4, v32, vcc
	global_load_dword v24, v[31:32], off
	s_branch .LBB24_48
.LBB24_47:
	s_mov_b64 s[10:11], -1
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr24
.LBB24_48:
	v_ashrrev_i32_e32 v13, 1, v26
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v26, v27, v29
	s_and_b64 vcc, exec, s[10:11]
	s_cbranch_vccz .LBB24_66
; %bb.49:
	v_cmp_ge_i32_e32 vcc, v14, v7
	s_mov_b64 s[16:17], 0
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.50:
	s_mov_b64 s[16:17], exec
	v_lshl_add_u32 v11, v7, 1, -2
; %bb.51:
	s_or_saveexec_b64 s[18:19], s[10:11]
	s_xor_b64 exec, exec, s[18:19]
; %bb.52:
	v_cmp_gt_i32_e64 s[10:11], 0, v14
	s_andn2_b64 s[16:17], s[16:17], exec
	s_and_b64 s[10:11], s[10:11], exec
	v_mov_b32_e32 v11, 0
	s_or_b64 s[16:17], s[16:17], s[10:11]
; %bb.53:
	s_or_b64 exec, exec, s[18:19]
	v_mov_b32_e32 v12, v14
	s_and_saveexec_b64 s[10:11], s[16:17]
; %bb.54:
	v_sub_u32_e32 v12, v11, v14
; %bb.55:
	s_or_b64 exec, exec, s[10:11]
	v_mul_lo_u32 v21, v8, v7
	v_mul_lo_u32 v22, v30, v7
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v25, v7
	v_add_u32_e32 v23, v12, v21
	v_add_u32_e32 v11, v12, v22
	v_cndmask_b32_e64 v23, 0, v23, s[6:7]
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz .LBB24_57
; %bb.56:
	v_lshlrev_b32_e32 v12, 1, v7
	v_sub_u32_e32 v12, 0, v12
	v_cmp_eq_u32_e64 s[10:11], v11, v23
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v24, 0, v7
	v_cndmask_b32_e64 v12, 0, v12, s[10:11]
	v_cndmask_b32_e64 v25, v7, v24, s[10:11]
	v_add_u32_e32 v11, v12, v11
.LBB24_57:
	s_or_b64 exec, exec, s[16:17]
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[27:28], 2, v[11:12]
	v_add_u32_e32 v11, v11, v25
	v_add_co_u32_e64 v27, s[10:11], v3, v27
	v_addc_co_u32_e64 v28, s[10:11], v4, v28, s[10:11]
	s_waitcnt vmcnt(0)
	global_load_dword v24, v[27:28], off
	s_and_saveexec_b64 s[16:17], s[6:7]
; %bb.58:
	v_lshlrev_b32_e32 v12, 1, v25
	v_sub_u32_e32 v12, 0, v12
	v_cmp_eq_u32_e64 s[10:11], v11, v23
	v_sub_u32_e32 v27, 0, v25
	v_cndmask_b32_e64 v12, 0, v12, s[10:11]
	v_cndmask_b32_e64 v25, v25, v27, s[10:11]
	v_add_u32_e32 v11, v12, v11
; %bb.59:
	s_or_b64 exec, exec, s[16:17]
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[27:28], 2, v[11:12]
	v_add_u32_e32 v11, v11, v25
	v_add_co_u32_e64 v27, s[10:11], v3, v27
	v_addc_co_u32_e64 v28, s[10:11], v4, v28, s[10:11]
	v_cmp_eq_u32_e64 s[10:11], v11, v23
	v_lshlrev_b32_e32 v12, 1, v25
	v_sub_u32_e32 v12, 0, v12
	s_and_b64 s[10:11], s[6:7], s[10:11]
	v_cndmask_b32_e64 v12, 0, v12, s[10:11]
	v_add_u32_e32 v11, v12, v11
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32_e64 v11, s[10:11], v3, v11
	v_addc_co_u32_e64 v12, s[10:11], v4, v12, s[10:11]
	global_load_dword v25, v[27:28], off
	global_load_dword v23, v[11:12], off
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
; %bb.60:
	s_mov_b64 s[10:11], exec
	v_lshl_add_u32 v11, v7, 1, -2
; %bb.61:
	s_or_saveexec_b64 s[16:17], s[16:17]
	s_xor_b64 exec, exec, s[16:17]
; %bb.62:
	v_cmp_gt_i32_e32 vcc, 0, v14
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[18:19], vcc, exec
	v_mov_b32_e32 v11, 0
	s_or_b64 s[10:11], s[10:11], s[18:19]
; %bb.63:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]
; %bb.64:
	v_sub_u32_e32 v14, v11, v14
; %bb.65:
	s_or_b64 exec, exec, s[16:17]
	v_add_u32_e32 v11, v14, v21
	v_cndmask_b32_e64 v21, 0, v11, s[6:7]
	v_add_u32_e32 v12, v14, v22
	v_mov_b32_e32 v22, v7
.LBB24_66:
	v_add_u32_e32 v11, v26, v13
.LBB24_67:
	s_or_b64 exec, exec, s[14:15]
	v_lshlrev_b64 v[13:14], 1, v[1:2]
	v_lshrrev_b32_e32 v14, 31, v15
	v_add_u32_e32 v14, v15, v14
	v_ashrrev_i32_e32 v14, 1, v14
	v_cvt_f32_u32_e32 v14, v14
	v_cvt_f32_u32_e32 v27, v1
	v_add_u32_e32 v26, -1, v15
	v_mul_lo_u32 v15, v15, s12
	v_rcp_iflag_f32_e32 v28, v14
	v_mul_f32_e32 v28, v27, v28
	v_trunc_f32_e32 v28, v28
	v_mad_f32 v27, -v28, v14, v27
	v_cvt_u32_f32_e32 v28, v28
	v_cmp_ge_f32_e64 vcc, |v27|, v14
	v_mov_b32_e32 v14, 0
	v_addc_co_u32_e32 v27, vcc, 0, v28, vcc
	v_and_b32_e32 v27, 0x3fffffff, v27
	v_mad_u64_u32 v[26:27], s[10:11], v27, v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_sub_co_u32_e32 v13, vcc, v13, v26
	v_add_u32_e32 v15, v13, v15
	v_cmp_lt_i32_e32 vcc, v15, v7
	v_mov_b32_e32 v26, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB24_75
; %bb.68:
	v_lshrrev_b32_e32 v14, 31, v15
	v_add_u32_e32 v14, v15, v14
	v_and_b32_e32 v15, 1, v15
	v_cmp_eq_u32_e32 vcc, 1, v15
	v_lshrrev_b32_e32 v15, 31, v7
	v_add_u32_e32 v15, v7, v15
	v_ashrrev_i32_e32 v15, 1, v15
	v_and_b32_e32 v26, 1, v7
	v_add_u32_e32 v27, v15, v26
	v_lshrrev_b32_e32 v26, 31, v8
	v_add_u32_e32 v26, v8, v26
	v_ashrrev_i32_e32 v28, 1, v26
	v_and_b32_e32 v31, 1, v8
	v_ashrrev_i32_e32 v14, 1, v14
	v_add_u32_e32 v32, v28, v31
                                        ; implicit-def: $vgpr26
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
; %bb.69:
	v_mul_lo_u32 v7, v8, v7
	v_mul_lo_u32 v26, v32, v27
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr27
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e32 v7, v7, v8
	v_add_u32_e32 v14, v14, v26
	v_ashrrev_i32_e32 v26, 1, v7
                                        ; implicit-def: $vgpr7
; %bb.70:
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
; %bb.71:
	v_mul_lo_u32 v26, v32, v7
	v_mov_b32_e32 v15, v27
; %bb.72:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v27, 0
	s_and_saveexec_b64 s[12:13], s[4:5]
; %bb.73:
	v_mul_lo_u32 v7, v15, v28
	v_mul_lo_u32 v8, v26, v31
	v_add3_u32 v27, v8, v14, v7
; %bb.74:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b32_e32 v7, 31, v30
	v_add_u32_e32 v7, v30, v7
	v_ashrrev_i32_e32 v7, 1, v7
	v_and_b32_e32 v8, 1, v30
	v_mul_lo_u32 v7, v15, v7
	v_mul_lo_u32 v8, v26, v8
	v_sub_u32_e32 v28, v15, v26
	v_add3_u32 v14, v8, v14, v7
.LBB24_75:
	s_or_b64 exec, exec, s[10:11]
	s_mov_b32 s24, 0
	v_cmp_lt_i32_e32 vcc, 0, v9
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB24_168
; %bb.76:
	v_add_u32_e32 v7, 2, v13
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e32 v7, v7, v8
	v_and_b32_e32 v8, 1, v13
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, v29
	v_and_b32_e32 v13, 1, v1
	v_mul_lo_u32 v13, v29, v13
	v_ashrrev_i32_e32 v7, 1, v7
	v_add_u32_e32 v29, v8, v7
	v_add_u32_e32 v7, 2, v1
	v_lshrrev_b32_e32 v7, 1, v7
	v_add_u32_e32 v7, v13, v7
	v_add_u32_e32 v8, 64, v0
	v_lshl_add_u32 v30, v7, 2, v8
	v_add_u32_e32 v31, 44, v0
	v_lshl_add_u32 v32, v11, 2, v8
	s_mov_b64 s[12:13], 0
	s_mov_b32 s25, 0x7ffffffc
	s_mov_b32 s27, 0x4f7ffffe
	s_branch .LBB24_80
.LBB24_77:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB24_78:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB24_79:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_add_i32 s24, s24, 1
	v_cmp_eq_u32_e32 vcc, s24, v9
	s_or_b64 s[12:13], vcc, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB24_168
.LBB24_80:                              ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB24_86 Depth 2
                                        ;     Child Loop BB24_93 Depth 2
                                        ;     Child Loop BB24_97 Depth 2
                                        ;     Child Loop BB24_102 Depth 2
                                        ;     Child Loop BB24_106 Depth 2
                                        ;     Child Loop BB24_114 Depth 2
                                        ;     Child Loop BB24_121 Depth 2
                                        ;     Child Loop BB24_125 Depth 2
                                        ;     Child Loop BB24_130 Depth 2
                                        ;     Child Loop BB24_134 Depth 2
                                        ;     Child Loop BB24_139 Depth 2
                                        ;     Child Loop BB24_146 Depth 2
                                        ;     Child Loop BB24_154 Depth 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v30, v18
	ds_read_b32 v7, v0 offset:8792
                                        ; implicit-def: $vgpr8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v7, v7, 2, v30
	ds_write_b32 v7, v20
	ds_read_b32 v7, v0 offset:8792
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v7, v7, 3, v30
	ds_write_b32 v7, v19
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, 1, v7
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.81:                               ;   in Loop: Header=BB24_80 Depth=1
	v_add_u32_e32 v8, 2, v7
; %bb.82:                               ;   in Loop: Header=BB24_80 Depth=1
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB24_90
; %bb.83:                               ;   in Loop: Header=BB24_80 Depth=1
	s_mov_b32 s22, 2
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v13, v17
	s_branch .LBB24_86
.LBB24_84:                              ;   in Loop: Header=BB24_86 Depth=2
	s_or_b64 exec, exec, s[20:21]
.LBB24_85:                              ;   in Loop: Header=BB24_86 Depth=2
	s_or_b64 exec, exec, s[18:19]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[7:8], 2, v[10:11]
	s_add_i32 s22, s22, 1
	v_add_co_u32_e32 v7, vcc, v3, v7
	v_addc_co_u32_e32 v8, vcc, v4, v8, vcc
	global_load_dword v7, v[7:8], off
	ds_read_b32 v8, v0 offset:8792
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, s22
	v_lshl_add_u32 v8, v8, 2, v30
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v7
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, 2, v7
	v_cmp_ge_i32_e32 vcc, s22, v8
	s_or_b64 s[16:17], vcc, s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB24_89
.LBB24_86:                              ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v10, v13, v10
	s_and_saveexec_b64 s[18:19], s[6:7]
	s_cbranch_execz .LBB24_85
; %bb.87:                               ;   in Loop: Header=BB24_86 Depth=2
	v_cmp_eq_u32_e32 vcc, v10, v16
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB24_84
; %bb.88:                               ;   in Loop: Header=BB24_86 Depth=2
	v_sub_u32_e32 v17, 0, v13
	v_lshlrev_b32_e32 v7, 1, v13
	v_sub_u32_e32 v10, v16, v7
	v_mov_b32_e32 v13, v17
	s_branch .LBB24_84
.LBB24_89:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB24_90:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	ds_read_b32 v13, v0 offset:8792
	ds_read_b32 v11, v0 offset:40
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v7, v13, v7
	v_mul_lo_u32 v8, v13, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 2, v11
	v_lshl_add_u32 v7, v7, 2, v30
	v_lshl_add_u32 v8, v8, 2, v30
	v_lshl_add_u32 v13, v13, 2, v7
	ds_read_b32 v18, v7
	ds_read_b32 v20, v13
	ds_read_b32 v19, v8
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB24_99
; %bb.91:                               ;   in Loop: Header=BB24_80 Depth=1
	v_add_u32_e32 v7, -1, v11
	v_lshrrev_b32_e32 v7, 1, v7
	v_add_u32_e32 v8, -1, v7
	v_cmp_lt_u32_e32 vcc, 2, v8
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB24_95
; %bb.92:                               ;   in Loop: Header=BB24_80 Depth=1
	v_and_b32_e32 v8, s25, v7
	s_mov_b32 s20, 0
	s_mov_b32 s21, 8
	s_mov_b64 s[18:19], 0
.LBB24_93:                              ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	s_add_i32 s23, s21, -6
	s_add_i32 s22, s21, -8
	s_add_i32 s26, s21, -4
	s_add_i32 s28, s21, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s23, v11
	v_mul_lo_u32 v15, v11, s22
	s_add_i32 s20, s20, 4
	v_cmp_eq_u32_e32 vcc, s20, v8
	v_lshl_add_u32 v13, v13, 2, v30
	v_lshl_add_u32 v15, v15, 2, v30
	ds_read_b32 v13, v13
	ds_read_b32 v33, v15
	v_lshl_add_u32 v11, v11, 2, v15
	ds_read_b32 v15, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v13, v33, v13
	v_lshrrev_b32_e32 v33, 31, v13
	v_add_u32_e32 v13, v13, v33
	v_ashrrev_i32_e32 v13, 1, v13
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s26, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshl_add_u32 v33, v13, 2, v30
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v30
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v15, v33, v15
	v_lshrrev_b32_e32 v33, 31, v15
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v13, v15
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s28, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshl_add_u32 v33, v13, 2, v30
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v30
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v15, v33, v15
	v_lshrrev_b32_e32 v33, 31, v15
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v13, v15
	ds_write_b32 v11, v13
	ds_read_b32 v13, v31
	v_mov_b32_e32 v11, s20
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v15, s21, v13
	v_lshlrev_b32_e32 v33, 1, v13
	s_add_i32 s21, s21, 8
	s_or_b64 s[18:19], vcc, s[18:19]
	v_lshl_add_u32 v34, v15, 2, v30
	v_sub_u32_e32 v15, v15, v33
	v_lshl_add_u32 v15, v15, 2, v30
	ds_read_b32 v33, v34
	ds_read_b32 v34, v15
	v_lshl_add_u32 v13, v13, 2, v15
	ds_read_b32 v15, v13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v33, v34, v33
	v_lshrrev_b32_e32 v34, 31, v33
	v_add_u32_e32 v33, v33, v34
	v_ashrrev_i32_e32 v33, 1, v33
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v15, v15, v33
	ds_write_b32 v13, v15
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB24_93
; %bb.94:                               ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB24_95:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_and_b32_e32 v7, 3, v7
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB24_98
; %bb.96:                               ;   in Loop: Header=BB24_80 Depth=1
	v_lshlrev_b32_e32 v8, 1, v11
	s_mov_b64 s[18:19], 0
.LBB24_97:                              ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	v_add_u32_e32 v13, 2, v8
	v_add_u32_e32 v7, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v15, v13, v11
	v_mul_lo_u32 v8, v11, v8
	v_lshl_add_u32 v15, v15, 2, v30
	v_lshl_add_u32 v33, v8, 2, v30
	ds_read_b32 v15, v15
	ds_read_b32 v34, v33
	v_lshl_add_u32 v11, v11, 2, v33
	v_mov_b32_e32 v8, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v15, v34, v15
	v_lshrrev_b32_e32 v33, 31, v15
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v13, v15
	ds_write_b32 v11, v13
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB24_97
.LBB24_98:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
	ds_read_b32 v11, v0 offset:40
.LBB24_99:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v11
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB24_107
; %bb.100:                              ;   in Loop: Header=BB24_80 Depth=1
	v_lshrrev_b32_e32 v8, 1, v11
	v_add_u32_e32 v7, -1, v8
	v_add_u32_e32 v8, -2, v8
	v_cmp_lt_u32_e32 vcc, 2, v8
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB24_104
; %bb.101:                              ;   in Loop: Header=BB24_80 Depth=1
	v_and_b32_e32 v8, -4, v7
	s_mov_b32 s20, 0
	s_mov_b32 s21, 9
	s_mov_b64 s[18:19], 0
.LBB24_102:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	s_add_i32 s22, s21, -6
	s_add_i32 s23, s21, -4
	s_add_i32 s26, s21, -2
	s_add_i32 s20, s20, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s22, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_cmp_eq_u32_e32 vcc, s20, v8
	v_lshl_add_u32 v33, v13, 2, v30
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v30
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s23, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshl_add_u32 v33, v13, 2, v30
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v30
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s26, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshl_add_u32 v33, v13, 2, v30
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v30
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v13, v31
	v_mov_b32_e32 v11, s20
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v15, s21, v13
	v_lshlrev_b32_e32 v33, 1, v13
	s_add_i32 s21, s21, 8
	s_or_b64 s[18:19], vcc, s[18:19]
	v_lshl_add_u32 v34, v15, 2, v30
	v_sub_u32_e32 v15, v15, v33
	v_lshl_add_u32 v15, v15, 2, v30
	ds_read_b32 v33, v34
	ds_read_b32 v34, v15
	v_lshl_add_u32 v13, v13, 2, v15
	ds_read_b32 v15, v13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v33, v33, v34, 2
	v_ashrrev_i32_e32 v34, 31, v33
	v_lshrrev_b32_e32 v34, 30, v34
	v_add_u32_e32 v33, v33, v34
	v_ashrrev_i32_e32 v33, 2, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v33, v15
	ds_write_b32 v13, v15
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB24_102
; %bb.103:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB24_104:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_and_b32_e32 v7, 3, v7
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB24_107
; %bb.105:                              ;   in Loop: Header=BB24_80 Depth=1
	v_lshl_add_u32 v8, v11, 1, 3
	s_mov_b64 s[16:17], 0
.LBB24_106:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	v_add_u32_e32 v7, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_or_b64 s[16:17], vcc, s[16:17]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, v8, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_add_u32_e32 v8, 2, v8
	v_lshl_add_u32 v33, v13, 2, v30
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v30
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB24_106
.LBB24_107:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[8:9]
	s_cbranch_execz .LBB24_136
; %bb.108:                              ;   in Loop: Header=BB24_80 Depth=1
	ds_write_b32 v32, v23
	ds_read_b32 v7, v0 offset:8792
                                        ; implicit-def: $vgpr8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v7, v7, 2, v32
	ds_write_b32 v7, v25
	ds_read_b32 v7, v0 offset:8792
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v7, v7, 3, v32
	ds_write_b32 v7, v24
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, 1, v7
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
; %bb.109:                              ;   in Loop: Header=BB24_80 Depth=1
	v_add_u32_e32 v8, 2, v7
; %bb.110:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_saveexec_b64 s[16:17], s[16:17]
	s_xor_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB24_118
; %bb.111:                              ;   in Loop: Header=BB24_80 Depth=1
	s_mov_b32 s26, 2
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v11, v22
	s_branch .LBB24_114
.LBB24_112:                             ;   in Loop: Header=BB24_114 Depth=2
	s_or_b64 exec, exec, s[22:23]
.LBB24_113:                             ;   in Loop: Header=BB24_114 Depth=2
	s_or_b64 exec, exec, s[20:21]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[7:8], 2, v[12:13]
	s_add_i32 s26, s26, 1
	v_add_co_u32_e32 v7, vcc, v3, v7
	v_addc_co_u32_e32 v8, vcc, v4, v8, vcc
	global_load_dword v7, v[7:8], off
	ds_read_b32 v8, v0 offset:8792
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, s26
	v_lshl_add_u32 v8, v8, 2, v32
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v7
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, 2, v7
	v_cmp_ge_i32_e32 vcc, s26, v8
	s_or_b64 s[18:19], vcc, s[18:19]
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB24_117
.LBB24_114:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v12, v11, v12
	s_and_saveexec_b64 s[20:21], s[6:7]
	s_cbranch_execz .LBB24_113
; %bb.115:                              ;   in Loop: Header=BB24_114 Depth=2
	v_cmp_eq_u32_e32 vcc, v12, v21
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB24_112
; %bb.116:                              ;   in Loop: Header=BB24_114 Depth=2
	v_sub_u32_e32 v22, 0, v11
	v_lshlrev_b32_e32 v7, 1, v11
	v_sub_u32_e32 v12, v21, v7
	v_mov_b32_e32 v11, v22
	s_branch .LBB24_112
.LBB24_117:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB24_118:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
	ds_read_b32 v13, v0 offset:8792
	ds_read_b32 v11, v0 offset:40
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v7, v13, v7
	v_mul_lo_u32 v8, v13, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 2, v11
	v_lshl_add_u32 v7, v7, 2, v32
	v_lshl_add_u32 v8, v8, 2, v32
	v_lshl_add_u32 v13, v13, 2, v7
	ds_read_b32 v23, v7
	ds_read_b32 v25, v13
	ds_read_b32 v24, v8
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB24_127
; %bb.119:                              ;   in Loop: Header=BB24_80 Depth=1
	v_add_u32_e32 v7, -1, v11
	v_lshrrev_b32_e32 v7, 1, v7
	v_add_u32_e32 v8, -1, v7
	v_cmp_lt_u32_e32 vcc, 2, v8
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB24_123
; %bb.120:                              ;   in Loop: Header=BB24_80 Depth=1
	v_and_b32_e32 v8, s25, v7
	s_mov_b32 s22, 0
	s_mov_b32 s23, 8
	s_mov_b64 s[20:21], 0
.LBB24_121:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	s_add_i32 s28, s23, -6
	s_add_i32 s26, s23, -8
	s_add_i32 s29, s23, -4
	s_add_i32 vcc_lo, s23, -2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s28, v11
	v_mul_lo_u32 v15, v11, s26
	s_add_i32 s22, s22, 4
	v_lshl_add_u32 v13, v13, 2, v32
	v_lshl_add_u32 v15, v15, 2, v32
	ds_read_b32 v13, v13
	ds_read_b32 v33, v15
	v_lshl_add_u32 v11, v11, 2, v15
	ds_read_b32 v15, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v13, v33, v13
	v_lshrrev_b32_e32 v33, 31, v13
	v_add_u32_e32 v13, v13, v33
	v_ashrrev_i32_e32 v13, 1, v13
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s29, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshl_add_u32 v33, v13, 2, v32
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v32
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v15, v33, v15
	v_lshrrev_b32_e32 v33, 31, v15
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v13, v15
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, vcc_lo, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_cmp_eq_u32_e32 vcc, s22, v8
	v_lshl_add_u32 v33, v13, 2, v32
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v32
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v15, v33, v15
	v_lshrrev_b32_e32 v33, 31, v15
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v13, v15
	ds_write_b32 v11, v13
	ds_read_b32 v13, v31
	v_mov_b32_e32 v11, s22
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v15, s23, v13
	v_lshlrev_b32_e32 v33, 1, v13
	s_add_i32 s23, s23, 8
	s_or_b64 s[20:21], vcc, s[20:21]
	v_lshl_add_u32 v34, v15, 2, v32
	v_sub_u32_e32 v15, v15, v33
	v_lshl_add_u32 v15, v15, 2, v32
	ds_read_b32 v33, v34
	ds_read_b32 v34, v15
	v_lshl_add_u32 v13, v13, 2, v15
	ds_read_b32 v15, v13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v33, v34, v33
	v_lshrrev_b32_e32 v34, 31, v33
	v_add_u32_e32 v33, v33, v34
	v_ashrrev_i32_e32 v33, 1, v33
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v15, v15, v33
	ds_write_b32 v13, v15
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB24_121
; %bb.122:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[20:21]
.LBB24_123:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_and_b32_e32 v7, 3, v7
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB24_126
; %bb.124:                              ;   in Loop: Header=BB24_80 Depth=1
	v_lshlrev_b32_e32 v8, 1, v11
	s_mov_b64 s[20:21], 0
.LBB24_125:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	v_add_u32_e32 v13, 2, v8
	v_add_u32_e32 v7, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_or_b64 s[20:21], vcc, s[20:21]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v15, v13, v11
	v_mul_lo_u32 v8, v11, v8
	v_lshl_add_u32 v15, v15, 2, v32
	v_lshl_add_u32 v33, v8, 2, v32
	ds_read_b32 v15, v15
	ds_read_b32 v34, v33
	v_lshl_add_u32 v11, v11, 2, v33
	v_mov_b32_e32 v8, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v15, v34, v15
	v_lshrrev_b32_e32 v33, 31, v15
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v13, v13, v15
	ds_write_b32 v11, v13
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB24_125
.LBB24_126:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
	ds_read_b32 v11, v0 offset:40
.LBB24_127:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 3, v11
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB24_135
; %bb.128:                              ;   in Loop: Header=BB24_80 Depth=1
	v_lshrrev_b32_e32 v8, 1, v11
	v_add_u32_e32 v7, -1, v8
	v_add_u32_e32 v8, -2, v8
	v_cmp_lt_u32_e32 vcc, 2, v8
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB24_132
; %bb.129:                              ;   in Loop: Header=BB24_80 Depth=1
	v_and_b32_e32 v8, -4, v7
	s_mov_b32 s22, 0
	s_mov_b32 s23, 9
	s_mov_b64 s[20:21], 0
.LBB24_130:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	s_add_i32 s26, s23, -6
	s_add_i32 s28, s23, -4
	s_add_i32 s29, s23, -2
	s_add_i32 s22, s22, 4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s26, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_cmp_eq_u32_e32 vcc, s22, v8
	v_lshl_add_u32 v33, v13, 2, v32
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v32
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s28, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshl_add_u32 v33, v13, 2, v32
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v32
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v11, v31
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, s29, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_lshl_add_u32 v33, v13, 2, v32
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v32
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	ds_read_b32 v13, v31
	v_mov_b32_e32 v11, s22
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v15, s23, v13
	v_lshlrev_b32_e32 v33, 1, v13
	s_add_i32 s23, s23, 8
	s_or_b64 s[20:21], vcc, s[20:21]
	v_lshl_add_u32 v34, v15, 2, v32
	v_sub_u32_e32 v15, v15, v33
	v_lshl_add_u32 v15, v15, 2, v32
	ds_read_b32 v33, v34
	ds_read_b32 v34, v15
	v_lshl_add_u32 v13, v13, 2, v15
	ds_read_b32 v15, v13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v33, v33, v34, 2
	v_ashrrev_i32_e32 v34, 31, v33
	v_lshrrev_b32_e32 v34, 30, v34
	v_add_u32_e32 v33, v33, v34
	v_ashrrev_i32_e32 v33, 2, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v15, v33, v15
	ds_write_b32 v13, v15
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB24_130
; %bb.131:                              ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[20:21]
.LBB24_132:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
	v_and_b32_e32 v7, 3, v7
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB24_135
; %bb.133:                              ;   in Loop: Header=BB24_80 Depth=1
	v_lshl_add_u32 v8, v11, 1, 3
	s_mov_b64 s[18:19], 0
.LBB24_134:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v31
	v_add_u32_e32 v7, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
	s_or_b64 s[18:19], vcc, s[18:19]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v13, v8, v11
	v_lshlrev_b32_e32 v15, 1, v11
	v_add_u32_e32 v8, 2, v8
	v_lshl_add_u32 v33, v13, 2, v32
	v_sub_u32_e32 v13, v13, v15
	v_lshl_add_u32 v13, v13, 2, v32
	ds_read_b32 v15, v33
	ds_read_b32 v33, v13
	v_lshl_add_u32 v11, v11, 2, v13
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v15, v15, v33, 2
	v_ashrrev_i32_e32 v33, 31, v15
	v_lshrrev_b32_e32 v33, 30, v33
	v_add_u32_e32 v15, v15, v33
	v_ashrrev_i32_e32 v15, 2, v15
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v13, v15, v13
	ds_write_b32 v11, v13
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB24_134
.LBB24_135:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB24_136:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[7:8], v0 offset0:1 offset1:9
	ds_read2_b32 v[33:34], v0 offset0:11 offset1:15
	s_waitcnt lgkmcnt(1)
	v_ashrrev_i32_e32 v35, 31, v8
	v_add_u32_e32 v11, v8, v35
	v_xor_b32_e32 v36, v11, v35
	v_cvt_f32_u32_e32 v11, v36
	v_sub_u32_e32 v13, 0, v36
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v33, v7
	v_rcp_iflag_f32_e32 v11, v11
	v_mul_f32_e32 v11, s27, v11
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v15, v13, v11
	v_add_u32_e32 v13, -1, v7
	v_ashrrev_i32_e32 v37, 31, v13
	v_mul_hi_u32 v7, v11, v15
	v_add_u32_e32 v15, v13, v37
	v_xor_b32_e32 v38, v15, v37
	v_lshlrev_b32_e32 v15, 1, v33
	v_add_u32_e32 v7, v11, v7
	v_mul_hi_u32 v7, v38, v7
	v_xor_b32_e32 v33, v37, v35
	v_add_u32_e32 v11, v15, v34
	v_mul_lo_u32 v39, v7, v36
	v_add_u32_e32 v34, 1, v7
	v_sub_u32_e32 v35, v38, v39
	v_cmp_ge_u32_e32 vcc, v35, v36
	v_cndmask_b32_e32 v7, v7, v34, vcc
	v_sub_u32_e32 v34, v35, v36
	v_cndmask_b32_e32 v34, v35, v34, vcc
	v_add_u32_e32 v35, 1, v7
	v_cmp_ge_u32_e32 vcc, v34, v36
	v_cndmask_b32_e32 v7, v7, v35, vcc
	v_xor_b32_e32 v34, v7, v33
	v_sub_u32_e32 v7, v34, v33
	v_cmp_lt_i32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB24_141
; %bb.137:                              ;   in Loop: Header=BB24_80 Depth=1
	v_xad_u32 v33, v33, -1, v34
	s_mov_b32 s22, 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v34, v8
                                        ; implicit-def: $sgpr18_sgpr19
	s_branch .LBB24_139
.LBB24_138:                             ;   in Loop: Header=BB24_139 Depth=2
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[20:21], exec, s[18:19]
	s_or_b64 s[16:17], s[20:21], s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB24_141
.LBB24_139:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v34, s22, v34
	v_add_u32_e32 v36, 64, v0
	v_cmp_ne_u32_e32 vcc, s22, v33
	s_or_b64 s[18:19], s[18:19], exec
	v_add_u32_e32 v37, v34, v1
	v_add_u32_e32 v34, v37, v15
	v_lshl_add_u32 v34, v34, 2, v36
	ds_read2_b32 v[34:35], v34 offset1:1
	v_add_u32_e32 v37, v37, v11
	v_lshl_add_u32 v36, v37, 2, v36
	ds_read_b32 v37, v36
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v34, v35, v34
	v_lshrrev_b32_e32 v35, 31, v34
	v_add_u32_e32 v34, v34, v35
	v_ashrrev_i32_e32 v34, 1, v34
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v34, v37, v34
	ds_write_b32 v36, v34
                                        ; implicit-def: $vgpr34
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
	s_cbranch_execz .LBB24_138
; %bb.140:                              ;   in Loop: Header=BB24_139 Depth=2
	ds_read_b32 v34, v0 offset:36
	s_add_i32 s22, s22, 1
	s_andn2_b64 s[18:19], s[18:19], exec
	s_branch .LBB24_138
.LBB24_141:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	v_mul_lo_u32 v7, v7, v8
	v_sub_u32_e32 v7, v13, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_cmp_lt_u64_e32 vcc, v[1:2], v[7:8]
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB24_143
; %bb.142:                              ;   in Loop: Header=BB24_80 Depth=1
	v_sub_u32_e32 v7, v13, v7
	v_add_u32_e32 v13, v7, v1
	v_add_u32_e32 v7, v13, v15
	v_add_u32_e32 v15, 64, v0
	v_lshl_add_u32 v7, v7, 2, v15
	ds_read2_b32 v[7:8], v7 offset1:1
	v_add_u32_e32 v11, v13, v11
	v_lshl_add_u32 v11, v11, 2, v15
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v7, v8, v7
	v_lshrrev_b32_e32 v8, 31, v7
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 1, v7
	s_waitcnt lgkmcnt(0)
	v_sub_u32_e32 v7, v13, v7
	ds_write_b32 v11, v7
.LBB24_143:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read2_b32 v[7:8], v0 offset0:1 offset1:9
	ds_read2_b32 v[33:34], v0 offset0:11 offset1:15
	s_waitcnt lgkmcnt(1)
	v_ashrrev_i32_e32 v35, 31, v8
	v_add_u32_e32 v11, v8, v35
	v_xor_b32_e32 v36, v11, v35
	v_cvt_f32_u32_e32 v11, v36
	v_sub_u32_e32 v13, 0, v36
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v33, v7
	v_rcp_iflag_f32_e32 v11, v11
	v_mul_f32_e32 v11, s27, v11
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v15, v13, v11
	v_add_u32_e32 v13, -1, v7
	v_ashrrev_i32_e32 v37, 31, v13
	v_mul_hi_u32 v7, v11, v15
	v_add_u32_e32 v15, v13, v37
	v_xor_b32_e32 v38, v15, v37
	v_add_u32_e32 v7, v11, v7
	v_mul_hi_u32 v7, v38, v7
	v_lshlrev_b32_e32 v11, 1, v33
	v_xor_b32_e32 v33, v37, v35
	v_add_u32_e32 v15, v11, v34
	v_mul_lo_u32 v39, v7, v36
	v_add_u32_e32 v34, 1, v7
	v_sub_u32_e32 v35, v38, v39
	v_cmp_ge_u32_e32 vcc, v35, v36
	v_cndmask_b32_e32 v7, v7, v34, vcc
	v_sub_u32_e32 v34, v35, v36
	v_cndmask_b32_e32 v34, v35, v34, vcc
	v_add_u32_e32 v35, 1, v7
	v_cmp_ge_u32_e32 vcc, v34, v36
	v_cndmask_b32_e32 v7, v7, v35, vcc
	v_xor_b32_e32 v34, v7, v33
	v_sub_u32_e32 v7, v34, v33
	v_cmp_lt_i32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB24_148
; %bb.144:                              ;   in Loop: Header=BB24_80 Depth=1
	v_xad_u32 v33, v33, -1, v34
	s_mov_b32 s22, 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v34, v8
                                        ; implicit-def: $sgpr18_sgpr19
	s_branch .LBB24_146
.LBB24_145:                             ;   in Loop: Header=BB24_146 Depth=2
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[20:21], exec, s[18:19]
	s_or_b64 s[16:17], s[20:21], s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB24_148
.LBB24_146:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v34, s22, v34
	v_add_u32_e32 v36, 64, v0
	v_cmp_ne_u32_e32 vcc, s22, v33
	s_or_b64 s[18:19], s[18:19], exec
	v_add_u32_e32 v37, v34, v1
	v_add_u32_e32 v34, v37, v15
	v_lshl_add_u32 v34, v34, 2, v36
	ds_read2_b32 v[34:35], v34 offset1:1
	v_add_u32_e32 v37, v37, v11
	v_lshl_add_u32 v36, v37, 2, v36
	ds_read_b32 v37, v36 offset:4
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v34, v34, v35, 2
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshrrev_b32_e32 v35, 30, v35
	v_add_u32_e32 v34, v34, v35
	v_ashrrev_i32_e32 v34, 2, v34
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v34, v34, v37
	ds_write_b32 v36, v34 offset:4
                                        ; implicit-def: $vgpr34
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
	s_cbranch_execz .LBB24_145
; %bb.147:                              ;   in Loop: Header=BB24_146 Depth=2
	ds_read_b32 v34, v0 offset:36
	s_add_i32 s22, s22, 1
	s_andn2_b64 s[18:19], s[18:19], exec
	s_branch .LBB24_145
.LBB24_148:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	v_mul_lo_u32 v7, v7, v8
	v_sub_u32_e32 v7, v13, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_cmp_lt_u64_e32 vcc, v[1:2], v[7:8]
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB24_150
; %bb.149:                              ;   in Loop: Header=BB24_80 Depth=1
	v_sub_u32_e32 v7, v13, v7
	v_add_u32_e32 v13, v7, v1
	v_add_u32_e32 v7, v13, v15
	v_add_u32_e32 v15, 64, v0
	v_lshl_add_u32 v7, v7, 2, v15
	ds_read2_b32 v[7:8], v7 offset1:1
	v_or_b32_e32 v11, 1, v11
	v_add_u32_e32 v11, v13, v11
	v_lshl_add_u32 v11, v11, 2, v15
	ds_read_b32 v13, v11
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v7, v7, v8, 2
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshrrev_b32_e32 v8, 30, v8
	v_add_u32_e32 v7, v7, v8
	v_ashrrev_i32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v7, v7, v13
	ds_write_b32 v11, v7
.LBB24_150:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v7, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v7
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB24_79
; %bb.151:                              ;   in Loop: Header=BB24_80 Depth=1
	ds_read_b32 v11, v31
	v_add_u32_e32 v7, -1, v7
	v_lshrrev_b32_e32 v8, 1, v7
	v_add_u32_e32 v33, 1, v8
	v_cmp_lt_u32_e32 vcc, 1, v7
	v_mov_b32_e32 v8, 2
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB24_163
; %bb.152:                              ;   in Loop: Header=BB24_80 Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v11, 3
	v_mul_lo_u32 v8, v11, 5
	v_and_b32_e32 v34, -2, v33
	s_mov_b32 s26, 2
	v_add_lshl_u32 v35, v29, v7, 2
	v_lshlrev_b32_e32 v7, 2, v11
	v_add_lshl_u32 v38, v29, v7, 2
	v_lshlrev_b32_e32 v7, 1, v11
	v_lshlrev_b32_e32 v36, 4, v11
	v_add_lshl_u32 v37, v29, v8, 2
	v_add_lshl_u32 v39, v29, v7, 2
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v48, v0
	s_branch .LBB24_154
.LBB24_153:                             ;   in Loop: Header=BB24_154 Depth=2
	s_or_b64 exec, exec, s[20:21]
	v_add_u32_e32 v34, -2, v34
	s_add_i32 s26, s26, 4
	v_cmp_eq_u32_e32 vcc, 0, v34
	v_add_u32_e32 v48, v48, v36
	s_or_b64 s[18:19], vcc, s[18:19]
	v_mov_b32_e32 v8, s26
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB24_162
.LBB24_154:                             ;   Parent Loop BB24_80 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cmp_ne_u32_e32 vcc, v14, v27
	s_xor_b64 s[20:21], s[4:5], -1
	s_or_b64 s[28:29], s[20:21], vcc
	v_mov_b32_e32 v7, v27
	s_and_saveexec_b64 s[22:23], s[28:29]
	s_cbranch_execz .LBB24_156
; %bb.155:                              ;   in Loop: Header=BB24_154 Depth=2
	v_add_u32_e32 v7, v48, v39
	ds_read_b32 v13, v7 offset:64
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[7:8], 2, v[14:15]
	v_add_co_u32_e32 v7, vcc, v5, v7
	v_addc_co_u32_e32 v8, vcc, v6, v8, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[7:8], v13, off
	v_add_u32_e32 v7, v14, v26
.LBB24_156:                             ;   in Loop: Header=BB24_154 Depth=2
	s_or_b64 exec, exec, s[22:23]
	v_cmp_ne_u32_e32 vcc, v7, v27
	s_or_b64 s[28:29], s[20:21], vcc
	v_mov_b32_e32 v13, v27
	s_and_saveexec_b64 s[22:23], s[28:29]
	s_cbranch_execz .LBB24_158
; %bb.157:                              ;   in Loop: Header=BB24_154 Depth=2
	v_add_u32_e32 v8, v48, v35
	ds_read_b32 v15, v8 offset:64
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[13:14], 2, v[7:8]
	v_add_co_u32_e32 v13, vcc, v5, v13
	v_addc_co_u32_e32 v14, vcc, v6, v14, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[13:14], v15, off
	v_add_u32_e32 v13, v7, v28
.LBB24_158:                             ;   in Loop: Header=BB24_154 Depth=2
	s_or_b64 exec, exec, s[22:23]
	v_cmp_ne_u32_e32 vcc, v13, v27
	s_or_b64 s[28:29], s[20:21], vcc
	v_mov_b32_e32 v7, v27
	s_and_saveexec_b64 s[22:23], s[28:29]
	s_cbranch_execz .LBB24_160
; %bb.159:                              ;   in Loop: Header=BB24_154 Depth=2
	v_add_u32_e32 v7, v48, v38
	ds_read_b32 v15, v7 offset:64
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[7:8], 2, v[13:14]
	v_add_co_u32_e32 v7, vcc, v5, v7
	v_addc_co_u32_e32 v8, vcc, v6, v8, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[7:8], v15, off
	v_add_u32_e32 v7, v13, v26
.LBB24_160:                             ;   in Loop: Header=BB24_154 Depth=2
	s_or_b64 exec, exec, s[22:23]
	v_cmp_ne_u32_e32 vcc, v7, v27
	s_or_b64 s[22:23], s[20:21], vcc
	v_mov_b32_e32 v14, v27
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB24_153
; %bb.161:                              ;   in Loop: Header=BB24_154 Depth=2
	v_add_u32_e32 v8, v48, v37
	ds_read_b32 v15, v8 offset:64
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[13:14], 2, v[7:8]
	v_add_co_u32_e32 v13, vcc, v5, v13
	v_addc_co_u32_e32 v14, vcc, v6, v14, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[13:14], v15, off
	v_add_u32_e32 v14, v7, v28
	s_branch .LBB24_153
.LBB24_162:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB24_163:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_and_b32_e32 v7, 1, v33
	v_cmp_eq_u32_e32 vcc, 1, v7
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB24_78
; %bb.164:                              ;   in Loop: Header=BB24_80 Depth=1
	v_cmp_ne_u32_e32 vcc, v14, v27
	s_xor_b64 s[18:19], s[4:5], -1
	s_or_b64 s[22:23], s[18:19], vcc
	v_mov_b32_e32 v7, v27
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB24_166
; %bb.165:                              ;   in Loop: Header=BB24_80 Depth=1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v11, v8
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[33:34], 2, v[14:15]
	v_add_co_u32_e32 v33, vcc, v5, v33
	v_add_u32_e32 v7, v7, v29
	v_lshl_add_u32 v7, v7, 2, v0
	ds_read_b32 v7, v7 offset:64
	v_addc_co_u32_e32 v34, vcc, v6, v34, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[33:34], v7, off
	v_add_u32_e32 v7, v14, v26
.LBB24_166:                             ;   in Loop: Header=BB24_80 Depth=1
	s_or_b64 exec, exec, s[20:21]
	v_cmp_ne_u32_e32 vcc, v7, v27
	s_or_b64 s[20:21], s[18:19], vcc
	v_mov_b32_e32 v14, v27
	s_and_saveexec_b64 s[18:19], s[20:21]
	s_cbranch_execz .LBB24_77
; %bb.167:                              ;   in Loop: Header=BB24_80 Depth=1
	v_or_b32_e32 v8, 1, v8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v11, v11, v8
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[13:14], 2, v[7:8]
	v_add_co_u32_e32 v13, vcc, v5, v13
	v_add_u32_e32 v8, v11, v29
	v_lshl_add_u32 v8, v8, 2, v0
	ds_read_b32 v8, v8 offset:64
	v_addc_co_u32_e32 v14, vcc, v6, v14, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[13:14], v8, off
	v_add_u32_e32 v14, v7, v28
	s_branch .LBB24_77
.LBB24_168:
	s_or_b64 exec, exec, s[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end24:
	.size	transform, .Lfunc_end24-transform
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 7908
; NumSgprs: 36
; NumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	Forward53Predict                ; -- Begin function Forward53Predict
	.globl	Forward53Predict
	.p2align	2
	.type	Forward53Predict,@function
Forward53Predict:                       ; @Forward53Predict
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v4, v[1:2], off
	v_add_u32_e32 v0, v3, v0
	v_lshrrev_b32_e32 v3, 31, v0
	v_add_u32_e32 v0, v0, v3
	v_ashrrev_i32_e32 v0, 1, v0
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v0, v4, v0
	global_store_dword v[1:2], v0, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end25:
	.size	Forward53Predict, .Lfunc_end25-Forward53Predict
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 52
; NumSgprs: 36
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	Forward53Update                 ; -- Begin function Forward53Update
	.globl	Forward53Update
	.p2align	2
	.type	Forward53Update,@function
Forward53Update:                        ; @Forward53Update
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v4, v[1:2], off
	v_add3_u32 v0, v0, v3, 2
	v_ashrrev_i32_e32 v3, 31, v0
	v_lshrrev_b32_e32 v3, 30, v3
	v_add_u32_e32 v0, v0, v3
	v_ashrrev_i32_e32 v0, 2, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v4, v0
	global_store_dword v[1:2], v0, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end26:
	.size	Forward53Update, .Lfunc_end26-Forward53Update
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 60
; NumSgprs: 36
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cl_fdwt53Kernel         ; -- Begin function cl_fdwt53Kernel
	.globl	cl_fdwt53Kernel
	.p2align	8
	.type	cl_fdwt53Kernel,@function
cl_fdwt53Kernel:                        ; @cl_fdwt53Kernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s10
	s_load_dwordx4 s[36:39], s[4:5], 0x10
	s_load_dword s6, s[4:5], 0x20
	s_load_dwordx4 s[40:43], s[4:5], 0x0
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s10
	s_addc_u32 s1, s1, 0
	s_mov_b32 s33, s9
	s_mov_b32 s34, s8
	v_mov_b32_e32 v40, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s39
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v0, 0
	s_mov_b32 s4, 64
	s_mov_b32 s32, 0
	ds_write_b64 v0, v[1:2]
.LBB27_1:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s4
	s_add_i32 s4, s4, 8
	s_cmpk_eq_i32 s4, 0x2258
	ds_write2_b32 v1, v0, v0 offset1:1
	s_cbranch_scc0 .LBB27_1
; %bb.2:
	s_lshr_b32 s4, s39, 31
	s_add_i32 s4, s39, s4
	s_ashr_i32 s4, s4, 1
	s_add_i32 s10, s4, 2
	s_mov_b32 s4, s39
	s_add_i32 s5, s6, 3
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	s_mul_i32 s4, s10, s5
	s_add_i32 s5, s4, 16
	s_ashr_i32 s7, s5, 31
	s_lshr_b32 s7, s7, 27
	s_add_i32 s7, s5, s7
	s_andn2_b32 s7, s7, 31
	s_mov_b32 s11, 32
	v_mov_b32_e32 v2, s10
	s_sub_i32 s5, s7, s5
	v_mov_b32_e32 v4, 36
	v_mov_b32_e32 v3, s11
	s_add_i32 s5, s5, 32
	ds_write2_b64 v4, v[0:1], v[2:3] offset1:1
	s_add_i32 s7, s5, s4
	v_mov_b32_e32 v0, s4
	s_add_i32 s4, s33, 1
	s_mul_i32 s4, s4, s38
	s_mul_i32 s4, s4, s6
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v3, 0
	s_add_i32 s4, s4, 1
	ds_write_b96 v3, v[0:2] offset:52
	v_mov_b32_e32 v0, s10
	s_cmp_ge_i32 s4, s37
	s_mov_b64 s[4:5], -1
	ds_write_b32 v3, v0 offset:8792
	s_cbranch_scc0 .LBB27_4
; %bb.3:
	s_mov_b32 s12, s34
	s_mov_b32 s13, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s40
	v_mov_b32_e32 v4, s41
	v_mov_b32_e32 v5, s42
	v_mov_b32_e32 v6, s43
	v_mov_b32_e32 v7, s36
	v_mov_b32_e32 v8, s37
	v_mov_b32_e32 v9, s38
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, transform@rel32@lo+4
	s_addc_u32 s5, s5, transform@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	s_mov_b64 s[4:5], 0
.LBB27_4:
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB27_9
; %bb.5:
	s_add_i32 s4, s34, 1
	s_mul_i32 s4, s4, s39
	s_add_i32 s4, s4, 1
	s_cmp_lt_i32 s4, s36
	s_mov_b64 s[4:5], -1
	s_cbranch_scc1 .LBB27_7
; %bb.6:
	s_mov_b32 s12, s34
	s_mov_b32 s13, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, s40
	v_mov_b32_e32 v4, s41
	v_mov_b32_e32 v5, s42
	v_mov_b32_e32 v6, s43
	v_mov_b32_e32 v7, s36
	v_mov_b32_e32 v8, s37
	v_mov_b32_e32 v9, s38
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, transform@rel32@lo+4
	s_addc_u32 s5, s5, transform@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	s_mov_b64 s[4:5], 0
.LBB27_7:
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB27_9
; %bb.8:
	s_mov_b32 s12, s34
	s_mov_b32 s13, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s40
	v_mov_b32_e32 v4, s41
	v_mov_b32_e32 v5, s42
	v_mov_b32_e32 v6, s43
	v_mov_b32_e32 v7, s36
	v_mov_b32_e32 v8, s37
	v_mov_b32_e32 v9, s38
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, transform@rel32@lo+4
	s_addc_u32 s5, s5, transform@rel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
.LBB27_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel cl_fdwt53Kernel
		.amdhsa_group_segment_fixed_size 8796
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 49
		.amdhsa_next_free_sgpr 44
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
.Lfunc_end27:
	.size	cl_fdwt53Kernel, .Lfunc_end27-cl_fdwt53Kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 524
; NumSgprs: 50
; NumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8796 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 49
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
        .name:           d_r
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           d_g
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           d_b
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cl_d_src
        .offset:         24
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .name:           pixels
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 768
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           c_CopySrcToComponents
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         c_CopySrcToComponents.kd
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           d_c
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           cl_d_src
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .name:           pixels
        .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           c_CopySrcToComponent
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         c_CopySrcToComponent.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .name:           in
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .name:           sx
        .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           sy
        .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           steps
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           WIN_SIZE_X
        .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           WIN_SIZE_Y
        .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 8796
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cl_fdwt53Kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         cl_fdwt53Kernel.kd
    .vgpr_count:     49
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
