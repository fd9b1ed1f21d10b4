	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	simpleConvolution       ; -- Begin function simpleConvolution
	.globl	simpleConvolution
	.p2align	8
	.type	simpleConvolution,@function
simpleConvolution:                      ; @simpleConvolution
; %bb.0:
	s_mov_b32 s32, 0x2c00
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v40, 0
	s_mov_b64 s[16:17], s[8:9]
	buffer_store_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_load_dwordx2 s[24:25], s[16:17], 0x0
	s_load_dwordx2 s[22:23], s[16:17], 0x8
	s_load_dwordx2 s[20:21], s[16:17], 0x10
	s_load_dwordx2 s[18:19], s[16:17], 0x18
	s_load_dwordx2 s[8:9], s[16:17], 0x20
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s25
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s24
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s23
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s22
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s21
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:28
	s_mov_b32 s15, s20
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:36
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	s_mov_b32 s15, s9
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:44
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
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
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v4, s[4:5], v0, v2
	v_cvt_f32_u32_e32 v3, v2
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e64 v3, s[4:5], v3, v4
	v_mul_hi_u32 v3, v1, v3
	v_mul_lo_u32 v3, v3, v2
	v_sub_u32_e64 v1, s[4:5], v1, v3
	v_cmp_ge_u32_e64 s[4:5], v1, v2
	v_sub_u32_e64 v3, s[6:7], v1, v2
	v_cndmask_b32_e64 v1, v1, v3, s[4:5]
	v_cmp_ge_u32_e64 s[4:5], v1, v2
	v_sub_u32_e64 v2, s[6:7], v1, v2
	v_cndmask_b32_e64 v1, v1, v2, s[4:5]
	buffer_store_dword v1, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v3, s[4:5], v0, v2
	v_cvt_f32_u32_e32 v0, v2
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v3, v3, v0
	v_mul_hi_u32 v3, v0, v3
	v_add_u32_e64 v0, s[4:5], v0, v3
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v3, v0, v2
	v_sub_u32_e64 v1, s[4:5], v1, v3
	v_cmp_ge_u32_e64 s[8:9], v1, v2
	v_sub_u32_e64 v3, s[4:5], v1, v2
	v_cndmask_b32_e64 v1, v1, v3, s[8:9]
	v_cmp_ge_u32_e64 s[6:7], v1, v2
	s_mov_b32 s4, 1
	v_add_u32_e64 v1, s[10:11], v0, s4
	v_cndmask_b32_e64 v0, v0, v1, s[8:9]
	v_add_u32_e64 v1, s[8:9], v0, s4
	v_cndmask_b32_e64 v0, v0, v1, s[6:7]
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	s_mov_b32 s5, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, s5
	v_lshrrev_b32_e64 v0, s4, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, s5
	v_lshrrev_b32_e64 v0, s4, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 1
	v_writelane_b32 v40, s7, 2
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	v_readlane_b32 s4, v40, 1
	v_readlane_b32 s5, v40, 2
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 3
	v_writelane_b32 v40, s5, 4
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.2:
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_branch .LBB0_4
.LBB0_3:
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_branch .LBB0_1
.LBB0_4:
	v_readlane_b32 s4, v40, 3
	v_readlane_b32 s5, v40, 4
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 5
	v_writelane_b32 v40, s7, 6
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_7
.LBB0_5:
	v_readlane_b32 s4, v40, 5
	v_readlane_b32 s5, v40, 6
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 7
	v_writelane_b32 v40, s5, 8
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.6:
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_branch .LBB0_8
.LBB0_7:
	buffer_load_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	s_branch .LBB0_5
.LBB0_8:
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s5, v40, 8
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 9
	v_writelane_b32 v40, s7, 10
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_11
.LBB0_9:
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_12
; %bb.10:
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_branch .LBB0_12
.LBB0_11:
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_branch .LBB0_9
.LBB0_12:
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 13
	v_writelane_b32 v40, s7, 14
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_13
	s_branch .LBB0_15
.LBB0_13:
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 15
	v_writelane_b32 v40, s5, 16
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_16
; %bb.14:
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_branch .LBB0_16
.LBB0_15:
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	s_branch .LBB0_13
.LBB0_16:
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 17
	v_writelane_b32 v40, s5, 18
.LBB0_17:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_20 Depth 2
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	v_readlane_b32 s6, v40, 17
	v_readlane_b32 s7, v40, 18
	v_writelane_b32 v40, s6, 21
	v_writelane_b32 v40, s7, 22
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v1, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 23
	v_writelane_b32 v40, s5, 24
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 27
	v_writelane_b32 v40, s5, 28
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_17 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
	s_branch .LBB0_20
.LBB0_19:                               ;   in Loop: Header=BB0_17 Depth=1
	v_readlane_b32 s4, v40, 27
	v_readlane_b32 s5, v40, 28
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 21
	v_readlane_b32 s9, v40, 22
	v_readlane_b32 s6, v40, 25
	v_readlane_b32 s7, v40, 26
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 19
	v_writelane_b32 v40, s7, 20
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 31
	v_writelane_b32 v40, s7, 32
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_17
	s_branch .LBB0_27
.LBB0_20:                               ;   Parent Loop BB0_17 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_readlane_b32 s4, v40, 33
	v_readlane_b32 s5, v40, 34
	v_readlane_b32 s6, v40, 29
	v_readlane_b32 s7, v40, 30
	v_writelane_b32 v40, s6, 35
	v_writelane_b32 v40, s7, 36
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 37
	v_writelane_b32 v40, s5, 38
	v_writelane_b32 v40, s4, 39
	v_writelane_b32 v40, s5, 40
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 41
	v_writelane_b32 v40, s5, 42
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_22
; %bb.21:                               ;   in Loop: Header=BB0_20 Depth=2
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v1, s[4:5], v1, v2
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:68
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v2, s[4:5], v2, v3
	v_add_u32_e64 v1, s[4:5], v1, v2
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:116
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s5, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:116
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
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e64 v1, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:112
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
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	v_mac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	s_branch .LBB0_23
.LBB0_22:                               ;   in Loop: Header=BB0_20 Depth=2
	v_readlane_b32 s4, v40, 41
	v_readlane_b32 s5, v40, 42
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 35
	v_readlane_b32 s9, v40, 36
	v_readlane_b32 s6, v40, 39
	v_readlane_b32 s7, v40, 40
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 33
	v_writelane_b32 v40, s7, 34
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 29
	v_writelane_b32 v40, s7, 30
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 43
	v_writelane_b32 v40, s7, 44
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_20
	s_branch .LBB0_24
.LBB0_23:                               ;   in Loop: Header=BB0_20 Depth=2
	v_readlane_b32 s4, v40, 37
	v_readlane_b32 s5, v40, 38
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 39
	v_writelane_b32 v40, s5, 40
	s_branch .LBB0_22
.LBB0_24:                               ;   in Loop: Header=BB0_17 Depth=1
	v_readlane_b32 s4, v40, 43
	v_readlane_b32 s5, v40, 44
	s_or_b64 exec, exec, s[4:5]
; %bb.25:                               ;   in Loop: Header=BB0_17 Depth=1
; %bb.26:                               ;   in Loop: Header=BB0_17 Depth=1
	v_readlane_b32 s4, v40, 23
	v_readlane_b32 s5, v40, 24
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	s_branch .LBB0_19
.LBB0_27:
	v_readlane_b32 s4, v40, 31
	v_readlane_b32 s5, v40, 32
	s_or_b64 exec, exec, s[4:5]
; %bb.28:
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_mov_b32 s4, 0.5
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v0, v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	v_cvt_u32_f32_e64 v2, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s4, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:48
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
	.amdhsa_kernel simpleConvolution
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16560
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
.Lfunc_end0:
	.size	simpleConvolution, .Lfunc_end0-simpleConvolution
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3600
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16560
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
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z13get_global_idj
	.amdgpu_metadata
---
amdhsa.kernels:
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .type_name:      uint2
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      uint2
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
    .name:           simpleConvolution
    .private_segment_fixed_size: 16560
    .sgpr_count:     40
    .sgpr_spill_count: 53
    .symbol:         simpleConvolution.kd
    .vgpr_count:     41
    .vgpr_spill_count: 19
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
