	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	kernelLUDecompose       ; -- Begin function kernelLUDecompose
	.globl	kernelLUDecompose
	.p2align	8
	.type	kernelLUDecompose,@function
kernelLUDecompose:                      ; @kernelLUDecompose
; %bb.0:
	s_mov_b32 s32, 0x3000
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
	buffer_store_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x8
	s_load_dword s9, s[16:17], 0x10
	s_load_dword s8, s[16:17], 0x14
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s21
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s20
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:28
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
	v_writelane_b32 v40, s16, 13
	v_writelane_b32 v40, s17, 14
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(8)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
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
	buffer_load_dword v31, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
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
	buffer_load_dword v31, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_writelane_b32 v40, s16, 15
	v_writelane_b32 v40, s17, 16
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
	buffer_load_dword v31, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 15
	v_readlane_b32 s17, v40, 16
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:40
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
	buffer_load_dword v31, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:44
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
	buffer_load_dword v31, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 15
	v_readlane_b32 s17, v40, 16
	v_mov_b32_e32 v3, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_mov_b32 s18, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s18, v1
	s_mov_b32 s15, 30
	v_lshrrev_b32_e64 v2, s15, v2
	v_add_u32_e64 v1, s[20:21], v1, v2
	s_mov_b32 s19, 2
	v_ashrrev_i32_e64 v2, s19, v1
	v_mov_b32_e32 v1, v3
	v_add_u32_e64 v1, s[20:21], v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s18, v1
	v_lshrrev_b32_e64 v2, s15, v2
	v_add_u32_e64 v2, s[18:19], v1, v2
	s_mov_b32 s15, -4
	v_and_b32_e64 v2, v2, s15
	v_sub_u32_e64 v1, s[18:19], v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:52
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b64 s[4:5], 0
	v_cmp_eq_u64_e64 s[6:7], v[0:1], s[4:5]
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 17
	v_writelane_b32 v40, s5, 18
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_5
; %bb.1:
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 19
	v_writelane_b32 v40, s7, 20
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_4
.LBB0_2:
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.3:
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v0, v6
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, s4, v0
	s_mov_b32 s4, 30
	v_lshrrev_b32_e64 v3, s4, v3
	v_add_u32_e64 v3, s[4:5], v0, v3
	s_mov_b32 s4, 2
	v_ashrrev_i32_e64 v3, s4, v3
	v_add_u32_e64 v4, s[4:5], v4, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v7, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[9:10], s4, v[4:5]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v7, v10
	v_add_u32_e64 v4, s[6:7], v4, v8
	v_addc_u32_e64 v7, s[6:7], v5, v7, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	flat_load_dwordx4 v[8:11], v[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v4, v8
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	v_mul_lo_u32 v0, v0, v6
	v_add_u32_e64 v6, s[6:7], v0, v3
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v0, 31, v6
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_lshlrev_b64 v[6:7], s4, v[6:7]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_u32_e64 v0, s[4:5], v0, v3
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[6:9], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v2, v6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_div_scale_f64 v[0:1], s[4:5], v[2:3], v[2:3], v[0:1]
	v_rcp_f64_e64 v[6:7], v[0:1]
	s_mov_b64 s[4:5], 1.0
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v2
	v_div_scale_f64 v[10:11], vcc, v[4:5], v[8:9], v[4:5]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[0:1], -v[0:1], v[8:9], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[6:7], v[8:9]
	v_div_fixup_f64 v[1:2], v[0:1], v[2:3], v[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v3, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v3, s4, v3
	v_add_u32_e64 v0, s[4:5], v0, v3
	s_mov_b32 m0, -1
	ds_write_b64 v0, v[1:2]
	s_branch .LBB0_6
.LBB0_4:
	s_branch .LBB0_2
.LBB0_5:
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_19
.LBB0_6:
	v_readlane_b32 s4, v40, 21
	v_readlane_b32 s5, v40, 22
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 23
	v_writelane_b32 v40, s7, 24
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_9
.LBB0_7:
	v_readlane_b32 s4, v40, 23
	v_readlane_b32 s5, v40, 24
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.8:
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v0, v6
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, s4, v0
	s_mov_b32 s4, 30
	v_lshrrev_b32_e64 v3, s4, v3
	v_add_u32_e64 v3, s[4:5], v0, v3
	s_mov_b32 s4, 2
	v_ashrrev_i32_e64 v3, s4, v3
	v_add_u32_e64 v4, s[4:5], v4, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v7, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[9:10], s4, v[4:5]
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v7, v10
	v_add_u32_e64 v4, s[6:7], v4, v8
	v_addc_u32_e64 v7, s[6:7], v5, v7, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	flat_load_dwordx4 v[8:11], v[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v11
	v_mov_b32_e32 v4, v10
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v7
	v_mul_lo_u32 v0, v0, v6
	v_add_u32_e64 v6, s[6:7], v0, v3
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v0, 31, v6
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
	v_lshlrev_b64 v[6:7], s4, v[6:7]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_u32_e64 v0, s[4:5], v0, v3
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[6:9], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v2, v8
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_div_scale_f64 v[0:1], s[4:5], v[2:3], v[2:3], v[0:1]
	v_rcp_f64_e64 v[6:7], v[0:1]
	s_mov_b64 s[4:5], 1.0
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v2
	v_div_scale_f64 v[10:11], vcc, v[4:5], v[8:9], v[4:5]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[0:1], -v[0:1], v[8:9], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[6:7], v[8:9]
	v_div_fixup_f64 v[1:2], v[0:1], v[2:3], v[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v3, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v3, s4, v3
	v_add_u32_e64 v0, s[4:5], v0, v3
	s_mov_b32 m0, -1
	ds_write_b64 v0, v[1:2]
	s_branch .LBB0_10
.LBB0_9:
	s_branch .LBB0_7
.LBB0_10:
	v_readlane_b32 s4, v40, 25
	v_readlane_b32 s5, v40, 26
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 27
	v_writelane_b32 v40, s7, 28
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_11
	s_branch .LBB0_13
.LBB0_11:
	v_readlane_b32 s4, v40, 27
	v_readlane_b32 s5, v40, 28
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_14
; %bb.12:
	buffer_load_dword v8, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v0, v2
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v1, s4, v0
	s_mov_b32 s4, 30
	v_lshrrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v1, s[4:5], v0, v1
	s_mov_b32 s4, 2
	v_ashrrev_i32_e64 v1, s4, v1
	v_add_u32_e64 v3, s[4:5], v3, v1
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v5, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[10:11], s4, v[3:4]
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v5, v11
	v_add_u32_e64 v4, s[6:7], v4, v6
	v_addc_u32_e64 v3, s[6:7], v3, v5, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v3, v4
	s_mov_b32 s8, s6
	v_mov_b32_e32 v4, v5
	s_mov_b32 s5, s7
	v_add_u32_e64 v3, s[8:9], v3, s8
	v_mov_b32_e32 v5, s5
	v_addc_u32_e64 v5, s[8:9], v4, v5, s[8:9]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	flat_load_dwordx4 v[4:7], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v5
                                        ; kill: def $vgpr4 killed $vgpr4 killed $vgpr4_vgpr5_vgpr6_vgpr7 killed $exec
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_mul_lo_u32 v0, v0, v2
	v_add_u32_e64 v0, s[8:9], v0, v1
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v2, v7
	v_add_u32_e64 v1, s[4:5], v1, v3
	v_addc_u32_e64 v0, s[4:5], v0, v2, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, v1
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v2
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[6:9], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v2, v6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_div_scale_f64 v[0:1], s[4:5], v[2:3], v[2:3], v[0:1]
	v_rcp_f64_e64 v[6:7], v[0:1]
	s_mov_b64 s[4:5], 1.0
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v2
	v_div_scale_f64 v[10:11], vcc, v[4:5], v[8:9], v[4:5]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[0:1], -v[0:1], v[8:9], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[6:7], v[8:9]
	v_div_fixup_f64 v[1:2], v[0:1], v[2:3], v[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v3, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v3, s4, v3
	v_add_u32_e64 v0, s[4:5], v0, v3
	s_mov_b32 m0, -1
	ds_write_b64 v0, v[1:2]
	s_branch .LBB0_14
.LBB0_13:
	s_branch .LBB0_11
.LBB0_14:
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 31
	v_writelane_b32 v40, s7, 32
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_15
	s_branch .LBB0_17
.LBB0_15:
	v_readlane_b32 s4, v40, 31
	v_readlane_b32 s5, v40, 32
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 33
	v_writelane_b32 v40, s5, 34
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_18
; %bb.16:
	buffer_load_dword v8, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v0, v2
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v1, s4, v0
	s_mov_b32 s4, 30
	v_lshrrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v1, s[4:5], v0, v1
	s_mov_b32 s4, 2
	v_ashrrev_i32_e64 v1, s4, v1
	v_add_u32_e64 v3, s[4:5], v3, v1
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v5, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[10:11], s4, v[3:4]
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v5, v11
	v_add_u32_e64 v4, s[6:7], v4, v6
	v_addc_u32_e64 v3, s[6:7], v3, v5, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v3, v4
	s_mov_b32 s8, s6
	v_mov_b32_e32 v4, v5
	s_mov_b32 s5, s7
	v_add_u32_e64 v3, s[8:9], v3, s8
	v_mov_b32_e32 v5, s5
	v_addc_u32_e64 v5, s[8:9], v4, v5, s[8:9]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	flat_load_dwordx4 v[4:7], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v6
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v3
	v_mul_lo_u32 v0, v0, v2
	v_add_u32_e64 v0, s[8:9], v0, v1
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v2, v7
	v_add_u32_e64 v1, s[4:5], v1, v3
	v_addc_u32_e64 v0, s[4:5], v0, v2, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v0, v1
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v2
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[6:9], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v2, v8
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_div_scale_f64 v[0:1], s[4:5], v[2:3], v[2:3], v[0:1]
	v_rcp_f64_e64 v[6:7], v[0:1]
	s_mov_b64 s[4:5], 1.0
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[0:1], v[6:7], s[4:5]
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v2
	v_div_scale_f64 v[10:11], vcc, v[4:5], v[8:9], v[4:5]
	v_mul_f64 v[8:9], v[10:11], v[6:7]
	v_fma_f64 v[0:1], -v[0:1], v[8:9], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[6:7], v[8:9]
	v_div_fixup_f64 v[1:2], v[0:1], v[2:3], v[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v3, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v3, s4, v3
	v_add_u32_e64 v0, s[4:5], v0, v3
	s_mov_b32 m0, -1
	ds_write_b64 v0, v[1:2]
	s_branch .LBB0_18
.LBB0_17:
	s_branch .LBB0_15
.LBB0_18:
	v_readlane_b32 s4, v40, 33
	v_readlane_b32 s5, v40, 34
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_5
.LBB0_19:
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
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
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
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, s[4:5], v1, v2
	v_cmp_ge_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 35
	v_writelane_b32 v40, s5, 36
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_44
; %bb.20:
	buffer_load_dword v0, off, s[0:3], s33 offset:36
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s4, v0
	s_mov_b32 s4, 4
	v_add_u32_e64 v0, s[4:5], v0, s4
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 37
	v_writelane_b32 v40, s5, 38
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_42
; %bb.21:
	buffer_load_dword v10, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v6
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[4:5], v0, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	s_mov_b32 s4, 5
	v_writelane_b32 v40, s4, 39
	v_lshlrev_b64 v[7:8], s4, v[0:1]
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v2, v8
	v_add_u32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[12:15], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v4, v12
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_mov_b32 s5, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s5, v1
	v_add_u32_e64 v0, s[6:7], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[0:1], v0
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v6
	v_add_u32_e64 v2, s[6:7], v2, v3
                                        ; implicit-def: $sgpr6
	v_ashrrev_i32_e64 v6, 31, v2
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	v_lshlrev_b64 v[8:9], s4, v[2:3]
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v6, v9
	v_add_u32_e64 v2, s[6:7], v2, v7
	v_addc_u32_e64 v6, s[6:7], v3, v6, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	flat_load_dwordx4 v[7:10], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v2, v7
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[8:9], -v[0:1], v[2:3], v[4:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:72
	buffer_load_dword v3, off, s[0:3], s33 offset:76
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v5, off, s[0:3], s33 offset:84
	buffer_load_dword v6, off, s[0:3], s33 offset:88
	buffer_load_dword v7, off, s[0:3], s33 offset:92
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v9
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:92
	buffer_store_dword v6, off, s[0:3], s33 offset:88
	buffer_store_dword v5, off, s[0:3], s33 offset:84
	buffer_store_dword v4, off, s[0:3], s33 offset:80
	buffer_store_dword v3, off, s[0:3], s33 offset:76
	buffer_store_dword v2, off, s[0:3], s33 offset:72
	buffer_store_dword v1, off, s[0:3], s33 offset:68
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v10, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v6
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, v3
                                        ; implicit-def: $sgpr6
	v_ashrrev_i32_e64 v2, 31, v0
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[7:8], s4, v[0:1]
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v2, v8
	v_add_u32_e64 v0, s[6:7], v0, v4
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[12:15], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v4, v14
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s5, v1
	v_add_u32_e64 v0, s[6:7], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[0:1], v0
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v6
	v_add_u32_e64 v2, s[6:7], v2, v3
                                        ; implicit-def: $sgpr6
	v_ashrrev_i32_e64 v6, 31, v2
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	v_lshlrev_b64 v[8:9], s4, v[2:3]
	v_mov_b32_e32 v2, v10
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v6, v9
	v_add_u32_e64 v2, s[6:7], v2, v7
	v_addc_u32_e64 v6, s[6:7], v3, v6, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	flat_load_dwordx4 v[7:10], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v2, v9
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[8:9], -v[0:1], v[2:3], v[4:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v5, off, s[0:3], s33 offset:84
	buffer_load_dword v6, off, s[0:3], s33 offset:88
	buffer_load_dword v7, off, s[0:3], s33 offset:92
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v9
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:92
	buffer_store_dword v6, off, s[0:3], s33 offset:88
	buffer_store_dword v5, off, s[0:3], s33 offset:84
	buffer_store_dword v4, off, s[0:3], s33 offset:80
	buffer_store_dword v3, off, s[0:3], s33 offset:68
	buffer_store_dword v2, off, s[0:3], s33 offset:64
	buffer_store_dword v1, off, s[0:3], s33 offset:76
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v8, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v8
	buffer_load_dword v7, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[6:7], v0, v7
                                        ; implicit-def: $sgpr6
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[9:10], s4, v[0:1]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v10
	v_add_u32_e64 v4, s[6:7], v4, v5
	v_addc_u32_e64 v0, s[6:7], v0, v1, s[6:7]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b64 s[6:7], 16
	v_writelane_b32 v40, s6, 40
	v_writelane_b32 v40, s7, 41
	v_mov_b32_e32 v0, v4
	s_mov_b32 s8, s6
	v_mov_b32_e32 v1, v5
	s_mov_b32 s10, s7
	v_add_u32_e64 v0, s[8:9], v0, s8
	v_mov_b32_e32 v4, s10
	v_addc_u32_e64 v4, s[8:9], v1, v4, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_load_dwordx4 v[9:12], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v4, v9
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s5, v1
	v_add_u32_e64 v0, s[8:9], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[0:1], v0
	buffer_load_dword v6, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v6, v8
	v_add_u32_e64 v6, s[8:9], v6, v7
                                        ; implicit-def: $sgpr8
	v_ashrrev_i32_e64 v8, 31, v6
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	v_lshlrev_b64 v[8:9], s4, v[6:7]
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v9
	v_add_u32_e64 v6, s[8:9], v6, v7
	v_addc_u32_e64 v2, s[8:9], v2, v3, s[8:9]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v2, v6
	s_mov_b32 s8, s6
	v_mov_b32_e32 v3, v7
	s_mov_b32 s10, s7
	v_add_u32_e64 v2, s[8:9], v2, s8
	v_mov_b32_e32 v6, s10
	v_addc_u32_e64 v6, s[8:9], v3, v6, s[8:9]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	flat_load_dwordx4 v[7:10], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v2, v7
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[8:9], -v[0:1], v[2:3], v[4:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	buffer_load_dword v4, off, s[0:3], s33 offset:72
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	buffer_load_dword v6, off, s[0:3], s33 offset:88
	buffer_load_dword v7, off, s[0:3], s33 offset:92
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v9
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:92
	buffer_store_dword v6, off, s[0:3], s33 offset:88
	buffer_store_dword v5, off, s[0:3], s33 offset:76
	buffer_store_dword v4, off, s[0:3], s33 offset:72
	buffer_store_dword v3, off, s[0:3], s33 offset:68
	buffer_store_dword v2, off, s[0:3], s33 offset:64
	buffer_store_dword v1, off, s[0:3], s33 offset:84
	buffer_store_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v8, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v8
	buffer_load_dword v7, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v0, s[8:9], v0, v7
                                        ; implicit-def: $sgpr8
	v_ashrrev_i32_e64 v4, 31, v0
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	v_lshlrev_b64 v[9:10], s4, v[0:1]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v10
	v_add_u32_e64 v4, s[8:9], v4, v5
	v_addc_u32_e64 v0, s[8:9], v0, v1, s[8:9]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v0, v4
	s_mov_b32 s8, s6
	v_mov_b32_e32 v1, v5
	s_mov_b32 s10, s7
	v_add_u32_e64 v0, s[8:9], v0, s8
	v_mov_b32_e32 v4, s10
	v_addc_u32_e64 v4, s[8:9], v1, v4, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_load_dwordx4 v[9:12], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v12
	v_mov_b32_e32 v4, v11
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s5, v1
	v_add_u32_e64 v0, s[8:9], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[0:1], v0
	buffer_load_dword v6, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v6, v8
	v_add_u32_e64 v6, s[8:9], v6, v7
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v8, 31, v6
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v8
	v_lshlrev_b64 v[8:9], s4, v[6:7]
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v9
	v_add_u32_e64 v6, s[4:5], v6, v7
	v_addc_u32_e64 v2, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v2, v6
	s_mov_b32 s4, s6
	v_mov_b32_e32 v3, v7
	s_mov_b32 s6, s7
	v_add_u32_e64 v2, s[4:5], v2, s4
	v_mov_b32_e32 v6, s6
	v_addc_u32_e64 v6, s[4:5], v3, v6, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	flat_load_dwordx4 v[7:10], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v2, v9
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v6
	s_waitcnt lgkmcnt(0)
	v_fma_f64 v[8:9], -v[0:1], v[2:3], v[4:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	buffer_load_dword v4, off, s[0:3], s33 offset:72
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	buffer_load_dword v6, off, s[0:3], s33 offset:80
	buffer_load_dword v7, off, s[0:3], s33 offset:84
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v9
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:84
	buffer_store_dword v6, off, s[0:3], s33 offset:80
	buffer_store_dword v5, off, s[0:3], s33 offset:76
	buffer_store_dword v4, off, s[0:3], s33 offset:72
	buffer_store_dword v3, off, s[0:3], s33 offset:68
	buffer_store_dword v2, off, s[0:3], s33 offset:64
	buffer_store_dword v1, off, s[0:3], s33 offset:92
	buffer_store_dword v0, off, s[0:3], s33 offset:88
	buffer_load_dword v0, off, s[0:3], s33 offset:36
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s4, v1
	s_mov_b32 s4, 30
	v_lshrrev_b32_e64 v2, s4, v2
	v_add_u32_e64 v1, s[4:5], v1, v2
	s_mov_b32 s4, 2
	v_ashrrev_i32_e64 v1, s4, v1
	v_cmp_ne_u32_e64 s[4:5], v0, v1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 42
	v_writelane_b32 v40, s7, 43
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_22
	s_branch .LBB0_41
.LBB0_22:
	v_readlane_b32 s4, v40, 42
	v_readlane_b32 s5, v40, 43
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 44
	v_writelane_b32 v40, s5, 45
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_27
; %bb.23:
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
                                        ; implicit-def: $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 46
	v_writelane_b32 v40, s7, 47
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_24
	s_branch .LBB0_26
.LBB0_24:
	v_readlane_b32 s4, v40, 46
	v_readlane_b32 s5, v40, 47
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 48
	v_writelane_b32 v40, s5, 49
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_28
; %bb.25:
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[9:10], v0
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[4:5], v2, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_u32_e64 v3, s[4:5], v2, v3
	v_addc_u32_e64 v0, s[4:5], v0, v1, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v0, v3
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[11:14], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v13
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v2, v11
	flat_load_dwordx4 v[11:14], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v14
                                        ; kill: def $vgpr13 killed $vgpr13 killed $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, v10
                                        ; kill: def $vgpr9 killed $vgpr9 killed $vgpr9_vgpr10 killed $exec
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	s_branch .LBB0_28
.LBB0_26:
	buffer_load_dword v11, off, s[0:3], s33 offset:64
	buffer_load_dword v16, off, s[0:3], s33 offset:68
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v16
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v4, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	buffer_load_dword v4, off, s[0:3], s33 offset:32
	buffer_load_dword v5, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v4, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v4, s[4:5], v4, v5
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v6, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v7
	v_add_u32_e64 v5, s[4:5], v4, v5
	v_addc_u32_e64 v2, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v2, v5
	s_mov_b32 s4, s6
	v_mov_b32_e32 v3, v6
	s_mov_b32 s6, s7
	v_add_u32_e64 v2, s[4:5], v2, s4
	v_mov_b32_e32 v4, s6
	v_addc_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dwordx4 v[12:15], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v4, v12
	flat_load_dwordx4 v[12:15], v[5:6]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v15, v14
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v14, v7
	flat_store_dwordx4 v[5:6], v[11:14]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5_vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v5, v10
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v8
	flat_store_dwordx4 v[2:3], v[4:7]
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	s_branch .LBB0_24
.LBB0_27:
	v_readlane_b32 s4, v40, 44
	v_readlane_b32 s5, v40, 45
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_43
.LBB0_28:
	v_readlane_b32 s4, v40, 48
	v_readlane_b32 s5, v40, 49
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
                                        ; implicit-def: $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 50
	v_writelane_b32 v40, s7, 51
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_29
	s_branch .LBB0_31
.LBB0_29:
	v_readlane_b32 s4, v40, 50
	v_readlane_b32 s5, v40, 51
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 52
	v_writelane_b32 v40, s5, 53
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.30:
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[10:11], v0
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[4:5], v2, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_u32_e64 v3, s[4:5], v2, v3
	v_addc_u32_e64 v0, s[4:5], v0, v1, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v0, v3
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[12:15], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v2, v12
	flat_load_dwordx4 v[15:18], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v9, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, v11
	v_mov_b32_e32 v13, v10
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	s_branch .LBB0_32
.LBB0_31:
	buffer_load_dword v15, off, s[0:3], s33 offset:72
	buffer_load_dword v7, off, s[0:3], s33 offset:76
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v15
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v7
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v4, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	buffer_load_dword v4, off, s[0:3], s33 offset:32
	buffer_load_dword v5, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v4, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v4, s[4:5], v4, v5
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v6, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[8:9], s4, v[4:5]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v9
	v_add_u32_e64 v5, s[4:5], v4, v5
	v_addc_u32_e64 v2, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v2, v5
	s_mov_b32 s4, s6
	v_mov_b32_e32 v3, v6
	s_mov_b32 s6, s7
	v_add_u32_e64 v2, s[4:5], v2, s4
	v_mov_b32_e32 v4, s6
	v_addc_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dwordx4 v[11:14], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v4, v11
	flat_load_dwordx4 v[11:14], v[5:6]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v16, v12
                                        ; kill: def $vgpr11 killed $vgpr11 killed $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v14, v7
	flat_store_dwordx4 v[5:6], v[11:14]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5_vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v5, v10
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v8
	flat_store_dwordx4 v[2:3], v[4:7]
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	s_branch .LBB0_29
.LBB0_32:
	v_readlane_b32 s4, v40, 52
	v_readlane_b32 s5, v40, 53
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
                                        ; implicit-def: $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 54
	v_writelane_b32 v40, s7, 55
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_33
	s_branch .LBB0_35
.LBB0_33:
	v_readlane_b32 s4, v40, 54
	v_readlane_b32 s5, v40, 55
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 56
	v_writelane_b32 v40, s5, 57
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.34:
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[10:11], v0
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[4:5], v2, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_u32_e64 v3, s[4:5], v2, v3
	v_addc_u32_e64 v0, s[4:5], v0, v1, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v0, v3
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[12:15], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, v14
	flat_load_dwordx4 v[15:18], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v18
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v9, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v2, v10
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	s_branch .LBB0_36
.LBB0_35:
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v10, off, s[0:3], s33 offset:84
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v10
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v5, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:32
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v5, v6
	buffer_load_dword v6, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v5, s[4:5], v5, v6
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v7, 31, v5
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[7:8], s4, v[5:6]
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v8
	v_add_u32_e64 v5, s[4:5], v5, v6
	v_addc_u32_e64 v2, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v2, v5
	s_mov_b32 s4, s6
	v_mov_b32_e32 v3, v6
	s_mov_b32 s6, s7
	v_add_u32_e64 v2, s[4:5], v2, s4
	v_mov_b32_e32 v7, s6
	v_addc_u32_e64 v7, s[4:5], v3, v7, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v7
	flat_load_dwordx4 v[11:14], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v13
	flat_load_dwordx4 v[11:14], v[5:6]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v15, v13
	v_mov_b32_e32 v16, v12
                                        ; kill: def $vgpr11 killed $vgpr11 killed $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v14, v7
	flat_store_dwordx4 v[5:6], v[11:14]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5_vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v5, v10
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v8
	flat_store_dwordx4 v[2:3], v[4:7]
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	s_branch .LBB0_33
.LBB0_36:
	v_readlane_b32 s4, v40, 56
	v_readlane_b32 s5, v40, 57
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v0, s4
                                        ; implicit-def: $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 58
	v_writelane_b32 v40, s7, 59
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_37
	s_branch .LBB0_39
.LBB0_37:
	v_readlane_b32 s4, v40, 58
	v_readlane_b32 s5, v40, 59
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 60
	v_writelane_b32 v40, s5, 61
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.38:
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_u32_e64 v0, s[4:5], v0, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[10:11], v0
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[4:5], v2, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_u32_e64 v3, s[4:5], v2, v3
	v_addc_u32_e64 v0, s[4:5], v0, v1, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v0, v3
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[12:15], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v2, v12
	flat_load_dwordx4 v[15:18], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v18
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v9, v15
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v7, v10
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	s_branch .LBB0_40
.LBB0_39:
	buffer_load_dword v9, off, s[0:3], s33 offset:88
	buffer_load_dword v8, off, s[0:3], s33 offset:92
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v8
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v4, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	buffer_load_dword v4, off, s[0:3], s33 offset:32
	buffer_load_dword v5, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v4, v4, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v4, s[4:5], v4, v5
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v6, 31, v4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v7
	v_add_u32_e64 v5, s[4:5], v4, v5
	v_addc_u32_e64 v2, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v2
	s_mov_b64 s[6:7], 16
	v_mov_b32_e32 v2, v5
	s_mov_b32 s4, s6
	v_mov_b32_e32 v3, v6
	s_mov_b32 s6, s7
	v_add_u32_e64 v2, s[4:5], v2, s4
	v_mov_b32_e32 v4, s6
	v_addc_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dwordx4 v[11:14], v[2:3]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v4, v11
	flat_load_dwordx4 v[11:14], v[5:6]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v15, v13
	v_mov_b32_e32 v16, v12
                                        ; kill: def $vgpr11 killed $vgpr11 killed $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12_vgpr13_vgpr14 killed $exec
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v14, v7
	flat_store_dwordx4 v[5:6], v[11:14]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5_vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v5, v10
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v8
	flat_store_dwordx4 v[2:3], v[4:7]
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	s_branch .LBB0_37
.LBB0_40:
	v_readlane_b32 s4, v40, 60
	v_readlane_b32 s5, v40, 61
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_27
.LBB0_41:
	buffer_load_dword v9, off, s[0:3], s33 offset:64
	buffer_load_dword v14, off, s[0:3], s33 offset:68
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[4:5], v2, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 s4, 5
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_u32_e64 v3, s[6:7], v2, v3
	v_addc_u32_e64 v0, s[6:7], v0, v1, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[6:7], 16
	v_writelane_b32 v40, s6, 62
	v_writelane_b32 v40, s7, 63
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s5, s7
	v_add_u32_e64 v0, s[8:9], v0, s8
	v_mov_b32_e32 v2, s5
	v_addc_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[10:13], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v7, v12
	v_mov_b32_e32 v8, v11
	v_mov_b32_e32 v2, v10
	flat_load_dwordx4 v[10:13], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v13
	v_mov_b32_e32 v13, v12
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	buffer_load_dword v13, off, s[0:3], s33 offset:72
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[8:9], v2, v3
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v7
	v_add_u32_e64 v3, s[8:9], v2, v3
	v_addc_u32_e64 v0, s[8:9], v0, v1, s[8:9]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s5, s7
	v_add_u32_e64 v0, s[8:9], v0, s8
	v_mov_b32_e32 v2, s5
	v_addc_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[9:12], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v12
	v_mov_b32_e32 v7, v11
	v_mov_b32_e32 v8, v10
	v_mov_b32_e32 v2, v9
	flat_load_dwordx4 v[9:12], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v14, v10
                                        ; kill: def $vgpr9 killed $vgpr9 killed $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:80
	buffer_load_dword v8, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v3, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v3, v3, v4
	buffer_load_dword v4, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v3, s[8:9], v3, v4
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v5, 31, v3
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	v_lshlrev_b64 v[5:6], s4, v[3:4]
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v6
	v_add_u32_e64 v3, s[8:9], v3, v4
	v_addc_u32_e64 v0, s[8:9], v0, v1, s[8:9]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s5, s7
	v_add_u32_e64 v0, s[8:9], v0, s8
	v_mov_b32_e32 v5, s5
	v_addc_u32_e64 v5, s[8:9], v1, v5, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v5
	flat_load_dwordx4 v[9:12], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v12
	v_mov_b32_e32 v7, v11
	flat_load_dwordx4 v[9:12], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v10
                                        ; kill: def $vgpr9 killed $vgpr9 killed $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	buffer_load_dword v7, off, s[0:3], s33 offset:88
	buffer_load_dword v6, off, s[0:3], s33 offset:92
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, s[8:9], v2, v3
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshlrev_b64 v[4:5], s4, v[2:3]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v5
	v_add_u32_e64 v3, s[4:5], v2, v3
	v_addc_u32_e64 v0, s[4:5], v0, v1, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v0, v3
	s_mov_b32 s4, s6
	v_mov_b32_e32 v1, v4
	s_mov_b32 s6, s7
	v_add_u32_e64 v0, s[4:5], v0, s4
	v_mov_b32_e32 v2, s6
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx4 v[9:12], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v10
	v_mov_b32_e32 v2, v9
	flat_load_dwordx4 v[9:12], v[3:4]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v10
                                        ; kill: def $vgpr9 killed $vgpr9 killed $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
                                        ; kill: def $vgpr9 killed $vgpr9 def $vgpr9_vgpr10_vgpr11_vgpr12 killed $exec
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v5
	flat_store_dwordx4 v[3:4], v[9:12]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v5, v6
	flat_store_dwordx4 v[0:1], v[2:5]
	s_branch .LBB0_22
.LBB0_42:
	v_readlane_b32 s4, v40, 37
	v_readlane_b32 s5, v40, 38
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_44
.LBB0_43:
	s_branch .LBB0_42
.LBB0_44:
	v_readlane_b32 s4, v40, 35
	v_readlane_b32 s5, v40, 36
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernelLUDecompose
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16576
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
	.size	kernelLUDecompose, .Lfunc_end0-kernelLUDecompose
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 11884
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16576
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
	.text
	.protected	kernelLUCombine         ; -- Begin function kernelLUCombine
	.globl	kernelLUCombine
	.p2align	8
	.type	kernelLUCombine,@function
kernelLUCombine:                        ; @kernelLUCombine
; %bb.0:
	s_mov_b32 s32, 0x1800
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
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_load_dwordx2 s[18:19], s[16:17], 0x0
	s_load_dwordx2 s[8:9], s[16:17], 0x8
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s18
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s9
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
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
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
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
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
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
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:28
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
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
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
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 17
	v_writelane_b32 v40, s5, 18
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
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
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v3, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v3, s[4:5], v0, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e64 v0, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 3
	v_lshlrev_b64 v[6:7], s4, v[3:4]
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_u32_e64 v0, s[4:5], v0, v3
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dwordx2 v[2:3], v[0:1]
	buffer_load_dword v8, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v4, v7
	v_add_u32_e64 v0, s[4:5], v0, v5
	v_addc_u32_e64 v4, s[4:5], v1, v4, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	flat_store_dwordx2 v[0:1], v[2:3]
.LBB1_2:
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernelLUCombine
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16480
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
	.size	kernelLUCombine, .Lfunc_end1-kernelLUCombine
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1692
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16480
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
	.hidden	_Z12get_local_idj
	.hidden	_Z15get_global_sizej
	.hidden	_Z7barrierj
	.hidden	_Z12get_group_idj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z15get_global_sizej
	.addrsig_sym _Z7barrierj
	.addrsig_sym _Z12get_group_idj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  local
        .offset:         20
        .pointee_align:  1
        .size:           4
        .type_name:      'double*'
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
    .name:           kernelLUDecompose
    .private_segment_fixed_size: 16576
    .sgpr_count:     40
    .sgpr_spill_count: 64
    .symbol:         kernelLUDecompose.kd
    .vgpr_count:     41
    .vgpr_spill_count: 26
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
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
    .name:           kernelLUCombine
    .private_segment_fixed_size: 16480
    .sgpr_count:     40
    .sgpr_spill_count: 19
    .symbol:         kernelLUCombine.kd
    .vgpr_count:     41
    .vgpr_spill_count: 9
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
