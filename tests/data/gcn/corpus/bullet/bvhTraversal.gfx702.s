	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx702"
	.hidden	getTriangleIndex                ; -- Begin function getTriangleIndex
	.globl	getTriangleIndex
	.p2align	2
	.type	getTriangleIndex,@function
getTriangleIndex:                       ; @getTriangleIndex
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_i32_e32 v0, vcc, 12, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0x1fffff, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	getTriangleIndex, .Lfunc_end0-getTriangleIndex
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 34
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	isLeaf                          ; -- Begin function isLeaf
	.globl	isLeaf
	.p2align	2
	.type	isLeaf,@function
isLeaf:                                 ; @isLeaf
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_i32_e32 v0, vcc, 12, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_not_b32_e32 v0, v0
	v_lshrrev_b32_e32 v0, 31, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	isLeaf, .Lfunc_end1-isLeaf
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 32
; NumSgprs: 34
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	getEscapeIndex                  ; -- Begin function getEscapeIndex
	.globl	getEscapeIndex
	.p2align	2
	.type	getEscapeIndex,@function
getEscapeIndex:                         ; @getEscapeIndex
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_i32_e32 v0, vcc, 12, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_sub_i32_e32 v0, vcc, 0, v0
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	getEscapeIndex, .Lfunc_end2-getEscapeIndex
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 28
; NumSgprs: 34
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	testQuantizedAabbAgainstQuantizedAabb ; -- Begin function testQuantizedAabbAgainstQuantizedAabb
	.globl	testQuantizedAabbAgainstQuantizedAabb
	.p2align	2
	.type	testQuantizedAabbAgainstQuantizedAabb,@function
testQuantizedAabbAgainstQuantizedAabb:  ; @testQuantizedAabbAgainstQuantizedAabb
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, v0
	buffer_load_ushort v0, v0, s[0:3], 0 offen
	buffer_load_ushort v5, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v0, v5
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_10
; %bb.1:
	buffer_load_ushort v0, v1, s[0:3], 0 offen
	buffer_load_ushort v5, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v0, v5
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB3_9
; %bb.2:
	v_add_i32_e32 v0, vcc, 2, v4
	v_add_i32_e32 v5, vcc, 2, v3
	buffer_load_ushort v0, v0, s[0:3], 0 offen
	buffer_load_ushort v5, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v0, v5
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB3_8
; %bb.3:
	v_add_i32_e32 v0, vcc, 2, v1
	v_add_i32_e32 v5, vcc, 2, v2
	buffer_load_ushort v0, v0, s[0:3], 0 offen
	buffer_load_ushort v5, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v0, v5
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB3_7
; %bb.4:
	v_add_i32_e32 v0, vcc, 4, v4
	v_add_i32_e32 v3, vcc, 4, v3
	buffer_load_ushort v0, v0, s[0:3], 0 offen
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v0, v3
	v_mov_b32_e32 v0, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:
	v_add_i32_e32 v0, vcc, 4, v1
	v_add_i32_e32 v1, vcc, 4, v2
	buffer_load_ushort v0, v0, s[0:3], 0 offen
	buffer_load_ushort v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v0, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
.LBB3_6:
	s_or_b64 exec, exec, s[12:13]
.LBB3_7:
	s_or_b64 exec, exec, s[10:11]
.LBB3_8:
	s_or_b64 exec, exec, s[8:9]
.LBB3_9:
	s_or_b64 exec, exec, s[6:7]
.LBB3_10:
	s_or_b64 exec, exec, s[4:5]
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	testQuantizedAabbAgainstQuantizedAabb, .Lfunc_end3-testQuantizedAabbAgainstQuantizedAabb
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 280
; NumSgprs: 34
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	quantizeWithClamp               ; -- Begin function quantizeWithClamp
	.globl	quantizeWithClamp
	.p2align	2
	.type	quantizeWithClamp,@function
quantizeWithClamp:                      ; @quantizeWithClamp
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:52 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 13
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s43, 9
	buffer_store_dword v41, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s44, 10
	v_mov_b32_e32 v59, v7
	s_addk_i32 s32, 0x1000
	v_writelane_b32 v40, s30, 11
	v_mov_b32_e32 v60, v6
	v_mov_b32_e32 v61, v5
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v5, v59
	v_mov_b32_e32 v6, v8
	v_writelane_b32 v40, s31, 12
	v_mov_b32_e32 v42, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v43, v16
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v45, v14
	v_mov_b32_e32 v46, v13
	v_mov_b32_e32 v47, v12
	v_mov_b32_e32 v56, v11
	v_mov_b32_e32 v57, v10
	v_mov_b32_e32 v58, v8
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3maxDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z3maxDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v56
	v_mov_b32_e32 v6, v47
	v_mov_b32_e32 v7, v46
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3minDv4_fS_@rel32@lo+4
	s_addc_u32 s17, s17, _Z3minDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_sub_f32_e32 v3, v0, v60
	v_sub_f32_e32 v1, v1, v59
	v_sub_f32_e32 v0, v2, v58
	v_mul_f32_e32 v0, v0, v43
	v_mul_f32_e32 v1, v1, v44
	v_mul_f32_e32 v4, v3, v45
	v_cmp_ne_u32_e32 vcc, 0, v61
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB4_2
; %bb.1:
	v_add_f32_e32 v2, 1.0, v4
	v_cvt_u32_f32_e32 v2, v2
	v_add_f32_e32 v1, 1.0, v1
	v_add_f32_e32 v0, 1.0, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_or_b32_e32 v2, 1, v2
	buffer_store_short v2, v41, s[0:3], 0 offen
	v_or_b32_e32 v3, 1, v1
	v_or_b32_e32 v2, 1, v0
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
.LBB4_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB4_4
; %bb.3:
	v_cvt_u32_f32_e32 v2, v4
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	s_mov_b32 s6, 0xfffe
	v_and_b32_e32 v2, s6, v2
	buffer_store_short v2, v41, s[0:3], 0 offen
	v_and_b32_e32 v3, s6, v1
	v_and_b32_e32 v2, s6, v0
.LBB4_4:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v0, vcc, 2, v41
	buffer_store_short v3, v0, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, 4, v41
	buffer_store_short v2, v0, s[0:3], 0 offen
	buffer_load_dword v61, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:52 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end4:
	.size	quantizeWithClamp, .Lfunc_end4-quantizeWithClamp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 748
; NumSgprs: 49
; NumVgprs: 62
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.protected	bvhTraversalKernel      ; -- Begin function bvhTraversalKernel
	.globl	bvhTraversalKernel
	.p2align	8
	.type	bvhTraversalKernel,@function
bvhTraversalKernel:                     ; @bvhTraversalKernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_load_dwordx2 s[64:65], s[8:9], 0x12
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	s_movk_i32 s34, 0x50
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_add_u32 s8, s40, s34
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s47, s14
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s64, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_38
; %bb.1:
	s_load_dwordx16 s[48:63], s[40:41], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v0
	v_ashr_i64 v[0:1], v[1:2], 28
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dwordx4 v[76:79], v[0:1]
	v_mov_b32_e32 v0, s50
	v_mov_b32_e32 v1, s51
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[2:3], s[4:5], v76, s34, v[0:1]
	v_mad_i64_i32 v[0:1], s[4:5], v77, s34, v[0:1]
	v_add_i32_e32 v2, vcc, 64, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_add_i32_e32 v0, vcc, 64, v0
	flat_load_dwordx2 v[2:3], v[2:3]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v94, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v77
	v_mov_b32_e32 v0, v77
	s_waitcnt vmcnt(1)
	v_cmp_neq_f32_e64 s[4:5], 0, v3
	v_cmp_eq_f32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_3
; %bb.2:
	v_mov_b32_e32 v3, s50
	s_movk_i32 s8, 0x50
	v_mov_b32_e32 v4, s51
	v_mad_i64_i32 v[3:4], s[8:9], v0, s8, v[3:4]
	s_andn2_b64 s[4:5], s[4:5], exec
	v_add_i32_e32 v3, vcc, 0x44, v3
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	flat_load_dword v3, v[3:4]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc, 0, v3
	s_and_b64 s[8:9], vcc, exec
	s_or_b64 s[4:5], s[4:5], s[8:9]
.LBB5_3:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB5_38
; %bb.4:
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[4:5], v[2:3], 4
	v_mov_b32_e32 v6, s53
	v_add_i32_e32 v4, vcc, s52, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	v_add_i32_e32 v4, vcc, 8, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 5, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB5_38
; %bb.5:
	v_ashrrev_i32_e32 v95, 31, v94
	v_lshl_b64 v[4:5], v[94:95], 4
	v_mov_b32_e32 v6, s53
	v_add_i32_e32 v4, vcc, s52, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	v_add_i32_e32 v4, vcc, 8, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dword v63, v[4:5]
	s_load_dwordx2 s[6:7], s[40:41], 0x10
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 5, v63
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.6:
	v_cmp_lt_i32_e32 vcc, 7, v63
	s_mov_b64 s[8:9], exec
	s_and_b64 s[10:11], vcc, exec
; %bb.7:
	s_or_saveexec_b64 s[12:13], s[4:5]
	s_xor_b64 exec, exec, s[12:13]
; %bb.8:
	v_cmp_eq_u32_e32 vcc, 3, v63
	v_cmp_ne_u32_e64 s[4:5], 3, v63
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[14:15], vcc, exec
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 s[8:9], s[8:9], s[14:15]
	s_or_b64 s[10:11], s[10:11], s[4:5]
; %bb.9:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[4:5], s[10:11]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.10:
	s_andn2_b64 s[8:9], s[8:9], exec
; %bb.11:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB5_38
; %bb.12:
	v_lshl_b64 v[2:3], v[2:3], 4
	v_mov_b32_e32 v4, s53
	v_add_i32_e32 v2, vcc, s52, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v4, v[2:3]
	v_lshl_b64 v[0:1], v[0:1], 5
	v_mov_b32_e32 v2, s55
	v_add_i32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 16, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s7
	flat_load_dwordx4 v[58:61], v[2:3]
	flat_load_dwordx4 v[0:3], v[0:1]
	s_movk_i32 s64, 0x50
	s_add_u32 s34, s40, s64
	s_addc_u32 s35, s41, 0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s49, 0
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z3maxDv4_fS_@rel32@lo+4
	s_addc_u32 s37, s37, _Z3maxDv4_fS_@rel32@hi+12
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_b64 v[4:5], v[4:5], 6
	v_add_i32_e32 v4, vcc, s6, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	v_add_i32_e32 v6, vcc, 32, v4
	v_addc_u32_e32 v7, vcc, 0, v5, vcc
	v_add_i32_e32 v8, vcc, 16, v4
	v_addc_u32_e32 v9, vcc, 0, v5, vcc
	flat_load_dwordx4 v[40:43], v[4:5]
	v_add_i32_e32 v4, vcc, 52, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[88:91], v[6:7]
	flat_load_dwordx4 v[72:75], v[8:9]
	s_waitcnt vmcnt(1)
	flat_load_dwordx3 v[91:93], v[4:5]
	v_lshlrev_b32_e32 v5, 10, v45
	v_lshlrev_b32_e32 v4, 20, v44
	v_or_b32_e32 v5, v46, v5
	v_or_b32_e32 v62, v5, v4
	s_mov_b64 s[6:7], s[42:43]
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v6, v42
	v_mov_b32_e32 v7, v43
	s_swappc_b64 s[30:31], s[36:37]
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	v_mov_b32_e32 v6, v74
	v_mov_b32_e32 v7, v75
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3minDv4_fS_@rel32@lo+4
	s_addc_u32 s51, s51, _Z3minDv4_fS_@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v47, v2
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v59
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v6, v42
	v_mov_b32_e32 v7, v43
	s_swappc_b64 s[30:31], s[36:37]
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	v_mov_b32_e32 v6, v74
	v_mov_b32_e32 v7, v75
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_lt_i32_e32 vcc, 0, v91
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB5_38
; %bb.13:
	v_ashrrev_i32_e32 v4, 31, v93
	v_mov_b32_e32 v3, v93
	v_lshl_b64 v[3:4], v[3:4], 5
	v_mov_b32_e32 v5, s61
	v_add_i32_e32 v43, vcc, s60, v3
	v_ashrrev_i32_e32 v93, 31, v92
	v_addc_u32_e32 v72, vcc, v5, v4, vcc
	v_lshl_b64 v[3:4], v[92:93], 4
	v_sub_f32_e32 v1, v1, v41
	v_sub_f32_e32 v0, v0, v40
	v_add_i32_e32 v73, vcc, s62, v3
	v_sub_f32_e32 v3, v57, v40
	v_mad_f32 v0, v88, v0, 1.0
	v_mad_f32 v1, v89, v1, 1.0
	v_mul_f32_e32 v3, v88, v3
	v_sub_f32_e32 v2, v2, v42
	v_cvt_u32_f32_e32 v0, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v3, v3
	v_mad_f32 v2, v90, v2, 1.0
	v_mov_b32_e32 v5, s63
	v_cvt_u32_f32_e32 v2, v2
	v_addc_u32_e32 v74, vcc, v5, v4, vcc
	v_sub_f32_e32 v4, v56, v41
	v_sub_f32_e32 v5, v47, v42
	v_mul_f32_e32 v4, v89, v4
	v_mul_f32_e32 v5, v90, v5
	s_mov_b32 s4, 0xfffe
	v_or_b32_e32 v89, 1, v0
	v_or_b32_e32 v90, 1, v1
	v_lshl_b64 v[0:1], v[94:95], 4
	v_cvt_u32_f32_e32 v4, v4
	v_and_b32_e32 v47, s4, v3
	v_cvt_u32_f32_e32 v3, v5
	v_or_b32_e32 v92, 1, v2
	v_mov_b32_e32 v2, s53
	v_add_i32_e32 v41, vcc, s52, v0
	v_mov_b32_e32 v56, v76
	v_addc_u32_e32 v42, vcc, v2, v1, vcc
	v_mov_b32_e32 v59, v79
	v_add_i32_e32 v60, vcc, 12, v41
	v_and_b32_e32 v75, s4, v4
	v_and_b32_e32 v88, s4, v3
	v_cmp_ne_u32_e64 s[34:35], 6, v63
	v_mov_b32_e32 v57, v77
	v_mov_b32_e32 v58, v78
	v_mov_b32_e32 v59, s49
	v_addc_u32_e32 v61, vcc, 0, v42, vcc
	s_mov_b64 s[50:51], 0
	s_mov_b32 s68, 0xffff
	s_mov_b32 s48, s49
	s_branch .LBB5_15
.LBB5_14:                               ;   in Loop: Header=BB5_15 Depth=1
	s_or_b64 exec, exec, s[52:53]
	s_add_i32 s48, s48, 1
	v_cmp_eq_u32_e32 vcc, s48, v91
	s_or_b64 s[50:51], vcc, s[50:51]
	s_andn2_b64 exec, exec, s[50:51]
	s_cbranch_execz .LBB5_38
.LBB5_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB5_20 Depth 2
                                        ;       Child Loop BB5_30 Depth 3
	s_lshl_b64 s[4:5], s[48:49], 5
	v_mov_b32_e32 v1, s5
	v_add_i32_e32 v0, vcc, s4, v43
	v_addc_u32_e32 v1, vcc, v72, v1, vcc
	flat_load_dwordx3 v[2:4], v[0:1]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, s68, v2
	v_and_b32_e32 v6, s68, v3
	v_lshrrev_b32_e32 v3, 16, v3
	v_and_b32_e32 v7, s68, v4
	v_cmp_le_u32_e32 vcc, v47, v3
	v_cmp_ge_u32_e64 s[4:5], v89, v5
	v_lshrrev_b32_e32 v2, 16, v2
	v_cmp_le_u32_e64 s[6:7], v75, v7
	s_and_b64 s[4:5], vcc, s[4:5]
	v_lshrrev_b32_e32 v4, 16, v4
	v_cmp_ge_u32_e64 s[8:9], v90, v2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_le_u32_e64 s[10:11], v88, v4
	s_and_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ge_u32_e32 vcc, v92, v6
	s_and_b64 s[4:5], s[4:5], s[10:11]
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[52:53], s[4:5]
	s_cbranch_execz .LBB5_14
; %bb.16:                               ;   in Loop: Header=BB5_15 Depth=1
	v_add_i32_e32 v2, vcc, 16, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB5_14
; %bb.17:                               ;   in Loop: Header=BB5_15 Depth=1
	v_add_i32_e32 v0, vcc, 12, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v62, v[0:1]
	s_mov_b64 s[54:55], 0
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v93, vcc, v2, v62
	s_branch .LBB5_20
.LBB5_18:                               ;   in Loop: Header=BB5_20 Depth=2
	s_or_b64 exec, exec, s[6:7]
.LBB5_19:                               ;   in Loop: Header=BB5_20 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ge_i32_e32 vcc, v62, v93
	s_or_b64 s[54:55], vcc, s[54:55]
	s_andn2_b64 exec, exec, s[54:55]
	s_cbranch_execz .LBB5_14
.LBB5_20:                               ;   Parent Loop BB5_15 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB5_30 Depth 3
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_b64 v[0:1], v[62:63], 4
	v_add_i32_e32 v4, vcc, v73, v0
	v_addc_u32_e32 v5, vcc, v74, v1, vcc
	flat_load_dwordx3 v[1:3], v[4:5]
	v_add_i32_e32 v4, vcc, 12, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dword v0, v[4:5]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v4, s68, v1
	v_and_b32_e32 v5, s68, v2
	v_lshrrev_b32_e32 v2, 16, v2
	v_and_b32_e32 v6, s68, v3
	v_cmp_le_u32_e32 vcc, v47, v2
	v_cmp_ge_u32_e64 s[4:5], v89, v4
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_le_u32_e64 s[6:7], v75, v6
	s_and_b64 s[4:5], vcc, s[4:5]
	v_lshrrev_b32_e32 v3, 16, v3
	v_cmp_ge_u32_e64 s[8:9], v90, v1
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_cmp_le_u32_e64 s[10:11], v88, v3
	s_and_b64 s[4:5], s[4:5], s[8:9]
	v_cmp_ge_u32_e64 s[12:13], v92, v5
	s_and_b64 s[4:5], s[4:5], s[10:11]
	s_and_b64 s[4:5], s[4:5], s[12:13]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[36:37], -1, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[60:61], exec, s[6:7]
	s_cbranch_execz .LBB5_33
; %bb.21:                               ;   in Loop: Header=BB5_20 Depth=2
	s_and_saveexec_b64 s[62:63], s[36:37]
	s_cbranch_execz .LBB5_32
; %bb.22:                               ;   in Loop: Header=BB5_20 Depth=2
	v_and_b32_e32 v63, 0x1fffff, v0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[66:67], exec, s[4:5]
	s_cbranch_execz .LBB5_26
; %bb.23:                               ;   in Loop: Header=BB5_20 Depth=2
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s40, s64
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vi@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vi@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_i32_e32 vcc, s65, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_25
; %bb.24:                               ;   in Loop: Header=BB5_20 Depth=2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 4
	v_mov_b32_e32 v2, s57
	v_add_i32_e32 v4, vcc, s56, v0
	v_addc_u32_e32 v5, vcc, v2, v1, vcc
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v2, v63
	flat_store_dwordx4 v[4:5], v[0:3]
.LBB5_25:                               ;   in Loop: Header=BB5_20 Depth=2
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr63
.LBB5_26:                               ;   in Loop: Header=BB5_20 Depth=2
	s_or_saveexec_b64 s[4:5], s[66:67]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB5_32
; %bb.27:                               ;   in Loop: Header=BB5_20 Depth=2
	flat_load_dword v40, v[41:42]
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s40, s64
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v40
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_lt_i32_e32 vcc, 0, v40
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB5_32
; %bb.28:                               ;   in Loop: Header=BB5_20 Depth=2
	v_mov_b32_e32 v1, v76
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v2, v77
	v_mov_b32_e32 v4, v79
	v_mov_b32_e32 v3, v63
	s_mov_b32 s8, 0
	s_mov_b64 s[4:5], 0
	s_branch .LBB5_30
.LBB5_29:                               ;   in Loop: Header=BB5_30 Depth=3
	s_or_b64 exec, exec, s[6:7]
	s_add_i32 s8, s8, 1
	v_cmp_eq_u32_e32 vcc, s8, v40
	s_or_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB5_32
.LBB5_30:                               ;   Parent Loop BB5_15 Depth=1
                                        ;     Parent Loop BB5_20 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_i32_e32 v5, vcc, s8, v0
	v_cmp_gt_i32_e32 vcc, s65, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB5_29
; %bb.31:                               ;   in Loop: Header=BB5_30 Depth=3
	flat_load_dword v7, v[60:61]
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshl_b64 v[5:6], v[5:6], 4
	v_mov_b32_e32 v8, s57
	v_add_i32_e32 v9, vcc, s56, v5
	v_addc_u32_e32 v10, vcc, v8, v6, vcc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v11, vcc, s8, v7
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v8, v11
	flat_store_dwordx4 v[9:10], v[5:8]
	s_branch .LBB5_29
.LBB5_32:                               ;   in Loop: Header=BB5_20 Depth=2
	s_or_b64 exec, exec, s[62:63]
	v_add_i32_e32 v62, vcc, 1, v62
                                        ; implicit-def: $vgpr0
.LBB5_33:                               ;   in Loop: Header=BB5_20 Depth=2
	s_or_saveexec_b64 s[4:5], s[60:61]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB5_19
; %bb.34:                               ;   in Loop: Header=BB5_20 Depth=2
	s_and_saveexec_b64 s[6:7], s[36:37]
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.35:                               ;   in Loop: Header=BB5_20 Depth=2
	v_add_i32_e32 v62, vcc, 1, v62
                                        ; implicit-def: $vgpr0
; %bb.36:                               ;   in Loop: Header=BB5_20 Depth=2
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB5_18
; %bb.37:                               ;   in Loop: Header=BB5_20 Depth=2
	v_sub_i32_e32 v62, vcc, v62, v0
	s_branch .LBB5_18
.LBB5_38:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bvhTraversalKernel
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 69
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
.Lfunc_end5:
	.size	bvhTraversalKernel, .Lfunc_end5-bvhTraversalKernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2180
; NumSgprs: 73
; NumVgprs: 96
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 73
; NumVGPRsForWavesPerEU: 96
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z3maxDv4_fS_
	.hidden	_Z3minDv4_fS_
	.hidden	_Z13get_global_idj
	.hidden	_Z10atomic_addPU3AS1Vii
	.hidden	_Z10atomic_incPU3AS1Vi
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'BodyData*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'btCollidableGpu*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'btAabbCL*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'btBvhSubtreeInfo*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'btQuantizedBvhNode*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'b3BvhInfo*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         76
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
    .name:           bvhTraversalKernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         bvhTraversalKernel.kd
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx702
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
