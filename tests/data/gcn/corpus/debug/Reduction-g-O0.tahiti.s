	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
.Lfunc_begin0:
	.file	0 "/ext" "/ext/xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl" md5 0xeeb87832bb71b0f6bd1ba9f6f6c5cd08
	.file	1 "xianggong+cl_kernel_compilation/kernel-src" "Reduction_Kernels.cl" md5 0xeeb87832bb71b0f6bd1ba9f6f6c5cd08
	.loc	1 35 0                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:35:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_mov_b32 s32, 0x1800
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s14, 0
	v_writelane_b32 v40, s13, 1
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
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_load_dword s8, s[16:17], 0x4
                                        ; kill: def $sgpr9 killed $sgpr8
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x2
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s21
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s20
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s9, s19
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s9, s18
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b64 s[18:19], 24
.Ltmp0:
	.loc	1 37 24 prologue_end            ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:37:24
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
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
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
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	.loc	1 37 18 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:37:18
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	.loc	1 38 24 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:38:24
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
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	.loc	1 38 18 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:38:18
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	.loc	1 39 24 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:39:24
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
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
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	.loc	1 39 18 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:39:18
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	.loc	1 41 30 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:41:30
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
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
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	.loc	1 41 18 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:41:18
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	.loc	1 42 27 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:42:27
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, 1
	.loc	1 42 31 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:42:31
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e64 v1, v0, v1
	.loc	1 42 18                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:42:18
	buffer_store_dword v1, off, s[0:3], s33 offset:44
	.loc	1 43 18 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:18
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_waitcnt expcnt(0)
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	.loc	1 43 24 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:24
	s_mov_b32 s20, 0
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v6, s20
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v6
	.loc	1 43 18                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:18
	s_mov_b32 s16, 0x100f000
	s_mov_b32 s15, 0
	s_mov_b32 s22, s15
	s_mov_b32 s23, s16
	s_mov_b32 s16, s15
	s_mov_b32 s17, s15
                                        ; kill: def $sgpr16_sgpr17 killed $sgpr16_sgpr17 def $sgpr16_sgpr17_sgpr18_sgpr19
	s_mov_b64 s[18:19], s[22:23]
	s_mov_b32 s15, 4
	s_mov_b32 s21, s15
	v_lshl_b64 v[8:9], v[4:5], s21
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v9
	v_add_i32_e64 v4, s[22:23], v4, v7
	v_addc_u32_e64 v6, s[22:23], v5, v6, s[22:23]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	buffer_load_dwordx4 v[9:12], v[4:5], s[16:19], 0 addr64
	.loc	1 43 47                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:47
	v_add_i32_e64 v4, s[22:23], v1, v0
	.loc	1 43 34                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:34
	v_mov_b32_e32 v1, s20
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_mov_b32 s20, s15
	v_lshl_b64 v[5:6], v[4:5], s20
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v1, s[20:21], v1, v4
	v_addc_u32_e64 v3, s[20:21], v2, v3, s[20:21]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	buffer_load_dwordx4 v[5:8], v[1:2], s[16:19], 0 addr64
	.loc	1 43 32                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:32
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v10
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v6
	v_add_i32_e64 v4, s[16:17], v1, v2
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v2, s[16:17], v1, v2
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v3, v8
	v_add_i32_e64 v3, s[16:17], v1, v3
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v5, v7
	v_add_i32_e64 v5, s[16:17], v1, v5
	.loc	1 43 5                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:5
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	.loc	1 43 11                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:11
	buffer_load_dword v6, off, s[0:3], s33 offset:28
	.loc	1 43 5                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:5
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v6, s15, v6
	v_add_i32_e64 v1, s[16:17], v1, v6
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	.loc	1 43 16                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:16
	v_mov_b32_e32 v6, v3
	s_mov_b32 s15, 8
	v_add_i32_e64 v3, s[16:17], v1, s15
	s_mov_b32 m0, -1
	ds_write_b64 v3, v[5:6]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	s_mov_b32 m0, -1
	ds_write_b64 v1, v[2:3]
	.loc	1 45 5 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:45:5
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
.Ltmp1:
	.loc	1 47 26                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:26
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	.loc	1 47 36 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:36
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, v0, v1
	.loc	1 47 22                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:22
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	1 47 9                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:9
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 9                           ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:9
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s7, v40, 14
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
.Ltmp2:
	.loc	1 47 42                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:42
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 0
	.loc	1 47 44                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:44
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], v0, s6
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
	s_cbranch_execz .LBB0_4
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp3:
	.loc	1 49 12 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:49:12
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	.loc	1 49 18 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:49:18
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	.loc	1 49 16                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:49:16
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_5
; %bb.3:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp4:
	.loc	1 51 27 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:27
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	.loc	1 51 33 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:33
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	.loc	1 51 39                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:39
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	.loc	1 51 37                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:37
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v2, s[4:5], v1, v2
	s_mov_b32 s5, 4
	.loc	1 51 27                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:27
	v_lshlrev_b32_e64 v2, s5, v2
	v_add_i32_e64 v2, s[6:7], v0, v2
	s_mov_b32 m0, -1
	ds_read_b64 v[3:4], v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v7, v4
	s_mov_b32 s4, 8
	v_add_i32_e64 v2, s[6:7], v2, s4
	s_mov_b32 m0, -1
	ds_read_b64 v[2:3], v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v3
	.loc	1 51 13                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:13
	v_lshlrev_b32_e64 v1, s5, v1
	v_add_i32_e64 v2, s[6:7], v0, v1
	.loc	1 51 24                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:24
	s_mov_b32 m0, -1
	ds_read_b64 v[0:1], v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v6, v1
	v_add_i32_e64 v0, s[4:5], v2, s4
	s_mov_b32 m0, -1
	ds_read_b64 v[10:11], v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v3, v11
	v_add_i32_e64 v3, s[4:5], v3, v9
	v_add_i32_e64 v1, s[4:5], v1, v8
	v_add_i32_e64 v6, s[4:5], v6, v7
	v_add_i32_e64 v4, s[4:5], v4, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	s_mov_b32 m0, -1
	ds_write_b64 v2, v[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	s_mov_b32 m0, -1
	ds_write_b64 v0, v[1:2]
	s_branch .LBB0_5
.Ltmp5:
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
	.loc	1 0 24                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:24
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
	v_writelane_b32 v40, s6, 27
	v_writelane_b32 v40, s7, 28
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_7
.LBB0_5:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s8, v40, 25
	v_readlane_b32 s9, v40, 26
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
	buffer_load_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	s_mov_b64 s[18:19], 24
	.loc	1 53 9 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:53:9
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
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp6:
; %bb.6:                                ;   in Loop: Header=BB0_1 Depth=1
	.loc	1 47 51                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:51
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s6, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_branch .LBB0_4
.Ltmp7:
.LBB0_7:
	.loc	1 0 51 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:51
	v_readlane_b32 s4, v40, 27
	v_readlane_b32 s5, v40, 28
	s_or_b64 exec, exec, s[4:5]
; %bb.8:
.Ltmp8:
	.loc	1 57 8 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:8
	s_waitcnt expcnt(0)
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s4, 0
	.loc	1 57 12 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:12
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 57 32                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:32
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 s4, 8
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v1, s[4:5], v0, s4
	s_mov_b32 m0, -1
	ds_read_b64 v[1:2], v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v1
	s_mov_b32 m0, -1
	ds_read_b64 v[0:1], v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, v1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1_vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v4
	.loc	1 57 18                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:18
	buffer_load_dword v5, off, s[0:3], s33 offset:16
	buffer_load_dword v4, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v4
	.loc	1 57 25                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:25
	s_mov_b32 s4, 0
	buffer_load_dword v7, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	v_mov_b32_e32 v8, v4
	.loc	1 57 18                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:18
	s_mov_b32 s4, 0x100f000
	s_mov_b32 s6, 0
	s_mov_b32 s8, s6
	s_mov_b32 s9, s4
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
                                        ; kill: def $sgpr4_sgpr5 killed $sgpr4_sgpr5 def $sgpr4_sgpr5_sgpr6_sgpr7
	s_mov_b64 s[6:7], s[8:9]
	s_mov_b32 s8, 4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[8:9], v[7:8], s8
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v9
	v_add_i32_e64 v4, s[8:9], v4, v7
	v_addc_u32_e64 v6, s[8:9], v5, v6, s[8:9]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v6
	.loc	1 57 30                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:30
	buffer_store_dwordx4 v[0:3], v[4:5], s[4:7], 0 addr64
.Ltmp9:
.LBB0_10:
	.loc	1 0 30                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:30
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	s_or_b64 exec, exec, s[4:5]
	.loc	1 58 1 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:58:1
	s_endpgm
.Ltmp10:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16480
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
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
	.size	reduce, .Lfunc_end0-reduce
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2456
; NumSgprs: 36
; NumVgprs: 41
; ScratchSize: 16480
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z13get_global_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.file	2 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h" md5 0xfa1685a960bf69b8d0f8ccc506cbc0c7
	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0xde DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x93 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	3                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x30:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	182                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	182                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x4c:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	10                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	224                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5a:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	28
	.byte	49
	.byte	22
	.byte	24
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	216                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x68:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	216                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x76:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	36
	.byte	49
	.byte	22
	.byte	24
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	39                              ; DW_AT_decl_line
	.long	216                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x84:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	40
	.byte	49
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	216                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x92:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	44
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.long	216                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xa0:0x15 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp7-.Ltmp1                   ; DW_AT_high_pc
	.byte	4                               ; Abbrev [4] 0xa6:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	48
	.byte	49
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	216                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0xb6:0x5 DW_TAG_pointer_type
	.long	187                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xbb:0x8 DW_TAG_typedef
	.long	195                             ; DW_AT_type
	.byte	8                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	163                             ; DW_AT_decl_line
	.byte	8                               ; Abbrev [8] 0xc3:0xd DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.byte	16                              ; DW_AT_byte_size
	.long	208                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xc9:0x6 DW_TAG_subrange_type
	.long	220                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xd0:0x8 DW_TAG_typedef
	.long	216                             ; DW_AT_type
	.byte	6                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	10                              ; Abbrev [10] 0xd8:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0xdc:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	12                              ; Abbrev [12] 0xe0:0x9 DW_TAG_pointer_type
	.long	187                             ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets
	.long	72                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"/ext/xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl" ; string offset=28
.Linfo_string2:
	.asciz	"/ext"                          ; string offset=97
.Linfo_string3:
	.asciz	"reduce"                        ; string offset=102
.Linfo_string4:
	.asciz	"input"                         ; string offset=109
.Linfo_string5:
	.asciz	"unsigned int"                  ; string offset=115
.Linfo_string6:
	.asciz	"uint"                          ; string offset=128
.Linfo_string7:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=133
.Linfo_string8:
	.asciz	"uint4"                         ; string offset=153
.Linfo_string9:
	.asciz	"output"                        ; string offset=159
.Linfo_string10:
	.asciz	"sdata"                         ; string offset=166
.Linfo_string11:
	.asciz	"tid"                           ; string offset=172
.Linfo_string12:
	.asciz	"bid"                           ; string offset=176
.Linfo_string13:
	.asciz	"gid"                           ; string offset=180
.Linfo_string14:
	.asciz	"localSize"                     ; string offset=184
.Linfo_string15:
	.asciz	"stride"                        ; string offset=194
.Linfo_string16:
	.asciz	"s"                             ; string offset=201
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp1
.Ldebug_addr_end0:
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z12get_group_idj
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z14get_local_sizej
	.addrsig_sym _Z7barrierj
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
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  local
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
    .private_segment_fixed_size: 16480
    .sgpr_count:     36
    .sgpr_spill_count: 35
    .symbol:         reduce.kd
    .vgpr_count:     41
    .vgpr_spill_count: 9
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
