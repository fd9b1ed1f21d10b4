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
	.hidden	LoadMatrixA                     ; -- Begin function LoadMatrixA
	.globl	LoadMatrixA
	.p2align	2
	.type	LoadMatrixA,@function
LoadMatrixA:                            ; @LoadMatrixA
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mul_lo_u32 v3, v4, v3
	v_add_u32_e32 v2, vcc, v3, v2
	v_add_u32_e32 v2, vcc, v2, v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_u32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	LoadMatrixA, .Lfunc_end2-LoadMatrixA
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 56
; NumSgprs: 34
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
	s_load_dwordx2 s[36:37], s[8:9], 0x0
	s_load_dword s35, s[8:9], 0x18
	s_load_dwordx2 s[4:5], s[8:9], 0x20
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	s_load_dwordx2 s[82:83], s[8:9], 0x28
	s_load_dwordx2 s[4:5], s[8:9], 0x30
	s_mov_b64 s[78:79], s[8:9]
	v_mov_b32_e32 v41, v0
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s13
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
	s_load_dwordx2 s[4:5], s[8:9], 0x38
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
	s_load_dwordx2 s[4:5], s[8:9], 0x40
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 15
	v_writelane_b32 v40, s5, 16
	s_load_dwordx4 s[4:7], s[8:9], 0x48
	s_mov_b32 s8, 0
	s_mov_b32 s9, s8
	v_mov_b32_e32 v43, s9
	v_mov_b32_e32 v42, s8
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 17
	v_writelane_b32 v40, s5, 18
	v_writelane_b32 v40, s6, 19
	v_writelane_b32 v40, s7, 20
	s_ashr_i32 s4, s37, 31
	s_lshr_b32 s4, s4, 26
	s_add_i32 s4, s37, s4
	s_and_b32 s34, s4, 0xffffffc0
	s_cmp_lt_i32 s34, 1
	s_cbranch_scc1 .LBB3_11
; %bb.1:
	v_writelane_b32 v40, s34, 21
	v_writelane_b32 v40, s36, 22
	v_writelane_b32 v40, s37, 23
	s_cmp_lg_u32 s35, 0
	v_writelane_b32 v40, s35, 24
	s_cselect_b64 s[4:5], -1, 0
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s6, v40, 19
	s_cmp_eq_u32 s6, 1
	s_cselect_b64 s[34:35], -1, 0
	s_lshl_b32 s4, s83, 1
	v_readlane_b32 s5, v40, 18
	v_readlane_b32 s7, v40, 20
	v_writelane_b32 v40, s4, 27
	s_mul_i32 s4, s83, 3
	v_writelane_b32 v40, s4, 28
	s_lshl_b32 s6, s83, 2
	v_writelane_b32 v40, s6, 29
	s_mul_i32 s6, s83, 5
	v_writelane_b32 v40, s6, 30
	s_mul_i32 s6, s83, 6
	v_writelane_b32 v40, s6, 31
	s_mul_i32 s6, s83, 7
	v_writelane_b32 v40, s6, 32
	s_lshl_b32 s6, s83, 3
	v_writelane_b32 v40, s6, 33
	s_mul_i32 s6, s83, 9
	v_writelane_b32 v40, s6, 34
	s_mul_i32 s6, s83, 10
	v_writelane_b32 v40, s6, 35
	s_mul_i32 s6, s83, 11
	v_writelane_b32 v40, s6, 36
	s_mul_i32 s6, s83, 12
	v_writelane_b32 v40, s6, 37
	s_lshl_b32 s71, s83, 6
	s_mul_i32 s91, s83, 13
	s_mul_i32 s92, s83, 14
	s_mul_i32 s93, s83, 15
	s_lshl_b32 s94, s83, 4
	s_mul_i32 s95, s83, 17
	s_mul_i32 s56, s83, 18
	s_mul_i32 s57, s83, 19
	s_mul_i32 s70, s83, 20
	s_mul_i32 s48, s83, 21
	s_mul_i32 s49, s83, 22
	s_mul_i32 s50, s83, 23
	s_mul_i32 s52, s83, 24
	s_mul_i32 s53, s83, 25
	s_mul_i32 s58, s83, 26
	s_mul_i32 s59, s83, 27
	s_mul_i32 s66, s83, 28
	s_mul_i32 s67, s83, 29
	s_mul_i32 s64, s83, 30
	s_mul_i32 s65, s83, 31
	s_lshl_b32 s51, s83, 5
	s_mul_i32 s54, s83, 33
	s_mul_i32 s55, s83, 34
	s_mul_i32 s33, s83, 35
	s_mul_i32 s44, s83, 36
	s_mul_i32 s45, s83, 37
	s_mul_i32 s36, s83, 38
	s_mul_i32 s37, s83, 39
	s_mul_i32 s38, s83, 40
	s_mul_i32 s39, s83, 41
	s_mul_i32 s40, s83, 42
	s_mul_i32 s41, s83, 43
	s_mul_i32 s42, s83, 44
	s_mul_i32 s43, s83, 45
	s_mul_i32 s72, s83, 46
	s_mul_i32 s73, s83, 47
	s_mul_i32 s74, s83, 48
	s_mul_i32 s76, s83, 49
	s_mul_i32 s61, s83, 50
	s_mul_i32 s77, s83, 51
	s_mul_i32 s63, s83, 52
	s_mul_i32 s62, s83, 53
	s_mul_i32 s75, s83, 54
	s_mul_i32 s96, s83, 55
	s_mul_i32 s81, s83, 56
	s_mul_i32 s90, s83, 57
	s_mul_i32 s97, s83, 58
	s_mul_i32 s69, s83, 59
	s_mul_i32 s68, s83, 60
	s_mul_i32 s99, s83, 61
	s_mul_i32 s98, s83, 62
	s_mul_i32 s101, s83, 63
	v_writelane_b32 v40, s82, 38
	s_mov_b64 s[4:5], s[8:9]
	v_writelane_b32 v40, s83, 39
	v_writelane_b32 v40, s4, 40
	v_mov_b32_e32 v43, s9
	v_writelane_b32 v40, s78, 41
	v_mov_b32_e32 v42, s8
	v_mov_b32_e32 v44, 0
	s_mov_b32 s100, s83
	s_mov_b32 s60, s4
	v_writelane_b32 v40, s79, 42
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_movk_i32 s4, 0x60
	s_add_u32 s46, s78, s4
	v_readlane_b32 s86, v40, 7
	v_readlane_b32 s84, v40, 5
	v_readlane_b32 s82, v40, 3
	s_addc_u32 s47, s79, 0
	v_readlane_b32 s87, v40, 8
	v_readlane_b32 s85, v40, 6
	v_readlane_b32 s83, v40, 4
	v_readlane_b32 s80, v40, 2
	v_readlane_b32 s79, v40, 1
	v_readlane_b32 s78, v40, 0
	s_mov_b64 s[4:5], s[86:87]
	s_mov_b64 s[6:7], s[84:85]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[82:83]
	s_mov_b32 s12, s80
	s_mov_b32 s13, s79
	s_mov_b32 s14, s78
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 40
	v_add_u32_e32 v1, vcc, s4, v0
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	v_mul_lo_u32 v1, v1, s5
	v_readlane_b32 s6, v40, 11
	v_readlane_b32 s7, v40, 12
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v1, vcc, s4, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	v_add_u32_e32 v1, vcc, s6, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx2 v[1:2], v[1:2]
	v_lshlrev_b32_e32 v0, 3, v0
	s_mov_b32 m0, -1
	s_mov_b64 s[4:5], s[86:87]
	s_mov_b64 s[6:7], s[84:85]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[82:83]
	s_mov_b32 s12, s80
	s_mov_b32 s13, s79
	s_mov_b32 s14, s78
	v_mov_b32_e32 v31, v41
	v_writelane_b32 v40, s16, 43
	v_writelane_b32 v40, s17, 44
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[1:2]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[4:5], s[86:87]
	s_mov_b64 s[6:7], s[84:85]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[82:83]
	s_mov_b32 s12, s80
	s_mov_b32 s13, s79
	s_mov_b32 s14, s78
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 22
	v_readlane_b32 s5, v40, 23
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_mov_b64 s[4:5], exec
	s_and_b64 s[6:7], s[4:5], vcc
	v_readlane_b32 s12, v40, 27
	v_readlane_b32 s83, v40, 28
	v_readlane_b32 s84, v40, 29
	v_readlane_b32 s85, v40, 30
	v_readlane_b32 s86, v40, 31
	v_readlane_b32 s87, v40, 32
	v_readlane_b32 s18, v40, 33
	v_readlane_b32 s80, v40, 34
	v_readlane_b32 s82, v40, 35
	v_readlane_b32 s47, v40, 36
	v_readlane_b32 s22, v40, 37
	s_mov_b32 s89, s51
	s_mov_b32 s25, s33
	s_mov_b32 s27, s44
	s_mov_b32 s28, s45
	s_mov_b32 s29, s36
	s_mov_b32 s30, s37
	s_mov_b32 s31, s38
	s_mov_b32 s33, s39
	s_mov_b32 s36, s40
	s_mov_b32 s37, s41
	s_mov_b32 s40, s72
	s_mov_b32 s41, s73
	s_mov_b32 s44, s60
	s_mov_b32 s88, s100
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz .LBB3_7
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	v_readlane_b32 s6, v40, 25
	v_readlane_b32 s7, v40, 26
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB3_9
; %bb.4:                                ;   in Loop: Header=BB3_2 Depth=1
	v_readlane_b32 s6, v40, 38
	v_readlane_b32 s7, v40, 39
	v_mul_lo_u32 v1, v0, s7
	v_readlane_b32 s7, v40, 40
	s_add_i32 s6, s6, s7
	v_readlane_b32 s8, v40, 9
	v_add_u32_e32 v1, vcc, s6, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 3, v[1:2]
	v_readlane_b32 s9, v40, 10
	v_add_u32_e32 v4, vcc, s8, v2
	v_mov_b32_e32 v2, s9
	v_addc_u32_e32 v5, vcc, v2, v3, vcc
	flat_load_dwordx2 v[3:4], v[4:5]
	s_brev_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v7, v3, v3, s[34:35]
	v_cndmask_b32_e64 v8, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v9, v8, v4
	v_mul_f32_e32 v4, v4, v7
	v_mad_f32 v9, v3, v7, -v9
	v_mac_f32_e32 v4, v3, v8
	v_add_u32_e32 v3, vcc, 1, v1
	v_add_f32_e32 v7, v43, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v9, v42, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, s6, v4
	v_cndmask_b32_e64 v4, v4, v8, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v8, v4, v6
	v_mad_f32 v8, v5, v3, -v8
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 2, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v9, v8
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:16
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 3, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 4, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:32
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 5, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 6, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:48
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 7, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 8, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:64
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 9, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 10, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:80
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 11, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 12, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:96
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 13, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 14, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:112
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 15, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 16, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:128
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 17, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 18, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:144
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 19, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 20, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:160
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 21, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 22, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:176
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 23, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 24, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:192
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 25, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 26, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:208
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 27, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 28, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:224
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 29, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 30, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:240
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 31, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 32, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:256
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 33, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 34, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:272
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 35, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 36, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:288
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 37, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 38, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:304
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 39, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 40, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:320
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 41, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 42, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:336
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 43, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 44, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:352
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 45, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 46, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:368
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 47, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 48, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:384
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 49, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 50, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:400
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 51, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 52, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:416
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 53, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 54, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:432
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 55, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 56, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:448
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 57, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 58, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:464
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 59, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 60, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:480
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 61, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, s6, v4
	v_cndmask_b32_e64 v4, v4, v9, s[34:35]
	v_cndmask_b32_e64 v3, v3, v3, s[34:35]
	v_mul_f32_e32 v9, v4, v6
	v_mad_f32 v9, v5, v3, -v9
	v_mul_f32_e32 v3, v6, v3
	v_mac_f32_e32 v3, v5, v4
	v_add_f32_e32 v7, v7, v3
	v_add_u32_e32 v3, vcc, 62, v1
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v9
	v_add_u32_e32 v3, vcc, s8, v3
	v_addc_u32_e32 v4, vcc, v2, v4, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, s6, v4
	v_cndmask_b32_e64 v9, v3, v3, s[34:35]
	v_cndmask_b32_e64 v10, v4, v5, s[34:35]
	ds_read_b128 v[3:6], v44 offset:496
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v11, v10, v4
	v_mul_f32_e32 v4, v4, v9
	v_mad_f32 v11, v3, v9, -v11
	v_mac_f32_e32 v4, v3, v10
	v_add_u32_e32 v3, vcc, 63, v1
	v_add_f32_e32 v7, v7, v4
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_add_f32_e32 v8, v8, v11
	v_add_u32_e32 v1, vcc, s8, v3
	v_addc_u32_e32 v2, vcc, v2, v4, vcc
	flat_load_dwordx2 v[1:2], v[1:2]
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, s6, v2
	v_cndmask_b32_e64 v4, v1, v1, s[34:35]
	v_cndmask_b32_e64 v2, v2, v3, s[34:35]
	v_mul_f32_e32 v1, v2, v6
	v_mul_f32_e32 v3, v6, v4
	v_mad_f32 v1, v5, v4, -v1
	v_mac_f32_e32 v3, v5, v2
	v_add_f32_e32 v1, v8, v1
	v_add_f32_e32 v2, v7, v3
	s_cbranch_execnz .LBB3_6
.LBB3_5:                                ;   in Loop: Header=BB3_2 Depth=1
	v_readlane_b32 s10, v40, 38
	s_add_i32 s6, s10, s44
	v_add_u32_e32 v1, vcc, s6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 3, v[1:2]
	v_readlane_b32 s72, v40, 9
	v_readlane_b32 s73, v40, 10
	v_mov_b32_e32 v1, s73
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	s_add_i32 s6, s10, s88
	flat_load_dwordx2 v[10:11], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s12
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s83
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s84
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[16:17], v[2:3]
	v_add_u32_e32 v18, vcc, s6, v0
	v_ashrrev_i32_e32 v19, 31, v18
	s_add_i32 s7, s10, s85
	s_add_i32 s8, s10, s86
	v_lshlrev_b64 v[18:19], 3, v[18:19]
	v_add_u32_e32 v20, vcc, s7, v0
	v_add_u32_e32 v22, vcc, s8, v0
	v_add_u32_e32 v18, vcc, s72, v18
	v_addc_u32_e32 v19, vcc, v1, v19, vcc
	flat_load_dwordx2 v[18:19], v[18:19]
	v_ashrrev_i32_e32 v21, 31, v20
	s_add_i32 s9, s10, s87
	v_lshlrev_b64 v[20:21], 3, v[20:21]
	v_add_u32_e32 v24, vcc, s9, v0
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_u32_e32 v20, vcc, s72, v20
	v_lshlrev_b64 v[22:23], 3, v[22:23]
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	flat_load_dwordx2 v[20:21], v[20:21]
	v_add_u32_e32 v22, vcc, s72, v22
	v_addc_u32_e32 v23, vcc, v1, v23, vcc
	flat_load_dwordx2 v[22:23], v[22:23]
	ds_read_b128 v[2:5], v44
	ds_read_b128 v[6:9], v44 offset:16
	s_brev_b32 s7, 1
	s_add_i32 s6, s10, s18
	v_readlane_b32 s11, v40, 39
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v25, s7, v11
	v_cndmask_b32_e64 v10, v10, v10, s[34:35]
	v_cndmask_b32_e64 v11, v11, v25, s[34:35]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v25, v3, v10
	v_mul_f32_e32 v3, v11, v3
	v_mac_f32_e32 v25, v2, v11
	v_mad_f32 v2, v2, v10, -v3
	v_add_f32_e32 v27, v43, v25
	v_add_f32_e32 v2, v42, v2
	v_ashrrev_i32_e32 v25, 31, v24
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v26, s7, v13
	v_cndmask_b32_e64 v12, v12, v12, s[34:35]
	v_cndmask_b32_e64 v13, v13, v26, s[34:35]
	v_mul_f32_e32 v26, v5, v12
	v_mul_f32_e32 v5, v13, v5
	v_mad_f32 v3, v4, v12, -v5
	v_add_f32_e32 v5, v2, v3
	v_lshlrev_b64 v[2:3], 3, v[24:25]
	v_mac_f32_e32 v26, v4, v13
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v15
	v_cndmask_b32_e64 v3, v14, v14, s[34:35]
	v_cndmask_b32_e64 v2, v15, v2, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v12, v2, v7
	v_mul_f32_e32 v7, v7, v3
	v_mac_f32_e32 v7, v6, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mad_f32 v12, v6, v3, -v12
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v5, v5, v12
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, s7, v17
	v_add_f32_e32 v4, v27, v26
	v_cndmask_b32_e64 v3, v17, v3, s[34:35]
	v_add_f32_e32 v2, v4, v7
	v_cndmask_b32_e64 v4, v16, v16, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	s_add_i32 s6, s10, s80
	v_add_f32_e32 v17, v2, v4
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v16, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	ds_read_b128 v[2:5], v44 offset:32
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v6, s7, v19
	v_cndmask_b32_e64 v18, v18, v18, s[34:35]
	v_cndmask_b32_e64 v19, v19, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:48
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v24, v19, v3
	v_mul_f32_e32 v3, v3, v18
	v_mac_f32_e32 v3, v2, v19
	v_mad_f32 v24, v2, v18, -v24
	v_add_f32_e32 v2, v17, v3
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v3, s7, v21
	v_cndmask_b32_e64 v17, v20, v20, s[34:35]
	v_cndmask_b32_e64 v3, v21, v3, s[34:35]
	v_mul_f32_e32 v18, v3, v5
	v_mul_f32_e32 v5, v5, v17
	v_mac_f32_e32 v5, v4, v3
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, s7, v23
	v_cndmask_b32_e64 v3, v23, v3, s[34:35]
	v_mad_f32 v18, v4, v17, -v18
	v_add_f32_e32 v2, v2, v5
	v_cndmask_b32_e64 v4, v22, v22, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v3, v7
	v_mad_f32 v5, v6, v4, -v5
	v_mul_f32_e32 v4, v7, v4
	v_mac_f32_e32 v4, v6, v3
	s_add_i32 s6, s10, s82
	v_add_f32_e32 v4, v2, v4
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v16, v16, v24
	v_add_u32_e32 v2, vcc, s72, v2
	v_add_f32_e32 v16, v16, v18
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	v_add_f32_e32 v5, v16, v5
	flat_load_dwordx2 v[16:17], v[2:3]
	s_add_i32 s6, s10, s47
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v11
	v_cndmask_b32_e64 v2, v11, v2, s[34:35]
	v_cndmask_b32_e64 v3, v10, v10, s[34:35]
	v_mul_f32_e32 v6, v2, v9
	v_mad_f32 v6, v8, v3, -v6
	v_mul_f32_e32 v3, v9, v3
	v_mac_f32_e32 v3, v8, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_f32_e32 v19, v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v18, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	ds_read_b128 v[2:5], v44 offset:64
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v6, s7, v13
	v_cndmask_b32_e64 v13, v13, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:80
	v_cndmask_b32_e64 v12, v12, v12, s[34:35]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v20, v13, v3
	v_mad_f32 v20, v2, v12, -v20
	v_add_f32_e32 v18, v18, v20
	v_mul_f32_e32 v20, v3, v12
	s_add_i32 s6, s10, s22
	v_mac_f32_e32 v20, v2, v13
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s91
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v15
	v_cndmask_b32_e64 v23, v15, v2, s[34:35]
	v_cndmask_b32_e64 v3, v14, v14, s[34:35]
	v_mul_f32_e32 v2, v23, v5
	v_mad_f32 v2, v4, v3, -v2
	v_add_f32_e32 v24, v18, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mul_f32_e32 v5, v5, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s92
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s93
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	v_add_f32_e32 v22, v19, v20
	flat_load_dwordx2 v[18:19], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mac_f32_e32 v5, v4, v23
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[20:21], v[2:3]
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v17
	v_cndmask_b32_e64 v3, v16, v16, s[34:35]
	v_cndmask_b32_e64 v2, v17, v2, s[34:35]
	v_add_f32_e32 v4, v22, v5
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v2, v7
	v_mul_f32_e32 v7, v7, v3
	s_add_i32 s6, s10, s94
	v_mac_f32_e32 v7, v6, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mad_f32 v5, v6, v3, -v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s95
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[16:17], v[2:3]
	v_add_f32_e32 v2, v4, v7
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, s7, v11
	v_cndmask_b32_e64 v3, v11, v3, s[34:35]
	v_cndmask_b32_e64 v4, v10, v10, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v23, v2, v4
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v5, v24, v5
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	v_add_f32_e32 v22, v5, v6
	flat_load_dwordx2 v[10:11], v[2:3]
	ds_read_b128 v[2:5], v44 offset:96
	s_add_i32 s6, s10, s56
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v6, s7, v13
	v_cndmask_b32_e64 v24, v13, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:112
	v_cndmask_b32_e64 v12, v12, v12, s[34:35]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v13, v24, v3
	v_mad_f32 v13, v2, v12, -v13
	v_mul_f32_e32 v3, v3, v12
	v_add_u32_e32 v12, vcc, s6, v0
	v_add_f32_e32 v22, v22, v13
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 3, v[12:13]
	v_mac_f32_e32 v3, v2, v24
	v_add_u32_e32 v12, vcc, s72, v12
	v_addc_u32_e32 v13, vcc, v1, v13, vcc
	flat_load_dwordx2 v[12:13], v[12:13]
	v_add_f32_e32 v2, v23, v3
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, s7, v15
	v_cndmask_b32_e64 v14, v14, v14, s[34:35]
	v_cndmask_b32_e64 v3, v15, v3, s[34:35]
	v_mul_f32_e32 v15, v3, v5
	v_mul_f32_e32 v5, v5, v14
	v_mac_f32_e32 v5, v4, v3
	v_mad_f32 v15, v4, v14, -v15
	v_add_f32_e32 v2, v2, v5
	s_add_i32 s6, s10, s57
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v3, s7, v19
	v_cndmask_b32_e64 v3, v19, v3, s[34:35]
	v_cndmask_b32_e64 v4, v18, v18, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v3, v7
	v_mad_f32 v5, v6, v4, -v5
	v_mul_f32_e32 v4, v7, v4
	v_mac_f32_e32 v4, v6, v3
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v15, v22, v15
	v_add_f32_e32 v5, v15, v5
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, s7, v21
	v_cndmask_b32_e64 v3, v21, v3, s[34:35]
	v_cndmask_b32_e64 v4, v20, v20, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v19, v2, v4
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v18, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	ds_read_b128 v[2:5], v44 offset:128
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v6, s7, v17
	v_cndmask_b32_e64 v17, v17, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:144
	v_cndmask_b32_e64 v16, v16, v16, s[34:35]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v20, v17, v3
	v_mad_f32 v20, v2, v16, -v20
	v_add_f32_e32 v18, v18, v20
	v_mul_f32_e32 v20, v3, v16
	s_add_i32 s6, s10, s70
	v_mac_f32_e32 v20, v2, v17
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s48
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[16:17], v[2:3]
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, s7, v11
	v_cndmask_b32_e64 v10, v10, v10, s[34:35]
	v_cndmask_b32_e64 v3, v11, v3, s[34:35]
	v_mul_f32_e32 v11, v3, v5
	v_mul_f32_e32 v5, v5, v10
	v_add_f32_e32 v2, v19, v20
	v_mac_f32_e32 v5, v4, v3
	v_mad_f32 v11, v4, v10, -v11
	v_add_f32_e32 v4, v2, v5
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v18, v18, v11
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	s_add_i32 s6, s10, s49
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v13
	v_cndmask_b32_e64 v3, v12, v12, s[34:35]
	v_cndmask_b32_e64 v2, v13, v2, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v2, v7
	v_mul_f32_e32 v7, v7, v3
	v_mac_f32_e32 v7, v6, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mad_f32 v5, v6, v3, -v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s50
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s52
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	v_add_f32_e32 v5, v18, v5
	flat_load_dwordx2 v[18:19], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s53
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[20:21], v[2:3]
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, s7, v15
	v_cndmask_b32_e64 v3, v15, v3, s[34:35]
	v_add_f32_e32 v2, v4, v7
	v_cndmask_b32_e64 v4, v14, v14, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v23, v2, v4
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v22, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	ds_read_b128 v[2:5], v44 offset:160
	s_add_i32 s6, s10, s58
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v6, s7, v17
	v_cndmask_b32_e64 v24, v17, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:176
	v_cndmask_b32_e64 v16, v16, v16, s[34:35]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v17, v24, v3
	v_mad_f32 v17, v2, v16, -v17
	v_mul_f32_e32 v3, v3, v16
	v_add_u32_e32 v16, vcc, s6, v0
	v_add_f32_e32 v22, v22, v17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 3, v[16:17]
	v_mac_f32_e32 v3, v2, v24
	v_add_u32_e32 v16, vcc, s72, v16
	v_addc_u32_e32 v17, vcc, v1, v17, vcc
	flat_load_dwordx2 v[16:17], v[16:17]
	v_add_f32_e32 v23, v23, v3
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v11
	v_cndmask_b32_e64 v24, v11, v2, s[34:35]
	v_cndmask_b32_e64 v3, v10, v10, s[34:35]
	v_mul_f32_e32 v2, v24, v5
	v_mad_f32 v2, v4, v3, -v2
	s_add_i32 s6, s10, s59
	v_add_f32_e32 v22, v22, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mul_f32_e32 v5, v5, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mac_f32_e32 v5, v4, v24
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, s7, v13
	v_cndmask_b32_e64 v3, v13, v3, s[34:35]
	v_add_f32_e32 v2, v23, v5
	v_cndmask_b32_e64 v4, v12, v12, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v3, v7
	v_mad_f32 v5, v6, v4, -v5
	v_mul_f32_e32 v4, v7, v4
	v_mac_f32_e32 v4, v6, v3
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v5, v22, v5
	s_add_i32 s6, s10, s66
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v3, s7, v19
	v_cndmask_b32_e64 v3, v19, v3, s[34:35]
	v_cndmask_b32_e64 v4, v18, v18, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v12, v5, v6
	v_add_f32_e32 v18, v2, v4
	ds_read_b128 v[2:5], v44 offset:192
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v6, s7, v21
	v_cndmask_b32_e64 v13, v20, v20, s[34:35]
	v_cndmask_b32_e64 v19, v21, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:208
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v20, v19, v3
	v_mul_f32_e32 v21, v3, v13
	v_mad_f32 v20, v2, v13, -v20
	v_mac_f32_e32 v21, v2, v19
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v20, v12, v20
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	v_add_f32_e32 v2, v18, v21
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, s7, v15
	v_cndmask_b32_e64 v14, v14, v14, s[34:35]
	v_cndmask_b32_e64 v3, v15, v3, s[34:35]
	v_mul_f32_e32 v15, v3, v5
	v_mul_f32_e32 v5, v5, v14
	v_mac_f32_e32 v5, v4, v3
	s_add_i32 s6, s10, s67
	v_mad_f32 v15, v4, v14, -v15
	v_add_f32_e32 v4, v2, v5
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v18, v20, v15
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	s_add_i32 s6, s10, s64
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v17
	v_cndmask_b32_e64 v2, v17, v2, s[34:35]
	v_cndmask_b32_e64 v3, v16, v16, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v2, v7
	v_mad_f32 v5, v6, v3, -v5
	v_mul_f32_e32 v3, v7, v3
	v_mac_f32_e32 v3, v6, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_f32_e32 v4, v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s65
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[16:17], v[2:3]
	v_add_f32_e32 v5, v18, v5
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v11
	v_cndmask_b32_e64 v2, v11, v2, s[34:35]
	v_cndmask_b32_e64 v3, v10, v10, s[34:35]
	v_mul_f32_e32 v6, v2, v9
	v_mad_f32 v6, v8, v3, -v6
	v_mul_f32_e32 v3, v9, v3
	v_mac_f32_e32 v3, v8, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_f32_e32 v23, v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s89
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s54
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[18:19], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v22, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[20:21], v[2:3]
	ds_read_b128 v[2:5], v44 offset:224
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v6, s7, v13
	v_cndmask_b32_e64 v24, v13, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:240
	v_cndmask_b32_e64 v12, v12, v12, s[34:35]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v13, v24, v3
	s_add_i32 s6, s10, s55
	v_mad_f32 v13, v2, v12, -v13
	v_mul_f32_e32 v3, v3, v12
	v_add_u32_e32 v12, vcc, s6, v0
	v_add_f32_e32 v22, v22, v13
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 3, v[12:13]
	v_mac_f32_e32 v3, v2, v24
	v_add_u32_e32 v12, vcc, s72, v12
	v_addc_u32_e32 v13, vcc, v1, v13, vcc
	flat_load_dwordx2 v[12:13], v[12:13]
	v_add_f32_e32 v23, v23, v3
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v15
	v_cndmask_b32_e64 v24, v15, v2, s[34:35]
	v_cndmask_b32_e64 v3, v14, v14, s[34:35]
	v_mul_f32_e32 v2, v24, v5
	v_mad_f32 v2, v4, v3, -v2
	s_add_i32 s6, s10, s25
	v_add_f32_e32 v22, v22, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mul_f32_e32 v5, v5, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mac_f32_e32 v5, v4, v24
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	v_add_f32_e32 v4, v23, v5
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v17
	v_cndmask_b32_e64 v3, v16, v16, s[34:35]
	v_cndmask_b32_e64 v2, v17, v2, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v2, v7
	v_mul_f32_e32 v7, v7, v3
	s_add_i32 s6, s10, s27
	v_mac_f32_e32 v7, v6, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mad_f32 v5, v6, v3, -v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v5, v22, v5
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[16:17], v[2:3]
	v_add_f32_e32 v2, v4, v7
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, s7, v11
	v_cndmask_b32_e64 v3, v11, v3, s[34:35]
	v_cndmask_b32_e64 v4, v10, v10, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v10, v5, v6
	v_add_f32_e32 v11, v2, v4
	ds_read_b128 v[2:5], v44 offset:256
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v6, s7, v19
	v_cndmask_b32_e64 v18, v18, v18, s[34:35]
	v_cndmask_b32_e64 v19, v19, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:272
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v22, v19, v3
	v_mul_f32_e32 v3, v3, v18
	v_mac_f32_e32 v3, v2, v19
	v_mad_f32 v22, v2, v18, -v22
	v_add_f32_e32 v2, v11, v3
	s_add_i32 s6, s10, s28
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, s7, v21
	v_cndmask_b32_e64 v11, v20, v20, s[34:35]
	v_cndmask_b32_e64 v3, v21, v3, s[34:35]
	v_mul_f32_e32 v18, v3, v5
	v_mul_f32_e32 v5, v5, v11
	v_mac_f32_e32 v5, v4, v3
	v_mad_f32 v18, v4, v11, -v18
	v_add_f32_e32 v4, v2, v5
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v10, v10, v22
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	v_add_f32_e32 v18, v10, v18
	flat_load_dwordx2 v[10:11], v[2:3]
	s_add_i32 s6, s10, s29
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v13
	v_cndmask_b32_e64 v2, v13, v2, s[34:35]
	v_cndmask_b32_e64 v3, v12, v12, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v2, v7
	v_mad_f32 v5, v6, v3, -v5
	v_mul_f32_e32 v3, v7, v3
	v_mac_f32_e32 v3, v6, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_f32_e32 v4, v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s30
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	v_add_f32_e32 v5, v18, v5
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v15
	v_cndmask_b32_e64 v2, v15, v2, s[34:35]
	v_cndmask_b32_e64 v3, v14, v14, s[34:35]
	v_mul_f32_e32 v6, v2, v9
	v_mad_f32 v6, v8, v3, -v6
	v_mul_f32_e32 v3, v9, v3
	v_mac_f32_e32 v3, v8, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_f32_e32 v22, v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v18, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	ds_read_b128 v[2:5], v44 offset:288
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v6, s7, v17
	v_cndmask_b32_e64 v23, v17, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:304
	v_cndmask_b32_e64 v16, v16, v16, s[34:35]
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v17, v23, v3
	s_add_i32 s6, s10, s31
	v_mad_f32 v17, v2, v16, -v17
	v_mul_f32_e32 v3, v3, v16
	v_add_u32_e32 v16, vcc, s6, v0
	v_add_f32_e32 v24, v18, v17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 3, v[16:17]
	s_add_i32 s6, s10, s33
	v_add_u32_e32 v16, vcc, s72, v16
	v_addc_u32_e32 v17, vcc, v1, v17, vcc
	v_add_u32_e32 v18, vcc, s6, v0
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[18:19], 3, v[18:19]
	flat_load_dwordx2 v[16:17], v[16:17]
	v_add_u32_e32 v18, vcc, s72, v18
	s_add_i32 s6, s10, s36
	v_addc_u32_e32 v19, vcc, v1, v19, vcc
	v_add_u32_e32 v20, vcc, s6, v0
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[20:21], 3, v[20:21]
	flat_load_dwordx2 v[18:19], v[18:19]
	v_add_u32_e32 v20, vcc, s72, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	flat_load_dwordx2 v[20:21], v[20:21]
	v_mac_f32_e32 v3, v2, v23
	v_add_f32_e32 v22, v22, v3
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v11
	v_cndmask_b32_e64 v23, v11, v2, s[34:35]
	v_cndmask_b32_e64 v3, v10, v10, s[34:35]
	v_mul_f32_e32 v2, v23, v5
	v_mad_f32 v2, v4, v3, -v2
	s_add_i32 s6, s10, s37
	v_add_f32_e32 v24, v24, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mul_f32_e32 v5, v5, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mac_f32_e32 v5, v4, v23
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	v_add_f32_e32 v4, v22, v5
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v13
	v_cndmask_b32_e64 v3, v12, v12, s[34:35]
	v_cndmask_b32_e64 v2, v13, v2, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v2, v7
	v_mul_f32_e32 v7, v7, v3
	s_add_i32 s6, s10, s42
	v_mac_f32_e32 v7, v6, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mad_f32 v5, v6, v3, -v5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s43
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v5, v24, v5
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[22:23], v[2:3]
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v3, s7, v15
	v_cndmask_b32_e64 v3, v15, v3, s[34:35]
	v_add_f32_e32 v2, v4, v7
	v_cndmask_b32_e64 v4, v14, v14, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v14, v5, v6
	v_add_f32_e32 v15, v2, v4
	ds_read_b128 v[2:5], v44 offset:320
	s_add_i32 s6, s10, s40
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v6, s7, v17
	v_cndmask_b32_e64 v16, v16, v16, s[34:35]
	v_cndmask_b32_e64 v17, v17, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:336
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v24, v17, v3
	v_mul_f32_e32 v3, v3, v16
	v_mac_f32_e32 v3, v2, v17
	v_mad_f32 v24, v2, v16, -v24
	v_add_f32_e32 v2, v15, v3
	v_add_f32_e32 v14, v14, v24
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v3, s7, v19
	v_cndmask_b32_e64 v15, v18, v18, s[34:35]
	v_cndmask_b32_e64 v3, v19, v3, s[34:35]
	v_mul_f32_e32 v16, v3, v5
	v_mul_f32_e32 v5, v5, v15
	v_mac_f32_e32 v5, v4, v3
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, s7, v21
	v_cndmask_b32_e64 v3, v21, v3, s[34:35]
	v_mad_f32 v16, v4, v15, -v16
	v_add_f32_e32 v2, v2, v5
	v_cndmask_b32_e64 v4, v20, v20, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v3, v7
	v_mad_f32 v5, v6, v4, -v5
	v_mul_f32_e32 v4, v7, v4
	v_mac_f32_e32 v4, v6, v3
	v_add_f32_e32 v4, v2, v4
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v14, v14, v16
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	v_add_f32_e32 v5, v14, v5
	flat_load_dwordx2 v[14:15], v[2:3]
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, s7, v11
	v_cndmask_b32_e64 v2, v11, v2, s[34:35]
	v_cndmask_b32_e64 v3, v10, v10, s[34:35]
	v_mul_f32_e32 v6, v2, v9
	v_mad_f32 v6, v8, v3, -v6
	v_mul_f32_e32 v3, v9, v3
	s_add_i32 s6, s10, s41
	v_mac_f32_e32 v3, v8, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_add_f32_e32 v17, v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v16, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	ds_read_b128 v[2:5], v44 offset:352
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v6, s7, v13
	v_cndmask_b32_e64 v12, v12, v12, s[34:35]
	v_cndmask_b32_e64 v13, v13, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:368
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v18, v13, v3
	v_mul_f32_e32 v3, v3, v12
	v_mad_f32 v18, v2, v12, -v18
	v_mac_f32_e32 v3, v2, v13
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v2, s7, v23
	v_add_f32_e32 v24, v17, v3
	v_cndmask_b32_e64 v3, v22, v22, s[34:35]
	v_cndmask_b32_e64 v22, v23, v2, s[34:35]
	v_mul_f32_e32 v2, v22, v5
	v_add_f32_e32 v16, v16, v18
	v_mad_f32 v2, v4, v3, -v2
	s_add_i32 s6, s10, s74
	v_add_f32_e32 v23, v16, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mul_f32_e32 v5, v5, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s76
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s61
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[16:17], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s77
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[18:19], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mac_f32_e32 v5, v4, v22
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[20:21], v[2:3]
	v_add_f32_e32 v4, v24, v5
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, s7, v15
	v_cndmask_b32_e64 v5, v15, v2, s[34:35]
	v_cndmask_b32_e64 v3, v14, v14, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v2, v5, v7
	v_mad_f32 v2, v6, v3, -v2
	s_add_i32 s6, s10, s63
	v_add_f32_e32 v26, v23, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_mul_f32_e32 v7, v7, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s62
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s75
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[22:23], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_mac_f32_e32 v7, v6, v5
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[24:25], v[2:3]
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v3, s7, v11
	v_cndmask_b32_e64 v3, v11, v3, s[34:35]
	v_add_f32_e32 v2, v4, v7
	v_cndmask_b32_e64 v4, v10, v10, s[34:35]
	v_mul_f32_e32 v5, v3, v9
	v_mad_f32 v5, v8, v4, -v5
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v10, v26, v5
	v_add_f32_e32 v11, v2, v4
	ds_read_b128 v[2:5], v44 offset:384
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v6, s7, v13
	v_cndmask_b32_e64 v12, v12, v12, s[34:35]
	v_cndmask_b32_e64 v13, v13, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:400
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v26, v13, v3
	v_mul_f32_e32 v3, v3, v12
	v_mac_f32_e32 v3, v2, v13
	v_mad_f32 v26, v2, v12, -v26
	v_add_f32_e32 v2, v11, v3
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v3, s7, v17
	v_cndmask_b32_e64 v11, v16, v16, s[34:35]
	v_cndmask_b32_e64 v3, v17, v3, s[34:35]
	v_mul_f32_e32 v12, v3, v5
	v_mul_f32_e32 v5, v5, v11
	v_mac_f32_e32 v5, v4, v3
	v_mad_f32 v12, v4, v11, -v12
	v_add_f32_e32 v2, v2, v5
	s_add_i32 s6, s10, s96
	v_add_f32_e32 v10, v10, v26
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v3, s7, v19
	v_cndmask_b32_e64 v3, v19, v3, s[34:35]
	v_cndmask_b32_e64 v4, v18, v18, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, v3, v7
	v_mad_f32 v5, v6, v4, -v5
	v_mul_f32_e32 v4, v7, v4
	v_mac_f32_e32 v4, v6, v3
	v_add_f32_e32 v2, v2, v4
	v_add_f32_e32 v10, v10, v12
	v_add_f32_e32 v5, v10, v5
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v3, s7, v21
	v_cndmask_b32_e64 v3, v21, v3, s[34:35]
	v_cndmask_b32_e64 v4, v20, v20, s[34:35]
	v_mul_f32_e32 v6, v3, v9
	v_mad_f32 v6, v8, v4, -v6
	v_mul_f32_e32 v4, v9, v4
	v_mac_f32_e32 v4, v8, v3
	v_add_f32_e32 v13, v2, v4
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v12, v5, v6
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[10:11], v[2:3]
	ds_read_b128 v[2:5], v44 offset:416
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v6, s7, v15
	v_cndmask_b32_e64 v14, v14, v14, s[34:35]
	v_cndmask_b32_e64 v15, v15, v6, s[34:35]
	ds_read_b128 v[6:9], v44 offset:432
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v16, v15, v3
	v_mul_f32_e32 v3, v3, v14
	v_mac_f32_e32 v3, v2, v15
	v_mad_f32 v16, v2, v14, -v16
	v_add_f32_e32 v2, v13, v3
	v_add_f32_e32 v12, v12, v16
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v3, s7, v23
	v_cndmask_b32_e64 v13, v22, v22, s[34:35]
	v_cndmask_b32_e64 v3, v23, v3, s[34:35]
	v_mul_f32_e32 v14, v3, v5
	v_mul_f32_e32 v5, v5, v13
	v_mac_f32_e32 v5, v4, v3
	v_add_f32_e32 v26, v2, v5
	v_mad_f32 v14, v4, v13, -v14
	v_add_f32_e32 v12, v12, v14
	s_add_i32 s6, s10, s81
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v2, s7, v25
	v_cndmask_b32_e64 v28, v25, v2, s[34:35]
	v_cndmask_b32_e64 v27, v24, v24, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v2, v28, v7
	v_mad_f32 v2, v6, v27, -v2
	v_add_f32_e32 v29, v12, v2
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s90
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[4:5], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s97
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[12:13], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s69
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[14:15], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s68
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[16:17], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s99
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[18:19], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s98
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[20:21], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s6, s10, s101
	v_add_u32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[22:23], v[2:3]
	v_add_u32_e32 v2, vcc, s6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_u32_e32 v0, vcc, s72, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	flat_load_dwordx2 v[24:25], v[0:1]
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v1, s7, v11
	v_cndmask_b32_e64 v1, v11, v1, s[34:35]
	v_mul_f32_e32 v0, v7, v27
	v_cndmask_b32_e64 v2, v10, v10, s[34:35]
	v_mul_f32_e32 v3, v1, v9
	v_mac_f32_e32 v0, v6, v28
	v_mad_f32 v3, v8, v2, -v3
	v_mul_f32_e32 v2, v9, v2
	v_add_f32_e32 v0, v26, v0
	v_mac_f32_e32 v2, v8, v1
	v_add_f32_e32 v10, v29, v3
	v_add_f32_e32 v8, v0, v2
	ds_read_b128 v[0:3], v44 offset:448
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v6, s7, v5
	v_cndmask_b32_e64 v9, v4, v4, s[34:35]
	v_cndmask_b32_e64 v11, v5, v6, s[34:35]
	ds_read_b128 v[4:7], v44 offset:464
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v26, v11, v1
	v_mul_f32_e32 v1, v1, v9
	v_mac_f32_e32 v1, v0, v11
	v_mad_f32 v26, v0, v9, -v26
	v_add_f32_e32 v0, v8, v1
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v1, s7, v13
	v_cndmask_b32_e64 v8, v12, v12, s[34:35]
	v_cndmask_b32_e64 v1, v13, v1, s[34:35]
	v_mul_f32_e32 v9, v1, v3
	v_mul_f32_e32 v3, v3, v8
	v_mac_f32_e32 v3, v2, v1
	v_mad_f32 v9, v2, v8, -v9
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v1, s7, v15
	v_cndmask_b32_e64 v1, v15, v1, s[34:35]
	v_add_f32_e32 v0, v0, v3
	v_cndmask_b32_e64 v2, v14, v14, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v1, v5
	v_mad_f32 v3, v4, v2, -v3
	v_mul_f32_e32 v2, v5, v2
	v_mac_f32_e32 v2, v4, v1
	v_add_f32_e32 v10, v10, v26
	v_add_f32_e32 v0, v0, v2
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, s7, v17
	v_cndmask_b32_e64 v1, v17, v1, s[34:35]
	v_cndmask_b32_e64 v2, v16, v16, s[34:35]
	v_mul_f32_e32 v4, v1, v7
	v_add_f32_e32 v9, v10, v9
	v_mad_f32 v4, v6, v2, -v4
	v_mul_f32_e32 v2, v7, v2
	v_add_f32_e32 v3, v9, v3
	v_mac_f32_e32 v2, v6, v1
	v_add_f32_e32 v8, v3, v4
	v_add_f32_e32 v9, v0, v2
	ds_read_b128 v[0:3], v44 offset:480
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v4, s7, v19
	v_cndmask_b32_e64 v10, v18, v18, s[34:35]
	v_cndmask_b32_e64 v11, v19, v4, s[34:35]
	ds_read_b128 v[4:7], v44 offset:496
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v12, v11, v1
	v_mul_f32_e32 v1, v1, v10
	v_mac_f32_e32 v1, v0, v11
	v_mad_f32 v12, v0, v10, -v12
	v_add_f32_e32 v0, v9, v1
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v1, s7, v21
	v_cndmask_b32_e64 v9, v20, v20, s[34:35]
	v_cndmask_b32_e64 v1, v21, v1, s[34:35]
	v_mul_f32_e32 v10, v1, v3
	v_mul_f32_e32 v3, v3, v9
	v_mac_f32_e32 v3, v2, v1
	v_mad_f32 v10, v2, v9, -v10
	v_add_f32_e32 v0, v0, v3
	v_add_f32_e32 v8, v8, v12
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, s7, v23
	v_cndmask_b32_e64 v1, v23, v1, s[34:35]
	v_cndmask_b32_e64 v2, v22, v22, s[34:35]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v1, v5
	v_mad_f32 v3, v4, v2, -v3
	v_mul_f32_e32 v2, v5, v2
	v_mac_f32_e32 v2, v4, v1
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v8, v8, v10
	v_add_f32_e32 v3, v8, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, s7, v25
	v_cndmask_b32_e64 v4, v25, v1, s[34:35]
	v_cndmask_b32_e64 v2, v24, v24, s[34:35]
	v_mul_f32_e32 v1, v4, v7
	v_mad_f32 v1, v6, v2, -v1
	v_mul_f32_e32 v2, v7, v2
	v_mac_f32_e32 v2, v6, v4
	v_add_f32_e32 v1, v3, v1
	v_add_f32_e32 v2, v0, v2
.LBB3_6:                                ;   in Loop: Header=BB3_2 Depth=1
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v42, v1
.LBB3_7:                                ;   in Loop: Header=BB3_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s78, v40, 41
	s_movk_i32 s4, 0x60
	v_readlane_b32 s79, v40, 42
	s_add_u32 s8, s78, s4
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s6, v40, 5
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s16, v40, 43
	s_addc_u32 s9, s79, 0
	v_readlane_b32 s5, v40, 8
	v_readlane_b32 s7, v40, 6
	v_readlane_b32 s11, v40, 4
	s_mov_b32 s100, s98
	s_mov_b32 s98, s68
	s_mov_b32 s68, s90
	s_mov_b32 s90, s12
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	v_readlane_b32 s17, v40, 44
	s_mov_b32 s46, s18
	s_mov_b32 s51, s65
	s_mov_b32 s65, s64
	s_mov_b32 s64, s67
	s_mov_b32 s67, s66
	s_mov_b32 s66, s59
	s_mov_b32 s59, s58
	s_mov_b32 s58, s53
	s_mov_b32 s53, s52
	s_mov_b32 s52, s50
	s_mov_b32 s50, s49
	s_mov_b32 s49, s48
	s_mov_b32 s48, s57
	s_mov_b32 s57, s56
	s_mov_b32 s56, s95
	s_mov_b32 s95, s94
	s_mov_b32 s94, s93
	s_mov_b32 s93, s92
	s_mov_b32 s92, s91
	s_mov_b32 s91, s22
	s_mov_b32 s39, s33
	s_mov_b32 s33, s25
	s_mov_b32 s60, s44
	s_mov_b32 s44, s27
	s_mov_b32 s45, s28
	s_mov_b32 s72, s40
	s_mov_b32 s40, s36
	s_mov_b32 s36, s29
	s_mov_b32 s73, s41
	s_mov_b32 s41, s37
	s_mov_b32 s37, s30
	s_mov_b32 s38, s31
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s23, s36
	s_mov_b32 s27, s40
	s_mov_b32 s36, s60
	s_mov_b32 s16, s91
	s_mov_b32 s91, s92
	s_mov_b32 s92, s93
	s_mov_b32 s93, s94
	s_mov_b32 s94, s95
	s_mov_b32 s95, s56
	s_mov_b32 s56, s57
	s_mov_b32 s57, s48
	s_mov_b32 s48, s49
	s_mov_b32 s49, s50
	s_mov_b32 s50, s52
	s_mov_b32 s52, s53
	s_mov_b32 s53, s58
	s_mov_b32 s58, s59
	s_mov_b32 s59, s66
	s_mov_b32 s66, s67
	s_mov_b32 s67, s64
	s_mov_b32 s64, s65
	s_mov_b32 s65, s51
	s_mov_b32 s6, s90
	s_mov_b32 s90, s68
	s_mov_b32 s68, s98
	s_mov_b32 s98, s100
	v_readlane_b32 s5, v40, 40
	s_add_i32 s5, s5, 64
	s_add_i32 s88, s88, s71
	s_add_i32 s6, s6, s71
	s_add_i32 s83, s83, s71
	s_add_i32 s84, s84, s71
	s_add_i32 s85, s85, s71
	s_add_i32 s86, s86, s71
	s_add_i32 s87, s87, s71
	s_add_i32 s46, s46, s71
	s_add_i32 s80, s80, s71
	s_add_i32 s82, s82, s71
	s_add_i32 s47, s47, s71
	s_add_i32 s16, s16, s71
	s_add_i32 s91, s91, s71
	s_add_i32 s92, s92, s71
	s_add_i32 s93, s93, s71
	s_add_i32 s94, s94, s71
	s_add_i32 s95, s95, s71
	s_add_i32 s56, s56, s71
	s_add_i32 s57, s57, s71
	s_add_i32 s70, s70, s71
	s_add_i32 s48, s48, s71
	s_add_i32 s49, s49, s71
	s_add_i32 s50, s50, s71
	s_add_i32 s52, s52, s71
	s_add_i32 s53, s53, s71
	s_add_i32 s58, s58, s71
	s_add_i32 s59, s59, s71
	s_add_i32 s66, s66, s71
	s_add_i32 s67, s67, s71
	s_add_i32 s64, s64, s71
	s_add_i32 s65, s51, s71
	s_add_i32 s89, s89, s71
	s_add_i32 s54, s54, s71
	s_add_i32 s55, s55, s71
	s_add_i32 s33, s33, s71
	s_add_i32 s44, s44, s71
	s_add_i32 s45, s45, s71
	s_add_i32 s23, s23, s71
	s_add_i32 s37, s37, s71
	s_add_i32 s38, s38, s71
	s_add_i32 s39, s39, s71
	s_add_i32 s27, s40, s71
	s_add_i32 s41, s41, s71
	s_add_i32 s42, s42, s71
	s_add_i32 s43, s43, s71
	s_add_i32 s72, s72, s71
	s_add_i32 s73, s73, s71
	s_add_i32 s74, s74, s71
	s_add_i32 s76, s76, s71
	s_add_i32 s61, s61, s71
	s_add_i32 s77, s77, s71
	s_add_i32 s63, s63, s71
	s_add_i32 s62, s62, s71
	s_add_i32 s75, s75, s71
	s_add_i32 s96, s96, s71
	s_add_i32 s81, s81, s71
	s_add_i32 s90, s90, s71
	s_add_i32 s97, s97, s71
	s_add_i32 s69, s69, s71
	s_add_i32 s68, s68, s71
	s_add_i32 s99, s99, s71
	s_add_i32 s98, s100, s71
	s_add_i32 s101, s101, s71
	s_add_i32 s36, s60, s71
	v_readlane_b32 s4, v40, 21
	v_writelane_b32 v40, s5, 40
	s_cmp_ge_i32 s5, s4
	s_cbranch_scc1 .LBB3_10
; %bb.8:                                ;   in Loop: Header=BB3_2 Depth=1
	v_writelane_b32 v40, s16, 37
	v_writelane_b32 v40, s47, 36
	v_writelane_b32 v40, s82, 35
	v_writelane_b32 v40, s80, 34
	v_writelane_b32 v40, s46, 33
	v_writelane_b32 v40, s87, 32
	v_writelane_b32 v40, s86, 31
	v_writelane_b32 v40, s85, 30
	v_writelane_b32 v40, s84, 29
	v_writelane_b32 v40, s83, 28
	s_mov_b32 s100, s88
	s_mov_b32 s60, s36
	s_mov_b32 s40, s27
	s_mov_b32 s36, s23
	s_mov_b32 s51, s89
	v_writelane_b32 v40, s6, 27
	s_branch .LBB3_2
.LBB3_9:                                ;   in Loop: Header=BB3_2 Depth=1
                                        ; implicit-def: $vgpr1_vgpr2
	s_branch .LBB3_5
.LBB3_10:
	v_readlane_b32 s82, v40, 38
	v_readlane_b32 s36, v40, 22
	v_readlane_b32 s34, v40, 21
	v_readlane_b32 s35, v40, 24
	v_readlane_b32 s83, v40, 39
	v_readlane_b32 s37, v40, 23
.LBB3_11:
	s_load_dwordx4 s[52:55], s[78:79], 0x8
	s_sub_i32 s33, s37, s34
	s_add_u32 s8, s78, 0x60
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s6, v40, 5
	v_readlane_b32 s10, v40, 3
	s_addc_u32 s9, s79, 0
	v_readlane_b32 s5, v40, 8
	v_readlane_b32 s7, v40, 6
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s36, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_23
; %bb.12:
	s_cmp_gt_i32 s33, 0
	s_mov_b32 s13, s37
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_eq_u32 s35, 0
	s_cbranch_scc1 .LBB3_17
; %bb.13:
	v_mov_b32_e32 v1, v42
	v_readlane_b32 s16, v40, 9
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v2, v43
	v_readlane_b32 s17, v40, 10
	s_cbranch_vccnz .LBB3_16
; %bb.14:
	v_readlane_b32 s8, v40, 17
	v_readlane_b32 s10, v40, 19
	v_readlane_b32 s11, v40, 20
	s_cmp_eq_u32 s10, 1
	v_readlane_b32 s10, v40, 13
	v_readlane_b32 s11, v40, 14
	s_mul_i32 s4, s11, s34
	s_cselect_b64 vcc, -1, 0
	s_add_i32 s4, s10, s4
	v_mul_lo_u32 v1, v0, s83
	v_readlane_b32 s9, v40, 18
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 3
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	s_add_u32 s8, s8, s4
	s_addc_u32 s9, s9, s5
	s_ashr_i32 s5, s11, 31
	s_mov_b32 s4, s11
	s_lshl_b64 s[10:11], s[4:5], 3
	v_add_u32_e64 v3, s[4:5], s82, v1
	v_mov_b32_e32 v1, v42
	s_mov_b32 s12, s34
	v_mov_b32_e32 v2, v43
	s_mov_b32 s15, s13
.LBB3_15:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e64 v4, s[4:5], s12, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mov_b32_e32 v8, s17
	v_mov_b32_e32 v6, s8
	v_add_u32_e64 v4, s[4:5], s16, v4
	v_mov_b32_e32 v7, s9
	v_addc_u32_e64 v5, s[4:5], v8, v5, s[4:5]
	flat_load_dwordx2 v[4:5], v[4:5]
	flat_load_dwordx2 v[6:7], v[6:7]
	s_add_i32 s12, s12, 1
	s_add_u32 s8, s8, s10
	s_addc_u32 s9, s9, s11
	s_cmp_lt_i32 s12, s15
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, 0x80000000, v5
	v_cndmask_b32_e32 v4, v4, v4, vcc
	v_cndmask_b32_e32 v5, v5, v8, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, v7, v4
	v_mul_f32_e32 v7, v5, v7
	v_mac_f32_e32 v8, v6, v5
	v_mad_f32 v4, v6, v4, -v7
	v_add_f32_e32 v2, v2, v8
	v_add_f32_e32 v1, v1, v4
	s_cbranch_scc1 .LBB3_15
.LBB3_16:
	s_cbranch_execz .LBB3_18
	s_branch .LBB3_22
.LBB3_17:
	v_readlane_b32 s16, v40, 9
	v_readlane_b32 s17, v40, 10
                                        ; implicit-def: $vgpr1_vgpr2
.LBB3_18:
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB3_21
; %bb.19:
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s8, v40, 13
	v_readlane_b32 s6, v40, 19
	v_readlane_b32 s9, v40, 14
	s_cmp_eq_u32 s6, 1
	s_mul_i32 s4, s9, s34
	v_readlane_b32 s5, v40, 18
	s_cselect_b64 vcc, -1, 0
	s_add_i32 s4, s8, s4
	v_readlane_b32 s7, v40, 20
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[4:5], s[4:5], 3
	v_readlane_b32 s6, v40, 11
	v_readlane_b32 s7, v40, 12
	s_add_u32 s6, s6, s4
	s_addc_u32 s7, s7, s5
	s_ashr_i32 s5, s9, 31
	s_mov_b32 s4, s9
	s_lshl_b64 s[8:9], s[4:5], 3
	s_mul_i32 s4, s83, s34
	s_add_i32 s4, s82, s4
	v_add_u32_e64 v1, s[4:5], s4, v0
.LBB3_20:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[5:6], 3, v[1:2]
	v_mov_b32_e32 v7, s17
	v_add_u32_e64 v5, s[4:5], s16, v5
	v_mov_b32_e32 v3, s6
	v_addc_u32_e64 v6, s[4:5], v7, v6, s[4:5]
	v_mov_b32_e32 v4, s7
	flat_load_dwordx2 v[5:6], v[5:6]
	flat_load_dwordx2 v[2:3], v[3:4]
	s_add_i32 s34, s34, 1
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, s7, s9
	v_add_u32_e64 v1, s[4:5], s83, v1
	s_cmp_ge_i32 s34, s13
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v4, 0x80000000, v6
	v_cndmask_b32_e32 v5, v5, v5, vcc
	v_cndmask_b32_e32 v4, v6, v4, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, v3, v5
	v_mul_f32_e32 v3, v4, v3
	v_mac_f32_e32 v6, v2, v4
	v_mad_f32 v2, v2, v5, -v3
	v_add_f32_e32 v43, v43, v6
	v_add_f32_e32 v42, v42, v2
	s_cbranch_scc0 .LBB3_20
.LBB3_21:
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
.LBB3_22:
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	s_mov_b64 s[8:9], s[4:5]
	v_mul_lo_u32 v0, v0, s9
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_mov_b32_e32 v5, s5
	v_add_u32_e32 v3, vcc, s8, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 3, v[3:4]
	v_mul_f32_e32 v0, s53, v2
	v_add_u32_e32 v3, vcc, s4, v3
	v_addc_u32_e32 v4, vcc, v5, v4, vcc
	flat_load_dwordx2 v[5:6], v[3:4]
	v_mul_f32_e32 v7, s53, v1
	v_mad_f32 v0, s52, v1, -v0
	v_mac_f32_e32 v7, s52, v2
	v_readlane_b32 s6, v40, 19
	v_readlane_b32 s7, v40, 20
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v0, s54, v5
	v_mac_f32_e32 v7, s54, v6
	v_mad_f32 v6, -s55, v6, v0
	v_mac_f32_e32 v7, s55, v5
	flat_store_dwordx2 v[3:4], v[6:7]
.LBB3_23:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xgemv
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 152
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
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 102
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
	.size	Xgemv, .Lfunc_end3-Xgemv
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 16624
; NumSgprs: 108
; NumVgprs: 45
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 45
; Occupancy: 5
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
	v_add_u32_e32 v2, vcc, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_u32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	LoadMatrixAVF, .Lfunc_end4-LoadMatrixAVF
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 52
; NumSgprs: 34
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
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dword s60, s[8:9], 0x4
	s_load_dwordx2 s[34:35], s[8:9], 0x40
	s_load_dwordx2 s[46:47], s[8:9], 0x48
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b32 s58, 0
	s_mov_b32 s33, s16
	s_mov_b32 s44, s15
	s_mov_b32 s45, s14
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[42:43], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v41, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s60, 1
	s_mov_b32 s59, s58
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s13
	s_cbranch_scc1 .LBB5_4
; %bb.1:
	v_writelane_b32 v40, s46, 0
	v_writelane_b32 v40, s47, 1
	s_load_dword s61, s[42:43], 0x2c
	s_load_dwordx2 s[48:49], s[42:43], 0x38
	s_load_dwordx2 s[50:51], s[42:43], 0x30
	s_load_dwordx2 s[54:55], s[42:43], 0x20
	v_writelane_b32 v40, s34, 2
	v_mov_b32_e32 v42, s58
	v_writelane_b32 v40, s35, 3
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s62, s61, 6
	s_lshl_b32 s63, s61, 1
	s_lshl_b32 s65, s61, 2
	s_lshl_b32 s69, s61, 3
	s_lshl_b32 s77, s61, 4
	s_mul_i32 s86, s61, 25
	s_mul_i32 s87, s61, 26
	s_mul_i32 s88, s61, 27
	s_mul_i32 s89, s61, 28
	s_mul_i32 s90, s61, 29
	s_mul_i32 s91, s61, 30
	s_mul_i32 s92, s61, 31
	s_lshl_b32 s93, s61, 5
	s_mul_i32 s94, s61, 33
	s_mul_i32 s95, s61, 34
	s_mul_i32 s96, s61, 35
	s_mul_i32 s97, s61, 36
	s_mul_i32 s98, s61, 37
	s_mul_i32 s99, s61, 38
	s_mul_i32 s100, s61, 39
	s_mul_i32 s101, s61, 40
	s_mul_i32 s46, s61, 41
	s_mul_i32 s47, s61, 42
	s_mul_i32 s52, s61, 43
	s_mul_i32 s53, s61, 44
	s_mul_i32 s64, s61, 45
	s_mul_i32 s66, s61, 46
	s_mul_i32 s67, s61, 47
	s_mul_i32 s68, s61, 48
	s_mul_i32 s70, s61, 49
	s_mul_i32 s71, s61, 50
	s_mul_i32 s72, s61, 51
	s_mul_i32 s73, s61, 52
	s_mul_i32 s74, s61, 53
	v_mov_b32_e32 v43, s59
	v_mov_b32_e32 v44, 0
	s_mul_i32 s59, s61, 54
	s_mul_i32 s75, s61, 55
	s_mul_i32 s76, s61, 56
	s_mul_i32 s78, s61, 57
	s_mul_i32 s79, s61, 58
	s_mul_i32 s80, s61, 59
	s_mul_i32 s81, s61, 60
	s_mul_i32 s82, s61, 61
	s_mul_i32 s83, s61, 62
	s_mul_i32 s84, s61, 63
	s_mov_b32 s85, s58
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z7barrierj@rel32@lo+4
	s_addc_u32 s57, s57, _Z7barrierj@rel32@hi+12
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s34, s42, 0x60
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
	v_add_u32_e32 v1, vcc, s85, v0
	v_mul_lo_u32 v1, v1, s49
	v_mov_b32_e32 v3, s51
	v_lshlrev_b32_e32 v0, 3, v0
	s_mov_b32 m0, -1
	v_add_u32_e32 v1, vcc, s48, v1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v1, vcc, s50, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx2 v[1:2], v[1:2]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	ds_write_b64 v0, v[1:2]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
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
	v_add_u32_e32 v1, vcc, s58, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 3, v[1:2]
	s_add_i32 s4, s61, s58
	v_add_u32_e32 v3, vcc, s54, v1
	v_mov_b32_e32 v1, s55
	v_addc_u32_e32 v4, vcc, v1, v2, vcc
	flat_load_dwordx2 v[6:7], v[3:4]
	ds_read_b128 v[2:5], v44
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v8, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v8, v2, v6, -v8
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v43, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s63, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v42, v8
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:16
	s_mul_i32 s4, s61, 3
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s65, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:32
	s_mul_i32 s4, s61, 5
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 6
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:48
	s_mul_i32 s4, s61, 7
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s69, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:64
	s_mul_i32 s4, s61, 9
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 10
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:80
	s_mul_i32 s4, s61, 11
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 12
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:96
	s_mul_i32 s4, s61, 13
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 14
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:112
	s_mul_i32 s4, s61, 15
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s77, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:128
	s_mul_i32 s4, s61, 17
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 18
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:144
	s_mul_i32 s4, s61, 19
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 20
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:160
	s_mul_i32 s4, s61, 21
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 22
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:176
	s_mul_i32 s4, s61, 23
	s_add_i32 s4, s4, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_mul_i32 s4, s61, 24
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	s_add_i32 s4, s4, s58
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:192
	s_add_i32 s4, s86, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s87, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:208
	s_add_i32 s4, s88, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s89, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:224
	s_add_i32 s4, s90, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s91, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:240
	s_add_i32 s4, s92, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s93, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:256
	s_add_i32 s4, s94, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s95, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:272
	s_add_i32 s4, s96, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s97, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:288
	s_add_i32 s4, s98, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s99, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:304
	s_add_i32 s4, s100, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s101, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:320
	s_add_i32 s4, s46, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s47, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:336
	s_add_i32 s4, s52, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s53, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:352
	s_add_i32 s4, s64, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s66, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:368
	s_add_i32 s4, s67, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s68, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:384
	s_add_i32 s4, s70, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s71, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:400
	s_add_i32 s4, s72, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s73, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:416
	s_add_i32 s4, s74, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s59, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:432
	s_add_i32 s4, s75, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s76, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:448
	s_add_i32 s4, s78, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s79, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:464
	s_add_i32 s4, s80, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s81, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:480
	s_add_i32 s4, s82, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	s_add_i32 s4, s83, s58
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[2:3], v[2:3]
	v_add_f32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v3, v5
	v_mad_f32 v7, v4, v2, -v7
	v_mul_f32_e32 v2, v2, v5
	v_mac_f32_e32 v2, v4, v3
	v_add_f32_e32 v9, v6, v2
	v_add_u32_e32 v2, vcc, s4, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v7
	v_add_u32_e32 v2, vcc, s54, v2
	v_addc_u32_e32 v3, vcc, v1, v3, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	ds_read_b128 v[2:5], v44 offset:496
	s_add_i32 s4, s84, s58
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mul_f32_e32 v10, v7, v3
	v_mul_f32_e32 v3, v6, v3
	v_mad_f32 v10, v2, v6, -v10
	v_mac_f32_e32 v3, v2, v7
	v_add_u32_e32 v2, vcc, s4, v0
	v_add_f32_e32 v6, v9, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add_f32_e32 v8, v8, v10
	v_add_u32_e32 v0, vcc, s54, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v1, v5
	v_mad_f32 v2, v4, v0, -v2
	v_mul_f32_e32 v0, v0, v5
	v_mac_f32_e32 v0, v4, v1
	v_add_f32_e32 v43, v6, v0
	v_mov_b32_e32 v0, 1
	v_add_f32_e32 v42, v8, v2
	s_swappc_b64 s[30:31], s[56:57]
	s_add_i32 s85, s85, 64
	s_add_i32 s58, s58, s62
	s_cmp_lt_i32 s85, s60
	s_cbranch_scc1 .LBB5_2
; %bb.3:
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s46, v40, 0
	v_readlane_b32 s35, v40, 3
	v_readlane_b32 s47, v40, 1
	s_branch .LBB5_5
.LBB5_4:
	v_mov_b32_e32 v42, s58
	v_mov_b32_e32 v43, s59
.LBB5_5:
	s_load_dwordx4 s[48:51], s[42:43], 0x8
	s_add_u32 s8, s42, 0x60
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
	v_mul_f32_e32 v5, s49, v43
	v_mul_f32_e32 v4, s49, v42
	v_add_u32_e32 v0, vcc, s46, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mad_f32 v5, s48, v42, -v5
	v_add_u32_e32 v0, vcc, s34, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mac_f32_e32 v4, s48, v43
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v5, s50, v2
	v_mac_f32_e32 v4, s50, v3
	v_mad_f32 v3, -s51, v3, v5
	v_mac_f32_e32 v4, s51, v2
	flat_store_dwordx2 v[0:1], v[3:4]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemvFast
		.amdhsa_group_segment_fixed_size 512
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 152
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
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 102
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
	.size	XgemvFast, .Lfunc_end5-XgemvFast
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5812
; NumSgprs: 108
; NumVgprs: 45
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 45
; Occupancy: 5
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
	s_add_i32 s12, s12, s17
	s_load_dword s64, s[8:9], 0x4
	s_load_dwordx2 s[52:53], s[8:9], 0x40
	s_load_dwordx2 s[54:55], s[8:9], 0x48
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	s_movk_i32 s65, 0x60
	s_mov_b32 s33, s16
	s_add_u32 s8, s42, s65
	s_mov_b32 flat_scratch_lo, s13
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
	s_mov_b32 s46, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s47, s46
	v_mov_b32_e32 v42, s46
	s_cmp_lt_i32 s64, 1
	v_mov_b32_e32 v43, s47
	s_cbranch_scc1 .LBB6_5
; %bb.1:
	s_load_dwordx2 s[48:49], s[42:43], 0x20
	s_load_dwordx2 s[50:51], s[42:43], 0x38
	s_load_dwordx2 s[56:57], s[42:43], 0x30
	s_load_dword s66, s[42:43], 0x2c
	v_mov_b32_e32 v41, v0
	v_lshlrev_b32_e32 v46, 3, v41
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, s51, v41
	v_mov_b32_e32 v42, s46
	v_cmp_gt_i32_e64 s[34:35], 1, v41
	v_add_u32_e32 v47, vcc, 0x200, v46
	v_add_u32_e32 v44, vcc, s50, v0
	s_mov_b64 s[58:59], 0
	v_mov_b32_e32 v43, s47
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s61, s61, _Z12get_group_idj@rel32@hi+12
	v_mov_b32_e32 v56, 0
	s_getpc_b64 s[62:63]
	s_add_u32 s62, s62, _Z7barrierj@rel32@lo+4
	s_addc_u32 s63, s63, _Z7barrierj@rel32@hi+12
	s_branch .LBB6_3
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s46, s42, s65
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
	s_swappc_b64 s[30:31], s[60:61]
	v_lshlrev_b32_e32 v0, 6, v0
	v_add_u32_e32 v0, vcc, v0, v41
	v_mul_lo_u32 v0, v0, s66
	v_mov_b32_e32 v1, s59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_ashrrev_i32_e32 v2, 31, v0
	v_add_u32_e32 v0, vcc, s58, v0
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(0)
	ds_write_b64 v46, v[0:1]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[62:63]
	s_mov_b32 m0, -1
	ds_read_b64 v[0:1], v46
	ds_read_b64 v[2:3], v56 offset:512
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[46:47]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v4, v1, v3
	v_mul_f32_e32 v3, v0, v3
	v_mad_f32 v0, v2, v0, -v4
	v_mac_f32_e32 v3, v2, v1
	v_add_f32_e32 v42, v42, v0
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_add_f32_e32 v43, v43, v3
	s_swappc_b64 s[30:31], s[62:63]
	s_add_u32 s58, s58, 1
	s_addc_u32 s59, s59, 0
	s_cmp_eq_u32 s64, s58
	v_add_u32_e32 v44, vcc, s51, v44
	s_cbranch_scc1 .LBB6_5
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB6_2
; %bb.4:                                ;   in Loop: Header=BB6_3 Depth=1
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[0:1], 3, v[44:45]
	v_mov_b32_e32 v2, s57
	v_add_u32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b64 v47, v[0:1]
	s_branch .LBB6_2
.LBB6_5:
	s_load_dwordx4 s[48:51], s[42:43], 0x8
	s_add_u32 s8, s42, 0x60
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
	v_mul_f32_e32 v5, s49, v43
	v_mul_f32_e32 v4, s49, v42
	v_add_u32_e32 v0, vcc, s54, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mad_f32 v5, s48, v42, -v5
	v_add_u32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx2 v[2:3], v[0:1]
	v_mac_f32_e32 v4, s48, v43
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v5, s50, v2
	v_mac_f32_e32 v4, s50, v3
	v_mad_f32 v3, -s51, v3, v5
	v_mac_f32_e32 v4, s51, v2
	flat_store_dwordx2 v[0:1], v[3:4]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XgemvFastRot
		.amdhsa_group_segment_fixed_size 520
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 152
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 67
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
	.size	XgemvFastRot, .Lfunc_end6-XgemvFastRot
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 788
; NumSgprs: 73
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 520 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 73
; NumVGPRsForWavesPerEU: 57
; Occupancy: 4
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
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
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
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
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
    .sgpr_spill_count: 57
    .symbol:         Xgemv.kd
    .vgpr_count:     45
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
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'realVF*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
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
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
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
    .vgpr_count:     45
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
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      real_arg
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'realVFR*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
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
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 520
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
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
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         XgemvFastRot.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
