	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0x4
	s_load_dword s10, s[6:7], 0x5
	v_mov_b32_e32 v1, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	v_mul_hi_u32 v2, s4, v1
	s_mul_i32 s4, s4, s8
	v_add_i32_e32 v1, vcc, s4, v0
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v4, 0
	v_add_i32_e32 v0, vcc, s10, v0
	s_mov_b32 m0, -1
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[0:1]
	ds_write_b32 v0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64
	s_and_b32 s0, s9, 31
	v_mov_b32_e32 v3, 1
	s_mov_b64 s[4:5], s[2:3]
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v2, s0, 8
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, s10, v2
	ds_add_u32 v2, v3
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v3, v0
	v_mov_b32_e32 v2, v4
	v_lshl_b64 v[0:1], v[1:2], 2
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v3, v[0:1], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
	.size	histogram, .Lfunc_end0-histogram
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 208
; NumSgprs: 13
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.protected	permute                 ; -- Begin function permute
	.globl	permute
	.p2align	8
	.type	permute,@function
permute:                                ; @permute
; %bb.0:
	s_load_dword s3, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s2, s[6:7], 0x4
	s_load_dword s9, s[6:7], 0x5
	s_load_dwordx2 s[0:1], s[6:7], 0x6
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	v_mov_b32_e32 v2, s8
	s_mul_i32 s8, s8, s3
	v_mov_b32_e32 v1, 0
	v_mul_hi_u32 v4, s3, v2
	s_lshl_b32 s3, s8, 8
	v_lshlrev_b32_e32 v2, 8, v0
	v_add_i32_e32 v2, vcc, s3, v2
	v_mov_b32_e32 v3, v1
	v_lshl_b64 v[2:3], v[2:3], 2
	v_mov_b32_e32 v5, s15
	v_add_i32_e32 v2, vcc, s14, v2
	s_mov_b32 s6, 0
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	v_lshlrev_b32_e32 v5, 9, v0
	v_add_i32_e32 v5, vcc, s9, v5
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s3, s6
	s_mov_b32 m0, -1
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	buffer_load_dwordx4 v[6:9], v[2:3], s[4:7], 0 addr64 offset:16
	buffer_load_dwordx4 v[10:13], v[2:3], s[4:7], 0 addr64
	buffer_load_dwordx4 v[14:17], v[2:3], s[4:7], 0 addr64 offset:32
	v_add_i32_e32 v18, vcc, s3, v5
	v_add_i32_e32 v19, vcc, 8, v18
	v_add_i32_e32 v20, vcc, 10, v18
	v_add_i32_e32 v21, vcc, 12, v18
	v_add_i32_e32 v22, vcc, 14, v18
	s_add_i32 s3, s3, 32
	s_cmpk_eq_i32 s3, 0x200
	s_waitcnt vmcnt(2)
	ds_write_b16 v19, v6
	ds_write_b16 v20, v7
	ds_write_b16 v21, v8
	ds_write_b16 v22, v9
	buffer_load_dwordx4 v[6:9], v[2:3], s[4:7], 0 addr64 offset:48
	v_add_i32_e32 v19, vcc, 2, v18
	v_add_i32_e32 v20, vcc, 4, v18
	v_add_i32_e32 v21, vcc, 6, v18
	v_add_i32_e32 v22, vcc, 16, v18
	s_waitcnt vmcnt(2)
	ds_write_b16 v19, v11
	v_add_i32_e32 v11, vcc, 18, v18
	ds_write_b16 v20, v12
	v_add_i32_e32 v12, vcc, 20, v18
	ds_write_b16 v21, v13
	v_add_i32_e32 v13, vcc, 22, v18
	ds_write_b16 v18, v10
	v_add_i32_e32 v10, vcc, 24, v18
	v_add_i32_e32 v19, vcc, 26, v18
	v_add_i32_e32 v20, vcc, 28, v18
	v_add_i32_e32 v18, vcc, 30, v18
	v_add_i32_e32 v2, vcc, 64, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(1)
	ds_write_b16 v22, v14
	ds_write_b16 v11, v15
	ds_write_b16 v12, v16
	ds_write_b16 v13, v17
	s_waitcnt vmcnt(0)
	ds_write_b16 v10, v6
	ds_write_b16 v19, v7
	ds_write_b16 v20, v8
	ds_write_b16 v18, v9
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	v_add_i32_e32 v2, vcc, s8, v0
	v_addc_u32_e32 v3, vcc, v4, v1, vcc
	v_lshlrev_b32_e32 v4, 8, v0
	v_lshl_b64 v[0:1], v[2:3], 10
	v_mov_b32_e32 v2, s13
	v_add_i32_e32 v0, vcc, s12, v0
	s_and_b32 s8, s2, 31
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_mov_b64 s[4:5], 0
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64
	s_mov_b64 s[2:3], s[6:7]
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64 offset:4
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64 offset:8
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64 offset:12
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64 offset:16
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64 offset:20
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64 offset:24
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v[0:1], s[4:7], 0 addr64 offset:28
	s_add_u32 s4, s4, 32
	s_addc_u32 s5, s5, 0
	s_cmpk_eq_i32 s4, 0x400
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v7, s8, 8
	v_or_b32_e32 v2, v2, v4
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_i32_e32 v8, vcc, s9, v2
	ds_read_u16 v2, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[5:6], v[2:3], 2
	v_add_i32_e32 v2, vcc, 1, v2
	ds_write_b16 v8, v2
	buffer_store_dword v7, v[5:6], s[0:3], 0 addr64
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB1_3
; %bb.4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel permute
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 16
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
	.size	permute, .Lfunc_end1-permute
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1156
; NumSgprs: 18
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 23
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
	.protected	ScanArraysdim2          ; -- Begin function ScanArraysdim2
	.globl	ScanArraysdim2
	.p2align	8
	.type	ScanArraysdim2,@function
ScanArraysdim2:                         ; @ScanArraysdim2
; %bb.0:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x4
	s_load_dword s2, s[6:7], 0x5
	s_load_dwordx2 s[16:17], s[6:7], 0x8
	s_load_dword s3, s[4:5], 0x3
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, s8, s0
	v_add_i32_e32 v2, vcc, s0, v0
	s_mul_i32 s0, s9, s1
	v_add_i32_e32 v1, vcc, s0, v1
	v_lshlrev_b32_e32 v2, 8, v2
	v_add_i32_e32 v1, vcc, v1, v2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[3:4], v[1:2], 2
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, 0
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b64 s[6:7], s[18:19]
	buffer_load_dword v4, v[3:4], s[4:7], 0 addr64
	v_cvt_f32_u32_e32 v6, s2
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_i32_e32 v5, vcc, s10, v3
	v_rcp_iflag_f32_e32 v3, v6
	s_cmp_lt_u32 s2, 2
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB2_5
; %bb.1:
	v_mov_b32_e32 v4, s10
	ds_read_b32 v4, v4
	s_mov_b32 s4, 1
	s_branch .LBB2_3
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_lshl_b32 s4, s4, 1
	s_cmp_ge_u32 s4, s2
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v5, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB2_5
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_le_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.4:                                ;   in Loop: Header=BB2_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_subrev_i32_e32 v4, vcc, s4, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, s10, v4
	ds_read_b32 v4, v4
	ds_read_b32 v6, v5
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v4, vcc, v6, v4
	s_branch .LBB2_2
.LBB2_5:
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	s_sub_i32 s0, 0, s2
	v_mul_lo_u32 v4, s0, v3
	s_lshl_b32 s0, s2, 2
	s_add_i32 s0, s0, s10
	s_add_i32 s4, s0, -4
	v_mul_hi_u32 v4, v3, v4
	v_add_i32_e32 v3, vcc, v4, v3
	v_mul_hi_u32 v4, s3, v3
	v_mov_b32_e32 v3, 0
	v_mul_lo_u32 v6, v4, s2
	v_add_i32_e32 v7, vcc, 1, v4
	v_sub_i32_e32 v6, vcc, s3, v6
	v_cmp_le_u32_e64 s[0:1], s2, v6
	v_cndmask_b32_e64 v4, v4, v7, s[0:1]
	v_subrev_i32_e32 v7, vcc, s2, v6
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_add_i32_e32 v7, vcc, 1, v4
	v_cmp_le_u32_e32 vcc, s2, v6
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_mul_lo_u32 v4, v4, s9
	v_mov_b32_e32 v6, s4
	ds_read_b32 v8, v6
	v_add_i32_e32 v4, vcc, s8, v4
	v_ashr_i64 v[6:7], v[3:4], 30
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v8, v[6:7], s[16:19], 0 addr64
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_7
; %bb.6:
	v_add_i32_e32 v0, vcc, -4, v5
	ds_read_b32 v3, v0
.LBB2_7:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_b64 v[0:1], v[1:2], 2
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v3, v[0:1], s[12:15], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel ScanArraysdim2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 20
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
	.size	ScanArraysdim2, .Lfunc_end2-ScanArraysdim2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 512
; NumSgprs: 22
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 9
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	ScanArraysdim1          ; -- Begin function ScanArraysdim1
	.globl	ScanArraysdim1
	.p2align	8
	.type	ScanArraysdim1,@function
ScanArraysdim1:                         ; @ScanArraysdim1
; %bb.0:
	s_load_dword s9, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s4, s[6:7], 0x4
	s_load_dword s5, s[6:7], 0x5
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s9, 0xffff
	s_mul_i32 s6, s6, s8
	v_add_i32_e32 v1, vcc, s6, v0
	v_mov_b32_e32 v3, v1
	v_ashr_i64 v[2:3], v[2:3], 30
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0x100f000
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dword v4, v[2:3], s[8:11], 0 addr64
	v_lshlrev_b32_e32 v3, 2, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_i32_e32 v3, vcc, s4, v3
	s_cmp_lt_u32 s5, 2
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v4
	s_cbranch_scc1 .LBB3_5
; %bb.1:
	v_mov_b32_e32 v4, s4
	ds_read_b32 v4, v4
	s_mov_b32 s6, 1
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_lshl_b32 s6, s6, 1
	s_cmp_ge_u32 s6, s5
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc1 .LBB3_5
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_le_i32_e32 vcc, s6, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	s_waitcnt lgkmcnt(0)
	v_subrev_i32_e32 v4, vcc, s6, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, s4, v4
	ds_read_b32 v4, v4
	ds_read_b32 v5, v3
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v4, vcc, v5, v4
	s_branch .LBB3_2
.LBB3_5:
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_7
; %bb.6:
	v_add_i32_e32 v0, vcc, -4, v3
	ds_read_b32 v0, v0
.LBB3_7:
	s_or_b64 exec, exec, s[2:3]
	v_lshl_b64 v[1:2], v[1:2], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, v[1:2], s[0:3], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel ScanArraysdim1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 12
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
	.size	ScanArraysdim1, .Lfunc_end3-ScanArraysdim1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 304
; NumSgprs: 14
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
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
	.protected	prefixSum               ; -- Begin function prefixSum
	.globl	prefixSum
	.p2align	8
	.type	prefixSum,@function
prefixSum:                              ; @prefixSum
; %bb.0:
	s_load_dword s2, s[4:5], 0x1
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[0:1], s[6:7], 0x4
	s_load_dword s10, s[6:7], 0x6
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s3, s2, 16
	s_mul_i32 s3, s3, s9
	v_add_i32_e32 v1, vcc, s3, v1
	v_mul_lo_u32 v6, v1, s10
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s8, s8, s2
	v_add_i32_e32 v0, vcc, s8, v0
	v_add_i32_e32 v2, vcc, v6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[4:5], v[2:3], 2
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[12:13]
	v_cmp_lt_i32_e32 vcc, 0, v0
	buffer_store_dword v8, v[4:5], s[4:7], 0 addr64
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_4
; %bb.1:
	v_mov_b32_e32 v7, s13
	v_add_i32_e32 v4, vcc, s12, v4
	v_addc_u32_e32 v5, vcc, v7, v5, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_b64 v[6:7], v[6:7], 2
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v8, s15
	v_add_i32_e32 v6, vcc, s14, v6
	v_addc_u32_e32 v7, vcc, v8, v7, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v0
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	buffer_load_dword v10, v[6:7], s[4:7], 0 addr64
	v_add_i32_e32 v9, vcc, -1, v9
	v_add_i32_e32 v6, vcc, 4, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0) expcnt(0)
	v_add_i32_e32 v8, vcc, v8, v10
	buffer_store_dword v8, v[4:5], s[4:7], 0 addr64
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
.LBB4_4:
	s_or_b64 exec, exec, s[2:3]
	s_add_i32 s10, s10, -1
	v_cmp_eq_u32_e32 vcc, s10, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_6
; %bb.5:
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[14:15]
	buffer_load_dword v2, v[2:3], s[4:7], 0 addr64
	v_mov_b32_e32 v0, 0
	v_ashr_i64 v[0:1], v[0:1], 30
	s_mov_b64 s[2:3], s[6:7]
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v2, v8
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
.LBB4_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel prefixSum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 16
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
	.size	prefixSum, .Lfunc_end4-prefixSum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 316
; NumSgprs: 18
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	blockAddition           ; -- Begin function blockAddition
	.globl	blockAddition
	.p2align	8
	.type	blockAddition,@function
blockAddition:                          ; @blockAddition
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x4
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s4, 16
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s4, s8, s4
	v_add_i32_e32 v0, vcc, s4, v0
	s_mul_i32 s4, s9, s5
	v_add_i32_e32 v1, vcc, s4, v1
	v_lshlrev_b32_e32 v0, 8, v0
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b64 s[4:5], s[2:3]
	buffer_load_dword v2, v[0:1], s[4:7], 0 addr64
	s_mul_i32 s2, s9, s10
	s_add_i32 s2, s2, s8
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	s_load_dword s0, s[0:1], 0x0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_i32_e32 v2, vcc, s0, v2
	buffer_store_dword v2, v[0:1], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel blockAddition
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
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 11
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
	.size	blockAddition, .Lfunc_end5-blockAddition
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 136
; NumSgprs: 13
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 3
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	FixOffset               ; -- Begin function FixOffset
	.globl	FixOffset
	.p2align	8
	.type	FixOffset,@function
FixOffset:                              ; @FixOffset
; %bb.0:
	s_load_dword s4, s[4:5], 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s5, s4, 16
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_i32_e32 v0, vcc, s8, v0
	s_mul_i32 s5, s5, s9
	v_add_i32_e32 v1, vcc, s5, v1
	v_lshlrev_b32_e32 v0, 8, v0
	v_add_i32_e32 v2, vcc, v0, v1
	v_mov_b32_e32 v0, 0
	v_ashr_i64 v[0:1], v[0:1], 30
	s_mov_b64 s[4:5], s[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	buffer_load_dword v4, v[0:1], s[4:7], 0 addr64
	v_lshl_b64 v[0:1], v[2:3], 2
	s_mov_b64 s[4:5], s[2:3]
	buffer_load_dword v2, v[0:1], s[4:7], 0 addr64
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v2, v4
	buffer_store_dword v2, v[0:1], s[4:7], 0 addr64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel FixOffset
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 10
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
	.size	FixOffset, .Lfunc_end6-FixOffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 128
; NumSgprs: 12
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 5
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
        .is_const:       true
        .name:           unsortedData
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           buckets
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           shiftCount
        .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  local
        .name:           sharedArray
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogram
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .name:           unsortedData
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .name:           scanedBuckets
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           shiftCount
        .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  local
        .name:           sharedBuckets
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'ushort*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .name:           sortedData
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           permute
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         permute.kd
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           output
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           block
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .name:           block_size
        .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .name:           stride
        .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .name:           sumBuffer
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           ScanArraysdim2
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         ScanArraysdim2.kd
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           output
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           block
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .name:           block_size
        .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           ScanArraysdim1
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         ScanArraysdim1.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           output
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           input
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           summary
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           stride
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           prefixSum
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         prefixSum.kd
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           input
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           output
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           stride
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
    .name:           blockAddition
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         blockAddition.kd
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           input
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           output
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           FixOffset
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         FixOffset.kd
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
