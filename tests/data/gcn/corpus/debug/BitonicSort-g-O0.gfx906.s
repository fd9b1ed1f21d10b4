	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	bitonicSort             ; -- Begin function bitonicSort
	.globl	bitonicSort
	.p2align	8
	.type	bitonicSort,@function
bitonicSort:                            ; @bitonicSort
.Lfunc_begin0:
	.file	0 "/ext" "/ext/xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl" md5 0x57f1ac1063218510200832beccfa836e
	.file	1 "xianggong+cl_kernel_compilation/kernel-src" "BitonicSort_Kernels.cl" md5 0x57f1ac1063218510200832beccfa836e
	.loc	1 46 0                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:46:0
	.cfi_sections .debug_frame
	.cfi_startproc
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
	s_load_dwordx2 s[18:19], s[16:17], 0x0
	s_load_dword s15, s[16:17], 0x8
	s_load_dword s9, s[16:17], 0xc
	s_load_dword s8, s[16:17], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s19
	v_mov_b32_e32 v3, s20
	buffer_store_dword v3, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr18 killed $sgpr18 killed $sgpr18_sgpr19
	v_mov_b32_e32 v3, s18
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:24
.Ltmp0:
	.loc	1 47 27 prologue_end            ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:47:27
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	.loc	1 47 10 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:47:10
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:28
	s_mov_b64 s[18:19], 24
	.loc	1 48 21 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:48:21
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
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	.loc	1 48 10 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:48:10
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	.loc	1 50 31 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:50:31
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	.loc	1 50 39 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:50:39
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:20
	.loc	1 50 37                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:50:37
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v1, v1, v2
	s_mov_b32 s6, 1
	.loc	1 50 27                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:50:27
	v_lshlrev_b32_e64 v1, v1, s6
	.loc	1 50 10                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:50:10
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	.loc	1 51 29 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:51:29
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	.loc	1 51 27 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:51:27
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s6, v1
	.loc	1 51 10                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:51:10
	buffer_store_dword v1, off, s[0:3], s33 offset:40
	.loc	1 53 20 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:53:20
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	.loc	1 53 31 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:53:31
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	.loc	1 54 32 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:54:32
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v4, v0, v3
	v_cvt_f32_u32_e32 v2, v3
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v4, v4, v2
	v_mul_hi_u32 v4, v2, v4
	v_add_u32_e64 v2, v2, v4
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v4, v2, v3
	v_sub_u32_e64 v1, v1, v4
	v_cmp_ge_u32_e64 s[8:9], v1, v3
	v_sub_u32_e64 v4, v1, v3
	v_cndmask_b32_e64 v1, v1, v4, s[8:9]
	v_cmp_ge_u32_e64 s[4:5], v1, v3
	v_sub_u32_e64 v3, v1, v3
	v_cndmask_b32_e64 v1, v1, v3, s[4:5]
	v_add_u32_e64 v3, v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	v_add_u32_e64 v3, v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	.loc	1 54 50 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:54:50
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	.loc	1 54 48                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:54:48
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	.loc	1 54 20                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:54:20
	v_add_u32_e64 v1, v1, v2
	.loc	1 53 10 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:53:10
	buffer_store_dword v1, off, s[0:3], s33 offset:44
	.loc	1 56 20                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:56:20
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	.loc	1 56 29 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:56:29
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:36
	.loc	1 56 27                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:56:27
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	.loc	1 56 10                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:56:10
	buffer_store_dword v1, off, s[0:3], s33 offset:48
	.loc	1 58 24 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:58:24
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	.loc	1 58 33 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:58:33
	s_mov_b32 s5, 0
	buffer_load_dword v4, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v1, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_mov_b32 s4, 2
	.loc	1 58 24                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:58:24
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v1, s[8:9], v1, v4
	v_addc_co_u32_e64 v3, s[8:9], v2, v3, s[8:9]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_dword v1, v[1:2], off
	.loc	1 58 10                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:58:10
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:52
	.loc	1 59 25 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:59:25
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	.loc	1 59 34 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:59:34
	buffer_load_dword v4, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v1, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	.loc	1 59 25                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:59:25
	s_waitcnt vmcnt(0)
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
	.loc	1 59 10                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:59:10
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:56
	.loc	1 61 41 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:61:41
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	.loc	1 61 38 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:61:38
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, v1, s6
	.loc	1 61 10                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:61:10
	buffer_store_dword v1, off, s[0:3], s33 offset:60
.Ltmp1:
	.loc	1 63 9 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:63:9
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	.loc	1 63 18 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:63:18
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:60
	.loc	1 63 17                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:63:17
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v3, v0, v2
	v_cvt_f32_u32_e32 v0, v2
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v3, v3, v0
	v_mul_hi_u32 v3, v0, v3
	v_add_u32_e64 v0, v0, v3
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v3, v0, v2
	v_sub_u32_e64 v1, v1, v3
	v_cmp_ge_u32_e64 s[8:9], v1, v2
	v_sub_u32_e64 v3, v1, v2
	v_cndmask_b32_e64 v1, v1, v3, s[8:9]
	v_cmp_ge_u32_e64 s[4:5], v1, v2
	v_add_u32_e64 v1, v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[8:9]
	v_add_u32_e64 v1, v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
	.loc	1 63 47                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:63:47
	v_and_b32_e64 v0, 1, v0
	v_cmp_eq_u32_e64 s[6:7], v0, 1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 1
	v_writelane_b32 v40, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 64 30 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:64:30
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s4, 1
	.loc	1 64 28 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:64:28
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, s4, v0
	.loc	1 64 24                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:64:24
	buffer_store_dword v0, off, s[0:3], s33 offset:28
.Ltmp2:
.LBB0_2:
	.loc	1 0 24                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:0:24
	v_readlane_b32 s4, v40, 1
	v_readlane_b32 s5, v40, 2
	s_or_b64 exec, exec, s[4:5]
.Ltmp3:
	.loc	1 68 8 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:68:8
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	.loc	1 68 22 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:68:22
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	.loc	1 68 20                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:68:20
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e64 s[4:5], v0, v1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 3
	v_writelane_b32 v40, s7, 4
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
	s_branch .LBB0_5
.LBB0_3:
	.loc	1 0 20                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:0:20
	v_readlane_b32 s4, v40, 3
	v_readlane_b32 s5, v40, 4
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 5
	v_writelane_b32 v40, s5, 6
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.4:
.Ltmp4:
	.loc	1 70 19 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:70:19
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	.loc	1 70 17 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:70:17
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	.loc	1 71 19 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:71:19
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	.loc	1 71 17 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:71:17
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_branch .LBB0_6
.Ltmp5:
.LBB0_5:
	.loc	1 75 19 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:75:19
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	.loc	1 75 17 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:75:17
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	.loc	1 76 19 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:76:19
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	.loc	1 76 17 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:76:17
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_branch .LBB0_3
.Ltmp6:
.LBB0_6:
	.loc	1 0 17                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:0:17
	v_readlane_b32 s4, v40, 5
	v_readlane_b32 s5, v40, 6
	s_or_b64 exec, exec, s[4:5]
.Ltmp7:
	.loc	1 79 8 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:79:8
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 7
	v_writelane_b32 v40, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_9
.LBB0_7:
	.loc	1 0 8 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:0:8
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s5, v40, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.8:
.Ltmp8:
	.loc	1 81 29 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:81:29
	buffer_load_dword v2, off, s[0:3], s33 offset:68
	.loc	1 81 9 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:81:9
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	1 81 18                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:81:18
	s_mov_b32 s5, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	.loc	1 81 9                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:81:9
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[6:7], v0, v4
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	1 81 27                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:81:27
	global_store_dword v[0:1], v2, off
	.loc	1 82 29 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:82:29
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	.loc	1 82 9 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:82:9
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	1 82 18                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:82:18
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	1 82 9                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:82:9
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
	.loc	1 82 27                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:82:27
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_10
.Ltmp9:
.LBB0_9:
	.loc	1 86 29 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:86:29
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	.loc	1 86 9 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:86:9
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	1 86 18                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:86:18
	s_mov_b32 s5, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	.loc	1 86 9                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:86:9
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[6:7], v0, v4
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	1 86 27                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:86:27
	global_store_dword v[0:1], v2, off
	.loc	1 87 29 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:87:29
	buffer_load_dword v2, off, s[0:3], s33 offset:68
	.loc	1 87 9 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:87:9
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	.loc	1 87 18                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:87:18
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	1 87 9                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:87:9
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
	.loc	1 87 27                         ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:87:27
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_7
.Ltmp10:
.LBB0_10:
	.loc	1 0 27                          ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:0:27
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	s_or_b64 exec, exec, s[4:5]
	.loc	1 89 1 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl:89:1
	s_endpgm
.Ltmp11:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bitonicSort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16464
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
	.size	bitonicSort, .Lfunc_end0-bitonicSort
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2148
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
	.hidden	_Z13get_global_idj
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
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	1                               ; Abbrev [1] 0xc:0x110 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0xe2 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	3                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
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
	.byte	42                              ; DW_AT_decl_line
	.long	261                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	278                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x4c:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	44                              ; DW_AT_decl_line
	.long	278                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x5a:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	278                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x68:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	28
	.byte	49
	.byte	22
	.byte	24
	.byte	10                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x76:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	32
	.byte	49
	.byte	22
	.byte	24
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	48                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x84:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	36
	.byte	49
	.byte	22
	.byte	24
	.byte	12                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x92:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	40
	.byte	49
	.byte	22
	.byte	24
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	51                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xa0:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	44
	.byte	49
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	53                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xae:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	48
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	56                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xbc:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	52
	.byte	49
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xca:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	56
	.byte	49
	.byte	22
	.byte	24
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	59                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xd8:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	60
	.byte	49
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	61                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xe6:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\300"
	.byte	49
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	66                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xf5:0xf DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	145
	.asciz	"\304"
	.byte	49
	.byte	22
	.byte	24
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	67                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x105:0x5 DW_TAG_pointer_type
	.long	266                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x10a:0x8 DW_TAG_typedef
	.long	274                             ; DW_AT_type
	.byte	6                               ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	7                               ; Abbrev [7] 0x112:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x116:0x5 DW_TAG_const_type
	.long	266                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets
	.long	88                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"/ext/xianggong+cl_kernel_compilation/kernel-src/BitonicSort_Kernels.cl" ; string offset=28
.Linfo_string2:
	.asciz	"/ext"                          ; string offset=99
.Linfo_string3:
	.asciz	"bitonicSort"                   ; string offset=104
.Linfo_string4:
	.asciz	"theArray"                      ; string offset=116
.Linfo_string5:
	.asciz	"unsigned int"                  ; string offset=125
.Linfo_string6:
	.asciz	"uint"                          ; string offset=138
.Linfo_string7:
	.asciz	"stage"                         ; string offset=143
.Linfo_string8:
	.asciz	"passOfStage"                   ; string offset=149
.Linfo_string9:
	.asciz	"direction"                     ; string offset=161
.Linfo_string10:
	.asciz	"sortIncreasing"                ; string offset=171
.Linfo_string11:
	.asciz	"threadId"                      ; string offset=186
.Linfo_string12:
	.asciz	"pairDistance"                  ; string offset=195
.Linfo_string13:
	.asciz	"blockWidth"                    ; string offset=208
.Linfo_string14:
	.asciz	"leftId"                        ; string offset=219
.Linfo_string15:
	.asciz	"rightId"                       ; string offset=226
.Linfo_string16:
	.asciz	"leftElement"                   ; string offset=234
.Linfo_string17:
	.asciz	"rightElement"                  ; string offset=246
.Linfo_string18:
	.asciz	"sameDirectionBlockWidth"       ; string offset=259
.Linfo_string19:
	.asciz	"greater"                       ; string offset=283
.Linfo_string20:
	.asciz	"lesser"                        ; string offset=291
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
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
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
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           bitonicSort
    .private_segment_fixed_size: 16464
    .sgpr_count:     40
    .sgpr_spill_count: 11
    .symbol:         bitonicSort.kd
    .vgpr_count:     41
    .vgpr_spill_count: 2
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
