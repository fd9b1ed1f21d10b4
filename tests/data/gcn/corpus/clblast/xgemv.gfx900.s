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
	.hidden	LoadMatrixA                     ; -- Begin function LoadMatrixA
	.globl	LoadMatrixA
	.p2align	2
	.type	LoadMatrixA,@function
LoadMatrixA:                            ; @LoadMatrixA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v3, v4, v3
	v_add3_u32 v2, v3, v2, v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	LoadMatrixA, .Lfunc_end2-LoadMatrixA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 56
; NumSgprs: 36
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	Xgemv                   ; -- Begin function Xgemv
	.globl	Xgemv
	.p2align	8
	.type	Xgemv,@function
Xgemv:                                  ; @Xgemv
; %bb.0:
	v_writelane_b32 v40, s16, 0
	v_writelane_b32 v40, s15, 1
	v_writelane_b32 v40, s14, 2
	v_writelane_b32 v40, s10, 3
	v_writelane_b32 v40, s11, 4
	v_writelane_b32 v40, s6, 5
	v_writelane_b32 v40, s7, 6
	v_writelane_b32 v40, s4, 7
	v_writelane_b32 v40, s5, 8
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dword s42, s[8:9], 0x10
	s_load_dwordx2 s[54:55], s[8:9], 0x18
	s_load_dwordx2 s[58:59], s[8:9], 0x20
	s_load_dwordx2 s[4:5], s[8:9], 0x28
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	s_load_dwordx2 s[4:5], s[8:9], 0x30
	s_load_dwordx2 s[34:35], s[8:9], 0x38
	s_load_dwordx2 s[40:41], s[8:9], 0x40
	s_mov_b64 s[72:73], s[8:9]
	v_mov_b32_e32 v41, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
	s_ashr_i32 s4, s37, 31
	s_lshr_b32 s4, s4, 26
	s_add_i32 s4, s37, s4
	s_and_b32 s45, s4, 0xffffffc0
	s_cmp_lt_i32 s45, 1
	s_cbranch_scc1 .LBB3_11
; %bb.1:
	v_writelane_b32 v40, s45, 13
	v_writelane_b32 v40, s40, 14
	v_writelane_b32 v40, s41, 15
	v_writelane_b32 v40, s34, 16
	v_writelane_b32 v40, s35, 17
	v_writelane_b32 v40, s36, 18
	v_writelane_b32 v40, s37, 19
	v_writelane_b32 v40, s38, 20
	v_writelane_b32 v40, s39, 21
	s_mov_b32 s4, 0
	v_writelane_b32 v40, s4, 22
	s_cmp_lg_u32 s42, 0
	v_writelane_b32 v40, s42, 23
	s_cselect_b64 s[4:5], -1, 0
	v_writelane_b32 v40, s4, 24
	v_writelane_b32 v40, s5, 25
	s_lshl_b32 s4, s59, 1
	v_writelane_b32 v40, s4, 26
	s_mul_i32 s4, s59, 3
	v_writelane_b32 v40, s4, 27
	s_lshl_b32 s4, s59, 2
	v_writelane_b32 v40, s4, 28
	s_mul_i32 s4, s59, 5
	v_writelane_b32 v40, s4, 29
	s_mul_i32 s4, s59, 6
	v_writelane_b32 v40, s4, 30
	s_mul_i32 s4, s59, 7
	v_writelane_b32 v40, s4, 31
	s_lshl_b32 s4, s59, 3
	v_writelane_b32 v40, s4, 32
	s_mul_i32 s4, s59, 9
	v_writelane_b32 v40, s4, 33
	s_mul_i32 s4, s59, 63
	v_writelane_b32 v40, s4, 34
	s_mov_b32 s4, s59
	v_writelane_b32 v40, s4, 35
	s_mov_b32 s4, 0
	v_writelane_b32 v40, s4, 36
	v_writelane_b32 v40, s72, 37
	s_lshl_b32 s69, s59, 6
	s_mul_i32 s57, s59, 10
	s_mul_i32 s56, s59, 11
	s_mul_i32 s83, s59, 12
	s_mul_i32 s82, s59, 13
	s_mul_i32 s85, s59, 14
	s_mul_i32 s84, s59, 15
	s_lshl_b32 s87, s59, 4
	s_mul_i32 s86, s59, 17
	s_mul_i32 s89, s59, 18
	s_mul_i32 s88, s59, 19
	s_mul_i32 s91, s59, 20
	s_mul_i32 s90, s59, 21
	s_mul_i32 s94, s59, 22
	s_mul_i32 s93, s59, 23
	s_mul_i32 s92, s59, 24
	s_mul_i32 s47, s59, 25
	s_mul_i32 s46, s59, 26
	s_mul_i32 s67, s59, 27
	s_mul_i32 s53, s59, 28
	s_mul_i32 s52, s59, 29
	s_mul_i32 s63, s59, 30
	s_mul_i32 s62, s59, 31
	s_lshl_b32 s49, s59, 5
	s_mul_i32 s48, s59, 33
	s_mul_i32 s51, s59, 34
	s_mul_i32 s50, s59, 35
	s_mul_i32 s5, s59, 36
	s_mul_i32 s61, s59, 37
	s_mul_i32 s66, s59, 38
	s_mul_i32 s64, s59, 39
	s_mul_i32 s65, s59, 40
	s_mul_i32 s33, s59, 41
	s_mul_i32 s42, s59, 42
	s_mul_i32 s43, s59, 43
	s_mul_i32 s34, s59, 44
	s_mul_i32 s35, s59, 45
	s_mul_i32 s36, s59, 46
	s_mul_i32 s37, s59, 47
	s_mul_i32 s38, s59, 48
	s_mul_i32 s39, s59, 49
	s_mul_i32 s40, s59, 50
	s_mul_i32 s41, s59, 51
	s_mul_i32 s68, s59, 52
	s_mul_i32 s70, s59, 53
	s_mul_i32 s71, s59, 54
	s_mul_i32 s95, s59, 55
	s_mul_i32 s96, s59, 56
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	s_mul_i32 s75, s59, 57
	s_mul_i32 s97, s59, 58
	s_mul_i32 s98, s59, 59
	s_mul_i32 s99, s59, 60
	s_mul_i32 s100, s59, 61
	s_mul_i32 s101, s59, 62
	v_writelane_b32 v40, s73, 38
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_writelane_b32 v40, s5, 39
	s_movk_i32 s4, 0x58
	s_add_u32 s44, s72, s4
	v_readlane_b32 s80, v40, 7
	v_readlane_b32 s78, v40, 5
	v_readlane_b32 s76, v40, 3
	s_addc_u32 s45, s73, 0
	v_readlane_b32 s81, v40, 8
	v_readlane_b32 s79, v40, 6
	v_readlane_b32 s77, v40, 4
	v_readlane_b32 s74, v40, 2
	v_readlane_b32 s73, v40, 1
	v_readlane_b32 s72, v40, 0
	s_mov_b64 s[4:5], s[80:81]
	s_mov_b64 s[6:7], s[78:79]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[76:77]
	s_mov_b32 s12, s74
	s_mov_b32 s13, s73
	s_mov_b32 s14, s72
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 36
	v_add_u32_e32 v1, s4, v0
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_mul_lo_u32 v1, v1, s5
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v1, s4, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	v_add_co_u32_e32 v1, vcc, s6, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v1, v[1:2], off
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[80:81]
	s_mov_b64 s[6:7], s[78:79]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[76:77]
	s_mov_b32 s12, s74
	s_mov_b32 s13, s73
	s_mov_b32 s14, s72
	v_mov_b32_e32 v31, v41
	v_writelane_b32 v40, s16, 40
	v_writelane_b32 v40, s17, 41
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[4:5], s[80:81]
	s_mov_b64 s[6:7], s[78:79]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[76:77]
	s_mov_b32 s12, s74
	s_mov_b32 s13, s73
	s_mov_b32 s14, s72
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
	v_cmp_gt_i32_e32 vcc, s4, v0
	v_readlane_b32 s6, v40, 20
	v_readlane_b32 s7, v40, 21
	s_and_saveexec_b64 s[4:5], vcc
	v_readlane_b32 s45, v40, 13
	v_readlane_b32 s74, v40, 22
	v_readlane_b32 s44, v40, 26
	v_readlane_b32 s76, v40, 27
	v_readlane_b32 s77, v40, 28
	v_readlane_b32 s78, v40, 29
	v_readlane_b32 s79, v40, 30
	v_readlane_b32 s80, v40, 31
	v_readlane_b32 s81, v40, 32
	v_readlane_b32 s17, v40, 33
	s_cbranch_execz .LBB3_7
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	v_readlane_b32 s6, v40, 24
	v_readlane_b32 s7, v40, 25
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB3_9
; %bb.4:                                ;   in Loop: Header=BB3_2 Depth=1
	v_mul_lo_u32 v1, v0, s59
	v_readlane_b32 s6, v40, 36
	s_add_i32 s6, s6, s58
	v_mov_b32_e32 v3, s55
	v_add_u32_e32 v1, s6, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_add_u32_e32 v6, 1, v1
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_co_u32_e32 v4, vcc, s54, v4
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v8, 2, v1
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v10, 3, v1
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v8, vcc, s54, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_u32_e32 v12, 4, v1
	v_addc_co_u32_e32 v9, vcc, v3, v9, vcc
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32_e32 v10, vcc, s54, v10
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v14, 5, v1
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v12, vcc, s54, v12
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e32 v16, 6, v1
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s54, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_u32_e32 v18, 7, v1
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v16, vcc, s54, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v18, vcc, s54, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	global_load_dword v2, v[4:5], off
	global_load_dword v20, v[6:7], off
	global_load_dword v21, v[8:9], off
	global_load_dword v22, v[10:11], off
	global_load_dword v23, v[12:13], off
	global_load_dword v24, v[14:15], off
	global_load_dword v25, v[16:17], off
	global_load_dword v26, v[18:19], off
	v_add_u32_e32 v4, 8, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v6, 9, v1
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_co_u32_e32 v4, vcc, s54, v4
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v8, 10, v1
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v10, 11, v1
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v8, vcc, s54, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_u32_e32 v12, 12, v1
	v_addc_co_u32_e32 v9, vcc, v3, v9, vcc
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32_e32 v10, vcc, s54, v10
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v14, 13, v1
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v12, vcc, s54, v12
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e32 v16, 14, v1
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s54, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_u32_e32 v18, 15, v1
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v16, vcc, s54, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v18, vcc, s54, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	global_load_dword v27, v[4:5], off
	global_load_dword v28, v[6:7], off
	global_load_dword v29, v[8:9], off
	global_load_dword v30, v[10:11], off
	global_load_dword v31, v[12:13], off
	global_load_dword v32, v[14:15], off
	s_nop 0
	global_load_dword v16, v[16:17], off
	s_nop 0
	global_load_dword v17, v[18:19], off
	v_add_u32_e32 v4, 16, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v6, 17, v1
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_co_u32_e32 v4, vcc, s54, v4
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v8, 18, v1
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v10, 19, v1
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v8, vcc, s54, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_addc_co_u32_e32 v9, vcc, v3, v9, vcc
	v_add_co_u32_e32 v10, vcc, s54, v10
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	global_load_dword v33, v[4:5], off
	global_load_dword v34, v[6:7], off
	global_load_dword v35, v[8:9], off
	global_load_dword v36, v[10:11], off
	ds_read_b128 v[4:7], v42
	ds_read_b128 v[8:11], v42 offset:16
	ds_read_b128 v[12:15], v42 offset:48
	v_add_u32_e32 v18, 23, v1
	v_ashrrev_i32_e32 v19, 31, v18
	s_waitcnt vmcnt(19) lgkmcnt(2)
	v_fma_f32 v2, v4, v2, v43
	s_waitcnt vmcnt(18)
	v_fma_f32 v2, v5, v20, v2
	s_waitcnt vmcnt(17)
	v_fma_f32 v2, v6, v21, v2
	s_waitcnt vmcnt(16)
	v_fma_f32 v2, v7, v22, v2
	ds_read_b128 v[4:7], v42 offset:32
	s_waitcnt vmcnt(15) lgkmcnt(2)
	v_fma_f32 v2, v8, v23, v2
	s_waitcnt vmcnt(14)
	v_fma_f32 v2, v9, v24, v2
	s_waitcnt vmcnt(13)
	v_fma_f32 v2, v10, v25, v2
	s_waitcnt vmcnt(12)
	v_fma_f32 v2, v11, v26, v2
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_u32_e32 v20, 30, v1
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_u32_e32 v22, 31, v1
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_u32_e32 v24, 32, v1
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_u32_e32 v26, 33, v1
	v_add_u32_e32 v38, 39, v1
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_u32_e32 v44, 40, v1
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_add_u32_e32 v46, 41, v1
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_u32_e32 v48, 42, v1
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_u32_e32 v50, 43, v1
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	s_waitcnt vmcnt(11) lgkmcnt(0)
	v_fma_f32 v2, v4, v27, v2
	s_waitcnt vmcnt(10)
	v_fma_f32 v2, v5, v28, v2
	s_waitcnt vmcnt(9)
	v_fma_f32 v2, v6, v29, v2
	s_waitcnt vmcnt(8)
	v_fma_f32 v2, v7, v30, v2
	v_add_u32_e32 v4, 20, v1
	s_waitcnt vmcnt(7)
	v_fma_f32 v2, v12, v31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt vmcnt(6)
	v_fma_f32 v2, v13, v32, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt vmcnt(5)
	v_fma_f32 v2, v14, v16, v2
	v_add_u32_e32 v14, 21, v1
	s_waitcnt vmcnt(4)
	v_fma_f32 v2, v15, v17, v2
	v_add_co_u32_e32 v12, vcc, s54, v4
	v_ashrrev_i32_e32 v15, 31, v14
	v_addc_co_u32_e32 v13, vcc, v3, v5, vcc
	ds_read_b128 v[4:7], v42 offset:64
	ds_read_b128 v[8:11], v42 offset:80
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e32 v16, 22, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s54, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_add_co_u32_e32 v16, vcc, s54, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v18, vcc, s54, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	s_waitcnt vmcnt(3) lgkmcnt(1)
	v_fma_f32 v2, v4, v33, v2
	v_add_u32_e32 v4, 24, v1
	s_waitcnt vmcnt(2)
	v_fma_f32 v2, v5, v34, v2
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt vmcnt(1)
	v_fma_f32 v2, v6, v35, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v6, 25, v1
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v7, v36, v2
	v_ashrrev_i32_e32 v7, 31, v6
	global_load_dword v52, v[12:13], off
	global_load_dword v53, v[14:15], off
	global_load_dword v54, v[16:17], off
	global_load_dword v55, v[18:19], off
	v_add_co_u32_e32 v4, vcc, s54, v4
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v12, 26, v1
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v14, 27, v1
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v12, vcc, s54, v12
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e32 v16, 28, v1
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s54, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_u32_e32 v18, 29, v1
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v16, vcc, s54, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v18, vcc, s54, v18
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_add_co_u32_e32 v20, vcc, s54, v20
	v_addc_co_u32_e32 v21, vcc, v3, v21, vcc
	v_add_co_u32_e32 v22, vcc, s54, v22
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_co_u32_e32 v24, vcc, s54, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v28, 34, v1
	v_addc_co_u32_e32 v25, vcc, v3, v25, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32_e32 v26, vcc, s54, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_u32_e32 v30, 35, v1
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_co_u32_e32 v28, vcc, s54, v28
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_u32_e32 v32, 36, v1
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_co_u32_e32 v30, vcc, s54, v30
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_u32_e32 v34, 37, v1
	v_addc_co_u32_e32 v31, vcc, v3, v31, vcc
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_co_u32_e32 v32, vcc, s54, v32
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_u32_e32 v36, 38, v1
	v_addc_co_u32_e32 v33, vcc, v3, v33, vcc
	v_ashrrev_i32_e32 v37, 31, v36
	v_add_co_u32_e32 v34, vcc, s54, v34
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_addc_co_u32_e32 v35, vcc, v3, v35, vcc
	v_add_co_u32_e32 v36, vcc, s54, v36
	v_addc_co_u32_e32 v37, vcc, v3, v37, vcc
	v_add_co_u32_e32 v38, vcc, s54, v38
	v_addc_co_u32_e32 v39, vcc, v3, v39, vcc
	v_add_co_u32_e32 v44, vcc, s54, v44
	v_addc_co_u32_e32 v45, vcc, v3, v45, vcc
	v_add_co_u32_e32 v46, vcc, s54, v46
	v_addc_co_u32_e32 v47, vcc, v3, v47, vcc
	v_add_co_u32_e32 v48, vcc, s54, v48
	v_addc_co_u32_e32 v49, vcc, v3, v49, vcc
	v_add_co_u32_e32 v50, vcc, s54, v50
	v_addc_co_u32_e32 v51, vcc, v3, v51, vcc
	global_load_dword v56, v[4:5], off
	global_load_dword v57, v[6:7], off
	s_nop 0
	global_load_dword v12, v[12:13], off
	s_nop 0
	global_load_dword v13, v[14:15], off
	s_nop 0
	global_load_dword v14, v[16:17], off
	global_load_dword v15, v[18:19], off
	s_nop 0
	global_load_dword v16, v[20:21], off
	global_load_dword v17, v[22:23], off
	global_load_dword v18, v[24:25], off
	global_load_dword v19, v[26:27], off
	s_nop 0
	global_load_dword v20, v[28:29], off
	global_load_dword v21, v[30:31], off
	global_load_dword v22, v[32:33], off
	global_load_dword v23, v[34:35], off
	global_load_dword v24, v[36:37], off
	global_load_dword v25, v[38:39], off
	global_load_dword v26, v[44:45], off
	global_load_dword v27, v[46:47], off
	s_nop 0
	global_load_dword v28, v[48:49], off
	global_load_dword v29, v[50:51], off
	s_waitcnt vmcnt(23) lgkmcnt(0)
	v_fma_f32 v2, v8, v52, v2
	s_waitcnt vmcnt(22)
	v_fma_f32 v2, v9, v53, v2
	s_waitcnt vmcnt(21)
	v_fma_f32 v2, v10, v54, v2
	s_waitcnt vmcnt(20)
	v_fma_f32 v2, v11, v55, v2
	ds_read_b128 v[4:7], v42 offset:96
	ds_read_b128 v[8:11], v42 offset:112
	v_add_u32_e32 v30, 59, v1
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_u32_e32 v32, 60, v1
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_u32_e32 v34, 61, v1
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_u32_e32 v36, 62, v1
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	s_waitcnt vmcnt(19) lgkmcnt(1)
	v_fma_f32 v2, v4, v56, v2
	s_waitcnt vmcnt(18)
	v_fma_f32 v2, v5, v57, v2
	s_waitcnt vmcnt(17)
	v_fma_f32 v2, v6, v12, v2
	s_waitcnt vmcnt(16)
	v_fma_f32 v2, v7, v13, v2
	ds_read_b128 v[4:7], v42 offset:128
	s_waitcnt vmcnt(15) lgkmcnt(1)
	v_fma_f32 v2, v8, v14, v2
	s_waitcnt vmcnt(14)
	v_fma_f32 v2, v9, v15, v2
	s_waitcnt vmcnt(13)
	v_fma_f32 v2, v10, v16, v2
	s_waitcnt vmcnt(12)
	v_fma_f32 v2, v11, v17, v2
	ds_read_b128 v[8:11], v42 offset:144
	s_waitcnt vmcnt(11) lgkmcnt(1)
	v_fma_f32 v2, v4, v18, v2
	s_waitcnt vmcnt(10)
	v_fma_f32 v2, v5, v19, v2
	s_waitcnt vmcnt(9)
	v_fma_f32 v2, v6, v20, v2
	v_add_u32_e32 v4, 44, v1
	s_waitcnt vmcnt(8)
	v_fma_f32 v2, v7, v21, v2
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt vmcnt(7) lgkmcnt(0)
	v_fma_f32 v2, v8, v22, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt vmcnt(6)
	v_fma_f32 v2, v9, v23, v2
	v_add_u32_e32 v14, 45, v1
	s_waitcnt vmcnt(5)
	v_fma_f32 v2, v10, v24, v2
	v_add_co_u32_e32 v12, vcc, s54, v4
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt vmcnt(4)
	v_fma_f32 v2, v11, v25, v2
	v_addc_co_u32_e32 v13, vcc, v3, v5, vcc
	ds_read_b128 v[4:7], v42 offset:160
	ds_read_b128 v[8:11], v42 offset:176
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e32 v16, 46, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s54, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_u32_e32 v18, 47, v1
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v16, vcc, s54, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	s_waitcnt vmcnt(3) lgkmcnt(1)
	v_fma_f32 v2, v4, v26, v2
	v_add_u32_e32 v4, 48, v1
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	s_waitcnt vmcnt(2)
	v_fma_f32 v2, v5, v27, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v18, vcc, s54, v18
	s_waitcnt vmcnt(1)
	v_fma_f32 v2, v6, v28, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v6, 49, v1
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v46, v7, v29, v2
	v_ashrrev_i32_e32 v7, 31, v6
	global_load_dword v38, v[12:13], off
	global_load_dword v39, v[14:15], off
	global_load_dword v44, v[16:17], off
	global_load_dword v45, v[18:19], off
	v_add_co_u32_e32 v4, vcc, s54, v4
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v12, 50, v1
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v14, 51, v1
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v12, vcc, s54, v12
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e32 v16, 52, v1
	v_addc_co_u32_e32 v13, vcc, v3, v13, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s54, v14
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_u32_e32 v18, 53, v1
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v16, vcc, s54, v16
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_u32_e32 v20, 54, v1
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_co_u32_e32 v18, vcc, s54, v18
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_u32_e32 v22, 55, v1
	v_addc_co_u32_e32 v19, vcc, v3, v19, vcc
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32_e32 v20, vcc, s54, v20
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_u32_e32 v24, 56, v1
	v_addc_co_u32_e32 v21, vcc, v3, v21, vcc
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_co_u32_e32 v22, vcc, s54, v22
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_u32_e32 v26, 57, v1
	v_addc_co_u32_e32 v23, vcc, v3, v23, vcc
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_co_u32_e32 v24, vcc, s54, v24
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v28, 58, v1
	v_addc_co_u32_e32 v25, vcc, v3, v25, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32_e32 v26, vcc, s54, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	v_add_co_u32_e32 v28, vcc, s54, v28
	v_addc_co_u32_e32 v29, vcc, v3, v29, vcc
	v_add_co_u32_e32 v30, vcc, s54, v30
	v_addc_co_u32_e32 v31, vcc, v3, v31, vcc
	v_add_co_u32_e32 v32, vcc, s54, v32
	v_addc_co_u32_e32 v33, vcc, v3, v33, vcc
	v_add_co_u32_e32 v34, vcc, s54, v34
	v_addc_co_u32_e32 v35, vcc, v3, v35, vcc
	v_add_co_u32_e32 v2, vcc, s54, v36
	v_addc_co_u32_e32 v3, vcc, v3, v37, vcc
	global_load_dword v36, v[4:5], off
	global_load_dword v37, v[6:7], off
	s_nop 0
	global_load_dword v12, v[12:13], off
	s_nop 0
	global_load_dword v13, v[14:15], off
	s_nop 0
	global_load_dword v14, v[16:17], off
	global_load_dword v15, v[18:19], off
	s_nop 0
	global_load_dword v16, v[20:21], off
	global_load_dword v17, v[22:23], off
	global_load_dword v18, v[24:25], off
	global_load_dword v19, v[26:27], off
	s_nop 0
	global_load_dword v20, v[28:29], off
	global_load_dword v21, v[30:31], off
	global_load_dword v22, v[32:33], off
	global_load_dword v23, v[34:35], off
	global_load_dword v24, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:192
	s_waitcnt vmcnt(18) lgkmcnt(1)
	v_fma_f32 v6, v8, v38, v46
	s_waitcnt vmcnt(17)
	v_fma_f32 v6, v9, v39, v6
	s_waitcnt vmcnt(16)
	v_fma_f32 v6, v10, v44, v6
	s_waitcnt vmcnt(15)
	v_fma_f32 v10, v11, v45, v6
	ds_read_b128 v[6:9], v42 offset:208
	v_add_u32_e32 v1, 63, v1
	s_waitcnt vmcnt(14) lgkmcnt(1)
	v_fma_f32 v2, v2, v36, v10
	s_waitcnt vmcnt(13)
	v_fma_f32 v2, v3, v37, v2
	s_waitcnt vmcnt(12)
	v_fma_f32 v2, v4, v12, v2
	s_waitcnt vmcnt(11)
	v_fma_f32 v2, v5, v13, v2
	s_waitcnt vmcnt(10) lgkmcnt(0)
	v_fma_f32 v6, v6, v14, v2
	ds_read_b128 v[2:5], v42 offset:224
	s_waitcnt vmcnt(9)
	v_fma_f32 v6, v7, v15, v6
	s_waitcnt vmcnt(8)
	v_fma_f32 v6, v8, v16, v6
	s_waitcnt vmcnt(7)
	v_fma_f32 v9, v9, v17, v6
	ds_read_b96 v[6:8], v42 offset:240
	s_waitcnt vmcnt(6) lgkmcnt(1)
	v_fma_f32 v2, v2, v18, v9
	s_waitcnt vmcnt(5)
	v_fma_f32 v2, v3, v19, v2
	s_waitcnt vmcnt(4)
	v_fma_f32 v2, v4, v20, v2
	s_waitcnt vmcnt(3)
	v_fma_f32 v2, v5, v21, v2
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_fma_f32 v2, v6, v22, v2
	s_waitcnt vmcnt(1)
	v_fma_f32 v2, v7, v23, v2
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v8, v24, v2
	s_cbranch_execnz .LBB3_6
.LBB3_5:                                ;   in Loop: Header=BB3_2 Depth=1
	s_add_i32 s6, s58, s74
	v_add_u32_e32 v1, s6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_readlane_b32 s6, v40, 35
	v_add_co_u32_e32 v3, vcc, s54, v1
	v_mov_b32_e32 v1, s55
	v_addc_co_u32_e32 v4, vcc, v1, v2, vcc
	global_load_dword v18, v[3:4], off
	ds_read_b128 v[2:5], v42
	ds_read_b128 v[6:9], v42 offset:16
	ds_read_b128 v[10:13], v42 offset:32
	ds_read_b128 v[14:17], v42 offset:48
	s_add_i32 s6, s58, s6
	s_waitcnt vmcnt(0) lgkmcnt(3)
	v_fma_f32 v2, v2, v18, v43
	v_add_u32_e32 v18, s6, v0
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	s_add_i32 s6, s58, s44
	v_add_co_u32_e32 v18, vcc, s54, v18
	v_addc_co_u32_e32 v19, vcc, v1, v19, vcc
	global_load_dword v18, v[18:19], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v18, v3, v18, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s76
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v18
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s77
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s78
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_fma_f32 v4, v6, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s79
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v7, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s80
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v8, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s81
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v9, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s17
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_fma_f32 v4, v10, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s57
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v11, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s56
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v12, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s83
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v13, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s82
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v4, v14, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s85
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v15, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s84
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v16, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s87
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v17, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s86
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s89
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s88
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s91
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s90
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s94
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s93
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s92
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s47
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:96
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s46
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s67
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s53
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s52
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:112
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s63
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s62
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s49
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s48
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s51
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s50
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_readlane_b32 s6, v40, 39
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_add_i32 s6, s58, s6
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s61
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:144
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s66
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s64
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s65
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s33
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:160
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s42
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s43
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s34
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s35
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:176
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s36
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s37
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s38
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s39
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:192
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s40
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s41
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s68
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s70
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:208
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s71
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s95
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s96
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s75
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v7, v[2:3], off
	ds_read_b128 v[2:5], v42 offset:224
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v7, v6
	v_add_u32_e32 v6, s6, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s6, s58, s97
	v_add_co_u32_e32 v6, vcc, s54, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v6, v[6:7], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, v3, v6, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s98
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v4, v2, v6
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s99
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v5, v5, v2, v4
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s58, s100
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v6, v[2:3], off
	ds_read_b96 v[2:4], v42 offset:240
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v2, v2, v6, v5
	v_add_u32_e32 v5, s6, v0
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_add_i32 s6, s58, s101
	v_add_co_u32_e32 v5, vcc, s54, v5
	v_addc_co_u32_e32 v6, vcc, v1, v6, vcc
	global_load_dword v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v5, v3, v5, v2
	v_add_u32_e32 v2, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_readlane_b32 s6, v40, 34
	v_add_co_u32_e32 v2, vcc, s54, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v1, v[2:3], off
	s_add_i32 s6, s58, s6
	s_waitcnt vmcnt(0)
	v_fma_f32 v3, v4, v1, v5
	v_add_u32_e32 v1, s6, v0
.LBB3_6:                                ;   in Loop: Header=BB3_2 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_mov_b32_e32 v2, s55
	v_add_co_u32_e32 v0, vcc, s54, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	ds_read_b32 v1, v42 offset:252
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fma_f32 v43, v1, v0, v3
.LBB3_7:                                ;   in Loop: Header=BB3_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s72, v40, 37
	s_movk_i32 s4, 0x58
	s_mov_b32 s60, s50
	s_mov_b32 s50, s48
	s_mov_b32 s48, s62
	s_mov_b32 s62, s52
	s_mov_b32 s52, s46
	s_mov_b32 s46, s92
	s_mov_b32 s92, s90
	s_mov_b32 s90, s88
	s_mov_b32 s88, s86
	s_mov_b32 s86, s84
	s_mov_b32 s84, s82
	s_mov_b32 s82, s56
	s_mov_b32 s56, s17
	v_readlane_b32 s73, v40, 38
	s_add_u32 s8, s72, s4
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s6, v40, 5
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s16, v40, 40
	s_addc_u32 s9, s73, 0
	v_readlane_b32 s5, v40, 8
	v_readlane_b32 s7, v40, 6
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	v_readlane_b32 s17, v40, 41
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s13, s56
	s_add_i32 s13, s56, s69
	s_mov_b32 s56, s82
	s_add_i32 s56, s82, s69
	s_mov_b32 s82, s84
	s_add_i32 s82, s84, s69
	s_mov_b32 s84, s86
	s_add_i32 s84, s86, s69
	s_mov_b32 s86, s88
	s_add_i32 s86, s88, s69
	s_mov_b32 s88, s90
	s_add_i32 s88, s90, s69
	s_mov_b32 s90, s92
	s_add_i32 s90, s92, s69
	s_mov_b32 s92, s46
	v_readlane_b32 s4, v40, 35
	s_add_i32 s92, s46, s69
	s_mov_b32 s46, s52
	s_add_i32 s4, s4, s69
	s_add_i32 s46, s52, s69
	s_mov_b32 s52, s62
	v_readlane_b32 s5, v40, 36
	v_writelane_b32 v40, s4, 35
	s_add_i32 s52, s62, s69
	s_mov_b32 s62, s48
	s_add_i32 s62, s48, s69
	s_mov_b32 s48, s50
	v_readlane_b32 s4, v40, 34
	s_add_i32 s48, s50, s69
	s_mov_b32 s50, s60
	v_readlane_b32 s22, v40, 39
	s_add_i32 s4, s4, s69
	s_add_i32 s5, s5, 64
	s_add_i32 s44, s44, s69
	s_add_i32 s76, s76, s69
	s_add_i32 s77, s77, s69
	s_add_i32 s78, s78, s69
	s_add_i32 s79, s79, s69
	s_add_i32 s80, s80, s69
	s_add_i32 s81, s81, s69
	s_add_i32 s57, s57, s69
	s_add_i32 s83, s83, s69
	s_add_i32 s85, s85, s69
	s_add_i32 s87, s87, s69
	s_add_i32 s89, s89, s69
	s_add_i32 s91, s91, s69
	s_add_i32 s94, s94, s69
	s_add_i32 s93, s93, s69
	s_add_i32 s47, s47, s69
	s_add_i32 s67, s67, s69
	s_add_i32 s53, s53, s69
	s_add_i32 s63, s63, s69
	s_add_i32 s49, s49, s69
	s_add_i32 s51, s51, s69
	s_add_i32 s50, s60, s69
	s_add_i32 s22, s22, s69
	s_add_i32 s61, s61, s69
	s_add_i32 s66, s66, s69
	s_add_i32 s64, s64, s69
	s_add_i32 s65, s65, s69
	s_add_i32 s33, s33, s69
	s_add_i32 s42, s42, s69
	s_add_i32 s43, s43, s69
	s_add_i32 s34, s34, s69
	s_add_i32 s35, s35, s69
	s_add_i32 s36, s36, s69
	s_add_i32 s37, s37, s69
	s_add_i32 s38, s38, s69
	s_add_i32 s39, s39, s69
	s_add_i32 s40, s40, s69
	s_add_i32 s41, s41, s69
	s_add_i32 s68, s68, s69
	s_add_i32 s70, s70, s69
	s_add_i32 s71, s71, s69
	s_add_i32 s95, s95, s69
	s_add_i32 s96, s96, s69
	s_add_i32 s75, s75, s69
	s_add_i32 s97, s97, s69
	s_add_i32 s98, s98, s69
	s_add_i32 s99, s99, s69
	s_add_i32 s100, s100, s69
	s_add_i32 s101, s101, s69
	v_writelane_b32 v40, s4, 34
	s_add_i32 s74, s74, s69
	v_writelane_b32 v40, s5, 36
	s_cmp_ge_i32 s5, s45
	s_cbranch_scc1 .LBB3_10
; %bb.8:                                ;   in Loop: Header=BB3_2 Depth=1
	v_writelane_b32 v40, s13, 33
	v_writelane_b32 v40, s81, 32
	v_writelane_b32 v40, s80, 31
	v_writelane_b32 v40, s79, 30
	v_writelane_b32 v40, s78, 29
	v_writelane_b32 v40, s77, 28
	v_writelane_b32 v40, s76, 27
	v_writelane_b32 v40, s44, 26
	s_mov_b32 s5, s22
	v_writelane_b32 v40, s74, 22
	s_branch .LBB3_2
.LBB3_9:                                ;   in Loop: Header=BB3_2 Depth=1
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr1
	s_branch .LBB3_5
.LBB3_10:
	v_readlane_b32 s36, v40, 18
	v_readlane_b32 s34, v40, 16
	v_readlane_b32 s40, v40, 14
	v_readlane_b32 s37, v40, 19
	v_readlane_b32 s38, v40, 20
	v_readlane_b32 s39, v40, 21
	v_readlane_b32 s35, v40, 17
	v_readlane_b32 s41, v40, 15
	v_readlane_b32 s42, v40, 23
	s_branch .LBB3_12
.LBB3_11:
	v_mov_b32_e32 v43, 0
.LBB3_12:
	s_sub_i32 s33, s37, s45
	s_add_u32 s8, s72, 0x58
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s6, v40, 5
	v_readlane_b32 s10, v40, 3
	s_addc_u32 s9, s73, 0
	v_readlane_b32 s5, v40, 8
	v_readlane_b32 s7, v40, 6
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s43, s45
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s36, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_24
; %bb.13:
	s_cmp_gt_i32 s33, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_eq_u32 s42, 0
	s_cbranch_scc1 .LBB3_18
; %bb.14:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v1, v43
	s_mov_b32 s12, s43
	s_cbranch_vccnz .LBB3_17
; %bb.15:
	v_readlane_b32 s10, v40, 11
	v_readlane_b32 s11, v40, 12
	s_mul_i32 s6, s11, s12
	s_add_i32 s6, s10, s6
	v_mul_lo_u32 v1, v0, s59
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	v_readlane_b32 s8, v40, 9
	v_readlane_b32 s9, v40, 10
	s_add_u32 s6, s8, s6
	s_addc_u32 s7, s9, s7
	s_ashr_i32 s9, s11, 31
	s_mov_b32 s8, s11
	s_lshl_b64 s[8:9], s[8:9], 2
	v_add_u32_e32 v2, s58, v1
	v_mov_b32_e32 v3, 0
	s_mov_b32 s10, s12
	v_mov_b32_e32 v1, v43
.LBB3_16:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s10, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s55
	v_add_co_u32_e32 v4, vcc, s54, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v7, v3, s[6:7]
	s_add_i32 s10, s10, 1
	global_load_dword v4, v[4:5], off
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	s_cmp_lt_i32 s10, s37
	s_waitcnt vmcnt(0)
	v_fma_f32 v1, v7, v4, v1
	s_cbranch_scc1 .LBB3_16
.LBB3_17:
	s_cbranch_execz .LBB3_19
	s_branch .LBB3_23
.LBB3_18:
	s_mov_b32 s12, s43
                                        ; implicit-def: $vgpr1
.LBB3_19:
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB3_22
; %bb.20:
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	s_mul_i32 s4, s9, s12
	s_add_i32 s4, s8, s4
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 2
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	s_add_u32 s4, s6, s4
	s_mul_i32 s8, s59, s12
	s_addc_u32 s5, s7, s5
	s_ashr_i32 s7, s9, 31
	s_mov_b32 s6, s9
	s_add_i32 s8, s58, s8
	s_lshl_b64 s[6:7], s[6:7], 2
	v_add_u32_e32 v1, s8, v0
	v_mov_b32_e32 v3, 0
.LBB3_21:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	v_mov_b32_e32 v6, s55
	v_add_co_u32_e32 v4, vcc, s54, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dword v7, v3, s[4:5]
	global_load_dword v2, v[4:5], off
	s_add_i32 s12, s12, 1
	s_add_u32 s4, s4, s6
	s_addc_u32 s5, s5, s7
	v_add_u32_e32 v1, s59, v1
	s_cmp_ge_i32 s12, s37
	s_waitcnt vmcnt(0)
	v_fma_f32 v43, v7, v2, v43
	s_cbranch_scc0 .LBB3_21
.LBB3_22:
	v_mov_b32_e32 v1, v43
.LBB3_23:
	v_mul_lo_u32 v0, v0, s41
	v_mov_b32_e32 v4, s35
	v_add_u32_e32 v2, s40, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s34, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s39, v0
	v_fma_f32 v0, s38, v1, v0
	global_store_dword v[2:3], v0, off
.LBB3_24:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xgemv
		.amdhsa_group_segment_fixed_size 256
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 102
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
	.size	Xgemv, .Lfunc_end3-Xgemv
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 9296
; NumSgprs: 108
; NumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 58
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.hidden	LoadMatrixAVF                   ; -- Begin function LoadMatrixAVF
	.globl	LoadMatrixAVF
	.p2align	2
	.type	LoadMatrixAVF,@function
LoadMatrixAVF:                          ; @LoadMatrixAVF
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v3, v4, v3
	v_add_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	LoadMatrixAVF, .Lfunc_end4-LoadMatrixAVF
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 52
; NumSgprs: 36
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	XgemvFast               ; -- Begin function XgemvFast
	.globl	XgemvFast
	.p2align	8
	.type	XgemvFast,@function
XgemvFast:                              ; @XgemvFast
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[48:51], s[8:9], 0x4
	s_load_dwordx2 s[34:35], s[8:9], 0x38
	s_load_dwordx2 s[46:47], s[8:9], 0x40
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b32 s45, s14
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[42:43], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v41, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s48, 1
	s_mov_b32 s32, 0
	s_cbranch_scc1 .LBB5_4
; %bb.1:
	v_writelane_b32 v40, s46, 0
	v_writelane_b32 v40, s47, 1
	s_load_dword s51, s[42:43], 0x24
	s_load_dwordx2 s[54:55], s[42:43], 0x30
	s_load_dwordx2 s[56:57], s[42:43], 0x28
	s_load_dwordx2 s[58:59], s[42:43], 0x18
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s62, s51, 6
	s_lshl_b32 s63, s51, 1
	s_lshl_b32 s65, s51, 2
	s_lshl_b32 s69, s51, 3
	s_lshl_b32 s77, s51, 4
	s_mul_i32 s88, s51, 27
	s_mul_i32 s89, s51, 28
	s_mul_i32 s90, s51, 29
	s_mul_i32 s91, s51, 30
	s_mul_i32 s92, s51, 31
	s_lshl_b32 s93, s51, 5
	s_mul_i32 s94, s51, 33
	s_mul_i32 s95, s51, 34
	s_mul_i32 s96, s51, 35
	s_mul_i32 s97, s51, 36
	s_mul_i32 s98, s51, 37
	s_mul_i32 s99, s51, 38
	s_mul_i32 s100, s51, 39
	s_mul_i32 s101, s51, 40
	s_mul_i32 s46, s51, 41
	s_mul_i32 s47, s51, 42
	s_mul_i32 s52, s51, 43
	s_mul_i32 s53, s51, 44
	s_mul_i32 s64, s51, 45
	s_mul_i32 s66, s51, 46
	s_mul_i32 s67, s51, 47
	s_mul_i32 s68, s51, 48
	s_mul_i32 s70, s51, 49
	s_mul_i32 s71, s51, 50
	s_mul_i32 s72, s51, 51
	s_mul_i32 s73, s51, 52
	s_mul_i32 s74, s51, 53
	s_mul_i32 s75, s51, 54
	s_mul_i32 s76, s51, 55
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	s_mul_i32 s78, s51, 56
	s_mul_i32 s79, s51, 57
	s_mul_i32 s80, s51, 58
	s_mul_i32 s81, s51, 59
	s_mul_i32 s82, s51, 60
	s_mul_i32 s83, s51, 61
	s_mul_i32 s84, s51, 62
	s_mul_i32 s85, s51, 63
	s_mov_b32 s86, 0
	s_mov_b32 s87, 0
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z7barrierj@rel32@lo+4
	s_addc_u32 s61, s61, _Z7barrierj@rel32@hi+12
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s34, s42, 0x58
	s_addc_u32 s35, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
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
	v_add_u32_e32 v1, s87, v0
	v_mul_lo_u32 v1, v1, s55
	v_mov_b32_e32 v3, s57
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v1, s54, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_mov_b64 s[6:7], s[38:39]
	v_add_co_u32_e32 v1, vcc, s56, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v1, v[1:2], off
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
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
	v_add_u32_e32 v28, s86, v0
	s_add_i32 s4, s51, s86
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_u32_e32 v14, s4, v0
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	s_add_i32 s5, s63, s86
	v_ashrrev_i32_e32 v15, 31, v14
	s_mul_i32 s6, s51, 3
	v_mov_b32_e32 v1, s59
	v_add_u32_e32 v16, s5, v0
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v28, vcc, s58, v28
	s_add_i32 s6, s6, s86
	v_ashrrev_i32_e32 v17, 31, v16
	v_addc_co_u32_e32 v29, vcc, v1, v29, vcc
	v_add_u32_e32 v18, s6, v0
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v30, vcc, s58, v14
	s_add_i32 s7, s65, s86
	v_ashrrev_i32_e32 v19, 31, v18
	v_addc_co_u32_e32 v31, vcc, v1, v15, vcc
	s_mul_i32 s8, s51, 5
	v_add_u32_e32 v20, s7, v0
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v32, vcc, s58, v16
	s_add_i32 s8, s8, s86
	v_ashrrev_i32_e32 v21, 31, v20
	v_addc_co_u32_e32 v33, vcc, v1, v17, vcc
	s_mul_i32 s9, s51, 6
	v_add_u32_e32 v22, s8, v0
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v18, vcc, s58, v18
	s_add_i32 s9, s9, s86
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v19, vcc, v1, v19, vcc
	s_mul_i32 s10, s51, 7
	v_add_u32_e32 v24, s9, v0
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v20, vcc, s58, v20
	global_load_dword v29, v[28:29], off
	s_add_i32 s10, s10, s86
	v_ashrrev_i32_e32 v25, 31, v24
	v_addc_co_u32_e32 v21, vcc, v1, v21, vcc
	ds_read_b128 v[2:5], v42
	ds_read_b128 v[6:9], v42 offset:16
	ds_read_b128 v[10:13], v42 offset:32
	ds_read_b128 v[14:17], v42 offset:48
	v_add_u32_e32 v26, s10, v0
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v22, vcc, s58, v22
	global_load_dword v31, v[30:31], off
	s_nop 0
	global_load_dword v32, v[32:33], off
	v_ashrrev_i32_e32 v27, 31, v26
	v_addc_co_u32_e32 v23, vcc, v1, v23, vcc
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v24, vcc, s58, v24
	global_load_dword v33, v[18:19], off
	global_load_dword v34, v[20:21], off
	v_addc_co_u32_e32 v25, vcc, v1, v25, vcc
	v_add_co_u32_e32 v26, vcc, s58, v26
	v_addc_co_u32_e32 v27, vcc, v1, v27, vcc
	global_load_dword v23, v[22:23], off
	s_nop 0
	global_load_dword v24, v[24:25], off
	s_nop 0
	global_load_dword v25, v[26:27], off
	s_add_i32 s11, s69, s86
	s_mul_i32 s12, s51, 9
	v_add_u32_e32 v28, s11, v0
	s_add_i32 s12, s12, s86
	s_mul_i32 s13, s51, 10
	v_add_u32_e32 v30, s12, v0
	s_add_i32 s13, s13, s86
	s_mul_i32 s14, s51, 11
	s_add_i32 s14, s14, s86
	s_mul_i32 s15, s51, 12
	s_add_i32 s15, s15, s86
	s_mul_i32 s16, s51, 13
	v_add_u32_e32 v22, s15, v0
	s_add_i32 s16, s16, s86
	s_mul_i32 s17, s51, 14
	s_add_i32 s17, s17, s86
	s_mul_i32 s4, s51, 15
	s_add_i32 s4, s4, s86
	ds_read_b128 v[18:21], v42 offset:64
	s_add_i32 s5, s77, s86
	s_mul_i32 s6, s51, 17
	s_add_i32 s6, s6, s86
	s_mul_i32 s7, s51, 18
	s_add_i32 s7, s7, s86
	s_mul_i32 s8, s51, 19
	s_add_i32 s8, s8, s86
	s_mul_i32 s9, s51, 20
	s_add_i32 s9, s9, s86
	s_mul_i32 s10, s51, 21
	s_add_i32 s10, s10, s86
	s_mul_i32 s11, s51, 22
	s_add_i32 s11, s11, s86
	s_mul_i32 s12, s51, 23
	s_add_i32 s12, s12, s86
	s_add_i32 s15, s88, s86
	s_waitcnt vmcnt(7) lgkmcnt(4)
	v_fma_f32 v2, v2, v29, v43
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[26:27], 2, v[28:29]
	v_add_co_u32_e32 v26, vcc, s58, v26
	v_addc_co_u32_e32 v27, vcc, v1, v27, vcc
	global_load_dword v27, v[26:27], off
	v_add_u32_e32 v26, s5, v0
	s_add_i32 s5, s91, s86
	s_waitcnt vmcnt(7)
	v_fma_f32 v2, v3, v31, v2
	s_waitcnt vmcnt(6)
	v_fma_f32 v3, v4, v32, v2
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_u32_e32 v2, s13, v0
	v_lshlrev_b64 v[28:29], 2, v[30:31]
	v_add_u32_e32 v4, s14, v0
	v_add_co_u32_e32 v28, vcc, s58, v28
	s_waitcnt vmcnt(5)
	v_fma_f32 v3, v5, v33, v3
	s_waitcnt vmcnt(4) lgkmcnt(3)
	v_fma_f32 v3, v6, v34, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_addc_co_u32_e32 v29, vcc, v1, v29, vcc
	s_waitcnt vmcnt(3)
	v_fma_f32 v3, v7, v23, v3
	s_waitcnt vmcnt(2)
	v_fma_f32 v3, v8, v24, v3
	s_waitcnt vmcnt(1)
	v_fma_f32 v34, v9, v25, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v30, vcc, s58, v2
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v31, vcc, v1, v3, vcc
	v_add_u32_e32 v6, s16, v0
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v32, vcc, s58, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_addc_co_u32_e32 v33, vcc, v1, v5, vcc
	ds_read_b128 v[2:5], v42 offset:80
	v_add_u32_e32 v8, s17, v0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v22, vcc, s58, v22
	v_ashrrev_i32_e32 v9, 31, v8
	v_addc_co_u32_e32 v23, vcc, v1, v23, vcc
	v_add_u32_e32 v24, s4, v0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v6, vcc, s58, v6
	v_ashrrev_i32_e32 v25, 31, v24
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_load_dword v28, v[28:29], off
	s_nop 0
	global_load_dword v29, v[30:31], off
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v8, vcc, s58, v8
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	global_load_dword v30, v[32:33], off
	s_nop 0
	global_load_dword v23, v[22:23], off
	v_add_co_u32_e32 v24, vcc, s58, v24
	v_addc_co_u32_e32 v25, vcc, v1, v25, vcc
	global_load_dword v31, v[6:7], off
	global_load_dword v32, v[8:9], off
	s_nop 0
	global_load_dword v25, v[24:25], off
	v_add_u32_e32 v22, s6, v0
	v_add_u32_e32 v24, s9, v0
	ds_read_b128 v[6:9], v42 offset:96
	s_mul_i32 s13, s51, 24
	s_add_i32 s13, s13, s86
	s_mul_i32 s14, s51, 25
	s_add_i32 s14, s14, s86
	s_mul_i32 s4, s51, 26
	s_add_i32 s4, s4, s86
	s_add_i32 s16, s89, s86
	s_add_i32 s17, s90, s86
	s_add_i32 s6, s92, s86
	s_add_i32 s9, s95, s86
	s_waitcnt vmcnt(7) lgkmcnt(4)
	v_fma_f32 v10, v10, v27, v34
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v26, vcc, s58, v26
	v_addc_co_u32_e32 v27, vcc, v1, v27, vcc
	global_load_dword v26, v[26:27], off
	s_waitcnt vmcnt(7)
	v_fma_f32 v10, v11, v28, v10
	s_waitcnt vmcnt(6)
	v_fma_f32 v11, v12, v29, v10
	v_add_u32_e32 v10, s7, v0
	v_add_u32_e32 v12, s8, v0
	v_add_u32_e32 v28, s12, v0
	v_ashrrev_i32_e32 v29, 31, v28
	s_waitcnt vmcnt(5)
	v_fma_f32 v11, v13, v30, v11
	s_waitcnt vmcnt(4) lgkmcnt(3)
	v_fma_f32 v11, v14, v23, v11
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	s_waitcnt vmcnt(3)
	v_fma_f32 v11, v15, v31, v11
	s_waitcnt vmcnt(2)
	v_fma_f32 v11, v16, v32, v11
	s_waitcnt vmcnt(1)
	v_fma_f32 v34, v17, v25, v11
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v22, vcc, s58, v22
	v_ashrrev_i32_e32 v13, 31, v12
	v_addc_co_u32_e32 v23, vcc, v1, v23, vcc
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v30, vcc, s58, v10
	v_ashrrev_i32_e32 v25, 31, v24
	v_addc_co_u32_e32 v31, vcc, v1, v11, vcc
	v_add_u32_e32 v14, s10, v0
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v32, vcc, s58, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_addc_co_u32_e32 v33, vcc, v1, v13, vcc
	ds_read_b128 v[10:13], v42 offset:112
	v_add_u32_e32 v16, s11, v0
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v24, vcc, s58, v24
	v_ashrrev_i32_e32 v17, 31, v16
	v_addc_co_u32_e32 v25, vcc, v1, v25, vcc
	global_load_dword v23, v[22:23], off
	s_nop 0
	global_load_dword v27, v[30:31], off
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v14, vcc, s58, v14
	v_addc_co_u32_e32 v15, vcc, v1, v15, vcc
	global_load_dword v30, v[32:33], off
	s_nop 0
	global_load_dword v25, v[24:25], off
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v16, vcc, s58, v16
	v_addc_co_u32_e32 v17, vcc, v1, v17, vcc
	v_add_co_u32_e32 v28, vcc, s58, v28
	v_addc_co_u32_e32 v29, vcc, v1, v29, vcc
	global_load_dword v31, v[14:15], off
	global_load_dword v32, v[16:17], off
	s_nop 0
	global_load_dword v28, v[28:29], off
	s_waitcnt vmcnt(7) lgkmcnt(3)
	v_fma_f32 v18, v18, v26, v34
	v_add_u32_e32 v22, s13, v0
	v_add_u32_e32 v24, s14, v0
	v_add_u32_e32 v26, s16, v0
	ds_read_b128 v[14:17], v42 offset:128
	s_add_i32 s7, s93, s86
	s_add_i32 s8, s94, s86
	s_add_i32 s10, s96, s86
	s_add_i32 s11, s97, s86
	s_add_i32 s12, s98, s86
	s_add_i32 s13, s99, s86
	s_add_i32 s14, s100, s86
	s_add_i32 s16, s53, s86
	s_waitcnt vmcnt(6)
	v_fma_f32 v18, v19, v23, v18
	s_waitcnt vmcnt(5)
	v_fma_f32 v19, v20, v27, v18
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_u32_e32 v18, s4, v0
	v_add_co_u32_e32 v22, vcc, s58, v22
	s_waitcnt vmcnt(4)
	v_fma_f32 v19, v21, v30, v19
	s_waitcnt vmcnt(3) lgkmcnt(3)
	v_fma_f32 v19, v2, v25, v19
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_addc_co_u32_e32 v23, vcc, v1, v23, vcc
	v_add_u32_e32 v20, s15, v0
	v_add_co_u32_e32 v24, vcc, s58, v24
	s_waitcnt vmcnt(2)
	v_fma_f32 v3, v3, v31, v19
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_ashrrev_i32_e32 v21, 31, v20
	v_addc_co_u32_e32 v25, vcc, v1, v25, vcc
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v18, vcc, s58, v18
	v_ashrrev_i32_e32 v27, 31, v26
	v_addc_co_u32_e32 v19, vcc, v1, v19, vcc
	v_add_u32_e32 v2, s17, v0
	s_waitcnt vmcnt(1)
	v_fma_f32 v3, v4, v32, v3
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v20, vcc, s58, v20
	s_waitcnt vmcnt(0)
	v_fma_f32 v34, v5, v28, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_addc_co_u32_e32 v21, vcc, v1, v21, vcc
	v_add_u32_e32 v4, s5, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v26, vcc, s58, v26
	v_ashrrev_i32_e32 v5, 31, v4
	v_addc_co_u32_e32 v27, vcc, v1, v27, vcc
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v30, vcc, s58, v2
	v_addc_co_u32_e32 v31, vcc, v1, v3, vcc
	global_load_dword v23, v[22:23], off
	v_add_co_u32_e32 v32, vcc, s58, v4
	v_addc_co_u32_e32 v33, vcc, v1, v5, vcc
	ds_read_b128 v[2:5], v42 offset:144
	global_load_dword v24, v[24:25], off
	s_nop 0
	global_load_dword v19, v[18:19], off
	s_nop 0
	global_load_dword v21, v[20:21], off
	s_nop 0
	global_load_dword v25, v[26:27], off
	v_add_u32_e32 v28, s6, v0
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	global_load_dword v27, v[30:31], off
	s_nop 0
	global_load_dword v30, v[32:33], off
	v_add_co_u32_e32 v28, vcc, s58, v28
	v_addc_co_u32_e32 v29, vcc, v1, v29, vcc
	global_load_dword v28, v[28:29], off
	v_add_u32_e32 v18, s7, v0
	v_add_u32_e32 v20, s8, v0
	v_add_u32_e32 v22, s9, v0
	v_add_u32_e32 v26, s13, v0
	s_add_i32 s4, s101, s86
	s_add_i32 s15, s46, s86
	s_add_i32 s5, s47, s86
	s_add_i32 s6, s52, s86
	s_add_i32 s17, s64, s86
	s_add_i32 s7, s66, s86
	s_add_i32 s8, s67, s86
	s_add_i32 s9, s68, s86
	s_mov_b32 s13, s44
	s_waitcnt vmcnt(7) lgkmcnt(3)
	v_fma_f32 v23, v6, v23, v34
	v_add_u32_e32 v6, s10, v0
	s_add_i32 s10, s70, s86
	s_waitcnt vmcnt(6)
	v_fma_f32 v7, v7, v24, v23
	s_waitcnt vmcnt(5)
	v_fma_f32 v7, v8, v19, v7
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	s_waitcnt vmcnt(4)
	v_fma_f32 v7, v9, v21, v7
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v18, vcc, s58, v18
	v_ashrrev_i32_e32 v23, 31, v22
	v_addc_co_u32_e32 v19, vcc, v1, v19, vcc
	global_load_dword v19, v[18:19], off
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v20, vcc, s58, v20
	v_addc_co_u32_e32 v21, vcc, v1, v21, vcc
	s_waitcnt vmcnt(4) lgkmcnt(2)
	v_fma_f32 v7, v10, v25, v7
	v_add_co_u32_e32 v22, vcc, s58, v22
	s_waitcnt vmcnt(3)
	v_fma_f32 v7, v11, v27, v7
	v_addc_co_u32_e32 v23, vcc, v1, v23, vcc
	global_load_dword v21, v[20:21], off
	s_nop 0
	global_load_dword v22, v[22:23], off
	s_waitcnt vmcnt(4)
	v_fma_f32 v7, v12, v30, v7
	s_waitcnt vmcnt(3)
	v_fma_f32 v13, v13, v28, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v8, s11, v0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v6, vcc, s58, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	v_add_co_u32_e32 v8, vcc, s58, v8
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	global_load_dword v7, v[6:7], off
	s_nop 0
	global_load_dword v57, v[8:9], off
	v_add_u32_e32 v24, s12, v0
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_ashrrev_i32_e32 v27, 31, v26
	v_add_u32_e32 v10, s14, v0
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v24, vcc, s58, v24
	v_ashrrev_i32_e32 v11, 31, v10
	v_addc_co_u32_e32 v25, vcc, v1, v25, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v26, vcc, s58, v26
	v_addc_co_u32_e32 v27, vcc, v1, v27, vcc
	v_add_co_u32_e32 v10, vcc, s58, v10
	v_add_u32_e32 v12, s4, v0
	v_addc_co_u32_e32 v11, vcc, v1, v11, vcc
	global_load_dword v60, v[10:11], off
	v_add_u32_e32 v28, s15, v0
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_u32_e32 v30, s5, v0
	v_ashrrev_i32_e32 v31, 31, v30
	v_add_u32_e32 v18, s6, v0
	global_load_dword v58, v[24:25], off
	global_load_dword v59, v[26:27], off
	v_lshlrev_b64 v[24:25], 2, v[30:31]
	v_add_u32_e32 v20, s16, v0
	v_add_u32_e32 v6, s17, v0
	v_add_u32_e32 v8, s7, v0
	v_add_u32_e32 v10, s8, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	s_add_i32 s11, s71, s86
	v_add_u32_e32 v26, s11, v0
	v_ashrrev_i32_e32 v27, 31, v26
	s_add_i32 s4, s72, s86
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	s_mov_b32 s12, s45
	s_mov_b32 s14, s33
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt vmcnt(7) lgkmcnt(1)
	v_fma_f32 v9, v14, v19, v13
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_co_u32_e32 v12, vcc, s58, v12
	v_addc_co_u32_e32 v13, vcc, v1, v13, vcc
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_u32_e32 v14, s9, v0
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt vmcnt(6)
	v_fma_f32 v9, v15, v21, v9
	s_waitcnt vmcnt(5)
	v_fma_f32 v9, v16, v22, v9
	v_lshlrev_b64 v[22:23], 2, v[28:29]
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_co_u32_e32 v22, vcc, s58, v22
	v_addc_co_u32_e32 v23, vcc, v1, v23, vcc
	v_add_co_u32_e32 v24, vcc, s58, v24
	v_addc_co_u32_e32 v25, vcc, v1, v25, vcc
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v18, vcc, s58, v18
	v_addc_co_u32_e32 v19, vcc, v1, v19, vcc
	s_waitcnt vmcnt(4)
	v_fma_f32 v61, v17, v7, v9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v20, vcc, s58, v20
	v_ashrrev_i32_e32 v9, 31, v8
	v_addc_co_u32_e32 v21, vcc, v1, v21, vcc
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v6, vcc, s58, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	v_add_co_u32_e32 v8, vcc, s58, v8
	v_ashrrev_i32_e32 v15, 31, v14
	v_addc_co_u32_e32 v9, vcc, v1, v9, vcc
	v_add_u32_e32 v16, s10, v0
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v10, vcc, s58, v10
	v_ashrrev_i32_e32 v17, 31, v16
	v_addc_co_u32_e32 v11, vcc, v1, v11, vcc
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v14, vcc, s58, v14
	v_addc_co_u32_e32 v15, vcc, v1, v15, vcc
	v_add_co_u32_e32 v16, vcc, s58, v16
	v_add_u32_e32 v28, s4, v0
	v_addc_co_u32_e32 v17, vcc, v1, v17, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	s_add_i32 s4, s73, s86
	v_add_co_u32_e32 v26, vcc, s58, v26
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_u32_e32 v30, s4, v0
	v_addc_co_u32_e32 v27, vcc, v1, v27, vcc
	v_ashrrev_i32_e32 v31, 31, v30
	s_add_i32 s4, s74, s86
	v_add_co_u32_e32 v28, vcc, s58, v28
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_u32_e32 v32, s4, v0
	v_addc_co_u32_e32 v29, vcc, v1, v29, vcc
	v_ashrrev_i32_e32 v33, 31, v32
	s_add_i32 s4, s75, s86
	v_add_co_u32_e32 v30, vcc, s58, v30
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_u32_e32 v34, s4, v0
	v_addc_co_u32_e32 v31, vcc, v1, v31, vcc
	v_ashrrev_i32_e32 v35, 31, v34
	s_add_i32 s4, s76, s86
	v_add_co_u32_e32 v32, vcc, s58, v32
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_u32_e32 v36, s4, v0
	v_addc_co_u32_e32 v33, vcc, v1, v33, vcc
	v_ashrrev_i32_e32 v37, 31, v36
	s_add_i32 s4, s78, s86
	v_add_co_u32_e32 v34, vcc, s58, v34
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_u32_e32 v38, s4, v0
	v_addc_co_u32_e32 v35, vcc, v1, v35, vcc
	v_ashrrev_i32_e32 v39, 31, v38
	s_add_i32 s4, s79, s86
	v_add_co_u32_e32 v36, vcc, s58, v36
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_u32_e32 v43, s4, v0
	v_addc_co_u32_e32 v37, vcc, v1, v37, vcc
	v_ashrrev_i32_e32 v44, 31, v43
	s_add_i32 s4, s80, s86
	v_add_co_u32_e32 v38, vcc, s58, v38
	v_lshlrev_b64 v[43:44], 2, v[43:44]
	v_add_u32_e32 v45, s4, v0
	v_addc_co_u32_e32 v39, vcc, v1, v39, vcc
	v_ashrrev_i32_e32 v46, 31, v45
	s_add_i32 s4, s81, s86
	v_add_co_u32_e32 v43, vcc, s58, v43
	v_lshlrev_b64 v[45:46], 2, v[45:46]
	v_add_u32_e32 v47, s4, v0
	v_addc_co_u32_e32 v44, vcc, v1, v44, vcc
	v_ashrrev_i32_e32 v48, 31, v47
	s_add_i32 s4, s82, s86
	v_add_co_u32_e32 v45, vcc, s58, v45
	v_lshlrev_b64 v[47:48], 2, v[47:48]
	v_add_u32_e32 v49, s4, v0
	v_addc_co_u32_e32 v46, vcc, v1, v46, vcc
	v_ashrrev_i32_e32 v50, 31, v49
	s_add_i32 s4, s83, s86
	v_add_co_u32_e32 v47, vcc, s58, v47
	v_lshlrev_b64 v[49:50], 2, v[49:50]
	v_add_u32_e32 v51, s4, v0
	v_addc_co_u32_e32 v48, vcc, v1, v48, vcc
	v_ashrrev_i32_e32 v52, 31, v51
	s_add_i32 s4, s84, s86
	v_add_co_u32_e32 v49, vcc, s58, v49
	v_lshlrev_b64 v[51:52], 2, v[51:52]
	v_add_u32_e32 v53, s4, v0
	v_addc_co_u32_e32 v50, vcc, v1, v50, vcc
	v_ashrrev_i32_e32 v54, 31, v53
	s_add_i32 s4, s85, s86
	v_add_co_u32_e32 v51, vcc, s58, v51
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	v_add_u32_e32 v55, s4, v0
	v_addc_co_u32_e32 v52, vcc, v1, v52, vcc
	v_ashrrev_i32_e32 v56, 31, v55
	v_add_co_u32_e32 v53, vcc, s58, v53
	v_lshlrev_b64 v[55:56], 2, v[55:56]
	v_addc_co_u32_e32 v54, vcc, v1, v54, vcc
	v_add_co_u32_e32 v0, vcc, s58, v55
	v_addc_co_u32_e32 v1, vcc, v1, v56, vcc
	global_load_dword v12, v[12:13], off
	s_nop 0
	global_load_dword v13, v[22:23], off
	s_nop 0
	global_load_dword v22, v[24:25], off
	s_nop 0
	global_load_dword v18, v[18:19], off
	s_nop 0
	global_load_dword v19, v[20:21], off
	s_nop 0
	global_load_dword v20, v[6:7], off
	global_load_dword v21, v[8:9], off
	global_load_dword v23, v[10:11], off
	global_load_dword v24, v[14:15], off
	s_nop 0
	global_load_dword v16, v[16:17], off
	s_nop 0
	global_load_dword v17, v[26:27], off
	global_load_dword v25, v[28:29], off
	s_nop 0
	global_load_dword v26, v[30:31], off
	global_load_dword v27, v[32:33], off
	global_load_dword v28, v[34:35], off
	global_load_dword v29, v[36:37], off
	s_nop 0
	global_load_dword v30, v[38:39], off
	global_load_dword v31, v[43:44], off
	global_load_dword v32, v[45:46], off
	global_load_dword v33, v[47:48], off
	global_load_dword v34, v[49:50], off
	global_load_dword v35, v[51:52], off
	global_load_dword v36, v[53:54], off
	global_load_dword v37, v[0:1], off
	s_waitcnt vmcnt(27) lgkmcnt(0)
	v_fma_f32 v0, v2, v57, v61
	s_waitcnt vmcnt(25)
	v_fma_f32 v0, v3, v58, v0
	s_waitcnt vmcnt(24)
	v_fma_f32 v4, v4, v59, v0
	ds_read_b128 v[0:3], v42 offset:160
	v_fma_f32 v8, v5, v60, v4
	ds_read_b128 v[4:7], v42 offset:176
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt vmcnt(23) lgkmcnt(1)
	v_fma_f32 v0, v0, v12, v8
	s_waitcnt vmcnt(22)
	v_fma_f32 v0, v1, v13, v0
	s_waitcnt vmcnt(21)
	v_fma_f32 v0, v2, v22, v0
	ds_read_b128 v[8:11], v42 offset:192
	s_waitcnt vmcnt(20)
	v_fma_f32 v12, v3, v18, v0
	ds_read_b128 v[0:3], v42 offset:208
	s_waitcnt vmcnt(19) lgkmcnt(2)
	v_fma_f32 v4, v4, v19, v12
	s_waitcnt vmcnt(18)
	v_fma_f32 v4, v5, v20, v4
	s_waitcnt vmcnt(17)
	v_fma_f32 v4, v6, v21, v4
	s_waitcnt vmcnt(16)
	v_fma_f32 v18, v7, v23, v4
	s_waitcnt vmcnt(15) lgkmcnt(1)
	v_fma_f32 v8, v8, v24, v18
	s_waitcnt vmcnt(14)
	v_fma_f32 v8, v9, v16, v8
	s_waitcnt vmcnt(13)
	v_fma_f32 v8, v10, v17, v8
	ds_read_b128 v[12:15], v42 offset:224
	ds_read_b128 v[4:7], v42 offset:240
	s_waitcnt vmcnt(12)
	v_fma_f32 v8, v11, v25, v8
	s_waitcnt vmcnt(11) lgkmcnt(2)
	v_fma_f32 v0, v0, v26, v8
	s_waitcnt vmcnt(10)
	v_fma_f32 v0, v1, v27, v0
	s_waitcnt vmcnt(9)
	v_fma_f32 v0, v2, v28, v0
	s_waitcnt vmcnt(8)
	v_fma_f32 v0, v3, v29, v0
	s_waitcnt vmcnt(7) lgkmcnt(1)
	v_fma_f32 v0, v12, v30, v0
	s_waitcnt vmcnt(6)
	v_fma_f32 v0, v13, v31, v0
	s_waitcnt vmcnt(5)
	v_fma_f32 v0, v14, v32, v0
	s_waitcnt vmcnt(4)
	v_fma_f32 v0, v15, v33, v0
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_fma_f32 v0, v4, v34, v0
	s_waitcnt vmcnt(2)
	v_fma_f32 v0, v5, v35, v0
	s_waitcnt vmcnt(1)
	v_fma_f32 v0, v6, v36, v0
	s_waitcnt vmcnt(0)
	v_fma_f32 v43, v7, v37, v0
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	s_add_i32 s87, s87, 64
	s_add_i32 s86, s86, s62
	s_cmp_lt_i32 s87, s48
	s_cbranch_scc1 .LBB5_2
; %bb.3:
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s46, v40, 0
	v_readlane_b32 s35, v40, 3
	v_readlane_b32 s47, v40, 1
	s_branch .LBB5_5
.LBB5_4:
	v_mov_b32_e32 v43, 0
.LBB5_5:
	s_add_u32 s8, s42, 0x58
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
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
	v_mul_lo_u32 v0, v0, s47
	v_mov_b32_e32 v2, s35
	v_add_u32_e32 v0, s46, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s34, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s50, v2
	v_fma_f32 v2, s49, v43, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemvFast
		.amdhsa_group_segment_fixed_size 256
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 102
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
	.size	XgemvFast, .Lfunc_end5-XgemvFast
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4436
; NumSgprs: 108
; NumVgprs: 62
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 62
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	XgemvFastRot            ; -- Begin function XgemvFastRot
	.globl	XgemvFastRot
	.p2align	8
	.type	XgemvFastRot,@function
XgemvFastRot:                           ; @XgemvFastRot
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_load_dwordx4 s[48:51], s[8:9], 0x4
	s_load_dwordx2 s[52:53], s[8:9], 0x38
	s_load_dwordx2 s[54:55], s[8:9], 0x40
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s51, 0x58
	s_mov_b32 s33, s16
	s_add_u32 s8, s42, s51
	s_mov_b32 s45, s14
	v_mov_b32_e32 v40, v0
	s_addc_u32 s9, s43, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
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
	s_cmp_lt_i32 s48, 1
	s_cbranch_scc1 .LBB6_5
; %bb.1:
	s_load_dwordx2 s[56:57], s[42:43], 0x30
	s_load_dwordx2 s[58:59], s[42:43], 0x18
	s_load_dwordx2 s[60:61], s[42:43], 0x28
	s_load_dword s68, s[42:43], 0x24
	v_mov_b32_e32 v41, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s57, v41
	v_lshlrev_b32_e32 v45, 2, v41
	v_cmp_gt_i32_e64 s[34:35], 1, v41
	s_mov_b64 s[62:63], 0
	v_add_u32_e32 v46, 0x100, v45
	v_add_u32_e32 v42, s56, v0
	v_mov_b32_e32 v47, 0
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s65, s65, _Z12get_group_idj@rel32@hi+12
	v_mov_b32_e32 v44, 0
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, _Z7barrierj@rel32@lo+4
	s_addc_u32 s67, s67, _Z7barrierj@rel32@hi+12
	s_branch .LBB6_3
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s46, s42, s51
	s_addc_u32 s47, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[64:65]
	v_lshl_add_u32 v0, v0, 6, v41
	v_mul_lo_u32 v0, v0, s68
	v_mov_b32_e32 v1, s63
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_ashrrev_i32_e32 v2, 31, v0
	v_add_co_u32_e32 v0, vcc, s62, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s59
	v_add_co_u32_e32 v0, vcc, s58, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(0)
	ds_write_b32 v45, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[66:67]
	ds_read_b32 v0, v45
	ds_read_b32 v1, v47 offset:256
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v44, v1, v0, v44
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[66:67]
	s_add_u32 s62, s62, 1
	s_addc_u32 s63, s63, 0
	s_cmp_eq_u32 s48, s62
	v_add_u32_e32 v42, s57, v42
	s_cbranch_scc1 .LBB6_6
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB6_2
; %bb.4:                                ;   in Loop: Header=BB6_3 Depth=1
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	v_mov_b32_e32 v2, s61
	v_add_co_u32_e32 v0, vcc, s60, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v46, v0
	s_branch .LBB6_2
.LBB6_5:
	v_mov_b32_e32 v44, 0
.LBB6_6:
	s_add_u32 s8, s42, 0x58
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v0, v0, s55
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v0, s54, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s52, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s50, v2
	v_fma_f32 v2, s49, v44, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemvFastRot
		.amdhsa_group_segment_fixed_size 260
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 69
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
	.size	XgemvFastRot, .Lfunc_end6-XgemvFastRot
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 704
; NumSgprs: 75
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 260 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 75
; NumVGPRsForWavesPerEU: 48
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
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
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'real*'
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
        .type_name:      'real*'
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
      - .offset:         84
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           Xgemv
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     108
    .sgpr_spill_count: 54
    .symbol:         Xgemv.kd
    .vgpr_count:     58
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
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'realVF*'
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
        .type_name:      'real*'
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
      - .offset:         84
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
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           XgemvFast
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     108
    .sgpr_spill_count: 4
    .symbol:         XgemvFast.kd
    .vgpr_count:     62
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
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'realVFR*'
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
        .type_name:      'real*'
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
      - .offset:         84
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
    .group_segment_fixed_size: 260
    .kernarg_segment_align: 8
    .kernarg_segment_size: 144
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           XgemvFastRot
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         XgemvFastRot.kd
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
