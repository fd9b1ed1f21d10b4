	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	ran1                            ; -- Begin function ran1
	.globl	ran1
	.p2align	2
	.type	ran1,@function
ran1:                                   ; @ran1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:52 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 35
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x1000
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	v_writelane_b32 v40, s14, 2
	v_writelane_b32 v40, s13, 3
	v_writelane_b32 v40, s12, 4
	v_writelane_b32 v40, s10, 5
	v_writelane_b32 v40, s11, 6
	v_writelane_b32 v40, s8, 7
	v_writelane_b32 v40, s9, 8
	v_writelane_b32 v40, s6, 9
	v_writelane_b32 v40, s7, 10
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_writelane_b32 v40, s16, 13
	v_writelane_b32 v40, s17, 14
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s16, v40, 13
	v_readlane_b32 s17, v40, 14
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_readlane_b32 s8, v40, 7
	v_readlane_b32 s9, v40, 8
	v_readlane_b32 s10, v40, 5
	v_readlane_b32 s11, v40, 6
	v_readlane_b32 s12, v40, 4
	v_readlane_b32 s13, v40, 3
	v_readlane_b32 s14, v40, 2
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_readlane_b32 s6, v40, 9
	v_readlane_b32 s7, v40, 10
	v_readlane_b32 s8, v40, 7
	v_readlane_b32 s9, v40, 8
	v_readlane_b32 s10, v40, 5
	v_readlane_b32 s11, v40, 6
	v_readlane_b32 s12, v40, 4
	v_readlane_b32 s13, v40, 3
	v_readlane_b32 s14, v40, 2
	buffer_load_dword v31, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v6, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v4
	v_mul_lo_u32 v1, v0, v1
	v_mov_b32_e32 v0, v2
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	v_mov_b32_e32 v0, 16
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 15
	v_writelane_b32 v40, s5, 16
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	v_readlane_b32 s6, v40, 15
	v_readlane_b32 s7, v40, 16
	v_writelane_b32 v40, s6, 19
	v_writelane_b32 v40, s7, 20
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	v_writelane_b32 v40, s4, 23
	v_writelane_b32 v40, s5, 24
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33
	s_mov_b32 s4, 0x834e0b5f
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v0, v1, s4
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_mov_b32 s4, 31
	v_lshrrev_b32_e64 v1, s4, v0
	s_mov_b32 s4, 16
	v_ashrrev_i32_e64 v0, s4, v0
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	s_mov_b32 s4, 0x1f31d
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, s4
	v_sub_u32_e64 v0, s[4:5], v0, v2
	s_mov_b32 s4, 0x41a7
	v_mul_lo_u32 v0, v0, s4
	s_mov_b32 s4, 0xb14
	v_mul_lo_u32 v1, v1, s4
	v_sub_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 27
	v_writelane_b32 v40, s5, 28
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_5
; %bb.3:                                ;   in Loop: Header=BB0_1 Depth=1
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 0x7fffffff
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, s4
	buffer_store_dword v0, off, s[0:3], s33
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s4, v40, 25
	v_readlane_b32 s5, v40, 26
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 19
	v_readlane_b32 s9, v40, 20
	v_readlane_b32 s6, v40, 23
	v_readlane_b32 s7, v40, 24
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 15
	v_writelane_b32 v40, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 29
	v_writelane_b32 v40, s7, 30
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_9
.LBB0_5:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s4, v40, 27
	v_readlane_b32 s5, v40, 28
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s4, 16
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 31
	v_writelane_b32 v40, s5, 32
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:20
	s_mov_b32 s4, 4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s4, v2
	buffer_load_dword v3, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[4:5], v2, v3
	s_mov_b32 s4, 2
	v_lshlrev_b32_e64 v2, s4, v2
	v_add_u32_e64 v0, s[4:5], v0, v2
	s_mov_b32 m0, -1
	ds_write_b32 v0, v1
.LBB0_7:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s4, v40, 31
	v_readlane_b32 s5, v40, 32
	s_or_b64 exec, exec, s[4:5]
; %bb.8:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s4, v40, 21
	v_readlane_b32 s5, v40, 22
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 23
	v_writelane_b32 v40, s5, 24
	s_branch .LBB0_4
.LBB0_9:
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	s_or_b64 exec, exec, s[4:5]
; %bb.10:
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_mov_b32 s4, 6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_mov_b32 m0, -1
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33
	s_mov_b32 s4, 0x834e0b5f
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v0, v1, s4
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_mov_b32 s4, 31
	v_lshrrev_b32_e64 v1, s4, v0
	s_mov_b32 s4, 16
	v_ashrrev_i32_e64 v0, s4, v0
	v_add_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	s_mov_b32 s4, 0x1f31d
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v1, s4
	v_sub_u32_e64 v0, s[4:5], v0, v2
	s_mov_b32 s4, 0x41a7
	v_mul_lo_u32 v0, v0, s4
	s_mov_b32 s4, 0xb14
	v_mul_lo_u32 v1, v1, s4
	v_sub_u32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 33
	v_writelane_b32 v40, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_12
; %bb.11:
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 0x7fffffff
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, s4
	buffer_store_dword v0, off, s[0:3], s33
.LBB0_12:
	v_readlane_b32 s6, v40, 33
	v_readlane_b32 s7, v40, 34
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s6, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v1, s6, v0
	s_mov_b32 s6, 5
	v_lshrrev_b32_e64 v1, s6, v1
	v_add_u32_e64 v0, s[6:7], v0, v1
	s_mov_b32 s6, 27
	v_ashrrev_i32_e64 v0, s6, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_mov_b32 s6, 4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s6, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, s[6:7], v1, v2
	s_mov_b32 s6, 2
	v_lshlrev_b32_e64 v1, s6, v1
	v_add_u32_e64 v0, s[6:7], v0, v1
	s_mov_b32 m0, -1
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e64 v0, v0
	s_mov_b32 s6, 0x30000000
	v_mul_f32_e64 v0, v0, s6
	s_add_i32 s32, s32, 0xfffff000
	v_readlane_b32 s33, v40, 35
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:52 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	ran1, .Lfunc_end0-ran1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2200
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.protected	noise_uniform           ; -- Begin function noise_uniform
	.globl	noise_uniform
	.p2align	8
	.type	noise_uniform,@function
noise_uniform:                          ; @noise_uniform
; %bb.0:
	s_mov_b32 s32, 0x1800
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v41, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v41, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v41, 0
	v_writelane_b32 v41, s12, 2
	v_writelane_b32 v41, s10, 3
	v_writelane_b32 v41, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v41, s6, 5
	v_writelane_b32 v41, s7, 6
	v_writelane_b32 v41, s4, 7
	v_writelane_b32 v41, s5, 8
	buffer_store_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
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
	v_writelane_b32 v41, s8, 9
	v_writelane_b32 v41, s9, 10
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	v_writelane_b32 v41, s16, 11
	v_writelane_b32 v41, s17, 12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s16, v41, 11
	v_readlane_b32 s17, v41, 12
	v_readlane_b32 s4, v41, 7
	v_readlane_b32 s5, v41, 8
	v_readlane_b32 s6, v41, 5
	v_readlane_b32 s7, v41, 6
	v_readlane_b32 s8, v41, 9
	v_readlane_b32 s9, v41, 10
	v_readlane_b32 s10, v41, 3
	v_readlane_b32 s11, v41, 4
	v_readlane_b32 s12, v41, 2
	v_readlane_b32 s13, v41, 1
	v_readlane_b32 s14, v41, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v41, 7
	v_readlane_b32 s5, v41, 8
	v_readlane_b32 s6, v41, 5
	v_readlane_b32 s7, v41, 6
	v_readlane_b32 s8, v41, 9
	v_readlane_b32 s9, v41, 10
	v_readlane_b32 s10, v41, 3
	v_readlane_b32 s11, v41, 4
	v_readlane_b32 s12, v41, 2
	v_readlane_b32 s13, v41, 1
	v_readlane_b32 s14, v41, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_readlane_b32 s4, v41, 7
	v_readlane_b32 s5, v41, 8
	v_readlane_b32 s6, v41, 5
	v_readlane_b32 s7, v41, 6
	v_readlane_b32 s8, v41, 9
	v_readlane_b32 s9, v41, 10
	v_readlane_b32 s10, v41, 3
	v_readlane_b32 s11, v41, 4
	v_readlane_b32 s12, v41, 2
	v_readlane_b32 s13, v41, 1
	v_readlane_b32 s14, v41, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v6, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v4
	v_mul_lo_u32 v1, v0, v1
	v_mov_b32_e32 v0, v2
	v_add_u32_e64 v0, s[16:17], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr15
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s15, 2
	v_writelane_b32 v41, s15, 13
	v_lshlrev_b64 v[4:5], s15, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_u32_e64 v4, s[16:17], v2, v3
	v_addc_u32_e64 v0, s[16:17], v0, v1, s[16:17]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b64 s[18:19], 2
	v_writelane_b32 v41, s18, 14
	v_writelane_b32 v41, s19, 15
	v_mov_b32_e32 v0, v4
	s_mov_b32 s16, s18
	v_mov_b32_e32 v1, v5
	s_mov_b32 s15, s19
	v_add_u32_e64 v0, s[16:17], v0, s16
	v_mov_b32_e32 v2, s15
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_ushort v2, v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	s_mov_b32 s15, 16
	v_lshlrev_b32_e64 v1, s15, v3
	flat_load_ushort v0, v[4:5]
	s_waitcnt vmcnt(0)
	v_or_b32_e64 v1, v0, v1
	s_mov_b32 s15, 8
	v_lshrrev_b32_e64 v1, s15, v1
	v_bfe_u32 v3, v3, 8, 8
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14convert_float4Dv4_h@rel32@lo+4
	s_addc_u32 s17, s17, _Z14convert_float4Dv4_h@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v41, 7
	v_readlane_b32 s5, v41, 8
	v_readlane_b32 s6, v41, 5
	v_readlane_b32 s7, v41, 6
	v_readlane_b32 s8, v41, 9
	v_readlane_b32 s9, v41, 10
	v_readlane_b32 s10, v41, 3
	v_readlane_b32 s11, v41, 4
	v_readlane_b32 s12, v41, 2
	v_readlane_b32 s13, v41, 1
	v_readlane_b32 s14, v41, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v7, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v6, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v5
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v0, v4
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, v3
	buffer_store_dword v0, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v0, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	buffer_load_dword v7, off, s[0:3], s33 offset:36
	buffer_load_dword v2, off, s[0:3], s33 offset:40
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr16
	v_mov_b32_e32 v0, s15
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4_vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v7
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v2, v4
	v_add_f32_e64 v0, v0, v2
	v_mov_b32_e32 v3, v5
	v_add_f32_e64 v0, v0, v3
	v_add_f32_e64 v2, v0, v2
	s_mov_b32 s15, 4.0
	v_div_scale_f32 v5, vcc, v2, s15, v2
	v_div_scale_f32 v0, s[16:17], s15, s15, v2
	v_rcp_f32_e64 v4, v0
	s_mov_b32 s17, 3
	s_mov_b32 s16, 1.0
	s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s17
	v_fma_f32 v3, -v0, v4, s16
	v_fma_f32 v3, v3, v4, v4
	v_mul_f32_e64 v6, v5, v3
	v_fma_f32 v4, -v0, v6, v5
	v_fma_f32 v4, v4, v3, v6
	v_fma_f32 v0, -v0, v4, v5
	s_mov_b32 s16, 0
	s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s16
	v_div_fmas_f32 v0, v0, v3, v4
	v_div_fixup_f32 v0, v0, s15, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_cvt_i32_f32_e64 v0, -v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, ran1@rel32@lo+4
	s_addc_u32 s17, s17, ran1@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v41, 7
	v_readlane_b32 s5, v41, 8
	v_readlane_b32 s6, v41, 5
	v_readlane_b32 s7, v41, 6
	v_readlane_b32 s8, v41, 9
	v_readlane_b32 s9, v41, 10
	v_readlane_b32 s10, v41, 3
	v_readlane_b32 s11, v41, 4
	v_readlane_b32 s12, v41, 2
	v_readlane_b32 s13, v41, 1
	v_readlane_b32 s14, v41, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s15, 0xbf0ccccd
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v0, v0, s15
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e64 v1, v1
	v_mul_f32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v5, off, s[0:3], s33 offset:32
	buffer_load_dword v2, off, s[0:3], s33 offset:36
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6_vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v6, v2
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v7, v1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v4, off, s[0:3], s33 offset:52
	v_mov_b32_e32 v0, v5
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v0, v0, v4
	v_mov_b32_e32 v1, v6
	v_add_f32_e64 v1, v1, v4
	v_mov_b32_e32 v2, v7
	v_add_f32_e64 v2, v2, v4
	v_mov_b32_e32 v3, v8
	v_add_f32_e64 v3, v3, v4
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z18convert_uchar4_satDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z18convert_uchar4_satDv4_f@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v41, 13
	v_readlane_b32 s6, v41, 14
	v_readlane_b32 s7, v41, 15
	buffer_store_dword v1, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v7, v3
	buffer_load_dword v4, off, s[0:3], s33 offset:16
	buffer_load_dword v3, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	buffer_load_dword v8, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v8
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v3
	v_lshlrev_b64 v[8:9], s4, v[8:9]
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v9
	v_add_u32_e64 v3, s[4:5], v3, v6
	v_addc_u32_e64 v5, s[4:5], v4, v5, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_mov_b64 s[8:9], 3
	v_mov_b32_e32 v5, v3
	s_mov_b32 s4, s8
	v_mov_b32_e32 v6, v4
	s_mov_b32 s8, s9
	v_add_u32_e64 v5, s[4:5], v5, s4
	v_mov_b32_e32 v8, s8
	v_addc_u32_e64 v8, s[4:5], v6, v8, s[4:5]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v8
	flat_store_byte v[5:6], v7
	v_mov_b32_e32 v5, v3
	s_mov_b32 s4, s6
	v_mov_b32_e32 v6, v4
	s_mov_b32 s6, s7
	v_add_u32_e64 v5, s[4:5], v5, s4
	v_mov_b32_e32 v7, s6
	v_addc_u32_e64 v7, s[4:5], v6, v7, s[4:5]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	flat_store_byte v[5:6], v1
	flat_store_byte v[3:4], v0
	s_mov_b64 s[6:7], 1
	v_mov_b32_e32 v0, v3
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v3, s6
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_byte v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel noise_uniform
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
	.size	noise_uniform, .Lfunc_end1-noise_uniform
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2420
; NumSgprs: 40
; NumVgprs: 42
; ScratchSize: 16544
; MemoryBound: 0
; FloatMode: 192
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
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z13get_global_idj
	.hidden	_Z15get_global_sizej
	.hidden	_Z14convert_float4Dv4_h
	.hidden	_Z18convert_uchar4_satDv4_f
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym ran1
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z14get_local_sizej
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z15get_global_sizej
	.addrsig_sym _Z14convert_float4Dv4_h
	.addrsig_sym _Z18convert_uchar4_satDv4_f
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
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
    .name:           noise_uniform
    .private_segment_fixed_size: 16544
    .sgpr_count:     40
    .sgpr_spill_count: 16
    .symbol:         noise_uniform.kd
    .vgpr_count:     42
    .vgpr_spill_count: 10
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
