	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	trInverse                       ; -- Begin function trInverse
	.globl	trInverse
	.p2align	2
	.type	trInverse,@function
trInverse:                              ; @trInverse
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 17
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
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s47, 12
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
	v_writelane_b32 v40, s48, 13
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v44, v6
	v_mov_b32_e32 v45, v5
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v57, v0
	s_brev_b32 s4, 1
	v_writelane_b32 v40, s49, 14
	v_xor_b32_e32 v58, s4, v46
	v_xor_b32_e32 v59, s4, v45
	v_xor_b32_e32 v60, s4, v44
	v_xor_b32_e32 v61, s4, v57
	v_xor_b32_e32 v62, s4, v56
	v_xor_b32_e32 v63, s4, v47
	s_addk_i32 s32, 0x1400
	v_writelane_b32 v40, s30, 15
	v_mov_b32_e32 v43, v7
	buffer_store_dword v7, v9, s[0:3], 0 offen offset:12
	buffer_store_dword v60, v9, s[0:3], 0 offen offset:8
	buffer_store_dword v59, v9, s[0:3], 0 offen offset:4
	buffer_store_dword v58, v9, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v59
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v62
	v_mov_b32_e32 v6, v63
	v_mov_b32_e32 v7, 0
	v_writelane_b32 v40, s31, 16
	v_mov_b32_e32 v42, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	v_mov_b32_e32 v41, v8
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s47, s47, _Z5crossDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_f32_e64 v3, -v46, 0
	v_mul_f32_e64 v4, -v45, 0
	v_mul_f32_e64 v5, -v44, 0
	v_fma_f32 v5, v43, -v47, v5
	v_fma_f32 v4, v43, -v56, v4
	v_fma_f32 v3, v43, -v57, v3
	v_add_f32_e32 v47, v3, v0
	v_add_f32_e32 v56, v4, v1
	v_add_f32_e32 v57, v5, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v59
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v62
	v_mov_b32_e32 v6, v63
	v_mov_b32_e32 v7, 0
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s49, s49, _Z3dotDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v58, v43, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v58
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v6, v44
	v_mov_b32_e32 v7, v43
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_f32_e32 v3, v43, v47
	v_mul_f32_e32 v4, v43, v56
	v_mul_f32_e32 v5, v43, v57
	v_fma_f32 v5, v58, v44, v5
	v_fma_f32 v4, v58, v45, v4
	v_fma_f32 v3, v58, v46, v3
	v_add_f32_e32 v59, v0, v3
	v_add_f32_e32 v60, v1, v4
	v_add_f32_e32 v61, v2, v5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v6, v44
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v0, v58, v43, -v0
	buffer_store_dword v61, v41, s[0:3], 0 offen offset:8
	buffer_store_dword v60, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v59, v41, s[0:3], 0 offen
	buffer_store_dword v0, v41, s[0:3], 0 offen offset:12
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	s_nop 0
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
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
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
	s_addk_i32 s32, 0xec00
	v_readlane_b32 s33, v40, 17
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	trInverse, .Lfunc_end0-trInverse
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1188
; NumSgprs: 56
; NumVgprs: 64
; ScratchSize: 16464
; MemoryBound: 0
	.text
	.hidden	rayConvex                       ; -- Begin function rayConvex
	.globl	rayConvex
	.p2align	2
	.type	rayConvex,@function
rayConvex:                              ; @rayConvex
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 24
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
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s49, 15
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	v_writelane_b32 v40, s52, 18
	v_writelane_b32 v40, s53, 19
	v_writelane_b32 v40, s54, 20
	s_mov_b32 s48, 0
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s55, 21
	s_mov_b32 s51, s48
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
	v_writelane_b32 v40, s30, 22
	s_mov_b32 s49, s48
	s_mov_b32 s50, s48
	v_mov_b32_e32 v63, s51
	v_writelane_b32 v40, s31, 23
	v_mov_b32_e32 v43, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v3, v10
	v_cmp_lt_i32_e32 vcc, 0, v8
	s_mov_b64 s[4:5], -1
	v_mov_b32_e32 v47, 0xbe99999a
	v_mov_b32_e32 v62, s50
	v_mov_b32_e32 v61, s49
	v_mov_b32_e32 v60, s48
	s_addk_i32 s32, 0x2000
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB1_12
; %bb.1:
	buffer_store_dword v13, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_load_dword v46, v12, s[0:3], 0 offen
	v_mov_b32_e32 v4, s48
	buffer_store_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[0:1], 5, v[9:10]
	v_mov_b32_e32 v63, s51
	v_mov_b32_e32 v45, s48
	s_mov_b32 s45, 1
	s_mov_b64 s[52:53], 0
	v_mov_b32_e32 v47, 0xbe99999a
	v_mov_b32_e32 v62, s50
	v_mov_b32_e32 v61, s49
	v_mov_b32_e32 v60, s48
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s51, s51, _Z3dotDv4_fS_@rel32@hi+12
                                        ; implicit-def: $sgpr54_sgpr55
	v_add_co_u32_e32 v41, vcc, v3, v0
	v_addc_co_u32_e32 v42, vcc, v11, v1, vcc
	s_branch .LBB1_4
.LBB1_2:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_or_b64 s[4:5], s[4:5], exec
.LBB1_3:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_cmp_nle_f32_e32 vcc, v46, v47
	s_and_b64 s[4:5], vcc, s[4:5]
	s_xor_b64 s[6:7], s[4:5], -1
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e32 vcc, s45, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	s_add_i32 s45, s45, 1
	s_and_b64 s[6:7], exec, s[6:7]
	s_or_b64 s[52:53], s[6:7], s[52:53]
	v_add_co_u32_e32 v41, vcc, 32, v41
	s_andn2_b64 s[6:7], s[54:55], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_addc_co_u32_e32 v42, vcc, 0, v42, vcc
	s_or_b64 s[54:55], s[6:7], s[4:5]
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execz .LBB1_11
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[56:59], v[41:42], off
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v6, v58
	v_mov_b32_e32 v7, v59
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v44, v0, v59
	buffer_load_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v6, v58
	v_mov_b32_e32 v7, v59
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v0, v59, v0
	v_cmp_ngt_f32_e32 vcc, 0, v44
                                        ; implicit-def: $sgpr4_sgpr5
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_8
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_gt_f32_e32 vcc, 0, v0
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_7
; %bb.6:                                ;   in Loop: Header=BB1_4 Depth=1
	v_sub_f32_e32 v0, v44, v0
	v_div_scale_f32 v1, s[10:11], v0, v0, v44
	v_div_scale_f32 v2, vcc, v44, v0, v44
	s_mov_b64 s[4:5], exec
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_mov_b32_e32 v3, s48
	v_div_fixup_f32 v0, v1, v0, v44
	v_cmp_nle_f32_e32 vcc, v47, v0
	v_cndmask_b32_e32 v63, v3, v63, vcc
	v_cndmask_b32_e32 v62, v58, v62, vcc
	v_cndmask_b32_e32 v61, v57, v61, vcc
	v_cndmask_b32_e32 v60, v56, v60, vcc
	v_cndmask_b32_e32 v47, v0, v47, vcc
.LBB1_7:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], s[4:5], exec
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr44
.LBB1_8:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_3
; %bb.9:                                ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_le_f32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_2
; %bb.10:                               ;   in Loop: Header=BB1_4 Depth=1
	v_sub_f32_e32 v0, v44, v0
	v_div_scale_f32 v1, s[10:11], v0, v0, v44
	v_div_scale_f32 v2, vcc, v44, v0, v44
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_div_fixup_f32 v0, v1, v0, v44
	v_cmp_gt_f32_e32 vcc, v46, v0
	v_cndmask_b32_e32 v46, v46, v0, vcc
	s_branch .LBB1_2
.LBB1_11:
	s_or_b64 exec, exec, s[52:53]
	buffer_load_dword v13, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_orn2_b64 s[4:5], s[54:55], exec
.LBB1_12:
	s_or_b64 exec, exec, s[46:47]
	v_cmp_ngt_f32_e32 vcc, 0, v47
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_14
; %bb.13:
	s_waitcnt vmcnt(0)
	buffer_store_dword v47, v12, s[0:3], 0 offen
	buffer_store_dword v63, v13, s[0:3], 0 offen offset:12
	buffer_store_dword v62, v13, s[0:3], 0 offen offset:8
	buffer_store_dword v61, v13, s[0:3], 0 offen offset:4
	buffer_store_dword v60, v13, s[0:3], 0 offen
.LBB1_14:
	s_or_b64 exec, exec, s[6:7]
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
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_readlane_b32 s4, v40, 22
	v_readlane_b32 s5, v40, 23
	v_readlane_b32 s55, v40, 21
	v_readlane_b32 s54, v40, 20
	v_readlane_b32 s53, v40, 19
	v_readlane_b32 s52, v40, 18
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
	s_addk_i32 s32, 0xe000
	v_readlane_b32 s33, v40, 24
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	rayConvex, .Lfunc_end1-rayConvex
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1752
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16512
; MemoryBound: 0
	.text
	.hidden	sphere_intersect                ; -- Begin function sphere_intersect
	.globl	sphere_intersect
	.p2align	2
	.type	sphere_intersect,@function
sphere_intersect:                       ; @sphere_intersect
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 15
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
	v_writelane_b32 v40, s44, 10
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s46, 11
	buffer_store_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s47, 12
	v_sub_f32_e32 v44, v9, v5
	v_sub_f32_e32 v57, v10, v6
	v_sub_f32_e32 v58, v11, v7
	s_addk_i32 s32, 0xc00
	v_writelane_b32 v40, s30, 13
	v_mov_b32_e32 v45, v4
	v_sub_f32_e32 v46, v5, v0
	v_sub_f32_e32 v47, v6, v1
	v_sub_f32_e32 v56, v7, v2
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v6, v58
	v_mov_b32_e32 v7, 0
	v_writelane_b32 v40, s31, 14
	v_mov_b32_e32 v42, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v41, v13
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s47, s47, _Z3dotDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v6, v58
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_fma_f32 v0, -v45, v45, v0
	v_mul_f32_e64 v0, v0, -v43
	v_fma_f32 v0, v44, v44, v0
	v_cmp_lt_f32_e32 vcc, 0, v0
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB2_6
; %bb.1:
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_sub_f32_e64 v0, -v44, v0
	v_div_scale_f32 v1, s[4:5], v43, v43, v0
	v_div_scale_f32 v2, vcc, v0, v43, v0
	s_mov_b64 s[6:7], 0
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_div_fixup_f32 v0, v1, v43, v0
	v_cmp_le_f32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_5
; %bb.2:
	buffer_load_dword v1, v41, s[0:3], 0 offen
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_mov_b64 s[6:7], exec
	buffer_store_dword v0, v41, s[0:3], 0 offen
.LBB2_4:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[6:7], exec
.LBB2_5:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], s[6:7], exec
.LBB2_6:
	s_or_b64 exec, exec, s[46:47]
	buffer_load_dword v58, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
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
	s_addk_i32 s32, 0xf400
	v_readlane_b32 s33, v40, 15
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end2:
	.size	sphere_intersect, .Lfunc_end2-sphere_intersect
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1052
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	setInterpolate3                 ; -- Begin function setInterpolate3
	.globl	setInterpolate3
	.p2align	2
	.type	setInterpolate3,@function
setInterpolate3:                        ; @setInterpolate3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v3, 1.0, v8
	v_mul_f32_e32 v6, v8, v6
	v_mul_f32_e32 v5, v8, v5
	v_mul_f32_e32 v4, v8, v4
	v_fma_f32 v0, v3, v0, v4
	v_fma_f32 v1, v3, v1, v5
	v_fma_f32 v2, v3, v2, v6
	v_mov_b32_e32 v3, 0
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	setInterpolate3, .Lfunc_end3-setInterpolate3
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 64
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	rayCastKernel           ; -- Begin function rayCastKernel
	.globl	rayCastKernel
	.p2align	8
	.type	rayCastKernel,@function
rayCastKernel:                          ; @rayCastKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s34, s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v120, v2
	v_mov_b32_e32 v111, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v110, v0
	s_add_u32 s8, s42, 64
	v_lshlrev_b32_e32 v0, 20, v120
	v_lshlrev_b32_e32 v1, 10, v111
	s_mov_b32 s45, s14
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v110, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v109, v0
	v_cmp_gt_i32_e32 vcc, s34, v109
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_31
; %bb.1:
	s_load_dwordx4 s[56:59], s[42:43], 0x8
	s_load_dword s74, s[42:43], 0x18
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v1, v109
	v_mov_b32_e32 v0, v59
	s_waitcnt lgkmcnt(0)
	v_mad_i64_i32 v[168:169], s[4:5], v109, 48, s[58:59]
	v_ashrrev_i64 v[0:1], 27, v[0:1]
	v_mov_b32_e32 v170, 1.0
	v_mov_b32_e32 v2, s57
	v_add_co_u32_e32 v0, vcc, s56, v0
	global_store_dword v[168:169], v170, off
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[44:47], v[0:1], off offset:16
	global_load_dwordx4 v[40:43], v[0:1], off
	s_cmp_lt_i32 s74, 1
	s_cbranch_scc1 .LBB4_28
; %bb.2:
	v_mad_i64_i32 v[0:1], s[4:5], v109, 48, s[58:59]
	s_load_dwordx8 s[48:55], s[42:43], 0x20
	s_mov_b32 s60, 0
	global_load_dword v143, v[0:1], off offset:12
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v43, s60
	v_mov_b32_e32 v47, s60
	v_sub_f32_e32 v58, v46, v42
	v_sub_f32_e32 v57, v45, v41
	v_sub_f32_e32 v56, v44, v40
	v_mov_b32_e32 v75, v43
	v_mov_b32_e32 v79, v47
	v_mov_b32_e32 v91, v59
	v_mov_b32_e32 v171, -1
	v_mov_b32_e32 v170, 1.0
	s_brev_b32 s75, 1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s47, s47, _Z5crossDv4_fS_@rel32@hi+12
	s_movk_i32 s76, 0x60
	v_mov_b32_e32 v159, 0x50
	v_mov_b32_e32 v172, 0x7fc00000
	v_mov_b32_e32 v173, -1
	s_mov_b32 s77, 0
	v_mov_b32_e32 v74, v42
	v_mov_b32_e32 v73, v41
	v_mov_b32_e32 v72, v40
	v_mov_b32_e32 v75, s60
	v_mov_b32_e32 v78, v46
	v_mov_b32_e32 v77, v45
	v_mov_b32_e32 v76, v44
	v_mov_b32_e32 v79, s60
	v_mov_b32_e32 v90, v58
	v_mov_b32_e32 v89, v57
	v_mov_b32_e32 v88, v56
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s57, s57, _Z3dotDv4_fS_@rel32@hi+12
                                        ; implicit-def: $vgpr158
                                        ; implicit-def: $vgpr60_vgpr61_vgpr62_vgpr63
	s_branch .LBB4_6
.LBB4_3:                                ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v0, s77
	v_cndmask_b32_e64 v63, v63, v172, s[4:5]
	v_cndmask_b32_e64 v62, v62, v172, s[4:5]
	v_cndmask_b32_e64 v61, v61, v172, s[4:5]
	v_cndmask_b32_e64 v60, v60, v172, s[4:5]
	v_cndmask_b32_e64 v171, v171, v0, s[4:5]
	v_mov_b32_e32 v157, 7
.LBB4_4:                                ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[62:63]
.LBB4_5:                                ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[64:65]
	s_add_i32 s77, s77, 1
	s_cmp_eq_u32 s77, s74
	s_cbranch_scc1 .LBB4_29
.LBB4_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_15 Depth 2
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, s77, v143
	s_and_saveexec_b64 s[64:65], vcc
	s_cbranch_execz .LBB4_5
; %bb.7:                                ;   in Loop: Header=BB4_6 Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	v_mad_u64_u32 v[1:2], s[4:5], s77, v159, v[0:1]
	global_load_dword v0, v[1:2], off offset:64
	global_load_dwordx4 v[92:95], v[1:2], off offset:16
	global_load_dwordx4 v[152:155], v[1:2], off
	s_waitcnt vmcnt(2)
	v_cmp_ne_u32_e32 vcc, v173, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_9
; %bb.8:                                ;   in Loop: Header=BB4_6 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 4, v[0:1]
	v_mov_b32_e32 v3, s51
	v_add_co_u32_e32 v1, vcc, s50, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dwordx3 v[156:158], v[1:2], off offset:4
	v_mov_b32_e32 v173, v0
.LBB4_9:                                ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 3, v157
	s_and_saveexec_b64 s[66:67], vcc
	s_cbranch_execz .LBB4_25
; %bb.10:                               ;   in Loop: Header=BB4_6 Depth=1
	s_add_u32 s34, s42, 64
	v_lshlrev_b32_e32 v0, 20, v120
	v_lshlrev_b32_e32 v1, 10, v111
	v_xor_b32_e32 v138, s75, v92
	v_xor_b32_e32 v139, s75, v93
	v_xor_b32_e32 v140, s75, v94
	v_xor_b32_e32 v104, s75, v152
	v_xor_b32_e32 v105, s75, v153
	v_xor_b32_e32 v106, s75, v154
	s_addc_u32 s35, s43, 0
	v_or3_b32 v141, v110, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v138
	v_mov_b32_e32 v1, v139
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	v_mov_b32_e32 v6, v106
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_f32_e64 v127, -v94, 0
	v_mul_f32_e64 v136, -v93, 0
	v_mul_f32_e64 v137, -v92, 0
	v_fma_f32 v3, v95, -v152, v137
	v_fma_f32 v4, v95, -v153, v136
	v_fma_f32 v5, v95, -v154, v127
	v_add_f32_e32 v56, v5, v2
	v_add_f32_e32 v57, v4, v1
	v_add_f32_e32 v58, v3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v138
	v_mov_b32_e32 v1, v139
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	v_mov_b32_e32 v6, v106
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[56:57]
	v_fma_f32 v104, v95, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v104
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v95
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v107, v0
	v_mov_b32_e32 v105, v1
	v_mov_b32_e32 v106, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[56:57]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v138
	v_mov_b32_e32 v1, v139
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v6, v42
	v_mov_b32_e32 v7, v43
	s_swappc_b64 s[30:31], s[46:47]
	v_fma_f32 v3, v95, v40, v137
	v_fma_f32 v4, v95, v41, v136
	v_fma_f32 v5, v95, v42, v127
	v_add_f32_e32 v108, v5, v2
	v_add_f32_e32 v121, v4, v1
	v_add_f32_e32 v122, v3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v138
	v_mov_b32_e32 v1, v139
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	v_mov_b32_e32 v6, v74
	v_mov_b32_e32 v7, v75
	s_swappc_b64 s[30:31], s[56:57]
	v_fma_f32 v123, v95, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v122
	v_mov_b32_e32 v1, v121
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v95
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v124, v1
	v_mov_b32_e32 v125, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v138
	v_mov_b32_e32 v1, v139
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v7, v47
	s_swappc_b64 s[30:31], s[46:47]
	v_fma_f32 v3, v95, v44, v137
	v_fma_f32 v4, v95, v45, v136
	v_fma_f32 v5, v95, v46, v127
	v_add_f32_e32 v127, v5, v2
	v_add_f32_e32 v136, v4, v1
	v_add_f32_e32 v137, v3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v138
	v_mov_b32_e32 v1, v139
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v77
	v_mov_b32_e32 v6, v78
	v_mov_b32_e32 v7, v79
	s_swappc_b64 s[30:31], s[56:57]
	v_fma_f32 v138, v95, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v141
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, v136
	v_mov_b32_e32 v2, v127
	v_mov_b32_e32 v3, v138
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v95
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v3, s54
	v_mov_b32_e32 v4, s55
	v_mad_i64_i32 v[3:4], s[4:5], v158, s76, v[3:4]
	global_load_dword v155, v[3:4], off offset:72
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v155
	s_and_saveexec_b64 s[68:69], vcc
	s_cbranch_execz .LBB4_24
; %bb.11:                               ;   in Loop: Header=BB4_6 Depth=1
	s_mov_b32 s63, s60
	s_mov_b32 s61, s60
	s_mov_b32 s62, s60
	v_mov_b32_e32 v142, s63
	v_cmp_lt_i32_e32 vcc, 0, v155
	s_mov_b64 s[4:5], -1
	v_mov_b32_e32 v174, 0xbe99999a
	v_mov_b32_e32 v141, s62
	v_mov_b32_e32 v140, s61
	v_mov_b32_e32 v139, s60
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB4_23
; %bb.12:                               ;   in Loop: Header=BB4_6 Depth=1
	v_mov_b32_e32 v3, s54
	v_mov_b32_e32 v4, s55
	v_mad_i64_i32 v[3:4], s[4:5], v158, s76, v[3:4]
	v_mov_b32_e32 v5, v95
	v_mul_f32_e32 v10, v5, v56
	global_load_dword v6, v[3:4], off offset:68
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v95
	v_mul_f32_e32 v7, v3, v58
	v_mul_f32_e32 v11, v3, v137
	v_mul_f32_e32 v3, v3, v122
	v_mul_f32_e32 v9, v4, v57
	v_mul_f32_e32 v12, v4, v136
	v_fma_f32 v7, v104, v92, v7
	v_fma_f32 v11, v138, v92, v11
	v_fma_f32 v3, v123, v92, v3
	v_fma_f32 v9, v104, v93, v9
	v_fma_f32 v12, v138, v93, v12
	v_add_f32_e32 v7, v107, v7
	v_add_f32_e32 v0, v0, v11
	v_add_f32_e32 v3, v126, v3
	v_fma_f32 v10, v104, v94, v10
	v_add_f32_e32 v9, v105, v9
	v_add_f32_e32 v1, v1, v12
	v_add_f32_e32 v56, v7, v0
	v_add_f32_e32 v104, v7, v3
	v_mul_f32_e32 v13, v5, v127
	v_mul_f32_e32 v4, v4, v121
	v_mul_f32_e32 v5, v5, v108
	v_add_f32_e32 v57, v9, v1
	v_fma_f32 v13, v138, v94, v13
	v_fma_f32 v5, v123, v94, v5
	v_fma_f32 v4, v123, v93, v4
	v_mov_b32_e32 v8, s53
	v_mov_b32_e32 v142, s63
	v_add_f32_e32 v10, v106, v10
	v_add_f32_e32 v2, v2, v13
	v_add_f32_e32 v4, v124, v4
	v_add_f32_e32 v5, v125, v5
	v_mov_b32_e32 v95, v59
	s_mov_b32 s78, 1
	s_mov_b64 s[72:73], 0
	v_mov_b32_e32 v174, 0xbe99999a
	v_mov_b32_e32 v141, s62
	v_mov_b32_e32 v140, s61
	v_mov_b32_e32 v139, s60
	v_add_f32_e32 v58, v10, v2
	v_add_f32_e32 v92, v10, v5
	v_add_f32_e32 v93, v9, v4
	v_mov_b32_e32 v123, v170
                                        ; implicit-def: $sgpr62_sgpr63
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[0:1], 5, v[6:7]
	v_add_co_u32_e32 v121, vcc, s52, v0
	v_addc_co_u32_e32 v122, vcc, v8, v1, vcc
	s_branch .LBB4_15
.LBB4_13:                               ;   in Loop: Header=BB4_15 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_or_b64 s[4:5], s[4:5], exec
.LBB4_14:                               ;   in Loop: Header=BB4_15 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_cmp_nle_f32_e32 vcc, v123, v174
	s_and_b64 s[4:5], vcc, s[4:5]
	s_xor_b64 s[6:7], s[4:5], -1
	v_cmp_ge_i32_e32 vcc, s78, v155
	s_or_b64 s[6:7], vcc, s[6:7]
	s_add_i32 s78, s78, 1
	s_and_b64 s[6:7], exec, s[6:7]
	s_or_b64 s[72:73], s[6:7], s[72:73]
	v_add_co_u32_e32 v121, vcc, 32, v121
	s_andn2_b64 s[6:7], s[62:63], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_addc_co_u32_e32 v122, vcc, 0, v122, vcc
	s_or_b64 s[62:63], s[6:7], s[4:5]
	s_andn2_b64 exec, exec, s[72:73]
	s_cbranch_execz .LBB4_22
.LBB4_15:                               ;   Parent Loop BB4_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[105:108], v[121:122], off
	s_add_u32 s34, s42, 64
	v_lshlrev_b32_e32 v0, 20, v120
	v_lshlrev_b32_e32 v1, 10, v111
	s_addc_u32 s35, s43, 0
	v_or3_b32 v94, v110, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v93
	v_mov_b32_e32 v2, v92
	v_mov_b32_e32 v3, v59
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v94
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v105
	v_mov_b32_e32 v5, v106
	v_mov_b32_e32 v6, v107
	v_mov_b32_e32 v7, v108
	s_swappc_b64 s[30:31], s[56:57]
	v_add_f32_e32 v124, v0, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v105
	v_mov_b32_e32 v5, v106
	v_mov_b32_e32 v6, v107
	v_mov_b32_e32 v7, v108
	s_swappc_b64 s[30:31], s[56:57]
	v_add_f32_e32 v0, v108, v0
	v_cmp_ngt_f32_e32 vcc, 0, v124
                                        ; implicit-def: $sgpr4_sgpr5
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB4_19
; %bb.16:                               ;   in Loop: Header=BB4_15 Depth=2
	v_cmp_gt_f32_e32 vcc, 0, v0
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB4_18
; %bb.17:                               ;   in Loop: Header=BB4_15 Depth=2
	v_sub_f32_e32 v0, v124, v0
	v_div_scale_f32 v1, s[10:11], v0, v0, v124
	v_div_scale_f32 v2, vcc, v124, v0, v124
	s_mov_b64 s[4:5], exec
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_mov_b32_e32 v3, s60
	v_div_fixup_f32 v0, v1, v0, v124
	v_cmp_nle_f32_e32 vcc, v174, v0
	v_cndmask_b32_e32 v142, v3, v142, vcc
	v_cndmask_b32_e32 v141, v107, v141, vcc
	v_cndmask_b32_e32 v140, v106, v140, vcc
	v_cndmask_b32_e32 v139, v105, v139, vcc
	v_cndmask_b32_e32 v174, v0, v174, vcc
.LBB4_18:                               ;   in Loop: Header=BB4_15 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], s[4:5], exec
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr124
.LBB4_19:                               ;   in Loop: Header=BB4_15 Depth=2
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB4_14
; %bb.20:                               ;   in Loop: Header=BB4_15 Depth=2
	v_cmp_le_f32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB4_13
; %bb.21:                               ;   in Loop: Header=BB4_15 Depth=2
	v_sub_f32_e32 v0, v124, v0
	v_div_scale_f32 v1, s[10:11], v0, v0, v124
	v_div_scale_f32 v2, vcc, v124, v0, v124
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_div_fixup_f32 v0, v1, v0, v124
	v_cmp_gt_f32_e32 vcc, v123, v0
	v_cndmask_b32_e32 v123, v123, v0, vcc
	s_branch .LBB4_13
.LBB4_22:                               ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[72:73]
	s_orn2_b64 s[4:5], s[62:63], exec
.LBB4_23:                               ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[70:71]
	v_cmp_ngt_f32_e32 vcc, 0, v174
	s_and_b64 vcc, vcc, s[4:5]
	v_mov_b32_e32 v0, s77
	v_cndmask_b32_e32 v170, v170, v174, vcc
	v_cndmask_b32_e32 v63, v63, v142, vcc
	v_cndmask_b32_e32 v62, v62, v141, vcc
	v_cndmask_b32_e32 v61, v61, v140, vcc
	v_cndmask_b32_e32 v60, v60, v139, vcc
	v_cndmask_b32_e32 v171, v171, v0, vcc
.LBB4_24:                               ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[68:69]
.LBB4_25:                               ;   in Loop: Header=BB4_6 Depth=1
	s_or_b64 exec, exec, s[66:67]
	v_cmp_eq_u32_e32 vcc, 7, v157
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB4_4
; %bb.26:                               ;   in Loop: Header=BB4_6 Depth=1
	s_add_u32 s34, s42, 64
	v_lshlrev_b32_e32 v0, 20, v120
	v_lshlrev_b32_e32 v1, 10, v111
	s_addc_u32 s35, s43, 0
	v_or3_b32 v94, v110, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v88
	v_mov_b32_e32 v1, v89
	v_mov_b32_e32 v2, v90
	v_mov_b32_e32 v3, v91
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	v_mov_b32_e32 v6, v90
	v_mov_b32_e32 v7, v91
	v_sub_f32_e32 v58, v40, v152
	v_sub_f32_e32 v92, v41, v153
	v_sub_f32_e32 v93, v42, v154
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v92
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	v_mov_b32_e32 v6, v90
	v_mov_b32_e32 v7, v91
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v92
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v92
	v_mov_b32_e32 v6, v93
	v_mov_b32_e32 v7, 0
	s_swappc_b64 s[30:31], s[56:57]
	v_fma_f32 v0, -v156, v156, v0
	v_mul_f32_e64 v0, v0, -v56
	v_fma_f32 v0, v57, v57, v0
	v_cmp_lt_f32_e32 vcc, 0, v0
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB4_3
; %bb.27:                               ;   in Loop: Header=BB4_6 Depth=1
	s_add_u32 s8, s42, 64
	v_lshlrev_b32_e32 v1, 20, v120
	v_lshlrev_b32_e32 v2, 10, v111
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v110, v2, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_sub_f32_e64 v0, -v57, v0
	v_div_scale_f32 v1, s[4:5], v56, v56, v0
	v_div_scale_f32 v2, vcc, v0, v56, v0
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_div_fixup_f32 v0, v1, v56, v0
	v_cmp_le_f32_e32 vcc, 0, v0
	v_cmp_lt_f32_e64 s[4:5], v0, v170
	s_and_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e32 v170, v170, v0, vcc
	s_and_b64 s[4:5], vcc, exec
	s_branch .LBB4_3
.LBB4_28:
	v_mov_b32_e32 v171, -1
                                        ; implicit-def: $vgpr60_vgpr61_vgpr62_vgpr63
.LBB4_29:
	v_cmp_lt_i32_e32 vcc, -1, v171
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB4_31
; %bb.30:
	v_sub_f32_e32 v0, 1.0, v170
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v46, v170
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v0, v42, v2
	v_mad_i64_i32 v[42:43], s[4:5], v109, 48, s[58:59]
	v_mul_f32_e32 v3, v44, v170
	v_mul_f32_e32 v1, v45, v170
	v_fma_f32 v1, v0, v41, v1
	v_fma_f32 v0, v0, v40, v3
	v_mov_b32_e32 v3, 0
	global_store_dwordx4 v[42:43], v[0:3], off offset:16
	s_add_u32 s8, s42, 64
	v_lshlrev_b32_e32 v0, 20, v120
	v_lshlrev_b32_e32 v1, 10, v111
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v110, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, v61
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z9normalizeDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z9normalizeDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	global_store_dwordx4 v[42:43], v[0:3], off offset:32
	global_store_dwordx2 v[168:169], v[170:171], off
.LBB4_31:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel rayCastKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 120
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
		.amdhsa_next_free_vgpr 175
		.amdhsa_next_free_sgpr 79
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
	.size	rayCastKernel, .Lfunc_end4-rayCastKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3424
; NumSgprs: 85
; NumVgprs: 175
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 43
; NumSGPRsForWavesPerEU: 85
; NumVGPRsForWavesPerEU: 175
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	findRayRigidPairIndexRanges ; -- Begin function findRayRigidPairIndexRanges
	.globl	findRayRigidPairIndexRanges
	.p2align	8
	.type	findRayRigidPairIndexRanges,@function
findRayRigidPairIndexRanges:            ; @findRayRigidPairIndexRanges
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s44, s[8:9], 0x18
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v41, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v40, v0
	s_add_u32 s8, s40, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v40, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	v_cmp_gt_i32_e32 vcc, s44, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[40:41], 0x0
	s_load_dwordx2 s[44:45], s[40:41], 0x10
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v2
	v_ashrrev_i64 v[0:1], 29, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off
	v_lshlrev_b32_e32 v1, 20, v42
	v_lshlrev_b32_e32 v3, 10, v41
	v_or3_b32 v40, v40, v3, v1
	s_add_u32 s40, s40, 32
	s_addc_u32 s41, s41, 0
	v_mov_b32_e32 v3, s7
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[40:41]
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_minPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_minPU3AS1Vii@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[41:42], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s6, v41
	v_addc_co_u32_e32 v1, vcc, v3, v42, vcc
	s_mov_b64 s[6:7], s[36:37]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, s45
	v_add_co_u32_e32 v0, vcc, s44, v41
	v_addc_co_u32_e32 v1, vcc, v1, v42, vcc
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vi@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.LBB5_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel findRayRigidPairIndexRanges
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_sgpr 56
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
.Lfunc_end5:
	.size	findRayRigidPairIndexRanges, .Lfunc_end5-findRayRigidPairIndexRanges
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 360
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 62
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
	.text
	.protected	rayCastPairsKernel      ; -- Begin function rayCastPairsKernel
	.globl	rayCastPairsKernel
	.p2align	8
	.type	rayCastPairsKernel,@function
rayCastPairsKernel:                     ; @rayCastPairsKernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dword s34, s[8:9], 0x48
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v122, v2
	v_mov_b32_e32 v121, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v120, v0
	s_add_u32 s8, s42, 0x50
	v_lshlrev_b32_e32 v0, 20, v122
	v_lshlrev_b32_e32 v1, 10, v121
	s_mov_b32 s45, s14
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v120, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v110, v0
	v_cmp_gt_i32_e32 vcc, s34, v110
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_33
; %bb.1:
	s_load_dwordx16 s[48:63], s[42:43], 0x0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v110
	v_ashrrev_i64 v[2:3], 27, v[0:1]
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s49
	v_add_co_u32_e32 v2, vcc, s48, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v4, s55
	v_add_co_u32_e32 v0, vcc, s54, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dword v174, v[0:1], off
	global_load_dwordx4 v[40:43], v[2:3], off offset:16
	global_load_dwordx4 v[44:47], v[2:3], off
	v_mad_i64_i32 v[168:169], s[4:5], v110, 48, s[50:51]
	v_ashrrev_i32_e32 v111, 31, v110
	v_mov_b32_e32 v170, 1.0
	v_mov_b32_e32 v171, -1
	global_store_dword v[168:169], v170, off
                                        ; implicit-def: $vgpr152_vgpr153_vgpr154_vgpr155
                                        ; implicit-def: $vgpr56_vgpr57_vgpr58_vgpr59
	s_waitcnt vmcnt(3)
	v_cmp_lt_i32_e32 vcc, 0, v174
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB6_31
; %bb.2:
	v_lshlrev_b64 v[0:1], 2, v[110:111]
	v_mad_i64_i32 v[2:3], s[4:5], v110, 48, s[50:51]
	v_mov_b32_e32 v4, s53
	v_add_co_u32_e32 v0, vcc, s52, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dword v175, v[0:1], off
	global_load_dword v184, v[2:3], off offset:12
	s_load_dwordx2 s[48:49], s[42:43], 0x40
	s_mov_b32 s52, 0
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v47, s52
	v_mov_b32_e32 v43, s52
	v_mov_b32_e32 v63, 0
	v_sub_f32_e32 v62, v42, v46
	v_sub_f32_e32 v61, v41, v45
	v_sub_f32_e32 v60, v40, v44
	v_mov_b32_e32 v75, v47
	v_mov_b32_e32 v79, v43
	v_mov_b32_e32 v91, v63
	s_mov_b64 s[64:65], 0
	v_mov_b32_e32 v171, -1
	v_mov_b32_e32 v170, 1.0
	s_movk_i32 s78, 0x50
	s_brev_b32 s79, 1
	s_movk_i32 s80, 0x60
	s_mov_b32 s81, 0
	v_mov_b32_e32 v74, v46
	v_mov_b32_e32 v73, v45
	v_mov_b32_e32 v72, v44
	v_mov_b32_e32 v75, s52
	v_mov_b32_e32 v78, v42
	v_mov_b32_e32 v77, v41
	v_mov_b32_e32 v76, v40
	v_mov_b32_e32 v79, s52
	v_mov_b32_e32 v90, v62
	v_mov_b32_e32 v89, v61
	v_mov_b32_e32 v88, v60
                                        ; implicit-def: $vgpr152_vgpr153_vgpr154_vgpr155
                                        ; implicit-def: $vgpr56_vgpr57_vgpr58_vgpr59
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s71, s71, _Z3dotDv4_fS_@rel32@hi+12
	s_branch .LBB6_6
.LBB6_3:                                ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
.LBB6_4:                                ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[54:55]
.LBB6_5:                                ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[66:67]
	s_add_i32 s81, s81, 1
	v_cmp_eq_u32_e32 vcc, s81, v174
	s_or_b64 s[64:65], vcc, s[64:65]
	s_andn2_b64 exec, exec, s[64:65]
	s_cbranch_execz .LBB6_30
.LBB6_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB6_13 Depth 2
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, s81, v175
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v185, v[0:1], off offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v184, v185
	s_and_saveexec_b64 s[66:67], vcc
	s_cbranch_execz .LBB6_5
; %bb.7:                                ;   in Loop: Header=BB6_6 Depth=1
	v_mov_b32_e32 v0, s56
	v_mov_b32_e32 v1, s57
	v_mad_i64_i32 v[0:1], s[4:5], v185, s78, v[0:1]
	v_mov_b32_e32 v2, s59
	global_load_dword v62, v[0:1], off offset:64
	global_load_dwordx4 v[156:159], v[0:1], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b64 v[0:1], 4, v[62:63]
	v_add_co_u32_e32 v0, vcc, s58, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx2 v[172:173], v[0:1], off offset:4
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 3, v173
	s_and_saveexec_b64 s[68:69], vcc
	s_cbranch_execz .LBB6_25
; %bb.8:                                ;   in Loop: Header=BB6_6 Depth=1
	v_mov_b32_e32 v0, s56
	v_mov_b32_e32 v1, s57
	v_mad_i64_i32 v[0:1], s[4:5], v185, s78, v[0:1]
	v_mov_b32_e32 v2, s59
	s_add_u32 s34, s42, s78
	global_load_dwordx4 v[92:95], v[0:1], off offset:16
	v_lshlrev_b64 v[0:1], 4, v[62:63]
	v_xor_b32_e32 v60, s79, v156
	v_add_co_u32_e32 v0, vcc, s58, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v187, v[0:1], off offset:12
	v_lshlrev_b32_e32 v0, 20, v122
	v_lshlrev_b32_e32 v1, 10, v121
	v_xor_b32_e32 v105, s79, v157
	v_xor_b32_e32 v106, s79, v158
	s_addc_u32 s35, s43, 0
	v_or3_b32 v140, v120, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v105
	v_mov_b32_e32 v6, v106
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v7, v63
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z5crossDv4_fS_@rel32@lo+4
	s_addc_u32 s55, s55, _Z5crossDv4_fS_@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v139, s79, v92
	v_xor_b32_e32 v141, s79, v93
	v_xor_b32_e32 v142, s79, v94
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v141
	v_mov_b32_e32 v2, v142
	s_swappc_b64 s[30:31], s[54:55]
	v_mul_f32_e64 v136, -v94, 0
	v_mul_f32_e64 v137, -v93, 0
	v_mul_f32_e64 v138, -v92, 0
	v_fma_f32 v3, v95, -v156, v138
	v_fma_f32 v4, v95, -v157, v137
	v_fma_f32 v5, v95, -v158, v136
	v_add_f32_e32 v61, v2, v5
	v_add_f32_e32 v62, v1, v4
	v_add_f32_e32 v104, v0, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v141
	v_mov_b32_e32 v2, v142
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v105
	v_mov_b32_e32 v6, v106
	v_mov_b32_e32 v7, v63
	s_swappc_b64 s[30:31], s[70:71]
	v_fma_f32 v105, v95, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v62
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v95
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v108, v0
	v_mov_b32_e32 v106, v1
	v_mov_b32_e32 v107, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v62
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v63
	s_swappc_b64 s[30:31], s[70:71]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v141
	v_mov_b32_e32 v2, v142
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v7, v47
	s_swappc_b64 s[30:31], s[54:55]
	v_fma_f32 v3, v95, v44, v138
	v_fma_f32 v4, v95, v45, v137
	v_fma_f32 v5, v95, v46, v136
	v_add_f32_e32 v109, v5, v2
	v_add_f32_e32 v111, v4, v1
	v_add_f32_e32 v123, v3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v141
	v_mov_b32_e32 v2, v142
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	v_mov_b32_e32 v6, v74
	v_mov_b32_e32 v7, v75
	s_swappc_b64 s[30:31], s[70:71]
	v_fma_f32 v124, v95, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v123
	v_mov_b32_e32 v1, v111
	v_mov_b32_e32 v2, v109
	v_mov_b32_e32 v3, v124
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v95
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v127, v0
	v_mov_b32_e32 v125, v1
	v_mov_b32_e32 v126, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v141
	v_mov_b32_e32 v2, v142
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v6, v42
	v_mov_b32_e32 v7, v43
	s_swappc_b64 s[30:31], s[54:55]
	v_fma_f32 v3, v95, v40, v138
	v_fma_f32 v4, v95, v41, v137
	v_fma_f32 v5, v95, v42, v136
	v_add_f32_e32 v136, v5, v2
	v_add_f32_e32 v137, v4, v1
	v_add_f32_e32 v138, v3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v139
	v_mov_b32_e32 v1, v141
	v_mov_b32_e32 v2, v142
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v77
	v_mov_b32_e32 v6, v78
	v_mov_b32_e32 v7, v79
	s_swappc_b64 s[30:31], s[70:71]
	v_fma_f32 v139, v95, 0, -v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v140
	v_mov_b32_e32 v0, v138
	v_mov_b32_e32 v1, v137
	v_mov_b32_e32 v2, v136
	v_mov_b32_e32 v3, v139
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v95
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v3, s62
	v_mov_b32_e32 v4, s63
	v_mad_i64_i32 v[3:4], s[4:5], v187, s80, v[3:4]
	global_load_dword v186, v[3:4], off offset:72
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v186
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB6_24
; %bb.9:                                ;   in Loop: Header=BB6_6 Depth=1
	s_mov_b32 s55, s52
	s_mov_b32 s53, s52
	s_mov_b32 s54, s52
	v_mov_b32_e32 v143, s55
	v_cmp_lt_i32_e32 vcc, 0, v186
	s_mov_b64 s[4:5], -1
	v_mov_b32_e32 v188, 0xbe99999a
	v_mov_b32_e32 v142, s54
	v_mov_b32_e32 v141, s53
	v_mov_b32_e32 v140, s52
	s_and_saveexec_b64 s[74:75], vcc
	s_cbranch_execz .LBB6_21
; %bb.10:                               ;   in Loop: Header=BB6_6 Depth=1
	v_mov_b32_e32 v3, s62
	v_mov_b32_e32 v4, s63
	v_mad_i64_i32 v[3:4], s[4:5], v187, s80, v[3:4]
	v_mov_b32_e32 v5, v95
	v_mul_f32_e32 v10, v5, v61
	global_load_dword v6, v[3:4], off offset:68
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v95
	v_mul_f32_e32 v7, v3, v104
	v_mul_f32_e32 v11, v3, v138
	v_mul_f32_e32 v3, v3, v123
	v_mul_f32_e32 v9, v4, v62
	v_mul_f32_e32 v12, v4, v137
	v_fma_f32 v7, v105, v92, v7
	v_fma_f32 v11, v139, v92, v11
	v_fma_f32 v3, v124, v92, v3
	v_fma_f32 v9, v105, v93, v9
	v_fma_f32 v12, v139, v93, v12
	v_add_f32_e32 v7, v108, v7
	v_add_f32_e32 v0, v0, v11
	v_add_f32_e32 v3, v127, v3
	v_fma_f32 v10, v105, v94, v10
	v_add_f32_e32 v9, v106, v9
	v_add_f32_e32 v1, v1, v12
	v_add_f32_e32 v104, v7, v0
	v_add_f32_e32 v105, v3, v7
	v_mul_f32_e32 v13, v5, v136
	v_mul_f32_e32 v4, v4, v111
	v_mul_f32_e32 v5, v5, v109
	v_add_f32_e32 v92, v9, v1
	v_fma_f32 v13, v139, v94, v13
	v_fma_f32 v5, v124, v94, v5
	v_fma_f32 v4, v124, v93, v4
	v_mov_b32_e32 v8, s61
	v_mov_b32_e32 v143, s55
	v_add_f32_e32 v10, v107, v10
	v_add_f32_e32 v2, v2, v13
	v_add_f32_e32 v4, v125, v4
	v_add_f32_e32 v5, v126, v5
	v_mov_b32_e32 v60, v63
	s_mov_b32 s82, 1
	s_mov_b64 s[76:77], 0
	v_mov_b32_e32 v188, 0xbe99999a
	v_mov_b32_e32 v142, s54
	v_mov_b32_e32 v141, s53
	v_mov_b32_e32 v140, s52
	v_add_f32_e32 v61, v10, v2
	v_add_f32_e32 v62, v5, v10
	v_add_f32_e32 v93, v4, v9
	v_mov_b32_e32 v95, v170
                                        ; implicit-def: $sgpr54_sgpr55
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[0:1], 5, v[6:7]
	v_add_co_u32_e32 v123, vcc, s60, v0
	v_addc_co_u32_e32 v124, vcc, v8, v1, vcc
	s_branch .LBB6_13
.LBB6_11:                               ;   in Loop: Header=BB6_13 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_or_b64 s[4:5], s[4:5], exec
.LBB6_12:                               ;   in Loop: Header=BB6_13 Depth=2
	s_or_b64 exec, exec, s[6:7]
	v_cmp_nle_f32_e32 vcc, v95, v188
	s_and_b64 s[4:5], vcc, s[4:5]
	s_xor_b64 s[6:7], s[4:5], -1
	v_cmp_ge_i32_e32 vcc, s82, v186
	s_or_b64 s[6:7], vcc, s[6:7]
	s_add_i32 s82, s82, 1
	s_and_b64 s[6:7], exec, s[6:7]
	s_or_b64 s[76:77], s[6:7], s[76:77]
	v_add_co_u32_e32 v123, vcc, 32, v123
	s_andn2_b64 s[6:7], s[54:55], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_addc_co_u32_e32 v124, vcc, 0, v124, vcc
	s_or_b64 s[54:55], s[6:7], s[4:5]
	s_andn2_b64 exec, exec, s[76:77]
	s_cbranch_execz .LBB6_20
.LBB6_13:                               ;   Parent Loop BB6_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_dwordx4 v[106:109], v[123:124], off
	s_add_u32 s34, s42, s78
	v_lshlrev_b32_e32 v0, 20, v122
	v_lshlrev_b32_e32 v1, 10, v121
	s_addc_u32 s35, s43, 0
	v_or3_b32 v94, v120, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, v93
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v94
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	v_mov_b32_e32 v6, v108
	v_mov_b32_e32 v7, v109
	s_swappc_b64 s[30:31], s[70:71]
	v_add_f32_e32 v111, v0, v109
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v92
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v60
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	v_mov_b32_e32 v6, v108
	v_mov_b32_e32 v7, v109
	s_swappc_b64 s[30:31], s[70:71]
	v_add_f32_e32 v0, v109, v0
	v_cmp_ngt_f32_e32 vcc, 0, v111
                                        ; implicit-def: $sgpr4_sgpr5
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB6_17
; %bb.14:                               ;   in Loop: Header=BB6_13 Depth=2
	v_cmp_gt_f32_e32 vcc, 0, v0
	s_mov_b64 s[4:5], 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB6_16
; %bb.15:                               ;   in Loop: Header=BB6_13 Depth=2
	v_sub_f32_e32 v0, v111, v0
	v_div_scale_f32 v1, s[10:11], v0, v0, v111
	v_div_scale_f32 v2, vcc, v111, v0, v111
	s_mov_b64 s[4:5], exec
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_mov_b32_e32 v3, s52
	v_div_fixup_f32 v0, v1, v0, v111
	v_cmp_nle_f32_e32 vcc, v188, v0
	v_cndmask_b32_e32 v143, v3, v143, vcc
	v_cndmask_b32_e32 v142, v108, v142, vcc
	v_cndmask_b32_e32 v141, v107, v141, vcc
	v_cndmask_b32_e32 v140, v106, v140, vcc
	v_cndmask_b32_e32 v188, v0, v188, vcc
.LBB6_16:                               ;   in Loop: Header=BB6_13 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], s[4:5], exec
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr111
.LBB6_17:                               ;   in Loop: Header=BB6_13 Depth=2
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB6_12
; %bb.18:                               ;   in Loop: Header=BB6_13 Depth=2
	v_cmp_le_f32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB6_11
; %bb.19:                               ;   in Loop: Header=BB6_13 Depth=2
	v_sub_f32_e32 v0, v111, v0
	v_div_scale_f32 v1, s[10:11], v0, v0, v111
	v_div_scale_f32 v2, vcc, v111, v0, v111
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_div_fixup_f32 v0, v1, v0, v111
	v_cmp_gt_f32_e32 vcc, v95, v0
	v_cndmask_b32_e32 v95, v95, v0, vcc
	s_branch .LBB6_11
.LBB6_20:                               ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[76:77]
	s_orn2_b64 s[4:5], s[54:55], exec
.LBB6_21:                               ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[74:75]
	v_cmp_ngt_f32_e32 vcc, 0, v188
	s_and_b64 vcc, vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB6_23
; %bb.22:                               ;   in Loop: Header=BB6_6 Depth=1
	v_cndmask_b32_e32 v0, v170, v188, vcc
	v_sub_f32_e32 v1, 1.0, v0
	v_mul_f32_e32 v2, v40, v0
	v_mul_f32_e32 v3, v41, v0
	v_mul_f32_e32 v0, v42, v0
	v_fma_f32 v62, v1, v46, v0
	v_fma_f32 v61, v1, v45, v3
	v_fma_f32 v60, v1, v44, v2
	v_mov_b32_e32 v155, v63
	v_mov_b32_e32 v56, v140
	v_mov_b32_e32 v154, v62
	v_mov_b32_e32 v153, v61
	v_mov_b32_e32 v152, v60
	v_mov_b32_e32 v171, v185
	v_mov_b32_e32 v57, v141
	v_mov_b32_e32 v58, v142
	v_mov_b32_e32 v59, v143
	v_mov_b32_e32 v170, v188
.LBB6_23:                               ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[4:5]
.LBB6_24:                               ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[72:73]
.LBB6_25:                               ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[68:69]
	v_cmp_eq_u32_e32 vcc, 7, v173
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB6_4
; %bb.26:                               ;   in Loop: Header=BB6_6 Depth=1
	s_add_u32 s34, s42, s78
	v_lshlrev_b32_e32 v0, 20, v122
	v_lshlrev_b32_e32 v1, 10, v121
	s_addc_u32 s35, s43, 0
	v_or3_b32 v94, v120, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v88
	v_mov_b32_e32 v1, v89
	v_mov_b32_e32 v2, v90
	v_mov_b32_e32 v3, v91
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	v_mov_b32_e32 v6, v90
	v_mov_b32_e32 v7, v91
	v_sub_f32_e32 v62, v44, v156
	v_sub_f32_e32 v92, v45, v157
	v_sub_f32_e32 v93, v46, v158
	s_getpc_b64 s[68:69]
	s_add_u32 s68, s68, _Z3dotDv4_fS_@rel32@lo+4
	s_addc_u32 s69, s69, _Z3dotDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, v92
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	v_mov_b32_e32 v6, v90
	v_mov_b32_e32 v7, v91
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v94
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, v92
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v92
	v_mov_b32_e32 v6, v93
	v_mov_b32_e32 v7, v63
	s_swappc_b64 s[30:31], s[68:69]
	v_fma_f32 v0, -v172, v172, v0
	v_mul_f32_e64 v0, v0, -v60
	v_fma_f32 v0, v61, v61, v0
	v_cmp_lt_f32_e32 vcc, 0, v0
	s_mov_b64 s[6:7], 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB6_28
; %bb.27:                               ;   in Loop: Header=BB6_6 Depth=1
	s_add_u32 s8, s42, s78
	v_lshlrev_b32_e32 v1, 20, v122
	v_lshlrev_b32_e32 v2, 10, v121
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v120, v2, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_sub_f32_e64 v0, -v61, v0
	v_div_scale_f32 v1, s[4:5], v60, v60, v0
	v_div_scale_f32 v2, vcc, v0, v60, v0
	v_rcp_f32_e32 v3, v1
	v_fma_f32 v4, -v1, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v1, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v1, -v1, v4, v2
	v_div_fmas_f32 v1, v1, v3, v4
	v_div_fixup_f32 v0, v1, v60, v0
	v_cmp_le_f32_e32 vcc, 0, v0
	v_cmp_lt_f32_e64 s[4:5], v0, v170
	s_and_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e32 v170, v170, v0, vcc
	s_and_b64 s[6:7], vcc, exec
.LBB6_28:                               ;   in Loop: Header=BB6_6 Depth=1
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB6_3
; %bb.29:                               ;   in Loop: Header=BB6_6 Depth=1
	v_sub_f32_e32 v0, 1.0, v170
	v_mul_f32_e32 v1, v40, v170
	v_mul_f32_e32 v2, v41, v170
	v_mul_f32_e32 v3, v42, v170
	v_fma_f32 v62, v0, v46, v3
	v_fma_f32 v61, v0, v45, v2
	v_fma_f32 v60, v0, v44, v1
	v_mov_b32_e32 v155, v63
	v_sub_f32_e32 v58, v62, v158
	v_sub_f32_e32 v57, v61, v157
	v_sub_f32_e32 v56, v60, v156
	v_sub_f32_e32 v59, 0, v159
	v_mov_b32_e32 v154, v62
	v_mov_b32_e32 v153, v61
	v_mov_b32_e32 v152, v60
	v_mov_b32_e32 v171, v185
	s_branch .LBB6_3
.LBB6_30:
	s_or_b64 exec, exec, s[64:65]
.LBB6_31:
	s_or_b64 exec, exec, s[46:47]
	v_cmp_lt_i32_e32 vcc, -1, v171
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB6_33
; %bb.32:
	s_waitcnt vmcnt(2)
	v_mad_i64_i32 v[40:41], s[4:5], v110, 48, s[50:51]
	s_add_u32 s8, s42, 0x50
	v_lshlrev_b32_e32 v0, 20, v122
	v_lshlrev_b32_e32 v1, 10, v121
	s_addc_u32 s9, s43, 0
	v_or3_b32 v31, v120, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	global_store_dwordx4 v[40:41], v[152:155], off offset:16
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z9normalizeDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z9normalizeDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	global_store_dwordx4 v[40:41], v[0:3], off offset:32
	global_store_dwordx2 v[168:169], v[170:171], off
.LBB6_33:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel rayCastPairsKernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 136
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
		.amdhsa_next_free_vgpr 189
		.amdhsa_next_free_sgpr 83
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
.Lfunc_end6:
	.size	rayCastPairsKernel, .Lfunc_end6-rayCastPairsKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3632
; NumSgprs: 89
; NumVgprs: 189
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 47
; NumSGPRsForWavesPerEU: 89
; NumVGPRsForWavesPerEU: 189
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z3dotDv4_fS_
	.hidden	_Z4sqrtf
	.hidden	_Z13get_global_idj
	.hidden	_Z9normalizeDv4_f
	.hidden	_Z10atomic_minPU3AS1Vii
	.hidden	_Z10atomic_incPU3AS1Vi
	.hidden	_Z5crossDv4_fS_
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
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'b3RayInfo*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'b3RayHit*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'Body*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'Collidable*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'b3GpuFace*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'ConvexPolyhedronCL*'
        .value_kind:     global_buffer
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           rayCastKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     85
    .sgpr_spill_count: 0
    .symbol:         rayCastKernel.kd
    .vgpr_count:     175
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           findRayRigidPairIndexRanges
    .private_segment_fixed_size: 16384
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         findRayRigidPairIndexRanges.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'b3RayInfo*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'b3RayHit*'
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'Body*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'Collidable*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'b3GpuFace*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'ConvexPolyhedronCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'int2*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 136
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           rayCastPairsKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     89
    .sgpr_spill_count: 0
    .symbol:         rayCastPairsKernel.kd
    .vgpr_count:     189
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
