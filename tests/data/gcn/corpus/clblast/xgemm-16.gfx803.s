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
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	InitAccRegisters, .Lfunc_end2-InitAccRegisters
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 12
; NumSgprs: 32
; NumVgprs: 1
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
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v0, vcc, v46, v0
	v_addc_u32_e32 v1, vcc, v45, v1, vcc
	flat_load_ushort v0, v[0:1]
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
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v0, vcc, v46, v0
	v_addc_u32_e32 v1, vcc, v45, v1, vcc
	flat_load_ushort v0, v[0:1]
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
	v_fma_f16 v0, v1, v2, v0
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	MultiplyAddVector, .Lfunc_end5-MultiplyAddVector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 20
; NumSgprs: 32
; NumVgprs: 3
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
	buffer_store_dword v40, off, s[0:3], s32 offset:36 ; 4-byte Folded Spill
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
	s_addk_i32 s32, 0xc00
	buffer_store_dword v41, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 13
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 14
	v_mov_b32_e32 v46, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v45, v7
	v_mov_b32_e32 v43, v6
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v4
	v_mov_b32_e32 v57, v3
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v57, vcc, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v56, vcc, v0, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v57, vcc, v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v56, v0
	v_mul_lo_u32 v0, v0, v47
                                        ; implicit-def: $vgpr2
	v_add_u32_e32 v0, vcc, v57, v0
	v_cmp_neq_f16_e32 vcc, 0, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB6_2
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v2, vcc, v42, v2
	v_addc_u32_e32 v3, vcc, v41, v3, vcc
	flat_load_ushort v2, v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f16_e32 v2, v2, v45
	v_fma_f16 v2, v43, v44, v2
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr43
.LBB6_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_f16_e32 v2, v44, v43
	v_ashrrev_i32_e32 v1, 31, v0
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_readlane_b32 s4, v40, 13
	v_add_u32_e32 v0, vcc, v42, v0
	v_addc_u32_e32 v1, vcc, v41, v1, vcc
	flat_store_short v[0:1], v2
	buffer_load_dword v57, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
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
	s_addk_i32 s32, 0xf400
	v_readlane_b32 s33, v40, 15
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:36 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end6:
	.size	StoreResults, .Lfunc_end6-StoreResults
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 824
; NumSgprs: 54
; NumVgprs: 58
; ScratchSize: 16432
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
	v_writelane_b32 v40, s33, 22
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
	v_writelane_b32 v40, s47, 13
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s49, 15
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	v_writelane_b32 v40, s52, 18
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s53, 19
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
	v_writelane_b32 v40, s30, 20
	v_mov_b32_e32 v59, v2
	v_writelane_b32 v40, s31, 21
	v_mov_b32_e32 v45, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v62, v10
	v_mov_b32_e32 v61, v9
	v_mov_b32_e32 v42, v8
	v_mov_b32_e32 v43, v7
	v_mov_b32_e32 v47, v6
	v_mov_b32_e32 v56, v5
	v_mov_b32_e32 v57, v4
	v_mov_b32_e32 v58, v3
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v46, v0
	s_mov_b32 s45, 0
	v_cmp_lt_i32_e32 vcc, 0, v59
	v_mov_b32_e32 v44, 0
	s_addk_i32 s32, 0x1800
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB7_4
; %bb.1:
	v_mul_lo_u32 v63, v60, 7
	buffer_store_dword v62, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v41, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s53, s53, _Z12get_group_idj@rel32@hi+12
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v42, vcc, v0, v61
	v_add_u32_e32 v0, vcc, v41, v42
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v0, vcc, v58, v0
	v_addc_u32_e32 v1, vcc, v57, v1, vcc
	flat_load_ushort v62, v[0:1]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v0, v61
	v_add_u32_e32 v1, vcc, v43, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	s_add_i32 s45, s45, 8
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_ushort v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f16 v3, v62, v1, v44
	v_add_u32_e32 v1, vcc, v46, v41
	v_add_u32_e32 v1, vcc, v1, v42
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_ushort v4, v[1:2]
	v_add_u32_e32 v1, vcc, v60, v43
	v_add_u32_e32 v1, vcc, v1, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_ushort v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f16 v3, v4, v1, v3
	v_lshlrev_b32_e32 v1, 1, v46
	v_add_u32_e32 v1, vcc, v1, v41
	v_add_u32_e32 v1, vcc, v1, v42
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_ushort v4, v[1:2]
	v_lshlrev_b32_e32 v1, 1, v60
	v_add_u32_e32 v1, vcc, v1, v43
	v_add_u32_e32 v1, vcc, v1, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_ushort v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f16 v3, v4, v1, v3
	v_mul_lo_u32 v1, v46, 3
	v_add_u32_e32 v1, vcc, v1, v41
	v_add_u32_e32 v1, vcc, v1, v42
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_ushort v4, v[1:2]
	v_mul_lo_u32 v1, v60, 3
	v_add_u32_e32 v1, vcc, v1, v43
	v_add_u32_e32 v1, vcc, v1, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_ushort v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f16 v3, v4, v1, v3
	v_lshlrev_b32_e32 v1, 2, v46
	v_add_u32_e32 v1, vcc, v1, v41
	v_add_u32_e32 v1, vcc, v1, v42
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_ushort v4, v[1:2]
	v_lshlrev_b32_e32 v1, 2, v60
	v_add_u32_e32 v1, vcc, v1, v43
	v_add_u32_e32 v1, vcc, v1, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_ushort v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f16 v3, v4, v1, v3
	v_mul_lo_u32 v1, v46, 5
	v_add_u32_e32 v1, vcc, v1, v41
	v_add_u32_e32 v1, vcc, v1, v42
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_ushort v4, v[1:2]
	v_mul_lo_u32 v1, v60, 5
	v_add_u32_e32 v1, vcc, v1, v43
	v_add_u32_e32 v1, vcc, v1, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_ushort v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f16 v3, v4, v1, v3
	v_mul_lo_u32 v1, v46, 6
	v_add_u32_e32 v1, vcc, v1, v41
	v_add_u32_e32 v1, vcc, v1, v42
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_ushort v4, v[1:2]
	v_mul_lo_u32 v1, v60, 6
	v_add_u32_e32 v1, vcc, v1, v43
	v_add_u32_e32 v1, vcc, v1, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v56, v1
	v_addc_u32_e32 v2, vcc, v47, v2, vcc
	flat_load_ushort v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_fma_f16 v3, v4, v1, v3
	v_mul_lo_u32 v1, v46, 7
	v_add_u32_e32 v1, vcc, v1, v41
	v_add_u32_e32 v1, vcc, v1, v42
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 1, v[1:2]
	v_add_u32_e32 v1, vcc, v58, v1
	v_addc_u32_e32 v2, vcc, v57, v2, vcc
	flat_load_ushort v2, v[1:2]
	v_add_u32_e32 v1, vcc, v63, v43
	v_add_u32_e32 v0, vcc, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_u32_e32 v0, vcc, v56, v0
	v_addc_u32_e32 v1, vcc, v47, v1, vcc
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_fma_f16 v44, v2, v0, v3
	v_lshlrev_b32_e32 v0, 3, v46
	v_add_u32_e32 v41, vcc, v41, v0
	v_lshlrev_b32_e32 v0, 3, v60
	v_add_u32_e32 v43, vcc, v43, v0
	v_cmp_ge_i32_e32 vcc, s45, v59
	s_or_b64 s[48:49], vcc, s[48:49]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execnz .LBB7_2
; %bb.3:
	s_or_b64 exec, exec, s[48:49]
	buffer_load_dword v42, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
.LBB7_4:
	s_or_b64 exec, exec, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v41, vcc, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v0, v56
	v_mul_lo_u32 v0, v0, v46
                                        ; implicit-def: $vgpr2
	v_add_u32_e32 v0, vcc, v41, v0
	v_cmp_neq_f16_e32 vcc, 0, v62
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB7_6
; %bb.5:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v2, vcc, v43, v2
	v_addc_u32_e32 v3, vcc, v42, v3, vcc
	flat_load_ushort v2, v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f16_e32 v2, v2, v62
	v_fma_f16 v2, v61, v44, v2
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr61
.LBB7_6:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.7:
	v_mul_f16_e32 v2, v44, v61
	v_ashrrev_i32_e32 v1, 31, v0
; %bb.8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_readlane_b32 s4, v40, 20
	v_add_u32_e32 v0, vcc, v43, v0
	v_addc_u32_e32 v1, vcc, v42, v1, vcc
	flat_store_short v[0:1], v2
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
	v_readlane_b32 s5, v40, 21
	v_readlane_b32 s53, v40, 19
	v_readlane_b32 s52, v40, 18
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
	v_readlane_b32 s48, v40, 14
	v_readlane_b32 s47, v40, 13
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
	v_readlane_b32 s33, v40, 22
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
; codeLenInByte = 2204
; NumSgprs: 60
; NumVgprs: 64
; ScratchSize: 16480
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
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dword s60, s[8:9], 0x10
	s_load_dwordx2 s[46:47], s[8:9], 0x28
	s_load_dwordx2 s[52:53], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
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
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s13
	s_cbranch_scc1 .LBB8_3
; %bb.1:
	s_load_dwordx2 s[4:5], s[40:41], 0x20
	s_load_dwordx2 s[54:55], s[40:41], 0x18
	s_ashr_i32 s7, s52, 31
	s_mov_b32 s6, s52
	s_lshl_b64 s[6:7], s[6:7], 1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s52, s4, s6
	s_addc_u32 s61, s5, s7
	s_lshl_b32 s62, s49, 3
	s_lshl_b32 s63, s49, 1
	s_lshl_b32 s65, s49, 2
	s_lshl_b32 s69, s48, 3
	s_lshl_b32 s70, s48, 1
	s_lshl_b32 s72, s48, 2
	v_lshlrev_b32_e32 v0, 10, v40
	s_mul_i32 s64, s49, 3
	s_mul_i32 s66, s49, 5
	s_mul_i32 s67, s49, 6
	s_mul_i32 s68, s49, 7
	s_mul_i32 s71, s48, 3
	s_mul_i32 s73, s48, 5
	s_mul_i32 s74, s48, 6
	s_mul_i32 s75, s48, 7
	s_mov_b32 s76, 0
	v_mov_b32_e32 v44, 0
	v_or_b32_e32 v42, v41, v0
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s57, s57, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 s77, 0
	s_mov_b32 s78, 0
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s59, s59, _Z12get_group_idj@rel32@hi+12
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s44, s40, 56
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
	v_add_u32_e32 v45, vcc, v0, v43
	v_add_u32_e32 v0, vcc, s76, v45
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v46, s55
	v_add_u32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v46, v1, vcc
	flat_load_ushort v47, v[0:1]
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
	s_add_i32 s4, s48, s76
	s_add_i32 s5, s70, s76
	s_add_i32 s6, s71, s76
	s_add_i32 s7, s72, s76
	s_add_i32 s8, s73, s76
	s_add_i32 s9, s74, s76
	s_add_i32 s10, s75, s76
	v_add_u32_e32 v1, vcc, s4, v45
	v_add_u32_e32 v3, vcc, s5, v45
	v_add_u32_e32 v5, vcc, s6, v45
	v_add_u32_e32 v7, vcc, s7, v45
	v_add_u32_e32 v9, vcc, s8, v45
	v_add_u32_e32 v11, vcc, s9, v45
	v_add_u32_e32 v13, vcc, s10, v45
	v_lshlrev_b32_e32 v0, 3, v0
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_i32 s11, s49, s77
	s_add_i32 s12, s63, s77
	s_add_i32 s13, s64, s77
	v_ashrrev_i32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_u32_e32 v15, vcc, v0, v43
	v_lshlrev_b64 v[0:1], 1, v[1:2]
	v_lshlrev_b64 v[2:3], 1, v[3:4]
	v_lshlrev_b64 v[4:5], 1, v[5:6]
	v_lshlrev_b64 v[6:7], 1, v[7:8]
	v_lshlrev_b64 v[8:9], 1, v[9:10]
	v_lshlrev_b64 v[10:11], 1, v[11:12]
	v_lshlrev_b64 v[12:13], 1, v[13:14]
	v_add_u32_e32 v14, vcc, s77, v15
	v_add_u32_e32 v16, vcc, s11, v15
	v_add_u32_e32 v18, vcc, s12, v15
	v_add_u32_e32 v20, vcc, s13, v15
	v_add_u32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v46, v1, vcc
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v46, v3, vcc
	v_add_u32_e32 v4, vcc, s54, v4
	v_addc_u32_e32 v5, vcc, v46, v5, vcc
	v_add_u32_e32 v6, vcc, s54, v6
	v_addc_u32_e32 v7, vcc, v46, v7, vcc
	v_add_u32_e32 v8, vcc, s54, v8
	v_addc_u32_e32 v9, vcc, v46, v9, vcc
	v_add_u32_e32 v10, vcc, s54, v10
	v_addc_u32_e32 v11, vcc, v46, v11, vcc
	s_add_i32 s14, s65, s77
	s_add_i32 s15, s66, s77
	s_add_i32 s16, s67, s77
	s_add_i32 s17, s68, s77
	v_add_u32_e32 v12, vcc, s54, v12
	v_addc_u32_e32 v13, vcc, v46, v13, vcc
	v_add_u32_e32 v22, vcc, s14, v15
	flat_load_ushort v32, v[0:1]
	flat_load_ushort v35, v[6:7]
	v_add_u32_e32 v0, vcc, s15, v15
	flat_load_ushort v33, v[2:3]
	flat_load_ushort v34, v[4:5]
	v_add_u32_e32 v2, vcc, s16, v15
	v_add_u32_e32 v4, vcc, s17, v15
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[6:7], 1, v[14:15]
	v_ashrrev_i32_e32 v17, 31, v16
	v_mov_b32_e32 v24, s61
	v_lshlrev_b64 v[14:15], 1, v[16:17]
	v_add_u32_e32 v6, vcc, s52, v6
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_u32_e32 v7, vcc, v24, v7, vcc
	v_mov_b32_e32 v25, s61
	v_lshlrev_b64 v[16:17], 1, v[18:19]
	v_lshlrev_b64 v[18:19], 1, v[20:21]
	v_lshlrev_b64 v[20:21], 1, v[22:23]
	flat_load_ushort v22, v[8:9]
	flat_load_ushort v23, v[10:11]
	flat_load_ushort v36, v[12:13]
	v_add_u32_e32 v8, vcc, s52, v14
	v_addc_u32_e32 v9, vcc, v25, v15, vcc
	v_mov_b32_e32 v26, s61
	v_add_u32_e32 v10, vcc, s52, v16
	v_addc_u32_e32 v11, vcc, v26, v17, vcc
	v_mov_b32_e32 v27, s61
	v_add_u32_e32 v12, vcc, s52, v18
	v_ashrrev_i32_e32 v1, 31, v0
	v_addc_u32_e32 v13, vcc, v27, v19, vcc
	v_mov_b32_e32 v28, s61
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_u32_e32 v14, vcc, s52, v20
	v_ashrrev_i32_e32 v3, 31, v2
	v_addc_u32_e32 v15, vcc, v28, v21, vcc
	v_mov_b32_e32 v29, s61
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_add_u32_e32 v0, vcc, s52, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_addc_u32_e32 v1, vcc, v29, v1, vcc
	v_mov_b32_e32 v30, s61
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	v_add_u32_e32 v2, vcc, s52, v2
	v_addc_u32_e32 v3, vcc, v30, v3, vcc
	v_mov_b32_e32 v31, s61
	v_add_u32_e32 v4, vcc, s52, v4
	v_addc_u32_e32 v5, vcc, v31, v5, vcc
	flat_load_ushort v6, v[6:7]
	flat_load_ushort v7, v[8:9]
	flat_load_ushort v8, v[10:11]
	flat_load_ushort v9, v[12:13]
	flat_load_ushort v10, v[14:15]
	flat_load_ushort v0, v[0:1]
	flat_load_ushort v1, v[2:3]
	flat_load_ushort v2, v[4:5]
	s_add_i32 s78, s78, 8
	s_add_i32 s76, s76, s69
	s_add_i32 s77, s77, s62
	s_cmp_lt_i32 s78, s50
	s_waitcnt vmcnt(7)
	v_fma_f16 v3, v47, v6, v44
	s_waitcnt vmcnt(6)
	v_fma_f16 v3, v32, v7, v3
	s_waitcnt vmcnt(5)
	v_fma_f16 v3, v33, v8, v3
	s_waitcnt vmcnt(4)
	v_fma_f16 v3, v34, v9, v3
	s_waitcnt vmcnt(3)
	v_fma_f16 v3, v35, v10, v3
	s_waitcnt vmcnt(2)
	v_fma_f16 v0, v22, v0, v3
	s_waitcnt vmcnt(1)
	v_fma_f16 v0, v23, v1, v0
	s_waitcnt vmcnt(0)
	v_fma_f16 v44, v36, v2, v0
	s_cbranch_scc1 .LBB8_2
	s_branch .LBB8_4
.LBB8_3:
	v_mov_b32_e32 v44, 0
.LBB8_4:
	s_ashr_i32 s5, s53, 31
	s_mov_b32 s4, s53
	s_lshl_b64 s[4:5], s[4:5], 1
	s_add_u32 s44, s46, s4
	s_addc_u32 s45, s47, s5
	s_add_u32 s40, s40, 56
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
	v_cvt_f16_f32_e32 v43, s51
	v_cvt_f16_f32_e32 v45, s60
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
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
	s_swappc_b64 s[30:31], s[46:47]
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
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
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
	s_swappc_b64 s[30:31], s[46:47]
	v_lshlrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, vcc, v0, v42
	v_mul_lo_u32 v0, v0, s48
	v_add_u32_e32 v0, vcc, v41, v0
	v_cmp_neq_f16_e32 vcc, 0, v45
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccz .LBB8_8
; %bb.5:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_mov_b32_e32 v4, s45
	v_add_u32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_ushort v2, v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f16_e32 v2, v2, v45
	v_fma_f16 v2, v43, v44, v2
	s_cbranch_execnz .LBB8_7
.LBB8_6:
	v_mul_f16_e32 v2, v44, v43
	v_ashrrev_i32_e32 v1, 31, v0
.LBB8_7:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v3, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_short v[0:1], v2
	s_endpgm
.LBB8_8:
                                        ; implicit-def: $vgpr2
	s_branch .LBB8_6
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xgemm
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 79
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
; codeLenInByte = 1576
; NumSgprs: 85
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 85
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
      - .offset:         12
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'realM*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'realN*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'realM*'
        .value_kind:     global_buffer
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
    .max_flat_workgroup_size: 64
    .name:           Xgemm
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     85
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
