	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	dynproc_kernel          ; -- Begin function dynproc_kernel
	.globl	dynproc_kernel
	.p2align	8
	.type	dynproc_kernel,@function
dynproc_kernel:                         ; @dynproc_kernel
; %bb.0:
	s_mov_b32 s32, 0x3800
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
	buffer_store_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	s_load_dword s30, s[16:17], 0x0
	s_load_dwordx2 s[28:29], s[16:17], 0x8
	s_load_dwordx2 s[26:27], s[16:17], 0x10
	s_load_dwordx2 s[24:25], s[16:17], 0x18
	s_load_dword s23, s[16:17], 0x20
	s_load_dword s22, s[16:17], 0x24
	s_load_dword s21, s[16:17], 0x28
	s_load_dword s20, s[16:17], 0x2c
	s_load_dword s19, s[16:17], 0x30
	s_load_dword s18, s[16:17], 0x34
	s_load_dword s15, s[16:17], 0x38
	s_load_dwordx2 s[8:9], s[16:17], 0x40
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s30
	buffer_store_dword v3, off, s[0:3], s33 offset:4
	s_mov_b32 s30, s29
	v_mov_b32_e32 v3, s30
	buffer_store_dword v3, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr28 killed $sgpr28 killed $sgpr28_sgpr29
	v_mov_b32_e32 v3, s28
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s28, s27
	v_mov_b32_e32 v3, s28
	buffer_store_dword v3, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr26 killed $sgpr26 killed $sgpr26_sgpr27
	v_mov_b32_e32 v3, s26
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b32 s26, s25
	v_mov_b32_e32 v3, s26
	buffer_store_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr24 killed $sgpr24 killed $sgpr24_sgpr25
	v_mov_b32_e32 v3, s24
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v3, s23
	buffer_store_dword v3, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v3, s22
	buffer_store_dword v3, off, s[0:3], s33 offset:36
	v_mov_b32_e32 v3, s21
	buffer_store_dword v3, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v3, s20
	buffer_store_dword v3, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v3, s19
	buffer_store_dword v3, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s18
	buffer_store_dword v3, off, s[0:3], s33 offset:52
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:56
	s_mov_b32 s15, s9
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:68
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:64
	s_mov_b32 s8, 0
	s_mov_b32 s18, 0x48
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s8
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
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	buffer_store_dword v31, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
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
	buffer_load_dword v31, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:72
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
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
	buffer_load_dword v31, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v2
	s_mov_b32 s4, 1
	v_lshlrev_b32_e64 v1, s4, v1
	v_sub_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v1, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 13
	v_writelane_b32 v40, s7, 14
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_1
	s_branch .LBB0_3
.LBB0_1:
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_mov_b32 s6, 0
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 15
	v_writelane_b32 v40, s5, 16
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, s4, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_branch .LBB0_4
.LBB0_3:
	s_branch .LBB0_1
.LBB0_4:
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s4
	v_cmp_le_i32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_5
	s_branch .LBB0_7
.LBB0_5:
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.6:
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v1, v1, v2
	v_not_b32_e32 v1, v1
	s_mov_b32 s4, -1
	v_add3_u32 v0, v0, v1, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_branch .LBB0_8
.LBB0_7:
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	s_branch .LBB0_5
.LBB0_8:
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 21
	v_writelane_b32 v40, s7, 22
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_11
.LBB0_9:
	v_readlane_b32 s4, v40, 21
	v_readlane_b32 s5, v40, 22
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 23
	v_writelane_b32 v40, s5, 24
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_12
; %bb.10:
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_branch .LBB0_12
.LBB0_11:
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	s_branch .LBB0_9
.LBB0_12:
	v_readlane_b32 s4, v40, 23
	v_readlane_b32 s5, v40, 24
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	v_cmp_le_i32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 25
	v_writelane_b32 v40, s7, 26
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_13
	s_branch .LBB0_15
.LBB0_13:
	v_readlane_b32 s4, v40, 25
	v_readlane_b32 s5, v40, 26
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 27
	v_writelane_b32 v40, s5, 28
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_16
; %bb.14:
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_branch .LBB0_16
.LBB0_15:
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	s_branch .LBB0_13
.LBB0_16:
	v_readlane_b32 s4, v40, 27
	v_readlane_b32 s5, v40, 28
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:100
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], 0
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 31
	v_writelane_b32 v40, s5, 32
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_18
; %bb.17:
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	s_waitcnt vmcnt(0)
	v_cmp_le_i32_e64 s[4:5], v0, v1
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
.LBB0_18:
	v_readlane_b32 s6, v40, 31
	v_readlane_b32 s7, v40, 32
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	buffer_store_byte v0, off, s[0:3], s33 offset:116
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 33
	v_writelane_b32 v40, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_22
; %bb.19:
	buffer_load_dword v0, off, s[0:3], s33 offset:96
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s4
	v_cmp_le_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 35
	v_writelane_b32 v40, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_21
; %bb.20:
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:96
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
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v1, v[0:1], off
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:52
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v2
	ds_write_b32 v0, v1
.LBB0_21:
	v_readlane_b32 s4, v40, 35
	v_readlane_b32 s5, v40, 36
	s_or_b64 exec, exec, s[4:5]
.LBB0_22:
	v_readlane_b32 s8, v40, 33
	v_readlane_b32 s9, v40, 34
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	s_mov_b32 s8, 0
	s_mov_b32 s18, 0x48
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s8
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
	buffer_store_dword v0, off, s[0:3], s33 offset:120
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 37
	v_writelane_b32 v40, s5, 38
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s6, v40, 39
	v_readlane_b32 s7, v40, 40
	v_readlane_b32 s8, v40, 41
	v_readlane_b32 s9, v40, 42
	v_readlane_b32 s4, v40, 43
	v_readlane_b32 s5, v40, 44
	v_readlane_b32 s10, v40, 37
	v_readlane_b32 s11, v40, 38
	v_writelane_b32 v40, s10, 45
	v_writelane_b32 v40, s11, 46
	v_writelane_b32 v40, s6, 47
	v_writelane_b32 v40, s7, 48
	buffer_load_dword v0, off, s[0:3], s33 offset:120
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[10:11], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 49
	v_writelane_b32 v40, s5, 50
	s_or_b64 s[8:9], s[8:9], exec
	v_writelane_b32 v40, s8, 51
	v_writelane_b32 v40, s9, 52
	v_writelane_b32 v40, s8, 53
	v_writelane_b32 v40, s9, 54
	v_writelane_b32 v40, s4, 55
	v_writelane_b32 v40, s5, 56
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 57
	v_writelane_b32 v40, s5, 58
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_42
; %bb.24:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, s4
	buffer_store_byte v0, off, s[0:3], s33 offset:117
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:120
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s4
	v_cmp_ge_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 59
	v_writelane_b32 v40, s5, 60
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_43
; %bb.25:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	buffer_load_dword v2, off, s[0:3], s33 offset:120
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v1, v1, v2
	s_mov_b32 s4, -2
	v_add_u32_e64 v1, v1, s4
	v_cmp_le_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 61
	v_writelane_b32 v40, s5, 62
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_41
; %bb.26:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_ubyte v0, off, s[0:3], s33 offset:116
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, 1, v0
	v_cmp_eq_u32_e64 s[6:7], v0, 1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 63
	v_writelane_b32 v41, s5, 0
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_31
; %bb.27:                               ;   in Loop: Header=BB0_23 Depth=1
	s_mov_b32 s4, 1
	v_mov_b32_e32 v0, s4
	buffer_store_byte v0, off, s[0:3], s33 offset:117
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:124
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:128
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:132
	buffer_load_dword v0, off, s[0:3], s33 offset:124
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:128
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v41, s6, 1
	v_writelane_b32 v41, s7, 2
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_28
	s_branch .LBB0_30
.LBB0_28:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v41, 1
	v_readlane_b32 s5, v41, 2
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v41, s4, 3
	v_writelane_b32 v41, s5, 4
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.29:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:124
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_branch .LBB0_32
.LBB0_30:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:128
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	s_branch .LBB0_28
.LBB0_31:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v40, 63
	v_readlane_b32 s5, v41, 0
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_41
.LBB0_32:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v41, 3
	v_readlane_b32 s5, v41, 4
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:136
	buffer_load_dword v0, off, s[0:3], s33 offset:136
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:132
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, v1
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v41, s6, 5
	v_writelane_b32 v41, s7, 6
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_33
	s_branch .LBB0_35
.LBB0_33:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v41, 5
	v_readlane_b32 s5, v41, 6
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v41, s4, 7
	v_writelane_b32 v41, s5, 8
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.34:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:136
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_branch .LBB0_36
.LBB0_35:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:132
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	s_branch .LBB0_33
.LBB0_36:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v41, 7
	v_readlane_b32 s5, v41, 8
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:136
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v2, off, s[0:3], s33 offset:120
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	v_mul_lo_u32 v0, v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:136
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v4, off, s[0:3], s33 offset:140
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v1, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_mov_b32 s4, 2
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v1, s[6:7], v1, v4
	v_addc_co_u32_e64 v3, s[6:7], v2, v3, s[6:7]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_dword v1, v[1:2], off
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v0, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v2
	ds_write_b32 v0, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_mov_b32 s4, 11
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v41, s4, 9
	v_writelane_b32 v41, s5, 10
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.37:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:120
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v41, s4, 11
	v_writelane_b32 v41, s5, 12
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:96
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
	v_add_co_u32_e64 v0, s[6:7], v0, v3
	v_addc_co_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:144
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:144
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_lshlrev_b64 v[4:5], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, 1
	global_store_dword v[0:1], v2, off
.LBB0_39:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v41, 11
	v_readlane_b32 s5, v41, 12
	s_or_b64 exec, exec, s[4:5]
.LBB0_40:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v41, 9
	v_readlane_b32 s5, v41, 10
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_31
.LBB0_41:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v40, 61
	v_readlane_b32 s5, v40, 62
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_43
.LBB0_42:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s4, v40, 57
	v_readlane_b32 s5, v40, 58
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s10, v40, 47
	v_readlane_b32 s11, v40, 48
	v_readlane_b32 s12, v40, 45
	v_readlane_b32 s13, v40, 46
	v_readlane_b32 s8, v40, 53
	v_readlane_b32 s9, v40, 54
	v_readlane_b32 s6, v40, 55
	v_readlane_b32 s7, v40, 56
	s_mov_b64 s[4:5], s[8:9]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], s[6:7], exec
	s_or_b64 s[10:11], s[10:11], s[12:13]
	v_writelane_b32 v41, s10, 13
	v_writelane_b32 v41, s11, 14
	v_writelane_b32 v40, s10, 39
	v_writelane_b32 v40, s11, 40
	v_writelane_b32 v40, s8, 41
	v_writelane_b32 v40, s9, 42
	v_writelane_b32 v40, s6, 43
	v_writelane_b32 v40, s7, 44
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 37
	v_writelane_b32 v40, s7, 38
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v41, s6, 15
	v_writelane_b32 v41, s7, 16
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_23
	s_branch .LBB0_53
.LBB0_43:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s8, v40, 59
	v_readlane_b32 s9, v40, 60
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	s_mov_b32 s8, 0
	s_mov_b32 s18, 0x48
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s8
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
	buffer_load_dword v0, off, s[0:3], s33 offset:120
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s4, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s4
	v_cmp_ne_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v41, s4, 17
	v_writelane_b32 v41, s5, 18
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v41, s4, 19
	v_writelane_b32 v41, s5, 20
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_47
	s_branch .LBB0_45
.LBB0_44:
	s_branch .LBB0_50
.LBB0_45:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_ubyte v0, off, s[0:3], s33 offset:117
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, 1, v0
	v_cmp_eq_u32_e64 s[6:7], v0, 1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v41, s4, 21
	v_writelane_b32 v41, s5, 22
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_48
; %bb.46:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s4, v1
	v_add_u32_e64 v0, v0, v2
	ds_read_b32 v1, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, v2
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v0, v1
	s_branch .LBB0_48
.LBB0_47:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s10, v41, 19
	v_readlane_b32 s11, v41, 20
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v40, 51
	v_readlane_b32 s7, v40, 52
	v_readlane_b32 s4, v40, 49
	v_readlane_b32 s5, v40, 50
	v_readlane_b32 s8, v41, 17
	v_readlane_b32 s9, v41, 18
	s_mov_b64 s[10:11], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v40, s6, 53
	v_writelane_b32 v40, s7, 54
	v_writelane_b32 v40, s4, 55
	v_writelane_b32 v40, s5, 56
	s_branch .LBB0_42
.LBB0_48:                               ;   in Loop: Header=BB0_23 Depth=1
	v_readlane_b32 s8, v41, 21
	v_readlane_b32 s9, v41, 22
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	s_mov_b32 s8, 0
	s_mov_b32 s18, 0x48
                                        ; kill: def $sgpr18 killed $sgpr18 def $sgpr18_sgpr19
	s_mov_b32 s19, s8
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
; %bb.49:                               ;   in Loop: Header=BB0_23 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:120
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:120
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v41, s4, 17
	v_writelane_b32 v41, s5, 18
	s_branch .LBB0_47
.LBB0_50:
	v_readlane_b32 s4, v41, 23
	v_readlane_b32 s5, v41, 24
	s_or_b64 exec, exec, s[4:5]
	buffer_load_ubyte v0, off, s[0:3], s33 offset:117
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v0, 1, v0
	v_cmp_eq_u32_e64 s[6:7], v0, 1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v41, s4, 25
	v_writelane_b32 v41, s5, 26
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_52
; %bb.51:
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v0, v0, s4, v1
	ds_read_b32 v2, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96
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
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB0_52:
	v_readlane_b32 s4, v41, 25
	v_readlane_b32 s5, v41, 26
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
.LBB0_53:
	v_readlane_b32 s4, v41, 15
	v_readlane_b32 s5, v41, 16
	s_or_b64 exec, exec, s[4:5]
; %bb.54:
	v_readlane_b32 s4, v41, 13
	v_readlane_b32 s5, v41, 14
	s_mov_b64 s[6:7], -1
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v41, s6, 23
	v_writelane_b32 v41, s7, 24
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_50
	s_branch .LBB0_44
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel dynproc_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16608
		.amdhsa_kernarg_size 128
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
	.size	dynproc_kernel, .Lfunc_end0-dynproc_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6408
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16608
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
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
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z14get_local_sizej
	.addrsig_sym _Z12get_group_idj
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z7barrierj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         52
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         56
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           dynproc_kernel
    .private_segment_fixed_size: 16608
    .sgpr_count:     40
    .sgpr_spill_count: 101
    .symbol:         dynproc_kernel.kd
    .vgpr_count:     42
    .vgpr_spill_count: 29
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
