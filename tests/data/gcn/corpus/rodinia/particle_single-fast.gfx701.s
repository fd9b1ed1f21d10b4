	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.hidden	dev_round_float                 ; -- Begin function dev_round_float
	.globl	dev_round_float
	.p2align	2
	.type	dev_round_float,@function
dev_round_float:                        ; @dev_round_float
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_trunc_f32_e32 v0, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	dev_round_float, .Lfunc_end0-dev_round_float
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 12
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	calcLikelihoodSum               ; -- Begin function calcLikelihoodSum
	.globl	calcLikelihoodSum
	.p2align	2
	.type	calcLikelihoodSum,@function
calcLikelihoodSum:                      ; @calcLikelihoodSum
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v4
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_mul_lo_u32 v5, v5, v4
	s_mov_b32 s10, 0x47ae147b
	s_mov_b64 s[8:9], 0
	s_mov_b32 s11, 0x3f947ae1
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[5:6], v[5:6], 2
	s_movk_i32 s12, 0xff1c
	v_add_i32_e32 v2, vcc, v2, v5
	v_addc_u32_e32 v3, vcc, v3, v6, vcc
	v_mov_b32_e32 v6, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_i32_e32 v7, vcc, v0, v5
	v_addc_u32_e32 v8, vcc, v1, v8, vcc
	flat_load_ubyte v5, v[7:8]
	v_add_i32_e32 v4, vcc, -1, v4
	v_cmp_eq_u32_e64 s[4:5], 0, v4
	s_or_b64 s[8:9], s[4:5], s[8:9]
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v7, vcc, 0xffffff9c, v5
	v_add_i32_e32 v5, vcc, s12, v5
	v_cvt_f32_i32_e32 v8, v5
	v_cvt_f32_i32_e32 v7, v7
	v_cvt_f64_f32_e32 v[5:6], v6
	v_add_i32_e32 v2, vcc, 4, v2
	v_mul_f32_e32 v8, v8, v8
	v_mad_f32 v7, v7, v7, -v8
	v_cvt_f64_f32_e32 v[7:8], v7
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_fma_f64 v[5:6], v[7:8], s[10:11], v[5:6]
	v_cvt_f32_f64_e32 v6, v[5:6]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
.LBB1_4:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, v6
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	calcLikelihoodSum, .Lfunc_end1-calcLikelihoodSum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 224
; NumSgprs: 34
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	cdfCalc                         ; -- Begin function cdfCalc
	.globl	cdfCalc
	.p2align	2
	.type	cdfCalc,@function
cdfCalc:                                ; @cdfCalc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	flat_load_dword v5, v[2:3]
	v_cmp_lt_i32_e32 vcc, 1, v4
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	v_add_i32_e32 v6, vcc, 4, v2
	v_addc_u32_e32 v7, vcc, 0, v3, vcc
	flat_load_dword v8, v[6:7]
	v_add_i32_e32 v6, vcc, 4, v0
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	v_cmp_ne_u32_e32 vcc, 2, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v8, v5
	flat_store_dword v[6:7], v5
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_4
; %bb.2:
	v_add_i32_e32 v2, vcc, 8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_i32_e32 v0, vcc, 8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v4, vcc, -2, v4
	s_mov_b64 s[6:7], 0
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v6, v[2:3]
	v_add_i32_e32 v2, vcc, 4, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_i32_e32 v4, vcc, -1, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v6, v5
	flat_store_dword v[0:1], v5
	v_add_i32_e32 v0, vcc, 4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_3
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	cdfCalc, .Lfunc_end2-cdfCalc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 184
; NumSgprs: 34
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	d_randu                         ; -- Begin function d_randu
	.globl	d_randu
	.p2align	2
	.type	d_randu,@function
d_randu:                                ; @d_randu
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b32 s15, 0x41c64e6d
	v_add_i32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	flat_load_dword v2, v[0:1]
	s_mov_b32 s16, 0x40000001
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, s15
	s_movk_i32 s15, 0x3039
	v_add_i32_e32 v2, vcc, s15, v2
	v_mul_hi_i32 v3, v2, s16
	s_brev_b32 s15, -2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsf@rel32@hi+12
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 29, v3
	v_add_i32_e32 v3, vcc, v3, v4
	v_mul_lo_u32 v3, v3, s15
	v_sub_i32_e32 v2, vcc, v2, v3
	v_cvt_f32_i32_e32 v3, v2
	flat_store_dword v[0:1], v2
	v_mul_f32_e32 v0, 0x30000000, v3
	s_setpc_b64 s[16:17]
.Lfunc_end3:
	.size	d_randu, .Lfunc_end3-d_randu
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 148
; NumSgprs: 36
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
	.text
	.hidden	d_randn                         ; -- Begin function d_randn
	.globl	d_randn
	.p2align	2
	.type	d_randn,@function
d_randn:                                ; @d_randn
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 2
	v_writelane_b32 v40, s33, 20
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 ; 4-byte Folded Spill
	v_add_i32_e32 v43, vcc, v0, v2
	v_addc_u32_e32 v44, vcc, v1, v3, vcc
	flat_load_dword v0, v[43:44]
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
	s_mov_b32 s45, 0x41c64e6d
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	v_writelane_b32 v40, s48, 14
	s_movk_i32 s48, 0x3039
	v_writelane_b32 v40, s49, 15
	s_mov_b32 s49, 0x40000001
	v_writelane_b32 v40, s50, 16
	s_brev_b32 s50, -2
	v_writelane_b32 v40, s51, 17
	s_brev_b32 s51, 12
	s_addk_i32 s32, 0x800
	v_writelane_b32 v40, s30, 18
	v_writelane_b32 v40, s31, 19
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z4fabsf@rel32@lo+4
	s_addc_u32 s47, s47, _Z4fabsf@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, s45
	v_add_i32_e32 v0, vcc, s48, v0
	v_mul_hi_i32 v1, v0, s49
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 29, v1
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_lo_u32 v1, v1, s50
	v_sub_i32_e32 v45, vcc, v0, v1
	v_cvt_f32_i32_e32 v0, v45
	v_mul_f32_e32 v0, s51, v0
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v42, v0
	v_mul_lo_u32 v0, v45, s45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_add_i32_e32 v0, vcc, s48, v0
	v_mul_hi_i32 v1, v0, s49
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 29, v1
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_lo_u32 v1, v1, s50
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_sub_i32_e32 v0, vcc, v0, v1
	v_cvt_f32_i32_e32 v1, v0
	flat_store_dword v[43:44], v0
	v_mul_f32_e32 v0, s51, v1
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_f32_e32 v0, 0x40c90fdb, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3cosf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3cosf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v0, -2.0, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v0, v43, v0
	buffer_load_dword v45, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
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
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end4:
	.size	d_randn, .Lfunc_end4-d_randn
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 744
; NumSgprs: 56
; NumVgprs: 46
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.hidden	updateWeights                   ; -- Begin function updateWeights
	.globl	updateWeights
	.p2align	2
	.type	updateWeights,@function
updateWeights:                          ; @updateWeights
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 19
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
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s49, 14
	buffer_store_dword v41, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s50, 15
	v_mov_b32_e32 v46, v4
	v_writelane_b32 v40, s51, 16
	v_mov_b32_e32 v45, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v3
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v43, v0
	v_cmp_lt_i32_e32 vcc, 0, v46
	v_mov_b32_e32 v47, 0
	s_addk_i32 s32, 0xc00
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB5_4
; %bb.1:
	v_writelane_b32 v40, s30, 17
	v_writelane_b32 v40, s31, 18
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v47, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3expf@rel32@lo+4
	s_addc_u32 s51, s51, _Z3expf@rel32@hi+12
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v0, v[41:42]
	flat_load_dword v56, v[43:44]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_add_i32_e32 v46, vcc, -1, v46
	v_add_i32_e32 v41, vcc, 4, v41
	v_addc_u32_e32 v42, vcc, 0, v42, vcc
	v_mul_f32_e32 v1, v56, v0
	v_cmp_eq_u32_e32 vcc, 0, v46
	flat_store_dword v[43:44], v1
	s_or_b64 s[48:49], vcc, s[48:49]
	v_add_i32_e32 v43, vcc, 4, v43
	v_mac_f32_e32 v47, v56, v0
	v_addc_u32_e32 v44, vcc, 0, v44, vcc
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execnz .LBB5_2
; %bb.3:
	s_or_b64 exec, exec, s[48:49]
	v_readlane_b32 s30, v40, 17
	v_readlane_b32 s31, v40, 18
.LBB5_4:
	s_or_b64 exec, exec, s[46:47]
	v_mov_b32_e32 v0, v47
	buffer_load_dword v56, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	v_readlane_b32 s51, v40, 16
	v_readlane_b32 s50, v40, 15
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
	s_addk_i32 s32, 0xf400
	v_readlane_b32 s33, v40, 19
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	updateWeights, .Lfunc_end5-updateWeights
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 556
; NumSgprs: 56
; NumVgprs: 57
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	findIndexBin                    ; -- Begin function findIndexBin
	.globl	findIndexBin
	.p2align	2
	.type	findIndexBin,@function
findIndexBin:                           ; @findIndexBin
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, v3, v2
	v_mov_b32_e32 v5, -1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB6_20
; %bb.1:
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10_sgpr11
	s_branch .LBB6_3
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[12:13], exec, s[12:13]
	s_or_b64 s[4:5], s[12:13], s[4:5]
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[12:13], s[10:11], exec
	s_or_b64 s[8:9], s[8:9], s[12:13]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB6_13
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v9, v2
	v_sub_i32_e32 v2, vcc, v3, v9
	v_lshrrev_b32_e32 v5, 31, v2
	v_add_i32_e32 v2, vcc, v2, v5
	v_ashrrev_i32_e32 v10, 1, v2
	v_add_i32_e32 v6, vcc, v10, v9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_b64 v[7:8], v[6:7], 2
	s_mov_b64 s[14:15], 0
	v_add_i32_e32 v7, vcc, v0, v7
	v_addc_u32_e32 v8, vcc, v1, v8, vcc
	flat_load_dword v11, v[7:8]
                                        ; implicit-def: $sgpr16_sgpr17
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr12
	s_waitcnt vmcnt(0)
	v_cmp_ge_f32_e32 vcc, v11, v4
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB6_9
; %bb.4:                                ;   in Loop: Header=BB6_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[16:17], -1
	v_mov_b32_e32 v5, 0
                                        ; implicit-def: $vgpr12
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB6_8
; %bb.5:                                ;   in Loop: Header=BB6_3 Depth=1
	v_add_i32_e32 v7, vcc, -4, v7
	v_addc_u32_e32 v8, vcc, -1, v8, vcc
	flat_load_dword v2, v[7:8]
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr12
	s_waitcnt vmcnt(0)
	v_cmp_ge_f32_e32 vcc, v2, v4
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
; %bb.6:                                ;   in Loop: Header=BB6_3 Depth=1
	v_add_i32_e32 v12, vcc, -1, v6
	v_cmp_lg_f32_e32 vcc, v2, v4
	s_xor_b64 s[16:17], exec, -1
	s_and_b64 s[18:19], vcc, exec
; %bb.7:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_orn2_b64 s[16:17], s[16:17], exec
	s_and_b64 s[18:19], s[18:19], exec
	v_mov_b32_e32 v5, v6
.LBB6_8:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[16:17], s[16:17], exec
	s_and_b64 s[14:15], s[18:19], exec
.LBB6_9:                                ;   in Loop: Header=BB6_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
; %bb.10:                               ;   in Loop: Header=BB6_3 Depth=1
	v_add_i32_e32 v12, vcc, -1, v6
	s_or_b64 s[14:15], s[14:15], exec
; %bb.11:                               ;   in Loop: Header=BB6_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[16:17], s[16:17], exec
	s_mov_b64 s[12:13], -1
	s_or_b64 s[10:11], s[10:11], s[16:17]
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB6_2
; %bb.12:                               ;   in Loop: Header=BB6_3 Depth=1
	v_add_i32_e32 v2, vcc, 1, v6
	v_cmp_gt_f32_e32 vcc, v11, v4
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_cndmask_b32_e32 v3, v3, v12, vcc
	v_cmp_le_i32_e32 vcc, v3, v2
	v_mov_b32_e32 v5, -1
	s_or_b64 s[10:11], s[10:11], exec
	s_orn2_b64 s[12:13], vcc, exec
	s_branch .LBB6_2
.LBB6_13:
	s_or_b64 exec, exec, s[4:5]
	s_xor_b64 s[4:5], s[8:9], -1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB6_19
; %bb.14:
	v_cmp_eq_f32_e32 vcc, v11, v4
	v_cmp_lt_i32_e64 s[4:5], -1, v6
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB6_18
; %bb.15:
	v_ashrrev_i32_e32 v3, 31, v9
	v_ashrrev_i32_e32 v5, 31, v10
	v_add_i32_e32 v2, vcc, v9, v10
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b64 s[12:13], 0
	v_add_i32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	v_add_i32_e32 v0, vcc, -4, v0
	v_addc_u32_e32 v1, vcc, -1, v1, vcc
.LBB6_16:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v2, v[0:1]
	v_add_i32_e32 v0, vcc, -4, v0
	v_mov_b32_e32 v3, v6
	v_addc_u32_e32 v1, vcc, -1, v1, vcc
	v_cmp_gt_i32_e32 vcc, 1, v3
	s_waitcnt vmcnt(0)
	v_cmp_lg_f32_e64 s[4:5], v2, v4
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_add_i32_e32 v6, vcc, -1, v3
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB6_16
; %bb.17:
	s_or_b64 exec, exec, s[12:13]
.LBB6_18:
	s_or_b64 exec, exec, s[10:11]
	v_add_i32_e32 v5, vcc, 1, v6
.LBB6_19:
	s_or_b64 exec, exec, s[8:9]
.LBB6_20:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, v5
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	findIndexBin, .Lfunc_end6-findIndexBin
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 504
; NumSgprs: 34
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	tex1Dfetch                      ; -- Begin function tex1Dfetch
	.globl	tex1Dfetch
	.p2align	2
	.type	tex1Dfetch,@function
tex1Dfetch:                             ; @tex1Dfetch
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 15
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x800
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __translate_sampler_initializer@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __translate_sampler_initializer@gotpcrel32@hi+12
	v_writelane_b32 v40, s43, 9
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	buffer_store_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 13
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v0, 20
	v_writelane_b32 v40, s31, 14
	v_mov_b32_e32 v42, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v43, v1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	v_cmp_lt_i32_e32 vcc, -1, v41
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB7_12
; %bb.1:
	v_lshrrev_b32_e32 v4, 15, v41
	v_bfe_u32 v5, v41, 2, 13
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i@rel32@lo+4
	s_addc_u32 s17, s17, _Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v4, 3, v41
	v_cmp_lt_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB7_7
; %bb.2:
	v_cmp_ne_u32_e32 vcc, 2, v4
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.3:
	v_mov_b32_e32 v0, v3
                                        ; implicit-def: $vgpr2
; %bb.4:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
; %bb.5:
	v_mov_b32_e32 v0, v2
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr1
.LBB7_7:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB7_11
; %bb.8:
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.9:
	v_mov_b32_e32 v0, v1
; %bb.10:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_or_b64 exec, exec, s[6:7]
.LBB7_11:
	s_or_b64 exec, exec, s[4:5]
.LBB7_12:
	s_or_b64 exec, exec, s[46:47]
	buffer_load_dword v44, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
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
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 15
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end7:
	.size	tex1Dfetch, .Lfunc_end7-tex1Dfetch
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 524
; NumSgprs: 56
; NumVgprs: 57
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.protected	find_index_kernel       ; -- Begin function find_index_kernel
	.globl	find_index_kernel
	.p2align	8
	.type	find_index_kernel,@function
find_index_kernel:                      ; @find_index_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_load_dword s44, s[8:9], 0xe
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
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
	v_cmp_gt_i32_e32 vcc, s44, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB8_9
; %bb.1:
	s_load_dwordx8 s[4:11], s[40:41], 0x0
	s_load_dwordx4 s[12:15], s[40:41], 0x8
	s_cmp_lt_i32 s44, 1
	v_ashrrev_i32_e32 v1, 31, v0
	s_cbranch_scc1 .LBB8_7
; %bb.2:
	v_lshl_b64 v[2:3], v[0:1], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s11
	v_add_i32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v2, v[2:3]
	s_mov_b32 s22, 0
	s_mov_b64 s[10:11], 0
                                        ; implicit-def: $sgpr18_sgpr19
	s_branch .LBB8_4
.LBB8_3:                                ;   in Loop: Header=BB8_4 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[20:21], exec, s[18:19]
	s_or_b64 s[10:11], s[20:21], s[10:11]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB8_6
.LBB8_4:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s20, s[8:9], 0x0
	v_mov_b32_e32 v3, s22
	s_or_b64 s[18:19], s[18:19], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc, s20, v2
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB8_3
; %bb.5:                                ;   in Loop: Header=BB8_4 Depth=1
	s_add_i32 s22, s22, 1
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s44, s22
	s_cselect_b64 s[24:25], -1, 0
	s_andn2_b64 s[18:19], s[18:19], exec
	s_and_b64 s[24:25], s[24:25], exec
	v_mov_b32_e32 v3, -1
	s_or_b64 s[18:19], s[18:19], s[24:25]
	s_branch .LBB8_3
.LBB8_6:
	s_or_b64 exec, exec, s[10:11]
	s_branch .LBB8_8
.LBB8_7:
	v_mov_b32_e32 v3, -1
.LBB8_8:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s8, s44, -1
	v_mov_b32_e32 v2, s8
	v_cmp_eq_u32_e32 vcc, -1, v3
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 2
	v_mov_b32_e32 v5, s5
	v_add_i32_e32 v4, vcc, s4, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v6, v[4:5]
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v5, s13
	v_add_i32_e32 v4, vcc, s12, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	v_mov_b32_e32 v7, s7
	v_add_i32_e32 v2, vcc, s6, v2
	v_addc_u32_e32 v3, vcc, v7, v3, vcc
	v_add_i32_e32 v0, vcc, s14, v0
	s_waitcnt vmcnt(0)
	flat_store_dword v[4:5], v6
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, s15
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v2
.LBB8_9:
	s_or_b64 exec, exec, s[16:17]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s40, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel find_index_kernel
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 52
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
.Lfunc_end8:
	.size	find_index_kernel, .Lfunc_end8-find_index_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 504
; NumSgprs: 56
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 57
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
	.protected	normalize_weights_kernel ; -- Begin function normalize_weights_kernel
	.globl	normalize_weights_kernel
	.p2align	8
	.type	normalize_weights_kernel,@function
normalize_weights_kernel:               ; @normalize_weights_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[56:57], s[8:9], 0x0
	s_load_dword s60, s[8:9], 0x2
	s_load_dwordx8 s[48:55], s[8:9], 0x4
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[44:45], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s34, s44, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s45, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s47, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_eq_u32_e64 s[34:35], 0, v0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB9_2
; %bb.1:
	s_load_dword s6, s[48:49], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s6
	ds_write_b32 v0, v1 offset:4
.LBB9_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s44, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z7barrierj@rel32@lo+4
	s_addc_u32 s49, s49, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	v_cmp_gt_i32_e64 s[36:37], s60, v40
	v_ashrrev_i32_e32 v41, 31, v40
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB9_4
; %bb.3:
	v_lshl_b64 v[0:1], v[40:41], 2
	v_mov_b32_e32 v2, s57
	v_add_i32_e32 v0, vcc, s56, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	v_mov_b32_e32 v3, 0
	ds_read_b32 v3, v3 offset:4
	s_waitcnt lgkmcnt(0)
	v_rcp_f32_e32 v3, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v3
	flat_store_dword v[0:1], v2
.LBB9_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s44, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 2
	s_swappc_b64 s[30:31], s[48:49]
	v_cmp_eq_u32_e32 vcc, 0, v40
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB9_9
; %bb.5:
	v_mov_b32_e32 v0, s56
	v_mov_b32_e32 v1, s57
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s50
	v_mov_b32_e32 v2, s51
	s_cmp_lt_i32 s60, 2
	s_waitcnt vmcnt(0)
	flat_store_dword v[1:2], v0
	s_cbranch_scc1 .LBB9_8
; %bb.6:
	s_add_i32 s8, s60, -1
	s_add_u32 s4, s50, 4
	s_addc_u32 s5, s51, 0
	s_add_u32 s6, s56, 4
	s_addc_u32 s7, s57, 0
.LBB9_7:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	flat_load_dword v3, v[1:2]
	v_mov_b32_e32 v1, s4
	s_add_i32 s8, s8, -1
	v_mov_b32_e32 v2, s5
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v3
	flat_store_dword v[1:2], v0
	s_cbranch_scc1 .LBB9_7
.LBB9_8:
	v_mov_b32_e32 v0, s54
	v_mov_b32_e32 v1, s55
	flat_load_dword v2, v[0:1]
	s_mov_b32 s4, 0x41c64e6d
	s_mov_b32 s5, 0x40000001
	v_lshlrev_b32_e32 v5, 10, v43
	s_add_u32 s8, s44, 48
	v_lshlrev_b32_e32 v4, 20, v44
	v_or_b32_e32 v5, v42, v5
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v5, v4
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	v_cvt_f32_i32_e32 v45, s60
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsf@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, s4
	s_brev_b32 s4, -2
	v_add_i32_e32 v2, vcc, 0x3039, v2
	v_mul_hi_i32 v3, v2, s5
	v_lshrrev_b32_e32 v6, 31, v3
	v_ashrrev_i32_e32 v3, 29, v3
	v_add_i32_e32 v3, vcc, v3, v6
	v_mul_lo_u32 v3, v3, s4
	s_mov_b64 s[4:5], s[42:43]
	v_subrev_i32_e32 v2, vcc, v3, v2
	v_cvt_f32_i32_e32 v3, v2
	flat_store_dword v[0:1], v2
	v_mul_f32_e32 v0, 0x30000000, v3
	s_swappc_b64 s[30:31], s[16:17]
	v_rcp_iflag_f32_e32 v1, v45
	v_mul_f32_e32 v2, v0, v1
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v1, s53
	flat_store_dword v[0:1], v2
.LBB9_9:
	s_or_b64 exec, exec, s[58:59]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s44, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 2
	s_swappc_b64 s[30:31], s[48:49]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB9_11
; %bb.10:
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v1, s53
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
.LBB9_11:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s44, 48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[48:49]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB9_13
; %bb.12:
	v_cvt_f32_i32_e32 v0, s60
	v_mov_b32_e32 v1, 0
	ds_read_b32 v3, v1
	v_cvt_f32_i32_e32 v2, v40
	v_rcp_iflag_f32_e32 v4, v0
	v_lshl_b64 v[0:1], v[40:41], 2
	v_mov_b32_e32 v5, s53
	v_add_i32_e32 v0, vcc, s52, v0
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v3, v2, v4
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_store_dword v[0:1], v3
.LBB9_13:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel normalize_weights_kernel
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 61
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
.Lfunc_end9:
	.size	normalize_weights_kernel, .Lfunc_end9-normalize_weights_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1032
; NumSgprs: 65
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 57
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
	.protected	sum_kernel              ; -- Begin function sum_kernel
	.globl	sum_kernel
	.p2align	8
	.type	sum_kernel,@function
sum_kernel:                             ; @sum_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s44, s40, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
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
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_eq_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_6
; %bb.1:
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v2, 32, v2
	v_lshl_b64 v[0:1], v[0:1], v2
	s_load_dword s4, s[40:41], 0x2
	s_load_dwordx2 s[44:45], s[40:41], 0x0
	v_min_u32_e32 v0, 1, v0
	v_or_b32_e32 v0, v1, v0
	v_cvt_f32_u32_e32 v0, v0
	v_sub_i32_e32 v1, vcc, 32, v2
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v2, s4
	v_ldexp_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_add_u32 s8, s40, 16
	v_lshlrev_b32_e32 v1, 20, v42
	s_addc_u32 s9, s41, 0
	v_mul_f32_e32 v0, v2, v0
	v_lshlrev_b32_e32 v2, 10, v41
	v_or_b32_e32 v2, v40, v2
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4ceilf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4ceilf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cvt_i32_f32_e32 v1, v0
	v_mov_b32_e32 v0, 0
	v_cmp_lt_i32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB10_5
; %bb.2:
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[44:45]
.LBB10_3:                               ; =>This Inner Loop Header: Depth=1
	s_load_dword s10, s[8:9], 0x0
	v_add_i32_e32 v1, vcc, -1, v1
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, s10, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB10_3
; %bb.4:
	s_or_b64 exec, exec, s[6:7]
.LBB10_5:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v1, s44
	v_mov_b32_e32 v2, s45
	flat_store_dword v[1:2], v0
.LBB10_6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel sum_kernel
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
		.amdhsa_next_free_vgpr 57
		.amdhsa_next_free_sgpr 52
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
.Lfunc_end10:
	.size	sum_kernel, .Lfunc_end10-sum_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 420
; NumSgprs: 56
; NumVgprs: 57
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 57
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
	.protected	likelihood_kernel       ; -- Begin function likelihood_kernel
	.globl	likelihood_kernel
	.p2align	8
	.type	likelihood_kernel,@function
likelihood_kernel:                      ; @likelihood_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[68:69], s[8:9], 0x14
	s_load_dwordx4 s[64:67], s[8:9], 0x16
	s_load_dwordx4 s[60:63], s[8:9], 0x1c
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	s_movk_i32 s72, 0x88
	v_lshlrev_b32_e32 v1, 10, v43
	s_load_dwordx8 s[48:55], s[8:9], 0x0
	s_add_u32 s34, s40, s72
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s41, 0
	v_or_b32_e32 v45, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s47, s14
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	s_mov_b32 s58, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v1
	v_cmp_gt_i32_e64 s[34:35], s64, v40
	s_and_saveexec_b64 s[56:57], s[34:35]
	s_cbranch_execz .LBB11_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashr_i64 v[0:1], v[0:1], 30
	v_mov_b32_e32 v3, s53
	v_add_i32_e32 v2, vcc, s52, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s49
	v_add_i32_e32 v59, vcc, s48, v0
	v_addc_u32_e32 v60, vcc, v4, v1, vcc
	v_mov_b32_e32 v5, s55
	v_add_i32_e32 v4, vcc, s54, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	v_mov_b32_e32 v6, s51
	v_add_i32_e32 v61, vcc, s50, v0
	v_addc_u32_e32 v62, vcc, v6, v1, vcc
	v_mov_b32_e32 v7, s69
	v_add_i32_e32 v6, vcc, s68, v0
	v_addc_u32_e32 v7, vcc, v7, v1, vcc
	v_add_i32_e32 v72, vcc, s60, v0
	flat_load_dword v0, v[2:3]
	v_mov_b32_e32 v8, s61
	v_addc_u32_e32 v73, vcc, v8, v1, vcc
	v_cvt_f32_i32_e32 v2, s64
	s_mov_b32 s64, 0x41c64e6d
	s_movk_i32 s73, 0x3039
	s_mov_b32 s74, 0x40000001
	v_rcp_iflag_f32_e32 v2, v2
	s_brev_b32 s75, -2
	v_lshlrev_b32_e32 v3, 20, v44
	s_add_u32 s36, s40, s72
	s_addc_u32 s37, s41, 0
	s_brev_b32 s76, 12
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z4fabsf@rel32@lo+4
	s_addc_u32 s53, s53, _Z4fabsf@rel32@hi+12
	s_waitcnt vmcnt(0)
	flat_store_dword v[59:60], v0
	flat_load_dword v0, v[4:5]
	flat_load_dword v1, v[72:73]
	v_lshlrev_b32_e32 v4, 10, v43
	v_or_b32_e32 v4, v42, v4
	v_or_b32_e32 v47, v4, v3
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(1)
	flat_store_dword v[61:62], v0
	flat_store_dword v[6:7], v2
	flat_load_dword v0, v[59:60]
	s_waitcnt vmcnt(3)
	v_mul_lo_u32 v1, v1, s64
	v_add_i32_e32 v1, vcc, s73, v1
	v_mul_hi_i32 v2, v1, s74
	v_lshrrev_b32_e32 v5, 31, v2
	v_ashrrev_i32_e32 v2, 29, v2
	v_add_i32_e32 v2, vcc, v2, v5
	v_mul_lo_u32 v2, v2, s75
	v_sub_i32_e32 v57, vcc, v1, v2
	v_cvt_f32_i32_e32 v5, v57
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[1:2], v0
	v_mul_f32_e32 v0, s76, v5
	v_add_f64 v[74:75], v[1:2], 1.0
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_mul_lo_u32 v0, v57, s64
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	v_add_i32_e32 v0, vcc, s73, v0
	v_mul_hi_i32 v1, v0, s74
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 29, v1
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_lo_u32 v1, v1, s75
	v_mov_b32_e32 v31, v47
	s_mov_b32 s14, s33
	v_sub_i32_e32 v63, vcc, v0, v1
	v_cvt_f32_i32_e32 v0, v63
	v_mul_f32_e32 v0, s76, v0
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s77, 0x40c90fdb
	v_mul_f32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z3cosf@rel32@lo+4
	s_addc_u32 s55, s55, _Z3cosf@rel32@hi+12
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v56
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z3logf@rel32@lo+4
	s_addc_u32 s61, s61, _Z3logf@rel32@hi+12
	s_swappc_b64 s[30:31], s[60:61]
	v_mul_f32_e32 v0, -2.0, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s71, s71, _Z4sqrtf@rel32@hi+12
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_f32_e32 v0, v57, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b32 s59, 0x40140000
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	v_fma_f64 v[0:1], v[0:1], s[58:59], v[74:75]
	s_mov_b64 s[8:9], s[36:37]
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_mul_lo_u32 v1, v63, s64
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	flat_store_dword v[59:60], v0
	flat_load_dword v0, v[61:62]
	v_add_i32_e32 v1, vcc, s73, v1
	v_mul_hi_i32 v2, v1, s74
	s_mov_b32 s13, s46
	v_mov_b32_e32 v31, v47
	s_mov_b32 s14, s33
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 29, v2
	v_add_i32_e32 v2, vcc, v2, v3
	v_mul_lo_u32 v2, v2, s75
	v_sub_i32_e32 v57, vcc, v1, v2
	v_cvt_f32_i32_e32 v3, v57
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[1:2], v0
	v_mul_f32_e32 v0, s76, v3
	v_add_f64 v[59:60], v[1:2], -2.0
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_mul_lo_u32 v0, v57, s64
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	v_add_i32_e32 v0, vcc, s73, v0
	v_mul_hi_i32 v1, v0, s74
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 29, v1
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_lo_u32 v1, v1, s75
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_sub_i32_e32 v0, vcc, v0, v1
	v_cvt_f32_i32_e32 v1, v0
	flat_store_dword v[72:73], v0
	v_mul_f32_e32 v0, s76, v1
	s_swappc_b64 s[30:31], s[52:53]
	v_mul_f32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[54:55]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v56
	s_swappc_b64 s[30:31], s[60:61]
	v_mul_f32_e32 v0, -2.0, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_f32_e32 v0, v57, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	v_fma_f64 v[0:1], v[0:1], 2.0, v[59:60]
	v_cvt_f32_f64_e32 v0, v[0:1]
	flat_store_dword v[61:62], v0
.LBB11_2:
	s_or_b64 exec, exec, s[56:57]
	s_load_dword s64, s[40:41], 0x20
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s40, s72
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 2
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z7barrierj@rel32@lo+4
	s_addc_u32 s37, s37, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	s_and_saveexec_b64 s[60:61], s[34:35]
	s_cbranch_execz .LBB11_9
; %bb.3:
	s_load_dwordx2 s[70:71], s[40:41], 0x1a
	s_load_dwordx8 s[52:59], s[40:41], 0xa
	v_mov_b32_e32 v0, 0
	s_cmp_lt_i32 s65, 1
	s_cbranch_scc1 .LBB11_8
; %bb.4:
	v_mov_b32_e32 v1, v40
	v_ashr_i64 v[0:1], v[0:1], 30
	v_mov_b32_e32 v3, s49
	v_add_i32_e32 v2, vcc, s48, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v3, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v3, v[0:1]
	v_mul_lo_u32 v0, v40, s65
	v_lshlrev_b32_e32 v5, 10, v43
	v_lshlrev_b32_e32 v1, 20, v44
	v_or_b32_e32 v5, v42, v5
	v_or_b32_e32 v47, v5, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s53
	v_add_i32_e32 v56, vcc, s52, v0
	v_addc_u32_e32 v57, vcc, v4, v1, vcc
	v_mov_b32_e32 v60, v57
	v_mov_b32_e32 v59, v56
	s_mov_b32 s48, s65
	s_waitcnt vmcnt(1)
	v_trunc_f32_e32 v61, v2
	s_waitcnt vmcnt(0)
	v_trunc_f32_e32 v62, v3
.LBB11_5:                               ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, s54
	v_mov_b32_e32 v1, s55
	flat_load_dwordx2 v[0:1], v[0:1]
	s_add_u32 s8, s40, 0x88
	s_addc_u32 s9, s41, 0
	v_mov_b32_e32 v31, v47
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3absi@rel32@lo+4
	s_addc_u32 s17, s17, _Z3absi@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v1, v1
	v_cvt_f32_i32_e32 v0, v0
	v_add_f32_e32 v1, v61, v1
	v_cvt_i32_f32_e32 v1, v1
	v_add_f32_e32 v0, v62, v0
	v_cvt_i32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, s70
	v_add_i32_e32 v0, vcc, v1, v0
	v_mul_lo_u32 v0, v0, s71
	v_add_i32_e32 v0, vcc, s67, v0
	s_swappc_b64 s[30:31], s[16:17]
	s_add_i32 s48, s48, -1
	v_cmp_gt_i32_e32 vcc, s66, v0
	v_cndmask_b32_e32 v0, 0, v0, vcc
	s_add_u32 s54, s54, 8
	flat_store_dword v[59:60], v0
	s_addc_u32 s55, s55, 0
	v_add_i32_e32 v59, vcc, 4, v59
	s_cmp_lg_u32 s48, 0
	v_addc_u32_e32 v60, vcc, 0, v60, vcc
	s_cbranch_scc1 .LBB11_5
; %bb.6:
	s_mov_b32 s4, 0x47ae147b
	v_mov_b32_e32 v0, 0
	s_movk_i32 s6, 0xff1c
	s_mov_b32 s5, 0x3f947ae1
	s_mov_b32 s7, s65
.LBB11_7:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v1, v[56:57]
	v_mov_b32_e32 v2, s59
	s_add_i32 s7, s7, -1
	s_cmp_lg_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v1
	v_add_i32_e32 v1, vcc, s58, v1
	v_addc_u32_e32 v2, vcc, v2, v3, vcc
	flat_load_ubyte v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 0xffffff9c, v1
	v_add_i32_e32 v1, vcc, s6, v1
	v_cvt_f32_i32_e32 v3, v1
	v_cvt_f32_i32_e32 v2, v2
	v_cvt_f64_f32_e32 v[0:1], v0
	v_add_i32_e32 v56, vcc, 4, v56
	v_mul_f32_e32 v3, v3, v3
	v_mad_f32 v2, v2, v2, -v3
	v_cvt_f64_f32_e32 v[2:3], v2
	v_addc_u32_e32 v57, vcc, 0, v57, vcc
	v_fma_f64 v[0:1], v[2:3], s[4:5], v[0:1]
	v_cvt_f32_f64_e32 v0, v[0:1]
	s_cbranch_scc1 .LBB11_7
.LBB11_8:
	v_cvt_f32_i32_e32 v3, s65
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v40
	v_ashr_i64 v[1:2], v[1:2], 30
	v_rcp_iflag_f32_e32 v5, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s57
	v_add_i32_e32 v3, vcc, s56, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	v_madak_f32 v0, v0, v5, 0xc3960000
	flat_store_dword v[3:4], v0
	v_mov_b32_e32 v3, s69
	v_add_i32_e32 v56, vcc, s68, v1
	v_addc_u32_e32 v57, vcc, v3, v2, vcc
	flat_load_dword v47, v[56:57]
	v_lshlrev_b32_e32 v2, 10, v43
	s_add_u32 s8, s40, 0x88
	v_lshlrev_b32_e32 v1, 20, v44
	v_or_b32_e32 v2, v42, v2
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v0, v47, v0
	flat_store_dword v[56:57], v0
.LBB11_9:
	s_or_b64 exec, exec, s[60:61]
	v_lshlrev_b32_e32 v0, 2, v41
	v_add_i32_e32 v47, vcc, s64, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 m0, -1
	s_movk_i32 s48, 0x88
	v_lshlrev_b32_e32 v1, 10, v43
	ds_write_b32 v47, v0
	s_add_u32 s8, s40, s48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[36:37]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB11_11
; %bb.10:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v40
	v_ashr_i64 v[0:1], v[0:1], 30
	v_mov_b32_e32 v2, s69
	v_add_i32_e32 v0, vcc, s68, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0
.LBB11_11:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s40, s48
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_alignbit_b32 v45, v46, v45, 1
	v_cmp_ne_u32_e32 vcc, 0, v45
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB11_16
; %bb.12:
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b64 s[48:49], 0
	v_or_b32_e32 v40, v1, v0
	s_branch .LBB11_14
.LBB11_13:                              ;   in Loop: Header=BB11_14 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s40, 0x88
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_lshrrev_b32_e32 v0, 1, v45
	v_cmp_gt_u32_e32 vcc, 2, v45
	s_or_b64 s[48:49], vcc, s[48:49]
	v_mov_b32_e32 v45, v0
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB11_16
.LBB11_14:                              ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_u32_e32 vcc, v45, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB11_13
; %bb.15:                               ;   in Loop: Header=BB11_14 Depth=1
	v_lshlrev_b32_e32 v0, 2, v45
	v_add_i32_e32 v0, vcc, v47, v0
	ds_read_b32 v0, v0
	ds_read_b32 v1, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v47, v0
	s_branch .LBB11_13
.LBB11_16:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_eq_u32_e32 vcc, 0, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB11_18
; %bb.17:
	v_mov_b32_e32 v3, s64
	v_mov_b32_e32 v57, 0
	ds_read_b32 v3, v3
	v_ashr_i64 v[0:1], v[57:58], 30
	v_mov_b32_e32 v2, s63
	v_add_i32_e32 v0, vcc, s62, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v3
.LBB11_18:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel likelihood_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 192
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 78
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
.Lfunc_end11:
	.size	likelihood_kernel, .Lfunc_end11-likelihood_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2528
; NumSgprs: 82
; NumVgprs: 76
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 82
; NumVGPRsForWavesPerEU: 76
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z4fabsf
	.hidden	_Z3cosf
	.hidden	_Z3logf
	.hidden	_Z4sqrtf
	.hidden	_Z3expf
	.hidden	_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i
	.hidden	_Z13get_global_idj
	.hidden	_Z7barrierj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z4ceilf
	.hidden	_Z12get_group_idj
	.hidden	_Z3absi
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .name:           find_index_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         find_index_kernel.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           normalize_weights_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         normalize_weights_kernel.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
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
    .name:           sum_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         sum_kernel.kd
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         88
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         100
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         104
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         108
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         128
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 192
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           likelihood_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .symbol:         likelihood_kernel.kd
    .vgpr_count:     76
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
