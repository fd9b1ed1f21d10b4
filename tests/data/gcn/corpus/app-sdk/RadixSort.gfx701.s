	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dwordx2 s[48:49], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v42, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v46, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	v_lshlrev_b32_e32 v0, 2, v43
	v_add_i32_e32 v47, vcc, s49, v0
	s_mov_b32 m0, -1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	ds_write_b32 v47, v46
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_lshl_b64 v[0:1], v[40:41], 2
	v_mov_b32_e32 v2, s45
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_and_b32 s4, s48, 31
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS3Vj@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v0, s4, 8
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v0, vcc, s49, v0
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_lo_u32 v0, v45, v44
	ds_read_b32 v2, v47
	v_mov_b32_e32 v3, s47
	v_add_i32_e32 v45, vcc, v0, v43
	v_lshl_b64 v[0:1], v[45:46], 2
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogram
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
		.amdhsa_next_free_sgpr 52
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
; codeLenInByte = 568
; NumSgprs: 56
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 56
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
	.text
	.protected	permute                 ; -- Begin function permute
	.globl	permute
	.p2align	8
	.type	permute,@function
permute:                                ; @permute
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x4
	s_load_dwordx2 s[52:53], s[8:9], 0x6
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s38, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v41, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	v_mov_b32_e32 v43, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v0, v42, v0
	v_lshlrev_b32_e32 v1, 8, v40
	v_mov_b32_e32 v2, s51
	s_mov_b64 s[8:9], 0
	v_lshlrev_b32_e32 v0, 8, v0
	v_add_i32_e32 v42, vcc, v0, v1
	v_lshl_b64 v[0:1], v[42:43], 2
	s_mov_b32 m0, -1
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v2, 9, v40
	v_add_i32_e32 v2, vcc, s47, v2
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v4, s9
	v_add_i32_e32 v3, vcc, s8, v0
	v_addc_u32_e32 v4, vcc, v1, v4, vcc
	v_add_i32_e32 v11, vcc, 32, v3
	v_add_i32_e64 v7, s[4:5], 16, v3
	v_add_i32_e64 v15, s[6:7], 48, v3
	v_addc_u32_e64 v16, s[6:7], 0, v4, s[6:7]
	v_addc_u32_e32 v12, vcc, 0, v4, vcc
	v_addc_u32_e64 v8, vcc, 0, v4, s[4:5]
	flat_load_dwordx4 v[3:6], v[3:4]
	flat_load_dwordx4 v[7:10], v[7:8]
	flat_load_dwordx4 v[11:14], v[11:12]
	flat_load_dwordx4 v[15:18], v[15:16]
	s_add_u32 s8, s8, 64
	s_addc_u32 s9, s9, 0
	s_cmpk_eq_i32 s8, 0x400
	s_waitcnt vmcnt(3)
	ds_write_b16 v2, v3
	ds_write_b16 v2, v4 offset:2
	ds_write_b16 v2, v5 offset:4
	ds_write_b16 v2, v6 offset:6
	s_waitcnt vmcnt(2)
	ds_write_b16 v2, v7 offset:8
	ds_write_b16 v2, v8 offset:10
	ds_write_b16 v2, v9 offset:12
	ds_write_b16 v2, v10 offset:14
	s_waitcnt vmcnt(1)
	ds_write_b16 v2, v11 offset:16
	ds_write_b16 v2, v12 offset:18
	ds_write_b16 v2, v13 offset:20
	ds_write_b16 v2, v14 offset:22
	s_waitcnt vmcnt(0)
	ds_write_b16 v2, v15 offset:24
	ds_write_b16 v2, v16 offset:26
	ds_write_b16 v2, v17 offset:28
	ds_write_b16 v2, v18 offset:30
	v_add_i32_e32 v2, vcc, 32, v2
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	s_add_u32 s34, s38, 32
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_lshl_b64 v[0:1], v[42:43], 10
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v44, vcc, s48, v0
	s_and_b32 s46, s46, 31
	v_lshlrev_b32_e32 v40, 8, v40
	v_addc_u32_e32 v45, vcc, v2, v1, vcc
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v43, 0
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, s49
	v_add_i32_e32 v46, vcc, s48, v44
	v_addc_u32_e32 v47, vcc, v45, v0, vcc
	flat_load_dword v2, v[46:47]
	v_mov_b32_e32 v56, s53
	s_add_u32 s34, s38, 32
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v41
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v0, vcc, 4, v46
	v_addc_u32_e32 v1, vcc, 0, v47, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v41
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v0, vcc, 8, v46
	v_addc_u32_e32 v1, vcc, 0, v47, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v41
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v0, vcc, 12, v46
	v_addc_u32_e32 v1, vcc, 0, v47, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v41
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v0, vcc, 16, v46
	v_addc_u32_e32 v1, vcc, 0, v47, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v41
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v0, vcc, 20, v46
	v_addc_u32_e32 v1, vcc, 0, v47, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v41
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v0, vcc, 24, v46
	v_addc_u32_e32 v1, vcc, 0, v47, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v41
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v0, vcc, 28, v46
	v_addc_u32_e32 v1, vcc, 0, v47, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v2, s46, 8
	v_or_b32_e32 v0, v0, v40
	v_lshlrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v3, vcc, s47, v0
	ds_read_u16 v42, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 2
	v_add_i32_e32 v4, vcc, 1, v42
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v56, v1, vcc
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, 1
	ds_write_b16 v3, v4
	s_swappc_b64 s[30:31], s[50:51]
	s_add_u32 s48, s48, 32
	s_addc_u32 s49, s49, 0
	s_cmpk_eq_i32 s48, 0x400
	s_cbranch_scc0 .LBB1_3
; %bb.4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel permute
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 54
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
; codeLenInByte = 1788
; NumSgprs: 58
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 57
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	ScanArraysdim2          ; -- Begin function ScanArraysdim2
	.globl	ScanArraysdim2
	.p2align	8
	.type	ScanArraysdim2,@function
ScanArraysdim2:                         ; @ScanArraysdim2
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	s_load_dwordx2 s[46:47], s[8:9], 0x4
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s44, s36, 40
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or_b32_e32 v56, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v1
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	s_mov_b32 s52, s47
                                        ; implicit-def: $vgpr56_vgpr57
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_cvt_f32_u32_e32 v2, s52
	v_mov_b32_e32 v3, 0x4f800000
	s_sub_u32 s8, 0, s52
	s_subb_u32 s9, 0, 0
	v_mac_f32_e32 v2, 0, v3
	v_rcp_f32_e32 v2, v2
	v_mov_b32_e32 v9, 0
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v2, 0xcf800000, v3
	v_cvt_u32_f32_e32 v6, v3
	v_cvt_u32_f32_e32 v7, v2
	v_mul_lo_u32 v4, s8, v6
	v_mad_u64_u32 v[2:3], s[6:7], s8, v7, 0
	v_mul_lo_u32 v5, s9, v7
	v_add_i32_e32 v3, vcc, v4, v3
	v_add_i32_e32 v5, vcc, v3, v5
	v_mul_hi_u32 v8, v7, v2
	v_mad_u64_u32 v[3:4], s[6:7], v7, v5, 0
	v_add_i32_e32 v8, vcc, v8, v3
	v_mad_u64_u32 v[2:3], s[6:7], v6, v2, 0
	v_addc_u32_e32 v10, vcc, 0, v4, vcc
	v_mad_u64_u32 v[4:5], s[6:7], v6, v5, 0
	v_add_i32_e32 v2, vcc, v8, v2
	v_addc_u32_e32 v2, vcc, v10, v3, vcc
	v_addc_u32_e32 v3, vcc, v5, v9, vcc
	v_add_i32_e32 v2, vcc, v2, v4
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_i32_e32 v8, vcc, v7, v2
	v_addc_u32_e32 v10, vcc, v6, v3, vcc
	v_mad_u64_u32 v[2:3], s[6:7], s8, v8, 0
	v_mul_lo_u32 v6, s8, v10
	v_mul_lo_u32 v7, s9, v8
	v_mul_hi_u32 v11, v8, v2
	v_mad_u64_u32 v[4:5], s[6:7], v10, v2, 0
	v_add_i32_e32 v3, vcc, v3, v6
	v_add_i32_e32 v3, vcc, v7, v3
	v_mad_u64_u32 v[6:7], s[6:7], v8, v3, 0
	v_mad_u64_u32 v[2:3], s[6:7], v10, v3, 0
	v_add_i32_e32 v6, vcc, v11, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v4, vcc, v7, v5, vcc
	v_addc_u32_e32 v3, vcc, v3, v9, vcc
	v_add_i32_e32 v2, vcc, v4, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_i32_e32 v4, vcc, v8, v2
	v_addc_u32_e32 v5, vcc, v10, v3, vcc
	v_mad_u64_u32 v[2:3], s[6:7], v0, v5, 0
	v_mul_hi_u32 v6, v0, v4
	v_add_i32_e32 v6, vcc, v6, v2
	v_addc_u32_e32 v7, vcc, 0, v3, vcc
	v_mad_u64_u32 v[2:3], s[6:7], v1, v4, 0
	v_mad_u64_u32 v[4:5], s[6:7], v1, v5, 0
	v_add_i32_e32 v2, vcc, v6, v2
	v_addc_u32_e32 v2, vcc, v7, v3, vcc
	v_addc_u32_e32 v3, vcc, v5, v9, vcc
	v_add_i32_e32 v4, vcc, v2, v4
	v_addc_u32_e32 v2, vcc, 0, v3, vcc
	v_mul_lo_u32 v5, s52, v2
	v_mad_u64_u32 v[2:3], s[6:7], s52, v4, 0
	v_add_i32_e32 v3, vcc, v3, v5
	v_sub_i32_e32 v0, vcc, v0, v2
	v_subb_u32_e32 v1, vcc, v1, v3, vcc
	v_subrev_i32_e32 v2, vcc, s52, v0
	v_subbrev_u32_e32 v3, vcc, 0, v1, vcc
	v_cmp_le_u32_e32 vcc, s52, v2
	v_cndmask_b32_e64 v2, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v2, -1, v2, vcc
	v_add_i32_e32 v3, vcc, 2, v4
	v_add_i32_e32 v5, vcc, 1, v4
	v_cmp_le_u32_e32 vcc, s52, v0
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v1, v5, v3, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v56, v4, v1, vcc
                                        ; implicit-def: $vgpr0_vgpr1
.LBB2_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_load_dwordx2 s[54:55], s[36:37], 0x8
	s_load_dwordx4 s[48:51], s[36:37], 0x0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.3:
	v_cvt_f32_u32_e32 v1, s52
	s_sub_i32 s6, 0, s52
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s6, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_i32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v2, v1, s52
	v_add_i32_e32 v3, vcc, 1, v1
	v_sub_i32_e32 v0, vcc, v0, v2
	v_subrev_i32_e32 v2, vcc, s52, v0
	v_cmp_le_u32_e32 vcc, s52, v0
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_add_i32_e32 v2, vcc, 1, v1
	v_cmp_le_u32_e32 vcc, s52, v0
	v_cndmask_b32_e32 v56, v1, v2, vcc
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v0, 8, v46
	v_add_i32_e32 v46, vcc, v0, v47
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_b64 v[0:1], v[46:47], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_lshlrev_b32_e32 v1, 2, v40
	v_lshlrev_b32_e32 v3, 10, v43
	s_add_u32 s8, s36, 40
	v_lshlrev_b32_e32 v2, 20, v44
	v_add_i32_e32 v57, vcc, s46, v1
	v_or_b32_e32 v1, v42, v3
	s_mov_b32 m0, -1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[10:11], s[34:35]
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(0)
	ds_write_b32 v57, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	s_cmp_lt_u32 s52, 2
	s_cbranch_scc1 .LBB2_9
; %bb.5:
	v_mov_b32_e32 v0, s46
	ds_read_b32 v58, v0
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s47, 1
	v_or_b32_e32 v42, v1, v0
	s_branch .LBB2_7
.LBB2_6:                                ;   in Loop: Header=BB2_7 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s44, s36, 40
	s_addc_u32 s45, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	ds_write_b32 v57, v58
	s_swappc_b64 s[30:31], s[50:51]
	s_lshl_b32 s47, s47, 1
	s_cmp_ge_u32 s47, s52
	s_cbranch_scc1 .LBB2_9
.LBB2_7:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_le_i32_e32 vcc, s47, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.8:                                ;   in Loop: Header=BB2_7 Depth=1
	v_subrev_i32_e32 v0, vcc, s47, v40
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v0, vcc, s46, v0
	ds_read_b32 v0, v0
	ds_read_b32 v1, v57
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v58, vcc, v1, v0
	s_branch .LBB2_6
.LBB2_9:
	v_mul_lo_u32 v0, v45, v56
	s_lshl_b32 s4, s52, 2
	s_add_i32 s4, s4, s46
	s_add_i32 s4, s4, -4
	v_add_i32_e32 v1, vcc, v0, v41
	v_mov_b32_e32 v0, s4
	ds_read_b32 v3, v0
	v_mov_b32_e32 v0, 0
	v_ashr_i64 v[1:2], v[0:1], 30
	v_mov_b32_e32 v4, s55
	v_add_i32_e32 v1, vcc, s54, v1
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	v_cmp_ne_u32_e32 vcc, 0, v40
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_11
; %bb.10:
	v_add_i32_e32 v0, vcc, -4, v57
	ds_read_b32 v0, v0
.LBB2_11:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_b64 v[1:2], v[46:47], 2
	v_mov_b32_e32 v3, s49
	v_add_i32_e32 v1, vcc, s48, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v0
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel ScanArraysdim2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 96
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
		.amdhsa_next_free_vgpr 59
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
.Lfunc_end2:
	.size	ScanArraysdim2, .Lfunc_end2-ScanArraysdim2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1500
; NumSgprs: 60
; NumVgprs: 59
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 59
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	ScanArraysdim1          ; -- Begin function ScanArraysdim1
	.globl	ScanArraysdim1
	.p2align	8
	.type	ScanArraysdim1,@function
ScanArraysdim1:                         ; @ScanArraysdim1
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v44, v1
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v44
	s_add_u32 s44, s36, 24
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v43, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or_b32_e32 v40, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashr_i64 v[0:1], v[0:1], 30
	v_mov_b32_e32 v2, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_lshlrev_b32_e32 v1, 2, v42
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_i32_e32 v46, vcc, s46, v1
	s_cmp_lt_u32 s47, 2
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_write_b32 v46, v0
	s_cbranch_scc1 .LBB3_5
; %bb.1:
	v_mov_b32_e32 v0, s46
	ds_read_b32 v47, v0
	v_lshlrev_b32_e32 v1, 10, v44
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v43, v1
	s_mov_b32 s50, 1
	v_or_b32_e32 v43, v1, v0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s44, s36, 24
	s_addc_u32 s45, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	ds_write_b32 v46, v47
	s_swappc_b64 s[30:31], s[52:53]
	s_lshl_b32 s50, s50, 1
	s_cmp_ge_u32 s50, s47
	s_cbranch_scc1 .LBB3_5
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_le_i32_e32 vcc, s50, v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	v_subrev_i32_e32 v0, vcc, s50, v42
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v0, vcc, s46, v0
	ds_read_b32 v0, v0
	ds_read_b32 v1, v46
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v47, vcc, v1, v0
	s_branch .LBB3_2
.LBB3_5:
	v_cmp_ne_u32_e32 vcc, 0, v42
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_7
; %bb.6:
	v_add_i32_e32 v0, vcc, -4, v46
	ds_read_b32 v0, v0
.LBB3_7:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_b64 v[1:2], v[40:41], 2
	v_mov_b32_e32 v3, s49
	v_add_i32_e32 v1, vcc, s48, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v0
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel ScanArraysdim1
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
		.amdhsa_next_free_sgpr 54
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
; codeLenInByte = 548
; NumSgprs: 58
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 58
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
	.text
	.protected	prefixSum               ; -- Begin function prefixSum
	.globl	prefixSum
	.p2align	8
	.type	prefixSum,@function
prefixSum:                              ; @prefixSum
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dwordx2 s[48:49], s[8:9], 0x4
	s_load_dword s50, s[8:9], 0x6
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v41, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s14, s16
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v42, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_mul_lo_u32 v5, v0, s50
	v_mov_b32_e32 v6, s45
	v_mov_b32_e32 v7, 0
	v_add_i32_e32 v1, vcc, v5, v40
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[3:4], v[1:2], 2
	v_add_i32_e32 v3, vcc, s44, v3
	v_addc_u32_e32 v4, vcc, v6, v4, vcc
	v_cmp_lt_i32_e32 vcc, 0, v40
	flat_store_dword v[3:4], v42
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_4
; %bb.1:
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[5:6], v[5:6], 2
	v_mov_b32_e32 v7, s47
	v_add_i32_e32 v5, vcc, s46, v5
	v_addc_u32_e32 v6, vcc, v7, v6, vcc
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, v40
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v9, v[5:6]
	v_add_i32_e32 v8, vcc, -1, v8
	v_add_i32_e32 v5, vcc, 4, v5
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	v_cmp_eq_u32_e32 vcc, 0, v8
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v7, vcc, v7, v9
	flat_store_dword v[3:4], v7
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB4_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB4_4:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s50, s50, -1
	v_cmp_eq_u32_e32 vcc, s50, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_6
; %bb.5:
	v_lshl_b64 v[1:2], v[1:2], 2
	v_mov_b32_e32 v3, s47
	v_add_i32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v3, v[1:2]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[0:1], v[1:2], 30
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v7
	flat_store_dword v[0:1], v2
.LBB4_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel prefixSum
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 54
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
; codeLenInByte = 420
; NumSgprs: 58
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 58
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
	.protected	blockAddition           ; -- Begin function blockAddition
	.globl	blockAddition
	.p2align	8
	.type	blockAddition,@function
blockAddition:                          ; @blockAddition
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dword s50, s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s14, s16
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v41, v0
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
	v_mov_b32_e32 v42, v0
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
	v_mul_lo_u32 v2, v0, s50
	v_lshlrev_b32_e32 v1, 8, v41
	v_add_i32_e32 v0, vcc, v1, v42
	v_add_i32_e32 v1, vcc, v2, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 2
	v_mov_b32_e32 v3, s45
	v_add_i32_e32 v1, vcc, s44, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v2, v[1:2]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s47
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v3, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v3, v2
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel blockAddition
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 51
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
; codeLenInByte = 368
; NumSgprs: 55
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 55
; NumVGPRsForWavesPerEU: 44
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
	.protected	FixOffset               ; -- Begin function FixOffset
	.globl	FixOffset
	.p2align	8
	.type	FixOffset,@function
FixOffset:                              ; @FixOffset
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v41, v0
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
	v_mov_b32_e32 v1, v0
	v_lshlrev_b32_e32 v0, 8, v41
	v_add_i32_e32 v2, vcc, v0, v1
	v_mov_b32_e32 v0, 0
	v_ashr_i64 v[0:1], v[0:1], 30
	v_mov_b32_e32 v3, s45
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	flat_load_dword v4, v[0:1]
	v_lshl_b64 v[0:1], v[2:3], 2
	v_mov_b32_e32 v2, s47
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v2, v4
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel FixOffset
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 42
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
.Lfunc_end6:
	.size	FixOffset, .Lfunc_end6-FixOffset
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 54
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 42
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
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z15get_global_sizej
	.hidden	_Z7barrierj
	.hidden	_Z10atomic_incPU3AS3Vj
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
      - .address_space:  local
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
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
    .name:           histogram
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  local
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'ushort*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
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
    .name:           permute
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         permute.kd
    .vgpr_count:     57
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
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           ScanArraysdim2
    .private_segment_fixed_size: 16384
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         ScanArraysdim2.kd
    .vgpr_count:     59
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
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
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
    .max_flat_workgroup_size: 256
    .name:           ScanArraysdim1
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         ScanArraysdim1.kd
    .vgpr_count:     48
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
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
    .name:           prefixSum
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         prefixSum.kd
    .vgpr_count:     43
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
    .name:           blockAddition
    .private_segment_fixed_size: 16384
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         blockAddition.kd
    .vgpr_count:     44
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
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           FixOffset
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         FixOffset.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
