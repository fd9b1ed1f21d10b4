	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx909+xnack"
	.protected	histogramKernel_Vector  ; -- Begin function histogramKernel_Vector
	.globl	histogramKernel_Vector
	.p2align	8
	.type	histogramKernel_Vector,@function
histogramKernel_Vector:                 ; @histogramKernel_Vector
; %bb.0:
	s_mov_b32 s32, 0x2c00
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
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
	buffer_store_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s8, 11
	v_writelane_b32 v40, s9, 12
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
	buffer_store_dword v31, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
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
	buffer_load_dword v31, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
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
	buffer_load_dword v31, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
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
	buffer_load_dword v31, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v1, 8
	buffer_store_dword v1, off, s[0:3], s33 offset:80
	v_mov_b32_e32 v1, 0xff
	buffer_store_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_mov_b32 s4, 15
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, v1, s4
	buffer_store_dword v1, off, s[0:3], s33 offset:88
	v_mov_b32_e32 v1, 0x1000
	buffer_store_dword v1, off, s[0:3], s33 offset:92
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s7, v40, 14
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	s_mov_b32 s6, 2
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v1, s6, v1
	v_cmp_lt_u32_e64 s[6:7], v0, v1
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
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 4
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	s_mov_b32 s4, 0
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v7, s4
	v_mov_b32_e32 v6, s4
	v_mov_b32_e32 v5, s4
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2_vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v5
	ds_write_b128 v0, v[1:4]
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
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
	v_writelane_b32 v40, s6, 25
	v_writelane_b32 v40, s7, 26
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_branch .LBB0_3
.LBB0_5:
	v_readlane_b32 s4, v40, 25
	v_readlane_b32 s5, v40, 26
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
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
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
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
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 27
	v_writelane_b32 v40, s5, 28
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	v_readlane_b32 s6, v40, 27
	v_readlane_b32 s7, v40, 28
	v_writelane_b32 v40, s6, 31
	v_writelane_b32 v40, s7, 32
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
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
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v9, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v4, off, s[0:3], s33 offset:44
	buffer_load_dword v5, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v4, v5
	v_add_u32_e64 v4, v0, v4
	s_mov_b32 s8, 0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b32 s8, 4
	v_writelane_b32 v40, s8, 39
	v_lshlrev_b64 v[7:8], s8, v[4:5]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v5, v8
	v_add_co_u32_e64 v4, s[18:19], v4, v6
	v_addc_co_u32_e64 v0, s[18:19], v0, v5, s[18:19]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	global_load_dwordx4 v[4:7], v[4:5], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	v_mov_b32_e32 v0, v6
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	v_mov_b32_e32 v0, v5
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	v_mov_b32_e32 v0, v4
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:52
	buffer_load_dword v5, off, s[0:3], s33 offset:56
	buffer_load_dword v6, off, s[0:3], s33 offset:60
	s_mov_b32 s9, 0xff
	v_writelane_b32 v40, s9, 40
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v6, v6, s9
	v_and_b32_e64 v5, v5, s9
	v_and_b32_e64 v4, v4, s9
	v_and_b32_e64 v0, v0, s9
	buffer_load_dword v7, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s8, v7
	v_lshl_add_u32 v4, v4, s8, v7
	v_lshl_add_u32 v5, v5, s8, v7
	v_lshl_add_u32 v6, v6, s8, v7
	buffer_store_dword v6, off, s[0:3], s33 offset:76
	buffer_store_dword v5, off, s[0:3], s33 offset:72
	buffer_store_dword v4, off, s[0:3], s33 offset:68
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_mov_b32 s8, 2
	v_writelane_b32 v40, s8, 41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s8, v0
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v40, s8, 42
	v_writelane_b32 v40, s9, 43
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z8atom_incPU3AS3Vj@rel32@hi+12
	v_writelane_b32 v40, s16, 44
	v_writelane_b32 v40, s17, 45
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v3, s15, v3
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or3_b32 v31, v1, v2, v3
	buffer_store_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s19, v40, 40
	v_readlane_b32 s18, v40, 39
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	s_mov_b32 s20, 8
	v_writelane_b32 v40, s20, 46
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e64 v0, s20, v0
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e64 v1, s20, v1
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e64 v2, s20, v2
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v3, s20, v3
	buffer_store_dword v3, off, s[0:3], s33 offset:60
	buffer_store_dword v2, off, s[0:3], s33 offset:56
	buffer_store_dword v1, off, s[0:3], s33 offset:52
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v3, v3, s19
	v_and_b32_e64 v2, v2, s19
	v_and_b32_e64 v1, v1, s19
	v_and_b32_e64 v0, v0, s19
	buffer_load_dword v4, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s18, v4
	v_lshl_add_u32 v1, v1, s18, v4
	v_lshl_add_u32 v2, v2, s18, v4
	v_lshl_add_u32 v3, v3, s18, v4
	buffer_store_dword v3, off, s[0:3], s33 offset:76
	buffer_store_dword v2, off, s[0:3], s33 offset:72
	buffer_store_dword v1, off, s[0:3], s33 offset:68
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s20, v40, 46
	v_readlane_b32 s19, v40, 40
	v_readlane_b32 s18, v40, 39
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e64 v0, s20, v0
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e64 v1, s20, v1
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e64 v2, s20, v2
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v3, s20, v3
	buffer_store_dword v3, off, s[0:3], s33 offset:60
	buffer_store_dword v2, off, s[0:3], s33 offset:56
	buffer_store_dword v1, off, s[0:3], s33 offset:52
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v3, v3, s19
	v_and_b32_e64 v2, v2, s19
	v_and_b32_e64 v1, v1, s19
	v_and_b32_e64 v0, v0, s19
	buffer_load_dword v4, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s18, v4
	v_lshl_add_u32 v1, v1, s18, v4
	v_lshl_add_u32 v2, v2, s18, v4
	v_lshl_add_u32 v3, v3, s18, v4
	buffer_store_dword v3, off, s[0:3], s33 offset:76
	buffer_store_dword v2, off, s[0:3], s33 offset:72
	buffer_store_dword v1, off, s[0:3], s33 offset:68
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s20, v40, 46
	v_readlane_b32 s19, v40, 40
	v_readlane_b32 s18, v40, 39
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e64 v0, s20, v0
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e64 v1, s20, v1
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e64 v2, s20, v2
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v3, s20, v3
	buffer_store_dword v3, off, s[0:3], s33 offset:60
	buffer_store_dword v2, off, s[0:3], s33 offset:56
	buffer_store_dword v1, off, s[0:3], s33 offset:52
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v3, v3, s19
	v_and_b32_e64 v2, v2, s19
	v_and_b32_e64 v1, v1, s19
	v_and_b32_e64 v0, v0, s19
	buffer_load_dword v4, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s18, v4
	v_lshl_add_u32 v1, v1, s18, v4
	v_lshl_add_u32 v2, v2, s18, v4
	v_lshl_add_u32 v3, v3, s18, v4
	buffer_store_dword v3, off, s[0:3], s33 offset:76
	buffer_store_dword v2, off, s[0:3], s33 offset:72
	buffer_store_dword v1, off, s[0:3], s33 offset:68
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s15, v40, 41
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 42
	v_readlane_b32 s9, v40, 43
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 44
	v_readlane_b32 s17, v40, 45
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB0_10
.LBB0_9:                                ;   in Loop: Header=BB0_7 Depth=1
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
	v_writelane_b32 v40, s6, 27
	v_writelane_b32 v40, s7, 28
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 47
	v_writelane_b32 v40, s7, 48
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_7 Depth=1
	v_readlane_b32 s4, v40, 33
	v_readlane_b32 s5, v40, 34
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 35
	v_writelane_b32 v40, s5, 36
	s_branch .LBB0_9
.LBB0_11:
	v_readlane_b32 s4, v40, 47
	v_readlane_b32 s5, v40, 48
	s_or_b64 exec, exec, s[4:5]
; %bb.12:
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
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
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
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
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 49
	v_writelane_b32 v40, s5, 50
.LBB0_13:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_16 Depth 2
	v_readlane_b32 s4, v40, 51
	v_readlane_b32 s5, v40, 52
	v_readlane_b32 s6, v40, 49
	v_readlane_b32 s7, v40, 50
	v_writelane_b32 v40, s6, 53
	v_writelane_b32 v40, s7, 54
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s6, 0x100
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 55
	v_writelane_b32 v40, s5, 56
	v_writelane_b32 v40, s4, 57
	v_writelane_b32 v40, s5, 58
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 59
	v_writelane_b32 v40, s5, 60
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_13 Depth=1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:104
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 61
	v_writelane_b32 v40, s5, 62
	s_branch .LBB0_16
.LBB0_15:                               ;   in Loop: Header=BB0_13 Depth=1
	v_readlane_b32 s4, v40, 59
	v_readlane_b32 s5, v40, 60
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 53
	v_readlane_b32 s9, v40, 54
	v_readlane_b32 s6, v40, 57
	v_readlane_b32 s7, v40, 58
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 51
	v_writelane_b32 v40, s7, 52
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 49
	v_writelane_b32 v40, s7, 50
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 63
	v_writelane_b32 v41, s7, 0
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_13
	s_branch .LBB0_23
.LBB0_16:                               ;   Parent Loop BB0_13 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readlane_b32 s4, v41, 1
	v_readlane_b32 s5, v41, 2
	v_readlane_b32 s6, v40, 61
	v_readlane_b32 s7, v40, 62
	v_writelane_b32 v41, s6, 3
	v_writelane_b32 v41, s7, 4
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_mov_b32 s6, 16
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v41, s4, 5
	v_writelane_b32 v41, s5, 6
	v_writelane_b32 v41, s4, 7
	v_writelane_b32 v41, s5, 8
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v41, s4, 9
	v_writelane_b32 v41, s5, 10
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_16 Depth=2
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	s_mov_b32 s4, 15
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, v1, s4
	s_mov_b32 s4, 4
	v_lshl_or_b32 v0, v0, s4, v1
	s_mov_b32 s4, 2
	v_lshlrev_b32_e64 v0, s4, v0
	ds_read_b32 v1, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	s_branch .LBB0_19
.LBB0_18:                               ;   in Loop: Header=BB0_16 Depth=2
	v_readlane_b32 s4, v41, 9
	v_readlane_b32 s5, v41, 10
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v41, 3
	v_readlane_b32 s9, v41, 4
	v_readlane_b32 s6, v41, 7
	v_readlane_b32 s7, v41, 8
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v41, s6, 1
	v_writelane_b32 v41, s7, 2
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 61
	v_writelane_b32 v40, s7, 62
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v41, s6, 11
	v_writelane_b32 v41, s7, 12
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_16
	s_branch .LBB0_20
.LBB0_19:                               ;   in Loop: Header=BB0_16 Depth=2
	v_readlane_b32 s4, v41, 5
	v_readlane_b32 s5, v41, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v41, s4, 7
	v_writelane_b32 v41, s5, 8
	s_branch .LBB0_18
.LBB0_20:                               ;   in Loop: Header=BB0_13 Depth=1
	v_readlane_b32 s4, v41, 11
	v_readlane_b32 s5, v41, 12
	s_or_b64 exec, exec, s[4:5]
; %bb.21:                               ;   in Loop: Header=BB0_13 Depth=1
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v3, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_load_dword v3, off, s[0:3], s33 offset:16
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	buffer_store_dword v3, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
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
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
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
	buffer_load_dword v7, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 8
	v_lshlrev_b64 v[9:10], s4, v[0:1]
	s_mov_b32 s4, 0
	buffer_load_dword v5, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
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
; %bb.22:                               ;   in Loop: Header=BB0_13 Depth=1
	v_readlane_b32 s4, v40, 55
	v_readlane_b32 s5, v40, 56
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 57
	v_writelane_b32 v40, s5, 58
	s_branch .LBB0_15
.LBB0_23:
	v_readlane_b32 s4, v40, 63
	v_readlane_b32 s5, v41, 0
	s_or_b64 exec, exec, s[4:5]
; %bb.24:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogramKernel_Vector
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 16560
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
		.amdhsa_next_free_vgpr 42
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
	.size	histogramKernel_Vector, .Lfunc_end0-histogramKernel_Vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7804
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16560
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 42
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
	.protected	histogramKernel_Scalar  ; -- Begin function histogramKernel_Scalar
	.globl	histogramKernel_Scalar
	.p2align	8
	.type	histogramKernel_Scalar,@function
histogramKernel_Scalar:                 ; @histogramKernel_Scalar
; %bb.0:
	s_mov_b32 s32, 0x2800
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
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
	buffer_store_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s8, 11
	v_writelane_b32 v40, s9, 12
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
	buffer_store_dword v31, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
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
	buffer_load_dword v31, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
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
	buffer_load_dword v31, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
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
	buffer_load_dword v31, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v1, 8
	buffer_store_dword v1, off, s[0:3], s33 offset:64
	v_mov_b32_e32 v1, 0xff
	buffer_store_dword v1, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, v1, s4
	buffer_store_dword v1, off, s[0:3], s33 offset:72
	v_mov_b32_e32 v1, 0x400
	buffer_store_dword v1, off, s[0:3], s33 offset:76
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s7, v40, 14
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
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
	s_cbranch_execz .LBB1_3
; %bb.2:                                ;   in Loop: Header=BB1_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	v_mov_b32_e32 v1, 0
	ds_write_b32 v0, v1
	s_branch .LBB1_4
.LBB1_3:                                ;   in Loop: Header=BB1_1 Depth=1
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
	v_writelane_b32 v40, s6, 25
	v_writelane_b32 v40, s7, 26
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_1
	s_branch .LBB1_5
.LBB1_4:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_branch .LBB1_3
.LBB1_5:
	v_readlane_b32 s4, v40, 25
	v_readlane_b32 s5, v40, 26
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
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
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
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
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 27
	v_writelane_b32 v40, s5, 28
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	v_readlane_b32 s6, v40, 27
	v_readlane_b32 s7, v40, 28
	v_writelane_b32 v40, s6, 31
	v_writelane_b32 v40, s7, 32
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
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
	s_cbranch_execz .LBB1_9
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=1
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v9, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v4, off, s[0:3], s33 offset:44
	buffer_load_dword v5, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v4, v5
	v_add_u32_e64 v4, v0, v4
	s_mov_b32 s8, 0
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b32 s8, 2
	v_writelane_b32 v40, s8, 39
	v_lshlrev_b64 v[7:8], s8, v[4:5]
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v5, v8
	v_add_co_u32_e64 v4, s[18:19], v4, v6
	v_addc_co_u32_e64 v0, s[18:19], v0, v5, s[18:19]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	global_load_dword v0, v[4:5], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_mov_b32 s9, 0xff
	v_writelane_b32 v40, s9, 40
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s9
	buffer_load_dword v4, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s8, v4
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s8, v0
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v40, s8, 41
	v_writelane_b32 v40, s9, 42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z8atom_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z8atom_incPU3AS3Vj@rel32@hi+12
	v_writelane_b32 v40, s16, 43
	v_writelane_b32 v40, s17, 44
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v3, s15, v3
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or3_b32 v31, v1, v2, v3
	buffer_store_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s18, v40, 40
	v_readlane_b32 s15, v40, 39
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 41
	v_readlane_b32 s9, v40, 42
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 43
	v_readlane_b32 s17, v40, 44
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_mov_b32 s19, 8
	v_writelane_b32 v40, s19, 45
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s19, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s18
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s15, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s19, v40, 45
	v_readlane_b32 s18, v40, 40
	v_readlane_b32 s15, v40, 39
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 41
	v_readlane_b32 s9, v40, 42
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 43
	v_readlane_b32 s17, v40, 44
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s19, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s18
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s15, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s19, v40, 45
	v_readlane_b32 s18, v40, 40
	v_readlane_b32 s15, v40, 39
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 41
	v_readlane_b32 s9, v40, 42
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 43
	v_readlane_b32 s17, v40, 44
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s19, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, v0, s18
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s15, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s15, v0
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_branch .LBB1_10
.LBB1_9:                                ;   in Loop: Header=BB1_7 Depth=1
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
	v_writelane_b32 v40, s6, 27
	v_writelane_b32 v40, s7, 28
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 46
	v_writelane_b32 v40, s7, 47
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_7
	s_branch .LBB1_11
.LBB1_10:                               ;   in Loop: Header=BB1_7 Depth=1
	v_readlane_b32 s4, v40, 33
	v_readlane_b32 s5, v40, 34
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 35
	v_writelane_b32 v40, s5, 36
	s_branch .LBB1_9
.LBB1_11:
	v_readlane_b32 s4, v40, 46
	v_readlane_b32 s5, v40, 47
	s_or_b64 exec, exec, s[4:5]
; %bb.12:
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
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
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
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
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 48
	v_writelane_b32 v40, s5, 49
.LBB1_13:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_16 Depth 2
	v_readlane_b32 s4, v40, 50
	v_readlane_b32 s5, v40, 51
	v_readlane_b32 s6, v40, 48
	v_readlane_b32 s7, v40, 49
	v_writelane_b32 v40, s6, 52
	v_writelane_b32 v40, s7, 53
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s6, 0x100
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 54
	v_writelane_b32 v40, s5, 55
	v_writelane_b32 v40, s4, 56
	v_writelane_b32 v40, s5, 57
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 58
	v_writelane_b32 v40, s5, 59
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_15
; %bb.14:                               ;   in Loop: Header=BB1_13 Depth=1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:88
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 60
	v_writelane_b32 v40, s5, 61
	s_branch .LBB1_16
.LBB1_15:                               ;   in Loop: Header=BB1_13 Depth=1
	v_readlane_b32 s4, v40, 58
	v_readlane_b32 s5, v40, 59
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 52
	v_readlane_b32 s9, v40, 53
	v_readlane_b32 s6, v40, 56
	v_readlane_b32 s7, v40, 57
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 50
	v_writelane_b32 v40, s7, 51
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 48
	v_writelane_b32 v40, s7, 49
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 62
	v_writelane_b32 v40, s7, 63
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_13
	s_branch .LBB1_23
.LBB1_16:                               ;   Parent Loop BB1_13 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readlane_b32 s4, v41, 0
	v_readlane_b32 s5, v41, 1
	v_readlane_b32 s6, v40, 60
	v_readlane_b32 s7, v40, 61
	v_writelane_b32 v41, s6, 2
	v_writelane_b32 v41, s7, 3
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_mov_b32 s6, 4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v41, s4, 4
	v_writelane_b32 v41, s5, 5
	v_writelane_b32 v41, s4, 6
	v_writelane_b32 v41, s5, 7
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v41, s4, 8
	v_writelane_b32 v41, s5, 9
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_18
; %bb.17:                               ;   in Loop: Header=BB1_16 Depth=2
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v1, v1, s4
	s_mov_b32 s4, 2
	v_lshl_or_b32 v0, v0, s4, v1
	v_lshlrev_b32_e64 v0, s4, v0
	ds_read_b32 v1, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	s_branch .LBB1_19
.LBB1_18:                               ;   in Loop: Header=BB1_16 Depth=2
	v_readlane_b32 s4, v41, 8
	v_readlane_b32 s5, v41, 9
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v41, 2
	v_readlane_b32 s9, v41, 3
	v_readlane_b32 s6, v41, 6
	v_readlane_b32 s7, v41, 7
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v41, s6, 0
	v_writelane_b32 v41, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 60
	v_writelane_b32 v40, s7, 61
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v41, s6, 10
	v_writelane_b32 v41, s7, 11
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_16
	s_branch .LBB1_20
.LBB1_19:                               ;   in Loop: Header=BB1_16 Depth=2
	v_readlane_b32 s4, v41, 4
	v_readlane_b32 s5, v41, 5
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v41, s4, 6
	v_writelane_b32 v41, s5, 7
	s_branch .LBB1_18
.LBB1_20:                               ;   in Loop: Header=BB1_13 Depth=1
	v_readlane_b32 s4, v41, 10
	v_readlane_b32 s5, v41, 11
	s_or_b64 exec, exec, s[4:5]
; %bb.21:                               ;   in Loop: Header=BB1_13 Depth=1
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_load_dword v3, off, s[0:3], s33 offset:16
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	buffer_store_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
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
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
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
	buffer_load_dword v7, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 8
	v_lshlrev_b64 v[9:10], s4, v[0:1]
	s_mov_b32 s4, 0
	buffer_load_dword v5, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
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
; %bb.22:                               ;   in Loop: Header=BB1_13 Depth=1
	v_readlane_b32 s4, v40, 54
	v_readlane_b32 s5, v40, 55
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 56
	v_writelane_b32 v40, s5, 57
	s_branch .LBB1_15
.LBB1_23:
	v_readlane_b32 s4, v40, 62
	v_readlane_b32 s5, v40, 63
	s_or_b64 exec, exec, s[4:5]
; %bb.24:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogramKernel_Scalar
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 16544
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
		.amdhsa_next_free_vgpr 42
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
	.size	histogramKernel_Scalar, .Lfunc_end1-histogramKernel_Scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5112
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16544
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 42
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
	.protected	reduceKernel            ; -- Begin function reduceKernel
	.globl	reduceKernel
	.p2align	8
	.type	reduceKernel,@function
reduceKernel:                           ; @reduceKernel
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
	s_load_dwordx2 s[18:19], s[16:17], 0x0
	s_load_dword s8, s[16:17], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s19
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s18
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b64 s[18:19], 16
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
	buffer_store_dword v0, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:20
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 1
	v_writelane_b32 v40, s5, 2
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 3
	v_readlane_b32 s5, v40, 4
	v_readlane_b32 s6, v40, 1
	v_readlane_b32 s7, v40, 2
	v_writelane_b32 v40, s6, 5
	v_writelane_b32 v40, s7, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 7
	v_writelane_b32 v40, s5, 8
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_3
; %bb.2:                                ;   in Loop: Header=BB2_1 Depth=1
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_mov_b32 s4, 8
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v1, v0, s4, v1
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, s5
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v0
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[7:8], s4, v[4:5]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v5, v8
	v_add_co_u32_e64 v4, s[6:7], v4, v6
	v_addc_co_u32_e64 v0, s[6:7], v0, v5, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	global_load_dword v0, v[4:5], off
	s_mov_b32 s6, 0x100
	v_add_u32_e64 v4, v1, s6
	v_mov_b32_e32 v6, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	v_lshlrev_b64 v[8:9], s4, v[4:5]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v9
	v_add_co_u32_e64 v4, s[6:7], v4, v7
	v_addc_co_u32_e64 v6, s[6:7], v5, v6, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	global_load_dword v4, v[4:5], off
	s_mov_b32 s6, 0x200
	v_add_u32_e64 v5, v1, s6
	v_mov_b32_e32 v7, s5
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	v_lshlrev_b64 v[9:10], s4, v[5:6]
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v10
	v_add_co_u32_e64 v5, s[6:7], v5, v8
	v_addc_co_u32_e64 v7, s[6:7], v6, v7, s[6:7]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	global_load_dword v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v4, v5
	s_mov_b32 s6, 0x300
	v_add_u32_e64 v4, v1, s6
	v_mov_b32_e32 v1, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v1, s[4:5], v1, v4
	v_addc_co_u32_e64 v3, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_dword v1, v[1:2], off
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_1 Depth=1
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 5
	v_readlane_b32 s9, v40, 6
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 3
	v_writelane_b32 v40, s7, 4
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 1
	v_writelane_b32 v40, s7, 2
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 13
	v_writelane_b32 v40, s7, 14
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB2_1
	s_branch .LBB2_5
.LBB2_4:                                ;   in Loop: Header=BB2_1 Depth=1
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s5, v40, 8
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s6, 4
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	s_branch .LBB2_3
.LBB2_5:
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s4, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:20
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
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduceKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16432
		.amdhsa_kernarg_size 72
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
.Lfunc_end2:
	.size	reduceKernel, .Lfunc_end2-reduceKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1288
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
	.hidden	_Z12get_local_idj
	.hidden	_Z15get_global_sizej
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.hidden	_Z8atom_incPU3AS3Vj
	.hidden	_Z12get_group_idj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z15get_global_sizej
	.addrsig_sym _Z14get_local_sizej
	.addrsig_sym _Z7barrierj
	.addrsig_sym _Z8atom_incPU3AS3Vj
	.addrsig_sym _Z12get_group_idj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogramKernel_Vector
    .private_segment_fixed_size: 16560
    .sgpr_count:     40
    .sgpr_spill_count: 93
    .symbol:         histogramKernel_Vector.kd
    .vgpr_count:     42
    .vgpr_spill_count: 13
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogramKernel_Scalar
    .private_segment_fixed_size: 16544
    .sgpr_count:     40
    .sgpr_spill_count: 92
    .symbol:         histogramKernel_Scalar.kd
    .vgpr_count:     42
    .vgpr_spill_count: 13
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduceKernel
    .private_segment_fixed_size: 16432
    .sgpr_count:     40
    .sgpr_spill_count: 19
    .symbol:         reduceKernel.kd
    .vgpr_count:     41
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...

	.end_amdgpu_metadata
