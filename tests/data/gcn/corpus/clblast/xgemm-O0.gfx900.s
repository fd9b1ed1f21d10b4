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
	s_add_i32 s32, s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s30, v40, 0
	v_readlane_b32 s31, v40, 1
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	GetGroupID1, .Lfunc_end0-GetGroupID1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 156
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
	s_add_i32 s32, s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s30, v40, 0
	v_readlane_b32 s31, v40, 1
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	GetGroupID0, .Lfunc_end1-GetGroupID0
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 156
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
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	InitAccRegisters, .Lfunc_end2-InitAccRegisters
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 60
; NumSgprs: 38
; NumVgprs: 1
; ScratchSize: 8
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
	buffer_store_dword v41, off, s[0:3], s32 offset:56 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 13
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x1000
	buffer_store_dword v40, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s30, 0
	v_writelane_b32 v41, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	v_writelane_b32 v41, s14, 2
	v_writelane_b32 v41, s13, 3
	v_writelane_b32 v41, s12, 4
	v_writelane_b32 v41, s10, 5
	v_writelane_b32 v41, s11, 6
	v_writelane_b32 v41, s8, 7
	v_writelane_b32 v41, s9, 8
	v_writelane_b32 v41, s6, 9
	v_writelane_b32 v41, s7, 10
	v_writelane_b32 v41, s4, 11
	v_writelane_b32 v41, s5, 12
	v_mov_b32_e32 v6, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
                                        ; kill: def $vgpr6_vgpr7 killed $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v6, v1
	buffer_store_dword v6, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_store_dword v2, off, s[0:3], s33 offset:16
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	buffer_store_dword v4, off, s[0:3], s33 offset:24
	buffer_store_dword v5, off, s[0:3], s33 offset:28
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v41, 11
	v_readlane_b32 s5, v41, 12
	v_readlane_b32 s6, v41, 9
	v_readlane_b32 s7, v41, 10
	v_readlane_b32 s8, v41, 7
	v_readlane_b32 s9, v41, 8
	v_readlane_b32 s10, v41, 5
	v_readlane_b32 s11, v41, 6
	v_readlane_b32 s12, v41, 4
	v_readlane_b32 s13, v41, 3
	v_readlane_b32 s14, v41, 2
	buffer_load_dword v31, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, GetGroupID0@rel32@lo+4
	s_addc_u32 s17, s17, GetGroupID0@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	v_readlane_b32 s30, v41, 0
	v_readlane_b32 s31, v41, 1
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:36
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v3, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v3, v0, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_nop 0
	buffer_load_dword v40, off, s[0:3], s33 ; 4-byte Folded Reload
	s_add_i32 s32, s32, 0xfffff000
	v_readlane_b32 s33, v41, 13
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:56 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	GlobalToPrivateA, .Lfunc_end3-GlobalToPrivateA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 744
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16464
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
	buffer_store_dword v41, off, s[0:3], s32 offset:52 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 13
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x1000
	buffer_store_dword v40, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s30, 0
	v_writelane_b32 v41, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	v_writelane_b32 v41, s14, 2
	v_writelane_b32 v41, s13, 3
	v_writelane_b32 v41, s12, 4
	v_writelane_b32 v41, s10, 5
	v_writelane_b32 v41, s11, 6
	v_writelane_b32 v41, s8, 7
	v_writelane_b32 v41, s9, 8
	v_writelane_b32 v41, s6, 9
	v_writelane_b32 v41, s7, 10
	v_writelane_b32 v41, s4, 11
	v_writelane_b32 v41, s5, 12
	v_mov_b32_e32 v5, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
                                        ; kill: def $vgpr5_vgpr6 killed $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v5, v1
	buffer_store_dword v5, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_store_dword v2, off, s[0:3], s33 offset:16
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	buffer_store_dword v4, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v41, 11
	v_readlane_b32 s5, v41, 12
	v_readlane_b32 s6, v41, 9
	v_readlane_b32 s7, v41, 10
	v_readlane_b32 s8, v41, 7
	v_readlane_b32 s9, v41, 8
	v_readlane_b32 s10, v41, 5
	v_readlane_b32 s11, v41, 6
	v_readlane_b32 s12, v41, 4
	v_readlane_b32 s13, v41, 3
	v_readlane_b32 s14, v41, 2
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, GetGroupID1@rel32@lo+4
	s_addc_u32 s17, s17, GetGroupID1@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	v_readlane_b32 s30, v41, 0
	v_readlane_b32 s31, v41, 1
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v3, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v3, v0, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_nop 0
	buffer_load_dword v40, off, s[0:3], s33 ; 4-byte Folded Reload
	s_add_i32 s32, s32, 0xfffff000
	v_readlane_b32 s33, v41, 13
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:52 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	GlobalToPrivateB, .Lfunc_end4-GlobalToPrivateB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 736
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16464
; MemoryBound: 0
	.text
	.hidden	MultiplyAddVector               ; -- Begin function MultiplyAddVector
	.globl	MultiplyAddVector
	.p2align	2
	.type	MultiplyAddVector,@function
MultiplyAddVector:                      ; @MultiplyAddVector
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x400
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_add_i32 s32, s32, 0xfffffc00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	MultiplyAddVector, .Lfunc_end5-MultiplyAddVector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 124
; NumSgprs: 38
; NumVgprs: 3
; ScratchSize: 16
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
	buffer_store_dword v41, off, s[0:3], s32 offset:100 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 20
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x1c00
	buffer_store_dword v40, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s30, 0
	v_writelane_b32 v41, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_writelane_b32 v41, s14, 2
	v_writelane_b32 v41, s13, 3
	v_writelane_b32 v41, s12, 4
	v_writelane_b32 v41, s10, 5
	v_writelane_b32 v41, s11, 6
	v_writelane_b32 v41, s8, 7
	v_writelane_b32 v41, s9, 8
	v_writelane_b32 v41, s6, 9
	v_writelane_b32 v41, s7, 10
	v_writelane_b32 v41, s4, 11
	v_writelane_b32 v41, s5, 12
	v_mov_b32_e32 v8, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v8
                                        ; kill: def $vgpr8_vgpr9 killed $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v8, v1
	buffer_store_dword v8, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_store_dword v2, off, s[0:3], s33 offset:16
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	buffer_store_dword v4, off, s[0:3], s33 offset:24
	buffer_store_dword v5, off, s[0:3], s33 offset:28
	buffer_store_dword v6, off, s[0:3], s33 offset:32
	buffer_store_dword v7, off, s[0:3], s33 offset:36
	buffer_load_dword v0, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_writelane_b32 v41, s16, 13
	v_writelane_b32 v41, s17, 14
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s16, v41, 13
	v_readlane_b32 s17, v41, 14
	v_readlane_b32 s4, v41, 11
	v_readlane_b32 s5, v41, 12
	v_readlane_b32 s6, v41, 9
	v_readlane_b32 s7, v41, 10
	v_readlane_b32 s8, v41, 7
	v_readlane_b32 s9, v41, 8
	v_readlane_b32 s10, v41, 5
	v_readlane_b32 s11, v41, 6
	v_readlane_b32 s12, v41, 4
	v_readlane_b32 s13, v41, 3
	v_readlane_b32 s14, v41, 2
	buffer_load_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v41, 11
	v_readlane_b32 s5, v41, 12
	v_readlane_b32 s6, v41, 9
	v_readlane_b32 s7, v41, 10
	v_readlane_b32 s8, v41, 7
	v_readlane_b32 s9, v41, 8
	v_readlane_b32 s10, v41, 5
	v_readlane_b32 s11, v41, 6
	v_readlane_b32 s12, v41, 4
	v_readlane_b32 s13, v41, 3
	v_readlane_b32 s14, v41, 2
	buffer_load_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, GetGroupID0@rel32@lo+4
	s_addc_u32 s17, s17, GetGroupID0@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_readlane_b32 s4, v41, 11
	v_readlane_b32 s5, v41, 12
	v_readlane_b32 s6, v41, 9
	v_readlane_b32 s7, v41, 10
	v_readlane_b32 s8, v41, 7
	v_readlane_b32 s9, v41, 8
	v_readlane_b32 s10, v41, 5
	v_readlane_b32 s11, v41, 6
	v_readlane_b32 s12, v41, 4
	v_readlane_b32 s13, v41, 3
	v_readlane_b32 s14, v41, 2
	buffer_load_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_mov_b32 s15, 3
	v_writelane_b32 v41, s15, 15
	s_waitcnt vmcnt(1)
	v_lshl_add_u32 v0, v0, s15, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, GetGroupID1@rel32@lo+4
	s_addc_u32 s17, s17, GetGroupID1@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_readlane_b32 s4, v41, 15
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:36
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v41, s6, 16
	v_writelane_b32 v41, s7, 17
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB6_1
	s_branch .LBB6_3
.LBB6_1:
	v_readlane_b32 s4, v41, 16
	v_readlane_b32 s5, v41, 17
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v41, s4, 18
	v_writelane_b32 v41, s5, 19
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB6_4
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	s_branch .LBB6_4
.LBB6_3:
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:56
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	buffer_load_dword v2, off, s[0:3], s33 offset:36
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v2, v2, v3
	v_fma_f32 v0, v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	s_branch .LBB6_1
.LBB6_4:
	v_readlane_b32 s6, v41, 18
	v_readlane_b32 s7, v41, 19
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v41, 0
	v_readlane_b32 s5, v41, 1
	buffer_load_dword v2, off, s[0:3], s33 offset:60
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:56
                                        ; implicit-def: $sgpr6
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s6, 2
	v_lshlrev_b64 v[5:6], s6, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[6:7], v0, v4
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	buffer_load_dword v40, off, s[0:3], s33 ; 4-byte Folded Reload
	s_add_i32 s32, s32, 0xffffe400
	v_readlane_b32 s33, v41, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:100 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end6:
	.size	StoreResults, .Lfunc_end6-StoreResults
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1612
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16512
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
	buffer_store_dword v40, off, s[0:3], s32 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s32 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s32 offset:148 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v43, s33, 40
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x2800
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_writelane_b32 v40, s14, 2
	v_writelane_b32 v40, s13, 3
	v_writelane_b32 v40, s12, 4
	v_writelane_b32 v40, s10, 5
	v_writelane_b32 v40, s11, 6
	v_writelane_b32 v40, s8, 7
	v_writelane_b32 v40, s9, 8
	v_writelane_b32 v40, s6, 9
	v_writelane_b32 v40, s7, 10
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
	buffer_store_dword v8, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v6, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v4, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_mov_b32_e32 v6, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v11
                                        ; kill: def $vgpr11_vgpr12 killed $vgpr0_vgpr1 killed $exec
                                        ; kill: def $vgpr11_vgpr12 killed $vgpr2_vgpr3 killed $exec
                                        ; kill: def $vgpr11_vgpr12 killed $vgpr4_vgpr5 killed $exec
	buffer_store_dword v8, off, s[0:3], s33 offset:4
	buffer_store_dword v7, off, s[0:3], s33 offset:8
	buffer_store_dword v6, off, s[0:3], s33 offset:12
	v_mov_b32_e32 v6, v5
	buffer_store_dword v6, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5 killed $exec
	buffer_store_dword v4, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v4, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(7)
	buffer_store_dword v2, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(8)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_store_dword v9, off, s[0:3], s33 offset:40
	buffer_store_dword v10, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
.LBB7_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_4 Depth 2
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s7, v40, 14
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 23
	v_writelane_b32 v40, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_3
; %bb.2:                                ;   in Loop: Header=BB7_1 Depth=1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	s_branch .LBB7_4
.LBB7_3:                                ;   in Loop: Header=BB7_1 Depth=1
	v_readlane_b32 s4, v40, 23
	v_readlane_b32 s5, v40, 24
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 17
	v_readlane_b32 s9, v40, 18
	v_readlane_b32 s6, v40, 21
	v_readlane_b32 s7, v40, 22
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 15
	v_writelane_b32 v40, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 13
	v_writelane_b32 v40, s7, 14
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 27
	v_writelane_b32 v40, s7, 28
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_1
	s_branch .LBB7_11
.LBB7_4:                                ;   Parent Loop BB7_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	v_readlane_b32 s6, v40, 25
	v_readlane_b32 s7, v40, 26
	v_writelane_b32 v40, s6, 31
	v_writelane_b32 v40, s7, 32
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 33
	v_writelane_b32 v40, s5, 34
	v_writelane_b32 v40, s4, 35
	v_writelane_b32 v40, s5, 36
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 37
	v_writelane_b32 v40, s5, 38
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_6
; %bb.5:                                ;   in Loop: Header=BB7_4 Depth=2
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 2
	v_readlane_b32 s13, v40, 3
	v_readlane_b32 s12, v40, 4
	v_readlane_b32 s10, v40, 5
	v_readlane_b32 s11, v40, 6
	v_readlane_b32 s8, v40, 7
	v_readlane_b32 s9, v40, 8
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, InitAccRegisters@rel32@lo+4
	s_addc_u32 s17, s17, InitAccRegisters@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	buffer_load_dword v2, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	v_lshrrev_b32_e64 v2, 6, s33
	v_add_u32_e32 v2, 56, v2
	s_mov_b32 s4, 2
	v_lshl_add_u32 v1, v1, s4, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_branch .LBB7_7
.LBB7_6:                                ;   in Loop: Header=BB7_4 Depth=2
	v_readlane_b32 s4, v40, 37
	v_readlane_b32 s5, v40, 38
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 31
	v_readlane_b32 s9, v40, 32
	v_readlane_b32 s6, v40, 35
	v_readlane_b32 s7, v40, 36
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 29
	v_writelane_b32 v40, s7, 30
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 25
	v_writelane_b32 v40, s7, 26
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 39
	v_writelane_b32 v40, s7, 40
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_4
	s_branch .LBB7_8
.LBB7_7:                                ;   in Loop: Header=BB7_4 Depth=2
	v_readlane_b32 s4, v40, 33
	v_readlane_b32 s5, v40, 34
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 35
	v_writelane_b32 v40, s5, 36
	s_branch .LBB7_6
.LBB7_8:                                ;   in Loop: Header=BB7_1 Depth=1
	v_readlane_b32 s4, v40, 39
	v_readlane_b32 s5, v40, 40
	s_or_b64 exec, exec, s[4:5]
; %bb.9:                                ;   in Loop: Header=BB7_1 Depth=1
; %bb.10:                               ;   in Loop: Header=BB7_1 Depth=1
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_branch .LBB7_3
.LBB7_11:
	v_readlane_b32 s4, v40, 27
	v_readlane_b32 s5, v40, 28
	s_or_b64 exec, exec, s[4:5]
; %bb.12:
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 41
	v_writelane_b32 v40, s5, 42
.LBB7_13:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_16 Depth 2
                                        ;       Child Loop BB7_19 Depth 3
                                        ;         Child Loop BB7_22 Depth 4
                                        ;         Child Loop BB7_28 Depth 4
                                        ;         Child Loop BB7_34 Depth 4
                                        ;           Child Loop BB7_37 Depth 5
	v_readlane_b32 s4, v40, 43
	v_readlane_b32 s5, v40, 44
	v_readlane_b32 s6, v40, 41
	v_readlane_b32 s7, v40, 42
	v_writelane_b32 v40, s6, 45
	v_writelane_b32 v40, s7, 46
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 47
	v_writelane_b32 v40, s5, 48
	v_writelane_b32 v40, s4, 49
	v_writelane_b32 v40, s5, 50
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 51
	v_writelane_b32 v40, s5, 52
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_15
; %bb.14:                               ;   in Loop: Header=BB7_13 Depth=1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 53
	v_writelane_b32 v40, s5, 54
	s_branch .LBB7_16
.LBB7_15:                               ;   in Loop: Header=BB7_13 Depth=1
	v_readlane_b32 s4, v40, 51
	v_readlane_b32 s5, v40, 52
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 45
	v_readlane_b32 s9, v40, 46
	v_readlane_b32 s6, v40, 49
	v_readlane_b32 s7, v40, 50
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 43
	v_writelane_b32 v40, s7, 44
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 41
	v_writelane_b32 v40, s7, 42
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 55
	v_writelane_b32 v40, s7, 56
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_13
	s_branch .LBB7_53
.LBB7_16:                               ;   Parent Loop BB7_13 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB7_19 Depth 3
                                        ;         Child Loop BB7_22 Depth 4
                                        ;         Child Loop BB7_28 Depth 4
                                        ;         Child Loop BB7_34 Depth 4
                                        ;           Child Loop BB7_37 Depth 5
	v_readlane_b32 s4, v40, 57
	v_readlane_b32 s5, v40, 58
	v_readlane_b32 s6, v40, 53
	v_readlane_b32 s7, v40, 54
	v_writelane_b32 v40, s6, 59
	v_writelane_b32 v40, s7, 60
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_mov_b32 s6, 8
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 61
	v_writelane_b32 v40, s5, 62
	v_writelane_b32 v40, s4, 63
	v_writelane_b32 v42, s5, 0
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v42, s4, 1
	v_writelane_b32 v42, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_18
; %bb.17:                               ;   in Loop: Header=BB7_16 Depth=2
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:76
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v42, s4, 3
	v_writelane_b32 v42, s5, 4
	s_branch .LBB7_19
.LBB7_18:                               ;   in Loop: Header=BB7_16 Depth=2
	v_readlane_b32 s4, v42, 1
	v_readlane_b32 s5, v42, 2
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 59
	v_readlane_b32 s9, v40, 60
	v_readlane_b32 s6, v40, 63
	v_readlane_b32 s7, v42, 0
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 57
	v_writelane_b32 v40, s7, 58
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 53
	v_writelane_b32 v40, s7, 54
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 5
	v_writelane_b32 v42, s7, 6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_16
	s_branch .LBB7_50
.LBB7_19:                               ;   Parent Loop BB7_13 Depth=1
                                        ;     Parent Loop BB7_16 Depth=2
                                        ; =>    This Loop Header: Depth=3
                                        ;         Child Loop BB7_22 Depth 4
                                        ;         Child Loop BB7_28 Depth 4
                                        ;         Child Loop BB7_34 Depth 4
                                        ;           Child Loop BB7_37 Depth 5
	v_readlane_b32 s4, v42, 7
	v_readlane_b32 s5, v42, 8
	v_readlane_b32 s6, v42, 3
	v_readlane_b32 s7, v42, 4
	v_writelane_b32 v42, s6, 9
	v_writelane_b32 v42, s7, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 11
	v_writelane_b32 v42, s5, 12
	v_writelane_b32 v42, s4, 13
	v_writelane_b32 v42, s5, 14
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v42, s4, 15
	v_writelane_b32 v42, s5, 16
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_21
; %bb.20:                               ;   in Loop: Header=BB7_19 Depth=3
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v42, s4, 17
	v_writelane_b32 v42, s5, 18
	s_branch .LBB7_22
.LBB7_21:                               ;   in Loop: Header=BB7_19 Depth=3
	v_readlane_b32 s4, v42, 15
	v_readlane_b32 s5, v42, 16
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v42, 9
	v_readlane_b32 s9, v42, 10
	v_readlane_b32 s6, v42, 13
	v_readlane_b32 s7, v42, 14
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v42, s6, 7
	v_writelane_b32 v42, s7, 8
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 3
	v_writelane_b32 v42, s7, 4
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 19
	v_writelane_b32 v42, s7, 20
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_19
	s_branch .LBB7_47
.LBB7_22:                               ;   Parent Loop BB7_13 Depth=1
                                        ;     Parent Loop BB7_16 Depth=2
                                        ;       Parent Loop BB7_19 Depth=3
                                        ; =>      This Inner Loop Header: Depth=4
	v_readlane_b32 s4, v42, 21
	v_readlane_b32 s5, v42, 22
	v_readlane_b32 s6, v42, 17
	v_readlane_b32 s7, v42, 18
	v_writelane_b32 v42, s6, 23
	v_writelane_b32 v42, s7, 24
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 25
	v_writelane_b32 v42, s5, 26
	v_writelane_b32 v42, s4, 27
	v_writelane_b32 v42, s5, 28
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v42, s4, 29
	v_writelane_b32 v42, s5, 30
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_24
; %bb.23:                               ;   in Loop: Header=BB7_22 Depth=4
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 2
	v_readlane_b32 s13, v40, 3
	v_readlane_b32 s12, v40, 4
	v_readlane_b32 s10, v40, 5
	v_readlane_b32 s11, v40, 6
	v_readlane_b32 s8, v40, 7
	v_readlane_b32 s9, v40, 8
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v6, s15
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:84
	buffer_load_dword v3, off, s[0:3], s33 offset:4
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v5, off, s[0:3], s33 offset:68
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[6:7], s15, v[6:7]
	v_mov_b32_e32 v1, v6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, GlobalToPrivateA@rel32@lo+4
	s_addc_u32 s17, s17, GlobalToPrivateA@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	v_lshrrev_b32_e64 v2, 6, s33
	v_add_u32_e32 v2, 48, v2
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, s4, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_branch .LBB7_25
.LBB7_24:                               ;   in Loop: Header=BB7_22 Depth=4
	v_readlane_b32 s4, v42, 29
	v_readlane_b32 s5, v42, 30
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v42, 23
	v_readlane_b32 s9, v42, 24
	v_readlane_b32 s6, v42, 27
	v_readlane_b32 s7, v42, 28
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v42, s6, 21
	v_writelane_b32 v42, s7, 22
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 17
	v_writelane_b32 v42, s7, 18
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 31
	v_writelane_b32 v42, s7, 32
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_22
	s_branch .LBB7_26
.LBB7_25:                               ;   in Loop: Header=BB7_22 Depth=4
	v_readlane_b32 s4, v42, 25
	v_readlane_b32 s5, v42, 26
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 27
	v_writelane_b32 v42, s5, 28
	s_branch .LBB7_24
.LBB7_26:                               ;   in Loop: Header=BB7_19 Depth=3
	v_readlane_b32 s4, v42, 31
	v_readlane_b32 s5, v42, 32
	s_or_b64 exec, exec, s[4:5]
; %bb.27:                               ;   in Loop: Header=BB7_19 Depth=3
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v42, s4, 33
	v_writelane_b32 v42, s5, 34
.LBB7_28:                               ;   Parent Loop BB7_13 Depth=1
                                        ;     Parent Loop BB7_16 Depth=2
                                        ;       Parent Loop BB7_19 Depth=3
                                        ; =>      This Inner Loop Header: Depth=4
	v_readlane_b32 s4, v42, 35
	v_readlane_b32 s5, v42, 36
	v_readlane_b32 s6, v42, 33
	v_readlane_b32 s7, v42, 34
	v_writelane_b32 v42, s6, 37
	v_writelane_b32 v42, s7, 38
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 39
	v_writelane_b32 v42, s5, 40
	v_writelane_b32 v42, s4, 41
	v_writelane_b32 v42, s5, 42
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v42, s4, 43
	v_writelane_b32 v42, s5, 44
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_30
; %bb.29:                               ;   in Loop: Header=BB7_28 Depth=4
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 2
	v_readlane_b32 s13, v40, 3
	v_readlane_b32 s12, v40, 4
	v_readlane_b32 s10, v40, 5
	v_readlane_b32 s11, v40, 6
	v_readlane_b32 s8, v40, 7
	v_readlane_b32 s9, v40, 8
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v5, s15
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:88
	buffer_load_dword v3, off, s[0:3], s33 offset:8
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[5:6], s15, v[5:6]
	v_mov_b32_e32 v1, v5
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, GlobalToPrivateB@rel32@lo+4
	s_addc_u32 s17, s17, GlobalToPrivateB@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	v_lshrrev_b32_e64 v2, 6, s33
	v_add_u32_e32 v2, 52, v2
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, s4, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_branch .LBB7_31
.LBB7_30:                               ;   in Loop: Header=BB7_28 Depth=4
	v_readlane_b32 s4, v42, 43
	v_readlane_b32 s5, v42, 44
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v42, 37
	v_readlane_b32 s9, v42, 38
	v_readlane_b32 s6, v42, 41
	v_readlane_b32 s7, v42, 42
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v42, s6, 35
	v_writelane_b32 v42, s7, 36
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 33
	v_writelane_b32 v42, s7, 34
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 45
	v_writelane_b32 v42, s7, 46
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_28
	s_branch .LBB7_32
.LBB7_31:                               ;   in Loop: Header=BB7_28 Depth=4
	v_readlane_b32 s4, v42, 39
	v_readlane_b32 s5, v42, 40
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 41
	v_writelane_b32 v42, s5, 42
	s_branch .LBB7_30
.LBB7_32:                               ;   in Loop: Header=BB7_19 Depth=3
	v_readlane_b32 s4, v42, 45
	v_readlane_b32 s5, v42, 46
	s_or_b64 exec, exec, s[4:5]
; %bb.33:                               ;   in Loop: Header=BB7_19 Depth=3
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v42, s4, 47
	v_writelane_b32 v42, s5, 48
.LBB7_34:                               ;   Parent Loop BB7_13 Depth=1
                                        ;     Parent Loop BB7_16 Depth=2
                                        ;       Parent Loop BB7_19 Depth=3
                                        ; =>      This Loop Header: Depth=4
                                        ;           Child Loop BB7_37 Depth 5
	v_readlane_b32 s4, v42, 49
	v_readlane_b32 s5, v42, 50
	v_readlane_b32 s6, v42, 47
	v_readlane_b32 s7, v42, 48
	v_writelane_b32 v42, s6, 51
	v_writelane_b32 v42, s7, 52
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 53
	v_writelane_b32 v42, s5, 54
	v_writelane_b32 v42, s4, 55
	v_writelane_b32 v42, s5, 56
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v42, s4, 57
	v_writelane_b32 v42, s5, 58
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_36
; %bb.35:                               ;   in Loop: Header=BB7_34 Depth=4
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v42, s4, 59
	v_writelane_b32 v42, s5, 60
	s_branch .LBB7_37
.LBB7_36:                               ;   in Loop: Header=BB7_34 Depth=4
	v_readlane_b32 s4, v42, 57
	v_readlane_b32 s5, v42, 58
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v42, 51
	v_readlane_b32 s9, v42, 52
	v_readlane_b32 s6, v42, 55
	v_readlane_b32 s7, v42, 56
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v42, s6, 49
	v_writelane_b32 v42, s7, 50
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 47
	v_writelane_b32 v42, s7, 48
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 61
	v_writelane_b32 v42, s7, 62
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_34
	s_branch .LBB7_44
.LBB7_37:                               ;   Parent Loop BB7_13 Depth=1
                                        ;     Parent Loop BB7_16 Depth=2
                                        ;       Parent Loop BB7_19 Depth=3
                                        ;         Parent Loop BB7_34 Depth=4
                                        ; =>        This Inner Loop Header: Depth=5
	v_readlane_b32 s4, v42, 63
	v_readlane_b32 s5, v43, 0
	v_readlane_b32 s6, v42, 59
	v_readlane_b32 s7, v42, 60
	v_writelane_b32 v43, s6, 1
	v_writelane_b32 v43, s7, 2
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v43, s4, 3
	v_writelane_b32 v43, s5, 4
	v_writelane_b32 v43, s4, 5
	v_writelane_b32 v43, s5, 6
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v43, s4, 7
	v_writelane_b32 v43, s5, 8
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_39
; %bb.38:                               ;   in Loop: Header=BB7_37 Depth=5
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 2
	v_readlane_b32 s13, v40, 3
	v_readlane_b32 s12, v40, 4
	v_readlane_b32 s10, v40, 5
	v_readlane_b32 s11, v40, 6
	v_readlane_b32 s8, v40, 7
	v_readlane_b32 s9, v40, 8
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 48, v1
	s_mov_b32 s15, 2
	v_writelane_b32 v43, s15, 9
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s15, v1
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v2, off, s[0:3], s33 offset:92
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v2, v0
	v_lshrrev_b32_e64 v1, 6, s33
	v_add_u32_e32 v1, 56, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	v_lshl_add_u32 v0, v0, s15, v1
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:100
	v_lshrrev_b32_e64 v3, 6, s33
	v_add_u32_e32 v3, 52, v3
	v_lshl_add_u32 v2, v2, s15, v3
	buffer_load_dword v2, v2, s[0:3], 0 offen
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, MultiplyAddVector@rel32@lo+4
	s_addc_u32 s17, s17, MultiplyAddVector@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_readlane_b32 s4, v43, 9
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	buffer_load_dword v3, off, s[0:3], s33 offset:96
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v3
	v_lshl_add_u32 v1, v1, s4, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_branch .LBB7_40
.LBB7_39:                               ;   in Loop: Header=BB7_37 Depth=5
	v_readlane_b32 s4, v43, 7
	v_readlane_b32 s5, v43, 8
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v43, 1
	v_readlane_b32 s9, v43, 2
	v_readlane_b32 s6, v43, 5
	v_readlane_b32 s7, v43, 6
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v42, s6, 63
	v_writelane_b32 v43, s7, 0
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v42, s6, 59
	v_writelane_b32 v42, s7, 60
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v43, s6, 10
	v_writelane_b32 v43, s7, 11
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_37
	s_branch .LBB7_41
.LBB7_40:                               ;   in Loop: Header=BB7_37 Depth=5
	v_readlane_b32 s4, v43, 3
	v_readlane_b32 s5, v43, 4
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v43, s4, 5
	v_writelane_b32 v43, s5, 6
	s_branch .LBB7_39
.LBB7_41:                               ;   in Loop: Header=BB7_34 Depth=4
	v_readlane_b32 s4, v43, 10
	v_readlane_b32 s5, v43, 11
	s_or_b64 exec, exec, s[4:5]
; %bb.42:                               ;   in Loop: Header=BB7_34 Depth=4
; %bb.43:                               ;   in Loop: Header=BB7_34 Depth=4
	v_readlane_b32 s4, v42, 53
	v_readlane_b32 s5, v42, 54
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 55
	v_writelane_b32 v42, s5, 56
	s_branch .LBB7_36
.LBB7_44:                               ;   in Loop: Header=BB7_19 Depth=3
	v_readlane_b32 s4, v42, 61
	v_readlane_b32 s5, v42, 62
	s_or_b64 exec, exec, s[4:5]
; %bb.45:                               ;   in Loop: Header=BB7_19 Depth=3
; %bb.46:                               ;   in Loop: Header=BB7_19 Depth=3
	v_readlane_b32 s4, v42, 11
	v_readlane_b32 s5, v42, 12
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:76
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v42, s4, 13
	v_writelane_b32 v42, s5, 14
	s_branch .LBB7_21
.LBB7_47:                               ;   in Loop: Header=BB7_16 Depth=2
	v_readlane_b32 s4, v42, 19
	v_readlane_b32 s5, v42, 20
	s_or_b64 exec, exec, s[4:5]
; %bb.48:                               ;   in Loop: Header=BB7_16 Depth=2
; %bb.49:                               ;   in Loop: Header=BB7_16 Depth=2
	v_readlane_b32 s4, v40, 61
	v_readlane_b32 s5, v40, 62
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 63
	v_writelane_b32 v42, s5, 0
	s_branch .LBB7_18
.LBB7_50:                               ;   in Loop: Header=BB7_13 Depth=1
	v_readlane_b32 s4, v42, 5
	v_readlane_b32 s5, v42, 6
	s_or_b64 exec, exec, s[4:5]
; %bb.51:                               ;   in Loop: Header=BB7_13 Depth=1
; %bb.52:                               ;   in Loop: Header=BB7_13 Depth=1
	v_readlane_b32 s4, v40, 47
	v_readlane_b32 s5, v40, 48
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	s_mov_b32 s6, 8
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 49
	v_writelane_b32 v40, s5, 50
	s_branch .LBB7_15
.LBB7_53:
	v_readlane_b32 s4, v40, 55
	v_readlane_b32 s5, v40, 56
	s_or_b64 exec, exec, s[4:5]
; %bb.54:
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v43, s4, 12
	v_writelane_b32 v43, s5, 13
.LBB7_55:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB7_58 Depth 2
	v_readlane_b32 s4, v43, 14
	v_readlane_b32 s5, v43, 15
	v_readlane_b32 s6, v43, 12
	v_readlane_b32 s7, v43, 13
	v_writelane_b32 v43, s6, 16
	v_writelane_b32 v43, s7, 17
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v43, s4, 18
	v_writelane_b32 v43, s5, 19
	v_writelane_b32 v43, s4, 20
	v_writelane_b32 v43, s5, 21
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v43, s4, 22
	v_writelane_b32 v43, s5, 23
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_57
; %bb.56:                               ;   in Loop: Header=BB7_55 Depth=1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:112
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v43, s4, 24
	v_writelane_b32 v43, s5, 25
	s_branch .LBB7_58
.LBB7_57:                               ;   in Loop: Header=BB7_55 Depth=1
	v_readlane_b32 s4, v43, 22
	v_readlane_b32 s5, v43, 23
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v43, 16
	v_readlane_b32 s9, v43, 17
	v_readlane_b32 s6, v43, 20
	v_readlane_b32 s7, v43, 21
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v43, s6, 14
	v_writelane_b32 v43, s7, 15
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v43, s6, 12
	v_writelane_b32 v43, s7, 13
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v43, s6, 26
	v_writelane_b32 v43, s7, 27
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_55
	s_branch .LBB7_65
.LBB7_58:                               ;   Parent Loop BB7_55 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readlane_b32 s4, v43, 28
	v_readlane_b32 s5, v43, 29
	v_readlane_b32 s6, v43, 24
	v_readlane_b32 s7, v43, 25
	v_writelane_b32 v43, s6, 30
	v_writelane_b32 v43, s7, 31
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v43, s4, 32
	v_writelane_b32 v43, s5, 33
	v_writelane_b32 v43, s4, 34
	v_writelane_b32 v43, s5, 35
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v43, s4, 36
	v_writelane_b32 v43, s5, 37
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB7_60
; %bb.59:                               ;   in Loop: Header=BB7_58 Depth=2
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 2
	v_readlane_b32 s13, v40, 3
	v_readlane_b32 s12, v40, 4
	v_readlane_b32 s10, v40, 5
	v_readlane_b32 s11, v40, 6
	v_readlane_b32 s8, v40, 7
	v_readlane_b32 s9, v40, 8
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:36
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v8, s15
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v1
	buffer_load_dword v4, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:112
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v4, v3
	v_lshrrev_b32_e64 v2, 6, s33
	v_add_u32_e32 v2, 56, v2
	s_mov_b32 s15, 2
	v_lshl_add_u32 v1, v1, s15, v2
	buffer_load_dword v2, v1, s[0:3], 0 offen
	buffer_load_dword v5, off, s[0:3], s33 offset:104
	buffer_load_dword v6, off, s[0:3], s33 offset:40
	buffer_load_dword v7, off, s[0:3], s33 offset:44
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[8:9], s15, v[8:9]
	v_mov_b32_e32 v1, v8
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, StoreResults@rel32@lo+4
	s_addc_u32 s17, s17, StoreResults@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB7_61
.LBB7_60:                               ;   in Loop: Header=BB7_58 Depth=2
	v_readlane_b32 s4, v43, 36
	v_readlane_b32 s5, v43, 37
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v43, 30
	v_readlane_b32 s9, v43, 31
	v_readlane_b32 s6, v43, 34
	v_readlane_b32 s7, v43, 35
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v43, s6, 28
	v_writelane_b32 v43, s7, 29
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v43, s6, 24
	v_writelane_b32 v43, s7, 25
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v43, s6, 38
	v_writelane_b32 v43, s7, 39
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_58
	s_branch .LBB7_62
.LBB7_61:                               ;   in Loop: Header=BB7_58 Depth=2
	v_readlane_b32 s4, v43, 32
	v_readlane_b32 s5, v43, 33
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:112
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v43, s4, 34
	v_writelane_b32 v43, s5, 35
	s_branch .LBB7_60
.LBB7_62:                               ;   in Loop: Header=BB7_55 Depth=1
	v_readlane_b32 s4, v43, 38
	v_readlane_b32 s5, v43, 39
	s_or_b64 exec, exec, s[4:5]
; %bb.63:                               ;   in Loop: Header=BB7_55 Depth=1
; %bb.64:                               ;   in Loop: Header=BB7_55 Depth=1
	v_readlane_b32 s4, v43, 18
	v_readlane_b32 s5, v43, 19
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v43, s4, 20
	v_writelane_b32 v43, s5, 21
	s_branch .LBB7_57
.LBB7_65:
	v_readlane_b32 s4, v43, 26
	v_readlane_b32 s5, v43, 27
	s_or_b64 exec, exec, s[4:5]
; %bb.66:
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	s_add_i32 s32, s32, 0xffffd800
	v_readlane_b32 s33, v43, 40
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s32 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s32 offset:148 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end7:
	.size	XgemmBody, .Lfunc_end7-XgemmBody
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 6380
; NumSgprs: 40
; NumVgprs: 44
; ScratchSize: 16672
; MemoryBound: 0
	.text
	.protected	Xgemm                   ; -- Begin function Xgemm
	.globl	Xgemm
	.p2align	8
	.type	Xgemm,@function
Xgemm:                                  ; @Xgemm
; %bb.0:
	s_mov_b32 s32, 0x1000
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v41, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v41, 0
	s_mov_b64 s[16:17], s[8:9]
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v12, v0
	s_load_dwordx2 s[22:23], s[16:17], 0x18
	s_load_dwordx2 s[20:21], s[16:17], 0x20
                                        ; kill: def $sgpr8_sgpr9 killed $sgpr20_sgpr21
                                        ; kill: def $sgpr8_sgpr9 killed $sgpr22_sgpr23
	s_load_dword s27, s[16:17], 0x0
	s_load_dword s26, s[16:17], 0x4
	s_load_dword s25, s[16:17], 0x8
	s_load_dword s24, s[16:17], 0xc
	s_load_dword s15, s[16:17], 0x10
	s_load_dwordx2 s[18:19], s[16:17], 0x28
	s_load_dword s9, s[16:17], 0x30
	s_load_dword s8, s[16:17], 0x34
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s27
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	v_mov_b32_e32 v0, s26
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, s25
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	v_mov_b32_e32 v0, s24
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s23
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s15, s22
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s15, s21
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:36
	s_mov_b32 s15, s20
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	s_mov_b32 s15, s19
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s15, s18
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:48
                                        ; implicit-def: $sgpr8
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s8, 2
	v_lshlrev_b64 v[4:5], s8, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[18:19], v0, v3
	v_addc_co_u32_e64 v2, s[18:19], v1, v2, s[18:19]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:52
                                        ; implicit-def: $sgpr9
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr9
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_lshlrev_b64 v[4:5], s8, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[8:9], v0, v3
	v_addc_co_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	buffer_load_dword v4, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v17, s8
                                        ; kill: def $vgpr17 killed $vgpr17 def $vgpr17_vgpr18 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v18, v4
	buffer_load_dword v5, off, s[0:3], s33 offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:36
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v15, s8
                                        ; kill: def $vgpr15 killed $vgpr15 def $vgpr15_vgpr16 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v16, v4
	buffer_load_dword v7, off, s[0:3], s33 offset:40
	buffer_load_dword v4, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr9
	v_mov_b32_e32 v13, s8
                                        ; kill: def $vgpr13 killed $vgpr13 def $vgpr13_vgpr14 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v14, v4
	buffer_load_dword v9, off, s[0:3], s33 offset:56
	buffer_load_dword v10, off, s[0:3], s33 offset:60
	s_mov_b64 s[18:19], 56
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_mov_b32 s15, 32
	v_lshrrev_b64 v[17:18], s15, v[17:18]
	v_mov_b32_e32 v4, v17
	v_lshrrev_b64 v[15:16], s15, v[15:16]
	v_mov_b32_e32 v6, v15
	v_lshrrev_b64 v[13:14], s15, v[13:14]
	v_mov_b32_e32 v8, v13
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, XgemmBody@rel32@lo+4
	s_addc_u32 s17, s17, XgemmBody@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 10
	v_lshl_or_b32 v31, v11, s15, v12
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xgemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16736
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end8:
	.size	Xgemm, .Lfunc_end8-Xgemm
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 868
; NumSgprs: 40
; NumVgprs: 44
; ScratchSize: 16736
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 44
; Occupancy: 5
; WaveLimiterHint : 0
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
	.addrsig_sym GetGroupID1
	.addrsig_sym _Z12get_group_idj
	.addrsig_sym GetGroupID0
	.addrsig_sym InitAccRegisters
	.addrsig_sym GlobalToPrivateA
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym GlobalToPrivateB
	.addrsig_sym MultiplyAddVector
	.addrsig_sym StoreResults
	.addrsig_sym XgemmBody
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
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'realM*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .private_segment_fixed_size: 16736
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     40
    .sgpr_spill_count: 1
    .symbol:         Xgemm.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
