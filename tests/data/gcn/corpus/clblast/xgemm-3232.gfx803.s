	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
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
	.hidden	InitAccRegisters                ; -- Begin function InitAccRegisters
	.globl	InitAccRegisters
	.p2align	2
	.type	InitAccRegisters,@function
InitAccRegisters:                       ; @InitAccRegisters
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	InitAccRegisters, .Lfunc_end2-InitAccRegisters
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 16
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	GlobalToPrivateA                ; -- Begin function GlobalToPrivateA
	.globl	GlobalToPrivateA
	.p2align	2
	.type	GlobalToPrivateA,@function
GlobalToPrivateA:                       ; @GlobalToPrivateA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 13
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
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s44, 10
	s_addk_i32 s32, 0xc00
	buffer_store_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 11
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 12
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v4
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v1, v42, v43
	v_lshlrev_b32_e32 v0, 3, v0
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_add_u32_e32 v1, vcc, v1, v44
	v_add_u32_e32 v1, vcc, v1, v47
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v0, vcc, v46, v0
	v_addc_u32_e32 v1, vcc, v45, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	buffer_load_dword v47, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
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
	s_addk_i32 s32, 0xf400
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end3:
	.size	GlobalToPrivateA, .Lfunc_end3-GlobalToPrivateA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 580
; NumSgprs: 51
; NumVgprs: 48
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	GlobalToPrivateB                ; -- Begin function GlobalToPrivateB
	.globl	GlobalToPrivateB
	.p2align	2
	.type	GlobalToPrivateB,@function
GlobalToPrivateB:                       ; @GlobalToPrivateB
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 13
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
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s44, 10
	s_addk_i32 s32, 0xc00
	buffer_store_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 11
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v40, s31, 12
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v4
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v1, v42, v43
	v_lshlrev_b32_e32 v0, 3, v0
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_add_u32_e32 v1, vcc, v1, v44
	v_add_u32_e32 v1, vcc, v1, v47
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v0, vcc, v46, v0
	v_addc_u32_e32 v1, vcc, v45, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	buffer_load_dword v47, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
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
	s_addk_i32 s32, 0xf400
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end4:
	.size	GlobalToPrivateB, .Lfunc_end4-GlobalToPrivateB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 580
; NumSgprs: 51
; NumVgprs: 48
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	MultiplyAddVector               ; -- Begin function MultiplyAddVector
	.globl	MultiplyAddVector
	.p2align	2
	.type	MultiplyAddVector,@function
MultiplyAddVector:                      ; @MultiplyAddVector
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v6, v5, v3
	v_mul_f32_e32 v3, v3, v4
	v_mad_f32 v6, v2, v4, -v6
	v_mac_f32_e32 v3, v2, v5
	v_add_f32_e32 v0, v0, v6
	v_add_f32_e32 v1, v1, v3
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	MultiplyAddVector, .Lfunc_end5-MultiplyAddVector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 32
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	StoreResults                    ; -- Begin function StoreResults
	.globl	StoreResults
	.p2align	2
	.type	StoreResults,@function
StoreResults:                           ; @StoreResults
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 15
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
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s47, 12
	s_addk_i32 s32, 0x1000
	buffer_store_dword v41, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 13
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 14
	v_mov_b32_e32 v57, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v47, v10
	v_mov_b32_e32 v56, v9
	v_mov_b32_e32 v45, v8
	v_mov_b32_e32 v43, v7
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v59, v5
	v_mov_b32_e32 v60, v4
	v_mov_b32_e32 v44, v3
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v60, vcc, v0, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v59, vcc, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v60, vcc, v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_mul_lo_u32 v0, v0, v58
	v_cmp_neq_f32_e64 s[4:5], 0, v47
                                        ; implicit-def: $vgpr2_vgpr3
	v_add_u32_e32 v0, vcc, v60, v0
	v_cmp_neq_f32_e32 vcc, 0, v56
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_add_u32_e32 v2, vcc, v42, v2
	v_addc_u32_e32 v3, vcc, v41, v3, vcc
	flat_load_dwordx2 v[4:5], v[2:3]
	v_mul_f32_e32 v2, v44, v45
	v_mul_f32_e32 v3, v46, v45
	v_mad_f32 v2, v43, v46, -v2
	v_mac_f32_e32 v3, v43, v44
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr46
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, v56, v4
	v_mac_f32_e32 v3, v56, v5
	v_mad_f32 v2, -v47, v5, v2
	v_mac_f32_e32 v3, v47, v4
.LBB6_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_f32_e32 v1, v44, v45
	v_mul_f32_e32 v3, v46, v45
	v_mad_f32 v2, v43, v46, -v1
	v_mac_f32_e32 v3, v43, v44
	v_ashrrev_i32_e32 v1, 31, v0
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_readlane_b32 s4, v40, 13
	v_add_u32_e32 v0, vcc, v42, v0
	v_addc_u32_e32 v1, vcc, v41, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
	buffer_load_dword v60, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	v_readlane_b32 s5, v40, 14
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 15
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end6:
	.size	StoreResults, .Lfunc_end6-StoreResults
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 952
; NumSgprs: 54
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	XgemmBody                       ; -- Begin function XgemmBody
	.globl	XgemmBody
	.p2align	2
	.type	XgemmBody,@function
XgemmBody:                              ; @XgemmBody
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 23
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
	v_writelane_b32 v40, s50, 15
	v_writelane_b32 v40, s51, 16
	v_writelane_b32 v40, s52, 17
	v_writelane_b32 v40, s53, 18
	v_writelane_b32 v40, s54, 19
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s55, 20
	s_mov_b32 s54, 0
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
	v_writelane_b32 v40, s30, 21
	s_mov_b32 s55, s54
	v_mov_b32_e32 v41, s54
	v_writelane_b32 v40, s31, 22
	v_mov_b32_e32 v47, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v63, v12
	v_mov_b32_e32 v62, v10
	v_mov_b32_e32 v61, v9
	v_mov_b32_e32 v45, v8
	v_mov_b32_e32 v46, v7
	v_mov_b32_e32 v57, v6
	v_mov_b32_e32 v58, v5
	v_mov_b32_e32 v59, v4
	v_mov_b32_e32 v60, v3
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v42, s55
	s_addk_i32 s32, 0x2000
	buffer_store_dword v11, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	v_cmp_lt_i32_e32 vcc, 0, v44
	s_mov_b64 s[46:47], exec
	s_and_b64 s[4:5], s[46:47], vcc
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_4
; %bb.1:
	v_lshlrev_b32_e32 v1, 3, v0
	buffer_store_dword v63, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v1, 1, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mul_lo_u32 v1, v0, 3
	v_mov_b32_e32 v41, s54
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v45, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v1, 2, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_mul_lo_u32 v1, v0, 5
	v_mov_b32_e32 v42, s55
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v46, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	v_mul_lo_u32 v1, v0, 6
	v_mul_lo_u32 v0, v0, 7
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_group_idj@rel32@hi+12
	buffer_store_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v63, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v43, vcc, v0, v63
	v_add_u32_e32 v0, vcc, v46, v43
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v0, vcc, v60, v0
	v_addc_u32_e32 v1, vcc, v59, v1, vcc
	flat_load_dwordx2 v[61:62], v[0:1]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v63, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v0, v63
	v_add_u32_e32 v1, vcc, v45, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	s_add_i32 s54, s54, 8
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_dwordx2 v[1:2], v[1:2]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v62
	v_mad_f32 v3, v61, v1, -v3
	v_mul_f32_e32 v1, v62, v1
	v_mac_f32_e32 v1, v61, v2
	v_add_f32_e32 v6, v42, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_add_f32_e32 v5, v41, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v46
	v_add_u32_e32 v1, vcc, v1, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v1
	v_addc_u32_e32 v2, vcc, v59, v2, vcc
	v_add_u32_e32 v3, vcc, v56, v45
	v_add_u32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_u32_e32 v3, vcc, v58, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v4, v2
	v_mul_f32_e32 v2, v2, v3
	v_mad_f32 v7, v1, v3, -v7
	v_mac_f32_e32 v2, v1, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_add_f32_e32 v6, v6, v2
	v_lshlrev_b32_e32 v3, 1, v56
	v_add_f32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v46
	v_add_u32_e32 v1, vcc, v1, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v1
	v_addc_u32_e32 v2, vcc, v59, v2, vcc
	v_add_u32_e32 v3, vcc, v3, v45
	v_add_u32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_u32_e32 v3, vcc, v58, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v4, v2
	v_mul_f32_e32 v2, v2, v3
	v_mad_f32 v7, v1, v3, -v7
	v_mac_f32_e32 v2, v1, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_add_f32_e32 v6, v6, v2
	v_mul_lo_u32 v3, v56, 3
	v_add_f32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v46
	v_add_u32_e32 v1, vcc, v1, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v1
	v_addc_u32_e32 v2, vcc, v59, v2, vcc
	v_add_u32_e32 v3, vcc, v3, v45
	v_add_u32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_u32_e32 v3, vcc, v58, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v4, v2
	v_mul_f32_e32 v2, v2, v3
	v_mad_f32 v7, v1, v3, -v7
	v_mac_f32_e32 v2, v1, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_add_f32_e32 v6, v6, v2
	v_lshlrev_b32_e32 v3, 2, v56
	v_add_f32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v46
	v_add_u32_e32 v1, vcc, v1, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v1
	v_addc_u32_e32 v2, vcc, v59, v2, vcc
	v_add_u32_e32 v3, vcc, v3, v45
	v_add_u32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_u32_e32 v3, vcc, v58, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v4, v2
	v_mul_f32_e32 v2, v2, v3
	v_mad_f32 v7, v1, v3, -v7
	v_mac_f32_e32 v2, v1, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_add_f32_e32 v6, v6, v2
	v_mul_lo_u32 v3, v56, 5
	v_add_f32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v46
	v_add_u32_e32 v1, vcc, v1, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v1
	v_addc_u32_e32 v2, vcc, v59, v2, vcc
	v_add_u32_e32 v3, vcc, v3, v45
	v_add_u32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_u32_e32 v3, vcc, v58, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v4, v2
	v_mul_f32_e32 v2, v2, v3
	v_mad_f32 v7, v1, v3, -v7
	v_mac_f32_e32 v2, v1, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_add_f32_e32 v6, v6, v2
	v_mul_lo_u32 v3, v56, 6
	v_add_f32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v46
	v_add_u32_e32 v1, vcc, v1, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v1
	v_addc_u32_e32 v2, vcc, v59, v2, vcc
	v_add_u32_e32 v3, vcc, v3, v45
	v_add_u32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_u32_e32 v3, vcc, v58, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v4, v2
	v_mul_f32_e32 v2, v2, v3
	v_mad_f32 v7, v1, v3, -v7
	v_mac_f32_e32 v2, v1, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	v_add_f32_e32 v6, v6, v2
	v_mul_lo_u32 v3, v56, 7
	v_add_f32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v1, v46
	v_add_u32_e32 v1, vcc, v1, v43
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v1
	v_addc_u32_e32 v2, vcc, v59, v2, vcc
	v_add_u32_e32 v3, vcc, v3, v45
	v_add_u32_e32 v3, vcc, v3, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	flat_load_dwordx2 v[1:2], v[1:2]
	v_add_u32_e32 v3, vcc, v58, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v4, v2
	v_mad_f32 v0, v1, v3, -v0
	v_add_f32_e32 v41, v5, v0
	v_mul_f32_e32 v0, v2, v3
	v_mac_f32_e32 v0, v1, v4
	v_add_f32_e32 v42, v6, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v46, vcc, v46, v0
	v_lshlrev_b32_e32 v0, 3, v56
	v_add_u32_e32 v45, vcc, v45, v0
	v_cmp_ge_i32_e32 vcc, s54, v44
	s_or_b64 s[48:49], vcc, s[48:49]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execnz .LBB7_2
; %bb.3:
	s_or_b64 exec, exec, s[48:49]
	buffer_load_dword v45, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
.LBB7_4:
	s_or_b64 exec, exec, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v43, vcc, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v0, v58
	v_cmp_neq_f32_e64 s[4:5], 0, v63
                                        ; implicit-def: $vgpr2_vgpr3
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v0, v0, v1
	v_add_u32_e32 v0, vcc, v43, v0
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc, 0, v6
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB7_6
; %bb.5:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_add_u32_e32 v2, vcc, v46, v2
	v_addc_u32_e32 v3, vcc, v45, v3, vcc
	flat_load_dwordx2 v[4:5], v[2:3]
	v_mul_f32_e32 v2, v42, v62
	v_mul_f32_e32 v3, v62, v41
	v_mad_f32 v2, v61, v41, -v2
	v_mac_f32_e32 v3, v61, v42
                                        ; implicit-def: $vgpr41_vgpr42
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr61
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, v6, v4
	v_mac_f32_e32 v3, v6, v5
	v_mad_f32 v2, -v63, v5, v2
	v_mac_f32_e32 v3, v63, v4
.LBB7_6:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.7:
	v_mul_f32_e32 v1, v42, v62
	v_mul_f32_e32 v3, v62, v41
	v_mad_f32 v2, v61, v41, -v1
	v_mac_f32_e32 v3, v61, v42
	v_ashrrev_i32_e32 v1, 31, v0
; %bb.8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_readlane_b32 s4, v40, 21
	v_add_u32_e32 v0, vcc, v46, v0
	v_addc_u32_e32 v1, vcc, v45, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
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
	v_readlane_b32 s5, v40, 22
	v_readlane_b32 s55, v40, 20
	v_readlane_b32 s54, v40, 19
	v_readlane_b32 s53, v40, 18
	v_readlane_b32 s52, v40, 17
	v_readlane_b32 s51, v40, 16
	v_readlane_b32 s50, v40, 15
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
	s_addk_i32 s32, 0xe000
	v_readlane_b32 s33, v40, 23
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end7:
	.size	XgemmBody, .Lfunc_end7-XgemmBody
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2676
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16512
; MemoryBound: 0
	.text
	.protected	Xgemm                   ; -- Begin function Xgemm
	.globl	Xgemm
	.p2align	8
	.type	Xgemm,@function
Xgemm:                                  ; @Xgemm
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[52:53], s[8:9], 0x30
	s_load_dwordx2 s[54:55], s[8:9], 0x38
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b32 s60, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b32 s43, s14
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v41, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s50, 1
	s_mov_b32 s61, s60
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s13
	s_cbranch_scc1 .LBB8_3
; %bb.1:
	s_load_dwordx2 s[4:5], s[40:41], 0x28
	s_load_dwordx2 s[46:47], s[40:41], 0x20
	s_ashr_i32 s7, s54, 31
	s_mov_b32 s6, s54
	s_lshl_b64 s[6:7], s[6:7], 3
	s_waitcnt lgkmcnt(0)
	s_add_u32 s51, s4, s6
	s_addc_u32 s54, s5, s7
	s_lshl_b32 s62, s49, 3
	s_lshl_b32 s63, s49, 1
	s_lshl_b32 s65, s49, 2
	s_lshl_b32 s69, s48, 3
	s_lshl_b32 s70, s48, 1
	s_lshl_b32 s72, s48, 2
	v_mov_b32_e32 v44, s60
	v_lshlrev_b32_e32 v0, 10, v40
	s_mul_i32 s64, s49, 3
	s_mul_i32 s66, s49, 5
	s_mul_i32 s67, s49, 6
	s_mul_i32 s68, s49, 7
	s_mul_i32 s71, s48, 3
	s_mul_i32 s73, s48, 5
	s_mul_i32 s74, s48, 6
	s_mul_i32 s75, s48, 7
	v_mov_b32_e32 v45, s61
	v_or_b32_e32 v42, v41, v0
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 s61, s60
	s_mov_b32 s76, s60
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s59, s59, _Z12get_group_idj@rel32@hi+12
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s44, s40, 64
	s_addc_u32 s45, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[58:59]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v56, vcc, v0, v43
	v_add_u32_e32 v0, vcc, s60, v56
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v57, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v57, v1, vcc
	flat_load_dwordx2 v[46:47], v[0:1]
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	s_add_i32 s5, s48, s60
	v_lshlrev_b32_e32 v1, 3, v0
	v_add_u32_e32 v0, vcc, s5, v56
	s_add_i32 s6, s70, s60
	v_add_u32_e32 v17, vcc, v1, v43
	v_ashrrev_i32_e32 v1, 31, v0
	s_add_i32 s7, s71, s60
	s_add_i32 s8, s72, s60
	s_add_i32 s9, s73, s60
	s_add_i32 s10, s74, s60
	s_add_i32 s11, s75, s60
	v_add_u32_e32 v2, vcc, s6, v56
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_u32_e32 v4, vcc, s7, v56
	v_add_u32_e32 v6, vcc, s8, v56
	v_add_u32_e32 v8, vcc, s9, v56
	v_add_u32_e32 v10, vcc, s10, v56
	v_add_u32_e32 v12, vcc, s11, v56
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_u32_e32 v0, vcc, s46, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_addc_u32_e32 v1, vcc, v57, v1, vcc
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_add_u32_e32 v2, vcc, s46, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_addc_u32_e32 v3, vcc, v57, v3, vcc
	v_lshlrev_b64 v[6:7], 3, v[6:7]
	v_add_u32_e32 v4, vcc, s46, v4
	v_ashrrev_i32_e32 v9, 31, v8
	v_addc_u32_e32 v5, vcc, v57, v5, vcc
	v_lshlrev_b64 v[8:9], 3, v[8:9]
	v_add_u32_e32 v6, vcc, s46, v6
	v_ashrrev_i32_e32 v11, 31, v10
	v_addc_u32_e32 v7, vcc, v57, v7, vcc
	v_lshlrev_b64 v[10:11], 3, v[10:11]
	v_add_u32_e32 v8, vcc, s46, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_addc_u32_e32 v9, vcc, v57, v9, vcc
	v_lshlrev_b64 v[12:13], 3, v[12:13]
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v57, v11, vcc
	v_add_u32_e32 v12, vcc, s46, v12
	v_addc_u32_e32 v13, vcc, v57, v13, vcc
	v_add_u32_e32 v14, vcc, s61, v17
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 3, v[14:15]
	v_mov_b32_e32 v16, s54
	v_add_u32_e32 v14, vcc, s51, v14
	v_addc_u32_e32 v15, vcc, v16, v15, vcc
	flat_load_dwordx2 v[14:15], v[14:15]
	s_add_i32 s4, s49, s61
	s_add_i32 s5, s63, s61
	s_add_i32 s76, s76, 8
	s_add_i32 s60, s60, s69
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v18, v15, v47
	v_mul_f32_e32 v19, v47, v14
	v_mad_f32 v18, v46, v14, -v18
	v_add_u32_e32 v14, vcc, s4, v17
	v_mac_f32_e32 v19, v46, v15
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 3, v[14:15]
	s_add_i32 s4, s64, s61
	v_add_u32_e32 v14, vcc, s51, v14
	v_addc_u32_e32 v15, vcc, v16, v15, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx2 v[14:15], v[14:15]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v20, v15, v1
	v_mul_f32_e32 v21, v1, v14
	v_mad_f32 v14, v0, v14, -v20
	v_mac_f32_e32 v21, v0, v15
	v_add_u32_e32 v0, vcc, s5, v17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v15, s54
	v_add_u32_e32 v0, vcc, s51, v0
	v_addc_u32_e32 v1, vcc, v16, v1, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_add_i32 s5, s65, s61
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, v1, v3
	v_mul_f32_e32 v20, v3, v0
	v_mad_f32 v16, v2, v0, -v16
	v_add_u32_e32 v0, vcc, s4, v17
	v_mac_f32_e32 v20, v2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_add_i32 s4, s66, s61
	v_add_u32_e32 v0, vcc, s51, v0
	v_addc_u32_e32 v1, vcc, v15, v1, vcc
	flat_load_dwordx2 v[2:3], v[4:5]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, v1, v3
	v_mul_f32_e32 v22, v3, v0
	v_mad_f32 v23, v2, v0, -v4
	v_add_u32_e32 v0, vcc, s5, v17
	v_mac_f32_e32 v22, v2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, s54
	v_add_u32_e32 v0, vcc, s51, v0
	v_addc_u32_e32 v1, vcc, v15, v1, vcc
	flat_load_dwordx2 v[2:3], v[6:7]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_add_i32 s5, s67, s61
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, v1, v3
	v_mul_f32_e32 v15, v3, v0
	v_mad_f32 v24, v2, v0, -v5
	v_add_u32_e32 v0, vcc, s4, v17
	v_mac_f32_e32 v15, v2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_add_i32 s4, s68, s61
	v_add_u32_e32 v0, vcc, s51, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dwordx2 v[2:3], v[8:9]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_add_i32 s61, s61, s62
	s_cmp_lt_i32 s76, s50
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, v1, v3
	v_mul_f32_e32 v8, v3, v0
	v_mad_f32 v9, v2, v0, -v5
	v_add_u32_e32 v0, vcc, s5, v17
	v_mac_f32_e32 v8, v2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_add_u32_e32 v0, vcc, s51, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_add_u32_e32 v2, vcc, s4, v17
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_u32_e32 v2, vcc, s51, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dwordx2 v[4:5], v[10:11]
	flat_load_dwordx2 v[6:7], v[12:13]
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx2 v[2:3], v[2:3]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v10, v1, v5
	v_mul_f32_e32 v5, v5, v0
	v_mad_f32 v0, v4, v0, -v10
	v_mac_f32_e32 v5, v4, v1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v3, v7
	v_mul_f32_e32 v4, v7, v2
	v_mad_f32 v1, v6, v2, -v1
	v_mac_f32_e32 v4, v6, v3
	v_add_f32_e32 v2, v44, v18
	v_add_f32_e32 v3, v45, v19
	v_add_f32_e32 v2, v2, v14
	v_add_f32_e32 v3, v3, v21
	v_add_f32_e32 v2, v2, v16
	v_add_f32_e32 v3, v3, v20
	v_add_f32_e32 v2, v2, v23
	v_add_f32_e32 v3, v3, v22
	v_add_f32_e32 v2, v2, v24
	v_add_f32_e32 v3, v3, v15
	v_add_f32_e32 v2, v2, v9
	v_add_f32_e32 v3, v3, v8
	v_add_f32_e32 v0, v2, v0
	v_add_f32_e32 v2, v3, v5
	v_add_f32_e32 v44, v0, v1
	v_add_f32_e32 v45, v2, v4
	s_cbranch_scc1 .LBB8_2
	s_branch .LBB8_4
.LBB8_3:
	v_mov_b32_e32 v44, s60
	v_mov_b32_e32 v45, s61
.LBB8_4:
	s_ashr_i32 s5, s55, 31
	s_mov_b32 s4, s55
	s_lshl_b64 s[4:5], s[4:5], 3
	s_add_u32 s49, s52, s4
	s_load_dwordx4 s[44:47], s[40:41], 0x10
	s_addc_u32 s50, s53, s5
	s_add_u32 s40, s40, 64
	v_lshlrev_b32_e32 v0, 10, v40
	s_addc_u32 s41, s41, 0
	v_or_b32_e32 v40, v41, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v41, vcc, v0, v41
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v0, v42
	v_mul_lo_u32 v0, v0, s48
	v_cmp_neq_f32_e64 s[4:5], s46, 0
	v_cmp_neq_f32_e64 s[6:7], s47, 0
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_add_u32_e32 v0, vcc, v41, v0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB8_6
; %bb.5:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v4, s50
	v_add_u32_e32 v2, vcc, s49, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dwordx2 v[4:5], v[2:3]
	v_mul_f32_e32 v2, s45, v45
	v_mul_f32_e32 v3, s45, v44
	v_mad_f32 v2, s44, v44, -v2
	v_mac_f32_e32 v3, s44, v45
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, s46, v4
	v_mac_f32_e32 v3, s46, v5
	v_mad_f32 v2, -s47, v5, v2
	v_mac_f32_e32 v3, s47, v4
	s_cbranch_execz .LBB8_7
	s_branch .LBB8_8
.LBB8_6:
                                        ; implicit-def: $vgpr2_vgpr3
.LBB8_7:
	v_mul_f32_e32 v1, s45, v45
	v_mul_f32_e32 v3, s45, v44
	v_mad_f32 v2, s44, v44, -v1
	v_mac_f32_e32 v3, s44, v45
	v_ashrrev_i32_e32 v1, 31, v0
.LBB8_8:
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, s50
	v_add_u32_e32 v0, vcc, s49, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xgemm
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
		.amdhsa_next_free_sgpr 77
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
.Lfunc_end8:
	.size	Xgemm, .Lfunc_end8-Xgemm
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1796
; NumSgprs: 83
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 83
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
      - .offset:         16
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'realM*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'realN*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'realM*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         60
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
    .name:           Xgemm
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     83
    .sgpr_spill_count: 0
    .symbol:         Xgemm.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
