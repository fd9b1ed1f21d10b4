	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	phi                             ; -- Begin function phi
	.globl	phi
	.p2align	2
	.type	phi,@function
phi:                                    ; @phi
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0xc00
	v_writelane_b32 v40, s30, 11
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
	v_writelane_b32 v40, s31, 12
	v_mov_b32_e32 v42, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v41, v4
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v46, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3e6d3389
	v_fma_f32 v3, v3, s4, 1.0
	v_fma_f32 v2, v2, s4, 1.0
	v_fma_f32 v1, v1, s4, 1.0
	v_fma_f32 v0, v0, s4, 1.0
	s_mov_b32 s4, 0x6f800000
	v_mov_b32_e32 v4, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v0|, s4
	v_cndmask_b32_e32 v5, 1.0, v4, vcc
	v_cmp_gt_f32_e64 vcc, |v1|, s4
	v_cndmask_b32_e32 v6, 1.0, v4, vcc
	v_cmp_gt_f32_e64 vcc, |v2|, s4
	v_cndmask_b32_e32 v7, 1.0, v4, vcc
	v_cmp_gt_f32_e64 vcc, |v3|, s4
	v_cndmask_b32_e32 v4, 1.0, v4, vcc
	v_mul_f32_e32 v0, v0, v5
	v_mul_f32_e32 v1, v1, v6
	v_mul_f32_e32 v2, v2, v7
	v_mul_f32_e32 v3, v3, v4
	v_rcp_f32_e32 v0, v0
	v_rcp_f32_e32 v1, v1
	v_rcp_f32_e32 v2, v2
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v47, v5, v0
	v_mul_f32_e32 v56, v6, v1
	v_mul_f32_e32 v57, v7, v2
	v_mul_f32_e32 v58, v4, v3
	v_mul_f32_e32 v3, v43, v43
	v_mul_f32_e32 v2, v44, v44
	v_mul_f32_e32 v1, v45, v45
	v_mul_f32_e32 v0, v46, v46
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v1, -0.5, v1
	v_mul_f32_e32 v2, -0.5, v2
	v_mul_f32_e32 v3, -0.5, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3faa466f
	v_mov_b32_e32 v4, 0xbfe91eea
	v_fma_f32 v5, v47, s4, v4
	v_fma_f32 v6, v56, s4, v4
	v_fma_f32 v7, v57, s4, v4
	v_fma_f32 v4, v58, s4, v4
	s_mov_b32 s4, 0x3fe40778
	v_fma_f32 v4, v58, v4, s4
	v_fma_f32 v7, v57, v7, s4
	v_fma_f32 v6, v56, v6, s4
	v_fma_f32 v5, v47, v5, s4
	s_mov_b32 s4, 0xbeb68f87
	v_fma_f32 v5, v47, v5, s4
	v_fma_f32 v6, v56, v6, s4
	v_fma_f32 v7, v57, v7, s4
	v_fma_f32 v4, v58, v4, s4
	s_mov_b32 s4, 0x3ea385fa
	v_fma_f32 v4, v58, v4, s4
	v_fma_f32 v7, v57, v7, s4
	v_fma_f32 v6, v56, v6, s4
	v_fma_f32 v5, v47, v5, s4
	s_mov_b32 s4, 0xbecc422a
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v1, s4, v1
	v_mul_f32_e32 v2, s4, v2
	v_mul_f32_e32 v0, v0, v47
	v_mul_f32_e32 v2, v2, v57
	v_mul_f32_e32 v1, v1, v56
	v_fma_f32 v0, v0, v5, 1.0
	v_mul_f32_e32 v3, s4, v3
	v_fma_f32 v1, v1, v6, 1.0
	v_fma_f32 v2, v2, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v46
	v_mul_f32_e32 v3, v3, v58
	v_sub_f32_e32 v6, 1.0, v1
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_cmp_gt_f32_e32 vcc, 0, v45
	v_fma_f32 v3, v3, v4, 1.0
	v_sub_f32_e32 v5, 1.0, v2
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cmp_gt_f32_e32 vcc, 0, v44
	v_sub_f32_e32 v4, 1.0, v3
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_gt_f32_e32 vcc, 0, v43
	v_cndmask_b32_e32 v3, v3, v4, vcc
	buffer_store_dword v3, v41, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v41, s[0:3], 0 offen offset:8
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
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
	s_addk_i32 s32, 0xf400
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	phi, .Lfunc_end0-phi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1184
; NumSgprs: 51
; NumVgprs: 59
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.protected	blackScholes            ; -- Begin function blackScholes
	.globl	blackScholes
	.p2align	8
	.type	blackScholes,@function
blackScholes:                           ; @blackScholes
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_load_dword s52, s[8:9], 0x8
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[8:9], 0x10
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s53, s52, 31
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s35, s9, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v42, v1
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_lo_u32 v2, v1, s52
	v_mul_lo_u32 v3, v0, s53
	v_mad_u64_u32 v[0:1], s[4:5], v0, s52, 0
	s_mov_b32 s5, 0x41200000
	s_mov_b32 s4, 0x42c80000
	v_add3_u32 v1, v1, v3, v2
	v_add_co_u32_e32 v0, vcc, v0, v41
	v_addc_co_u32_e32 v1, vcc, v1, v42, vcc
	v_lshlrev_b64 v[73:74], 4, v[0:1]
	v_mov_b32_e32 v1, s49
	v_add_co_u32_e32 v0, vcc, s48, v73
	v_addc_co_u32_e32 v1, vcc, v1, v74, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	s_mov_b32 s6, 0x3d4ccccd
	s_mov_b32 s8, 0x3dcccccd
	s_mov_b32 s7, 0x3c23d70a
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtDv4_f@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, 1.0, v3
	v_sub_f32_e32 v5, 1.0, v2
	v_sub_f32_e32 v6, 1.0, v1
	v_sub_f32_e32 v7, 1.0, v0
	v_mul_f32_e32 v12, s5, v4
	v_mul_f32_e32 v13, s5, v5
	v_mul_f32_e32 v14, s5, v6
	v_mul_f32_e32 v15, s5, v7
	v_mul_f32_e32 v8, s4, v7
	v_mul_f32_e32 v9, s4, v6
	v_mul_f32_e32 v10, s4, v5
	v_mul_f32_e32 v11, s4, v4
	v_mul_f32_e32 v16, s6, v7
	v_mul_f32_e32 v17, s6, v6
	v_mul_f32_e32 v18, s6, v5
	v_mul_f32_e32 v19, s6, v4
	v_mul_f32_e32 v4, s8, v4
	v_mul_f32_e32 v5, s8, v5
	v_mul_f32_e32 v6, s8, v6
	v_mul_f32_e32 v7, s8, v7
	v_add_f32_e32 v41, v0, v15
	v_add_f32_e32 v42, v1, v14
	v_add_f32_e32 v43, v2, v13
	v_add_f32_e32 v44, v3, v12
	v_fma_f32 v75, v3, s5, v11
	v_fma_f32 v76, v2, s5, v10
	v_fma_f32 v77, v1, s5, v9
	v_fma_f32 v78, v0, s5, v8
	v_fma_f32 v61, v3, s7, v19
	v_fma_f32 v62, v2, s7, v18
	v_fma_f32 v63, v1, s7, v17
	v_fma_f32 v72, v0, s7, v16
	v_fma_f32 v45, v0, s7, v7
	v_fma_f32 v46, v1, s7, v6
	v_fma_f32 v47, v2, s7, v5
	v_fma_f32 v56, v3, s7, v4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	s_swappc_b64 s[30:31], s[16:17]
	v_div_scale_f32 v4, vcc, v78, v78, v78
	v_div_scale_f32 v5, s[4:5], v77, v77, v77
	v_div_scale_f32 v6, s[6:7], v76, v76, v76
	v_div_scale_f32 v9, s[8:9], v75, v75, v75
	v_mul_f32_e32 v60, v3, v56
	v_mul_f32_e32 v59, v2, v47
	v_mul_f32_e32 v58, v1, v46
	v_mul_f32_e32 v57, v0, v45
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_rcp_f32_e32 v7, v4
	v_mov_b32_e32 v31, v40
	v_rcp_f32_e32 v8, v5
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logDv4_f@rel32@hi+12
	v_fma_f32 v10, -v4, v7, 1.0
	v_fma_f32 v7, v10, v7, v7
	v_mul_f32_e32 v10, v4, v7
	v_fma_f32 v12, -v4, v10, v4
	v_fma_f32 v11, -v5, v8, 1.0
	v_fma_f32 v10, v12, v7, v10
	v_fma_f32 v8, v11, v8, v8
	v_fma_f32 v4, -v4, v10, v4
	v_mul_f32_e32 v11, v5, v8
	v_div_fmas_f32 v4, v4, v7, v10
	v_rcp_f32_e32 v7, v6
	v_fma_f32 v13, -v5, v11, v5
	v_fma_f32 v11, v13, v8, v11
	v_fma_f32 v5, -v5, v11, v5
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f32 v5, v5, v8, v11
	v_fma_f32 v8, -v6, v7, 1.0
	v_fma_f32 v7, v8, v7, v7
	v_mul_f32_e32 v8, v6, v7
	v_fma_f32 v10, -v6, v8, v6
	v_fma_f32 v8, v10, v7, v8
	v_rcp_f32_e32 v10, v9
	v_fma_f32 v6, -v6, v8, v6
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f32 v6, v6, v7, v8
	v_fma_f32 v7, -v9, v10, 1.0
	v_fma_f32 v7, v7, v10, v10
	v_mul_f32_e32 v8, v9, v7
	v_fma_f32 v10, -v9, v8, v9
	v_fma_f32 v8, v10, v7, v8
	v_fma_f32 v9, -v9, v8, v9
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f32 v7, v9, v7, v8
	v_div_fixup_f32 v0, v4, v78, v78
	v_div_fixup_f32 v1, v5, v77, v77
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_div_fixup_f32 v2, v6, v76, v76
	v_div_fixup_f32 v3, v7, v75, v75
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v4, v45, v45
	v_mul_f32_e32 v4, 0.5, v4
	v_add_f32_e32 v4, v72, v4
	v_fma_f32 v0, v4, v41, v0
	v_div_scale_f32 v4, s[4:5], v57, v57, v0
	v_div_scale_f32 v8, vcc, v0, v57, v0
	v_mul_f32_e32 v5, v46, v46
	v_mul_f32_e32 v5, 0.5, v5
	v_add_f32_e32 v5, v63, v5
	v_fma_f32 v1, v5, v42, v1
	v_div_scale_f32 v5, s[4:5], v58, v58, v1
	v_mul_f32_e32 v6, v47, v47
	v_mul_f32_e32 v7, v56, v56
	v_mul_f32_e32 v7, 0.5, v7
	v_mul_f32_e32 v6, 0.5, v6
	v_add_f32_e32 v6, v62, v6
	v_add_f32_e32 v7, v61, v7
	v_rcp_f32_e32 v9, v4
	v_fma_f32 v3, v7, v44, v3
	v_fma_f32 v2, v6, v43, v2
	v_div_scale_f32 v7, s[4:5], v1, v58, v1
	v_fma_f32 v6, -v4, v9, 1.0
	v_fma_f32 v6, v6, v9, v9
	v_mul_f32_e32 v9, v8, v6
	v_fma_f32 v10, -v4, v9, v8
	v_fma_f32 v9, v10, v6, v9
	v_div_scale_f32 v10, s[6:7], v59, v59, v2
	v_fma_f32 v4, -v4, v9, v8
	v_rcp_f32_e32 v8, v5
	v_div_fmas_f32 v4, v4, v6, v9
	v_div_scale_f32 v6, s[6:7], v2, v59, v2
	v_div_scale_f32 v11, s[8:9], v60, v60, v3
	v_fma_f32 v9, -v5, v8, 1.0
	v_fma_f32 v8, v9, v8, v8
	v_mul_f32_e32 v9, v7, v8
	v_fma_f32 v12, -v5, v9, v7
	v_fma_f32 v9, v12, v8, v9
	v_div_scale_f32 v12, s[8:9], v3, v60, v3
	v_rcp_f32_e32 v13, v10
	v_fma_f32 v5, -v5, v9, v7
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f32 v5, v5, v8, v9
	v_fma_f32 v7, -v10, v13, 1.0
	v_fma_f32 v7, v7, v13, v13
	v_mul_f32_e32 v8, v6, v7
	v_fma_f32 v9, -v10, v8, v6
	v_fma_f32 v8, v9, v7, v8
	v_rcp_f32_e32 v9, v11
	v_fma_f32 v6, -v10, v8, v6
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f32 v6, v6, v7, v8
	v_fma_f32 v7, -v11, v9, 1.0
	v_fma_f32 v7, v7, v9, v9
	v_mul_f32_e32 v8, v12, v7
	v_fma_f32 v9, -v11, v8, v12
	v_fma_f32 v8, v9, v7, v8
	v_fma_f32 v9, -v11, v8, v12
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f32 v7, v9, v7, v8
	v_div_fixup_f32 v45, v4, v57, v0
	v_div_fixup_f32 v46, v5, v58, v1
	v_mul_f32_e64 v0, v41, -v72
	v_mul_f32_e64 v1, v42, -v63
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_div_fixup_f32 v47, v6, v59, v2
	v_mul_f32_e64 v2, v43, -v62
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_sub_f32_e32 v57, v45, v57
	v_div_fixup_f32 v56, v7, v60, v3
	v_mul_f32_e64 v3, v44, -v61
	v_sub_f32_e32 v58, v46, v58
	v_sub_f32_e32 v59, v47, v59
	v_sub_f32_e32 v60, v56, v60
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3expDv4_f@rel32@lo+4
	s_addc_u32 s51, s51, _Z3expDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_f32_e32 v79, v75, v3
	v_mul_f32_e32 v88, v76, v2
	v_mul_f32_e32 v89, v77, v1
	v_mul_f32_e32 v90, v78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v56
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z4fabsDv4_f@rel32@lo+4
	s_addc_u32 s49, s49, _Z4fabsDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_mov_b32 s52, 0x3e6d3389
	v_fma_f32 v0, v0, s52, 1.0
	s_mov_b32 s53, 0x6f800000
	v_fma_f32 v1, v1, s52, 1.0
	v_mov_b32_e32 v91, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v0|, s53
	v_fma_f32 v2, v2, s52, 1.0
	v_cndmask_b32_e32 v4, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v1|, s53
	v_fma_f32 v3, v3, s52, 1.0
	v_cndmask_b32_e32 v5, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v2|, s53
	v_cndmask_b32_e32 v6, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v3|, s53
	v_cndmask_b32_e32 v7, 1.0, v91, vcc
	v_mul_f32_e32 v0, v0, v4
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v2, v2, v6
	v_mul_f32_e32 v3, v3, v7
	v_rcp_f32_e32 v0, v0
	v_rcp_f32_e32 v1, v1
	v_rcp_f32_e32 v2, v2
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v61, v4, v0
	v_mul_f32_e32 v62, v5, v1
	v_mul_f32_e32 v63, v6, v2
	v_mul_f32_e32 v72, v7, v3
	v_mul_f32_e64 v3, v56, -v56
	v_mul_f32_e64 v2, v47, -v47
	v_mul_f32_e64 v1, v46, -v46
	v_mul_f32_e64 v0, v45, -v45
	s_brev_b32 s58, 1
	v_mul_f32_e32 v0, 0.5, v0
	v_mul_f32_e32 v1, 0.5, v1
	v_mul_f32_e32 v2, 0.5, v2
	v_mul_f32_e32 v3, 0.5, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_xor_b32_e32 v41, s58, v45
	v_xor_b32_e32 v42, s58, v46
	v_xor_b32_e32 v43, s58, v47
	v_xor_b32_e32 v44, s58, v56
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s54, 0x3faa466f
	v_mov_b32_e32 v92, 0xbfe91eea
	v_fma_f32 v4, v61, s54, v92
	s_mov_b32 s55, 0x3fe40778
	v_fma_f32 v5, v62, s54, v92
	v_fma_f32 v7, v72, s54, v92
	v_fma_f32 v4, v61, v4, s55
	s_mov_b32 s56, 0xbeb68f87
	s_mov_b32 s59, 0xbecc422a
	v_fma_f32 v6, v63, s54, v92
	v_fma_f32 v7, v72, v7, s55
	v_fma_f32 v5, v62, v5, s55
	v_fma_f32 v4, v61, v4, s56
	s_mov_b32 s57, 0x3ea385fa
	v_mul_f32_e32 v93, s59, v0
	v_fma_f32 v6, v63, v6, s55
	v_fma_f32 v5, v62, v5, s56
	v_fma_f32 v7, v72, v7, s56
	v_fma_f32 v4, v61, v4, s57
	v_mul_f32_e32 v94, s59, v1
	v_mul_f32_e32 v104, s59, v3
	v_mul_f32_e32 v3, v93, v61
	v_fma_f32 v6, v63, v6, s56
	v_fma_f32 v7, v72, v7, s57
	v_fma_f32 v5, v62, v5, s57
	v_mul_f32_e32 v95, s59, v2
	v_mul_f32_e32 v0, v104, v72
	v_mul_f32_e32 v2, v94, v62
	v_fma_f32 v3, v3, v4, 1.0
	v_fma_f32 v6, v63, v6, s57
	v_mul_f32_e32 v1, v95, v63
	v_fma_f32 v2, v2, v5, 1.0
	v_fma_f32 v0, v0, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v3
	v_cmp_gt_f32_e32 vcc, 0, v45
	v_fma_f32 v1, v1, v6, 1.0
	v_sub_f32_e32 v6, 1.0, v2
	v_cndmask_b32_e32 v105, v3, v7, vcc
	v_cmp_gt_f32_e32 vcc, 0, v46
	v_sub_f32_e32 v5, 1.0, v1
	v_cndmask_b32_e32 v106, v2, v6, vcc
	v_cmp_gt_f32_e32 vcc, 0, v47
	v_sub_f32_e32 v4, 1.0, v0
	v_cndmask_b32_e32 v107, v1, v5, vcc
	v_cmp_gt_f32_e32 vcc, 0, v56
	v_cndmask_b32_e32 v108, v0, v4, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, v59
	v_mov_b32_e32 v3, v60
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v0, v0, s52, 1.0
	v_fma_f32 v1, v1, s52, 1.0
	v_cmp_gt_f32_e64 vcc, |v0|, s53
	v_fma_f32 v2, v2, s52, 1.0
	v_cndmask_b32_e32 v4, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v1|, s53
	v_fma_f32 v3, v3, s52, 1.0
	v_cndmask_b32_e32 v5, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v2|, s53
	v_cndmask_b32_e32 v6, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v3|, s53
	v_cndmask_b32_e32 v7, 1.0, v91, vcc
	v_mul_f32_e32 v0, v0, v4
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v2, v2, v6
	v_mul_f32_e32 v3, v3, v7
	v_rcp_f32_e32 v0, v0
	v_rcp_f32_e32 v1, v1
	v_rcp_f32_e32 v2, v2
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v109, v4, v0
	v_mul_f32_e32 v110, v5, v1
	v_mul_f32_e32 v111, v6, v2
	v_mul_f32_e32 v120, v7, v3
	v_mul_f32_e64 v3, v60, -v60
	v_mul_f32_e64 v2, v59, -v59
	v_mul_f32_e64 v1, v58, -v58
	v_mul_f32_e64 v0, v57, -v57
	v_mul_f32_e32 v0, 0.5, v0
	v_mul_f32_e32 v1, 0.5, v1
	v_mul_f32_e32 v2, 0.5, v2
	v_mul_f32_e32 v3, 0.5, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_xor_b32_e32 v61, s58, v57
	v_xor_b32_e32 v62, s58, v58
	v_xor_b32_e32 v63, s58, v59
	v_xor_b32_e32 v72, s58, v60
	s_swappc_b64 s[30:31], s[50:51]
	v_fma_f32 v4, v120, s54, v92
	v_fma_f32 v5, v111, s54, v92
	v_fma_f32 v7, v109, s54, v92
	v_fma_f32 v4, v120, v4, s55
	v_fma_f32 v6, v110, s54, v92
	v_fma_f32 v7, v109, v7, s55
	v_fma_f32 v5, v111, v5, s55
	v_fma_f32 v4, v120, v4, s56
	v_mul_f32_e32 v121, s59, v3
	v_fma_f32 v6, v110, v6, s55
	v_fma_f32 v5, v111, v5, s56
	v_fma_f32 v7, v109, v7, s56
	v_fma_f32 v4, v120, v4, s57
	v_mul_f32_e32 v122, s59, v2
	v_mul_f32_e32 v124, s59, v0
	v_mul_f32_e32 v3, v121, v120
	v_fma_f32 v6, v110, v6, s56
	v_fma_f32 v7, v109, v7, s57
	v_fma_f32 v5, v111, v5, s57
	v_mul_f32_e32 v123, s59, v1
	v_mul_f32_e32 v0, v124, v109
	v_mul_f32_e32 v2, v122, v111
	v_fma_f32 v3, v3, v4, 1.0
	v_fma_f32 v6, v110, v6, s57
	v_mul_f32_e32 v1, v123, v110
	v_fma_f32 v2, v2, v5, 1.0
	v_fma_f32 v0, v0, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v3
	v_cmp_gt_f32_e32 vcc, 0, v60
	v_fma_f32 v1, v1, v6, 1.0
	v_sub_f32_e32 v6, 1.0, v2
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_cmp_gt_f32_e32 vcc, 0, v59
	v_sub_f32_e32 v5, 1.0, v1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_gt_f32_e32 vcc, 0, v58
	v_sub_f32_e32 v4, 1.0, v0
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cmp_gt_f32_e32 vcc, 0, v57
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_mul_f32_e64 v0, v0, -v90
	v_mul_f32_e64 v1, v1, -v89
	v_mul_f32_e64 v2, v2, -v88
	v_mul_f32_e64 v3, v3, -v79
	v_mov_b32_e32 v5, s45
	v_add_co_u32_e32 v4, vcc, s44, v73
	v_fma_f32 v3, v75, v108, v3
	v_fma_f32 v2, v76, v107, v2
	v_fma_f32 v1, v77, v106, v1
	v_fma_f32 v0, v78, v105, v0
	v_addc_co_u32_e32 v5, vcc, v5, v74, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v0, v0, s52, 1.0
	v_fma_f32 v1, v1, s52, 1.0
	v_cmp_gt_f32_e64 vcc, |v0|, s53
	v_fma_f32 v2, v2, s52, 1.0
	v_cndmask_b32_e32 v4, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v1|, s53
	v_fma_f32 v3, v3, s52, 1.0
	v_cndmask_b32_e32 v5, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v2|, s53
	v_cndmask_b32_e32 v6, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v3|, s53
	v_cndmask_b32_e32 v7, 1.0, v91, vcc
	v_mul_f32_e32 v3, v3, v7
	v_mul_f32_e32 v0, v0, v4
	v_mul_f32_e32 v2, v2, v6
	v_rcp_f32_e32 v3, v3
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v1, v1, v5
	v_rcp_f32_e32 v2, v2
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v3, v7, v3
	v_mul_f32_e32 v0, v4, v0
	v_mul_f32_e32 v2, v6, v2
	v_fma_f32 v4, v3, s54, v92
	v_mul_f32_e32 v1, v5, v1
	v_fma_f32 v5, v2, s54, v92
	v_fma_f32 v7, v0, s54, v92
	v_fma_f32 v4, v3, v4, s55
	v_fma_f32 v6, v1, s54, v92
	v_fma_f32 v7, v0, v7, s55
	v_fma_f32 v5, v2, v5, s55
	v_fma_f32 v4, v3, v4, s56
	v_fma_f32 v6, v1, v6, s55
	v_fma_f32 v5, v2, v5, s56
	v_fma_f32 v7, v0, v7, s56
	v_fma_f32 v4, v3, v4, s57
	v_mul_f32_e32 v3, v104, v3
	v_fma_f32 v6, v1, v6, s56
	v_fma_f32 v7, v0, v7, s57
	v_fma_f32 v5, v2, v5, s57
	v_mul_f32_e32 v0, v93, v0
	v_mul_f32_e32 v2, v95, v2
	v_fma_f32 v3, v3, v4, 1.0
	v_fma_f32 v6, v1, v6, s57
	v_mul_f32_e32 v1, v94, v1
	v_fma_f32 v2, v2, v5, 1.0
	v_fma_f32 v0, v0, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v3
	v_cmp_lt_f32_e32 vcc, 0, v56
	v_fma_f32 v1, v1, v6, 1.0
	v_sub_f32_e32 v6, 1.0, v2
	v_cndmask_b32_e32 v41, v3, v7, vcc
	v_cmp_lt_f32_e32 vcc, 0, v47
	v_sub_f32_e32 v5, 1.0, v1
	v_cndmask_b32_e32 v42, v2, v6, vcc
	v_cmp_lt_f32_e32 vcc, 0, v46
	v_sub_f32_e32 v4, 1.0, v0
	v_cndmask_b32_e32 v43, v1, v5, vcc
	v_cmp_lt_f32_e32 vcc, 0, v45
	v_cndmask_b32_e32 v44, v0, v4, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v62
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, v72
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v0, v0, s52, 1.0
	v_cmp_gt_f32_e64 vcc, |v0|, s53
	v_fma_f32 v1, v1, s52, 1.0
	v_cndmask_b32_e32 v4, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v1|, s53
	v_fma_f32 v2, v2, s52, 1.0
	v_cndmask_b32_e32 v5, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v2|, s53
	v_fma_f32 v3, v3, s52, 1.0
	v_cndmask_b32_e32 v6, 1.0, v91, vcc
	v_cmp_gt_f32_e64 vcc, |v3|, s53
	v_mul_f32_e32 v0, v0, v4
	v_cndmask_b32_e32 v7, 1.0, v91, vcc
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v1, v1, v5
	v_mul_f32_e32 v3, v3, v7
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v2, v2, v6
	v_rcp_f32_e32 v3, v3
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v0, v4, v0
	v_mul_f32_e32 v1, v5, v1
	v_mul_f32_e32 v3, v7, v3
	v_fma_f32 v7, v0, s54, v92
	v_mul_f32_e32 v2, v6, v2
	v_fma_f32 v4, v3, s54, v92
	v_fma_f32 v6, v1, s54, v92
	v_fma_f32 v7, v0, v7, s55
	v_fma_f32 v4, v3, v4, s55
	v_fma_f32 v5, v2, s54, v92
	v_fma_f32 v6, v1, v6, s55
	v_fma_f32 v7, v0, v7, s56
	v_fma_f32 v4, v3, v4, s56
	v_fma_f32 v5, v2, v5, s55
	v_fma_f32 v6, v1, v6, s56
	v_fma_f32 v7, v0, v7, s57
	v_mul_f32_e32 v0, v124, v0
	v_fma_f32 v4, v3, v4, s57
	v_mul_f32_e32 v3, v121, v3
	v_fma_f32 v5, v2, v5, s56
	v_fma_f32 v6, v1, v6, s57
	v_mul_f32_e32 v1, v123, v1
	v_fma_f32 v0, v0, v7, 1.0
	v_fma_f32 v5, v2, v5, s57
	v_mul_f32_e32 v2, v122, v2
	v_fma_f32 v1, v1, v6, 1.0
	v_fma_f32 v3, v3, v4, 1.0
	v_sub_f32_e32 v4, 1.0, v0
	v_cmp_lt_f32_e32 vcc, 0, v57
	v_fma_f32 v2, v2, v5, 1.0
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_sub_f32_e32 v4, 1.0, v1
	v_cmp_lt_f32_e32 vcc, 0, v58
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_sub_f32_e32 v4, 1.0, v2
	v_cmp_lt_f32_e32 vcc, 0, v59
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sub_f32_e32 v4, 1.0, v3
	v_cmp_lt_f32_e32 vcc, 0, v60
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_mul_f32_e64 v4, v44, -v78
	v_mul_f32_e64 v5, v43, -v77
	v_mul_f32_e64 v6, v42, -v76
	v_mul_f32_e64 v7, v41, -v75
	v_fma_f32 v1, v89, v1, v5
	v_fma_f32 v0, v90, v0, v4
	v_mov_b32_e32 v5, s47
	v_add_co_u32_e32 v4, vcc, s46, v73
	v_fma_f32 v3, v79, v3, v7
	v_fma_f32 v2, v88, v2, v6
	v_addc_co_u32_e32 v5, vcc, v5, v74, vcc
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel blackScholes
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
		.amdhsa_next_free_vgpr 125
		.amdhsa_next_free_sgpr 60
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
.Lfunc_end1:
	.size	blackScholes, .Lfunc_end1-blackScholes
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4452
; NumSgprs: 66
; NumVgprs: 125
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 125
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
	.hidden	phi_scalar                      ; -- Begin function phi_scalar
	.globl	phi_scalar
	.p2align	2
	.type	phi_scalar,@function
phi_scalar:                             ; @phi_scalar
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x800
	v_writelane_b32 v40, s30, 11
	buffer_store_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s31, 12
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3e6d3389
	v_fma_f32 v0, v0, s4, 1.0
	s_mov_b32 s4, 0x6f800000
	v_mov_b32_e32 v1, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v0|, s4
	v_cndmask_b32_e32 v1, 1.0, v1, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_mul_f32_e32 v44, v1, v0
	v_mul_f32_e32 v0, v43, v43
	v_mul_f32_e32 v0, -0.5, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3faa466f
	v_mov_b32_e32 v1, 0xbfe91eea
	v_fma_f32 v1, v44, s4, v1
	s_mov_b32 s4, 0x3fe40778
	v_fma_f32 v1, v44, v1, s4
	s_mov_b32 s4, 0xbeb68f87
	v_fma_f32 v1, v44, v1, s4
	s_mov_b32 s4, 0x3ea385fa
	v_mul_f32_e32 v0, 0xbecc422a, v0
	v_fma_f32 v1, v44, v1, s4
	v_mul_f32_e32 v0, v0, v44
	v_fma_f32 v0, v0, v1, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v43
	v_cndmask_b32_e32 v0, v0, v1, vcc
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v44, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
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
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end2:
	.size	phi_scalar, .Lfunc_end2-phi_scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 664
; NumSgprs: 51
; NumVgprs: 59
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.protected	blackScholes_scalar     ; -- Begin function blackScholes_scalar
	.globl	blackScholes_scalar
	.p2align	8
	.type	blackScholes_scalar,@function
blackScholes_scalar:                    ; @blackScholes_scalar
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_load_dword s52, s[8:9], 0x8
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[8:9], 0x10
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s53, s52, 31
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_addc_u32 s35, s9, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s16
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v42, v1
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_lo_u32 v2, v1, s52
	v_mul_lo_u32 v3, v0, s53
	v_mad_u64_u32 v[0:1], s[4:5], v0, s52, 0
	s_mov_b32 s4, 0x41200000
	s_mov_b32 s5, 0x3c23d70a
	v_add3_u32 v1, v1, v3, v2
	v_add_co_u32_e32 v0, vcc, v0, v41
	v_addc_co_u32_e32 v1, vcc, v1, v42, vcc
	v_lshlrev_b64 v[45:46], 2, v[0:1]
	v_mov_b32_e32 v1, s49
	v_add_co_u32_e32 v0, vcc, s48, v45
	v_addc_co_u32_e32 v1, vcc, v1, v46, vcc
	global_load_dword v0, v[0:1], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtf@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, 1.0, v0
	v_mul_f32_e32 v3, s4, v1
	v_mul_f32_e32 v2, 0x42c80000, v1
	v_mul_f32_e32 v4, 0x3d4ccccd, v1
	v_mul_f32_e32 v1, 0x3dcccccd, v1
	v_add_f32_e32 v41, v0, v3
	v_fma_f32 v47, v0, s4, v2
	v_fma_f32 v42, v0, s5, v4
	v_fma_f32 v43, v0, s5, v1
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v0, v41
	s_swappc_b64 s[30:31], s[16:17]
	v_div_scale_f32 v1, vcc, v47, v47, v47
	v_mul_f32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logf@rel32@hi+12
	v_rcp_f32_e32 v2, v1
	v_fma_f32 v3, -v1, v2, 1.0
	v_fma_f32 v2, v3, v2, v2
	v_mul_f32_e32 v3, v1, v2
	v_fma_f32 v4, -v1, v3, v1
	v_fma_f32 v3, v4, v2, v3
	v_fma_f32 v1, -v1, v3, v1
	v_div_fmas_f32 v1, v1, v2, v3
	v_div_fixup_f32 v0, v1, v47, v47
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v1, v43, v43
	v_mul_f32_e32 v1, 0.5, v1
	v_add_f32_e32 v1, v42, v1
	v_fma_f32 v1, v1, v41, v0
	v_div_scale_f32 v0, s[4:5], v44, v44, v1
	v_div_scale_f32 v2, vcc, v1, v44, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3expf@rel32@lo+4
	s_addc_u32 s51, s51, _Z3expf@rel32@hi+12
	v_rcp_f32_e32 v3, v0
	v_fma_f32 v4, -v0, v3, 1.0
	v_fma_f32 v3, v4, v3, v3
	v_mul_f32_e32 v4, v2, v3
	v_fma_f32 v5, -v0, v4, v2
	v_fma_f32 v4, v5, v3, v4
	v_fma_f32 v0, -v0, v4, v2
	v_div_fmas_f32 v2, v0, v3, v4
	v_mul_f32_e64 v0, v41, -v42
	v_div_fixup_f32 v41, v2, v44, v1
	v_sub_f32_e32 v42, v41, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_f32_e32 v56, v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v41
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z4fabsf@rel32@lo+4
	s_addc_u32 s49, s49, _Z4fabsf@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_mov_b32 s53, 0x3e6d3389
	v_fma_f32 v0, v0, s53, 1.0
	s_mov_b32 s54, 0x6f800000
	v_mov_b32_e32 v57, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v0|, s54
	v_cndmask_b32_e32 v1, 1.0, v57, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_brev_b32 s52, 1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_mul_f32_e32 v44, v1, v0
	v_mul_f32_e64 v0, v41, -v41
	v_mul_f32_e32 v0, 0.5, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_xor_b32_e32 v43, s52, v41
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s55, 0x3faa466f
	v_mov_b32_e32 v58, 0xbfe91eea
	v_fma_f32 v1, v44, s55, v58
	s_mov_b32 s56, 0x3fe40778
	v_fma_f32 v1, v44, v1, s56
	s_mov_b32 s57, 0xbeb68f87
	s_mov_b32 s59, 0xbecc422a
	v_fma_f32 v1, v44, v1, s57
	s_mov_b32 s58, 0x3ea385fa
	v_mul_f32_e32 v59, s59, v0
	v_fma_f32 v1, v44, v1, s58
	v_mul_f32_e32 v0, v59, v44
	v_fma_f32 v0, v0, v1, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v41
	v_cndmask_b32_e32 v60, v0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v0, v0, s53, 1.0
	v_cmp_gt_f32_e64 vcc, |v0|, s54
	v_cndmask_b32_e32 v1, 1.0, v57, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v61, v1, v0
	v_mul_f32_e64 v0, v42, -v42
	v_mul_f32_e32 v0, 0.5, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_xor_b32_e32 v44, s52, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_fma_f32 v1, v61, s55, v58
	v_fma_f32 v1, v61, v1, s56
	v_fma_f32 v1, v61, v1, s57
	v_mul_f32_e32 v62, s59, v0
	v_fma_f32 v1, v61, v1, s58
	v_mul_f32_e32 v0, v62, v61
	v_fma_f32 v0, v0, v1, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v42
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mul_f32_e64 v0, v0, -v56
	v_fma_f32 v2, v47, v60, v0
	v_mov_b32_e32 v1, s45
	v_add_co_u32_e32 v0, vcc, s44, v45
	v_addc_co_u32_e32 v1, vcc, v1, v46, vcc
	global_store_dword v[0:1], v2, off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v43
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v0, v0, s53, 1.0
	v_cmp_gt_f32_e64 vcc, |v0|, s54
	v_cndmask_b32_e32 v1, 1.0, v57, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	v_cmp_lt_f32_e32 vcc, 0, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_mul_f32_e32 v0, v1, v0
	v_fma_f32 v1, v0, s55, v58
	v_fma_f32 v1, v0, v1, s56
	v_fma_f32 v1, v0, v1, s57
	v_mul_f32_e32 v2, v59, v0
	v_fma_f32 v0, v0, v1, s58
	v_fma_f32 v0, v2, v0, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cndmask_b32_e32 v41, v0, v1, vcc
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v44
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f32 v0, v0, s53, 1.0
	v_cmp_gt_f32_e64 vcc, |v0|, s54
	v_cndmask_b32_e32 v1, 1.0, v57, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	v_cmp_lt_f32_e32 vcc, 0, v42
	v_mul_f32_e32 v0, v1, v0
	v_fma_f32 v1, v0, s55, v58
	v_fma_f32 v1, v0, v1, s56
	v_fma_f32 v1, v0, v1, s57
	v_mul_f32_e32 v2, v62, v0
	v_fma_f32 v0, v0, v1, s58
	v_fma_f32 v0, v2, v0, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mul_f32_e64 v1, v41, -v47
	v_fma_f32 v2, v56, v0, v1
	v_mov_b32_e32 v1, s47
	v_add_co_u32_e32 v0, vcc, s46, v45
	v_addc_co_u32_e32 v1, vcc, v1, v46, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel blackScholes_scalar
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 60
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
	.size	blackScholes_scalar, .Lfunc_end3-blackScholes_scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1692
; NumSgprs: 66
; NumVgprs: 63
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 63
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z4fabsDv4_f
	.hidden	_Z3expDv4_f
	.hidden	_Z13get_global_idj
	.hidden	_Z4sqrtDv4_f
	.hidden	_Z3logDv4_f
	.hidden	_Z4fabsf
	.hidden	_Z3expf
	.hidden	_Z4sqrtf
	.hidden	_Z3logf
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
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
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
    .name:           blackScholes
    .private_segment_fixed_size: 16384
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         blackScholes.kd
    .vgpr_count:     125
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
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
    .name:           blackScholes_scalar
    .private_segment_fixed_size: 16384
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         blackScholes_scalar.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
