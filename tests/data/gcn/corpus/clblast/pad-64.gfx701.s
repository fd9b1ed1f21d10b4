	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.hidden	GetGroupID1                     ; -- Begin function GetGroupID1
	.globl	GetGroupID1
	.p2align	2
	.type	GetGroupID1,@function
GetGroupID1:                            ; @GetGroupID1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	GetGroupID1, .Lfunc_end0-GetGroupID1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 108
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	GetGroupID0                     ; -- Begin function GetGroupID0
	.globl	GetGroupID0
	.p2align	2
	.type	GetGroupID0,@function
GetGroupID0:                            ; @GetGroupID0
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	GetGroupID0, .Lfunc_end1-GetGroupID0
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 108
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	_CopyPadMatrix                  ; -- Begin function _CopyPadMatrix
	.globl	_CopyPadMatrix
	.p2align	2
	.type	_CopyPadMatrix,@function
_CopyPadMatrix:                         ; @_CopyPadMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 17
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	s_addk_i32 s32, 0x1400
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v61, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v13
	v_mov_b32_e32 v41, v12
	buffer_store_dword v11, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v44, v10
	v_mov_b32_e32 v45, v9
	v_mov_b32_e32 v46, v8
	v_mov_b32_e32 v62, v7
	v_mov_b32_e32 v63, v6
	buffer_store_dword v5, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v56, v4
	v_mov_b32_e32 v57, v3
	v_mov_b32_e32 v58, v2
	v_mov_b32_e32 v59, v1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v43, 3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v61
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_add_i32_e32 v43, vcc, v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v61
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v47, 3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v61
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_add_i32_e32 v2, vcc, v47, v0
	v_cmp_lt_i32_e32 vcc, v2, v62
	v_cmp_lt_i32_e64 s[4:5], v43, v63
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_cmp_lt_i32_e32 vcc, v2, v59
	v_cmp_lt_i32_e64 s[4:5], v43, v60
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_and_b64 s[8:9], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB2_3
; %bb.2:
	buffer_load_dword v3, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mul_lo_u32 v0, v2, v58
	v_add_i32_e32 v1, vcc, v43, v57
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	v_add_i32_e32 v0, vcc, v56, v0
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
.LBB2_3:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v4, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_mul_lo_u32 v2, v2, v46
	v_add_i32_e32 v3, vcc, v43, v45
	s_waitcnt vmcnt(1)
	v_mul_f64 v[0:1], v[0:1], v[41:42]
	v_add_i32_e32 v2, vcc, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 3
	v_add_i32_e32 v2, vcc, v44, v2
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB2_4:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xec00
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end2:
	.size	_CopyPadMatrix, .Lfunc_end2-_CopyPadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 904
; NumSgprs: 54
; NumVgprs: 64
; ScratchSize: 16464
; MemoryBound: 0
	.text
	.protected	CopyPadMatrix           ; -- Begin function CopyPadMatrix
	.globl	CopyPadMatrix
	.p2align	8
	.type	CopyPadMatrix,@function
CopyPadMatrix:                          ; @CopyPadMatrix
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx4 s[48:51], s[8:9], 0x6
	s_add_u32 s36, s34, 64
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s37, s35, 0
	v_or_b32_e32 v40, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v41, 3, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_i32_e32 v41, vcc, v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v42, 3, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_add_i32_e32 v2, vcc, v42, v0
	v_cmp_gt_i32_e32 vcc, s49, v2
	v_cmp_gt_i32_e64 s[4:5], s48, v41
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB3_4
; %bb.1:
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_load_dwordx4 s[8:11], s[34:35], 0xa
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s5, v2
	v_cmp_gt_i32_e64 s[4:5], s4, v41
	s_and_b64 s[12:13], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB3_3
; %bb.2:
	v_mul_lo_u32 v0, v2, s6
	s_load_dwordx2 s[12:13], s[34:35], 0x4
	v_add_i32_e32 v1, vcc, s7, v41
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s13
	v_add_i32_e32 v0, vcc, s12, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
.LBB3_3:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v2, v2, s50
	v_add_i32_e32 v3, vcc, s51, v41
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[10:11]
	v_add_i32_e32 v2, vcc, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 3
	v_mov_b32_e32 v4, s9
	v_add_i32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB3_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CopyPadMatrix
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 64
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
	.size	CopyPadMatrix, .Lfunc_end3-CopyPadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 456
; NumSgprs: 58
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.hidden	_CopyMatrix                     ; -- Begin function _CopyMatrix
	.globl	_CopyMatrix
	.p2align	2
	.type	_CopyMatrix,@function
_CopyMatrix:                            ; @_CopyMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 17
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	v_writelane_b32 v40, s49, 14
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x1400
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v0, 0
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v59, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v13
	v_mov_b32_e32 v41, v12
	v_mov_b32_e32 v43, v11
	v_mov_b32_e32 v44, v10
	v_mov_b32_e32 v45, v9
	v_mov_b32_e32 v46, v8
	v_mov_b32_e32 v60, v7
	v_mov_b32_e32 v61, v6
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v4
	v_mov_b32_e32 v57, v3
	v_mov_b32_e32 v58, v2
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v62, 3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v59
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_add_i32_e32 v62, vcc, v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v59
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v63, 3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v59
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_add_i32_e32 v0, vcc, v63, v0
	v_cmp_lt_i32_e32 vcc, v0, v60
	v_cmp_lt_i32_e64 s[4:5], v62, v61
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_mul_lo_u32 v1, v0, v58
	v_add_i32_e32 v2, vcc, v62, v57
	v_mul_lo_u32 v0, v0, v46
	v_add_i32_e32 v1, vcc, v2, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 3
	v_add_i32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_i32_e32 v3, vcc, v62, v45
	v_add_i32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[3:4], v[3:4], 3
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[1:2], v[41:42]
	v_add_i32_e32 v2, vcc, v44, v3
	v_addc_u32_e32 v3, vcc, v43, v4, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB4_2:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xec00
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end4:
	.size	_CopyMatrix, .Lfunc_end4-_CopyMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 828
; NumSgprs: 54
; NumVgprs: 64
; ScratchSize: 16464
; MemoryBound: 0
	.text
	.protected	CopyMatrix              ; -- Begin function CopyMatrix
	.globl	CopyMatrix
	.p2align	8
	.type	CopyMatrix,@function
CopyMatrix:                             ; @CopyMatrix
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx4 s[48:51], s[8:9], 0x6
	s_add_u32 s36, s34, 0x48
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s37, s35, 0
	v_or_b32_e32 v40, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v41, 3, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_i32_e32 v41, vcc, v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v42, 3, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_add_i32_e32 v0, vcc, v42, v0
	v_cmp_gt_i32_e32 vcc, s49, v0
	v_cmp_gt_i32_e64 s[4:5], s48, v41
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x2
	s_load_dwordx2 s[6:7], s[34:35], 0x4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v0, s4
	v_add_i32_e32 v2, vcc, s5, v41
	v_mov_b32_e32 v3, s7
	v_add_i32_e32 v1, vcc, v2, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshl_b64 v[1:2], v[1:2], 3
	v_mul_lo_u32 v0, v0, s50
	v_add_i32_e32 v1, vcc, s6, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx2 v[1:2], v[1:2]
	s_load_dwordx4 s[4:7], s[34:35], 0xa
	v_add_i32_e32 v3, vcc, s51, v41
	v_add_i32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[3:4], v[3:4], 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s5
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[1:2], s[6:7]
	v_add_i32_e32 v2, vcc, s4, v3
	v_addc_u32_e32 v3, vcc, v5, v4, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB5_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel CopyMatrix
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 128
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 64
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
.Lfunc_end5:
	.size	CopyMatrix, .Lfunc_end5-CopyMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 424
; NumSgprs: 58
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.hidden	_TransposePadMatrix             ; -- Begin function _TransposePadMatrix
	.globl	_TransposePadMatrix
	.p2align	2
	.type	_TransposePadMatrix,@function
_TransposePadMatrix:                    ; @_TransposePadMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 17
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	s_addk_i32 s32, 0x1800
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v57, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v14
	v_mov_b32_e32 v41, v13
	buffer_store_dword v12, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v60, v8
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	v_mov_b32_e32 v63, v4
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshl_b64 v[61:62], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v59, v61
	v_add_i32_e32 v56, vcc, v61, v43
	s_swappc_b64 s[30:31], s[46:47]
	v_lshl_b64 v[61:62], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v44, v0
	v_add_i32_e32 v2, vcc, v61, v44
	v_cmp_lt_i32_e32 vcc, v2, v46
	v_cmp_lt_i32_e64 s[4:5], v56, v47
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_mul_lo_u32 v0, v2, v45
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_add_i32_e32 v1, vcc, v56, v63
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
.LBB6_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v2, 3, v44
	v_add_i32_e32 v2, vcc, v2, v43
	v_lshlrev_b32_e32 v2, 3, v2
	v_add_i32_e32 v2, vcc, v58, v2
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_write_b64 v2, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_add_i32_e32 v0, vcc, v61, v43
	v_add_i32_e32 v1, vcc, v44, v59
	v_cmp_lt_i32_e64 s[4:5], v1, v60
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v2
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB6_4
; %bb.3:
	buffer_load_dword v4, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v2, 3, v43
	v_add_i32_e32 v2, vcc, v2, v44
	v_lshlrev_b32_e32 v2, 3, v2
	v_add_i32_e32 v2, vcc, v58, v2
	ds_read_b64 v[2:3], v2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v1, v4
	s_waitcnt lgkmcnt(0)
	v_mul_f64 v[1:2], v[2:3], v[41:42]
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v0, v3
	v_add_i32_e32 v3, vcc, v0, v4
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[3:4], v[3:4], 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, v0, v3
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v4, vcc, v0, v4, vcc
	flat_store_dwordx2 v[3:4], v[1:2]
.LBB6_4:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xe800
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end6:
	.size	_TransposePadMatrix, .Lfunc_end6-_TransposePadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1124
; NumSgprs: 54
; NumVgprs: 64
; ScratchSize: 16480
; MemoryBound: 0
	.text
	.protected	TransposePadMatrix      ; -- Begin function TransposePadMatrix
	.globl	TransposePadMatrix
	.p2align	8
	.type	TransposePadMatrix,@function
TransposePadMatrix:                     ; @TransposePadMatrix
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x6
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v42, v0
	s_add_u32 s44, s34, 64
	v_lshlrev_b32_e32 v0, 10, v43
	s_addc_u32 s45, s35, 0
	v_or_b32_e32 v41, v42, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshl_b64 v[44:45], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	v_add_i32_e32 v47, vcc, v44, v40
	s_swappc_b64 s[30:31], s[46:47]
	v_lshl_b64 v[45:46], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v41, v0
	v_add_i32_e32 v2, vcc, v45, v41
	v_cmp_gt_i32_e32 vcc, s53, v2
	v_cmp_gt_i32_e64 s[4:5], s52, v47
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_mul_lo_u32 v0, v2, s54
	s_load_dwordx2 s[6:7], s[34:35], 0x4
	v_add_i32_e32 v1, vcc, s55, v47
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s7
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
.LBB7_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v2, 3, v41
	v_add_i32_e32 v2, vcc, v2, v40
	v_lshlrev_b32_e32 v2, 3, v2
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_write_b64 v2, v[0:1]
	s_add_u32 s8, s34, 64
	v_lshlrev_b32_e32 v0, 10, v43
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_add_i32_e32 v0, vcc, v45, v40
	v_add_i32_e32 v1, vcc, v41, v44
	v_cmp_gt_i32_e32 vcc, s48, v0
	v_cmp_gt_i32_e64 s[4:5], s49, v1
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB7_4
; %bb.3:
	v_lshlrev_b32_e32 v2, 3, v40
	v_add_i32_e32 v2, vcc, v2, v41
	v_lshlrev_b32_e32 v2, 3, v2
	s_load_dwordx4 s[4:7], s[34:35], 0xa
	ds_read_b64 v[2:3], v2
	v_mul_lo_u32 v4, v1, s50
	v_add_i32_e32 v0, vcc, s51, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f64 v[1:2], v[2:3], s[6:7]
	v_add_i32_e32 v3, vcc, v0, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[3:4], v[3:4], 3
	v_mov_b32_e32 v0, s5
	v_add_i32_e32 v3, vcc, s4, v3
	v_addc_u32_e32 v4, vcc, v0, v4, vcc
	flat_store_dwordx2 v[3:4], v[1:2]
.LBB7_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel TransposePadMatrix
		.amdhsa_group_segment_fixed_size 512
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 58
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
	.size	TransposePadMatrix, .Lfunc_end7-TransposePadMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 592
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.hidden	_TransposeMatrix                ; -- Begin function _TransposeMatrix
	.globl	_TransposeMatrix
	.p2align	2
	.type	_TransposeMatrix,@function
_TransposeMatrix:                       ; @_TransposeMatrix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 17
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	s_addk_i32 s32, 0x1800
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v57, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v14
	v_mov_b32_e32 v41, v13
	buffer_store_dword v12, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v60, v7
	buffer_store_dword v6, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	v_mov_b32_e32 v63, v4
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshl_b64 v[61:62], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v58, v61
	v_add_i32_e32 v56, vcc, v61, v43
	s_swappc_b64 s[30:31], s[46:47]
	v_lshl_b64 v[61:62], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v44, v0
	v_add_i32_e32 v0, vcc, v61, v44
	v_cmp_lt_i32_e32 vcc, v56, v47
	v_cmp_lt_i32_e64 s[4:5], v0, v46
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB8_2
; %bb.1:
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_mul_lo_u32 v0, v0, v45
	v_add_i32_e32 v1, vcc, v56, v63
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	v_lshlrev_b32_e32 v2, 3, v44
	v_add_i32_e32 v2, vcc, v2, v43
	v_lshlrev_b32_e32 v2, 3, v2
	v_add_i32_e32 v2, vcc, v59, v2
	s_waitcnt vmcnt(0)
	ds_write_b64 v2, v[0:1]
.LBB8_2:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_add_i32_e32 v0, vcc, v61, v43
	v_add_i32_e32 v1, vcc, v44, v58
	v_cmp_lt_i32_e32 vcc, v0, v60
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], v1, v2
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB8_4
; %bb.3:
	buffer_load_dword v4, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v2, 3, v43
	v_add_i32_e32 v2, vcc, v2, v44
	v_lshlrev_b32_e32 v2, 3, v2
	v_add_i32_e32 v2, vcc, v59, v2
	ds_read_b64 v[2:3], v2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v1, v4
	s_waitcnt lgkmcnt(0)
	v_mul_f64 v[1:2], v[2:3], v[41:42]
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v0, v3
	v_add_i32_e32 v3, vcc, v0, v4
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[3:4], v[3:4], 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, v0, v3
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v4, vcc, v0, v4, vcc
	flat_store_dwordx2 v[3:4], v[1:2]
.LBB8_4:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xe800
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end8:
	.size	_TransposeMatrix, .Lfunc_end8-_TransposeMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1116
; NumSgprs: 54
; NumVgprs: 64
; ScratchSize: 16480
; MemoryBound: 0
	.text
	.protected	TransposeMatrix         ; -- Begin function TransposeMatrix
	.globl	TransposeMatrix
	.p2align	8
	.type	TransposeMatrix,@function
TransposeMatrix:                        ; @TransposeMatrix
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x6
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_mov_b32_e32 v43, v1
	s_movk_i32 s46, 0x48
	v_mov_b32_e32 v42, v0
	s_add_u32 s44, s34, s46
	v_lshlrev_b32_e32 v0, 10, v43
	s_addc_u32 s45, s35, 0
	v_or_b32_e32 v41, v42, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_mov_b32 s14, s16
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[56:57]
	v_lshl_b64 v[44:45], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s59, s59, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	v_add_i32_e32 v47, vcc, v44, v40
	s_swappc_b64 s[30:31], s[56:57]
	v_lshl_b64 v[45:46], v[0:1], 3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v41, v0
	v_add_i32_e32 v0, vcc, v45, v41
	v_cmp_gt_i32_e32 vcc, s52, v47
	v_cmp_gt_i32_e64 s[4:5], s53, v0
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB9_2
; %bb.1:
	v_mul_lo_u32 v0, v0, s54
	s_load_dwordx2 s[6:7], s[34:35], 0x4
	v_add_i32_e32 v1, vcc, s55, v47
	v_add_i32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s7
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	v_lshlrev_b32_e32 v2, 3, v41
	v_add_i32_e32 v2, vcc, v2, v40
	v_lshlrev_b32_e32 v2, 3, v2
	s_waitcnt vmcnt(0)
	ds_write_b64 v2, v[0:1]
.LBB9_2:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s34, s46
	v_lshlrev_b32_e32 v0, 10, v43
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_add_i32_e32 v0, vcc, v45, v40
	v_add_i32_e32 v1, vcc, v41, v44
	v_cmp_gt_i32_e32 vcc, s48, v0
	v_cmp_gt_i32_e64 s[4:5], s49, v1
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB9_4
; %bb.3:
	v_lshlrev_b32_e32 v2, 3, v40
	v_add_i32_e32 v2, vcc, v2, v41
	v_lshlrev_b32_e32 v2, 3, v2
	s_load_dwordx4 s[4:7], s[34:35], 0xa
	ds_read_b64 v[2:3], v2
	v_mul_lo_u32 v4, v1, s50
	v_add_i32_e32 v0, vcc, s51, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f64 v[1:2], v[2:3], s[6:7]
	v_add_i32_e32 v3, vcc, v0, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshl_b64 v[3:4], v[3:4], 3
	v_mov_b32_e32 v0, s5
	v_add_i32_e32 v3, vcc, s4, v3
	v_addc_u32_e32 v4, vcc, v0, v4, vcc
	flat_store_dwordx2 v[3:4], v[1:2]
.LBB9_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel TransposeMatrix
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 128
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 60
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
.Lfunc_end9:
	.size	TransposeMatrix, .Lfunc_end9-TransposeMatrix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 592
; NumSgprs: 64
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 64
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'real*'
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
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           CopyPadMatrix
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         CopyPadMatrix.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'real*'
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
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           CopyMatrix
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         CopyMatrix.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'real*'
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
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           TransposePadMatrix
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         TransposePadMatrix.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'real*'
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
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           TransposeMatrix
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         TransposeMatrix.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
