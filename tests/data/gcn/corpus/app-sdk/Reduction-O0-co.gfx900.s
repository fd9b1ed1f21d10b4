	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.p2align	2                               ; -- Begin function _ZL15wi_get_local_idj
	.type	_ZL15wi_get_local_idj,@function
_ZL15wi_get_local_idj:                  ; @_ZL15wi_get_local_idj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v4, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v4, s33, 34
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x800
	v_writelane_b32 v4, s30, 0
	v_writelane_b32 v4, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
; %bb.1:
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v4, s6, 2
	v_writelane_b32 v4, s7, 3
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v4, s6, 4
	v_writelane_b32 v4, s7, 5
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v4, s6, 6
	v_writelane_b32 v4, s7, 7
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v4, s6, 8
	v_writelane_b32 v4, s7, 9
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_10
	s_branch .LBB0_4
.LBB0_3:
	v_readlane_b32 s4, v4, 4
	v_readlane_b32 s5, v4, 5
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v4, 2
	v_readlane_b32 s9, v4, 3
	v_writelane_b32 v4, s8, 10
	v_writelane_b32 v4, s9, 11
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v4, s8, 12
	v_writelane_b32 v4, s9, 13
	v_writelane_b32 v4, s6, 14
	v_writelane_b32 v4, s7, 15
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v4, s4, 16
	v_writelane_b32 v4, s5, 17
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_12
	s_branch .LBB0_6
.LBB0_4:
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v4, s4, 18
	v_writelane_b32 v4, s5, 19
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v4, s4, 20
	v_writelane_b32 v4, s5, 21
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_8
	s_branch .LBB0_11
.LBB0_5:
	v_readlane_b32 s6, v4, 22
	v_readlane_b32 s7, v4, 23
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v4, 24
	v_readlane_b32 s5, v4, 25
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v4, s4, 2
	v_writelane_b32 v4, s5, 3
	s_branch .LBB0_3
.LBB0_6:
	v_readlane_b32 s6, v4, 10
	v_readlane_b32 s7, v4, 11
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v4, s6, 12
	v_writelane_b32 v4, s7, 13
	v_writelane_b32 v4, s4, 14
	v_writelane_b32 v4, s5, 15
	s_branch .LBB0_12
.LBB0_7:
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_mov_b32 s4, 0x3ff
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s4
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
	s_branch .LBB0_16
.LBB0_8:
	v_readlane_b32 s6, v4, 20
	v_readlane_b32 s7, v4, 21
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v4, 18
	v_readlane_b32 s5, v4, 19
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v4, s4, 6
	v_writelane_b32 v4, s5, 7
	s_branch .LBB0_10
.LBB0_9:
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v0, 10, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
	s_branch .LBB0_5
.LBB0_10:
	v_readlane_b32 s4, v4, 8
	v_readlane_b32 s5, v4, 9
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v4, 6
	v_readlane_b32 s7, v4, 7
	v_writelane_b32 v4, s6, 24
	v_writelane_b32 v4, s7, 25
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v4, s4, 22
	v_writelane_b32 v4, s5, 23
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_9
.LBB0_11:
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_bfe_u32 v0, v0, 20, 10
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v4, s4, 18
	v_writelane_b32 v4, s5, 19
	s_branch .LBB0_8
.LBB0_12:
	v_readlane_b32 s8, v4, 16
	v_readlane_b32 s9, v4, 17
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v4, 12
	v_readlane_b32 s7, v4, 13
	v_readlane_b32 s4, v4, 14
	v_readlane_b32 s5, v4, 15
	v_writelane_b32 v4, s4, 26
	v_writelane_b32 v4, s5, 27
	v_writelane_b32 v4, s4, 28
	v_writelane_b32 v4, s5, 29
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v4, s4, 30
	v_writelane_b32 v4, s5, 31
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_branch .LBB0_15
.LBB0_14:
	v_readlane_b32 s4, v4, 30
	v_readlane_b32 s5, v4, 31
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v4, 28
	v_readlane_b32 s7, v4, 29
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v4, s4, 32
	v_writelane_b32 v4, s5, 33
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_16
	s_branch .LBB0_7
.LBB0_15:
	v_readlane_b32 s4, v4, 26
	v_readlane_b32 s5, v4, 27
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v4, s4, 28
	v_writelane_b32 v4, s5, 29
	s_branch .LBB0_14
.LBB0_16:
	v_readlane_b32 s6, v4, 32
	v_readlane_b32 s7, v4, 33
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v4, 0
	v_readlane_b32 s5, v4, 1
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v1, s6
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	s_mov_b32 s6, 32
	v_lshrrev_b64 v[1:2], s6, v[1:2]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_add_i32 s32, s32, 0xfffff800
	v_readlane_b32 s33, v4, 34
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v4, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	_ZL15wi_get_local_idj, .Lfunc_end0-_ZL15wi_get_local_idj
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1340
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _ZL15wi_get_group_idj
	.type	_ZL15wi_get_group_idj,@function
_ZL15wi_get_group_idj:                  ; @_ZL15wi_get_group_idj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[4:5], -1
	buffer_store_dword v4, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	v_writelane_b32 v4, s33, 37
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x600
	v_writelane_b32 v4, s30, 0
	v_writelane_b32 v4, s31, 1
	v_writelane_b32 v4, s14, 2
	v_writelane_b32 v4, s13, 3
	v_writelane_b32 v4, s12, 4
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
; %bb.1:
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v4, s6, 5
	v_writelane_b32 v4, s7, 6
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v4, s6, 7
	v_writelane_b32 v4, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v4, s6, 9
	v_writelane_b32 v4, s7, 10
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v4, s6, 11
	v_writelane_b32 v4, s7, 12
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_10
	s_branch .LBB1_4
.LBB1_3:
	v_readlane_b32 s4, v4, 7
	v_readlane_b32 s5, v4, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v4, 5
	v_readlane_b32 s9, v4, 6
	v_writelane_b32 v4, s8, 13
	v_writelane_b32 v4, s9, 14
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v4, s8, 15
	v_writelane_b32 v4, s9, 16
	v_writelane_b32 v4, s6, 17
	v_writelane_b32 v4, s7, 18
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v4, s4, 19
	v_writelane_b32 v4, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_12
	s_branch .LBB1_6
.LBB1_4:
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v4, s4, 21
	v_writelane_b32 v4, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v4, s4, 23
	v_writelane_b32 v4, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_8
	s_branch .LBB1_11
.LBB1_5:
	v_readlane_b32 s6, v4, 25
	v_readlane_b32 s7, v4, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v4, 27
	v_readlane_b32 s5, v4, 28
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v4, s4, 5
	v_writelane_b32 v4, s5, 6
	s_branch .LBB1_3
.LBB1_6:
	v_readlane_b32 s6, v4, 13
	v_readlane_b32 s7, v4, 14
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[8:9], v0, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v4, s6, 15
	v_writelane_b32 v4, s7, 16
	v_writelane_b32 v4, s4, 17
	v_writelane_b32 v4, s5, 18
	s_branch .LBB1_12
.LBB1_7:
	v_readlane_b32 s4, v4, 4
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33
	s_branch .LBB1_16
.LBB1_8:
	v_readlane_b32 s6, v4, 23
	v_readlane_b32 s7, v4, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v4, 21
	v_readlane_b32 s5, v4, 22
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v4, s4, 9
	v_writelane_b32 v4, s5, 10
	s_branch .LBB1_10
.LBB1_9:
	v_readlane_b32 s4, v4, 3
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33
	s_branch .LBB1_5
.LBB1_10:
	v_readlane_b32 s4, v4, 11
	v_readlane_b32 s5, v4, 12
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v4, 9
	v_readlane_b32 s7, v4, 10
	v_writelane_b32 v4, s6, 27
	v_writelane_b32 v4, s7, 28
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v4, s4, 25
	v_writelane_b32 v4, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_5
	s_branch .LBB1_9
.LBB1_11:
	v_readlane_b32 s4, v4, 2
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v4, s4, 21
	v_writelane_b32 v4, s5, 22
	s_branch .LBB1_8
.LBB1_12:
	v_readlane_b32 s8, v4, 19
	v_readlane_b32 s9, v4, 20
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v4, 15
	v_readlane_b32 s7, v4, 16
	v_readlane_b32 s4, v4, 17
	v_readlane_b32 s5, v4, 18
	v_writelane_b32 v4, s4, 29
	v_writelane_b32 v4, s5, 30
	v_writelane_b32 v4, s4, 31
	v_writelane_b32 v4, s5, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v4, s4, 33
	v_writelane_b32 v4, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_14
; %bb.13:
	s_branch .LBB1_15
.LBB1_14:
	v_readlane_b32 s4, v4, 33
	v_readlane_b32 s5, v4, 34
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v4, 31
	v_readlane_b32 s7, v4, 32
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v4, s4, 35
	v_writelane_b32 v4, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_16
	s_branch .LBB1_7
.LBB1_15:
	v_readlane_b32 s4, v4, 29
	v_readlane_b32 s5, v4, 30
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v4, s4, 31
	v_writelane_b32 v4, s5, 32
	s_branch .LBB1_14
.LBB1_16:
	v_readlane_b32 s6, v4, 35
	v_readlane_b32 s7, v4, 36
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v4, 0
	v_readlane_b32 s5, v4, 1
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr7
	v_mov_b32_e32 v1, s6
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v3
	s_mov_b32 s6, 32
	v_lshrrev_b64 v[1:2], s6, v[1:2]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_add_i32 s32, s32, 0xfffffa00
	v_readlane_b32 s33, v4, 37
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v4, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	_ZL15wi_get_group_idj, .Lfunc_end1-_ZL15wi_get_group_idj
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1324
; NumSgprs: 38
; NumVgprs: 5
; ScratchSize: 24
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _ZL17wi_get_local_sizej
	.type	_ZL17wi_get_local_sizej,@function
_ZL17wi_get_local_sizej:                ; @_ZL17wi_get_local_sizej
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v6, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	v_writelane_b32 v6, s33, 6
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x800
	v_writelane_b32 v6, s30, 0
	v_writelane_b32 v6, s31, 1
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v6, s6, 2
	v_writelane_b32 v6, s7, 3
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_1
	s_branch .LBB2_3
.LBB2_1:
	v_readlane_b32 s4, v6, 2
	v_readlane_b32 s5, v6, 3
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_mov_b32 s6, 1
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v6, s4, 4
	v_writelane_b32 v6, s5, 5
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_4
; %bb.2:
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v3, v0, s4
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 1
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_ushort v0, v[0:1], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_branch .LBB2_4
.LBB2_3:
	s_branch .LBB2_1
.LBB2_4:
	v_readlane_b32 s6, v6, 4
	v_readlane_b32 s7, v6, 5
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v6, 0
	v_readlane_b32 s5, v6, 1
	buffer_load_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
                                        ; implicit-def: $sgpr6
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v3
	s_mov_b32 s6, 32
	v_lshrrev_b64 v[1:2], s6, v[1:2]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_add_i32 s32, s32, 0xfffff800
	v_readlane_b32 s33, v6, 6
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v6, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end2:
	.size	_ZL17wi_get_local_sizej, .Lfunc_end2-_ZL17wi_get_local_sizej
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 484
; NumSgprs: 38
; NumVgprs: 7
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _ZL16wi_get_global_idj
	.type	_ZL16wi_get_global_idj,@function
_ZL16wi_get_global_idj:                 ; @_ZL16wi_get_global_idj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v8, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v8, s33, 14
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x800
	v_writelane_b32 v8, s30, 0
	v_writelane_b32 v8, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	v_writelane_b32 v8, s14, 2
	v_writelane_b32 v8, s13, 3
	v_writelane_b32 v8, s12, 4
	v_writelane_b32 v8, s10, 5
	v_writelane_b32 v8, s11, 6
	v_writelane_b32 v8, s8, 7
	v_writelane_b32 v8, s9, 8
	v_writelane_b32 v8, s6, 9
	v_writelane_b32 v8, s7, 10
	v_writelane_b32 v8, s4, 11
	v_writelane_b32 v8, s5, 12
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL15wi_get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _ZL15wi_get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	v_readlane_b32 s14, v8, 2
	v_readlane_b32 s13, v8, 3
	v_readlane_b32 s12, v8, 4
	v_readlane_b32 s10, v8, 5
	v_readlane_b32 s11, v8, 6
	v_readlane_b32 s4, v8, 11
	v_readlane_b32 s5, v8, 12
	v_readlane_b32 s6, v8, 9
	v_readlane_b32 s7, v8, 10
	v_readlane_b32 s8, v8, 7
	v_readlane_b32 s9, v8, 8
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL17wi_get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _ZL17wi_get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	v_readlane_b32 s14, v8, 2
	v_readlane_b32 s13, v8, 3
	v_readlane_b32 s12, v8, 4
	v_readlane_b32 s10, v8, 5
	v_readlane_b32 s11, v8, 6
	v_readlane_b32 s8, v8, 7
	v_readlane_b32 s9, v8, 8
	v_readlane_b32 s4, v8, 11
	v_readlane_b32 s5, v8, 12
	v_readlane_b32 s6, v8, 9
	v_readlane_b32 s7, v8, 10
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v2, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_mov_b32 s15, 32
	v_writelane_b32 v8, s15, 13
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	v_lshrrev_b64 v[2:3], s15, v[2:3]
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_mul_lo_u32 v2, v2, v3
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	v_lshrrev_b64 v[4:5], s15, v[4:5]
	v_mov_b32_e32 v1, v4
	v_mul_lo_u32 v1, v0, v1
	v_mad_u64_u32 v[3:4], s[16:17], v0, v3, 0
	v_mov_b32_e32 v0, v4
	v_add3_u32 v0, v0, v1, v2
                                        ; implicit-def: $sgpr16
                                        ; implicit-def: $sgpr17
	v_mov_b32_e32 v2, s16
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[1:2], s15, v[0:1]
	v_mov_b32_e32 v5, v2
                                        ; kill: def $vgpr3 killed $vgpr3 killed $vgpr3_vgpr4 killed $exec
	s_mov_b32 s15, 0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v4
	v_or_b32_e64 v0, v0, v5
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v3
	v_or_b32_e64 v6, v1, v2
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	buffer_load_dword v0, off, s[0:3], s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL15wi_get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _ZL15wi_get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v8, 13
	v_readlane_b32 s30, v8, 0
	v_readlane_b32 s31, v8, 1
	v_mov_b32_e32 v4, v0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v1, s[6:7], v1, v3
	v_addc_co_u32_e64 v0, s[6:7], v0, v2, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, v1
	v_lshrrev_b64 v[1:2], s4, v[1:2]
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_add_i32 s32, s32, 0xfffff800
	v_readlane_b32 s33, v8, 14
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v8, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	_ZL16wi_get_global_idj, .Lfunc_end3-_ZL16wi_get_global_idj
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 812
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 64
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function _ZL10wi_barrierj
	.type	_ZL10wi_barrierj,@function
_ZL10wi_barrierj:                       ; @_ZL10wi_barrierj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	buffer_store_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s4
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	_ZL10wi_barrierj, .Lfunc_end4-_ZL10wi_barrierj
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 56
; NumSgprs: 38
; NumVgprs: 1
; ScratchSize: 8
; MemoryBound: 0
	.text
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
; %bb.0:
	s_mov_b32 s32, 0x1800
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v13, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v13, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v13, 0
	v_writelane_b32 v13, s12, 2
	v_writelane_b32 v13, s10, 3
	v_writelane_b32 v13, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v13, s16, 5
	v_writelane_b32 v13, s17, 6
	v_writelane_b32 v13, s6, 7
	v_writelane_b32 v13, s7, 8
	v_writelane_b32 v13, s4, 9
	v_writelane_b32 v13, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x8
	s_load_dword s8, s[16:17], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s21
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s20
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s9, s19
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s9, s18
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v13, s8, 11
	v_writelane_b32 v13, s9, 12
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL15wi_get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _ZL15wi_get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	buffer_store_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s14, v13, 0
	v_readlane_b32 s13, v13, 1
	v_readlane_b32 s12, v13, 2
	v_readlane_b32 s10, v13, 3
	v_readlane_b32 s11, v13, 4
	v_readlane_b32 s4, v13, 9
	v_readlane_b32 s5, v13, 10
	v_readlane_b32 s6, v13, 7
	v_readlane_b32 s7, v13, 8
	v_readlane_b32 s8, v13, 11
	v_readlane_b32 s9, v13, 12
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL15wi_get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _ZL15wi_get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s14, v13, 0
	v_readlane_b32 s13, v13, 1
	v_readlane_b32 s12, v13, 2
	v_readlane_b32 s10, v13, 3
	v_readlane_b32 s11, v13, 4
	v_readlane_b32 s4, v13, 9
	v_readlane_b32 s5, v13, 10
	v_readlane_b32 s6, v13, 7
	v_readlane_b32 s7, v13, 8
	v_readlane_b32 s8, v13, 11
	v_readlane_b32 s9, v13, 12
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL16wi_get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _ZL16wi_get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v13, 9
	v_readlane_b32 s5, v13, 10
	v_readlane_b32 s6, v13, 7
	v_readlane_b32 s7, v13, 8
	v_readlane_b32 s8, v13, 11
	v_readlane_b32 s9, v13, 12
	v_readlane_b32 s10, v13, 3
	v_readlane_b32 s11, v13, 4
	v_readlane_b32 s12, v13, 2
	v_readlane_b32 s13, v13, 1
	v_readlane_b32 s14, v13, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL17wi_get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _ZL17wi_get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s14, v13, 0
	v_readlane_b32 s13, v13, 1
	v_readlane_b32 s12, v13, 2
	v_readlane_b32 s10, v13, 3
	v_readlane_b32 s11, v13, 4
	v_readlane_b32 s8, v13, 11
	v_readlane_b32 s9, v13, 12
	v_readlane_b32 s4, v13, 9
	v_readlane_b32 s5, v13, 10
	v_readlane_b32 s6, v13, 7
	v_readlane_b32 s7, v13, 8
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e64 v1, v0, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:44
	buffer_load_dword v11, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v1
	s_mov_b32 s16, 0
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v4, s16
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v4
	s_mov_b32 s15, 4
	v_lshlrev_b64 v[6:7], s15, v[2:3]
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v2, s[18:19], v2, v5
	v_addc_co_u32_e64 v4, s[18:19], v3, v4, s[18:19]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	global_load_dwordx4 v[2:5], v[2:3], off
	v_add_u32_e64 v6, v1, v0
	v_mov_b32_e32 v1, s16
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64 v[9:10], s15, v[6:7]
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v7, v10
	v_add_co_u32_e64 v6, s[16:17], v6, v8
	v_addc_co_u32_e64 v1, s[16:17], v1, v7, s[16:17]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	global_load_dwordx4 v[8:11], v[6:7], off
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v5
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v11
	v_add_u32_e64 v1, v1, v6
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v10
	v_add_u32_e64 v6, v6, v7
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v12, v9
	v_add_u32_e64 v7, v7, v12
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_add_u32_e64 v2, v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v1
	buffer_load_dword v6, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v1, s15, v6
	ds_write_b128 v1, v[2:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL10wi_barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _ZL10wi_barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v13, s4, 13
	v_writelane_b32 v13, s5, 14
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v13, 15
	v_readlane_b32 s5, v13, 16
	v_readlane_b32 s6, v13, 13
	v_readlane_b32 s7, v13, 14
	v_writelane_b32 v13, s6, 17
	v_writelane_b32 v13, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v13, s4, 19
	v_writelane_b32 v13, s5, 20
	v_writelane_b32 v13, s4, 21
	v_writelane_b32 v13, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 23
	v_writelane_b32 v13, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB5_4
; %bb.2:                                ;   in Loop: Header=BB5_1 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 25
	v_writelane_b32 v13, s5, 26
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB5_5
; %bb.3:                                ;   in Loop: Header=BB5_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v0, v2
	s_mov_b32 s4, 4
	v_lshl_add_u32 v2, v2, s4, v1
	ds_read_b128 v[8:11], v2
	v_lshl_add_u32 v0, v0, s4, v1
	ds_read_b128 v[1:4], v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v11
	v_add_u32_e64 v5, v5, v6
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v10
	v_add_u32_e64 v6, v6, v7
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v12, v9
	v_add_u32_e64 v7, v7, v12
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2_vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v2, v8
	v_add_u32_e64 v1, v1, v2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2_vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v5
	ds_write_b128 v0, v[1:4]
	s_branch .LBB5_5
.LBB5_4:                                ;   in Loop: Header=BB5_1 Depth=1
	v_readlane_b32 s4, v13, 23
	v_readlane_b32 s5, v13, 24
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v13, 17
	v_readlane_b32 s9, v13, 18
	v_readlane_b32 s6, v13, 21
	v_readlane_b32 s7, v13, 22
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v13, s6, 15
	v_writelane_b32 v13, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v13, s6, 13
	v_writelane_b32 v13, s7, 14
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v13, s6, 27
	v_writelane_b32 v13, s7, 28
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB5_1
	s_branch .LBB5_7
.LBB5_5:                                ;   in Loop: Header=BB5_1 Depth=1
	v_readlane_b32 s8, v13, 25
	v_readlane_b32 s9, v13, 26
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s14, v13, 0
	v_readlane_b32 s13, v13, 1
	v_readlane_b32 s12, v13, 2
	v_readlane_b32 s10, v13, 3
	v_readlane_b32 s11, v13, 4
	v_readlane_b32 s6, v13, 7
	v_readlane_b32 s7, v13, 8
	v_readlane_b32 s4, v13, 9
	v_readlane_b32 s5, v13, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_readlane_b32 s16, v13, 5
	v_readlane_b32 s17, v13, 6
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _ZL10wi_barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _ZL10wi_barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
; %bb.6:                                ;   in Loop: Header=BB5_1 Depth=1
	v_readlane_b32 s4, v13, 19
	v_readlane_b32 s5, v13, 20
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s6, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v13, s4, 21
	v_writelane_b32 v13, s5, 22
	s_branch .LBB5_4
.LBB5_7:
	v_readlane_b32 s4, v13, 27
	v_readlane_b32 s5, v13, 28
	s_or_b64 exec, exec, s[4:5]
; %bb.8:
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v13, s4, 29
	v_writelane_b32 v13, s5, 30
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB5_10
; %bb.9:
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	ds_read_b128 v[2:5], v0
	buffer_load_dword v10, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	s_mov_b32 s4, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v6, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	s_mov_b32 s4, 4
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[8:9], s4, v[0:1]
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v6, v9
	v_add_co_u32_e64 v0, s[4:5], v0, v7
	v_addc_co_u32_e64 v6, s[4:5], v1, v6, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[0:1], v[2:5], off
.LBB5_10:
	v_readlane_b32 s4, v13, 29
	v_readlane_b32 s5, v13, 30
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 160
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
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
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
	.size	reduce, .Lfunc_end5-reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2572
; NumSgprs: 40
; NumVgprs: 32
; ScratchSize: 160
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.type	.str,@object                    ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.str:
	.asciz	"workgroup"
	.size	.str, 10

	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _ZL15wi_get_local_idj
	.addrsig_sym _ZL15wi_get_group_idj
	.addrsig_sym _ZL16wi_get_global_idj
	.addrsig_sym _ZL17wi_get_local_sizej
	.addrsig_sym _ZL10wi_barrierj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           input
        .offset:         0
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           output
        .offset:         8
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           sdata
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint4*'
        .value_kind:     dynamic_shared_pointer
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
    .name:           reduce
    .private_segment_fixed_size: 160
    .sgpr_count:     40
    .sgpr_spill_count: 35
    .symbol:         reduce.kd
    .vgpr_count:     32
    .vgpr_spill_count: 9
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
