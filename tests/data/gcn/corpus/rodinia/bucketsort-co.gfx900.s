	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	addOffset                       ; -- Begin function addOffset
	.globl	addOffset
	.p2align	2
	.type	addOffset,@function
addOffset:                              ; @addOffset
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshl_add_u32 v0, v1, 2, v0
	s_mov_b64 s[4:5], 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 0x7ffffff, v1
	v_add_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v1, v2
	ds_write_b32 v0, v1
	ds_read_b32 v3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v0, 0x7ffffff, v1
	v_add_u32_e32 v0, -1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	addOffset, .Lfunc_end0-addOffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 100
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	bucketcount             ; -- Begin function bucketcount
	.globl	bucketcount
	.p2align	8
	.type	bucketcount,@function
bucketcount:                            ; @bucketcount
; %bb.0:
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dword s9, s[4:5], 0x4
	s_load_dword s17, s[6:7], 0x18
	s_load_dwordx2 s[12:13], s[6:7], 0x20
	s_load_dword s18, s[4:5], 0xc
	v_lshlrev_b32_e32 v5, 2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s9, 0xffff
	v_lshlrev_b32_e32 v2, 5, v0
	s_lshl_b32 s16, s9, 2
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
	s_movk_i32 s6, 0x3ff
	v_mov_b32_e32 v3, v5
	v_mov_b32_e32 v4, v0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s9, v4
	v_cmp_lt_u32_e32 vcc, s6, v4
	ds_write_b32 v3, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v3, s16, v3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_mul_i32 s4, s8, s9
	v_add_u32_e32 v1, s4, v0
	v_cmp_gt_i32_e32 vcc, s17, v1
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_7
; %bb.3:
	s_load_dword s19, s[12:13], 0x7fc
	v_and_b32_e32 v2, 0x1c00, v2
	v_lshlrev_b32_e32 v6, 27, v0
	v_lshlrev_b32_e32 v7, 2, v2
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v8, 0x2ff
	v_mov_b32_e32 v9, 0xff
	v_mov_b32_e32 v10, 0x80
	v_mov_b32_e32 v11, 0xffffff80
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v12, 0xffffffc0
	v_mov_b32_e32 v13, 0xffffffe0
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[14:15], 2, v[1:2]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v14, vcc, s0, v14
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	global_load_dword v16, v[14:15], off
	v_mov_b32_e32 v17, s13
	s_mov_b64 s[14:15], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, s19, v16
	v_cndmask_b32_e32 v3, v8, v9, vcc
	v_lshlrev_b32_e32 v14, 2, v3
	global_load_dword v14, v14, s[12:13]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e32 v14, v10, v11, vcc
	v_add_u32_e32 v3, v14, v3
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e32 v14, 64, v12, vcc
	v_add_u32_e32 v3, v14, v3
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e32 v14, 32, v13, vcc
	v_add_u32_e32 v3, v14, v3
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e64 v14, 16, -16, vcc
	v_add_u32_e32 v3, v14, v3
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e64 v14, 8, -8, vcc
	v_add_u32_e32 v3, v14, v3
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e64 v14, 4, -4, vcc
	v_add_u32_e32 v3, v14, v3
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e64 v14, 2, -2, vcc
	v_add_u32_e32 v3, v14, v3
	v_lshlrev_b64 v[14:15], 2, v[3:4]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	v_mov_b32_e32 v15, v4
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v16, v14
	v_cndmask_b32_e64 v18, 1, -1, vcc
	v_add_u32_e32 v14, v18, v3
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v14, vcc, s12, v14
	v_addc_co_u32_e32 v15, vcc, v17, v15, vcc
	global_load_dword v14, v[14:15], off
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v16, v14
	v_addc_co_u32_e32 v3, vcc, v18, v3, vcc
	v_lshl_add_u32 v14, v3, 2, v7
.LBB1_5:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v15, v14
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v16, 0x7ffffff, v15
	v_add_u32_e32 v16, 1, v16
	v_or_b32_e32 v16, v16, v6
	ds_write_b32 v14, v16
	ds_read_b32 v17, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v17, v16
	s_or_b64 s[14:15], vcc, s[14:15]
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB1_5
; %bb.6:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
	v_lshl_add_u32 v14, v15, 10, v3
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_mov_b32_e32 v15, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v15, v3, vcc
	v_add_u32_e32 v1, s18, v1
	v_cmp_le_i32_e32 vcc, s17, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	global_store_dword v[2:3], v14, off
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_4
.LBB1_7:
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s2, s8, 10
	s_mov_b64 s[0:1], 0
	s_movk_i32 s3, 0x3ff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
.LBB1_8:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v5
	v_add_u32_e32 v1, s2, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_u32_e32 v0, s9, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_cmp_lt_i32_e32 vcc, s3, v0
	v_mov_b32_e32 v4, s11
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_co_u32_e32 v1, vcc, s10, v1
	v_add_u32_e32 v5, s16, v5
	v_addc_co_u32_e32 v2, vcc, v4, v2, vcc
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v3, 0x7ffffff, v3
	global_store_dword v[1:2], v3, off
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_8
; %bb.9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bucketcount
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
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
.Lfunc_end1:
	.size	bucketcount, .Lfunc_end1-bucketcount
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 932
; NumSgprs: 22
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 19
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
	.protected	bucketprefixoffset      ; -- Begin function bucketprefixoffset
	.globl	bucketprefixoffset
	.p2align	8
	.type	bucketprefixoffset,@function
bucketprefixoffset:                     ; @bucketprefixoffset
; %bb.0:
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s10, s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s8
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	v_mad_u64_u32 v[2:3], s[4:5], s4, v2, v[0:1]
	s_lshl_b32 s6, s10, 10
	v_cmp_gt_i32_e32 vcc, s6, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v3, vcc, s0, v0
	v_addc_co_u32_e32 v4, vcc, v4, v1, vcc
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, v2
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[3:4], off
	v_add_u32_e32 v0, 0x400, v0
	global_store_dword v[3:4], v1, off
	v_add_co_u32_e32 v3, vcc, 0x1000, v3
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_cmp_le_i32_e32 vcc, s6, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v1, v5, v1
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB2_2
; %bb.3:
	s_or_b64 exec, exec, s[0:1]
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v2
	v_ashrrev_i64 v[2:3], 30, v[3:4]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bucketprefixoffset
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
		.amdhsa_next_free_vgpr 6
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
.Lfunc_end2:
	.size	bucketprefixoffset, .Lfunc_end2-bucketprefixoffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 13
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
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
	.protected	bucketsort              ; -- Begin function bucketsort
	.globl	bucketsort
	.p2align	8
	.type	bucketsort,@function
bucketsort:                             ; @bucketsort
; %bb.0:
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_load_dwordx2 s[10:11], s[6:7], 0x10
	s_load_dword s9, s[6:7], 0x18
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	s_mov_b32 s17, 0
	s_load_dword s6, s[4:5], 0x4
	v_mov_b32_e32 v5, v1
	s_load_dword s4, s[4:5], 0xc
	s_lshl_b32 s7, s8, 10
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v6, 5, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s6, s6, 0xffff
	s_mov_b64 s[16:17], 0
	s_movk_i32 s5, 0x3ff
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v1, s5, v4
	v_add_u32_e32 v7, s7, v3
	v_lshlrev_b64 v[9:10], 2, v[1:2]
	v_ashrrev_i32_e32 v8, 31, v7
	v_mov_b32_e32 v5, s3
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_addc_co_u32_e32 v10, vcc, v5, v10, vcc
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v7, vcc, s0, v7
	v_addc_co_u32_e32 v8, vcc, v11, v8, vcc
	global_load_dword v1, v[9:10], off
	v_ashrrev_i32_e32 v5, 31, v4
	global_load_dword v7, v[7:8], off
	v_lshlrev_b32_e32 v8, 2, v3
	v_add_co_u32_e32 v3, vcc, s6, v4
	v_cmp_lt_i32_e32 vcc, s5, v3
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v3
	s_or_b64 s[16:17], vcc, s[16:17]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v7, v1
	ds_write_b32 v8, v1
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB3_1
; %bb.2:
	s_or_b64 exec, exec, s[16:17]
	s_mul_i32 s8, s8, s6
	v_add_u32_e32 v0, s8, v0
	v_cmp_gt_i32_e32 vcc, s9, v0
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_5
; %bb.3:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_ashr_i32 s5, s4, 31
	v_and_b32_e32 v5, 0x1c00, v6
	s_lshl_b64 s[2:3], s[4:5], 2
	s_mov_b64 s[6:7], 0
	s_movk_i32 s5, 0x3ff
	v_mov_b32_e32 v4, 0
.LBB3_4:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s15
	v_add_co_u32_e32 v6, vcc, s14, v1
	v_addc_co_u32_e32 v7, vcc, v3, v2, vcc
	global_load_dword v3, v[6:7], off
	v_mov_b32_e32 v7, s13
	v_add_co_u32_e32 v6, vcc, s12, v1
	v_addc_co_u32_e32 v7, vcc, v7, v2, vcc
	global_load_dword v8, v[6:7], off
	v_mov_b32_e32 v9, s11
	v_add_u32_e32 v0, s4, v0
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v2, v10, vcc
	s_waitcnt vmcnt(1)
	v_and_or_b32 v6, v3, s5, v5
	v_lshlrev_b32_e32 v11, 2, v6
	ds_read_b32 v6, v11
	v_ashrrev_i32_e32 v3, 10, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v6, v3
	v_lshlrev_b64 v[6:7], 2, v[3:4]
	v_add_co_u32_e64 v6, s[0:1], s10, v6
	v_addc_co_u32_e64 v7, s[0:1], v9, v7, s[0:1]
	s_waitcnt vmcnt(0)
	global_store_dword v[6:7], v8, off
	ds_read_b32 v3, v11
	v_cmp_le_i32_e64 s[0:1], s9, v0
	s_or_b64 s[6:7], s[0:1], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_4
.LBB3_5:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bucketsort
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 18
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
	.size	bucketsort, .Lfunc_end3-bucketsort
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 476
; NumSgprs: 20
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 12
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
        .name:           input
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           indice
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           d_prefixoffsets
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           size
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           l_pivotpoints
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bucketcount
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         bucketcount.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           d_prefixoffsets
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           d_offsets
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           blocks
        .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bucketprefixoffset
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         bucketprefixoffset.kd
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           input
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           indice
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           output
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .name:           size
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .name:           d_prefixoffsets
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           l_offsets
        .offset:         40
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bucketsort
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         bucketsort.kd
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
