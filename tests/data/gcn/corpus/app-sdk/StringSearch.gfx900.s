	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	compare                         ; -- Begin function compare
	.globl	compare
	.p2align	2
	.type	compare,@function
compare:                                ; @compare
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v4, 1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.1:
	global_load_ubyte v4, v[0:1], off
	ds_read_u8 v6, v2
	s_movk_i32 s14, 0xff
	s_movk_i32 s15, 0xffbf
	v_mov_b32_e32 v5, 26
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, s14, v4
	v_add_u16_e32 v4, s15, v4
	v_add_u32_e32 v8, 32, v7
	v_cmp_lt_u16_sdwa vcc, v4, v5 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v4, v7, v8, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v4, v6
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_7
; %bb.2:
	v_add_co_u32_e32 v0, vcc, 1, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b32 s16, 1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, 26
                                        ; implicit-def: $sgpr10_sgpr11
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], exec, s[10:11]
	s_or_b64 s[8:9], s[12:13], s[8:9]
	v_mov_b32_e32 v5, s16
	s_mov_b32 s16, s17
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_6
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_ne_u32_e32 vcc, s16, v3
	s_or_b64 s[10:11], s[10:11], exec
                                        ; implicit-def: $sgpr17
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	global_load_ubyte v5, v[0:1], off
	v_add_u32_e32 v6, s16, v2
	ds_read_u8 v6, v6
	v_add_co_u32_e32 v0, vcc, 1, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 s[10:11], s[10:11], exec
	s_add_i32 s17, s16, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, s14, v5
	v_add_u16_e32 v5, s15, v5
	v_add_u32_e32 v8, 32, v7
	v_cmp_lt_u16_sdwa vcc, v5, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v5, v7, v8, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, v5, v6
	s_and_b64 s[18:19], vcc, exec
	s_or_b64 s[10:11], s[10:11], s[18:19]
	s_branch .LBB0_3
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ge_u32_e32 vcc, v5, v3
	v_cndmask_b32_e64 v4, 0, 1, vcc
.LBB0_7:
	s_or_b64 exec, exec, s[6:7]
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, v4
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	compare, .Lfunc_end0-compare
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 300
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	StringSearchNaive       ; -- Begin function StringSearchNaive
	.globl	StringSearchNaive
	.p2align	8
	.type	StringSearchNaive,@function
StringSearchNaive:                      ; @StringSearchNaive
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dword s48, s[8:9], 0x8
	s_load_dword s66, s[8:9], 0x18
	s_load_dwordx2 s[46:47], s[8:9], 0x30
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v42, v0
	s_add_u32 s34, s42, 56
	v_lshlrev_b32_e32 v0, 20, v44
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	v_or3_b32 v40, v42, v1, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mul_lo_u32 v47, v40, s46
	s_sub_i32 s8, s48, s66
	s_add_i32 s8, s8, 1
	v_cmp_ge_u32_e32 vcc, s8, v47
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_22
; %bb.1:
	s_load_dwordx2 s[52:53], s[42:43], 0x0
	v_cmp_gt_u32_e32 vcc, s66, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.2:
	s_load_dwordx2 s[6:7], s[42:43], 0x10
	v_ashrrev_i32_e32 v1, 31, v45
	v_mov_b32_e32 v3, 26
	v_mov_b32_e32 v4, v45
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s7
	v_add_co_u32_e32 v0, vcc, s6, v45
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_ashrrev_i32_e32 v2, 31, v41
	s_mov_b64 s[6:7], 0
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_ubyte v5, v[0:1], off
	v_add_co_u32_e32 v0, vcc, v0, v41
	v_add_u32_e32 v6, s47, v4
	v_add_u32_e32 v4, v4, v41
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	v_cmp_le_u32_e32 vcc, s66, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v7, 0xffbf, v5
	v_add_u16_e32 v8, 32, v5
	v_cmp_lt_u16_sdwa vcc, v7, v3 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v5, v5, v8, vcc
	ds_write_b8 v6, v5
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_3
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[48:51], s[42:43], 0x20
	v_cmp_eq_u32_e64 s[34:35], 0, v45
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_mov_b32_e32 v0, 0
	ds_write_b32 v0, v0
.LBB1_6:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v0, s46, v47
	v_min_u32_e32 v56, s8, v0
	s_add_u32 s8, s42, 56
	v_lshlrev_b32_e32 v0, 20, v44
	v_lshlrev_b32_e32 v1, 10, v43
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v57, v47, v45
	v_cmp_lt_u32_e32 vcc, v57, v56
	s_and_saveexec_b64 s[56:57], vcc
	s_cbranch_execz .LBB1_20
; %bb.7:
	s_cmp_lg_u32 s66, 0
	s_cselect_b64 s[58:59], -1, 0
	s_add_u32 s46, s52, 1
	s_addc_u32 s67, s53, 0
	s_mov_b64 s[60:61], 0
	v_mov_b32_e32 v46, 0
	s_movk_i32 s68, 0xff
	s_movk_i32 s69, 0xffbf
	v_mov_b32_e32 v58, 26
	s_getpc_b64 s[62:63]
	s_add_u32 s62, s62, _Z10atomic_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s63, s63, _Z10atomic_incPU3AS3Vj@rel32@hi+12
	s_branch .LBB1_10
.LBB1_8:                                ;   in Loop: Header=BB1_10 Depth=1
	s_add_u32 s8, s42, 56
	v_lshlrev_b32_e32 v0, 20, v44
	v_lshlrev_b32_e32 v1, 10, v43
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v45, v0, v47
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v57, off
.LBB1_9:                                ;   in Loop: Header=BB1_10 Depth=1
	s_or_b64 exec, exec, s[64:65]
	v_add_u32_e32 v57, v57, v41
	v_cmp_ge_u32_e32 vcc, v57, v56
	s_or_b64 s[60:61], vcc, s[60:61]
	s_andn2_b64 exec, exec, s[60:61]
	s_cbranch_execz .LBB1_20
.LBB1_10:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_15 Depth 2
	s_andn2_b64 vcc, exec, s[58:59]
	s_cbranch_vccnz .LBB1_17
; %bb.11:                               ;   in Loop: Header=BB1_10 Depth=1
	global_load_ubyte v0, v57, s[52:53]
	v_mov_b32_e32 v1, s47
	ds_read_u8 v1, v1
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, s68, v0
	v_add_u16_e32 v0, s69, v0
	v_add_u32_e32 v3, 32, v2
	v_cmp_lt_u16_sdwa vcc, v0, v58 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v2, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_19
; %bb.12:                               ;   in Loop: Header=BB1_10 Depth=1
	v_mov_b32_e32 v1, s67
	v_add_co_u32_e32 v0, vcc, s46, v57
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b32 s10, 1
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB1_15
.LBB1_13:                               ;   in Loop: Header=BB1_15 Depth=2
	global_load_ubyte v2, v[0:1], off
	s_add_i32 s12, s47, s10
	v_mov_b32_e32 v3, s12
	ds_read_u8 v3, v3
	v_add_co_u32_e32 v0, vcc, 1, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 s[8:9], s[8:9], exec
	s_add_i32 s11, s10, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, s68, v2
	v_add_u16_e32 v2, s69, v2
	v_add_u32_e32 v5, 32, v4
	v_cmp_lt_u16_sdwa vcc, v2, v58 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v2, v4, v5, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, v2, v3
	s_and_b64 s[12:13], vcc, exec
	s_or_b64 s[8:9], s[8:9], s[12:13]
.LBB1_14:                               ;   in Loop: Header=BB1_15 Depth=2
	s_and_b64 s[12:13], exec, s[8:9]
	s_or_b64 s[6:7], s[12:13], s[6:7]
	v_mov_b32_e32 v2, s10
	s_mov_b32 s10, s11
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_18
.LBB1_15:                               ;   Parent Loop BB1_10 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_or_b64 s[8:9], s[8:9], exec
	s_cmp_eq_u32 s66, s10
	s_cbranch_scc0 .LBB1_13
; %bb.16:                               ;   in Loop: Header=BB1_15 Depth=2
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB1_14
.LBB1_17:                               ;   in Loop: Header=BB1_10 Depth=1
	s_mov_b64 s[6:7], -1
	s_and_saveexec_b64 s[64:65], s[6:7]
	s_cbranch_execz .LBB1_9
	s_branch .LBB1_8
.LBB1_18:                               ;   in Loop: Header=BB1_10 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_cmp_le_u32_e32 vcc, s66, v2
	s_and_b64 s[6:7], vcc, exec
.LBB1_19:                               ;   in Loop: Header=BB1_10 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[64:65], s[6:7]
	s_cbranch_execz .LBB1_9
	s_branch .LBB1_8
.LBB1_20:
	s_or_b64 exec, exec, s[56:57]
	s_add_u32 s8, s42, 56
	v_lshlrev_b32_e32 v0, 20, v44
	v_lshlrev_b32_e32 v1, 10, v43
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_and_b64 exec, exec, s[34:35]
	s_cbranch_execz .LBB1_22
; %bb.21:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v2, v0
	v_mov_b32_e32 v1, v40
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_mov_b32_e32 v3, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB1_22:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel StringSearchNaive
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_sgpr 70
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
	.size	StringSearchNaive, .Lfunc_end1-StringSearchNaive
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1140
; NumSgprs: 76
; NumVgprs: 59
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 76
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
	.protected	StringSearchLoadBalance ; -- Begin function StringSearchLoadBalance
	.globl	StringSearchLoadBalance
	.p2align	8
	.type	StringSearchLoadBalance,@function
StringSearchLoadBalance:                ; @StringSearchLoadBalance
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dword s46, s[8:9], 0x8
	s_load_dword s70, s[8:9], 0x18
	s_load_dwordx4 s[48:51], s[8:9], 0x30
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v0
	s_add_u32 s34, s38, 64
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or3_b32 v45, v42, v1, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
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
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v46, v0
	v_cmp_eq_u32_e64 s[34:35], 0, v43
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	ds_write2_b32 v0, v0, v0 offset1:1
.LBB2_2:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v47, v46, s48
	s_sub_i32 s10, s46, s70
	s_add_i32 s10, s10, 1
	v_cmp_ge_u32_e32 vcc, s10, v47
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_29
; %bb.3:
	s_load_dwordx2 s[56:57], s[38:39], 0x0
	v_cmp_gt_u32_e32 vcc, s70, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_6
; %bb.4:
	s_load_dwordx2 s[6:7], s[38:39], 0x10
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v0, 26
	v_mov_b32_e32 v1, v43
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	global_load_ubyte v2, v1, s[6:7]
	v_add_u32_e32 v3, s49, v1
	v_add_u32_e32 v1, v1, v44
	v_cmp_le_u32_e32 vcc, s70, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v4, 0xffbf, v2
	v_add_u16_e32 v5, 32, v2
	v_cmp_lt_u16_sdwa vcc, v4, v0 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v2, v2, v5, vcc
	ds_write_b8 v3, v2
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_5
.LBB2_6:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[52:55], s[38:39], 0x20
	v_add_u32_e32 v0, s48, v47
	v_min_u32_e32 v0, s10, v0
	v_sub_u32_e32 v58, v0, v47
	s_add_u32 s8, s38, 64
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z7barrierj@rel32@lo+4
	s_addc_u32 s59, s59, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v0, s49
	ds_read_u16 v59, v0
	v_mov_b32_e32 v0, s57
	v_add_co_u32_e32 v1, vcc, s56, v47
	v_addc_co_u32_e32 v0, vcc, 0, v0, vcc
	v_add_co_u32_e32 v60, vcc, 2, v1
	s_add_i32 s51, s70, -2
	v_addc_co_u32_e32 v61, vcc, 0, v0, vcc
	s_cmp_lg_u32 s51, 0
	v_add_co_u32_e32 v62, vcc, 3, v1
	s_movk_i32 s48, 0xff
	v_mov_b32_e32 v57, 0
	s_cselect_b64 s[60:61], -1, 0
	v_addc_co_u32_e32 v63, vcc, 0, v0, vcc
	s_mov_b64 s[62:63], 0
	s_movk_i32 s71, 0xffbf
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z10atomic_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s65, s65, _Z10atomic_incPU3AS3Vj@rel32@hi+12
	s_mov_b32 s72, 0x4f7ffffe
	v_mov_b32_e32 v72, 26
	s_mov_b64 s[68:69], 0
	v_mov_b32_e32 v73, v43
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, _Z10atomic_decPU3AS3Vj@rel32@lo+4
	s_addc_u32 s67, s67, _Z10atomic_decPU3AS3Vj@rel32@hi+12
	s_branch .LBB2_9
.LBB2_7:                                ;   in Loop: Header=BB2_9 Depth=1
	s_add_u32 s8, s38, 64
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 4
	s_swappc_b64 s[30:31], s[64:65]
	v_add_u32_e32 v56, v0, v47
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v3, s53
	v_add_co_u32_e32 v0, vcc, s52, v0
	v_add_u32_e32 v2, v45, v47
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB2_8:                                ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[46:47]
	s_add_u32 s8, s38, 64
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	v_ashrrev_i32_e32 v0, 31, v44
	v_add_u32_e32 v1, v44, v0
	v_xor_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v1, v0
	v_sub_u32_e32 v2, 0, v0
	v_ashrrev_i32_e32 v3, 31, v73
	v_add_u32_e32 v4, v73, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_xor_b32_e32 v4, v4, v3
	s_mov_b64 s[68:69], 0
	v_mul_f32_e32 v1, s72, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, v2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v4, v1
	ds_read_b32 v2, v57
	v_mul_lo_u32 v1, v1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], 0, v2
	v_sub_u32_e32 v1, v4, v1
	v_sub_u32_e32 v4, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_sub_u32_e32 v4, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v0, v1, v4, vcc
	v_xor_b32_e32 v0, v0, v3
	v_sub_u32_e32 v0, v3, v0
	v_add_u32_e32 v0, v73, v0
	v_cmp_ge_u32_e32 vcc, v0, v58
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[62:63], s[4:5], s[62:63]
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB2_27
.LBB2_9:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_22 Depth 2
	v_cmp_lt_u32_e32 vcc, v73, v58
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB2_13
; %bb.10:                               ;   in Loop: Header=BB2_9 Depth=1
	v_add_u32_e32 v0, v73, v47
	global_load_ubyte v1, v0, s[56:57]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, s48, v1
	v_add_u16_e32 v1, s71, v1
	v_add_u32_e32 v3, 32, v2
	v_cmp_lt_u16_sdwa vcc, v1, v72 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v1, v2, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_sdwa s[4:5], v1, v59 src0_sel:DWORD src1_sel:BYTE_0
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_13
; %bb.11:                               ;   in Loop: Header=BB2_9 Depth=1
	v_add_u32_e32 v0, 1, v0
	global_load_ubyte v0, v0, s[56:57]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, s48, v0
	v_add_u16_e32 v0, s71, v0
	v_add_u32_e32 v2, 32, v1
	v_cmp_lt_u16_sdwa vcc, v0, v72 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v1, v2, vcc
	v_cmp_eq_u32_sdwa s[4:5], v0, v59 src0_sel:DWORD src1_sel:BYTE_1
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_13
; %bb.12:                               ;   in Loop: Header=BB2_9 Depth=1
	s_add_u32 s8, s38, 64
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[64:65]
	v_lshl_add_u32 v0, v0, 2, s50
	ds_write_b32 v0, v73
.LBB2_13:                               ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[46:47]
	s_add_u32 s46, s38, 64
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s47, s39, 0
	v_or3_b32 v45, v42, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	v_add_u32_e32 v73, v73, v44
	s_swappc_b64 s[30:31], s[58:59]
	ds_read_b32 v56, v57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	v_cmp_lt_u32_e32 vcc, v56, v44
	s_mov_b64 s[6:7], -1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_15
; %bb.14:                               ;   in Loop: Header=BB2_9 Depth=1
	v_ashrrev_i32_e32 v0, 31, v44
	v_add_u32_e32 v1, v44, v0
	v_xor_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v1, v0
	v_sub_u32_e32 v2, 0, v0
	v_ashrrev_i32_e32 v3, 31, v73
	v_add_u32_e32 v4, v73, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_xor_b32_e32 v4, v4, v3
	v_mul_f32_e32 v1, s72, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, v2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v4, v1
	v_mul_lo_u32 v1, v1, v0
	v_sub_u32_e32 v1, v4, v1
	v_sub_u32_e32 v2, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_sub_u32_e32 v2, v1, v0
	v_cmp_ge_u32_e32 vcc, v1, v0
	v_cndmask_b32_e32 v0, v1, v2, vcc
	v_xor_b32_e32 v0, v0, v3
	v_sub_u32_e32 v0, v3, v0
	v_add_u32_e32 v0, v73, v0
	v_cmp_ge_u32_e32 vcc, v0, v58
	s_orn2_b64 s[6:7], vcc, exec
.LBB2_15:                               ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, s[6:7]
	s_or_b64 s[68:69], s[4:5], s[68:69]
	s_andn2_b64 exec, exec, s[68:69]
	s_cbranch_execnz .LBB2_9
; %bb.16:                               ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[68:69]
	v_cmp_gt_u32_e32 vcc, v56, v43
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB2_8
; %bb.17:                               ;   in Loop: Header=BB2_9 Depth=1
	s_add_u32 s8, s38, 64
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[66:67]
	v_lshlrev_b32_e32 v0, 2, v0
	v_add3_u32 v0, v0, s50, -4
	ds_read_b32 v45, v0
	s_andn2_b64 vcc, exec, s[60:61]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v45
	s_cbranch_vccnz .LBB2_24
; %bb.18:                               ;   in Loop: Header=BB2_9 Depth=1
	v_add_co_u32_e32 v2, vcc, v60, v45
	v_addc_co_u32_e32 v3, vcc, v61, v1, vcc
	global_load_ubyte v0, v[2:3], off
	v_mov_b32_e32 v2, s49
	ds_read_u8 v2, v2 offset:2
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, s48, v0
	v_add_u16_e32 v0, s71, v0
	v_add_u32_e32 v4, 32, v3
	v_cmp_lt_u16_sdwa vcc, v0, v72 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v3, v4, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_26
; %bb.19:                               ;   in Loop: Header=BB2_9 Depth=1
	v_add_co_u32_e32 v0, vcc, v62, v45
	v_addc_co_u32_e32 v1, vcc, v63, v1, vcc
	s_mov_b32 s10, 3
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB2_22
.LBB2_20:                               ;   in Loop: Header=BB2_22 Depth=2
	global_load_ubyte v2, v[0:1], off
	s_add_i32 s12, s49, s10
	v_mov_b32_e32 v3, s12
	ds_read_u8 v3, v3
	v_add_co_u32_e32 v0, vcc, 1, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 s[8:9], s[8:9], exec
	s_add_i32 s11, s10, 1
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, s48, v2
	v_add_u16_e32 v2, s71, v2
	v_add_u32_e32 v5, 32, v4
	v_cmp_lt_u16_sdwa vcc, v2, v72 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v2, v4, v5, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, v2, v3
	s_and_b64 s[12:13], vcc, exec
	s_or_b64 s[8:9], s[8:9], s[12:13]
.LBB2_21:                               ;   in Loop: Header=BB2_22 Depth=2
	s_and_b64 s[12:13], exec, s[8:9]
	s_or_b64 s[6:7], s[12:13], s[6:7]
	v_mov_b32_e32 v2, s10
	s_mov_b32 s10, s11
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_25
.LBB2_22:                               ;   Parent Loop BB2_9 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_or_b64 s[8:9], s[8:9], exec
	s_cmp_eq_u32 s70, s10
	s_cbranch_scc0 .LBB2_20
; %bb.23:                               ;   in Loop: Header=BB2_22 Depth=2
                                        ; implicit-def: $sgpr11
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB2_21
.LBB2_24:                               ;   in Loop: Header=BB2_9 Depth=1
	s_mov_b64 s[6:7], -1
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_8
	s_branch .LBB2_7
.LBB2_25:                               ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v0, -2, v2
	v_cmp_le_u32_e32 vcc, s51, v0
	s_and_b64 s[6:7], vcc, exec
.LBB2_26:                               ;   in Loop: Header=BB2_9 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_8
	s_branch .LBB2_7
.LBB2_27:
	s_or_b64 exec, exec, s[62:63]
	s_and_b64 exec, exec, s[34:35]
	s_cbranch_execz .LBB2_29
; %bb.28:
	v_mov_b32_e32 v45, 0
	ds_read_b32 v2, v45 offset:4
	v_ashrrev_i64 v[0:1], 30, v[45:46]
	v_mov_b32_e32 v3, s55
	v_add_co_u32_e32 v0, vcc, s54, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB2_29:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel StringSearchLoadBalance
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 120
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
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 73
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
	.size	StringSearchLoadBalance, .Lfunc_end2-StringSearchLoadBalance
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1920
; NumSgprs: 79
; NumVgprs: 74
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 79
; NumVGPRsForWavesPerEU: 74
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_group_idj
	.hidden	_Z7barrierj
	.hidden	_Z10atomic_incPU3AS3Vj
	.hidden	_Z10atomic_decPU3AS3Vj
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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  local
        .offset:         52
        .pointee_align:  1
        .size:           4
        .type_name:      'uchar*'
        .value_kind:     dynamic_shared_pointer
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           StringSearchNaive
    .private_segment_fixed_size: 16384
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         StringSearchNaive.kd
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  local
        .offset:         52
        .pointee_align:  1
        .size:           4
        .type_name:      'uchar*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         56
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           StringSearchLoadBalance
    .private_segment_fixed_size: 16384
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         StringSearchLoadBalance.kd
    .vgpr_count:     74
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
