	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90c"
	.hidden	b3Dot3F4                        ; -- Begin function b3Dot3F4
	.globl	b3Dot3F4
	.p2align	2
	.type	b3Dot3F4,@function
b3Dot3F4:                               ; @b3Dot3F4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z3dotDv4_fS_@rel32@hi+12
	s_setpc_b64 s[16:17]
.Lfunc_end0:
	.size	b3Dot3F4, .Lfunc_end0-b3Dot3F4
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.hidden	b3Cross3                        ; -- Begin function b3Cross3
	.globl	b3Cross3
	.p2align	2
	.type	b3Cross3,@function
b3Cross3:                               ; @b3Cross3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z5crossDv4_fS_@rel32@hi+12
	s_setpc_b64 s[16:17]
.Lfunc_end1:
	.size	b3Cross3, .Lfunc_end1-b3Cross3
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.hidden	b3ComputeWorldAabb              ; -- Begin function b3ComputeWorldAabb
	.globl	b3ComputeWorldAabb
	.p2align	2
	.type	b3ComputeWorldAabb,@function
b3ComputeWorldAabb:                     ; @b3ComputeWorldAabb
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s44, 10
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s45, 11
	v_mov_b32_e32 v45, v0
	s_movk_i32 s45, 0x50
	s_mov_b64 s[40:41], s[4:5]
	v_mad_i64_i32 v[9:10], s[4:5], v45, s45, v[1:2]
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	global_load_dword v11, v[9:10], off offset:64
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s49, 15
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	v_mov_b32_e32 v57, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_addk_i32 s32, 0x2800
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[9:10], 4, v[11:12]
	v_add_co_u32_e32 v3, vcc, v3, v9
	v_addc_co_u32_e32 v4, vcc, v4, v10, vcc
	global_load_dword v0, v[3:4], off offset:12
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_lshlrev_b64 v[3:4], 5, v[11:12]
	v_mad_i64_i32 v[0:1], s[4:5], v45, s45, v[1:2]
	v_add_co_u32_e32 v10, vcc, v5, v3
	v_addc_co_u32_e32 v11, vcc, v6, v4, vcc
	global_load_dwordx4 v[3:6], v[10:11], off
                                        ; kill: killed $vgpr10 killed $vgpr11
	s_mov_b64 s[4:5], s[40:41]
	buffer_store_dword v8, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(2)
	global_load_dwordx4 v[6:9], v[10:11], off offset:16
	s_nop 0
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_writelane_b32 v40, s30, 18
	v_ashrrev_i32_e32 v46, 31, v45
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z4fabsDv4_f@rel32@lo+4
	s_addc_u32 s49, s49, _Z4fabsDv4_f@rel32@hi+12
	v_writelane_b32 v40, s31, 19
	global_load_dwordx4 v[41:44], v[0:1], off offset:16
	global_load_dwordx4 v[9:12], v[0:1], off
	v_sub_f32_e32 v0, v6, v3
	v_sub_f32_e32 v1, v7, v4
	v_mul_f32_e32 v0, 0.5, v0
	v_sub_f32_e32 v2, v8, v5
	v_add_f32_e32 v5, v5, v8
	v_add_f32_e32 v3, v3, v6
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v0, 0, v0
	v_add_f32_e32 v4, v4, v7
	v_mul_f32_e32 v2, 0.5, v2
	v_mul_f32_e32 v62, 0.5, v3
	v_mul_f32_e32 v3, 0.5, v5
	v_mul_f32_e32 v63, 0.5, v4
	s_waitcnt vmcnt(0)
	buffer_store_dword v9, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v10, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	v_add_f32_e32 v0, 0, v1
	buffer_store_dword v3, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	v_mul_f32_e32 v3, v41, v41
	v_mul_f32_e32 v4, v42, v42
	v_add_f32_e32 v7, v44, v44
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_add_f32_e32 v0, 0, v2
	v_mul_f32_e32 v5, v43, v43
	v_add_f32_e32 v6, v41, v41
	buffer_store_dword v0, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_fma_f32 v0, v4, -2.0, 1.0
	v_mul_f32_e32 v9, v43, v7
	v_mul_f32_e32 v10, v42, v7
	v_fma_f32 v3, v3, -2.0, 1.0
	v_add_f32_e32 v8, v42, v42
	v_mul_f32_e32 v7, v41, v7
	v_fma_f32 v0, v5, -2.0, v0
	v_fma_f32 v1, v6, v42, -v9
	v_fma_f32 v2, v6, v43, v10
	v_fma_f32 v58, v5, -2.0, v3
	v_fma_f32 v47, v4, -2.0, v3
	v_mov_b32_e32 v3, 0
	v_fma_f32 v56, v6, v42, v9
	v_fma_f32 v59, v8, v43, -v7
	v_fma_f32 v60, v6, v43, -v10
	v_fma_f32 v61, v8, v43, v7
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, v59
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, v61
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_load_dword v56, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_brev_b32 s4, 1
	v_xor_b32_e32 v47, s4, v41
	v_xor_b32_e32 v59, s4, v42
	v_xor_b32_e32 v60, s4, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s51, s51, _Z5crossDv4_fS_@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_f32_e32 v3, 0, v41
	v_mul_f32_e32 v4, 0, v42
	v_mul_f32_e32 v5, 0, v43
	v_fma_f32 v5, v44, v56, v5
	v_fma_f32 v4, v44, v63, v4
	v_fma_f32 v3, v44, v62, v3
	v_mov_b32_e32 v6, v56
	v_add_f32_e32 v61, v3, v0
	v_add_f32_e32 v56, v4, v1
	v_add_f32_e32 v58, v5, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s49, s49, _Z3dotDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v62, v44, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v59
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_f32_e32 v3, v44, v61
	v_mul_f32_e32 v4, v44, v56
	v_mul_f32_e32 v5, v44, v58
	v_fma_f32 v5, v62, -v43, v5
	v_fma_f32 v4, v62, -v42, v4
	v_fma_f32 v3, v62, -v41, v3
	v_add_f32_e32 v41, v0, v3
	v_add_f32_e32 v42, v1, v4
	v_add_f32_e32 v43, v2, v5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v59
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	buffer_load_dword v59, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	v_add_f32_e32 v44, v1, v42
	buffer_load_dword v42, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_add_f32_e32 v43, v2, v43
	v_add_f32_e32 v47, v0, v41
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v0, v59
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v1, v56
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v4, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v58, v56
	v_mov_b32_e32 v56, v42
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v4, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_sub_f32_e32 v3, v43, v0
	v_add_f32_e32 v7, v0, v43
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_lshlrev_b64 v[8:9], 5, v[45:46]
	v_readlane_b32 s30, v40, 18
	v_readlane_b32 s31, v40, 19
	v_mov_b32_e32 v4, v45
	v_add_f32_e32 v5, v41, v47
	v_add_f32_e32 v6, v42, v44
	s_waitcnt vmcnt(1)
	v_mad_i64_i32 v[1:2], s[4:5], v45, s45, v[1:2]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v10, vcc, v0, v8
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	global_load_dword v12, v[1:2], off offset:68
	v_sub_f32_e32 v1, v47, v41
	v_sub_f32_e32 v2, v44, v42
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v11, vcc, v0, v9, vcc
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc, 0, v12
	v_cndmask_b32_e64 v8, 0, 1, vcc
	global_store_dwordx4 v[10:11], v[1:4], off
	global_store_dwordx4 v[10:11], v[5:8], off offset:16
.LBB2_2:
	s_or_b64 exec, exec, s[46:47]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
	v_readlane_b32 s48, v40, 14
	v_readlane_b32 s47, v40, 13
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xd800
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	b3ComputeWorldAabb, .Lfunc_end2-b3ComputeWorldAabb
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2348
; NumSgprs: 58
; NumVgprs: 64
; ScratchSize: 16544
; MemoryBound: 0
	.text
	.protected	initializeGpuAabbsFull  ; -- Begin function initializeGpuAabbsFull
	.globl	initializeGpuAabbsFull
	.p2align	8
	.type	initializeGpuAabbsFull,@function
initializeGpuAabbsFull:                 ; @initializeGpuAabbsFull
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s44, s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v43, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v42, v0
	s_add_u32 s8, s34, 40
	v_lshlrev_b32_e32 v0, 20, v44
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s43, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v42, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_gt_i32_e32 vcc, s44, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_3
; %bb.1:
	s_load_dwordx8 s[44:51], s[34:35], 0x8
	s_movk_i32 s52, 0x50
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s44
	v_mov_b32_e32 v1, s45
	v_mad_i64_i32 v[0:1], s[4:5], v40, s52, v[0:1]
	v_mov_b32_e32 v4, s47
	global_load_dword v0, v[0:1], off offset:64
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 4, v[0:1]
	v_add_co_u32_e32 v2, vcc, s46, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off offset:12
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_3
; %bb.2:
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v7, vcc, s48, v0
	v_addc_co_u32_e32 v8, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[7:8], off
	s_waitcnt vmcnt(0)
	global_load_dwordx4 v[3:6], v[7:8], off offset:16
                                        ; kill: killed $vgpr7 killed $vgpr8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, s44
	v_mov_b32_e32 v7, s45
	v_mad_i64_i32 v[104:105], s[4:5], v40, s52, v[6:7]
	global_load_dwordx4 v[56:59], v[104:105], off offset:16
	global_load_dwordx4 v[92:95], v[104:105], off
	v_lshlrev_b32_e32 v6, 20, v44
	v_lshlrev_b32_e32 v7, 10, v43
	v_or3_b32 v42, v42, v7, v6
	s_add_u32 s34, s34, 40
	s_addc_u32 s35, s35, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v42
	v_ashrrev_i32_e32 v41, 31, v40
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z4fabsDv4_f@rel32@lo+4
	s_addc_u32 s45, s45, _Z4fabsDv4_f@rel32@hi+12
	v_sub_f32_e32 v8, v5, v2
	v_sub_f32_e32 v6, v3, v0
	v_sub_f32_e32 v7, v4, v1
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v0, v0, v3
	v_mul_f32_e32 v3, 0.5, v8
	v_add_f32_e32 v2, v2, v5
	v_mul_f32_e32 v4, 0.5, v7
	v_mul_f32_e32 v5, 0.5, v6
	v_mul_f32_e32 v43, 0.5, v0
	v_mul_f32_e32 v44, 0.5, v1
	v_add_f32_e32 v60, 0, v3
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v56, v56
	v_mul_f32_e32 v3, v57, v57
	v_add_f32_e32 v1, v59, v59
	v_mul_f32_e32 v45, 0.5, v2
	v_add_f32_e32 v46, 0, v5
	v_add_f32_e32 v47, 0, v4
	v_mul_f32_e32 v4, v58, v58
	v_add_f32_e32 v5, v56, v56
	v_fma_f32 v2, v3, -2.0, 1.0
	v_mul_f32_e32 v7, v58, v1
	v_mul_f32_e32 v8, v57, v1
	v_fma_f32 v9, v0, -2.0, 1.0
	v_add_f32_e32 v6, v57, v57
	v_mul_f32_e32 v10, v56, v1
	v_fma_f32 v0, v4, -2.0, v2
	v_fma_f32 v1, v5, v57, -v7
	v_fma_f32 v2, v5, v58, v8
	v_fma_f32 v74, v3, -2.0, v9
	v_mov_b32_e32 v3, 0
	v_fma_f32 v61, v5, v57, v7
	v_fma_f32 v62, v4, -2.0, v9
	v_fma_f32 v63, v6, v58, -v10
	v_fma_f32 v72, v5, v58, -v8
	v_fma_f32 v73, v6, v58, v10
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v75, v0
	v_mov_b32_e32 v76, v1
	v_mov_b32_e32 v77, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v62
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v62, v1
	v_mov_b32_e32 v63, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, v73
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[44:45]
	s_brev_b32 s4, 1
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_mov_b32_e32 v74, v2
	v_xor_b32_e32 v78, s4, v56
	v_xor_b32_e32 v79, s4, v57
	v_xor_b32_e32 v88, s4, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	v_mov_b32_e32 v6, v45
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s47, s47, _Z5crossDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_f32_e32 v3, 0, v56
	v_mul_f32_e32 v4, 0, v57
	v_mul_f32_e32 v5, 0, v58
	v_fma_f32 v5, v59, v45, v5
	v_fma_f32 v4, v59, v44, v4
	v_fma_f32 v3, v59, v43, v3
	v_add_f32_e32 v89, v3, v0
	v_add_f32_e32 v90, v4, v1
	v_add_f32_e32 v91, v5, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	v_mov_b32_e32 v6, v45
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s45, s45, _Z3dotDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[44:45]
	v_fma_f32 v43, v59, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, v90
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	v_mov_b32_e32 v6, v88
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_f32_e32 v3, v59, v89
	v_mul_f32_e32 v4, v59, v90
	v_mul_f32_e32 v5, v59, v91
	v_fma_f32 v5, v43, -v58, v5
	v_fma_f32 v4, v43, -v57, v4
	v_fma_f32 v3, v43, -v56, v3
	v_add_f32_e32 v43, v0, v3
	v_add_f32_e32 v44, v1, v4
	v_add_f32_e32 v45, v2, v5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, v90
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	v_mov_b32_e32 v6, v88
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v75
	v_mov_b32_e32 v5, v76
	v_mov_b32_e32 v6, v77
	v_mov_b32_e32 v7, 0
	v_add_f32_e32 v45, v94, v45
	v_add_f32_e32 v56, v93, v44
	v_add_f32_e32 v57, v92, v43
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v62
	v_mov_b32_e32 v6, v63
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	v_mov_b32_e32 v6, v74
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[44:45]
	v_mad_i64_i32 v[1:2], s[4:5], v40, s52, v[104:105]
	v_lshlrev_b64 v[8:9], 5, v[40:41]
	v_mov_b32_e32 v11, s51
	global_load_dword v12, v[1:2], off offset:68
	v_add_co_u32_e32 v10, vcc, s50, v8
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	v_sub_f32_e32 v1, v57, v43
	v_sub_f32_e32 v2, v56, v44
	v_mov_b32_e32 v4, v40
	v_sub_f32_e32 v3, v45, v0
	v_add_f32_e32 v5, v43, v57
	v_add_f32_e32 v6, v44, v56
	v_add_f32_e32 v7, v0, v45
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc, 0, v12
	v_cndmask_b32_e64 v8, 0, 1, vcc
	global_store_dwordx4 v[10:11], v[1:4], off
	global_store_dwordx4 v[10:11], v[5:8], off offset:16
.LBB3_3:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel initializeGpuAabbsFull
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
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
		.amdhsa_next_free_vgpr 106
		.amdhsa_next_free_sgpr 53
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
.Lfunc_end3:
	.size	initializeGpuAabbsFull, .Lfunc_end3-initializeGpuAabbsFull
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1548
; NumSgprs: 59
; NumVgprs: 106
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 59
; NumVGPRsForWavesPerEU: 106
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	clearOverlappingPairsKernel ; -- Begin function clearOverlappingPairsKernel
	.globl	clearOverlappingPairsKernel
	.p2align	8
	.type	clearOverlappingPairsKernel,@function
clearOverlappingPairsKernel:            ; @clearOverlappingPairsKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s33, s[8:9], 0x8
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_add_u32 s8, s34, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashrrev_i64 v[0:1], 28, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, -1
	global_store_dword v[0:1], v2, off offset:8
.LBB4_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel clearOverlappingPairsKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 52
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
.Lfunc_end4:
	.size	clearOverlappingPairsKernel, .Lfunc_end4-clearOverlappingPairsKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 156
; NumSgprs: 58
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z3dotDv4_fS_
	.hidden	_Z5crossDv4_fS_
	.hidden	_Z13get_global_idj
	.hidden	_Z4fabsDv4_f
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
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
        .type_name:      'b3RigidBodyData_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'b3Collidable_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'b3Aabb_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'b3Aabb_t*'
        .value_kind:     global_buffer
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
    .name:           initializeGpuAabbsFull
    .private_segment_fixed_size: 16384
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         initializeGpuAabbsFull.kd
    .vgpr_count:     106
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
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
    .name:           clearOverlappingPairsKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         clearOverlappingPairsKernel.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90c
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
