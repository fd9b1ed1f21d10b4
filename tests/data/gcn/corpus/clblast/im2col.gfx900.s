	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
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
; codeLenInByte = 132
; NumSgprs: 40
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
; codeLenInByte = 132
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	Xim2col                         ; -- Begin function Xim2col
	.globl	Xim2col
	.p2align	2
	.type	Xim2col,@function
Xim2col:                                ; @Xim2col
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
	v_writelane_b32 v40, s45, 11
	v_writelane_b32 v40, s46, 12
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s48, 13
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
	v_writelane_b32 v40, s49, 14
	v_mov_b32_e32 v61, v0
	v_and_b32_e32 v0, 1, v13
	s_addk_i32 s32, 0x1800
	v_writelane_b32 v40, s30, 15
	v_cmp_eq_u32_e64 s[34:35], 1, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v62, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	buffer_store_dword v19, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, v18
	v_mov_b32_e32 v42, v17
	buffer_store_dword v16, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v44, v14
	v_mov_b32_e32 v45, v12
	v_mov_b32_e32 v46, v11
	buffer_store_dword v10, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v47, v7
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v5
	v_mov_b32_e32 v58, v4
	v_mov_b32_e32 v59, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v60, v1
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v63, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_ashrrev_i32_e32 v1, 31, v59
	v_add_u32_e32 v2, v59, v1
	v_xor_b32_e32 v2, v2, v1
	v_cvt_f32_u32_e32 v3, v2
	v_sub_u32_e32 v4, 0, v2
	v_ashrrev_i32_e32 v5, 31, v0
	v_add_u32_e32 v6, v0, v5
	v_rcp_iflag_f32_e32 v3, v3
	v_xor_b32_e32 v6, v6, v5
	v_cmp_lt_i32_e32 vcc, -1, v59
	v_cmp_lt_i32_e64 s[4:5], v63, v58
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	s_and_b64 s[4:5], vcc, s[4:5]
	v_xor_b32_e32 v1, v5, v1
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v6, v3
	v_mul_lo_u32 v4, v3, v2
	v_add_u32_e32 v5, 1, v3
	v_sub_u32_e32 v4, v6, v4
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_sub_u32_e32 v5, v4, v2
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 1, v3
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_xor_b32_e32 v2, v2, v1
	v_sub_u32_e32 v4, v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v4, v1
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_lt_i32_e32 vcc, 0, v57
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB2_10
; %bb.1:
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_mul_lo_u32 v1, v4, v59
	v_mul_lo_u32 v3, v4, v61
	v_mul_lo_u32 v7, v56, v57
	s_mov_b32 s22, 0
	v_sub_u32_e32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mul_lo_u32 v4, v7, v4
	v_cmp_lt_i32_e32 vcc, 0, v56
	v_add_u32_e32 v7, -1, v7
	s_mov_b64 s[14:15], 0
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v5, v63, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v1, v0, v1
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v5, v5, v8
	buffer_load_dword v8, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_add_u32_e32 v3, v1, v3
	v_sub_u32_e32 v3, v3, v47
	v_mul_lo_u32 v6, v60, v3
	v_mul_lo_u32 v3, v46, v60
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, v63, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v8, v6
	v_mov_b32_e32 v8, 0
	s_branch .LBB2_3
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_add_i32 s22, s22, 1
	v_cmp_eq_u32_e64 s[4:5], s22, v57
	v_add_u32_e32 v6, v6, v3
	v_add_u32_e32 v8, v8, v56
	s_or_b64 s[14:15], s[4:5], s[14:15]
	v_sub_u32_e32 v7, v7, v56
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB2_10
.LBB2_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_7 Depth 2
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_2
; %bb.4:                                ;   in Loop: Header=BB2_3 Depth=1
	v_mul_lo_u32 v10, s22, v46
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v11, v5
	v_sub_u32_e32 v10, v10, v47
	v_add_u32_e32 v10, v10, v1
	v_cmp_lt_i32_e64 s[4:5], -1, v10
	v_cmp_lt_i32_e64 s[6:7], v10, v61
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v12, v56
	s_branch .LBB2_7
.LBB2_5:                                ;   in Loop: Header=BB2_7 Depth=2
	s_or_b64 exec, exec, s[20:21]
.LBB2_6:                                ;   in Loop: Header=BB2_7 Depth=2
	s_or_b64 exec, exec, s[10:11]
	v_cndmask_b32_e64 v14, v10, v9, s[34:35]
	v_add_u32_e32 v14, v14, v4
	v_mul_lo_u32 v14, v14, v59
	v_add_u32_e32 v12, -1, v12
	v_cmp_eq_u32_e64 s[8:9], 0, v12
	v_add_u32_e32 v11, v11, v45
	v_add_u32_e32 v14, v14, v0
	v_mul_lo_u32 v14, v14, v58
	v_add_u32_e32 v10, 1, v10
	s_or_b64 s[18:19], s[8:9], s[18:19]
	v_add_u32_e32 v9, -1, v9
	v_add_u32_e32 v14, v2, v14
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e64 v14, s[10:11], v42, v14
	v_addc_co_u32_e64 v15, s[10:11], v41, v15, s[10:11]
	s_waitcnt vmcnt(0)
	global_store_dword v[14:15], v13, off
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execz .LBB2_2
.LBB2_7:                                ;   Parent Loop BB2_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB2_6
; %bb.8:                                ;   in Loop: Header=BB2_7 Depth=2
	v_cmp_lt_i32_e64 s[8:9], -1, v11
	s_and_b64 s[20:21], s[6:7], s[8:9]
	v_cmp_lt_i32_e64 s[8:9], v11, v60
	s_and_b64 s[8:9], s[20:21], s[8:9]
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[20:21], s[8:9]
	s_cbranch_execz .LBB2_5
; %bb.9:                                ;   in Loop: Header=BB2_7 Depth=2
	v_add_u32_e32 v13, v6, v11
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_co_u32_e64 v13, s[8:9], v44, v13
	v_addc_co_u32_e64 v14, s[8:9], v43, v14, s[8:9]
	global_load_dword v13, v[13:14], off
	s_branch .LBB2_5
.LBB2_10:
	s_or_b64 exec, exec, s[12:13]
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
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
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
.Lfunc_end2:
	.size	Xim2col, .Lfunc_end2-Xim2col
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1496
; NumSgprs: 56
; NumVgprs: 64
; ScratchSize: 16480
; MemoryBound: 0
	.text
	.protected	Xim2colKernelFlip       ; -- Begin function Xim2colKernelFlip
	.globl	Xim2colKernelFlip
	.p2align	8
	.type	Xim2colKernelFlip,@function
Xim2colKernelFlip:                      ; @Xim2colKernelFlip
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx8 s[48:55], s[8:9], 0x0
	s_add_u32 s36, s34, 0x58
	s_addc_u32 s37, s35, 0
	v_lshl_or_b32 v41, v1, 10, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_mov_b32 s46, 0
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	s_ashr_i32 s4, s51, 31
	s_add_i32 s5, s51, s4
	s_xor_b32 s8, s5, s4
	v_cvt_f32_u32_e32 v1, s8
	s_sub_i32 s5, 0, s8
	v_ashrrev_i32_e32 v3, 31, v0
	v_add_u32_e32 v4, v0, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_xor_b32_e32 v4, v4, v3
	s_cmp_gt_i32 s51, -1
	v_cmp_gt_i32_e32 vcc, s52, v40
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_cselect_b64 s[6:7], -1, 0
	v_mul_lo_u32 v2, s5, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v2, v4, v1
	v_xor_b32_e32 v1, s4, v3
	v_mul_lo_u32 v3, v2, s8
	v_add_u32_e32 v5, 1, v2
	v_sub_u32_e32 v3, v4, v3
	v_cmp_le_u32_e64 s[4:5], s8, v3
	v_subrev_u32_e32 v4, s8, v3
	v_cndmask_b32_e64 v2, v2, v5, s[4:5]
	v_cndmask_b32_e64 v3, v3, v4, s[4:5]
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e64 s[4:5], s8, v3
	v_cndmask_b32_e64 v2, v2, v4, s[4:5]
	v_xor_b32_e32 v2, v2, v1
	v_sub_u32_e32 v3, v2, v1
	s_and_b64 s[4:5], s[6:7], vcc
	v_cmp_gt_i32_e32 vcc, s50, v3
	s_and_b64 s[4:5], s[4:5], vcc
	s_cmp_gt_i32 s53, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB3_10
; %bb.1:
	v_sub_u32_e32 v4, v2, v1
	s_mul_i32 s4, s54, s53
	v_add_u32_e32 v4, 1, v4
	v_mul_lo_u32 v4, s4, v4
	v_mul_lo_u32 v5, v3, s51
	s_load_dwordx4 s[8:11], s[34:35], 0x20
	s_load_dword s20, s[34:35], 0x30
	s_load_dwordx2 s[12:13], s[34:35], 0x38
	s_load_dword s4, s[34:35], 0x40
	s_load_dwordx2 s[14:15], s[34:35], 0x48
	s_load_dword s5, s[34:35], 0x50
	v_add_u32_e32 v1, v1, v4
	v_xad_u32 v1, v2, -1, v1
	v_mul_lo_u32 v1, s51, v1
	v_sub_u32_e32 v2, v0, v5
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v2, s9
	v_mul_lo_u32 v5, v40, s10
	v_add_u32_e32 v0, v0, v1
	v_mul_lo_u32 v0, s52, v0
	v_mul_lo_u32 v1, v3, s48
	s_cmp_gt_i32 s54, 0
	s_mul_i32 s10, s54, s52
	v_add3_u32 v3, s5, v0, v40
	v_add_u32_e32 v0, v2, v1
	v_subrev_u32_e32 v0, s55, v0
	v_mul_lo_u32 v0, s49, v0
	s_mul_i32 s10, s10, s51
	s_mul_i32 s21, s52, s51
	s_mul_i32 s22, s11, s49
	v_add_u32_e32 v4, s4, v0
	v_subrev_u32_e32 v5, s8, v5
	s_cselect_b64 s[8:9], -1, 0
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_add_i32 s46, s46, 1
	v_subrev_u32_e32 v3, s10, v3
	s_cmp_eq_u32 s46, s53
	v_add_u32_e32 v4, s22, v4
	s_cbranch_scc1 .LBB3_10
.LBB3_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	s_mul_i32 s4, s46, s11
	s_sub_i32 s4, s4, s55
	v_add_u32_e32 v0, s4, v2
	v_cmp_lt_i32_e32 vcc, -1, v0
	v_cmp_gt_i32_e64 s[4:5], s48, v0
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v0, v3
	s_mov_b32 s23, s54
	s_branch .LBB3_7
.LBB3_5:                                ;   in Loop: Header=BB3_7 Depth=2
	s_or_b64 exec, exec, s[18:19]
.LBB3_6:                                ;   in Loop: Header=BB3_7 Depth=2
	s_or_b64 exec, exec, s[16:17]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e64 v8, s[6:7], s14, v8
	s_add_i32 s23, s23, -1
	v_addc_co_u32_e64 v9, s[6:7], v1, v9, s[6:7]
	v_subrev_u32_e32 v0, s21, v0
	s_cmp_eq_u32 s23, 0
	v_add_u32_e32 v6, s20, v6
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v7, off
	s_cbranch_scc1 .LBB3_2
.LBB3_7:                                ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB3_6
; %bb.8:                                ;   in Loop: Header=BB3_7 Depth=2
	v_cmp_lt_i32_e64 s[6:7], -1, v6
	s_and_b64 s[18:19], s[4:5], s[6:7]
	v_cmp_gt_i32_e64 s[6:7], s49, v6
	s_and_b64 s[6:7], s[18:19], s[6:7]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[18:19], s[6:7]
	s_cbranch_execz .LBB3_5
; %bb.9:                                ;   in Loop: Header=BB3_7 Depth=2
	v_add_u32_e32 v7, v4, v6
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_mov_b32_e32 v1, s13
	v_add_co_u32_e64 v7, s[6:7], s12, v7
	v_addc_co_u32_e64 v8, s[6:7], v1, v8, s[6:7]
	global_load_dword v7, v[7:8], off
	s_branch .LBB3_5
.LBB3_10:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xim2colKernelFlip
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 144
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
	.size	Xim2colKernelFlip, .Lfunc_end3-Xim2colKernelFlip
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 828
; NumSgprs: 64
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.text
	.protected	Xim2colKernelNormal     ; -- Begin function Xim2colKernelNormal
	.globl	Xim2colKernelNormal
	.p2align	8
	.type	Xim2colKernelNormal,@function
Xim2colKernelNormal:                    ; @Xim2colKernelNormal
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx8 s[48:55], s[8:9], 0x0
	s_add_u32 s36, s34, 0x58
	s_addc_u32 s37, s35, 0
	v_lshl_or_b32 v41, v1, 10, v0
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_mov_b32 s46, 0
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	s_ashr_i32 s4, s51, 31
	s_add_i32 s5, s51, s4
	s_xor_b32 s8, s5, s4
	v_cvt_f32_u32_e32 v1, s8
	s_sub_i32 s5, 0, s8
	v_ashrrev_i32_e32 v3, 31, v0
	v_add_u32_e32 v4, v0, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_xor_b32_e32 v4, v4, v3
	s_cmp_gt_i32 s51, -1
	v_cmp_gt_i32_e32 vcc, s52, v40
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_cselect_b64 s[6:7], -1, 0
	v_mul_lo_u32 v2, s5, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v4, v1
	v_xor_b32_e32 v2, s4, v3
	v_mul_lo_u32 v3, v1, s8
	v_add_u32_e32 v5, 1, v1
	v_sub_u32_e32 v3, v4, v3
	v_cmp_le_u32_e64 s[4:5], s8, v3
	v_subrev_u32_e32 v4, s8, v3
	v_cndmask_b32_e64 v1, v1, v5, s[4:5]
	v_cndmask_b32_e64 v3, v3, v4, s[4:5]
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e64 s[4:5], s8, v3
	v_cndmask_b32_e64 v1, v1, v4, s[4:5]
	v_xor_b32_e32 v1, v1, v2
	v_sub_u32_e32 v1, v1, v2
	s_and_b64 s[4:5], s[6:7], vcc
	v_cmp_gt_i32_e32 vcc, s50, v1
	s_and_b64 s[4:5], s[4:5], vcc
	s_cmp_gt_i32 s53, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB4_10
; %bb.1:
	v_mul_lo_u32 v2, v1, s51
	s_cmp_gt_i32 s54, 0
	s_mul_i32 s5, s54, s53
	s_cselect_b64 s[12:13], -1, 0
	s_add_i32 s5, s5, -1
	v_mul_lo_u32 v3, v2, s5
	s_load_dwordx4 s[8:11], s[34:35], 0x20
	s_load_dword s20, s[34:35], 0x30
	s_load_dword s4, s[34:35], 0x50
	v_sub_u32_e32 v2, v0, v2
	v_mul_lo_u32 v1, v1, s48
	v_add_u32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v2, s9
	v_mul_lo_u32 v0, s52, v0
	s_load_dwordx2 s[14:15], s[34:35], 0x38
	s_load_dword s5, s[34:35], 0x40
	s_load_dwordx2 s[16:17], s[34:35], 0x48
	v_mul_lo_u32 v5, v40, s10
	s_mul_i32 s10, s54, s52
	v_add3_u32 v3, s4, v0, v40
	v_add_u32_e32 v0, v2, v1
	v_subrev_u32_e32 v0, s55, v0
	v_mul_lo_u32 v0, s49, v0
	s_mul_i32 s10, s10, s51
	s_mul_i32 s21, s52, s51
	s_mul_i32 s22, s11, s49
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, s5, v0
	v_subrev_u32_e32 v5, s8, v5
	s_branch .LBB4_3
.LBB4_2:                                ;   in Loop: Header=BB4_3 Depth=1
	s_add_i32 s46, s46, 1
	v_add_u32_e32 v3, s10, v3
	s_cmp_eq_u32 s46, s53
	v_add_u32_e32 v4, s22, v4
	s_cbranch_scc1 .LBB4_10
.LBB4_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_7 Depth 2
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB4_2
; %bb.4:                                ;   in Loop: Header=BB4_3 Depth=1
	s_mul_i32 s4, s46, s11
	s_sub_i32 s4, s4, s55
	v_add_u32_e32 v0, s4, v2
	v_cmp_lt_i32_e32 vcc, -1, v0
	v_cmp_gt_i32_e64 s[4:5], s48, v0
	v_mov_b32_e32 v6, v5
	s_mov_b32 s23, s54
	v_mov_b32_e32 v0, v3
	s_branch .LBB4_7
.LBB4_5:                                ;   in Loop: Header=BB4_7 Depth=2
	s_or_b64 exec, exec, s[18:19]
.LBB4_6:                                ;   in Loop: Header=BB4_7 Depth=2
	s_or_b64 exec, exec, s[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 2, v[0:1]
	v_mov_b32_e32 v1, s17
	v_add_co_u32_e64 v8, s[6:7], s16, v8
	s_add_i32 s23, s23, -1
	v_addc_co_u32_e64 v9, s[6:7], v1, v9, s[6:7]
	v_add_u32_e32 v0, s21, v0
	s_cmp_eq_u32 s23, 0
	v_add_u32_e32 v6, s20, v6
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v7, off
	s_cbranch_scc1 .LBB4_2
.LBB4_7:                                ;   Parent Loop BB4_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB4_6
; %bb.8:                                ;   in Loop: Header=BB4_7 Depth=2
	v_cmp_lt_i32_e64 s[6:7], -1, v6
	s_and_b64 s[18:19], s[4:5], s[6:7]
	v_cmp_gt_i32_e64 s[6:7], s49, v6
	s_and_b64 s[6:7], s[18:19], s[6:7]
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[18:19], s[6:7]
	s_cbranch_execz .LBB4_5
; %bb.9:                                ;   in Loop: Header=BB4_7 Depth=2
	v_add_u32_e32 v7, v4, v6
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_mov_b32_e32 v1, s15
	v_add_co_u32_e64 v7, s[6:7], s14, v7
	v_addc_co_u32_e64 v8, s[6:7], v1, v8, s[6:7]
	global_load_dword v7, v[7:8], off
	s_branch .LBB4_5
.LBB4_10:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xim2colKernelNormal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 144
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
	.size	Xim2colKernelNormal, .Lfunc_end4-Xim2colKernelNormal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 808
; NumSgprs: 64
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.hidden	_Z13get_global_idj
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
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         56
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         80
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           Xim2colKernelFlip
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         Xim2colKernelFlip.kd
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
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         56
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         80
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           Xim2colKernelNormal
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .symbol:         Xim2colKernelNormal.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
