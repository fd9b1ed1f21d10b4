	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx904"
	.hidden	ScanExclusiveFloat4             ; -- Begin function ScanExclusiveFloat4
	.globl	ScanExclusiveFloat4
	.p2align	2
	.type	ScanExclusiveFloat4,@function
ScanExclusiveFloat4:                    ; @ScanExclusiveFloat4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:52 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
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
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s51, 17
	buffer_store_dword v41, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 18
	v_mov_b32_e32 v56, v1
	v_writelane_b32 v40, s31, 19
	v_mov_b32_e32 v45, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v57, v0
	s_mov_b32 s45, 1
	v_cmp_lt_u32_e32 vcc, 1, v56
	v_mov_b32_e32 v58, 1
	s_addk_i32 s32, 0x1000
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_7
; %bb.1:
	v_lshlrev_b32_e32 v0, 5, v47
	v_add_u32_e32 v41, 32, v0
	v_add_u32_e32 v42, -16, v57
	v_lshlrev_b32_e32 v43, 5, v46
	v_or_b32_e32 v44, 16, v0
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v59, v56
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s45, s45, 1
	v_cmp_gt_u32_e32 vcc, 4, v59
	s_or_b64 s[48:49], vcc, s[48:49]
	v_mov_b32_e32 v58, s45
	v_mov_b32_e32 v59, v60
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	v_lshrrev_b32_e32 v60, 1, v59
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_i32_e32 vcc, v60, v47
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mul_lo_u32 v0, v41, s45
	v_mul_lo_u32 v1, v43, s45
	v_mul_lo_u32 v2, v44, s45
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, v42
	v_mov_b32_e32 v4, v47
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v5, v3, v2
	v_add_u32_e32 v13, v3, v0
	ds_read_b128 v[5:8], v5
	ds_read_b128 v[9:12], v13
	v_add_u32_e32 v4, v4, v46
	v_cmp_ge_i32_e32 vcc, v4, v60
	v_add_u32_e32 v3, v3, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v12
	v_add_f32_e32 v7, v7, v11
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	ds_write_b128 v13, v[5:8]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_or_b64 exec, exec, s[48:49]
.LBB0_7:
	s_or_b64 exec, exec, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_eq_u32_e32 vcc, 0, v47
                                        ; implicit-def: $vgpr41_vgpr42_vgpr43_vgpr44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_lshlrev_b32_e32 v0, 4, v56
	v_add3_u32 v4, v0, v57, -16
	ds_read_b128 v[41:44], v4
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	ds_write_b128 v4, v[0:3]
.LBB0_9:
	s_or_b64 exec, exec, s[4:5]
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
	v_cmp_lt_u32_e32 vcc, 1, v56
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_15
; %bb.10:
	v_lshlrev_b32_e32 v0, 5, v47
	v_add_u32_e32 v59, 32, v0
	v_add_u32_e32 v57, -16, v57
	v_lshlrev_b32_e32 v60, 5, v46
	v_or_b32_e32 v61, 16, v0
	s_mov_b32 s45, 1
	s_mov_b64 s[50:51], 0
	s_branch .LBB0_12
.LBB0_11:                               ;   in Loop: Header=BB0_12 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s45, s45, 1
	v_cmp_ge_u32_e32 vcc, s45, v56
	s_or_b64 s[50:51], vcc, s[50:51]
	s_andn2_b64 exec, exec, s[50:51]
	s_cbranch_execz .LBB0_15
.LBB0_12:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_14 Depth 2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	v_ashrrev_i32_e32 v58, 1, v58
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_i32_e32 vcc, s45, v47
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.13:                               ;   in Loop: Header=BB0_12 Depth=1
	v_mul_lo_u32 v0, v59, v58
	v_mul_lo_u32 v1, v60, v58
	v_mul_lo_u32 v2, v61, v58
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v47
.LBB0_14:                               ;   Parent Loop BB0_12 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v14, v3, v0
	v_add_u32_e32 v13, v3, v2
	ds_read_b128 v[5:8], v14
	ds_read_b128 v[9:12], v13
	v_add_u32_e32 v4, v4, v46
	v_cmp_le_i32_e32 vcc, s45, v4
	v_add_u32_e32 v3, v3, v1
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v13, v[5:8]
	ds_read_b128 v[5:8], v14
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v12, v8
	v_add_f32_e32 v7, v11, v7
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	ds_write_b128 v14, v[5:8]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_11
.LBB0_15:
	s_or_b64 exec, exec, s[48:49]
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
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	buffer_load_dword v61, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:52 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	ScanExclusiveFloat4, .Lfunc_end0-ScanExclusiveFloat4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1404
; NumSgprs: 58
; NumVgprs: 62
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.protected	LocalScanKernel         ; -- Begin function LocalScanKernel
	.globl	LocalScanKernel
	.p2align	8
	.type	LocalScanKernel,@function
LocalScanKernel:                        ; @LocalScanKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[68:71], s[8:9], 0x0
	s_load_dword s36, s[8:9], 0x20
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[62:63], s[8:9]
	s_add_u32 s34, s62, 48
	s_mov_b32 s33, s16
	s_addc_u32 s35, s63, 0
	s_mov_b32 s65, s14
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s64, s15
	s_mov_b64 s[56:57], s[10:11]
	s_mov_b64 s[58:59], s[6:7]
	s_mov_b64 s[60:61], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v56, 1, v42
	v_ashrrev_i32_e32 v57, 31, v56
	v_mov_b32_e32 v41, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_mov_b32_e32 v2, s71
	v_add_co_u32_e32 v4, vcc, s70, v0
	s_mov_b32 s4, 0
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mov_b32_e32 v0, s4
	v_cmp_gt_u32_e64 s[34:35], s36, v56
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_and_saveexec_b64 s[8:9], s[34:35]
	s_cbranch_execz .LBB1_2
; %bb.1:
	global_load_dwordx4 v[0:3], v[4:5], off
.LBB1_2:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx2 s[70:71], s[62:63], 0x10
	v_lshlrev_b32_e32 v47, 5, v41
	s_waitcnt vmcnt(0)
	ds_write_b128 v47, v[0:3]
	v_or_b32_e32 v0, 1, v56
	v_cmp_gt_u32_e64 s[36:37], s36, v0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_4
; %bb.3:
	global_load_dwordx4 v[0:3], v[4:5], off offset:16
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s38, s62, 48
	s_addc_u32 s39, s63, 0
	s_waitcnt vmcnt(0)
	ds_write_b128 v47, v[0:3] offset:16
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_lshlrev_b32_e32 v58, 1, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z7barrierj@rel32@lo+4
	s_addc_u32 s73, s73, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[72:73]
	s_movk_i32 s4, 0x80
	v_cmp_gt_i32_e64 s[38:39], s4, v41
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_7
; %bb.5:
	v_lshlrev_b32_e32 v0, 4, v58
	v_lshlrev_b32_e32 v1, 5, v42
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x7f
	v_mov_b32_e32 v2, v41
.LBB1_6:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:16
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, s8, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:16
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_6
.LBB1_7:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_gt_i32_e64 s[40:41], 64, v41
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_10
; %bb.8:
	v_lshl_or_b32 v0, v41, 6, 16
	v_lshlrev_b32_e32 v1, 6, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:32
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 63, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:32
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_9
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_gt_i32_e64 s[42:43], 32, v41
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB1_13
; %bb.11:
	v_lshl_or_b32 v0, v41, 7, 48
	v_lshlrev_b32_e32 v1, 7, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_12:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:64
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 31, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:64
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_12
.LBB1_13:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_gt_i32_e64 s[44:45], 16, v41
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB1_16
; %bb.14:
	v_mov_b32_e32 v0, 0x70
	v_lshl_or_b32 v0, v41, 8, v0
	v_lshlrev_b32_e32 v1, 8, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:128
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 15, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:128
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_15
.LBB1_16:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_gt_i32_e64 s[48:49], 8, v41
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB1_19
; %bb.17:
	v_mov_b32_e32 v0, 0xf0
	v_lshl_or_b32 v0, v41, 9, v0
	v_lshlrev_b32_e32 v1, 9, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_18:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:256
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 7, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:256
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_18
.LBB1_19:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_gt_i32_e64 s[50:51], 4, v41
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB1_22
; %bb.20:
	v_mov_b32_e32 v0, 0x1f0
	v_lshl_or_b32 v0, v41, 10, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_21:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:512
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 3, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:512
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_21
.LBB1_22:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_gt_i32_e64 s[52:53], 2, v41
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB1_25
; %bb.23:
	v_mov_b32_e32 v0, 0x3f0
	v_lshl_or_b32 v0, v41, 11, v0
	v_lshlrev_b32_e32 v1, 11, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_24:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:1024
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 1, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:1024
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_24
.LBB1_25:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_gt_i32_e64 s[54:55], 1, v41
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB1_28
; %bb.26:
	v_mov_b32_e32 v0, 0x7f0
	v_lshl_or_b32 v0, v41, 12, v0
	v_lshlrev_b32_e32 v1, 12, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_27:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0
	ds_read_b128 v[7:10], v0 offset:2048
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v4, v4, v8
	v_add_f32_e32 v3, v3, v7
	ds_write_b128 v0, v[3:6] offset:2048
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_27
.LBB1_28:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_eq_u32_e64 s[46:47], 0, v41
                                        ; implicit-def: $vgpr43_vgpr44_vgpr45_vgpr46
	s_and_saveexec_b64 s[4:5], s[46:47]
	s_cbranch_execz .LBB1_30
; %bb.29:
	v_mov_b32_e32 v0, 0
	ds_read_b128 v[43:46], v0 offset:4080
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	ds_write_b128 v0, v[0:3] offset:4080
.LBB1_30:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s66, s62, 48
	s_addc_u32 s67, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[66:67]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[66:67]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB1_33
; %bb.31:
	v_mov_b32_e32 v0, 0x7f0
	v_lshl_or_b32 v0, v41, 12, v0
	v_lshlrev_b32_e32 v1, 12, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_32:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0 offset:2048
	ds_read_b128 v[7:10], v0
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[3:6]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	ds_write_b128 v0, v[3:6] offset:2048
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_32
.LBB1_33:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB1_36
; %bb.34:
	v_mov_b32_e32 v0, 0x3f0
	v_lshl_or_b32 v0, v41, 11, v0
	v_lshlrev_b32_e32 v1, 11, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_35:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0 offset:1024
	ds_read_b128 v[7:10], v0
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 1, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[3:6]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	ds_write_b128 v0, v[3:6] offset:1024
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_35
.LBB1_36:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB1_39
; %bb.37:
	v_mov_b32_e32 v0, 0x1f0
	v_lshl_or_b32 v0, v41, 10, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_38:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0 offset:512
	ds_read_b128 v[7:10], v0
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 3, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[3:6]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	ds_write_b128 v0, v[3:6] offset:512
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_38
.LBB1_39:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB1_42
; %bb.40:
	v_mov_b32_e32 v0, 0xf0
	v_lshl_or_b32 v0, v41, 9, v0
	v_lshlrev_b32_e32 v1, 9, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_41:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0 offset:256
	ds_read_b128 v[7:10], v0
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 7, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[3:6]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	ds_write_b128 v0, v[3:6] offset:256
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_41
.LBB1_42:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB1_45
; %bb.43:
	v_mov_b32_e32 v0, 0x70
	v_lshl_or_b32 v0, v41, 8, v0
	v_lshlrev_b32_e32 v1, 8, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_44:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0 offset:128
	ds_read_b128 v[7:10], v0
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 15, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[3:6]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	ds_write_b128 v0, v[3:6] offset:128
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_44
.LBB1_45:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB1_48
; %bb.46:
	v_lshl_or_b32 v0, v41, 7, 48
	v_lshlrev_b32_e32 v1, 7, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_47:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0 offset:64
	ds_read_b128 v[7:10], v0
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 31, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[3:6]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	ds_write_b128 v0, v[3:6] offset:64
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_47
.LBB1_48:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_51
; %bb.49:
	v_lshl_or_b32 v0, v41, 6, 16
	v_lshlrev_b32_e32 v1, 6, v42
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
.LBB1_50:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[3:6], v0 offset:32
	ds_read_b128 v[7:10], v0
	v_add_u32_e32 v2, v2, v42
	v_cmp_lt_i32_e32 vcc, 63, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[3:6]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	ds_write_b128 v0, v[3:6] offset:32
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_50
.LBB1_51:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_54
; %bb.52:
	v_lshlrev_b32_e32 v0, 4, v58
	v_lshlrev_b32_e32 v1, 5, v42
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x7f
.LBB1_53:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[2:5], v0 offset:16
	ds_read_b128 v[6:9], v0
	v_add_u32_e32 v41, v41, v42
	v_cmp_lt_i32_e32 vcc, s8, v41
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v0, v[2:5]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v8, v4
	v_add_f32_e32 v3, v7, v3
	v_add_f32_e32 v2, v6, v2
	ds_write_b128 v0, v[2:5] offset:16
	v_add_u32_e32 v0, v0, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_53
.LBB1_54:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[72:73]
	s_and_saveexec_b64 s[38:39], s[46:47]
	s_cbranch_execz .LBB1_56
; %bb.55:
	s_add_u32 s8, s62, 48
	s_addc_u32 s9, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[0:1], 4, v[0:1]
	v_mov_b32_e32 v2, s71
	v_add_co_u32_e32 v0, vcc, s70, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dwordx4 v[0:1], v[43:46], off
.LBB1_56:
	s_or_b64 exec, exec, s[38:39]
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_mov_b32_e32 v2, s69
	v_add_co_u32_e32 v0, vcc, s68, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_58
; %bb.57:
	ds_read_b128 v[2:5], v47
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[0:1], v[2:5], off
.LBB1_58:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_60
; %bb.59:
	ds_read_b128 v[2:5], v47 offset:16
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[0:1], v[2:5], off offset:16
.LBB1_60:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel LocalScanKernel
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_sgpr 74
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
.Lfunc_end1:
	.size	LocalScanKernel, .Lfunc_end1-LocalScanKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3344
; NumSgprs: 80
; NumVgprs: 62
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 80
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
	.protected	AddOffsetKernel         ; -- Begin function AddOffsetKernel
	.globl	AddOffsetKernel
	.p2align	8
	.type	AddOffsetKernel,@function
AddOffsetKernel:                        ; @AddOffsetKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	s_add_u32 s44, s36, 32
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	s_mov_b32 s43, s14
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
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
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dword s15, s[36:37], 0x10
	v_lshlrev_b32_e32 v44, 8, v40
	v_mov_b32_e32 v41, v0
	v_add_u32_e32 v0, 0x200, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3minjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z3minjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x100
	v_mov_b32_e32 v43, v0
	v_add3_u32 v56, v44, v41, s4
	v_cmp_lt_i32_e32 vcc, v56, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_3
; %bb.1:
	s_load_dwordx4 s[44:47], s[36:37], 0x0
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64 v[0:1], 4, v[40:41]
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s49, s49, _Z14get_local_sizej@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[44:47], v[0:1], off offset:16
	s_mov_b64 s[46:47], 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_mov_b32_e32 v2, s45
	v_add_co_u32_e32 v4, vcc, s44, v0
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[4:5], off
	s_add_u32 s8, s36, 32
	s_addc_u32 s9, s37, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v47, v3
	v_add_f32_e32 v2, v46, v2
	v_add_f32_e32 v1, v45, v1
	v_add_f32_e32 v0, v44, v0
	global_store_dwordx4 v[4:5], v[0:3], off
	s_nop 0
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v56, v56, v0
	v_cmp_ge_i32_e32 vcc, v56, v43
	s_or_b64 s[46:47], vcc, s[46:47]
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB2_2
.LBB2_3:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel AddOffsetKernel
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 62
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
.Lfunc_end2:
	.size	AddOffsetKernel, .Lfunc_end2-AddOffsetKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 460
; NumSgprs: 58
; NumVgprs: 62
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 58
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
	.protected	TopLevelScanKernel      ; -- Begin function TopLevelScanKernel
	.globl	TopLevelScanKernel
	.p2align	8
	.type	TopLevelScanKernel,@function
TopLevelScanKernel:                     ; @TopLevelScanKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[46:47], s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_add_u32 s44, s40, 32
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	s_mov_b32 s43, s14
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	v_cmp_gt_u32_e32 vcc, s50, v40
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB3_5
; %bb.1:
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64 v[0:1], 4, v[40:41]
	v_ashrrev_i32_e32 v43, 31, v42
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v4, vcc, s46, v0
	v_lshlrev_b64 v[6:7], 4, v[42:43]
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v8, 4, v40
	v_lshlrev_b32_e32 v9, 4, v42
	s_mov_b64 s[10:11], 0
	s_mov_b32 s4, 0
	v_mov_b32_e32 v10, v40
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_co_u32_e32 v4, vcc, v4, v6
	v_add_u32_e32 v10, v10, v42
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	v_cmp_le_u32_e32 vcc, s50, v10
	s_waitcnt vmcnt(0)
	ds_write_b128 v8, v[0:3]
	s_or_b64 s[10:11], vcc, s[10:11]
	v_add_u32_e32 v8, v8, v9
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB3_5
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mov_b32_e32 v0, s4
	v_cmp_gt_u32_e32 vcc, s49, v10
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB3_2
; %bb.4:                                ;   in Loop: Header=BB3_3 Depth=1
	global_load_dwordx4 v[0:3], v[4:5], off
	s_branch .LBB3_2
.LBB3_5:
	s_or_b64 exec, exec, s[8:9]
	s_add_u32 s8, s40, 32
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z7barrierj@rel32@lo+4
	s_addc_u32 s45, s45, _Z7barrierj@rel32@hi+12
	s_mov_b32 s48, 1
	s_swappc_b64 s[30:31], s[44:45]
	s_cmp_lt_u32 s50, 2
	s_cbranch_scc1 .LBB3_12
; %bb.6:
	v_lshlrev_b32_e32 v0, 5, v40
	v_add_u32_e32 v41, 32, v0
	v_lshlrev_b32_e32 v43, 5, v42
	v_or_b32_e32 v46, 16, v0
	s_mov_b32 s48, 1
	s_mov_b32 s51, s50
.LBB3_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_9 Depth 2
	s_lshr_b32 s52, s51, 1
	s_add_u32 s8, s40, 32
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[44:45]
	v_cmp_gt_i32_e32 vcc, s52, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_10
; %bb.8:                                ;   in Loop: Header=BB3_7 Depth=1
	v_mul_lo_u32 v0, v41, s48
	v_mul_lo_u32 v1, v43, s48
	v_mul_lo_u32 v2, v46, s48
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, -16
	v_mov_b32_e32 v4, v40
.LBB3_9:                                ;   Parent Loop BB3_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v5, v3, v2
	v_add_u32_e32 v13, v3, v0
	ds_read_b128 v[5:8], v5
	ds_read_b128 v[9:12], v13
	v_add_u32_e32 v4, v4, v42
	v_cmp_le_i32_e32 vcc, s52, v4
	v_add_u32_e32 v3, v3, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v12
	v_add_f32_e32 v7, v7, v11
	v_add_f32_e32 v6, v6, v10
	v_add_f32_e32 v5, v5, v9
	ds_write_b128 v13, v[5:8]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_9
.LBB3_10:                               ;   in Loop: Header=BB3_7 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s48, s48, 1
	s_cmp_lt_u32 s51, 4
	s_cbranch_scc1 .LBB3_12
; %bb.11:                               ;   in Loop: Header=BB3_7 Depth=1
	s_mov_b32 s51, s52
	s_branch .LBB3_7
.LBB3_12:
	s_add_u32 s8, s40, 32
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[44:45]
	v_cmp_eq_u32_e32 vcc, 0, v40
                                        ; implicit-def: $vgpr56_vgpr57_vgpr58_vgpr59
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_14
; %bb.13:
	s_lshl_b32 s6, s50, 4
	s_add_i32 s6, s6, -16
	v_mov_b32_e32 v4, s6
	ds_read_b128 v[56:59], v4
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	ds_write_b128 v4, v[0:3]
.LBB3_14:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s40, 32
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[44:45]
	s_cmp_lt_u32 s50, 2
	s_cbranch_scc1 .LBB3_20
; %bb.15:
	v_lshlrev_b32_e32 v0, 5, v40
	v_add_u32_e32 v41, 32, v0
	v_lshlrev_b32_e32 v43, 5, v42
	v_or_b32_e32 v46, 16, v0
	s_mov_b32 s51, 1
	s_branch .LBB3_17
.LBB3_16:                               ;   in Loop: Header=BB3_17 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_lshl_b32 s51, s51, 1
	s_cmp_ge_u32 s51, s50
	s_cbranch_scc1 .LBB3_20
.LBB3_17:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_19 Depth 2
	s_ashr_i32 s48, s48, 1
	s_add_u32 s8, s40, 32
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[44:45]
	v_cmp_gt_i32_e32 vcc, s51, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_16
; %bb.18:                               ;   in Loop: Header=BB3_17 Depth=1
	v_mul_lo_u32 v0, v41, s48
	v_mul_lo_u32 v1, v43, s48
	v_mul_lo_u32 v2, v46, s48
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, -16
	v_mov_b32_e32 v4, v40
.LBB3_19:                               ;   Parent Loop BB3_17 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v14, v3, v0
	v_add_u32_e32 v13, v3, v2
	ds_read_b128 v[5:8], v14
	ds_read_b128 v[9:12], v13
	v_add_u32_e32 v4, v4, v42
	v_cmp_le_i32_e32 vcc, s51, v4
	v_add_u32_e32 v3, v3, v1
	s_waitcnt lgkmcnt(1)
	ds_write_b128 v13, v[5:8]
	ds_read_b128 v[5:8], v14
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v12, v8
	v_add_f32_e32 v7, v11, v7
	v_add_f32_e32 v6, v10, v6
	v_add_f32_e32 v5, v9, v5
	ds_write_b128 v14, v[5:8]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_19
	s_branch .LBB3_16
.LBB3_20:
	s_add_u32 s8, s40, 32
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[44:45]
	v_cmp_gt_u32_e32 vcc, s49, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_23
; %bb.21:
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshlrev_b64 v[0:1], 4, v[40:41]
	v_mov_b32_e32 v2, s47
	v_add_co_u32_e32 v0, vcc, s46, v0
	v_ashrrev_i32_e32 v43, 31, v42
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_lshlrev_b64 v[2:3], 4, v[42:43]
	v_lshlrev_b32_e32 v4, 4, v40
	v_lshlrev_b32_e32 v5, 4, v42
	s_mov_b64 s[6:7], 0
.LBB3_22:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b128 v[6:9], v4
	v_add_u32_e32 v40, v40, v42
	v_cmp_le_u32_e32 vcc, s49, v40
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[0:1], v[6:9], off
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_22
.LBB3_23:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b32 s5, 0
	v_cmp_eq_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB3_25
; %bb.24:
	s_mov_b32 s4, s49
	s_lshl_b64 s[4:5], s[4:5], 4
	s_add_u32 s4, s46, s4
	s_addc_u32 s5, s47, s5
	v_mov_b32_e32 v0, 0
	global_store_dwordx4 v0, v[56:59], s[4:5]
.LBB3_25:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel TopLevelScanKernel
		.amdhsa_group_segment_fixed_size 32768
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 53
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
	.size	TopLevelScanKernel, .Lfunc_end3-TopLevelScanKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1296
; NumSgprs: 59
; NumVgprs: 62
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 59
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
	.hidden	_Z7barrierj
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_group_idj
	.hidden	_Z3minjj
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           16
        .type_name:      uint4
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 16
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 128
    .name:           LocalScanKernel
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     80
    .sgpr_spill_count: 0
    .symbol:         LocalScanKernel.kd
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           16
        .type_name:      uint4
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
    .kernarg_segment_align: 16
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 128
    .name:           AddOffsetKernel
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         AddOffsetKernel.kd
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           16
        .type_name:      uint4
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
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 16
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 128
    .name:           TopLevelScanKernel
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         TopLevelScanKernel.kd
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx904
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
