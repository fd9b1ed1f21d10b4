	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx904"
	.hidden	TestAabbAgainstAabb2            ; -- Begin function TestAabbAgainstAabb2
	.globl	TestAabbAgainstAabb2
	.p2align	2
	.type	TestAabbAgainstAabb2,@function
TestAabbAgainstAabb2:                   ; @TestAabbAgainstAabb2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v8, v0, s[0:3], 0 offen
	buffer_load_dword v6, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v7, v0, s[0:3], 0 offen offset:8
	ds_read_b128 v[2:5], v1 offset:16
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v8, v2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:16
	ds_read_b128 v[8:11], v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v2, v8
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.2:
	v_mov_b32_e32 v2, 1
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v7, v4
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.5:
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:24
	ds_read_b128 v[7:10], v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v4, v9
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.6:
	v_mov_b32_e32 v4, v2
; %bb.7:
	s_or_b64 exec, exec, s[6:7]
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v6, v3
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_12
; %bb.9:
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:20
	ds_read_b128 v[0:3], v1
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v5, v1
	s_and_saveexec_b64 s[8:9], vcc
; %bb.10:
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_b64 s[6:7], vcc, exec
; %bb.11:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[6:7], exec
.LBB0_12:
	s_or_b64 exec, exec, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[6:7]
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	TestAabbAgainstAabb2, .Lfunc_end0-TestAabbAgainstAabb2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 248
; NumSgprs: 36
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	TestAabbAgainstAabb2GlobalGlobal ; -- Begin function TestAabbAgainstAabb2GlobalGlobal
	.globl	TestAabbAgainstAabb2GlobalGlobal
	.p2align	2
	.type	TestAabbAgainstAabb2GlobalGlobal,@function
TestAabbAgainstAabb2GlobalGlobal:       ; @TestAabbAgainstAabb2GlobalGlobal
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dwordx4 v[4:7], v[0:1], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[7:10], v[2:3], off offset:16
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v4, v7
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	global_load_dwordx4 v[10:13], v[0:1], off offset:16
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[11:14], v[2:3], off
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v10, v11
	s_and_saveexec_b64 s[6:7], vcc
; %bb.2:
	v_mov_b32_e32 v4, 1
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v6, v9
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_8
; %bb.5:
	global_load_dwordx4 v[9:12], v[0:1], off offset:16
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[12:15], v[2:3], off
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v11, v14
	s_and_saveexec_b64 s[6:7], vcc
; %bb.6:
	v_mov_b32_e32 v6, v4
; %bb.7:
	s_or_b64 exec, exec, s[6:7]
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v5, v8
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_12
; %bb.9:
	global_load_dwordx4 v[7:10], v[0:1], off offset:16
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[9:12], v[2:3], off
	s_mov_b64 s[6:7], 0
                                        ; kill: killed $vgpr2 killed $vgpr3
                                        ; kill: killed $vgpr0 killed $vgpr1
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v8, v10
	s_and_saveexec_b64 s[8:9], vcc
; %bb.10:
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_b64 s[6:7], vcc, exec
; %bb.11:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[6:7], exec
.LBB1_12:
	s_or_b64 exec, exec, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[6:7]
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	TestAabbAgainstAabb2GlobalGlobal, .Lfunc_end1-TestAabbAgainstAabb2GlobalGlobal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 244
; NumSgprs: 36
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	TestAabbAgainstAabb2Global      ; -- Begin function TestAabbAgainstAabb2Global
	.globl	TestAabbAgainstAabb2Global
	.p2align	2
	.type	TestAabbAgainstAabb2Global,@function
TestAabbAgainstAabb2Global:             ; @TestAabbAgainstAabb2Global
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dwordx4 v[3:6], v[1:2], off offset:16
	buffer_load_dword v8, v0, s[0:3], 0 offen
	buffer_load_dword v6, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v7, v0, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(2)
	v_cmp_ngt_f32_e32 vcc, v8, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:16
	global_load_dwordx4 v[8:11], v[1:2], off
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v3, v8
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.2:
	v_mov_b32_e32 v3, 1
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v7, v5
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_8
; %bb.5:
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:24
	global_load_dwordx4 v[7:10], v[1:2], off
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v5, v9
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.6:
	v_mov_b32_e32 v5, v3
; %bb.7:
	s_or_b64 exec, exec, s[6:7]
.LBB2_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v6, v4
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_12
; %bb.9:
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:20
	global_load_dwordx4 v[6:9], v[1:2], off
	s_mov_b64 s[6:7], 0
                                        ; kill: killed $vgpr1 killed $vgpr2
                                        ; kill: killed $vgpr0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v3, v7
	s_and_saveexec_b64 s[8:9], vcc
; %bb.10:
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_b64 s[6:7], vcc, exec
; %bb.11:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[6:7], exec
.LBB2_12:
	s_or_b64 exec, exec, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[6:7]
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	TestAabbAgainstAabb2Global, .Lfunc_end2-TestAabbAgainstAabb2Global
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 248
; NumSgprs: 36
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	computePairsKernelTwoArrays ; -- Begin function computePairsKernelTwoArrays
	.globl	computePairsKernelTwoArrays
	.p2align	8
	.type	computePairsKernelTwoArrays,@function
computePairsKernelTwoArrays:            ; @computePairsKernelTwoArrays
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[44:45], s[8:9], 0x28
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v41, v0
	s_add_u32 s8, s40, 56
	v_lshlrev_b32_e32 v0, 20, v43
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v41, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_i32_e32 vcc, s44, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_14
; %bb.1:
	s_add_u32 s8, s40, 56
	v_lshlrev_b32_e32 v0, 20, v43
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v41, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_i32_e32 vcc, s45, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_14
; %bb.2:
	s_load_dwordx8 s[44:51], s[40:41], 0x0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v40
	v_ashrrev_i64 v[1:2], 30, v[6:7]
	v_mov_b32_e32 v7, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s47
	v_add_co_u32_e32 v1, vcc, s46, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v4, v[1:2], off
	v_ashrrev_i64 v[0:1], 30, v[6:7]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v8, s45
	v_mov_b32_e32 v10, s45
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[2:3], 5, v[4:5]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_co_u32_e32 v7, vcc, s44, v0
	v_addc_co_u32_e32 v8, vcc, v8, v1, vcc
	v_add_co_u32_e32 v9, vcc, s44, v2
	v_addc_co_u32_e32 v10, vcc, v10, v3, vcc
	global_load_dwordx4 v[44:47], v[9:10], off
	global_load_dwordx4 v[0:3], v[7:8], off offset:16
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v44, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_6
; %bb.3:
	v_lshlrev_b64 v[9:10], 5, v[4:5]
	v_mov_b32_e32 v0, s45
	v_add_co_u32_e32 v14, vcc, s44, v9
	v_addc_co_u32_e32 v15, vcc, v0, v10, vcc
	global_load_dwordx4 v[9:12], v[14:15], off offset:16
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[10:13], v[7:8], off
	v_mov_b32_e32 v6, 0
                                        ; kill: killed $vgpr14 killed $vgpr15
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v9, v10
	s_and_saveexec_b64 s[6:7], vcc
; %bb.4:
	v_mov_b32_e32 v6, 1
; %bb.5:
	s_or_b64 exec, exec, s[6:7]
.LBB3_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v46, v2
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_10
; %bb.7:
	v_lshlrev_b64 v[2:3], 5, v[4:5]
	v_mov_b32_e32 v0, s45
	v_add_co_u32_e32 v2, vcc, s44, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_load_dwordx4 v[9:12], v[2:3], off offset:16
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[12:15], v[7:8], off
	v_mov_b32_e32 v0, 0
                                        ; kill: killed $vgpr2 killed $vgpr3
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v11, v14
	s_and_saveexec_b64 s[6:7], vcc
; %bb.8:
	v_mov_b32_e32 v0, v6
; %bb.9:
	s_or_b64 exec, exec, s[6:7]
.LBB3_10:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v45, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_14
; %bb.11:
	v_lshlrev_b64 v[1:2], 5, v[4:5]
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v5, vcc, s44, v1
	v_addc_co_u32_e32 v6, vcc, v3, v2, vcc
	global_load_dwordx4 v[1:4], v[5:6], off offset:16
	global_load_dwordx4 v[56:59], v[7:8], off
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e64 s[4:5], v2, v57
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB3_14
; %bb.12:
	s_load_dwordx4 s[16:19], s[40:41], 0x20
	s_load_dword s44, s[40:41], 0x34
	s_add_u32 s8, s40, 56
	v_lshlrev_b32_e32 v0, 20, v43
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v41, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s19, s19, _Z10atomic_incPU3AS1Vi@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_gt_i32_e32 vcc, s44, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_14
; %bb.13:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v0
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, -1
	v_min_i32_e32 v0, v47, v59
	v_max_i32_e32 v1, v47, v59
	v_mov_b32_e32 v3, v2
	global_store_dwordx4 v[4:5], v[0:3], off
	s_waitcnt vmcnt(0)
.LBB3_14:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel computePairsKernelTwoArrays
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 52
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
	.size	computePairsKernelTwoArrays, .Lfunc_end3-computePairsKernelTwoArrays
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 768
; NumSgprs: 58
; NumVgprs: 60
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 60
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
	.protected	computePairsKernelBruteForce ; -- Begin function computePairsKernelBruteForce
	.globl	computePairsKernelBruteForce
	.p2align	8
	.type	computePairsKernelBruteForce,@function
computePairsKernelBruteForce:           ; @computePairsKernelBruteForce
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s54, s[8:9], 0x18
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v42, v0
	s_add_u32 s8, s36, 40
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_16
; %bb.1:
	v_add_u32_e32 v47, 1, v0
	v_cmp_gt_i32_e32 vcc, s54, v47
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB4_16
; %bb.2:
	s_load_dwordx4 s[44:47], s[36:37], 0x0
	s_load_dwordx2 s[48:49], s[36:37], 0x10
	s_load_dword s55, s[36:37], 0x20
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[1:2], 27, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v72, vcc, s44, v1
	v_addc_co_u32_e32 v73, vcc, v3, v2, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_co_u32_e32 v74, vcc, 16, v72
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_addc_co_u32_e32 v75, vcc, 0, v73, vcc
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v0, vcc, s44, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	v_add_co_u32_e32 v76, vcc, 32, v0
	v_addc_co_u32_e32 v77, vcc, 0, v1, vcc
	s_mov_b64 s[44:45], 0
	v_mov_b32_e32 v45, -1
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s51, s51, _Z10atomic_incPU3AS1Vi@rel32@hi+12
	s_branch .LBB4_4
.LBB4_3:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[52:53]
	v_add_u32_e32 v47, 1, v47
	v_cmp_le_i32_e32 vcc, s54, v47
	s_or_b64 s[44:45], vcc, s[44:45]
	v_add_co_u32_e32 v76, vcc, 32, v76
	v_addc_co_u32_e32 v77, vcc, 0, v77, vcc
	s_andn2_b64 exec, exec, s[44:45]
	s_cbranch_execz .LBB4_16
.LBB4_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[56:59], v[72:73], off
	global_load_dwordx4 v[0:3], v[76:77], off offset:16
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v56, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_8
; %bb.5:                                ;   in Loop: Header=BB4_4 Depth=1
	global_load_dwordx4 v[3:6], v[74:75], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[4:7], v[76:77], off
	v_mov_b32_e32 v0, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v3, v4
	s_and_saveexec_b64 s[6:7], vcc
; %bb.6:                                ;   in Loop: Header=BB4_4 Depth=1
	v_mov_b32_e32 v0, 1
; %bb.7:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB4_8:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v58, v2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_12
; %bb.9:                                ;   in Loop: Header=BB4_4 Depth=1
	global_load_dwordx4 v[2:5], v[74:75], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[5:8], v[76:77], off
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v4, v7
	s_and_saveexec_b64 s[6:7], vcc
; %bb.10:                               ;   in Loop: Header=BB4_4 Depth=1
	v_mov_b32_e32 v2, v0
; %bb.11:                               ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB4_12:                               ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v57, v1
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB4_3
; %bb.13:                               ;   in Loop: Header=BB4_4 Depth=1
	global_load_dwordx4 v[3:6], v[74:75], off
	global_load_dwordx4 v[60:63], v[76:77], off
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e64 s[4:5], v4, v61
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB4_3
; %bb.14:                               ;   in Loop: Header=BB4_4 Depth=1
	s_add_u32 s8, s36, 40
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_i32_e32 vcc, s55, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB4_3
; %bb.15:                               ;   in Loop: Header=BB4_4 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v43, v59
	v_mov_b32_e32 v44, v63
	v_mov_b32_e32 v46, v45
	global_store_dwordx4 v[0:1], v[43:46], off
	s_waitcnt vmcnt(0)
	s_branch .LBB4_3
.LBB4_16:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel computePairsKernelBruteForce
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 56
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
	.size	computePairsKernelBruteForce, .Lfunc_end4-computePairsKernelBruteForce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 640
; NumSgprs: 62
; NumVgprs: 78
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 78
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	computePairsKernelOriginal ; -- Begin function computePairsKernelOriginal
	.globl	computePairsKernelOriginal
	.p2align	8
	.type	computePairsKernelOriginal,@function
computePairsKernelOriginal:             ; @computePairsKernelOriginal
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x18
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v42, v0
	s_add_u32 s8, s36, 40
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s44, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_18
; %bb.1:
	v_add_u32_e32 v47, 1, v0
	v_cmp_gt_i32_e32 vcc, s44, v47
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB5_18
; %bb.2:
	s_load_dwordx4 s[48:51], s[36:37], 0x0
	s_load_dwordx2 s[52:53], s[36:37], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[1:2], 27, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s49
	v_add_co_u32_e32 v72, vcc, s48, v1
	v_addc_co_u32_e32 v73, vcc, v3, v2, vcc
	v_add_co_u32_e32 v74, vcc, 16, v72
	s_ashr_i32 s5, s45, 31
	s_mov_b32 s4, s45
	v_addc_co_u32_e32 v75, vcc, 0, v73, vcc
	s_lshl_b64 s[54:55], s[4:5], 2
	v_mov_b32_e32 v1, s55
	v_add_co_u32_e32 v76, vcc, s54, v74
	v_addc_co_u32_e32 v77, vcc, v75, v1, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	v_add_co_u32_e32 v78, vcc, 32, v0
	v_addc_co_u32_e32 v79, vcc, 0, v1, vcc
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v45, -1
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s57, s57, _Z10atomic_incPU3AS1Vi@rel32@hi+12
                                        ; implicit-def: $sgpr58_sgpr59
	s_branch .LBB5_5
.LBB5_3:                                ;   in Loop: Header=BB5_5 Depth=1
	s_or_b64 exec, exec, s[62:63]
	v_add_co_u32_e32 v78, vcc, 32, v78
	v_add_u32_e32 v47, 1, v47
	v_addc_co_u32_e32 v79, vcc, 0, v79, vcc
	v_cmp_le_i32_e32 vcc, s44, v47
	s_andn2_b64 s[4:5], s[58:59], exec
	s_and_b64 s[6:7], vcc, exec
	s_or_b64 s[58:59], s[4:5], s[6:7]
.LBB5_4:                                ;   in Loop: Header=BB5_5 Depth=1
	s_or_b64 exec, exec, s[60:61]
	s_and_b64 s[4:5], exec, s[58:59]
	s_or_b64 s[48:49], s[4:5], s[48:49]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB5_18
.LBB5_5:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s55
	v_add_co_u32_e32 v0, vcc, s54, v78
	v_addc_co_u32_e32 v1, vcc, v79, v1, vcc
	global_load_dword v2, v[76:77], off
	s_or_b64 s[58:59], s[58:59], exec
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v2, v0
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB5_4
; %bb.6:                                ;   in Loop: Header=BB5_5 Depth=1
	global_load_dwordx4 v[56:59], v[72:73], off
	global_load_dwordx4 v[0:3], v[78:79], off offset:16
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v56, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_10
; %bb.7:                                ;   in Loop: Header=BB5_5 Depth=1
	global_load_dwordx4 v[3:6], v[74:75], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[4:7], v[78:79], off
	v_mov_b32_e32 v0, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v3, v4
	s_and_saveexec_b64 s[6:7], vcc
; %bb.8:                                ;   in Loop: Header=BB5_5 Depth=1
	v_mov_b32_e32 v0, 1
; %bb.9:                                ;   in Loop: Header=BB5_5 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB5_10:                               ;   in Loop: Header=BB5_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v58, v2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_14
; %bb.11:                               ;   in Loop: Header=BB5_5 Depth=1
	global_load_dwordx4 v[2:5], v[74:75], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[5:8], v[78:79], off
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v4, v7
	s_and_saveexec_b64 s[6:7], vcc
; %bb.12:                               ;   in Loop: Header=BB5_5 Depth=1
	v_mov_b32_e32 v2, v0
; %bb.13:                               ;   in Loop: Header=BB5_5 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB5_14:                               ;   in Loop: Header=BB5_5 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v57, v1
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB5_3
; %bb.15:                               ;   in Loop: Header=BB5_5 Depth=1
	global_load_dwordx4 v[3:6], v[74:75], off
	global_load_dwordx4 v[60:63], v[78:79], off
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e64 s[4:5], v4, v61
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB5_3
; %bb.16:                               ;   in Loop: Header=BB5_5 Depth=1
	s_add_u32 s8, s36, 40
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v1, s53
	s_swappc_b64 s[30:31], s[56:57]
	v_cmp_gt_i32_e32 vcc, s46, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB5_3
; %bb.17:                               ;   in Loop: Header=BB5_5 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v43, v59
	v_mov_b32_e32 v44, v63
	v_mov_b32_e32 v46, v45
	global_store_dwordx4 v[0:1], v[43:46], off
	s_waitcnt vmcnt(0)
	s_branch .LBB5_3
.LBB5_18:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel computePairsKernelOriginal
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 64
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
.Lfunc_end5:
	.size	computePairsKernelOriginal, .Lfunc_end5-computePairsKernelOriginal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 724
; NumSgprs: 70
; NumVgprs: 80
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 70
; NumVGPRsForWavesPerEU: 80
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	computePairsKernelBarrier ; -- Begin function computePairsKernelBarrier
	.globl	computePairsKernelBarrier
	.p2align	8
	.type	computePairsKernelBarrier,@function
computePairsKernelBarrier:              ; @computePairsKernelBarrier
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_load_dwordx4 s[52:55], s[8:9], 0x18
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v0
	s_add_u32 s34, s38, 40
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or3_b32 v43, v42, v1, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v73, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	ds_write2_b32 v0, v0, v0 offset1:1
.LBB6_2:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s34, s38, 40
	v_lshlrev_b32_e32 v0, 20, v40
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s35, s39, 0
	v_or3_b32 v43, v42, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z7barrierj@rel32@lo+4
	s_addc_u32 s57, s57, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z10atomic_incPU3AS3Vi@rel32@lo+4
	s_addc_u32 s59, s59, _Z10atomic_incPU3AS3Vi@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v72, 0
	v_ashrrev_i64 v[0:1], 27, v[72:73]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v74, vcc, s48, v0
	v_addc_co_u32_e32 v75, vcc, v2, v1, vcc
	v_add_co_u32_e32 v76, vcc, 16, v74
	s_ashr_i32 s5, s53, 31
	s_mov_b32 s4, s53
	v_addc_co_u32_e32 v77, vcc, 0, v75, vcc
	s_lshl_b64 s[60:61], s[4:5], 2
	v_mov_b32_e32 v0, s61
	v_add_co_u32_e32 v78, vcc, s60, v76
	v_addc_co_u32_e32 v79, vcc, v77, v0, vcc
	v_ashrrev_i32_e32 v1, 31, v73
	v_mov_b32_e32 v0, v73
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_u32_e32 v47, 1, v73
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	v_add_co_u32_e32 v88, vcc, 32, v0
	v_addc_co_u32_e32 v89, vcc, 0, v1, vcc
	v_mov_b32_e32 v45, -1
	v_mov_b32_e32 v73, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s49, s49, _Z10atomic_incPU3AS1Vi@rel32@hi+12
	s_branch .LBB6_4
.LBB6_3:                                ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[34:35]
	ds_read2_b32 v[0:1], v72 offset1:1
	v_add_co_u32_e64 v88, s[4:5], 32, v88
	v_addc_co_u32_e64 v89, s[4:5], 0, v89, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v1, v0
	s_and_b64 vcc, exec, vcc
	v_add_u32_e32 v47, 1, v47
	s_cbranch_vccz .LBB6_23
.LBB6_4:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s8, s38, 40
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
	s_swappc_b64 s[30:31], s[56:57]
	v_cmp_gt_i32_e64 s[34:35], s52, v47
	s_and_saveexec_b64 s[62:63], s[34:35]
	s_cbranch_execz .LBB6_8
; %bb.5:                                ;   in Loop: Header=BB6_4 Depth=1
	v_mov_b32_e32 v1, s61
	v_add_co_u32_e32 v0, vcc, s60, v88
	v_addc_co_u32_e32 v1, vcc, v89, v1, vcc
	global_load_dword v2, v[78:79], off
	v_cmp_eq_u32_e64 s[4:5], 0, v73
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v2, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[64:65], s[4:5]
	s_cbranch_execz .LBB6_7
; %bb.6:                                ;   in Loop: Header=BB6_4 Depth=1
	s_add_u32 s8, s38, 40
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
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v73, 1
.LBB6_7:                                ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[64:65]
.LBB6_8:                                ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[62:63]
	s_add_u32 s8, s38, 40
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
	s_swappc_b64 s[30:31], s[56:57]
	v_cmp_eq_u32_e32 vcc, 0, v73
	s_xor_b64 s[4:5], s[34:35], -1
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[34:35], s[4:5]
	s_cbranch_execz .LBB6_10
; %bb.9:                                ;   in Loop: Header=BB6_4 Depth=1
	s_add_u32 s8, s38, 40
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
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v73, 1
.LBB6_10:                               ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[34:35]
	s_add_u32 s8, s38, 40
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
	s_swappc_b64 s[30:31], s[56:57]
	v_cmp_eq_u32_e32 vcc, 0, v73
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB6_3
; %bb.11:                               ;   in Loop: Header=BB6_4 Depth=1
	global_load_dwordx4 v[56:59], v[74:75], off
	global_load_dwordx4 v[0:3], v[88:89], off offset:16
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v56, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_15
; %bb.12:                               ;   in Loop: Header=BB6_4 Depth=1
	global_load_dwordx4 v[3:6], v[76:77], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[4:7], v[88:89], off
	v_mov_b32_e32 v0, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v3, v4
	s_and_saveexec_b64 s[6:7], vcc
; %bb.13:                               ;   in Loop: Header=BB6_4 Depth=1
	v_mov_b32_e32 v0, 1
; %bb.14:                               ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB6_15:                               ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v58, v2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_19
; %bb.16:                               ;   in Loop: Header=BB6_4 Depth=1
	global_load_dwordx4 v[2:5], v[76:77], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[5:8], v[88:89], off
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v4, v7
	s_and_saveexec_b64 s[6:7], vcc
; %bb.17:                               ;   in Loop: Header=BB6_4 Depth=1
	v_mov_b32_e32 v2, v0
; %bb.18:                               ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB6_19:                               ;   in Loop: Header=BB6_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v57, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_3
; %bb.20:                               ;   in Loop: Header=BB6_4 Depth=1
	global_load_dwordx4 v[3:6], v[76:77], off
	global_load_dwordx4 v[60:63], v[88:89], off
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e64 s[4:5], v4, v61
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB6_3
; %bb.21:                               ;   in Loop: Header=BB6_4 Depth=1
	s_add_u32 s8, s38, 40
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
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[48:49]
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_3
; %bb.22:                               ;   in Loop: Header=BB6_4 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_mov_b32_e32 v43, v59
	v_mov_b32_e32 v44, v63
	v_mov_b32_e32 v46, v45
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[43:46], off
	s_waitcnt vmcnt(0)
	s_branch .LBB6_3
.LBB6_23:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel computePairsKernelBarrier
		.amdhsa_group_segment_fixed_size 8
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
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 66
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
.Lfunc_end6:
	.size	computePairsKernelBarrier, .Lfunc_end6-computePairsKernelBarrier
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1312
; NumSgprs: 72
; NumVgprs: 90
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 22
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 90
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	computePairsKernelLocalSharedMemory ; -- Begin function computePairsKernelLocalSharedMemory
	.globl	computePairsKernelLocalSharedMemory
	.p2align	8
	.type	computePairsKernelLocalSharedMemory,@function
computePairsKernelLocalSharedMemory:    ; @computePairsKernelLocalSharedMemory
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_load_dwordx4 s[52:55], s[8:9], 0x18
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s34, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or3_b32 v44, v43, v1, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0xc00
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v0, s48
	v_cmp_gt_i32_e32 vcc, s52, v40
	v_mov_b32_e32 v1, s49
	s_and_saveexec_b64 s[6:7], vcc
; %bb.1:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashrrev_i64 v[0:1], 27, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e64 v0, s[4:5], s48, v0
	v_addc_co_u32_e64 v1, s[4:5], v2, v1, s[4:5]
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	global_load_dwordx4 v[2:5], v[0:1], off offset:16
	global_load_dwordx4 v[6:9], v[0:1], off
	v_mov_b32_e32 v0, 16
	s_lshl_b32 s53, s53, 2
	v_add_u32_e32 v0, 16, v0
	v_add_u32_e32 v0, s53, v0
	v_cmp_eq_u32_e64 s[4:5], 0, v44
	s_waitcnt vmcnt(1)
	buffer_store_dword v5, off, s[0:3], 0 offset:44
	buffer_store_dword v4, off, s[0:3], 0 offset:40
	buffer_store_dword v3, off, s[0:3], 0 offset:36
	buffer_store_dword v2, off, s[0:3], 0 offset:32
	s_waitcnt vmcnt(4)
	buffer_store_dword v9, off, s[0:3], 0 offset:28
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v7, off, s[0:3], 0 offset:20
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_load_dword v46, v0, s[0:3], 0 offen
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB7_4
; %bb.3:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	ds_write_b64 v0, v[0:1] offset:4096
.LBB7_4:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	s_and_saveexec_b64 s[4:5], vcc
; %bb.5:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashrrev_i64 v[0:1], 27, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
; %bb.6:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v47, 64, v40
	v_cmp_gt_i32_e32 vcc, s52, v47
	global_load_dwordx4 v[2:5], v[0:1], off offset:16
	global_load_dwordx4 v[6:9], v[0:1], off
	v_cndmask_b32_e32 v0, 0, v47, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_mov_b32_e32 v10, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	global_load_dwordx4 v[10:13], v[0:1], off
	global_load_dwordx4 v[14:17], v[0:1], off offset:16
	s_add_u32 s34, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s35, s39, 0
	v_or3_b32 v45, v43, v1, v0
	v_lshlrev_b32_e32 v72, 5, v44
	s_movk_i32 s55, 0x800
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_mov_b32 s66, 0
	v_mov_b32_e32 v74, 0
	v_add_u32_e32 v73, s55, v72
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z7barrierj@rel32@lo+4
	s_addc_u32 s57, s57, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(3)
	ds_write_b128 v72, v[2:5] offset:16
	s_waitcnt vmcnt(2)
	ds_write_b128 v72, v[6:9]
	s_waitcnt vmcnt(1)
	ds_write_b128 v72, v[10:13] offset:2048
	s_waitcnt vmcnt(0)
	ds_write_b128 v72, v[14:17] offset:2064
	s_swappc_b64 s[30:31], s[56:57]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0x1000
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z10atomic_incPU3AS3Vi@rel32@lo+4
	s_addc_u32 s59, s59, _Z10atomic_incPU3AS3Vi@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	buffer_load_dword v45, off, s[0:3], 0 offset:16
	buffer_load_dword v75, off, s[0:3], 0 offset:20
	buffer_load_dword v76, off, s[0:3], 0 offset:24
	buffer_load_dword v56, off, s[0:3], 0 offset:28
	buffer_load_dword v77, off, s[0:3], 0 offset:32
	buffer_load_dword v78, off, s[0:3], 0 offset:36
	buffer_load_dword v79, off, s[0:3], 0 offset:40
	v_mov_b32_e32 v58, -1
	v_mov_b32_e32 v59, v58
	v_add_u32_e32 v88, 1, v40
	v_mov_b32_e32 v89, 0
	s_mov_b32 s67, 0
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s61, s61, _Z10atomic_incPU3AS1Vi@rel32@hi+12
	s_branch .LBB7_9
.LBB7_7:                                ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[34:35]
	s_add_i32 s67, s67, 1
	s_add_u32 s8, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	s_cmp_lg_u32 s67, 64
	s_cbranch_scc0 .LBB7_28
.LBB7_8:                                ;   in Loop: Header=BB7_9 Depth=1
	ds_read_b64 v[0:1], v89 offset:4096
	v_add_u32_e32 v88, 1, v88
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, v1, v0
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB7_29
.LBB7_9:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s8, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_cmp_gt_i32_e64 s[34:35], s52, v88
	s_and_saveexec_b64 s[62:63], s[34:35]
	s_cbranch_execz .LBB7_13
; %bb.10:                               ;   in Loop: Header=BB7_9 Depth=1
	s_lshl_b32 s4, s67, 5
	s_add_i32 s4, s53, s4
	v_add_u32_e32 v0, s4, v72
	ds_read_b32 v0, v0 offset:32
	v_cmp_eq_u32_e64 s[4:5], 0, v74
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, v46, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[64:65], s[4:5]
	s_cbranch_execz .LBB7_12
; %bb.11:                               ;   in Loop: Header=BB7_9 Depth=1
	s_add_u32 s8, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0x1004
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v74, 1
.LBB7_12:                               ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[64:65]
.LBB7_13:                               ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[62:63]
	s_add_u32 s8, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_cmp_eq_u32_e32 vcc, 0, v74
	s_xor_b64 s[4:5], s[34:35], -1
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[34:35], s[4:5]
	s_cbranch_execz .LBB7_15
; %bb.14:                               ;   in Loop: Header=BB7_9 Depth=1
	s_add_u32 s8, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0x1004
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v74, 1
.LBB7_15:                               ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[34:35]
	s_add_u32 s8, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_cmp_eq_u32_e32 vcc, 0, v74
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB7_7
; %bb.16:                               ;   in Loop: Header=BB7_9 Depth=1
	v_add_lshl_u32 v0, s67, v44, 5
	ds_read_b128 v[0:3], v0 offset:48
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v3, s67, 5, v72
	v_cmp_ngt_f32_e32 vcc, v45, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_20
; %bb.17:                               ;   in Loop: Header=BB7_9 Depth=1
	ds_read_b128 v[4:7], v3 offset:32
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v77, v4
	s_and_saveexec_b64 s[6:7], vcc
; %bb.18:                               ;   in Loop: Header=BB7_9 Depth=1
	v_mov_b32_e32 v0, 1
; %bb.19:                               ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB7_20:                               ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v76, v2
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_24
; %bb.21:                               ;   in Loop: Header=BB7_9 Depth=1
	ds_read_b128 v[4:7], v3 offset:32
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_nlt_f32_e32 vcc, v79, v6
	s_and_saveexec_b64 s[6:7], vcc
; %bb.22:                               ;   in Loop: Header=BB7_9 Depth=1
	v_mov_b32_e32 v2, v0
; %bb.23:                               ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB7_24:                               ;   in Loop: Header=BB7_9 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ngt_f32_e32 vcc, v75, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_7
; %bb.25:                               ;   in Loop: Header=BB7_9 Depth=1
	ds_read_b128 v[60:63], v3 offset:32
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_nlt_f32_e64 s[4:5], v78, v61
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_7
; %bb.26:                               ;   in Loop: Header=BB7_9 Depth=1
	s_add_u32 s8, s38, 40
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s39, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[60:61]
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB7_7
; %bb.27:                               ;   in Loop: Header=BB7_9 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_mov_b32_e32 v57, v63
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[56:59], off
	s_waitcnt vmcnt(0)
	s_branch .LBB7_7
.LBB7_28:                               ;   in Loop: Header=BB7_9 Depth=1
	s_ashr_i32 s5, s66, 31
	v_ashrrev_i32_e32 v1, 31, v40
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v0, vcc, s66, v40
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_mov_b32_e32 v3, s49
	v_add_co_u32_e32 v10, vcc, s48, v0
	v_addc_co_u32_e32 v11, vcc, v3, v1, vcc
	s_add_i32 s4, s66, 64
	v_add_co_u32_e32 v0, vcc, s55, v10
	v_add_u32_e32 v2, s4, v40
	v_addc_co_u32_e32 v1, vcc, 0, v11, vcc
	v_mov_b32_e32 v12, s49
	v_cmp_gt_i32_e32 vcc, s52, v2
	v_mov_b32_e32 v13, s48
	v_cndmask_b32_e32 v9, v12, v1, vcc
	v_cndmask_b32_e32 v8, v13, v0, vcc
	global_load_dwordx4 v[0:3], v[8:9], off offset:16
	global_load_dwordx4 v[4:7], v[8:9], off
	v_add_co_u32_e32 v9, vcc, 0x1000, v10
	v_add_u32_e32 v8, s4, v47
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	v_cmp_gt_i32_e32 vcc, s52, v8
	v_cndmask_b32_e32 v17, v12, v10, vcc
	v_cndmask_b32_e32 v16, v13, v9, vcc
	global_load_dwordx4 v[8:11], v[16:17], off
	global_load_dwordx4 v[12:15], v[16:17], off offset:16
	s_mov_b32 s67, 0
	s_mov_b32 s66, s4
	s_waitcnt vmcnt(3)
	ds_write_b128 v72, v[0:3] offset:16
	s_waitcnt vmcnt(2)
	ds_write_b128 v72, v[4:7]
	s_waitcnt vmcnt(1)
	ds_write_b128 v73, v[8:11]
	s_waitcnt vmcnt(0)
	ds_write_b128 v73, v[12:15] offset:16
	s_branch .LBB7_8
.LBB7_29:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel computePairsKernelLocalSharedMemory
		.amdhsa_group_segment_fixed_size 4112
		.amdhsa_private_segment_fixed_size 16432
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
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 68
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
.Lfunc_end7:
	.size	computePairsKernelLocalSharedMemory, .Lfunc_end7-computePairsKernelLocalSharedMemory
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1876
; NumSgprs: 74
; NumVgprs: 90
; ScratchSize: 16432
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4112 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 22
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 90
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.hidden	FloatFlip                       ; -- Begin function FloatFlip
	.globl	FloatFlip
	.p2align	2
	.type	FloatFlip,@function
FloatFlip:                              ; @FloatFlip
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_or_b32_e32 v1, 0x80000000, v1
	v_xor_b32_e32 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	FloatFlip, .Lfunc_end8-FloatFlip
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 36
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	IFloatFlip                      ; -- Begin function IFloatFlip
	.globl	IFloatFlip
	.p2align	2
	.type	IFloatFlip,@function
IFloatFlip:                             ; @IFloatFlip
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v1, -1, v1
	v_or_b32_e32 v1, 0x80000000, v1
	v_xor_b32_e32 v0, v1, v0
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	IFloatFlip, .Lfunc_end9-IFloatFlip
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 28
; NumSgprs: 36
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	copyAabbsKernel         ; -- Begin function copyAabbsKernel
	.globl	copyAabbsKernel
	.p2align	8
	.type	copyAabbsKernel,@function
copyAabbsKernel:                        ; @copyAabbsKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s33, s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[0:1], 27, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s7
	v_add_co_u32_e32 v4, vcc, s6, v0
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	global_load_dword v6, v[4:5], off offset:28
	v_mov_b32_e32 v2, s5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[0:1], 5, v[6:7]
	v_add_co_u32_e32 v7, vcc, s4, v0
	v_addc_co_u32_e32 v8, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[7:8], off offset:16
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off offset:16
	global_load_dwordx4 v[0:3], v[7:8], off
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off
	global_store_dword v[4:5], v6, off offset:28
.LBB10_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel copyAabbsKernel
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end10:
	.size	copyAabbsKernel, .Lfunc_end10-copyAabbsKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 228
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	flipFloatKernel         ; -- Begin function flipFloatKernel
	.globl	flipFloatKernel
	.p2align	8
	.type	flipFloatKernel,@function
flipFloatKernel:                        ; @flipFloatKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[36:37], s[8:9], 0x18
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_gt_i32_e32 vcc, s36, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB11_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_load_dwordx2 s[8:9], s[34:35], 0x10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[3:4], 30, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s7
	v_add_co_u32_e32 v3, vcc, s6, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	global_load_dword v3, v[3:4], off
	s_ashr_i32 s7, s37, 31
	s_mov_b32 s6, s37
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s4, s6, s4
	s_addc_u32 s5, s7, s5
	v_mov_b32_e32 v5, s5
	v_ashrrev_i64 v[1:2], 29, v[1:2]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 5, v[3:4]
	v_add_co_u32_e32 v3, vcc, s4, v3
	v_addc_co_u32_e32 v4, vcc, v5, v4, vcc
	global_load_dword v3, v[3:4], off
	v_mov_b32_e32 v4, s9
	v_add_co_u32_e32 v1, vcc, s8, v1
	v_addc_co_u32_e32 v2, vcc, v4, v2, vcc
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v4, 31, v3
	v_or_b32_e32 v4, 0x80000000, v4
	v_xor_b32_e32 v3, v4, v3
	v_mov_b32_e32 v4, v0
	global_store_dwordx2 v[1:2], v[3:4], off
.LBB11_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel flipFloatKernel
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 38
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
.Lfunc_end11:
	.size	flipFloatKernel, .Lfunc_end11-flipFloatKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 268
; NumSgprs: 44
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	scatterKernel           ; -- Begin function scatterKernel
	.globl	scatterKernel
	.p2align	8
	.type	scatterKernel,@function
scatterKernel:                          ; @scatterKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s33, s[8:9], 0x20
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB12_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[34:35], 0x0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, v0
	v_ashrrev_i64 v[0:1], 29, v[4:5]
	v_ashrrev_i64 v[4:5], 27, v[4:5]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, s7
	v_mov_b32_e32 v8, s11
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_co_u32_e32 v6, vcc, s4, v0
	v_addc_co_u32_e32 v7, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[6:7], off offset:16
	v_add_co_u32_e32 v4, vcc, s10, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off offset:16
	global_load_dwordx4 v[0:3], v[6:7], off
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB12_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel scatterKernel
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end12:
	.size	scatterKernel, .Lfunc_end12-scatterKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 276
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	prepareSumVarianceKernel ; -- Begin function prepareSumVarianceKernel
	.globl	prepareSumVarianceKernel
	.p2align	8
	.type	prepareSumVarianceKernel,@function
prepareSumVarianceKernel:               ; @prepareSumVarianceKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s33, s[8:9], 0x20
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB13_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[34:35], 0x0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v0
	v_ashrrev_i64 v[0:1], 30, v[8:9]
	v_ashrrev_i64 v[8:9], 28, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v12, s11
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_add_co_u32_e32 v10, vcc, s4, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	global_load_dwordx4 v[4:7], v[10:11], off
	v_mov_b32_e32 v11, s9
	v_add_co_u32_e32 v10, vcc, s8, v8
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v1, v5, v1
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v3, v7, v3
	v_mul_f32_e32 v3, 0.5, v3
	v_mul_f32_e32 v2, 0.5, v2
	v_mul_f32_e32 v1, 0.5, v1
	v_mul_f32_e32 v0, 0.5, v0
	v_add_co_u32_e32 v4, vcc, s10, v8
	global_store_dwordx4 v[10:11], v[0:3], off
	v_addc_co_u32_e32 v5, vcc, v12, v9, vcc
	v_mul_f32_e32 v3, v3, v3
	v_mul_f32_e32 v2, v2, v2
	v_mul_f32_e32 v1, v1, v1
	v_mul_f32_e32 v0, v0, v0
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB13_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel prepareSumVarianceKernel
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
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
.Lfunc_end13:
	.size	prepareSumVarianceKernel, .Lfunc_end13-prepareSumVarianceKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 296
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z10atomic_incPU3AS1Vi
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.hidden	_Z10atomic_incPU3AS3Vi
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
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         24
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
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
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           computePairsKernelTwoArrays
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         computePairsKernelTwoArrays.kd
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         8
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           computePairsKernelBruteForce
    .private_segment_fixed_size: 16384
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         computePairsKernelBruteForce.kd
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         8
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           computePairsKernelOriginal
    .private_segment_fixed_size: 16384
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .symbol:         computePairsKernelOriginal.kd
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         8
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           computePairsKernelBarrier
    .private_segment_fixed_size: 16384
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         computePairsKernelBarrier.kd
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         8
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 4112
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           computePairsKernelLocalSharedMemory
    .private_segment_fixed_size: 16432
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         computePairsKernelLocalSharedMemory.kd
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'btAabbCL*'
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
    .max_flat_workgroup_size: 256
    .name:           copyAabbsKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         copyAabbsKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
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
    .name:           flipFloatKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         flipFloatKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .is_volatile:    true
        .offset:         16
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'btAabbCL*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           scatterKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         scatterKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float4*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           prepareSumVarianceKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         prepareSumVarianceKernel.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx904
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
