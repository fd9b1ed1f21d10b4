	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	derive_key              ; -- Begin function derive_key
	.globl	derive_key
	.p2align	8
	.type	derive_key,@function
derive_key:                             ; @derive_key
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dwordx2 s[48:49], s[8:9], 0x4
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
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v41, s44
	v_mov_b32_e32 v42, s45
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mad_u64_u32 v[3:4], s[4:5], v0, 36, v[41:42]
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 5
	flat_load_dword v2, v[3:4]
	s_load_dwordx2 s[16:17], s[48:49], 0x0
	s_load_dword s15, s[48:49], 0x2
	s_load_dword s4, s[48:49], 0x3
	s_add_u32 s20, s48, 13
	v_mov_b32_e32 v5, s47
	s_addc_u32 s21, s49, 0
	v_add_i32_e32 v7, vcc, s46, v0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, pbkdf2@rel32@lo+4
	s_addc_u32 s19, s19, pbkdf2@rel32@hi+12
	v_addc_u32_e32 v8, vcc, v5, v1, vcc
	v_add_i32_e32 v0, vcc, 4, v3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s22, s4, 0xff
	v_addc_u32_e32 v1, vcc, 0, v4, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v3, s20
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v9, s17
	v_mov_b32_e32 v5, s22
	v_mov_b32_e32 v10, s15
	s_swappc_b64 s[30:31], s[18:19]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel derive_key
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 50
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
	.size	derive_key, .Lfunc_end0-derive_key
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 292
; NumSgprs: 54
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	strip                   ; -- Begin function strip
	.globl	strip
	.p2align	8
	.type	strip,@function
strip:                                  ; @strip
; %bb.0:
	s_load_dwordx8 s[44:51], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v45, s44
	s_add_u32 s44, s40, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v46, s45
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v47, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0xf800
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s52, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mad_u64_u32 v[0:1], s[4:5], v40, 36, v[45:46]
	v_mov_b32_e32 v41, 0
	v_lshl_b64 v[3:4], v[40:41], 5
	flat_load_dword v2, v[0:1]
	s_load_dwordx2 s[16:17], s[48:49], 0x0
	s_load_dword s15, s[48:49], 0x2
	s_load_dword s4, s[48:49], 0x3
	s_add_u32 s20, s48, 13
	v_mov_b32_e32 v5, s47
	s_addc_u32 s21, s49, 0
	v_add_i32_e32 v45, vcc, s46, v3
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, pbkdf2@rel32@lo+4
	s_addc_u32 s19, s19, pbkdf2@rel32@hi+12
	v_addc_u32_e32 v46, vcc, v5, v4, vcc
	v_add_i32_e32 v0, vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s22, s4, 0xff
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v3, s20
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v7, v45
	v_mov_b32_e32 v8, v46
	v_mov_b32_e32 v6, s16
	v_mov_b32_e32 v9, s17
	v_mov_b32_e32 v5, s22
	v_mov_b32_e32 v10, s15
	s_swappc_b64 s[30:31], s[18:19]
	s_add_u32 s4, s48, 0x420
	s_addc_u32 s5, s49, 0
	s_add_u32 s6, s48, 0x421
	v_mov_b32_e32 v10, s5
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v9, s4
	s_add_u32 s4, s48, 0x422
	v_mov_b32_e32 v12, s7
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v11, s6
	s_add_u32 s6, s48, 0x423
	v_mov_b32_e32 v14, s5
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v13, s4
	s_add_u32 s4, s48, 0x424
	v_mov_b32_e32 v16, s7
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v15, s6
	s_add_u32 s6, s48, 0x425
	v_mov_b32_e32 v18, s5
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v17, s4
	s_add_u32 s4, s48, 0x426
	v_mov_b32_e32 v20, s7
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v19, s6
	s_add_u32 s6, s48, 0x427
	v_mov_b32_e32 v22, s5
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v21, s4
	s_add_u32 s4, s48, 0x428
	v_add_i32_e32 v0, vcc, 16, v45
	v_mov_b32_e32 v24, s7
	s_addc_u32 s5, s49, 0
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	v_mov_b32_e32 v23, s6
	s_add_u32 s6, s48, 0x429
	flat_load_dwordx4 v[5:8], v[45:46]
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_ubyte v25, v[9:10]
	flat_load_ubyte v26, v[11:12]
	flat_load_ubyte v27, v[13:14]
	flat_load_ubyte v28, v[15:16]
	flat_load_ubyte v29, v[17:18]
	flat_load_ubyte v30, v[19:20]
	flat_load_ubyte v21, v[21:22]
	flat_load_ubyte v22, v[23:24]
	v_mov_b32_e32 v10, s5
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v9, s4
	s_add_u32 s4, s48, 0x42a
	v_mov_b32_e32 v12, s7
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v11, s6
	s_add_u32 s6, s48, 0x42b
	v_mov_b32_e32 v14, s5
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v13, s4
	s_add_u32 s4, s48, 0x42c
	v_mov_b32_e32 v16, s7
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v15, s6
	s_add_u32 s6, s48, 0x42d
	v_mov_b32_e32 v18, s5
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v17, s4
	s_add_u32 s4, s48, 0x42e
	v_mov_b32_e32 v20, s7
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v19, s6
	s_add_u32 s6, s48, 0x42f
	flat_load_ubyte v23, v[9:10]
	flat_load_ubyte v24, v[11:12]
	flat_load_ubyte v13, v[13:14]
	flat_load_ubyte v14, v[15:16]
	flat_load_ubyte v15, v[17:18]
	flat_load_ubyte v16, v[19:20]
	s_addc_u32 s7, s49, 0
	v_mov_b32_e32 v10, s7
	v_mov_b32_e32 v9, s6
	v_mov_b32_e32 v12, s5
	v_mov_b32_e32 v11, s4
	flat_load_ubyte v9, v[9:10]
	flat_load_ubyte v10, v[11:12]
	s_mov_b32 s4, 0xffff
	s_mov_b32 s10, 0x1010101
	s_mov_b32 s11, 0x2020202
	s_mov_b32 s12, 0x40404040
	v_mov_b32_e32 v4, 4
	s_mov_b32 s13, 0
	s_waitcnt vmcnt(14)
	buffer_store_dword v5, off, s[0:3], 0 offset:4
	buffer_store_dword v6, off, s[0:3], 0 offset:8
	buffer_store_dword v7, off, s[0:3], 0 offset:12
	buffer_store_dword v8, off, s[0:3], 0 offset:16
	buffer_store_dword v0, off, s[0:3], 0 offset:20
	buffer_store_dword v1, off, s[0:3], 0 offset:24
	buffer_store_dword v2, off, s[0:3], 0 offset:28
	buffer_store_dword v3, off, s[0:3], 0 offset:32
	v_lshlrev_b32_e32 v0, 8, v26
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v1, 8, v28
	v_or_b32_e32 v0, v25, v0
	v_or_b32_e32 v1, v27, v1
	v_and_b32_e32 v0, s4, v0
	v_lshlrev_b32_e32 v1, 16, v1
	v_or_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], 0 offset:244
	v_lshlrev_b32_e32 v0, 8, v30
	v_lshlrev_b32_e32 v1, 8, v22
	v_or_b32_e32 v0, v29, v0
	v_or_b32_e32 v1, v21, v1
	v_and_b32_e32 v0, s4, v0
	v_lshlrev_b32_e32 v1, 16, v1
	v_or_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], 0 offset:248
	v_lshlrev_b32_e32 v0, 8, v24
	v_or_b32_e32 v0, v23, v0
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v1, 8, v14
	v_or_b32_e32 v1, v13, v1
	v_and_b32_e32 v0, s4, v0
	v_lshlrev_b32_e32 v1, 16, v1
	v_or_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], 0 offset:252
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v0, 8, v16
	s_waitcnt vmcnt(12)
	v_lshlrev_b32_e32 v1, 8, v9
	v_or_b32_e32 v0, v15, v0
	s_waitcnt vmcnt(11)
	v_or_b32_e32 v1, v10, v1
	v_and_b32_e32 v0, s4, v0
	v_lshlrev_b32_e32 v1, 16, v1
	v_or_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], 0 offset:256
	v_mov_b32_e32 v0, v41
	s_branch .LBB1_2
.LBB1_1:                                ;   in Loop: Header=BB1_2 Depth=1
	v_add_i32_e32 v2, vcc, s52, v4
	buffer_load_dword v3, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, 1, v0
	v_add_i32_e32 v2, vcc, 32, v2
	v_cmp_eq_u32_e32 vcc, 8, v0
	s_or_b32 s4, vcc_lo, vcc_hi
	s_cmp_lg_u32 s4, 0
	s_addc_u32 s13, s13, 0
	s_add_i32 s52, s52, 4
	v_cndmask_b32_e64 v0, v0, 0, vcc
	s_cmpk_lg_i32 s52, 0xd0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v3, v1
	buffer_store_dword v3, v2, s[0:3], 0 offen
	s_cbranch_scc0 .LBB1_13
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e32 vcc, 4, v0
	s_and_b64 vcc, exec, vcc
	s_mov_b64 s[4:5], 0
	s_cbranch_vccnz .LBB1_5
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	v_cmp_eq_u32_e32 vcc, 4, v0
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB1_6
; %bb.4:                                ;   in Loop: Header=BB1_2 Depth=1
	v_lshrrev_b32_e32 v1, 1, v3
	v_lshrrev_b32_e32 v2, 2, v3
	v_lshrrev_b32_e32 v7, 4, v3
	v_lshrrev_b32_e32 v10, 7, v3
	v_and_b32_e32 v7, s10, v7
	v_and_b32_e32 v1, s10, v1
	v_lshrrev_b32_e32 v8, 5, v3
	v_and_b32_e32 v2, s10, v2
	v_lshrrev_b32_e32 v9, 6, v3
	v_and_b32_e32 v10, s10, v10
	v_lshrrev_b32_e32 v5, 3, v3
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v9, s10, v9
	v_xor_b32_e32 v11, v2, v7
	v_xor_b32_e32 v12, v1, v10
	v_and_b32_e32 v6, s10, v3
	v_and_b32_e32 v5, s10, v5
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v16, v12, v11
	v_xor_b32_e32 v15, v8, v6
	v_xor_b32_e32 v5, v16, v5
	v_xor_b32_e32 v14, v2, v10
	v_xor_b32_e32 v1, v15, v1
	v_xor_b32_e32 v2, v5, v2
	v_xor_b32_e32 v13, v7, v10
	v_xor_b32_e32 v7, v15, v7
	v_xor_b32_e32 v18, v1, v14
	v_xor_b32_e32 v5, v5, v9
	v_xor_b32_e32 v9, v2, v6
	v_and_b32_e32 v23, v2, v16
	v_xor_b32_e32 v20, v5, v13
	v_and_b32_e32 v24, v9, v18
	v_and_b32_e32 v25, v7, v6
	v_xor_b32_e32 v5, v23, v5
	v_xor_b32_e32 v19, v2, v8
	v_xor_b32_e32 v5, v5, v24
	v_xor_b32_e32 v24, v25, v14
	v_xor_b32_e32 v24, v24, v19
	v_xor_b32_e32 v22, v19, v20
	v_xor_b32_e32 v8, v20, v8
	v_xor_b32_e32 v23, v24, v23
	v_not_b32_e32 v24, v12
	v_xor_b32_e32 v17, v15, v10
	v_xor_b32_e32 v21, v20, v6
	v_and_b32_e32 v26, v1, v15
	v_and_b32_e32 v28, v20, v13
	v_and_b32_e32 v29, v22, v11
	v_and_b32_e32 v24, v8, v24
	v_or_b32_e32 v25, v8, v12
	v_and_b32_e32 v27, v21, v17
	v_xor_b32_e32 v29, v29, v28
	v_and_b32_e32 v30, v19, v14
	v_xor_b32_e32 v25, v25, v26
	v_xor_b32_e32 v10, v24, v10
	v_xor_b32_e32 v28, v30, v28
	v_xor_b32_e32 v5, v5, v29
	v_xor_b32_e32 v25, v25, v29
	v_xor_b32_e32 v10, v10, v27
	v_xor_b32_e32 v10, v10, v28
	v_and_b32_e32 v26, v5, v25
	v_xor_b32_e32 v23, v23, v28
	v_xor_b32_e32 v27, v26, v10
	v_xor_b32_e32 v28, v10, v25
	v_xor_b32_e32 v24, v5, v23
	v_bfi_b32 v5, v27, v5, v23
	v_xor_b32_e32 v29, v26, v23
	v_bfi_b32 v23, v28, v23, v26
	v_bfi_b32 v29, v29, v25, v10
	v_and_b32_e32 v10, v23, v10
	v_xor_b32_e32 v23, v10, v25
	v_xor_b32_e32 v10, v10, v27
	v_and_b32_e32 v10, v10, v5
	v_xor_b32_e32 v25, v23, v29
	v_xor_b32_e32 v10, v10, v24
	v_xor_b32_e32 v24, v10, v25
	v_xor_b32_e32 v26, v5, v29
	v_xor_b32_e32 v27, v10, v5
	v_xor_b32_e32 v28, v24, v26
	v_and_b32_e32 v2, v23, v2
	v_and_b32_e32 v6, v29, v6
	v_and_b32_e32 v8, v27, v8
	v_and_b32_e32 v15, v10, v15
	v_and_b32_e32 v20, v26, v20
	v_and_b32_e32 v16, v23, v16
	v_and_b32_e32 v18, v25, v18
	v_and_b32_e32 v12, v27, v12
	v_and_b32_e32 v1, v10, v1
	v_and_b32_e32 v10, v26, v13
	v_and_b32_e32 v11, v28, v11
	v_and_b32_e32 v22, v28, v22
	v_and_b32_e32 v19, v24, v19
	v_and_b32_e32 v7, v29, v7
	v_and_b32_e32 v13, v24, v14
	v_xor_b32_e32 v10, v11, v10
	v_xor_b32_e32 v14, v18, v16
	v_xor_b32_e32 v16, v12, v6
	v_xor_b32_e32 v2, v8, v2
	v_xor_b32_e32 v8, v8, v20
	v_and_b32_e32 v21, v5, v21
	v_and_b32_e32 v5, v5, v17
	v_xor_b32_e32 v7, v18, v7
	v_xor_b32_e32 v17, v22, v19
	v_xor_b32_e32 v16, v16, v2
	v_xor_b32_e32 v18, v10, v15
	v_xor_b32_e32 v8, v8, v22
	v_and_b32_e32 v9, v25, v9
	v_xor_b32_e32 v5, v16, v5
	v_xor_b32_e32 v17, v17, v18
	v_xor_b32_e32 v14, v14, v18
	v_xor_b32_e32 v15, v8, v15
	v_xor_b32_e32 v11, v13, v11
	v_xor_b32_e32 v6, v6, v21
	v_xor_b32_e32 v5, v5, v17
	v_xor_b32_e32 v9, v14, v9
	v_xor_b32_e32 v11, v11, v15
	v_xor_b32_e32 v1, v1, v21
	v_xor_b32_e32 v6, v6, v9
	v_xor_b32_e32 v7, v7, v5
	v_xor_b32_e32 v5, v11, v5
	v_xor_b32_e32 v12, v1, v12
	v_not_b32_e32 v5, v5
	v_lshlrev_b32_e32 v6, 1, v6
	v_xor_b32_e32 v8, v14, v8
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v1, v16, v1
	v_xor_b32_e32 v2, v9, v2
	v_and_b32_e32 v7, s10, v7
	v_and_b32_e32 v6, s11, v6
	v_lshlrev_b32_e32 v5, 1, v5
	v_not_b32_e32 v12, v12
	v_xor_b32_e32 v9, v2, v15
	v_and_b32_e32 v1, s10, v1
	v_or_b32_e32 v6, v6, v7
	v_and_b32_e32 v2, s10, v2
	v_and_b32_e32 v5, s11, v5
	v_lshlrev_b32_e32 v7, 1, v8
	v_xor_b32_e32 v1, v1, v10
	v_lshlrev_b32_e32 v10, 1, v12
	v_or_b32_e32 v2, v5, v2
	v_and_b32_e32 v5, s10, v9
	v_and_b32_e32 v7, s11, v7
	v_and_b32_e32 v10, s11, v10
	v_or_b32_e32 v5, v5, v7
	v_or_b32_e32 v1, v1, v10
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v5, 6, v5
	v_lshlrev_b32_e32 v2, 4, v2
	v_or_b32_e32 v1, v6, v1
	v_or_b32_e32 v2, v2, v5
	v_xor_b32_e32 v1, s10, v1
	v_xor_b32_e32 v2, s12, v2
	v_or_b32_e32 v1, v2, v1
	s_mov_b64 s[6:7], 0
	s_branch .LBB1_7
.LBB1_5:                                ;   in Loop: Header=BB1_2 Depth=1
                                        ; implicit-def: $vgpr1
	s_mov_b64 s[6:7], 0
	s_cbranch_execnz .LBB1_8
	s_branch .LBB1_9
.LBB1_6:                                ;   in Loop: Header=BB1_2 Depth=1
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr1
.LBB1_7:                                ;   in Loop: Header=BB1_2 Depth=1
	s_branch .LBB1_9
.LBB1_8:                                ;   in Loop: Header=BB1_2 Depth=1
	s_mov_b64 s[4:5], -1
	v_cmp_ne_u32_e64 s[6:7], 0, v0
.LBB1_9:                                ;   in Loop: Header=BB1_2 Depth=1
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB1_11
; %bb.10:                               ;   in Loop: Header=BB1_2 Depth=1
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_1
	s_branch .LBB1_12
.LBB1_11:                               ;   in Loop: Header=BB1_2 Depth=1
	v_mov_b32_e32 v1, v3
	s_cbranch_execnz .LBB1_1
.LBB1_12:                               ;   in Loop: Header=BB1_2 Depth=1
	v_alignbit_b32 v1, v3, v3, 8
	v_lshrrev_b32_e32 v2, 1, v1
	v_lshrrev_b32_e32 v3, 2, v1
	v_lshrrev_b32_e32 v5, 3, v1
	v_and_b32_e32 v6, s10, v1
	v_lshrrev_b32_e32 v7, 4, v1
	v_lshrrev_b32_e32 v8, 5, v1
	v_lshrrev_b32_e32 v9, 6, v1
	v_lshrrev_b32_e32 v1, 7, v1
	v_and_b32_e32 v7, s10, v7
	v_and_b32_e32 v2, s10, v2
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v3, s10, v3
	v_and_b32_e32 v9, s10, v9
	v_and_b32_e32 v1, s10, v1
	v_xor_b32_e32 v10, v3, v7
	v_xor_b32_e32 v11, v2, v1
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v5, s10, v5
	v_xor_b32_e32 v14, v8, v6
	v_xor_b32_e32 v15, v11, v10
	v_xor_b32_e32 v17, v14, v2
	v_xor_b32_e32 v2, v15, v5
	v_xor_b32_e32 v12, v7, v1
	v_xor_b32_e32 v13, v3, v1
	v_xor_b32_e32 v3, v2, v3
	v_xor_b32_e32 v2, v2, v9
	v_xor_b32_e32 v9, v3, v8
	v_xor_b32_e32 v19, v2, v12
	v_xor_b32_e32 v20, v9, v19
	v_xor_b32_e32 v7, v14, v7
	v_and_b32_e32 v23, v19, v12
	v_and_b32_e32 v24, v20, v10
	v_and_b32_e32 v25, v9, v13
	v_xor_b32_e32 v24, v24, v23
	v_xor_b32_e32 v23, v25, v23
	v_and_b32_e32 v25, v7, v6
	v_xor_b32_e32 v18, v17, v13
	v_xor_b32_e32 v5, v3, v6
	v_and_b32_e32 v21, v3, v15
	v_xor_b32_e32 v25, v25, v13
	v_xor_b32_e32 v8, v19, v8
	v_and_b32_e32 v22, v5, v18
	v_xor_b32_e32 v2, v21, v2
	v_xor_b32_e32 v25, v25, v9
	v_xor_b32_e32 v2, v2, v22
	v_and_b32_e32 v22, v17, v14
	v_xor_b32_e32 v21, v25, v21
	v_or_b32_e32 v25, v8, v11
	v_xor_b32_e32 v22, v25, v22
	v_xor_b32_e32 v2, v2, v24
	v_xor_b32_e32 v22, v22, v24
	v_not_b32_e32 v24, v11
	v_xor_b32_e32 v16, v14, v1
	v_xor_b32_e32 v25, v19, v6
	v_and_b32_e32 v24, v8, v24
	v_xor_b32_e32 v1, v24, v1
	v_and_b32_e32 v24, v25, v16
	v_xor_b32_e32 v1, v1, v24
	v_xor_b32_e32 v1, v1, v23
	v_and_b32_e32 v24, v2, v22
	v_xor_b32_e32 v21, v21, v23
	v_xor_b32_e32 v26, v24, v1
	v_xor_b32_e32 v23, v2, v21
	v_bfi_b32 v27, v26, v2, v21
	v_xor_b32_e32 v2, v1, v22
	v_bfi_b32 v2, v2, v21, v24
	v_xor_b32_e32 v21, v24, v21
	v_bfi_b32 v21, v21, v22, v1
	v_and_b32_e32 v1, v2, v1
	v_xor_b32_e32 v22, v1, v22
	v_xor_b32_e32 v1, v1, v26
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __const.aes_keysched_base.Rcon@rel32@lo+4
	s_addc_u32 s5, s5, __const.aes_keysched_base.Rcon@rel32@hi+12
	v_and_b32_e32 v1, v1, v27
	s_add_u32 s4, s13, s4
	v_xor_b32_e32 v23, v1, v23
	s_addc_u32 s5, 0, s5
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	flat_load_ubyte v1, v[1:2]
	v_xor_b32_e32 v2, v22, v21
	v_and_b32_e32 v3, v22, v3
	v_and_b32_e32 v15, v22, v15
	v_xor_b32_e32 v22, v23, v2
	v_and_b32_e32 v5, v2, v5
	v_and_b32_e32 v2, v2, v18
	v_xor_b32_e32 v18, v27, v21
	v_and_b32_e32 v6, v21, v6
	v_and_b32_e32 v7, v21, v7
	v_xor_b32_e32 v21, v23, v27
	v_and_b32_e32 v8, v21, v8
	v_and_b32_e32 v11, v21, v11
	v_xor_b32_e32 v21, v22, v18
	v_and_b32_e32 v12, v18, v12
	v_and_b32_e32 v10, v21, v10
	v_and_b32_e32 v14, v23, v14
	v_and_b32_e32 v19, v18, v19
	v_xor_b32_e32 v12, v10, v12
	v_and_b32_e32 v20, v21, v20
	v_and_b32_e32 v9, v22, v9
	v_xor_b32_e32 v7, v2, v7
	v_xor_b32_e32 v2, v2, v15
	v_xor_b32_e32 v15, v11, v6
	v_xor_b32_e32 v3, v8, v3
	v_xor_b32_e32 v18, v12, v14
	v_xor_b32_e32 v8, v8, v19
	v_and_b32_e32 v24, v27, v25
	v_and_b32_e32 v16, v27, v16
	v_and_b32_e32 v13, v22, v13
	v_xor_b32_e32 v9, v20, v9
	v_xor_b32_e32 v15, v15, v3
	v_xor_b32_e32 v8, v8, v20
	v_xor_b32_e32 v2, v2, v18
	v_xor_b32_e32 v6, v6, v24
	v_xor_b32_e32 v16, v15, v16
	v_xor_b32_e32 v9, v9, v18
	v_xor_b32_e32 v14, v8, v14
	v_xor_b32_e32 v5, v2, v5
	v_xor_b32_e32 v10, v13, v10
	v_and_b32_e32 v17, v23, v17
	v_xor_b32_e32 v16, v16, v9
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v5, v6, v5
	v_xor_b32_e32 v10, v10, v14
	v_xor_b32_e32 v17, v17, v24
	v_xor_b32_e32 v6, v7, v16
	v_xor_b32_e32 v10, v10, v16
	v_lshlrev_b32_e32 v5, 1, v5
	v_xor_b32_e32 v2, v2, v8
	v_xor_b32_e32 v8, v17, v11
	v_not_b32_e32 v10, v10
	v_and_b32_e32 v6, s10, v6
	v_and_b32_e32 v5, s11, v5
	v_xor_b32_e32 v8, v8, v9
	v_or_b32_e32 v5, v5, v6
	v_lshlrev_b32_e32 v6, 1, v10
	v_not_b32_e32 v8, v8
	v_xor_b32_e32 v9, v15, v17
	v_xor_b32_e32 v7, v3, v14
	v_and_b32_e32 v3, s10, v3
	v_and_b32_e32 v6, s11, v6
	v_lshlrev_b32_e32 v2, 1, v2
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v8, 1, v8
	v_or_b32_e32 v3, v6, v3
	v_and_b32_e32 v6, s10, v7
	v_and_b32_e32 v2, s11, v2
	v_xor_b32_e32 v9, v9, v12
	v_and_b32_e32 v8, s11, v8
	v_or_b32_e32 v2, v6, v2
	v_or_b32_e32 v6, v9, v8
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v2, 6, v2
	v_lshlrev_b32_e32 v3, 4, v3
	v_or_b32_e32 v5, v5, v6
	v_or_b32_e32 v2, v3, v2
	v_xor_b32_e32 v5, s10, v5
	v_xor_b32_e32 v2, s12, v2
	v_or_b32_e32 v2, v2, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v2, v1
	s_branch .LBB1_1
.LBB1_13:
	buffer_load_dword v0, off, s[0:3], 0 offset:4
	buffer_load_dword v1, off, s[0:3], 0 offset:8
	buffer_load_dword v2, off, s[0:3], 0 offset:12
	buffer_load_dword v3, off, s[0:3], 0 offset:16
	buffer_load_dword v4, off, s[0:3], 0 offset:20
	buffer_load_dword v5, off, s[0:3], 0 offset:24
	buffer_load_dword v6, off, s[0:3], 0 offset:28
	buffer_load_dword v7, off, s[0:3], 0 offset:32
	s_mov_b32 s5, 0x11111111
	s_mov_b32 s4, 0x44444444
	s_mov_b32 s6, 0x22222222
	s_mov_b32 s7, 0x88888888
	s_mov_b32 s10, 0x50505050
	s_mov_b32 s8, 0xf0f0f0f
	s_mov_b32 s9, 0xa0a0a0a0
	s_add_u32 s15, s48, 64
	s_addc_u32 s18, s49, 0
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(7)
	v_lshrrev_b32_e32 v10, 2, v0
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v9, 2, v1
	v_and_b32_e32 v11, s4, v1
	v_and_b32_e32 v1, s7, v1
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_e32 v13, 2, v3
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v18, 2, v4
	v_and_b32_e32 v21, s5, v10
	v_and_b32_e32 v10, s6, v10
	v_and_b32_e32 v12, s5, v2
	v_lshrrev_b32_e32 v14, 2, v2
	v_and_b32_e32 v2, s6, v2
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v19, s4, v5
	v_and_b32_e32 v22, s4, v13
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v25, s5, v18
	v_or_b32_e32 v11, v11, v21
	v_or_b32_e32 v1, v1, v10
	v_or_b32_e32 v2, v13, v2
	v_or_b32_e32 v13, v19, v25
	v_or_b32_e32 v1, v1, v11
	buffer_load_dword v11, off, s[0:3], 0 offset:36
	buffer_load_dword v19, off, s[0:3], 0 offset:40
	v_and_b32_e32 v8, s5, v0
	v_and_b32_e32 v0, s6, v0
	v_and_b32_e32 v15, s4, v3
	v_and_b32_e32 v20, s4, v9
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v23, s5, v14
	v_and_b32_e32 v3, s7, v3
	v_and_b32_e32 v14, s6, v14
	v_or_b32_e32 v8, v20, v8
	v_or_b32_e32 v0, v9, v0
	v_or_b32_e32 v9, v22, v12
	v_or_b32_e32 v10, v15, v23
	v_or_b32_e32 v3, v3, v14
	v_lshlrev_b32_e32 v14, 4, v9
	v_or_b32_e32 v0, v0, v8
	v_lshlrev_b32_e32 v8, 4, v10
	v_and_b32_e32 v14, s10, v14
	v_lshrrev_b32_e32 v20, 4, v0
	v_and_b32_e32 v8, s10, v8
	v_lshrrev_b32_e32 v21, 4, v1
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v1, s8, v1
	v_or_b32_e32 v0, v0, v14
	v_or_b32_e32 v1, v1, v8
	v_and_b32_e32 v8, s8, v20
	v_and_b32_e32 v14, s8, v21
	buffer_load_dword v20, off, s[0:3], 0 offset:44
	buffer_load_dword v21, off, s[0:3], 0 offset:48
	v_lshlrev_b32_e32 v17, 2, v5
	v_and_b32_e32 v16, s5, v4
	v_and_b32_e32 v24, s4, v17
	v_or_b32_e32 v12, v24, v16
	v_lshlrev_b32_e32 v15, 4, v2
	v_lshlrev_b32_e32 v16, 4, v3
	v_and_b32_e32 v9, s10, v9
	v_and_b32_e32 v10, s10, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v16, s9, v16
	v_and_b32_e32 v2, s9, v2
	v_and_b32_e32 v3, s9, v3
	v_or_b32_e32 v0, v0, v15
	v_or_b32_e32 v1, v1, v16
	v_or_b32_e32 v8, v8, v9
	v_or_b32_e32 v9, v14, v10
	buffer_store_dword v0, off, s[0:3], 0 offset:264
	buffer_store_dword v1, off, s[0:3], 0 offset:268
	v_or_b32_e32 v0, v8, v2
	v_or_b32_e32 v1, v9, v3
	v_and_b32_e32 v4, s6, v4
	v_and_b32_e32 v17, s7, v17
	buffer_store_dword v0, off, s[0:3], 0 offset:272
	buffer_store_dword v1, off, s[0:3], 0 offset:276
	v_and_b32_e32 v1, s6, v18
	v_and_b32_e32 v2, s7, v5
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v3, 2, v7
	v_or_b32_e32 v0, v17, v4
	v_or_b32_e32 v1, v2, v1
	v_and_b32_e32 v2, s5, v6
	v_and_b32_e32 v4, s4, v3
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b32_e32 v4, 2, v6
	v_and_b32_e32 v6, s6, v6
	v_and_b32_e32 v3, s7, v3
	v_and_b32_e32 v5, s5, v4
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v3, v3, v6
	v_and_b32_e32 v4, s6, v4
	v_and_b32_e32 v6, s7, v7
	v_or_b32_e32 v5, v8, v5
	v_or_b32_e32 v4, v6, v4
	v_lshlrev_b32_e32 v6, 4, v2
	v_or_b32_e32 v0, v0, v12
	v_and_b32_e32 v6, s10, v6
	v_lshlrev_b32_e32 v7, 4, v3
	v_lshrrev_b32_e32 v8, 4, v0
	v_lshlrev_b32_e32 v9, 4, v5
	v_or_b32_e32 v1, v1, v13
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v7, s9, v7
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v10, 4, v4
	v_lshrrev_b32_e32 v12, 4, v1
	v_or_b32_e32 v0, v0, v6
	v_and_b32_e32 v1, s8, v1
	v_and_b32_e32 v10, s9, v10
	v_or_b32_e32 v0, v0, v7
	v_or_b32_e32 v1, v1, v9
	buffer_store_dword v0, off, s[0:3], 0 offset:280
	v_or_b32_e32 v1, v1, v10
	v_and_b32_e32 v2, s10, v2
	buffer_load_dword v0, off, s[0:3], 0 offset:52
	buffer_load_dword v6, off, s[0:3], 0 offset:56
	buffer_store_dword v1, off, s[0:3], 0 offset:284
	v_and_b32_e32 v1, s8, v8
	v_and_b32_e32 v3, s9, v3
	v_or_b32_e32 v1, v1, v2
	v_or_b32_e32 v1, v1, v3
	v_and_b32_e32 v5, s10, v5
	buffer_store_dword v1, off, s[0:3], 0 offset:288
	v_and_b32_e32 v1, s8, v12
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v1, v1, v5
	v_or_b32_e32 v1, v1, v4
	buffer_store_dword v1, off, s[0:3], 0 offset:292
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v2, off, s[0:3], 0 offset:64
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v4, 2, v19
	v_and_b32_e32 v3, s5, v11
	v_and_b32_e32 v5, s4, v4
	v_or_b32_e32 v3, v5, v3
	v_lshrrev_b32_e32 v5, 2, v11
	v_and_b32_e32 v7, s5, v5
	v_and_b32_e32 v8, s4, v19
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s6, v11
	v_and_b32_e32 v4, s7, v4
	v_or_b32_e32 v4, v4, v8
	v_and_b32_e32 v5, s6, v5
	v_and_b32_e32 v8, s7, v19
	s_waitcnt vmcnt(12)
	v_lshlrev_b32_e32 v9, 2, v21
	v_or_b32_e32 v5, v8, v5
	v_and_b32_e32 v8, s5, v20
	v_and_b32_e32 v10, s4, v9
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b32_e32 v10, 2, v20
	v_and_b32_e32 v11, s5, v10
	v_and_b32_e32 v12, s4, v21
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v12, s6, v20
	v_and_b32_e32 v9, s7, v9
	v_or_b32_e32 v9, v9, v12
	v_and_b32_e32 v10, s6, v10
	v_and_b32_e32 v12, s7, v21
	v_or_b32_e32 v10, v12, v10
	v_lshlrev_b32_e32 v12, 4, v8
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v12, s10, v12
	v_lshlrev_b32_e32 v13, 4, v9
	v_lshrrev_b32_e32 v4, 4, v3
	v_and_b32_e32 v3, s8, v3
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v13, s9, v13
	v_or_b32_e32 v3, v3, v12
	v_and_b32_e32 v4, s8, v4
	v_and_b32_e32 v9, s9, v9
	v_or_b32_e32 v5, v5, v7
	v_or_b32_e32 v3, v3, v13
	v_or_b32_e32 v4, v4, v8
	v_lshlrev_b32_e32 v14, 4, v11
	v_lshrrev_b32_e32 v7, 4, v5
	buffer_store_dword v3, off, s[0:3], 0 offset:296
	v_or_b32_e32 v4, v4, v9
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v11, s10, v11
	v_lshlrev_b32_e32 v15, 4, v10
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v12, off, s[0:3], 0 offset:72
	v_and_b32_e32 v5, s8, v5
	buffer_store_dword v4, off, s[0:3], 0 offset:304
	v_and_b32_e32 v4, s8, v7
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v10, s9, v10
	v_or_b32_e32 v5, v5, v14
	v_or_b32_e32 v4, v4, v11
	v_or_b32_e32 v5, v5, v15
	v_or_b32_e32 v4, v4, v10
	buffer_store_dword v5, off, s[0:3], 0 offset:300
	buffer_store_dword v4, off, s[0:3], 0 offset:308
	buffer_load_dword v4, off, s[0:3], 0 offset:76
	buffer_load_dword v5, off, s[0:3], 0 offset:80
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v7, s5, v0
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v8, 2, v6
	v_and_b32_e32 v9, s4, v8
	v_or_b32_e32 v7, v9, v7
	v_lshrrev_b32_e32 v9, 2, v0
	v_and_b32_e32 v0, s6, v0
	v_and_b32_e32 v8, s7, v8
	v_and_b32_e32 v10, s5, v9
	v_and_b32_e32 v11, s4, v6
	v_or_b32_e32 v0, v8, v0
	v_and_b32_e32 v8, s6, v9
	v_and_b32_e32 v6, s7, v6
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v6, v6, v8
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v9, 2, v2
	v_and_b32_e32 v8, s5, v1
	v_and_b32_e32 v11, s4, v9
	v_or_b32_e32 v8, v11, v8
	v_lshrrev_b32_e32 v11, 2, v1
	v_and_b32_e32 v1, s6, v1
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v13, s5, v11
	v_and_b32_e32 v14, s4, v2
	v_or_b32_e32 v1, v9, v1
	v_and_b32_e32 v9, s6, v11
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v13, v14, v13
	v_or_b32_e32 v2, v2, v9
	v_lshlrev_b32_e32 v9, 4, v8
	v_or_b32_e32 v0, v0, v7
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v11, 4, v1
	v_lshrrev_b32_e32 v7, 4, v0
	v_lshlrev_b32_e32 v14, 4, v13
	v_or_b32_e32 v6, v6, v10
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v11, s9, v11
	v_and_b32_e32 v14, s10, v14
	v_lshlrev_b32_e32 v15, 4, v2
	v_lshrrev_b32_e32 v10, 4, v6
	v_or_b32_e32 v0, v0, v9
	v_and_b32_e32 v6, s8, v6
	v_and_b32_e32 v15, s9, v15
	v_or_b32_e32 v0, v0, v11
	v_or_b32_e32 v6, v6, v14
	buffer_store_dword v0, off, s[0:3], 0 offset:312
	v_or_b32_e32 v6, v6, v15
	v_and_b32_e32 v8, s10, v8
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v9, off, s[0:3], 0 offset:88
	buffer_store_dword v6, off, s[0:3], 0 offset:316
	v_and_b32_e32 v6, s8, v7
	v_and_b32_e32 v1, s9, v1
	v_or_b32_e32 v6, v6, v8
	v_or_b32_e32 v1, v6, v1
	v_and_b32_e32 v13, s10, v13
	buffer_store_dword v1, off, s[0:3], 0 offset:320
	v_and_b32_e32 v1, s8, v10
	v_and_b32_e32 v2, s9, v2
	v_or_b32_e32 v1, v1, v13
	v_or_b32_e32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], 0 offset:324
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:96
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v3
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v12
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v3
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v11, s4, v12
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v7, s7, v7
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v3, v7, v3
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v12
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v11, 2, v5
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v4
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v4
	v_and_b32_e32 v4, s6, v4
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v14, s4, v5
	v_or_b32_e32 v4, v11, v4
	v_and_b32_e32 v11, s6, v12
	v_and_b32_e32 v5, s7, v5
	v_or_b32_e32 v5, v5, v11
	v_lshlrev_b32_e32 v11, 4, v8
	v_or_b32_e32 v3, v3, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v11, s10, v11
	v_lshlrev_b32_e32 v12, 4, v4
	v_lshrrev_b32_e32 v6, 4, v3
	v_and_b32_e32 v3, s8, v3
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v3, v3, v11
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v3, v3, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v3, off, s[0:3], 0 offset:328
	v_or_b32_e32 v4, v6, v4
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v5
	buffer_load_dword v3, off, s[0:3], 0 offset:100
	buffer_load_dword v11, off, s[0:3], 0 offset:104
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v4, off, s[0:3], 0 offset:336
	v_and_b32_e32 v4, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v5, s9, v5
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v4, v4, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v4, v4, v5
	buffer_store_dword v7, off, s[0:3], 0 offset:332
	buffer_store_dword v4, off, s[0:3], 0 offset:340
	buffer_load_dword v4, off, s[0:3], 0 offset:108
	buffer_load_dword v5, off, s[0:3], 0 offset:112
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v0
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v9
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v0
	v_and_b32_e32 v0, s6, v0
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v0, v7, v0
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v9
	v_or_b32_e32 v10, v12, v10
	v_or_b32_e32 v7, v8, v7
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v9, 2, v2
	v_and_b32_e32 v8, s5, v1
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v1
	v_and_b32_e32 v1, s6, v1
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v14, s4, v2
	v_or_b32_e32 v1, v9, v1
	v_and_b32_e32 v9, s6, v12
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v2, v9
	v_lshlrev_b32_e32 v9, 4, v8
	v_or_b32_e32 v0, v0, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v12, 4, v1
	v_lshrrev_b32_e32 v6, 4, v0
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v0, v0, v9
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v1, s9, v1
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v0, v0, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v0, off, s[0:3], 0 offset:344
	v_or_b32_e32 v1, v6, v1
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v2
	buffer_load_dword v0, off, s[0:3], 0 offset:116
	buffer_load_dword v9, off, s[0:3], 0 offset:120
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v1, off, s[0:3], 0 offset:352
	v_and_b32_e32 v1, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v2, s9, v2
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v1, v1, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v1, v1, v2
	buffer_store_dword v7, off, s[0:3], 0 offset:348
	buffer_store_dword v1, off, s[0:3], 0 offset:356
	buffer_load_dword v1, off, s[0:3], 0 offset:124
	buffer_load_dword v2, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v3
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v11
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v3
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v3, v7, v3
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v11
	v_or_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v11, 2, v5
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v4
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v4
	v_and_b32_e32 v4, s6, v4
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v14, s4, v5
	v_or_b32_e32 v4, v11, v4
	v_and_b32_e32 v11, s6, v12
	v_and_b32_e32 v5, s7, v5
	v_or_b32_e32 v5, v5, v11
	v_lshlrev_b32_e32 v11, 4, v8
	v_or_b32_e32 v3, v3, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v11, s10, v11
	v_lshlrev_b32_e32 v12, 4, v4
	v_lshrrev_b32_e32 v6, 4, v3
	v_and_b32_e32 v3, s8, v3
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v3, v3, v11
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v3, v3, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v3, off, s[0:3], 0 offset:360
	v_or_b32_e32 v4, v6, v4
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v5
	buffer_load_dword v3, off, s[0:3], 0 offset:132
	buffer_load_dword v11, off, s[0:3], 0 offset:136
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v4, off, s[0:3], 0 offset:368
	v_and_b32_e32 v4, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v5, s9, v5
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v4, v4, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v4, v4, v5
	buffer_store_dword v7, off, s[0:3], 0 offset:364
	buffer_store_dword v4, off, s[0:3], 0 offset:372
	buffer_load_dword v4, off, s[0:3], 0 offset:140
	buffer_load_dword v5, off, s[0:3], 0 offset:144
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v0
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v9
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v0
	v_and_b32_e32 v0, s6, v0
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v0, v7, v0
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v9
	v_or_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v9, 2, v2
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v1
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v1
	v_and_b32_e32 v1, s6, v1
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v14, s4, v2
	v_or_b32_e32 v1, v9, v1
	v_and_b32_e32 v9, s6, v12
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v2, v9
	v_lshlrev_b32_e32 v9, 4, v8
	v_or_b32_e32 v0, v0, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v12, 4, v1
	v_lshrrev_b32_e32 v6, 4, v0
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v0, v0, v9
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v1, s9, v1
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v0, v0, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v0, off, s[0:3], 0 offset:376
	v_or_b32_e32 v1, v6, v1
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v2
	buffer_load_dword v0, off, s[0:3], 0 offset:148
	buffer_load_dword v9, off, s[0:3], 0 offset:152
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v1, off, s[0:3], 0 offset:384
	v_and_b32_e32 v1, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v2, s9, v2
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v1, v1, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v1, v1, v2
	buffer_store_dword v7, off, s[0:3], 0 offset:380
	buffer_store_dword v1, off, s[0:3], 0 offset:388
	buffer_load_dword v1, off, s[0:3], 0 offset:156
	buffer_load_dword v2, off, s[0:3], 0 offset:160
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v3
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v11
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v3
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v3, v7, v3
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v11
	v_or_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v11, 2, v5
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v4
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v4
	v_and_b32_e32 v4, s6, v4
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v14, s4, v5
	v_or_b32_e32 v4, v11, v4
	v_and_b32_e32 v11, s6, v12
	v_and_b32_e32 v5, s7, v5
	v_or_b32_e32 v5, v5, v11
	v_lshlrev_b32_e32 v11, 4, v8
	v_or_b32_e32 v3, v3, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v11, s10, v11
	v_lshlrev_b32_e32 v12, 4, v4
	v_lshrrev_b32_e32 v6, 4, v3
	v_and_b32_e32 v3, s8, v3
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v3, v3, v11
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v3, v3, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v3, off, s[0:3], 0 offset:392
	v_or_b32_e32 v4, v6, v4
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v5
	buffer_load_dword v3, off, s[0:3], 0 offset:164
	buffer_load_dword v11, off, s[0:3], 0 offset:168
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v4, off, s[0:3], 0 offset:400
	v_and_b32_e32 v4, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v5, s9, v5
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v4, v4, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v4, v4, v5
	buffer_store_dword v7, off, s[0:3], 0 offset:396
	buffer_store_dword v4, off, s[0:3], 0 offset:404
	buffer_load_dword v4, off, s[0:3], 0 offset:172
	buffer_load_dword v5, off, s[0:3], 0 offset:176
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v0
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v9
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v0
	v_and_b32_e32 v0, s6, v0
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v0, v7, v0
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v9
	v_or_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v9, 2, v2
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v1
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v1
	v_and_b32_e32 v1, s6, v1
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v14, s4, v2
	v_or_b32_e32 v1, v9, v1
	v_and_b32_e32 v9, s6, v12
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v2, v9
	v_lshlrev_b32_e32 v9, 4, v8
	v_or_b32_e32 v0, v0, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v12, 4, v1
	v_lshrrev_b32_e32 v6, 4, v0
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v0, v0, v9
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v1, s9, v1
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v0, v0, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v0, off, s[0:3], 0 offset:408
	v_or_b32_e32 v1, v6, v1
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v2
	buffer_load_dword v0, off, s[0:3], 0 offset:180
	buffer_load_dword v9, off, s[0:3], 0 offset:184
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v1, off, s[0:3], 0 offset:416
	v_and_b32_e32 v1, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v2, s9, v2
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v1, v1, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v1, v1, v2
	buffer_store_dword v7, off, s[0:3], 0 offset:412
	buffer_store_dword v1, off, s[0:3], 0 offset:420
	buffer_load_dword v1, off, s[0:3], 0 offset:188
	buffer_load_dword v2, off, s[0:3], 0 offset:192
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v3
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v11
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v3
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v3, v7, v3
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v11
	v_or_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v11, 2, v5
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v4
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v4
	v_and_b32_e32 v4, s6, v4
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v14, s4, v5
	v_or_b32_e32 v4, v11, v4
	v_and_b32_e32 v11, s6, v12
	v_and_b32_e32 v5, s7, v5
	v_or_b32_e32 v5, v5, v11
	v_lshlrev_b32_e32 v11, 4, v8
	v_or_b32_e32 v3, v3, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v11, s10, v11
	v_lshlrev_b32_e32 v12, 4, v4
	v_lshrrev_b32_e32 v6, 4, v3
	v_and_b32_e32 v3, s8, v3
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v3, v3, v11
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v3, v3, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v3, off, s[0:3], 0 offset:424
	v_or_b32_e32 v4, v6, v4
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v5
	buffer_load_dword v3, off, s[0:3], 0 offset:196
	buffer_load_dword v11, off, s[0:3], 0 offset:200
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v4, off, s[0:3], 0 offset:432
	v_and_b32_e32 v4, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v5, s9, v5
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v4, v4, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v4, v4, v5
	buffer_store_dword v7, off, s[0:3], 0 offset:428
	buffer_store_dword v4, off, s[0:3], 0 offset:436
	buffer_load_dword v4, off, s[0:3], 0 offset:204
	buffer_load_dword v5, off, s[0:3], 0 offset:208
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v0
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v9
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v0
	v_and_b32_e32 v0, s6, v0
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v0, v7, v0
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v9
	v_or_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v9, 2, v2
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v1
	v_and_b32_e32 v12, s4, v9
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v1
	v_and_b32_e32 v1, s6, v1
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v14, s4, v2
	v_or_b32_e32 v1, v9, v1
	v_and_b32_e32 v9, s6, v12
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v2, v9
	v_lshlrev_b32_e32 v9, 4, v8
	v_or_b32_e32 v0, v0, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v12, 4, v1
	v_lshrrev_b32_e32 v6, 4, v0
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v8, s10, v8
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v0, v0, v9
	v_and_b32_e32 v6, s8, v6
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v1, s9, v1
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v0, v0, v12
	v_or_b32_e32 v6, v6, v8
	v_lshlrev_b32_e32 v14, 4, v13
	v_lshrrev_b32_e32 v10, 4, v7
	buffer_store_dword v0, off, s[0:3], 0 offset:440
	v_or_b32_e32 v1, v6, v1
	v_and_b32_e32 v14, s10, v14
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v15, 4, v2
	buffer_load_dword v0, off, s[0:3], 0 offset:212
	buffer_load_dword v9, off, s[0:3], 0 offset:216
	v_and_b32_e32 v7, s8, v7
	buffer_store_dword v1, off, s[0:3], 0 offset:448
	v_and_b32_e32 v1, s8, v10
	v_and_b32_e32 v15, s9, v15
	v_and_b32_e32 v2, s9, v2
	v_or_b32_e32 v7, v7, v14
	v_or_b32_e32 v1, v1, v13
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v1, v1, v2
	buffer_store_dword v7, off, s[0:3], 0 offset:444
	buffer_store_dword v1, off, s[0:3], 0 offset:452
	buffer_load_dword v1, off, s[0:3], 0 offset:220
	buffer_load_dword v2, off, s[0:3], 0 offset:224
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s5, v3
	s_waitcnt vmcnt(13)
	v_lshlrev_b32_e32 v7, 2, v11
	v_and_b32_e32 v8, s4, v7
	v_or_b32_e32 v6, v8, v6
	v_lshrrev_b32_e32 v8, 2, v3
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v10, s5, v8
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v3, v7, v3
	v_and_b32_e32 v7, s6, v8
	v_and_b32_e32 v8, s7, v11
	v_or_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e32 v11, 2, v5
	v_or_b32_e32 v7, v8, v7
	v_and_b32_e32 v8, s5, v4
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v8, v12, v8
	v_lshrrev_b32_e32 v12, 2, v4
	v_and_b32_e32 v4, s6, v4
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v14, s4, v5
	v_or_b32_e32 v4, v11, v4
	v_and_b32_e32 v11, s6, v12
	v_and_b32_e32 v5, s7, v5
	v_or_b32_e32 v5, v5, v11
	v_lshlrev_b32_e32 v11, 4, v8
	v_or_b32_e32 v3, v3, v6
	v_and_b32_e32 v13, s5, v12
	v_and_b32_e32 v11, s10, v11
	v_lshlrev_b32_e32 v12, 4, v4
	v_lshrrev_b32_e32 v6, 4, v3
	v_and_b32_e32 v3, s8, v3
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v3, v3, v11
	v_lshlrev_b32_e32 v14, 4, v13
	v_or_b32_e32 v7, v7, v10
	v_or_b32_e32 v3, v3, v12
	v_and_b32_e32 v14, s10, v14
	v_lshlrev_b32_e32 v15, 4, v5
	buffer_load_dword v11, off, s[0:3], 0 offset:228
	buffer_load_dword v16, off, s[0:3], 0 offset:232
	buffer_store_dword v3, off, s[0:3], 0 offset:456
	v_and_b32_e32 v3, s8, v7
	v_and_b32_e32 v15, s9, v15
	v_or_b32_e32 v3, v3, v14
	v_or_b32_e32 v3, v3, v15
	v_and_b32_e32 v8, s10, v8
	buffer_store_dword v3, off, s[0:3], 0 offset:460
	v_and_b32_e32 v3, s8, v6
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v3, v3, v8
	v_lshrrev_b32_e32 v10, 4, v7
	v_or_b32_e32 v3, v3, v4
	v_and_b32_e32 v13, s10, v13
	buffer_store_dword v3, off, s[0:3], 0 offset:464
	v_and_b32_e32 v3, s8, v10
	v_and_b32_e32 v5, s9, v5
	v_or_b32_e32 v3, v3, v13
	v_or_b32_e32 v3, v3, v5
	buffer_store_dword v3, off, s[0:3], 0 offset:468
	buffer_load_dword v3, off, s[0:3], 0 offset:236
	buffer_load_dword v4, off, s[0:3], 0 offset:240
	buffer_load_dword v19, off, s[0:3], 0 offset:292
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v5, s5, v0
	v_lshlrev_b32_e32 v6, 2, v9
	v_and_b32_e32 v7, s4, v6
	v_or_b32_e32 v5, v7, v5
	v_lshrrev_b32_e32 v7, 2, v0
	v_and_b32_e32 v0, s6, v0
	v_and_b32_e32 v6, s7, v6
	v_and_b32_e32 v8, s5, v7
	v_and_b32_e32 v10, s4, v9
	v_or_b32_e32 v0, v6, v0
	v_and_b32_e32 v6, s6, v7
	v_and_b32_e32 v7, s7, v9
	v_or_b32_e32 v8, v10, v8
	s_waitcnt vmcnt(9)
	v_lshlrev_b32_e32 v9, 2, v2
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v7, s5, v1
	v_and_b32_e32 v10, s4, v9
	v_or_b32_e32 v7, v10, v7
	v_lshrrev_b32_e32 v10, 2, v1
	v_and_b32_e32 v1, s6, v1
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v13, s4, v2
	v_or_b32_e32 v1, v9, v1
	v_and_b32_e32 v9, s6, v10
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v2, v9
	v_lshlrev_b32_e32 v9, 4, v7
	v_or_b32_e32 v0, v0, v5
	v_and_b32_e32 v12, s5, v10
	v_and_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v10, 4, v1
	v_lshrrev_b32_e32 v5, 4, v0
	v_and_b32_e32 v0, s8, v0
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v10, s9, v10
	v_or_b32_e32 v0, v0, v9
	v_lshlrev_b32_e32 v13, 4, v12
	v_or_b32_e32 v6, v6, v8
	v_or_b32_e32 v0, v0, v10
	v_and_b32_e32 v13, s10, v13
	v_lshlrev_b32_e32 v14, 4, v2
	buffer_store_dword v0, off, s[0:3], 0 offset:472
	v_and_b32_e32 v0, s8, v6
	v_and_b32_e32 v14, s9, v14
	v_lshrrev_b32_e32 v8, 4, v6
	v_or_b32_e32 v0, v0, v13
	buffer_load_dword v6, off, s[0:3], 0 offset:264
	v_or_b32_e32 v0, v0, v14
	v_and_b32_e32 v7, s10, v7
	buffer_store_dword v0, off, s[0:3], 0 offset:476
	v_and_b32_e32 v0, s8, v5
	v_and_b32_e32 v1, s9, v1
	v_or_b32_e32 v0, v0, v7
	v_or_b32_e32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], 0 offset:268
	buffer_store_dword v0, off, s[0:3], 0 offset:480
	v_and_b32_e32 v0, s8, v8
	buffer_load_dword v8, off, s[0:3], 0 offset:272
	buffer_load_dword v10, off, s[0:3], 0 offset:276
	buffer_load_dword v14, off, s[0:3], 0 offset:280
	v_and_b32_e32 v12, s10, v12
	v_and_b32_e32 v2, s9, v2
	v_or_b32_e32 v0, v0, v12
	v_or_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v2, 2, v16
	buffer_store_dword v0, off, s[0:3], 0 offset:484
	v_and_b32_e32 v0, s5, v11
	v_and_b32_e32 v5, s4, v2
	v_or_b32_e32 v0, v5, v0
	v_lshrrev_b32_e32 v5, 2, v11
	v_and_b32_e32 v7, s5, v5
	v_and_b32_e32 v9, s4, v16
	v_or_b32_e32 v7, v9, v7
	v_and_b32_e32 v9, s6, v11
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v2, v9
	v_and_b32_e32 v5, s6, v5
	v_and_b32_e32 v9, s7, v16
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v11, 2, v4
	v_or_b32_e32 v5, v9, v5
	v_and_b32_e32 v9, s5, v3
	v_and_b32_e32 v12, s4, v11
	v_or_b32_e32 v9, v12, v9
	v_lshrrev_b32_e32 v12, 2, v3
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v13, s5, v12
	v_or_b32_e32 v3, v11, v3
	v_and_b32_e32 v11, s6, v12
	buffer_load_dword v12, off, s[0:3], 0 offset:284
	v_or_b32_e32 v0, v2, v0
	buffer_load_dword v2, off, s[0:3], 0 offset:288
	v_and_b32_e32 v15, s4, v4
	v_and_b32_e32 v4, s7, v4
	v_or_b32_e32 v4, v4, v11
	v_lshlrev_b32_e32 v11, 4, v9
	v_or_b32_e32 v13, v15, v13
	v_and_b32_e32 v11, s10, v11
	v_lshlrev_b32_e32 v15, 4, v3
	v_lshrrev_b32_e32 v16, 4, v0
	v_and_b32_e32 v0, s8, v0
	v_and_b32_e32 v15, s9, v15
	v_or_b32_e32 v0, v0, v11
	v_lshlrev_b32_e32 v17, 4, v13
	v_or_b32_e32 v5, v5, v7
	v_or_b32_e32 v0, v0, v15
	v_and_b32_e32 v17, s10, v17
	v_lshlrev_b32_e32 v18, 4, v4
	v_lshrrev_b32_e32 v7, 4, v5
	buffer_store_dword v0, off, s[0:3], 0 offset:488
	buffer_load_dword v0, off, s[0:3], 0 offset:296
	v_and_b32_e32 v5, s8, v5
	v_and_b32_e32 v18, s9, v18
	v_or_b32_e32 v5, v5, v17
	v_or_b32_e32 v5, v5, v18
	v_and_b32_e32 v9, s10, v9
	buffer_store_dword v5, off, s[0:3], 0 offset:492
	v_and_b32_e32 v5, s8, v16
	v_and_b32_e32 v3, s9, v3
	v_or_b32_e32 v5, v5, v9
	v_or_b32_e32 v3, v5, v3
	buffer_load_dword v5, off, s[0:3], 0 offset:300
	v_and_b32_e32 v13, s10, v13
	buffer_store_dword v3, off, s[0:3], 0 offset:496
	v_and_b32_e32 v3, s8, v7
	buffer_load_dword v7, off, s[0:3], 0 offset:304
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v3, v3, v13
	s_mov_b32 s4, 0x55555555
	v_or_b32_e32 v3, v3, v4
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v4, s4, v6
	v_mul_lo_u32 v4, v4, 3
	buffer_store_dword v3, off, s[0:3], 0 offset:500
	v_mov_b32_e32 v3, 14
	s_mov_b32 s5, 0xaaaaaaaa
	buffer_store_dword v3, off, s[0:3], 0 offset:984
	buffer_store_dword v4, off, s[0:3], 0 offset:504
	v_and_b32_e32 v3, s5, v6
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v6, s4, v1
	buffer_load_dword v4, off, s[0:3], 0 offset:308
	v_mul_lo_u32 v6, v6, 3
	v_lshrrev_b32_e32 v9, 1, v3
	v_or_b32_e32 v3, v9, v3
	buffer_store_dword v3, off, s[0:3], 0 offset:508
	buffer_store_dword v6, off, s[0:3], 0 offset:512
	v_and_b32_e32 v6, s4, v8
	v_and_b32_e32 v1, s5, v1
	buffer_load_dword v3, off, s[0:3], 0 offset:312
	v_mul_lo_u32 v6, v6, 3
	v_lshrrev_b32_e32 v9, 1, v1
	v_or_b32_e32 v1, v9, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:516
	buffer_store_dword v6, off, s[0:3], 0 offset:520
	buffer_load_dword v6, off, s[0:3], 0 offset:316
	v_and_b32_e32 v1, s5, v8
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v8, s4, v10
	v_mul_lo_u32 v8, v8, 3
	v_lshrrev_b32_e32 v9, 1, v1
	v_or_b32_e32 v1, v9, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:524
	buffer_store_dword v8, off, s[0:3], 0 offset:528
	buffer_load_dword v8, off, s[0:3], 0 offset:320
	v_and_b32_e32 v9, s4, v14
	v_and_b32_e32 v1, s5, v10
	v_mul_lo_u32 v9, v9, 3
	v_lshrrev_b32_e32 v10, 1, v1
	v_or_b32_e32 v1, v10, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:532
	buffer_store_dword v9, off, s[0:3], 0 offset:536
	v_and_b32_e32 v1, s5, v14
	buffer_load_dword v9, off, s[0:3], 0 offset:324
	v_lshrrev_b32_e32 v11, 1, v1
	v_or_b32_e32 v1, v11, v1
	s_add_u32 s8, s40, 32
	v_and_b32_e32 v10, s4, v12
	v_mul_lo_u32 v10, v10, 3
	buffer_store_dword v1, off, s[0:3], 0 offset:540
	buffer_store_dword v10, off, s[0:3], 0 offset:544
	v_and_b32_e32 v11, s4, v2
	v_and_b32_e32 v1, s5, v12
	buffer_load_dword v10, off, s[0:3], 0 offset:328
	v_mul_lo_u32 v11, v11, 3
	v_lshrrev_b32_e32 v12, 1, v1
	v_or_b32_e32 v1, v12, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:548
	buffer_store_dword v11, off, s[0:3], 0 offset:552
	v_and_b32_e32 v1, s5, v2
	v_and_b32_e32 v2, s4, v19
	buffer_load_dword v11, off, s[0:3], 0 offset:332
	v_mul_lo_u32 v2, v2, 3
	v_lshrrev_b32_e32 v12, 1, v1
	v_or_b32_e32 v1, v12, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:556
	buffer_store_dword v2, off, s[0:3], 0 offset:560
	buffer_load_dword v2, off, s[0:3], 0 offset:336
	v_and_b32_e32 v1, s5, v19
	v_and_b32_e32 v12, s4, v0
	v_mul_lo_u32 v12, v12, 3
	v_lshrrev_b32_e32 v13, 1, v1
	v_or_b32_e32 v1, v13, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:564
	buffer_store_dword v12, off, s[0:3], 0 offset:568
	buffer_load_dword v1, off, s[0:3], 0 offset:340
	v_and_b32_e32 v0, s5, v0
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[6:7], s[36:37]
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v12, s4, v5
	v_mul_lo_u32 v12, v12, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:572
	buffer_store_dword v12, off, s[0:3], 0 offset:576
	v_and_b32_e32 v0, s5, v5
	v_and_b32_e32 v5, s4, v7
	buffer_load_dword v12, off, s[0:3], 0 offset:344
	v_mul_lo_u32 v5, v5, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:580
	buffer_store_dword v5, off, s[0:3], 0 offset:584
	v_and_b32_e32 v0, s5, v7
	buffer_load_dword v7, off, s[0:3], 0 offset:348
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	s_mov_b64 s[10:11], s[34:35]
	v_and_b32_e32 v5, s4, v4
	v_mul_lo_u32 v5, v5, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:588
	buffer_store_dword v5, off, s[0:3], 0 offset:592
	v_and_b32_e32 v0, s5, v4
	buffer_load_dword v5, off, s[0:3], 0 offset:352
	v_and_b32_e32 v4, s4, v3
	v_mul_lo_u32 v4, v4, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:596
	buffer_store_dword v4, off, s[0:3], 0 offset:600
	v_and_b32_e32 v0, s5, v3
	v_and_b32_e32 v3, s4, v6
	buffer_load_dword v4, off, s[0:3], 0 offset:356
	v_mul_lo_u32 v3, v3, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:604
	buffer_store_dword v3, off, s[0:3], 0 offset:608
	v_and_b32_e32 v0, s5, v6
	buffer_load_dword v6, off, s[0:3], 0 offset:360
	v_and_b32_e32 v3, s4, v8
	v_mul_lo_u32 v3, v3, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:612
	buffer_store_dword v3, off, s[0:3], 0 offset:616
	v_and_b32_e32 v0, s5, v8
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v3, s4, v9
	buffer_load_dword v8, off, s[0:3], 0 offset:364
	v_mul_lo_u32 v3, v3, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:620
	buffer_store_dword v3, off, s[0:3], 0 offset:624
	v_and_b32_e32 v0, s5, v9
	buffer_load_dword v9, off, s[0:3], 0 offset:368
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, AES_cbc_decrypt@rel32@lo+4
	s_addc_u32 s17, s17, AES_cbc_decrypt@rel32@hi+12
	v_and_b32_e32 v3, s4, v10
	v_mul_lo_u32 v3, v3, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:628
	buffer_store_dword v3, off, s[0:3], 0 offset:632
	v_and_b32_e32 v0, s5, v10
	buffer_load_dword v3, off, s[0:3], 0 offset:372
	v_and_b32_e32 v10, s4, v11
	v_mul_lo_u32 v10, v10, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:636
	buffer_store_dword v10, off, s[0:3], 0 offset:640
	v_and_b32_e32 v10, s4, v2
	v_and_b32_e32 v0, s5, v11
	buffer_load_dword v11, off, s[0:3], 0 offset:376
	v_mul_lo_u32 v10, v10, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:644
	buffer_store_dword v10, off, s[0:3], 0 offset:648
	buffer_load_dword v10, off, s[0:3], 0 offset:380
	v_and_b32_e32 v0, s5, v2
	v_and_b32_e32 v2, s4, v1
	v_mul_lo_u32 v2, v2, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:652
	buffer_store_dword v2, off, s[0:3], 0 offset:656
	v_and_b32_e32 v0, s5, v1
	buffer_load_dword v1, off, s[0:3], 0 offset:384
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	v_and_b32_e32 v2, s4, v12
	v_mul_lo_u32 v2, v2, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:660
	buffer_store_dword v2, off, s[0:3], 0 offset:664
	v_and_b32_e32 v0, s5, v12
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v12, s4, v7
	buffer_load_dword v2, off, s[0:3], 0 offset:388
	v_mul_lo_u32 v12, v12, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:668
	buffer_store_dword v12, off, s[0:3], 0 offset:672
	v_and_b32_e32 v0, s5, v7
	buffer_load_dword v7, off, s[0:3], 0 offset:392
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	v_and_b32_e32 v12, s4, v5
	v_mul_lo_u32 v12, v12, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:676
	buffer_store_dword v12, off, s[0:3], 0 offset:680
	v_and_b32_e32 v0, s5, v5
	buffer_load_dword v5, off, s[0:3], 0 offset:396
	v_lshrrev_b32_e32 v13, 1, v0
	v_and_b32_e32 v12, s4, v4
	v_mul_lo_u32 v12, v12, 3
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:684
	buffer_store_dword v12, off, s[0:3], 0 offset:688
	v_and_b32_e32 v0, s5, v4
	v_and_b32_e32 v12, s4, v6
	buffer_load_dword v4, off, s[0:3], 0 offset:400
	v_mul_lo_u32 v12, v12, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:692
	buffer_store_dword v12, off, s[0:3], 0 offset:696
	v_and_b32_e32 v0, s5, v6
	buffer_load_dword v6, off, s[0:3], 0 offset:404
	v_and_b32_e32 v12, s4, v8
	v_mul_lo_u32 v12, v12, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:700
	buffer_store_dword v12, off, s[0:3], 0 offset:704
	v_and_b32_e32 v0, s5, v8
	buffer_load_dword v8, off, s[0:3], 0 offset:408
	v_and_b32_e32 v12, s4, v9
	v_mul_lo_u32 v12, v12, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:708
	buffer_store_dword v12, off, s[0:3], 0 offset:712
	v_and_b32_e32 v0, s5, v9
	buffer_load_dword v12, off, s[0:3], 0 offset:412
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v9, s4, v3
	v_mul_lo_u32 v9, v9, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:716
	buffer_store_dword v9, off, s[0:3], 0 offset:720
	v_and_b32_e32 v0, s5, v3
	buffer_load_dword v3, off, s[0:3], 0 offset:416
	v_lshrrev_b32_e32 v13, 1, v0
	v_and_b32_e32 v9, s4, v11
	v_mul_lo_u32 v9, v9, 3
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:724
	buffer_store_dword v9, off, s[0:3], 0 offset:728
	v_and_b32_e32 v0, s5, v11
	v_and_b32_e32 v11, s4, v10
	buffer_load_dword v9, off, s[0:3], 0 offset:420
	v_mul_lo_u32 v11, v11, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:732
	buffer_store_dword v11, off, s[0:3], 0 offset:736
	buffer_load_dword v11, off, s[0:3], 0 offset:424
	v_and_b32_e32 v0, s5, v10
	v_and_b32_e32 v10, s4, v1
	v_mul_lo_u32 v10, v10, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:740
	buffer_store_dword v10, off, s[0:3], 0 offset:744
	v_and_b32_e32 v0, s5, v1
	buffer_load_dword v10, off, s[0:3], 0 offset:428
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	v_and_b32_e32 v1, s4, v2
	v_mul_lo_u32 v1, v1, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:748
	buffer_store_dword v1, off, s[0:3], 0 offset:752
	v_and_b32_e32 v0, s5, v2
	v_and_b32_e32 v1, s4, v7
	v_mul_lo_u32 v1, v1, 3
	buffer_load_dword v2, off, s[0:3], 0 offset:432
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:756
	buffer_store_dword v1, off, s[0:3], 0 offset:760
	v_and_b32_e32 v0, s5, v7
	buffer_load_dword v7, off, s[0:3], 0 offset:436
	v_lshrrev_b32_e32 v13, 1, v0
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v1, s4, v5
	v_mul_lo_u32 v1, v1, 3
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:764
	buffer_store_dword v1, off, s[0:3], 0 offset:768
	v_and_b32_e32 v0, s5, v5
	buffer_load_dword v5, off, s[0:3], 0 offset:440
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	v_and_b32_e32 v1, s4, v4
	v_mul_lo_u32 v1, v1, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:772
	buffer_store_dword v1, off, s[0:3], 0 offset:776
	v_and_b32_e32 v0, s5, v4
	v_and_b32_e32 v1, s4, v6
	buffer_load_dword v4, off, s[0:3], 0 offset:444
	v_mul_lo_u32 v1, v1, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:780
	buffer_store_dword v1, off, s[0:3], 0 offset:784
	v_and_b32_e32 v0, s5, v6
	buffer_load_dword v6, off, s[0:3], 0 offset:448
	v_and_b32_e32 v1, s4, v8
	v_mul_lo_u32 v1, v1, 3
	v_lshrrev_b32_e32 v13, 1, v0
	v_or_b32_e32 v0, v13, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:788
	buffer_store_dword v1, off, s[0:3], 0 offset:792
	v_and_b32_e32 v0, s5, v8
	v_and_b32_e32 v8, s4, v12
	buffer_load_dword v13, off, s[0:3], 0 offset:452
	v_mul_lo_u32 v8, v8, 3
	v_lshrrev_b32_e32 v1, 1, v0
	v_or_b32_e32 v0, v1, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:796
	buffer_store_dword v8, off, s[0:3], 0 offset:800
	v_and_b32_e32 v0, s5, v12
	buffer_load_dword v8, off, s[0:3], 0 offset:456
	v_lshrrev_b32_e32 v12, 1, v0
	v_and_b32_e32 v1, s4, v3
	v_mul_lo_u32 v1, v1, 3
	v_or_b32_e32 v0, v12, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:804
	buffer_store_dword v1, off, s[0:3], 0 offset:808
	v_and_b32_e32 v0, s5, v3
	buffer_load_dword v3, off, s[0:3], 0 offset:460
	v_lshrrev_b32_e32 v12, 1, v0
	v_or_b32_e32 v0, v12, v0
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v1, s4, v9
	v_mul_lo_u32 v1, v1, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:812
	buffer_store_dword v1, off, s[0:3], 0 offset:816
	v_and_b32_e32 v0, s5, v9
	v_and_b32_e32 v9, s4, v11
	buffer_load_dword v1, off, s[0:3], 0 offset:464
	v_mul_lo_u32 v9, v9, 3
	v_lshrrev_b32_e32 v12, 1, v0
	v_or_b32_e32 v0, v12, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:820
	buffer_store_dword v9, off, s[0:3], 0 offset:824
	buffer_load_dword v0, off, s[0:3], 0 offset:468
	v_and_b32_e32 v9, s5, v11
	v_lshrrev_b32_e32 v11, 1, v9
	v_and_b32_e32 v12, s4, v10
	v_mul_lo_u32 v12, v12, 3
	v_or_b32_e32 v9, v11, v9
	buffer_store_dword v9, off, s[0:3], 0 offset:828
	buffer_load_dword v9, off, s[0:3], 0 offset:472
	v_and_b32_e32 v10, s5, v10
	buffer_store_dword v12, off, s[0:3], 0 offset:832
	v_lshrrev_b32_e32 v11, 1, v10
	v_or_b32_e32 v10, v11, v10
	buffer_load_dword v11, off, s[0:3], 0 offset:476
	v_and_b32_e32 v12, s4, v2
	v_mul_lo_u32 v12, v12, 3
	buffer_store_dword v10, off, s[0:3], 0 offset:836
	buffer_store_dword v12, off, s[0:3], 0 offset:840
	v_and_b32_e32 v12, s4, v7
	v_and_b32_e32 v2, s5, v2
	v_mul_lo_u32 v12, v12, 3
	buffer_load_dword v14, off, s[0:3], 0 offset:480
	v_lshrrev_b32_e32 v10, 1, v2
	v_or_b32_e32 v2, v10, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:844
	buffer_store_dword v12, off, s[0:3], 0 offset:848
	v_and_b32_e32 v2, s5, v7
	v_and_b32_e32 v7, s4, v5
	v_mul_lo_u32 v7, v7, 3
	buffer_load_dword v10, off, s[0:3], 0 offset:484
	v_lshrrev_b32_e32 v12, 1, v2
	v_or_b32_e32 v2, v12, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:852
	buffer_store_dword v7, off, s[0:3], 0 offset:856
	v_and_b32_e32 v2, s5, v5
	buffer_load_dword v7, off, s[0:3], 0 offset:488
	v_lshrrev_b32_e32 v12, 1, v2
	v_or_b32_e32 v2, v12, v2
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v5, s4, v4
	v_mul_lo_u32 v5, v5, 3
	buffer_store_dword v2, off, s[0:3], 0 offset:860
	buffer_store_dword v5, off, s[0:3], 0 offset:864
	v_and_b32_e32 v2, s5, v4
	v_and_b32_e32 v5, s4, v6
	buffer_load_dword v4, off, s[0:3], 0 offset:492
	v_mul_lo_u32 v5, v5, 3
	v_lshrrev_b32_e32 v12, 1, v2
	v_or_b32_e32 v2, v12, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:868
	buffer_store_dword v5, off, s[0:3], 0 offset:872
	buffer_load_dword v2, off, s[0:3], 0 offset:496
	v_and_b32_e32 v5, s5, v6
	v_lshrrev_b32_e32 v6, 1, v5
	v_or_b32_e32 v5, v6, v5
	buffer_store_dword v5, off, s[0:3], 0 offset:876
	buffer_load_dword v5, off, s[0:3], 0 offset:500
	v_and_b32_e32 v12, s4, v13
	v_mul_lo_u32 v12, v12, 3
	v_and_b32_e32 v6, s5, v13
	v_lshrrev_b32_e32 v13, 1, v6
	v_or_b32_e32 v6, v13, v6
	buffer_store_dword v12, off, s[0:3], 0 offset:880
	v_and_b32_e32 v12, s4, v8
	v_mul_lo_u32 v12, v12, 3
	buffer_store_dword v6, off, s[0:3], 0 offset:884
	buffer_store_dword v12, off, s[0:3], 0 offset:888
	v_and_b32_e32 v6, s5, v8
	v_and_b32_e32 v8, s4, v3
	v_mul_lo_u32 v8, v8, 3
	v_lshrrev_b32_e32 v12, 1, v6
	v_or_b32_e32 v6, v12, v6
	buffer_store_dword v6, off, s[0:3], 0 offset:892
	buffer_store_dword v8, off, s[0:3], 0 offset:896
	v_and_b32_e32 v3, s5, v3
	v_lshrrev_b32_e32 v8, 1, v3
	v_or_b32_e32 v3, v8, v3
	v_and_b32_e32 v6, s4, v1
	v_mul_lo_u32 v6, v6, 3
	buffer_store_dword v3, off, s[0:3], 0 offset:900
	buffer_store_dword v6, off, s[0:3], 0 offset:904
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v3, s4, v0
	v_and_b32_e32 v1, s5, v1
	v_mul_lo_u32 v3, v3, 3
	v_lshrrev_b32_e32 v6, 1, v1
	v_or_b32_e32 v1, v6, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:908
	buffer_store_dword v3, off, s[0:3], 0 offset:912
	v_and_b32_e32 v0, s5, v0
	v_and_b32_e32 v1, s4, v9
	v_mul_lo_u32 v1, v1, 3
	v_lshrrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v0, v3, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:916
	buffer_store_dword v1, off, s[0:3], 0 offset:920
	v_and_b32_e32 v1, s4, v11
	v_and_b32_e32 v0, s5, v9
	v_mul_lo_u32 v1, v1, 3
	v_lshrrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v0, v3, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:924
	buffer_store_dword v1, off, s[0:3], 0 offset:928
	v_and_b32_e32 v0, s5, v11
	v_lshrrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v0, v3, v0
	v_and_b32_e32 v1, s4, v14
	v_mul_lo_u32 v1, v1, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:932
	buffer_store_dword v1, off, s[0:3], 0 offset:936
	v_and_b32_e32 v0, s5, v14
	v_lshrrev_b32_e32 v3, 1, v0
	v_and_b32_e32 v1, s4, v10
	v_mul_lo_u32 v1, v1, 3
	v_or_b32_e32 v0, v3, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:940
	buffer_store_dword v1, off, s[0:3], 0 offset:944
	v_and_b32_e32 v1, s4, v7
	v_and_b32_e32 v0, s5, v10
	v_mul_lo_u32 v1, v1, 3
	v_lshrrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v0, v3, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:948
	buffer_store_dword v1, off, s[0:3], 0 offset:952
	v_and_b32_e32 v0, s5, v7
	v_lshrrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v0, v3, v0
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v1, s4, v4
	v_mul_lo_u32 v1, v1, 3
	buffer_store_dword v0, off, s[0:3], 0 offset:956
	buffer_store_dword v1, off, s[0:3], 0 offset:960
	v_and_b32_e32 v1, s4, v2
	v_and_b32_e32 v0, s5, v4
	v_mul_lo_u32 v1, v1, 3
	v_lshrrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v0, v3, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:964
	buffer_store_dword v1, off, s[0:3], 0 offset:968
	v_and_b32_e32 v1, s4, v5
	v_and_b32_e32 v0, s5, v2
	v_mul_lo_u32 v1, v1, 3
	v_lshrrev_b32_e32 v2, 1, v0
	v_or_b32_e32 v0, v2, v0
	buffer_store_dword v0, off, s[0:3], 0 offset:972
	buffer_store_dword v1, off, s[0:3], 0 offset:976
	v_and_b32_e32 v0, s5, v5
	v_lshrrev_b32_e32 v1, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_lshlrev_b32_e32 v1, 10, v43
	buffer_store_dword v0, off, s[0:3], 0 offset:980
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, 4
	v_mov_b32_e32 v3, 16
	v_mov_b32_e32 v4, 0x108
	v_mov_b32_e32 v5, 0xf4
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_ubyte v0, off, s[0:3], 0 offset:7
	buffer_load_ubyte v1, off, s[0:3], 0 offset:9
	buffer_load_ubyte v2, off, s[0:3], 0 offset:10
	buffer_load_ubyte v3, off, s[0:3], 0 offset:11
	s_waitcnt vmcnt(3)
	v_cmp_gt_u32_e32 vcc, 3, v0
	s_waitcnt vmcnt(2)
	v_cmp_eq_u32_e64 s[4:5], 64, v1
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e64 s[6:7], 32, v2
	s_and_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], 32, v3
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_b64 s[4:5], s[4:5], s[8:9]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_17
; %bb.14:
	buffer_load_ushort v0, off, s[0:3], 0 offset:4
	s_mov_b32 s4, 0xffff00ff
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 8, v0
	v_and_b32_e32 v0, 0xff, v0
	v_and_b32_e32 v1, 0xff0000, v1
	v_lshlrev_b32_e32 v0, 8, v0
	v_or_b32_e32 v1, v1, v0
	v_add_i32_e32 v0, vcc, -1, v1
	v_add_i32_e32 v2, vcc, 0xfffeffff, v1
	v_and_b32_e32 v0, v0, v1
	v_cmp_lt_u32_e32 vcc, s4, v2
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	s_and_b64 s[8:9], vcc, s[4:5]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB1_16
; %bb.15:
	buffer_load_ubyte v0, off, s[0:3], 0 offset:8
	s_movk_i32 s8, 0x1df
	s_waitcnt vmcnt(0)
	v_sub_i32_e32 v0, vcc, v1, v0
	v_cmp_lt_u32_e32 vcc, s8, v0
	v_cndmask_b32_e64 v0, 0, 1, vcc
.LBB1_16:
	s_or_b64 exec, exec, s[4:5]
.LBB1_17:
	s_or_b64 exec, exec, s[6:7]
	v_lshl_b64 v[1:2], v[40:41], 2
	v_mov_b32_e32 v3, s51
	v_add_i32_e32 v1, vcc, s50, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_store_dword v[1:2], v0
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel strip
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 17376
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
.Lfunc_end1:
	.size	strip, .Lfunc_end1-strip
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 10420
; NumSgprs: 57
; NumVgprs: 48
; ScratchSize: 17376
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 57
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
	.type	__const.aes_keysched_base.Rcon,@object ; @__const.aes_keysched_base.Rcon
	.section	.rodata,#alloc
__const.aes_keysched_base.Rcon:
	.ascii	"\001\002\004\b\020 @\200\0336"
	.size	__const.aes_keysched_base.Rcon, 10

	.hidden	_Z13get_global_idj
	.hidden	pbkdf2
	.hidden	AES_cbc_decrypt
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'pbkdf2_password*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'pbkdf2_hash*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pbkdf2_salt*'
        .value_kind:     global_buffer
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
    .name:           derive_key
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         derive_key.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'pbkdf2_password*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'pbkdf2_hash*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'strip_salt*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'strip_out*'
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
    .name:           strip
    .private_segment_fixed_size: 17376
    .sgpr_count:     57
    .sgpr_spill_count: 0
    .symbol:         strip.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
