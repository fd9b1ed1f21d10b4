	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx810"
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
	.protected	CreateBatchesBruteForce ; -- Begin function CreateBatchesBruteForce
	.globl	CreateBatchesBruteForce
	.p2align	8
	.type	CreateBatchesBruteForce,@function
CreateBatchesBruteForce:                ; @CreateBatchesBruteForce
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 s46, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, 0
	v_ashrrev_i64 v[1:2], 30, v[40:41]
	v_mov_b32_e32 v3, s51
	v_add_u32_e32 v1, vcc, s50, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v2, v[1:2]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], 0, v2
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_3
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x10
	v_ashrrev_i32_e32 v1, 31, v41
	v_mov_b32_e32 v0, v41
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_movk_i32 s8, 0x70
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v3, v[0:1]
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[0:1], s[4:5], v3, s8, v[0:1]
	v_add_u32_e32 v0, vcc, 0x54, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, s46
	s_add_i32 s46, s46, 1
	flat_store_dword v[0:1], v3
	v_cmp_eq_u32_e32 vcc, s46, v2
	v_add_u32_e64 v0, s[4:5], s8, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	v_addc_u32_e64 v1, vcc, 0, v1, s[4:5]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_2
.LBB2_3:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CreateBatchesBruteForce
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 52
		.amdhsa_reserve_xnack_mask 1
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
	.size	CreateBatchesBruteForce, .Lfunc_end2-CreateBatchesBruteForce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 400
; NumSgprs: 58
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 58
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
	.text
	.hidden	readBuf                         ; -- Begin function readBuf
	.globl	readBuf
	.p2align	2
	.type	readBuf,@function
readBuf:                                ; @readBuf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshrrev_b32_e32 v2, 21, v2
	v_add_u32_e32 v2, vcc, v1, v2
	v_and_b32_e32 v2, 0xfffff800, v2
	v_sub_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i16_e32 v2, 15, v1
	v_lshrrev_b16_e32 v2, 11, v2
	v_add_u16_e32 v2, v1, v2
	v_ashrrev_i16_e32 v2, 5, v2
	v_mov_b32_e32 v3, 2
	v_lshlrev_b32_sdwa v2, v3, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_add_u32_e32 v0, vcc, v0, v2
	s_mov_b32 m0, -1
	ds_read_b32 v0, v0
	v_lshlrev_b32_e64 v1, v1, 1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	readBuf, .Lfunc_end3-readBuf
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 96
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	writeBuf                        ; -- Begin function writeBuf
	.globl	writeBuf
	.p2align	2
	.type	writeBuf,@function
writeBuf:                               ; @writeBuf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshrrev_b32_e32 v2, 21, v2
	v_add_u32_e32 v2, vcc, v1, v2
	v_and_b32_e32 v2, 0xfffff800, v2
	v_sub_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i16_e32 v2, 15, v1
	v_lshrrev_b16_e32 v2, 11, v2
	v_add_u16_e32 v2, v1, v2
	v_ashrrev_i16_e32 v2, 5, v2
	v_mov_b32_e32 v3, 2
	v_lshlrev_b32_sdwa v2, v3, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_add_u32_e32 v0, vcc, v0, v2
	s_mov_b32 m0, -1
	ds_read_b32 v2, v0
	v_lshlrev_b32_e64 v1, v1, 1
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v1, v2, v1
	ds_write_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	writeBuf, .Lfunc_end4-writeBuf
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 108
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	tryWrite                        ; -- Begin function tryWrite
	.globl	tryWrite
	.p2align	2
	.type	tryWrite,@function
tryWrite:                               ; @tryWrite
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshrrev_b32_e32 v2, 21, v2
	v_add_u32_e32 v2, vcc, v1, v2
	v_and_b32_e32 v2, 0xfffff800, v2
	v_sub_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i16_e32 v2, 15, v1
	v_lshrrev_b16_e32 v2, 11, v2
	v_add_u16_e32 v2, v1, v2
	v_ashrrev_i16_e32 v2, 5, v2
	v_mov_b32_e32 v3, 2
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	v_lshlrev_b32_sdwa v2, v3, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	s_addk_i32 s32, 0x400
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 0
	v_add_u32_e32 v0, vcc, v0, v2
	v_and_b32_e32 v41, 31, v1
	v_lshlrev_b32_e64 v1, v1, 1
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7atom_orPU3AS3Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7atom_orPU3AS3Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_not_b32_e32 v0, v0
	v_bfe_u32 v0, v0, v41, 1
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end5:
	.size	tryWrite, .Lfunc_end5-tryWrite
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 228
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.protected	CreateBatchesNew        ; -- Begin function CreateBatchesNew
	.globl	CreateBatchesNew
	.p2align	8
	.type	CreateBatchesNew,@function
CreateBatchesNew:                       ; @CreateBatchesNew
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s44, s36, 40
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x2000
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_24
; %bb.1:
	s_load_dwordx8 s[44:51], s[36:37], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashrrev_i64 v[1:2], 30, v[0:1]
	s_mov_b32 s52, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v58, v[1:2]
	v_ashrrev_i32_e32 v41, 31, v40
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v58
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB6_23
; %bb.2:
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	v_mov_b32_e32 v0, s44
	v_mov_b32_e32 v1, s45
	s_load_dword s64, s[36:37], 0x20
	s_movk_i32 s65, 0x70
	v_lshlrev_b32_e32 v4, 10, v43
	v_lshlrev_b32_e32 v3, 20, v44
	v_or_b32_e32 v4, v42, v4
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	s_movk_i32 s66, 0xf800
	s_movk_i32 s67, 0x60
	v_or_b32_e32 v44, v4, v3
	s_movk_i32 s68, 0x50
	v_mov_b32_e32 v61, 2
	s_mov_b32 s56, 0
	s_mov_b32 s69, 0
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z3absi@rel32@lo+4
	s_addc_u32 s61, s61, _Z3absi@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[46:47], s[4:5], v2, s65, v[0:1]
	s_branch .LBB6_5
.LBB6_3:                                ;   in Loop: Header=BB6_5 Depth=1
	s_or_b64 exec, exec, s[62:63]
.LBB6_4:                                ;   in Loop: Header=BB6_5 Depth=1
	s_or_b64 exec, exec, s[54:55]
	s_add_i32 s69, s69, 1
	v_cmp_ge_i32_e32 vcc, v59, v58
	s_or_b64 s[48:49], vcc, s[48:49]
	v_mov_b32_e32 v0, s69
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB6_22
.LBB6_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_9 Depth 2
	s_mov_b32 s53, s52
	s_mov_b32 s54, s52
	s_mov_b32 s55, s52
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v1, s53
	v_mov_b32_e32 v2, s54
	v_mov_b32_e32 v3, s55
	s_mov_b32 m0, -1
	v_cmp_lt_i32_e32 vcc, v59, v58
	ds_write_b128 v60, v[0:3]
	ds_write_b128 v60, v[0:3] offset:16
	ds_write_b128 v60, v[0:3] offset:32
	ds_write_b128 v60, v[0:3] offset:48
	ds_write_b128 v60, v[0:3] offset:64
	ds_write_b128 v60, v[0:3] offset:80
	ds_write_b128 v60, v[0:3] offset:96
	ds_write_b128 v60, v[0:3] offset:112
	ds_write_b128 v60, v[0:3] offset:128
	ds_write_b128 v60, v[0:3] offset:144
	ds_write_b128 v60, v[0:3] offset:160
	ds_write_b128 v60, v[0:3] offset:176
	ds_write_b128 v60, v[0:3] offset:192
	ds_write_b128 v60, v[0:3] offset:208
	ds_write_b128 v60, v[0:3] offset:224
	ds_write_b128 v60, v[0:3] offset:240
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB6_4
; %bb.6:                                ;   in Loop: Header=BB6_5 Depth=1
	v_mad_i64_i32 v[56:57], s[4:5], v59, s65, v[46:47]
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, v59
	s_branch .LBB6_9
.LBB6_7:                                ;   in Loop: Header=BB6_9 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v59, vcc, 1, v59
.LBB6_8:                                ;   in Loop: Header=BB6_9 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v62, vcc, 1, v62
	v_cmp_ge_i32_e32 vcc, v62, v58
	s_or_b64 s[62:63], vcc, s[62:63]
	v_add_u32_e32 v56, vcc, s65, v56
	v_addc_u32_e32 v57, vcc, 0, v57, vcc
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execz .LBB6_3
.LBB6_9:                                ;   Parent Loop BB6_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v0, vcc, 0x58, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_load_dwordx2 v[42:43], v[0:1]
	s_add_u32 s44, s36, 40
	s_addc_u32 s45, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v43
	s_swappc_b64 s[30:31], s[60:61]
	v_cmp_lt_i32_e32 vcc, -1, v42
	v_cmp_ne_u32_e64 s[4:5], s64, v42
	s_and_b64 s[6:7], vcc, s[4:5]
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB6_11
; %bb.10:                               ;   in Loop: Header=BB6_9 Depth=2
	v_ashrrev_i32_e32 v1, 31, v45
	v_lshrrev_b32_e32 v1, 21, v1
	v_add_u32_e32 v1, vcc, v45, v1
	v_and_b32_e32 v1, s66, v1
	v_sub_u32_e32 v1, vcc, v45, v1
	v_ashrrev_i16_e32 v2, 15, v1
	v_lshrrev_b16_e32 v2, 11, v2
	v_add_u16_e32 v2, v1, v2
	v_ashrrev_i16_e32 v2, 5, v2
	v_lshlrev_b32_sdwa v2, v61, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_read_b32 v2, v2
	v_lshlrev_b32_e64 v1, v1, 1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, v2, v1
.LBB6_11:                               ;   in Loop: Header=BB6_9 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_i32_e32 vcc, -1, v43
	v_cmp_ne_u32_e64 s[4:5], s64, v43
	s_and_b64 s[8:9], vcc, s[4:5]
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB6_13
; %bb.12:                               ;   in Loop: Header=BB6_9 Depth=2
	v_ashrrev_i32_e32 v2, 31, v0
	v_lshrrev_b32_e32 v2, 21, v2
	v_add_u32_e32 v2, vcc, v0, v2
	v_and_b32_e32 v2, s66, v2
	v_sub_u32_e32 v2, vcc, v0, v2
	v_ashrrev_i16_e32 v3, 15, v2
	v_lshrrev_b16_e32 v3, 11, v3
	v_add_u16_e32 v3, v2, v3
	v_ashrrev_i16_e32 v3, 5, v3
	v_lshlrev_b32_sdwa v3, v61, sext(v3) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_read_b32 v3, v3
	v_lshlrev_b32_e64 v2, v2, 1
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v2, v3, v2
.LBB6_13:                               ;   in Loop: Header=BB6_9 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, v1, v2
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_8
; %bb.14:                               ;   in Loop: Header=BB6_9 Depth=2
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB6_16
; %bb.15:                               ;   in Loop: Header=BB6_9 Depth=2
	v_ashrrev_i32_e32 v1, 31, v45
	v_lshrrev_b32_e32 v1, 21, v1
	v_add_u32_e32 v1, vcc, v45, v1
	v_and_b32_e32 v1, s66, v1
	v_sub_u32_e32 v1, vcc, v45, v1
	v_ashrrev_i16_e32 v2, 15, v1
	v_lshrrev_b16_e32 v2, 11, v2
	v_add_u16_e32 v2, v1, v2
	v_ashrrev_i16_e32 v2, 5, v2
	v_lshlrev_b32_sdwa v2, v61, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_read_b32 v3, v2
	v_lshlrev_b32_e64 v1, v1, 1
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v1, v3, v1
	ds_write_b32 v2, v1
.LBB6_16:                               ;   in Loop: Header=BB6_9 Depth=2
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB6_18
; %bb.17:                               ;   in Loop: Header=BB6_9 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 21, v1
	v_add_u32_e32 v1, vcc, v0, v1
	v_and_b32_e32 v1, s66, v1
	v_sub_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i16_e32 v1, 15, v0
	v_lshrrev_b16_e32 v1, 11, v1
	v_add_u16_e32 v1, v0, v1
	v_ashrrev_i16_e32 v1, 5, v1
	v_lshlrev_b32_sdwa v1, v61, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_read_b32 v2, v1
	v_lshlrev_b32_e64 v0, v0, 1
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v0, v2, v0
	ds_write_b32 v1, v0
.LBB6_18:                               ;   in Loop: Header=BB6_9 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v0, vcc, 0x54, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	v_mov_b32_e32 v2, s69
	v_cmp_ne_u32_e32 vcc, v62, v59
	flat_store_dword v[0:1], v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB6_20
; %bb.19:                               ;   in Loop: Header=BB6_9 Depth=2
	v_mad_i64_i32 v[32:33], s[8:9], v59, s65, v[46:47]
	v_add_u32_e32 v34, vcc, s67, v32
	v_addc_u32_e32 v35, vcc, 0, v33, vcc
	flat_load_dwordx4 v[0:3], v[34:35]
	v_add_u32_e32 v12, vcc, s67, v56
	v_addc_u32_e32 v13, vcc, 0, v57, vcc
	v_add_u32_e32 v14, vcc, s68, v56
	v_addc_u32_e32 v15, vcc, 0, v57, vcc
	v_add_u32_e32 v36, vcc, s68, v32
	flat_load_dwordx4 v[4:7], v[12:13]
	flat_load_dwordx4 v[8:11], v[14:15]
	v_addc_u32_e32 v37, vcc, 0, v33, vcc
	v_add_u32_e32 v38, vcc, 64, v32
	v_addc_u32_e32 v39, vcc, 0, v33, vcc
	v_add_u32_e32 v20, vcc, 64, v56
	v_addc_u32_e32 v21, vcc, 0, v57, vcc
	v_add_u32_e32 v22, vcc, 48, v56
	v_addc_u32_e32 v23, vcc, 0, v57, vcc
	v_add_u32_e32 v42, vcc, 48, v32
	v_addc_u32_e32 v43, vcc, 0, v33, vcc
	v_add_u32_e32 v48, vcc, 32, v32
	v_addc_u32_e32 v49, vcc, 0, v33, vcc
	v_add_u32_e32 v50, vcc, 16, v56
	v_addc_u32_e32 v51, vcc, 0, v57, vcc
	v_add_u32_e32 v52, vcc, 32, v56
	v_addc_u32_e32 v53, vcc, 0, v57, vcc
	v_add_u32_e32 v54, vcc, 16, v32
	v_addc_u32_e32 v55, vcc, 0, v33, vcc
	s_waitcnt vmcnt(2)
	flat_store_dwordx4 v[12:13], v[0:3]
	flat_load_dwordx4 v[0:3], v[36:37]
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[14:15], v[0:3]
	flat_load_dwordx4 v[0:3], v[38:39]
	s_nop 0
	flat_load_dwordx4 v[12:15], v[20:21]
	flat_load_dwordx4 v[16:19], v[22:23]
	s_waitcnt vmcnt(2)
	flat_store_dwordx4 v[20:21], v[0:3]
	flat_load_dwordx4 v[0:3], v[42:43]
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[22:23], v[0:3]
	flat_load_dwordx4 v[0:3], v[48:49]
	s_nop 0
	flat_load_dwordx4 v[20:23], v[56:57]
	flat_load_dwordx4 v[24:27], v[50:51]
	flat_load_dwordx4 v[28:31], v[52:53]
	s_waitcnt vmcnt(3)
	flat_store_dwordx4 v[52:53], v[0:3]
	flat_load_dwordx4 v[0:3], v[54:55]
	s_waitcnt vmcnt(4)
	buffer_store_dword v23, off, s[0:3], 0 offset:28
	buffer_store_dword v22, off, s[0:3], 0 offset:24
	buffer_store_dword v21, off, s[0:3], 0 offset:20
	buffer_store_dword v20, off, s[0:3], 0 offset:16
	s_waitcnt vmcnt(7)
	buffer_store_dword v27, off, s[0:3], 0 offset:44
	buffer_store_dword v26, off, s[0:3], 0 offset:40
	buffer_store_dword v25, off, s[0:3], 0 offset:36
	buffer_store_dword v24, off, s[0:3], 0 offset:32
	buffer_store_dword v19, off, s[0:3], 0 offset:76
	buffer_store_dword v18, off, s[0:3], 0 offset:72
	buffer_store_dword v17, off, s[0:3], 0 offset:68
	buffer_store_dword v16, off, s[0:3], 0 offset:64
	s_waitcnt vmcnt(14)
	buffer_store_dword v31, off, s[0:3], 0 offset:60
	buffer_store_dword v30, off, s[0:3], 0 offset:56
	buffer_store_dword v29, off, s[0:3], 0 offset:52
	buffer_store_dword v28, off, s[0:3], 0 offset:48
	buffer_store_dword v15, off, s[0:3], 0 offset:92
	buffer_store_dword v14, off, s[0:3], 0 offset:88
	buffer_store_dword v13, off, s[0:3], 0 offset:84
	buffer_store_dword v12, off, s[0:3], 0 offset:80
	buffer_store_dword v7, off, s[0:3], 0 offset:124
	buffer_store_dword v6, off, s[0:3], 0 offset:120
	buffer_store_dword v5, off, s[0:3], 0 offset:116
	buffer_store_dword v4, off, s[0:3], 0 offset:112
	buffer_store_dword v11, off, s[0:3], 0 offset:108
	buffer_store_dword v10, off, s[0:3], 0 offset:104
	buffer_store_dword v9, off, s[0:3], 0 offset:100
	buffer_store_dword v8, off, s[0:3], 0 offset:96
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	buffer_load_dword v6, off, s[0:3], 0 offset:24
	buffer_load_dword v7, off, s[0:3], 0 offset:28
	buffer_load_dword v8, off, s[0:3], 0 offset:32
	buffer_load_dword v9, off, s[0:3], 0 offset:36
	buffer_load_dword v10, off, s[0:3], 0 offset:40
	buffer_load_dword v11, off, s[0:3], 0 offset:44
	buffer_load_dword v12, off, s[0:3], 0 offset:48
	buffer_load_dword v13, off, s[0:3], 0 offset:52
	buffer_load_dword v14, off, s[0:3], 0 offset:56
	buffer_load_dword v15, off, s[0:3], 0 offset:60
	buffer_load_dword v16, off, s[0:3], 0 offset:64
	buffer_load_dword v17, off, s[0:3], 0 offset:68
	buffer_load_dword v18, off, s[0:3], 0 offset:72
	buffer_load_dword v19, off, s[0:3], 0 offset:76
	buffer_load_dword v23, off, s[0:3], 0 offset:108
	buffer_load_dword v22, off, s[0:3], 0 offset:104
	buffer_load_dword v21, off, s[0:3], 0 offset:100
	s_waitcnt vmcnt(14)
	flat_store_dwordx4 v[50:51], v[0:3]
	flat_load_dwordx4 v[0:3], v[32:33]
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:96
	buffer_load_dword v27, off, s[0:3], 0 offset:92
	buffer_load_dword v26, off, s[0:3], 0 offset:88
	buffer_load_dword v25, off, s[0:3], 0 offset:84
	buffer_load_dword v24, off, s[0:3], 0 offset:80
	buffer_load_dword v31, off, s[0:3], 0 offset:124
	buffer_load_dword v30, off, s[0:3], 0 offset:120
	buffer_load_dword v29, off, s[0:3], 0 offset:116
	buffer_load_dword v28, off, s[0:3], 0 offset:112
	s_waitcnt vmcnt(9)
	flat_store_dwordx4 v[56:57], v[0:3]
	flat_store_dwordx4 v[32:33], v[4:7]
	flat_store_dwordx4 v[54:55], v[8:11]
	flat_store_dwordx4 v[48:49], v[12:15]
	flat_store_dwordx4 v[42:43], v[16:19]
	s_waitcnt vmcnt(9)
	flat_store_dwordx4 v[38:39], v[24:27]
	flat_store_dwordx4 v[36:37], v[20:23]
	s_waitcnt vmcnt(7)
	flat_store_dwordx4 v[34:35], v[28:31]
.LBB6_20:                               ;   in Loop: Header=BB6_9 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v63, vcc, 1, v63
	v_cmp_eq_u32_e32 vcc, 64, v63
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB6_7
; %bb.21:                               ;   in Loop: Header=BB6_9 Depth=2
	s_mov_b32 s57, s56
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	v_mov_b32_e32 v0, s56
	v_mov_b32_e32 v1, s57
	v_mov_b32_e32 v2, s58
	v_mov_b32_e32 v3, s59
	v_mov_b32_e32 v63, 0
	ds_write_b128 v60, v[0:3]
	ds_write_b128 v60, v[0:3] offset:16
	ds_write_b128 v60, v[0:3] offset:32
	ds_write_b128 v60, v[0:3] offset:48
	ds_write_b128 v60, v[0:3] offset:64
	ds_write_b128 v60, v[0:3] offset:80
	ds_write_b128 v60, v[0:3] offset:96
	ds_write_b128 v60, v[0:3] offset:112
	ds_write_b128 v60, v[0:3] offset:128
	ds_write_b128 v60, v[0:3] offset:144
	ds_write_b128 v60, v[0:3] offset:160
	ds_write_b128 v60, v[0:3] offset:176
	ds_write_b128 v60, v[0:3] offset:192
	ds_write_b128 v60, v[0:3] offset:208
	ds_write_b128 v60, v[0:3] offset:224
	ds_write_b128 v60, v[0:3] offset:240
	s_branch .LBB6_7
.LBB6_22:
	s_or_b64 exec, exec, s[48:49]
.LBB6_23:
	s_or_b64 exec, exec, s[46:47]
	v_lshlrev_b64 v[1:2], 2, v[40:41]
	v_mov_b32_e32 v3, s51
	v_add_u32_e32 v1, vcc, s50, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_store_dword v[1:2], v0
.LBB6_24:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CreateBatchesNew
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 16512
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 70
		.amdhsa_reserve_xnack_mask 1
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
	.size	CreateBatchesNew, .Lfunc_end6-CreateBatchesNew
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2320
; NumSgprs: 76
; NumVgprs: 64
; ScratchSize: 16512
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 76
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
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7atom_orPU3AS3Vjj
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
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'u32*'
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
    .name:           CreateBatchesBruteForce
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         CreateBatchesBruteForce.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'struct b3Contact4Data*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           CreateBatchesNew
    .private_segment_fixed_size: 16512
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         CreateBatchesNew.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx810
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
