	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	BFS_1                   ; -- Begin function BFS_1
	.globl	BFS_1
	.p2align	8
	.type	BFS_1,@function
BFS_1:                                  ; @BFS_1
; %bb.0:
	s_mov_b32 s32, 0x1400
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v40, 0
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v40, s16, 1
	v_writelane_b32 v40, s17, 2
	s_load_dwordx2 s[28:29], s[16:17], 0x0
	s_load_dwordx2 s[26:27], s[16:17], 0x8
	s_load_dwordx2 s[24:25], s[16:17], 0x10
	s_load_dwordx2 s[22:23], s[16:17], 0x18
	s_load_dwordx2 s[20:21], s[16:17], 0x20
	s_load_dwordx2 s[18:19], s[16:17], 0x28
	s_load_dword s8, s[16:17], 0x30
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s29
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s28
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s9, s27
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s9, s26
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s9, s25
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:28
	s_mov_b32 s9, s24
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s9, s23
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:36
	s_mov_b32 s9, s22
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b32 s9, s21
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:44
	s_mov_b32 s9, s20
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:40
	s_mov_b32 s9, s19
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:52
	s_mov_b32 s9, s18
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:56
	s_mov_b64 s[18:19], 56
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 3
	v_writelane_b32 v40, s5, 4
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_12
; %bb.1:
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_sbyte v0, v[0:1], off
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 5
	v_writelane_b32 v40, s5, 6
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, s4
	global_store_byte v[0:1], v2, off
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 3
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
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 7
	v_writelane_b32 v40, s5, 8
	s_branch .LBB0_4
.LBB0_3:
	v_readlane_b32 s4, v40, 5
	v_readlane_b32 s5, v40, 6
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_12
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_writelane_b32 v40, s6, 11
	v_writelane_b32 v40, s7, 12
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr6
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v1
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_mov_b32 s6, 3
	v_lshlrev_b64 v[5:6], s6, v[1:2]
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v2, s[6:7], v2, v4
	v_addc_co_u32_e64 v1, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	global_load_dword v1, v[2:3], off offset:4
	s_nop 0
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
	v_writelane_b32 v40, s4, 15
	v_writelane_b32 v40, s5, 16
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 17
	v_writelane_b32 v40, s5, 18
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_7
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:64
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
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:68
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_ubyte v0, v[0:1], off
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u16_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	buffer_load_dword v7, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[4:5], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_mov_b32 s5, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v0, s5
	buffer_load_dword v0, off, s[0:3], s33 offset:68
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:68
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 1
	v_mov_b32_e32 v2, s4
	global_store_byte v[0:1], v2, off
	s_branch .LBB0_8
.LBB0_7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s6, v40, 15
	v_readlane_b32 s7, v40, 16
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 9
	v_writelane_b32 v40, s7, 10
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 7
	v_writelane_b32 v40, s7, 8
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 21
	v_writelane_b32 v40, s7, 22
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_4
	s_branch .LBB0_10
.LBB0_8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	s_or_b64 exec, exec, s[4:5]
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 15
	v_writelane_b32 v40, s5, 16
	s_branch .LBB0_7
.LBB0_10:
	v_readlane_b32 s4, v40, 21
	v_readlane_b32 s5, v40, 22
	s_or_b64 exec, exec, s[4:5]
; %bb.11:
	s_branch .LBB0_3
.LBB0_12:
	v_readlane_b32 s4, v40, 3
	v_readlane_b32 s5, v40, 4
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel BFS_1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16464
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 41
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
.Lfunc_end0:
	.size	BFS_1, .Lfunc_end0-BFS_1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2112
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 240
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
	.text
	.protected	BFS_2                   ; -- Begin function BFS_2
	.globl	BFS_2
	.p2align	8
	.type	BFS_2,@function
BFS_2:                                  ; @BFS_2
; %bb.0:
	s_mov_b32 s32, 0xc00
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v40, 0
	s_mov_b64 s[16:17], s[8:9]
	s_load_dwordx2 s[24:25], s[16:17], 0x0
	s_load_dwordx2 s[22:23], s[16:17], 0x8
	s_load_dwordx2 s[20:21], s[16:17], 0x10
	s_load_dwordx2 s[18:19], s[16:17], 0x18
	s_load_dword s8, s[16:17], 0x20
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s25
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s24
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s9, s23
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s9, s22
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s9, s21
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:28
	s_mov_b32 s9, s20
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s9, s19
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:36
	s_mov_b32 s9, s18
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:40
	s_mov_b64 s[18:19], 40
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 1
	v_writelane_b32 v40, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.1:
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_sbyte v0, v[0:1], off
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 3
	v_writelane_b32 v40, s5, 4
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 1
	v_mov_b32_e32 v2, s4
	global_store_byte v[0:1], v2, off
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, s4
	global_store_byte v[0:1], v2, off
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, s4
	global_store_byte v[0:1], v2, off
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, s4
	global_store_byte v[0:1], v2, off
.LBB1_3:
	v_readlane_b32 s4, v40, 3
	v_readlane_b32 s5, v40, 4
	s_or_b64 exec, exec, s[4:5]
.LBB1_4:
	v_readlane_b32 s4, v40, 1
	v_readlane_b32 s5, v40, 2
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel BFS_2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16432
		.amdhsa_kernarg_size 96
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
	.size	BFS_2, .Lfunc_end1-BFS_2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 980
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16432
; MemoryBound: 0
; FloatMode: 240
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
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z13get_global_idj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'Node*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         48
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
    .max_flat_workgroup_size: 256
    .name:           BFS_1
    .private_segment_fixed_size: 16464
    .sgpr_count:     40
    .sgpr_spill_count: 27
    .symbol:         BFS_1.kd
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           BFS_2
    .private_segment_fixed_size: 16432
    .sgpr_count:     40
    .sgpr_spill_count: 5
    .symbol:         BFS_2.kd
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
