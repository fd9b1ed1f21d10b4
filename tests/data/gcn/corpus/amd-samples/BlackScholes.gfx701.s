	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
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
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v4
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v46, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3e6d3389
	v_mad_f32 v3, v3, s4, 1.0
	v_mad_f32 v2, v2, s4, 1.0
	v_mad_f32 v1, v1, s4, 1.0
	v_mad_f32 v0, v0, s4, 1.0
	v_rcp_f32_e32 v47, v0
	v_rcp_f32_e32 v56, v1
	v_rcp_f32_e32 v57, v2
	v_rcp_f32_e32 v58, v3
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
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v4, 0xbfe91eea
	s_mov_b32 s4, 0x3faa466f
	v_mad_f32 v5, s4, v47, v4
	v_mad_f32 v6, s4, v56, v4
	v_mad_f32 v7, s4, v57, v4
	v_mac_f32_e32 v4, s4, v58
	v_mov_b32_e32 v8, 0x3fe40778
	v_madak_f32 v4, v58, v4, 0x3fe40778
	v_mac_f32_e32 v8, v47, v5
	v_mov_b32_e32 v5, 0xbeb68f87
	s_mov_b32 s4, 0xbecc422a
	v_madak_f32 v7, v57, v7, 0x3fe40778
	v_madak_f32 v6, v56, v6, 0x3fe40778
	v_madak_f32 v8, v47, v8, 0xbeb68f87
	v_mac_f32_e32 v5, v58, v4
	v_mov_b32_e32 v4, 0x3ea385fa
	v_mul_f32_e32 v0, s4, v0
	v_madak_f32 v6, v56, v6, 0xbeb68f87
	v_madak_f32 v7, v57, v7, 0xbeb68f87
	v_mac_f32_e32 v4, v47, v8
	v_mul_f32_e32 v1, s4, v1
	v_mul_f32_e32 v2, s4, v2
	v_mul_f32_e32 v0, v0, v47
	v_madak_f32 v7, v57, v7, 0x3ea385fa
	v_madak_f32 v6, v56, v6, 0x3ea385fa
	v_mul_f32_e32 v2, v2, v57
	v_mul_f32_e32 v1, v1, v56
	v_mad_f32 v0, v0, v4, 1.0
	v_mul_f32_e32 v3, s4, v3
	v_mad_f32 v1, v1, v6, 1.0
	v_mad_f32 v2, v2, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v46
	v_madak_f32 v5, v58, v5, 0x3ea385fa
	v_mul_f32_e32 v3, v3, v58
	v_sub_f32_e32 v6, 1.0, v1
	v_cndmask_b32_e32 v0, v0, v7, vcc
	v_cmp_gt_f32_e32 vcc, 0, v45
	v_mad_f32 v3, v3, v5, 1.0
	v_sub_f32_e32 v5, 1.0, v2
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cmp_gt_f32_e32 vcc, 0, v44
	v_sub_f32_e32 v4, 1.0, v3
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cmp_gt_f32_e32 vcc, 0, v43
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_i32_e32 v4, vcc, 12, v42
	buffer_store_dword v3, v4, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 8, v42
	buffer_store_dword v2, v3, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 4, v42
	buffer_store_dword v1, v2, s[0:3], 0 offen
	buffer_store_dword v0, v42, s[0:3], 0 offen
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
; codeLenInByte = 936
; NumSgprs: 49
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
	s_add_i32 s12, s12, s17
	s_load_dword s52, s[8:9], 0x2
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[8:9], 0x4
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s53, s52, 31
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
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
	v_mul_lo_u32 v4, v0, s53
	v_mad_u64_u32 v[2:3], s[4:5], v0, s52, 0
	v_mul_lo_u32 v0, v1, s52
	s_mov_b32 s4, 0x42c80000
	v_add_i32_e32 v1, vcc, v3, v4
	v_add_i32_e32 v1, vcc, v1, v0
	v_add_i32_e32 v0, vcc, v2, v41
	v_addc_u32_e32 v1, vcc, v1, v42, vcc
	v_lshl_b64 v[73:74], v[0:1], 4
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v0, vcc, s48, v73
	v_addc_u32_e32 v1, vcc, v1, v74, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	s_mov_b32 s5, 0x41200000
	s_mov_b32 s6, 0x3c23d70a
	s_mov_b32 s7, 0x3d4ccccd
	s_mov_b32 s8, 0x3dcccccd
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
	v_mul_f32_e32 v61, s6, v3
	v_mul_f32_e32 v62, s6, v2
	v_mul_f32_e32 v63, s6, v1
	v_mul_f32_e32 v72, s6, v0
	v_mul_f32_e32 v75, s4, v7
	v_mul_f32_e32 v76, s4, v6
	v_mul_f32_e32 v77, s4, v5
	v_mul_f32_e32 v78, s4, v4
	v_mad_f32 v41, s5, v7, v0
	v_mad_f32 v42, s5, v6, v1
	v_mad_f32 v43, s5, v5, v2
	v_mad_f32 v44, s5, v4, v3
	v_mad_f32 v79, s7, v4, v61
	v_mad_f32 v88, s7, v5, v62
	v_mad_f32 v89, s7, v6, v63
	v_mad_f32 v90, s7, v7, v72
	v_mac_f32_e32 v72, s8, v7
	v_mac_f32_e32 v63, s8, v6
	v_mac_f32_e32 v62, s8, v5
	v_mac_f32_e32 v61, s8, v4
	v_mac_f32_e32 v78, s5, v3
	v_mac_f32_e32 v77, s5, v2
	v_mac_f32_e32 v76, s5, v1
	v_mac_f32_e32 v75, s5, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s48, 0x6f800000
	v_mov_b32_e32 v60, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v75|, s48
	v_mov_b32_e32 v45, v0
	v_cndmask_b32_e32 v0, 1.0, v60, vcc
	v_cmp_gt_f32_e64 vcc, |v76|, s48
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v2
	v_mul_f32_e32 v1, v75, v0
	v_cndmask_b32_e32 v2, 1.0, v60, vcc
	v_mov_b32_e32 v56, v3
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v3, v76, v2
	v_rcp_f32_e32 v3, v3
	v_cmp_gt_f32_e64 vcc, |v77|, s48
	v_mul_f32_e32 v1, v75, v1
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v1, v76, v3
	v_cndmask_b32_e32 v3, 1.0, v60, vcc
	v_cmp_gt_f32_e64 vcc, |v78|, s48
	v_mul_f32_e32 v4, v77, v3
	v_cndmask_b32_e32 v5, 1.0, v60, vcc
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v6, v78, v5
	v_rcp_f32_e32 v6, v6
	v_mul_f32_e32 v1, v2, v1
	v_mul_f32_e32 v2, v77, v4
	v_mul_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, v78, v6
	v_mul_f32_e32 v3, v5, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mul_f32_e32 v58, v56, v61
	v_mul_f32_e32 v59, v47, v62
	v_mul_f32_e32 v57, v46, v63
	v_mul_f32_e32 v91, v45, v72
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_f32_e32 v4, v61, v61
	v_mul_f32_e32 v5, v62, v62
	v_mul_f32_e32 v6, v63, v63
	v_mad_f32 v4, 0.5, v4, v79
	v_cmp_gt_f32_e64 vcc, |v91|, s48
	v_mad_f32 v6, 0.5, v6, v89
	v_mad_f32 v5, 0.5, v5, v88
	v_mac_f32_e32 v3, v4, v44
	v_cndmask_b32_e32 v4, 1.0, v60, vcc
	v_cmp_gt_f32_e64 vcc, |v57|, s48
	v_mac_f32_e32 v2, v5, v43
	v_mac_f32_e32 v1, v6, v42
	v_mul_f32_e32 v5, v91, v4
	v_cndmask_b32_e32 v6, 1.0, v60, vcc
	v_rcp_f32_e32 v5, v5
	v_mul_f32_e32 v8, v57, v6
	v_mul_f32_e32 v7, v72, v72
	v_rcp_f32_e32 v8, v8
	v_mad_f32 v7, 0.5, v7, v90
	v_mac_f32_e32 v0, v7, v41
	v_mul_f32_e32 v0, v0, v5
	v_cmp_gt_f32_e64 vcc, |v59|, s48
	v_mul_f32_e32 v57, v4, v0
	v_mul_f32_e32 v0, v1, v8
	v_cndmask_b32_e32 v1, 1.0, v60, vcc
	v_cmp_gt_f32_e64 vcc, |v58|, s48
	v_mul_f32_e32 v4, v59, v1
	v_cndmask_b32_e32 v5, 1.0, v60, vcc
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v7, v58, v5
	v_rcp_f32_e32 v7, v7
	v_mul_f32_e32 v58, v6, v0
	v_mul_f32_e32 v0, v2, v4
	v_mul_f32_e32 v59, v1, v0
	v_mul_f32_e32 v0, v3, v7
	v_mul_f32_e32 v60, v5, v0
	v_mul_f32_e64 v0, v41, -v90
	v_mul_f32_e64 v1, v42, -v89
	v_mul_f32_e64 v2, v43, -v88
	v_mul_f32_e64 v3, v44, -v79
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mad_f32 v45, -v45, v72, v57
	v_mad_f32 v46, -v46, v63, v58
	v_mad_f32 v47, -v47, v62, v59
	v_mad_f32 v56, -v56, v61, v60
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3expDv4_f@rel32@lo+4
	s_addc_u32 s51, s51, _Z3expDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_f32_e32 v79, v78, v3
	v_mul_f32_e32 v88, v77, v2
	v_mul_f32_e32 v89, v76, v1
	v_mul_f32_e32 v90, v75, v0
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
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z4fabsDv4_f@rel32@lo+4
	s_addc_u32 s49, s49, _Z4fabsDv4_f@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_mov_b32 s52, 0x3e6d3389
	v_mad_f32 v3, v3, s52, 1.0
	v_mad_f32 v2, v2, s52, 1.0
	v_mad_f32 v1, v1, s52, 1.0
	v_mad_f32 v0, v0, s52, 1.0
	v_rcp_f32_e32 v61, v0
	v_rcp_f32_e32 v62, v1
	v_rcp_f32_e32 v63, v2
	v_rcp_f32_e32 v72, v3
	v_mul_f32_e64 v3, v60, -v60
	v_mul_f32_e64 v2, v59, -v59
	v_mul_f32_e64 v1, v58, -v58
	v_mul_f32_e64 v0, v57, -v57
	s_brev_b32 s54, 1
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
	v_xor_b32_e32 v41, s54, v57
	v_xor_b32_e32 v42, s54, v58
	v_xor_b32_e32 v43, s54, v59
	v_xor_b32_e32 v44, s54, v60
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v91, 0xbfe91eea
	s_mov_b32 s53, 0x3faa466f
	v_mad_f32 v4, s53, v61, v91
	v_mad_f32 v5, s53, v62, v91
	v_mad_f32 v7, s53, v72, v91
	v_madak_f32 v4, v61, v4, 0x3fe40778
	s_mov_b32 s55, 0xbecc422a
	v_mad_f32 v6, s53, v63, v91
	v_madak_f32 v7, v72, v7, 0x3fe40778
	v_madak_f32 v5, v62, v5, 0x3fe40778
	v_madak_f32 v4, v61, v4, 0xbeb68f87
	v_mul_f32_e32 v95, s55, v0
	v_madak_f32 v6, v63, v6, 0x3fe40778
	v_madak_f32 v5, v62, v5, 0xbeb68f87
	v_madak_f32 v7, v72, v7, 0xbeb68f87
	v_madak_f32 v4, v61, v4, 0x3ea385fa
	v_mul_f32_e32 v104, s55, v1
	v_mul_f32_e32 v106, s55, v3
	v_mul_f32_e32 v3, v95, v61
	v_madak_f32 v6, v63, v6, 0xbeb68f87
	v_madak_f32 v7, v72, v7, 0x3ea385fa
	v_madak_f32 v5, v62, v5, 0x3ea385fa
	v_mul_f32_e32 v105, s55, v2
	v_mul_f32_e32 v0, v106, v72
	v_mul_f32_e32 v2, v104, v62
	v_mad_f32 v3, v3, v4, 1.0
	v_madak_f32 v6, v63, v6, 0x3ea385fa
	v_mul_f32_e32 v1, v105, v63
	v_mad_f32 v2, v2, v5, 1.0
	v_mad_f32 v0, v0, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v3
	v_cmp_gt_f32_e32 vcc, 0, v57
	v_mad_f32 v1, v1, v6, 1.0
	v_sub_f32_e32 v6, 1.0, v2
	v_cndmask_b32_e32 v107, v3, v7, vcc
	v_cmp_gt_f32_e32 vcc, 0, v58
	v_sub_f32_e32 v5, 1.0, v1
	v_cndmask_b32_e32 v108, v2, v6, vcc
	v_cmp_gt_f32_e32 vcc, 0, v59
	v_sub_f32_e32 v4, 1.0, v0
	v_cndmask_b32_e32 v109, v1, v5, vcc
	v_cmp_gt_f32_e32 vcc, 0, v60
	v_cndmask_b32_e32 v110, v0, v4, vcc
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
	v_mov_b32_e32 v92, 0x3fe40778
	v_mov_b32_e32 v93, 0xbeb68f87
	v_mov_b32_e32 v94, 0x3ea385fa
	s_swappc_b64 s[30:31], s[48:49]
	v_mad_f32 v3, v3, s52, 1.0
	v_mad_f32 v2, v2, s52, 1.0
	v_mad_f32 v1, v1, s52, 1.0
	v_mad_f32 v0, v0, s52, 1.0
	v_rcp_f32_e32 v111, v0
	v_rcp_f32_e32 v120, v1
	v_rcp_f32_e32 v121, v2
	v_rcp_f32_e32 v122, v3
	v_mul_f32_e64 v3, v56, -v56
	v_mul_f32_e64 v2, v47, -v47
	v_mul_f32_e64 v1, v46, -v46
	v_mul_f32_e64 v0, v45, -v45
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
	v_xor_b32_e32 v61, s54, v45
	v_xor_b32_e32 v62, s54, v46
	v_xor_b32_e32 v63, s54, v47
	v_xor_b32_e32 v72, s54, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mad_f32 v4, s53, v122, v91
	v_mad_f32 v5, s53, v121, v91
	v_mad_f32 v7, s53, v111, v91
	v_madak_f32 v4, v122, v4, 0x3fe40778
	v_mad_f32 v6, s53, v120, v91
	v_madak_f32 v7, v111, v7, 0x3fe40778
	v_madak_f32 v5, v121, v5, 0x3fe40778
	v_madak_f32 v4, v122, v4, 0xbeb68f87
	v_mul_f32_e32 v123, s55, v3
	v_madak_f32 v6, v120, v6, 0x3fe40778
	v_madak_f32 v5, v121, v5, 0xbeb68f87
	v_madak_f32 v7, v111, v7, 0xbeb68f87
	v_madak_f32 v4, v122, v4, 0x3ea385fa
	v_mul_f32_e32 v124, s55, v2
	v_mul_f32_e32 v126, s55, v0
	v_mul_f32_e32 v3, v123, v122
	v_madak_f32 v6, v120, v6, 0xbeb68f87
	v_madak_f32 v7, v111, v7, 0x3ea385fa
	v_madak_f32 v5, v121, v5, 0x3ea385fa
	v_mul_f32_e32 v125, s55, v1
	v_mul_f32_e32 v0, v126, v111
	v_mul_f32_e32 v2, v124, v121
	v_mad_f32 v3, v3, v4, 1.0
	v_madak_f32 v6, v120, v6, 0x3ea385fa
	v_mul_f32_e32 v1, v125, v120
	v_mad_f32 v2, v2, v5, 1.0
	v_mad_f32 v0, v0, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v3
	v_cmp_gt_f32_e32 vcc, 0, v56
	v_mad_f32 v1, v1, v6, 1.0
	v_sub_f32_e32 v6, 1.0, v2
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_cmp_gt_f32_e32 vcc, 0, v47
	v_sub_f32_e32 v5, 1.0, v1
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_gt_f32_e32 vcc, 0, v46
	v_sub_f32_e32 v4, 1.0, v0
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cmp_gt_f32_e32 vcc, 0, v45
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_mul_f32_e32 v0, v0, v90
	v_mul_f32_e32 v1, v1, v89
	v_mul_f32_e32 v2, v2, v88
	v_mul_f32_e32 v3, v3, v79
	v_mov_b32_e32 v5, s45
	v_add_i32_e32 v4, vcc, s44, v73
	v_mad_f32 v3, v78, v110, -v3
	v_mad_f32 v2, v77, v109, -v2
	v_mad_f32 v1, v76, v108, -v1
	v_mad_f32 v0, v75, v107, -v0
	v_addc_u32_e32 v5, vcc, v5, v74, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
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
	v_mad_f32 v3, v3, s52, 1.0
	v_mad_f32 v2, v2, s52, 1.0
	v_mad_f32 v0, v0, s52, 1.0
	v_rcp_f32_e32 v3, v3
	v_mad_f32 v1, v1, s52, 1.0
	v_rcp_f32_e32 v2, v2
	v_rcp_f32_e32 v0, v0
	v_rcp_f32_e32 v1, v1
	v_mad_f32 v4, s53, v3, v91
	v_mad_f32 v5, s53, v2, v91
	v_mad_f32 v7, s53, v0, v91
	v_madak_f32 v4, v3, v4, 0x3fe40778
	v_mad_f32 v6, s53, v1, v91
	v_madak_f32 v7, v0, v7, 0x3fe40778
	v_madak_f32 v5, v2, v5, 0x3fe40778
	v_madak_f32 v4, v3, v4, 0xbeb68f87
	v_madak_f32 v6, v1, v6, 0x3fe40778
	v_madak_f32 v5, v2, v5, 0xbeb68f87
	v_madak_f32 v7, v0, v7, 0xbeb68f87
	v_madak_f32 v4, v3, v4, 0x3ea385fa
	v_mul_f32_e32 v3, v106, v3
	v_madak_f32 v6, v1, v6, 0xbeb68f87
	v_madak_f32 v7, v0, v7, 0x3ea385fa
	v_madak_f32 v5, v2, v5, 0x3ea385fa
	v_mul_f32_e32 v0, v95, v0
	v_mul_f32_e32 v2, v105, v2
	v_mad_f32 v3, v3, v4, 1.0
	v_madak_f32 v6, v1, v6, 0x3ea385fa
	v_mul_f32_e32 v1, v104, v1
	v_mad_f32 v2, v2, v5, 1.0
	v_mad_f32 v0, v0, v7, 1.0
	v_sub_f32_e32 v7, 1.0, v3
	v_cmp_lt_f32_e32 vcc, 0, v60
	v_mad_f32 v1, v1, v6, 1.0
	v_sub_f32_e32 v6, 1.0, v2
	v_cndmask_b32_e32 v41, v3, v7, vcc
	v_cmp_lt_f32_e32 vcc, 0, v59
	v_sub_f32_e32 v5, 1.0, v1
	v_cndmask_b32_e32 v42, v2, v6, vcc
	v_cmp_lt_f32_e32 vcc, 0, v58
	v_sub_f32_e32 v4, 1.0, v0
	v_cndmask_b32_e32 v43, v1, v5, vcc
	v_cmp_lt_f32_e32 vcc, 0, v57
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
	v_mad_f32 v0, v0, s52, 1.0
	v_rcp_f32_e32 v0, v0
	v_mad_f32 v3, v3, s52, 1.0
	v_mad_f32 v2, v2, s52, 1.0
	v_mad_f32 v1, v1, s52, 1.0
	v_rcp_f32_e32 v1, v1
	v_rcp_f32_e32 v2, v2
	v_rcp_f32_e32 v3, v3
	v_mad_f32 v4, s53, v0, v91
	v_mac_f32_e32 v92, v0, v4
	v_mad_f32 v4, s53, v1, v91
	v_mad_f32 v5, s53, v2, v91
	v_mac_f32_e32 v91, s53, v3
	v_madak_f32 v6, v3, v91, 0x3fe40778
	v_mac_f32_e32 v93, v3, v6
	v_madak_f32 v6, v0, v92, 0xbeb68f87
	v_madak_f32 v4, v1, v4, 0x3fe40778
	v_mac_f32_e32 v94, v0, v6
	v_madak_f32 v5, v2, v5, 0x3fe40778
	v_madak_f32 v4, v1, v4, 0xbeb68f87
	v_mul_f32_e32 v0, v126, v0
	v_madak_f32 v5, v2, v5, 0xbeb68f87
	v_madak_f32 v4, v1, v4, 0x3ea385fa
	v_mul_f32_e32 v1, v125, v1
	v_mad_f32 v0, v0, v94, 1.0
	v_madak_f32 v5, v2, v5, 0x3ea385fa
	v_mul_f32_e32 v2, v124, v2
	v_mad_f32 v1, v1, v4, 1.0
	v_sub_f32_e32 v4, 1.0, v0
	v_cmp_lt_f32_e32 vcc, 0, v45
	v_madak_f32 v6, v3, v93, 0x3ea385fa
	v_mul_f32_e32 v3, v123, v3
	v_mad_f32 v2, v2, v5, 1.0
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_sub_f32_e32 v4, 1.0, v1
	v_cmp_lt_f32_e32 vcc, 0, v46
	v_mad_f32 v3, v3, v6, 1.0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_sub_f32_e32 v4, 1.0, v2
	v_cmp_lt_f32_e32 vcc, 0, v47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_sub_f32_e32 v4, 1.0, v3
	v_cmp_lt_f32_e32 vcc, 0, v56
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_mul_f32_e32 v4, v44, v75
	v_mul_f32_e32 v5, v43, v76
	v_mul_f32_e32 v6, v42, v77
	v_mul_f32_e32 v7, v41, v78
	v_mad_f32 v1, v89, v1, -v5
	v_mad_f32 v0, v90, v0, -v4
	v_mov_b32_e32 v5, s47
	v_add_i32_e32 v4, vcc, s46, v73
	v_mad_f32 v3, v79, v3, -v7
	v_mad_f32 v2, v88, v2, -v6
	v_addc_u32_e32 v5, vcc, v5, v74, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
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
		.amdhsa_next_free_vgpr 127
		.amdhsa_next_free_sgpr 56
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
	.size	blackScholes, .Lfunc_end1-blackScholes
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3284
; NumSgprs: 60
; NumVgprs: 127
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 127
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
	v_mad_f32 v0, v0, s4, 1.0
	v_rcp_f32_e32 v44, v0
	v_mul_f32_e32 v0, v43, v43
	v_mul_f32_e32 v0, -0.5, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3expf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3expf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0xbfe91eea
	v_mac_f32_e32 v1, 0x3faa466f, v44
	v_madak_f32 v1, v44, v1, 0x3fe40778
	v_madak_f32 v1, v44, v1, 0xbeb68f87
	v_mul_f32_e32 v0, 0xbecc422a, v0
	v_madak_f32 v1, v44, v1, 0x3ea385fa
	v_mul_f32_e32 v0, v0, v44
	v_mad_f32 v0, v0, v1, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v43
	v_cndmask_b32_e32 v0, v0, v1, vcc
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v44, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
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
; codeLenInByte = 472
; NumSgprs: 49
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
	s_add_i32 s12, s12, s17
	s_load_dword s52, s[8:9], 0x2
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[8:9], 0x4
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s53, s52, 31
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s16
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[34:35]
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
	v_mul_lo_u32 v4, v0, s53
	v_mad_u64_u32 v[2:3], s[4:5], v0, s52, 0
	v_mul_lo_u32 v0, v1, s52
	s_mov_b32 s4, 0x41200000
	v_add_i32_e32 v1, vcc, v3, v4
	v_add_i32_e32 v1, vcc, v1, v0
	v_add_i32_e32 v0, vcc, v2, v41
	v_addc_u32_e32 v1, vcc, v1, v42, vcc
	v_lshl_b64 v[45:46], v[0:1], 2
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v0, vcc, s48, v45
	v_addc_u32_e32 v1, vcc, v1, v46, vcc
	flat_load_dword v41, v[0:1]
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
	v_sub_f32_e32 v0, 1.0, v41
	v_mul_f32_e32 v44, 0x3c23d70a, v41
	v_mul_f32_e32 v47, 0x42c80000, v0
	v_mov_b32_e32 v56, v44
	v_mac_f32_e32 v47, s4, v41
	v_mac_f32_e32 v41, s4, v0
	v_mac_f32_e32 v44, 0x3dcccccd, v0
	v_mac_f32_e32 v56, 0x3d4ccccd, v0
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v0, v41
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s48, 0x6f800000
	v_mov_b32_e32 v43, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v47|, s48
	v_mov_b32_e32 v42, v0
	v_cndmask_b32_e32 v0, 1.0, v43, vcc
	v_mul_f32_e32 v1, v47, v0
	v_rcp_f32_e32 v1, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_mul_f32_e32 v1, v47, v1
	v_mul_f32_e32 v0, v0, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mul_f32_e32 v57, v42, v44
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3logf@rel32@lo+4
	s_addc_u32 s17, s17, _Z3logf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_gt_f32_e64 vcc, |v57|, s48
	v_cndmask_b32_e32 v1, 1.0, v43, vcc
	v_mul_f32_e32 v2, v57, v1
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v3, v44, v44
	v_mad_f32 v3, 0.5, v3, v56
	v_mac_f32_e32 v0, v3, v41
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v43, v1, v0
	v_mul_f32_e64 v0, v41, -v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mad_f32 v42, -v42, v44, v43
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3expf@rel32@lo+4
	s_addc_u32 s51, s51, _Z3expf@rel32@hi+12
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
	v_mov_b32_e32 v0, v43
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z4fabsf@rel32@lo+4
	s_addc_u32 s49, s49, _Z4fabsf@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_mov_b32 s53, 0x3e6d3389
	v_mad_f32 v0, v0, s53, 1.0
	v_rcp_f32_e32 v44, v0
	v_mul_f32_e64 v0, v43, -v43
	s_brev_b32 s52, 1
	v_mul_f32_e32 v0, 0.5, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_xor_b32_e32 v41, s52, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, 0xbfe91eea
	s_mov_b32 s54, 0x3faa466f
	v_mad_f32 v1, s54, v44, v57
	v_madak_f32 v1, v44, v1, 0x3fe40778
	s_mov_b32 s55, 0xbecc422a
	v_madak_f32 v1, v44, v1, 0xbeb68f87
	v_mul_f32_e32 v61, s55, v0
	v_madak_f32 v1, v44, v1, 0x3ea385fa
	v_mul_f32_e32 v0, v61, v44
	v_mad_f32 v0, v0, v1, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v43
	v_cndmask_b32_e32 v62, v0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v58, 0x3fe40778
	v_mov_b32_e32 v59, 0xbeb68f87
	v_mov_b32_e32 v60, 0x3ea385fa
	s_swappc_b64 s[30:31], s[48:49]
	v_mad_f32 v0, v0, s53, 1.0
	v_rcp_f32_e32 v63, v0
	v_mul_f32_e64 v0, v42, -v42
	v_mul_f32_e32 v0, 0.5, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_xor_b32_e32 v44, s52, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_mad_f32 v1, s54, v63, v57
	v_madak_f32 v1, v63, v1, 0x3fe40778
	v_madak_f32 v1, v63, v1, 0xbeb68f87
	v_mul_f32_e32 v72, s55, v0
	v_madak_f32 v1, v63, v1, 0x3ea385fa
	v_mul_f32_e32 v0, v72, v63
	v_mad_f32 v0, v0, v1, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cmp_gt_f32_e32 vcc, 0, v42
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mul_f32_e32 v0, v0, v56
	v_mad_f32 v2, v47, v62, -v0
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v0, vcc, s44, v45
	v_addc_u32_e32 v1, vcc, v1, v46, vcc
	flat_store_dword v[0:1], v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v41
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[48:49]
	v_mad_f32 v0, v0, s53, 1.0
	v_rcp_f32_e32 v0, v0
	v_cmp_lt_f32_e32 vcc, 0, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_mad_f32 v1, s54, v0, v57
	v_madak_f32 v1, v0, v1, 0x3fe40778
	v_madak_f32 v1, v0, v1, 0xbeb68f87
	v_mul_f32_e32 v2, v61, v0
	v_madak_f32 v0, v0, v1, 0x3ea385fa
	v_mad_f32 v0, v2, v0, 1.0
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
	v_mad_f32 v0, v0, s53, 1.0
	v_rcp_f32_e32 v0, v0
	v_cmp_lt_f32_e32 vcc, 0, v42
	v_mac_f32_e32 v57, s54, v0
	v_mac_f32_e32 v58, v0, v57
	v_mac_f32_e32 v59, v0, v58
	v_mul_f32_e32 v1, v72, v0
	v_mac_f32_e32 v60, v0, v59
	v_mad_f32 v0, v1, v60, 1.0
	v_sub_f32_e32 v1, 1.0, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mul_f32_e32 v1, v41, v47
	v_mad_f32 v2, v56, v0, -v1
	v_mov_b32_e32 v1, s47
	v_add_i32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, v1, v46, vcc
	flat_store_dword v[0:1], v2
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
		.amdhsa_next_free_vgpr 73
		.amdhsa_next_free_sgpr 56
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
.Lfunc_end3:
	.size	blackScholes_scalar, .Lfunc_end3-blackScholes_scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1360
; NumSgprs: 60
; NumVgprs: 73
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 73
; Occupancy: 3
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         blackScholes.kd
    .vgpr_count:     127
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         blackScholes_scalar.kd
    .vgpr_count:     73
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
