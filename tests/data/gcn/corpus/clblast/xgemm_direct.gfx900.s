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
	.hidden	GlobalToPrivateDirectA          ; -- Begin function GlobalToPrivateDirectA
	.globl	GlobalToPrivateDirectA
	.p2align	2
	.type	GlobalToPrivateDirectA,@function
GlobalToPrivateDirectA:                 ; @GlobalToPrivateDirectA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v7
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v2, v5, v2
	v_mul_lo_u32 v2, v2, v3
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr5
	v_add_u32_e32 v7, v2, v6
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr2
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_lo_u32 v3, v6, v3
	v_add3_u32 v7, v5, v2, v3
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v2, v7, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	GlobalToPrivateDirectA, .Lfunc_end2-GlobalToPrivateDirectA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 100
; NumSgprs: 36
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	GlobalToPrivateDirectB          ; -- Begin function GlobalToPrivateDirectB
	.globl	GlobalToPrivateDirectB
	.p2align	2
	.type	GlobalToPrivateDirectB,@function
GlobalToPrivateDirectB:                 ; @GlobalToPrivateDirectB
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v7
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v2, v5, v2
	v_mul_lo_u32 v2, v2, v3
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr5
	v_add_u32_e32 v7, v2, v6
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr2
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_lo_u32 v3, v6, v3
	v_add3_u32 v7, v5, v2, v3
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v2, v7, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	GlobalToPrivateDirectB, .Lfunc_end3-GlobalToPrivateDirectB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 100
; NumSgprs: 36
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	GlobalToPrivateCheckedA         ; -- Begin function GlobalToPrivateCheckedA
	.globl	GlobalToPrivateCheckedA
	.p2align	2
	.type	GlobalToPrivateCheckedA,@function
GlobalToPrivateCheckedA:                ; @GlobalToPrivateCheckedA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v5, v5, v2
	v_cmp_lt_i32_e32 vcc, v5, v9
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v2, v5, v6, vcc
	v_mul_lo_u32 v2, v2, v3
	v_cndmask_b32_e32 v3, v6, v5, vcc
	v_add3_u32 v2, v2, v3, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v2, v[0:1], off
.LBB4_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v2
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	GlobalToPrivateCheckedA, .Lfunc_end4-GlobalToPrivateCheckedA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 96
; NumSgprs: 36
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	GlobalToPrivateCheckedB         ; -- Begin function GlobalToPrivateCheckedB
	.globl	GlobalToPrivateCheckedB
	.p2align	2
	.type	GlobalToPrivateCheckedB,@function
GlobalToPrivateCheckedB:                ; @GlobalToPrivateCheckedB
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v5, v5, v2
	v_cmp_lt_i32_e32 vcc, v5, v9
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v2, v5, v6, vcc
	v_mul_lo_u32 v2, v2, v3
	v_cndmask_b32_e32 v3, v6, v5, vcc
	v_add3_u32 v2, v2, v3, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v2, v[0:1], off
.LBB5_2:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v2
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	GlobalToPrivateCheckedB, .Lfunc_end5-GlobalToPrivateCheckedB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 96
; NumSgprs: 36
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	LocalToPrivateDirectA           ; -- Begin function LocalToPrivateDirectA
	.globl	LocalToPrivateDirectA
	.p2align	2
	.type	LocalToPrivateDirectA,@function
LocalToPrivateDirectA:                  ; @LocalToPrivateDirectA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x800
	buffer_store_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 1
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v44, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v0, v0, v44
	v_cmp_ne_u32_e32 vcc, 0, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_mul_lo_u32 v0, v0, 9
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_lo_u32 v41, v41, 9
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v0, v0, v41
	v_lshl_add_u32 v0, v0, 2, v42
	ds_read_b32 v0, v0
	buffer_load_dword v44, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end6:
	.size	LocalToPrivateDirectA, .Lfunc_end6-LocalToPrivateDirectA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 276
; NumSgprs: 40
; NumVgprs: 45
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.hidden	LocalToPrivateDirectB           ; -- Begin function LocalToPrivateDirectB
	.globl	LocalToPrivateDirectB
	.p2align	2
	.type	LocalToPrivateDirectB,@function
LocalToPrivateDirectB:                  ; @LocalToPrivateDirectB
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x800
	buffer_store_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v0, 1
	v_writelane_b32 v40, s31, 1
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v44, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v0, v0, v44
	v_cmp_ne_u32_e32 vcc, 0, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_mul_lo_u32 v0, v0, 9
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_mul_lo_u32 v41, v41, 9
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v0, v0, v41
	v_lshl_add_u32 v0, v0, 2, v42
	ds_read_b32 v0, v0
	buffer_load_dword v44, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end7:
	.size	LocalToPrivateDirectB, .Lfunc_end7-LocalToPrivateDirectB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 276
; NumSgprs: 40
; NumVgprs: 45
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.hidden	StoreResultsDirect              ; -- Begin function StoreResultsDirect
	.globl	StoreResultsDirect
	.p2align	2
	.type	StoreResultsDirect,@function
StoreResultsDirect:                     ; @StoreResultsDirect
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v11
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v3, v5, v3
	v_mul_lo_u32 v3, v3, v9
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr5
	v_add3_u32 v11, v6, v4, v3
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.3:
	v_add_u32_e32 v4, v6, v4
	v_mul_lo_u32 v4, v4, v9
	v_add3_u32 v11, v5, v3, v4
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e32 vcc, 0, v8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr3_vgpr4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB8_6
; %bb.5:
	v_add_u32_e32 v3, v11, v10
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[5:6], 2, v[3:4]
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr10
	v_add_co_u32_e32 v5, vcc, v0, v5
	v_addc_co_u32_e32 v6, vcc, v1, v6, vcc
	global_load_dword v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, v5, v8
	v_fma_f32 v5, v7, v2, v5
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr7
.LBB8_6:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.7:
	v_add_u32_e32 v3, v11, v10
	v_mul_f32_e32 v5, v2, v7
	v_ashrrev_i32_e32 v4, 31, v3
; %bb.8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v5, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	StoreResultsDirect, .Lfunc_end8-StoreResultsDirect
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 192
; NumSgprs: 36
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	StoreResultsChecked             ; -- Begin function StoreResultsChecked
	.globl	StoreResultsChecked
	.p2align	2
	.type	StoreResultsChecked,@function
StoreResultsChecked:                    ; @StoreResultsChecked
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v3, v5, v3
	v_cmp_lt_i32_e32 vcc, v3, v7
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB9_7
; %bb.1:
	v_add_u32_e32 v4, v6, v4
	v_cmp_lt_i32_e32 vcc, v4, v8
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB9_7
; %bb.2:
	v_cmp_eq_u32_e32 vcc, 0, v13
	v_cndmask_b32_e32 v5, v3, v4, vcc
	v_mul_lo_u32 v5, v5, v11
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_cmp_neq_f32_e32 vcc, 0, v10
	v_add_u32_e32 v6, v5, v3
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr3_vgpr4
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB9_4
; %bb.3:
	v_add_u32_e32 v3, v6, v12
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[5:6], 2, v[3:4]
                                        ; implicit-def: $vgpr12
	v_add_co_u32_e32 v5, vcc, v0, v5
	v_addc_co_u32_e32 v6, vcc, v1, v6, vcc
	global_load_dword v5, v[5:6], off
                                        ; implicit-def: $vgpr6
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, v5, v10
	v_fma_f32 v5, v9, v2, v5
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr9
.LBB9_4:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
; %bb.5:
	v_add_u32_e32 v3, v6, v12
	v_mul_f32_e32 v5, v2, v9
	v_ashrrev_i32_e32 v4, 31, v3
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[2:3], 2, v[3:4]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v5, off
.LBB9_7:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	StoreResultsChecked, .Lfunc_end9-StoreResultsChecked
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 188
; NumSgprs: 36
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	GlobalToLocalDirectA            ; -- Begin function GlobalToLocalDirectA
	.globl	GlobalToLocalDirectA
	.p2align	2
	.type	GlobalToLocalDirectA,@function
GlobalToLocalDirectA:                   ; @GlobalToLocalDirectA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	s_addk_i32 s32, 0xc00
	buffer_store_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v47, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v56, v5
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[34:35]
	s_add_u32 s34, s34, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s35, s35, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v57, v0
	v_cmp_ne_u32_e64 s[34:35], 0, v58
                                        ; implicit-def: $vgpr58
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v58, v41, v56
; %bb.2:
	s_or_saveexec_b64 s[48:49], s[4:5]
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB10_4
; %bb.3:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v58, v0, 3, v41
.LBB10_4:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB10_6
; %bb.5:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v56, 3, v0
.LBB10_6:
	s_or_b64 exec, exec, s[48:49]
	v_add_u32_e32 v0, v56, v57
	v_mul_lo_u32 v0, v0, v46
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_add3_u32 v0, v58, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s48, v40, 13
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, v43, v1, vcc
	global_load_dword v0, v[0:1], off
	v_mul_lo_u32 v1, v57, 9
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v1, v1, v41
	v_lshl_add_u32 v1, v1, 2, v42
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
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	buffer_load_dword v58, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end10:
	.size	GlobalToLocalDirectA, .Lfunc_end10-GlobalToLocalDirectA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 884
; NumSgprs: 56
; NumVgprs: 59
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	GlobalToLocalDirectB            ; -- Begin function GlobalToLocalDirectB
	.globl	GlobalToLocalDirectB
	.p2align	2
	.type	GlobalToLocalDirectB,@function
GlobalToLocalDirectB:                   ; @GlobalToLocalDirectB
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	s_addk_i32 s32, 0xc00
	buffer_store_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v47, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v56, v5
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[34:35]
	s_add_u32 s34, s34, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s35, s35, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v57, v0
	v_cmp_ne_u32_e64 s[34:35], 0, v58
                                        ; implicit-def: $vgpr58
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v58, v41, v56
; %bb.2:
	s_or_saveexec_b64 s[48:49], s[4:5]
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB11_4
; %bb.3:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v58, v0, 3, v41
.LBB11_4:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB11_6
; %bb.5:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v56, 3, v0
.LBB11_6:
	s_or_b64 exec, exec, s[48:49]
	v_add_u32_e32 v0, v56, v57
	v_mul_lo_u32 v0, v0, v46
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_add3_u32 v0, v58, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s48, v40, 13
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, v43, v1, vcc
	global_load_dword v0, v[0:1], off
	v_mul_lo_u32 v1, v57, 9
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v1, v1, v41
	v_lshl_add_u32 v1, v1, 2, v42
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
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	buffer_load_dword v58, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end11:
	.size	GlobalToLocalDirectB, .Lfunc_end11-GlobalToLocalDirectB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 884
; NumSgprs: 56
; NumVgprs: 59
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	GlobalToLocalScalarA            ; -- Begin function GlobalToLocalScalarA
	.globl	GlobalToLocalScalarA
	.p2align	2
	.type	GlobalToLocalScalarA,@function
GlobalToLocalScalarA:                   ; @GlobalToLocalScalarA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	s_addk_i32 s32, 0xc00
	buffer_store_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v47, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v56, v5
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[34:35]
	s_add_u32 s34, s34, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s35, s35, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v57, v0
	v_cmp_ne_u32_e64 s[34:35], 0, v58
                                        ; implicit-def: $vgpr58
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v58, v41, v56
; %bb.2:
	s_or_saveexec_b64 s[48:49], s[4:5]
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB12_4
; %bb.3:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v58, v0, 3, v41
.LBB12_4:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB12_6
; %bb.5:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v56, 3, v0
.LBB12_6:
	s_or_b64 exec, exec, s[48:49]
	v_add_u32_e32 v0, v56, v57
	v_mul_lo_u32 v0, v0, v46
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_add3_u32 v0, v58, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s48, v40, 13
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, v43, v1, vcc
	global_load_dword v0, v[0:1], off
	v_mul_lo_u32 v1, v57, 9
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v1, v1, v41
	v_lshl_add_u32 v1, v1, 2, v42
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
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	buffer_load_dword v58, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end12:
	.size	GlobalToLocalScalarA, .Lfunc_end12-GlobalToLocalScalarA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 884
; NumSgprs: 56
; NumVgprs: 59
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	GlobalToLocalScalarB            ; -- Begin function GlobalToLocalScalarB
	.globl	GlobalToLocalScalarB
	.p2align	2
	.type	GlobalToLocalScalarB,@function
GlobalToLocalScalarB:                   ; @GlobalToLocalScalarB
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	s_addk_i32 s32, 0xc00
	buffer_store_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v47, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v56, v5
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[34:35]
	s_add_u32 s34, s34, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s35, s35, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v57, v0
	v_cmp_ne_u32_e64 s[34:35], 0, v58
                                        ; implicit-def: $vgpr58
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v58, v41, v56
; %bb.2:
	s_or_saveexec_b64 s[48:49], s[4:5]
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB13_4
; %bb.3:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v58, v0, 3, v41
.LBB13_4:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB13_6
; %bb.5:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v56, 3, v0
.LBB13_6:
	s_or_b64 exec, exec, s[48:49]
	v_add_u32_e32 v0, v56, v57
	v_mul_lo_u32 v0, v0, v46
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_add3_u32 v0, v58, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s48, v40, 13
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, v43, v1, vcc
	global_load_dword v0, v[0:1], off
	v_mul_lo_u32 v1, v57, 9
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v1, v1, v41
	v_lshl_add_u32 v1, v1, 2, v42
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
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	buffer_load_dword v58, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end13:
	.size	GlobalToLocalScalarB, .Lfunc_end13-GlobalToLocalScalarB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 884
; NumSgprs: 56
; NumVgprs: 59
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	GlobalToLocalCheckedA           ; -- Begin function GlobalToLocalCheckedA
	.globl	GlobalToLocalCheckedA
	.p2align	2
	.type	GlobalToLocalCheckedA,@function
GlobalToLocalCheckedA:                  ; @GlobalToLocalCheckedA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
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
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v58, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v57, v9
	v_mov_b32_e32 v47, v8
	v_mov_b32_e32 v60, v6
	v_mov_b32_e32 v59, v5
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[34:35]
	s_add_u32 s34, s34, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s35, s35, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v56, v0
	v_cmp_ne_u32_e64 s[34:35], 0, v60
                                        ; implicit-def: $vgpr60
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v60, v41, v59
; %bb.2:
	s_or_saveexec_b64 s[48:49], s[4:5]
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB14_4
; %bb.3:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v60, v0, 3, v41
.LBB14_4:
	s_or_b64 exec, exec, s[48:49]
	v_mov_b32_e32 v0, v57
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB14_6
; %bb.5:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v59, 3, v0
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v47, v57
.LBB14_6:
	s_or_b64 exec, exec, s[48:49]
	v_add_u32_e32 v1, v59, v56
	v_cmp_lt_i32_e32 vcc, v60, v47
	v_cmp_lt_i32_e64 s[4:5], v1, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB14_8
; %bb.7:
	v_mul_lo_u32 v0, v1, v46
	v_add3_u32 v0, v60, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, v43, v1, vcc
	global_load_dword v0, v[0:1], off
.LBB14_8:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v1, v56, 9
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_add_u32_e32 v1, v1, v41
	v_lshl_add_u32 v1, v1, 2, v42
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end14:
	.size	GlobalToLocalCheckedA, .Lfunc_end14-GlobalToLocalCheckedA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 972
; NumSgprs: 56
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	GlobalToLocalCheckedB           ; -- Begin function GlobalToLocalCheckedB
	.globl	GlobalToLocalCheckedB
	.p2align	2
	.type	GlobalToLocalCheckedB,@function
GlobalToLocalCheckedB:                  ; @GlobalToLocalCheckedB
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
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
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v58, v31
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v57, v9
	v_mov_b32_e32 v47, v8
	v_mov_b32_e32 v60, v6
	v_mov_b32_e32 v59, v5
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v1
	s_getpc_b64 s[34:35]
	s_add_u32 s34, s34, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s35, s35, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v56, v0
	v_cmp_ne_u32_e64 s[34:35], 0, v60
                                        ; implicit-def: $vgpr60
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_add_u32_e32 v60, v41, v59
; %bb.2:
	s_or_saveexec_b64 s[48:49], s[4:5]
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB15_4
; %bb.3:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_add_u32 v60, v0, 3, v41
.LBB15_4:
	s_or_b64 exec, exec, s[48:49]
	v_mov_b32_e32 v0, v57
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB15_6
; %bb.5:
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v59, 3, v0
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v47, v57
.LBB15_6:
	s_or_b64 exec, exec, s[48:49]
	v_add_u32_e32 v1, v59, v56
	v_cmp_lt_i32_e32 vcc, v60, v47
	v_cmp_lt_i32_e64 s[4:5], v1, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB15_8
; %bb.7:
	v_mul_lo_u32 v0, v1, v46
	v_add3_u32 v0, v60, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, v43, v1, vcc
	global_load_dword v0, v[0:1], off
.LBB15_8:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v1, v56, 9
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_add_u32_e32 v1, v1, v41
	v_lshl_add_u32 v1, v1, 2, v42
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end15:
	.size	GlobalToLocalCheckedB, .Lfunc_end15-GlobalToLocalCheckedB
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 972
; NumSgprs: 56
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	XgemmDirect                     ; -- Begin function XgemmDirect
	.globl	XgemmDirect
	.p2align	2
	.type	XgemmDirect,@function
XgemmDirect:                            ; @XgemmDirect
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 28
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
	v_writelane_b32 v40, s53, 19
	v_writelane_b32 v40, s54, 20
	v_writelane_b32 v40, s55, 21
	v_writelane_b32 v40, s56, 22
	v_writelane_b32 v40, s57, 23
	v_writelane_b32 v40, s58, 24
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s59, 25
	s_addk_i32 s32, 0x3800
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
	v_writelane_b32 v40, s30, 26
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 27
	v_mov_b32_e32 v57, v31
	s_mov_b32 s46, s14
	s_mov_b32 s47, s13
	s_mov_b32 s48, s12
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[8:9]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	buffer_store_dword v21, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	v_mov_b32_e32 v59, v16
	buffer_store_dword v15, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v61, v9
	buffer_store_dword v8, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v63, v7
	buffer_store_dword v6, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	v_mov_b32_e32 v46, v5
	v_mov_b32_e32 v43, v4
	buffer_store_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v45, v1
	s_getpc_b64 s[34:35]
	s_add_u32 s34, s34, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s35, s35, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s37, s37, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_lshlrev_b32_e32 v58, 3, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	v_add_u32_e32 v44, v58, v41
	s_swappc_b64 s[30:31], s[34:35]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_lshlrev_b32_e32 v3, 3, v0
	v_add_u32_e32 v0, v3, v42
	buffer_store_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	v_ashrrev_i32_e32 v0, 31, v56
	v_lshrrev_b32_e32 v0, 29, v0
	v_add_u32_e32 v0, v56, v0
	v_and_b32_e32 v0, -8, v0
	v_mov_b32_e32 v62, v56
	v_cmp_ge_i32_e64 s[4:5], v44, v0
	v_cmp_lt_i32_e32 vcc, v44, v0
	s_mov_b64 s[50:51], 0
	s_mov_b64 s[52:53], 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.1:
	v_mov_b32_e32 v1, v45
	v_ashrrev_i32_e32 v0, 31, v1
	v_lshrrev_b32_e32 v0, 29, v0
	v_add_u32_e32 v0, v1, v0
	v_and_b32_e32 v0, -8, v0
	v_add_u32_e32 v1, v3, v42
	v_cmp_ge_i32_e32 vcc, v1, v0
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], vcc, exec
	s_mov_b64 s[52:53], exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_mov_b64 s[54:55], exec
	s_and_b64 s[4:5], s[54:55], s[4:5]
	buffer_store_dword v3, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB16_26
; %bb.3:
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v56, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 7, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB16_11
; %bb.4:
	buffer_store_dword v59, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	v_mov_b32_e32 v60, v58
	s_mov_b32 s49, 0
	s_mov_b64 s[56:57], 0
	v_mov_b32_e32 v56, 0
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z7barrierj@rel32@lo+4
	s_addc_u32 s59, s59, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v0, 31, v2
	v_lshrrev_b32_e32 v0, 29, v0
	v_add_u32_e32 v0, v2, v0
	v_and_b32_e32 v43, -8, v0
	v_mul_lo_u32 v0, v42, 9
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e64 s[34:35], 0, v1
	v_mov_b32_e32 v1, v62
	v_cndmask_b32_e64 v3, v1, v2, s[34:35]
	v_cndmask_b32_e64 v1, v2, v1, s[34:35]
	v_add_lshl_u32 v0, v0, v41, 2
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v1, v4, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[36:37], 0, v1
	buffer_store_dword v3, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v45
	v_cndmask_b32_e64 v1, v3, v2, s[36:37]
	v_cndmask_b32_e64 v2, v2, v3, s[36:37]
	buffer_load_dword v3, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v3, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_mul_lo_u32 v1, v41, 9
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_mul_lo_u32 v2, v42, 9
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v0, v1, v41, s[34:35]
	v_lshl_add_u32 v4, v0, 2, v4
	v_cndmask_b32_e64 v0, v2, v42, s[36:37]
	v_lshl_add_u32 v59, v0, 2, v3
	v_cndmask_b32_e64 v0, 4, 36, s[34:35]
	v_add_u32_e32 v0, v4, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v0, 4, 36, s[36:37]
	v_add_u32_e32 v0, v59, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0x48
	v_cndmask_b32_e64 v1, 8, v0, s[34:35]
	v_cndmask_b32_e64 v0, 8, v0, s[36:37]
	v_add_u32_e32 v0, v59, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0x6c
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 12, v0, s[34:35]
	v_cndmask_b32_e64 v0, 12, v0, s[36:37]
	v_add_u32_e32 v0, v59, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0x90
	buffer_store_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 16, v0, s[34:35]
	v_cndmask_b32_e64 v0, 16, v0, s[36:37]
	v_add_u32_e32 v0, v59, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0xb4
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 20, v0, s[34:35]
	v_cndmask_b32_e64 v0, 20, v0, s[36:37]
	v_add_u32_e32 v0, v59, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0xd8
	buffer_store_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 24, v0, s[34:35]
	v_cndmask_b32_e64 v0, 24, v0, s[36:37]
	v_add_u32_e32 v0, v59, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0xfc
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 28, v0, s[34:35]
	v_cndmask_b32_e64 v0, 28, v0, s[36:37]
	v_mov_b32_e32 v47, v4
	v_add_u32_e32 v1, v4, v1
	v_add_u32_e32 v58, v59, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	s_branch .LBB16_6
.LBB16_5:                               ;   in Loop: Header=BB16_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v2
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	ds_read_b32 v0, v47
	ds_read_b32 v1, v59
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v0, v1, v56
	buffer_load_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v31, v57
	buffer_load_dword v7, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(8)
	ds_read_b32 v2, v2
	s_waitcnt vmcnt(7)
	ds_read_b32 v3, v3
	s_waitcnt vmcnt(6)
	ds_read_b32 v4, v4
	s_waitcnt vmcnt(5)
	ds_read_b32 v5, v5
	s_waitcnt vmcnt(4)
	ds_read_b32 v1, v1
	s_waitcnt vmcnt(3)
	ds_read_b32 v6, v6
	s_waitcnt vmcnt(2)
	ds_read_b32 v8, v8
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v0, v2, v3, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	ds_read_b32 v7, v7
	s_waitcnt vmcnt(1)
	ds_read_b32 v2, v2
	s_waitcnt vmcnt(0)
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(6)
	v_fma_f32 v0, v4, v5, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, v1, v2, v0
	s_waitcnt vmcnt(1)
	ds_read_b32 v4, v4
	s_waitcnt vmcnt(0)
	ds_read_b32 v5, v5
	ds_read_b32 v9, v9
	ds_read_b32 v10, v58
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v0, v3, v4, v0
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v5, v6, v0
	v_fma_f32 v0, v7, v8, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v56, v9, v10, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	s_add_i32 s49, s49, 8
	v_cmp_ge_i32_e32 vcc, s49, v43
	s_or_b64 s[56:57], vcc, s[56:57]
	v_mov_b32_e32 v0, s49
	s_andn2_b64 exec, exec, s[56:57]
	s_cbranch_execz .LBB16_10
.LBB16_6:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	v_add_u32_e32 v0, s49, v41
	v_cndmask_b32_e64 v0, v0, v44, s[34:35]
	v_mov_b32_e32 v1, s49
	v_cndmask_b32_e64 v1, v60, v1, s[34:35]
	v_add_u32_e32 v1, v1, v42
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], v1, v2
	s_and_b64 s[6:7], vcc, s[4:5]
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB16_8
; %bb.7:                                ;   in Loop: Header=BB16_6 Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_add3_u32 v0, v0, v63, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v46, v0
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
.LBB16_8:                               ;   in Loop: Header=BB16_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s49
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v0, v1, v2, s[36:37]
	v_cndmask_b32_e64 v1, v2, v1, s[36:37]
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	v_add_u32_e32 v0, v0, v41
	v_add_u32_e32 v1, v1, v42
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[4:5], v1, v2
	s_and_b64 s[6:7], vcc, s[4:5]
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB16_5
; %bb.9:                                ;   in Loop: Header=BB16_6 Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v2, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v61, v0
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	s_branch .LBB16_5
.LBB16_10:
	s_or_b64 exec, exec, s[56:57]
	buffer_load_dword v43, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	v_mov_b32_e32 v58, v60
.LBB16_11:
	s_or_b64 exec, exec, s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB16_19
; %bb.12:
	buffer_load_dword v1, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	v_cmp_lt_i32_e32 vcc, v44, v62
	s_mov_b64 s[14:15], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v1, v42
	v_cmp_lt_i32_e64 s[6:7], v1, v45
	buffer_load_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[8:9], 0, v1
	s_branch .LBB16_14
.LBB16_13:                              ;   in Loop: Header=BB16_14 Depth=1
	s_or_b64 exec, exec, s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_add_u32_e32 v0, 1, v0
	s_waitcnt vmcnt(1)
	v_fma_f32 v56, v1, v2, v56
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s[10:11], v0, v3
	s_or_b64 s[14:15], s[10:11], s[14:15]
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB16_18
.LBB16_14:                              ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB16_16
; %bb.15:                               ;   in Loop: Header=BB16_14 Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v1, v44, v0, s[4:5]
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v1, v1, v2
	v_cndmask_b32_e64 v2, v0, v44, s[4:5]
	v_add3_u32 v1, v2, v63, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32_e64 v1, s[10:11], v46, v1
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e64 v2, s[10:11], v3, v2, s[10:11]
	global_load_dword v1, v[1:2], off
.LBB16_16:                              ;   in Loop: Header=BB16_14 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_cbranch_execz .LBB16_13
; %bb.17:                               ;   in Loop: Header=BB16_14 Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v4, v2, v42
	v_cndmask_b32_e64 v2, v4, v0, s[8:9]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	v_cndmask_b32_e64 v3, v0, v4, s[8:9]
	buffer_load_dword v4, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v3, v4, v2
	buffer_load_dword v4, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e64 v2, s[10:11], v61, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e64 v3, s[10:11], v4, v3, s[10:11]
	global_load_dword v2, v[2:3], off
	s_branch .LBB16_13
.LBB16_18:
	s_or_b64 exec, exec, s[14:15]
.LBB16_19:
	s_or_b64 exec, exec, s[12:13]
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_cmp_lt_i32_e32 vcc, v44, v62
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v0, v42
	v_cmp_lt_i32_e64 s[4:5], v0, v45
	s_and_b64 s[4:5], vcc, s[4:5]
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB16_25
; %bb.20:
	buffer_load_dword v0, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v0, v42
	v_cndmask_b32_e32 v0, v44, v1, vcc
	v_mul_lo_u32 v0, v0, v59
	v_cndmask_b32_e32 v1, v1, v44, vcc
	v_cmp_neq_f32_e32 vcc, 0, v43
	v_add_u32_e32 v3, v0, v1
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB16_22
; %bb.21:
	buffer_load_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, v3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v4, v2
	buffer_load_dword v4, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v43
	buffer_load_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v3, v56, v2
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr3
.LBB16_22:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB16_24
; %bb.23:
	buffer_load_dword v0, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v56, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v3, v0
	v_ashrrev_i32_e32 v1, 31, v0
.LBB16_24:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b64 s[6:7], exec
.LBB16_25:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[50:51], s[6:7], exec
	s_andn2_b64 s[52:53], s[52:53], exec
.LBB16_26:
	s_or_b64 exec, exec, s[54:55]
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_xor_b64 s[52:53], exec, s[4:5]
	s_cbranch_execz .LBB16_52
; %bb.27:
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v56, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 7, v0
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB16_31
; %bb.28:
	buffer_store_dword v59, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	v_mul_lo_u32 v1, v42, 9
	buffer_load_dword v3, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v45, v63
	buffer_load_dword v63, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_mov_b32_e32 v47, v61
	v_mov_b32_e32 v62, v46
	s_mov_b32 s49, 0
	s_mov_b64 s[56:57], 0
	v_mov_b32_e32 v56, 0
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z7barrierj@rel32@lo+4
	s_addc_u32 s59, s59, _Z7barrierj@rel32@hi+12
	buffer_load_dword v61, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_ashrrev_i32_e32 v0, 31, v2
	v_lshrrev_b32_e32 v0, 29, v0
	v_add_u32_e32 v0, v2, v0
	v_and_b32_e32 v0, -8, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_add_lshl_u32 v0, v1, v41, 2
	buffer_load_dword v2, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v1, v4, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(7)
	v_add_u32_e32 v0, v3, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_mul_lo_u32 v0, v42, 9
	s_waitcnt vmcnt(3)
	v_cmp_eq_u32_e64 s[34:35], 0, v2
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v1, v41, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	v_mul_lo_u32 v1, v41, 9
	v_cndmask_b32_e64 v1, v1, v41, s[34:35]
	v_lshl_add_u32 v4, v1, 2, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[36:37], 0, v1
	v_cndmask_b32_e64 v0, v0, v42, s[36:37]
	v_lshl_add_u32 v2, v0, 2, v3
	v_cndmask_b32_e64 v0, 4, 36, s[34:35]
	v_add_u32_e32 v0, v4, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v0, 4, 36, s[36:37]
	v_add_u32_e32 v0, v2, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0x48
	v_cndmask_b32_e64 v1, 8, v0, s[34:35]
	v_cndmask_b32_e64 v0, 8, v0, s[36:37]
	v_add_u32_e32 v0, v2, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0x6c
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 12, v0, s[34:35]
	v_cndmask_b32_e64 v0, 12, v0, s[36:37]
	v_add_u32_e32 v0, v2, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0x90
	buffer_store_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 16, v0, s[34:35]
	v_cndmask_b32_e64 v0, 16, v0, s[36:37]
	v_add_u32_e32 v0, v2, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0xb4
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 20, v0, s[34:35]
	v_cndmask_b32_e64 v0, 20, v0, s[36:37]
	v_add_u32_e32 v0, v2, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0xd8
	buffer_store_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 24, v0, s[34:35]
	v_cndmask_b32_e64 v0, 24, v0, s[36:37]
	v_add_u32_e32 v0, v2, v0
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0xfc
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 28, v0, s[34:35]
	v_add_u32_e32 v1, v4, v1
	buffer_store_dword v4, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v46, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v0, 28, v0, s[36:37]
	v_add_u32_e32 v60, v2, v0
.LBB16_29:                              ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, s49
	v_cndmask_b32_e64 v0, v58, v2, s[34:35]
	v_add_u32_e32 v0, v0, v42
	v_mul_lo_u32 v0, v0, v63
	v_add_u32_e32 v1, s49, v41
	v_cndmask_b32_e64 v1, v1, v44, s[34:35]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v3, v43, v2, s[36:37]
	v_add3_u32 v0, v1, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v3, v3, v42
	v_add_co_u32_e32 v0, vcc, v62, v0
	v_addc_co_u32_e32 v1, vcc, v46, v1, vcc
	global_load_dword v4, v[0:1], off
	v_mul_lo_u32 v3, v3, v59
	buffer_load_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v0, v2, v43, s[36:37]
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v1, v0, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v47, v0
	v_addc_co_u32_e32 v1, vcc, v61, v1, vcc
	global_load_dword v0, v[0:1], off
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v4
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	buffer_load_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s48
	s_mov_b32 s13, s47
	s_mov_b32 s14, s46
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(14)
	ds_read_b32 v0, v0
	s_waitcnt vmcnt(13)
	ds_read_b32 v2, v2
	s_waitcnt vmcnt(12)
	ds_read_b32 v3, v3
	s_waitcnt vmcnt(11)
	ds_read_b32 v4, v4
	s_waitcnt vmcnt(10)
	ds_read_b32 v5, v5
	s_waitcnt vmcnt(9)
	ds_read_b32 v6, v6
	s_waitcnt vmcnt(8)
	ds_read_b32 v7, v7
	s_waitcnt vmcnt(7)
	ds_read_b32 v1, v1
	s_waitcnt vmcnt(6)
	ds_read_b32 v8, v8
	s_waitcnt vmcnt(5)
	ds_read_b32 v9, v9
	s_waitcnt vmcnt(4)
	ds_read_b32 v10, v10
	s_waitcnt vmcnt(3)
	ds_read_b32 v11, v11
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v0, v0, v1, v56
	s_waitcnt vmcnt(2)
	ds_read_b32 v12, v12
	s_waitcnt vmcnt(1)
	ds_read_b32 v13, v13
	v_fma_f32 v0, v2, v3, v0
	s_waitcnt vmcnt(0)
	ds_read_b32 v14, v14
	ds_read_b32 v15, v60
	v_fma_f32 v0, v4, v5, v0
	v_fma_f32 v0, v6, v7, v0
	s_waitcnt lgkmcnt(6)
	v_fma_f32 v0, v8, v9, v0
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v0, v10, v11, v0
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v12, v13, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v56, v14, v15, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[58:59]
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_add_i32 s49, s49, 8
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e32 vcc, s49, v0
	s_or_b64 s[56:57], vcc, s[56:57]
	v_mov_b32_e32 v0, s49
	s_andn2_b64 exec, exec, s[56:57]
	s_cbranch_execnz .LBB16_29
; %bb.30:
	s_or_b64 exec, exec, s[56:57]
	buffer_load_dword v43, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	v_mov_b32_e32 v61, v47
	v_mov_b32_e32 v63, v45
	v_mov_b32_e32 v46, v62
.LBB16_31:
	s_or_b64 exec, exec, s[54:55]
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, v0, v1
	s_mov_b64 s[8:9], exec
	buffer_load_dword v6, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_and_b64 s[4:5], s[8:9], vcc
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB16_43
; %bb.32:
	buffer_load_dword v3, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_mul_lo_u32 v1, v44, v8
	s_mov_b64 s[10:11], 0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e32 vcc, 0, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v2, v2, v6
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], 0, v3
	s_branch .LBB16_34
.LBB16_33:                              ;   in Loop: Header=BB16_34 Depth=1
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v5, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_add_u32_e32 v0, 1, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v4, v5
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e64 v4, s[6:7], v61, v4
	v_addc_co_u32_e64 v5, s[6:7], v7, v5, s[6:7]
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v56, v3, v4, v56
	buffer_load_dword v5, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s[6:7], v0, v5
	s_or_b64 s[10:11], s[6:7], s[10:11]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB16_42
.LBB16_34:                              ; =>This Inner Loop Header: Depth=1
                                        ; implicit-def: $vgpr3
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.35:                               ;   in Loop: Header=BB16_34 Depth=1
	v_add_u32_e32 v3, v1, v0
; %bb.36:                               ;   in Loop: Header=BB16_34 Depth=1
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
; %bb.37:                               ;   in Loop: Header=BB16_34 Depth=1
	v_mul_lo_u32 v3, v0, v8
	v_add_u32_e32 v3, v3, v44
; %bb.38:                               ;   in Loop: Header=BB16_34 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v3, v3, v63
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32_e64 v3, s[6:7], v46, v3
	v_addc_co_u32_e64 v4, s[6:7], v9, v4, s[6:7]
	global_load_dword v3, v[3:4], off
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.39:                               ;   in Loop: Header=BB16_34 Depth=1
	v_add_u32_e32 v4, v2, v0
; %bb.40:                               ;   in Loop: Header=BB16_34 Depth=1
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB16_33
; %bb.41:                               ;   in Loop: Header=BB16_34 Depth=1
	buffer_load_dword v5, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	v_mul_lo_u32 v4, v0, v6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v4, v5
	s_branch .LBB16_33
.LBB16_42:
	s_or_b64 exec, exec, s[10:11]
.LBB16_43:
	s_or_b64 exec, exec, s[8:9]
	buffer_load_dword v0, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.44:
	v_mul_lo_u32 v44, v44, v59
                                        ; implicit-def: $vgpr59
; %bb.45:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB16_47
; %bb.46:
	buffer_load_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v59
	buffer_store_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
.LBB16_47:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	v_cmp_neq_f32_e32 vcc, 0, v43
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v0, v44
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB16_49
; %bb.48:
	buffer_load_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, v3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v4, v2
	buffer_load_dword v4, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
                                        ; implicit-def: $vgpr4
                                        ; kill: killed $vgpr4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v43
	buffer_load_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v3, v56, v2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr56
                                        ; kill: killed $vgpr3
                                        ; implicit-def: $vgpr3
.LBB16_49:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB16_51
; %bb.50:
	buffer_load_dword v0, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v56, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v3, v0
	v_ashrrev_i32_e32 v1, 31, v0
.LBB16_51:
	s_or_b64 exec, exec, s[4:5]
	s_or_b64 s[50:51], s[50:51], exec
.LBB16_52:
	s_or_b64 exec, exec, s[52:53]
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB16_54
; %bb.53:
	buffer_load_dword v3, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v3, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB16_54:
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
	v_readlane_b32 s4, v40, 26
	v_readlane_b32 s5, v40, 27
	v_readlane_b32 s59, v40, 25
	v_readlane_b32 s58, v40, 24
	v_readlane_b32 s57, v40, 23
	v_readlane_b32 s56, v40, 22
	v_readlane_b32 s55, v40, 21
	v_readlane_b32 s54, v40, 20
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
	s_addk_i32 s32, 0xc800
	v_readlane_b32 s33, v40, 28
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end16:
	.size	XgemmDirect, .Lfunc_end16-XgemmDirect
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 5900
; NumSgprs: 66
; NumVgprs: 64
; ScratchSize: 16608
; MemoryBound: 0
	.text
	.protected	XgemmDirectNN           ; -- Begin function XgemmDirectNN
	.globl	XgemmDirectNN
	.p2align	8
	.type	XgemmDirectNN,@function
XgemmDirectNN:                          ; @XgemmDirectNN
; %bb.0:
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[60:61], s[8:9], 0x18
	s_load_dwordx2 s[62:63], s[8:9], 0x20
	s_load_dwordx2 s[64:65], s[8:9], 0x28
	s_load_dwordx2 s[66:67], s[8:9], 0x30
	s_load_dwordx2 s[50:51], s[8:9], 0x38
	s_load_dwordx4 s[56:59], s[8:9], 0x40
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_mov_b32 s47, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s37, s37, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v60, 3, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	v_add_u32_e32 v58, v60, v40
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_ashr_i32 s4, s52, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s4, s52, s4
	v_lshlrev_b32_e32 v61, 3, v0
	s_and_b32 s6, s4, -8
	v_add_u32_e32 v59, v61, v41
	v_cmp_le_i32_e64 s[4:5], s6, v58
	v_cmp_gt_i32_e32 vcc, s6, v58
	s_mov_b64 s[36:37], 0
	s_mov_b64 s[68:69], 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.1:
	s_ashr_i32 s8, s53, 31
	s_lshr_b32 s8, s8, 29
	s_add_i32 s8, s53, s8
	s_and_b32 s8, s8, -8
	v_cmp_le_i32_e32 vcc, s8, v59
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], vcc, exec
	s_mov_b64 s[68:69], exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s77, s[40:41], 0x10
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[70:71], s[4:5]
	s_cbranch_execz .LBB17_24
; %bb.3:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB17_10
; %bb.4:
	v_mul_lo_u32 v0, v41, 9
	v_add_u32_e32 v1, v61, v40
	v_cmp_gt_i32_e64 s[36:37], s53, v1
	v_mul_lo_u32 v1, s63, v41
	v_add_lshl_u32 v62, v0, v40, 2
	v_mul_lo_u32 v0, s67, v41
	s_ashr_i32 s4, s54, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s4, s54, s4
	v_add_u32_e32 v0, s66, v0
	s_and_b32 s74, s4, -8
	s_movk_i32 s4, 0x120
	v_add3_u32 v45, v0, v61, v40
	v_add_u32_e32 v0, s62, v1
	v_add_u32_e32 v63, s4, v62
	v_lshlrev_b32_e32 v72, 2, v40
	v_lshl_add_u32 v73, v41, 2, s4
	v_cmp_gt_i32_e64 s[34:35], s52, v58
	s_lshl_b32 s75, s67, 3
	v_add3_u32 v56, v0, v60, v40
	s_lshl_b32 s76, s63, 3
	s_mov_b32 s59, 0
	v_mov_b32_e32 v47, 0
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z7barrierj@rel32@lo+4
	s_addc_u32 s73, s73, _Z7barrierj@rel32@hi+12
	s_branch .LBB17_6
.LBB17_5:                               ;   in Loop: Header=BB17_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s48, s40, 0x58
	s_addc_u32 s49, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_waitcnt vmcnt(0)
	ds_write_b32 v63, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	ds_read2_b32 v[0:1], v72 offset1:9
	ds_read2_b32 v[2:3], v73 offset1:9
	ds_read2_b32 v[4:5], v72 offset0:18 offset1:27
	ds_read2_b32 v[6:7], v73 offset0:18 offset1:27
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v0, v2, v47
	v_fma_f32 v12, v1, v3, v0
	ds_read2_b32 v[0:1], v72 offset0:36 offset1:45
	ds_read2_b32 v[2:3], v73 offset0:36 offset1:45
	ds_read2_b32 v[8:9], v72 offset0:54 offset1:63
	ds_read2_b32 v[10:11], v73 offset0:54 offset1:63
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v4, v4, v6, v12
	v_fma_f32 v4, v5, v7, v4
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v0, v2, v4
	v_fma_f32 v0, v1, v3, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v8, v10, v0
	v_fma_f32 v47, v9, v11, v0
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s59, s59, 8
	v_add_u32_e32 v45, s75, v45
	s_cmp_ge_i32 s59, s74
	v_add_u32_e32 v56, s76, v56
	s_cbranch_scc1 .LBB17_11
.LBB17_6:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s59, v41
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 s[4:5], s[34:35], vcc
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB17_8
; %bb.7:                                ;   in Loop: Header=BB17_6 Depth=1
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e64 v0, s[4:5], s60, v0
	v_addc_co_u32_e64 v1, s[4:5], v2, v1, s[4:5]
	global_load_dword v0, v[0:1], off
.LBB17_8:                               ;   in Loop: Header=BB17_6 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v62, v0
	s_and_b64 s[6:7], s[36:37], vcc
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB17_5
; %bb.9:                                ;   in Loop: Header=BB17_6 Depth=1
	v_ashrrev_i32_e32 v46, 31, v45
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s65
	v_add_co_u32_e32 v0, vcc, s64, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_branch .LBB17_5
.LBB17_10:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v47, 0
.LBB17_11:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB17_18
; %bb.12:
	s_mul_i32 s6, s59, s63
	s_add_i32 s6, s62, s6
	v_add3_u32 v0, s6, v60, v40
	s_mul_i32 s6, s59, s67
	s_add_i32 s6, s66, s6
	v_cmp_gt_i32_e32 vcc, s52, v58
	v_cmp_gt_i32_e64 s[4:5], s53, v59
	v_add3_u32 v2, s6, v61, v41
	s_branch .LBB17_14
.LBB17_13:                              ;   in Loop: Header=BB17_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s59, s59, 1
	s_waitcnt vmcnt(0)
	v_fma_f32 v47, v1, v3, v47
	v_add_u32_e32 v0, s63, v0
	s_cmp_lt_i32 s59, s54
	v_add_u32_e32 v2, s67, v2
	s_cbranch_scc0 .LBB17_18
.LBB17_14:                              ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB17_16
; %bb.15:                               ;   in Loop: Header=BB17_14 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_mov_b32_e32 v1, s61
	v_add_co_u32_e64 v3, s[6:7], s60, v3
	v_addc_co_u32_e64 v4, s[6:7], v1, v4, s[6:7]
	global_load_dword v1, v[3:4], off
.LBB17_16:                              ;   in Loop: Header=BB17_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB17_13
; %bb.17:                               ;   in Loop: Header=BB17_14 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_mov_b32_e32 v5, s65
	v_add_co_u32_e64 v3, s[6:7], s64, v3
	v_addc_co_u32_e64 v4, s[6:7], v5, v4, s[6:7]
	global_load_dword v3, v[3:4], off
	s_branch .LBB17_13
.LBB17_18:
	v_cmp_gt_i32_e32 vcc, s52, v58
	v_cmp_gt_i32_e64 s[4:5], s53, v59
	s_and_b64 s[4:5], vcc, s[4:5]
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB17_23
; %bb.19:
	s_cmp_eq_u32 s58, 0
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v0, v58, v59, vcc
	v_mul_lo_u32 v0, v0, s57
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[6:7], s77, 0
	v_cndmask_b32_e32 v1, v59, v58, vcc
	s_and_b64 vcc, exec, s[6:7]
	v_add_u32_e32 v3, v0, v1
	s_cbranch_vccz .LBB17_45
; %bb.20:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s77, v2
	v_fma_f32 v2, s55, v47, v2
	s_cbranch_execnz .LBB17_22
.LBB17_21:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v47
	v_ashrrev_i32_e32 v1, 31, v0
.LBB17_22:
	s_mov_b64 s[6:7], exec
.LBB17_23:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[36:37], s[6:7], exec
	s_andn2_b64 s[68:69], s[68:69], exec
.LBB17_24:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[4:5], s[68:69]
	s_xor_b64 s[48:49], exec, s[4:5]
	s_cbranch_execz .LBB17_41
; %bb.25:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB17_29
; %bb.26:
	v_mul_lo_u32 v0, v41, 9
	v_mul_lo_u32 v1, s63, v41
	s_ashr_i32 s4, s54, 31
	s_lshr_b32 s4, s4, 29
	v_add_lshl_u32 v57, v0, v40, 2
	v_mul_lo_u32 v0, s67, v41
	s_add_i32 s4, s54, s4
	s_and_b32 s68, s4, -8
	s_movk_i32 s4, 0x120
	v_add_u32_e32 v0, s66, v0
	v_add3_u32 v44, v0, v61, v40
	v_add_u32_e32 v0, s62, v1
	v_add_u32_e32 v62, s4, v57
	v_lshlrev_b32_e32 v63, 2, v40
	v_lshl_add_u32 v72, v41, 2, s4
	s_lshl_b32 s69, s67, 3
	v_add3_u32 v46, v0, v60, v40
	s_lshl_b32 s70, s63, 3
	s_mov_b32 s59, 0
	v_mov_b32_e32 v56, 0
	v_lshl_or_b32 v42, v42, 10, v43
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
.LBB17_27:                              ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshlrev_b64 v[0:1], 2, v[46:47]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e32 v0, vcc, s60, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_ashrrev_i32_e32 v45, 31, v44
	global_load_dword v2, v[0:1], off
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_mov_b32_e32 v3, s65
	v_add_co_u32_e32 v0, vcc, s64, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt vmcnt(1)
	ds_write_b32 v57, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v62, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b32 v[0:1], v63 offset1:9
	ds_read2_b32 v[2:3], v72 offset1:9
	ds_read2_b32 v[4:5], v63 offset0:18 offset1:27
	ds_read2_b32 v[6:7], v72 offset0:18 offset1:27
	ds_read2_b32 v[8:9], v63 offset0:36 offset1:45
	ds_read2_b32 v[10:11], v72 offset0:36 offset1:45
	ds_read2_b32 v[12:13], v63 offset0:54 offset1:63
	ds_read2_b32 v[14:15], v72 offset0:54 offset1:63
	s_waitcnt lgkmcnt(6)
	v_fma_f32 v0, v0, v2, v56
	v_fma_f32 v0, v1, v3, v0
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v0, v4, v6, v0
	v_fma_f32 v0, v5, v7, v0
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v8, v10, v0
	v_fma_f32 v0, v9, v11, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v12, v14, v0
	v_fma_f32 v56, v13, v15, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s59, s59, 8
	v_add_u32_e32 v44, s69, v44
	s_cmp_ge_i32 s59, s68
	v_add_u32_e32 v46, s70, v46
	s_cbranch_scc0 .LBB17_27
; %bb.28:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc0 .LBB17_30
	s_branch .LBB17_32
.LBB17_29:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v56, 0
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB17_32
.LBB17_30:
	s_mul_i32 s4, s59, s67
	s_add_i32 s4, s66, s4
	v_add3_u32 v0, s4, v61, v41
	s_mul_i32 s4, s59, s63
	s_add_i32 s4, s62, s4
	v_add3_u32 v2, s4, v60, v40
.LBB17_31:                              ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_mov_b32_e32 v1, s61
	v_add_co_u32_e32 v3, vcc, s60, v3
	v_addc_co_u32_e32 v4, vcc, v1, v4, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_load_dword v5, v[3:4], off
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_mov_b32_e32 v1, s65
	v_add_co_u32_e32 v3, vcc, s64, v3
	v_addc_co_u32_e32 v4, vcc, v1, v4, vcc
	global_load_dword v1, v[3:4], off
	s_add_i32 s59, s59, 1
	v_add_u32_e32 v0, s67, v0
	s_cmp_lt_i32 s59, s54
	v_add_u32_e32 v2, s63, v2
	s_waitcnt vmcnt(0)
	v_fma_f32 v56, v5, v1, v56
	s_cbranch_scc1 .LBB17_31
.LBB17_32:
	s_cmp_eq_u32 s58, 0
	s_cbranch_scc1 .LBB17_35
; %bb.33:
	v_mul_lo_u32 v0, v58, s57
	s_cbranch_execnz .LBB17_36
.LBB17_34:
	v_mul_lo_u32 v59, v59, s57
	s_branch .LBB17_37
.LBB17_35:
                                        ; implicit-def: $vgpr0
	s_branch .LBB17_34
.LBB17_36:
	v_mov_b32_e32 v58, v0
.LBB17_37:
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], s77, 0
	v_add_u32_e32 v3, v59, v58
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB17_44
; %bb.38:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s77, v2
	v_fma_f32 v2, s55, v56, v2
	s_cbranch_execnz .LBB17_40
.LBB17_39:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v56
	v_ashrrev_i32_e32 v1, 31, v0
.LBB17_40:
	s_or_b64 s[36:37], s[36:37], exec
.LBB17_41:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB17_43
; %bb.42:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB17_43:
	s_endpgm
.LBB17_44:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB17_39
.LBB17_45:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB17_21
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemmDirectNN
		.amdhsa_group_segment_fixed_size 576
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
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 78
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
.Lfunc_end17:
	.size	XgemmDirectNN, .Lfunc_end17-XgemmDirectNN
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2324
; NumSgprs: 84
; NumVgprs: 74
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 576 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 84
; NumVGPRsForWavesPerEU: 74
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	XgemmDirectNT           ; -- Begin function XgemmDirectNT
	.globl	XgemmDirectNT
	.p2align	8
	.type	XgemmDirectNT,@function
XgemmDirectNT:                          ; @XgemmDirectNT
; %bb.0:
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[60:61], s[8:9], 0x18
	s_load_dwordx2 s[62:63], s[8:9], 0x20
	s_load_dwordx2 s[64:65], s[8:9], 0x28
	s_load_dwordx2 s[66:67], s[8:9], 0x30
	s_load_dwordx2 s[50:51], s[8:9], 0x38
	s_load_dwordx4 s[56:59], s[8:9], 0x40
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_mov_b32 s47, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s37, s37, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v56, 3, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	v_add_u32_e32 v46, v56, v40
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_ashr_i32 s4, s52, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s4, s52, s4
	s_and_b32 s6, s4, -8
	v_lshl_add_u32 v47, v0, 3, v41
	v_cmp_le_i32_e64 s[4:5], s6, v46
	v_cmp_gt_i32_e32 vcc, s6, v46
	s_mov_b64 s[36:37], 0
	s_mov_b64 s[68:69], 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.1:
	s_ashr_i32 s8, s53, 31
	s_lshr_b32 s8, s8, 29
	s_add_i32 s8, s53, s8
	s_and_b32 s8, s8, -8
	v_cmp_le_i32_e32 vcc, s8, v47
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], vcc, exec
	s_mov_b64 s[68:69], exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s76, s[40:41], 0x10
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[70:71], s[4:5]
	s_cbranch_execz .LBB18_24
; %bb.3:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB18_10
; %bb.4:
	v_mul_lo_u32 v0, v41, 9
	s_ashr_i32 s4, s54, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s4, s54, s4
	v_add_lshl_u32 v57, v0, v40, 2
	v_mul_lo_u32 v0, v41, 36
	s_and_b32 s74, s4, -8
	s_movk_i32 s4, 0x120
	v_mul_lo_u32 v1, s63, v41
	v_add_u32_e32 v60, s4, v0
	v_mul_lo_u32 v0, v47, s67
	v_add_u32_e32 v58, s4, v57
	v_lshlrev_b32_e32 v59, 2, v40
	v_cmp_gt_i32_e64 s[34:35], s52, v46
	v_cmp_gt_i32_e64 s[36:37], s53, v47
	v_add3_u32 v61, s66, v0, v40
	v_add3_u32 v62, s62, v1, v56
	s_lshl_b32 s75, s63, 3
	s_mov_b32 s59, 0
	v_mov_b32_e32 v45, 0
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z7barrierj@rel32@lo+4
	s_addc_u32 s73, s73, _Z7barrierj@rel32@hi+12
	s_branch .LBB18_6
.LBB18_5:                               ;   in Loop: Header=BB18_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s48, s40, 0x58
	s_addc_u32 s49, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_waitcnt vmcnt(0)
	ds_write_b32 v58, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	ds_read2_b32 v[8:9], v59 offset1:9
	ds_read2_b64 v[0:3], v60 offset1:1
	ds_read2_b32 v[10:11], v59 offset0:18 offset1:27
	ds_read2_b64 v[4:7], v60 offset0:2 offset1:3
	ds_read2_b32 v[12:13], v59 offset0:36 offset1:45
	s_mov_b64 s[4:5], s[44:45]
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v0, v8, v0, v45
	v_fma_f32 v8, v9, v1, v0
	ds_read2_b32 v[0:1], v59 offset0:54 offset1:63
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v2, v10, v2, v8
	v_fma_f32 v2, v11, v3, v2
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v12, v4, v2
	v_fma_f32 v2, v13, v5, v2
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v0, v6, v2
	v_fma_f32 v45, v1, v7, v0
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s59, s59, 8
	s_cmp_ge_i32 s59, s74
	v_add_u32_e32 v62, s75, v62
	s_cbranch_scc1 .LBB18_11
.LBB18_6:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s59, v41
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 s[6:7], s[34:35], vcc
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB18_8
; %bb.7:                                ;   in Loop: Header=BB18_6 Depth=1
	v_add_u32_e32 v0, v40, v62
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e32 v0, vcc, s60, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
.LBB18_8:                               ;   in Loop: Header=BB18_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v57, v0
	v_add_u32_e32 v0, s59, v40
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 s[6:7], vcc, s[36:37]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB18_5
; %bb.9:                                ;   in Loop: Header=BB18_6 Depth=1
	v_add_u32_e32 v0, s59, v61
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s65
	v_add_co_u32_e32 v0, vcc, s64, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_branch .LBB18_5
.LBB18_10:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v45, 0
.LBB18_11:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB18_18
; %bb.12:
	v_mul_lo_u32 v0, v47, s67
	s_mul_i32 s6, s59, s63
	s_add_i32 s6, s62, s6
	v_cmp_gt_i32_e32 vcc, s52, v46
	v_cmp_gt_i32_e64 s[4:5], s53, v47
	v_add_u32_e32 v2, s66, v0
	v_add3_u32 v0, s6, v56, v40
	s_branch .LBB18_14
.LBB18_13:                              ;   in Loop: Header=BB18_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s59, s59, 1
	s_waitcnt vmcnt(0)
	v_fma_f32 v45, v1, v3, v45
	s_cmp_lt_i32 s59, s54
	v_add_u32_e32 v0, s63, v0
	s_cbranch_scc0 .LBB18_18
.LBB18_14:                              ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB18_16
; %bb.15:                               ;   in Loop: Header=BB18_14 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_mov_b32_e32 v1, s61
	v_add_co_u32_e64 v3, s[6:7], s60, v3
	v_addc_co_u32_e64 v4, s[6:7], v1, v4, s[6:7]
	global_load_dword v1, v[3:4], off
.LBB18_16:                              ;   in Loop: Header=BB18_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB18_13
; %bb.17:                               ;   in Loop: Header=BB18_14 Depth=1
	v_add_u32_e32 v3, s59, v2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v5, s65
	v_add_co_u32_e64 v3, s[6:7], s64, v3
	v_addc_co_u32_e64 v4, s[6:7], v5, v4, s[6:7]
	global_load_dword v3, v[3:4], off
	s_branch .LBB18_13
.LBB18_18:
	v_cmp_gt_i32_e32 vcc, s52, v46
	v_cmp_gt_i32_e64 s[4:5], s53, v47
	s_and_b64 s[4:5], vcc, s[4:5]
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB18_23
; %bb.19:
	s_cmp_eq_u32 s58, 0
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v0, v46, v47, vcc
	v_mul_lo_u32 v0, v0, s57
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[6:7], s76, 0
	v_cndmask_b32_e32 v1, v47, v46, vcc
	s_and_b64 vcc, exec, s[6:7]
	v_add_u32_e32 v3, v0, v1
	s_cbranch_vccz .LBB18_45
; %bb.20:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s76, v2
	v_fma_f32 v2, s55, v45, v2
	s_cbranch_execnz .LBB18_22
.LBB18_21:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v45
	v_ashrrev_i32_e32 v1, 31, v0
.LBB18_22:
	s_mov_b64 s[6:7], exec
.LBB18_23:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[36:37], s[6:7], exec
	s_andn2_b64 s[68:69], s[68:69], exec
.LBB18_24:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[4:5], s[68:69]
	s_xor_b64 s[48:49], exec, s[4:5]
	s_cbranch_execz .LBB18_41
; %bb.25:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB18_29
; %bb.26:
	v_mul_lo_u32 v0, v41, 9
	s_ashr_i32 s4, s54, 31
	v_mul_lo_u32 v2, s63, v41
	s_lshr_b32 s4, s4, 29
	v_add_lshl_u32 v58, v0, v40, 2
	v_mul_lo_u32 v0, v41, 36
	v_mul_lo_u32 v1, v47, s67
	s_add_i32 s4, s54, s4
	s_and_b32 s68, s4, -8
	s_movk_i32 s4, 0x120
	v_add_u32_e32 v61, s4, v0
	v_add_u32_e32 v0, s62, v2
	v_add_u32_e32 v59, s4, v58
	v_lshlrev_b32_e32 v60, 2, v40
	v_add3_u32 v62, s66, v1, v40
	v_add3_u32 v44, v0, v56, v40
	s_lshl_b32 s69, s63, 3
	s_mov_b32 s59, 0
	v_mov_b32_e32 v57, 0
	v_lshl_or_b32 v41, v42, 10, v43
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
.LBB18_27:                              ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e32 v0, vcc, s60, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	v_add_u32_e32 v0, s59, v62
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s65
	v_add_co_u32_e32 v0, vcc, s64, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt vmcnt(1)
	ds_write_b32 v58, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v59, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b32 v[8:9], v60 offset1:9
	ds_read2_b32 v[10:11], v60 offset0:18 offset1:27
	ds_read2_b64 v[0:3], v61 offset1:1
	ds_read2_b64 v[4:7], v61 offset0:2 offset1:3
	ds_read2_b32 v[12:13], v60 offset0:36 offset1:45
	ds_read2_b32 v[14:15], v60 offset0:54 offset1:63
	s_mov_b64 s[4:5], s[44:45]
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v0, v8, v0, v57
	v_fma_f32 v0, v9, v1, v0
	v_fma_f32 v0, v10, v2, v0
	v_fma_f32 v0, v11, v3, v0
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, v12, v4, v0
	v_fma_f32 v0, v13, v5, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v14, v6, v0
	v_fma_f32 v57, v15, v7, v0
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s59, s59, 8
	s_cmp_ge_i32 s59, s68
	v_add_u32_e32 v44, s69, v44
	s_cbranch_scc0 .LBB18_27
; %bb.28:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc0 .LBB18_30
	s_branch .LBB18_32
.LBB18_29:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v57, 0
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB18_32
.LBB18_30:
	v_mul_lo_u32 v0, v47, s67
	s_mul_i32 s4, s59, s63
	s_add_i32 s4, s62, s4
	v_add_u32_e32 v2, s66, v0
	v_add3_u32 v0, s4, v56, v40
.LBB18_31:                              ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v3, s59, v2
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_ashrrev_i32_e32 v4, 31, v3
	v_mov_b32_e32 v7, s61
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32_e32 v5, vcc, s60, v5
	v_addc_co_u32_e32 v6, vcc, v7, v6, vcc
	v_mov_b32_e32 v8, s65
	v_add_co_u32_e32 v3, vcc, s64, v3
	v_addc_co_u32_e32 v4, vcc, v8, v4, vcc
	global_load_dword v1, v[5:6], off
	s_add_i32 s59, s59, 1
	global_load_dword v3, v[3:4], off
	v_add_u32_e32 v0, s63, v0
	s_cmp_lt_i32 s59, s54
	s_waitcnt vmcnt(0)
	v_fma_f32 v57, v1, v3, v57
	s_cbranch_scc1 .LBB18_31
.LBB18_32:
	s_cmp_eq_u32 s58, 0
	s_cbranch_scc1 .LBB18_35
; %bb.33:
	v_mul_lo_u32 v0, v46, s57
	s_cbranch_execnz .LBB18_36
.LBB18_34:
	v_mul_lo_u32 v47, v47, s57
	s_branch .LBB18_37
.LBB18_35:
                                        ; implicit-def: $vgpr0
	s_branch .LBB18_34
.LBB18_36:
	v_mov_b32_e32 v46, v0
.LBB18_37:
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], s76, 0
	v_add_u32_e32 v3, v47, v46
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB18_44
; %bb.38:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s76, v2
	v_fma_f32 v2, s55, v57, v2
	s_cbranch_execnz .LBB18_40
.LBB18_39:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v57
	v_ashrrev_i32_e32 v1, 31, v0
.LBB18_40:
	s_or_b64 s[36:37], s[36:37], exec
.LBB18_41:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB18_43
; %bb.42:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB18_43:
	s_endpgm
.LBB18_44:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB18_39
.LBB18_45:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB18_21
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemmDirectNT
		.amdhsa_group_segment_fixed_size 576
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
		.amdhsa_next_free_sgpr 77
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
.Lfunc_end18:
	.size	XgemmDirectNT, .Lfunc_end18-XgemmDirectNT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2260
; NumSgprs: 83
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 576 bytes/workgroup (compile time only)
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
	.text
	.protected	XgemmDirectTN           ; -- Begin function XgemmDirectTN
	.globl	XgemmDirectTN
	.p2align	8
	.type	XgemmDirectTN,@function
XgemmDirectTN:                          ; @XgemmDirectTN
; %bb.0:
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[60:61], s[8:9], 0x18
	s_load_dwordx2 s[66:67], s[8:9], 0x20
	s_load_dwordx2 s[62:63], s[8:9], 0x28
	s_load_dwordx2 s[64:65], s[8:9], 0x30
	s_load_dwordx2 s[50:51], s[8:9], 0x38
	s_load_dwordx4 s[56:59], s[8:9], 0x40
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_mov_b32 s47, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s37, s37, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v58, 3, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	v_add_u32_e32 v47, v58, v41
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_ashr_i32 s4, s52, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s4, s52, s4
	v_lshlrev_b32_e32 v57, 3, v0
	s_and_b32 s6, s4, -8
	v_add_u32_e32 v56, v57, v40
	v_cmp_le_i32_e64 s[4:5], s6, v47
	v_cmp_gt_i32_e32 vcc, s6, v47
	s_mov_b64 s[36:37], 0
	s_mov_b64 s[68:69], 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.1:
	s_ashr_i32 s8, s53, 31
	s_lshr_b32 s8, s8, 29
	s_add_i32 s8, s53, s8
	s_and_b32 s8, s8, -8
	v_cmp_le_i32_e32 vcc, s8, v56
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], vcc, exec
	s_mov_b64 s[68:69], exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s76, s[40:41], 0x10
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[70:71], s[4:5]
	s_cbranch_execz .LBB19_24
; %bb.3:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB19_10
; %bb.4:
	v_mul_lo_u32 v0, v40, 9
	v_mul_lo_u32 v1, s65, v40
	s_ashr_i32 s4, s54, 31
	s_lshr_b32 s4, s4, 29
	v_add_lshl_u32 v60, v0, v41, 2
	v_add_u32_e32 v0, v58, v40
	v_cmp_gt_i32_e64 s[34:35], s52, v0
	v_mul_lo_u32 v0, v0, s67
	v_mul_lo_u32 v62, v41, 36
	s_add_i32 s4, s54, s4
	s_and_b32 s74, s4, -8
	s_movk_i32 s4, 0x120
	v_add_u32_e32 v2, v57, v41
	v_add_u32_e32 v1, s64, v1
	v_add_u32_e32 v61, s4, v60
	v_lshl_add_u32 v63, v40, 2, s4
	v_cmp_gt_i32_e64 s[36:37], s53, v2
	v_add3_u32 v45, v1, v57, v41
	s_lshl_b32 s75, s65, 3
	v_add3_u32 v72, s66, v0, v41
	s_mov_b32 s59, 0
	v_mov_b32_e32 v59, 0
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z7barrierj@rel32@lo+4
	s_addc_u32 s73, s73, _Z7barrierj@rel32@hi+12
	s_branch .LBB19_6
.LBB19_5:                               ;   in Loop: Header=BB19_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s48, s40, 0x58
	s_addc_u32 s49, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_waitcnt vmcnt(0)
	ds_write_b32 v61, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	ds_read2_b32 v[8:9], v63 offset1:9
	ds_read2_b64 v[0:3], v62 offset1:1
	ds_read2_b32 v[10:11], v63 offset0:18 offset1:27
	ds_read2_b64 v[4:7], v62 offset0:2 offset1:3
	ds_read2_b32 v[12:13], v63 offset0:36 offset1:45
	s_mov_b64 s[4:5], s[44:45]
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v0, v0, v8, v59
	v_fma_f32 v8, v1, v9, v0
	ds_read2_b32 v[0:1], v63 offset0:54 offset1:63
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v2, v2, v10, v8
	v_fma_f32 v2, v3, v11, v2
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v4, v12, v2
	v_fma_f32 v2, v5, v13, v2
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v6, v0, v2
	v_fma_f32 v59, v7, v1, v0
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s59, s59, 8
	s_cmp_ge_i32 s59, s74
	v_add_u32_e32 v45, s75, v45
	s_cbranch_scc1 .LBB19_11
.LBB19_6:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s59, v41
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 s[6:7], vcc, s[34:35]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB19_8
; %bb.7:                                ;   in Loop: Header=BB19_6 Depth=1
	v_add_u32_e32 v0, s59, v72
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e32 v0, vcc, s60, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
.LBB19_8:                               ;   in Loop: Header=BB19_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v60, v0
	v_add_u32_e32 v0, s59, v40
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 s[6:7], s[36:37], vcc
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB19_5
; %bb.9:                                ;   in Loop: Header=BB19_6 Depth=1
	v_ashrrev_i32_e32 v46, 31, v45
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s63
	v_add_co_u32_e32 v0, vcc, s62, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_branch .LBB19_5
.LBB19_10:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v59, 0
.LBB19_11:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB19_18
; %bb.12:
	v_mul_lo_u32 v0, v47, s67
	s_mul_i32 s6, s59, s65
	s_add_i32 s6, s64, s6
	v_cmp_gt_i32_e32 vcc, s52, v47
	v_cmp_gt_i32_e64 s[4:5], s53, v56
	v_add_u32_e32 v2, s66, v0
	v_add3_u32 v0, s6, v57, v40
	s_branch .LBB19_14
.LBB19_13:                              ;   in Loop: Header=BB19_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s59, s59, 1
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v3, v1, v59
	s_cmp_lt_i32 s59, s54
	v_add_u32_e32 v0, s65, v0
	s_cbranch_scc0 .LBB19_18
.LBB19_14:                              ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB19_16
; %bb.15:                               ;   in Loop: Header=BB19_14 Depth=1
	v_add_u32_e32 v3, s59, v2
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v1, s61
	v_add_co_u32_e64 v3, s[6:7], s60, v3
	v_addc_co_u32_e64 v4, s[6:7], v1, v4, s[6:7]
	global_load_dword v3, v[3:4], off
.LBB19_16:                              ;   in Loop: Header=BB19_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB19_13
; %bb.17:                               ;   in Loop: Header=BB19_14 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s63
	v_add_co_u32_e64 v4, s[6:7], s62, v4
	v_addc_co_u32_e64 v5, s[6:7], v1, v5, s[6:7]
	global_load_dword v1, v[4:5], off
	s_branch .LBB19_13
.LBB19_18:
	v_cmp_gt_i32_e32 vcc, s52, v47
	v_cmp_gt_i32_e64 s[4:5], s53, v56
	s_and_b64 s[4:5], vcc, s[4:5]
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB19_23
; %bb.19:
	s_cmp_eq_u32 s58, 0
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v0, v47, v56, vcc
	v_mul_lo_u32 v0, v0, s57
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[6:7], s76, 0
	v_cndmask_b32_e32 v1, v56, v47, vcc
	s_and_b64 vcc, exec, s[6:7]
	v_add_u32_e32 v3, v0, v1
	s_cbranch_vccz .LBB19_45
; %bb.20:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s76, v2
	v_fma_f32 v2, s55, v59, v2
	s_cbranch_execnz .LBB19_22
.LBB19_21:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v59
	v_ashrrev_i32_e32 v1, 31, v0
.LBB19_22:
	s_mov_b64 s[6:7], exec
.LBB19_23:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[36:37], s[6:7], exec
	s_andn2_b64 s[68:69], s[68:69], exec
.LBB19_24:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[4:5], s[68:69]
	s_xor_b64 s[48:49], exec, s[4:5]
	s_cbranch_execz .LBB19_41
; %bb.25:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB19_29
; %bb.26:
	v_mul_lo_u32 v0, v40, 9
	v_mul_lo_u32 v1, s65, v40
	s_ashr_i32 s4, s54, 31
	s_lshr_b32 s4, s4, 29
	v_add_lshl_u32 v59, v0, v41, 2
	v_add_u32_e32 v0, v58, v40
	v_mul_lo_u32 v0, v0, s67
	v_mul_lo_u32 v58, v41, 36
	s_add_i32 s4, s54, s4
	s_and_b32 s68, s4, -8
	s_movk_i32 s4, 0x120
	v_add3_u32 v62, s66, v0, v41
	v_add_u32_e32 v0, s64, v1
	v_add_u32_e32 v60, s4, v59
	v_lshl_add_u32 v61, v40, 2, s4
	v_add3_u32 v44, v0, v57, v41
	s_lshl_b32 s69, s65, 3
	s_mov_b32 s59, 0
	v_mov_b32_e32 v46, 0
	v_lshl_or_b32 v41, v42, 10, v43
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
.LBB19_27:                              ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s59, v62
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e32 v0, vcc, s60, v0
	v_ashrrev_i32_e32 v45, 31, v44
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[44:45]
	v_mov_b32_e32 v4, s63
	v_add_co_u32_e32 v2, vcc, s62, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v4, v[2:3], off
	global_load_dword v5, v[0:1], off
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, 1
	s_waitcnt vmcnt(1)
	ds_write_b32 v60, v4
	s_waitcnt vmcnt(0)
	ds_write_b32 v59, v5
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b32 v[8:9], v61 offset1:9
	ds_read2_b32 v[10:11], v61 offset0:18 offset1:27
	ds_read2_b64 v[0:3], v58 offset1:1
	ds_read2_b64 v[4:7], v58 offset0:2 offset1:3
	ds_read2_b32 v[12:13], v61 offset0:36 offset1:45
	ds_read2_b32 v[14:15], v61 offset0:54 offset1:63
	s_mov_b64 s[4:5], s[44:45]
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v0, v0, v8, v46
	v_fma_f32 v0, v1, v9, v0
	v_fma_f32 v0, v2, v10, v0
	v_fma_f32 v0, v3, v11, v0
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, v4, v12, v0
	v_fma_f32 v0, v5, v13, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v6, v14, v0
	v_fma_f32 v46, v7, v15, v0
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s59, s59, 8
	s_cmp_ge_i32 s59, s68
	v_add_u32_e32 v44, s69, v44
	s_cbranch_scc0 .LBB19_27
; %bb.28:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc0 .LBB19_30
	s_branch .LBB19_32
.LBB19_29:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v46, 0
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB19_32
.LBB19_30:
	v_mul_lo_u32 v0, v47, s67
	s_mul_i32 s4, s59, s65
	s_add_i32 s4, s64, s4
	v_add_u32_e32 v2, s66, v0
	v_add3_u32 v0, s4, v57, v40
.LBB19_31:                              ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v3, s59, v2
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_ashrrev_i32_e32 v4, 31, v3
	v_mov_b32_e32 v8, s63
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32_e32 v5, vcc, s62, v5
	v_addc_co_u32_e32 v6, vcc, v8, v6, vcc
	v_mov_b32_e32 v7, s61
	v_add_co_u32_e32 v3, vcc, s60, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_load_dword v1, v[5:6], off
	global_load_dword v7, v[3:4], off
	s_add_i32 s59, s59, 1
	v_add_u32_e32 v0, s65, v0
	s_cmp_lt_i32 s59, s54
	s_waitcnt vmcnt(0)
	v_fma_f32 v46, v7, v1, v46
	s_cbranch_scc1 .LBB19_31
.LBB19_32:
	s_cmp_eq_u32 s58, 0
	s_cbranch_scc1 .LBB19_35
; %bb.33:
	v_mul_lo_u32 v0, v47, s57
	s_cbranch_execnz .LBB19_36
.LBB19_34:
	v_mul_lo_u32 v56, v56, s57
	s_branch .LBB19_37
.LBB19_35:
                                        ; implicit-def: $vgpr0
	s_branch .LBB19_34
.LBB19_36:
	v_mov_b32_e32 v47, v0
.LBB19_37:
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], s76, 0
	v_add_u32_e32 v3, v56, v47
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB19_44
; %bb.38:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s76, v2
	v_fma_f32 v2, s55, v46, v2
	s_cbranch_execnz .LBB19_40
.LBB19_39:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v46
	v_ashrrev_i32_e32 v1, 31, v0
.LBB19_40:
	s_or_b64 s[36:37], s[36:37], exec
.LBB19_41:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB19_43
; %bb.42:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB19_43:
	s_endpgm
.LBB19_44:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB19_39
.LBB19_45:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB19_21
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemmDirectTN
		.amdhsa_group_segment_fixed_size 576
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
		.amdhsa_next_free_vgpr 73
		.amdhsa_next_free_sgpr 77
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
.Lfunc_end19:
	.size	XgemmDirectTN, .Lfunc_end19-XgemmDirectTN
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2272
; NumSgprs: 83
; NumVgprs: 73
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 576 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 83
; NumVGPRsForWavesPerEU: 73
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	XgemmDirectTT           ; -- Begin function XgemmDirectTT
	.globl	XgemmDirectTT
	.p2align	8
	.type	XgemmDirectTT,@function
XgemmDirectTT:                          ; @XgemmDirectTT
; %bb.0:
	s_load_dwordx4 s[52:55], s[8:9], 0x0
	s_load_dwordx2 s[60:61], s[8:9], 0x18
	s_load_dwordx2 s[64:65], s[8:9], 0x20
	s_load_dwordx2 s[62:63], s[8:9], 0x28
	s_load_dwordx2 s[66:67], s[8:9], 0x30
	s_load_dwordx2 s[50:51], s[8:9], 0x38
	s_load_dwordx4 s[56:59], s[8:9], 0x40
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_mov_b32 s47, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s37, s37, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s49, s49, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_lshlrev_b32_e32 v47, 3, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	v_add_u32_e32 v45, v47, v40
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_ashr_i32 s4, s52, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s4, s52, s4
	s_and_b32 s6, s4, -8
	v_lshl_add_u32 v46, v0, 3, v41
	v_cmp_le_i32_e64 s[4:5], s6, v45
	v_cmp_gt_i32_e32 vcc, s6, v45
	s_mov_b64 s[36:37], 0
	s_mov_b64 s[68:69], 0
	s_and_saveexec_b64 s[6:7], vcc
; %bb.1:
	s_ashr_i32 s8, s53, 31
	s_lshr_b32 s8, s8, 29
	s_add_i32 s8, s53, s8
	s_and_b32 s8, s8, -8
	v_cmp_le_i32_e32 vcc, s8, v46
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[8:9], vcc, exec
	s_mov_b64 s[68:69], exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s75, s[40:41], 0x10
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[70:71], s[4:5]
	s_cbranch_execz .LBB20_24
; %bb.3:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB20_10
; %bb.4:
	v_mul_lo_u32 v0, v41, 9
	s_ashr_i32 s4, s54, 31
	s_lshr_b32 s4, s4, 29
	s_add_i32 s4, s54, s4
	v_add_lshl_u32 v57, v0, v40, 2
	v_mul_lo_u32 v0, v41, 36
	s_and_b32 s74, s4, -8
	s_movk_i32 s4, 0x120
	v_mul_lo_u32 v1, v46, s67
	v_add_u32_e32 v60, s4, v0
	v_add_u32_e32 v0, v47, v41
	v_mul_lo_u32 v2, v0, s65
	v_mul_lo_u32 v59, v40, 36
	v_add_u32_e32 v58, s4, v57
	v_cmp_gt_i32_e64 s[34:35], s52, v0
	v_cmp_gt_i32_e64 s[36:37], s53, v46
	v_add3_u32 v61, s66, v1, v40
	v_add3_u32 v62, s64, v2, v40
	s_mov_b32 s59, 0
	v_mov_b32_e32 v56, 0
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z7barrierj@rel32@lo+4
	s_addc_u32 s73, s73, _Z7barrierj@rel32@hi+12
	s_branch .LBB20_6
.LBB20_5:                               ;   in Loop: Header=BB20_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s48, s40, 0x58
	s_addc_u32 s49, s41, 0
	v_lshl_or_b32 v44, v42, 10, v43
	s_waitcnt vmcnt(0)
	ds_write_b32 v58, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	ds_read2_b64 v[0:3], v60 offset1:1
	ds_read2_b64 v[4:7], v59 offset1:1
	ds_read2_b64 v[8:11], v59 offset0:2 offset1:3
	ds_read2_b64 v[12:15], v60 offset0:2 offset1:3
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v4, v0, v56
	v_fma_f32 v0, v5, v1, v0
	v_fma_f32 v0, v6, v2, v0
	v_fma_f32 v0, v7, v3, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v8, v12, v0
	v_fma_f32 v0, v9, v13, v0
	v_fma_f32 v0, v10, v14, v0
	v_fma_f32 v56, v11, v15, v0
	s_mov_b64 s[8:9], s[48:49]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s59, s59, 8
	s_cmp_ge_i32 s59, s74
	s_cbranch_scc1 .LBB20_11
.LBB20_6:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s59, v40
	v_cmp_gt_i32_e32 vcc, s54, v0
	s_and_b64 s[4:5], vcc, s[34:35]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB20_8
; %bb.7:                                ;   in Loop: Header=BB20_6 Depth=1
	v_add_u32_e32 v0, s59, v62
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e64 v0, s[4:5], s60, v0
	v_addc_co_u32_e64 v1, s[4:5], v2, v1, s[4:5]
	global_load_dword v0, v[0:1], off
.LBB20_8:                               ;   in Loop: Header=BB20_6 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v57, v0
	s_and_b64 s[6:7], vcc, s[36:37]
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB20_5
; %bb.9:                                ;   in Loop: Header=BB20_6 Depth=1
	v_add_u32_e32 v0, s59, v61
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s63
	v_add_co_u32_e32 v0, vcc, s62, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_branch .LBB20_5
.LBB20_10:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v56, 0
.LBB20_11:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB20_18
; %bb.12:
	v_mul_lo_u32 v0, v46, s67
	v_mul_lo_u32 v1, v45, s65
	v_cmp_gt_i32_e32 vcc, s52, v45
	v_cmp_gt_i32_e64 s[4:5], s53, v46
	v_add_u32_e32 v0, s66, v0
	v_add_u32_e32 v1, s64, v1
	s_branch .LBB20_14
.LBB20_13:                              ;   in Loop: Header=BB20_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s59, s59, 1
	s_cmp_lt_i32 s59, s54
	s_waitcnt vmcnt(0)
	v_fma_f32 v56, v2, v3, v56
	s_cbranch_scc0 .LBB20_18
.LBB20_14:                              ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB20_16
; %bb.15:                               ;   in Loop: Header=BB20_14 Depth=1
	v_add_u32_e32 v2, s59, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s61
	v_add_co_u32_e64 v2, s[6:7], s60, v2
	v_addc_co_u32_e64 v3, s[6:7], v4, v3, s[6:7]
	global_load_dword v2, v[2:3], off
.LBB20_16:                              ;   in Loop: Header=BB20_14 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB20_13
; %bb.17:                               ;   in Loop: Header=BB20_14 Depth=1
	v_add_u32_e32 v3, s59, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v5, s63
	v_add_co_u32_e64 v3, s[6:7], s62, v3
	v_addc_co_u32_e64 v4, s[6:7], v5, v4, s[6:7]
	global_load_dword v3, v[3:4], off
	s_branch .LBB20_13
.LBB20_18:
	v_cmp_gt_i32_e32 vcc, s52, v45
	v_cmp_gt_i32_e64 s[4:5], s53, v46
	s_and_b64 s[4:5], vcc, s[4:5]
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB20_23
; %bb.19:
	s_cmp_eq_u32 s58, 0
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v0, v45, v46, vcc
	v_mul_lo_u32 v0, v0, s57
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[6:7], s75, 0
	v_cndmask_b32_e32 v1, v46, v45, vcc
	s_and_b64 vcc, exec, s[6:7]
	v_add_u32_e32 v3, v0, v1
	s_cbranch_vccz .LBB20_45
; %bb.20:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s75, v2
	v_fma_f32 v2, s55, v56, v2
	s_cbranch_execnz .LBB20_22
.LBB20_21:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v56
	v_ashrrev_i32_e32 v1, 31, v0
.LBB20_22:
	s_mov_b64 s[6:7], exec
.LBB20_23:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[36:37], s[6:7], exec
	s_andn2_b64 s[68:69], s[68:69], exec
.LBB20_24:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[4:5], s[68:69]
	s_xor_b64 s[48:49], exec, s[4:5]
	s_cbranch_execz .LBB20_41
; %bb.25:
	s_cmp_lt_i32 s54, 8
	s_cbranch_scc1 .LBB20_29
; %bb.26:
	v_mul_lo_u32 v0, v41, 9
	v_add_u32_e32 v1, v47, v41
	s_ashr_i32 s4, s54, 31
	v_mul_lo_u32 v2, v46, s67
	v_add_lshl_u32 v44, v0, v40, 2
	v_mul_lo_u32 v0, v41, 36
	v_mul_lo_u32 v1, v1, s65
	s_lshr_b32 s4, s4, 29
	v_mul_lo_u32 v47, v40, 36
	s_add_i32 s4, s54, s4
	s_and_b32 s68, s4, -8
	s_movk_i32 s4, 0x120
	v_add_u32_e32 v56, s4, v44
	v_add_u32_e32 v57, s4, v0
	v_add3_u32 v58, s66, v2, v40
	v_add3_u32 v59, s64, v1, v40
	s_mov_b32 s59, 0
	v_mov_b32_e32 v41, 0
	v_lshl_or_b32 v40, v42, 10, v43
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
.LBB20_27:                              ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, s59, v59
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e32 v0, vcc, s60, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	v_add_u32_e32 v0, s59, v58
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s63
	v_add_co_u32_e32 v0, vcc, s62, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off
	s_add_u32 s34, s40, 0x58
	s_addc_u32 s35, s41, 0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt vmcnt(1)
	ds_write_b32 v44, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v56, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b64 v[0:3], v57 offset1:1
	ds_read2_b64 v[4:7], v47 offset1:1
	ds_read2_b64 v[8:11], v47 offset0:2 offset1:3
	ds_read2_b64 v[12:15], v57 offset0:2 offset1:3
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v4, v0, v41
	v_fma_f32 v0, v5, v1, v0
	v_fma_f32 v0, v6, v2, v0
	v_fma_f32 v0, v7, v3, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v8, v12, v0
	v_fma_f32 v0, v9, v13, v0
	v_fma_f32 v0, v10, v14, v0
	v_fma_f32 v41, v11, v15, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s59, s59, 8
	s_cmp_ge_i32 s59, s68
	s_cbranch_scc0 .LBB20_27
; %bb.28:
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc0 .LBB20_30
	s_branch .LBB20_32
.LBB20_29:
	s_mov_b32 s59, 0
	v_mov_b32_e32 v41, 0
	s_cmp_ge_i32 s59, s54
	s_cbranch_scc1 .LBB20_32
.LBB20_30:
	v_mul_lo_u32 v0, v46, s67
	v_mul_lo_u32 v1, v45, s65
	v_add_u32_e32 v0, s66, v0
	v_add_u32_e32 v1, s64, v1
.LBB20_31:                              ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s59, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_u32_e32 v4, s59, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v6, s61
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v2, vcc, s60, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_mov_b32_e32 v7, s63
	v_add_co_u32_e32 v4, vcc, s62, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[4:5], off
	s_add_i32 s59, s59, 1
	s_cmp_lt_i32 s59, s54
	s_waitcnt vmcnt(0)
	v_fma_f32 v41, v6, v7, v41
	s_cbranch_scc1 .LBB20_31
.LBB20_32:
	s_cmp_eq_u32 s58, 0
	s_cbranch_scc1 .LBB20_35
; %bb.33:
	v_mul_lo_u32 v0, v45, s57
	s_cbranch_execnz .LBB20_36
.LBB20_34:
	v_mul_lo_u32 v46, v46, s57
	s_branch .LBB20_37
.LBB20_35:
                                        ; implicit-def: $vgpr0
	s_branch .LBB20_34
.LBB20_36:
	v_mov_b32_e32 v45, v0
.LBB20_37:
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[4:5], s75, 0
	v_add_u32_e32 v3, v46, v45
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB20_44
; %bb.38:
	v_add_u32_e32 v0, s56, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s75, v2
	v_fma_f32 v2, s55, v41, v2
	s_cbranch_execnz .LBB20_40
.LBB20_39:
	v_add_u32_e32 v0, s56, v3
	v_mul_f32_e32 v2, s55, v41
	v_ashrrev_i32_e32 v1, 31, v0
.LBB20_40:
	s_or_b64 s[36:37], s[36:37], exec
.LBB20_41:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB20_43
; %bb.42:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB20_43:
	s_endpgm
.LBB20_44:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB20_39
.LBB20_45:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0_vgpr1
	s_branch .LBB20_21
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemmDirectTT
		.amdhsa_group_segment_fixed_size 576
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
		.amdhsa_next_free_sgpr 76
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
.Lfunc_end20:
	.size	XgemmDirectTT, .Lfunc_end20-XgemmDirectTT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2216
; NumSgprs: 82
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 576 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 82
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
        .type_name:      'realMD*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'realND*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           XgemmDirectNN
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         XgemmDirectNN.kd
    .vgpr_count:     74
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
        .type_name:      'realMD*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'realND*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           XgemmDirectNT
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     83
    .sgpr_spill_count: 0
    .symbol:         XgemmDirectNT.kd
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
        .type_name:      'realMD*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'realND*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           XgemmDirectTN
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     83
    .sgpr_spill_count: 0
    .symbol:         XgemmDirectTN.kd
    .vgpr_count:     73
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
        .type_name:      'realMD*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'realND*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           XgemmDirectTT
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         XgemmDirectTT.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
