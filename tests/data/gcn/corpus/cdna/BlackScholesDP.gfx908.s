	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.hidden	phi                             ; -- Begin function phi
	.globl	phi
	.p2align	2
	.type	phi,@function
phi:                                    ; @phi
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:56 ; 4-byte Folded Spill
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
	s_addk_i32 s32, 0x1400
	v_writelane_b32 v40, s30, 11
	buffer_store_dword v41, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s31, 12
	v_mov_b32_e32 v58, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v47, v8
	v_mov_b32_e32 v42, v7
	v_mov_b32_e32 v41, v6
	v_mov_b32_e32 v44, v5
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v56, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsDv4_d@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x1871100e
	s_mov_b32 s5, 0x3fcda671
	v_fma_f64 v[6:7], v[6:7], s[4:5], 1.0
	v_fma_f64 v[0:1], v[0:1], s[4:5], 1.0
	v_fma_f64 v[2:3], v[2:3], s[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], s[4:5], 1.0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	v_div_scale_f64 v[8:9], s[4:5], v[6:7], v[6:7], 1.0
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v58
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expDv4_d@rel32@hi+12
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_div_scale_f64 v[12:13], vcc, 1.0, v[6:7], 1.0
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	s_nop 1
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], 1.0
	buffer_store_dword v6, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_div_scale_f64 v[6:7], s[4:5], v[4:5], v[4:5], 1.0
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_div_scale_f64 v[10:11], vcc, 1.0, v[4:5], 1.0
	v_mul_f64 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
	v_div_fixup_f64 v[4:5], v[6:7], v[4:5], 1.0
	buffer_store_dword v4, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_div_scale_f64 v[4:5], s[4:5], v[2:3], v[2:3], 1.0
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_div_scale_f64 v[8:9], vcc, 1.0, v[2:3], 1.0
	v_mul_f64 v[10:11], v[8:9], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
	s_nop 1
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
	v_div_fixup_f64 v[59:60], v[4:5], v[2:3], 1.0
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	v_mul_f64 v[6:7], v[41:42], v[41:42]
	s_nop 0
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_mul_f64 v[4:5], v[43:44], v[43:44]
	v_mul_f64 v[6:7], v[6:7], -0.5
	v_mul_f64 v[4:5], v[4:5], -0.5
	v_div_fixup_f64 v[61:62], v[2:3], v[0:1], 1.0
	v_mul_f64 v[2:3], v[45:46], v[45:46]
	v_mul_f64 v[0:1], v[56:57], v[56:57]
	v_mul_f64 v[2:3], v[2:3], -0.5
	v_mul_f64 v[0:1], v[0:1], -0.5
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v12, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x4ef278d0
	s_mov_b32 s5, 0xbffd23dd
	s_mov_b32 s6, 0xd6f42943
	v_mov_b32_e32 v9, s5
	s_mov_b32 s7, 0x3ff548cd
	v_mov_b32_e32 v8, s4
	s_mov_b32 s8, 0x25f5e68
	s_mov_b32 s9, 0x3ffc80ef
	s_mov_b32 s4, 0xe5a8325b
	s_mov_b32 s10, 0x3365de00
	s_mov_b32 s5, 0xbfd6d1f0
	s_mov_b32 s11, 0xbfd98845
	v_mul_f64 v[4:5], v[4:5], s[10:11]
	s_mov_b32 s12, 0x3a92f8ec
	s_mov_b32 s13, 0x3fd470bf
	v_fma_f64 v[14:15], v[61:62], s[6:7], v[8:9]
	v_mul_f64 v[6:7], v[6:7], s[10:11]
	v_mul_f64 v[2:3], v[2:3], s[10:11]
	v_mul_f64 v[0:1], v[0:1], s[10:11]
	v_cmp_gt_f64_e32 vcc, 0, v[56:57]
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_fma_f64 v[14:15], v[61:62], v[14:15], s[8:9]
	v_readlane_b32 s41, v40, 7
	v_mul_f64 v[2:3], v[2:3], v[59:60]
	v_mul_f64 v[0:1], v[0:1], v[61:62]
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_fma_f64 v[14:15], v[61:62], v[14:15], s[4:5]
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xec00
	v_fma_f64 v[14:15], v[61:62], v[14:15], s[12:13]
	v_fma_f64 v[0:1], v[0:1], v[14:15], 1.0
	s_waitcnt vmcnt(2)
	v_fma_f64 v[10:11], v[12:13], s[6:7], v[8:9]
	v_mul_f64 v[4:5], v[4:5], v[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[6:7], v[6:7], v[16:17]
	v_fma_f64 v[10:11], v[12:13], v[10:11], s[8:9]
	v_fma_f64 v[10:11], v[12:13], v[10:11], s[4:5]
	v_fma_f64 v[10:11], v[12:13], v[10:11], s[12:13]
	v_fma_f64 v[12:13], v[59:60], s[6:7], v[8:9]
	v_fma_f64 v[8:9], v[16:17], s[6:7], v[8:9]
	v_cmp_gt_f64_e64 s[6:7], 0, v[43:44]
	v_fma_f64 v[4:5], v[4:5], v[10:11], 1.0
	v_fma_f64 v[12:13], v[59:60], v[12:13], s[8:9]
	v_fma_f64 v[8:9], v[16:17], v[8:9], s[8:9]
	v_cmp_gt_f64_e64 s[8:9], 0, v[41:42]
	v_fma_f64 v[12:13], v[59:60], v[12:13], s[4:5]
	v_fma_f64 v[8:9], v[16:17], v[8:9], s[4:5]
	v_cmp_gt_f64_e64 s[4:5], 0, v[45:46]
	v_fma_f64 v[12:13], v[59:60], v[12:13], s[12:13]
	v_fma_f64 v[8:9], v[16:17], v[8:9], s[12:13]
	v_fma_f64 v[2:3], v[2:3], v[12:13], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], 1.0
	v_add_f64 v[8:9], -v[0:1], 1.0
	v_add_f64 v[12:13], -v[4:5], 1.0
	v_add_f64 v[10:11], -v[2:3], 1.0
	v_add_f64 v[14:15], -v[6:7], 1.0
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_cndmask_b32_e64 v4, v4, v12, s[6:7]
	v_cndmask_b32_e64 v5, v5, v13, s[6:7]
	v_cndmask_b32_e64 v2, v2, v10, s[4:5]
	v_cndmask_b32_e64 v7, v7, v15, s[8:9]
	v_cndmask_b32_e64 v3, v3, v11, s[4:5]
	v_cndmask_b32_e64 v6, v6, v14, s[8:9]
	buffer_store_dword v7, v47, s[0:3], 0 offen offset:28
	buffer_store_dword v6, v47, s[0:3], 0 offen offset:24
	buffer_store_dword v5, v47, s[0:3], 0 offen offset:20
	buffer_store_dword v4, v47, s[0:3], 0 offen offset:16
	buffer_store_dword v3, v47, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v47, s[0:3], 0 offen offset:8
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v47, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:56 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	phi, .Lfunc_end0-phi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2084
; NumSgprs: 51
; NumVgprs: 63
; NumAgprs: 0
; TotalNumVgprs: 63
; ScratchSize: 16464
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
	v_or3_b32 v72, v0, v1, v2
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v72
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
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v41, v1
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_lo_u32 v2, v1, s52
	v_mul_lo_u32 v3, v0, s53
	v_mad_u64_u32 v[0:1], s[4:5], v0, s52, 0
	s_mov_b32 s5, 0x40590000
	s_mov_b32 s4, 0
	v_add3_u32 v1, v1, v3, v2
	v_add_co_u32_e32 v0, vcc, v0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	v_lshlrev_b64 v[89:90], 5, v[0:1]
	v_mov_b32_e32 v0, s49
	v_add_co_u32_e32 v8, vcc, s48, v89
	v_addc_co_u32_e32 v9, vcc, v0, v90, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[8:9], off offset:16
	s_mov_b32 s7, 0x3fa99999
	s_mov_b32 s6, 0x9999999a
	s_mov_b32 s8, 0x47ae147b
	s_mov_b32 s9, 0x3f847ae1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtDv4_d@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_add_f64 v[8:9], -v[0:1], 1.0
	v_add_f64 v[10:11], -v[2:3], 1.0
	s_waitcnt vmcnt(0)
	v_add_f64 v[12:13], -v[4:5], 1.0
	v_add_f64 v[14:15], -v[6:7], 1.0
	v_mul_f64 v[16:17], v[8:9], s[4:5]
	v_mul_f64 v[18:19], v[10:11], s[4:5]
	v_mul_f64 v[20:21], v[12:13], s[4:5]
	v_mul_f64 v[22:23], v[14:15], s[4:5]
	s_mov_b32 s5, 0x40240000
	v_mul_f64 v[32:33], v[14:15], s[4:5]
	v_mul_f64 v[34:35], v[12:13], s[4:5]
	v_mul_f64 v[36:37], v[10:11], s[4:5]
	v_mul_f64 v[38:39], v[8:9], s[4:5]
	v_mul_f64 v[24:25], v[8:9], s[6:7]
	v_mul_f64 v[26:27], v[10:11], s[6:7]
	v_mul_f64 v[28:29], v[12:13], s[6:7]
	v_mul_f64 v[30:31], v[14:15], s[6:7]
	s_mov_b32 s7, 0x3fb99999
	v_mul_f64 v[14:15], v[14:15], s[6:7]
	v_mul_f64 v[12:13], v[12:13], s[6:7]
	v_mul_f64 v[10:11], v[10:11], s[6:7]
	v_mul_f64 v[8:9], v[8:9], s[6:7]
	v_add_f64 v[40:41], v[0:1], v[38:39]
	v_add_f64 v[42:43], v[2:3], v[36:37]
	v_add_f64 v[44:45], v[4:5], v[34:35]
	v_add_f64 v[46:47], v[6:7], v[32:33]
	v_fma_f64 v[93:94], v[6:7], s[4:5], v[22:23]
	v_fma_f64 v[106:107], v[4:5], s[4:5], v[20:21]
	v_fma_f64 v[91:92], v[2:3], s[4:5], v[18:19]
	v_fma_f64 v[104:105], v[0:1], s[4:5], v[16:17]
	v_fma_f64 v[73:74], v[6:7], s[8:9], v[30:31]
	v_fma_f64 v[75:76], v[4:5], s[8:9], v[28:29]
	v_fma_f64 v[56:57], v[2:3], s[8:9], v[26:27]
	v_fma_f64 v[58:59], v[0:1], s[8:9], v[24:25]
	v_fma_f64 v[60:61], v[0:1], s[8:9], v[8:9]
	v_fma_f64 v[62:63], v[2:3], s[8:9], v[10:11]
	v_fma_f64 v[77:78], v[4:5], s[8:9], v[12:13]
	v_fma_f64 v[108:109], v[6:7], s[8:9], v[14:15]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v7, v47
	s_swappc_b64 s[30:31], s[16:17]
	v_div_scale_f64 v[8:9], vcc, v[104:105], v[104:105], v[104:105]
	v_div_scale_f64 v[10:11], s[4:5], v[91:92], v[91:92], v[91:92]
	v_div_scale_f64 v[12:13], s[6:7], v[106:107], v[106:107], v[106:107]
	v_div_scale_f64 v[14:15], s[8:9], v[93:94], v[93:94], v[93:94]
	v_mul_f64 v[110:111], v[6:7], v[108:109]
	v_mul_f64 v[120:121], v[4:5], v[77:78]
	v_mul_f64 v[122:123], v[2:3], v[62:63]
	v_mul_f64 v[124:125], v[0:1], v[60:61]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_rcp_f64_e32 v[16:17], v[8:9]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logDv4_d@rel32@hi+12
	v_rcp_f64_e32 v[18:19], v[10:11]
	v_rcp_f64_e32 v[20:21], v[12:13]
	v_rcp_f64_e32 v[22:23], v[14:15]
	v_fma_f64 v[24:25], -v[8:9], v[16:17], 1.0
	v_fma_f64 v[26:27], -v[10:11], v[18:19], 1.0
	v_fma_f64 v[28:29], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[30:31], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[22:23]
	v_fma_f64 v[24:25], -v[8:9], v[16:17], 1.0
	v_fma_f64 v[26:27], -v[10:11], v[18:19], 1.0
	v_fma_f64 v[28:29], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[30:31], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[22:23]
	v_mul_f64 v[24:25], v[8:9], v[16:17]
	v_mul_f64 v[26:27], v[10:11], v[18:19]
	v_mul_f64 v[28:29], v[12:13], v[20:21]
	v_mul_f64 v[30:31], v[14:15], v[22:23]
	v_fma_f64 v[8:9], -v[8:9], v[24:25], v[8:9]
	v_fma_f64 v[10:11], -v[10:11], v[26:27], v[10:11]
	v_fma_f64 v[12:13], -v[12:13], v[28:29], v[12:13]
	v_fma_f64 v[14:15], -v[14:15], v[30:31], v[14:15]
	v_div_fmas_f64 v[8:9], v[8:9], v[16:17], v[24:25]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[10:11], v[10:11], v[18:19], v[26:27]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[12:13], v[12:13], v[20:21], v[28:29]
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f64 v[14:15], v[14:15], v[22:23], v[30:31]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v72
	v_div_fixup_f64 v[0:1], v[8:9], v[104:105], v[104:105]
	v_div_fixup_f64 v[2:3], v[10:11], v[91:92], v[91:92]
	v_div_fixup_f64 v[4:5], v[12:13], v[106:107], v[106:107]
	v_div_fixup_f64 v[6:7], v[14:15], v[93:94], v[93:94]
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f64 v[8:9], v[60:61], v[60:61]
	v_mul_f64 v[10:11], v[62:63], v[62:63]
	v_mul_f64 v[12:13], v[77:78], v[77:78]
	v_mul_f64 v[14:15], v[108:109], v[108:109]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mul_f64 v[8:9], v[8:9], 0.5
	v_mul_f64 v[10:11], v[10:11], 0.5
	v_mul_f64 v[12:13], v[12:13], 0.5
	v_mul_f64 v[14:15], v[14:15], 0.5
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z3expDv4_d@rel32@lo+4
	s_addc_u32 s61, s61, _Z3expDv4_d@rel32@hi+12
	v_add_f64 v[8:9], v[58:59], v[8:9]
	v_add_f64 v[10:11], v[56:57], v[10:11]
	v_add_f64 v[12:13], v[75:76], v[12:13]
	v_add_f64 v[14:15], v[73:74], v[14:15]
	v_fma_f64 v[8:9], v[8:9], v[40:41], v[0:1]
	v_fma_f64 v[10:11], v[10:11], v[42:43], v[2:3]
	v_fma_f64 v[4:5], v[12:13], v[44:45], v[4:5]
	v_fma_f64 v[6:7], v[14:15], v[46:47], v[6:7]
	v_div_scale_f64 v[0:1], s[4:5], v[124:125], v[124:125], v[8:9]
	v_div_scale_f64 v[2:3], s[4:5], v[122:123], v[122:123], v[10:11]
	v_div_scale_f64 v[12:13], s[4:5], v[120:121], v[120:121], v[4:5]
	v_div_scale_f64 v[14:15], s[4:5], v[110:111], v[110:111], v[6:7]
	v_div_scale_f64 v[36:37], s[8:9], v[6:7], v[110:111], v[6:7]
	v_rcp_f64_e32 v[16:17], v[0:1]
	v_rcp_f64_e32 v[18:19], v[2:3]
	v_rcp_f64_e32 v[20:21], v[12:13]
	v_rcp_f64_e32 v[22:23], v[14:15]
	v_fma_f64 v[24:25], -v[0:1], v[16:17], 1.0
	v_fma_f64 v[26:27], -v[2:3], v[18:19], 1.0
	v_fma_f64 v[28:29], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[30:31], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_div_scale_f64 v[24:25], vcc, v[8:9], v[124:125], v[8:9]
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_div_scale_f64 v[26:27], s[4:5], v[10:11], v[122:123], v[10:11]
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[22:23]
	v_fma_f64 v[28:29], -v[0:1], v[16:17], 1.0
	v_div_scale_f64 v[30:31], s[6:7], v[4:5], v[120:121], v[4:5]
	v_fma_f64 v[32:33], -v[2:3], v[18:19], 1.0
	v_fma_f64 v[34:35], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[38:39], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[28:29], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[32:33], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[34:35], v[20:21]
	v_fma_f64 v[22:23], v[22:23], v[38:39], v[22:23]
	v_mul_f64 v[28:29], v[24:25], v[16:17]
	v_mul_f64 v[32:33], v[26:27], v[18:19]
	v_mul_f64 v[34:35], v[30:31], v[20:21]
	v_mul_f64 v[38:39], v[36:37], v[22:23]
	v_fma_f64 v[0:1], -v[0:1], v[28:29], v[24:25]
	v_fma_f64 v[2:3], -v[2:3], v[32:33], v[26:27]
	v_fma_f64 v[12:13], -v[12:13], v[34:35], v[30:31]
	v_mov_b32_e32 v31, v72
	v_fma_f64 v[14:15], -v[14:15], v[38:39], v[36:37]
	v_div_fmas_f64 v[16:17], v[0:1], v[16:17], v[28:29]
	s_mov_b64 vcc, s[4:5]
	v_mul_f64 v[0:1], v[40:41], -v[58:59]
	v_div_fmas_f64 v[18:19], v[2:3], v[18:19], v[32:33]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[12:13], v[12:13], v[20:21], v[34:35]
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f64 v[14:15], v[14:15], v[22:23], v[38:39]
	v_mul_f64 v[2:3], v[42:43], -v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_div_fixup_f64 v[58:59], v[16:17], v[124:125], v[8:9]
	v_div_fixup_f64 v[56:57], v[18:19], v[122:123], v[10:11]
	v_div_fixup_f64 v[62:63], v[12:13], v[120:121], v[4:5]
	v_mul_f64 v[4:5], v[44:45], -v[75:76]
	v_div_fixup_f64 v[60:61], v[14:15], v[110:111], v[6:7]
	v_mul_f64 v[6:7], v[46:47], -v[73:74]
	v_add_f64 v[42:43], v[58:59], -v[124:125]
	v_add_f64 v[46:47], v[56:57], -v[122:123]
	v_add_f64 v[40:41], v[62:63], -v[120:121]
	v_add_f64 v[44:45], v[60:61], -v[110:111]
	s_swappc_b64 s[30:31], s[60:61]
	v_mul_f64 v[120:121], v[91:92], v[2:3]
	v_mul_f64 v[108:109], v[104:105], v[0:1]
	v_mul_f64 v[110:111], v[93:94], v[6:7]
	v_mul_f64 v[122:123], v[106:107], v[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v59
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, v61
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z4fabsDv4_d@rel32@lo+4
	s_addc_u32 s49, s49, _Z4fabsDv4_d@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_mov_b32 s50, 0x1871100e
	s_mov_b32 s51, 0x3fcda671
	v_fma_f64 v[8:9], v[2:3], s[50:51], 1.0
	v_fma_f64 v[10:11], v[0:1], s[50:51], 1.0
	v_fma_f64 v[12:13], v[6:7], s[50:51], 1.0
	v_fma_f64 v[14:15], v[4:5], s[50:51], 1.0
	s_brev_b32 s64, 1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	v_div_scale_f64 v[0:1], s[4:5], v[8:9], v[8:9], 1.0
	v_div_scale_f64 v[2:3], s[4:5], v[10:11], v[10:11], 1.0
	v_div_scale_f64 v[4:5], s[4:5], v[12:13], v[12:13], 1.0
	v_div_scale_f64 v[6:7], s[4:5], v[14:15], v[14:15], 1.0
	v_div_scale_f64 v[36:37], s[8:9], 1.0, v[14:15], 1.0
	s_mov_b32 s14, s33
	v_xor_b32_e32 v73, s64, v59
	v_xor_b32_e32 v74, s64, v57
	v_xor_b32_e32 v75, s64, v63
	v_xor_b32_e32 v76, s64, v61
	v_rcp_f64_e32 v[16:17], v[0:1]
	v_rcp_f64_e32 v[18:19], v[2:3]
	v_rcp_f64_e32 v[20:21], v[4:5]
	v_rcp_f64_e32 v[22:23], v[6:7]
	v_fma_f64 v[24:25], -v[0:1], v[16:17], 1.0
	v_fma_f64 v[26:27], -v[2:3], v[18:19], 1.0
	v_fma_f64 v[28:29], -v[4:5], v[20:21], 1.0
	v_fma_f64 v[30:31], -v[6:7], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_div_scale_f64 v[24:25], vcc, 1.0, v[8:9], 1.0
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_div_scale_f64 v[26:27], s[4:5], 1.0, v[10:11], 1.0
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[22:23]
	v_fma_f64 v[28:29], -v[0:1], v[16:17], 1.0
	v_div_scale_f64 v[30:31], s[6:7], 1.0, v[12:13], 1.0
	v_fma_f64 v[32:33], -v[2:3], v[18:19], 1.0
	v_fma_f64 v[34:35], -v[4:5], v[20:21], 1.0
	v_fma_f64 v[38:39], -v[6:7], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[28:29], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[32:33], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[34:35], v[20:21]
	v_fma_f64 v[22:23], v[22:23], v[38:39], v[22:23]
	v_mul_f64 v[28:29], v[24:25], v[16:17]
	v_mul_f64 v[32:33], v[26:27], v[18:19]
	v_mul_f64 v[34:35], v[30:31], v[20:21]
	v_mul_f64 v[38:39], v[36:37], v[22:23]
	v_fma_f64 v[0:1], -v[0:1], v[28:29], v[24:25]
	v_mul_f64 v[24:25], v[60:61], -v[60:61]
	v_fma_f64 v[2:3], -v[2:3], v[32:33], v[26:27]
	v_fma_f64 v[4:5], -v[4:5], v[34:35], v[30:31]
	v_mov_b32_e32 v31, v72
	v_fma_f64 v[6:7], -v[6:7], v[38:39], v[36:37]
	v_div_fmas_f64 v[16:17], v[0:1], v[16:17], v[28:29]
	s_mov_b64 vcc, s[4:5]
	v_mul_f64 v[0:1], v[58:59], -v[58:59]
	v_div_fmas_f64 v[18:19], v[2:3], v[18:19], v[32:33]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[20:21], v[4:5], v[20:21], v[34:35]
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f64 v[22:23], v[6:7], v[22:23], v[38:39]
	v_mul_f64 v[2:3], v[56:57], -v[56:57]
	v_mul_f64 v[4:5], v[62:63], -v[62:63]
	v_mul_f64 v[0:1], v[0:1], 0.5
	v_mul_f64 v[6:7], v[24:25], 0.5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f64 v[2:3], v[2:3], 0.5
	v_mul_f64 v[4:5], v[4:5], 0.5
	v_div_fixup_f64 v[77:78], v[16:17], v[8:9], 1.0
	v_div_fixup_f64 v[126:127], v[18:19], v[10:11], 1.0
	v_div_fixup_f64 v[136:137], v[20:21], v[12:13], 1.0
	v_div_fixup_f64 v[138:139], v[22:23], v[14:15], 1.0
	s_swappc_b64 s[30:31], s[60:61]
	s_mov_b32 s4, 0x4ef278d0
	s_mov_b32 s5, 0xbffd23dd
	s_mov_b32 s52, 0xd6f42943
	v_mov_b32_e32 v125, s5
	s_mov_b32 s53, 0x3ff548cd
	v_mov_b32_e32 v124, s4
	v_fma_f64 v[8:9], v[138:139], s[52:53], v[124:125]
	v_fma_f64 v[10:11], v[136:137], s[52:53], v[124:125]
	v_fma_f64 v[12:13], v[126:127], s[52:53], v[124:125]
	v_fma_f64 v[14:15], v[77:78], s[52:53], v[124:125]
	s_mov_b32 s54, 0x25f5e68
	s_mov_b32 s55, 0x3ffc80ef
	s_mov_b32 s56, 0xe5a8325b
	s_mov_b32 s62, 0x3365de00
	v_fma_f64 v[8:9], v[138:139], v[8:9], s[54:55]
	v_fma_f64 v[10:11], v[136:137], v[10:11], s[54:55]
	v_fma_f64 v[12:13], v[126:127], v[12:13], s[54:55]
	v_fma_f64 v[14:15], v[77:78], v[14:15], s[54:55]
	s_mov_b32 s57, 0xbfd6d1f0
	s_mov_b32 s63, 0xbfd98845
	v_mul_f64 v[140:141], v[4:5], s[62:63]
	v_mul_f64 v[142:143], v[6:7], s[62:63]
	v_fma_f64 v[8:9], v[138:139], v[8:9], s[56:57]
	v_fma_f64 v[10:11], v[136:137], v[10:11], s[56:57]
	v_fma_f64 v[12:13], v[126:127], v[12:13], s[56:57]
	v_fma_f64 v[4:5], v[77:78], v[14:15], s[56:57]
	v_mul_f64 v[152:153], v[0:1], s[62:63]
	v_mul_f64 v[154:155], v[2:3], s[62:63]
	s_mov_b32 s58, 0x3a92f8ec
	s_mov_b32 s59, 0x3fd470bf
	v_fma_f64 v[0:1], v[138:139], v[8:9], s[58:59]
	v_mul_f64 v[2:3], v[140:141], v[138:139]
	v_fma_f64 v[6:7], v[136:137], v[10:11], s[58:59]
	v_mul_f64 v[8:9], v[142:143], v[136:137]
	v_fma_f64 v[10:11], v[126:127], v[12:13], s[58:59]
	v_mul_f64 v[12:13], v[152:153], v[126:127]
	v_fma_f64 v[4:5], v[77:78], v[4:5], s[58:59]
	v_mul_f64 v[14:15], v[154:155], v[77:78]
	v_cmp_gt_f64_e32 vcc, 0, v[62:63]
	v_fma_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cmp_gt_f64_e64 s[4:5], 0, v[60:61]
	v_fma_f64 v[2:3], v[8:9], v[6:7], 1.0
	v_cmp_gt_f64_e64 s[6:7], 0, v[58:59]
	v_fma_f64 v[6:7], v[12:13], v[10:11], 1.0
	v_cmp_gt_f64_e64 s[8:9], 0, v[56:57]
	v_fma_f64 v[4:5], v[14:15], v[4:5], 1.0
	s_mov_b64 s[10:11], s[36:37]
	v_add_f64 v[8:9], -v[0:1], 1.0
	s_mov_b32 s12, s43
	v_add_f64 v[10:11], -v[2:3], 1.0
	s_mov_b32 s13, s42
	v_add_f64 v[12:13], -v[6:7], 1.0
	s_mov_b32 s14, s33
	v_add_f64 v[14:15], -v[4:5], 1.0
	v_mov_b32_e32 v31, v72
	v_cndmask_b32_e32 v127, v1, v9, vcc
	v_cndmask_b32_e32 v126, v0, v8, vcc
	v_cndmask_b32_e64 v137, v3, v11, s[4:5]
	v_cndmask_b32_e64 v136, v2, v10, s[4:5]
	v_cndmask_b32_e64 v139, v7, v13, s[6:7]
	v_cndmask_b32_e64 v138, v6, v12, s[6:7]
	v_cndmask_b32_e64 v157, v5, v15, s[8:9]
	v_cndmask_b32_e64 v156, v4, v14, s[8:9]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v6, v44
	v_mov_b32_e32 v7, v45
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f64 v[8:9], v[4:5], s[50:51], 1.0
	v_fma_f64 v[10:11], v[6:7], s[50:51], 1.0
	v_fma_f64 v[12:13], v[0:1], s[50:51], 1.0
	v_fma_f64 v[14:15], v[2:3], s[50:51], 1.0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_div_scale_f64 v[0:1], s[4:5], v[8:9], v[8:9], 1.0
	v_div_scale_f64 v[2:3], s[4:5], v[10:11], v[10:11], 1.0
	v_div_scale_f64 v[4:5], s[4:5], v[12:13], v[12:13], 1.0
	v_div_scale_f64 v[6:7], s[4:5], v[14:15], v[14:15], 1.0
	v_div_scale_f64 v[36:37], s[8:9], 1.0, v[14:15], 1.0
	v_xor_b32_e32 v77, s64, v43
	v_xor_b32_e32 v78, s64, v47
	v_xor_b32_e32 v79, s64, v41
	v_xor_b32_e32 v88, s64, v45
	v_rcp_f64_e32 v[16:17], v[0:1]
	v_rcp_f64_e32 v[18:19], v[2:3]
	v_rcp_f64_e32 v[20:21], v[4:5]
	v_rcp_f64_e32 v[22:23], v[6:7]
	v_fma_f64 v[24:25], -v[0:1], v[16:17], 1.0
	v_fma_f64 v[26:27], -v[2:3], v[18:19], 1.0
	v_fma_f64 v[28:29], -v[4:5], v[20:21], 1.0
	v_fma_f64 v[30:31], -v[6:7], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_div_scale_f64 v[24:25], vcc, 1.0, v[8:9], 1.0
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_div_scale_f64 v[26:27], s[4:5], 1.0, v[10:11], 1.0
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[22:23]
	v_fma_f64 v[28:29], -v[0:1], v[16:17], 1.0
	v_div_scale_f64 v[30:31], s[6:7], 1.0, v[12:13], 1.0
	v_fma_f64 v[32:33], -v[2:3], v[18:19], 1.0
	v_fma_f64 v[34:35], -v[4:5], v[20:21], 1.0
	v_fma_f64 v[38:39], -v[6:7], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[28:29], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[32:33], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[34:35], v[20:21]
	v_fma_f64 v[22:23], v[22:23], v[38:39], v[22:23]
	v_mul_f64 v[28:29], v[24:25], v[16:17]
	v_mul_f64 v[32:33], v[26:27], v[18:19]
	v_mul_f64 v[34:35], v[30:31], v[20:21]
	v_mul_f64 v[38:39], v[36:37], v[22:23]
	v_fma_f64 v[0:1], -v[0:1], v[28:29], v[24:25]
	v_fma_f64 v[2:3], -v[2:3], v[32:33], v[26:27]
	v_fma_f64 v[4:5], -v[4:5], v[34:35], v[30:31]
	v_mov_b32_e32 v31, v72
	v_fma_f64 v[6:7], -v[6:7], v[38:39], v[36:37]
	v_div_fmas_f64 v[16:17], v[0:1], v[16:17], v[28:29]
	s_mov_b64 vcc, s[4:5]
	v_mul_f64 v[0:1], v[42:43], -v[42:43]
	v_div_fmas_f64 v[18:19], v[2:3], v[18:19], v[32:33]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[20:21], v[4:5], v[20:21], v[34:35]
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f64 v[22:23], v[6:7], v[22:23], v[38:39]
	v_mul_f64 v[2:3], v[46:47], -v[46:47]
	v_mul_f64 v[4:5], v[40:41], -v[40:41]
	v_mul_f64 v[6:7], v[44:45], -v[44:45]
	v_mul_f64 v[0:1], v[0:1], 0.5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f64 v[2:3], v[2:3], 0.5
	v_mul_f64 v[4:5], v[4:5], 0.5
	v_mul_f64 v[6:7], v[6:7], 0.5
	v_div_fixup_f64 v[158:159], v[16:17], v[8:9], 1.0
	v_div_fixup_f64 v[168:169], v[18:19], v[10:11], 1.0
	v_div_fixup_f64 v[170:171], v[20:21], v[12:13], 1.0
	v_div_fixup_f64 v[172:173], v[22:23], v[14:15], 1.0
	s_swappc_b64 s[30:31], s[60:61]
	v_fma_f64 v[8:9], v[172:173], s[52:53], v[124:125]
	v_fma_f64 v[12:13], v[168:169], s[52:53], v[124:125]
	v_fma_f64 v[14:15], v[158:159], s[52:53], v[124:125]
	v_fma_f64 v[10:11], v[170:171], s[52:53], v[124:125]
	v_mul_f64 v[174:175], v[2:3], s[62:63]
	v_mul_f64 v[184:185], v[0:1], s[62:63]
	v_mul_f64 v[186:187], v[6:7], s[62:63]
	v_mul_f64 v[188:189], v[4:5], s[62:63]
	v_fma_f64 v[8:9], v[172:173], v[8:9], s[54:55]
	v_fma_f64 v[12:13], v[168:169], v[12:13], s[54:55]
	v_fma_f64 v[14:15], v[158:159], v[14:15], s[54:55]
	v_fma_f64 v[10:11], v[170:171], v[10:11], s[54:55]
	v_cmp_gt_f64_e32 vcc, 0, v[46:47]
	v_cmp_gt_f64_e64 s[6:7], 0, v[44:45]
	v_cmp_gt_f64_e64 s[8:9], 0, v[40:41]
	v_cmp_gt_f64_e64 s[4:5], 0, v[42:43]
	v_fma_f64 v[8:9], v[172:173], v[8:9], s[56:57]
	v_fma_f64 v[0:1], v[168:169], v[12:13], s[56:57]
	v_fma_f64 v[4:5], v[158:159], v[14:15], s[56:57]
	v_fma_f64 v[2:3], v[170:171], v[10:11], s[56:57]
	v_mul_f64 v[12:13], v[186:187], v[168:169]
	v_mul_f64 v[14:15], v[188:189], v[158:159]
	v_mul_f64 v[10:11], v[184:185], v[170:171]
	s_mov_b64 s[10:11], s[36:37]
	v_fma_f64 v[6:7], v[172:173], v[8:9], s[58:59]
	v_mul_f64 v[8:9], v[174:175], v[172:173]
	v_fma_f64 v[0:1], v[168:169], v[0:1], s[58:59]
	v_fma_f64 v[4:5], v[158:159], v[4:5], s[58:59]
	v_fma_f64 v[2:3], v[170:171], v[2:3], s[58:59]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_fma_f64 v[6:7], v[8:9], v[6:7], 1.0
	v_fma_f64 v[0:1], v[12:13], v[0:1], 1.0
	v_fma_f64 v[4:5], v[14:15], v[4:5], 1.0
	v_fma_f64 v[2:3], v[10:11], v[2:3], 1.0
	v_add_f64 v[8:9], -v[6:7], 1.0
	v_add_f64 v[12:13], -v[0:1], 1.0
	v_add_f64 v[14:15], -v[4:5], 1.0
	v_add_f64 v[10:11], -v[2:3], 1.0
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e64 v1, v1, v13, s[6:7]
	v_cndmask_b32_e64 v0, v0, v12, s[6:7]
	v_cndmask_b32_e64 v5, v5, v15, s[8:9]
	v_cndmask_b32_e64 v4, v4, v14, s[8:9]
	v_cndmask_b32_e64 v3, v3, v11, s[4:5]
	v_cndmask_b32_e64 v2, v2, v10, s[4:5]
	v_mul_f64 v[6:7], v[6:7], -v[120:121]
	v_mul_f64 v[0:1], v[0:1], -v[110:111]
	v_mul_f64 v[4:5], v[4:5], -v[122:123]
	v_mul_f64 v[8:9], v[2:3], -v[108:109]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_fma_f64 v[2:3], v[91:92], v[156:157], v[6:7]
	v_fma_f64 v[6:7], v[93:94], v[136:137], v[0:1]
	v_fma_f64 v[4:5], v[106:107], v[126:127], v[4:5]
	v_fma_f64 v[0:1], v[104:105], v[138:139], v[8:9]
	v_mov_b32_e32 v9, s45
	v_add_co_u32_e32 v8, vcc, s44, v89
	v_addc_co_u32_e32 v9, vcc, v9, v90, vcc
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	global_store_dwordx4 v[8:9], v[0:3], off
	s_nop 0
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v73
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v74
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v75
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, v76
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f64 v[4:5], v[4:5], s[50:51], 1.0
	v_fma_f64 v[6:7], v[6:7], s[50:51], 1.0
	v_fma_f64 v[0:1], v[0:1], s[50:51], 1.0
	v_fma_f64 v[2:3], v[2:3], s[50:51], 1.0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_div_scale_f64 v[8:9], s[4:5], v[4:5], v[4:5], 1.0
	v_div_scale_f64 v[10:11], s[4:5], v[6:7], v[6:7], 1.0
	v_div_scale_f64 v[12:13], s[4:5], v[0:1], v[0:1], 1.0
	v_div_scale_f64 v[14:15], s[4:5], v[2:3], v[2:3], 1.0
	v_div_scale_f64 v[36:37], s[8:9], 1.0, v[2:3], 1.0
	v_rcp_f64_e32 v[16:17], v[8:9]
	v_rcp_f64_e32 v[18:19], v[10:11]
	v_rcp_f64_e32 v[20:21], v[12:13]
	v_rcp_f64_e32 v[22:23], v[14:15]
	v_fma_f64 v[24:25], -v[8:9], v[16:17], 1.0
	v_fma_f64 v[26:27], -v[10:11], v[18:19], 1.0
	v_fma_f64 v[28:29], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[30:31], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_div_scale_f64 v[24:25], vcc, 1.0, v[4:5], 1.0
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_div_scale_f64 v[26:27], s[4:5], 1.0, v[6:7], 1.0
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[22:23]
	v_fma_f64 v[28:29], -v[8:9], v[16:17], 1.0
	v_div_scale_f64 v[30:31], s[6:7], 1.0, v[0:1], 1.0
	v_fma_f64 v[32:33], -v[10:11], v[18:19], 1.0
	v_fma_f64 v[34:35], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[38:39], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[28:29], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[32:33], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[34:35], v[20:21]
	v_fma_f64 v[22:23], v[22:23], v[38:39], v[22:23]
	v_mul_f64 v[28:29], v[24:25], v[16:17]
	v_mul_f64 v[32:33], v[26:27], v[18:19]
	v_mul_f64 v[34:35], v[30:31], v[20:21]
	v_mul_f64 v[38:39], v[36:37], v[22:23]
	v_fma_f64 v[8:9], -v[8:9], v[28:29], v[24:25]
	v_fma_f64 v[10:11], -v[10:11], v[32:33], v[26:27]
	v_fma_f64 v[12:13], -v[12:13], v[34:35], v[30:31]
	v_mov_b32_e32 v31, v72
	v_fma_f64 v[14:15], -v[14:15], v[38:39], v[36:37]
	v_div_fmas_f64 v[8:9], v[8:9], v[16:17], v[28:29]
	s_mov_b64 vcc, s[4:5]
	v_cmp_lt_f64_e64 s[4:5], 0, v[60:61]
	v_div_fmas_f64 v[10:11], v[10:11], v[18:19], v[32:33]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[12:13], v[12:13], v[20:21], v[34:35]
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f64 v[14:15], v[14:15], v[22:23], v[38:39]
	v_cmp_lt_f64_e32 vcc, 0, v[62:63]
	v_cmp_lt_f64_e64 s[6:7], 0, v[58:59]
	v_cmp_lt_f64_e64 s[8:9], 0, v[56:57]
	v_div_fixup_f64 v[4:5], v[8:9], v[4:5], 1.0
	v_div_fixup_f64 v[6:7], v[10:11], v[6:7], 1.0
	v_div_fixup_f64 v[0:1], v[12:13], v[0:1], 1.0
	v_div_fixup_f64 v[2:3], v[14:15], v[2:3], 1.0
	v_fma_f64 v[8:9], v[4:5], s[52:53], v[124:125]
	v_mul_f64 v[16:17], v[140:141], v[4:5]
	v_fma_f64 v[10:11], v[6:7], s[52:53], v[124:125]
	v_fma_f64 v[12:13], v[0:1], s[52:53], v[124:125]
	v_fma_f64 v[14:15], v[2:3], s[52:53], v[124:125]
	v_fma_f64 v[8:9], v[4:5], v[8:9], s[54:55]
	v_fma_f64 v[10:11], v[6:7], v[10:11], s[54:55]
	v_fma_f64 v[12:13], v[0:1], v[12:13], s[54:55]
	v_fma_f64 v[14:15], v[2:3], v[14:15], s[54:55]
	v_fma_f64 v[8:9], v[4:5], v[8:9], s[56:57]
	v_fma_f64 v[10:11], v[6:7], v[10:11], s[56:57]
	v_fma_f64 v[12:13], v[0:1], v[12:13], s[56:57]
	v_fma_f64 v[14:15], v[2:3], v[14:15], s[56:57]
	v_fma_f64 v[4:5], v[4:5], v[8:9], s[58:59]
	v_mul_f64 v[8:9], v[142:143], v[6:7]
	v_fma_f64 v[6:7], v[6:7], v[10:11], s[58:59]
	v_mul_f64 v[10:11], v[152:153], v[0:1]
	v_fma_f64 v[0:1], v[0:1], v[12:13], s[58:59]
	v_mul_f64 v[12:13], v[154:155], v[2:3]
	v_fma_f64 v[2:3], v[2:3], v[14:15], s[58:59]
	v_fma_f64 v[4:5], v[16:17], v[4:5], 1.0
	v_fma_f64 v[6:7], v[8:9], v[6:7], 1.0
	v_fma_f64 v[0:1], v[10:11], v[0:1], 1.0
	v_fma_f64 v[2:3], v[12:13], v[2:3], 1.0
	v_add_f64 v[8:9], -v[4:5], 1.0
	v_add_f64 v[10:11], -v[6:7], 1.0
	v_add_f64 v[12:13], -v[0:1], 1.0
	v_add_f64 v[14:15], -v[2:3], 1.0
	v_cndmask_b32_e32 v57, v5, v9, vcc
	v_cndmask_b32_e32 v56, v4, v8, vcc
	v_mov_b32_e32 v4, v40
	v_cndmask_b32_e64 v59, v7, v11, s[4:5]
	v_cndmask_b32_e64 v58, v6, v10, s[4:5]
	v_cndmask_b32_e64 v61, v1, v13, s[6:7]
	v_cndmask_b32_e64 v60, v0, v12, s[6:7]
	v_cndmask_b32_e64 v63, v3, v15, s[8:9]
	v_cndmask_b32_e64 v62, v2, v14, s[8:9]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v77
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v5, v79
	v_mov_b32_e32 v6, v44
	v_mov_b32_e32 v7, v88
	s_swappc_b64 s[30:31], s[48:49]
	v_fma_f64 v[2:3], v[2:3], s[50:51], 1.0
	v_fma_f64 v[0:1], v[0:1], s[50:51], 1.0
	v_fma_f64 v[6:7], v[6:7], s[50:51], 1.0
	v_fma_f64 v[4:5], v[4:5], s[50:51], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[2:3], v[2:3], 1.0
	v_div_scale_f64 v[10:11], s[4:5], v[0:1], v[0:1], 1.0
	v_div_scale_f64 v[12:13], s[4:5], v[6:7], v[6:7], 1.0
	v_div_scale_f64 v[14:15], s[4:5], v[4:5], v[4:5], 1.0
	v_div_scale_f64 v[36:37], s[8:9], 1.0, v[4:5], 1.0
	v_rcp_f64_e32 v[16:17], v[8:9]
	v_rcp_f64_e32 v[18:19], v[10:11]
	v_rcp_f64_e32 v[20:21], v[12:13]
	v_rcp_f64_e32 v[22:23], v[14:15]
	v_fma_f64 v[24:25], -v[8:9], v[16:17], 1.0
	v_fma_f64 v[26:27], -v[10:11], v[18:19], 1.0
	v_fma_f64 v[28:29], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[30:31], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_div_scale_f64 v[24:25], vcc, 1.0, v[2:3], 1.0
	v_fma_f64 v[18:19], v[18:19], v[26:27], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[28:29], v[20:21]
	v_div_scale_f64 v[26:27], s[4:5], 1.0, v[0:1], 1.0
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[22:23]
	v_fma_f64 v[28:29], -v[8:9], v[16:17], 1.0
	v_div_scale_f64 v[30:31], s[6:7], 1.0, v[6:7], 1.0
	v_fma_f64 v[32:33], -v[10:11], v[18:19], 1.0
	v_fma_f64 v[34:35], -v[12:13], v[20:21], 1.0
	v_fma_f64 v[38:39], -v[14:15], v[22:23], 1.0
	v_fma_f64 v[16:17], v[16:17], v[28:29], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[32:33], v[18:19]
	v_fma_f64 v[20:21], v[20:21], v[34:35], v[20:21]
	v_fma_f64 v[22:23], v[22:23], v[38:39], v[22:23]
	v_mul_f64 v[28:29], v[24:25], v[16:17]
	v_mul_f64 v[32:33], v[26:27], v[18:19]
	v_mul_f64 v[34:35], v[30:31], v[20:21]
	v_mul_f64 v[38:39], v[36:37], v[22:23]
	v_fma_f64 v[8:9], -v[8:9], v[28:29], v[24:25]
	v_fma_f64 v[10:11], -v[10:11], v[32:33], v[26:27]
	v_fma_f64 v[12:13], -v[12:13], v[34:35], v[30:31]
	v_fma_f64 v[14:15], -v[14:15], v[38:39], v[36:37]
	v_div_fmas_f64 v[8:9], v[8:9], v[16:17], v[28:29]
	s_mov_b64 vcc, s[4:5]
	v_cmp_lt_f64_e64 s[4:5], 0, v[42:43]
	v_div_fmas_f64 v[10:11], v[10:11], v[18:19], v[32:33]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[12:13], v[12:13], v[20:21], v[34:35]
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f64 v[14:15], v[14:15], v[22:23], v[38:39]
	v_cmp_lt_f64_e64 s[6:7], 0, v[44:45]
	v_cmp_lt_f64_e64 s[8:9], 0, v[40:41]
	v_cmp_lt_f64_e32 vcc, 0, v[46:47]
	v_div_fixup_f64 v[2:3], v[8:9], v[2:3], 1.0
	v_div_fixup_f64 v[0:1], v[10:11], v[0:1], 1.0
	v_div_fixup_f64 v[6:7], v[12:13], v[6:7], 1.0
	v_div_fixup_f64 v[4:5], v[14:15], v[4:5], 1.0
	v_fma_f64 v[8:9], v[2:3], s[52:53], v[124:125]
	v_mul_f64 v[16:17], v[174:175], v[2:3]
	v_fma_f64 v[10:11], v[0:1], s[52:53], v[124:125]
	v_fma_f64 v[12:13], v[6:7], s[52:53], v[124:125]
	v_fma_f64 v[14:15], v[4:5], s[52:53], v[124:125]
	v_fma_f64 v[8:9], v[2:3], v[8:9], s[54:55]
	v_fma_f64 v[10:11], v[0:1], v[10:11], s[54:55]
	v_fma_f64 v[12:13], v[6:7], v[12:13], s[54:55]
	v_fma_f64 v[14:15], v[4:5], v[14:15], s[54:55]
	v_fma_f64 v[8:9], v[2:3], v[8:9], s[56:57]
	v_fma_f64 v[10:11], v[0:1], v[10:11], s[56:57]
	v_fma_f64 v[12:13], v[6:7], v[12:13], s[56:57]
	v_fma_f64 v[14:15], v[4:5], v[14:15], s[56:57]
	v_fma_f64 v[2:3], v[2:3], v[8:9], s[58:59]
	v_mul_f64 v[8:9], v[184:185], v[0:1]
	v_fma_f64 v[0:1], v[0:1], v[10:11], s[58:59]
	v_mul_f64 v[10:11], v[186:187], v[6:7]
	v_fma_f64 v[6:7], v[6:7], v[12:13], s[58:59]
	v_mul_f64 v[12:13], v[188:189], v[4:5]
	v_fma_f64 v[4:5], v[4:5], v[14:15], s[58:59]
	v_fma_f64 v[2:3], v[16:17], v[2:3], 1.0
	v_mul_f64 v[14:15], v[56:57], -v[106:107]
	v_fma_f64 v[0:1], v[8:9], v[0:1], 1.0
	v_mul_f64 v[8:9], v[58:59], -v[93:94]
	v_fma_f64 v[6:7], v[10:11], v[6:7], 1.0
	v_mul_f64 v[10:11], v[60:61], -v[104:105]
	v_fma_f64 v[4:5], v[12:13], v[4:5], 1.0
	v_add_f64 v[16:17], -v[2:3], 1.0
	v_mul_f64 v[12:13], v[62:63], -v[91:92]
	v_add_f64 v[18:19], -v[0:1], 1.0
	v_add_f64 v[20:21], -v[6:7], 1.0
	v_add_f64 v[22:23], -v[4:5], 1.0
	v_cndmask_b32_e32 v3, v3, v17, vcc
	v_cndmask_b32_e32 v2, v2, v16, vcc
	v_fma_f64 v[2:3], v[120:121], v[2:3], v[12:13]
	v_cndmask_b32_e64 v1, v1, v19, s[4:5]
	v_cndmask_b32_e64 v0, v0, v18, s[4:5]
	v_cndmask_b32_e64 v7, v7, v21, s[6:7]
	v_cndmask_b32_e64 v6, v6, v20, s[6:7]
	v_cndmask_b32_e64 v5, v5, v23, s[8:9]
	v_cndmask_b32_e64 v4, v4, v22, s[8:9]
	v_fma_f64 v[6:7], v[110:111], v[6:7], v[8:9]
	v_fma_f64 v[4:5], v[122:123], v[4:5], v[14:15]
	v_fma_f64 v[0:1], v[108:109], v[0:1], v[10:11]
	v_mov_b32_e32 v9, s47
	v_add_co_u32_e32 v8, vcc, s46, v89
	v_addc_co_u32_e32 v9, vcc, v9, v90, vcc
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	global_store_dwordx4 v[8:9], v[0:3], off
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
		.amdhsa_next_free_vgpr 190
		.amdhsa_next_free_sgpr 65
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
; codeLenInByte = 7400
; NumSgprs: 71
; NumVgprs: 190
; NumAgprs: 0
; TotalNumVgprs: 190
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 47
; NumSGPRsForWavesPerEU: 71
; NumVGPRsForWavesPerEU: 190
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z4fabsDv4_d
	.hidden	_Z3expDv4_d
	.hidden	_Z13get_global_idj
	.hidden	_Z4sqrtDv4_d
	.hidden	_Z3logDv4_d
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
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double4*'
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
    .sgpr_count:     71
    .sgpr_spill_count: 0
    .symbol:         blackScholes.kd
    .vgpr_count:     190
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
