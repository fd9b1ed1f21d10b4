	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.hidden	phi                             ; -- Begin function phi
	.globl	phi
	.p2align	2
	.type	phi,@function
phi:                                    ; @phi
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:72 ; 4-byte Folded Spill
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
	buffer_store_dword v41, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword a32, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword a34, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword a35, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s31, 12
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v41, v8
	v_mov_b32_e32 v43, v7
	v_mov_b32_e32 v42, v6
	v_mov_b32_e32 v45, v5
	v_mov_b32_e32 v44, v4
	v_mov_b32_e32 v47, v3
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v56, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsDv4_d@rel32@hi+12
	v_accvgpr_write_b32 a32, v31
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x1871100e
	s_mov_b32 s5, 0x3fcda671
	v_fma_f64 v[6:7], v[6:7], s[4:5], 1.0
	v_div_scale_f64 v[8:9], s[6:7], v[6:7], v[6:7], 1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[4:5], v[4:5], s[4:5], 1.0
	v_fma_f64 v[0:1], v[0:1], s[4:5], 1.0
	v_fma_f64 v[2:3], v[2:3], s[4:5], 1.0
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_div_scale_f64 v[12:13], vcc, 1.0, v[6:7], 1.0
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_div_scale_f64 v[12:13], s[4:5], v[4:5], v[4:5], 1.0
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], 1.0
	v_accvgpr_write_b32 a35, v7
	v_accvgpr_write_b32 a34, v6
	v_fma_f64 v[6:7], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[6:7]
	v_fma_f64 v[6:7], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[6:7]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[4:5], 1.0
	v_mul_f64 v[8:9], v[6:7], v[16:17]
	v_div_scale_f64 v[10:11], s[4:5], v[2:3], v[2:3], 1.0
	v_fma_f64 v[6:7], -v[12:13], v[8:9], v[6:7]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_div_fmas_f64 v[6:7], v[6:7], v[16:17], v[8:9]
	v_div_fixup_f64 v[62:63], v[6:7], v[4:5], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[0:1], v[0:1], 1.0
	v_fma_f64 v[4:5], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[4:5]
	v_fma_f64 v[4:5], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[4:5]
	v_div_scale_f64 v[4:5], vcc, 1.0, v[2:3], 1.0
	v_mul_f64 v[6:7], v[4:5], v[12:13]
	v_fma_f64 v[4:5], -v[10:11], v[6:7], v[4:5]
	v_rcp_f64_e32 v[10:11], v[8:9]
	s_nop 0
	v_div_fmas_f64 v[4:5], v[4:5], v[12:13], v[6:7]
	v_div_fixup_f64 v[60:61], v[4:5], v[2:3], 1.0
	v_mul_f64 v[6:7], v[42:43], v[42:43]
	v_fma_f64 v[2:3], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[2:3]
	v_fma_f64 v[2:3], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[2:3]
	v_div_scale_f64 v[2:3], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[4:5], v[2:3], v[10:11]
	v_fma_f64 v[2:3], -v[8:9], v[4:5], v[2:3]
	v_mul_f64 v[6:7], v[6:7], -0.5
	s_nop 0
	v_div_fmas_f64 v[2:3], v[2:3], v[10:11], v[4:5]
	v_div_fixup_f64 v[58:59], v[2:3], v[0:1], 1.0
	v_mul_f64 v[4:5], v[44:45], v[44:45]
	v_mul_f64 v[2:3], v[46:47], v[46:47]
	v_mul_f64 v[0:1], v[56:57], v[56:57]
	v_mul_f64 v[0:1], v[0:1], -0.5
	v_mul_f64 v[2:3], v[2:3], -0.5
	v_mul_f64 v[4:5], v[4:5], -0.5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_accvgpr_read_b32 v31, a32
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expDv4_d@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x4ef278d0
	s_mov_b32 s5, 0xbffd23dd
	s_mov_b32 s6, 0xd6f42943
	v_accvgpr_read_b32 v16, a34
	s_mov_b32 s7, 0x3ff548cd
	v_pk_mov_b32 v[8:9], s[4:5], s[4:5] op_sel:[0,1]
	v_accvgpr_read_b32 v17, a35
	s_mov_b32 s4, 0x25f5e68
	v_fma_f64 v[10:11], s[6:7], v[58:59], v[8:9]
	v_fma_f64 v[12:13], s[6:7], v[60:61], v[8:9]
	v_fma_f64 v[14:15], s[6:7], v[62:63], v[8:9]
	v_fmac_f64_e32 v[8:9], s[6:7], v[16:17]
	s_mov_b32 s5, 0x3ffc80ef
	v_fma_f64 v[8:9], v[16:17], v[8:9], s[4:5]
	v_fma_f64 v[14:15], v[62:63], v[14:15], s[4:5]
	v_fma_f64 v[12:13], v[60:61], v[12:13], s[4:5]
	v_fma_f64 v[10:11], v[58:59], v[10:11], s[4:5]
	s_mov_b32 s4, 0xe5a8325b
	s_mov_b32 s5, 0xbfd6d1f0
	v_fma_f64 v[10:11], v[58:59], v[10:11], s[4:5]
	v_fma_f64 v[12:13], v[60:61], v[12:13], s[4:5]
	v_fma_f64 v[14:15], v[62:63], v[14:15], s[4:5]
	v_fma_f64 v[8:9], v[16:17], v[8:9], s[4:5]
	s_mov_b32 s4, 0x3a92f8ec
	s_mov_b32 s5, 0x3fd470bf
	v_fma_f64 v[8:9], v[16:17], v[8:9], s[4:5]
	v_fma_f64 v[14:15], v[62:63], v[14:15], s[4:5]
	v_fma_f64 v[12:13], v[60:61], v[12:13], s[4:5]
	v_fma_f64 v[10:11], v[58:59], v[10:11], s[4:5]
	s_mov_b32 s4, 0x3365de00
	s_mov_b32 s5, 0xbfd98845
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	v_mul_f64 v[2:3], v[2:3], s[4:5]
	v_mul_f64 v[4:5], v[4:5], s[4:5]
	v_mul_f64 v[0:1], v[0:1], v[58:59]
	v_mul_f64 v[4:5], v[4:5], v[62:63]
	v_mul_f64 v[2:3], v[2:3], v[60:61]
	v_fma_f64 v[0:1], v[0:1], v[10:11], 1.0
	v_mul_f64 v[6:7], v[6:7], s[4:5]
	v_fma_f64 v[2:3], v[2:3], v[12:13], 1.0
	v_fma_f64 v[4:5], v[4:5], v[14:15], 1.0
	v_add_f64 v[14:15], -v[0:1], 1.0
	v_cmp_gt_f64_e32 vcc, 0, v[56:57]
	v_mul_f64 v[6:7], v[6:7], v[16:17]
	v_add_f64 v[12:13], -v[2:3], 1.0
	v_cndmask_b32_e32 v0, v0, v14, vcc
	v_cndmask_b32_e32 v1, v1, v15, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[46:47]
	v_fma_f64 v[6:7], v[6:7], v[8:9], 1.0
	v_add_f64 v[10:11], -v[4:5], 1.0
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_cndmask_b32_e32 v3, v3, v13, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[44:45]
	v_add_f64 v[8:9], -v[6:7], 1.0
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_cndmask_b32_e32 v5, v5, v11, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[42:43]
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e32 v6, v6, v8, vcc
	buffer_store_dword v7, v41, s[0:3], 0 offen offset:28
	buffer_store_dword v6, v41, s[0:3], 0 offen offset:24
	buffer_store_dword v5, v41, s[0:3], 0 offen offset:20
	buffer_store_dword v4, v41, s[0:3], 0 offen offset:16
	buffer_store_dword v3, v41, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v41, s[0:3], 0 offen offset:8
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword a35, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword a34, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword a32, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v41, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
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
	s_addk_i32 s32, 0xec00
	v_readlane_b32 s33, v40, 13
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:72 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	phi, .Lfunc_end0-phi
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1948
; NumSgprs: 51
; NumVgprs: 64
; NumAgprs: 36
; TotalNumVgprs: 100
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
	s_addc_u32 s35, s9, 0
	s_mov_b32 s43, s14
	v_mov_b32_e32 v72, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v0
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
	v_mul_lo_u32 v2, v0, s53
	v_mul_lo_u32 v3, v1, s52
	v_mad_u64_u32 v[0:1], s[4:5], v0, s52, 0
	v_add3_u32 v1, v1, v2, v3
	v_add_co_u32_e32 v0, vcc, v0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	v_lshlrev_b64 v[90:91], 5, v[0:1]
	v_mov_b32_e32 v0, s49
	v_add_co_u32_e32 v8, vcc, s48, v90
	v_addc_co_u32_e32 v9, vcc, v0, v91, vcc
	global_load_dwordx4 v[0:3], v[8:9], off offset:16
	global_load_dwordx4 v[4:7], v[8:9], off
	s_mov_b32 s5, 0x40590000
	s_mov_b32 s4, 0
	s_mov_b32 s7, 0x3fa99999
	s_mov_b32 s6, 0x9999999a
	s_mov_b32 s8, 0x47ae147b
	s_mov_b32 s9, 0x3f847ae1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtDv4_d@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_add_f64 v[8:9], -v[2:3], 1.0
	v_add_f64 v[10:11], -v[0:1], 1.0
	s_waitcnt vmcnt(0)
	v_add_f64 v[12:13], -v[6:7], 1.0
	v_add_f64 v[14:15], -v[4:5], 1.0
	v_mul_f64 v[94:95], v[14:15], s[4:5]
	v_mul_f64 v[92:93], v[12:13], s[4:5]
	v_mul_f64 v[106:107], v[10:11], s[4:5]
	v_mul_f64 v[104:105], v[8:9], s[4:5]
	s_mov_b32 s5, 0x40240000
	v_mul_f64 v[108:109], v[14:15], s[6:7]
	v_mul_f64 v[110:111], v[12:13], s[6:7]
	v_mul_f64 v[120:121], v[10:11], s[6:7]
	v_mul_f64 v[122:123], v[8:9], s[6:7]
	s_mov_b32 s7, 0x3fb99999
	v_mul_f64 v[16:17], v[8:9], s[4:5]
	v_mul_f64 v[18:19], v[10:11], s[4:5]
	v_mul_f64 v[20:21], v[12:13], s[4:5]
	v_mul_f64 v[22:23], v[14:15], s[4:5]
	v_mul_f64 v[40:41], v[8:9], s[6:7]
	v_mul_f64 v[42:43], v[10:11], s[6:7]
	v_mul_f64 v[44:45], v[12:13], s[6:7]
	v_mul_f64 v[46:47], v[14:15], s[6:7]
	v_add_f64 v[74:75], v[4:5], v[22:23]
	v_add_f64 v[76:77], v[6:7], v[20:21]
	v_add_f64 v[78:79], v[0:1], v[18:19]
	v_add_f64 v[88:89], v[2:3], v[16:17]
	v_fmac_f64_e32 v[104:105], s[4:5], v[2:3]
	v_fmac_f64_e32 v[106:107], s[4:5], v[0:1]
	v_fmac_f64_e32 v[92:93], s[4:5], v[6:7]
	v_fmac_f64_e32 v[94:95], s[4:5], v[4:5]
	v_fmac_f64_e32 v[122:123], s[8:9], v[2:3]
	v_fmac_f64_e32 v[120:121], s[8:9], v[0:1]
	v_fmac_f64_e32 v[110:111], s[8:9], v[6:7]
	v_fmac_f64_e32 v[108:109], s[8:9], v[4:5]
	v_fmac_f64_e32 v[46:47], s[8:9], v[4:5]
	v_fmac_f64_e32 v[44:45], s[8:9], v[6:7]
	v_fmac_f64_e32 v[42:43], s[8:9], v[0:1]
	v_fmac_f64_e32 v[40:41], s[8:9], v[2:3]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, v75
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v77
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	v_mov_b32_e32 v6, v88
	v_mov_b32_e32 v7, v89
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f64 v[124:125], v[6:7], v[40:41]
	v_div_scale_f64 v[6:7], vcc, v[94:95], v[94:95], v[94:95]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_mul_f64 v[138:139], v[0:1], v[46:47]
	v_mul_f64 v[126:127], v[4:5], v[42:43]
	v_div_scale_f64 v[4:5], s[4:5], v[92:93], v[92:93], v[92:93]
	v_fma_f64 v[0:1], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[0:1]
	v_fma_f64 v[0:1], -v[6:7], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[0:1]
	v_mul_f64 v[0:1], v[6:7], v[8:9]
	v_mul_f64 v[136:137], v[2:3], v[44:45]
	v_fma_f64 v[2:3], -v[6:7], v[0:1], v[6:7]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_div_fmas_f64 v[0:1], v[2:3], v[8:9], v[0:1]
	v_div_scale_f64 v[8:9], s[6:7], v[106:107], v[106:107], v[106:107]
	v_fma_f64 v[2:3], -v[4:5], v[6:7], 1.0
	v_fmac_f64_e32 v[6:7], v[6:7], v[2:3]
	v_fma_f64 v[2:3], -v[4:5], v[6:7], 1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fmac_f64_e32 v[6:7], v[6:7], v[2:3]
	v_mul_f64 v[2:3], v[4:5], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[2:3], v[4:5]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[2:3], v[4:5], v[6:7], v[2:3]
	v_fma_f64 v[4:5], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[4:5]
	v_fma_f64 v[4:5], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[4:5]
	v_mul_f64 v[4:5], v[8:9], v[10:11]
	v_fma_f64 v[6:7], -v[8:9], v[4:5], v[8:9]
	v_div_scale_f64 v[8:9], s[4:5], v[104:105], v[104:105], v[104:105]
	v_rcp_f64_e32 v[12:13], v[8:9]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[4:5], v[6:7], v[10:11], v[4:5]
	s_mov_b64 vcc, s[4:5]
	v_fma_f64 v[6:7], -v[8:9], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[6:7]
	v_fma_f64 v[6:7], -v[8:9], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[6:7]
	v_mul_f64 v[6:7], v[8:9], v[12:13]
	v_fma_f64 v[8:9], -v[8:9], v[6:7], v[8:9]
	v_div_fmas_f64 v[6:7], v[8:9], v[12:13], v[6:7]
	v_div_fixup_f64 v[0:1], v[0:1], v[94:95], v[94:95]
	v_div_fixup_f64 v[2:3], v[2:3], v[92:93], v[92:93]
	v_div_fixup_f64 v[4:5], v[4:5], v[106:107], v[106:107]
	v_div_fixup_f64 v[6:7], v[6:7], v[104:105], v[104:105]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logDv4_d@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logDv4_d@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f64 v[8:9], v[46:47], v[46:47]
	v_mul_f64 v[8:9], v[8:9], 0.5
	v_add_f64 v[8:9], v[108:109], v[8:9]
	v_fmac_f64_e32 v[0:1], v[8:9], v[74:75]
	v_div_scale_f64 v[8:9], s[4:5], v[138:139], v[138:139], v[0:1]
	v_rcp_f64_e32 v[16:17], v[8:9]
	v_mul_f64 v[10:11], v[44:45], v[44:45]
	v_mul_f64 v[10:11], v[10:11], 0.5
	v_add_f64 v[10:11], v[110:111], v[10:11]
	v_fmac_f64_e32 v[2:3], v[10:11], v[76:77]
	v_fma_f64 v[10:11], -v[8:9], v[16:17], 1.0
	v_mul_f64 v[12:13], v[42:43], v[42:43]
	v_fmac_f64_e32 v[16:17], v[16:17], v[10:11]
	v_mul_f64 v[12:13], v[12:13], 0.5
	v_fma_f64 v[10:11], -v[8:9], v[16:17], 1.0
	v_mul_f64 v[14:15], v[40:41], v[40:41]
	v_add_f64 v[12:13], v[120:121], v[12:13]
	v_fmac_f64_e32 v[16:17], v[16:17], v[10:11]
	v_div_scale_f64 v[10:11], vcc, v[0:1], v[138:139], v[0:1]
	v_mul_f64 v[14:15], v[14:15], 0.5
	v_fmac_f64_e32 v[4:5], v[12:13], v[78:79]
	v_mul_f64 v[12:13], v[10:11], v[16:17]
	v_add_f64 v[14:15], v[122:123], v[14:15]
	v_fma_f64 v[8:9], -v[8:9], v[12:13], v[10:11]
	v_div_scale_f64 v[10:11], s[4:5], v[136:137], v[136:137], v[2:3]
	v_fmac_f64_e32 v[6:7], v[14:15], v[88:89]
	v_rcp_f64_e32 v[14:15], v[10:11]
	v_div_fmas_f64 v[8:9], v[8:9], v[16:17], v[12:13]
	v_div_fixup_f64 v[56:57], v[8:9], v[138:139], v[0:1]
	s_mov_b64 s[6:7], s[38:39]
	v_fma_f64 v[0:1], -v[10:11], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[0:1]
	v_fma_f64 v[0:1], -v[10:11], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[0:1]
	v_div_scale_f64 v[0:1], vcc, v[2:3], v[136:137], v[2:3]
	v_mul_f64 v[8:9], v[0:1], v[14:15]
	v_fma_f64 v[0:1], -v[10:11], v[8:9], v[0:1]
	v_div_scale_f64 v[10:11], s[4:5], v[126:127], v[126:127], v[4:5]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_div_fmas_f64 v[0:1], v[0:1], v[14:15], v[8:9]
	v_div_fixup_f64 v[58:59], v[0:1], v[136:137], v[2:3]
	v_div_scale_f64 v[8:9], s[4:5], v[124:125], v[124:125], v[6:7]
	v_fma_f64 v[0:1], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[0:1]
	v_fma_f64 v[0:1], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[0:1]
	v_div_scale_f64 v[0:1], vcc, v[4:5], v[126:127], v[4:5]
	v_mul_f64 v[2:3], v[0:1], v[12:13]
	v_fma_f64 v[0:1], -v[10:11], v[2:3], v[0:1]
	v_rcp_f64_e32 v[10:11], v[8:9]
	s_nop 0
	v_div_fmas_f64 v[0:1], v[0:1], v[12:13], v[2:3]
	v_div_fixup_f64 v[60:61], v[0:1], v[126:127], v[4:5]
	v_mul_f64 v[4:5], v[78:79], -v[120:121]
	v_fma_f64 v[0:1], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_fma_f64 v[0:1], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_div_scale_f64 v[0:1], vcc, v[6:7], v[124:125], v[6:7]
	v_mul_f64 v[2:3], v[0:1], v[10:11]
	v_fma_f64 v[0:1], -v[8:9], v[2:3], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_nop 0
	v_div_fmas_f64 v[0:1], v[0:1], v[10:11], v[2:3]
	v_div_fixup_f64 v[62:63], v[0:1], v[124:125], v[6:7]
	v_mul_f64 v[0:1], v[74:75], -v[108:109]
	v_mul_f64 v[2:3], v[76:77], -v[110:111]
	v_mul_f64 v[6:7], v[88:89], -v[122:123]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_add_f64 v[42:43], v[56:57], -v[138:139]
	v_add_f64 v[40:41], v[58:59], -v[136:137]
	v_add_f64 v[44:45], v[60:61], -v[126:127]
	v_add_f64 v[46:47], v[62:63], -v[124:125]
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z3expDv4_d@rel32@lo+4
	s_addc_u32 s61, s61, _Z3expDv4_d@rel32@hi+12
	s_swappc_b64 s[30:31], s[60:61]
	v_mul_f64 v[122:123], v[92:93], v[2:3]
	v_mul_f64 v[120:121], v[94:95], v[0:1]
	v_mul_f64 v[110:111], v[104:105], v[6:7]
	v_mul_f64 v[108:109], v[106:107], v[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v7, v63
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z4fabsDv4_d@rel32@lo+4
	s_addc_u32 s51, s51, _Z4fabsDv4_d@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s48, 0x1871100e
	s_mov_b32 s49, 0x3fcda671
	v_fma_f64 v[2:3], v[2:3], s[48:49], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[2:3], v[2:3], 1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[0:1], v[0:1], s[48:49], 1.0
	v_fma_f64 v[6:7], v[6:7], s[48:49], 1.0
	v_fma_f64 v[4:5], v[4:5], s[48:49], 1.0
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_div_scale_f64 v[12:13], vcc, 1.0, v[2:3], 1.0
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_div_scale_f64 v[12:13], s[4:5], v[0:1], v[0:1], 1.0
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[78:79], v[8:9], v[2:3], 1.0
	v_div_scale_f64 v[10:11], s[4:5], v[6:7], v[6:7], 1.0
	v_fma_f64 v[2:3], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[2:3]
	v_fma_f64 v[2:3], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[2:3]
	v_div_scale_f64 v[2:3], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[2:3], v[16:17]
	v_fma_f64 v[2:3], -v[12:13], v[8:9], v[2:3]
	v_rcp_f64_e32 v[12:13], v[10:11]
	s_nop 0
	v_div_fmas_f64 v[2:3], v[2:3], v[16:17], v[8:9]
	v_div_fixup_f64 v[88:89], v[2:3], v[0:1], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[4:5], v[4:5], 1.0
	v_fma_f64 v[0:1], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[0:1]
	v_fma_f64 v[0:1], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[0:1]
	v_div_scale_f64 v[0:1], vcc, 1.0, v[6:7], 1.0
	v_mul_f64 v[2:3], v[0:1], v[12:13]
	v_fma_f64 v[0:1], -v[10:11], v[2:3], v[0:1]
	v_rcp_f64_e32 v[10:11], v[8:9]
	s_nop 0
	v_div_fmas_f64 v[0:1], v[0:1], v[12:13], v[2:3]
	v_div_fixup_f64 v[142:143], v[0:1], v[6:7], 1.0
	v_mul_f64 v[6:7], v[62:63], -v[62:63]
	v_fma_f64 v[0:1], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_fma_f64 v[0:1], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_div_scale_f64 v[0:1], vcc, 1.0, v[4:5], 1.0
	v_mul_f64 v[2:3], v[0:1], v[10:11]
	v_fma_f64 v[0:1], -v[8:9], v[2:3], v[0:1]
	s_brev_b32 s64, 1
	s_nop 0
	v_div_fmas_f64 v[0:1], v[0:1], v[10:11], v[2:3]
	v_div_fixup_f64 v[152:153], v[0:1], v[4:5], 1.0
	v_mul_f64 v[4:5], v[60:61], -v[60:61]
	v_mul_f64 v[2:3], v[58:59], -v[58:59]
	v_mul_f64 v[0:1], v[56:57], -v[56:57]
	v_mul_f64 v[0:1], v[0:1], 0.5
	v_mul_f64 v[2:3], v[2:3], 0.5
	v_mul_f64 v[4:5], v[4:5], 0.5
	v_mul_f64 v[6:7], v[6:7], 0.5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_xor_b32_e32 v73, s64, v57
	v_xor_b32_e32 v74, s64, v59
	v_xor_b32_e32 v75, s64, v61
	v_xor_b32_e32 v76, s64, v63
	s_swappc_b64 s[30:31], s[60:61]
	s_mov_b32 s4, 0x4ef278d0
	s_mov_b32 s5, 0xbffd23dd
	s_mov_b32 s52, 0xd6f42943
	s_mov_b32 s53, 0x3ff548cd
	v_pk_mov_b32 v[124:125], s[4:5], s[4:5] op_sel:[0,1]
	s_mov_b32 s54, 0x25f5e68
	v_fma_f64 v[8:9], s[52:53], v[152:153], v[124:125]
	s_mov_b32 s55, 0x3ffc80ef
	s_mov_b32 s56, 0xe5a8325b
	s_mov_b32 s62, 0x3365de00
	v_fma_f64 v[10:11], s[52:53], v[142:143], v[124:125]
	v_fma_f64 v[14:15], s[52:53], v[78:79], v[124:125]
	v_fma_f64 v[8:9], v[152:153], v[8:9], s[54:55]
	s_mov_b32 s57, 0xbfd6d1f0
	s_mov_b32 s58, 0x3a92f8ec
	s_mov_b32 s63, 0xbfd98845
	v_fma_f64 v[12:13], s[52:53], v[88:89], v[124:125]
	v_fma_f64 v[14:15], v[78:79], v[14:15], s[54:55]
	v_fma_f64 v[10:11], v[142:143], v[10:11], s[54:55]
	v_fma_f64 v[8:9], v[152:153], v[8:9], s[56:57]
	s_mov_b32 s59, 0x3fd470bf
	v_mul_f64 v[126:127], v[4:5], s[62:63]
	v_fma_f64 v[12:13], v[88:89], v[12:13], s[54:55]
	v_fma_f64 v[10:11], v[142:143], v[10:11], s[56:57]
	v_fma_f64 v[14:15], v[78:79], v[14:15], s[56:57]
	v_fma_f64 v[8:9], v[152:153], v[8:9], s[58:59]
	v_mul_f64 v[136:137], v[6:7], s[62:63]
	v_mul_f64 v[140:141], v[2:3], s[62:63]
	v_mul_f64 v[6:7], v[126:127], v[152:153]
	v_fma_f64 v[12:13], v[88:89], v[12:13], s[56:57]
	v_fma_f64 v[14:15], v[78:79], v[14:15], s[58:59]
	v_fma_f64 v[10:11], v[142:143], v[10:11], s[58:59]
	v_mul_f64 v[138:139], v[0:1], s[62:63]
	v_mul_f64 v[0:1], v[140:141], v[78:79]
	v_mul_f64 v[4:5], v[136:137], v[142:143]
	v_fma_f64 v[6:7], v[6:7], v[8:9], 1.0
	v_fma_f64 v[12:13], v[88:89], v[12:13], s[58:59]
	v_mul_f64 v[2:3], v[138:139], v[88:89]
	v_fma_f64 v[4:5], v[4:5], v[10:11], 1.0
	v_fma_f64 v[0:1], v[0:1], v[14:15], 1.0
	v_add_f64 v[14:15], -v[6:7], 1.0
	v_cmp_gt_f64_e32 vcc, 0, v[60:61]
	v_fma_f64 v[2:3], v[2:3], v[12:13], 1.0
	v_add_f64 v[12:13], -v[4:5], 1.0
	v_cndmask_b32_e32 v159, v7, v15, vcc
	v_cndmask_b32_e32 v158, v6, v14, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[62:63]
	v_add_f64 v[10:11], -v[2:3], 1.0
	v_cndmask_b32_e32 v169, v5, v13, vcc
	v_cndmask_b32_e32 v168, v4, v12, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[56:57]
	v_add_f64 v[8:9], -v[0:1], 1.0
	v_cndmask_b32_e32 v171, v3, v11, vcc
	v_cndmask_b32_e32 v170, v2, v10, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[58:59]
	v_cndmask_b32_e32 v173, v1, v9, vcc
	v_cndmask_b32_e32 v172, v0, v8, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v7, v47
	s_swappc_b64 s[30:31], s[50:51]
	v_fma_f64 v[4:5], v[4:5], s[48:49], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[4:5], v[4:5], 1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[6:7], v[6:7], s[48:49], 1.0
	v_fma_f64 v[0:1], v[0:1], s[48:49], 1.0
	v_fma_f64 v[2:3], v[2:3], s[48:49], 1.0
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_div_scale_f64 v[12:13], vcc, 1.0, v[4:5], 1.0
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_div_scale_f64 v[12:13], s[4:5], v[6:7], v[6:7], 1.0
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[174:175], v[8:9], v[4:5], 1.0
	v_div_scale_f64 v[10:11], s[4:5], v[0:1], v[0:1], 1.0
	v_fma_f64 v[4:5], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[4:5]
	v_fma_f64 v[4:5], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[4:5]
	v_div_scale_f64 v[4:5], vcc, 1.0, v[6:7], 1.0
	v_mul_f64 v[8:9], v[4:5], v[16:17]
	v_fma_f64 v[4:5], -v[12:13], v[8:9], v[4:5]
	v_rcp_f64_e32 v[12:13], v[10:11]
	s_nop 0
	v_div_fmas_f64 v[4:5], v[4:5], v[16:17], v[8:9]
	v_div_fixup_f64 v[184:185], v[4:5], v[6:7], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[2:3], v[2:3], 1.0
	v_fma_f64 v[4:5], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[4:5]
	v_fma_f64 v[4:5], -v[10:11], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[4:5]
	v_div_scale_f64 v[4:5], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[6:7], v[4:5], v[12:13]
	v_fma_f64 v[4:5], -v[10:11], v[6:7], v[4:5]
	v_rcp_f64_e32 v[10:11], v[8:9]
	s_nop 0
	v_div_fmas_f64 v[4:5], v[4:5], v[12:13], v[6:7]
	v_div_fixup_f64 v[186:187], v[4:5], v[0:1], 1.0
	v_mul_f64 v[6:7], v[46:47], -v[46:47]
	v_fma_f64 v[0:1], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_fma_f64 v[0:1], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[0:1]
	v_div_scale_f64 v[0:1], vcc, 1.0, v[2:3], 1.0
	v_mul_f64 v[4:5], v[0:1], v[10:11]
	v_fma_f64 v[0:1], -v[8:9], v[4:5], v[0:1]
	v_mul_f64 v[6:7], v[6:7], 0.5
	s_nop 0
	v_div_fmas_f64 v[0:1], v[0:1], v[10:11], v[4:5]
	v_div_fixup_f64 v[188:189], v[0:1], v[2:3], 1.0
	v_mul_f64 v[4:5], v[44:45], -v[44:45]
	v_mul_f64 v[2:3], v[40:41], -v[40:41]
	v_mul_f64 v[0:1], v[42:43], -v[42:43]
	v_mul_f64 v[0:1], v[0:1], 0.5
	v_mul_f64 v[2:3], v[2:3], 0.5
	v_mul_f64 v[4:5], v[4:5], 0.5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_xor_b32_e32 v77, s64, v43
	v_xor_b32_e32 v78, s64, v41
	v_xor_b32_e32 v79, s64, v45
	v_xor_b32_e32 v88, s64, v47
	s_swappc_b64 s[30:31], s[60:61]
	v_fma_f64 v[8:9], s[52:53], v[188:189], v[124:125]
	v_fma_f64 v[10:11], s[52:53], v[186:187], v[124:125]
	v_fma_f64 v[14:15], s[52:53], v[174:175], v[124:125]
	v_fma_f64 v[8:9], v[188:189], v[8:9], s[54:55]
	v_fma_f64 v[12:13], s[52:53], v[184:185], v[124:125]
	v_fma_f64 v[14:15], v[174:175], v[14:15], s[54:55]
	v_fma_f64 v[10:11], v[186:187], v[10:11], s[54:55]
	v_fma_f64 v[8:9], v[188:189], v[8:9], s[56:57]
	v_mul_f64 v[142:143], v[2:3], s[62:63]
	v_fma_f64 v[12:13], v[184:185], v[12:13], s[54:55]
	v_fma_f64 v[10:11], v[186:187], v[10:11], s[56:57]
	v_fma_f64 v[14:15], v[174:175], v[14:15], s[56:57]
	v_fma_f64 v[8:9], v[188:189], v[8:9], s[58:59]
	v_mul_f64 v[152:153], v[0:1], s[62:63]
	v_mul_f64 v[154:155], v[6:7], s[62:63]
	v_mul_f64 v[156:157], v[4:5], s[62:63]
	v_mul_f64 v[6:7], v[142:143], v[188:189]
	v_fma_f64 v[12:13], v[184:185], v[12:13], s[56:57]
	v_fma_f64 v[14:15], v[174:175], v[14:15], s[58:59]
	v_fma_f64 v[10:11], v[186:187], v[10:11], s[58:59]
	v_mul_f64 v[0:1], v[156:157], v[174:175]
	v_mul_f64 v[4:5], v[152:153], v[186:187]
	v_fma_f64 v[6:7], v[6:7], v[8:9], 1.0
	v_fma_f64 v[12:13], v[184:185], v[12:13], s[58:59]
	v_mul_f64 v[2:3], v[154:155], v[184:185]
	v_fma_f64 v[4:5], v[4:5], v[10:11], 1.0
	v_fma_f64 v[0:1], v[0:1], v[14:15], 1.0
	v_add_f64 v[14:15], -v[6:7], 1.0
	v_cmp_gt_f64_e32 vcc, 0, v[40:41]
	v_fma_f64 v[2:3], v[2:3], v[12:13], 1.0
	v_add_f64 v[12:13], -v[4:5], 1.0
	v_cndmask_b32_e32 v7, v7, v15, vcc
	v_cndmask_b32_e32 v6, v6, v14, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[42:43]
	v_add_f64 v[10:11], -v[2:3], 1.0
	v_cndmask_b32_e32 v5, v5, v13, vcc
	v_cndmask_b32_e32 v4, v4, v12, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[46:47]
	v_add_f64 v[8:9], -v[0:1], 1.0
	v_cndmask_b32_e32 v3, v3, v11, vcc
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_cmp_gt_f64_e32 vcc, 0, v[44:45]
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_cndmask_b32_e32 v0, v0, v8, vcc
	v_mul_f64 v[0:1], v[0:1], -v[108:109]
	v_mul_f64 v[2:3], v[2:3], -v[110:111]
	v_mul_f64 v[4:5], v[4:5], -v[120:121]
	v_mul_f64 v[6:7], v[6:7], -v[122:123]
	v_mov_b32_e32 v9, s45
	v_add_co_u32_e32 v8, vcc, s44, v90
	v_fmac_f64_e32 v[6:7], v[92:93], v[172:173]
	v_fmac_f64_e32 v[4:5], v[94:95], v[170:171]
	v_fmac_f64_e32 v[2:3], v[104:105], v[168:169]
	v_fmac_f64_e32 v[0:1], v[106:107], v[158:159]
	v_addc_co_u32_e32 v9, vcc, v9, v91, vcc
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
	global_store_dwordx4 v[8:9], v[4:7], off
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v73
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v74
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v75
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v7, v76
	s_swappc_b64 s[30:31], s[50:51]
	v_fma_f64 v[4:5], v[4:5], s[48:49], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[4:5], v[4:5], 1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[6:7], v[6:7], s[48:49], 1.0
	v_fma_f64 v[0:1], v[0:1], s[48:49], 1.0
	v_fma_f64 v[2:3], v[2:3], s[48:49], 1.0
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_div_scale_f64 v[12:13], vcc, 1.0, v[4:5], 1.0
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_div_scale_f64 v[12:13], s[4:5], v[6:7], v[6:7], 1.0
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_div_fixup_f64 v[4:5], v[8:9], v[4:5], 1.0
	s_mov_b64 s[6:7], s[38:39]
	v_fma_f64 v[8:9], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[8:9]
	v_fma_f64 v[8:9], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[8:9]
	v_div_scale_f64 v[8:9], vcc, 1.0, v[6:7], 1.0
	v_mul_f64 v[10:11], v[8:9], v[16:17]
	v_fma_f64 v[8:9], -v[12:13], v[10:11], v[8:9]
	v_div_scale_f64 v[12:13], s[4:5], v[0:1], v[0:1], 1.0
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[16:17], v[10:11]
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], 1.0
	s_mov_b64 s[8:9], s[34:35]
	v_fma_f64 v[8:9], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[8:9]
	v_fma_f64 v[8:9], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[8:9]
	v_div_scale_f64 v[8:9], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[10:11], v[8:9], v[14:15]
	v_fma_f64 v[8:9], -v[12:13], v[10:11], v[8:9]
	v_div_scale_f64 v[12:13], s[4:5], v[2:3], v[2:3], 1.0
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_div_fmas_f64 v[8:9], v[8:9], v[14:15], v[10:11]
	v_div_fixup_f64 v[0:1], v[8:9], v[0:1], 1.0
	v_fma_f64 v[14:15], s[52:53], v[4:5], v[124:125]
	v_fma_f64 v[8:9], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[8:9]
	v_fma_f64 v[8:9], -v[12:13], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[8:9]
	v_div_scale_f64 v[8:9], vcc, 1.0, v[2:3], 1.0
	v_mul_f64 v[10:11], v[8:9], v[16:17]
	v_fma_f64 v[8:9], -v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[12:13], s[52:53], v[6:7], v[124:125]
	s_nop 0
	v_div_fmas_f64 v[8:9], v[8:9], v[16:17], v[10:11]
	v_div_fixup_f64 v[2:3], v[8:9], v[2:3], 1.0
	v_fma_f64 v[8:9], s[52:53], v[2:3], v[124:125]
	v_fma_f64 v[10:11], s[52:53], v[0:1], v[124:125]
	v_fma_f64 v[8:9], v[2:3], v[8:9], s[54:55]
	v_fma_f64 v[14:15], v[4:5], v[14:15], s[54:55]
	v_fma_f64 v[10:11], v[0:1], v[10:11], s[54:55]
	v_fma_f64 v[8:9], v[2:3], v[8:9], s[56:57]
	v_fma_f64 v[12:13], v[6:7], v[12:13], s[54:55]
	v_fma_f64 v[10:11], v[0:1], v[10:11], s[56:57]
	v_fma_f64 v[14:15], v[4:5], v[14:15], s[56:57]
	v_fma_f64 v[8:9], v[2:3], v[8:9], s[58:59]
	v_mul_f64 v[2:3], v[140:141], v[2:3]
	v_fma_f64 v[12:13], v[6:7], v[12:13], s[56:57]
	v_fma_f64 v[14:15], v[4:5], v[14:15], s[58:59]
	v_fma_f64 v[10:11], v[0:1], v[10:11], s[58:59]
	v_mul_f64 v[4:5], v[126:127], v[4:5]
	v_mul_f64 v[0:1], v[138:139], v[0:1]
	v_fma_f64 v[2:3], v[2:3], v[8:9], 1.0
	v_fma_f64 v[12:13], v[6:7], v[12:13], s[58:59]
	v_mul_f64 v[6:7], v[136:137], v[6:7]
	v_fma_f64 v[0:1], v[0:1], v[10:11], 1.0
	v_fma_f64 v[4:5], v[4:5], v[14:15], 1.0
	v_add_f64 v[14:15], -v[2:3], 1.0
	v_cmp_lt_f64_e32 vcc, 0, v[58:59]
	v_fma_f64 v[6:7], v[6:7], v[12:13], 1.0
	v_add_f64 v[12:13], -v[0:1], 1.0
	v_cndmask_b32_e32 v59, v3, v15, vcc
	v_cndmask_b32_e32 v58, v2, v14, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[56:57]
	v_add_f64 v[10:11], -v[6:7], 1.0
	v_cndmask_b32_e32 v57, v1, v13, vcc
	v_cndmask_b32_e32 v56, v0, v12, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[62:63]
	v_add_f64 v[8:9], -v[4:5], 1.0
	v_cndmask_b32_e32 v63, v7, v11, vcc
	v_cndmask_b32_e32 v62, v6, v10, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[60:61]
	v_cndmask_b32_e32 v61, v5, v9, vcc
	v_cndmask_b32_e32 v60, v4, v8, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v72
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v77
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v79
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v7, v88
	s_swappc_b64 s[30:31], s[50:51]
	v_fma_f64 v[2:3], v[2:3], s[48:49], 1.0
	v_div_scale_f64 v[8:9], s[4:5], v[2:3], v[2:3], 1.0
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[0:1], v[0:1], s[48:49], 1.0
	v_div_scale_f64 v[16:17], s[4:5], v[0:1], v[0:1], 1.0
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_rcp_f64_e32 v[18:19], v[16:17]
	v_fmac_f64_e32 v[10:11], v[10:11], v[12:13]
	v_div_scale_f64 v[12:13], vcc, 1.0, v[2:3], 1.0
	v_mul_f64 v[14:15], v[12:13], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[14:15], v[12:13]
	v_fma_f64 v[6:7], v[6:7], s[48:49], 1.0
	s_nop 0
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[14:15]
	v_fma_f64 v[10:11], -v[16:17], v[18:19], 1.0
	v_fmac_f64_e32 v[18:19], v[18:19], v[10:11]
	v_fma_f64 v[10:11], -v[16:17], v[18:19], 1.0
	v_fmac_f64_e32 v[18:19], v[18:19], v[10:11]
	v_div_scale_f64 v[10:11], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[12:13], v[10:11], v[18:19]
	v_div_scale_f64 v[14:15], s[4:5], v[6:7], v[6:7], 1.0
	v_fma_f64 v[10:11], -v[16:17], v[12:13], v[10:11]
	v_rcp_f64_e32 v[16:17], v[14:15]
	v_div_fixup_f64 v[2:3], v[8:9], v[2:3], 1.0
	v_div_fmas_f64 v[10:11], v[10:11], v[18:19], v[12:13]
	v_fma_f64 v[4:5], v[4:5], s[48:49], 1.0
	v_fma_f64 v[8:9], -v[14:15], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[8:9]
	v_fma_f64 v[8:9], -v[14:15], v[16:17], 1.0
	v_fmac_f64_e32 v[16:17], v[16:17], v[8:9]
	v_div_scale_f64 v[8:9], vcc, 1.0, v[6:7], 1.0
	v_mul_f64 v[12:13], v[8:9], v[16:17]
	v_fma_f64 v[8:9], -v[14:15], v[12:13], v[8:9]
	v_div_fixup_f64 v[0:1], v[10:11], v[0:1], 1.0
	s_nop 0
	v_div_fmas_f64 v[8:9], v[8:9], v[16:17], v[12:13]
	v_div_scale_f64 v[12:13], s[4:5], v[4:5], v[4:5], 1.0
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], 1.0
	v_fma_f64 v[8:9], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[8:9]
	v_fma_f64 v[8:9], -v[12:13], v[14:15], 1.0
	v_fmac_f64_e32 v[14:15], v[14:15], v[8:9]
	v_div_scale_f64 v[8:9], vcc, 1.0, v[4:5], 1.0
	v_mul_f64 v[10:11], v[8:9], v[14:15]
	v_fma_f64 v[8:9], -v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[12:13], s[52:53], v[0:1], v[124:125]
	s_nop 0
	v_div_fmas_f64 v[8:9], v[8:9], v[14:15], v[10:11]
	v_div_fixup_f64 v[4:5], v[8:9], v[4:5], 1.0
	v_fma_f64 v[8:9], s[52:53], v[4:5], v[124:125]
	v_fma_f64 v[10:11], s[52:53], v[6:7], v[124:125]
	v_fmac_f64_e32 v[124:125], s[52:53], v[2:3]
	v_fma_f64 v[8:9], v[4:5], v[8:9], s[54:55]
	v_fma_f64 v[14:15], v[2:3], v[124:125], s[54:55]
	v_fma_f64 v[10:11], v[6:7], v[10:11], s[54:55]
	v_fma_f64 v[8:9], v[4:5], v[8:9], s[56:57]
	v_fma_f64 v[12:13], v[0:1], v[12:13], s[54:55]
	v_fma_f64 v[10:11], v[6:7], v[10:11], s[56:57]
	v_fma_f64 v[14:15], v[2:3], v[14:15], s[56:57]
	v_fma_f64 v[8:9], v[4:5], v[8:9], s[58:59]
	v_mul_f64 v[4:5], v[156:157], v[4:5]
	v_fma_f64 v[12:13], v[0:1], v[12:13], s[56:57]
	v_fma_f64 v[14:15], v[2:3], v[14:15], s[58:59]
	v_fma_f64 v[10:11], v[6:7], v[10:11], s[58:59]
	v_mul_f64 v[2:3], v[142:143], v[2:3]
	v_mul_f64 v[6:7], v[154:155], v[6:7]
	v_fma_f64 v[4:5], v[4:5], v[8:9], 1.0
	v_fma_f64 v[12:13], v[0:1], v[12:13], s[58:59]
	v_mul_f64 v[0:1], v[152:153], v[0:1]
	v_fma_f64 v[6:7], v[6:7], v[10:11], 1.0
	v_fma_f64 v[2:3], v[2:3], v[14:15], 1.0
	v_add_f64 v[14:15], -v[4:5], 1.0
	v_cmp_lt_f64_e32 vcc, 0, v[44:45]
	v_fma_f64 v[0:1], v[0:1], v[12:13], 1.0
	v_add_f64 v[12:13], -v[6:7], 1.0
	v_cndmask_b32_e32 v15, v5, v15, vcc
	v_cndmask_b32_e32 v14, v4, v14, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[46:47]
	v_add_f64 v[10:11], -v[0:1], 1.0
	v_cndmask_b32_e32 v13, v7, v13, vcc
	v_cndmask_b32_e32 v12, v6, v12, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[42:43]
	v_add_f64 v[8:9], -v[2:3], 1.0
	v_cndmask_b32_e32 v11, v1, v11, vcc
	v_cndmask_b32_e32 v10, v0, v10, vcc
	v_cmp_lt_f64_e32 vcc, 0, v[40:41]
	v_cndmask_b32_e32 v9, v3, v9, vcc
	v_cndmask_b32_e32 v8, v2, v8, vcc
	v_mul_f64 v[6:7], v[58:59], -v[92:93]
	v_mul_f64 v[0:1], v[60:61], -v[106:107]
	v_mul_f64 v[2:3], v[62:63], -v[104:105]
	v_fmac_f64_e32 v[6:7], v[122:123], v[8:9]
	v_mov_b32_e32 v9, s47
	v_add_co_u32_e32 v8, vcc, s46, v90
	v_mul_f64 v[4:5], v[56:57], -v[94:95]
	v_fmac_f64_e32 v[2:3], v[110:111], v[12:13]
	v_fmac_f64_e32 v[0:1], v[108:109], v[14:15]
	v_addc_co_u32_e32 v9, vcc, v9, v91, vcc
	v_fmac_f64_e32 v[4:5], v[120:121], v[10:11]
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
	global_store_dwordx4 v[8:9], v[4:7], off
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
		.amdhsa_next_free_vgpr 228
		.amdhsa_next_free_sgpr 65
		.amdhsa_accum_offset 192
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 6504
; NumSgprs: 71
; NumVgprs: 190
; NumAgprs: 36
; TotalNumVgprs: 228
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 28
; NumSGPRsForWavesPerEU: 71
; NumVGPRsForWavesPerEU: 228
; AccumOffset: 192
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 47
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
    .vgpr_count:     228
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
