	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	getIdx                          ; -- Begin function getIdx
	.globl	getIdx
	.p2align	2
	.type	getIdx,@function
getIdx:                                 ; @getIdx
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x900
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	buffer_store_dword v4, off, s[0:3], s33 offset:16
	buffer_store_dword v5, off, s[0:3], s33 offset:20
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_add_i32 s32, s32, 0xfffff700
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	getIdx, .Lfunc_end0-getIdx
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 256
; NumSgprs: 34
; NumVgprs: 6
; ScratchSize: 36
; MemoryBound: 0
	.text
	.protected	DCT                     ; -- Begin function DCT
	.globl	DCT
	.p2align	8
	.type	DCT,@function
DCT:                                    ; @DCT
; %bb.0:
	s_mov_b32 s32, 0x2800
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v40, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v40, 0
	v_writelane_b32 v40, s12, 2
	v_writelane_b32 v40, s10, 3
	v_writelane_b32 v40, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v40, s16, 5
	v_writelane_b32 v40, s17, 6
	v_writelane_b32 v40, s6, 7
	v_writelane_b32 v40, s7, 8
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_load_dwordx2 s[26:27], s[16:17], 0x0
	s_load_dwordx2 s[24:25], s[16:17], 0x8
	s_load_dwordx2 s[22:23], s[16:17], 0x10
	s_load_dwordx2 s[20:21], s[16:17], 0x18
	s_load_dword s18, s[16:17], 0x20
	s_load_dword s15, s[16:17], 0x24
	s_load_dword s9, s[16:17], 0x28
	s_load_dword s8, s[16:17], 0x2c
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s19, s27
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s19, s26
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s19, s25
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s19, s24
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s19, s23
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:28
	s_mov_b32 s19, s22
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s19, s21
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:36
	s_mov_b32 s19, s20
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v3, s18
	buffer_store_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:52
	s_mov_b64 s[18:19], 48
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v40, s8, 11
	v_writelane_b32 v40, s9, 12
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	v_writelane_b32 v40, s16, 13
	v_writelane_b32 v40, s17, 14
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s16, v40, 13
	v_readlane_b32 s17, v40, 14
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:60
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	v_writelane_b32 v40, s16, 15
	v_writelane_b32 v40, s17, 16
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s16, v40, 15
	v_readlane_b32 s17, v40, 16
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:64
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:68
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_writelane_b32 v40, s16, 17
	v_writelane_b32 v40, s17, 18
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 17
	v_readlane_b32 s17, v40, 18
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:72
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:60
	buffer_load_dword v2, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, s[4:5], v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:80
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 21
	v_readlane_b32 s5, v40, 22
	v_readlane_b32 s6, v40, 19
	v_readlane_b32 s7, v40, 20
	v_writelane_b32 v40, s6, 23
	v_writelane_b32 v40, s7, 24
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	v_writelane_b32 v40, s4, 27
	v_writelane_b32 v40, s5, 28
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_6
; %bb.2:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v6, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[8:9], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:68
	buffer_load_dword v2, off, s[0:3], s33 offset:72
	buffer_load_dword v3, off, s[0:3], s33 offset:88
	buffer_load_dword v4, off, s[0:3], s33 offset:48
	buffer_load_dword v5, off, s[0:3], s33 offset:44
	s_mov_b64 s[18:19], 48
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, getIdx@rel32@lo+4
	s_addc_u32 s17, s17, getIdx@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v7, s15, v7
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v8, s15, v8
	v_or_b32_e64 v6, v6, v8
	v_or_b32_e64 v31, v6, v7
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 31
	v_writelane_b32 v40, s7, 32
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
	s_branch .LBB1_5
.LBB1_3:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s4, v40, 31
	v_readlane_b32 s5, v40, 32
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 33
	v_writelane_b32 v40, s5, 34
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_7
; %bb.4:                                ;   in Loop: Header=BB1_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:92
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_u32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v1, v[0:1]
	buffer_load_dword v7, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v2, s[4:5], v2, v4
	v_addc_u32_e64 v0, s[4:5], v0, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v2, v[2:3]
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0)
	v_mac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_branch .LBB1_7
.LBB1_5:                                ;   in Loop: Header=BB1_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:92
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_u32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v1, v[0:1]
	buffer_load_dword v7, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	v_mov_b32_e32 v0, s5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v2, s[4:5], v2, v4
	v_addc_u32_e64 v0, s[4:5], v0, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v2, v[2:3]
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0)
	v_mac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_branch .LBB1_3
.LBB1_6:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 23
	v_readlane_b32 s9, v40, 24
	v_readlane_b32 s6, v40, 27
	v_readlane_b32 s7, v40, 28
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 21
	v_writelane_b32 v40, s7, 22
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 19
	v_writelane_b32 v40, s7, 20
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 35
	v_writelane_b32 v40, s7, 36
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_1
	s_branch .LBB1_9
.LBB1_7:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s4, v40, 33
	v_readlane_b32 s5, v40, 34
	s_or_b64 exec, exec, s[4:5]
; %bb.8:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s4, v40, 25
	v_readlane_b32 s5, v40, 26
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 27
	v_writelane_b32 v40, s5, 28
	s_branch .LBB1_6
.LBB1_9:
	v_readlane_b32 s4, v40, 35
	v_readlane_b32 s5, v40, 36
	s_or_b64 exec, exec, s[4:5]
; %bb.10:
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v4, off, s[0:3], s33 offset:84
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v5, v6
	buffer_load_dword v6, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v5, s[8:9], v5, v6
	s_mov_b32 s8, 2
	v_lshlrev_b32_e64 v5, s8, v5
	v_add_u32_e64 v3, s[8:9], v3, v5
	s_mov_b32 m0, -1
	ds_write_b32 v3, v4
	s_mov_b64 s[18:19], 48
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 37
	v_writelane_b32 v40, s5, 38
.LBB1_11:                               ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 39
	v_readlane_b32 s5, v40, 40
	v_readlane_b32 s6, v40, 37
	v_readlane_b32 s7, v40, 38
	v_writelane_b32 v40, s6, 41
	v_writelane_b32 v40, s7, 42
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 43
	v_writelane_b32 v40, s5, 44
	v_writelane_b32 v40, s4, 45
	v_writelane_b32 v40, s5, 46
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 47
	v_writelane_b32 v40, s5, 48
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_16
; %bb.12:                               ;   in Loop: Header=BB1_11 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 49
	v_writelane_b32 v40, s7, 50
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_13
	s_branch .LBB1_15
.LBB1_13:                               ;   in Loop: Header=BB1_11 Depth=1
	v_readlane_b32 s4, v40, 49
	v_readlane_b32 s5, v40, 50
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 51
	v_writelane_b32 v40, s5, 52
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_17
; %bb.14:                               ;   in Loop: Header=BB1_11 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v0, s[6:7], v0, v1
	s_mov_b32 m0, -1
	ds_read_b32 v1, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, 0
	buffer_load_dword v2, off, s[0:3], s33 offset:108
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v2, s[4:5], v2, v4
	v_addc_u32_e64 v0, s[4:5], v0, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v2, v[2:3]
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_branch .LBB1_17
.LBB1_15:                               ;   in Loop: Header=BB1_11 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v0, s[6:7], v0, v1
	s_mov_b32 m0, -1
	ds_read_b32 v1, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, 0
	buffer_load_dword v2, off, s[0:3], s33 offset:108
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[2:3]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v2, s[4:5], v2, v4
	v_addc_u32_e64 v0, s[4:5], v0, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_dword v2, v[2:3]
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_branch .LBB1_13
.LBB1_16:                               ;   in Loop: Header=BB1_11 Depth=1
	v_readlane_b32 s4, v40, 47
	v_readlane_b32 s5, v40, 48
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 41
	v_readlane_b32 s9, v40, 42
	v_readlane_b32 s6, v40, 45
	v_readlane_b32 s7, v40, 46
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 39
	v_writelane_b32 v40, s7, 40
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 37
	v_writelane_b32 v40, s7, 38
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 53
	v_writelane_b32 v40, s7, 54
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_11
	s_branch .LBB1_19
.LBB1_17:                               ;   in Loop: Header=BB1_11 Depth=1
	v_readlane_b32 s4, v40, 51
	v_readlane_b32 s5, v40, 52
	s_or_b64 exec, exec, s[4:5]
; %bb.18:                               ;   in Loop: Header=BB1_11 Depth=1
	v_readlane_b32 s4, v40, 43
	v_readlane_b32 s5, v40, 44
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 45
	v_writelane_b32 v40, s5, 46
	s_branch .LBB1_16
.LBB1_19:
	v_readlane_b32 s4, v40, 53
	v_readlane_b32 s5, v40, 54
	s_or_b64 exec, exec, s[4:5]
; %bb.20:
	buffer_load_dword v2, off, s[0:3], s33 offset:84
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s4, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_u32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel DCT
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16544
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end1:
	.size	DCT, .Lfunc_end1-DCT
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4496
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16544
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym getIdx
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z12get_group_idj
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z7barrierj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         32
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         36
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      uint
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           DCT
    .private_segment_fixed_size: 16544
    .sgpr_count:     40
    .sgpr_spill_count: 63
    .symbol:         DCT.kd
    .vgpr_count:     41
    .vgpr_spill_count: 11
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
